#pragma once

#include "GpuTimeBars.h"

#include <QWidget>

#include <vector>

namespace faultline {

// The GPU time picture of the Summary (issue 45): one stacked bar per device (per rank when the
// capture has ranks) of busy compute, exposed communication and copies, then idle time by cause,
// each as a share of the counted steps, with a legend. Hovering a segment says what it is and how
// much; clicking it asks for the first step where it is largest (segmentActivated).
class GpuTimeChart : public QWidget
{
    Q_OBJECT
public:
    explicit GpuTimeChart(QWidget* parent = nullptr);

    void setBars(std::vector<GpuTimeBar> bars);
    [[nodiscard]] const std::vector<GpuTimeBar>& bars() const { return m_bars; }

    struct Hit
    {
        int bar = -1;
        const GpuTimeSegment* segment = nullptr;
    };
    [[nodiscard]] Hit hitTest(const QPoint& pos) const;
    // Where bar `bar` is drawn, in widget coordinates.
    [[nodiscard]] QRect barRect(int bar) const;
    // The point at the middle of a segment, for a click.
    [[nodiscard]] QPoint centreOf(int bar, GpuTimeKind kind) const;
    // The tooltip shown over a segment.
    [[nodiscard]] QString segmentText(const GpuTimeBar& bar, const GpuTimeSegment& segment) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    void segmentActivated(qint64 start, qint64 end);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    [[nodiscard]] int labelWidth() const;
    // Lines the legend takes at width `w`.
    [[nodiscard]] int legendLines(int w) const;
    [[nodiscard]] int rowHeight() const;
    [[nodiscard]] bool dark() const;

    std::vector<GpuTimeBar> m_bars;
    Hit m_hover;
};

} // namespace faultline
