#include "EventEmitter.h"

#include "CaptureWriter.h"

#include <algorithm>

namespace faultline::capture::demo {

void EventEmitter::flushBefore(std::int64_t limit)
{
    std::sort(m_pending.begin(), m_pending.end(), [](const Pending& a, const Pending& b) {
        return a.event.timestamp != b.event.timestamp ? a.event.timestamp < b.event.timestamp : a.order < b.order;
    });
    std::size_t n = 0;
    while (n < m_pending.size() && m_pending[n].event.timestamp < limit) {
        const Pending& p = m_pending[n];
        m_writer.addEvent(p.event, *p.threadName, p.store);
        ++n;
    }
    m_pending.erase(m_pending.begin(), m_pending.begin() + static_cast<std::ptrdiff_t>(n));
}

} // namespace faultline::capture::demo
