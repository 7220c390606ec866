#pragma once

#include "CaptureTypes.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace faultline::capture {
class CaptureWriter;
}

namespace faultline::capture::demo {

// Buffers events from all threads and hands them to the writer in time order: every thread
// is advanced past the end of a tick before the events older than that tick are written.
class EventEmitter
{
public:
    explicit EventEmitter(CaptureWriter& writer)
        : m_writer(writer)
    {
    }

    // `threadName` must outlive the event's flush.
    void push(const EventRecord& e, const std::string& threadName, bool store)
    {
        m_pending.push_back({e, &threadName, store, m_order++});
    }
    // Writes the events older than `limit`, oldest first (in push order among equals).
    void flushBefore(std::int64_t limit);
    [[nodiscard]] std::size_t pending() const { return m_pending.size(); }

private:
    struct Pending
    {
        EventRecord event;
        const std::string* threadName;
        bool store;
        std::uint64_t order;
    };
    CaptureWriter& m_writer;
    std::vector<Pending> m_pending;
    std::uint64_t m_order = 0;
};

} // namespace faultline::capture::demo
