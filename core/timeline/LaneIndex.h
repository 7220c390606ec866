#pragma once

#include "Trace.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace faultline::timeline {

// Level-of-detail index over one lane's start-sorted events: answers "the longest event among
// events [first, last)" in O(fanout × levels) instead of O(last - first), the query Perfetto's
// slice mipmap answers per bucket. About 0.8 bytes per event (a longest-event index per 16, 256,
// ... events and a running maximum end per 16 events).
class LaneIndex
{
public:
    static constexpr std::size_t kFanout = 16;
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    LaneIndex() = default;
    // Keeps a pointer to `events`, which must outlive the index and not change.
    explicit LaneIndex(const EventColumns& events);

    [[nodiscard]] std::size_t size() const;
    // First event whose start is >= time (size() when none).
    [[nodiscard]] std::size_t lowerBound(std::int64_t time) const;
    // Longest event in [first, last); npos when the range is empty. Ties go to the earliest.
    [[nodiscard]] std::size_t longest(std::size_t first, std::size_t last) const;
    // Longest end time (start + duration) of the events [0, last), INT64_MIN when last == 0:
    // finds events that start before a view and reach into it.
    [[nodiscard]] std::int64_t maxEndBefore(std::size_t last) const;
    // The event drawn at `time`: one whose interval contains it (the longest if several), else
    // the nearest one within `toleranceNs` of it.
    [[nodiscard]] std::optional<std::size_t> eventAt(std::int64_t time, std::int64_t toleranceNs) const;
    [[nodiscard]] std::size_t residentBytes() const;

private:
    [[nodiscard]] std::size_t longestScan(std::size_t first, std::size_t last) const;

    const EventColumns* m_events = nullptr;
    // m_levels[k][j]: the longest event among events [j * 16^(k+1), (j+1) * 16^(k+1)).
    std::vector<std::vector<std::uint32_t>> m_levels;
    // m_maxEnd[j]: the longest end among events [0, (j+1) * kFanout).
    std::vector<std::int64_t> m_maxEnd;
};

} // namespace faultline::timeline
