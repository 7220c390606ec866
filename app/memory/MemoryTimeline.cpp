#include "MemoryTimeline.h"

#include "OomExplainer.h"

#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>

#include <algorithm>

namespace faultline {

using namespace faultline::snapshot;

MemoryTimeline::MemoryTimeline(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("memoryTimeline"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumHeight(70);
    setToolTip(tr("Allocated (blue) and reserved (grey) memory over the recorded entries. Click to go there."));
}

void MemoryTimeline::setReplay(const SnapshotReplay* replay)
{
    m_replay = replay;
    rebuild();
}

void MemoryTimeline::setPosition(std::size_t position)
{
    m_position = position;
    update();
}

QRect MemoryTimeline::plotRect() const
{
    return rect().adjusted(86, 6, -6, -6); // as wide as the block map's size labels
}

void MemoryTimeline::rebuild()
{
    m_buckets.clear();
    m_peak = 1;
    if (m_replay && m_replay->entryCount() > 0) {
        m_buckets = m_replay->series(0, m_replay->entryCount(),
                                     static_cast<std::size_t>(std::max(1, plotRect().width())));
        for (const SeriesBucket& b : m_buckets)
            m_peak = std::max({m_peak, b.reservedMax, b.activeMax});
    }
    update();
}

std::size_t MemoryTimeline::positionAt(int x) const
{
    if (!m_replay)
        return 0;
    const QRect plot = plotRect();
    const double f = std::clamp(static_cast<double>(x - plot.left()) / std::max(1, plot.width()), 0.0, 1.0);
    return static_cast<std::size_t>(f * static_cast<double>(m_replay->entryCount()) + 0.5);
}

void MemoryTimeline::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    p.fillRect(event->rect(), palette().base());
    const QRect plot = plotRect();
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(0, plot.top(), plot.left() - 6, 16), Qt::AlignRight | Qt::AlignTop,
               QString::fromStdString(formatBytes(m_peak)));
    p.drawText(QRect(0, plot.bottom() - 16, plot.left() - 6, 16), Qt::AlignRight | Qt::AlignBottom, tr("0"));
    if (m_buckets.empty() || !m_replay) {
        p.drawText(plot, Qt::AlignCenter, tr("No recorded allocator history for this device."));
        return;
    }
    const double yScale = plot.height() / static_cast<double>(m_peak);
    const double xStep = plot.width() / static_cast<double>(m_buckets.size());
    const QColor reserved(0xc9, 0xcf, 0xd8);
    const QColor active(0x3b, 0x82, 0xc4);
    for (std::size_t i = 0; i < m_buckets.size(); ++i) {
        const SeriesBucket& b = m_buckets[i];
        const int x0 = plot.left() + static_cast<int>(static_cast<double>(i) * xStep);
        const int x1 = plot.left() + static_cast<int>(static_cast<double>(i + 1) * xStep);
        const int w = std::max(1, x1 - x0);
        const int hr = static_cast<int>(static_cast<double>(b.reservedMax) * yScale);
        const int ha = static_cast<int>(static_cast<double>(b.activeMax) * yScale);
        p.fillRect(x0, plot.bottom() - hr, w, hr, reserved);
        p.fillRect(x0, plot.bottom() - ha, w, ha, active);
    }
    const int x = plot.left()
        + static_cast<int>(static_cast<double>(m_position) / static_cast<double>(m_replay->entryCount())
                           * plot.width());
    p.setPen(QPen(QColor(0xd6, 0x27, 0x28), 2));
    p.drawLine(x, plot.top(), x, plot.bottom());
}

void MemoryTimeline::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    rebuild();
}

void MemoryTimeline::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && m_replay)
        emit positionRequested(positionAt(event->position().toPoint().x()));
}

void MemoryTimeline::mouseMoveEvent(QMouseEvent* event)
{
    if ((event->buttons() & Qt::LeftButton) && m_replay)
        emit positionRequested(positionAt(event->position().toPoint().x()));
}

} // namespace faultline
