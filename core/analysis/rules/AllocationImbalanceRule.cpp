#include "Rules.h"

#include <algorithm>
#include <unordered_map>

// Allocations never freed, in a process that allocates with cudaMalloc itself (no caching
// allocator): replayed in time order with their frees, what stays allocated either keeps growing
// quarter after quarter (a leak) or levels off (memory kept for reuse).

namespace faultline::rules {

namespace {

// Fewer cudaMalloc calls than this tell nothing about what stays allocated.
constexpr std::size_t kMinMallocs = 20;
// A quarter grows when what stays allocated at its end is above the quarter before by more than 2 %.
constexpr long double kQuarterGrowth = 1.02L;
// A leak keeps growing: in every quarter after the first.
constexpr int kLeakGrowingQuarters = 3;
// A leak: at the end of the last quarter at least 20 % more stays allocated than at the end of the first.
constexpr long double kLeakGrowth = 1.2L;
// Ordinary: fewer than this many allocations outlive the range.
constexpr std::size_t kMinUnmatched = 20;
// Ordinary without a leak: fewer than one allocation in this many outlives the range.
constexpr std::size_t kOrdinaryAllocsPerUnmatched = 10;

void imbalance(const ChainBuilder& b, const ProcessActivity& activity, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const std::uint32_t process = activity.process;
    const ProcessCalls& calls = activity.calls;
    const std::vector<EventRef>& m = calls.mallocs;
    if (m.size() < kMinMallocs)
        return;
    // Only allocations whose pointer was recorded can be matched to frees.
    std::size_t withPointer = 0;
    for (const EventRef& r : m)
        withPointer += scope.events(r).retCodeAt(r.index) == 0 && scope.events(r).arg1[r.index] != 0 ? 1 : 0;
    if (withPointer * 2 < m.size())
        return;

    // Replay allocations and frees in time order; watch what stays allocated.
    struct Step
    {
        std::int64_t time;
        bool alloc;
        EventRef ref;
    };
    std::vector<Step> steps;
    for (const EventRef& r : m)
        if (scope.events(r).retCodeAt(r.index) == 0)
            steps.push_back({scope.endOf(r), true, r});
    for (const EventRef& r : calls.frees)
        if (scope.events(r).retCodeAt(r.index) == 0)
            steps.push_back({scope.start(r), false, r});
    std::stable_sort(steps.begin(), steps.end(), [](const Step& a, const Step& c2) { return a.time < c2.time; });
    std::unordered_map<std::uint64_t, EventRef> live;
    std::unordered_map<std::uint64_t, std::uint64_t> liveBytes;
    long double inUse = 0;
    std::size_t allocCount = 0;
    std::size_t matchedFrees = 0;
    const std::int64_t t0 = steps.empty() ? 0 : steps.front().time;
    const std::int64_t t1 = steps.empty() ? 0 : steps.back().time;
    std::vector<long double> quarterEnd(4, 0);
    for (const Step& s : steps) {
        const EventColumns& e = scope.events(s.ref);
        if (s.alloc) {
            ++allocCount;
            const std::uint64_t p = e.arg1[s.ref.index];
            inUse += static_cast<long double>(e.arg0[s.ref.index]);
            if (p != 0) {
                live[p] = s.ref;
                liveBytes[p] = e.arg0[s.ref.index];
            }
        } else {
            const std::uint64_t p = e.arg0[s.ref.index];
            if (const auto it = liveBytes.find(p); it != liveBytes.end()) {
                inUse -= static_cast<long double>(it->second);
                liveBytes.erase(it);
                live.erase(p);
                ++matchedFrees;
            }
        }
        const std::size_t q = t1 > t0
            ? std::min<std::size_t>(3, static_cast<std::size_t>((s.time - t0) * 4 / (t1 - t0 + 1)))
            : 3;
        for (std::size_t k = q; k < 4; ++k)
            quarterEnd[k] = inUse;
    }
    const std::size_t unmatched = live.size();

    std::uint64_t unmatchedBytes = 0;
    std::vector<EventRef> evidence;
    for (const auto& [p, ref] : live) {
        unmatchedBytes += liveBytes[p];
        evidence.push_back(ref);
    }
    std::stable_sort(evidence.begin(), evidence.end(), [&](EventRef a, EventRef c2) {
        const auto ba = scope.events(a).arg0[a.index];
        const auto bc = scope.events(c2).arg0[c2.index];
        return ba != bc ? ba > bc : scope.start(a) < scope.start(c2);
    });

    // A leak keeps growing; retention by the caching allocator levels off.
    int increases = 0;
    for (std::size_t k = 1; k < 4; ++k)
        increases += quarterEnd[k] > quarterEnd[k - 1] * kQuarterGrowth ? 1 : 0;
    const bool leak = increases >= kLeakGrowingQuarters && quarterEnd[3] >= quarterEnd[0] * kLeakGrowth;
    // Ordinary: few allocations outlive the range and nothing grows.
    if (unmatched < kMinUnmatched || (unmatched * kOrdinaryAllocsPerUnmatched < allocCount && !leak))
        return;

    Chain chain;
    chain.rule = "alloc-imbalance";
    chain.pid = trace.processes[process].pid;
    std::int64_t allocTime = 0;
    for (const EventRef& r : m)
        allocTime += activity.inRange(scope.start(r), scope.endOf(r));
    b.impact(chain, allocTime, activity);
    // Growing without end runs out: a leak is never below MEDIUM; memory that levels off is LOW.
    chain.severity = leak ? std::max(chain.severity, ChainSeverity::Medium) : ChainSeverity::Low;
    chain.id = std::string(leak ? "leak-" : "retention-") + std::to_string(chain.pid);
    if (leak) {
        //: %1 is a process like "python3 (pid 4242)", %4 a size like 1.5 GiB
        chain.title = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "GPU memory leak in %1: %2 of %3 allocations (%4) never freed"),
            processLabel(trace, process), unmatched, allocCount, bytes(unmatchedBytes));
        chain.rootCause = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "allocations that are never freed, growing steadily"));
    } else {
        //: %1 is a process like "python3 (pid 4242)", %4 a size like 1.5 GiB
        chain.title = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "GPU memory retained in %1: %2 of %3 allocations (%4) never freed"),
            processLabel(trace, process), unmatched, allocCount, bytes(unmatchedBytes));
        chain.rootCause = translated(QT_TRANSLATE_NOOP(
            "ChainEngine", "memory kept by its owner (the caching allocator or long-lived tensors), not growing"));
    }
    for (std::size_t k = 0; k < 4; ++k)
        //: %1 is a size like 1.5 GiB, %2 the quarter of the range (1 to 4)
        chain.steps.push_back(
            {t0 + (t1 - t0) * static_cast<std::int64_t>(k + 1) / 4, "CUDA", "in use",
             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 allocated through traced calls at the end of quarter %2"),
                        bytes(static_cast<std::uint64_t>(std::max<long double>(0, quarterEnd[k]))), k + 1),
             0});
    //: %1 is a process like "python3 (pid 4242)", %6 a size like 1.5 GiB
    chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                     "%1 made %2 cudaMalloc calls and %3 cudaFree calls; %4 frees "
                                                     "match an allocation, and %5 allocations holding %6 are still "
                                                     "allocated at the end of the range."),
                                   processLabel(trace, process), allocCount, calls.frees.size(), matchedFrees,
                                   unmatched, bytes(unmatchedBytes));
    if (leak) {
        //: Appended to the explanation; mind the leading space
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                          " What stays allocated grew in every quarter of the range, "
                                                          "which is what a leak looks like: references kept in a "
                                                          "list, a cache or a closure."));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Find who keeps references to the tensors "
                                                             "allocated at the top source lines (lists of "
                                                             "losses, hooks, caches); call .detach()/.item() "
                                                             "before keeping values")));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Compare torch.cuda.memory_allocated() across "
                                                             "steps to confirm the growth")));
    } else {
        //: Appended to the explanation; mind the leading space
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                          " What stays allocated levels off, which is the caching "
                                                          "allocator (or long-lived tensors) holding memory for reuse "
                                                          "rather than a leak."));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Nothing to fix if memory is not short; otherwise "
                                                             "cap the cache with PYTORCH_CUDA_ALLOC_CONF="
                                                             "garbage_collection_threshold:0.8")));
    }
    chain.windowStart = t0;
    chain.windowEnd = t1;
    b.evidence(chain, evidence);
    b.sources(chain, evidence, true);
    out.push_back(std::move(chain));
}

} // namespace

void allocationImbalanceRule(const RuleInput& in, std::vector<Chain>& out)
{
    // PyTorch's caching allocator keeps its segments by design: not a leak (MemoryGrowthRule
    // looks at what it holds step by step).
    for (const ProcessActivity& a : in.activity)
        if (!a.cachingAllocator)
            imbalance(in.builder, a, out);
}

} // namespace faultline::rules
