#include "TimeRuler.h"

#include "Coordinates.h"
#include "ZoomControl.h"
#include "common/TimeFormat.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>

namespace faultline {

TimeRuler::TimeRuler(timeline::ZoomControl* zoom, QWidget* parent)
    : QWidget(parent)
    , m_zoom(zoom)
{
    setObjectName(QStringLiteral("timeRuler"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setCursor(Qt::IBeamCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_colours = TimelineColours::forPalette(palette());
    connect(m_zoom, &timeline::ZoomControl::rangeChanged, this, qOverload<>(&QWidget::update));
    connect(m_zoom, &timeline::ZoomControl::selectionChanged, this, qOverload<>(&QWidget::update));
    connect(TimeFormat::notifier(), &TimeDisplayNotifier::changed, this, &TimeRuler::onTimeDisplayChanged);
    setToolTip(tr("Drag to select a time range; F zooms to it, Esc clears it"));
}

QSize TimeRuler::sizeHint() const
{
    return {400, 2 * fontMetrics().height() + 8};
}

QSize TimeRuler::minimumSizeHint() const
{
    return {50, sizeHint().height()};
}

double TimeRuler::xForTime(qint64 time) const
{
    return timeline::timeToPixel(time, m_zoom->rangeStart(), m_zoom->rangeEnd(), width());
}

qint64 TimeRuler::timeForX(double x) const
{
    return timeline::pixelToTime(x, width(), m_zoom->rangeStart(), m_zoom->rangeEnd());
}

QString TimeRuler::toolTipAt(int x) const
{
    const qint64 t = timeForX(x);
    return tr("%1\n%2 since the capture start")
        .arg(TimeFormat::dateTime(t), TimeFormat::offset(t - m_zoom->traceStart(), 1));
}

void TimeRuler::updateTicks()
{
    const qint64 start = m_zoom->rangeStart();
    const qint64 end = m_zoom->rangeEnd();
    if (start == m_tickStart && end == m_tickEnd && width() == m_tickWidth)
        return;
    m_tickStart = start;
    m_tickEnd = end;
    m_tickWidth = width();
    m_ticks.clear();
    const qint64 step = TimeFormat::tickStep(end - start, width(), kTickSpacingPx);
    const qint64 origin = m_zoom->traceStart();
    for (qint64 t = TimeFormat::firstTick(start, step, origin); t < end; t += step) {
        const int x = static_cast<int>(std::lround(xForTime(t)));
        m_ticks.push_back({x, TimeFormat::instant(t, origin, step), TimeFormat::otherInstant(t, origin, step)});
    }
}

void TimeRuler::onTimeDisplayChanged()
{
    m_tickWidth = -1;
    update();
}

void TimeRuler::paintEvent(QPaintEvent*)
{
    updateTicks();
    QPainter p(this);
    const int w = width();
    const int h = height();
    p.fillRect(rect(), palette().color(QPalette::Window));
    p.fillRect(0, h - 1, w, 1, m_colours.separator);

    const QFontMetrics metrics = fontMetrics();
    const int line = metrics.height();
    const int top = 3;
    p.setPen(m_colours.textPenNormal);
    for (const Tick& tick : m_ticks) {
        p.fillRect(tick.x, h - 6, 1, 5, m_colours.separator);
        p.fillRect(tick.x, 0, 1, 4, m_colours.separator);
        p.setPen(m_colours.textPenNormal);
        p.drawText(tick.x + 3, top + metrics.ascent(), tick.primary);
        p.setPen(m_colours.textPenMuted);
        p.drawText(tick.x + 3, top + line + metrics.ascent(), tick.secondary);
    }

    if (m_zoom->hasSelection()) {
        const double a = std::clamp(xForTime(m_zoom->selectionStart()), -2.0, w + 2.0);
        const double b = std::clamp(xForTime(m_zoom->selectionEnd()), -2.0, w + 2.0);
        const int x0 = static_cast<int>(std::lround(a));
        const int x1 = static_cast<int>(std::lround(b));
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlpha(90);
        p.fillRect(x0, 0, std::max(1, x1 - x0), h, fill);
        p.fillRect(x0, 0, 1, h, palette().color(QPalette::Highlight));
        p.fillRect(x1, 0, 1, h, palette().color(QPalette::Highlight));
        const QString duration = TimeFormat::duration(m_zoom->selectionEnd() - m_zoom->selectionStart());
        const int textWidth = metrics.horizontalAdvance(duration) + 8;
        // Centred over the selection, kept on screen.
        const int centre = std::clamp((x0 + x1) / 2, textWidth / 2, std::max(textWidth / 2, w - textWidth / 2));
        const QRect box(centre - textWidth / 2, (h - line - 2) / 2, textWidth, line + 2);
        p.fillRect(box, palette().color(QPalette::Highlight));
        p.setPen(palette().color(QPalette::HighlightedText));
        p.drawText(box, Qt::AlignCenter, duration);
    }
}

bool TimeRuler::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        QToolTip::showText(help->globalPos(), toolTipAt(help->pos().x()), this);
        return true;
    }
    return QWidget::event(event);
}

void TimeRuler::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_dragging = true;
    m_anchor = timeForX(event->position().x());
    event->accept();
}

void TimeRuler::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_dragging)
        return;
    const double x = std::clamp(event->position().x(), 0.0, double(width()));
    m_zoom->setSelection(m_anchor, timeForX(x));
}

void TimeRuler::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_dragging)
        return;
    m_dragging = false;
    const double x = std::clamp(event->position().x(), 0.0, double(width()));
    const qint64 end = timeForX(x);
    // A click without a drag clears the selection.
    if (std::abs(x - xForTime(m_anchor)) < 2)
        m_zoom->clearSelection();
    else
        m_zoom->setSelection(m_anchor, end);
}

void TimeRuler::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        m_colours = TimelineColours::forPalette(palette());
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

} // namespace faultline
