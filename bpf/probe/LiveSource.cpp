#include "LiveSource.h"

#include "Privileges.h"
#include "ProcessLister.h"
#include "Recorder.h"

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace faultline::probe {

namespace {

constexpr int kStartTimeoutMs = 120'000;     // loading BPF and attaching to every library
constexpr int kResumeLockTimeoutMs = 60'000; // the previous connection's probe finishing its file
constexpr std::int64_t kPollNs = 5'000'000;

bool idChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_'
        || c == '-';
}

std::string newCaptureId(const std::string& node)
{
    std::string name;
    for (const char c : node.substr(0, 64))
        name += idChar(c) ? c : '_';
    char when[32] = {};
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::strftime(when, sizeof when, "%Y%m%dT%H%M%SZ", &utc);
    return "live-" + (name.empty() ? std::string("node") : name) + "-" + when + "-" + std::to_string(::getpid());
}

// mkdir -p; a directory we create for captures lets users create files and nobody list them.
bool makeCaptureDir(const std::string& dir, std::string* error)
{
    struct stat st
    {
    };
    if (::stat(dir.c_str(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return true;
        *error = dir + " is not a directory";
        return false;
    }
    const auto slash = dir.rfind('/');
    if (slash != std::string::npos && slash > 0 && !makeCaptureDir(dir.substr(0, slash), error))
        return false;
    if (::mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST) {
        *error = "cannot create " + dir + ": " + std::strerror(errno);
        return false;
    }
    static_cast<void>(::chmod(dir.c_str(), 01733));
    return true;
}

} // namespace

LiveSource::LiveSource(AccessPolicy policy, LiveOptions options)
    : m_policy(std::move(policy))
    , m_options(std::move(options))
{
}

LiveSource::~LiveSource()
{
    m_stopRequest = true;
    joinRecorder();
}

void LiveSource::joinRecorder()
{
    if (m_recorder.joinable())
        m_recorder.join();
}

bool LiveSource::validCaptureId(const std::string& id)
{
    if (id.size() < 6 || id.size() > 160 || id.rfind("live-", 0) != 0)
        return false;
    for (const char c : id) {
        if (!idChar(c))
            return false;
    }
    return id.find("..") == std::string::npos;
}

std::vector<std::string> LiveSource::capabilities() const
{
    return {std::string(protocol::kCapLive),   std::string(protocol::kCapResume), std::string(protocol::kCapProcesses),
            std::string(protocol::kCapStacks), std::string(protocol::kCapPython), std::string(protocol::kCapJobRanks)};
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

bool LiveSource::checkTargets(const wire::StartCapture& request, std::vector<std::uint32_t>* pids,
                              protocol::ProtocolError* error)
{
    if (request.pids_size() == 0 && !request.all()) {
        *error = protocol::makeError(wire::OUT_OF_RANGE, "no process to trace: name pids or ask for all");
        return false;
    }
    for (const std::uint32_t pid : request.pids()) {
        const std::optional<uid_t> owner = processOwner(static_cast<pid_t>(pid));
        if (!owner) {
            *error = protocol::makeError(wire::OUT_OF_RANGE, "no process " + std::to_string(pid) + " on " + node());
            return false;
        }
        if (!m_policy.mayTrace(*owner)) {
            *error = protocol::makeError(wire::PERMISSION_DENIED,
                                         "process " + std::to_string(pid) + " belongs to uid " + std::to_string(*owner)
                                             + "; this probe traces " + m_policy.describe() + " (see "
                                             + AccessPolicy::kConfigPath + ")");
            return false;
        }
        pids->push_back(pid);
    }
    if (request.all() && !m_policy.mayTraceEveryone()) {
        // The kernel side's "all" would trace every user's processes: the client gets its own
        // CUDA processes running now, and their children.
        bool truncated = false;
        for (const ListedProcess& p : ProcessLister::list(m_policy, true, &truncated))
            pids->push_back(p.pid);
        if (pids->empty()) {
            *error = protocol::makeError(wire::OUT_OF_RANGE,
                                         "no CUDA process of yours runs on " + node() + " (this probe traces "
                                             + m_policy.describe() + ")");
            return false;
        }
    }
    return true;
}

bool LiveSource::start(const wire::StartCapture& request, wire::CaptureStarted* reply, protocol::ProtocolError* error)
{
    if (m_live || m_replay) {
        *error = protocol::makeError(wire::UNEXPECTED_MESSAGE, "one capture per connection");
        return false;
    }
    if (request.has_resume())
        return resume(request, reply, error);

    std::vector<std::uint32_t> pids;
    if (!checkTargets(request, &pids, error))
        return false;
    std::string why;
    if (!hasTracingPrivileges(&why)) {
        *error = protocol::makeError(wire::PERMISSION_DENIED,
                                     "faultline-probe on " + node() + " cannot trace: " + why + "; " + kPrivilegesFix);
        return false;
    }
    if (!makeCaptureDir(m_options.captureDir, &why)) {
        *error = protocol::makeError(wire::SOURCE_FAILED, why);
        return false;
    }
    const std::string id = newCaptureId(node());
    m_capturePath = m_options.captureDir + "/" + id + ".db";

    RecordOptions record;
    record.output = m_capturePath;
    record.pids = std::move(pids);
    record.all = request.all() && m_policy.mayTraceEveryone();
    record.durationMs = static_cast<std::int64_t>(request.duration_ms());
    record.stacks = !request.no_stacks();
    record.python = !request.no_python();
    record.node = node();
    record.commandLine = m_options.description;
    record.feed = &m_feed;
    record.stopRequest = &m_stopRequest;
    record.owner = m_options.owner;
    record.meta.emplace_back("probe.capture_id", id);
    record.meta.emplace_back("probe.streamed", "1");

    m_recorder = std::thread([this, options = std::move(record)]() mutable {
        Recorder recorder(std::move(options));
        std::string failure;
        if (!recorder.start(&failure)) {
            m_feed.failed(failure);
            return;
        }
        m_feed.started();
        const int status = recorder.recordUntilStopped();
        m_feed.ended(status == 0 ? recorder.stopReason() : "recording failed: " + recorder.stopReason());
    });
    std::string failure;
    if (m_feed.waitStarted(kStartTimeoutMs, &failure) != LiveFeed::State::Running) {
        m_stopRequest = true;
        joinRecorder();
        *error = protocol::makeError(wire::SOURCE_FAILED, "cannot trace on " + node() + ": " + failure);
        return false;
    }
    m_live = true;
    reply->set_capture_id(id);
    reply->set_first_sequence(1);
    std::fprintf(stderr, "faultline-probe: streaming capture %s (kept on the node as %s)\n", id.c_str(),
                 m_capturePath.c_str());
    return true;
}

bool LiveSource::resume(const wire::StartCapture& request, wire::CaptureStarted* reply, protocol::ProtocolError* error)
{
    const std::string& id = request.resume().capture_id();
    if (!validCaptureId(id)) {
        *error = protocol::makeError(wire::RESUME_UNAVAILABLE,
                                     "'" + protocol::validUtf8(id.substr(0, 80))
                                         + "' is not a live capture of faultline-probe");
        return false;
    }
    const std::string path = m_options.captureDir + "/" + id + ".db";
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    struct stat st
    {
    };
    if (fd < 0 || ::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || !m_policy.mayTrace(st.st_uid)) {
        if (fd >= 0)
            ::close(fd);
        *error = protocol::makeError(wire::RESUME_UNAVAILABLE,
                                     "no capture " + id + " of yours is kept on " + node() + " (looked for " + path
                                         + ")");
        return false;
    }
    // The probe of the lost connection may still be finishing the file.
    bool locked = false;
    for (int waited = 0; waited < kResumeLockTimeoutMs; waited += 20) {
        if (::flock(fd, LOCK_SH | LOCK_NB) == 0) {
            locked = true;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    ::close(fd);
    if (!locked) {
        *error = protocol::makeError(wire::RESUME_UNAVAILABLE,
                                     "capture " + id + " is still being written on " + node() + "; try again later");
        return false;
    }
    auto replay = std::make_unique<ReplaySource>();
    std::string why;
    if (!replay->open(path, 0, &why)) {
        *error = protocol::makeError(wire::SOURCE_FAILED, why);
        return false;
    }
    replay->setCaptureId(id);
    wire::StartCapture rest;
    *rest.mutable_resume() = request.resume();
    rest.set_duration_ms(request.duration_ms());
    if (!replay->start(rest, reply, error))
        return false;
    m_capturePath = path;
    m_replay = std::move(replay);
    return true;
}

void LiveSource::takeContext(protocol::CaptureContext* context)
{
    if (m_replay)
        m_replay->takeContext(context);
    else if (m_live)
        m_feed.takeContext(context);
}

void LiveSource::takeStacks(std::vector<std::int64_t>* hashes)
{
    // A live capture defines its stacks as events use them.
    if (m_replay)
        m_replay->takeStacks(hashes);
}

SourcePull LiveSource::pull(std::vector<capture::EventRecord>* events, std::size_t max)
{
    if (m_replay)
        return m_replay->pull(events, max);
    SourcePull result;
    if (!m_live) {
        result.kind = SourcePull::Kind::End;
        result.endReason = "no capture";
        return result;
    }
    std::int64_t producedNs = 0;
    if (m_feed.take(events, max, &producedNs) > 0) {
        result.kind = SourcePull::Kind::Events;
        result.producedNs = producedNs;
        return result;
    }
    if (m_feed.drained(&result.endReason)) {
        result.kind = SourcePull::Kind::End;
        m_stopRequest = true;
        joinRecorder(); // the node's capture is complete when the client hears the end
        return result;
    }
    result.kind = SourcePull::Kind::Wait;
    result.waitNs = kPollNs;
    return result;
}

void LiveSource::stop()
{
    if (m_replay)
        m_replay->stop();
    m_stopRequest = true;
}

std::string_view LiveSource::commName(std::uint32_t commId)
{
    return m_replay ? m_replay->commName(commId) : m_feed.commName(commId);
}

const std::vector<capture::StackFrame>* LiveSource::stackFrames(std::int64_t hash)
{
    return m_replay ? m_replay->stackFrames(hash) : m_feed.stackFrames(hash);
}

void LiveSource::fillStatus(wire::Status* status)
{
    if (m_replay) {
        m_replay->fillStatus(status);
        return;
    }
    const auto [ringBytes, ringUsed] = m_feed.ring();
    status->set_ring_bytes(ringBytes);
    status->set_ring_used(ringUsed);
    for (const auto& [source, count] : m_feed.counts()) {
        wire::SourceStatus* s = status->add_sources();
        s->set_source(source);
        s->set_seen(count.published + count.dropped);
        s->set_stored(count.published);
        s->set_dropped(count.dropped);
    }
}

} // namespace faultline::probe
