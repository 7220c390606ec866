#include "AnnotationOverlay.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace faultline {

namespace {

constexpr int kFlagLines = 3;
constexpr double kFlagPadding = 4;
constexpr double kFlagGap = 2;
// A flag with no room for its text still marks the note.
constexpr double kBareFlagWidth = 7;
// Span labels may be wider than a narrow band, up to this, so that they say something.
constexpr double kMinSpanLabelWidth = 72;

struct PlacedNote
{
    const Annotation* note = nullptr;
    double x0 = 0;
    double x1 = 0;
    QRectF flag;
    QString label; // elided; empty when the flag has no room for text
    bool pinned = false;
};

bool isPinned(const Annotation& note)
{
    return !note.eventId.isEmpty() || !note.chainId.isEmpty();
}

// Where every visible note and its flag go. Notes are few (tens), and this runs once per frame:
// the vector and the elided strings are the only allocations, none per pixel.
std::vector<PlacedNote> layoutNotes(const QRectF& rect, const AnnotationTimeToX& xForTime,
                                    const QList<Annotation>& notes, const AnnotationOverlayStyle& style)
{
    std::vector<PlacedNote> placed;
    if (notes.isEmpty() || !xForTime)
        return placed;
    placed.reserve(static_cast<std::size_t>(notes.size()));
    for (const Annotation& note : notes) {
        const double a = xForTime(note.start);
        const double b = note.isSpan() ? xForTime(note.end) : a;
        const double x0 = std::min(a, b);
        const double x1 = std::max(a, b);
        if (!std::isfinite(x0) || !std::isfinite(x1) || x1 < rect.left() - 1 || x0 > rect.right() + 1)
            continue;
        placed.push_back({&note, x0, x1, {}, {}, isPinned(note)});
    }
    std::stable_sort(placed.begin(), placed.end(),
                     [](const PlacedNote& l, const PlacedNote& r) { return l.x0 < r.x0; });

    const QFontMetricsF metrics(style.font);
    const QFontMetricsF pinnedMetrics(style.pinnedFont);
    std::array<double, kFlagLines> lineEnds;
    lineEnds.fill(-1e300);
    for (PlacedNote& p : placed) {
        const QFontMetricsF& m = p.pinned ? pinnedMetrics : metrics;
        // The text stays in view when a span starts left of it.
        const double left = std::max(p.x0, rect.left()) + (p.note->isSpan() ? 0.0 : 1.0);
        double room = style.maxLabelWidth;
        if (p.note->isSpan())
            room = std::clamp(p.x1 - left, kMinSpanLabelWidth, room);
        room = std::min(room, rect.right() - left);
        const QString text = QString(p.note->text).replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
        const double textRoom = room - 2 * kFlagPadding;
        QString label = textRoom > m.averageCharWidth() * 3 ? m.elidedText(text, Qt::ElideRight, textRoom) : QString();
        if (label == QStringLiteral("…"))
            label.clear();
        const double width = label.isEmpty() ? kBareFlagWidth : m.horizontalAdvance(label) + 2 * kFlagPadding;
        int line = 0;
        while (line < kFlagLines && lineEnds[static_cast<std::size_t>(line)] + kFlagGap > left)
            ++line;
        if (line == kFlagLines) {
            // No free line: a bare flag on the first one, over its neighbour's edge.
            line = 0;
            label.clear();
        }
        const double w = label.isEmpty() ? kBareFlagWidth : width;
        p.label = label;
        p.flag = QRectF(left, rect.top() + line * style.flagHeight, w, style.flagHeight - 1);
        auto& end = lineEnds[static_cast<std::size_t>(line)];
        end = std::max(end, p.flag.right());
    }
    return placed;
}

QRectF lineRect(const PlacedNote& p, const QRectF& rect)
{
    const double width = p.pinned ? 2 : 1;
    return QRectF(std::floor(p.x0), rect.top(), width, rect.height());
}

} // namespace

QColor defaultAnnotationColour(const QPalette& palette)
{
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    return dark ? QColor(0xff, 0x6f, 0xa8) : QColor(0xd8, 0x1b, 0x60);
}

QColor annotationColour(const Annotation& note, const QColor& fallback)
{
    if (!note.colour.isEmpty() && Annotation::isValidColour(note.colour)) {
        const QColor colour = QColor::fromString(note.colour);
        if (colour.isValid())
            return colour;
    }
    return fallback;
}

QColor annotationTextColour(const QColor& fill)
{
    // Relative luminance in sRGB weights, as the core Palette picks text on bars.
    const double luminance = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue();
    return luminance > 150 ? QColor(0x10, 0x10, 0x10) : QColor(Qt::white);
}

AnnotationOverlayStyle AnnotationOverlayStyle::forPalette(const QPalette& palette, const QFont& font)
{
    AnnotationOverlayStyle style;
    style.defaultColour = defaultAnnotationColour(palette);
    style.background = palette.color(QPalette::Base);
    style.font = font;
    style.pinnedFont = font;
    style.pinnedFont.setBold(true);
    style.flagHeight = static_cast<int>(std::ceil(QFontMetricsF(style.pinnedFont).height())) + 3;
    return style;
}

void paintAnnotations(QPainter& painter, const QRectF& rect, const AnnotationTimeToX& xForTime,
                      const QList<Annotation>& notes, const AnnotationOverlayStyle& style)
{
    const std::vector<PlacedNote> placed = layoutNotes(rect, xForTime, notes, style);
    if (placed.empty())
        return;
    painter.save();
    painter.setClipRect(rect, Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setBrush(Qt::NoBrush);

    // Bands first, so that lines and flags of other notes stay on top of them.
    for (const PlacedNote& p : placed) {
        if (!p.note->isSpan())
            continue;
        const QColor colour = annotationColour(*p.note, style.defaultColour);
        QColor fill = colour;
        fill.setAlpha(p.pinned ? 64 : 44);
        const double left = std::floor(p.x0);
        const double right = std::max(left + 1, std::ceil(p.x1));
        painter.fillRect(QRectF(left, rect.top(), right - left, rect.height()), fill);
        QColor edge = colour;
        edge.setAlpha(200);
        painter.fillRect(QRectF(left, rect.top(), 1, rect.height()), edge);
        painter.fillRect(QRectF(right - 1, rect.top(), 1, rect.height()), edge);
    }
    for (const PlacedNote& p : placed) {
        if (!p.note->isSpan())
            painter.fillRect(lineRect(p, rect), annotationColour(*p.note, style.defaultColour));
    }
    for (const PlacedNote& p : placed) {
        const QColor colour = annotationColour(*p.note, style.defaultColour);
        painter.fillRect(p.flag, colour);
        if (p.label.isEmpty())
            continue;
        painter.setFont(p.pinned ? style.pinnedFont : style.font);
        painter.setPen(annotationTextColour(colour));
        painter.drawText(p.flag.adjusted(kFlagPadding, 0, -kFlagPadding, 0),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, p.label);
    }
    painter.restore();
}

quint64 annotationAt(const QPointF& pos, const QRectF& rect, const AnnotationTimeToX& xForTime,
                     const QList<Annotation>& notes, const AnnotationOverlayStyle& style)
{
    const std::vector<PlacedNote> placed = layoutNotes(rect, xForTime, notes, style);
    // Flags win over lines; among flags the last drawn (on top) wins.
    for (auto it = placed.rbegin(); it != placed.rend(); ++it) {
        if (it->flag.adjusted(-1, -1, 1, 1).contains(pos))
            return it->note->id;
    }
    for (auto it = placed.rbegin(); it != placed.rend(); ++it) {
        if (!it->note->isSpan() && std::abs(pos.x() - lineRect(*it, rect).center().x()) <= 2.5 && rect.contains(pos))
            return it->note->id;
    }
    return 0;
}

} // namespace faultline
