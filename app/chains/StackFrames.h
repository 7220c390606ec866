#pragma once

#include "TimelineModel.h"
#include "Trace.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace faultline {

// One stack frame as the chain, source and stacks views show it.
struct DisplayFrame
{
    bool python = false;
    QString function;                       // Python function, or the demangled native symbol without "+0x.."
    QString file;                           // Python file, or the shared object of a native frame
    int line = 0;                           // executing Python line, else its definition line; native line; 0 = unknown
    [[nodiscard]] QString location() const; // "file:line", or the file alone
    [[nodiscard]] QString shortLocation() const; // the file's name and line, without its folders
};

// Frames of `trace.stacks[stack]` for display: Python frames first, innermost first, then the
// native ones, demangled. Empty for stack 0 or an index outside the trace.
[[nodiscard]] QList<DisplayFrame> displayFramesOf(const Trace& trace, std::uint32_t stack);

// The stack of the first of `events` that runs through the Python line file:line; 0 when none.
[[nodiscard]] std::uint32_t stackThroughLine(const Trace& trace, const std::vector<EventRef>& events,
                                             const std::string& file, int line);

// A one-line name for a stack: its innermost Python frame (or native one) and location.
[[nodiscard]] QString stackTitle(const Trace& trace, std::uint32_t stack);

} // namespace faultline
