#pragma once

// What the chain engine's rules share (internal to core/analysis): the events in scope, what is
// known about each stack, each process's GPU work (the thread that issues it, its steps, the
// range shares are taken of), and the builder that fills a chain's evidence, sources and impact.

#include "ChainEngine.h"
#include "GpuTime.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "PythonSource.h"
#include "Trace.h"
#include "UiText.h"

#include <concepts>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::rules {

using timeline::EventRef;

inline constexpr std::int64_t kSecond = 1'000'000'000;
inline constexpr std::int64_t kMs = 1'000'000;
inline constexpr std::int64_t kUs = 1'000;

// ---- text for people ---------------------------------------------------------------------------

[[nodiscard]] std::string duration(std::int64_t ns);
[[nodiscard]] std::string bytes(std::uint64_t b);
[[nodiscard]] std::string fixed(double v, int decimals);
[[nodiscard]] std::string percent(double fraction);
// "8.8 GB/s" (decimal gigabytes, as link speeds are quoted)
[[nodiscard]] std::string gbPerSecond(double bytesPerSecond);

inline const std::string& argText(const std::string& s)
{
    return s;
}

template<std::integral T>
std::string argText(T v)
{
    return std::to_string(v);
}

// `source` in the user's language with %1..%n replaced by `args`, through text::uiText as all of
// core's text for people. Call sites pass QT_TRANSLATE_NOOP("ChainEngine", "...") so that lupdate
// finds every sentence. A `//:` translator comment belongs on the line above the statement: inside
// a lambda or a call's arguments, lupdate drops one that follows a ')' or a number.
template<typename... Args>
std::string translated(const char* source, const Args&... args)
{
    return text::uiText("ChainEngine", source, {std::string_view(argText(args))...});
}

// "python3 (pid 4242)", or "process (pid 4242)" when the name is unknown.
[[nodiscard]] std::string processLabel(const std::string& name, std::uint32_t pid);
[[nodiscard]] std::string processLabel(const Trace& trace, std::uint32_t process);
// "a, b and c" (in the user's language), at most `max` items then "and N more".
[[nodiscard]] std::string listText(const std::vector<std::string>& items, std::size_t max = 6);

// "train.py" of "/home/me/train.py".
[[nodiscard]] std::string fileName(const std::string& path);
// "train.py:42": a line as chains name it (a SourceLine or a ChainSource).
template<typename Line>
std::string shortWhere(const Line& line)
{
    return fileName(line.file) + ":" + std::to_string(line.line);
}

// ---- stacks ------------------------------------------------------------------------------------

struct StackFacts
{
    bool emptyCache = false;     // torch.cuda.empty_cache() on the stack
    bool releaseCache = false;   // the caching allocator giving segments back (release_blocks, ...)
    bool tensorDtor = false;     // c10::TensorImpl::~TensorImpl on the stack
    bool ffi = false;            // called from Python through ctypes / libffi
    bool cachingAlloc = false;   // went through c10's CUDACachingAllocator
    int userFrame = -1;          // innermost Python frame outside the libraries, -1 = none
    std::vector<int> userFrames; // every Python frame outside the libraries, innermost first
};

[[nodiscard]] bool isLibraryPython(const std::string& file);
[[nodiscard]] std::vector<StackFacts> stackFacts(const Trace& trace);

// A line of Python.
struct SourceLine
{
    std::string file;
    int line = 0;
    std::string function;
    [[nodiscard]] bool isValid() const { return line > 0 && !file.empty(); }
    auto operator<=>(const SourceLine&) const = default;
};

// ---- the events in scope -----------------------------------------------------------------------

class Scope
{
public:
    Scope(const Trace& trace, const ChainOptions& options);

    [[nodiscard]] const Trace& trace() const { return m_trace; }
    [[nodiscard]] const ChainOptions& options() const { return m_options; }
    [[nodiscard]] std::int64_t begin() const { return m_begin; }
    [[nodiscard]] std::int64_t end() const { return m_end; }
    [[nodiscard]] std::int64_t wall() const { return std::max<std::int64_t>(1, m_end - m_begin); }

    [[nodiscard]] bool laneInScope(std::uint32_t lane) const;
    // Events of `lane` whose start is in [from, to).
    [[nodiscard]] std::pair<std::size_t, std::size_t> range(std::uint32_t lane) const;

    template<typename Fn>
    void forEach(LaneKind kind, Fn&& fn) const
    {
        for (std::uint32_t l = 0; l < m_trace.lanes.size(); ++l) {
            if (m_trace.lanes[l].kind != kind || !laneInScope(l))
                continue;
            const auto [first, last] = range(l);
            for (std::size_t i = first; i < last; ++i)
                fn(l, i, m_trace.lanes[l].events);
        }
    }

    [[nodiscard]] const EventColumns& events(EventRef r) const { return m_trace.lanes[r.lane].events; }
    [[nodiscard]] const Thread& thread(EventRef r) const { return m_trace.threads[m_trace.lanes[r.lane].thread]; }
    [[nodiscard]] std::uint32_t threadIndex(EventRef r) const { return m_trace.lanes[r.lane].thread; }
    [[nodiscard]] std::int64_t start(EventRef r) const { return events(r).start[r.index]; }
    [[nodiscard]] std::int64_t length(EventRef r) const { return events(r).durationAt(r.index); }
    [[nodiscard]] std::int64_t endOf(EventRef r) const;
    [[nodiscard]] std::uint32_t stackOf(EventRef r) const { return events(r).stack[r.index]; }
    [[nodiscard]] std::uint8_t sourceOf(EventRef r) const { return events(r).sourceAt(r.index); }
    [[nodiscard]] std::uint8_t opOf(EventRef r) const { return events(r).opAt(r.index); }
    [[nodiscard]] std::uint64_t arg0(EventRef r) const { return events(r).arg0[r.index]; }
    [[nodiscard]] std::uint64_t arg1(EventRef r) const { return events(r).arg1[r.index]; }
    [[nodiscard]] std::int32_t retCode(EventRef r) const { return events(r).retCodeAt(r.index); }
    [[nodiscard]] bool is(EventRef r, capture::Source source, std::uint8_t op) const
    {
        return sourceOf(r) == static_cast<std::uint8_t>(source) && opOf(r) == op;
    }
    [[nodiscard]] std::string opName(EventRef r) const;

    // Elapsed time since the capture began, for people: "42.1 s".
    [[nodiscard]] std::string at(std::int64_t t) const;
    [[nodiscard]] std::string threadLabel(const Thread& t) const;

private:
    const Trace& m_trace;
    const ChainOptions& m_options;
    std::int64_t m_begin = 0;
    std::int64_t m_end = 0;
};

// System, host, IO and network context over the scope, as Ingero's evidence table wants it.
// Context switches are those of threads that issue GPU work: a thread that only sleeps tells
// nothing.
struct Context
{
    double cpuPeak = 0;
    double memPeak = 0;
    std::int64_t swapPeakMb = 0;
    double loadPeak = 0;
    bool hasSnapshots = false;
    std::int64_t contextSwitches = 0;
    std::uint64_t hostAllocBytes = 0;
    std::int64_t ioOps = 0;
    std::int64_t ioTotal = 0;
    std::int64_t ioPeak = 0;
    std::uint64_t ioSectors[2] = {0, 0}; // read, write
    std::int64_t retransmits = 0;
    std::int64_t socketOps = 0;
    std::uint64_t socketBytes = 0;
};

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

// The Python files the capture names, read through ChainOptions::readSource once each.
class SourceFiles
{
public:
    explicit SourceFiles(const ChainOptions& options);
    [[nodiscard]] const PythonSource* find(const std::string& recordedPath) const;

private:
    const ChainOptions& m_options;
    mutable std::map<std::string, std::unique_ptr<PythonSource>> m_files;
};

// ---- building chains ---------------------------------------------------------------------------

class ChainBuilder
{
public:
    ChainBuilder(const Scope& scope, const std::vector<StackFacts>& facts, const std::vector<ProcessActivity>& activity,
                 const SourceFiles& files);

    // Evidence in the given order, capped; window from the evidence unless set.
    void evidence(Chain& chain, const std::vector<EventRef>& refs) const;
    // Python lines of `refs`, weighted by their duration (or by count), most weight first.
    void sources(Chain& chain, const std::vector<EventRef>& refs, bool byCount = false) const;
    // Puts `line` first among the chain's sources with `weight` (the others scaled to the rest).
    static void leadWith(Chain& chain, const SourceLine& line, double weight = 1.0);
    static void recommend(Chain& chain, const std::string& text);
    // Sets the chain's impact and its severity from the share (failures stay HIGH, symptoms LOW).
    void impact(Chain& chain, std::int64_t ns, const ProcessActivity& activity) const;
    // The same over the whole scope, for chains about no one process (or one without CUDA calls).
    void impact(Chain& chain, std::int64_t ns) const;

    [[nodiscard]] const Scope& scope() const { return m_scope; }
    [[nodiscard]] const StackFacts& facts(EventRef r) const { return m_facts[m_scope.stackOf(r)]; }
    [[nodiscard]] const std::vector<ProcessActivity>& activity() const { return m_activity; }
    [[nodiscard]] const ProcessActivity* activityOf(std::uint32_t process) const;
    [[nodiscard]] const SourceFiles& files() const { return m_files; }
    // The Python line `r` runs on: its own innermost user frame, else the line its process's
    // main thread was running when it started; invalid when neither is known.
    [[nodiscard]] SourceLine lineOf(EventRef r) const;
    // The user frame `depth` levels in from the outermost of stack `stack`, invalid when shallower.
    [[nodiscard]] SourceLine frameLine(std::uint32_t stack, int frameIndex) const;

private:
    const Scope& m_scope;
    const std::vector<StackFacts>& m_facts;
    const std::vector<ProcessActivity>& m_activity;
    const SourceFiles& m_files;
    std::unordered_map<std::uint32_t, std::size_t> m_activityByProcess;
};

[[nodiscard]] ChainSymptom symptomOf(const Scope& scope, const std::string& op, const std::vector<EventRef>& refs);
[[nodiscard]] std::string layerOf(std::uint8_t source);

struct Sample
{
    std::int64_t start = 0;
    std::int64_t duration = 0;
    EventRef ref;
};

struct OpSamples
{
    std::uint8_t source = 0;
    std::uint8_t op = 0;
    std::vector<Sample> samples; // by start time
};

// Where a process's step loop gets its batches, read from its script (the lines are invalid when
// the script is not found or the loop reads no DataLoader made in it): the loop's header, the
// `loader = DataLoader(...)` it iterates and that call's num_workers (as written, "0" when left to
// the default) and collate_fn's definition.
struct DataLoaderSite
{
    SourceLine loader;
    SourceLine header;
    SourceLine collate;
    std::string numWorkers;
    bool isDataLoader = false;
};
[[nodiscard]] DataLoaderSite dataLoaderSite(const ChainBuilder& b, const ProcessActivity& a);

// Finds the steps of `a` from its threads' CPU ranges (ProfilerStep#N, NVTX iterations), else from
// the Python lines of its main thread's calls, else from a named range that repeats; then sets the
// leading slow steps apart as warm-up (StepFinder.cpp).
void findProcessSteps(const Scope& scope, const std::vector<StackFacts>& facts, ProcessActivity& a,
                      const std::vector<EventRef>& mainCalls);
// The same from Python lines alone (RuleSupport.cpp).
void findLineSteps(const Scope& scope, const std::vector<StackFacts>& facts, ProcessActivity& a,
                   const std::vector<EventRef>& mainCalls);
// Whether a range's name is the DataLoader handing out a batch
// ("enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__").
[[nodiscard]] bool isDataLoaderRange(std::string_view name);

// Processes forked by each process (fork events: pid = parent, arg1 = child).
[[nodiscard]] std::multimap<std::uint32_t, std::uint32_t> forkTree(const Trace& trace);
// Whether the thread is one of PyTorch's DataLoader workers (or named like one in older tracers).
[[nodiscard]] bool isDataLoaderWorker(const Thread& thread);

// Everything a rule reads.
struct RuleInput
{
    const Scope& scope;
    const ChainBuilder& builder;
    const Context& context;
    const std::vector<ProcessActivity>& activity;
    const std::map<std::uint16_t, OpSamples>& samples; // CUDA calls per op
    const GpuTimeAccounting& gpuTime;                  // empty without GPU work in the capture
};

// The GPU time accounting of the capture's GPUs (GpuTimeAccounting.cpp).
[[nodiscard]] GpuTimeAccounting accountGpuTime(const ChainBuilder& b, const std::vector<ProcessActivity>& activity);

// Built once per derive().
[[nodiscard]] Context context(const Scope& scope, const std::vector<ProcessActivity>& activity);
[[nodiscard]] std::vector<ProcessActivity> processActivity(const Scope& scope, const std::vector<StackFacts>& facts);
[[nodiscard]] std::map<std::uint16_t, OpSamples> cudaSamples(const Scope& scope);

// Off-CPU intervals of `thread` in scope as (start, end, the thread that ran before it came back).
struct OffCpuInterval
{
    std::int64_t start = 0;
    std::int64_t end = 0;
    std::uint32_t previous = 0;
    EventRef ref;
    // How the thread left the CPU: Unknown in Ingero's captures and older faultline-probe ones.
    capture::OffCpuState state = capture::OffCpuState::Unknown;
};
[[nodiscard]] std::vector<OffCpuInterval> offCpu(const Scope& scope, std::uint32_t thread);

// A row of PyTorch's caching allocator (faultline-probe's TORCH source): a tensor's block handed
// out or taken back.
struct TensorRow
{
    std::int64_t time = 0;
    bool alloc = false;
    std::uint64_t address = 0;
    std::uint64_t bytes = 0;
    EventRef ref;
};
// The tensor rows of process `process` (index into Trace::processes) in scope before `until`, by time.
[[nodiscard]] std::vector<TensorRow> tensorRows(const Scope& scope, std::uint32_t process, std::int64_t until);
// Nanoseconds of [from, to) `intervals` (by start, not overlapping) cover.
[[nodiscard]] std::int64_t overlap(const std::vector<OffCpuInterval>& intervals, std::int64_t from, std::int64_t to);

// Whether the capture records when threads left the CPU (sched_switch rows): an imported profiler
// trace may not, and then a thread's state in a gap is unknown, not "on the CPU".
[[nodiscard]] bool recordsScheduling(const Trace& trace);

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
