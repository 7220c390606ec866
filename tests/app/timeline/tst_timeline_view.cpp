// The Timeline tab, driven like a user would: wheel, keys, clicks and drags on a generated
// capture (the fragmentation scenario) and on the Ingero fixture, checked against facts read
// straight from the trace's columns rather than against what the view itself computed.

#include "AreaAggregation.h"
#include "Coordinates.h"
#include "CounterTracks.h"
#include "EventDetails.h"
#include "EventSearch.h"
#include "OpCatalog.h"
#include "Palette.h"
#include "RankAnalysis.h"
#include "ScenarioGenerator.h"
#include "Strings.h"
#include "TestPaths.h"
#include "TestPixels.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"
#include "TrackGeometry.h"
#include "summary/SummaryView.h"
#include "timeline/AreaAggregationModel.h"
#include "timeline/EventDetailsWidget.h"
#include "timeline/TimeRuler.h"
#include "timeline/TimelineColours.h"
#include "timeline/TimelineLegend.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackLabels.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMouseEvent>
#include <QProcess>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QWheelEvent>

#include <algorithm>
#include <map>
#include <memory>

using namespace faultline;
using faultline::test::render;
using faultline::test::rgb;
using timeline::TimelineRow;

namespace {

constexpr int kLoadTimeoutMs = 120000;

qint64 eventStart(const Trace& trace, EventRef ref)
{
    return trace.lanes[ref.lane].events.start[ref.index];
}

qint64 eventDuration(const Trace& trace, EventRef ref)
{
    return trace.lanes[ref.lane].events.durationAt(ref.index);
}

void sendMouse(QWidget* widget, QEvent::Type type, QPoint pos, Qt::MouseButton button, Qt::MouseButtons buttons,
               Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QMouseEvent event(type, QPointF(pos), widget->mapToGlobal(QPointF(pos)), button, buttons, modifiers);
    QCoreApplication::sendEvent(widget, &event);
}

void drag(QWidget* widget, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    sendMouse(widget, QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton, modifiers);
    const QPoint middle = (from + to) / 2;
    sendMouse(widget, QEvent::MouseMove, middle, Qt::NoButton, Qt::LeftButton, modifiers);
    sendMouse(widget, QEvent::MouseMove, to, Qt::NoButton, Qt::LeftButton, modifiers);
    sendMouse(widget, QEvent::MouseButtonRelease, to, Qt::LeftButton, Qt::NoButton, modifiers);
}

void wheel(QWidget* widget, QPointF pos, int angle, Qt::KeyboardModifiers modifiers)
{
    QWheelEvent event(pos, widget->mapToGlobal(pos), QPoint(), QPoint(0, angle), Qt::NoButton, modifiers,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(widget, &event);
}

} // namespace

class TestTimelineView : public QObject
{
    Q_OBJECT

private slots:
    void theGpuBusyCounterSaysItsAverageBesideItsMaximum();
    void eachRankOfAJobIsAGroupTitledByItsRank();
    void aRankHeadersMenuShowsOnlyHidesAndShowsAllRanks();
    void theRankFieldShowsTheRanksItLists();
    void foldAllAndTheKeyboardFoldARank();
    void ranksOrderByAGivenLatenessKeepingPinsSelectionAndSearch();
    void latenessPutsTheRankLastAtMostCollectivesFirst();
    void eachRanksProfilerRangesSitUnderItsProcess();
    void initTestCase();
    void init();
    void cleanup();

    void theTimelineTabOpensWithTheCapture();
    void ctrlWheelZoomKeepsTheTimeUnderTheCursor_data();
    void ctrlWheelZoomKeepsTheTimeUnderTheCursor();
    void shiftWheelPansAndPlainWheelScrollsRows();
    void keysZoomPanFitAndShowAll_data();
    void keysZoomPanFitAndShowAll();
    void backAndForwardWalkTheZoomHistory();
    void clickingAnEventSelectsItAndShowsItsStack();
    void clickingAFixtureEventShowsPythonFramesFirst();
    void clickingAMergedRunZoomsToItsEvents();
    void doubleClickZoomsToTheEvent();
    void draggingTheTracksPans();
    void shiftDragTotalsTheAreaLikeACountOverTheColumns();
    void theAggregationTableSortsNumerically();
    void searchStepsThroughMatchesInTimeOrder();
    void searchRevealsAMatchInACollapsedProcess();
    void theMatchCountShowsWhileTyping();
    void aMatchNarrowerThanAPixelIsZoomedToBeSeen();
    void escInTheSearchBoxLeavesItAndKeepsTheView_data();
    void escInTheSearchBoxLeavesItAndKeepsTheView();
    void clickingAProcessHeaderCollapsesAndExpandsIt();
    void pinningMovesARowToTheTopAndCollapseAllKeepsIt();
    void theProcessFilterKeepsMatchingProcesses();
    void draggingOnTheRulerSelectsARangeThatFFits();
    void escapeClearsEverySelection();
    void tracksPaintEventsInTheirColourAndNothingOutside();
    void hoverAndSelectionDoNotRebuildGeometry();
    void tooltipsDescribeEventsMergedRunsAndPreemption();
    void instantsAreMarkersOnTheirProcessRow();
    void ctrlFFocusesTheSearchField();
    void theLegendNamesEveryFamily();
    void theViewRemembersRowHeightAndLegend();

private:
    std::unique_ptr<TimelineView> makeView(QSize size = QSize(1400, 900));
    // A CUDA runtime call with a stack that has Python frames, the longest such.
    [[nodiscard]] EventRef eventWithPythonStack(const Trace& trace) const;
    // Clicks the middle of `ref` after zooming to it; returns whether its row was on screen.
    bool clickEvent(TimelineView& view, EventRef ref);

    // A job of twelve ranks, rank 7 the straggler (make_multirank_kineto.py), imported; null when
    // python3 cannot write it.
    std::shared_ptr<const Trace> rankJob();
    // The ranks of the unpinned Node headers, top to bottom, read from the labels ("rank 7 · ...").
    [[nodiscard]] static QStringList groupTitles(TimelineView& view);

    QTemporaryDir m_dir;
    QString m_capturePath;
    std::shared_ptr<const Trace> m_trace;
    std::shared_ptr<const Trace> m_rankJob;
};

void TestTimelineView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_timeline_view"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    m_capturePath = m_dir.filePath(QStringLiteral("fragmentation.db"));
    capture::ScenarioOptions options;
    options.scenario = "fragmentation";
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
        QFile::encodeName(m_capturePath).toStdString(), options);
    QVERIFY2(written.ok, written.error.c_str());
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(m_capturePath).toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    m_trace = std::move(loaded.trace);
    QVERIFY(m_trace->eventCount() > 10000);
}

void TestTimelineView::init()
{
    QSettings().clear();
    // Any warning fails the test, except the offscreen platform's note about size hints.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support propagateSizeHints)")));
}

void TestTimelineView::cleanup()
{
    QSettings().clear();
}

std::unique_ptr<TimelineView> TestTimelineView::makeView(QSize size)
{
    auto view = std::make_unique<TimelineView>(m_trace);
    view->resize(size);
    view->show();
    if (!QTest::qWaitForWindowExposed(view.get()))
        return nullptr;
    return view;
}

EventRef TestTimelineView::eventWithPythonStack(const Trace& trace) const
{
    EventRef best;
    qint64 bestDuration = -1;
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        const Lane& lane = trace.lanes[l];
        if (lane.kind != LaneKind::CudaRuntime)
            continue;
        for (std::uint32_t i = 0; i < lane.events.size(); ++i) {
            const std::uint32_t stack = lane.events.stack[i];
            if (stack == 0 || stack >= trace.stacks.size())
                continue;
            const auto& frames = trace.stacks[stack].frames;
            const bool python = std::any_of(frames.begin(), frames.end(), [](const capture::StackFrame& f) {
                return f.kind == capture::FrameKind::Python;
            });
            const bool native = std::any_of(frames.begin(), frames.end(), [](const capture::StackFrame& f) {
                return f.kind == capture::FrameKind::Native;
            });
            if (python && native && lane.events.durationAt(i) > bestDuration) {
                best = {l, i};
                bestDuration = lane.events.durationAt(i);
            }
        }
    }
    return best;
}

bool TestTimelineView::clickEvent(TimelineView& view, EventRef ref)
{
    view.zoomToEvent(ref);
    const int row = view.rowOfEvent(ref);
    if (row < 0)
        return false;
    view.ensureRowVisible(row);
    TrackPainter* tracks = view.trackPainter();
    const Trace& trace = view.model()->trace();
    const qint64 middle = eventStart(trace, ref) + eventDuration(trace, ref) / 2;
    const QPoint at(static_cast<int>(tracks->xForTime(middle)), tracks->rowCenterY(row));
    if (!tracks->rect().contains(at))
        return false;
    QTest::mouseClick(tracks, Qt::LeftButton, Qt::NoModifier, at);
    return true;
}

void TestTimelineView::theTimelineTabOpensWithTheCapture()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    QSignalSpy ready(window.workspace()->summaryView(), &SummaryView::statisticsReady);
    window.openCapture(m_capturePath);
    QVERIFY(loaded.wait(kLoadTimeoutMs));
    QVERIFY(!ready.isEmpty() || ready.wait(kLoadTimeoutMs));

    TimelineView* timeline = window.workspace()->timelineView();
    QVERIFY(timeline);
    QCOMPARE(timeline->objectName(), QStringLiteral("timelineView"));
    QTabWidget* tabs = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"));
    QCOMPARE(tabs->currentWidget(), timeline);
    QCOMPARE(tabs->tabText(tabs->indexOf(timeline)), QStringLiteral("Timeline"));
    QCOMPARE(tabs->indexOf(timeline), tabs->indexOf(window.workspace()->summaryView()) + 1);
    QCOMPARE(timeline->zoom()->traceStart(), window.workspace()->trace()->beginNs);
    QVERIFY(!timeline->model()->rows().empty());

    auto* summaryAction = window.findChild<QAction*>(QStringLiteral("summaryTabAction"));
    auto* timelineAction = window.findChild<QAction*>(QStringLiteral("timelineTabAction"));
    QVERIFY(summaryAction && timelineAction);
    QCOMPARE(timelineAction->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_2));
    summaryAction->trigger();
    QCOMPARE(tabs->currentWidget(), window.workspace()->summaryView());
    timelineAction->trigger();
    QCOMPARE(tabs->currentWidget(), timeline);

    // A second capture replaces the timeline: one per trace.
    QSignalSpy reloaded(&window, &MainWindow::captureLoaded);
    window.openCapture(m_capturePath);
    QVERIFY(reloaded.wait(kLoadTimeoutMs));
    QVERIFY(window.workspace()->timelineView());
    QCOMPARE(tabs->count(), 3); // Summary, Timeline and the capture's SQL console

    window.closeCapture();
    QVERIFY(!window.workspace()->timelineView());
    QCOMPARE(tabs->count(), 1);
    QVERIFY(!timelineAction->isEnabled());
    QTRY_VERIFY(!window.workspace()->summaryView()->isComputing());
}

void TestTimelineView::ctrlWheelZoomKeepsTheTimeUnderTheCursor_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<int>("angle");
    QTest::newRow("in at the centre") << 0.5 << 120;
    QTest::newRow("in near the left") << 0.1 << 120;
    QTest::newRow("two notches in at a third") << 0.33 << 240;
    QTest::newRow("out at three quarters") << 0.75 << -120;
}

void TestTimelineView::ctrlWheelZoomKeepsTheTimeUnderTheCursor()
{
    QFETCH(double, fraction);
    QFETCH(int, angle);
    auto view = makeView();
    QVERIFY(view);
    timeline::ZoomControl* zoom = view->zoom();
    const qint64 span = zoom->traceEnd() - zoom->traceStart();
    zoom->setRange(zoom->traceStart() + span * 4 / 10, zoom->traceStart() + span * 5 / 10);
    const qint64 before = zoom->rangeDuration();

    TrackPainter* tracks = view->trackPainter();
    const QPointF at(std::round(tracks->width() * fraction), tracks->height() / 2.0);
    const qint64 timeBefore = tracks->timeForX(at.x());
    wheel(tracks, at, angle, Qt::ControlModifier);

    const qint64 after = zoom->rangeDuration();
    if (angle > 0)
        QVERIFY2(after < before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    else
        QVERIFY(after > before);
    const double expected = double(before) / std::pow(1.25, angle / 120.0);
    QVERIFY(std::abs(double(after) - expected) <= 2);
    // Rounding to whole nanoseconds twice: the time under the cursor moves by at most 2 ns.
    const qint64 timeAfter = tracks->timeForX(at.x());
    QVERIFY2(std::abs(timeAfter - timeBefore) <= 2,
             qPrintable(QStringLiteral("moved by %1 ns").arg(timeAfter - timeBefore)));
}

void TestTimelineView::shiftWheelPansAndPlainWheelScrollsRows()
{
    auto view = makeView(QSize(1200, 500));
    QVERIFY(view);
    timeline::ZoomControl* zoom = view->zoom();
    const qint64 span = zoom->traceEnd() - zoom->traceStart();
    zoom->setRange(zoom->traceStart() + span / 2, zoom->traceStart() + span / 2 + span / 10);
    const qint64 start = zoom->rangeStart();
    const qint64 duration = zoom->rangeDuration();
    TrackPainter* tracks = view->trackPainter();
    const QPointF at(100, 50);

    wheel(tracks, at, -120, Qt::ShiftModifier);
    QCOMPARE(zoom->rangeDuration(), duration);
    QVERIFY(zoom->rangeStart() > start);

    QScrollBar* scroll = view->verticalScrollBar();
    QVERIFY2(scroll->maximum() > 0, "the fragmentation capture has more rows than 500 px show");
    QCOMPARE(scroll->value(), 0);
    const qint64 rangeBefore = zoom->rangeStart();
    wheel(tracks, at, -120, Qt::NoModifier);
    QVERIFY(scroll->value() > 0);
    QCOMPARE(tracks->scrollY(), scroll->value());
    QCOMPARE(view->trackLabels()->scrollY(), scroll->value());
    QCOMPARE(zoom->rangeStart(), rangeBefore);
    // The labels scroll the same rows.
    const int value = scroll->value();
    wheel(view->trackLabels(), at, 120, Qt::NoModifier);
    QVERIFY(scroll->value() < value);
}

void TestTimelineView::keysZoomPanFitAndShowAll_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("modifiers");
    QTest::addColumn<bool>("selection");
    QTest::addColumn<QString>("expect");
    const int none = Qt::NoModifier;
    const int ctrl = Qt::ControlModifier;
    const int shift = Qt::ShiftModifier;
    QTest::newRow("W zooms in") << int(Qt::Key_W) << none << true << QStringLiteral("in");
    QTest::newRow("+ zooms in") << int(Qt::Key_Plus) << none << true << QStringLiteral("in");
    QTest::newRow("Shift and + (a US keyboard) zooms in") << int(Qt::Key_Plus) << shift << true << QStringLiteral("in");
    QTest::newRow("Ctrl+= zooms in") << int(Qt::Key_Equal) << ctrl << true << QStringLiteral("in");
    QTest::newRow("S zooms out") << int(Qt::Key_S) << none << true << QStringLiteral("out");
    QTest::newRow("- zooms out") << int(Qt::Key_Minus) << none << true << QStringLiteral("out");
    QTest::newRow("Ctrl+- zooms out") << int(Qt::Key_Minus) << ctrl << true << QStringLiteral("out");
    QTest::newRow("A pans earlier") << int(Qt::Key_A) << none << true << QStringLiteral("earlier");
    QTest::newRow("D pans later") << int(Qt::Key_D) << none << true << QStringLiteral("later");
    QTest::newRow("Home shows all") << int(Qt::Key_Home) << none << true << QStringLiteral("all");
    QTest::newRow("0 shows all") << int(Qt::Key_0) << none << true << QStringLiteral("all");
    QTest::newRow("F fits the selection") << int(Qt::Key_F) << none << true << QStringLiteral("selection");
    QTest::newRow("F with nothing selected shows all") << int(Qt::Key_F) << none << false << QStringLiteral("all");
    QTest::newRow("Shift+W does nothing") << int(Qt::Key_W) << shift << true << QStringLiteral("unchanged");
}

void TestTimelineView::keysZoomPanFitAndShowAll()
{
    QFETCH(int, key);
    QFETCH(int, modifiers);
    QFETCH(bool, selection);
    QFETCH(QString, expect);
    auto view = makeView();
    QVERIFY(view);
    timeline::ZoomControl* zoom = view->zoom();
    const qint64 span = zoom->traceEnd() - zoom->traceStart();
    zoom->setRange(zoom->traceStart() + span * 4 / 10, zoom->traceStart() + span * 5 / 10);
    const qint64 start = zoom->rangeStart();
    const qint64 end = zoom->rangeEnd();
    const qint64 duration = end - start;
    const qint64 selectionStart = start + duration / 4;
    const qint64 selectionEnd = start + duration / 3;
    if (selection)
        zoom->setSelection(selectionStart, selectionEnd);

    QTest::keyClick(view->trackPainter(), static_cast<Qt::Key>(key), Qt::KeyboardModifiers(modifiers));

    if (expect == QLatin1String("in")) {
        QVERIFY(std::abs(double(zoom->rangeDuration()) - duration / 1.25) <= 2);
        QVERIFY(zoom->rangeStart() >= start && zoom->rangeEnd() <= end);
    } else if (expect == QLatin1String("out")) {
        QVERIFY(std::abs(double(zoom->rangeDuration()) - duration * 1.25) <= 2);
        QVERIFY(zoom->rangeStart() <= start && zoom->rangeEnd() >= end);
    } else if (expect == QLatin1String("earlier")) {
        QCOMPARE(zoom->rangeDuration(), duration);
        QVERIFY(std::abs(zoom->rangeStart() - (start - duration / 5)) <= 1);
    } else if (expect == QLatin1String("later")) {
        QCOMPARE(zoom->rangeDuration(), duration);
        QVERIFY(std::abs(zoom->rangeStart() - (start + duration / 5)) <= 1);
    } else if (expect == QLatin1String("all")) {
        QCOMPARE(zoom->rangeStart(), zoom->traceStart());
        QCOMPARE(zoom->rangeEnd(), zoom->traceEnd());
    } else if (expect == QLatin1String("selection")) {
        QCOMPARE(zoom->rangeStart(), selectionStart);
        QCOMPARE(zoom->rangeEnd(), selectionEnd);
    } else if (expect == QLatin1String("unchanged")) {
        QCOMPARE(zoom->rangeStart(), start);
        QCOMPARE(zoom->rangeEnd(), end);
    } else {
        QFAIL("unknown expectation");
    }
}

void TestTimelineView::backAndForwardWalkTheZoomHistory()
{
    auto view = makeView();
    QVERIFY(view);
    timeline::ZoomControl* zoom = view->zoom();
    TrackPainter* tracks = view->trackPainter();
    const qint64 span = zoom->traceEnd() - zoom->traceStart();
    const qint64 a0 = zoom->traceStart() + span / 4;
    const qint64 a1 = zoom->traceStart() + span / 2;
    zoom->setRange(a0, a1);
    QTest::keyClick(tracks, Qt::Key_Home);
    QCOMPARE(zoom->rangeDuration(), span);

    auto* back = view->findChild<QAction*>(QStringLiteral("zoomBackAction"));
    auto* forward = view->findChild<QAction*>(QStringLiteral("zoomForwardAction"));
    QVERIFY(back && forward);
    QVERIFY(back->isEnabled());
    QVERIFY(!forward->isEnabled());

    QTest::keyClick(tracks, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(zoom->rangeStart(), a0);
    QCOMPARE(zoom->rangeEnd(), a1);
    QVERIFY(forward->isEnabled());
    QTest::keyClick(tracks, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(zoom->rangeDuration(), span);
    // The toolbar buttons do the same.
    back->trigger();
    QCOMPARE(zoom->rangeStart(), a0);
    forward->trigger();
    QCOMPARE(zoom->rangeStart(), zoom->traceStart());
}

void TestTimelineView::clickingAnEventSelectsItAndShowsItsStack()
{
    auto view = makeView();
    QVERIFY(view);
    const EventRef ref = eventWithPythonStack(*m_trace);
    QVERIFY2(ref.isValid(), "the fragmentation scenario records Python stacks on CUDA calls");
    QSignalSpy selected(view.get(), &TimelineView::selectedEventChanged);
    QVERIFY(clickEvent(*view, ref));
    QCOMPARE(selected.count(), 1);
    QCOMPARE(view->selectedEvent(), ref);
    QCOMPARE(view->trackPainter()->selectedEvent(), ref);

    EventDetailsWidget* details = view->detailsPanel();
    QCOMPARE(details->objectName(), QStringLiteral("eventDetails"));
    QCOMPARE(details->event(), ref);
    const Lane& lane = m_trace->lanes[ref.lane];
    const QString op = QString::fromStdString(
        capture::OpCatalog::opName(lane.events.sourceAt(ref.index), lane.events.opAt(ref.index)));
    QVERIFY2(details->opText().startsWith(op), qPrintable(details->opText()));
    QVERIFY(details->fieldText(QStringLiteral("thread")).contains(QString::number(m_trace->threads[lane.thread].tid)));

    // Every Python frame of the stored stack, then every native one: Python first.
    const auto& frames = m_trace->stacks[lane.events.stack[ref.index]].frames;
    const auto pythonCount = std::count_if(frames.begin(), frames.end(),
                                           [](const auto& f) { return f.kind == capture::FrameKind::Python; });
    QTreeWidget* stack = details->stackTree();
    QCOMPARE(stack->topLevelItemCount(), static_cast<int>(frames.size()));
    for (int i = 0; i < stack->topLevelItemCount(); ++i)
        QCOMPARE(stack->topLevelItem(i)->text(0) == QLatin1String("Python"), i < pythonCount);
    const auto firstPython = std::find_if(frames.begin(), frames.end(),
                                          [](const auto& f) { return f.kind == capture::FrameKind::Python; });
    QCOMPARE(stack->topLevelItem(0)->text(2), QString::fromStdString(firstPython->pyFunction));
    // The file name and the executing line; the whole path in the tooltip.
    const QString pyFile = QString::fromStdString(firstPython->pyFile);
    const QString location = stack->topLevelItem(0)->text(1);
    QCOMPARE(location,
             QStringLiteral("%1:%2")
                 .arg(pyFile.mid(pyFile.lastIndexOf(QLatin1Char('/')) + 1))
                 .arg(firstPython->pyLine > 0 ? firstPython->pyLine : firstPython->pyDefLine));
    QVERIFY(stack->topLevelItem(0)->toolTip(1).startsWith(pyFile + QLatin1Char(':')));

    // Clicking empty space clears the selection.
    TrackPainter* tracks = view->trackPainter();
    const int headerRow = 0; // the counter group header has no events
    QTest::mouseClick(tracks, Qt::LeftButton, Qt::NoModifier,
                      QPoint(tracks->width() / 2, tracks->rowCenterY(headerRow)));
    QVERIFY(!view->selectedEvent().isValid());
    QVERIFY(!details->event().isValid());
}

void TestTimelineView::clickingAFixtureEventShowsPythonFramesFirst()
{
    const QString path = test::ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(path).toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    const std::shared_ptr<const Trace> trace = std::move(loaded.trace);
    TimelineView view(trace);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));

    const EventRef ref = eventWithPythonStack(*trace);
    QVERIFY2(ref.isValid(), "the fixture records Python and native frames for CUDA calls");
    QVERIFY(clickEvent(view, ref));
    QCOMPARE(view.selectedEvent(), ref);
    QTreeWidget* stack = view.detailsPanel()->stackTree();
    QVERIFY(stack->topLevelItemCount() > 1);
    QCOMPARE(stack->topLevelItem(0)->text(0), QStringLiteral("Python"));
    bool nativeSeen = false;
    for (int i = 0; i < stack->topLevelItemCount(); ++i) {
        const bool python = stack->topLevelItem(i)->text(0) == QLatin1String("Python");
        QVERIFY2(!(python && nativeSeen), "a Python frame after a native one");
        nativeSeen = nativeSeen || !python;
    }
    QVERIFY(nativeSeen);
    // Python frames read "file:line".
    QVERIFY(stack->topLevelItem(0)->text(1).contains(QRegularExpression(QStringLiteral(":\\d+$"))));
}

void TestTimelineView::clickingAMergedRunZoomsToItsEvents()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    timeline::ZoomControl* zoom = view->zoom();
    // Zoomed out, a busy CUDA lane merges many calls per pixel.
    const auto& rows = view->model()->rows();
    TrackPainter::Hit merged;
    QPoint at;
    for (int r = 0; r < static_cast<int>(rows.size()) && !merged.isMerged(); ++r) {
        if (rows[r].kind != TimelineRow::Kind::Lane || m_trace->lanes[rows[r].lane].kind != LaneKind::CudaRuntime)
            continue;
        view->ensureRowVisible(r);
        for (int x = 0; x < tracks->width(); x += 3) {
            const TrackPainter::Hit hit = tracks->hitTest(QPoint(x, tracks->rowCenterY(r)));
            if (hit.isMerged()) {
                merged = hit;
                at = QPoint(x, tracks->rowCenterY(r));
                break;
            }
        }
    }
    QVERIFY2(merged.isMerged(), "no merged run on a zoomed-out CUDA lane");
    QVERIFY(tracks->toolTipText(merged).contains(QStringLiteral("%1 calls").arg(merged.mergedCount)));
    const qint64 before = zoom->rangeDuration();
    QTest::mouseClick(tracks, Qt::LeftButton, Qt::NoModifier, at);
    QVERIFY(zoom->rangeDuration() < before);
    // The first event of the run is in view now, and nothing was selected.
    const qint64 first = m_trace->lanes[merged.mergedLane].events.start[merged.mergedFirst];
    QVERIFY(zoom->rangeStart() <= std::max(first, zoom->traceStart()));
    QVERIFY(zoom->rangeEnd() >= merged.mergedEnd || zoom->rangeEnd() == zoom->traceEnd());
    QVERIFY(!view->selectedEvent().isValid());
    QVERIFY(zoom->canGoBack());
}

void TestTimelineView::doubleClickZoomsToTheEvent()
{
    auto view = makeView();
    QVERIFY(view);
    const EventRef ref = eventWithPythonStack(*m_trace);
    QVERIFY(ref.isValid());
    TrackPainter* tracks = view->trackPainter();
    timeline::ZoomControl* zoom = view->zoom();
    // Zoom out around the event so that it is a few pixels wide, then double-click it.
    const qint64 start = eventStart(*m_trace, ref);
    const qint64 duration = eventDuration(*m_trace, ref);
    zoom->setRange(start - duration * 20, start + duration * 21);
    const int row = view->rowOfEvent(ref);
    view->ensureRowVisible(row);
    const QPoint at(static_cast<int>(tracks->xForTime(start + duration / 2)), tracks->rowCenterY(row));
    const TrackPainter::Hit hit = tracks->hitTest(at);
    QCOMPARE(hit.event, ref);
    QTest::mouseDClick(tracks, Qt::LeftButton, Qt::NoModifier, at);
    QCOMPARE(view->selectedEvent(), ref);
    // The event fills the view with a margin on each side.
    QVERIFY(zoom->rangeStart() < start);
    QVERIFY(zoom->rangeEnd() > start + duration);
    QVERIFY(zoom->rangeDuration() <= duration * 13 / 10);
}

void TestTimelineView::draggingTheTracksPans()
{
    auto view = makeView();
    QVERIFY(view);
    timeline::ZoomControl* zoom = view->zoom();
    const qint64 span = zoom->traceEnd() - zoom->traceStart();
    zoom->setRange(zoom->traceStart() + span / 2, zoom->traceStart() + span / 2 + span / 10);
    TrackPainter* tracks = view->trackPainter();
    const qint64 start = zoom->rangeStart();
    const double perPixel = timeline::nsPerPixel(zoom->rangeStart(), zoom->rangeEnd(), tracks->width());
    drag(tracks, QPoint(600, 100), QPoint(400, 100));
    // Dragging left by 200 px shows later times by 200 px worth.
    QVERIFY(std::abs(double(zoom->rangeStart() - start) - 200 * perPixel) <= 1);
    QCOMPARE(zoom->rangeDuration(), span / 10);
    QVERIFY(!view->selectedEvent().isValid());
}

void TestTimelineView::shiftDragTotalsTheAreaLikeACountOverTheColumns()
{
    auto view = makeView();
    QVERIFY(view);
    QAbstractItemModelTester modelTester(view->areaModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(view->areaProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    TrackPainter* tracks = view->trackPainter();
    const auto& rows = view->model()->rows();
    int firstLaneRow = -1;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        if (rows[r].kind == TimelineRow::Kind::Lane && m_trace->lanes[rows[r].lane].kind == LaneKind::CudaRuntime) {
            firstLaneRow = r;
            break;
        }
    }
    QVERIFY(firstLaneRow >= 0);
    const int lastRow = std::min(firstLaneRow + 3, static_cast<int>(rows.size()) - 1);
    view->ensureRowVisible(lastRow);
    view->ensureRowVisible(firstLaneRow);
    const QPoint from(tracks->width() / 5, tracks->rowCenterY(firstLaneRow));
    const QPoint to(tracks->width() * 3 / 5, tracks->rowCenterY(lastRow));
    QSignalSpy aggregated(view.get(), &TimelineView::areaAggregated);
    drag(tracks, from, to, Qt::ShiftModifier);
    QCOMPARE(aggregated.count(), 1);
    QVERIFY(tracks->hasAreaSelection());

    // The same rows and range, counted straight from the lanes' columns.
    const qint64 start = tracks->timeForX(from.x());
    const qint64 end = tracks->timeForX(to.x());
    std::map<std::string, std::pair<qint64, qint64>> expected; // op -> (count, total ns)
    qint64 count = 0;
    int lanes = 0;
    for (int r = firstLaneRow; r <= lastRow; ++r) {
        if (rows[r].kind != TimelineRow::Kind::Lane)
            continue;
        ++lanes;
        const EventColumns& events = m_trace->lanes[rows[r].lane].events;
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (events.start[i] < start || events.start[i] >= end)
                continue;
            auto& [n, total] = expected[capture::OpCatalog::opName(events.sourceAt(i), events.opAt(i))];
            ++n;
            total += events.durationAt(i);
            ++count;
        }
    }
    QVERIFY2(count > 0, "the area should hold calls");
    QCOMPARE(view->areaModel()->totalCount(), count);
    QSortFilterProxyModel* proxy = view->areaProxy();
    QCOMPARE(proxy->rowCount(), static_cast<int>(expected.size()));
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const std::string op = proxy->index(row, AreaAggregationModel::OpColumn).data().toString().toStdString();
        QVERIFY2(expected.count(op) == 1, op.c_str());
        QCOMPARE(proxy->index(row, AreaAggregationModel::CountColumn).data(AreaAggregationModel::SortRole).toLongLong(),
                 expected[op].first);
        QCOMPARE(proxy->index(row, AreaAggregationModel::TotalColumn).data(AreaAggregationModel::SortRole).toLongLong(),
                 expected[op].second);
    }
    QVERIFY2(view->areaSummary().startsWith(
                 QStringLiteral("%1 events in %2 lanes").arg(QLocale().toString(count)).arg(lanes)),
             qPrintable(view->areaSummary()));
}

void TestTimelineView::theAggregationTableSortsNumerically()
{
    auto view = makeView();
    QVERIFY(view);
    // The table is out of the way until there is an area to total, and goes with it.
    QVERIFY(view->areaTable()->isHidden());
    // The whole capture, every lane row (the idle threads' too).
    for (std::uint32_t p = 0; p < m_trace->processes.size(); ++p)
        view->model()->setIdleExpanded(p, true);
    view->setAreaSelection(view->zoom()->traceStart(), view->zoom()->traceEnd(), 0,
                           static_cast<int>(view->model()->rows().size()) - 1);
    QSortFilterProxyModel* proxy = view->areaProxy();
    QVERIFY(proxy->rowCount() > 3);
    const qint64 all = view->areaModel()->totalCount();
    QCOMPARE(
        all, m_trace->eventCount() - [&] {
            // Instants are drawn on process rows, not lanes: they are not in any lane row.
            qint64 instants = 0;
            for (const Lane& lane : m_trace->lanes)
                instants += lane.kind == LaneKind::Instants ? static_cast<qint64>(lane.events.size()) : 0;
            return instants;
        }());
    QTableView* table = view->areaTable();
    QVERIFY(!table->isHidden());
    for (const int column : {int(AreaAggregationModel::CountColumn), int(AreaAggregationModel::P99Column),
                             int(AreaAggregationModel::BytesColumn), int(AreaAggregationModel::MeanColumn)}) {
        table->sortByColumn(column, Qt::DescendingOrder);
        for (int row = 1; row < proxy->rowCount(); ++row) {
            const double above = proxy->index(row - 1, column).data(AreaAggregationModel::SortRole).toDouble();
            const double below = proxy->index(row, column).data(AreaAggregationModel::SortRole).toDouble();
            QVERIFY(above >= below);
        }
    }
    view->clearSelection();
    QVERIFY(table->isHidden());
}

void TestTimelineView::searchStepsThroughMatchesInTimeOrder()
{
    auto view = makeView();
    QVERIFY(view);
    QLineEdit* search = view->searchEdit();
    QCOMPARE(search->objectName(), QStringLiteral("timelineSearch"));
    const std::string text = "cudafree";
    // Matches counted here: the op name or any frame of the stack contains the text.
    qint64 expected = 0;
    const auto matches = [&](EventRef ref) {
        const EventColumns& events = m_trace->lanes[ref.lane].events;
        if (text::toLowerAscii(capture::OpCatalog::opName(events.sourceAt(ref.index), events.opAt(ref.index)))
                .find(text)
            != std::string::npos)
            return true;
        for (const capture::StackFrame& f : m_trace->stacks[events.stack[ref.index]].frames) {
            for (const std::string* s : {&f.symbol, &f.library, &f.pyFunction, &f.pyFile})
                if (text::toLowerAscii(*s).find(text) != std::string::npos)
                    return true;
        }
        return false;
    };
    for (std::uint32_t l = 0; l < m_trace->lanes.size(); ++l)
        for (std::uint32_t i = 0; i < m_trace->lanes[l].events.size(); ++i)
            expected += matches({l, i}) ? 1 : 0;
    QVERIFY(expected > 3);

    QTest::keyClicks(search, QStringLiteral("cudaFree"));
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(view->searchStatus(), QStringLiteral("1 of %1").arg(expected));
    std::vector<EventRef> seen{view->selectedEvent()};
    QVERIFY(matches(seen.back()));
    for (int step = 2; step <= 4; ++step) {
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(view->searchStatus(), QStringLiteral("%1 of %2").arg(step).arg(expected));
        seen.push_back(view->selectedEvent());
        QVERIFY(matches(seen.back()));
        QVERIFY(eventStart(*m_trace, seen.back()) >= eventStart(*m_trace, seen[seen.size() - 2]));
        QVERIFY(!(seen.back() == seen[seen.size() - 2]));
    }
    // The match is selected, on screen and in the visible range.
    const EventRef current = seen.back();
    const int row = view->rowOfEvent(current);
    QVERIFY(row >= 0);
    TrackPainter* tracks = view->trackPainter();
    QVERIFY(tracks->rowCenterY(row) >= 0 && tracks->rowCenterY(row) < tracks->height());
    QVERIFY(eventStart(*m_trace, current) >= view->zoom()->rangeStart());
    QVERIFY(eventStart(*m_trace, current) + eventDuration(*m_trace, current) <= view->zoom()->rangeEnd());
    QCOMPARE(view->detailsPanel()->event(), current);

    QTest::keyClick(search, Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(view->searchStatus(), QStringLiteral("3 of %1").arg(expected));
    QCOMPARE(view->selectedEvent(), seen[2]);
    // F3 and Shift+F3 from the tracks step the same way.
    QTest::keyClick(tracks, Qt::Key_F3);
    QCOMPARE(view->selectedEvent(), seen[3]);
    QTest::keyClick(tracks, Qt::Key_F3, Qt::ShiftModifier);
    QTest::keyClick(tracks, Qt::Key_F3, Qt::ShiftModifier);
    QTest::keyClick(tracks, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(view->selectedEvent(), seen[0]);
    // Before the first comes the last.
    QTest::keyClick(tracks, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(view->searchStatus(), QStringLiteral("%1 of %1").arg(expected));

    search->clear();
    QTest::keyClicks(search, QStringLiteral("no such op anywhere"));
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(view->searchStatus(), QStringLiteral("No matches"));
}

void TestTimelineView::searchRevealsAMatchInACollapsedProcess()
{
    auto view = makeView();
    QVERIFY(view);
    view->model()->setAllCollapsed(true);
    for (const TimelineRow& row : view->model()->rows())
        QVERIFY(row.kind != TimelineRow::Kind::Lane);
    QTest::keyClicks(view->searchEdit(), QStringLiteral("cudaMalloc"));
    QVERIFY(view->searchNext());
    const EventRef found = view->selectedEvent();
    QVERIFY(found.isValid());
    QVERIFY(view->model()->rowOfLane(found.lane) >= 0);
    QVERIFY(!view->model()->isCollapsed(m_trace->threads[m_trace->lanes[found.lane].thread].process));
}

void TestTimelineView::theMatchCountShowsWhileTyping()
{
    auto view = makeView();
    QVERIFY(view);
    QLineEdit* search = view->searchEdit();
    const std::string text = "cudamalloc";
    timeline::EventSearch expected(*m_trace, text);
    std::vector<std::uint32_t> lanes;
    for (std::uint32_t l = 0; l < m_trace->lanes.size(); ++l)
        lanes.push_back(l);
    const qint64 count = expected.countMatches(lanes);
    QVERIFY(count > 1);

    // No Enter: the count comes once the typing pauses, and nothing moves.
    const qint64 start = view->zoom()->rangeStart();
    const qint64 end = view->zoom()->rangeEnd();
    QTest::keyClicks(search, QStringLiteral("cudaMalloc"));
    QTRY_COMPARE(view->searchStatus(), QStringLiteral("%1 matches").arg(count));
    QVERIFY(!view->selectedEvent().isValid());
    QCOMPARE(view->zoom()->rangeStart(), start);
    QCOMPARE(view->zoom()->rangeEnd(), end);
    // Enter then steps, and the count stays the same.
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(view->searchStatus(), QStringLiteral("1 of %1").arg(count));
    QTest::qWait(300); // longer than the typing pause: the step's "1 of N" is not replaced
    QCOMPARE(view->searchStatus(), QStringLiteral("1 of %1").arg(count));
    // Typing more counts again.
    QTest::keyClicks(search, QStringLiteral("zzz"));
    QTRY_COMPARE(view->searchStatus(), QStringLiteral("No matches"));
    search->clear();
    QTRY_COMPARE(view->searchStatus(), QString());
}

void TestTimelineView::aMatchNarrowerThanAPixelIsZoomedToBeSeen()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    timeline::ZoomControl* zoom = view->zoom();
    zoom->showAll();
    // A free takes microseconds; the whole capture is seconds over ~1000 pixels.
    QTest::keyClicks(view->searchEdit(), QStringLiteral("cudaFree"));
    QTest::keyClick(view->searchEdit(), Qt::Key_Return);
    const EventRef match = view->selectedEvent();
    QVERIFY(match.isValid());
    const qint64 duration = eventDuration(*m_trace, match);
    QVERIFY(duration > 0);
    const qint64 span = zoom->traceEnd() - zoom->traceStart();
    QVERIFY2(double(duration) * tracks->width() / double(span) < 1.0, "the match must be under a pixel at first");

    // On screen it is now about 40 pixels wide, in the middle.
    const double left = tracks->xForTime(eventStart(*m_trace, match));
    const double right = tracks->xForTime(eventStart(*m_trace, match) + duration);
    QVERIFY2(right - left >= 38 && right - left <= 42, qPrintable(QString::number(right - left)));
    QVERIFY(std::abs((left + right) / 2 - tracks->width() / 2.0) <= 2);
    const int row = view->rowOfEvent(match);
    QVERIFY(tracks->rowCenterY(row) >= 0 && tracks->rowCenterY(row) < tracks->height());

    // A match wide enough to see keeps the zoom: the next one is only brought into view.
    const qint64 range = zoom->rangeDuration();
    QTest::keyClick(view->searchEdit(), Qt::Key_Return);
    const EventRef next = view->selectedEvent();
    if (double(eventDuration(*m_trace, next)) * tracks->width() / double(range) >= 1.0)
        QCOMPARE(zoom->rangeDuration(), range);
}

void TestTimelineView::escInTheSearchBoxLeavesItAndKeepsTheView_data()
{
    QTest::addColumn<QString>("box");
    QTest::newRow("search") << QStringLiteral("timelineSearch");
    QTest::newRow("process filter") << QStringLiteral("processFilter");
}

void TestTimelineView::escInTheSearchBoxLeavesItAndKeepsTheView()
{
    QFETCH(QString, box);
    auto view = makeView();
    QVERIFY(view);
    view->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(view.get()));
    // A chain is shown (its evidence highlighted), an event selected, the view zoomed in.
    const EventRef ref = eventWithPythonStack(*m_trace);
    QVERIFY(clickEvent(*view, ref));
    QCOMPARE(view->selectedEvent(), ref);
    view->setHighlightedEvents({ref});
    const qint64 start = view->zoom()->rangeStart();
    const qint64 end = view->zoom()->rangeEnd();
    QVERIFY(end - start < view->zoom()->traceEnd() - view->zoom()->traceStart());
    QSignalSpy dismissed(view.get(), &TimelineView::dismissRequested);

    auto* edit = view->findChild<QLineEdit*>(box);
    QVERIFY(edit);
    if (edit == view->searchEdit())
        QTest::keyClick(view->trackPainter(), Qt::Key_F, Qt::ControlModifier);
    else
        edit->setFocus(Qt::MouseFocusReason);
    QVERIFY(edit->hasFocus());
    QTest::keyClicks(edit, QStringLiteral("py"));
    QTest::keyClick(edit, Qt::Key_Escape);

    QVERIFY(!edit->hasFocus());
    QVERIFY(view->trackPainter()->hasFocus());
    QCOMPARE(view->zoom()->rangeStart(), start);
    QCOMPARE(view->zoom()->rangeEnd(), end);
    QCOMPARE(view->selectedEvent(), ref);
    QCOMPARE(view->highlightedEvents().size(), std::size_t(1));
    QCOMPARE(dismissed.count(), 0);
    QCOMPARE(edit->text(), QStringLiteral("py"));
    // From the tracks, Esc still clears the selections and leaves the chain.
    QTest::keyClick(view->trackPainter(), Qt::Key_Escape);
    QVERIFY(!view->selectedEvent().isValid());
    QCOMPARE(dismissed.count(), 1);
}

void TestTimelineView::clickingAProcessHeaderCollapsesAndExpandsIt()
{
    auto view = makeView();
    QVERIFY(view);
    timeline::TimelineModel* model = view->model();
    TrackLabels* labels = view->trackLabels();
    int header = -1;
    for (int r = 0; r < static_cast<int>(model->rows().size()); ++r) {
        if (model->rows()[r].kind == TimelineRow::Kind::Process && r + 1 < static_cast<int>(model->rows().size())
            && model->rows()[r + 1].kind == TimelineRow::Kind::Lane) {
            header = r;
            break;
        }
    }
    QVERIFY(header >= 0);
    const std::uint32_t process = model->rows()[header].process;
    const std::size_t before = model->rows().size();
    // The rows under the header: its busy threads' lanes and the idle threads' row.
    int lanes = 0;
    for (const timeline::TimelineRow& row : model->rows())
        lanes += row.process == process && row.kind != timeline::TimelineRow::Kind::Process ? 1 : 0;
    QVERIFY(lanes > 0);

    view->ensureRowVisible(header);
    const QPoint at(40, view->layout().rowTop(header) - labels->scrollY() + view->layout().rowHeight(header) / 2);
    QTest::mouseClick(labels, Qt::LeftButton, Qt::NoModifier, at);
    QVERIFY(model->isCollapsed(process));
    QCOMPARE(model->rows().size(), before - static_cast<std::size_t>(lanes));
    QCOMPARE(labels->rowText(header), QString::fromStdString(model->processTitle(process)));
    QTest::mouseClick(labels, Qt::LeftButton, Qt::NoModifier, at);
    QVERIFY(!model->isCollapsed(process));
    QCOMPARE(model->rows().size(), before);
}

void TestTimelineView::pinningMovesARowToTheTopAndCollapseAllKeepsIt()
{
    auto view = makeView();
    QVERIFY(view);
    timeline::TimelineModel* model = view->model();
    TrackLabels* labels = view->trackLabels();
    int lastLane = -1;
    for (int r = 0; r < static_cast<int>(model->rows().size()); ++r)
        if (model->rows()[r].kind == TimelineRow::Kind::Lane)
            lastLane = r;
    QVERIFY(lastLane > 0);
    const std::uint32_t lane = model->rows()[lastLane].lane;
    const QString title = labels->rowText(lastLane);

    std::unique_ptr<QMenu> menu(labels->createContextMenu(lastLane, nullptr));
    auto* pin = menu->findChild<QAction*>(QStringLiteral("pinAction"));
    QVERIFY(pin);
    pin->trigger();
    QCOMPARE(model->rows().front().kind, TimelineRow::Kind::Lane);
    QCOMPARE(model->rows().front().lane, lane);
    QVERIFY(model->rows().front().pinned);
    QCOMPARE(labels->rowText(0), title);

    std::unique_ptr<QMenu> rowMenu(labels->createContextMenu(1, nullptr));
    auto* collapseAll = rowMenu->findChild<QAction*>(QStringLiteral("collapseAllAction"));
    QVERIFY(collapseAll);
    collapseAll->trigger();
    int laneRows = 0;
    for (const TimelineRow& row : model->rows())
        laneRows += row.kind == TimelineRow::Kind::Lane ? 1 : 0;
    QCOMPARE(laneRows, 1); // only the pinned one

    std::unique_ptr<QMenu> unpinMenu(labels->createContextMenu(0, nullptr));
    auto* unpin = unpinMenu->findChild<QAction*>(QStringLiteral("pinAction"));
    QVERIFY(unpin && unpin->text().startsWith(QStringLiteral("Unpin")));
    unpin->trigger();
    QVERIFY(!model->rows().front().pinned);
    auto* expandAll = unpinMenu->findChild<QAction*>(QStringLiteral("expandAllAction"));
    expandAll->trigger();
    QVERIFY(model->rowOfLane(lane) > 0);
}

void TestTimelineView::theProcessFilterKeepsMatchingProcesses()
{
    auto view = makeView();
    QVERIFY(view);
    timeline::TimelineModel* model = view->model();
    const std::size_t before = model->rows().size();
    QLineEdit* filter = view->processFilterEdit();
    QTest::keyClicks(filter, QStringLiteral("PT_DATA"));
    int processes = 0;
    for (const TimelineRow& row : model->rows()) {
        if (row.kind != TimelineRow::Kind::Process)
            continue;
        ++processes;
        QVERIFY(text::toLowerAscii(model->processTitle(row.process)).find("pt_data") != std::string::npos);
    }
    QVERIFY(processes > 0);
    QVERIFY(model->rows().size() < before);
    // The scroll range follows the shorter list.
    QCOMPARE(view->verticalScrollBar()->maximum(),
             std::max(0, view->layout().totalHeight() - view->trackPainter()->height()));
    filter->clear();
    QCOMPARE(model->rows().size(), before);
}

void TestTimelineView::draggingOnTheRulerSelectsARangeThatFFits()
{
    auto view = makeView();
    QVERIFY(view);
    TimeRuler* ruler = view->ruler();
    timeline::ZoomControl* zoom = view->zoom();
    // The ruler and the tracks share their x axis.
    QCOMPARE(ruler->width(), view->trackPainter()->width());
    QCOMPARE(ruler->mapTo(view.get(), QPoint(0, 0)).x(), view->trackPainter()->mapTo(view.get(), QPoint(0, 0)).x());
    const qint64 t0 = ruler->timeForX(200);
    const qint64 t1 = ruler->timeForX(500);
    drag(ruler, QPoint(200, 5), QPoint(500, 5));
    QVERIFY(zoom->hasSelection());
    QCOMPARE(zoom->selectionStart(), t0);
    QCOMPARE(zoom->selectionEnd(), t1);
    QVERIFY(ruler->toolTipAt(200).contains(QStringLiteral("since the capture start")));

    QTest::keyClick(view->trackPainter(), Qt::Key_F);
    QCOMPARE(zoom->rangeStart(), t0);
    QCOMPARE(zoom->rangeEnd(), t1);
}

void TestTimelineView::escapeClearsEverySelection()
{
    auto view = makeView();
    QVERIFY(view);
    const EventRef ref = eventWithPythonStack(*m_trace);
    QVERIFY(clickEvent(*view, ref));
    QCOMPARE(view->selectedEvent(), ref);
    view->zoom()->setSelection(view->zoom()->rangeStart(), view->zoom()->rangeStart() + 1000);
    view->setAreaSelection(view->zoom()->rangeStart(), view->zoom()->rangeEnd(), 0, 5);
    QVERIFY(view->trackPainter()->hasAreaSelection());

    QTest::keyClick(view->trackPainter(), Qt::Key_Escape);
    QVERIFY(!view->selectedEvent().isValid());
    QVERIFY(!view->zoom()->hasSelection());
    QVERIFY(!view->trackPainter()->hasAreaSelection());
    QCOMPARE(view->areaModel()->rowCount(), 0);
    QVERIFY(!view->detailsPanel()->event().isValid());
}

void TestTimelineView::tracksPaintEventsInTheirColourAndNothingOutside()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    const TimelineColours colours = TimelineColours::forPalette(tracks->palette());

    // A known event, zoomed to: its colour where no label is (the label is centred), and not
    // on the top line of its row.
    const EventRef ref = eventWithPythonStack(*m_trace);
    view->zoomToEvent(ref);
    const int row = view->rowOfEvent(ref);
    view->ensureRowVisible(row);
    const Lane& lane = m_trace->lanes[ref.lane];
    const timeline::ColourKey key = timeline::eventColour(lane.events, ref.index, lane.kind);
    const QRgb expected = timeline::colourArgb(key, colours.theme) & 0xFFFFFF;
    QCOMPARE(rgb(colours.bar[static_cast<std::size_t>(key)]), expected);
    const int x = static_cast<int>(tracks->xForTime(eventStart(*m_trace, ref) + eventDuration(*m_trace, ref) * 9 / 10));
    QImage image = render(tracks);
    QCOMPARE(image.pixel(x, tracks->rowCenterY(row)) & 0xFFFFFF, expected);
    const int rowTop = view->layout().rowTop(row) - tracks->scrollY();
    QVERIFY((image.pixel(x, rowTop) & 0xFFFFFF) != expected);
    QVERIFY((image.pixel(x, rowTop + view->layout().rowHeight(row)) & 0xFFFFFF) != expected);

    // A gap in a lane, zoomed so that it spans the middle half of the view: no bar pixels in it.
    EventRef before;
    qint64 gapStart = 0;
    qint64 gapEnd = 0;
    for (const TimelineRow& r : view->model()->rows()) {
        if (r.kind != TimelineRow::Kind::Lane || m_trace->lanes[r.lane].kind != LaneKind::CudaRuntime)
            continue;
        const EventColumns& events = m_trace->lanes[r.lane].events;
        qint64 reach = INT64_MIN;
        for (std::uint32_t i = 0; i + 1 < events.size(); ++i) {
            reach = std::max<qint64>(reach, events.start[i] + events.durationAt(i));
            if (events.start[i + 1] - reach > gapEnd - gapStart) {
                before = {r.lane, i};
                gapStart = reach;
                gapEnd = events.start[i + 1];
            }
        }
    }
    QVERIFY2(gapEnd - gapStart > 1000, "no gap between CUDA calls");
    const qint64 gap = gapEnd - gapStart;
    view->zoom()->setRange(gapStart - gap / 2, gapEnd + gap / 2);
    const int gapRow = view->rowOfEvent(before);
    view->ensureRowVisible(gapRow);
    image = render(tracks);
    std::vector<QRgb> barColours;
    for (const QColor& c : colours.bar)
        barColours.push_back(rgb(c));
    for (const QColor& c : colours.edge)
        barColours.push_back(rgb(c));
    const auto isBar = [&](QRgb pixel) {
        return std::find(barColours.begin(), barColours.end(), pixel & 0xFFFFFF) != barColours.end();
    };
    const int gapX0 = static_cast<int>(std::ceil(tracks->xForTime(gapStart))) + 1;
    const int gapX1 = static_cast<int>(tracks->xForTime(gapEnd)) - 1;
    QVERIFY(gapX1 - gapX0 > tracks->width() / 3);
    const int gapTop = view->layout().rowTop(gapRow) - tracks->scrollY();
    for (int y = gapTop; y < gapTop + view->layout().rowHeight(gapRow); ++y)
        for (int px = gapX0; px <= gapX1; ++px)
            QVERIFY2(!isBar(image.pixel(px, y)), qPrintable(QStringLiteral("bar colour at %1,%2").arg(px).arg(y)));
    // Bars just outside the gap are drawn: the events on either side.
    const auto barNear = [&](int from, int to) {
        for (int px = from; px <= to; ++px)
            if (isBar(image.pixel(px, tracks->rowCenterY(gapRow))))
                return true;
        return false;
    };
    QVERIFY(barNear(gapX0 - 5, gapX0 - 1));
    QVERIFY(barNear(gapX1 + 1, gapX1 + 5));

    // Below the last row nothing is drawn.
    view->model()->setAllCollapsed(true);
    view->model()->setCountersCollapsed(true);
    view->zoom()->showAll();
    QVERIFY(view->layout().totalHeight() < tracks->height());
    image = render(tracks);
    for (int y = view->layout().totalHeight(); y < tracks->height(); y += 3)
        for (int px = 0; px < tracks->width(); ++px)
            QVERIFY(!isBar(image.pixel(px, y)));
    // Nothing is left unpainted (the widget is opaque).
    for (const QPoint p : {QPoint(0, 0), QPoint(tracks->width() - 1, tracks->height() - 1)})
        QVERIFY(image.pixel(p) != QColor(Qt::magenta).rgba());
}

void TestTimelineView::hoverAndSelectionDoNotRebuildGeometry()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    QSignalSpy painted(tracks, &TrackPainter::painted);
    tracks->repaint();
    QVERIFY(painted.count() >= 1);
    QVERIFY(painted.last().at(0).toLongLong() > 0);
    const quint64 builds = tracks->geometryBuilds();
    QVERIFY(builds > 0);

    for (int x = 10; x < tracks->width(); x += 97)
        sendMouse(tracks, QEvent::MouseMove, QPoint(x, tracks->height() / 2), Qt::NoButton, Qt::NoButton);
    tracks->repaint();
    view->selectEvent(eventWithPythonStack(*m_trace));
    view->zoom()->setSelection(view->zoom()->rangeStart(), view->zoom()->rangeStart() + 100000);
    tracks->repaint();
    QCOMPARE(tracks->geometryBuilds(), builds);

    // A new range does rebuild.
    view->zoom()->zoomAround(0.5, 2);
    tracks->repaint();
    QVERIFY(tracks->geometryBuilds() > builds);
}

void TestTimelineView::tooltipsDescribeEventsMergedRunsAndPreemption()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    const EventRef ref = eventWithPythonStack(*m_trace);
    view->zoomToEvent(ref);
    const int row = view->rowOfEvent(ref);
    view->ensureRowVisible(row);
    const qint64 middle = eventStart(*m_trace, ref) + eventDuration(*m_trace, ref) / 2;
    const TrackPainter::Hit hit = tracks->hitTest(QPoint(int(tracks->xForTime(middle)), tracks->rowCenterY(row)));
    QCOMPARE(hit.event, ref);
    const EventColumns& events = m_trace->lanes[ref.lane].events;
    const QString tip = tracks->toolTipText(hit);
    QVERIFY2(tip.contains(QString::fromStdString(
                 capture::OpCatalog::opName(events.sourceAt(ref.index), events.opAt(ref.index)))),
             qPrintable(tip));

    // An off-CPU interval names the task that took the CPU.
    EventRef offCpu;
    for (std::uint32_t l = 0; l < m_trace->lanes.size() && !offCpu.isValid(); ++l) {
        const Lane& lane = m_trace->lanes[l];
        if (lane.kind != LaneKind::OffCpu || view->model()->rowOfLane(l) < 0)
            continue;
        for (std::uint32_t i = 0; i < lane.events.size(); ++i) {
            if (lane.events.arg1[i] != 0 && lane.events.durationAt(i) > 1000) {
                offCpu = {l, i};
                break;
            }
        }
    }
    QVERIFY2(offCpu.isValid(), "the scenario records sched_switch with the next pid");
    view->zoomToEvent(offCpu);
    const int offRow = view->rowOfEvent(offCpu);
    view->ensureRowVisible(offRow);
    const qint64 offMiddle = eventStart(*m_trace, offCpu) + eventDuration(*m_trace, offCpu) / 2;
    const TrackPainter::Hit offHit = tracks->hitTest(
        QPoint(int(tracks->xForTime(offMiddle)), tracks->rowCenterY(offRow)));
    QCOMPARE(offHit.event, offCpu);
    const QString offTip = tracks->toolTipText(offHit);
    QVERIFY2(offTip.contains(
                 QStringLiteral("preempted by pid %1").arg(m_trace->lanes[offCpu.lane].events.arg1[offCpu.index])),
             qPrintable(offTip));
}

void TestTimelineView::instantsAreMarkersOnTheirProcessRow()
{
    auto view = makeView();
    QVERIFY(view);
    timeline::TimelineModel* model = view->model();
    TrackPainter* tracks = view->trackPainter();
    int row = -1;
    timeline::Instant instant;
    for (int r = 0; r < static_cast<int>(model->rows().size()) && row < 0; ++r) {
        const TimelineRow& candidate = model->rows()[r];
        if (candidate.kind == TimelineRow::Kind::Process && !model->instants(candidate.process).empty()) {
            row = r;
            instant = model->instants(candidate.process).front();
        }
    }
    QVERIFY2(row >= 0, "the fragmentation scenario records process lifecycle events");
    view->zoom()->setRange(instant.time - 1'000'000, instant.time + 1'000'000);
    view->ensureRowVisible(row);
    const int x = static_cast<int>(std::lround(tracks->xForTime(instant.time)));
    const TrackPainter::Hit hit = tracks->hitTest(QPoint(x + 2, tracks->rowCenterY(row)));
    QCOMPARE(hit.event, instant.event);
    const EventColumns& events = m_trace->lanes[instant.event.lane].events;
    const QString op = QString::fromStdString(
        capture::OpCatalog::opName(events.sourceAt(instant.event.index), events.opAt(instant.event.index)));
    QVERIFY2(tracks->toolTipText(hit).contains(op), qPrintable(tracks->toolTipText(hit)));

    // A marker in the lifecycle colour at the top of the process row, at the instant's x.
    const QImage image = render(tracks);
    const TimelineColours colours = TimelineColours::forPalette(tracks->palette());
    const int top = view->layout().rowTop(row) - tracks->scrollY();
    QCOMPARE(image.pixel(x, top + 4) & 0xFFFFFF, rgb(colours.instant));
    QVERIFY((image.pixel(x + 20, top + 4) & 0xFFFFFF) != rgb(colours.instant));

    QTest::mouseClick(tracks, Qt::LeftButton, Qt::NoModifier, QPoint(x, tracks->rowCenterY(row)));
    QCOMPARE(view->selectedEvent(), instant.event);
    QVERIFY(view->detailsPanel()->opText().startsWith(op));
}

void TestTimelineView::ctrlFFocusesTheSearchField()
{
    auto view = makeView();
    QVERIFY(view);
    view->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(view.get()));
    view->trackPainter()->setFocus();
    QVERIFY(view->trackPainter()->hasFocus());
    QTest::keyClick(view->trackPainter(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(view->searchEdit()->hasFocus());
    // Letters typed there search; they do not zoom or pan.
    const qint64 start = view->zoom()->rangeStart();
    const qint64 end = view->zoom()->rangeEnd();
    QTest::keyClicks(view->searchEdit(), QStringLiteral("wasd"));
    QCOMPARE(view->searchEdit()->text(), QStringLiteral("wasd"));
    QCOMPARE(view->zoom()->rangeStart(), start);
    QCOMPARE(view->zoom()->rangeEnd(), end);
}

void TestTimelineView::theLegendNamesEveryFamily()
{
    auto view = makeView();
    QVERIFY(view);
    const QStringList labels = view->legend()->labels();
    for (const QString& family :
         {QStringLiteral("Allocation"), QStringLiteral("Free"), QStringLiteral("Launch"), QStringLiteral("Copy"),
          QStringLiteral("Synchronisation"), QStringLiteral("Other"), QStringLiteral("Off-CPU")})
        QVERIFY2(labels.contains(family), qPrintable(family));
    QVERIFY(std::any_of(labels.begin(), labels.end(),
                        [](const QString& l) { return l.startsWith(QLatin1String("Lifecycle")); }));
}

void TestTimelineView::theViewRemembersRowHeightAndLegend()
{
    {
        auto view = makeView();
        QVERIFY(view);
        QCOMPARE(view->laneHeight(), 20);
        QVERIFY(view->isLegendVisible());
        view->setLaneHeight(28);
        view->setLegendVisible(false);
        QVERIFY(view->legend()->isHidden());
    }
    auto view = makeView();
    QVERIFY(view);
    QCOMPARE(view->laneHeight(), 28);
    QVERIFY(!view->isLegendVisible());
    QVERIFY(view->legend()->isHidden());
    int laneRow = -1;
    for (int r = 0; r < static_cast<int>(view->model()->rows().size()); ++r)
        if (view->model()->rows()[r].kind == TimelineRow::Kind::Lane)
            laneRow = r;
    QCOMPARE(view->layout().rowHeight(laneRow), 28);
}

QTEST_MAIN(TestTimelineView)
#include "tst_timeline_view.moc"

// A GPU that touches 100 % in every pixel column can still idle half the time (issue 46): the
// GPU-busy row says its average over the view beside its maximum, and the average is the
// counter's time-weighted mean there.
// A job's ranks imported together (make_multirank_kineto.py): the labels show a group per rank
// titled "rank N · host · GPU N", no group without a node, and counters that name their rank.
void TestTimelineView::eachRankOfAJobIsAGroupTitledByItsRank()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess p;
    p.start(QStringLiteral("python3"),
            {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), dir.path(), QStringLiteral("--ranks"),
             QStringLiteral("2"), QStringLiteral("--steps"), QStringLiteral("1"), QStringLiteral("--host"),
             QStringLiteral("gpu-host")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        QSKIP("python3 could not write the job");
    const std::string capture = dir.filePath(QStringLiteral("job.db")).toStdString();
    std::string error;
    QVERIFY2(import::importTraces(import::tracesInFolder(dir.path().toStdString()), capture, {}, nullptr, &error),
             error.c_str());
    LoadResult loaded = TraceBuilder::load(capture);
    QVERIFY2(loaded.trace, loaded.error.c_str());
    TimelineView view(std::shared_ptr<const Trace>(std::move(loaded.trace)));
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const timeline::TimelineModel* model = view.model();
    TrackLabels* labels = view.trackLabels();
    QStringList groups;
    QStringList counters;
    for (int r = 0; r < static_cast<int>(model->rows().size()); ++r) {
        const TimelineRow& row = model->rows()[r];
        if (row.kind == TimelineRow::Kind::Node) {
            QVERIFY(!model->nodeName(row.node).empty());
            QVERIFY(labels->rowText(r).startsWith(QString::fromStdString(model->nodeLabel(row.node))));
            groups << QString::fromStdString(model->nodeLabel(row.node));
        } else if (row.kind == TimelineRow::Kind::Counter) {
            counters << labels->rowText(r);
        }
    }
    QCOMPARE(groups,
             (QStringList{QStringLiteral("rank 0 · gpu-host · GPU 0"), QStringLiteral("rank 1 · gpu-host · GPU 1")}));
    QCOMPARE(counters, (QStringList{QStringLiteral("rank 0 · GPU 0 busy"), QStringLiteral("rank 1 · GPU 1 busy")}));
}

void TestTimelineView::theGpuBusyCounterSaysItsAverageBesideItsMaximum()
{
    const QString source = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/item_sync.kineto.json.gz");
    FAULTLINE_REQUIRE_FIXTURE(source);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString capture = dir.filePath(QStringLiteral("item_sync.db"));
    std::string error;
    QVERIFY2(import::importTrace(source.toStdString(), capture.toStdString(), {}, nullptr, &error), error.c_str());
    LoadResult loaded = TraceBuilder::load(capture.toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    TimelineView view(std::shared_ptr<const Trace>(std::move(loaded.trace)));
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto& counters = view.model()->counters();
    const auto busy = std::find_if(counters.begin(), counters.end(),
                                   [](const timeline::CounterTrack& c) { return c.name == "GPU 0 busy"; });
    QVERIFY(busy != counters.end());
    const auto index = static_cast<std::uint32_t>(busy - counters.begin());
    const std::optional<double> mean = timeline::counterAverage(*busy, view.zoom()->rangeStart(),
                                                                view.zoom()->rangeEnd());
    QVERIFY(mean && *mean > 0 && *mean < 100);
    const QString label = view.trackPainter()->counterLabel(index);
    QVERIFY2(label.startsWith(QStringLiteral("avg %1 %").arg(QLocale().toString(*mean, 'f', 1))), qPrintable(label));
    QVERIFY2(label.contains(QStringLiteral(" · max ")), qPrintable(label));
    // A byte counter keeps its maximum alone.
    for (std::uint32_t c = 0; c < counters.size(); ++c) {
        if (counters[c].unit == timeline::CounterTrack::Unit::Bytes)
            QVERIFY(view.trackPainter()->counterLabel(c).startsWith(QStringLiteral("max ")));
    }
}

std::shared_ptr<const Trace> TestTimelineView::rankJob()
{
    if (m_rankJob)
        return m_rankJob;
    const QString job = m_dir.filePath(QStringLiteral("rank-job"));
    QProcess p;
    p.start(QStringLiteral("python3"),
            {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), job, QStringLiteral("--ranks"),
             QStringLiteral("12"), QStringLiteral("--straggler"), QStringLiteral("7"), QStringLiteral("--steps"),
             QStringLiteral("3")});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return nullptr;
    const std::string capture = m_dir.filePath(QStringLiteral("rank-job.db")).toStdString();
    std::string error;
    if (!import::importTraces(import::tracesInFolder(job.toStdString()), capture, {}, nullptr, &error))
        qFatal("the job did not import: %s", error.c_str());
    LoadResult loaded = TraceBuilder::load(capture);
    if (!loaded.trace)
        qFatal("the job did not load: %s", loaded.error.c_str());
    m_rankJob = std::shared_ptr<const Trace>(std::move(loaded.trace));
    return m_rankJob;
}

QStringList TestTimelineView::groupTitles(TimelineView& view)
{
    QStringList titles;
    const auto& rows = view.model()->rows();
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        if (rows[static_cast<std::size_t>(r)].kind == TimelineRow::Kind::Node
            && !rows[static_cast<std::size_t>(r)].pinned)
            titles << view.trackLabels()->rowText(r).section(QStringLiteral(" · "), 0, 0);
    }
    return titles;
}

namespace {

QStringList rankTitles(std::initializer_list<int> ranks)
{
    QStringList titles;
    for (const int r : ranks)
        titles << QStringLiteral("rank %1").arg(r);
    return titles;
}

QStringList rankRange(int from, int to)
{
    QStringList titles;
    for (int r = from; r < to; ++r)
        titles << QStringLiteral("rank %1").arg(r);
    return titles;
}

int headerRowOfRank(const TimelineView& view, int rank)
{
    const auto& rows = view.model()->rows();
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const TimelineRow& row = rows[static_cast<std::size_t>(r)];
        if (row.kind == TimelineRow::Kind::Node && !row.pinned && view.model()->nodeRank(row.node) == rank)
            return r;
    }
    return -1;
}

QAction* menuAction(QMenu& menu, const QString& name)
{
    for (QAction* action : menu.actions()) {
        if (action->objectName() == name)
            return action;
    }
    return nullptr;
}

QStringList counterLabels(TimelineView& view)
{
    QStringList labels;
    const auto& rows = view.model()->rows();
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        if (rows[static_cast<std::size_t>(r)].kind == TimelineRow::Kind::Counter)
            labels << view.trackLabels()->rowText(r);
    }
    return labels;
}

} // namespace

// A rank's header: "Show Only This Rank", "Hide This Rank", "Show All Ranks"; hidden ranks take
// their rows and counters along, and the toolbar says how many ranks are shown.
void TestTimelineView::aRankHeadersMenuShowsOnlyHidesAndShowsAllRanks()
{
    const std::shared_ptr<const Trace> job = rankJob();
    if (!job)
        QSKIP("python3 could not write the job");
    TimelineView view(job);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    TrackLabels* labels = view.trackLabels();
    QVERIFY(view.findChild<QToolButton*>(QStringLiteral("ranksButton"))->isVisible());
    QVERIFY(view.rankFilterEdit()->isVisible());
    QCOMPARE(groupTitles(view), rankRange(0, 12)); // rank 2 before rank 10
    QVERIFY(view.model()->countersCollapsed());    // twelve ranks: folded until asked for
    view.model()->setCountersCollapsed(false);
    QCOMPARE(view.rankFilterStatus(), QString());

    std::unique_ptr<QMenu> menu(labels->createContextMenu(headerRowOfRank(view, 3), nullptr));
    for (const char* name : {"showOnlyRankAction", "hideRankAction", "showAllRanksAction", "foldAllRanksAction",
                             "unfoldAllRanksAction", "orderByRankAction", "orderByLatenessAction"})
        QVERIFY2(menuAction(*menu, QString::fromLatin1(name)), name);
    QVERIFY(!menuAction(*menu, QStringLiteral("orderByLatenessAction"))->isEnabled()); // no analysis yet
    menuAction(*menu, QStringLiteral("hideRankAction"))->trigger();
    QCOMPARE(view.rankFilterStatus(), QStringLiteral("showing 11 of 12 ranks"));
    QCOMPARE(view.rankFilterEdit()->text(), QStringLiteral("0-2, 4-11"));
    QVERIFY(!groupTitles(view).contains(QStringLiteral("rank 3")));
    for (int r = 0; r < static_cast<int>(view.model()->rows().size()); ++r)
        QVERIFY2(!labels->rowText(r).contains(QStringLiteral("rank 3 ")), qPrintable(labels->rowText(r)));
    QCOMPARE(counterLabels(view).size(), 11); // each rank's GPU busy

    std::unique_ptr<QMenu> onlyMenu(labels->createContextMenu(headerRowOfRank(view, 10), nullptr));
    menuAction(*onlyMenu, QStringLiteral("showOnlyRankAction"))->trigger();
    QCOMPARE(groupTitles(view), rankTitles({10}));
    QCOMPARE(view.rankFilterStatus(), QStringLiteral("showing 1 of 12 ranks"));
    QCOMPARE(view.rankFilterEdit()->text(), QStringLiteral("10"));
    const QStringList counters = counterLabels(view);
    QCOMPARE(counters.size(), 1);
    for (const QString& counter : counters)
        QVERIFY2(counter.startsWith(QStringLiteral("rank 10 · ")), qPrintable(counter));

    std::unique_ptr<QMenu> allMenu(labels->createContextMenu(headerRowOfRank(view, 10), nullptr));
    menuAction(*allMenu, QStringLiteral("showAllRanksAction"))->trigger();
    QCOMPARE(groupTitles(view), rankRange(0, 12));
    QCOMPARE(view.rankFilterStatus(), QString());
    QCOMPARE(view.rankFilterEdit()->text(), QString());
    QCOMPARE(counterLabels(view).size(), 12);
}

// "0-3, 7" in the rank field shows those five ranks; a half-typed list changes nothing; clearing
// the field shows them all.
void TestTimelineView::theRankFieldShowsTheRanksItLists()
{
    const std::shared_ptr<const Trace> job = rankJob();
    if (!job)
        QSKIP("python3 could not write the job");
    TimelineView view(job);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QLineEdit* field = view.rankFilterEdit();
    field->setFocus();
    QTest::keyClicks(field, QStringLiteral("0-3, 7"));
    QCOMPARE(groupTitles(view), rankTitles({0, 1, 2, 3, 7}));
    QCOMPARE(view.rankFilterStatus(), QStringLiteral("showing 5 of 12 ranks"));
    QTest::keyClicks(field, QStringLiteral(",9-")); // half typed: as it was at ",9"
    QCOMPARE(groupTitles(view), rankTitles({0, 1, 2, 3, 7, 9}));
    QTest::keyClicks(field, QStringLiteral("10"));
    QCOMPARE(groupTitles(view), rankTitles({0, 1, 2, 3, 7, 9, 10}));
    QCOMPARE(view.rankFilterStatus(), QStringLiteral("showing 7 of 12 ranks"));
    field->clear();
    QCOMPARE(groupTitles(view), rankRange(0, 12));
    QCOMPARE(view.rankFilterStatus(), QString());
}

// Fold All Ranks leaves the twelve headers; the keyboard folds and unfolds one from the labels.
void TestTimelineView::foldAllAndTheKeyboardFoldARank()
{
    const std::shared_ptr<const Trace> job = rankJob();
    if (!job)
        QSKIP("python3 could not write the job");
    TimelineView view(job);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const timeline::TimelineModel* model = view.model();
    const std::size_t unfolded = model->rows().size();
    QToolButton* button = view.findChild<QToolButton*>(QStringLiteral("ranksButton"));
    QMenu* menu = button->menu();
    menuAction(*menu, QStringLiteral("foldAllRanksAction"))->trigger();
    QCOMPARE(groupTitles(view), rankRange(0, 12));
    for (const TimelineRow& row : model->rows())
        QVERIFY(row.kind != TimelineRow::Kind::Process && row.kind != TimelineRow::Kind::Lane);
    menuAction(*menu, QStringLiteral("unfoldAllRanksAction"))->trigger();
    QCOMPARE(model->rows().size(), unfolded);

    TrackLabels* labels = view.trackLabels();
    labels->setFocus(Qt::TabFocusReason);
    QVERIFY(labels->hasFocus());
    const int header = headerRowOfRank(view, 5);
    labels->setCurrentRow(header);
    QTest::keyClick(labels, Qt::Key_Left);
    QVERIFY(model->isNodeCollapsed(model->rows()[static_cast<std::size_t>(header)].node));
    QCOMPARE(labels->currentRow(), header); // still on rank 5's header
    QTest::keyClick(labels, Qt::Key_Down);
    QCOMPARE(labels->currentRow(), headerRowOfRank(view, 6)); // rank 5 folded: rank 6 is next
    QTest::keyClick(labels, Qt::Key_Up);
    QTest::keyClick(labels, Qt::Key_Right);
    QCOMPARE(model->rows().size(), unfolded);
    // Left on a process goes up to its rank's header.
    QTest::keyClick(labels, Qt::Key_Down);
    QCOMPARE(model->rows()[static_cast<std::size_t>(labels->currentRow())].kind, TimelineRow::Kind::Process);
    QTest::keyClick(labels, Qt::Key_Down);
    // The rank's first range lane, under its process.
    QCOMPARE(model->rows()[static_cast<std::size_t>(labels->currentRow())].kind, TimelineRow::Kind::Query);
    QTest::keyClick(labels, Qt::Key_Left); // a range lane: up to its process
    QCOMPARE(model->rows()[static_cast<std::size_t>(labels->currentRow())].kind, TimelineRow::Kind::Process);
    QTest::keyClick(labels, Qt::Key_Down);
    QTest::keyClick(labels, Qt::Key_Left); // a lane: up to its process
    QCOMPARE(model->rows()[static_cast<std::size_t>(labels->currentRow())].kind, TimelineRow::Kind::Process);
    QTest::keyClick(labels, Qt::Key_Left); // fold the process
    QTest::keyClick(labels, Qt::Key_Left); // up to the rank
    QCOMPARE(labels->currentRow(), headerRowOfRank(view, 5));
}

// Order Ranks by Lateness waits for the analysis's order, then puts the straggler's group first;
// a pinned row, the selected event and the search's place survive the reorder and a filter.
void TestTimelineView::ranksOrderByAGivenLatenessKeepingPinsSelectionAndSearch()
{
    const std::shared_ptr<const Trace> job = rankJob();
    if (!job)
        QSKIP("python3 could not write the job");
    TimelineView view(job);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    timeline::TimelineModel* model = view.model();
    QMenu* menu = view.findChild<QToolButton*>(QStringLiteral("ranksButton"))->menu();
    QAction* byLateness = menuAction(*menu, QStringLiteral("orderByLatenessAction"));
    QAction* byRank = menuAction(*menu, QStringLiteral("orderByRankAction"));
    QVERIFY(!byLateness->isEnabled());
    QVERIFY(byRank->isChecked());
    model->setCountersCollapsed(false); // twelve ranks fold them

    // A lane of rank 9 pinned, an event of rank 4 selected, the search one step in.
    std::uint64_t pinned = 0;
    EventRef selected;
    for (const TimelineRow& row : model->rows()) {
        if (row.kind != TimelineRow::Kind::Lane)
            continue;
        if (model->processRank(row.process) == 9 && pinned == 0)
            pinned = row.key();
        if (model->processRank(row.process) == 4 && !selected.isValid() && job->lanes[row.lane].events.size() > 0)
            selected = EventRef{row.lane, 0};
    }
    QVERIFY(pinned != 0);
    QVERIFY(selected.isValid());
    model->setPinned(pinned, true);
    view.searchEdit()->setText(QStringLiteral("cudaLaunchKernel"));
    QVERIFY(view.searchNext());
    const QString firstStep = view.searchStatus();
    QVERIFY2(firstStep.startsWith(QStringLiteral("1 of ")), qPrintable(firstStep));
    view.selectEvent(selected); // after the step, which selects its match

    view.setRankLateness({"rank7", "rank3"});
    QVERIFY(byLateness->isEnabled());
    QCOMPARE(groupTitles(view), rankRange(0, 12)); // given, not yet chosen
    byLateness->trigger();
    QCOMPARE(view.rankOrder(), TimelineView::RankOrder::ByLateness);
    QCOMPARE(groupTitles(view), rankTitles({7, 3, 0, 1, 2, 4, 5, 6, 8, 9, 10, 11}));
    QVERIFY(counterLabels(view).first().startsWith(QStringLiteral("rank 7 · ")));
    QCOMPARE(model->rows().front().key(), pinned);
    QCOMPARE(view.selectedEvent(), selected);
    QCOMPARE(view.rowOfEvent(selected), model->rowOfLane(selected.lane));
    QCOMPARE(model->rows()[static_cast<std::size_t>(view.rowOfEvent(selected))].lane, selected.lane);
    QVERIFY(view.searchNext());
    QCOMPARE(view.searchStatus(), QString(firstStep).replace(0, 1, QStringLiteral("2")));

    // A new order from the analysis applies at once while lateness is chosen.
    view.setRankLateness({"rank11"});
    QCOMPARE(groupTitles(view).first(), QStringLiteral("rank 11"));
    // Hiding the pinned lane's rank keeps the pin.
    model->setNodeHidden(model->rows().front().node, true);
    QCOMPARE(model->rows().front().key(), pinned);
    model->showAllNodes();

    byRank->trigger();
    QCOMPARE(groupTitles(view), rankRange(0, 12));
    QCOMPARE(model->rows().front().key(), pinned);
    // No order any more (a capture analysed again without ranks): back to rank order, disabled.
    view.setRankLateness({"rank7"});
    byLateness->trigger();
    view.setRankLateness({});
    QVERIFY(!byLateness->isEnabled());
    QCOMPARE(view.rankOrder(), TimelineView::RankOrder::ByRank);
    QCOMPARE(groupTitles(view), rankRange(0, 12));
}

// The analysis's ranks in the order the timeline takes: last at most collectives first, then the
// one that waited least; none for a single rank or ranks without node groups.
void TestTimelineView::latenessPutsTheRankLastAtMostCollectivesFirst()
{
    RankAnalysis analysis;
    for (int r = 0; r < 12; ++r) {
        RankInfo info;
        info.rank = r;
        info.node = "rank" + std::to_string(r);
        info.waitNs = 1'000'000LL * (r == 5 ? 1 : 20 - r); // rank 5 waited least of all but the last
        info.lastCount = r == 7 ? 3 : r == 2 ? 1 : 0;
        analysis.ranks.push_back(info);
    }
    const std::vector<std::string> order = TimelineView::ranksByLateness(analysis);
    QCOMPARE(order,
             (std::vector<std::string>{"rank7", "rank2", "rank5", "rank11", "rank10", "rank9", "rank8", "rank6",
                                       "rank4", "rank3", "rank1", "rank0"}));
    analysis.ranks.front().node.clear();
    QVERIFY(TimelineView::ranksByLateness(analysis).empty());
    analysis.ranks.resize(1);
    analysis.ranks.front().node = "rank0";
    QVERIFY(TimelineView::ranksByLateness(analysis).empty());
}

// A job's profiler ranges: no global "Profiler ranges" lanes at the top, each rank's under its
// process, titled as before, said whose in the tooltip, gone with their rank when it is hidden.
void TestTimelineView::eachRanksProfilerRangesSitUnderItsProcess()
{
    const std::shared_ptr<const Trace> job = rankJob();
    if (!job)
        QSKIP("python3 could not write the job");
    TimelineView view(job);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const timeline::TimelineModel* model = view.model();
    TrackLabels* labels = view.trackLabels();
    const auto& rows = model->rows();
    // The top: the folded counters, then the first rank's header.
    QCOMPARE(rows[0].kind, TimelineRow::Kind::CounterGroup);
    QCOMPARE(rows[1].kind, TimelineRow::Kind::Node);
    QMap<int, int> lanesOfRank;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const TimelineRow& row = rows[static_cast<std::size_t>(r)];
        if (row.kind != TimelineRow::Kind::Query)
            continue;
        QVERIFY(row.node != UINT32_MAX);
        const QString title = labels->rowText(r);
        QVERIFY2(title == QStringLiteral("Profiler ranges")
                     || title.startsWith(QStringLiteral("Profiler ranges · level ")),
                 qPrintable(title));
        ++lanesOfRank[model->nodeRank(row.node)];
    }
    QCOMPARE(lanesOfRank.size(), 12);

    // Its tooltip names the process it is of.
    const int rank7 = headerRowOfRank(view, 7);
    int rangeRow = -1;
    for (int r = rank7; r < static_cast<int>(rows.size()) && rangeRow < 0; ++r) {
        if (rows[static_cast<std::size_t>(r)].kind == TimelineRow::Kind::Query)
            rangeRow = r;
    }
    QVERIFY(rangeRow > rank7);
    QCOMPARE(model->nodeRank(rows[static_cast<std::size_t>(rangeRow)].node), 7);
    const timeline::QueryLane* lane = model->queryLane(rows[static_cast<std::size_t>(rangeRow)].query);
    QVERIFY(lane && lane->events.size() > 0);
    TrackPainter* tracks = view.trackPainter();
    const qint64 start = lane->events.start[0];
    const qint64 duration = lane->events.durationAt(0);
    view.zoom()->setRange(start - duration / 10, start + duration + duration / 10,
                          timeline::ZoomControl::History::None);
    view.ensureRowVisible(rangeRow);
    const TrackPainter::Hit hit = tracks->hitTest(
        QPoint(int(tracks->xForTime(start + duration / 2)), tracks->rowCenterY(rangeRow)));
    QVERIFY(hit.isQueryEvent());
    const QString tip = tracks->toolTipText(hit);
    QVERIFY2(tip.contains(QStringLiteral("ProfilerStep#1")) && tip.contains(QStringLiteral("rank 7")), qPrintable(tip));

    // Hidden, rank 7 takes its range lanes along.
    view.model()->setNodeHidden(rows[static_cast<std::size_t>(rank7)].node, true);
    for (const TimelineRow& row : model->rows())
        QVERIFY(row.kind != TimelineRow::Kind::Query || model->nodeRank(row.node) != 7);
}
