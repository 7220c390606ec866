#pragma once

// Codes that faultline-probe's record ABI 2 added to what a capture stores: how a thread left
// the CPU (a sched_switch row's arg0), the graph launch ops and the PyTorch allocator's source.
// Ingero's rows read 0 for the first and never hold the others.

#include <cstdint>

namespace faultline::capture {

// arg0 of a sched_switch row (Host/SchedSwitch).
enum class OffCpuState : std::uint8_t {
    Unknown = 0,   // Ingero's captures, and a switch-out before the recording started
    Blocked = 1,   // waited on something: a lock, a pipe, a socket, a timer
    Preempted = 2, // runnable the whole time: another task had the CPU
    Disk = 3,      // uninterruptible: disk I/O, page faults
    Other = 4,     // stopped, traced, exiting
};

// An OffCpuState from a row's arg0; Unknown for what no probe writes.
[[nodiscard]] inline OffCpuState offCpuState(std::uint64_t arg0)
{
    return arg0 <= static_cast<std::uint64_t>(OffCpuState::Other) ? static_cast<OffCpuState>(arg0)
                                                                  : OffCpuState::Unknown;
}

// Faultline's own source: PyTorch's caching allocator, as it reports each block it hands out and
// takes back (faultline-probe, c10::reportMemoryUsageToProfiler). Not in Ingero's `sources`.
inline constexpr std::uint8_t kTorchSource = 10;

namespace ops {
// Source::CudaGraph
inline constexpr std::uint8_t GraphLaunch = 4;    // cudaGraphLaunch (Ingero's code)
inline constexpr std::uint8_t CuGraphLaunch = 64; // cuGraphLaunch (Faultline's)
// kTorchSource
inline constexpr std::uint8_t TensorAlloc = 1; // arg0 = block bytes, arg1 = address; gpu_id = device
inline constexpr std::uint8_t TensorFree = 2;  // arg0 = address, arg1 = block bytes
inline constexpr std::uint8_t EmptyCache = 3;  // torch.cuda.empty_cache()
} // namespace ops

} // namespace faultline::capture
