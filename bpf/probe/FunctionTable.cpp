#include "FunctionTable.h"

#include "CaptureTypes.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "faultline_events.h"

#include <cstdint>

namespace faultline::probe {

namespace {

using L = LibraryKind;

// _ptsz/_ptds are the per-thread default stream entry points that nvcc's
// --default-stream per-thread selects; same arguments, so the same fn with another variant.
constexpr TracedFunction kFunctions[] = {
    {"cudaMalloc", L::CudaRuntime, FL_FN_CUDA_MALLOC, 0, true},
    {"cudaFree", L::CudaRuntime, FL_FN_CUDA_FREE, 0, true},
    {"cudaMallocAsync", L::CudaRuntime, FL_FN_CUDA_MALLOC_ASYNC, 0, false},
    {"cudaMallocAsync_ptsz", L::CudaRuntime, FL_FN_CUDA_MALLOC_ASYNC, 1, false},
    {"cudaFreeAsync", L::CudaRuntime, FL_FN_CUDA_FREE_ASYNC, 0, false},
    {"cudaFreeAsync_ptsz", L::CudaRuntime, FL_FN_CUDA_FREE_ASYNC, 1, false},
    {"cudaMallocManaged", L::CudaRuntime, FL_FN_CUDA_MALLOC_MANAGED, 0, false},
    // Kernel launches, entry only: a launch's duration is the CPU time to enqueue it, and a trap
    // at the return costs more than the entry's (issue 25).
    {"cudaLaunchKernel", L::CudaRuntime, FL_FN_CUDA_LAUNCH_KERNEL, 0, true, false, true, true},
    {"cudaLaunchKernel_ptsz", L::CudaRuntime, FL_FN_CUDA_LAUNCH_KERNEL, 1, false, false, true, true},
    {"cudaMemcpy", L::CudaRuntime, FL_FN_CUDA_MEMCPY, 0, true},
    {"cudaMemcpy_ptds", L::CudaRuntime, FL_FN_CUDA_MEMCPY, 1, false},
    {"cudaMemcpyAsync", L::CudaRuntime, FL_FN_CUDA_MEMCPY_ASYNC, 0, true},
    {"cudaMemcpyAsync_ptsz", L::CudaRuntime, FL_FN_CUDA_MEMCPY_ASYNC, 1, false},
    {"cudaStreamSynchronize", L::CudaRuntime, FL_FN_CUDA_STREAM_SYNC, 0, true},
    {"cudaStreamSynchronize_ptsz", L::CudaRuntime, FL_FN_CUDA_STREAM_SYNC, 1, false},
    {"cudaDeviceSynchronize", L::CudaRuntime, FL_FN_CUDA_DEVICE_SYNC, 0, true},
    {"cudaSetDevice", L::CudaRuntime, FL_FN_CUDA_SET_DEVICE, 0, false},
    {"cudaGraphLaunch", L::CudaRuntime, FL_FN_CUDA_GRAPH_LAUNCH, 0, false},
    {"cudaGraphLaunch_ptsz", L::CudaRuntime, FL_FN_CUDA_GRAPH_LAUNCH, 1, false},
    {"cuMemAlloc_v2", L::CudaDriver, FL_FN_CU_MEM_ALLOC, 0, true},
    {"cuMemFree_v2", L::CudaDriver, FL_FN_CU_MEM_FREE, 0, true},
    {"cuLaunchKernel", L::CudaDriver, FL_FN_CU_LAUNCH_KERNEL, 0, true, false, true},
    {"cuLaunchKernel_ptsz", L::CudaDriver, FL_FN_CU_LAUNCH_KERNEL, 1, false, false, true},
    {"cuLaunchKernelEx", L::CudaDriver, FL_FN_CU_LAUNCH_KERNEL_EX, 0, false, false, true},
    {"cuLaunchKernelEx_ptsz", L::CudaDriver, FL_FN_CU_LAUNCH_KERNEL_EX, 1, false, false, true},
    {"cuMemCreate", L::CudaDriver, FL_FN_CU_MEM_CREATE, 0, false},
    {"cuMemMap", L::CudaDriver, FL_FN_CU_MEM_MAP, 0, false},
    {"cuMemUnmap", L::CudaDriver, FL_FN_CU_MEM_UNMAP, 0, false},
    {"cuCtxSynchronize", L::CudaDriver, FL_FN_CU_CTX_SYNC, 0, true},
    {"cuCtxSynchronize_v2", L::CudaDriver, FL_FN_CU_CTX_SYNC, 1, false},
    {"cuGraphLaunch", L::CudaDriver, FL_FN_CU_GRAPH_LAUNCH, 0, false},
    {"cuGraphLaunch_ptsz", L::CudaDriver, FL_FN_CU_GRAPH_LAUNCH, 1, false},
    // c10::reportMemoryUsageToProfiler(void*, long, unsigned long, unsigned long, c10::Device): the
    // caching allocator's report of every block (PyTorch 2.x); (void*, long, c10::Device) in 1.x.
    {"_ZN3c1027reportMemoryUsageToProfilerEPvlmmNS_6DeviceE", L::TorchC10, FL_FN_TORCH_ALLOC, 0, false, false, true},
    {"_ZN3c1027reportMemoryUsageToProfilerEPvlNS_6DeviceE", L::TorchC10, FL_FN_TORCH_ALLOC, 1, false, false, true},
    // c10::cuda::CUDACachingAllocator::Native::NativeCachingAllocator::emptyCache(...): a local
    // symbol whose parameters changed (none, then a MempoolId_t).
    {"_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator10emptyCacheE", L::TorchCuda,
     FL_FN_TORCH_EMPTY_CACHE, 0, false, true, true},
};

constexpr auto kGraph = static_cast<std::uint8_t>(capture::Source::CudaGraph);

struct OpOf
{
    std::uint8_t source;
    std::uint8_t op;
};

// Indexed by enum fl_fn.
constexpr OpOf kOps[FL_FN_COUNT] = {
    {0, 0},
    {FL_SOURCE_CUDA, capture::ops::CudaMalloc},
    {FL_SOURCE_CUDA, capture::ops::CudaFree},
    {FL_SOURCE_CUDA, capture::ops::CudaMallocAsync},
    {FL_SOURCE_CUDA, capture::ops::CudaFreeAsync},
    {FL_SOURCE_CUDA, capture::ops::CudaMallocManaged},
    {FL_SOURCE_CUDA, capture::ops::CudaLaunchKernel},
    {FL_SOURCE_CUDA, capture::ops::CudaMemcpy},
    {FL_SOURCE_CUDA, capture::ops::CudaMemcpyAsync},
    {FL_SOURCE_CUDA, capture::ops::CudaStreamSync},
    {FL_SOURCE_CUDA, capture::ops::CudaDeviceSync},
    {FL_SOURCE_CUDA, capture::ops::CudaSetDevice},
    {FL_SOURCE_DRIVER, capture::ops::CuMemAlloc},
    {FL_SOURCE_DRIVER, capture::ops::CuMemFree},
    {FL_SOURCE_DRIVER, capture::ops::CuLaunchKernel},
    {FL_SOURCE_DRIVER, capture::ops::CuLaunchKernelEx},
    {FL_SOURCE_DRIVER, capture::ops::CuMemCreate},
    {FL_SOURCE_DRIVER, capture::ops::CuMemMap},
    {FL_SOURCE_DRIVER, capture::ops::CuMemUnmap},
    {FL_SOURCE_DRIVER, capture::ops::CuCtxSynchronize},
    {kGraph, capture::ops::GraphLaunch},
    {kGraph, capture::ops::CuGraphLaunch},
    {capture::kTorchSource, capture::ops::TensorAlloc},
    {capture::kTorchSource, capture::ops::TensorFree},
    {capture::kTorchSource, capture::ops::EmptyCache},
};

} // namespace

const char* libraryKindName(LibraryKind kind)
{
    switch (kind) {
    case LibraryKind::CudaRuntime: return "runtime";
    case LibraryKind::CudaDriver: return "driver";
    case LibraryKind::TorchC10: return "c10";
    case LibraryKind::TorchCuda: return "c10_cuda";
    }
    return "unknown";
}

std::span<const TracedFunction> FunctionTable::all()
{
    return kFunctions;
}

bool FunctionTable::sourceAndOp(std::uint8_t fn, std::uint8_t* source, std::uint8_t* op)
{
    if (fn == FL_FN_NONE || fn >= FL_FN_COUNT)
        return false;
    *source = kOps[fn].source;
    *op = kOps[fn].op;
    return true;
}

std::string_view FunctionTable::symbol(std::uint8_t fn, std::uint8_t variant)
{
    for (const TracedFunction& f : kFunctions) {
        if (f.fn == fn && f.variant == variant)
            return f.symbol;
    }
    return {};
}

} // namespace faultline::probe
