#pragma once

#include "CaptureTypes.h"
#include "PythonSource.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace faultline {

// Kineto names a Python frame by the line its function starts on ("train.py(0): <module>",
// "train.py(8): collate"), never by the line that runs, so a chain could name no line of the
// user's code. Where the workload's file can be read, the running line is found in it: the frame
// inward of a user frame names what that frame called (a Python function, "<built-in method item
// of Tensor object>", "aten::to"), and the line is the one inside the user frame's function that
// calls that name (".item(", "empty_cache(", ".to("). Strings and comments do not count. When a
// name is called from several lines, the callees of one frame take them in the order they first
// ran: the first distinct callee named "cuda" gets the first line calling cuda(, the second the
// next one. A frame found this way gets pyLine; one that is not keeps pyLine 0. PythonSource reads
// the file (strings, comments, functions' extents).
class SourceLineFinder
{
public:
    // The text of a file as the trace records its path, nullopt when it cannot be found.
    using Reader = std::function<std::optional<std::string>(const std::string& recordedPath)>;

    explicit SourceLineFinder(Reader reader);

    // Sets pyLine on the Python frames of `frames` (innermost first) that it places.
    void resolve(std::vector<capture::StackFrame>& frames);

    // Frames placed so far (each distinct stack counted once per frame).
    [[nodiscard]] std::int64_t placed() const { return m_placed; }
    // Files that were read.
    [[nodiscard]] std::vector<std::string> filesRead() const;

    // The name a frame calls by, as it appears in source ("item" for "<built-in method item of
    // Tensor object>", "to" for "aten::to", the function's name for a Python function), or empty.
    [[nodiscard]] static std::string callName(const capture::StackFrame& callee);

private:
    // The parsed file at `path`, null when it is a library's or cannot be read (cached either way).
    const PythonSource* file(const std::string& path);

    Reader m_reader;
    std::map<std::string, std::unique_ptr<PythonSource>> m_files;
    // (file, def line, function, name) -> the callees seen with that name, first run first
    std::map<std::tuple<std::string, int, std::string, std::string>, std::vector<std::string>> m_callees;
    std::int64_t m_placed = 0;
};

// A Reader for a trace at `tracePath`: a recorded absolute path that exists, else the recorded
// relative path under the trace's folder, else a file of the same name there (the workload kept
// next to its trace). Only .py files are opened (the trace naming them is untrusted); files over
// 8 MiB or with NUL bytes are not read.
[[nodiscard]] SourceLineFinder::Reader sourceNextTo(const std::string& tracePath);

} // namespace faultline
