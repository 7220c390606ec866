#pragma once

#include "Protocol.h"

#include <string_view>

namespace faultline::protocol {

// Turns one frame's payload into a wire::Envelope and checks it against the schema's limits:
// a known message type, no field this side does not know, every value in range (Protocol.h).
// Whatever it refuses comes back as the Error to answer with; it never throws or aborts, since
// the bytes come from the other end of an SSH connection or a socket.
class MessageValidator
{
public:
    [[nodiscard]] static bool decode(std::string_view payload, wire::Envelope* message, ProtocolError* error);
    [[nodiscard]] static bool validate(const wire::Envelope& message, ProtocolError* error);

    // "event_batch" for the body of `message` ("none" when it has none).
    [[nodiscard]] static std::string_view bodyName(const wire::Envelope& message);
};

} // namespace faultline::protocol
