#pragma once

#include "Protocol.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace faultline::protocol {

// The order of messages on one connection, for either end (Protocol.h). It holds no I/O: the
// channel asks it about every message before sending it and after receiving it. A received
// message out of order is answered with the error it returns; a refused send is a bug of ours.
class ProtocolSession
{
public:
    enum class State : std::uint8_t {
        Start,     // nothing exchanged yet
        HelloSent, // client: waiting for the server's Hello
        Greeting,  // server: the client's Hello is in, ours is due
        Ready,     // no capture running
        Starting,  // StartCapture sent/received, CaptureStarted due
        Capturing,
        Stopping, // StopCapture sent/received, CaptureEnded due
        Closed,   // an Error went either way
    };

    // `software` names this side in version errors: "faultline-probe 0.1.0".
    ProtocolSession(Role role, std::string software);

    [[nodiscard]] bool onSend(const wire::Envelope& message, ProtocolError* error);
    [[nodiscard]] bool onReceive(const wire::Envelope& message, ProtocolError* error);

    [[nodiscard]] Role role() const { return m_role; }
    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] bool closed() const { return m_state == State::Closed; }
    [[nodiscard]] bool capturing() const
    {
        return m_state == State::Starting || m_state == State::Capturing || m_state == State::Stopping;
    }
    // The peer's Hello, once received.
    [[nodiscard]] const wire::Hello& peerHello() const { return m_peerHello; }
    [[nodiscard]] bool peerHas(std::string_view capability) const;
    void close() { m_state = State::Closed; }

    [[nodiscard]] static std::string_view stateName(State state);

private:
    [[nodiscard]] bool unexpected(const wire::Envelope& message, bool sending, ProtocolError* error) const;
    [[nodiscard]] bool checkVersion(const wire::Hello& hello, ProtocolError* error) const;

    Role m_role;
    std::string m_software;
    State m_state = State::Start;
    wire::Hello m_peerHello;
};

} // namespace faultline::protocol
