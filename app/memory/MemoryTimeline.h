#pragma once

#include "SiteSeries.h"
#include "SnapshotReplay.h"
#include "common/QCustomPlotInclude.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace faultline {

class AnnotationPlotLayer;
class AnnotationSet;

// MemoryViz's "Active Memory Timeline" for one device: active memory over the recorded entries
// as bands stacked by allocation site (the top sites of snapshot::SiteSeries, then "other"),
// reserved memory as a line, and a marker at the shown position. The x axis is seconds since the
// first entry when the trace has times in order, else the entry index. Clicking or dragging in
// the plot seeks; a click on a band or on a legend entry selects that site (siteSelected) and a
// second click on the selected one clears it; hovering names the site and its bytes.
class MemoryTimeline : public QCustomPlot
{
    Q_OBJECT
public:
    explicit MemoryTimeline(QWidget* parent = nullptr);

    // Shows `replay` with its precomputed `series` (timelineSeries()); without one the series is
    // computed here, on the calling thread.
    void setReplay(const snapshot::SnapshotReplay* replay,
                   std::shared_ptr<const snapshot::SiteSeries> series = nullptr);
    void setPosition(std::size_t position);
    [[nodiscard]] std::size_t position() const { return m_position; }

    [[nodiscard]] const snapshot::SiteSeries& series() const { return m_series; }
    [[nodiscard]] const std::vector<snapshot::SiteSeriesBucket>& buckets() const { return m_series.buckets; }
    // True when x is seconds since the first entry, false when it is the entry index.
    [[nodiscard]] bool timeAxis() const { return m_timeAxis; }
    // The plot key of a position (the state after position − 1 entries), and back.
    [[nodiscard]] double keyOf(std::size_t position) const;
    [[nodiscard]] std::size_t positionOfKey(double key) const;
    // The entry position under an x coordinate of the widget.
    [[nodiscard]] std::size_t positionAt(int x) const;

    // The band of a series column (a top site, or series().otherIndex()); its values are the
    // running sums of the columns up to it.
    [[nodiscard]] QCPGraph* bandGraph(std::size_t column) const { return m_bands.at(column); }
    [[nodiscard]] std::size_t bandCount() const { return m_bands.size(); }
    [[nodiscard]] QCPGraph* reservedGraph() const { return m_reserved; }
    // The vertical line at the shown position.
    [[nodiscard]] QCPItemStraightLine* marker() const { return m_marker; }
    // Where the allocations that ran out of memory are marked: their keys on x, in entry order.
    [[nodiscard]] const std::vector<double>& oomKeys() const { return m_oomKeys; }
    // The bucket of series() drawn at an x coordinate of the widget (series() must have buckets).
    [[nodiscard]] std::size_t bucketAt(int x) const;
    // The series column drawn under a widget point, or -1 (above the stack, outside the plot).
    [[nodiscard]] int columnAt(QPoint pos) const;
    // What hovering a widget point shows (empty where there is nothing to say).
    [[nodiscard]] QString toolTipAt(QPoint pos) const;
    // The legend entry of a column, for clicking it.
    [[nodiscard]] QCPAbstractLegendItem* legendItemOf(std::size_t column) const;

    // Notes of the capture this memory was rebuilt from, as lines and bands at their times, drawn
    // only while x is time (paintAnnotations, like the timeline). nullptr: none; not owned.
    void setAnnotations(const AnnotationSet* notes);
    [[nodiscard]] const AnnotationSet* annotations() const;
    [[nodiscard]] AnnotationPlotLayer* annotationLayer() const { return m_notesLayer; }
    // The unix-ns time at a widget x; nullopt while x is the entry index.
    [[nodiscard]] std::optional<qint64> timeAt(int x) const;
    // The widget x of a unix-ns time; NaN while x is the entry index.
    [[nodiscard]] double xOfTime(qint64 unixNs) const;

    // The selected site's frame, or -1.
    [[nodiscard]] std::int64_t selectedSite() const { return m_selected; }
    // Selects a top site by frame (-1 clears), outlines its band and emits siteSelected.
    void selectSite(std::int64_t frame);

    [[nodiscard]] QSize sizeHint() const override { return {600, 220}; }
    [[nodiscard]] QSize minimumSizeHint() const override { return {300, 190}; }

signals:
    void positionRequested(std::size_t position);
    // A site's frame (the bands of stacks whose allocation site it is), or -1 for none.
    void siteSelected(std::int64_t frame);

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void markOoms();
    void rebuild(std::shared_ptr<const snapshot::SiteSeries> series = nullptr);
    void restyle();
    void fitLegend();
    void onLegendClick(QCPAbstractLegendItem* item);
    [[nodiscard]] QString siteLabel(std::size_t column, bool full) const;
    [[nodiscard]] int columnOfLegendItem(const QCPAbstractLegendItem* item) const;

    const snapshot::SnapshotReplay* m_replay = nullptr;
    snapshot::SiteSeries m_series;
    bool m_timeAxis = false;
    std::int64_t m_firstTimeUs = 0;
    std::size_t m_position = 0;
    std::int64_t m_selected = -1;
    std::vector<QCPGraph*> m_bands;
    QCPGraph* m_reserved = nullptr;
    QCPItemStraightLine* m_marker = nullptr;
    // Each `oom` entry of the shown device: a line and its label.
    std::vector<QCPAbstractItem*> m_oomItems;
    std::vector<double> m_oomKeys;
    AnnotationPlotLayer* m_notesLayer = nullptr;
    QCPItemText* m_emptyText = nullptr;
    QCPLayoutGrid* m_legendCell = nullptr;
    bool m_seeking = false;
    QPoint m_pressPos;
};

} // namespace faultline
