#pragma once

#include <cstdint>
#include <deque>

namespace faultline::capture::demo {

// One stream's queue on the GPU: work runs in order, each item once the one before it is done.
// The host may run ahead by kDepth items; a call that finds the queue full waits for room.
class GpuQueue
{
public:
    // How long a call made at `now` waits before its work fits in the queue.
    [[nodiscard]] std::int64_t waitForRoom(std::int64_t now);
    void submit(std::int64_t at, std::int64_t gpuNs);
    // When everything queued so far is done.
    [[nodiscard]] std::int64_t drainedAt() const { return m_busyUntil; }

private:
    void retire(std::int64_t now);

    static constexpr std::size_t kDepth = 1024;
    std::deque<std::int64_t> m_pending; // completion times, ascending
    std::int64_t m_busyUntil = 0;
};

} // namespace faultline::capture::demo
