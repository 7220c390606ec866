#pragma once

#include "CaptureTypes.h"
#include "Protocol.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace faultline::protocol {

// What a capture knows besides its events, in capture types (wire::Context on the wire).
struct CaptureContext
{
    std::vector<capture::ThreadInfo> threads;
    std::vector<capture::ProcessInfo> processes; // names, and job ranks where known
    std::vector<capture::CgroupInfo> cgroups;
    std::vector<capture::SystemSnapshot> samples;
    std::vector<capture::Session> sessions;
    std::vector<capture::MetaEntry> meta;
    std::vector<std::pair<std::uint8_t, std::int64_t>> dropTotals; // (source, every event lost so far)

    [[nodiscard]] bool empty() const;
};

class ContextCodec
{
public:
    // Appends Context messages holding `context`, split so that each fits a frame. The job rank
    // fields only `withJobRanks`: for a peer that named kCapJobRanks (another would refuse them).
    static void encode(const CaptureContext& context, std::vector<wire::Envelope>* out, bool withJobRanks = false);
    static void decode(const wire::Context& message, CaptureContext* context);
};

} // namespace faultline::protocol
