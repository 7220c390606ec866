#pragma once

#include "Trace.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace faultline::timeline {

// Level-of-detail index over one lane's start-sorted events: answers "the longest event among
// events [first, last)" in O(fanout × levels) instead of O(last - first), the query Perfetto's
// slice mipmap answers per bucket. About 1 byte per event (the longest event and its duration per 16,
// 256, ... events, and a running maximum end per 16 events).
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
    const EventColumns* m_events = nullptr;
    // The longest event of a group and its raw duration column value, kept side by side so a
    // query compares without touching the (cold) event columns.
    struct Entry
    {
        std::uint32_t index = 0;
        std::uint32_t duration = 0;
    };
    [[nodiscard]] bool longer(Entry a, Entry b) const;
    // m_levels[k][j]: the longest event among events [j * 16^(k+1), (j+1) * 16^(k+1)).
    std::vector<std::vector<Entry>> m_levels;
    // m_maxEnd[j]: the longest end among events [0, (j+1) * kFanout).
    std::vector<std::int64_t> m_maxEnd;
};

} // namespace faultline::timeline
