#pragma once

// A wire frame built by hand (Protocol.h: a 32-bit little-endian length, then the payload), for
// the tests that send what no encoder would: malformed, unknown or out-of-order messages.

#include <cstdint>
#include <string>

namespace faultline::test {

inline std::string frameOf(const std::string& payload)
{
    const auto n = static_cast<std::uint32_t>(payload.size());
    return std::string{static_cast<char>(n), static_cast<char>(n >> 8), static_cast<char>(n >> 16),
                       static_cast<char>(n >> 24)}
    + payload;
}

} // namespace faultline::test
