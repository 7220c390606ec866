#pragma once

#include "ImportWriter.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace faultline::import {

enum class TraceFormat { Unknown, Kineto, Nsys, Capture };

// What `path` holds, from its first bytes (and, for SQLite, its tables): a PyTorch profiler trace
// (JSON, or gzip; a memory snapshot saved as JSON is not one), an Nsight Systems export, or a
// capture (Faultline's or Ingero's) that needs no import. Unknown with `why` otherwise.
[[nodiscard]] TraceFormat detectTraceFormat(const std::string& path, std::string* why);

// Where one file of importTraces stands.
struct ImportFileProgress
{
    enum class State { Running, Done, Failed };
    std::size_t index = 0; // into the paths given
    State state = State::Running;
    double fraction = 0; // of this file's conversion
    std::int64_t bytes = 0;
    // Done: the node it becomes ("rank3", else the file's name), how long it took, what it wrote.
    std::string node;
    double seconds = 0;
    ImportWriteResult result;
    std::string error; // Failed: why (a file stopped because another failed or Cancel is not Failed)
};

struct ImportOptions
{
    std::string node; // see ImportWriteOptions
    bool overwrite = false;
    // Reading is the first 70 %, writing the rest; returning false cancels. Several traces: their
    // conversions are the first 90 %, the merge the rest.
    std::function<bool(double fraction)> progress;
    // Several traces: each file's progress, when its share changes by a thousandth and when it is
    // done or failed. Called from the converting threads, never two calls at once (nor at once
    // with `progress`).
    std::function<void(const ImportFileProgress&)> fileProgress;
    // Several traces: how many are converted at once; 0: one per core.
    unsigned parallelism = 0;
};

// Converts the trace at `path` into a capture at `outPath`; never writes to `path`.
[[nodiscard]] bool importTrace(const std::string& path, const std::string& outPath, const ImportOptions& options,
                               ImportWriteResult* result, std::string* error);

// The traces of one job, one per rank (or per node): each is converted on its own, then merged
// into one capture (CaptureMerger) with a node per trace, in the order given, named by its rank
// ("rank3") or its file. Their times are unix ns already (baseTimeNanoseconds), so they line up
// without correction. The files are converted `parallelism` at a time, each on one thread, so only
// that many traces are in memory at once; the capture is the same as one at a time would make. A
// failed file stops the others and names its path; neither it nor Cancel leaves an output. One
// path behaves as importTrace.
[[nodiscard]] bool importTraces(const std::vector<std::string>& paths, const std::string& outPath,
                                const ImportOptions& options, ImportWriteResult* result, std::string* error);

// The traces in a folder (not its subfolders), sorted by name: Kineto JSON (.json, .json.gz) and
// Nsight Systems exports (.sqlite) that detectTraceFormat recognises.
[[nodiscard]] std::vector<std::string> tracesInFolder(const std::string& folder);

// The trace a capture was imported from (its meta's import.source_path), empty for any other
// capture or one that cannot be read.
[[nodiscard]] std::string importedTracePath(const std::string& capturePath);

} // namespace faultline::import
