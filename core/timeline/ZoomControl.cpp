#include "ZoomControl.h"

#include "OpCatalog.h"

#include <algorithm>
#include <cmath>

namespace faultline::timeline {

using capture::saturatingAdd;
using capture::saturatingSub;

ZoomControl::ZoomControl(QObject* parent)
    : QObject(parent)
{
    m_history.push_back({m_rangeStart, m_rangeEnd, false});
}

void ZoomControl::setTrace(qint64 start, qint64 end)
{
    if (end <= start)
        end = saturatingAdd(start, 1);
    m_traceStart = start;
    m_traceEnd = end;
    m_history.clear();
    m_history.push_back({start, end, false});
    m_historyIndex = 0;
    clearSelection();
    applyRange(start, end);
    emit historyChanged();
}

void ZoomControl::applyRange(qint64 start, qint64 end)
{
    if (end < start)
        std::swap(start, end);
    const qint64 traceSpan = saturatingSub(m_traceEnd, m_traceStart);
    const qint64 minimum = std::min(kMinimumRange, traceSpan);
    qint64 span = saturatingSub(end, start);
    if (span < minimum) {
        const qint64 centre = start + span / 2;
        start = saturatingSub(centre, minimum / 2);
        span = minimum;
    }
    span = std::min(span, traceSpan);
    start = std::clamp<qint64>(start, m_traceStart, saturatingSub(m_traceEnd, span));
    end = saturatingAdd(start, span);
    if (start == m_rangeStart && end == m_rangeEnd)
        return;
    m_rangeStart = start;
    m_rangeEnd = end;
    emit rangeChanged(start, end);
}

void ZoomControl::record(History history)
{
    if (history == History::None)
        return;
    const Entry entry{m_rangeStart, m_rangeEnd, history == History::Coalesce};
    Entry& current = m_history[m_historyIndex];
    if (current.start == entry.start && current.end == entry.end)
        return;
    m_history.resize(m_historyIndex + 1); // a new step drops the forward entries
    if (entry.coalescing && current.coalescing && m_historyIndex > 0)
        current = entry;
    else {
        m_history.push_back(entry);
        ++m_historyIndex;
    }
    constexpr std::size_t kMaximumHistory = 200;
    if (m_history.size() > kMaximumHistory) {
        m_history.erase(m_history.begin());
        --m_historyIndex;
    }
    emit historyChanged();
}

void ZoomControl::setRange(qint64 start, qint64 end, History history)
{
    applyRange(start, end);
    record(history);
}

void ZoomControl::zoomAround(double cursorFraction, double factor, History history)
{
    if (!(factor > 0) || !std::isfinite(factor) || !std::isfinite(cursorFraction))
        return;
    cursorFraction = std::clamp(cursorFraction, 0.0, 1.0);
    const long double span = static_cast<long double>(m_rangeEnd) - static_cast<long double>(m_rangeStart);
    const long double anchor = static_cast<long double>(m_rangeStart) + span * cursorFraction;
    long double newSpan = span / factor;
    const long double traceSpan = static_cast<long double>(m_traceEnd) - static_cast<long double>(m_traceStart);
    newSpan = std::clamp(newSpan, std::min<long double>(kMinimumRange, traceSpan), traceSpan);
    const long double start = anchor - newSpan * cursorFraction;
    const auto s = static_cast<qint64>(std::llround(start));
    const auto e = saturatingAdd(s, static_cast<qint64>(std::llround(newSpan)));
    // Clamping at the trace edges moves the anchor; that is what every timeline does there.
    applyRange(s, e);
    record(history);
}

void ZoomControl::pan(double fraction, History history)
{
    if (!std::isfinite(fraction))
        return;
    const auto span = static_cast<double>(rangeDuration());
    const auto delta = static_cast<qint64>(std::llround(span * fraction));
    applyRange(saturatingAdd(m_rangeStart, delta), saturatingAdd(m_rangeEnd, delta));
    record(history);
}

void ZoomControl::showAll()
{
    setRange(m_traceStart, m_traceEnd, History::Record);
}

void ZoomControl::setSelection(qint64 start, qint64 end)
{
    if (end < start)
        std::swap(start, end);
    start = std::clamp(start, m_traceStart, m_traceEnd);
    end = std::clamp(end, m_traceStart, m_traceEnd);
    if (end <= start) {
        clearSelection();
        return;
    }
    if (start == m_selectionStart && end == m_selectionEnd)
        return;
    m_selectionStart = start;
    m_selectionEnd = end;
    emit selectionChanged(start, end);
}

void ZoomControl::clearSelection()
{
    if (!hasSelection())
        return;
    m_selectionStart = m_selectionEnd = 0;
    emit selectionChanged(0, 0);
}

bool ZoomControl::fitSelection()
{
    if (!hasSelection())
        return false;
    setRange(m_selectionStart, m_selectionEnd, History::Record);
    return true;
}

bool ZoomControl::canGoBack() const
{
    return m_historyIndex > 0;
}

bool ZoomControl::canGoForward() const
{
    return m_historyIndex + 1 < m_history.size();
}

void ZoomControl::back()
{
    if (!canGoBack())
        return;
    --m_historyIndex;
    m_history[m_historyIndex].coalescing = false; // the next wheel step starts a new entry
    applyRange(m_history[m_historyIndex].start, m_history[m_historyIndex].end);
    emit historyChanged();
}

void ZoomControl::forward()
{
    if (!canGoForward())
        return;
    ++m_historyIndex;
    m_history[m_historyIndex].coalescing = false;
    applyRange(m_history[m_historyIndex].start, m_history[m_historyIndex].end);
    emit historyChanged();
}

} // namespace faultline::timeline
