#include "Recorder.h"

#include "Json.h"
#include "OpCatalog.h"
#include "Privileges.h"
#include "StackCodec.h"
#include "faultline_events.h"

#include <bpf/libbpf.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <grp.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

constexpr std::int64_t kHousekeepingNs = 1'000'000'000;
constexpr std::int64_t kRescanNs = 2'000'000'000;
constexpr int kPollMs = 10;
constexpr std::size_t kEventsPerBatch = 16384;

// "CUDA runtime", "PyTorch allocator (libc10)", ...: a library in the probe's notes.
const char* libraryLabel(LibraryKind kind)
{
    switch (kind) {
    case LibraryKind::CudaRuntime: return "CUDA runtime";
    case LibraryKind::CudaDriver: return "CUDA driver";
    case LibraryKind::TorchC10: return "PyTorch allocator reports (libc10)";
    case LibraryKind::TorchCuda: return "PyTorch caching allocator (libc10_cuda)";
    }
    return "library";
}

std::string signalName(int sig)
{
    switch (sig) {
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    default: return "signal " + std::to_string(sig);
    }
}

// A fingerprint of a raw stack (word at a time: this runs for every call record).
std::uint64_t mix(std::uint64_t h, std::uint64_t word)
{
    h ^= word + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h *= 0xbf58476d1ce4e5b9ULL;
    return h ^ (h >> 31);
}

// "libcudart.so.13.0.96" -> "13.0.96"
std::string versionFromLibraryName(const std::string& path)
{
    std::error_code ec;
    const std::string real = std::filesystem::canonical(path, ec).filename().string();
    const std::string name = ec ? std::filesystem::path(path).filename().string() : real;
    const auto so = name.find(".so.");
    return so == std::string::npos ? std::string() : name.substr(so + 4);
}

std::string joinPids(const std::vector<std::uint32_t>& pids)
{
    std::string out;
    for (const std::uint32_t pid : pids) {
        if (!out.empty())
            out += ',';
        out += std::to_string(pid);
    }
    return out;
}

bool processExists(std::uint32_t pid)
{
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

} // namespace

Recorder::Recorder(RecordOptions options)
    : m_options(std::move(options))
{
}

Recorder::~Recorder()
{
    if (m_ring)
        ring_buffer__free(m_ring);
    if (m_signalFd >= 0)
        ::close(m_signalFd);
    if (m_outputLock >= 0)
        ::close(m_outputLock);
    const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    if (m_consumerPage)
        ::munmap(m_consumerPage, page);
    if (m_producerPage)
        ::munmap(m_producerPage, page);
    if (m_epollFd >= 0)
        ::close(m_epollFd);
    if (m_childGate >= 0)
        ::close(m_childGate);
    if (m_childStatusPipe >= 0)
        ::close(m_childStatusPipe);
}

void Recorder::note(const std::string& line)
{
    std::fprintf(stderr, "faultline-probe: %s\n", line.c_str());
}

int Recorder::run()
{
    std::string error;
    if (!start(&error)) {
        note(error);
        return 1;
    }
    return recordUntilStopped();
}

bool Recorder::start(std::string* error)
{
    if (setUp(error))
        return true;
    // The command, if any, was never released: closing the gate makes it exit.
    if (m_childGate >= 0) {
        ::close(m_childGate);
        m_childGate = -1;
    }
    if (m_child > 0)
        ::waitpid(m_child, nullptr, 0);
    m_program.detach();
    std::string ignored;
    if (m_sink.finish(&ignored)) {
        // Nothing was recorded: no capture that looks like an empty recording is left behind.
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            ::unlink((m_options.output + suffix).c_str());
    }
    if (m_outputLock >= 0) {
        ::close(m_outputLock);
        m_outputLock = -1;
    }
    return false;
}

int Recorder::recordUntilStopped()
{
    loop();
    tearDown();
    std::string finishError;
    const bool finished = m_sink.finish(&finishError);
    if (m_outputLock >= 0) {
        ::close(m_outputLock); // a resume waiting for the complete capture goes on
        m_outputLock = -1;
    }
    std::uint64_t dropped = 0;
    for (const std::uint64_t d : m_drops)
        dropped += d;
    const std::string unfinished = m_unfinishedCalls == 0 ? std::string()
                                                          : " (" + std::to_string(m_unfinishedCalls)
            + " still in flight at the stop, ret_code " + std::to_string(kUnfinishedCallRet) + ")";
    note("stopped (" + m_stopReason + "): " + std::to_string(m_events) + " events" + unfinished + ", "
         + std::to_string(dropped) + " lost in the kernel, " + std::to_string(m_decodeErrors) + " malformed records; "
         + (finished ? "capture written to " + m_options.output : "capture incomplete: " + finishError));
    if (!m_error.empty()) {
        note(m_error);
        if (m_stopReason == "error")
            m_stopReason = m_error;
        return 1;
    }
    if (!finished)
        m_stopReason = "the capture could not be finished: " + finishError;
    return finished ? 0 : 1;
}

bool Recorder::launchCommand(std::string* error)
{
    // The command waits on `gate` until the probes are attached; `status` tells whether its
    // exec worked (closed by the exec) or not (the errno, written before exiting).
    int gate[2];
    int status[2];
    if (::pipe2(gate, O_CLOEXEC) != 0 || ::pipe2(status, O_CLOEXEC) != 0) {
        *error = std::string("cannot create a pipe: ") + std::strerror(errno);
        return false;
    }
    const OutputOwner user = invokingUser();
    std::vector<std::string> args = m_options.command;
    std::vector<char*> argv;
    for (std::string& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    const pid_t child = ::fork();
    if (child < 0) {
        *error = std::string("cannot start the command: ") + std::strerror(errno);
        return false;
    }
    if (child == 0) {
        // Only async-signal-safe calls until exec. The command runs as the user behind sudo.
        ::close(gate[1]);
        ::close(status[0]);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, nullptr);
        if (user.uid != static_cast<uid_t>(-1)
            && (::setgroups(0, nullptr) != 0 || ::setgid(user.gid) != 0 || ::setuid(user.uid) != 0))
            _exit(126);
        char go = 0;
        if (::read(gate[0], &go, 1) != 1 || go != 'g')
            _exit(125);
        ::close(gate[0]);
        ::execvp(argv[0], argv.data());
        const int err = errno;
        static_cast<void>(::write(status[1], &err, sizeof err));
        _exit(127);
    }
    ::close(gate[0]);
    ::close(status[1]);
    m_child = child;
    m_childGate = gate[1];
    m_childStatusPipe = status[0];
    return true;
}

bool Recorder::releaseCommand(std::string* error)
{
    if (m_childGate < 0)
        return true;
    const char go = 'g';
    static_cast<void>(::write(m_childGate, &go, 1));
    ::close(m_childGate);
    m_childGate = -1;
    int err = 0;
    ssize_t n = 0;
    do {
        n = ::read(m_childStatusPipe, &err, sizeof err);
    } while (n < 0 && errno == EINTR);
    ::close(m_childStatusPipe);
    m_childStatusPipe = -1;
    if (n == static_cast<ssize_t>(sizeof err)) {
        *error = "cannot run " + m_options.command.front() + ": " + std::strerror(err);
        return false;
    }
    return true;
}

bool Recorder::setUp(std::string* error)
{
    // Every thread started from here on inherits this mask: the signals reach the signalfd only.
    // A live recording is stopped by its caller, who reads the stop signals itself.
    sigset_t signals;
    sigemptyset(&signals);
    if (!m_options.stopRequest) {
        sigaddset(&signals, SIGINT);
        sigaddset(&signals, SIGTERM);
        sigaddset(&signals, SIGHUP);
    }
    sigaddset(&signals, SIGCHLD);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    m_signalFd = ::signalfd(-1, &signals, SFD_CLOEXEC | SFD_NONBLOCK);
    if (m_signalFd < 0) {
        *error = std::string("signalfd: ") + std::strerror(errno);
        return false;
    }

    for (const std::uint32_t pid : m_options.pids) {
        if (pid == static_cast<std::uint32_t>(::getpid())) {
            *error = "refusing to trace the probe itself (pid " + std::to_string(pid) + ")";
            return false;
        }
        if (!processExists(pid)) {
            *error = "no process with pid " + std::to_string(pid);
            return false;
        }
    }
    // Before any other thread exists: fork() is then safe.
    if (!m_options.command.empty() && !launchCommand(error))
        return false;

    m_clockOffset = monotonicToWallOffset();
    m_startMono = monotonicNs();
    m_startWall = m_startMono + m_clockOffset;
    m_host = readHostFacts();

    capture::WriterOptions writerOptions;
    writerOptions.node = m_options.node;
    if (!m_sink.start(m_options.output, writerOptions, m_options.owner ? *m_options.owner : invokingUser(), error))
        return false;
    if (m_options.feed) {
        m_outputLock = ::open(m_options.output.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (m_outputLock < 0 || ::flock(m_outputLock, LOCK_EX | LOCK_NB) != 0) {
            *error = "cannot lock " + m_options.output + ": " + std::strerror(errno);
            return false;
        }
    }
    for (const auto& [key, value] : m_options.meta)
        batch().meta.emplace_back(key, value);

    if (!hasUprobePmu() && !ensureTracefs(error)) {
        *error = "this kernel has no uprobe PMU, and tracefs (which libbpf falls back to) is unavailable: " + *error;
        return false;
    }

    BpfConfig config;
    config.stacks = m_options.stacks;
    config.python = m_options.python;
    config.traceAll = m_options.all;
    config.selfTgid = static_cast<std::uint32_t>(::getpid());
    config.ringBytes = m_options.ringBytes;
    config.launchMode = static_cast<std::uint32_t>(m_options.launches);
    config.launchSampleNs = static_cast<std::uint64_t>(m_options.launchSampleNs);
    if (!m_program.load(config, error) || !m_program.attachHostProbes(&m_hostNotes, error))
        return false;
    m_attacher.setTensors(m_options.tensors);
    // FAULTLINE_PROBE_ASSUME_DRIVER=1|0 overrides the check (the e2e tests' fake libcuda).
    const char* assume = std::getenv("FAULTLINE_PROBE_ASSUME_DRIVER");
    m_driverPresent = assume && (assume[0] == '0' || assume[0] == '1') ? assume[0] == '1'
                                                                       : LibraryAttacher::nvidiaDriverPresent();
    m_attacher.setLaunchProbes(m_driverPresent, m_options.launchReturns);
    for (const std::string& n : m_hostNotes)
        note(n);

    std::vector<std::uint32_t> requested = m_options.pids;
    if (m_child > 0)
        requested.push_back(static_cast<std::uint32_t>(m_child));
    for (const std::uint32_t pid : requested) {
        if (!m_program.addTarget(pid, TargetReason::Requested)) {
            *error = "cannot add pid " + std::to_string(pid) + " to the targets";
            return false;
        }
    }

    m_attacher.attachSystemLibraries();
    static_cast<void>(m_attacher.takeNew()); // listed below with the others
    for (const std::uint32_t pid : requested)
        discover(process(pid, m_startWall));
    if (m_options.all)
        rescan();

    m_ring = ring_buffer__new(m_program.ringFd(), &Recorder::onRecord, this, nullptr);
    if (!m_ring) {
        *error = std::string("cannot map the ring buffer: ") + std::strerror(errno);
        return false;
    }
    if (m_options.feed) {
        const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
        void* consumer = ::mmap(nullptr, page, PROT_READ, MAP_SHARED, m_program.ringFd(), 0);
        void* producer = ::mmap(nullptr, page, PROT_READ, MAP_SHARED, m_program.ringFd(), static_cast<off_t>(page));
        m_consumerPage = consumer == MAP_FAILED ? nullptr : consumer;
        m_producerPage = producer == MAP_FAILED ? nullptr : producer;
    }
    m_epollFd = ::epoll_create1(EPOLL_CLOEXEC);
    epoll_event ev{};
    ev.events = EPOLLIN;
    ev.data.fd = m_signalFd;
    if (m_epollFd < 0 || ::epoll_ctl(m_epollFd, EPOLL_CTL_ADD, m_signalFd, &ev) != 0) {
        *error = std::string("epoll: ") + std::strerror(errno);
        return false;
    }
    ev.data.fd = ring_buffer__epoll_fd(m_ring);
    ::epoll_ctl(m_epollFd, EPOLL_CTL_ADD, ev.data.fd, &ev);

    writeSession(0);
    pushBatch(true);

    std::size_t runtimes = 0;
    for (const AttachedLibrary& l : m_attacher.libraries()) {
        runtimes += l.kind == LibraryKind::CudaRuntime ? 1 : 0;
        note(std::string(libraryLabel(l.kind)) + " " + ProcessTable::printable(l.path) + ": "
             + std::to_string(l.functions.size()) + " functions"
             + (l.missing.empty() ? "" : ", missing " + std::to_string(l.missing.size()))
             + (l.failures.empty() ? "" : ", failed: " + l.failures.front()));
    }
    static_cast<void>(m_attacher.takeNew());
    std::string targets = m_options.all ? std::string("every process that calls CUDA")
                                        : "pid " + joinPids(requested) + " and its children";
    note("attached " + std::to_string(m_attacher.functionCount()) + " probes in "
         + std::to_string(m_attacher.libraries().size()) + " CUDA libraries and the scheduler; tracing " + targets
         + "; writing " + m_options.output
         + (m_options.durationMs > 0 || m_options.stopRequest ? "" : " (Ctrl+C to stop)"));
    if (runtimes == 0 && !m_options.all)
        note("no CUDA runtime found yet; libraries the targets load later are attached within 2 s");
    if (!releaseCommand(error))
        return false;
    m_nextHousekeeping = monotonicNs() + kHousekeepingNs;
    m_nextRescan = monotonicNs() + kRescanNs;
    return true;
}

void Recorder::loop()
{
    epoll_event events[4];
    while (!m_stop) {
        const int n = ::epoll_wait(m_epollFd, events, 4, kPollMs);
        for (int i = 0; i < n; ++i) {
            if (events[i].data.fd != m_signalFd)
                continue;
            signalfd_siginfo info{};
            while (::read(m_signalFd, &info, sizeof info) == static_cast<ssize_t>(sizeof info)) {
                if (info.ssi_signo == SIGCHLD) {
                    int status = 0;
                    if (m_child > 0 && ::waitpid(m_child, &status, WNOHANG) == m_child) {
                        m_childExited = true;
                        m_childStatus = status;
                    }
                    continue;
                }
                m_stop = true;
                m_stopReason = signalName(static_cast<int>(info.ssi_signo));
            }
        }
        const int consumed = ring_buffer__consume(m_ring);
        if (consumed < 0 && consumed != -EINTR) {
            m_error = std::string("reading the ring buffer failed: ") + std::strerror(-consumed);
            m_stopReason = "error";
            break;
        }
        // dlopen/dlclose in a target: its new CUDA libraries are attached now, not at the rescan.
        for (const std::uint32_t tgid : m_librariesChanged) {
            if (ProcessState* p = m_processes.find(tgid); p && !p->exited)
                discover(*p);
        }
        m_librariesChanged.clear();
        pushBatch(false);
        if (m_options.feed && m_consumerPage && m_producerPage) {
            const std::uint64_t consumerPos = __atomic_load_n(static_cast<const std::uint64_t*>(m_consumerPage),
                                                              __ATOMIC_ACQUIRE);
            const std::uint64_t producerPos = __atomic_load_n(static_cast<const std::uint64_t*>(m_producerPage),
                                                              __ATOMIC_ACQUIRE);
            m_options.feed->setRing(m_options.ringBytes, producerPos >= consumerPos ? producerPos - consumerPos : 0);
        }
        const std::int64_t now = monotonicNs();
        if (now >= m_nextHousekeeping) {
            housekeeping(false);
            m_nextHousekeeping = now + kHousekeepingNs;
        }
        if (m_options.stopRequest && m_options.stopRequest->load(std::memory_order_relaxed)) {
            m_stop = true;
            m_stopReason = "stopped by the client";
        }
        if (m_options.durationMs > 0 && now - m_startMono >= m_options.durationMs * 1'000'000) {
            m_stop = true;
            m_stopReason = "duration reached";
        }
        if (m_sink.failed()) {
            m_error = "writing the capture failed: " + m_sink.error();
            m_stopReason = "error";
            break;
        }
    }
}

void Recorder::tearDown()
{
    // Probes first: nothing fires once this returns; then everything still in the ring.
    m_program.detach();
    if (m_ring) {
        for (int i = 0; i < 1000 && ring_buffer__consume(m_ring) > 0; ++i)
            pushBatch(false);
    }
    recordUnfinishedCalls();
    housekeeping(true);
    if (m_child > 0 && !m_childExited) {
        // The command keeps running untraced; the probe does not wait for it.
        note("the command (pid " + std::to_string(m_child) + ") is still running");
    } else if (m_child > 0 && WIFEXITED(m_childStatus)) {
        note("the command exited with status " + std::to_string(WEXITSTATUS(m_childStatus)));
    } else if (m_child > 0 && WIFSIGNALED(m_childStatus)) {
        note("the command was killed by signal " + std::to_string(WTERMSIG(m_childStatus)));
    }
    const std::int64_t stoppedAt = wallClockNs();
    for (auto& [tid, t] : m_threads) {
        capture::ThreadInfo info;
        info.tid = tid;
        info.tgid = t.tgid;
        info.name = m_commNames[t.commId];
        info.firstSeen = t.firstSeen;
        info.lastSeen = t.lastSeen;
        batch().threads.push_back(std::move(info));
        t.dirty = false;
    }
    writeSession(stoppedAt);
    writeMeta();
    pushBatch(true);
}

void Recorder::recordUnfinishedCalls()
{
    // A hung synchronize is the call a stall investigation needs most; its return never came.
    const auto stop = static_cast<std::uint64_t>(monotonicNs());
    for (const BpfProgram::InFlightCall& call : m_program.inFlightCalls()) {
        if (!RecordDecoder::unfinishedCall(call.key, call.entry, call.gpu, stop, &m_record))
            continue;
        capture::EventRecord e;
        if (!RecordDecoder::toEvent(m_record, m_clockOffset, &e))
            continue;
        e.cgroupId = process(m_record.tgid, e.timestamp).cgroupId;
        e.commId = thread(m_record.tid, m_record.tgid, e.timestamp).commId;
        batch().events.push_back(e);
        ++m_events;
        ++m_unfinishedCalls;
    }
}

int Recorder::onRecord(void* context, void* data, std::size_t size)
{
    static_cast<Recorder*>(context)->handle(static_cast<const std::byte*>(data), size);
    return 0;
}

SinkBatch& Recorder::batch()
{
    if (!m_batch)
        m_batch = std::make_unique<SinkBatch>();
    return *m_batch;
}

void Recorder::pushBatch(bool commit)
{
    if (!m_batch && !commit)
        return;
    SinkBatch& b = batch();
    for (auto& [tid, t] : m_threads) {
        if (!t.dirty)
            continue;
        capture::ThreadInfo info;
        info.tid = tid;
        info.tgid = t.tgid;
        info.name = m_commNames[t.commId];
        info.firstSeen = t.firstSeen;
        info.lastSeen = t.lastSeen;
        b.threads.push_back(std::move(info));
        t.dirty = false;
    }
    b.commit = b.commit || commit;
    if (m_options.feed)
        m_options.feed->publish(b);
    m_sink.push(std::move(m_batch));
}

std::uint32_t Recorder::commId(const std::string& name)
{
    const auto [it, inserted] = m_commIds.try_emplace(name, static_cast<std::uint32_t>(m_commNames.size()));
    if (inserted) {
        m_commNames.push_back(name);
        batch().newComms.push_back(name);
    }
    return it->second;
}

Recorder::ThreadState& Recorder::thread(std::uint32_t tid, std::uint32_t tgid, std::int64_t wallNs)
{
    auto [it, inserted] = m_threads.try_emplace(tid);
    ThreadState& t = it->second;
    if (inserted) {
        t.tgid = tgid;
        t.commId = commId(ProcessTable::readComm(tgid, tid));
        t.firstSeen = wallNs;
        t.dirty = true;
    } else if (tgid != 0 && t.tgid != tgid) {
        t.tgid = tgid; // a tid reused by another process
        t.dirty = true;
    }
    t.lastSeen = std::max(t.lastSeen, wallNs);
    return t;
}

std::string Recorder::mainThreadName(std::uint32_t tgid) const
{
    const auto it = m_threads.find(tgid);
    return it == m_threads.end() || it->second.tgid != tgid ? std::string() : m_commNames[it->second.commId];
}

ProcessState& Recorder::process(std::uint32_t tgid, std::int64_t wallNs, const std::string& name)
{
    if (const ProcessState* old = m_processes.find(tgid); old && old->exited && processExists(tgid)) {
        // Its pid was reused by a new process (records of the old one all came before its exit).
        m_processes.forget(tgid);
        m_python.forget(tgid);
        m_stacks.forgetProcess(tgid);
    }
    ProcessState* found = m_processes.find(tgid);
    if (!found || found->name.empty()) {
        const std::string known = name.empty() ? mainThreadName(tgid) : name;
        found = &m_processes.get(tgid, wallNs, known);
        if (found->name.empty() && !known.empty()) {
            // Seen first without a name (gone before /proc was read): named now.
            found->name = RecordDecoder::sanitizeName(known);
            announce(*found, wallNs);
        }
    }
    ProcessState& p = *found;
    for (const std::uint32_t fresh : m_processes.takeNew()) {
        ProcessState* q = m_processes.find(fresh);
        if (!q)
            continue;
        announce(*q, wallNs);
        if (q->cgroupId > 1 && m_sentCgroups.insert(q->cgroupId).second) {
            std::string path;
            const std::uint64_t id = ProcessTable::readCgroup(fresh, &path);
            if (id == q->cgroupId)
                batch().cgroups.push_back({id, ProcessTable::containerIdOf(path), path, {}, {}});
        }
    }
    return p;
}

void Recorder::discover(ProcessState& p)
{
    if (p.exited)
        return;
    const ProcMaps* maps = m_processes.maps(p, std::chrono::milliseconds(0));
    if (!maps) {
        if (!processExists(p.tgid)) {
            m_processes.markExited(p.tgid);
            m_program.removeTarget(p.tgid);
        }
        return;
    }
    m_attacher.attachProcess(static_cast<pid_t>(p.tgid), *maps);
    for (const AttachedLibrary& l : m_attacher.takeNew()) {
        note("attached " + std::to_string(l.functions.size()) + " probes in " + ProcessTable::printable(l.path)
             + " (pid " + std::to_string(p.tgid) + ")");
    }
    if (m_options.python && !p.pythonChecked) {
        fl_py_config config{};
        std::string version;
        std::string why;
        if (m_python.configure(p.tgid, *maps, &config, &version, &why)) {
            if (m_program.setPythonConfig(p.tgid, &config)) {
                p.pythonVersion = version;
                p.pythonNote.clear();
                note("pid " + std::to_string(p.tgid) + ": CPython " + version + " frames walked");
            }
            p.pythonChecked = true;
        } else if (!why.empty()) {
            if (why != p.pythonNote)
                note("pid " + std::to_string(p.tgid) + ": no Python frames: " + why);
            p.pythonNote = why;
            p.pythonChecked = true;
        }
    }
    const std::int64_t now = wallClockNs();
    for (const capture::ThreadInfo& t : ProcessTable::readThreads(p.tgid))
        thread(t.tid, p.tgid, now);
}

void Recorder::rescan()
{
    const std::int64_t now = wallClockNs();
    for (const std::uint32_t tgid : m_program.targets())
        discover(process(tgid, now));
    if (!m_options.all)
        return;
    const auto self = static_cast<std::uint32_t>(::getpid());
    for (const std::uint32_t pid : ProcessTable::allProcesses()) {
        if (pid == self || m_processes.find(pid))
            continue;
        std::string error;
        const std::optional<ProcMaps> maps = ProcMaps::read(static_cast<pid_t>(pid), &error);
        if (!maps || (maps->cudaRuntimes().empty() && maps->cudaDrivers().empty()))
            continue;
        if (m_program.addTarget(pid, TargetReason::Scanned))
            discover(process(pid, now));
    }
}

bool Recorder::calledFromCudaRuntime(ProcessState& p, std::uint64_t returnAddress)
{
    if (returnAddress == 0)
        return false;
    if (returnAddress >= p.cudartStart && returnAddress < p.cudartEnd)
        return true;
    const ProcMaps* maps = p.maps ? &*p.maps : nullptr;
    const Mapping* m = maps ? maps->find(returnAddress) : nullptr;
    if (m == nullptr) {
        // Mapped since the maps were read (a dlopen); read them again, at most once a second.
        maps = m_processes.maps(p, std::chrono::seconds(1));
        m = maps ? maps->find(returnAddress) : nullptr;
    }
    if (m == nullptr || !m->exec)
        return false;
    const std::string_view path = m->path;
    const std::size_t slash = path.rfind('/');
    if (!ProcMaps::isCudaRuntimeName(slash == std::string_view::npos ? path : path.substr(slash + 1)))
        return false;
    p.cudartStart = m->start;
    p.cudartEnd = m->end;
    return true;
}

void Recorder::flushLaunchCounts(std::int64_t nowWallNs)
{
    SinkBatch& b = batch();
    for (const auto& [key, count] : m_program.launchCounts()) {
        const auto id = std::make_tuple(key.tgid, key.tid, static_cast<std::uint64_t>(key.kernel),
                                        static_cast<std::uint64_t>(key.stream), key.fn, key.variant);
        std::uint64_t& last = m_launchCounts[id];
        if (count <= last)
            continue;
        capture::EventRecord e;
        if (!FunctionTable::sourceAndOp(key.fn, &e.source, &e.op))
            continue;
        if (m_runtimeLaunchKeys.count(id) != 0) {
            e.source = static_cast<std::uint8_t>(capture::Source::Cuda);
            e.op = capture::ops::CudaLaunchKernel;
        }
        e.timestamp = nowWallNs;
        e.pid = key.tgid;
        e.tid = key.tid;
        e.arg0 = key.kernel;
        e.arg1 = key.stream;
        const auto delta = static_cast<std::int64_t>(count - last);
        b.counted.emplace_back(e, delta);
        m_launchesCounted += count - last;
        last = count;
    }
}

void Recorder::housekeeping(bool final)
{
    const std::int64_t now = wallClockNs();
    SinkBatch& b = batch();

    const std::vector<std::uint64_t> drops = m_program.drops();
    if (m_drops.size() != drops.size())
        m_drops.assign(drops.size(), 0);
    for (std::size_t slot = 0; slot < drops.size(); ++slot) {
        if (drops[slot] > m_drops[slot]) {
            b.drops.emplace_back(static_cast<std::uint8_t>(slot),
                                 static_cast<std::int64_t>(drops[slot] - m_drops[slot]));
            m_drops[slot] = drops[slot];
        }
    }

    if (m_options.launches == LaunchMode::Counted)
        flushLaunchCounts(now);

    for (const BpfProgram::PageStats& s : m_program.pageStats()) {
        BpfProgram::PageStats& last = m_pageStats[s.tgid];
        if (s.count <= last.count)
            continue;
        capture::EventRecord e;
        e.timestamp = now;
        e.pid = s.tgid;
        e.tid = s.tgid;
        e.source = static_cast<std::uint8_t>(capture::Source::Host);
        e.op = capture::ops::MmPageAllocSummary;
        e.arg0 = s.count - last.count;
        e.arg1 = s.bytes - last.bytes;
        const ProcessState* p = m_processes.find(s.tgid);
        e.commId = commId(p && !p->name.empty() ? p->name : mainThreadName(s.tgid));
        b.events.push_back(e);
        ++m_events;
        last = s;
        last.tgid = s.tgid;
        if (p && p->exited)
            m_program.forgetPageStats(s.tgid);
    }

    capture::SystemSnapshot snapshot;
    if (m_sampler.sample(now, &snapshot))
        b.snapshots.push_back(snapshot);

    if (final)
        return;
    const std::int64_t mono = monotonicNs();
    if (mono >= m_nextRescan) {
        rescan();
        m_nextRescan = mono + kRescanNs;
        // Code objects and mappings are reused after they die: cached resolutions expire.
        m_rawStacks.clear();
        m_stacks.clearCaches();
    }
    if (!m_options.all) {
        bool anyLeft = false;
        for (const std::uint32_t tgid : m_program.targets()) {
            if (processExists(tgid))
                anyLeft = true;
            else
                m_program.removeTarget(tgid);
        }
        if (!anyLeft && (m_child <= 0 || m_childExited)) {
            m_stop = true;
            m_stopReason = "every traced process has exited";
        }
    }
}

std::int64_t Recorder::stackFor(std::uint32_t tgid, ProcessState& p)
{
    const Record& r = m_record;
    if (r.stackCount == 0 && r.pyCount == 0)
        return 0;
    std::uint64_t key = mix(0xcbf29ce484222325ULL, tgid);
    for (std::size_t i = 0; i < r.pyCount; ++i)
        key = mix(mix(key, r.py[i].code), static_cast<std::uint32_t>(r.py[i].lasti));
    key = mix(key, r.pyCount << 8 | r.stackCount);
    for (std::size_t i = 0; i < r.stackCount; ++i)
        key = mix(key, r.ips[i]);
    if (const auto it = m_rawStacks.find(key); it != m_rawStacks.end())
        return it->second;
    m_stacks.build(r, p, &m_frames);
    std::int64_t hash = 0;
    if (!m_frames.empty()) {
        hash = capture::StackCodec::hash(m_frames);
        if (m_sentStacks.insert(hash).second)
            batch().stacks.push_back(m_frames);
    }
    if (m_rawStacks.size() > 200000)
        m_rawStacks.clear();
    m_rawStacks.emplace(key, hash);
    return hash;
}

void Recorder::handle(const std::byte* data, std::size_t size)
{
    ++m_records;
    const DecodeError err = RecordDecoder::decode({data, size}, &m_record);
    if (err != DecodeError::None) {
        if (m_decodeErrors++ < 10)
            note("malformed record (" + std::string(RecordDecoder::describe(err)) + "), skipped");
        return;
    }
    capture::EventRecord e;
    const bool isEvent = RecordDecoder::toEvent(m_record, m_clockOffset, &e);
    const std::int64_t wall = e.timestamp;
    switch (m_record.kind) {
    case RecordKind::Call: {
        ProcessState& p = process(m_record.tgid, wall);
        if (!p.pythonChecked && p.maps == std::nullopt)
            discover(p);
        e.stackHash = stackFor(m_record.tgid, p);
        e.commId = thread(m_record.tid, m_record.tgid, wall).commId;
        if ((m_record.fn == FL_FN_CU_LAUNCH_KERNEL || m_record.fn == FL_FN_CU_LAUNCH_KERNEL_EX)
            && calledFromCudaRuntime(p, m_record.aux)) {
            // Ingero's op for a runtime launch, where a reader expects it (the driver's probe saw it).
            e.source = static_cast<std::uint8_t>(capture::Source::Cuda);
            e.op = capture::ops::CudaLaunchKernel;
            ++m_runtimeLaunches;
            if (m_options.launches == LaunchMode::Counted)
                m_runtimeLaunchKeys.emplace(m_record.tgid, m_record.tid, m_record.arg0, m_record.arg1, m_record.fn,
                                            m_record.variant);
        }
        if (m_record.fn == FL_FN_TORCH_ALLOC || m_record.fn == FL_FN_TORCH_FREE)
            checkTensorReport();
        break;
    }
    case RecordKind::OffCpu:
        e.commId = thread(m_record.tid, m_record.tgid, wall).commId;
        if (m_record.waitHash != 0) {
            const auto it = m_waitStacks.find(m_record.waitHash);
            if (it != m_waitStacks.end())
                e.stackHash = it->second;
            else
                ++m_unknownWaits;
        }
        break;
    case RecordKind::Wait: {
        ProcessState& p = process(m_record.tgid, wall);
        if (m_waitStacks.size() > 200000)
            m_waitStacks.clear();
        m_waitStacks[m_record.waitHash] = stackFor(m_record.tgid, p);
        break;
    }
    case RecordKind::Task:
        handleTask(wall);
        e.commId = commId(m_record.comm);
        break;
    }
    if (!isEvent)
        return;
    batch().events.push_back(e);
    ++m_events;
    if (m_batch->events.size() >= kEventsPerBatch)
        pushBatch(false);
}

// Each report of PyTorch's allocator (2.x) carries its own count of allocated bytes: the bytes
// before the first report seen plus every report since must give it, or reports were missed.
void Recorder::checkTensorReport()
{
    const Record& r = m_record;
    if (r.variant != 0)
        return; // the 1.x form carries no count
    ++m_tensorReports;
    const bool alloc = r.fn == FL_FN_TORCH_ALLOC;
    const auto bytes = static_cast<std::int64_t>(alloc ? r.arg0 : r.arg1);
    const auto count = static_cast<std::int64_t>(r.aux);
    const auto key = std::make_pair(r.tgid, r.gpu);
    auto it = m_tensorBytes.find(key);
    if (it == m_tensorBytes.end())
        it = m_tensorBytes.emplace(key, TensorBytes{count - (alloc ? bytes : -bytes), 0}).first;
    it->second.traced += alloc ? bytes : -bytes;
    if (it->second.before + it->second.traced != count) {
        ++m_tensorMismatches;
        it->second.before = count - it->second.traced; // count again from here
    }
}

void Recorder::handleTask(std::int64_t wallNs)
{
    const Record& r = m_record;
    switch (r.event) {
    case TaskEvent::Fork: {
        ThreadState& child = thread(r.other, r.otherTgid, wallNs);
        child.commId = commId(r.comm);
        child.dirty = true;
        // The child may be gone before /proc is read: the record's name (the parent's) stands.
        if (!r.newThread())
            process(r.otherTgid, wallNs, r.comm);
        break;
    }
    case TaskEvent::Exec: {
        const bool known = m_processes.find(r.tgid) != nullptr;
        ProcessState& p = process(r.tgid, wallNs, r.comm);
        // A new program, a new environment: its job rank is read again (a new process's just was).
        if (known)
            m_processes.readJobRank(p);
        p.name = r.comm;
        p.maps.reset();
        p.pythonChecked = false;
        p.pythonVersion.clear();
        m_python.forget(r.tgid);
        m_stacks.forgetProcess(r.tgid);
        announce(p, wallNs);
        ThreadState& t = thread(r.tid, r.tgid, wallNs);
        t.commId = commId(r.comm);
        t.dirty = true;
        discover(p);
        break;
    }
    case TaskEvent::Exit: {
        ThreadState& t = thread(r.tid, r.tgid, wallNs);
        t.lastSeen = wallNs;
        if (r.groupDead()) {
            // Its records all came before this one: nothing of it is resolved any more.
            m_processes.markExited(r.tgid);
            m_python.forget(r.tgid);
            m_stacks.forgetProcess(r.tgid);
        }
        break;
    }
    case TaskEvent::Rename: {
        ThreadState& t = thread(r.tid, r.tgid, wallNs);
        t.commId = commId(r.comm);
        t.dirty = true;
        break;
    }
    case TaskEvent::Libraries:
        m_librariesChanged.insert(r.tgid);
        // Calls into the new library may follow in this round: their frames must find it in the
        // maps (a frame outside them ends its stack), so the next lookup reads them again.
        if (ProcessState* p = m_processes.find(r.tgid)) {
            p->mapsReadAt = {};
            // A command found at its exec has no interpreter mapped yet when its python links
            // libpython3.X (pyenv's, conda's): look again once the dynamic linker has loaded it.
            if (p->pythonVersion.empty())
                p->pythonChecked = false;
        }
        break;
    case TaskEvent::Oom: break;
    }
}

void Recorder::writeSession(std::int64_t stoppedAt)
{
    capture::Session s;
    s.id = 1;
    s.startedAt = m_startWall;
    s.stoppedAt = stoppedAt;
    s.gpuModel = m_host.gpuModel;
    s.gpuDriver = m_host.gpuDriver;
    s.cpuModel = m_host.cpuModel;
    s.cpuCores = m_host.cpuCores;
    s.memTotalMb = m_host.memTotalMb;
    s.kernel = m_host.kernel;
    s.osRelease = m_host.osRelease;
    for (const AttachedLibrary& l : m_attacher.libraries()) {
        if (l.kind == LibraryKind::CudaRuntime && !l.functions.empty()) {
            s.cudaVersion = versionFromLibraryName(l.path);
            break;
        }
    }
    std::set<std::string> pythons;
    for (const auto& [tgid, p] : m_processes.all()) {
        if (!p.pythonVersion.empty())
            pythons.insert(p.pythonVersion);
    }
    for (const std::string& v : pythons)
        s.pythonVersion += (s.pythonVersion.empty() ? "" : ",") + v;
    s.ingeroVersion = std::string("faultline-probe ") + FAULTLINE_VERSION;
    std::vector<std::uint32_t> pids = m_options.pids;
    if (m_child > 0)
        pids.push_back(static_cast<std::uint32_t>(m_child));
    s.pidFilter = m_options.all ? std::string() : joinPids(pids);
    std::string flags = "record-all";
    if (m_options.stacks)
        flags += ",stack";
    if (m_options.python)
        flags += ",py-walker=ebpf";
    if (m_options.all)
        flags += ",all";
    if (m_options.durationMs > 0)
        flags += ",duration=" + std::to_string(m_options.durationMs) + "ms";
    s.flags = flags;
    s.node = m_options.node;
    s.job = agreedJobRank();
    batch().session = s;
}

const char* launchModeName(LaunchMode mode)
{
    switch (mode) {
    case LaunchMode::All: return "all";
    case LaunchMode::Sampled: return "sampled";
    case LaunchMode::Counted: return "counted";
    }
    return "sampled";
}

void Recorder::writeMeta()
{
    using capture::json::appendQuoted;
    auto& meta = batch().meta;
    meta.emplace_back("probe.version", FAULTLINE_VERSION);
    meta.emplace_back("probe.abi", std::to_string(FL_ABI_VERSION));
    meta.emplace_back("probe.kernel", m_host.kernel);
    meta.emplace_back("probe.command_line", m_options.commandLine);
    meta.emplace_back("probe.mode", m_options.all ? "all" : (m_options.command.empty() ? "pids" : "command"));
    meta.emplace_back("probe.stacks", m_options.stacks ? "1" : "0");
    meta.emplace_back("probe.python", m_options.python ? "1" : "0");
    meta.emplace_back("probe.tensors", m_options.tensors ? "1" : "0");
    meta.emplace_back("probe.launches", launchModeName(m_options.launches));
    meta.emplace_back("probe.launch_sample_ns", std::to_string(m_options.launchSampleNs));
    meta.emplace_back("probe.launch_probes",
                      m_options.launchReturns ? "runtime and driver, entry and return"
                          : m_driverPresent   ? "driver, entry only"
                                              : "runtime and driver, entry only (no NVIDIA driver on the node)");
    meta.emplace_back("probe.launches_counted", std::to_string(m_launchesCounted));
    meta.emplace_back("probe.runtime_launches_from_driver", std::to_string(m_runtimeLaunches));
    meta.emplace_back("probe.launches_note",
                      "Kernel launches are probed at their entry only: duration 0, ret_code 0. Where the node "
                      "has an NVIDIA driver they are probed at cuLaunchKernel/cuLaunchKernelEx only; one "
                      "called from libcudart is stored as cudaLaunchKernel (source 1, op 3) with the driver's "
                      "CUfunction in arg0. probe.launches: all = every launch stored with its stacks; sampled "
                      "= every launch stored; the first after another CUDA call of its thread, then one per "
                      "probe.launch_sample_ns of the thread, with its stacks; counted = the first "
                      "launch of each thread, kernel and stream stored, the others only in event_aggregates "
                      "(count - stored).");
    meta.emplace_back("probe.ring_bytes", std::to_string(m_options.ringBytes));
    meta.emplace_back("probe.clock_offset_ns", std::to_string(m_clockOffset));
    meta.emplace_back("probe.stop_reason", m_stopReason);
    meta.emplace_back("probe.records", std::to_string(m_records));
    meta.emplace_back("probe.malformed_records", std::to_string(m_decodeErrors));
    meta.emplace_back("probe.unresolved_frames", std::to_string(m_stacks.unresolvedFrames()));
    meta.emplace_back("probe.cut_frames", std::to_string(m_stacks.cutFrames()));
    meta.emplace_back("probe.unknown_wait_stacks", std::to_string(m_unknownWaits));
    meta.emplace_back("probe.tensor_reports", std::to_string(m_tensorReports));
    meta.emplace_back("probe.tensor_report_mismatches", std::to_string(m_tensorMismatches));
    // Bytes PyTorch had allocated before the first report seen, per process and device: what a
    // rebuild of live tensors from the capture starts from.
    std::string before = "{";
    for (const auto& [key, bytes] : m_tensorBytes) {
        if (before.size() > 1)
            before += ',';
        before += "\"" + std::to_string(key.first) + ":" + std::to_string(key.second)
            + "\":" + std::to_string(bytes.before);
    }
    meta.emplace_back("probe.tensor_bytes_before", before + "}");
    meta.emplace_back("probe.offcpu_note",
                      "sched_switch rows: arg0 is how the thread left the CPU (1 blocked, 2 preempted, 3 disk "
                      "wait, 4 other, 0 unknown); the stack of a blocked Python thread is where it waited "
                      "(taken at the switch-out); a preempted thread's duration is how long it waited to run.");
    meta.emplace_back("probe.unfinished_calls", std::to_string(m_unfinishedCalls));
    meta.emplace_back("probe.unfinished_calls_note",
                      "Calls still in flight when the recording stopped are events with ret_code "
                          + std::to_string(kUnfinishedCallRet)
                          + ", duration up to the stop, the arguments known at their entry and no stack.");
    std::uint64_t dropped = 0;
    for (const std::uint64_t d : m_drops)
        dropped += d;
    meta.emplace_back("probe.dropped", std::to_string(dropped));
    std::string libraries = "[";
    for (const AttachedLibrary& l : m_attacher.libraries()) {
        if (libraries.size() > 1)
            libraries += ',';
        libraries += "{\"path\":";
        appendQuoted(libraries, l.path);
        libraries += std::string(",\"kind\":\"") + libraryKindName(l.kind) + "\"";
        libraries += ",\"functions\":[";
        for (std::size_t i = 0; i < l.functions.size(); ++i) {
            if (i)
                libraries += ',';
            appendQuoted(libraries, l.functions[i]);
        }
        libraries += "],\"missing\":[";
        for (std::size_t i = 0; i < l.missing.size(); ++i) {
            if (i)
                libraries += ',';
            appendQuoted(libraries, l.missing[i]);
        }
        libraries += "]}";
    }
    libraries += ']';
    meta.emplace_back("probe.libraries", libraries);
    std::string notes;
    for (const std::string& n : m_hostNotes)
        notes += (notes.empty() ? "" : "; ") + n;
    meta.emplace_back("probe.host_notes", notes);
    std::string python;
    for (const auto& [tgid, p] : m_processes.all()) {
        if (p.pythonVersion.empty() && p.pythonNote.empty())
            continue;
        python += (python.empty() ? "" : "; ") + std::to_string(tgid) + ": "
            + (p.pythonVersion.empty() ? p.pythonNote : "CPython " + p.pythonVersion);
    }
    meta.emplace_back("probe.python_processes", python);
    const ProcessTable::JobRankCounts& jobs = m_processes.jobRankCounts();
    meta.emplace_back("probe.job_rank_environments_read", std::to_string(jobs.read));
    meta.emplace_back("probe.job_rank_processes", std::to_string(jobs.withRank));
    meta.emplace_back("probe.job_rank_unreadable", std::to_string(jobs.unreadable));
    meta.emplace_back("probe.job_rank_refused_values", std::to_string(jobs.refusedValues));
    meta.emplace_back("probe.job_rank_note",
                      "A traced process's RANK, LOCAL_RANK and WORLD_SIZE, read from its environment when the probe "
                      "first saw it (attach, fork) and at each exec, are the rank, local_rank and world_size of its "
                      "events; no other variable of its environment is read or stored. A value that is not a "
                      "decimal number in range (ranks 0..1000000, WORLD_SIZE 1..1000000) is refused and its column "
                      "stays NULL, all three when a rank is not below WORLD_SIZE; an entry the environment ends "
                      "inside is ignored; each is counted in probe.job_rank_refused_values. sessions: per column, "
                      "the value every traced process with one agrees on.");
}

capture::JobRank Recorder::agreedJobRank() const
{
    // Per column: the value every process that has one agrees on (one job's ranks on a node share
    // WORLD_SIZE, not RANK); NULL when none has one or two disagree.
    constexpr std::int32_t kNone = -1;
    constexpr std::int32_t kDisagree = -2;
    std::int32_t agreed[3] = {kNone, kNone, kNone};
    for (const auto& [tgid, p] : m_processes.all()) {
        const std::int32_t values[3] = {p.job.rank, p.job.localRank, p.job.worldSize};
        for (int c = 0; c < 3; ++c) {
            if (values[c] < 0 || agreed[c] == kDisagree)
                continue;
            agreed[c] = agreed[c] == kNone || agreed[c] == values[c] ? values[c] : kDisagree;
        }
    }
    capture::JobRank job;
    job.rank = std::max(agreed[0], kNone);
    job.localRank = std::max(agreed[1], kNone);
    job.worldSize = std::max(agreed[2], kNone);
    return job;
}

void Recorder::announce(const ProcessState& p, std::int64_t wallNs)
{
    batch().processes.push_back({{p.tgid, p.name, wallNs}, p.job});
    for (const std::uint32_t pid : m_processes.takeRefusedJobRanks()) {
        if (m_jobRankNotes++ < 10)
            note("pid " + std::to_string(pid)
                 + ": RANK, LOCAL_RANK or WORLD_SIZE in its environment is not a decimal number in range, they "
                   "disagree, or the environment ends inside an entry: what is wrong is ignored");
    }
}

} // namespace faultline::probe
