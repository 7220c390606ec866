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

std::vector<std::unique_ptr<QueryLane>> importedRangeLanes(const Trace& trace)
{
    // By kind ("user_annotation", "nvtx"), each by start, the longer first at the same start.
    std::map<std::string, std::vector<Range>> byKind;
    static const std::string empty;
    for (const capture::StoredAnnotation& a : trace.annotations) {
        const std::string* kind = label(a, "import.range");
        if (!kind)
            continue;
        const std::string* text = label(a, "faultline.text");
        const std::int64_t start = a.spanStart != 0 ? a.spanStart : a.timestamp;
        byKind[*kind].push_back({start, std::max(start, a.spanEnd), text ? text : &empty});
    }
    std::vector<std::unique_ptr<QueryLane>> lanes;
    for (auto& [kind, ranges] : byKind) {
        std::sort(ranges.begin(), ranges.end(),
                  [](const Range& a, const Range& b) { return std::tie(a.start, b.end) < std::tie(b.start, a.end); });
        // A range's level: how many earlier ranges are still open when it starts.
        struct Level
        {
            std::vector<std::unique_ptr<QueryLane>>::size_type lane = 0;
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
        const QString name = kind == "nvtx" ? QCoreApplication::translate("RangeLanes", "NVTX ranges")
                                            : QCoreApplication::translate("RangeLanes", "Profiler ranges");
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

} // namespace faultline::timeline
