#pragma once

#include "EventSearch.h"
#include "TimelineModel.h"
#include "TrackLayout.h"
#include "ZoomControl.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QScrollBar;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;
class QTimer;
class QToolBar;

namespace faultline {

class AnnotationSet;
struct RankAnalysis;
class AreaAggregationModel;
class EventDetailsWidget;
class TimelineLegend;
class TimeRuler;
class TrackLabels;
class TrackPainter;

// The Timeline tab: a toolbar with navigation, search and the process filter, a legend, the
// time ruler over the tracks, the label column beside them, the details of the selected event
// on the right and the aggregation of an area selection below. One per loaded trace; all parts
// follow one ZoomControl.
class TimelineView : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineView(std::shared_ptr<const Trace> trace, QWidget* parent = nullptr);
    ~TimelineView() override;

    [[nodiscard]] timeline::TimelineModel* model() const { return m_model; }
    [[nodiscard]] timeline::ZoomControl* zoom() const { return m_zoom; }
    [[nodiscard]] TrackPainter* trackPainter() const { return m_tracks; }
    [[nodiscard]] TrackLabels* trackLabels() const { return m_labels; }
    [[nodiscard]] TimeRuler* ruler() const { return m_ruler; }
    [[nodiscard]] TimelineLegend* legend() const { return m_legend; }
    [[nodiscard]] EventDetailsWidget* detailsPanel() const;
    [[nodiscard]] AreaAggregationModel* areaModel() const { return m_areaModel; }
    [[nodiscard]] QSortFilterProxyModel* areaProxy() const { return m_areaProxy; }
    [[nodiscard]] QTableView* areaTable() const { return m_areaTable; }
    [[nodiscard]] QLineEdit* searchEdit() const { return m_searchEdit; }
    [[nodiscard]] QLineEdit* processFilterEdit() const { return m_filterEdit; }
    [[nodiscard]] QScrollBar* verticalScrollBar() const { return m_scrollBar; }
    [[nodiscard]] const TrackLayout& layout() const { return m_layout; }
    [[nodiscard]] QString searchStatus() const;
    [[nodiscard]] QString areaSummary() const;

    [[nodiscard]] EventRef selectedEvent() const { return m_selected; }
    // Selects `ref` and shows its details; the view does not move.
    void selectEvent(EventRef ref);
    // Expands and scrolls to the event's row, and pans (or zooms out) until the event is in view.
    void revealEvent(EventRef ref);
    // Zooms so that the event fills most of the view.
    void zoomToEvent(EventRef ref);
    // Aggregates [start, end) × the lanes of rows [firstRow, lastRow] into the Selection tab.
    void setAreaSelection(qint64 start, qint64 end, int firstRow, int lastRow);
    // The current area selection: [start, end) × the lanes of its rows.
    struct AreaSelection
    {
        bool valid = false;
        qint64 start = 0;
        qint64 end = 0;
        std::vector<std::uint32_t> lanes;
    };
    [[nodiscard]] const AreaSelection& areaSelection() const { return m_area; }
    // Highlights a chain's evidence on the tracks (everything else is veiled); {} clears it.
    void setHighlightedEvents(std::vector<EventRef> events);
    [[nodiscard]] const std::vector<EventRef>& highlightedEvents() const;
    // Esc: clears the time selection, the area selection and the selected event.
    void clearSelection();
    // F: zooms to the time selection, else the area selection, else the selected event, else
    // shows everything.
    void fit();
    void ensureRowVisible(int row);
    // Row showing the event (its lane's row, or its process's row for instants), -1 if none.
    [[nodiscard]] int rowOfEvent(EventRef ref) const;

    // Steps to the next/previous search match of the search field's text; false when none.
    bool searchNext();
    bool searchPrevious();

    // Notes drawn over the tracks (point notes as lines with a flag, span notes as bands), in
    // their colours; repainted when the set changes. nullptr = none. The set is not owned and
    // may be shared with other views.
    void setAnnotations(const AnnotationSet* notes);
    [[nodiscard]] const AnnotationSet* annotations() const;

    void setLaneHeight(int height);
    [[nodiscard]] int laneHeight() const { return m_layout.laneHeight(); }
    void setLegendVisible(bool visible);
    [[nodiscard]] bool isLegendVisible() const;

    // A timeline inside another view (the Compare tab's two): no details panel, no Selection
    // tab, the counters folded and a legend of its own off, and its layout not saved as the
    // main timeline's.
    void setEmbedded(bool embedded);
    [[nodiscard]] bool isEmbedded() const { return m_embedded; }

    void saveSettings() const;
    void restoreSettings();

    // The ranks of a job from the latest to arrive to the earliest, as node names (the analysis's
    // RankInfo::node, the straggler first): enables "Order Ranks by Lateness", and reorders the
    // groups at once while that order is chosen. {} disables it again (back to rank order).
    void setRankLateness(std::vector<std::string> nodesLatestFirst);
    // The order setRankLateness takes, from the ranks' analysis: the rank last at most
    // collectives first, among equals the one that waited least, then by rank; {} when it found
    // no job of two ranks or more, or its ranks are not node groups.
    [[nodiscard]] static std::vector<std::string> ranksByLateness(const RankAnalysis& analysis);
    [[nodiscard]] const std::vector<std::string>& rankLateness() const { return m_rankLateness; }
    enum class RankOrder : std::uint8_t { ByRank, ByLateness };
    // By lateness only once setRankLateness gave an order.
    void setRankOrder(RankOrder order);
    [[nodiscard]] RankOrder rankOrder() const { return m_rankOrder; }
    // "showing 4 of 64 ranks" while some node groups are hidden, "" otherwise.
    [[nodiscard]] QString rankFilterStatus() const;
    [[nodiscard]] QLineEdit* rankFilterEdit() const { return m_rankFilterEdit; }

signals:
    void selectedEventChanged(faultline::EventRef ref);
    void areaAggregated();
    // The area selection was made, replaced or cleared.
    void areaSelectionChanged();
    // Esc, or a click on nothing while a chain's evidence is highlighted: back to the whole
    // capture (the window drops the chain).
    void dismissRequested();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Widens the label column (to at most 480 px) so that node headers are not cut.
    void fitNodeHeaders();
    QToolBar* createToolBar();
    QWidget* createSelectionTab();
    void onRowsChanged();
    // The Ranks button's menu, shared with the label column's context menu.
    QList<QAction*> createRankActions();
    // The rank field says which ranks are shown, the label how many.
    void updateRankFilterWidgets();
    void applyRankFilterText(const QString& text);
    void updateScrollRange();
    void updateRangeLabel();
    void updateAreaLabel();
    // Times shown again as the TimeDisplay now asks.
    void onTimeDisplayChanged();
    void updateHistoryActions();
    void scrollBy(int pixels);
    [[nodiscard]] double cursorFraction() const;
    bool searchStep(bool forward);
    // Makes m_search the search of the field's text over searchLanes(); false when the text is empty.
    bool prepareSearch();
    // "N matches" while typing, before a step says "k of N".
    void showMatchCount();
    // Reveals a match; one narrower than a pixel is zoomed to kMatchWidthPx.
    void showMatch(EventRef ref);
    [[nodiscard]] std::vector<std::uint32_t> searchLanes() const;

    std::shared_ptr<const Trace> m_trace;
    timeline::ZoomControl* m_zoom = nullptr;
    timeline::TimelineModel* m_model = nullptr;
    TrackLayout m_layout;

    TrackPainter* m_tracks = nullptr;
    TrackLabels* m_labels = nullptr;
    TimeRuler* m_ruler = nullptr;
    TimelineLegend* m_legend = nullptr;
    // Beside the tracks, unless the window moved it into a dock of its own (and may delete it).
    QPointer<EventDetailsWidget> m_details;
    QScrollBar* m_scrollBar = nullptr;
    QLabel* m_rangeLabel = nullptr;
    QSplitter* m_labelSplitter = nullptr;
    QSplitter* m_detailsSplitter = nullptr;
    QSplitter* m_bottomSplitter = nullptr;
    bool m_embedded = false;
    QTabWidget* m_bottomTabs = nullptr;
    AreaAggregationModel* m_areaModel = nullptr;
    QSortFilterProxyModel* m_areaProxy = nullptr;
    QTableView* m_areaTable = nullptr;
    QLabel* m_areaLabel = nullptr;

    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_legendAction = nullptr;
    QList<QAction*> m_rowHeightActions;
    QLineEdit* m_filterEdit = nullptr;
    QAction* m_ranksButtonAction = nullptr;
    QLineEdit* m_rankFilterEdit = nullptr;
    QAction* m_rankFilterAction = nullptr;
    QLabel* m_rankStatusLabel = nullptr;
    QAction* m_orderByRankAction = nullptr;
    QAction* m_orderByLatenessAction = nullptr;
    std::vector<std::string> m_rankLateness;
    RankOrder m_rankOrder = RankOrder::ByRank;
    std::size_t m_shownNodes = 0; // node groups shown when the rows last changed
    QLineEdit* m_searchEdit = nullptr;
    QLabel* m_searchLabel = nullptr;
    QTimer* m_countTimer = nullptr;

    EventRef m_selected;
    AreaSelection m_area;

    struct Search
    {
        std::unique_ptr<timeline::EventSearch> search;
        std::string text;
        std::vector<std::uint32_t> lanes;
        qint64 count = 0;
        qint64 position = 0; // 1-based index of `current` among the matches; 0 = none yet
        EventRef current;
    };
    Search m_search;
};

} // namespace faultline
