// faultline-probe's costs (DESIGN §11): what a traced call costs with the probe attached against
// the same workload without it, with and without native stacks and CPython frames; how many
// events per second reach SQLite with nothing dropped; and the user-space ceilings of the
// record decoder and the writer thread. Prints medians; the parts that attach probes need root
// and the CUDA runtime (FAULTLINE_CUDART, else /usr/local/cuda*/lib*/libcudart.so*) and say why
// they are skipped otherwise. Calls go to cudaMalloc, which fails fast (35) without a driver, and to
// cudaGraphLaunch (a graph replay, traced since record ABI 2). The cost of the stacks taken when a
// Python thread blocks (ABI 2) comes from two CPython threads on one CPU that hand a byte back and
// forth through pipes: each round trip switches twice, a block in os.read (a wait stack taken) or
// a preemption when a write wakes the other thread (none taken); the scheduler program's own BPF
// time per round trip, with and without wait stacks, divided by the stacks taken, is their cost.
//
//   bench_probe [--quick | --cost | --drain]
//     --cost: only the cost per traced call (C, each of pyenv's CPythons) and per blocking switch
//     --drain: only the ring buffer -> SQLite drain, three times
//
// Internal: bench_probe --workload LIBCUDART [LIBC10] (the traced C workload, driven over
// stdin/stdout; LIBC10: a libc10.so whose allocator report the "tensor" command calls).

#include "CaptureSink.h"
#include "RecordDecoder.h"
#include "SqliteDb.h"
#include "faultline_events.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <filesystem>
#include <signal.h>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using faultline::probe::CaptureSink;
using faultline::probe::SinkBatch;

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// ---- the traced workload (a separate process) ----

using MallocFn = int (*)(void**, std::size_t);
using GraphLaunchFn = int (*)(void*, void*);
struct Dim3
{
    unsigned x, y, z;
};
using LaunchFn = int (*)(const void*, Dim3, Dim3, void**, std::size_t, void*);
// c10::reportMemoryUsageToProfiler(void*, int64_t, size_t, size_t, c10::Device): the Device,
// {int8 type, int8 index}, travels in a register as an integer.
using ReportFn = void (*)(void*, std::int64_t, std::size_t, std::size_t, std::uint16_t);

int runWorkload(const char* library, const char* c10)
{
    void* handle = dlopen(library, RTLD_NOW);
    if (!handle) {
        std::fprintf(stderr, "workload: %s\n", dlerror());
        return 1;
    }
    ReportFn report = nullptr;
    if (c10 != nullptr && c10[0] != '\0') {
        void* torch = dlopen(c10, RTLD_NOW);
        if (torch)
            report = reinterpret_cast<ReportFn>(dlsym(torch, "_ZN3c1027reportMemoryUsageToProfilerEPvlmmNS_6DeviceE"));
    }
    auto cudaMalloc = reinterpret_cast<MallocFn>(dlsym(handle, "cudaMalloc"));
    auto cudaGraphLaunch = reinterpret_cast<GraphLaunchFn>(dlsym(handle, "cudaGraphLaunch"));
    auto cudaLaunchKernel = reinterpret_cast<LaunchFn>(dlsym(handle, "cudaLaunchKernel"));
    if (!cudaMalloc || !cudaGraphLaunch || !cudaLaunchKernel)
        return 1;
    void* p = nullptr;
    static_cast<void>(cudaMalloc(&p, 4096)); // the first call initialises the runtime (slow)
    std::printf("ready %d\n", getpid());
    std::fflush(stdout);
    char line[128];
    while (std::fgets(line, sizeof line, stdin)) {
        int batches = 0;
        int calls = 0;
        int threads = 0;
        double seconds = 0;
        char verb[16] = {};
        if (std::sscanf(line, "%15s %d %d", verb, &batches, &calls) == 3 && std::strcmp(verb, "tensor") == 0) {
            // A tensor of 4 KiB on CUDA device 0 handed out and taken back, as the allocator reports it.
            std::string out;
            std::size_t allocated = 0;
            char block = 0;
            for (int b = 0; b < batches && report; ++b) {
                const auto t0 = Clock::now();
                for (int i = 0; i < calls; ++i) {
                    const std::int64_t size = (i & 1) ? -4096 : 4096;
                    allocated = static_cast<std::size_t>(static_cast<std::int64_t>(allocated) + size);
                    report(&block, size, allocated, 1 << 20, 0x0001);
                }
                const double ns = std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / calls;
                out += std::to_string(ns) + ' ';
            }
            std::printf("%s\n", out.c_str());
        } else if (std::sscanf(line, "%15s %d %d", verb, &batches, &calls) == 3
                   && (std::strcmp(verb, "run") == 0 || std::strcmp(verb, "graph") == 0
                       || std::strcmp(verb, "launch") == 0)) {
            const bool graph = std::strcmp(verb, "graph") == 0;
            const bool launch = std::strcmp(verb, "launch") == 0;
            // Two kernels on one stream, as a step's launches alternate between kernels.
            static const char kernels[2] = {};
            std::string out;
            for (int b = 0; b < batches; ++b) {
                const auto t0 = Clock::now();
                for (int i = 0; i < calls; ++i)
                    static_cast<void>(launch ? cudaLaunchKernel(&kernels[i & 1], {64, 1, 1}, {128, 1, 1}, nullptr, 0,
                                                                reinterpret_cast<void*>(0x5100))
                                          : graph ? cudaGraphLaunch(nullptr, nullptr)
                                                  : cudaMalloc(&p, 4096));
                const double ns = std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / calls;
                out += std::to_string(ns) + ' ';
            }
            std::printf("%s\n", out.c_str());
        } else if (std::sscanf(line, "hammer %d %lf", &threads, &seconds) == 2) {
            std::atomic<long> total{0};
            std::vector<std::thread> workers;
            const auto end = Clock::now() + std::chrono::duration<double>(seconds);
            for (int t = 0; t < threads; ++t) {
                workers.emplace_back([&] {
                    long n = 0;
                    void* q = nullptr;
                    while (Clock::now() < end) {
                        for (int i = 0; i < 256; ++i)
                            static_cast<void>(cudaMalloc(&q, 4096));
                        n += 256;
                    }
                    total += n;
                });
            }
            for (std::thread& w : workers)
                w.join();
            std::printf("%ld\n", total.load());
        } else {
            break;
        }
        std::fflush(stdout);
    }
    return 0;
}

// The same loop in CPython through ctypes, so that every call has Python frames to walk.
const char* kPythonWorkload = R"PY(
import ctypes, sys, time
lib = ctypes.CDLL(sys.argv[1])
malloc = lib.cudaMalloc
p = ctypes.c_void_p(0)
ref = ctypes.byref(p)
size = ctypes.c_size_t(4096)
def call(n):
    for _ in range(n):
        malloc(ref, size)
def nested(depth, n):
    if depth == 0:
        call(n)
    else:
        nested(depth - 1, n)
malloc(ref, size)
print("ready", flush=True)
for line in sys.stdin:
    parts = line.split()
    if parts[0] != "run":
        break
    batches, calls = int(parts[1]), int(parts[2])
    out = []
    for _ in range(batches):
        t0 = time.perf_counter_ns()
        nested(8, calls)
        out.append(str((time.perf_counter_ns() - t0) / calls))
    print(" ".join(out), flush=True)
)PY";

// Two threads on one CPU hand a byte back and forth through two pipes: each round trip blocks
// each once in os.read (a switch from one to the other), 9 Python frames deep on the main thread.
const char* kPingPongWorkload = R"PY(
import os, sys, threading, time
os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
to_echo, from_main = os.pipe()
to_main, from_echo = os.pipe()
def echo():
    while True:
        b = os.read(to_echo, 1)
        if b == b"q":
            return
        os.write(from_echo, b)
threading.Thread(target=echo, daemon=True).start()
def rounds(n):
    for _ in range(n):
        os.write(from_main, b"x")
        os.read(to_main, 1)
def nested(depth, n):
    if depth == 0:
        rounds(n)
    else:
        nested(depth - 1, n)
rounds(100)
print("ready", flush=True)
for line in sys.stdin:
    parts = line.split()
    if parts[0] != "run":
        break
    batches, calls = int(parts[1]), int(parts[2])
    out = []
    for _ in range(batches):
        t0 = time.perf_counter_ns()
        nested(8, calls)
        out.append(str((time.perf_counter_ns() - t0) / calls))
    print(" ".join(out), flush=True)
os.write(from_main, b"q")
)PY";

// ---- processes ----

struct Child
{
    pid_t pid = -1;
    FILE* in = nullptr;  // its stdin
    FILE* out = nullptr; // its stdout (or stderr for the probe)

    bool start(const std::vector<std::string>& argv, bool captureStderr)
    {
        int toChild[2];
        int fromChild[2];
        if (pipe2(toChild, O_CLOEXEC) != 0 || pipe2(fromChild, O_CLOEXEC) != 0)
            return false;
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0);
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], captureStderr ? 2 : 1);
        if (captureStderr)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        std::vector<char*> args;
        std::vector<std::string> copy = argv;
        for (std::string& a : copy)
            args.push_back(a.data());
        args.push_back(nullptr);
        const int rc = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
        posix_spawn_file_actions_destroy(&actions);
        close(toChild[0]);
        close(fromChild[1]);
        if (rc != 0)
            return false;
        in = fdopen(toChild[1], "w");
        out = fdopen(fromChild[0], "r");
        return in && out;
    }
    std::string readLine()
    {
        char buf[65536];
        if (!std::fgets(buf, sizeof buf, out))
            return {};
        return buf;
    }
    void send(const std::string& line)
    {
        std::fputs(line.c_str(), in);
        std::fflush(in);
    }
    int finish()
    {
        if (in)
            std::fclose(in);
        in = nullptr;
        int status = 0;
        if (pid > 0)
            waitpid(pid, &status, 0);
        if (out)
            std::fclose(out);
        out = nullptr;
        pid = -1;
        return status;
    }
};

std::string findCudart()
{
    if (const char* env = std::getenv("FAULTLINE_CUDART"); env && fs::exists(env))
        return env;
    std::error_code ec;
    for (const fs::directory_entry& dir : fs::directory_iterator("/usr/local", ec)) {
        const std::string name = dir.path().filename().string();
        if (name != "cuda" && name.rfind("cuda-", 0) != 0)
            continue;
        for (const char* lib : {"lib64", "lib"}) {
            for (const fs::directory_entry& f : fs::directory_iterator(dir.path() / lib, ec)) {
                const std::string file = f.path().filename().string();
                if (file.rfind("libcudart.so.", 0) == 0)
                    return f.path().string();
            }
        }
    }
    return {};
}

// pyenv's CPythons, the one quoted by default first.
std::vector<std::string> findPythons()
{
    std::vector<std::string> found;
    for (const char* v : {"3.12.1", "3.11.7", "3.13.0", "3.10.13"}) {
        const std::string p = std::string("/root/.pyenv/versions/") + v + "/bin/python3";
        if (fs::exists(p))
            found.push_back(p);
    }
    return found;
}

// faultline-probe record on `pid`; waits for its "attached" line.
struct Probe
{
    Child child;
    std::string output;

    bool start(const std::string& binary, pid_t pid, const std::vector<std::string>& flags)
    {
        output = (fs::temp_directory_path() / ("bench_probe_" + std::to_string(getpid()) + ".db")).string();
        for (const char* suffix : {"", "-wal", "-shm"})
            fs::remove(output + suffix);
        std::vector<std::string> argv = {binary, "record", "-o", output, "--pid", std::to_string(pid)};
        argv.insert(argv.end(), flags.begin(), flags.end());
        if (!child.start(argv, true))
            return false;
        for (;;) {
            const std::string line = child.readLine();
            if (line.empty())
                return false;
            if (line.find("; tracing ") != std::string::npos)
                return true;
        }
    }
    // Stops the probe; the events `where` selects and the records dropped.
    void stop(std::int64_t* events, std::int64_t* dropped, const std::string& where = "source = 1 AND op = 1")
    {
        kill(child.pid, SIGINT);
        while (!child.readLine().empty()) { }
        child.finish();
        faultline::capture::SqliteDb db;
        std::string error;
        *events = -1;
        *dropped = -1;
        if (db.openReadOnly(output, false, &error)) {
            *events = db.queryInt("SELECT COUNT(*) FROM events WHERE " + where, -1);
            *dropped = db.queryInt("SELECT COALESCE(SUM(dropped), 0) FROM faultline_source_counters", -1);
        }
        db.close();
        for (const char* suffix : {"", "-wal", "-shm"})
            fs::remove(output + suffix);
    }
};

std::vector<double> parseDoubles(const std::string& line)
{
    std::vector<double> out;
    std::istringstream in(line);
    for (double v = 0; in >> v;)
        out.push_back(v);
    return out;
}

// What a measurement runs: the workload's command and the events that stand for its calls.
struct Workload
{
    std::string verb = "run";
    std::string where = "source = 1 AND op = 1";
    const char* unit = "call";
    const char* recorded = "calls recorded";
    const char* units = nullptr; // the plural of `unit` when not unit + "s"
};

struct Variant
{
    const char* name;
    bool probe;
    std::vector<std::string> flags;
    bool floor = false;   // the kernel's uprobe + uretprobe with programs that only count
    bool bpfTime = false; // also the probe's own BPF run time per call (kernel.bpf_stats)
};

// Run time and runs of the probe's call programs (entry and return), summed over every loaded
// program whose name starts so; the kernel counts them only while BPF_STATS_RUN_TIME is enabled.
struct ProgramTimes
{
    std::uint64_t enterNs = 0, enterRuns = 0, returnNs = 0, returnRuns = 0, switchNs = 0, switchRuns = 0;

    static ProgramTimes read()
    {
        ProgramTimes t;
        __u32 id = 0;
        while (bpf_prog_get_next_id(id, &id) == 0) {
            const int fd = bpf_prog_get_fd_by_id(id);
            if (fd < 0)
                continue;
            bpf_prog_info info = {};
            __u32 length = sizeof info;
            if (bpf_obj_get_info_by_fd(fd, &info, &length) == 0) {
                const std::string name = info.name;
                if (name.rfind("fl_call_enter", 0) == 0) {
                    t.enterNs += info.run_time_ns;
                    t.enterRuns += info.run_cnt;
                } else if (name.rfind("fl_call_return", 0) == 0) {
                    t.returnNs += info.run_time_ns;
                    t.returnRuns += info.run_cnt;
                } else if (name.rfind("fl_sched_switch", 0) == 0) {
                    t.switchNs += info.run_time_ns;
                    t.switchRuns += info.run_cnt;
                }
            }
            ::close(fd);
        }
        return t;
    }
};

// uprobe_floor.bpf.o attached to cudaMalloc in `library` of `pid`.
struct Floor
{
    bpf_object* object = nullptr;
    std::vector<bpf_link*> links;

    bool attach(pid_t pid, const std::string& library)
    {
        const char* path = FAULTLINE_BPF_FLOOR_OBJECT;
        if (path[0] == '\0')
            return false;
        object = bpf_object__open_file(path, nullptr);
        if (!object || bpf_object__load(object) != 0)
            return false;
        for (const bool ret : {false, true}) {
            bpf_program* program = bpf_object__find_program_by_name(object, ret ? "floor_return" : "floor_entry");
            LIBBPF_OPTS(bpf_uprobe_opts, options, .retprobe = ret, .func_name = "cudaMalloc");
            bpf_link* link = program ? bpf_program__attach_uprobe_opts(program, pid, library.c_str(), 0, &options)
                                     : nullptr;
            if (!link)
                return false;
            links.push_back(link);
        }
        return true;
    }
    // Probe hits so far (entries and returns).
    [[nodiscard]] std::int64_t hits() const
    {
        bpf_map* bss = object ? bpf_object__find_map_by_name(object, ".bss") : nullptr;
        std::uint64_t value = 0;
        const int zero = 0;
        if (!bss || bpf_map__lookup_elem(bss, &zero, sizeof zero, &value, sizeof value, 0) != 0)
            return -1;
        return static_cast<std::int64_t>(value);
    }
    ~Floor()
    {
        for (bpf_link* link : links)
            bpf_link__destroy(link);
        if (object)
            bpf_object__close(object);
    }
};

// Per-call cost of the workload in `child` under each variant, in one run.
void measureCallCost(Child& child, pid_t pid, const std::string& probeBinary, const std::vector<Variant>& variants,
                     int batches, int calls, const std::string& library = {}, const Workload& work = {})
{
    const std::string command = work.verb + ' ' + std::to_string(batches) + ' ' + std::to_string(calls) + '\n';
    const std::string units = work.units ? work.units : std::string(work.unit) + 's';
    double baseline = 0;
    for (const Variant& v : variants) {
        Probe probe;
        if (v.probe && !probe.start(probeBinary, pid, v.flags)) {
            std::printf("  %-40s probe failed to start\n", v.name);
            continue;
        }
        if (v.floor) {
            Floor floor;
            if (!floor.attach(pid, library)) {
                std::printf("  %-40s cannot attach the counting programs\n", v.name);
                continue;
            }
            child.send(command);
            const double ns = median(parseDoubles(child.readLine()));
            std::printf("  %-40s %9.0f ns/%s  (+%.0f ns; %lld probe hits for %lld %s)\n", v.name, ns, work.unit,
                        ns - baseline, static_cast<long long>(floor.hits()), static_cast<long long>(batches) * calls,
                        units.c_str());
            continue;
        }
        // Stats stay on while `statsFd` is open; they add two clock reads to every program run.
        const int statsFd = v.bpfTime ? bpf_enable_stats(BPF_STATS_RUN_TIME) : -1;
        const ProgramTimes before = ProgramTimes::read();
        child.send(command);
        const double ns = median(parseDoubles(child.readLine()));
        const ProgramTimes after = ProgramTimes::read();
        if (statsFd >= 0)
            ::close(statsFd);
        std::int64_t events = 0;
        std::int64_t dropped = 0;
        if (v.probe)
            probe.stop(&events, &dropped, work.where);
        if (!v.probe && baseline == 0)
            baseline = ns;
        std::printf("  %-40s %9.0f ns/%s", v.name, ns, work.unit);
        if (v.probe) {
            std::printf("  (+%.0f ns; %lld %s for %lld %s, %lld dropped)", ns - baseline,
                        static_cast<long long>(events), work.recorded, static_cast<long long>(batches) * calls,
                        units.c_str(), static_cast<long long>(dropped));
        }
        std::printf("\n");
        if (v.bpfTime) {
            const auto perRun = [](std::uint64_t total, std::uint64_t runs) {
                return runs == 0 ? 0.0 : static_cast<double>(total) / static_cast<double>(runs);
            };
            if (statsFd < 0) {
                std::printf("  %-40s cannot enable kernel.bpf_stats\n", "");
            } else if (work.verb == "run" && work.where.find("source = 3") != std::string::npos) {
                // Every switch on the machine runs the program; what the traced ones add shows per
                // round trip (two blocking switches of traced threads each).
                std::printf("  %-40s sched_switch program: %.0f ns of BPF time per %s (%.0f ns per run, mean of "
                            "%llu runs)\n",
                            "", static_cast<double>(after.switchNs - before.switchNs) / (double(batches) * calls),
                            work.unit, perRun(after.switchNs - before.switchNs, after.switchRuns - before.switchRuns),
                            static_cast<unsigned long long>(after.switchRuns - before.switchRuns));
            } else if (after.returnRuns == before.returnRuns) {
                std::printf("  %-40s the probe's own BPF time: %.0f ns per %s at the entry, no return probe (mean of "
                            "%llu runs; the rest is the kernel's uprobe)\n",
                            "", perRun(after.enterNs - before.enterNs, after.enterRuns - before.enterRuns), work.unit,
                            static_cast<unsigned long long>(after.enterRuns - before.enterRuns));
            } else {
                std::printf("  %-40s the probe's own BPF time: entry %.0f ns + return %.0f ns per call (mean of %llu; "
                            "the rest is the kernel's uprobe)\n",
                            "", perRun(after.enterNs - before.enterNs, after.enterRuns - before.enterRuns),
                            perRun(after.returnNs - before.returnNs, after.returnRuns - before.returnRuns),
                            static_cast<unsigned long long>(after.returnRuns - before.returnRuns));
            }
        }
    }
}

void benchDecoder()
{
    // A call with 8 Python and 16 native frames, and an off-CPU record, as the ring holds them.
    std::vector<std::byte> call(sizeof(fl_call) + 8 * sizeof(fl_py_frame) + 16 * 8);
    fl_call c{};
    c.h.kind = FL_REC_CALL;
    c.h.size = static_cast<unsigned short>(call.size());
    c.fn = FL_FN_CUDA_MALLOC;
    c.npy = 8;
    c.nstack = 16;
    std::memcpy(call.data(), &c, sizeof c);
    std::vector<std::byte> off(sizeof(fl_offcpu));
    fl_offcpu o{};
    o.h.kind = FL_REC_OFFCPU;
    o.h.size = sizeof o;
    std::memcpy(off.data(), &o, sizeof o);
    faultline::probe::Record record;
    std::vector<double> rates;
    for (int round = 0; round < 5; ++round) {
        const int n = 2'000'000;
        const auto t0 = Clock::now();
        std::size_t ok = 0;
        for (int i = 0; i < n; ++i) {
            const auto& bytes = (i & 3) ? off : call;
            ok += faultline::probe::RecordDecoder::decode(bytes, &record) == faultline::probe::DecodeError::None;
        }
        const double s = std::chrono::duration<double>(Clock::now() - t0).count();
        if (ok != static_cast<std::size_t>(n))
            std::printf("decoder refused records\n");
        rates.push_back(n / s);
    }
    std::printf("record decoder: %.1f M records/s (median of 5; 1 call with 24 frames per 3 off-CPU records)\n",
                median(rates) / 1e6);
}

void benchSink(bool quick)
{
    const int total = quick ? 500'000 : 3'000'000;
    const std::string path =
        (fs::temp_directory_path() / ("bench_probe_sink_" + std::to_string(getpid()) + ".db")).string();
    for (const char* suffix : {"", "-wal", "-shm"})
        fs::remove(path + suffix);
    CaptureSink sink;
    std::string error;
    if (!sink.start(path, {}, {}, &error)) {
        std::printf("writer thread: cannot start: %s\n", error.c_str());
        return;
    }
    // 100 threads' worth of call and off-CPU events, 1000 distinct stacks, pushed as the
    // consumer pushes them (16k events per batch).
    const auto t0 = Clock::now();
    std::int64_t ts = 1'700'000'000'000'000'000LL;
    int pushed = 0;
    bool first = true;
    while (pushed < total) {
        auto batch = std::make_unique<SinkBatch>();
        if (first) {
            batch->newComms = {"python3", "pt_worker"};
            for (int s = 0; s < 1000; ++s) {
                std::vector<faultline::capture::StackFrame> frames(6);
                for (int f = 0; f < 6; ++f) {
                    frames[f].kind = faultline::capture::FrameKind::Python;
                    frames[f].pyFile = "/srv/train/model_" + std::to_string(s % 37) + ".py";
                    frames[f].pyFunction = "forward_" + std::to_string(f);
                    frames[f].pyDefLine = 10 * f + 1;
                    frames[f].pyLine = s + f;
                }
                batch->stacks.push_back(frames);
            }
            first = false;
        }
        for (int i = 0; i < 16384 && pushed < total; ++i, ++pushed) {
            faultline::capture::EventRecord e;
            e.timestamp = ts += 700;
            e.pid = 4242;
            e.tid = 4242 + (i % 100);
            e.source = (i % 4 == 3) ? 3 : 1;
            e.op = e.source == 3 ? 1 : 3;
            e.duration = 2000 + i % 500;
            e.arg0 = 0x7f0000000000ULL + static_cast<std::uint64_t>(i);
            e.arg1 = 7;
            e.retCode = 0;
            e.stackHash = e.source == 1 ? 1000 + i % 1000 : 0;
            e.commId = static_cast<std::uint32_t>(i % 2);
            batch->events.push_back(e);
        }
        sink.push(std::move(batch));
    }
    while (sink.eventsWritten() < total)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    const double ingest = std::chrono::duration<double>(Clock::now() - t0).count();
    const auto t1 = Clock::now();
    if (!sink.finish(&error)) {
        std::printf("writer thread: %s\n", error.c_str());
        return;
    }
    const double finish = std::chrono::duration<double>(Clock::now() - t1).count();
    std::printf("writer thread into SQLite: %.2f M events/s while recording (%d events in %.2f s); finishing the file "
                "(indexes, single-file journal) %.2f s more\n",
                total / ingest / 1e6, total, ingest, finish);
    for (const char* suffix : {"", "-wal", "-shm"})
        fs::remove(path + suffix);
}

// Ring buffer -> SQLite at full speed. On two vCPUs the workload's own threads cannot make calls
// faster than the writer stores them, so the probe is stopped (SIGSTOP) while they run: their
// records wait in a ring buffer big enough for all of them. Once it continues, the committed rows
// are polled; the rate is the slope between the first and the last commit of the backlog (the
// writer commits every 200,000 rows, and its last rows once it has caught up), and the whole
// drain from SIGCONT gives a lower bound.
void benchDrain(Child& c, const std::string& probeBinary, int threads, double seconds)
{
    Probe probe;
    if (!probe.start(probeBinary, c.pid, {"--no-stacks", "--no-python", "--ring-size", "1024"})) {
        std::printf("drain: probe failed to start\n");
        return;
    }
    kill(probe.child.pid, SIGSTOP);
    c.send("hammer " + std::to_string(threads) + ' ' + std::to_string(seconds) + '\n');
    const long made = std::atol(c.readLine().c_str());
    faultline::capture::SqliteDb db;
    std::string error;
    const bool opened = db.openReadOnly(probe.output, false, &error);
    const auto resumed = Clock::now();
    kill(probe.child.pid, SIGCONT);
    std::vector<std::pair<double, std::int64_t>> commits; // (s since SIGCONT, rows)
    std::int64_t rows = 0;
    while (opened && rows < made) {
        const std::int64_t now = db.queryInt("SELECT COALESCE(MAX(rowid), 0) FROM events", 0);
        const double t = std::chrono::duration<double>(Clock::now() - resumed).count();
        if (now != rows) {
            rows = now;
            commits.emplace_back(t, rows);
        }
        if (t > 120)
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    db.close();
    std::int64_t events = 0;
    std::int64_t dropped = 0;
    probe.stop(&events, &dropped);
    if (commits.empty() || rows < made) {
        std::printf("drain: the capture did not reach %ld rows (%lld)\n", made, static_cast<long long>(rows));
        return;
    }
    const double whole = commits.back().first;
    double slope = 0;
    if (commits.size() >= 3) {
        // From the first commit to the last: the writer's pace, not the commit cadence.
        slope = static_cast<double>(commits.back().second - commits.front().second)
            / (commits.back().first - commits.front().first);
    }
    std::printf("ring buffer -> SQLite, drained at full speed: %ld calls waited in the ring (probe stopped while %d "
                "threads made them); all committed %.2f s after SIGCONT (>= %.2f M events/s)",
                made, threads, whole, static_cast<double>(made) / whole / 1e6);
    if (slope > 0)
        std::printf("; between the first and last of %zu commits %.2f M events/s", commits.size(), slope / 1e6);
    std::printf("; %lld of %ld recorded, %lld dropped\n", static_cast<long long>(events), made,
                static_cast<long long>(dropped));
}

} // namespace

int main(int argc, char** argv)
{
    if ((argc == 3 || argc == 4) && std::strcmp(argv[1], "--workload") == 0)
        return runWorkload(argv[2], argc == 4 ? argv[3] : nullptr);
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    // --drain: only the ring buffer -> SQLite run, three times (its median is what to quote).
    const bool drainOnly = argc > 1 && std::strcmp(argv[1], "--drain") == 0;
    // --cost: only the cost per traced call, from C and from each CPython.
    const bool costOnly = argc > 1 && std::strcmp(argv[1], "--cost") == 0;
    // --cost SECTION: only one of calls, graphs, launches, tensors, python.
    const std::string section = costOnly && argc > 2 ? argv[2] : "";
    const auto wants = [&](const char* name) { return section.empty() || section == name; };

    if (!drainOnly && !costOnly) {
        benchDecoder();
        benchSink(quick);
    }

    const std::string probeBinary = FAULTLINE_PROBE_BINARY;
    const std::string cudart = findCudart();
    if (geteuid() != 0) {
        std::printf("probe cost: skipped (needs root to attach probes)\n");
        return 0;
    }
    if (cudart.empty()) {
        std::printf("probe cost: skipped (no libcudart; set FAULTLINE_CUDART)\n");
        return 0;
    }
    const std::string self = fs::canonical("/proc/self/exe").string();
    const int batches = quick ? 7 : 21;
    const int calls = quick ? 5000 : 20000;

    Child c;
    const std::string fakeC10 = FAULTLINE_BENCH_FAKE_C10;
    if (!c.start({self, "--workload", cudart, fakeC10}, false) || c.readLine().rfind("ready", 0) != 0) {
        std::printf("probe cost: the C workload did not start\n");
        return 1;
    }
    if (drainOnly) {
        for (int run = 0; run < 3; ++run)
            benchDrain(c, probeBinary, 2, 8);
        c.send("quit\n");
        c.finish();
        return 0;
    }
    if (wants("calls")) {
        std::printf("cost per traced call, C, cudaMalloc (%s), medians of %d batches x %d calls:\n", cudart.c_str(),
                    batches, calls);
        measureCallCost(c, c.pid, probeBinary,
                        {{"no probe", false, {}},
                         {"kernel floor: counting uprobe+uretprobe", false, {}, true},
                         {"probe, no stacks, no Python", true, {"--no-stacks", "--no-python"}},
                         {"probe, native stacks", true, {"--no-python"}},
                         {"probe, no stacks, no Python, BPF stats", true, {"--no-stacks", "--no-python"}, false, true},
                         {"no probe (again)", false, {}}},
                        batches, calls, cudart);
    }
    if (wants("graphs")) {
        std::printf("cost per traced call, C, cudaGraphLaunch (graph replays; %s), medians of %d batches x %d calls:\n",
                    cudart.c_str(), batches, calls);
        measureCallCost(c, c.pid, probeBinary,
                        {{"no probe", false, {}},
                         {"probe, no stacks, no Python", true, {"--no-stacks", "--no-python"}},
                         {"probe, native stacks", true, {"--no-python"}},
                         {"no probe (again)", false, {}}},
                        batches, calls, cudart, {"graph", "source = 8 AND op = 4", "call", "graph launches recorded"});
    }
    // Kernel launches (issue 25): one entry probe each, against the entry and return probes of
    // before (--launch-returns), in the same run.
    if (wants("launches")) {
        std::printf("cost per kernel launch, C, cudaLaunchKernel (%s; no driver on this machine, so at the runtime's "
                    "probe), medians of %d batches x %d launches:\n",
                    cudart.c_str(), batches, calls);
        const std::vector<Variant> launchVariants = {
            {"no probe", false, {}},
            {"before: entry + return, no stacks", true, {"--launch-returns", "--no-stacks", "--no-python"}},
            {"now: entry only, no stacks", true, {"--no-stacks", "--no-python"}},
            {"before: entry + return, native stacks", true, {"--launch-returns", "--launches", "all", "--no-python"}},
            {"now: --launches all, native stacks", true, {"--launches", "all", "--no-python"}},
            {"now: sampled (default), native stacks", true, {"--no-python"}},
            {"now: --launches counted", true, {"--launches", "counted", "--no-python"}},
            {"before, no stacks, BPF stats", true, {"--launch-returns", "--no-stacks", "--no-python"}, false, true},
            {"now, no stacks, BPF stats", true, {"--no-stacks", "--no-python"}, false, true},
            {"no probe (again)", false, {}}};
        measureCallCost(c, c.pid, probeBinary, launchVariants, batches, calls, cudart,
                        {"launch", "source = 1 AND op = 3", "launch", "launch rows", "launches"});
        const std::string mock = FAULTLINE_BENCH_MOCK_CUDART;
        const std::string fakeCuda = FAULTLINE_BENCH_FAKE_LIBCUDA;
        if (fs::exists(mock) && fs::exists(fakeCuda)) {
            // A node with a driver: the mock libcudart passes each launch on to the fake libcuda's
            // cuLaunchKernel, and the probe is told a driver is there.
            setenv("MOCK_CUDART_DRIVER", fakeCuda.c_str(), 1);
            setenv("FAULTLINE_PROBE_ASSUME_DRIVER", "1", 1);
            Child d;
            if (d.start({self, "--workload", mock}, false) && d.readLine().rfind("ready", 0) == 0) {
                std::printf(
                    "cost per kernel launch with a driver (%s calling %s), medians of %d batches x %d launches:\n",
                    mock.c_str(), fakeCuda.c_str(), batches, calls);
                measureCallCost(d, d.pid, probeBinary, launchVariants, batches, calls, mock,
                                {"launch", "(source = 1 AND op = 3) OR (source = 4 AND op = 1)", "launch",
                                 "launch rows", "launches"});
                d.send("quit\n");
                d.finish();
            } else {
                std::printf("cost per kernel launch with a driver: the workload did not start\n");
            }
            unsetenv("MOCK_CUDART_DRIVER");
            unsetenv("FAULTLINE_PROBE_ASSUME_DRIVER");
        }
    }
    if (!wants("tensors")) {
    } else if (fs::exists(fakeC10)) {
        std::printf(
            "cost per tensor allocation or free, C, c10::reportMemoryUsageToProfiler (an entry probe only; %s), "
            "medians of %d batches x %d reports:\n",
            fakeC10.c_str(), batches, calls);
        measureCallCost(c, c.pid, probeBinary,
                        {{"no probe", false, {}},
                         {"probe, no stacks, no Python", true, {"--no-stacks", "--no-python"}},
                         {"probe, native stacks (allocations only)", true, {"--no-python"}},
                         {"probe, --no-tensors", true, {"--no-tensors"}},
                         {"no probe (again)", false, {}}},
                        batches, calls, {}, {"tensor", "source = 10", "report", "tensor rows recorded"});
    } else {
        std::printf("cost per tensor allocation: skipped (no fake libc10.so at %s)\n", fakeC10.c_str());
    }

    const int threads = 2;
    const double seconds = quick ? 2 : 5;
    for (const bool stacks : {false, true}) {
        if (costOnly)
            break;
        Probe probe;
        std::vector<std::string> flags = {"--no-python"};
        if (!stacks)
            flags.push_back("--no-stacks");
        if (!probe.start(probeBinary, c.pid, flags)) {
            std::printf("sustained: probe failed to start\n");
            break;
        }
        const auto t0 = Clock::now();
        c.send("hammer " + std::to_string(threads) + ' ' + std::to_string(seconds) + '\n');
        const long made = std::atol(c.readLine().c_str());
        std::int64_t events = 0;
        std::int64_t dropped = 0;
        // Until the probe has written the last event and finished the file.
        probe.stop(&events, &dropped);
        const double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
        std::printf("sustained, %d threads for %.0f s%s: %.0f calls/s traced; %.0f events/s into SQLite counting until "
                    "the capture was finished (%.1f s); %lld of %ld calls recorded, %lld dropped\n",
                    threads, seconds, stacks ? ", native stacks" : "", static_cast<double>(made) / seconds,
                    static_cast<double>(events) / elapsed, elapsed, static_cast<long long>(events), made,
                    static_cast<long long>(dropped));
    }
    if (!costOnly)
        benchDrain(c, probeBinary, threads, quick ? 3 : 8);
    c.send("quit\n");
    c.finish();

    std::vector<std::string> pythons = findPythons();
    if (!wants("python"))
        return 0;
    if (pythons.empty()) {
        std::printf("cost per traced call, CPython: skipped (no pyenv CPython in /root/.pyenv/versions)\n");
        return 0;
    }
    if (!costOnly)
        pythons.resize(1);
    for (const std::string& python : pythons) {
        // Off-CPU stacks: what a blocking switch of a Python thread costs with its wait stack taken.
        Child pingPong;
        if (!pingPong.start({python, "-c", kPingPongWorkload}, false) || pingPong.readLine().rfind("ready", 0) != 0) {
            std::printf("cost per blocking switch, CPython: the workload did not start\n");
            return 1;
        }
        std::printf("cost of off-CPU records and wait stacks, %s, two threads on one CPU through pipes (two switches "
                    "per round trip, a block or a preemption each), medians of %d batches x %d round trips:\n",
                    python.c_str(), batches, calls / 8);
        measureCallCost(
            pingPong, pingPong.pid, probeBinary,
            {{"no probe", false, {}},
             {"probe, no wait stacks (--no-python --no-stacks)", true, {"--no-stacks", "--no-python"}},
             {"probe, Python wait stacks (--no-stacks)", true, {"--no-stacks"}},
             {"probe, Python + native wait stacks", true, {}},
             {"probe, no wait stacks, BPF stats", true, {"--no-stacks", "--no-python"}, false, true},
             {"probe, Python + native wait stacks, BPF stats", true, {}, false, true},
             {"no probe (again)", false, {}}},
            batches, calls / 8, {},
            {"run", "source = 3 AND op = 1 AND stack_hash != 0", "round trip", "blocked intervals with a wait stack"});
        pingPong.send("quit\n");
        pingPong.finish();

        Child py;
        if (!py.start({python, "-c", kPythonWorkload, cudart}, false) || py.readLine().rfind("ready", 0) != 0) {
            std::printf("cost per traced call, CPython: the workload did not start\n");
            return 1;
        }
        std::printf("cost per traced call, %s via ctypes 9 frames deep, medians of %d batches x %d calls:\n",
                    python.c_str(), batches, calls / 4);
        measureCallCost(py, py.pid, probeBinary,
                        {{"no probe", false, {}},
                         {"probe, no stacks, no Python", true, {"--no-stacks", "--no-python"}},
                         {"probe, Python frames", true, {"--no-stacks"}},
                         {"probe, Python frames + native stacks", true, {}},
                         {"probe, Python frames, BPF stats", true, {"--no-stacks"}, false, true},
                         {"no probe (again)", false, {}}},
                        batches, calls / 4);
        py.send("quit\n");
        py.finish();
    }
    return 0;
}
