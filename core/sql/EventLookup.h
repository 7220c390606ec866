#pragma once

#include "Trace.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace faultline::sql {

// From a row of the capture to the event on the timeline: the SQL console's "click an id".
struct EventRow
{
    qint64 timestamp = 0;
    quint32 pid = 0;
    quint32 tid = 0;
    quint8 source = 0;
    quint8 op = 0;
    qint64 duration = 0;
    QString node;
};

// Reads the row whose `events.id` (or rowid when the table has no id column) is `id`, on a
// read-only connection of its own. Empty when there is no such row or the file cannot be read.
[[nodiscard]] std::optional<EventRow> eventById(const QString& capturePath, const QVariant& id, QString* error);

// The event of `trace` a row describes: same thread (and node), lane and start. Invalid when
// the trace does not hold it.
[[nodiscard]] EventRef locateEvent(const Trace& trace, const EventRow& row);

} // namespace faultline::sql
