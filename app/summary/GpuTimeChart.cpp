#include "GpuTimeChart.h"

#include "QtText.h"
#include "UiText.h"

#include <QCoreApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace faultline {

namespace {

constexpr int kBarHeight = 18;
constexpr int kRowGap = 8;
constexpr int kMargin = 6;
constexpr int kSwatch = 10;
constexpr int kFigureWidthChars = 22;

QString kindLabel(GpuTimeKind kind)
{
    // The labels are core's English; their translations live under this context.
    return QCoreApplication::translate("GpuTimeChart", gpuTimeKindLabel(kind));
}

// Marks the labels for lupdate; gpuTimeKindLabel() returns the same strings.
[[maybe_unused]] constexpr const char* kLabels[] = {
    QT_TRANSLATE_NOOP("GpuTimeChart", "Compute"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Communication (exposed)"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Copies and memsets"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Idle: host sync"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Idle: blocking copy"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Idle: waiting for input"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Idle: CPU work"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Idle: between launches"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Idle: off-CPU"),
    QT_TRANSLATE_NOOP("GpuTimeChart", "Idle: unknown"),
};

QColor colourOf(GpuTimeKind kind, bool dark)
{
    return QColor::fromRgba(gpuTimeKindArgb(kind, dark));
}

} // namespace

GpuTimeChart::GpuTimeChart(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void GpuTimeChart::setBars(std::vector<GpuTimeBar> bars)
{
    m_bars = std::move(bars);
    m_hover = {};
    updateGeometry();
    update();
}

bool GpuTimeChart::dark() const
{
    return palette().color(QPalette::Window).lightness() < 128;
}

int GpuTimeChart::rowHeight() const
{
    return std::max(kBarHeight, fontMetrics().height()) + kRowGap;
}

int GpuTimeChart::labelWidth() const
{
    int w = 0;
    for (const GpuTimeBar& b : m_bars)
        w = std::max(w, fontMetrics().horizontalAdvance(text::toQString(b.label)));
    return std::min(w + kMargin, std::max(80, width() / 3));
}

QRect GpuTimeChart::barRect(int bar) const
{
    const int left = labelWidth() + kMargin;
    const int right = width() - kMargin - fontMetrics().averageCharWidth() * kFigureWidthChars;
    const int top = kMargin + bar * rowHeight() + (rowHeight() - kRowGap - kBarHeight) / 2;
    return {left, top, std::max(10, right - left), kBarHeight};
}

int GpuTimeChart::legendLines(int w) const
{
    bool present[kGpuTimeKinds] = {};
    for (const GpuTimeBar& b : m_bars)
        for (const GpuTimeSegment& s : b.segments)
            present[static_cast<int>(s.kind)] = true;
    int lines = 1;
    int x = kMargin;
    for (int k = 0; k < kGpuTimeKinds; ++k) {
        if (!present[k])
            continue;
        const int item = kSwatch + 4 + fontMetrics().horizontalAdvance(kindLabel(static_cast<GpuTimeKind>(k))) + 14;
        if (x + item > w - kMargin && x > kMargin) {
            ++lines;
            x = kMargin;
        }
        x += item;
    }
    return lines;
}

void GpuTimeChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (sizeHint().height() != height())
        updateGeometry();
}

QSize GpuTimeChart::sizeHint() const
{
    const int legendRows = legendLines(width() > 100 ? width() : 1200);
    const int h = kMargin * 2 + static_cast<int>(m_bars.size()) * rowHeight()
        + legendRows * (fontMetrics().height() + 4);
    return {600, h};
}

QSize GpuTimeChart::minimumSizeHint() const
{
    return {300, sizeHint().height()};
}

GpuTimeChart::Hit GpuTimeChart::hitTest(const QPoint& pos) const
{
    for (int b = 0; b < static_cast<int>(m_bars.size()); ++b) {
        const QRect r = barRect(b);
        if (!r.contains(pos))
            continue;
        const double fraction = static_cast<double>(pos.x() - r.left()) / static_cast<double>(r.width());
        return {b, segmentAt(m_bars[static_cast<std::size_t>(b)], fraction)};
    }
    return {};
}

QPoint GpuTimeChart::centreOf(int bar, GpuTimeKind kind) const
{
    const QRect r = barRect(bar);
    for (const GpuTimeSegment& s : m_bars.at(static_cast<std::size_t>(bar)).segments)
        if (s.kind == kind)
            return {r.left() + static_cast<int>((s.offset + s.share / 2) * r.width()), r.center().y()};
    return {-1, -1};
}

QString GpuTimeChart::segmentText(const GpuTimeBar& bar, const GpuTimeSegment& s) const
{
    QString text = tr("%1: %2 (%3 of the %4)")
                       .arg(kindLabel(s.kind), text::durationText(s.ns), text::percentText(s.share),
                            bar.steps > 0 ? tr("%n counted step(s)", nullptr, static_cast<int>(bar.steps))
                                          : tr("GPU's span"));
    if (bar.steps > 0)
        text += QLatin1Char('\n')
            + tr("%1 per step; click for the step where it is largest").arg(text::durationText(s.ns / bar.steps));
    else
        text += QLatin1Char('\n') + tr("Click to show the GPU's span on the timeline");
    return text;
}

void GpuTimeChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const bool isDark = dark();
    const QColor textColour = palette().color(QPalette::WindowText);
    bool present[kGpuTimeKinds] = {};
    for (int b = 0; b < static_cast<int>(m_bars.size()); ++b) {
        const GpuTimeBar& bar = m_bars[static_cast<std::size_t>(b)];
        const QRect r = barRect(b);
        p.setPen(textColour);
        const QRect labelRect(kMargin, r.top() - 4, labelWidth() - kMargin, r.height() + 8);
        p.drawText(labelRect, Qt::AlignVCenter | Qt::AlignLeft,
                   fontMetrics().elidedText(text::toQString(bar.label), Qt::ElideMiddle, labelRect.width()));
        p.fillRect(r, palette().color(QPalette::AlternateBase));
        double busy = 0;
        for (const GpuTimeSegment& s : bar.segments) {
            present[static_cast<int>(s.kind)] = true;
            if (!isIdleKind(s.kind))
                busy += s.share;
            const int x0 = r.left() + static_cast<int>(s.offset * r.width());
            const int x1 = r.left() + static_cast<int>((s.offset + s.share) * r.width());
            p.fillRect(QRect(x0, r.top(), std::max(1, x1 - x0), r.height()), colourOf(s.kind, isDark));
        }
        if (m_hover.bar == b && m_hover.segment) {
            const GpuTimeSegment& s = *m_hover.segment;
            const int x0 = r.left() + static_cast<int>(s.offset * r.width());
            const int x1 = r.left() + static_cast<int>((s.offset + s.share) * r.width());
            p.setPen(QPen(textColour, 2));
            p.drawRect(QRect(x0, r.top(), std::max(1, x1 - x0), r.height()).adjusted(1, 1, -1, -1));
        }
        p.setPen(textColour);
        p.drawText(QRect(r.right() + kMargin, r.top() - 4, width() - r.right() - kMargin, r.height() + 8),
                   Qt::AlignVCenter | Qt::AlignLeft,
                   tr("busy %1 · idle %2").arg(text::percentText(busy), text::percentText(1.0 - busy)));
    }
    // The legend: the kinds any bar shows, in the bars' order, flowing over as many lines as needed.
    int x = kMargin;
    int y = kMargin + static_cast<int>(m_bars.size()) * rowHeight();
    const int line = fontMetrics().height() + 4;
    for (int k = 0; k < kGpuTimeKinds; ++k) {
        if (!present[k])
            continue;
        const QString label = kindLabel(static_cast<GpuTimeKind>(k));
        const int w = kSwatch + 4 + fontMetrics().horizontalAdvance(label) + 14;
        if (x + w > width() - kMargin && x > kMargin) {
            x = kMargin;
            y += line;
        }
        p.fillRect(QRect(x, y + (line - kSwatch) / 2, kSwatch, kSwatch), colourOf(static_cast<GpuTimeKind>(k), isDark));
        p.setPen(textColour);
        p.drawText(QRect(x + kSwatch + 4, y, w, line), Qt::AlignVCenter | Qt::AlignLeft, label);
        x += w;
    }
}

void GpuTimeChart::mouseMoveEvent(QMouseEvent* event)
{
    const Hit hit = hitTest(event->position().toPoint());
    if (hit.bar != m_hover.bar || hit.segment != m_hover.segment) {
        m_hover = hit;
        update();
    }
    setCursor(hit.segment ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (hit.segment)
        QToolTip::showText(event->globalPosition().toPoint(),
                           segmentText(m_bars[static_cast<std::size_t>(hit.bar)], *hit.segment), this);
    else
        QToolTip::hideText();
}

void GpuTimeChart::mousePressEvent(QMouseEvent* event)
{
    const Hit hit = hitTest(event->position().toPoint());
    if (event->button() == Qt::LeftButton && hit.segment)
        emit segmentActivated(hit.segment->windowStart, hit.segment->windowEnd);
    QWidget::mousePressEvent(event);
}

void GpuTimeChart::leaveEvent(QEvent* event)
{
    m_hover = {};
    update();
    QWidget::leaveEvent(event);
}

} // namespace faultline
