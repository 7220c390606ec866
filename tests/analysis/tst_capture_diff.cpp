// `faultline diff` of two captures (issue 49): the verdict names the change that matters first, and
// the figures it gives are recomputed here from the two files on their own (SQL over the probe
// captures, python3's json module over the Kineto traces).

#include "CaptureDiff.h"
#include "OpCatalog.h"
#include "QtText.h"
#include "ScenarioGenerator.h"
#include "SourceResolver.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <memory>

using namespace faultline;

namespace {

QString h100(const QString& name)
{
    return test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/") + name;
}

QString publicTrace(const QString& name)
{
    return test::sharedDir() + QStringLiteral("/fixtures/kineto-public/") + name;
}

// python3 over a probe capture: the steps of the loop as a reader of the script finds them (each
// time the main thread's CUDA calls come back to the loop's first line from another line), their
// median, and the time of the runtime calls named `op` that start in [from, to).
const char* kCaptureScript = R"PY(
import json, sqlite3, sys
db, script, first, op, lo, hi = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], int(sys.argv[5]), int(sys.argv[6])
c = sqlite3.connect('file:' + db + '?mode=ro', uri=True)
frames = {}
for h, f in c.execute('select hash, frames from stack_traces'):
    line = 0
    for fr in json.loads(f) if f else []:
        if fr.get('pf', '').endswith(script):
            line = fr.get('xl', 0)
            break
    frames[h] = line
main = c.execute("select e.pid from events e join ops o on o.source_id = e.source and o.op_id = e.op "
                 "where o.name like 'cuda%' group by e.pid order by count(*) desc limit 1").fetchone()[0]
rows = c.execute("select e.timestamp, e.stack_hash from events e join ops o on o.source_id = e.source and o.op_id = e.op "
                 "where e.pid = ? and e.tid = ? and o.name like 'cuda%' order by e.timestamp", (main, main)).fetchall()
starts, prev = [], None
for ts, h in rows:
    line = frames.get(h, 0)
    if line == 0:
        continue
    if line == first and prev != first:
        starts.append(ts)
    prev = line
d = sorted(b - a for a, b in zip(starts, starts[1:]))
n = len(d)
med = d[(n + 1) // 2 - 1] if n else 0
t = c.execute("select coalesce(sum(e.duration), 0), count(*) from events e join ops o on o.source_id = e.source and o.op_id = e.op "
              "where o.name = ? and e.timestamp >= ? and e.timestamp < ?", (op, lo, hi)).fetchone()
print(json.dumps({'steps': len(starts), 'median': med, 'op_ns': t[0], 'op_count': t[1]}))
)PY";

// python3 over a Kineto trace: each ProfilerStep's duration by start (ns), and the time of the
// DataLoader's batches (ranges named like "enumerate(DataLoader)#...__next__") that start in
// [from, to), cut at `to`, per thread without counting a nested one twice.
const char* kKinetoScript = R"PY(
import gzip, json, sys
path, lo, hi = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
op = gzip.open if path.endswith('.gz') else open
with op(path, 'rt') as f:
    doc = json.load(f)
events = doc if isinstance(doc, list) else doc['traceEvents']
ev = [e for e in events if e.get('ph') == 'X']
base = 0 if isinstance(doc, list) else int(doc.get('baseTimeNanoseconds', 0))
ns = lambda us: base + int(round(float(us) * 1000))
steps = sorted((ns(e['ts']), int(round(float(e['dur']) * 1000))) for e in ev if e['name'].startswith('ProfilerStep#'))
loader = {}
for e in ev:
    if 'DataLoader' in e['name'] and '__next__' in e['name']:
        loader.setdefault((e['pid'], e['tid']), []).append((ns(e['ts']), ns(e['ts']) + int(round(float(e['dur']) * 1000))))
total = 0
for spans in loader.values():
    covered = lo
    for s, t in sorted(spans):
        if s < lo or s >= hi:
            continue
        t = min(t, hi)
        total += max(0, t - max(s, covered))
        covered = max(covered, t)
print(json.dumps({'steps': [d for _, d in steps], 'loader_ns': total}))
)PY";

QJsonObject python(const char* script, const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("python3"), QStringList{QStringLiteral("-c"), QString::fromUtf8(script)} + args);
    if (!p.waitForFinished(300'000) || p.exitCode() != 0) {
        qWarning("python3: %s", p.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

// A small Kineto trace written by the test: three ProfilerSteps of 10 ms on thread 100 of pid 100,
// each with a launch and a kernel "gemm" of `kernelUs` on stream 7 that no flow links to it.
QByteArray unlinkedTrace(int kernelUs)
{
    QJsonArray events;
    for (int step = 0; step < 3; ++step) {
        const double s = 1000.0 + step * 10'000.0;
        events.append(QJsonObject{{QStringLiteral("ph"), QStringLiteral("X")},
                                  {QStringLiteral("cat"), QStringLiteral("user_annotation")},
                                  {QStringLiteral("name"), QStringLiteral("ProfilerStep#%1").arg(step + 1)},
                                  {QStringLiteral("pid"), 100},
                                  {QStringLiteral("tid"), 100},
                                  {QStringLiteral("ts"), s},
                                  {QStringLiteral("dur"), 10'000}});
        events.append(QJsonObject{{QStringLiteral("ph"), QStringLiteral("X")},
                                  {QStringLiteral("cat"), QStringLiteral("cuda_runtime")},
                                  {QStringLiteral("name"), QStringLiteral("cudaLaunchKernel")},
                                  {QStringLiteral("pid"), 100},
                                  {QStringLiteral("tid"), 100},
                                  {QStringLiteral("ts"), s + 900},
                                  {QStringLiteral("dur"), 10}});
        events.append(QJsonObject{
            {QStringLiteral("ph"), QStringLiteral("X")},
            {QStringLiteral("cat"), QStringLiteral("kernel")},
            {QStringLiteral("name"), QStringLiteral("gemm")},
            {QStringLiteral("pid"), 0},
            {QStringLiteral("tid"), 7},
            {QStringLiteral("ts"), s + 1000},
            {QStringLiteral("dur"), kernelUs},
            {QStringLiteral("args"), QJsonObject{{QStringLiteral("device"), 0}, {QStringLiteral("stream"), 7}}}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("schemaVersion"), 1}, {QStringLiteral("traceEvents"), events}})
        .toJson(QJsonDocument::Compact);
}

const CaptureDiffRow* row(const CaptureDiff& d, CaptureDiffRow::Kind kind, const std::string& name)
{
    for (const std::vector<CaptureDiffRow>* rows : {&d.rows, &d.chains})
        for (const CaptureDiffRow& r : *rows)
            if (r.kind == kind && r.name == name)
                return &r;
    return nullptr;
}

bool near(double value, double reference, double relative)
{
    return std::fabs(value - reference) <= relative * std::max(1.0, std::fabs(reference));
}

} // namespace

class TestCaptureDiff : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::map<QString, std::unique_ptr<Trace>> m_traces;

    // A capture loaded as the views load it; a profiler trace imported first, as `explain` does.
    const Trace* load(const QString& path)
    {
        auto it = m_traces.find(path);
        if (it != m_traces.end())
            return it->second.get();
        std::string capture = path.toStdString();
        if (!path.endsWith(QLatin1String(".db"))) {
            capture = m_dir.filePath(QFileInfo(path).fileName() + QStringLiteral(".db")).toStdString();
            import::ImportWriteResult result;
            std::string error;
            if (!import::importTrace(path.toStdString(), capture, {}, &result, &error)) {
                qWarning("import of %s failed: %s", qPrintable(path), error.c_str());
                return nullptr;
            }
        }
        LoadResult loaded = TraceBuilder::load(capture, {});
        if (!loaded.trace)
            return nullptr;
        return m_traces.emplace(path, std::move(loaded.trace)).first->second.get();
    }

    // A demo capture as `faultline demo --scenario NAME --seed S` writes it, once per test run.
    QString demo(const QString& scenario, std::uint64_t seed)
    {
        const QString path = m_dir.filePath(QStringLiteral("demo-%1-%2.db").arg(scenario).arg(seed));
        if (QFileInfo::exists(path))
            return path;
        capture::ScenarioOptions options;
        options.scenario = scenario.toStdString();
        options.seed = seed;
        const capture::ScenarioResult result = capture::ScenarioGenerator::generate(path.toStdString(), options);
        if (!result.ok) {
            qWarning("demo %s: %s", qPrintable(scenario), result.error.c_str());
            return {};
        }
        return path;
    }

    // Each run's step median and the time and count of `op` per step, recomputed from the capture
    // alone (kCaptureScript; a step of the demo's train_resnet.py begins with the images' copy on
    // line 93), against what the comparison says of that run.
    void checkDemoFigures(const CaptureDiff& d, const QString& pathA, const QString& pathB, const QString& op,
                          double relative)
    {
        const CaptureDiffRow* row = nullptr;
        for (const CaptureDiffRow& r : d.rows)
            if (r.kind == CaptureDiffRow::Kind::Call && r.name == op.toStdString())
                row = &r;
        QVERIFY2(row, qPrintable(op));
        for (const auto& [path, side, ns, count] :
             {std::tuple{pathA, &d.a, row->nsA, row->countA}, std::tuple{pathB, &d.b, row->nsB, row->countB}}) {
            const QJsonObject sql = python(kCaptureScript,
                                           {path, QStringLiteral("train_resnet.py"), QStringLiteral("93"), op,
                                            QString::number(side->windowStart), QString::number(side->windowEnd)});
            QVERIFY(!sql.isEmpty());
            QVERIFY2(side->steps > 0 && side->steps <= sql.value(QStringLiteral("steps")).toInteger(),
                     qPrintable(QStringLiteral("%1: %2 steps").arg(path).arg(side->steps)));
            const double median = sql.value(QStringLiteral("median")).toDouble();
            QVERIFY2(near(static_cast<double>(side->stepMedian), median, relative),
                     qPrintable(QStringLiteral("%1: median %2, sql %3").arg(path).arg(side->stepMedian).arg(median)));
            QVERIFY2(near(ns, sql.value(QStringLiteral("op_ns")).toDouble() / side->units, 1e-9),
                     qPrintable(QStringLiteral("%1: %2 per step").arg(path).arg(ns)));
            QVERIFY(near(count, sql.value(QStringLiteral("op_count")).toDouble() / side->units, 1e-9));
        }
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Kernels that no flow links to a launch still count, on every GPU: 2 ms of "gemm" per step,
    // then 5 ms.
    void unlinkedKernelsAreCounted()
    {
        const auto write = [&](const QString& name, const QByteArray& json) {
            QFile f(m_dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(json) == json.size();
        };
        QVERIFY(write(QStringLiteral("short.json"), unlinkedTrace(2000)));
        QVERIFY(write(QStringLiteral("long.json"), unlinkedTrace(5000)));
        const Trace* a = load(m_dir.filePath(QStringLiteral("short.json")));
        const Trace* b = load(m_dir.filePath(QStringLiteral("long.json")));
        QVERIFY(a && b);
        const CaptureDiff d = diffCaptures(*a, *b);
        const CaptureDiffRow* gemm = row(d, CaptureDiffRow::Kind::Kernel, "gemm");
        QVERIFY(gemm);
        QCOMPARE(gemm->nsA, 2e6);
        QCOMPARE(gemm->nsB, 5e6);
        QCOMPARE(gemm->countA, 1.0);
        QCOMPARE(gemm->medianB, std::int64_t{5'000'000});
    }

    void aCaptureAgainstItselfIsNoChange_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("probe capture") << h100(QStringLiteral("slow_collate_main_thread.db"));
        QTest::newRow("demo capture") << demo(QStringLiteral("healthy"), 1);
        QTest::newRow("kineto trace") << publicTrace(QStringLiteral(
            "pytorch__kineto__pt18-resnet50-profiler_api-num_workers_4-2021-01-gpu-bound.pt.trace.json.gz"));
    }
    void aCaptureAgainstItselfIsNoChange()
    {
        QFETCH(QString, path);
        FAULTLINE_REQUIRE_FIXTURE(path);
        const Trace* t = load(path);
        QVERIFY(t);
        const CaptureDiff d = diffCaptures(*t, *t);
        QVERIFY(d.noChange);
        QVERIFY(d.rows.empty());
        QVERIFY(d.chains.empty());
        QVERIFY(d.buckets.empty());
        QVERIFY2(d.verdict.rfind("No change", 0) == 0, d.verdict.c_str());
        const QJsonObject json = QJsonDocument::fromJson(captureDiffJson(d, path, path)).object();
        QCOMPARE(json.value(QStringLiteral("no_change")).toBool(), true);
        QVERIFY(json.value(QStringLiteral("changes")).toArray().isEmpty());
        QVERIFY(json.value(QStringLiteral("chains")).toArray().isEmpty());
        QVERIFY(captureDiffText(d, path, path).startsWith(QStringLiteral("No change")));
    }

    // Two runs of one job with nothing changed (`faultline demo --scenario healthy --seed 1`, then
    // `--seed 2`): the step is as long, no chain appears or vanishes, and the verdict says the change
    // is nothing worth naming in per cent.
    void demoRunsOfOneJobAreAlike()
    {
        const QString first = demo(QStringLiteral("healthy"), 1);
        const QString second = demo(QStringLiteral("healthy"), 2);
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        const Trace* a = load(first);
        const Trace* b = load(second);
        QVERIFY(a && b);
        const CaptureDiff d = diffCaptures(*a, *b);
        QVERIFY(d.bySteps);
        QVERIFY2(d.verdict.find("(+0.0 %)") != std::string::npos || d.verdict.find("(−0.0 %)") != std::string::npos,
                 d.verdict.c_str());
        QVERIFY2(std::abs(d.b.stepMedian - d.a.stepMedian) < d.a.stepMedian / 100,
                 qPrintable(QStringLiteral("%1 against %2").arg(d.a.stepMedian).arg(d.b.stepMedian)));
        for (const CaptureDiffRow& chain : d.chains)
            QVERIFY2(chain.inA && chain.inB, chain.name.c_str());
        // No call's time per step moved by 1 % of the step.
        for (const CaptureDiffRow& r : d.rows)
            QVERIFY2(std::fabs(r.change()) < 0.01 * static_cast<double>(d.a.stepMedian), r.name.c_str());
        checkDemoFigures(d, first, second, QStringLiteral("cudaMemcpyAsync"), 0.01);
        if (QTest::currentTestFailed())
            return;
    }

    // A run of the training loop against the same loop fed variable-size batches, whose allocator
    // reaches its cap every ~200 cudaMallocs, frees its cached segments and maps the next one slowly
    // (`faultline demo --scenario healthy` and `--scenario periodic-spike`: the demo has no option
    // that changes one setting, and these two share TrainingLoop, its step and its script; what a
    // user compares when yesterday's run had no spikes). The verdict names the allocator's cudaFree
    // first, with its line, and the figures are the captures' own.
    void demoAllocatorReleasesLeadTheVerdict()
    {
        const QString healthy = demo(QStringLiteral("healthy"), 1);
        const QString spiky = demo(QStringLiteral("periodic-spike"), 1);
        QVERIFY(!healthy.isEmpty() && !spiky.isEmpty());
        const Trace* a = load(healthy);
        const Trace* b = load(spiky);
        QVERIFY(a && b);
        const CaptureDiff d = diffCaptures(*a, *b);
        QVERIFY(d.bySteps);
        QVERIFY(!d.noChange);
        QVERIFY2(d.verdict.find("B's step is") == 0 && d.verdict.find("longer") != std::string::npos,
                 d.verdict.c_str());
        const std::size_t colon = d.verdict.find(": ");
        QVERIFY2(colon != std::string::npos
                     && d.verdict.find("time in cudaFree (train_resnet.py:95)", colon) == colon + 2,
                 d.verdict.c_str());
        QVERIFY(!d.rows.empty());
        const CaptureDiffRow& top = d.rows.front();
        QCOMPARE(top.name, std::string("cudaFree"));
        QVERIFY(top.kind == CaptureDiffRow::Kind::Call && !top.inA && top.inB);
        QCOMPARE(top.where, std::string("train_resnet.py:95"));
        // The slow cudaMalloc after each release is the next call that grew.
        const CaptureDiffRow* malloc = row(d, CaptureDiffRow::Kind::Call, "cudaMalloc");
        QVERIFY(malloc && malloc->nsB > 10 * malloc->nsA);
        checkDemoFigures(d, healthy, spiky, QStringLiteral("cudaFree"), 0.01);
        checkDemoFigures(d, healthy, spiky, QStringLiteral("cudaMalloc"), 0.01);
        if (QTest::currentTestFailed())
            return;
        // The periodic spike is a chain of B's alone.
        const CaptureDiffRow* spike = nullptr;
        for (const CaptureDiffRow& c : d.chains)
            if (c.inB && !c.inA)
                spike = &c;
        QVERIFY(spike);
        QVERIFY2(spike->name.find("spike") != std::string::npos, spike->name.c_str());
    }

    // A healthy loop against one that makes its batches on the training thread: the verdict leads
    // with the input starvation and the DataLoader line, and every figure is the captures' own.
    void starvedInputLeadsTheVerdict()
    {
        const QString healthy = h100(QStringLiteral("healthy_train.db"));
        const QString starved = h100(QStringLiteral("slow_collate_main_thread.db"));
        FAULTLINE_REQUIRE_FIXTURE(healthy);
        FAULTLINE_REQUIRE_FIXTURE(starved);
        const Trace* a = load(healthy);
        const Trace* b = load(starved);
        QVERIFY(a && b);
        // Each capture's scripts beside it, as `explain` finds them (the captures record /tmp/corpus/).
        CaptureDiffOptions options;
        SourceResolver resolver;
        resolver.setCaptureFolder(QFileInfo(healthy).absolutePath());
        options.a.readSource = resolver.textReader();
        options.b.readSource = resolver.textReader();
        const CaptureDiff d = diffCaptures(*a, *b, options);
        QVERIFY(d.bySteps);
        QVERIFY(!d.noChange);
        QVERIFY2(d.verdict.find("B's step is") == 0 && d.verdict.find("longer") != std::string::npos,
                 d.verdict.c_str());
        const std::size_t colon = d.verdict.find(": ");
        QVERIFY2(colon != std::string::npos, d.verdict.c_str());
        QVERIFY2(d.verdict.find("time lost to input starvation (slow_collate_main_thread.py:16)", colon) == colon + 2,
                 d.verdict.c_str());
        const CaptureDiffRow* starvation = row(d, CaptureDiffRow::Kind::Chain, "input-starvation");
        QVERIFY(starvation);
        QVERIFY(!starvation->inA && starvation->inB);

        // The steps and the time of cudaLaunchKernel per step, from the captures alone.
        for (const auto& [path, script, first, side] :
             {std::tuple{healthy, QStringLiteral("healthy_train.py"), 9, &d.a},
              std::tuple{starved, QStringLiteral("slow_collate_main_thread.py"), 20, &d.b}}) {
            const QJsonObject sql = python(kCaptureScript,
                                           {path, script, QString::number(first), QStringLiteral("cudaLaunchKernel"),
                                            QString::number(side->windowStart), QString::number(side->windowEnd)});
            QVERIFY(!sql.isEmpty());
            // The finder leaves the slow leading steps out as warm-up: at most the script's count.
            QVERIFY2(side->steps > 0 && side->steps <= sql.value(QStringLiteral("steps")).toInteger(),
                     qPrintable(QStringLiteral("%1: %2 steps").arg(path).arg(side->steps)));
            const double median = sql.value(QStringLiteral("median")).toDouble();
            QVERIFY2(near(static_cast<double>(side->stepMedian), median, 0.05),
                     qPrintable(QStringLiteral("%1: median %2, sql %3").arg(path).arg(side->stepMedian).arg(median)));
            const CaptureDiffRow* launches = row(d, CaptureDiffRow::Kind::Call, "cudaLaunchKernel");
            QVERIFY(launches);
            const double perStep = (side == &d.a ? launches->nsA : launches->nsB);
            const double count = (side == &d.a ? launches->countA : launches->countB);
            QVERIFY(near(perStep, sql.value(QStringLiteral("op_ns")).toDouble() / side->units, 1e-9));
            QVERIFY(near(count, sql.value(QStringLiteral("op_count")).toDouble() / side->units, 1e-9));
        }
        // A call's line is the one of the script it was made from: B's copies are x.cuda() and y.cuda().
        const CaptureDiffRow* copies = row(d, CaptureDiffRow::Kind::Call, "cudaMemcpyAsync");
        QVERIFY(copies);
        QCOMPARE(copies->where, std::string("slow_collate_main_thread.py:20"));
        // B's slower step is what the verdict says first.
        QVERIFY(d.b.stepMedian > 3 * d.a.stepMedian);
    }

    // Kineto's ResNet-50 with num_workers 0 and 4 (kineto-public Truth 3 and 4): the step is
    // shorter because the DataLoader no longer runs on the training thread.
    void resnetWorkersShortenTheStep()
    {
        const QString zero = publicTrace(
            QStringLiteral("pytorch__kineto__pt18-resnet50-num_workers_0-2020-12-dataloader-stall.pt.trace.json.gz"));
        const QString four = publicTrace(QStringLiteral(
            "pytorch__kineto__pt18-resnet50-profiler_api-num_workers_4-2021-01-gpu-bound.pt.trace.json.gz"));
        FAULTLINE_REQUIRE_FIXTURE(zero);
        FAULTLINE_REQUIRE_FIXTURE(four);
        const Trace* a = load(zero);
        const Trace* b = load(four);
        QVERIFY(a && b);
        const CaptureDiff d = diffCaptures(*a, *b);
        QVERIFY(d.bySteps);
        QVERIFY2(d.verdict.find("shorter") != std::string::npos, d.verdict.c_str());
        const std::size_t colon = d.verdict.find(": ");
        QVERIFY2(colon != std::string::npos
                     && (d.verdict.find("DataLoader.__next__", colon) == colon + 2 + std::string("time in ").size()
                         || d.verdict.find("GPU idle waiting for input", colon) == colon + 2),
                 d.verdict.c_str());
        QVERIFY2(d.verdict.find("GPU busy rose") != std::string::npos, d.verdict.c_str());

        const CaptureDiffRow* loader = row(d, CaptureDiffRow::Kind::Range, "DataLoader.__next__");
        QVERIFY(loader);
        for (const auto& [path, side, loaderNs] :
             {std::tuple{zero, &d.a, loader->nsA}, std::tuple{four, &d.b, loader->nsB}}) {
            const QJsonObject ref = python(
                kKinetoScript, {path, QString::number(side->windowStart), QString::number(side->windowEnd)});
            QVERIFY(!ref.isEmpty());
            // The counted steps are the trace's last ones (warm-up comes first); their median.
            const QJsonArray all = ref.value(QStringLiteral("steps")).toArray();
            QVERIFY(side->steps > 0 && side->steps <= all.size());
            std::vector<std::int64_t> counted;
            for (qsizetype i = all.size() - side->steps; i < all.size(); ++i)
                counted.push_back(all.at(i).toInteger());
            // The step list the Compare tab draws: the same steps, in order, each starting after the last.
            QCOMPARE(side->stepDurations.size(), counted.size());
            QCOMPARE(side->stepStarts.size(), counted.size());
            for (std::size_t i = 0; i < counted.size(); ++i) {
                QVERIFY(near(static_cast<double>(side->stepDurations[i]), static_cast<double>(counted[i]), 0.002));
                QVERIFY(i == 0 || side->stepStarts[i] >= side->stepStarts[i - 1] + side->stepDurations[i - 1]);
            }
            QVERIFY(side->pid != 0);
            std::sort(counted.begin(), counted.end());
            const std::int64_t median = counted[(counted.size() + 1) / 2 - 1];
            QVERIFY2(near(static_cast<double>(side->stepMedian), static_cast<double>(median), 0.002),
                     qPrintable(QStringLiteral("%1: %2 against %3").arg(path).arg(side->stepMedian).arg(median)));
            QVERIFY2(near(loaderNs, ref.value(QStringLiteral("loader_ns")).toDouble() / side->units, 0.002),
                     qPrintable(QStringLiteral("%1: DataLoader %2 per step").arg(path).arg(loaderNs)));
        }
        // Truth 3 and 4: 213.8 ms and 128.2 ms steps on average; the DataLoader 49.5-59.3 ms per step,
        // then at most 4.4 ms.
        QVERIFY(d.a.stepMedian > 200'000'000 && d.a.stepMedian < 225'000'000);
        QVERIFY(d.b.stepMedian > 105'000'000 && d.b.stepMedian < 155'000'000);
        QVERIFY(loader->nsA > 45e6 && loader->nsA < 62e6);
        QVERIFY(loader->nsB < 4.5e6);
    }

    // particle_transformer's forward pass at batch 2 and batch 128 (Truth 9 and 10): no steps, so
    // per second; the GPU goes from launch-bound to busy.
    void batchSizePairIsComparedPerSecond()
    {
        const QString small = publicTrace(
            QStringLiteral("harryjmoss__particle_transformer__a100-forward-bs2-warm-launch-bound.pt.trace.json"));
        const QString large = publicTrace(
            QStringLiteral("harryjmoss__particle_transformer__a100-forward-bs128-warm-near-balanced.pt.trace.json"));
        FAULTLINE_REQUIRE_FIXTURE(small);
        FAULTLINE_REQUIRE_FIXTURE(large);
        const Trace* a = load(small);
        const Trace* b = load(large);
        QVERIFY(a && b);
        const CaptureDiff d = diffCaptures(*a, *b);
        QVERIFY(!d.bySteps);
        QVERIFY(d.a.gpuKnown && d.b.gpuKnown);
        // Truth: GPU busy 17.7 % of 30.0 ms, then 86.5 % of 30.4 ms.
        QVERIFY2(std::fabs(d.a.busyShare() - 0.177) < 0.01, qPrintable(QString::number(d.a.busyShare())));
        QVERIFY2(std::fabs(d.b.busyShare() - 0.865) < 0.01, qPrintable(QString::number(d.b.busyShare())));
        QVERIFY2(d.verdict.rfind("Neither run has steps", 0) == 0, d.verdict.c_str());
        QVERIFY2(d.verdict.find("GPU busy rose from 18 % to 8") != std::string::npos, d.verdict.c_str());
        // The GPU's idle time between launches is what fell most.
        QVERIFY2(d.verdict.find("GPU idle between launches") != std::string::npos, d.verdict.c_str());
        const QJsonObject json = QJsonDocument::fromJson(captureDiffJson(d, small, large)).object();
        QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("capture"));
        QCOMPARE(json.value(QStringLiteral("matched_by")).toString(), QStringLiteral("second"));
        QVERIFY(!json.value(QStringLiteral("changes")).toArray().isEmpty());
    }

    // The probe's capture of a workload against the profiler's trace of the same workload: matched
    // by step, and the steps are about as long (the profiler's own cost aside).
    void probeCaptureAgainstItsKinetoTrace()
    {
        const QString db = h100(QStringLiteral("slow_collate_main_thread.db"));
        const QString kineto = h100(QStringLiteral("slow_collate_main_thread.kineto.json.gz"));
        FAULTLINE_REQUIRE_FIXTURE(db);
        FAULTLINE_REQUIRE_FIXTURE(kineto);
        const Trace* a = load(db);
        const Trace* b = load(kineto);
        QVERIFY(a && b);
        const CaptureDiff d = diffCaptures(*a, *b);
        QVERIFY(d.bySteps);
        QVERIFY(d.a.steps > 20 && d.b.steps > 20);
        QVERIFY2(near(static_cast<double>(d.b.stepMedian), static_cast<double>(d.a.stepMedian), 0.5),
                 d.verdict.c_str());
        QVERIFY(!d.verdict.empty());
        // The same chain in both, matched without its pids; the ranges and GPU work only the
        // profiler records do not lead the verdict, which says so.
        const CaptureDiffRow* starvation = row(d, CaptureDiffRow::Kind::Chain, "input-starvation");
        QVERIFY(starvation && starvation->inA && starvation->inB);
        QVERIFY2(d.verdict.find(": time lost to input starvation") != std::string::npos, d.verdict.c_str());
        QVERIFY2(d.verdict.find("Only B records CPU ranges and GPU work") != std::string::npos, d.verdict.c_str());
        const QString text = captureDiffText(d, db, kineto);
        QVERIFY(text.startsWith(text::toQString(d.verdict)));
    }

    // A probe capture against the profiler trace of the same workload: a call only one recorder
    // can see (the profiler's cudaLaunchKernelExC, the probe's driver calls) is in the table but
    // never leads the verdict; item_sync's lead is its host sync.
    void aCallOnlyOneRecorderSeesDoesNotLead_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QString>("lead");
        QTest::newRow("item_sync") << QStringLiteral("item_sync")
                                   << QStringLiteral(": time lost to host sync (item_sync.py:12)");
        QTest::newRow("pageable_copy") << QStringLiteral("pageable_copy")
                                       << QStringLiteral(": time in cudaMemcpyAsync (pageable_copy.py:8)");
        QTest::newRow("empty_cache_churn")
            << QStringLiteral("empty_cache_churn") << QStringLiteral(": time in cudaFree (empty_cache_churn.py:12)");
    }

    void aCallOnlyOneRecorderSeesDoesNotLead()
    {
        QFETCH(QString, workload);
        QFETCH(QString, lead);
        const QString db = h100(workload + QStringLiteral(".db"));
        const QString kineto = h100(workload + QStringLiteral(".kineto.json.gz"));
        FAULTLINE_REQUIRE_FIXTURE(db);
        FAULTLINE_REQUIRE_FIXTURE(kineto);
        const Trace* a = load(db);
        const Trace* b = load(kineto);
        QVERIFY(a && b);
        const CaptureDiff d = diffCaptures(*a, *b);
        QVERIFY(!d.a.callsNamed && d.b.callsNamed);
        const QString verdict = QString::fromStdString(d.verdict);
        QVERIFY2(verdict.contains(lead), qPrintable(verdict));
        int unseen = 0;
        for (const CaptureDiffRow& r : d.rows) {
            if (r.kind != CaptureDiffRow::Kind::Call || r.inA == r.inB)
                continue;
            const bool seenByOther = r.inA ? r.name.rfind("cuda", 0) == 0 : capture::OpCatalog::isTracedByName(r.name);
            if (seenByOther)
                continue;
            ++unseen;
            QVERIFY2(!verdict.contains(QStringLiteral("time in %1 ").arg(QString::fromStdString(r.name))),
                     qPrintable(verdict));
        }
        QVERIFY2(unseen > 0, "each pair has calls only one recorder sees");
    }
};

QTEST_GUILESS_MAIN(TestCaptureDiff)
#include "tst_capture_diff.moc"
