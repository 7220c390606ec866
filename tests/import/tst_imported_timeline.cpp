// What an imported profiler trace gives once loaded (issue 26, items 3 and 4): the GPU's own
// streams as lanes with the launch links, a GPU-busy counter, the running line of each Python
// frame read from the workload's script, and chains that name the MANIFEST's cause on the H100
// traces of ../shared/fixtures/gpu-h100. Every figure is checked against python3's json module over
// the trace itself.

#include "CaptureMerger.h"
#include "ChainEngine.h"
#include "CounterTracks.h"
#include "EventDetails.h"
#include "GpuH100Manifest.h"
#include "RangeLanes.h"
#include "SourceLines.h"
#include "SourceResolver.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TimelineModel.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"
#include "rules/RuleSupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <limits>
#include <map>
#include <memory>
#include <set>
#include <tuple>

using namespace faultline;

namespace {

QString corpus()
{
    return test::gpuH100Corpus();
}

QString tracePath(const QString& name)
{
    return corpus() + QLatin1Char('/') + name + QStringLiteral(".kineto.json.gz");
}

// python3's json module over the trace: per stream, how many kernels, copies and memsets ran;
// the union of the time they ran (ns, from the exact µs text); how many of them have a runtime
// or driver call with the same correlation id (their launch).
constexpr char kGpuScript[] = R"PY(
import gzip, json, sys
from decimal import Decimal
d = json.load(gzip.open(sys.argv[1], 'rt'), parse_float=Decimal)
ev = [e for e in d['traceEvents'] if isinstance(e, dict) and e.get('ph') == 'X']
kinds = {'kernel': 'kernel', 'gpu_memcpy': 'memcpy', 'gpu_memset': 'memset'}
calls = set(e['args']['correlation'] for e in ev if e.get('cat') in ('cuda_runtime', 'cuda_driver')
            and 'correlation' in e.get('args', {}))
streams, spans, linked = {}, [], 0
for e in ev:
    k = kinds.get(e.get('cat'))
    if not k:
        continue
    key = '%s/%s' % (e['args'].get('stream', e.get('tid')), k)
    streams[key] = streams.get(key, 0) + 1
    start = int(Decimal(str(e['ts'])) * 1000)
    spans.append((start, start + int(Decimal(str(e['dur'])) * 1000)))
    if e['args'].get('correlation') in calls:
        linked += 1
spans.sort()
busy, cur = 0, None
for s, t in spans:
    if cur and s <= cur[1]:
        cur[1] = max(cur[1], t)
    else:
        if cur:
            busy += cur[1] - cur[0]
        cur = [s, t]
if cur:
    busy += cur[1] - cur[0]
print(json.dumps(dict(streams=streams, busy=busy, linked=linked)))
)PY";

QJsonObject pythonGpu(const QString& path)
{
    QProcess p;
    p.start(QStringLiteral("python3"), {QStringLiteral("-c"), QString::fromUtf8(kGpuScript), path});
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        qWarning("python3: %s", p.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

std::int64_t sqlInt(const std::string& path, const std::string& sql)
{
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path, true, &error))
        return -1;
    return db.queryInt(sql, -1);
}

const char* kindName(std::uint8_t op)
{
    switch (static_cast<GpuOpKind>(op)) {
    case GpuOpKind::Kernel: return "kernel";
    case GpuOpKind::Memcpy: return "memcpy";
    case GpuOpKind::Memset: return "memset";
    default: return "other";
    }
}

} // namespace

class TestImportedTimeline : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::map<QString, std::shared_ptr<Trace>> m_traces;

    QString capturePath(const QString& name) const { return m_dir.filePath(name + QStringLiteral(".db")); }

    // The trace imported (once) and loaded.
    const Trace* trace(const QString& name)
    {
        auto it = m_traces.find(name);
        if (it != m_traces.end())
            return it->second.get();
        import::ImportWriteResult written;
        std::string error;
        if (!import::importTrace(tracePath(name).toStdString(), capturePath(name).toStdString(), {}, &written,
                                 &error)) {
            qWarning("import: %s", error.c_str());
            return nullptr;
        }
        LoadResult loaded = TraceBuilder::load(capturePath(name).toStdString());
        if (!loaded.trace) {
            qWarning("load: %s", loaded.error.c_str());
            return nullptr;
        }
        return m_traces.emplace(name, std::shared_ptr<Trace>(loaded.trace.release())).first->second.get();
    }

private slots:
    void sourceLinesComeFromTheScript()
    {
        // A module loop calling .item() on one line, the word in a docstring and a comment, a
        // nested function, an f-string that calls, and two lines that call cuda().
        const std::string script = "\"\"\"Calls .item() in the docstring, not a call.\"\"\"\n" // 1
                                   "import torch\n"                                            // 2
                                   "model = make().cuda()\n"                                   // 3
                                   "def helper(x):\n"                                          // 4
                                   "    return x.item()  # a call inside the function\n"       // 5
                                   "for step in range(3):\n"                                   // 6
                                   "    y = x.cuda()  # .item() here is a comment\n"           // 7
                                   "    print(f\"{y.item()}\")\n";                             // 8
        SourceLineFinder finder([&](const std::string& path) -> std::optional<std::string> {
            if (path == "train.py")
                return script;
            return std::nullopt;
        });
        const auto python = [](std::string file, std::string function, int defLine) {
            capture::StackFrame f;
            f.kind = capture::FrameKind::Python;
            f.pyFile = std::move(file);
            f.pyFunction = std::move(function);
            f.pyDefLine = defLine;
            return f;
        };
        const auto builtin = [](std::string name) {
            capture::StackFrame f;
            f.kind = capture::FrameKind::Python;
            f.pyFunction = std::move(name);
            return f;
        };
        // .item() from the module: the f-string on line 8, not the docstring or the function.
        std::vector<capture::StackFrame> frames = {builtin("<built-in method item of Tensor object>"),
                                                   python("train.py", "<module>", 0)};
        finder.resolve(frames);
        QCOMPARE(frames[1].pyLine, 8);
        // .item() inside helper (defined on line 4): line 5.
        frames = {builtin("<built-in method item of Tensor object>"), python("train.py", "helper", 4)};
        finder.resolve(frames);
        QCOMPARE(frames[1].pyLine, 5);
        // Two different callees named cuda, in the order they first ran: lines 3 and 7.
        frames = {python("torch/nn/modules/module.py", "cuda", 1080), python("train.py", "<module>", 0)};
        finder.resolve(frames);
        QCOMPARE(frames[1].pyLine, 3);
        frames = {builtin("<built-in method cuda of Tensor object>"), python("train.py", "<module>", 0)};
        finder.resolve(frames);
        QCOMPARE(frames[1].pyLine, 7);
        // A framework op calls by its name after the namespace; nothing calls "mm" here.
        capture::StackFrame op;
        op.kind = capture::FrameKind::Native;
        op.symbol = "aten::mm";
        frames = {op, python("train.py", "<module>", 0)};
        finder.resolve(frames);
        QCOMPARE(frames[1].pyLine, 0);
        // A file that cannot be read keeps its frames unplaced.
        frames = {builtin("<built-in method item of Tensor object>"), python("other.py", "<module>", 0)};
        finder.resolve(frames);
        QCOMPARE(frames[1].pyLine, 0);
        QCOMPARE(finder.placed(), std::int64_t{4});
        QCOMPARE(SourceLineFinder::callName(op), std::string("mm"));

        // The reader beside a trace: scripts by their recorded (relative or absolute) path or by
        // name, and nothing that is not a .py file, whatever the trace names.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("models")));
        for (const QString& name :
             {QStringLiteral("train.py"), QStringLiteral("models/net.py"), QStringLiteral("secret.txt")}) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("x = 1\n");
        }
        const SourceLineFinder::Reader read = sourceNextTo(dir.filePath(QStringLiteral("trace.json.gz")).toStdString());
        QVERIFY(read("train.py"));
        QVERIFY(read("models/net.py"));
        QVERIFY(read("/elsewhere/on/the/node/train.py")); // the same name beside the trace
        QVERIFY(read(dir.filePath(QStringLiteral("train.py")).toStdString()));
        QVERIFY(!read("secret.txt"));
        QVERIFY(!read(dir.filePath(QStringLiteral("secret.txt")).toStdString()));
        QVERIFY(!read("missing.py"));
    }

    void gpuStreamsHoldWhatRanOnTheGpu_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* n : {"item_sync", "pageable_copy", "empty_cache_churn", "slow_collate_main_thread"})
            QTest::newRow(n) << QString::fromLatin1(n);
    }
    void gpuStreamsHoldWhatRanOnTheGpu()
    {
        QFETCH(QString, name);
        FAULTLINE_REQUIRE_FIXTURE(tracePath(name));
        const Trace* t = trace(name);
        QVERIFY(t);
        const QJsonObject truth = pythonGpu(tracePath(name));
        QVERIFY(!truth.isEmpty());

        // Each (stream, kind) holds python's count; every lane is by start; one GPU process.
        std::map<QString, int> counted;
        std::int64_t linked = 0;
        int gpuProcesses = 0;
        for (const Process& p : t->processes) {
            if (p.gpuDevice < 0)
                continue;
            ++gpuProcesses;
            QCOMPARE(p.name.substr(0, 6), std::string("GPU 0 "));
            for (const std::uint32_t th : p.threads) {
                for (const std::uint32_t l : t->threads[th].lanes) {
                    const Lane& lane = t->lanes[l];
                    QCOMPARE(lane.kind, LaneKind::GpuStream);
                    QVERIFY(std::is_sorted(lane.events.start.begin(), lane.events.start.end()));
                    for (std::uint32_t i = 0; i < lane.events.size(); ++i) {
                        const QString key = QStringLiteral("%1/%2")
                                                .arg(t->threads[th].tid)
                                                .arg(QString::fromLatin1(kindName(lane.events.opAt(i))));
                        ++counted[key];
                        const EventRef call = t->launchOf({l, i});
                        if (!call.isValid())
                            continue;
                        ++linked;
                        // The link goes both ways, and to a CUDA call.
                        const std::vector<EventRef> work = t->gpuWorkOf(call);
                        QVERIFY(std::find(work.begin(), work.end(), EventRef{l, i}) != work.end());
                        const LaneKind callLane = t->lanes[call.lane].kind;
                        QVERIFY(callLane == LaneKind::CudaRuntime || callLane == LaneKind::Driver);
                    }
                }
            }
        }
        QCOMPARE(gpuProcesses, 1);
        const QJsonObject streams = truth.value(QStringLiteral("streams")).toObject();
        QCOMPARE(int(counted.size()), int(streams.size()));
        for (auto it = streams.begin(); it != streams.end(); ++it)
            QCOMPARE(counted[it.key()], it.value().toInt());
        QCOMPARE(linked, std::int64_t(truth.value(QStringLiteral("linked")).toDouble()));
        QVERIFY(linked > 0);
        // The capture's own events are counted apart from the GPU's.
        QCOMPARE(t->eventCount(), sqlInt(capturePath(name).toStdString(), "SELECT count(*) FROM events"));
        QCOMPARE(
            t->gpuOpCount(),
            sqlInt(capturePath(name).toStdString(), "SELECT count(*) FROM faultline_gpu_activity WHERE kind != 5"));

        // The GPU-busy counter integrates to the union of the work python finds.
        const std::vector<timeline::CounterTrack> counters = timeline::buildCounterTracks(*t);
        const auto busy = std::find_if(counters.begin(), counters.end(),
                                       [](const timeline::CounterTrack& c) { return c.name == "GPU 0 busy"; });
        QVERIFY(busy != counters.end());
        double integral = 0;
        for (std::size_t k = 0; k + 1 < busy->time.size(); ++k)
            integral += busy->value[k] / 100.0 * static_cast<double>(busy->time[k + 1] - busy->time[k]);
        const double expected = truth.value(QStringLiteral("busy")).toDouble();
        QVERIFY2(std::abs(integral - expected) <= expected * 1e-5 + 10000,
                 qPrintable(QStringLiteral("%1 vs %2").arg(integral).arg(expected)));
        for (const double v : busy->value)
            QVERIFY(v >= 0 && v <= 100.0 + 1e-9);

        // The timeline shows the GPU and its streams under their own titles.
        timeline::TimelineModel model(m_traces[name]);
        bool gpuRow = false;
        bool streamRow = false;
        for (const timeline::TimelineRow& row : model.rows()) {
            const std::string title = model.rowTitle(row);
            gpuRow = gpuRow
                || (row.kind == timeline::TimelineRow::Kind::Process && title.starts_with("GPU 0 · NVIDIA H100"));
            streamRow = streamRow
                || (row.kind == timeline::TimelineRow::Kind::Lane && t->lanes[row.lane].kind == LaneKind::GpuStream
                    && title.starts_with("GPU stream "));
        }
        QVERIFY(gpuRow);
        QVERIFY(streamRow);
    }

    void detailsNameBothEndsOfALaunch()
    {
        FAULTLINE_REQUIRE_FIXTURE(tracePath(QStringLiteral("pageable_copy")));
        const Trace* t = trace(QStringLiteral("pageable_copy"));
        QVERIFY(t);
        int pageable = 0;
        for (std::uint32_t l = 0; l < t->lanes.size(); ++l) {
            const Lane& lane = t->lanes[l];
            if (lane.kind != LaneKind::GpuStream)
                continue;
            for (std::uint32_t i = 0; i < lane.events.size(); ++i) {
                if (static_cast<GpuOpKind>(lane.events.opAt(i)) != GpuOpKind::Memcpy)
                    continue;
                const GpuOpArgs args = gpuOpArgs(lane.events.arg0[i]);
                if (args.hostMemory != kHostPageable)
                    continue;
                ++pageable;
                QCOMPARE(t->gpuName({l, i}), std::string("Memcpy HtoD (Pageable -> Device)"));
                const timeline::EventDetails gpu = timeline::describeEvent(*t, {l, i});
                const auto launched = std::find_if(gpu.arguments.begin(), gpu.arguments.end(),
                                                   [](const auto& f) { return f.label == "Launched by"; });
                QVERIFY(launched != gpu.arguments.end());
                QVERIFY2(launched->value.starts_with("cudaMemcpyAsync"), launched->value.c_str());
                const timeline::EventDetails call = timeline::describeEvent(*t, t->launchOf({l, i}));
                QCOMPARE(call.op, std::string("cudaMemcpyAsync"));
                QVERIFY(std::any_of(call.arguments.begin(), call.arguments.end(), [](const auto& f) {
                    return f.label == "Ran on the GPU" && f.value.starts_with("Memcpy HtoD (Pageable -> Device)");
                }));
                // The copy the call asked for is the one the GPU ran.
                QCOMPARE(t->lanes[t->launchOf({l, i}).lane].events.arg0[t->launchOf({l, i}).index],
                         lane.events.arg1[i]);
            }
        }
        QCOMPARE(pageable, 40); // the workload's 40 steps, one 256 MiB copy each

        // Calls under the catch-all op show the name the trace gave them.
        std::int64_t named = 0;
        for (std::uint32_t l = 0; l < t->lanes.size(); ++l) {
            for (std::uint32_t i = 0; i < t->lanes[l].events.size(); ++i) {
                if (t->callName({l, i}).empty())
                    continue;
                ++named;
                QCOMPARE(timeline::describeEvent(*t, {l, i}).op, t->callName({l, i}));
            }
        }
        QCOMPARE(named,
                 sqlInt(capturePath(QStringLiteral("pageable_copy")).toStdString(),
                        "SELECT count(*) FROM faultline_call_names"));
        QVERIFY(named > 0);
    }

    void profilerRangesAreLanesNotNotes()
    {
        FAULTLINE_REQUIRE_FIXTURE(tracePath(QStringLiteral("item_sync")));
        const Trace* t = trace(QStringLiteral("item_sync"));
        QVERIFY(t);
        // python3: the trace's user_annotation ranges.
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral("-c"),
                 QStringLiteral("import gzip, json, sys; d = json.load(gzip.open(sys.argv[1], 'rt')); "
                                "print(sum(1 for e in d['traceEvents'] if e.get('cat') == 'user_annotation'))"),
                 tracePath(QStringLiteral("item_sync"))});
        QVERIFY(p.waitForFinished(60000) && p.exitCode() == 0);
        const int ranges = p.readAllStandardOutput().trimmed().toInt();
        QVERIFY(ranges > 0);
        QCOMPARE(int(std::count_if(t->annotations.begin(), t->annotations.end(), timeline::isImportedRange)), ranges);
        const std::vector<std::unique_ptr<timeline::QueryLane>> lanes = timeline::importedRangeLanes(*t);
        std::size_t events = 0;
        for (const auto& lane : lanes) {
            QVERIFY(QString::fromStdString(lane->title).startsWith(QStringLiteral("Profiler ranges")));
            events += lane->events.size();
            for (std::size_t i = 0; i < lane->events.size(); ++i) {
                QCOMPARE(lane->events.arg1[i], timeline::kNotAResultRow);
                QVERIFY(lane->labelAt(i).starts_with("Optimizer."));
            }
        }
        QCOMPARE(int(events), ranges);

        // Nested ranges go one level down each, NVTX apart from the profiler's own.
        Trace nested;
        const auto range = [](std::int64_t from, std::int64_t to, const char* kind, const char* text) {
            capture::StoredAnnotation a;
            a.timestamp = a.spanStart = from;
            a.spanEnd = to;
            a.labels = {{"faultline.text", text}, {"import.range", kind}};
            return a;
        };
        nested.annotations = {
            range(100, 1000, "user_annotation", "ProfilerStep#1"),  range(200, 400, "user_annotation", "forward"),
            range(250, 300, "user_annotation", "attention"),        range(500, 900, "user_annotation", "backward"),
            range(1000, 2000, "user_annotation", "ProfilerStep#2"), range(150, 160, "nvtx", "load")};
        nested.annotations.push_back(nested.annotations.front());
        nested.annotations.back().labels = {{"faultline.text", "a reviewer's note"}};
        const auto levels = timeline::importedRangeLanes(nested);
        QCOMPARE(levels.size(), std::size_t{4});
        QCOMPARE(levels[0]->title, std::string("NVTX ranges"));
        QCOMPARE(levels[1]->title, std::string("Profiler ranges"));
        QCOMPARE(levels[1]->events.size(), std::size_t{2}); // the steps
        QCOMPARE(levels[2]->title, std::string("Profiler ranges · level 2"));
        QCOMPARE(levels[2]->events.size(), std::size_t{2}); // forward, backward
        QCOMPARE(levels[3]->events.size(), std::size_t{1}); // attention
        QCOMPARE(levels[3]->labelAt(0), std::string("attention"));
    }

    void theTrueCauseComesFirst_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("line");
        QTest::newRow("item() sync") << QStringLiteral("item_sync") << QStringLiteral("host-sync") << 12;
        QTest::newRow("pageable copy") << QStringLiteral("pageable_copy") << QStringLiteral("pageable-copy") << 8;
        QTest::newRow("empty_cache churn")
            << QStringLiteral("empty_cache_churn") << QStringLiteral("alloc-churn") << 12;
        QTest::newRow("starved main thread")
            << QStringLiteral("slow_collate_main_thread") << QStringLiteral("input-starvation") << 16;
    }
    void theTrueCauseComesFirst()
    {
        QFETCH(QString, name);
        QFETCH(QString, rule);
        QFETCH(int, line);
        FAULTLINE_REQUIRE_FIXTURE(tracePath(name));
        QCOMPARE(test::manifestLine(name), line); // the truth is the MANIFEST's
        const Trace* t = trace(name);
        QVERIFY(t);
        // As `faultline explain` and the GUI find scripts: beside the trace the capture came from.
        const std::string from = import::importedTracePath(capturePath(name).toStdString());
        QCOMPARE(QFileInfo(QString::fromStdString(from)).canonicalFilePath(),
                 QFileInfo(tracePath(name)).canonicalFilePath());
        SourceResolver resolver;
        resolver.setTraceFolder(corpus());
        ChainOptions options;
        options.readSource = resolver.textReader();
        const std::vector<Chain> chains = ChainEngine::derive(*t, options);
        QVERIFY2(!chains.empty(), qPrintable(name));
        const Chain& first = chains.front();
        QCOMPARE(QString::fromStdString(first.rule), rule);
        QVERIFY(first.severity >= ChainSeverity::Medium);
        QVERIFY(!first.sources.empty());
        QVERIFY2(QString::fromStdString(first.sources.front().file).endsWith(name + QStringLiteral(".py")),
                 first.sources.front().file.c_str());
        QCOMPARE(first.sources.front().line, line);
        QVERIFY(!first.recommendations.empty());

        // Without the script, no frame has a running line: no chain can name the line.
        const std::string hidden = m_dir.filePath(name + QStringLiteral("-alone.db")).toStdString();
        const QString lonely = m_dir.filePath(QStringLiteral("alone-") + name + QStringLiteral(".kineto.json.gz"));
        QVERIFY(QFile::copy(tracePath(name), lonely));
        import::ImportWriteResult written;
        std::string error;
        QVERIFY2(import::importTrace(lonely.toStdString(), hidden, {}, &written, &error), error.c_str());
        QCOMPARE(written.linesFromSource, std::int64_t{0});
        QVERIFY(sqlInt(hidden, "SELECT count(*) FROM stack_traces WHERE frames LIKE '%\"xl\"%'") == 0);
    }

    void theGpuUseIsSummedUp_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("minBusy");
        QTest::addColumn<double>("maxBusy");
        QTest::addColumn<QString>("top");
        // The copies fill the GPU; the starved loop leaves it idle nearly all the time.
        QTest::newRow("pageable copy") << QStringLiteral("pageable_copy") << 0.85 << 1.0
                                       << QStringLiteral("Memcpy HtoD (Pageable -> Device)");
        QTest::newRow("starved main thread") << QStringLiteral("slow_collate_main_thread") << 0.0 << 0.1 << QString();
    }
    void theGpuUseIsSummedUp()
    {
        QFETCH(QString, name);
        QFETCH(double, minBusy);
        QFETCH(double, maxBusy);
        QFETCH(QString, top);
        FAULTLINE_REQUIRE_FIXTURE(tracePath(name));
        const Trace* t = trace(name);
        QVERIFY(t);
        const std::vector<Chain> chains = ChainEngine::derive(*t, {});
        const auto it = std::find_if(chains.begin(), chains.end(),
                                     [](const Chain& c) { return c.rule == "gpu-utilisation"; });
        QVERIFY(it != chains.end());
        // A summary: never above the chains that name a cause.
        QCOMPARE(it->severity, ChainSeverity::Low);
        QVERIFY(chains.front().rule != "gpu-utilisation");
        // Busy time is the union of the GPU work in the chain's window, as GpuBusy counts it.
        const ChainStep& busy = it->steps.front();
        QCOMPARE(busy.op, std::string("busy"));
        const auto host = std::find_if(t->processes.begin(), t->processes.end(),
                                       [&](const Process& p) { return p.pid == it->pid && p.gpuDevice < 0; });
        QVERIFY(host != t->processes.end());
        const rules::GpuBusy gpu(*t, static_cast<std::uint32_t>(host - t->processes.begin()));
        QCOMPARE(busy.durationNs, gpu.busyIn(it->windowStart, it->windowEnd));
        const double share = double(busy.durationNs) / double(it->windowEnd - it->windowStart);
        QVERIFY2(share >= minBusy && share <= maxBusy, qPrintable(QString::number(share)));
        if (!top.isEmpty())
            QVERIFY2(QString::fromStdString(it->steps.back().detail).contains(top), it->steps.back().detail.c_str());
        QVERIFY(!it->evidence.empty());

        // The median launch delay is python's: each kernel in the window, its start after the start of
        // the runtime or driver call with its correlation id (in the trace's own µs text).
        const auto delay = std::find_if(it->steps.begin(), it->steps.end(),
                                        [](const ChainStep& step) { return step.op == "launch delay"; });
        QVERIFY(delay != it->steps.end());
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral("-c"), QStringLiteral(R"PY(
import gzip, json, sys
from decimal import Decimal
d = json.load(gzip.open(sys.argv[1], 'rt'), parse_float=Decimal)
base = int(d.get('baseTimeNanoseconds', 0))
lo, hi = int(sys.argv[2]), int(sys.argv[3])
ns = lambda us: base + int(Decimal(str(us)) * 1000)
ev = [e for e in d['traceEvents'] if isinstance(e, dict) and e.get('ph') == 'X']
calls = {e['args']['correlation']: ns(e['ts']) for e in ev
         if e.get('cat') in ('cuda_runtime', 'cuda_driver') and 'correlation' in e.get('args', {})}
delays = sorted(ns(e['ts']) - calls[e['args']['correlation']] for e in ev
                if e.get('cat') == 'kernel' and e['args'].get('correlation') in calls
                and ns(e['ts']) < hi and ns(e['ts']) + int(Decimal(str(e['dur'])) * 1000) > lo)
print(delays[len(delays) // 2])
)PY"),
                 tracePath(name), QString::number(it->windowStart), QString::number(it->windowEnd)});
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE(delay->durationNs, p.readAllStandardOutput().trimmed().toLongLong());
    }

    void capturesImportedBeforeTheNamesTableStillOpen()
    {
        // Until the kernel names got a table of their own, an import held faultline_gpu_activity
        // as a table naming each row's kernel. Such a capture shows the same GPU work, and merges
        // into the new layout with each name once.
        const QString name = QStringLiteral("item_sync");
        FAULTLINE_REQUIRE_FIXTURE(tracePath(name));
        const Trace* now = trace(name);
        QVERIFY(now);
        const std::string current = capturePath(name).toStdString();
        QCOMPARE(sqlInt(current,
                        "SELECT count(*) FROM sqlite_master WHERE type = 'view' AND "
                        "name = 'faultline_gpu_activity'"),
                 std::int64_t{1});
        // Each name once, and no row lost by the view's join.
        QCOMPARE(sqlInt(current, "SELECT count(*) FROM faultline_gpu_names"),
                 sqlInt(current, "SELECT count(DISTINCT name) FROM faultline_gpu_activity"));
        QCOMPARE(sqlInt(current, "SELECT count(*) FROM faultline_gpu_activity"),
                 sqlInt(current, "SELECT count(*) FROM faultline_gpu_work"));
        QVERIFY(sqlInt(current, "SELECT count(*) FROM faultline_gpu_names") > 1);

        const QString legacy = m_dir.filePath(QStringLiteral("legacy.db"));
        QFile::remove(legacy);
        QVERIFY(QFile::copy(capturePath(name), legacy));
        QVERIFY(QFile::setPermissions(legacy, QFile::ReadOwner | QFile::WriteOwner));
        {
            capture::SqliteDb db;
            std::string error;
            QVERIFY2(db.openReadWrite(legacy.toStdString(), &error), error.c_str());
            QVERIFY2(db.exec("CREATE TABLE old_gpu AS SELECT * FROM faultline_gpu_activity ORDER BY id; "
                             "DROP VIEW faultline_gpu_activity; DROP TABLE faultline_gpu_work; "
                             "DROP TABLE faultline_gpu_names; ALTER TABLE old_gpu RENAME TO faultline_gpu_activity",
                             &error),
                     error.c_str());
        }
        QCOMPARE(sqlInt(legacy.toStdString(),
                        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND "
                        "name = 'faultline_gpu_activity'"),
                 std::int64_t{1});
        // Every slice of every GPU stream: its start, its kernel's name, whether a launch is linked.
        const auto slices = [](const Trace& t) {
            std::vector<std::tuple<std::int64_t, std::string, bool>> out;
            for (std::uint32_t l = 0; l < t.lanes.size(); ++l) {
                if (t.lanes[l].kind != LaneKind::GpuStream)
                    continue;
                for (std::uint32_t i = 0; i < t.lanes[l].events.size(); ++i)
                    out.emplace_back(t.lanes[l].events.start[i], t.gpuName({l, i}), t.launchOf({l, i}).isValid());
            }
            std::sort(out.begin(), out.end());
            return out;
        };
        const auto expected = slices(*now);
        QVERIFY(expected.size() > 100);
        LoadResult old = TraceBuilder::load(legacy.toStdString());
        QVERIFY2(old.trace, old.error.c_str());
        QVERIFY(slices(*old.trace) == expected);

        const std::string merged = m_dir.filePath(QStringLiteral("legacy-merged.db")).toStdString();
        const capture::MergeResult result = capture::CaptureMerger::merge({{legacy.toStdString(), {}, {}}}, merged);
        QVERIFY2(result.ok, result.error.c_str());
        QCOMPARE(sqlInt(merged, "SELECT count(*) FROM faultline_gpu_names"),
                 sqlInt(current, "SELECT count(*) FROM faultline_gpu_names"));
        LoadResult remade = TraceBuilder::load(merged);
        QVERIFY2(remade.trace, remade.error.c_str());
        QVERIFY(slices(*remade.trace) == expected);
    }

    // Two ranks of one job, merged, their steps at the same time: each rank's GPU use is its own
    // GPU's. The copies keep one GPU busy; the starved rank's GPU idles all the same, and its
    // input-starvation chain finds its own GPU idle in the gaps, not the other rank's copies.
    void eachRankIsMeasuredAgainstItsOwnGpu()
    {
        const QString busyName = QStringLiteral("pageable_copy");
        const QString idleName = QStringLiteral("slow_collate_main_thread");
        FAULTLINE_REQUIRE_FIXTURE(tracePath(busyName));
        FAULTLINE_REQUIRE_FIXTURE(tracePath(idleName));
        const Trace* busyAlone = trace(busyName);
        const Trace* idleAlone = trace(idleName);
        QVERIFY(busyAlone && idleAlone);
        const auto utilisation = [](const std::vector<Chain>& chains, std::uint32_t pid) -> const Chain* {
            const auto it = std::find_if(chains.begin(), chains.end(),
                                         [&](const Chain& c) { return c.rule == "gpu-utilisation" && c.pid == pid; });
            return it == chains.end() ? nullptr : &*it;
        };
        const auto share = [](const Chain& c) {
            return double(c.steps.front().durationNs) / double(c.windowEnd - c.windowStart);
        };
        const std::vector<Chain> busyChains = ChainEngine::derive(*busyAlone, {});
        const std::vector<Chain> idleChains = ChainEngine::derive(*idleAlone, {});
        QVERIFY(!busyChains.empty() && !idleChains.empty());
        const Chain* busyOwn = utilisation(busyChains, busyChains.front().pid);
        const Chain* idleOwn = utilisation(idleChains, idleChains.front().pid);
        QVERIFY(busyOwn && idleOwn);

        // The busy rank's clock moved so that its steps start with the idle rank's.
        const std::int64_t shift = idleOwn->windowStart - busyOwn->windowStart;
        const std::string merged = m_dir.filePath(QStringLiteral("two-ranks.db")).toStdString();
        const capture::MergeResult result = capture::CaptureMerger::merge(
            {{capturePath(busyName).toStdString(), "rank0", capture::NodeClock{-shift, 0}},
             {capturePath(idleName).toStdString(), "rank1", std::nullopt}},
            merged);
        QVERIFY2(result.ok, result.error.c_str());
        LoadResult loaded = TraceBuilder::load(merged);
        QVERIFY2(loaded.trace, loaded.error.c_str());
        const Trace& job = *loaded.trace;
        int gpus = 0;
        for (const Process& p : job.processes)
            gpus += p.gpuDevice >= 0 ? 1 : 0;
        QCOMPARE(gpus, 2);
        const std::vector<Chain> chains = ChainEngine::derive(job, {});
        const Chain* busyRank = utilisation(chains, busyOwn->pid);
        const Chain* idleRank = utilisation(chains, idleOwn->pid);
        QVERIFY(busyRank && idleRank);
        // The windows overlap, most of the idle rank's inside the busy rank's.
        QVERIFY(busyRank->windowStart <= idleRank->windowStart + (idleRank->windowEnd - idleRank->windowStart) / 2);
        QVERIFY(busyRank->windowEnd > idleRank->windowStart);
        // Each rank's busy time is what it was alone.
        QCOMPARE(busyRank->steps.front().durationNs, busyOwn->steps.front().durationNs);
        QCOMPARE(idleRank->steps.front().durationNs, idleOwn->steps.front().durationNs);
        QVERIFY2(share(*idleRank) < 0.1, qPrintable(QString::number(share(*idleRank))));
        QVERIFY2(share(*busyRank) > 0.85, qPrintable(QString::number(share(*busyRank))));
        // The union of both GPUs over the idle rank's window holds the other rank's copies: far
        // more than its own GPU's.
        std::int64_t unionNs = 0;
        {
            std::vector<std::pair<std::int64_t, std::int64_t>> all;
            for (const Lane& lane : job.lanes) {
                if (lane.kind != LaneKind::GpuStream)
                    continue;
                for (std::size_t i = 0; i < lane.events.size(); ++i) {
                    if (static_cast<GpuOpKind>(lane.events.opAt(i)) != GpuOpKind::Sync)
                        all.emplace_back(
                            std::max(lane.events.start[i], idleRank->windowStart),
                            std::min(lane.events.start[i] + lane.events.durationAt(i), idleRank->windowEnd));
                }
            }
            std::sort(all.begin(), all.end());
            std::int64_t reach = std::numeric_limits<std::int64_t>::min();
            for (const auto& [from, to] : all) {
                if (to <= from)
                    continue;
                unionNs += std::max<std::int64_t>(0, to - std::max(from, reach));
                reach = std::max(reach, to);
            }
        }
        QVERIFY2(unionNs > 3 * idleRank->steps.front().durationNs,
                 qPrintable(QStringLiteral("%1 %2").arg(unionNs).arg(idleRank->steps.front().durationNs)));

        // The starved rank's input-starvation chain comes first for it, as alone.
        const auto starved = std::find_if(chains.begin(), chains.end(), [&](const Chain& c) {
            return c.pid == idleOwn->pid && c.rule != "gpu-utilisation";
        });
        QVERIFY(starved != chains.end());
        QCOMPARE(starved->rule, std::string("input-starvation"));
    }

    void pageableCopiesAreReadFromTheGpuSide()
    {
        // The pageable-copy chain takes the GPU's word over its guess from the calls' times: with
        // every launch made to look blocked (a full stream queue, which silences the guess) the
        // chain still comes; with the same copies marked pinned on the GPU side, none does.
        FAULTLINE_REQUIRE_FIXTURE(tracePath(QStringLiteral("pageable_copy")));
        QVERIFY(trace(QStringLiteral("pageable_copy")));
        const auto chainsOf = [&](const char* change) -> std::vector<Chain> {
            const QString copy = m_dir.filePath(QStringLiteral("changed.db"));
            QFile::remove(copy);
            if (!QFile::copy(capturePath(QStringLiteral("pageable_copy")), copy)
                || !QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner))
                return {};
            capture::SqliteDb db;
            std::string error;
            if (!db.openReadWrite(copy.toStdString(), &error) || !db.exec(change, &error)) {
                qWarning("%s", error.c_str());
                return {};
            }
            db.close();
            LoadResult loaded = TraceBuilder::load(copy.toStdString());
            return loaded.trace ? ChainEngine::derive(*loaded.trace, {}) : std::vector<Chain>{};
        };
        const auto pageable = [](const std::vector<Chain>& chains) {
            return std::find_if(chains.begin(), chains.end(), [](const Chain& c) { return c.rule == "pageable-copy"; });
        };
        // Launches (cudaLaunchKernel, cudaLaunchKernelExC) of 200 us each: the queue looks full.
        std::vector<Chain> chains = chainsOf("UPDATE events SET duration = 200000 WHERE source = 1 AND op IN (3, 67)");
        auto it = pageable(chains);
        QVERIFY(it != chains.end());
        QVERIFY2(it->title.find("10.0 GiB in 40 host-to-device copies") != std::string::npos, it->title.c_str());
        chains = chainsOf("UPDATE faultline_gpu_work SET host_memory = 2 WHERE kind = 3");
        QVERIFY(pageable(chains) == chains.end());
    }

    // A real rank's trace (HTA's A100 DDP rank 0, PyTorch 2.x): its distributedInfo and, on each
    // NCCL kernel, the collective and process group, as python3's json module reads them.
    void aRealRankKeepsItsProcessGroups()
    {
        const QString path = test::sharedDir()
            + QStringLiteral("/fixtures/kineto-public/"
                             "facebookresearch__HolisticTraceAnalysis__a100-2rank-rank0-ddp-host-bound.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(path);
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral("-c"),
                 QStringLiteral("import gzip, json, sys\n"
                                "d = json.load(gzip.open(sys.argv[1], 'rt'))\n"
                                "k = [e for e in d['traceEvents'] if e.get('cat') == 'kernel' and "
                                "'Process Group Name' in e.get('args', {})]\n"
                                "i = d['distributedInfo']\n"
                                "print(json.dumps({'collectives': ['%s|%s|%s|%s' % (e['args']['Collective name'], "
                                "e['args']['Process Group Name'], e['args']['Process Group Description'], "
                                "e['args']['Process Group Ranks']) for e in k], 'info': i}))\n"),
                 path});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject truth = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        const QJsonObject info = truth.value(QStringLiteral("info")).toObject();
        std::map<std::string, std::int64_t> expected;
        for (const QJsonValue v : truth.value(QStringLiteral("collectives")).toArray())
            ++expected[v.toString().toStdString()];
        QVERIFY(!expected.empty());

        const std::string out = m_dir.filePath(QStringLiteral("ddp-rank0.db")).toStdString();
        std::string error;
        QVERIFY2(import::importTrace(path.toStdString(), out, {}, nullptr, &error), error.c_str());
        capture::SqliteDb db;
        QVERIFY2(db.openReadOnly(out, true, &error), error.c_str());
        std::map<std::string, std::int64_t> found;
        capture::SqliteStatement st(db,
                                    "SELECT collective || '|' || pg_name || '|' || pg_desc || '|' || pg_ranks, "
                                    "count(*) FROM faultline_collectives GROUP BY 1");
        while (st.step() == SQLITE_ROW)
            found[std::string(st.text(0))] = st.int64(1);
        QCOMPARE(found, expected);
        // Each on its NCCL kernel.
        QCOMPARE(db.queryInt("SELECT count(*) FROM faultline_collectives c JOIN faultline_gpu_work w ON w.device = "
                             "c.device AND w.stream = c.stream AND w.start_ns = c.start_ns AND w.kind = 2"),
                 db.queryInt("SELECT count(*) FROM faultline_collectives"));
        const auto meta = [&](const std::string& key) {
            return db.queryText("SELECT value FROM faultline_capture_meta WHERE key = '" + key + "'");
        };
        QCOMPARE(meta("import.backend"), info.value(QStringLiteral("backend")).toString().toStdString());
        QCOMPARE(meta("import.nccl_version"), info.value(QStringLiteral("nccl_version")).toString().toStdString());
        QCOMPARE(meta("import.pg_count"), std::to_string(info.value(QStringLiteral("pg_count")).toInt()));
        QCOMPARE(QJsonDocument::fromJson(QByteArray::fromStdString(meta("import.pg_config"))).array(),
                 info.value(QStringLiteral("pg_config")).toArray());
    }

    // One job of four ranks (make_multirank_kineto.py), imported as `faultline import FOLDER` does:
    // each rank is a node, and every one of its rows says which rank it is, its GPU's included.
    void everyRowOfAJobSaysItsRank_data()
    {
        QTest::addColumn<QString>("ncclNames");
        QTest::newRow("current NCCL: ncclDevKernel_AllReduce_Sum_f32_RING_LL") << QStringLiteral("new");
        QTest::newRow("NCCL 2.17: ncclKernel_AllReduce_RING_LL_Sum_float") << QStringLiteral("old");
    }

    void everyRowOfAJobSaysItsRank()
    {
        QFETCH(QString, ncclNames);
        QTemporaryDir job;
        QVERIFY(job.isValid());
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), job.path(), QStringLiteral("--ranks"),
                 QStringLiteral("4"), QStringLiteral("--steps"), QStringLiteral("2"), QStringLiteral("--straggler"),
                 QStringLiteral("2"), QStringLiteral("--nccl-names"), ncclNames});
        if (!p.waitForFinished(60000) || p.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("python3 could not write the job: %1")
                                 .arg(QString::fromUtf8(p.readAllStandardError()))));
        const std::vector<std::string> traces = import::tracesInFolder(job.path().toStdString());
        QCOMPARE(traces.size(), std::size_t(4));
        const std::string merged = m_dir.filePath(QStringLiteral("job-%1.db").arg(ncclNames)).toStdString();
        std::string error;
        QVERIFY2(import::importTraces(traces, merged, {}, nullptr, &error), error.c_str());
        LoadResult loaded = TraceBuilder::load(merged);
        QVERIFY2(loaded.trace, loaded.error.c_str());
        const std::shared_ptr<Trace> trace(loaded.trace.release());

        // distributedInfo, each rank's under its node.
        for (int rank = 0; rank < 4; ++rank) {
            const std::string node = "node.rank" + std::to_string(rank) + ".import.";
            QCOMPARE(trace->metaValue(node + "rank"), std::to_string(rank));
            QCOMPARE(trace->metaValue(node + "world_size"), std::string("4"));
            QCOMPARE(trace->metaValue(node + "backend"), std::string("nccl"));
            QCOMPARE(trace->metaValue(node + "pg_count"), std::string("1"));
            QCOMPARE(trace->metaValue(node + "nccl_version"), std::string("2.21.5"));
            QCOMPARE(trace->metaValue(node + "host"), std::string("node-a"));
            const QJsonArray groups =
                QJsonDocument::fromJson(QByteArray::fromStdString(trace->metaValue(node + "pg_config"))).array();
            QCOMPARE(groups.size(), 1);
            QCOMPARE(groups.first().toObject().value(QStringLiteral("pg_desc")).toString(),
                     QStringLiteral("default_pg"));
            QCOMPARE(groups.first().toObject().value(QStringLiteral("ranks")).toArray().size(), 4);
        }

        // Each all-reduce, with its process group, on its rank's NCCL kernel.
        for (int rank = 0; rank < 4; ++rank) {
            const std::string node = "'rank" + std::to_string(rank) + "'";
            QCOMPARE(sqlInt(merged, "SELECT count(*) FROM faultline_collectives WHERE node = " + node),
                     std::int64_t(2));
            QCOMPARE(sqlInt(merged,
                            "SELECT count(*) FROM faultline_collectives c JOIN faultline_gpu_work w ON w.node = c.node "
                            "AND w.device = c.device AND w.stream = c.stream AND w.start_ns = c.start_ns AND w.end_ns "
                            "= c.end_ns AND w.kind = 2 WHERE c.node = "
                                + node
                                + " AND c.collective = 'allreduce' AND c.pg_name = '0' AND c.pg_desc = 'default_pg' "
                                  "AND c.pg_ranks = '[0, 1, 2, 3]' AND c.group_size = 4 AND c.in_nelems = 25557032 "
                                  "AND c.dtype = 'Float'"),
                     std::int64_t(2));
        }

        // Every process, GPUs included, is its rank's; the work no call launched too.
        QCOMPARE(sqlInt(merged, "SELECT count(*) FROM faultline_gpu_work WHERE launch_event = ''"), std::int64_t(4));
        int gpus = 0;
        for (const Process& process : trace->processes) {
            QVERIFY2(process.node == "rank" + std::to_string(process.rank), process.node.c_str());
            if (process.gpuDevice >= 0) {
                ++gpus;
                QCOMPARE(process.gpuDevice, process.rank); // rank r runs on GPU r
            }
        }
        QCOMPARE(gpus, 4);

        // The timeline: a group per rank, titled by rank, host and GPU; every row in it says the
        // rank again or sits under a process that does; every counter names its rank.
        timeline::TimelineModel model(trace);
        QCOMPARE(model.nodeCount(), std::size_t(4));
        std::set<std::string> groups;
        for (std::uint32_t n = 0; n < model.nodeCount(); ++n) {
            QVERIFY(!model.nodeName(n).empty());
            groups.insert(model.nodeLabel(n));
        }
        QCOMPARE(groups,
                 (std::set<std::string>{"rank 0 · node-a · GPU 0", "rank 1 · node-a · GPU 1", "rank 2 · node-a · GPU 2",
                                        "rank 3 · node-a · GPU 3"}));
        int lanes = 0;
        for (const timeline::TimelineRow& row : model.rows()) {
            const std::string title = model.rowTitle(row);
            QVERIFY2(title.find("(no node)") == std::string::npos, title.c_str());
            if (row.kind == timeline::TimelineRow::Kind::Process || row.kind == timeline::TimelineRow::Kind::Lane) {
                const std::string rank = "rank " + std::to_string(model.processRank(row.process));
                QVERIFY2(model.nodeTitle(row.node).starts_with(rank + " · "), title.c_str());
                if (row.kind == timeline::TimelineRow::Kind::Process)
                    QVERIFY2(title.find(rank) != std::string::npos, title.c_str());
                lanes += row.kind == timeline::TimelineRow::Kind::Lane ? 1 : 0;
            }
        }
        QCOMPARE(lanes, 4 * 3); // the runtime calls and two streams a rank
        std::set<std::string> busy;
        for (const timeline::CounterTrack& c : model.counters()) {
            QVERIFY2(c.name.starts_with("rank "), c.name.c_str());
            busy.insert(c.name);
        }
        QCOMPARE(busy,
                 (std::set<std::string>{"rank 0 · GPU 0 busy", "rank 1 · GPU 1 busy", "rank 2 · GPU 2 busy",
                                        "rank 3 · GPU 3 busy"}));

        // One rank alone keeps the labels of a single trace: no groups, no rank in the counters.
        const std::string single = m_dir.filePath(QStringLiteral("rank2-%1.db").arg(ncclNames)).toStdString();
        QVERIFY2(import::importTraces({traces[2]}, single, {}, nullptr, &error), error.c_str());
        LoadResult alone = TraceBuilder::load(single);
        QVERIFY2(alone.trace, alone.error.c_str());
        QCOMPARE(alone.trace->metaValue("import.host"), std::string("node-a"));
        QCOMPARE(alone.trace->metaValue("import.backend"), std::string("nccl"));
        const timeline::TimelineModel aloneModel(std::shared_ptr<Trace>(alone.trace.release()));
        QCOMPARE(aloneModel.nodeCount(), std::size_t(0));
        QCOMPARE(aloneModel.counters().size(), std::size_t(1));
        QCOMPARE(aloneModel.counters().front().name, std::string("GPU 2 busy"));
        for (const timeline::TimelineRow& row : aloneModel.rows()) {
            if (row.kind == timeline::TimelineRow::Kind::Process)
                QVERIFY2(aloneModel.rowTitle(row).find("rank") == std::string::npos, aloneModel.rowTitle(row).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestImportedTimeline)
#include "tst_imported_timeline.moc"
