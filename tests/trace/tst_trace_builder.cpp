// Loading captures into the columnar Trace: threads and processes, lanes, time conventions,
// stacks, the parallel path, cancellation and the memory layout.

#include "CaptureWriter.h"
#include "OpCatalog.h"
#include "OpStatistics.h"
#include "SqliteDb.h"
#include "StackCodec.h"
#include "StatsReport.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

const Thread* findThread(const Trace& trace, std::uint32_t tid)
{
    for (const Thread& t : trace.threads) {
        if (t.tid == tid)
            return &t;
    }
    return nullptr;
}

const Lane* findLane(const Trace& trace, std::uint32_t tid, LaneKind kind)
{
    const Thread* t = findThread(trace, tid);
    if (!t)
        return nullptr;
    for (const std::uint32_t li : t->lanes) {
        if (trace.lanes[li].kind == kind)
            return &trace.lanes[li];
    }
    return nullptr;
}

// A capture of `threads` threads in one process, each with `perThread` cudaLaunchKernel calls
// and as many off-CPU intervals, written in time order through the real writer.
bool writeSynthetic(const QString& path, int threads, int perThread, std::string* error)
{
    capture::CaptureWriter writer;
    capture::WriterOptions options;
    options.node = "test";
    if (!writer.open(path.toStdString(), options, error))
        return false;
    const std::int64_t base = 1'700'000'000'000'000'000LL;
    for (int i = 0; i < perThread; ++i) {
        for (int t = 0; t < threads; ++t) {
            const auto tid = static_cast<std::uint32_t>(1000 + t);
            capture::EventRecord call;
            call.timestamp = base + std::int64_t(i) * 100'000 + t;
            call.duration = 5'000 + t;
            call.pid = 1000;
            call.tid = tid;
            call.source = 1;
            call.op = capture::ops::CudaLaunchKernel;
            writer.addEvent(call, "python3");
            capture::EventRecord off;
            off.timestamp = base + std::int64_t(i) * 100'000 + 90'000; // end of the off-CPU interval
            off.duration = 30'000;
            off.pid = tid; // Ingero: pid = tid = the resuming thread
            off.tid = tid;
            off.source = 3;
            off.op = capture::ops::SchedSwitch;
            off.arg1 = 4242;
            writer.addEvent(off, t == 0 ? "python3" : "pt_data_worker");
        }
    }
    for (int t = 0; t < threads; ++t) {
        const auto tid = static_cast<std::uint32_t>(1000 + t);
        writer.addThread({tid, 1000, t == 0 ? "python3" : "pt_data_worker", base, base + perThread * 100'000LL});
    }
    writer.addProcessName({1000, "python3", base});
    return writer.finish(error);
}

// Whether two traces hold the same threads, processes and events (stacks compared by hash: an
// extension numbers the stacks it adds after the ones it had).
void compareTraces(const Trace& got, const Trace& want)
{
    QCOMPARE(got.eventCount(), want.eventCount());
    QCOMPARE(got.beginNs, want.beginNs);
    QCOMPARE(got.endNs, want.endNs);
    QCOMPARE(got.processes.size(), want.processes.size());
    for (std::size_t p = 0; p < want.processes.size(); ++p) {
        QCOMPARE(got.processes[p].pid, want.processes[p].pid);
        QCOMPARE(got.processes[p].name, want.processes[p].name);
        QCOMPARE(got.processes[p].node, want.processes[p].node);
        QCOMPARE(got.processes[p].rank, want.processes[p].rank);
        QCOMPARE(got.processes[p].threads, want.processes[p].threads);
    }
    QCOMPARE(got.threads.size(), want.threads.size());
    for (std::size_t t = 0; t < want.threads.size(); ++t) {
        QCOMPARE(got.threads[t].tid, want.threads[t].tid);
        QCOMPARE(got.threads[t].pid, want.threads[t].pid);
        QCOMPARE(got.threads[t].name, want.threads[t].name);
        QCOMPARE(got.threads[t].firstSeen, want.threads[t].firstSeen);
        QCOMPARE(got.threads[t].lastSeen, want.threads[t].lastSeen);
        QCOMPARE(got.threads[t].lanes, want.threads[t].lanes);
    }
    QCOMPARE(got.lanes.size(), want.lanes.size());
    for (std::size_t l = 0; l < want.lanes.size(); ++l) {
        const EventColumns& g = got.lanes[l].events;
        const EventColumns& w = want.lanes[l].events;
        QCOMPARE(got.lanes[l].kind, want.lanes[l].kind);
        QCOMPARE(got.lanes[l].thread, want.lanes[l].thread);
        QCOMPARE(g.start, w.start);
        QCOMPARE(g.duration, w.duration);
        QCOMPARE(g.kind, w.kind);
        QCOMPARE(g.arg0, w.arg0);
        QCOMPARE(g.arg1, w.arg1);
        QCOMPARE(g.longDurations, w.longDurations);
        QCOMPARE(g.retCodes, w.retCodes);
        for (std::size_t i = 0; i < w.size(); ++i)
            QCOMPARE(got.stacks[g.stack[i]].hash, want.stacks[w.stack[i]].hash);
    }
    QCOMPARE(got.stacks.size(), want.stacks.size());
}

} // namespace

class TestTraceBuilder : public QObject
{
    Q_OBJECT

private slots:
    void loadsIngeroFixtureIntoLanes();
    void appliesTimeConventionsPerSource();
    void resolvesStacksByHash();
    void mapsThreadsToTheirProcessFromTheThreadTable();
    void parallelAndSingleReadersAgree();
    void cancelStopsTheLoad();
    void reportsAClearErrorForBadFiles();
    void keepsEventsUnderFortyBytes();
    void keepsDurationsBeyondFourSeconds();
    void survivesExtremeValues();
    void keepsTheNodesOfAMergedCaptureApart();
    void extendingAGrowingFixtureEqualsLoadingItWhole_data();
    void extendingAGrowingFixtureEqualsLoadingItWhole();
    void extendingALiveCaptureEqualsLoadingItWhole();
    void extendingWhileTheWriterCommitsReadsEachRowOnce();
};

void TestTraceBuilder::loadsIngeroFixtureIntoLanes()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY2(r.trace, r.error.c_str());
    const Trace& trace = *r.trace;
    QCOMPARE(trace.eventCount(), std::int64_t(3486));
    // sqlite3: select count(distinct tid) from events -> 14
    QCOMPARE(int(trace.threads.size()), 14);
    // sqlite3: events carry pids 0, 664, 779, 30581, 30591, 30592, but 30591 and 30592 only as
    // sched_switch rows (pid = tid); their process_exit rows say pid 30581, so they are threads of it.
    std::vector<std::uint32_t> pids;
    for (const Process& p : trace.processes)
        pids.push_back(p.pid);
    QCOMPARE(pids, (std::vector<std::uint32_t>{0, 664, 779, 30581}));
    QCOMPARE(findThread(trace, 30591)->pid, 30581u);
    QCOMPARE(QString::fromStdString(trace.processName(30581)), QStringLiteral("python3"));
    QCOMPARE(QString::fromStdString(trace.processName(664)), QStringLiteral("systemd-resolve"));
    // 3387 events carry pid 30581 (sqlite3); every lane of every thread is sorted by start.
    for (const Lane& lane : trace.lanes)
        QVERIFY(std::is_sorted(lane.events.start.begin(), lane.events.start.end()));
    const Lane* offCpu = findLane(trace, 30581, LaneKind::OffCpu);
    QVERIFY(offCpu);
    QCOMPARE(int(offCpu->events.size()), 83); // sched_switch rows with tid 30581
    QVERIFY(trace.isSampled());               // 64,410 events counted by the aggregates, 3,486 stored
    QVERIFY(trace.beginNs > 0 && trace.endNs > trace.beginNs);
}

void TestTraceBuilder::appliesTimeConventionsPerSource()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.db"));
    std::string error;
    QVERIFY2(writeSynthetic(path, 1, 3, &error), error.c_str());
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY2(r.trace, r.error.c_str());
    const std::int64_t base = 1'700'000'000'000'000'000LL;
    const Lane* calls = findLane(*r.trace, 1000, LaneKind::CudaRuntime);
    const Lane* off = findLane(*r.trace, 1000, LaneKind::OffCpu);
    QVERIFY(calls && off);
    // A CUDA call starts at its timestamp; an off-CPU interval ends at its timestamp.
    QCOMPARE(calls->events.start[0], base);
    QCOMPARE(off->events.start[0], base + 90'000 - 30'000);
    QCOMPARE(off->events.durationAt(0), std::int64_t(30'000));
    QCOMPARE(off->events.arg1[0], quint64(4242));
    QCOMPARE(r.trace->endNs, base + 2 * 100'000 + 90'000);
}

void TestTraceBuilder::resolvesStacksByHash()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    const Trace& trace = *r.trace;
    QCOMPARE(int(trace.stacks.size()), 780 + 1); // index 0 is "no stack"
    std::int64_t withStack = 0;
    std::int64_t cudaMallocWithPython = 0;
    for (const Lane& lane : trace.lanes) {
        for (std::size_t i = 0; i < lane.events.size(); ++i) {
            const std::uint32_t s = lane.events.stack[i];
            if (s == 0)
                continue;
            ++withStack;
            const auto& frames = trace.stacks[s].frames;
            if (lane.events.kind[i] == ((1 << 8) | capture::ops::CudaMalloc) && !frames.empty()
                && frames.front().kind == capture::FrameKind::Python)
                ++cudaMallocWithPython;
        }
    }
    QCOMPARE(withStack, std::int64_t(3284)); // sqlite3: count(*) where stack_hash != 0
    QVERIFY(cudaMallocWithPython > 0);
    QVERIFY(r.trace->problems.empty());
}

void TestTraceBuilder::mapsThreadsToTheirProcessFromTheThreadTable()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.db"));
    std::string error;
    QVERIFY2(writeSynthetic(path, 3, 10, &error), error.c_str());
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY2(r.trace, r.error.c_str());
    // sched_switch rows say pid = tid, but faultline_threads knows all three threads are one process.
    QCOMPARE(int(r.trace->processes.size()), 1);
    QCOMPARE(r.trace->processes[0].pid, 1000u);
    QCOMPARE(int(r.trace->processes[0].threads.size()), 3);
    QCOMPARE(QString::fromStdString(findThread(*r.trace, 1001)->name), QStringLiteral("pt_data_worker"));
    QCOMPARE(findThread(*r.trace, 1002)->pid, 1000u);
}

void TestTraceBuilder::parallelAndSingleReadersAgree()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.db"));
    std::string error;
    QVERIFY2(writeSynthetic(path, 4, 2000, &error), error.c_str());
    LoadOptions single;
    single.threads = 1;
    LoadOptions parallel;
    parallel.threads = 2;
    parallel.parallelThreshold = 1;
    std::int64_t lastDone = 0;
    parallel.progress = [&](std::int64_t done, std::int64_t) { lastDone = std::max(lastDone, done); };
    LoadResult a = TraceBuilder::load(path.toStdString(), single);
    LoadResult b = TraceBuilder::load(path.toStdString(), parallel);
    QVERIFY(a.trace && b.trace);
    QCOMPARE(a.trace->eventCount(), std::int64_t(16000));
    QCOMPARE(b.trace->eventCount(), a.trace->eventCount());
    QCOMPARE(lastDone, std::int64_t(16000));
    QCOMPARE(b.trace->lanes.size(), a.trace->lanes.size());
    for (std::size_t i = 0; i < a.trace->lanes.size(); ++i) {
        QCOMPARE(b.trace->lanes[i].events.start, a.trace->lanes[i].events.start);
        QCOMPARE(b.trace->lanes[i].events.duration, a.trace->lanes[i].events.duration);
        QCOMPARE(b.trace->lanes[i].events.kind, a.trace->lanes[i].events.kind);
    }
}

void TestTraceBuilder::cancelStopsTheLoad()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.db"));
    std::string error;
    QVERIFY2(writeSynthetic(path, 2, 50000, &error), error.c_str());
    std::atomic<bool> cancel{false};
    LoadOptions options;
    options.cancel = &cancel;
    options.progress = [&](std::int64_t done, std::int64_t) {
        if (done > 0)
            cancel = true;
    };
    LoadResult r = TraceBuilder::load(path.toStdString(), options);
    QVERIFY(r.cancelled);
    QVERIFY(!r.trace);
    QVERIFY(r.error.empty());
}

void TestTraceBuilder::reportsAClearErrorForBadFiles()
{
    LoadResult r = TraceBuilder::load("/nonexistent/x.db");
    QVERIFY(!r.trace);
    QVERIFY(!r.cancelled);
    QVERIFY2(r.error.find("cannot open") != std::string::npos, r.error.c_str());
}

void TestTraceBuilder::keepsEventsUnderFortyBytes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.db"));
    std::string error;
    QVERIFY2(writeSynthetic(path, 4, 5000, &error), error.c_str());
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    const double perEvent = double(r.trace->eventResidentBytes()) / double(r.trace->eventCount());
    QVERIFY2(perEvent <= 40.0, qPrintable(QString::number(perEvent)));
}

void TestTraceBuilder::keepsDurationsBeyondFourSeconds()
{
    EventColumns c;
    c.append(100, 10, 0x0101, 0, 0, 0, 0);
    c.append(50, 9'000'000'000LL, 0x0301, 0, 0, 0, -3);
    c.append(75, 7, 0x0101, 0, 0, 0, 0);
    c.sortByStart();
    QCOMPARE(c.start, (std::vector<std::int64_t>{50, 75, 100}));
    QCOMPARE(c.durationAt(0), std::int64_t(9'000'000'000LL));
    QCOMPARE(c.retCodeAt(0), -3);
    QCOMPARE(c.durationAt(1), std::int64_t(7));
    QCOMPARE(c.durationAt(2), std::int64_t(10));
    QCOMPARE(c.retCodeAt(2), 0);
}

void TestTraceBuilder::survivesExtremeValues()
{
    // Fuzzer findings: kind 0xFFFF (source 255, op 255) and timestamps/durations at INT64 limits.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("odd.db"));
    {
        capture::SqliteDb db;
        QVERIFY(db.openReadWrite(path.toStdString(), nullptr));
        QVERIFY(
            db.exec("CREATE TABLE events(id INTEGER PRIMARY KEY, timestamp INTEGER NOT NULL, pid INTEGER NOT NULL,"
                    " tid INTEGER NOT NULL, source INTEGER NOT NULL, op INTEGER NOT NULL, duration INTEGER NOT NULL);"
                    "INSERT INTO events(timestamp, pid, tid, source, op, duration) VALUES"
                    " (100, 1, 1, 255, 255, 5), (9223372036854775807, 1, 1, 1, 1, 9223372036854775807),"
                    " (-9223372036854775808, 1, 1, 3, 1, 9223372036854775807)"));
    }
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY2(r.trace, r.error.c_str());
    QCOMPARE(r.trace->eventCount(), std::int64_t(3));
    QCOMPARE(r.trace->endNs, INT64_MAX);
    const auto stats = OpStatistics::compute(*r.trace);
    QVERIFY(std::any_of(stats.begin(), stats.end(), [](const OpStats& s) { return s.source == 255 && s.op == 255; }));
    QVERIFY(!StatsReport::json(*r.trace).isEmpty());
}

// Ingero's cluster capture merges three nodes; pid 96 runs on two of them. Each (node, pid) is a
// process of its own, holding exactly the events SQL finds for that pair.
void TestTraceBuilder::keepsTheNodesOfAMergedCaptureApart()
{
    const QString path = ingeroFixture(QStringLiteral("sample-cluster.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult loaded = TraceBuilder::load(path.toStdString());
    QVERIFY(loaded.trace);
    const Trace& trace = *loaded.trace;

    capture::SqliteDb db;
    std::string error;
    QVERIFY(db.openReadOnly(path.toStdString(), true, &error));
    capture::SqliteStatement st(db,
                                "SELECT pid, node, COUNT(*) FROM events WHERE NOT (source = 3 AND op = 1) "
                                "GROUP BY pid, node");
    int pairs = 0;
    while (st.step() == SQLITE_ROW) {
        const auto pid = static_cast<std::uint32_t>(st.int64(0));
        const std::string node(st.text(1));
        const auto it = std::find_if(trace.processes.begin(), trace.processes.end(),
                                     [&](const Process& p) { return p.pid == pid && p.node == node; });
        QVERIFY2(it != trace.processes.end(),
                 qPrintable(QStringLiteral("%1 on %2").arg(pid).arg(QString::fromStdString(node))));
        std::int64_t events = 0;
        for (const std::uint32_t t : it->threads) {
            QCOMPARE(trace.threads[t].process, static_cast<std::uint32_t>(it - trace.processes.begin()));
            for (const std::uint32_t l : trace.threads[t].lanes) {
                if (trace.lanes[l].kind != LaneKind::OffCpu)
                    events += static_cast<std::int64_t>(trace.lanes[l].events.size());
            }
        }
        QCOMPARE(events, st.int64(2));
        ++pairs;
    }
    // And no process beyond those pairs holds calls.
    const auto withCalls = std::count_if(trace.processes.begin(), trace.processes.end(), [&](const Process& p) {
        return std::any_of(p.threads.begin(), p.threads.end(), [&](std::uint32_t t) {
            return std::any_of(trace.threads[t].lanes.begin(), trace.threads[t].lanes.end(),
                               [&](std::uint32_t l) { return trace.lanes[l].kind != LaneKind::OffCpu; });
        });
    });
    QCOMPARE(pairs, static_cast<int>(withCalls));
    QVERIFY(pairs >= 8);
    QCOMPARE(
        std::count_if(trace.processes.begin(), trace.processes.end(), [](const Process& p) { return p.pid == 96; }), 2);
}

void TestTraceBuilder::extendingAGrowingFixtureEqualsLoadingItWhole_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::newRow("pytorch-173382-empty-cache") << QStringLiteral("pytorch-173382-empty-cache.db");
    QTest::newRow("sample-gpu-node-01") << QStringLiteral("sample-gpu-node-01.db");
}

// A real capture seen as it grew: a copy cut after a third of its rows (and the stacks those
// rows name), then after two thirds, then whole, at the same path; each step extends the last.
void TestTraceBuilder::extendingAGrowingFixtureEqualsLoadingItWhole()
{
    QFETCH(QString, fixture);
    const QString source = ingeroFixture(fixture);
    FAULTLINE_REQUIRE_FIXTURE(source);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("growing.db"));
    LoadResult whole = TraceBuilder::load(source.toStdString());
    QVERIFY2(whole.trace, whole.error.c_str());
    QVERIFY(whole.trace->eventCount() > 30);

    // Keeps the events up to `thirds` thirds of the way through their rowids.
    auto cutCopy = [&](int thirds) {
        QFile::remove(path);
        QVERIFY(QFile::copy(source, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        capture::SqliteDb db;
        std::string error;
        QVERIFY2(db.openReadWrite(path.toStdString(), &error), error.c_str());
        const std::string keep = "(SELECT MIN(rowid) + (MAX(rowid) - MIN(rowid)) * " + std::to_string(thirds)
            + " / 3 FROM events)";
        QVERIFY2(db.exec("DELETE FROM events WHERE rowid > " + keep, &error), error.c_str());
        QVERIFY2(db.exec("DELETE FROM stack_traces WHERE hash NOT IN (SELECT stack_hash FROM events)", &error),
                 error.c_str());
    };
    cutCopy(1);
    LoadResult first = TraceBuilder::load(path.toStdString());
    QVERIFY2(first.trace, first.error.c_str());
    QVERIFY(first.trace->eventCount() > 0);
    QVERIFY(first.trace->eventCount() < whole.trace->eventCount());
    cutCopy(2);
    LoadResult second = TraceBuilder::extend(*first.trace, path.toStdString());
    QVERIFY2(second.trace, second.error.c_str());
    const LoadResult secondWhole = TraceBuilder::load(path.toStdString());
    QVERIFY(secondWhole.trace);
    compareTraces(*second.trace, *secondWhole.trace);
    QVERIFY(second.trace->eventCount() > first.trace->eventCount());

    QFile::remove(path);
    QVERIFY(QFile::copy(source, path));
    LoadResult third = TraceBuilder::extend(*second.trace, path.toStdString());
    QVERIFY2(third.trace, third.error.c_str());
    compareTraces(*third.trace, *TraceBuilder::load(path.toStdString()).trace);
    compareTraces(*third.trace, *whole.trace);
}

// The file a live attach writes, read while it is written: a thread first seen switching (pid =
// tid, Ingero's sched_switch convention) whose calls name its process later, a thread that
// appears later with a lower tid, a new stack, and a call that starts before the last one read.
void TestTraceBuilder::extendingALiveCaptureEqualsLoadingItWhole()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("live.db")).toStdString();
    capture::CaptureWriter writer;
    capture::WriterOptions options;
    options.node = "live";
    std::string error;
    QVERIFY2(writer.open(path, options, &error), error.c_str());
    const std::int64_t base = 1'700'000'000'000'000'000LL;
    auto call = [&](std::uint32_t pid, std::uint32_t tid, std::int64_t ts, std::int64_t stack) {
        capture::EventRecord e;
        e.timestamp = ts;
        e.duration = 4'000;
        e.pid = pid;
        e.tid = tid;
        e.source = 1;
        e.op = capture::ops::CudaLaunchKernel;
        e.stackHash = stack;
        e.arg0 = static_cast<std::uint64_t>(ts);
        writer.addEvent(e, "python3");
    };
    auto offCpu = [&](std::uint32_t tid, std::int64_t ts) {
        capture::EventRecord e;
        e.timestamp = ts;
        e.duration = 20'000;
        e.pid = tid;
        e.tid = tid;
        e.source = 3;
        e.op = capture::ops::SchedSwitch;
        writer.addEvent(e, "pt_data_worker");
    };
    std::vector<capture::StackFrame> frames(1);
    frames[0].kind = capture::FrameKind::Python;
    frames[0].pyFile = "/srv/train.py";
    frames[0].pyFunction = "step";
    frames[0].pyLine = 42;
    const std::int64_t stackA = writer.addStack(frames);
    for (int i = 0; i < 200; ++i) {
        call(5000, 5000, base + i * 100'000, stackA);
        offCpu(5007, base + i * 100'000 + 50'000);
    }
    QVERIFY2(writer.flush(&error), error.c_str());
    LoadResult first = TraceBuilder::load(path);
    QVERIFY2(first.trace, first.error.c_str());
    QCOMPARE(first.trace->eventCount(), std::int64_t(400));
    QCOMPARE(findThread(*first.trace, 5007)->pid, 5007u);

    frames[0].pyLine = 43;
    const std::int64_t stackB = writer.addStack(frames);
    call(5000, 5000, base + 150 * 100'000 + 10, stackB); // starts before the last call read
    for (int i = 200; i < 400; ++i) {
        call(5000, 5007, base + i * 100'000, stackB); // 5007's calls: it belongs to process 5000
        call(5000, 4990, base + i * 100'000 + 1, 0);  // a thread seen only now, with a lower tid
    }
    QVERIFY2(writer.flush(&error), error.c_str());
    LoadResult second = TraceBuilder::extend(*first.trace, path);
    QVERIFY2(second.trace, second.error.c_str());
    const LoadResult secondWhole = TraceBuilder::load(path);
    QVERIFY(secondWhole.trace);
    compareTraces(*second.trace, *secondWhole.trace);
    QCOMPARE(second.trace->eventCount(), std::int64_t(801));
    QCOMPARE(findThread(*second.trace, 5007)->pid, 5000u);
    QCOMPARE(second.trace->stacks.size(), std::size_t(3));
    const Lane* calls = findLane(*second.trace, 5000, LaneKind::CudaRuntime);
    QVERIFY(calls);
    QVERIFY(std::is_sorted(calls->events.start.begin(), calls->events.start.end()));

    // Rows gone (another file at the path): read whole, not extended.
    QVERIFY2(writer.finish(&error), error.c_str());
    const std::string other = dir.filePath(QStringLiteral("other.db")).toStdString();
    QVERIFY2(writeSynthetic(QString::fromStdString(other), 1, 10, &error), error.c_str());
    LoadResult unrelated = TraceBuilder::extend(*second.trace, other);
    QVERIFY(unrelated.trace);
    QCOMPARE(unrelated.trace->eventCount(), std::int64_t(20));
}

// A writer commits while the trace is extended again and again (a live view): rows committed
// between a read's start and its end are read once, neither skipped nor read twice.
void TestTraceBuilder::extendingWhileTheWriterCommitsReadsEachRowOnce()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("growing.db")).toStdString();
    capture::CaptureWriter writer;
    capture::WriterOptions options;
    options.node = "live";
    std::string error;
    QVERIFY2(writer.open(path, options, &error), error.c_str());
    const std::int64_t base = 1'700'000'000'000'000'000LL;
    std::atomic<bool> writing{true};
    std::string writeError;
    std::thread producer([&] {
        for (int batch = 0; batch < 300 && writeError.empty(); ++batch) {
            for (int i = 0; i < 100; ++i) {
                capture::EventRecord e;
                e.timestamp = base + (batch * 100 + i) * 10'000LL;
                e.duration = 1'000;
                e.pid = 9000;
                e.tid = 9000 + static_cast<std::uint32_t>(i % 3);
                e.source = 1;
                e.op = capture::ops::CudaLaunchKernel;
                e.arg0 = static_cast<std::uint64_t>(batch * 100 + i);
                writer.addEvent(e, "python3");
            }
            if (!writer.flush(&writeError))
                break;
        }
        writing.store(false);
    });
    std::shared_ptr<const Trace> trace;
    int extensions = 0;
    while (writing.load()) {
        LoadResult next = trace ? TraceBuilder::extend(*trace, path) : TraceBuilder::load(path);
        if (next.trace) {
            trace = std::move(next.trace);
            ++extensions;
        }
    }
    producer.join();
    QVERIFY2(writeError.empty(), writeError.c_str());
    QVERIFY(trace);
    LoadResult last = TraceBuilder::extend(*trace, path);
    QVERIFY2(last.trace, last.error.c_str());
    QVERIFY(extensions > 3);
    QCOMPARE(last.trace->eventCount(), std::int64_t(30'000));
    compareTraces(*last.trace, *TraceBuilder::load(path).trace);
    QVERIFY2(writer.finish(&error), error.c_str());
}

QTEST_GUILESS_MAIN(TestTraceBuilder)
#include "tst_trace_builder.moc"
