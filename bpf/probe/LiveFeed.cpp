#include "LiveFeed.h"

#include "Protocol.h"
#include "StackCodec.h"

#include <algorithm>
#include <chrono>

namespace faultline::probe {

void LiveFeed::publish(const SinkBatch& b)
{
    std::lock_guard lock(m_mutex);
    m_newComms.insert(m_newComms.end(), b.newComms.begin(), b.newComms.end());
    m_newStacks.insert(m_newStacks.end(), b.stacks.begin(), b.stacks.end());
    protocol::CaptureContext& c = m_context;
    c.threads.insert(c.threads.end(), b.threads.begin(), b.threads.end());
    c.processes.insert(c.processes.end(), b.processes.begin(), b.processes.end());
    c.cgroups.insert(c.cgroups.end(), b.cgroups.begin(), b.cgroups.end());
    c.samples.insert(c.samples.end(), b.snapshots.begin(), b.snapshots.end());
    if (b.session)
        c.sessions.push_back(*b.session);
    for (const auto& [key, value] : b.meta)
        c.meta.push_back({key, value});
    for (const auto& [source, lost] : b.drops)
        m_counts[source].dropped += static_cast<std::uint64_t>(std::max<std::int64_t>(0, lost));
    for (const capture::EventRecord& e : b.events)
        ++m_counts[e.source].published;
    if (m_overflow)
        return; // the stream ended; the node's capture has them
    if (m_events.size() + b.events.size() > kMaxQueuedEvents) {
        m_overflow = true;
        m_events.clear();
        m_stateChanged.notify_all();
        return;
    }
    m_events.insert(m_events.end(), b.events.begin(), b.events.end());
}

void LiveFeed::started()
{
    std::lock_guard lock(m_mutex);
    if (m_state == State::Starting)
        m_state = State::Running;
    m_stateChanged.notify_all();
}

void LiveFeed::failed(const std::string& error)
{
    std::lock_guard lock(m_mutex);
    m_state = State::Failed;
    m_error = error;
    m_stateChanged.notify_all();
}

void LiveFeed::ended(const std::string& reason)
{
    std::lock_guard lock(m_mutex);
    if (m_state != State::Failed)
        m_state = State::Ended;
    m_endReason = reason;
    m_stateChanged.notify_all();
}

void LiveFeed::setRing(std::uint64_t bytes, std::uint64_t used)
{
    std::lock_guard lock(m_mutex);
    m_ringBytes = bytes;
    m_ringUsed = std::min(used, bytes);
}

std::pair<std::uint64_t, std::uint64_t> LiveFeed::ring() const
{
    std::lock_guard lock(m_mutex);
    return {m_ringBytes, m_ringUsed};
}

LiveFeed::State LiveFeed::waitStarted(int timeoutMs, std::string* error)
{
    std::unique_lock lock(m_mutex);
    m_stateChanged.wait_for(lock, std::chrono::milliseconds(timeoutMs), [this] { return m_state != State::Starting; });
    if (m_state == State::Failed)
        *error = m_error;
    else if (m_state == State::Starting)
        *error = "the recorder did not start within " + std::to_string(timeoutMs / 1000) + " s";
    return m_state;
}

void LiveFeed::moveDefinitions()
{
    for (std::string& name : m_newComms)
        m_comms.push_back(std::move(name));
    m_newComms.clear();
    for (std::vector<capture::StackFrame>& frames : m_newStacks) {
        const std::int64_t hash = capture::StackCodec::hash(frames);
        m_stacks.try_emplace(hash, std::move(frames));
    }
    m_newStacks.clear();
}

std::size_t LiveFeed::take(std::vector<capture::EventRecord>* events, std::size_t max, std::int64_t* producedNs)
{
    std::lock_guard lock(m_mutex);
    moveDefinitions();
    const std::size_t n = std::min(max, m_events.size());
    std::int64_t oldest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const capture::EventRecord& e = m_events[i];
        // A call is seen when it returns, an off-CPU interval when the thread runs again (its
        // timestamp), an instant when it happens.
        const std::int64_t seen = e.timestamp + std::max<std::int64_t>(0, e.duration);
        oldest = oldest == 0 ? seen : std::min(oldest, seen);
        events->push_back(e);
    }
    m_events.erase(m_events.begin(), m_events.begin() + static_cast<std::ptrdiff_t>(n));
    *producedNs = std::min(oldest == 0 ? protocol::realtimeNs() : oldest, protocol::realtimeNs());
    return n;
}

void LiveFeed::takeContext(protocol::CaptureContext* context)
{
    std::lock_guard lock(m_mutex);
    moveDefinitions();
    *context = std::move(m_context);
    m_context = {};
    // Totals, sent again only when they changed.
    std::vector<std::pair<std::uint8_t, std::int64_t>> totals;
    for (const auto& [source, count] : m_counts) {
        if (count.dropped > 0)
            totals.emplace_back(source, static_cast<std::int64_t>(count.dropped));
    }
    if (totals != m_lastDropTotals) {
        context->dropTotals = totals;
        m_lastDropTotals = std::move(totals);
    }
}

bool LiveFeed::drained(std::string* reason)
{
    std::lock_guard lock(m_mutex);
    if (m_overflow) {
        *reason = "the client fell more than " + std::to_string(kMaxQueuedEvents)
            + " events behind; the node's capture holds them all (resume to fetch them)";
        return true;
    }
    if ((m_state == State::Ended || m_state == State::Failed) && m_events.empty()) {
        *reason = m_state == State::Failed ? m_error : m_endReason;
        return true;
    }
    return false;
}

std::string_view LiveFeed::commName(std::uint32_t commId) const
{
    return commId < m_comms.size() ? std::string_view(m_comms[commId]) : std::string_view();
}

const std::vector<capture::StackFrame>* LiveFeed::stackFrames(std::int64_t hash) const
{
    const auto it = m_stacks.find(hash);
    return it == m_stacks.end() ? nullptr : &it->second;
}

std::map<std::uint8_t, LiveFeed::SourceCount> LiveFeed::counts() const
{
    std::lock_guard lock(m_mutex);
    return m_counts;
}

std::size_t LiveFeed::queued() const
{
    std::lock_guard lock(m_mutex);
    return m_events.size();
}

} // namespace faultline::probe
