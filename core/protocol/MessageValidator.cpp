#include "MessageValidator.h"

#include "WireSchema.h"

#include <limits>
#include <set>
#include <string>

namespace faultline::protocol {

namespace {

constexpr std::size_t kMaxNameBytes = 256;
constexpr std::size_t kMaxCapabilityBytes = 64;
constexpr std::size_t kMaxProcesses = 65536;
constexpr std::size_t kMaxLibrariesPerProcess = 64;
constexpr std::size_t kMaxStatusSources = 256;
constexpr std::uint64_t kMaxSequence = std::uint64_t{1} << 62;

class Check
{
public:
    explicit Check(ProtocolError* error)
        : m_error(error)
    {
    }

    bool fail(wire::ErrorCode code, std::string message)
    {
        if (m_error)
            *m_error = makeError(code, std::move(message));
        return false;
    }

    bool size(std::size_t value, std::size_t max, std::string_view what)
    {
        if (value <= max)
            return true;
        return fail(wire::OUT_OF_RANGE,
                    std::string(what) + " holds " + std::to_string(value) + ", more than " + std::to_string(max));
    }

    bool bytes(const std::string& s, std::size_t max, std::string_view what)
    {
        if (s.size() <= max)
            return true;
        return fail(wire::OUT_OF_RANGE,
                    std::string(what) + " is " + std::to_string(s.size()) + " bytes long, over " + std::to_string(max));
    }

    bool range(std::uint64_t value, std::uint64_t min, std::uint64_t max, std::string_view what)
    {
        if (value >= min && value <= max)
            return true;
        return fail(wire::OUT_OF_RANGE,
                    std::string(what) + " " + std::to_string(value) + " is outside " + std::to_string(min) + ".."
                        + std::to_string(max));
    }

private:
    ProtocolError* m_error;
};

bool validCaptureId(const std::string& id)
{
    for (const char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
            || c == '_' || c == '.' || c == ':';
        if (!ok)
            return false;
    }
    return true;
}

bool validateHello(const wire::Hello& m, Check& c)
{
    if (!c.bytes(m.software(), kMaxNameBytes, "Hello.software")
        || !c.size(static_cast<std::size_t>(m.capabilities_size()), kMaxCapabilities, "Hello.capabilities")
        || !c.bytes(m.node(), kMaxNameBytes, "Hello.node"))
        return false;
    for (const std::string& cap : m.capabilities()) {
        if (!c.bytes(cap, kMaxCapabilityBytes, "a capability"))
            return false;
    }
    return true;
}

bool validateProcessList(const wire::ProcessList& m, Check& c)
{
    if (!c.size(static_cast<std::size_t>(m.processes_size()), kMaxProcesses, "ProcessList.processes"))
        return false;
    for (const wire::Process& p : m.processes()) {
        if (!c.range(p.pid(), 1, kMaxPid, "Process.pid") || !c.bytes(p.user(), kMaxNameBytes, "Process.user")
            || !c.bytes(p.command_line(), kMaxShortStringBytes, "Process.command_line")
            || !c.size(static_cast<std::size_t>(p.cuda_libraries_size()), kMaxLibrariesPerProcess,
                       "Process.cuda_libraries"))
            return false;
        for (const std::string& lib : p.cuda_libraries()) {
            if (!c.bytes(lib, kMaxShortStringBytes, "a CUDA library path"))
                return false;
        }
    }
    return true;
}

bool validateStart(const wire::StartCapture& m, Check& c)
{
    if (!c.size(static_cast<std::size_t>(m.pids_size()), kMaxTargetPids, "StartCapture.pids")
        || !c.range(m.duration_ms(), 0, kMaxDurationMs, "StartCapture.duration_ms"))
        return false;
    std::set<std::uint32_t> seen;
    for (const std::uint32_t pid : m.pids()) {
        if (!c.range(pid, 1, kMaxPid, "StartCapture pid"))
            return false;
        if (!seen.insert(pid).second)
            return c.fail(wire::OUT_OF_RANGE, "StartCapture names pid " + std::to_string(pid) + " twice");
    }
    if (m.all() && m.pids_size() > 0)
        return c.fail(wire::OUT_OF_RANGE, "StartCapture asks for all processes and for a list of pids");
    if (m.has_resume()) {
        const wire::Resume& r = m.resume();
        if (!c.range(r.capture_id().size(), 1, kMaxCaptureIdBytes, "Resume.capture_id length")
            || !c.range(r.after_sequence(), 0, kMaxSequence, "Resume.after_sequence"))
            return false;
        if (!validCaptureId(r.capture_id()))
            return c.fail(wire::OUT_OF_RANGE, "Resume.capture_id holds characters outside [A-Za-z0-9._:-]");
    }
    return true;
}

bool validateStarted(const wire::CaptureStarted& m, Check& c)
{
    if (!c.range(m.capture_id().size(), 1, kMaxCaptureIdBytes, "CaptureStarted.capture_id length")
        || !c.range(m.first_sequence(), 1, kMaxSequence, "CaptureStarted.first_sequence")
        || !c.range(m.total_events(), 0, kMaxSequence, "CaptureStarted.total_events"))
        return false;
    if (!validCaptureId(m.capture_id()))
        return c.fail(wire::OUT_OF_RANGE, "CaptureStarted.capture_id holds characters outside [A-Za-z0-9._:-]");
    return true;
}

bool validateStatus(const wire::Status& m, Check& c)
{
    if (!c.size(static_cast<std::size_t>(m.sources_size()), kMaxStatusSources, "Status.sources")
        || !c.range(m.last_sequence(), 0, kMaxSequence, "Status.last_sequence"))
        return false;
    for (const wire::SourceStatus& s : m.sources()) {
        if (!c.range(s.source(), 0, 255, "SourceStatus.source"))
            return false;
    }
    return true;
}

bool validateDefinitions(const wire::Definitions& m, Check& c)
{
    const auto strings = static_cast<std::uint64_t>(m.strings_size());
    const auto stacks = static_cast<std::uint64_t>(m.stacks_size());
    if (strings > 0
        && !c.range(m.first_string_id(), 1, std::numeric_limits<std::uint32_t>::max() - strings,
                    "Definitions.first_string_id"))
        return false;
    if (stacks > 0
        && !c.range(m.first_stack_id(), 1, std::numeric_limits<std::uint32_t>::max() - stacks,
                    "Definitions.first_stack_id"))
        return false;
    for (const std::string& s : m.strings()) {
        if (!c.bytes(s, kMaxStringBytes, "a defined string"))
            return false;
    }
    for (const wire::StackDef& stack : m.stacks()) {
        if (!c.size(static_cast<std::size_t>(stack.frames_size()), kMaxFramesPerStack, "a stack's frames"))
            return false;
        for (const wire::Frame& f : stack.frames()) {
            if (!c.range(f.kind(), 0, 2, "Frame.kind"))
                return false;
        }
    }
    return true;
}

bool validateContext(const wire::Context& m, Check& c)
{
    for (const wire::Thread& t : m.threads()) {
        if (!c.bytes(t.name(), kMaxShortStringBytes, "Thread.name"))
            return false;
    }
    for (const wire::ProcessName& p : m.processes()) {
        if (!c.bytes(p.name(), kMaxShortStringBytes, "ProcessName.name")
            || (p.has_rank() && !c.range(p.rank(), 0, kMaxJobRank, "ProcessName.rank"))
            || (p.has_local_rank() && !c.range(p.local_rank(), 0, kMaxJobRank, "ProcessName.local_rank"))
            || (p.has_world_size() && !c.range(p.world_size(), 1, kMaxJobRank, "ProcessName.world_size")))
            return false;
    }
    for (const wire::Cgroup& g : m.cgroups()) {
        if (!c.bytes(g.container_id(), kMaxShortStringBytes, "Cgroup.container_id")
            || !c.bytes(g.cgroup_path(), kMaxShortStringBytes, "Cgroup.cgroup_path")
            || !c.bytes(g.pod_name(), kMaxShortStringBytes, "Cgroup.pod_name")
            || !c.bytes(g.pod_namespace(), kMaxShortStringBytes, "Cgroup.pod_namespace"))
            return false;
    }
    for (const wire::SessionInfo& s : m.sessions()) {
        for (const std::string* field :
             {&s.gpu_model(), &s.gpu_driver(), &s.cpu_model(), &s.kernel(), &s.os_release(), &s.cuda_version(),
              &s.python_version(), &s.ingero_version(), &s.pid_filter(), &s.flags(), &s.node()}) {
            if (!c.bytes(*field, kMaxStringBytes, "a SessionInfo field"))
                return false;
        }
        if ((s.has_rank() && !c.range(s.rank(), 0, kMaxJobRank, "SessionInfo.rank"))
            || (s.has_local_rank() && !c.range(s.local_rank(), 0, kMaxJobRank, "SessionInfo.local_rank"))
            || (s.has_world_size() && !c.range(s.world_size(), 1, kMaxJobRank, "SessionInfo.world_size")))
            return false;
    }
    for (const wire::MetaEntry& e : m.meta()) {
        if (!c.bytes(e.key(), kMaxNameBytes, "MetaEntry.key")
            || !c.bytes(e.value(), kMaxStringBytes, "MetaEntry.value"))
            return false;
    }
    for (const wire::DropTotal& d : m.drops()) {
        if (!c.range(d.source(), 0, 255, "DropTotal.source")
            || !c.range(d.total(), 0, static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()),
                        "DropTotal.total"))
            return false;
    }
    return true;
}

template<typename Column>
bool column(const Column& values, std::uint32_t count, std::string_view name, Check& c)
{
    const auto n = static_cast<std::size_t>(values.size());
    if (n == 0 || n == count)
        return true;
    return c.fail(wire::OUT_OF_RANGE,
                  "EventBatch column " + std::string(name) + " holds " + std::to_string(n) + " values for "
                      + std::to_string(count) + " events");
}

bool validateBatch(const wire::EventBatch& m, Check& c)
{
    if (!c.range(m.count(), 1, kMaxEventsPerBatch, "EventBatch.count")
        || !c.range(m.sequence(), 1, kMaxSequence, "EventBatch.sequence"))
        return false;
    const std::uint32_t n = m.count();
    if (!column(m.timestamp(), n, "timestamp", c) || !column(m.duration(), n, "duration", c)
        || !column(m.pid(), n, "pid", c) || !column(m.tid(), n, "tid", c) || !column(m.source(), n, "source", c)
        || !column(m.op(), n, "op", c) || !column(m.gpu_id(), n, "gpu_id", c) || !column(m.arg0(), n, "arg0", c)
        || !column(m.arg1(), n, "arg1", c) || !column(m.ret_code(), n, "ret_code", c)
        || !column(m.stack(), n, "stack", c) || !column(m.cgroup_id(), n, "cgroup_id", c)
        || !column(m.comm(), n, "comm", c))
        return false;
    for (const std::uint32_t s : m.source()) {
        if (s > 255)
            return c.range(s, 0, 255, "an event's source");
    }
    for (const std::uint32_t op : m.op()) {
        if (op > 255)
            return c.range(op, 0, 255, "an event's op");
    }
    return true;
}

} // namespace

bool MessageValidator::decode(std::string_view payload, wire::Envelope* message, ProtocolError* error)
{
    message->Clear();
    if (payload.size() > kMaxFrameBytes) {
        if (error)
            *error = makeError(wire::FRAME_TOO_LARGE, "a frame of " + std::to_string(payload.size()) + " bytes");
        return false;
    }
    if (!WireSchema::check(payload, error))
        return false;
    if (!message->ParseFromArray(payload.data(), static_cast<int>(payload.size()))) {
        if (error)
            *error = makeError(wire::MALFORMED,
                               "a frame of " + std::to_string(payload.size()) + " bytes is not a protocol message");
        return false;
    }
    return validate(*message, error);
}

bool MessageValidator::validate(const wire::Envelope& m, ProtocolError* error)
{
    Check c(error);
    if (m.body_case() == wire::Envelope::BODY_NOT_SET) {
        return c.fail(wire::UNKNOWN_MESSAGE, "an empty message");
    }
    switch (m.body_case()) {
    case wire::Envelope::kHello: return validateHello(m.hello(), c);
    case wire::Envelope::kError: return c.bytes(m.error().message(), kMaxShortStringBytes, "Error.message");
    case wire::Envelope::kListProcesses: return true;
    case wire::Envelope::kProcessList: return validateProcessList(m.process_list(), c);
    case wire::Envelope::kStartCapture: return validateStart(m.start_capture(), c);
    case wire::Envelope::kCaptureStarted: return validateStarted(m.capture_started(), c);
    case wire::Envelope::kStopCapture: return true;
    case wire::Envelope::kCaptureEnded:
        return c.bytes(m.capture_ended().reason(), kMaxShortStringBytes, "CaptureEnded.reason")
            && c.range(m.capture_ended().last_sequence(), 0, kMaxSequence, "CaptureEnded.last_sequence");
    case wire::Envelope::kGetStatus: return true;
    case wire::Envelope::kStatus: return validateStatus(m.status(), c);
    case wire::Envelope::kDefinitions: return validateDefinitions(m.definitions(), c);
    case wire::Envelope::kContext: return validateContext(m.context(), c);
    case wire::Envelope::kEventBatch: return validateBatch(m.event_batch(), c);
    case wire::Envelope::BODY_NOT_SET: break;
    }
    return c.fail(wire::UNKNOWN_MESSAGE, "an unknown message type");
}

std::string_view MessageValidator::bodyName(const wire::Envelope& m)
{
    switch (m.body_case()) {
    case wire::Envelope::kHello: return "hello";
    case wire::Envelope::kError: return "error";
    case wire::Envelope::kListProcesses: return "list_processes";
    case wire::Envelope::kProcessList: return "process_list";
    case wire::Envelope::kStartCapture: return "start_capture";
    case wire::Envelope::kCaptureStarted: return "capture_started";
    case wire::Envelope::kStopCapture: return "stop_capture";
    case wire::Envelope::kCaptureEnded: return "capture_ended";
    case wire::Envelope::kGetStatus: return "get_status";
    case wire::Envelope::kStatus: return "status";
    case wire::Envelope::kDefinitions: return "definitions";
    case wire::Envelope::kContext: return "context";
    case wire::Envelope::kEventBatch: return "event_batch";
    case wire::Envelope::BODY_NOT_SET: break;
    }
    return "none";
}

} // namespace faultline::protocol
