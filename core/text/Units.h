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

} // namespace faultline::text
