#include "EventDetails.h"

#include "Demangle.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "QtText.h"
#include "Units.h"

#include <QtGlobal>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace faultline::timeline {

namespace {

using capture::FrameKind;
using capture::Source;
namespace ops = capture::ops;

struct CodeName
{
    std::int32_t code;
    const char* name;
};

// cudaError_t as numbered since CUDA 10.1 (driver_types.h, CUDA 12.x). 10 and 11 are unused
// since then (they were cudaErrorInvalidDevice and cudaErrorInvalidValue before 10.1).
constexpr std::array kCudaErrors = std::to_array<CodeName>({
    {0, "cudaSuccess"},
    {1, "cudaErrorInvalidValue"},
    {2, "cudaErrorMemoryAllocation"},
    {3, "cudaErrorInitializationError"},
    {4, "cudaErrorCudartUnloading"},
    {5, "cudaErrorProfilerDisabled"},
    {6, "cudaErrorProfilerNotInitialized"},
    {7, "cudaErrorProfilerAlreadyStarted"},
    {8, "cudaErrorProfilerAlreadyStopped"},
    {9, "cudaErrorInvalidConfiguration"},
    {12, "cudaErrorInvalidPitchValue"},
    {13, "cudaErrorInvalidSymbol"},
    {16, "cudaErrorInvalidHostPointer"},
    {17, "cudaErrorInvalidDevicePointer"},
    {18, "cudaErrorInvalidTexture"},
    {19, "cudaErrorInvalidTextureBinding"},
    {20, "cudaErrorInvalidChannelDescriptor"},
    {21, "cudaErrorInvalidMemcpyDirection"},
    {22, "cudaErrorAddressOfConstant"},
    {23, "cudaErrorTextureFetchFailed"},
    {24, "cudaErrorTextureNotBound"},
    {25, "cudaErrorSynchronizationError"},
    {26, "cudaErrorInvalidFilterSetting"},
    {27, "cudaErrorInvalidNormSetting"},
    {28, "cudaErrorMixedDeviceExecution"},
    {31, "cudaErrorNotYetImplemented"},
    {32, "cudaErrorMemoryValueTooLarge"},
    {34, "cudaErrorStubLibrary"},
    {35, "cudaErrorInsufficientDriver"},
    {36, "cudaErrorCallRequiresNewerDriver"},
    {37, "cudaErrorInvalidSurface"},
    {43, "cudaErrorDuplicateVariableName"},
    {44, "cudaErrorDuplicateTextureName"},
    {45, "cudaErrorDuplicateSurfaceName"},
    {46, "cudaErrorDevicesUnavailable"},
    {49, "cudaErrorIncompatibleDriverContext"},
    {52, "cudaErrorMissingConfiguration"},
    {53, "cudaErrorPriorLaunchFailure"},
    {65, "cudaErrorLaunchMaxDepthExceeded"},
    {66, "cudaErrorLaunchFileScopedTex"},
    {67, "cudaErrorLaunchFileScopedSurf"},
    {68, "cudaErrorSyncDepthExceeded"},
    {69, "cudaErrorLaunchPendingCountExceeded"},
    {98, "cudaErrorInvalidDeviceFunction"},
    {100, "cudaErrorNoDevice"},
    {101, "cudaErrorInvalidDevice"},
    {102, "cudaErrorDeviceNotLicensed"},
    {103, "cudaErrorSoftwareValidityNotEstablished"},
    {127, "cudaErrorStartupFailure"},
    {200, "cudaErrorInvalidKernelImage"},
    {201, "cudaErrorDeviceUninitialized"},
    {205, "cudaErrorMapBufferObjectFailed"},
    {206, "cudaErrorUnmapBufferObjectFailed"},
    {207, "cudaErrorArrayIsMapped"},
    {208, "cudaErrorAlreadyMapped"},
    {209, "cudaErrorNoKernelImageForDevice"},
    {210, "cudaErrorAlreadyAcquired"},
    {211, "cudaErrorNotMapped"},
    {212, "cudaErrorNotMappedAsArray"},
    {213, "cudaErrorNotMappedAsPointer"},
    {214, "cudaErrorECCUncorrectable"},
    {215, "cudaErrorUnsupportedLimit"},
    {216, "cudaErrorDeviceAlreadyInUse"},
    {217, "cudaErrorPeerAccessUnsupported"},
    {218, "cudaErrorInvalidPtx"},
    {219, "cudaErrorInvalidGraphicsContext"},
    {220, "cudaErrorNvlinkUncorrectable"},
    {221, "cudaErrorJitCompilerNotFound"},
    {222, "cudaErrorUnsupportedPtxVersion"},
    {223, "cudaErrorJitCompilationDisabled"},
    {224, "cudaErrorUnsupportedExecAffinity"},
    {225, "cudaErrorUnsupportedDevSideSync"},
    {226, "cudaErrorContained"},
    {300, "cudaErrorInvalidSource"},
    {301, "cudaErrorFileNotFound"},
    {302, "cudaErrorSharedObjectSymbolNotFound"},
    {303, "cudaErrorSharedObjectInitFailed"},
    {304, "cudaErrorOperatingSystem"},
    {400, "cudaErrorInvalidResourceHandle"},
    {401, "cudaErrorIllegalState"},
    {402, "cudaErrorLossyQuery"},
    {500, "cudaErrorSymbolNotFound"},
    {600, "cudaErrorNotReady"},
    {700, "cudaErrorIllegalAddress"},
    {701, "cudaErrorLaunchOutOfResources"},
    {702, "cudaErrorLaunchTimeout"},
    {703, "cudaErrorLaunchIncompatibleTexturing"},
    {704, "cudaErrorPeerAccessAlreadyEnabled"},
    {705, "cudaErrorPeerAccessNotEnabled"},
    {708, "cudaErrorSetOnActiveProcess"},
    {709, "cudaErrorContextIsDestroyed"},
    {710, "cudaErrorAssert"},
    {711, "cudaErrorTooManyPeers"},
    {712, "cudaErrorHostMemoryAlreadyRegistered"},
    {713, "cudaErrorHostMemoryNotRegistered"},
    {714, "cudaErrorHardwareStackError"},
    {715, "cudaErrorIllegalInstruction"},
    {716, "cudaErrorMisalignedAddress"},
    {717, "cudaErrorInvalidAddressSpace"},
    {718, "cudaErrorInvalidPc"},
    {719, "cudaErrorLaunchFailure"},
    {720, "cudaErrorCooperativeLaunchTooLarge"},
    {721, "cudaErrorTensorMemoryLeak"},
    {800, "cudaErrorNotPermitted"},
    {801, "cudaErrorNotSupported"},
    {802, "cudaErrorSystemNotReady"},
    {803, "cudaErrorSystemDriverMismatch"},
    {804, "cudaErrorCompatNotSupportedOnDevice"},
    {805, "cudaErrorMpsConnectionFailed"},
    {806, "cudaErrorMpsRpcFailure"},
    {807, "cudaErrorMpsServerNotReady"},
    {808, "cudaErrorMpsMaxClientsReached"},
    {809, "cudaErrorMpsMaxConnectionsReached"},
    {810, "cudaErrorMpsClientTerminated"},
    {811, "cudaErrorCdpNotSupported"},
    {812, "cudaErrorCdpVersionMismatch"},
    {900, "cudaErrorStreamCaptureUnsupported"},
    {901, "cudaErrorStreamCaptureInvalidated"},
    {902, "cudaErrorStreamCaptureMerge"},
    {903, "cudaErrorStreamCaptureUnmatched"},
    {904, "cudaErrorStreamCaptureUnjoined"},
    {905, "cudaErrorStreamCaptureIsolation"},
    {906, "cudaErrorStreamCaptureImplicit"},
    {907, "cudaErrorCapturedEvent"},
    {908, "cudaErrorStreamCaptureWrongThread"},
    {909, "cudaErrorTimeout"},
    {910, "cudaErrorGraphExecUpdateFailure"},
    {911, "cudaErrorExternalDevice"},
    {912, "cudaErrorInvalidClusterSize"},
    {913, "cudaErrorFunctionNotLoaded"},
    {914, "cudaErrorInvalidResourceType"},
    {915, "cudaErrorInvalidResourceConfiguration"},
    {999, "cudaErrorUnknown"},
    {10000, "cudaErrorApiFailureBase"},
});

// CUresult (cuda.h, CUDA 12.x).
constexpr std::array kCuResults = std::to_array<CodeName>({
    {0, "CUDA_SUCCESS"},
    {1, "CUDA_ERROR_INVALID_VALUE"},
    {2, "CUDA_ERROR_OUT_OF_MEMORY"},
    {3, "CUDA_ERROR_NOT_INITIALIZED"},
    {4, "CUDA_ERROR_DEINITIALIZED"},
    {5, "CUDA_ERROR_PROFILER_DISABLED"},
    {6, "CUDA_ERROR_PROFILER_NOT_INITIALIZED"},
    {7, "CUDA_ERROR_PROFILER_ALREADY_STARTED"},
    {8, "CUDA_ERROR_PROFILER_ALREADY_STOPPED"},
    {34, "CUDA_ERROR_STUB_LIBRARY"},
    {46, "CUDA_ERROR_DEVICE_UNAVAILABLE"},
    {100, "CUDA_ERROR_NO_DEVICE"},
    {101, "CUDA_ERROR_INVALID_DEVICE"},
    {102, "CUDA_ERROR_DEVICE_NOT_LICENSED"},
    {200, "CUDA_ERROR_INVALID_IMAGE"},
    {201, "CUDA_ERROR_INVALID_CONTEXT"},
    {202, "CUDA_ERROR_CONTEXT_ALREADY_CURRENT"},
    {205, "CUDA_ERROR_MAP_FAILED"},
    {206, "CUDA_ERROR_UNMAP_FAILED"},
    {207, "CUDA_ERROR_ARRAY_IS_MAPPED"},
    {208, "CUDA_ERROR_ALREADY_MAPPED"},
    {209, "CUDA_ERROR_NO_BINARY_FOR_GPU"},
    {210, "CUDA_ERROR_ALREADY_ACQUIRED"},
    {211, "CUDA_ERROR_NOT_MAPPED"},
    {212, "CUDA_ERROR_NOT_MAPPED_AS_ARRAY"},
    {213, "CUDA_ERROR_NOT_MAPPED_AS_POINTER"},
    {214, "CUDA_ERROR_ECC_UNCORRECTABLE"},
    {215, "CUDA_ERROR_UNSUPPORTED_LIMIT"},
    {216, "CUDA_ERROR_CONTEXT_ALREADY_IN_USE"},
    {217, "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED"},
    {218, "CUDA_ERROR_INVALID_PTX"},
    {219, "CUDA_ERROR_INVALID_GRAPHICS_CONTEXT"},
    {220, "CUDA_ERROR_NVLINK_UNCORRECTABLE"},
    {221, "CUDA_ERROR_JIT_COMPILER_NOT_FOUND"},
    {222, "CUDA_ERROR_UNSUPPORTED_PTX_VERSION"},
    {223, "CUDA_ERROR_JIT_COMPILATION_DISABLED"},
    {224, "CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY"},
    {225, "CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC"},
    {226, "CUDA_ERROR_CONTAINED"},
    {300, "CUDA_ERROR_INVALID_SOURCE"},
    {301, "CUDA_ERROR_FILE_NOT_FOUND"},
    {302, "CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND"},
    {303, "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED"},
    {304, "CUDA_ERROR_OPERATING_SYSTEM"},
    {400, "CUDA_ERROR_INVALID_HANDLE"},
    {401, "CUDA_ERROR_ILLEGAL_STATE"},
    {402, "CUDA_ERROR_LOSSY_QUERY"},
    {500, "CUDA_ERROR_NOT_FOUND"},
    {600, "CUDA_ERROR_NOT_READY"},
    {700, "CUDA_ERROR_ILLEGAL_ADDRESS"},
    {701, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"},
    {702, "CUDA_ERROR_LAUNCH_TIMEOUT"},
    {703, "CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING"},
    {704, "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED"},
    {705, "CUDA_ERROR_PEER_ACCESS_NOT_ENABLED"},
    {708, "CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE"},
    {709, "CUDA_ERROR_CONTEXT_IS_DESTROYED"},
    {710, "CUDA_ERROR_ASSERT"},
    {711, "CUDA_ERROR_TOO_MANY_PEERS"},
    {712, "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED"},
    {713, "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED"},
    {714, "CUDA_ERROR_HARDWARE_STACK_ERROR"},
    {715, "CUDA_ERROR_ILLEGAL_INSTRUCTION"},
    {716, "CUDA_ERROR_MISALIGNED_ADDRESS"},
    {717, "CUDA_ERROR_INVALID_ADDRESS_SPACE"},
    {718, "CUDA_ERROR_INVALID_PC"},
    {719, "CUDA_ERROR_LAUNCH_FAILED"},
    {720, "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE"},
    {721, "CUDA_ERROR_TENSOR_MEMORY_LEAK"},
    {800, "CUDA_ERROR_NOT_PERMITTED"},
    {801, "CUDA_ERROR_NOT_SUPPORTED"},
    {802, "CUDA_ERROR_SYSTEM_NOT_READY"},
    {803, "CUDA_ERROR_SYSTEM_DRIVER_MISMATCH"},
    {804, "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE"},
    {805, "CUDA_ERROR_MPS_CONNECTION_FAILED"},
    {806, "CUDA_ERROR_MPS_RPC_FAILURE"},
    {807, "CUDA_ERROR_MPS_SERVER_NOT_READY"},
    {808, "CUDA_ERROR_MPS_MAX_CLIENTS_REACHED"},
    {809, "CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED"},
    {810, "CUDA_ERROR_MPS_CLIENT_TERMINATED"},
    {811, "CUDA_ERROR_CDP_NOT_SUPPORTED"},
    {812, "CUDA_ERROR_CDP_VERSION_MISMATCH"},
    {900, "CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED"},
    {901, "CUDA_ERROR_STREAM_CAPTURE_INVALIDATED"},
    {902, "CUDA_ERROR_STREAM_CAPTURE_MERGE"},
    {903, "CUDA_ERROR_STREAM_CAPTURE_UNMATCHED"},
    {904, "CUDA_ERROR_STREAM_CAPTURE_UNJOINED"},
    {905, "CUDA_ERROR_STREAM_CAPTURE_ISOLATION"},
    {906, "CUDA_ERROR_STREAM_CAPTURE_IMPLICIT"},
    {907, "CUDA_ERROR_CAPTURED_EVENT"},
    {908, "CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD"},
    {909, "CUDA_ERROR_TIMEOUT"},
    {910, "CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE"},
    {911, "CUDA_ERROR_EXTERNAL_DEVICE"},
    {912, "CUDA_ERROR_INVALID_CLUSTER_SIZE"},
    {913, "CUDA_ERROR_FUNCTION_NOT_LOADED"},
    {914, "CUDA_ERROR_INVALID_RESOURCE_TYPE"},
    {915, "CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION"},
    {999, "CUDA_ERROR_UNKNOWN"},
});

constexpr bool byCode(const CodeName& a, const CodeName& b)
{
    return a.code < b.code;
}
static_assert(std::is_sorted(kCudaErrors.begin(), kCudaErrors.end(), byCode), "looked up by binary search");
static_assert(std::is_sorted(kCuResults.begin(), kCuResults.end(), byCode), "looked up by binary search");

template<std::size_t N>
const char* findName(const std::array<CodeName, N>& table, std::int32_t code)
{
    const auto it = std::lower_bound(table.begin(), table.end(), code,
                                     [](const CodeName& entry, std::int32_t c) { return entry.code < c; });
    return (it != table.end() && it->code == code) ? it->name : nullptr;
}

std::string hex(std::uint64_t value)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    char buf[16];
    int n = 0;
    do {
        buf[n++] = kDigits[value & 0xF];
        value >>= 4;
    } while (value != 0);
    std::string out = "0x";
    while (n > 0)
        out.push_back(buf[--n]);
    return out;
}

// "256 MiB (268435456 bytes)": the rounded size to read, the exact count to compare.
std::string bytes(std::uint64_t value)
{
    std::string out = text::bytesText(value).toStdString();
    if (value >= 1024)
        out += " (" + std::to_string(value) + " bytes)";
    return out;
}

std::string pointer(std::uint64_t value)
{
    return value == 0 ? std::string("not recorded") : hex(value);
}

const Thread* findThread(const Trace& trace, std::uint32_t tid)
{
    for (const Thread& t : trace.threads) {
        if (t.tid == tid)
            return &t;
    }
    return nullptr;
}

// "4242 (pt_data_worker)" when the capture knows the thread or process, else "4242".
std::string taskText(const Trace& trace, std::uint64_t id)
{
    std::string out = std::to_string(id);
    if (id > UINT32_MAX)
        return out;
    const auto tid = static_cast<std::uint32_t>(id);
    std::string name;
    if (const Thread* t = findThread(trace, tid); t && !t->name.empty())
        name = t->name;
    else
        name = trace.processName(tid);
    if (!name.empty())
        out += " (" + name + ')';
    return out;
}

// Ingero stores skc_rcv_saddr/skc_daddr (network byte order) as read on a little-endian host:
// the first octet is the low byte.
std::string ipv4(std::uint32_t address, std::uint32_t port)
{
    return std::to_string(address & 0xFF) + '.' + std::to_string((address >> 8) & 0xFF) + '.'
        + std::to_string((address >> 16) & 0xFF) + '.' + std::to_string(address >> 24) + ':' + std::to_string(port);
}

void describeCudaRuntime(std::uint8_t op, std::uint64_t a0, std::uint64_t a1, std::vector<DetailField>& out)
{
    switch (op) {
    case ops::CudaMalloc:
    case ops::CudaMallocManaged:
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Size"), bytes(a0)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Device pointer"), pointer(a1)});
        break;
    case ops::CudaFree:
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Device pointer"), pointer(a0)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Freed"), a1 == 0 ? std::string("unknown") : bytes(a1)});
        break;
    case ops::CudaLaunchKernel:
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Kernel"), pointer(a0)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Stream"),
                       a1 == 0 ? std::string("0x0 (default stream, or not recorded)") : hex(a1)});
        break;
    case ops::CudaMemcpy:
    case ops::CudaMemcpyAsync:
    case ops::CudaMemcpyPeer:
    case ops::CudaMemcpyPeerAsync:
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Size"), bytes(a0)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Kind"), memcpyKindName(a1)});
        break;
    case ops::CudaMemcpy2D:
    case ops::CudaMemcpy2DAsync:
        // Ingero records the row width only: a lower bound of the copy.
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Width"), bytes(a0)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Kind"), memcpyKindName(a1)});
        break;
    case ops::CudaStreamSync: out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Stream"), hex(a0)}); break;
    case ops::CudaDeviceSync: break;
    default:
        if (a0 != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "arg0"), hex(a0)});
        if (a1 != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "arg1"), hex(a1)});
    }
}

void describeDriver(std::uint8_t op, std::uint64_t a0, std::uint64_t a1, std::vector<DetailField>& out)
{
    switch (op) {
    case ops::CuLaunchKernel: out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Function"), pointer(a0)}); break;
    case ops::CuMemcpy:
    case ops::CuMemcpyAsync:
    case ops::CuMemAlloc:
    case ops::CuMemAllocManaged: out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Size"), bytes(a0)}); break;
    case ops::CuCtxSynchronize: break;
    default:
        if (a0 != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "arg0"), hex(a0)});
        if (a1 != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "arg1"), hex(a1)});
    }
}

// How a thread that was not preempted left the CPU.
const char* waitText(capture::OffCpuState state)
{
    switch (state) {
    case capture::OffCpuState::Blocked:
        return QT_TRANSLATE_NOOP("EventDetails", "blocked: waiting (lock, pipe, socket, sleep)");
    case capture::OffCpuState::Disk:
        return QT_TRANSLATE_NOOP("EventDetails", "uninterruptible wait (disk I/O, page fault)");
    default: return QT_TRANSLATE_NOOP("EventDetails", "stopped or exiting");
    }
}

void describeHost(const Trace& trace, std::uint8_t op, std::uint64_t a0, std::uint64_t a1,
                  std::vector<DetailField>& out)
{
    switch (op) {
    case ops::SchedSwitch:
        // faultline-probe says how the thread left the CPU; Ingero's rows do not (arg0 0).
        switch (capture::offCpuState(a0)) {
        case capture::OffCpuState::Unknown:
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Preempted by"), taskText(trace, a1)});
            break;
        case capture::OffCpuState::Preempted:
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Left the CPU"),
                           QT_TRANSLATE_NOOP("EventDetails", "preempted: runnable, waiting for a CPU")});
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Preempted by"), taskText(trace, a1)});
            break;
        case capture::OffCpuState::Blocked:
        case capture::OffCpuState::Disk:
        case capture::OffCpuState::Other:
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Left the CPU"), waitText(capture::offCpuState(a0))});
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "CPU taken back from"), taskText(trace, a1)});
            break;
        }
        break;
    case ops::SchedWakeup: out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Woke"), taskText(trace, a1)}); break;
    case ops::ProcessExit:
        // The kernel's exit code of the last thread: status << 8, or the signal in the low 7 bits
        // (0x80: it dumped core).
        if ((a0 & 0x7f) != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Killed by signal"),
                           std::to_string(a0 & 0x7f) + ((a0 & 0x80) != 0 ? " (core dumped)" : "")});
        else
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Exit status"), std::to_string((a0 >> 8) & 0xff)});
        break;
    case ops::MmPageAlloc: out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Size"), bytes(a0)}); break;
    case ops::OomKill: out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Victim"), taskText(trace, a1)}); break;
    case ops::ProcessFork: out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Child"), taskText(trace, a1)}); break;
    case ops::MmPageAllocSummary:
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Allocations"), std::to_string(a0)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Size"), bytes(a1)});
        break;
    case ops::SchedSwitchSummary:
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Switches"), std::to_string(a0)});
        out.push_back(
            {QT_TRANSLATE_NOOP("EventDetails", "Off-CPU"),
             text::durationText(static_cast<std::int64_t>(std::min<std::uint64_t>(a1, INT64_MAX))).toStdString()});
        break;
    default:
        if (a0 != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "arg0"), std::to_string(a0)});
        if (a1 != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "arg1"), std::to_string(a1)});
    }
}

void describeArguments(const Trace& trace, std::uint8_t source, std::uint8_t op, std::uint64_t a0, std::uint64_t a1,
                       std::vector<DetailField>& out)
{
    switch (static_cast<Source>(source)) {
    case Source::Cuda: describeCudaRuntime(op, a0, a1, out); return;
    case Source::Driver: describeDriver(op, a0, a1, out); return;
    case Source::Host: describeHost(trace, op, a0, a1, out); return;
    case Source::Io: {
        constexpr std::uint64_t kSector = 512;
        const std::uint64_t size = a0 > UINT64_MAX / kSector ? UINT64_MAX : a0 * kSector;
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Size"), bytes(size)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Sectors"), std::to_string(a0)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Start sector"), std::to_string(a1)});
        return;
    }
    case Source::Tcp:
        out.push_back(
            {"Source", ipv4(static_cast<std::uint32_t>(a0 >> 32), static_cast<std::uint32_t>((a1 >> 16) & 0xFFFF))});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Destination"),
                       ipv4(static_cast<std::uint32_t>(a0 & 0xFFFFFFFF), static_cast<std::uint32_t>(a1 & 0xFFFF))});
        return;
    case Source::Net:
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "File descriptor"), std::to_string(a0)});
        out.push_back({QT_TRANSLATE_NOOP("EventDetails", "Size"), bytes(a1)});
        return;
    case Source::CudaGraph: return; // handles are not persisted (research/ingero.md §2.6)
    default:
        if (a0 != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "arg0"), hex(a0)});
        if (a1 != 0)
            out.push_back({QT_TRANSLATE_NOOP("EventDetails", "arg1"), hex(a1)});
    }
}

// Splits "symbol+0xa6" into its two parts; a symbol without a hexadecimal offset stays whole.
std::pair<std::string, std::string> splitOffset(const std::string& symbol)
{
    const auto plus = symbol.rfind("+0x");
    if (plus == std::string::npos || plus == 0 || plus + 3 == symbol.size())
        return {symbol, {}};
    const bool hexTail = std::all_of(symbol.begin() + static_cast<std::ptrdiff_t>(plus + 3), symbol.end(),
                                     [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
    if (!hexTail)
        return {symbol, {}};
    return {symbol.substr(0, plus), symbol.substr(plus)};
}

} // namespace

std::string cudaErrorName(std::int32_t code)
{
    if (const char* name = findName(kCudaErrors, code))
        return name;
    return "cudaError " + std::to_string(code);
}

std::string cuResultName(std::int32_t code)
{
    if (const char* name = findName(kCuResults, code))
        return name;
    return "CUresult " + std::to_string(code);
}

std::string memcpyKindName(std::uint64_t kind)
{
    switch (kind) {
    case 0: return "host → host (H2H)";
    case 1: return "host → device (H2D)";
    case 2: return "device → host (D2H)";
    case 3: return "device → device (D2D)";
    case 4: return "default (inferred from the pointers)";
    case 5: return "unknown (not recorded)";
    default: return "unknown (" + std::to_string(kind) + ')';
    }
}

namespace {

// CUPTI's copy kind (CUpti_ActivityMemcpyKind) as the GPU side reports it.
std::string cuptiCopyKind(std::uint8_t kind)
{
    switch (kind) {
    case 1: return "host → device (H2D)";
    case 2: return "device → host (D2H)";
    case 8: return "device → device (D2D)";
    case 10: return "peer → peer (P2P)";
    default: return "other (" + std::to_string(kind) + ')';
    }
}

// What ran on a GPU stream: its name, size and speed, the call that launched it.
void describeGpuWork(const Trace& trace, EventRef ref, EventDetails& d)
{
    const EventColumns& ev = trace.lanes[ref.lane].events;
    const GpuOpArgs args = gpuOpArgs(ev.arg0[ref.index]);
    const auto kind = static_cast<GpuOpKind>(ev.opAt(ref.index));
    const Thread& stream = trace.threads[trace.lanes[ref.lane].thread];
    d.pid = 0;
    d.tid = 0;
    d.processName = trace.processes[stream.process].name;
    d.threadName = stream.name;
    d.arguments.push_back({QT_TRANSLATE_NOOP("EventDetails", "Name"), text::demangle(trace.gpuName(ref))});
    d.arguments.push_back({QT_TRANSLATE_NOOP("EventDetails", "Stream"), std::to_string(stream.tid)});
    if (kind == GpuOpKind::Memcpy || kind == GpuOpKind::Memset) {
        const std::uint64_t moved = ev.arg1[ref.index];
        d.arguments.push_back({QT_TRANSLATE_NOOP("EventDetails", "Size"), bytes(moved)});
        if (d.duration > 0 && moved > 0) {
            const double gbps = static_cast<double>(moved) / static_cast<double>(d.duration);
            char text[32];
            std::snprintf(text, sizeof text, "%.1f GB/s", gbps);
            d.arguments.push_back({QT_TRANSLATE_NOOP("EventDetails", "Speed"), text});
        }
    }
    if (kind == GpuOpKind::Memcpy && args.copyKind != 0)
        d.arguments.push_back({QT_TRANSLATE_NOOP("EventDetails", "Kind"), cuptiCopyKind(args.copyKind)});
    if (args.hostMemory == kHostPageable)
        d.arguments.push_back(
            {QT_TRANSLATE_NOOP("EventDetails", "Host memory"), "pageable: staged by the driver, blocks the host"});
    else if (args.hostMemory == kHostPinned)
        d.arguments.push_back({QT_TRANSLATE_NOOP("EventDetails", "Host memory"), "pinned"});
    const EventRef call = trace.launchOf(ref);
    if (call.isValid()) {
        const EventColumns& c = trace.lanes[call.lane].events;
        const Thread& t = trace.threads[trace.lanes[call.lane].thread];
        const std::string& name = trace.callName(call);
        d.arguments.push_back(
            {QT_TRANSLATE_NOOP("EventDetails", "Launched by"),
             (name.empty() ? capture::OpCatalog::opName(c.sourceAt(call.index), c.opAt(call.index)) : name)
                 + " on thread " + std::to_string(t.tid) + ", started "
                 + text::formatSignedDuration(d.start - c.start[call.index]) + " after the call"});
    }
}

} // namespace

EventDetails describeEvent(const Trace& trace, EventRef ref)
{
    EventDetails d;
    if (!trace.contains(ref))
        return d;
    const Lane& lane = trace.lanes[ref.lane];
    const EventColumns& ev = lane.events;
    const std::size_t i = ref.index;
    const std::uint8_t source = ev.sourceAt(i);
    const std::uint8_t op = ev.opAt(i);

    d.op = capture::OpCatalog::opName(source, op);
    d.source = capture::OpCatalog::sourceName(source);
    d.start = ev.start[i];
    d.duration = ev.durationAt(i);
    if (lane.thread < trace.threads.size()) {
        const Thread& t = trace.threads[lane.thread];
        d.pid = t.pid;
        d.tid = t.tid;
        d.threadName = t.name;
        d.processName = trace.processName(t.pid);
    }
    d.retCode = ev.retCodeAt(i);
    switch (static_cast<Source>(source)) {
    case Source::Cuda:
    case Source::CudaGraph:
    case Source::Driver:
        if (d.retCode == capture::kUnfinishedCallRet)
            d.retName = "unfinished: still running when the recording stopped";
        else
            d.retName = static_cast<Source>(source) == Source::Driver ? cuResultName(d.retCode)
                                                                      : cudaErrorName(d.retCode);
        break;
    default: break;
    }
    if (lane.kind == LaneKind::GpuStream) {
        describeGpuWork(trace, ref, d);
        return d;
    }
    if (const std::string& name = trace.callName(ref); !name.empty())
        d.op = name; // a call the catalogue has no code for, by the name the trace recorded
    describeArguments(trace, source, op, ev.arg0[i], ev.arg1[i], d.arguments);
    // The GPU work the call started (an imported trace's launch link).
    for (const EventRef gpu : trace.gpuWorkOf(ref)) {
        const EventColumns& g = trace.lanes[gpu.lane].events;
        const Thread& stream = trace.threads[trace.lanes[gpu.lane].thread];
        d.arguments.push_back({QT_TRANSLATE_NOOP("EventDetails", "Ran on the GPU"),
                               text::demangle(trace.gpuName(gpu)) + " · "
                                   + text::formatDuration(g.durationAt(gpu.index)) + " on " + stream.name + " of "
                                   + trace.processes[stream.process].name + ", "
                                   + text::formatSignedDuration(g.start[gpu.index] - d.start) + " after the call"});
    }

    const std::uint32_t stackIndex = ev.stack[i];
    if (stackIndex == 0 || stackIndex >= trace.stacks.size())
        return d;
    const capture::StackRecord& stack = trace.stacks[stackIndex];
    d.stackFromIpsOnly = stack.fromIpsOnly;
    d.frames.reserve(stack.frames.size());
    for (const capture::StackFrame& f : stack.frames) {
        if (f.kind != FrameKind::Python)
            continue;
        DetailFrame out;
        out.python = true;
        out.function = f.pyFunction;
        out.file = f.pyFile;
        out.line = f.pyLine != 0 ? f.pyLine : f.pyDefLine;
        d.frames.push_back(std::move(out));
    }
    for (const capture::StackFrame& f : stack.frames) {
        if (f.kind != FrameKind::Native)
            continue;
        DetailFrame out;
        auto [name, offset] = splitOffset(f.symbol);
        out.function = text::demangle(name);
        out.offset = std::move(offset);
        out.file = f.library;
        out.line = f.nativeLine;
        d.frames.push_back(std::move(out));
    }
    for (const capture::StackFrame& f : stack.frames) {
        if (f.kind != FrameKind::Unresolved)
            continue;
        DetailFrame out;
        out.file = f.library;
        out.ip = f.ip;
        d.frames.push_back(std::move(out));
    }
    return d;
}

} // namespace faultline::timeline
