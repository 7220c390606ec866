#include "Units.h"

#include <cmath>
#include <cstdint>
#include <cstdio>

namespace faultline::text {

std::string formatDuration(std::int64_t ns)
{
    char buffer[64];
    const double v = static_cast<double>(ns);
    if (ns < 1000)
        std::snprintf(buffer, sizeof buffer, "%lld ns", static_cast<long long>(ns));
    else if (ns < 1000000)
        std::snprintf(buffer, sizeof buffer, "%.*f µs", v < 1e4 ? 2 : 1, v / 1e3);
    else if (ns < 1000000000)
        std::snprintf(buffer, sizeof buffer, "%.*f ms", v < 1e7 ? 2 : 1, v / 1e6);
    else
        std::snprintf(buffer, sizeof buffer, "%.2f s", v / 1e9);
    return buffer;
}

std::string formatBytes(std::uint64_t bytes)
{
    static const char* const kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    char buffer[64];
    if (bytes < 1024) {
        std::snprintf(buffer, sizeof buffer, "%llu B", static_cast<unsigned long long>(bytes));
        return buffer;
    }
    double v = static_cast<double>(bytes);
    int unit = 0;
    while (v >= 1024.0 && unit < 6) {
        v /= 1024.0;
        ++unit;
    }
    const int decimals = v < 10 ? 2 : (v < 100 ? 1 : 0);
    std::snprintf(buffer, sizeof buffer, "%.*f %s", decimals, v, kUnits[unit]);
    return buffer;
}

namespace {

constexpr const char* kMinus = "\u2212";

} // namespace

std::string formatSignedDuration(std::int64_t ns)
{
    // The magnitude of INT64_MIN does not fit: one nanosecond less is as good for people.
    const std::int64_t magnitude = ns == INT64_MIN ? INT64_MAX : (ns < 0 ? -ns : ns);
    return (ns < 0 ? kMinus : "+") + formatDuration(magnitude);
}

std::string formatSignedBytes(std::int64_t bytes)
{
    const std::uint64_t magnitude = bytes < 0 ? static_cast<std::uint64_t>(-(bytes + 1)) + 1
                                              : static_cast<std::uint64_t>(bytes);
    return (bytes < 0 ? kMinus : "") + formatBytes(magnitude);
}

std::string formatFixed(double v, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return buffer;
}

std::string formatPercent(double fraction)
{
    return formatFixed(100.0 * fraction, fraction < 0.1 ? 1 : 0) + " %";
}

std::string formatRelativeChange(double from, double to)
{
    if (from == 0)
        return {};
    const double f = (to - from) / from;
    if (f >= 9) // "×25" reads better than "+2400 %"
        return "\u00d7" + formatFixed(f + 1, f + 1 < 100 ? 1 : 0);
    if (f == 0)
        return "0 %";
    return (f < 0 ? kMinus : "+") + formatPercent(f < 0 ? -f : f);
}

std::string formatSignedNumber(double v, int decimals)
{
    const double magnitude = std::fabs(v);
    const std::string text = formatFixed(magnitude, decimals);
    if (std::round(magnitude * std::pow(10.0, decimals)) == 0)
        return text; // "0", "0.0": no sign
    return (v < 0 ? kMinus : "+") + text;
}

} // namespace faultline::text
