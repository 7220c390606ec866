// Device memory rebuilt from traced allocations as a memory snapshot: the final state is what
// the capture never freed (by SQL over the capture), the replay's requested bytes follow the GPU
// memory counter, the history replays back to empty and forward to the final state, and what
// cannot be placed (failed calls, frees of unknown addresses, allocations without an address)
// is counted and said.

#include "CaptureWriter.h"
#include "CounterTracks.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "ScenarioGenerator.h"
#include "SnapshotMetrics.h"
#include "SnapshotReplay.h"
#include "SqliteDb.h"
#include "TestFrames.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "TracedMemory.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <set>

using namespace faultline;
using namespace faultline::snapshot;
using faultline::test::ingeroFixture;

namespace {

struct Loaded
{
    std::string path;
    std::shared_ptr<Trace> trace;
};

// The allocation calls of a capture, as its rows: a driver allocation that starts inside a runtime
// allocation of the same thread is that call's own memory (`nested`).
struct AllocationRow
{
    std::uint32_t pid = 0;
    std::uint32_t tid = 0;
    int source = 0;
    std::int64_t start = 0;
    std::int64_t end = 0;
    std::uint64_t bytes = 0;
    std::uint64_t pointer = 0;
    bool nested = false;
};

std::vector<AllocationRow> allocationRows(capture::SqliteDb& db)
{
    std::vector<AllocationRow> rows;
    capture::SqliteStatement q(db,
                               "SELECT pid, tid, source, timestamp, duration, arg0, arg1 FROM events "
                               "WHERE ret_code = 0 AND ((source = 1 AND op IN (1, 8)) OR (source = 4 AND op IN "
                               "(5, 6))) ORDER BY timestamp");
    while (q.step() == SQLITE_ROW)
        rows.push_back({static_cast<std::uint32_t>(q.int64(0)), static_cast<std::uint32_t>(q.int64(1)),
                        static_cast<int>(q.int64(2)), q.int64(3), q.int64(3) + q.int64(4),
                        static_cast<std::uint64_t>(q.int64(5)), static_cast<std::uint64_t>(q.int64(6)), false});
    // Runtime allocations of one thread do not overlap: the last one starting at or before a
    // driver call decides.
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<std::pair<std::int64_t, std::int64_t>>> runtime;
    for (const AllocationRow& r : rows)
        if (r.source == 1)
            runtime[{r.pid, r.tid}].emplace_back(r.start, r.end);
    for (AllocationRow& r : rows) {
        if (r.source != 4)
            continue;
        const auto it = runtime.find({r.pid, r.tid});
        if (it == runtime.end())
            continue;
        const auto& spans = it->second;
        const auto next = std::upper_bound(spans.begin(), spans.end(), std::make_pair(r.start, INT64_MAX));
        r.nested = next != spans.begin() && std::prev(next)->second >= r.start;
    }
    return rows;
}

// (pid, address) -> requested bytes of the allocations a process never freed, by SQL: an
// allocation with an address (a runtime one, or a driver one of its own) is live at the end
// unless a successful cudaFree or cuMemFree of that address starts at or after its return.
std::map<std::pair<std::uint32_t, std::uint64_t>, std::uint64_t> liveBySql(const std::string& path)
{
    std::map<std::pair<std::uint32_t, std::uint64_t>, std::uint64_t> live;
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path, true, &error))
        return live;
    std::map<std::pair<std::uint32_t, std::uint64_t>, std::int64_t> lastFree;
    capture::SqliteStatement q(db,
                               "SELECT pid, arg0, MAX(timestamp) FROM events WHERE ((source = 1 AND op = 2) OR "
                               "(source = 4 AND op = 64)) AND ret_code = 0 GROUP BY pid, arg0");
    while (q.step() == SQLITE_ROW)
        lastFree[{static_cast<std::uint32_t>(q.int64(0)), static_cast<std::uint64_t>(q.int64(1))}] = q.int64(2);
    for (const AllocationRow& r : allocationRows(db)) {
        if (r.nested || r.pointer == 0)
            continue;
        const auto f = lastFree.find({r.pid, r.pointer});
        if (f == lastFree.end() || f->second < r.end)
            live[{r.pid, r.pointer}] = r.bytes;
    }
    return live;
}

// Allocations with an address, as the conversion places them: runtime ones and the driver
// ones outside them.
std::int64_t addressedBySql(const std::string& path)
{
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path, true, &error))
        return -1;
    const std::vector<AllocationRow> rows = allocationRows(db);
    return std::count_if(rows.begin(), rows.end(), [](const AllocationRow& r) { return !r.nested && r.pointer != 0; });
}

// Allocation calls without an address, as rows of the capture: (pid, end time, bytes). A
// driver allocation that starts inside a runtime allocation of the same thread is that call's
// own memory and left out.
std::vector<std::tuple<std::uint32_t, std::int64_t, std::uint64_t>> addresslessBySql(const std::string& path)
{
    std::vector<std::tuple<std::uint32_t, std::int64_t, std::uint64_t>> out;
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path, true, &error))
        return out;
    for (const AllocationRow& r : allocationRows(db))
        if (!r.nested && r.pointer == 0)
            out.emplace_back(r.pid, r.end, r.bytes);
    return out;
}

std::int64_t sqlInt(const std::string& path, const char* sql)
{
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path, true, &error))
        return -1;
    return db.queryInt(sql, -1);
}

const timeline::CounterTrack* gpuCounter(const std::vector<timeline::CounterTrack>& tracks, std::uint32_t pid)
{
    for (const timeline::CounterTrack& t : tracks)
        if (t.pid == pid && t.unit == timeline::CounterTrack::Unit::Bytes)
            return &t;
    return nullptr;
}

std::map<std::uint64_t, LiveBlock> sorted(const std::unordered_map<std::uint64_t, LiveBlock>& blocks)
{
    return {blocks.begin(), blocks.end()};
}

capture::EventRecord call(std::uint32_t tid, std::uint8_t source, std::uint8_t op, std::int64_t ts,
                          std::int64_t duration, std::uint64_t arg0, std::uint64_t arg1, std::int32_t ret = 0,
                          std::int64_t stack = 0)
{
    capture::EventRecord e;
    e.timestamp = ts;
    e.duration = duration;
    e.pid = 500;
    e.tid = tid;
    e.source = source;
    e.op = op;
    e.arg0 = arg0;
    e.arg1 = arg1;
    e.retCode = ret;
    e.stackHash = stack;
    return e;
}

constexpr std::int64_t kBase = 1'750'000'000'000'000'000LL;
constexpr std::uint64_t kP1 = 0x7f0000000000ULL;
constexpr std::uint64_t kP2 = 0x7f0000200000ULL;
constexpr std::uint64_t kP3 = kP2 + 1024; // inside P2: P2's free was lost
constexpr std::uint64_t kUnknown = 0x7e0000000000ULL;
constexpr std::uint64_t kP4 = 0x7f0000a00000ULL; // a driver allocation with its address (our probe)

const char* const kMallocSymbol =
    "_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator6mallocEPPvamP11CUstream_st+0x1a4";

// One process, two threads: every case the conversion must count or place.
bool writeHandMade(const std::string& path, std::string* error)
{
    using namespace capture::ops;
    capture::CaptureWriter writer;
    capture::WriterOptions options;
    options.node = "test";
    if (!writer.open(path, options, error))
        return false;
    const std::int64_t mallocStack = writer.addStack(
        {test::native("cudaMalloc+0x51", "libcudart.so.12"), test::native(kMallocSymbol, "libc10_cuda.so"),
         test::unresolved(0x7f12345678), test::python("/work/train.py", "step", 10, 14)});
    const std::int64_t freeStack = writer.addStack(
        {test::native("cudaFree+0x20", "libcudart.so.12"), test::python("/work/train.py", "cleanup", 30, 31)});
    const auto us = [](std::int64_t n) { return kBase + n * 1000; };
    writer.addEvent(call(500, 1, CudaFree, us(0), 5'000, 0, 0), "python3");                              // null free
    writer.addEvent(call(500, 1, CudaMalloc, us(10), 50'000, 1000, kP1, 0, mallocStack), "python3");     // P1
    writer.addEvent(call(500, 4, CuMemAlloc, us(20), 10'000, 1000, 0), "python3");                       // nested in it
    writer.addEvent(call(500, 1, CudaMalloc, us(100), 5'000, 1ULL << 40, 0, 2), "python3");              // failed
    writer.addEvent(call(501, 1, CudaFree, us(200), 5'000, kUnknown, 0), "worker");                      // unknown
    writer.addEvent(call(501, 1, CudaMalloc, us(300), 20'000, 4096, kP2, 0, mallocStack), "worker");     // P2
    writer.addEvent(call(500, 1, CudaFree, us(400), 8'000, kP1, 1000, 0, freeStack), "python3");         // frees P1
    writer.addEvent(call(500, 4, CuMemFree, us(402), 2'000, kP1, 1000, 0), "python3");                   // nested in it
    writer.addEvent(call(500, 4, CuMemAlloc, us(500), 9'000, 8192, 0), "python3");                       // no address
    writer.addEvent(call(501, 1, CudaMalloc, us(600), 7'000, 2048, kP3, 0, mallocStack), "worker");      // P3 over P2
    writer.addEvent(call(501, 1, CudaFree, us(700), 4'000, kP3, 2048, 1), "worker");                     // failed
    writer.addEvent(call(500, 1, CudaMalloc, us(800), 3'000, 512, 0x7f0000900000ULL), "python3", false); // unstored
    writer.addEvent(call(500, 4, CuMemAlloc, us(850), 2'000, 8192, kP4), "python3");                     // P4
    writer.addThread({500, 500, "python3", us(0), us(900)});
    writer.addThread({501, 500, "worker", us(200), us(900)});
    writer.addProcessName({500, "python3", us(0)});
    return writer.finish(error);
}

} // namespace

class TestTracedMemory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::map<std::string, Loaded> m_scenarios;

    const Loaded& scenario(const std::string& name)
    {
        if (const auto it = m_scenarios.find(name); it != m_scenarios.end())
            return it->second;
        Loaded l;
        l.path = m_dir.filePath(QString::fromStdString(name + ".db")).toStdString();
        capture::ScenarioOptions options;
        options.scenario = name;
        if (capture::ScenarioGenerator::generate(l.path, options).error.empty()) {
            LoadResult loaded = TraceBuilder::load(l.path);
            l.trace = std::shared_ptr<Trace>(loaded.trace.release());
        }
        return m_scenarios.emplace(name, std::move(l)).first->second;
    }

private slots:
    void theFinalStateIsWhatTheCaptureNeverFreed_data();
    void theFinalStateIsWhatTheCaptureNeverFreed();
    void requestedBytesFollowTheGpuMemoryCounter_data();
    void requestedBytesFollowTheGpuMemoryCounter();
    void theHistoryReplaysBackToEmptyAndForwardToTheFinalState();
    void failedCallsUnknownFreesAndAddresslessAllocationsAreCountedNotPlaced();
    void blocksCarryTheCapturesFrames();
    void anEventMapsToThePositionJustAfterIt();
    void realCapturesWithoutPointersSayWhy_data();
    void realCapturesWithoutPointersSayWhy();
    void extremeAddressesAndSizesStayConsistent();
    void tensorRowsAreBlocksInsideTheirSegments();
};

void TestTracedMemory::theFinalStateIsWhatTheCaptureNeverFreed_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : {"fragmentation", "periodic-spike", "healthy"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestTracedMemory::theFinalStateIsWhatTheCaptureNeverFreed()
{
    QFETCH(QString, name);
    const Loaded& s = scenario(name.toStdString());
    QVERIFY(s.trace);
    const TracedMemoryResult result = buildTracedMemory(*s.trace);
    QVERIFY2(!result.processes.empty(), result.message.c_str());
    QVERIFY(result.message.empty());

    const auto expected = liveBySql(s.path);
    std::map<std::pair<std::uint32_t, std::uint64_t>, std::uint64_t> replayed;
    std::uint64_t allocations = 0;
    for (const TracedMemory& m : result.processes) {
        QCOMPARE(m.stats.impliedFrees, std::uint64_t(0));
        QCOMPARE(m.stats.unknownFrees, std::uint64_t(0));
        QCOMPARE(m.stats.failedCalls, std::uint64_t(0));
        allocations += m.stats.allocations;
        const auto replay = SnapshotReplay::build(*m.snapshot, 0);
        QCOMPARE(replay->anomalyCount(), std::uint64_t(0));
        ReplayCursor cursor(*replay);
        QCOMPARE(cursor.position(), replay->entryCount());
        // One segment holding one block per live allocation, in the replay and in the snapshot.
        QCOMPARE(cursor.liveSegments().size(), cursor.liveBlocks().size());
        QCOMPARE(m.snapshot->segmentCount(), cursor.liveBlocks().size());
        for (const auto& [address, block] : cursor.liveBlocks()) {
            QVERIFY(cursor.liveSegments().count(address));
            replayed[{m.pid, address}] = block.requested;
        }
    }
    QCOMPARE(static_cast<std::int64_t>(allocations), addressedBySql(s.path));
    QVERIFY(!expected.empty()); // the caching allocator keeps segments
    QCOMPARE(replayed, expected);
}

void TestTracedMemory::requestedBytesFollowTheGpuMemoryCounter_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : {"fragmentation", "periodic-spike", "healthy"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestTracedMemory::requestedBytesFollowTheGpuMemoryCounter()
{
    QFETCH(QString, name);
    const Loaded& s = scenario(name.toStdString());
    QVERIFY(s.trace);
    const TracedMemoryResult result = buildTracedMemory(*s.trace);
    QVERIFY(!result.processes.empty());
    const std::vector<timeline::CounterTrack> tracks = timeline::buildCounterTracks(*s.trace);
    const auto addressless = addresslessBySql(s.path);

    int compared = 0;
    for (const TracedMemory& m : result.processes) {
        const timeline::CounterTrack* counter = gpuCounter(tracks, m.pid);
        QVERIFY(counter);
        const auto replay = SnapshotReplay::build(*m.snapshot, 0);
        ReplayCursor cursor(*replay);
        // Entry times (and just before them) across the capture, and its ends.
        std::vector<std::int64_t> times = {s.trace->beginNs, s.trace->endNs};
        const std::size_t n = m.entryTimeNs.size();
        for (std::size_t i = 0; i < 16; ++i) {
            const std::int64_t t = m.entryTimeNs[i * (n - 1) / 15];
            times.push_back(t);
            times.push_back(t - 1);
        }
        for (const std::int64_t t : times) {
            double value = 0;
            if (!timeline::counterValueAt(*counter, t, &value))
                value = 0;
            std::uint64_t withoutAddress = 0;
            for (const auto& [pid, end, bytes] : addressless)
                if (pid == m.pid && end <= t)
                    withoutAddress += bytes;
            cursor.seek(m.positionAt(t));
            QCOMPARE(static_cast<double>(cursor.totals().requestedBytes + withoutAddress), value);
            ++compared;
        }
    }
    QVERIFY(compared >= 34);
}

void TestTracedMemory::theHistoryReplaysBackToEmptyAndForwardToTheFinalState()
{
    const Loaded& s = scenario("fragmentation");
    QVERIFY(s.trace);
    const TracedMemoryResult result = buildTracedMemory(*s.trace);
    QVERIFY(!result.processes.empty());
    const TracedMemory& m = result.processes.front();
    // Small checkpoint intervals: seeks go through restores as well as steps.
    SnapshotReplay::Options options;
    options.checkpointInterval = 97;
    const auto replay = SnapshotReplay::build(*m.snapshot, 0, options);
    QCOMPARE(replay->entryCount(), m.snapshot->trace.count());
    QVERIFY(replay->entryCount() > 1000);
    ReplayCursor cursor(*replay);
    const auto finalBlocks = sorted(cursor.liveBlocks());
    const auto finalSegments = cursor.liveSegments();
    const ReplayTotals finalTotals = cursor.totals();
    QVERIFY(!finalBlocks.empty());

    while (cursor.position() > 0)
        cursor.stepBackward();
    // Everything was allocated during the capture: before it, nothing.
    QVERIFY(cursor.liveBlocks().empty());
    QVERIFY(cursor.liveSegments().empty());
    QCOMPARE(cursor.totals(), ReplayTotals{});
    while (cursor.position() < replay->entryCount())
        cursor.stepForward();
    QCOMPARE(sorted(cursor.liveBlocks()), finalBlocks);
    QCOMPARE(cursor.liveSegments(), finalSegments);
    QCOMPARE(cursor.totals(), finalTotals);

    // A seek lands on the same state as stepping there (after whole calls: all entries up to a time).
    const std::size_t middle = m.positionAt(m.entryTimeNs[m.entryTimeNs.size() / 2]);
    QVERIFY(middle > 0 && middle < replay->entryCount());
    ReplayCursor stepped(*replay);
    while (stepped.position() > middle)
        stepped.stepBackward();
    cursor.seek(0);
    cursor.seek(middle);
    QCOMPARE(sorted(cursor.liveBlocks()), sorted(stepped.liveBlocks()));
    QCOMPARE(cursor.totals(), stepped.totals());
    // The rebuilt state never has a pending block or a segment without its block.
    QCOMPARE(cursor.totals().pendingBytes, std::uint64_t(0));
    QCOMPARE(cursor.liveSegments().size(), cursor.liveBlocks().size());
}

void TestTracedMemory::failedCallsUnknownFreesAndAddresslessAllocationsAreCountedNotPlaced()
{
    const std::string path = m_dir.filePath(QStringLiteral("hand-made.db")).toStdString();
    std::string error;
    QVERIFY2(writeHandMade(path, &error), error.c_str());
    LoadResult loaded = TraceBuilder::load(path);
    QVERIFY2(loaded.trace, loaded.error.c_str());
    const TracedMemoryResult result = buildTracedMemory(*loaded.trace);
    QCOMPARE(result.processes.size(), std::size_t(1));
    const TracedMemory& m = result.processes.front();
    QCOMPARE(m.pid, 500u);
    QCOMPARE(m.title(), std::string("python3 (pid 500)"));
    const TracedMemoryStats& s = m.stats;
    QCOMPARE(s.allocations, std::uint64_t(4)); // P1, P2, P3, P4
    QCOMPARE(s.allocatedBytes, std::uint64_t(1000 + 4096 + 2048 + 8192));
    QCOMPARE(s.frees, std::uint64_t(1));             // P1, once: the cuMemFree inside its cudaFree is the same free
    QCOMPARE(s.failedCalls, std::uint64_t(1));       // the free of P3
    QCOMPARE(s.failedAllocations, std::uint64_t(1)); // the huge cudaMalloc: an `oom` entry
    QCOMPARE(s.nestedDriverCalls, std::uint64_t(2));
    QCOMPARE(s.allocationsWithoutAddress, std::uint64_t(1));
    QCOMPARE(s.bytesWithoutAddress, std::uint64_t(8192));
    QCOMPARE(s.unknownFrees, std::uint64_t(1));
    QCOMPARE(s.nullFrees, std::uint64_t(1));
    QCOMPARE(s.impliedFrees, std::uint64_t(1)); // P2, overlapped by P3
    QCOMPARE(s.unstoredCalls, std::uint64_t(1));
    // Each is said in the workspace's warnings.
    const std::vector<std::string>& w = m.snapshot->warnings;
    const auto says = [&w](const char* text) {
        return std::any_of(w.begin(), w.end(),
                           [text](const std::string& line) { return line.find(text) != std::string::npos; });
    };
    QVERIFY(says("1 traced allocation without an address (8.00 KiB"));
    QVERIFY(says("1 free of an address no traced allocation returned"));
    QVERIFY(says("1 allocation was overlapped"));
    QVERIFY(says("1 failed call skipped"));
    QVERIFY(says("1 allocation or free call seen by the tracer but not stored"));

    // The snapshot's state: P3 and P4, one segment and one block each, sized as the replay sizes them.
    QCOMPARE(m.snapshot->segments.size(), std::size_t(2));
    QCOMPARE(m.snapshot->segments[0].address, kP3);
    QCOMPARE(m.snapshot->segments[0].totalSize, std::uint64_t(2048));
    QCOMPARE(m.snapshot->segments[1].address, kP4);
    QCOMPARE(m.snapshot->segments[1].totalSize, std::uint64_t(8192));
    QCOMPARE(m.snapshot->blocks.size(), std::size_t(2));
    QCOMPARE(m.snapshot->blocks[0].requestedSize, std::uint64_t(2048));
    QCOMPARE(m.snapshot->blocks[0].state, BlockState::ActiveAllocated);
    // Entries: 2 per allocation, 3 per free (the implied one included), in time order.
    const TraceColumns& t = m.snapshot->trace;
    const std::vector<Action> actions(t.action.begin(), t.action.end());
    // The failed cudaMalloc is an `oom` entry at the time it asked (100 µs), with what it asked for.
    const std::vector<Action> expected = {
        Action::SegmentAlloc,  Action::Alloc,         Action::Oom,         Action::SegmentAlloc,  Action::Alloc,
        Action::FreeRequested, Action::FreeCompleted, Action::SegmentFree, Action::FreeRequested, Action::FreeCompleted,
        Action::SegmentFree,   Action::SegmentAlloc,  Action::Alloc,       Action::SegmentAlloc,  Action::Alloc,
    };
    QCOMPARE(actions, expected);
    QCOMPARE(t.size[2], 1ULL << 40);
    QCOMPARE(m.entryTimeNs[2], kBase + 100'000);
    // Reordered by when each takes effect: P2's allocation returns (320 µs) before P1's free starts (400 µs).
    QCOMPARE(t.addr[0], kP1);
    QCOMPARE(t.addr[3], kP2);
    QCOMPARE(t.addr[5], kP1);
    QCOMPARE(t.addr[8], kP2);
    QCOMPARE(t.addr[11], kP3);
    QVERIFY(std::is_sorted(m.entryTimeNs.begin(), m.entryTimeNs.end()));
    QCOMPARE(m.entryTimeNs[0], kBase + 10'000 + 50'000); // the end of P1's cudaMalloc
    QCOMPARE(m.entryTimeNs[5], kBase + 400'000);         // the start of its cudaFree
    QCOMPARE(t.timeUs[5], (kBase + 400'000) / 1000);

    const auto replay = SnapshotReplay::build(*m.snapshot, 0);
    QCOMPARE(replay->anomalyCount(), std::uint64_t(0));
    ReplayCursor cursor(*replay);
    cursor.seek(0);
    QVERIFY(cursor.liveBlocks().empty());
    cursor.seek(m.positionAt(kBase + 350'000)); // P1 and P2
    QCOMPARE(cursor.liveBlocks().size(), std::size_t(2));
    QCOMPARE(cursor.totals().requestedBytes, std::uint64_t(1000 + 4096));
    QCOMPARE(cursor.totals().activeBytes, std::uint64_t(1024 + 4096));
}

void TestTracedMemory::blocksCarryTheCapturesFrames()
{
    const std::string path = m_dir.filePath(QStringLiteral("frames.db")).toStdString();
    std::string error;
    QVERIFY2(writeHandMade(path, &error), error.c_str());
    LoadResult loaded = TraceBuilder::load(path);
    QVERIFY(loaded.trace);
    const TracedMemoryResult result = buildTracedMemory(*loaded.trace);
    QCOMPARE(result.processes.size(), std::size_t(1));
    const Snapshot& snap = *result.processes.front().snapshot;
    const StackId stack = snap.blocks.at(0).stack;
    const auto frames = snap.stack(stack);
    QCOMPARE(frames.size(), std::size_t(4));
    std::vector<std::string> described;
    for (const FrameId f : frames)
        described.push_back(snap.describeFrame(f));
    QCOMPARE(described[0], std::string("cudaMalloc (libcudart.so.12)"));
    QCOMPARE(described[1],
             std::string("c10::cuda::CUDACachingAllocator::Native::NativeCachingAllocator::malloc(void**, "
                         "signed char, unsigned long, CUstream_st*) (libc10_cuda.so)"));
    QCOMPARE(described[2], std::string("0x7f12345678"));
    QCOMPARE(described[3], std::string("step (/work/train.py:14)"));
    QCOMPARE(snap.frameKind(frames[3]), FrameKind::Python);
    QCOMPARE(snap.frameKind(frames[1]), FrameKind::Cpp);
    // The allocation site the entry list shows: the Python line.
    QCOMPARE(snap.allocationSite(stack), static_cast<std::int64_t>(frames[3]));
    // A free's segment_free carries the free's own frames; its block entries the allocation's.
    const TraceColumns& t = snap.trace;
    QCOMPARE(t.stack[5], stack);
    const auto freeFrames = snap.stack(t.stack[7]);
    QCOMPARE(freeFrames.size(), std::size_t(2));
    QCOMPARE(snap.describeFrame(freeFrames[1]), std::string("cleanup (/work/train.py:31)"));
    // Frames are interned: the same stack for every allocation made there.
    QCOMPARE(t.stack[0], t.stack[11]);
}

void TestTracedMemory::anEventMapsToThePositionJustAfterIt()
{
    const std::string path = m_dir.filePath(QStringLiteral("positions.db")).toStdString();
    std::string error;
    QVERIFY2(writeHandMade(path, &error), error.c_str());
    LoadResult loaded = TraceBuilder::load(path);
    QVERIFY(loaded.trace);
    const Trace& trace = *loaded.trace;
    const TracedMemoryResult result = buildTracedMemory(trace);
    QCOMPARE(result.processes.size(), std::size_t(1));
    const TracedMemory& m = result.processes.front();
    const auto replay = SnapshotReplay::build(*m.snapshot, 0);
    ReplayCursor cursor(*replay);
    const TraceColumns& t = m.snapshot->trace;

    int checked = 0;
    int failed = 0;
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        const EventColumns& e = trace.lanes[l].events;
        for (std::uint32_t i = 0; i < e.size(); ++i) {
            const EventRef ref{l, i};
            QCOMPARE(result.processOf(trace, ref), &m);
            const auto position = m.positionOf(ref);
            const bool call = isTracedMemoryCall(trace, ref);
            const std::uint64_t pointer = e.sourceAt(i) == 1 && e.opAt(i) == capture::ops::CudaFree ? e.arg0[i]
                                                                                                    : e.arg1[i];
            if (pointer == kP1 && e.retCodeAt(i) == 0) {
                QVERIFY(call);
                QVERIFY(position);
                cursor.seek(*position);
                // After the allocation, P1 is there; after its free, it is gone.
                const bool isFree = e.opAt(i) == capture::ops::CudaFree;
                QCOMPARE(cursor.liveBlocks().count(kP1), std::size_t(isFree ? 0 : 1));
                // Before the call's entries (segment_alloc, alloc; or free_requested, free_completed,
                // segment_free): the other way round.
                cursor.seek(*position - (isFree ? 3 : 2));
                QCOMPARE(cursor.liveBlocks().count(kP1), std::size_t(isFree ? 1 : 0));
                QCOMPARE(cursor.liveSegments().count(kP1), std::size_t(isFree ? 1 : 0));
                ++checked;
            } else if (e.retCodeAt(i) != 0 && e.sourceAt(i) == 1 && e.opAt(i) == capture::ops::CudaMalloc) {
                // The failed allocation: an entry of its own, what it asked for, when it asked.
                QVERIFY(call);
                QVERIFY(position);
                QCOMPARE(t.action[*position - 1], Action::Oom);
                QCOMPARE(t.size[*position - 1], e.arg0[i]);
                QCOMPARE(t.timeUs[*position - 1], e.start[i] / 1000);
                ++failed;
            } else if (e.retCodeAt(i) != 0 || pointer == 0 || pointer == kUnknown) {
                QVERIFY(!position); // a failed free, without an address or unknown: nothing to show
            }
        }
    }
    QCOMPARE(checked, 2);
    QCOMPARE(failed, 1);
    QVERIFY(!m.positionOf(EventRef{}));
}

void TestTracedMemory::realCapturesWithoutPointersSayWhy_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : {"pytorch-173382-empty-cache.db", "sample-cluster.db", "sample-gpu-node-02.db"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestTracedMemory::realCapturesWithoutPointersSayWhy()
{
    QFETCH(QString, name);
    const QString path = ingeroFixture(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult loaded = TraceBuilder::load(path.toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    // These Ingero versions record no pointer for cudaMalloc (arg1 = 0) and none for the driver calls.
    QCOMPARE(sqlInt(path.toStdString(), "SELECT COUNT(*) FROM events WHERE source = 1 AND op IN (1, 8) AND arg1 <> 0"),
             std::int64_t(0));
    const TracedMemoryResult result = buildTracedMemory(*loaded.trace);
    QVERIFY(result.processes.empty());
    QVERIFY2(result.message.starts_with("No traced allocations with addresses: "), result.message.c_str());
    const auto addressless = addresslessBySql(path.toStdString());
    QVERIFY(!addressless.empty());
    std::uint64_t bytes = 0;
    for (const auto& [pid, end, b] : addressless)
        bytes += b;
    QCOMPARE(result.total.allocationsWithoutAddress, static_cast<std::uint64_t>(addressless.size()));
    QCOMPARE(result.total.bytesWithoutAddress, bytes);
    QCOMPARE(static_cast<std::int64_t>(result.total.unknownFrees),
             sqlInt(path.toStdString(),
                    "SELECT COUNT(*) FROM events WHERE source = 1 AND op = 2 AND ret_code = 0 AND arg0 <> 0"));
    // Failed frees are skipped and counted; failed allocations are entries of their own (the
    // driver's inside a failed runtime call is the same failure, counted once).
    QCOMPARE(static_cast<std::int64_t>(result.total.failedCalls),
             sqlInt(path.toStdString(),
                    "SELECT COUNT(*) FROM events WHERE ((source = 1 AND op IN (1, 2, 8)) OR "
                    "(source = 4 AND op IN (5, 6))) AND ret_code <> 0 AND (op IN (2, 6) OR ret_code = -1)"));
    const std::int64_t runtimeFailures = sqlInt(
        path.toStdString(),
        "SELECT COUNT(*) FROM events WHERE source = 1 AND op IN (1, 8) AND ret_code NOT IN (0, -1)");
    const std::int64_t driverFailures = sqlInt(
        path.toStdString(), "SELECT COUNT(*) FROM events WHERE source = 4 AND op = 5 AND ret_code NOT IN (0, -1)");
    QVERIFY(static_cast<std::int64_t>(result.total.failedAllocations) >= runtimeFailures);
    QVERIFY(static_cast<std::int64_t>(result.total.failedAllocations) <= runtimeFailures + driverFailures);
    QVERIFY(result.message.find(std::to_string(addressless.size()) + " allocation") != std::string::npos);
}

void TestTracedMemory::extremeAddressesAndSizesStayConsistent()
{
    using namespace capture::ops;
    const std::string path = m_dir.filePath(QStringLiteral("extreme.db")).toStdString();
    std::string error;
    {
        capture::CaptureWriter writer;
        capture::WriterOptions options;
        options.node = "test";
        QVERIFY2(writer.open(path, options, &error), error.c_str());
        const std::uint64_t top = ~std::uint64_t{0} - 4095;
        writer.addEvent(call(500, 1, CudaMalloc, kBase, 1000, ~std::uint64_t{0}, top), "python3"); // to the end
        writer.addEvent(call(500, 1, CudaMalloc, kBase + 2000, 1000, 0, top + 2048), "python3");   // inside it
        writer.addEvent(call(500, 1, CudaMalloc, kBase + 4000, 1000, 0, 1), "python3");            // size 0
        writer.addEvent(call(500, 1, CudaFree, kBase + 6000, 1000, top, 0), "python3");            // already gone
        writer.addEvent(call(500, 1, CudaMalloc, INT64_MAX - 10, INT64_MAX, 512, 0x1000), "python3");
        QVERIFY2(writer.finish(&error), error.c_str());
    }
    LoadResult loaded = TraceBuilder::load(path);
    QVERIFY2(loaded.trace, loaded.error.c_str());
    const TracedMemoryResult result = buildTracedMemory(*loaded.trace);
    QCOMPARE(result.processes.size(), std::size_t(1));
    const TracedMemory& m = result.processes.front();
    QCOMPARE(m.stats.allocations, std::uint64_t(4));
    QCOMPARE(m.stats.impliedFrees, std::uint64_t(1));
    QCOMPARE(m.stats.unknownFrees, std::uint64_t(1));
    QVERIFY(std::is_sorted(m.entryTimeNs.begin(), m.entryTimeNs.end()));
    const auto replay = SnapshotReplay::build(*m.snapshot, 0);
    QCOMPARE(replay->anomalyCount(), std::uint64_t(0));
    ReplayCursor cursor(*replay);
    QCOMPARE(cursor.liveBlocks().size(), std::size_t(3));
    const auto finalBlocks = sorted(cursor.liveBlocks());
    cursor.seek(0);
    QVERIFY(cursor.liveBlocks().empty());
    cursor.seek(replay->entryCount());
    QCOMPARE(sorted(cursor.liveBlocks()), finalBlocks);
}

// With PyTorch's tensor rows (faultline-probe) a process's memory is the model a snapshot gives:
// cudaMalloc segments tiled by the tensors' blocks and the cache's free holes. A 20 MiB segment
// holds three tensors, the middle one freed (an 8 MiB hole, the largest); a 2 MiB small segment
// holds a 512-byte tensor; a tensor in memory no traced segment holds gets a segment of its own
// and a warning; a failed cudaMalloc is the OOM entry. The history replays without anomaly back
// to empty, and the live bytes at each time are the tensors' then.
void TestTracedMemory::tensorRowsAreBlocksInsideTheirSegments()
{
    using namespace capture::ops;
    constexpr std::uint64_t kMiB = 1 << 20;
    constexpr std::uint64_t kS1 = 0x7f0000000000ULL;
    constexpr std::uint64_t kS2 = 0x7f0002000000ULL;
    constexpr std::uint64_t kOutside = 0x7f0100000000ULL;
    const std::string path = m_dir.filePath(QStringLiteral("tensors.db")).toStdString();
    {
        capture::CaptureWriter writer;
        std::string error;
        QVERIFY2(writer.open(path, {}, &error), error.c_str());
        const std::int64_t site = writer.addStack({test::python("/work/train.py", "forward", 20, 23)});
        const auto us = [](std::int64_t n) { return kBase + n * 1000; };
        const auto tensor = [&](std::uint8_t op, std::int64_t at, std::uint64_t a0, std::uint64_t a1,
                                std::int64_t stack = 0) {
            capture::EventRecord e = call(500, capture::kTorchSource, op, at, 0, a0, a1, 0, stack);
            writer.addEvent(e, "python3");
        };
        writer.addEvent(call(500, 1, CudaMalloc, us(10), 50'000, 20 * kMiB, kS1), "python3");
        tensor(TensorAlloc, us(100), 4 * kMiB, kS1, site);
        tensor(TensorAlloc, us(110), 8 * kMiB, kS1 + 4 * kMiB, site);
        tensor(TensorAlloc, us(120), 2 * kMiB, kS1 + 12 * kMiB, site);
        tensor(TensorFree, us(200), kS1 + 4 * kMiB, 8 * kMiB);
        writer.addEvent(call(500, 1, CudaMalloc, us(300), 20'000, 2 * kMiB, kS2), "python3");
        tensor(TensorAlloc, us(330), 512, kS2, site); // after the cudaMalloc that made its segment returned
        tensor(TensorAlloc, us(400), kMiB, kOutside, site);
        writer.addEvent(call(500, 1, CudaMalloc, us(500), 5'000, 30ULL << 30, 0, 2), "python3");
        writer.addThread({500, 500, "python3", us(0), us(600)});
        writer.addProcessName({500, "python3", us(0)});
        QVERIFY2(writer.finish(&error), error.c_str());
    }
    LoadResult loaded = TraceBuilder::load(path);
    QVERIFY2(loaded.trace, loaded.error.c_str());
    const TracedMemoryResult result = buildTracedMemory(*loaded.trace);
    QCOMPARE(result.processes.size(), std::size_t(1));
    const TracedMemory& m = result.processes.front();
    QCOMPARE(m.stats.tensorAllocations, std::uint64_t(5));
    QCOMPARE(m.stats.tensorFrees, std::uint64_t(1));
    QCOMPARE(m.stats.tensorBytes, 15 * kMiB + 512);
    QCOMPARE(m.stats.tensorsOutsideSegments, std::uint64_t(1));
    QCOMPARE(m.stats.allocations, std::uint64_t(2)); // the segments
    QCOMPARE(m.stats.failedAllocations, std::uint64_t(1));
    QCOMPARE(m.stats.impliedFrees, std::uint64_t(0));
    QCOMPARE(m.stats.unknownFrees, std::uint64_t(0));
    const bool warned = std::any_of(m.snapshot->warnings.begin(), m.snapshot->warnings.end(), [](const std::string& w) {
        return w.find("reserved before the capture began") != std::string::npos;
    });
    QVERIFY(warned);

    // The final state, as a snapshot: three segments tiled by blocks and holes.
    const Snapshot& snap = *m.snapshot;
    QCOMPARE(snap.segmentCount(), std::size_t(3));
    const SnapshotMetrics metrics = computeMetrics(snap);
    const DeviceMetrics* d = metrics.device(0);
    QVERIFY(d);
    QCOMPARE(d->reserved, 23 * kMiB);
    QCOMPARE(d->allocated, 7 * kMiB + 512);
    QCOMPARE(d->allocBlocks, std::uint64_t(4));
    QCOMPARE(d->largestFreeBlock, 8 * kMiB);
    QCOMPARE(d->inactive, 16 * kMiB - 512);

    // The history: no anomaly, back to empty, and the tensors live at each time.
    const auto replay = SnapshotReplay::build(snap, 0);
    QCOMPARE(replay->anomalyCount(), std::uint64_t(0));
    ReplayCursor cursor(*replay);
    QCOMPARE(cursor.totals().allocatedBytes(), 7 * kMiB + 512);
    QCOMPARE(cursor.totals().reservedBytes, 23 * kMiB);
    cursor.seek(m.positionAt(kBase + 150'000));
    QCOMPARE(cursor.totals().allocatedBytes(), 14 * kMiB);
    QCOMPARE(cursor.totals().reservedBytes, 20 * kMiB);
    QCOMPARE(cursor.liveSegments().size(), std::size_t(1));
    cursor.seek(m.positionAt(kBase + 250'000));
    QCOMPARE(cursor.totals().allocatedBytes(), 6 * kMiB);
    cursor.seek(0);
    QCOMPARE(cursor.totals().allocatedBytes(), std::uint64_t(0));
    QVERIFY(cursor.liveSegments().empty());
    QVERIFY(cursor.liveBlocks().empty());
    // The OOM is the history's last entry.
    QCOMPARE(snap.trace.action.back(), Action::Oom);
}
QTEST_GUILESS_MAIN(TestTracedMemory)
#include "tst_traced_memory.moc"
