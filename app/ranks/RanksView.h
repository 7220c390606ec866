#pragma once

#include "RankAnalysis.h"
#include "Trace.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <vector>

class QLabel;
class QSortFilterProxyModel;
class QSplitter;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace faultline {

class BackgroundJobs;
class RankHeatMap;
class RanksModel;
class TimelineView;

// The Ranks tab (issue 48): the ranks of a job side by side, a line that names the straggler, a
// table of each rank's figures and a heat map of the waits in collectives. Enter or a double-click
// on a rank shows it on the timeline; a click on a heat map cell shows that collective on every
// rank, the clicked rank's kernel selected. The analysis (accountGpuTime, analyseRanks) runs on a
// thread of its own; a capture of fewer than two ranks says so instead.
class RanksView : public QWidget
{
    Q_OBJECT
public:
    explicit RanksView(QWidget* parent = nullptr);
    ~RanksView() override;

    // Analyses `trace` (null: nothing shown); analysed() follows.
    void setTrace(std::shared_ptr<const Trace> trace);
    // The timeline a click shows things on (null: none).
    void setTimeline(TimelineView* view);

    [[nodiscard]] bool isAnalysing() const { return m_analysing; }
    // The last finished analysis of the trace shown; null while analysing or without a trace.
    [[nodiscard]] std::shared_ptr<const RankAnalysis> analysis() const { return m_analysis; }
    [[nodiscard]] RanksModel* model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel* proxy() const { return m_proxy; }
    [[nodiscard]] QTableView* table() const { return m_table; }
    [[nodiscard]] RankHeatMap* heatMap() const { return m_heatMap; }
    [[nodiscard]] QLabel* summaryLabel() const { return m_summary; }
    // What the view says instead of the table: analysing, or fewer than two ranks.
    [[nodiscard]] QLabel* messageLabel() const { return m_message; }
    [[nodiscard]] bool isShowingMessage() const;

    // The timeline on a rank (index into RankAnalysis::ranks): its node group and processes
    // expanded, its group's header scrolled to the top.
    void showRankOnTimeline(int rank);
    // The timeline on a collective (index into RankAnalysis::collectives): zoomed to it (the first
    // arrival to the last kernel's end), the waiting time selected, every rank's kernel
    // highlighted and its lane pinned in rank order, `rank`'s kernel selected and scrolled to.
    void showCollectiveOnTimeline(int collective, int rank);
    // Unpins the lanes showCollectiveOnTimeline pinned and drops its highlight (if still its own).
    void clearTimelineFocus();

    // The splitter and the table's sort order.
    void saveSettings() const;
    void restoreSettings();

    // "8 ranks · 412 collectives · straggler: rank 5, last at 398 of 412, others waited 1.25 s
    // (18 % of the step)"
    [[nodiscard]] static QString summaryText(const RankAnalysis& analysis);

signals:
    // One per setTrace with a trace: the analysis is done; `job`: it found two ranks or more.
    void analysed(bool job);
    // A rank or a collective is being shown on the timeline: bring it forward.
    void timelineRequested(bool focus);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void apply(quint64 job, std::shared_ptr<const RankAnalysis> analysis);
    void showMessage(const QString& text);
    void updateColumnsButton();

    BackgroundJobs* m_jobs = nullptr;
    quint64 m_job = 0;
    bool m_analysing = false;
    std::shared_ptr<const Trace> m_trace;
    std::shared_ptr<const RankAnalysis> m_analysis;
    QPointer<TimelineView> m_timeline;

    QStackedWidget* m_stack = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_summary = nullptr;
    QSplitter* m_splitter = nullptr;
    RanksModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    RankHeatMap* m_heatMap = nullptr;
    QToolButton* m_stepsButton = nullptr;
    bool m_splitterRestored = false; // sized from a saved state, not to the table's columns
    bool m_centreStraggler = false;  // the straggler's row is centred when the view is next shown

    std::vector<std::uint64_t> m_pinnedRows; // row keys this view pinned on the timeline
    std::vector<EventRef> m_highlighted;     // the kernels it highlighted there
};

} // namespace faultline
