#pragma once

#include "Annotation.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>

#include <functional>

class QPainter;
class QPalette;

namespace faultline {

// How notes look over a time axis, made once per palette and font (like TimelineColours) so that
// painting constructs no colour, pen or font.
struct AnnotationOverlayStyle
{
    QColor defaultColour; // a note without a colour of its own
    QColor background;    // what the notes are drawn over, for the label's text colour
    QFont font;
    QFont pinnedFont; // notes pinned to an event or a chain: emphasised
    int flagHeight = 16;
    int maxLabelWidth = 240;

    [[nodiscard]] static AnnotationOverlayStyle forPalette(const QPalette& palette, const QFont& font);
};

// The colour of notes that have none: a strong pink, lighter on dark backgrounds, which none of
// the timeline's event families uses.
[[nodiscard]] QColor defaultAnnotationColour(const QPalette& palette);
// The note's own colour when it has a valid one, else `fallback`.
[[nodiscard]] QColor annotationColour(const Annotation& note, const QColor& fallback);
// Black or white, whichever reads better on `fill`.
[[nodiscard]] QColor annotationTextColour(const QColor& fill);

// Maps a unix-ns time to an x coordinate of the painter (may fall outside the rect).
using AnnotationTimeToX = std::function<double(qint64 ns)>;

// Draws `notes` into `rect` through `painter` (vector drawing only: no pixmaps, so that a render
// into an SVG or PDF painter keeps the text as text). A point note is a vertical line over the
// whole height with a flag at its top holding the text (elided); a span note is a translucent
// band with edges and its text in a flag at its top left. Notes pinned to an event or a chain are
// emphasised (a thicker line, bold text). Flags that would cover an earlier one drop to a lower
// line (at most three); those still colliding keep their line but lose their text. The painter's
// state is restored afterwards.
void paintAnnotations(QPainter& painter, const QRectF& rect, const AnnotationTimeToX& xForTime,
                      const QList<Annotation>& notes, const AnnotationOverlayStyle& style);

// The note whose flag or line is at `pos` (the same layout as paintAnnotations), 0 when none.
[[nodiscard]] quint64 annotationAt(const QPointF& pos, const QRectF& rect, const AnnotationTimeToX& xForTime,
                                   const QList<Annotation>& notes, const AnnotationOverlayStyle& style);

} // namespace faultline
