// The Nsight Systems importer against every real export in ../shared/fixtures/nsys (2021 to
// 2025.5, Linux and Windows), each figure compared with plain SQL over the same file; damaged and
// partial exports built here from SQL text; and the file left as it was.

#include "BadUtf8Rows.h"
#include "FileHash.h"
#include "NsysImport.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TraceImporter.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <sqlite3.h>

#include <algorithm>
#include <limits>
#include <string_view>

using namespace faultline::import;

namespace {

QString nsysFixture(const QString& name)
{
    return faultline::test::sharedDir() + QStringLiteral("/fixtures/nsys/") + name;
}

using faultline::test::sha256;

// One integer by SQL over `path`, opened read-only; 0 when `table` is absent (nsys creates tables
// only for what it traced), -1 when the query fails.
qint64 sqlInt(const QString& path, const char* table, const char* sql)
{
    sqlite3* db = nullptr;
    const QByteArray uri = QByteArrayLiteral("file:") + QUrl::toPercentEncoding(path, "/")
        + QByteArrayLiteral("?mode=ro");
    if (sqlite3_open_v2(uri.constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) != SQLITE_OK) {
        sqlite3_close(db);
        return -1;
    }
    qint64 result = -1;
    sqlite3_stmt* exists = nullptr;
    sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1", -1, &exists,
                       nullptr);
    sqlite3_bind_text(exists, 1, table, -1, SQLITE_STATIC);
    if (sqlite3_step(exists) == SQLITE_ROW && sqlite3_column_int64(exists, 0) == 0) {
        result = 0;
    } else {
        sqlite3_stmt* st = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
            result = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_finalize(exists);
    sqlite3_close(db);
    return result;
}

bool buildDatabase(const QString& path, const char* sql)
{
    sqlite3* db = nullptr;
    bool ok = sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK
        && sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
    ok = sqlite3_close(db) == SQLITE_OK && ok;
    return ok;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A launch: a CUDA call named cudaLaunch* or cuLaunch* (any version suffix: cudaLaunchKernel_v7000,
// cuLaunchKernelEx), except the host-function launches, which run no kernel.
bool isLaunch(std::string_view name)
{
    return (name.substr(0, 10) == "cudaLaunch" || name.substr(0, 8) == "cuLaunch")
        && name.find("HostFunc") == std::string_view::npos;
}

// The same definition in SQL, each call once however many rows nsys wrote for it (a call and its
// "CUDA backtrace" twin share a correlationId).
constexpr const char* kLaunchesSql =
    "SELECT count(*) FROM (SELECT DISTINCT (r.globalTid >> 24) & 16777215, r.correlationId "
    "FROM CUPTI_ACTIVITY_KIND_RUNTIME r JOIN StringIds s ON s.id = r.nameId "
    "WHERE (s.value GLOB 'cudaLaunch*' OR s.value GLOB 'cuLaunch*') AND s.value NOT GLOB '*HostFunc*')";

qint64 skipped(const ImportedTrace& trace, const QString& reasonPart)
{
    qint64 n = 0;
    for (const auto& [reason, count] : trace.skipped) {
        if (QString::fromStdString(reason).contains(reasonPart))
            n += count;
    }
    return n;
}

bool hasNote(const ImportedTrace& trace, const QString& part)
{
    for (const std::string& note : trace.notes) {
        if (QString::fromStdString(note).contains(part))
            return true;
    }
    return false;
}

constexpr const char* kStringIds = "CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);";

} // namespace

class TestNsysImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesSql_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("2021 Linux, 4x A100, old schema") << QStringLiteral("extrap__ex-gpu.s10.sqlite");
        QTest::newRow("2022.1 Windows, kernels and copies") << QStringLiteral("extrap__con_kernel.sqlite");
        QTest::newRow("2022.1 Windows, concurrent streams") << QStringLiteral("extrap__concurrent.s1_profile1.sqlite");
        QTest::newRow("2022.2 Linux, MPI, backtrace rows")
            << QStringLiteral("pipit__saxpy-mpi-cuda_nsys_perlmutter0.sqlite");
        QTest::newRow("2025.5 Linux, graphs") << QStringLiteral("flameox__nsight-2025.5.2.sqlite");
    }

    void theCaptureMatchesSql_data() { matchesSql_data(); }

    // Through the whole import into a capture: the kernels and their time, the launches as ops and
    // the copies are the source's, and every GPU row with a correlation id found its launch.
    void theCaptureMatchesSql()
    {
        QFETCH(QString, file);
        const QString path = nsysFixture(file);
        FAULTLINE_REQUIRE_FIXTURE(path);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string out = dir.filePath(QStringLiteral("imported.db")).toStdString();
        faultline::import::ImportWriteResult result;
        std::string error;
        QVERIFY2(faultline::import::importTrace(path.toStdString(), out, {}, &result, &error), error.c_str());
        faultline::capture::SqliteDb db;
        QVERIFY2(db.openReadOnly(out, false, &error), error.c_str());
        const auto count = [&db](const char* sql) { return static_cast<qint64>(std::stoll(db.queryText(sql, "-1"))); };
        QCOMPARE(count("SELECT count(*) FROM faultline_gpu_activity WHERE kind IN (1, 2)"),
                 sqlInt(path, "CUPTI_ACTIVITY_KIND_KERNEL", "SELECT count(*) FROM CUPTI_ACTIVITY_KIND_KERNEL"));
        QCOMPARE(count("SELECT coalesce(sum(end_ns - start_ns), 0) FROM faultline_gpu_activity WHERE kind IN (1, 2)"),
                 sqlInt(path, "CUPTI_ACTIVITY_KIND_KERNEL",
                        "SELECT coalesce(sum(\"end\" - start), 0) FROM CUPTI_ACTIVITY_KIND_KERNEL"));
        QCOMPARE(count("SELECT count(*) FROM events WHERE (source = 1 AND op IN (3, 67)) OR (source = 4 AND op IN (1, "
                       "68))"),
                 sqlInt(path, "CUPTI_ACTIVITY_KIND_RUNTIME", kLaunchesSql));
        QCOMPARE(count("SELECT count(*) FROM faultline_gpu_activity WHERE kind = 3"),
                 sqlInt(path, "CUPTI_ACTIVITY_KIND_MEMCPY", "SELECT count(*) FROM CUPTI_ACTIVITY_KIND_MEMCPY"));
        // Linked to its launch: each kernel, copy and memset whose correlation id a runtime call of
        // the export has (some have none: their call was not recorded).
        qint64 launched = 0;
        for (const char* table :
             {"CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_MEMCPY", "CUPTI_ACTIVITY_KIND_MEMSET"}) {
            const std::string sql = std::string("SELECT count(*) FROM ") + table
                + " a WHERE EXISTS (SELECT 1 FROM CUPTI_ACTIVITY_KIND_RUNTIME r WHERE r.correlationId = "
                  "a.correlationId)";
            launched += std::max<qint64>(0, sqlInt(path, table, sql.c_str()));
        }
        QCOMPARE(count("SELECT count(*) FROM faultline_gpu_activity WHERE kind IN (1, 2, 3, 4) AND launch_event != ''"),
                 launched);
        QCOMPARE(count("SELECT count(*) FROM faultline_gpu_activity WHERE launch_event != '' AND launch_event NOT IN "
                       "(SELECT id FROM events)"),
                 qint64{0});
        QCOMPARE(count("SELECT value FROM faultline_capture_meta WHERE key = 'import.gpu_activity'"),
                 static_cast<qint64>(result.gpuActivity));
    }

    // Every figure equals a plain COUNT/SUM over the source.
    void matchesSql()
    {
        QFETCH(QString, file);
        const QString path = nsysFixture(file);
        FAULTLINE_REQUIRE_FIXTURE(path);

        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        QCOMPARE(trace.format, std::string("nsys"));
        QVERIFY(QString::fromStdString(trace.producer).startsWith(QStringLiteral("Nsight Systems")));

        qint64 kernels = 0, kernelNs = 0, copies = 0, memsets = 0, launches = 0, nvtx = 0;
        for (const GpuActivity& a : trace.gpu) {
            QVERIFY(a.end >= a.start);
            if (a.kind == GpuKind::Kernel || a.kind == GpuKind::CommKernel) {
                ++kernels;
                kernelNs += a.end - a.start;
            }
            copies += a.kind == GpuKind::Memcpy;
            memsets += a.kind == GpuKind::Memset;
        }
        for (const HostCall& call : trace.calls)
            launches += isLaunch(trace.strings.at(call.name));
        for (const Range& r : trace.ranges)
            nvtx += r.kind == RangeKind::Nvtx;

        const char* kernel = "CUPTI_ACTIVITY_KIND_KERNEL";
        QCOMPARE(kernels, sqlInt(path, kernel, "SELECT count(*) FROM CUPTI_ACTIVITY_KIND_KERNEL"));
        QCOMPARE(kernelNs,
                 sqlInt(path, kernel, "SELECT coalesce(sum(\"end\" - start), 0) FROM CUPTI_ACTIVITY_KIND_KERNEL"));
        QCOMPARE(launches, sqlInt(path, "CUPTI_ACTIVITY_KIND_RUNTIME", kLaunchesSql));
        QCOMPARE(copies, sqlInt(path, "CUPTI_ACTIVITY_KIND_MEMCPY", "SELECT count(*) FROM CUPTI_ACTIVITY_KIND_MEMCPY"));
        QCOMPARE(memsets,
                 sqlInt(path, "CUPTI_ACTIVITY_KIND_MEMSET", "SELECT count(*) FROM CUPTI_ACTIVITY_KIND_MEMSET"));
        // Each call once: as many as there are (process, correlationId) pairs.
        QCOMPARE(qint64(trace.calls.size()),
                 sqlInt(path, "CUPTI_ACTIVITY_KIND_RUNTIME",
                        "SELECT count(*) FROM (SELECT DISTINCT (globalTid >> 24) & 16777215, correlationId "
                        "FROM CUPTI_ACTIVITY_KIND_RUNTIME)"));
        QCOMPARE(nvtx,
                 sqlInt(path, "NVTX_EVENTS",
                        "SELECT count(*) FROM NVTX_EVENTS WHERE (eventType IN (59, 60) AND \"end\" IS NOT NULL) "
                        "OR eventType = 34"));
        // Off the CPU: each sched-out that the thread's next event ends with a sched-in.
        QCOMPARE(qint64(trace.offCpu.size()),
                 sqlInt(path, "SCHED_EVENTS",
                        "SELECT count(*) FROM (SELECT isSchedIn, lead(isSchedIn) OVER (PARTITION BY globalTid "
                        "ORDER BY start, rowid) AS next FROM SCHED_EVENTS) WHERE isSchedIn = 0 AND next <> 0"));
        QCOMPARE(qint64(trace.threads.size()), sqlInt(path, "ThreadNames", "SELECT count(*) FROM ThreadNames"));
        QCOMPARE(skipped(trace, QStringLiteral("OSRT_API")), sqlInt(path, "OSRT_API", "SELECT count(*) FROM OSRT_API"));
        QVERIFY(!trace.devices.empty());

        // Wall clock where the export anchors it: the first call at utcEpochNs + its start.
        const qint64 epoch = sqlInt(path, "TARGET_INFO_SESSION_START_TIME",
                                    "SELECT utcEpochNs FROM TARGET_INFO_SESSION_START_TIME");
        QVERIFY(epoch >= 0);
        QCOMPARE(trace.absoluteTime, epoch > 0);
        QCOMPARE(qint64(trace.originNs), epoch);
        qint64 firstCall = std::numeric_limits<qint64>::max();
        for (const HostCall& call : trace.calls)
            firstCall = std::min<qint64>(firstCall, call.start);
        QCOMPARE(firstCall - epoch,
                 sqlInt(path, "CUPTI_ACTIVITY_KIND_RUNTIME",
                        "SELECT min(start) FROM CUPTI_ACTIVITY_KIND_RUNTIME WHERE eventClass <> 67"));
    }

    // nsys's globalTid keeps hw and vm ids above the pid: Windows (hw = 1) and Linux (vm = 1).
    void decodesGlobalTid()
    {
        const QString path = nsysFixture(QStringLiteral("extrap__con_kernel.sqlite"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        QVERIFY(!trace.calls.empty());
        for (const HostCall& call : trace.calls)
            QCOMPARE(call.pid, 32084u);
        QVERIFY(std::any_of(trace.calls.begin(), trace.calls.end(), [](const HostCall& c) { return c.tid == 33680u; }));
        // Pinned host buffers (cudaHostAlloc) on this capture, by ENUM_CUDA_MEM_KIND's numbering.
        for (const GpuActivity& a : trace.gpu) {
            if (a.kind == GpuKind::Memcpy)
                QCOMPARE(a.hostMemory, HostMemory::Pinned);
        }
    }

    void pageableCopiesAreNamed()
    {
        const QString path = nsysFixture(QStringLiteral("flameox__nsight-2025.5.2.sqlite"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        const auto copy = std::find_if(trace.gpu.begin(), trace.gpu.end(),
                                       [](const GpuActivity& a) { return a.kind == GpuKind::Memcpy; });
        QVERIFY(copy != trace.gpu.end());
        QCOMPARE(trace.strings.at(copy->name), std::string("Memcpy HtoD (Pageable -> Device)"));
        QCOMPARE(copy->copyKind, CopyKind::HostToDevice);
        QCOMPARE(copy->hostMemory, HostMemory::Pageable);
        QCOMPARE(copy->bytes, std::uint64_t{4096});
        QCOMPARE(trace.producer, std::string("Nsight Systems 2025.5.2.266"));
        QCOMPARE(trace.formatVersion, std::string("3.24.0"));
    }

    // Importing never writes to the export: same bytes, same mtime, no journal beside it.
    void leavesFileUnchanged()
    {
        const QDir dir(nsysFixture(QString()));
        FAULTLINE_REQUIRE_FIXTURE(dir.path());
        const QStringList files = dir.entryList({QStringLiteral("*.sqlite")}, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString& name : files) {
            const QString path = dir.filePath(name);
            const QByteArray before = sha256(path);
            const QDateTime modified = QFileInfo(path).lastModified();
            ImportedTrace trace;
            std::string error;
            QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
            QCOMPARE(sha256(path), before);
            QCOMPARE(QFileInfo(path).lastModified(), modified);
            QVERIFY(!QFileInfo::exists(path + QStringLiteral("-journal")));
            QVERIFY(!QFileInfo::exists(path + QStringLiteral("-wal")));
        }
    }

    // An export in WAL mode is read with nothing appearing beside it: a connection that opens it
    // read-only, but not immutable, creates a -wal and a -shm there and leaves them.
    void leavesNothingBesideAnExportInWalMode()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("wal.sqlite"));
        QVERIFY(buildDatabase(path,
                              "PRAGMA journal_mode = WAL;"
                              "CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);"
                              "INSERT INTO StringIds VALUES (1, 'cudaLaunchKernel_v7000');"));
        const QStringList alone{QStringLiteral("wal.sqlite")};
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), alone);
        const QByteArray before = sha256(path);
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        QCOMPARE(sha256(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), alone);
    }

    // '?', '#' and '%' would end or escape an SQLite URI's path.
    void readsPathsWithUriCharacters()
    {
        const QString source = nsysFixture(QStringLiteral("extrap__con_kernel.sqlite"));
        FAULTLINE_REQUIRE_FIXTURE(source);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("a?b#c%20d e.sqlite"));
        QVERIFY(QFile::copy(source, path));
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        QCOMPARE(trace.calls.size(), std::size_t{71});
    }

    void cancels()
    {
        const QString path = nsysFixture(QStringLiteral("flameox__nsight-2025.5.2.sqlite"));
        FAULTLINE_REQUIRE_FIXTURE(path);
        NsysImportOptions options;
        std::vector<double> seen;
        options.progress = [&](double f) {
            seen.push_back(f);
            return seen.size() < 4;
        };
        ImportedTrace trace;
        std::string error;
        QVERIFY(!importNsys(path.toStdString(), &trace, &error, options));
        QCOMPARE(error, std::string("cancelled"));
        QVERIFY(trace.calls.empty() && trace.gpu.empty());
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));

        seen.clear();
        options.progress = [&](double f) {
            seen.push_back(f);
            return true;
        };
        QVERIFY2(importNsys(path.toStdString(), &trace, &error, options), error.c_str());
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QCOMPARE(seen.back(), 1.0);
    }

    void refusesWhatIsNotAnExport_data()
    {
        QTest::addColumn<QByteArray>("bytes"); // the file as is, unless `sql` builds it
        QTest::addColumn<QByteArray>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty file") << QByteArray() << QByteArray() << QStringLiteral("is empty");
        QTest::newRow("text file") << QByteArrayLiteral("just some text, not SQLite\n") << QByteArray()
                                   << QStringLiteral("not a database");
        QTest::newRow("other SQLite database") << QByteArray() << QByteArrayLiteral("CREATE TABLE events (a, b);")
                                               << QStringLiteral("no StringIds table: not an Nsight Systems export");
        QTest::newRow("StringIds without value")
            << QByteArray() << QByteArrayLiteral("CREATE TABLE StringIds (id INTEGER PRIMARY KEY, text TEXT);")
            << QStringLiteral("StringIds table has no value column");
    }

    void refusesWhatIsNotAnExport()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, sql);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("input.sqlite"));
        QVERIFY(sql.isEmpty() ? writeFile(path, bytes) : buildDatabase(path, sql.constData()));
        ImportedTrace trace;
        std::string error;
        QVERIFY(!importNsys(path.toStdString(), &trace, &error));
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
        QVERIFY(trace.calls.empty() && trace.notes.empty());

        QVERIFY(!importNsys(dir.filePath(QStringLiteral("absent.sqlite")).toStdString(), &trace, &error));
        QVERIFY2(QString::fromStdString(error).contains(QStringLiteral("no such file")), error.c_str());
    }

    // A lazily written export holds only the tables of what was traced: the rest are notes.
    void notesMissingTables()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("strings.sqlite"));
        QVERIFY(buildDatabase(path, kStringIds));
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        QVERIFY(hasNote(trace, QStringLiteral("no CUPTI_ACTIVITY_KIND_KERNEL table")));
        QVERIFY(hasNote(trace, QStringLiteral("no CUPTI_ACTIVITY_KIND_RUNTIME table")));
        QVERIFY(hasNote(trace, QStringLiteral("no SCHED_EVENTS table")));
        QCOMPARE(trace.producer, std::string("Nsight Systems"));
        QVERIFY(!trace.absoluteTime);
    }

    void notesMissingColumns()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("columns.sqlite"));
        QVERIFY(buildDatabase(path,
                              "CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);"
                              "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER, deviceId INTEGER);"
                              "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES (1, 0), (2, 0);"));
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        QVERIFY(trace.gpu.empty());
        QVERIFY(hasNote(trace, QStringLiteral("CUPTI_ACTIVITY_KIND_KERNEL has no end column")));
        QCOMPARE(skipped(trace, QStringLiteral("CUPTI_ACTIVITY_KIND_KERNEL")), qint64{2});
    }

    // NULLs, end before start, values at the ends of the 64-bit range: kept where they can be
    // (clamped), skipped and counted where not.
    void toleratesBadRows()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("rows.sqlite"));
        QVERIFY(buildDatabase(
            path,
            "CREATE TABLE StringIds (id INTEGER, value TEXT);" // not the rowid: read in one pass
            "INSERT INTO StringIds VALUES (1, 'cudaLaunchKernel_v7000'), (2, 'ncclDevKernel_AllReduce'), (3, NULL);"
            "CREATE TABLE TARGET_INFO_SESSION_START_TIME (utcEpochNs INTEGER);"
            "INSERT INTO TARGET_INFO_SESSION_START_TIME VALUES (9223372036854775000);"
            "CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start, end, eventClass, globalTid, correlationId, nameId, "
            "returnValue);"
            "INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES (NULL, 5, 0, 1, 1, 1, 0), (10, 5, 0, NULL, NULL, 1, "
            "99999999999), (-9223372036854775808, 9223372036854775807, 0, -1, 7, 99, -5), (1, 'x', 0, 1, 2, 1, 0);"
            "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start, end, deviceId, streamId, correlationId, globalPid, "
            "demangledName, shortName);"
            "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES (100, 50, NULL, NULL, NULL, NULL, NULL, 2), (NULL, NULL, 0, "
            "0, 0, 0, 0, 0), (1, 9223372036854775807, 0, 0, 3, 0, 12345, NULL);"
            "CREATE TABLE CUPTI_ACTIVITY_KIND_MEMCPY (start, end, bytes, copyKind, srcKind, dstKind);"
            "INSERT INTO CUPTI_ACTIVITY_KIND_MEMCPY VALUES (1, 2, -5, 1, 0, 2), (1, 2, 10, 99, -3, NULL);"
            "CREATE TABLE NVTX_EVENTS (start, end, eventType, text, textId, globalTid);"
            "INSERT INTO NVTX_EVENTS VALUES (1, NULL, 59, 'open', NULL, 5), (4, NULL, 34, 'mark', NULL, 5), (5, 2, "
            "60, 'back', NULL, NULL), (1, 1, 75, 'domain', NULL, NULL);"
            "CREATE TABLE SCHED_EVENTS (start, cpu, isSchedIn, globalTid);"
            "INSERT INTO SCHED_EVENTS VALUES (1, 0, 0, 5), (3, 0, 1, 5), (NULL, 0, 1, 5), (10, 0, 0, 6);"));
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());

        QCOMPARE(trace.calls.size(), std::size_t{2});
        QCOMPARE(skipped(trace, QStringLiteral("CUDA API calls with no start or end")), qint64{2});
        QCOMPARE(skipped(trace, QStringLiteral("CUDA API calls that end before they start")), qint64{1});
        for (const HostCall& call : trace.calls)
            QVERIFY(call.duration >= 0);

        QCOMPARE(trace.gpu.size(), std::size_t{4});
        QCOMPARE(trace.gpu[0].kind, GpuKind::CommKernel);
        QCOMPARE(trace.gpu[0].end, trace.gpu[0].start);
        QCOMPARE(trace.gpu[1].end, std::numeric_limits<std::int64_t>::max()); // saturated, not wrapped
        QCOMPARE(trace.gpu[2].bytes, std::uint64_t{0});
        QCOMPARE(skipped(trace, QStringLiteral("negative byte count")), qint64{1});
        QVERIFY(hasNote(trace, QStringLiteral("not in StringIds")));

        QCOMPARE(trace.ranges.size(), std::size_t{2}); // the mark and the clamped start/end range
        QCOMPARE(skipped(trace, QStringLiteral("NVTX ranges with no end")), qint64{1});
        QCOMPARE(trace.offCpu.size(), std::size_t{1});
        QCOMPARE(skipped(trace, QStringLiteral("scheduling events with no time")), qint64{1});
        QCOMPARE(skipped(trace, QStringLiteral("sched-outs with no later sched-in")), qint64{1});
    }

    // Duplicate rule: an eventClass 67 ("CUDA backtrace") row with the correlationId of a call
    // already read is that call again; one without such a twin is a call of its own.
    void countsBacktraceTwinsOnce()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("twins.sqlite"));
        QVERIFY(buildDatabase(
            path,
            "CREATE TABLE StringIds (id INTEGER NOT NULL PRIMARY KEY, value TEXT NOT NULL);"
            "INSERT INTO StringIds VALUES (1, 'cudaLaunchKernel'), (2, 'cudaLaunchKernel_v7000');"
            "CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER NOT NULL, end INTEGER NOT NULL, eventClass "
            "INTEGER NOT NULL, globalTid INTEGER, correlationId INTEGER, nameId INTEGER NOT NULL, returnValue "
            "INTEGER NOT NULL, callchainId INTEGER);"
            "INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES (100, 200, 67, 16777217, 5, 1, 0, 0), (101, 199, 0, "
            "16777217, 5, 2, 0, NULL), (300, 400, 67, 16777217, 6, 1, 0, 1), (500, 600, 0, 33554433, 5, 2, 0, "
            "NULL);"));
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        // correlation 5 of pid 1 once (its own row), 6 of pid 1 from its backtrace row, 5 of pid 2.
        QCOMPARE(trace.calls.size(), std::size_t{3});
        QCOMPARE(trace.strings.at(trace.calls[0].name), std::string("cudaLaunchKernel_v7000"));
        QCOMPARE(trace.calls[0].start, std::int64_t{101});
        QVERIFY(hasNote(trace, QStringLiteral("1 \"CUDA backtrace\" rows")));
    }

    void badUtf8InANameBecomesAQuestionMarkPerByte_data()
    {
        faultline::test::addBadUtf8Rows();
        // The nsys importer's own rule on top: a NUL, which C strings end at, becomes '?' too.
        QTest::newRow("NUL") << QByteArray("\0", 1) << QByteArray("?");
    }

    // A StringIds value holding bytes that are not UTF-8 (RFC 3629: no overlong forms, surrogates
    // or code points above U+10FFFF) or a NUL is imported with a '?' for each such byte.
    void badUtf8InANameBecomesAQuestionMarkPerByte()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("names.sqlite"));
        // SQLite stores a blob cast to text byte for byte, as nsys stores what the traced program named.
        const QByteArray name = "cudaLaunchKernel_" + bytes + "_end";
        const QByteArray sql = QByteArray(kStringIds) + "INSERT INTO StringIds VALUES (1, CAST(X'" + name.toHex()
            + "' AS TEXT));"
              "CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER NOT NULL, end INTEGER NOT NULL, eventClass "
              "INTEGER NOT NULL, globalTid INTEGER, correlationId INTEGER, nameId INTEGER NOT NULL, returnValue "
              "INTEGER NOT NULL);"
              "INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES (100, 200, 0, 16777217, 5, 1, 0);";
        QVERIFY(buildDatabase(path, sql.constData()));
        ImportedTrace trace;
        std::string error;
        QVERIFY2(importNsys(path.toStdString(), &trace, &error), error.c_str());
        QCOMPARE(trace.calls.size(), std::size_t{1});
        QCOMPARE(trace.strings.at(trace.calls[0].name), "cudaLaunchKernel_" + expected.toStdString() + "_end");
    }
};

QTEST_GUILESS_MAIN(TestNsysImport)

#include "tst_nsys_import.moc"
