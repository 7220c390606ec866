#include "MessageChannel.h"

#include "MessageValidator.h"

namespace faultline::protocol {

MessageChannel::MessageChannel(int readFd, int writeFd, Role role, std::string software)
    : m_reader(readFd)
    , m_writer(writeFd)
    , m_session(role, std::move(software))
{
}

bool MessageChannel::send(const wire::Envelope& message)
{
    ProtocolError refused;
    if (!m_session.onSend(message, &refused)) {
        m_error = refused.message;
        return false;
    }
    if (!m_writer.write(message)) {
        m_error = m_writer.error();
        m_session.close();
        return false;
    }
    return true;
}

bool MessageChannel::sendEncoded(std::string_view frames)
{
    if (m_session.closed()) {
        m_error = "the connection is closed";
        return false;
    }
    if (!m_writer.writeRaw(frames)) {
        m_error = m_writer.error();
        m_session.close();
        return false;
    }
    return true;
}

void MessageChannel::fail(const ProtocolError& error)
{
    m_protocolError = error;
    if (m_error.empty())
        m_error = std::string(errorCodeName(error.code)) + ": " + error.message;
    if (!m_session.closed() && !m_writer.peerGone()) {
        wire::Envelope reply;
        reply.mutable_error()->set_code(static_cast<wire::ErrorCode>(error.code));
        reply.mutable_error()->set_message(validUtf8(error.message));
        static_cast<void>(m_writer.write(reply));
    }
    m_session.close();
}

MessageChannel::Received MessageChannel::receive(wire::Envelope* message, int timeoutMs, int wakeFd)
{
    if (m_session.closed()) {
        m_error = m_error.empty() ? std::string("the connection is closed") : m_error;
        return Received::Failed;
    }
    std::string_view payload;
    switch (m_reader.read(&payload, timeoutMs, wakeFd)) {
    case FrameReader::Result::Frame: break;
    case FrameReader::Result::Timeout: return Received::Timeout;
    case FrameReader::Result::Woken: return Received::Woken;
    case FrameReader::Result::Closed: m_session.close(); return Received::Closed;
    case FrameReader::Result::Truncated:
    case FrameReader::Result::IoError:
        m_error = m_reader.error();
        m_session.close();
        return Received::Failed;
    case FrameReader::Result::TooLarge:
        m_error.clear();
        fail(makeError(wire::FRAME_TOO_LARGE, m_reader.error()));
        return Received::Failed;
    }

    ProtocolError error;
    if (!MessageValidator::decode(payload, message, &error) || !m_session.onReceive(*message, &error)) {
        m_error.clear();
        fail(error);
        return Received::Failed;
    }
    if (message->has_error()) {
        m_protocolError = ProtocolError{static_cast<int>(message->error().code()), message->error().message()};
        m_error = std::string(errorCodeName(m_protocolError.code)) + ": " + m_protocolError.message;
    }
    return Received::Message;
}

} // namespace faultline::protocol
