// Feeds arbitrary bytes to the reader of the workload's Python scripts (PythonSource) and to the
// line finder built on it (SourceLineFinder): a script is untrusted text from the traced machine
// or beside a trace. Every query runs over every line; none may crash or read out of bounds, and
// the lines they name must be lines of the file.

#include "PythonSource.h"
#include "SourceLines.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    const faultline::PythonSource source(text);
    const int lines = source.lineCount();
    for (int line = 0; line <= lines + 1; ++line) {
        check(source.code(line).size() == source.text(line).size());
        if (const auto loop = source.enclosingLoop(line)) {
            check(loop->header >= 1 && loop->header <= lines);
            static_cast<void>(source.containerStores(*loop));
        }
        static_cast<void>(source.outermostLoop(line));
        static_cast<void>(source.assignmentBefore("loader", line));
        static_cast<void>(source.assignedNames(line));
        static_cast<void>(source.keywordArgument(line, "num_workers"));
        static_cast<void>(source.statement(line));
        for (const int called : source.linesCalling("item", line))
            check(called >= 1 && called <= lines);
    }
    static_cast<void>(source.definitionOf("collate"));
    for (const int called : source.linesCalling("__next__", 0))
        check(called >= 1 && called <= lines);

    // The line finder over the same text, as a profiler's frames would name it.
    faultline::SourceLineFinder finder([&](const std::string&) { return std::optional<std::string>(text); });
    faultline::capture::StackFrame callee;
    callee.kind = faultline::capture::FrameKind::Python;
    callee.pyFunction = "<built-in method item of Tensor object>";
    faultline::capture::StackFrame frame;
    frame.kind = faultline::capture::FrameKind::Python;
    frame.pyFile = "train.py";
    frame.pyFunction = "<module>";
    for (int def = 0; def <= 3; ++def) {
        frame.pyDefLine = def;
        frame.pyLine = 0;
        std::vector<faultline::capture::StackFrame> frames = {callee, frame};
        finder.resolve(frames);
        check(frames[1].pyLine >= 0 && frames[1].pyLine <= lines);
    }
    return 0;
}
