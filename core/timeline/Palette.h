#pragma once

#include <cstdint>

namespace faultline::timeline {

// What a bar's colour means. Geometry carries keys, not colours, so that switching between the
// light and dark theme repaints without rebuilding geometry.
enum class ColourKey : std::uint8_t {
    Alloc,
    Free,
    Launch,
    Copy,
    Sync,
    Other,     // other CUDA calls (graphs, unknown ops)
    Lifecycle, // fork, exec, exit, OOM kill
    Io,
    Net,
    OffCpu0, // off-CPU intervals, shortest ...
    OffCpu1,
    OffCpu2,
    OffCpu3,
    OffCpu4,
    OffCpu5,
    OffCpu6,
    OffCpu7,    // ... longest
    Query,      // intervals of an SQL result on a query lane
    Preempted,  // off-CPU while runnable: another task had the CPU (faultline-probe captures)
    Kernel,     // a compute kernel on a GPU stream (GPU copies and memsets are Copy, GPU syncs Sync)
    CommKernel, // a communication kernel (NCCL) on a GPU stream
    Count,
};

inline constexpr int kColourKeyCount = static_cast<int>(ColourKey::Count);
inline constexpr int kOffCpuLevels = 8;

enum class Theme : std::uint8_t { Light, Dark };

[[nodiscard]] ColourKey colourKeyFor(std::uint8_t source, std::uint8_t op);
// Off-CPU interval length as intensity: one level per decade from under 10 µs to over 1 s.
[[nodiscard]] ColourKey offCpuKey(std::int64_t durationNs);
[[nodiscard]] bool isOffCpuKey(ColourKey key);
// 0xAARRGGBB, chosen to stay distinguishable on both themes' backgrounds.
[[nodiscard]] std::uint32_t colourArgb(ColourKey key, Theme theme);
// Colour of text drawn on a bar of that colour: near-black or white, whichever contrasts more.
[[nodiscard]] std::uint32_t textArgb(ColourKey key, Theme theme);
// English legend label ("Allocation", "Off-CPU ≥ 1 s", ...); the app translates via tr().
[[nodiscard]] const char* colourKeyLabel(ColourKey key);

} // namespace faultline::timeline
