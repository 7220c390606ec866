#pragma once

// The `faultline snapshot-stats` output: per-device figures (JSON keys as in
// ../shared/tools/snapshot_metrics.py), trace summaries and the explanation of every `oom`
// entry, as text or as the JSON contract documented in README.md.

#include "OomExplainer.h"
#include "Snapshot.h"
#include "SnapshotMetrics.h"

#include <map>
#include <string>
#include <vector>

namespace faultline::snapshot {

struct TraceSummary
{
    std::int64_t device = 0;
    std::size_t entries = 0;
    std::int64_t firstTimeUs = TraceColumns::kNoTime;
    std::int64_t lastTimeUs = TraceColumns::kNoTime;
    std::map<std::string, std::uint64_t> actions; // by the name in the file
    std::map<std::string, std::uint64_t> anomalies;
};

struct SnapshotReport
{
    SnapshotMetrics metrics;
    std::vector<TraceSummary> traces; // devices with at least one entry
    std::vector<OomExplanation> ooms;

    // Replays every device trace (for anomalies and the state at each oom entry).
    [[nodiscard]] static SnapshotReport build(const Snapshot& snapshot);
    [[nodiscard]] std::string text(const Snapshot& snapshot) const;
    [[nodiscard]] std::string json(const Snapshot& snapshot) const;
};

// A generic value as JSON (pairs and tuples as arrays, frames as objects), bounded in depth.
void appendValueJson(std::string& out, const Snapshot& snapshot, Value value, int depth = 0);
void appendJsonString(std::string& out, std::string_view s);

} // namespace faultline::snapshot
