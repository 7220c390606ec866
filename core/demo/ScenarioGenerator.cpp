#include "ScenarioGenerator.h"

#include "CaptureWriter.h"
#include "TrainingLoop.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <system_error>
#include <utility>

namespace faultline::capture {

namespace {

using namespace demo;

struct ScenarioInfo
{
    std::string_view name;
    std::string_view description;
};

constexpr std::array<ScenarioInfo, 5> kScenarios = {{
    {"fragmentation",
     "alloc_stress.py calls torch.cuda.empty_cache() at line 80 of every step: the caching allocator hands its "
     "segments back to the driver and maps them again in the next step, so cudaMalloc and cudaFree run every step "
     "and each empty_cache() waits for the GPU. cudaMalloc latency climbs window after window as the step's sizes "
     "vary, and a ctypes cuMemAlloc/cuMemFree pair bypasses the allocator. The model's own segments stay cached "
     "(not a leak). Kernel launches are sampled 1 in 10 and some CUDA events are dropped."},
    {"dataloader-fork-stall",
     "Four DataLoader workers (pt_data_worker) take the training thread's cores; at the end of the epoch, "
     "t = 42 s, the next workers are forked under host memory pressure and the fork freezes all four old ones "
     "for 600-800 ms."},
    {"cpu-contention",
     "External load (stress-ng, logrotate; load average 10-17) takes the CPU from the training thread, and the "
     "GPU waits for work; the cudaStreamSync of the periodic loss.item() has a p99 thousands of times its p50."},
    {"periodic-spike",
     "Variable-size batches keep the caching allocator mapping new segments until it reaches its memory cap "
     "every ~200 cudaMalloc calls: it releases its cached segments, and the next cudaMalloc takes ~2.5 ms "
     "instead of ~50 us."},
    {"healthy",
     "A clean, steady training loop: the GPU keeps up with the launches, the caching allocator maps its segments "
     "in the first steps and keeps them, pinned batches are copied asynchronously, nothing synchronises per step. "
     "Kernel launches are sampled 1 in 10."},
}};

// The script of the fragmentation scenario, as its stacks name it.
constexpr std::string_view kAllocPy = "/home/ubuntu/workloads/alloc_stress.py";

// ---- healthy ------------------------------------------------------------------------------------

class Healthy : public TrainingLoop
{
public:
    Healthy(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

protected:
    // Natural length and the measured density (events seen per second).
    static constexpr Profile kProfile = {40, 3390, true};
    static constexpr Machine kMachine = {
        "NVIDIA H100 80GB HBM3", "570.133.20",        "Intel(R) Xeon(R) Platinum 8480+", 26, 225'280,
        "6.8.0-57-generic",      "Ubuntu 22.04.5 LTS"};

    // The host issues the work a little slower than the GPU runs it (the GPU busy ~80 % of the
    // time): launches return at once, and the main thread sleeps while the engine runs backward.
    static constexpr Pace kPace = {
        .forwardLo = 18,
        .forwardHi = 24,
        .backwardLo = 16,
        .backwardHi = 22,
        .optimizerLo = 3,
        .optimizerHi = 4,
        .pythonLoUs = 400,
        .pythonHiUs = 900,
        .engineLoUs = 30,
        .engineHiUs = 90,
        .loaderLoUs = 150,
        .loaderHiUs = 400,
        .launchUs = 8,
        .mallocUs = 130,
        .gpuScale = 0.6,
        .batchBytes = 64ULL * 3 * 224 * 224 * 4,
        .targetBytes = 64 * 8,
    };

    void worker(Thread& t) override
    {
        const std::int64_t run = ms(15, 40);
        const std::int64_t off = ms(5, 60);
        runThenSleep(t, run, off, preemptorFor(t));
    }

    SystemSnapshot snapshot(std::int64_t) override
    {
        SystemSnapshot s;
        s.cpuPct = m_rng.uniform(22, 31);
        s.memPct = m_rng.uniform(31, 33);
        s.memAvailMb = 150'000 + m_rng.range(0, 800);
        s.swapMb = 0;
        s.loadAvg = m_rng.uniform(4.6, 5.6);
        return s;
    }
};

// ---- periodic-spike ---------------------------------------------------------------------------

class PeriodicSpike : public TrainingLoop
{
public:
    PeriodicSpike(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

protected:
    // Natural length and the measured density (events seen per second).
    static constexpr Profile kProfile = {60, 2780, false};
    static constexpr Machine kMachine = {"NVIDIA L4", "550.127.05",           "Intel(R) Xeon(R) CPU @ 2.20GHz", 16,
                                         64'296,      "6.1.0-31-cloud-amd64", "Debian GNU/Linux 12 (bookworm)"};

    // The host sets the pace (a Python-heavy loop on a slower CPU); the GPU keeps up.
    static constexpr Pace kPace = {
        .forwardLo = 10,
        .forwardHi = 14,
        .backwardLo = 8,
        .backwardHi = 12,
        .optimizerLo = 2,
        .optimizerHi = 3,
        .pythonLoUs = 600,
        .pythonHiUs = 1300,
        .engineLoUs = 100,
        .engineHiUs = 300,
        .loaderLoUs = 200,
        .loaderHiUs = 600,
        .launchUs = 14,
        .mallocUs = 50,
        .gpuScale = 0.9,
        .batchBytes = 16ULL * 3 * 224 * 224 * 4,
        .targetBytes = 16 * 8,
    };

    void setup() override
    {
        TrainingLoop::setup();
        const Frames line = {py(kTrainPy, "train_step", 86, 95), py(kTrainPy, "main", 140, 171),
                             py(kTrainPy, "<module>", 1, 190)};
        const Frames layer = convForwardFrames(line);
        // At its cap, the allocator frees the cached segments no tensor uses before it maps more.
        m_releaseFree = m_stacks.runtimeSite("cudaFree",
                                             join({native(withOffset(sym::ReleaseBlock, 0x5a), kC10Cuda),
                                                   native(withOffset(sym::ReleaseCached, 0x10b), kC10Cuda),
                                                   native(withOffset(sym::DeviceMalloc, 0x4e8), kC10Cuda),
                                                   native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda),
                                                   native(withOffset(sym::EmptyCuda, 0x9e), kTorchCuda)},
                                                  layer),
                                             1);
        m_retryAlloc = m_stacks.runtimeSite("cudaMalloc",
                                            join({native(withOffset(sym::AllocBlock, 0x2c1), kC10Cuda),
                                                  native(withOffset(sym::DeviceMalloc, 0x512), kC10Cuda),
                                                  native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda),
                                                  native(withOffset(sym::EmptyCuda, 0x9e), kTorchCuda)},
                                                 layer),
                                            2);
        m_nextRelease = m_rng.range(185, 215);
    }

    // Each batch has its own resolution: its activations need segments of new sizes.
    void beforeForwardLaunch(Thread& t, std::int64_t index) override
    {
        TrainingLoop::beforeForwardLaunch(t, index);
        if (m_step >= 2 && index % 3 == 1)
            allocate(t);
    }

    void allocate(Thread& t)
    {
        t.cursor += us(5, 20);
        const std::uint64_t bytes = segmentFor(requestSize(kMiB, 64 * kMiB));
        ++m_mallocs;
        if (m_mallocs >= m_nextRelease) {
            for (const auto& [p, size] : m_cached) {
                const std::int64_t duration = m_rng.skewed(40 * kUs, 400 * kUs);
                cudaFree(t, m_releaseFree, p, size, duration);
                t.cursor += us(2, 8);
            }
            m_cached.clear();
            const std::int64_t slow = m_rng.jitter(2500 * kUs, 0.2);
            m_cached.emplace_back(cudaMalloc(t, m_retryAlloc, bytes, slow), bytes);
            m_nextRelease = m_mallocs + m_rng.range(185, 215);
            return;
        }
        const std::int64_t duration = m_rng.jitter(50 * kUs, 0.2);
        m_cached.emplace_back(cudaMalloc(t, m_activationAlloc, bytes, duration), bytes);
    }

    void worker(Thread& t) override
    {
        const std::int64_t run = ms(10, 40);
        const std::int64_t off = ms(5, 90);
        runThenSleep(t, run, off, preemptorFor(t));
    }

    SystemSnapshot snapshot(std::int64_t) override
    {
        SystemSnapshot s;
        s.cpuPct = m_rng.uniform(38, 52);
        s.memPct = m_rng.uniform(44, 46);
        s.memAvailMb = 34'000 + m_rng.range(0, 600);
        s.swapMb = 0;
        s.loadAvg = m_rng.uniform(5.2, 6.6);
        return s;
    }

private:
    std::int64_t m_mallocs = 0;
    std::int64_t m_nextRelease = 0;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_cached; // segments the cap can release
    Site m_releaseFree;
    Site m_retryAlloc;
};

// ---- cpu-contention ---------------------------------------------------------------------------

class CpuContention : public TrainingLoop
{
public:
    CpuContention(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

protected:
    // Natural length and the measured density (events seen per second).
    static constexpr Profile kProfile = {120, 1500, false};
    static constexpr Machine kMachine = {
        "NVIDIA A100-SXM4-40GB", "570.148.08",        "AMD EPYC 7J13 64-Core Processor", 30, 221'184,
        "6.8.0-60-generic",      "Ubuntu 22.04.5 LTS"};

    // The host is the bottleneck, the more so when it loses its core: the GPU finishes each
    // kernel long before the next arrives.
    static constexpr Pace kPace = {
        .forwardLo = 12,
        .forwardHi = 16,
        .backwardLo = 10,
        .backwardHi = 14,
        .optimizerLo = 2,
        .optimizerHi = 3,
        .pythonLoUs = 800,
        .pythonHiUs = 1900,
        .engineLoUs = 60,
        .engineHiUs = 200,
        .loaderLoUs = 200,
        .loaderHiUs = 700,
        .launchUs = 21,
        .mallocUs = 130,
        .gpuScale = 0.25,
        .batchBytes = 64ULL * 3 * 224 * 224,
        .targetBytes = 64 * 8,
    };

    void setup() override
    {
        TrainingLoop::setup();
        m_stressPid = m_mainPid + static_cast<std::uint32_t>(m_rng.range(900, 4000));
        for (std::uint32_t i = 0; i < 8; ++i)
            m_writer.addProcessName({m_stressPid + i, "stress-ng-cpu", m_t0});
        m_logrotatePid = m_stressPid + 40;
        m_writer.addProcessName({m_logrotatePid, "logrotate", m_t0});
    }

    // Context switches per second grow to a storm in the middle of the capture.
    [[nodiscard]] double stormFactor(std::int64_t t) const
    {
        const double f = progressAt(t);
        if (f < 0.33)
            return 1.0;
        if (f < 0.75)
            return 3.0;
        return 0.7;
    }

    std::uint32_t externalPreemptor()
    {
        const std::uint64_t r = m_rng.next() % 100;
        if (r < 8)
            return m_logrotatePid;
        return m_stressPid + static_cast<std::uint32_t>(r % 8);
    }

    // Python between calls; the external load often takes the CPU away for a moment.
    void gap(Thread& t, std::int64_t run) override
    {
        if (m_rng.chance(0.07 * stormFactor(t.cursor))) {
            const std::int64_t off = m_rng.skewed(50 * kUs, 3 * kMs);
            runThenSleep(t, run, off, externalPreemptor());
        } else {
            t.cursor += run;
        }
    }

    std::pair<std::int64_t, std::uint32_t> descheduledInCall(Thread&) override
    {
        if (!m_rng.chance(0.012))
            return {0, 0};
        const std::int64_t off = ms(2, 7);
        return {off, externalPreemptor()};
    }

    // loss.item() every tenth step, for the log; now and then stress-ng takes the core while the
    // thread waits in the sync.
    void afterStep(Thread& t) override
    {
        if (m_step % 10 != 0)
            return;
        gap(t, python());
        const bool taken = m_rng.chance(0.06);
        const std::int64_t off = taken ? ms(15, 45) : 0;
        item(t, m_itemCopy, m_itemSync, off, taken ? externalPreemptor() : 0);
    }

    void worker(Thread& t) override
    {
        const std::int64_t run = ms(200, 900);
        const std::int64_t off = m_rng.skewed(30 * kMs, 260 * kMs);
        runThenSleep(t, run, off, externalPreemptor());
    }

    SystemSnapshot snapshot(std::int64_t t) override
    {
        const double storm = stormFactor(t);
        SystemSnapshot s;
        s.cpuPct = std::min(100.0, m_rng.uniform(96.5, 99.5) + (storm > 1 ? 1.0 : 0.0));
        s.memPct = m_rng.uniform(38, 40);
        s.memAvailMb = 133'000 + m_rng.range(0, 1500);
        s.swapMb = 0;
        s.loadAvg = storm > 1 ? m_rng.uniform(14.8, 16.9) : m_rng.uniform(10.2, 11.6);
        return s;
    }

private:
    std::uint32_t m_stressPid = 0;
    std::uint32_t m_logrotatePid = 0;
};

// ---- dataloader-fork-stall ----------------------------------------------------------------------

class ForkStall : public TrainingLoop
{
public:
    ForkStall(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

protected:
    // Natural length and the measured density (events seen per second).
    static constexpr Profile kProfile = {120, 1580, false};
    static constexpr Machine kMachine = {
        "NVIDIA A10",       "570.148.08",        "Intel(R) Xeon(R) Platinum 8358 CPU @ 2.60GHz", 30, 232'448,
        "6.8.0-60-generic", "Ubuntu 22.04.5 LTS"};

    static constexpr Pace kPace = {
        .forwardLo = 12,
        .forwardHi = 16,
        .backwardLo = 10,
        .backwardHi = 14,
        .optimizerLo = 2,
        .optimizerHi = 3,
        .pythonLoUs = 900,
        .pythonHiUs = 2200,
        .engineLoUs = 60,
        .engineHiUs = 250,
        .loaderLoUs = 200,
        .loaderHiUs = 700,
        .launchUs = 40,
        .mallocUs = 130,
        .gpuScale = 0.8,
        .batchBytes = 32ULL * 3 * 224 * 224 * 4,
        .targetBytes = 32 * 8,
    };

    // Off-CPU rate and length differ a lot between workers, as in the investigation.
    struct WorkerHabit
    {
        std::int64_t minOffUs;
        std::int64_t maxOffUs;
    };
    static constexpr std::array<WorkerHabit, 4> kHabits = {{
        {2'000, 3'000},    // ~140 switches/s
        {60'000, 300'000}, // ~2 switches/s
        {5'000, 11'000},   // ~40 switches/s
        {60'000, 300'000},
    }};
    static constexpr std::array<std::int64_t, 4> kStallsUs = {652'000, 609'000, 790'000, 727'000};

    void setup() override
    {
        TrainingLoop::setup();
        m_fork = m_main->firstSeen + 42 * kSec + ms(60, 180);
        m_frozen = m_fork;
        for (std::size_t i = 0; i < 4; ++i) {
            m_stallEnd[i] = m_fork + us(1200, 1900);
            m_stallLength[i] = (kStallsUs[i] + m_rng.range(-4000, 4000)) * kUs;
            m_frozen = std::min(m_frozen, m_stallEnd[i] - m_stallLength[i]);
        }
    }

    [[nodiscard]] bool inStorm(std::int64_t t) const { return elapsed(t) >= 20 && elapsed(t) < 50; }

    void worker(Thread& t) override
    {
        const WorkerHabit habit = kHabits[static_cast<std::size_t>(t.index % 4)];
        std::int64_t off = us(habit.minOffUs, habit.maxOffUs);
        const bool original = t.index < 4;
        if (!original && !inStorm(t.cursor))
            off = off * 2 / 3;
        // About a third of the time off-CPU.
        const std::int64_t run = m_rng.range(off * 3 / 2, off * 5 / 2);
        if (original) {
            const auto i = static_cast<std::size_t>(t.index);
            const std::int64_t stallStart = m_stallEnd[i] - m_stallLength[i];
            if (t.cursor + run + off >= stallStart) {
                // Runs until the fork holds the address-space lock, then waits for it.
                t.cursor = m_stallEnd[i];
                emit(t, kHost, ops::SchedSwitch, t.cursor, m_stallLength[i], 0, m_mainPid, 0, true);
                if (i == 0) {
                    // Back on CPU, it thrashes on the scheduler before being told to exit.
                    for (int k = 0; k < 50; ++k)
                        runThenSleep(t, 2 * kUs, 2 * kUs, m_workerPidBase + 1);
                }
                t.cursor += us(300, 900) + static_cast<std::int64_t>(i) * 100 * kUs;
                lifecycle(t, ops::ProcessExit, 0, t.cursor);
                t.alive = false;
                return;
            }
        }
        const std::uint32_t preemptor = m_rng.chance(0.5) ? m_mainPid : preemptorFor(t);
        runThenSleep(t, run, off, preemptor);
    }

    // A live DataLoader worker, the usual thread to take the main thread's CPU.
    std::uint32_t liveWorker()
    {
        const std::size_t first = m_workers.size() - 4;
        return m_workers[first + static_cast<std::size_t>(m_rng.range(0, 3))]->tid;
    }

    // The workers are busy on the cores the training thread needs: it often loses its core to one
    // (not while they are frozen).
    void gap(Thread& t, std::int64_t run) override
    {
        if (m_rng.chance(0.22) && (m_forked || t.cursor < m_frozen)) {
            const std::int64_t off = m_rng.skewed(80 * kUs, 3 * kMs);
            runThenSleep(t, run, off, liveWorker());
        } else {
            t.cursor += run;
        }
    }

    bool nextBatch(Thread& t) override
    {
        // The loop lives on the batches the workers had prefetched for a few steps after they froze.
        if (!m_forked && t.cursor >= m_frozen + 150 * kMs) {
            endOfEpoch(t);
            return false;
        }
        return TrainingLoop::nextBatch(t);
    }

    // The epoch ends: the loop waits for batches the frozen workers do not make, the kernel takes
    // the CPU from it under memory pressure, and the DataLoader forks the next epoch's workers
    // (persistent_workers=False); the loop waits for their first batch.
    void endOfEpoch(Thread& t)
    {
        m_forked = true;
        const std::int64_t waited = std::max<std::int64_t>(kMs, m_fork - 55 * kMs - t.cursor);
        runThenSleep(t, us(50, 150), waited, 0);
        t.cursor += us(2000, 3000);
        runThenSleep(t, 1, 50 * kMs - 1, 0);
        t.cursor = std::max(t.cursor, m_fork);
        const std::uint32_t base = m_workerPidBase + static_cast<std::uint32_t>(m_rng.range(300, 400));
        for (int i = 0; i < 4; ++i) {
            const std::uint32_t pid = base + static_cast<std::uint32_t>(i);
            lifecycle(t, ops::ProcessFork, pid, t.cursor);
            const std::int64_t start = t.cursor + us(300, 900);
            m_workers.push_back(&addThread(pid, pid, "pt_data_worker", Role::Worker, start, i + 4));
            t.cursor += ms(20, 40);
        }
        const std::int64_t firstBatch = ms(250, 400);
        runThenSleep(t, us(100, 300), firstBatch, 0);
    }

    SystemSnapshot snapshot(std::int64_t t) override
    {
        const double s = elapsed(t);
        const double forkAt = elapsed(m_fork);
        SystemSnapshot snap;
        // Host memory climbs as the workers' prefetched batches pile up, and peaks at the fork.
        double mem = 58;
        if (s >= 20 && s < forkAt)
            mem = 58 + (93.5 - 58) * std::min(1.0, (s - 20) / (forkAt - 1 - 20));
        else if (s >= forkAt && s < forkAt + 3)
            mem = 94.2;
        else if (s >= forkAt + 3)
            mem = 66;
        snap.memPct = mem + m_rng.uniform(-0.3, 0.3);
        snap.memAvailMb = static_cast<std::int64_t>(232'448 * (1 - snap.memPct / 100));
        if (mem > 90)
            snap.swapMb = 1800 + m_rng.range(0, 400);
        else
            snap.swapMb = s >= forkAt ? 900 : 0;
        const bool aroundFork = s >= forkAt - 1 && s < forkAt + 2;
        snap.cpuPct = aroundFork ? m_rng.uniform(97, 99.5) : m_rng.uniform(84, 93);
        snap.loadAvg = aroundFork ? m_rng.uniform(11.5, 12.5) : m_rng.uniform(6.2, 8.4);
        return snap;
    }

private:
    std::int64_t m_fork = 0;
    std::int64_t m_frozen = 0; // when the first worker froze
    bool m_forked = false;
    std::array<std::int64_t, 4> m_stallEnd = {};
    std::array<std::int64_t, 4> m_stallLength = {};
};

// ---- fragmentation ----------------------------------------------------------------------------

// alloc_stress.py: a loop over variable-size batches that empties the allocator's cache every
// step, and allocates a scratch buffer through ctypes now and then. As its stacks name it:
//   30 def ffi_alloc(nbytes):      35  cuda.cuMemAlloc_v2(ctypes.byref(ptr), nbytes)
//   37 def ffi_free(ptr):          39  cuda.cuMemFree_v2(ptr)
//   68 def fragmentation_pattern(model, loader, opt):
//   70     x = batch.cuda(non_blocking=True)
//   72     scratch = ffi_alloc(scratch_bytes(batch)) if needs_scratch(batch) else None
//   74     buf = torch.empty(size_for(batch), device="cuda")
//   75     loss = model(x, buf).square().mean()
//   77     loss.backward()
//   78     opt.step()
//   79     if scratch: ffi_free(scratch)
//   80     torch.cuda.empty_cache()
//  104 def main():
//  108     model = build_model().cuda()
//  114     fragmentation_pattern(model, loader, opt)
//  116     torch.cuda.synchronize()
//  122 main()
class Fragmentation : public TrainingLoop
{
public:
    Fragmentation(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

protected:
    // Natural length and the measured density (events seen per second).
    static constexpr Profile kProfile = {150, 1050, true};
    static constexpr Machine kMachine = {
        "NVIDIA A10",       "570.148.08",        "Intel(R) Xeon(R) Platinum 8358 CPU @ 2.60GHz", 30, 232'448,
        "6.8.0-60-generic", "Ubuntu 22.04.5 LTS"};

    [[nodiscard]] std::string scriptName() const override { return std::string(kAllocPy); }

    // empty_cache() makes each step wait for the GPU, so the host and the GPU take turns.
    static constexpr Pace kPace = {
        .forwardLo = 5,
        .forwardHi = 8,
        .backwardLo = 5,
        .backwardHi = 8,
        .optimizerLo = 1,
        .optimizerHi = 2,
        .pythonLoUs = 1500,
        .pythonHiUs = 3500,
        .engineLoUs = 80,
        .engineHiUs = 250,
        .loaderLoUs = 300,
        .loaderHiUs = 1000,
        .launchUs = 9,
        .mallocUs = 120,
        .gpuScale = 5.5,
        .batchBytes = 8 * kMiB,
        .targetBytes = 0,
    };

    void buildStacks() override
    {
        const Frames loop = {py(kAllocPy, "main", 104, 114), py(kAllocPy, "<module>", 1, 122)};
        const auto line = [&](int l) { return join({py(kAllocPy, "fragmentation_pattern", 68, l)}, loop); };
        m_kernels = m_stacks.modelKernels(m_rng, line(75), line(75), line(78), line(78));
        m_imagesCopy = m_stacks.stack(join(
            {native(withOffset(sym::CopyKernel, 0x2e4), kTorchCuda), native(withOffset(sym::ToCopy, 0x31c), kTorchCpu)},
            line(70)));
        m_paramAlloc = m_stacks.allocSite(sym::EmptyStridedCuda,
                                          {native(withOffset(sym::ToCopy, 0x1a8), kTorchCpu),
                                           torchPy("torch/nn/modules/module.py", "_apply", 780, 805),
                                           torchPy("torch/nn/modules/module.py", "cuda", 905, 911),
                                           py(kAllocPy, "main", 104, 108), py(kAllocPy, "<module>", 1, 122)});
        m_batchAlloc = m_stacks.allocSite(sym::EmptyStridedCuda,
                                          join({native(withOffset(sym::ToCopy, 0x1a8), kTorchCpu)}, line(70)));
        m_bufferAlloc = m_stacks.allocSite(
            sym::EmptyCuda, join({native(withOffset(sym::VariableEmpty, 0x21c), kTorchPython)}, line(74)));
        m_activationAlloc = m_stacks.activationAllocSite(line(75));
        m_gradAlloc = m_stacks.gradientAllocSite();
        m_stateAlloc = m_stacks.optimizerStateAllocSite(line(78));
        m_finalSync = m_stacks.synchronizeSite({py(kAllocPy, "main", 104, 116), py(kAllocPy, "<module>", 1, 122)});
        const Frames ctypes = {
            native(withOffset("ffi_call_unix64", 0x55), "libffi.so.8"),
            native(withOffset("ffi_call_int", 0x1ea), "libffi.so.8"),
            native(withOffset("_ctypes_callproc", 0x2c6), "_ctypes.cpython-310-x86_64-linux-gnu.so")};
        m_ffiAlloc = m_stacks.stack(join(ctypes, join({py(kAllocPy, "ffi_alloc", 30, 35)}, line(72))));
        m_ffiFree = m_stacks.stack(join(ctypes, join({py(kAllocPy, "ffi_free", 37, 39)}, line(79))));
        m_emptyCacheFree = m_stacks.runtimeSite("cudaFree",
                                                join({native(withOffset(sym::ReleaseBlock, 0x5a), kC10Cuda),
                                                      native(withOffset(sym::ReleaseCached, 0x10b), kC10Cuda),
                                                      native(withOffset(sym::EmptyCache, 0x3c), kC10Cuda),
                                                      native(withOffset(sym::ModuleEmptyCache, 0x31), kTorchPython),
                                                      torchPy("torch/cuda/memory.py", "empty_cache", 192, 210)},
                                                     line(80)),
                                                1);
    }

    // cudaMalloc latency as the run goes on: the typical call slows down and more and more calls
    // take the driver's slow path, up to ~2.1 ms by the end.
    std::int64_t mallocLatency(std::int64_t t)
    {
        const double f = progressAt(t);
        if (m_rng.chance(0.02 + 0.16 * std::pow(f, 1.5))) {
            const double ceiling = 180.0 + 1920.0 * f;
            return std::llround(m_rng.uniform(0.3, 1.0) * ceiling * kUs);
        }
        const double median = 45.0 + 140.0 * std::pow(f, 2.5);
        return m_rng.jitter(std::llround(median * kUs), 0.35);
    }

    // A request the emptied cache cannot serve: a new segment, given back at the end of the step.
    void allocate(Thread& t, const Site& site, std::uint64_t request)
    {
        t.cursor += us(3, 12);
        const std::uint64_t bytes = segmentFor(request);
        const std::int64_t duration = mallocLatency(t.cursor);
        m_stepSegments.emplace_back(cudaMalloc(t, site, bytes, duration), bytes);
    }

    void beforeForwardLaunch(Thread& t, std::int64_t index) override
    {
        if (index % 3 == 1)
            allocate(t, m_activationAlloc, requestSize(256 * kKiB, 64 * kMiB));
    }

    // The batch gets a new segment, is copied into it, and now and then a ctypes scratch buffer
    // is allocated beside the allocator; then torch.empty() takes another segment.
    void beforeForward(Thread& t) override
    {
        allocate(t, m_batchAlloc, m_pace.batchBytes);
        t.cursor += us(5, 20);
        copyToDevice(t, m_imagesCopy, m_pace.batchBytes);
        if (m_rng.chance(0.3)) {
            gap(t, us(100, 400));
            m_scratchBytes = requestSize(4 * kKiB, 64 * kMiB);
            const std::int64_t duration = mallocLatency(t.cursor) * 9 / 10;
            m_scratch = devicePointer(m_scratchBytes);
            call(t, kDriver, ops::CuMemAlloc, duration, m_scratchBytes, m_scratch, m_ffiAlloc);
        }
        gap(t, python());
        allocate(t, m_bufferAlloc, requestSize(4 * kKiB, 256 * kMiB));
    }

    void beforeBackwardLaunch(Thread& engine, std::int64_t index) override
    {
        if (index % 4 == 0)
            allocate(engine, m_gradAlloc, requestSize(256 * kKiB, 64 * kMiB));
    }

    // The scratch buffer is freed, then empty_cache() gives every segment of the step back; the
    // first cudaFree waits for the GPU.
    void afterStep(Thread& t) override
    {
        if (m_scratch != 0) {
            gap(t, us(50, 200));
            const std::int64_t duration = m_rng.skewed(30 * kUs, 200 * kUs);
            call(t, kDriver, ops::CuMemFree, duration, m_scratch, m_scratchBytes, m_ffiFree);
            releasePointer(m_scratch, m_scratchBytes);
            m_scratch = 0;
            m_scratchBytes = 0;
        }
        gap(t, us(100, 400));
        for (const auto& [segment, bytes] : m_stepSegments) {
            const std::int64_t duration = m_rng.skewed(60 * kUs, 400 * kUs);
            cudaFree(t, m_emptyCacheFree, segment, bytes, duration);
            t.cursor += us(2, 10);
        }
        m_stepSegments.clear();
    }

    void worker(Thread& t) override
    {
        const std::int64_t run = ms(6, 25);
        const std::int64_t off = m_rng.skewed(1 * kMs, 40 * kMs);
        runThenSleep(t, run, off, preemptorFor(t));
    }

    void onTick(std::int64_t from, std::int64_t) override
    {
        // Bursts of lost CUDA events while the churn is at its worst.
        const std::int64_t tick = (from - m_t0) / kTick;
        if (tick % 150 == 75 && progressAt(from) > 0.5)
            m_writer.countDropped(kCuda, m_rng.range(40, 100));
    }

    SystemSnapshot snapshot(std::int64_t t) override
    {
        const double f = progressAt(t);
        SystemSnapshot s;
        s.cpuPct = m_rng.uniform(58, 72) + 10 * f;
        s.memPct = 41 + 6 * f + m_rng.uniform(0, 0.5);
        s.memAvailMb = static_cast<std::int64_t>(232'448 * (1 - s.memPct / 100));
        s.swapMb = 0;
        s.loadAvg = m_rng.uniform(7.5, 9.5) + 2 * f;
        return s;
    }

private:
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_stepSegments;
    std::uint64_t m_scratch = 0; // the ctypes buffer of this step, or 0
    std::uint64_t m_scratchBytes = 0;
    Site m_batchAlloc;
    Site m_bufferAlloc;
    Site m_emptyCacheFree;
    std::int64_t m_ffiAlloc = 0;
    std::int64_t m_ffiFree = 0;
};

std::unique_ptr<DemoSimulation> makeScenario(std::string_view name, CaptureWriter& writer,
                                             const ScenarioOptions& options)
{
    if (name == "fragmentation")
        return std::make_unique<Fragmentation>(writer, options);
    if (name == "dataloader-fork-stall")
        return std::make_unique<ForkStall>(writer, options);
    if (name == "cpu-contention")
        return std::make_unique<CpuContention>(writer, options);
    if (name == "periodic-spike")
        return std::make_unique<PeriodicSpike>(writer, options);
    if (name == "healthy")
        return std::make_unique<Healthy>(writer, options);
    return nullptr;
}

void removeCapture(const std::string& path)
{
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        std::filesystem::remove(path + suffix, ec);
}

} // namespace

std::vector<std::string> ScenarioGenerator::scenarioNames()
{
    std::vector<std::string> names;
    for (const ScenarioInfo& s : kScenarios)
        names.emplace_back(s.name);
    return names;
}

std::string_view ScenarioGenerator::describe(std::string_view scenario)
{
    for (const ScenarioInfo& s : kScenarios) {
        if (s.name == scenario)
            return s.description;
    }
    return {};
}

ScenarioResult ScenarioGenerator::generate(const std::string& path, const ScenarioOptions& options)
{
    ScenarioResult result;
    if (describe(options.scenario).empty()) {
        result.error = "unknown scenario '" + options.scenario + "' (known:";
        for (const ScenarioInfo& s : kScenarios)
            result.error += " " + std::string(s.name);
        result.error += ")";
        return result;
    }
    if (options.minEvents < 0) {
        result.error = "the event count must not be negative";
        return result;
    }

    auto writer = std::make_unique<CaptureWriter>();
    WriterOptions writerOptions;
    writerOptions.node = options.node.empty() ? std::string("demo-node") : options.node;
    writerOptions.overwrite = true;
    if (!writer->open(path, writerOptions, &result.error))
        return result;

    ScenarioOptions effective = options;
    effective.node = writerOptions.node;
    std::unique_ptr<DemoSimulation> scenario = makeScenario(options.scenario, *writer, effective);
    std::string error;
    if (!scenario->run(&error)) {
        scenario.reset();
        writer.reset();
        removeCapture(path);
        result.error = error;
        return result;
    }
    result.eventsSeen = writer->eventsSeen();
    result.eventsStored = writer->eventsStored();
    if (!writer->finish(&error)) {
        writer.reset();
        removeCapture(path);
        result.error = error;
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace faultline::capture
