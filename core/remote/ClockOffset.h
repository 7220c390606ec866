#pragma once

#include <cstdint>
#include <string>

namespace faultline::remote {

// One exchange with a node: the client's CLOCK_REALTIME when the request left (`sentNs`) and
// when the answer arrived (`receivedNs`), and the node's CLOCK_REALTIME that the answer carries.
struct ClockSample
{
    std::int64_t sentNs = 0;
    std::int64_t peerNs = 0;
    std::int64_t receivedNs = 0;
};

// How far a node's clock is ahead of the client's (negative: behind), NTP-style: the node read its
// clock somewhere between sentNs and receivedNs, so with the midpoint as the guess the true offset
// lies within ± half the round trip of it, whatever the two directions took.
struct ClockOffset
{
    bool known = false;
    std::int64_t offsetNs = 0;      // node clock - client clock
    std::int64_t uncertaintyNs = 0; // half the round trip of the sample it comes from
    std::int64_t roundTripNs = 0;
    int samples = 0; // exchanges considered

    // A time read on the node, on the client's clock.
    [[nodiscard]] std::int64_t toClient(std::int64_t nodeNs) const { return nodeNs - offsetNs; }
    bool operator==(const ClockOffset&) const = default;
};

// Keeps the sample with the shortest round trip: queueing delays only ever lengthen it, so the
// shortest one bounds the offset most tightly (Cristian's algorithm, NTP's clock filter).
class ClockOffsetEstimator
{
public:
    // Samples that run backwards (received before sent) or carry no node clock are ignored.
    void add(const ClockSample& sample);
    [[nodiscard]] ClockOffset estimate() const { return m_best; }

private:
    ClockOffset m_best;
    int m_samples = 0;
};

// "+1.234 ms ± 0.050 ms", "-3.2 s ± 12 ms"; "unknown" when not measured.
[[nodiscard]] std::string formatClockOffset(const ClockOffset& offset);
// "+1.234 ms": a signed duration in the unit that suits it.
[[nodiscard]] std::string formatSignedDuration(std::int64_t ns);

} // namespace faultline::remote
