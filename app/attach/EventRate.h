#pragma once

#include <cstdint>
#include <deque>

namespace faultline {

// Events per second of a live capture: the median of the rates between successive samples over
// the last few seconds, so that one late batch does not make the figure jump.
class EventRate
{
public:
    explicit EventRate(std::int64_t windowNs = 5'000'000'000)
        : m_windowNs(windowNs)
    {
    }

    // The running total of events at `nowNs` (a monotonic clock).
    void add(std::int64_t nowNs, std::uint64_t events);
    void clear() { m_samples.clear(); }
    // 0 until two samples at least a second apart are in the window (per-second rates).
    [[nodiscard]] double perSecond() const;

private:
    struct Sample
    {
        std::int64_t ns = 0;
        std::uint64_t events = 0;
    };
    std::int64_t m_windowNs;
    std::deque<Sample> m_samples;
};

} // namespace faultline
