#include "LiveSource.h"

#include "ProcessLister.h"

namespace faultline::probe {

LiveSource::LiveSource(AccessPolicy policy, std::string node)
    : m_policy(std::move(policy))
    , m_node(std::move(node))
{
}

std::vector<std::string> LiveSource::capabilities() const
{
    // No "live" yet: a client can tell before it asks for a capture.
    return {std::string(protocol::kCapProcesses)};
}

void LiveSource::listProcesses(const wire::ListProcesses& request, wire::ProcessList* reply)
{
    bool truncated = false;
    for (const ListedProcess& p : ProcessLister::list(m_policy, request.cuda_only(), &truncated)) {
        wire::Process* w = reply->add_processes();
        w->set_pid(p.pid);
        w->set_uid(p.uid);
        w->set_user(p.user.substr(0, 256));
        w->set_command_line(p.commandLine);
        for (const std::string& lib : p.cudaLibraries) {
            if (w->cuda_libraries_size() < 64)
                w->add_cuda_libraries(lib.substr(0, protocol::kMaxShortStringBytes));
        }
    }
    reply->set_truncated(truncated);
}

bool LiveSource::start(const wire::StartCapture& request, wire::CaptureStarted*, protocol::ProtocolError* error)
{
    if (request.pids_size() == 0 && !request.all()) {
        *error = protocol::makeError(wire::OUT_OF_RANGE, "no process to trace: name pids or ask for all");
        return false;
    }
    for (const std::uint32_t pid : request.pids()) {
        const std::optional<uid_t> owner = processOwner(static_cast<pid_t>(pid));
        if (!owner) {
            *error = protocol::makeError(wire::OUT_OF_RANGE, "no process " + std::to_string(pid) + " on " + m_node);
            return false;
        }
        if (!m_policy.mayTrace(*owner)) {
            *error = protocol::makeError(wire::PERMISSION_DENIED,
                                         "process " + std::to_string(pid) + " belongs to uid " + std::to_string(*owner)
                                             + "; this probe traces " + m_policy.describe() + " (see "
                                             + AccessPolicy::kConfigPath + ")");
            return false;
        }
    }
    *error = protocol::makeError(wire::NOT_SUPPORTED,
                                 "this faultline-probe cannot stream a live capture yet; record on the node with "
                                 "'faultline-probe record -o FILE ...' and stream that file with "
                                 "'faultline-probe replay FILE --serve --stdio'");
    return false;
}

void LiveSource::takeContext(protocol::CaptureContext*)
{
}

SourcePull LiveSource::pull(std::vector<capture::EventRecord>*, std::size_t)
{
    SourcePull result;
    result.kind = SourcePull::Kind::End;
    result.endReason = "no live capture";
    return result;
}

std::string_view LiveSource::commName(std::uint32_t)
{
    return {};
}

const std::vector<capture::StackFrame>* LiveSource::stackFrames(std::int64_t)
{
    return nullptr;
}

void LiveSource::fillStatus(wire::Status*)
{
}

} // namespace faultline::probe
