#pragma once

#include "Protocol.h"

#include <string_view>

namespace faultline::protocol {

// The field numbers and wire types of every message in faultline_wire.proto, and a walk of a
// serialized Envelope against them. protobuf's lite runtime keeps fields it does not know (and
// fields of the wrong wire type) as opaque unknown bytes and offers no way to see them; this walk
// refuses them before parsing, with the message and field named. Keep the tables in
// WireSchema.cpp in step with the .proto (the protocol tests round-trip every field).
class WireSchema
{
public:
    [[nodiscard]] static bool check(std::string_view payload, ProtocolError* error);
};

} // namespace faultline::protocol
