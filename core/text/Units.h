#pragma once

// Durations and sizes for people, one rule each, for every report, view and export.

#include <cstdint>
#include <string>

namespace faultline::text {

// "850 ns", "12.50 µs", "224.3 µs", "1.25 ms", "12.5 ms", "3.02 s": nanoseconds below 1 µs,
// then µs and ms with two decimals below 10 and one above, seconds with two.
[[nodiscard]] std::string formatDuration(std::int64_t ns);

// "17 B", "1.50 KiB", "12.5 MiB", "256 GiB": binary units, three significant digits (two
// decimals below 10, one below 100, none above), bytes as an integer.
[[nodiscard]] std::string formatBytes(std::uint64_t bytes);

// A signed difference: "+1.25 ms", "−12.5 MiB" (U+2212, as a typeset minus), "+0 ns".
[[nodiscard]] std::string formatSignedDuration(std::int64_t ns);
[[nodiscard]] std::string formatSignedBytes(std::int64_t bytes);

// `v` with `decimals` decimals and a point, whatever the locale: "2.7".
[[nodiscard]] std::string formatFixed(double v, int decimals);

// A share as a percentage: one decimal below 10 %, none above ("4.5 %", "72 %").
[[nodiscard]] std::string formatPercent(double fraction);

// How much `to` changed against `from`, as every comparison writes it: "−18 %", "+4.5 %", "0 %",
// "×25" from ten times up; empty when `from` is zero (no base to compare with).
[[nodiscard]] std::string formatRelativeChange(double from, double to);
// A signed number with `decimals` decimals: "+3", "−4.2", "0" (U+2212 as the minus).
[[nodiscard]] std::string formatSignedNumber(double v, int decimals);

} // namespace faultline::text
