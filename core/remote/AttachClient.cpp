#include "AttachClient.h"

#include "CaptureReceiver.h"
#include "CaptureWriter.h"
#include "MessageChannel.h"
#include "TransportProcess.h"
#include "UiText.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <thread>

namespace faultline::remote {

namespace {

using Received = protocol::MessageChannel::Received;

// A sentence for people, in the user's language (text::uiText); lupdate finds the sources at
// the call sites, marked QT_TRANSLATE_NOOP("AttachClient", ...).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("AttachClient", source, args);
}

constexpr int kPollMs = 200;
constexpr std::size_t kMaxLatencySamples = 1'000'000;

enum class Outcome : std::uint8_t {
    Ended, // CaptureEnded arrived
    Lost,  // the connection went away; resuming may help
    Fatal, // the probe refused, or the stream is wrong: stop here
};

bool stopRequested(const std::atomic<bool>* stop)
{
    return stop && stop->load();
}

// How far a connection had come when it ended: each has its own sentences.
enum class Phase : std::uint8_t {
    Handshake, // before the probe answered
    Starting,  // before the capture started
    Capturing,
};

std::string invalidStreamText(Phase phase, const std::string& why)
{
    if (phase == Phase::Handshake)
        return ui(QT_TRANSLATE_NOOP("AttachClient", "the probe's stream is invalid before the probe answered: %1"),
                  {why});
    if (phase == Phase::Starting)
        return ui(QT_TRANSLATE_NOOP("AttachClient", "the probe's stream is invalid before the capture started: %1"),
                  {why});
    return ui(QT_TRANSLATE_NOOP("AttachClient", "the probe's stream is invalid while capturing: %1"), {why});
}

std::string closedText(Phase phase)
{
    if (phase == Phase::Handshake)
        return ui(QT_TRANSLATE_NOOP("AttachClient", "the connection closed before the probe answered"));
    if (phase == Phase::Starting)
        return ui(QT_TRANSLATE_NOOP("AttachClient", "the connection closed before the capture started"));
    return ui(QT_TRANSLATE_NOOP("AttachClient", "the connection closed while capturing"));
}

// `why`: the channel's reason ("read: Connection reset by peer").
std::string brokenText(Phase phase, const std::string& why)
{
    if (phase == Phase::Handshake)
        //: %1: why the connection broke, as the system says it
        return ui(QT_TRANSLATE_NOOP("AttachClient", "%1 before the probe answered"), {why});
    if (phase == Phase::Starting)
        //: %1: why the connection broke, as the system says it
        return ui(QT_TRANSLATE_NOOP("AttachClient", "%1 before the capture started"), {why});
    //: %1: why the connection broke, as the system says it
    return ui(QT_TRANSLATE_NOOP("AttachClient", "%1 while capturing"), {why});
}

std::string refusedText(const wire::Envelope& m)
{
    return ui(QT_TRANSLATE_NOOP("AttachClient", "the probe refused: %1"), {m.error().message()});
}

std::string unreachableText(const protocol::MessageChannel& channel)
{
    return ui(QT_TRANSLATE_NOOP("AttachClient", "cannot reach the probe: %1"), {channel.error()});
}

std::string cannotWriteText(const std::string& path, const std::string& why)
{
    return ui(QT_TRANSLATE_NOOP("AttachClient", "cannot write %1: %2"), {path, why});
}

// What survives from one connection to the next.
struct State
{
    capture::CaptureWriter writer;
    protocol::CaptureReceiver receiver{writer};
    bool writerOpen = false;
    std::string captureId;
    bool resumable = false;
    bool stopSent = false;
    std::uint64_t dropped = 0;
    std::int64_t startedNs = 0;
    std::int64_t nextProgressNs = 0;
    std::int64_t nextFlushNs = 0;
    std::uint64_t committed = 0;
    std::uint64_t totalEvents = 0;
    std::vector<AttachSourceStatus> sources;
    std::uint64_t ringBytes = 0;
    std::uint64_t ringUsed = 0;
    ClockOffsetEstimator clock;
    AttachStage stage = AttachStage::Connecting;
    AttachResult result;
};

AttachProgress progressOf(const State& state)
{
    AttachProgress p;
    p.events = state.receiver.eventsWritten();
    p.dropped = state.dropped;
    p.connections = state.result.connections;
    p.stage = state.stage;
    p.eventsCommitted = state.committed;
    p.totalEvents = state.totalEvents;
    p.sources = state.sources;
    p.ringBytes = state.ringBytes;
    p.ringUsed = state.ringUsed;
    p.clock = state.clock.estimate();
    return p;
}

void enterStage(State& state, AttachStage stage, const AttachClient::Progress& progress)
{
    if (state.stage == stage)
        return;
    state.stage = stage;
    if (progress)
        progress(progressOf(state));
}

class Connection
{
public:
    Connection(const AttachOptions& options, State& state, Transport& transport, const std::atomic<bool>* stop,
               const AttachClient::Progress& progress)
        : m_options(options)
        , m_state(state)
        , m_channel(transport.readFd(), transport.writeFd(), protocol::Role::Client, options.software)
        , m_stop(stop)
        , m_progress(progress)
    {
    }

    Outcome run(ClientError* error)
    {
        if (!handshake(error))
            return m_outcome;
        if (!measureClock(error))
            return m_outcome;
        if (!startCapture(error))
            return m_outcome;
        return stream(error);
    }

private:
    Outcome fail(Outcome outcome, ClientError* error, FailureCause cause, std::string text, int code = 0)
    {
        m_outcome = outcome;
        if (code != 0)
            m_state.result.errorCode = code;
        *error = {cause, std::move(text)};
        return outcome;
    }

    // Closed, Failed: a failure the probe caused (its stream broke the protocol) is fatal;
    // a connection that went away is lost.
    Outcome ended(Received received, ClientError* error, Phase phase)
    {
        if (received == Received::Failed && m_channel.protocolError().isSet())
            return fail(Outcome::Fatal, error, FailureCause::InvalidStream, invalidStreamText(phase, m_channel.error()),
                        m_channel.protocolError().code);
        return fail(Outcome::Lost, error, FailureCause::ConnectionClosed,
                    received == Received::Closed ? closedText(phase) : brokenText(phase, m_channel.error()));
    }

    bool handshake(ClientError* error)
    {
        wire::Envelope hello;
        hello.mutable_hello()->set_protocol_version(protocol::kProtocolVersion);
        hello.mutable_hello()->set_software(protocol::validUtf8(m_options.software, 256));
        hello.mutable_hello()->add_capabilities(std::string(protocol::kCapResume));
        // The capture's events carry each process's job rank (RANK, LOCAL_RANK, WORLD_SIZE).
        hello.mutable_hello()->add_capabilities(std::string(protocol::kCapJobRanks));
        protocol::readClock(hello.mutable_hello()->mutable_clock());
        const std::int64_t helloSentNs = hello.hello().clock().realtime_ns();
        if (!m_channel.send(hello)) {
            fail(Outcome::Lost, error, FailureCause::ConnectionClosed, brokenText(Phase::Handshake, m_channel.error()));
            return false;
        }
        const std::int64_t deadline = protocol::monotonicNs() + std::int64_t{m_options.helloTimeoutMs} * 1'000'000;
        wire::Envelope m;
        for (;;) {
            const Received received = m_channel.receive(&m, kPollMs);
            if (received == Received::Message) {
                // A first sample: its round trip includes starting the transport, so the
                // GetStatus exchanges that follow usually replace it.
                if (m.has_hello())
                    m_state.clock.add({helloSentNs, m.hello().clock().realtime_ns(), protocol::realtimeNs()});
                break;
            }
            if (received == Received::Closed || received == Received::Failed) {
                ended(received, error, Phase::Handshake);
                return false;
            }
            if (protocol::monotonicNs() > deadline) {
                fail(Outcome::Fatal, error, FailureCause::NoAnswer,
                     ui(QT_TRANSLATE_NOOP("AttachClient", "no answer from the probe within %1 s"),
                        {std::to_string(m_options.helloTimeoutMs / 1000)}));
                return false;
            }
            if (stopRequested(m_stop) && m_state.captureId.empty()) {
                fail(Outcome::Fatal, error, FailureCause::Stopped,
                     ui(QT_TRANSLATE_NOOP("AttachClient", "stopped before the probe answered")));
                return false;
            }
        }
        if (m.has_error()) {
            fail(Outcome::Fatal, error, FailureCause::ProbeRefused, refusedText(m), m.error().code());
            return false;
        }
        m_state.result.node = m.hello().node();
        m_state.result.server = m.hello().software();
        m_state.resumable = m_channel.session().peerHas(protocol::kCapResume);
        if (!m_state.writerOpen) {
            capture::WriterOptions writerOptions;
            writerOptions.node = m.hello().node();
            writerOptions.overwrite = m_options.overwrite;
            std::string writerError;
            if (!m_state.writer.open(m_options.output, writerOptions, &writerError)) {
                fail(Outcome::Fatal, error, FailureCause::OutputFailed, cannotWriteText(m_options.output, writerError));
                return false;
            }
            m_state.writerOpen = true;
            m_state.writer.setMeta("attach.server", m.hello().software());
            m_state.writer.setMeta("attach.node", m.hello().node());
            if (!m_options.transportDescription.empty())
                m_state.writer.setMeta("attach.transport", m_options.transportDescription);
        }
        return true;
    }

    // Before StartCapture the probe sends nothing unasked, so each Status is the answer to the
    // GetStatus just sent (while capturing, its periodic Status could be taken for one).
    bool measureClock(ClientError* error)
    {
        wire::Envelope m;
        for (int i = 0; i < m_options.clockSamples; ++i) {
            wire::Envelope request;
            request.mutable_get_status();
            const std::int64_t sentNs = protocol::realtimeNs();
            if (!m_channel.send(request)) {
                fail(Outcome::Lost, error, FailureCause::ConnectionClosed, unreachableText(m_channel));
                return false;
            }
            // A probe that gives no answer within the stall timeout gets no more questions: the
            // capture starts with the samples taken so far (the Hello's at least), and a probe
            // that stays silent is then treated as a stalled capture (made again, resumed).
            const std::int64_t deadline = protocol::monotonicNs() + std::int64_t{m_options.stallTimeoutMs} * 1'000'000;
            bool answered = false;
            for (;;) {
                const Received received = m_channel.receive(&m, kPollMs);
                const std::int64_t receivedNs = protocol::realtimeNs();
                if (received == Received::Closed || received == Received::Failed) {
                    ended(received, error, Phase::Starting);
                    return false;
                }
                if (received == Received::Message && m.has_error()) {
                    fail(Outcome::Fatal, error, FailureCause::ProbeRefused, refusedText(m), m.error().code());
                    return false;
                }
                if (received == Received::Message && m.has_status()) {
                    m_state.clock.add({sentNs, m.status().clock().realtime_ns(), receivedNs});
                    answered = true;
                    break;
                }
                if (protocol::monotonicNs() > deadline)
                    break;
                if (stopRequested(m_stop) && m_state.captureId.empty()) {
                    fail(Outcome::Fatal, error, FailureCause::Stopped,
                         ui(QT_TRANSLATE_NOOP("AttachClient", "stopped before the capture started")));
                    return false;
                }
            }
            if (!answered)
                break;
        }
        if (m_progress)
            m_progress(progressOf(m_state));
        return true;
    }

    bool startCapture(ClientError* error)
    {
        wire::Envelope start;
        wire::StartCapture* s = start.mutable_start_capture();
        for (const std::uint32_t pid : m_options.pids)
            s->add_pids(pid);
        s->set_all(m_options.pids.empty());
        s->set_no_stacks(!m_options.stacks);
        s->set_no_python(!m_options.python);
        if (m_options.durationMs > 0) {
            // What is left of it, after a reconnection.
            const std::int64_t elapsedMs = (protocol::monotonicNs() - m_state.startedNs) / 1'000'000;
            s->set_duration_ms(static_cast<std::uint64_t>(std::max<std::int64_t>(1, m_options.durationMs - elapsedMs)));
        }
        if (!m_state.captureId.empty()) {
            s->mutable_resume()->set_capture_id(m_state.captureId);
            s->mutable_resume()->set_after_sequence(m_state.receiver.lastSequence());
        }
        if (!m_channel.send(start)) {
            fail(Outcome::Lost, error, FailureCause::ConnectionClosed, unreachableText(m_channel));
            return false;
        }
        enterStage(m_state, AttachStage::Starting, m_progress);
        return true;
    }

    Outcome stream(ClientError* error)
    {
        wire::Envelope m;
        std::int64_t lastMessageNs = protocol::monotonicNs();
        for (;;) {
            const Received received = m_channel.receive(&m, kPollMs);
            if (received == Received::Closed || received == Received::Failed)
                return ended(received, error, Phase::Capturing);
            if (received == Received::Message)
                lastMessageNs = protocol::monotonicNs();
            if (protocol::monotonicNs() - lastMessageNs > std::int64_t{m_options.stallTimeoutMs} * 1'000'000) {
                char seconds[32];
                std::snprintf(seconds, sizeof seconds, "%.1f", m_options.stallTimeoutMs / 1000.0);
                return fail(Outcome::Lost, error, FailureCause::ProbeSilent,
                            ui(QT_TRANSLATE_NOOP("AttachClient", "no message from the probe for %1 s"), {seconds}));
            }
            // Checked whatever arrived: a probe that streams without pause never lets the wait
            // time out.
            if (stopRequested(m_stop) && !m_state.stopSent) {
                wire::Envelope stop;
                stop.mutable_stop_capture();
                if (!m_channel.send(stop))
                    return fail(Outcome::Lost, error, FailureCause::ConnectionClosed, unreachableText(m_channel));
                m_state.stopSent = true;
            }
            if (received == Received::Timeout || received == Received::Woken) {
                if (!flush(false, error))
                    return m_outcome;
                reportProgress(false);
                continue;
            }
            switch (m.body_case()) {
            case wire::Envelope::kError:
                return fail(Outcome::Fatal, error, FailureCause::ProbeRefused, refusedText(m), m.error().code());
            case wire::Envelope::kCaptureStarted:
                if (!m_state.captureId.empty() && m.capture_started().capture_id() != m_state.captureId)
                    return fail(
                        Outcome::Fatal, error, FailureCause::InvalidStream,
                        ui(QT_TRANSLATE_NOOP("AttachClient", "the probe started capture %1 instead of resuming %2"),
                           {m.capture_started().capture_id(), m_state.captureId}));
                m_state.captureId = m.capture_started().capture_id();
                m_state.totalEvents = m.capture_started().total_events();
                m_state.receiver.beginConnection();
                enterStage(m_state, AttachStage::Capturing, m_progress);
                break;
            case wire::Envelope::kDefinitions:
            case wire::Envelope::kContext:
            case wire::Envelope::kEventBatch: {
                protocol::ProtocolError refused;
                const std::uint64_t rowsBefore = m_state.receiver.eventsWritten();
                if (!m_state.receiver.apply(m, &refused)) {
                    m_channel.fail(refused);
                    return fail(Outcome::Fatal, error, FailureCause::InvalidStream,
                                ui(QT_TRANSLATE_NOOP("AttachClient", "the probe's stream is inconsistent: %1"),
                                   {refused.message}),
                                refused.code);
                }
                if (m.has_event_batch() && m_state.result.latencyNs.size() < kMaxLatencySamples)
                    m_state.result.latencyNs.push_back(protocol::realtimeNs() - m.event_batch().produced_ns());
                if (m.has_event_batch() && m_options.onBatch && m_state.receiver.eventsWritten() > rowsBefore)
                    m_options.onBatch(rowsBefore + 1, m_state.receiver.eventsWritten(), m.event_batch().produced_ns());
                // A commit is reported at once: a live view reads the rows it made visible.
                const std::uint64_t committedBefore = m_state.committed;
                if (!flush(false, error))
                    return m_outcome;
                reportProgress(m_state.committed != committedBefore);
                break;
            }
            case wire::Envelope::kStatus: {
                std::uint64_t dropped = 0;
                m_state.sources.clear();
                for (const wire::SourceStatus& s : m.status().sources()) {
                    dropped += s.dropped();
                    m_state.sources.push_back({s.source(), s.seen(), s.stored(), s.dropped()});
                }
                m_state.dropped = dropped;
                m_state.ringBytes = m.status().ring_bytes();
                m_state.ringUsed = m.status().ring_used();
                break;
            }
            case wire::Envelope::kCaptureEnded:
                m_state.result.endReason = m.capture_ended().reason();
                if (!flush(true, error))
                    return m_outcome;
                reportProgress(true);
                return Outcome::Ended;
            default: break;
            }
        }
    }

    // Commits what arrived when flushIntervalMs asks for it (or `force`), so that readers of the
    // file see it. False (fatal) when the file cannot be written.
    bool flush(bool force, ClientError* error)
    {
        if (m_options.flushIntervalMs <= 0 || m_state.receiver.eventsWritten() == m_state.committed)
            return true;
        const std::int64_t now = protocol::monotonicNs();
        if (!force && now < m_state.nextFlushNs)
            return true;
        m_state.nextFlushNs = now + std::int64_t{m_options.flushIntervalMs} * 1'000'000;
        std::string writerError;
        if (!m_state.writer.flush(&writerError)) {
            fail(Outcome::Fatal, error, FailureCause::OutputFailed, cannotWriteText(m_options.output, writerError));
            return false;
        }
        m_state.committed = m_state.receiver.eventsWritten();
        return true;
    }

    void reportProgress(bool force)
    {
        const std::int64_t now = protocol::monotonicNs();
        if (!m_progress || (!force && now < m_state.nextProgressNs))
            return;
        m_state.nextProgressNs = now + std::int64_t{m_options.progressIntervalMs} * 1'000'000;
        m_progress(progressOf(m_state));
    }

    const AttachOptions& m_options;
    State& m_state;
    protocol::MessageChannel m_channel;
    const std::atomic<bool>* m_stop;
    const AttachClient::Progress& m_progress;
    Outcome m_outcome = Outcome::Fatal;
};

void sleepUnlessStopped(std::int64_t ms, const std::atomic<bool>* stop)
{
    for (std::int64_t slept = 0; slept < ms && !stopRequested(stop); slept += 50)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

std::string withDiagnostics(std::string text, const std::string& diagnostics)
{
    if (!diagnostics.empty())
        text += "\n" + diagnostics;
    return text;
}

} // namespace

AttachClient::AttachClient(AttachOptions options, Connect connect)
    : m_options(std::move(options))
    , m_connect(std::move(connect))
{
}

AttachResult AttachClient::run(const std::atomic<bool>* stop)
{
    State state;
    AttachResult& result = state.result;
    state.startedNs = protocol::monotonicNs();
    std::error_code ec;
    if (!m_options.overwrite && std::filesystem::exists(m_options.output, ec)) {
        result.error = ui(QT_TRANSLATE_NOOP("AttachClient", "%1 exists; choose another file or replace it explicitly"),
                          {m_options.output});
        result.cause = FailureCause::OutputFailed;
        return result;
    }

    if (m_progress)
        m_progress(progressOf(state)); // Connecting

    // A failure that ends the run keeps the cause of the connection's failure it reports.
    auto failWith = [&result](std::string text, FailureCause cause) {
        result.error = std::move(text);
        result.cause = cause;
    };
    int failuresInRow = 0;
    ClientError last;
    for (;;) {
        if (failuresInRow > 0) {
            if (failuresInRow >= m_options.maxAttempts) {
                failWith(failuresInRow == 1
                             ? ui(QT_TRANSLATE_NOOP("AttachClient", "gave up after 1 attempt to reconnect: %1"),
                                  {last.message})
                             : ui(QT_TRANSLATE_NOOP("AttachClient", "gave up after %1 attempts to reconnect: %2"),
                                  {std::to_string(failuresInRow), last.message}),
                         last.cause);
                break;
            }
            enterStage(state, AttachStage::Reconnecting, m_progress);
            sleepUnlessStopped(std::min<std::int64_t>(250LL << (failuresInRow - 1), 4000), stop);
            if (stopRequested(stop)) {
                failWith(ui(QT_TRANSLATE_NOOP("AttachClient", "stopped while reconnecting: %1"), {last.message}),
                         last.cause);
                break;
            }
        }
        ClientError error;
        enterStage(state, AttachStage::Connecting, m_progress);
        std::unique_ptr<Transport> transport = m_connect(&error);
        if (!transport) {
            if (state.captureId.empty()) {
                failWith(std::move(error.message), error.cause);
                break;
            }
            last = std::move(error);
            ++failuresInRow;
            continue;
        }
        ++result.connections;
        enterStage(state, AttachStage::Handshake, m_progress);
        const std::uint64_t before = state.receiver.eventsWritten();
        const Outcome outcome = Connection(m_options, state, *transport, stop, m_progress).run(&error);
        transport->close();
        result.transportOutput = transport->errorOutput();
        result.transportExit = transport->exitStatus();
        if (outcome == Outcome::Ended) {
            result.ok = true;
            break;
        }
        error.message = withDiagnostics(std::move(error.message), transport->diagnostics());
        if (outcome == Outcome::Fatal || state.captureId.empty() || !state.resumable) {
            failWith(std::move(error.message), error.cause);
            break;
        }
        if (stopRequested(stop)) {
            failWith(
                ui(QT_TRANSLATE_NOOP("AttachClient", "stopped; the connection was lost before the probe confirmed: %1"),
                   {error.message}),
                error.cause);
            break;
        }
        last = std::move(error);
        failuresInRow = state.receiver.eventsWritten() > before ? 1 : failuresInRow + 1;
    }

    if (state.writerOpen) {
        enterStage(state, AttachStage::Finishing, m_progress);
        // Set last: a replayed capture's own metadata (sent as context) may hold older values.
        const ClockOffset clock = state.clock.estimate();
        if (clock.known) {
            state.writer.setMeta("attach.clock_offset_ns", std::to_string(clock.offsetNs));
            state.writer.setMeta("attach.clock_uncertainty_ns", std::to_string(clock.uncertaintyNs));
            state.writer.setMeta("attach.clock_round_trip_ns", std::to_string(clock.roundTripNs));
            state.writer.setMeta("attach.clock_samples", std::to_string(clock.samples));
        }
        std::string finishError;
        if (!state.writer.finish(&finishError)) {
            result.ok = false;
            // After an earlier failure, that one stays the cause.
            if (result.error.empty())
                failWith(ui(QT_TRANSLATE_NOOP("AttachClient", "cannot finish %1: %2"), {m_options.output, finishError}),
                         FailureCause::OutputFailed);
            else
                result.error = ui(QT_TRANSLATE_NOOP("AttachClient", "%1; cannot finish %2: %3"),
                                  {result.error, m_options.output, finishError});
        }
        // A capture refused before its first event would hold nothing: leave no file behind.
        if (!result.ok && state.receiver.eventsWritten() == 0) {
            for (const char* suffix : {"", "-wal", "-shm", "-journal"})
                std::filesystem::remove(m_options.output + suffix, ec);
        }
    }
    result.events = state.receiver.eventsWritten();
    result.duplicatesSkipped = state.receiver.duplicatesSkipped();
    result.clock = state.clock.estimate();
    result.seconds = static_cast<double>(protocol::monotonicNs() - state.startedNs) / 1e9;
    return result;
}

AttachClient::Connect spawnTransport(std::vector<std::string> command)
{
    return [command = std::move(command)](ClientError* error) -> std::unique_ptr<Transport> {
        auto process = std::make_unique<TransportProcess>();
        if (!process->start(command, error))
            return nullptr;
        return process;
    };
}

} // namespace faultline::remote
