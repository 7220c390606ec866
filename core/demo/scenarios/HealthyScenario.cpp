#include "DemoScenarios.h"
#include "TrainingLoop.h"

#include <memory>

namespace faultline::capture::demo {

namespace {

// ---- Parameters

constexpr Profile kProfile = {.naturalSeconds = 40, .eventsPerSecond = 3390, .sampledLaunches = true};

constexpr Machine kMachine = {
    .gpuModel = "NVIDIA H100 80GB HBM3",
    .gpuDriver = "570.133.20",
    .cpuModel = "Intel(R) Xeon(R) Platinum 8480+",
    .cpuCores = 26,
    .memTotalMb = 225'280,
    .kernel = "6.8.0-57-generic",
    .osRelease = "Ubuntu 22.04.5 LTS",
};

// The host issues the work a little slower than the GPU runs it (the GPU busy ~80 % of the
// time): launches return at once, and the main thread sleeps while the engine runs backward.
constexpr Pace kPace = {
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

// A DataLoader worker makes a batch in 15-40 ms, then sleeps 5-60 ms.
constexpr std::int64_t kWorkerRunMinMs = 15;
constexpr std::int64_t kWorkerRunMaxMs = 40;
constexpr std::int64_t kWorkerOffMinMs = 5;
constexpr std::int64_t kWorkerOffMaxMs = 60;

// ---- The scenario

// A clean, steady training loop: the step as TrainingLoop runs it, with no twist.
class HealthyScenario final : public TrainingLoop
{
public:
    HealthyScenario(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

private:
    void worker(Thread& t) override
    {
        const std::int64_t run = ms(kWorkerRunMinMs, kWorkerRunMaxMs);
        const std::int64_t off = ms(kWorkerOffMinMs, kWorkerOffMaxMs);
        runThenSleep(t, run, off, preemptorFor(t));
    }

    // A machine with room to spare.
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

} // namespace

std::unique_ptr<DemoSimulation> makeHealthyScenario(CaptureWriter& writer, const ScenarioOptions& options)
{
    return std::make_unique<HealthyScenario>(writer, options);
}

} // namespace faultline::capture::demo
