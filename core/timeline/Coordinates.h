#pragma once

#include <cstdint>
#include <span>

namespace faultline::timeline {

// Pure time <-> pixel arithmetic shared by geometry, hit testing and every painter. Times are
// unix nanoseconds; the visible range is [rangeStart, rangeEnd). Computed in long double so that
// 10^18-sized timestamps keep nanosecond precision.

// x of `time` in a view `width` pixels wide. Returns 0 when width <= 0 or the range is empty.
// No clamping: times outside the range give x outside [0, width].
[[nodiscard]] double timeToPixel(std::int64_t time, std::int64_t rangeStart, std::int64_t rangeEnd, double width);

// Time at pixel `x`, rounded to the nearest nanosecond. Returns rangeStart when width <= 0 or
// the range is empty. No clamping. Saturates instead of overflowing.
[[nodiscard]] std::int64_t pixelToTime(double x, double width, std::int64_t rangeStart, std::int64_t rangeEnd);

// Nanoseconds covered by one pixel (at least 1e-9 so callers may divide by it). Returns the
// whole range when width <= 0.
[[nodiscard]] double nsPerPixel(std::int64_t rangeStart, std::int64_t rangeEnd, double width);

// Level-of-detail bucket: the largest power of two not above rangeNs / (width * bucketsPerPixel),
// at least 1 ns. Quantised so that small zooms and pans reuse the same bucket size.
[[nodiscard]] std::int64_t bucketSizeNs(std::int64_t rangeStart, std::int64_t rangeEnd, double width,
                                        int bucketsPerPixel = 2);

struct RowHit
{
    int row = -1;   // -1 when y is above the first row or below the last
    int offset = 0; // y minus the row's top
};

// Which row the vertical position y falls in, rows stacked from 0 with the given heights.
// Zero-height rows are never hit.
[[nodiscard]] RowHit rowAt(int y, std::span<const int> rowHeights);
// Top of `row`; the total height when row >= rowHeights.size(), 0 when row <= 0.
[[nodiscard]] int rowTop(int row, std::span<const int> rowHeights);

} // namespace faultline::timeline
