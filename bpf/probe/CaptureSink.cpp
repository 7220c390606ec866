#include "CaptureSink.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <pthread.h>
#include <sys/fsuid.h>
#include <sys/stat.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

// Once the writer has caught up, it commits at most this often: a slow trickle of batches must
// not cost a commit (and the B-tree's right edge rewritten into the WAL) each.
constexpr auto kCaughtUpCommitInterval = std::chrono::milliseconds(50);

std::string errnoText(int err)
{
    return std::strerror(err);
}

} // namespace

bool SinkBatch::empty() const
{
    return newComms.empty() && events.empty() && counted.empty() && stacks.empty() && threads.empty()
        && processes.empty() && cgroups.empty() && snapshots.empty() && drops.empty() && meta.empty() && !session
        && !commit;
}

CaptureSink::CaptureSink(std::chrono::milliseconds commitInterval)
    : m_commitInterval(commitInterval)
{
}

CaptureSink::~CaptureSink()
{
    if (m_thread.joinable()) {
        std::string ignored;
        static_cast<void>(finish(&ignored));
    }
}

bool CaptureSink::start(const std::string& path, const capture::WriterOptions& options, const OutputOwner& owner,
                        std::string* error)
{
    m_thread = std::thread(&CaptureSink::run, this, path, options, owner);
    std::unique_lock lock(m_mutex);
    m_startedCv.wait(lock, [this] { return m_started; });
    if (!m_openOk) {
        *error = m_error;
        lock.unlock();
        m_thread.join();
        return false;
    }
    return true;
}

bool CaptureSink::createOutput(const std::string& path, const OutputOwner& owner, std::string* error)
{
    // This thread alone takes the user's filesystem identity: the kernel then applies the
    // user's permissions to every file SQLite creates here, and they belong to the user.
    if (owner.gid != static_cast<gid_t>(-1)) {
        setfsgid(owner.gid);
        if (static_cast<gid_t>(setfsgid(static_cast<gid_t>(-1))) != owner.gid) {
            *error = "cannot take group id " + std::to_string(owner.gid) + " to write the capture";
            return false;
        }
    }
    if (owner.uid != static_cast<uid_t>(-1)) {
        setfsuid(owner.uid);
        if (static_cast<uid_t>(setfsuid(static_cast<uid_t>(-1))) != owner.uid) {
            *error = "cannot take user id " + std::to_string(owner.uid) + " to write the capture";
            return false;
        }
    }
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0) {
        const int err = errno;
        if (err == EEXIST)
            *error = path + " already exists (or is a symbolic link); choose a new file name";
        else
            *error = "cannot create " + path + ": " + errnoText(err);
        if (err == EACCES && owner.uid != static_cast<uid_t>(-1))
            *error += " (the capture is written as user " + std::to_string(owner.uid) + ", who ran sudo)";
        return false;
    }
    bool ok = true;
    struct stat st
    {
    };
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        *error = path + " is not a regular file";
        ok = false;
    } else if (owner.uid != static_cast<uid_t>(-1) && fchown(fd, owner.uid, owner.gid) != 0) {
        *error = "cannot give " + path + " to user " + std::to_string(owner.uid) + ": " + errnoText(errno);
        ok = false;
    }
    ::close(fd);
    if (!ok)
        ::unlink(path.c_str());
    return ok;
}

void CaptureSink::run(std::string path, capture::WriterOptions options, OutputOwner owner)
{
    pthread_setname_np(pthread_self(), "fl-writer");
    std::string error;
    // The name is ours now; the writer replaces the empty file we reserved with the database.
    options.overwrite = true;
    bool ok = createOutput(path, owner, &error) && m_writer.open(path, options, &error);
    {
        std::lock_guard lock(m_mutex);
        m_started = true;
        m_openOk = ok;
        if (!ok)
            m_error = error;
    }
    m_startedCv.notify_all();
    if (!ok)
        return;

    auto lastCommit = std::chrono::steady_clock::now();
    bool dirty = false; // batches applied since the last commit
    for (;;) {
        std::unique_ptr<SinkBatch> batch;
        bool stopping = false;
        bool caughtUp = false;
        {
            std::unique_lock lock(m_mutex);
            const auto wait = dirty ? std::min<std::chrono::milliseconds>(kCaughtUpCommitInterval, m_commitInterval)
                                    : m_commitInterval;
            m_wake.wait_for(lock, wait, [this] { return m_stop || !m_queue.empty(); });
            if (!m_queue.empty()) {
                batch = std::move(m_queue.front());
                m_queue.pop_front();
            }
            stopping = m_stop && m_queue.empty() && !batch;
            caughtUp = m_queue.empty();
        }
        m_space.notify_one();
        if (stopping)
            break;
        bool commit = false;
        if (batch) {
            apply(*batch);
            commit = batch->commit;
            dirty = true;
        }
        const auto now = std::chrono::steady_clock::now();
        const auto sinceCommit = now - lastCommit;
        if (dirty && caughtUp && sinceCommit >= kCaughtUpCommitInterval)
            commit = true;
        if ((commit || sinceCommit >= m_commitInterval) && !m_writer.hasError()) {
            static_cast<void>(m_writer.flush(&error));
            lastCommit = now;
            dirty = false;
        }
        if (m_writer.hasError() && !m_failed.load()) {
            std::lock_guard lock(m_mutex);
            m_error = m_writer.error();
            m_failed.store(true);
        }
    }
    const bool finished = m_writer.finish(&error);
    std::lock_guard lock(m_mutex);
    m_finishOk = finished && !m_failed.load();
    if (!finished && m_error.empty())
        m_error = error;
}

void CaptureSink::apply(SinkBatch& b)
{
    for (std::string& name : b.newComms)
        m_comms.push_back(std::move(name));
    if (b.session)
        m_writer.addSession(*b.session);
    for (const auto& [key, value] : b.meta)
        m_writer.setMeta(key, value);
    for (const auto& frames : b.stacks)
        static_cast<void>(m_writer.addStack(frames));
    // Before the events: those of a process carry the job rank it was announced with.
    for (const capture::ProcessInfo& p : b.processes)
        m_writer.addProcess(p);
    for (const capture::ThreadInfo& t : b.threads)
        m_writer.addThread(t);
    for (const capture::CgroupInfo& c : b.cgroups)
        m_writer.addCgroup(c);
    for (const capture::SystemSnapshot& s : b.snapshots)
        m_writer.addSystemSnapshot(s);
    for (const auto& [source, count] : b.drops)
        m_writer.countDropped(source, count);
    static const std::string noName;
    for (const capture::EventRecord& e : b.events)
        m_writer.addEvent(e, e.commId < m_comms.size() ? m_comms[e.commId] : noName);
    for (const auto& [e, count] : b.counted)
        m_writer.addCounted(e, count);
    m_eventsWritten.fetch_add(static_cast<std::int64_t>(b.events.size()), std::memory_order_relaxed);
}

void CaptureSink::push(std::unique_ptr<SinkBatch> batch)
{
    if (!batch || batch->empty())
        return;
    {
        std::unique_lock lock(m_mutex);
        m_space.wait(lock, [this] { return m_queue.size() < maxQueuedBatches || m_stop; });
        m_queue.push_back(std::move(batch));
    }
    m_wake.notify_one();
}

bool CaptureSink::finish(std::string* error)
{
    if (!m_thread.joinable()) {
        *error = m_error.empty() ? "the capture was not started" : m_error;
        return false;
    }
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_one();
    m_thread.join();
    std::lock_guard lock(m_mutex);
    if (!m_finishOk)
        *error = m_error.empty() ? "finishing the capture failed" : m_error;
    return m_finishOk;
}

std::string CaptureSink::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

} // namespace faultline::probe
