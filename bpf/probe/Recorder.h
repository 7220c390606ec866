#pragma once

// `faultline-probe record`: one recording session. The calling thread consumes the ring buffer
// (on a timer: BPF wakes it only when the ring fills), decodes and enriches records (thread
// names, stacks resolved while the process still lives) and hands batches to the writer
// thread (CaptureSink). Once a second it reads the drop counters and page-allocation sums,
// samples the system, and looks for new libraries and processes.

#include "BpfProgram.h"
#include "CaptureSink.h"
#include "HostInfo.h"
#include "LibraryAttacher.h"
#include "LiveFeed.h"
#include "ProcessTable.h"
#include "PythonFrames.h"
#include "RecordDecoder.h"
#include "StackBuilder.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <sys/types.h>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

struct ring_buffer;

namespace faultline::probe {

// What becomes of kernel launches (enum fl_launch_mode). Each is one entry probe (one trap). All
// stores each with its stacks. Sampled stores each, with the stacks of the first after another
// CUDA call of its thread and then of one per launchSampleNs of the thread. Counted stores the
// first of each (thread, kernel, stream) with its stacks and counts the others.
enum class LaunchMode : std::uint8_t { All = 0, Sampled = 1, Counted = 2 };
[[nodiscard]] const char* launchModeName(LaunchMode mode);

struct RecordOptions
{
    std::string output;
    std::vector<std::uint32_t> pids;
    bool all = false;
    std::vector<std::string> command; // run and trace it (as the sudo user)
    std::int64_t durationMs = 0;      // 0: until a signal
    bool stacks = true;
    bool python = true;
    bool tensors = true; // PyTorch's caching allocator (libc10): tensor allocations and frees
    LaunchMode launches = LaunchMode::Sampled;
    std::int64_t launchSampleNs = 100'000; // Sampled: a thread's launch takes stacks once per this
    bool launchReturns = false;            // launches with return probes, at the runtime and the driver
    std::uint64_t ringBytes = 32u << 20;
    std::string node;
    std::string commandLine; // how the probe was invoked, for the capture's metadata

    // Live streaming (`serve`): every batch written is also published to `feed`; `stopRequest`
    // ends the recording (the signals are then the caller's); the output belongs to `owner`
    // (else the sudo user) and is flock()ed while it is written, so a resume waits for it.
    LiveFeed* feed = nullptr;
    const std::atomic<bool>* stopRequest = nullptr;
    std::optional<OutputOwner> owner;
    std::vector<std::pair<std::string, std::string>> meta; // written at the start
};

class Recorder
{
public:
    explicit Recorder(RecordOptions options);
    ~Recorder();
    Recorder(const Recorder&) = delete;
    Recorder& operator=(const Recorder&) = delete;

    // Records until SIGINT/SIGTERM/SIGHUP, the duration, or the end of every traced process.
    // Returns the exit status: 0 when a complete capture was written.
    [[nodiscard]] int run();

    // run() in two steps: attach and create the capture (false with the reason, nothing left
    // behind), then record until stopped and finish the capture.
    [[nodiscard]] bool start(std::string* error);
    [[nodiscard]] int recordUntilStopped();
    [[nodiscard]] const std::string& stopReason() const { return m_stopReason; }

private:
    struct ThreadState
    {
        std::uint32_t tgid = 0;
        std::uint32_t commId = 0;
        std::int64_t firstSeen = 0;
        std::int64_t lastSeen = 0;
        bool dirty = true;
    };

    static int onRecord(void* context, void* data, std::size_t size);
    void handle(const std::byte* data, std::size_t size);
    void handleCall(std::int64_t wallNs);
    void handleTask(std::int64_t wallNs);

    [[nodiscard]] bool setUp(std::string* error);
    [[nodiscard]] bool launchCommand(std::string* error);
    [[nodiscard]] bool releaseCommand(std::string* error);
    void loop();
    void housekeeping(bool final);
    // --launches counted: the launches counted since the last call, as aggregate-only records.
    void flushLaunchCounts(std::int64_t nowWallNs);
    // A driver launch (cuLaunchKernel, cuLaunchKernelEx) whose return address lies in libcudart:
    // cudaLaunchKernel made it.
    [[nodiscard]] bool calledFromCudaRuntime(ProcessState& p, std::uint64_t returnAddress);
    void tearDown();
    void recordUnfinishedCalls();

    // `name`: the process's name as a record carried it (fork, exec), for a process that is
    // gone before /proc is read; else its main thread's name when known.
    ProcessState& process(std::uint32_t tgid, std::int64_t wallNs, const std::string& name = {});
    [[nodiscard]] std::string mainThreadName(std::uint32_t tgid) const;
    // Hands the capture (and a live client) a process's name and job rank.
    void announce(const ProcessState& p, std::int64_t wallNs);
    // The session's job rank: what the traced processes agree on.
    [[nodiscard]] capture::JobRank agreedJobRank() const;
    void discover(ProcessState& p);
    void rescan();
    ThreadState& thread(std::uint32_t tid, std::uint32_t tgid, std::int64_t wallNs);
    std::uint32_t commId(const std::string& name);
    [[nodiscard]] std::int64_t stackFor(std::uint32_t tgid, ProcessState& p);

    void pushBatch(bool commit);
    SinkBatch& batch();
    void writeSession(std::int64_t stoppedAt);
    void writeMeta();
    void note(const std::string& line);

    RecordOptions m_options;
    BpfProgram m_program;
    LibraryAttacher m_attacher{m_program};
    ProcessTable m_processes;
    PythonFrames m_python;
    StackBuilder m_stacks{m_processes, &m_python};
    CaptureSink m_sink;
    ring_buffer* m_ring = nullptr;
    int m_signalFd = -1;
    int m_outputLock = -1;
    // The ring's consumer and producer positions (its first two pages, mapped read-only), for
    // the fill a live client is shown.
    void* m_consumerPage = nullptr;
    void* m_producerPage = nullptr;
    int m_epollFd = -1;

    pid_t m_child = -1;
    int m_childGate = -1;       // write end of the pipe the command waits on
    int m_childStatusPipe = -1; // read end: the errno of a failed exec
    bool m_childExited = false;
    int m_childStatus = 0;

    std::int64_t m_clockOffset = 0;
    std::int64_t m_startWall = 0;
    std::int64_t m_startMono = 0;
    std::int64_t m_nextHousekeeping = 0;
    std::int64_t m_nextRescan = 0;
    std::string m_stopReason;
    bool m_stop = false;
    std::string m_error;
    HostFacts m_host;
    SystemSampler m_sampler;
    std::vector<std::string> m_hostNotes;

    Record m_record;
    std::unique_ptr<SinkBatch> m_batch;
    std::unordered_map<std::string, std::uint32_t> m_commIds;
    std::vector<std::string> m_commNames;
    std::unordered_map<std::uint32_t, ThreadState> m_threads;
    std::unordered_set<std::int64_t> m_sentStacks;
    std::unordered_map<std::uint64_t, std::int64_t> m_rawStacks; // raw stack fingerprint -> hash
    // The BPF side's hash of a wait stack (fl_wait) -> the stack's hash in the capture: an
    // off-CPU record names only the former.
    std::unordered_map<std::uint64_t, std::int64_t> m_waitStacks;
    std::uint64_t m_unknownWaits = 0; // off-CPU records naming a wait stack never received
    // PyTorch's allocator, per (tgid, device): its bytes allocated before the first report seen
    // and the bytes of the reports since; each report's own count should equal their sum.
    struct TensorBytes
    {
        std::int64_t before = 0;
        std::int64_t traced = 0;
    };
    std::map<std::pair<std::uint32_t, std::uint32_t>, TensorBytes> m_tensorBytes;
    std::uint64_t m_tensorReports = 0;
    std::uint64_t m_tensorMismatches = 0;
    // --launches counted: launches per key at the last flush, and the keys whose first launch came
    // from libcudart (a runtime launch, as its stored row says).
    std::map<std::tuple<std::uint32_t, std::uint32_t, std::uint64_t, std::uint64_t, std::uint8_t, std::uint8_t>,
             std::uint64_t>
        m_launchCounts;
    std::set<std::tuple<std::uint32_t, std::uint32_t, std::uint64_t, std::uint64_t, std::uint8_t, std::uint8_t>>
        m_runtimeLaunchKeys;
    std::uint64_t m_launchesCounted = 0;
    std::uint64_t m_runtimeLaunches = 0; // driver launch records relabelled as runtime launches
    bool m_driverPresent = false;
    void checkTensorReport();
    std::vector<capture::StackFrame> m_frames;
    std::set<std::uint64_t> m_sentCgroups;
    std::unordered_map<std::uint32_t, BpfProgram::PageStats> m_pageStats;
    std::vector<std::uint64_t> m_drops;
    std::set<std::uint32_t> m_librariesChanged; // processes to rescan after this round of records

    std::uint64_t m_records = 0;
    std::uint64_t m_decodeErrors = 0;
    std::uint64_t m_events = 0;
    std::uint64_t m_unfinishedCalls = 0;
    std::uint64_t m_jobRankNotes = 0;
};

} // namespace faultline::probe
