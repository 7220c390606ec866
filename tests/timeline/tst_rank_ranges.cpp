// The profiler's ranges of a job's ranks (issue 48): a job of twelve ranks written by
// make_multirank_kineto.py (rank 7 late for its input) and imported as `faultline import FOLDER`
// does. Each rank's ranges are lanes of its own under its process, levels counted per process,
// that fold, hide and move with the rank's group; a single rank's import keeps them at the top.
// Also: the counters of a job of more than eight ranks start folded.

#include "RangeLanes.h"
#include "SqliteDb.h"
#include "TimelineModel.h"
#include "Trace.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace faultline;
using timeline::QueryLane;
using timeline::TimelineModel;
using timeline::TimelineRow;

namespace {

constexpr int kRanks = 12;
constexpr int kStraggler = 7;
constexpr int kSteps = 3;

std::string labelOf(const capture::StoredAnnotation& a, const char* key)
{
    for (const auto& [k, v] : a.labels) {
        if (k == key)
            return v;
    }
    return {};
}

// The unpinned range lane rows, top to bottom.
std::vector<TimelineRow> rangeRows(const TimelineModel& model)
{
    std::vector<TimelineRow> out;
    for (const TimelineRow& row : model.rows()) {
        if (row.kind == TimelineRow::Kind::Query && !row.pinned)
            out.push_back(row);
    }
    return out;
}

// The ranks whose range lanes the rows show, in the order they first appear.
std::vector<int> ranksOfRangeRows(const TimelineModel& model)
{
    std::vector<int> ranks;
    for (const TimelineRow& row : rangeRows(model)) {
        const int rank = model.nodeRank(row.node);
        if (ranks.empty() || ranks.back() != rank)
            ranks.push_back(rank);
    }
    return ranks;
}

// (start, end, text) of a set of ranges, sorted.
using Ranges = std::vector<std::tuple<std::int64_t, std::int64_t, std::string>>;

Ranges rangesOfLanes(const TimelineModel& model, std::uint32_t process)
{
    Ranges out;
    for (const auto& lane : model.queryLanes()) {
        if (lane->process != process)
            continue;
        for (std::size_t i = 0; i < lane->events.size(); ++i)
            out.emplace_back(lane->events.start[i], lane->events.start[i] + lane->events.durationAt(i),
                             lane->labelAt(i));
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::uint64_t> keys(const TimelineModel& model)
{
    std::vector<std::uint64_t> out;
    for (const TimelineRow& row : model.rows())
        out.push_back(row.key());
    return out;
}

std::shared_ptr<const Trace> importAndLoad(const std::vector<std::string>& traces, const std::string& out)
{
    std::string error;
    if (!import::importTraces(traces, out, {}, nullptr, &error))
        qFatal("the job did not import: %s", error.c_str());
    LoadResult loaded = TraceBuilder::load(out);
    if (!loaded.trace)
        qFatal("the job did not load: %s", loaded.error.c_str());
    return std::shared_ptr<const Trace>(std::move(loaded.trace));
}

capture::StoredAnnotation range(std::uint32_t pid, std::int64_t from, std::int64_t to, const char* text)
{
    capture::StoredAnnotation a;
    a.pid = pid;
    a.timestamp = a.spanStart = from;
    a.spanEnd = to;
    a.labels = {{"faultline.text", text}, {"import.range", "user_annotation"}};
    return a;
}

// A capture of `ranks` nodes "rank0"... of one process each (pid 100 + rank, rank N).
std::shared_ptr<Trace> nodesOfRanks(int ranks)
{
    auto trace = std::make_shared<Trace>();
    for (int r = 0; r < ranks; ++r) {
        Process p;
        p.pid = static_cast<std::uint32_t>(100 + r);
        p.name = "python3";
        p.node = "rank" + std::to_string(r);
        p.rank = r;
        trace->processes.push_back(p);
    }
    trace->beginNs = 0;
    trace->endNs = 10'000;
    return trace;
}

} // namespace

class TestRankRanges : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string m_capture;
    std::shared_ptr<const Trace> m_job;
    std::shared_ptr<const Trace> m_oneRank;

    [[nodiscard]] static std::uint32_t nodeOfRank(const TimelineModel& model, int rank)
    {
        for (std::uint32_t n = 0; n < model.nodeCount(); ++n) {
            if (model.nodeRank(n) == rank)
                return n;
        }
        return UINT32_MAX;
    }

    // The process of rank `rank` that recorded ranges.
    [[nodiscard]] std::uint32_t rangeProcessOfRank(const TimelineModel& model, int rank) const
    {
        for (const auto& lane : model.queryLanes()) {
            if (lane->process != UINT32_MAX && model.nodeRank(model.nodeOfProcess(lane->process)) == rank)
                return lane->process;
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
                 QString::number(kRanks), QStringLiteral("--straggler"), QString::number(kStraggler),
                 QStringLiteral("--steps"), QString::number(kSteps), QStringLiteral("--straggler-cause"),
                 QStringLiteral("input")});
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("python3 could not write the job: %1")
                                 .arg(QString::fromUtf8(p.readAllStandardError()))));
        std::vector<std::string> traces = import::tracesInFolder(job.toStdString());
        QCOMPARE(traces.size(), std::size_t(kRanks));
        m_capture = m_dir.filePath(QStringLiteral("job.db")).toStdString();
        m_job = importAndLoad(traces, m_capture);
        std::sort(traces.begin(), traces.end());
        m_oneRank = importAndLoad({traces.front()}, m_dir.filePath(QStringLiteral("one.db")).toStdString());
    }

    // Every range lane is a rank's, under its process; the events of a process's lanes are the
    // annotations of its pid, as many as SQL counts, each once, and nothing at the top.
    void eachRankHasItsOwnRangeLanes()
    {
        TimelineModel model(m_job);
        timeline::addImportedRangeLanes(model);
        QVERIFY(model.nodesAreRanks());
        QVERIFY(!model.queryLanes().empty());
        for (const auto& lane : model.queryLanes()) {
            QVERIFY2(lane->process != UINT32_MAX, lane->title.c_str()); // no global "Profiler ranges"
            QVERIFY(model.isGroupedQueryLane(*lane));
            QVERIFY2(lane->title == "Profiler ranges" || lane->title.starts_with("Profiler ranges · level "),
                     lane->title.c_str());
        }
        // Under its process: right after its header or another of its range lanes.
        const auto& rows = model.rows();
        std::set<int> ranksWithRanges;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (rows[r].kind != TimelineRow::Kind::Query)
                continue;
            QVERIFY(r > 0);
            const TimelineRow& up = rows[r - 1];
            QVERIFY((up.kind == TimelineRow::Kind::Process || up.kind == TimelineRow::Kind::Query)
                    && up.process == rows[r].process);
            QCOMPARE(rows[r].process, model.queryLane(rows[r].query)->process);
            QCOMPARE(rows[r].node, model.nodeOfProcess(rows[r].process));
            ranksWithRanges.insert(model.nodeRank(rows[r].node));
        }
        QCOMPARE(int(ranksWithRanges.size()), kRanks);

        capture::SqliteDb db;
        QVERIFY(db.openReadOnly(m_capture, true, nullptr));
        const std::int64_t pids = db.queryInt("SELECT count(DISTINCT pid) FROM annotations"
                                              " WHERE labels LIKE '%\"import.range\"%'");
        QCOMPARE(pids, std::int64_t(kRanks));
        std::size_t total = 0;
        for (int rank = 0; rank < kRanks; ++rank) {
            const std::uint32_t process = rangeProcessOfRank(model, rank);
            QVERIFY(process != UINT32_MAX);
            const std::uint32_t pid = m_job->processes[process].pid;
            const std::int64_t stored = db.queryInt("SELECT count(*) FROM annotations WHERE pid = "
                                                    + std::to_string(pid) + " AND labels LIKE '%\"import.range\"%'");
            const Ranges shown = rangesOfLanes(model, process);
            QCOMPARE(std::int64_t(shown.size()), stored);
            Ranges own;
            for (const capture::StoredAnnotation& a : m_job->annotations) {
                if (a.pid == pid && timeline::isImportedRange(a))
                    own.emplace_back(a.spanStart, a.spanEnd, labelOf(a, "faultline.text"));
            }
            std::sort(own.begin(), own.end());
            QCOMPARE(shown, own);
            total += shown.size();
            // The straggler's input wait is a range of its own; the others waited for no input.
            const bool waitedForInput = std::any_of(shown.begin(), shown.end(), [](const auto& r) {
                return std::get<2>(r).find("DataLoader") != std::string::npos;
            });
            QCOMPARE(waitedForInput, rank == kStraggler);
        }
        QCOMPARE(std::int64_t(total),
                 db.queryInt("SELECT count(*) FROM annotations"
                             " WHERE labels LIKE '%\"import.range\"%'"));
    }

    // Levels are a process's: each rank's first lane holds its steps alone, not twelve copies of
    // ProfilerStep#1 stacked on each other.
    void levelsAreCountedPerProcess()
    {
        TimelineModel model(m_job);
        timeline::addImportedRangeLanes(model);
        for (int rank = 0; rank < kRanks; ++rank) {
            const std::uint32_t process = rangeProcessOfRank(model, rank);
            const QueryLane* top = nullptr;
            for (const auto& lane : model.queryLanes()) {
                if (lane->process == process && lane->title == "Profiler ranges")
                    top = lane.get();
            }
            QVERIFY(top);
            QCOMPARE(int(top->events.size()), kSteps);
            for (std::size_t i = 0; i < top->events.size(); ++i)
                QCOMPARE(top->labelAt(i), "ProfilerStep#" + std::to_string(i + 1));
        }
    }

    void rangeLanesFoldAndHideWithTheirRank()
    {
        TimelineModel model(m_job);
        timeline::addImportedRangeLanes(model);
        const std::vector<std::uint64_t> before = keys(model);
        const std::uint32_t node = nodeOfRank(model, kStraggler);
        const auto ofStraggler = [&] {
            return std::count_if(model.rows().begin(), model.rows().end(), [&](const TimelineRow& row) {
                return row.kind == TimelineRow::Kind::Query && row.node == node;
            });
        };
        QVERIFY(ofStraggler() >= 2);
        const auto others = rangeRows(model).size() - static_cast<std::size_t>(ofStraggler());

        model.setNodeCollapsed(node, true);
        QCOMPARE(ofStraggler(), 0);
        QCOMPARE(rangeRows(model).size(), others);
        model.setNodeCollapsed(node, false);
        QCOMPARE(keys(model), before);

        // Its process folded: its ranges go with its threads.
        const std::uint32_t process = rangeProcessOfRank(model, kStraggler);
        model.setCollapsed(process, true);
        QCOMPARE(ofStraggler(), 0);
        model.setCollapsed(process, false);

        model.setNodeHidden(node, true);
        QCOMPARE(ofStraggler(), 0);
        QCOMPARE(rangeRows(model).size(), others);
        model.showAllNodes();

        model.setVisibleNodes({node});
        QCOMPARE(ranksOfRangeRows(model), std::vector<int>{kStraggler});
        model.showAllNodes();

        // A process filter that leaves the straggler's python process out takes its ranges too.
        model.setProcessFilter("GPU");
        QVERIFY(rangeRows(model).empty());
        model.setProcessFilter("");
        QCOMPARE(keys(model), before);
    }

    void rangeLanesMoveWithTheirRankAndKeepTheirPins()
    {
        TimelineModel model(m_job);
        timeline::addImportedRangeLanes(model);
        std::vector<int> byRank;
        for (int r = 0; r < kRanks; ++r)
            byRank.push_back(r);
        QCOMPARE(ranksOfRangeRows(model), byRank);

        model.setNodeOrder({"rank7", "rank3"});
        QCOMPARE(ranksOfRangeRows(model), (std::vector<int>{7, 3, 0, 1, 2, 4, 5, 6, 8, 9, 10, 11}));

        // A pinned range lane of rank 9 leaves its group, says its rank and stays through it all.
        const std::uint32_t process = rangeProcessOfRank(model, 9);
        std::uint64_t pinned = 0;
        for (const TimelineRow& row : model.rows()) {
            if (row.kind == TimelineRow::Kind::Query && row.process == process) {
                pinned = row.key();
                break;
            }
        }
        QVERIFY(pinned != 0);
        model.setPinned(pinned, true);
        QCOMPARE(model.rows().front().key(), pinned);
        QCOMPARE(model.rowTitle(model.rows().front()), std::string("rank 9 · Profiler ranges"));
        model.setNodeHidden(nodeOfRank(model, 9), true);
        QCOMPARE(model.rows().front().key(), pinned);
        model.setNodeOrder({});
        model.showAllNodes();
        QCOMPARE(model.rows().front().key(), pinned);
        QCOMPARE(std::count_if(model.rows().begin(), model.rows().end(),
                               [pinned](const TimelineRow& row) { return row.key() == pinned; }),
                 1);
        model.setPinned(pinned, false);
        QCOMPARE(ranksOfRangeRows(model), byRank);
    }

    // One rank imported alone: no groups, its ranges at the top as they always were.
    void aSingleRankKeepsItsRangesAtTheTop()
    {
        TimelineModel model(m_oneRank);
        timeline::addImportedRangeLanes(model);
        QCOMPARE(model.nodeCount(), std::size_t(0));
        const std::vector<std::unique_ptr<QueryLane>> global = timeline::importedRangeLanes(*m_oneRank);
        QVERIFY(!global.empty());
        QCOMPARE(model.queryLanes().size(), global.size());
        for (std::size_t i = 0; i < global.size(); ++i) {
            const TimelineRow& row = model.rows()[i];
            QCOMPARE(row.kind, TimelineRow::Kind::Query);
            QCOMPARE(model.rowTitle(row), global[i]->title);
            QCOMPARE(model.queryLane(row.query)->events.size(), global[i]->events.size());
            QCOMPARE(model.queryLane(row.query)->process, UINT32_MAX);
        }
        QCOMPARE(model.rowTitle(model.rows().front()), std::string("Profiler ranges"));
        QVERIFY(!model.countersCollapsed());
    }

    // Ranges of no process (pid 0), of a pid no process has, and of a pid two nodes share stay at
    // the top; the last say their pid.
    void rangesOfNoOrOfAnAmbiguousProcessStayAtTheTop()
    {
        auto trace = nodesOfRanks(2);
        Process twin = trace->processes[0];
        twin.pid = 500;
        trace->processes.push_back(twin); // pid 500 on rank0
        twin.node = "rank1";
        twin.rank = 1;
        trace->processes.push_back(twin); // and on rank1
        trace->annotations = {range(0, 10, 20, "unscoped"), range(999, 25, 28, "unknown"), range(500, 30, 40, "shared"),
                              range(101, 50, 60, "ProfilerStep#1"), range(101, 55, 58, "forward")};
        TimelineModel model(trace);
        timeline::addImportedRangeLanes(model);
        QCOMPARE(model.nodeCount(), std::size_t(2));
        std::vector<std::string> top;
        std::vector<std::string> grouped;
        for (const TimelineRow& row : model.rows()) {
            if (row.kind != TimelineRow::Kind::Query)
                continue;
            (row.node == UINT32_MAX ? top : grouped).push_back(model.rowTitle(row));
            if (row.node != UINT32_MAX)
                QCOMPARE(trace->processes[row.process].pid, 101u);
        }
        QCOMPARE(top, (std::vector<std::string>{"Profiler ranges", "Profiler ranges · pid 500"}));
        QCOMPARE(grouped, (std::vector<std::string>{"Profiler ranges", "Profiler ranges · level 2"}));
        // The top's rows come before the counters and groups.
        QCOMPARE(model.rows()[0].kind, TimelineRow::Kind::Query);
        QCOMPARE(model.rows()[1].kind, TimelineRow::Kind::Query);
        const QueryLane* unscoped = model.queryLane(model.rows()[0].query);
        QCOMPARE(unscoped->events.size(), std::size_t(2)); // pid 0 and pid 999
    }

    // A job of twelve ranks: its counters start folded, their group still there to unfold.
    void countersOfManyRanksStartFolded()
    {
        TimelineModel model(m_job);
        QVERIFY(model.countersCollapsed());
        const auto counterRows = [&model] {
            return std::count_if(model.rows().begin(), model.rows().end(),
                                 [](const TimelineRow& row) { return row.kind == TimelineRow::Kind::Counter; });
        };
        QCOMPARE(counterRows(), 0);
        QVERIFY(std::any_of(model.rows().begin(), model.rows().end(),
                            [](const TimelineRow& row) { return row.kind == TimelineRow::Kind::CounterGroup; }));
        model.setCountersCollapsed(false);
        QVERIFY(counterRows() >= kRanks); // each rank's GPU busy at least
    }

    void countersFoldAboveEightRanks_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::addColumn<bool>("folded");
        QTest::newRow("2") << 2 << false;
        QTest::newRow("8") << 8 << false;
        QTest::newRow("9") << 9 << true;
        QTest::newRow("64") << 64 << true;
    }

    void countersFoldAboveEightRanks()
    {
        QFETCH(int, ranks);
        QFETCH(bool, folded);
        const TimelineModel model(nodesOfRanks(ranks));
        QCOMPARE(model.countersCollapsed(), folded);
    }
};

QTEST_GUILESS_MAIN(TestRankRanges)
#include "tst_rank_ranges.moc"
