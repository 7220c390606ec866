#pragma once

// What a live `serve` streams: the recorder thread publishes each batch it hands to the capture
// writer, and the protocol thread takes events, names, stacks and context from here. Events are
// numbered in the order they were published, which is the order of their rows in the node's
// capture, so a client that lost its connection resumes from that file by position.

#include "CaptureSink.h"
#include "ContextCodec.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::probe {

class LiveFeed
{
public:
    // The recorder's side (any thread).
    void publish(const SinkBatch& batch);
    void started();
    void failed(const std::string& error);
    void ended(const std::string& reason);
    void setRing(std::uint64_t bytes, std::uint64_t used);

    enum class State : std::uint8_t { Starting, Running, Failed, Ended };
    // Waits up to `timeoutMs` for the recorder to start; the state it reached, and its error.
    [[nodiscard]] State waitStarted(int timeoutMs, std::string* error);

    // The protocol's side (one thread). Moves up to `max` events out; names and stacks they
    // refer to are known to commName()/stackFrames() from then on. `producedNs`: CLOCK_REALTIME
    // at which the oldest of them became observable (the call returned, the thread ran again).
    std::size_t take(std::vector<capture::EventRecord>* events, std::size_t max, std::int64_t* producedNs);
    void takeContext(protocol::CaptureContext* context);
    // True once the recorder ended and every event was taken; `reason` says why it ended.
    [[nodiscard]] bool drained(std::string* reason);
    [[nodiscard]] std::string_view commName(std::uint32_t commId) const;
    [[nodiscard]] const std::vector<capture::StackFrame>* stackFrames(std::int64_t hash) const;

    struct SourceCount
    {
        std::uint64_t published = 0;
        std::uint64_t dropped = 0;
    };
    [[nodiscard]] std::map<std::uint8_t, SourceCount> counts() const;
    [[nodiscard]] std::size_t queued() const;
    // The kernel ring buffer's size and the bytes in it not consumed yet.
    [[nodiscard]] std::pair<std::uint64_t, std::uint64_t> ring() const;

    // Events waiting for a client that does not read: past this the stream ends (the node's
    // capture keeps recording everything; a resume fetches it).
    static constexpr std::size_t kMaxQueuedEvents = 4u << 20;

private:
    void moveDefinitions();

    mutable std::mutex m_mutex;
    std::condition_variable m_stateChanged;
    State m_state = State::Starting;
    std::string m_error;
    std::string m_endReason;
    bool m_overflow = false;
    std::uint64_t m_ringBytes = 0;
    std::uint64_t m_ringUsed = 0;

    // Published, not taken yet.
    std::deque<capture::EventRecord> m_events;
    std::vector<std::string> m_newComms;
    std::vector<std::vector<capture::StackFrame>> m_newStacks;
    protocol::CaptureContext m_context;
    std::map<std::uint8_t, SourceCount> m_counts;
    std::vector<std::pair<std::uint8_t, std::int64_t>> m_lastDropTotals;

    // The protocol thread's copies.
    std::vector<std::string> m_comms;
    std::unordered_map<std::int64_t, std::vector<capture::StackFrame>> m_stacks;
};

} // namespace faultline::probe
