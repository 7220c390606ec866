#pragma once

// Each process's GPU work (part of RuleSupport): the thread that issues it, its calls by kind, its
// steps (StepFinder.cpp) and the range shares are taken of; the GPUs it launched work on.

#include "Scope.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::rules {

// ---- each process's GPU work -------------------------------------------------------------------

// CUDA calls of a process by what they do. Driver calls nested in a runtime call of the same
// thread (the cuMemAlloc inside cudaMalloc, the cuLaunchKernel inside cudaLaunchKernel) are the
// runtime call's own and are left out of every list but `driverOnly`'s.
struct ProcessCalls
{
    std::vector<EventRef> mallocs;      // runtime allocations (cudaMalloc, Managed, Async)
    std::vector<EventRef> driverAllocs; // driver allocations not inside a runtime one
    std::vector<EventRef> frees;        // runtime frees, and driver frees not inside one
    std::vector<EventRef> syncs;        // stream/device/context synchronisations
    std::vector<EventRef> copies;       // memcpy calls
    std::vector<EventRef> work;         // every call that puts work on the GPU: launches, copies
};

// Where a process's steps came from (StepFinder.cpp), most trusted first.
enum class StepSource : std::uint8_t {
    None,
    ProfilerStep,   // the profiler's ProfilerStep#N ranges
    Nvtx,           // NVTX ranges named like iterations ("step 12", "iteration_3")
    PythonLine,     // runs of the step loop's line in the stacks of CUDA calls (probe captures)
    RepeatingRange, // a named range that opens each iteration (the DataLoader's __next__, the optimizer)
    GpuPattern,     // without ranges or lines: the kernel launched once per iteration at a steady period
};

struct ProcessActivity
{
    std::uint32_t process = 0; // index into Trace::processes
    std::uint32_t pid = 0;
    std::vector<std::uint32_t> issuingThreads; // threads with CUDA calls in scope
    std::uint32_t mainThread = UINT32_MAX;     // the one that drives the work (Python frames, most calls)
    std::int64_t first = 0;                    // the first call's start and the last call's end
    std::int64_t last = 0;
    std::vector<std::int64_t> stepStarts; // where each training step begins (warm-up left out)
    std::int64_t stepPeriod = 0;          // the median step, 0 without steps
    std::int64_t stepsEnd = 0;            // where the last step ends when the trace says (ProfilerStep), else 0
    SourceLine stepLine;                  // the line whose runs mark the steps
    StepSource stepSource = StepSource::None;
    std::string stepName; // the range that marks the steps ("ProfilerStep#N", "enumerate(DataLoader)#...")
    // Leading steps much slower than the rest (module loading, cuDNN autotuning, compile): their
    // starts, and where the first counted step begins. Not in stepStarts.
    std::vector<std::int64_t> warmupStarts;
    bool cachingAllocator = false; // PyTorch's caching allocator is in the process
    ProcessCalls calls;
    // The main thread's calls with a Python line, by time: other threads' calls are blamed on
    // the line the main thread was running (an autograd thread runs what backward() started).
    std::vector<std::pair<std::int64_t, std::uint32_t>> mainLines; // (start, stack)

    [[nodiscard]] bool hasSteps() const { return !stepStarts.empty(); }
    [[nodiscard]] std::int64_t stepCount() const { return static_cast<std::int64_t>(stepStarts.size()); }
    // What shares are taken of: the steps when found, else first to last call.
    [[nodiscard]] std::int64_t rangeStart() const;
    [[nodiscard]] std::int64_t rangeEnd() const;
    [[nodiscard]] std::int64_t rangeNs() const { return std::max<std::int64_t>(1, rangeEnd() - rangeStart()); }
    // The step holding `t` (index into stepStarts), or -1 outside the steps.
    [[nodiscard]] int stepAt(std::int64_t t) const;
    // Nanoseconds of [from, to) that lie in the range.
    [[nodiscard]] std::int64_t inRange(std::int64_t from, std::int64_t to) const;
};

// Built once per derive().
[[nodiscard]] Context context(const Scope& scope, const std::vector<ProcessActivity>& activity);
[[nodiscard]] std::vector<ProcessActivity> processActivity(const Scope& scope, const std::vector<StackFacts>& facts);

// Finds the steps of `a` from its threads' CPU ranges (ProfilerStep#N, NVTX iterations), else from
// the Python lines of its main thread's calls, else from a named range that repeats; then sets the
// leading slow steps apart as warm-up (StepFinder.cpp).
void findProcessSteps(const Scope& scope, const std::vector<StackFacts>& facts, ProcessActivity& a,
                      const std::vector<EventRef>& mainCalls);
// The same from Python lines alone (StepFinder.cpp).
void findLineSteps(const Scope& scope, const std::vector<StackFacts>& facts, ProcessActivity& a,
                   const std::vector<EventRef>& mainCalls);
// Whether a range's name is the DataLoader handing out a batch
// ("enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__").
[[nodiscard]] bool isDataLoaderRange(std::string_view name);

// Processes forked by each process (fork events: pid = parent, arg1 = child).
[[nodiscard]] std::multimap<std::uint32_t, std::uint32_t> forkTree(const Trace& trace);
// Whether the thread is one of PyTorch's DataLoader workers (or named like one in older tracers).
[[nodiscard]] bool isDataLoaderWorker(const Thread& thread);

// The helper processes of the job of process `p`, by pid. A process is a DataLoader worker only when
// it is one: a thread named like one (pt_data_worker), or torch's worker loop
// (torch/utils/data/_utils/worker.py, _worker_loop) in its stacks. Any other process `p` forked is a
// child, called what it is (its name and pid), never a DataLoader worker. Counted by process, not
// by thread.
struct JobHelpers
{
    std::set<std::uint32_t> dataLoaderPids;
    std::set<std::uint32_t> childPids; // forked by the job and not DataLoader workers
    [[nodiscard]] bool contains(std::uint32_t pid) const
    {
        return dataLoaderPids.count(pid) > 0 || childPids.count(pid) > 0;
    }
    [[nodiscard]] bool empty() const { return dataLoaderPids.empty() && childPids.empty(); }
};
[[nodiscard]] JobHelpers jobHelpers(const Trace& trace, const Process& p);

// The GpuStream lanes of the GPUs a host process launched work on (through the launch links of an
// imported trace), by lane: a merged job's ranks each drive their own GPU, and a process's steps are
// measured against that GPU only. All false when it launched nothing that the trace links.
[[nodiscard]] std::vector<bool> gpuLanesOf(const Trace& trace, std::uint32_t hostProcess);

// When the GPUs a host process launched work on were busy (a kernel, copy or memset on any of their
// streams, whoever launched it; syncs not counted), as the union of their work: (start, end) by
// start, not overlapping. Empty when the capture has no GPU side or the process used none.
class GpuBusy
{
public:
    GpuBusy(const Trace& trace, std::uint32_t hostProcess);
    [[nodiscard]] bool known() const { return !m_busy.empty(); }
    // Nanoseconds of [from, to) in which some GPU was busy.
    [[nodiscard]] std::int64_t busyIn(std::int64_t from, std::int64_t to) const;

private:
    std::vector<std::pair<std::int64_t, std::int64_t>> m_busy;
};

} // namespace faultline::rules
