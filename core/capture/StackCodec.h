#pragma once

#include "CaptureTypes.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::capture {

// Encoding and decoding of `stack_traces` rows (research/ingero.md §2.7).
class StackCodec
{
public:
    // Decodes the compact `frames` JSON. Keys: i, s, f, l, pf, pfn, pl (Ingero) and xl (ours:
    // the executing Python line). Unknown keys are ignored; a frame with nothing resolved and
    // no ip is dropped, as Ingero drops it. Returns false (with `error`) on malformed JSON.
    [[nodiscard]] static bool decodeFrames(std::string_view json, std::vector<StackFrame>* frames, std::string* error);
    // Decodes the `ips` fallback: a JSON array of hex strings.
    [[nodiscard]] static bool decodeIps(std::string_view json, std::vector<StackFrame>* frames, std::string* error);

    // Compact JSON in Ingero's key order, omitting empty keys.
    [[nodiscard]] static std::string encodeFrames(const std::vector<StackFrame>& frames);
    [[nodiscard]] static std::string encodeIps(const std::vector<std::uint64_t>& ips);

    // FNV-64a as Ingero computes it: over resolved frames when any frame is resolved, else
    // over the raw ips (u64 little-endian). Our executing line is folded in after Ingero's
    // fields so that two calls from different lines of one function stay distinct stacks.
    // Returned as the signed value stored in SQLite; never 0 for a non-empty stack.
    [[nodiscard]] static std::int64_t hash(const std::vector<StackFrame>& frames);

    // A PyTorch profiler's python_function name, "train.py(42): step" (the line is the def line), as
    // a Python frame: false, with only the function set, when the name is not of that form.
    [[nodiscard]] static bool parseProfilerFunction(std::string_view name, StackFrame* frame);

    // "file.py:74 fn" for Python frames, "symbol (lib)" for native frames, "0x..." otherwise.
    [[nodiscard]] static std::string describe(const StackFrame& frame);
};

} // namespace faultline::capture
