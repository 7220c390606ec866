// Device memory of an open capture in the Memory workspace: View ▸ Device Memory opens a tab
// whose block map holds the allocations the capture never freed (by SQL over the capture),
// scrubbing back shows those alive then, a right-click on a cudaFree in the timeline opens the
// state just after it, a capture without pointers says why instead of showing an empty view,
// and the tabs go with the capture.

#include "OpCatalog.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TracedMemory.h"
#include "memory/BlockMap.h"
#include "memory/MemoryWorkspace.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sqlite3.h>

#include <set>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

// Addresses of the allocations of `pid` live at `t` (INT64_MAX: at the end), by SQL: returned by
// then, and no successful cudaFree of the address between their return and `t`.
std::set<std::uint64_t> liveBySql(const QString& path, std::uint32_t pid, std::int64_t t)
{
    std::set<std::uint64_t> live;
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path.toStdString(), true, &error))
        return live;
    capture::SqliteStatement q(db, R"(
        SELECT m.arg1 FROM events m
        LEFT JOIN (SELECT pid, arg0 AS p, MAX(timestamp) AS last FROM events
                   WHERE source = 1 AND op = 2 AND ret_code = 0 AND timestamp <= ?1 GROUP BY pid, arg0) f
          ON f.pid = m.pid AND f.p = m.arg1
        WHERE m.source = 1 AND m.op IN (1, 8) AND m.ret_code = 0 AND m.arg1 <> 0 AND m.pid = ?2
          AND m.timestamp + m.duration <= ?1
          AND (f.last IS NULL OR f.last < m.timestamp + m.duration))");
    q.bind(1, t);
    q.bind(2, static_cast<std::int64_t>(pid));
    while (q.step() == SQLITE_ROW)
        live.insert(static_cast<std::uint64_t>(q.int64(0)));
    return live;
}

std::set<std::uint64_t> mappedSegments(const MemoryWorkspace* w)
{
    std::set<std::uint64_t> out;
    for (int row = 0; row < w->blockMap()->rowCount(); ++row)
        out.insert(w->blockMap()->segmentOfRow(row)->segment.address);
    return out;
}

bool open(MainWindow& window, const QString& path)
{
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    window.openCapture(path);
    return loaded.wait(60000);
}

MemoryWorkspace* triggerDeviceMemory(MainWindow& window)
{
    QSignalSpy opened(window.workspace(), &CaptureWorkspace::deviceMemoryOpened);
    window.findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->trigger();
    if (!opened.wait(60000))
        return nullptr;
    return opened.at(0).at(0).value<MemoryWorkspace*>();
}

void saveScreenshot(QWidget& window, const QString& name)
{
    const QString dir = qEnvironmentVariable("FAULTLINE_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents(); // queued replots
    QVERIFY(window.grab().save(dir + QLatin1Char('/') + name));
}

} // namespace

class TestDeviceMemory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_capture;

private slots:
    void initTestCase();
    void init();

    void theActionOpensATabHoldingWhatTheCaptureNeverFreed();
    void scrubbingBackShowsTheAllocationsAliveThen();
    void rightClickOnAFreeShowsTheStateJustAfterIt();
    void aCaptureWithoutPointersSaysWhyInsteadOfAnEmptyView();
    void theTabsGoWithTheCapture();
};

void TestDeviceMemory::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_device_memory"));
    QVERIFY(m_dir.isValid());
    m_capture = m_dir.filePath(QStringLiteral("fragmentation.db"));
    capture::ScenarioOptions options;
    options.scenario = "fragmentation";
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(m_capture.toStdString(), options);
    QVERIFY2(written.ok, written.error.c_str());
}

void TestDeviceMemory::init()
{
    // Any warning fails, except the offscreen platform's notes (size hints; raise() for tool tips;
    // no keyboard or mouse grab for the context menu).
    QTest::failOnWarning(QRegularExpression(QStringLiteral(
        "^(?!This plugin does not support (propagateSizeHints\\(\\)|raise\\(\\)|grabbing the (keyboard|mouse)))")));
}

void TestDeviceMemory::theActionOpensATabHoldingWhatTheCaptureNeverFreed()
{
    MainWindow window;
    QVERIFY(!window.findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->isEnabled());
    window.show();
    QVERIFY(open(window, m_capture));
    QVERIFY(window.findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->isEnabled());
    QCOMPARE(window.findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_5));
    const int tabs = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count();

    MemoryWorkspace* w = triggerDeviceMemory(window);
    QVERIFY(w);
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count(), tabs + 1);
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->currentWidget(), w);
    const TracedMemoryResult expected = buildTracedMemory(*window.workspace()->trace());
    QCOMPARE(expected.processes.size(), std::size_t(1));
    const TracedMemory& m = expected.processes.front();
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))
                 ->tabText(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->currentIndex()),
             QStringLiteral("Device memory — ") + QString::fromStdString(m.title()));

    // The final state: one segment per allocation never freed, at its address.
    const std::set<std::uint64_t> live = liveBySql(m_capture, m.pid, INT64_MAX);
    QVERIFY(live.size() > 10);
    QCOMPARE(w->position(), w->replay()->entryCount());
    QCOMPARE(static_cast<std::size_t>(w->blockMap()->rowCount()), live.size());
    QCOMPARE(mappedSegments(w), live);
    QCOMPARE(w->replay()->anomalyCount(), std::uint64_t(0));
    // The fragmentation scenario's FFI cuMemAlloc buffers have their addresses, as the probe
    // records them: in the history with the caching allocator's segments, all given back.
    capture::SqliteDb db;
    std::string error;
    QVERIFY2(db.openReadOnly(m_capture.toStdString(), true, &error), error.c_str());
    const std::int64_t runtime = db.queryInt("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1", -1);
    const std::int64_t ffi = db.queryInt("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                                         "WHERE e.source = 4 AND e.op = 5 AND instr(s.frames, 'libffi') > 0",
                                         -1);
    QVERIFY(ffi > 100);
    QCOMPARE(static_cast<std::int64_t>(m.stats.allocations), runtime + ffi);
    QCOMPARE(m.stats.allocationsWithoutAddress, std::uint64_t(0));
    auto* warning = w->findChild<QLabel*>(QStringLiteral("snapshotWarnings"));
    QVERIFY(!warning || !warning->text().contains(QStringLiteral("without an address")));

    // Again: the open tab comes back, nothing is converted twice.
    window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->setCurrentIndex(0);
    QSignalSpy opened(window.workspace(), &CaptureWorkspace::deviceMemoryOpened);
    window.findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->trigger();
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->currentWidget(), w);
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count(), tabs + 1);
    QVERIFY(!window.isBusy());
    QCOMPARE(opened.count(), 0);
    saveScreenshot(window, QStringLiteral("device-memory-final.png"));
}

void TestDeviceMemory::scrubbingBackShowsTheAllocationsAliveThen()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, m_capture));
    MemoryWorkspace* w = triggerDeviceMemory(window);
    QVERIFY(w);
    const TracedMemoryResult expected = buildTracedMemory(*window.workspace()->trace());
    const TracedMemory& m = expected.processes.front();
    const std::set<std::uint64_t> atEnd = liveBySql(m_capture, m.pid, INT64_MAX);

    for (const double fraction : {0.2, 0.55, 0.8}) {
        const Trace& trace = *window.workspace()->trace();
        const auto t = trace.beginNs
            + static_cast<std::int64_t>(fraction * static_cast<double>(trace.endNs - trace.beginNs));
        const std::size_t position = m.positionAt(t);
        QVERIFY(position < w->replay()->entryCount());
        w->scrubber()->setValue(static_cast<int>(position));
        QCOMPARE(w->position(), position);
        const std::set<std::uint64_t> then = liveBySql(m_capture, m.pid, t);
        QVERIFY(!then.empty());
        QVERIFY(then != atEnd);
        QCOMPARE(mappedSegments(w), then);
        if (fraction == 0.55)
            saveScreenshot(window, QStringLiteral("device-memory-scrubbed.png"));
    }
}

void TestDeviceMemory::rightClickOnAFreeShowsTheStateJustAfterIt()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, m_capture));
    const Trace& trace = *window.workspace()->trace();
    // A successful cudaFree halfway through the capture.
    EventRef free;
    for (std::uint32_t l = 0; l < trace.lanes.size() && !free.isValid(); ++l) {
        const EventColumns& e = trace.lanes[l].events;
        for (std::uint32_t i = 0; i < e.size(); ++i) {
            if (e.sourceAt(i) == 1 && e.opAt(i) == capture::ops::CudaFree && e.retCodeAt(i) == 0 && e.arg0[i] != 0
                && e.start[i] > trace.beginNs + (trace.endNs - trace.beginNs) / 2) {
                free = {l, i};
                break;
            }
        }
    }
    QVERIFY(free.isValid());
    const std::uint64_t address = trace.lanes[free.lane].events.arg0[free.index];

    TimelineView* timeline = window.workspace()->timelineView();
    TrackPainter* tracks = timeline->trackPainter();
    timeline->zoomToEvent(free);
    timeline->revealEvent(free);
    QCoreApplication::processEvents();
    const qint64 start = trace.lanes[free.lane].events.start[free.index];
    const QPoint at(
        static_cast<int>(tracks->xForTime(start + trace.lanes[free.lane].events.durationAt(free.index) / 2)),
        tracks->rowCenterY(timeline->rowOfEvent(free)));
    QCOMPARE(tracks->hitTest(at).event, free);

    // Choose the menu's first entry with the keyboard once it is up.
    QStringList entries;
    QTimer::singleShot(0, this, [&entries] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return;
        for (const QAction* a : menu->actions()) {
            if (!a->isSeparator())
                entries.append(a->text());
        }
        menu->setActiveAction(menu->actions().value(0));
        QTest::keyClick(menu, Qt::Key_Return);
    });
    QSignalSpy opened(window.workspace(), &CaptureWorkspace::deviceMemoryOpened);
    QContextMenuEvent click(QContextMenuEvent::Mouse, at, tracks->mapToGlobal(at));
    QCoreApplication::sendEvent(tracks, &click);
    // Then the notes' entries (a note at that time, pinned to the call).
    QVERIFY(!entries.isEmpty());
    QCOMPARE(entries.front(), QStringLiteral("Show in Device Memory"));
    for (const QString& entry : entries.mid(1))
        QVERIFY2(entry.startsWith(QStringLiteral("Add Note")), qPrintable(entry));
    QCOMPARE(timeline->selectedEvent(), free);
    QVERIFY(opened.wait(60000));
    auto* w = opened.at(0).at(0).value<MemoryWorkspace*>();
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->currentWidget(), w);

    const TracedMemoryResult expected = buildTracedMemory(trace);
    const auto position = expected.processes.front().positionOf(free);
    QVERIFY(position);
    QCOMPARE(w->position(), *position);
    QVERIFY(!mappedSegments(w).count(address)); // freed
    w->setPosition(*position - 3);              // before its free_requested, free_completed, segment_free
    QVERIFY(mappedSegments(w).count(address));

    // A call that is not an allocation or free offers nothing.
    QVERIFY(!isTracedMemoryCall(trace, EventRef{}));
}

void TestDeviceMemory::aCaptureWithoutPointersSaysWhyInsteadOfAnEmptyView()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    MainWindow window;
    window.show();
    QVERIFY(open(window, path));
    const int tabs = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count();
    QSignalSpy unavailable(window.workspace(), &CaptureWorkspace::deviceMemoryUnavailable);
    QSignalSpy opened(window.workspace(), &CaptureWorkspace::deviceMemoryOpened);
    window.findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->trigger();
    QVERIFY(unavailable.wait(60000));
    const QString message = unavailable.at(0).at(0).toString();
    QVERIFY2(message.startsWith(QStringLiteral("No traced allocations with addresses: ")), qPrintable(message));
    QCOMPARE(opened.count(), 0);
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count(), tabs);
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("deviceMemoryMessage"));
    QVERIFY(box);
    QCOMPARE(box->text(), message);
    box->close();
}

void TestDeviceMemory::theTabsGoWithTheCapture()
{
    MainWindow window;
    window.show();
    QVERIFY(open(window, m_capture));
    QPointer<MemoryWorkspace> w = triggerDeviceMemory(window);
    QVERIFY(w);
    window.closeCapture();
    QVERIFY(w.isNull());
    QVERIFY(!window.findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->isEnabled());
    for (int i = 0; i < window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count(); ++i)
        QVERIFY(!window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))
                     ->tabText(i)
                     .startsWith(QStringLiteral("Device memory")));
}

QTEST_MAIN(TestDeviceMemory)
#include "tst_device_memory.moc"
