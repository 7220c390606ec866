#pragma once

#include "ImportWriter.h"

#include <functional>
#include <string>
#include <vector>

namespace faultline::import {

enum class TraceFormat { Unknown, Kineto, Nsys, Capture };

// What `path` holds, from its first bytes (and, for SQLite, its tables): a PyTorch profiler trace
// (JSON, or gzip; a memory snapshot saved as JSON is not one), an Nsight Systems export, or a
// capture (Faultline's or Ingero's) that needs no import. Unknown with `why` otherwise.
[[nodiscard]] TraceFormat detectTraceFormat(const std::string& path, std::string* why);

struct ImportOptions
{
    std::string node; // see ImportWriteOptions
    bool overwrite = false;
    // Reading is the first 70 %, writing the rest; returning false cancels.
    std::function<bool(double fraction)> progress;
};

// Converts the trace at `path` into a capture at `outPath`; never writes to `path`.
[[nodiscard]] bool importTrace(const std::string& path, const std::string& outPath, const ImportOptions& options,
                               ImportWriteResult* result, std::string* error);

// The traces of one job, one per rank (or per node): each is converted on its own, then merged
// into one capture (CaptureMerger) with a node per trace, named by its rank ("rank3") or its file.
// Their times are unix ns already (baseTimeNanoseconds), so they line up without correction.
// One path behaves as importTrace.
[[nodiscard]] bool importTraces(const std::vector<std::string>& paths, const std::string& outPath,
                                const ImportOptions& options, ImportWriteResult* result, std::string* error);

// The traces in a folder (not its subfolders), sorted by name: Kineto JSON (.json, .json.gz) and
// Nsight Systems exports (.sqlite) that detectTraceFormat recognises.
[[nodiscard]] std::vector<std::string> tracesInFolder(const std::string& folder);

// The trace a capture was imported from (its meta's import.source_path), empty for any other
// capture or one that cannot be read.
[[nodiscard]] std::string importedTracePath(const std::string& capturePath);

} // namespace faultline::import
