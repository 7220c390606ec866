#include "CaptureWriter.h"
#include "DemoScenarios.h"
#include "TrainingLoop.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace faultline::capture::demo {

namespace {

// ---- Parameters

constexpr Profile kProfile = {.naturalSeconds = 120, .eventsPerSecond = 1500, .sampledLaunches = false};

constexpr Machine kMachine = {
    .gpuModel = "NVIDIA A100-SXM4-40GB",
    .gpuDriver = "570.148.08",
    .cpuModel = "AMD EPYC 7J13 64-Core Processor",
    .cpuCores = 30,
    .memTotalMb = 221'184,
    .kernel = "6.8.0-60-generic",
    .osRelease = "Ubuntu 22.04.5 LTS",
};

// The host is the bottleneck, the more so when it loses its core: the GPU finishes each
// kernel long before the next arrives.
constexpr Pace kPace = {
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

// The external load: eight stress-ng workers and logrotate, which takes 8 % of the preemptions.
constexpr std::uint32_t kStressProcesses = 8;
constexpr std::uint64_t kLogrotatePercent = 8;
// The storm: context switches per second, relative, before a third of the capture, until three
// quarters of it, and after.
constexpr double kStormStarts = 0.33;
constexpr double kStormEnds = 0.75;
constexpr double kBeforeStorm = 1.0;
constexpr double kInStorm = 3.0;
constexpr double kAfterStorm = 0.7;
// The training thread loses its core between calls with this chance (times the storm), for
// 50 us to 3 ms; inside a launch rarely, for 2-7 ms.
constexpr double kPreemptedBetweenCalls = 0.07;
constexpr std::int64_t kPreemptedMinUs = 50;
constexpr std::int64_t kPreemptedMaxMs = 3;
constexpr double kPreemptedInCall = 0.012;
constexpr std::int64_t kPreemptedInCallMinMs = 2;
constexpr std::int64_t kPreemptedInCallMaxMs = 7;
// loss.item() every tenth step; stress-ng takes the core during its sync 6 % of the time, for
// 15-45 ms: the sync's tail.
constexpr std::int64_t kLogEverySteps = 10;
constexpr double kPreemptedInSync = 0.06;
constexpr std::int64_t kPreemptedInSyncMinMs = 15;
constexpr std::int64_t kPreemptedInSyncMaxMs = 45;
// A DataLoader worker runs 200-900 ms, then waits 30-260 ms for a core.
constexpr std::int64_t kWorkerRunMinMs = 200;
constexpr std::int64_t kWorkerRunMaxMs = 900;
constexpr std::int64_t kWorkerOffMinMs = 30;
constexpr std::int64_t kWorkerOffMaxMs = 260;

// ---- The scenario

// External load takes the CPU from the training thread between its calls, inside its launches
// and in the sync of its periodic loss.item().
class CpuContentionScenario final : public TrainingLoop
{
public:
    CpuContentionScenario(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

private:
    void setup() override
    {
        TrainingLoop::setup();
        m_stressPid = m_mainPid + static_cast<std::uint32_t>(m_rng.range(900, 4000));
        for (std::uint32_t i = 0; i < kStressProcesses; ++i)
            m_writer.addProcessName({m_stressPid + i, "stress-ng-cpu", m_t0});
        m_logrotatePid = m_stressPid + 40;
        m_writer.addProcessName({m_logrotatePid, "logrotate", m_t0});
    }

    // Context switches per second grow to a storm in the middle of the capture.
    [[nodiscard]] double stormFactor(std::int64_t t) const
    {
        const double f = progressAt(t);
        if (f < kStormStarts)
            return kBeforeStorm;
        if (f < kStormEnds)
            return kInStorm;
        return kAfterStorm;
    }

    std::uint32_t externalPreemptor()
    {
        const std::uint64_t r = m_rng.next() % 100;
        if (r < kLogrotatePercent)
            return m_logrotatePid;
        return m_stressPid + static_cast<std::uint32_t>(r % kStressProcesses);
    }

    // Python between calls; the external load often takes the CPU away for a moment.
    void gap(Thread& t, std::int64_t run) override
    {
        if (m_rng.chance(kPreemptedBetweenCalls * stormFactor(t.cursor))) {
            const std::int64_t off = m_rng.skewed(kPreemptedMinUs * kUs, kPreemptedMaxMs * kMs);
            runThenSleep(t, run, off, externalPreemptor());
        } else {
            t.cursor += run;
        }
    }

    std::pair<std::int64_t, std::uint32_t> descheduledInCall(Thread&) override
    {
        if (!m_rng.chance(kPreemptedInCall))
            return {0, 0};
        const std::int64_t off = ms(kPreemptedInCallMinMs, kPreemptedInCallMaxMs);
        return {off, externalPreemptor()};
    }

    // loss.item() every tenth step, for the log; now and then stress-ng takes the core while the
    // thread waits in the sync.
    void afterStep(Thread& t) override
    {
        if (m_step % kLogEverySteps != 0)
            return;
        gap(t, python());
        const bool taken = m_rng.chance(kPreemptedInSync);
        const std::int64_t off = taken ? ms(kPreemptedInSyncMinMs, kPreemptedInSyncMaxMs) : 0;
        item(t, m_itemCopy, m_itemSync, off, taken ? externalPreemptor() : 0);
    }

    void worker(Thread& t) override
    {
        const std::int64_t run = ms(kWorkerRunMinMs, kWorkerRunMaxMs);
        const std::int64_t off = m_rng.skewed(kWorkerOffMinMs * kMs, kWorkerOffMaxMs * kMs);
        runThenSleep(t, run, off, externalPreemptor());
    }

    // A saturated machine, the load average higher in the storm.
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

    std::uint32_t m_stressPid = 0;
    std::uint32_t m_logrotatePid = 0;
};

} // namespace

std::unique_ptr<DemoSimulation> makeCpuContentionScenario(CaptureWriter& writer, const ScenarioOptions& options)
{
    return std::make_unique<CpuContentionScenario>(writer, options);
}

} // namespace faultline::capture::demo
