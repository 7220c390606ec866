#include "TimelineColours.h"

#include <QPalette>

namespace faultline {

using timeline::ColourKey;
using timeline::Theme;

QColor TimelineColours::fromArgb(std::uint32_t argb)
{
    return QColor::fromRgba(argb);
}

Theme TimelineColours::themeFor(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128 ? Theme::Dark : Theme::Light;
}

TimelineColours TimelineColours::forPalette(const QPalette& palette)
{
    TimelineColours c;
    c.theme = themeFor(palette);
    const bool dark = c.theme == Theme::Dark;
    for (int k = 0; k < timeline::kColourKeyCount; ++k) {
        const auto key = static_cast<ColourKey>(k);
        c.bar[k] = fromArgb(timeline::colourArgb(key, c.theme));
        c.edge[k] = dark ? c.bar[k].lighter(150) : c.bar[k].darker(150);
        c.textPen[k] = QPen(fromArgb(timeline::textArgb(key, c.theme)));
    }

    c.background = palette.color(QPalette::Base);
    c.alternate = dark ? c.background.lighter(115) : c.background.darker(104);
    if (c.alternate == c.background) // pure black does not get lighter by a factor
        c.alternate = QColor(dark ? 0x1c1c1c : 0xf4f4f4);
    c.header = palette.color(QPalette::Window);
    if (c.header == c.background)
        c.header = dark ? c.background.lighter(130) : c.background.darker(108);
    c.nodeHeader = dark ? c.header.lighter(125) : c.header.darker(112);
    c.separator = palette.color(QPalette::Mid);
    c.grid = palette.color(QPalette::Text);
    c.grid.setAlpha(dark ? 40 : 28);

    const QColor highlight = palette.color(QPalette::Highlight);
    c.counterLine = dark ? QColor(0x7fb3e6) : QColor(0x2a6cb0);
    c.counterFill = c.counterLine;
    c.counterFill.setAlpha(dark ? 90 : 70);
    c.rangeFill = highlight;
    c.rangeFill.setAlpha(40);
    c.areaFill = highlight;
    c.areaFill.setAlpha(60);
    c.instant = c.bar[static_cast<std::size_t>(ColourKey::Lifecycle)];
    c.error = dark ? QColor(0xFF, 0x52, 0x52) : QColor(0xC6, 0x28, 0x28);

    c.labelVeil = c.background;
    c.labelVeil.setAlpha(200);
    // Enough to make the evidence stand out, not so much that its context disappears.
    c.evidenceVeil = c.background;
    c.evidenceVeil.setAlpha(dark ? 110 : 90);

    c.textPenNormal = QPen(palette.color(QPalette::Text));
    QColor muted = palette.color(QPalette::Text);
    muted.setAlpha(150);
    c.textPenMuted = QPen(muted);
    c.gridPen = QPen(c.grid, 0);
    c.selectionPen = QPen(dark ? QColor(Qt::white) : QColor(Qt::black), 2);
    c.selectionPen.setJoinStyle(Qt::MiterJoin);
    c.hoverPen = QPen(palette.color(QPalette::Text), 1);
    c.areaPen = QPen(highlight, 1, Qt::DashLine);
    c.evidencePen = QPen(dark ? QColor(0xffd54f) : QColor(0xe65100), 2);
    c.evidencePen.setJoinStyle(Qt::MiterJoin);
    c.rangeEdgePen = QPen(highlight, 1);
    c.instantBrush = QBrush(c.instant);
    return c;
}

} // namespace faultline
