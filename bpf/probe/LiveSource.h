#pragma once

#include "AccessPolicy.h"
#include "LiveFeed.h"
#include "ReplaySource.h"
#include "StreamSource.h"

#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace faultline::probe {

struct LiveOptions
{
    std::string node;
    // Where the node keeps its captures: `<dir>/<capture id>.db`. Created when missing.
    std::string captureDir = "/var/lib/faultline-probe/captures";
    OutputOwner owner;       // whose the captures are (the sudo user, the socket peer)
    std::string description; // how the probe was started, for the capture's metadata
};

// `faultline-probe serve`: the processes on this node. It lists the processes the client may
// trace, and a StartCapture records them with a Recorder on its own thread, into a capture on
// the node, while the events stream to the client. When the connection drops the recording
// stops and the capture is finished; a client that comes back asks to resume it and gets the
// rest from that file, so nothing is lost or sent twice.
class LiveSource : public StreamSource
{
public:
    LiveSource(AccessPolicy policy, LiveOptions options);
    ~LiveSource() override;
    LiveSource(const LiveSource&) = delete;
    LiveSource& operator=(const LiveSource&) = delete;

    [[nodiscard]] std::string node() const override { return m_options.node; }
    [[nodiscard]] std::vector<std::string> capabilities() const override;
    void listProcesses(const wire::ListProcesses& request, wire::ProcessList* reply) override;
    [[nodiscard]] bool start(const wire::StartCapture& request, wire::CaptureStarted* reply,
                             protocol::ProtocolError* error) override;
    void takeContext(protocol::CaptureContext* context) override;
    void takeStacks(std::vector<std::int64_t>* hashes) override;
    [[nodiscard]] SourcePull pull(std::vector<capture::EventRecord>* events, std::size_t max) override;
    void stop() override;
    [[nodiscard]] std::string_view commName(std::uint32_t commId) override;
    [[nodiscard]] const std::vector<capture::StackFrame>* stackFrames(std::int64_t hash) override;
    void fillStatus(wire::Status* status) override;

    // The node's capture being recorded or resumed ("" before a start).
    [[nodiscard]] const std::string& capturePath() const { return m_capturePath; }

    // "live-<node>-<UTC time>-<pid>": letters, digits, '.', '_' and '-' only.
    [[nodiscard]] static bool validCaptureId(const std::string& id);

private:
    [[nodiscard]] bool resume(const wire::StartCapture& request, wire::CaptureStarted* reply,
                              protocol::ProtocolError* error);
    [[nodiscard]] bool checkTargets(const wire::StartCapture& request, std::vector<std::uint32_t>* pids,
                                    protocol::ProtocolError* error);
    void joinRecorder();

    AccessPolicy m_policy;
    LiveOptions m_options;
    std::string m_capturePath;

    // A live recording.
    LiveFeed m_feed;
    std::atomic<bool> m_stopRequest{false};
    std::thread m_recorder;
    bool m_live = false;

    // A resumed one.
    std::unique_ptr<ReplaySource> m_replay;
};

} // namespace faultline::probe
