#include "LaneIndex.h"

#include "OpCatalog.h"

#include <algorithm>

namespace faultline::timeline {

namespace {

std::int64_t endOf(const EventColumns& e, std::size_t i)
{
    return capture::saturatingAdd(e.start[i], e.durationAt(i));
}

} // namespace

bool LaneIndex::longer(Entry a, Entry b) const
{
    if (a.duration != b.duration)
        return a.duration > b.duration;
    if (a.duration == EventColumns::kLongDuration) {
        const std::int64_t da = m_events->durationAt(a.index);
        const std::int64_t db = m_events->durationAt(b.index);
        if (da != db)
            return da > db;
    }
    return a.index < b.index;
}

LaneIndex::LaneIndex(const EventColumns& events)
    : m_events(&events)
{
    const std::size_t n = events.size();
    // Level 0 from the events, every further level from the one below, until one fits a scan.
    std::size_t below = n;
    for (int level = 0; below > kFanout; ++level) {
        const std::size_t groups = (below + kFanout - 1) / kFanout;
        std::vector<Entry> up(groups);
        auto element = [&](std::size_t k) {
            return level == 0 ? Entry{static_cast<std::uint32_t>(k), events.duration[k]} : m_levels.back()[k];
        };
        for (std::size_t g = 0; g < groups; ++g) {
            const std::size_t lo = g * kFanout;
            const std::size_t hi = std::min(below, lo + kFanout);
            Entry best = element(lo);
            for (std::size_t k = lo + 1; k < hi; ++k) {
                const Entry candidate = element(k);
                if (longer(candidate, best))
                    best = candidate;
            }
            up[g] = best;
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

std::size_t LaneIndex::longest(std::size_t first, std::size_t last) const
{
    last = std::min(last, size());
    if (first >= last)
        return npos;
    const std::uint32_t* durations = m_events->duration.data();
    Entry best{static_cast<std::uint32_t>(first), durations[first]};
    // Walk up the levels: the ragged ends of the range are scanned at the current level, the
    // whole groups in between are looked up one level higher.
    std::size_t lo = first;
    std::size_t hi = last;
    std::size_t level = 0; // 0 = events, k = m_levels[k - 1]
    auto scan = [&](std::size_t from, std::size_t to) {
        if (level == 0) {
            for (std::size_t i = from; i < to; ++i) {
                const Entry e{static_cast<std::uint32_t>(i), durations[i]};
                if (longer(e, best))
                    best = e;
            }
        } else {
            const std::vector<Entry>& entries = m_levels[level - 1];
            for (std::size_t i = from; i < to; ++i)
                if (longer(entries[i], best))
                    best = entries[i];
        }
    };
    while (true) {
        const bool topmost = level == m_levels.size();
        if (topmost || hi - lo <= 2 * kFanout) {
            scan(lo, hi);
            return best.index;
        }
        const std::size_t loUp = (lo + kFanout - 1) / kFanout;
        const std::size_t hiUp = hi / kFanout;
        scan(lo, loUp * kFanout);
        scan(hiUp * kFanout, hi);
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
        if (endOf(*m_events, i) >= time
            && (!containing
                || longer(Entry{static_cast<std::uint32_t>(i), m_events->duration[i]},
                          Entry{static_cast<std::uint32_t>(*containing), m_events->duration[*containing]})))
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
        bytes += level.capacity() * sizeof(Entry);
    return bytes;
}

} // namespace faultline::timeline
