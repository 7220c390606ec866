#pragma once

#include "ImportedTrace.h"
#include "SourceLines.h"

#include <cstdint>
#include <functional>
#include <string>

namespace faultline::import {

struct ImportWriteOptions
{
    // events.node and the ids' prefix; empty: "rank{N}", else the file's name without extensions
    std::string node;
    std::string sourceFileName; // recorded in the capture's meta (import.source)
    // The trace's absolute path (import.source_path): the workload's scripts are looked for next to it.
    std::string sourcePath;
    bool overwrite = false;
    // Reads the workload's Python files, to find the line each frame runs (SourceLineFinder);
    // empty: frames keep only the line their function starts on.
    SourceLineFinder::Reader readSource;
    // The share written so far; returning false cancels (the partial file is removed).
    std::function<bool(double fraction)> progress;
};

struct ImportWriteResult
{
    std::int64_t events = 0;      // rows of `events`
    std::int64_t gpuActivity = 0; // rows of faultline_gpu_activity
    std::int64_t linked = 0;      // GPU activity rows whose launching call is in `events`
    std::int64_t stacks = 0;      // distinct stacks
    std::int64_t annotations = 0;
    std::int64_t linesFromSource = 0; // frames whose running line was found in the source
    std::int64_t cpuRanges = 0;       // ranges in faultline_cpu_ranges
    std::int64_t cpuRangesNs = 0;     // time spent ordering, packing and writing them
    // What the user must be told: a file cut short ("trace.json.gz: truncated at byte N ...").
    std::vector<std::string> warnings;
};

// Writes `trace` as a Faultline capture at `outPath` (DESIGN §4 plus the import tables): CUDA calls
// into `events` with Ingero's op codes where it has one and ours where it does not (the name of any
// other call in faultline_call_names), each with the stack of Python functions and framework ops
// that enclosed it; GPU activity into faultline_gpu_activity with the launching call's event id;
// the caching allocator's changes as TORCH events; off-CPU intervals as sched_switch rows; user
// ranges into `annotations` and every CPU range, packed per thread, into faultline_cpu_ranges; what was skipped and why
// into the meta, so no loss is silent.
[[nodiscard]] bool writeImportedCapture(const ImportedTrace& trace, const std::string& outPath,
                                        const ImportWriteOptions& options, ImportWriteResult* result,
                                        std::string* error);

// (source, op) of a CUDA runtime or driver call by its name as a trace writes it: version and
// per-thread-stream suffixes ("_v2", "_v3020", "_ptsz") are ignored. Calls Ingero's catalogue and
// ours do not name get CudaCall or CuCall.
struct CallOp
{
    std::uint8_t source = 0;
    std::uint8_t op = 0;
};
[[nodiscard]] CallOp callOp(std::string_view name);

} // namespace faultline::import
