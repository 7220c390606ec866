#pragma once

// `faultline diff A B` for two PyTorch memory snapshots: the figures of each device side by
// side (SnapshotMetrics, defined as ../shared/tools/snapshot_metrics.py defines them), the peak
// of each device's recorded history, and where the allocated bytes moved: by allocation site
// (Snapshot::allocationSite(), the rule of every other view that names a site) and by size
// class. The text report leads with a one-paragraph verdict; the JSON is the contract in
// README.md.
//
// Size classes are power-of-two ranges of the block size, [2^k, 2^(k+1)) bytes; the classes
// below 1 MiB are the sizes of PyTorch's small pool (requests of at most 1 MiB), the others its
// large pool. Only active_allocated blocks of device segments count, so the bytes of a table
// add up to the `allocated` figure of the devices.

#include "Snapshot.h"
#include "SnapshotMetrics.h"

#include <cstdint>
#include <string>
#include <vector>

namespace faultline::snapshot {

// One device of one snapshot.
struct DiffFigures
{
    bool present = false; // the snapshot has device segments or a trace on this device
    std::uint64_t allocated = 0;
    std::uint64_t reserved = 0;
    std::uint64_t active = 0; // allocated + pending free
    // The most active bytes at any point of the device's recorded trace, the final state
    // included (MemoryViz's Active Memory Timeline maximum), replayed by SnapshotReplay: a block
    // that only a free entry shows counts as its request rounded up to 512 bytes. `active`
    // without a trace.
    std::uint64_t peak = 0;
    std::uint64_t inactive = 0; // cached free bytes
    double fragmentation = 0;   // external_frag_ratio: 1 − largest free block / inactive
    std::uint64_t segments = 0;
    std::uint64_t largestFreeBlock = 0;

    bool operator==(const DiffFigures&) const = default;
};

struct DeviceDiff
{
    std::int64_t device = 0;
    DiffFigures a;
    DiffFigures b;
};

// Allocated bytes of one site or size class in A and in B.
struct BytesChange
{
    std::string label;          // "file:line function" of a site, "1 MiB–2 MiB" of a size class
    std::string file;           // sites only; empty for blocks without frames
    std::int64_t line = 0;      // sites only
    std::string function;       // sites only
    std::uint64_t minBytes = 0; // size classes only: [minBytes, maxBytes)
    std::uint64_t maxBytes = 0;
    std::uint64_t bytesA = 0;
    std::uint64_t bytesB = 0;
    std::uint64_t blocksA = 0;
    std::uint64_t blocksB = 0;

    [[nodiscard]] std::int64_t change() const
    {
        return static_cast<std::int64_t>(bytesB) - static_cast<std::int64_t>(bytesA);
    }
    [[nodiscard]] bool isNew() const { return blocksA == 0 && blocksB != 0; }
    [[nodiscard]] bool vanished() const { return blocksA != 0 && blocksB == 0; }
};

struct SnapshotDiff
{
    std::string pathA;
    std::string pathB;
    std::vector<DeviceDiff> devices; // ascending device, those present in either snapshot
    // Rows whose bytes or block count changed, largest absolute change of bytes first (ties:
    // label). Empty when nothing moved.
    std::vector<BytesChange> sites;
    std::vector<BytesChange> sizeClasses;

    [[nodiscard]] static SnapshotDiff compute(const Snapshot& a, const Snapshot& b);

    // Both snapshots hold the same figures on every device and nothing moved between sites or
    // size classes.
    [[nodiscard]] bool noChange() const;
    // The figures of A and B summed over the devices (largest free block: the largest of any
    // device; fragmentation: from that and the summed inactive bytes).
    [[nodiscard]] DiffFigures totalA() const;
    [[nodiscard]] DiffFigures totalB() const;

    [[nodiscard]] std::string verdict() const;
    // `maxRows` rows of each table (the JSON has all).
    [[nodiscard]] std::string text(std::size_t maxRows = 20) const;
    [[nodiscard]] std::string json() const;
};

} // namespace faultline::snapshot
