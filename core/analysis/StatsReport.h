#pragma once

#include "Trace.h"

#include <QByteArray>
#include <QString>

namespace faultline {

// The `faultline stats` output, text and JSON (the JSON is a documented contract).
class StatsReport
{
public:
    [[nodiscard]] static QByteArray json(const Trace& trace);
    [[nodiscard]] static QString text(const Trace& trace);
};

} // namespace faultline
