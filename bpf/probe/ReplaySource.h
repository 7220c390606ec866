#pragma once

#include "CaptureReader.h"
#include "StreamSource.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline::probe {

// `faultline-probe replay FILE --serve`: an existing capture streamed as if it were being
// recorded, at its recorded pace times `speed` (0: as fast as the client reads), for demos and
// tests without BPF. Events are numbered in rowid order, so a client that lost its connection
// resumes from the last number it holds, in this process or another replaying the same file.
class ReplaySource : public StreamSource
{
public:
    ReplaySource() = default;

    // False with a message when the file cannot be read as a capture or speed is negative.
    [[nodiscard]] bool open(const std::string& path, double speed, std::string* error);

    [[nodiscard]] const std::string& captureId() const { return m_captureId; }
    // A live capture finished on the node keeps the id it was streamed under.
    void setCaptureId(std::string id) { m_captureId = std::move(id); }
    [[nodiscard]] std::int64_t totalEvents() const { return m_totalEvents; }

    [[nodiscard]] std::string node() const override { return m_node; }
    [[nodiscard]] std::vector<std::string> capabilities() const override;
    void listProcesses(const wire::ListProcesses& request, wire::ProcessList* reply) override;
    [[nodiscard]] bool start(const wire::StartCapture& request, wire::CaptureStarted* reply,
                             protocol::ProtocolError* error) override;
    void takeContext(protocol::CaptureContext* context) override;
    void takeStacks(std::vector<std::int64_t>* hashes) override;
    [[nodiscard]] SourcePull pull(std::vector<capture::EventRecord>* events, std::size_t max) override;
    void stop() override { m_stopped = true; }
    [[nodiscard]] std::string_view commName(std::uint32_t commId) override;
    [[nodiscard]] const std::vector<capture::StackFrame>* stackFrames(std::int64_t hash) override;
    void fillStatus(wire::Status* status) override;

private:
    [[nodiscard]] bool refill();
    [[nodiscard]] std::int64_t dueNs(const capture::EventRecord& event) const;

    capture::CaptureReader m_reader;
    std::string m_path;
    std::string m_captureId;
    std::string m_node;
    double m_speed = 1;
    std::int64_t m_totalEvents = 0;
    std::int64_t m_maxRowId = 0;
    std::vector<capture::SourceCounters> m_sourceCounters;

    // The running capture.
    bool m_started = false;
    bool m_stopped = false;
    bool m_contextSent = false;
    std::int64_t m_nextRowId = 1;
    std::vector<capture::EventRecord> m_buffer;
    std::size_t m_bufferPos = 0;
    std::int64_t m_deadlineNs = 0;  // CLOCK_MONOTONIC; 0: none
    std::int64_t m_paceStartNs = 0; // CLOCK_MONOTONIC at which the first event was due
    std::int64_t m_paceBase = 0;    // its timestamp
    std::int64_t m_paceMax = 0;     // the largest timestamp released so far
    bool m_paceStarted = false;
    std::map<std::uint8_t, std::uint64_t> m_sentPerSource;
    std::unordered_map<std::int64_t, std::optional<std::vector<capture::StackFrame>>> m_stacks;
};

} // namespace faultline::probe
