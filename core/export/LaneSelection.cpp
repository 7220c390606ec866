#include "LaneSelection.h"

#include <algorithm>

namespace faultline {

namespace {

bool contains(const std::vector<std::uint32_t>& values, std::uint32_t value)
{
    return std::find(values.begin(), values.end(), value) != values.end();
}

} // namespace

bool LaneSelection::includesThread(const Thread& thread) const
{
    return all() || contains(pids, thread.pid) || contains(tids, thread.tid);
}

bool LaneSelection::includesLane(const Trace& trace, std::uint32_t lane) const
{
    if (all())
        return true;
    if (lane >= trace.lanes.size())
        return false;
    const Thread& thread = trace.threads[trace.lanes[lane].thread];
    if (!laneKinds.empty() && !contains(pids, thread.pid) && contains(tids, thread.tid))
        return std::find(laneKinds.begin(), laneKinds.end(), std::make_pair(thread.tid, trace.lanes[lane].kind))
            != laneKinds.end();
    return includesThread(thread);
}

bool LaneSelection::includesProcess(const Trace& trace, std::uint32_t process) const
{
    if (all())
        return true;
    if (process >= trace.processes.size())
        return false;
    const Process& p = trace.processes[process];
    if (contains(pids, p.pid))
        return true;
    return std::any_of(p.threads.begin(), p.threads.end(),
                       [&](std::uint32_t t) { return contains(tids, trace.threads[t].tid); });
}

bool LaneSelection::parse(const QStringList& values, const Trace& trace, LaneSelection* selection, QString* error)
{
    const auto hasThread = [&](uint tid) {
        return std::any_of(trace.threads.begin(), trace.threads.end(), [tid](const Thread& t) { return t.tid == tid; });
    };
    for (const QString& value : values) {
        for (const QString& rawItem : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString item = rawItem.trimmed();
            const qsizetype sep = std::max(item.indexOf(QLatin1Char(':')), item.indexOf(QLatin1Char('/')));
            bool okPid = false;
            const uint pid = (sep < 0 ? item : item.left(sep)).toUInt(&okPid);
            if (!okPid) {
                *error = tr("--lanes: '%1' is not PID or PID:TID.").arg(item);
                return false;
            }
            if (sep >= 0) {
                bool okTid = false;
                const uint tid = item.mid(sep + 1).toUInt(&okTid);
                const bool found = okTid
                    && std::any_of(trace.threads.begin(), trace.threads.end(),
                                   [pid, tid](const Thread& t) { return t.pid == pid && t.tid == tid; });
                if (!found) {
                    *error = tr("--lanes: the capture has no thread %1 in process %2.").arg(item.mid(sep + 1)).arg(pid);
                    return false;
                }
                selection->tids.push_back(tid);
            } else if (trace.process(pid)) {
                selection->pids.push_back(pid);
            } else if (hasThread(pid)) {
                selection->tids.push_back(pid);
            } else {
                *error = tr("--lanes: the capture has no process or thread %1.").arg(pid);
                return false;
            }
        }
    }
    return true;
}

} // namespace faultline
