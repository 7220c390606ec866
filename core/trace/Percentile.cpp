#include "Percentile.h"

#include <algorithm>
#include <cmath>

namespace faultline {

std::int64_t percentile(const std::vector<std::int64_t>& sorted, double p)
{
    if (sorted.empty())
        return 0;
    const auto n = static_cast<double>(sorted.size());
    auto idx = static_cast<std::int64_t>(std::ceil(p * n)) - 1;
    idx = std::clamp<std::int64_t>(idx, 0, static_cast<std::int64_t>(sorted.size()) - 1);
    return sorted[static_cast<std::size_t>(idx)];
}

std::int64_t medianOf(std::vector<std::int64_t> values)
{
    std::sort(values.begin(), values.end());
    return percentile(values, 0.5);
}

} // namespace faultline
