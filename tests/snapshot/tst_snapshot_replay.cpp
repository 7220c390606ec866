// Allocator history rebuilt from a snapshot: replaying back to the start and forward again
// returns the final state, checkpoint jumps agree with single steps, the reconstruction agrees
// with ../shared/tools/replay_check.py, and states tile their segments.

#include "Snapshot.h"
#include "SnapshotMetrics.h"
#include "SnapshotReplay.h"
#include "SnapshotTestSupport.h"
#include "TestPaths.h"

#include <QRegularExpression>
#include <QTest>

#include <random>

using namespace faultline;
using namespace faultline::snapshot;
using faultline::test::snapshotFixture;

namespace {

const char* const kWithTraces[] = {
    "npu__memsnapdump__snapshot_with_empty_cache.pkl",
    "npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl",
    "v21__select_n__snapshot_04d383c.pickle",
    "v25__cs336__memory_ctx128_forward.pickle",
    "v23__sketchkv2__my_snapshot.pickle",
    "v20__llm-inference__oom_snapshot.pickle",
    "synthetic/syn_newest_proto4.pickle",
    "synthetic/syn_jit_style_proto2.pickle",
    "synthetic/syn_user_defined_2024.pickle",
};

struct Frozen
{
    std::unordered_map<std::uint64_t, LiveBlock> blocks;
    std::map<std::uint64_t, LiveSegment> segments;
    ReplayTotals totals;
    bool operator==(const Frozen&) const = default;
};

Frozen freeze(const ReplayCursor& c)
{
    return {c.liveBlocks(), c.liveSegments(), c.totals()};
}

std::unique_ptr<Snapshot> load(const QString& path)
{
    ReadResult r = test::readFixture(path);
    return std::move(r.snapshot);
}

void checkTiling(const ReplayState& state)
{
    std::uint64_t active = 0;
    std::uint64_t reserved = 0;
    for (const StateSegment& s : state.segments) {
        std::uint64_t at = s.segment.address;
        reserved += s.segment.size;
        for (const StateBlock& b : s.blocks) {
            QCOMPARE(b.address, at);
            QVERIFY(b.size > 0);
            at += b.size;
            if (b.state != BlockState::Inactive)
                active += b.size;
        }
        QCOMPARE(at, s.segment.address + s.segment.size);
    }
    for (const StateBlock& b : state.orphans)
        active += b.size;
    QCOMPARE(reserved, state.totals.reservedBytes);
    QCOMPARE(active, state.totals.activeBytes);
}

} // namespace

class TestSnapshotReplay : public QObject
{
    Q_OBJECT

private slots:
    void backAndForthReturnsTheFinalState_data();
    void backAndForthReturnsTheFinalState();
    void agreesWithReplayCheck();
    void seeksAgreeWithSteps();
    void statesTileTheirSegments_data();
    void statesTileTheirSegments();
    void seriesFollowsTheCursor();
    void expandableSegmentsGrowAndShrink();
    void aSmallBudgetSpacesCheckpointsOut();
    void framesSelectTheBlocksTheyAllocated();
    void snapshotsWithoutHistoryOpen();
};

void TestSnapshotReplay::backAndForthReturnsTheFinalState_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : kWithTraces)
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestSnapshotReplay::backAndForthReturnsTheFinalState()
{
    QFETCH(QString, name);
    const QString path = snapshotFixture(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    for (const DeviceTrace& t : snapshot->deviceTraces) {
        if (t.count() == 0)
            continue;
        SnapshotReplay::Options options;
        options.checkpointInterval = 512;
        const auto replay = SnapshotReplay::build(*snapshot, t.device, options);
        QCOMPARE(replay->entryCount(), t.count());
        ReplayCursor cursor(*replay);
        QCOMPARE(cursor.position(), t.count());
        const Frozen final = freeze(cursor);
        // The final state is the snapshot's: its active blocks and its segments.
        std::size_t active = 0;
        std::size_t segments = 0;
        for (const Segment& s : snapshot->segments) {
            if (s.host || s.device != t.device)
                continue;
            ++segments;
            for (const Block& b : snapshot->blocksOf(s)) {
                if (!b.isActive())
                    continue;
                ++active;
                const auto it = final.blocks.find(b.address);
                QVERIFY(it != final.blocks.end());
                QCOMPARE(it->second.size, b.size);
                QCOMPARE(it->second.pending, b.state == BlockState::ActivePendingFree);
            }
        }
        QCOMPARE(final.blocks.size(), active);
        QCOMPARE(final.segments.size(), segments);

        for (std::size_t k = t.count(); k > 0; --k)
            cursor.stepBackward();
        QCOMPARE(cursor.position(), std::size_t{0});
        const Frozen start = freeze(cursor);
        for (std::size_t k = 0; k < t.count(); ++k)
            cursor.stepForward();
        QVERIFY2(freeze(cursor) == final, qPrintable(QStringLiteral("device %1").arg(t.device)));

        // The same through checkpoints.
        ReplayCursor jumper(*replay);
        jumper.seek(0);
        QVERIFY(freeze(jumper) == start);
        jumper.seek(t.count());
        QVERIFY(freeze(jumper) == final);
    }
}

void TestSnapshotReplay::agreesWithReplayCheck()
{
    const QString tool = test::sharedDir() + QStringLiteral("/tools/replay_check.py");
    FAULTLINE_REQUIRE_FIXTURE(tool);
    FAULTLINE_REQUIRE_PYTHON();
    QStringList files;
    for (const char* name : kWithTraces)
        files << snapshotFixture(QString::fromLatin1(name));
    QString output;
    QVERIFY2(test::runPython(QStringList{tool} + files, &output), qPrintable(output));
    // "NAME dev D events N blocks_at_start B peak_live_bytes(approx) P anomalies {'kind': n}"
    static const QRegularExpression line(
        QStringLiteral(
            R"(^(\S+) dev (\d+) events (\d+) blocks_at_start (\d+) peak_live_bytes\(approx\) \d+ anomalies \{(.*)\}$)"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression item(QStringLiteral(R"('([^']+)': (\d+))"));
    int checked = 0;
    for (auto it = line.globalMatch(output); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString name = m.captured(1);
        if (name.startsWith(QLatin1String("syn_")))
            name.prepend(QStringLiteral("synthetic/"));
        const auto snapshot = load(snapshotFixture(name));
        QVERIFY(snapshot);
        const std::int64_t device = m.captured(2).toLongLong();
        const auto replay = SnapshotReplay::build(*snapshot, device);
        QCOMPARE(replay->entryCount(), static_cast<std::size_t>(m.captured(3).toULongLong()));
        ReplayCursor cursor(*replay);
        cursor.seek(0);
        QCOMPARE(cursor.liveBlocks().size(), static_cast<std::size_t>(m.captured(4).toULongLong()));
        std::map<std::string, std::uint64_t> theirs;
        for (auto a = item.globalMatch(m.captured(5)); a.hasNext();) {
            const QRegularExpressionMatch am = a.next();
            theirs[am.captured(1).toStdString()] = am.captured(2).toULongLong();
        }
        QCOMPARE(replay->anomalies(), theirs);
        ++checked;
    }
    QVERIFY2(checked >= 6, qPrintable(output));
}

void TestSnapshotReplay::seeksAgreeWithSteps()
{
    const QString path = snapshotFixture(QStringLiteral("v21__select_n__snapshot_04d383c.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    SnapshotReplay::Options options;
    options.checkpointInterval = 100;
    const auto replay = SnapshotReplay::build(*snapshot, 0, options);
    QVERIFY(replay->checkpointCount() > 50);
    const std::size_t n = replay->entryCount();
    std::vector<std::size_t> positions;
    std::mt19937 rng(7);
    for (int i = 0; i < 60; ++i)
        positions.push_back(rng() % (n + 1));
    std::vector<Frozen> stepped(positions.size());
    {
        std::vector<std::size_t> order(positions.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(),
                  [&](std::size_t a, std::size_t b) { return positions[a] < positions[b]; });
        ReplayCursor walker(*replay);
        for (std::size_t k = n; k > 0; --k)
            walker.stepBackward();
        for (const std::size_t i : order) {
            while (walker.position() < positions[i])
                walker.stepForward();
            stepped[i] = freeze(walker);
        }
    }
    ReplayCursor reused(*replay);
    for (std::size_t i = 0; i < positions.size(); ++i) {
        reused.seek(positions[i]);
        QCOMPARE(reused.position(), positions[i]);
        QVERIFY2(freeze(reused) == stepped[i], qPrintable(QString::number(positions[i])));
        ReplayCursor fresh(*replay);
        fresh.seek(positions[i]);
        QVERIFY(freeze(fresh) == stepped[i]);
    }
}

void TestSnapshotReplay::statesTileTheirSegments_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : kWithTraces)
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestSnapshotReplay::statesTileTheirSegments()
{
    QFETCH(QString, name);
    const QString path = snapshotFixture(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    const SnapshotMetrics fileMetrics = computeMetrics(*snapshot);
    for (const DeviceTrace& t : snapshot->deviceTraces) {
        if (t.count() == 0)
            continue;
        const auto replay = SnapshotReplay::build(*snapshot, t.device);
        ReplayCursor cursor(*replay);
        for (const std::size_t k : {t.count(), t.count() * 2 / 3, t.count() / 3, std::size_t{0}}) {
            cursor.seek(k);
            const ReplayState state = cursor.state();
            QCOMPARE(state.position, k);
            checkTiling(state);
            if (!name.startsWith(QLatin1String("synthetic/")))
                QVERIFY(state.orphans.empty());
            // Any block can be found by an address inside it.
            for (const StateSegment& s : state.segments) {
                for (const StateBlock& b : s.blocks) {
                    const StateBlock* found = state.blockAt(b.address + b.size / 2);
                    QVERIFY(found != nullptr);
                    QCOMPARE(found->address, b.address);
                }
            }
        }
        // At the end, the figures are the file's.
        cursor.seek(t.count());
        const DeviceMetrics m = cursor.state().metrics();
        if (const DeviceMetrics* f = fileMetrics.device(t.device)) {
            QCOMPARE(m.reserved, f->reserved);
            QCOMPARE(m.allocated, f->allocated);
            QCOMPARE(m.requested, f->requested);
            QCOMPARE(m.pendingFree, f->pendingFree);
            QCOMPARE(m.inactive, f->inactive);
            QCOMPARE(m.segments, f->segments);
        }
    }
}

void TestSnapshotReplay::seriesFollowsTheCursor()
{
    const QString path = snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    SnapshotReplay::Options options;
    options.checkpointInterval = 1000;
    const auto replay = SnapshotReplay::build(*snapshot, 0, options);
    const std::size_t n = replay->entryCount();
    for (const auto& [from, to] : {std::pair<std::size_t, std::size_t>{0, n}, {1234, 5678}, {n - 10, n}}) {
        const std::vector<SeriesBucket> buckets = replay->series(from, to, 64);
        QVERIFY(!buckets.empty());
        QCOMPARE(buckets.front().firstEntry, from);
        QCOMPARE(buckets.back().lastEntry, to - 1);
        ReplayCursor cursor(*replay);
        for (const SeriesBucket& b : buckets) {
            cursor.seek(b.lastEntry + 1);
            QCOMPARE(b.activeLast, cursor.totals().activeBytes);
            QCOMPARE(b.reservedLast, cursor.totals().reservedBytes);
            QVERIFY(b.activeMin <= b.activeLast && b.activeLast <= b.activeMax);
            QVERIFY(b.reservedLast <= b.reservedMax);
        }
    }
}

void TestSnapshotReplay::expandableSegmentsGrowAndShrink()
{
    const QString path = snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    const auto replay = SnapshotReplay::build(*snapshot, 0);
    const DeviceTrace t = snapshot->traceOf(0);
    std::int64_t mapped = 0;
    std::size_t maps = 0;
    ReplayCursor cursor(*replay);
    cursor.seek(0);
    const std::uint64_t reservedAtStart = cursor.totals().reservedBytes;
    for (std::size_t k = 0; k < t.count(); ++k) {
        const std::size_t row = t.begin + k;
        const Action a = snapshot->trace.action[row];
        cursor.stepForward();
        if (a != Action::SegmentMap && a != Action::SegmentUnmap)
            continue;
        const std::uint64_t address = snapshot->trace.addr[row];
        const std::uint64_t size = snapshot->trace.size[row];
        mapped += a == Action::SegmentMap ? static_cast<std::int64_t>(size) : -static_cast<std::int64_t>(size);
        // Right after a map the range is inside one expandable segment; after an unmap it is not.
        const ReplayState state = cursor.state();
        const StateSegment* s = state.segmentAt(address);
        if (a == Action::SegmentMap) {
            ++maps;
            QVERIFY(s != nullptr);
            QVERIFY(s->segment.expandable);
            QVERIFY(address + size <= s->segment.address + s->segment.size);
        } else {
            QVERIFY(s == nullptr);
        }
    }
    QVERIFY(maps > 10);
    QCOMPARE(static_cast<std::int64_t>(cursor.totals().reservedBytes) - static_cast<std::int64_t>(reservedAtStart),
             mapped);
    QVERIFY(replay->anomalies().empty());
}

void TestSnapshotReplay::aSmallBudgetSpacesCheckpointsOut()
{
    const QString path = snapshotFixture(QStringLiteral("v25__cs336__memory_ctx128_forward.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    SnapshotReplay::Options roomy;
    roomy.checkpointInterval = 64;
    const auto reference = SnapshotReplay::build(*snapshot, 0, roomy);
    SnapshotReplay::Options tight = roomy;
    tight.checkpointBudgetBytes = 64 * 1024;
    const auto replay = SnapshotReplay::build(*snapshot, 0, tight);
    QVERIFY(replay->checkpointInterval() > 64);
    QVERIFY(replay->checkpointCount() < reference->checkpointCount());
    ReplayCursor a(*reference);
    ReplayCursor b(*replay);
    for (const std::size_t k :
         {std::size_t{0}, std::size_t{4000}, std::size_t{17}, replay->entryCount(), std::size_t{2222}}) {
        a.seek(k);
        b.seek(k);
        QVERIFY(freeze(a) == freeze(b));
    }
}

void TestSnapshotReplay::framesSelectTheBlocksTheyAllocated()
{
    const QString path = snapshotFixture(QStringLiteral("v25__cs336__memory_ctx128_forward.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    const Snapshot& s = *snapshot;
    // The allocation site of the largest live block.
    const auto replay = SnapshotReplay::build(s, 0);
    ReplayCursor cursor(*replay);
    cursor.seek(replay->entryCount() / 2);
    const ReplayState state = cursor.state();
    const StateBlock* largest = nullptr;
    for (const StateSegment& seg : state.segments) {
        for (const StateBlock& b : seg.blocks) {
            if (b.state != BlockState::Inactive && b.stack != 0 && (largest == nullptr || b.size > largest->size))
                largest = &b;
        }
    }
    QVERIFY(largest != nullptr);
    const std::int64_t site = s.allocationSite(largest->stack);
    QVERIFY(site >= 0);
    QCOMPARE(s.frameKind(static_cast<FrameId>(site)), FrameKind::Python);
    QVERIFY(!s.isNoiseFrame(static_cast<FrameId>(site)));
    const std::vector<StackId> stacks = s.stacksContaining(static_cast<FrameId>(site));
    for (StackId id = 1; id < s.stacks.count(); ++id) {
        const auto frames = s.stack(id);
        const bool has = std::find(frames.begin(), frames.end(), static_cast<FrameId>(site)) != frames.end();
        QCOMPARE(std::binary_search(stacks.begin(), stacks.end(), id), has);
    }
    std::size_t selected = 0;
    for (const StateSegment& seg : state.segments) {
        for (const StateBlock& b : seg.blocks)
            selected += std::binary_search(stacks.begin(), stacks.end(), b.stack) ? 1 : 0;
    }
    QVERIFY(selected >= 1);
}

void TestSnapshotReplay::snapshotsWithoutHistoryOpen()
{
    const QString path = snapshotFixture(QStringLiteral("v21__select_n__snapshot_b890bc5_state_only.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    QCOMPARE(snapshot->devices(), std::vector<std::int64_t>{1});
    const auto replay = SnapshotReplay::build(*snapshot, 1);
    QCOMPARE(replay->entryCount(), std::size_t{0});
    ReplayCursor cursor(*replay);
    cursor.seek(0);
    const ReplayState state = cursor.state();
    checkTiling(state);
    QCOMPARE(state.metrics().reserved, computeMetrics(*snapshot).device(1)->reserved);
    QVERIFY(replay->series(0, 0, 10).empty());
    // A device with nothing at all.
    const auto none = SnapshotReplay::build(*snapshot, 5);
    QCOMPARE(ReplayCursor(*none).state().segments.size(), std::size_t{0});
}

QTEST_GUILESS_MAIN(TestSnapshotReplay)
#include "tst_snapshot_replay.moc"
