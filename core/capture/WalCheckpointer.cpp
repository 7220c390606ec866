#include "WalCheckpointer.h"

#include <sqlite3.h>

#include <pthread.h>
#include <utility>

namespace faultline::capture {

WalCheckpointer::WalCheckpointer(std::string path)
    : m_path(std::move(path))
{
}

WalCheckpointer::~WalCheckpointer()
{
    stop();
}

void WalCheckpointer::startLocked()
{
    if (!m_thread.joinable() && !m_stop && !m_failed)
        m_thread = std::thread(&WalCheckpointer::run, this);
}

void WalCheckpointer::request()
{
    {
        std::lock_guard lock(m_mutex);
        if (m_stop || m_failed)
            return;
        // A pass asked for but not begun yet covers this request too; one that has begun may
        // not cover the frames committed just now.
        if (m_requested == m_started)
            ++m_requested;
        startLocked();
    }
    m_wake.notify_one();
}

bool WalCheckpointer::catchUp()
{
    std::unique_lock lock(m_mutex);
    if (m_stop || m_failed)
        return false;
    // A pass that may already have started does not cover frames committed just now: ask for
    // the one after it.
    const std::uint64_t wanted = ++m_requested;
    startLocked();
    m_wake.notify_one();
    m_done.wait(lock, [&] { return m_finished >= wanted || m_failed || m_stop; });
    return m_finished >= wanted;
}

void WalCheckpointer::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
    m_done.notify_all();
}

std::uint64_t WalCheckpointer::passes() const
{
    std::lock_guard lock(m_mutex);
    return m_finished;
}

std::string WalCheckpointer::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

void WalCheckpointer::run()
{
    pthread_setname_np(pthread_self(), "fl-checkpoint");
    sqlite3* db = nullptr;
    // No SQLITE_OPEN_CREATE: the writer made the file; if it is gone, there is nothing to copy.
    const int rc = sqlite3_open_v2(m_path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        std::lock_guard lock(m_mutex);
        m_failed = true;
        m_error = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
        sqlite3_close(db);
        m_done.notify_all();
        return;
    }
    // A connection learns that the file is in WAL mode, and opens the log, on its first read;
    // until then a checkpoint through it is a no-op.
    if (sqlite3_exec(db, "SELECT 1 FROM sqlite_schema LIMIT 1", nullptr, nullptr, nullptr) != SQLITE_OK) {
        std::lock_guard lock(m_mutex);
        m_failed = true;
        m_error = sqlite3_errmsg(db);
        sqlite3_close(db);
        m_done.notify_all();
        return;
    }
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stop || m_requested > m_finished; });
        if (m_stop)
            break;
        const std::uint64_t pass = m_requested;
        m_started = pass;
        lock.unlock();
        // PASSIVE: copies what no reader still needs and never waits for the writer or a
        // reader. What it could not copy is copied by a later pass.
        static_cast<void>(sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr));
        lock.lock();
        m_finished = pass;
        m_done.notify_all();
    }
    lock.unlock();
    sqlite3_close(db);
}

} // namespace faultline::capture
