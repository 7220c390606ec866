#pragma once

#include <cstdint>
#include <map>

namespace faultline::capture::demo {

// Device virtual addresses as the driver hands them out: first fit in 2 MiB pages, an address
// used again once it was given back. Offsets from the start of the space.
class DeviceAddressSpace
{
public:
    explicit DeviceAddressSpace(std::uint64_t size);

    [[nodiscard]] std::uint64_t take(std::uint64_t bytes);
    void give(std::uint64_t at, std::uint64_t bytes);

private:
    std::map<std::uint64_t, std::uint64_t> m_free; // offset -> size
};

} // namespace faultline::capture::demo
