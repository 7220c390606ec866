#include "ImportWriter.h"

#include "CaptureTypes.h"
#include "CaptureWriter.h"
#include "CpuRangeCodec.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "StackCodec.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <filesystem>
#include <future>
#include <limits>
#include <numeric>
#include <set>
#include <thread>
#include <unistd.h>
#include <unordered_map>

namespace faultline::import {

using capture::EventRecord;
using capture::FrameKind;
using capture::Source;
using capture::StackFrame;
namespace ops = capture::ops;

namespace {

constexpr std::size_t kMaxAnnotations = 20'000;
// Ranges per row of faultline_cpu_ranges: a blob of about half a megabyte.
constexpr std::size_t kRangesPerChunk = 65'536;

std::string_view baseName(std::string_view name)
{
    // Version suffixes (_v2, _v3020, _v7000) and the per-thread default stream's (_ptsz, _ptds).
    for (bool changed = true; changed;) {
        changed = false;
        for (const std::string_view suffix : {std::string_view("_ptsz"), std::string_view("_ptds")}) {
            if (name.size() > suffix.size() && name.substr(name.size() - suffix.size()) == suffix) {
                name.remove_suffix(suffix.size());
                changed = true;
            }
        }
        const std::size_t v = name.rfind("_v");
        if (v != std::string_view::npos && v + 2 < name.size()
            && std::all_of(name.begin() + static_cast<std::ptrdiff_t>(v + 2), name.end(),
                           [](char c) { return c >= '0' && c <= '9'; })) {
            name = name.substr(0, v);
            changed = true;
        }
    }
    return name;
}

struct NamedOp
{
    std::string_view name;
    std::uint8_t source;
    std::uint8_t op;
};

constexpr std::uint8_t kCuda = static_cast<std::uint8_t>(Source::Cuda);
constexpr std::uint8_t kDriver = static_cast<std::uint8_t>(Source::Driver);
constexpr std::uint8_t kGraph = static_cast<std::uint8_t>(Source::CudaGraph);

constexpr NamedOp kNamedOps[] = {
    {"cudaMalloc", kCuda, ops::CudaMalloc},
    {"cudaFree", kCuda, ops::CudaFree},
    {"cudaLaunchKernel", kCuda, ops::CudaLaunchKernel},
    {"cudaLaunchKernelExC", kCuda, ops::CudaLaunchKernelExC},
    {"cudaLaunchKernelEx", kCuda, ops::CudaLaunchKernelExC},
    {"cudaMemcpy", kCuda, ops::CudaMemcpy},
    {"cudaStreamSynchronize", kCuda, ops::CudaStreamSync},
    {"cudaDeviceSynchronize", kCuda, ops::CudaDeviceSync},
    {"cudaMemcpyAsync", kCuda, ops::CudaMemcpyAsync},
    {"cudaMallocManaged", kCuda, ops::CudaMallocManaged},
    {"cudaMemcpy2D", kCuda, ops::CudaMemcpy2D},
    {"cudaMemcpy2DAsync", kCuda, ops::CudaMemcpy2DAsync},
    {"cudaMemcpyPeer", kCuda, ops::CudaMemcpyPeer},
    {"cudaMemcpyPeerAsync", kCuda, ops::CudaMemcpyPeerAsync},
    {"cudaMallocAsync", kCuda, ops::CudaMallocAsync},
    {"cudaFreeAsync", kCuda, ops::CudaFreeAsync},
    {"cudaSetDevice", kCuda, ops::CudaSetDevice},
    {"cudaMemsetAsync", kCuda, ops::CudaMemsetAsync},
    {"cudaMemset", kCuda, ops::CudaMemset},
    {"cudaEventSynchronize", kCuda, ops::CudaEventSynchronize},
    {"cudaEventRecord", kCuda, ops::CudaEventRecord},
    {"cudaEventRecordWithFlags", kCuda, ops::CudaEventRecord},
    {"cudaStreamWaitEvent", kCuda, ops::CudaStreamWaitEvent},
    {"cudaEventQuery", kCuda, ops::CudaEventQuery},
    {"cudaHostAlloc", kCuda, ops::CudaHostAlloc},
    {"cudaMallocHost", kCuda, ops::CudaHostAlloc},
    {"cudaFreeHost", kCuda, ops::CudaFreeHost},
    {"cudaStreamBeginCapture", kGraph, 1},
    {"cudaStreamEndCapture", kGraph, 2},
    {"cudaGraphInstantiate", kGraph, 3},
    {"cudaGraphInstantiateWithFlags", kGraph, 3},
    {"cudaGraphLaunch", kGraph, ops::GraphLaunch},
    {"cuLaunchKernel", kDriver, ops::CuLaunchKernel},
    {"cuLaunchKernelEx", kDriver, ops::CuLaunchKernelEx},
    {"cuCtxSynchronize", kDriver, ops::CuCtxSynchronize},
    {"cuMemAlloc", kDriver, ops::CuMemAlloc},
    {"cuMemAllocManaged", kDriver, ops::CuMemAllocManaged},
    {"cuMemFree", kDriver, ops::CuMemFree},
    {"cuMemCreate", kDriver, ops::CuMemCreate},
    {"cuMemMap", kDriver, ops::CuMemMap},
    {"cuMemUnmap", kDriver, ops::CuMemUnmap},
    {"cuStreamSynchronize", kDriver, ops::CuStreamSynchronize},
    {"cuEventSynchronize", kDriver, ops::CuEventSynchronize},
    {"cuGraphLaunch", kGraph, ops::CuGraphLaunch},
};

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// A Python function as Kineto names it: "torch/nn/modules/linear.py(130): forward" (the number is
// where the function starts), "<built-in method item of Tensor object>".
StackFrame pythonFrame(const std::string& name)
{
    StackFrame f;
    static_cast<void>(capture::StackCodec::parseProfilerFunction(name, &f));
    return f;
}

StackFrame opFrame(const std::string& name)
{
    StackFrame f;
    f.kind = FrameKind::Native;
    f.symbol = name;
    f.library = "(framework op)";
    return f;
}

// A correlation id within its process (pid 0: the trace does not say, one process).
std::uint64_t correlationKey(std::uint32_t pid, std::int64_t correlation)
{
    return (std::uint64_t{pid} << 40) ^ static_cast<std::uint64_t>(correlation);
}

// CUPTI's copy kind as cudaMemcpyKind (1 host to device, 2 device to host, 3 device to device).
std::uint64_t memcpyKind(CopyKind kind)
{
    switch (kind) {
    case CopyKind::HostToDevice: return 1;
    case CopyKind::DeviceToHost: return 2;
    case CopyKind::DeviceToDevice:
    case CopyKind::PeerToPeer: return 3;
    case CopyKind::Unknown: break;
    }
    return 4; // cudaMemcpyDefault: the driver decides
}

struct Emitted
{
    std::int64_t time;
    std::uint8_t kind; // 0 call, 1 memory, 2 off-CPU
    std::size_t index;
};

bool earlier(const Emitted& a, const Emitted& b)
{
    return a.time < b.time;
}

// A list's rows as Emitted, in time order (stable: rows at the same time keep the list's order).
template<typename Row, typename TimeOf>
std::vector<Emitted> inTimeOrder(const std::vector<Row>& rows, std::uint8_t kind, TimeOf timeOf)
{
    std::vector<Emitted> out(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        out[i] = {timeOf(rows[i]), kind, i};
    if (!std::is_sorted(out.begin(), out.end(), earlier))
        std::stable_sort(out.begin(), out.end(), earlier);
    return out;
}

// Two lists in time order as one; at the same time the first's rows come first.
std::vector<Emitted> mergedInTimeOrder(std::vector<Emitted> first, const std::vector<Emitted>& second)
{
    if (second.empty())
        return first;
    std::vector<Emitted> out(first.size() + second.size());
    std::merge(first.begin(), first.end(), second.begin(), second.end(), out.begin(), earlier);
    return out;
}

// Starts the kernel writing a file's dirty pages to the disk, without waiting for it. The capture's
// last commit syncs the whole file (synchronous=FULL), a few hundred MB for a large trace; pages
// already on their way when the import's last steps run leave that sync less to wait for.
class Writeback
{
public:
    explicit Writeback(const std::string& path)
        : m_fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC))
    {
    }
    Writeback(const Writeback&) = delete;
    Writeback& operator=(const Writeback&) = delete;
    ~Writeback()
    {
        if (m_thread.joinable())
            m_thread.join();
        if (m_fd >= 0)
            ::close(m_fd);
    }
    // Only a hint: a file system without it (or a failed open) just syncs it all at the end.
    void start()
    {
        if (m_fd < 0)
            return;
        if (m_thread.joinable())
            m_thread.join();
        m_thread = std::thread([fd = m_fd] { static_cast<void>(::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE)); });
    }

private:
    int m_fd;
    std::thread m_thread;
};

// Every CPU range of the trace, each thread's by start (the enclosing range before the enclosed at
// the same start), packed in chunks for faultline_cpu_ranges, and the names they use. Runs on a
// thread of its own while the events are written: only the blobs go through the writer.
struct EncodedRanges
{
    struct Chunk
    {
        std::uint32_t pid = 0;
        std::uint32_t tid = 0;
        std::int64_t base = 0;
        std::int64_t end = 0;
        std::int64_t count = 0;
        std::string blob;
    };
    std::vector<Chunk> chunks;
    std::vector<std::uint32_t> names; // StringPool ids used
    std::int64_t ranges = 0;
};

EncodedRanges encodeRanges(const ImportedTrace& trace)
{
    EncodedRanges out;
    std::vector<std::uint32_t> order(trace.ranges.size());
    std::iota(order.begin(), order.end(), std::uint32_t{0});
    const auto before = [&](std::uint32_t a, std::uint32_t b) {
        const Range& x = trace.ranges[a];
        const Range& y = trace.ranges[b];
        return std::tie(x.pid, x.tid, x.start, y.end) < std::tie(y.pid, y.tid, y.start, x.end);
    };
    if (!std::is_sorted(order.begin(), order.end(), before))
        std::sort(order.begin(), order.end(), before);
    std::vector<bool> named(trace.strings.size(), false);
    std::vector<capture::CpuRangeRecord> chunk;
    const auto flush = [&](const Range& last) {
        if (chunk.empty())
            return;
        EncodedRanges::Chunk c;
        c.pid = last.pid;
        c.tid = last.tid;
        c.base = chunk.front().start;
        c.end = chunk.front().end;
        for (const capture::CpuRangeRecord& r : chunk)
            c.end = std::max(c.end, r.end);
        c.count = static_cast<std::int64_t>(chunk.size());
        if (encodeCpuRanges(c.base, chunk, &c.blob)) {
            out.ranges += c.count;
            out.chunks.push_back(std::move(c));
        }
        chunk.clear();
    };
    for (std::size_t k = 0; k < order.size(); ++k) {
        const Range& x = trace.ranges[order[k]];
        chunk.push_back({x.start, std::max(x.start, x.end), x.name, static_cast<capture::CpuRangeKind>(x.kind)});
        named[x.name] = true;
        const bool last = k + 1 == order.size();
        const Range* next = last ? nullptr : &trace.ranges[order[k + 1]];
        if (last || next->pid != x.pid || next->tid != x.tid || chunk.size() >= kRangesPerChunk)
            flush(x);
    }
    for (std::uint32_t id = 0; id < named.size(); ++id)
        if (named[id])
            out.names.push_back(id);
    return out;
}

} // namespace

CallOp callOp(std::string_view name)
{
    const std::string_view base = baseName(name);
    for (const NamedOp& n : kNamedOps) {
        if (n.name == base)
            return {n.source, n.op};
    }
    if (startsWith(base, "cuMemcpy"))
        return {kDriver, endsWith(base, "Async") ? ops::CuMemcpyAsync : ops::CuMemcpy};
    if (startsWith(base, "cuMemsetD") && endsWith(base, "Async"))
        return {kDriver, ops::CuMemsetAsync};
    if (startsWith(base, "cu") && !startsWith(base, "cuda"))
        return {kDriver, ops::CuCall};
    return {kCuda, ops::CudaCall};
}

bool writeImportedCapture(const ImportedTrace& trace, const std::string& outPath, const ImportWriteOptions& options,
                          ImportWriteResult* result, std::string* error)
{
    ImportWriteResult r;
    capture::WriterOptions writerOptions;
    writerOptions.node = options.node;
    if (writerOptions.node.empty() && trace.rank >= 0)
        writerOptions.node = "rank" + std::to_string(trace.rank);
    if (writerOptions.node.empty()) {
        // The trace's file name without its extensions ("worker0.pt.trace.json.gz" -> "worker0").
        writerOptions.node = options.sourceFileName.substr(0, options.sourceFileName.find('.'));
    }
    if (writerOptions.node.empty())
        writerOptions.node = "import";
    writerOptions.overwrite = options.overwrite;
    capture::CaptureWriter writer;
    if (!writer.open(outPath, writerOptions, error))
        return false;
    if (!writer.ensureImportTables()) {
        *error = writer.error();
        static_cast<void>(writer.finish(nullptr));
        std::error_code ec;
        std::filesystem::remove(outPath, ec);
        return false;
    }
    // Gives up: the capture so far is closed and removed, `why` said.
    const auto cancelledWith = [&](const std::string& why) {
        static_cast<void>(writer.finish(nullptr));
        std::error_code ec;
        std::filesystem::remove(outPath, ec);
        *error = why;
        return false;
    };
    const auto cancelled = [&] { return cancelledWith("cancelled"); };
    Writeback writeback(outPath);
    // The CPU ranges are sorted and packed meanwhile, on a thread of their own.
    std::future<EncodedRanges> rangesEncoded = std::async(std::launch::async, [&trace] { return encodeRanges(trace); });
    const StringPool& strings = trace.strings;

    // The stack of each call: the Python functions and framework ops of its thread that were open
    // when it started, innermost first. Both lists sorted by thread and start, swept together. This
    // runs on a second thread while this one orders the rows (below); only it uses the writer then.
    std::vector<std::int64_t> stackOf(trace.calls.size(), 0);
    std::vector<std::string> sourceFiles; // the workload's files the lines were read from
    const auto findStacks = [&] {
        std::vector<std::size_t> callOrder(trace.calls.size());
        std::iota(callOrder.begin(), callOrder.end(), std::size_t{0});
        // Each sort is skipped where the trace's own order is already its own (a trace of one
        // thread written as it ran).
        const auto callBefore = [&](std::size_t a, std::size_t b) {
            const HostCall& x = trace.calls[a];
            const HostCall& y = trace.calls[b];
            return std::tie(x.pid, x.tid, x.start) < std::tie(y.pid, y.tid, y.start);
        };
        if (!std::is_sorted(callOrder.begin(), callOrder.end(), callBefore))
            std::sort(callOrder.begin(), callOrder.end(), callBefore);
        const auto rangeBefore = [&](std::size_t a, std::size_t b) {
            const Range& x = trace.ranges[a];
            const Range& y = trace.ranges[b];
            // At the same start the longer range encloses the shorter.
            return std::tie(x.pid, x.tid, x.start, y.end) < std::tie(y.pid, y.tid, y.start, x.end);
        };
        // Kineto writes every cpu_op before the first python_function, so the two kinds are
        // ordered apart, each only when it is out of order, and merged.
        std::vector<std::size_t> functions;
        std::vector<std::size_t> frameworkOps;
        for (std::size_t i = 0; i < trace.ranges.size(); ++i) {
            const RangeKind k = trace.ranges[i].kind;
            if (k == RangeKind::PythonFunction)
                functions.push_back(i);
            else if (k == RangeKind::CpuOp)
                frameworkOps.push_back(i);
        }
        for (std::vector<std::size_t>* kind : {&functions, &frameworkOps}) {
            if (!std::is_sorted(kind->begin(), kind->end(), rangeBefore))
                std::sort(kind->begin(), kind->end(), rangeBefore);
        }
        std::vector<std::size_t> rangeOrder(functions.size() + frameworkOps.size());
        std::merge(functions.begin(), functions.end(), frameworkOps.begin(), frameworkOps.end(), rangeOrder.begin(),
                   rangeBefore);
        functions = {};
        frameworkOps = {};
        std::unordered_map<std::string, std::int64_t> stackByKey;
        std::unordered_map<std::uint32_t, StackFrame> frameByName;
        std::vector<std::size_t> open; // indexes into trace.ranges, outermost first
        std::string key;
        std::vector<StackFrame> frames;
        SourceLineFinder lines(options.readSource);
        std::size_t ri = 0;
        std::uint64_t thread = std::numeric_limits<std::uint64_t>::max();
        for (const std::size_t ci : callOrder) {
            const HostCall& c = trace.calls[ci];
            const std::uint64_t callThread = (std::uint64_t{c.pid} << 32) | c.tid;
            if (callThread != thread) {
                thread = callThread;
                open.clear();
                // Skip ranges of threads before this one.
                while (ri < rangeOrder.size()) {
                    const Range& x = trace.ranges[rangeOrder[ri]];
                    if (((std::uint64_t{x.pid} << 32) | x.tid) >= thread)
                        break;
                    ++ri;
                }
            }
            while (ri < rangeOrder.size()) {
                const Range& x = trace.ranges[rangeOrder[ri]];
                if (((std::uint64_t{x.pid} << 32) | x.tid) != thread || x.start > c.start)
                    break;
                while (!open.empty() && trace.ranges[open.back()].end < x.start)
                    open.pop_back();
                open.push_back(rangeOrder[ri]);
                ++ri;
            }
            while (!open.empty() && trace.ranges[open.back()].end < c.start)
                open.pop_back();
            // Ranges that overlap without nesting (Kineto writes them): those that ended are gone
            // from the top; one that ended below a longer one is skipped when the stack is built.
            key.clear();
            for (const std::size_t o : open) {
                if (trace.ranges[o].end < c.start)
                    continue;
                const std::uint32_t name = trace.ranges[o].name;
                key.append(reinterpret_cast<const char*>(&name), sizeof name);
            }
            if (key.empty())
                continue;
            const auto found = stackByKey.find(key);
            if (found != stackByKey.end()) {
                stackOf[ci] = found->second;
                continue;
            }
            frames.clear();
            for (auto it = open.rbegin(); it != open.rend(); ++it) {
                const Range& x = trace.ranges[*it];
                if (x.end < c.start)
                    continue;
                auto f = frameByName.find(x.name);
                if (f == frameByName.end()) {
                    const std::string& name = strings.at(x.name);
                    f = frameByName
                            .emplace(x.name, x.kind == RangeKind::PythonFunction ? pythonFrame(name) : opFrame(name))
                            .first;
                }
                frames.push_back(f->second);
            }
            lines.resolve(frames);
            const std::int64_t hash = writer.addStack(frames);
            stackByKey.emplace(key, hash);
            stackOf[ci] = hash;
            ++r.stacks;
        }
        r.linesFromSource = lines.placed();
        sourceFiles = lines.filesRead();
    };
    // Joined however this function leaves; an exception on it comes back through get().
    std::future<void> stacksFound = std::async(std::launch::async, findStacks);

    // The copy or memset each call issued, through the correlation id. CUPTI numbers correlations
    // per process: where the trace says which process an activity belongs to (nsys), the key holds
    // the pid; Kineto's device lanes do not say (pid 0), and a Kineto trace is one process.
    struct Issued
    {
        std::uint64_t bytes = 0;
        CopyKind copyKind = CopyKind::Unknown;
    };
    std::unordered_map<std::uint64_t, Issued> issuedBy;
    for (const GpuActivity& a : trace.gpu) {
        if (a.correlation < 0 || (a.kind != GpuKind::Memcpy && a.kind != GpuKind::Memset))
            continue;
        Issued& i = issuedBy[correlationKey(a.pid, a.correlation)];
        i.bytes += a.bytes;
        if (i.copyKind == CopyKind::Unknown)
            i.copyKind = a.copyKind;
    }
    const auto issuedFor = [&](const HostCall& c) -> const Issued* {
        if (c.correlation < 0)
            return nullptr;
        auto it = issuedBy.find(correlationKey(c.pid, c.correlation));
        if (it == issuedBy.end())
            it = issuedBy.find(correlationKey(0, c.correlation));
        return it == issuedBy.end() ? nullptr : &it->second;
    };

    // Threads: when each was first and last seen, by its calls.
    std::unordered_map<std::uint64_t, capture::ThreadInfo> threads;
    for (const HostCall& c : trace.calls) {
        capture::ThreadInfo& info = threads[(std::uint64_t{c.pid} << 32) | c.tid];
        if (info.tid == 0 && info.tgid == 0) {
            info.tid = c.tid;
            info.tgid = c.pid;
            info.firstSeen = c.start;
            info.lastSeen = c.start;
        }
        info.firstSeen = std::min(info.firstSeen, c.start);
        info.lastSeen = std::max(info.lastSeen, c.start + c.duration);
    }
    for (const ThreadName& n : trace.threads) {
        auto it = threads.find((std::uint64_t{n.pid} << 32) | n.tid);
        if (it != threads.end())
            it->second.name = n.name;
    }
    std::unordered_map<std::uint32_t, std::string> processNames;
    for (const ProcessName& p : trace.processes)
        processNames[p.pid] = p.name;
    std::unordered_map<std::uint64_t, std::string> commOf;
    for (const auto& [k, info] : threads)
        commOf[k] = !info.name.empty() ? info.name : processNames[info.tgid];

    // Everything that becomes a row of `events`, in time order. Each list is put in time order on
    // its own (a trace's lists nearly always are already, which is checked), then they are merged:
    // at the same time a call comes before a memory event before an off-CPU span, the order one
    // stable sort of all three gave.
    std::vector<Emitted> emitted = inTimeOrder(trace.calls, 0, [](const HostCall& c) { return c.start; });
    emitted = mergedInTimeOrder(std::move(emitted),
                                inTimeOrder(trace.memory, 1, [](const MemoryChange& m) { return m.time; }));
    emitted = mergedInTimeOrder(std::move(emitted),
                                inTimeOrder(trace.offCpu, 2, [](const OffCpu& o) { return o.end; }));

    // The stacks are found: the writer is this thread's again.
    stacksFound.get();

    // Each row of `emitted` becomes the next event, so the id of every call is known before any is
    // written: the GPU activity, which names its launching call's id, is written meanwhile on a
    // second thread, into a part file that the writer adopts at the end (GpuActivityPart).
    const std::uint64_t firstSeq = writer.lastSeq() + 1;
    std::int64_t firstTime = std::numeric_limits<std::int64_t>::max();
    std::int64_t lastTime = std::numeric_limits<std::int64_t>::min();

    struct GpuSide
    {
        std::string partPath;
        capture::GpuActivityPart part;
        std::atomic<bool> stop{false};
        std::string error;
        std::int64_t rows = 0;
        std::int64_t linked = 0;
        std::int64_t firstTime = std::numeric_limits<std::int64_t>::max();
        std::int64_t lastTime = std::numeric_limits<std::int64_t>::min();
        std::atomic<bool> done{false}; // the thread has nothing left to do
    } gpu;
    gpu.partPath = outPath + "-gpu-part";
    const std::string node = writer.node();
    const auto writeGpu = [&] {
        if (trace.gpu.empty())
            return;
        if (!gpu.part.open(gpu.partPath, &gpu.error))
            return;
        // Each launching call's event, by correlationKey: found here, beside the rows that need it,
        // while the other thread writes the events.
        std::unordered_map<std::uint64_t, std::uint64_t> launchSeqOf;
        launchSeqOf.reserve(2 * trace.calls.size());
        for (std::size_t i = 0; i < emitted.size(); ++i) {
            if (emitted[i].kind != 0)
                continue;
            const HostCall& c = trace.calls[emitted[i].index];
            if (c.correlation >= 0) {
                launchSeqOf.emplace(correlationKey(c.pid, c.correlation), firstSeq + i);
                launchSeqOf.emplace(correlationKey(0, c.correlation), firstSeq + i);
            }
        }
        std::vector<std::size_t> gpuOrder(trace.gpu.size());
        std::iota(gpuOrder.begin(), gpuOrder.end(), std::size_t{0});
        std::sort(gpuOrder.begin(), gpuOrder.end(), [&](std::size_t a, std::size_t b) {
            const GpuActivity& x = trace.gpu[a];
            const GpuActivity& y = trace.gpu[b];
            return std::tie(x.device, x.stream, x.start) < std::tie(y.device, y.stream, y.start);
        });
        capture::GpuActivityRow row;
        for (const std::size_t gi : gpuOrder) {
            if ((gpu.rows & 0xfff) == 0 && gpu.stop.load(std::memory_order_relaxed))
                return;
            const GpuActivity& a = trace.gpu[gi];
            row.device = a.device;
            row.stream = a.stream;
            row.kind = static_cast<std::uint8_t>(a.kind);
            row.name = strings.at(a.name);
            row.start = a.start;
            row.end = std::max(a.start, a.end);
            row.bytes = a.bytes;
            row.copyKind = static_cast<std::uint8_t>(a.copyKind);
            row.hostMemory = static_cast<std::uint8_t>(a.hostMemory);
            row.correlation = a.correlation;
            row.pid = a.pid;
            row.launchEvent.clear();
            if (a.correlation >= 0) {
                const auto it = launchSeqOf.find(correlationKey(a.pid, a.correlation));
                if (it != launchSeqOf.end()) {
                    row.launchEvent = capture::CaptureWriter::eventId(node, it->second);
                    ++gpu.linked;
                }
            }
            if (!gpu.part.add(row)) {
                gpu.error = gpu.part.error();
                return;
            }
            ++gpu.rows;
            gpu.firstTime = std::min(gpu.firstTime, a.start);
            gpu.lastTime = std::max(gpu.lastTime, row.end);
        }
        static_cast<void>(gpu.part.finish(&gpu.error));
    };
    std::thread gpuThread([&] {
        try {
            writeGpu();
        } catch (const std::exception& e) {
            gpu.error = std::string("writing the GPU activity: ") + e.what();
        }
        gpu.done.store(true, std::memory_order_release);
    });
    // However this function leaves, the GPU thread is stopped and joined and its part removed.
    struct JoinGpu
    {
        std::thread& thread;
        GpuSide& gpu;
        ~JoinGpu()
        {
            gpu.stop = true;
            if (thread.joinable())
                thread.join();
            std::error_code ec;
            std::filesystem::remove(gpu.partPath, ec);
        }
    } joinGpu{gpuThread, gpu};

    // What each call's name stands for, decided once per name: a trace repeats a few hundred names
    // over millions of calls.
    struct NamedCall
    {
        bool known = false;
        CallOp op;
        capture::OpInfo info;
        bool keepsName = false; // a catch-all op: the call's own name is kept
    };
    std::vector<NamedCall> callNamed(strings.size());
    const std::size_t total = emitted.size();
    std::size_t done = 0;
    // The thread's name for each row; runs of rows from one thread look it up once.
    std::uint64_t commThread = std::numeric_limits<std::uint64_t>::max();
    std::string_view comm;
    const auto commFor = [&](std::uint32_t pid, std::uint32_t tid) {
        const std::uint64_t thread = (std::uint64_t{pid} << 32) | tid;
        if (thread != commThread) {
            commThread = thread;
            const auto it = commOf.find(thread);
            comm = it != commOf.end() ? std::string_view(it->second) : std::string_view();
        }
        return comm;
    };
    for (std::size_t i = 0; i < emitted.size(); ++i) {
        const Emitted& item = emitted[i];
        if (options.progress && (++done & 0xfff) == 0
            && !options.progress(0.9 * static_cast<double>(done) / static_cast<double>(total)))
            return cancelled();
        EventRecord e;
        if (item.kind == 0) {
            const HostCall& c = trace.calls[item.index];
            NamedCall& named = callNamed.at(c.name);
            if (!named.known) {
                named.op = callOp(strings.at(c.name));
                named.info = capture::OpCatalog::info(named.op.source, named.op.op);
                named.keepsName = (named.op.source == kCuda && named.op.op == ops::CudaCall)
                    || (named.op.source == kDriver && named.op.op == ops::CuCall);
                named.known = true;
            }
            const CallOp op = named.op;
            e.timestamp = c.start;
            e.duration = c.duration;
            e.pid = c.pid;
            e.tid = c.tid;
            e.source = op.source;
            e.op = op.op;
            e.retCode = c.returnValue;
            e.stackHash = stackOf[item.index];
            const capture::OpInfo& info = named.info;
            // Only calls that move bytes look for the copy or memset they issued.
            const bool isCopy = info.category == capture::OpCategory::Memcpy && op.source == kCuda;
            const Issued* issued = info.arg0IsBytes || isCopy ? issuedFor(c) : nullptr;
            if (info.arg0IsBytes)
                e.arg0 = c.bytes > 0 ? c.bytes : issued ? issued->bytes : 0;
            // A runtime copy's arg1 is its cudaMemcpyKind, as the probe records it: the rules tell
            // host-to-device and device-to-host copies apart by it.
            if (isCopy && issued)
                e.arg1 = memcpyKind(issued->copyKind);
            writer.addEvent(e, commFor(c.pid, c.tid));
            if (writer.lastSeq() != firstSeq + i && !writer.hasError()) {
                // The GPU rows name the ids computed above: they must be the ones the writer gave.
                *error = "internal error: event ids out of step with the GPU activity's launches";
                return cancelledWith(*error);
            }
            // The op names the call, except for the catch-all ops: their calls' names are kept.
            if (named.keepsName)
                writer.nameLastEvent(strings.at(c.name), c.correlation);
            firstTime = std::min(firstTime, c.start);
            lastTime = std::max(lastTime, c.start + c.duration);
        } else if (item.kind == 1) {
            const MemoryChange& m = trace.memory[item.index];
            e.timestamp = m.time;
            e.pid = m.pid;
            e.tid = m.tid;
            e.source = capture::kTorchSource;
            e.gpuId = static_cast<std::uint32_t>(std::clamp<std::int64_t>(m.device, 0, 0xffff));
            const std::uint64_t size = m.bytes < 0 ? static_cast<std::uint64_t>(-(m.bytes + 1)) + 1
                                                   : static_cast<std::uint64_t>(m.bytes);
            if (m.bytes >= 0) {
                e.op = ops::TensorAlloc;
                e.arg0 = size;
                e.arg1 = m.address;
            } else {
                e.op = ops::TensorFree;
                e.arg0 = m.address;
                e.arg1 = size;
            }
            writer.addEvent(e, commFor(m.pid, m.tid));
        } else {
            const OffCpu& o = trace.offCpu[item.index];
            e.timestamp = o.end;
            e.duration = std::max<std::int64_t>(0, o.end - o.start);
            e.pid = o.pid;
            e.tid = o.tid;
            e.source = static_cast<std::uint8_t>(Source::Host);
            e.op = ops::SchedSwitch;
            writer.addEvent(e, commFor(o.pid, o.tid));
        }
        ++r.events;
    }

    // The last event index (CaptureWriter::buildImportIndexes) and the GPU activity. The pages
    // written so far start for the disk meanwhile (Writeback): to a disk, the final sync of the 1 GB
    // benchmark's capture took 0.25 s instead of 0.46 s. When the GPU thread is done already, its
    // rows go in first, so that the sort's pages are the last the final sync waits for; else the
    // index is built while that thread writes on.
    const auto adoptGpu = [&] {
        gpuThread.join();
        if (!gpu.error.empty())
            return cancelledWith(gpu.error);
        if (!trace.gpu.empty()) {
            if (!writer.adoptGpuActivity(gpu.partPath, gpu.rows))
                return cancelledWith(writer.error());
            r.gpuActivity = gpu.rows;
            r.linked = gpu.linked;
            firstTime = std::min(firstTime, gpu.firstTime);
            lastTime = std::max(lastTime, gpu.lastTime);
        }
        return true;
    };
    writeback.start();
    const bool gpuFirst = gpu.done.load(std::memory_order_acquire);
    if (gpuFirst) {
        if (!adoptGpu())
            return false;
        writeback.start();
    }
    if (!writer.buildImportIndexes())
        return cancelledWith(writer.error());
    writeback.start();
    if (!gpuFirst && !adoptGpu())
        return false;
    if (options.progress && !options.progress(0.95))
        return cancelled();

    // User ranges (record_function, ProfilerStep#N, NVTX) as notes over their span.
    std::size_t annotationsLeft = kMaxAnnotations;
    std::int64_t annotationsOver = 0;
    for (const Range& x : trace.ranges) {
        if (x.kind != RangeKind::UserAnnotation && x.kind != RangeKind::Nvtx)
            continue;
        if (annotationsLeft == 0) {
            ++annotationsOver;
            continue;
        }
        --annotationsLeft;
        capture::StoredAnnotation a;
        a.timestamp = x.start;
        a.spanStart = x.start;
        a.spanEnd = std::max(x.start, x.end);
        a.pid = x.pid;
        a.labels = {{"faultline.kind", x.end > x.start ? "span" : "point"},
                    {"faultline.text", strings.at(x.name)},
                    {"faultline.author", trace.producer},
                    {"import.range", x.kind == RangeKind::Nvtx ? "nvtx" : "user_annotation"}};
        writer.addAnnotation(a);
        ++r.annotations;
    }

    const auto rangesStarted = std::chrono::steady_clock::now();
    {
        const EncodedRanges encoded = rangesEncoded.get();
        for (const EncodedRanges::Chunk& c : encoded.chunks)
            writer.addCpuRanges(c.pid, c.tid, c.base, c.end, c.count, c.blob);
        for (const std::uint32_t id : encoded.names)
            writer.addRangeName(id, trace.strings.at(id));
        r.cpuRanges = encoded.ranges;
    }
    r.cpuRangesNs =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - rangesStarted).count();

    for (auto& [k, info] : threads) {
        static_cast<void>(k);
        writer.addThread(info);
    }
    for (const auto& [pid, name] : processNames)
        writer.addProcessName({pid, name, firstTime == std::numeric_limits<std::int64_t>::max() ? 0 : firstTime});

    capture::Session session;
    session.startedAt = firstTime == std::numeric_limits<std::int64_t>::max() ? 0 : firstTime;
    session.stoppedAt = lastTime == std::numeric_limits<std::int64_t>::min() ? 0 : lastTime;
    // The GPUs the job used (those with GPU work), each as "GPU 3: NVIDIA A100-PG509-200"; the
    // machine's whole list (a profiler lists every device it sees) goes to import.machine_gpus.
    std::set<std::int64_t> used;
    for (const GpuActivity& a : trace.gpu)
        used.insert(a.device);
    for (const std::int64_t id : used) {
        std::string name;
        for (const GpuDevice& d : trace.devices)
            if (d.id == id)
                name = d.name;
        if (!session.gpuModel.empty())
            session.gpuModel += ", ";
        session.gpuModel += "GPU " + std::to_string(id) + (name.empty() ? std::string() : ": " + name);
    }
    std::vector<std::pair<std::string, int>> machine; // model, count, in device order
    for (const GpuDevice& d : trace.devices) {
        const std::string name = d.name.empty() ? std::string("GPU") : d.name;
        const auto it = std::find_if(machine.begin(), machine.end(), [&](const auto& m) { return m.first == name; });
        if (it == machine.end())
            machine.emplace_back(name, 1);
        else
            ++it->second;
    }
    std::string machineGpus;
    for (const auto& [name, count] : machine)
        machineGpus += (machineGpus.empty() ? "" : ", ") + (count > 1 ? std::to_string(count) + " × " : "") + name;
    session.flags = "imported from " + trace.format
        + (options.sourceFileName.empty() ? "" : ": " + options.sourceFileName);
    session.node = writerOptions.node;
    writer.addSession(session);

    writer.setMeta("import.format", trace.format);
    if (!trace.formatVersion.empty())
        writer.setMeta("import.format_version", trace.formatVersion);
    writer.setMeta("import.producer", trace.producer);
    if (trace.truncatedAt) {
        // A partial trace is never presented as whole: the meta, `stats`, the Problems dock and the
        // import's own output say where it was cut.
        const std::string cut = "truncated at byte " + std::to_string(*trace.truncatedAt)
            + " (of the decompressed trace): the events complete before it were imported, the rest is missing";
        writer.setMeta("import.truncated", cut);
        r.warnings.push_back((options.sourceFileName.empty() ? std::string("the trace") : options.sourceFileName) + ": "
                             + cut);
    }
    if (!machineGpus.empty())
        writer.setMeta("import.machine_gpus", machineGpus);
    if (!options.sourceFileName.empty())
        writer.setMeta("import.source", options.sourceFileName);
    if (!options.sourcePath.empty())
        writer.setMeta("import.source_path", options.sourcePath);
    writer.setMeta("import.clock", trace.absoluteTime ? "unix" : "relative");
    if (trace.rank >= 0)
        writer.setMeta("import.rank", std::to_string(trace.rank));
    if (trace.worldSize > 0)
        writer.setMeta("import.world_size", std::to_string(trace.worldSize));
    writer.setMeta("import.gpu_activity", std::to_string(r.gpuActivity));
    if (r.linesFromSource > 0) {
        // Said, because these lines are read from the workload's source, not recorded.
        std::string files;
        for (const std::string& f : sourceFiles)
            files += (files.empty() ? "" : ", ") + f;
        writer.setMeta("import.lines_from_source",
                       std::to_string(r.linesFromSource) + " frames placed on their running line by reading " + files);
    }
    writer.setMeta("import.gpu_activity_linked", std::to_string(r.linked));
    std::vector<std::pair<std::string, std::int64_t>> skipped = trace.skipped;
    if (annotationsOver > 0)
        skipped.emplace_back("user ranges beyond the first " + std::to_string(kMaxAnnotations) + ", not kept as notes",
                             annotationsOver);
    std::string skippedText;
    for (const auto& [reason, count] : skipped) {
        // "1 event of category Trace", not "1 events".
        std::string text = reason;
        for (const std::string_view plural : {"events", "runtime calls", "user ranges", "frames"}) {
            if (count == 1 && text.starts_with(plural)) {
                text.erase(plural.size() - 1, 1);
                break;
            }
        }
        skippedText += std::to_string(count) + " " + text + "\n";
    }
    if (!skippedText.empty())
        writer.setMeta("import.skipped", skippedText);
    std::string notes;
    for (const std::string& n : trace.notes)
        notes += n + "\n";
    if (!notes.empty())
        writer.setMeta("import.notes", notes);

    if (!writer.finish(error)) {
        // A capture that failed to finish (a full disk) is not left to look like an import.
        std::error_code ec;
        std::filesystem::remove(outPath, ec);
        return false;
    }
    if (result)
        *result = r;
    return true;
}

} // namespace faultline::import
