#pragma once

#include "TimelineModel.h"
#include "Trace.h"

#include <QString>

namespace faultline {

// A note pinned to an event names it by the capture's own id (`events.id`, or the rowid as text
// where the table has no id column), which outlives the in-memory EventRef: these convert
// between the two by reading the capture (read-only).
namespace note_events {

// The capture id of `ref`; empty when the event is not found or the file cannot be read.
[[nodiscard]] QString idOf(const QString& capturePath, const Trace& trace, EventRef ref);
// The event with capture id `id`; invalid when there is none in `trace`.
[[nodiscard]] EventRef refOf(const QString& capturePath, const Trace& trace, const QString& id);

} // namespace note_events

} // namespace faultline
