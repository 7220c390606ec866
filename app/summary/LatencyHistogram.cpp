#include "LatencyHistogram.h"

#include <algorithm>
#include <cmath>

namespace faultline {

namespace {

int bucketIndex(std::int64_t ns, int perDecade)
{
    const double value = static_cast<double>(std::max<std::int64_t>(ns, 1));
    // Nudge so exact powers of ten do not fall into the bucket below through rounding.
    return static_cast<int>(std::floor(std::log10(value) * perDecade + 1e-9));
}

double edge(int index, int perDecade)
{
    return std::pow(10.0, static_cast<double>(index) / perDecade);
}

} // namespace

LatencyHistogram LatencyHistogram::build(const std::vector<std::int64_t>& sortedNs, int perDecade)
{
    LatencyHistogram histogram;
    if (sortedNs.empty() || perDecade <= 0)
        return histogram;
    const int first = bucketIndex(sortedNs.front(), perDecade);
    const int last = bucketIndex(sortedNs.back(), perDecade);
    histogram.buckets.reserve(static_cast<std::size_t>(last - first + 1));
    for (int index = first; index <= last; ++index)
        histogram.buckets.push_back({edge(index, perDecade), edge(index + 1, perDecade), 0});
    for (const std::int64_t ns : sortedNs)
        ++histogram.buckets[static_cast<std::size_t>(bucketIndex(ns, perDecade) - first)].count;
    for (const Bucket& bucket : histogram.buckets)
        histogram.maxCount = std::max(histogram.maxCount, bucket.count);
    return histogram;
}

} // namespace faultline
