#pragma once

// What a point of a lane picks, as pure functions over the lane's geometry and events, so that
// the timeline's hit-testing is tested without a widget (as TrackGeometry is): the nearest run
// within a tolerance, whether that run is one event to the user or several merged ones, and the
// nearest instant.

#include "LaneIndex.h"
#include "Trace.h"
#include "TrackGeometry.h"

#include <cstdint>
#include <cstdlib>
#include <optional>
#include <vector>

namespace faultline::timeline {

// How near (in pixels) the pointer must be to a bar or a merged run to pick it.
inline constexpr double kHitTolerancePx = 2;
// Events at least this wide are drawn, hit and labelled as themselves even inside a merged run.
inline constexpr double kSelectableWidthPx = 3;

// The run of `runs` (ordered by x, not overlapping) nearest to `x`, at most `tolerancePx` away
// (0 when `x` is inside it); null when none is that near. The first of equally near ones.
[[nodiscard]] const Run* nearestRun(const std::vector<Run>& runs, double x, double tolerancePx = kHitTolerancePx);

// What a point at pixel `x` and time `time` picks on a lane drawn at `nsPerPixel`.
struct RunPick
{
    const Run* run = nullptr; // null: nothing near
    // One event (its index into the lane's columns), set unless the pick is a merged run.
    std::optional<std::size_t> event;
    // A run of several events too small to tell apart ("N calls"): how many, the first, and the
    // time they span.
    std::uint32_t mergedCount = 0;
    std::uint32_t mergedFirst = 0;
    std::int64_t mergedStart = 0;
    std::int64_t mergedEnd = 0;
    [[nodiscard]] bool isMerged() const { return mergedCount > 1; }
};

// The nearest run to `x`; then the event at `time` (within the tolerance, through `index`) when
// it is wide enough to see, else the run as a whole when it merges several events, else the run's
// own event.
[[nodiscard]] RunPick pickRun(const std::vector<Run>& runs, const EventColumns& events, const LaneIndex& index,
                              double x, std::int64_t time, double nsPerPixel);

// The item of `items` (ordered by `.time`) nearest to `time`, at most `tolerance` away; null when
// none is. Process instants on a header row.
template<typename Items>
const typename Items::value_type* nearestByTime(const Items& items, std::int64_t time, std::int64_t tolerance)
{
    const typename Items::value_type* best = nullptr;
    std::int64_t bestDistance = tolerance + 1;
    auto it = std::lower_bound(items.begin(), items.end(), time - tolerance,
                               [](const auto& item, std::int64_t t) { return item.time < t; });
    for (; it != items.end() && it->time <= time + tolerance; ++it) {
        const std::int64_t distance = std::llabs(it->time - time);
        if (distance < bestDistance) {
            best = &*it;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace faultline::timeline
