#pragma once

#include "FrameReader.h"
#include "ProtocolSession.h"

#include <cstdint>
#include <string>

namespace faultline::protocol {

// One end of a connection over blocking file descriptors (stdin/stdout, a pipe pair, a socket):
// frames in and out, every received message validated and checked against the session. What
// the other end did wrong is answered with an Error before the channel closes.
class MessageChannel
{
public:
    enum class Received : std::uint8_t {
        Message,
        Timeout,
        Woken,  // the wake descriptor is readable, or a signal interrupted the wait
        Closed, // the peer closed the connection between messages
        Failed, // see error(); the peer was sent an Error when it can still read one
    };

    MessageChannel(int readFd, int writeFd, Role role, std::string software);

    // False with error() when the peer is gone or the session refuses the message (our bug).
    [[nodiscard]] bool send(const wire::Envelope& message);
    // Frames already encoded (several at once): for the event stream, whose messages were
    // checked against the session one by one with ProtocolSession::onSend.
    [[nodiscard]] bool sendEncoded(std::string_view frames);
    [[nodiscard]] Received receive(wire::Envelope* message, int timeoutMs = -1, int wakeFd = -1);

    // Sends `error` (when the peer can still read) and closes the session.
    void fail(const ProtocolError& error);

    [[nodiscard]] ProtocolSession& session() { return m_session; }
    [[nodiscard]] const ProtocolSession& session() const { return m_session; }
    [[nodiscard]] const std::string& error() const { return m_error; }
    // The Error we sent or received last.
    [[nodiscard]] const ProtocolError& protocolError() const { return m_protocolError; }
    [[nodiscard]] bool peerGone() const { return m_writer.peerGone(); }
    [[nodiscard]] std::uint64_t bytesReceived() const { return m_reader.bytesRead(); }
    [[nodiscard]] std::uint64_t bytesSent() const { return m_writer.bytesWritten(); }

private:
    FrameReader m_reader;
    FrameWriter m_writer;
    ProtocolSession m_session;
    std::string m_error;
    ProtocolError m_protocolError;
};

} // namespace faultline::protocol
