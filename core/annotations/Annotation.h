#pragma once

#include "CaptureTypes.h"

#include <QDateTime>
#include <QList>
#include <QPair>
#include <QString>

namespace faultline {

enum class AnnotationKind : quint8 { Point, Span };

// "point" / "span", as the sidecar and the labels spell them.
[[nodiscard]] QString annotationKindName(AnnotationKind kind);

// A reviewer's note on a capture: at an instant (Point) or over [start, end] (Span), optionally
// pinned to one event of the capture or to a causal chain. Times are unix ns, as in the capture.
struct Annotation
{
    quint64 id = 0; // unique within an AnnotationSet; 0 until added
    AnnotationKind kind = AnnotationKind::Point;
    qint64 start = 0; // unix ns
    qint64 end = 0;   // unix ns; equals start for a point
    QString text;
    QString colour; // "#rrggbb"; empty = the view's default
    QString author;
    QDateTime created; // UTC, millisecond precision
    quint32 pid = 0;   // process the note is about, 0 = none
    QString eventId;   // the capture's events.id (text ids "node:seq"), or the rowid as text
    QString chainId;   // a chain's id (e.g. "tail-HIGH-cudaStreamSync"), with its rule and time
    QString chainRule;
    qint64 chainTime = 0;
    // Labels of an annotation read from a capture that are not ours (another tool wrote them),
    // kept so that saving a copy again does not lose them.
    QList<QPair<QString, QString>> otherLabels;

    bool operator==(const Annotation&) const = default;

    [[nodiscard]] bool isSpan() const { return kind == AnnotationKind::Span; }
    // Empty when the annotation can be stored; else what is wrong with it.
    [[nodiscard]] QString validationError() const;
    // "#rrggbb" (either case) or empty.
    [[nodiscard]] static bool isValidColour(const QString& colour);

    // Ingero's `annotations` row (v0.17): labels carry our fields under "faultline." keys;
    // span_start/span_end are 0 for a point. `id`, `start_time` and the peer columns are left 0.
    [[nodiscard]] capture::StoredAnnotation toStored() const;
    // The reverse. A row another tool wrote becomes a note whose text lists its labels.
    [[nodiscard]] static Annotation fromStored(const capture::StoredAnnotation& stored);
};

namespace annotation_labels {
inline constexpr char kText[] = "faultline.text";
inline constexpr char kColour[] = "faultline.colour";
inline constexpr char kAuthor[] = "faultline.author";
inline constexpr char kCreated[] = "faultline.created"; // ISO 8601 UTC with milliseconds
inline constexpr char kKind[] = "faultline.kind";       // point | span
inline constexpr char kEvent[] = "faultline.event";
inline constexpr char kChain[] = "faultline.chain";
inline constexpr char kChainRule[] = "faultline.chain_rule";
inline constexpr char kChainTime[] = "faultline.chain_time"; // unix ns as decimal text
} // namespace annotation_labels

} // namespace faultline
