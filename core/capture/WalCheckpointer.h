#pragma once

// Copies a capture's write-ahead log back into the database file on a thread of its own, through
// a second connection, so the writer thread goes on inserting rows meanwhile. SQLite's automatic
// checkpoint runs inside the writer's COMMIT: every 256 MiB of WAL it stalled the writer for
// 0.3 to 1 s (the database file grows, ext4 allocates its blocks), about a sixth of a full-speed
// drain in bench_probe.
//
// The writer still decides when the log starts over: SQLite rewinds it only when a new write
// transaction finds every frame copied. A checkpoint running beside a writer that never pauses
// never finds that, so past a limit the writer waits for one pass that starts after its commit
// (catchUp()); by then most frames were copied in the background and the wait is short.

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace faultline::capture {

class WalCheckpointer
{
public:
    explicit WalCheckpointer(std::string path);
    ~WalCheckpointer();
    WalCheckpointer(const WalCheckpointer&) = delete;
    WalCheckpointer& operator=(const WalCheckpointer&) = delete;

    // Asks for a pass soon and returns at once; the thread starts with the first request.
    void request();
    // Asks for a pass that starts after this call and waits for it to end. False when none can
    // run (the second connection could not be opened): the caller checkpoints by itself.
    [[nodiscard]] bool catchUp();
    // Waits for a running pass and ends the thread; later requests are ignored.
    void stop();

    // Passes finished so far, and why the thread could not open the file ("" when it could).
    [[nodiscard]] std::uint64_t passes() const;
    [[nodiscard]] std::string error() const;

private:
    void startLocked();
    void run();

    std::string m_path;
    std::thread m_thread;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake; // the thread: a pass was asked for, or stop
    std::condition_variable m_done; // catchUp(): a pass ended, or the thread gave up
    std::uint64_t m_requested = 0;  // the number of the newest pass asked for
    std::uint64_t m_started = 0;    // the number of the newest pass begun
    std::uint64_t m_finished = 0;   // the number of the newest pass that ended
    bool m_stop = false;
    bool m_failed = false;
    std::string m_error;
};

} // namespace faultline::capture
