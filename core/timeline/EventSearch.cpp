#include "EventSearch.h"

#include "Demangle.h"
#include "EventDetails.h"
#include "OpCatalog.h"
#include "Strings.h"

#include <algorithm>
#include <unordered_map>

namespace faultline::timeline {

namespace {

// Lanes of `lanes` in order, each once, out-of-range ones dropped.
std::vector<std::uint32_t> orderedLanes(const Trace& trace, std::span<const std::uint32_t> lanes)
{
    std::vector<std::uint32_t> out;
    out.reserve(lanes.size());
    std::vector<bool> seen(trace.lanes.size(), false);
    for (const std::uint32_t lane : lanes) {
        if (lane >= trace.lanes.size() || seen[lane])
            continue;
        seen[lane] = true;
        out.push_back(lane);
    }
    return out;
}

bool isMatch(const std::vector<bool>& kinds, const std::vector<bool>& stacks, const EventColumns& ev, std::size_t i)
{
    if (kinds[ev.kind[i]])
        return true;
    const std::uint32_t stack = ev.stack[i];
    return stack != 0 && stack < stacks.size() && stacks[stack];
}

// Position of an event in the (start, lane position, index) order.
struct Key
{
    std::int64_t start;
    std::size_t position;
    std::size_t index;
    auto operator<=>(const Key&) const = default;
};

} // namespace

EventSearch::EventSearch(const Trace& trace, const std::string& text)
    : m_trace(trace)
    , m_text(text::toLowerAscii(text))
{
    if (m_text.empty())
        return;
    m_kindMatch.assign(0x10000, false);
    for (std::uint32_t code = 0; code < 0x10000; ++code) {
        const auto source = static_cast<std::uint8_t>(code >> 8);
        const auto op = static_cast<std::uint8_t>(code & 0xFF);
        m_kindMatch[code] = text::containsNoCase(capture::OpCatalog::opName(source, op), m_text);
    }

    // Frames repeat across stacks (the allocator's frames are in most of them): decide each
    // symbol once, demangling it only when the mangled text does not match already.
    std::unordered_map<std::string, bool> symbolMatch;
    const auto symbolMatches = [&](const std::string& symbol) {
        if (symbol.empty())
            return false;
        const auto it = symbolMatch.find(symbol);
        if (it != symbolMatch.end())
            return it->second;
        // The demangled name, as the details panel shows it: without the "+0x.." offset.
        const auto plus = symbol.rfind("+0x");
        const bool match = text::containsNoCase(symbol, m_text)
            || text::containsNoCase(text::demangle(plus == std::string::npos ? symbol : symbol.substr(0, plus)),
                                    m_text);
        symbolMatch.emplace(symbol, match);
        return match;
    };
    // "train.py:42" finds the Python frames executing that line (and, as a substring, 420).
    const bool lineSearch = m_text.find(':') != std::string::npos;
    const auto lineMatches = [&](const capture::StackFrame& f) {
        return lineSearch && !f.pyFile.empty() && f.pyLine > 0
            && text::containsNoCase(f.pyFile + ":" + std::to_string(f.pyLine), m_text);
    };
    m_stackMatch.assign(trace.stacks.size(), false);
    for (std::size_t s = 1; s < trace.stacks.size(); ++s) {
        for (const capture::StackFrame& f : trace.stacks[s].frames) {
            if (symbolMatches(f.symbol) || text::containsNoCase(f.library, m_text)
                || text::containsNoCase(f.pyFunction, m_text) || text::containsNoCase(f.pyFile, m_text)
                || lineMatches(f)) {
                m_stackMatch[s] = true;
                break;
            }
        }
    }
}

bool EventSearch::matches(EventRef ref) const
{
    if (m_text.empty() || !m_trace.contains(ref))
        return false;
    const EventColumns& ev = m_trace.lanes[ref.lane].events;
    return isMatch(m_kindMatch, m_stackMatch, ev, ref.index);
}

std::int64_t EventSearch::countMatches(std::span<const std::uint32_t> lanes) const
{
    if (m_text.empty())
        return 0;
    std::int64_t n = 0;
    for (const std::uint32_t lane : orderedLanes(m_trace, lanes)) {
        const EventColumns& ev = m_trace.lanes[lane].events;
        for (std::size_t i = 0; i < ev.size(); ++i) {
            if (isMatch(m_kindMatch, m_stackMatch, ev, i))
                ++n;
        }
    }
    return n;
}

std::int64_t EventSearch::rankOf(std::span<const std::uint32_t> lanes, EventRef ref) const
{
    if (m_text.empty() || !m_trace.contains(ref))
        return 0;
    const std::vector<std::uint32_t> order = orderedLanes(m_trace, lanes);
    const auto refPosition = std::find(order.begin(), order.end(), ref.lane) - order.begin();
    const std::int64_t refStart = m_trace.lanes[ref.lane].events.start[ref.index];
    std::int64_t rank = 0;
    for (std::size_t p = 0; p < order.size(); ++p) {
        const EventColumns& ev = m_trace.lanes[order[p]].events;
        // Events that start earlier, then those starting at the same time that sort before.
        std::size_t end = static_cast<std::size_t>(std::lower_bound(ev.start.begin(), ev.start.end(), refStart)
                                                   - ev.start.begin());
        if (static_cast<std::ptrdiff_t>(p) < refPosition)
            end = static_cast<std::size_t>(std::upper_bound(ev.start.begin(), ev.start.end(), refStart)
                                           - ev.start.begin());
        else if (static_cast<std::ptrdiff_t>(p) == refPosition)
            end = ref.index;
        for (std::size_t i = 0; i < end; ++i)
            rank += isMatch(m_kindMatch, m_stackMatch, ev, i) ? 1 : 0;
    }
    return rank;
}

std::optional<EventRef> EventSearch::next(std::span<const std::uint32_t> lanes, EventRef from, std::int64_t time,
                                          bool wrap) const
{
    if (m_text.empty())
        return std::nullopt;
    const std::vector<std::uint32_t> order = orderedLanes(m_trace, lanes);

    // Everything strictly after `after` in (start, position, index) order.
    Key after{time, 0, 0};
    bool inclusive = true; // starting from a time: an event starting at `time` counts
    if (m_trace.contains(from)) {
        const auto it = std::find(order.begin(), order.end(), from.lane);
        if (it != order.end()) {
            after = {m_trace.lanes[from.lane].events.start[from.index], static_cast<std::size_t>(it - order.begin()),
                     from.index};
            inclusive = false;
        }
    }

    const auto search = [&](const Key& bound, bool includeBound) -> std::optional<EventRef> {
        std::optional<Key> best;
        std::optional<EventRef> found;
        for (std::size_t p = 0; p < order.size(); ++p) {
            const EventColumns& ev = m_trace.lanes[order[p]].events;
            // First candidate index of this lane: events with a key above the bound.
            std::size_t i = 0;
            if (includeBound || p > bound.position)
                i = static_cast<std::size_t>(std::lower_bound(ev.start.begin(), ev.start.end(), bound.start)
                                             - ev.start.begin());
            else if (p < bound.position)
                i = static_cast<std::size_t>(std::upper_bound(ev.start.begin(), ev.start.end(), bound.start)
                                             - ev.start.begin());
            else
                i = bound.index + 1;
            for (; i < ev.size(); ++i) {
                const Key key{ev.start[i], p, i};
                if (best && key >= *best)
                    break; // nothing later in this lane can beat the best so far
                if (isMatch(m_kindMatch, m_stackMatch, ev, i)) {
                    best = key;
                    found = EventRef{order[p], static_cast<std::uint32_t>(i)};
                    break;
                }
            }
        }
        return found;
    };

    if (auto hit = search(after, inclusive))
        return hit;
    if (!wrap)
        return std::nullopt;
    return search(Key{INT64_MIN, 0, 0}, true);
}

std::optional<EventRef> EventSearch::previous(std::span<const std::uint32_t> lanes, EventRef from, std::int64_t time,
                                              bool wrap) const
{
    if (m_text.empty())
        return std::nullopt;
    const std::vector<std::uint32_t> order = orderedLanes(m_trace, lanes);

    // Everything strictly before `before`; from a time, every event starting before it.
    Key before{time, 0, 0};
    bool fromTime = true;
    if (m_trace.contains(from)) {
        const auto it = std::find(order.begin(), order.end(), from.lane);
        if (it != order.end()) {
            before = {m_trace.lanes[from.lane].events.start[from.index], static_cast<std::size_t>(it - order.begin()),
                      from.index};
            fromTime = false;
        }
    }

    // `bound` empty: every event is a candidate (the wrap-around).
    const auto search = [&](const std::optional<Key>& bound, bool boundIsTime) -> std::optional<EventRef> {
        std::optional<Key> best;
        std::optional<EventRef> found;
        for (std::size_t p = 0; p < order.size(); ++p) {
            const EventColumns& ev = m_trace.lanes[order[p]].events;
            // One past the last candidate index of this lane: events with a key below the bound.
            std::size_t end = ev.size();
            if (bound && (boundIsTime || p > bound->position))
                end = static_cast<std::size_t>(std::lower_bound(ev.start.begin(), ev.start.end(), bound->start)
                                               - ev.start.begin());
            else if (bound && p < bound->position)
                end = static_cast<std::size_t>(std::upper_bound(ev.start.begin(), ev.start.end(), bound->start)
                                               - ev.start.begin());
            else if (bound)
                end = bound->index;
            for (std::size_t i = end; i-- > 0;) {
                const Key key{ev.start[i], p, i};
                if (best && key <= *best)
                    break;
                if (isMatch(m_kindMatch, m_stackMatch, ev, i)) {
                    best = key;
                    found = EventRef{order[p], static_cast<std::uint32_t>(i)};
                    break;
                }
            }
        }
        return found;
    };

    if (auto hit = search(before, fromTime))
        return hit;
    if (!wrap)
        return std::nullopt;
    return search(std::nullopt, true);
}

} // namespace faultline::timeline
