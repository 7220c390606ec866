// Causal chains derived from events: each generated scenario yields the chain its incident
// calls for (and the healthy one none), and on Ingero's own captures the derived chains are the
// ones SQL over the same rows says Ingero's rules must produce.

#include "ChainEngine.h"
#include "OpCatalog.h"
#include "Percentile.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

struct Loaded
{
    std::string path;
    std::shared_ptr<Trace> trace;
};

const Chain* findRule(const std::vector<Chain>& chains, const std::string& rule)
{
    for (const Chain& c : chains)
        if (c.rule == rule)
            return &c;
    return nullptr;
}

std::set<std::string> rules(const std::vector<Chain>& chains)
{
    std::set<std::string> out;
    for (const Chain& c : chains)
        out.insert(c.rule);
    return out;
}

std::vector<std::int64_t> sqlInts(const std::string& path, const std::string& sql)
{
    std::vector<std::int64_t> out;
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path, true, &error))
        return out;
    capture::SqliteStatement st(db, sql);
    while (st.isValid() && st.step() == SQLITE_ROW)
        out.push_back(st.int64(0));
    return out;
}

std::int64_t sqlInt(const std::string& path, const std::string& sql)
{
    const auto v = sqlInts(path, sql);
    return v.empty() ? -1 : v.front();
}

// Time the training (main) thread spent off-CPU coming back to a core that a thread `whoRan`
// selects (SQL over events e, the sched_switch, e.arg1 the thread that ran) held, leaving out
// the time it was blocked in a sync or a copy (waiting for the GPU, whoever ran meanwhile).
std::int64_t takenFromTrainingThread(const std::string& path, const std::string& whoRan)
{
    const std::string main = "(SELECT CAST(pid_filter AS INTEGER) FROM sessions)";
    const std::vector<std::int64_t> waits = sqlInts(path,
                                                    "SELECT timestamp FROM events WHERE tid = " + main
                                                        + " AND source = 1 AND op IN (4, 5, 6, 7) ORDER BY timestamp");
    const std::vector<std::int64_t> waitEnds = sqlInts(path,
                                                       "SELECT timestamp + duration FROM events WHERE tid = " + main
                                                           + " AND source = 1 AND op IN (4, 5, 6, 7) ORDER BY "
                                                             "timestamp");
    const std::vector<std::int64_t> ends = sqlInts(path,
                                                   "SELECT e.timestamp FROM events e WHERE e.source = 3 AND e.op = 1 "
                                                   "AND e.tid = "
                                                       + main + " AND " + whoRan + " ORDER BY e.timestamp");
    const std::vector<std::int64_t> lengths = sqlInts(path,
                                                      "SELECT e.duration FROM events e WHERE e.source = 3 AND e.op = "
                                                      "1 AND e.tid = "
                                                          + main + " AND " + whoRan + " ORDER BY e.timestamp");
    std::int64_t total = 0;
    for (std::size_t i = 0; i < ends.size(); ++i) {
        const std::int64_t from = ends[i] - lengths[i];
        std::int64_t ns = lengths[i];
        // The waits that can overlap: those starting before the interval ends.
        const auto last = std::upper_bound(waits.begin(), waits.end(), ends[i]);
        for (auto it = last; it != waits.begin();) {
            --it;
            const std::size_t k = static_cast<std::size_t>(it - waits.begin());
            if (waitEnds[k] <= from)
                break;
            ns -= std::max<std::int64_t>(0, std::min(ends[i], waitEnds[k]) - std::max(from, *it));
        }
        total += ns;
    }
    return total;
}

} // namespace

class TestChainEngine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::map<std::string, Loaded> m_scenarios;

    const Loaded& scenario(const std::string& name)
    {
        auto it = m_scenarios.find(name);
        if (it != m_scenarios.end())
            return it->second;
        Loaded l;
        l.path = m_dir.filePath(QString::fromStdString(name + ".db")).toStdString();
        capture::ScenarioOptions options;
        options.scenario = name;
        const capture::ScenarioResult written = capture::ScenarioGenerator::generate(l.path, options);
        if (written.error.empty()) {
            LoadResult loaded = TraceBuilder::load(l.path);
            l.trace = std::shared_ptr<Trace>(loaded.trace.release());
        }
        return m_scenarios.emplace(name, std::move(l)).first->second;
    }

private slots:
    void forkStallNamesTheForkAndAllFourWorkers()
    {
        const Loaded& s = scenario("dataloader-fork-stall");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        // The scenario's story and nothing else: the workers taking the training thread's cores,
        // and the fork that froze them.
        QCOMPARE(rules(chains), (std::set<std::string>{"cpu-self-contention", "fork-stall"}));
        const Chain* fork = findRule(chains, "fork-stall");
        QVERIFY(fork);

        // The fork the scenario plants: the first process_fork after the start-up ones, ~42 s in.
        const std::int64_t first = sqlInt(s.path, "SELECT MIN(timestamp) FROM events");
        const std::int64_t forkAt = sqlInt(s.path,
                                           "SELECT MIN(timestamp) FROM events WHERE source = 3 AND op = 7 AND "
                                           "timestamp > (SELECT MIN(timestamp) FROM events) + 10000000000");
        const double seconds = double(forkAt - first) / 1e9;
        QVERIFY2(seconds > 41.5 && seconds < 42.5, qPrintable(QString::number(seconds)));
        bool forkInEvidence = false;
        std::set<std::uint32_t> stalledTids;
        for (const EventRef& r : fork->evidence) {
            const Lane& lane = s.trace->lanes[r.lane];
            if (lane.kind == LaneKind::Instants && lane.events.start[r.index] == forkAt)
                forkInEvidence = true;
            if (lane.kind == LaneKind::OffCpu) {
                stalledTids.insert(s.trace->threads[lane.thread].tid);
                QVERIFY(lane.events.durationAt(r.index) >= 100'000'000);
                QVERIFY(lane.events.start[r.index] <= forkAt + 5'000'000);
                QVERIFY(lane.events.start[r.index] + lane.events.durationAt(r.index) >= forkAt - 5'000'000);
            }
        }
        QVERIFY(forkInEvidence);
        QVERIFY(fork->title.find("Fork at 42.") != std::string::npos);
        // All four workers: the children forked at start-up, per the fork rows.
        const std::vector<std::int64_t> workers = sqlInts(s.path,
                                                          "SELECT arg1 FROM events WHERE source = 3 AND op = 7 "
                                                          "AND timestamp < (SELECT MIN(timestamp) FROM events) "
                                                          "+ 10000000000 ORDER BY arg1");
        QCOMPARE(workers.size(), std::size_t(4));
        const std::set<std::uint32_t> expected(workers.begin(), workers.end());
        QCOMPARE(stalledTids, expected);
        for (const std::int64_t w : workers)
            QVERIFY(fork->explanation.find(std::to_string(w)) != std::string::npos);
        QVERIFY(!fork->recommendations.empty());
        QVERIFY(fork->windowStart <= forkAt && fork->windowEnd >= forkAt);
        // What it cost: the longest stall, against the steps; the severity is what that share gives.
        const std::int64_t longest = sqlInt(s.path,
                                            "SELECT MAX(duration) FROM events WHERE source = 3 AND op = 1 AND "
                                            "duration >= 100000000 AND tid IN (SELECT arg1 FROM events WHERE "
                                            "source = 3 AND op = 7 AND timestamp < (SELECT MIN(timestamp) FROM "
                                            "events) + 10000000000)");
        QCOMPARE(fork->impact.ns, longest);
        QVERIFY(fork->impact.steps > 1000);
        QCOMPARE(fork->impact.share, double(longest) / double(fork->impact.rangeNs));
        QVERIFY(!fork->failure && !fork->symptomOnly);
        QCOMPARE(fork->severity, severityForShare(fork->impact.share));

        // The workers' contention: the main thread's time off-CPU coming back to a core one of
        // them held, in the steps.
        const Chain* workersChain = findRule(chains, "cpu-self-contention");
        QVERIFY(workersChain);
        const std::int64_t taken = takenFromTrainingThread(
            s.path, "e.arg1 IN (SELECT tid FROM faultline_threads WHERE name = 'pt_data_worker')");
        QVERIFY2(workersChain->impact.ns <= taken && workersChain->impact.ns * 100 >= taken * 98,
                 qPrintable(QStringLiteral("%1 of %2").arg(workersChain->impact.ns).arg(taken)));
        QCOMPARE(workersChain->severity, severityForShare(workersChain->impact.share));
        QVERIFY(workersChain->severity >= ChainSeverity::Medium);
        QCOMPARE(chains.front().rule, std::string("cpu-self-contention"));
    }

    void fragmentationNamesTheSourceLineAndTheRisingLatency()
    {
        const Loaded& s = scenario("fragmentation");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        // Churn, and only churn: the segments the caching allocator keeps are neither a leak nor
        // growing memory.
        QCOMPARE(rules(chains), (std::set<std::string>{"alloc-churn"}));
        const Chain& churn = chains.front();
        QVERIFY(churn.severity >= ChainSeverity::Medium);
        QCOMPARE(churn.severity, severityForShare(churn.impact.share));
        // The line that causes it comes first: where torch.cuda.empty_cache() is called.
        QVERIFY(!churn.sources.empty());
        QVERIFY2(churn.sources.front().file.ends_with("alloc_stress.py"), churn.sources.front().file.c_str());
        QCOMPARE(churn.sources.front().line, 80);
        QCOMPARE(churn.sources.front().function, std::string("fragmentation_pattern"));
        QCOMPARE(sqlInt(s.path,
                        "SELECT COUNT(*) FROM stack_traces WHERE instr(frames, '\"pfn\":\"empty_cache\"') > 0 AND "
                        "instr(frames, '\"pfn\":\"fragmentation_pattern\",\"pl\":68,\"xl\":80') = 0"),
                 std::int64_t(0));
        // The line that allocates is among the others.
        QVERIFY(std::any_of(churn.sources.begin(), churn.sources.end(), [](const ChainSource& src) {
            return src.line == 74 && src.function == "fragmentation_pattern";
        }));
        double weights = 0;
        for (const ChainSource& src : churn.sources)
            weights += src.weight;
        QVERIFY(std::abs(weights - 1.0) < 1e-9);

        // Rising latency: the per-window p50 steps of the chain climb, last >= 1.5x first.
        std::vector<std::int64_t> windows;
        for (const ChainStep& step : churn.steps)
            if (step.op == "cudaMalloc" && step.detail.rfind("window of", 0) == 0)
                windows.push_back(step.durationNs);
        QVERIFY(windows.size() >= 3);
        QVERIFY(windows.back() >= windows.front() * 3 / 2);
        QVERIFY(churn.title.find("rose") != std::string::npos);

        // empty_cache() frees and the ctypes cuMemAlloc path, counted straight from the rows.
        const std::int64_t emptyCache = sqlInt(s.path,
                                               "SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = "
                                               "e.stack_hash WHERE e.source = 1 AND e.op = 2 AND s.frames LIKE "
                                               "'%\"pfn\":\"empty_cache\"%'");
        const std::int64_t ffi = sqlInt(s.path,
                                        "SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = "
                                        "e.stack_hash WHERE e.source = 4 AND e.op IN (5, 6) AND s.frames LIKE "
                                        "'%libffi%'");
        QVERIFY(emptyCache > 0 && ffi > 0);
        QVERIFY2(churn.rootCause.find(std::to_string(emptyCache) + " frees from empty_cache()") != std::string::npos,
                 churn.rootCause.c_str());
        QVERIFY(churn.rootCause.find(std::to_string(ffi) + " cuMemAlloc calls") != std::string::npos);
        QCOMPARE(churn.symptom.count, sqlInt(s.path, "SELECT COUNT(*) FROM events WHERE source = 1 AND op IN (1, 8)"));
        // Every step maps and gives back.
        const std::int64_t steps = sqlInt(s.path, "SELECT COUNT(*) FROM events WHERE source = 1 AND op = 7");
        QCOMPARE(churn.impact.steps, steps);
        QVERIFY(churn.title.find(std::to_string(steps) + " of " + std::to_string(steps) + " steps")
                != std::string::npos);
        // What it cost: the time in those calls (the driver's own inside them not counted twice).
        const std::int64_t inCalls = sqlInt(s.path,
                                            "SELECT SUM(e.duration) FROM events e LEFT JOIN stack_traces s ON s.hash = "
                                            "e.stack_hash WHERE (e.source = 1 AND e.op IN (1, 2)) OR (e.source = 4 AND "
                                            "e.op IN (5, 64) AND instr(s.frames, 'libffi') > 0)");
        QVERIFY2(churn.impact.ns <= inCalls && churn.impact.ns * 100 >= inCalls * 99,
                 qPrintable(QStringLiteral("%1 of %2").arg(churn.impact.ns).arg(inCalls)));
        // Evidence is capped and unique, every lane listed once.
        QVERIFY(churn.evidence.size() <= ChainOptions().maxEvidence);
        std::set<std::uint32_t> lanes(churn.lanes.begin(), churn.lanes.end());
        QCOMPARE(lanes.size(), churn.lanes.size());
    }

    void healthyScenarioYieldsNoChain()
    {
        const Loaded& s = scenario("healthy");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        for (const Chain& c : chains)
            qWarning("unexpected chain: %s", c.title.c_str());
        QVERIFY(chains.empty());
        // Asked for symptoms too, there is nothing above LOW and no cause.
        ChainOptions all;
        all.includeSymptoms = true;
        for (const Chain& c : ChainEngine::derive(*s.trace, all)) {
            QVERIFY2(c.symptomOnly, c.title.c_str());
            QCOMPARE(c.severity, ChainSeverity::Low);
        }
    }

    void periodicSpikeIsFoundWithItsPeriod()
    {
        const Loaded& s = scenario("periodic-spike");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        // The spike and nothing else (no host sync, no copy from pageable memory: the batches are pinned).
        QCOMPARE(rules(chains), (std::set<std::string>{"periodic-spike"}));
        const Chain* spike = &chains.front();
        QCOMPARE(spike->symptom.op, std::string("cudaMalloc"));
        QVERIFY2(spike->title.find("every ~") != std::string::npos, spike->title.c_str());
        // The period: the median distance, in calls, between calls slower than 3x the median.
        const std::vector<std::int64_t> d = sqlInts(s.path,
                                                    "SELECT duration FROM events WHERE source = 1 AND op = 1 "
                                                    "ORDER BY timestamp");
        std::vector<std::int64_t> sorted = d;
        std::sort(sorted.begin(), sorted.end());
        const std::int64_t p50 = percentile(sorted, 0.5);
        std::vector<std::int64_t> gaps;
        std::int64_t last = -1;
        std::int64_t slowTime = 0;
        for (std::size_t i = 0; i < d.size(); ++i) {
            if (d[i] > 3 * p50) {
                if (last >= 0)
                    gaps.push_back(static_cast<std::int64_t>(i) - last);
                last = static_cast<std::int64_t>(i);
                slowTime += d[i];
            }
        }
        QVERIFY(gaps.size() >= 3);
        std::sort(gaps.begin(), gaps.end());
        const std::int64_t period = gaps[gaps.size() / 2];
        QVERIFY(period > 150 && period < 250);
        QVERIFY(spike->title.find("every ~" + std::to_string(period) + " calls") != std::string::npos);
        QCOMPARE(spike->evidence.size(), std::min<std::size_t>(gaps.size() + 1, ChainOptions().maxEvidence));
        QCOMPARE(spike->impact.ns, slowTime);
        QCOMPARE(spike->severity, severityForShare(spike->impact.share));
    }

    void cpuContentionIsOtherProcessesTakingTheTrainingThread()
    {
        const Loaded& s = scenario("cpu-contention");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        QCOMPARE(rules(chains), (std::set<std::string>{"cpu-contention"}));
        const Chain& contention = chains.front();
        QVERIFY2(contention.title.find("stress-ng-cpu") != std::string::npos, contention.title.c_str());
        // The main thread's time off-CPU coming back to a core stress-ng or logrotate held (not
        // counting the time it waited for the GPU in a sync).
        const std::int64_t taken = takenFromTrainingThread(
            s.path, "e.arg1 IN (SELECT pid FROM process_names WHERE name IN ('stress-ng-cpu', 'logrotate'))");
        QVERIFY2(contention.impact.ns <= taken && contention.impact.ns * 100 >= taken * 98,
                 qPrintable(QStringLiteral("%1 of %2").arg(contention.impact.ns).arg(taken)));
        QVERIFY(contention.severity >= ChainSeverity::Medium);
        QCOMPARE(contention.severity, severityForShare(contention.impact.share));

        // The slow syncs are a symptom: a tail chain only when symptoms are asked for, at LOW.
        QVERIFY(std::none_of(chains.begin(), chains.end(), [](const Chain& c) { return c.rule == "tail"; }));
        ChainOptions all;
        all.includeSymptoms = true;
        const std::vector<Chain> withSymptoms = ChainEngine::derive(*s.trace, all);
        QCOMPARE(withSymptoms.front().rule, std::string("cpu-contention"));
        const auto sync = std::find_if(withSymptoms.begin(), withSymptoms.end(), [](const Chain& c) {
            return c.rule == "tail" && c.symptom.op == "cudaStreamSync";
        });
        QVERIFY(sync != withSymptoms.end());
        QVERIFY(sync->symptomOnly);
        QCOMPARE(sync->severity, ChainSeverity::Low);
        QCOMPARE(sync->id, std::string("tail-cudaStreamSync"));
        QVERIFY(sync->symptom.p99 >= 1000 * sync->symptom.p50);
        QVERIFY(sync->rootCause.find("CPU at") != std::string::npos);
        QCOMPARE(sync->steps.back().layer, std::string("CUDA"));
        // Every evidence call is at or above the reported p99.
        for (const EventRef& r : sync->evidence)
            QVERIFY(s.trace->lanes[r.lane].events.durationAt(r.index) >= sync->symptom.p99);
    }

    void optionsRestrictTheRangeAndTheProcess()
    {
        const Loaded& s = scenario("dataloader-fork-stall");
        QVERIFY(s.trace);
        ChainOptions before;
        before.to = s.trace->beginNs + 30'000'000'000; // before the fork
        QVERIFY(!findRule(ChainEngine::derive(*s.trace, before), "fork-stall"));
        ChainOptions other;
        other.pid = 999'999; // no such process: nothing in scope
        QVERIFY(ChainEngine::derive(*s.trace, other).empty());
        ChainOptions few;
        few.maxEvidence = 3;
        for (const Chain& c : ChainEngine::derive(*s.trace, few))
            QVERIFY(c.evidence.size() <= 3);
    }

    void evidenceIdsPointAtTheRows()
    {
        const Loaded& s = scenario("dataloader-fork-stall");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        const Chain* fork = findRule(chains, "fork-stall");
        QVERIFY(fork);
        std::vector<std::string> ids;
        std::string error;
        QVERIFY2(ChainEngine::eventIds(s.path, *s.trace, fork->evidence, &ids, &error), error.c_str());
        QCOMPARE(ids.size(), fork->evidence.size());
        // Faultline's own captures use Ingero's v0.10 text ids, "{node}:{seq}".
        QVERIFY(ids.front().find(':') != std::string::npos);
        for (std::size_t k = 0; k < ids.size(); ++k) {
            QVERIFY2(!ids[k].empty(),
                     qPrintable(QStringLiteral("evidence %1 of lane kind %2")
                                    .arg(k)
                                    .arg(int(s.trace->lanes[fork->evidence[k].lane].kind))));
            const EventRef r = fork->evidence[k];
            const Lane& lane = s.trace->lanes[r.lane];
            const std::int64_t tid = sqlInt(s.path, "SELECT tid FROM events WHERE id = '" + ids[k] + "'");
            QCOMPARE(tid, std::int64_t(s.trace->threads[lane.thread].tid));
            const std::int64_t op = sqlInt(s.path, "SELECT op FROM events WHERE id = '" + ids[k] + "'");
            QCOMPARE(op, std::int64_t(lane.events.opAt(r.index)));
        }
        QVERIFY(!ChainEngine::eventIds("/nonexistent/x.db", *s.trace, fork->evidence, &ids, &error));
    }

    // Ingero's capture of PyTorch issue 173382. The stored rows hold 116 sched_switch events, 83 of
    // the threads that make CUDA calls, so the host evidence (>= 5) is present and no system snapshot is above Ingero's
    // thresholds. Each CUDA op with at least 10 calls whose nearest-rank p99/p50 over its stored rows is >= 3 must give
    // a tail chain (a symptom: LOW, only when asked for); the last snapshot's window holds all rows of ops with <= 1000
    // calls, so their reported ratio is at least that. An op whose slowest call is under 3x its fastest can never give
    // one. A driver call inside a runtime call of the same thread is that call's own and is not counted again.
    void ingeroPytorchCaptureMatchesSql()
    {
        const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        const std::string p = path.toStdString();
        LoadResult loaded = TraceBuilder::load(p);
        QVERIFY(loaded.trace);
        ChainOptions all;
        all.includeSymptoms = true;
        const std::vector<Chain> chains = ChainEngine::derive(*loaded.trace, all);
        QCOMPARE(sqlInt(p, "SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1"), std::int64_t(116));
        // Only the switches of threads that issue GPU work are evidence: a thread that only sleeps
        // tells nothing.
        const std::int64_t issuingSwitches = sqlInt(
            p,
            "SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1 AND tid IN "
            "(SELECT DISTINCT tid FROM events WHERE source IN (1, 4, 8))");
        QVERIFY(issuingSwitches > 5 && issuingSwitches < 116);

        const std::string own = " FROM events e WHERE e.source IN (1, 4, 8) AND NOT (e.source = 4 AND EXISTS "
                                "(SELECT 1 FROM events r WHERE r.source = 1 AND r.tid = e.tid AND r.timestamp <= "
                                "e.timestamp AND r.timestamp + r.duration >= e.timestamp))";
        const std::vector<std::int64_t> kinds = sqlInts(
            p, "SELECT e.source * 256 + e.op" + own + " GROUP BY e.source, e.op HAVING COUNT(*) >= 10");
        QVERIFY(kinds.size() >= 4);
        int expectedTails = 0;
        for (const std::int64_t k : kinds) {
            const auto source = static_cast<std::uint8_t>(k >> 8);
            const auto op = static_cast<std::uint8_t>(k & 0xFF);
            const std::string name = capture::OpCatalog::opName(source, op);
            std::vector<std::int64_t> d = sqlInts(p,
                                                  "SELECT e.duration" + own
                                                      + " AND e.source = " + std::to_string(source)
                                                      + " AND e.op = " + std::to_string(op) + " ORDER BY e.duration");
            const std::int64_t p50 = percentile(d, 0.5);
            const std::int64_t p99 = percentile(d, 0.99);
            const auto tail = std::find_if(chains.begin(), chains.end(),
                                           [&](const Chain& c) { return c.rule == "tail" && c.symptom.op == name; });
            if (d.size() <= 1000 && p50 > 0 && p99 >= 3 * p50) {
                ++expectedTails;
                QVERIFY2(tail != chains.end(), name.c_str());
                QVERIFY(double(tail->symptom.p99) / double(tail->symptom.p50) >= double(p99) / double(p50) - 1e-9);
                QCOMPARE(tail->severity, ChainSeverity::Low);
                QVERIFY(tail->symptomOnly);
                QVERIFY2(tail->rootCause.find(std::to_string(issuingSwitches) + " context switches")
                             != std::string::npos,
                         tail->rootCause.c_str());
            }
            if (d.back() < 3 * d.front())
                QVERIFY2(tail == chains.end(), name.c_str());
        }
        QVERIFY(expectedTails >= 3);
        // cudaFree: 40 stored calls, all in the final window: exactly the p99 Ingero stored.
        const auto free = std::find_if(chains.begin(), chains.end(),
                                       [](const Chain& c) { return c.id == "tail-cudaFree"; });
        QVERIFY(free != chains.end());
        QCOMPARE(free->symptom.p99 / 1000,
                 sqlInt(p, "SELECT cuda_p99_us FROM causal_chains WHERE cuda_op = 'cudaFree'"));
        // Symptoms only when asked for: without them, what is left is a cause.
        for (const Chain& c : ChainEngine::derive(*loaded.trace))
            QVERIFY2(!c.symptomOnly, c.title.c_str());
        // The one cause: host-to-device copies of at least 1 MiB that block at a staging speed
        // (100 us or more, below 30 GB/s), from pageable memory. No OOM, fork, allocation or sync
        // rule: 45 allocations, no pointers recorded, no forks, no executing lines to find steps by.
        const std::int64_t pageable = sqlInt(p,
                                             "SELECT COUNT(*) FROM events WHERE source = 1 AND op = 7 AND arg1 = 1 AND "
                                             "arg0 >= 1048576 AND duration >= 100000 AND arg0 < 30 * duration");
        for (const Chain& c : chains) {
            if (c.rule == "pageable-copy")
                QVERIFY2(c.title.find(" in " + std::to_string(pageable) + " host-to-device copies")
                             != std::string::npos,
                         c.title.c_str());
            else
                QVERIFY2(c.rule == "tail" || c.rule == "throughput-drop", c.title.c_str());
        }
        QVERIFY(pageable > 0);

        const std::vector<Chain> stored = ChainEngine::stored(*loaded.trace);
        QCOMPARE(std::int64_t(stored.size()), sqlInt(p, "SELECT COUNT(*) FROM causal_chains"));
        for (const Chain& c : stored)
            QVERIFY(c.stored);
    }

    // The sample node captures store a few hundred rows each out of millions traced: on the
    // stored rows no CUDA op has a tail (slowest < 3x fastest) and there are no lifecycle events,
    // forks or allocations with pointers, so nothing can be derived; the chains Ingero computed
    // live are still listed, as stored.
    void ingeroSampleNodesDeriveNothingButListStoredChains_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("node 1") << QStringLiteral("sample-gpu-node-01.db");
        QTest::newRow("node 2") << QStringLiteral("sample-gpu-node-02.db");
        QTest::newRow("node 3") << QStringLiteral("sample-gpu-node-03.db");
        QTest::newRow("cluster") << QStringLiteral("sample-cluster.db");
    }
    void ingeroSampleNodesDeriveNothingButListStoredChains()
    {
        QFETCH(QString, name);
        const QString path = ingeroFixture(name);
        FAULTLINE_REQUIRE_FIXTURE(path);
        const std::string p = path.toStdString();
        for (const std::int64_t ratioOk : sqlInts(
                 p,
                 "SELECT MAX(duration) < 3 * MIN(duration) FROM events WHERE source IN (1, 4, 8) GROUP BY source, op"))
            QCOMPARE(ratioOk, std::int64_t(1));
        QCOMPARE(sqlInt(p, "SELECT COUNT(*) FROM events WHERE source = 3 AND op IN (4, 7, 10, 11, 12)"),
                 std::int64_t(0));
        LoadResult loaded = TraceBuilder::load(p);
        QVERIFY(loaded.trace);
        QVERIFY(ChainEngine::derive(*loaded.trace).empty());
        const std::vector<Chain> stored = ChainEngine::stored(*loaded.trace);
        QCOMPARE(std::int64_t(stored.size()), sqlInt(p, "SELECT COUNT(*) FROM causal_chains"));
        QVERIFY(!stored.empty());
        for (const Chain& c : stored) {
            QVERIFY(c.stored);
            QVERIFY(!c.title.empty());
        }
    }
};

QTEST_GUILESS_MAIN(TestChainEngine)
#include "tst_chain_engine.moc"
