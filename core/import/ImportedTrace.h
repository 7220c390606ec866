#pragma once

// What an importer reads out of a trace that another profiler wrote (a PyTorch profiler / Kineto
// Chrome trace, an Nsight Systems SQLite export), in the terms of a Faultline capture, before it
// is written as one (CaptureBuilder). Compact on purpose: a trace of several GB becomes tens of
// millions of these, so names are interned and records hold integers only (issue 26).
//
// Times are unix ns where the trace anchors them (Kineto's baseTimeNanoseconds, nsys's
// TARGET_INFO_SESSION_START_TIME), else ns from the trace's own origin.

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::import {

// Interned names: each distinct string once, by id; id 0 is "".
class StringPool
{
public:
    StringPool() { m_strings.emplace_back(); }
    [[nodiscard]] std::uint32_t intern(std::string_view s)
    {
        if (s.empty())
            return 0;
        if (const auto it = m_ids.find(s); it != m_ids.end())
            return it->second;
        const auto id = static_cast<std::uint32_t>(m_strings.size());
        const std::string& stored = m_strings.emplace_back(s);
        m_ids.emplace(std::string_view(stored), id);
        return id;
    }
    [[nodiscard]] const std::string& at(std::uint32_t id) const { return m_strings.at(id); }
    [[nodiscard]] std::size_t size() const { return m_strings.size(); }

private:
    std::deque<std::string> m_strings; // a deque: the views in m_ids stay valid as it grows
    std::unordered_map<std::string_view, std::uint32_t> m_ids;
};

// What a GPU activity is (faultline_gpu_activity.kind).
enum class GpuKind : std::uint8_t {
    Kernel = 1,     // a compute kernel
    CommKernel = 2, // a communication kernel (NCCL, ...)
    Memcpy = 3,
    Memset = 4,
    Sync = 5, // the GPU side of a synchronisation (Kineto's cuda_sync)
};

// Direction of a copy (faultline_gpu_activity.copy_kind), CUPTI's numbering.
enum class CopyKind : std::uint8_t {
    Unknown = 0,
    HostToDevice = 1,
    DeviceToHost = 2,
    DeviceToDevice = 8,
    PeerToPeer = 10,
};

// Where the host side of a copy lives (faultline_gpu_activity.host_memory).
enum class HostMemory : std::uint8_t { Unknown = 0, Pageable = 1, Pinned = 2 };

// A CUDA runtime or driver call made by a CPU thread.
struct HostCall
{
    std::int64_t start = 0;    // ns
    std::int64_t duration = 0; // ns
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    std::uint32_t name = 0;        // StringPool id, the API's name as the trace wrote it
    std::int64_t correlation = -1; // ties the call to its GPU activities; -1 = none
    std::int64_t externalId = -1;  // Kineto's "External id" (the enclosing cpu_op); -1 = none
    std::uint64_t bytes = 0;       // bytes of the copy or memset it issued, when known
    std::int32_t returnValue = 0;
};

// A kernel, copy, memset or sync as it ran on a GPU stream.
struct GpuActivity
{
    std::int64_t start = 0; // ns
    std::int64_t end = 0;   // ns
    std::int64_t device = 0;
    std::int64_t stream = 0;
    std::uint32_t name = 0; // StringPool id
    GpuKind kind = GpuKind::Kernel;
    CopyKind copyKind = CopyKind::Unknown;
    HostMemory hostMemory = HostMemory::Unknown;
    std::uint64_t bytes = 0;
    std::int64_t correlation = -1; // the launching HostCall's; -1 = none
    std::uint32_t pid = 0;         // the process that launched it, when the trace says
};

// One collective as its NCCL kernel ran it, with the process group the trace names (PyTorch 2.1
// on writes the collective's args on the kernel).
struct Collective
{
    std::int64_t device = 0;
    std::int64_t stream = 0;
    std::int64_t start = 0; // ns, the kernel's
    std::int64_t end = 0;
    std::string name;       // "allreduce"
    std::string groupName;  // "0"
    std::string groupDesc;  // "default_pg"
    std::string groupRanks; // "[0, 1, 2, 3]"
    std::int64_t groupSize = 0;
    std::int64_t inElements = -1;
    std::int64_t outElements = -1;
    std::string dtype;
};

// A CPU-side interval that encloses calls: the Python function, the framework op, or a user's
// range (NVTX, torch.profiler.record_function) they ran in.
enum class RangeKind : std::uint8_t {
    PythonFunction = 1, // Kineto python_function: "file.py(def line): function"
    CpuOp = 2,          // Kineto cpu_op: "aten::mm", ...
    UserAnnotation = 3, // Kineto user_annotation (ProfilerStep#N, record_function)
    Nvtx = 4,           // an NVTX push/pop or start/end range
};

struct Range
{
    std::int64_t start = 0; // ns
    std::int64_t end = 0;   // ns
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    std::uint32_t name = 0; // StringPool id
    RangeKind kind = RangeKind::CpuOp;
};

// One change of PyTorch's caching allocator (Kineto's "[memory]" instant events).
struct MemoryChange
{
    std::int64_t time = 0; // ns
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    std::int64_t device = 0;
    std::uint64_t address = 0;
    std::int64_t bytes = 0; // > 0 handed out, < 0 given back
    std::int64_t totalAllocated = 0;
    std::int64_t totalReserved = 0;
};

// A thread's scheduling (nsys SCHED_EVENTS): off the CPU from `start` to `end`.
struct OffCpu
{
    std::int64_t start = 0;
    std::int64_t end = 0;
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
};

struct ThreadName
{
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    std::string name;
};

struct ProcessName
{
    std::uint32_t pid = 0;
    std::string name;
};

struct GpuDevice
{
    std::int64_t id = 0;
    std::string name;
    std::int64_t totalMemory = 0; // bytes; 0 = unknown
};

struct ImportedTrace
{
    std::string format;        // "kineto" or "nsys"
    std::string formatVersion; // Kineto schemaVersion, nsys EXPORT_SCHEMA_VERSION
    std::string producer;      // "PyTorch profiler", "Nsight Systems 2025.5.2", ...
    std::int64_t originNs = 0; // unix ns of the trace's time 0 when known, else 0
    bool absoluteTime = false; // times are unix ns
    std::int64_t rank = -1;    // distributed rank; -1 = none
    std::int64_t worldSize = 0;
    // The rest of distributedInfo, as the trace says it ("" / -1 when it does not).
    std::string backend; // "nccl"
    std::int64_t pgCount = -1;
    std::string pgConfig;    // the process groups, JSON as written: [{"pg_name": "0", "ranks": [0, 1], ...}]
    std::string ncclVersion; // "2.21.5"

    StringPool strings;
    std::vector<HostCall> calls;
    std::vector<GpuActivity> gpu;
    std::vector<Collective> collectives;
    std::vector<Range> ranges;
    std::vector<MemoryChange> memory;
    std::vector<OffCpu> offCpu;
    std::vector<ThreadName> threads;
    std::vector<ProcessName> processes;
    std::vector<GpuDevice> devices;

    // What the importer read but could not keep, by reason ("events that do not parse", ...):
    // shown with the capture, never dropped silently.
    std::vector<std::pair<std::string, std::int64_t>> skipped;
    // The file ended early at this (decompressed) byte; what was complete before it was imported.
    std::optional<std::uint64_t> truncatedAt;
    // Notes about the source ("no CUPTI_ACTIVITY_KIND_KERNEL table: no kernels were traced").
    std::vector<std::string> notes;

    void skip(const std::string& reason, std::int64_t count = 1)
    {
        if (count <= 0)
            return;
        for (auto& [r, n] : skipped) {
            if (r == reason) {
                n += count;
                return;
            }
        }
        skipped.emplace_back(reason, count);
    }
};

} // namespace faultline::import
