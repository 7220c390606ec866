#pragma once

#include <QObject>
#include <QPointer>

namespace faultline {

namespace timeline {
class ZoomControl;
}

// "Follow newest" for a live capture: keeps the visible range on the last `window` of the trace
// as it grows. Any other change of the range (a zoom, a pan, Show All) turns it off, since the
// user wants to look at something.
class FollowNewest : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kDefaultWindowNs = 10'000'000'000;

    explicit FollowNewest(QObject* parent = nullptr);

    // The zoom of the timeline shown now; a new one for each loaded trace.
    void setZoom(timeline::ZoomControl* zoom);
    [[nodiscard]] bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    [[nodiscard]] qint64 window() const { return m_windowNs; }
    void setWindow(qint64 windowNs);
    // Pins the range to the newest window, when enabled.
    void apply();

signals:
    void enabledChanged(bool enabled);

private:
    QPointer<timeline::ZoomControl> m_zoom;
    bool m_enabled = false;
    bool m_applying = false;
    qint64 m_windowNs = kDefaultWindowNs;
};

} // namespace faultline
