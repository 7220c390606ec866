#include "TrainingLoop.h"

#include <algorithm>

namespace faultline::capture::demo {

TrainingLoop::TrainingLoop(CaptureWriter& writer, const ScenarioOptions& options, const Profile& profile,
                           const Machine& machine, const Pace& pace)
    : DemoSimulation(writer, options, profile, machine)
    , m_pace(pace)
{
    m_gpuScale = pace.gpuScale;
}

bool TrainingLoop::nextBatch(Thread& t)
{
    gap(t, us(m_pace.loaderLoUs, m_pace.loaderHiUs));
    return true;
}

void TrainingLoop::beforeForward(Thread& t)
{
    issue(t, m_kernels.zeroGrad);
    gap(t, python());
    copyToDevice(t, m_imagesCopy, m_pace.batchBytes);
    gap(t, python());
    copyToDevice(t, m_targetCopy, m_pace.targetBytes);
}

void TrainingLoop::beforeForwardLaunch(Thread& t, std::int64_t index)
{
    if (m_step < 2 && index % 3 == 1)
        keep(t, m_activationAlloc, segmentFor(requestSize(256 * kKiB, 64 * kMiB)));
}

void TrainingLoop::beforeBackwardLaunch(Thread& engine, std::int64_t index)
{
    if (m_step < 2 && index % 4 == 0)
        keep(engine, m_gradAlloc, segmentFor(requestSize(256 * kKiB, 64 * kMiB)));
}

void TrainingLoop::buildStacks()
{
    const Frames loop = {py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)};
    const auto stepLine = [&](int line) { return join({py(kTrainPy, "train_step", 86, line)}, loop); };
    m_kernels = m_stacks.modelKernels(m_rng, stepLine(95), stepLine(96), stepLine(92), stepLine(99));
    m_imagesCopy = m_stacks.stack(
        join({native(withOffset(sym::CopyKernel, 0x2e4), kTorchCuda), native(withOffset(sym::ToCopy, 0x31c), kTorchCpu),
              native(withOffset(sym::VariableTo, 0x1b7), kTorchPython)},
             stepLine(93)));
    m_targetCopy = m_stacks.stack(
        join({native(withOffset(sym::CopyKernel, 0x2e4), kTorchCuda), native(withOffset(sym::ToCopy, 0x31c), kTorchCpu),
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
    m_activationAlloc = m_stacks.activationAllocSite(stepLine(95));
    m_gradAlloc = m_stacks.gradientAllocSite();
    m_stateAlloc = m_stacks.optimizerStateAllocSite(stepLine(99));
    m_finalSync = m_stacks.synchronizeSite({py(kTrainPy, "main", 140, 176), py(kTrainPy, "<module>", 1, 190)});
}

void TrainingLoop::setup()
{
    buildStacks();
    addProcessThreads();
}

void TrainingLoop::finishing(std::int64_t end)
{
    exitWorkers(end);
    Thread& t = *m_main;
    t.cursor += us(100, 400);
    const std::int64_t wait = std::max<std::int64_t>(0, m_gpu.drainedAt() - t.cursor) + us(8, 20);
    nestedCall(t, ops::CudaDeviceSync, ops::CuCtxSynchronize, wait, 0, 0, 0, 0, m_finalSync);
}

void TrainingLoop::iteration(Thread& t)
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

void TrainingLoop::issue(Thread& t, const Kernel& k)
{
    const std::int64_t cpu = m_rng.jitter(
        k.kind == Launch::Runtime ? m_pace.launchUs * kUs : m_pace.launchUs * kUs * 3 / 4, 0.25);
    const auto [off, preemptor] = descheduledInCall(t);
    launch(t, k, cpu, off, preemptor);
}

void TrainingLoop::keep(Thread& t, const Site& site, std::uint64_t bytes)
{
    t.cursor += us(3, 12);
    const std::int64_t duration = m_rng.jitter(m_pace.mallocUs * kUs * (bytes >= 64 * kMiB ? 2 : 1), 0.2);
    m_kept.emplace_back(cudaMalloc(t, site, bytes, duration), bytes);
}

void TrainingLoop::prologue(Thread& t)
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

const Kernel& TrainingLoop::forwardKernel()
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

const Kernel& TrainingLoop::backwardKernel()
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

} // namespace faultline::capture::demo
