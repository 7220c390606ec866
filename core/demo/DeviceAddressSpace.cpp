#include "DeviceAddressSpace.h"

#include "DemoUnits.h"

#include <iterator>

namespace faultline::capture::demo {

namespace {

std::uint64_t pages(std::uint64_t bytes)
{
    return (bytes + 2 * kMiB - 1) / (2 * kMiB) * (2 * kMiB);
}

} // namespace

DeviceAddressSpace::DeviceAddressSpace(std::uint64_t size)
{
    m_free.emplace(0, size);
}

std::uint64_t DeviceAddressSpace::take(std::uint64_t bytes)
{
    bytes = pages(bytes);
    for (auto it = m_free.begin(); it != m_free.end(); ++it) {
        if (it->second < bytes)
            continue;
        const std::uint64_t at = it->first;
        const std::uint64_t left = it->second - bytes;
        m_free.erase(it);
        if (left > 0)
            m_free.emplace(at + bytes, left);
        return at;
    }
    return 0; // never reached: the demos hold a small part of the space
}

void DeviceAddressSpace::give(std::uint64_t at, std::uint64_t bytes)
{
    bytes = pages(bytes);
    auto it = m_free.emplace(at, bytes).first;
    const auto next = std::next(it);
    if (next != m_free.end() && at + bytes == next->first) {
        it->second += next->second;
        m_free.erase(next);
    }
    if (it != m_free.begin()) {
        const auto previous = std::prev(it);
        if (previous->first + previous->second == it->first) {
            previous->second += it->second;
            m_free.erase(it);
        }
    }
}

} // namespace faultline::capture::demo
