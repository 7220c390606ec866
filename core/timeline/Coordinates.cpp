#include "Coordinates.h"

#include <cmath>
#include <limits>

namespace faultline::timeline {

double timeToPixel(std::int64_t time, std::int64_t rangeStart, std::int64_t rangeEnd, double width)
{
    if (width <= 0 || rangeEnd <= rangeStart)
        return 0;
    const long double span = static_cast<long double>(rangeEnd) - static_cast<long double>(rangeStart);
    const long double offset = static_cast<long double>(time) - static_cast<long double>(rangeStart);
    return static_cast<double>(offset * static_cast<long double>(width) / span);
}

std::int64_t pixelToTime(double x, double width, std::int64_t rangeStart, std::int64_t rangeEnd)
{
    if (width <= 0 || rangeEnd <= rangeStart || !std::isfinite(x))
        return rangeStart;
    const long double span = static_cast<long double>(rangeEnd) - static_cast<long double>(rangeStart);
    const long double t = static_cast<long double>(rangeStart)
        + static_cast<long double>(x) * span / static_cast<long double>(width);
    constexpr auto lo = static_cast<long double>(std::numeric_limits<std::int64_t>::min());
    constexpr auto hi = static_cast<long double>(std::numeric_limits<std::int64_t>::max());
    if (t <= lo)
        return std::numeric_limits<std::int64_t>::min();
    if (t >= hi)
        return std::numeric_limits<std::int64_t>::max();
    return static_cast<std::int64_t>(std::llround(t));
}

double nsPerPixel(std::int64_t rangeStart, std::int64_t rangeEnd, double width)
{
    const long double span = static_cast<long double>(rangeEnd) - static_cast<long double>(rangeStart);
    if (width <= 0)
        return span > 0 ? static_cast<double>(span) : 1e-9;
    const double v = static_cast<double>(span / static_cast<long double>(width));
    return v > 1e-9 ? v : 1e-9;
}

std::int64_t bucketSizeNs(std::int64_t rangeStart, std::int64_t rangeEnd, double width, int bucketsPerPixel)
{
    const double perBucket = nsPerPixel(rangeStart, rangeEnd, width) / (bucketsPerPixel > 0 ? bucketsPerPixel : 1);
    std::int64_t bucket = 1;
    while (bucket < (std::int64_t{1} << 62) && static_cast<double>(bucket) * 2 <= perBucket)
        bucket *= 2;
    return bucket;
}

RowHit rowAt(int y, std::span<const int> rowHeights)
{
    if (y < 0)
        return {};
    long long top = 0;
    for (std::size_t i = 0; i < rowHeights.size(); ++i) {
        const int h = rowHeights[i] > 0 ? rowHeights[i] : 0;
        if (y < top + h)
            return {static_cast<int>(i), static_cast<int>(y - top)};
        top += h;
    }
    return {};
}

int rowTop(int row, std::span<const int> rowHeights)
{
    long long top = 0;
    for (std::size_t i = 0; i < rowHeights.size() && static_cast<long long>(i) < row; ++i)
        top += rowHeights[i] > 0 ? rowHeights[i] : 0;
    return static_cast<int>(top > std::numeric_limits<int>::max() ? std::numeric_limits<int>::max() : top);
}

} // namespace faultline::timeline
