#include "EventRate.h"

#include <algorithm>
#include <vector>

namespace faultline {

namespace {

constexpr std::int64_t kMinimumStepNs = 1'000'000'000;

} // namespace

void EventRate::add(std::int64_t nowNs, std::uint64_t events)
{
    if (!m_samples.empty() && (nowNs < m_samples.back().ns || events < m_samples.back().events))
        m_samples.clear(); // a new capture, or a clock that went back
    // The last sample moves on until it is a step after the one before it, then stays: every
    // interval but the last is at least a step long (comparing the new time with the one before
    // the last instead left intervals of 0.75 s under 250 ms progress, and no rate at all).
    if (m_samples.size() >= 2 && m_samples.back().ns - m_samples[m_samples.size() - 2].ns < kMinimumStepNs)
        m_samples.back() = {nowNs, events};
    else
        m_samples.push_back({nowNs, events});
    while (m_samples.size() > 2 && nowNs - m_samples[1].ns > m_windowNs)
        m_samples.pop_front();
}

double EventRate::perSecond() const
{
    std::vector<double> rates;
    for (std::size_t i = 1; i < m_samples.size(); ++i) {
        const std::int64_t dt = m_samples[i].ns - m_samples[i - 1].ns;
        if (dt >= kMinimumStepNs)
            rates.push_back(static_cast<double>(m_samples[i].events - m_samples[i - 1].events) * 1e9
                            / static_cast<double>(dt));
    }
    if (rates.empty())
        return 0;
    const auto middle = rates.begin() + static_cast<std::ptrdiff_t>(rates.size() / 2);
    std::nth_element(rates.begin(), middle, rates.end());
    if (rates.size() % 2 == 1)
        return *middle;
    const double upper = *middle;
    const double lower = *std::max_element(rates.begin(), middle);
    return (lower + upper) / 2;
}

} // namespace faultline
