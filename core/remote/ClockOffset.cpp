#include "ClockOffset.h"

#include <cstdio>
#include <cstdlib>

namespace faultline::remote {

void ClockOffsetEstimator::add(const ClockSample& sample)
{
    if (sample.peerNs <= 0 || sample.receivedNs < sample.sentNs)
        return;
    ++m_samples;
    m_best.samples = m_samples;
    const std::int64_t roundTrip = sample.receivedNs - sample.sentNs;
    if (m_best.known && roundTrip >= m_best.roundTripNs)
        return;
    // sent + roundTrip / 2 rather than (sent + received) / 2, which overflows near INT64_MAX.
    const std::int64_t midpoint = sample.sentNs + roundTrip / 2;
    m_best.known = true;
    m_best.offsetNs = sample.peerNs - midpoint;
    // Rounded up: the midpoint was rounded down, so the bound still holds for an odd round trip.
    m_best.uncertaintyNs = roundTrip - roundTrip / 2;
    m_best.roundTripNs = roundTrip;
}

std::string formatSignedDuration(std::int64_t ns)
{
    const double magnitude = std::abs(static_cast<double>(ns));
    const char sign = ns < 0 ? '-' : '+';
    char text[64];
    if (magnitude >= 1e9)
        std::snprintf(text, sizeof text, "%c%.3f s", sign, magnitude / 1e9);
    else if (magnitude >= 1e6)
        std::snprintf(text, sizeof text, "%c%.3f ms", sign, magnitude / 1e6);
    else
        std::snprintf(text, sizeof text, "%c%.1f µs", sign, magnitude / 1e3);
    return text;
}

std::string formatClockOffset(const ClockOffset& offset)
{
    if (!offset.known)
        return "unknown";
    std::string uncertainty = formatSignedDuration(offset.uncertaintyNs);
    uncertainty.erase(0, 1); // always positive: no sign after "±"
    return formatSignedDuration(offset.offsetNs) + " ± " + uncertainty;
}

} // namespace faultline::remote
