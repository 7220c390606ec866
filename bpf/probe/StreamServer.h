#pragma once

#include "EventStreamEncoder.h"
#include "MessageChannel.h"
#include "StreamSource.h"

#include <cstdint>
#include <string>
#include <vector>

namespace faultline::probe {

// The server side of one connection (Protocol.h): the handshake, then requests answered from
// the source, and while a capture runs its events, context and a status once a second. Ends when
// the peer goes away (end of input, a failed write), on an error, or when `stopFd` is readable
// (a signal); a running capture is stopped first.
class StreamServer
{
public:
    struct Options
    {
        int helloTimeoutMs = 30'000;
        std::int64_t statusIntervalNs = 1'000'000'000;
    };

    StreamServer(protocol::MessageChannel& channel, StreamSource& source);
    StreamServer(protocol::MessageChannel& channel, StreamSource& source, Options options);

    // 0 when the connection ended as it should (the peer left, the probe was asked to stop), 1
    // after an error (error() says which, and the peer was told when it could still listen).
    [[nodiscard]] int run(int stopFd = -1);

    [[nodiscard]] const std::string& error() const { return m_error; }
    [[nodiscard]] std::uint64_t eventsSent() const { return m_eventsSent; }

private:
    [[nodiscard]] bool handshake(int stopFd, bool* done);
    [[nodiscard]] bool handle(const wire::Envelope& message);
    [[nodiscard]] bool streamOnce(std::int64_t* waitNs);
    [[nodiscard]] bool sendContext();
    [[nodiscard]] bool sendStatus();
    [[nodiscard]] bool endCapture(const std::string& reason);
    [[nodiscard]] bool sendAll(std::vector<wire::Envelope>& messages);
    int fail(const protocol::ProtocolError& error);
    int finish();

    protocol::MessageChannel& m_channel;
    StreamSource& m_source;
    Options m_options;
    protocol::EventStreamEncoder m_encoder;
    std::string m_error;
    bool m_capturing = false;
    std::uint64_t m_nextSequence = 1;
    std::uint64_t m_eventsSent = 0;
    std::int64_t m_nextStatusNs = 0;
    std::vector<capture::EventRecord> m_events;
    std::vector<wire::Envelope> m_out;
    std::string m_frames;
};

} // namespace faultline::probe
