#pragma once

#include "CaptureReader.h"
#include "CaptureTypes.h"
#include "CpuRangeCodec.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline {

// A reference to one event of a loaded trace (Trace::contains says whether it is one of its).
struct EventRef
{
    std::uint32_t lane = UINT32_MAX; // index into Trace::lanes
    std::uint32_t index = 0;         // index into that lane's columns
    [[nodiscard]] bool isValid() const { return lane != UINT32_MAX; }
    bool operator==(const EventRef&) const = default;
};

// Which row of a thread an event is drawn on. CUDA calls and off-CPU intervals of one thread
// overlap in time (a cudaStreamSynchronize spans the off-CPU interval it waits in), so each
// kind gets its own lane.
// GpuStream: the work one stream of a GPU ran (an imported trace's faultline_gpu_activity), under a
// process of its own per device (Process::gpuDevice).
enum class LaneKind : std::uint8_t { CudaRuntime, Driver, OffCpu, Instants, Io, Net, Other, GpuStream };

[[nodiscard]] LaneKind laneKindFor(std::uint8_t source, std::uint8_t op);
[[nodiscard]] const char* laneKindName(LaneKind kind);

// GPU work in GpuStream lanes: kind = kGpuSource << 8 | GpuOpKind; arg0 packs the name (an index
// into Trace::gpuNames), CUPTI's copy kind and the host memory of a copy (gpuOpArgs); arg1 is the
// bytes a copy moved or a memset set. No source of the capture's own events has this number.
inline constexpr std::uint8_t kGpuSource = 0xE0;
enum class GpuOpKind : std::uint8_t { Kernel = 1, Communication = 2, Memcpy = 3, Memset = 4, Sync = 5 };
// host memory of a copy: 0 unknown or none, 1 pageable, 2 pinned (faultline_gpu_activity.host_memory)
inline constexpr std::uint8_t kHostPageable = 1;
inline constexpr std::uint8_t kHostPinned = 2;
// A GPU process's pid: above any real pid (Linux's are below 2^22), one per device.
inline constexpr std::uint32_t kGpuPidBase = 0xFFFF0000u;

struct GpuOpArgs
{
    std::uint32_t name = 0;      // index into Trace::gpuNames
    std::uint8_t copyKind = 0;   // CUPTI: 1 host to device, 2 device to host, 8 device to device, 10 peer
    std::uint8_t hostMemory = 0; // kHostPageable, kHostPinned, 0
};
[[nodiscard]] inline std::uint64_t packGpuArgs(const GpuOpArgs& a)
{
    return std::uint64_t{a.name} | (std::uint64_t{a.copyKind} << 32) | (std::uint64_t{a.hostMemory} << 40);
}
[[nodiscard]] inline GpuOpArgs gpuOpArgs(std::uint64_t arg0)
{
    return {static_cast<std::uint32_t>(arg0 & 0xFFFFFFFFu), static_cast<std::uint8_t>((arg0 >> 32) & 0xFF),
            static_cast<std::uint8_t>((arg0 >> 40) & 0xFF)};
}
[[nodiscard]] inline bool isGpuKind(std::uint16_t kind)
{
    return (kind >> 8) == kGpuSource;
}
// "kernel", "communication", "memcpy", "memset", "sync" (untranslated)
[[nodiscard]] const char* gpuOpKindName(GpuOpKind kind);

// A CUDA call and the GPU work it started (the trace's launch link).
struct GpuLink
{
    EventRef call;
    EventRef gpu;
};

// Event columns of one lane, sorted by start time. 34 bytes per event: no per-event tid, pid
// or id (the lane holds those; the SQL console finds rows by (tid, start, kind)).
struct EventColumns
{
    std::vector<std::int64_t> start;     // interval start, unix ns (time conventions applied)
    std::vector<std::uint32_t> duration; // ns; kLongDuration = look up longDurations
    std::vector<std::uint16_t> kind;     // source << 8 | op
    std::vector<std::uint32_t> stack;    // index into Trace::stacks, 0 = none
    std::vector<std::uint64_t> arg0;
    std::vector<std::uint64_t> arg1;
    // Rare values kept beside the columns: (event index, value), sorted by index.
    std::vector<std::pair<std::uint32_t, std::int64_t>> longDurations;
    std::vector<std::pair<std::uint32_t, std::int32_t>> retCodes; // non-zero return codes

    static constexpr std::uint32_t kLongDuration = 0xFFFFFFFFu;

    [[nodiscard]] std::size_t size() const { return start.size(); }
    [[nodiscard]] std::int64_t durationAt(std::size_t i) const;
    [[nodiscard]] std::int32_t retCodeAt(std::size_t i) const;
    [[nodiscard]] std::uint8_t sourceAt(std::size_t i) const { return static_cast<std::uint8_t>(kind[i] >> 8); }
    [[nodiscard]] std::uint8_t opAt(std::size_t i) const { return static_cast<std::uint8_t>(kind[i] & 0xFF); }

    void append(std::int64_t startNs, std::int64_t durationNs, std::uint16_t kindCode, std::uint32_t stackIndex,
                std::uint64_t a0, std::uint64_t a1, std::int32_t retCode);
    // Sorts by start (stable) unless already sorted.
    void sortByStart();
    void shrink();
    [[nodiscard]] std::size_t residentBytes() const;
};

struct Lane
{
    LaneKind kind = LaneKind::Other;
    std::uint32_t thread = 0; // index into Trace::threads
    EventColumns events;
};

struct Thread
{
    std::uint32_t tid = 0;
    std::uint32_t pid = 0;
    std::string name;
    std::string node;          // set when the capture merges several nodes, "" otherwise
    std::string firstComm;     // the comm of its first event that had one ("" when not read)
    std::uint32_t process = 0; // index into Trace::processes
    std::int64_t firstSeen = 0;
    std::int64_t lastSeen = 0;
    std::vector<std::uint32_t> lanes; // indices into Trace::lanes
};

struct Process
{
    std::uint32_t pid = 0;
    std::string name;
    std::string node;                   // the capture's node column, "" when absent
    int rank = -1;                      // the capture's rank column, -1 when absent
    int gpuDevice = -1;                 // a GPU (its threads are streams, its lanes GpuStream), -1 otherwise
    std::vector<std::uint32_t> threads; // indices into Trace::threads
};

// The CPU ranges of one thread of an imported trace (faultline_cpu_ranges): the Python functions,
// framework ops and user ranges it ran, by start, the enclosing range first at the same start.
struct CpuRanges
{
    std::uint32_t thread = 0; // index into Trace::threads
    std::vector<std::int64_t> start;
    std::vector<std::int64_t> end;
    std::vector<std::uint32_t> name; // index into Trace::rangeNames
    std::vector<capture::CpuRangeKind> kind;
    std::vector<std::int32_t> parent;      // the innermost range enclosing each, -1 = none
    std::vector<std::uint32_t> subtreeEnd; // the first index after the ranges it encloses: its next sibling

    [[nodiscard]] std::size_t size() const { return start.size(); }
    // The innermost range open at `t` (start <= t < end), -1 when none. Ranges that overlap without
    // nesting (Kineto writes some) count as closed where the next one starts.
    [[nodiscard]] int innermostAt(std::int64_t t) const;
};

// A loaded capture, in memory: columnar per lane, strings and stacks interned once.
class Trace
{
public:
    capture::CaptureInfo info;
    std::vector<capture::ReadProblem> problems;
    std::vector<Process> processes;           // sorted by (pid, node): a merged capture repeats pids
    std::vector<Thread> threads;              // sorted by (pid, node, tid)
    std::vector<Lane> lanes;                  // grouped by thread
    std::vector<capture::StackRecord> stacks; // index 0 is the empty stack
    std::vector<capture::Session> sessions;
    std::vector<capture::SystemSnapshot> snapshots;
    std::vector<capture::Aggregate> aggregates;
    std::vector<capture::StoredChain> chains;
    std::vector<capture::StoredAnnotation> annotations; // the capture's own (Ingero's table)
    std::vector<capture::SourceCounters> counters;
    std::vector<capture::MetaEntry> meta;
    std::vector<capture::CgroupInfo> cgroups;
    // Names the capture knows for pids, those of processes without events of their own included
    // (another job that took the CPU), by pid.
    std::vector<capture::ProcessName> processNames;

    // Names of GPU work (kernels, "Memcpy HtoD (Pageable -> Device)"), see GpuOpArgs.
    std::vector<std::string> gpuNames;
    // Launch links, sorted by call, and the same sorted by GPU event.
    std::vector<GpuLink> gpuLinksByCall;
    std::vector<GpuLink> gpuLinksByGpu;
    // Names of the calls an imported trace stores under a catch-all op (cudaCall, cuCall), from
    // faultline_call_names: (call, index into callNameText), sorted by call.
    std::vector<std::string> callNameText;
    std::vector<std::pair<EventRef, std::uint32_t>> callNames;
    // What an imported trace says of its communication kernels (faultline_collectives, PyTorch 2.1
    // on): each kernel's process group and collective, as indices into collectiveText, sorted by kernel.
    struct CollectiveTag
    {
        EventRef kernel;
        std::uint32_t group = 0;      // "0 · default_pg": the group's name, then its description
        std::uint32_t collective = 0; // "allreduce", as PyTorch names it
    };
    std::vector<std::string> collectiveText;
    std::vector<CollectiveTag> collectiveTags;
    // An imported trace's CPU ranges, by thread (sorted by CpuRanges::thread), and their names.
    std::vector<CpuRanges> cpuRanges;
    std::vector<std::string> rangeNames;

    std::int64_t beginNs = 0;
    std::int64_t endNs = 0;

    // Events of the capture (GPU work of GpuStream lanes not counted: gpuOpCount()).
    [[nodiscard]] std::int64_t eventCount() const;
    [[nodiscard]] std::int64_t gpuOpCount() const;
    // The GPU work a call started, by start; the call that started a GPU event (invalid if none).
    [[nodiscard]] std::vector<EventRef> gpuWorkOf(EventRef call) const;
    [[nodiscard]] EventRef launchOf(EventRef gpu) const;
    // The name of a GpuStream lane's event.
    [[nodiscard]] const std::string& gpuName(EventRef gpu) const;
    // The recorded name of a catch-all call ("cudaFuncGetAttributes"), empty when it has none.
    [[nodiscard]] const std::string& callName(EventRef call) const;
    // The process group and collective the trace gives a communication kernel, nullptr when none.
    [[nodiscard]] const CollectiveTag* collectiveTagOf(EventRef kernel) const;
    // The CPU ranges of thread `thread` (index into threads), nullptr when it has none.
    [[nodiscard]] const CpuRanges* cpuRangesOf(std::uint32_t thread) const;
    // Whether `ref` is an event of this trace (valid, its lane and index in range).
    [[nodiscard]] bool contains(EventRef ref) const
    {
        return ref.lane < lanes.size() && ref.index < lanes[ref.lane].events.size();
    }
    // Bytes held by event columns plus the lane/thread/process tables (not stacks or metadata).
    [[nodiscard]] std::size_t eventResidentBytes() const;
    // The first process with that pid (a capture merged from several nodes can have more).
    [[nodiscard]] const Process* process(std::uint32_t pid) const;
    // The process's name, else the name the capture's process_names table gives the pid.
    [[nodiscard]] std::string processName(std::uint32_t pid) const;
    [[nodiscard]] std::string metaValue(const std::string& key) const;
    // Whether `events` holds a subset of what the tracer saw (event_aggregates say more).
    [[nodiscard]] bool isSampled() const;
};

} // namespace faultline
