#include "CaptureWriter.h"
#include "DemoScenarios.h"
#include "TrainingLoop.h"

#include <cmath>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace faultline::capture::demo {

namespace {

// ---- Parameters

constexpr Profile kProfile = {.naturalSeconds = 150, .eventsPerSecond = 1050, .sampledLaunches = true};

constexpr Machine kMachine = {
    .gpuModel = "NVIDIA A10",
    .gpuDriver = "570.148.08",
    .cpuModel = "Intel(R) Xeon(R) Platinum 8358 CPU @ 2.60GHz",
    .cpuCores = 30,
    .memTotalMb = 232'448,
    .kernel = "6.8.0-60-generic",
    .osRelease = "Ubuntu 22.04.5 LTS",
};

// empty_cache() makes each step wait for the GPU, so the host and the GPU take turns.
constexpr Pace kPace = {
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

// cudaMalloc latency at position f (0..1) of the capture: typically 45 + 140 f^2.5 us, jittered
// by 35 %; with chance 0.02 + 0.16 f^1.5 the driver's slow path, 30-100 % of 180 + 1920 f us.
constexpr double kMedianUs = 45.0;
constexpr double kMedianGrowthUs = 140.0;
constexpr double kMedianExponent = 2.5;
constexpr double kMedianJitter = 0.35;
constexpr double kSlowPathChance = 0.02;
constexpr double kSlowPathGrowth = 0.16;
constexpr double kSlowPathExponent = 1.5;
constexpr double kSlowCeilingUs = 180.0;
constexpr double kSlowCeilingGrowthUs = 1920.0;
constexpr double kSlowFloor = 0.3;
// A step's requests: the torch.empty() buffer, an activation before every third forward launch,
// a gradient before every fourth backward launch.
constexpr std::uint64_t kBufferMinBytes = 4 * kKiB;
constexpr std::uint64_t kBufferMaxBytes = 256 * kMiB;
constexpr std::uint64_t kTensorMinBytes = 256 * kKiB;
constexpr std::uint64_t kTensorMaxBytes = 64 * kMiB;
// A step needs a ctypes scratch buffer with this chance, of 4 KiB-64 MiB.
constexpr double kScratchChance = 0.3;
constexpr std::uint64_t kScratchMinBytes = 4 * kKiB;
constexpr std::uint64_t kScratchMaxBytes = 64 * kMiB;
// Each cudaFree of empty_cache() takes 60-400 us once the GPU is done.
constexpr std::int64_t kEmptyCacheFreeMinUs = 60;
constexpr std::int64_t kEmptyCacheFreeMaxUs = 400;
// In the second half, 40-100 CUDA events are lost every 15 s.
constexpr std::int64_t kDropEveryTicks = 150;
constexpr std::int64_t kDropMin = 40;
constexpr std::int64_t kDropMax = 100;
// A DataLoader worker runs 6-25 ms, then sleeps 1-40 ms.
constexpr std::int64_t kWorkerRunMinMs = 6;
constexpr std::int64_t kWorkerRunMaxMs = 25;
constexpr std::int64_t kWorkerOffMinMs = 1;
constexpr std::int64_t kWorkerOffMaxMs = 40;

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
constexpr std::string_view kAllocPy = "/home/ubuntu/workloads/alloc_stress.py";

// ---- The scenario

// Every request of a step maps a new segment, and empty_cache() gives them all back at its end.
class FragmentationScenario final : public TrainingLoop
{
public:
    FragmentationScenario(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine, kPace)
    {
    }

private:
    [[nodiscard]] std::string scriptName() const override { return std::string(kAllocPy); }

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
        if (m_rng.chance(kSlowPathChance + kSlowPathGrowth * std::pow(f, kSlowPathExponent))) {
            const double ceiling = kSlowCeilingUs + kSlowCeilingGrowthUs * f;
            return std::llround(m_rng.uniform(kSlowFloor, 1.0) * ceiling * kUs);
        }
        const double median = kMedianUs + kMedianGrowthUs * std::pow(f, kMedianExponent);
        return m_rng.jitter(std::llround(median * kUs), kMedianJitter);
    }

    // A request the emptied cache cannot serve: a new segment, given back at the end of the step.
    void allocate(Thread& t, const Site& site, std::uint64_t request)
    {
        t.cursor += us(3, 12);
        const std::uint64_t bytes = segmentFor(request);
        const std::int64_t duration = mallocLatency(t.cursor);
        m_stepSegments.emplace_back(cudaMalloc(t, site, bytes, duration), bytes);
    }

    // The batch gets a new segment, is copied into it, and now and then a ctypes scratch buffer
    // is allocated beside the allocator; then torch.empty() takes another segment.
    void beforeForward(Thread& t) override
    {
        allocate(t, m_batchAlloc, m_pace.batchBytes);
        t.cursor += us(5, 20);
        copyToDevice(t, m_imagesCopy, m_pace.batchBytes);
        if (m_rng.chance(kScratchChance)) {
            gap(t, us(100, 400));
            m_scratchBytes = requestSize(kScratchMinBytes, kScratchMaxBytes);
            const std::int64_t duration = mallocLatency(t.cursor) * 9 / 10;
            m_scratch = devicePointer(m_scratchBytes);
            call(t, kDriver, ops::CuMemAlloc, duration, m_scratchBytes, m_scratch, m_ffiAlloc);
        }
        gap(t, python());
        allocate(t, m_bufferAlloc, requestSize(kBufferMinBytes, kBufferMaxBytes));
    }

    void beforeForwardLaunch(Thread& t, std::int64_t index) override
    {
        if (index % 3 == 1)
            allocate(t, m_activationAlloc, requestSize(kTensorMinBytes, kTensorMaxBytes));
    }

    void beforeBackwardLaunch(Thread& engine, std::int64_t index) override
    {
        if (index % 4 == 0)
            allocate(engine, m_gradAlloc, requestSize(kTensorMinBytes, kTensorMaxBytes));
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
            const std::int64_t duration = m_rng.skewed(kEmptyCacheFreeMinUs * kUs, kEmptyCacheFreeMaxUs * kUs);
            cudaFree(t, m_emptyCacheFree, segment, bytes, duration);
            t.cursor += us(2, 10);
        }
        m_stepSegments.clear();
    }

    void worker(Thread& t) override
    {
        const std::int64_t run = ms(kWorkerRunMinMs, kWorkerRunMaxMs);
        const std::int64_t off = m_rng.skewed(kWorkerOffMinMs * kMs, kWorkerOffMaxMs * kMs);
        runThenSleep(t, run, off, preemptorFor(t));
    }

    void onTick(std::int64_t from, std::int64_t) override
    {
        // Bursts of lost CUDA events while the churn is at its worst.
        const std::int64_t tick = (from - m_t0) / kTick;
        if (tick % kDropEveryTicks == kDropEveryTicks / 2 && progressAt(from) > 0.5)
            m_writer.countDropped(kCuda, m_rng.range(kDropMin, kDropMax));
    }

    // CPU, memory and load climb with the churn.
    SystemSnapshot snapshot(std::int64_t t) override
    {
        const double f = progressAt(t);
        SystemSnapshot s;
        s.cpuPct = m_rng.uniform(58, 72) + 10 * f;
        s.memPct = 41 + 6 * f + m_rng.uniform(0, 0.5);
        s.memAvailMb = static_cast<std::int64_t>(kMachine.memTotalMb * (1 - s.memPct / 100));
        s.swapMb = 0;
        s.loadAvg = m_rng.uniform(7.5, 9.5) + 2 * f;
        return s;
    }

    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_stepSegments;
    std::uint64_t m_scratch = 0; // the ctypes buffer of this step, or 0
    std::uint64_t m_scratchBytes = 0;
    Site m_batchAlloc;
    Site m_bufferAlloc;
    Site m_emptyCacheFree;
    std::int64_t m_ffiAlloc = 0;
    std::int64_t m_ffiFree = 0;
};

} // namespace

std::unique_ptr<DemoSimulation> makeFragmentationScenario(CaptureWriter& writer, const ScenarioOptions& options)
{
    return std::make_unique<FragmentationScenario>(writer, options);
}

} // namespace faultline::capture::demo
