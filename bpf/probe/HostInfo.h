#pragma once

// Facts about the machine for the session row and the once-a-second system snapshots
// (Ingero's system_snapshots), read from /proc and uname.

#include "CaptureTypes.h"

#include <cstdint>
#include <string>

namespace faultline::probe {

struct HostFacts
{
    std::string kernel;    // uname -r
    std::string osRelease; // PRETTY_NAME of /etc/os-release
    std::string cpuModel;
    std::int64_t cpuCores = 0;
    std::int64_t memTotalMb = 0;
    // From the NVIDIA driver's /proc files, empty without the driver: the first GPU's model
    // ("NVIDIA H100 80GB HBM3"; "4 x ..." when there are several) and the driver's version.
    std::string gpuModel;
    std::string gpuDriver;
};

// The GPU model and driver version from an NVIDIA driver's /proc tree (`root`, normally
// /proc/driver/nvidia): gpus/*/information "Model:" lines and the version file.
void readNvidiaFacts(const std::string& root, HostFacts* facts);

[[nodiscard]] HostFacts readHostFacts();

// System CPU from the difference of two /proc/stat readings; memory and load from /proc.
class SystemSampler
{
public:
    // False when /proc could not be read. The first sample reports the CPU since boot.
    [[nodiscard]] bool sample(std::int64_t timestampNs, capture::SystemSnapshot* out);

private:
    std::uint64_t m_busy = 0;
    std::uint64_t m_total = 0;
};

// CLOCK_REALTIME - CLOCK_MONOTONIC now, in ns: added to bpf_ktime_get_ns() values once per
// capture, as Ingero does.
[[nodiscard]] std::int64_t monotonicToWallOffset();
[[nodiscard]] std::int64_t wallClockNs();
[[nodiscard]] std::int64_t monotonicNs();

} // namespace faultline::probe
