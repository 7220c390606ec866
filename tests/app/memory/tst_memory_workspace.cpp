// The Memory tab of a PyTorch memory snapshot, on the real fixtures: the block map shows the
// device's segments, the fragmentation panel the figures SnapshotMetrics computes, the
// history scrubber the replay's state at an entry, a frame outlines the blocks it allocated,
// drops open the tab and hostile files give an error.

#include "OomExplainer.h"
#include "SiteSeries.h"
#include "SnapshotMetrics.h"
#include "SnapshotReplay.h"
#include "TestDragDrop.h"
#include "TestPaths.h"
#include "Units.h"
#include "memory/BlockMap.h"
#include "memory/MemoryTimeline.h"
#include "memory/MemoryWorkspace.h"
#include "memory/SnapshotLoader.h"
#include "memory/TraceEntryModel.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QToolTip>
#include <QUrl>
#include <QWheelEvent>

#include <algorithm>
#include <set>

using namespace faultline;
using namespace faultline::snapshot;
using faultline::test::sharedDir;
using faultline::test::snapshotFixture;

namespace {

// Has a trace with allocations and frames.
const QString kTraced = QStringLiteral("v21__select_n__snapshot_04d383c.pickle");
const QString kOom = QStringLiteral("v20__llm-inference__oom_snapshot.pickle");
// Has an `oom` trace entry.
const QString kOomEntry = QStringLiteral("synthetic/syn_newest.json");

std::unique_ptr<MemoryWorkspace> openWorkspace(const QString& name)
{
    const QString path = name.startsWith(QLatin1Char('/')) ? name : snapshotFixture(name);
    LoadedSnapshot loaded = SnapshotLoader::read(path);
    if (!loaded.snapshot)
        return nullptr;
    auto workspace = std::make_unique<MemoryWorkspace>(path, std::move(loaded));
    workspace->resize(1200, 800);
    workspace->show();
    return workspace;
}

std::size_t deviceSegments(const Snapshot& s, std::int64_t device)
{
    return static_cast<std::size_t>(std::count_if(s.segments.begin(), s.segments.end(), [device](const Segment& seg) {
        return !seg.host && seg.device == device;
    }));
}

// The block drawn at `address` in the map, or null.
const StateBlock* mappedBlock(const BlockMap* map, std::uint64_t address)
{
    for (int row = 0; row < map->rowCount(); ++row)
        for (const StateBlock& b : map->segmentOfRow(row)->blocks)
            if (b.address == address)
                return &b;
    return nullptr;
}

} // namespace

class TestMemoryWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void theBlockMapShowsEverySegmentOfTheDevice_data();
    void theBlockMapShowsEverySegmentOfTheDevice();
    void ctrlWheelZoomsTheBlockMapHorizontally();
    void choosingAnotherDeviceShowsItsSegments();
    void theFragmentationPanelShowsSnapshotMetrics_data();
    void theFragmentationPanelShowsSnapshotMetrics();
    void highFiguresAreTheOnesThatHurt();
    void anEntryNamesTheUsersLineAndAClickShowsItsWholeStack();
    void theScrubberShowsTheReplayStateAtAnEntry();
    void selectingAnEntryMovesTheScrubber();
    void aFrameHighlightsExactlyTheBlocksItAllocated();
    void hoveringABlockShowsItsSizesStreamAndFrames();
    void theEntryModelIsAVirtualTableOverTheTrace();
    void theTimelineShowsMemoryOverTheHistoryAndSeeks_data();
    void theTimelineShowsMemoryOverTheHistoryAndSeeks();
    void theTimelineStacksActiveMemoryByAllocationSite();
    void clickingALegendEntryOutlinesTheBlocksOfItsSite();
    void clickingABandSelectsItsSiteAndHoveringNamesIt();
    void anOomEntryIsExplained();
    void aSnapshotThatRanOutOfMemoryOpensOnWhy_data();
    void aSnapshotThatRanOutOfMemoryOpensOnWhy();
    void eachEntrySaysWhereItHappened();
    void aPastedOomMessageIsExplained();
    void droppingASnapshotOpensAMemoryTab();
    void aHostileFileShowsAnErrorAndNoTab_data();
    void aHostileFileShowsAnErrorAndNoTab();
};

void TestMemoryWorkspace::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_memory_workspace"));
}

void TestMemoryWorkspace::init()
{
    // Any warning fails, except the offscreen platform's notes (size hints; raise() for tool tips).
    QTest::failOnWarning(
        QRegularExpression(QStringLiteral("^(?!This plugin does not support (propagateSizeHints|raise)\\(\\))")));
}

void TestMemoryWorkspace::theBlockMapShowsEverySegmentOfTheDevice_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("traced") << kTraced;
    QTest::newRow("oom") << kOom;
    QTest::newRow("npu") << QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl");
    QTest::newRow("state-only") << QStringLiteral("v21__select_n__snapshot_b890bc5_state_only.pickle");
}

void TestMemoryWorkspace::theBlockMapShowsEverySegmentOfTheDevice()
{
    QFETCH(QString, name);
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(name));
    const auto w = openWorkspace(name);
    QVERIFY(w);
    const std::size_t segments = deviceSegments(w->snapshot(), w->device());
    QVERIFY(segments > 0);
    QCOMPARE(static_cast<std::size_t>(w->blockMap()->rowCount()), segments);
    // Every row is its segment tiled: block sizes add up to the segment's size.
    for (int row = 0; row < w->blockMap()->rowCount(); ++row) {
        const StateSegment* s = w->blockMap()->segmentOfRow(row);
        std::uint64_t sum = 0;
        for (const StateBlock& b : s->blocks)
            sum += b.size;
        QCOMPARE(sum, s->segment.size);
    }
    // Filtering by a stream keeps exactly that stream's segments.
    QComboBox* streams = w->findChild<QComboBox*>(QStringLiteral("streamCombo"));
    QVERIFY(streams && streams->count() >= 2);
    streams->setCurrentIndex(1);
    const auto stream = static_cast<std::uint32_t>(streams->currentData().toInt());
    const auto expected = std::count_if(
        w->snapshot().segments.begin(), w->snapshot().segments.end(),
        [&](const Segment& s) { return !s.host && s.device == w->device() && s.stream == stream; });
    QCOMPARE(w->blockMap()->rowCount(), static_cast<int>(expected));
}

void TestMemoryWorkspace::choosingAnotherDeviceShowsItsSegments()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kOomEntry));
    const auto w = openWorkspace(kOomEntry);
    QVERIFY(w);
    const std::vector<std::int64_t> devices = w->snapshot().devices();
    QVERIFY(devices.size() >= 2);
    auto* combo = w->findChild<QComboBox*>(QStringLiteral("deviceCombo"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), static_cast<int>(devices.size()));
    const std::int64_t other = devices.back();
    QVERIFY(other != w->device());
    QSignalSpy shown(w.get(), &MemoryWorkspace::deviceShown);
    combo->setCurrentIndex(combo->count() - 1);
    QVERIFY(shown.wait(30000));
    QCOMPARE(shown.at(0).at(0).toLongLong(), other);
    QCOMPARE(w->device(), other);
    QCOMPARE(w->replay()->device(), other);
    QCOMPARE(static_cast<std::size_t>(w->blockMap()->rowCount()), deviceSegments(w->snapshot(), other));
    QCOMPARE(w->entryView()->model()->rowCount(), static_cast<int>(w->snapshot().traceOf(other).count()));
    const SnapshotMetrics all = computeMetrics(w->snapshot());
    const DeviceMetrics* expected = all.device(other);
    QVERIFY(expected && expected->segments > 0);
    QCOMPARE(w->shownMetrics().reserved, expected->reserved);
}

void TestMemoryWorkspace::ctrlWheelZoomsTheBlockMapHorizontally()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    BlockMap* map = w->blockMap();
    QVERIFY(map->rowCount() > 0);
    const int before = map->blockRect(0, 0).width();
    const int mapWidth = map->width();
    const QPointF at(map->blockRect(0, 0).center());
    QWheelEvent zoomIn(at, map->mapToGlobal(at), QPoint(), QPoint(0, 480), Qt::NoButton, Qt::ControlModifier,
                       Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(map, &zoomIn);
    QVERIFY(map->zoom() > 2.0);
    QVERIFY(map->blockRect(0, 0).width() > before);
    QVERIFY(map->width() > mapWidth);
    // Zooming keeps the block under the mouse under it.
    auto* scroll = w->findChild<QScrollArea*>(QStringLiteral("blockMapScroll"));
    QVERIFY(scroll);
    const int x = scroll->viewport()->width() * 3 / 5;
    const StateBlock* under = nullptr;
    QPoint onScreen;
    for (int r = 0; r < map->rowCount() && !under; ++r) {
        onScreen = QPoint(x, map->blockRect(r, 0).center().y());
        under = map->blockAt(map->mapFrom(scroll->viewport(), onScreen));
    }
    QVERIFY(under);
    const QPointF local(map->mapFrom(scroll->viewport(), onScreen));
    QWheelEvent again(local, map->mapToGlobal(local), QPoint(), QPoint(0, 360), Qt::NoButton, Qt::ControlModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(map, &again);
    QVERIFY(scroll->horizontalScrollBar()->value() > 0);
    QCOMPARE(map->blockAt(map->mapFrom(scroll->viewport(), onScreen)), under);

    // Without Ctrl the wheel is the scroll area's.
    const double zoom = map->zoom();
    QWheelEvent plain(at, map->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(map, &plain);
    QCOMPARE(map->zoom(), zoom);
}

void TestMemoryWorkspace::theFragmentationPanelShowsSnapshotMetrics_data()
{
    theBlockMapShowsEverySegmentOfTheDevice_data();
}

void TestMemoryWorkspace::theFragmentationPanelShowsSnapshotMetrics()
{
    QFETCH(QString, name);
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(name));
    const auto w = openWorkspace(name);
    QVERIFY(w);
    const SnapshotMetrics all = computeMetrics(w->snapshot());
    const DeviceMetrics* expected = all.device(w->device());
    QVERIFY(expected);
    const DeviceMetrics& shown = w->shownMetrics();
    QCOMPARE(shown.reserved, expected->reserved);
    QCOMPARE(shown.allocated, expected->allocated);
    QCOMPARE(shown.requested, expected->requested);
    QCOMPARE(shown.internalWaste, expected->internalWaste);
    QCOMPARE(shown.pendingFree, expected->pendingFree);
    QCOMPARE(shown.inactive, expected->inactive);
    QCOMPARE(shown.releasableByEmptyCache, expected->releasableByEmptyCache);
    QCOMPARE(shown.largestFreeBlock, expected->largestFreeBlock);
    QCOMPARE(shown.externalFragRatio, expected->externalFragRatio);
    QCOMPARE(shown.memoryvizSumsqMetric, expected->memoryvizSumsqMetric);
    // A high figure is marked in words and colour; the number is the same.
    const QStringList high = MemoryWorkspace::highFigures(*expected);
    const auto label = [&w, &high](const char* key) -> QString {
        const QLabel* l = w->findChild<QLabel*>(QStringLiteral("metric_") + QLatin1String(key));
        if (!l)
            return QStringLiteral("<missing>");
        const bool marked = l->text().endsWith(QStringLiteral(" (high)"));
        if (marked != high.contains(QLatin1String(key)) || l->property("high").toBool() != marked)
            return QStringLiteral("<wrongly marked> ") + l->text();
        return marked ? l->text().chopped(7) : l->text();
    };
    // Every figure says what it means, beside it.
    for (const char* key : {"reserved", "allocated", "inactive", "largest_free_block", "external_frag_ratio"}) {
        const QLabel* meaning = w->findChild<QLabel*>(QStringLiteral("meaning_") + QLatin1String(key));
        QVERIFY(meaning && !meaning->text().isEmpty());
    }
    QCOMPARE(label("reserved"), QString::fromStdString(text::formatBytes(expected->reserved)));
    QCOMPARE(label("allocated"), QString::fromStdString(text::formatBytes(expected->allocated)));
    QCOMPARE(label("inactive"), QString::fromStdString(text::formatBytes(expected->inactive)));
    QCOMPARE(label("largest_free_block"), QString::fromStdString(text::formatBytes(expected->largestFreeBlock)));
    QCOMPARE(label("external_frag_ratio"), QString::number(expected->externalFragRatio, 'f', 4));
}

// Which figures the Fragmentation tab marks high: a share of what they are part of, and external
// fragmentation only when the cached free is worth worrying about.
void TestMemoryWorkspace::highFiguresAreTheOnesThatHurt()
{
    DeviceMetrics m;
    m.reserved = 100ULL << 30;
    m.allocated = 60ULL << 30;
    m.internalWaste = 1LL << 30;
    m.inactive = 1ULL << 30;
    m.externalFragRatio = 0.96; // many small pieces, but only 1 % of reserved
    QVERIFY(MemoryWorkspace::highFigures(m).isEmpty());
    m.inactive = 30ULL << 30;
    m.internalWaste = 7LL << 30;
    m.pendingFree = 6ULL << 30;
    const QStringList high = MemoryWorkspace::highFigures(m);
    for (const char* key : {"inactive", "external_frag_ratio", "largest_free_block", "internal_waste", "pending_free"})
        QVERIFY2(high.contains(QLatin1String(key)), key);
    m.externalFragRatio = 0.2; // one large free piece: fine
    QVERIFY(!MemoryWorkspace::highFigures(m).contains(QStringLiteral("external_frag_ratio")));
}

// The Where column of a real H100 snapshot names the workload's own line, not torch or c10
// (issue 46); a click on the entry shows its whole stack in the Frames tab, that line in bold.
void TestMemoryWorkspace::anEntryNamesTheUsersLineAndAClickShowsItsWholeStack()
{
    const QString path = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/leak_history.pickle");
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto w = openWorkspace(path);
    QVERIFY(w);
    QVERIFY(QTest::qWaitFor([&] { return w->replay() != nullptr; }, 60000));
    const Snapshot& s = w->snapshot();
    QTableView* entries = w->entryView();
    // The first allocation whose stack holds more than the user's frame.
    int row = -1;
    for (std::size_t k = 0; k < w->replay()->entryCount() && row < 0; ++k) {
        const std::size_t r = w->replay()->rowOf(k);
        if (s.trace.action[r] == Action::Alloc && s.stack(s.trace.stack[r]).size() > 1)
            row = static_cast<int>(k);
    }
    QVERIFY(row >= 0);
    const std::size_t traceRow = w->replay()->rowOf(static_cast<std::size_t>(row));
    const QString where = entries->model()->index(row, TraceEntryModel::Site).data().toString();
    QVERIFY2(where.contains(QLatin1String("leak_history.py")), qPrintable(where));
    QVERIFY2(!where.contains(QLatin1String("torch/")) && !where.contains(QLatin1String("c10::")), qPrintable(where));

    const QModelIndex index = entries->model()->index(row, TraceEntryModel::Action);
    entries->scrollTo(index);
    QTest::mouseClick(entries->viewport(), Qt::LeftButton, {}, entries->visualRect(index).center());
    QListWidget* frames = w->frameList();
    QVERIFY(frames->isVisible());
    int shown = 0;
    int bold = 0;
    for (int i = 0; i < frames->count(); ++i) {
        ++shown;
        if (frames->item(i)->font().bold()) {
            ++bold;
            QVERIFY2(frames->item(i)->text().contains(QLatin1String("leak_history.py")),
                     qPrintable(frames->item(i)->text()));
        }
    }
    QCOMPARE(bold, 1);
    std::size_t notNoise = 0;
    for (const FrameId f : s.stack(s.trace.stack[traceRow]))
        notNoise += s.isNoiseFrame(f) ? 0 : 1;
    QCOMPARE(static_cast<std::size_t>(shown), notNoise);
    QVERIFY(shown > 1);
}

void TestMemoryWorkspace::theScrubberShowsTheReplayStateAtAnEntry()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w && w->replay());
    const SnapshotReplay& replay = *w->replay();
    QVERIFY(replay.entryCount() > 10);
    // An allocation in the middle of the history.
    const TraceColumns& t = w->snapshot().trace;
    std::optional<std::size_t> alloc;
    for (std::size_t k = replay.entryCount() / 2; k < replay.entryCount() && !alloc; ++k)
        if (t.action[replay.rowOf(k)] == Action::Alloc)
            alloc = k;
    QVERIFY(alloc);
    const std::uint64_t address = t.addr[replay.rowOf(*alloc)];

    w->scrubber()->setValue(static_cast<int>(*alloc) + 1);
    QCOMPARE(w->position(), *alloc + 1);
    const StateBlock* after = mappedBlock(w->blockMap(), address);
    QVERIFY(after);
    QCOMPARE(after->state, BlockState::ActiveAllocated);
    ReplayCursor cursor(replay);
    cursor.seek(*alloc + 1);
    const ReplayState state = cursor.state();
    QVERIFY(state.blockAt(address));
    QCOMPARE(after->size, state.blockAt(address)->size);
    QCOMPARE(after->stack, state.blockAt(address)->stack);

    // One entry earlier the block is not allocated yet.
    w->scrubber()->setValue(static_cast<int>(*alloc));
    const StateBlock* before = mappedBlock(w->blockMap(), address);
    QVERIFY(!before || before->state != BlockState::ActiveAllocated);
    // The list follows the scrubber: the selected row is the last applied entry.
    QCOMPARE(w->entryView()->currentIndex().row(), static_cast<int>(*alloc) - 1);
}

void TestMemoryWorkspace::selectingAnEntryMovesTheScrubber()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w && w->replay());
    const int row = static_cast<int>(w->replay()->entryCount() / 3);
    w->entryView()->setCurrentIndex(w->entryView()->model()->index(row, 0));
    QCOMPARE(w->scrubber()->value(), row + 1);
    QCOMPARE(w->position(), static_cast<std::size_t>(row) + 1);
    ReplayCursor cursor(*w->replay());
    cursor.seek(static_cast<std::size_t>(row) + 1);
    QCOMPARE(w->state().totals, cursor.totals());
}

void TestMemoryWorkspace::aFrameHighlightsExactlyTheBlocksItAllocated()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    BlockMap* map = w->blockMap();
    // Click the first allocated block that has frames.
    int row = -1;
    int index = -1;
    for (int r = 0; r < map->rowCount() && row < 0; ++r) {
        const auto& blocks = map->segmentOfRow(r)->blocks;
        for (std::size_t i = 0; i < blocks.size(); ++i)
            if (blocks[i].state == BlockState::ActiveAllocated && blocks[i].stack != 0) {
                row = r;
                index = static_cast<int>(i);
                break;
            }
    }
    QVERIFY(row >= 0);
    const QRect rect = map->blockRect(row, index);
    QTest::mouseClick(map, Qt::LeftButton, Qt::NoModifier, rect.center());
    QListWidget* frames = w->frameList();
    QVERIFY(frames->count() > 0);
    QListWidgetItem* item = frames->item(frames->count() - 1); // an outer frame: shared by many stacks
    const auto frame = static_cast<FrameId>(item->data(Qt::UserRole).toLongLong());
    frames->setCurrentItem(item);

    std::set<std::uint64_t> expected;
    for (int r = 0; r < map->rowCount(); ++r)
        for (const StateBlock& b : map->segmentOfRow(r)->blocks) {
            if (b.state == BlockState::Inactive)
                continue;
            const auto stack = w->snapshot().stack(b.stack);
            if (std::find(stack.begin(), stack.end(), frame) != stack.end())
                expected.insert(b.address);
        }
    const std::vector<std::uint64_t> shown = map->highlightedBlocks();
    QVERIFY(!expected.empty());
    QCOMPARE(std::set<std::uint64_t>(shown.begin(), shown.end()), expected);
    QCOMPARE(shown.size(), expected.size());
    frames->setCurrentItem(nullptr);
    QVERIFY(map->highlightedBlocks().empty());
}

void TestMemoryWorkspace::hoveringABlockShowsItsSizesStreamAndFrames()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    BlockMap* map = w->blockMap();
    const Snapshot& snap = w->snapshot();
    for (int r = 0; r < map->rowCount(); ++r) {
        const auto& blocks = map->segmentOfRow(r)->blocks;
        for (std::size_t i = 0; i < blocks.size(); ++i) {
            const StateBlock& b = blocks[i];
            if (b.state != BlockState::ActiveAllocated || b.stack == 0)
                continue;
            const QPoint at = map->blockRect(r, static_cast<int>(i)).center();
            QCOMPARE(map->blockAt(at), &b);
            QHelpEvent help(QEvent::ToolTip, at, map->mapToGlobal(at));
            QCoreApplication::sendEvent(map, &help);
            const QString tip = QToolTip::text();
            QVERIFY2(tip.contains(QString::fromStdString(text::formatBytes(b.size))), qPrintable(tip));
            QVERIFY2(tip.contains(QString::number(b.requested)), qPrintable(tip));
            QVERIFY2(
                tip.contains(QStringLiteral("0x%1").arg(snap.streams[map->segmentOfRow(r)->segment.stream], 0, 16)),
                qPrintable(tip));
            // The innermost Python frame that is not noise is listed.
            for (const FrameId f : snap.stack(b.stack))
                if (!snap.isNoiseFrame(f) && snap.frameKind(f) == FrameKind::Python) {
                    QVERIFY2(tip.contains(QString::fromStdString(snap.describeFrame(f)).toHtmlEscaped()),
                             qPrintable(tip));
                    break;
                }
            QToolTip::hideText();
            return;
        }
    }
    QFAIL("no allocated block with frames");
}

void TestMemoryWorkspace::theEntryModelIsAVirtualTableOverTheTrace()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w && w->replay());
    auto* model = qobject_cast<TraceEntryModel*>(w->entryView()->model());
    QVERIFY(model);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(static_cast<std::size_t>(model->rowCount()), w->replay()->entryCount());
    const std::size_t last = w->replay()->entryCount() - 1;
    const std::size_t row = w->replay()->rowOf(last);
    QCOMPARE(model->index(static_cast<int>(last), TraceEntryModel::Action).data().toString(),
             QString::fromUtf8(w->snapshot().actionNameOf(row)));
    QCOMPARE(model->index(static_cast<int>(last), TraceEntryModel::Address).data().toString(),
             QStringLiteral("0x%1").arg(w->snapshot().trace.addr[row], 0, 16));
}

void TestMemoryWorkspace::theTimelineShowsMemoryOverTheHistoryAndSeeks_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("timed");
    QTest::newRow("entries (PyTorch 2.1, no times)") << kTraced << false;
    QTest::newRow("seconds (PyTorch 2.5)") << QStringLiteral("v25__cs336__memory_ctx128_forward.pickle") << true;
}

void TestMemoryWorkspace::theTimelineShowsMemoryOverTheHistoryAndSeeks()
{
    QFETCH(QString, name);
    QFETCH(bool, timed);
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(name));
    const auto w = openWorkspace(name);
    QVERIFY(w && w->replay());
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    MemoryTimeline* timeline = w->timeline();
    QCOMPARE(timeline->timeAxis(), timed);
    const auto& buckets = timeline->buckets();
    QVERIFY(!buckets.empty());
    QVERIFY(buckets.size() <= kTimelineBuckets);
    // The last bucket ends in the snapshot's own state.
    ReplayCursor cursor(*w->replay());
    QCOMPARE(buckets.back().lastEntry + 1, w->replay()->entryCount());
    QCOMPARE(buckets.back().activeLast, cursor.totals().activeBytes);
    QCOMPARE(buckets.back().reservedLast, cursor.totals().reservedBytes);
    // The marker is at the shown position.
    QCOMPARE(timeline->position(), w->position());
    QCOMPARE(timeline->marker()->point1->coords().x(), timeline->keyOf(w->position()));
    // A key and its position agree (several entries may share a time).
    for (const std::size_t p : {std::size_t{1}, w->replay()->entryCount() / 2, w->replay()->entryCount()}) {
        const std::size_t back = timeline->positionOfKey(timeline->keyOf(p));
        QVERIFY(back >= p);
        QCOMPARE(timeline->keyOf(back), timeline->keyOf(p));
    }
    // A click seeks the whole workspace; dragging keeps seeking.
    const QRect plot = timeline->axisRect()->rect();
    const QPoint at(plot.left() + plot.width() / 2, plot.center().y());
    const std::size_t target = timeline->positionAt(at.x());
    QVERIFY(target > 0 && target < w->replay()->entryCount());
    QTest::mouseClick(timeline, Qt::LeftButton, Qt::NoModifier, at);
    QCOMPARE(w->position(), target);
    QCOMPARE(w->scrubber()->value(), static_cast<int>(target));
    QCOMPARE(timeline->position(), target);
    QCOMPARE(timeline->marker()->point1->coords().x(), timeline->keyOf(target));
    const QPoint later(plot.left() + plot.width() * 4 / 5, plot.center().y());
    QTest::mousePress(timeline, Qt::LeftButton, Qt::NoModifier, at);
    QMouseEvent move(QEvent::MouseMove, QPointF(later), timeline->mapToGlobal(QPointF(later)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(timeline, &move);
    QTest::mouseRelease(timeline, Qt::LeftButton, Qt::NoModifier, later);
    QVERIFY(timeline->positionAt(later.x()) > target);
    QCOMPARE(w->position(), timeline->positionAt(later.x()));
}

void TestMemoryWorkspace::theTimelineStacksActiveMemoryByAllocationSite()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w && w->replay());
    MemoryTimeline* timeline = w->timeline();
    const SiteSeries& shown = timeline->series();
    // The series drawn is the core's, computed independently here.
    SiteSeriesOptions options;
    options.buckets = kTimelineBuckets;
    const SiteSeries expected = computeSiteSeries(*w->replay(), options);
    QCOMPARE(shown.sites.size(), std::size_t{8});
    QCOMPARE(shown.sites.size(), expected.sites.size());
    for (std::size_t i = 0; i < expected.sites.size(); ++i)
        QCOMPARE(shown.sites[i].frame, expected.sites[i].frame);
    QVERIFY(shown.bytes == expected.bytes);
    // One band per top site plus "other", and the reserved line.
    QCOMPARE(timeline->bandCount(), expected.sites.size() + 1);
    QCOMPARE(timeline->graphCount(), static_cast<int>(expected.sites.size()) + 2);
    // The legend lists them all ("other" only when it sums some site).
    QCOMPARE(timeline->legend->itemCount(), timeline->graphCount() - (expected.otherSiteCount == 0 ? 1 : 0));
    for (const std::size_t b : {std::size_t{0}, expected.buckets.size() / 3, expected.buckets.size() - 1}) {
        const SiteSeriesBucket& bucket = expected.buckets[b];
        std::uint64_t stacked = 0;
        for (std::size_t c = 0; c < expected.columns(); ++c) {
            stacked += expected.bytesAt(b, c);
            const auto point = timeline->bandGraph(c)->data()->at(static_cast<int>(b));
            QCOMPARE(point->key, timeline->keyOf(bucket.firstEntry));
            QCOMPARE(point->value, static_cast<double>(stacked));
        }
        // The top of the stack is the active memory of the replay at the bucket's sample.
        ReplayCursor cursor(*w->replay());
        cursor.seek(bucket.samplePosition);
        QCOMPARE(stacked, cursor.totals().activeBytes);
        QCOMPARE(timeline->reservedGraph()->data()->at(static_cast<int>(b))->value,
                 static_cast<double>(bucket.reservedMax));
    }
    // Legend entries name the sites.
    for (std::size_t c = 0; c < expected.sites.size(); ++c) {
        if (expected.sites[c].frame == kNoSite)
            continue;
        const Frame& f = w->snapshot().frames[static_cast<FrameId>(expected.sites[c].frame)];
        QVERIFY2(timeline->bandGraph(c)->name().contains(QString::number(f.line)),
                 qPrintable(timeline->bandGraph(c)->name()));
    }
    QVERIFY(timeline->bandGraph(expected.otherIndex())->name().startsWith(QStringLiteral("other")));
}

namespace {

// A top site of the timeline with frames, and the bucket where it held the most.
std::pair<std::size_t, std::size_t> siteWithFrames(const SiteSeries& series)
{
    for (std::size_t c = 0; c < series.sites.size(); ++c) {
        if (series.sites[c].frame == kNoSite)
            continue;
        std::size_t best = 0;
        for (std::size_t b = 0; b < series.buckets.size(); ++b)
            if (series.bytesAt(b, c) > series.bytesAt(best, c))
                best = b;
        return {c, best};
    }
    return {series.otherIndex(), 0};
}

} // namespace

void TestMemoryWorkspace::clickingALegendEntryOutlinesTheBlocksOfItsSite()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w && w->replay());
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    MemoryTimeline* timeline = w->timeline();
    const SiteSeries& series = timeline->series();
    const auto [column, bucket] = siteWithFrames(series);
    QVERIFY(column < series.otherIndex());
    const std::int64_t frame = series.sites[column].frame;
    w->setPosition(series.buckets[bucket].samplePosition);

    QSignalSpy selected(timeline, &MemoryTimeline::siteSelected);
    QCPAbstractLegendItem* item = timeline->legendItemOf(column);
    QVERIFY(item);
    // Its tool tip names the whole frame and the site's peak.
    const QString tip = timeline->toolTipAt(item->rect().center());
    QVERIFY2(tip.contains(QString::fromStdString(w->snapshot().describeFrame(static_cast<FrameId>(frame)))),
             qPrintable(tip));
    QVERIFY2(tip.contains(QString::fromStdString(text::formatBytes(series.sites[column].peakBytes))), qPrintable(tip));
    QTest::mouseClick(timeline, Qt::LeftButton, Qt::NoModifier, item->rect().center());
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.at(0).at(0).toLongLong(), frame);
    QCOMPARE(timeline->selectedSite(), frame);
    QCOMPARE(w->position(), series.buckets[bucket].samplePosition); // the legend does not seek

    // Outlined: every block whose stack holds the site's frame, so every block the site allocated.
    const BlockMap* map = w->blockMap();
    std::set<std::uint64_t> withFrame;
    std::set<std::uint64_t> ofSite;
    for (int r = 0; r < map->rowCount(); ++r)
        for (const StateBlock& b : map->segmentOfRow(r)->blocks) {
            if (b.state == BlockState::Inactive)
                continue;
            const auto stack = w->snapshot().stack(b.stack);
            if (std::find(stack.begin(), stack.end(), static_cast<FrameId>(frame)) != stack.end())
                withFrame.insert(b.address);
            if (siteOfStack(w->snapshot(), b.stack) == frame)
                ofSite.insert(b.address);
        }
    const std::vector<std::uint64_t> shown = map->highlightedBlocks();
    const std::set<std::uint64_t> highlighted(shown.begin(), shown.end());
    QVERIFY(!ofSite.empty());
    QCOMPARE(highlighted, withFrame);
    QVERIFY(std::includes(highlighted.begin(), highlighted.end(), ofSite.begin(), ofSite.end()));

    // A second click clears the selection and the outlines.
    QTest::mouseClick(timeline, Qt::LeftButton, Qt::NoModifier, timeline->legendItemOf(column)->rect().center());
    QCOMPARE(selected.count(), 2);
    QCOMPARE(selected.at(1).at(0).toLongLong(), std::int64_t{-1});
    QVERIFY(map->highlightedBlocks().empty());
}

void TestMemoryWorkspace::clickingABandSelectsItsSiteAndHoveringNamesIt()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w && w->replay());
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    MemoryTimeline* timeline = w->timeline();
    const SiteSeries& series = timeline->series();
    const auto [column, bucket] = siteWithFrames(series);
    QVERIFY(column < series.otherIndex());
    const std::int64_t frame = series.sites[column].frame;
    // The middle of the site's band in (about) its largest bucket: several buckets share a pixel.
    const SiteSeriesBucket& largest = series.buckets[bucket];
    const double key = (timeline->keyOf(largest.firstEntry) + timeline->keyOf(largest.lastEntry + 1)) / 2;
    const int x = static_cast<int>(timeline->xAxis->coordToPixel(key));
    const std::size_t drawn = timeline->bucketAt(x);
    QVERIFY(drawn + 2 >= bucket && drawn <= bucket + 2);
    QVERIFY(series.bytesAt(drawn, column) > 0);
    std::uint64_t below = 0;
    for (std::size_t c = 0; c < column; ++c)
        below += series.bytesAt(drawn, c);
    const SiteSeriesBucket& b = series.buckets[drawn];
    const double value = static_cast<double>(below) + static_cast<double>(series.bytesAt(drawn, column)) / 2;
    const QPoint at(x, static_cast<int>(timeline->yAxis->coordToPixel(value)));
    QCOMPARE(timeline->columnAt(at), static_cast<int>(column));

    QHelpEvent help(QEvent::ToolTip, at, timeline->mapToGlobal(at));
    QCoreApplication::sendEvent(timeline, &help);
    const QString tip = QToolTip::text();
    QVERIFY2(tip.contains(QString::fromStdString(w->snapshot().describeFrame(static_cast<FrameId>(frame)))),
             qPrintable(tip));
    QVERIFY2(tip.contains(QString::fromStdString(text::formatBytes(series.bytesAt(drawn, column)))), qPrintable(tip));
    QVERIFY2(tip.contains(QString::fromStdString(text::formatBytes(b.activeBytes))), qPrintable(tip));
    QToolTip::hideText();

    QSignalSpy selected(timeline, &MemoryTimeline::siteSelected);
    QTest::mouseClick(timeline, Qt::LeftButton, Qt::NoModifier, at);
    QCOMPARE(w->position(), timeline->positionAt(at.x()));
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.at(0).at(0).toLongLong(), frame);
    QVERIFY(!w->blockMap()->highlightedBlocks().empty());
}

void TestMemoryWorkspace::anOomEntryIsExplained()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kOomEntry));
    const auto w = openWorkspace(kOomEntry);
    QVERIFY(w);
    const auto ooms = findOomEntries(w->snapshot());
    QVERIFY(!ooms.empty());
    if (ooms.front().first != w->device()) {
        QSignalSpy shown(w.get(), &MemoryWorkspace::deviceShown);
        w->setDevice(ooms.front().first);
        QVERIFY(shown.wait(30000));
    }
    QVERIFY(w->replay());
    auto* entries = w->findChild<QComboBox*>(QStringLiteral("oomEntries"));
    QVERIFY(entries && entries->isEnabled());
    const auto entry = static_cast<std::size_t>(entries->currentData().toULongLong());
    QCOMPARE(entry, ooms.front().second);
    const OomExplanation expected = explainOomEntry(*w->replay(), entry);
    w->findChild<QPushButton*>(QStringLiteral("explainOomEntry"))->click();
    const QString text = w->findChild<QTextBrowser*>(QStringLiteral("oomExplanation"))->toPlainText();
    QVERIFY2(text.contains(MemoryWorkspace::oomCauseTitle(expected.cause)), qPrintable(text));
    QVERIFY(text.contains(QString::fromStdString(expected.summary).left(40)));
    // The map shows the state the allocation failed in.
    QCOMPARE(w->position(), entry);
}

void TestMemoryWorkspace::aSnapshotThatRanOutOfMemoryOpensOnWhy_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("synthetic") << snapshotFixture(kOomEntry);
    // PyTorch 2.11's own snapshots of the H100 incidents: a leak capped at 8 GiB, and a 23.6 GiB
    // request that did not fit.
    const QString h100 = sharedDir() + QStringLiteral("/fixtures/gpu-h100/");
    QTest::newRow("H100 leak") << h100 + QStringLiteral("leak_history.pickle");
    QTest::newRow("H100 varlen") << h100 + QStringLiteral("varlen_fragmentation_oom.pickle");
}

void TestMemoryWorkspace::aSnapshotThatRanOutOfMemoryOpensOnWhy()
{
    QFETCH(QString, path);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto w = openWorkspace(path);
    QVERIFY(w);
    QVERIFY(w->replay());
    const auto ooms = findOomEntries(w->snapshot());
    QVERIFY(!ooms.empty());
    // The device that ran out is the one shown, the OOM panel is in front, and without a click
    // it explains the entry, with the map at the state the allocation failed in.
    QCOMPARE(w->device(), ooms.front().first);
    auto* side = w->findChild<QTabWidget*>(QStringLiteral("memorySidePanels"));
    QVERIFY(side);
    QCOMPARE(side->currentWidget()->objectName(), QStringLiteral("oomPanel"));
    const OomExplanation expected = explainOomEntry(*w->replay(), ooms.front().second);
    const QString text = w->findChild<QTextBrowser*>(QStringLiteral("oomExplanation"))->toPlainText();
    QVERIFY2(text.contains(MemoryWorkspace::oomCauseTitle(expected.cause)), qPrintable(text));
    QCOMPARE(w->position(), ooms.front().second);
}

void TestMemoryWorkspace::eachEntrySaysWhereItHappened()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w && w->replay());
    const QAbstractItemModel* model = w->findChild<QTableView*>(QStringLiteral("traceEntries"))->model();
    QCOMPARE(model->headerData(TraceEntryModel::Site, Qt::Horizontal).toString(), QStringLiteral("Where"));
    const TraceColumns& trace = w->snapshot().trace;
    int allocs = 0;
    int frees = 0;
    for (int row = 0; row < model->rowCount() && (allocs < 20 || frees < 20); ++row) {
        const auto action = trace.action[w->replay()->rowOf(static_cast<std::size_t>(row))];
        const QString site = model->index(row, TraceEntryModel::Site).data().toString();
        if (site.isEmpty())
            continue;
        if (action == Action::Alloc) {
            QVERIFY2(site.startsWith(QStringLiteral("allocated at ")), qPrintable(site));
            ++allocs;
        } else if (action == Action::FreeRequested || action == Action::FreeCompleted) {
            QVERIFY2(site.startsWith(QStringLiteral("freed at ")), qPrintable(site));
            ++frees;
        }
    }
    QVERIFY(allocs > 0);
    QVERIFY(frees > 0);
}

void TestMemoryWorkspace::aPastedOomMessageIsExplained()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kTraced));
    const auto w = openWorkspace(kTraced);
    QVERIFY(w);
    const QString message = QStringLiteral(
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
        "79.15 GiB of which 1.02 GiB is free. Including non-PyTorch memory, this process has 78.12 GiB memory in "
        "use. Of the allocated memory 60.10 GiB is allocated by PyTorch, and 17.50 GiB is reserved by PyTorch but "
        "unallocated.");
    w->findChild<QPlainTextEdit*>(QStringLiteral("oomMessage"))->setPlainText(message);
    w->findChild<QPushButton*>(QStringLiteral("explainOomMessage"))->click();
    const OomExplanation expected = explainOomMessage(parseOomMessage(message.toStdString()), &w->snapshot());
    const QString text = w->findChild<QTextBrowser*>(QStringLiteral("oomExplanation"))->toPlainText();
    QVERIFY2(text.contains(MemoryWorkspace::oomCauseTitle(expected.cause)), qPrintable(text));
    QCOMPARE(expected.cause, OomCause::Fragmentation); // 17.5 GiB cached, 2 GiB requested

    w->findChild<QPlainTextEdit*>(QStringLiteral("oomMessage"))->setPlainText(QStringLiteral("all good here"));
    w->findChild<QPushButton*>(QStringLiteral("explainOomMessage"))->click();
    QVERIFY(w->findChild<QTextBrowser*>(QStringLiteral("oomExplanation"))
                ->toPlainText()
                .contains(QStringLiteral("No out-of-memory message")));
}

void TestMemoryWorkspace::droppingASnapshotOpensAMemoryTab()
{
    FAULTLINE_REQUIRE_FIXTURE(snapshotFixture(kOom));
    MainWindow window;
    window.show();
    QSignalSpy opened(&window, &MainWindow::snapshotOpened);
    test::dropFile(&window, snapshotFixture(kOom));
    QVERIFY(opened.wait(30000));
    auto* workspace = opened.at(0).at(0).value<MemoryWorkspace*>();
    QVERIFY(workspace);
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->currentWidget(), workspace);
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))
                 ->tabText(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->currentIndex()),
             QStringLiteral("Memory — ") + kOom);
    QCOMPARE(static_cast<std::size_t>(workspace->blockMap()->rowCount()),
             deviceSegments(workspace->snapshot(), workspace->device()));

    // Its close button removes the tab and the workspace.
    const int tabs = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count();
    auto* close = qobject_cast<QToolButton*>(
        window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))
            ->tabBar()
            ->tabButton(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->indexOf(workspace),
                        QTabBar::RightSide));
    QVERIFY(close);
    QPointer<MemoryWorkspace> guard(workspace);
    close->click();
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count(), tabs - 1);
    QTRY_VERIFY(guard.isNull());
}

void TestMemoryWorkspace::aHostileFileShowsAnErrorAndNoTab_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("garbage") << QStringLiteral("garbage.pickle") << QByteArray(4096, '\xA7');
    // A pickle that would run os.system if it were unpickled by Python.
    QTest::newRow("code") << QStringLiteral("evil.pkl")
                          << QByteArray("\x80\x02"
                                        "cos\nsystem\n"
                                        "X\x05\x00\x00\x00touch"
                                        "\x85R.",
                                        26);
    QTest::newRow("empty") << QStringLiteral("empty.json") << QByteArray();
    QTest::newRow("html without payload") << QStringLiteral("page.html") << QByteArray("<html><body>hi</body></html>");
}

void TestMemoryWorkspace::aHostileFileShowsAnErrorAndNoTab()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();

    MainWindow window;
    window.show();
    const int tabs = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count();
    QSignalSpy failed(&window, &MainWindow::snapshotFailed);
    test::dropFile(&window, path);
    QVERIFY(failed.wait(30000));
    QVERIFY(!failed.at(0).at(1).toString().isEmpty());
    QCOMPARE(window.findChild<QTabWidget*>(QStringLiteral("viewTabs"))->count(), tabs);
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("errorMessage"));
    QVERIFY(box);
    QVERIFY(box->text().contains(name));
}

QTEST_MAIN(TestMemoryWorkspace)
#include "tst_memory_workspace.moc"
