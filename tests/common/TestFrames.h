#pragma once

// Stack frames for tests that build stacks by hand.

#include "CaptureTypes.h"

#include <cstdint>

namespace faultline::test {

inline capture::StackFrame python(const char* file, const char* function, int defLine, int line)
{
    capture::StackFrame f;
    f.kind = capture::FrameKind::Python;
    f.pyFile = file;
    f.pyFunction = function;
    f.pyDefLine = defLine;
    f.pyLine = line;
    return f;
}

inline capture::StackFrame native(const char* symbol, const char* library)
{
    capture::StackFrame f;
    f.kind = capture::FrameKind::Native;
    f.symbol = symbol;
    f.library = library;
    return f;
}

inline capture::StackFrame unresolved(std::uint64_t ip)
{
    capture::StackFrame f;
    f.kind = capture::FrameKind::Unresolved;
    f.ip = ip;
    return f;
}

} // namespace faultline::test
