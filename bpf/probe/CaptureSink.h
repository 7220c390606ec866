#pragma once

// The writer thread: batches from the consumer go through a bounded queue into one
// capture::CaptureWriter. Commits at least once a second, so the live file (WAL) holds what
// was recorded even if the probe is killed with SIGKILL; finish() leaves a single-file capture.

#include "CaptureTypes.h"
#include "CaptureWriter.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <sys/types.h>
#include <thread>
#include <utility>
#include <vector>

namespace faultline::probe {

// What the consumer hands over in one go. Events name their thread's name by commId, an index
// into the sink's name table, which grows by `newComms` (in order) with every batch.
struct SinkBatch
{
    std::vector<std::string> newComms;
    std::vector<capture::EventRecord> events;
    // Launches only counted (--launches counted): the record stands for `count` launches of its
    // thread, kernel and stream, counted in the aggregates and not stored.
    std::vector<std::pair<capture::EventRecord, std::int64_t>> counted;
    std::vector<std::vector<capture::StackFrame>> stacks;
    std::vector<capture::ThreadInfo> threads;
    std::vector<capture::ProcessInfo> processes; // names and job ranks
    std::vector<capture::CgroupInfo> cgroups;
    std::vector<capture::SystemSnapshot> snapshots;
    std::vector<std::pair<std::uint8_t, std::int64_t>> drops; // (source, newly lost records)
    std::vector<std::pair<std::string, std::string>> meta;
    std::optional<capture::Session> session;
    bool commit = false; // commit after this batch

    [[nodiscard]] bool empty() const;
};

struct OutputOwner
{
    uid_t uid = static_cast<uid_t>(-1); // -1: keep the probe's own identity
    gid_t gid = static_cast<gid_t>(-1);
};

class CaptureSink
{
public:
    // Rows are committed at least every `commitInterval` while batches keep coming, and as soon
    // as the writer has caught up with the consumer (at most every 50 ms): a reader of the live
    // file, and the last rows of a burst, do not wait for the next interval.
    explicit CaptureSink(std::chrono::milliseconds commitInterval = std::chrono::seconds(1));
    ~CaptureSink();
    CaptureSink(const CaptureSink&) = delete;
    CaptureSink& operator=(const CaptureSink&) = delete;

    // Starts the writer thread and waits until it has created the capture. The file is created
    // by that thread with the filesystem identity of `owner` (the sudo user), exclusively
    // (O_CREAT|O_EXCL|O_NOFOLLOW: an existing file or a symbolic link is refused), and owned by
    // `owner`, as are the -wal and -shm files SQLite makes beside it.
    [[nodiscard]] bool start(const std::string& path, const capture::WriterOptions& options, const OutputOwner& owner,
                             std::string* error);
    // Queues a batch. Blocks while `maxQueuedBatches` batches wait: the ring buffer in the kernel
    // absorbs the delay (and counts what it cannot).
    void push(std::unique_ptr<SinkBatch> batch);
    // Writes everything queued, finishes the capture and stops the thread.
    [[nodiscard]] bool finish(std::string* error);
    // The writer failed (disk full, ...): recording cannot go on.
    [[nodiscard]] bool failed() const { return m_failed.load(std::memory_order_relaxed); }
    [[nodiscard]] std::string error() const;

    [[nodiscard]] std::int64_t eventsWritten() const { return m_eventsWritten.load(std::memory_order_relaxed); }

    static constexpr std::size_t maxQueuedBatches = 256;

private:
    void run(std::string path, capture::WriterOptions options, OutputOwner owner);
    [[nodiscard]] bool createOutput(const std::string& path, const OutputOwner& owner, std::string* error);
    void apply(SinkBatch& batch);

    const std::chrono::milliseconds m_commitInterval;
    std::thread m_thread;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;      // the writer: work or stop
    std::condition_variable m_space;     // the consumer: room in the queue
    std::condition_variable m_startedCv; // start(): the file exists (or not)
    std::deque<std::unique_ptr<SinkBatch>> m_queue;
    bool m_stop = false;
    bool m_started = false;
    bool m_openOk = false;
    std::string m_error;
    std::atomic<bool> m_failed{false};
    std::atomic<std::int64_t> m_eventsWritten{0};
    bool m_finishOk = false;

    // Writer thread only.
    capture::CaptureWriter m_writer;
    std::vector<std::string> m_comms;
};

} // namespace faultline::probe
