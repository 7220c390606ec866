#pragma once

#include "Trace.h"

#include <cstdint>
#include <span>
#include <vector>

namespace faultline {

// Events of an area grouped by their stack: the "top stacks" of a selection.
struct StackTotal
{
    std::uint32_t stack = 0; // index into Trace::stacks; 0 = events without a stack
    std::int64_t count = 0;
    std::int64_t totalNs = 0;
    std::uint64_t bytes = 0; // arg0 of byte-valued ops (OpInfo::arg0IsBytes)
};

enum class StackOrder : std::uint8_t { Count, Time, Bytes };

// Events of `lanes` whose interval starts in [start, end), grouped by stack and sorted by
// `order` (descending; ties by stack index). Out-of-range lanes are ignored; a lane listed
// twice counts once.
[[nodiscard]] std::vector<StackTotal> topStacks(const Trace& trace, std::span<const std::uint32_t> lanes,
                                                std::int64_t start, std::int64_t end, StackOrder order);

// Frames of a stack for display: Python frames first (innermost first), then native ones.
[[nodiscard]] std::vector<const capture::StackFrame*> displayFrames(const capture::StackRecord& stack);

} // namespace faultline
