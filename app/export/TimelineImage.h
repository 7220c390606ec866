#pragma once

#include "Annotation.h"
#include "ImageWriter.h"
#include "LaneSelection.h"
#include "TimelineModel.h"
#include "Trace.h"
#include "timeline/TrackLayout.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QImage>
#include <QList>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QIODevice;
class QPainter;
class QStyle;
class QWidget;

namespace faultline {

namespace timeline {
class ZoomControl;
}

class TimeRuler;
class TimelineLegend;
class TrackLabels;
class TrackPainter;

struct TimelineImageOptions
{
    std::int64_t from = 0; // unix ns; from >= to: the whole capture
    std::int64_t to = 0;
    LaneSelection lanes;
    ImageSize size;
    int laneHeight = 20;
    bool legend = true;
    bool notes = true;
    bool titleBlock = true;
    QList<Annotation> annotations;
    std::vector<EventRef> highlight; // a chain's evidence: drawn at full strength
    QString captureName;             // the title; "capture" when empty
    QString subtitle;                // a line under it (a chain's title, say)
    QDateTime exportedAt;            // now when invalid
};

// A picture of the timeline for a review: a title block (capture, host, time range, export
// date), the legend, the time ruler, the lane labels and tracks of a range and a set of lanes,
// the notes over them and a chain's evidence highlighted; the notes of the range listed below.
// Made from the app's own widgets (TrackPainter, TrackLabels, TimeRuler, TimelineLegend) built
// offscreen for the export and rendered through the painter of the output, so the picture is
// what the Timeline tab shows and SVG and PDF keep their text as text. GUI thread only.
class TimelineImage
{
    Q_DECLARE_TR_FUNCTIONS(TimelineImage)
public:
    TimelineImage(std::shared_ptr<const Trace> trace, TimelineImageOptions options);
    ~TimelineImage();
    TimelineImage(const TimelineImage&) = delete;
    TimelineImage& operator=(const TimelineImage&) = delete;

    // The size painted, in layout pixels.
    [[nodiscard]] QSize layoutSize() const { return m_layoutSize; }
    // Titles of the rows drawn, top to bottom (for tests and the caption).
    [[nodiscard]] QStringList rowTitles() const;
    [[nodiscard]] int rowsLeftOut() const { return m_rowsLeftOut; }
    [[nodiscard]] std::int64_t rangeStart() const { return m_from; }
    [[nodiscard]] std::int64_t rangeEnd() const { return m_to; }
    // The notes drawn (those that meet the range).
    [[nodiscard]] const QList<Annotation>& notes() const { return m_notes; }
    // Where the tracks are drawn, in layout pixels; x maps linearly to [rangeStart, rangeEnd].
    [[nodiscard]] QRect tracksRect() const { return m_tracksRect; }

    void paint(QPainter& painter);
    [[nodiscard]] ImageWriter::Result write(ImageFormat format, QIODevice* device);
    [[nodiscard]] ImageWriter::Result writeFile(ImageFormat format, const QString& path);
    [[nodiscard]] QImage image();
    [[nodiscard]] QString title() const;

private:
    struct Strip
    {
        int firstRow = 0;
        int lastRow = 0;
        int top = 0; // in the picture
    };

    void chooseRows();
    void layOut();
    // The ruler's width to draw: all of it, unless the labels of its last tick run past its
    // right edge, where they would be cut; then up to that tick.
    [[nodiscard]] int rulerWidthToDraw() const;
    [[nodiscard]] int labelColumnWidth() const;
    [[nodiscard]] QStringList titleLines() const;
    [[nodiscard]] QString offsetText(std::int64_t ns) const;
    void paintTitle(QPainter& p, const QRect& rect) const;
    void paintNotesList(QPainter& p, const QRect& rect) const;

    std::shared_ptr<const Trace> m_trace;
    TimelineImageOptions m_options;
    std::int64_t m_from = 0;
    std::int64_t m_to = 0;
    QList<Annotation> m_notes;

    std::unique_ptr<QStyle> m_style; // the app's style, with arrows drawn as vectors
    std::unique_ptr<QWidget> m_host; // parent of the widgets below, never shown
    timeline::ZoomControl* m_zoom = nullptr;
    timeline::TimelineModel* m_model = nullptr;
    TrackLayout m_layout;
    TrackPainter* m_tracks = nullptr;
    TrackLabels* m_labels = nullptr;
    TimeRuler* m_ruler = nullptr;
    TimelineLegend* m_legend = nullptr;

    std::vector<int> m_rows; // model rows drawn, in order
    std::vector<Strip> m_strips;
    int m_rowsLeftOut = 0;
    int m_totalLanes = 0;
    int m_shownLanes = 0;

    QSize m_layoutSize;
    QRect m_titleRect;
    QRect m_legendRect;
    QRect m_rulerRect;
    int m_rulerDrawn = 0;
    QRect m_cornerRect;
    QRect m_labelsRect; // the label column beside the rows
    QRect m_tracksRect;
    QRect m_footerRect;
    QStringList m_titleLines;
};

} // namespace faultline
