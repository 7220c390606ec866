#pragma once

#include "TimelineModel.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace faultline::timeline {

// Finds events by op name or stack text (case-insensitive substring of the op name, a frame's
// symbol, library, Python function, Python file, or Python "file:line"). Matching is decided per op kind and per
// stack once, so stepping through matches costs O(events scanned) comparisons of integers.
class EventSearch
{
public:
    EventSearch(const Trace& trace, const std::string& text);

    [[nodiscard]] bool isEmpty() const { return m_text.empty(); }
    [[nodiscard]] bool matches(EventRef ref) const;
    // Matches in `lanes` (indices into Trace::lanes).
    [[nodiscard]] std::int64_t countMatches(std::span<const std::uint32_t> lanes) const;
    // The first match after `from` in (start time, lane order, index) order among `lanes`; `from`
    // may be invalid to start at `time`. Wraps around to the beginning when `wrap`.
    [[nodiscard]] std::optional<EventRef> next(std::span<const std::uint32_t> lanes, EventRef from, std::int64_t time,
                                               bool wrap = true) const;
    // How many matches among `lanes` come before `ref` in (start time, lane order, index) order:
    // its 0-based position in the list of matches ("k of N" is rankOf + 1 for a match).
    [[nodiscard]] std::int64_t rankOf(std::span<const std::uint32_t> lanes, EventRef ref) const;
    // The last match before `from` in the same order.
    [[nodiscard]] std::optional<EventRef> previous(std::span<const std::uint32_t> lanes, EventRef from,
                                                   std::int64_t time, bool wrap = true) const;

private:
    const Trace& m_trace;
    std::string m_text;             // lower-cased
    std::vector<bool> m_kindMatch;  // by kind code (source << 8 | op)
    std::vector<bool> m_stackMatch; // by index into Trace::stacks
};

} // namespace faultline::timeline
