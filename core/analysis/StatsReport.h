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
    // "1.23 ms", "456 µs", "78 ns"
    [[nodiscard]] static QString formatDuration(std::int64_t ns);
    // "1.5 GiB", "12 KiB", "17 B"
    [[nodiscard]] static QString formatBytes(std::uint64_t bytes);
};

} // namespace faultline
