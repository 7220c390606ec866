// The diagnosis on the traces engineers already have (issue 45): steps from every source, the GPU
// time accounting against an independent reference (../shared/tools/gpu_time_reference.py), and the
// first chain of every real public profiler trace against the truth its MANIFEST measured.

#include "ChainEngine.h"
#include "ExplainReport.h"
#include "GpuTime.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <map>
#include <memory>

using namespace faultline;

namespace {

QString publicTrace(const QString& name)
{
    return test::sharedDir() + QStringLiteral("/fixtures/kineto-public/") + name;
}

QStringList accountedFixtures()
{
    const QString shared = test::sharedDir() + QStringLiteral("/fixtures/");
    QStringList files;
    for (const QString& name : QDir(shared + QStringLiteral("kineto-public")).entryList(QDir::Files, QDir::Name))
        if (!name.endsWith(QLatin1String(".md")))
            files << shared + QStringLiteral("kineto-public/") + name;
    for (const QString& name : QDir(shared + QStringLiteral("kineto"))
                                   .entryList({QStringLiteral("hta__critical_path*")}, QDir::Files, QDir::Name))
        files << shared + QStringLiteral("kineto/") + name;
    for (const QString& name : QDir(shared + QStringLiteral("gpu-h100"))
                                   .entryList({QStringLiteral("*.kineto.json.gz")}, QDir::Files, QDir::Name))
        files << shared + QStringLiteral("gpu-h100/") + name;
    return files;
}

// A small Kineto trace written by the test: three ProfilerSteps of 10 ms on thread 100 of pid 100.
// Each step runs `first` (a user range, 0-4 ms), then aten::conv2d (4-9 ms), which launches one
// kernel (cudaLaunchKernel at 4 ms for 10 µs) that runs on stream 7 from 4.05 to 9 ms.
QByteArray stepsTrace(const QString& first, bool legacy = false)
{
    QJsonArray events;
    const QString annotation = legacy ? QStringLiteral("Operator") : QStringLiteral("user_annotation");
    const QJsonValue tid = legacy ? QJsonValue(QStringLiteral("100")) : QJsonValue(100);
    const auto x = [&](const QString& cat, const QString& name, double ts, double dur, const QJsonValue& pid,
                       const QJsonValue& thread, QJsonObject args = {}) {
        events.append(QJsonObject{{QStringLiteral("ph"), QStringLiteral("X")},
                                  {QStringLiteral("cat"), cat},
                                  {QStringLiteral("name"), name},
                                  {QStringLiteral("pid"), pid},
                                  {QStringLiteral("tid"), thread},
                                  {QStringLiteral("ts"), ts},
                                  {QStringLiteral("dur"), dur},
                                  {QStringLiteral("args"), args}});
    };
    for (int step = 0; step < 3; ++step) {
        const double s = 1000.0 + step * 10'000.0;
        const int correlation = 10 + step;
        x(annotation, QStringLiteral("ProfilerStep#%1").arg(step + 1), s, 10'000, 100, tid);
        x(annotation, first, s, 4000, 100, tid);
        x(legacy ? QStringLiteral("Operator") : QStringLiteral("cpu_op"), QStringLiteral("aten::conv2d"), s + 4000,
          5000, 100, tid);
        x(legacy ? QStringLiteral("Runtime") : QStringLiteral("cuda_runtime"), QStringLiteral("cudaLaunchKernel"),
          s + 4000, 10, 100, tid, {{QStringLiteral("correlation"), correlation}});
        x(legacy ? QStringLiteral("Kernel") : QStringLiteral("kernel"), QStringLiteral("implicit_convolve_sgemm"),
          s + 4050, 4950, 0, legacy ? QJsonValue(QStringLiteral("stream 7")) : QJsonValue(7),
          {{QStringLiteral("device"), 0}, {QStringLiteral("stream"), 7}, {QStringLiteral("correlation"), correlation}});
    }
    const QJsonObject doc = legacy
        ? QJsonObject{{QStringLiteral("traceEvents"), events}}
        : QJsonObject{{QStringLiteral("schemaVersion"), 1}, {QStringLiteral("traceEvents"), events}};
    return QJsonDocument(doc).toJson(QJsonDocument::Compact);
}

// Steps of 10 ms on thread 100 of pid 100 that keep the GPU mostly idle for no recorded reason:
// kernel A launched at the start (1 ms), B and C at 9 ms (0.3 ms each); nothing recorded runs in
// between. With `profilerSteps`, ProfilerStep#N ranges mark the steps; without, no range at all.
// `overlapUs`: each ProfilerStep ends that long after the next one starts, as the microsecond
// rounding of a trace's timestamps leaves them.
QByteArray sparseTrace(bool profilerSteps, int steps, double overlapUs = 0)
{
    QJsonArray events;
    int correlation = 1;
    const auto x = [&](const QString& cat, const QString& name, double ts, double dur, int pid, int tid,
                       QJsonObject args = {}) {
        events.append(QJsonObject{{QStringLiteral("ph"), QStringLiteral("X")},
                                  {QStringLiteral("cat"), cat},
                                  {QStringLiteral("name"), name},
                                  {QStringLiteral("pid"), pid},
                                  {QStringLiteral("tid"), tid},
                                  {QStringLiteral("ts"), ts},
                                  {QStringLiteral("dur"), dur},
                                  {QStringLiteral("args"), args}});
    };
    const auto launch = [&](const QString& kernel, double at, double runs) {
        x(QStringLiteral("cuda_runtime"), QStringLiteral("cudaLaunchKernel"), at, 10, 100, 100,
          {{QStringLiteral("correlation"), correlation}});
        x(QStringLiteral("kernel"), kernel, at + 20, runs, 0, 7,
          {{QStringLiteral("device"), 0}, {QStringLiteral("stream"), 7}, {QStringLiteral("correlation"), correlation}});
        ++correlation;
    };
    for (int step = 0; step < steps; ++step) {
        const double s = 1000.0 + step * 10'000.0;
        if (profilerSteps)
            x(QStringLiteral("user_annotation"), QStringLiteral("ProfilerStep#%1").arg(step + 1), s, 10'000 + overlapUs,
              100, 100);
        launch(QStringLiteral("kernel_a"), s, 1000);
        launch(QStringLiteral("kernel_b"), s + 9000, 300);
        launch(QStringLiteral("kernel_c"), s + 9100, 300);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("schemaVersion"), 1}, {QStringLiteral("traceEvents"), events}})
        .toJson(QJsonDocument::Compact);
}

// An Nsight Systems export of four NVTX "step N" ranges of 10 ms on thread 100 of pid 100, each
// launching one 2 ms kernel at its start: the steps are the NVTX iterations.
bool writeNvtxExport(const QString& path)
{
    const std::int64_t gtid = 100LL * 0x1000000 + 100;
    QString sql = QStringLiteral(
        "CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);"
        "INSERT INTO StringIds VALUES (1, 'cudaLaunchKernel_v7000'), (2, 'gemm_kernel');"
        "CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER, end INTEGER, eventClass INTEGER, globalTid INTEGER, "
        "correlationId INTEGER, nameId INTEGER, returnValue INTEGER);"
        "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER, end INTEGER, deviceId INTEGER, streamId INTEGER, "
        "correlationId INTEGER, globalPid INTEGER, demangledName INTEGER, shortName INTEGER);"
        "CREATE TABLE NVTX_EVENTS (start INTEGER, end INTEGER, eventType INTEGER, text TEXT, textId INTEGER, "
        "globalTid INTEGER);");
    for (int step = 0; step < 4; ++step) {
        const std::int64_t s = 1'000'000 + step * 10'000'000LL;
        sql += QStringLiteral("INSERT INTO NVTX_EVENTS VALUES (%1, %2, 59, 'step %3', NULL, %4);")
                   .arg(s)
                   .arg(s + 10'000'000)
                   .arg(step)
                   .arg(gtid);
        sql += QStringLiteral("INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES (%1, %2, 0, %3, %4, 1, 0);")
                   .arg(s)
                   .arg(s + 10'000)
                   .arg(gtid)
                   .arg(step + 1);
        sql += QStringLiteral("INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES (%1, %2, 0, 7, %3, %4, 2, 2);")
                   .arg(s + 20'000)
                   .arg(s + 2'020'000)
                   .arg(step + 1)
                   .arg(100LL * 0x1000000);
    }
    sqlite3* db = nullptr;
    if (sqlite3_open(path.toUtf8().constData(), &db) != SQLITE_OK) {
        sqlite3_close(db);
        return false;
    }
    const bool ok = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

} // namespace

class TestGpuTime : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::map<QString, std::unique_ptr<Trace>> m_traces;

    // The trace imported once and loaded as every view loads a capture.
    const Trace* load(const QString& path)
    {
        auto it = m_traces.find(path);
        if (it != m_traces.end())
            return it->second.get();
        const std::string out = m_dir.filePath(QFileInfo(path).fileName() + QStringLiteral(".db")).toStdString();
        import::ImportWriteResult result;
        std::string error;
        if (!import::importTrace(path.toStdString(), out, {}, &result, &error)) {
            qWarning("import of %s failed: %s", qPrintable(path), error.c_str());
            return nullptr;
        }
        LoadResult loaded = TraceBuilder::load(out, {});
        if (!loaded.trace)
            return nullptr;
        return m_traces.emplace(path, std::move(loaded.trace)).first->second.get();
    }

    static QJsonObject reference(const QString& path)
    {
        QProcess p;
        p.start(QStringLiteral("python3"),
                {test::sharedDir() + QStringLiteral("/tools/gpu_time_reference.py"), path, QStringLiteral("--json")});
        if (!p.waitForFinished(120'000) || p.exitCode() != 0)
            return {};
        return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    }

    const Trace* loadWritten(const QString& name, const QByteArray& json)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size())
            return nullptr;
        f.close();
        return load(path);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Every idle microsecond of the written trace where the test put it: the DataLoader's 4 ms of
    // each step, the launch call's 10 µs, the 40 µs of aten::conv2d before its kernel starts, and the
    // last millisecond of each step, when the thread was in no op (unknown).
    void idleTimeIsAttributedSliceBySlice()
    {
        const Trace* t = loadWritten(
            QStringLiteral("steps.json"),
            stepsTrace(QStringLiteral("enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__")));
        QVERIFY(t);
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(accounting.devices.size(), std::size_t{1});
        const DeviceGpuTime& d = accounting.devices.front();
        QCOMPARE(d.countedSteps, std::int64_t{3});
        const GpuTimeFigures& f = d.counted;
        const std::int64_t us = 1000;
        QCOMPARE(f.spanNs, 30'000 * us);
        QCOMPARE(f.computeNs, 3 * 4950 * us);
        QCOMPARE(f.idle(IdleCause::Input), 3 * 4000 * us);
        QCOMPARE(f.idle(IdleCause::Launch), 3 * 10 * us);
        QCOMPARE(f.idle(IdleCause::CpuWork), 3 * 40 * us);
        QCOMPARE(f.idle(IdleCause::Unknown), 3 * 1000 * us);
        QCOMPARE(f.busyNs() + f.idleTotalNs(), f.spanNs);
        for (const GpuStepTime& st : d.steps)
            QCOMPARE(st.figures.busyNs() + st.figures.idleTotalNs(), st.figures.spanNs);
        // The whole is the GPU's span, first kernel to last.
        QCOMPARE(d.whole.spanNs, (20'000 + 4950) * us);
        QCOMPARE(d.whole.busyNs() + d.whole.idleTotalNs(), d.whole.spanNs);

        const std::vector<Chain> chains = ChainEngine::derive(*t, {});
        QVERIFY(!chains.empty());
        QCOMPARE(chains.front().rule, std::string("input-starvation"));
        QCOMPARE(chains.front().severity, ChainSeverity::High); // 40 % of the steps
        QVERIFY(chains.front().title.find("__next__") != std::string::npos);
    }

    // The same trace with the batches coming from an iterator of the user's own: that is CPU work
    // on the issuing thread, never called the DataLoader or input starvation.
    void aRangeIsInputOnlyWhenItIsTheDataLoader()
    {
        const Trace* t = loadWritten(QStringLiteral("own-iterator.json"),
                                     stepsTrace(QStringLiteral("BatchMaker.__next__")));
        QVERIFY(t);
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(accounting.devices.size(), std::size_t{1});
        const GpuTimeFigures& f = accounting.devices.front().counted;
        QCOMPARE(f.idle(IdleCause::Input), std::int64_t{0});
        QCOMPARE(f.idle(IdleCause::CpuWork), 3 * 4040 * std::int64_t{1000});
        const std::vector<Chain> chains = ChainEngine::derive(*t, {});
        QVERIFY(!chains.empty());
        for (const Chain& c : chains) {
            QVERIFY2(c.title.find("DataLoader") == std::string::npos, c.title.c_str());
            QVERIFY2(c.rootCause.find("DataLoader") == std::string::npos, c.rootCause.c_str());
        }
        // The thread makes its batches itself between steps; the chain names where.
        const Chain& first = chains.front();
        const bool named = std::any_of(first.steps.begin(), first.steps.end(),
                                       [](const ChainStep& st) {
                                           return st.op.find("BatchMaker.__next__") != std::string::npos;
                                       })
            || first.title.find("BatchMaker.__next__") != std::string::npos;
        QVERIFY2(named, first.title.c_str());
    }

    // Idle time nothing recorded explains is the incident itself: the GPU utilisation chain counts
    // as any cause's would (MEDIUM at most, it names no one line) when no cause chain says as much.
    void unexplainedIdleIsTheIncident()
    {
        const Trace* t = loadWritten(QStringLiteral("sparse.json"), sparseTrace(true, 3));
        QVERIFY(t);
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(accounting.devices.size(), std::size_t{1});
        const GpuTimeFigures& f = accounting.devices.front().counted;
        QVERIFY(f.idle(IdleCause::Unknown) * 10 > f.spanNs * 7); // ~80 % with nothing recorded
        const std::vector<Chain> chains = ChainEngine::derive(*t, {});
        QVERIFY(!chains.empty());
        QCOMPARE(chains.front().rule, std::string("gpu-utilisation"));
        QCOMPARE(chains.front().severity, ChainSeverity::Medium);
    }

    // Without any range, the steps come from the GPU's own pattern: the kernel launched once per
    // iteration at a steady period.
    void withoutRangesTheGpuPatternMakesTheSteps()
    {
        const Trace* t = loadWritten(QStringLiteral("pattern.json"), sparseTrace(false, 6));
        QVERIFY(t);
        QVERIFY(t->cpuRanges.empty());
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(accounting.devices.size(), std::size_t{1});
        const DeviceGpuTime& d = accounting.devices.front();
        QCOMPARE(d.countedSteps, std::int64_t{6});
        QCOMPARE(d.steps.front().start, d.first - 20'000); // the first launch, 20 µs before its kernel
        for (std::size_t k = 0; k + 1 < d.steps.size(); ++k)
            QCOMPARE(d.steps[k].end - d.steps[k].start, std::int64_t{10'000'000});
    }

    // A ProfilerStep that starts a microsecond before the previous one ends (rounding) is the next
    // step, not a part of the previous one: every step is counted, each 10 ms.
    void stepsOverlappingByRoundingStayApart()
    {
        const Trace* exact = loadWritten(QStringLiteral("exact.json"), sparseTrace(true, 8));
        const Trace* rounded = loadWritten(QStringLiteral("rounded.json"), sparseTrace(true, 8, 1));
        QVERIFY(exact && rounded);
        const GpuTimeAccounting a = accountGpuTime(*exact);
        const GpuTimeAccounting b = accountGpuTime(*rounded);
        QCOMPARE(b.devices.front().countedSteps, a.devices.front().countedSteps);
        QVERIFY(b.devices.front().countedSteps >= 6);
        const DeviceGpuTime& d = b.devices.front();
        for (std::size_t k = 0; k + 1 < d.steps.size(); ++k)
            QCOMPARE(d.steps[k].end - d.steps[k].start, std::int64_t{10'000'000});
    }

    // One forward pass repeats its layers' kernels at a steady period too: that is no training
    // loop, and the run has no steps.
    void theLayersOfOnePassAreNotSteps()
    {
        for (const char* name :
             {"harryjmoss__particle_transformer__a100-forward-bs2-warm-launch-bound.pt.trace.json",
              "harryjmoss__particle_transformer__a100-forward-bs128-warm-near-balanced.pt.trace.json"}) {
            const QString path = publicTrace(QLatin1String(name));
            FAULTLINE_REQUIRE_FIXTURE(path);
            const Trace* t = load(path);
            QVERIFY(t);
            const GpuTimeAccounting accounting = accountGpuTime(*t);
            QCOMPARE(accounting.devices.size(), std::size_t{1});
            QCOMPARE(accounting.devices.front().countedSteps, std::int64_t{0});
        }
    }

    // An Nsight Systems trace's NVTX ranges named like iterations are its steps.
    void nvtxIterationsAreTheSteps()
    {
        const QString path = m_dir.filePath(QStringLiteral("nvtx.sqlite"));
        QVERIFY(writeNvtxExport(path));
        const Trace* t = load(path);
        QVERIFY(t);
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(accounting.devices.size(), std::size_t{1});
        const DeviceGpuTime& d = accounting.devices.front();
        QCOMPARE(d.countedSteps, std::int64_t{4});
        QCOMPARE(d.counted.spanNs, std::int64_t{40'000'000});
        QCOMPARE(d.counted.computeNs, std::int64_t{4 * 2'000'000});
    }

    // explain --json's gpu_time holds the accounting's figures.
    void theJsonHasTheAccounting()
    {
        const QString trace = publicTrace(
            QStringLiteral("pytorch__kineto__pt18-resnet50-num_workers_0-2020-12-dataloader-stall.pt.trace.json.gz"));
        FAULTLINE_REQUIRE_FIXTURE(trace);
        const Trace* t = load(trace);
        QVERIFY(t);
        ExplainReport::Input input;
        input.path = m_dir.filePath(QFileInfo(trace).fileName() + QStringLiteral(".db")).toStdString();
        input.trace = t;
        QString error;
        const QJsonObject json = QJsonDocument::fromJson(ExplainReport::json(input, &error)).object();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QJsonArray devices =
            json.value(QStringLiteral("gpu_time")).toObject().value(QStringLiteral("devices")).toArray();
        QCOMPARE(devices.size(), 1);
        const QJsonObject d = devices.first().toObject();
        const GpuTimeAccounting accounted = accountGpuTime(*t);
        const DeviceGpuTime& expected = accounted.devices.front();
        QCOMPARE(qRound64(d.value(QStringLiteral("busy_seconds")).toDouble() * 1e9), expected.whole.busyNs());
        QCOMPARE(qRound64(d.value(QStringLiteral("idle_seconds")).toDouble() * 1e9), expected.whole.idleTotalNs());
        QCOMPARE(d.value(QStringLiteral("counted_steps")).toInt(), 6);
        QCOMPARE(d.value(QStringLiteral("steps")).toArray().size(), 6);
        const QJsonObject idle =
            d.value(QStringLiteral("steps_total")).toObject().value(QStringLiteral("idle_by_cause_seconds")).toObject();
        QVERIFY(idle.value(QStringLiteral("input")).toDouble() > 0.2);
        QCOMPARE(d.value(QStringLiteral("idle_places"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("cause"))
                     .toString(),
                 QStringLiteral("input"));
    }

    // What an import left out is a problem like any reader's (shown in the Problems dock and by
    // `stats`), and skipping most of a trace's events is a warning that comes first.
    void whatTheImportLeftOutIsAProblem()
    {
        const QString pt18 = publicTrace(
            QStringLiteral("pytorch__kineto__pt18-resnet50-num_workers_0-2020-12-dataloader-stall.pt.trace.json.gz"));
        FAULTLINE_REQUIRE_FIXTURE(pt18);
        const Trace* t = load(pt18);
        QVERIFY(t);
        const auto has = [](const Trace& trace, const char* part) {
            return std::any_of(trace.problems.begin(), trace.problems.end(), [&](const capture::ReadProblem& p) {
                return p.table == "import" && p.message.find(part) != std::string::npos;
            });
        };
        QVERIFY(has(*t, "1 event of category Trace, not imported"));
        QVERIFY(!has(*t, "Warning: most of the trace"));

        // A trace whose events are mostly of a category nobody reads.
        QJsonArray events;
        for (int i = 0; i < 20; ++i)
            events.append(QJsonObject{{QStringLiteral("ph"), QStringLiteral("X")},
                                      {QStringLiteral("cat"), QStringLiteral("mystery")},
                                      {QStringLiteral("name"), QStringLiteral("x")},
                                      {QStringLiteral("pid"), 1},
                                      {QStringLiteral("tid"), 1},
                                      {QStringLiteral("ts"), 10.0 * i},
                                      {QStringLiteral("dur"), 5}});
        events.append(QJsonObject{{QStringLiteral("ph"), QStringLiteral("X")},
                                  {QStringLiteral("cat"), QStringLiteral("cuda_runtime")},
                                  {QStringLiteral("name"), QStringLiteral("cudaLaunchKernel")},
                                  {QStringLiteral("pid"), 1},
                                  {QStringLiteral("tid"), 1},
                                  {QStringLiteral("ts"), 300.0},
                                  {QStringLiteral("dur"), 5}});
        const Trace* mostly = loadWritten(
            QStringLiteral("mystery.json"),
            QJsonDocument(QJsonObject{{QStringLiteral("traceEvents"), events}}).toJson(QJsonDocument::Compact));
        QVERIFY(mostly);
        const auto first = std::find_if(mostly->problems.begin(), mostly->problems.end(),
                                        [](const capture::ReadProblem& p) { return p.table == "import"; });
        QVERIFY(first != mostly->problems.end());
        QVERIFY2(first->message.starts_with("Warning: most of the trace was not imported: 20 of its events"),
                 first->message.c_str());
        QVERIFY(has(*mostly, "20 events of category mystery, not imported"));
    }

    // The same trace as PyTorch 1.8 wrote it: Operator/Runtime/Kernel categories, thread ids as
    // strings, ProfilerStep#N and record_function ranges as Operators. Same steps, same figures.
    void aLegacyTraceIsReadLikeACurrentOne()
    {
        const Trace* t = loadWritten(
            QStringLiteral("legacy.json"),
            stepsTrace(QStringLiteral("enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__"), true));
        QVERIFY(t);
        QCOMPARE(t->gpuOpCount(), std::int64_t{3});
        QCOMPARE(t->gpuLinksByCall.size(), std::size_t{3});
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(accounting.devices.size(), std::size_t{1});
        QCOMPARE(accounting.devices.front().countedSteps, std::int64_t{3});
        QCOMPARE(accounting.devices.front().counted.idle(IdleCause::Input), 3 * 4000 * std::int64_t{1000});
    }

    void busyAndIdleAgreeWithTheReference_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = accountedFixtures();
        if (files.isEmpty())
            QTest::newRow("no fixtures") << QString();
        for (const QString& f : files)
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
    }

    // Per device: the span from the first GPU work to the last, the busy time as the union of
    // kernels, copies and memsets, and the exposed communication agree with the reference script
    // within 1 % of the span; busy and idle add up to the span, and every idle nanosecond has a cause.
    void busyAndIdleAgreeWithTheReference()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("shared fixtures not found (../shared/fixtures/kineto-public is absent)");
        FAULTLINE_REQUIRE_FIXTURE(path);
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("python3 is not installed: no reference");
        const QJsonObject ref = reference(path).value(QStringLiteral("devices")).toObject();
        QVERIFY2(!ref.isEmpty(), "the reference script read no GPU work");
        const Trace* t = load(path);
        QVERIFY(t);
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(static_cast<qsizetype>(accounting.devices.size()), ref.size());
        for (const DeviceGpuTime& d : accounting.devices) {
            const QJsonObject r = ref.value(QString::number(d.device)).toObject();
            QVERIFY2(!r.isEmpty(), qPrintable(QStringLiteral("device %1 not in the reference").arg(d.device)));
            const double spanUs = r.value(QStringLiteral("span_us")).toDouble();
            const double tolerance = 0.01 * spanUs;
            const auto us = [](std::int64_t ns) { return static_cast<double>(ns) / 1000.0; };
            QVERIFY2(std::abs(us(d.whole.spanNs) - spanUs) <= tolerance,
                     qPrintable(QStringLiteral("span %1 µs against %2").arg(us(d.whole.spanNs)).arg(spanUs)));
            const double busy = r.value(QStringLiteral("busy_us")).toDouble();
            QVERIFY2(std::abs(us(d.whole.busyNs()) - busy) <= tolerance,
                     qPrintable(QStringLiteral("busy %1 µs against %2").arg(us(d.whole.busyNs())).arg(busy)));
            const double exposed = r.value(QStringLiteral("exposed_communication_us")).toDouble();
            QVERIFY2(std::abs(us(d.whole.communicationNs) - exposed) <= tolerance,
                     qPrintable(QStringLiteral("exposed communication %1 µs against %2")
                                    .arg(us(d.whole.communicationNs))
                                    .arg(exposed)));
            QCOMPARE(d.whole.busyNs() + d.whole.idleTotalNs(), d.whole.spanNs);
        }
    }

    void firstChainNamesTheTruth_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("rule");  // "" = healthy: nothing at HIGH or MEDIUM
        QTest::addColumn<QString>("place"); // a part of the first chain's title, "" = none asked
        QTest::newRow("param resnet: input starvation")
            << QStringLiteral("facebookresearch__param__rtx2080ti-resnet-train-dataloader-starvation.json.gz")
            << QStringLiteral("input-starvation") << QStringLiteral("DataLoader");
        QTest::newRow("param mlp: host-bound")
            << QStringLiteral("facebookresearch__param__rtx2080ti-mlp-train-host-bound.json.gz")
            << QStringLiteral("cpu-bound|launch-bound") << QString();
        QTest::newRow("pt18 num_workers=0: DataLoader on the training thread")
            << QStringLiteral("pytorch__kineto__pt18-resnet50-num_workers_0-2020-12-dataloader-stall.pt.trace.json.gz")
            << QStringLiteral("input-starvation") << QStringLiteral("_SingleProcessDataLoaderIter");
        QTest::newRow("pt18 num_workers=4: GPU-bound") << QStringLiteral(
            "pytorch__kineto__pt18-resnet50-profiler_api-num_workers_4-2021-01-gpu-bound.pt.trace.json.gz")
                                                       << QString() << QString();
        QTest::newRow("V100 DDP: healthy")
            << QStringLiteral("facebookresearch__HolisticTraceAnalysis__v100-ddp-resnet-healthy.pt.trace.json.gz")
            << QString() << QString();
        QTest::newRow("V100 TorchRec: GPU-bound") << QStringLiteral(
            "facebookresearch__HolisticTraceAnalysis__v100-2rank-rank1-torchrec-cudagraph-gpu-bound.json.gz")
                                                  << QString() << QString();
        QTest::newRow("A100 TorchRec: exposed all-to-all") << QStringLiteral(
            "facebookresearch__HolisticTraceAnalysis__a100-8rank-rank3-torchrec-exposed-alltoall.json.gz")
                                                           << QStringLiteral("exposed-communication") << QString();
        QTest::newRow("A100 DDP: host-bound")
            << QStringLiteral("facebookresearch__HolisticTraceAnalysis__a100-2rank-rank0-ddp-host-bound.json.gz")
            << QStringLiteral("cpu-bound|launch-bound") << QString();
        QTest::newRow("particle transformer bs2: launch-bound")
            << QStringLiteral("harryjmoss__particle_transformer__a100-forward-bs2-warm-launch-bound.pt.trace.json")
            << QStringLiteral("launch-bound|cpu-bound") << QString();
        QTest::newRow("particle transformer bs128: near balanced")
            << QStringLiteral("harryjmoss__particle_transformer__a100-forward-bs128-warm-near-balanced.pt.trace.json")
            << QString() << QString();
    }

    void firstChainNamesTheTruth()
    {
        QFETCH(QString, name);
        QFETCH(QString, rule);
        QFETCH(QString, place);
        const QString path = publicTrace(name);
        FAULTLINE_REQUIRE_FIXTURE(path);
        const Trace* t = load(path);
        QVERIFY(t);
        const std::vector<Chain> chains = ChainEngine::derive(*t, {});
        QString all;
        for (const Chain& c : chains)
            all += QStringLiteral("\n  [%1] %2: %3")
                       .arg(QLatin1String(severityName(c.severity)), QString::fromStdString(c.rule),
                            QString::fromStdString(c.title));
        if (rule.isEmpty()) {
            for (const Chain& c : chains)
                QVERIFY2(c.severity == ChainSeverity::Low, qPrintable(QStringLiteral("a healthy trace:") + all));
            return;
        }
        QVERIFY2(!chains.empty(), qPrintable(name));
        const Chain& first = chains.front();
        QVERIFY2(rule.split(QLatin1Char('|')).contains(QString::fromStdString(first.rule)), qPrintable(all));
        QVERIFY2(first.severity >= ChainSeverity::Medium, qPrintable(all));
        if (!place.isEmpty())
            QVERIFY2(QString::fromStdString(first.title).contains(place), qPrintable(all));
        QVERIFY(!first.recommendations.empty());
    }

    // PyTorch 1.8-1.10 wrote Kernel/Runtime/Operator/Memcpy/Memset and thread ids as strings: their
    // GPU work and launch links import like a current trace's, and ProfilerStep#N (an Operator
    // then) makes the steps.
    void olderTracesImportTheirGpuWorkAndSteps()
    {
        const QString path = publicTrace(
            QStringLiteral("pytorch__kineto__pt18-resnet50-num_workers_0-2020-12-dataloader-stall.pt.trace.json.gz"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        const Trace* t = load(path);
        QVERIFY(t);
        QVERIFY(t->gpuOpCount() >= 9538 + 12 + 377);
        QVERIFY(t->gpuLinksByCall.size() >= 9000);
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(accounting.devices.size(), std::size_t{1});
        QCOMPARE(accounting.devices.front().steps.size(), std::size_t{6});
        QCOMPARE(accounting.devices.front().countedSteps, std::int64_t{6});
        // The DataLoader's __next__ on the training thread (49.5-59.3 ms a step) is the idle's
        // largest cause.
        const GpuTimeFigures& f = accounting.devices.front().counted;
        QVERIFY(f.idle(IdleCause::Input) >= 6 * 40'000'000LL);
    }

    // The first iteration of the param ResNet trace waits 1.9 s for the DataLoader's workers to
    // start: warm-up, left out of the shares and said as such, LOW.
    void warmupIsSetApart()
    {
        const QString path = publicTrace(
            QStringLiteral("facebookresearch__param__rtx2080ti-resnet-train-dataloader-starvation.json.gz"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        const Trace* t = load(path);
        QVERIFY(t);
        const GpuTimeAccounting accounting = accountGpuTime(*t);
        QCOMPARE(accounting.devices.size(), std::size_t{1});
        const DeviceGpuTime& d = accounting.devices.front();
        QVERIFY(!d.steps.empty());
        QVERIFY(d.steps.front().warmup);
        QVERIFY(d.countedSteps >= 28);
        const std::vector<Chain> chains = ChainEngine::derive(*t, {});
        const auto warm = std::find_if(chains.begin(), chains.end(),
                                       [](const Chain& c) { return c.rule == "warm-up"; });
        QVERIFY(warm != chains.end());
        QCOMPARE(warm->severity, ChainSeverity::Low);
    }
};

QTEST_GUILESS_MAIN(TestGpuTime)
#include "tst_gpu_time.moc"
