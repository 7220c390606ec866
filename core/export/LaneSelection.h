#pragma once

#include "Trace.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace faultline {

// Which lanes an export shows: every thread of `pids` and the threads `tids`; both empty = all.
// `laneKinds`, when not empty, narrows the threads of `tids` to those of their lanes (what a
// scrolled view shows: a thread's CUDA lane in view, its off-CPU lane below it).
// A thread of a merged capture is matched by pid and tid, whichever node it ran on.
struct LaneSelection
{
    Q_DECLARE_TR_FUNCTIONS(LaneSelection)
public:
    std::vector<std::uint32_t> pids;
    std::vector<std::uint32_t> tids;
    std::vector<std::pair<std::uint32_t, LaneKind>> laneKinds; // (tid, kind)
    bool counters = true; // the counter tracks (CPU, memory), shown with "all" or when asked

    [[nodiscard]] bool all() const { return pids.empty() && tids.empty(); }
    [[nodiscard]] bool includesThread(const Thread& thread) const;
    [[nodiscard]] bool includesLane(const Trace& trace, std::uint32_t lane) const;
    // A process is shown when it is selected or one of its threads is.
    [[nodiscard]] bool includesProcess(const Trace& trace, std::uint32_t process) const;

    // "PID", "PID:TID" or "PID/TID" items, comma-separated, checked against the trace. A bare
    // number that is no process of the capture but is one of its threads selects that thread.
    // False with `error` set (translated, without a program prefix) when an item is wrong.
    [[nodiscard]] static bool parse(const QStringList& values, const Trace& trace, LaneSelection* selection,
                                    QString* error);
};

} // namespace faultline
