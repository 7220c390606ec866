#include "DemoSimulation.h"

#include "CaptureWriter.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <utility>

#ifndef FAULTLINE_VERSION
#define FAULTLINE_VERSION "unversioned"
#endif

namespace faultline::capture::demo {

namespace {

// 2026-03-24T10:00:00Z: captures never depend on the clock of the machine generating them.
constexpr std::int64_t kEpochNs = 1'774'346'400 * kSec;
// The cursor of a thread that never runs on its own (it is woken by another, or sleeps throughout).
constexpr std::int64_t kNever = INT64_MAX / 4;
constexpr std::string_view kVersion = FAULTLINE_VERSION;
// Where the process maps libcudart, give or take a random number of 16 MiB.
constexpr std::uint64_t kCudartBase = 0x7ac1c9e00000ULL;

} // namespace

DemoSimulation::DemoSimulation(CaptureWriter& writer, const ScenarioOptions& options, const Profile& profile,
                               const Machine& machine)
    : m_writer(writer)
    , m_emit(writer)
    , m_stacks(writer)
    , m_options(options)
    , m_profile(profile)
    , m_machine(machine)
    , m_rng(options.seed ^ fnv1a(options.scenario))
{
    // One random draw per statement throughout: argument evaluation order differs between
    // compilers, and the same seed must give the same capture whichever built us.
    m_t0 = kEpochNs + m_rng.range(0, 6 * 3600) * kSec;
    m_t0 += m_rng.range(0, kSec - 1);
    std::int64_t seconds = profile.naturalSeconds;
    if (options.minEvents > 0 && profile.eventsPerSecond > 0) {
        const double needed = static_cast<double>(options.minEvents) / profile.eventsPerSecond * 1.03;
        seconds = std::max<std::int64_t>(seconds, static_cast<std::int64_t>(std::ceil(needed)));
    }
    m_duration = seconds * kSec;
    m_end = m_t0 + m_duration;
    m_mainPid = static_cast<std::uint32_t>(m_rng.range(3000, 60000));
}

bool DemoSimulation::run(std::string* error)
{
    m_stream += static_cast<std::uint64_t>(m_rng.range(0, 0xffff)) * 64;
    m_deviceBase += static_cast<std::uint64_t>(m_rng.range(0, 0xff)) << 32;
    m_stacks.setCudartBase(kCudartBase + (static_cast<std::uint64_t>(m_rng.range(0, 0xfff)) << 24));
    setup();

    const std::int64_t target = std::max<std::int64_t>(
        m_options.minEvents,
        static_cast<std::int64_t>(m_profile.eventsPerSecond * static_cast<double>(m_duration) / kSec));
    std::int64_t lastReported = 0;
    std::int64_t nextSnapshot = m_t0 + kSec;
    std::int64_t tickStart = m_t0;
    std::int64_t end = 0;
    for (;;) {
        const std::int64_t tickEnd = tickStart + kTick;
        // Index loop: a step may start a new thread, which joins the same tick.
        for (std::size_t i = 0; i < m_threads.size(); ++i) {
            Thread& t = m_threads[i];
            while (t.alive && t.cursor < tickEnd)
                step(t);
        }
        for (; nextSnapshot < tickEnd; nextSnapshot += kSec) {
            SystemSnapshot s = snapshot(nextSnapshot);
            s.timestamp = nextSnapshot;
            m_writer.addSystemSnapshot(s);
        }
        onTick(tickStart, tickEnd);
        m_emit.flushBefore(tickEnd);
        if (m_writer.hasError()) {
            *error = m_writer.error();
            return false;
        }
        if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed)) {
            *error = "cancelled";
            return false;
        }
        const std::int64_t seen = m_writer.eventsSeen();
        if (m_options.progress && seen - lastReported >= std::max<std::int64_t>(5000, target / 200)) {
            m_options.progress(seen, std::max(target, seen));
            lastReported = seen;
        }
        if (tickEnd >= m_end && seen + static_cast<std::int64_t>(m_emit.pending()) >= m_options.minEvents) {
            end = tickEnd;
            break;
        }
        tickStart = tickEnd;
    }

    finishing(end);
    // The process exits once its last call has returned; the threads that slept wake for it.
    std::int64_t quit = std::max(end, m_main->cursor);
    if (m_autograd)
        quit = std::max(quit, m_autograd->idleSince);
    wakeSleepers(quit);
    lifecycle(*m_main, ops::ProcessExit, 0, quit + m_rng.range(2500, 4000) * kUs);
    m_emit.flushBefore(LLONG_MAX);

    std::int64_t last = end;
    for (const Thread& t : m_threads) {
        m_writer.addThread({t.tid, t.tgid, t.name, t.firstSeen, t.lastSeen});
        last = std::max(last, t.lastSeen);
    }
    writeSession(last);
    if (m_options.progress)
        m_options.progress(m_writer.eventsSeen(), m_writer.eventsSeen());
    return !m_writer.hasError();
}

double DemoSimulation::progressAt(std::int64_t t) const
{
    return std::clamp(static_cast<double>(t - m_t0) / static_cast<double>(m_duration), 0.0, 1.0);
}

void DemoSimulation::step(Thread& t)
{
    switch (t.role) {
    case Role::Main: iteration(t); break;
    case Role::Worker: worker(t); break;
    case Role::Quiet: {
        const std::int64_t run = us(30, 300);
        const std::int64_t off = ms(60, 140);
        runThenSleep(t, run, off, 0);
        break;
    }
    case Role::Autograd:
    case Role::Idle: t.cursor = kNever; break;
    }
}

Thread& DemoSimulation::addThread(std::uint32_t tid, std::uint32_t tgid, std::string name, Role role,
                                  std::int64_t start, int index)
{
    Thread& t = m_threads.emplace_back();
    t.tid = tid;
    t.tgid = tgid;
    t.name = std::move(name);
    t.role = role;
    t.index = index;
    t.cursor = start;
    t.idleSince = start;
    t.firstSeen = start;
    t.lastSeen = start;
    if (tid == tgid)
        m_writer.addProcessName({tgid, t.name, start});
    return t;
}

void DemoSimulation::addProcessThreads()
{
    const std::int64_t start = m_t0 + m_rng.range(100, 300) * kMs;
    m_main = &addThread(m_mainPid, m_mainPid, "python3", Role::Main, start);
    lifecycle(*m_main, ops::ProcessExec, 0, start);
    for (std::uint32_t i = 0; i < 12; ++i) {
        const std::int64_t created = start + m_rng.range(5, 40) * kMs;
        addThread(m_mainPid + 9 + i, m_mainPid, "python3", Role::Idle, created);
    }
    const std::int64_t cudaInit = start + m_rng.range(150, 250) * kMs;
    addThread(m_mainPid + 39, m_mainPid, "cuda00001400006", Role::Idle, cudaInit);
    addThread(m_mainPid + 43, m_mainPid, "cuda-EvtHandlr", Role::Quiet, cudaInit + 2 * kMs);
    m_main->cursor = cudaInit + 5 * kMs;
    m_workerPidBase = m_mainPid + static_cast<std::uint32_t>(m_rng.range(60, 90));
    std::int64_t fork = start + m_rng.range(400, 700) * kMs;
    for (int i = 0; i < 4; ++i) {
        const std::uint32_t pid = m_workerPidBase + static_cast<std::uint32_t>(i);
        lifecycle(*m_main, ops::ProcessFork, pid, fork);
        const std::int64_t born = fork + m_rng.range(200, 900) * kUs;
        m_workers.push_back(&addThread(pid, pid, "pt_data_worker", Role::Worker, born, i));
        m_lastFork = fork;
        fork += m_rng.range(3, 9) * kMs;
    }
}

void DemoSimulation::emit(Thread& t, std::uint8_t source, std::uint8_t op, std::int64_t ts, std::int64_t duration,
                          std::uint64_t arg0, std::uint64_t arg1, std::int64_t stackHash, bool store)
{
    EventRecord e;
    e.timestamp = ts;
    e.duration = duration;
    e.pid = source == kHost && op == ops::SchedSwitch ? t.tid : t.tgid;
    e.tid = t.tid;
    e.source = source;
    e.op = op;
    e.arg0 = arg0;
    e.arg1 = arg1;
    e.stackHash = stackHash;
    m_emit.push(e, t.name, store);
    t.lastSeen = std::max(t.lastSeen, ts);
}

void DemoSimulation::call(Thread& t, std::uint8_t source, std::uint8_t op, std::int64_t duration, std::uint64_t arg0,
                          std::uint64_t arg1, std::int64_t stackHash, std::int64_t offCpu, std::uint32_t preemptor,
                          bool store)
{
    const std::int64_t start = t.cursor;
    if (offCpu > 0) {
        const std::int64_t into = std::min<std::int64_t>(duration / 2, m_rng.range(2, 30) * kUs);
        emit(t, kHost, ops::SchedSwitch, start + into + offCpu, offCpu, 0, preemptor, 0, true);
        duration += offCpu;
    }
    emit(t, source, op, start, duration, arg0, arg1, stackHash, store);
    t.cursor = start + duration;
}

void DemoSimulation::nestedCall(Thread& t, std::uint8_t op, std::uint8_t driverOp, std::int64_t duration,
                                std::uint64_t arg0, std::uint64_t arg1, std::uint64_t driverArg0,
                                std::uint64_t driverArg1, const Site& site, bool store, std::int64_t offCpu,
                                std::uint32_t preemptor)
{
    const std::int64_t start = t.cursor;
    const std::int64_t in = m_rng.range(700, 2400);
    const std::int64_t out = m_rng.range(1200, 3200);
    duration = std::max(duration, in + out + 1500);
    if (offCpu > 0) {
        const std::int64_t into = in + std::min<std::int64_t>((duration - in - out) / 2, 800);
        emit(t, kHost, ops::SchedSwitch, start + into + offCpu, offCpu, 0, preemptor, 0, true);
        duration += offCpu;
    }
    emit(t, kCuda, op, start, duration, arg0, arg1, site.runtime, store);
    emit(t, kDriver, driverOp, start + in, duration - in - out, driverArg0, driverArg1, site.driver, store);
    t.cursor = start + duration;
}

void DemoSimulation::launch(Thread& t, const Kernel& k, std::int64_t cpuNs, std::int64_t offCpu,
                            std::uint32_t preemptor)
{
    const std::int64_t duration = cpuNs + m_gpu.waitForRoom(t.cursor);
    const bool store = storeLaunch();
    const std::int64_t gpu = m_rng.jitter(std::llround(static_cast<double>(k.gpuNs) * m_gpuScale), 0.3);
    switch (k.kind) {
    case Launch::Runtime:
        nestedCall(t, ops::CudaLaunchKernel, ops::CuLaunchKernel, duration, k.handle, m_stream, k.handle, 0, k.site,
                   store, offCpu, preemptor);
        break;
    case Launch::Driver:
        call(t, kDriver, ops::CuLaunchKernel, duration, k.handle, 0, k.site.driver, offCpu, preemptor, store);
        break;
    case Launch::DriverEx:
        call(t, kDriver, ops::CuLaunchKernelEx, duration, k.handle, m_stream, k.site.driver, offCpu, preemptor, store);
        break;
    }
    m_gpu.submit(t.cursor, gpu);
}

void DemoSimulation::copyToDevice(Thread& t, std::int64_t stackHash, std::uint64_t bytes)
{
    const std::int64_t duration = us(5, 40) + m_gpu.waitForRoom(t.cursor);
    call(t, kCuda, ops::CudaMemcpyAsync, duration, bytes, 1, stackHash);
    // ~24 GB/s over PCIe 4: a nanosecond per 24 bytes.
    m_gpu.submit(t.cursor, static_cast<std::int64_t>(bytes / 24) + 2 * kUs);
}

void DemoSimulation::item(Thread& t, std::int64_t copyStack, std::int64_t syncStack, std::int64_t offCpu,
                          std::uint32_t preemptor)
{
    const std::int64_t copy = us(8, 20);
    call(t, kCuda, ops::CudaMemcpyAsync, copy, 4, 2, copyStack);
    m_gpu.submit(t.cursor, 3 * kUs);
    t.cursor += us(2, 6);
    const std::int64_t wait = std::max<std::int64_t>(0, m_gpu.drainedAt() - t.cursor) + us(3, 9);
    call(t, kCuda, ops::CudaStreamSync, wait, m_stream, 0, syncStack, offCpu, preemptor);
}

std::uint64_t DemoSimulation::segmentFor(std::uint64_t request)
{
    if (request <= kMiB)
        return 2 * kMiB;
    if (request < 10 * kMiB)
        return 20 * kMiB;
    return (request + 2 * kMiB - 1) / (2 * kMiB) * (2 * kMiB);
}

std::uint64_t DemoSimulation::requestSize(std::uint64_t minBytes, std::uint64_t maxBytes)
{
    const double lo = std::log2(static_cast<double>(minBytes));
    const double hi = std::log2(static_cast<double>(maxBytes));
    const auto bytes = static_cast<std::uint64_t>(std::exp2(m_rng.uniform(lo, hi)));
    return std::max<std::uint64_t>(512, (bytes + 511) & ~511ULL);
}

std::uint64_t DemoSimulation::cudaMalloc(Thread& t, const Site& site, std::uint64_t bytes, std::int64_t duration)
{
    const std::uint64_t p = devicePointer(bytes);
    nestedCall(t, ops::CudaMalloc, ops::CuMemAlloc, duration, bytes, p, bytes, p, site);
    return p;
}

void DemoSimulation::cudaFree(Thread& t, const Site& site, std::uint64_t p, std::uint64_t bytes, std::int64_t duration)
{
    duration += std::max<std::int64_t>(0, m_gpu.drainedAt() - t.cursor);
    nestedCall(t, ops::CudaFree, ops::CuMemFree, duration, p, bytes, p, bytes, site);
    releasePointer(p, bytes);
}

void DemoSimulation::runThenSleep(Thread& t, std::int64_t run, std::int64_t off, std::uint32_t preemptor)
{
    t.cursor += std::max<std::int64_t>(run, 1);
    if (off > 0) {
        t.cursor += off;
        emit(t, kHost, ops::SchedSwitch, t.cursor, off, 0, preemptor, 0, true);
    }
}

void DemoSimulation::lifecycle(Thread& t, std::uint8_t op, std::uint64_t arg1, std::int64_t ts)
{
    emit(t, kHost, op, ts, 0, 0, arg1, 0, true);
}

Thread& DemoSimulation::wakeAutograd(Thread& main)
{
    const std::int64_t wake = main.cursor + us(15, 60);
    if (!m_autograd)
        m_autograd = &addThread(m_mainPid + 48, m_mainPid, "pt_autograd_0", Role::Autograd, wake - 40 * kUs);
    Thread& a = *m_autograd;
    if (wake - a.idleSince > 10 * kUs)
        emit(a, kHost, ops::SchedSwitch, wake, wake - a.idleSince, 0, 0, 0, true);
    a.cursor = wake;
    return a;
}

void DemoSimulation::resumeAfterBackward(Thread& main, Thread& engine)
{
    engine.cursor += us(10, 40);
    engine.idleSince = engine.cursor;
    const std::int64_t asleep = main.cursor + us(3, 12);
    const std::int64_t resume = engine.cursor + us(8, 30);
    const std::uint32_t previous = m_rng.chance(0.4) ? engine.tid : 0;
    emit(main, kHost, ops::SchedSwitch, resume, resume - asleep, 0, previous, 0, true);
    main.cursor = resume;
}

void DemoSimulation::exitWorkers(std::int64_t end)
{
    std::int64_t ts = end - m_rng.range(40, 90) * kMs;
    for (Thread* w : m_workers) {
        if (!w->alive)
            continue;
        ts = std::max(ts, w->cursor) + m_rng.range(100, 900) * kUs;
        lifecycle(*w, ops::ProcessExit, 0, ts);
        w->alive = false;
    }
}

void DemoSimulation::wakeSleepers(std::int64_t end)
{
    for (Thread& t : m_threads) {
        if (t.role != Role::Idle && t.role != Role::Autograd)
            continue;
        const std::int64_t wake = end + m_rng.range(200, 2000) * kUs;
        const std::int64_t since = t.role == Role::Idle ? t.firstSeen + m_rng.range(20, 400) * kUs : t.idleSince;
        emit(t, kHost, ops::SchedSwitch, wake, wake - since, 0, 0, 0, true);
    }
}

bool DemoSimulation::storeLaunch()
{
    if (!m_profile.sampledLaunches)
        return true;
    return m_launchCounter++ % 10 == 0;
}

std::uint32_t DemoSimulation::preemptorFor(const Thread& t)
{
    const std::size_t n = m_threads.size();
    for (int attempt = 0; attempt < 4; ++attempt) {
        const Thread& other = m_threads[static_cast<std::size_t>(m_rng.range(0, static_cast<std::int64_t>(n) - 1))];
        if (other.tid != t.tid && other.alive && other.role != Role::Idle)
            return other.tid;
    }
    return 0;
}

void DemoSimulation::writeSession(std::int64_t last)
{
    Session session;
    session.id = 1;
    session.startedAt = m_t0;
    session.stoppedAt = last + 120 * kMs;
    session.gpuModel = m_machine.gpuModel;
    session.gpuDriver = m_machine.gpuDriver;
    session.cpuModel = m_machine.cpuModel;
    session.cpuCores = m_machine.cpuCores;
    session.memTotalMb = m_machine.memTotalMb;
    session.kernel = m_machine.kernel;
    session.osRelease = m_machine.osRelease;
    session.cudaVersion = "12.8";
    session.pythonVersion = "3.10.12";
    session.ingeroVersion = "faultline-demo " + std::string(kVersion);
    session.pidFilter = std::to_string(m_mainPid);
    session.flags = m_profile.sampledLaunches ? "stack,py-frames,sample-launches=10" : "stack,py-frames,record-all";
    session.node = m_options.node;
    m_writer.addSession(session);

    m_writer.setMeta("generator", "faultline demo");
    m_writer.setMeta("scenario", m_options.scenario);
    m_writer.setMeta("seed", std::to_string(m_options.seed));
    m_writer.setMeta("min_events", std::to_string(m_options.minEvents));
    m_writer.setMeta("host", m_options.node);
    m_writer.setMeta("kernel", std::string(m_machine.kernel));
    m_writer.setMeta("probe_version", "faultline-demo " + std::string(kVersion));
    m_writer.setMeta("options", std::string(session.flags) + ",pid=" + std::to_string(m_mainPid));
    m_writer.setMeta("script", scriptName());
    m_writer.setMeta("synthetic", "true");
}

} // namespace faultline::capture::demo
