#pragma once

#include "CompareExport.h"
#include "CompareInputs.h"
#include "ReviewReport.h"
#include "SnapshotReplay.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QCustomPlot;
class QLabel;
class QLineEdit;
class QScrollArea;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace faultline {

class BlockMap;
class CaptureChangesModel;
class SnapshotChangesModel;
class TimelineView;

// A snapshot's device memory at the peak of its recorded history (the figure SnapshotDiff calls
// peak): the block map the Compare tab draws for it.
struct SnapshotPeak
{
    std::int64_t device = 0;
    std::size_t position = 0; // entries of the history applied
    std::uint64_t activeBytes = 0;
    snapshot::ReplayState state;
};

// A comparison ready to show: read and compared (CompareInputs), and for snapshots each one's
// state at its peak on the device that changed most. Made off the GUI thread by prepare().
struct ComparePrepared
{
    std::shared_ptr<const CompareResult> result;
    std::optional<SnapshotPeak> peakA;
    std::optional<SnapshotPeak> peakB;
};

// The Compare tab (issue 49): two runs side by side. For captures: the verdict, the step-time
// distributions of both overlaid, the GPU time of each by bucket, and the ranked table of
// changes (sortable, filtered by text and kind; a row opens that call, kernel or range in A's or
// B's timeline); a Timelines page stacks both runs' timelines, aligned at a chosen step, and
// keeps them in step as either is zoomed or panned. For snapshots: the verdict, the figures of
// each, both block maps at their peaks and the ranked tables by allocation site and by size.
class CompareView : public QWidget
{
    Q_OBJECT
public:
    // Reads both files and compares them: any thread.
    [[nodiscard]] static ComparePrepared prepare(const QString& a, const QString& b,
                                                 const std::function<void(const QString&)>& progress = {},
                                                 const std::atomic_bool* cancel = nullptr);

    explicit CompareView(ComparePrepared prepared, QWidget* parent = nullptr);
    ~CompareView() override;

    [[nodiscard]] const CompareResult& result() const { return *m_prepared.result; }
    [[nodiscard]] bool isSnapshots() const { return m_prepared.result->snapshots.has_value(); }
    // "A → B": the tab's title.
    [[nodiscard]] QString title() const;
    // Adds this view to `tabs` with a close button that removes and deletes it.
    int addClosableTab(QTabWidget* tabs);

    [[nodiscard]] QTabWidget* pages() const { return m_pages; }
    [[nodiscard]] QLabel* verdictLabel() const { return m_verdict; }
    [[nodiscard]] QTableView* changesTable() const { return m_table; }
    [[nodiscard]] QSortFilterProxyModel* changesProxy() const { return m_proxy; }
    [[nodiscard]] QLineEdit* filterEdit() const { return m_filter; }
    [[nodiscard]] QComboBox* kindFilter() const { return m_kind; }
    [[nodiscard]] QCustomPlot* stepPlot() const { return m_stepPlot; }
    [[nodiscard]] QCustomPlot* gpuPlot() const { return m_gpuPlot; }
    // The Timelines page's views, made when it is first shown (null before, and for snapshots).
    [[nodiscard]] TimelineView* timelineA() const { return m_timelineA; }
    [[nodiscard]] TimelineView* timelineB() const { return m_timelineB; }
    [[nodiscard]] QSpinBox* alignStep() const { return m_alignStep; }
    [[nodiscard]] BlockMap* blockMapA() const { return m_mapA; }
    [[nodiscard]] BlockMap* blockMapB() const { return m_mapB; }
    [[nodiscard]] QTableView* sizeClassTable() const { return m_sizeTable; }

    // The Timelines page with both timelines aligned at `step` (1 = the first counted step; per
    // second: both runs' starts).
    void showTimelines(int step = 1);
    // Opens the call, kernel or range of the changes table's `proxyRow` in A's (or B's) timeline,
    // its first occurrence from the aligned step on selected; false when that run has none.
    bool openRow(int proxyRow, bool inB);
    // The pictures of the comparison report: the charts, and the block maps of snapshots.
    [[nodiscard]] std::vector<ReviewImage> pictures() const;
    // Export Report… (and File ▸ Export ▸ Review Report… while this tab is shown): asks where,
    // then writes the comparison report as Markdown (pictures beside it) or one HTML file.
    void exportReport();
    // Writes the report to `path` (its suffix says which: .md or .html); the files written, or
    // why not.
    [[nodiscard]] CompareExportResult exportReportTo(const QString& path) const;

signals:
    void statusMessage(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* createCaptureChanges();
    QWidget* createSnapshotPage();
    QWidget* createTimelinesPage();
    void fillStepPlot();
    void fillGpuPlot();
    void applyFilter();
    void alignTimelines(int step);
    void follow(bool fromA);

    ComparePrepared m_prepared;
    QTabWidget* m_pages = nullptr;
    QLabel* m_verdict = nullptr;
    QTableView* m_table = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QLineEdit* m_filter = nullptr;
    QComboBox* m_kind = nullptr;
    CaptureChangesModel* m_changes = nullptr;
    QCustomPlot* m_stepPlot = nullptr;
    QCustomPlot* m_gpuPlot = nullptr;
    QWidget* m_timelinesPage = nullptr;
    TimelineView* m_timelineA = nullptr;
    TimelineView* m_timelineB = nullptr;
    QSpinBox* m_alignStep = nullptr;
    std::int64_t m_offset = 0; // B's time minus A's at the aligned step
    bool m_following = false;
    BlockMap* m_mapA = nullptr;
    BlockMap* m_mapB = nullptr;
    QScrollArea* m_scrollA = nullptr;
    QScrollArea* m_scrollB = nullptr;
    SnapshotChangesModel* m_sites = nullptr;
    SnapshotChangesModel* m_sizes = nullptr;
    QTableView* m_sizeTable = nullptr;
};

} // namespace faultline
