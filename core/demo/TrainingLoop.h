#pragma once

#include "DemoSimulation.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace faultline::capture::demo {

// The script of the training loop, as its stacks name it (TrainingLoop says which lines).
inline constexpr std::string_view kTrainPy = "/home/ubuntu/workloads/train_resnet.py";

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
//
// One step is iteration(): nextBatch, beforeForward, the forward launches (beforeForwardLaunch
// before each), the loss, backward on the engine's thread (beforeBackwardLaunch before each
// launch), the optimizer, afterStep. A scenario adds its twist by overriding those hooks and
// gap() / descheduledInCall(), never by writing its own step.
class TrainingLoop : public DemoSimulation
{
public:
    TrainingLoop(CaptureWriter& writer, const ScenarioOptions& options, const Profile& profile, const Machine& machine,
                 const Pace& pace);

protected:
    // ---- Hooks
    // Python time between calls on the main thread; scenarios add what takes the CPU away.
    virtual void gap(Thread& t, std::int64_t run) { t.cursor += run; }
    // Time off-CPU inside a launch (descheduled in it) and who ran meanwhile; none by default.
    virtual std::pair<std::int64_t, std::uint32_t> descheduledInCall(Thread& /*t*/) { return {0, 0}; }
    // next(loader): the batch a worker made, already in pinned memory. False when the loader
    // has no batch for this step (the step is not run).
    virtual bool nextBatch(Thread& t);
    // Before the forward pass: zero_grad() and the batch's copy to the device.
    virtual void beforeForward(Thread& t);
    // Allocations on the way: before forward launch `index` (the activations of the first steps).
    virtual void beforeForwardLaunch(Thread& t, std::int64_t index);
    // On the autograd engine's thread, before backward launch `index` (the gradients of the
    // first steps).
    virtual void beforeBackwardLaunch(Thread& engine, std::int64_t index);
    // After the optimizer: the log line of some steps.
    virtual void afterStep(Thread& /*t*/) { }
    // Interns the stacks and sites of the script; called once, before the process starts.
    virtual void buildStacks();

    // ---- The loop's parts, for the hooks
    [[nodiscard]] std::string scriptName() const override { return std::string(kTrainPy); }
    void setup() override;
    // The loader is exhausted: its workers exit, and the script ends as such scripts do, with
    // torch.cuda.synchronize() after the loop.
    void finishing(std::int64_t end) override;
    void iteration(Thread& t) override;

    // Python time before a call, as the pace says.
    std::int64_t python() { return us(m_pace.pythonLoUs, m_pace.pythonHiUs); }
    // A launch from the loop: its host cost, and whatever took the CPU in it.
    void issue(Thread& t, const Kernel& k);
    // A segment the allocator keeps for the rest of the run.
    void keep(Thread& t, const Site& site, std::uint64_t bytes);

    Pace m_pace;
    std::int64_t m_step = 0;
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

private:
    // The script's start: the model's parameters go to the GPU (the allocator's first
    // segments), the DataLoader forks its workers, and the loop waits for the first batch.
    void prologue(Thread& t);
    // A forward layer's kernel: mostly convolutions and batch norms, the element-wise kernels
    // between them, now and then the classifier's matmul.
    const Kernel& forwardKernel();
    const Kernel& backwardKernel();

    bool m_started = false;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_kept; // segments held for the whole run
};

} // namespace faultline::capture::demo
