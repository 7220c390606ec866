// Notes on a capture: the model with undo and redo, the sidecar beside the capture, and the
// annotated copy in Ingero's annotations table.

#include "AnnotatedCopy.h"
#include "AnnotationSet.h"
#include "AnnotationSidecar.h"
#include "CaptureReader.h"
#include "CaptureSchema.h"
#include "FileHash.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

QString generate(const QTemporaryDir& dir, const QString& name)
{
    const QString path = dir.filePath(name);
    capture::ScenarioOptions options;
    options.scenario = "fragmentation";
    const capture::ScenarioResult r = capture::ScenarioGenerator::generate(path.toStdString(), options);
    return r.ok ? path : QString();
}

Annotation point(qint64 t, const QString& text)
{
    Annotation a;
    a.start = a.end = t;
    a.text = text;
    return a;
}

// Every field set, with text no encoding may lose.
QList<Annotation> richNotes()
{
    Annotation p = point(1'700'000'000'123'456'789LL,
                         QStringLiteral("sync stall — 同步 \"quoted\" \\ tab\t\nline 2 🚀"));
    p.colour = QStringLiteral("#Ff8800");
    p.author = QStringLiteral("Zoë Ångström");
    p.created = QDateTime(QDate(2026, 5, 20), QTime(10, 11, 12, 345), Qt::UTC);
    p.pid = 4242;
    p.eventId = QStringLiteral("demo-node:000000000042");
    Annotation s;
    s.kind = AnnotationKind::Span;
    s.start = 1'700'000'000'000'000'001LL;
    s.end = 1'700'000'002'500'000'003LL;
    s.text = QStringLiteral("مرحلة التحميل: loader fork");
    s.colour = QStringLiteral("#00aa55");
    s.author = QStringLiteral("ci");
    s.created = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 6), Qt::UTC);
    s.chainId = QStringLiteral("fork-stall-4242");
    s.chainRule = QStringLiteral("fork-stall");
    s.chainTime = 1'700'000'001'000'000'000LL;
    s.otherLabels = {{QStringLiteral("ingero.agent"), QStringLiteral("straggler")}};
    return {p, s};
}

QList<Annotation> withoutIds(QList<Annotation> list)
{
    for (Annotation& a : list)
        a.id = 0;
    return list;
}

struct Column
{
    QString name, type, dflt;
    bool notNull = false;
    int pk = 0;
    bool operator==(const Column&) const = default;
};

QList<Column> tableInfo(capture::SqliteDb& db, const char* table)
{
    QList<Column> out;
    capture::SqliteStatement st(db, std::string("PRAGMA table_info(") + table + ")");
    while (st.step() == 100 /* SQLITE_ROW */) {
        Column c;
        c.name = QString::fromStdString(std::string(st.text(1)));
        c.type = QString::fromStdString(std::string(st.text(2)));
        c.notNull = st.int64(3) != 0;
        c.dflt = st.isNull(4) ? QStringLiteral("<null>") : QString::fromStdString(std::string(st.text(4)));
        c.pk = int(st.int64(5));
        out.append(c);
    }
    return out;
}

QStringList indexSql(capture::SqliteDb& db, const char* table)
{
    QStringList out;
    capture::SqliteStatement st(db,
                                std::string("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = '")
                                    + table + "' AND sql IS NOT NULL ORDER BY name");
    while (st.step() == 100)
        out.append(QString::fromStdString(std::string(st.text(0))).simplified());
    return out;
}

} // namespace

class TestAnnotations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoAndRedoWalkTheHistory();
    void aNewChangeAfterUndoDropsTheRedoBranch();
    void invalidNotesAreRefused();
    void sidecarRoundTripsEveryField();
    void sidecarLivesBesideTheCaptureAndLeavesItAlone();
    void damagedSidecarIsRefusedKeptAndWrittenBeside_data();
    void damagedSidecarIsRefusedKeptAndWrittenBeside();
    void annotatedCopyOpensInTheReaderWithItsNotes_data();
    void annotatedCopyOpensInTheReaderWithItsNotes();
    void annotationsTableMatchesIngeroDdlColumnForColumn();
    void savingACopyAgainReplacesOurNotesAndKeepsOthers();
    void copyRefusesToReplaceTheCapture();
};

void TestAnnotations::undoAndRedoWalkTheHistory()
{
    AnnotationSet set;
    QSignalSpy added(&set, &AnnotationSet::annotationAdded);
    QSignalSpy removed(&set, &AnnotationSet::annotationRemoved);
    QSignalSpy cleanChanged(&set, &AnnotationSet::cleanChanged);
    QVERIFY(set.isClean());
    QVERIFY(!set.canUndo());

    const quint64 a = set.add(point(10, QStringLiteral("a")));
    const quint64 b = set.add(point(20, QStringLiteral("b")));
    QVERIFY(a != 0 && b != 0 && a != b);
    QCOMPARE(added.count(), 2);
    QCOMPARE(cleanChanged.count(), 1);
    QVERIFY(!set.isClean());

    Annotation edited = *set.find(a);
    edited.text = QStringLiteral("a, edited");
    QVERIFY(set.edit(edited));
    QVERIFY(!set.edit(edited)); // no change, no command
    QVERIFY(set.remove(b));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(set.size(), 1);
    QCOMPARE(set.undoText(), QStringLiteral("Remove note"));

    QVERIFY(set.undo()); // b is back, at its place
    QCOMPARE(set.size(), 2);
    QCOMPARE(set.annotations().at(1).id, b);
    QCOMPARE(set.undoText(), QStringLiteral("Edit note"));
    QVERIFY(set.undo());
    QCOMPARE(set.find(a)->text, QStringLiteral("a"));
    QVERIFY(set.undo());
    QVERIFY(set.undo());
    QCOMPARE(set.size(), 0);
    QVERIFY(set.isClean());
    QVERIFY(!set.undo());

    QVERIFY(set.redo());
    QVERIFY(set.redo());
    QVERIFY(set.redo());
    QCOMPARE(set.find(a)->text, QStringLiteral("a, edited"));
    QCOMPARE(set.redoText(), QStringLiteral("Remove note"));
    QVERIFY(set.redo());
    QVERIFY(!set.redo());
    QCOMPARE(set.size(), 1);
    QVERIFY(!set.find(b));

    set.setClean();
    QVERIFY(set.isClean());
    QVERIFY(set.undo());
    QVERIFY(!set.isClean());
}

void TestAnnotations::aNewChangeAfterUndoDropsTheRedoBranch()
{
    AnnotationSet set;
    set.add(point(1, QStringLiteral("one")));
    set.add(point(2, QStringLiteral("two")));
    set.setClean();
    QVERIFY(set.undo());
    const quint64 three = set.add(point(3, QStringLiteral("three")));
    QVERIFY(!set.canRedo());
    QCOMPARE(set.size(), 2);
    QCOMPARE(set.annotations().at(1).id, three);
    // The saved state was on the dropped branch: no undo leads back to it.
    QVERIFY(set.undo());
    QVERIFY(!set.isClean());
    QVERIFY(set.undo());
    QVERIFY(!set.isClean());

    // Loading forgets the history and keeps unique ids.
    QList<Annotation> loaded = {point(5, QStringLiteral("x")), point(6, QStringLiteral("y"))};
    loaded[0].id = 7;
    loaded[1].id = 7;
    set.replaceAll(loaded);
    QVERIFY(!set.canUndo() && !set.canRedo() && set.isClean());
    QCOMPARE(set.annotations().at(0).id, quint64(7));
    QVERIFY(set.annotations().at(1).id != 7);
}

void TestAnnotations::invalidNotesAreRefused()
{
    AnnotationSet set;
    Annotation backwards;
    backwards.kind = AnnotationKind::Span;
    backwards.start = 20;
    backwards.end = 10;
    QString error;
    QCOMPARE(set.add(backwards, &error), quint64(0));
    QVERIFY(error.contains(QStringLiteral("ends before")));
    Annotation colour = point(1, QStringLiteral("c"));
    colour.colour = QStringLiteral("orange");
    QCOMPARE(set.add(colour, &error), quint64(0));
    QVERIFY(error.contains(QStringLiteral("orange")));
    QCOMPARE(set.size(), 0);
    QVERIFY(!set.canUndo());
}

void TestAnnotations::sidecarRoundTripsEveryField()
{
    QTemporaryDir dir;
    const QString capturePath = dir.filePath(QStringLiteral("run.db"));
    QList<Annotation> notes = richNotes();
    notes[0].id = 3;
    notes[1].id = 9;
    const AnnotationSidecar::SaveResult saved = AnnotationSidecar::save(capturePath, notes);
    QVERIFY2(saved.ok, qPrintable(saved.message));
    QCOMPARE(saved.path, capturePath + QStringLiteral(".faultline-notes.json"));
    QVERIFY(saved.message.isEmpty());

    const AnnotationSidecar::LoadResult loaded = AnnotationSidecar::load(capturePath);
    QCOMPARE(loaded.status, AnnotationSidecar::Status::Loaded);
    QCOMPARE(loaded.annotations, notes);

    QFile file(saved.path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("faultline-notes"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), AnnotationSidecar::kVersion);
    QCOMPARE(root.value(QStringLiteral("capture")).toString(), QStringLiteral("run.db"));
    // ns as text: exact whatever reads the file.
    QCOMPARE(root.value(QStringLiteral("notes")).toArray().at(0).toObject().value(QStringLiteral("start")).toString(),
             QStringLiteral("1700000000123456789"));
}

void TestAnnotations::sidecarLivesBesideTheCaptureAndLeavesItAlone()
{
    QTemporaryDir dir;
    const QString capturePath = generate(dir, QStringLiteral("gen.db"));
    QVERIFY(!capturePath.isEmpty());
    const QByteArray before = test::sha256(capturePath);
    QCOMPARE(AnnotationSidecar::load(capturePath).status, AnnotationSidecar::Status::Absent);
    QVERIFY(AnnotationSidecar::save(capturePath, richNotes()).ok);
    QVERIFY(AnnotationSidecar::save(capturePath, richNotes().mid(1)).ok); // replaced atomically
    QCOMPARE(AnnotationSidecar::load(capturePath).annotations.size(), 1);
    QCOMPARE(test::sha256(capturePath), before);
    QStringList files = QDir(dir.path()).entryList(QDir::Files);
    files.sort();
    QCOMPARE(files, (QStringList{QStringLiteral("gen.db"), QStringLiteral("gen.db.faultline-notes.json")}));
}

void TestAnnotations::damagedSidecarIsRefusedKeptAndWrittenBeside_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    QTest::newRow("truncated") << QByteArray("{\"format\": \"faultline-notes\", \"version\": 1, \"notes\": [")
                               << QStringLiteral("not valid JSON");
    QTest::newRow("foreign JSON") << QByteArray("{\"traceEvents\": []}")
                                  << QStringLiteral("not a Faultline notes file");
    QTest::newRow("newer version") << QByteArray("{\"format\": \"faultline-notes\", \"version\": 99, \"notes\": []}")
                                   << QStringLiteral("version 99");
    QTest::newRow("bad note") << QByteArray(
        "{\"format\": \"faultline-notes\", \"version\": 1, \"notes\": "
        "[{\"kind\": \"span\", \"start\": \"10\", \"end\": \"5\", \"text\": \"x\"}]}")
                              << QStringLiteral("note 1");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02SQLite format 3", 18) << QStringLiteral("not valid JSON");
}

void TestAnnotations::damagedSidecarIsRefusedKeptAndWrittenBeside()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString capturePath = dir.filePath(QStringLiteral("run.db"));
    const QString sidecar = AnnotationSidecar::pathFor(capturePath);
    {
        QFile f(sidecar);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const AnnotationSidecar::LoadResult loaded = AnnotationSidecar::load(capturePath);
    QCOMPARE(loaded.status, AnnotationSidecar::Status::Damaged);
    QVERIFY2(loaded.error.contains(reason), qPrintable(loaded.error));
    QVERIFY(loaded.error.contains(sidecar));
    QVERIFY(loaded.annotations.isEmpty());

    const AnnotationSidecar::SaveResult saved = AnnotationSidecar::save(capturePath, richNotes());
    QVERIFY(saved.ok);
    QCOMPARE(saved.path, capturePath + QStringLiteral(".faultline-notes-2.json"));
    QVERIFY(saved.message.contains(sidecar));
    QFile f(sidecar);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), content); // never overwritten

    // The next open finds the notes saved beside, and still says why the sidecar was not used.
    const AnnotationSidecar::LoadResult again = AnnotationSidecar::load(capturePath);
    QCOMPARE(again.status, AnnotationSidecar::Status::Loaded);
    QCOMPARE(again.path, saved.path);
    QCOMPARE(withoutIds(again.annotations), richNotes());
    QVERIFY(again.warning.contains(reason));
}

void TestAnnotations::annotatedCopyOpensInTheReaderWithItsNotes_data()
{
    QTest::addColumn<QString>("source"); // empty = a generated capture
    QTest::newRow("generated") << QString();
    QTest::newRow("ingero v0.8 empty-cache") << ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    QTest::newRow("ingero cluster (WAL)") << ingeroFixture(QStringLiteral("sample-cluster.db"));
}

void TestAnnotations::annotatedCopyOpensInTheReaderWithItsNotes()
{
    QFETCH(QString, source);
    QTemporaryDir dir;
    if (source.isEmpty())
        source = generate(dir, QStringLiteral("gen.db"));
    FAULTLINE_REQUIRE_FIXTURE(source);
    QStringList sourceFiles = {source};
    for (const char* suffix : {"-wal", "-shm"}) {
        if (QFile::exists(source + QLatin1String(suffix)))
            sourceFiles.append(source + QLatin1String(suffix));
    }
    QList<QByteArray> before;
    for (const QString& f : sourceFiles)
        before.append(test::sha256(f));

    const QString copy = dir.filePath(QStringLiteral("annotated.db"));
    QString error;
    QVERIFY2(AnnotatedCopy::save(source, copy, richNotes(), &error), qPrintable(error));
    for (qsizetype i = 0; i < sourceFiles.size(); ++i)
        QCOMPARE(test::sha256(sourceFiles.at(i)), before.at(i));
    QVERIFY(!QFile::exists(copy + QStringLiteral(".part")));
    QVERIFY(!QFile::exists(copy + QStringLiteral("-wal")));

    capture::CaptureReader reader;
    std::string openError;
    QVERIFY2(reader.open(copy.toStdString(), &openError), openError.c_str());
    QVERIFY(reader.info().hasAnnotations);
    const std::vector<capture::StoredAnnotation> rows = reader.annotations();
    QVERIFY(reader.problems().empty());
    QCOMPARE(rows.size(), std::size_t(2));
    // Sorted by timestamp: the span starts first. Points have span_start = span_end = 0.
    QCOMPARE(rows[0].spanStart, richNotes().at(1).start);
    QCOMPARE(rows[0].spanEnd, richNotes().at(1).end);
    QCOMPARE(rows[1].timestamp, richNotes().at(0).start);
    QCOMPARE(rows[1].spanStart, 0);
    QCOMPARE(rows[1].spanEnd, 0);
    QCOMPARE(rows[1].pid, 4242u);
    QCOMPARE(Annotation::fromStored(rows[0]), richNotes().at(1));
    QCOMPARE(Annotation::fromStored(rows[1]), richNotes().at(0));

    // The whole copy loads, events and all, with the notes on the trace.
    const LoadResult original = TraceBuilder::load(source.toStdString());
    const LoadResult copied = TraceBuilder::load(copy.toStdString());
    QVERIFY(original.trace && copied.trace);
    QCOMPARE(copied.trace->eventCount(), original.trace->eventCount());
    QCOMPARE(copied.trace->annotations, rows);
}

void TestAnnotations::annotationsTableMatchesIngeroDdlColumnForColumn()
{
    // The documented DDL (research/ingero.md §2.2, kept as test data) against the table a copy
    // of a capture without one gets.
    QFile ddlFile(faultline::test::testData(QStringLiteral("ingero_v017_schema.sql")));
    QVERIFY(ddlFile.open(QIODevice::ReadOnly));
    const QString ddl = QString::fromUtf8(ddlFile.readAll());
    const qsizetype start = ddl.indexOf(QStringLiteral("CREATE TABLE IF NOT EXISTS annotations"));
    QVERIFY(start >= 0);
    const qsizetype end = ddl.indexOf(QStringLiteral("ON annotations(pid) WHERE pid != 0;"), start);
    QVERIFY(end > start);
    const QString annotationsDdl = ddl.mid(start, end - start + 35);

    capture::SqliteDb documented;
    std::string error;
    QVERIFY(documented.openReadWrite(":memory:", &error));
    QVERIFY2(documented.exec(annotationsDdl.toStdString(), &error), error.c_str());

    QTemporaryDir dir;
    const QString source = generate(dir, QStringLiteral("gen.db"));
    {
        // A capture with no annotations table at all (as Ingero's v0.8 files).
        capture::SqliteDb db;
        QVERIFY(db.openReadWrite(source.toStdString(), &error));
        QVERIFY(db.exec("DROP TABLE annotations", &error));
    }
    const QString copy = dir.filePath(QStringLiteral("copy.db"));
    QString copyError;
    QVERIFY2(AnnotatedCopy::save(source, copy, richNotes(), &copyError), qPrintable(copyError));
    capture::SqliteDb written;
    QVERIFY(written.openReadOnly(copy.toStdString(), false, &error));

    const QList<Column> expected = tableInfo(documented, "annotations");
    QCOMPARE(expected.size(), 10);
    QCOMPARE(tableInfo(written, "annotations"), expected);
    QCOMPARE(indexSql(written, "annotations"), indexSql(documented, "annotations"));
    QCOMPARE(written.queryInt("SELECT COUNT(*) FROM annotations"), 2);
    // Labels are a JSON object of strings, as Ingero's readers expect.
    QCOMPARE(written.queryText("SELECT json_extract(labels, '$.\"faultline.author\"') FROM annotations WHERE "
                               "span_start = 0"),
             std::string("Zoë Ångström"));
    QCOMPARE(written.queryInt("SELECT COUNT(*) FROM annotations, json_each(annotations.labels) WHERE "
                              "json_each.type != 'text'"),
             0);
}

void TestAnnotations::savingACopyAgainReplacesOurNotesAndKeepsOthers()
{
    QTemporaryDir dir;
    const QString source = generate(dir, QStringLiteral("gen.db"));
    std::string error;
    {
        capture::SqliteDb db;
        QVERIFY(db.openReadWrite(source.toStdString(), &error));
        QVERIFY(db.exec("INSERT INTO annotations (timestamp, labels, pid) VALUES (1700000000000000000, "
                        "'{\"ingero.kind\":\"deploy\",\"version\":\"v2\"}', 7)",
                        &error));
    }
    const QString first = dir.filePath(QStringLiteral("first.db"));
    const QString second = dir.filePath(QStringLiteral("second.db"));
    QString copyError;
    QVERIFY(AnnotatedCopy::save(source, first, richNotes(), &copyError));
    QVERIFY(
        AnnotatedCopy::save(first, second, {point(1'700'000'000'000'000'500LL, QStringLiteral("only"))}, &copyError));
    capture::CaptureReader reader;
    QVERIFY(reader.open(second.toStdString(), &error));
    const std::vector<capture::StoredAnnotation> rows = reader.annotations();
    QCOMPARE(rows.size(), std::size_t(2));
    const Annotation foreign = Annotation::fromStored(rows[0]);
    QCOMPARE(foreign.text, QStringLiteral("ingero.kind=deploy, version=v2"));
    QCOMPARE(foreign.pid, 7u);
    QCOMPARE(Annotation::fromStored(rows[1]).text, QStringLiteral("only"));
}

void TestAnnotations::copyRefusesToReplaceTheCapture()
{
    QTemporaryDir dir;
    const QString source = generate(dir, QStringLiteral("gen.db"));
    const QByteArray before = test::sha256(source);
    QString error;
    QVERIFY(!AnnotatedCopy::save(source, source, richNotes(), &error));
    QVERIFY(error.contains(QStringLiteral("capture itself")));
    QVERIFY(!AnnotatedCopy::save(dir.filePath(QStringLiteral("missing.db")), dir.filePath(QStringLiteral("o.db")),
                                 richNotes(), &error));
    QVERIFY(error.contains(QStringLiteral("does not exist")));
    QCOMPARE(test::sha256(source), before);
}

QTEST_GUILESS_MAIN(TestAnnotations)
#include "tst_annotations.moc"
