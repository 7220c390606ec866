#include "FollowNewest.h"

#include "ZoomControl.h"

#include <algorithm>

namespace faultline {

using timeline::ZoomControl;

FollowNewest::FollowNewest(QObject* parent)
    : QObject(parent)
{
}

void FollowNewest::setZoom(ZoomControl* zoom)
{
    if (m_zoom)
        disconnect(m_zoom, nullptr, this, nullptr);
    m_zoom = zoom;
    if (!m_zoom)
        return;
    connect(m_zoom, &ZoomControl::rangeChanged, this, [this] {
        if (!m_applying)
            setEnabled(false);
    });
    apply();
}

void FollowNewest::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    apply();
    emit enabledChanged(m_enabled);
}

void FollowNewest::setWindow(qint64 windowNs)
{
    m_windowNs = std::max<qint64>(ZoomControl::kMinimumRange, windowNs);
    apply();
}

void FollowNewest::apply()
{
    if (!m_enabled || !m_zoom)
        return;
    m_applying = true;
    const qint64 end = m_zoom->traceEnd();
    m_zoom->setRange(std::max(m_zoom->traceStart(), end - m_windowNs), end, ZoomControl::History::None);
    m_applying = false;
}

} // namespace faultline
