#include "ScenarioGenerator.h"

#include "CaptureWriter.h"
#include "OpCatalog.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <deque>
#include <filesystem>
#include <memory>
#include <system_error>
#include <utility>

#ifndef FAULTLINE_VERSION
#define FAULTLINE_VERSION "unversioned"
#endif

namespace faultline::capture {

namespace {

constexpr std::int64_t kUs = 1'000;
constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kSec = 1'000'000'000;
// 2026-03-24T10:00:00Z: captures never depend on the clock of the machine generating them.
constexpr std::int64_t kEpochNs = 1'774'346'400 * kSec;
constexpr std::int64_t kTick = 100 * kMs;
constexpr std::string_view kVersion = FAULTLINE_VERSION;

constexpr std::uint8_t kCuda = static_cast<std::uint8_t>(Source::Cuda);
constexpr std::uint8_t kHost = static_cast<std::uint8_t>(Source::Host);
constexpr std::uint8_t kDriver = static_cast<std::uint8_t>(Source::Driver);

struct ScenarioInfo
{
    std::string_view name;
    std::string_view description;
};

constexpr std::array<ScenarioInfo, 5> kScenarios = {{
    {"fragmentation",
     "Allocation storm from alloc_stress.py:74 with empty_cache() churn: cudaMalloc latency "
     "climbs window after window, an FFI cuMemAlloc path bypasses the caching allocator, "
     "mallocs outnumber frees. Kernel launches are sampled 1 in 10 and some CUDA events are "
     "dropped."},
    {"dataloader-fork-stall",
     "Four DataLoader workers contend with the training process; a fork under memory "
     "pressure at t = 42 s freezes all of them for 600-800 ms."},
    {"cpu-contention",
     "External load (stress-ng, load average 10-17) deschedules the training threads: "
     "cudaStreamSync p99 is thousands of times its p50."},
    {"periodic-spike",
     "The caching allocator releases its cache every ~200 allocations; the cudaMalloc after "
     "each release takes ~2.5 ms instead of ~50 us."},
    {"healthy",
     "A clean training loop: steady launches, balanced allocations, little time off-CPU. Kernel "
     "launches are sampled 1 in 10."},
}};

// splitmix64 seeding + xoshiro256**: the same sequence on every platform and standard library.
class Rng
{
public:
    explicit Rng(std::uint64_t seed)
    {
        for (std::uint64_t& s : m_state) {
            seed += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // [0, 1)
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    // [lo, hi], inclusive
    std::int64_t range(std::int64_t lo, std::int64_t hi)
    {
        if (hi <= lo)
            return lo;
        const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
        return lo + static_cast<std::int64_t>(next() % span);
    }
    bool chance(double p) { return uniform() < p; }
    // Uniform in base * [1 - p, 1 + p], as Ingero's demo jitters.
    std::int64_t jitter(std::int64_t base, double p)
    {
        return std::max<std::int64_t>(1, std::llround(static_cast<double>(base) * uniform(1.0 - p, 1.0 + p)));
    }
    // Skewed to the left with a long right tail, always within [lo, hi].
    std::int64_t skewed(std::int64_t lo, std::int64_t hi)
    {
        const double u = uniform();
        return lo + std::llround(static_cast<double>(hi - lo) * u * u * u);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_state[4] = {};
};

std::uint64_t fnv1a(std::string_view s)
{
    std::uint64_t h = 14695981039346656037ULL;
    for (const char c : s) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    return h;
}

enum class Role : std::uint8_t { Main, Autograd, Worker, Quiet };

struct Thread
{
    std::uint32_t tid = 0;
    std::uint32_t tgid = 0;
    std::string name;
    Role role = Role::Quiet;
    int index = 0;           // worker number, or 0
    std::int64_t cursor = 0; // the thread is busy until here
    std::int64_t firstSeen = 0;
    std::int64_t lastSeen = 0;
    bool alive = true;
};

// Buffers events from all threads and hands them to the writer in time order: every thread
// is advanced past the end of a tick before the events older than that tick are written.
class Emitter
{
public:
    explicit Emitter(CaptureWriter& writer)
        : m_writer(writer)
    {
    }

    void push(const EventRecord& e, const Thread& thread, bool store)
    {
        m_pending.push_back({e, &thread, store, m_order++});
    }

    void flushBefore(std::int64_t limit)
    {
        std::sort(m_pending.begin(), m_pending.end(), [](const Pending& a, const Pending& b) {
            return a.event.timestamp != b.event.timestamp ? a.event.timestamp < b.event.timestamp : a.order < b.order;
        });
        std::size_t n = 0;
        while (n < m_pending.size() && m_pending[n].event.timestamp < limit) {
            const Pending& p = m_pending[n];
            m_writer.addEvent(p.event, p.thread->name, p.store);
            ++n;
        }
        m_pending.erase(m_pending.begin(), m_pending.begin() + static_cast<std::ptrdiff_t>(n));
    }

    [[nodiscard]] std::size_t pending() const { return m_pending.size(); }

private:
    struct Pending
    {
        EventRecord event;
        const Thread* thread;
        bool store;
        std::uint64_t order;
    };
    CaptureWriter& m_writer;
    std::vector<Pending> m_pending;
    std::uint64_t m_order = 0;
};

// ---- Stack frames ---------------------------------------------------------------------------

constexpr std::string_view kCudart = "libcudart.so.12";
constexpr std::string_view kLibCuda = "libcuda.so.1";
constexpr std::string_view kC10Cuda = "libc10_cuda.so";
constexpr std::string_view kC10 = "libc10.so";
constexpr std::string_view kTorchCuda = "libtorch_cuda.so";
constexpr std::string_view kTorchCpu = "libtorch_cpu.so";
constexpr std::string_view kTorchPython = "libtorch_python.so";

constexpr std::string_view kTrainPy = "/home/ubuntu/workloads/train_resnet.py";
constexpr std::string_view kAllocPy = "/home/ubuntu/workloads/alloc_stress.py";
constexpr std::string_view kSitePackages = "/usr/local/lib/python3.10/dist-packages/";

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

using Frames = std::vector<StackFrame>;

Frames join(Frames a, const Frames& b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// Mangled names as the ELF symbol tables have them (Ingero keeps them mangled).
namespace sym {
constexpr std::string_view NativeMalloc =
    "_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator6mallocEPPvamP11CUstream_st";
constexpr std::string_view DeviceMalloc =
    "_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator6mallocEamP11CUstream_st";
constexpr std::string_view AllocBlock =
    "_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator11alloc_blockERNS2_11AllocParamsEb";
constexpr std::string_view ReleaseCached =
    "_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator21release_cached_blocksEv";
constexpr std::string_view ReleaseBlock =
    "_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator13release_blockEPNS2_5BlockE";
constexpr std::string_view EmptyCache =
    "_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator10emptyCacheEv";
constexpr std::string_view NativeFree = "_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator4freeEPv";
constexpr std::string_view StreamSync = "_ZN3c104cuda18stream_synchronizeEP11CUstream_st";
constexpr std::string_view DeviceSynchronize = "_ZN3c104cuda18device_synchronizeEv";
constexpr std::string_view ModuleSynchronize = "_Z26THCPModule_cudaSynchronizeP7_objectS0_";
constexpr std::string_view TensorImplDtor = "_ZN3c1010TensorImplD2Ev";
constexpr std::string_view SubclassDealloc = "_Z28THPVariable_subclass_deallocP7_object";
constexpr std::string_view EmptyCuda =
    "_ZN2at6native10empty_cudaEN3c108ArrayRefIlEESt8optionalINS1_10ScalarTypeEES4_INS1_6LayoutEES4_INS1_"
    "6DeviceEES4_IbES4_IiE";
constexpr std::string_view VariableEmpty = "_ZN5torch8autograd17THPVariable_emptyEP7_objectS2_S2_";
constexpr std::string_view ModuleEmptyCache = "_Z20THPModule_emptyCacheP7_objectS0_";
constexpr std::string_view LocalScalarDense = "_ZN2at6native24_local_scalar_dense_cudaERKNS_6TensorE";
constexpr std::string_view VariableItem = "_ZN5torch8autogradL16THPVariable_itemEP7_objectS2_";
constexpr std::string_view VariableTo = "_ZN5torch8autograd14THPVariable_toEP7_objectS2_S2_";
constexpr std::string_view CopyKernel = "_ZN2at6native16copy_kernel_cudaERNS_18TensorIteratorBaseEb";
constexpr std::string_view AddKernel = "_ZN2at6native10add_kernelERNS_18TensorIteratorBaseERKN3c106ScalarE";
constexpr std::string_view AddInplace = "_ZN2at4_ops11add__Tensor4callERNS_6TensorERKS2_RKN3c106ScalarE";
constexpr std::string_view ReluKernel = "_ZN2at6native16relu_kernel_cudaERNS_18TensorIteratorBaseE";
constexpr std::string_view SoftmaxForward = "_ZN2at6native24softmax_forward_cuda_outERKNS_6TensorElbS3_";
constexpr std::string_view MeanKernel = "_ZN2at6native16mean_kernel_cudaERNS_18TensorIteratorBaseE";
constexpr std::string_view FillKernel = "_ZN2at6native16fill_kernel_cudaERNS_18TensorIteratorBaseERKN3c106ScalarE";
constexpr std::string_view ConvForward =
    "_ZN2at6native29cudnn_convolution_forward_outERNS_6TensorERKS1_S4_N3c108ArrayRefIlEES7_S7_lbbb";
constexpr std::string_view ConvBackward =
    "_ZN2at6native26cudnn_convolution_backwardERKNS_6TensorES3_S3_N3c108ArrayRefIlEES6_S6_lbbbSt5arrayIbLm2EE";
constexpr std::string_view BatchNorm = "_ZN2at6native16cudnn_batch_normERKNS_6TensorES3_RKSt8optionalIS1_ES7_S7_bdd";
constexpr std::string_view BatchNormBackward =
    "_ZN2at6native25cudnn_batch_norm_backwardERKNS_6TensorES3_S3_S3_S3_S3_dS3_";
constexpr std::string_view Threshold = "_ZN2at6native16threshold_kernelERNS_18TensorIteratorBaseERKN3c106ScalarES6_";
constexpr std::string_view Gemm = "_ZN2at4cuda4blas4gemmIfEEvcclllT_PKS3_lS5_lS3_PS3_l";
constexpr std::string_view Addmm = "_ZN2at6native19addmm_out_cuda_implERNS_6TensorERKS1_S4_S4_RKN3c106ScalarES8_b";
constexpr std::string_view EngineThreadMain =
    "_ZN5torch8autograd6Engine11thread_mainERKSt10shared_ptrINS0_9GraphTaskEE";
} // namespace sym

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

// A kernel launch site: the stack and the handle passed as arg0.
struct Kernel
{
    std::int64_t stack = 0;
    std::uint64_t handle = 0;
    bool driver = false; // cuLaunchKernel (source 4) rather than cudaLaunchKernel
};

// ---- The simulation ---------------------------------------------------------------------------

struct SessionFacts
{
    std::string gpuModel;
    std::string gpuDriver;
    std::string cpuModel;
    std::int64_t cpuCores = 0;
    std::int64_t memTotalMb = 0;
    std::string kernel;
    std::string osRelease;
};

struct Profile
{
    std::string_view name;
    std::int64_t naturalSeconds = 0;
    double eventsPerSecond = 0; // seen events per simulated second, to scale for --events
    bool sampledLaunches = false;
};

class Scenario
{
public:
    Scenario(CaptureWriter& writer, const ScenarioOptions& options, const Profile& profile)
        : m_writer(writer)
        , m_emit(writer)
        , m_options(options)
        , m_profile(profile)
        , m_rng(options.seed ^ fnv1a(profile.name))
    {
        // One random draw per statement throughout: argument evaluation order differs between
        // compilers, and the same seed must give the same capture whichever built us.
        m_t0 = kEpochNs + m_rng.range(0, 6 * 3600) * kSec;
        m_t0 += m_rng.range(0, kSec - 1);
        std::int64_t seconds = profile.naturalSeconds;
        if (options.minEvents > 0 && profile.eventsPerSecond > 0) {
            const double needed = static_cast<double>(options.minEvents) / profile.eventsPerSecond * 1.03;
            seconds = std::max<std::int64_t>(seconds, static_cast<std::int64_t>(std::ceil(needed)));
        }
        m_duration = seconds * kSec;
        m_end = m_t0 + m_duration;
        m_mainPid = static_cast<std::uint32_t>(m_rng.range(3000, 60000));
    }
    virtual ~Scenario() = default;
    Scenario(const Scenario&) = delete;
    Scenario& operator=(const Scenario&) = delete;

    [[nodiscard]] bool run(std::string* error);

protected:
    virtual SessionFacts sessionFacts() const = 0;
    virtual void setup() = 0;
    virtual void step(Thread& t) = 0;
    virtual SystemSnapshot snapshot(std::int64_t t) = 0;
    virtual void onTick(std::int64_t /*from*/, std::int64_t /*to*/) { }
    // Called once the capture has run long enough; `end` is when recording stops.
    virtual void finishing(std::int64_t end) { exitWorkers(end); }
    [[nodiscard]] virtual std::string scriptName() const { return std::string(kTrainPy); }

    // Seconds since the session started.
    [[nodiscard]] double elapsed(std::int64_t t) const { return static_cast<double>(t - m_t0) / kSec; }
    // Position in the planned capture, 0..1 (stays 1 when --events runs it longer).
    [[nodiscard]] double progressAt(std::int64_t t) const
    {
        return std::clamp(static_cast<double>(t - m_t0) / static_cast<double>(m_duration), 0.0, 1.0);
    }

    std::int64_t us(std::int64_t lo, std::int64_t hi) { return m_rng.range(lo, hi) * kUs; }
    std::int64_t ms(std::int64_t lo, std::int64_t hi) { return m_rng.range(lo, hi) * kMs; }
    const Kernel& forwardKernel() { return m_forwardKernels[static_cast<std::size_t>(m_rng.range(0, 6))]; }
    const Kernel& backwardKernel() { return m_backwardKernels[static_cast<std::size_t>(m_rng.range(0, 3))]; }

    Thread& addThread(std::uint32_t tid, std::uint32_t tgid, std::string name, Role role, std::int64_t start,
                      int index = 0)
    {
        Thread& t = m_threads.emplace_back();
        t.tid = tid;
        t.tgid = tgid;
        t.name = std::move(name);
        t.role = role;
        t.index = index;
        t.cursor = start;
        t.firstSeen = start;
        t.lastSeen = start;
        if (tid == tgid)
            m_writer.addProcessName({tgid, t.name, start});
        return t;
    }

    // The standard set: the training process (main thread, autograd thread, CUDA's event
    // thread), a helper python3 child and four DataLoader workers forked at start-up.
    void addStandardThreads()
    {
        const std::int64_t start = m_t0 + m_rng.range(100, 300) * kMs;
        m_main = &addThread(m_mainPid, m_mainPid, "python3", Role::Main, start);
        addThread(m_mainPid + 1, m_mainPid, "cuda-EvtHandlr", Role::Quiet, m_t0 + m_rng.range(1, 50) * kMs);
        m_autograd = &addThread(m_mainPid + 2, m_mainPid, "pt_autograd_0", Role::Autograd,
                                start + m_rng.range(20, 60) * kMs);
        addThread(m_mainPid + 6, m_mainPid + 6, "python3", Role::Quiet, m_t0 + m_rng.range(1, 80) * kMs);
        m_workerPidBase = m_mainPid + static_cast<std::uint32_t>(m_rng.range(60, 90));
        std::int64_t fork = start + m_rng.range(400, 700) * kMs;
        for (int i = 0; i < 4; ++i) {
            const std::uint32_t pid = m_workerPidBase + static_cast<std::uint32_t>(i);
            lifecycle(*m_main, ops::ProcessFork, pid, fork);
            m_workers.push_back(
                &addThread(pid, pid, "pt_data_worker", Role::Worker, fork + m_rng.range(200, 900) * kUs, i));
            fork += m_rng.range(3, 9) * kMs;
        }
    }

    // Interns a stack in the order Ingero stores it: the Python frames (innermost first) as one
    // block at the front, then the native frames innermost first. Runtime entry points get the
    // offset and the unresolved internal frame a real libcudart stack shows.
    std::int64_t stack(Frames frames)
    {
        std::stable_partition(frames.begin(), frames.end(),
                              [](const StackFrame& f) { return f.kind == FrameKind::Python; });
        const auto entry = std::find_if(frames.begin(), frames.end(),
                                        [](const StackFrame& f) { return f.kind == FrameKind::Native; });
        if (entry != frames.end() && entry->library == kCudart && entry->symbol.find('+') == std::string::npos) {
            const std::uint64_t h = fnv1a(entry->symbol);
            entry->symbol = withOffset(entry->symbol, 0x40 + static_cast<unsigned>(h % 0x1c0));
            StackFrame internal;
            internal.kind = FrameKind::Unresolved;
            internal.ip = m_cudartBase + 0x16000 + (h >> 20) % 0x30000;
            internal.library = std::string(kCudart);
            frames.insert(entry, internal);
        }
        return m_writer.addStack(frames);
    }

    void emit(Thread& t, std::uint8_t source, std::uint8_t op, std::int64_t ts, std::int64_t duration,
              std::uint64_t arg0, std::uint64_t arg1, std::int64_t stackHash, bool store)
    {
        EventRecord e;
        e.timestamp = ts;
        e.duration = duration;
        e.pid = source == kHost && op == ops::SchedSwitch ? t.tid : t.tgid;
        e.tid = t.tid;
        e.source = source;
        e.op = op;
        e.arg0 = arg0;
        e.arg1 = arg1;
        e.stackHash = stackHash;
        m_emit.push(e, t, store);
        t.lastSeen = std::max(t.lastSeen, ts);
    }

    // A CUDA runtime or driver call starting at the thread's cursor. `offCpu` > 0 puts the
    // thread off-CPU inside the call (it was descheduled while in it), which lengthens it.
    void call(Thread& t, std::uint8_t source, std::uint8_t op, std::int64_t duration, std::uint64_t arg0,
              std::uint64_t arg1, std::int64_t stackHash, std::int64_t offCpu = 0, std::uint32_t preemptor = 0)
    {
        const std::int64_t start = t.cursor;
        if (offCpu > 0) {
            const std::int64_t into = std::min<std::int64_t>(duration / 2, m_rng.range(2, 30) * kUs);
            emit(t, kHost, ops::SchedSwitch, start + into + offCpu, offCpu, 0, preemptor, 0, true);
            duration += offCpu;
        }
        emit(t, source, op, start, duration, arg0, arg1, stackHash, storeFor(source, op));
        t.cursor = start + duration;
    }

    // A blocking wait (sync) of `duration` during which the thread sleeps `sleeps` times.
    void blockingCall(Thread& t, std::uint8_t source, std::uint8_t op, std::int64_t duration, std::uint64_t arg0,
                      std::int64_t stackHash, int sleeps, std::int64_t maxSleep, std::uint32_t preemptor)
    {
        const std::int64_t start = t.cursor;
        std::int64_t pos = start + m_rng.range(3, 20) * kUs;
        for (int i = 0; i < sleeps; ++i) {
            const std::int64_t off = m_rng.skewed(50 * kUs, maxSleep);
            if (pos + off + 20 * kUs > start + duration)
                break;
            pos += off;
            emit(t, kHost, ops::SchedSwitch, pos, off, 0, preemptor, 0, true);
            pos += m_rng.range(20, 400) * kUs;
        }
        emit(t, source, op, start, duration, arg0, 0, stackHash, true);
        t.cursor = start + duration;
    }

    // The thread runs on CPU for `run`, then is off-CPU for `off` (sched_switch at the end).
    void runThenSleep(Thread& t, std::int64_t run, std::int64_t off, std::uint32_t preemptor)
    {
        t.cursor += std::max<std::int64_t>(run, 1);
        if (off > 0) {
            t.cursor += off;
            emit(t, kHost, ops::SchedSwitch, t.cursor, off, 0, preemptor, 0, true);
        }
    }

    void lifecycle(Thread& t, std::uint8_t op, std::uint64_t arg1, std::int64_t ts)
    {
        emit(t, kHost, op, ts, 0, 0, arg1, 0, true);
    }

    void exitWorkers(std::int64_t end)
    {
        std::int64_t ts = end - m_rng.range(40, 90) * kMs;
        for (Thread* w : m_workers) {
            if (!w->alive)
                continue;
            ts = std::max(ts, w->cursor) + m_rng.range(100, 900) * kUs;
            lifecycle(*w, ops::ProcessExit, 0, ts);
            w->alive = false;
        }
    }

    [[nodiscard]] bool storeFor(std::uint8_t source, std::uint8_t op)
    {
        const bool launch = (source == kCuda && op == ops::CudaLaunchKernel)
            || (source == kDriver && op == ops::CuLaunchKernel);
        if (!launch || !m_profile.sampledLaunches)
            return true;
        return m_launchCounter++ % 10 == 0;
    }

    // A fake device address, 512-byte aligned like the caching allocator's blocks, unique
    // among the live ones.
    std::uint64_t devicePointer(std::uint64_t bytes)
    {
        const std::uint64_t rounded = (bytes + (2ULL << 20) - 1) & ~((2ULL << 20) - 1);
        const std::uint64_t p = m_deviceBase + m_deviceBump;
        m_deviceBump = (m_deviceBump + rounded) % (48ULL << 30);
        return p;
    }

    std::uint64_t allocationSize(std::uint64_t minBytes, std::uint64_t maxBytes)
    {
        // Log-uniform between the bounds, rounded to 512 bytes as the allocator rounds.
        const double lo = std::log2(static_cast<double>(minBytes));
        const double hi = std::log2(static_cast<double>(maxBytes));
        const auto bytes = static_cast<std::uint64_t>(std::exp2(m_rng.uniform(lo, hi)));
        return std::max<std::uint64_t>(512, (bytes + 511) & ~511ULL);
    }

    std::uint32_t preemptorFor(const Thread& t)
    {
        const std::size_t n = m_threads.size();
        for (int attempt = 0; attempt < 4; ++attempt) {
            const Thread& other = m_threads[static_cast<std::size_t>(m_rng.range(0, static_cast<std::int64_t>(n) - 1))];
            if (other.tid != t.tid && other.alive)
                return other.tid;
        }
        return 0;
    }

    // Kernel catalogue shared by the training-loop scenarios.
    void buildTrainingStacks()
    {
        const Frames tail = {py(kTrainPy, "train_step", 86, 95), py(kTrainPy, "main", 140, 171),
                             py(kTrainPy, "<module>", 1, 190)};
        const Frames callImpl = {torchPy("torch/nn/modules/module.py", "_call_impl", 1518, 1527)};
        const Frames bottleneck = {torchPy("torchvision/models/resnet.py", "forward", 143, 158)};
        std::uint64_t handle = 0x7f3a1c000000ULL + static_cast<std::uint64_t>(m_rng.range(0, 0xfffff)) * 16;
        auto kernel = [&](const Frames& frames, bool driver) {
            handle += static_cast<std::uint64_t>(m_rng.range(0x100, 0x4000)) * 16;
            return Kernel{stack(frames), handle, driver};
        };
        const Frames bottleneckTail = join(join(bottleneck, callImpl), tail);
        m_forwardKernels = {
            kernel(join({native("cuLaunchKernel", kLibCuda),
                         native(withOffset("cudnnBackendExecute", 0x13c), "libcudnn_graph.so.9"),
                         native(withOffset(sym::ConvForward, 0x2f1), kTorchCuda),
                         torchPy("torch/nn/modules/conv.py", "_conv_forward", 452, 456),
                         torchPy("torch/nn/modules/conv.py", "forward", 459, 460)},
                        join(callImpl, bottleneckTail)),
                   true),
            kernel(join({native("cuLaunchKernel", kLibCuda),
                         native(withOffset("cudnnBatchNormalizationForwardTrainingEx", 0x2a8), "libcudnn_ops.so.9"),
                         native(withOffset(sym::BatchNorm, 0x51c), kTorchCuda),
                         torchPy("torch/nn/functional.py", "batch_norm", 2450, 2478),
                         torchPy("torch/nn/modules/batchnorm.py", "forward", 139, 171)},
                        join(callImpl, bottleneckTail)),
                   true),
            kernel(join({native("cudaLaunchKernel", kCudart), native(withOffset(sym::ReluKernel, 0x87), kTorchCuda),
                         torchPy("torch/nn/functional.py", "relu", 1489, 1500)},
                        bottleneckTail),
                   false),
            kernel(join({native("cudaLaunchKernel", kCudart), native(withOffset(sym::AddKernel, 0x1d2), kTorchCuda),
                         native(withOffset(sym::AddInplace, 0x4b), kTorchCpu)},
                        bottleneckTail),
                   false),
            kernel(join({native("cuLaunchKernel", kLibCuda),
                         native(withOffset("cublasLtMatmul", 0x6e), "libcublasLt.so.12"),
                         native(withOffset("cublasGemmEx", 0x3f5), "libcublas.so.12"),
                         native(withOffset(sym::Gemm, 0x1a0), kTorchCuda),
                         native(withOffset(sym::Addmm, 0x9f3), kTorchCuda),
                         torchPy("torch/nn/modules/linear.py", "forward", 115, 116)},
                        join(callImpl, tail)),
                   true),
            kernel(
                join({native("cudaLaunchKernel", kCudart), native(withOffset(sym::SoftmaxForward, 0x3b6), kTorchCuda),
                      torchPy("torch/nn/functional.py", "cross_entropy", 3029, 3059),
                      py(kTrainPy, "train_step", 86, 96)},
                     {py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)}),
                false),
            kernel(join({native("cudaLaunchKernel", kCudart), native(withOffset(sym::MeanKernel, 0x5a), kTorchCuda),
                         py(kTrainPy, "train_step", 86, 96)},
                        {py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)}),
                   false),
        };
        m_backwardKernels = {
            kernel({native("cuLaunchKernel", kLibCuda),
                    native(withOffset("cudnnBackendExecute", 0x13c), "libcudnn_graph.so.9"),
                    native(withOffset(sym::ConvBackward, 0x4d0), kTorchCuda),
                    native(withOffset(sym::EngineThreadMain, 0x4c), kTorchCpu)},
                   true),
            kernel({native("cuLaunchKernel", kLibCuda),
                    native(withOffset("cudnnBatchNormalizationBackwardEx", 0x1f4), "libcudnn_ops.so.9"),
                    native(withOffset(sym::BatchNormBackward, 0x3e2), kTorchCuda),
                    native(withOffset(sym::EngineThreadMain, 0x4c), kTorchCpu)},
                   true),
            kernel({native("cudaLaunchKernel", kCudart), native(withOffset(sym::Threshold, 0x11b), kTorchCuda),
                    native(withOffset(sym::EngineThreadMain, 0x4c), kTorchCpu)},
                   false),
            kernel({native("cudaLaunchKernel", kCudart), native(withOffset(sym::AddKernel, 0x1d2), kTorchCuda),
                    native(withOffset(sym::EngineThreadMain, 0x4c), kTorchCpu)},
                   false),
        };
        m_zeroGradKernel = kernel(
            {native("cudaLaunchKernel", kCudart), native(withOffset(sym::FillKernel, 0x63), kTorchCuda),
             torchPy("torch/optim/optimizer.py", "zero_grad", 435, 459), py(kTrainPy, "train_step", 86, 92),
             py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)},
            false);
        m_optimizerKernel = kernel({native("cudaLaunchKernel", kCudart),
                                    native(withOffset(sym::AddKernel, 0x1d2), kTorchCuda),
                                    torchPy("torch/optim/sgd.py", "_multi_tensor_sgd", 245, 301),
                                    torchPy("torch/optim/sgd.py", "step", 63, 80), py(kTrainPy, "train_step", 86, 99),
                                    py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)},
                                   false);
        m_copyStack = stack({native("cudaMemcpyAsync", kCudart), native(withOffset(sym::CopyKernel, 0x2e4), kTorchCuda),
                             native(withOffset(sym::VariableTo, 0x1b7), kTorchPython),
                             py(kTrainPy, "train_step", 86, 93), py(kTrainPy, "main", 140, 171),
                             py(kTrainPy, "<module>", 1, 190)});
        m_itemCopyStack = stack(
            {native("cudaMemcpyAsync", kCudart), native(withOffset(sym::LocalScalarDense, 0x8e), kTorchCuda),
             native(withOffset(sym::VariableItem, 0x61), kTorchPython), py(kTrainPy, "train_step", 86, 100),
             py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)});
        m_itemSyncStack = stack(
            {native("cudaStreamSynchronize", kCudart), native(withOffset(sym::StreamSync, 0x2c), kC10Cuda),
             native(withOffset(sym::LocalScalarDense, 0xd1), kTorchCuda),
             native(withOffset(sym::VariableItem, 0x61), kTorchPython), py(kTrainPy, "train_step", 86, 100),
             py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)});
        const Frames allocTail = join({native(withOffset(sym::AllocBlock, 0x2c1), kC10Cuda),
                                       native(withOffset(sym::DeviceMalloc, 0x6cc), kC10Cuda),
                                       native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda),
                                       native(withOffset(sym::EmptyCuda, 0x9e), kTorchCuda)},
                                      join(join(bottleneck, callImpl), tail));
        m_trainMallocStack = stack(join({native("cudaMalloc", kCudart)}, allocTail));
        m_trainFreeStack = stack(
            join({native("cudaFree", kCudart), native(withOffset(sym::ReleaseBlock, 0x5a), kC10Cuda),
                  native(withOffset(sym::ReleaseCached, 0x10b), kC10Cuda),
                  native(withOffset(sym::DeviceMalloc, 0x8f2), kC10Cuda),
                  native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda),
                  native(withOffset(sym::EmptyCuda, 0x9e), kTorchCuda)},
                 join(join(bottleneck, callImpl), tail)));
    }

    // One training-loop launch from the catalogue.
    void launch(Thread& t, const Kernel& k, std::int64_t duration, std::int64_t offCpu = 0, std::uint32_t preemptor = 0)
    {
        if (k.driver)
            call(t, kDriver, ops::CuLaunchKernel, duration, k.handle, 0, k.stack, offCpu, preemptor);
        else
            call(t, kCuda, ops::CudaLaunchKernel, duration, k.handle, m_stream, k.stack, offCpu, preemptor);
    }

    CaptureWriter& m_writer;
    Emitter m_emit;
    const ScenarioOptions& m_options;
    Profile m_profile;
    Rng m_rng;
    std::int64_t m_t0 = 0;
    std::int64_t m_duration = 0;
    std::int64_t m_end = 0;
    std::uint32_t m_mainPid = 0;
    std::uint32_t m_workerPidBase = 0;
    std::deque<Thread> m_threads;
    Thread* m_main = nullptr;
    Thread* m_autograd = nullptr;
    std::vector<Thread*> m_workers;
    std::uint64_t m_stream = 0x5626a4e1f0c0ULL;
    std::uint64_t m_deviceBase = 0x7f2a00000000ULL;
    std::uint64_t m_cudartBase = 0x7ac1c9e00000ULL;
    std::uint64_t m_deviceBump = 0;
    std::uint64_t m_launchCounter = 0;
    std::vector<Kernel> m_forwardKernels;
    std::vector<Kernel> m_backwardKernels;
    Kernel m_zeroGradKernel;
    Kernel m_optimizerKernel;
    std::int64_t m_copyStack = 0;
    std::int64_t m_itemCopyStack = 0;
    std::int64_t m_itemSyncStack = 0;
    std::int64_t m_trainMallocStack = 0;
    std::int64_t m_trainFreeStack = 0;
};

bool Scenario::run(std::string* error)
{
    m_stream += static_cast<std::uint64_t>(m_rng.range(0, 0xffff)) * 64;
    m_deviceBase += static_cast<std::uint64_t>(m_rng.range(0, 0xff)) << 32;
    m_cudartBase += static_cast<std::uint64_t>(m_rng.range(0, 0xfff)) << 24;
    setup();

    const std::int64_t target = std::max<std::int64_t>(
        m_options.minEvents,
        static_cast<std::int64_t>(m_profile.eventsPerSecond * static_cast<double>(m_duration) / kSec));
    std::int64_t lastReported = 0;
    std::int64_t nextSnapshot = m_t0 + kSec;
    std::int64_t tickStart = m_t0;
    std::int64_t end = 0;
    for (;;) {
        const std::int64_t tickEnd = tickStart + kTick;
        // Index loop: a step may fork a new thread, which joins the same tick.
        for (std::size_t i = 0; i < m_threads.size(); ++i) {
            Thread& t = m_threads[i];
            while (t.alive && t.cursor < tickEnd)
                step(t);
        }
        for (; nextSnapshot < tickEnd; nextSnapshot += kSec) {
            SystemSnapshot s = snapshot(nextSnapshot);
            s.timestamp = nextSnapshot;
            m_writer.addSystemSnapshot(s);
        }
        onTick(tickStart, tickEnd);
        m_emit.flushBefore(tickEnd);
        if (m_writer.hasError()) {
            *error = m_writer.error();
            return false;
        }
        if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed)) {
            *error = "cancelled";
            return false;
        }
        const std::int64_t seen = m_writer.eventsSeen();
        if (m_options.progress && seen - lastReported >= std::max<std::int64_t>(5000, target / 200)) {
            m_options.progress(seen, std::max(target, seen));
            lastReported = seen;
        }
        if (tickEnd >= m_end && seen + static_cast<std::int64_t>(m_emit.pending()) >= m_options.minEvents) {
            end = tickEnd;
            break;
        }
        tickStart = tickEnd;
    }

    finishing(end);
    m_emit.flushBefore(LLONG_MAX);

    std::int64_t last = end;
    for (const Thread& t : m_threads) {
        m_writer.addThread({t.tid, t.tgid, t.name, t.firstSeen, t.lastSeen});
        last = std::max(last, t.lastSeen);
    }
    const SessionFacts facts = sessionFacts();
    Session session;
    session.id = 1;
    session.startedAt = m_t0;
    session.stoppedAt = last + 120 * kMs;
    session.gpuModel = facts.gpuModel;
    session.gpuDriver = facts.gpuDriver;
    session.cpuModel = facts.cpuModel;
    session.cpuCores = facts.cpuCores;
    session.memTotalMb = facts.memTotalMb;
    session.kernel = facts.kernel;
    session.osRelease = facts.osRelease;
    session.cudaVersion = "12.8";
    session.pythonVersion = "3.10.12";
    session.ingeroVersion = "faultline-demo " + std::string(kVersion);
    session.pidFilter = std::to_string(m_mainPid);
    session.flags = m_profile.sampledLaunches ? "stack,py-frames,sample-launches=10" : "stack,py-frames,record-all";
    session.node = m_options.node;
    m_writer.addSession(session);

    m_writer.setMeta("generator", "faultline demo");
    m_writer.setMeta("scenario", std::string(m_profile.name));
    m_writer.setMeta("seed", std::to_string(m_options.seed));
    m_writer.setMeta("min_events", std::to_string(m_options.minEvents));
    m_writer.setMeta("host", m_options.node);
    m_writer.setMeta("kernel", facts.kernel);
    m_writer.setMeta("probe_version", "faultline-demo " + std::string(kVersion));
    m_writer.setMeta("options", std::string(session.flags) + ",pid=" + std::to_string(m_mainPid));
    m_writer.setMeta("script", scriptName());
    m_writer.setMeta("synthetic", "true");
    if (m_options.progress)
        m_options.progress(m_writer.eventsSeen(), m_writer.eventsSeen());
    return !m_writer.hasError();
}

// ---- healthy ------------------------------------------------------------------------------------

class Healthy : public Scenario
{
public:
    using Scenario::Scenario;

protected:
    SessionFacts sessionFacts() const override
    {
        return {"NVIDIA H100 80GB HBM3", "570.133.20",        "Intel(R) Xeon(R) Platinum 8480+", 26, 225'280,
                "6.8.0-57-generic",      "Ubuntu 22.04.5 LTS"};
    }

    void setup() override
    {
        buildTrainingStacks();
        addStandardThreads();
    }

    void step(Thread& t) override
    {
        switch (t.role) {
        case Role::Main: iteration(t); break;
        case Role::Autograd: backward(t); break;
        case Role::Worker: {
            const std::int64_t run = ms(15, 40);
            const std::int64_t off = ms(5, 60);
            runThenSleep(t, run, off, preemptorFor(t));
            break;
        }
        case Role::Quiet: {
            const std::int64_t run = us(30, 300);
            const std::int64_t off = ms(10, 80);
            runThenSleep(t, run, off, 0);
            break;
        }
        }
    }

    void iteration(Thread& t)
    {
        call(t, kCuda, ops::CudaMemcpyAsync, m_rng.jitter(28 * kUs, 0.3), 64ULL * 3 * 224 * 224 * 4, 1, m_copyStack);
        t.cursor += us(20, 60);
        launch(t, m_zeroGradKernel, m_rng.jitter(7 * kUs, 0.2));
        // Balanced allocations: a new activation buffer now and then, released a few steps later.
        if (m_live != 0 && m_rng.chance(0.3)) {
            t.cursor += us(10, 40);
            call(t, kCuda, ops::CudaFree, m_rng.jitter(25 * kUs, 0.3), m_live, m_liveBytes, m_trainFreeStack);
            m_live = 0;
        } else if (m_live == 0 && m_rng.chance(0.2)) {
            t.cursor += us(10, 40);
            m_liveBytes = allocationSize(2ULL << 20, 128ULL << 20);
            m_live = devicePointer(m_liveBytes);
            call(t, kCuda, ops::CudaMalloc, m_rng.jitter(70 * kUs, 0.3), m_liveBytes, m_live, m_trainMallocStack);
        }
        const std::int64_t launches = m_rng.range(20, 28);
        for (std::int64_t i = 0; i < launches; ++i) {
            t.cursor += us(40, 120);
            const Kernel& k = forwardKernel();
            launch(t, k, m_rng.jitter(k.driver ? 9 * kUs : 7 * kUs, 0.25));
        }
        t.cursor += us(30, 80);
        launch(t, m_optimizerKernel, m_rng.jitter(8 * kUs, 0.2));
        t.cursor += us(20, 50);
        call(t, kCuda, ops::CudaMemcpyAsync, m_rng.jitter(12 * kUs, 0.3), 4, 2, m_itemCopyStack);
        // The GPU finishes the step while the loop waits for the loss value.
        const std::int64_t wait = m_rng.jitter(38 * kMs, 0.1);
        blockingCall(t, kCuda, ops::CudaStreamSync, wait, m_stream, m_itemSyncStack, 1, 400 * kUs, preemptorFor(t));
        const std::int64_t python = ms(2, 5);
        if (m_rng.chance(0.3)) {
            const std::int64_t off = us(20, 300);
            runThenSleep(t, python, off, preemptorFor(t));
        } else {
            t.cursor += python;
        }
    }

    void backward(Thread& t)
    {
        const std::int64_t launches = m_rng.range(16, 24);
        for (std::int64_t i = 0; i < launches; ++i) {
            const Kernel& k = backwardKernel();
            launch(t, k, m_rng.jitter(k.driver ? 10 * kUs : 7 * kUs, 0.25));
            t.cursor += us(30, 120);
        }
        const std::int64_t run = us(50, 200);
        const std::int64_t off = ms(35, 45);
        runThenSleep(t, run, off, m_mainPid);
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

    void finishing(std::int64_t end) override
    {
        if (m_live != 0) {
            m_main->cursor = std::max(m_main->cursor, end - 30 * kMs);
            call(*m_main, kCuda, ops::CudaFree, m_rng.jitter(25 * kUs, 0.3), m_live, m_liveBytes, m_trainFreeStack);
            m_live = 0;
        }
        exitWorkers(end);
    }

private:
    std::uint64_t m_live = 0;
    std::uint64_t m_liveBytes = 0;
};

// ---- periodic-spike ---------------------------------------------------------------------------

class PeriodicSpike : public Scenario
{
public:
    using Scenario::Scenario;

protected:
    SessionFacts sessionFacts() const override
    {
        return {"NVIDIA L4", "550.127.05",           "Intel(R) Xeon(R) CPU @ 2.20GHz", 16,
                64'296,      "6.1.0-31-cloud-amd64", "Debian GNU/Linux 12 (bookworm)"};
    }

    void setup() override
    {
        buildTrainingStacks();
        const Frames tail = {py(kTrainPy, "train_step", 86, 95), py(kTrainPy, "main", 140, 171),
                             py(kTrainPy, "<module>", 1, 190)};
        m_gcFreeStack = stack(join({native("cudaFree", kCudart), native(withOffset(sym::ReleaseBlock, 0x5a), kC10Cuda),
                                    native(withOffset(sym::ReleaseCached, 0x10b), kC10Cuda),
                                    native(withOffset(sym::DeviceMalloc, 0x4e8), kC10Cuda),
                                    native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda),
                                    native(withOffset(sym::EmptyCuda, 0x9e), kTorchCuda)},
                                   tail));
        m_spikeMallocStack = stack(
            join({native("cudaMalloc", kCudart), native(withOffset(sym::AllocBlock, 0x2c1), kC10Cuda),
                  native(withOffset(sym::DeviceMalloc, 0x512), kC10Cuda),
                  native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda),
                  native(withOffset(sym::EmptyCuda, 0x9e), kTorchCuda)},
                 tail));
        m_deviceSyncStack = stack(
            {native("cudaDeviceSynchronize", kCudart), native(withOffset(sym::DeviceSynchronize, 0x1e), kC10Cuda),
             native(withOffset(sym::ModuleSynchronize, 0x5c), kTorchPython),
             torchPy("torch/cuda/__init__.py", "synchronize", 783, 792), py(kTrainPy, "train_step", 86, 98),
             py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)});
        m_nextSpike = m_rng.range(185, 215);
        addStandardThreads();
    }

    void step(Thread& t) override
    {
        switch (t.role) {
        case Role::Main: iteration(t); break;
        case Role::Autograd: backward(t); break;
        case Role::Worker: {
            const std::int64_t run = ms(10, 40);
            const std::int64_t off = ms(5, 90);
            runThenSleep(t, run, off, preemptorFor(t));
            break;
        }
        case Role::Quiet: {
            const std::int64_t run = us(30, 300);
            const std::int64_t off = ms(10, 90);
            runThenSleep(t, run, off, 0);
            break;
        }
        }
    }

    void malloc(Thread& t)
    {
        t.cursor += us(15, 60);
        const std::uint64_t bytes = allocationSize(1ULL << 20, 64ULL << 20);
        ++m_mallocs;
        if (m_mallocs >= m_nextSpike) {
            // The allocator reached its limit: it releases every cached block, then maps fresh memory.
            for (const auto& [ptr, size] : m_live) {
                call(t, kCuda, ops::CudaFree, m_rng.jitter(30 * kUs, 0.3), ptr, size, m_gcFreeStack);
                t.cursor += us(2, 8);
            }
            m_live.clear();
            const std::uint64_t p = devicePointer(bytes);
            call(t, kCuda, ops::CudaMalloc, m_rng.jitter(2500 * kUs, 0.2), bytes, p, m_spikeMallocStack);
            m_live.emplace_back(p, bytes);
            m_nextSpike = m_mallocs + m_rng.range(185, 215);
            return;
        }
        const std::uint64_t p = devicePointer(bytes);
        call(t, kCuda, ops::CudaMalloc, m_rng.jitter(50 * kUs, 0.2), bytes, p, m_trainMallocStack);
        m_live.emplace_back(p, bytes);
    }

    void iteration(Thread& t)
    {
        call(t, kCuda, ops::CudaMemcpyAsync, m_rng.jitter(200 * kUs, 0.2), 16ULL * 3 * 224 * 224 * 4, 1, m_copyStack);
        const std::int64_t mallocs = m_rng.range(3, 5);
        for (std::int64_t i = 0; i < mallocs; ++i) {
            malloc(t);
            const std::int64_t launches = m_rng.range(2, 4);
            for (std::int64_t j = 0; j < launches; ++j) {
                t.cursor += us(20, 80);
                const Kernel& k = forwardKernel();
                launch(t, k, m_rng.jitter(14 * kUs, 0.15));
            }
        }
        t.cursor += us(20, 60);
        const std::int64_t wait = m_rng.jitter(150 * kUs, 0.2);
        if (m_rng.chance(0.5))
            blockingCall(t, kCuda, ops::CudaDeviceSync, wait, 0, m_deviceSyncStack, 0, 0, 0);
        else
            blockingCall(t, kCuda, ops::CudaStreamSync, wait, m_stream, m_itemSyncStack, 0, 0, 0);
        const std::int64_t python = ms(15, 25);
        if (m_rng.chance(0.4)) {
            const std::int64_t off = us(20, 500);
            runThenSleep(t, python, off, preemptorFor(t));
        } else {
            t.cursor += python;
        }
    }

    void backward(Thread& t)
    {
        const std::int64_t launches = m_rng.range(6, 12);
        for (std::int64_t i = 0; i < launches; ++i) {
            const Kernel& k = backwardKernel();
            launch(t, k, m_rng.jitter(14 * kUs, 0.15));
            t.cursor += us(40, 150);
        }
        const std::int64_t run = us(50, 200);
        const std::int64_t off = ms(18, 30);
        runThenSleep(t, run, off, m_mainPid);
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
    std::int64_t m_nextSpike = 0;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_live;
    std::int64_t m_gcFreeStack = 0;
    std::int64_t m_spikeMallocStack = 0;
    std::int64_t m_deviceSyncStack = 0;
};

// ---- cpu-contention ---------------------------------------------------------------------------

class CpuContention : public Scenario
{
public:
    using Scenario::Scenario;

protected:
    SessionFacts sessionFacts() const override
    {
        return {"NVIDIA A100-SXM4-40GB", "570.148.08",        "AMD EPYC 7J13 64-Core Processor", 30, 221'184,
                "6.8.0-60-generic",      "Ubuntu 22.04.5 LTS"};
    }

    void setup() override
    {
        buildTrainingStacks();
        // Two call sites of the tensor destructor that synchronises the stream.
        for (int site = 0; site < 2; ++site) {
            m_dtorSyncStacks[site] = stack({native("cudaStreamSynchronize", kCudart),
                                            native(withOffset(sym::StreamSync, 0x2c), kTorchCuda),
                                            native(withOffset(sym::NativeFree, site == 0 ? 0x9a : 0x1c4), kC10Cuda),
                                            native(withOffset(sym::TensorImplDtor, site == 0 ? 0x8a : 0x112), kC10),
                                            native(withOffset(sym::SubclassDealloc, 0x2f1), kTorchPython),
                                            py(kTrainPy, "train_step", 86, site == 0 ? 101 : 104),
                                            py(kTrainPy, "main", 140, 171), py(kTrainPy, "<module>", 1, 190)});
        }
        addStandardThreads();
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

    void step(Thread& t) override
    {
        switch (t.role) {
        case Role::Main: iteration(t); break;
        case Role::Autograd: backward(t); break;
        case Role::Worker: {
            const std::int64_t run = ms(200, 900);
            const std::int64_t off = m_rng.skewed(30 * kMs, 260 * kMs);
            runThenSleep(t, run, off, externalPreemptor());
            break;
        }
        case Role::Quiet: {
            const std::int64_t run = us(30, 300);
            const std::int64_t off = ms(10, 90);
            runThenSleep(t, run, off, externalPreemptor());
            break;
        }
        }
    }

    // Time between calls; the external load often takes the CPU away for a moment.
    void gap(Thread& t, std::int64_t run)
    {
        if (m_rng.chance(0.2 * stormFactor(t.cursor))) {
            const std::int64_t off = m_rng.skewed(50 * kUs, 3 * kMs);
            runThenSleep(t, run, off, externalPreemptor());
        } else {
            t.cursor += run;
        }
    }

    // Extra off-CPU time inside a call, with probability `p`.
    std::int64_t descheduled(double p, std::int64_t lo, std::int64_t hi)
    {
        if (!m_rng.chance(p))
            return 0;
        return m_rng.range(lo, hi);
    }

    void iteration(Thread& t)
    {
        call(t, kCuda, ops::CudaMemcpyAsync, m_rng.jitter(45 * kUs, 0.3), 64ULL * 3 * 224 * 224, 1, m_copyStack);
        for (int i = 0; i < 2; ++i) {
            gap(t, us(20, 80));
            const std::uint64_t bytes = allocationSize(1ULL << 20, 256ULL << 20);
            const std::uint64_t p = devicePointer(bytes);
            const std::int64_t duration = m_rng.jitter(130 * kUs, 0.3);
            const std::int64_t off = descheduled(0.03, 300 * kUs, 900 * kUs);
            call(t, kCuda, ops::CudaMalloc, duration, bytes, p, m_trainMallocStack, off, externalPreemptor());
            m_live.emplace_back(p, bytes);
        }
        const std::int64_t launches = m_rng.range(16, 22);
        for (std::int64_t i = 0; i < launches; ++i) {
            gap(t, us(150, 600));
            const Kernel& k = forwardKernel();
            const std::int64_t duration = m_rng.jitter(k.driver ? 43 * kUs : 21 * kUs, 0.3);
            const std::int64_t off = descheduled(0.012, 2 * kMs, 7 * kMs);
            launch(t, k, duration, off, externalPreemptor());
        }
        for (int i = 0; i < 3; ++i) {
            gap(t, us(300, 2000));
            // Most tensors die after the GPU finished with them; a few percent of the syncs
            // catch the thread descheduled by the external load.
            const std::int64_t duration = us(6, 15);
            const std::int64_t off = descheduled(0.035, 8 * kMs, 45 * kMs);
            const std::size_t site = m_rng.chance(0.99) ? 0 : 1;
            call(t, kCuda, ops::CudaStreamSync, duration, m_stream, 0, m_dtorSyncStacks[site], off,
                 externalPreemptor());
        }
        while (m_live.size() > 6) {
            gap(t, us(20, 60));
            const auto [p, bytes] = m_live.front();
            m_live.erase(m_live.begin());
            const std::int64_t duration = m_rng.jitter(60 * kUs, 0.3);
            const std::int64_t off = descheduled(0.02, 100 * kUs, 300 * kUs);
            call(t, kCuda, ops::CudaFree, duration, p, bytes, m_trainFreeStack, off, externalPreemptor());
        }
        gap(t, ms(25, 45));
    }

    void backward(Thread& t)
    {
        const std::int64_t launches = m_rng.range(10, 16);
        for (std::int64_t i = 0; i < launches; ++i) {
            const Kernel& k = backwardKernel();
            const std::int64_t duration = m_rng.jitter(k.driver ? 43 * kUs : 21 * kUs, 0.3);
            const std::int64_t off = descheduled(0.01, 1 * kMs, 5 * kMs);
            launch(t, k, duration, off, externalPreemptor());
            const std::int64_t run = us(30, 120);
            if (m_rng.chance(0.08 * stormFactor(t.cursor))) {
                const std::int64_t sleep = m_rng.skewed(40 * kUs, 2 * kMs);
                runThenSleep(t, run, sleep, externalPreemptor());
            } else {
                t.cursor += run;
            }
        }
        const std::int64_t run = us(50, 200);
        const std::int64_t off = ms(35, 60);
        runThenSleep(t, run, off, m_mainPid);
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

    void finishing(std::int64_t end) override
    {
        m_main->cursor = std::max(m_main->cursor, end - 20 * kMs);
        for (const auto& [p, bytes] : m_live) {
            m_main->cursor += us(20, 60);
            call(*m_main, kCuda, ops::CudaFree, m_rng.jitter(60 * kUs, 0.3), p, bytes, m_trainFreeStack);
        }
        m_live.clear();
        exitWorkers(end);
    }

private:
    std::int64_t m_dtorSyncStacks[2] = {};
    std::uint32_t m_stressPid = 0;
    std::uint32_t m_logrotatePid = 0;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_live;
};

// ---- alloc_stress.py: shared by fragmentation and the fork stall ------------------------------

class AllocStress : public Scenario
{
public:
    using Scenario::Scenario;

protected:
    [[nodiscard]] std::string scriptName() const override { return std::string(kAllocPy); }

    void buildAllocStacks()
    {
        const Frames mainTail = {py(kAllocPy, "main", 104, 114), py(kAllocPy, "<module>", 1, 122)};
        const Frames directTail = {py(kAllocPy, "main", 104, 112), py(kAllocPy, "<module>", 1, 122)};
        const Frames pattern = join({py(kAllocPy, "fragmentation_pattern", 68, 74)}, mainTail);
        const Frames allocator = {native(withOffset(sym::AllocBlock, 0x2c1), kC10Cuda),
                                  native(withOffset(sym::DeviceMalloc, 0x6cc), kC10Cuda),
                                  native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda),
                                  native(withOffset(sym::EmptyCuda, 0x9e), kTorchCuda),
                                  native(withOffset(sym::VariableEmpty, 0x21c), kTorchPython)};
        const Frames release = {native("cudaFree", kCudart), native(withOffset(sym::ReleaseBlock, 0x5a), kC10Cuda),
                                native(withOffset(sym::ReleaseCached, 0x10b), kC10Cuda)};
        m_patternMalloc = stack(join(join({native("cudaMalloc", kCudart)}, allocator), pattern));
        // The retry path: the allocator frees cached blocks to make room, then maps again.
        m_patternRetryFree = stack(join(join(release,
                                             {native(withOffset(sym::DeviceMalloc, 0x8f2), kC10Cuda),
                                              native(withOffset(sym::NativeMalloc, 0x1a4), kC10Cuda),
                                              native(withOffset(sym::EmptyCuda, 0x9e), kTorchCuda),
                                              native(withOffset(sym::VariableEmpty, 0x21c), kTorchPython)}),
                                        pattern));
        m_ffiAlloc = stack(
            join({native("cuMemAlloc_v2", kLibCuda), native(withOffset("ffi_call_unix64", 0x55), "libffi.so.8"),
                  native(withOffset("ffi_call_int", 0x1ea), "libffi.so.8"),
                  native(withOffset("_ctypes_callproc", 0x2c6), "_ctypes.cpython-310-x86_64-linux-gnu.so"),
                  py(kAllocPy, "ffi_alloc", 30, 35)},
                 pattern));
        const Frames emptyCache = {native(withOffset(sym::EmptyCache, 0x3c), kC10Cuda),
                                   native(withOffset(sym::ModuleEmptyCache, 0x31), kTorchPython),
                                   torchPy("torch/cuda/memory.py", "empty_cache", 192, 210)};
        m_emptyCacheFree = stack(
            join(join(release, emptyCache), join({py(kAllocPy, "fragmentation_pattern", 68, 76)}, mainTail)));
        m_directMalloc = stack(join(join({native("cudaMalloc", kCudart)}, allocator),
                                    join({py(kAllocPy, "direct_cuda_alloc_free", 40, 46)}, directTail)));
        m_directFree = stack(
            join(join(release, emptyCache), join({py(kAllocPy, "direct_cuda_alloc_free", 40, 48)}, directTail)));
        m_syncStack = stack(
            {native("cudaStreamSynchronize", kCudart), native(withOffset(sym::StreamSync, 0x2c), kTorchCuda),
             native(withOffset(sym::NativeFree, 0x9a), kC10Cuda), native(withOffset(sym::TensorImplDtor, 0x8a), kC10),
             native(withOffset(sym::SubclassDealloc, 0x2f1), kTorchPython),
             py(kAllocPy, "fragmentation_pattern", 68, 81), py(kAllocPy, "main", 104, 114),
             py(kAllocPy, "<module>", 1, 122)});
    }

    void cudaMallocAt74(Thread& t, std::int64_t duration, std::int64_t retryFrees, std::uint64_t minBytes,
                        std::uint64_t maxBytes, double leakProbability)
    {
        for (std::int64_t i = 0; i < retryFrees && !m_live.empty(); ++i) {
            freeLive(t, m_patternRetryFree, m_rng.range(0, static_cast<std::int64_t>(m_live.size()) - 1));
            t.cursor += us(3, 15);
        }
        const std::uint64_t bytes = allocationSize(minBytes, maxBytes);
        const std::uint64_t p = devicePointer(bytes);
        call(t, kCuda, ops::CudaMalloc, duration, bytes, p, m_patternMalloc);
        // Tensors that stay referenced are never handed back: the imbalance a chain reports.
        if (!m_rng.chance(leakProbability))
            m_live.emplace_back(p, bytes);
    }

    void freeLive(Thread& t, std::int64_t stackHash, std::int64_t index)
    {
        const auto i = static_cast<std::size_t>(index);
        const auto [p, bytes] = m_live[i];
        m_live[i] = m_live.back();
        m_live.pop_back();
        const std::int64_t duration = m_rng.chance(0.015) ? us(300, 900) : m_rng.skewed(8 * kUs, 60 * kUs);
        call(t, kCuda, ops::CudaFree, duration, p, bytes, stackHash);
    }

    void emptyCache(Thread& t, std::size_t keep)
    {
        while (m_live.size() > keep) {
            freeLive(t, m_emptyCacheFree, static_cast<std::int64_t>(m_live.size()) - 1);
            t.cursor += us(2, 10);
        }
    }

    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_live;
    std::int64_t m_patternMalloc = 0;
    std::int64_t m_patternRetryFree = 0;
    std::int64_t m_ffiAlloc = 0;
    std::int64_t m_emptyCacheFree = 0;
    std::int64_t m_directMalloc = 0;
    std::int64_t m_directFree = 0;
    std::int64_t m_syncStack = 0;
};

// ---- fragmentation ----------------------------------------------------------------------------

class Fragmentation : public AllocStress
{
public:
    using AllocStress::AllocStress;

protected:
    SessionFacts sessionFacts() const override
    {
        return {"NVIDIA A10",       "570.148.08",        "Intel(R) Xeon(R) Platinum 8358 CPU @ 2.60GHz", 30, 232'448,
                "6.8.0-60-generic", "Ubuntu 22.04.5 LTS"};
    }

    void setup() override
    {
        buildTrainingStacks();
        buildAllocStacks();
        addStandardThreads();
        m_roundsToFlush = m_rng.range(30, 50);
    }

    void step(Thread& t) override
    {
        switch (t.role) {
        case Role::Main: round(t); break;
        case Role::Autograd: backward(t); break;
        case Role::Worker: {
            // Four DataLoader workers compete with the allocating main thread for CPU.
            const std::int64_t run = ms(6, 25);
            const std::int64_t off = m_rng.skewed(1 * kMs, 40 * kMs);
            runThenSleep(t, run, off, preemptorFor(t));
            break;
        }
        case Role::Quiet: {
            const std::int64_t run = us(30, 300);
            const std::int64_t off = ms(10, 90);
            runThenSleep(t, run, off, 0);
            break;
        }
        }
    }

    // cudaMalloc latency as the pool fragments: the typical call slows down and more and more
    // calls take the slow path (search, release, map), up to ~2.1 ms by the end.
    std::int64_t mallocLatency(std::int64_t t, bool* slow)
    {
        const double f = progressAt(t);
        *slow = m_rng.chance(0.02 + 0.16 * std::pow(f, 1.5));
        if (*slow) {
            const double ceiling = 180.0 + 1920.0 * f;
            return std::llround(m_rng.uniform(0.3, 1.0) * ceiling * kUs);
        }
        const double median = 45.0 + 110.0 * std::pow(f, 2.5);
        return m_rng.jitter(std::llround(median * kUs), 0.35);
    }

    void round(Thread& t)
    {
        call(t, kCuda, ops::CudaMemcpyAsync, m_rng.jitter(40 * kUs, 0.3), 8ULL << 20, 1, m_copyStack);
        t.cursor += us(30, 120);

        bool slow = false;
        const std::int64_t latency = mallocLatency(t.cursor, &slow);
        if (m_rng.chance(0.28)) {
            const std::uint64_t bytes = allocationSize(4096, 256ULL << 20);
            call(t, kDriver, ops::CuMemAlloc, latency * 9 / 10, bytes, 0, m_ffiAlloc);
        } else {
            const std::int64_t retries = slow ? m_rng.range(1, 3) : 0;
            cudaMallocAt74(t, latency, retries, 4096, 256ULL << 20, 0.04);
        }

        // A small explicit alloc/free pair now and then (direct_cuda_alloc_free, line 46).
        if (m_rng.chance(0.02)) {
            t.cursor += us(50, 200);
            const std::uint64_t bytes = allocationSize(1ULL << 20, 16ULL << 20);
            const std::uint64_t p = devicePointer(bytes);
            call(t, kCuda, ops::CudaMalloc, m_rng.jitter(65 * kUs, 0.3), bytes, p, m_directMalloc);
            t.cursor += us(100, 400);
            call(t, kCuda, ops::CudaFree, m_rng.jitter(40 * kUs, 0.3), p, bytes, m_directFree);
        }

        const std::int64_t launches = m_rng.range(6, 12);
        for (std::int64_t i = 0; i < launches; ++i) {
            t.cursor += us(20, 90);
            const Kernel& k = forwardKernel();
            launch(t, k, m_rng.jitter(k.driver ? 16 * kUs : 9 * kUs, 0.3));
        }

        if (++m_rounds % 4 == 0) {
            t.cursor += us(30, 100);
            const std::int64_t sync = m_rng.chance(0.02) ? ms(20, 45) : m_rng.jitter(1200 * kUs, 0.4);
            blockingCall(t, kCuda, ops::CudaStreamSync, sync, m_stream, m_syncStack, 1, 400 * kUs, preemptorFor(t));
        }
        if (--m_roundsToFlush <= 0) {
            t.cursor += us(50, 300);
            emptyCache(t, static_cast<std::size_t>(m_rng.range(0, 3)));
            m_roundsToFlush = m_rng.range(30, 50);
        }
        // Python work between rounds, often interrupted by the DataLoader workers.
        const std::int64_t think = ms(35, 70);
        if (m_rng.chance(0.6)) {
            const std::int64_t off = m_rng.skewed(200 * kUs, 12 * kMs);
            const std::uint32_t preemptor = m_workers[static_cast<std::size_t>(m_rng.range(0, 3))]->tid;
            runThenSleep(t, think, off, preemptor);
        } else {
            t.cursor += think;
        }
    }

    void backward(Thread& t)
    {
        const std::int64_t launches = m_rng.range(8, 16);
        for (std::int64_t i = 0; i < launches; ++i) {
            const Kernel& k = backwardKernel();
            launch(t, k, m_rng.jitter(k.driver ? 18 * kUs : 10 * kUs, 0.3));
            t.cursor += us(30, 150);
        }
        const std::int64_t run = us(50, 300);
        const std::int64_t off = ms(30, 80);
        runThenSleep(t, run, off, m_mainPid);
    }

    void onTick(std::int64_t from, std::int64_t) override
    {
        // Bursts of lost CUDA events while the allocation storm is at its worst.
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
    std::int64_t m_rounds = 0;
    std::int64_t m_roundsToFlush = 0;
};

// ---- dataloader-fork-stall ----------------------------------------------------------------------

class ForkStall : public AllocStress
{
public:
    using AllocStress::AllocStress;

protected:
    SessionFacts sessionFacts() const override
    {
        return {"NVIDIA A10",       "570.148.08",        "Intel(R) Xeon(R) Platinum 8358 CPU @ 2.60GHz", 30, 232'448,
                "6.8.0-60-generic", "Ubuntu 22.04.5 LTS"};
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
        buildTrainingStacks();
        buildAllocStacks();
        addStandardThreads();
        m_fork = m_t0 + 42 * kSec + ms(60, 180);
        for (std::size_t i = 0; i < 4; ++i) {
            m_stallEnd[i] = m_fork + us(1200, 1900);
            m_stallLength[i] = (kStallsUs[i] + m_rng.range(-4000, 4000)) * kUs;
        }
    }

    [[nodiscard]] bool inStorm(std::int64_t t) const { return elapsed(t) >= 20 && elapsed(t) < 50; }
    [[nodiscard]] bool recovering(std::int64_t t) const { return elapsed(t) >= 50 && elapsed(t) < 80; }

    void step(Thread& t) override
    {
        switch (t.role) {
        case Role::Main: iteration(t); break;
        case Role::Autograd: backward(t); break;
        case Role::Worker: worker(t); break;
        case Role::Quiet: {
            const std::int64_t run = us(30, 300);
            const std::int64_t off = ms(10, 90);
            runThenSleep(t, run, off, 0);
            break;
        }
        }
    }

    void worker(Thread& t)
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

    void gap(Thread& t, std::int64_t run)
    {
        if (m_rng.chance(0.25)) {
            const std::int64_t off = m_rng.skewed(80 * kUs, 3 * kMs);
            runThenSleep(t, run, off, liveWorker());
        } else {
            t.cursor += run;
        }
    }

    void iteration(Thread& t)
    {
        if (!m_forked && t.cursor >= m_fork - 900 * kMs) {
            forkIncident(t);
            return;
        }
        call(t, kCuda, ops::CudaMemcpyAsync, m_rng.jitter(40 * kUs, 0.3), 32ULL * 3 * 224 * 224 * 4, 1, m_copyStack);
        if (inStorm(t.cursor)) {
            const std::int64_t allocs = m_rng.range(3, 6);
            for (std::int64_t i = 0; i < allocs; ++i) {
                gap(t, us(20, 80));
                cudaMallocAt74(t, m_rng.jitter(900 * kUs, 0.35), 0, 16ULL << 20, 256ULL << 20, 0.0);
                if (m_live.size() > 8) {
                    t.cursor += us(10, 40);
                    freeLive(t, m_patternRetryFree, 0);
                }
            }
        }
        const std::int64_t launches = m_rng.range(10, 16);
        for (std::int64_t i = 0; i < launches; ++i) {
            gap(t, us(30, 120));
            const Kernel& k = forwardKernel();
            launch(t, k, m_rng.jitter(k.driver ? 116 * kUs : 40 * kUs, 0.4));
        }
        gap(t, us(30, 100));
        // The step waits for the GPU; the thread sleeps in the sync and is woken repeatedly.
        const std::int64_t wait = recovering(t.cursor) ? m_rng.jitter(16 * kMs, 0.3) : m_rng.jitter(36 * kMs, 0.15);
        const auto sleeps = static_cast<int>(m_rng.range(3, 6));
        blockingCall(t, kCuda, ops::CudaStreamSync, wait, m_stream, m_syncStack, sleeps, 3 * kMs, liveWorker());
        gap(t, ms(2, 8));
    }

    void forkIncident(Thread& t)
    {
        m_forked = true;
        // Syncs stall while the workers stop feeding the GPU.
        const std::int64_t kickedOff = m_fork - 3 * kMs - 50 * kMs;
        while (t.cursor + 320 * kMs < kickedOff) {
            t.cursor += us(50, 200);
            call(t, kCuda, ops::CudaStreamSync, ms(150, 300), m_stream, 0, m_syncStack);
        }
        while (t.cursor + 200 * kUs < kickedOff) {
            const Kernel& k = forwardKernel();
            launch(t, k, m_rng.jitter(k.driver ? 116 * kUs : 40 * kUs, 0.3));
            t.cursor += us(60, 200);
        }
        // Kicked off CPU for ~50 ms just before the fork.
        t.cursor = std::max(t.cursor, kickedOff);
        runThenSleep(t, 1, 50 * kMs - 1, m_workerPidBase + 2);
        call(t, kCuda, ops::CudaStreamSync, m_rng.jitter(1600 * kUs, 0.05), m_stream, 0, m_syncStack);
        t.cursor = std::max(t.cursor, m_fork);
        // New workers replace the four that are shut down (persistent_workers=False).
        const std::uint32_t base = m_workerPidBase + static_cast<std::uint32_t>(m_rng.range(300, 400));
        for (int i = 0; i < 4; ++i) {
            const std::uint32_t pid = base + static_cast<std::uint32_t>(i);
            lifecycle(t, ops::ProcessFork, pid, t.cursor);
            const std::int64_t start = t.cursor + us(300, 900);
            m_workers.push_back(&addThread(pid, pid, "pt_data_worker", Role::Worker, start, i + 4));
            t.cursor += ms(20, 40);
        }
    }

    void backward(Thread& t)
    {
        const std::int64_t launches = m_rng.range(8, 14);
        for (std::int64_t i = 0; i < launches; ++i) {
            const Kernel& k = backwardKernel();
            launch(t, k, m_rng.jitter(k.driver ? 60 * kUs : 25 * kUs, 0.3));
            t.cursor += us(40, 160);
        }
        // The GPU thread stays clean: rare, short switches.
        const std::int64_t run = us(300, 1500);
        const std::int64_t off = m_rng.chance(0.03) ? us(200, 2000) : 0;
        runThenSleep(t, run, off, m_mainPid);
        t.cursor += ms(30, 60);
    }

    SystemSnapshot snapshot(std::int64_t t) override
    {
        const double s = elapsed(t);
        const double forkAt = elapsed(m_fork);
        SystemSnapshot snap;
        // Host memory climbs through the allocation storm and peaks at the fork.
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
    bool m_forked = false;
    std::array<std::int64_t, 4> m_stallEnd = {};
    std::array<std::int64_t, 4> m_stallLength = {};
};

std::unique_ptr<Scenario> makeScenario(std::string_view name, CaptureWriter& writer, const ScenarioOptions& options)
{
    // Natural length and the measured density of each scenario (events seen per second).
    if (name == "fragmentation")
        return std::make_unique<Fragmentation>(writer, options, Profile{"fragmentation", 150, 650, true});
    if (name == "dataloader-fork-stall")
        return std::make_unique<ForkStall>(writer, options, Profile{"dataloader-fork-stall", 120, 1145, false});
    if (name == "cpu-contention")
        return std::make_unique<CpuContention>(writer, options, Profile{"cpu-contention", 120, 1000, false});
    if (name == "periodic-spike")
        return std::make_unique<PeriodicSpike>(writer, options, Profile{"periodic-spike", 60, 1515, false});
    if (name == "healthy")
        return std::make_unique<Healthy>(writer, options, Profile{"healthy", 60, 1300, true});
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
    std::unique_ptr<Scenario> scenario = makeScenario(options.scenario, *writer, effective);
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
