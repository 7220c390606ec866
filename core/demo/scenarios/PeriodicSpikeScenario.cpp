#include "DemoScenarios.h"
#include "TrainingLoop.h"

#include <memory>
#include <utility>
#include <vector>

namespace faultline::capture::demo {

namespace {

// ---- Parameters

constexpr Profile kProfile = {.naturalSeconds = 60, .eventsPerSecond = 2780, .sampledLaunches = false};

constexpr Machine kMachine = {
    .gpuModel = "NVIDIA L4",
    .gpuDriver = "550.127.05",
    .cpuModel = "Intel(R) Xeon(R) CPU @ 2.20GHz",
    .cpuCores = 16,
    .memTotalMb = 64'296,
    .kernel = "6.1.0-31-cloud-amd64",
    .osRelease = "Debian GNU/Linux 12 (bookworm)",
};

// The host sets the pace (a Python-heavy loop on a slower CPU); the GPU keeps up.
constexpr Pace kPace = {
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

// The allocator reaches its cap once every 185-215 cudaMalloc calls.
constexpr std::int64_t kMallocsBetweenReleasesMin = 185;
constexpr std::int64_t kMallocsBetweenReleasesMax = 215;
// A new segment for an activation: 1-64 MiB requested, ~50 us to map.
constexpr std::uint64_t kActivationMinBytes = kMiB;
constexpr std::uint64_t kActivationMaxBytes = 64 * kMiB;
constexpr std::int64_t kMallocUs = 50;
// The cudaMalloc after the release takes ~2.5 ms; each cudaFree of the release 40-400 us.
constexpr std::int64_t kMallocAfterReleaseUs = 2500;
constexpr std::int64_t kReleaseFreeMinUs = 40;
constexpr std::int64_t kReleaseFreeMaxUs = 400;
constexpr double kMallocJitter = 0.2;

// A DataLoader worker makes a batch in 10-40 ms, then sleeps 5-90 ms.
constexpr std::int64_t kWorkerRunMinMs = 10;
constexpr std::int64_t kWorkerRunMaxMs = 40;
constexpr std::int64_t kWorkerOffMinMs = 5;
constexpr std::int64_t kWorkerOffMaxMs = 90;

// ---- The scenario

// Variable-size batches: after its first steps the loop maps a segment of a new size before
// every third forward launch, until the allocator reaches its cap, releases its cached segments
// and maps the next one slowly.
class PeriodicSpikeScenario final : public TrainingLoop
{
public:
    PeriodicSpikeScenario(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

private:
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
        m_nextRelease = m_rng.range(kMallocsBetweenReleasesMin, kMallocsBetweenReleasesMax);
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
        const std::uint64_t bytes = segmentFor(requestSize(kActivationMinBytes, kActivationMaxBytes));
        ++m_mallocs;
        if (m_mallocs >= m_nextRelease) {
            for (const auto& [p, size] : m_cached) {
                const std::int64_t duration = m_rng.skewed(kReleaseFreeMinUs * kUs, kReleaseFreeMaxUs * kUs);
                cudaFree(t, m_releaseFree, p, size, duration);
                t.cursor += us(2, 8);
            }
            m_cached.clear();
            const std::int64_t slow = m_rng.jitter(kMallocAfterReleaseUs * kUs, kMallocJitter);
            m_cached.emplace_back(cudaMalloc(t, m_retryAlloc, bytes, slow), bytes);
            m_nextRelease = m_mallocs + m_rng.range(kMallocsBetweenReleasesMin, kMallocsBetweenReleasesMax);
            return;
        }
        const std::int64_t duration = m_rng.jitter(kMallocUs * kUs, kMallocJitter);
        m_cached.emplace_back(cudaMalloc(t, m_activationAlloc, bytes, duration), bytes);
    }

    void worker(Thread& t) override
    {
        const std::int64_t run = ms(kWorkerRunMinMs, kWorkerRunMaxMs);
        const std::int64_t off = ms(kWorkerOffMinMs, kWorkerOffMaxMs);
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

    std::int64_t m_mallocs = 0;
    std::int64_t m_nextRelease = 0;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_cached; // segments the cap can release
    Site m_releaseFree;
    Site m_retryAlloc;
};

} // namespace

std::unique_ptr<DemoSimulation> makePeriodicSpikeScenario(CaptureWriter& writer, const ScenarioOptions& options)
{
    return std::make_unique<PeriodicSpikeScenario>(writer, options);
}

} // namespace faultline::capture::demo
