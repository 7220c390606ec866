#pragma once

#include "AnnotationOverlay.h"
#include "AnnotationSet.h"
#include "TimelineColours.h"
#include "TimelineModel.h"
#include "TrackGeometry.h"

#include <QFont>
#include <QHash>
#include <QPoint>
#include <QPointer>
#include <QStaticText>
#include <QWidget>

class QThreadPool;

#include <unordered_map>
#include <vector>

namespace faultline {

namespace timeline {
class ZoomControl;
}

class TrackLayout;

// The tracks of the timeline: one row per TimelineModel row, drawn from geometry that is built
// once per (range, width, model revision) and replayed with fillRect, antialiasing off. Hover,
// the selected event and selections are overlays drawn on top; they never rebuild geometry.
// Emits painted() with each frame's time.
class TrackPainter : public QWidget
{
    Q_OBJECT
public:
    // What lies under a point of the tracks.
    struct Hit
    {
        int row = -1;
        qint64 time = 0;
        EventRef event;                // a single event, or an instant on a process row
        std::uint32_t mergedCount = 0; // > 1: a run of merged events, zoomable
        std::uint32_t mergedLane = UINT32_MAX;
        std::uint32_t mergedFirst = 0; // first event of the merged run
        qint64 mergedStart = 0;        // time extent of the merged run
        qint64 mergedEnd = 0;
        std::uint32_t counter = UINT32_MAX; // a counter row
        std::uint32_t query = UINT32_MAX;   // a query lane (QueryLane::id) and its event
        std::uint32_t queryEvent = 0;
        double x0 = 0; // pixel extent of what was hit
        double x1 = 0;
        [[nodiscard]] bool isEvent() const { return event.isValid(); }
        [[nodiscard]] bool isMerged() const { return mergedCount > 1; }
        [[nodiscard]] bool isQueryEvent() const { return query != UINT32_MAX && mergedCount <= 1; }
    };

    TrackPainter(timeline::TimelineModel* model, timeline::ZoomControl* zoom, const TrackLayout* layout,
                 QWidget* parent = nullptr);

    void setScrollY(int y);
    [[nodiscard]] int scrollY() const { return m_scrollY; }

    void setSelectedEvent(EventRef ref);
    [[nodiscard]] EventRef selectedEvent() const { return m_selected; }
    // An area selection: [start, end) × rows [firstRow, lastRow].
    void setAreaSelection(qint64 start, qint64 end, int firstRow, int lastRow);
    void clearAreaSelection();
    [[nodiscard]] bool hasAreaSelection() const { return m_area.valid; }
    // The evidence of a causal chain: drawn at full strength and outlined while everything else
    // is veiled. Refs outside the trace are dropped. An overlay: geometry is never rebuilt.
    void setHighlightedEvents(std::vector<EventRef> events);
    void clearHighlightedEvents();
    [[nodiscard]] const std::vector<EventRef>& highlightedEvents() const { return m_highlightRefs; }
    [[nodiscard]] bool isHighlighted(EventRef ref) const;

    // Notes drawn over the tracks (AnnotationOverlay), repainted when the set changes; nullptr
    // draws none. The set is not owned.
    void setAnnotations(const AnnotationSet* notes);
    [[nodiscard]] const AnnotationSet* annotations() const { return m_annotations; }
    // The note whose flag or line is under `pos`, 0 when none.
    [[nodiscard]] quint64 annotationAt(QPoint pos) const;

    [[nodiscard]] double xForTime(qint64 time) const;
    [[nodiscard]] qint64 timeForX(double x) const;
    // Vertical centre of `row` in widget coordinates (outside the widget when scrolled away).
    [[nodiscard]] int rowCenterY(int row) const;
    [[nodiscard]] Hit hitTest(QPoint pos) const;
    [[nodiscard]] QString toolTipText(const Hit& hit) const;
    // The label a counter row shows for the current view: "max 80.0 %", "avg 41.2 % · max 100.0 %".
    [[nodiscard]] QString counterLabel(std::uint32_t counter) const;
    // Lane geometry rebuilds so far: tests check that hover and selection cause none.
    [[nodiscard]] quint64 geometryBuilds() const { return m_geometryBuilds; }
    // Drops cached geometry (fonts changed, or the trace's lanes did).
    void invalidateGeometry();

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    void painted(qint64 ns);
    // Invalid when the click hit nothing.
    void eventClicked(faultline::EventRef ref);
    void eventDoubleClicked(faultline::EventRef ref);
    // A merged run was clicked: zoom to its events.
    void zoomRequested(qint64 start, qint64 end);
    void areaSelected(qint64 start, qint64 end, int firstRow, int lastRow);
    void verticalScrollRequested(int pixels);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Pixel rectangles of a lane, coalesced where neighbours look the same.
    struct BarRect
    {
        int x0 = 0;
        int x1 = 0;
        timeline::ColourKey key = timeline::ColourKey::Other;
        bool merged = false;
    };
    struct BarLabel
    {
        int x = 0;
        timeline::ColourKey key = timeline::ColourKey::Other;
        QStaticText text;
    };
    struct ViewKey
    {
        qint64 start = 0;
        qint64 end = 0;
        int width = -1;
        quint64 revision = 0;
        quint64 generation = 0; // fonts and invalidations
        bool operator==(const ViewKey&) const = default;
    };
    struct LaneCache
    {
        ViewKey key;
        timeline::LaneGeometry geometry;
        std::vector<BarRect> rects;
        std::vector<BarLabel> labels;
        quint64 frame = 0;
    };
    struct CounterCache
    {
        ViewKey key;
        int height = 0;
        std::vector<QRect> fill; // row-local coordinates
        std::vector<QRect> line;
        QStaticText maxLabel;
        QString label; // maxLabel's text
        quint64 frame = 0;
    };
    enum class Drag : std::uint8_t { None, Pending, Pan, Area };

    [[nodiscard]] ViewKey currentKey() const;
    LaneCache& laneCache(std::uint32_t lane) const;
    LaneCache& queryCache(std::uint32_t id) const;
    CounterCache& counterCache(std::uint32_t counter, int height) const;
    void rebuildLane(LaneCache& cache, std::uint32_t lane) const;
    // Thread-safe: reads only the immutable trace and index.
    void buildLaneRects(LaneCache& cache, std::uint32_t lane) const;
    void buildRects(LaneCache& cache, const EventColumns& events) const;
    void buildLaneLabels(LaneCache& cache, std::uint32_t lane) const;
    // Labels of a trace lane (op names, off-CPU durations) or of a query lane (`query`).
    // `lane` names a trace lane's GPU work and catch-all calls (UINT32_MAX for a query lane).
    void buildLabels(LaneCache& cache, const EventColumns& events, LaneKind kind, const timeline::QueryLane* query,
                     std::uint32_t lane = UINT32_MAX) const;
    void prepareLanes(int firstRow, int lastRow);
    void rebuildCounter(CounterCache& cache, std::uint32_t counter, int height) const;
    [[nodiscard]] const QString& opName(std::uint16_t kind) const;
    [[nodiscard]] QString eventToolTip(EventRef ref) const;
    [[nodiscard]] QString counterValueText(std::uint32_t counter, double value) const;
    void evictUnused();

    void paintRowBackgrounds(QPainter& p, int firstRow, int lastRow) const;
    void paintGrid(QPainter& p, const QRect& clip) const;
    void paintLane(QPainter& p, std::uint32_t lane, int top, int height) const;
    void paintErrors(QPainter& p, std::uint32_t lane, int top, int height) const;
    void paintBars(QPainter& p, LaneCache& cache, int top, int height) const;
    [[nodiscard]] QString queryToolTip(const Hit& hit) const;
    void paintInstants(QPainter& p, std::uint32_t process, int top, int height) const;
    void paintCounter(QPainter& p, std::uint32_t counter, int top, int height) const;
    void paintOverlays(QPainter& p) const;
    void paintSelectedEvent(QPainter& p) const;
    // The box drawn around an event (at least 6 px wide); empty when its row is not shown.
    [[nodiscard]] QRect eventBox(EventRef ref) const;
    // For the selected and the hovered event: the GPU work a call started, or the call that
    // started a GPU event, outlined and joined to it by a line.
    void paintLaunchLinks(QPainter& p) const;
    void paintHighlights(QPainter& p) const;
    void paintAnnotationOverlay(QPainter& p) const;
    [[nodiscard]] QString annotationToolTip(quint64 id) const;
    void updateHighlightRows() const;

    void updateHover(QPoint pos);
    void clearHover();
    void click(QPoint pos);

    timeline::TimelineModel* m_model = nullptr;
    timeline::ZoomControl* m_zoom = nullptr;
    const TrackLayout* m_layout = nullptr;
    TimelineColours m_colours;
    QPointer<const AnnotationSet> m_annotations;
    AnnotationOverlayStyle m_annotationStyle;
    QFont m_labelFont;
    int m_labelTextHeight = 0;
    int m_labelMinWidth = 24;
    int m_scrollY = 0;

    EventRef m_selected;
    struct Area
    {
        bool valid = false;
        qint64 start = 0;
        qint64 end = 0;
        int firstRow = 0;
        int lastRow = 0;
    };
    Area m_area;
    struct HoverMark
    {
        int row = -1;
        double x0 = 0;
        double x1 = 0;
        bool operator==(const HoverMark&) const = default;
    };
    HoverMark m_hover;
    EventRef m_hoverEvent; // the single event under the pointer, for its launch link

    struct Highlight
    {
        EventRef ref;
        qint64 start = 0;
        qint64 end = 0;
        timeline::ColourKey key = timeline::ColourKey::Other;
        bool instant = false;
    };
    std::vector<EventRef> m_highlightRefs; // as given, valid ones only
    std::vector<Highlight> m_highlights;
    mutable std::vector<int> m_highlightRows; // row of each highlight, -1 when not shown
    mutable quint64 m_highlightRowsRevision = 0;

    Drag m_drag = Drag::None;
    QPoint m_pressPos;
    QPoint m_dragPos;
    qint64 m_pressStart = 0;
    qint64 m_pressEnd = 0;

    mutable std::unordered_map<std::uint32_t, LaneCache> m_laneCaches;
    mutable std::unordered_map<std::uint32_t, LaneCache> m_queryCaches; // by QueryLane::id
    mutable std::unordered_map<std::uint32_t, CounterCache> m_counterCaches;
    mutable QHash<std::uint16_t, QString> m_opNames;
    mutable quint64 m_geometryBuilds = 0;
    QThreadPool* m_pool = nullptr;
    std::vector<std::pair<std::uint32_t, LaneCache*>> m_stale; // reused each frame
    quint64 m_frame = 0;
    quint64 m_generation = 1;
};

} // namespace faultline
