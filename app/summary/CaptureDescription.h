#pragma once

#include "Trace.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <vector>

namespace faultline {

// Human-readable facts about a loaded capture, shared by the Summary view and the Capture dock.
class CaptureDescription
{
    Q_DECLARE_TR_FUNCTIONS(CaptureDescription)
public:
    // "Ingero" or "Faultline"
    [[nodiscard]] static QString producer(const Trace& trace);
    // The recording probe's version: Faultline's probe_version or Ingero's version string.
    [[nodiscard]] static QString probeVersion(const Trace& trace);
    // "Ingero v0.10 layout, schema 0.10"
    [[nodiscard]] static QString layout(const Trace& trace);
    // "2026-03-24 13:48:44 → 13:50:14 UTC"
    [[nodiscard]] static QString timeSpan(const Trace& trace);
    [[nodiscard]] static QString duration(const Trace& trace);
    // "3,490 stored" or "3,490 stored of 63,120 seen (sampled)"
    [[nodiscard]] static QString events(const Trace& trace);
    // Why stored and seen differ; empty when the capture is complete.
    [[nodiscard]] static QString sampledNote(const Trace& trace);
    [[nodiscard]] static std::int64_t eventsSeen(const Trace& trace);
    // The nodes of a capture that merges several (one per rank), in order; empty otherwise.
    [[nodiscard]] static std::vector<std::string> mergedNodes(const Trace& trace);
    // The machine: its host name, or for a merged capture its ranks ("2 ranks merged: rank0, rank3").
    [[nodiscard]] static QString host(const Trace& trace);
    // The GPUs the job used, per node when merged, each with its driver where known and, for an
    // imported trace, the machine's own list beside it ("GPU 0: NVIDIA A100 (the machine has
    // 8 × NVIDIA A100)").
    [[nodiscard]] static QString gpus(const Trace& trace);
    // Placeholder for a value the capture does not record.
    [[nodiscard]] static QString unknown();
};

} // namespace faultline
