#pragma once

// Per-device memory and fragmentation figures of a snapshot, defined exactly as
// ../shared/tools/snapshot_metrics.py defines them (same names in JSON). Only device segments
// count (host segments do not), devices without segments are absent.

#include "Snapshot.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace faultline::snapshot {

struct DeviceMetrics
{
    std::int64_t device = 0;
    std::uint64_t segments = 0;
    std::uint64_t reserved = 0; // Σ segment total_size
    std::uint64_t expandableSegments = 0;
    std::uint64_t smallPoolSegments = 0;
    std::uint64_t blocks = 0;
    std::uint64_t inactive = 0;      // Σ size of blocks neither allocated nor pending free (cached free)
    std::uint64_t freeBlocks = 0;    // their count
    std::uint64_t inactiveSplit = 0; // inactive bytes in segments of more than one block (non-releasable)
    std::uint64_t allocated = 0;     // Σ size of active_allocated blocks
    std::uint64_t requested = 0;     // Σ requested_size of active_allocated blocks
    std::uint64_t allocBlocks = 0;
    std::uint64_t pendingFree = 0;            // Σ size of active_pending_free blocks
    std::uint64_t releasableByEmptyCache = 0; // whole-free, non-expandable segments
    std::int64_t internalWaste = 0;           // allocated − requested (rounding)
    std::uint64_t largestFreeBlock = 0;
    double externalFragRatio = 0;    // 1 − largest free / inactive, rounded to 6 decimals
    double memoryvizSumsqMetric = 0; // Σ (runs of free bytes)² / reserved², rounded to 9 decimals
};

struct SnapshotMetrics
{
    std::vector<DeviceMetrics> perDevice; // ascending device
    // snapshot_metrics.py's consistency_checks: only non-zero counters, in its order.
    std::vector<std::pair<std::string, std::uint64_t>> consistencyChecks;

    [[nodiscard]] const DeviceMetrics* device(std::int64_t d) const;
};

// Restricts the figures to one pool and/or one stream (indices into Snapshot::pools/streams).
struct MetricsFilter
{
    std::optional<std::uint32_t> pool;
    std::optional<std::uint32_t> stream;
};

// The inputs the figures need, so a reconstructed state (replay) gives the same numbers.
struct MetricsBlock
{
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    std::uint64_t requested = 0;
    BlockState state = BlockState::Inactive;
};

struct MetricsSegment
{
    std::int64_t device = 0;
    std::uint64_t address = 0;
    std::uint64_t totalSize = 0;
    bool expandable = false;
    bool small = false;
    std::optional<std::uint64_t> allocatedSize; // as the file states them, for the checks
    std::optional<std::uint64_t> activeSize;
};

class MetricsAccumulator
{
public:
    MetricsAccumulator();
    ~MetricsAccumulator();
    MetricsAccumulator(const MetricsAccumulator&) = delete;
    MetricsAccumulator& operator=(const MetricsAccumulator&) = delete;

    void add(const MetricsSegment& segment, std::span<const MetricsBlock> blocks);
    [[nodiscard]] SnapshotMetrics finish() const;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

[[nodiscard]] SnapshotMetrics computeMetrics(const Snapshot& snapshot, const MetricsFilter& filter = {});

// Python's round(x, digits) (round half to even on the exact binary value).
[[nodiscard]] double roundDecimal(double x, int digits);
// The per-device object as JSON with snapshot_metrics.py's keys (every key, zeros included).
void appendMetricsJson(std::string& out, const DeviceMetrics& m);
// A double the way Python's repr writes it (shortest round trip, "0.0" not "0").
void appendJsonDouble(std::string& out, double d);

} // namespace faultline::snapshot
