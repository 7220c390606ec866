#pragma once

#include "ClockOffset.h"
#include "Transport.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace faultline::remote {

struct AttachOptions
{
    std::string output;
    bool overwrite = false;
    std::vector<std::uint32_t> pids; // none: every process the probe lets us trace
    bool stacks = true;
    bool python = true;
    std::int64_t durationMs = 0; // 0: until the capture ends or stop is set
    // Connections in a row that bring no new event before the client gives up.
    int maxAttempts = 5;
    int helloTimeoutMs = 60'000; // ssh and sudo take their time
    // A probe sends its status every second while it captures: this long without a message
    // means the connection is dead (a half-open TCP connection under ssh), and it is made again.
    int stallTimeoutMs = 15'000;
    std::string software;             // "faultline 0.1.0"
    std::string transportDescription; // stored in the capture's metadata
    // How often progress is reported while events arrive (stage changes are reported at once).
    int progressIntervalMs = 500;
    // Commits what arrived at most this often, so that readers of the file (a live view) see the
    // events while the capture runs; 0 commits only every WriterOptions::rowsPerTransaction rows.
    int flushIntervalMs = 0;
    // GetStatus exchanges right after each handshake to measure the node's clock offset (the
    // Status carries the node's clock); 0 measures only from the Hello.
    int clockSamples = 8;
    // Called on the client's thread after each batch of events is written: the rows it took in
    // the output (1-based, in the order written) and the node's CLOCK_REALTIME at which the probe
    // produced the oldest of them. A live view measures call-to-screen latency with it.
    std::function<void(std::uint64_t firstRow, std::uint64_t lastRow, std::int64_t producedNs)> onBatch;
};

enum class AttachStage : std::uint8_t {
    Connecting,   // starting the transport
    Handshake,    // waiting for the probe's hello
    Starting,     // StartCapture sent, CaptureStarted due
    Capturing,    // events arrive
    Reconnecting, // the connection was lost; waiting before the next attempt
    Finishing,    // the capture ended; the file is being finished
};

// One source as the probe's last Status reported it.
struct AttachSourceStatus
{
    std::uint32_t source = 0; // capture::Source
    std::uint64_t seen = 0;
    std::uint64_t stored = 0;
    std::uint64_t dropped = 0;
};

struct AttachProgress
{
    std::uint64_t events = 0;
    std::uint64_t dropped = 0; // as the probe reports it
    int connections = 0;
    AttachStage stage = AttachStage::Capturing;
    // Events committed to the file, visible to its readers (flushIntervalMs).
    std::uint64_t eventsCommitted = 0;
    std::uint64_t totalEvents = 0; // announced by the probe (a replay); 0 when not known
    std::vector<AttachSourceStatus> sources;
    std::uint64_t ringBytes = 0; // the probe's kernel ring buffer; 0 without one
    std::uint64_t ringUsed = 0;
    ClockOffset clock; // the node's clock offset, once measured
};

struct AttachResult
{
    bool ok = false;
    std::string error;                       // for people
    FailureCause cause = FailureCause::None; // what `error` says, for diagnoseTransport
    std::string node;
    std::string server; // the probe's software and version
    std::string endReason;
    // wire::ErrorCode of the Error the probe sent, or that its stream earned; 0 otherwise.
    int errorCode = 0;
    // The last transport's stderr and exit status (Transport::errorOutput, exitStatus), kept apart
    // from `error` (which quotes them) so the failure can be classified.
    std::string transportOutput;
    std::optional<int> transportExit;
    std::uint64_t events = 0;
    std::uint64_t duplicatesSkipped = 0;
    int connections = 0;
    double seconds = 0;
    // The node's clock against this machine's (also in the capture's metadata: attach.clock_*).
    ClockOffset clock;
    // Per batch: CLOCK_REALTIME at decode minus the batch's produced_ns (same clock when local).
    std::vector<std::int64_t> latencyNs;
};

// `faultline attach`: connects through a transport, does the handshake, starts a capture and
// writes what arrives through capture::CaptureWriter. A connection lost after the capture
// started is made again and the capture resumed from the last event held, so nothing is lost
// or written twice; when it cannot be, the file still holds everything received.
class AttachClient
{
public:
    using Connect = Connector;
    using Progress = std::function<void(const AttachProgress&)>;

    AttachClient(AttachOptions options, Connect connect);

    void setProgress(Progress progress) { m_progress = std::move(progress); }
    // Setting `stop` (from a signal handler) asks the probe to end the capture.
    [[nodiscard]] AttachResult run(const std::atomic<bool>* stop = nullptr);

private:
    AttachOptions m_options;
    Connect m_connect;
    Progress m_progress;
};

// A Connect that runs `command` as a TransportProcess each time.
[[nodiscard]] AttachClient::Connect spawnTransport(std::vector<std::string> command);

} // namespace faultline::remote
