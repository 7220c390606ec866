#include "ImportWriter.h"

#include "CaptureTypes.h"
#include "CaptureWriter.h"
#include "CpuRangeCodec.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "StackCodec.h"

#include <algorithm>
#include <atomic>
#include <charconv>
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
            if (name.size() > suffix.size() && name.ends_with(suffix)) {
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

// writeImportedCapture's parts follow, in the order it runs them. As in Perfetto's importers, the
// parts that order the rows (a batcher), keep what the rows refer to (trackers: stacks, threads,
// the copies a call issued) and write one table each (writers) stand apart, so that each can be
// read, and timed, alone.

// The span the capture covers: its calls and its GPU activity.
struct TimeSpan
{
    std::int64_t first = std::numeric_limits<std::int64_t>::max();
    std::int64_t last = std::numeric_limits<std::int64_t>::min();

    void add(std::int64_t start, std::int64_t end)
    {
        first = std::min(first, start);
        last = std::max(last, end);
    }
    void add(const TimeSpan& other) { add(other.first, other.last); }
    // 0 for a capture with no call and no GPU activity.
    [[nodiscard]] std::int64_t startedAt() const
    {
        return first == std::numeric_limits<std::int64_t>::max() ? 0 : first;
    }
    [[nodiscard]] std::int64_t stoppedAt() const { return last == std::numeric_limits<std::int64_t>::min() ? 0 : last; }
};

// events.node and the ids' prefix: the caller's, else "rank{N}", else the trace's file name
// without its extensions ("worker0.pt.trace.json.gz" -> "worker0"), else "import".
std::string nodeName(const ImportedTrace& trace, const ImportWriteOptions& options)
{
    std::string node = options.node;
    if (node.empty() && trace.rank >= 0)
        node = "rank" + std::to_string(trace.rank);
    if (node.empty())
        node = options.sourceFileName.substr(0, options.sourceFileName.find('.'));
    if (node.empty())
        node = "import";
    return node;
}

// The capture being written. An import that gives up or fails to finish removes it, so that
// nothing half written looks like an import.
class CaptureFile
{
public:
    CaptureFile(const std::string& path, const ImportWriteOptions& options, std::string* error)
        : m_path(path)
        , m_options(options)
        , m_error(error)
    {
    }

    // Creates the capture with the import's tables.
    [[nodiscard]] bool open(const std::string& node)
    {
        capture::WriterOptions writerOptions;
        writerOptions.node = node;
        writerOptions.overwrite = m_options.overwrite;
        if (!m_writer.open(m_path, writerOptions, m_error))
            return false;
        if (m_writer.ensureImportTables())
            return true;
        *m_error = m_writer.error();
        static_cast<void>(m_writer.finish(nullptr));
        remove();
        return false;
    }
    [[nodiscard]] capture::CaptureWriter& writer() { return m_writer; }

    // Gives up: the capture so far is closed and removed, `why` said. Always false.
    [[nodiscard]] bool cancelledWith(const std::string& why)
    {
        static_cast<void>(m_writer.finish(nullptr));
        remove();
        *m_error = why;
        return false;
    }
    // The caller's progress told `fraction`; false (the capture removed) when it cancels.
    [[nodiscard]] bool goOn(double fraction)
    {
        if (!m_options.progress || m_options.progress(fraction))
            return true;
        return cancelledWith("cancelled");
    }
    // Commits and closes the capture, or removes it when it cannot (a full disk).
    [[nodiscard]] bool finish()
    {
        if (m_writer.finish(m_error))
            return true;
        remove();
        return false;
    }

private:
    void remove()
    {
        std::error_code ec;
        std::filesystem::remove(m_path, ec);
    }

    const std::string& m_path;
    const ImportWriteOptions& m_options;
    std::string* m_error;
    capture::CaptureWriter m_writer;
};

// Tracker: each call's stack (stacks, events.stack_hash), the Python functions and framework ops
// of its thread that were open when it started, innermost first.
struct CallStacks
{
    std::vector<std::int64_t> of; // by index into trace.calls; 0: none
    std::int64_t distinct = 0;
    std::int64_t linesFromSource = 0;     // frames placed on their running line
    std::vector<std::string> sourceFiles; // the workload's files those lines were read from
};

// The calls by thread and start. Each sort here is skipped where the trace's own order is already
// the one wanted (a trace of one thread written as it ran).
std::vector<std::size_t> callsByThread(const ImportedTrace& trace)
{
    std::vector<std::size_t> order(trace.calls.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto before = [&](std::size_t a, std::size_t b) {
        const HostCall& x = trace.calls[a];
        const HostCall& y = trace.calls[b];
        return std::tie(x.pid, x.tid, x.start) < std::tie(y.pid, y.tid, y.start);
    };
    if (!std::is_sorted(order.begin(), order.end(), before))
        std::sort(order.begin(), order.end(), before);
    return order;
}

// The ranges that make stacks (Python functions and framework ops) by thread and start; at the
// same start the longer range, which encloses the shorter, first. Kineto writes every cpu_op before
// the first python_function, so the two kinds are ordered apart, each only when it is out of
// order, and merged.
std::vector<std::size_t> stackRangesByThread(const ImportedTrace& trace)
{
    const auto before = [&](std::size_t a, std::size_t b) {
        const Range& x = trace.ranges[a];
        const Range& y = trace.ranges[b];
        return std::tie(x.pid, x.tid, x.start, y.end) < std::tie(y.pid, y.tid, y.start, x.end);
    };
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
        if (!std::is_sorted(kind->begin(), kind->end(), before))
            std::sort(kind->begin(), kind->end(), before);
    }
    std::vector<std::size_t> order(functions.size() + frameworkOps.size());
    std::merge(functions.begin(), functions.end(), frameworkOps.begin(), frameworkOps.end(), order.begin(), before);
    return order;
}

std::uint64_t threadKey(std::uint32_t pid, std::uint32_t tid)
{
    return (std::uint64_t{pid} << 32) | tid;
}

// The ranges open on a thread, swept in start order beside that thread's calls (both by thread
// and start, so each range is passed once).
class OpenRanges
{
public:
    OpenRanges(const std::vector<Range>& ranges, std::vector<std::size_t> order)
        : m_ranges(ranges)
        , m_order(std::move(order))
    {
    }

    // The ranges of `c`'s thread open when it starts, outermost first (indexes into the trace's
    // ranges). Ranges that overlap without nesting (Kineto writes them): those that ended are gone
    // from the top; one that ended below a longer one is still listed, for the caller to skip.
    const std::vector<std::size_t>& at(const HostCall& c)
    {
        const std::uint64_t thread = threadKey(c.pid, c.tid);
        if (thread != m_thread) {
            m_thread = thread;
            m_open.clear();
            // Skip ranges of threads before this one.
            while (m_next < m_order.size() && threadOf(m_ranges[m_order[m_next]]) < thread)
                ++m_next;
        }
        while (m_next < m_order.size()) {
            const Range& x = m_ranges[m_order[m_next]];
            if (threadOf(x) != thread || x.start > c.start)
                break;
            closeBefore(x.start);
            m_open.push_back(m_order[m_next]);
            ++m_next;
        }
        closeBefore(c.start);
        return m_open;
    }

private:
    static std::uint64_t threadOf(const Range& x) { return threadKey(x.pid, x.tid); }
    void closeBefore(std::int64_t time)
    {
        while (!m_open.empty() && m_ranges[m_open.back()].end < time)
            m_open.pop_back();
    }

    const std::vector<Range>& m_ranges;
    std::vector<std::size_t> m_order;
    std::size_t m_next = 0;
    std::uint64_t m_thread = std::numeric_limits<std::uint64_t>::max();
    std::vector<std::size_t> m_open;
};

// Writer of the stacks table: each distinct stack (by its frames' names) added once, with the
// running lines of its Python frames found in the workload's source where it can be read.
class StackTable
{
public:
    StackTable(const ImportedTrace& trace, const SourceLineFinder::Reader& readSource, capture::CaptureWriter& writer)
        : m_trace(trace)
        , m_writer(writer)
        , m_lines(readSource)
    {
    }

    // The stack of the ranges in `open` (outermost first) still running at `time`; 0 for none.
    std::int64_t stackOf(const std::vector<std::size_t>& open, std::int64_t time)
    {
        m_key.clear();
        for (const std::size_t o : open) {
            if (m_trace.ranges[o].end < time)
                continue;
            const std::uint32_t name = m_trace.ranges[o].name;
            m_key.append(reinterpret_cast<const char*>(&name), sizeof name);
        }
        if (m_key.empty())
            return 0;
        if (const auto found = m_stackByKey.find(m_key); found != m_stackByKey.end())
            return found->second;
        m_frames.clear();
        for (auto it = open.rbegin(); it != open.rend(); ++it) {
            const Range& x = m_trace.ranges[*it];
            if (x.end >= time)
                m_frames.push_back(frameOf(x));
        }
        m_lines.resolve(m_frames);
        const std::int64_t hash = m_writer.addStack(m_frames);
        m_stackByKey.emplace(m_key, hash);
        return hash;
    }
    [[nodiscard]] std::int64_t distinct() const { return static_cast<std::int64_t>(m_stackByKey.size()); }
    [[nodiscard]] const SourceLineFinder& lines() const { return m_lines; }

private:
    // A range's frame, made once per name.
    const StackFrame& frameOf(const Range& x)
    {
        auto f = m_frameByName.find(x.name);
        if (f == m_frameByName.end()) {
            const std::string& name = m_trace.strings.at(x.name);
            f = m_frameByName.emplace(x.name, x.kind == RangeKind::PythonFunction ? pythonFrame(name) : opFrame(name))
                    .first;
        }
        return f->second;
    }

    const ImportedTrace& m_trace;
    capture::CaptureWriter& m_writer;
    SourceLineFinder m_lines;
    std::unordered_map<std::string, std::int64_t> m_stackByKey; // frames' name ids -> stack hash
    std::unordered_map<std::uint32_t, StackFrame> m_frameByName;
    std::string m_key;
    std::vector<StackFrame> m_frames;
};

// Each call's stack, both lists swept together by thread and start. Runs on a thread of its own
// while the rows are put in order; it alone uses the writer then.
CallStacks findCallStacks(const ImportedTrace& trace, const SourceLineFinder::Reader& readSource,
                          capture::CaptureWriter& writer)
{
    CallStacks out;
    out.of.assign(trace.calls.size(), 0);
    const std::vector<std::size_t> calls = callsByThread(trace);
    OpenRanges open(trace.ranges, stackRangesByThread(trace));
    StackTable stacks(trace, readSource, writer);
    for (const std::size_t ci : calls) {
        const HostCall& c = trace.calls[ci];
        out.of[ci] = stacks.stackOf(open.at(c), c.start);
    }
    out.distinct = stacks.distinct();
    out.linesFromSource = stacks.lines().placed();
    out.sourceFiles = stacks.lines().filesRead();
    return out;
}

// Tracker: the copy or memset each call issued, through the correlation id. CUPTI numbers
// correlations per process: where the trace says which process an activity belongs to (nsys), the
// key holds the pid; Kineto's device lanes do not say (pid 0), and a Kineto trace is one process.
class IssuedWork
{
public:
    struct Issued
    {
        std::uint64_t bytes = 0;
        CopyKind copyKind = CopyKind::Unknown;
    };

    explicit IssuedWork(const std::vector<GpuActivity>& gpu)
    {
        for (const GpuActivity& a : gpu) {
            if (a.correlation < 0 || (a.kind != GpuKind::Memcpy && a.kind != GpuKind::Memset))
                continue;
            Issued& i = m_byCall[correlationKey(a.pid, a.correlation)];
            i.bytes += a.bytes;
            if (i.copyKind == CopyKind::Unknown)
                i.copyKind = a.copyKind;
        }
    }

    // What `c` issued, null when nothing is known.
    [[nodiscard]] const Issued* by(const HostCall& c) const
    {
        if (c.correlation < 0)
            return nullptr;
        auto it = m_byCall.find(correlationKey(c.pid, c.correlation));
        if (it == m_byCall.end())
            it = m_byCall.find(correlationKey(0, c.correlation));
        return it == m_byCall.end() ? nullptr : &it->second;
    }

private:
    std::unordered_map<std::uint64_t, Issued> m_byCall;
};

// Tracker: the threads (when each was first and last seen, by its calls, and its name), the
// processes' names, and the name each thread's rows carry (its own, else its process's).
struct ThreadTable
{
    std::unordered_map<std::uint64_t, capture::ThreadInfo> threads;
    std::unordered_map<std::uint32_t, std::string> processNames;
    std::unordered_map<std::uint64_t, std::string> commOf;
};

ThreadTable threadTable(const ImportedTrace& trace)
{
    ThreadTable t;
    for (const HostCall& c : trace.calls) {
        capture::ThreadInfo& info = t.threads[threadKey(c.pid, c.tid)];
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
        auto it = t.threads.find(threadKey(n.pid, n.tid));
        if (it != t.threads.end())
            it->second.name = n.name;
    }
    for (const ProcessName& p : trace.processes)
        t.processNames[p.pid] = p.name;
    // A thread without a name gives its process an entry (empty when the trace names neither), so
    // that the capture lists the process.
    for (const auto& [k, info] : t.threads)
        t.commOf[k] = !info.name.empty() ? info.name : t.processNames[info.tgid];
    return t;
}

// Batcher: everything that becomes a row of `events`, in time order. Each list is put in time
// order on its own (a trace's lists nearly always are already, which is checked), then they are
// merged: at the same time a call comes before a memory event before an off-CPU span, the order one
// stable sort of all three gave.
std::vector<Emitted> eventRowsInTimeOrder(const ImportedTrace& trace)
{
    std::vector<Emitted> rows = inTimeOrder(trace.calls, 0, [](const HostCall& c) { return c.start; });
    rows = mergedInTimeOrder(std::move(rows),
                             inTimeOrder(trace.memory, 1, [](const MemoryChange& m) { return m.time; }));
    return mergedInTimeOrder(std::move(rows), inTimeOrder(trace.offCpu, 2, [](const OffCpu& o) { return o.end; }));
}

// Writer of faultline_gpu_work and faultline_gpu_names, on a thread of its own. Each row of the
// events' order becomes the next event, so the id of every call is known before any is written:
// the GPU activity, which names its launching call's id, is written meanwhile into a part file
// beside the capture (GpuActivityPart), which the capture adopts whole (adoptGpuActivity).
class GpuActivityWriter
{
public:
    GpuActivityWriter(const ImportedTrace& trace, const std::vector<Emitted>& eventRows, std::uint64_t firstSeq,
                      std::string node, std::string partPath)
        : m_trace(trace)
        , m_eventRows(eventRows)
        , m_firstSeq(firstSeq)
        , m_node(std::move(node))
        , m_partPath(std::move(partPath))
        , m_thread([this] { run(); })
    {
    }
    GpuActivityWriter(const GpuActivityWriter&) = delete;
    GpuActivityWriter& operator=(const GpuActivityWriter&) = delete;
    // However the import leaves, the thread is stopped and joined and the part removed.
    ~GpuActivityWriter()
    {
        m_stop = true;
        join();
        std::error_code ec;
        std::filesystem::remove(m_partPath, ec);
    }

    // The thread has nothing left to do.
    [[nodiscard]] bool done() const { return m_done.load(std::memory_order_acquire); }
    // Waits for the thread; then its error says whether the part is complete.
    void join()
    {
        if (m_thread.joinable())
            m_thread.join();
    }
    [[nodiscard]] const std::string& error() const { return m_error; }
    [[nodiscard]] const std::string& partPath() const { return m_partPath; }
    [[nodiscard]] std::int64_t rows() const { return m_rows; }
    [[nodiscard]] std::int64_t linked() const { return m_linked; }
    [[nodiscard]] const TimeSpan& span() const { return m_span; }

private:
    void run()
    {
        try {
            write();
        } catch (const std::exception& e) {
            m_error = std::string("writing the GPU activity: ") + e.what();
        }
        m_done.store(true, std::memory_order_release);
    }

    void write()
    {
        if (m_trace.gpu.empty())
            return;
        if (!m_part.open(m_partPath, &m_error))
            return;
        const std::unordered_map<std::uint64_t, std::uint64_t> launchSeqOf = launchSeqs();
        capture::GpuActivityRow row;
        for (const std::size_t gi : inLaneOrder()) {
            if ((m_rows & 0xfff) == 0 && m_stop.load(std::memory_order_relaxed))
                return;
            const GpuActivity& a = m_trace.gpu[gi];
            fill(a, launchSeqOf, &row);
            if (!m_part.add(row)) {
                m_error = m_part.error();
                return;
            }
            ++m_rows;
            m_span.add(a.start, row.end);
        }
        static_cast<void>(m_part.finish(&m_error));
    }

    // Each launching call's event seq, by correlationKey: found here, beside the rows that need
    // it, while the other thread writes the events.
    std::unordered_map<std::uint64_t, std::uint64_t> launchSeqs() const
    {
        std::unordered_map<std::uint64_t, std::uint64_t> seqOf;
        seqOf.reserve(2 * m_trace.calls.size());
        for (std::size_t i = 0; i < m_eventRows.size(); ++i) {
            if (m_eventRows[i].kind != 0)
                continue;
            const HostCall& c = m_trace.calls[m_eventRows[i].index];
            if (c.correlation >= 0) {
                seqOf.emplace(correlationKey(c.pid, c.correlation), m_firstSeq + i);
                seqOf.emplace(correlationKey(0, c.correlation), m_firstSeq + i);
            }
        }
        return seqOf;
    }

    // The activity by lane, (device, stream, start): the table's index, so rows append to it.
    std::vector<std::size_t> inLaneOrder() const
    {
        std::vector<std::size_t> order(m_trace.gpu.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            const GpuActivity& x = m_trace.gpu[a];
            const GpuActivity& y = m_trace.gpu[b];
            return std::tie(x.device, x.stream, x.start) < std::tie(y.device, y.stream, y.start);
        });
        return order;
    }

    void fill(const GpuActivity& a, const std::unordered_map<std::uint64_t, std::uint64_t>& launchSeqOf,
              capture::GpuActivityRow* row)
    {
        row->device = a.device;
        row->stream = a.stream;
        row->kind = static_cast<std::uint8_t>(a.kind);
        row->name = m_trace.strings.at(a.name);
        row->start = a.start;
        row->end = std::max(a.start, a.end);
        row->bytes = a.bytes;
        row->copyKind = static_cast<std::uint8_t>(a.copyKind);
        row->hostMemory = static_cast<std::uint8_t>(a.hostMemory);
        row->correlation = a.correlation;
        row->pid = a.pid;
        row->launchEvent.clear();
        if (a.correlation < 0)
            return;
        const auto it = launchSeqOf.find(correlationKey(a.pid, a.correlation));
        if (it != launchSeqOf.end()) {
            row->launchEvent = capture::CaptureWriter::eventId(m_node, it->second);
            ++m_linked;
        }
    }

    const ImportedTrace& m_trace;
    const std::vector<Emitted>& m_eventRows;
    const std::uint64_t m_firstSeq;
    const std::string m_node;
    const std::string m_partPath;
    capture::GpuActivityPart m_part;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_done{false};
    // Read once the thread is joined.
    std::string m_error;
    std::int64_t m_rows = 0;
    std::int64_t m_linked = 0;
    TimeSpan m_span;
    std::thread m_thread; // last: it starts once everything above is in place
};

// Writer of `events`: each call with its op, stack and the bytes it moved; each change of the
// caching allocator as a TORCH event; each off-CPU span as a sched_switch.
class EventRowWriter
{
public:
    EventRowWriter(const ImportedTrace& trace, capture::CaptureWriter& writer, const CallStacks& stacks,
                   const IssuedWork& issued, const ThreadTable& threads)
        : m_trace(trace)
        , m_writer(writer)
        , m_stacks(stacks)
        , m_issued(issued)
        , m_threads(threads)
        , m_callNamed(trace.strings.size())
    {
    }

    // False when the writer gave the call another id than `seq`, the one the GPU rows name.
    [[nodiscard]] bool writeCall(std::size_t index, std::uint64_t seq)
    {
        const HostCall& c = m_trace.calls[index];
        const NamedCall& named = namedCall(c.name);
        const CallOp op = named.op;
        EventRecord e;
        e.timestamp = c.start;
        e.duration = c.duration;
        e.pid = c.pid;
        e.tid = c.tid;
        e.source = op.source;
        e.op = op.op;
        e.retCode = c.returnValue;
        e.stackHash = m_stacks.of[index];
        const capture::OpInfo& info = named.info;
        // Only calls that move bytes look for the copy or memset they issued.
        const bool isCopy = info.category == capture::OpCategory::Memcpy && op.source == kCuda;
        const IssuedWork::Issued* issued = info.arg0IsBytes || isCopy ? m_issued.by(c) : nullptr;
        if (info.arg0IsBytes)
            e.arg0 = c.bytes > 0 ? c.bytes : issued ? issued->bytes : 0;
        // A runtime copy's arg1 is its cudaMemcpyKind, as the probe records it: the rules tell
        // host-to-device and device-to-host copies apart by it.
        if (isCopy && issued)
            e.arg1 = memcpyKind(issued->copyKind);
        m_writer.addEvent(e, commFor(c.pid, c.tid));
        if (m_writer.lastSeq() != seq && !m_writer.hasError())
            return false;
        // The op names the call, except for the catch-all ops: their calls' names are kept.
        if (named.keepsName)
            m_writer.nameLastEvent(m_trace.strings.at(c.name), c.correlation);
        m_span.add(c.start, c.start + c.duration);
        return true;
    }

    void writeMemoryChange(std::size_t index)
    {
        const MemoryChange& m = m_trace.memory[index];
        EventRecord e;
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
        m_writer.addEvent(e, commFor(m.pid, m.tid));
    }

    void writeOffCpu(std::size_t index)
    {
        const OffCpu& o = m_trace.offCpu[index];
        EventRecord e;
        e.timestamp = o.end;
        e.duration = std::max<std::int64_t>(0, o.end - o.start);
        e.pid = o.pid;
        e.tid = o.tid;
        e.source = static_cast<std::uint8_t>(Source::Host);
        e.op = ops::SchedSwitch;
        m_writer.addEvent(e, commFor(o.pid, o.tid));
    }

    // The calls' span.
    [[nodiscard]] const TimeSpan& span() const { return m_span; }

private:
    // What a call's name stands for, decided once per name: a trace repeats a few hundred names
    // over millions of calls.
    struct NamedCall
    {
        bool known = false;
        CallOp op;
        capture::OpInfo info;
        bool keepsName = false; // a catch-all op: the call's own name is kept
    };

    const NamedCall& namedCall(std::uint32_t name)
    {
        NamedCall& named = m_callNamed.at(name);
        if (!named.known) {
            named.op = callOp(m_trace.strings.at(name));
            named.info = capture::OpCatalog::info(named.op.source, named.op.op);
            named.keepsName = (named.op.source == kCuda && named.op.op == ops::CudaCall)
                || (named.op.source == kDriver && named.op.op == ops::CuCall);
            named.known = true;
        }
        return named;
    }

    // The thread's name for each row; runs of rows from one thread look it up once.
    std::string_view commFor(std::uint32_t pid, std::uint32_t tid)
    {
        const std::uint64_t thread = threadKey(pid, tid);
        if (thread != m_commThread) {
            m_commThread = thread;
            const auto it = m_threads.commOf.find(thread);
            m_comm = it != m_threads.commOf.end() ? std::string_view(it->second) : std::string_view();
        }
        return m_comm;
    }

    const ImportedTrace& m_trace;
    capture::CaptureWriter& m_writer;
    const CallStacks& m_stacks;
    const IssuedWork& m_issued;
    const ThreadTable& m_threads;
    std::vector<NamedCall> m_callNamed; // by StringPool id
    std::uint64_t m_commThread = std::numeric_limits<std::uint64_t>::max();
    std::string_view m_comm;
    TimeSpan m_span;
};

// The rows of `events` in the batcher's order, the first with seq `firstSeq`. False, the capture
// removed, when the caller cancels or the ids come out of step with the GPU rows'.
bool writeEventRows(CaptureFile& out, const std::vector<Emitted>& rows, std::uint64_t firstSeq, EventRowWriter& events,
                    const ImportWriteOptions& options)
{
    const auto total = static_cast<double>(rows.size());
    std::size_t done = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (options.progress && (++done & 0xfff) == 0 && !out.goOn(0.9 * static_cast<double>(done) / total))
            return false;
        const Emitted& item = rows[i];
        if (item.kind == 0) {
            if (!events.writeCall(item.index, firstSeq + i))
                return out.cancelledWith("internal error: event ids out of step with the GPU activity's launches");
        } else if (item.kind == 1) {
            events.writeMemoryChange(item.index);
        } else {
            events.writeOffCpu(item.index);
        }
    }
    return true;
}

// The last event index (CaptureWriter::buildImportIndexes) and the GPU activity. The pages
// written so far start for the disk meanwhile (Writeback): to a disk, the final sync of the 1 GB
// benchmark's capture took 0.25 s instead of 0.46 s. When the GPU thread is done already, its
// rows go in first, so that the sort's pages are the last the final sync waits for; else the
// index is built while that thread writes on. Adds the GPU activity's span to `span`.
bool indexAndAdoptGpu(CaptureFile& out, Writeback& writeback, GpuActivityWriter& gpu, bool hasGpu, ImportWriteResult* r,
                      TimeSpan* span)
{
    capture::CaptureWriter& writer = out.writer();
    const auto adoptGpu = [&] {
        gpu.join();
        if (!gpu.error().empty())
            return out.cancelledWith(gpu.error());
        if (hasGpu) {
            if (!writer.adoptGpuActivity(gpu.partPath(), gpu.rows()))
                return out.cancelledWith(writer.error());
            r->gpuActivity = gpu.rows();
            r->linked = gpu.linked();
            span->add(gpu.span());
        }
        return true;
    };
    writeback.start();
    const bool gpuFirst = gpu.done();
    if (gpuFirst) {
        if (!adoptGpu())
            return false;
        writeback.start();
    }
    if (!writer.buildImportIndexes())
        return out.cancelledWith(writer.error());
    writeback.start();
    return gpuFirst || adoptGpu();
}

// Writer of `annotations`: user ranges (record_function, ProfilerStep#N, NVTX) as notes over their
// span, the first kMaxAnnotations of them. Returns how many were left out.
std::int64_t writeAnnotations(const ImportedTrace& trace, capture::CaptureWriter& writer, std::int64_t* written)
{
    std::size_t left = kMaxAnnotations;
    std::int64_t over = 0;
    for (const Range& x : trace.ranges) {
        if (x.kind != RangeKind::UserAnnotation && x.kind != RangeKind::Nvtx)
            continue;
        if (left == 0) {
            ++over;
            continue;
        }
        --left;
        capture::StoredAnnotation a;
        a.timestamp = x.start;
        a.spanStart = x.start;
        a.spanEnd = std::max(x.start, x.end);
        a.pid = x.pid;
        a.labels = {{"faultline.kind", x.end > x.start ? "span" : "point"},
                    {"faultline.text", trace.strings.at(x.name)},
                    {"faultline.author", trace.producer},
                    {"import.range", x.kind == RangeKind::Nvtx ? "nvtx" : "user_annotation"}};
        writer.addAnnotation(a);
        ++*written;
    }
    return over;
}

// Writer of faultline_cpu_ranges and the names they use, from the chunks packed meanwhile
// (encodeRanges). Returns how many ranges they hold.
std::int64_t writeCpuRanges(const EncodedRanges& encoded, const StringPool& strings, capture::CaptureWriter& writer)
{
    for (const EncodedRanges::Chunk& c : encoded.chunks)
        writer.addCpuRanges(c.pid, c.tid, c.base, c.end, c.count, c.blob);
    for (const std::uint32_t id : encoded.names)
        writer.addRangeName(id, strings.at(id));
    return encoded.ranges;
}

// Writer of faultline_threads and the processes' names; a process is first seen when the capture starts.
void writeThreads(const ThreadTable& threads, std::int64_t startedAt, capture::CaptureWriter& writer)
{
    for (const auto& [k, info] : threads.threads) {
        static_cast<void>(k);
        writer.addThread(info);
    }
    for (const auto& [pid, name] : threads.processNames)
        writer.addProcessName({pid, name, startedAt});
}

// The GPUs the job used (those with GPU work), each as "GPU 3: NVIDIA A100-PG509-200".
std::string usedGpus(const ImportedTrace& trace)
{
    std::set<std::int64_t> used;
    for (const GpuActivity& a : trace.gpu)
        used.insert(a.device);
    std::string out;
    for (const std::int64_t id : used) {
        std::string name;
        for (const GpuDevice& d : trace.devices)
            if (d.id == id)
                name = d.name;
        if (!out.empty())
            out += ", ";
        out += "GPU " + std::to_string(id) + (name.empty() ? std::string() : ": " + name);
    }
    return out;
}

// The machine's whole list (a profiler lists every device it sees), in device order: "8 × NVIDIA
// A100-PG509-200".
std::string machineGpus(const ImportedTrace& trace)
{
    std::vector<std::pair<std::string, int>> machine; // model, count
    for (const GpuDevice& d : trace.devices) {
        const std::string name = d.name.empty() ? std::string("GPU") : d.name;
        const auto it = std::find_if(machine.begin(), machine.end(), [&](const auto& m) { return m.first == name; });
        if (it == machine.end())
            machine.emplace_back(name, 1);
        else
            ++it->second;
    }
    std::string out;
    for (const auto& [name, count] : machine)
        out += (out.empty() ? "" : ", ") + (count > 1 ? std::to_string(count) + " × " : "") + name;
    return out;
}

// The row of `sessions`.
capture::Session sessionOf(const ImportedTrace& trace, const ImportWriteOptions& options, const std::string& node,
                           const TimeSpan& span)
{
    capture::Session session;
    session.startedAt = span.startedAt();
    session.stoppedAt = span.stoppedAt();
    session.gpuModel = usedGpus(trace);
    session.flags = "imported from " + trace.format
        + (options.sourceFileName.empty() ? "" : ": " + options.sourceFileName);
    session.node = node;
    return session;
}

// import.skipped: what the importer read but could not keep, one reason a line with its count.
std::string skippedText(const ImportedTrace& trace, std::int64_t annotationsOver)
{
    std::vector<std::pair<std::string, std::int64_t>> skipped = trace.skipped;
    if (annotationsOver > 0)
        skipped.emplace_back("user ranges beyond the first " + std::to_string(kMaxAnnotations) + ", not kept as notes",
                             annotationsOver);
    std::string text;
    for (const auto& [reason, count] : skipped) {
        // "1 event of category Trace", not "1 events".
        std::string line = reason;
        for (const std::string_view plural : {"events", "runtime calls", "user ranges", "frames"}) {
            if (count == 1 && line.starts_with(plural)) {
                line.erase(plural.size() - 1, 1);
                break;
            }
        }
        text += std::to_string(count) + " " + line + "\n";
    }
    return text;
}

// The host a trace was recorded on, when its file is named as torch.profiler's
// tensorboard_trace_handler names it, "{host}_{pid}.{ns}.pt.trace.json[.gz]", and the pid is one of
// the trace's own processes; "" otherwise (no Kineto trace says its host inside).
std::string hostOfFileName(const ImportedTrace& trace, const std::string& fileName)
{
    std::string_view name = fileName;
    for (const std::string_view suffix : {".pt.trace.json.gz", ".pt.trace.json"}) {
        if (name.ends_with(suffix)) {
            name.remove_suffix(suffix.size());
            break;
        }
    }
    if (name.size() == fileName.size())
        return {};
    const std::size_t dot = name.rfind('.');
    if (dot == std::string_view::npos || dot + 1 == name.size()
        || name.find_first_not_of("0123456789", dot + 1) != std::string_view::npos)
        return {};
    name = name.substr(0, dot);
    const std::size_t underscore = name.rfind('_');
    if (underscore == std::string_view::npos || underscore == 0)
        return {};
    std::uint32_t pid = 0;
    const std::string_view digits = name.substr(underscore + 1);
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), pid);
    if (ec != std::errc() || end != digits.data() + digits.size())
        return {};
    const bool own = std::any_of(trace.processes.begin(), trace.processes.end(),
                                 [pid](const ProcessName& p) { return p.pid == pid; })
        || std::any_of(trace.threads.begin(), trace.threads.end(), [pid](const ThreadName& t) { return t.pid == pid; });
    return own ? std::string(name.substr(0, underscore)) : std::string();
}

// Writer of the capture's meta: where the import came from and what it left out, so that no loss
// is silent. A trace cut short is also a warning for the caller.
void writeImportMeta(const ImportedTrace& trace, const ImportWriteOptions& options,
                     const std::vector<std::string>& sourceFiles, std::int64_t annotationsOver,
                     capture::CaptureWriter& writer, ImportWriteResult* r)
{
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
        r->warnings.push_back((options.sourceFileName.empty() ? std::string("the trace") : options.sourceFileName)
                              + ": " + cut);
    }
    if (const std::string gpus = machineGpus(trace); !gpus.empty())
        writer.setMeta("import.machine_gpus", gpus);
    if (!options.sourceFileName.empty())
        writer.setMeta("import.source", options.sourceFileName);
    if (!options.sourcePath.empty())
        writer.setMeta("import.source_path", options.sourcePath);
    writer.setMeta("import.clock", trace.absoluteTime ? "unix" : "relative");
    if (trace.rank >= 0)
        writer.setMeta("import.rank", std::to_string(trace.rank));
    if (trace.worldSize > 0)
        writer.setMeta("import.world_size", std::to_string(trace.worldSize));
    // The rest of distributedInfo: a merge of the ranks keeps each under node.<name>.
    const std::pair<const char*, std::string> distributed[] = {
        {"import.backend", trace.backend},
        {"import.pg_count", trace.pgCount >= 0 ? std::to_string(trace.pgCount) : std::string()},
        {"import.pg_config", trace.pgConfig},
        {"import.nccl_version", trace.ncclVersion},
        {"import.host", hostOfFileName(trace, options.sourceFileName)}};
    for (const auto& [key, value] : distributed) {
        if (!value.empty())
            writer.setMeta(key, value);
    }
    writer.setMeta("import.gpu_activity", std::to_string(r->gpuActivity));
    if (r->linesFromSource > 0) {
        // Said, because these lines are read from the workload's source, not recorded.
        std::string files;
        for (const std::string& f : sourceFiles)
            files += (files.empty() ? "" : ", ") + f;
        writer.setMeta("import.lines_from_source",
                       std::to_string(r->linesFromSource) + " frames placed on their running line by reading " + files);
    }
    writer.setMeta("import.gpu_activity_linked", std::to_string(r->linked));
    if (const std::string skipped = skippedText(trace, annotationsOver); !skipped.empty())
        writer.setMeta("import.skipped", skipped);
    std::string notes;
    for (const std::string& n : trace.notes)
        notes += n + "\n";
    if (!notes.empty())
        writer.setMeta("import.notes", notes);
}

std::int64_t nanosecondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

CallOp callOp(std::string_view name)
{
    const std::string_view base = baseName(name);
    for (const NamedOp& n : kNamedOps) {
        if (n.name == base)
            return {n.source, n.op};
    }
    if (base.starts_with("cuMemcpy"))
        return {kDriver, base.ends_with("Async") ? ops::CuMemcpyAsync : ops::CuMemcpy};
    if (base.starts_with("cuMemsetD") && base.ends_with("Async"))
        return {kDriver, ops::CuMemsetAsync};
    if (base.starts_with("cu") && !base.starts_with("cuda"))
        return {kDriver, ops::CuCall};
    return {kCuda, ops::CudaCall};
}

bool writeImportedCapture(const ImportedTrace& trace, const std::string& outPath, const ImportWriteOptions& options,
                          ImportWriteResult* result, std::string* error)
{
    ImportWriteResult r;
    const std::string node = nodeName(trace, options);
    CaptureFile out(outPath, options, error);
    if (!out.open(node))
        return false;
    capture::CaptureWriter& writer = out.writer();
    Writeback writeback(outPath);

    // What the rows refer to, and their order. The CPU ranges are packed, and the calls' stacks
    // found (the only user of the writer meanwhile), on threads of their own while this one
    // orders the rows.
    std::future<EncodedRanges> rangesEncoded = std::async(std::launch::async, [&trace] { return encodeRanges(trace); });
    std::future<CallStacks> stacksFound = std::async(std::launch::async,
                                                     [&] { return findCallStacks(trace, options.readSource, writer); });
    const IssuedWork issued(trace.gpu);
    const ThreadTable threads = threadTable(trace);
    const std::vector<Emitted> rows = eventRowsInTimeOrder(trace);
    const CallStacks stacks = stacksFound.get();
    r.stacks = stacks.distinct;
    r.linesFromSource = stacks.linesFromSource;

    // The events here and the GPU activity beside them, then the last index.
    const std::uint64_t firstSeq = writer.lastSeq() + 1;
    GpuActivityWriter gpu(trace, rows, firstSeq, writer.node(), outPath + "-gpu-part");
    EventRowWriter events(trace, writer, stacks, issued, threads);
    if (!writeEventRows(out, rows, firstSeq, events, options))
        return false;
    r.events = static_cast<std::int64_t>(rows.size());
    TimeSpan span = events.span();
    if (!indexAndAdoptGpu(out, writeback, gpu, !trace.gpu.empty(), &r, &span))
        return false;
    if (!out.goOn(0.95))
        return false;

    // The smaller tables and the meta.
    const std::int64_t annotationsOver = writeAnnotations(trace, writer, &r.annotations);
    const auto rangesStarted = std::chrono::steady_clock::now();
    r.cpuRanges = writeCpuRanges(rangesEncoded.get(), trace.strings, writer);
    r.cpuRangesNs = nanosecondsSince(rangesStarted);
    writeThreads(threads, span.startedAt(), writer);
    for (const Collective& c : trace.collectives)
        writer.addCollective({c.device, c.stream, c.start, c.end, c.name, c.groupName, c.groupDesc, c.groupRanks,
                              c.groupSize, c.inElements, c.outElements, c.dtype});
    writer.addSession(sessionOf(trace, options, node, span));
    writeImportMeta(trace, options, stacks.sourceFiles, annotationsOver, writer, &r);
    if (!out.finish())
        return false;
    if (result)
        *result = r;
    return true;
}

} // namespace faultline::import
