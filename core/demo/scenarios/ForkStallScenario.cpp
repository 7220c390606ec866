#include "DemoScenarios.h"
#include "TrainingLoop.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <memory>

namespace faultline::capture::demo {

namespace {

// ---- Parameters

constexpr Profile kProfile = {.naturalSeconds = 120, .eventsPerSecond = 1580, .sampledLaunches = false};

constexpr Machine kMachine = {
    .gpuModel = "NVIDIA A10",
    .gpuDriver = "570.148.08",
    .cpuModel = "Intel(R) Xeon(R) Platinum 8358 CPU @ 2.60GHz",
    .cpuCores = 30,
    .memTotalMb = 232'448,
    .kernel = "6.8.0-60-generic",
    .osRelease = "Ubuntu 22.04.5 LTS",
};

constexpr Pace kPace = {
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

// The epoch ends 42 s after the script started: the next workers are forked.
constexpr std::int64_t kForkAtSec = 42;
// How long the fork freezes each of the four old workers, give or take 4 ms.
constexpr std::array<std::int64_t, 4> kStallsUs = {652'000, 609'000, 790'000, 727'000};
constexpr std::int64_t kStallJitterUs = 4'000;
// The loop lives on the batches the workers had prefetched for 150 ms after they froze.
constexpr std::int64_t kPrefetchedMs = 150;
// Host memory pressure builds from 20 s; until 50 s the new workers sleep longer.
constexpr double kPressureStartSec = 20;
constexpr double kPressureEndSec = 50;
// The training thread loses its core to a worker between calls with this chance, for 80 us to 3 ms.
constexpr double kWorkerTakesCore = 0.22;
constexpr std::int64_t kTakenMinUs = 80;
constexpr std::int64_t kTakenMaxMs = 3;

// Off-CPU rate and length differ a lot between workers, as in the investigation.
struct WorkerHabit
{
    std::int64_t minOffUs;
    std::int64_t maxOffUs;
};
constexpr std::array<WorkerHabit, 4> kHabits = {{
    {2'000, 3'000},    // ~140 switches/s
    {60'000, 300'000}, // ~2 switches/s
    {5'000, 11'000},   // ~40 switches/s
    {60'000, 300'000},
}};

// ---- The scenario

// Four DataLoader workers take the training thread's cores; at the end of the epoch the next
// workers are forked under host memory pressure, and the fork freezes the old ones.
class ForkStallScenario final : public TrainingLoop
{
public:
    ForkStallScenario(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

private:
    void setup() override
    {
        TrainingLoop::setup();
        m_fork = m_main->firstSeen + kForkAtSec * kSec + ms(60, 180);
        m_frozen = m_fork;
        for (std::size_t i = 0; i < 4; ++i) {
            m_stallEnd[i] = m_fork + us(1200, 1900);
            m_stallLength[i] = (kStallsUs[i] + m_rng.range(-kStallJitterUs, kStallJitterUs)) * kUs;
            m_frozen = std::min(m_frozen, m_stallEnd[i] - m_stallLength[i]);
        }
    }

    [[nodiscard]] bool inStorm(std::int64_t t) const
    {
        return elapsed(t) >= kPressureStartSec && elapsed(t) < kPressureEndSec;
    }

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
        if (m_rng.chance(kWorkerTakesCore) && (m_forked || t.cursor < m_frozen)) {
            const std::int64_t off = m_rng.skewed(kTakenMinUs * kUs, kTakenMaxMs * kMs);
            runThenSleep(t, run, off, liveWorker());
        } else {
            t.cursor += run;
        }
    }

    bool nextBatch(Thread& t) override
    {
        if (!m_forked && t.cursor >= m_frozen + kPrefetchedMs * kMs) {
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
        if (s >= kPressureStartSec && s < forkAt)
            mem = 58 + (93.5 - 58) * std::min(1.0, (s - kPressureStartSec) / (forkAt - 1 - kPressureStartSec));
        else if (s >= forkAt && s < forkAt + 3)
            mem = 94.2;
        else if (s >= forkAt + 3)
            mem = 66;
        snap.memPct = mem + m_rng.uniform(-0.3, 0.3);
        snap.memAvailMb = static_cast<std::int64_t>(kMachine.memTotalMb * (1 - snap.memPct / 100));
        if (mem > 90)
            snap.swapMb = 1800 + m_rng.range(0, 400);
        else
            snap.swapMb = s >= forkAt ? 900 : 0;
        const bool aroundFork = s >= forkAt - 1 && s < forkAt + 2;
        snap.cpuPct = aroundFork ? m_rng.uniform(97, 99.5) : m_rng.uniform(84, 93);
        snap.loadAvg = aroundFork ? m_rng.uniform(11.5, 12.5) : m_rng.uniform(6.2, 8.4);
        return snap;
    }

    std::int64_t m_fork = 0;
    std::int64_t m_frozen = 0; // when the first worker froze
    bool m_forked = false;
    std::array<std::int64_t, 4> m_stallEnd = {};
    std::array<std::int64_t, 4> m_stallLength = {};
};

} // namespace

std::unique_ptr<DemoSimulation> makeForkStallScenario(CaptureWriter& writer, const ScenarioOptions& options)
{
    return std::make_unique<ForkStallScenario>(writer, options);
}

} // namespace faultline::capture::demo
