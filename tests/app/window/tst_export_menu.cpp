// File ▸ Export in the main window (issue 9): the four exports driven through their actions and
// the dialog as a user would, on a generated capture and a real memory snapshot: the timeline's
// view with the rows in view and the chain shown, the dialog's memory, the capture never
// written over, the report with the notes of the Notes dock, Perfetto JSON, the block map of a
// Memory tab.

#include "AnnotationSet.h"
#include "ChainEngine.h"
#include "FileHash.h"
#include "ScenarioGenerator.h"
#include "SvgText.h"
#include "TestPaths.h"
#include "export/ExportDialog.h"
#include "memory/BlockMap.h"
#include "memory/MemoryWorkspace.h"
#include "notes/NotesController.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackLabels.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/ExportMenu.h"
#include "window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace faultline;

namespace {

constexpr int kLoadTimeoutMs = 120000;

// Fills the dialog's file, presses Export and waits for the export: true when it was written.
bool exportTo(ExportMenu* menu, ExportDialog* dialog, const QString& path)
{
    QSignalSpy exported(menu, &ExportMenu::exported);
    QSignalSpy failed(menu, &ExportMenu::exportFailed);
    dialog->pathEdit()->setText(path);
    QMetaObject::invokeMethod(dialog, "accept");
    if (dialog && dialog->isVisible())
        return false; // refused: the dialog says why
    return QTest::qWaitFor([&] { return !exported.isEmpty() || !failed.isEmpty(); }, kLoadTimeoutMs)
        && !exported.isEmpty();
}

} // namespace

class TestExportMenu : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void theExportMenuFollowsWhatIsOpen();
    void theVisibleViewExportsItsRangeRowsAndChain();
    void theDialogRemembersItsChoices();
    void theOpenCaptureIsNeverWrittenOver();
    void theReportCarriesTheNotesOfTheNotesDock();
    void perfettoJsonOfTheSelection();
    void theBlockMapOfTheMemoryTab();
    void theReviewIsOfferedBesideTheCaptureAndAsPdf();
    void theReportCountsTheEventsTheStatusBarCounts_data();
    void theReportCountsTheEventsTheStatusBarCounts();

private:
    std::unique_ptr<MainWindow> openWindow();

    QTemporaryDir m_dir;
    QString m_capture;
};

void TestExportMenu::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_export_menu"));
    QVERIFY(m_dir.isValid());
    m_capture = m_dir.filePath(QStringLiteral("stall.db"));
    capture::ScenarioOptions options;
    options.scenario = "dataloader-fork-stall";
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
        QFile::encodeName(m_capture).toStdString(), options);
    QVERIFY2(written.ok, written.error.c_str());
}

void TestExportMenu::init()
{
    QSettings().clear();
}

std::unique_ptr<MainWindow> TestExportMenu::openWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->resize(1400, 950);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    QSignalSpy loaded(window.get(), &MainWindow::captureLoaded);
    window->openCapture(m_capture);
    if (!loaded.wait(kLoadTimeoutMs) || !window->workspace()->timelineView())
        return nullptr;
    return window;
}

void TestExportMenu::theExportMenuFollowsWhatIsOpen()
{
    MainWindow window;
    ExportMenu* menu = window.exportMenu();
    QVERIFY(menu);
    // A submenu of File.
    QMenu* file = nullptr;
    for (QAction* action : window.menuBar()->actions()) {
        if (action->menu() && action->menu()->actions().contains(menu->menu()->menuAction()))
            file = action->menu();
    }
    QVERIFY(file);
    QCOMPARE(file->title(), QStringLiteral("&File"));
    QVERIFY(!menu->timelineImageAction()->isEnabled());
    QVERIFY(!menu->blockMapImageAction()->isEnabled());
    QVERIFY(!menu->reportAction()->isEnabled());
    QVERIFY(!menu->perfettoAction()->isEnabled());
    // Asking anyway says why not.
    QVERIFY(!menu->ask(ExportDialog::Kind::TimelineImage));

    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    window.openCapture(m_capture);
    QVERIFY(loaded.wait(kLoadTimeoutMs));
    QVERIFY(menu->timelineImageAction()->isEnabled());
    QVERIFY(menu->reportAction()->isEnabled());
    QVERIFY(menu->perfettoAction()->isEnabled());
    QVERIFY(!menu->blockMapImageAction()->isEnabled());
    window.closeCapture();
    QVERIFY(!menu->timelineImageAction()->isEnabled());
}

void TestExportMenu::theVisibleViewExportsItsRangeRowsAndChain()
{
    std::unique_ptr<MainWindow> window = openWindow();
    QVERIFY(window);
    TimelineView* view = window->workspace()->timelineView();
    const Trace& trace = *window->workspace()->trace();
    // A zoomed, scrolled view with a chain's evidence highlighted.
    const std::int64_t from = trace.beginNs + (trace.endNs - trace.beginNs) / 4;
    const std::int64_t to = trace.beginNs + (trace.endNs - trace.beginNs) / 2;
    view->zoom()->setRange(from, to);
    // More rows than the view holds: the idle threads' too.
    for (std::uint32_t p = 0; p < trace.processes.size(); ++p)
        view->model()->setIdleExpanded(p, true);
    QCoreApplication::processEvents();
    view->verticalScrollBar()->setValue(view->layout().rowTop(3));
    const std::vector<Chain> chains = ChainEngine::derive(trace);
    QVERIFY(!chains.empty());
    view->setHighlightedEvents(chains.front().evidence);
    QCoreApplication::processEvents();

    ExportDialog* dialog = window->exportMenu()->ask(ExportDialog::Kind::TimelineImage);
    QVERIFY(dialog);
    dialog->rangeGroup()->button(int(ExportDialog::Range::VisibleView))->click();
    dialog->lanesGroup()->button(1)->click();
    dialog->formatCombo()->setCurrentIndex(dialog->formatCombo()->findData(QStringLiteral("svg")));
    dialog->widthSpin()->setValue(1800);
    QSignalSpy exported(window->exportMenu(), &ExportMenu::exported);
    const QString out = m_dir.filePath(QStringLiteral("view.svg"));
    QVERIFY(exportTo(window->exportMenu(), dialog, out));
    QCOMPARE(exported.size(), 1);
    QCOMPARE(exported.first().first().toString(), out);
    QVERIFY(window->statusBar()->currentMessage().contains(out));

    // The rows scrolled into view, every one, and no other lane.
    QFile svg(out);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QStringList texts = test::svgTexts(svg.readAll());
    QVERIFY(!texts.isEmpty());
    const TrackLayout& layout = view->layout();
    const int top = view->verticalScrollBar()->value();
    const int bottom = top + view->trackPainter()->height();
    QStringList inView;
    QStringList outOfView;
    for (int r = 0; r < layout.rowCount(); ++r) {
        if (view->model()->rows()[static_cast<std::size_t>(r)].kind != timeline::TimelineRow::Kind::Lane)
            continue;
        const bool visible = layout.rowTop(r) + layout.rowHeight(r) > top && layout.rowTop(r) < bottom;
        (visible ? inView : outOfView).append(view->trackLabels()->rowText(r));
    }
    for (const QString& title : inView)
        QVERIFY2(texts.contains(title), qPrintable(title));
    for (const QString& title : outOfView)
        QVERIFY2(!texts.contains(title), qPrintable(title));
    QVERIFY(!outOfView.isEmpty());
    QVERIFY(!inView.isEmpty());
    // The view's range in the title block, and the chain's evidence said.
    const QString all = texts.join(QLatin1Char('\n'));
    const auto seconds = [&](std::int64_t t) -> QString {
        return QLocale().toString(static_cast<double>(t - trace.beginNs) / 1e9, 'f', 3) + QStringLiteral(" s");
    };
    QVERIFY2(all.contains(QStringLiteral("from %1 to %2 after the capture began").arg(seconds(from), seconds(to))),
             qPrintable(all.left(600)));
    QVERIFY(all.contains(QStringLiteral("the chain's evidence highlighted")));
}

void TestExportMenu::theDialogRemembersItsChoices()
{
    std::unique_ptr<MainWindow> window = openWindow();
    QVERIFY(window);
    ExportDialog* dialog = window->exportMenu()->ask(ExportDialog::Kind::TimelineImage);
    QVERIFY(dialog);
    // The format follows a typed suffix, and the suffix the format.
    QTest::keyClicks(dialog->pathEdit(), QStringLiteral(".pdf"));
    QCOMPARE(dialog->formatCombo()->currentData().toString(), QStringLiteral("pdf"));
    dialog->formatCombo()->setCurrentIndex(dialog->formatCombo()->findData(QStringLiteral("png")));
    QVERIFY(dialog->pathEdit()->text().endsWith(QStringLiteral(".png")));
    dialog->widthSpin()->setValue(2000);
    dialog->dpiSpin()->setValue(200);
    dialog->rangeGroup()->button(int(ExportDialog::Range::VisibleView))->click();
    dialog->lanesGroup()->button(1)->click();
    dialog->legendCheck()->setChecked(false);
    const QString out = m_dir.filePath(QStringLiteral("remembered.png"));
    QVERIFY(exportTo(window->exportMenu(), dialog, out));
    const QImage png(out, "PNG");
    QCOMPARE(png.width(), 2000);
    QCOMPARE(qRound(png.dotsPerMeterX() * 0.0254), 200);

    ExportDialog* again = window->exportMenu()->ask(ExportDialog::Kind::TimelineImage);
    QVERIFY(again);
    QCOMPARE(again->formatCombo()->currentData().toString(), QStringLiteral("png"));
    QCOMPARE(again->widthSpin()->value(), 2000);
    QCOMPARE(again->dpiSpin()->value(), 200);
    QCOMPARE(again->rangeGroup()->checkedId(), int(ExportDialog::Range::VisibleView));
    QCOMPARE(again->lanesGroup()->checkedId(), 1);
    QVERIFY(!again->legendCheck()->isChecked());
    // Beside the capture (where the last export went too), named after it.
    QCOMPARE(QFileInfo(again->pathEdit()->text()).absolutePath(), QFileInfo(out).absolutePath());
    QCOMPARE(QFileInfo(again->pathEdit()->text()).fileName(), QStringLiteral("stall-timeline.png"));
    again->reject();
}

void TestExportMenu::theOpenCaptureIsNeverWrittenOver()
{
    std::unique_ptr<MainWindow> window = openWindow();
    QVERIFY(window);
    const QByteArray before = test::sha256(m_capture);
    ExportDialog* dialog = window->exportMenu()->ask(ExportDialog::Kind::Perfetto);
    QVERIFY(dialog);
    QSignalSpy exported(window->exportMenu(), &ExportMenu::exported);
    QVERIFY(!exportTo(window->exportMenu(), dialog, m_capture));
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->problemLabel()->isVisible());
    QVERIFY(dialog->problemLabel()->text().contains(QStringLiteral("open capture")));
    QCOMPARE(exported.size(), 0);
    // Straight through run() too.
    ExportDialog::Choice choice = dialog->choice();
    QString error;
    QVERIFY(!window->exportMenu()->run(ExportDialog::Kind::TimelineImage, choice, &error));
    QVERIFY2(error.contains(QStringLiteral("never written over")), qPrintable(error));
    dialog->reject();
    QCOMPARE(test::sha256(m_capture), before);
}

void TestExportMenu::theReportCarriesTheNotesOfTheNotesDock()
{
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window = openWindow();
    QVERIFY(window);
    AnnotationSet* notes = window->workspace()->notesController()->notes();
    QVERIFY(notes);
    const Trace& trace = *window->workspace()->trace();
    Annotation note;
    note.kind = AnnotationKind::Point;
    note.start = note.end = trace.beginNs + (trace.endNs - trace.beginNs) / 3;
    note.text = QStringLiteral("workers froze after the fork");
    QVERIFY(notes->add(note) != 0);

    ExportDialog* dialog = window->exportMenu()->ask(ExportDialog::Kind::Report);
    QVERIFY(dialog);
    dialog->formatCombo()->setCurrentIndex(dialog->formatCombo()->findData(QStringLiteral("html")));
    dialog->rangeGroup()->button(int(ExportDialog::Range::WholeCapture))->click();
    dialog->lanesGroup()->button(0)->click();
    dialog->widthSpin()->setValue(1200);
    dialog->dpiSpin()->setValue(96);
    dialog->chainImagesSpin()->setValue(1);
    const QString out = dir.filePath(QStringLiteral("review.html"));
    QVERIFY(exportTo(window->exportMenu(), dialog, out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(QStringLiteral("workers froze after the fork")));
    QCOMPARE(html.count(QStringLiteral("src=\"data:image/png;base64,")), 2);
    for (const Chain& chain : ChainEngine::derive(trace))
        QVERIFY2(html.contains(QStringLiteral("<code>%1</code>").arg(QString::fromStdString(chain.rule))),
                 chain.rule.c_str());
}

void TestExportMenu::perfettoJsonOfTheSelection()
{
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window = openWindow();
    QVERIFY(window);
    TimelineView* view = window->workspace()->timelineView();
    const Trace& trace = *window->workspace()->trace();
    const std::int64_t from = trace.beginNs + 1'000'000'000;
    const std::int64_t to = trace.beginNs + 2'000'000'000;
    view->zoom()->setSelection(from, to);
    ExportDialog* dialog = window->exportMenu()->ask(ExportDialog::Kind::Perfetto);
    QVERIFY(dialog);
    QVERIFY(dialog->rangeGroup()->button(int(ExportDialog::Range::Selection))->isEnabled());
    dialog->rangeGroup()->button(int(ExportDialog::Range::Selection))->click();
    dialog->lanesGroup()->button(0)->click();
    const QString out = dir.filePath(QStringLiteral("selection.json"));
    QVERIFY(exportTo(window->exportMenu(), dialog, out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray events =
        QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("traceEvents")).toArray();
    // Exactly the capture's events that start in the selection.
    std::int64_t expected = 0;
    for (const Lane& lane : trace.lanes)
        for (const std::int64_t t : lane.events.start)
            expected += t >= from && t < to ? 1 : 0;
    std::int64_t written = 0;
    for (const QJsonValue& v : events) {
        const QJsonObject e = v.toObject();
        const QString ph = e.value(QStringLiteral("ph")).toString();
        const QString cat = e.value(QStringLiteral("cat")).toString();
        if ((ph == QLatin1String("X") || ph == QLatin1String("i")) && cat != QLatin1String("chain")
            && cat != QLatin1String("note"))
            ++written;
    }
    QVERIFY(expected > 0);
    QCOMPARE(written, expected);
}

void TestExportMenu::theBlockMapOfTheMemoryTab()
{
    const QString snapshot = test::snapshotFixture(QStringLiteral("v22__diffusion__my_snapshot.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(snapshot);
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1400, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy opened(&window, &MainWindow::snapshotOpened);
    window.openSnapshot(snapshot);
    QVERIFY(opened.wait(kLoadTimeoutMs));
    auto* workspace = qvariant_cast<MemoryWorkspace*>(opened.first().first());
    QVERIFY(workspace);
    window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->setCurrentWidget(workspace);
    QVERIFY(window.exportMenu()->blockMapImageAction()->isEnabled());
    ExportDialog* dialog = window.exportMenu()->ask(ExportDialog::Kind::BlockMapImage);
    QVERIFY(dialog);
    QVERIFY(dialog->pathEdit()->text().endsWith(QStringLiteral("v22__diffusion__my_snapshot-blockmap.png")));
    dialog->widthSpin()->setValue(1500);
    const QString out = dir.filePath(QStringLiteral("map.png"));
    QVERIFY(exportTo(window.exportMenu(), dialog, out));
    const QImage png(out, "PNG");
    QCOMPARE(png.width(), 1500);
    QVERIFY(window.statusBar()->currentMessage().contains(
        QStringLiteral("%1 segment").arg(workspace->blockMap()->rowCount())));
}

void TestExportMenu::theReviewIsOfferedBesideTheCaptureAndAsPdf()
{
    QTemporaryDir elsewhere;
    std::unique_ptr<MainWindow> window = openWindow();
    QVERIFY(window);
    ExportMenu* menu = window->exportMenu();
    ExportDialog* first = menu->ask(ExportDialog::Kind::Report);
    QVERIFY(first);
    QCOMPARE(first->pathEdit()->text(), QDir(m_dir.path()).filePath(QStringLiteral("stall-review.html")));
    first->chainImagesSpin()->setValue(0);
    first->widthSpin()->setValue(1200);
    first->dpiSpin()->setValue(96);
    QVERIFY(exportTo(menu, first, elsewhere.filePath(QStringLiteral("somewhere.html"))));

    // The last report went elsewhere; the next is still offered beside the capture, as PDF too.
    ExportDialog* dialog = menu->ask(ExportDialog::Kind::Report);
    QVERIFY(dialog);
    QCOMPARE(dialog->pathEdit()->text(), QDir(m_dir.path()).filePath(QStringLiteral("stall-review.html")));
    const int pdf = dialog->formatCombo()->findData(QStringLiteral("pdf"));
    QVERIFY(pdf >= 0);
    dialog->formatCombo()->setCurrentIndex(pdf);
    const QString out = dialog->pathEdit()->text();
    QCOMPARE(out, QDir(m_dir.path()).filePath(QStringLiteral("stall-review.pdf")));
    dialog->chainImagesSpin()->setValue(1);
    const QByteArray before = test::sha256(m_capture);
    QVERIFY(exportTo(menu, dialog, out));
    QVERIFY(window->statusBar()->currentMessage().contains(out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString bytes = QString::fromLatin1(file.readAll());
    QVERIFY(bytes.startsWith(QStringLiteral("%PDF-")));
    QVERIFY(bytes.count(QRegularExpression(QStringLiteral("/Subtype\\s*/Image\\b"))) >= 2);
    QVERIFY(bytes.count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b"))) >= 2);
    QCOMPARE(test::sha256(m_capture), before);
}

void TestExportMenu::theReportCountsTheEventsTheStatusBarCounts_data()
{
    QTest::addColumn<QString>("name");
    // An OOM whose instant is the capture's last moment, a starved loop, pageable copies.
    QTest::newRow("oom") << QStringLiteral("varlen_fragmentation_oom.db");
    QTest::newRow("collate") << QStringLiteral("slow_collate_main_thread.db");
    QTest::newRow("pageable") << QStringLiteral("pageable_copy.db");
}

void TestExportMenu::theReportCountsTheEventsTheStatusBarCounts()
{
    QFETCH(QString, name);
    const QString capture = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/") + name;
    FAULTLINE_REQUIRE_FIXTURE(capture);
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1400, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    window.openCapture(capture);
    QVERIFY(loaded.wait(kLoadTimeoutMs));
    const auto digits = [](QString text) {
        return text.remove(QRegularExpression(QStringLiteral("[^0-9]"))).toLongLong();
    };
    auto* status = window.statusBar()->findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(status);
    const QRegularExpressionMatch opened =
        QRegularExpression(QStringLiteral("^Opened .*: ([0-9][^a-z]*) stored")).match(status->text());
    QVERIFY2(opened.hasMatch(), qPrintable(status->text()));
    const qint64 shown = digits(opened.captured(1));

    ExportDialog* dialog = window.exportMenu()->ask(ExportDialog::Kind::Report);
    QVERIFY(dialog);
    dialog->formatCombo()->setCurrentIndex(dialog->formatCombo()->findData(QStringLiteral("html")));
    dialog->rangeGroup()->button(int(ExportDialog::Range::WholeCapture))->click();
    dialog->lanesGroup()->button(0)->click();
    dialog->chainImagesSpin()->setValue(0);
    dialog->widthSpin()->setValue(1200);
    dialog->dpiSpin()->setValue(96);
    const QString out = dir.filePath(QStringLiteral("review.html"));
    QVERIFY(exportTo(window.exportMenu(), dialog, out));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    const QRegularExpressionMatch reported =
        QRegularExpression(QStringLiteral("<tr><th>Events</th><td>([0-9,]+) in ")).match(html);
    QVERIFY(reported.hasMatch());
    QCOMPARE(digits(reported.captured(1)), shown);
    QCOMPARE(shown, window.workspace()->trace()->eventCount());
    // The processes' rows add up to it too.
    qint64 rows = 0;
    const QRegularExpression processRow(
        QStringLiteral("<tr><td class=\"num\">[0-9]+</td><td>[^<]*</td><td class=\"num\">[0-9,]+</td>"
                       "<td class=\"num\">([0-9,]+)</td></tr>"));
    for (QRegularExpressionMatchIterator it = processRow.globalMatch(html); it.hasNext();)
        rows += digits(it.next().captured(1));
    QCOMPARE(rows, shown);
}

QTEST_MAIN(TestExportMenu)
#include "tst_export_menu.moc"
