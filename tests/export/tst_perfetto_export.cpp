// Perfetto (Chrome trace-event) JSON export checked against the capture itself: parsed back
// with QJsonDocument and counted against SQL over the events table.

#include "ChainEngine.h"
#include "OpCatalog.h"
#include "PerfettoExport.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

QString generate(const QTemporaryDir& dir, std::int64_t minEvents = 0)
{
    const QString path = dir.filePath(QStringLiteral("gen.db"));
    capture::ScenarioOptions options;
    options.scenario = "fragmentation";
    options.minEvents = minEvents;
    return capture::ScenarioGenerator::generate(path.toStdString(), options).ok ? path : QString();
}

// The start of an event's interval in SQL, from the time conventions the catalog documents.
std::string sqlIntervalStart()
{
    std::string endOps;
    for (const capture::OpCatalog::Entry* e = capture::OpCatalog::begin(); e != capture::OpCatalog::end(); ++e) {
        if (e->info.time != capture::TimeConvention::End)
            continue;
        endOps += (endOps.empty() ? "" : " OR ") + std::string("(source = ") + std::to_string(e->source)
            + " AND op = " + std::to_string(e->op) + ")";
    }
    return "(CASE WHEN " + endOps + " THEN timestamp - MAX(duration, 0) ELSE timestamp END)";
}

std::int64_t sqlCount(const QString& path, std::int64_t from, std::int64_t to, const std::string& extra = {})
{
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path.toStdString(), false, &error))
        return -1;
    const std::string start = sqlIntervalStart();
    return db.queryInt("SELECT COUNT(*) FROM events WHERE " + start + " >= " + std::to_string(from) + " AND " + start
                           + " < " + std::to_string(to) + extra,
                       -1);
}

QJsonArray exportEvents(const Trace& trace, const PerfettoExportOptions& options, PerfettoExportResult* result)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    *result = PerfettoExport::write(trace, options, &buffer);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "export does not parse:" << error.errorString() << "at" << error.offset;
    return doc.object().value(QStringLiteral("traceEvents")).toArray();
}

bool isCaptureEvent(const QJsonObject& e)
{
    const QString ph = e.value(QStringLiteral("ph")).toString();
    const QString cat = e.value(QStringLiteral("cat")).toString();
    return (ph == QLatin1String("X") || ph == QLatin1String("i")) && cat != QLatin1String("chain")
        && cat != QLatin1String("note");
}

// Counts the largest single write, to see that the export streams.
class ChunkCounter : public QIODevice
{
public:
    qint64 largest = 0;
    qint64 total = 0;

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char*, qint64 size) override
    {
        largest = std::max(largest, size);
        total += size;
        return size;
    }
};

} // namespace

class TestPerfettoExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eventCountOfARangeEqualsSqlCount_data();
    void eventCountOfARangeEqualsSqlCount();
    void processAndThreadNamesAreTheCaptures();
    void chainsAndNotesAreMarkers();
    void writesInBoundedChunks();
};

void TestPerfettoExport::eventCountOfARangeEqualsSqlCount_data()
{
    QTest::addColumn<QString>("path"); // empty = generated
    QTest::newRow("generated fragmentation") << QString();
    QTest::newRow("ingero empty-cache") << ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    QTest::newRow("ingero gpu-node-01") << ingeroFixture(QStringLiteral("sample-gpu-node-01.db"));
    QTest::newRow("ingero cluster") << ingeroFixture(QStringLiteral("sample-cluster.db"));
}

void TestPerfettoExport::eventCountOfARangeEqualsSqlCount()
{
    QFETCH(QString, path);
    QTemporaryDir dir;
    if (path.isEmpty())
        path = generate(dir);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const LoadResult loaded = TraceBuilder::load(path.toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    const Trace& trace = *loaded.trace;

    // The middle half of the events: captures of several nodes leave long gaps in time.
    std::vector<std::int64_t> starts;
    for (const Lane& lane : trace.lanes)
        starts.insert(starts.end(), lane.events.start.begin(), lane.events.start.end());
    std::sort(starts.begin(), starts.end());
    QVERIFY(starts.size() > 8);
    PerfettoExportOptions options;
    options.from = starts[starts.size() / 4];
    options.to = starts[3 * starts.size() / 4];
    PerfettoExportResult result;
    const QJsonArray events = exportEvents(trace, options, &result);
    QVERIFY2(result.ok, qPrintable(result.error));
    std::int64_t inFile = 0;
    for (const QJsonValue& v : events) {
        const QJsonObject e = v.toObject();
        if (!isCaptureEvent(e))
            continue;
        ++inFile;
        // Times are µs since the capture began, inside the range.
        const double ts = e.value(QStringLiteral("ts")).toDouble();
        QVERIFY(ts >= double(options.from - trace.beginNs) / 1e3 - 1e-3);
        QVERIFY(ts < double(options.to - trace.beginNs) / 1e3 + 1e-3);
    }
    const std::int64_t expected = sqlCount(path, options.from, options.to);
    QVERIFY(expected > 0);
    QCOMPARE(inFile, expected);
    QCOMPARE(result.events, expected);

    // One thread's lanes only.
    std::uint32_t busiest = 0;
    std::size_t most = 0;
    for (const Lane& lane : trace.lanes) {
        if (lane.events.size() > most) {
            most = lane.events.size();
            busiest = trace.threads[lane.thread].tid;
        }
    }
    options.tids = {busiest};
    const QJsonArray one = exportEvents(trace, options, &result);
    std::int64_t oneCount = 0;
    for (const QJsonValue& v : one) {
        const QJsonObject e = v.toObject();
        if (!isCaptureEvent(e))
            continue;
        ++oneCount;
        QCOMPARE(e.value(QStringLiteral("tid")).toInteger(), qint64(busiest));
    }
    QCOMPARE(oneCount, sqlCount(path, options.from, options.to, " AND tid = " + std::to_string(busiest)));
}

void TestPerfettoExport::processAndThreadNamesAreTheCaptures()
{
    QTemporaryDir dir;
    for (const QString& path : {generate(dir), ingeroFixture(QStringLiteral("sample-gpu-node-01.db"))}) {
        if (!QFileInfo::exists(path))
            continue;
        const LoadResult loaded = TraceBuilder::load(path.toStdString());
        QVERIFY(loaded.trace);
        PerfettoExportResult result;
        const QJsonArray events = exportEvents(*loaded.trace, {}, &result);
        QVERIFY(result.ok);
        QHash<qint64, QString> processNames;
        QHash<qint64, QString> threadNames;
        QSet<qint64> eventPids;
        for (const QJsonValue& v : events) {
            const QJsonObject e = v.toObject();
            const QString name = e.value(QStringLiteral("args")).toObject().value(QStringLiteral("name")).toString();
            if (e.value(QStringLiteral("name")).toString() == QLatin1String("process_name"))
                processNames.insert(e.value(QStringLiteral("pid")).toInteger(), name);
            else if (e.value(QStringLiteral("name")).toString() == QLatin1String("thread_name"))
                threadNames.insert(e.value(QStringLiteral("tid")).toInteger(), name);
            else if (isCaptureEvent(e))
                eventPids.insert(e.value(QStringLiteral("pid")).toInteger());
        }
        QCOMPARE(result.processes, qint64(processNames.size()));
        for (qint64 pid : eventPids)
            QVERIFY2(processNames.contains(pid), qPrintable(QStringLiteral("pid %1 has no process_name").arg(pid)));

        capture::SqliteDb db;
        std::string error;
        QVERIFY(db.openReadOnly(path.toStdString(), false, &error));
        int compared = 0;
        {
            capture::SqliteStatement st(db,
                                        "SELECT pid, name FROM process_names WHERE pid IN (SELECT pid FROM events)");
            while (st.step() == 100) {
                QCOMPARE(processNames.value(st.int64(0)), QString::fromStdString(std::string(st.text(1))));
                ++compared;
            }
        }
        if (db.tableExists("faultline_threads")) {
            capture::SqliteStatement st(db,
                                        "SELECT tid, name FROM faultline_threads WHERE tid IN (SELECT tid FROM "
                                        "events) AND name != ''");
            while (st.step() == 100) {
                QCOMPARE(threadNames.value(st.int64(0)), QString::fromStdString(std::string(st.text(1))));
                ++compared;
            }
        }
        QVERIFY2(compared > 0, qPrintable(path));
    }
}

void TestPerfettoExport::chainsAndNotesAreMarkers()
{
    QTemporaryDir dir;
    const QString path = generate(dir);
    const LoadResult loaded = TraceBuilder::load(path.toStdString());
    QVERIFY(loaded.trace);
    const Trace& trace = *loaded.trace;
    PerfettoExportOptions options;
    options.chains = ChainEngine::derive(trace);
    QVERIFY(!options.chains.empty());
    Annotation p;
    p.start = p.end = trace.beginNs + 1'234'567;
    p.text = QStringLiteral("point — ✓");
    p.author = QStringLiteral("ann");
    Annotation s1;
    s1.kind = AnnotationKind::Span;
    s1.start = trace.beginNs + 1000;
    s1.end = trace.beginNs + 5'000'000;
    s1.text = QStringLiteral("first span");
    Annotation s2 = s1;
    s2.start = trace.beginNs + 2'000'000;
    s2.end = trace.beginNs + 9'000'000;
    s2.text = QStringLiteral("overlapping span");
    options.notes = {p, s1, s2};

    PerfettoExportResult result;
    const QJsonArray events = exportEvents(trace, options, &result);
    QVERIFY(result.ok);
    QCOMPARE(result.chains, qint64(options.chains.size()));
    QCOMPARE(result.notes, qint64(3));

    QSet<QString> expectedRules;
    for (const Chain& c : options.chains)
        expectedRules.insert(QString::fromStdString(c.rule));
    QSet<QString> rules;
    qint64 notesPid = -1;
    QHash<QString, QJsonObject> notes;
    for (const QJsonValue& v : events) {
        const QJsonObject e = v.toObject();
        const QString cat = e.value(QStringLiteral("cat")).toString();
        if (cat == QLatin1String("chain")) {
            QCOMPARE(e.value(QStringLiteral("ph")).toString(), QStringLiteral("i"));
            const QJsonObject args = e.value(QStringLiteral("args")).toObject();
            rules.insert(args.value(QStringLiteral("rule")).toString());
            QVERIFY(!args.value(QStringLiteral("explanation")).toString().isEmpty());
        } else if (cat == QLatin1String("note")) {
            notes.insert(e.value(QStringLiteral("name")).toString(), e);
        } else if (e.value(QStringLiteral("name")).toString() == QLatin1String("process_name")
                   && e.value(QStringLiteral("args")).toObject().value(QStringLiteral("name")).toString()
                       == QLatin1String("Notes")) {
            notesPid = e.value(QStringLiteral("pid")).toInteger();
        }
    }
    QCOMPARE(rules, expectedRules);
    QCOMPARE(notes.size(), 3);
    const QJsonObject point = notes.value(p.text);
    QCOMPARE(point.value(QStringLiteral("ph")).toString(), QStringLiteral("i"));
    QCOMPARE(point.value(QStringLiteral("s")).toString(), QStringLiteral("g"));
    QVERIFY(std::fabs(point.value(QStringLiteral("ts")).toDouble() - 1234.567) < 1e-6);
    QCOMPARE(point.value(QStringLiteral("args")).toObject().value(QStringLiteral("author")).toString(),
             QStringLiteral("ann"));
    const QJsonObject first = notes.value(s1.text);
    const QJsonObject second = notes.value(s2.text);
    QCOMPARE(first.value(QStringLiteral("ph")).toString(), QStringLiteral("X"));
    QVERIFY(std::fabs(first.value(QStringLiteral("dur")).toDouble() - 4999.0) < 1e-6);
    QVERIFY(notesPid > 0);
    QCOMPARE(first.value(QStringLiteral("pid")).toInteger(), notesPid);
    // Overlapping spans on different tracks, so Perfetto does not have to nest them.
    QVERIFY(first.value(QStringLiteral("tid")).toInteger() != second.value(QStringLiteral("tid")).toInteger());

    // A range that misses them leaves the notes out.
    options.from = trace.beginNs + 10'000'000;
    options.to = options.from + 1'000'000;
    exportEvents(trace, options, &result);
    QCOMPARE(result.notes, qint64(0));
}

void TestPerfettoExport::writesInBoundedChunks()
{
    QTemporaryDir dir;
    const QString path = generate(dir, 40000);
    const LoadResult loaded = TraceBuilder::load(path.toStdString());
    QVERIFY(loaded.trace);
    ChunkCounter device;
    QVERIFY(device.open(QIODevice::WriteOnly));
    const PerfettoExportResult result = PerfettoExport::write(*loaded.trace, {}, &device);
    QVERIFY(result.ok);
    QCOMPARE(result.events, loaded.trace->eventCount());
    QVERIFY2(device.total > 4 * (1 << 20), qPrintable(QString::number(device.total)));
    QVERIFY2(device.largest < (1 << 20) + 65536, qPrintable(QString::number(device.largest)));
}

QTEST_GUILESS_MAIN(TestPerfettoExport)
#include "tst_perfetto_export.moc"
