#include "TrackGeometry.h"

#include "Coordinates.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"

#include <algorithm>
#include <cmath>

namespace faultline::timeline {

namespace {

std::int64_t floorTo(std::int64_t t, std::int64_t step)
{
    std::int64_t q = t / step;
    if (t % step != 0 && t < 0)
        --q;
    return q * step;
}

// First index in [from, n) whose start is >= time, by galloping from `from`: O(log distance),
// so walking a view bucket by bucket costs O(buckets × log events per bucket).
std::size_t gallop(const std::vector<std::int64_t>& start, std::size_t from, std::int64_t time)
{
    const std::size_t n = start.size();
    if (from >= n || start[from] >= time)
        return from;
    std::size_t step = 1;
    std::size_t lo = from; // start[lo] < time
    std::size_t hi = from + 1;
    while (hi < n && start[hi] < time) {
        lo = hi;
        step *= 2;
        hi = std::min(n, hi + step);
    }
    return static_cast<std::size_t>(std::lower_bound(start.begin() + static_cast<std::ptrdiff_t>(lo) + 1,
                                                     start.begin() + static_cast<std::ptrdiff_t>(hi), time)
                                    - start.begin());
}

} // namespace

ColourKey eventColour(const EventColumns& events, std::size_t i, LaneKind kind)
{
    if (kind == LaneKind::OffCpu) {
        if (capture::offCpuState(events.arg0[i]) == capture::OffCpuState::Preempted)
            return ColourKey::Preempted;
        return offCpuKey(events.durationAt(i));
    }
    return colourKeyFor(events.sourceAt(i), events.opAt(i));
}

LaneGeometry buildLaneGeometry(const EventColumns& events, const LaneIndex& index, LaneKind kind,
                               std::int64_t rangeStart, std::int64_t rangeEnd, double width)
{
    LaneGeometry geometry;
    const std::size_t n = events.size();
    if (width < 1 || rangeEnd <= rangeStart || n == 0 || index.size() != n)
        return geometry;

    const auto w = static_cast<float>(width);
    float naturalEnd = -1.0f; // where the last run's events really end, before the 1 px rule
    auto addRun = [&](std::size_t first, std::size_t count, std::size_t representative, std::int64_t endTime) {
        auto x0 = static_cast<float>(std::max(0.0, timeToPixel(events.start[first], rangeStart, rangeEnd, width)));
        const auto natural = static_cast<float>(std::min(width, timeToPixel(endTime, rangeStart, rangeEnd, width)));
        const ColourKey colour = eventColour(events, representative, kind);
        if (!geometry.runs.empty()) {
            Run& last = geometry.runs.back();
            // Absorb into the previous run what starts in the same pixel column (sub-pixel
            // neighbours, whatever their colour) or inside the previous run's events; the longest
            // event decides colour and tooltip. Anything else starts a run of its own, so each
            // pixel column shows the colour of its own longest event.
            const bool sameColumn = std::floor(x0) <= std::floor(last.x0);
            if (sameColumn || x0 < naturalEnd || std::max(x0, last.x1) > w - 1.0f) {
                last.x1 = std::min(w, std::max(last.x1, natural));
                naturalEnd = std::max(naturalEnd, natural);
                last.count += static_cast<std::uint32_t>(count);
                if (events.durationAt(representative) > events.durationAt(last.event)) {
                    last.event = static_cast<std::uint32_t>(representative);
                    last.colour = colour;
                }
                return;
            }
            x0 = std::max(x0, last.x1);
        }
        // Nothing narrower than a pixel, nothing outside the view.
        float x1 = std::max(natural, x0 + 1.0f);
        if (x1 > w) {
            x1 = w;
            x0 = std::min(x0, w - 1.0f); // only the first run can get here: nothing to overlap
        }
        naturalEnd = natural;
        geometry.runs.push_back({x0, x1, static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(count),
                                 static_cast<std::uint32_t>(representative), colour});
    };

    std::size_t i = index.lowerBound(rangeStart);

    // Events that start before the view and reach into it. Lanes hold one thread's sequential
    // calls or off-CPU intervals, so this is the event just before the view; the walk is bounded
    // for odd captures with overlapping calls.
    if (i > 0 && index.maxEndBefore(i) > rangeStart) {
        std::size_t best = LaneIndex::npos;
        std::int64_t bestEnd = INT64_MIN;
        constexpr int kMaximumWalk = 256;
        int walked = 0;
        for (std::size_t j = i; j > 0 && walked < kMaximumWalk && index.maxEndBefore(j) > rangeStart; --j, ++walked) {
            const std::int64_t end = capture::saturatingAdd(events.start[j - 1], events.durationAt(j - 1));
            if (end > rangeStart && (best == LaneIndex::npos || events.durationAt(j - 1) > events.durationAt(best))) {
                best = j - 1;
                bestEnd = end;
            }
        }
        if (best != LaneIndex::npos) {
            auto x1 = static_cast<float>(std::min(width, timeToPixel(bestEnd, rangeStart, rangeEnd, width)));
            x1 = std::max(x1, 1.0f);
            geometry.runs.push_back({0.0f, x1, static_cast<std::uint32_t>(best), 1, static_cast<std::uint32_t>(best),
                                     eventColour(events, best, kind)});
            naturalEnd = x1;
        }
    }

    const std::int64_t bucket = bucketSizeNs(rangeStart, rangeEnd, width, 2);
    while (i < n && events.start[i] < rangeEnd) {
        const std::int64_t bucketStart = floorTo(events.start[i], bucket);
        const std::int64_t bucketEnd = capture::saturatingAdd(bucketStart, bucket);
        const std::size_t j = std::max(i + 1, gallop(events.start, i, std::min(bucketEnd, rangeEnd)));
        const std::size_t longest = j - i == 1 ? i : index.longest(i, j);
        const std::int64_t end = std::max(capture::saturatingAdd(events.start[longest], events.durationAt(longest)),
                                          capture::saturatingAdd(events.start[j - 1], events.durationAt(j - 1)));
        addRun(i, j - i, longest, end);
        i = j;
    }
    return geometry;
}

} // namespace faultline::timeline
