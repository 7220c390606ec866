#include "HitTest.h"

#include "OpCatalog.h"

#include <algorithm>
#include <cmath>

namespace faultline::timeline {

const Run* nearestRun(const std::vector<Run>& runs, double x, double tolerancePx)
{
    auto it = std::lower_bound(runs.begin(), runs.end(), x - tolerancePx,
                               [](const Run& run, double v) { return run.x1 < v; });
    const Run* best = nullptr;
    double bestDistance = tolerancePx + 1;
    for (; it != runs.end() && it->x0 <= x + tolerancePx; ++it) {
        const double distance = x < it->x0 ? it->x0 - x : (x > it->x1 ? x - it->x1 : 0.0);
        if (distance < bestDistance) {
            best = &*it;
            bestDistance = distance;
        }
    }
    return best;
}

RunPick pickRun(const std::vector<Run>& runs, const EventColumns& events, const LaneIndex& index, double x,
                std::int64_t time, double nsPerPixel)
{
    RunPick pick;
    pick.run = nearestRun(runs, x);
    if (!pick.run)
        return pick;
    const Run& run = *pick.run;
    const auto tolerance = static_cast<std::int64_t>(std::ceil(nsPerPixel * kHitTolerancePx));
    const std::optional<std::size_t> found = index.eventAt(time, tolerance);
    // A run of several events that one wide event dominates is that event to the user; only runs
    // of events too small to tell apart are "N calls".
    const bool wideEvent = found && double(events.durationAt(*found)) >= kSelectableWidthPx * nsPerPixel;
    if (run.count > 1 && !wideEvent && !events.start.empty()) {
        pick.mergedCount = run.count;
        pick.mergedFirst = run.first;
        const std::size_t lastEvent = std::min<std::size_t>(std::size_t(run.first) + run.count, events.size()) - 1;
        pick.mergedStart = events.start[run.first];
        pick.mergedEnd = std::max(capture::saturatingAdd(events.start[lastEvent], events.durationAt(lastEvent)),
                                  capture::saturatingAdd(events.start[run.event], events.durationAt(run.event)));
        return pick;
    }
    pick.event = found ? *found : std::size_t(run.event);
    return pick;
}

} // namespace faultline::timeline
