#pragma once

#include <cstdint>
#include <vector>

namespace faultline {

// Counts of durations in logarithmic buckets: `perDecade` buckets per power of ten, from the
// bucket holding the shortest duration to the one holding the longest. Latencies span
// nanoseconds to seconds, so a linear histogram would put everything in its first bar.
struct LatencyHistogram
{
    struct Bucket
    {
        double lowerNs = 0; // inclusive
        double upperNs = 0; // exclusive
        std::int64_t count = 0;
    };

    std::vector<Bucket> buckets;
    std::int64_t maxCount = 0;

    // `sortedNs` ascending; durations below 1 ns count in the bucket of 1 ns.
    [[nodiscard]] static LatencyHistogram build(const std::vector<std::int64_t>& sortedNs, int perDecade = 5);
};

} // namespace faultline
