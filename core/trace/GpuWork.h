#pragma once

#include "Trace.h"

#include <string>

namespace faultline {

// Adds the GPU work of an imported capture (faultline_gpu_activity) to `trace`: a process per
// (node, device) with a thread and a GpuStream lane per stream, after every other process, and the
// launch links between each call and the work it started (by the call's event id). A capture
// without the table is left as it is. A table that cannot be read adds a problem, not an error:
// the events are still worth showing.
void addGpuWork(const std::string& path, Trace& trace);

} // namespace faultline
