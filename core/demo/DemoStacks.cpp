#include "DemoStacks.h"

#include "CaptureWriter.h"
#include "DemoRng.h"
#include "DemoUnits.h"

#include <algorithm>

namespace faultline::capture::demo {

StackFrame py(std::string_view file, std::string_view function, int defLine, int line)
{
    StackFrame f;
    f.kind = FrameKind::Python;
    f.pyFile = std::string(file);
    f.pyFunction = std::string(function);
    f.pyDefLine = defLine;
    f.pyLine = line;
    return f;
}

StackFrame torchPy(std::string_view relative, std::string_view function, int defLine, int line)
{
    return py(std::string(kSitePackages) + std::string(relative), function, defLine, line);
}

StackFrame native(std::string_view symbol, std::string_view library)
{
    StackFrame f;
    f.kind = FrameKind::Native;
    f.symbol = std::string(symbol);
    f.library = std::string(library);
    return f;
}

StackFrame unresolved(std::uint64_t ip, std::string_view library)
{
    StackFrame f;
    f.kind = FrameKind::Unresolved;
    f.ip = ip;
    f.library = std::string(library);
    return f;
}

Frames join(Frames a, const Frames& b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

std::string withOffset(std::string_view symbol, unsigned offset)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out(symbol);
    out += "+0x";
    char buf[16];
    int n = 0;
    do {
        buf[n++] = kHex[offset & 0xF];
        offset >>= 4;
    } while (offset != 0);
    while (n > 0)
        out.push_back(buf[--n]);
    return out;
}

Frames forwardFrames()
{
    return {torchPy("torch/nn/modules/module.py", "_call_impl", 1518, 1527),
            torchPy("torchvision/models/resnet.py", "forward", 143, 158),
            torchPy("torch/nn/modules/module.py", "_call_impl", 1518, 1527)};
}

Frames convForwardFrames(const Frames& line)
{
    return join({native(withOffset(sym::ConvForward, 0x1b2), kTorchCuda),
                 torchPy("torch/nn/modules/conv.py", "_conv_forward", 452, 456),
                 torchPy("torch/nn/modules/conv.py", "forward", 459, 460)},
                join(forwardFrames(), line));
}

Frames engineFrames()
{
    return {native(withOffset(sym::EvaluateFunction, 0x5e0), kTorchCpu),
            native(withOffset(sym::EngineThreadMain, 0x4c), kTorchCpu)};
}

std::int64_t DemoStacks::stack(Frames frames)
{
    std::stable_partition(frames.begin(), frames.end(),
                          [](const StackFrame& f) { return f.kind == FrameKind::Python; });
    return m_writer.addStack(frames);
}

Site DemoStacks::runtimeSite(std::string_view entry, const Frames& caller, int internalFrames)
{
    const std::uint64_t h = fnv1a(entry);
    Frames inside;
    for (int i = 0; i < internalFrames; ++i)
        inside.push_back(unresolved(m_cudartBase + 0x14000 + (h >> (20 + 8 * i)) % 0x30000, kCudart));
    inside.push_back(native(withOffset(entry, 0x40 + static_cast<unsigned>(h % 0x2c0)), kCudart));
    return {stack(caller), stack(join(inside, caller))};
}

Site DemoStacks::allocSite(std::string_view op, const Frames& caller)
{
    return runtimeSite(
        "cudaMalloc",
        join({native(withOffset(sym::AllocBlock, 0x2c1), kC10Cuda),
              native(withOffset(sym::DeviceMalloc, 0x6cc), kC10Cuda),
              native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda), native(withOffset(op, 0x9e), kTorchCuda)},
             caller),
        2);
}

Site DemoStacks::activationAllocSite(const Frames& line)
{
    return allocSite(sym::EmptyCuda, convForwardFrames(line));
}

Site DemoStacks::gradientAllocSite()
{
    return allocSite(sym::EmptyCuda, join({native(withOffset(sym::ConvBackward, 0x2a0), kTorchCuda)}, engineFrames()));
}

Site DemoStacks::optimizerStateAllocSite(const Frames& line)
{
    return allocSite(sym::EmptyCuda,
                     join({torchPy("torch/optim/sgd.py", "_multi_tensor_sgd", 245, 290),
                           torchPy("torch/optim/sgd.py", "step", 63, 80)},
                          line));
}

Site DemoStacks::synchronizeSite(const Frames& caller)
{
    return runtimeSite("cudaDeviceSynchronize",
                       join({native(withOffset(sym::DeviceSynchronize, 0x1e), kC10Cuda),
                             native(withOffset(sym::ModuleSynchronize, 0x5c), kTorchPython),
                             torchPy("torch/cuda/__init__.py", "synchronize", 783, 792)},
                            caller),
                       1);
}

ModelKernels DemoStacks::modelKernels(DemoRng& rng, const Frames& forwardLine, const Frames& lossLine,
                                      const Frames& zeroGradLine, const Frames& optimizerLine)
{
    ModelKernels kernels;
    std::uint64_t handle = 0x7f3a1c000000ULL + static_cast<std::uint64_t>(rng.range(0, 0xfffff)) * 16;
    auto next = [&]() {
        handle += static_cast<std::uint64_t>(rng.range(0x100, 0x4000)) * 16;
        return handle;
    };
    const std::uint64_t cudnnBase = 0x7e4410000000ULL + static_cast<std::uint64_t>(rng.range(0, 0xffff)) * 4096;
    const std::uint64_t cublasBase = 0x7e5a20000000ULL + static_cast<std::uint64_t>(rng.range(0, 0xffff)) * 4096;
    const Frames inBlock = join(forwardFrames(), forwardLine);
    const Frames engine = engineFrames();
    auto runtime = [&](const Frames& caller, std::int64_t gpuNs) {
        const Site s = runtimeSite("cudaLaunchKernel", caller, 1);
        return Kernel{s, next(), Launch::Runtime, gpuNs};
    };
    auto cudnn = [&](const Frames& caller, std::int64_t gpuNs) {
        const Site s = driverSite(join({unresolved(cudnnBase + 0x3a1c40, kCudnnEngines)}, caller));
        return Kernel{s, next(), Launch::Driver, gpuNs};
    };
    auto cublas = [&](const Frames& caller, std::int64_t gpuNs) {
        const Site s = driverSite(
            join({unresolved(cublasBase + 0x8d2e10, kCublasLt), unresolved(cublasBase + 0x8a0b7c, kCublasLt),
                  native(withOffset("cublasLtMatmul", 0x6e), kCublasLt)},
                 caller));
        return Kernel{s, next(), Launch::DriverEx, gpuNs};
    };

    kernels.conv = cudnn(join({native(withOffset("cudnnBackendExecute", 0x13c), "libcudnn_graph.so.9"),
                               native(withOffset(sym::ConvForward, 0x2f1), kTorchCuda),
                               torchPy("torch/nn/modules/conv.py", "_conv_forward", 452, 456),
                               torchPy("torch/nn/modules/conv.py", "forward", 459, 460)},
                              inBlock),
                         900 * kUs);
    kernels.batchNorm = cudnn(
        join({native(withOffset("cudnnBatchNormalizationForwardTrainingEx", 0x2a8), "libcudnn_ops.so.9"),
              native(withOffset(sym::BatchNorm, 0x51c), kTorchCuda),
              torchPy("torch/nn/functional.py", "batch_norm", 2450, 2478),
              torchPy("torch/nn/modules/batchnorm.py", "forward", 139, 171)},
             inBlock),
        250 * kUs);
    kernels.relu = runtime(join({native(withOffset(sym::ReluKernel, 0x87), kTorchCuda),
                                 torchPy("torch/nn/functional.py", "relu", 1489, 1500)},
                                inBlock),
                           120 * kUs);
    kernels.add = runtime(join({native(withOffset(sym::AddKernel, 0x1d2), kTorchCuda),
                                native(withOffset(sym::AddInplace, 0x4b), kTorchCpu)},
                               inBlock),
                          120 * kUs);
    kernels.linear = cublas(join({native(withOffset(sym::GemmAndBias, 0x3f5), kTorchCuda),
                                  native(withOffset(sym::Addmm, 0x9f3), kTorchCuda),
                                  torchPy("torch/nn/modules/linear.py", "forward", 115, 116),
                                  torchPy("torch/nn/modules/module.py", "_call_impl", 1518, 1527)},
                                 forwardLine),
                            150 * kUs);
    kernels.loss = {
        runtime(join({native(withOffset(sym::SoftmaxForward, 0x3b6), kTorchCuda),
                      torchPy("torch/nn/functional.py", "cross_entropy", 3029, 3059)},
                     lossLine),
                40 * kUs),
        runtime(join({native(withOffset(sym::MeanKernel, 0x5a), kTorchCuda),
                      torchPy("torch/nn/functional.py", "cross_entropy", 3029, 3059)},
                     lossLine),
                20 * kUs),
    };
    kernels.backward = {
        cudnn(join({native(withOffset("cudnnBackendExecute", 0x13c), "libcudnn_graph.so.9"),
                    native(withOffset(sym::ConvBackward, 0x4d0), kTorchCuda)},
                   engine),
              1800 * kUs),
        cudnn(join({native(withOffset("cudnnBatchNormalizationBackwardEx", 0x1f4), "libcudnn_ops.so.9"),
                    native(withOffset(sym::BatchNormBackward, 0x3e2), kTorchCuda)},
                   engine),
              500 * kUs),
        runtime(join({native(withOffset(sym::Threshold, 0x11b), kTorchCuda)}, engine), 120 * kUs),
        runtime(join({native(withOffset(sym::AddKernel, 0x1d2), kTorchCuda)}, engine), 120 * kUs),
        cublas(join({native(withOffset(sym::Gemm, 0x1a0), kTorchCuda),
                     native(withOffset(sym::MmBackward, 0x2d4), kTorchCpu)},
                    engine),
               300 * kUs),
    };
    kernels.zeroGrad = runtime(join({native(withOffset(sym::FillKernel, 0x63), kTorchCuda),
                                     torchPy("torch/optim/optimizer.py", "zero_grad", 435, 459)},
                                    zeroGradLine),
                               30 * kUs);
    kernels.optimizer = runtime(join({native(withOffset(sym::ForeachAdd, 0x1c8), kTorchCuda),
                                      torchPy("torch/optim/sgd.py", "_multi_tensor_sgd", 245, 301),
                                      torchPy("torch/optim/sgd.py", "step", 63, 80)},
                                     optimizerLine),
                                400 * kUs);
    return kernels;
}

} // namespace faultline::capture::demo
