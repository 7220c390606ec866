#pragma once

// Active memory over a device's recorded history, split by allocation site: MemoryViz's
// "Active Memory Timeline" as a stacked area whose bands are the few sites that held the most
// memory, everything else summed as "other". One forward pass of a ReplayCursor over the
// entries; each block's site is looked up once per stack, so the cost is one replay step plus
// two hash lookups per allocation or free, and O(buckets × top sites) to lay out the result.
//
// Allocation site of a stack: Snapshot::allocationSite(), the innermost frame in the user's own
// code (text/CodePaths.h), so that every layer of a model a user wrote is its own site rather
// than one torch/nn/functional.py line for all; kNoSite for a stack without frames (blocks
// allocated before recording started, trace entries recorded with context=None).
//
// Memory counted is active memory (allocated + freed but still in use on another stream), as in
// SeriesBucket and MemoryViz: a block leaves its site at free_completed.

#include "Snapshot.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

namespace faultline::snapshot {

class SnapshotReplay;

inline constexpr std::int64_t kNoSite = -1;

// A Python frame of the program being profiled (text::isLibraryPythonFile says which are not).
[[nodiscard]] bool isUserCodeFrame(const Snapshot& snapshot, FrameId frame);
// The allocation site of a stack: a frame id, or kNoSite.
[[nodiscard]] std::int64_t siteOfStack(const Snapshot& snapshot, StackId stack);

struct SiteSeriesOptions
{
    std::size_t from = 0;                                     // first entry
    std::size_t to = std::numeric_limits<std::size_t>::max(); // one past the last entry (clamped)
    std::size_t buckets = 1024;                               // at most this many (at most one per entry)
    std::size_t topSites = 8;                                 // bands; the rest is "other"
};

struct SiteTotal
{
    std::int64_t frame = kNoSite;
    std::uint64_t peakBytes = 0;   // the most the site held at once, positions from..to
    std::uint64_t bytesAtPeak = 0; // what it held at the sample of the highest bucket
};

// Entries [firstEntry, lastEntry]. Its bytes are those of one instant, `samplePosition` (the
// state after entry samplePosition − 1): the first entry of the bucket after which active memory
// was at the bucket's maximum, so spikes narrower than a bucket still show and the bands of a
// bucket add up to its activeBytes (= SnapshotReplay::series()'s activeMax for equal buckets).
struct SiteSeriesBucket
{
    std::size_t firstEntry = 0;
    std::size_t lastEntry = 0;
    std::size_t samplePosition = 0;
    std::int64_t firstTimeUs = TraceColumns::kNoTime;
    std::int64_t lastTimeUs = TraceColumns::kNoTime;
    std::uint64_t activeBytes = 0;   // at the sample
    std::uint64_t reservedBytes = 0; // at the sample
    std::uint64_t reservedMax = 0;   // over the bucket
    std::uint64_t activeLast = 0;    // after lastEntry
    std::uint64_t reservedLast = 0;  // after lastEntry
};

struct SiteSeries
{
    std::size_t from = 0;
    std::size_t to = 0;
    // The top sites, largest peakBytes first (ties: larger bytesAtPeak, then smaller frame id).
    // Sites that never held a byte are left out.
    std::vector<SiteTotal> sites;
    std::size_t otherSiteCount = 0;   // distinct sites summed as "other"
    std::uint64_t otherPeakBytes = 0; // the largest peakBytes among them (≤ every top site's)
    std::vector<SiteSeriesBucket> buckets;
    // buckets.size() rows of sites.size() + 1 values: the top sites, then "other".
    std::vector<std::uint64_t> bytes;

    [[nodiscard]] std::size_t columns() const { return sites.size() + 1; }
    [[nodiscard]] std::size_t otherIndex() const { return sites.size(); }
    [[nodiscard]] std::uint64_t bytesAt(std::size_t bucket, std::size_t column) const
    {
        return bytes[bucket * columns() + column];
    }
    [[nodiscard]] std::span<const std::uint64_t> row(std::size_t bucket) const
    {
        return {bytes.data() + bucket * columns(), columns()};
    }
    // The column of a site's frame, or otherIndex() when it is not a top site.
    [[nodiscard]] std::size_t columnOf(std::int64_t frame) const;
    // The bucket holding entry `entry` (clamped to the range); buckets must not be empty.
    [[nodiscard]] std::size_t bucketOf(std::size_t entry) const;
};

[[nodiscard]] SiteSeries computeSiteSeries(const SnapshotReplay& replay, const SiteSeriesOptions& options = {});

} // namespace faultline::snapshot
