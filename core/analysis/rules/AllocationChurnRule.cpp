#include "Percentile.h"
#include "Rules.h"

#include <algorithm>

// Allocation churn: GPU memory allocated from the driver and given back over and over. With
// PyTorch's caching allocator that means segments leave the cache every step: empty_cache() in
// the loop, a memory limit close enough to make it release, or allocations that go around it
// (cuMemAlloc through ctypes). Each cudaFree waits for the GPU; each cudaMalloc maps memory
// again. The cost is the time in those calls.

namespace faultline::rules {

using capture::saturatingAdd;

namespace {

// Fewer allocations than this are no churn, whatever else the process does.
constexpr std::size_t kMinAllocs = 20;
// cudaMalloc latency in the order of the calls: up to this many windows of equally many calls.
constexpr std::size_t kMaxWindows = 6;
// At least this many calls per window (windows of time would be empty where the calls pause).
constexpr std::size_t kMinCallsPerWindow = 20;
// At least this many windows to tell whether the latency rises.
constexpr std::size_t kMinWindows = 3;
// Latency rising as the pool fragments: the last window's p50 at least this many times the first's.
constexpr double kRisingGrowth = 1.5;
// Rising: the p50 grows between neighbouring windows in all but one pair (windows - 2 of windows - 1).
constexpr int kRisingSlack = 2;
// With steps: segments allocated and given back in at least this many steps (and half of them).
constexpr std::size_t kMinChurnSteps = 3;
// Churn gives memory back: at least one free for this many allocations.
constexpr std::size_t kMaxAllocsPerFree = 5;
// Without steps: a high rate, at least this many allocations and frees per second.
constexpr double kMinRatePerSecond = 20;
// Without steps: at least this many allocations.
constexpr std::size_t kMinAllocsWithoutSteps = 50;
// Without steps, a reason: at least this many empty_cache() frees or allocations around the allocator.
constexpr std::size_t kMinCauseCalls = 5;
// Evidence: at most this many of the slowest allocations.
constexpr std::size_t kMaxSlowEvidence = 120;
// Evidence: then at most this many empty_cache() frees, and as many bypasses.
constexpr std::size_t kMaxCauseEvidence = 40;

void churn(const ChainBuilder& b, const ProcessActivity& activity, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const std::uint32_t process = activity.process;
    const ProcessCalls& calls = activity.calls;
    const std::size_t allocs = calls.mallocs.size() + calls.driverAllocs.size();
    if (allocs < kMinAllocs)
        return;
    std::int64_t first = INT64_MAX;
    std::int64_t last = INT64_MIN;
    for (const auto* list : {&calls.mallocs, &calls.driverAllocs, &calls.frees}) {
        if (list->empty())
            continue;
        first = std::min(first, scope.start(list->front()));
        last = std::max(last, scope.endOf(list->back()));
    }
    const double seconds = std::max(1e-3, static_cast<double>(last - first) / 1e9);
    const double rate = static_cast<double>(allocs + calls.frees.size()) / seconds;

    std::vector<EventRef> emptyCacheFrees;
    for (const EventRef& r : calls.frees)
        if (b.facts(r).emptyCache)
            emptyCacheFrees.push_back(r);
    std::vector<EventRef> bypass;
    std::uint64_t bypassBytes = 0;
    for (const EventRef& r : calls.driverAllocs) {
        const StackFacts& f = b.facts(r);
        // Through ctypes/libffi from Python: outside PyTorch's allocator. (cuBLAS and the CUDA
        // context allocate from the driver too; that is theirs to do.)
        if (f.ffi) {
            bypass.push_back(r);
            bypassBytes += scope.events(r).arg0[r.index];
        }
    }

    // cudaMalloc latency in the order of the calls: up to six windows of equally many calls, at
    // least 20 each (windows of time would be empty where the calls pause).
    struct Window
    {
        std::int64_t start = 0;
        std::int64_t p50 = 0;
        std::int64_t p99 = 0;
        std::size_t count = 0;
    };
    std::vector<Window> windows;
    const std::vector<EventRef>& m = calls.mallocs;
    const std::size_t windowCount = std::min<std::size_t>(kMaxWindows, m.size() / kMinCallsPerWindow);
    if (windowCount >= kMinWindows) {
        for (std::size_t w = 0; w < windowCount; ++w) {
            const std::size_t from = w * m.size() / windowCount;
            const std::size_t to = (w + 1) * m.size() / windowCount;
            std::vector<std::int64_t> d;
            for (std::size_t k = from; k < to; ++k)
                d.push_back(scope.length(m[k]));
            std::sort(d.begin(), d.end());
            windows.push_back({scope.start(m[from]), percentile(d, 0.5), percentile(d, 0.99), d.size()});
        }
    }
    bool rising = false;
    double growth = 1;
    if (windows.size() >= kMinWindows && windows.front().p50 > 0) {
        int increases = 0;
        for (std::size_t w = 1; w < windows.size(); ++w)
            increases += windows[w].p50 > windows[w - 1].p50 ? 1 : 0;
        growth = static_cast<double>(windows.back().p50) / static_cast<double>(windows.front().p50);
        rising = growth >= kRisingGrowth && increases >= static_cast<int>(windows.size()) - kRisingSlack;
    }

    // With steps: segments allocated and given back in most of them. Without: a high rate with a
    // reason (latency rising as the pool fragments, empty_cache(), allocations around the allocator).
    std::size_t stepsWithBoth = 0;
    if (activity.hasSteps()) {
        std::vector<std::uint8_t> seen(activity.stepStarts.size(), 0);
        for (const auto* list : {&calls.mallocs, &calls.driverAllocs})
            for (const EventRef& r : *list)
                if (const int s = activity.stepAt(scope.start(r)); s >= 0)
                    seen[static_cast<std::size_t>(s)] |= 1;
        for (const EventRef& r : calls.frees)
            if (const int s = activity.stepAt(scope.start(r)); s >= 0 && scope.arg0(r) != 0)
                seen[static_cast<std::size_t>(s)] |= 2;
        for (const std::uint8_t v : seen)
            stepsWithBoth += v == 3 ? 1 : 0;
    }
    const bool everyStep = activity.hasSteps() && stepsWithBoth >= kMinChurnSteps
        && stepsWithBoth * 2 >= activity.stepStarts.size();
    // Churn gives memory back: allocations alone (a process filling the GPU) are not churn.
    const bool freesToo = calls.frees.size() * kMaxAllocsPerFree >= allocs;
    if (!everyStep
        && (rate < kMinRatePerSecond || allocs < kMinAllocsWithoutSteps || !freesToo
            || !(rising || emptyCacheFrees.size() >= kMinCauseCalls || bypass.size() >= kMinCauseCalls)))
        return;

    // What it cost: the time in those calls, inside the range.
    std::int64_t mallocTime = 0;
    for (const EventRef& r : m)
        mallocTime = saturatingAdd(mallocTime, scope.length(r));
    std::int64_t churnTime = 0;
    std::int64_t freeTime = 0;
    for (const auto* list : {&calls.mallocs, &calls.driverAllocs, &calls.frees})
        for (const EventRef& r : *list) {
            const std::int64_t d = activity.inRange(scope.start(r), scope.endOf(r));
            churnTime += d;
            if (list == &calls.frees)
                freeTime += d;
        }
    const double mallocShare = static_cast<double>(mallocTime) / static_cast<double>(activity.rangeNs());

    Chain chain;
    chain.rule = "alloc-churn";
    chain.pid = trace.processes[process].pid;
    chain.id = "alloc-churn-" + std::to_string(chain.pid);
    b.impact(chain, churnTime, activity);
    std::vector<std::string> causes;
    if (rising)
        //: One of the causes joined into a chain's title; %1 is a ratio like 2.5, %2 and %3 durations like 3.2 ms
        causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "cudaMalloc p50 rose %1× (%2 → %3)"),
                                    fixed(growth, 1), duration(windows.front().p50), duration(windows.back().p50)));
    if (!emptyCacheFrees.empty())
        //: One of the causes joined into a chain's title
        causes.push_back(
            translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 frees from empty_cache()"), emptyCacheFrees.size()));
    if (!bypass.empty())
        //: One of the causes joined into a chain's title
        causes.push_back(translated(
            QT_TRANSLATE_NOOP("ChainEngine", "%1 cuMemAlloc calls bypassing the caching allocator"), bypass.size()));
    std::string causeText;
    for (const std::string& cause : causes)
        causeText += (causeText.empty() ? "" : " + ") + cause;
    if (causeText.empty())
        causeText = translated(QT_TRANSLATE_NOOP("ChainEngine", "segments given back to the driver every step"));
    if (everyStep) {
        //: %1 is a process like "python3 (pid 4242)", %2 and %3 numbers of steps, %4 a duration, %5 a
        //: percentage, %6 the causes joined with " + "
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                   "Allocation churn in %1: cudaMalloc and cudaFree in %2 of %3 "
                                                   "steps, %4 (%5) — %6"),
                                 processLabel(trace, process), stepsWithBoth, activity.stepStarts.size(),
                                 duration(churnTime), percent(chain.impact.share), causeText);
    } else {
        //: %1 is a process like "python3 (pid 4242)", %3 the causes joined with " + "
        chain.title = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "Allocation churn in %1: %2 allocations and frees per second — %3"),
            processLabel(trace, process), fixed(rate, 0), causeText);
    }
    chain.rootCause = causeText;

    //: %3 is calls per second, %4 a percentage like 12 %
    chain.steps.push_back(
        {first, "CUDA", "cudaMalloc",
         translated(QT_TRANSLATE_NOOP("ChainEngine",
                                      "%1 cudaMalloc and %2 cudaFree calls at %3/s, %4 of the time in "
                                      "cudaMalloc"),
                    m.size(), calls.frees.size(), fixed(rate, 0), percent(mallocShare)),
         mallocTime});
    for (const Window& w : rising ? windows : std::vector<Window>())
        //: %2 and %3 are durations like 3.2 ms
        chain.steps.push_back({w.start, "CUDA", "cudaMalloc",
                               translated(QT_TRANSLATE_NOOP("ChainEngine", "window of %1 calls: p50 %2, p99 %3"),
                                          w.count, duration(w.p50), duration(w.p99)),
                               w.p50});
    if (!emptyCacheFrees.empty())
        chain.steps.push_back({scope.start(emptyCacheFrees.front()), "PYTHON", "empty_cache",
                               translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                            "%1 cudaFree calls come from torch.cuda.empty_cache(), "
                                                            "which returns cached blocks that the next step allocates "
                                                            "again"),
                                          emptyCacheFrees.size()),
                               0});
    if (!bypass.empty())
        //: %2 is a size like 1.5 GiB
        chain.steps.push_back({scope.start(bypass.front()), "DRIVER", "cuMemAlloc",
                               translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                            "%1 calls (%2) allocate straight from the driver through "
                                                            "ctypes, outside the caching allocator"),
                                          bypass.size(), bytes(bypassBytes)),
                               0});

    // Evidence: the slowest allocations of the last window first, then empty_cache frees and bypasses.
    std::vector<EventRef> slow = m;
    std::stable_sort(slow.begin(), slow.end(),
                     [&](EventRef a, EventRef c2) { return scope.length(a) > scope.length(c2); });
    slow.resize(std::min<std::size_t>(slow.size(), kMaxSlowEvidence));
    std::vector<EventRef> evidence = slow;
    evidence.insert(
        evidence.end(), emptyCacheFrees.begin(),
        emptyCacheFrees.begin()
            + static_cast<std::ptrdiff_t>(std::min<std::size_t>(kMaxCauseEvidence, emptyCacheFrees.size())));
    evidence.insert(evidence.end(), bypass.begin(),
                    bypass.begin()
                        + static_cast<std::ptrdiff_t>(std::min<std::size_t>(kMaxCauseEvidence, bypass.size())));
    chain.windowStart = first;
    chain.windowEnd = last;
    b.evidence(chain, evidence);
    chain.symptom = symptomOf(scope, "cudaMalloc", m);

    std::vector<EventRef> weighted = m;
    weighted.insert(weighted.end(), calls.driverAllocs.begin(), calls.driverAllocs.end());
    b.sources(chain, weighted);
    // The line that causes it comes first: where empty_cache() is called, weighted by the time
    // its frees and the allocations after them took.
    if (!emptyCacheFrees.empty()) {
        std::map<SourceLine, std::int64_t> byLine;
        for (const EventRef& r : emptyCacheFrees)
            byLine[b.lineOf(r)] += scope.length(r);
        const auto top = std::max_element(byLine.begin(), byLine.end(),
                                          [](const auto& x, const auto& y) { return x.second < y.second; });
        if (top->first.isValid())
            ChainBuilder::leadWith(
                chain, top->first,
                churnTime > 0 ? std::max(0.5, static_cast<double>(freeTime) / static_cast<double>(churnTime)) : 1.0);
    }

    //: %1 is a process like "python3 (pid 4242)", %3 a duration like 3.2 s, %4 a percentage like 12 %
    chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                     "%1 allocated and freed GPU memory %2 times per second and spent "
                                                     "%3 (%4 of the range) inside cudaMalloc."),
                                   processLabel(trace, process), fixed(rate, 0), duration(mallocTime),
                                   percent(mallocShare));
    if (freeTime > 0)
        //: Appended to the explanation; mind the leading space. %1 a duration, %2 a percentage
        chain.explanation += translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              " cudaFree took %1 more (%2): it waits for the GPU to "
                              "finish with the memory before it returns it."),
            duration(freeTime), percent(static_cast<double>(freeTime) / static_cast<double>(activity.rangeNs())));
    if (rising)
        //: Appended to the explanation; mind the leading space. %1 to %4 are durations like 3.2 ms
        chain.explanation += translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              " The typical cudaMalloc got slower as the run went on, from %1 to %2 (p99 %3 → %4): "
                              "the caching allocator's pool is fragmenting, so more requests miss it and go to the "
                              "driver."),
            duration(windows.front().p50), duration(windows.back().p50), duration(windows.front().p99),
            duration(windows.back().p99));
    if (!emptyCacheFrees.empty())
        //: Appended to the explanation; mind the leading space
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                          " torch.cuda.empty_cache() hands cached blocks back to the "
                                                          "driver %1 times, so the next allocations pay for "
                                                          "cudaMalloc again."),
                                        emptyCacheFrees.size());
    if (!bypass.empty())
        //: Appended to the explanation; mind the leading space. %2 is a size like 1.5 GiB
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                          " %1 cuMemAlloc calls from Python (ctypes) take %2 that "
                                                          "PyTorch's allocator cannot see or reuse."),
                                        bypass.size(), bytes(bypassBytes));
    if (!chain.sources.empty() && emptyCacheFrees.empty())
        //: Appended to the explanation; mind the leading space. %1:%2 is a Python file and line, %3 a function
        chain.explanation += translated(
            QT_TRANSLATE_NOOP("ChainEngine", " Most of the allocation time comes from %1:%2 (%3)."),
            chain.sources.front().file, chain.sources.front().line, chain.sources.front().function);
    else if (!chain.sources.empty())
        //: Appended to the explanation; mind the leading space. %1:%2 is a Python file and line
        chain.explanation += translated(
            QT_TRANSLATE_NOOP("ChainEngine", " torch.cuda.empty_cache() is called at %1:%2."),
            chain.sources.front().file, chain.sources.front().line);

    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Pre-allocate buffers once and reuse them across "
                                                         "steps instead of allocating per step")));
    if (!emptyCacheFrees.empty())
        ChainBuilder::recommend(
            chain,
            translated(QT_TRANSLATE_NOOP("ChainEngine", "Remove torch.cuda.empty_cache() from the training loop")));
    if (rising)
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:"
                                                             "True to stop the pool fragmenting")));
    if (!bypass.empty())
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Allocate through PyTorch (torch.empty on the "
                                                             "device) instead of cuMemAlloc through ctypes, so "
                                                             "the caching allocator can reuse the memory")));
    out.push_back(std::move(chain));
}

} // namespace

void allocationChurnRule(const RuleInput& in, std::vector<Chain>& out)
{
    for (const ProcessActivity& a : in.activity)
        churn(in.builder, a, out);
}

} // namespace faultline::rules
