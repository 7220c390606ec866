#pragma once

// Where `faultline-probe serve` and `replay --serve` get what they stream: an existing capture
// (ReplaySource) or the processes on the node (LiveSource). StreamServer speaks the protocol and
// asks the source; a source knows nothing of frames or sessions.

#include "CaptureTypes.h"
#include "ContextCodec.h"
#include "Protocol.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::probe {

struct SourcePull
{
    enum class Kind : std::uint8_t {
        Events, // events were appended
        Wait,   // none due yet: ask again after waitNs
        End,    // the capture is over (endReason says why)
    };
    Kind kind = Kind::Wait;
    std::int64_t waitNs = 0;
    std::int64_t producedNs = 0; // CLOCK_REALTIME at which the oldest appended event was produced
    std::string endReason;
};

class StreamSource
{
public:
    virtual ~StreamSource() = default;

    [[nodiscard]] virtual std::string node() const = 0;
    [[nodiscard]] virtual std::vector<std::string> capabilities() const = 0;
    virtual void listProcesses(const wire::ListProcesses& request, wire::ProcessList* reply) = 0;

    // Starts a capture (or resumes one: request.resume); false with the error to answer.
    [[nodiscard]] virtual bool start(const wire::StartCapture& request, wire::CaptureStarted* reply,
                                     protocol::ProtocolError* error) = 0;
    // What the capture knows besides events that was not handed out yet.
    virtual void takeContext(protocol::CaptureContext* context) = 0;
    // Stacks to define before the first event (a replay sends its capture's every stack, used
    // by a stored event or not), once per capture.
    virtual void takeStacks(std::vector<std::int64_t>* hashes) = 0;
    // Up to `max` events that are due, appended to `events`.
    [[nodiscard]] virtual SourcePull pull(std::vector<capture::EventRecord>* events, std::size_t max) = 0;
    // The client asked to stop: pull() ends the capture from now on.
    virtual void stop() = 0;

    [[nodiscard]] virtual std::string_view commName(std::uint32_t commId) = 0;
    [[nodiscard]] virtual const std::vector<capture::StackFrame>* stackFrames(std::int64_t hash) = 0;
    virtual void fillStatus(wire::Status* status) = 0;
};

} // namespace faultline::probe
