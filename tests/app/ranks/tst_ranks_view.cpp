// The Ranks tab (issue 48) on jobs written by make_multirank_kineto.py and imported as `faultline
// import` does: the table's rows and the straggler's mark, numeric sorting, the heat map against
// the analysis, the sentence a capture of one rank gets, and a click that opens the timeline on a
// rank or a collective.

#include "GpuTime.h"
#include "RankAnalysis.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"
#include "chains/ChainInspector.h"
#include "ranks/RankHeatMap.h"
#include "ranks/RanksModel.h"
#include "ranks/RanksView.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QFont>
#include <QLabel>
#include <QProcess>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <memory>
#include <set>

using namespace faultline;
using timeline::TimelineRow;

namespace {

// Writes a job of `ranks` ranks whose rank `straggler` arrives late, imports it into `capture`;
// empty on success, else why not. `single`: only rank 0's trace is imported.
QString writeJob(const QString& folder, int ranks, int straggler, int steps, const QString& capture,
                 bool single = false, int collectivesPerStep = 1)
{
    QProcess p;
    p.start(QStringLiteral("python3"),
            {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), folder, QStringLiteral("--ranks"),
             QString::number(ranks), QStringLiteral("--straggler"), QString::number(straggler),
             QStringLiteral("--steps"), QString::number(steps), QStringLiteral("--collectives"),
             QString::number(collectivesPerStep)});
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("python3 could not write the job: ") + QString::fromLocal8Bit(p.readAllStandardError());
    std::vector<std::string> traces = import::tracesInFolder(folder.toStdString());
    std::sort(traces.begin(), traces.end());
    if (single)
        traces.resize(1);
    std::string error;
    if (!import::importTraces(traces, capture.toStdString(), {}, nullptr, &error))
        return QString::fromStdString(error);
    return {};
}

std::shared_ptr<const Trace> load(const QString& capture)
{
    LoadResult loaded = TraceBuilder::load(capture.toStdString());
    return loaded.trace ? std::shared_ptr<const Trace>(std::move(loaded.trace)) : nullptr;
}

bool analysed(RanksView& view, const std::shared_ptr<const Trace>& trace)
{
    QSignalSpy done(&view, &RanksView::analysed);
    view.setTrace(trace);
    return done.wait(120000) && done.count() == 1;
}

// Opens `path` and waits for the Ranks tab's analysis and the chains (whose first incident moves
// the timeline once).
bool open(MainWindow& window, const QString& path)
{
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    QSignalSpy ranks(window.workspace()->ranksView(), &RanksView::analysed);
    QSignalSpy chains(window.workspace()->chainInspector(), &ChainInspector::chainsReady);
    window.openCapture(path);
    return loaded.wait(120000) && (ranks.count() > 0 || ranks.wait(120000))
        && (chains.count() > 0 || chains.wait(120000));
}

} // namespace

class TestRanksView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_job;    // four ranks, rank 2 the straggler
    QString m_single; // one rank of it
    static constexpr int kStraggler = 2;

private slots:
    void initTestCase();
    void theTableHasARowPerRankAndMarksTheStraggler();
    void theTableSortsNumbersAsNumbers();
    void theHeatMapShowsEachRanksWaitInEachCollective();
    void manyCollectivesAreShownAColumnPerStep();
    void aCaptureOfOneRankSaysSoAndGetsNoTab();
    void enterOnARankOpensTheTimelineOnItsGroup();
    void aClickOnACellOpensTheTimelineOnThatCollective();
    void theTimelineCanOrderTheRanksByLateness();
    void ranksOfTwoJobsAreSaidToBeSo();
};

void TestRanksView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ranks_view"));
    QVERIFY(m_dir.isValid());
    m_job = m_dir.filePath(QStringLiteral("job.db"));
    const QString error = writeJob(m_dir.filePath(QStringLiteral("job")), 4, kStraggler, 4, m_job);
    if (error.startsWith(QStringLiteral("python3")))
        QSKIP(qPrintable(error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_single = m_dir.filePath(QStringLiteral("single.db"));
    const QString singleError = writeJob(m_dir.filePath(QStringLiteral("single")), 2, 1, 2, m_single, true);
    QVERIFY2(singleError.isEmpty(), qPrintable(singleError));
}

void TestRanksView::theTableHasARowPerRankAndMarksTheStraggler()
{
    RanksView view;
    QAbstractItemModelTester modelTester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(view.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto trace = load(m_job);
    QVERIFY(trace);
    QVERIFY(analysed(view, trace));
    QVERIFY(!view.isShowingMessage());
    const std::shared_ptr<const RankAnalysis> analysis = view.analysis();
    QVERIFY(analysis);
    QCOMPARE(analysis->ranks.size(), std::size_t(4));
    QVERIFY2(analysis->straggler >= 0, "the analysis found no straggler");
    QCOMPARE(analysis->ranks[static_cast<std::size_t>(analysis->straggler)].rank, kStraggler);

    RanksModel* model = view.model();
    QCOMPARE(model->rowCount(), 4);
    QCOMPARE(model->columnCount(), int(RanksModel::ColumnCount));
    for (int row = 0; row < 4; ++row) {
        const RankInfo& rank = analysis->ranks[static_cast<std::size_t>(row)];
        QCOMPARE(model->index(row, RanksModel::RankColumn).data().toString(), QString::number(rank.rank));
        QCOMPARE(model->index(row, RanksModel::GpuColumn).data().toString(), QStringLiteral("GPU %1").arg(rank.device));
        QCOMPARE(model->index(row, RanksModel::LastColumn).data(RanksModel::SortRole).toLongLong(), rank.lastCount);
        QCOMPARE(model->index(row, RanksModel::WaitColumn).data(RanksModel::SortRole).toLongLong(), rank.waitNs);
        const bool straggler = rank.rank == kStraggler;
        const QFont font = model->index(row, RanksModel::StepColumn).data(Qt::FontRole).value<QFont>();
        QCOMPARE(font.bold(), straggler);
        QCOMPARE(model->index(row, RanksModel::RankColumn).data(Qt::DecorationRole).isValid(), straggler);
        if (straggler) {
            const QString tip = model->index(row, RanksModel::HostColumn).data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains(QStringLiteral("arrived last at %1 of %2 collectives")
                                      .arg(analysis->stragglerLast)
                                      .arg(analysis->collectives.size())),
                     qPrintable(tip));
            // It waits least: the others wait for it.
            for (const RankInfo& other : analysis->ranks)
                QVERIFY(other.waitNs >= rank.waitNs);
        }
    }
    const QString summary = view.summaryLabel()->text();
    QVERIFY2(summary.startsWith(QStringLiteral("4 ranks · %1 collectives · straggler: rank %2, last at %3 of %1")
                                    .arg(analysis->collectives.size())
                                    .arg(kStraggler)
                                    .arg(analysis->stragglerLast)),
             qPrintable(summary));
}

void TestRanksView::theTableSortsNumbersAsNumbers()
{
    // Twelve ranks: as text, "10" and "11" would sort between "1" and "2".
    const QString capture = m_dir.filePath(QStringLiteral("twelve.db"));
    const QString error = writeJob(m_dir.filePath(QStringLiteral("twelve")), 12, 10, 2, capture);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    RanksView view;
    QVERIFY(analysed(view, load(capture)));
    QTableView* table = view.table();
    QSortFilterProxyModel* proxy = view.proxy();
    QCOMPARE(proxy->rowCount(), 12);
    table->sortByColumn(RanksModel::RankColumn, Qt::DescendingOrder);
    for (int row = 0; row < 12; ++row)
        QCOMPARE(proxy->index(row, RanksModel::RankColumn).data().toString(), QString::number(11 - row));
    // Waits: whatever their units, longest first.
    table->sortByColumn(RanksModel::WaitColumn, Qt::DescendingOrder);
    const auto& ranks = view.analysis()->ranks;
    for (int row = 1; row < 12; ++row) {
        const auto before = static_cast<std::size_t>(proxy->index(row - 1, 0).data(RanksModel::RankIndexRole).toInt());
        const auto after = static_cast<std::size_t>(proxy->index(row, 0).data(RanksModel::RankIndexRole).toInt());
        QVERIFY(ranks[before].waitNs >= ranks[after].waitNs);
    }
    // The straggler waited least: last.
    QCOMPARE(proxy->index(11, RanksModel::RankColumn).data().toString(), QStringLiteral("10"));
}

void TestRanksView::theHeatMapShowsEachRanksWaitInEachCollective()
{
    RanksView view;
    view.resize(1200, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(analysed(view, load(m_job)));
    const RankAnalysis& analysis = *view.analysis();
    QVERIFY(!analysis.collectives.empty());
    RankHeatMap* map = view.heatMap();
    QCOMPARE(map->columns(), RankHeatMap::Columns::Collectives);
    QCOMPARE(map->rankCount(), 4);
    QCOMPARE(map->columnCount(), static_cast<int>(analysis.collectives.size()));

    // A collective the straggler was last at, and a rank that waited for it.
    const auto late = std::find_if(analysis.collectives.begin(), analysis.collectives.end(),
                                   [&](const MatchedCollective& c) { return c.last == analysis.straggler; });
    QVERIFY(late != analysis.collectives.end());
    const int column = static_cast<int>(late - analysis.collectives.begin());
    const int waiter = analysis.straggler == 0 ? 1 : 0;
    QVERIFY(late->waitNs[static_cast<std::size_t>(waiter)] > 0);
    QCOMPARE(map->waitNsAt(waiter, column), late->waitNs[static_cast<std::size_t>(waiter)]);
    QCOMPARE(map->colorMap()->data()->cell(column, waiter),
             static_cast<double>(late->waitNs[static_cast<std::size_t>(waiter)]) / 1e6);
    QCOMPARE(map->colorMap()->data()->cell(column, analysis.straggler),
             static_cast<double>(late->waitNs[static_cast<std::size_t>(analysis.straggler)]) / 1e6);
    const QString tip = map->cellToolTip(waiter, column);
    QVERIFY2(tip.contains(QString::fromStdString(late->name)), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("last to arrive: rank %1").arg(kStraggler)), qPrintable(tip));
    // The cell under its own centre is itself.
    QCOMPARE(map->cellAt(map->cellCentre(waiter, column)), std::make_pair(waiter, column));

    // Per step: each cell sums the waits of the step's collectives.
    QVERIFY(map->hasSteps());
    view.findChild<QToolButton*>(QStringLiteral("ranksByStepButton"))->click();
    QCOMPARE(map->columns(), RankHeatMap::Columns::Steps);
    std::vector<int> steps;
    for (const MatchedCollective& c : analysis.collectives)
        steps.push_back(c.step);
    std::sort(steps.begin(), steps.end());
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    QCOMPARE(map->columnCount(), static_cast<int>(steps.size()));
    std::int64_t firstStep = 0;
    for (const MatchedCollective& c : analysis.collectives) {
        if (c.step == steps.front())
            firstStep += c.waitNs[static_cast<std::size_t>(waiter)];
    }
    QCOMPARE(map->waitNsAt(waiter, 0), firstStep);
    QCOMPARE(map->colorMap()->data()->cell(0, waiter), static_cast<double>(firstStep) / 1e6);
}

void TestRanksView::manyCollectivesAreShownAColumnPerStep()
{
    // 4 steps of 60 all-reduces: more than a column each can show.
    const QString capture = m_dir.filePath(QStringLiteral("buckets.db"));
    const QString error = writeJob(m_dir.filePath(QStringLiteral("buckets")), 2, 1, 4, capture, false, 60);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    RanksView view;
    QVERIFY(analysed(view, load(capture)));
    const RankAnalysis& analysis = *view.analysis();
    QVERIFY(analysis.collectives.size() > RankHeatMap::kMaximumCollectiveColumns);
    RankHeatMap* map = view.heatMap();
    QCOMPARE(map->columns(), RankHeatMap::Columns::Steps);
    auto* button = view.findChild<QToolButton*>(QStringLiteral("ranksByStepButton"));
    QVERIFY(button->isChecked());
    std::set<int> steps;
    for (const MatchedCollective& c : analysis.collectives)
        steps.insert(c.step);
    QCOMPARE(map->columnCount(), static_cast<int>(steps.size()));
    // The toggle still offers a column per collective.
    button->click();
    QCOMPARE(map->columns(), RankHeatMap::Columns::Collectives);
    QCOMPARE(map->columnCount(), static_cast<int>(analysis.collectives.size()));
}

void TestRanksView::aCaptureOfOneRankSaysSoAndGetsNoTab()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(open(window, m_single));
    RanksView* view = window.workspace()->ranksView();
    auto* tabs = window.findChild<QTabWidget*>();
    QVERIFY(tabs);
    QCOMPARE(tabs->indexOf(view), -1);
    QVERIFY(view->isShowingMessage());
    QVERIFY2(view->messageLabel()->text().contains(QStringLiteral("one rank")),
             qPrintable(view->messageLabel()->text()));
    QCOMPARE(view->model()->rowCount(), 0);
    // Asked for, the tab explains itself rather than showing an empty table.
    window.findChild<QAction*>(QStringLiteral("ranksTabAction"))->trigger();
    QCOMPARE(tabs->currentWidget(), view);
    QVERIFY(view->messageLabel()->isVisible());

    // A job's capture gets the tab by itself.
    QVERIFY(open(window, m_job));
    QVERIFY(tabs->indexOf(view) >= 0);
    QVERIFY(!view->isShowingMessage());
}

void TestRanksView::enterOnARankOpensTheTimelineOnItsGroup()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(open(window, m_job));
    CaptureWorkspace* workspace = window.workspace();
    RanksView* view = workspace->ranksView();
    auto* tabs = window.findChild<QTabWidget*>();
    window.findChild<QAction*>(QStringLiteral("ranksTabAction"))->trigger();
    QCOMPARE(tabs->currentWidget(), view);
    TimelineView* timeline = workspace->timelineView();
    timeline::TimelineModel* model = timeline->model();
    for (std::uint32_t n = 0; n < model->nodeCount(); ++n)
        model->setNodeCollapsed(n, true);

    // The last rank's row, after sorting by rank.
    QTableView* table = view->table();
    table->sortByColumn(RanksModel::RankColumn, Qt::AscendingOrder);
    const QModelIndex last = view->proxy()->index(3, RanksModel::HostColumn);
    table->setCurrentIndex(last);
    table->setFocus();
    QTest::keyClick(table, Qt::Key_Return);
    QCOMPARE(tabs->currentWidget(), timeline);
    const RankInfo& rank =
        view->analysis()->ranks[static_cast<std::size_t>(last.data(RanksModel::RankIndexRole).toInt())];
    QCOMPARE(rank.rank, 3);
    const std::uint32_t node = model->nodeOfProcess(rank.gpuProcess);
    QVERIFY(node != UINT32_MAX);
    QVERIFY(!model->isNodeCollapsed(node));
    QVERIFY(!model->isCollapsed(rank.gpuProcess));
    // Its group's header at the top of the tracks (or as far as the scroll bar goes).
    int header = -1;
    for (std::size_t r = 0; r < model->rows().size(); ++r) {
        if (model->rows()[r].kind == TimelineRow::Kind::Node && model->rows()[r].node == node)
            header = static_cast<int>(r);
    }
    QVERIFY(header >= 0);
    QScrollBar* scroll = timeline->verticalScrollBar();
    QCOMPARE(scroll->value(), std::min(timeline->layout().rowTop(header), scroll->maximum()));
}

void TestRanksView::aClickOnACellOpensTheTimelineOnThatCollective()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(open(window, m_job));
    CaptureWorkspace* workspace = window.workspace();
    RanksView* view = workspace->ranksView();
    auto* tabs = window.findChild<QTabWidget*>();
    window.findChild<QAction*>(QStringLiteral("ranksTabAction"))->trigger();
    TimelineView* timeline = workspace->timelineView();
    timeline::TimelineModel* model = timeline->model();
    for (std::uint32_t n = 0; n < model->nodeCount(); ++n)
        model->setNodeCollapsed(n, true);

    const RankAnalysis& analysis = *view->analysis();
    RankHeatMap* map = view->heatMap();
    QTRY_VERIFY(map->axisRect()->width() > 0);
    map->replot();
    // The middle collective, as rank 0 saw it.
    const int column = map->columnCount() / 2;
    const int rank = analysis.straggler == 0 ? 1 : 0;
    const MatchedCollective& c = analysis.collectives[static_cast<std::size_t>(column)];
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellCentre(rank, column));
    QCOMPARE(tabs->currentWidget(), timeline);

    const Trace& trace = model->trace();
    std::int64_t first = INT64_MAX;
    std::int64_t end = INT64_MIN;
    for (const EventRef ref : c.kernels) {
        QVERIFY(trace.contains(ref));
        const EventColumns& events = trace.lanes[ref.lane].events;
        first = std::min(first, events.start[ref.index]);
        end = std::max(end, events.start[ref.index] + events.durationAt(ref.index));
    }
    // Zoomed to the collective: all of it in view, and not much else.
    const timeline::ZoomControl* zoom = timeline->zoom();
    QVERIFY(zoom->rangeStart() <= first);
    QVERIFY(zoom->rangeEnd() >= end);
    QVERIFY(zoom->rangeDuration() < (end - first) * 2 + 100'000);
    // The clicked rank's kernel selected; every rank's lane for it shown, its group expanded, and
    // the lanes within the tracks' height.
    QCOMPARE(timeline->selectedEvent(), c.kernels[static_cast<std::size_t>(rank)]);
    QScrollBar* scroll = timeline->verticalScrollBar();
    const int viewport = timeline->trackPainter()->height();
    for (std::size_t r = 0; r < c.kernels.size(); ++r) {
        const std::uint32_t process = trace.threads[trace.lanes[c.kernels[r].lane].thread].process;
        QVERIFY(!model->isNodeCollapsed(model->nodeOfProcess(process)));
        const int row = model->rowOfLane(c.kernels[r].lane);
        QVERIFY2(row >= 0, "a rank's lane for the collective is hidden");
        const int top = timeline->layout().rowTop(row) - scroll->value();
        QVERIFY2(top >= 0 && top < viewport, "a rank's lane for the collective is scrolled away");
    }
    QCOMPARE(timeline->highlightedEvents().size(), c.kernels.size());
    // The first incident's chain (the straggler) had pinned its evidence; the collective's lanes
    // replace it, and lead the rows in rank order.
    QVERIFY(!workspace->chainInspector()->currentChain());
    QVERIFY(workspace->chainInspector()->pinnedRows().empty());
    std::vector<std::uint32_t> pinnedLanes;
    for (const TimelineRow& r : model->rows())
        if (r.kind == TimelineRow::Kind::Lane && model->isPinned(r.key()))
            pinnedLanes.push_back(r.lane);
    std::vector<std::uint32_t> rankOrder;
    for (const EventRef ref : c.kernels)
        rankOrder.push_back(ref.lane);
    QVERIFY(pinnedLanes.size() >= rankOrder.size());
    pinnedLanes.resize(rankOrder.size());
    QVERIFY(pinnedLanes == rankOrder);

    // Esc on the timeline: the pins and the highlight go.
    timeline->setFocus();
    QTest::keyClick(timeline, Qt::Key_Escape);
    QVERIFY(timeline->highlightedEvents().empty());
    for (const EventRef ref : c.kernels) {
        TimelineRow row;
        row.kind = TimelineRow::Kind::Lane;
        row.lane = ref.lane;
        QVERIFY(!model->isPinned(row.key()));
    }
}

void TestRanksView::theTimelineCanOrderTheRanksByLateness()
{
    // The window hands the timeline the analysis's order: the straggler's group first.
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(open(window, m_job));
    TimelineView* timeline = window.workspace()->timelineView();
    QVERIFY(timeline);
    const std::vector<std::string>& lateness = timeline->rankLateness();
    QCOMPARE(lateness.size(), std::size_t(4));
    QCOMPARE(lateness.front(), "rank" + std::to_string(kStraggler));
    timeline->setRankOrder(TimelineView::RankOrder::ByLateness);
    QCOMPARE(timeline->rankOrder(), TimelineView::RankOrder::ByLateness);
    timeline::TimelineModel* model = timeline->model();
    const auto first = std::find_if(model->rows().begin(), model->rows().end(),
                                    [](const TimelineRow& r) { return r.kind == TimelineRow::Kind::Node; });
    QVERIFY(first != model->rows().end());
    QCOMPARE(model->nodeTitle(first->node).rfind("rank " + std::to_string(kStraggler) + " ", 0), std::size_t(0));
}

void TestRanksView::ranksOfTwoJobsAreSaidToBeSo()
{
    // Rank 1 of a 2-rank job and rank 3 of an 8-rank job (kineto-public): two ranks, not one job.
    const QString dir = test::sharedDir() + QStringLiteral("/fixtures/kineto-public/");
    const QString a =
        dir
        + QStringLiteral(
            "facebookresearch__HolisticTraceAnalysis__v100-2rank-rank1-torchrec-cudagraph-gpu-bound.json.gz");
    const QString b = dir
        + QStringLiteral("facebookresearch__HolisticTraceAnalysis__a100-8rank-rank3-torchrec-exposed-alltoall.json.gz");
    FAULTLINE_REQUIRE_FIXTURE(a);
    FAULTLINE_REQUIRE_FIXTURE(b);
    const QString capture = m_dir.filePath(QStringLiteral("two-jobs.db"));
    std::string error;
    QVERIFY2(import::importTraces({a.toStdString(), b.toStdString()}, capture.toStdString(), {}, nullptr, &error),
             error.c_str());
    RanksView view;
    QVERIFY(analysed(view, load(capture)));
    QCOMPARE(view.model()->rowCount(), 2);
    QVERIFY2(view.summaryLabel()->text().endsWith(
                 QStringLiteral("not the ranks of one job: their world sizes differ (2, 8)")),
             qPrintable(view.summaryLabel()->text()));
}

QTEST_MAIN(TestRanksView)
#include "tst_ranks_view.moc"
