// Captures of several nodes merged into one (CaptureMerger): each node's events intact and moved
// by its clock offset, unique ids, stacks, per-node threads, names and drops, the inputs left as
// they were; the merged file loaded as a trace with one process group per node, and the
// timeline's top-level node groups on it and on Ingero's own cluster capture.

#include "../protocol/StreamTestSupport.h"
#include "CaptureMerger.h"
#include "CaptureReader.h"
#include "FileHash.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TimelineModel.h"
#include "TraceBuilder.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <map>
#include <set>

using namespace faultline;
using namespace faultline::capture;
using faultline::timeline::TimelineModel;
using faultline::timeline::TimelineRow;

namespace {

constexpr std::int64_t kMs = 1'000'000;

std::map<std::string, std::string> metaOf(const std::string& path)
{
    CaptureReader reader;
    std::string error;
    std::map<std::string, std::string> out;
    if (!reader.open(path, &error))
        return out;
    for (const MetaEntry& e : reader.meta())
        out[e.key] = e.value;
    return out;
}

std::int64_t queryInt(const std::string& path, const char* sql)
{
    SqliteDb db;
    if (!db.openReadOnly(path, true, nullptr))
        return -1;
    return db.queryInt(sql, -1);
}

std::shared_ptr<const Trace> load(const std::string& path)
{
    LoadResult loaded = TraceBuilder::load(path);
    if (!loaded.trace)
        qWarning("cannot load %s: %s", path.c_str(), loaded.error.c_str());
    return std::shared_ptr<const Trace>(std::move(loaded.trace));
}

std::vector<std::string> nodeHeaders(const TimelineModel& model)
{
    std::vector<std::string> out;
    for (const TimelineRow& row : model.rows()) {
        if (row.kind == TimelineRow::Kind::Node)
            out.push_back(model.nodeName(row.node));
    }
    return out;
}

} // namespace

class TestCaptureMerger : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_a;
    std::string m_b;
    std::string m_merged;
    const NodeClock m_clockA{2 * kMs, 1000};
    const NodeClock m_clockB{-7'000 * kMs, 3 * kMs};

    std::string path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)).toStdString(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_a = path("a.db");
        m_b = path("b.db");
        // Two nodes that call themselves the same (both "stream-node"), with different events.
        const test::GeneratedCapture a = test::writeStreamCapture(m_a, 30'000, 3);
        QVERIFY2(a.error.empty(), a.error.c_str());
        const test::GeneratedCapture b = test::writeStreamCapture(m_b, 20'000, 4);
        QVERIFY2(b.error.empty(), b.error.c_str());

        const QByteArray hashA = test::sha256(QString::fromStdString(m_a));
        const QByteArray hashB = test::sha256(QString::fromStdString(m_b));
        m_merged = path("merged.db");
        const MergeResult result = CaptureMerger::merge({{m_a, {}, m_clockA}, {m_b, {}, m_clockB}}, m_merged);
        QVERIFY2(result.ok, result.error.c_str());
        QCOMPARE(result.events, 50'000);
        QCOMPARE(result.nodes.size(), std::size_t{2});
        // Nothing written to the inputs, nothing left beside them.
        QCOMPARE(test::sha256(QString::fromStdString(m_a)), hashA);
        QCOMPARE(test::sha256(QString::fromStdString(m_b)), hashB);
        for (const char* suffix : {"-wal", "-shm", "-journal"})
            QVERIFY(!QFile::exists(QString::fromStdString(m_a + suffix)));
        QVERIFY(!QFile::exists(QString::fromStdString(m_merged + ".merging")));
    }

    void eachNodeKeepsItsEventsMovedByItsOffset()
    {
        const MergeResult again = CaptureMerger::merge({{m_a, {}, m_clockA}, {m_b, {}, m_clockB}}, path("again.db"));
        QVERIFY2(again.ok, again.error.c_str());
        QCOMPARE(again.nodes[0].node, std::string("stream-node"));
        QCOMPARE(again.nodes[1].node, std::string("stream-node#2"));
        QCOMPARE(again.nodes[0].events, 30'000);
        QCOMPARE(again.nodes[1].events, 20'000);
        QCOMPARE(again.nodes[0].shiftNs, -m_clockA.offsetNs);
        QCOMPARE(again.nodes[1].shiftNs, -m_clockB.offsetNs);
        QCOMPARE(again.nodes[0].dropped, 20); // writeStreamCapture drops 17 + 3

        std::string difference = test::compareMergedNode(m_a, m_merged, "stream-node", -m_clockA.offsetNs);
        QVERIFY2(difference.empty(), difference.c_str());
        difference = test::compareMergedNode(m_b, m_merged, "stream-node#2", -m_clockB.offsetNs);
        QVERIFY2(difference.empty(), difference.c_str());
    }

    void idsAreUniqueAndNameTheirNode()
    {
        QCOMPARE(queryInt(m_merged, "SELECT count(DISTINCT id) FROM events"), 50'000);
        QCOMPARE(queryInt(m_merged, "SELECT count(*) FROM events WHERE substr(id, 1, length(node) + 1) != node || ':'"),
                 0);
        QCOMPARE(queryInt(m_merged, "SELECT count(*) FROM events WHERE node = 'stream-node#2'"), 20'000);
        // Every stack an event names is there.
        QCOMPARE(queryInt(m_merged,
                          "SELECT count(*) FROM events WHERE stack_hash != 0 AND stack_hash NOT IN "
                          "(SELECT hash FROM stack_traces)"),
                 0);
        QVERIFY(queryInt(m_merged, "SELECT count(*) FROM events WHERE stack_hash != 0") > 0);
    }

    void theShiftIsRecordedPerNode()
    {
        const auto meta = metaOf(m_merged);
        QCOMPARE(meta.at("merge.nodes"), std::string("[\"stream-node\",\"stream-node#2\"]"));
        QCOMPARE(meta.at("node.stream-node.shift_ns"), std::to_string(-m_clockA.offsetNs));
        QCOMPARE(meta.at("node.stream-node.clock_offset_ns"), std::to_string(m_clockA.offsetNs));
        QCOMPARE(meta.at("node.stream-node.clock_uncertainty_ns"), std::to_string(m_clockA.uncertaintyNs));
        QCOMPARE(meta.at("node.stream-node#2.shift_ns"), std::to_string(-m_clockB.offsetNs));
        QCOMPARE(meta.at("node.stream-node#2.source_file"), m_b);
        // The input's own metadata, under its node.
        QCOMPARE(meta.at("node.stream-node#2.probe_version"), std::string("test"));
    }

    void threadsNamesAndDropsAreKeptPerNode()
    {
        CaptureReader merged;
        CaptureReader source;
        std::string error;
        QVERIFY2(merged.open(m_merged, &error), error.c_str());
        QVERIFY2(source.open(m_b, &error), error.c_str());
        std::vector<ThreadInfo> expected = source.threads();
        for (ThreadInfo& t : expected) {
            t.firstSeen -= m_clockB.offsetNs;
            t.lastSeen -= m_clockB.offsetNs;
        }
        std::vector<ThreadInfo> threads;
        for (const NodeThread& t : merged.nodeThreads()) {
            if (t.node == "stream-node#2")
                threads.push_back(t.thread);
        }
        QCOMPARE(threads.size(), expected.size());
        QVERIFY(threads == expected);

        std::size_t names = 0;
        for (const NodeProcessName& n : merged.nodeProcessNames())
            names += n.node == "stream-node" && n.process.name.rfind("python3 train.py", 0) == 0 ? 1 : 0;
        QCOMPARE(names, std::size_t{4});

        std::map<std::string, std::int64_t> drops;
        for (const NodeCounters& c : merged.nodeCounters())
            drops[c.node] += c.counters.dropped;
        QCOMPARE(drops["stream-node"], 20);
        QCOMPARE(drops["stream-node#2"], 20);
        std::int64_t total = 0;
        for (const SourceCounters& c : merged.counters())
            total += c.dropped;
        QCOMPARE(total, 40);

        // Sessions name their node and moved with it.
        std::map<std::string, std::int64_t> started;
        for (const Session& s : merged.sessions())
            started[s.node] = s.startedAt;
        QCOMPARE(started.size(), std::size_t{2});
        QCOMPARE(started["stream-node#2"], source.sessions().front().startedAt - m_clockB.offsetNs);
    }

    void theMergedTraceHasOneProcessGroupPerNode()
    {
        const auto trace = load(m_merged);
        QVERIFY(trace);
        QCOMPARE(trace->eventCount(), 50'000);
        std::map<std::string, std::set<std::uint32_t>> pidsByNode;
        for (const Process& p : trace->processes) {
            pidsByNode[p.node].insert(p.pid);
            // Named from its own node's table.
            QVERIFY2(p.name.rfind("python3 train.py --rank ", 0) == 0, p.name.c_str());
        }
        QCOMPARE(pidsByNode.size(), std::size_t{2});
        QCOMPARE(pidsByNode["stream-node"], (std::set<std::uint32_t>{1000, 1001, 1002, 1003}));
        QCOMPARE(pidsByNode["stream-node#2"], (std::set<std::uint32_t>{1000, 1001, 1002, 1003}));
        for (const Thread& t : trace->threads)
            QVERIFY2(!t.name.empty(), std::to_string(t.tid).c_str());
    }

    void eachNodeIsATopLevelGroupOnTheTimeline()
    {
        const auto trace = load(m_merged);
        QVERIFY(trace);
        TimelineModel model(trace);
        QCOMPARE(model.nodeCount(), std::size_t{2});
        QCOMPARE(nodeHeaders(model), (std::vector<std::string>{"stream-node", "stream-node#2"}));
        QCOMPARE(model.nodeTitle(0), std::string("stream-node · clock offset +2.000 ms ± 1.0 µs"));
        QCOMPARE(model.nodeTitle(1), std::string("stream-node#2 · clock offset -7.000 s ± 3.000 ms"));

        // Every process row sits under the header of its own node.
        std::uint32_t current = UINT32_MAX;
        int processes = 0;
        for (const TimelineRow& row : model.rows()) {
            if (row.kind == TimelineRow::Kind::Node)
                current = row.node;
            if (row.kind == TimelineRow::Kind::Process) {
                ++processes;
                QCOMPARE(row.node, current);
                QCOMPARE(trace->processes[row.process].node, model.nodeName(current));
            }
        }
        QCOMPARE(processes, 8);

        // Collapsing a node hides its processes and lanes, not the other node's.
        QSignalSpy changed(&model, &TimelineModel::rowsChanged);
        const std::size_t before = model.rows().size();
        model.setNodeCollapsed(0, true);
        QCOMPARE(changed.count(), 1);
        QVERIFY(model.isNodeCollapsed(0));
        QCOMPARE(nodeHeaders(model).size(), std::size_t{2});
        for (const TimelineRow& row : model.rows())
            QVERIFY(row.kind == TimelineRow::Kind::Node || row.node != 0);
        QVERIFY(model.rows().size() < before);
        // Revealing a lane of the collapsed node opens it.
        std::uint32_t lane = UINT32_MAX;
        for (std::uint32_t l = 0; l < trace->lanes.size() && lane == UINT32_MAX; ++l) {
            if (model.nodeOfProcess(trace->threads[trace->lanes[l].thread].process) == 0
                && trace->lanes[l].kind == LaneKind::CudaRuntime)
                lane = l;
        }
        QVERIFY(lane != UINT32_MAX);
        model.reveal(lane);
        QVERIFY(!model.isNodeCollapsed(0));
        QVERIFY(model.rowOfLane(lane) >= 0);
    }

    void ingerosClusterCaptureGroupsByNode()
    {
        const QString cluster = test::ingeroFixture(QStringLiteral("sample-cluster.db"));
        FAULTLINE_REQUIRE_FIXTURE(cluster);
        const auto trace = load(cluster.toStdString());
        QVERIFY(trace);
        TimelineModel model(trace);
        QCOMPARE(nodeHeaders(model), (std::vector<std::string>{"gpu-node-01", "gpu-node-02", "gpu-node-03"}));
        // No clock was measured for Ingero's nodes: the header is the name alone.
        QCOMPARE(model.nodeTitle(1), std::string("gpu-node-02"));
        // The filter keeps the headers of nodes with a matching process only.
        model.setCountersCollapsed(true);
        QCOMPARE(model.rows()[0].kind, TimelineRow::Kind::CounterGroup);
        const Process& first = trace->processes[model.rows()[2].process];
        QCOMPARE(model.rows()[1].kind, TimelineRow::Kind::Node);
        QCOMPARE(model.rows()[2].kind, TimelineRow::Kind::Process);
        model.setProcessFilter(first.node);
        QCOMPARE(nodeHeaders(model), (std::vector<std::string>{first.node}));
    }

    void aSingleNodeCaptureHasNoNodeGroups()
    {
        const auto trace = load(m_a);
        QVERIFY(trace);
        TimelineModel model(trace);
        QCOMPARE(model.nodeCount(), std::size_t{0});
        QVERIFY(nodeHeaders(model).empty());
        model.setCountersCollapsed(true);
        QCOMPARE(model.rows()[0].kind, TimelineRow::Kind::CounterGroup);
        QCOMPARE(model.rows()[1].kind, TimelineRow::Kind::Process);
        QCOMPARE(model.rows()[1].node, UINT32_MAX);
    }

    void anOffsetInTheInputsMetadataIsApplied()
    {
        // What `faultline attach` writes when it measured the node's clock.
        const std::string input = path("attached.db");
        {
            CaptureWriter writer;
            WriterOptions options;
            options.node = "gpu-7";
            std::string error;
            QVERIFY2(writer.open(input, options, &error), error.c_str());
            EventRecord e;
            e.timestamp = 1'770'000'000'000'000'000LL;
            e.pid = e.tid = 42;
            e.source = static_cast<std::uint8_t>(Source::Cuda);
            e.op = 1;
            writer.addEvent(e, "python3");
            writer.setMeta("attach.node", "gpu-7");
            writer.setMeta("attach.clock_offset_ns", "-1500");
            writer.setMeta("attach.clock_uncertainty_ns", "40");
            QVERIFY2(writer.finish(&error), error.c_str());
        }
        const std::string output = path("from-meta.db");
        const MergeResult result = CaptureMerger::merge({{input, {}, {}}, {m_b, "renamed:node", {}}}, output);
        QVERIFY2(result.ok, result.error.c_str());
        QCOMPARE(result.nodes[0].node, std::string("gpu-7"));
        QVERIFY(result.nodes[0].clock.has_value());
        QCOMPARE(result.nodes[0].shiftNs, 1500);
        // No offset known: no shift, and no clock claimed.
        QCOMPARE(result.nodes[1].node, std::string("renamed_node"));
        QVERIFY(!result.nodes[1].clock.has_value());
        QCOMPARE(result.nodes[1].shiftNs, 0);
        QCOMPARE(queryInt(output, "SELECT timestamp FROM events WHERE node = 'gpu-7'"),
                 1'770'000'000'000'000'000LL + 1500);
        const std::string difference = test::compareMergedNode(m_b, output, "renamed_node", 0);
        QVERIFY2(difference.empty(), difference.c_str());
        QCOMPARE(metaOf(output).count("node.renamed_node.clock_offset_ns"), std::size_t{0});
    }

    void mergesThatCannotBeAreRefused()
    {
        MergeResult r = CaptureMerger::merge({{m_a, {}, {}}}, m_merged);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("refusing to overwrite") != std::string::npos, r.error.c_str());

        const std::string copy = path("copy.db");
        QVERIFY(QFile::copy(QString::fromStdString(m_a), QString::fromStdString(copy)));
        const QByteArray hash = test::sha256(QString::fromStdString(copy));
        MergeOptions replace;
        replace.overwrite = true;
        r = CaptureMerger::merge({{copy, {}, {}}, {m_b, {}, {}}}, copy, replace);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("would replace its input") != std::string::npos, r.error.c_str());
        QCOMPARE(test::sha256(QString::fromStdString(copy)), hash);

        r = CaptureMerger::merge({{m_a, {}, {}}, {path("missing.db"), {}, {}}}, path("never.db"));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("missing.db") != std::string::npos, r.error.c_str());
        QVERIFY(!QFile::exists(QString::fromStdString(path("never.db"))));

        r = CaptureMerger::merge({{m_a, {}, {}}, {m_merged, {}, {}}}, path("twice.db"));
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("merged from several nodes") != std::string::npos, r.error.c_str());

        const QString cluster = test::ingeroFixture(QStringLiteral("sample-cluster.db"));
        if (QFileInfo::exists(cluster)) {
            r = CaptureMerger::merge({{m_a, {}, {}}, {cluster.toStdString(), {}, {}}}, path("cluster.db"));
            QVERIFY(!r.ok);
            QVERIFY2(r.error.find("several nodes") != std::string::npos, r.error.c_str());
        }
    }

    void ingeroCapturesOfSingleNodesMerge()
    {
        const QString one = test::ingeroFixture(QStringLiteral("sample-gpu-node-01.db"));
        const QString two = test::ingeroFixture(QStringLiteral("sample-gpu-node-02.db"));
        FAULTLINE_REQUIRE_FIXTURE(one);
        FAULTLINE_REQUIRE_FIXTURE(two);
        const std::string output = path("ingero-merged.db");
        const MergeResult r = CaptureMerger::merge(
            {{one.toStdString(), {}, {}}, {two.toStdString(), {}, NodeClock{5 * kMs, 0}}}, output);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.nodes[0].node, std::string("gpu-node-01"));
        QCOMPARE(r.nodes[1].node, std::string("gpu-node-02"));
        std::string difference = test::compareMergedNode(one.toStdString(), output, "gpu-node-01", 0);
        QVERIFY2(difference.empty(), difference.c_str());
        difference = test::compareMergedNode(two.toStdString(), output, "gpu-node-02", -5 * kMs);
        QVERIFY2(difference.empty(), difference.c_str());
        const auto trace = load(output);
        QVERIFY(trace);
        TimelineModel model(trace);
        QCOMPARE(nodeHeaders(model), (std::vector<std::string>{"gpu-node-01", "gpu-node-02"}));
    }
};

QTEST_GUILESS_MAIN(TestCaptureMerger)
#include "tst_capture_merger.moc"
