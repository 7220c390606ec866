#include "StackSummary.h"

#include "OpCatalog.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace faultline {

std::vector<StackTotal> topStacks(const Trace& trace, std::span<const std::uint32_t> lanes, std::int64_t start,
                                  std::int64_t end, StackOrder order)
{
    std::unordered_map<std::uint32_t, StackTotal> byStack;
    std::unordered_set<std::uint32_t> seen;
    for (const std::uint32_t l : lanes) {
        if (l >= trace.lanes.size() || !seen.insert(l).second)
            continue;
        const EventColumns& e = trace.lanes[l].events;
        const auto first = std::lower_bound(e.start.begin(), e.start.end(), start) - e.start.begin();
        const auto last = std::lower_bound(e.start.begin(), e.start.end(), end) - e.start.begin();
        for (auto i = static_cast<std::size_t>(first); i < static_cast<std::size_t>(std::max(first, last)); ++i) {
            StackTotal& t = byStack[e.stack[i]];
            t.stack = e.stack[i];
            ++t.count;
            t.totalNs = capture::saturatingAdd(t.totalNs, std::max<std::int64_t>(0, e.durationAt(i)));
            if (capture::OpCatalog::info(e.sourceAt(i), e.opAt(i)).arg0IsBytes)
                t.bytes += e.arg0[i];
        }
    }
    std::vector<StackTotal> out;
    out.reserve(byStack.size());
    for (const auto& [stack, t] : byStack)
        out.push_back(t);
    auto key = [order](const StackTotal& t) -> long double {
        switch (order) {
        case StackOrder::Count: return static_cast<long double>(t.count);
        case StackOrder::Time: return static_cast<long double>(t.totalNs);
        case StackOrder::Bytes: return static_cast<long double>(t.bytes);
        }
        return 0;
    };
    std::sort(out.begin(), out.end(), [&](const StackTotal& a, const StackTotal& b) {
        const long double ka = key(a);
        const long double kb = key(b);
        return ka != kb ? ka > kb : a.stack < b.stack;
    });
    return out;
}

std::vector<const capture::StackFrame*> displayFrames(const capture::StackRecord& stack)
{
    std::vector<const capture::StackFrame*> frames;
    for (const capture::StackFrame& f : stack.frames)
        if (f.kind == capture::FrameKind::Python)
            frames.push_back(&f);
    for (const capture::StackFrame& f : stack.frames)
        if (f.kind != capture::FrameKind::Python)
            frames.push_back(&f);
    return frames;
}

} // namespace faultline
