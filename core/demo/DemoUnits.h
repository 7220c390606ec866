#pragma once

#include <cstdint>

namespace faultline::capture::demo {

// Times in nanoseconds, sizes in bytes, as the capture stores them.
inline constexpr std::int64_t kUs = 1'000;
inline constexpr std::int64_t kMs = 1'000'000;
inline constexpr std::int64_t kSec = 1'000'000'000;
inline constexpr std::uint64_t kKiB = 1ULL << 10;
inline constexpr std::uint64_t kMiB = 1ULL << 20;

} // namespace faultline::capture::demo
