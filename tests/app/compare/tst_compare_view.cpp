// The Compare tab (issue 49) on real pairs: two gpu-h100 captures (a healthy loop against the
// same loop with a slow collate in the main thread) and the two torch_npu snapshots of one job
// with and without expandable segments. The verdict and the table are the diff's; the table sorts
// by figure, filters by text and kind, and opens a call in either run's timeline; the timelines
// stack aligned at a step and follow each other; the report's pictures are made; a run compared
// with itself shows no change; the window opens a comparison from File ▸ Compare With… and from
// a file dropped with Shift.

#include "CaptureDiff.h"
#include "InProcess.h"
#include "OpCatalog.h"
#include "TestDragDrop.h"
#include "TestPaths.h"
#include "cli/CommandLine.h"
#include "common/QCustomPlotInclude.h"
#include "compare/CompareModels.h"
#include "compare/CompareView.h"
#include "memory/BlockMap.h"
#include "timeline/TimelineView.h"
#include "window/CompareController.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace faultline;

namespace {

QString h100(const QString& name)
{
    return test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/") + name;
}

QString npu(bool expandable)
{
    return test::snapshotFixture(expandable
                                     ? QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl")
                                     : QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl"));
}

} // namespace

class TestCompareView : public QObject
{
    Q_OBJECT

private slots:
    void capturesShowTheDiff()
    {
        const QString a = h100(QStringLiteral("healthy_train.db"));
        const QString b = h100(QStringLiteral("slow_collate_main_thread.db"));
        FAULTLINE_REQUIRE_FIXTURE(a);
        FAULTLINE_REQUIRE_FIXTURE(b);
        CompareView view(CompareView::prepare(a, b));
        QVERIFY(view.result().ok());
        QVERIFY(view.result().captures);
        const CaptureDiff& d = *view.result().captures;
        QCOMPARE(view.verdictLabel()->text(), QString::fromStdString(d.verdict));
        // The verdict names the slow collate's cost: starved input, at the line the chain found.
        QVERIFY2(view.verdictLabel()->text().contains(QStringLiteral("input starvation")),
                 qPrintable(view.verdictLabel()->text()));

        QTableView* table = view.changesTable();
        QAbstractItemModel* model = table->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), static_cast<int>(d.rows.size() + d.chains.size()));
        // In the diff's order at first: the rows, then the chains.
        QCOMPARE(model->index(0, CaptureChangesModel::NameColumn).data().toString(),
                 QString::fromStdString(d.rows.front().name));

        // Sorting by the change is numeric, not by text ("−1.13 ms" before "+47.9 µs").
        table->sortByColumn(CaptureChangesModel::ChangeColumn, Qt::AscendingOrder);
        double previous = -1e300;
        for (int row = 0; row < model->rowCount(); ++row) {
            const double change =
                model->index(row, CaptureChangesModel::ChangeColumn).data(CaptureChangesModel::SortRole).toDouble();
            QVERIFY2(change >= previous,
                     qPrintable(QStringLiteral("row %1: %2 after %3").arg(row).arg(change).arg(previous)));
            previous = change;
        }

        // Filters: by text (name or line), and by kind.
        view.filterEdit()->setText(QStringLiteral("cudaMemcpy"));
        QVERIFY(model->rowCount() >= 1);
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(model->index(row, CaptureChangesModel::NameColumn)
                        .data()
                        .toString()
                        .contains(QStringLiteral("cudaMemcpy")));
        view.filterEdit()->clear();
        view.kindFilter()->setCurrentIndex(view.kindFilter()->findData(QStringLiteral("chain")));
        QCOMPARE(model->rowCount(), static_cast<int>(d.chains.size()));
        view.kindFilter()->setCurrentIndex(0);
        QCOMPARE(model->rowCount(), static_cast<int>(d.rows.size() + d.chains.size()));

        // A call in both runs opens in B's timeline, that call selected.
        int memcpy = -1;
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, CaptureChangesModel::NameColumn).data().toString()
                == QLatin1String("cudaMemcpyAsync"))
                memcpy = row;
        QVERIFY(memcpy >= 0);
        QVERIFY(!view.timelineA());
        QVERIFY(view.openRow(memcpy, true));
        QVERIFY(view.timelineB());
        QCOMPARE(view.pages()->currentIndex(), 1);
        const EventRef selected = view.timelineB()->selectedEvent();
        QVERIFY(selected.isValid());
        const EventColumns& events = view.result().b.trace->lanes[selected.lane].events;
        QCOMPARE(QString::fromStdString(
                     capture::OpCatalog::opName(events.sourceAt(selected.index), events.opAt(selected.index))),
                 QStringLiteral("cudaMemcpyAsync"));
        // A call only B makes has nothing to open in A.
        int onlyB = -1;
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, CaptureChangesModel::ShareColumn).data().toString() == QLatin1String("new")
                && model->index(row, CaptureChangesModel::KindColumn).data().toString() == QLatin1String("CUDA call"))
                onlyB = row;
        QVERIFY(onlyB >= 0);
        QSignalSpy said(&view, &CompareView::statusMessage);
        QVERIFY(!view.openRow(onlyB, false));
        QVERIFY(!said.isEmpty());
        // A chain opens at its Python line: a call made while that line ran.
        int hostSync = -1;
        for (int row = 0; row < model->rowCount(); ++row) {
            const CaptureDiffRow* r = static_cast<CaptureChangesModel*>(view.changesProxy()->sourceModel())
                                          ->rowAt(view.changesProxy()->mapToSource(model->index(row, 0)).row());
            if (r->kind == CaptureDiffRow::Kind::Chain && r->name == "host-sync")
                hostSync = row;
        }
        QVERIFY(hostSync >= 0);
        QVERIFY(view.openRow(hostSync, true));
        const EventRef atLine = view.timelineB()->selectedEvent();
        QVERIFY(atLine.isValid());
        const Trace& traceB = *view.result().b.trace;
        bool line20 = false;
        for (const capture::StackFrame& f : traceB.stacks[traceB.lanes[atLine.lane].events.stack[atLine.index]].frames)
            line20 = line20 || (f.pyFile.ends_with("slow_collate_main_thread.py") && f.pyLine == 20);
        QVERIFY(line20);
    }

    void timelinesAlignAtAStep()
    {
        const QString a = h100(QStringLiteral("healthy_train.db"));
        const QString b = h100(QStringLiteral("slow_collate_main_thread.db"));
        FAULTLINE_REQUIRE_FIXTURE(a);
        FAULTLINE_REQUIRE_FIXTURE(b);
        CompareView view(CompareView::prepare(a, b));
        const CaptureDiff& d = *view.result().captures;
        QVERIFY(d.bySteps);
        QVERIFY(d.a.stepStarts.size() >= 5 && d.b.stepStarts.size() >= 5);
        view.showTimelines(5);
        TimelineView* ta = view.timelineA();
        TimelineView* tb = view.timelineB();
        QVERIFY(ta && tb);
        QVERIFY(ta->isEmbedded() && tb->isEmbedded());
        QCOMPARE(view.alignStep()->value(), 5);
        // Each shows its own fifth step, from a twentieth of the wider step before it.
        const std::int64_t width = std::max(d.a.stepDurations[4], d.b.stepDurations[4]);
        QCOMPARE(ta->zoom()->rangeStart(), d.a.stepStarts[4] - width / 20);
        QCOMPARE(tb->zoom()->rangeStart(), d.b.stepStarts[4] - width / 20);
        QCOMPARE(ta->zoom()->rangeDuration(), tb->zoom()->rangeDuration());

        // Zooming A moves B by as much, and panning B moves A.
        ta->zoom()->zoomAround(0.5, 2.0);
        QCOMPARE(tb->zoom()->rangeStart() - ta->zoom()->rangeStart(), d.b.stepStarts[4] - d.a.stepStarts[4]);
        QCOMPARE(tb->zoom()->rangeDuration(), ta->zoom()->rangeDuration());
        tb->zoom()->pan(0.25);
        QCOMPARE(tb->zoom()->rangeStart() - ta->zoom()->rangeStart(), d.b.stepStarts[4] - d.a.stepStarts[4]);

        // Another step realigns both.
        view.alignStep()->setValue(2);
        QCOMPARE(ta->zoom()->rangeStart(),
                 d.a.stepStarts[1] - std::max(d.a.stepDurations[1], d.b.stepDurations[1]) / 20);
        QCOMPARE(tb->zoom()->rangeStart(),
                 d.b.stepStarts[1] - std::max(d.a.stepDurations[1], d.b.stepDurations[1]) / 20);

        // The comparison report, with the view's pictures: one HTML file, or Markdown and PNGs beside it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const CompareExportResult html = view.exportReportTo(dir.filePath(QStringLiteral("pr.html")));
        QVERIFY2(html.ok, qPrintable(html.error));
        // Neither probe capture records the GPU's work: the step chart only.
        QCOMPARE(html.images, 1);
        QFile htmlFile(dir.filePath(QStringLiteral("pr.html")));
        QVERIFY(htmlFile.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(htmlFile.readAll());
        QVERIFY(page.contains(QString::fromStdString(d.verdict).toHtmlEscaped()));
        QCOMPARE(page.count(QStringLiteral("data:image/png;base64,")), 1);
        const CompareExportResult md = view.exportReportTo(dir.filePath(QStringLiteral("pr.md")));
        QVERIFY2(md.ok, qPrintable(md.error));
        QCOMPARE(md.written.size(), 2);
        for (const QString& written : md.written)
            QVERIFY(QFileInfo(written).size() > 0);
        const CompareExportResult pdf = view.exportReportTo(dir.filePath(QStringLiteral("pr.pdf")));
        QVERIFY(!pdf.ok && !pdf.error.isEmpty());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("pr.pdf"))));

        const std::vector<ReviewImage> pictures = view.pictures();
        QCOMPARE(pictures.size(), std::size_t{1});
        for (const ReviewImage& p : pictures) {
            const QImage image = QImage::fromData(p.png, "PNG");
            QVERIFY(!image.isNull());
            QCOMPARE(image.size(), p.size);
            QVERIFY(p.fileName.endsWith(QLatin1String(".png")));
        }
    }

    // ResNet-50 with 0 and 4 DataLoader workers (kineto-public): profiler traces with the GPU's
    // kernels. The GPU chart holds each run's buckets per step, as the diff measured them.
    void tracesWithGpuWorkChartTheGpuTime()
    {
        const QString dir = test::sharedDir() + QStringLiteral("/fixtures/kineto-public/");
        const QString a = dir
            + QStringLiteral("pytorch__kineto__pt18-resnet50-num_workers_0-2020-12-dataloader-stall.pt.trace.json.gz");
        const QString b =
            dir
            + QStringLiteral(
                "pytorch__kineto__pt18-resnet50-profiler_api-num_workers_4-2021-01-gpu-bound.pt.trace.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(a);
        FAULTLINE_REQUIRE_FIXTURE(b);
        CompareView view(CompareView::prepare(a, b));
        QVERIFY2(view.result().ok(), qPrintable(view.result().error));
        const CaptureDiff& d = *view.result().captures;
        QVERIFY(d.a.gpuKnown && d.b.gpuKnown);
        QCOMPARE(view.gpuPlot()->plottableCount(), 2);
        for (int i = 0; i < 2; ++i) {
            auto* bars = qobject_cast<QCPBars*>(view.gpuPlot()->plottable(i));
            QVERIFY(bars);
            const CaptureDiffSide& side = bars->name() == QLatin1String("A") ? d.a : d.b;
            // The top bar is compute: ms per step.
            const double compute = bars->data()->at(bars->data()->size() - 1)->value;
            QVERIFY2(std::fabs(compute - static_cast<double>(side.gpu.computeNs) / side.gpuUnits / 1e6) < 1e-9,
                     qPrintable(QString::number(compute)));
        }
        // Both histograms hold every counted step, in percent.
        for (int i = 0; i < view.stepPlot()->plottableCount(); ++i) {
            auto* bars = qobject_cast<QCPBars*>(view.stepPlot()->plottable(i));
            double total = 0;
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                total += it->value;
            QVERIFY2(std::fabs(total - 100.0) < 1e-6, qPrintable(QString::number(total)));
        }
        const std::vector<ReviewImage> pictures = view.pictures();
        QCOMPARE(pictures.size(), std::size_t{2});
        QCOMPARE(pictures[1].fileName, QStringLiteral("gpu-time.png"));
    }

    void aCaptureAgainstItselfShowsNoChange()
    {
        const QString a = h100(QStringLiteral("healthy_train.db"));
        FAULTLINE_REQUIRE_FIXTURE(a);
        CompareView view(CompareView::prepare(a, a));
        QVERIFY(view.result().captures->noChange);
        QCOMPARE(view.changesTable()->model()->rowCount(), 0);
        auto* empty = view.findChild<QLabel*>(QStringLiteral("compareNoChange"));
        QVERIFY(empty && !empty->isHidden());
    }

    void snapshotsShowBothBlockMapsAtTheirPeaks()
    {
        const QString a = npu(false);
        const QString b = npu(true);
        FAULTLINE_REQUIRE_FIXTURE(a);
        FAULTLINE_REQUIRE_FIXTURE(b);
        ComparePrepared prepared = CompareView::prepare(a, b);
        QVERIFY(prepared.result->ok());
        QVERIFY(prepared.peakA && prepared.peakB);
        const snapshot::SnapshotDiff& d = *prepared.result->snapshots;
        // The peak drawn is the peak the diff reports, on the device drawn.
        for (const snapshot::DeviceDiff& device : d.devices)
            if (device.device == prepared.peakA->device) {
                QCOMPARE(prepared.peakA->activeBytes, device.a.peak);
                QCOMPARE(prepared.peakB->activeBytes, device.b.peak);
            }
        // The state drawn is the peak's: its active blocks add up to the peak (orphans aside).
        for (const auto* peak : {&*prepared.peakA, &*prepared.peakB}) {
            std::uint64_t active = 0;
            for (const snapshot::StateSegment& segment : peak->state.segments)
                for (const snapshot::StateBlock& block : segment.blocks)
                    if (block.state == snapshot::BlockState::ActiveAllocated
                        || block.state == snapshot::BlockState::ActivePendingFree)
                        active += block.size;
            for (const snapshot::StateBlock& block : peak->state.orphans)
                active += block.size;
            QCOMPARE(active, peak->activeBytes);
            QCOMPARE(peak->state.position, peak->position);
        }
        CompareView view(std::move(prepared));
        QVERIFY(view.isSnapshots());
        QCOMPARE(view.verdictLabel()->text(), QString::fromStdString(d.verdict()));
        QVERIFY(view.blockMapA()->rowCount() > 0);
        QVERIFY(view.blockMapB()->rowCount() > 0);
        QCOMPARE(view.changesTable()->model()->rowCount(), static_cast<int>(d.sites.size()));
        QCOMPARE(view.sizeClassTable()->model()->rowCount(), static_cast<int>(d.sizeClasses.size()));

        // A site with blocks in both: selecting it outlines its blocks in the maps.
        QTableView* sites = view.changesTable();
        int row = -1;
        for (int r = 0; r < sites->model()->rowCount(); ++r) {
            const QModelIndex source = view.changesProxy()->mapToSource(sites->model()->index(r, 0));
            const snapshot::BytesChange& c = d.sites[static_cast<std::size_t>(source.row())];
            if (c.blocksA > 0 && c.blocksB > 0 && !c.file.empty()) {
                row = r;
                break;
            }
        }
        if (row >= 0) {
            sites->setCurrentIndex(sites->model()->index(row, 0));
            QVERIFY(!view.blockMapA()->highlightedBlocks().empty() || !view.blockMapB()->highlightedBlocks().empty());
        }
        // Filtering by size keeps only matching rows.
        view.filterEdit()->setText(QStringLiteral("MiB"));
        for (int r = 0; r < view.sizeClassTable()->model()->rowCount(); ++r)
            QVERIFY(view.sizeClassTable()->model()->index(r, 0).data().toString().contains(QStringLiteral("MiB")));

        const std::vector<ReviewImage> pictures = view.pictures();
        QCOMPARE(pictures.size(), std::size_t{2});
        QCOMPARE(pictures[0].fileName, QStringLiteral("block-map-a.png"));
    }

    // `faultline diff A B --report FILE`: the same report, with the Compare tab's pictures, drawn offscreen.
    void diffWritesTheReport()
    {
        const QString a = npu(false);
        const QString b = npu(true);
        FAULTLINE_REQUIRE_FIXTURE(a);
        FAULTLINE_REQUIRE_FIXTURE(b);
        const char* withReport[] = {"faultline", "diff", "a", "b", "--report", "x.md"};
        const char* withoutReport[] = {"faultline", "diff", "a", "b", "--json"};
        QVERIFY(CommandLine::needsWidgets(6, withReport));
        QVERIFY(!CommandLine::needsWidgets(5, withoutReport));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString report = dir.filePath(QStringLiteral("snapshots.md"));
        const test::Run run = test::runInProcess({QStringLiteral("diff"), a, b, QStringLiteral("--report"), report});
        QCOMPARE(run.exitCode, int(CommandLine::Success));
        QVERIFY2(run.out.startsWith(QStringLiteral("B allocates")), qPrintable(run.out));
        QVERIFY2(run.err.contains(report), qPrintable(run.err));
        QFile md(report);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(md.readAll());
        // The verdict as the text has it (Markdown escapes the underscores of names).
        const QString lead = run.out.section(QLatin1Char(':'), 0, 0);
        QVERIFY(lead.size() > 20);
        QVERIFY2(text.contains(lead), qPrintable(lead));
        QVERIFY(text.contains(QStringLiteral("snapshots-block-map-a.png")));
        QVERIFY(QImage(dir.filePath(QStringLiteral("snapshots-block-map-a.png"))).width() > 0);
        // Over a compared file: refused, nothing written.
        const test::Run over = test::runInProcess({QStringLiteral("diff"), a, b, QStringLiteral("--report"), a});
        QCOMPARE(over.exitCode, int(CommandLine::Failure));
    }

    void theWindowComparesFromTheMenuAndFromAShiftDrop()
    {
        const QString a = h100(QStringLiteral("healthy_train.db"));
        const QString b = h100(QStringLiteral("slow_collate_main_thread.db"));
        FAULTLINE_REQUIRE_FIXTURE(a);
        FAULTLINE_REQUIRE_FIXTURE(b);
        MainWindow window;
        auto* compare = window.findChild<QAction*>(QStringLiteral("compareAction"));
        QVERIFY(compare);
        QCOMPARE(compare->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
        QVERIFY(compare->isEnabled());

        // A capture open, then B dropped with Shift: a Compare tab of A against B.
        QSignalSpy loaded(&window, &MainWindow::captureLoaded);
        window.openCapture(a);
        QVERIFY(loaded.wait(60000));
        QSignalSpy compared(window.compareController(), &CompareController::compared);
        test::dropFile(&window, b, Qt::ShiftModifier);
        QVERIFY(window.compareController()->isBusy());
        QVERIFY(compared.wait(60000));
        auto* view = compared.takeFirst().at(0).value<CompareView*>();
        QVERIFY(view);
        QCOMPARE(view->result().a.path, a);
        QCOMPARE(view->result().b.path, b);
        auto* tabs = qobject_cast<QTabWidget*>(window.centralWidget());
        QCOMPARE(tabs->currentWidget(), view);
        QVERIFY(tabs->tabText(tabs->currentIndex()).contains(QStringLiteral("slow_collate_main_thread.db")));

        // A snapshot against a capture is refused, saying why.
        QSignalSpy failed(window.compareController(), &CompareController::failed);
        const QString snapshot = npu(false);
        if (QFileInfo::exists(snapshot)) {
            window.compareController()->compare(a, snapshot);
            QVERIFY(failed.wait(60000));
            QVERIFY(failed.takeFirst().at(0).toString().contains(QStringLiteral("snapshot")));
        }
        // The close button removes the tab.
        const int before = tabs->count();
        auto* close = tabs->tabBar()->tabButton(tabs->indexOf(view), QTabBar::RightSide);
        QVERIFY(close);
        QTest::mouseClick(close, Qt::LeftButton);
        QCOMPARE(tabs->count(), before - 1);
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compare_view.moc"
