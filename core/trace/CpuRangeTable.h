#pragma once

#include "Trace.h"

#include <string>

namespace faultline {

// Adds an imported capture's CPU ranges (faultline_cpu_ranges, faultline_range_names) to the
// threads of `trace` that made them, with each range's parent. A capture without the tables is
// left as it is; ranges that do not decode are counted in a problem, not an error; those of threads
// without events of their own stay in the file, unloaded.
void addCpuRanges(const std::string& path, Trace& trace);

} // namespace faultline
