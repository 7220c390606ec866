// The chain engine's rules on small captures written for each case, where the real corpus has no
// example: a process that dies, an OOM with the memory held by another process or simply used up,
// CPU taken by another process, a training thread waiting for its DataLoader workers. Each
// capture is built call by call, so every figure a chain states is known exactly.

#include "CaptureWriter.h"
#include "ChainEngine.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "TraceBuilder.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace faultline;
using namespace faultline::capture;

namespace {

constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kT0 = 1'790'000'000'000'000'000;
constexpr std::uint8_t kCuda = static_cast<std::uint8_t>(Source::Cuda);
constexpr std::uint8_t kHost = static_cast<std::uint8_t>(Source::Host);
const char* const kScript = "/srv/job/train.py";

// A capture written event by event.
class Synth
{
public:
    explicit Synth(const QString& path)
        : m_path(path.toStdString())
    {
        WriterOptions options;
        m_ok = m_writer.open(m_path, options, &m_error);
    }

    void thread(std::uint32_t tid, std::uint32_t tgid, const std::string& name)
    {
        m_writer.addThread({tid, tgid, name, kT0, kT0 + 100'000 * kMs});
        if (tid == tgid)
            m_writer.addProcessName({tgid, name, kT0});
    }

    // A stack with the script's line `line` as its only Python frame.
    std::int64_t line(int line, const char* native = "cudaLaunchKernel")
    {
        StackFrame py;
        py.kind = FrameKind::Python;
        py.pyFile = kScript;
        py.pyFunction = "<module>";
        py.pyDefLine = 1;
        py.pyLine = line;
        StackFrame c;
        c.kind = FrameKind::Native;
        c.symbol = native;
        c.library = "libcudart.so.13";
        return m_writer.addStack({py, c});
    }

    void call(std::uint32_t pid, std::uint32_t tid, std::uint8_t op, std::int64_t start, std::int64_t duration,
              std::int64_t stack, std::uint64_t arg0 = 0, std::uint64_t arg1 = 0, std::int32_t ret = 0)
    {
        EventRecord e;
        e.timestamp = start;
        e.duration = duration;
        e.pid = pid;
        e.tid = tid;
        e.source = kCuda;
        e.op = op;
        e.arg0 = arg0;
        e.arg1 = arg1;
        e.retCode = ret;
        e.stackHash = stack;
        m_writer.addEvent(e, {});
    }

    // A row of PyTorch's caching allocator (faultline-probe's TORCH source).
    void tensor(std::uint32_t pid, std::uint8_t op, std::int64_t at, std::uint64_t arg0, std::uint64_t arg1,
                std::int64_t stack = 0)
    {
        EventRecord e;
        e.stackHash = stack;
        e.timestamp = at;
        e.pid = pid;
        e.tid = pid;
        e.source = capture::kTorchSource;
        e.op = op;
        e.arg0 = arg0;
        e.arg1 = arg1;
        m_writer.addEvent(e, {});
    }

    // Off the CPU over [from, to); `previous` ran on the core before it came back.
    // `state`: how the thread left the CPU (faultline-probe's arg0; Unknown as in Ingero's rows).
    void offCpu(std::uint32_t tid, std::int64_t from, std::int64_t to, std::uint32_t previous,
                capture::OffCpuState state = capture::OffCpuState::Unknown)
    {
        EventRecord e;
        e.timestamp = to;
        e.duration = to - from;
        e.pid = tid;
        e.tid = tid;
        e.source = kHost;
        e.op = ops::SchedSwitch;
        e.arg0 = static_cast<std::uint64_t>(state);
        e.arg1 = previous;
        m_writer.addEvent(e, {});
    }

    // Off the CPU over [from, to), a thread of process `pid`.
    void offCpuOf(std::uint32_t pid, std::uint32_t tid, std::int64_t from, std::int64_t to, std::uint32_t previous)
    {
        EventRecord e;
        e.timestamp = to;
        e.duration = to - from;
        e.pid = pid;
        e.tid = tid;
        e.source = kHost;
        e.op = ops::SchedSwitch;
        e.arg0 = static_cast<std::uint64_t>(capture::OffCpuState::Preempted);
        e.arg1 = previous;
        m_writer.addEvent(e, {});
    }

    void lifecycle(std::uint32_t pid, std::uint8_t op, std::int64_t at, std::uint64_t arg0, std::uint64_t arg1 = 0)
    {
        EventRecord e;
        e.timestamp = at;
        e.pid = pid;
        e.tid = pid;
        e.source = kHost;
        e.op = op;
        e.arg0 = arg0;
        e.arg1 = arg1;
        m_writer.addEvent(e, {});
    }

    void session(const std::string& gpuModel)
    {
        Session s;
        s.id = 1;
        s.startedAt = kT0;
        s.gpuModel = gpuModel;
        m_writer.addSession(s);
    }

    // A training step of process `pid` on thread `tid` from `start`: launches from lines 10, 11
    // and 12, `busy` apart; returns when the step's last call ends.
    std::int64_t step(std::uint32_t pid, std::uint32_t tid, std::int64_t start, std::int64_t busy = kMs)
    {
        std::int64_t t = start;
        for (const int l : {10, 11, 12}) {
            call(pid, tid, ops::CudaLaunchKernel, t, 20'000, line(l));
            t += busy;
        }
        return t;
    }

    std::shared_ptr<Trace> load()
    {
        if (!m_ok || !m_writer.finish(&m_error))
            return nullptr;
        LoadResult loaded = TraceBuilder::load(m_path);
        return std::shared_ptr<Trace>(loaded.trace.release());
    }

    [[nodiscard]] const std::string& error() const { return m_error; }

private:
    std::string m_path;
    CaptureWriter m_writer;
    std::string m_error;
    bool m_ok = false;
};

const Chain* findRule(const std::vector<Chain>& chains, const std::string& rule)
{
    for (const Chain& c : chains)
        if (c.rule == rule)
            return &c;
    return nullptr;
}

} // namespace

class TestChainRules : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    QString nextPath() { return m_dir.filePath(QStringLiteral("c%1.db").arg(++m_files)); }

private slots:
    void aProcessThatDiesIsAFailureAndACleanExitIsNot()
    {
        for (const std::uint64_t code : {std::uint64_t(1) << 8, std::uint64_t(11), std::uint64_t(0)}) {
            Synth s(nextPath());
            s.thread(100, 100, "python3");
            std::int64_t t = kT0;
            for (int i = 0; i < 10; ++i)
                t = s.step(100, 100, t) + kMs;
            s.lifecycle(100, ops::ProcessExit, t + 50 * kMs, code);
            const auto trace = s.load();
            QVERIFY2(trace, s.error().c_str());
            const std::vector<Chain> chains = ChainEngine::derive(*trace);
            const Chain* died = findRule(chains, "process-died");
            if (code == 0) {
                QVERIFY(!died);
                continue;
            }
            QVERIFY(died);
            QVERIFY(died->failure);
            QCOMPARE(died->severity, ChainSeverity::High);
            QCOMPARE(died->pid, 100u);
            QVERIFY2(died->title.find(code == 11 ? "killed by SIGSEGV" : "exit status 1") != std::string::npos,
                     died->title.c_str());
            // Where it was: the line of its last GPU work.
            QCOMPARE(died->sources.front().line, 12);
            QCOMPARE(chains.front().id, died->id);
        }
    }

    void anOomWithTheMemoryInAnotherProcessSaysWho()
    {
        Synth s(nextPath());
        s.thread(100, 100, "python3");
        s.thread(200, 200, "vllm-server");
        // The other process takes 70 GiB in 35 segments of 2 GiB.
        for (int i = 0; i < 35; ++i)
            s.call(200, 200, ops::CudaMalloc, kT0 + i * kMs, 100'000, s.line(3, "cudaMalloc"), 2ULL << 30,
                   0x7f0000000000ULL + (std::uint64_t(i) << 31));
        // The trainer holds 4 GiB, then asks 8 GiB and fails twice.
        for (int i = 0; i < 4; ++i)
            s.call(100, 100, ops::CudaMalloc, kT0 + 100 * kMs + i * kMs, 100'000, s.line(5, "cudaMalloc"), 1ULL << 30,
                   0x7e0000000000ULL + (std::uint64_t(i) << 30));
        for (int i = 0; i < 2; ++i)
            s.call(100, 100, ops::CudaMalloc, kT0 + 200 * kMs + i * kMs, 50'000, s.line(18, "cudaMalloc"), 8ULL << 30,
                   0, 2);
        const auto trace = s.load();
        QVERIFY2(trace, s.error().c_str());
        const std::vector<Chain> chains = ChainEngine::derive(*trace);
        QVERIFY(!chains.empty());
        const Chain& oom = chains.front();
        QCOMPARE(oom.rule, std::string("cuda-oom"));
        QCOMPARE(oom.pid, 100u);
        QCOMPARE(oom.sources.front().line, 18);
        QVERIFY2(oom.rootCause.rfind("memory held elsewhere", 0) == 0, oom.rootCause.c_str());
        QVERIFY2(oom.explanation.find("vllm-server (pid 200): 70.0 GiB") != std::string::npos, oom.explanation.c_str());
        QVERIFY2(oom.title.find("8.00 GiB asked, 4.00 GiB held") != std::string::npos, oom.title.c_str());
    }

    // With the tensors in the capture the OOM chain knows: 20 GiB in ten 2 GiB segments, each
    // holding 1.5 GiB of tensors around a 0.5 GiB hole. A 3 GiB request (5 GiB free in all, no piece
    // of it large enough) is fragmentation; a 6 GiB one (more than is free) is exhaustion. Both say
    // the live, free and largest-piece figures.
    void anOomWithTensorsSaysLiveFreeAndTheLargestPiece()
    {
        for (const std::uint64_t askedGiB : {3, 6}) {
            Synth s(nextPath());
            s.thread(100, 100, "python3");
            constexpr std::uint64_t kGiB = 1ULL << 30;
            for (int i = 0; i < 10; ++i) {
                const std::uint64_t base = 0x7f0000000000ULL + (std::uint64_t(i) << 31);
                const std::int64_t t = kT0 + i * kMs;
                s.call(100, 100, ops::CudaMalloc, t, 100'000, s.line(7, "cudaMalloc"), 2 * kGiB, base);
                s.tensor(100, capture::ops::TensorAlloc, t + 200'000, kGiB, base);
                s.tensor(100, capture::ops::TensorAlloc, t + 300'000, kGiB / 2, base + kGiB + kGiB / 2);
            }
            const std::int64_t fail = kT0 + 100 * kMs;
            s.call(100, 100, ops::CudaMalloc, fail, 50'000, s.line(9, "cudaMalloc"), askedGiB * kGiB, 0, 2);
            const auto trace = s.load();
            QVERIFY2(trace, s.error().c_str());
            const std::vector<Chain> chains = ChainEngine::derive(*trace);
            const Chain* oom = findRule(chains, "cuda-oom");
            QVERIFY(oom);
            const char* kind = askedGiB == 3 ? "fragmentation" : "exhaustion";
            QVERIFY2(oom->rootCause.rfind(kind, 0) == 0, oom->rootCause.c_str());
            QCOMPARE(oom->cause, std::string(kind));
            bool figures = false;
            for (const ChainStep& step : oom->steps)
                figures |= step.detail
                    == "live tensors took 15.0 GiB in 20 blocks; 5.00 GiB lay free in its segments, the largest free "
                       "piece 512 MiB";
            std::string steps;
            for (const ChainStep& step : oom->steps)
                steps += step.detail + "\n";
            QVERIFY2(figures, steps.c_str());
            QVERIFY2(oom->explanation.find("Its live tensors took 15.0 GiB (20 blocks)") != std::string::npos,
                     oom->explanation.c_str());
        }
    }

    // A leak with the tensors in the capture names the line whose tensors stay alive: each of 24
    // steps makes a 64 MiB segment for a tensor allocated at line 15 and kept, and a 1 MiB
    // temporary at line 12 that is freed.
    void aLeakWithTensorsNamesTheSiteWhoseTensorsStayAlive()
    {
        Synth s(nextPath());
        s.thread(100, 100, "python3");
        constexpr std::uint64_t kMiB = 1ULL << 20;
        std::int64_t t = kT0;
        for (int i = 0; i < 24; ++i) {
            t = s.step(100, 100, t);
            const std::uint64_t segment = 0x7f0000000000ULL + (std::uint64_t(i) << 27);
            s.call(100, 100, ops::CudaMalloc, t, 100'000, s.line(15, "cudaMalloc"), 64 * kMiB, segment);
            s.tensor(100, capture::ops::TensorAlloc, t + 200'000, 64 * kMiB, segment, s.line(15, "malloc"));
            const std::uint64_t scratch = 0x7e0000000000ULL;
            s.tensor(100, capture::ops::TensorAlloc, t + 300'000, kMiB, scratch, s.line(12, "malloc"));
            s.tensor(100, capture::ops::TensorFree, t + 400'000, scratch, kMiB);
            t += 5 * kMs;
        }
        const auto trace = s.load();
        QVERIFY2(trace, s.error().c_str());
        const std::vector<Chain> chains = ChainEngine::derive(*trace);
        const Chain* leak = findRule(chains, "memory-growth");
        QVERIFY(leak);
        QVERIFY(!leak->sources.empty());
        QCOMPARE(leak->sources.front().line, 15);
        bool site = false;
        std::string steps;
        for (const ChainStep& step : leak->steps) {
            steps += step.detail + "\n";
            site |= step.detail.find("tensors allocated at train.py:15 since then are still alive")
                != std::string::npos;
        }
        QVERIFY2(site, steps.c_str());
        QVERIFY2(steps.find("train.py:12") == std::string::npos, steps.c_str());
    }

    // A request larger than the whole GPU is exhaustion with or without the tensors: no
    // arrangement of the memory holds it.
    void aRequestLargerThanTheGpuIsExhaustionWithoutTensors()
    {
        Synth s(nextPath());
        s.session("NVIDIA A100-SXM4-80GB");
        s.thread(100, 100, "python3");
        for (int i = 0; i < 30; ++i)
            s.call(100, 100, ops::CudaMalloc, kT0 + i * kMs, 100'000, s.line(7, "cudaMalloc"), 2ULL << 30,
                   0x7f0000000000ULL + (std::uint64_t(i) << 31));
        s.call(100, 100, ops::CudaMalloc, kT0 + 100 * kMs, 50'000, s.line(9, "cudaMalloc"), 90ULL << 30, 0, 2);
        const auto trace = s.load();
        QVERIFY2(trace, s.error().c_str());
        const std::vector<Chain> chains = ChainEngine::derive(*trace);
        const Chain* oom = findRule(chains, "cuda-oom");
        QVERIFY(oom);
        QCOMPARE(oom->cause, std::string("exhaustion"));
        QVERIFY2(oom->title.find("— exhaustion") != std::string::npos, oom->title.c_str());
    }

    void anOomAfterTheRetryWithoutTensorsCannotTell()
    {
        Synth s(nextPath());
        s.session("NVIDIA A100-SXM4-80GB");
        s.thread(100, 100, "python3");
        // 60 GiB in 30 segments of 2 GiB; a 30 GiB request fails, the allocator frees one unused
        // segment and asks again: it fails again.
        for (int i = 0; i < 30; ++i)
            s.call(100, 100, ops::CudaMalloc, kT0 + i * kMs, 100'000, s.line(7, "cudaMalloc"), 2ULL << 30,
                   0x7f0000000000ULL + (std::uint64_t(i) << 31));
        const std::int64_t fail = kT0 + 100 * kMs;
        s.call(100, 100, ops::CudaMalloc, fail, 50'000, s.line(9, "cudaMalloc"), 30ULL << 30, 0, 2);
        s.call(100, 100, ops::CudaFree, fail + kMs, 200'000, s.line(9, "cudaFree"), 0x7f0000000000ULL);
        s.call(100, 100, ops::CudaMalloc, fail + 2 * kMs, 50'000, s.line(9, "cudaMalloc"), 30ULL << 30, 0, 2);
        const auto trace = s.load();
        QVERIFY2(trace, s.error().c_str());
        const std::vector<Chain> chains = ChainEngine::derive(*trace);
        const Chain* oom = findRule(chains, "cuda-oom");
        QVERIFY(oom);
        // The retry gave back one empty segment and still failed; the 29 segments left might hold
        // free pieces or be full of tensors: without the tensors, the capture cannot tell.
        QCOMPARE(oom->cause, std::string("unknown"));
        QVERIFY2(oom->rootCause.rfind("exhaustion or fragmentation", 0) == 0, oom->rootCause.c_str());
        QVERIFY2(oom->explanation.find("gave back 2.00 GiB of cached segments") != std::string::npos,
                 oom->explanation.c_str());
        bool releaseStep = false;
        for (const ChainStep& step : oom->steps)
            releaseStep |= step.detail.find("gave back 1 unused segments (2.00 GiB)") != std::string::npos;
        QVERIFY(releaseStep);
        QVERIFY(oom->title.find("60.0 GiB held") != std::string::npos);
    }

    void cpuTakenByAnotherProcessCountsOnlyTheTimeNotWaitingForTheGpu()
    {
        Synth s(nextPath());
        s.thread(100, 100, "python3");
        std::int64_t t = kT0;
        std::int64_t lost = 0;
        for (int i = 0; i < 20; ++i) {
            t = s.step(100, 100, t);
            // A stream sync at line 13 during which the thread sleeps 2 ms (waiting for the GPU),
            // woken on a core stress-ng held: not lost to it.
            s.call(100, 100, ops::CudaStreamSync, t, 3 * kMs, s.line(13, "cudaStreamSynchronize"));
            s.offCpu(100, t + 500'000, t + 2'500'000, 9000);
            t += 3 * kMs;
            // Then preempted by stress-ng for 4 ms outside any call: lost.
            s.offCpu(100, t + 100'000, t + 4'100'000, 9000 + static_cast<std::uint32_t>(i % 3));
            // The range ends with the last call (the 20th sync): its preemption after is outside.
            if (i < 19)
                lost += 4 * kMs;
            t += 5 * kMs;
        }
        s.thread(9000, 9000, "stress-ng-cpu");
        const auto trace = s.load();
        QVERIFY2(trace, s.error().c_str());
        const std::vector<Chain> chains = ChainEngine::derive(*trace);
        const Chain* cpu = findRule(chains, "cpu-contention");
        QVERIFY(cpu);
        QCOMPARE(cpu->pid, 100u);
        // 19 preemptions inside the steps, none of the sleeps in syncs.
        QCOMPARE(cpu->impact.ns, lost);
        QCOMPARE(cpu->impact.steps, std::int64_t(20));
        QVERIFY(cpu->impact.share > 0.20);
        QCOMPARE(cpu->severity, ChainSeverity::High);
        QVERIFY2(cpu->title.find("stress-ng-cpu (pid 9000)") != std::string::npos, cpu->title.c_str());
        QVERIFY2(cpu->title.find("tid 9001 (not traced)") != std::string::npos, cpu->title.c_str());
    }

    // Where the capture says how the thread left the CPU, a thread that blocked lost nothing to
    // whoever ran before it woke: only its preemptions are contention, told with their run-queue
    // delay.
    void onlyPreemptionsAreContentionWhenTheCaptureSays()
    {
        for (const capture::OffCpuState state : {capture::OffCpuState::Preempted, capture::OffCpuState::Blocked}) {
            Synth s(nextPath());
            s.thread(100, 100, "python3");
            s.thread(9000, 9000, "stress-ng-cpu");
            std::int64_t t = kT0;
            for (int i = 0; i < 20; ++i) {
                t = s.step(100, 100, t);
                s.call(100, 100, ops::CudaStreamSync, t, kMs, s.line(13, "cudaStreamSynchronize"));
                t += kMs;
                s.offCpu(100, t + 100'000, t + 4'100'000, 9000, state);
                t += 5 * kMs;
            }
            const auto trace = s.load();
            QVERIFY2(trace, s.error().c_str());
            const std::vector<Chain> chains = ChainEngine::derive(*trace);
            const Chain* cpu = findRule(chains, "cpu-contention");
            if (state == capture::OffCpuState::Blocked) {
                QVERIFY2(!cpu, cpu ? cpu->title.c_str() : "");
                continue;
            }
            QVERIFY(cpu);
            QCOMPARE(cpu->impact.ns, 19 * 4 * kMs);
            bool told = false;
            for (const ChainStep& step : cpu->steps)
                told |= step.detail.find("preempted 19 times while it could run, waiting 76.0 ms for a core in all "
                                         "(run-queue delay, median 4.00 ms)")
                    != std::string::npos;
            QVERIFY(told);
        }
    }

    void aTrainingThreadWaitingForItsWorkersIsStarved()
    {
        Synth s(nextPath());
        s.thread(100, 100, "python3");
        s.thread(300, 300, "pt_data_worker");
        s.thread(301, 301, "pt_data_worker");
        s.lifecycle(100, ops::ProcessFork, kT0, 0, 300);
        s.lifecycle(100, ops::ProcessFork, kT0 + kMs, 0, 301);
        std::int64_t t = kT0 + 10 * kMs;
        for (int i = 0; i < 12; ++i) {
            t = s.step(100, 100, t);
            // 40 ms asleep waiting for the next batch (woken from idle), the workers busy on the CPU.
            s.offCpu(100, t + 100'000, t + 40 * kMs, 0);
            s.offCpu(300, t - 5 * kMs, t, 0);
            s.offCpu(301, t - 5 * kMs, t, 0);
            t += 40 * kMs + 100'000;
        }
        // Before each step after the first, nothing is issued from the end of the last launch
        // (20 us at 2 ms into the 3 ms of launches) to the next step.
        const std::int64_t gap = (kMs - 20'000) + 40 * kMs + 100'000;
        const auto trace = s.load();
        QVERIFY2(trace, s.error().c_str());
        const std::vector<Chain> chains = ChainEngine::derive(*trace);
        QVERIFY(!chains.empty());
        const Chain& starved = chains.front();
        QCOMPARE(starved.rule, std::string("input-starvation"));
        QVERIFY2(starved.title.find("waits for its 2 DataLoader workers") != std::string::npos, starved.title.c_str());
        // The gap before each step after the first: from the last call's end to the next step.
        QCOMPARE(starved.impact.ns, 11 * gap);
        QVERIFY2(starved.rootCause.find("cannot keep up") != std::string::npos, starved.rootCause.c_str());
        QCOMPARE(starved.sources.front().line, 10); // the step's first line, no script to read
        // The workers are not taking the training thread's CPU: it slept, woken from idle.
        QVERIFY(!findRule(chains, "cpu-self-contention"));
    }

private:
    // The training thread preempted by threads of `helpers` (pid -> its 3 thread ids), 20 steps;
    // each helper process forked by the job and named `name`.
    std::vector<Chain> preemptedByHelpers(const std::string& name)
    {
        Synth s(nextPath());
        s.thread(100, 100, "python3");
        const std::vector<std::pair<std::uint32_t, std::vector<std::uint32_t>>> helpers = {{300, {300, 310, 311}},
                                                                                           {301, {301, 312, 313}}};
        for (const auto& [pid, tids] : helpers) {
            s.lifecycle(100, ops::ProcessFork, kT0, 0, pid);
            for (const std::uint32_t tid : tids) {
                s.thread(tid, pid, name);
                s.offCpuOf(pid, tid, kT0 + kMs, kT0 + 2 * kMs, 0);
            }
        }
        std::int64_t t = kT0 + 10 * kMs;
        for (int i = 0; i < 20; ++i) {
            t = s.step(100, 100, t);
            // Preempted for 4 ms by one of the helpers' six threads, in turn.
            const std::uint32_t by = helpers[static_cast<std::size_t>(i % 2)].second[static_cast<std::size_t>(i % 3)];
            s.offCpu(100, t + 100'000, t + 4'100'000, by, capture::OffCpuState::Preempted);
            t += 5 * kMs;
        }
        const auto trace = s.load();
        if (!trace)
            return {};
        return ChainEngine::derive(*trace);
    }

private slots:
    // Processes the job forked that are not DataLoader workers (multiprocessing children burning
    // CPU, no DataLoader in the script) are called what they are, by name and pid.
    void childrenThatTakeTheCpuAreNotCalledDataLoaderWorkers()
    {
        const std::vector<Chain> chains = preemptedByHelpers("python3");
        const Chain* self = findRule(chains, "cpu-self-contention");
        QVERIFY(self);
        QVERIFY2(self->title.find("child processes") != std::string::npos, self->title.c_str());
        QVERIFY2(self->title.find("python3 (pid 300)") != std::string::npos, self->title.c_str());
        QVERIFY2(self->title.find("python3 (pid 301)") != std::string::npos, self->title.c_str());
        for (const Chain& c : chains) {
            QVERIFY2(c.title.find("DataLoader") == std::string::npos, c.title.c_str());
            QVERIFY2(c.rootCause.find("DataLoader") == std::string::npos, c.rootCause.c_str());
            QVERIFY2(c.explanation.find("DataLoader workers (") == std::string::npos, c.explanation.c_str());
            for (const std::string& r : c.recommendations)
                QVERIFY2(r.find("num_workers") == std::string::npos, r.c_str());
        }
    }

    // Two DataLoader worker processes of three threads each are two workers, not six.
    void workersAreCountedByProcessNotByThread()
    {
        const std::vector<Chain> chains = preemptedByHelpers("pt_data_worker");
        const Chain* self = findRule(chains, "cpu-self-contention");
        QVERIFY(self);
        QVERIFY2(self->title.find("2 DataLoader workers") != std::string::npos, self->title.c_str());
        QVERIFY2(self->explanation.find("own 2 DataLoader workers") != std::string::npos, self->explanation.c_str());
    }
};

QTEST_GUILESS_MAIN(TestChainRules)
#include "tst_chain_rules.moc"
