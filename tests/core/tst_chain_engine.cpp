// Causal chains derived from events: each generated scenario yields the chain its incident
// calls for (and the healthy one none), and on Ingero's own captures the derived chains are the
// ones SQL over the same rows says Ingero's rules must produce.

#include "ChainEngine.h"
#include "OpCatalog.h"
#include "OpStatistics.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

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
        const Chain* fork = findRule(chains, "fork-stall");
        QVERIFY(fork);
        QCOMPARE(fork->severity, ChainSeverity::High);

        // The fork the scenario plants: the first process_fork after the start-up ones, ~42 s in.
        const std::int64_t first = sqlInt(s.path, "SELECT MIN(timestamp) FROM events");
        const std::int64_t forkAt = sqlInt(s.path,
                                           "SELECT MIN(timestamp) FROM events WHERE source = 3 AND op = 7 AND "
                                           "timestamp > (SELECT MIN(timestamp) FROM events) + 10000000000");
        const double seconds = double(forkAt - first) / 1e9;
        QVERIFY2(seconds > 41.5 && seconds < 42.5, qPrintable(QString::number(seconds)));
        bool forkInEvidence = false;
        std::set<std::uint32_t> stalledTids;
        for (const timeline::EventRef& r : fork->evidence) {
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
    }

    void fragmentationNamesTheSourceLineAndTheRisingLatency()
    {
        const Loaded& s = scenario("fragmentation");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        const Chain* churn = findRule(chains, "alloc-churn");
        QVERIFY(churn);
        QVERIFY(!churn->sources.empty());
        QVERIFY2(churn->sources.front().file.ends_with("alloc_stress.py"), churn->sources.front().file.c_str());
        QCOMPARE(churn->sources.front().line, 74);
        QCOMPARE(churn->sources.front().function, std::string("fragmentation_pattern"));
        double weights = 0;
        for (const ChainSource& src : churn->sources)
            weights += src.weight;
        QVERIFY(std::abs(weights - 1.0) < 1e-9);

        // Rising latency: the per-window p50 steps of the chain climb, last >= 1.5x first.
        std::vector<std::int64_t> windows;
        for (const ChainStep& step : churn->steps)
            if (step.op == "cudaMalloc" && step.detail.rfind("window of", 0) == 0)
                windows.push_back(step.durationNs);
        QVERIFY(windows.size() >= 3);
        QVERIFY(windows.back() >= windows.front() * 3 / 2);
        QVERIFY(churn->title.find("rose") != std::string::npos);

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
        QVERIFY2(churn->rootCause.find(std::to_string(emptyCache) + " frees from empty_cache()") != std::string::npos,
                 churn->rootCause.c_str());
        QVERIFY(churn->rootCause.find(std::to_string(ffi) + " cuMemAlloc calls") != std::string::npos);
        QCOMPARE(churn->symptom.count, sqlInt(s.path, "SELECT COUNT(*) FROM events WHERE source = 1 AND op IN (1, 8)"));
        // Evidence is capped and unique, every lane listed once.
        QVERIFY(churn->evidence.size() <= ChainOptions().maxEvidence);
        std::set<std::uint32_t> lanes(churn->lanes.begin(), churn->lanes.end());
        QCOMPARE(lanes.size(), churn->lanes.size());

        // The allocations that are never freed grow: a leak, not allocator retention.
        const Chain* leak = findRule(chains, "alloc-imbalance");
        QVERIFY(leak);
        QVERIFY(leak->id.rfind("leak-", 0) == 0);
        const std::int64_t mallocs = sqlInt(s.path,
                                            "SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1 AND "
                                            "ret_code = 0");
        const std::int64_t unfreed = sqlInt(s.path,
                                            "SELECT COUNT(*) FROM events m WHERE m.source = 1 AND m.op = 1 AND "
                                            "m.ret_code = 0 AND NOT EXISTS (SELECT 1 FROM events f WHERE "
                                            "f.source = 1 AND f.op = 2 AND f.arg0 = m.arg1 AND f.timestamp >= "
                                            "m.timestamp)");
        QVERIFY(unfreed > 0);
        QVERIFY2(leak->title.find(std::to_string(unfreed) + " of " + std::to_string(mallocs)) != std::string::npos,
                 leak->title.c_str());
    }

    void healthyScenarioYieldsNoChain()
    {
        const Loaded& s = scenario("healthy");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        for (const Chain& c : chains)
            qWarning("unexpected chain: %s", c.title.c_str());
        QVERIFY(chains.empty());
    }

    void periodicSpikeIsFoundWithItsPeriod()
    {
        const Loaded& s = scenario("periodic-spike");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        const Chain* spike = findRule(chains, "periodic-spike");
        QVERIFY(spike);
        QCOMPARE(spike->symptom.op, std::string("cudaMalloc"));
        QVERIFY2(spike->title.find("every ~") != std::string::npos, spike->title.c_str());
        // The period: the median distance, in calls, between calls slower than 3x the median.
        const std::vector<std::int64_t> d = sqlInts(s.path,
                                                    "SELECT duration FROM events WHERE source = 1 AND op = 1 "
                                                    "ORDER BY timestamp");
        std::vector<std::int64_t> sorted = d;
        std::sort(sorted.begin(), sorted.end());
        const std::int64_t p50 = OpStatistics::percentile(sorted, 0.5);
        std::vector<std::int64_t> gaps;
        std::int64_t last = -1;
        for (std::size_t i = 0; i < d.size(); ++i) {
            if (d[i] > 3 * p50) {
                if (last >= 0)
                    gaps.push_back(static_cast<std::int64_t>(i) - last);
                last = static_cast<std::int64_t>(i);
            }
        }
        QVERIFY(gaps.size() >= 3);
        std::sort(gaps.begin(), gaps.end());
        const std::int64_t period = gaps[gaps.size() / 2];
        QVERIFY(period > 150 && period < 250);
        QVERIFY(spike->title.find("every ~" + std::to_string(period) + " calls") != std::string::npos);
        QCOMPARE(spike->evidence.size(), std::min<std::size_t>(gaps.size() + 1, ChainOptions().maxEvidence));
    }

    void cpuContentionIsATailChainWithSystemEvidence()
    {
        const Loaded& s = scenario("cpu-contention");
        QVERIFY(s.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*s.trace);
        const auto sync = std::find_if(chains.begin(), chains.end(), [](const Chain& c) {
            return c.rule == "tail" && c.symptom.op == "cudaStreamSync";
        });
        QVERIFY(sync != chains.end());
        QCOMPARE(sync->severity, ChainSeverity::High); // CPU above 90 %
        QVERIFY(sync->symptom.p99 >= 1000 * sync->symptom.p50);
        QCOMPARE(sync->id, std::string("tail-HIGH-cudaStreamSync"));
        // The workers are not the job's own: this is not self-contention.
        QVERIFY(!findRule(chains, "cpu-self-contention"));
        QCOMPARE(sync->steps.back().layer, std::string("CUDA"));
        // Every evidence call is at or above the reported p99.
        for (const timeline::EventRef& r : sync->evidence)
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
            const timeline::EventRef r = fork->evidence[k];
            const Lane& lane = s.trace->lanes[r.lane];
            const std::int64_t tid = sqlInt(s.path, "SELECT tid FROM events WHERE id = '" + ids[k] + "'");
            QCOMPARE(tid, std::int64_t(s.trace->threads[lane.thread].tid));
            const std::int64_t op = sqlInt(s.path, "SELECT op FROM events WHERE id = '" + ids[k] + "'");
            QCOMPARE(op, std::int64_t(lane.events.opAt(r.index)));
        }
        QVERIFY(!ChainEngine::eventIds("/nonexistent/x.db", *s.trace, fork->evidence, &ids, &error));
    }

    // Ingero's capture of PyTorch issue 173382. The stored rows hold 116 sched_switch events, so
    // the host evidence (>= 5) is present and no system snapshot is above Ingero's thresholds.
    // Each CUDA op with at least 10 calls whose nearest-rank p99/p50 over its stored rows is >= 3
    // must give a tail chain; the last snapshot's window holds all rows of ops with <= 1000 calls,
    // so their reported ratio is at least that. An op whose slowest call is under 3x its fastest
    // can never give one.
    void ingeroPytorchCaptureMatchesSql()
    {
        const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        const std::string p = path.toStdString();
        LoadResult loaded = TraceBuilder::load(p);
        QVERIFY(loaded.trace);
        const std::vector<Chain> chains = ChainEngine::derive(*loaded.trace);
        QCOMPARE(sqlInt(p, "SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1"), std::int64_t(116));

        const std::vector<std::int64_t> kinds = sqlInts(p,
                                                        "SELECT source * 256 + op FROM events WHERE source IN (1, 4, "
                                                        "8) GROUP BY source, op HAVING COUNT(*) >= 10");
        QVERIFY(kinds.size() >= 5);
        int expectedTails = 0;
        for (const std::int64_t k : kinds) {
            const auto source = static_cast<std::uint8_t>(k >> 8);
            const auto op = static_cast<std::uint8_t>(k & 0xFF);
            const std::string name = capture::OpCatalog::opName(source, op);
            std::vector<std::int64_t> d = sqlInts(p,
                                                  "SELECT duration FROM events WHERE source = " + std::to_string(source)
                                                      + " AND op = " + std::to_string(op) + " ORDER BY duration");
            const std::int64_t p50 = OpStatistics::percentile(d, 0.5);
            const std::int64_t p99 = OpStatistics::percentile(d, 0.99);
            const auto tail = std::find_if(chains.begin(), chains.end(),
                                           [&](const Chain& c) { return c.rule == "tail" && c.symptom.op == name; });
            if (d.size() <= 1000 && p50 > 0 && p99 >= 3 * p50) {
                ++expectedTails;
                QVERIFY2(tail != chains.end(), name.c_str());
                QVERIFY(double(tail->symptom.p99) / double(tail->symptom.p50) >= double(p99) / double(p50) - 1e-9);
                QCOMPARE(tail->severity, ChainSeverity::Medium);
                QVERIFY(tail->rootCause.find("116 context switches") != std::string::npos);
            }
            if (d.back() < 3 * d.front())
                QVERIFY2(tail == chains.end(), name.c_str());
        }
        QVERIFY(expectedTails >= 3);
        // cudaFree: 40 stored calls, all in the final window: exactly the p99 Ingero stored.
        const auto free = std::find_if(chains.begin(), chains.end(),
                                       [](const Chain& c) { return c.id == "tail-MEDIUM-cudaFree"; });
        QVERIFY(free != chains.end());
        QCOMPARE(free->symptom.p99 / 1000,
                 sqlInt(p, "SELECT cuda_p99_us FROM causal_chains WHERE cuda_op = 'cudaFree'"));
        // No OOM, fork, or allocation rule: 45 allocations (< 50), no pointers recorded, no forks
        // stalling anyone, no syncs with a destructor on the stack.
        for (const Chain& c : chains)
            QCOMPARE(c.rule, std::string("tail"));

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
