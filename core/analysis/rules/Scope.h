#pragma once

// The events a derivation looks at (part of RuleSupport): what is known about each stack, the
// scope of time and processes, the system's context, off-CPU intervals, tensor rows and the CUDA
// calls of each op.

#include "ChainEngine.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "Wording.h"

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace faultline::rules {

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

} // namespace faultline::rules
