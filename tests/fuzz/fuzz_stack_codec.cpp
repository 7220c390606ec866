// Decodes arbitrary bytes as a `stack_traces.frames` / `ips` column and checks that whatever
// decodes survives an encode/decode round trip unchanged.

#include "StackCodec.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace {

using faultline::capture::StackCodec;
using faultline::capture::StackFrame;

[[noreturn]] void fail(const char* what, std::string_view input, const std::string& encoded)
{
    std::fprintf(stderr, "fuzz_stack_codec: %s\n  input:   %.*s\n  encoded: %s\n", what, static_cast<int>(input.size()),
                 input.data(), encoded.c_str());
    __builtin_trap();
}

void checkFrames(std::string_view text)
{
    std::vector<StackFrame> frames;
    std::string error;
    if (!StackCodec::decodeFrames(text, &frames, &error)) {
        if (error.empty())
            fail("decodeFrames failed without an error message", text, {});
        return;
    }
    const std::string encoded = StackCodec::encodeFrames(frames);
    std::vector<StackFrame> again;
    if (!StackCodec::decodeFrames(encoded, &again, &error))
        fail("encodeFrames wrote JSON that decodeFrames rejects", text, encoded);
    if (again != frames)
        fail("decodeFrames(encodeFrames(frames)) != frames", text, encoded);
    if (StackCodec::encodeFrames(again) != encoded)
        fail("encodeFrames is not stable", text, encoded);
    if (!frames.empty() && StackCodec::hash(frames) == 0)
        fail("hash of a non-empty stack is 0", text, encoded);
    for (const StackFrame& frame : frames)
        (void)StackCodec::describe(frame);
}

void checkIps(std::string_view text)
{
    std::vector<StackFrame> frames;
    std::string error;
    if (!StackCodec::decodeIps(text, &frames, &error)) {
        if (error.empty())
            fail("decodeIps failed without an error message", text, {});
        return;
    }
    std::vector<std::uint64_t> ips;
    ips.reserve(frames.size());
    for (const StackFrame& frame : frames)
        ips.push_back(frame.ip);
    const std::string encoded = StackCodec::encodeIps(ips);
    std::vector<StackFrame> again;
    if (!StackCodec::decodeIps(encoded, &again, &error))
        fail("encodeIps wrote JSON that decodeIps rejects", text, encoded);
    if (again != frames)
        fail("decodeIps(encodeIps(ips)) != frames", text, encoded);
    (void)StackCodec::hash(frames);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    checkFrames(text);
    checkIps(text);
    // The same bytes as a profiler's python_function name: a frame either way, never a throw.
    StackFrame frame;
    if (StackCodec::parseProfilerFunction(text, &frame) && frame.pyFile.empty())
        fail("a parsed profiler name without its file", text, {});
    return 0;
}
