#include "GpuQueue.h"

#include <algorithm>

namespace faultline::capture::demo {

std::int64_t GpuQueue::waitForRoom(std::int64_t now)
{
    retire(now);
    return m_pending.size() < kDepth ? 0 : std::max<std::int64_t>(0, m_pending.front() - now);
}

void GpuQueue::submit(std::int64_t at, std::int64_t gpuNs)
{
    retire(at);
    m_busyUntil = std::max(m_busyUntil, at) + gpuNs;
    m_pending.push_back(m_busyUntil);
}

void GpuQueue::retire(std::int64_t now)
{
    while (!m_pending.empty() && m_pending.front() <= now)
        m_pending.pop_front();
}

} // namespace faultline::capture::demo
