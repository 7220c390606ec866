#include "ReplaySource.h"

#include "SqliteDb.h"

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sys/stat.h>

namespace faultline::probe {

namespace {

// Rows read from the capture at a time.
constexpr std::int64_t kRowsPerRead = 32768;
// At a recorded pace, events due within this window go out together rather than one frame each.
constexpr std::int64_t kCoalesceNs = 5'000'000;

std::uint64_t mix(std::uint64_t h, std::uint64_t value)
{
    for (int i = 0; i < 8; ++i) {
        h ^= (value >> (8 * i)) & 0xff;
        h *= 0x100000001b3ULL;
    }
    return h;
}

// A job rank column as the capture holds it: NULL, or a value no job has, is unknown.
std::int32_t rankColumn(const capture::SqliteStatement& st, int column, std::int64_t least)
{
    const std::int64_t v = st.isNull(column) ? -1 : st.int64(column);
    return v >= least && v <= protocol::kMaxJobRank ? static_cast<std::int32_t>(v) : -1;
}

std::string baseName(const std::string& path)
{
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

bool ReplaySource::open(const std::string& path, double speed, std::string* error)
{
    if (!std::isfinite(speed) || speed < 0) {
        *error = "the speed must be 0 (as fast as possible) or a positive factor";
        return false;
    }
    m_speed = speed;
    m_path = path;
    std::string readError;
    if (!m_reader.open(path, &readError)) {
        *error = "cannot replay " + path + ": " + readError;
        return false;
    }
    struct stat st
    {
    };
    if (::stat(path.c_str(), &st) != 0) {
        *error = "cannot replay " + path + ": it vanished";
        return false;
    }
    // The same file gives the same id in any process replaying it, so a client can resume there.
    std::uint64_t h = 0xcbf29ce484222325ULL;
    h = mix(h, st.st_dev);
    h = mix(h, st.st_ino);
    h = mix(h, static_cast<std::uint64_t>(st.st_size));
    h = mix(h,
            static_cast<std::uint64_t>(st.st_mtim.tv_sec) * 1'000'000'000ULL
                + static_cast<std::uint64_t>(st.st_mtim.tv_nsec));
    char id[40];
    std::snprintf(id, sizeof id, "replay-%016llx", static_cast<unsigned long long>(h));
    m_captureId = id;

    const capture::SqliteDb& db = m_reader.database();
    m_totalEvents = db.queryInt("SELECT COUNT(*) FROM events");
    m_maxRowId = db.queryInt("SELECT COALESCE(MAX(rowid), 0) FROM events");
    m_sourceCounters = m_reader.counters();

    for (const capture::Session& s : m_reader.sessions()) {
        if (!s.node.empty()) {
            m_node = s.node;
            break;
        }
    }
    if (m_node.empty() && m_maxRowId > 0) {
        const std::int64_t first = db.queryInt("SELECT MIN(rowid) FROM events");
        int rank = -1;
        std::string node;
        if (m_reader.placementOfRow(first, &node, &rank))
            m_node = node;
    }
    if (m_node.empty())
        m_node = baseName(path);
    return true;
}

std::vector<std::string> ReplaySource::capabilities() const
{
    return {std::string(protocol::kCapReplay), std::string(protocol::kCapResume), std::string(protocol::kCapProcesses),
            std::string(protocol::kCapStacks), std::string(protocol::kCapPython), std::string(protocol::kCapJobRanks)};
}

// A capture does not say which libraries a process had mapped: cuda_only cannot filter.
void ReplaySource::listProcesses(const wire::ListProcesses&, wire::ProcessList* reply)
{
    for (const capture::ProcessName& p : m_reader.processNames()) {
        if (p.pid == 0 || p.pid > protocol::kMaxPid)
            continue;
        wire::Process* w = reply->add_processes();
        w->set_pid(p.pid);
        w->set_command_line(p.name.substr(0, protocol::kMaxShortStringBytes));
    }
}

bool ReplaySource::start(const wire::StartCapture& request, wire::CaptureStarted* reply, protocol::ProtocolError* error)
{
    if (m_started) {
        *error = protocol::makeError(wire::UNEXPECTED_MESSAGE, "this replay has run already");
        return false;
    }
    if (request.pids_size() > 0) {
        *error = protocol::makeError(wire::NOT_SUPPORTED,
                                     "a replay streams the whole capture " + m_path + "; it cannot pick processes");
        return false;
    }
    std::uint64_t after = 0;
    if (request.has_resume()) {
        if (request.resume().capture_id() != m_captureId) {
            *error = protocol::makeError(wire::RESUME_UNAVAILABLE,
                                         "this probe replays capture " + m_captureId + ", not "
                                             + request.resume().capture_id());
            return false;
        }
        after = request.resume().after_sequence();
        if (after > static_cast<std::uint64_t>(m_totalEvents)) {
            *error = protocol::makeError(wire::RESUME_UNAVAILABLE,
                                         "the capture holds " + std::to_string(m_totalEvents)
                                             + " events; cannot resume after event " + std::to_string(after));
            return false;
        }
    }
    m_nextRowId = m_maxRowId + 1;
    if (after < static_cast<std::uint64_t>(m_totalEvents)) {
        // Sequence numbers are positions in rowid order: rowids may have gaps.
        capture::SqliteStatement st(m_reader.database(), "SELECT rowid FROM events ORDER BY rowid LIMIT 1 OFFSET ?1");
        st.bind(1, static_cast<std::int64_t>(after));
        if (!st.isValid() || st.step() != SQLITE_ROW) {
            *error = protocol::makeError(wire::SOURCE_FAILED,
                                         "cannot find event " + std::to_string(after + 1) + " in " + m_path + ": "
                                             + m_reader.database().lastError());
            return false;
        }
        m_nextRowId = st.int64(0);
    }
    m_started = true;
    if (request.duration_ms() > 0)
        m_deadlineNs = protocol::monotonicNs() + static_cast<std::int64_t>(request.duration_ms()) * 1'000'000;
    reply->set_capture_id(m_captureId);
    reply->set_first_sequence(after + 1);
    reply->set_total_events(static_cast<std::uint64_t>(m_totalEvents));
    std::fprintf(stderr, "faultline-probe: replaying %s (%lld events%s) at %s\n", m_path.c_str(),
                 static_cast<long long>(m_totalEvents),
                 after ? (", from event " + std::to_string(after + 1)).c_str() : "",
                 m_speed == 0 ? "full speed" : (std::to_string(m_speed) + "x the recorded pace").c_str());
    return true;
}

void ReplaySource::takeContext(protocol::CaptureContext* c)
{
    if (!m_started || m_contextSent)
        return;
    m_contextSent = true;
    c->threads = m_reader.threads();
    // Each process's job rank as its last event with one holds it (a capture keeps it per event).
    std::map<std::uint32_t, capture::JobRank> jobs;
    capture::SqliteStatement st(m_reader.database(),
                                "SELECT pid, rank, local_rank, world_size FROM events WHERE rowid IN (SELECT "
                                "MAX(rowid) FROM events WHERE rank IS NOT NULL OR local_rank IS NOT NULL OR world_size "
                                "IS NOT NULL GROUP BY pid)");
    while (st.isValid() && st.step() == SQLITE_ROW) {
        capture::JobRank& job = jobs[static_cast<std::uint32_t>(st.int64(0))];
        job.rank = rankColumn(st, 1, 0);
        job.localRank = rankColumn(st, 2, 0);
        job.worldSize = rankColumn(st, 3, 1);
    }
    for (const capture::ProcessName& p : m_reader.processNames()) {
        const auto it = jobs.find(p.pid);
        c->processes.push_back({p, it == jobs.end() ? capture::JobRank{} : it->second});
    }
    c->cgroups = m_reader.cgroups();
    c->samples = m_reader.systemSnapshots();
    c->sessions = m_reader.sessions();
    c->meta = m_reader.meta();
    for (const capture::SourceCounters& counters : m_sourceCounters) {
        if (counters.dropped > 0)
            c->dropTotals.emplace_back(counters.source, counters.dropped);
    }
}

void ReplaySource::takeStacks(std::vector<std::int64_t>* hashes)
{
    m_reader.forEachStack([&](capture::StackRecord&& stack) {
        hashes->push_back(stack.hash);
        m_stacks.insert_or_assign(stack.hash, std::move(stack.frames));
    });
}

bool ReplaySource::refill()
{
    m_buffer.clear();
    m_bufferPos = 0;
    while (m_buffer.empty() && m_nextRowId <= m_maxRowId) {
        capture::EventReadOptions options;
        options.minRowId = m_nextRowId;
        options.maxRowId = std::min(m_maxRowId, m_nextRowId + kRowsPerRead - 1);
        options.batchSize = static_cast<std::size_t>(kRowsPerRead);
        m_nextRowId = options.maxRowId + 1;
        static_cast<void>(
            m_reader.readEvents([this](const capture::EventRecord* rows,
                                       std::size_t count) { m_buffer.insert(m_buffer.end(), rows, rows + count); },
                                options));
    }
    return !m_buffer.empty();
}

std::int64_t ReplaySource::dueNs(const capture::EventRecord& e) const
{
    const std::int64_t ts = std::max(m_paceMax, e.timestamp);
    const double offset = static_cast<double>(ts - m_paceBase) / m_speed;
    return m_paceStartNs + static_cast<std::int64_t>(std::min(offset, 9.0e18));
}

SourcePull ReplaySource::pull(std::vector<capture::EventRecord>* events, std::size_t max)
{
    SourcePull result;
    if (m_stopped) {
        result.kind = SourcePull::Kind::End;
        result.endReason = "stopped by the client";
        return result;
    }
    const std::int64_t now = protocol::monotonicNs();
    if (m_deadlineNs > 0 && now >= m_deadlineNs) {
        result.kind = SourcePull::Kind::End;
        result.endReason = "the duration is over";
        return result;
    }
    if (m_bufferPos >= m_buffer.size() && !refill()) {
        result.kind = SourcePull::Kind::End;
        result.endReason = "end of the capture";
        return result;
    }

    if (m_speed == 0) {
        const std::size_t n = std::min(max, m_buffer.size() - m_bufferPos);
        events->insert(events->end(), m_buffer.begin() + static_cast<std::ptrdiff_t>(m_bufferPos),
                       m_buffer.begin() + static_cast<std::ptrdiff_t>(m_bufferPos + n));
        m_bufferPos += n;
        result.kind = SourcePull::Kind::Events;
        result.producedNs = protocol::realtimeNs();
        for (std::size_t i = events->size() - n; i < events->size(); ++i)
            ++m_sentPerSource[(*events)[i].source];
        return result;
    }

    if (!m_paceStarted) {
        m_paceStarted = true;
        m_paceStartNs = now;
        m_paceBase = m_buffer[m_bufferPos].timestamp;
        m_paceMax = m_paceBase;
    }
    const std::int64_t oldestDue = dueNs(m_buffer[m_bufferPos]);
    if (oldestDue > now) {
        result.waitNs = oldestDue - now;
        if (m_deadlineNs > 0)
            result.waitNs = std::min(result.waitNs, m_deadlineNs - now);
        return result;
    }
    // Hold back a young, small batch for a few ms when more events fall due within the window.
    std::size_t due = 0;
    while (m_bufferPos + due < m_buffer.size() && due < max && dueNs(m_buffer[m_bufferPos + due]) <= now)
        ++due;
    const bool moreSoon = m_bufferPos + due < m_buffer.size()
        && dueNs(m_buffer[m_bufferPos + due]) <= oldestDue + kCoalesceNs;
    if (due < max && moreSoon && now - oldestDue < kCoalesceNs) {
        result.waitNs = oldestDue + kCoalesceNs - now;
        return result;
    }
    for (std::size_t i = 0; i < due; ++i) {
        const capture::EventRecord& e = m_buffer[m_bufferPos + i];
        m_paceMax = std::max(m_paceMax, e.timestamp);
        events->push_back(e);
        ++m_sentPerSource[e.source];
    }
    m_bufferPos += due;
    result.kind = SourcePull::Kind::Events;
    result.producedNs = protocol::realtimeNs() - (now - oldestDue);
    return result;
}

std::string_view ReplaySource::commName(std::uint32_t commId)
{
    const std::vector<std::string>& names = m_reader.commNames();
    return commId < names.size() ? std::string_view(names[commId]) : std::string_view();
}

const std::vector<capture::StackFrame>* ReplaySource::stackFrames(std::int64_t hash)
{
    auto [it, inserted] = m_stacks.try_emplace(hash);
    if (inserted) {
        if (std::optional<capture::StackRecord> stack = m_reader.stack(hash))
            it->second = std::move(stack->frames);
    }
    return it->second ? &*it->second : nullptr;
}

void ReplaySource::fillStatus(wire::Status* status)
{
    for (const capture::SourceCounters& counters : m_sourceCounters) {
        if (m_sentPerSource.count(counters.source) == 0 && counters.dropped == 0)
            continue;
        m_sentPerSource.try_emplace(counters.source, 0);
    }
    for (const auto& [source, sent] : m_sentPerSource) {
        wire::SourceStatus* s = status->add_sources();
        s->set_source(source);
        s->set_seen(sent);
        s->set_stored(sent);
        for (const capture::SourceCounters& counters : m_sourceCounters) {
            if (counters.source == source)
                s->set_dropped(static_cast<std::uint64_t>(std::max<std::int64_t>(0, counters.dropped)));
        }
    }
}

} // namespace faultline::probe
