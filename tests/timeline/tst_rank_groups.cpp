// The rank groups of a job's timeline (issue 48): a job of twelve ranks written by
// make_multirank_kineto.py and imported as `faultline import FOLDER` does, its groups in rank order,
// folded, filtered and reordered by a given lateness, pins and node indices kept throughout.

#include "CounterTracks.h"
#include "TimelineModel.h"
#include "Trace.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace faultline;
using timeline::TimelineModel;
using timeline::TimelineRow;

namespace {

constexpr int kRanks = 12;

// The ranks of the Node headers, top to bottom.
std::vector<int> groupRanks(const TimelineModel& model)
{
    std::vector<int> ranks;
    for (const TimelineRow& row : model.rows()) {
        if (row.kind == TimelineRow::Kind::Node && !row.pinned)
            ranks.push_back(model.nodeRank(row.node));
    }
    return ranks;
}

// The names of the counter rows, top to bottom.
std::vector<std::string> counterNames(const TimelineModel& model)
{
    std::vector<std::string> names;
    for (const TimelineRow& row : model.rows()) {
        if (row.kind == TimelineRow::Kind::Counter && !row.pinned)
            names.push_back(model.counters()[row.counter].name);
    }
    return names;
}

// Rows (processes, lanes, idle rows) under rank `rank`'s group.
int rowsOfRank(const TimelineModel& model, int rank)
{
    int count = 0;
    for (const TimelineRow& row : model.rows()) {
        if (row.kind != TimelineRow::Kind::Node && row.node != UINT32_MAX && model.nodeRank(row.node) == rank)
            ++count;
    }
    return count;
}

std::vector<std::uint64_t> keys(const TimelineModel& model)
{
    std::vector<std::uint64_t> out;
    for (const TimelineRow& row : model.rows())
        out.push_back(row.key());
    return out;
}

std::vector<int> iota(int from, int to)
{
    std::vector<int> out;
    for (int r = from; r < to; ++r)
        out.push_back(r);
    return out;
}

} // namespace

class TestRankGroups : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const Trace> m_trace;

    [[nodiscard]] std::uint32_t nodeOfRank(const TimelineModel& model, int rank) const
    {
        for (std::uint32_t n = 0; n < model.nodeCount(); ++n) {
            if (model.nodeRank(n) == rank)
                return n;
        }
        return UINT32_MAX;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString job = m_dir.filePath(QStringLiteral("job"));
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), job, QStringLiteral("--ranks"),
                 QString::number(kRanks), QStringLiteral("--straggler"), QStringLiteral("7"), QStringLiteral("--steps"),
                 QStringLiteral("3")});
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("python3 could not write the job: %1")
                                 .arg(QString::fromUtf8(p.readAllStandardError()))));
        const std::vector<std::string> traces = import::tracesInFolder(job.toStdString());
        QCOMPARE(traces.size(), std::size_t(kRanks));
        const std::string merged = m_dir.filePath(QStringLiteral("job.db")).toStdString();
        std::string error;
        QVERIFY2(import::importTraces(traces, merged, {}, nullptr, &error), error.c_str());
        LoadResult loaded = TraceBuilder::load(merged);
        QVERIFY2(loaded.trace, loaded.error.c_str());
        m_trace = std::shared_ptr<const Trace>(std::move(loaded.trace));
    }

    // rank 2 before rank 10, not "rank10" before "rank2" as the names sort; the counters follow.
    void theRanksAreInNumericOrder()
    {
        TimelineModel model(m_trace);
        model.setCountersCollapsed(false); // a job of twelve ranks folds them
        QCOMPARE(model.nodeCount(), std::size_t(kRanks));
        QVERIFY(model.nodesAreRanks());
        QCOMPARE(groupRanks(model), iota(0, kRanks));
        for (std::uint32_t n = 0; n < model.nodeCount(); ++n) {
            QCOMPARE(model.nodeName(n), "rank" + std::to_string(model.nodeRank(n)));
            // One clock for the job: no "clock offset +0.0 µs ± 0.0 µs" on its headers.
            QVERIFY(!model.nodeClock(n).known);
            QCOMPARE(model.nodeTitle(n), model.nodeLabel(n));
        }
        std::vector<std::string> busy;
        for (const std::string& name : counterNames(model)) {
            if (name.ends_with(" busy"))
                busy.push_back(name);
        }
        std::vector<std::string> expected;
        for (int r = 0; r < kRanks; ++r)
            expected.push_back("rank " + std::to_string(r) + " · GPU " + std::to_string(r) + " busy");
        QCOMPARE(busy, expected);
        // Every counter of the job is a rank's.
        for (std::uint32_t c = 0; c < model.counters().size(); ++c)
            QVERIFY2(model.nodeOfCounter(c) != UINT32_MAX, model.counters()[c].name.c_str());
    }

    void oneRankFoldsAndUnfolds()
    {
        TimelineModel model(m_trace);
        const std::vector<std::uint64_t> before = keys(model);
        const std::uint32_t node = nodeOfRank(model, 3);
        const int under = rowsOfRank(model, 3);
        QVERIFY(under >= 3); // its process and lanes, its GPU's and lanes
        model.setNodeCollapsed(node, true);
        QVERIFY(model.isNodeCollapsed(node));
        QCOMPARE(rowsOfRank(model, 3), 0);
        QCOMPARE(model.rows().size(), before.size() - static_cast<std::size_t>(under));
        QCOMPARE(groupRanks(model), iota(0, kRanks)); // its header stays
        QCOMPARE(rowsOfRank(model, 4), rowsOfRank(model, 2));
        model.setNodeCollapsed(node, false);
        QCOMPARE(keys(model), before);
    }

    void everyRankFoldsAndUnfolds()
    {
        TimelineModel model(m_trace);
        const std::vector<std::uint64_t> before = keys(model);
        model.setAllNodesCollapsed(true);
        for (int r = 0; r < kRanks; ++r)
            QCOMPARE(rowsOfRank(model, r), 0);
        QCOMPARE(groupRanks(model), iota(0, kRanks));
        model.setAllNodesCollapsed(false);
        QCOMPARE(keys(model), before);
    }

    // Show only rank 5: its group and counters alone; hide rank 5: everything but; show all: as before.
    void ranksShowOnlyHideAndShowAll()
    {
        TimelineModel model(m_trace);
        model.setCountersCollapsed(false); // a job of twelve ranks folds them
        const std::vector<std::uint64_t> before = keys(model);
        const int rank5Rows = rowsOfRank(model, 5);
        const std::uint32_t node = nodeOfRank(model, 5);
        QCOMPARE(model.visibleNodeCount(), std::size_t(kRanks));

        model.setVisibleNodes({node});
        QCOMPARE(model.visibleNodeCount(), std::size_t(1));
        QCOMPARE(groupRanks(model), std::vector<int>{5});
        QCOMPARE(rowsOfRank(model, 5), rank5Rows);
        const std::vector<std::string> only = counterNames(model);
        QVERIFY(!only.empty());
        for (const std::string& name : only)
            QVERIFY2(name.starts_with("rank 5 · "), name.c_str());
        for (const TimelineRow& row : model.rows()) {
            if (row.process != UINT32_MAX)
                QCOMPARE(model.processRank(row.process), 5);
        }

        model.showAllNodes();
        QCOMPARE(keys(model), before);

        model.setNodeHidden(node, true);
        QVERIFY(model.isNodeHidden(node));
        QCOMPARE(model.visibleNodeCount(), std::size_t(kRanks - 1));
        std::vector<int> others = iota(0, kRanks);
        std::erase(others, 5);
        QCOMPARE(groupRanks(model), others);
        QCOMPARE(rowsOfRank(model, 5), 0);
        for (const std::string& name : counterNames(model))
            QVERIFY2(!name.starts_with("rank 5 · "), name.c_str());
        QCOMPARE(counterNames(model).size(), only.size() * (kRanks - 1));

        model.showAllNodes();
        QCOMPARE(keys(model), before);
    }

    // The lateness order the analysis gives (the straggler first): its group, then the named
    // ones, then the rest by rank; the counters follow the groups.
    void ranksFollowAGivenLatenessOrder()
    {
        TimelineModel model(m_trace);
        model.setCountersCollapsed(false); // a job of twelve ranks folds them
        const std::vector<std::uint64_t> before = keys(model);
        std::vector<std::string> names;
        for (std::uint32_t n = 0; n < model.nodeCount(); ++n)
            names.push_back(model.nodeName(n));
        model.setNodeOrder({"rank7", "no-such-node", "rank11", "rank7"});
        QVERIFY(model.hasCustomNodeOrder());
        QCOMPARE(groupRanks(model), (std::vector<int>{7, 11, 0, 1, 2, 3, 4, 5, 6, 8, 9, 10}));
        QCOMPARE(model.nodeRank(model.nodeOrder().front()), 7);
        QVERIFY(counterNames(model).front().starts_with("rank 7 · "));
        // Indices of nodes do not move: whatever holds one (a pin, a selection) holds the same node.
        for (std::uint32_t n = 0; n < model.nodeCount(); ++n)
            QCOMPARE(model.nodeName(n), names[n]);
        // The same rows, only moved.
        std::vector<std::uint64_t> sortedBefore = before;
        std::vector<std::uint64_t> sortedAfter = keys(model);
        std::sort(sortedBefore.begin(), sortedBefore.end());
        std::sort(sortedAfter.begin(), sortedAfter.end());
        QCOMPARE(sortedAfter, sortedBefore);

        model.setNodeOrder({});
        QVERIFY(!model.hasCustomNodeOrder());
        QCOMPARE(keys(model), before);
    }

    // A pinned lane of rank 9 stays pinned, on top, through a reorder and a filter that hides its rank.
    void aPinnedRowSurvivesReorderAndFilter()
    {
        TimelineModel model(m_trace);
        std::uint64_t pinned = 0;
        std::uint32_t lane = UINT32_MAX;
        for (const TimelineRow& row : model.rows()) {
            if (row.kind == TimelineRow::Kind::Lane && model.processRank(row.process) == 9) {
                pinned = row.key();
                lane = row.lane;
                break;
            }
        }
        QVERIFY(lane != UINT32_MAX);
        model.setPinned(pinned, true);
        QCOMPARE(model.rows().front().key(), pinned);
        // Out of its group, it says its rank.
        const std::string title = model.rowTitle(model.rows().front());
        QVERIFY2(title.starts_with("rank 9 · "), title.c_str());
        model.setNodeOrder({"rank9", "rank7"});
        QCOMPARE(model.rows().front().key(), pinned);
        QCOMPARE(model.rows().front().lane, lane);
        QVERIFY(model.rows().front().pinned);
        QCOMPARE(groupRanks(model).front(), 9);
        model.setNodeHidden(nodeOfRank(model, 9), true);
        QCOMPARE(model.rows().front().key(), pinned);
        QCOMPARE(rowsOfRank(model, 9), 1); // the pinned lane alone
        model.showAllNodes();
        model.setNodeOrder({});
        QVERIFY(model.isPinned(pinned));
        QCOMPARE(model.rows().front().key(), pinned);
        QCOMPARE(std::count_if(model.rows().begin(), model.rows().end(),
                               [pinned](const TimelineRow& row) { return row.key() == pinned; }),
                 1);
    }

    // Revealing a lane of a hidden rank shows the rank again (a search match, a chain's evidence).
    void revealingALaneShowsItsRank()
    {
        TimelineModel model(m_trace);
        std::uint32_t lane = UINT32_MAX;
        for (const TimelineRow& row : model.rows()) {
            if (row.kind == TimelineRow::Kind::Lane && model.processRank(row.process) == 4)
                lane = row.lane;
        }
        QVERIFY(lane != UINT32_MAX);
        model.setVisibleNodes({nodeOfRank(model, 0)});
        QCOMPARE(model.rowOfLane(lane), -1);
        model.reveal(lane);
        QVERIFY(model.rowOfLane(lane) >= 0);
        QCOMPARE(model.visibleNodeCount(), std::size_t(2));
    }

    // Hosts of several ranks each (an attach to two hosts of a job): ordered by their first rank,
    // a host without ranks after them; they are nodes, not ranks.
    void hostsOfSeveralRanksAreOrderedByTheirFirstRank()
    {
        auto trace = std::make_shared<Trace>();
        const auto add = [&](const char* node, int rank, std::uint32_t pid) {
            Process p;
            p.pid = pid;
            p.name = "python3";
            p.node = node;
            p.rank = rank;
            trace->processes.push_back(p);
        };
        add("host-a", 2, 10);
        add("host-a", 3, 11);
        add("host-b", 1, 20);
        add("host-b", 0, 21);
        add("aaa-login", -1, 30);
        trace->beginNs = 0;
        trace->endNs = 1000;
        TimelineModel model(trace);
        QCOMPARE(model.nodeCount(), std::size_t(3));
        QVERIFY(!model.nodesAreRanks());
        std::vector<std::string> order;
        for (const std::uint32_t n : model.nodeOrder())
            order.push_back(model.nodeName(n));
        QCOMPARE(order, (std::vector<std::string>{"host-b", "host-a", "aaa-login"}));
        std::vector<std::uint32_t> pids;
        for (const TimelineRow& row : model.rows()) {
            if (row.kind == TimelineRow::Kind::Process)
                pids.push_back(trace->processes[row.process].pid);
        }
        QCOMPARE(pids, (std::vector<std::uint32_t>{21, 20, 10, 11, 30}));
    }

    void rankListsParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QList<int>>("ranks");
        QTest::newRow("empty: all") << QString() << true << QList<int>{};
        QTest::newRow("one") << QStringLiteral("7") << true << QList<int>{7};
        QTest::newRow("ranges and ranks")
            << QStringLiteral(" 0-3, 7,10 - 11 ") << true << QList<int>{0, 1, 2, 3, 7, 10, 11};
        QTest::newRow("repeated") << QStringLiteral("2,2,1-2") << true << QList<int>{1, 2};
        QTest::newRow("half typed range") << QStringLiteral("0-") << false << QList<int>{};
        QTest::newRow("trailing comma") << QStringLiteral("1,") << false << QList<int>{};
        QTest::newRow("backwards") << QStringLiteral("5-3") << false << QList<int>{};
        QTest::newRow("negative") << QStringLiteral("-1") << false << QList<int>{};
        QTest::newRow("a word") << QStringLiteral("rank 3") << false << QList<int>{};
        QTest::newRow("too large") << QStringLiteral("99999999999") << false << QList<int>{};
    }

    void rankListsParse()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QList<int>, ranks);
        const std::optional<std::set<int>> parsed = TimelineModel::parseRankList(text.toStdString());
        QCOMPARE(parsed.has_value(), valid);
        if (valid)
            QCOMPARE(QList<int>(parsed->begin(), parsed->end()), ranks);
    }
};

QTEST_GUILESS_MAIN(TestRankGroups)
#include "tst_rank_groups.moc"
