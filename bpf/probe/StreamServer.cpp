#include "StreamServer.h"

#include "FrameDecoder.h"
#include "MessageValidator.h"

#include <algorithm>

namespace faultline::probe {

namespace {

// Events per pull: a few frames' worth, so the input is polled between them.
constexpr std::size_t kEventsPerPull = 4 * protocol::EventStreamEncoder::kDefaultBatchEvents;

} // namespace

StreamServer::StreamServer(protocol::MessageChannel& channel, StreamSource& source)
    : StreamServer(channel, source, Options{})
{
}

StreamServer::StreamServer(protocol::MessageChannel& channel, StreamSource& source, Options options)
    : m_channel(channel)
    , m_source(source)
    , m_options(options)
    , m_encoder([&source](std::uint32_t id) { return source.commName(id); },
                [&source](std::int64_t hash) { return source.stackFrames(hash); })
{
}

int StreamServer::fail(const protocol::ProtocolError& error)
{
    m_channel.fail(error);
    m_error = m_channel.error();
    if (m_capturing) {
        m_source.stop();
        m_capturing = false;
    }
    return 1;
}

int StreamServer::finish()
{
    if (m_capturing) {
        m_source.stop();
        m_capturing = false;
    }
    if (m_error.empty())
        m_error = m_channel.error();
    if (m_channel.peerGone()) {
        m_error = "the client went away";
        return 0;
    }
    return 1;
}

bool StreamServer::handshake(int stopFd, bool* done)
{
    wire::Envelope message;
    switch (m_channel.receive(&message, m_options.helloTimeoutMs, stopFd)) {
    case protocol::MessageChannel::Received::Message: break;
    case protocol::MessageChannel::Received::Timeout:
        static_cast<void>(fail(protocol::makeError(
            wire::TIMED_OUT, "no hello within " + std::to_string(m_options.helloTimeoutMs / 1000) + " s")));
        return false;
    case protocol::MessageChannel::Received::Woken:
    case protocol::MessageChannel::Received::Closed: *done = true; return true;
    case protocol::MessageChannel::Received::Failed: m_error = m_channel.error(); return false;
    }
    if (message.has_error()) {
        m_error = "the client sent " + m_channel.error();
        return false;
    }
    wire::Envelope reply;
    wire::Hello* hello = reply.mutable_hello();
    hello->set_protocol_version(protocol::kProtocolVersion);
    hello->set_software("faultline-probe " FAULTLINE_VERSION);
    for (const std::string& capability : m_source.capabilities())
        hello->add_capabilities(capability);
    hello->set_node(m_source.node().substr(0, 256));
    protocol::readClock(hello->mutable_clock());
    if (!m_channel.send(reply)) {
        m_error = m_channel.error();
        return false;
    }
    return true;
}

int StreamServer::run(int stopFd)
{
    bool done = false;
    if (!handshake(stopFd, &done))
        return m_channel.peerGone() ? 0 : 1;
    if (done)
        return 0;
    for (;;) {
        std::int64_t waitNs = -1;
        if (m_capturing) {
            if (!streamOnce(&waitNs))
                return finish();
            const std::int64_t now = protocol::monotonicNs();
            if (m_capturing && now >= m_nextStatusNs) {
                if (!sendStatus())
                    return finish();
                m_nextStatusNs = now + m_options.statusIntervalNs;
            }
            if (m_capturing) {
                const std::int64_t untilStatus = std::max<std::int64_t>(0, m_nextStatusNs - now);
                waitNs = waitNs < 0 ? untilStatus : std::min(waitNs, untilStatus);
            }
        }
        const int timeoutMs = waitNs < 0
            ? -1
            : static_cast<int>(std::min<std::int64_t>((waitNs + 999'999) / 1'000'000, 60'000));

        wire::Envelope message;
        switch (m_channel.receive(&message, timeoutMs, stopFd)) {
        case protocol::MessageChannel::Received::Message:
            if (message.has_error()) {
                m_error = "the client sent " + m_channel.error();
                if (m_capturing)
                    m_source.stop();
                return 1;
            }
            if (!handle(message))
                return finish();
            break;
        case protocol::MessageChannel::Received::Timeout: break;
        case protocol::MessageChannel::Received::Woken:
            if (m_capturing) {
                m_source.stop();
                static_cast<void>(endCapture("the probe was asked to stop"));
            }
            m_error = "asked to stop";
            return 0;
        case protocol::MessageChannel::Received::Closed:
            if (m_capturing)
                m_source.stop();
            m_error = "the client went away";
            return 0;
        case protocol::MessageChannel::Received::Failed:
            if (m_capturing)
                m_source.stop();
            m_error = m_channel.error();
            return m_channel.peerGone() ? 0 : 1;
        }
    }
}

bool StreamServer::handle(const wire::Envelope& message)
{
    switch (message.body_case()) {
    case wire::Envelope::kListProcesses: {
        wire::Envelope reply;
        m_source.listProcesses(message.list_processes(), reply.mutable_process_list());
        return m_channel.send(reply);
    }
    case wire::Envelope::kGetStatus: return sendStatus();
    case wire::Envelope::kStartCapture: {
        wire::Envelope reply;
        protocol::ProtocolError error;
        if (!m_source.start(message.start_capture(), reply.mutable_capture_started(), &error)) {
            static_cast<void>(fail(error));
            return false;
        }
        if (!m_channel.send(reply))
            return false;
        m_capturing = true;
        m_nextSequence = reply.capture_started().first_sequence();
        m_nextStatusNs = protocol::monotonicNs() + m_options.statusIntervalNs;
        std::vector<std::int64_t> stacks;
        m_source.takeStacks(&stacks);
        m_out.clear();
        m_encoder.defineStacks(stacks, &m_out);
        return sendAll(m_out) && sendContext();
    }
    case wire::Envelope::kStopCapture:
        if (m_capturing)
            m_source.stop();
        return true;
    default: break;
    }
    // The session lets nothing else through.
    static_cast<void>(fail(protocol::makeError(
        wire::UNEXPECTED_MESSAGE, "cannot handle " + std::string(protocol::MessageValidator::bodyName(message)))));
    return false;
}

bool StreamServer::sendAll(std::vector<wire::Envelope>& messages)
{
    m_frames.clear();
    for (const wire::Envelope& m : messages) {
        protocol::ProtocolError refused;
        if (!m_channel.session().onSend(m, &refused)) {
            m_error = refused.message;
            return false;
        }
        if (!protocol::appendFrame(m, &m_frames)) {
            m_error = "a " + std::string(protocol::MessageValidator::bodyName(m)) + " message over the frame limit";
            return false;
        }
    }
    messages.clear();
    return m_frames.empty() || m_channel.sendEncoded(m_frames);
}

bool StreamServer::sendContext()
{
    protocol::CaptureContext context;
    m_source.takeContext(&context);
    if (context.empty())
        return true;
    m_out.clear();
    // A client that did not ask for job ranks would refuse the fields (an older one).
    protocol::ContextCodec::encode(context, &m_out, m_channel.session().peerHas(protocol::kCapJobRanks));
    return sendAll(m_out);
}

bool StreamServer::streamOnce(std::int64_t* waitNs)
{
    m_events.clear();
    const SourcePull pull = m_source.pull(&m_events, kEventsPerPull);
    // What was published with these events goes before them: the process they belong to, with
    // the job rank the receiver writes into their rows.
    if (!sendContext())
        return false;
    switch (pull.kind) {
    case SourcePull::Kind::Events:
        m_out.clear();
        m_encoder.encode(m_events.data(), m_events.size(), m_nextSequence, pull.producedNs, &m_out);
        m_nextSequence += m_events.size();
        m_eventsSent += m_events.size();
        *waitNs = 0;
        return sendAll(m_out);
    case SourcePull::Kind::Wait: *waitNs = std::max<std::int64_t>(0, pull.waitNs); return true;
    case SourcePull::Kind::End: *waitNs = -1; return endCapture(pull.endReason);
    }
    return true;
}

bool StreamServer::sendStatus()
{
    wire::Envelope message;
    wire::Status* status = message.mutable_status();
    m_source.fillStatus(status);
    status->set_capturing(m_capturing);
    status->set_last_sequence(m_nextSequence - 1);
    protocol::readClock(status->mutable_clock());
    return m_channel.send(message);
}

bool StreamServer::endCapture(const std::string& reason)
{
    m_capturing = false;
    if (!sendContext() || !sendStatus())
        return false;
    wire::Envelope message;
    message.mutable_capture_ended()->set_reason(protocol::validUtf8(reason));
    message.mutable_capture_ended()->set_last_sequence(m_nextSequence - 1);
    return m_channel.send(message);
}

} // namespace faultline::probe
