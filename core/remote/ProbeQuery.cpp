#include "ProbeQuery.h"

#include "MessageChannel.h"
#include "UiText.h"

#include <algorithm>

namespace faultline::remote {

namespace {

using Received = protocol::MessageChannel::Received;

constexpr int kPollMs = 200;

// A sentence for people, in the user's language (text::uiText); lupdate finds the sources at
// the call sites, marked QT_TRANSLATE_NOOP("ProbeQuery", ...).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("ProbeQuery", source, args);
}

void fail(ProbeInfo* info, FailureCause cause, std::string text, int code = 0)
{
    info->error = std::move(text);
    info->cause = cause;
    info->errorCode = code;
}

// What the query waits for: each has its own sentences.
enum class Phase : std::uint8_t {
    Handshake, // before the probe answered
    Listing,   // while listing processes
};

// `why`: the channel's reason ("read: Connection reset by peer").
std::string brokenText(Phase phase, const std::string& why)
{
    if (phase == Phase::Handshake)
        //: %1: why the connection broke, as the system says it
        return ui(QT_TRANSLATE_NOOP("ProbeQuery", "%1 before the probe answered"), {why});
    //: %1: why the connection broke, as the system says it
    return ui(QT_TRANSLATE_NOOP("ProbeQuery", "%1 while listing processes"), {why});
}

std::string invalidText(Phase phase, const std::string& why)
{
    if (phase == Phase::Handshake)
        return ui(QT_TRANSLATE_NOOP("ProbeQuery", "the probe's answer to the handshake is invalid: %1"), {why});
    return ui(QT_TRANSLATE_NOOP("ProbeQuery", "the probe's answer is invalid while listing processes: %1"), {why});
}

// The next message, or false with `info` saying why there is none.
bool receive(protocol::MessageChannel& channel, wire::Envelope* m, std::int64_t deadlineNs,
             const std::atomic<bool>* stop, Phase phase, ProbeInfo* info)
{
    const bool handshake = phase == Phase::Handshake;
    for (;;) {
        const Received received = channel.receive(m, kPollMs);
        if (received == Received::Message) {
            if (m->has_error()) {
                fail(info, FailureCause::ProbeRefused,
                     ui(QT_TRANSLATE_NOOP("ProbeQuery", "the probe refused: %1"), {m->error().message()}),
                     m->error().code());
                return false;
            }
            return true;
        }
        if (received == Received::Closed) {
            fail(info, FailureCause::ConnectionClosed,
                 handshake ? ui(QT_TRANSLATE_NOOP("ProbeQuery", "the connection closed before the probe answered"))
                           : ui(QT_TRANSLATE_NOOP("ProbeQuery", "the connection closed while listing processes")));
            return false;
        }
        if (received == Received::Failed && channel.protocolError().isSet()) {
            fail(info, FailureCause::InvalidStream, invalidText(phase, channel.error()), channel.protocolError().code);
            return false;
        }
        if (received == Received::Failed) {
            fail(info, FailureCause::ConnectionClosed, brokenText(phase, channel.error()));
            return false;
        }
        if (stop && stop->load()) {
            fail(info, FailureCause::Stopped,
                 handshake ? ui(QT_TRANSLATE_NOOP("ProbeQuery", "stopped before the probe answered"))
                           : ui(QT_TRANSLATE_NOOP("ProbeQuery", "stopped while listing processes")));
            return false;
        }
        if (protocol::monotonicNs() > deadlineNs) {
            fail(info, FailureCause::NoAnswer,
                 handshake ? ui(QT_TRANSLATE_NOOP("ProbeQuery", "no answer from the probe to the handshake"))
                           : ui(QT_TRANSLATE_NOOP("ProbeQuery", "no answer from the probe while listing processes")),
                 wire::TIMED_OUT);
            return false;
        }
    }
}

void query(Transport& transport, const QueryOptions& options, const std::atomic<bool>* stop,
           const std::function<void(QueryStage)>& stage, ProbeInfo* info)
{
    protocol::MessageChannel channel(transport.readFd(), transport.writeFd(), protocol::Role::Client, options.software);
    const std::int64_t deadline = protocol::monotonicNs() + std::int64_t{options.timeoutMs} * 1'000'000;
    if (stage)
        stage(QueryStage::Handshake);
    wire::Envelope hello;
    hello.mutable_hello()->set_protocol_version(protocol::kProtocolVersion);
    hello.mutable_hello()->set_software(protocol::validUtf8(options.software, 256));
    protocol::readClock(hello.mutable_hello()->mutable_clock());
    if (!channel.send(hello)) {
        fail(info, FailureCause::ConnectionClosed, brokenText(Phase::Handshake, channel.error()));
        return;
    }
    wire::Envelope m;
    if (!receive(channel, &m, deadline, stop, Phase::Handshake, info))
        return;
    info->node = m.hello().node();
    info->server = m.hello().software();
    info->capabilities.assign(m.hello().capabilities().begin(), m.hello().capabilities().end());
    if (info->has(std::string(protocol::kCapProcesses))) {
        if (stage)
            stage(QueryStage::ListingProcesses);
        wire::Envelope list;
        list.mutable_list_processes()->set_cuda_only(options.cudaOnly);
        if (!channel.send(list)) {
            fail(info, FailureCause::ConnectionClosed,
                 ui(QT_TRANSLATE_NOOP("ProbeQuery", "cannot reach the probe: %1"), {channel.error()}));
            return;
        }
        if (!receive(channel, &m, deadline, stop, Phase::Listing, info))
            return;
        if (!m.has_process_list()) {
            fail(info, FailureCause::InvalidStream,
                 ui(QT_TRANSLATE_NOOP("ProbeQuery", "the probe answered the process list with another message")),
                 wire::UNEXPECTED_MESSAGE);
            return;
        }
        for (const wire::Process& p : m.process_list().processes()) {
            ProbeProcess process;
            process.pid = p.pid();
            process.uid = p.uid();
            process.user = p.user();
            process.commandLine = p.command_line();
            process.cudaLibraries.assign(p.cuda_libraries().begin(), p.cuda_libraries().end());
            info->processes.push_back(std::move(process));
        }
        info->truncated = m.process_list().truncated();
        info->listed = true;
    }
    info->ok = true;
}

} // namespace

bool ProbeInfo::has(const std::string& capability) const
{
    return std::find(capabilities.begin(), capabilities.end(), capability) != capabilities.end();
}

ProbeInfo queryProbe(const AttachClient::Connect& connect, const QueryOptions& options, const std::atomic<bool>* stop,
                     const std::function<void(QueryStage)>& stage)
{
    ProbeInfo info;
    if (stage)
        stage(QueryStage::StartingTransport);
    ClientError error;
    std::unique_ptr<Transport> transport = connect(&error);
    if (!transport) {
        fail(&info, error.cause, std::move(error.message));
        return info;
    }
    query(*transport, options, stop, stage, &info);
    // The probe leaves when its input ends; its stderr and exit status say what went wrong.
    transport->close();
    info.transportOutput = transport->errorOutput();
    info.transportExit = transport->exitStatus();
    if (!info.ok) {
        const std::string diagnostics = transport->diagnostics();
        if (!diagnostics.empty())
            info.error += "\n" + diagnostics;
    }
    return info;
}

} // namespace faultline::remote
