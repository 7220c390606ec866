#include "LaneIndex.h"

#include "OpCatalog.h"

#include <algorithm>

namespace faultline::timeline {

namespace {

std::int64_t endOf(const EventColumns& e, std::size_t i)
{
    return capture::saturatingAdd(e.start[i], e.durationAt(i));
}

// Whether event a is drawn in preference to event b: longer wins, then earlier.
bool longer(const EventColumns& e, std::size_t a, std::size_t b)
{
    const std::uint32_t ra = e.duration[a];
    const std::uint32_t rb = e.duration[b];
    if (ra != EventColumns::kLongDuration && rb != EventColumns::kLongDuration)
        return ra != rb ? ra > rb : a < b;
    const std::int64_t da = e.durationAt(a);
    const std::int64_t db = e.durationAt(b);
    return da != db ? da > db : a < b;
}

} // namespace

LaneIndex::LaneIndex(const EventColumns& events)
    : m_events(&events)
{
    const std::size_t n = events.size();
    // Level 0 from the events, every further level from the one below, until one fits a scan.
    std::size_t below = n;
    for (int level = 0; below > kFanout; ++level) {
        const std::size_t groups = (below + kFanout - 1) / kFanout;
        std::vector<std::uint32_t> up(groups);
        for (std::size_t g = 0; g < groups; ++g) {
            const std::size_t lo = g * kFanout;
            const std::size_t hi = std::min(below, lo + kFanout);
            std::size_t best = level == 0 ? lo : m_levels.back()[lo];
            for (std::size_t k = lo + 1; k < hi; ++k) {
                const std::size_t candidate = level == 0 ? k : m_levels.back()[k];
                if (longer(events, candidate, best))
                    best = candidate;
            }
            up[g] = static_cast<std::uint32_t>(best);
        }
        m_levels.push_back(std::move(up));
        below = groups;
    }

    const std::size_t groups = n / kFanout;
    m_maxEnd.resize(groups);
    std::int64_t running = INT64_MIN;
    for (std::size_t g = 0; g < groups; ++g) {
        for (std::size_t k = g * kFanout; k < (g + 1) * kFanout; ++k)
            running = std::max(running, endOf(events, k));
        m_maxEnd[g] = running;
    }
}

std::size_t LaneIndex::size() const
{
    return m_events ? m_events->size() : 0;
}

std::size_t LaneIndex::lowerBound(std::int64_t time) const
{
    if (!m_events)
        return 0;
    const auto& s = m_events->start;
    return static_cast<std::size_t>(std::lower_bound(s.begin(), s.end(), time) - s.begin());
}

std::size_t LaneIndex::longestScan(std::size_t first, std::size_t last) const
{
    std::size_t best = first;
    for (std::size_t i = first + 1; i < last; ++i)
        if (longer(*m_events, i, best))
            best = i;
    return best;
}

std::size_t LaneIndex::longest(std::size_t first, std::size_t last) const
{
    last = std::min(last, size());
    if (first >= last)
        return npos;
    std::size_t best = npos;
    auto consider = [&](std::size_t e) {
        if (best == npos || longer(*m_events, e, best))
            best = e;
    };
    // Walk up the levels: the ragged ends of the range are scanned at the current level, the
    // whole groups in between are looked up one level higher.
    std::size_t lo = first;
    std::size_t hi = last;
    std::size_t level = 0; // 0 = events, k = m_levels[k - 1]
    auto element = [&](std::size_t i) -> std::size_t { return level == 0 ? i : m_levels[level - 1][i]; };
    while (true) {
        const bool topmost = level == m_levels.size();
        if (topmost || hi - lo <= 2 * kFanout) {
            for (std::size_t i = lo; i < hi; ++i)
                consider(element(i));
            return best;
        }
        const std::size_t loUp = (lo + kFanout - 1) / kFanout;
        const std::size_t hiUp = hi / kFanout;
        for (std::size_t i = lo; i < loUp * kFanout; ++i)
            consider(element(i));
        for (std::size_t i = hiUp * kFanout; i < hi; ++i)
            consider(element(i));
        lo = loUp;
        hi = hiUp;
        ++level;
    }
}

std::int64_t LaneIndex::maxEndBefore(std::size_t last) const
{
    last = std::min(last, size());
    std::int64_t result = INT64_MIN;
    const std::size_t groups = last / kFanout;
    if (groups > 0)
        result = m_maxEnd[groups - 1];
    for (std::size_t i = groups * kFanout; i < last; ++i)
        result = std::max(result, endOf(*m_events, i));
    return result;
}

std::optional<std::size_t> LaneIndex::eventAt(std::int64_t time, std::int64_t toleranceNs) const
{
    const std::size_t n = size();
    if (n == 0)
        return std::nullopt;
    const auto& s = m_events->start;
    const auto after = static_cast<std::size_t>(std::upper_bound(s.begin(), s.end(), time) - s.begin());

    // Events containing `time` start at or before it; walk back while an earlier one could
    // still reach it (one step on a lane of sequential calls).
    std::optional<std::size_t> containing;
    constexpr int kMaximumWalk = 256;
    int walked = 0;
    for (std::size_t j = after; j > 0 && walked < kMaximumWalk; --j, ++walked) {
        if (maxEndBefore(j) < time)
            break;
        const std::size_t i = j - 1;
        if (endOf(*m_events, i) >= time && (!containing || longer(*m_events, i, *containing)))
            containing = i;
    }
    if (containing)
        return containing;

    // Nearest edge within the tolerance.
    std::optional<std::size_t> nearest;
    std::int64_t distance = INT64_MAX;
    if (after > 0) {
        const std::int64_t d = capture::saturatingSub(time, endOf(*m_events, after - 1));
        if (d <= toleranceNs) {
            nearest = after - 1;
            distance = d;
        }
    }
    if (after < n) {
        const std::int64_t d = capture::saturatingSub(s[after], time);
        if (d <= toleranceNs && d < distance)
            nearest = after;
    }
    return nearest;
}

std::size_t LaneIndex::residentBytes() const
{
    std::size_t bytes = m_maxEnd.capacity() * sizeof(std::int64_t);
    for (const auto& level : m_levels)
        bytes += level.capacity() * sizeof(std::uint32_t);
    return bytes;
}

} // namespace faultline::timeline
