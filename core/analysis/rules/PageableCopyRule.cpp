#include "Rules.h"

#include <algorithm>
#include <cstddef>

// Host-to-device copies from pageable (not pinned) memory. The driver stages such a copy through
// a pinned buffer of its own, chunk by chunk, and the call returns only when the data is out of
// the user's buffer: cudaMemcpyAsync then blocks the host as long as a synchronous copy, and
// `non_blocking=True` changes nothing. A copy from pinned memory returns from cudaMemcpyAsync in
// microseconds whatever its size (unless the stream's queue is full: then launches block too, and
// the copy tells nothing). So a cudaMemcpyAsync of at least 1 MiB that blocks for 100 us
// or more at a staging speed (below 30 GB/s), or a cudaMemcpy below 15 GB/s (pinned copies run at 20-50 GB/s on PCIe 4
// and 5), is a copy from pageable memory. An imported trace says it outright: the copy the call
// started is "Pageable" or "Pinned" on the GPU side, and that word wins over the guess. The cost is
// the time the host was blocked in them.

namespace faultline::rules {

using capture::OpCatalog;

namespace {

// A copy from pageable memory: at least 1 MiB.
constexpr std::uint64_t kMinCopyBytes = 1ULL << 20;
// A cudaMemcpyAsync that blocks for 100 us or more at a staging speed is from pageable memory.
constexpr std::int64_t kMinAsyncBlockNs = 100 * kUs;
// A staging speed for a cudaMemcpyAsync: below 30 GB/s.
constexpr double kAsyncStagingRate = 30e9;
// A cudaMemcpy below 15 GB/s is from pageable memory (pinned copies run at 20-50 GB/s on PCIe 4 and 5).
constexpr double kSyncStagingRate = 15e9;
// Whether the queue is full is told from at least this many launches.
constexpr std::size_t kMinLaunches = 20;
// HTA counts a runtime call over 50 us as an outlier; a median launch that long means the queue is full.
constexpr std::int64_t kFullQueueLaunchNs = 50 * kUs;
// A chain when the host was blocked at least 1 % of the range (or kMinBlockedNs).
constexpr double kMinRangeShare = 0.01;
// A chain when the host was blocked at least this long (or kMinRangeShare of the range).
constexpr std::int64_t kMinBlockedNs = 100 * kMs;

// What the GPU side of an imported trace says of a copy call's memory: the copy it started names
// its host memory ("Memcpy HtoD (Pageable -> Device)"). Unknown without a launch link.
enum class HostMemory { Unknown, Pageable, Pinned };

HostMemory gpuSideMemory(const Scope& scope, EventRef r)
{
    const Trace& trace = scope.trace();
    HostMemory found = HostMemory::Unknown;
    for (const EventRef gpu : trace.gpuWorkOf(r)) {
        const EventColumns& g = trace.lanes[gpu.lane].events;
        if (static_cast<GpuOpKind>(g.opAt(gpu.index)) != GpuOpKind::Memcpy)
            continue;
        const std::uint8_t host = gpuOpArgs(g.arg0[gpu.index]).hostMemory;
        if (host == kHostPageable)
            return HostMemory::Pageable;
        if (host == kHostPinned)
            found = HostMemory::Pinned;
    }
    return found;
}

bool isPageable(const Scope& scope, EventRef r, bool queueFull)
{
    if (scope.sourceOf(r) != static_cast<std::uint8_t>(capture::Source::Cuda) || scope.arg1(r) != 1)
        return false; // the kind is known for the runtime's copies only; 1 = host to device
    // The GPU's own word, where the trace has it, over any guess from the call's duration.
    if (const HostMemory memory = gpuSideMemory(scope, r); memory != HostMemory::Unknown)
        return memory == HostMemory::Pageable && scope.arg0(r) >= kMinCopyBytes;
    const std::uint64_t size = scope.arg0(r);
    const std::int64_t d = scope.length(r);
    if (size < kMinCopyBytes || d <= 0)
        return false;
    const double rate = static_cast<double>(size) / (static_cast<double>(d) / 1e9);
    if (scope.opOf(r) == capture::ops::CudaMemcpyAsync)
        return !queueFull && d >= kMinAsyncBlockNs && rate < kAsyncStagingRate;
    if (scope.opOf(r) == capture::ops::CudaMemcpy)
        return rate < kSyncStagingRate;
    return false;
}

// Whether the process's launches block for long: its stream's queue is full (the GPU is far
// behind), and an asynchronous copy then blocks until there is room, pinned or not. HTA counts a
// runtime call over 50 us as an outlier; a median that long means the queue is the bottleneck.
bool queueIsFull(const Scope& scope, const ProcessActivity& a)
{
    std::vector<std::int64_t> launches;
    for (const EventRef& r : a.calls.work)
        if (OpCatalog::info(scope.sourceOf(r), scope.opOf(r)).category == capture::OpCategory::Launch)
            launches.push_back(scope.length(r));
    if (launches.size() < kMinLaunches)
        return false;
    std::nth_element(launches.begin(), launches.begin() + static_cast<std::ptrdiff_t>(launches.size() / 2),
                     launches.end());
    return launches[launches.size() / 2] >= kFullQueueLaunchNs;
}

} // namespace

void pageableCopyRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    for (const ProcessActivity& a : in.activity) {
        const bool queueFull = queueIsFull(scope, a);
        std::vector<EventRef> copies;
        std::int64_t blocked = 0;
        std::uint64_t moved = 0;
        std::int64_t copyTime = 0;
        for (const EventRef& r : a.calls.copies) {
            if (!isPageable(scope, r, queueFull))
                continue;
            copies.push_back(r);
            blocked += a.inRange(scope.start(r), scope.endOf(r));
            moved += scope.arg0(r);
            copyTime += scope.length(r);
        }
        if (copies.empty())
            continue;
        const double range = static_cast<double>(a.rangeNs());
        if (static_cast<double>(blocked) < kMinRangeShare * range && blocked < kMinBlockedNs)
            continue;
        const double rate = copyTime > 0 ? static_cast<double>(moved) / (static_cast<double>(copyTime) / 1e9) : 0;

        Chain chain;
        chain.rule = "pageable-copy";
        chain.pid = a.pid;
        chain.id = "pageable-copy-" + std::to_string(a.pid);
        b.impact(chain, blocked, a);
        std::vector<EventRef> evidence = copies;
        std::stable_sort(evidence.begin(), evidence.end(),
                         [&](EventRef x, EventRef y) { return scope.length(x) > scope.length(y); });
        b.evidence(chain, evidence);
        b.sources(chain, copies);
        const ChainSource* top = chain.sources.empty() ? nullptr : &chain.sources.front();
        const std::string where = top ? shortWhere(*top) : scope.opName(copies.front());
        chain.symptom = symptomOf(scope, scope.opName(copies.front()), copies);

        //: %1 a Python file and line, %2 a size, %3 a number of copies, %4 a speed like 8.8 GB/s, %5 a
        //: duration, %6 a percentage
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                   "Copies from pageable memory at %1: %2 in %3 host-to-device "
                                                   "copies at %4 blocked the host %5 (%6)"),
                                 where, bytes(moved), copies.size(), gbPerSecond(rate), duration(blocked),
                                 percent(chain.impact.share));
        chain.rootCause = translated(QT_TRANSLATE_NOOP(
            "ChainEngine", "host-to-device copies from memory that is not pinned are staged and block the host"));
        //: %1 a number of copies, %2 a size, %3 a duration, %4 a speed like 8.8 GB/s
        chain.steps.push_back(
            {scope.start(copies.front()), "CUDA", scope.opName(copies.front()),
             translated(QT_TRANSLATE_NOOP("ChainEngine",
                                          "%1 host-to-device copies of %2 each on average, blocking "
                                          "%3 each at %4"),
                        copies.size(), bytes(moved / copies.size()),
                        duration(copyTime / static_cast<std::int64_t>(copies.size())), gbPerSecond(rate)),
             copyTime});
        //: %1 a duration, %2 a percentage
        chain.steps.push_back({0, "GPU", "idle",
                               translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                            "the thread that issues the GPU work was blocked %1 (%2 "
                                                            "of the range)"),
                                          duration(blocked), percent(chain.impact.share)),
                               blocked});
        //: %1 a process, %2 a number of copies, %3 a size, %4 a Python file and line, %5 a speed, %6 a
        //: duration, %7 a percentage
        chain.explanation = translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              "%1 copied %3 to the GPU in %2 copies from %4 at %5, and each call blocked the host "
                              "until its data was staged: %6 in all, %7 of the range. An asynchronous copy from "
                              "pinned memory returns at once and runs at the link's full speed while the host "
                              "goes on; from pageable memory the driver copies it through a bounce buffer first, "
                              "and non_blocking=True has no effect."),
            processLabel(trace, a.process), copies.size(), bytes(moved), where, gbPerSecond(rate), duration(blocked),
            percent(chain.impact.share));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Pin the host tensor once (tensor.pin_memory()) or "
                                                             "use DataLoader(pin_memory=True), then copy with "
                                                             "non_blocking=True")));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Keep data that fits on the GPU there instead of "
                                                             "copying it every step")));
        out.push_back(std::move(chain));
    }
}

} // namespace faultline::rules
