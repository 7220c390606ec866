#pragma once

#include "TimelineModel.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace faultline::timeline {

// The ranges a profiler's trace recorded (torch.profiler's user_annotation, NVTX) are kept in the
// capture's annotations with the label import.range. The timeline shows them as lanes of their own
// at the top, as Perfetto and Nsight do, not as notes drawn over every track: a trace has
// thousands (ProfilerStep#N, Optimizer.step, forward).
[[nodiscard]] bool isImportedRange(const capture::StoredAnnotation& annotation);

// arg1 of a range lane's events: they are not rows of an SQL result.
inline constexpr std::uint64_t kNotAResultRow = UINT64_MAX;

// One lane per kind and nesting level ("Profiler ranges", "Profiler ranges · level 2", "NVTX
// ranges"), at most kMaxRangeLevels per kind (deeper ranges share the last), each labelled with
// the range's text, every process's ranges together. None when the capture has no imported ranges.
inline constexpr int kMaxRangeLevels = 4;
[[nodiscard]] std::vector<std::unique_ptr<QueryLane>> importedRangeLanes(const Trace& trace);

// The lanes the timeline shows. In a capture of several nodes (model.nodeCount() > 0: a job's
// ranks) each process's ranges are lanes of its own (QueryLane::process), levels counted within
// the process, that the model shows in the process's node group; the ranges of no process (pid
// 0) or of a pid no process of the capture has stay at the top, and so do those of a pid that
// processes of several nodes share (which one's they are the capture does not say), with "pid N"
// in their title. Otherwise as importedRangeLanes(trace).
[[nodiscard]] std::vector<std::unique_ptr<QueryLane>> importedRangeLanes(const TimelineModel& model);
// Adds importedRangeLanes(model) to the model.
void addImportedRangeLanes(TimelineModel& model);

} // namespace faultline::timeline
