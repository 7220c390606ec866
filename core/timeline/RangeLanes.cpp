#include "RangeLanes.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>

namespace faultline::timeline {

namespace {

const std::string* label(const capture::StoredAnnotation& a, const char* key)
{
    for (const auto& [k, v] : a.labels) {
        if (k == key)
            return &v;
    }
    return nullptr;
}

struct Range
{
    std::int64_t start;
    std::int64_t end;
    const std::string* text;
};

} // namespace

bool isImportedRange(const capture::StoredAnnotation& annotation)
{
    return label(annotation, "import.range") != nullptr;
}

namespace {

// Whose lanes a range goes to: a process (index into Trace::processes), or the top (process
// UINT32_MAX), there alone when pid is 0 and with "pid N" in its title otherwise.
struct Owner
{
    std::uint32_t process = UINT32_MAX;
    std::uint32_t pid = 0;
    auto operator<=>(const Owner&) const = default;
};

// `owners[i]`: whose range annotation i is (for the ranges among them).
std::vector<std::unique_ptr<QueryLane>> rangeLanes(const Trace& trace, const std::vector<Owner>& owners)
{
    // By owner (the processes' first, the top's after), then kind ("user_annotation", "nvtx"),
    // each by start, the longer first at the same start.
    std::map<std::pair<Owner, std::string>, std::vector<Range>> byKind;
    static const std::string empty;
    for (std::size_t i = 0; i < trace.annotations.size(); ++i) {
        const capture::StoredAnnotation& a = trace.annotations[i];
        const std::string* kind = label(a, "import.range");
        if (!kind)
            continue;
        const std::string* text = label(a, "faultline.text");
        const std::int64_t start = a.spanStart != 0 ? a.spanStart : a.timestamp;
        byKind[{owners[i], *kind}].push_back({start, std::max(start, a.spanEnd), text ? text : &empty});
    }
    std::vector<std::unique_ptr<QueryLane>> lanes;
    for (auto& [key, ranges] : byKind) {
        const auto& [owner, kind] = key;
        std::sort(ranges.begin(), ranges.end(),
                  [](const Range& a, const Range& b) { return std::tie(a.start, b.end) < std::tie(b.start, a.end); });
        // A range's level: how many earlier ranges are still open when it starts.
        struct Level
        {
            std::vector<std::string> labels;
            std::unordered_map<std::string, std::uint32_t> ids;
            EventColumns events;
        };
        std::vector<Level> levels(kMaxRangeLevels);
        std::vector<std::int64_t> open; // ends of the enclosing ranges, outermost first
        for (const Range& r : ranges) {
            while (!open.empty() && open.back() <= r.start)
                open.pop_back();
            const auto level = static_cast<std::size_t>(std::min<std::size_t>(open.size(), kMaxRangeLevels - 1));
            open.push_back(r.end);
            Level& l = levels[level];
            const auto [it, inserted] = l.ids.emplace(*r.text, static_cast<std::uint32_t>(l.labels.size()));
            if (inserted)
                l.labels.push_back(*r.text);
            l.events.append(r.start, r.end - r.start, 0, 0, it->second, kNotAResultRow, 0);
        }
        QString name = kind == "nvtx" ? QCoreApplication::translate("RangeLanes", "NVTX ranges")
                                      : QCoreApplication::translate("RangeLanes", "Profiler ranges");
        if (owner.process == UINT32_MAX && owner.pid != 0)
            //: %1 "Profiler ranges" or "NVTX ranges" of a process id that several nodes have, %2 the id
            name = QCoreApplication::translate("RangeLanes", "%1 · pid %2").arg(name).arg(owner.pid);
        for (std::size_t level = 0; level < levels.size(); ++level) {
            Level& l = levels[level];
            if (l.events.size() == 0)
                continue;
            auto lane = std::make_unique<QueryLane>();
            //: %1 "Profiler ranges" or "NVTX ranges", %2 a nesting level (2, 3, ...)
            lane->title = (level == 0
                               ? name
                               : QCoreApplication::translate("RangeLanes", "%1 · level %2").arg(name).arg(level + 1))
                              .toStdString();
            lane->process = owner.process;
            lane->events = std::move(l.events);
            lane->events.sortByStart();
            lane->events.shrink();
            lane->labels = std::move(l.labels);
            lane->index = LaneIndex(lane->events);
            lanes.push_back(std::move(lane));
        }
    }
    return lanes;
}

} // namespace

std::vector<std::unique_ptr<QueryLane>> importedRangeLanes(const Trace& trace)
{
    return rangeLanes(trace, std::vector<Owner>(trace.annotations.size()));
}

std::vector<std::unique_ptr<QueryLane>> importedRangeLanes(const TimelineModel& model)
{
    const Trace& trace = model.trace();
    std::vector<Owner> owners(trace.annotations.size());
    if (model.nodeCount() == 0)
        return rangeLanes(trace, owners);
    // The processes of each pid (a GPU's lanes are no process that records ranges).
    std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> processesOfPid;
    for (std::uint32_t p = 0; p < trace.processes.size(); ++p) {
        if (trace.processes[p].gpuDevice < 0)
            processesOfPid[trace.processes[p].pid].push_back(p);
    }
    for (std::size_t i = 0; i < trace.annotations.size(); ++i) {
        const std::uint32_t pid = trace.annotations[i].pid;
        const auto it = pid == 0 ? processesOfPid.end() : processesOfPid.find(pid);
        if (it == processesOfPid.end())
            continue; // unscoped, or no process of the capture: at the top
        // A pid on two nodes of a merged capture: which one's the annotation does not say.
        if (it->second.size() == 1)
            owners[i].process = it->second.front();
        else
            owners[i].pid = pid;
    }
    return rangeLanes(trace, owners);
}

void addImportedRangeLanes(TimelineModel& model)
{
    model.addQueryLanes(importedRangeLanes(model));
}

} // namespace faultline::timeline
