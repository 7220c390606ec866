#pragma once

#include <cstdint>
#include <vector>

namespace faultline {

// Nearest-rank percentile (index ceil(p * n) - 1) of ascending `sorted`; 0 when it is empty. The
// one definition every latency figure uses (`stats`, the chains, the area aggregation).
[[nodiscard]] std::int64_t percentile(const std::vector<std::int64_t>& sorted, double p);
// percentile(…, 0.5) of `values` in any order; 0 when empty.
[[nodiscard]] std::int64_t medianOf(std::vector<std::int64_t> values);

} // namespace faultline
