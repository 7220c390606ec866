#pragma once

#include "CaptureTypes.h"
#include "DemoRng.h"
#include "DemoStacks.h"
#include "DemoUnits.h"
#include "DeviceAddressSpace.h"
#include "EventEmitter.h"
#include "GpuQueue.h"
#include "OpCatalog.h"
#include "ScenarioGenerator.h"

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::capture {
class CaptureWriter;
}

namespace faultline::capture::demo {

inline constexpr std::uint8_t kCuda = static_cast<std::uint8_t>(Source::Cuda);
inline constexpr std::uint8_t kHost = static_cast<std::uint8_t>(Source::Host);
inline constexpr std::uint8_t kDriver = static_cast<std::uint8_t>(Source::Driver);
// The simulation advances every thread to the end of a tick before it writes the tick's events.
inline constexpr std::int64_t kTick = 100 * kMs;

// Main: the training loop. Autograd: the autograd engine's device thread, woken by the main
// thread's backward(). Worker: a DataLoader worker process. Quiet: wakes now and then (CUDA's
// event handler). Idle: created at start-up and off-CPU until the process exits (PyTorch's
// intra-op pool, CUDA's internal thread).
enum class Role : std::uint8_t { Main, Autograd, Worker, Quiet, Idle };

struct Thread
{
    std::uint32_t tid = 0;
    std::uint32_t tgid = 0;
    std::string name;
    Role role = Role::Quiet;
    int index = 0;              // worker number, or 0
    std::int64_t cursor = 0;    // the thread is busy until here
    std::int64_t idleSince = 0; // threads woken by another: off-CPU since
    std::int64_t firstSeen = 0;
    std::int64_t lastSeen = 0;
    bool alive = true;
};

// The machine a scenario's capture was taken on, as its session row says.
struct Machine
{
    std::string_view gpuModel;
    std::string_view gpuDriver;
    std::string_view cpuModel;
    std::int64_t cpuCores = 0;
    std::int64_t memTotalMb = 0;
    std::string_view kernel;
    std::string_view osRelease;
};

// How long a scenario runs and how dense it is.
struct Profile
{
    std::int64_t naturalSeconds = 0;
    double eventsPerSecond = 0; // seen events per simulated second, to scale for --events
    bool sampledLaunches = false;
};

// A traced PyTorch process on a simulated clock: its threads, each with a cursor, run in ticks of
// 100 ms; what they do becomes the capture's events, written in time order. Scenarios say what
// the main thread and the DataLoader workers do each step; the simulation provides the CUDA calls,
// the GPU's queue, the device's addresses, scheduling and the process's life. The same options
// give the same capture: every random draw comes from one generator seeded by the scenario's name
// and the seed, one draw per statement.
class DemoSimulation
{
public:
    DemoSimulation(CaptureWriter& writer, const ScenarioOptions& options, const Profile& profile,
                   const Machine& machine);
    virtual ~DemoSimulation() = default;
    DemoSimulation(const DemoSimulation&) = delete;
    DemoSimulation& operator=(const DemoSimulation&) = delete;

    // Runs the whole capture into the writer; false with `error` set if it stopped (cancelled, or
    // the writer failed).
    [[nodiscard]] bool run(std::string* error);

protected:
    virtual void setup() = 0;
    virtual void iteration(Thread& main) = 0;
    virtual void worker(Thread& t) = 0;
    virtual SystemSnapshot snapshot(std::int64_t t) = 0;
    virtual void onTick(std::int64_t /*from*/, std::int64_t /*to*/) { }
    // Called once the capture has run long enough; `end` is when recording stops.
    virtual void finishing(std::int64_t end) { exitWorkers(end); }
    [[nodiscard]] virtual std::string scriptName() const = 0;

    // Seconds since the session started.
    [[nodiscard]] double elapsed(std::int64_t t) const { return static_cast<double>(t - m_t0) / kSec; }
    // Position in the planned capture, 0..1 (stays 1 when --events runs it longer).
    [[nodiscard]] double progressAt(std::int64_t t) const;

    std::int64_t us(std::int64_t lo, std::int64_t hi) { return m_rng.range(lo, hi) * kUs; }
    std::int64_t ms(std::int64_t lo, std::int64_t hi) { return m_rng.range(lo, hi) * kMs; }

    Thread& addThread(std::uint32_t tid, std::uint32_t tgid, std::string name, Role role, std::int64_t start,
                      int index = 0);
    // The training process as PyTorch makes it: the main thread; the threads of its intra-op pool
    // and CUDA's internal thread, idle for the whole run; CUDA's event handler; and four DataLoader
    // workers, child processes named pt_data_worker. The autograd engine's thread is started by
    // the first backward().
    void addProcessThreads();

    void emit(Thread& t, std::uint8_t source, std::uint8_t op, std::int64_t ts, std::int64_t duration,
              std::uint64_t arg0, std::uint64_t arg1, std::int64_t stackHash, bool store);
    // A CUDA runtime or driver call starting at the thread's cursor. `offCpu` > 0 puts the
    // thread off-CPU inside the call (it was descheduled while in it), which lengthens it.
    void call(Thread& t, std::uint8_t source, std::uint8_t op, std::int64_t duration, std::uint64_t arg0,
              std::uint64_t arg1, std::int64_t stackHash, std::int64_t offCpu = 0, std::uint32_t preemptor = 0,
              bool store = true);
    // A runtime call and the driver call it makes, on the same thread: the driver call starts a
    // microsecond or two into the runtime call and returns a few before it (the cuMemAlloc inside
    // cudaMalloc, the cuLaunchKernel inside cudaLaunchKernel). Time off-CPU falls in the driver.
    void nestedCall(Thread& t, std::uint8_t op, std::uint8_t driverOp, std::int64_t duration, std::uint64_t arg0,
                    std::uint64_t arg1, std::uint64_t driverArg0, std::uint64_t driverArg1, const Site& site,
                    bool store = true, std::int64_t offCpu = 0, std::uint32_t preemptor = 0);
    // A kernel launch costing `cpuNs` on the host, longer when the queue is full.
    void launch(Thread& t, const Kernel& k, std::int64_t cpuNs, std::int64_t offCpu = 0, std::uint32_t preemptor = 0);
    // A host-to-device copy with non_blocking=True from pinned memory: queued, back in
    // microseconds whatever its size.
    void copyToDevice(Thread& t, std::int64_t stackHash, std::uint64_t bytes);
    // tensor.item(): a small device-to-host copy, then a wait until the stream has run it.
    void item(Thread& t, std::int64_t copyStack, std::int64_t syncStack, std::int64_t offCpu = 0,
              std::uint32_t preemptor = 0);

    // The caching allocator asks cudaMalloc for whole segments: 2 MiB for requests up to 1 MiB
    // (the small pool), 20 MiB for those below 10 MiB, the request rounded up to 2 MiB above that.
    [[nodiscard]] static std::uint64_t segmentFor(std::uint64_t request);
    // A tensor's size: log-uniform between the bounds, rounded to 512 bytes as the allocator rounds.
    std::uint64_t requestSize(std::uint64_t minBytes, std::uint64_t maxBytes);
    std::uint64_t devicePointer(std::uint64_t bytes) { return m_deviceBase + m_addresses.take(bytes); }
    void releasePointer(std::uint64_t p, std::uint64_t bytes) { m_addresses.give(p - m_deviceBase, bytes); }
    // cudaMalloc of `bytes` (a segment) with the cuMemAlloc inside it; returns the address.
    std::uint64_t cudaMalloc(Thread& t, const Site& site, std::uint64_t bytes, std::int64_t duration);
    // cudaFree with the cuMemFree inside it. cudaFree synchronises the device: it returns once the
    // GPU has run what was queued, `duration` after that.
    void cudaFree(Thread& t, const Site& site, std::uint64_t p, std::uint64_t bytes, std::int64_t duration);

    // The thread runs on CPU for `run`, then is off-CPU for `off` (sched_switch at the end).
    void runThenSleep(Thread& t, std::int64_t run, std::int64_t off, std::uint32_t preemptor);
    void lifecycle(Thread& t, std::uint8_t op, std::uint64_t arg1, std::int64_t ts);

    // loss.backward(): the autograd engine's device thread (pt_autograd_0, no Python on its
    // stacks) runs the pass that `body` issues on it, while the main thread sleeps until it is
    // done.
    template<typename Body>
    void backward(Thread& main, Body&& body)
    {
        Thread& engine = wakeAutograd(main);
        body(engine);
        resumeAfterBackward(main, engine);
    }

    void exitWorkers(std::int64_t end);
    std::uint32_t preemptorFor(const Thread& t);

    CaptureWriter& m_writer;
    EventEmitter m_emit;
    DemoStacks m_stacks;
    const ScenarioOptions& m_options;
    Profile m_profile;
    Machine m_machine;
    DemoRng m_rng;
    std::int64_t m_t0 = 0;
    std::int64_t m_duration = 0;
    std::int64_t m_end = 0;
    std::uint32_t m_mainPid = 0;
    std::uint32_t m_workerPidBase = 0;
    std::int64_t m_lastFork = 0;
    std::deque<Thread> m_threads;
    Thread* m_main = nullptr;
    Thread* m_autograd = nullptr;
    std::vector<Thread*> m_workers;
    GpuQueue m_gpu;
    double m_gpuScale = 1.0;
    DeviceAddressSpace m_addresses{64ULL << 30};
    std::uint64_t m_stream = 0x5626a4e1f0c0ULL;
    std::uint64_t m_deviceBase = 0x7f2a00000000ULL;
    std::uint64_t m_launchCounter = 0;

private:
    void step(Thread& t);
    Thread& wakeAutograd(Thread& main);
    void resumeAfterBackward(Thread& main, Thread& engine);
    // Threads that only sleep (and the engine's thread since its last pass) run again when the
    // process exits: one sched_switch each, as long as the run.
    void wakeSleepers(std::int64_t end);
    [[nodiscard]] bool storeLaunch();
    void writeSession(std::int64_t last);
};

} // namespace faultline::capture::demo
