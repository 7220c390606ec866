#include "ProbeQuery.h"

#include "MessageChannel.h"

#include <algorithm>

namespace faultline::remote {

namespace {

using Received = protocol::MessageChannel::Received;

constexpr int kPollMs = 200;

// The next message, or false with `info` saying why there is none.
bool receive(protocol::MessageChannel& channel, wire::Envelope* m, std::int64_t deadlineNs,
             const std::atomic<bool>* stop, const std::string& when, ProbeInfo* info)
{
    for (;;) {
        const Received received = channel.receive(m, kPollMs);
        if (received == Received::Message) {
            if (m->has_error()) {
                info->error = "the probe refused: " + m->error().message();
                info->errorCode = m->error().code();
                return false;
            }
            return true;
        }
        if (received == Received::Closed) {
            info->error = "the connection closed " + when;
            return false;
        }
        if (received == Received::Failed) {
            info->error = channel.protocolError().isSet()
                ? "the probe's answer is invalid " + when + ": " + channel.error()
                : channel.error() + " " + when;
            info->errorCode = channel.protocolError().code;
            return false;
        }
        if (stop && stop->load()) {
            info->error = "stopped " + when;
            return false;
        }
        if (protocol::monotonicNs() > deadlineNs) {
            info->error = "no answer from the probe " + when;
            info->errorCode = wire::TIMED_OUT;
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
        info->error = channel.error() + " before the probe answered";
        return;
    }
    wire::Envelope m;
    if (!receive(channel, &m, deadline, stop, "before the probe answered", info))
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
            info->error = "cannot reach the probe: " + channel.error();
            return;
        }
        if (!receive(channel, &m, deadline, stop, "while listing processes", info))
            return;
        if (!m.has_process_list()) {
            info->error = "the probe answered the process list with another message";
            info->errorCode = wire::UNEXPECTED_MESSAGE;
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
    std::unique_ptr<Transport> transport = connect(&info.error);
    if (!transport)
        return info;
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
