#pragma once

#include "AccessPolicy.h"
#include "StreamSource.h"

#include <string>
#include <vector>

namespace faultline::probe {

// `faultline-probe serve`: the processes on this node. It answers the handshake, lists the
// processes the client may trace and checks a capture's targets against the access policy.
// Streaming the recorder's events needs a hook in Recorder that it does not have yet, so a
// StartCapture that passes the checks is answered NOT_SUPPORTED, with what to do instead.
class LiveSource : public StreamSource
{
public:
    LiveSource(AccessPolicy policy, std::string node);

    [[nodiscard]] std::string node() const override { return m_node; }
    [[nodiscard]] std::vector<std::string> capabilities() const override;
    void listProcesses(const wire::ListProcesses& request, wire::ProcessList* reply) override;
    [[nodiscard]] bool start(const wire::StartCapture& request, wire::CaptureStarted* reply,
                             protocol::ProtocolError* error) override;
    void takeContext(protocol::CaptureContext* context) override;
    void takeStacks(std::vector<std::int64_t>*) override { }
    [[nodiscard]] SourcePull pull(std::vector<capture::EventRecord>* events, std::size_t max) override;
    void stop() override { }
    [[nodiscard]] std::string_view commName(std::uint32_t commId) override;
    [[nodiscard]] const std::vector<capture::StackFrame>* stackFrames(std::int64_t hash) override;
    void fillStatus(wire::Status* status) override;

private:
    AccessPolicy m_policy;
    std::string m_node;
};

} // namespace faultline::probe
