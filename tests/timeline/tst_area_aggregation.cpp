// Area selection totals (time range × lanes): every row must equal a SQL query over the same
// capture file, range and lanes, run by sqlite itself.

#include "AreaAggregation.h"
#include "OpCatalog.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <memory>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

struct SqlRow
{
    std::int64_t count = 0;
    std::int64_t total = 0;
    std::int64_t bytes = 0;
    std::int64_t p99 = 0;
};

// The rows of one lane, as SQL: its thread and the sources (and ops) its kind holds.
std::string laneCondition(const Trace& trace, const Lane& lane)
{
    const Thread& thread = trace.threads[lane.thread];
    // A merged multi-node capture repeats tids: its threads carry their node.
    const std::string tid = "tid = " + std::to_string(thread.tid)
        + (thread.node.empty() ? "" : " AND node = '" + thread.node + "'");
    switch (lane.kind) {
    case LaneKind::CudaRuntime: return tid + " AND source IN (1, 8)";
    case LaneKind::Driver: return tid + " AND source = 4";
    case LaneKind::OffCpu: return tid + " AND source = 3 AND op = 1";
    case LaneKind::Instants: return tid + " AND source = 3 AND op != 1";
    case LaneKind::Io: return tid + " AND source = 5";
    case LaneKind::Net: return tid + " AND source IN (6, 7)";
    case LaneKind::Other: return tid + " AND source NOT IN (1, 3, 4, 5, 6, 7, 8)";
    case LaneKind::GpuStream: return "0"; // GPU work is not in `events`
    }
    return "0";
}

// Per (source, op): count, total and byte sums and the nearest-rank p99 (row_number() =
// ceil(0.99 n)), over rows whose interval start lies in [start, end). Intervals of
// sched_switch, block IO and net end at their timestamp (research/ingero.md §2.4).
std::map<std::pair<int, int>, SqlRow> sqlAggregate(const QString& path, const Trace& trace,
                                                   const std::vector<std::uint32_t>& lanes, std::int64_t start,
                                                   std::int64_t end)
{
    std::string byteOps;
    for (const auto* e = capture::OpCatalog::begin(); e != capture::OpCatalog::end(); ++e) {
        if (e->info.arg0IsBytes) {
            byteOps += byteOps.empty() ? "" : " OR ";
            byteOps += "(source = " + std::to_string(e->source) + " AND op = " + std::to_string(e->op) + ')';
        }
    }
    std::string where;
    for (const std::uint32_t li : lanes) {
        if (li >= trace.lanes.size())
            continue;
        where += where.empty() ? "(" : " OR (";
        where += laneCondition(trace, trace.lanes[li]) + ')';
    }
    if (where.empty())
        where = "0";
    const std::string intervalStart = "CASE WHEN (source = 3 AND op = 1) OR source IN (5, 7)"
                                      " THEN timestamp - max(duration, 0) ELSE timestamp END";
    const std::string sql = "WITH sel AS (SELECT source, op, max(duration, 0) AS d, CASE WHEN " + byteOps
        + " THEN arg0 ELSE 0 END AS b FROM events WHERE (" + where + ") AND " + intervalStart + " >= ?1 AND "
        + intervalStart
        + " < ?2),"
          " ranked AS (SELECT source, op, d, row_number() OVER (PARTITION BY source, op ORDER BY d) AS rn,"
          " count(*) OVER (PARTITION BY source, op) AS n FROM sel),"
          " p99 AS (SELECT source, op, d FROM ranked WHERE rn = (99 * n + 99) / 100)"
          " SELECT sel.source, sel.op, count(*), sum(sel.d), sum(sel.b), p99.d FROM sel"
          " JOIN p99 ON p99.source = sel.source AND p99.op = sel.op GROUP BY sel.source, sel.op";

    std::map<std::pair<int, int>, SqlRow> out;
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path.toStdString(), true, &error)) {
        qWarning("cannot open %s: %s", qPrintable(path), error.c_str());
        return out;
    }
    capture::SqliteStatement q(db, sql);
    if (!q.isValid()) {
        qWarning("bad SQL: %s", q.prepareError().c_str());
        return out;
    }
    q.bind(1, start);
    q.bind(2, end);
    while (q.step() == SQLITE_ROW) {
        SqlRow r;
        r.count = q.int64(2);
        r.total = q.int64(3);
        r.bytes = q.int64(4);
        r.p99 = q.int64(5);
        out[{int(q.int64(0)), int(q.int64(1))}] = r;
    }
    return out;
}

void compareWithSql(const QString& path, const Trace& trace, const std::vector<std::uint32_t>& lanes,
                    std::int64_t start, std::int64_t end)
{
    const std::vector<timeline::OpAggregate> rows = timeline::aggregateArea(trace, lanes, start, end);
    const auto sql = sqlAggregate(path, trace, lanes, start, end);
    QCOMPARE(rows.size(), sql.size());
    for (const timeline::OpAggregate& row : rows) {
        const auto it = sql.find({row.source, row.op});
        QVERIFY2(it != sql.end(), row.name.c_str());
        const SqlRow& s = it->second;
        QCOMPARE(row.count, s.count);
        QCOMPARE(row.totalNs, s.total);
        QCOMPARE(row.bytes, static_cast<std::uint64_t>(s.bytes));
        QCOMPARE(row.p99Ns, s.p99);
        QCOMPARE(row.meanNs, double(s.total) / double(s.count));
        QCOMPARE(QString::fromStdString(row.name),
                 QString::fromStdString(capture::OpCatalog::opName(row.source, row.op)));
    }
    QVERIFY(
        std::is_sorted(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.totalNs > b.totalNs; }));
}

std::vector<std::uint32_t> allLanes(const Trace& trace)
{
    std::vector<std::uint32_t> out(trace.lanes.size());
    for (std::uint32_t i = 0; i < out.size(); ++i)
        out[i] = i;
    return out;
}

std::vector<std::uint32_t> lanesOfProcess(const Trace& trace, std::uint32_t pid)
{
    std::vector<std::uint32_t> out;
    for (std::uint32_t i = 0; i < trace.lanes.size(); ++i) {
        if (trace.threads[trace.lanes[i].thread].pid == pid)
            out.push_back(i);
    }
    return out;
}

// Every third lane, one named twice and one that does not exist.
std::vector<std::uint32_t> sparseLanes(const Trace& trace)
{
    std::vector<std::uint32_t> out;
    for (std::uint32_t i = 0; i < trace.lanes.size(); i += 3)
        out.push_back(i);
    if (!out.empty())
        out.push_back(out.front());
    out.push_back(static_cast<std::uint32_t>(trace.lanes.size() + 7));
    return out;
}

// The process with the most events: the training process of a capture.
std::uint32_t busiestProcess(const Trace& trace)
{
    std::map<std::uint32_t, std::size_t> events;
    for (const Lane& lane : trace.lanes)
        events[trace.threads[lane.thread].pid] += lane.events.size();
    return std::max_element(events.begin(), events.end(),
                            [](const auto& a, const auto& b) { return a.second < b.second; })
        ->first;
}

void compareRangesAndLaneSets(const QString& path, const Trace& trace)
{
    QVERIFY(trace.eventCount() > 0);
    const std::int64_t begin = trace.beginNs;
    const std::int64_t span = trace.endNs - trace.beginNs;
    // An event's own start: the boundary must be inclusive at the start, exclusive at the end.
    const Lane& firstLane = *std::max_element(trace.lanes.begin(), trace.lanes.end(), [](const Lane& a, const Lane& b) {
        return a.events.size() < b.events.size();
    });
    const std::int64_t edge = firstLane.events.start[firstLane.events.size() / 2];

    const std::vector<std::pair<std::int64_t, std::int64_t>> ranges = {
        {begin, trace.endNs + 1},                 // everything
        {begin + span / 3, begin + 2 * span / 3}, // the middle third
        {begin + span / 2, begin + span / 2 + span / 50},
        {edge, edge + span / 10},
        {edge - span / 10, edge},
        {begin + span / 4, begin + span / 4}, // empty
    };
    const std::vector<std::vector<std::uint32_t>> laneSets = {
        allLanes(trace), lanesOfProcess(trace, busiestProcess(trace)), sparseLanes(trace), {}};
    for (const auto& lanes : laneSets) {
        for (const auto& [start, end] : ranges) {
            compareWithSql(path, trace, lanes, start, end);
            if (QTest::currentTestFailed()) {
                qWarning("range [%lld, %lld), %d lanes", static_cast<long long>(start), static_cast<long long>(end),
                         int(lanes.size()));
                return;
            }
        }
    }
}

} // namespace

class TestAreaAggregation : public QObject
{
    Q_OBJECT

private slots:
    void matchesSqlOnGeneratedScenarios_data();
    void matchesSqlOnGeneratedScenarios();
    void matchesSqlOnIngeroFixtures_data();
    void matchesSqlOnIngeroFixtures();
    void wholeCaptureTotalsEqualTheTrace();
    void emptyOrInvertedRangesGiveNothing();
};

void TestAreaAggregation::matchesSqlOnGeneratedScenarios_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::newRow("fragmentation") << QStringLiteral("fragmentation");
    QTest::newRow("dataloader-fork-stall") << QStringLiteral("dataloader-fork-stall");
}

void TestAreaAggregation::matchesSqlOnGeneratedScenarios()
{
    QFETCH(QString, scenario);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenario.db"));
    capture::ScenarioOptions options;
    options.scenario = scenario.toStdString();
    const capture::ScenarioResult generated = capture::ScenarioGenerator::generate(path.toStdString(), options);
    QVERIFY2(generated.ok, generated.error.c_str());
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY2(r.trace, r.error.c_str());
    compareRangesAndLaneSets(path, *r.trace);
}

void TestAreaAggregation::matchesSqlOnIngeroFixtures_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::newRow("pytorch v0.8") << QStringLiteral("pytorch-173382-empty-cache.db");
    QTest::newRow("cluster v0.9") << QStringLiteral("sample-cluster.db");
}

void TestAreaAggregation::matchesSqlOnIngeroFixtures()
{
    QFETCH(QString, fixture);
    const QString path = ingeroFixture(fixture);
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY2(r.trace, r.error.c_str());
    compareRangesAndLaneSets(path, *r.trace);
}

void TestAreaAggregation::wholeCaptureTotalsEqualTheTrace()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    const auto lanes = allLanes(*r.trace);
    const auto rows = timeline::aggregateArea(*r.trace, lanes, r.trace->beginNs, r.trace->endNs + 1);
    std::int64_t count = 0;
    for (const auto& row : rows)
        count += row.count;
    capture::SqliteDb db;
    QVERIFY(db.openReadOnly(path.toStdString(), true, nullptr));
    QCOMPARE(count, db.queryInt("SELECT count(*) FROM events"));
    // The 45 cudaMalloc rows ask for 1,063,256,064 bytes in all (sqlite3: sum(arg0)).
    const auto malloc = std::find_if(rows.begin(), rows.end(), [](const auto& row) {
        return row.source == 1 && row.op == capture::ops::CudaMalloc;
    });
    QVERIFY(malloc != rows.end());
    QCOMPARE(malloc->count, db.queryInt("SELECT count(*) FROM events WHERE source = 1 AND op = 1"));
    QCOMPARE(malloc->bytes,
             static_cast<std::uint64_t>(db.queryInt("SELECT sum(arg0) FROM events WHERE source = 1 AND op = 1")));
}

void TestAreaAggregation::emptyOrInvertedRangesGiveNothing()
{
    const QString path = ingeroFixture(QStringLiteral("sample-gpu-node-01.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    const auto lanes = allLanes(*r.trace);
    QVERIFY(!timeline::aggregateArea(*r.trace, lanes, r.trace->beginNs, r.trace->endNs + 1).empty());
    QVERIFY(timeline::aggregateArea(*r.trace, lanes, r.trace->endNs, r.trace->beginNs).empty());
    QVERIFY(timeline::aggregateArea(*r.trace, lanes, r.trace->beginNs, r.trace->beginNs).empty());
    QVERIFY(timeline::aggregateArea(*r.trace, {}, r.trace->beginNs, r.trace->endNs + 1).empty());
    const std::vector<std::uint32_t> bogus{std::uint32_t(r.trace->lanes.size()), UINT32_MAX};
    QVERIFY(timeline::aggregateArea(*r.trace, bogus, INT64_MIN, INT64_MAX).empty());
}

QTEST_GUILESS_MAIN(TestAreaAggregation)
#include "tst_area_aggregation.moc"
