#pragma once

// How each GPU of a capture spent its time (issue 45), as HTA's temporal and idle-time breakdowns
// count it and one step further: per device and per step, the busy time by what ran (compute
// kernels, communication kernels that nothing else overlaps, copies and memsets) and every idle
// interval attributed to what the thread that issues the GPU work was doing meanwhile, and where
// (a Python line, a framework op, a user's range, a CUDA call).

#include "ChainEngine.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace faultline {

enum class IdleCause : std::uint8_t {
    Sync,    // blocked in a synchronising call, or the GPU drained while it was (nothing queued after)
    Copy,    // blocked in a copy (device to host, or from pageable memory)
    Input,   // waiting for its DataLoader
    CpuWork, // running CPU work: framework ops, Python, preprocessing
    Launch,  // between launches: gaps shorter than a launch takes (launch-bound)
    OffCpu,  // off the CPU (probe captures)
    Unknown, // nothing recorded says
};
inline constexpr std::size_t kIdleCauses = 7;
// "sync", "copy", "input", "cpu", "launch", "off_cpu", "unknown" (the JSON contract's keys)
[[nodiscard]] const char* idleCauseId(IdleCause cause);

struct GpuTimeFigures
{
    std::int64_t spanNs = 0;
    std::int64_t computeNs = 0;            // a compute kernel ran
    std::int64_t copyNs = 0;               // a copy or memset ran, no compute kernel
    std::int64_t communicationNs = 0;      // only communication kernels ran: exposed communication
    std::int64_t communicationTotalNs = 0; // a communication kernel ran, overlapped or not
    std::array<std::int64_t, kIdleCauses> idleNs{};
    [[nodiscard]] std::int64_t busyNs() const { return computeNs + copyNs + communicationNs; }
    [[nodiscard]] std::int64_t idleTotalNs() const;
    [[nodiscard]] std::int64_t idle(IdleCause c) const { return idleNs[static_cast<std::size_t>(c)]; }
};

// Idle time of one cause at one place.
struct GpuIdlePlace
{
    IdleCause cause = IdleCause::Unknown;
    std::string place; // "train.py:42 train_step", "aten::copy_", "cudaStreamSynchronize"
    std::string range; // the enclosing op or range the place is in, when it is not the place
    std::string file;  // a Python line's file, "" otherwise
    int line = 0;      // its line (a function's def line in a profiler trace)
    std::int64_t ns = 0;
    std::int64_t intervals = 0;
    std::int64_t largestNs = 0;
    std::int64_t largestStart = 0;
    EventRef call; // the CUDA call of a Sync, Copy or Launch place
};

struct GpuStepTime
{
    std::int64_t start = 0;
    std::int64_t end = 0;
    bool warmup = false;
    GpuTimeFigures figures;
};

struct DeviceGpuTime
{
    std::uint32_t gpuProcess = 0; // index into Trace::processes
    int device = 0;
    std::string node;
    std::uint32_t hostProcess = UINT32_MAX; // the process that launched most of its work
    std::uint32_t hostPid = 0;
    std::int64_t first = 0; // the first GPU work's start and the last one's end
    std::int64_t last = 0;
    GpuTimeFigures whole;   // from first to last
    GpuTimeFigures counted; // over the steps, warm-up left out (whole when there are no steps)
    std::int64_t countedSteps = 0;
    std::vector<GpuStepTime> steps;   // warm-up first, flagged
    std::vector<GpuIdlePlace> places; // idle over the counted steps, by cause and place, most first
};

struct GpuTimeAccounting
{
    std::vector<DeviceGpuTime> devices;
};

// What accountGpuTime took: finding each process's calls and steps (which the chain engine does for
// its rules anyway), and the accounting itself.
struct GpuTimeCost
{
    double activitySeconds = 0;
    double accountingSeconds = 0;
};

// The accounting of every GPU of `trace` in the scope of `options` (from/to, pid of the host).
[[nodiscard]] GpuTimeAccounting accountGpuTime(const Trace& trace, const ChainOptions& options = {},
                                               GpuTimeCost* cost = nullptr);

} // namespace faultline
