#pragma once

#include <QString>

namespace faultline {

// Text for times on the timeline: wall-clock time of day, offsets from the capture start and
// tick spacing. Local time, like the clock on the user's wall.
class TimeFormat
{
public:
    // Distance between ruler ticks: 1, 2 or 5 × 10^k ns, the smallest that keeps ticks at least
    // `minSpacingPx` apart. At least 1 ns; the whole range when width <= 0.
    [[nodiscard]] static qint64 tickStep(qint64 rangeNs, double widthPx, double minSpacingPx);
    // "14:03:12", "14:03:12.250", "14:03:12.250125", "14:03:12.250125375": as many fraction
    // digits as `resolutionNs` needs.
    [[nodiscard]] static QString clock(qint64 unixNs, qint64 resolutionNs);
    // "2025-11-21"
    [[nodiscard]] static QString date(qint64 unixNs);
    // "+12.25 s" since the capture start, as many decimals as `resolutionNs` needs ("−" before it).
    [[nodiscard]] static QString offset(qint64 ns, qint64 resolutionNs);
    // "2025-11-21 14:03:12.250125375", full precision.
    [[nodiscard]] static QString dateTime(qint64 unixNs);
    // Decimal digits of a second needed to show steps of `resolutionNs` (0..9).
    [[nodiscard]] static int fractionDigits(qint64 resolutionNs);
};

} // namespace faultline
