#pragma once

// Plain value types shared by the capture reader, the writer, the scenario generator and
// the probe. Qt-free on purpose: this code also runs as root on a training node.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace faultline::capture {

// Event sources, numbered as Ingero numbers them (research/ingero.md §2.5).
enum class Source : std::uint8_t {
    Cuda = 1,
    Nvidia = 2, // reserved by Ingero, never emitted
    Host = 3,
    Driver = 4,
    Io = 5,
    Tcp = 6,
    Net = 7,
    CudaGraph = 8,
    Nccl = 9,
};

// One row of `events`, decoded. Integer widths follow the columns; args are unsigned
// because Ingero's Go side holds uint64 and SQLite hands them back signed.
struct EventRecord
{
    std::int64_t rowId = 0;     // SQLite rowid (stable handle for the SQL console)
    std::int64_t timestamp = 0; // unix ns, meaning depends on the source (see OpCatalog)
    std::int64_t duration = 0;  // ns
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    std::uint8_t source = 0;
    std::uint8_t op = 0;
    std::uint32_t gpuId = 0;
    std::uint64_t arg0 = 0;
    std::uint64_t arg1 = 0;
    std::int32_t retCode = 0;
    std::int64_t stackHash = 0; // 0 = no stack; negative values are normal
    std::uint64_t cgroupId = 0;
    std::uint32_t commId = 0; // index into the reader's/writer's comm table; 0 = ""
    std::uint32_t nodeId = 0; // index into the node table; 0 = ""
};

enum class FrameKind : std::uint8_t { Native, Python, Unresolved };

// One frame of a stored stack, the union of Ingero's keys and ours.
struct StackFrame
{
    FrameKind kind = FrameKind::Unresolved;
    std::uint64_t ip = 0;        // "i" (only when nothing resolved)
    std::string symbol;          // "s", e.g. "cublasSgemm_v2+0xa6"
    std::string library;         // "f", basename of the shared object
    std::int32_t nativeLine = 0; // "l"
    std::string pyFile;          // "pf"
    std::string pyFunction;      // "pfn"
    std::int32_t pyDefLine = 0;  // "pl": co_firstlineno, Ingero's meaning
    std::int32_t pyLine = 0;     // "xl": the executing line (Faultline extension), 0 = unknown

    bool operator==(const StackFrame&) const = default;
};

struct StackRecord
{
    std::int64_t hash = 0;
    std::vector<StackFrame> frames; // innermost first
    bool fromIpsOnly = false;       // frames came from the `ips` fallback
};

struct ProcessName
{
    std::uint32_t pid = 0;
    std::string name;
    std::int64_t seenAt = 0;
    bool operator==(const ProcessName&) const = default;
};

// A process's place in a distributed job, as its RANK, LOCAL_RANK and WORLD_SIZE said (the
// rank, local_rank and world_size columns of events and sessions); -1 where not known.
struct JobRank
{
    std::int32_t rank = -1;
    std::int32_t localRank = -1;
    std::int32_t worldSize = -1;
    [[nodiscard]] bool known() const { return rank >= 0 || localRank >= 0 || worldSize >= 0; }
    bool operator==(const JobRank&) const = default;
};

// A process as a live source describes it (the probe, a stream): its name and its job rank.
struct ProcessInfo
{
    ProcessName name;
    JobRank job;
    bool operator==(const ProcessInfo&) const = default;
};

struct ThreadInfo
{
    std::uint32_t tid = 0;
    std::uint32_t tgid = 0;
    std::string name;
    std::int64_t firstSeen = 0;
    std::int64_t lastSeen = 0;
    bool operator==(const ThreadInfo&) const = default;
};

struct Session
{
    std::int64_t id = 0;
    std::int64_t startedAt = 0;
    std::int64_t stoppedAt = 0; // 0 = still running or crashed
    std::string gpuModel;
    std::string gpuDriver;
    std::string cpuModel;
    std::int64_t cpuCores = 0;
    std::int64_t memTotalMb = 0;
    std::string kernel;
    std::string osRelease;
    std::string cudaVersion;
    std::string pythonVersion;
    std::string ingeroVersion;
    std::string pidFilter;
    std::string flags;
    std::string node;
    JobRank job; // the job rank every traced process that has one agrees on, per column
    bool operator==(const Session&) const = default;
};

struct SystemSnapshot
{
    std::int64_t timestamp = 0;
    double cpuPct = 0;
    double memPct = 0;
    std::int64_t memAvailMb = 0;
    std::int64_t swapMb = 0;
    double loadAvg = 0;
    bool operator==(const SystemSnapshot&) const = default;
};

struct Aggregate
{
    std::int64_t bucket = 0; // truncated unix ns
    std::uint8_t source = 0;
    std::uint8_t op = 0;
    std::uint32_t pid = 0;
    std::int64_t count = 0;  // every event seen
    std::int64_t stored = 0; // rows that went to `events`
    std::int64_t sumDuration = 0;
    std::int64_t minDuration = 0;
    std::int64_t maxDuration = 0;
    std::int64_t sumArg0 = 0;
    bool operator==(const Aggregate&) const = default;
};

struct CgroupInfo
{
    std::uint64_t cgroupId = 0;
    std::string containerId;
    std::string cgroupPath;
    std::string podName;
    std::string podNamespace;
    bool operator==(const CgroupInfo&) const = default;
};

struct ChainTimelineEntry
{
    std::string layer;
    std::string op;
    std::string detail;
    std::int64_t durationUs = 0;
    bool operator==(const ChainTimelineEntry&) const = default;
};

struct StoredChain
{
    std::string id;
    std::int64_t detectedAt = 0;
    std::string severity; // HIGH, MEDIUM, LOW
    std::string summary;
    std::string rootCause;
    std::string explanation;
    std::vector<std::string> recommendations;
    std::string cudaOp;
    std::int64_t cudaP99Us = 0;
    std::int64_t cudaP50Us = 0;
    double tailRatio = 0;
    std::vector<ChainTimelineEntry> timeline;
    std::string node;
    bool operator==(const StoredChain&) const = default;
};

// A row of Ingero's `annotations` table (v0.17): a note at an instant or over a span, with
// string labels (a JSON object). Ingero's agents write them; so does "Save annotated copy".
struct StoredAnnotation
{
    std::int64_t id = 0;
    std::int64_t timestamp = 0;                              // unix ns
    std::vector<std::pair<std::string, std::string>> labels; // in the order stored
    std::uint32_t pid = 0;                                   // 0 = unscoped
    std::int64_t startTime = 0;                              // process incarnation key
    std::int64_t spanStart = 0;                              // 0 = an instant, not a span
    std::int64_t spanEnd = 0;
    std::uint32_t peerUid = 0;
    std::uint32_t peerGid = 0;
    std::uint32_t peerPid = 0;
    bool operator==(const StoredAnnotation&) const = default;
};

// A row of faultline_gpu_activity: a kernel, copy, memset or sync as it ran on a GPU stream, from an
// imported trace (PyTorch profiler, Nsight Systems). The launching call is a row of `events`.
struct GpuActivityRow
{
    std::int64_t device = 0;
    std::int64_t stream = 0;
    std::uint8_t kind = 0; // 1 kernel, 2 communication kernel, 3 memcpy, 4 memset, 5 sync
    std::string name;
    std::int64_t start = 0; // unix ns (or ns from the trace's start when it has no clock)
    std::int64_t end = 0;
    std::uint64_t bytes = 0;     // copies and memsets
    std::uint8_t copyKind = 0;   // CUPTI: 1 HtoD, 2 DtoH, 8 DtoD, 10 PtoP, 0 unknown
    std::uint8_t hostMemory = 0; // 1 pageable, 2 pinned, 0 unknown
    std::int64_t correlation = -1;
    std::string launchEvent; // events.id of the launching call; empty when the trace has none
    std::uint32_t pid = 0;   // the launching process, 0 = unknown
    bool operator==(const GpuActivityRow&) const = default;
};

// A row of faultline_collectives: a collective as its NCCL kernel ran it (the kernel's device,
// stream and times, as in faultline_gpu_activity) and the process group that ran it, when the
// trace names it.
struct CollectiveRow
{
    std::int64_t device = 0;
    std::int64_t stream = 0;
    std::int64_t start = 0;
    std::int64_t end = 0;
    std::string collective; // "allreduce"
    std::string pgName;     // "0"
    std::string pgDesc;     // "default_pg"
    std::string pgRanks;    // "[0, 1, 2, 3]"
    std::int64_t groupSize = 0;
    std::int64_t inNelems = -1;
    std::int64_t outNelems = -1;
    std::string dtype;
};

// Per-source accounting so that no loss is silent (faultline_source_counters).
struct SourceCounters
{
    std::uint8_t source = 0;
    std::int64_t seen = 0;
    std::int64_t stored = 0;
    std::int64_t dropped = 0;
    bool operator==(const SourceCounters&) const = default;
};

// A thread, process name or counter of one node, in a capture merged from several nodes
// (CaptureMerger), where tids, pids and sources repeat from node to node.
struct NodeThread
{
    std::string node;
    ThreadInfo thread;
    bool operator==(const NodeThread&) const = default;
};

struct NodeProcessName
{
    std::string node;
    ProcessName process;
    bool operator==(const NodeProcessName&) const = default;
};

struct NodeCounters
{
    std::string node;
    SourceCounters counters;
    bool operator==(const NodeCounters&) const = default;
};

struct MetaEntry
{
    std::string key;
    std::string value;
    bool operator==(const MetaEntry&) const = default;
};

} // namespace faultline::capture
