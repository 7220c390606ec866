#pragma once

// The Summary's GPU time picture (issue 45), computed without a screen: one stacked bar per
// device, a segment per busy kind and idle cause with its share of the counted steps, its colour
// and the window of the first step where it is largest (a click there zooms the timeline to it).

#include "GpuTime.h"

#include <cstdint>
#include <string>
#include <vector>

namespace faultline {

enum class GpuTimeKind : std::uint8_t {
    Compute,
    Communication, // exposed: only communication kernels ran
    Copy,
    IdleSync,
    IdleCopy,
    IdleInput,
    IdleCpu,
    IdleLaunch,
    IdleOffCpu,
    IdleUnknown,
    Count,
};
inline constexpr int kGpuTimeKinds = static_cast<int>(GpuTimeKind::Count);

// "Compute", "Communication (exposed)", "Idle: host sync", ... (English; the app translates).
[[nodiscard]] const char* gpuTimeKindLabel(GpuTimeKind kind);
// 0xAARRGGBB on a light (dark = false) or dark background.
[[nodiscard]] std::uint32_t gpuTimeKindArgb(GpuTimeKind kind, bool dark);
[[nodiscard]] bool isIdleKind(GpuTimeKind kind);

struct GpuTimeSegment
{
    GpuTimeKind kind = GpuTimeKind::Compute;
    std::int64_t ns = 0;
    double share = 0;  // of the counted span
    double offset = 0; // where it starts in the bar, 0..1
    // The first step where this kind took the most time (the whole span without steps).
    std::int64_t windowStart = 0;
    std::int64_t windowEnd = 0;
    int step = -1; // index into DeviceGpuTime::steps, -1 without steps
};

struct GpuTimeBar
{
    std::string label; // "GPU 0 · NVIDIA A100 (rank 3)"
    std::int64_t spanNs = 0;
    std::int64_t steps = 0;
    std::vector<GpuTimeSegment> segments; // busy first, then idle by cause; empty kinds left out
};

// `gpuNames[i]` names accounting.devices[i] (the GPU process's name in the trace).
[[nodiscard]] std::vector<GpuTimeBar> gpuTimeBars(const GpuTimeAccounting& accounting,
                                                  const std::vector<std::string>& gpuNames);
// The segment under `fraction` (0..1 along the bar), nullptr when none.
[[nodiscard]] const GpuTimeSegment* segmentAt(const GpuTimeBar& bar, double fraction);

} // namespace faultline
