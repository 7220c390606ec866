// The SQL console's engine: read-only connections in worker threads, cancel, the authorizer,
// paging, exports, completion data, error positions, live (WAL) captures, and the text helpers.

#include "CaptureWriter.h"
#include "EventLookup.h"
#include "FileHash.h"
#include "OpCatalog.h"
#include "QueryEngine.h"
#include "ResultExport.h"
#include "ScenarioGenerator.h"
#include "SqlText.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"
#include "ValueFormat.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sqlite3.h>

#include <set>

using namespace faultline;
using namespace faultline::sql;
using faultline::test::ingeroFixture;

namespace {

using faultline::test::sha256;

bool waitOpened(QueryEngine& engine)
{
    QSignalSpy opened(&engine, &QueryEngine::opened);
    return opened.wait(10000) && opened.at(0).at(0).toBool();
}

// Runs a statement and waits for its first page, a failure or a cancellation.
struct Outcome
{
    bool page = false;
    QueryPage first;
    bool failed = false;
    QueryError error;
    bool cancelled = false;
};

Outcome runAndWait(QueryEngine& engine, const QString& sql, int pageSize = 500)
{
    QSignalSpy pages(&engine, &QueryEngine::firstPage);
    QSignalSpy failures(&engine, &QueryEngine::failed);
    QSignalSpy cancels(&engine, &QueryEngine::cancelled);
    const quint64 id = engine.run(sql, pageSize);
    Outcome o;
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 20000) {
        for (const auto& args : std::as_const(pages)) {
            if (args.at(0).toULongLong() == id) {
                o.page = true;
                o.first = args.at(1).value<QueryPage>();
                return o;
            }
        }
        for (const auto& args : std::as_const(failures)) {
            if (args.at(0).toULongLong() == id) {
                o.failed = true;
                o.error = args.at(1).value<QueryError>();
                return o;
            }
        }
        if (!cancels.isEmpty()) {
            o.cancelled = true;
            return o;
        }
        QTest::qWait(5);
    }
    return o;
}

} // namespace

class TestQueryEngine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_capture;

private slots:
    void initTestCase()
    {
        m_capture = m_dir.filePath(QStringLiteral("healthy.db"));
        capture::ScenarioOptions options;
        options.scenario = "healthy";
        const capture::ScenarioResult r = capture::ScenarioGenerator::generate(m_capture.toStdString(), options);
        QVERIFY2(r.error.empty(), r.error.c_str());
    }

    void splitsStatementsOutsideStringsAndComments_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("cursor");
        QTest::addColumn<QString>("expected");
        QTest::newRow("second of two") << QStringLiteral("SELECT 1;\nSELECT 2;") << 13 << QStringLiteral("SELECT 2");
        QTest::newRow("first of two") << QStringLiteral("SELECT 1;\nSELECT 2;") << 3 << QStringLiteral("SELECT 1");
        QTest::newRow("right after the semicolon") << QStringLiteral("SELECT 1;  ") << 10 << QStringLiteral("SELECT 1");
        QTest::newRow("semicolon in a string")
            << QStringLiteral("SELECT 'a;b';SELECT 3") << 2 << QStringLiteral("SELECT 'a;b'");
        QTest::newRow("doubled quote") << QStringLiteral("SELECT 'it''s;';") << 1 << QStringLiteral("SELECT 'it''s;'");
        QTest::newRow("line comment") << QStringLiteral("SELECT 1 -- no; split\n, 2;") << 0
                                      << QStringLiteral("SELECT 1 -- no; split\n, 2");
        QTest::newRow("block comment") << QStringLiteral("SELECT /* ; */ 4") << 0 << QStringLiteral("SELECT /* ; */ 4");
        QTest::newRow("quoted identifier")
            << QStringLiteral("SELECT \"a;b\" FROM t") << 0 << QStringLiteral("SELECT \"a;b\" FROM t");
        QTest::newRow("blank line between") << QStringLiteral("SELECT 1;\n\n\nSELECT 2") << 11 << QString();
    }
    void splitsStatementsOutsideStringsAndComments()
    {
        QFETCH(QString, text);
        QFETCH(int, cursor);
        QFETCH(QString, expected);
        const StatementSpan s = statementAt(text, cursor);
        QCOMPARE(text.mid(s.begin, s.end - s.begin), expected);
    }

    void wrappableQueriesAreRecognised()
    {
        QVERIFY(isWrappableQuery(QStringLiteral("  select 1")));
        QVERIFY(isWrappableQuery(QStringLiteral("-- hi\nWITH x AS (SELECT 1) SELECT * FROM x")));
        QVERIFY(isWrappableQuery(QStringLiteral("/* c */ VALUES (1)")));
        QVERIFY(!isWrappableQuery(QStringLiteral("PRAGMA table_info(events)")));
        QVERIFY(!isWrappableQuery(QStringLiteral("EXPLAIN QUERY PLAN SELECT 1")));
        QCOMPARE(trimStatement(QStringLiteral("SELECT 1 ;; \n")), QStringLiteral("SELECT 1"));
    }

    void completionListsTablesAndColumnsOfAnIngeroCapture()
    {
        const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        QueryEngine engine(path);
        QSignalSpy schema(&engine, &QueryEngine::schemaReady);
        QVERIFY(schema.wait(10000));
        capture::SqliteDb db;
        std::string error;
        QVERIFY(db.openReadOnly(path.toStdString(), true, &error));
        QStringList expected;
        capture::SqliteStatement t(db,
                                   "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE "
                                   "'sqlite_%' ORDER BY name");
        while (t.step() == SQLITE_ROW)
            expected.append(QString::fromStdString(std::string(t.text(0))));
        QCOMPARE(engine.tables(), expected);
        QVERIFY(engine.tables().contains(QStringLiteral("events")));
        QVERIFY(engine.tables().contains(QStringLiteral("stack_traces")));
        QStringList columns;
        capture::SqliteStatement c(db, "SELECT name FROM pragma_table_info('events')");
        while (c.step() == SQLITE_ROW)
            columns.append(QString::fromStdString(std::string(c.text(0))));
        QCOMPARE(engine.columns(QStringLiteral("events")), columns);
        QVERIFY(columns.contains(QStringLiteral("stack_hash")));
    }

    void writesAttachAndPragmaChangesAreRefused_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("insert") << QStringLiteral(
            "INSERT INTO events (id, timestamp, pid, tid, source, op) VALUES ('x', 1, "
            "1, 1, 1, 1)");
        QTest::newRow("update") << QStringLiteral("UPDATE events SET duration = 0");
        QTest::newRow("delete") << QStringLiteral("DELETE FROM events");
        QTest::newRow("create") << QStringLiteral("CREATE TABLE t (x)");
        QTest::newRow("drop") << QStringLiteral("DROP TABLE events");
        QTest::newRow("attach") << QStringLiteral("ATTACH DATABASE '/tmp/faultline-attach.db' AS other");
        QTest::newRow("pragma set") << QStringLiteral("PRAGMA journal_mode = DELETE");
        QTest::newRow("pragma query_only off") << QStringLiteral("PRAGMA query_only = 0");
        QTest::newRow("pragma bare write-ish") << QStringLiteral("PRAGMA wal_checkpoint");
        QTest::newRow("vacuum into") << QStringLiteral("VACUUM INTO '/tmp/faultline-vacuum.db'");
        QTest::newRow("begin") << QStringLiteral("BEGIN IMMEDIATE");
    }
    void writesAttachAndPragmaChangesAreRefused()
    {
        QFETCH(QString, sql);
        const QByteArray before = sha256(m_capture);
        {
            QueryEngine engine(m_capture);
            QVERIFY(waitOpened(engine));
            const Outcome o = runAndWait(engine, sql);
            QVERIFY2(o.failed, qPrintable(sql));
            QVERIFY2(o.error.refused || o.error.message.contains(QLatin1String("readonly")),
                     qPrintable(o.error.message));
            if (o.error.refused)
                QVERIFY(o.error.message.startsWith(QLatin1String("refused: ")));
            // Reading still works on the same connection afterwards.
            const Outcome read = runAndWait(engine, QStringLiteral("SELECT COUNT(*) FROM events"));
            QVERIFY(read.page);
            QVERIFY(read.first.rows.at(0).at(0).toLongLong() > 0);
        }
        QCOMPARE(sha256(m_capture), before);
        QVERIFY(!QFile::exists(m_capture + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(m_capture + QStringLiteral("-shm")));
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/faultline-vacuum.db")));
    }

    void schemaPragmasStillRead()
    {
        QueryEngine engine(m_capture);
        QVERIFY(waitOpened(engine));
        const Outcome o = runAndWait(engine, QStringLiteral("PRAGMA table_info(events)"));
        QVERIFY2(o.page, qPrintable(o.error.message));
        QVERIFY(o.first.rows.size() >= 10);
        const Outcome v = runAndWait(engine, QStringLiteral("PRAGMA user_version"));
        QVERIFY2(v.page, qPrintable(v.error.message));
        const Outcome f = runAndWait(engine, QStringLiteral("SELECT name FROM pragma_table_info('events')"));
        QVERIFY2(f.page, qPrintable(f.error.message));
        QVERIFY(f.first.rows.size() >= 10);
    }

    void cancelInterruptsARecursiveCteAndTheGuiStaysResponsive()
    {
        QueryEngine engine(m_capture);
        QVERIFY(waitOpened(engine));
        QSignalSpy cancelled(&engine, &QueryEngine::cancelled);
        QSignalSpy pages(&engine, &QueryEngine::firstPage);
        const quint64 id = engine.run(QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                                                     "SELECT COUNT(*) FROM c"));
        // The GUI thread keeps running its event loop while the query runs.
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
        timer.start(10);
        QTest::qWait(300);
        QVERIFY(ticks >= 5);
        QVERIFY(pages.isEmpty()); // still running: it never ends by itself
        engine.cancel(id);
        QVERIFY(cancelled.wait(5000));
        QCOMPARE(cancelled.first().at(0).toULongLong(), id);
        // The connection is usable again at once.
        const Outcome after = runAndWait(engine, QStringLiteral("SELECT 42"));
        QVERIFY(after.page);
        QCOMPARE(after.first.rows.at(0).at(0).toInt(), 42);
    }

    void pagingReturnsEveryRowExactlyOnce_data()
    {
        QTest::addColumn<int>("sortColumn");
        QTest::newRow("query order") << -1;
        QTest::newRow("sorted by duration") << 1;
    }
    void pagingReturnsEveryRowExactlyOnce()
    {
        QFETCH(int, sortColumn);
        QueryEngine engine(m_capture);
        QVERIFY(waitOpened(engine));
        const QString sql = QStringLiteral("SELECT id, duration FROM events WHERE source = 1 ORDER BY id");
        QSignalSpy first(&engine, &QueryEngine::firstPage);
        QSignalSpy counts(&engine, &QueryEngine::rowCount);
        QSignalSpy pages(&engine, &QueryEngine::pageReady);
        const int pageSize = 137;
        const quint64 id = engine.run(sql, pageSize, sortColumn, false);
        QVERIFY(first.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!counts.isEmpty(), 10000);
        const qint64 total = counts.last().at(1).toLongLong();
        capture::SqliteDb db;
        std::string error;
        QVERIFY(db.openReadOnly(m_capture.toStdString(), true, &error));
        QCOMPARE(total, db.queryInt("SELECT COUNT(*) FROM events WHERE source = 1"));
        QVERIFY(total > 3 * pageSize);

        QList<QVariantList> rows = first.first().at(1).value<QueryPage>().rows;
        QCOMPARE(rows.size(), pageSize);
        for (qint64 offset = pageSize; offset < total; offset += pageSize) {
            pages.clear();
            engine.fetch(id, offset, pageSize);
            QVERIFY(pages.wait(10000));
            const QueryPage p = pages.first().at(1).value<QueryPage>();
            QCOMPARE(p.offset, offset);
            rows += p.rows;
        }
        QCOMPARE(qint64(rows.size()), total);
        std::set<QString> ids;
        qint64 previous = -1;
        for (const QVariantList& r : rows) {
            QVERIFY(ids.insert(r.at(0).toString()).second); // exactly once
            if (sortColumn == 1) {
                QVERIFY(r.at(1).toLongLong() >= previous);
                previous = r.at(1).toLongLong();
            }
        }
    }

    void errorsPointAtTheProblemAndListTables()
    {
        QueryEngine engine(m_capture);
        QVERIFY(waitOpened(engine));
        const QString bad = QStringLiteral("SELECT id FROM events WHERE duration >> FROM");
        const Outcome syntax = runAndWait(engine, bad);
        QVERIFY(syntax.failed);
        QVERIFY(syntax.error.message.contains(QLatin1String("syntax error")));
        QCOMPARE(syntax.error.offset, bad.lastIndexOf(QLatin1String("FROM")));
        const Outcome missing = runAndWait(engine, QStringLiteral("SELECT * FROM evnets"));
        QVERIFY(missing.failed);
        QVERIFY(missing.error.message.contains(QLatin1String("no such table: evnets")));
        QVERIFY(missing.error.tables.contains(QStringLiteral("events")));
        QVERIFY(missing.error.tables.contains(QStringLiteral("stack_traces")));
    }

    void exportsRoundTrip()
    {
        QueryEngine engine(m_capture);
        QVERIFY(waitOpened(engine));
        const QString sql = QStringLiteral(
            "SELECT 1 AS n, 'plain' AS s, 'a,b' AS comma, 'say \"hi\"' AS quote, 'two\nlines' AS nl, 'tab\there' AS "
            "tab, "
            "'µs · ünïcode' AS u, NULL AS missing, 1700000000123456789 AS big, 2.5 AS real "
            "UNION ALL SELECT 2, 'x|y', ',', '\"', '\r\n', '\\', '', NULL, -1, 0.125");
        const Outcome o = runAndWait(engine, sql);
        QVERIFY2(o.page, qPrintable(o.error.message));
        for (const ExportFormat format :
             {ExportFormat::Csv, ExportFormat::Tsv, ExportFormat::Json, ExportFormat::Markdown}) {
            const QString path = m_dir.filePath(QStringLiteral("out.") + ResultWriter::extension(format));
            QSignalSpy exported(&engine, &QueryEngine::exported);
            engine.exportResult(engine.currentQuery(), path, format);
            QVERIFY(exported.wait(10000));
            QCOMPARE(exported.first().at(2).toLongLong(), 2);
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            if (format == ExportFormat::Csv || format == ExportFormat::Tsv) {
                const QList<QStringList> back = parseDelimited(text, format);
                QCOMPARE(back.size(), 3);
                QCOMPARE(back.at(0), o.first.columns);
                for (int r = 0; r < 2; ++r) {
                    for (int c = 0; c < o.first.columns.size(); ++c) {
                        const QVariant v = o.first.rows.at(r).at(c);
                        const QString expected = v.isNull()   ? QString()
                            : v.typeId() == QMetaType::Double ? QString::number(v.toDouble(), 'g', 17)
                                                              : v.toString();
                        QCOMPARE(back.at(r + 1).at(c), expected);
                    }
                }
            } else if (format == ExportFormat::Json) {
                QJsonParseError error;
                const QJsonArray a = QJsonDocument::fromJson(text.toUtf8(), &error).array();
                QCOMPARE(error.error, QJsonParseError::NoError);
                QCOMPARE(a.size(), 2);
                QCOMPARE(a.at(0).toObject().value(QLatin1String("nl")).toString(), QStringLiteral("two\nlines"));
                QCOMPARE(a.at(0).toObject().value(QLatin1String("u")).toString(), QStringLiteral("µs · ünïcode"));
                QVERIFY(a.at(0).toObject().value(QLatin1String("missing")).isNull());
                QCOMPARE(a.at(0).toObject().value(QLatin1String("big")).toInteger(), 1700000000123456789LL);
                QCOMPARE(a.at(1).toObject().value(QLatin1String("real")).toDouble(), 0.125);
                // Integers are written exactly, not through a double.
                QVERIFY(text.contains(QLatin1String("1700000000123456789")));
            } else {
                const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                QCOMPARE(lines.size(), 4); // header, rule, two rows
                QVERIFY(lines.at(3).contains(QLatin1String("x\\|y")));
                QVERIFY(lines.at(2).contains(QLatin1String("two<br>lines")));
            }
        }
        // Copying a selection uses the same writers.
        const QString copied = ResultWriter::toText(ExportFormat::Tsv, {QStringLiteral("a")},
                                                    {{QStringLiteral("x\ty")}});
        QCOMPARE(copied, QStringLiteral("a\nx\\ty\n"));
    }

    void anEventIdLeadsToTheEventOnTheTimeline()
    {
        const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        LoadResult loaded = TraceBuilder::load(path.toStdString());
        QVERIFY(loaded.trace);
        capture::SqliteDb db;
        std::string error;
        QVERIFY(db.openReadOnly(path.toStdString(), true, &error));
        // A CUDA call, a sched_switch (stored at its end) and an instant.
        for (const char* where : {"source = 1 AND op = 2", "source = 3 AND op = 1", "source = 3 AND op = 7"}) {
            const std::int64_t id = db.queryInt(std::string("SELECT id FROM events WHERE ") + where
                                                + " LIMIT 1 OFFSET 3");
            QVERIFY(id > 0);
            QString message;
            const std::optional<EventRow> row = eventById(path, QVariant(qlonglong(id)), &message);
            QVERIFY2(row, qPrintable(message));
            const EventRef ref = locateEvent(*loaded.trace, *row);
            QVERIFY2(ref.isValid(), where);
            const Lane& lane = loaded.trace->lanes[ref.lane];
            QCOMPARE(loaded.trace->threads[lane.thread].tid, row->tid);
            QCOMPARE(lane.events.sourceAt(ref.index), row->source);
            QCOMPARE(lane.events.opAt(ref.index), row->op);
            QCOMPARE(lane.events.start[ref.index],
                     capture::OpCatalog::intervalStart(row->source, row->op, row->timestamp, row->duration));
        }
        QString message;
        QVERIFY(!eventById(path, QVariant(qlonglong(-5)), &message));
        QVERIFY(message.contains(QLatin1String("no event")));
    }

    void aFaultlineTextIdLeadsToTheEventOnTheTimeline()
    {
        // Faultline's captures have Ingero's text ids, "{node}:{seq}" with seq zero-padded; the
        // console hands the cell's text over as it is.
        LoadResult loaded = TraceBuilder::load(m_capture.toStdString());
        QVERIFY(loaded.trace);
        capture::SqliteDb db;
        std::string error;
        QVERIFY(db.openReadOnly(m_capture.toStdString(), true, &error));
        const std::int64_t rows = db.queryInt("SELECT COUNT(*) FROM events");
        QVERIFY(rows > 200);
        // The first row, both sides of the writer's 64-row batches, and the last.
        for (const std::int64_t rowid : {std::int64_t(1), std::int64_t(64), std::int64_t(65), rows}) {
            capture::SqliteStatement st(db,
                                        "SELECT id, timestamp, pid, tid, source, op, duration, node FROM events "
                                        "WHERE rowid = ?1");
            st.bind(1, rowid);
            QCOMPARE(st.step(), SQLITE_ROW);
            const QString id = QString::fromStdString(std::string(st.text(0)));
            QCOMPARE(id,
                     QString::fromStdString(std::string(st.text(7)))
                         + QStringLiteral(":%1").arg(rowid, 12, 10, QLatin1Char('0')));
            QString message;
            const std::optional<EventRow> row = eventById(m_capture, QVariant(id), &message);
            QVERIFY2(row, qPrintable(message));
            QCOMPARE(row->timestamp, st.int64(1));
            QCOMPARE(qint64(row->pid), st.int64(2));
            QCOMPARE(qint64(row->tid), st.int64(3));
            QCOMPARE(qint64(row->source), st.int64(4));
            QCOMPARE(qint64(row->op), st.int64(5));
            QCOMPARE(row->duration, st.int64(6));
            QCOMPARE(row->node, QString::fromStdString(std::string(st.text(7))));
            const EventRef ref = locateEvent(*loaded.trace, *row);
            QVERIFY2(ref.isValid(), qPrintable(id));
            const Lane& lane = loaded.trace->lanes[ref.lane];
            QCOMPARE(loaded.trace->threads[lane.thread].tid, row->tid);
            QCOMPARE(lane.events.start[ref.index],
                     capture::OpCatalog::intervalStart(row->source, row->op, row->timestamp, row->duration));
        }
    }

    void readsALiveWalCaptureWithoutBlockingTheWriter()
    {
        const QString path = m_dir.filePath(QStringLiteral("live.db"));
        capture::CaptureWriter writer;
        capture::WriterOptions options;
        options.node = "live";
        std::string error;
        QVERIFY2(writer.open(path.toStdString(), options, &error), error.c_str());
        auto write = [&](int from, int to) {
            for (int i = from; i < to; ++i) {
                capture::EventRecord e;
                e.timestamp = 1'700'000'000'000'000'000LL + i * 1000;
                e.duration = 100;
                e.pid = 7;
                e.tid = 7;
                e.source = 1;
                e.op = capture::ops::CudaLaunchKernel;
                writer.addEvent(e, "python3");
            }
            return writer.flush(&error);
        };
        QVERIFY2(write(0, 1000), error.c_str());
        QVERIFY(QFile::exists(path + QStringLiteral("-wal")));
        QueryEngine engine(path);
        QVERIFY(waitOpened(engine));
        const Outcome o = runAndWait(engine, QStringLiteral("SELECT COUNT(*) FROM events"));
        QVERIFY2(o.page, qPrintable(o.error.message));
        QCOMPARE(o.first.rows.at(0).at(0).toLongLong(), 1000);
        // The writer goes on while the console's connection is open, and the console sees it.
        QVERIFY2(write(1000, 3000), error.c_str());
        const Outcome later = runAndWait(engine, QStringLiteral("SELECT COUNT(*) FROM events"));
        QCOMPARE(later.first.rows.at(0).at(0).toLongLong(), 3000);
        // Finishing while the console still reads: the capture stays complete and readable.
        QVERIFY2(writer.finish(&error), error.c_str());
        const Outcome done = runAndWait(engine, QStringLiteral("SELECT COUNT(*) FROM events"));
        QCOMPARE(done.first.rows.at(0).at(0).toLongLong(), 3000);
    }

    void valuesAreShownUsefully()
    {
        const QStringList columns = {QStringLiteral("id"),     QStringLiteral("timestamp"), QStringLiteral("source"),
                                     QStringLiteral("op"),     QStringLiteral("duration"),  QStringLiteral("bytes"),
                                     QStringLiteral("comment")};
        const QList<ColumnKind> kinds = columnKinds(columns);
        QCOMPARE(kinds.at(1), ColumnKind::Timestamp);
        QCOMPARE(kinds.at(3), ColumnKind::Op);
        QCOMPARE(displayValue(QVariant(qlonglong(1774360132988379662)), kinds.at(1)),
                 QStringLiteral("2026-03-24 13:48:52.988379662 UTC"));
        QCOMPARE(displayValue(QVariant(qlonglong(1)), kinds.at(2)), QStringLiteral("CUDA"));
        QCOMPARE(displayValue(QVariant(qlonglong(2)), kinds.at(3), QVariant(qlonglong(1))), QStringLiteral("cudaFree"));
        QCOMPARE(displayValue(QVariant(qlonglong(1500)), kinds.at(4)), QStringLiteral("1.50 µs"));
        QCOMPARE(displayValue(QVariant(qlonglong(3 << 20)), kinds.at(5)), QStringLiteral("3.00 MiB"));
        QCOMPARE(displayValue(QVariant(), kinds.at(6)), QStringLiteral("NULL"));
        // Without a source column an op stays a number.
        QCOMPARE(columnKinds({QStringLiteral("op")}).at(0), ColumnKind::Plain);
        // Small numbers in a timestamp column are not times.
        QCOMPARE(displayValue(QVariant(qlonglong(42)), ColumnKind::Timestamp), QStringLiteral("42"));
    }
};

QTEST_GUILESS_MAIN(TestQueryEngine)
#include "tst_query_engine.moc"
