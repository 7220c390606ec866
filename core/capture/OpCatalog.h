#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace faultline::capture {

// Timestamps and durations come from untrusted files: sums and differences saturate instead of
// overflowing.
[[nodiscard]] inline std::int64_t saturatingAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t r = 0;
    if (__builtin_add_overflow(a, b, &r))
        return b > 0 ? INT64_MAX : INT64_MIN;
    return r;
}

[[nodiscard]] inline std::int64_t saturatingSub(std::int64_t a, std::int64_t b)
{
    std::int64_t r = 0;
    if (__builtin_sub_overflow(a, b, &r))
        return b > 0 ? INT64_MIN : INT64_MAX;
    return r;
}

// What the `timestamp` column of an event means (research/ingero.md §2.4).
enum class TimeConvention : std::uint8_t {
    Entry,   // CUDA runtime, driver, graph: timestamp = call entry
    End,     // sched_switch, block IO, net: timestamp = end of the interval
    Instant, // duration is 0 by definition
};

enum class OpCategory : std::uint8_t {
    Other,
    Alloc, // cudaMalloc, cuMemAlloc, ...
    Free,
    Launch,
    Memcpy,
    Sync,
    OffCpu,    // sched_switch
    Lifecycle, // exec/exit/fork/oom
    Io,
    Net,
    Summary, // synthetic summary ops
};

struct OpInfo
{
    std::string_view name; // empty when unknown
    OpCategory category = OpCategory::Other;
    TimeConvention time = TimeConvention::Entry;
    bool arg0IsBytes = false; // arg0 counts bytes (sum_arg0 is accumulated)
};

// Our own complete name table; Ingero's `sources`/`ops` lookup tables are incomplete.
class OpCatalog
{
public:
    [[nodiscard]] static OpInfo info(std::uint8_t source, std::uint8_t op);
    // "CUDA", "HOST", ...; "SRC_n" when unknown.
    [[nodiscard]] static std::string sourceName(std::uint8_t source);
    // "cudaMalloc", ...; "OP_n" when unknown.
    [[nodiscard]] static std::string opName(std::uint8_t source, std::uint8_t op);
    [[nodiscard]] static std::string_view sourceDescription(std::uint8_t source);
    [[nodiscard]] static std::string_view opDescription(std::uint8_t source, std::uint8_t op);
    // Whether a capture tool traces the call by this name (Ingero's and the probe's ops), rather
    // than only imported traces timing it (the entries described "imported traces").
    [[nodiscard]] static bool isTracedByName(std::string_view name);

    // Start of the interval [start, start + duration] an event covers.
    [[nodiscard]] static std::int64_t intervalStart(std::uint8_t source, std::uint8_t op, std::int64_t timestamp,
                                                    std::int64_t duration);

    // Every (source, op) pair with a known name, for lookup tables and documentation.
    struct Entry
    {
        std::uint8_t source;
        std::uint8_t op;
        OpInfo info;
        std::string_view description;
    };
    [[nodiscard]] static const Entry* begin();
    [[nodiscard]] static const Entry* end();
};

// Well-known codes used throughout the code base.
// ret_code of a CUDA runtime or driver call still in flight when a recording stopped
// (faultline-probe writes such calls with their duration up to the stop): no cudaError_t or
// CUresult is negative.
inline constexpr std::int32_t kUnfinishedCallRet = -1;

namespace ops {
inline constexpr std::uint8_t CudaMalloc = 1;
inline constexpr std::uint8_t CudaFree = 2;
inline constexpr std::uint8_t CudaLaunchKernel = 3;
inline constexpr std::uint8_t CudaMemcpy = 4;
inline constexpr std::uint8_t CudaStreamSync = 5;
inline constexpr std::uint8_t CudaDeviceSync = 6;
inline constexpr std::uint8_t CudaMemcpyAsync = 7;
inline constexpr std::uint8_t CudaMallocManaged = 8;
inline constexpr std::uint8_t CudaMemcpy2D = 9;
inline constexpr std::uint8_t CudaMemcpy2DAsync = 10;
inline constexpr std::uint8_t CudaMemcpyPeer = 11;
inline constexpr std::uint8_t CudaMemcpyPeerAsync = 12;
// Faultline's own ops (recorded by faultline-probe), from 64 up in each source.
inline constexpr std::uint8_t CudaMallocAsync = 64;
inline constexpr std::uint8_t CudaFreeAsync = 65;
inline constexpr std::uint8_t CudaSetDevice = 66;
inline constexpr std::uint8_t CudaLaunchKernelExC = 67;
inline constexpr std::uint8_t CudaMemsetAsync = 68;
inline constexpr std::uint8_t CudaMemset = 69;
inline constexpr std::uint8_t CudaEventSynchronize = 70;
inline constexpr std::uint8_t CudaEventRecord = 71;
inline constexpr std::uint8_t CudaStreamWaitEvent = 72;
inline constexpr std::uint8_t CudaEventQuery = 73;
inline constexpr std::uint8_t CudaHostAlloc = 74;
inline constexpr std::uint8_t CudaFreeHost = 75;
inline constexpr std::uint8_t CudaCall = 79; // any other runtime call (faultline_call_names)

inline constexpr std::uint8_t SchedSwitch = 1;
inline constexpr std::uint8_t SchedWakeup = 2;
inline constexpr std::uint8_t MmPageAlloc = 3;
inline constexpr std::uint8_t OomKill = 4;
inline constexpr std::uint8_t ProcessExec = 5;
inline constexpr std::uint8_t ProcessExit = 6;
inline constexpr std::uint8_t ProcessFork = 7;
inline constexpr std::uint8_t PodRestart = 10;
inline constexpr std::uint8_t PodEviction = 11;
inline constexpr std::uint8_t PodOomKill = 12;
inline constexpr std::uint8_t MmPageAllocSummary = 20;
inline constexpr std::uint8_t SchedSwitchSummary = 21;

inline constexpr std::uint8_t CuLaunchKernel = 1;
inline constexpr std::uint8_t CuMemcpy = 2;
inline constexpr std::uint8_t CuMemcpyAsync = 3;
inline constexpr std::uint8_t CuCtxSynchronize = 4;
inline constexpr std::uint8_t CuMemAlloc = 5;
inline constexpr std::uint8_t CuMemAllocManaged = 6;
inline constexpr std::uint8_t CuMemFree = 64;
inline constexpr std::uint8_t CuMemCreate = 65;
inline constexpr std::uint8_t CuMemMap = 66;
inline constexpr std::uint8_t CuMemUnmap = 67;
inline constexpr std::uint8_t CuLaunchKernelEx = 68;
inline constexpr std::uint8_t CuStreamSynchronize = 69;
inline constexpr std::uint8_t CuEventSynchronize = 70;
inline constexpr std::uint8_t CuMemsetAsync = 71;
inline constexpr std::uint8_t CuCall = 79; // any other driver call (faultline_call_names)

inline constexpr std::uint8_t BlockRead = 1;
inline constexpr std::uint8_t BlockWrite = 2;
inline constexpr std::uint8_t BlockDiscard = 3;
inline constexpr std::uint8_t TcpRetransmit = 1;
inline constexpr std::uint8_t NetSend = 1;
inline constexpr std::uint8_t NetRecv = 2;
} // namespace ops

} // namespace faultline::capture
