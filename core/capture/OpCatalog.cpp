#include "OpCatalog.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace faultline::capture {

namespace {

using C = OpCategory;
using T = TimeConvention;

// Complete as of Ingero v0.17 (research/ingero.md §2.5), names as Ingero prints them, plus the
// ops only faultline-probe records, numbered from 64 up so that codes Ingero adds later (it counts
// up from 1 in each source) do not collide with ours.
constexpr std::array<OpCatalog::Entry, 78> kEntries = {{
    {1, 1, {"cudaMalloc", C::Alloc, T::Entry, true}, "cudaMalloc (arg0 = size, arg1 = device pointer)"},
    {1, 2, {"cudaFree", C::Free, T::Entry, false}, "cudaFree (arg0 = device pointer, arg1 = freed bytes)"},
    {1, 3, {"cudaLaunchKernel", C::Launch, T::Entry, false}, "cudaLaunchKernel (arg0 = kernel, arg1 = stream)"},
    {1, 4, {"cudaMemcpy", C::Memcpy, T::Entry, true}, "cudaMemcpy (arg0 = bytes, arg1 = kind)"},
    {1, 5, {"cudaStreamSync", C::Sync, T::Entry, false}, "cudaStreamSynchronize (arg0 = stream)"},
    {1, 6, {"cudaDeviceSync", C::Sync, T::Entry, false}, "cudaDeviceSynchronize"},
    {1, 7, {"cudaMemcpyAsync", C::Memcpy, T::Entry, true}, "cudaMemcpyAsync (arg0 = bytes, arg1 = kind)"},
    {1, 8, {"cudaMallocManaged", C::Alloc, T::Entry, true}, "cudaMallocManaged (arg0 = size, arg1 = pointer)"},
    {1, 9, {"cudaMemcpy2D", C::Memcpy, T::Entry, false}, "cudaMemcpy2D (arg0 = width only)"},
    {1, 10, {"cudaMemcpy2DAsync", C::Memcpy, T::Entry, false}, "cudaMemcpy2DAsync (arg0 = width only)"},
    {1, 11, {"cudaMemcpyPeer", C::Memcpy, T::Entry, false}, "cudaMemcpyPeer (arg0 = bytes)"},
    {1, 12, {"cudaMemcpyPeerAsync", C::Memcpy, T::Entry, false}, "cudaMemcpyPeerAsync (arg0 = bytes)"},
    {1,
     64,
     {"cudaMallocAsync", C::Alloc, T::Entry, true},
     "cudaMallocAsync (arg0 = size, arg1 = device pointer; Faultline)"},
    {1,
     65,
     {"cudaFreeAsync", C::Free, T::Entry, false},
     "cudaFreeAsync (arg0 = device pointer, arg1 = freed bytes; Faultline)"},
    {1, 66, {"cudaSetDevice", C::Other, T::Entry, false}, "cudaSetDevice (arg0 = device; Faultline)"},
    // Calls that imported traces (PyTorch profiler, Nsight Systems) time and the probe does not trace.
    {1, 67, {"cudaLaunchKernelExC", C::Launch, T::Entry, false}, "cudaLaunchKernelExC (imported traces; Faultline)"},
    {1,
     68,
     {"cudaMemsetAsync", C::Other, T::Entry, true},
     "cudaMemsetAsync (arg0 = bytes; imported traces; Faultline)"},
    {1, 69, {"cudaMemset", C::Other, T::Entry, true}, "cudaMemset (arg0 = bytes; imported traces; Faultline)"},
    {1, 70, {"cudaEventSynchronize", C::Sync, T::Entry, false}, "cudaEventSynchronize (imported traces; Faultline)"},
    {1, 71, {"cudaEventRecord", C::Other, T::Entry, false}, "cudaEventRecord (imported traces; Faultline)"},
    {1, 72, {"cudaStreamWaitEvent", C::Other, T::Entry, false}, "cudaStreamWaitEvent (imported traces; Faultline)"},
    {1, 73, {"cudaEventQuery", C::Other, T::Entry, false}, "cudaEventQuery (imported traces; Faultline)"},
    {1,
     74,
     {"cudaHostAlloc", C::Other, T::Entry, true},
     "cudaHostAlloc / cudaMallocHost: pinned host memory (arg0 = bytes; imported traces; Faultline)"},
    {1, 75, {"cudaFreeHost", C::Other, T::Entry, false}, "cudaFreeHost (imported traces; Faultline)"},
    {1,
     79,
     {"cudaCall", C::Other, T::Entry, false},
     "Another CUDA runtime call; its name is in faultline_call_names (imported traces; Faultline)"},
    {3,
     1,
     {"sched_switch", C::OffCpu, T::End, false},
     "Off-CPU interval ending when the thread resumed (arg0 = how it left: 1 blocked, 2 preempted, 3 disk "
     "wait, 4 other, 0 unknown (Faultline); arg1 = the thread that ran before it)"},
    {3, 2, {"sched_wakeup", C::Other, T::Instant, false}, "Wake-up (arg1 = wakee)"},
    {3, 3, {"mm_page_alloc", C::Other, T::Instant, true}, "Page allocation (arg0 = bytes)"},
    {3, 4, {"oom_kill", C::Lifecycle, T::Instant, false}, "OOM kill (arg1 = victim pid)"},
    {3, 5, {"process_exec", C::Lifecycle, T::Instant, false}, "exec"},
    {3, 6, {"process_exit", C::Lifecycle, T::Instant, false}, "exit (arg0 = exit_code: status << 8 | signal)"},
    {3, 7, {"process_fork", C::Lifecycle, T::Instant, false}, "fork (arg1 = child pid)"},
    {3, 10, {"pod_restart", C::Lifecycle, T::Instant, false}, "Kubernetes pod restart"},
    {3, 11, {"pod_eviction", C::Lifecycle, T::Instant, false}, "Kubernetes pod eviction"},
    {3, 12, {"pod_oom_kill", C::Lifecycle, T::Instant, false}, "Kubernetes pod OOM kill"},
    {3,
     20,
     {"mm_page_alloc_summary", C::Summary, T::Instant, false},
     "Page allocations of other processes (arg0 = count, arg1 = bytes)"},
    {3,
     21,
     {"sched_switch_summary", C::Summary, T::Instant, false},
     "Context switches of other threads (arg0 = count, arg1 = off-CPU ns)"},
    {4, 1, {"cuLaunchKernel", C::Launch, T::Entry, false}, "cuLaunchKernel (arg0 = CUfunction)"},
    {4, 2, {"cuMemcpy", C::Memcpy, T::Entry, true}, "cuMemcpy (arg0 = bytes)"},
    {4, 3, {"cuMemcpyAsync", C::Memcpy, T::Entry, true}, "cuMemcpyAsync (arg0 = bytes)"},
    {4, 4, {"cuCtxSynchronize", C::Sync, T::Entry, false}, "cuCtxSynchronize"},
    {4, 5, {"cuMemAlloc", C::Alloc, T::Entry, true}, "cuMemAlloc (arg0 = bytes)"},
    {4, 6, {"cuMemAllocManaged", C::Alloc, T::Entry, true}, "cuMemAllocManaged (arg0 = bytes)"},
    {4,
     64,
     {"cuMemFree", C::Free, T::Entry, false},
     "cuMemFree_v2 (arg0 = device pointer, arg1 = freed bytes; Faultline)"},
    {4,
     65,
     {"cuMemCreate", C::Other, T::Entry, true},
     "cuMemCreate: physical memory (arg0 = bytes, arg1 = allocation handle; Faultline)"},
    {4,
     66,
     {"cuMemMap", C::Alloc, T::Entry, true},
     "cuMemMap: memory mapped at an address (arg0 = bytes, arg1 = device address; Faultline)"},
    {4, 67, {"cuMemUnmap", C::Free, T::Entry, false}, "cuMemUnmap (arg0 = device address, arg1 = bytes; Faultline)"},
    {4,
     68,
     {"cuLaunchKernelEx", C::Launch, T::Entry, false},
     "cuLaunchKernelEx (arg0 = CUfunction, arg1 = stream; Faultline)"},
    {4, 69, {"cuStreamSynchronize", C::Sync, T::Entry, false}, "cuStreamSynchronize (imported traces; Faultline)"},
    {4, 70, {"cuEventSynchronize", C::Sync, T::Entry, false}, "cuEventSynchronize (imported traces; Faultline)"},
    {4, 71, {"cuMemsetAsync", C::Other, T::Entry, true}, "cuMemsetD*Async (arg0 = bytes; imported traces; Faultline)"},
    {4,
     79,
     {"cuCall", C::Other, T::Entry, false},
     "Another CUDA driver call; its name is in faultline_call_names (imported traces; Faultline)"},
    {5, 1, {"block_read", C::Io, T::End, true}, "Block read (arg0 = sectors, arg1 = start sector)"},
    {5, 2, {"block_write", C::Io, T::End, true}, "Block write (arg0 = sectors, arg1 = start sector)"},
    {5, 3, {"block_discard", C::Io, T::End, true}, "Block discard (arg0 = sectors)"},
    {6, 1, {"tcp_retransmit", C::Net, T::Instant, false}, "TCP retransmit (gpu_id = TCP state)"},
    {7, 1, {"net_send", C::Net, T::End, false}, "sendto (arg0 = fd, arg1 = bytes)"},
    {7, 2, {"net_recv", C::Net, T::End, false}, "recvfrom (arg0 = fd, arg1 = bytes)"},
    {8, 1, {"graphBeginCapture", C::Other, T::Entry, false}, "cudaStreamBeginCapture"},
    {8, 2, {"graphEndCapture", C::Other, T::Entry, false}, "cudaStreamEndCapture"},
    {8, 3, {"graphInstantiate", C::Other, T::Entry, false}, "cudaGraphInstantiate"},
    {8,
     4,
     {"graphLaunch", C::Launch, T::Entry, false},
     "cudaGraphLaunch: one replay of a CUDA graph (arg0 = graph exec, arg1 = stream; Faultline fills them)"},
    {8, 5, {"graphDestroy", C::Other, T::Entry, false}, "cudaGraphDestroy (reserved)"},
    {8, 6, {"graphExecUpdate", C::Other, T::Entry, false}, "cudaGraphExecUpdate (reserved)"},
    {8, 7, {"graphExecDestroy", C::Other, T::Entry, false}, "cudaGraphExecDestroy (reserved)"},
    {8,
     64,
     {"cuGraphLaunch", C::Launch, T::Entry, false},
     "cuGraphLaunch: one replay of a CUDA graph at the driver (arg0 = graph exec, arg1 = stream; Faultline)"},
    {9, 1, {"ncclCommInitRank", C::Other, T::Entry, false}, "ncclCommInitRank"},
    {9, 2, {"ncclCommDestroy", C::Other, T::Entry, false}, "ncclCommDestroy"},
    {9, 3, {"ncclAllReduce", C::Other, T::Entry, false}, "ncclAllReduce"},
    {9, 4, {"ncclAllGather", C::Other, T::Entry, false}, "ncclAllGather"},
    {9, 5, {"ncclReduceScatter", C::Other, T::Entry, false}, "ncclReduceScatter"},
    {9, 6, {"ncclBcast", C::Other, T::Entry, false}, "ncclBcast"},
    {9, 7, {"ncclSend", C::Other, T::Entry, false}, "ncclSend"},
    {9, 8, {"ncclRecv", C::Other, T::Entry, false}, "ncclRecv"},
    {9, 9, {"ncclCommInitAll", C::Other, T::Entry, false}, "ncclCommInitAll"},
    // PyTorch's caching allocator (faultline-probe): what it reports to its profiler hook for every
    // block. Not CUDA calls: the rules that count cudaMalloc never see them (category Other).
    {10,
     1,
     {"tensorAlloc", C::Other, T::Instant, true},
     "A block handed to a tensor (arg0 = bytes, arg1 = device address, gpu_id = device; Faultline)"},
    {10,
     2,
     {"tensorFree", C::Other, T::Instant, false},
     "A tensor's block given back to the cache (arg0 = device address, arg1 = bytes; Faultline)"},
    {10,
     3,
     {"emptyCache", C::Other, T::Instant, false},
     "torch.cuda.empty_cache(): the cache's unused segments go back to CUDA (Faultline)"},
}};

struct SourceEntry
{
    std::uint8_t id;
    std::string_view name;
    std::string_view description;
};

constexpr std::array<SourceEntry, 10> kSources = {{
    {1, "CUDA", "CUDA runtime API (libcudart uprobes)"},
    {2, "NVIDIA", "Reserved"},
    {3, "HOST", "Kernel tracepoints: scheduling, memory, process lifecycle"},
    {4, "DRIVER", "CUDA driver API (libcuda uprobes)"},
    {5, "IO", "Block IO"},
    {6, "TCP", "TCP retransmits"},
    {7, "NET", "Socket send/receive"},
    {8, "CUDA_GRAPH", "CUDA Graph API"},
    {9, "NCCL", "NCCL collectives"},
    {10, "TORCH", "PyTorch's CUDA caching allocator: tensor blocks handed out and taken back (Faultline)"},
}};

// Every (source, op) pair to its entry, one byte each (0 = none, else the entry's index + 1): the
// writer looks ops up twice for every event it aggregates, and the scan of the table was 7% of an
// import's event loop without SQLite's own work (bench_import under perf).
using EntryIndex = std::array<std::uint8_t, 1u << 16>;
static_assert(kEntries.size() < UINT8_MAX);

EntryIndex buildEntryIndex()
{
    EntryIndex index{};
    for (std::size_t i = 0; i < kEntries.size(); ++i) {
        const OpCatalog::Entry& e = kEntries[i];
        std::uint8_t& slot = index[(std::size_t{e.source} << 8) | e.op];
        if (slot == 0) // the first entry of a pair wins, as the scan did
            slot = static_cast<std::uint8_t>(i + 1);
    }
    return index;
}

const OpCatalog::Entry* findEntry(std::uint8_t source, std::uint8_t op)
{
    static const EntryIndex index = buildEntryIndex();
    const std::uint8_t slot = index[(std::size_t{source} << 8) | op];
    return slot == 0 ? nullptr : &kEntries[slot - 1u];
}

} // namespace

OpInfo OpCatalog::info(std::uint8_t source, std::uint8_t op)
{
    if (const Entry* e = findEntry(source, op))
        return e->info;
    OpInfo unknown;
    // Unknown ops of interval sources keep their source's convention.
    if (source == 5 || source == 7)
        unknown.time = TimeConvention::End;
    return unknown;
}

namespace {

// GPU work a loaded trace keeps beside the capture's events (Trace.h: kGpuSource, GpuOpKind). It is
// never stored in `events` nor listed in `ops`: only named here, so that views label it.
constexpr std::uint8_t kGpuWork = 0xE0;
constexpr std::array<std::string_view, 6> kGpuWorkNames = {"GPU work", "Kernel", "Communication",
                                                           "Memcpy",   "Memset", "GPU sync"};

} // namespace

std::string OpCatalog::sourceName(std::uint8_t source)
{
    if (source == kGpuWork)
        return "GPU";
    for (const auto& s : kSources) {
        if (s.id == source)
            return std::string(s.name);
    }
    return "SRC_" + std::to_string(source);
}

std::string OpCatalog::opName(std::uint8_t source, std::uint8_t op)
{
    if (const Entry* e = findEntry(source, op))
        return std::string(e->info.name);
    if (source == kGpuWork)
        return std::string(kGpuWorkNames[op < kGpuWorkNames.size() ? op : 0]);
    return "OP_" + std::to_string(op);
}

std::string_view OpCatalog::sourceDescription(std::uint8_t source)
{
    for (const auto& s : kSources) {
        if (s.id == source)
            return s.description;
    }
    return {};
}

std::string_view OpCatalog::opDescription(std::uint8_t source, std::uint8_t op)
{
    if (const Entry* e = findEntry(source, op))
        return e->description;
    return {};
}

std::int64_t OpCatalog::intervalStart(std::uint8_t source, std::uint8_t op, std::int64_t timestamp,
                                      std::int64_t duration)
{
    if (info(source, op).time == TimeConvention::End)
        return saturatingSub(timestamp, std::max<std::int64_t>(duration, 0));
    return timestamp;
}

bool OpCatalog::isTracedByName(std::string_view name)
{
    return std::any_of(kEntries.begin(), kEntries.end(), [name](const Entry& e) {
        return e.info.name == name && e.description.find("imported traces") == std::string_view::npos;
    });
}

const OpCatalog::Entry* OpCatalog::begin()
{
    return kEntries.data();
}

const OpCatalog::Entry* OpCatalog::end()
{
    return kEntries.data() + kEntries.size();
}

} // namespace faultline::capture
