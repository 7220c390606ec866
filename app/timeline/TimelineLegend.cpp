#include "TimelineLegend.h"

#include <QEvent>
#include <QPainter>

namespace faultline {

using timeline::ColourKey;

namespace {

constexpr int kSwatch = 12;
constexpr int kGap = 6;
constexpr int kItemGap = 16;

} // namespace

TimelineLegend::TimelineLegend(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("timelineLegend"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_items = {
        {ColourKey::Alloc, tr("Allocation")},
        {ColourKey::Free, tr("Free")},
        {ColourKey::Launch, tr("Launch")},
        {ColourKey::Copy, tr("Copy")},
        {ColourKey::Sync, tr("Synchronisation")},
        {ColourKey::Other, tr("Other")},
        {ColourKey::Lifecycle, tr("Lifecycle (fork, exec, exit, OOM kill)"), true},
        {ColourKey::Preempted, tr("Preempted")},
    };
    m_colours = TimelineColours::forPalette(palette());
    setToolTip(tr("Off-CPU intervals are coloured by length: one step per decade, from under %1 to %2 and more")
                   .arg(QString::fromUtf8(timeline::colourKeyLabel(ColourKey::OffCpu0)),
                        QString::fromUtf8(timeline::colourKeyLabel(ColourKey::OffCpu7)))
               + QLatin1Char('\n')
               + tr("Preempted: off the CPU while runnable, another task had it (faultline-probe captures)"));
}

void TimelineLegend::setShowsGpuWork(bool shows)
{
    const auto isGpu = [](const Item& item) {
        return item.key == ColourKey::Kernel || item.key == ColourKey::CommKernel;
    };
    std::erase_if(m_items, isGpu);
    if (shows) {
        m_items.push_back({ColourKey::Kernel, tr("Kernel")});
        m_items.push_back({ColourKey::CommKernel, tr("Communication kernel")});
    }
    updateGeometry();
    update();
}

QStringList TimelineLegend::labels() const
{
    QStringList result;
    for (const Item& item : m_items)
        result.append(item.label);
    result.append(tr("Off-CPU"));
    return result;
}

QSize TimelineLegend::sizeHint() const
{
    const QFontMetrics metrics = fontMetrics();
    int width = 8;
    for (const Item& item : m_items)
        width += kSwatch + kGap + metrics.horizontalAdvance(item.label) + kItemGap;
    width += metrics.horizontalAdvance(tr("Off-CPU")) + kGap + timeline::kOffCpuLevels * (kSwatch - 2) + 2 * kGap
        + metrics.horizontalAdvance(tr("short")) + metrics.horizontalAdvance(tr("long")) + kGap;
    return {width, metrics.height() + 8};
}

QSize TimelineLegend::minimumSizeHint() const
{
    return {0, fontMetrics().height() + 8};
}

void TimelineLegend::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const QFontMetrics metrics = fontMetrics();
    const int h = height();
    const int swatchTop = (h - kSwatch) / 2;
    int x = 8;
    for (const Item& item : m_items) {
        const QColor& colour = m_colours.bar[static_cast<std::size_t>(item.key)];
        if (item.marker) {
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            const QPointF triangle[3] = {{double(x), double(swatchTop)},
                                         {double(x + kSwatch), double(swatchTop)},
                                         {x + kSwatch / 2.0, double(swatchTop + kSwatch)}};
            p.drawConvexPolygon(triangle, 3);
            p.setBrush(Qt::NoBrush);
            p.setRenderHint(QPainter::Antialiasing, false);
        } else {
            p.fillRect(x, swatchTop, kSwatch, kSwatch, colour);
        }
        x += kSwatch + kGap;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(x, 0, metrics.horizontalAdvance(item.label) + 1, h, Qt::AlignVCenter | Qt::AlignLeft, item.label);
        x += metrics.horizontalAdvance(item.label) + kItemGap;
    }
    const QString offCpu = tr("Off-CPU");
    p.drawText(x, 0, metrics.horizontalAdvance(offCpu) + 1, h, Qt::AlignVCenter | Qt::AlignLeft, offCpu);
    x += metrics.horizontalAdvance(offCpu) + kGap;
    p.setPen(palette().color(QPalette::PlaceholderText));
    const QString shortText = tr("short");
    p.drawText(x, 0, metrics.horizontalAdvance(shortText) + 1, h, Qt::AlignVCenter | Qt::AlignLeft, shortText);
    x += metrics.horizontalAdvance(shortText) + kGap;
    for (int level = 0; level < timeline::kOffCpuLevels; ++level) {
        const auto key = static_cast<std::size_t>(ColourKey::OffCpu0) + static_cast<std::size_t>(level);
        p.fillRect(x, swatchTop, kSwatch - 2, kSwatch, m_colours.bar[key]);
        x += kSwatch - 2;
    }
    x += kGap;
    const QString longText = tr("long");
    p.drawText(x, 0, metrics.horizontalAdvance(longText) + 1, h, Qt::AlignVCenter | Qt::AlignLeft, longText);
}

void TimelineLegend::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        m_colours = TimelineColours::forPalette(palette());
        update();
    }
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

} // namespace faultline
