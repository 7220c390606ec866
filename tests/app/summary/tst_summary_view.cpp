// The main window and the Summary view, driven like a user would: open a capture through the
// window's open path, then read what the Summary shows. Expected numbers were computed
// independently with sqlite3 on the fixture, e.g. for cudaMalloc's percentiles (nearest rank,
// row_number() = ceil(p * n)):
//   sqlite3 "file:pytorch-173382-empty-cache.db?immutable=1" "with d as (select duration,
//     row_number() over (order by duration) rn, count(*) over () n from events where source=1
//     and op=1) select ... where rn = cast(ceil(0.5 * n) as int)"

#include "QtText.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TestDragDrop.h"
#include "TestPaths.h"
#include "TraceImporter.h"
#include "ZoomControl.h"
#include "summary/DropsModel.h"
#include "summary/GpuTimeChart.h"
#include "summary/LatencyChart.h"
#include "summary/LatencyHistogram.h"
#include "summary/OpStatsModel.h"
#include "summary/ProcessStatsModel.h"
#include "summary/SummaryView.h"
#include "timeline/TimelineView.h"
#include "window/CaptureWorkspace.h"
#include "window/DemoCapture.h"
#include "window/MainWindow.h"
#include "window/RecentFiles.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>
#include <QUrl>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

constexpr int kLoadTimeoutMs = 120000;

QString fixturePath()
{
    return ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
}

// Opens `path` through the window and waits until the Summary has its statistics.
bool openAndWait(MainWindow& window, const QString& path)
{
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    QSignalSpy ready(window.workspace()->summaryView(), &SummaryView::statisticsReady);
    window.openCapture(path);
    if (!loaded.wait(kLoadTimeoutMs))
        return false;
    return !ready.isEmpty() || ready.wait(kLoadTimeoutMs);
}

// Row of the op table (as shown, after sorting and filtering) for `op` and process label.
int shownOpRow(const SummaryView* view, const QString& op, const QString& process)
{
    const QAbstractItemModel* model = view->opProxy();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, OpStatsModel::OpColumn).data().toString() == op
            && model->index(row, OpStatsModel::ProcessColumn).data().toString() == process)
            return row;
    }
    return -1;
}

QString cell(const SummaryView* view, int row, int column, int role = Qt::DisplayRole)
{
    return view->opProxy()->index(row, column).data(role).toString();
}

qint64 sortValue(const SummaryView* view, int row, int column)
{
    return view->opProxy()->index(row, column).data(OpStatsModel::SortRole).toLongLong();
}

QString labelText(const QWidget* parent, const char* objectName)
{
    const auto* label = parent->findChild<QLabel*>(QLatin1String(objectName));
    return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(objectName));
}

QString writeScenario(const QTemporaryDir& dir, const std::string& scenario, capture::ScenarioResult* result)
{
    const QString path = dir.filePath(QString::fromStdString(scenario) + QStringLiteral(".db"));
    capture::ScenarioOptions options;
    options.scenario = scenario;
    *result = capture::ScenarioGenerator::generate(QFile::encodeName(path).toStdString(), options);
    return path;
}

} // namespace

class TestSummaryView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void theFixtureOpensThroughTheWindow();
    void theOpTableShowsStoredCountsForAllProcesses_data();
    void theOpTableShowsStoredCountsForAllProcesses();
    void percentilesMatchSqlite_data();
    void percentilesMatchSqlite();
    void sortingIsNumeric();
    void theProcessFilterShowsOneProcess();
    void theProcessTableCountsEventsPerPid();
    void dropsAreNotRecordedByAnIngeroCapture();
    void theHeaderShowsTheMachine();
    void theLatencyChartFollowsTheSelectedOp();
    void latencyHistogramBucketsAreLogarithmic();
    void modelsPassTheModelTester();
    void aGeneratedHealthyCaptureOpens();
    void lostEventsAreHighlightedPerSource();
    void theDemoIsGeneratedOpenedAndRemovedOnExit();
    void droppingATextFileShowsAnErrorAndKeepsTheWindowUsable();
    void aCorruptCaptureFailsClearlyAndKeepsThePreviousOne();
    void readProblemsAreListedInTheProblemsDock();
    void cancellingALoadKeepsThePreviousCapture_data();
    void cancellingALoadKeepsThePreviousCapture();
    void recentFilesAreUpdatedAfterOpen();
    void closingTheCaptureShowsTheEmptyPage();
    void aHiddenDockStaysHiddenAfterRestart();
    void theGermanTranslationIsComplete();
    void theGpuTimePictureShowsEachCauseAndZoomsToItsStep();
    void aCaptureWithoutGpuWorkHasNoGpuTimePicture();
    void aMergedCaptureIsSummarisedAsItsRanksAndTheirGpus();
};

void TestSummaryView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_summary_view"));
}

void TestSummaryView::init()
{
    QSettings().clear();
}

void TestSummaryView::theFixtureOpensThroughTheWindow()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, fixturePath()));
    QVERIFY(window.workspace()->trace());
    QCOMPARE(window.workspace()->trace()->eventCount(), qint64(3486));
    QCOMPARE(window.windowTitle(), QStringLiteral("pytorch-173382-empty-cache.db — Faultline"));
    QVERIFY(!window.isBusy());
    QVERIFY(window.workspace()->summaryView()->opProxy()->rowCount() > 0);
    // No read problems in this capture: the Problems dock stays out of the way.
    QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("problemsDock"))->isHidden());
}

void TestSummaryView::theOpTableShowsStoredCountsForAllProcesses_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<qint64>("stored");
    QTest::addColumn<qint64>("seen"); // sum of event_aggregates.count; 0 = not sampled

    // select source, op, count(*) from events group by 1, 2;
    // select source, op, sum(count) from event_aggregates group by 1, 2;
    QTest::newRow("cudaMalloc") << QStringLiteral("cudaMalloc") << qint64(45) << qint64(51);
    QTest::newRow("cudaFree") << QStringLiteral("cudaFree") << qint64(40) << qint64(54);
    QTest::newRow("cudaLaunchKernel") << QStringLiteral("cudaLaunchKernel") << qint64(915) << qint64(31074);
    // The aggregates count fewer (56) than the stored rows: not sampled.
    QTest::newRow("cudaStreamSync") << QStringLiteral("cudaStreamSync") << qint64(405) << qint64(0);
    QTest::newRow("cudaMemcpyAsync") << QStringLiteral("cudaMemcpyAsync") << qint64(310) << qint64(675);
    QTest::newRow("cuLaunchKernel") << QStringLiteral("cuLaunchKernel") << qint64(1520) << qint64(31659);
    QTest::newRow("cuMemAlloc") << QStringLiteral("cuMemAlloc") << qint64(49) << qint64(53);
}

void TestSummaryView::theOpTableShowsStoredCountsForAllProcesses()
{
    QFETCH(QString, op);
    QFETCH(qint64, stored);
    QFETCH(qint64, seen);
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    QVERIFY(openAndWait(window, fixturePath()));
    const SummaryView* view = window.workspace()->summaryView();

    const int row = shownOpRow(view, op, QStringLiteral("all"));
    QVERIFY2(row >= 0, qPrintable(op));
    QCOMPARE(sortValue(view, row, OpStatsModel::CountColumn), stored);
    const QLocale locale;
    const QString count = cell(view, row, OpStatsModel::CountColumn);
    if (seen > 0) {
        QCOMPARE(count, QStringLiteral("%1 of %2 (sampled)").arg(locale.toString(stored), locale.toString(seen)));
        QVERIFY(
            cell(view, row, OpStatsModel::CountColumn, Qt::ToolTipRole).contains(QLatin1String("event_aggregates")));
        QVERIFY(view->opProxy()->index(row, 0).data(OpStatsModel::SampledRole).toBool());
    } else {
        QCOMPARE(count, locale.toString(stored));
        QVERIFY(!view->opProxy()->index(row, 0).data(OpStatsModel::SampledRole).toBool());
    }
    const auto alignment = view->opProxy()->index(row, OpStatsModel::CountColumn).data(Qt::TextAlignmentRole).toInt();
    QVERIFY(alignment & Qt::AlignRight);
}

void TestSummaryView::percentilesMatchSqlite_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<qint64>("p50");
    QTest::addColumn<qint64>("p95");
    QTest::addColumn<qint64>("p99");
    QTest::addColumn<qint64>("max");
    QTest::newRow("cudaMalloc") << QStringLiteral("cudaMalloc") << qint64(224308) << qint64(261010) << qint64(348903)
                                << qint64(348903);
    QTest::newRow("cudaFree") << QStringLiteral("cudaFree") << qint64(415893) << qint64(1046065) << qint64(1904932)
                              << qint64(1904932);
    QTest::newRow("cudaStreamSync") << QStringLiteral("cudaStreamSync") << qint64(3220) << qint64(14971)
                                    << qint64(22201) << qint64(27531);
}

void TestSummaryView::percentilesMatchSqlite()
{
    QFETCH(QString, op);
    QFETCH(qint64, p50);
    QFETCH(qint64, p95);
    QFETCH(qint64, p99);
    QFETCH(qint64, max);
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    QVERIFY(openAndWait(window, fixturePath()));
    const SummaryView* view = window.workspace()->summaryView();
    const int row = shownOpRow(view, op, QStringLiteral("all"));
    QVERIFY(row >= 0);

    const std::pair<int, qint64> expected[] = {{OpStatsModel::P50Column, p50},
                                               {OpStatsModel::P95Column, p95},
                                               {OpStatsModel::P99Column, p99},
                                               {OpStatsModel::MaxColumn, max}};
    for (const auto& [column, ns] : expected) {
        QCOMPARE(sortValue(view, row, column), ns);
        QCOMPARE(cell(view, row, column), text::durationText(ns));
    }
    QCOMPARE(cell(view, row, OpStatsModel::P50Column), text::durationText(p50));
}

void TestSummaryView::sortingIsNumeric()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    QVERIFY(openAndWait(window, fixturePath()));
    SummaryView* view = window.workspace()->summaryView();
    view->opTable()->sortByColumn(OpStatsModel::CountColumn, Qt::DescendingOrder);
    // 1520 sorts above 915 and 405 (a text sort would put "915" first).
    QCOMPARE(cell(view, 0, OpStatsModel::OpColumn), QStringLiteral("cuLaunchKernel"));
    QCOMPARE(cell(view, 1, OpStatsModel::OpColumn), QStringLiteral("cudaLaunchKernel"));
    for (int row = 1; row < view->opProxy()->rowCount(); ++row)
        QVERIFY(sortValue(view, row - 1, OpStatsModel::CountColumn) >= sortValue(view, row, OpStatsModel::CountColumn));

    view->opTable()->sortByColumn(OpStatsModel::P99Column, Qt::AscendingOrder);
    for (int row = 1; row < view->opProxy()->rowCount(); ++row)
        QVERIFY(sortValue(view, row - 1, OpStatsModel::P99Column) <= sortValue(view, row, OpStatsModel::P99Column));
}

void TestSummaryView::theProcessFilterShowsOneProcess()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    QVERIFY(openAndWait(window, fixturePath()));
    SummaryView* view = window.workspace()->summaryView();
    view->setProcessFilter(30581);
    const QAbstractItemModel* shown = view->opProxy();
    QVERIFY(shown->rowCount() > 0);
    for (int row = 0; row < shown->rowCount(); ++row)
        QCOMPARE(shown->index(row, 0).data(OpStatsModel::PidRole).toLongLong(), qint64(30581));
    const int row = shownOpRow(view, QStringLiteral("cudaMalloc"), QStringLiteral("30581 python3"));
    QVERIFY(row >= 0);
    QCOMPARE(sortValue(view, row, OpStatsModel::CountColumn), qint64(45));

    view->setProcessFilter(SummaryView::AllProcessesCombined);
    QVERIFY(shownOpRow(view, QStringLiteral("cudaMalloc"), QStringLiteral("all")) >= 0);
    QCOMPARE(shownOpRow(view, QStringLiteral("cudaMalloc"), QStringLiteral("30581 python3")), -1);
}

void TestSummaryView::theProcessTableCountsEventsPerPid()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    QVERIFY(openAndWait(window, fixturePath()));
    const ProcessStatsModel* model = window.workspace()->summaryView()->processStatsModel();
    // Events of a process are the rows of its threads: the 3387 rows with pid 30581 plus 23
    // sched_switch rows of its threads 30591 and 30592, which carry pid = tid. sqlite3:
    //   select count(*) from events where pid = 30581
    //     or tid in (select distinct tid from events where pid = 30581)   -> 3410
    int python = -1;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->statsAt(row).pid == 30581)
            python = row;
    }
    QVERIFY(python >= 0);
    const auto value = [model, python](int column) {
        return model->index(python, column).data(ProcessStatsModel::SortRole).toLongLong();
    };
    QCOMPARE(model->index(python, ProcessStatsModel::ProcessColumn).data().toString(), QStringLiteral("30581 python3"));
    QCOMPARE(value(ProcessStatsModel::EventsColumn), qint64(3410));
    QCOMPARE(model->index(python, ProcessStatsModel::EventsColumn).data().toString(), QLocale().toString(3410));
    QCOMPARE(value(ProcessStatsModel::ThreadsColumn), qint64(11));
    // CUDA runtime + driver calls of python3: 45 + 40 + 915 + 405 + 310 + 1520 + 49
    QCOMPARE(value(ProcessStatsModel::CudaCallsColumn), qint64(3284));
}

void TestSummaryView::dropsAreNotRecordedByAnIngeroCapture()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    window.show();
    QVERIFY(openAndWait(window, fixturePath()));
    SummaryView* view = window.workspace()->summaryView();
    QCOMPARE(view->dropsText(), QStringLiteral("Drops: not recorded by this capture (Ingero)"));
    QCOMPARE(view->dropsModel()->rowCount(), 0);
    QVERIFY(!view->dropsTableShown());
}

void TestSummaryView::theHeaderShowsTheMachine()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    QVERIFY(openAndWait(window, fixturePath()));
    const SummaryView* view = window.workspace()->summaryView();
    // select gpu_model, kernel, cuda_version, python_version from sessions;
    QVERIFY(labelText(view, "gpuValue").startsWith(QLatin1String("NVIDIA GeForce RTX 4090, 24564 MiB")));
    QVERIFY(labelText(view, "gpuValue").contains(QLatin1String("580.126.09")));
    QVERIFY(labelText(view, "cpuValue").startsWith(QLatin1String("AMD EPYC 7542 32-Core Processor")));
    QCOMPARE(labelText(view, "kernelValue"), QStringLiteral("5.15.0-144-generic"));
    QCOMPARE(labelText(view, "osValue"), QStringLiteral("Ubuntu 22.04.5 LTS"));
    QCOMPARE(labelText(view, "cudaValue"), QStringLiteral("13.0"));
    QCOMPARE(labelText(view, "pythonValue"), QStringLiteral("3.10.12"));
    // 3486 rows stored; event_aggregates count 64410.
    const QLocale locale;
    QCOMPARE(labelText(view, "eventsValue"),
             QStringLiteral("%1 stored of %2 seen (sampled)").arg(locale.toString(3486), locale.toString(64410)));
    QCOMPARE(labelText(view, "fileValue"), QStringLiteral("pytorch-173382-empty-cache.db"));

    const QWidget* dock = window.findChild<QDockWidget*>(QStringLiteral("captureDock"))->widget();
    QCOMPARE(labelText(dock, "pathValue"), QStringLiteral("pytorch-173382-empty-cache.db"));
    QCOMPARE(labelText(dock, "userVersionValue"), QStringLiteral("0"));
    QVERIFY(!labelText(dock, "sampledNote").isEmpty());
}

void TestSummaryView::theLatencyChartFollowsTheSelectedOp()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    window.show();
    QSignalSpy chartUpdated(window.workspace()->summaryView(), &SummaryView::chartUpdated);
    QVERIFY(openAndWait(window, fixturePath()));
    SummaryView* view = window.workspace()->summaryView();

    // The first op (catalogue order: CUDA cudaMalloc) is selected on load and charted.
    QTRY_VERIFY_WITH_TIMEOUT(!chartUpdated.isEmpty(), kLoadTimeoutMs);
    QCOMPARE(cell(view, view->opTable()->currentIndex().row(), OpStatsModel::OpColumn), QStringLiteral("cudaMalloc"));
    const LatencyChart* chart = view->latencyChart();
    QVERIFY(chart->bucketCount() > 0);
    QVERIFY(chart->markerNames().contains(QStringLiteral("p50 ") + text::durationText(224308)));
    QVERIFY(chart->markerNames().contains(QStringLiteral("p99 ") + text::durationText(348903)));

    chartUpdated.clear();
    const int sync = shownOpRow(view, QStringLiteral("cudaStreamSync"), QStringLiteral("all"));
    QVERIFY(sync >= 0);
    view->opTable()->setCurrentIndex(view->opProxy()->index(sync, 0));
    QTRY_VERIFY_WITH_TIMEOUT(!chartUpdated.isEmpty(), kLoadTimeoutMs);
    QVERIFY(chart->markerNames().contains(QStringLiteral("p95 ") + text::durationText(14971)));
    // 1.7 µs .. 27.5 µs: however narrow or wide the range, a couple of dozen bars.
    QVERIFY(chart->bucketCount() >= 10);
    QVERIFY(chart->bucketCount() <= 60);
}

void TestSummaryView::latencyHistogramBucketsAreLogarithmic()
{
    const LatencyHistogram one = LatencyHistogram::build({1000, 1000, 9999, 10000, 99999}, 1);
    QCOMPARE(one.buckets.size(), std::size_t(2));
    QCOMPARE(one.buckets[0].count, std::int64_t(3)); // [1 µs, 10 µs)
    QCOMPARE(one.buckets[1].count, std::int64_t(2)); // [10 µs, 100 µs)
    QCOMPARE(one.maxCount, std::int64_t(3));
    QCOMPARE(one.buckets[0].lowerNs, 1000.0);
    QCOMPARE(one.buckets[1].upperNs, 100000.0);

    const LatencyHistogram zeros = LatencyHistogram::build({0, 0, 5}, 5);
    QCOMPARE(zeros.buckets.front().count, std::int64_t(2)); // below 1 ns counts as 1 ns
    std::int64_t total = 0;
    for (const LatencyHistogram::Bucket& bucket : zeros.buckets)
        total += bucket.count;
    QCOMPARE(total, std::int64_t(3));
    QVERIFY(LatencyHistogram::build({}, 5).buckets.empty());
}

void TestSummaryView::modelsPassTheModelTester()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    SummaryView* view = window.workspace()->summaryView();
    const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester opTester(view->opStatsModel(), mode);
    QAbstractItemModelTester opProxyTester(view->opProxy(), mode);
    QAbstractItemModelTester processTester(view->processStatsModel(), mode);
    QAbstractItemModelTester processProxyTester(view->processTable()->model(), mode);
    QAbstractItemModelTester dropsTester(view->dropsModel(), mode);

    QVERIFY(openAndWait(window, fixturePath()));
    view->setProcessFilter(SummaryView::EachProcess);
    view->opTable()->sortByColumn(OpStatsModel::P95Column, Qt::DescendingOrder);
    view->processTable()->sortByColumn(ProcessStatsModel::OffCpuColumn, Qt::DescendingOrder);

    // A Faultline capture has drop counters, so the drops model gets rows too.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    capture::ScenarioResult result;
    const QString demo = writeScenario(dir, "healthy", &result);
    QVERIFY2(result.ok, result.error.c_str());
    QVERIFY(openAndWait(window, demo));
    QVERIFY(view->dropsModel()->rowCount() > 0);

    window.closeCapture();
    QCOMPARE(view->opStatsModel()->rowCount(), 0);
}

void TestSummaryView::aGeneratedHealthyCaptureOpens()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    capture::ScenarioResult result;
    const QString path = writeScenario(dir, "healthy", &result);
    QVERIFY2(result.ok, result.error.c_str());

    MainWindow window;
    window.show();
    QVERIFY(openAndWait(window, path));
    QCOMPARE(window.workspace()->trace()->eventCount(), result.eventsStored);
    QCOMPARE(window.windowTitle(), QStringLiteral("healthy.db — Faultline"));

    // Stored counts of the all-process rows add up to every stored event.
    const OpStatsModel* model = window.workspace()->summaryView()->opStatsModel();
    qint64 stored = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->statsAt(row).pid == 0)
            stored += model->statsAt(row).count;
    }
    QCOMPARE(stored, result.eventsStored);

    // Faultline counts what it saw, stored and dropped.
    const QString drops = window.workspace()->summaryView()->dropsText();
    const DropStats& counted = window.workspace()->summaryView()->dropsModel()->drops();
    QVERIFY(counted.recorded);
    QCOMPARE(counted.stored, result.eventsStored);
    QCOMPARE(counted.seen, result.eventsSeen);
    const QLocale locale;
    QCOMPARE(
        drops,
        QStringLiteral("Drops: %1 dropped (seen %2, stored %3)")
            .arg(locale.toString(counted.dropped), locale.toString(counted.seen), locale.toString(counted.stored)));
    QVERIFY(window.workspace()->summaryView()->dropsTableShown());
}

void TestSummaryView::lostEventsAreHighlightedPerSource()
{
    // The fragmentation scenario drops some CUDA events, and counts them.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    capture::ScenarioResult result;
    const QString path = writeScenario(dir, "fragmentation", &result);
    QVERIFY2(result.ok, result.error.c_str());

    MainWindow window;
    QVERIFY(openAndWait(window, path));
    const DropsModel* model = window.workspace()->summaryView()->dropsModel();
    QVERIFY(model->drops().dropped > 0);
    int lossy = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const qint64 dropped = model->index(row, DropsModel::DroppedColumn).data(DropsModel::SortRole).toLongLong();
        const QVariant background = model->index(row, DropsModel::DroppedColumn).data(Qt::BackgroundRole);
        QCOMPARE(background.isValid(), dropped > 0);
        lossy += dropped > 0 ? 1 : 0;
    }
    QVERIFY(lossy > 0);
    const auto* label = window.workspace()->summaryView()->findChild<QLabel*>(QStringLiteral("dropsLabel"));
    QVERIFY(label->text().startsWith(QLatin1String("Drops: ")));
    QVERIFY(label->styleSheet().contains(QLatin1String("color")));
}

void TestSummaryView::theDemoIsGeneratedOpenedAndRemovedOnExit()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    QSignalSpy loaded(window.get(), &MainWindow::captureLoaded);
    QSignalSpy failed(window.get(), &MainWindow::demoFailed);
    window->openDemo();
    QVERIFY(window->isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty() || !failed.isEmpty(), kLoadTimeoutMs);
    QCOMPARE(failed.count(), 0);

    const QString path = window->workspace()->path();
    QVERIFY(QFileInfo::exists(path));
    QVERIFY(path.startsWith(QDir::tempPath()));
    QCOMPARE(window->windowTitle(), QStringLiteral("Demo capture — Faultline"));
    QVERIFY(window->workspace()->trace()->eventCount() > 0);
    // A file that disappears on exit does not belong in the recent list.
    QVERIFY(!window->recentFiles()->files().contains(QFileInfo(path).absoluteFilePath()));

    window.reset();
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(!QFileInfo::exists(QFileInfo(path).absolutePath()));
}

void TestSummaryView::droppingATextFileShowsAnErrorAndKeepsTheWindowUsable()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString notes = dir.filePath(QStringLiteral("notes.txt"));
    {
        QFile file(notes);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a capture\n");
    }

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, fixturePath()));
    const std::shared_ptr<const Trace> before = window.workspace()->trace();

    test::dropFile(&window, notes);
    QTRY_VERIFY(window.findChild<QMessageBox*>(QStringLiteral("errorMessage")) != nullptr);
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("errorMessage"));
    QTRY_VERIFY(box->isVisible());
    QVERIFY(box->text().contains(QLatin1String("notes.txt")));
    QVERIFY(box->text().contains(QLatin1String(".db")));
    box->button(QMessageBox::Ok)->click();
    QTRY_VERIFY(window.findChild<QMessageBox*>(QStringLiteral("errorMessage")) == nullptr);

    // Nothing changed, and the window still opens captures: a dropped .db loads.
    QCOMPARE(window.workspace()->trace(), before);
    QVERIFY(window.isEnabled());
    capture::ScenarioResult result;
    const QString healthy = writeScenario(dir, "healthy", &result);
    QVERIFY2(result.ok, result.error.c_str());
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    test::dropFile(&window, healthy);
    QVERIFY(loaded.wait(kLoadTimeoutMs));
    QCOMPARE(loaded.constFirst().constFirst().toString(), healthy);
}

void TestSummaryView::aCorruptCaptureFailsClearlyAndKeepsThePreviousOne()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bogus = dir.filePath(QStringLiteral("bogus.db"));
    {
        QFile file(bogus);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is text, not SQLite\n");
    }

    MainWindow window;
    window.show();
    QVERIFY(openAndWait(window, fixturePath()));
    const std::shared_ptr<const Trace> before = window.workspace()->trace();
    const QString title = window.windowTitle();

    QSignalSpy failed(&window, &MainWindow::captureFailed);
    window.openCapture(bogus);
    QVERIFY(failed.wait(kLoadTimeoutMs));
    QCOMPARE(failed.constFirst().constFirst().toString(), bogus);
    QVERIFY(!failed.constFirst().at(1).toString().isEmpty());

    auto* box = window.findChild<QMessageBox*>(QStringLiteral("errorMessage"));
    QVERIFY(box);
    QVERIFY(box->text().contains(QLatin1String("bogus.db")));
    QVERIFY(box->text().contains(failed.constFirst().at(1).toString()));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("statusLabel"))->text().contains(QLatin1String("bogus.db")));
    box->button(QMessageBox::Ok)->click();

    QCOMPARE(window.workspace()->trace(), before);
    QCOMPARE(window.windowTitle(), title);
    QVERIFY(!window.isBusy());
    QVERIFY(!window.recentFiles()->files().contains(QFileInfo(bogus).absoluteFilePath()));
}

void TestSummaryView::readProblemsAreListedInTheProblemsDock()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    capture::ScenarioResult result;
    const QString path = writeScenario(dir, "healthy", &result);
    QVERIFY2(result.ok, result.error.c_str());
    {
        // A stored chain whose recommendations are not JSON: that part is reported, the rest loads.
        capture::SqliteDb db;
        std::string error;
        QVERIFY2(db.openReadWrite(QFile::encodeName(path).toStdString(), &error), error.c_str());
        QVERIFY2(db.exec("INSERT INTO causal_chains (id, detected_at, severity, summary, root_cause, explanation, "
                         "recommendations) VALUES ('c1', 1, 'HIGH', 's', 'r', 'e', 'not json')",
                         &error),
                 error.c_str());
    }

    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, path));
    QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("problemsDock"))->isVisible());
    const auto* problems = window.findChild<QDockWidget*>(QStringLiteral("problemsDock"))->findChild<QTreeWidget*>();
    QVERIFY(problems);
    QCOMPARE(problems->topLevelItemCount(), 1);
    QCOMPARE(problems->topLevelItem(0)->text(0), QStringLiteral("causal_chains"));
    QVERIFY(problems->topLevelItem(0)->text(1).contains(QLatin1String("recommendations")));
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("statusLabel"))->text().contains(QLatin1String("Problems")));
    QCOMPARE(window.workspace()->trace()->eventCount(), result.eventsStored);
    // Across the whole width above the chains and the code, where its lines read in full.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    const auto* problemsDock = window.findChild<QDockWidget*>(QStringLiteral("problemsDock"));
    const auto* chainsDock = window.findChild<QDockWidget*>(QStringLiteral("chainsDock"));
    const auto* sourceDock = window.findChild<QDockWidget*>(QStringLiteral("sourceDock"));
    QVERIFY(problemsDock->geometry().bottom() < chainsDock->geometry().top());
    QVERIFY(problemsDock->geometry().left() <= chainsDock->geometry().left());
    QVERIFY(problemsDock->geometry().right() >= sourceDock->geometry().right());

    // A clean capture puts the dock away again.
    QVERIFY(openAndWait(window, fixturePath()));
    QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("problemsDock"))->isVisible());
    QCOMPARE(problems->topLevelItemCount(), 0);
}

void TestSummaryView::cancellingALoadKeepsThePreviousCapture_data()
{
    QTest::addColumn<bool>("escapeKey");
    QTest::newRow("cancel button") << false;
    QTest::newRow("escape key") << true;
}

void TestSummaryView::cancellingALoadKeepsThePreviousCapture()
{
    QFETCH(bool, escapeKey);
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    // A capture big enough that the loader is still reading when the cancel arrives right after
    // the load starts (the reader checks for cancellation between batches).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString big = dir.filePath(QStringLiteral("big.db"));
    capture::ScenarioOptions options;
    options.scenario = "healthy";
    options.minEvents = 1000000;
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(QFile::encodeName(big).toStdString(),
                                                                                 options);
    QVERIFY2(written.ok, written.error.c_str());

    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openAndWait(window, fixturePath()));
    const std::shared_ptr<const Trace> before = window.workspace()->trace();
    const QString title = window.windowTitle();

    QSignalSpy cancelled(&window, &MainWindow::loadCancelled);
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    window.openCapture(big);
    auto* progress = window.findChild<QProgressBar*>(QStringLiteral("loadProgress"));
    auto* cancel = window.findChild<QToolButton*>(QStringLiteral("cancelButton"));
    QVERIFY(progress->isVisible());
    QVERIFY(cancel->isVisible());
    if (escapeKey)
        QTest::keyClick(&window, Qt::Key_Escape);
    else
        cancel->click();
    QVERIFY(cancelled.wait(kLoadTimeoutMs));
    QCOMPARE(cancelled.constFirst().constFirst().toString(), big);
    QCOMPARE(loaded.count(), 0);

    QCOMPARE(window.workspace()->trace(), before);
    QCOMPARE(window.windowTitle(), title);
    QVERIFY(!window.isBusy());
    QVERIFY(!progress->isVisible());
    QVERIFY(!cancel->isVisible());
    QVERIFY(window.findChild<QLabel*>(QStringLiteral("statusLabel"))->text().contains(QLatin1String("pytorch-173382")));
    QVERIFY(!window.recentFiles()->files().contains(QFileInfo(big).absoluteFilePath()));
}

void TestSummaryView::recentFilesAreUpdatedAfterOpen()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    const QString absolute = QFileInfo(fixturePath()).absoluteFilePath();
    {
        MainWindow window;
        QVERIFY(window.recentFiles()->files().isEmpty());
        QVERIFY(openAndWait(window, fixturePath()));
        QCOMPARE(window.recentFiles()->files(), QStringList{absolute});

        QStringList menuPaths;
        const QList<QAction*> actions = window.findChild<QMenu*>(QStringLiteral("recentMenu"))->actions();
        for (const QAction* action : actions) {
            if (!action->data().toString().isEmpty())
                menuPaths.append(action->data().toString());
        }
        QCOMPARE(menuPaths, QStringList{absolute});
    }

    // Persisted: a new window (the next start) lists it too.
    RecentFiles recent;
    QCOMPARE(recent.files(), QStringList{absolute});

    // Newest first, no duplicates, at most ten.
    for (int i = 0; i < 12; ++i)
        recent.add(QStringLiteral("/captures/run-%1.db").arg(i));
    recent.add(absolute);
    QCOMPARE(recent.files().size(), RecentFiles::kMaxFiles);
    QCOMPARE(recent.files().constFirst(), absolute);
    QCOMPARE(recent.files().count(absolute), 1);
    QCOMPARE(recent.files().at(1), QStringLiteral("/captures/run-11.db"));

    MainWindow window;
    QCOMPARE(window.recentFiles()->files().size(), RecentFiles::kMaxFiles);
    QAction* clear = nullptr;
    const QList<QAction*> actions = window.findChild<QMenu*>(QStringLiteral("recentMenu"))->actions();
    for (QAction* action : actions) {
        if (action->text() == QLatin1String("&Clear Recent"))
            clear = action;
    }
    QVERIFY(clear);
    clear->trigger();
    QVERIFY(window.recentFiles()->files().isEmpty());
    QVERIFY(RecentFiles().files().isEmpty());
}

void TestSummaryView::closingTheCaptureShowsTheEmptyPage()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(openAndWait(window, fixturePath()));
    QSignalSpy closed(&window, &MainWindow::captureClosed);
    QTest::keyClick(&window, Qt::Key_W, Qt::ControlModifier);
    QCOMPARE(closed.count(), 1);
    QVERIFY(!window.workspace()->trace());
    QCOMPARE(window.windowTitle(), QStringLiteral("Faultline"));
    QCOMPARE(window.workspace()->summaryView()->opStatsModel()->rowCount(), 0);
}

void TestSummaryView::aHiddenDockStaysHiddenAfterRestart()
{
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The Capture dock is not there at first (the Summary tab has its facts); View ▸ Capture.
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("captureDock"))->isVisible());
        window.findChild<QDockWidget*>(QStringLiteral("captureDock"))->toggleViewAction()->trigger();
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("captureDock"))->isVisible());
        window.close();
    }
    QVERIFY(!QSettings().value(QStringLiteral("mainWindow/state")).toByteArray().isEmpty());
    {
        // Shown by the user: shown again at the next start; hidden again: stays hidden.
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.findChild<QDockWidget*>(QStringLiteral("captureDock"))->isVisible());
        window.findChild<QDockWidget*>(QStringLiteral("captureDock"))->toggleViewAction()->trigger();
        window.close();
    }
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("captureDock"))->isVisible());
}

void TestSummaryView::theGermanTranslationIsComplete()
{
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/faultline_de.qm")));
    QCOMPARE(german.translate("faultline::MainWindow", "&File"), QStringLiteral("&Datei"));
    QCOMPARE(german.translate("faultline::SummaryView", "Latency per op"), QStringLiteral("Latenz pro Operation"));

    QFile ts(QStringLiteral(FAULTLINE_SOURCE_DIR "/translations/faultline_de.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QByteArray content = ts.readAll();
    QVERIFY(content.contains("<message"));
    QCOMPARE(content.count("type=\"unfinished\""), 0);
    QCOMPARE(content.count("type=\"vanished\""), 0);
}

// A PyTorch 1.8 profiler trace of a ResNet-50 whose DataLoader runs on the training thread: the
// Summary shows one bar for its GPU, with the time spent waiting for input as a segment, and a
// click on that segment shows the step where it was largest on the timeline.
void TestSummaryView::theGpuTimePictureShowsEachCauseAndZoomsToItsStep()
{
    const QString trace = test::sharedDir()
        + QStringLiteral("/fixtures/kineto-public/"
                         "pytorch__kineto__pt18-resnet50-num_workers_0-2020-12-dataloader-stall.pt.trace.json.gz");
    FAULTLINE_REQUIRE_FIXTURE(trace);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString capture = dir.filePath(QStringLiteral("resnet.db"));
    std::string error;
    QVERIFY2(import::importTrace(trace.toStdString(), capture.toStdString(), {}, nullptr, &error), error.c_str());
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, capture));
    SummaryView* summary = window.workspace()->summaryView();
    // The producer is the profiler that wrote the trace, not Faultline.
    const QString producer = summary->findChild<QLabel*>(QStringLiteral("producerValue"))->text();
    QVERIFY2(producer.startsWith(QLatin1String("PyTorch profiler")), qPrintable(producer));
    QVERIFY(!summary->gpuTimeBox()->isHidden());
    GpuTimeChart* chart = summary->gpuTimeChart();
    QCOMPARE(chart->bars().size(), std::size_t{1});
    const GpuTimeBar& bar = chart->bars().front();
    QCOMPARE(bar.steps, std::int64_t{6});
    double total = 0;
    const GpuTimeSegment* input = nullptr;
    for (const GpuTimeSegment& s : bar.segments) {
        total += s.share;
        if (s.kind == GpuTimeKind::IdleInput)
            input = &s;
    }
    QVERIFY(std::abs(total - 1.0) < 1e-6); // busy and idle by cause fill the bar
    QVERIFY(input);
    QVERIFY(input->share > 0.15); // ~50 ms of each ~214 ms step
    QVERIFY(input->step >= 0);
    QVERIFY(!chart->segmentText(bar, *input).isEmpty());

    window.workspace()->summaryView()->window()->activateWindow();
    QSignalSpy requested(summary, &SummaryView::timeRangeRequested);
    QTest::mouseClick(chart, Qt::LeftButton, {}, chart->centreOf(0, GpuTimeKind::IdleInput));
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.front().at(0).toLongLong(), input->windowStart);
    QCOMPARE(requested.front().at(1).toLongLong(), input->windowEnd);
    // What the import left out is in the Problems dock.
    const auto* problems = window.findChild<QDockWidget*>(QStringLiteral("problemsDock"))->findChild<QTreeWidget*>();
    QVERIFY(problems);
    bool leftOut = false;
    for (int i = 0; i < problems->topLevelItemCount(); ++i)
        leftOut = leftOut
            || (problems->topLevelItem(i)->text(0) == QLatin1String("import")
                && problems->topLevelItem(i)->text(1).contains(QLatin1String("not imported")));
    QVERIFY(leftOut);
    TimelineView* timeline = window.workspace()->timelineView();
    QVERIFY(timeline);
    QVERIFY(timeline->isVisible());
    QCOMPARE(timeline->zoom()->rangeStart(), input->windowStart);
    QCOMPARE(timeline->zoom()->rangeEnd(), input->windowEnd);
}

// A probe or Ingero capture records no GPU work of its own: no picture, not an empty one.
void TestSummaryView::aCaptureWithoutGpuWorkHasNoGpuTimePicture()
{
    FAULTLINE_REQUIRE_FIXTURE(fixturePath());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openAndWait(window, fixturePath()));
    QVERIFY(window.workspace()->summaryView()->gpuTimeChart()->bars().empty());
    QVERIFY(window.workspace()->summaryView()->gpuTimeBox()->isHidden());
}

QTEST_MAIN(TestSummaryView)
#include "tst_summary_view.moc"

// Two ranks' profiler traces merged (issue 46): the header names the ranks, not "Host: rank1";
// the GPUs each rank used, not the eight devices each profiler listed; the producer is the
// profiler; processes are named by rank, and a GPU by its number and model, never by the made-up
// pid its lanes hang under (4294901760).
void TestSummaryView::aMergedCaptureIsSummarisedAsItsRanksAndTheirGpus()
{
    const QString folder = test::sharedDir() + QStringLiteral("/fixtures/kineto-public/");
    const QString rank0 = folder
        + QStringLiteral("facebookresearch__HolisticTraceAnalysis__a100-2rank-rank0-ddp-host-bound.json.gz");
    const QString rank3 = folder
        + QStringLiteral("facebookresearch__HolisticTraceAnalysis__a100-8rank-rank3-torchrec-exposed-alltoall.json.gz");
    FAULTLINE_REQUIRE_FIXTURE(rank0);
    FAULTLINE_REQUIRE_FIXTURE(rank3);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString capture = dir.filePath(QStringLiteral("ranks.db"));
    std::string error;
    QVERIFY2(
        import::importTraces({rank3.toStdString(), rank0.toStdString()}, capture.toStdString(), {}, nullptr, &error),
        error.c_str());
    MainWindow window;
    QVERIFY(openAndWait(window, capture));
    SummaryView* view = window.workspace()->summaryView();
    QCOMPARE(labelText(view, "hostValue"), QStringLiteral("2 ranks merged: rank0, rank3"));
    QCOMPARE(labelText(view, "gpuValue"),
             QStringLiteral("rank0: GPU 0: NVIDIA A100-PG509-200 (the machine has 8 × NVIDIA A100-PG509-200)\n"
                            "rank3: GPU 3: NVIDIA A100-PG509-200 (the machine has 8 × NVIDIA A100-PG509-200)"));
    QVERIFY(labelText(view, "producerValue").startsWith(QLatin1String("PyTorch profiler (Kineto)")));
    QVERIFY2(labelText(view, "dropsLabel").startsWith(QLatin1String("Drops: not recorded by the profiler")),
             qPrintable(labelText(view, "dropsLabel")));
    QVERIFY(QTest::qWaitFor([&] { return view->processStatsModel()->rowCount() > 0; }, 60000));
    QStringList names;
    for (int row = 0; row < view->processStatsModel()->rowCount(); ++row)
        names << view->processStatsModel()
                     ->data(view->processStatsModel()->index(row, ProcessStatsModel::ProcessColumn))
                     .toString();
    names.sort();
    QCOMPARE(names,
             QStringList({QStringLiteral("rank0 · 2910249 python3.10"),
                          QStringLiteral("rank0 · GPU 0 · NVIDIA A100-PG509-200"),
                          QStringLiteral("rank3 · 3113936 python3.8"),
                          QStringLiteral("rank3 · GPU 3 · NVIDIA A100-PG509-200")}));
    // A profiler trace records no scheduling, and a GPU makes no CUDA calls: unknown, not 0.
    for (int row = 0; row < view->processStatsModel()->rowCount(); ++row) {
        const QString name = view->processStatsModel()
                                 ->data(view->processStatsModel()->index(row, ProcessStatsModel::ProcessColumn))
                                 .toString();
        for (const int column : {int(ProcessStatsModel::OffCpuColumn), int(ProcessStatsModel::SwitchesColumn)})
            QCOMPARE(view->processStatsModel()->data(view->processStatsModel()->index(row, column)).toString(),
                     QStringLiteral("—"));
        if (name.contains(QLatin1String("GPU")))
            QCOMPARE(view->processStatsModel()
                         ->data(view->processStatsModel()->index(row, ProcessStatsModel::CudaCallsColumn))
                         .toString(),
                     QStringLiteral("—"));
    }
    QComboBox* filter = view->findChild<QComboBox*>(QStringLiteral("processFilter"));
    for (int i = 0; i < filter->count(); ++i)
        QVERIFY2(!filter->itemText(i).contains(QString::number(kGpuPidBase)), qPrintable(filter->itemText(i)));
}
