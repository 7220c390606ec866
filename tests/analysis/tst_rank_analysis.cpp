// The ranks of a job and its straggler (issue 48): jobs written by make_multirank_kineto.py (2 to 64
// ranks, the straggler anywhere, current and old NCCL names, one or two process groups, with and
// without the collective args PyTorch writes from 2.1 on, late from compute or from input), imported
// as a user does and checked against rank_reference.py, which computes every figure from the JSON
// traces alone. Also: no straggler where there is none, ranks whose profiler windows open on
// different collectives, traces of different jobs, a single rank, and the step-time signal.

#include "CaptureMerger.h"
#include "ChainEngine.h"
#include "GpuTime.h"
#include "RankAnalysis.h"
#include "ScenarioGenerator.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <map>
#include <memory>

using namespace faultline;

namespace {

struct Job
{
    std::shared_ptr<Trace> trace;
    QStringList files;
    QString capture;
};

bool python(const QStringList& args, QByteArray* out = nullptr)
{
    QProcess p;
    p.start(QStringLiteral("python3"), args);
    if (!p.waitForFinished(600000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("python3 %s: %s", qPrintable(args.join(QLatin1Char(' '))), p.readAllStandardError().constData());
        return false;
    }
    if (out)
        *out = p.readAllStandardOutput();
    return true;
}

QJsonObject reference(const QStringList& files)
{
    QByteArray out;
    if (!python(QStringList{QStringLiteral(FAULTLINE_TESTS_DIR "/analysis/rank_reference.py")} + files, &out))
        return {};
    return QJsonDocument::fromJson(out).object();
}

std::shared_ptr<Trace> load(const QString& capture)
{
    LoadResult loaded = TraceBuilder::load(capture.toStdString());
    if (!loaded.trace)
        qWarning("load: %s", loaded.error.c_str());
    return std::shared_ptr<Trace>(loaded.trace.release());
}

const Chain* chainOf(const std::vector<Chain>& chains, const std::string& rule)
{
    for (const Chain& c : chains)
        if (c.rule == rule)
            return &c;
    return nullptr;
}

} // namespace

class TestRankAnalysis : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_jobs = 0;

    // Writes a job with make_multirank_kineto.py into a folder of its own and imports it.
    Job job(const QString& name, const QStringList& options, const std::function<void(const QString&)>& edit = {})
    {
        Job j;
        const QString folder = m_dir.filePath(name);
        if (!QDir().mkpath(folder)
            || !python(QStringList{QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), folder} + options))
            return j;
        if (edit)
            edit(folder);
        std::vector<std::string> traces = import::tracesInFolder(folder.toStdString());
        for (const std::string& t : traces)
            j.files << QString::fromStdString(t);
        j.capture = m_dir.filePath(name + QStringLiteral(".db"));
        std::string error;
        if (!import::importTraces(traces, j.capture.toStdString(), {}, nullptr, &error)) {
            qWarning("import: %s", error.c_str());
            return j;
        }
        j.trace = load(j.capture);
        return j;
    }

    // RankAnalysis agrees with the reference computed from the traces.
    static void compareWithReference(const RankAnalysis& a, const QJsonObject& ref)
    {
        const QJsonArray ranks = ref.value(QStringLiteral("ranks")).toArray();
        QCOMPARE(a.ranks.size(), static_cast<std::size_t>(ranks.size()));
        QCOMPARE(static_cast<qint64>(a.collectives.size()), ref.value(QStringLiteral("collectives")).toInteger());
        for (std::size_t r = 0; r < a.ranks.size(); ++r) {
            const QJsonObject want = ranks.at(static_cast<int>(r)).toObject();
            const RankInfo& got = a.ranks[r];
            QCOMPARE(got.rank, want.value(QStringLiteral("rank")).toInt());
            QCOMPARE(got.collectives, want.value(QStringLiteral("collectives")).toInteger());
            QCOMPARE(got.lastCount, want.value(QStringLiteral("last_count")).toInteger());
            // Times go through the import's µs-to-ns conversion: 2 ns per collective at most.
            const qint64 wait = want.value(QStringLiteral("wait_ns")).toInteger();
            QVERIFY2(std::abs(got.waitNs - wait) <= 2 * std::max<qint64>(1, got.collectives),
                     qPrintable(QStringLiteral("rank %1 waited %2 ns, the reference says %3")
                                    .arg(got.rank)
                                    .arg(got.waitNs)
                                    .arg(wait)));
        }
        const QJsonValue straggler = ref.value(QStringLiteral("straggler"));
        if (straggler.isNull()) {
            QCOMPARE(a.straggler, -1);
            return;
        }
        QVERIFY(a.straggler >= 0);
        QCOMPARE(a.ranks[static_cast<std::size_t>(a.straggler)].rank, straggler.toInt());
        QCOMPARE(a.stragglerLast, ref.value(QStringLiteral("straggler_last")).toInteger());
        const qint64 others = ref.value(QStringLiteral("others_wait_ns")).toInteger();
        QVERIFY2(std::abs(a.othersWaitNs - others) <= 2 * static_cast<qint64>(a.collectives.size() * a.ranks.size()),
                 qPrintable(QStringLiteral("%1 against %2").arg(a.othersWaitNs).arg(others)));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void findsTheStraggler_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("straggler");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("cause");
        QTest::newRow("2 ranks, rank 0 computes longer") << 2 << 0 << QStringList{} << QStringLiteral("compute");
        QTest::newRow("2 ranks, rank 1, NCCL 2.17 names")
            << 2 << 1 << QStringList{QStringLiteral("--nccl-names"), QStringLiteral("old")}
            << QStringLiteral("compute");
        QTest::newRow("5 ranks, rank 4 waits for its DataLoader, 3 buckets, 2 groups")
            << 5 << 4 << QStringList{QStringLiteral("--straggler-cause"), QStringLiteral("input"),
                                     QStringLiteral("--collectives"),     QStringLiteral("3"),
                                     QStringLiteral("--groups"),          QStringLiteral("2")}
            << QStringLiteral("input-starvation");
        QTest::newRow("8 ranks, rank 3, no process group args (PyTorch < 2.1), 2 groups")
            << 8 << 3
            << QStringList{QStringLiteral("--no-pg-args"), QStringLiteral("--groups"), QStringLiteral("2"),
                           QStringLiteral("--nccl-names"), QStringLiteral("old")}
            << QStringLiteral("compute");
        QTest::newRow("16 ranks, the last one, 2 buckets")
            << 16 << 15 << QStringList{QStringLiteral("--collectives"), QStringLiteral("2")}
            << QStringLiteral("compute");
        QTest::newRow("64 ranks, rank 37") << 64 << 37
                                           << QStringList{QStringLiteral("--steps"), QStringLiteral("2"),
                                                          QStringLiteral("--layers"), QStringLiteral("3")}
                                           << QStringLiteral("compute");
    }

    void findsTheStraggler()
    {
        QFETCH(int, ranks);
        QFETCH(int, straggler);
        QFETCH(QStringList, options);
        QFETCH(QString, cause);
        const Job j = job(QStringLiteral("job-%1-%2-%3").arg(ranks).arg(straggler).arg(++m_jobs),
                          QStringList{QStringLiteral("--ranks"), QString::number(ranks), QStringLiteral("--straggler"),
                                      QString::number(straggler), QStringLiteral("--steps"), QStringLiteral("4")}
                              + options);
        QVERIFY(j.trace);
        const RankAnalysis a = analyseRanks(*j.trace, accountGpuTime(*j.trace));
        QVERIFY2(a.notOneJob.empty(), a.notOneJob.c_str());
        QCOMPARE(a.unmatched, std::int64_t(0));
        QCOMPARE(a.mismatched, std::int64_t(0));
        const QJsonObject ref = reference(j.files);
        QVERIFY(!ref.isEmpty());
        QCOMPARE(ref.value(QStringLiteral("straggler")).toInt(-1), straggler);
        compareWithReference(a, ref);
        QVERIFY(a.groups.size() == (options.contains(QStringLiteral("--groups")) ? 2u : 1u));
        // The group and the collective: PyTorch 2.1's args on the kernel, else the rank's NCCL
        // stream and the nccl:* range around the launch.
        const bool args = !options.contains(QStringLiteral("--no-pg-args"));
        QCOMPARE(a.groups.front(), std::string(args ? "0 · default_pg" : "stream #1"));
        for (const MatchedCollective& c : a.collectives) {
            const bool reduce = c.group == a.groups.front();
            QCOMPARE(c.name,
                     std::string(args ? (reduce ? "allreduce" : "all_gather_into_tensor")
                                      : (reduce ? "all_reduce" : "_all_gather_base")));
        }

        // The chain: first, naming the rank, its cause, severity from the share.
        const std::vector<Chain> chains = ChainEngine::derive(*j.trace);
        QVERIFY(!chains.empty());
        const Chain& first = chains.front();
        QCOMPARE(first.rule, std::string("straggler"));
        QVERIFY2(first.title.find("rank " + std::to_string(straggler) + " arrived last at") != std::string::npos,
                 first.title.c_str());
        QCOMPARE(QString::fromStdString(first.cause), cause);
        QCOMPARE(first.severity, severityForShare(first.impact.share));
        QCOMPARE(first.impact.ns, a.othersWaitNs / (ranks - 1));
        QVERIFY(!first.evidence.empty());
        // Its evidence is the straggler's kernels and the waiting ones of the same collectives.
        const RankInfo& s = a.ranks[static_cast<std::size_t>(a.straggler)];
        QCOMPARE(j.trace->threads[j.trace->lanes[first.evidence.front().lane].thread].process, s.gpuProcess);
        // What a rule finds on every rank is said once, naming the other ranks.
        std::map<std::string, int> byRule; // the other ranks' chains
        for (const Chain& c : chains)
            if (c.pid != first.pid) {
                ++byRule[c.rule];
                if (ranks > 2)
                    QVERIFY2(c.title.find("(also on ranks ") != std::string::npos, c.title.c_str());
            }
        for (const auto& [rule, count] : byRule)
            QVERIFY2(count == 1, rule.c_str());
        // The other ranks' exposed communication is the wait: no such chain outranks it.
        for (const Chain& c : chains)
            if (c.rule == "exposed-communication")
                QVERIFY2(c.severity <= first.severity && c.explanation.find("straggler") != std::string::npos,
                         c.title.c_str());
    }

    void noStragglerWhenTheRanksKeepPace()
    {
        const Job j = job(
            QStringLiteral("even"),
            {QStringLiteral("--ranks"), QStringLiteral("6"), QStringLiteral("--collectives"), QStringLiteral("2")});
        QVERIFY(j.trace);
        const RankAnalysis a = analyseRanks(*j.trace, accountGpuTime(*j.trace));
        compareWithReference(a, reference(j.files));
        QCOMPARE(a.straggler, -1);
        QCOMPARE(static_cast<int>(a.collectives.size()), 3 * 2);
        for (const MatchedCollective& c : a.collectives)
            QCOMPARE(c.last, -1); // launch jitter (30 µs at most) is no late arrival
        QVERIFY(!chainOf(ChainEngine::derive(*j.trace), "straggler"));
    }

    void alignsRanksWhoseWindowsOpenOnDifferentCollectives()
    {
        // Rank 1's profiler opened one collective later: its first all-reduce is not in its trace.
        const auto dropFirstCollective = [](const QString& folder) {
            const QString script = QStringLiteral(
                "import json, sys, glob\n"
                "for p in glob.glob(sys.argv[1] + '/*_41001.*.json'):\n"
                "    t = json.load(open(p))\n"
                "    k = min((e for e in t['traceEvents'] if e.get('cat') == 'kernel' and 'nccl' in e['name']),\n"
                "            key=lambda e: e['ts'])\n"
                "    t['traceEvents'].remove(k)\n"
                "    json.dump(t, open(p, 'w'))\n");
            QVERIFY(python({QStringLiteral("-c"), script, folder}));
        };
        const Job j = job(QStringLiteral("shifted"),
                          {QStringLiteral("--ranks"), QStringLiteral("4"), QStringLiteral("--straggler"),
                           QStringLiteral("2"), QStringLiteral("--steps"), QStringLiteral("5")},
                          dropFirstCollective);
        QVERIFY(j.trace);
        const RankAnalysis a = analyseRanks(*j.trace, accountGpuTime(*j.trace));
        // The three other ranks' first all-reduce has no counterpart on rank 1; the rest match.
        QCOMPARE(a.unmatched, std::int64_t(3));
        QCOMPARE(static_cast<int>(a.collectives.size()), 4);
        QCOMPARE(a.mismatched, std::int64_t(0));
        QVERIFY(a.straggler >= 0);
        QCOMPARE(a.ranks[static_cast<std::size_t>(a.straggler)].rank, 2);
        QCOMPARE(a.stragglerLast, std::int64_t(4));
        // Matched by place without the shift, every collective would pair rank 1's with the
        // others' previous one, and rank 1 would look like it never waits.
        for (const MatchedCollective& c : a.collectives) {
            const std::int64_t end1 = c.arrival[1]
                + j.trace->lanes[c.kernels[1].lane].events.durationAt(c.kernels[1].index);
            const std::int64_t end0 = c.arrival[0]
                + j.trace->lanes[c.kernels[0].lane].events.durationAt(c.kernels[0].index);
            QVERIFY(std::abs(end1 - end0) < 1'000);
            QVERIFY(c.waitNs[1] > 0);
        }
    }

    void aRealRankAndItsLateTwin()
    {
        // Real structure (HTA's DDP rank 0 on an A100: 21 NCCL kernels, all-reduces and broadcasts
        // on an NCCL stream of their own, NCCL 2.17 names) and a twin of it as rank 1 that joins
        // every collective up to 300 µs late: its kernels start later and run shorter.
        const QString source = test::sharedDir()
            + QStringLiteral("/fixtures/kineto-public/"
                             "facebookresearch__HolisticTraceAnalysis__a100-2rank-rank0-ddp-host-bound.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(source);
        const QString folder = m_dir.filePath(QStringLiteral("twin"));
        QVERIFY(QDir().mkpath(folder));
        const QString script = QStringLiteral(
            "import gzip, json, sys\n"
            "t = json.load(gzip.open(sys.argv[1], 'rt'))\n"
            "json.dump(t, open(sys.argv[2] + '/rank0.json', 'w'))\n"
            "t['distributedInfo']['rank'] = 1\n"
            "for e in t['traceEvents']:\n"
            "    if e.get('cat') == 'kernel' and 'nccl' in e.get('name', '').lower():\n"
            "        late = min(300.0, e['dur'] * 0.5)\n"
            "        e['ts'] += late\n"
            "        e['dur'] -= late\n"
            "json.dump(t, open(sys.argv[2] + '/rank1.json', 'w'))\n");
        QVERIFY(python({QStringLiteral("-c"), script, source, folder}));
        const QStringList files{folder + QStringLiteral("/rank0.json"), folder + QStringLiteral("/rank1.json")};
        const QString capture = m_dir.filePath(QStringLiteral("twin.db"));
        std::string error;
        QVERIFY2(import::importTraces({files[0].toStdString(), files[1].toStdString()}, capture.toStdString(), {},
                                      nullptr, &error),
                 error.c_str());
        const auto trace = load(capture);
        QVERIFY(trace);
        const RankAnalysis a = analyseRanks(*trace, accountGpuTime(*trace));
        const QJsonObject ref = reference(files);
        QCOMPARE(ref.value(QStringLiteral("straggler")).toInt(-1), 1);
        compareWithReference(a, ref);
        QCOMPARE(static_cast<int>(a.collectives.size()), 21);
        QCOMPARE(a.unmatched, std::int64_t(0));
        const std::vector<Chain> chains = ChainEngine::derive(*trace);
        const Chain* c = chainOf(chains, "straggler");
        QVERIFY(c);
        QVERIFY2(c->title.find("rank 1 arrived last at") != std::string::npos, c->title.c_str());
    }

    void tracesOfDifferentJobsAreNotOneJob()
    {
        // Rank 1 of a 2-rank V100 job and rank 3 of an 8-rank A100 job: two ranks, not one job.
        const QString dir = test::sharedDir() + QStringLiteral("/fixtures/kineto-public/");
        const QString a =
            dir
            + QStringLiteral(
                "facebookresearch__HolisticTraceAnalysis__v100-2rank-rank1-torchrec-cudagraph-gpu-bound.json.gz");
        const QString b =
            dir
            + QStringLiteral(
                "facebookresearch__HolisticTraceAnalysis__a100-8rank-rank3-torchrec-exposed-alltoall.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(a);
        FAULTLINE_REQUIRE_FIXTURE(b);
        const QString capture = m_dir.filePath(QStringLiteral("two-jobs.db"));
        std::string error;
        QVERIFY2(import::importTraces({a.toStdString(), b.toStdString()}, capture.toStdString(), {}, nullptr, &error),
                 error.c_str());
        const auto trace = load(capture);
        QVERIFY(trace);
        const RankAnalysis r = analyseRanks(*trace, accountGpuTime(*trace));
        QCOMPARE(r.ranks.size(), std::size_t(2));
        QCOMPARE(r.ranks[0].rank, 1);
        QCOMPARE(r.ranks[1].rank, 3);
        QCOMPARE(r.notOneJob, std::string("their world sizes differ (2, 8)"));
        QVERIFY(r.collectives.empty());
        QCOMPARE(r.straggler, -1);
        QVERIFY(!chainOf(ChainEngine::derive(*trace), "straggler"));
        // Each rank's own figures are still there: 64 and 60 NCCL kernels in the manifest's truth.
        QVERIFY(r.ranks[0].busyNs > 0 && r.ranks[1].busyNs > 0);
    }

    void oneRankIsNoJob()
    {
        const QString path = test::sharedDir()
            + QStringLiteral("/fixtures/kineto-public/"
                             "facebookresearch__HolisticTraceAnalysis__a100-2rank-rank0-ddp-host-bound.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(path);
        const QString capture = m_dir.filePath(QStringLiteral("one-rank.db"));
        std::string error;
        QVERIFY2(import::importTrace(path.toStdString(), capture.toStdString(), {}, nullptr, &error), error.c_str());
        const auto trace = load(capture);
        QVERIFY(trace);
        const RankAnalysis r = analyseRanks(*trace, accountGpuTime(*trace));
        QCOMPARE(r.ranks.size(), std::size_t(1));
        QCOMPARE(r.ranks[0].rank, 0);
        QVERIFY(!r.isJob());
        QVERIFY(r.collectives.empty());
        QVERIFY(!chainOf(ChainEngine::derive(*trace), "straggler"));
    }

    void longerStepsAreTheSignalWithoutCollectives()
    {
        // No NCCL kernel left in any trace, and rank 2's steps stretched by a fifth.
        const auto strip = [](const QString& folder) {
            const QString script = QStringLiteral(
                "import json, sys, glob\n"
                "for p in glob.glob(sys.argv[1] + '/*.json'):\n"
                "    t = json.load(open(p))\n"
                "    t['traceEvents'] = [e for e in t['traceEvents'] if 'nccl' not in e.get('name', '')]\n"
                "    if t['distributedInfo']['rank'] == 2:\n"
                "        for e in t['traceEvents']:\n"
                "            if e.get('name', '').startswith('ProfilerStep#'):\n"
                "                e['dur'] *= 1.2\n"
                "    json.dump(t, open(p, 'w'))\n");
            QVERIFY(python({QStringLiteral("-c"), script, folder}));
        };
        const Job j = job(QStringLiteral("steps"), {QStringLiteral("--ranks"), QStringLiteral("4")}, strip);
        QVERIFY(j.trace);
        const RankAnalysis a = analyseRanks(*j.trace, accountGpuTime(*j.trace));
        QVERIFY(a.collectives.empty());
        QVERIFY(a.stepMedianNs > 0);
        const std::vector<Chain> chains = ChainEngine::derive(*j.trace);
        const Chain* c = chainOf(chains, "straggler");
        QVERIFY(c);
        QCOMPARE(c->cause, std::string("step-time"));
        QVERIFY2(c->title.find("rank 2's steps take") != std::string::npos, c->title.c_str());
    }

    void probeCapturesOfSeveralHostsHaveRanks()
    {
        // Two hosts attached at once, each running one rank: the probe read RANK of every process,
        // the DataLoader workers included (they inherit it); each rank is its training process.
        std::vector<capture::MergeInput> inputs;
        for (int rank = 0; rank < 2; ++rank) {
            const std::string host = "host-" + std::to_string(rank);
            const std::string path = m_dir.filePath(QString::fromStdString(host + ".db")).toStdString();
            capture::ScenarioOptions options;
            options.scenario = "dataloader-fork-stall";
            options.node = host;
            options.seed = static_cast<std::uint64_t>(rank + 1);
            QVERIFY(capture::ScenarioGenerator::generate(path, options).error.empty());
            sqlite3* db = nullptr;
            QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
            const std::string sql = "UPDATE events SET rank = " + std::to_string(rank) + ", world_size = 2";
            QCOMPARE(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
            sqlite3_close(db);
            inputs.push_back({path, host, std::nullopt});
        }
        const std::string merged = m_dir.filePath(QStringLiteral("hosts.db")).toStdString();
        const capture::MergeResult result = capture::CaptureMerger::merge(inputs, merged);
        QVERIFY2(result.ok, result.error.c_str());
        const auto trace = load(QString::fromStdString(merged));
        QVERIFY(trace);
        const RankAnalysis a = analyseRanks(*trace, accountGpuTime(*trace));
        QCOMPARE(a.ranks.size(), std::size_t(2));
        for (int rank = 0; rank < 2; ++rank) {
            const RankInfo& r = a.ranks[static_cast<std::size_t>(rank)];
            QCOMPARE(r.rank, rank);
            QCOMPARE(r.node, "host-" + std::to_string(rank));
            QCOMPARE(r.host, r.node);
            QCOMPARE(r.device, -1);
            // The training process (the most events of the rank), not one of its four workers.
            QVERIFY(r.hostProcess < trace->processes.size());
            const Process& p = trace->processes[r.hostProcess];
            QCOMPARE(p.node, r.node);
            std::int64_t mine = 0;
            std::int64_t most = 0;
            for (const Process& other : trace->processes) {
                if (other.node != r.node || other.rank != rank)
                    continue;
                std::int64_t events = 0;
                for (const std::uint32_t t : other.threads)
                    for (const std::uint32_t l : trace->threads[t].lanes)
                        events += static_cast<std::int64_t>(trace->lanes[l].events.size());
                most = std::max(most, events);
                if (&other == &p)
                    mine = events;
            }
            QCOMPARE(mine, most);
        }
        QVERIFY(a.notOneJob.empty());
        QVERIFY(a.collectives.empty());
    }

    void ranksWithoutDistributedInfoAreNumberedByTheirFilesNaturalOrder()
    {
        // Traces that do not say their rank (no distributedInfo; worker0.json ... worker11.json):
        // numbered in the files' natural order, worker2 before worker10.
        const auto anonymous = [](const QString& folder) {
            const QString script = QStringLiteral("import json, sys, glob, os\n"
                                                  "for p in glob.glob(sys.argv[1] + '/*.json'):\n"
                                                  "    t = json.load(open(p))\n"
                                                  "    r = t.pop('distributedInfo')['rank']\n"
                                                  "    json.dump(t, open(sys.argv[1] + '/worker%d.json' % r, 'w'))\n"
                                                  "    os.remove(p)\n");
            QVERIFY(python({QStringLiteral("-c"), script, folder}));
        };
        const Job j = job(QStringLiteral("anonymous"),
                          {QStringLiteral("--ranks"), QStringLiteral("12"), QStringLiteral("--straggler"),
                           QStringLiteral("10"), QStringLiteral("--steps"), QStringLiteral("2")},
                          anonymous);
        QVERIFY(j.trace);
        const RankAnalysis a = analyseRanks(*j.trace, accountGpuTime(*j.trace));
        QCOMPARE(a.ranks.size(), std::size_t(12));
        for (std::size_t r = 0; r < a.ranks.size(); ++r) {
            QCOMPARE(a.ranks[r].rank, static_cast<int>(r));
            QCOMPARE(a.ranks[r].node, "worker" + std::to_string(r));
        }
        QVERIFY(a.straggler >= 0);
        QCOMPARE(a.ranks[static_cast<std::size_t>(a.straggler)].node, std::string("worker10"));
    }

    void aLauncherThatExecsTheJobTakesTheRankReadAtThatExec()
    {
        // `sh -c 'RANK=2 ... exec python train.py'`: one pid, the launcher's rows first (no RANK),
        // then the job's, which the probe read at the exec.
        const std::string path = m_dir.filePath(QStringLiteral("exec.db")).toStdString();
        capture::ScenarioOptions options;
        options.scenario = "healthy";
        QVERIFY(capture::ScenarioGenerator::generate(path, options).error.empty());
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        const char* sql =
            "UPDATE events SET rank = 2, world_size = 4 WHERE rowid > (SELECT min(rowid) + 50 FROM events "
            "WHERE pid = (SELECT pid FROM events GROUP BY pid ORDER BY count(*) DESC LIMIT 1)) "
            "AND pid = (SELECT pid FROM events GROUP BY pid ORDER BY count(*) DESC LIMIT 1)";
        QCOMPARE(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(db);
        const auto trace = load(QString::fromStdString(path));
        QVERIFY(trace);
        int ranked = 0;
        for (const Process& p : trace->processes)
            if (p.rank >= 0) {
                QCOMPARE(p.rank, 2);
                ++ranked;
            }
        QCOMPARE(ranked, 1);
    }

    void namesTheCollectiveOfAKernel_data()
    {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<QString>("collective");
        QTest::newRow("NCCL 2.19+") << QStringLiteral(
            "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)")
                                    << QStringLiteral("AllReduce");
        QTest::newRow("NCCL 2.19+ send/recv")
            << QStringLiteral("ncclDevKernel_SendRecv(ncclDevKernelArgsStorage<4096ul>)") << QStringLiteral("SendRecv");
        QTest::newRow("NCCL 2.19+ generic")
            << QStringLiteral("ncclDevKernel_Generic_4(ncclDevKernelArgsStorage<4096ul>)") << QStringLiteral("Generic");
        QTest::newRow("NCCL 2.19+ reduce-scatter")
            << QStringLiteral("ncclDevKernel_ReduceScatter_Sum_bf16_RING_LL") << QStringLiteral("ReduceScatter");
        QTest::newRow("NCCL 2.19+ reduce")
            << QStringLiteral("ncclDevKernel_Reduce_Sum_f32_RING_LL") << QStringLiteral("Reduce");
        QTest::newRow("NCCL 2.17") << QStringLiteral(
            "ncclKernel_AllReduce_RING_LL_Sum_float(ncclDevComm*, unsigned long, ncclWork*)")
                                   << QStringLiteral("AllReduce");
        QTest::newRow("NCCL 2.17 all-to-all")
            << QStringLiteral("ncclKernel_SendRecv_RING_SIMPLE_Sum_int8_t(ncclDevComm*, unsigned "
                              "long, ncclWork*)")
            << QStringLiteral("SendRecv");
        QTest::newRow("NCCL 2.17 broadcast")
            << QStringLiteral("ncclKernel_Broadcast_RING_LL_Sum_int8_t") << QStringLiteral("Broadcast");
        QTest::newRow("NCCL 2.7") << QStringLiteral("ncclAllReduceRingLLKernel_sum_f32(CollectiveArgs)")
                                  << QStringLiteral("AllReduce");
        QTest::newRow("NCCL 2.7 all-gather")
            << QStringLiteral("ncclAllGatherRingLLKernel_copy_i8(CollectiveArgs)") << QStringLiteral("AllGather");
        QTest::newRow("an NCCL kernel not named so")
            << QStringLiteral("ncclDevKernel_Something_New") << QStringLiteral("collective");
        QTest::newRow("compute") << QStringLiteral("void at::native::vectorized_elementwise_kernel<4>(int)")
                                 << QStringLiteral("");
        QTest::newRow("a kernel whose name says nothing of NCCL")
            << QStringLiteral("ampere_sgemm_128x64_nn") << QStringLiteral("");
    }

    void namesTheCollectiveOfAKernel()
    {
        QFETCH(QString, kernel);
        QFETCH(QString, collective);
        QCOMPARE(QString::fromStdString(collectiveOfKernel(kernel.toStdString())), collective);
    }
};

QTEST_GUILESS_MAIN(TestRankAnalysis)
#include "tst_rank_analysis.moc"
