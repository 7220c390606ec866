#include "ProtocolSession.h"

#include "MessageValidator.h"

#include <algorithm>

namespace faultline::protocol {

using Body = wire::Envelope::BodyCase;

ProtocolSession::ProtocolSession(Role role, std::string software)
    : m_role(role)
    , m_software(std::move(software))
{
}

std::string_view ProtocolSession::stateName(State state)
{
    switch (state) {
    case State::Start: return "start";
    case State::HelloSent: return "waiting for hello";
    case State::Greeting: return "greeting";
    case State::Ready: return "ready";
    case State::Starting: return "starting";
    case State::Capturing: return "capturing";
    case State::Stopping: return "stopping";
    case State::Closed: return "closed";
    }
    return "?";
}

bool ProtocolSession::peerHas(std::string_view capability) const
{
    return std::any_of(m_peerHello.capabilities().begin(), m_peerHello.capabilities().end(),
                       [capability](const std::string& c) { return c == capability; });
}

bool ProtocolSession::unexpected(const wire::Envelope& message, bool sending, ProtocolError* error) const
{
    if (error) {
        std::string text = sending ? "cannot send " : "did not expect ";
        text += MessageValidator::bodyName(message);
        text += " from the ";
        const bool fromClient = (m_role == Role::Client) == sending;
        text += fromClient ? "client" : "server";
        text += " while ";
        text += stateName(m_state);
        if (m_state == State::Start && !sending && m_role == Role::Server)
            text += " (hello comes first)";
        *error = makeError(wire::UNEXPECTED_MESSAGE, text);
    }
    return false;
}

bool ProtocolSession::checkVersion(const wire::Hello& hello, ProtocolError* error) const
{
    if (hello.protocol_version() == kProtocolVersion)
        return true;
    if (error) {
        const std::string peer = hello.software().empty() ? std::string("the peer") : validUtf8(hello.software(), 256);
        *error = makeError(wire::VERSION_MISMATCH,
                           m_software + " speaks protocol " + std::to_string(kProtocolVersion) + " but " + peer
                               + " speaks protocol " + std::to_string(hello.protocol_version())
                               + ": install matching versions of faultline and faultline-probe");
    }
    return false;
}

bool ProtocolSession::onSend(const wire::Envelope& m, ProtocolError* error)
{
    const Body body = m.body_case();
    if (m_state == State::Closed)
        return unexpected(m, true, error);
    if (body == Body::kError) {
        m_state = State::Closed;
        return true;
    }
    if (m_role == Role::Client) {
        switch (m_state) {
        case State::Start:
            if (body == Body::kHello) {
                m_state = State::HelloSent;
                return true;
            }
            break;
        case State::Ready:
            if (body == Body::kStartCapture) {
                m_state = State::Starting;
                return true;
            }
            if (body == Body::kListProcesses || body == Body::kGetStatus)
                return true;
            break;
        case State::Starting:
        case State::Capturing:
            if (body == Body::kStopCapture) {
                m_state = State::Stopping;
                return true;
            }
            [[fallthrough]];
        case State::Stopping:
            if (body == Body::kListProcesses || body == Body::kGetStatus)
                return true;
            break;
        default: break;
        }
        return unexpected(m, true, error);
    }

    switch (m_state) {
    case State::Greeting:
        if (body == Body::kHello) {
            m_state = State::Ready;
            return true;
        }
        break;
    case State::Ready:
        if (body == Body::kProcessList || body == Body::kStatus)
            return true;
        break;
    case State::Starting:
        if (body == Body::kCaptureStarted) {
            m_state = State::Capturing;
            return true;
        }
        break;
    case State::Capturing:
    case State::Stopping:
        switch (body) {
        case Body::kDefinitions:
        case Body::kContext:
        case Body::kEventBatch:
        case Body::kStatus:
        case Body::kProcessList: return true;
        case Body::kCaptureEnded: m_state = State::Ready; return true;
        default: break;
        }
        break;
    default: break;
    }
    return unexpected(m, true, error);
}

bool ProtocolSession::onReceive(const wire::Envelope& m, ProtocolError* error)
{
    const Body body = m.body_case();
    if (m_state == State::Closed)
        return unexpected(m, false, error);
    if (body == Body::kError) {
        m_state = State::Closed;
        return true;
    }
    if (m_role == Role::Client) {
        switch (m_state) {
        case State::HelloSent:
            if (body == Body::kHello) {
                if (!checkVersion(m.hello(), error))
                    return false;
                m_peerHello = m.hello();
                m_state = State::Ready;
                return true;
            }
            break;
        case State::Ready:
            if (body == Body::kProcessList || body == Body::kStatus)
                return true;
            break;
        case State::Starting:
            if (body == Body::kCaptureStarted) {
                m_state = State::Capturing;
                return true;
            }
            if (body == Body::kProcessList || body == Body::kStatus)
                return true;
            break;
        case State::Capturing:
        case State::Stopping:
            switch (body) {
            case Body::kCaptureStarted:
                // StopCapture went out before CaptureStarted came in.
                if (m_state == State::Stopping)
                    return true;
                break;
            case Body::kDefinitions:
            case Body::kContext:
            case Body::kEventBatch:
            case Body::kStatus:
            case Body::kProcessList: return true;
            case Body::kCaptureEnded: m_state = State::Ready; return true;
            default: break;
            }
            break;
        default: break;
        }
        return unexpected(m, false, error);
    }

    switch (m_state) {
    case State::Start:
        if (body == Body::kHello) {
            if (!checkVersion(m.hello(), error))
                return false;
            m_peerHello = m.hello();
            m_state = State::Greeting;
            return true;
        }
        break;
    case State::Ready:
        if (body == Body::kStartCapture) {
            m_state = State::Starting;
            return true;
        }
        // A StopCapture that crossed our CaptureEnded: nothing left to stop.
        if (body == Body::kListProcesses || body == Body::kGetStatus || body == Body::kStopCapture)
            return true;
        break;
    case State::Capturing:
        if (body == Body::kStopCapture) {
            m_state = State::Stopping;
            return true;
        }
        [[fallthrough]];
    case State::Stopping:
        if (body == Body::kListProcesses || body == Body::kGetStatus || body == Body::kStopCapture)
            return true;
        break;
    default: break;
    }
    return unexpected(m, false, error);
}

} // namespace faultline::protocol
