#pragma once

#include "CaptureTypes.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::capture {
class CaptureWriter;
}

namespace faultline::capture::demo {

class DemoRng;

// The native libraries and Python files on the demos' stacks, as the probe names them on a
// PyTorch 2 / CUDA 12 machine.
inline constexpr std::string_view kCudart = "libcudart.so.12";
inline constexpr std::string_view kC10Cuda = "libc10_cuda.so";
inline constexpr std::string_view kTorchCuda = "libtorch_cuda.so";
inline constexpr std::string_view kTorchCpu = "libtorch_cpu.so";
inline constexpr std::string_view kTorchPython = "libtorch_python.so";
inline constexpr std::string_view kCudnnEngines = "libcudnn_engines_precompiled.so.9";
inline constexpr std::string_view kCublasLt = "libcublasLt.so.12";
inline constexpr std::string_view kSitePackages = "/usr/local/lib/python3.10/dist-packages/";

// Mangled names as the ELF symbol tables have them (Ingero keeps them mangled).
namespace sym {
inline constexpr std::string_view NativeMalloc =
    "_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator6mallocEPPvamP11CUstream_st";
inline constexpr std::string_view DeviceMalloc =
    "_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator6mallocEamP11CUstream_st";
inline constexpr std::string_view AllocBlock =
    "_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator11alloc_blockERNS2_11AllocParamsEb";
inline constexpr std::string_view ReleaseCached =
    "_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator21release_cached_blocksEv";
inline constexpr std::string_view ReleaseBlock =
    "_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator13release_blockEPNS2_5BlockE";
inline constexpr std::string_view EmptyCache =
    "_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator10emptyCacheEv";
inline constexpr std::string_view StreamSync = "_ZN3c104cuda18stream_synchronizeEP11CUstream_st";
inline constexpr std::string_view DeviceSynchronize = "_ZN3c104cuda18device_synchronizeEv";
inline constexpr std::string_view ModuleSynchronize = "_Z26THCPModule_cudaSynchronizeP7_objectS0_";
inline constexpr std::string_view EmptyCuda =
    "_ZN2at6native10empty_cudaEN3c108ArrayRefIlEESt8optionalINS1_10ScalarTypeEES4_INS1_6LayoutEES4_INS1_"
    "6DeviceEES4_IbES4_IiE";
inline constexpr std::string_view EmptyStridedCuda =
    "_ZN2at6native18empty_strided_cudaEN3c108ArrayRefIlEES3_St8optionalINS1_10ScalarTypeEES4_INS1_6LayoutEES4_"
    "INS1_6DeviceEES4_IbE";
inline constexpr std::string_view ToCopy = "_ZN2at6native8_to_copyERKNS_6TensorESt8optionalIN3c1010ScalarTypeEES3_INS4_"
                                           "6LayoutEES3_INS4_6DeviceEES3_IbEbS3_INS4_12MemoryFormatEE";
inline constexpr std::string_view VariableEmpty = "_ZN5torch8autograd17THPVariable_emptyEP7_objectS2_S2_";
inline constexpr std::string_view ModuleEmptyCache = "_Z20THPModule_emptyCacheP7_objectS0_";
inline constexpr std::string_view LocalScalarDense = "_ZN2at6native24_local_scalar_dense_cudaERKNS_6TensorE";
inline constexpr std::string_view VariableItem = "_ZN5torch8autogradL16THPVariable_itemEP7_objectS2_";
inline constexpr std::string_view VariableTo = "_ZN5torch8autograd14THPVariable_toEP7_objectS2_S2_";
inline constexpr std::string_view CopyKernel = "_ZN2at6native16copy_kernel_cudaERNS_18TensorIteratorBaseEb";
inline constexpr std::string_view AddKernel = "_ZN2at6native10add_kernelERNS_18TensorIteratorBaseERKN3c106ScalarE";
inline constexpr std::string_view AddInplace = "_ZN2at4_ops11add__Tensor4callERNS_6TensorERKS2_RKN3c106ScalarE";
inline constexpr std::string_view ReluKernel = "_ZN2at6native16relu_kernel_cudaERNS_18TensorIteratorBaseE";
inline constexpr std::string_view SoftmaxForward = "_ZN2at6native24softmax_forward_cuda_outERKNS_6TensorElbS3_";
inline constexpr std::string_view MeanKernel = "_ZN2at6native16mean_kernel_cudaERNS_18TensorIteratorBaseE";
inline constexpr std::string_view FillKernel =
    "_ZN2at6native16fill_kernel_cudaERNS_18TensorIteratorBaseERKN3c106ScalarE";
inline constexpr std::string_view ForeachAdd =
    "_ZN2at6native25foreach_tensor_add_cuda_ERN3c108ArrayRefINS_6TensorEEES5_"
    "RKNS1_6ScalarE";
inline constexpr std::string_view ConvForward =
    "_ZN2at6native29cudnn_convolution_forward_outERNS_6TensorERKS1_S4_N3c108ArrayRefIlEES7_S7_lbbb";
inline constexpr std::string_view ConvBackward =
    "_ZN2at6native26cudnn_convolution_backwardERKNS_6TensorES3_S3_N3c108ArrayRefIlEES6_S6_lbbbSt5arrayIbLm2EE";
inline constexpr std::string_view BatchNorm =
    "_ZN2at6native16cudnn_batch_normERKNS_6TensorES3_RKSt8optionalIS1_ES7_S7_bdd";
inline constexpr std::string_view BatchNormBackward =
    "_ZN2at6native25cudnn_batch_norm_backwardERKNS_6TensorES3_S3_S3_S3_S3_dS3_";
inline constexpr std::string_view Threshold =
    "_ZN2at6native16threshold_kernelERNS_18TensorIteratorBaseERKN3c106ScalarES6_";
inline constexpr std::string_view GemmAndBias =
    "_ZN2at4cuda4blas13gemm_and_biasIfEEvbblllN3c1013opmath_typeIT_E4typeEPKS5_lS9_lS9_PS5_lNS1_"
    "19GEMMAndBiasActivationEpilogueE";
inline constexpr std::string_view Gemm = "_ZN2at4cuda4blas4gemmIfEEvcclllNS0_13opmath_typeIT_E4typeEPKS4_lS8_lS6_PS4_l";
inline constexpr std::string_view Addmm =
    "_ZN2at6native19addmm_out_cuda_implERNS_6TensorERKS1_S4_S4_RKN3c106ScalarES8_b";
inline constexpr std::string_view MmBackward =
    "_ZN5torch8autograd9generated12MmBackward05applyEOSt6vectorIN2at6TensorESaIS5_EE";
inline constexpr std::string_view EvaluateFunction =
    "_ZN5torch8autograd6Engine17evaluate_functionERSt10shared_ptrINS0_9GraphTaskEEPNS0_4NodeERNS0_11InputBufferERKS3_"
    "INS0_10ReadyQueueEE";
inline constexpr std::string_view EngineThreadMain =
    "_ZN5torch8autograd6Engine11thread_mainERKSt10shared_ptrINS0_9GraphTaskEE";
} // namespace sym

using Frames = std::vector<StackFrame>;

// A Python frame: `line` in `function`, defined at `defLine` of `file`.
[[nodiscard]] StackFrame py(std::string_view file, std::string_view function, int defLine, int line);
// A Python frame in a file of the installed packages (torch/..., torchvision/...).
[[nodiscard]] StackFrame torchPy(std::string_view relative, std::string_view function, int defLine, int line);
[[nodiscard]] StackFrame native(std::string_view symbol, std::string_view library);
[[nodiscard]] StackFrame unresolved(std::uint64_t ip, std::string_view library);
// `a` (the inner frames) on top of `b`.
[[nodiscard]] Frames join(Frames a, const Frames& b);
// `symbol+0x1f`, as a resolved return address reads.
[[nodiscard]] std::string withOffset(std::string_view symbol, unsigned offset);

// The library frames between a layer's kernel and the step's line: a torchvision block.
[[nodiscard]] Frames forwardFrames();
// A convolution's forward in a torchvision block, called from the step's `line`.
[[nodiscard]] Frames convForwardFrames(const Frames& line);
// The autograd engine's thread running a node of the backward graph (no Python on its stacks).
[[nodiscard]] Frames engineFrames();

// Where a CUDA call comes from. The probe records a call's stack from its caller (the return
// address first), so a runtime call's stack starts in PyTorch; the driver call that the runtime
// makes inside it has the runtime's frames on top (an internal one or two, then `cudaMalloc+0x..`).
// A driver call made without the runtime (cuDNN, cuBLAS, ctypes) has `driver` only.
struct Site
{
    std::int64_t runtime = 0;
    std::int64_t driver = 0;
};

// cuBLAS and cuDNN launch through the driver only (their own copy of the runtime is not traced):
// cuBLAS with cuLaunchKernelEx, cuDNN with cuLaunchKernel. PyTorch's own kernels go through
// cudaLaunchKernel, which calls cuLaunchKernel.
enum class Launch : std::uint8_t { Runtime, Driver, DriverEx };

// A kernel launch site: where it is launched from, the handle passed as arg0, and how long the
// kernel runs on the reference GPU.
struct Kernel
{
    Site site;
    std::uint64_t handle = 0;
    Launch kind = Launch::Runtime;
    std::int64_t gpuNs = 0;
};

// The kernels a ResNet training step launches, each from its site.
struct ModelKernels
{
    Kernel conv;
    Kernel batchNorm;
    Kernel relu;
    Kernel add;
    Kernel linear;
    std::vector<Kernel> loss;
    std::vector<Kernel> backward;
    Kernel zeroGrad;
    Kernel optimizer;
};

// Interns the stacks of a demo process in the capture and builds the call sites of PyTorch's CUDA
// calls, each ending in the user's Python frames that the caller gives (innermost first).
class DemoStacks
{
public:
    explicit DemoStacks(CaptureWriter& writer)
        : m_writer(writer)
    {
    }

    // Where the process mapped libcudart: the runtime's internal frames are addresses in it.
    void setCudartBase(std::uint64_t base) { m_cudartBase = base; }

    // Interns a stack in the order the probe stores it: the Python frames (innermost first) as
    // one block at the front, then the native frames innermost first.
    [[nodiscard]] std::int64_t stack(Frames frames);
    // A runtime call site: `caller` is where PyTorch calls the runtime's `entry`.
    [[nodiscard]] Site runtimeSite(std::string_view entry, const Frames& caller, int internalFrames);
    [[nodiscard]] Site driverSite(const Frames& caller) { return {0, stack(caller)}; }
    // The stacks of a cudaMalloc from the caching allocator, called for `op` from `caller`.
    [[nodiscard]] Site allocSite(std::string_view op, const Frames& caller);
    // A convolution's output in the forward pass at the step's `line`.
    [[nodiscard]] Site activationAllocSite(const Frames& line);
    // A convolution's gradient, allocated on the autograd engine's thread.
    [[nodiscard]] Site gradientAllocSite();
    // The optimizer's state (SGD's momentum buffers), made by optimizer.step() at `line`.
    [[nodiscard]] Site optimizerStateAllocSite(const Frames& line);
    // torch.cuda.synchronize() at `caller`: cudaDeviceSynchronize, with cuCtxSynchronize in it.
    [[nodiscard]] Site synchronizeSite(const Frames& caller);
    // The catalogue of a ResNet's kernels, launched from the given lines of the user's script;
    // handles and library addresses are drawn from `rng`.
    [[nodiscard]] ModelKernels modelKernels(DemoRng& rng, const Frames& forwardLine, const Frames& lossLine,
                                            const Frames& zeroGradLine, const Frames& optimizerLine);

private:
    CaptureWriter& m_writer;
    std::uint64_t m_cudartBase = 0;
};

} // namespace faultline::capture::demo
