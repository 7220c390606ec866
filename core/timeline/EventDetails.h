#pragma once

#include "TimelineModel.h"

#include <cstdint>
#include <string>
#include <vector>

namespace faultline::timeline {

struct DetailField
{
    std::string label; // "Size", "Kind", "Stream", "Device pointer", ...
    std::string value; // "256.0 MiB", "device → host (D2H)", "0x7f3a00000000", ...
};

struct DetailFrame
{
    bool python = false;
    std::string function; // Python function, or the demangled native symbol without "+0x.."
    std::string file;     // Python file, or the shared object for native frames
    int line = 0;         // executing line (Python "xl", else "pl"), native "l"; 0 = unknown
    std::string offset;   // "+0xa6" of a native symbol, "" otherwise
    std::uint64_t ip = 0; // unresolved frames only
};

// Everything the details panel shows for one event.
struct EventDetails
{
    std::string op;     // "cudaMemcpyAsync"
    std::string source; // "CUDA"
    std::int64_t start = 0;
    std::int64_t duration = 0;
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    std::string processName;
    std::string threadName;
    std::int32_t retCode = 0;
    std::string retName; // "cudaSuccess", "cudaErrorMemoryAllocation", ... (CUDA/driver lanes)
    std::vector<DetailField> arguments;
    // Python frames first (innermost first), then native frames (innermost first), demangled.
    std::vector<DetailFrame> frames;
    bool stackFromIpsOnly = false;
};

[[nodiscard]] EventDetails describeEvent(const Trace& trace, EventRef ref);

// "cudaErrorMemoryAllocation" for 2, ...; "cudaError 9999" when unknown.
[[nodiscard]] std::string cudaErrorName(std::int32_t code);
// "CUDA_ERROR_OUT_OF_MEMORY" for 2, ...; "CUresult 9999" when unknown.
[[nodiscard]] std::string cuResultName(std::int32_t code);
// cudaMemcpyKind 0..4 (5 = unknown, as Ingero stores for 2D copies).
[[nodiscard]] std::string memcpyKindName(std::uint64_t kind);

} // namespace faultline::timeline
