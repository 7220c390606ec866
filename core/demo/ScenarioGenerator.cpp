#include "ScenarioGenerator.h"

#include "CaptureWriter.h"
#include "DemoSimulation.h"

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

// The scripts the demos run, as their stacks name them.
constexpr std::string_view kTrainPy = "/home/ubuntu/workloads/train_resnet.py";
constexpr std::string_view kAllocPy = "/home/ubuntu/workloads/alloc_stress.py";

// ---- A training loop --------------------------------------------------------------------------

// How a scenario's loop runs: launches per pass, Python time between calls, what the GPU takes.
struct Pace
{
    std::int64_t forwardLo = 0, forwardHi = 0; // launches in the forward pass
    std::int64_t backwardLo = 0, backwardHi = 0;
    std::int64_t optimizerLo = 0, optimizerHi = 0;
    std::int64_t pythonLoUs = 0, pythonHiUs = 0; // the main thread's Python before each call
    std::int64_t engineLoUs = 0, engineHiUs = 0; // the autograd engine between its launches
    std::int64_t loaderLoUs = 0, loaderHiUs = 0; // next(loader) between steps
    std::int64_t launchUs = 0;                   // a launch's own cost on the host
    std::int64_t mallocUs = 0;                   // a cudaMalloc's
    double gpuScale = 1.0;                       // kernel times against the reference GPU
    std::uint64_t batchBytes = 0;
    std::uint64_t targetBytes = 0;
};

// train_resnet.py: a DataLoader with four pinned-memory workers feeding a model whose forward
// pass launches cuDNN convolutions and batch norms, PyTorch's own element-wise kernels and a
// cuBLAS matmul; backward() hands the pass to the autograd engine's thread; SGD updates the
// weights with foreach kernels. The script, as its stacks name it:
//   86 def train_step(model, images, target, criterion, optimizer, step):
//   92     optimizer.zero_grad()
//   93     images = images.to(device, non_blocking=True)
//   94     target = target.to(device, non_blocking=True)
//   95     output = model(images)
//   96     loss = criterion(output, target)
//   97     loss.backward()
//   99     optimizer.step()
//  100     if step % log_every == 0: log(loss.item())
//  140 def main():
//  150     model = torchvision.models.resnet50().to(device)
//  171         train_step(model, images, target, criterion, optimizer, step)  (in the loop over the loader)
//  176     torch.cuda.synchronize()
//  190 main()
class TrainingLoop : public DemoSimulation
{
public:
    using DemoSimulation::DemoSimulation;

protected:
    [[nodiscard]] virtual Pace pace() const = 0;
    // Python time between calls on the main thread; scenarios add what takes the CPU away.
    virtual void gap(Thread& t, std::int64_t run) { t.cursor += run; }
    // Time off-CPU inside a launch (descheduled in it) and who ran meanwhile; none by default.
    virtual std::pair<std::int64_t, std::uint32_t> descheduledInCall(Thread& /*t*/) { return {0, 0}; }
    // next(loader): the batch a worker made, already in pinned memory. False when the loader
    // has no batch for this step (the step is not run).
    virtual bool nextBatch(Thread& t)
    {
        gap(t, us(m_pace.loaderLoUs, m_pace.loaderHiUs));
        return true;
    }
    // Before the forward pass: zero_grad() and the batch's copy to the device.
    virtual void beforeForward(Thread& t)
    {
        issue(t, m_kernels.zeroGrad);
        gap(t, python());
        copyToDevice(t, m_imagesCopy, m_pace.batchBytes);
        gap(t, python());
        copyToDevice(t, m_targetCopy, m_pace.targetBytes);
    }
    // Allocations on the way: before forward launch `index` (the activations of the first steps).
    virtual void beforeForwardLaunch(Thread& t, std::int64_t index)
    {
        if (m_step < 2 && index % 3 == 1)
            keep(t, m_activationAlloc, segmentFor(requestSize(256 * kKiB, 64 * kMiB)));
    }
    // On the autograd engine's thread, before backward launch `index` (the gradients of the
    // first steps).
    virtual void beforeBackwardLaunch(Thread& engine, std::int64_t index)
    {
        if (m_step < 2 && index % 4 == 0)
            keep(engine, m_gradAlloc, segmentFor(requestSize(256 * kKiB, 64 * kMiB)));
    }
    // After the optimizer: the log line of some steps.
    virtual void afterStep(Thread& /*t*/) { }

    [[nodiscard]] std::string scriptName() const override { return std::string(kTrainPy); }

    void setup() override
    {
        m_pace = pace();
        m_gpuScale = m_pace.gpuScale;
        buildStacks();
        addProcessThreads();
    }

    virtual void buildStacks()
    {
        const Frames loop = {py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)};
        const auto stepLine = [&](int line) { return join({py(kTrainPy, "train_step", 86, line)}, loop); };
        m_kernels = m_stacks.modelKernels(m_rng, stepLine(95), stepLine(96), stepLine(92), stepLine(99));
        m_imagesCopy = m_stacks.stack(join({native(withOffset(sym::CopyKernel, 0x2e4), kTorchCuda),
                                            native(withOffset(sym::ToCopy, 0x31c), kTorchCpu),
                                            native(withOffset(sym::VariableTo, 0x1b7), kTorchPython)},
                                           stepLine(93)));
        m_targetCopy = m_stacks.stack(join({native(withOffset(sym::CopyKernel, 0x2e4), kTorchCuda),
                                            native(withOffset(sym::ToCopy, 0x31c), kTorchCpu),
                                            native(withOffset(sym::VariableTo, 0x1b7), kTorchPython)},
                                           stepLine(94)));
        m_itemCopy = m_stacks.stack(join({native(withOffset(sym::LocalScalarDense, 0x8e), kTorchCuda),
                                          native(withOffset(sym::VariableItem, 0x61), kTorchPython)},
                                         stepLine(100)));
        m_itemSync = m_stacks.stack(join({native(withOffset(sym::StreamSync, 0x2c), kC10Cuda),
                                          native(withOffset(sym::LocalScalarDense, 0xd1), kTorchCuda),
                                          native(withOffset(sym::VariableItem, 0x61), kTorchPython)},
                                         stepLine(100)));
        m_paramAlloc = m_stacks.allocSite(sym::EmptyStridedCuda,
                                          {native(withOffset(sym::ToCopy, 0x1a8), kTorchCpu),
                                           torchPy("torch/nn/modules/module.py", "convert", 1150, 1159),
                                           torchPy("torch/nn/modules/module.py", "_apply", 780, 805),
                                           torchPy("torch/nn/modules/module.py", "to", 1116, 1160),
                                           py(kTrainPy, "main", 140, 150), py(kTrainPy, "<module>", 1, 190)});
        m_activationAlloc = m_stacks.allocSite(sym::EmptyCuda, convForwardFrames(stepLine(95)));
        m_gradAlloc = m_stacks.allocSite(
            sym::EmptyCuda, join({native(withOffset(sym::ConvBackward, 0x2a0), kTorchCuda)}, engineFrames()));
        m_stateAlloc = m_stacks.allocSite(sym::EmptyCuda,
                                          join({torchPy("torch/optim/sgd.py", "_multi_tensor_sgd", 245, 290),
                                                torchPy("torch/optim/sgd.py", "step", 63, 80)},
                                               stepLine(99)));
        m_finalSync = m_stacks.synchronizeSite({py(kTrainPy, "main", 140, 176), py(kTrainPy, "<module>", 1, 190)});
    }

    // The loader is exhausted: its workers exit, and the script ends as such scripts do, with
    // torch.cuda.synchronize() after the loop.
    void finishing(std::int64_t end) override
    {
        exitWorkers(end);
        Thread& t = *m_main;
        t.cursor += us(100, 400);
        const std::int64_t wait = std::max<std::int64_t>(0, m_gpu.drainedAt() - t.cursor) + us(8, 20);
        nestedCall(t, ops::CudaDeviceSync, ops::CuCtxSynchronize, wait, 0, 0, 0, 0, m_finalSync);
    }

    // A forward layer's kernel: mostly convolutions and batch norms, the element-wise kernels
    // between them, now and then the classifier's matmul.
    const Kernel& forwardKernel()
    {
        const std::int64_t r = m_rng.range(0, 99);
        if (r < 30)
            return m_kernels.conv;
        if (r < 60)
            return m_kernels.batchNorm;
        if (r < 85)
            return m_kernels.relu;
        if (r < 95)
            return m_kernels.add;
        return m_kernels.linear;
    }

    const Kernel& backwardKernel()
    {
        const std::int64_t r = m_rng.range(0, 99);
        if (r < 30)
            return m_kernels.backward[0];
        if (r < 60)
            return m_kernels.backward[1];
        if (r < 80)
            return m_kernels.backward[2];
        if (r < 95)
            return m_kernels.backward[3];
        return m_kernels.backward[4];
    }

    std::int64_t python() { return us(m_pace.pythonLoUs, m_pace.pythonHiUs); }

    // A launch from the loop: its host cost, and whatever took the CPU in it.
    void issue(Thread& t, const Kernel& k)
    {
        const std::int64_t cpu = m_rng.jitter(
            k.kind == Launch::Runtime ? m_pace.launchUs * kUs : m_pace.launchUs * kUs * 3 / 4, 0.25);
        const auto [off, preemptor] = descheduledInCall(t);
        launch(t, k, cpu, off, preemptor);
    }

    // A segment the allocator keeps for the rest of the run.
    void keep(Thread& t, const Site& site, std::uint64_t bytes)
    {
        t.cursor += us(3, 12);
        const std::int64_t duration = m_rng.jitter(m_pace.mallocUs * kUs * (bytes >= 64 * kMiB ? 2 : 1), 0.2);
        m_kept.emplace_back(cudaMalloc(t, site, bytes, duration), bytes);
    }

    // The script's start: the model's parameters go to the GPU (the allocator's first
    // segments), the DataLoader forks its workers, and the loop waits for the first batch.
    void prologue(Thread& t)
    {
        m_started = true;
        const std::int64_t params = m_rng.range(9, 13);
        for (std::int64_t i = 0; i < params; ++i) {
            t.cursor += us(200, 1500);
            keep(t, m_paramAlloc, segmentFor(requestSize(64 * kKiB, 96 * kMiB)));
        }
        t.cursor = std::max(t.cursor, m_lastFork) + us(100, 400);
        const std::int64_t run = us(200, 800);
        const std::int64_t wait = ms(60, 160);
        runThenSleep(t, run, wait, 0);
    }

    void iteration(Thread& t) override
    {
        if (!m_started) {
            prologue(t);
            return;
        }
        if (!nextBatch(t))
            return;
        const Pace& p = m_pace;
        beforeForward(t);
        const std::int64_t layers = m_rng.range(p.forwardLo, p.forwardHi);
        for (std::int64_t i = 0; i < layers; ++i) {
            gap(t, python());
            beforeForwardLaunch(t, i);
            issue(t, forwardKernel());
        }
        for (const Kernel& k : m_kernels.loss) {
            gap(t, python());
            issue(t, k);
        }
        gap(t, python());
        const std::int64_t launches = m_rng.range(p.backwardLo, p.backwardHi);
        backward(t, [&](Thread& a) {
            for (std::int64_t i = 0; i < launches; ++i) {
                if (i > 0)
                    a.cursor += us(p.engineLoUs, p.engineHiUs);
                beforeBackwardLaunch(a, i);
                issue(a, backwardKernel());
            }
        });
        const std::int64_t updates = m_rng.range(p.optimizerLo, p.optimizerHi);
        for (std::int64_t i = 0; i < updates; ++i) {
            gap(t, python());
            if (m_step == 0)
                keep(t, m_stateAlloc, segmentFor(requestSize(2 * kMiB, 96 * kMiB)));
            issue(t, m_kernels.optimizer);
        }
        afterStep(t);
        ++m_step;
    }

    Pace m_pace;
    bool m_started = false;
    std::int64_t m_step = 0;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_kept; // segments held for the whole run
    ModelKernels m_kernels;
    std::int64_t m_imagesCopy = 0;
    std::int64_t m_targetCopy = 0;
    std::int64_t m_itemCopy = 0;
    std::int64_t m_itemSync = 0;
    Site m_paramAlloc;
    Site m_activationAlloc;
    Site m_gradAlloc;
    Site m_stateAlloc;
    Site m_finalSync;
};

// ---- healthy ------------------------------------------------------------------------------------

class Healthy : public TrainingLoop
{
public:
    Healthy(CaptureWriter& writer, const ScenarioOptions& options)
        : TrainingLoop(writer, options, kProfile, kMachine)
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
    Pace pace() const override
    {
        Pace p;
        p.forwardLo = 18;
        p.forwardHi = 24;
        p.backwardLo = 16;
        p.backwardHi = 22;
        p.optimizerLo = 3;
        p.optimizerHi = 4;
        p.pythonLoUs = 400;
        p.pythonHiUs = 900;
        p.engineLoUs = 30;
        p.engineHiUs = 90;
        p.loaderLoUs = 150;
        p.loaderHiUs = 400;
        p.launchUs = 8;
        p.mallocUs = 130;
        p.gpuScale = 0.6;
        p.batchBytes = 64ULL * 3 * 224 * 224 * 4;
        p.targetBytes = 64 * 8;
        return p;
    }

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
        : TrainingLoop(writer, options, kProfile, kMachine)
    {
    }

protected:
    // Natural length and the measured density (events seen per second).
    static constexpr Profile kProfile = {60, 2780, false};
    static constexpr Machine kMachine = {"NVIDIA L4", "550.127.05",           "Intel(R) Xeon(R) CPU @ 2.20GHz", 16,
                                         64'296,      "6.1.0-31-cloud-amd64", "Debian GNU/Linux 12 (bookworm)"};

    // The host sets the pace (a Python-heavy loop on a slower CPU); the GPU keeps up.
    Pace pace() const override
    {
        Pace p;
        p.forwardLo = 10;
        p.forwardHi = 14;
        p.backwardLo = 8;
        p.backwardHi = 12;
        p.optimizerLo = 2;
        p.optimizerHi = 3;
        p.pythonLoUs = 600;
        p.pythonHiUs = 1300;
        p.engineLoUs = 100;
        p.engineHiUs = 300;
        p.loaderLoUs = 200;
        p.loaderHiUs = 600;
        p.launchUs = 14;
        p.mallocUs = 50;
        p.gpuScale = 0.9;
        p.batchBytes = 16ULL * 3 * 224 * 224 * 4;
        p.targetBytes = 16 * 8;
        return p;
    }

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
        : TrainingLoop(writer, options, kProfile, kMachine)
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
    Pace pace() const override
    {
        Pace p;
        p.forwardLo = 12;
        p.forwardHi = 16;
        p.backwardLo = 10;
        p.backwardHi = 14;
        p.optimizerLo = 2;
        p.optimizerHi = 3;
        p.pythonLoUs = 800;
        p.pythonHiUs = 1900;
        p.engineLoUs = 60;
        p.engineHiUs = 200;
        p.loaderLoUs = 200;
        p.loaderHiUs = 700;
        p.launchUs = 21;
        p.mallocUs = 130;
        p.gpuScale = 0.25;
        p.batchBytes = 64ULL * 3 * 224 * 224;
        p.targetBytes = 64 * 8;
        return p;
    }

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
        : TrainingLoop(writer, options, kProfile, kMachine)
    {
    }

protected:
    // Natural length and the measured density (events seen per second).
    static constexpr Profile kProfile = {120, 1580, false};
    static constexpr Machine kMachine = {
        "NVIDIA A10",       "570.148.08",        "Intel(R) Xeon(R) Platinum 8358 CPU @ 2.60GHz", 30, 232'448,
        "6.8.0-60-generic", "Ubuntu 22.04.5 LTS"};

    Pace pace() const override
    {
        Pace p;
        p.forwardLo = 12;
        p.forwardHi = 16;
        p.backwardLo = 10;
        p.backwardHi = 14;
        p.optimizerLo = 2;
        p.optimizerHi = 3;
        p.pythonLoUs = 900;
        p.pythonHiUs = 2200;
        p.engineLoUs = 60;
        p.engineHiUs = 250;
        p.loaderLoUs = 200;
        p.loaderHiUs = 700;
        p.launchUs = 40;
        p.mallocUs = 130;
        p.gpuScale = 0.8;
        p.batchBytes = 32ULL * 3 * 224 * 224 * 4;
        p.targetBytes = 32 * 8;
        return p;
    }

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
        : TrainingLoop(writer, options, kProfile, kMachine)
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
    Pace pace() const override
    {
        Pace p;
        p.forwardLo = 5;
        p.forwardHi = 8;
        p.backwardLo = 5;
        p.backwardHi = 8;
        p.optimizerLo = 1;
        p.optimizerHi = 2;
        p.pythonLoUs = 1500;
        p.pythonHiUs = 3500;
        p.engineLoUs = 80;
        p.engineHiUs = 250;
        p.loaderLoUs = 300;
        p.loaderHiUs = 1000;
        p.launchUs = 9;
        p.mallocUs = 120;
        p.gpuScale = 5.5;
        p.batchBytes = 8 * kMiB;
        p.targetBytes = 0;
        return p;
    }

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
        m_activationAlloc = m_stacks.allocSite(sym::EmptyCuda, convForwardFrames(line(75)));
        m_gradAlloc = m_stacks.allocSite(
            sym::EmptyCuda, join({native(withOffset(sym::ConvBackward, 0x2a0), kTorchCuda)}, engineFrames()));
        m_stateAlloc = m_stacks.allocSite(sym::EmptyCuda,
                                          join({torchPy("torch/optim/sgd.py", "_multi_tensor_sgd", 245, 290),
                                                torchPy("torch/optim/sgd.py", "step", 63, 80)},
                                               line(78)));
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
