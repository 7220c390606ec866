#pragma once

#include "TimelineColours.h"

#include <QString>
#include <QWidget>

#include <vector>

namespace faultline {

namespace timeline {
class ZoomControl;
}

// The time axis above the tracks: times as the TimeDisplay asks on top (since the capture start
// or wall-clock time of day), the other form below, the date in the tooltip. Dragging selects a
// time range (ZoomControl's selection), drawn shaded with its duration.
class TimeRuler : public QWidget
{
    Q_OBJECT
public:
    // Ticks are at least this far apart; the track grid uses the same spacing.
    static constexpr double kTickSpacingPx = 150;

    explicit TimeRuler(timeline::ZoomControl* zoom, QWidget* parent = nullptr);

    [[nodiscard]] double xForTime(qint64 time) const;
    [[nodiscard]] qint64 timeForX(double x) const;
    [[nodiscard]] QString toolTipAt(int x) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Tick
    {
        int x = 0;
        QString primary;   // the form the TimeDisplay asks for
        QString secondary; // the other one
    };
    void updateTicks();
    // The TimeDisplay changed: labels are made again.
    void onTimeDisplayChanged();

    timeline::ZoomControl* m_zoom = nullptr;
    TimelineColours m_colours;
    bool m_dragging = false;
    qint64 m_anchor = 0;
    // Labels of the current view, made when the range or width changes, not per frame.
    std::vector<Tick> m_ticks;
    qint64 m_tickStart = 0;
    qint64 m_tickEnd = 0;
    int m_tickWidth = -1;
};

} // namespace faultline
