// Importing PyTorch profiler (Kineto) traces into captures (issue 26), checked against an
// independent count: python3's json module over the same file.

#include "BadUtf8Rows.h"
#include "CaptureReader.h"
#include "FileHash.h"
#include "JsonStreamSplitter.h"
#include "KinetoImport.h"
#include "KinetoReader.h"
#include "ProbeCodes.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <chrono>
#include <cstring>
#include <map>
#include <thread>
#include <vector>
#include <zlib.h>

using namespace faultline;

namespace {

// What python3's json module counts in a Kineto trace: kernels, their total time in ns, launches
// (runtime or driver calls whose name has "LaunchKernel"), copies, memsets, CUDA [memory] events.
constexpr char kCountScript[] = R"PY(
import gzip, json, sys
from decimal import Decimal
path = sys.argv[1]
opener = gzip.open if open(path, 'rb').read(2) == b'\x1f\x8b' else open
with opener(path, 'rt', encoding='utf-8', errors='replace') as f:
    d = json.load(f, parse_float=Decimal)
events = d['traceEvents'] if isinstance(d, dict) else d
out = dict(kernels=0, kernel_ns=0, launches=0, memcpy=0, memset=0, memory=0, calls=0, rows=0, flows=0)
for e in events:
    if not isinstance(e, dict):
        out['rows'] += 1
        continue
    cat = e.get('cat')
    if e.get('ph') in ('s', 'f', 't'):
        out['flows'] += 1
    if e.get('ph') == 'X' and cat == 'kernel':
        out['kernels'] += 1
        out['kernel_ns'] += int((Decimal(e['dur']) * 1000).to_integral_value())
    if e.get('ph') == 'X' and cat in ('cuda_runtime', 'cuda_driver'):
        out['calls'] += 1
        if 'LaunchKernel' in e.get('name', ''):
            out['launches'] += 1
    if e.get('ph') == 'X' and cat == 'gpu_memcpy':
        out['memcpy'] += 1
    if e.get('ph') == 'X' and cat == 'gpu_memset':
        out['memset'] += 1
    if e.get('name') == '[memory]' and e.get('args', {}).get('Device Type') == 1:
        out['memory'] += 1
print(json.dumps(out))
)PY";

QJsonObject pythonCounts(const QString& path)
{
    QProcess p;
    p.start(QStringLiteral("python3"), {QStringLiteral("-c"), QString::fromUtf8(kCountScript), path});
    if (!p.waitForFinished(120000) || p.exitCode() != 0) {
        qWarning("python3: %s", p.readAllStandardError().constData());
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

using faultline::test::sha256;

// A small trace written for one test; false when the file cannot be written.
bool writeTrace(const QString& path, const char* text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == static_cast<qint64>(std::strlen(text));
}

std::int64_t queryInt(capture::SqliteDb& db, const std::string& sql)
{
    return std::stoll(db.queryText(sql).empty() ? std::string("-1") : db.queryText(sql));
}

// A document's pieces as the splitter hands them over, fed `chunk` bytes at a time: the members
// ("key=value") and the elements, in order, then "end" or the error.
std::vector<std::string> splitPieces(std::string_view text, std::size_t chunk)
{
    std::vector<std::string> pieces;
    import::JsonStreamSplitter splitter("traceEvents",
                                        {[&](std::string_view key, std::string_view value) {
                                             pieces.push_back(std::string(key) + "=" + std::string(value));
    return true;
}
, [&](std::string_view element) {
    pieces.emplace_back(element);
    return true;
}
} // namespace
);
bool ok = true;
for (std::size_t at = 0; ok && at < text.size(); at += chunk)
    ok = splitter.feed(text.substr(at, chunk));
ok = ok && splitter.finish();
pieces.push_back(ok ? std::string("end") : splitter.error());
return pieces;
}

// A file's bytes, decompressed when it is gzip.
std::string readMaybeGzip(const QString& path)
{
    std::string text;
    gzFile in = gzopen(path.toLocal8Bit().constData(), "rb");
    if (!in)
        return text;
    std::vector<char> buffer(1 << 16);
    int n = 0;
    while ((n = gzread(in, buffer.data(), static_cast<unsigned>(buffer.size()))) > 0)
        text.append(buffer.data(), static_cast<std::size_t>(n));
    gzclose(in);
    return text;
}

QStringList kinetoFixtures()
{
    const QString shared = test::sharedDir() + QStringLiteral("/fixtures/");
    QStringList files;
    for (const QString& name : QDir(shared + QStringLiteral("kineto")).entryList(QDir::Files, QDir::Name)) {
        if (!name.endsWith(QLatin1String(".md")))
            files << shared + QStringLiteral("kineto/") + name;
    }
    for (const QString& name : QDir(shared + QStringLiteral("gpu-h100"))
                                   .entryList({QStringLiteral("*.kineto.json.gz")}, QDir::Files, QDir::Name))
        files << shared + QStringLiteral("gpu-h100/") + name;
    return files;
}

} // namespace

class TestKinetoImport : public QObject
{
    Q_OBJECT

private slots:
    void countsEqualPythonsJson_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = kinetoFixtures();
        if (files.isEmpty())
            QTest::newRow("no fixtures") << QString();
        for (const QString& f : files)
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
    }

    // Every Kineto file of the corpus imports; the capture holds as many kernels, as much kernel
    // time and as many launches as python3 counts in the source, every GPU activity with a
    // correlation id is linked to the call that launched it, and the source is untouched.
    void countsEqualPythonsJson()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("shared fixtures not found (../shared/fixtures/kineto, gpu-h100 are absent)");
        FAULTLINE_REQUIRE_FIXTURE(path);
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("python3 is not installed: no independent count");
        const QJsonObject expected = pythonCounts(path);
        QVERIFY2(!expected.isEmpty(), "python3 could not count the fixture");
        const QByteArray before = sha256(path);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string out = dir.filePath(QStringLiteral("imported.db")).toStdString();
        import::ImportWriteResult result;
        std::string error;
        QVERIFY2(import::importTrace(path.toStdString(), out, {}, &result, &error), error.c_str());
        QCOMPARE(sha256(path), before);

        capture::SqliteDb db;
        std::string openError;
        QVERIFY2(db.openReadOnly(out, false, &openError), openError.c_str());
        const auto kernels = queryInt(db, "SELECT count(*) FROM faultline_gpu_activity WHERE kind IN (1, 2)");
        const auto kernelNs = queryInt(db,
                                       "SELECT coalesce(sum(end_ns - start_ns), 0) FROM faultline_gpu_activity "
                                       "WHERE kind IN (1, 2)");
        // Launches are the launch calls' ops; no call whose name is kept is a launch.
        const auto launches = queryInt(db,
                                       "SELECT count(*) FROM events WHERE (source = 1 AND op IN (3, 67)) OR "
                                       "(source = 4 AND op IN (1, 68))");
        QCOMPARE(queryInt(db, "SELECT count(*) FROM faultline_call_names WHERE name LIKE '%LaunchKernel%'"),
                 std::int64_t{0});
        QCOMPARE(kernels, static_cast<std::int64_t>(expected.value(QStringLiteral("kernels")).toInteger()));
        QCOMPARE(kernelNs, static_cast<std::int64_t>(expected.value(QStringLiteral("kernel_ns")).toInteger()));
        QCOMPARE(launches, static_cast<std::int64_t>(expected.value(QStringLiteral("launches")).toInteger()));
        QCOMPARE(queryInt(db, "SELECT count(*) FROM faultline_gpu_activity WHERE kind = 3"),
                 static_cast<std::int64_t>(expected.value(QStringLiteral("memcpy")).toInteger()));
        QCOMPARE(queryInt(db, "SELECT count(*) FROM faultline_gpu_activity WHERE kind = 4"),
                 static_cast<std::int64_t>(expected.value(QStringLiteral("memset")).toInteger()));
        QCOMPARE(queryInt(db, "SELECT count(*) FROM events WHERE source IN (1, 4, 8)"),
                 static_cast<std::int64_t>(expected.value(QStringLiteral("calls")).toInteger()));
        if (expected.value(QStringLiteral("rows")).toInteger() == 0) {
            QCOMPARE(queryInt(db, "SELECT count(*) FROM events WHERE source = 10"),
                     static_cast<std::int64_t>(expected.value(QStringLiteral("memory")).toInteger()));
        }
        // Each GPU activity that names a correlation id found the call that launched it.
        QCOMPARE(queryInt(db,
                          "SELECT count(*) FROM faultline_gpu_activity WHERE correlation >= 0 AND "
                          "launch_event NOT IN (SELECT id FROM events)"),
                 std::int64_t{0});
        QCOMPARE(result.gpuActivity, queryInt(db, "SELECT count(*) FROM faultline_gpu_activity"));

        // The flows the importer leaves unparsed are all of the file's: Kineto writes each ph first.
        import::KinetoReadOptions withoutFlows;
        withoutFlows.flows = false;
        import::KinetoReader reader(withoutFlows);
        std::uint64_t handedOn = 0;
        std::uint64_t flowsHandedOn = 0;
        QVERIFY2(reader.read(
                     path.toStdString(),
                     [&](const import::KinetoEvent& e) {
                         ++handedOn;
                         flowsHandedOn += e.ph == 's' || e.ph == 'f' || e.ph == 't' ? 1 : 0;
                         return true;
                     },
                     &error),
                 error.c_str());
        QCOMPARE(reader.stats().flowsUnread,
                 static_cast<std::uint64_t>(expected.value(QStringLiteral("flows")).toInteger()));
        QCOMPARE(flowsHandedOn, std::uint64_t{0});
        QCOMPARE(handedOn + reader.stats().flowsUnread + reader.stats().skipped, reader.stats().events);
    }

    // The capture opens like any other: the reader sees its layout, its events and its meta.
    void theImportedCaptureReadsLikeACapture()
    {
        const QString path = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/item_sync.kineto.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(path);
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("item_sync.db")).toStdString();
        std::string error;
        QVERIFY2(import::importTrace(path.toStdString(), out, {}, nullptr, &error), error.c_str());
        capture::CaptureReader reader;
        QVERIFY2(reader.open(out, &error), error.c_str());
        std::map<std::string, std::string> meta;
        for (const auto& m : reader.meta())
            meta[m.key] = m.value;
        QCOMPARE(meta["import.format"], std::string("kineto"));
        QCOMPARE(meta["import.clock"], std::string("unix"));
        // The stack of a .item() sync holds the workload's module and the op that synced.
        capture::SqliteDb db;
        QVERIFY(db.openReadOnly(out, false, &error));
        const std::string frames = db.queryText(
            "SELECT s.frames FROM events e JOIN stack_traces s ON s.hash = e.stack_hash WHERE e.source = 1 AND "
            "e.op = 7 AND s.frames LIKE '%aten::item%' LIMIT 1");
        QVERIFY2(frames.find("item_sync.py") != std::string::npos, frames.c_str());
        QVERIFY2(frames.find("aten::_local_scalar_dense") != std::string::npos, frames.c_str());
        // Each runtime copy says which way it went (cudaMemcpyKind in arg1, as the probe records
        // it): item_sync's .item() calls copy device to host, as many as the GPU side shows.
        const auto deviceToHost = queryInt(db, "SELECT count(*) FROM events WHERE source = 1 AND op = 7 AND arg1 = 2");
        QVERIFY(deviceToHost > 0);
        QCOMPARE(deviceToHost,
                 queryInt(db,
                          "SELECT count(*) FROM faultline_gpu_activity g JOIN events e ON e.id = "
                          "g.launch_event WHERE g.copy_kind = 2 AND e.source = 1 AND e.op = 7"));
        QCOMPARE(queryInt(db, "SELECT count(*) FROM faultline_gpu_activity WHERE copy_kind = 2"),
                 queryInt(db, "SELECT count(*) FROM faultline_gpu_activity WHERE name LIKE '%DtoH%'"));
        // baseTimeNanoseconds anchors the times: the capture is from 2026, not from 1970.
        QVERIFY(queryInt(db, "SELECT min(timestamp) FROM events") > std::int64_t{1'700'000'000} * 1'000'000'000);
        // Written without a journal, with the indexes on time, pid and cgroup kept as rows went in
        // and (source, op, stack_hash) built after them, the file is whole: every index, no WAL
        // left, an ordinary rollback-journal database.
        QCOMPARE(db.queryText("PRAGMA integrity_check"), std::string("ok"));
        QCOMPARE(db.queryText("PRAGMA journal_mode"), std::string("delete"));
        QCOMPARE(
            queryInt(db,
                     "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name IN ('idx_events_timestamp', "
                     "'idx_events_pid', 'idx_events_source_op_stack', 'idx_events_cgroup', "
                     "'idx_gpu_activity_lane')"),
            std::int64_t{5});
        QVERIFY(!QFile::exists(QString::fromStdString(out + "-wal")));
        QVERIFY(!QFile::exists(QString::fromStdString(out + "-journal")));
        // The GPU activity, written beside the events on a thread of its own, was adopted whole
        // and its scratch file removed.
        QCOMPARE(
            queryInt(db, "SELECT count(*) FROM faultline_gpu_activity"),
            std::stoll(db.queryText("SELECT value FROM faultline_capture_meta WHERE key = 'import.gpu_activity'")));
        QVERIFY(!QFile::exists(QString::fromStdString(out + "-gpu-part")));
    }

    // µs as Kineto writes them become exact ns, however large: a double would round epoch µs.
    void microsecondsBecomeExactNanoseconds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("ns");
        QTest::newRow("relative") << QStringLiteral("4860651175436.34") << true << qint64(4860651175436340);
        QTest::newRow("epoch") << QStringLiteral("1695835542481129.123") << true << qint64(1695835542481129123);
        QTest::newRow("integer") << QStringLiteral("12") << true << qint64(12000);
        QTest::newRow("rounded") << QStringLiteral("0.0015") << true << qint64(2);
        QTest::newRow("negative") << QStringLiteral("-1.5") << true << qint64(-1500);
        QTest::newRow("exponent") << QStringLiteral("1.5e3") << true << qint64(1500000);
        QTest::newRow("too large") << QStringLiteral("99999999999999999999") << false << qint64(0);
        QTest::newRow("text") << QStringLiteral("abc") << false << qint64(0);
        QTest::newRow("empty") << QString() << false << qint64(0);
        QTest::newRow("trailing") << QStringLiteral("12x") << false << qint64(0);
    }

    void microsecondsBecomeExactNanoseconds()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qint64, ns);
        std::int64_t out = 0;
        const std::string s = text.toStdString();
        QCOMPARE(import::microsToNs(s, &out), ok);
        if (ok)
            QCOMPARE(static_cast<qint64>(out), ns);
    }

    // What real traces break: control characters in names, ids beyond 64 bits, events that
    // overlap without nesting, header members after the events, no baseTimeNanoseconds.
    void brokenTracesImportWhatTheyCan()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("odd.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "{\"traceEvents\": [\n"
            "{\"ph\":\"X\",\"cat\":\"python_function\",\"name\":\"train.py(3): step\",\"pid\":7,\"tid\":7,"
            "\"ts\":100,\"dur\":50},\n"
            "{\"ph\":\"X\",\"cat\":\"cpu_op\",\"name\":\"aten::\x01mm\",\"pid\":7,\"tid\":7,\"ts\":120,\"dur\":60},\n"
            "{\"ph\":\"X\",\"cat\":\"cuda_runtime\",\"name\":\"cudaLaunchKernel\",\"pid\":7,\"tid\":7,\"ts\":130,"
            "\"dur\":5,\"args\":{\"correlation\":5,\"External id\":123456789012345678901234567890}},\n"
            "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"gemm\",\"pid\":0,\"tid\":7,\"ts\":140,\"dur\":10.5,"
            "\"args\":{\"correlation\":5,\"device\":0,\"stream\":7}},\n"
            "{\"ph\":\"s\",\"id\":5,\"pid\":7,\"tid\":7,\"ts\":130,\"cat\":\"ac2g\",\"name\":\"ac2g\"},\n"
            "\"not an event\",\n"
            "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"broken\",\"pid\":0,\"tid\":7,\"ts\":\"x\"}\n"
            "], \"distributedInfo\": {\"rank\": 3, \"world_size\": 8}}");
        f.close();
        import::ImportedTrace t;
        std::string error;
        QVERIFY2(import::importKineto(path.toStdString(), &t, &error), error.c_str());
        QCOMPARE(t.calls.size(), std::size_t{1});
        QCOMPARE(t.gpu.size(), std::size_t{1});
        QCOMPARE(t.gpu[0].end - t.gpu[0].start, std::int64_t{10500});
        QCOMPARE(t.rank, std::int64_t{3});
        QCOMPARE(t.worldSize, std::int64_t{8});
        QVERIFY(!t.absoluteTime);
        std::int64_t skipped = 0;
        for (const auto& [reason, n] : t.skipped)
            skipped += n;
        QCOMPARE(skipped, std::int64_t{2}); // the string and the kernel without a time
        const std::string out = dir.filePath(QStringLiteral("odd.db")).toStdString();
        import::ImportWriteResult result;
        QVERIFY2(import::writeImportedCapture(t, out, {}, &result, &error), error.c_str());
        QCOMPARE(result.linked, std::int64_t{1});
        capture::SqliteDb db;
        QVERIFY(db.openReadOnly(out, false, &error));
        // The launch sits in the op that overlaps the Python function without nesting in it.
        const std::string frames = db.queryText("SELECT frames FROM stack_traces");
        QVERIFY2(frames.find("aten:: mm") != std::string::npos, frames.c_str());
        QVERIFY2(frames.find("train.py") != std::string::npos, frames.c_str());
        QCOMPARE(db.queryText("SELECT value FROM faultline_capture_meta WHERE key = 'import.rank'"), std::string("3"));
        QVERIFY(db.queryText("SELECT value FROM faultline_capture_meta WHERE key = 'import.skipped'").find("parse")
                != std::string::npos);
    }

    void badUtf8InANameBecomesAQuestionMarkPerByte_data() { test::addBadUtf8Rows(); }

    // A name holding bytes that are not UTF-8 (RFC 3629: no overlong forms, surrogates or code
    // points above U+10FFFF), raw in the JSON string, is imported with a '?' for each such byte;
    // the event is not lost, nor is the one after it.
    void badUtf8InANameBecomesAQuestionMarkPerByte()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("names.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"traceEvents\": [\n"
                "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"gemm_"
                + bytes
                + "_end\",\"pid\":0,\"tid\":7,\"ts\":140,\"dur\":10,\"args\":{\"device\":0,\"stream\":7}},\n"
                  "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"after\",\"pid\":0,\"tid\":7,\"ts\":160,\"dur\":10,"
                  "\"args\":{\"device\":0,\"stream\":7}}\n"
                  "]}");
        f.close();
        import::ImportedTrace t;
        std::string error;
        QVERIFY2(import::importKineto(path.toStdString(), &t, &error), error.c_str());
        QCOMPARE(t.gpu.size(), std::size_t{2});
        QCOMPARE(t.strings.at(t.gpu[0].name), "gemm_" + expected.toStdString() + "_end");
        QCOMPARE(t.strings.at(t.gpu[1].name), std::string("after"));
        QVERIFY(t.skipped.empty());
    }

    // The rows of `events` go in time order whatever the file's order: each kind of row is ordered
    // on its own and the kinds merged, a call before a memory event at the same time. The GPU
    // side names the ids those rows got. A real trace, whose calls and memory events the file
    // keeps in separate stretches, comes out in order too.
    void rowsGoInTimeOrderWhateverTheFilesOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shuffled.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const auto memory = [](int ts, int bytes) {
            return "{\"ph\":\"i\",\"cat\":\"cpu_instant_event\",\"s\":\"t\",\"name\":\"[memory]\",\"pid\":7,\"tid\":7,"
                   "\"ts\":"
                + std::to_string(ts) + ",\"args\":{\"Bytes\":" + std::to_string(bytes)
                + ",\"Addr\":4096,\"Device Id\":0,\"Device Type\":1,\"Total Allocated\":0,\"Total Reserved\":0}},\n";
        };
        const auto call = [](int ts, int correlation) {
            return "{\"ph\":\"X\",\"cat\":\"cuda_runtime\",\"name\":\"cudaLaunchKernel\",\"pid\":7,\"tid\":7,\"ts\":"
                + std::to_string(ts) + ",\"dur\":1,\"args\":{\"correlation\":" + std::to_string(correlation) + "}},\n";
        };
        const auto kernel = [](int ts, int correlation) {
            return "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"k" + std::to_string(correlation)
                + "\",\"pid\":0,\"tid\":7,\"ts\":" + std::to_string(ts) + ",\"dur\":2,\"args\":{\"correlation\":"
                + std::to_string(correlation) + ",\"device\":0,\"stream\":7}},\n";
        };
        const std::string text = "{\"traceEvents\": [\n" + kernel(60, 2) + memory(50, -256) + call(40, 2)
            + memory(10, 256) + call(10, 1) + kernel(12, 1) + call(30, 3) + memory(30, 512) + kernel(35, 3)
            + "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":7,\"tid\":7,\"args\":{\"name\":\"thread 7 (python)\"}}\n"
              "]}";
        f.write(text.data(), static_cast<qint64>(text.size()));
        f.close();
        import::ImportedTrace t;
        std::string error;
        QVERIFY2(import::importKineto(path.toStdString(), &t, &error), error.c_str());
        const std::string out = dir.filePath(QStringLiteral("shuffled.db")).toStdString();
        import::ImportWriteResult result;
        QVERIFY2(import::writeImportedCapture(t, out, {}, &result, &error), error.c_str());
        QCOMPARE(result.linked, std::int64_t{3});
        capture::SqliteDb db;
        QVERIFY(db.openReadOnly(out, false, &error));
        // Times in µs from the first row; a memory event's arg0/arg1 are size/address when handed
        // out, address/size when given back.
        std::string rows;
        capture::SqliteStatement st(db,
                                    "SELECT (timestamp - (SELECT min(timestamp) FROM events)) / 1000, source, "
                                    "arg0, arg1, comm FROM events ORDER BY rowid");
        while (st.step() == SQLITE_ROW) {
            rows += std::to_string(st.int64(0))
                + (st.int64(1) == 1 ? std::string(" call")
                                    : " memory " + std::to_string(st.int64(2)) + "/" + std::to_string(st.int64(3)))
                + " " + std::string(st.text(4)) + "; ";
        }
        QCOMPARE(rows,
                 std::string("0 call python; 0 memory 256/4096 python; 20 call python; 20 memory 512/4096 python; "
                             "30 call python; 40 memory 4096/256 python; "));
        // Each kernel's launch is the call of its correlation.
        capture::SqliteStatement links(db,
                                       "SELECT g.name, (e.timestamp - (SELECT min(timestamp) FROM events)) / 1000 "
                                       "FROM faultline_gpu_activity g JOIN events e ON e.id = g.launch_event "
                                       "ORDER BY g.name");
        std::string linked;
        while (links.step() == SQLITE_ROW)
            linked += std::string(links.text(0)) + "@" + std::to_string(links.int64(1)) + " ";
        QCOMPARE(linked, std::string("k1@0 k2@30 k3@20 "));

        const QString real = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/empty_cache_churn.kineto.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(real);
        import::ImportedTrace r;
        QVERIFY2(import::importKineto(real.toStdString(), &r, &error), error.c_str());
        QVERIFY(!r.memory.empty() && !r.calls.empty());
        const std::string realOut = dir.filePath(QStringLiteral("real.db")).toStdString();
        QVERIFY2(import::writeImportedCapture(r, realOut, {}, &result, &error), error.c_str());
        capture::SqliteDb realDb;
        QVERIFY(realDb.openReadOnly(realOut, false, &error));
        QCOMPARE(queryInt(realDb, "SELECT count(*) FROM events"),
                 static_cast<std::int64_t>(r.calls.size() + r.memory.size()));
        QCOMPARE(queryInt(realDb,
                          "SELECT count(*) FROM events a JOIN events b ON b.rowid = a.rowid + 1 "
                          "WHERE b.timestamp < a.timestamp"),
                 std::int64_t{0});
        // The file keeps all its memory events before its calls; in time they ran among them, so
        // memory rows come after calls.
        QVERIFY(queryInt(realDb,
                         "SELECT count(*) FROM events WHERE source = " + std::to_string(capture::kTorchSource)
                             + " AND rowid > (SELECT min(rowid) FROM events WHERE source != "
                             + std::to_string(capture::kTorchSource) + ")")
                > 0);
    }

    // A call's stack is the same whether the trace interleaves its ranges in time or writes them
    // as Kineto does: every cpu_op first, in the order they end, then the python_functions.
    void stacksDoNotDependOnWhereEachKindSits()
    {
        const auto range = [](const char* cat, const char* name, int ts, int dur) {
            return std::string("{\"ph\":\"X\",\"cat\":\"") + cat + "\",\"name\":\"" + name
                + "\",\"pid\":7,\"tid\":7,\"ts\":" + std::to_string(ts) + ",\"dur\":" + std::to_string(dur) + "},\n";
        };
        const auto call = [](int ts, int correlation) {
            return "{\"ph\":\"X\",\"cat\":\"cuda_runtime\",\"name\":\"cudaLaunchKernel\",\"pid\":7,\"tid\":7,\"ts\":"
                + std::to_string(ts) + ",\"dur\":1,\"args\":{\"correlation\":" + std::to_string(correlation) + "}},\n";
        };
        const std::string module = range("python_function", "train.py(3): <module>", 0, 100);
        const std::string step = range("python_function", "train.py(9): step", 50, 30);
        const std::string linear = range("cpu_op", "aten::linear", 10, 30);
        const std::string addmm = range("cpu_op", "aten::addmm", 15, 15);
        const std::string sgd = range("cpu_op", "aten::add_", 55, 10);
        const std::string calls = call(20, 1) + call(35, 2) + call(60, 3) + call(90, 4);
        const std::string end =
            "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":7,\"tid\":7,\"args\":{\"name\":\"py\"}}\n]}";
        const std::map<std::string, std::string> layouts = {
            {"in time", "{\"traceEvents\": [\n" + module + linear + addmm + calls + step + sgd + end},
            {"kineto", "{\"traceEvents\": [\n" + addmm + linear + sgd + module + step + calls + end},
        };
        QTemporaryDir dir;
        std::map<std::string, std::vector<std::string>> stacks;
        for (const auto& [layout, text] : layouts) {
            const QString path = dir.filePath(QString::fromStdString(layout) + QStringLiteral(".json"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text.data(), static_cast<qint64>(text.size()));
            f.close();
            import::ImportedTrace t;
            std::string error;
            QVERIFY2(import::importKineto(path.toStdString(), &t, &error), error.c_str());
            const std::string out = path.toStdString() + ".db";
            QVERIFY2(import::writeImportedCapture(t, out, {}, nullptr, &error), error.c_str());
            capture::SqliteDb db;
            QVERIFY(db.openReadOnly(out, false, &error));
            capture::SqliteStatement st(db,
                                        "SELECT coalesce(s.frames, '') FROM events e LEFT JOIN stack_traces s "
                                        "ON s.hash = e.stack_hash ORDER BY e.rowid");
            while (st.step() == SQLITE_ROW)
                stacks[layout].push_back(std::string(st.text(0)));
        }
        QCOMPARE(stacks["kineto"], stacks["in time"]);
        const std::vector<std::string>& s = stacks["kineto"];
        QCOMPARE(s.size(), std::size_t{4});
        const auto has = [](const std::string& frames, const char* name) {
            return frames.find(name) != std::string::npos;
        };
        // Frames are JSON: a Python frame's function is its "pfn", with < and > escaped.
        const char* inModule = "\\u003cmodule\\u003e";
        const char* inStep = "\"pfn\":\"step\"";
        // 20 µs: inside addmm inside linear inside the module, innermost first.
        QVERIFY2(has(s[0], "aten::addmm") && has(s[0], "aten::linear") && has(s[0], inModule), s[0].c_str());
        QVERIFY2(s[0].find("aten::addmm") < s[0].find("aten::linear")
                     && s[0].find("aten::linear") < s[0].find(inModule),
                 s[0].c_str());
        // 35 µs: addmm has ended, linear has not.
        QVERIFY2(!has(s[1], "aten::addmm") && has(s[1], "aten::linear"), s[1].c_str());
        // 60 µs: the step's add_ inside step inside the module; 90 µs: the module alone.
        QVERIFY2(has(s[2], "aten::add_") && has(s[2], inStep) && !has(s[2], "aten::linear"), s[2].c_str());
        QVERIFY2(has(s[3], inModule) && !has(s[3], inStep) && !has(s[3], "aten::"), s[3].c_str());
    }

    // What the importer does not use is left unread when asked (KinetoReadOptions): a flow past
    // its ph, the args of the categories named. Everything else reads as by default, and an event
    // that puts its args before its category has them read, since its category is not known yet.
    void readOptionsLeaveOnlyWhatIsNotUsedUnread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("options.json"));
        QVERIFY(writeTrace(path, R"({"traceEvents": [
{"ph": "s", "id": 41, "pid": 7, "tid": 8, "ts": 10.5, "cat": "ac2g", "name": "ac2g"},
{"ph": "f", "id": 41, "pid": 0, "tid": 7, "ts": 12, "cat": "ac2g", "name": "ac2g", "bp": "e"},
{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 7, "tid": 8, "ts": 11, "dur": 4, "args": {"External id": 5}},
{"ph": "X", "cat": "python_function", "name": "f", "pid": 7, "tid": 8, "ts": 10, "dur": 6, "args": {"Python id": 3}},
{"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 7, "tid": 8, "ts": 12, "dur": 1,
 "args": {"External id": 5, "correlation": 41}},
{"ph": "X", "args": {"External id": 9}, "cat": "cpu_op", "name": "aten::add", "pid": 7, "tid": 8, "ts": 20, "dur": 1}
]})"));
        const auto read = [&](import::KinetoReader& reader) {
            std::vector<import::KinetoEvent> events;
            std::string error;
            const bool ok = reader.read(
                path.toStdString(),
                [&](const import::KinetoEvent& e) {
                    events.push_back(e);
                    return true;
                },
                &error);
            if (!ok)
                qWarning("%s", error.c_str());
            return events;
        };
        import::KinetoReader everything;
        const std::vector<import::KinetoEvent> all = read(everything);
        import::KinetoReadOptions options;
        options.flowDetails = false;
        options.categoriesWithoutArgs = {"python_function", "cpu_op"};
        import::KinetoReader lean(options);
        const std::vector<import::KinetoEvent> some = read(lean);
        QCOMPARE(all.size(), std::size_t{6});
        QCOMPARE(some.size(), std::size_t{6});
        QCOMPARE(lean.stats().skipped, std::uint64_t{0});

        // By default a flow is read whole, and every event's args.
        QCOMPARE(all[0].id, std::string("41"));
        QCOMPARE(all[0].tsNs, std::int64_t{10'500});
        QCOMPARE(all[0].pid.number, std::int64_t{7});
        QVERIFY(all[1].bindEnclosing);
        QCOMPARE(all[2].externalId.value_or(-1), std::int64_t{5});
        QCOMPARE(all[3].pythonId.value_or(-1), std::int64_t{3});
        // Left unread: the flows past their ph, the named categories' args.
        for (const int k : {0, 1}) {
            QCOMPARE(some[k].ph, all[k].ph);
            QVERIFY(some[k].id.empty());
            QVERIFY(!some[k].hasTs);
            QVERIFY(!some[k].bindEnclosing);
            QVERIFY(some[k].cat.empty());
        }
        QVERIFY(!some[2].externalId);
        QVERIFY(!some[3].pythonId);
        // The rest as by default: lanes, times and names of those events, another category's args,
        // and the args that came before their category.
        for (const int k : {2, 3}) {
            QCOMPARE(some[k].name, all[k].name);
            QCOMPARE(some[k].tsNs, all[k].tsNs);
            QCOMPARE(some[k].durNs, all[k].durNs);
            QVERIFY(some[k].tid == all[k].tid);
        }
        QCOMPARE(some[4].correlation.value_or(-1), std::int64_t{41});
        QCOMPARE(some[4].externalId.value_or(-1), std::int64_t{5});
        QCOMPARE(some[5].externalId.value_or(-1), std::int64_t{9});
        QCOMPARE(some[5].name, std::string("aten::add"));
    }

    // With flows = false, a flow whose first member is its ph never reaches the parser: it is only
    // counted. A flow written another way, and anything that merely looks like one, still is read.
    void flowsAreDroppedBeforeParsingWhenNotWanted()
    {
        QVERIFY(import::startsAsFlow(R"({"ph": "s", "id": 1})"));
        QVERIFY(import::startsAsFlow("{\n    \"ph\" :\t\"f\", \"bp\": \"e\"\n  }"));
        QVERIFY(import::startsAsFlow(R"({"ph":"t"})"));
        QVERIFY(!import::startsAsFlow(R"({"ph": "X", "cat": "ac2g"})"));
        QVERIFY(!import::startsAsFlow(R"({"ph": "sf"})"));
        QVERIFY(!import::startsAsFlow("{\"ph\": \"s"));
        QVERIFY(!import::startsAsFlow(R"({"id": 1, "ph": "s"})"));
        QVERIFY(!import::startsAsFlow(R"({"phase": "s"})"));
        QVERIFY(!import::startsAsFlow(R"(["ph", "s"])"));
        QVERIFY(!import::startsAsFlow(""));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("flows.json"));
        QVERIFY(writeTrace(path, R"({"traceEvents": [
{"ph": "s", "id": 41, "pid": 7, "tid": 8, "ts": 10.5, "cat": "ac2g", "name": "ac2g"},
{"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 7, "tid": 8, "ts": 12, "dur": 1,
 "args": {"correlation": 41}},
{ "ph" : "f", "id": 41, "pid": 0, "tid": 7, "ts": 12, "cat": "ac2g", "name": "ac2g", "bp": "e"},
{"id": 42, "ph": "s", "pid": 7, "tid": 8, "ts": 13, "cat": "ac2g", "name": "ac2g"},
{"ph": "i", "cat": "cpu_instant_event", "name": "[memory]", "pid": 7, "tid": 8, "ts": 14, "s": "t"}
]})"));
        import::KinetoReadOptions options;
        options.flows = false;
        import::KinetoReader reader(options);
        std::string phs;
        std::string error;
        QVERIFY2(reader.read(
                     path.toStdString(),
                     [&](const import::KinetoEvent& e) {
                         phs.push_back(e.ph);
                         return true;
                     },
                     &error),
                 error.c_str());
        QCOMPARE(phs, std::string("Xsi")); // the flow with its id first is read
        QCOMPARE(reader.stats().flowsUnread, std::uint64_t{2});
        QCOMPARE(reader.stats().events, std::uint64_t{5});
        QCOMPARE(reader.stats().skipped, std::uint64_t{0});
        import::KinetoReader everything;
        phs.clear();
        QVERIFY(everything.read(
            path.toStdString(),
            [&](const import::KinetoEvent& e) {
                phs.push_back(e.ph);
                return true;
            },
            &error));
        QCOMPARE(phs, std::string("sXfsi"));
        QCOMPARE(everything.stats().flowsUnread, std::uint64_t{0});
    }

    // A trace of many batches: the reading thread splits and the calling thread parses, yet the
    // events arrive complete and in file order, header members on both sides of them are read,
    // and stopping, cancelling or a damaged tail end the read cleanly.
    void aTraceOfManyBatchesIsReadInOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("many.json"));
        constexpr int kEvents = 60'000; // about 9 MB: many 1 MiB batches, more than the queue holds
        QByteArray text = "{\"schemaVersion\": 1, \"traceEvents\": [\n";
        for (int i = 0; i < kEvents; ++i) {
            text += "{\"ph\":\"X\",\"cat\":\"cuda_runtime\",\"name\":\"cudaLaunchKernel\",\"pid\":1,\"tid\":1,"
                    "\"ts\":"
                + QByteArray::number(i) + ",\"dur\":1,\"args\":{\"correlation\":" + QByteArray::number(i)
                + ",\"note\":\"" + QByteArray(80, 'x') + "\"}}" + (i + 1 < kEvents ? ",\n" : "\n");
        }
        const QByteArray tail = "], \"distributedInfo\": {\"rank\": 5}}";
        const auto write = [&](const QByteArray& bytes) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        };
        write(text + tail);

        import::KinetoReader reader;
        std::string error;
        std::int64_t next = 0;
        bool inOrder = true;
        QVERIFY2(reader.read(
                     path.toStdString(),
                     [&](const import::KinetoEvent& e) {
                         inOrder = inOrder && e.correlation == next && e.tsNs == next * 1000;
                         ++next;
                         return true;
                     },
                     &error),
                 error.c_str());
        QVERIFY(inOrder);
        QCOMPARE(next, std::int64_t{kEvents});
        QCOMPARE(reader.stats().events, std::uint64_t{kEvents});
        QCOMPARE(reader.stats().bytesRead, static_cast<std::uint64_t>(text.size() + tail.size()));
        QCOMPARE(reader.header().schemaVersion, std::string("1"));
        QCOMPARE(reader.header().rank.value_or(-1), std::int64_t{5});

        const auto countAll = [&](const import::KinetoEvent&) {
            ++next;
            return true;
        };

        // The handler stops it: not one event more is handed over.
        next = 0;
        QVERIFY(!reader.read(
            path.toStdString(), [&](const import::KinetoEvent&) { return ++next < 25'000; }, &error));
        QCOMPARE(error, std::string("stopped"));
        QCOMPARE(next, std::int64_t{25'000});

        // Progress cancels it half way.
        next = 0;
        QVERIFY(!reader.read(path.toStdString(), countAll, &error,
                             [](std::uint64_t done, std::uint64_t total) { return done < total / 2; }));
        QCOMPARE(error, std::string("cancelled"));
        QVERIFY(next > 0 && next < kEvents);

        // A damaged tail: what came before it is handed over, and the read says where it was cut.
        write(text.left(text.size() - 2) + ", {]");
        next = 0;
        QVERIFY2(reader.read(path.toStdString(), countAll, &error), error.c_str());
        QCOMPARE(reader.stats().truncatedAt.value_or(0), static_cast<std::uint64_t>(text.size() - 2 + 4));
        QCOMPARE(next, std::int64_t{kEvents - 1});
    }

    // A plain trace is read through mapped windows of the file. One that shrinks under the reader
    // (truncated by whoever writes it) ends the read with a reason, not with SIGBUS.
    void aTraceThatShrinksWhileReadIsAnErrorNotACrash()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shrinking.json"));
        constexpr int kEvents = 260'000; // about 44 MB: more than two of the reader's windows
        QByteArray text = "{\"traceEvents\": [\n";
        text.reserve(kEvents * 200);
        for (int i = 0; i < kEvents; ++i) {
            text += "{\"ph\":\"X\",\"cat\":\"cpu_op\",\"name\":\"op\",\"pid\":1,\"tid\":1,\"ts\":"
                + QByteArray::number(i) + ",\"dur\":1,\"args\":{\"note\":\"" + QByteArray(100, 'z') + "\"}}"
                + (i + 1 < kEvents ? ",\n" : "\n");
        }
        text += "]}";
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(text), text.size());
        }
        constexpr qint64 kKept = 20 << 20; // inside the second window
        QVERIFY(text.size() > 2 * kKept);

        import::KinetoReader reader;
        std::string error;
        std::int64_t handed = 0;
        const bool read = reader.read(
            path.toStdString(),
            [&](const import::KinetoEvent&) {
                // The reader is a few batches ahead of the first event, far from what is cut.
                if (handed++ == 0)
                    QFile::resize(path, kKept);
                return true;
            },
            &error);
        QVERIFY(!read);
        QVERIFY2(error.find("changed while it was read") != std::string::npos, error.c_str());
        // What lay before the cut was handed over; nothing after it.
        const std::int64_t before = text.left(kKept).count("}}"); // the events whole before the cut
        QVERIFY2(handed > before - 10'000 && handed <= before, qPrintable(QString::number(handed)));

        // The same file read again, now whole at its new size: a trace cut short, said so, with
        // every event whole before the cut.
        handed = 0;
        QVERIFY2(reader.read(
                     path.toStdString(), [&](const import::KinetoEvent&) { return ++handed > 0; }, &error),
                 error.c_str());
        QCOMPARE(reader.stats().truncatedAt.value_or(0), static_cast<std::uint64_t>(kKept));
        QCOMPARE(handed, before);
    }

    // A trace cut short, as .json.gz (the compressed stream ends early: zlib says "unexpected end of
    // file") or as .json (the document ends early), keeps what was complete before the cut and says
    // where it was cut: in the import's result, the capture's meta and the loaded trace's problems
    // (which `stats` and the Problems dock show). It is never imported as whole, and never refused
    // while it has whole events (issue 47).
    void aTruncatedTraceKeepsWhatWasCompleteAndSaysWhere_data()
    {
        QTest::addColumn<bool>("gzip");
        QTest::newRow(".json.gz cut in half") << true;
        QTest::newRow(".json cut at 80 %") << false;
    }
    void aTruncatedTraceKeepsWhatWasCompleteAndSaysWhere()
    {
        QFETCH(bool, gzip);
        const QString source = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/item_sync.kineto.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(source);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string whole = readMaybeGzip(source);
        QVERIFY(whole.size() > 1000000);
        QString cut = dir.filePath(gzip ? QStringLiteral("cut.json.gz") : QStringLiteral("cut.json"));
        QByteArray bytes;
        if (gzip) {
            QFile in(source);
            QVERIFY(in.open(QIODevice::ReadOnly));
            bytes = in.readAll();
            bytes.truncate(bytes.size() / 2);
        } else {
            bytes = QByteArray::fromStdString(whole.substr(0, whole.size() * 4 / 5));
        }
        QFile out(cut);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
        out.close();

        import::ImportWriteResult full;
        std::string error;
        const std::string fullPath = dir.filePath(QStringLiteral("full.db")).toStdString();
        QVERIFY2(import::importTrace(source.toStdString(), fullPath, {}, &full, &error), error.c_str());
        QVERIFY(full.warnings.empty());

        import::ImportWriteResult result;
        const std::string capture = dir.filePath(QStringLiteral("cut.db")).toStdString();
        QVERIFY2(import::importTrace(cut.toStdString(), capture, {}, &result, &error), error.c_str());
        QCOMPARE(result.warnings.size(), std::size_t{1});
        QVERIFY2(result.warnings.front().find("truncated at byte ") != std::string::npos,
                 result.warnings.front().c_str());
        QVERIFY(result.events + result.gpuActivity > 0);
        QVERIFY(result.events + result.gpuActivity < full.events + full.gpuActivity);
        capture::SqliteDb db;
        QVERIFY(db.openReadOnly(capture, true, &error));
        const std::string meta = db.queryText(
            "SELECT value FROM faultline_capture_meta WHERE key = 'import.truncated'");
        QVERIFY2(meta.starts_with("truncated at byte "), meta.c_str());
        if (!gzip) // a plain file is cut where its bytes end
            QVERIFY2(meta.find(std::to_string(bytes.size())) != std::string::npos, meta.c_str());
        db.close();
        LoadResult loaded = TraceBuilder::load(capture);
        QVERIFY2(loaded.trace, loaded.error.c_str());
        const auto& problems = loaded.trace->problems;
        QVERIFY(!problems.empty());
        QVERIFY2(problems.front().message.starts_with("Warning: the trace is incomplete: truncated at byte "),
                 problems.front().message.c_str());
        // The profiler writes the GPU's work last: no "recorded without ProfilerActivity.CUDA?" guess.
        for (const capture::ReadProblem& p : problems)
            QVERIFY2(p.message.find("ProfilerActivity.CUDA") == std::string::npos, p.message.c_str());
    }

    void whatIsNotATraceIsRefusedWithAReason_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("neither");
        QTest::newRow("text") << QByteArray("hello") << QStringLiteral("neither");
        QTest::newRow("truncated") << QByteArray("{\"traceEvents\": [{\"ph\":\"X\"") << QStringLiteral("Kineto");
        QTest::newRow("no events") << QByteArray("{\"foo\": 1}") << QStringLiteral("no traceEvents");
        QTest::newRow("sqlite, not a trace") << QByteArray("SQLite format 3\0", 16) << QStringLiteral("");
    }

    void whatIsNotATraceIsRefusedWithAReason()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("input"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        std::string error;
        QVERIFY(!import::importTrace(path.toStdString(), dir.filePath(QStringLiteral("out.db")).toStdString(), {},
                                     nullptr, &error));
        QVERIFY2(QString::fromStdString(error).contains(reason), error.c_str());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out.db"))));
    }

    // The traces of several ranks become one capture with a node each; every GPU activity still
    // finds its launching call under the node's renamed ids.
    void severalTracesBecomeOneCaptureWithANodeEach()
    {
        const QString shared = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/");
        const QStringList names = {QStringLiteral("item_sync.kineto.json.gz"),
                                   QStringLiteral("pageable_copy.kineto.json.gz")};
        std::vector<std::string> paths;
        std::int64_t events = 0;
        std::int64_t gpu = 0;
        QTemporaryDir dir;
        for (const QString& name : names) {
            FAULTLINE_REQUIRE_FIXTURE(shared + name);
            paths.push_back(QString(shared + name).toStdString());
            import::ImportWriteResult one;
            std::string error;
            QVERIFY2(import::importTrace(paths.back(), dir.filePath(name + QStringLiteral(".db")).toStdString(), {},
                                         &one, &error),
                     error.c_str());
            events += one.events;
            gpu += one.gpuActivity;
        }
        const std::string out = dir.filePath(QStringLiteral("job.db")).toStdString();
        import::ImportWriteResult result;
        std::string error;
        QVERIFY2(import::importTraces(paths, out, {}, &result, &error), error.c_str());
        QCOMPARE(result.events, events);
        QCOMPARE(result.gpuActivity, gpu);
        QVERIFY(!QFileInfo::exists(QString::fromStdString(out + ".parts")));
        capture::SqliteDb db;
        QVERIFY(db.openReadOnly(out, false, &error));
        QCOMPARE(queryInt(db, "SELECT count(*) FROM events"), events);
        QCOMPARE(queryInt(db, "SELECT count(*) FROM faultline_gpu_activity"), gpu);
        QCOMPARE(db.queryText("SELECT group_concat(node, ',') FROM (SELECT DISTINCT node FROM events ORDER BY node)"),
                 std::string("item_sync,pageable_copy"));
        QCOMPARE(queryInt(db,
                          "SELECT count(*) FROM faultline_gpu_activity WHERE launch_event != '' AND launch_event "
                          "NOT IN (SELECT id FROM events)"),
                 std::int64_t{0});
        QCOMPARE(queryInt(db, "SELECT count(*) FROM faultline_gpu_activity WHERE launch_event LIKE 'pageable_copy:%'"),
                 queryInt(db,
                          "SELECT count(*) FROM faultline_gpu_activity g JOIN events e ON e.id = g.launch_event "
                          "WHERE e.node = 'pageable_copy'"));
        QCOMPARE(db.queryText("SELECT value FROM faultline_capture_meta WHERE key = 'import.format'"),
                 std::string("kineto"));
        // Every kernel runs as often under its name as in the traces imported alone, and the job
        // keeps each name once.
        const auto kernelsByName = [](capture::SqliteDb& from) {
            std::map<std::string, std::int64_t> counts;
            capture::SqliteStatement st(from, "SELECT name, count(*) FROM faultline_gpu_activity GROUP BY name");
            while (st.step() == SQLITE_ROW)
                counts[std::string(st.text(0))] += st.int64(1);
            return counts;
        };
        std::map<std::string, std::int64_t> alone;
        for (const QString& name : names) {
            capture::SqliteDb one;
            QVERIFY(one.openReadOnly(dir.filePath(name + QStringLiteral(".db")).toStdString(), false, &error));
            for (const auto& [kernel, count] : kernelsByName(one))
                alone[kernel] += count;
        }
        QVERIFY(alone.size() > 10);
        QVERIFY(kernelsByName(db) == alone);
        QCOMPARE(queryInt(db, "SELECT count(*) FROM faultline_gpu_names"), static_cast<std::int64_t>(alone.size()));

        // A folder of them gives the same.
        QTemporaryDir folder;
        for (const QString& name : names)
            QVERIFY(QFile::copy(shared + name, folder.filePath(name)));
        QFile readme(folder.filePath(QStringLiteral("README.txt")));
        QVERIFY(readme.open(QIODevice::WriteOnly));
        readme.close();
        QCOMPARE(import::tracesInFolder(folder.path().toStdString()).size(), std::size_t{2});
    }

    // The splitter scans 64 bytes at a time where it can (no backslash in the block) and byte by
    // byte elsewhere. Fed whole or a few bytes at a time (never a whole block: the slow path only),
    // it hands over the same pieces: strings with brackets, escaped quotes and backslashes at every
    // offset of a block, nested arrays, members before and after the events.
    void splitterPiecesDoNotDependOnChunking()
    {
        std::vector<std::string> elements;
        for (int shift = 0; shift < 140; ++shift) {
            const std::string pad(static_cast<std::size_t>(shift), 'x');
            elements.push_back("{\"name\":\"" + pad + "{[\",\"args\":{\"a\":[1,[2,{\"b\":\"]}\"}]],\"c\":\"z\"}}");
            elements.push_back("{\"name\":\"" + pad + "\\\"}\\\\\",\"n\":[" + pad.substr(0, 3) + "]}");
            elements.push_back("[" + std::to_string(shift) + ",\"" + pad + "\\u005d\"," + "{\"q\":\"\\\\\"}]");
        }
        elements.push_back("\"a bare string ]}\"");
        elements.push_back("12.5");
        std::string doc = "{\"schemaVersion\": 1, \"deviceProperties\": [{\"id\": 0, \"name\": \"x]}\"}],\n"
                          " \"traceEvents\": [\n";
        for (std::size_t i = 0; i < elements.size(); ++i)
            doc += (i ? ",\n  " : "  ") + elements[i];
        doc += "\n], \"baseTimeNanoseconds\": 17}";

        std::vector<std::string> expected = {"schemaVersion=1", "deviceProperties=[{\"id\": 0, \"name\": \"x]}\"}]"};
        expected.insert(expected.end(), elements.begin(), elements.end());
        expected.push_back("baseTimeNanoseconds=17");
        expected.push_back("end");
        for (const std::size_t chunk : {std::size_t{1}, std::size_t{7}, std::size_t{63}, std::size_t{64},
                                        std::size_t{65}, std::size_t{200}, std::size_t{4096}, doc.size()})
            QVERIFY2(splitPieces(doc, chunk) == expected, qPrintable(QStringLiteral("chunk %1").arg(chunk)));

        // A document cut inside a string, and one with a stray closing bracket: the same error
        // however it is fed.
        for (const std::string& bad : {doc.substr(0, doc.size() / 2), doc.substr(0, 300) + "]]]}"}) {
            const std::vector<std::string> slow = splitPieces(bad, 1);
            QVERIFY(slow.back() != "end");
            QVERIFY(splitPieces(bad, bad.size()) == slow);
        }
    }

    // The same on the real traces: every member and every event, fed whole and 13 bytes at a time.
    void splitterPiecesOfRealTracesDoNotDependOnChunking()
    {
        const QStringList files = kinetoFixtures();
        if (files.isEmpty())
            QSKIP("shared fixtures not found (../shared/fixtures/kineto, gpu-h100 are absent)");
        for (const QString& f : files) {
            if (!f.contains(QLatin1String("trace.json")) && !f.endsWith(QLatin1String(".kineto.json.gz")))
                continue; // the memory timeline's raw file is a bare array of rows: no events
            const std::string text = readMaybeGzip(f);
            QVERIFY2(text.size() > 1000, qPrintable(f));
            const std::vector<std::string> whole = splitPieces(text, text.size());
            QVERIFY2(whole.size() > 20 && whole.back() == "end", qPrintable(f));
            QVERIFY2(splitPieces(text, 13) == whole, qPrintable(f));
        }
    }

    // Both threads parse when the handler is slower than the reading: the reader parses the
    // batches it would otherwise wait to send. The events still come in file order, each once,
    // and the counts of events that were cleaned or skipped hold wherever they were parsed.
    void bothThreadsParseAndEventsStayInOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("slow.json"));
        constexpr int kEvents = 60'000;
        QByteArray text = "{\"traceEvents\": [\n";
        int controls = 0;
        int broken = 0;
        for (int i = 0; i < kEvents; ++i) {
            // Every 997th name holds a raw control character (cleaned), every 7919th event does
            // not parse (skipped): in batches parsed on either thread.
            const bool control = i % 997 == 5;
            const bool bad = i % 7919 == 11;
            controls += control ? 1 : 0;
            broken += bad ? 1 : 0;
            text += "{\"ph\":\"X\",\"cat\":\"cpu_op\",\"name\":\"op" + QByteArray(control ? "\x01" : "")
                + "\",\"pid\":1,\"tid\":1,\"ts\":" + QByteArray::number(i)
                + ",\"dur\":1,\"args\":{\"External id\":" + QByteArray::number(i) + (bad ? "},7:{" : "")
                + ",\"note\":\"" + QByteArray(80, 'y') + "\"}}" + (i + 1 < kEvents ? ",\n" : "\n");
        }
        text += "]}";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();

        import::KinetoReader reader;
        std::string error;
        std::vector<std::int64_t> seen;
        const auto slowly = [&](const import::KinetoEvent& e) {
            seen.push_back(e.externalId.value_or(-1));
            if (seen.size() % 200 == 0)
                std::this_thread::sleep_for(std::chrono::microseconds(300));
            return true;
        };
        QVERIFY2(reader.read(path.toStdString(), slowly, &error), error.c_str());
        QVERIFY(reader.stats().parsedWhileReading > 0);
        QVERIFY(reader.stats().parsedWhileReading < std::uint64_t{kEvents});
        QCOMPARE(reader.stats().skipped, static_cast<std::uint64_t>(broken));
        QCOMPARE(reader.stats().controlCharacters, static_cast<std::uint64_t>(controls));
        std::vector<std::int64_t> expected;
        for (int i = 0; i < kEvents; ++i) {
            if (i % 7919 != 11)
                expected.push_back(i);
        }
        QVERIFY(seen == expected);

        // A handler that stops while the reader parses ahead: not one event more is handed over.
        seen.clear();
        QVERIFY(!reader.read(
            path.toStdString(), [&](const import::KinetoEvent& e) { return slowly(e) && seen.size() < 30'000; },
            &error));
        QCOMPARE(error, std::string("stopped"));
        QCOMPARE(seen.size(), std::size_t{30'000});
    }

    // Cancelling leaves no capture behind.
    void cancellingLeavesNothing()
    {
        const QString path = test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/item_sync.kineto.json.gz");
        FAULTLINE_REQUIRE_FIXTURE(path);
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("x.db")).toStdString();
        for (const double at : {0.0, 0.75, 0.9}) {
            import::ImportOptions options;
            options.progress = [at](double f) { return f <= at; };
            std::string error;
            QVERIFY(!import::importTrace(path.toStdString(), out, options, nullptr, &error));
            QCOMPARE(error, std::string("cancelled"));
            QVERIFY(!QFile::exists(QString::fromStdString(out)));
            QVERIFY(!QFile::exists(QString::fromStdString(out + "-gpu-part")));
        }
    }
};

QTEST_GUILESS_MAIN(TestKinetoImport)
#include "tst_kineto_import.moc"
