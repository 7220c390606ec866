#pragma once

// Reads an Nsight Systems SQLite export (`nsys export --type sqlite`) into an ImportedTrace: CUDA
// API calls, kernels, copies, memsets and syncs, NVTX ranges, off-CPU intervals, thread, process
// and GPU names. The file is opened read-only and never written. nsys creates its tables lazily
// and changes their columns between versions, so every table and column is optional: what is
// missing becomes a note, what cannot be kept is counted in ImportedTrace::skipped. Layout:
// research/traces-and-rules.md, "Nsight Systems SQLite export".

#include "ImportedTrace.h"

#include <functional>
#include <string>

namespace faultline::import {

struct NsysImportOptions
{
    // Called between tables and every 64k rows with the fraction done (0 to 1); false cancels.
    std::function<bool(double fraction)> progress;
};

// Fills `out` (format "nsys"). False, with the reason in *error and `out` left empty, for an
// unreadable file, a file that is not an nsys export ("no StringIds table: not an Nsight Systems
// export") or a cancel ("cancelled").
[[nodiscard]] bool importNsys(const std::string& path, ImportedTrace* out, std::string* error,
                              const NsysImportOptions& options = {});

} // namespace faultline::import
