// The timeline's lane list: grouping by process, collapse, pins, filter, node/rank, instants and
// the counter tracks, on hand-built traces and on real Ingero captures.

#include "CounterTracks.h"
#include "OpCatalog.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TimelineModel.h"
#include "TraceBuilder.h"
#include "TrackGeometry.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>

#include <sqlite3.h>

#include <map>
#include <set>

using namespace faultline;
using namespace faultline::timeline;
using faultline::test::ingeroFixture;

namespace {

constexpr std::int64_t kBase = 1'700'000'000'000'000'000LL;

std::uint16_t code(capture::Source source, std::uint8_t op)
{
    return static_cast<std::uint16_t>((static_cast<int>(source) << 8) | op);
}

// Two processes: 100 (threads 100, 101) and 200 (thread 200), with CUDA, off-CPU and instant lanes.
std::shared_ptr<Trace> smallTrace()
{
    auto trace = std::make_shared<Trace>();
    auto addThread = [&](std::uint32_t pid, std::uint32_t tid, const char* name) {
        Thread t;
        t.pid = pid;
        t.tid = tid;
        t.name = name;
        trace->threads.push_back(t);
    };
    addThread(100, 100, "python3");
    addThread(100, 101, "pt_data_worker");
    addThread(200, 200, "logrotate");
    auto addLane = [&](std::uint32_t thread, LaneKind kind) -> EventColumns& {
        trace->threads[thread].lanes.push_back(static_cast<std::uint32_t>(trace->lanes.size()));
        Lane lane;
        lane.kind = kind;
        lane.thread = thread;
        trace->lanes.push_back(std::move(lane));
        return trace->lanes.back().events;
    };
    EventColumns& cuda = addLane(0, LaneKind::CudaRuntime);
    cuda.append(kBase + 100, 50, code(capture::Source::Cuda, capture::ops::CudaMalloc), 0, 1000, 0xA000, 0);
    cuda.append(kBase + 200, 50, code(capture::Source::Cuda, capture::ops::CudaMalloc), 0, 500, 0xB000, 0);
    cuda.append(kBase + 300, 50, code(capture::Source::Cuda, capture::ops::CudaMalloc), 0, 9999, 0, 2); // failed
    cuda.append(kBase + 400, 50, code(capture::Source::Cuda, capture::ops::CudaFree), 0, 0xA000, 0, 0);
    cuda.append(kBase + 500, 50, code(capture::Source::Cuda, capture::ops::CudaFree), 0, 0xC000, 200, 0); // unknown ptr
    EventColumns& off = addLane(0, LaneKind::OffCpu);
    off.append(kBase + 120, 30, code(capture::Source::Host, capture::ops::SchedSwitch), 0, 0, 200, 0);
    EventColumns& inst = addLane(0, LaneKind::Instants);
    inst.append(kBase + 10, 0, code(capture::Source::Host, capture::ops::ProcessExec), 0, 0, 0, 0);
    inst.append(kBase + 5, 0, code(capture::Source::Host, capture::ops::SchedWakeup), 0, 0, 101, 0);
    addLane(1, LaneKind::OffCpu)
        .append(kBase + 600, 10, code(capture::Source::Host, capture::ops::SchedSwitch), 0, 0, 100, 0);
    addLane(2, LaneKind::Driver)
        .append(kBase + 50, 10, code(capture::Source::Driver, capture::ops::CuMemAlloc), 0, 4096, 0, 0);
    Process a;
    a.pid = 100;
    a.name = "python3";
    a.threads = {0, 1};
    Process b;
    b.pid = 200;
    b.name = "logrotate";
    b.node = "node-b";
    b.rank = 3;
    b.threads = {2};
    trace->processes = {a, b};
    capture::SystemSnapshot s1;
    s1.timestamp = kBase;
    s1.cpuPct = 50;
    s1.memPct = 20;
    s1.loadAvg = 1.5;
    capture::SystemSnapshot s2 = s1;
    s2.timestamp = kBase + 1000;
    s2.cpuPct = 90;
    trace->snapshots = {s2, s1}; // out of order on purpose
    trace->beginNs = kBase;
    trace->endNs = kBase + 1000;
    return trace;
}

std::vector<TimelineRow::Kind> kinds(const TimelineModel& m)
{
    std::vector<TimelineRow::Kind> out;
    for (const TimelineRow& r : m.rows())
        out.push_back(r.kind);
    return out;
}

} // namespace

class TimelineModelTest : public QObject
{
    Q_OBJECT

private slots:
    void rowsAreCountersThenProcessesWithTheirLanes()
    {
        TimelineModel model(smallTrace());
        using K = TimelineRow::Kind;
        // Counters: GPU memory of 100, of 200 (driver alloc), CPU, memory, load.
        QCOMPARE(model.counters().size(), std::size_t(5));
        const std::vector<K> expected = {K::CounterGroup, K::Counter, K::Counter, K::Counter, K::Counter, K::Counter,
                                         K::Process,      K::Lane,    K::Lane,    K::Lane,    K::Process, K::Lane};
        QCOMPARE(kinds(model), expected);
        // The instants lane is not a row: its lifecycle events are markers on the process row.
        QCOMPARE(model.instants(0).size(), std::size_t(1));
        QCOMPARE(model.instants(0)[0].time, kBase + 10);
        QCOMPARE(model.rowTitle(model.rows()[6]), std::string("python3 (pid 100)"));
        QCOMPARE(model.rowTitle(model.rows()[10]), std::string("logrotate (pid 200) · node-b rank 3"));
        QCOMPARE(model.rowTitle(model.rows()[7]), std::string("CUDA runtime · 100 python3"));
        QCOMPARE(model.rowTitle(model.rows()[9]), std::string("Off-CPU · 101 pt_data_worker"));
    }

    void collapsePinFilterAndRevealChangeRows()
    {
        TimelineModel model(smallTrace());
        QSignalSpy spy(&model, &TimelineModel::rowsChanged);
        const std::uint64_t revision = model.revision();
        const std::size_t all = model.rows().size();

        model.setCollapsed(0, true);
        QCOMPARE(model.rows().size(), all - 3);
        QCOMPARE(spy.count(), 1);
        QVERIFY(model.revision() > revision);
        model.setCollapsed(0, true); // no change, no signal
        QCOMPARE(spy.count(), 1);
        QCOMPARE(model.rowOfLane(0), -1);
        model.reveal(0);
        QVERIFY(model.rowOfLane(0) >= 0);
        QVERIFY(!model.isCollapsed(0));

        // Pin the logrotate driver lane: it moves to the top, out of its normal place.
        const int row = model.rowOfLane(4);
        QVERIFY(row > 0);
        const std::uint64_t key = model.rows()[static_cast<std::size_t>(row)].key();
        model.setPinned(key, true);
        QVERIFY(model.isPinned(key));
        QCOMPARE(model.rowOfLane(4), 0);
        QVERIFY(model.rows()[0].pinned);
        QCOMPARE(model.rows().size(), all);
        model.setPinned(key, false);
        QCOMPARE(model.rowOfLane(4), row);

        model.setProcessFilter("LOGROT");
        QCOMPARE(model.rowOfLane(0), -1);
        QVERIFY(model.rowOfLane(4) >= 0);
        model.reveal(0); // a filter that hides the lane is cleared
        QVERIFY(model.rowOfLane(0) >= 0);
        QCOMPARE(model.processFilter(), std::string());

        model.setCountersCollapsed(true);
        QCOMPARE(model.rows()[0].kind, TimelineRow::Kind::CounterGroup);
        QCOMPARE(model.rows()[1].kind, TimelineRow::Kind::Process);
        model.setAllCollapsed(true);
        QCOMPARE(model.rows().size(), std::size_t(3));
        QVERIFY(model.lanesInRows(0, 100).empty());
        model.setAllCollapsed(false);
        QCOMPARE(model.lanesInRows(0, 100).size(), std::size_t(4));
    }

    void gpuMemoryCounterFollowsAllocationsAndFrees()
    {
        TimelineModel model(smallTrace());
        const CounterTrack& mem = model.counters()[0];
        QCOMPARE(mem.pid, 100u);
        QCOMPARE(mem.unit, CounterTrack::Unit::Bytes);
        // +1000 at the end of the first call, +500, the failed 9999 ignored, -1000 (pointer
        // matched), -200 (unknown pointer, recorded size).
        const std::vector<std::int64_t> times = {kBase + 150, kBase + 250, kBase + 400, kBase + 500};
        const std::vector<double> values = {1000, 1500, 500, 300};
        QCOMPARE(mem.time, times);
        QCOMPARE(mem.value, values);
        QCOMPARE(mem.maxValue, 1500.0);
        QCOMPARE(mem.unknownFrees, std::int64_t(0));
        double v = 0;
        QVERIFY(!counterValueAt(mem, kBase + 149, &v));
        QVERIFY(counterValueAt(mem, kBase + 300, &v));
        QCOMPARE(v, 1500.0);

        // The time-weighted mean where the step function is defined ([150, 500): the last sample
        // is its end): 1000 for 100 ns, 1500 for 150 ns, 500 for 100 ns.
        QCOMPARE(*counterAverage(mem, kBase, kBase + 1000), (1000.0 * 100 + 1500.0 * 150 + 500.0 * 100) / 350.0);
        QCOMPARE(*counterAverage(mem, kBase + 300, kBase + 350), 1500.0);
        QCOMPARE(*counterAverage(mem, kBase + 200, kBase + 300), (1000.0 * 50 + 1500.0 * 50) / 100.0);
        QVERIFY(!counterAverage(mem, kBase, kBase + 100));       // before the first sample
        QVERIFY(!counterAverage(mem, kBase + 300, kBase + 300)); // empty range

        const CounterTrack& cpu = model.counters()[2];
        QCOMPARE(cpu.name, std::string("System CPU"));
        QCOMPARE(cpu.time.front(), kBase); // sorted
        QCOMPARE(cpu.maxValue, 90.0);

        // Columns: undefined before the first sample, the step's extremes inside a column.
        const std::vector<CounterColumn> columns = buildCounterColumns(mem, kBase, kBase + 1000, 10);
        QCOMPARE(columns.size(), std::size_t(10));
        QVERIFY(!columns[0].defined);
        QVERIFY(columns[1].defined); // 100..200 holds the +1000 at 150
        QCOMPARE(columns[1].max, 1000.0);
        QCOMPARE(columns[2].min, 1000.0);
        QCOMPARE(columns[2].max, 1500.0);
        QCOMPARE(columns[9].min, 300.0);
        QVERIFY(buildCounterColumns(mem, kBase, kBase, 10).empty());
        QVERIFY(buildCounterColumns(mem, kBase, kBase + 10, 0).empty());
    }

    void nodeOfEachProcessComesFromTheCapture()
    {
        const QString path = ingeroFixture(QStringLiteral("sample-gpu-node-02.db"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        LoadResult loaded = TraceBuilder::load(path.toStdString());
        QVERIFY(loaded.trace);
        std::shared_ptr<const Trace> trace(loaded.trace.release());
        TimelineModel model(trace);
        capture::SqliteDb db;
        std::string error;
        QVERIFY(db.openReadOnly(path.toStdString(), true, &error));
        int checked = 0;
        for (std::uint32_t p = 0; p < trace->processes.size(); ++p) {
            const std::uint32_t pid = trace->processes[p].pid;
            capture::SqliteStatement st(
                db, "SELECT DISTINCT node FROM events WHERE pid = ?1 AND NOT (source = 3 AND op = 1)");
            st.bind(1, static_cast<std::int64_t>(pid));
            if (st.step() != SQLITE_ROW)
                continue;
            QCOMPARE(model.processNode(p), st.text(0));
            // One node in this capture: the title leaves it out.
            QVERIFY(!QString::fromStdString(model.processTitle(p))
                         .contains(QString::fromStdString(std::string(st.text(0)))));
            ++checked;
        }
        QVERIFY(checked >= 2);

        // In the merged cluster capture the node is what tells pid 96 on two nodes apart.
        const QString cluster = ingeroFixture(QStringLiteral("sample-cluster.db"));
        LoadResult merged = TraceBuilder::load(cluster.toStdString());
        QVERIFY(merged.trace);
        TimelineModel clusterModel(std::shared_ptr<const Trace>(merged.trace.release()));
        std::set<std::string> titlesOf96;
        for (std::uint32_t p = 0; p < clusterModel.trace().processes.size(); ++p) {
            if (clusterModel.trace().processes[p].pid == 96)
                titlesOf96.insert(clusterModel.processTitle(p));
        }
        QCOMPARE(titlesOf96.size(), std::size_t(2));
        for (const std::string& title : titlesOf96)
            QVERIFY2(title.find("gpu-node-0") != std::string::npos, title.c_str());
    }

    void gpuMemoryCounterMatchesTheCaptureRows()
    {
        const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        LoadResult loaded = TraceBuilder::load(path.toStdString());
        QVERIFY(loaded.trace);
        std::shared_ptr<const Trace> trace(loaded.trace.release());
        TimelineModel model(trace);

        // Replay cudaMalloc/cudaFree straight from SQL, per pid, in time order.
        capture::SqliteDb db;
        std::string error;
        QVERIFY(db.openReadOnly(path.toStdString(), true, &error));
        capture::SqliteStatement st(
            db,
            "SELECT pid, op IN (2), timestamp, duration, arg0, CASE source WHEN 1 THEN arg1 ELSE 0 END "
            "FROM events e WHERE ret_code = 0 AND ((source = 1 AND op IN (1, 2, 8)) OR "
            "(source = 4 AND op IN (5, 6) AND NOT EXISTS (SELECT 1 FROM events r WHERE "
            "r.tid = e.tid AND r.source = 1 AND r.op IN (1, 8) AND r.timestamp <= e.timestamp "
            "AND r.timestamp + r.duration >= e.timestamp))) "
            "ORDER BY CASE op IN (2) WHEN 0 THEN timestamp + duration ELSE timestamp END");
        std::map<std::uint32_t, std::map<std::uint64_t, std::uint64_t>> live;
        std::map<std::uint32_t, double> inUse;
        std::map<std::uint32_t, double> peak;
        std::map<std::uint32_t, std::int64_t> unknown;
        while (st.step() == SQLITE_ROW) {
            const auto pid = static_cast<std::uint32_t>(st.int64(0));
            const auto a0 = static_cast<std::uint64_t>(st.int64(4));
            const auto a1 = static_cast<std::uint64_t>(st.int64(5));
            if (st.int64(1) == 0) {
                inUse[pid] += double(a0);
                if (a1 != 0)
                    live[pid][a1] = a0;
            } else {
                auto it = live[pid].find(a0);
                const std::uint64_t bytes = it != live[pid].end() ? it->second : a1;
                if (it != live[pid].end())
                    live[pid].erase(it);
                unknown[pid] += bytes == 0 ? 1 : 0;
                inUse[pid] = std::max(0.0, inUse[pid] - double(bytes));
            }
            peak[pid] = std::max(peak[pid], inUse[pid]);
        }
        QVERIFY(!inUse.empty());
        for (const auto& [pid, value] : inUse) {
            const auto it = std::find_if(model.counters().begin(), model.counters().end(),
                                         [pid = pid](const CounterTrack& c) { return c.pid == pid; });
            QVERIFY2(it != model.counters().end(), qPrintable(QString::number(pid)));
            QCOMPARE(it->value.back(), value);
            QCOMPARE(it->maxValue, peak[pid]);
            QCOMPARE(it->unknownFrees, unknown[pid]);
        }
        QVERIFY(std::any_of(model.counters().begin(), model.counters().end(),
                            [](const CounterTrack& c) { return c.name == "System CPU" && c.time.size() == 20; }));
    }

    void queryLanesSitAboveTheCountersUntilRemoved()
    {
        TimelineModel model(smallTrace());
        QSignalSpy spy(&model, &TimelineModel::rowsChanged);
        const std::size_t all = model.rows().size();

        // In result order, not by time: the lane sorts them and remembers each one's row.
        QueryLaneBuilder builder;
        builder.add(kBase + 500, 100, "slow");
        builder.add(kBase + 100, 50, "fast");
        builder.add(kBase + 300, -5, "slow");
        QCOMPARE(builder.size(), std::size_t(3));
        const std::uint32_t id = model.addQueryLane(builder.finish("Query · stalls"));
        QCOMPARE(builder.size(), std::size_t(0));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(model.rows().size(), all + 1);
        QCOMPARE(model.rows()[0].kind, TimelineRow::Kind::Query);
        QCOMPARE(model.rows()[1].kind, TimelineRow::Kind::CounterGroup);
        QCOMPARE(model.rowOfQueryLane(id), 0);
        QCOMPARE(model.rowTitle(model.rows()[0]), std::string("Query · stalls"));

        const QueryLane* lane = model.queryLane(id);
        QVERIFY(lane);
        QCOMPARE(lane->events.start, (std::vector<std::int64_t>{kBase + 100, kBase + 300, kBase + 500}));
        QCOMPARE(lane->events.durationAt(0), 50);
        QCOMPARE(lane->events.durationAt(1), 0);
        QCOMPARE(lane->events.durationAt(2), 100);
        QCOMPARE(lane->events.arg1, (std::vector<std::uint64_t>{1, 2, 0}));
        QCOMPARE(lane->labelAt(0), std::string("fast"));
        QCOMPARE(lane->labelAt(1), std::string("slow"));
        QCOMPARE(lane->labelAt(2), std::string("slow"));
        QCOMPARE(lane->labels.size(), std::size_t(2)); // interned
        QCOMPARE(lane->labelAt(99), std::string());
        QCOMPARE(lane->index.size(), std::size_t(3));
        QCOMPARE(lane->index.eventAt(kBase + 550, 0), std::optional<std::size_t>(2));
        // Its geometry is built like any lane's.
        const LaneGeometry g = buildLaneGeometry(lane->events, lane->index, LaneKind::Other, kBase, kBase + 1000, 1000);
        std::uint32_t counted = 0;
        for (const Run& r : g.runs)
            counted += r.count;
        QCOMPARE(counted, 3u);

        // A second lane goes below the first; pinning moves it up; removing drops its row and pin.
        QueryLaneBuilder second;
        second.add(kBase + 10, 10, "");
        const std::uint32_t id2 = model.addQueryLane(second.finish("second"));
        QVERIFY(id2 != id);
        QCOMPARE(model.rowOfQueryLane(id2), 1);
        const std::uint64_t key2 = model.rows()[1].key();
        model.setPinned(key2, true);
        QCOMPARE(model.rowOfQueryLane(id2), 0);
        QCOMPARE(model.rowOfQueryLane(id), 1);
        QVERIFY(model.removeQueryLane(id2));
        QVERIFY(!model.isPinned(key2));
        QCOMPARE(model.rowOfQueryLane(id2), -1);
        QVERIFY(!model.queryLane(id2));
        QVERIFY(!model.removeQueryLane(id2));
        QVERIFY(model.removeQueryLane(id));
        QCOMPARE(model.rows().size(), all);
        QVERIFY(model.queryLanes().empty());
        // Ids are not reused: a stale id never names a newer lane.
        const std::uint32_t id3 = model.addQueryLane(QueryLaneBuilder().finish("third"));
        QVERIFY(id3 > id2);
        QVERIFY(model.queryLane(id3)->events.size() == 0);
        QVERIFY(!model.addQueryLane(nullptr));
    }

    // Real PyTorch jobs recorded on an H100: a dozen threads of each job sit off-CPU the whole
    // run without a traced call. They fold into one row per process; the thread that issues the
    // GPU work is the first lane of its process; expanding (or revealing one) brings them back.
    void idleThreadsFoldIntoOneRowOnRealCaptures()
    {
        const QString corpus = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100");
        FAULTLINE_REQUIRE_FIXTURE(corpus + QStringLiteral("/MANIFEST.md"));
        const QStringList captures = QDir(corpus).entryList({QStringLiteral("*.db")}, QDir::Files, QDir::Name);
        QVERIFY2(captures.size() >= 7, qPrintable(captures.join(QLatin1Char(' '))));
        for (const QString& name : captures) {
            LoadResult loaded = TraceBuilder::load(QString(corpus + QLatin1Char('/') + name).toStdString());
            QVERIFY2(loaded.trace, qPrintable(name));
            const std::shared_ptr<const Trace> trace(loaded.trace.release());
            const Trace& t = *trace;
            TimelineModel model(trace);
            const double range = static_cast<double>(t.endNs - t.beginNs);

            std::size_t idleRows = 0;
            std::size_t idleThreads = 0;
            std::size_t drawnIdleLanes = 0;
            for (std::uint32_t p = 0; p < t.processes.size(); ++p) {
                idleThreads += model.idleThreadCount(p);
                for (const std::uint32_t th : t.processes[p].threads) {
                    if (!model.isIdleThread(th))
                        continue;
                    // The rule, checked against the rows: no call at all, off-CPU nearly always.
                    std::int64_t offCpu = 0;
                    std::int64_t firstSeen = INT64_MAX;
                    std::int64_t lastSeen = INT64_MIN;
                    for (const std::uint32_t l : t.threads[th].lanes) {
                        const Lane& lane = t.lanes[l];
                        if (lane.kind != LaneKind::OffCpu) {
                            QCOMPARE(lane.events.size(), std::size_t{0});
                            continue;
                        }
                        ++drawnIdleLanes;
                        for (std::size_t i = 0; i < lane.events.size(); ++i) {
                            offCpu += lane.events.durationAt(i);
                            firstSeen = std::min(firstSeen, lane.events.start[i]);
                            lastSeen = std::max(lastSeen, lane.events.start[i] + lane.events.durationAt(i));
                        }
                    }
                    QVERIFY2(static_cast<double>(offCpu)
                                 >= TimelineModel::kIdleShare * static_cast<double>(lastSeen - firstSeen),
                             qPrintable(name));
                    // A pool thread: off-CPU for a good part of the capture itself, not a short-lived helper.
                    QVERIFY2(static_cast<double>(offCpu) >= 0.4 * range, qPrintable(name));
                }
            }
            QVERIFY2(idleThreads >= 10, qPrintable(QStringLiteral("%1: %2 idle threads").arg(name).arg(idleThreads)));
            std::set<std::uint32_t> gpuThreads;
            int firstLaneOfProcess = -1;
            const auto& rows = model.rows();
            for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
                const TimelineRow& row = rows[static_cast<std::size_t>(r)];
                if (row.kind == TimelineRow::Kind::Idle) {
                    ++idleRows;
                    QCOMPARE(QString::fromStdString(model.rowTitle(row)),
                             QStringLiteral("%1 idle threads").arg(model.idleThreadCount(row.process)));
                }
                if (row.kind == TimelineRow::Kind::Process)
                    firstLaneOfProcess = -1;
                if (row.kind != TimelineRow::Kind::Lane)
                    continue;
                const std::uint32_t thread = t.lanes[row.lane].thread;
                QVERIFY2(!model.isIdleThread(thread), qPrintable(name)); // folded: none drawn
                if (firstLaneOfProcess < 0) {
                    firstLaneOfProcess = r;
                    // The process's busiest GPU thread (most runtime and driver calls) leads.
                    std::size_t most = 0;
                    std::uint32_t busiest = thread;
                    for (const std::uint32_t th : t.processes[row.process].threads) {
                        std::size_t calls = 0;
                        for (const std::uint32_t l : t.threads[th].lanes) {
                            if (t.lanes[l].kind == LaneKind::CudaRuntime || t.lanes[l].kind == LaneKind::Driver)
                                calls += t.lanes[l].events.size();
                        }
                        if (calls > most) {
                            most = calls;
                            busiest = th;
                        }
                    }
                    QCOMPARE(thread, busiest);
                    if (most > 0)
                        gpuThreads.insert(thread);
                }
            }
            QVERIFY2(!gpuThreads.empty(), qPrintable(name));
            std::set<std::uint32_t> processesWithIdle;
            for (std::uint32_t p = 0; p < t.processes.size(); ++p) {
                if (model.idleThreadCount(p) > 0)
                    processesWithIdle.insert(p);
            }
            QCOMPARE(idleRows, processesWithIdle.size());

            // Expanded, the idle threads' lanes come back under the row; revealing one expands it.
            const std::size_t folded = rows.size();
            const std::uint32_t p = *processesWithIdle.begin();
            std::size_t lanesOfP = 0;
            for (const std::uint32_t th : t.processes[p].threads) {
                if (model.isIdleThread(th))
                    lanesOfP += t.threads[th].lanes.size();
            }
            model.setIdleExpanded(p, true);
            QCOMPARE(model.rows().size(), folded + lanesOfP);
            model.setIdleExpanded(p, false);
            QCOMPARE(model.rows().size(), folded);
            std::uint32_t idleLane = UINT32_MAX;
            for (const std::uint32_t th : t.processes[p].threads) {
                if (model.isIdleThread(th) && !t.threads[th].lanes.empty())
                    idleLane = t.threads[th].lanes.front();
            }
            QVERIFY(idleLane != UINT32_MAX);
            QCOMPARE(model.rowOfLane(idleLane), -1);
            model.reveal(idleLane);
            QVERIFY(model.isIdleExpanded(p));
            QVERIFY(model.rowOfLane(idleLane) > 0);
            qInfo("%s: %zu idle threads folded into %zu rows (%zu lanes), %zu rows shown", qPrintable(name),
                  idleThreads, idleRows, drawnIdleLanes, folded);
        }
    }

    void emptyTraceHasNoRows()
    {
        TimelineModel model(std::make_shared<Trace>());
        QVERIFY(model.rows().empty());
        QVERIFY(model.counters().empty());
        TimelineModel nullModel(nullptr);
        QVERIFY(nullModel.rows().empty());
    }
};

QTEST_GUILESS_MAIN(TimelineModelTest)
#include "tst_timeline_model.moc"
