// Op statistics, process statistics, drops and the stats report, against numbers computed
// independently with sqlite3 window functions on the fixture (nearest rank:
// row_number() = ceil(p * n)).

#include "CaptureWriter.h"
#include "OpCatalog.h"
#include "OpStatistics.h"
#include "Percentile.h"
#include "QtText.h"
#include "StatsReport.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

const OpStats* find(const std::vector<OpStats>& stats, int source, int op, std::uint32_t pid = 0)
{
    for (const OpStats& s : stats) {
        if (s.source == source && s.op == op && s.pid == pid)
            return &s;
    }
    return nullptr;
}

std::unique_ptr<Trace> loadFixture()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    if (!QFileInfo::exists(path))
        return nullptr;
    return TraceBuilder::load(path.toStdString()).trace;
}

} // namespace

class TestOpStatistics : public QObject
{
    Q_OBJECT

private slots:
    void nearestRankPercentiles_data();
    void nearestRankPercentiles();
    void opStatisticsMatchSqlite_data();
    void opStatisticsMatchSqlite();
    void perProcessRowsAddUp();
    void aggregateOnlyOpsAreListed();
    void realPidZeroCountsOnceInTheAllProcessesRow();
    void processStatistics();
    void dropsOfAnIngeroCaptureAreNotRecorded();
    void dropsOfAFaultlineCaptureAreCounted();
    void jsonReportFollowsTheContract();
    void formatsDurationsAndBytes_data();
    void formatsDurationsAndBytes();
};

void TestOpStatistics::nearestRankPercentiles_data()
{
    QTest::addColumn<std::vector<std::int64_t>>("sorted");
    QTest::addColumn<double>("p");
    QTest::addColumn<qint64>("expected");
    const std::vector<std::int64_t> ten{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    QTest::newRow("p50 of 10") << ten << 0.50 << qint64(5);
    QTest::newRow("p95 of 10") << ten << 0.95 << qint64(10);
    QTest::newRow("p90 of 10") << ten << 0.90 << qint64(9);
    QTest::newRow("p0 clamps") << ten << 0.0 << qint64(1);
    QTest::newRow("single") << std::vector<std::int64_t>{42} << 0.99 << qint64(42);
    QTest::newRow("empty") << std::vector<std::int64_t>{} << 0.5 << qint64(0);
}

void TestOpStatistics::nearestRankPercentiles()
{
    QFETCH(std::vector<std::int64_t>, sorted);
    QFETCH(double, p);
    QFETCH(qint64, expected);
    QCOMPARE(qint64(percentile(sorted, p)), expected);
}

void TestOpStatistics::opStatisticsMatchSqlite_data()
{
    QTest::addColumn<int>("source");
    QTest::addColumn<int>("op");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<qint64>("totalCount");
    QTest::addColumn<qint64>("p50");
    QTest::addColumn<qint64>("p95");
    QTest::addColumn<qint64>("p99");
    QTest::addColumn<qint64>("max");
    QTest::addColumn<bool>("sampled");
    // totalCount: sqlite3 "select sum(count) from event_aggregates where source=S and op=O",
    // used only where it exceeds the stored rows.
    QTest::newRow("cudaMalloc") << 1 << 1 << qint64(45) << qint64(51) << qint64(224308) << qint64(261010)
                                << qint64(348903) << qint64(348903) << true;
    QTest::newRow("cudaStreamSync") << 1 << 5 << qint64(405) << qint64(405) << qint64(3220) << qint64(14971)
                                    << qint64(22201) << qint64(27531) << false;
    QTest::newRow("cuLaunchKernel") << 4 << 1 << qint64(1520) << qint64(31659) << qint64(5220) << qint64(19490)
                                    << qint64(28441) << qint64(5453549) << true;
    QTest::newRow("sched_switch") << 3 << 1 << qint64(116) << qint64(266) << qint64(14361) << qint64(42787465)
                                  << qint64(95128144) << qint64(4061087260LL) << true;
}

void TestOpStatistics::opStatisticsMatchSqlite()
{
    QFETCH(int, source);
    QFETCH(int, op);
    QFETCH(qint64, count);
    QFETCH(qint64, totalCount);
    QFETCH(qint64, p50);
    QFETCH(qint64, p95);
    QFETCH(qint64, p99);
    QFETCH(qint64, max);
    QFETCH(bool, sampled);
    const auto trace = loadFixture();
    if (!trace)
        QSKIP("shared fixture pytorch-173382-empty-cache.db not found (../shared is absent)");
    const auto stats = OpStatistics::compute(*trace);
    const OpStats* s = find(stats, source, op);
    QVERIFY(s);
    QCOMPARE(qint64(s->count), count);
    QCOMPARE(qint64(s->totalCount), totalCount);
    QCOMPARE(qint64(s->p50), p50);
    QCOMPARE(qint64(s->p95), p95);
    QCOMPARE(qint64(s->p99), p99);
    QCOMPARE(qint64(s->max), max);
    QCOMPARE(s->sampled(), sampled);
    // Launches of a capture with return probes (Ingero's) carry their durations.
    QVERIFY(s->timed);
}

void TestOpStatistics::perProcessRowsAddUp()
{
    const auto trace = loadFixture();
    if (!trace)
        QSKIP("shared fixture pytorch-173382-empty-cache.db not found (../shared is absent)");
    const auto stats = OpStatistics::compute(*trace);
    const OpStats* all = find(stats, 1, 1);
    const OpStats* python = find(stats, 1, 1, 30581); // sqlite3: all 45 cudaMalloc rows have pid 30581
    QVERIFY(all && python);
    QCOMPARE(python->count, all->count);
    QCOMPARE(python->bytes, all->bytes);
    QCOMPARE(all->bytes, quint64(1063256064));      // sqlite3: sum(arg0) of cudaMalloc rows
    QCOMPARE(all->totalBytes, quint64(1075838976)); // sqlite3: sum(sum_arg0) of its aggregates
}

void TestOpStatistics::aggregateOnlyOpsAreListed()
{
    const auto trace = loadFixture();
    if (!trace)
        QSKIP("shared fixture pytorch-173382-empty-cache.db not found (../shared is absent)");
    // mm_page_alloc is never stored by Ingero, but its aggregates counted 249 of them.
    const auto stats = OpStatistics::compute(*trace);
    const OpStats* s = find(stats, 3, 3);
    QVERIFY(s);
    QCOMPARE(s->count, std::int64_t(0));
    QCOMPARE(s->totalCount, std::int64_t(249));
    QVERIFY(s->sampled());
}

void TestOpStatistics::realPidZeroCountsOnceInTheAllProcessesRow()
{
    const auto trace = loadFixture();
    if (!trace)
        QSKIP("shared fixture pytorch-173382-empty-cache.db not found (../shared is absent)");
    // Ingero stores sched_wakeup with pid 0 (47 rows); its aggregates count 213 (184 of them pid 0).
    const auto stats = OpStatistics::compute(*trace);
    int allRows = 0;
    for (const OpStats& s : stats)
        allRows += s.source == 3 && s.op == 2 && s.pid == 0;
    QCOMPARE(allRows, 1);
    const OpStats* wakeup = find(stats, 3, 2);
    QVERIFY(wakeup);
    QCOMPARE(wakeup->count, std::int64_t(47));
    QCOMPARE(wakeup->totalCount, std::int64_t(213));
}

void TestOpStatistics::processStatistics()
{
    const auto trace = loadFixture();
    if (!trace)
        QSKIP("shared fixture pytorch-173382-empty-cache.db not found (../shared is absent)");
    const auto processes = OpStatistics::processes(*trace);
    const auto it = std::find_if(processes.begin(), processes.end(),
                                 [](const ProcessStats& p) { return p.pid == 30581; });
    QVERIFY(it != processes.end());
    QCOMPARE(QString::fromStdString(it->name), QStringLiteral("python3"));
    // sqlite3: 11 distinct tids with pid 30581, among them 30591 and 30592 whose only pid-30581
    // rows are their process_exit (their sched_switch rows carry pid = tid).
    QCOMPARE(it->threads, std::int64_t(11));
    QCOMPARE(it->cudaCalls, std::int64_t(3284));      // sqlite3: source in (1, 4) and pid = 30581
    QCOMPARE(it->contextSwitches, std::int64_t(106)); // sched_switch rows of tids 30581, 30591, 30592
    QCOMPARE(it->offCpuNs, std::int64_t(511366044));  // sqlite3: sum(duration) of those rows
}

void TestOpStatistics::dropsOfAnIngeroCaptureAreNotRecorded()
{
    const auto trace = loadFixture();
    if (!trace)
        QSKIP("shared fixture pytorch-173382-empty-cache.db not found (../shared is absent)");
    QVERIFY(!OpStatistics::drops(*trace).recorded);
}

void TestOpStatistics::dropsOfAFaultlineCaptureAreCounted()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.db"));
    {
        capture::CaptureWriter writer;
        std::string error;
        QVERIFY2(writer.open(path.toStdString(), {}, &error), error.c_str());
        capture::EventRecord e;
        e.timestamp = 1'000'000'000;
        e.duration = 10;
        e.pid = e.tid = 7;
        e.source = 1;
        e.op = capture::ops::CudaLaunchKernel;
        for (int i = 0; i < 10; ++i) {
            e.timestamp += 100;
            writer.addEvent(e, "python3", i % 2 == 0);
        }
        writer.countDropped(1, 3);
        QVERIFY2(writer.finish(&error), error.c_str());
    }
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY2(r.trace, r.error.c_str());
    const DropStats d = OpStatistics::drops(*r.trace);
    QVERIFY(d.recorded);
    QCOMPARE(d.dropped, std::int64_t(3));
    QCOMPARE(d.stored, std::int64_t(5));
    QVERIFY(d.seen >= 10);
    const auto stats = OpStatistics::compute(*r.trace);
    const OpStats* launch = find(stats, 1, 3);
    QVERIFY(launch);
    QCOMPARE(launch->count, std::int64_t(5));
    QCOMPARE(launch->totalCount, std::int64_t(10));
}

void TestOpStatistics::jsonReportFollowsTheContract()
{
    const auto trace = loadFixture();
    if (!trace)
        QSKIP("shared fixture pytorch-173382-empty-cache.db not found (../shared is absent)");
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(StatsReport::json(*trace), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = doc.object();
    const QJsonObject capture = root.value(QStringLiteral("capture")).toObject();
    QCOMPARE(capture.value(QStringLiteral("producer")).toString(), QStringLiteral("ingero"));
    QCOMPARE(capture.value(QStringLiteral("layout")).toString(), QStringLiteral("ingero-0.8"));
    QCOMPARE(capture.value(QStringLiteral("events_stored")).toInteger(), 3486);
    QCOMPARE(capture.value(QStringLiteral("events_seen")).toInteger(), 64410);
    QVERIFY(capture.value(QStringLiteral("sampled")).toBool());
    QCOMPARE(capture.value(QStringLiteral("host")).toObject().value(QStringLiteral("gpu")).toString(),
             QStringLiteral("NVIDIA GeForce RTX 4090, 24564 MiB"));
    bool found = false;
    for (const QJsonValue& v : root.value(QStringLiteral("ops")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("op")).toString() == QStringLiteral("cudaMalloc")
            && o.value(QStringLiteral("pid")).toInteger() == 30581) {
            found = true;
            QCOMPARE(o.value(QStringLiteral("source")).toString(), QStringLiteral("CUDA"));
            QCOMPARE(o.value(QStringLiteral("process")).toString(), QStringLiteral("python3"));
            QCOMPARE(o.value(QStringLiteral("count")).toInteger(), 45);
            QCOMPARE(o.value(QStringLiteral("total_count")).toInteger(), 51);
            QCOMPARE(o.value(QStringLiteral("p99_ns")).toInteger(), 348903);
            QCOMPARE(o.value(QStringLiteral("bytes")).toInteger(), 1063256064);
            QVERIFY(o.value(QStringLiteral("sampled")).toBool());
        }
        if (o.value(QStringLiteral("op")).toString() == QStringLiteral("mm_page_alloc"))
            QVERIFY(o.value(QStringLiteral("p50_ns")).isNull());
    }
    QVERIFY(found);
    QVERIFY(!root.value(QStringLiteral("drops")).toObject().value(QStringLiteral("recorded")).toBool());
    QCOMPARE(root.value(QStringLiteral("processes")).toArray().size(), 4);
}

void TestOpStatistics::formatsDurationsAndBytes_data()
{
    QTest::addColumn<qint64>("ns");
    QTest::addColumn<QString>("duration");
    QTest::newRow("ns") << qint64(999) << QStringLiteral("999 ns");
    QTest::newRow("us") << qint64(224308) << QStringLiteral("224.3 µs");
    QTest::newRow("small us") << qint64(3220) << QStringLiteral("3.22 µs");
    QTest::newRow("ms") << qint64(95128144) << QStringLiteral("95.1 ms");
    QTest::newRow("s") << qint64(4061087260LL) << QStringLiteral("4.06 s");
}

void TestOpStatistics::formatsDurationsAndBytes()
{
    QFETCH(qint64, ns);
    QFETCH(QString, duration);
    QCOMPARE(text::durationText(ns), duration);
    QCOMPARE(text::bytesText(1063256064), QStringLiteral("1014 MiB"));
    QCOMPARE(text::bytesText(512), QStringLiteral("512 B"));
    QCOMPARE(text::bytesText(3ULL << 30), QStringLiteral("3.00 GiB"));
}

QTEST_GUILESS_MAIN(TestOpStatistics)
#include "tst_op_statistics.moc"
