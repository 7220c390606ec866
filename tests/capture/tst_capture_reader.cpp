// The capture reader against every real Ingero fixture, with expected numbers established
// with the sqlite3 CLI on the fixtures (see the comments), plus a v0.10 layout built here from
// Ingero's DDL, bad inputs, and the read-only guarantee.

#include "CaptureEvents.h"
#include "CaptureReader.h"
#include "FileHash.h"
#include "OpCatalog.h"
#include "SqliteDb.h"
#include "StackCodec.h"
#include "TestPaths.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace faultline::capture;
using faultline::test::ingeroFixture;
using faultline::test::readEvents;
using faultline::test::testData;

namespace {

using OpCounts = std::map<std::pair<int, int>, std::int64_t>;

using faultline::test::sha256;

QString readText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// Builds a database from SQL text files (the test's fixtures are text, not binaries).
bool buildDatabase(const QString& path, const QStringList& sqlFiles)
{
    SqliteDb db;
    std::string error;
    if (!db.openReadWrite(path.toStdString(), &error))
        return false;
    for (const QString& file : sqlFiles) {
        const QString sql = readText(file);
        if (sql.isEmpty() || !db.exec(sql.toStdString(), &error)) {
            qWarning("building %s from %s failed: %s", qPrintable(path), qPrintable(file), error.c_str());
            return false;
        }
    }
    return true;
}

} // namespace

class TestCaptureReader : public QObject
{
    Q_OBJECT

private slots:
    void readsEveryFixture_data();
    void readsEveryFixture();
    void decodesPythonAndNativeFrames();
    void joinsSignedStackHashes();
    void readsStoredChainsWithJson();
    void readsSessionsSnapshotsAndAggregates();
    void readsV010LayoutBuiltFromIngeroDdl();
    void neverWritesToTheCapture();
    void neverCreatesWalNextToAWalModeFile();
    void rejectsMissingFile();
    void rejectsNonSqliteFile();
    void rejectsSqliteFileThatIsNotACapture();
    void rejectsNewerUserVersion();
    void reportsIncompleteHeader();
    void loadsWhatIsReadableFromACorruptFile();
    void loadsWhatIsReadableFromATruncatedFile();
    void explainsATruncationThatLostTheSchema();
    void selectsColumnsByNameInAnyOrder();
    void resolvedFramesRoundTripWithoutAddress();
};

void TestCaptureReader::readsEveryFixture_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("layout");
    QTest::addColumn<bool>("textIds");
    QTest::addColumn<qint64>("events");
    QTest::addColumn<OpCounts>("opCounts");
    QTest::addColumn<int>("stacks");
    QTest::addColumn<int>("pythonStacks");
    QTest::addColumn<int>("chains");
    QTest::addColumn<int>("sessions");
    QTest::addColumn<int>("processNames");
    QTest::addColumn<int>("snapshots");
    QTest::addColumn<int>("cgroups");
    QTest::addColumn<qint64>("aggregateCount");

    // sqlite3 "file:F?immutable=1" "select source,op,count(*) from events group by 1,2"
    // "select count(*) from stack_traces where frames like '%\"pf\":%'" and counts of each table.
    QTest::newRow("pytorch-173382 (v0.8)")
        << QStringLiteral("pytorch-173382-empty-cache.db") << int(Layout::Ingero08) << false << qint64(3486)
        << OpCounts{{{1, 1}, 45},  {{1, 2}, 40}, {{1, 3}, 915}, {{1, 5}, 405}, {{1, 7}, 310},
                    {{3, 1}, 116}, {{3, 2}, 47}, {{3, 6}, 11},  {{3, 7}, 6},   {{4, 1}, 1520},
                    {{4, 5}, 49},  {{7, 1}, 1},  {{7, 2}, 21}}
        << 780 << 773 << 4 << 1 << 10 << 20 << 5 << qint64(64410);
    QTest::newRow("sample-cluster (v0.9 merged)")
        << QStringLiteral("sample-cluster.db") << int(Layout::Ingero09) << true << qint64(600)
        << OpCounts{{{3, 1}, 219}, {{4, 5}, 76}, {{5, 1}, 98}, {{5, 2}, 207}} << 9 << 0 << 6 << 3 << 15 << 5 << 3
        << qint64(0);
    QTest::newRow("sample-gpu-node-01 (v0.9)")
        << QStringLiteral("sample-gpu-node-01.db") << int(Layout::Ingero09) << true << qint64(200)
        << OpCounts{{{3, 1}, 99}, {{5, 1}, 98}, {{5, 2}, 3}} << 8 << 0 << 4 << 1 << 10 << 1 << 1 << qint64(0);
    QTest::newRow("sample-gpu-node-02 (v0.9)")
        << QStringLiteral("sample-gpu-node-02.db") << int(Layout::Ingero09) << true << qint64(200)
        << OpCounts{{{3, 1}, 62}, {{4, 5}, 40}, {{5, 2}, 98}} << 1 << 0 << 1 << 1 << 3 << 2 << 1 << qint64(0);
    QTest::newRow("sample-gpu-node-03 (v0.9)")
        << QStringLiteral("sample-gpu-node-03.db") << int(Layout::Ingero09) << true << qint64(200)
        << OpCounts{{{3, 1}, 58}, {{4, 5}, 36}, {{5, 2}, 106}} << 1 << 0 << 1 << 1 << 3 << 2 << 1 << qint64(0);
}

void TestCaptureReader::readsEveryFixture()
{
    QFETCH(QString, file);
    QFETCH(int, layout);
    QFETCH(bool, textIds);
    QFETCH(qint64, events);
    QFETCH(OpCounts, opCounts);
    QFETCH(int, stacks);
    QFETCH(int, pythonStacks);
    QFETCH(int, chains);
    QFETCH(int, sessions);
    QFETCH(int, processNames);
    QFETCH(int, snapshots);
    QFETCH(int, cgroups);
    QFETCH(qint64, aggregateCount);

    const QString path = ingeroFixture(file);
    FAULTLINE_REQUIRE_FIXTURE(path);

    CaptureReader reader;
    std::string error;
    QVERIFY2(reader.open(path.toStdString(), &error), error.c_str());
    QCOMPARE(int(reader.info().layout), layout);
    QCOMPARE(reader.info().textIds, textIds);
    QCOMPARE(reader.info().userVersion, 0);
    QVERIFY(!reader.info().hasComm);
    QVERIFY(!reader.info().isFaultline);

    const std::vector<EventRecord> rows = readEvents(reader);
    QCOMPARE(qint64(rows.size()), events);
    OpCounts counted;
    for (const EventRecord& e : rows)
        ++counted[{e.source, e.op}];
    QCOMPARE(counted, opCounts);

    int stackRows = 0;
    int withPython = 0;
    reader.forEachStack([&](StackRecord&& s) {
        ++stackRows;
        for (const StackFrame& f : s.frames) {
            if (f.kind == FrameKind::Python) {
                ++withPython;
                break;
            }
        }
    });
    QCOMPARE(stackRows, stacks);
    QCOMPARE(withPython, pythonStacks);
    QCOMPARE(int(reader.chains().size()), chains);
    QCOMPARE(int(reader.sessions().size()), sessions);
    QCOMPARE(int(reader.processNames().size()), processNames);
    QCOMPARE(int(reader.systemSnapshots().size()), snapshots);
    QCOMPARE(int(reader.cgroups().size()), cgroups);
    QCOMPARE(qint64(reader.info().aggregateCount), aggregateCount);
    QVERIFY2(reader.problems().empty(), reader.problems().empty() ? "" : reader.problems().front().message.c_str());
}

void TestCaptureReader::decodesPythonAndNativeFrames()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    CaptureReader reader;
    QVERIFY(reader.open(path.toStdString(), nullptr));

    // The stack of a cudaMalloc from repeat_kv (sdpa_attention.py, def line 6): 20 Python frames
    // ending in cuda_empty_cache_leak.py <module>, then 7 native frames of the caching allocator.
    const auto stack = reader.stack(-9188268837848188190LL);
    QVERIFY(stack.has_value());
    QCOMPARE(int(stack->frames.size()), 27);
    const StackFrame& top = stack->frames.front();
    QCOMPARE(int(top.kind), int(FrameKind::Python));
    QVERIFY(QString::fromStdString(top.pyFile).endsWith(QStringLiteral("integrations/sdpa_attention.py")));
    QCOMPARE(QString::fromStdString(top.pyFunction), QStringLiteral("repeat_kv"));
    QCOMPARE(top.pyDefLine, 6);
    QCOMPARE(top.pyLine, 0); // Ingero records no executing line
    const StackFrame& module = stack->frames[19];
    QCOMPARE(QString::fromStdString(module.pyFunction), QStringLiteral("<module>")); // "\u003cmodule\u003e"
    QVERIFY(QString::fromStdString(module.pyFile).endsWith(QStringLiteral("cuda_empty_cache_leak.py")));
    const StackFrame& native = stack->frames[20];
    QCOMPARE(int(native.kind), int(FrameKind::Native));
    QCOMPARE(QString::fromStdString(native.library), QStringLiteral("libc10_cuda.so"));
    QVERIFY(QString::fromStdString(native.symbol).startsWith(QStringLiteral("_ZN3c104cuda20CUDACachingAllocator")));
    QVERIFY(QString::fromStdString(native.symbol).endsWith(QStringLiteral("+0x6cc")));

    // A frame Ingero could not symbolise keeps its address and library.
    const auto partial = reader.stack(-9181187059999383742LL);
    QVERIFY(partial.has_value());
    const StackFrame& last = partial->frames.back();
    QCOMPARE(int(last.kind), int(FrameKind::Unresolved));
    QCOMPARE(last.ip, quint64(0x7f5c19c1498cULL));
    QCOMPARE(QString::fromStdString(last.library), QStringLiteral("libcudart.so.12"));
}

void TestCaptureReader::joinsSignedStackHashes()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    CaptureReader reader;
    QVERIFY(reader.open(path.toStdString(), nullptr));
    std::set<std::int64_t> hashes;
    reader.forEachStack([&](StackRecord&& s) { hashes.insert(s.hash); });
    std::int64_t withStack = 0;
    std::int64_t negative = 0;
    std::int64_t joined = 0;
    for (const EventRecord& e : readEvents(reader)) {
        if (e.stackHash == 0)
            continue;
        ++withStack;
        negative += e.stackHash < 0;
        joined += hashes.count(e.stackHash);
    }
    // sqlite3: select count(*) from events where stack_hash != 0  -> 3284, every one in stack_traces
    QCOMPARE(withStack, std::int64_t(3284));
    QCOMPARE(joined, withStack);
    QVERIFY(negative > 0);
}

void TestCaptureReader::readsStoredChainsWithJson()
{
    const QString path = ingeroFixture(QStringLiteral("sample-cluster.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    CaptureReader reader;
    QVERIFY(reader.open(path.toStdString(), nullptr));
    const std::vector<StoredChain> chains = reader.chains();
    QCOMPARE(int(chains.size()), 6);
    const StoredChain& first = chains.front();
    QCOMPARE(QString::fromStdString(first.id), QStringLiteral("gpu-node-01:tail-medium-cuLaunchKernel"));
    QCOMPARE(QString::fromStdString(first.severity), QStringLiteral("MEDIUM"));
    QCOMPARE(QString::fromStdString(first.node), QStringLiteral("gpu-node-01"));
    QCOMPARE(int(first.recommendations.size()), 3);
    QCOMPARE(QString::fromStdString(first.recommendations[0]),
             QStringLiteral("Pin training process to dedicated cores with taskset"));
    QCOMPARE(int(first.timeline.size()), 3);
    QCOMPARE(QString::fromStdString(first.timeline[0].layer), QStringLiteral("HOST"));
    QCOMPARE(first.timeline[0].durationUs, std::int64_t(987642));
    QCOMPARE(QString::fromStdString(first.timeline.back().op), QStringLiteral("cuLaunchKernel"));
    QCOMPARE(first.cudaP99Us, std::int64_t(734));
    QCOMPARE(first.tailRatio, 45.8);
    int high = 0;
    for (const StoredChain& c : chains)
        high += c.severity == "HIGH";
    QCOMPARE(high, 1 + 1); // drop-high-cuLaunchKernel and tail-high-cuMemAlloc
}

void TestCaptureReader::readsSessionsSnapshotsAndAggregates()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    CaptureReader reader;
    QVERIFY(reader.open(path.toStdString(), nullptr));
    const auto sessions = reader.sessions();
    QCOMPARE(int(sessions.size()), 1);
    QCOMPARE(QString::fromStdString(sessions[0].gpuModel), QStringLiteral("NVIDIA GeForce RTX 4090, 24564 MiB"));
    QCOMPARE(QString::fromStdString(sessions[0].kernel), QStringLiteral("5.15.0-144-generic"));
    QCOMPARE(sessions[0].cpuCores, std::int64_t(4));
    QCOMPARE(sessions[0].memTotalMb, std::int64_t(15969));
    QCOMPARE(sessions[0].startedAt, std::int64_t(1774360124670647270LL));
    QCOMPARE(QString::fromStdString(sessions[0].flags), QStringLiteral("stack,record,max-db=10g"));

    const auto snapshots = reader.systemSnapshots();
    QCOMPARE(snapshots.front().timestamp, std::int64_t(1774360124834971988LL));
    QCOMPARE(snapshots.front().memAvailMb, std::int64_t(15069));
    QCOMPARE(snapshots.front().loadAvg, 1.06);

    const auto aggregates = reader.aggregates();
    QCOMPARE(int(aggregates.size()), 43);
    std::int64_t count = 0;
    std::int64_t stored = 0;
    for (const Aggregate& a : aggregates) {
        count += a.count;
        stored += a.stored;
    }
    QCOMPARE(count, std::int64_t(64410));
    QCOMPARE(stored, std::int64_t(451));
    QCOMPARE(reader.info().aggregateStored, std::int64_t(451));
    QVERIFY(reader.aggregates(true).empty()); // v0.8 has no 5 s aggregates

    const auto names = reader.processNames();
    QCOMPARE(names.front().pid, 428u);
    QCOMPARE(QString::fromStdString(names.front().name), QStringLiteral("systemd-journal"));
}

void TestCaptureReader::readsV010LayoutBuiltFromIngeroDdl()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("v010.db"));
    QVERIFY(buildDatabase(
        path, {testData(QStringLiteral("ingero_v017_schema.sql")), testData(QStringLiteral("ingero_v010_rows.sql"))}));

    CaptureReader reader;
    std::string error;
    QVERIFY2(reader.open(path.toStdString(), &error), error.c_str());
    QCOMPARE(int(reader.info().layout), int(Layout::Ingero010));
    QCOMPARE(reader.info().userVersion, 10);
    QCOMPARE(QString::fromStdString(reader.info().schemaVersion), QStringLiteral("0.10"));
    QVERIFY(reader.info().hasComm);
    QVERIFY(reader.info().hasAggregates5s);
    QVERIFY(reader.info().hasAnnotations);
    QVERIFY(!reader.info().hasCgroupId); // the bare DDL has no migrated columns

    const auto rows = readEvents(reader);
    QCOMPARE(int(rows.size()), 6);
    QCOMPARE(QString::fromStdString(reader.commNames()[rows[1].commId]), QStringLiteral("pt_autograd_0"));
    QCOMPARE(QString::fromStdString(reader.nodeNames()[rows[0].nodeId]), QStringLiteral("n1"));
    QCOMPARE(rows[3].retCode, 2);
    QCOMPARE(rows[0].arg1, quint64(140000000000ULL));
    // Unknown codes are kept, and named the way Ingero's query tools name them.
    QCOMPARE(QString::fromStdString(OpCatalog::opName(rows[4].source, rows[4].op)), QStringLiteral("OP_200"));
    QCOMPARE(QString::fromStdString(OpCatalog::sourceName(rows[5].source)), QStringLiteral("SRC_77"));

    const auto stack = reader.stack(-4242);
    QVERIFY(stack.has_value());
    QCOMPARE(stack->frames[0].pyDefLine, 40);
    QCOMPARE(stack->frames[0].pyLine, 47);
    const auto ipsOnly = reader.stack(77);
    QVERIFY(ipsOnly.has_value());
    QVERIFY(ipsOnly->fromIpsOnly);
    QCOMPARE(int(ipsOnly->frames.size()), 2);
    QCOMPARE(ipsOnly->frames[1].ip, quint64(0x7f0000002000ULL));

    QCOMPARE(int(reader.aggregates(true).size()), 1);
    const auto chains = reader.chains();
    QCOMPARE(int(chains.size()), 1);
    QCOMPARE(QString::fromStdString(chains[0].recommendations.at(0)), QStringLiteral("Use expandable_segments"));
    QCOMPARE(chains[0].timeline.back().durationUs, std::int64_t(3));
}

void TestCaptureReader::neverWritesToTheCapture()
{
    const QString fixture = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(fixture);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.db"));
    QVERIFY(QFile::copy(fixture, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = sha256(path);

    {
        CaptureReader reader;
        QVERIFY(reader.open(path.toStdString(), nullptr));
        QCOMPARE(qint64(readEvents(reader).size()), qint64(3486));
        (void)reader.chains();
        (void)reader.sessions();
        reader.forEachStack([](StackRecord&&) {});
        // Even an explicit write through the reader's connection is refused.
        QVERIFY(!reader.database().exec("DELETE FROM events"));
    }
    QCOMPARE(sha256(path), before);
    QCOMPARE(sha256(path), sha256(fixture));
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
}

void TestCaptureReader::neverCreatesWalNextToAWalModeFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("wal.db"));
    QVERIFY(buildDatabase(
        path, {testData(QStringLiteral("ingero_v017_schema.sql")), testData(QStringLiteral("ingero_v010_rows.sql"))}));
    {
        SqliteDb db;
        QVERIFY(db.openReadWrite(path.toStdString(), nullptr));
        QCOMPARE(QString::fromStdString(db.queryText("PRAGMA journal_mode = WAL")), QStringLiteral("wal"));
    }
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal"))); // removed on clean close
    const QByteArray before = sha256(path);
    {
        CaptureReader reader;
        std::string error;
        QVERIFY2(reader.open(path.toStdString(), &error), error.c_str());
        QCOMPARE(int(readEvents(reader).size()), 6);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
    }
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
    QCOMPARE(sha256(path), before);
}

void TestCaptureReader::rejectsMissingFile()
{
    CaptureReader reader;
    std::string error;
    QVERIFY(!reader.open("/nonexistent/capture.db", &error));
    QVERIFY2(error.find("cannot open /nonexistent/capture.db") != std::string::npos, error.c_str());
}

void TestCaptureReader::rejectsNonSqliteFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.db"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(4096, 'x'));
    f.close();
    CaptureReader reader;
    std::string error;
    QVERIFY(!reader.open(path.toStdString(), &error));
    QVERIFY2(error.find("is not an SQLite database") != std::string::npos, error.c_str());
}

void TestCaptureReader::rejectsSqliteFileThatIsNotACapture()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.db"));
    {
        SqliteDb db;
        QVERIFY(db.openReadWrite(path.toStdString(), nullptr));
        QVERIFY(db.exec("CREATE TABLE songs(title TEXT); INSERT INTO songs VALUES ('x')"));
    }
    CaptureReader reader;
    std::string error;
    QVERIFY(!reader.open(path.toStdString(), &error));
    QVERIFY2(error.find("not a capture") != std::string::npos, error.c_str());
}

void TestCaptureReader::rejectsNewerUserVersion()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.db"));
    QVERIFY(buildDatabase(path, {testData(QStringLiteral("ingero_v017_schema.sql"))}));
    {
        SqliteDb db;
        QVERIFY(db.openReadWrite(path.toStdString(), nullptr));
        QVERIFY(db.exec("PRAGMA user_version = 11"));
    }
    CaptureReader reader;
    std::string error;
    QVERIFY(!reader.open(path.toStdString(), &error));
    QVERIFY2(error.find("newer capture format (user_version 11") != std::string::npos, error.c_str());
}

void TestCaptureReader::reportsIncompleteHeader()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stub.db"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("SQLite format 3", 16);
    f.close();
    CaptureReader reader;
    std::string error;
    QVERIFY(!reader.open(path.toStdString(), &error));
    QVERIFY2(error.find("truncated") != std::string::npos, error.c_str());
}

void TestCaptureReader::loadsWhatIsReadableFromACorruptFile()
{
    const QString fixture = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(fixture);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("corrupt.db"));
    QVERIFY(QFile::copy(fixture, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);

    // Find the pages of the events table and overwrite a run of them in the middle.
    int pageSize = 0;
    std::vector<std::int64_t> eventPages;
    {
        SqliteDb db;
        QVERIFY(db.openReadOnly(path.toStdString(), true, nullptr));
        pageSize = int(db.queryInt("PRAGMA page_size"));
        SqliteStatement st(db, "SELECT pageno FROM dbstat WHERE name = 'events' AND pagetype = 'leaf' ORDER BY path");
        if (!st.isValid())
            QSKIP("this SQLite has no dbstat virtual table");
        while (st.step() == 100 /* SQLITE_ROW */)
            eventPages.push_back(st.int64(0));
    }
    QVERIFY(eventPages.size() > 20);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const std::size_t mid = eventPages.size() / 2;
        for (std::size_t i = mid; i < mid + 5; ++i) {
            QVERIFY(f.seek((eventPages[i] - 1) * pageSize));
            f.write(QByteArray(pageSize, char(0xA5)));
        }
    }

    CaptureReader reader;
    std::string error;
    QVERIFY2(reader.open(path.toStdString(), &error), error.c_str());
    const auto rows = readEvents(reader);
    QVERIFY2(rows.size() > 3486 / 2, qPrintable(QString::number(rows.size())));
    QVERIFY(rows.size() < 3486);
    QVERIFY(!reader.problems().empty());
    const std::string& message = reader.problems().back().message;
    QVERIFY2(message.find("corrupt pages") != std::string::npos, message.c_str());
    // Rows after the damage were read too, not only the ones before it.
    QVERIFY(rows.back().rowId > std::int64_t(3486) * 3 / 4);
}

void TestCaptureReader::loadsWhatIsReadableFromATruncatedFile()
{
    const QString fixture = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(fixture);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("truncated.db"));
    QVERIFY(QFile::copy(fixture, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(QFile::resize(path, 400 * 4096)); // of 667 pages of 4096 bytes

    CaptureReader reader;
    std::string error;
    QVERIFY2(reader.open(path.toStdString(), &error), error.c_str());
    QVERIFY(!reader.problems().empty());
    const std::string& first = reader.problems().front().message;
    QVERIFY2(first.find("truncated: it holds 400 of the 667 pages") != std::string::npos, first.c_str());
    const auto rows = readEvents(reader);
    QVERIFY2(rows.size() > 1000 && rows.size() < 3486, qPrintable(QString::number(rows.size())));
    // Small tables early in the file survive whole (sqlite3: their pages are all below 400).
    QCOMPARE(int(reader.sessions().size()), 1);
    QCOMPARE(int(reader.chains().size()), 4);
    QCOMPARE(int(reader.systemSnapshots().size()), 20);
    int stacks = 0;
    reader.forEachStack([&](StackRecord&&) { ++stacks; });
    QVERIFY(stacks > 0 && stacks < 780);
}

void TestCaptureReader::explainsATruncationThatLostTheSchema()
{
    const QString fixture = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(fixture);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cut.db"));
    QVERIFY(QFile::copy(fixture, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    // sqlite3: the schema's leaf pages are 33 and 34; keep 20 pages.
    QVERIFY(QFile::resize(path, 20 * 4096));
    CaptureReader reader;
    std::string error;
    QVERIFY(!reader.open(path.toStdString(), &error));
    QVERIFY2(error.find("truncated") != std::string::npos, error.c_str());
}

void TestCaptureReader::selectsColumnsByNameInAnyOrder()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shuffled.db"));
    {
        SqliteDb db;
        QVERIFY(db.openReadWrite(path.toStdString(), nullptr));
        QVERIFY(db.exec("CREATE TABLE events (duration INTEGER, op INTEGER, arg1 INTEGER, tid INTEGER, "
                        "source INTEGER, timestamp INTEGER, pid INTEGER, arg0 INTEGER);"
                        "INSERT INTO events VALUES (1500, 5, 7, 11, 1, 123456789, 10, 9)"));
    }
    CaptureReader reader;
    QVERIFY(reader.open(path.toStdString(), nullptr));
    const auto rows = readEvents(reader);
    QCOMPARE(int(rows.size()), 1);
    QCOMPARE(rows[0].timestamp, std::int64_t(123456789));
    QCOMPARE(rows[0].duration, std::int64_t(1500));
    QCOMPARE(rows[0].pid, 10u);
    QCOMPARE(rows[0].tid, 11u);
    QCOMPARE(int(rows[0].source), 1);
    QCOMPARE(int(rows[0].op), 5);
    QCOMPARE(rows[0].arg0, quint64(9));
    QCOMPARE(rows[0].arg1, quint64(7));
    QCOMPARE(rows[0].stackHash, std::int64_t(0));
}

void TestCaptureReader::resolvedFramesRoundTripWithoutAddress()
{
    // Fuzzer finding: an "i" beside a symbol used to survive decoding but not re-encoding.
    std::vector<StackFrame> frames;
    QVERIFY(StackCodec::decodeFrames(R"([{"i":"0x10","s":"cudaMalloc"}])", &frames, nullptr));
    QCOMPARE(int(frames.size()), 1);
    QCOMPARE(frames[0].ip, quint64(0));
    std::vector<StackFrame> again;
    QVERIFY(StackCodec::decodeFrames(StackCodec::encodeFrames(frames), &again, nullptr));
    QVERIFY(again == frames);
}

QTEST_GUILESS_MAIN(TestCaptureReader)
#include "tst_capture_reader.moc"
