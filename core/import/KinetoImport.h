#pragma once

#include "ImportedTrace.h"

#include <functional>
#include <string>

namespace faultline::import {

struct KinetoImportOptions
{
    // The share of the file read so far; returning false cancels.
    std::function<bool(double fraction)> progress;
};

// Reads a PyTorch profiler (Kineto) Chrome trace, `.json` or `.json.gz`, streamed (KinetoReader),
// into `out`: runtime and driver calls, kernels, copies, memsets and syncs on their streams linked
// by correlation id, Python functions and framework ops as the ranges that enclose the calls,
// user annotations, the caching allocator's [memory] events, thread and process names, devices and
// the rank. Times become unix ns through baseTimeNanoseconds, or stay as written when they are
// absolute. False with `error` for a file that is not a Kineto trace, unreadable, or cancelled.
[[nodiscard]] bool importKineto(const std::string& path, ImportedTrace* out, std::string* error,
                                const KinetoImportOptions& options = {});

} // namespace faultline::import
