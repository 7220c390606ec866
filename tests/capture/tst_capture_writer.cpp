#include "CaptureEvents.h"
#include "CaptureReader.h"
#include "CaptureSchema.h"
#include "CaptureWriter.h"
#include "Json.h"
#include "OpCatalog.h"
#include "SqliteDb.h"
#include "StackCodec.h"
#include "TestFrames.h"
#include "WalCheckpointer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <memory>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace faultline::capture;

namespace {

constexpr std::int64_t kBase = 1'774'346'400'000'000'000LL; // 2026-03-24T10:00:00Z, a whole minute
constexpr std::int64_t kSecond = 1'000'000'000LL;

EventRecord makeEvent(std::int64_t ts, std::uint8_t source, std::uint8_t op, std::int64_t duration,
                      std::uint64_t arg0 = 0, std::uint64_t arg1 = 0, std::uint32_t pid = 100, std::uint32_t tid = 100)
{
    EventRecord e;
    e.timestamp = ts;
    e.source = source;
    e.op = op;
    e.duration = duration;
    e.arg0 = arg0;
    e.arg1 = arg1;
    e.pid = pid;
    e.tid = tid;
    return e;
}

using faultline::test::native;
using faultline::test::python;
using faultline::test::readEvents;
using faultline::test::unresolved;

std::vector<StackFrame> mallocStack()
{
    return {python("/home/user/alloc_stress.py", "fragmentation_pattern", 68, 74),
            python("/home/user/alloc_stress.py", "main", 105, 114), native("cudaMalloc+0x0", "libcudart.so.12"),
            native("_ZN3c104cuda20CUDACachingAllocator6Native22NativeCachingAllocator6mallocEPPvamP11CUstream_st+0x1a4",
                   "libc10_cuda.so")};
}

// Opens a finished capture the way a reader would, without the CaptureReader.
class Capture
{
public:
    explicit Capture(const QString& path)
    {
        std::string error;
        m_ok = m_db.openReadOnly(path.toStdString(), false, &error);
        if (!m_ok)
            qWarning("cannot open %s: %s", qPrintable(path), error.c_str());
    }
    [[nodiscard]] bool ok() const { return m_ok; }
    [[nodiscard]] std::int64_t integer(const char* sql) const { return m_db.queryInt(sql, -1); }
    [[nodiscard]] QString text(const char* sql) const { return QString::fromStdString(m_db.queryText(sql, "<none>")); }
    [[nodiscard]] QStringList column(const char* sql) const
    {
        QStringList out;
        SqliteStatement st(m_db, sql);
        while (st.step() == SQLITE_ROW)
            out << QString::fromUtf8(st.text(0).data(), static_cast<qsizetype>(st.text(0).size()));
        return out;
    }
    SqliteDb& db() { return m_db; }

private:
    SqliteDb m_db;
    bool m_ok = false;
};

// Three rows of GPU activity as an import writes them; the first and last run the same kernel.
std::vector<GpuActivityRow> gpuRows()
{
    std::vector<GpuActivityRow> rows;
    for (int i = 0; i < 3; ++i) {
        GpuActivityRow r;
        r.device = i;
        r.stream = 7 + i;
        r.kind = static_cast<std::uint8_t>(1 + i);
        r.name = "kernel \"" + std::to_string(i % 2) + "\" <float, 128>";
        r.start = kBase + i * 1000;
        r.end = kBase + i * 1000 + 500;
        r.bytes = 1000u * static_cast<std::uint64_t>(i);
        r.copyKind = static_cast<std::uint8_t>(i == 2 ? 1 : 0);
        r.hostMemory = static_cast<std::uint8_t>(i == 2 ? 1 : 0);
        r.correlation = 40 + i;
        r.launchEvent = i == 1 ? std::string() : CaptureWriter::eventId("gpu-node-7", 1 + static_cast<unsigned>(i));
        r.pid = 100;
        rows.push_back(r);
    }
    return rows;
}

// The GPU activity of a capture as its readers see it, through the view faultline_gpu_activity.
std::vector<GpuActivityRow> readGpuRows(Capture& c)
{
    std::vector<GpuActivityRow> rows;
    SqliteStatement st(c.db(),
                       "SELECT device, stream, kind, name, start_ns, end_ns, bytes, copy_kind, host_memory, "
                       "correlation, launch_event, pid FROM faultline_gpu_activity ORDER BY id");
    while (st.step() == SQLITE_ROW) {
        GpuActivityRow r;
        r.device = st.int64(0);
        r.stream = st.int64(1);
        r.kind = static_cast<std::uint8_t>(st.int64(2));
        r.name = std::string(st.text(3));
        r.start = st.int64(4);
        r.end = st.int64(5);
        r.bytes = static_cast<std::uint64_t>(st.int64(6));
        r.copyKind = static_cast<std::uint8_t>(st.int64(7));
        r.hostMemory = static_cast<std::uint8_t>(st.int64(8));
        r.correlation = st.int64(9);
        r.launchEvent = std::string(st.text(10));
        r.pid = static_cast<std::uint32_t>(st.int64(11));
        rows.push_back(r);
    }
    return rows;
}

} // namespace

class TestCaptureWriter : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    QString freshPath() { return m_dir.filePath(QStringLiteral("capture-%1.db").arg(++m_counter)); }

    // Writes a capture through `fill` and returns its path; fails the test on writer errors.
    template<typename Fill>
    QString write(Fill fill, WriterOptions options = {})
    {
        if (options.node.empty())
            options.node = "gpu-node-7";
        const QString path = freshPath();
        CaptureWriter writer;
        std::string error;
        if (!writer.open(path.toStdString(), options, &error)) {
            qWarning("open failed: %s", error.c_str());
            return {};
        }
        fill(writer);
        if (!writer.finish(&error)) {
            qWarning("finish failed: %s", error.c_str());
            return {};
        }
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void schemaIsIngeroV010()
    {
        const QString path = write([](CaptureWriter&) {});
        QVERIFY(!path.isEmpty());
        Capture c(path);
        QVERIFY(c.ok());
        QCOMPARE(c.integer("PRAGMA user_version"), std::int64_t(10));
        QCOMPARE(c.text("SELECT value FROM schema_info WHERE key = 'version'"), QStringLiteral("0.10"));
        for (const char* key : {"timestamp_unit", "duration_unit", "arg0_note", "arg1_note", "stack_traces_note"})
            QVERIFY2(c.text(qPrintable(
                         QStringLiteral("SELECT value FROM schema_info WHERE key = '%1'").arg(QLatin1String(key))))
                         != QStringLiteral("<none>"),
                     key);

        // Column for column what a fresh Ingero v0.17 creates (research/ingero.md §2.3).
        const QStringList expected = QStringLiteral("id timestamp pid tid source op duration gpu_id arg0 arg1 "
                                                    "ret_code stack_hash node rank local_rank world_size comm "
                                                    "stack_ips cgroup_id")
                                         .split(QLatin1Char(' '));
        QCOMPARE(c.column("SELECT name FROM pragma_table_info('events') ORDER BY cid"), expected);
        for (const char* table : {"faultline_threads", "faultline_capture_meta", "faultline_source_counters",
                                  "event_aggregates_5s", "annotations", "cgroup_schedstat"})
            QVERIFY2(c.db().tableExists(table), table);

        const auto opCount = static_cast<std::int64_t>(OpCatalog::end() - OpCatalog::begin());
        QCOMPARE(c.integer("SELECT COUNT(*) FROM ops"), opCount);
        QCOMPARE(c.text("SELECT name FROM ops WHERE source_id = 1 AND op_id = 1"), QStringLiteral("cudaMalloc"));
        QCOMPARE(c.text("SELECT name FROM ops WHERE source_id = 3 AND op_id = 1"), QStringLiteral("sched_switch"));
        QCOMPARE(c.text("SELECT name FROM ops WHERE source_id = 4 AND op_id = 5"), QStringLiteral("cuMemAlloc"));
        QCOMPARE(c.text("SELECT name FROM sources WHERE id = 4"), QStringLiteral("DRIVER"));
        QCOMPARE(c.text("PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(c.text("PRAGMA journal_mode"), QStringLiteral("delete"));
        QCOMPARE(c.integer("PRAGMA page_size"), std::int64_t(16384));
    }

    void eventIndexesExistAfterFinish()
    {
        const QString path = write([](CaptureWriter& w) {
            w.addEvent(makeEvent(kBase, 1, ops::CudaMalloc, 1000, 4096, 0x7f0000000000), "python3");
        });
        Capture c(path);
        const QStringList indexes = c.column("SELECT name FROM sqlite_master WHERE type = 'index' "
                                             "AND tbl_name = 'events' AND sql IS NOT NULL ORDER BY name");
        QCOMPARE(indexes,
                 QStringList({QStringLiteral("idx_events_cgroup"), QStringLiteral("idx_events_pid"),
                              QStringLiteral("idx_events_source_op_stack"), QStringLiteral("idx_events_timestamp")}));
    }

    // An import keeps the indexes on time, pid and cgroup as its rows go in and builds
    // (source, op, stack_hash) when told its events are in, or else at finish(). Either way the
    // file has every index, each holding every row, and rows added after the build go through it.
    void anImportBuildsItsLastEventIndexOnceItsEventsAreIn_data()
    {
        QTest::addColumn<bool>("buildEarly");
        QTest::newRow("buildImportIndexes, then more events") << true;
        QTest::newRow("at finish") << false;
    }
    void anImportBuildsItsLastEventIndexOnceItsEventsAreIn()
    {
        QFETCH(bool, buildEarly);
        constexpr int kEvents = 3000;
        const auto eventIndexes = [](const std::string& file) {
            SqliteDb db;
            std::string error;
            QStringList names;
            if (!db.openReadOnly(file, false, &error))
                return names;
            SqliteStatement st(db,
                               "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events' AND "
                               "sql IS NOT NULL ORDER BY name");
            while (st.step() == SQLITE_ROW)
                names << QString::fromUtf8(st.text(0).data(), static_cast<qsizetype>(st.text(0).size()));
            return names;
        };
        const QString path = freshPath();
        CaptureWriter w;
        std::string error;
        QVERIFY2(w.open(path.toStdString(), {}, &error), error.c_str());
        QVERIFY2(w.ensureImportTables(), w.error().c_str());
        for (int i = 0; i < kEvents; ++i) {
            EventRecord e = makeEvent(kBase + i * 1000, 1, i % 3 == 0 ? ops::CudaMalloc : ops::CudaLaunchKernel, 10);
            e.stackHash = 1 + i % 7;
            w.addEvent(e, "python3");
        }
        if (buildEarly) {
            QVERIFY2(w.buildImportIndexes(), w.error().c_str());
            for (int i = kEvents; i < kEvents + 100; ++i)
                w.addEvent(makeEvent(kBase + i * 1000, 4, ops::CuCall, 10), "python3");
        }
        QVERIFY2(w.finish(&error), error.c_str());
        const int rows = buildEarly ? kEvents + 100 : kEvents;
        QCOMPARE(eventIndexes(path.toStdString()),
                 QStringList({QStringLiteral("idx_events_cgroup"), QStringLiteral("idx_events_pid"),
                              QStringLiteral("idx_events_source_op_stack"), QStringLiteral("idx_events_timestamp")}));
        Capture c(path);
        QCOMPARE(c.text("PRAGMA integrity_check"), QStringLiteral("ok"));
        QCOMPARE(c.integer("SELECT count(*) FROM events INDEXED BY idx_events_source_op_stack WHERE source >= 0"),
                 std::int64_t{rows});
        QCOMPARE(c.integer("SELECT count(*) FROM events INDEXED BY idx_events_source_op_stack WHERE source = 1 AND "
                           "op = 1 AND stack_hash = 4"),
                 c.integer("SELECT count(*) FROM events NOT INDEXED WHERE source = 1 AND op = 1 AND stack_hash = 4"));
        QCOMPARE(c.integer("SELECT count(*) FROM events INDEXED BY idx_events_source_op_stack WHERE source = 4"),
                 std::int64_t{buildEarly ? 100 : 0});
    }

    // Outside an import the call does nothing: the indexes come at finish(), as always.
    void buildImportIndexesWaitsForFinishOutsideAnImport()
    {
        const QString path = freshPath();
        CaptureWriter w;
        std::string error;
        QVERIFY2(w.open(path.toStdString(), {}, &error), error.c_str());
        w.addEvent(makeEvent(kBase, 1, ops::CudaLaunchKernel, 10), "python3");
        QVERIFY2(w.buildImportIndexes(), w.error().c_str());
        QVERIFY(w.flush(&error));
        {
            Capture live(path);
            QCOMPARE(live.integer("SELECT count(*) FROM sqlite_master WHERE name = 'idx_events_source_op_stack'"),
                     std::int64_t{0});
        }
        QVERIFY2(w.finish(&error), error.c_str());
        Capture c(path);
        QCOMPARE(c.integer("SELECT count(*) FROM sqlite_master WHERE name = 'idx_events_source_op_stack'"),
                 std::int64_t{1});
    }

    void eventsHaveNodeIdsAndIngeroColumns()
    {
        const QString path = write([](CaptureWriter& w) {
            EventRecord malloc = makeEvent(kBase + 10, 1, ops::CudaMalloc, 52'000, 256 << 20, 0xffff'8000'0000'0000ULL);
            malloc.cgroupId = 4242;
            malloc.retCode = 2;
            w.addEvent(malloc, "python3");
            w.addEvent(makeEvent(kBase + 20, 1, ops::CudaLaunchKernel, 9'000), "python3", false);
            w.addEvent(makeEvent(kBase + 30, 3, ops::SchedSwitch, 700'000'000, 0, 12004, 12075, 12075),
                       "pt_data_worker");
        });
        Capture c(path);
        QCOMPARE(c.column("SELECT id FROM events ORDER BY timestamp"),
                 QStringList({QStringLiteral("gpu-node-7:000000000001"), QStringLiteral("gpu-node-7:000000000002")}));
        QCOMPARE(c.column("SELECT DISTINCT node FROM events"), QStringList{QStringLiteral("gpu-node-7")});
        QCOMPARE(c.column("SELECT comm FROM events ORDER BY timestamp"),
                 QStringList({QStringLiteral("python3"), QStringLiteral("pt_data_worker")}));
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events WHERE rank IS NULL AND local_rank IS NULL "
                           "AND world_size IS NULL AND stack_ips = ''"),
                 std::int64_t(2));
        // Unsigned arguments come back bit for bit through SQLite's signed integers.
        QCOMPARE(static_cast<std::uint64_t>(c.integer("SELECT arg1 FROM events WHERE op = 1 AND source = 1")),
                 0xffff'8000'0000'0000ULL);
        QCOMPARE(c.integer("SELECT arg0 FROM events WHERE source = 1"), std::int64_t(256) << 20);
        QCOMPARE(c.integer("SELECT cgroup_id FROM events WHERE source = 1"), std::int64_t(4242));
        QCOMPARE(c.integer("SELECT ret_code FROM events WHERE source = 1"), std::int64_t(2));
        QCOMPARE(c.integer("SELECT arg1 FROM events WHERE source = 3"), std::int64_t(12004));
        QCOMPARE(c.integer("SELECT duration FROM events WHERE source = 3"), std::int64_t(700'000'000));
    }

    void nodeDefaultsToHostName()
    {
        const QString path = freshPath();
        CaptureWriter writer;
        std::string error;
        QVERIFY(writer.open(path.toStdString(), WriterOptions{}, &error));
        writer.addEvent(makeEvent(kBase, 1, ops::CudaFree, 1), "python3");
        QVERIFY(writer.finish(&error));
        Capture c(path);
        const QString id = c.text("SELECT id FROM events");
        QVERIFY2(id.endsWith(QStringLiteral(":000000000001")) && id.size() > 13, qPrintable(id));
    }

    // A live view holds a read transaction on the file while it is written; finish() (checkpoint,
    // leaving WAL, indexes) waits for the reader to let go instead of failing "database is locked".
    void finishWaitsForAReaderOfTheLiveFile()
    {
        const QString path = freshPath();
        CaptureWriter writer;
        std::string error;
        QVERIFY(writer.open(path.toStdString(), WriterOptions{}, &error));
        for (int i = 0; i < 1000; ++i)
            writer.addEvent(makeEvent(kBase + i * kSecond, 1, ops::CudaLaunchKernel, 5000 + i), "python3");
        QVERIFY2(writer.flush(&error), error.c_str());
        SqliteDb reader;
        QVERIFY(reader.openReadOnly(path.toStdString(), false, &error));
        QCOMPARE(sqlite3_exec(reader.handle(), "BEGIN", nullptr, nullptr, nullptr), SQLITE_OK);
        QCOMPARE(reader.queryInt("SELECT COUNT(*) FROM events", -1), std::int64_t(1000));
        // The reader's snapshot ends a moment after finish() has started.
        std::thread lettingGo([&reader] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            sqlite3_exec(reader.handle(), "COMMIT", nullptr, nullptr, nullptr);
            reader.close();
        });
        const bool finished = writer.finish(&error);
        lettingGo.join();
        QVERIFY2(finished, error.c_str());
        Capture c(path);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events"), std::int64_t(1000));
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    // The WAL is copied back into the file beside the writer and starts over past
    // walLimitBytes, so it does not grow with the capture; a reader's snapshot holds it back only
    // while it lasts; and every commit is visible to a reader of the live file meanwhile.
    void walStartsOverWhileTheWriterGoesOn()
    {
        constexpr int kLimitFrames = 64; // 1 MiB of 16 KiB frames
        WriterOptions options;
        options.node = "gpu-node-7";
        options.walLimitBytes = kLimitFrames * 16384;
        const QString path = freshPath();
        CaptureWriter writer;
        std::string error;
        QVERIFY2(writer.open(path.toStdString(), options, &error), error.c_str());
        Capture live(path);
        QVERIFY(live.ok());

        std::int64_t written = 0;
        int mostFrames = 0;
        // One commit of 2,000 rows (about 20 frames): small against the limit.
        auto commitBatch = [&] {
            for (int i = 0; i < 2000; ++i, ++written)
                writer.addEvent(makeEvent(kBase + written * 1000, 1, ops::CudaLaunchKernel, 500 + i % 97,
                                          0x7f0000000000 + static_cast<std::uint64_t>(written)),
                                "python3");
            QVERIFY2(writer.flush(&error), error.c_str());
            mostFrames = std::max(mostFrames, writer.walFrames());
        };
        for (int batch = 0; batch < 40; ++batch) {
            commitBatch();
            QCOMPARE(live.integer("SELECT COUNT(*) FROM events"), written);
        }
        // 80,000 rows fill about 800 frames: without starting over the WAL would hold them all.
        QVERIFY2(mostFrames > kLimitFrames / 2 && mostFrames <= 2 * kLimitFrames,
                 qPrintable(QStringLiteral("at most %1 frames in the WAL").arg(mostFrames)));

        // A reader in the middle of a read transaction keeps the frames it may still need.
        SqliteDb holder;
        QVERIFY(holder.openReadOnly(path.toStdString(), false, &error));
        QCOMPARE(sqlite3_exec(holder.handle(), "BEGIN", nullptr, nullptr, nullptr), SQLITE_OK);
        const std::int64_t held = written;
        QCOMPARE(holder.queryInt("SELECT COUNT(*) FROM events", -1), held);
        for (int batch = 0; batch < 15; ++batch)
            commitBatch();
        QVERIFY2(writer.walFrames() > 2 * kLimitFrames,
                 qPrintable(QStringLiteral("%1 frames while a reader held its snapshot").arg(writer.walFrames())));
        QCOMPARE(holder.queryInt("SELECT COUNT(*) FROM events", -1), held);
        QCOMPARE(live.integer("SELECT COUNT(*) FROM events"), written);
        QCOMPARE(sqlite3_exec(holder.handle(), "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
        holder.close();

        // Once it has let go, the WAL starts over at the next commits.
        mostFrames = 0;
        commitBatch();
        commitBatch();
        QVERIFY2(writer.walFrames() <= kLimitFrames,
                 qPrintable(QStringLiteral("%1 frames after the reader let go").arg(writer.walFrames())));
        QCOMPARE(live.integer("SELECT COUNT(*) FROM events"), written);

        live.db().close();
        QVERIFY2(writer.finish(&error), error.c_str());
        Capture c(path);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events"), written);
        QCOMPARE(c.integer("SELECT COUNT(DISTINCT arg0) FROM events"), written);
        QCOMPARE(c.text("PRAGMA integrity_check"), QStringLiteral("ok"));
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    // Without a second connection (the file is gone), the checkpointer says so instead of
    // waiting: the writer then checkpoints by itself.
    void checkpointerWithoutItsFileGivesUp()
    {
        WalCheckpointer checkpointer(m_dir.filePath(QStringLiteral("no-such-folder/capture.db")).toStdString());
        checkpointer.request();
        QVERIFY(!checkpointer.catchUp());
        QVERIFY(!checkpointer.error().empty());
        QCOMPARE(checkpointer.passes(), std::uint64_t(0));
        checkpointer.request();
        checkpointer.stop();
        checkpointer.stop();
    }

    void sequenceContinuesAcrossTransactions()
    {
        WriterOptions options;
        options.rowsPerTransaction = 7;
        const QString path = write(
            [](CaptureWriter& w) {
                for (int i = 0; i < 100; ++i)
                    w.addEvent(makeEvent(kBase + i * kSecond, 1, ops::CudaLaunchKernel, 5000 + i), "python3");
                QCOMPARE(w.eventsStored(), std::int64_t(100));
                QCOMPARE(w.eventsSeen(), std::int64_t(100));
            },
            options);
        Capture c(path);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events"), std::int64_t(100));
        QCOMPARE(c.integer("SELECT COUNT(DISTINCT id) FROM events"), std::int64_t(100));
        QCOMPARE(c.text("SELECT id FROM events WHERE timestamp = (SELECT MAX(timestamp) FROM events)"),
                 QStringLiteral("gpu-node-7:000000000100"));
        QCOMPARE(c.integer("SELECT SUM(count) FROM event_aggregates"), std::int64_t(100));
        QCOMPARE(c.integer("SELECT SUM(count) FROM event_aggregates_5s"), std::int64_t(100));
    }

    void idsSortInTheOrderTheEventsWereWritten()
    {
        // 1000 stored events cross the 9/10, 99/100 and 999/1000 boundaries, where unpadded ids
        // ("n:10" < "n:9") sort out of order. Flushes and small transactions write partial
        // batches between full ones.
        WriterOptions options;
        options.rowsPerTransaction = 97;
        QStringList expected;
        std::int64_t aggregateOnly = 0;
        const QString path = write(
            [&](CaptureWriter& w) {
                std::string error;
                for (int i = 0; i < 1000; ++i) {
                    w.addEvent(makeEvent(kBase + i * 1000, 1, ops::CudaLaunchKernel, 5000 + i), "python3");
                    expected << QStringLiteral("gpu-node-7:%1").arg(i + 1, 12, 10, QLatin1Char('0'));
                    if (i % 7 == 0) {
                        w.addEvent(makeEvent(kBase + i * 1000 + 1, 1, ops::CudaLaunchKernel, 1), "python3", false);
                        ++aggregateOnly;
                    }
                    if (i % 150 == 149)
                        QVERIFY2(w.flush(&error), error.c_str());
                }
            },
            options);
        Capture c(path);
        QCOMPARE(c.column("SELECT id FROM events ORDER BY timestamp"), expected);
        QCOMPARE(c.column("SELECT id FROM events ORDER BY id"), expected);
        QCOMPARE(c.column("SELECT id FROM events ORDER BY rowid"), expected);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events WHERE duration - 5000 + 1 != "
                           "CAST(substr(id, instr(id, ':') + 1) AS INTEGER)"),
                 std::int64_t(0));
        // Ingero reads the sequence back this way to go on numbering a file it reopens.
        QCOMPARE(c.integer("SELECT COALESCE(MAX(CAST(substr(id, instr(id, ':') + 1) AS INTEGER)), 0) FROM events "
                           "WHERE id LIKE 'gpu-node-7:%'"),
                 std::int64_t(1000));
        QCOMPARE(c.integer("SELECT SUM(count) FROM event_aggregates"), 1000 + aggregateOnly);
    }

    // Launches the probe only counted (--launches counted): one call stands for many events, in
    // the aggregates and the source counters of their bucket, never in `events`.
    void countedEventsGoToTheAggregatesOnly()
    {
        const QString path = write([](CaptureWriter& w) {
            w.addEvent(makeEvent(kBase, 1, ops::CudaLaunchKernel, 0, 0xabc, 0x5100), "python3");
            w.addCounted(makeEvent(kBase + kSecond, 1, ops::CudaLaunchKernel, 0, 0xabc, 0x5100), 999);
            w.addCounted(makeEvent(kBase + 7 * kSecond, 4, ops::CuLaunchKernel, 0, 0xdef, 0x5200, 100, 101), 41);
            w.addCounted(makeEvent(kBase + 7 * kSecond, 4, ops::CuLaunchKernel, 0), 0); // nothing
        });
        Capture c(path);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events"), std::int64_t(1));
        QCOMPARE(c.integer("SELECT SUM(count) FROM event_aggregates WHERE source = 1 AND op = 3"), std::int64_t(1000));
        QCOMPARE(c.integer("SELECT SUM(stored) FROM event_aggregates WHERE source = 1 AND op = 3"), std::int64_t(1));
        QCOMPARE(c.integer("SELECT SUM(count) FROM event_aggregates WHERE source = 4"), std::int64_t(41));
        QCOMPARE(c.integer("SELECT SUM(stored) FROM event_aggregates WHERE source = 4"), std::int64_t(0));
        // 5-second buckets: the first two in one, the driver's 7 s later in another.
        QCOMPARE(c.integer("SELECT COUNT(*) FROM event_aggregates_5s"), std::int64_t(2));
        QCOMPARE(c.integer("SELECT SUM(count) FROM event_aggregates_5s"), std::int64_t(1041));
        QCOMPARE(c.integer("SELECT seen FROM faultline_source_counters WHERE source = 1"), std::int64_t(1000));
        QCOMPARE(c.integer("SELECT stored FROM faultline_source_counters WHERE source = 1"), std::int64_t(1));
        QCOMPARE(c.integer("SELECT seen FROM faultline_source_counters WHERE source = 4"), std::int64_t(41));
    }

    void aKilledWriterLeavesEveryFlushedEvent()
    {
        // kill -9 of the probe: the capture holds exactly the events up to the last flush (the
        // probe flushes once a second), the 40 that had not filled a batch of inserts included,
        // and none of those after it.
        const QString path = freshPath();
        auto event = [](int i) {
            EventRecord e = makeEvent(kBase + i * 1000, 1, ops::CudaMalloc, 100 + i, 4096 * (i + 1));
            e.stackHash = -7 - i;
            return e;
        };
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            CaptureWriter writer;
            std::string error;
            if (!writer.open(path.toStdString(), WriterOptions{"k"}, &error))
                _exit(2);
            for (int i = 0; i < 1000; ++i)
                writer.addEvent(event(i), "python3");
            if (!writer.flush(&error))
                _exit(3);
            for (int i = 1000; i < 1100; ++i)
                writer.addEvent(event(i), "python3");
            raise(SIGKILL);
            _exit(4);
        }
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY2(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL, qPrintable(QString::number(status)));
        QVERIFY(QFile::exists(path + QStringLiteral("-wal")));

        CaptureReader reader;
        std::string error;
        QVERIFY2(reader.open(path.toStdString(), &error), error.c_str());
        const std::vector<EventRecord> read = readEvents(reader);
        QCOMPARE(read.size(), std::size_t(1000));
        for (int i = 0; i < 1000; ++i) {
            const EventRecord want = event(i);
            QCOMPARE(read[std::size_t(i)].timestamp, want.timestamp);
            QCOMPARE(read[std::size_t(i)].duration, want.duration);
            QCOMPARE(read[std::size_t(i)].arg0, want.arg0);
            QCOMPARE(read[std::size_t(i)].stackHash, want.stackHash);
        }
        QCOMPARE(reader.database().queryText("SELECT MIN(id) || ' ' || MAX(id) FROM events"),
                 std::string("k:000000000001 k:000000001000"));
    }

    void stacksAreInternedByHash()
    {
        std::int64_t first = 0;
        std::int64_t second = 0;
        const QString path = write([&](CaptureWriter& w) {
            first = w.addStack(mallocStack());
            second = w.addStack(mallocStack());
            EventRecord e = makeEvent(kBase, 1, ops::CudaMalloc, 1000, 4096);
            e.stackHash = first;
            w.addEvent(e, "python3");
            w.addEvent(e, "python3");
        });
        QVERIFY(first != 0);
        QCOMPARE(second, first);
        QCOMPARE(first, StackCodec::hash(mallocStack()));
        Capture c(path);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM stack_traces"), std::int64_t(1));
        QCOMPARE(c.integer("SELECT hash FROM stack_traces"), first);
        QCOMPARE(c.text("SELECT ips FROM stack_traces"), QString());
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash"),
                 std::int64_t(2));

        std::vector<StackFrame> decoded;
        std::string error;
        QVERIFY(StackCodec::decodeFrames(c.text("SELECT frames FROM stack_traces").toStdString(), &decoded, &error));
        QCOMPARE(decoded.size(), mallocStack().size());
        QVERIFY(decoded == mallocStack());
        QVERIFY(c.text("SELECT frames FROM stack_traces").contains(QStringLiteral("\"xl\":74")));
    }

    void differentExecutingLinesAreDifferentStacks()
    {
        const QString path = write([](CaptureWriter& w) {
            std::vector<StackFrame> other = mallocStack();
            other[0].pyLine = 75;
            QVERIFY(w.addStack(mallocStack()) != w.addStack(other));
        });
        Capture c(path);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM stack_traces"), std::int64_t(2));
    }

    void unresolvedStackFallsBackToIps()
    {
        std::int64_t hash = 0;
        const QString path = write([&](CaptureWriter& w) {
            hash = w.addStack({unresolved(0x7f12'3456'7890), unresolved(0x55aa'0000'1000)});
        });
        Capture c(path);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM stack_traces"), std::int64_t(1));
        QCOMPARE(c.text("SELECT frames FROM stack_traces"), QString());
        const QString ips = c.text("SELECT ips FROM stack_traces");
        QCOMPARE(ips, QStringLiteral("[\"0x7f1234567890\",\"0x55aa00001000\"]"));
        std::vector<StackFrame> decoded;
        std::string error;
        QVERIFY(StackCodec::decodeIps(ips.toStdString(), &decoded, &error));
        QCOMPARE(decoded.size(), std::size_t(2));
        QCOMPARE(decoded[0].ip, std::uint64_t(0x7f12'3456'7890));
        QCOMPARE(StackCodec::hash(decoded), hash);
    }

    void emptyStackIsNoStack()
    {
        CaptureWriter writer;
        std::string error;
        QVERIFY(writer.open(freshPath().toStdString(), WriterOptions{"n"}, &error));
        QCOMPARE(writer.addStack({}), std::int64_t(0));
        QVERIFY(writer.finish(&error));
    }

    void aggregatesCountEveryEvent()
    {
        const QString path = write([](CaptureWriter& w) {
            // Three stored and two aggregate-only cudaMalloc calls in one minute, one pid.
            w.addEvent(makeEvent(kBase + 1 * kSecond, 1, ops::CudaMalloc, 40'000, 1000), "python3");
            w.addEvent(makeEvent(kBase + 2 * kSecond, 1, ops::CudaMalloc, 90'000, 2000), "python3", false);
            w.addEvent(makeEvent(kBase + 7 * kSecond, 1, ops::CudaMalloc, 60'000, 3000), "python3");
            w.addEvent(makeEvent(kBase + 8 * kSecond, 1, ops::CudaMalloc, 10'000, 4000), "python3", false);
            w.addEvent(makeEvent(kBase + 59 * kSecond, 1, ops::CudaMalloc, 20'000, 5000), "python3");
            // Next minute, other pid.
            w.addEvent(makeEvent(kBase + 61 * kSecond, 1, ops::CudaMalloc, 30'000, 6000, 0, 200, 200), "python3");
        });
        Capture c(path);
        const std::int64_t minute = kBase;
        SqliteStatement st(c.db(),
                           "SELECT bucket, pid, count, stored, sum_dur, min_dur, max_dur, sum_arg0 "
                           "FROM event_aggregates WHERE source = 1 AND op = 1 ORDER BY bucket");
        QCOMPARE(st.step(), SQLITE_ROW);
        QCOMPARE(st.int64(0), minute);
        QCOMPARE(st.int64(1), std::int64_t(100));
        QCOMPARE(st.int64(2), std::int64_t(5));
        QCOMPARE(st.int64(3), std::int64_t(3));
        QCOMPARE(st.int64(4), std::int64_t(220'000));
        QCOMPARE(st.int64(5), std::int64_t(10'000));
        QCOMPARE(st.int64(6), std::int64_t(90'000));
        QCOMPARE(st.int64(7), std::int64_t(15'000));
        QCOMPARE(st.step(), SQLITE_ROW);
        QCOMPARE(st.int64(0), minute + 60 * kSecond);
        QCOMPARE(st.int64(1), std::int64_t(200));
        QCOMPARE(st.int64(2), std::int64_t(1));
        QCOMPARE(st.step(), SQLITE_DONE);

        // 5-second buckets: [0,5) holds 2 events, [5,10) holds 2, [55,60) 1, [60,65) 1.
        QCOMPARE(c.column("SELECT ((bucket - 1774346400000000000) / 1000000000) || ':' || count "
                          "FROM event_aggregates_5s ORDER BY bucket"),
                 QStringList(
                     {QStringLiteral("0:2"), QStringLiteral("5:2"), QStringLiteral("55:1"), QStringLiteral("60:1")}));
        QCOMPARE(c.integer("SELECT SUM(stored) FROM event_aggregates_5s"), std::int64_t(4));
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events"), std::int64_t(4));
    }

    void sumArg0OnlyForByteOps_data()
    {
        QTest::addColumn<int>("source");
        QTest::addColumn<int>("op");
        QTest::addColumn<qint64>("expectedSum");
        // Two events with arg0 = 1000 and 3000.
        QTest::newRow("cudaMalloc bytes") << 1 << int(ops::CudaMalloc) << qint64(4000);
        QTest::newRow("cudaMemcpyAsync bytes") << 1 << int(ops::CudaMemcpyAsync) << qint64(4000);
        QTest::newRow("cuMemAlloc bytes") << 4 << int(ops::CuMemAlloc) << qint64(4000);
        QTest::newRow("cudaFree pointer") << 1 << int(ops::CudaFree) << qint64(0);
        QTest::newRow("cudaLaunchKernel function") << 1 << int(ops::CudaLaunchKernel) << qint64(0);
        QTest::newRow("cudaStreamSync stream") << 1 << int(ops::CudaStreamSync) << qint64(0);
        QTest::newRow("sched_switch") << 3 << int(ops::SchedSwitch) << qint64(0);
    }

    void sumArg0OnlyForByteOps()
    {
        QFETCH(int, source);
        QFETCH(int, op);
        QFETCH(qint64, expectedSum);
        const auto s = static_cast<std::uint8_t>(source);
        const auto o = static_cast<std::uint8_t>(op);
        const QString path = write([&](CaptureWriter& w) {
            w.addEvent(makeEvent(kBase + kSecond, s, o, 100, 1000), "python3");
            w.addEvent(makeEvent(kBase + 2 * kSecond, s, o, 100, 3000), "python3", false);
        });
        Capture c(path);
        QCOMPARE(c.integer("SELECT sum_arg0 FROM event_aggregates"), expectedSum);
        QCOMPARE(c.integer("SELECT sum_arg0 FROM event_aggregates_5s"), expectedSum);
        QCOMPARE(c.integer("SELECT count FROM event_aggregates"), std::int64_t(2));
    }

    void lateEventsMergeIntoFlushedBuckets()
    {
        WriterOptions options;
        options.rowsPerTransaction = 5; // buckets are flushed at every commit
        const QString path = write(
            [](CaptureWriter& w) {
                for (int i = 0; i < 60; ++i)
                    w.addEvent(makeEvent(kBase + i * 10 * kSecond, 1, ops::CudaMalloc, 1000 + i, 10), "python3");
                // Arrives after its minute was written out.
                w.addEvent(makeEvent(kBase + 5 * kSecond, 1, ops::CudaMalloc, 7, 10), "python3");
            },
            options);
        Capture c(path);
        QCOMPARE(c.integer("SELECT count FROM event_aggregates WHERE bucket = 1774346400000000000"), std::int64_t(7));
        QCOMPARE(c.integer("SELECT min_dur FROM event_aggregates WHERE bucket = 1774346400000000000"), std::int64_t(7));
        QCOMPARE(c.integer("SELECT max_dur FROM event_aggregates WHERE bucket = 1774346400000000000"),
                 std::int64_t(1005));
        QCOMPARE(c.integer("SELECT sum_arg0 FROM event_aggregates WHERE bucket = 1774346400000000000"),
                 std::int64_t(70));
        QCOMPARE(c.integer("SELECT COUNT(*) FROM event_aggregates"), std::int64_t(10));
        QCOMPARE(c.integer("SELECT SUM(count) FROM event_aggregates"), std::int64_t(61));
        QCOMPARE(c.integer("SELECT SUM(count) FROM event_aggregates_5s"), std::int64_t(61));
    }

    void sourceCountersIncludeDrops()
    {
        const QString path = write([](CaptureWriter& w) {
            w.addEvent(makeEvent(kBase, 1, ops::CudaMalloc, 1), "python3");
            w.addEvent(makeEvent(kBase, 1, ops::CudaLaunchKernel, 1), "python3", false);
            w.addEvent(makeEvent(kBase, 1, ops::CudaLaunchKernel, 1), "python3", false);
            w.addEvent(makeEvent(kBase, 3, ops::SchedSwitch, 1), "python3");
            w.countDropped(1, 250);
            w.countDropped(1, 50);
            w.countDropped(5, 3); // a source that never delivered anything still shows its losses
            w.countDropped(4, 0);
        });
        Capture c(path);
        QCOMPARE(c.column("SELECT source || ':' || seen || ':' || stored || ':' || dropped "
                          "FROM faultline_source_counters ORDER BY source"),
                 QStringList({QStringLiteral("1:3:1:300"), QStringLiteral("3:1:1:0"), QStringLiteral("5:0:0:3")}));
    }

    void threadsMergeFirstAndLastSeen()
    {
        const QString path = write([](CaptureWriter& w) {
            w.addThread({12075, 12004, "python3", kBase + 5 * kSecond, kBase + 6 * kSecond});
            w.addThread({12075, 12075, "pt_data_worker", kBase + 2 * kSecond, kBase + 4 * kSecond});
            w.addThread({12075, 0, "", kBase + 3 * kSecond, kBase + 90 * kSecond});
            w.addThread({12006, 12004, "pt_autograd_0", kBase, kBase + kSecond});
        });
        Capture c(path);
        QCOMPARE(c.column("SELECT tid || ':' || tgid || ':' || name || ':' || ((first_seen - 1774346400000000000) / "
                          "1000000000) || ':' || ((last_seen - 1774346400000000000) / 1000000000) "
                          "FROM faultline_threads ORDER BY tid"),
                 QStringList({QStringLiteral("12006:12004:pt_autograd_0:0:1"),
                              QStringLiteral("12075:12075:pt_data_worker:2:90")}));
    }

    void chainsRoundTripAsJson()
    {
        StoredChain chain;
        chain.id = "gpu-node-7:frag-alloc_stress.py:74";
        chain.detectedAt = kBase + 120 * kSecond;
        chain.severity = "HIGH";
        chain.summary = "cudaMalloc p99=2.1ms (32.0x p50)";
        chain.rootCause = "Fragmentation: \"empty_cache\" churn\nat alloc_stress.py:74";
        chain.explanation = "Allocation latency climbs window after window <6x>.";
        chain.recommendations = {"Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True",
                                 "Stop calling torch.cuda.empty_cache() in the loop", "Tab\there & back\\slash"};
        chain.cudaOp = "cudaMalloc";
        chain.cudaP99Us = 2100;
        chain.cudaP50Us = 65;
        chain.tailRatio = 32.3;
        chain.timeline = {{"HOST", "sched_switch", "4 DataLoader workers off-CPU", 700000},
                          {"CUDA", "cudaMalloc", "p99 2.1 ms", 2100},
                          {"PYTHON", "fragmentation_pattern", "alloc_stress.py:74", 0}};
        chain.node = "gpu-node-7";
        const QString path = write([&](CaptureWriter& w) { w.addChain(chain); });
        Capture c(path);
        QCOMPARE(c.text("SELECT root_cause FROM causal_chains"), QString::fromStdString(chain.rootCause));
        QCOMPARE(c.integer("SELECT cuda_p99_us FROM causal_chains"), std::int64_t(2100));

        const json::ParseResult recommendations = json::parse(
            c.text("SELECT recommendations FROM causal_chains").toStdString());
        QVERIFY2(recommendations.ok, recommendations.error.c_str());
        QVERIFY(recommendations.value.isArray());
        std::vector<std::string> decodedRecommendations;
        for (const json::Value& v : recommendations.value.array())
            decodedRecommendations.push_back(v.string());
        QVERIFY(decodedRecommendations == chain.recommendations);

        const json::ParseResult timeline = json::parse(c.text("SELECT timeline FROM causal_chains").toStdString());
        QVERIFY2(timeline.ok, timeline.error.c_str());
        QCOMPARE(timeline.value.array().size(), chain.timeline.size());
        for (std::size_t i = 0; i < chain.timeline.size(); ++i) {
            const json::Value& v = timeline.value.array()[i];
            ChainTimelineEntry entry;
            entry.layer = v.find("layer")->string();
            entry.op = v.find("op")->string();
            entry.detail = v.find("detail")->string();
            const json::Value* dur = v.find("dur_us");
            entry.durationUs = dur ? dur->toInt() : 0;
            QVERIFY(entry == chain.timeline[i]);
        }
    }

    void sideTablesRoundTrip()
    {
        Session session;
        session.startedAt = kBase;
        session.stoppedAt = kBase + 150 * kSecond;
        session.gpuModel = "NVIDIA A10";
        session.gpuDriver = "570.148";
        session.cpuCores = 30;
        session.memTotalMb = 232'448;
        session.ingeroVersion = "faultline 0.1.0";
        session.flags = "stack,record-all";
        session.node = "gpu-node-7";
        const QString path = write([&](CaptureWriter& w) {
            w.addSession(session);
            w.addSystemSnapshot({kBase + kSecond, 97.5, 61.25, 88'000, 12, 16.9});
            w.addSystemSnapshot({kBase + 2 * kSecond, 98.0, 62.0, 87'000, 12, 17.1});
            w.addProcessName({12004, "python3", kBase});
            w.addProcessName({12075, "pt_data_worker", kBase});
            w.addProcessName({12004, "python3", kBase + kSecond}); // the later sighting wins
            w.addCgroup({77, "c0ffee", "/kubepods/pod1/c0ffee", "trainer-0", "ml"});
            w.setMeta("scenario", "fragmentation");
            w.setMeta("seed", "1");
            w.setMeta("seed", "2");
        });
        Capture c(path);
        QCOMPARE(c.text("SELECT gpu_model || '|' || gpu_driver || '|' || cpu_cores || '|' || mem_total || '|' || "
                        "ingero_ver || '|' || flags || '|' || node FROM sessions"),
                 QStringLiteral("NVIDIA A10|570.148|30|232448|faultline 0.1.0|stack,record-all|gpu-node-7"));
        QCOMPARE(c.integer("SELECT stopped_at - started_at FROM sessions"), 150 * kSecond);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM system_snapshots"), std::int64_t(2));
        QCOMPARE(c.text("SELECT load_avg FROM system_snapshots ORDER BY timestamp DESC LIMIT 1"),
                 QStringLiteral("17.1"));
        QCOMPARE(c.column("SELECT pid || ':' || name || ':' || (seen_at - 1774346400000000000) FROM process_names "
                          "ORDER BY pid"),
                 QStringList({QStringLiteral("12004:python3:1000000000"), QStringLiteral("12075:pt_data_worker:0")}));
        QCOMPARE(c.text("SELECT container_id || '|' || cgroup_path || '|' || pod_name || '|' || namespace "
                        "FROM cgroup_metadata WHERE cgroup_id = 77"),
                 QStringLiteral("c0ffee|/kubepods/pod1/c0ffee|trainer-0|ml"));
        QCOMPARE(c.column("SELECT key || '=' || value FROM faultline_capture_meta ORDER BY key"),
                 QStringList({QStringLiteral("scenario=fragmentation"), QStringLiteral("seed=2")}));
    }

    // An import's GPU activity, written into a part file of its own (on another thread, in the
    // importer), comes into the capture whole: every field of every row, the indexes, the launch
    // ids the writer then gives the calls. A part that was not finished leaves no file.
    void gpuActivityPartIsAdoptedWhole()
    {
        const QString partPath = m_dir.filePath(QStringLiteral("adopt-gpu-part"));
        const std::vector<GpuActivityRow> rows = gpuRows();
        {
            GpuActivityPart part;
            std::string error;
            QVERIFY2(part.open(partPath.toStdString(), &error), error.c_str());
            for (const GpuActivityRow& r : rows)
                QVERIFY(part.add(r));
            QCOMPARE(part.rows(), std::int64_t{3});
            QVERIFY2(part.finish(&error), error.c_str());
        }
        QVERIFY(QFile::exists(partPath));

        const QString path = write([&](CaptureWriter& w) {
            QVERIFY(w.ensureImportTables());
            QCOMPARE(w.lastSeq(), std::uint64_t{0});
            for (int i = 0; i < 3; ++i)
                w.addEvent(makeEvent(kBase + i * 1000 - 100, 1, ops::CudaLaunchKernel, 50), "python3");
            QCOMPARE(w.lastEventId(), CaptureWriter::eventId(w.node(), w.lastSeq()));
            QVERIFY2(w.adoptGpuActivity(partPath.toStdString(), 3), w.error().c_str());
        });
        Capture c(path);
        QCOMPARE(c.text("PRAGMA integrity_check"), QStringLiteral("ok"));
        QVERIFY(readGpuRows(c) == rows);
        // The two rows of one kernel name it once.
        QCOMPARE(c.integer("SELECT count(*) FROM faultline_gpu_names"), std::int64_t{2});
        // The launch ids name the events the writer stored.
        QCOMPARE(c.integer("SELECT count(*) FROM faultline_gpu_activity g JOIN events e ON e.id = g.launch_event"),
                 std::int64_t{2});
        // The lane index only: the launch ids are looked up through events.id (issue 26's benchmark).
        QCOMPARE(c.text("SELECT group_concat(name) FROM sqlite_master WHERE type = 'index' AND tbl_name = "
                        "'faultline_gpu_work' AND sql IS NOT NULL"),
                 QStringLiteral("idx_gpu_activity_lane"));

        // A count that does not match fails the writer: no rows are lost without a word.
        {
            CaptureWriter w;
            std::string error;
            QVERIFY(w.open(freshPath().toStdString(), {}, &error));
            QVERIFY(w.ensureImportTables());
            QVERIFY(!w.adoptGpuActivity(partPath.toStdString(), 4));
            QVERIFY2(w.error().find("3 rows came of 4") != std::string::npos, w.error().c_str());
            QVERIFY(!w.finish(&error));
        }
        // A part given up before finish() removes its file.
        const QString abandoned = m_dir.filePath(QStringLiteral("abandoned-gpu-part"));
        {
            GpuActivityPart part;
            std::string error;
            QVERIFY2(part.open(abandoned.toStdString(), &error), error.c_str());
            QVERIFY(part.add(rows[0]));
        }
        QVERIFY(!QFile::exists(abandoned));
    }

    // Rows added one by one go through the view's trigger: each kernel name once in
    // faultline_gpu_names, the rows read back whole, the indexes on faultline_gpu_work.
    void gpuActivityRowsGoThroughTheView()
    {
        const std::vector<GpuActivityRow> rows = gpuRows();
        const QString path = write([&](CaptureWriter& w) {
            for (const GpuActivityRow& r : rows)
                w.addGpuActivity(r);
            QVERIFY2(!w.hasError(), w.error().c_str());
        });
        Capture c(path);
        QVERIFY(readGpuRows(c) == rows);
        QCOMPARE(c.integer("SELECT count(*) FROM faultline_gpu_names"), std::int64_t{2});
        QCOMPARE(c.integer("SELECT count(*) FROM faultline_gpu_work"), std::int64_t{3});
        QCOMPARE(c.text("SELECT group_concat(name) FROM sqlite_master WHERE type = 'index' AND tbl_name = "
                        "'faultline_gpu_work' AND sql IS NOT NULL"),
                 QStringLiteral("idx_gpu_activity_lane"));
        QCOMPARE(c.text("PRAGMA integrity_check"), QStringLiteral("ok"));
    }

    void finishedCaptureIsOneFile()
    {
        const QString path = write([](CaptureWriter& w) {
            for (int i = 0; i < 5000; ++i)
                w.addEvent(makeEvent(kBase + i * 1000, 1, ops::CudaLaunchKernel, 5000), "python3");
        });
        QVERIFY(QFile::exists(path));
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QVERIFY(!QFile::exists(path + QStringLiteral("-shm")));
        QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
        Capture c(path);
        QCOMPARE(c.text("PRAGMA integrity_check"), QStringLiteral("ok"));
    }

    void refusesToOverwriteWithoutOption()
    {
        const QString path = write(
            [](CaptureWriter& w) { w.addEvent(makeEvent(kBase, 1, ops::CudaMalloc, 1), "python3"); });
        {
            CaptureWriter writer;
            std::string error;
            QVERIFY(!writer.open(path.toStdString(), WriterOptions{"n"}, &error));
            QVERIFY2(error.find("refusing to overwrite") != std::string::npos, error.c_str());
            QVERIFY(writer.hasError());
        }
        Capture before(path);
        QCOMPARE(before.integer("SELECT COUNT(*) FROM events"), std::int64_t(1));

        // With the option the old file and a stale WAL beside it are replaced.
        {
            QFile stale(path + QStringLiteral("-wal"));
            QVERIFY(stale.open(QIODevice::WriteOnly));
            stale.write("garbage");
        }
        WriterOptions options;
        options.node = "n";
        options.overwrite = true;
        CaptureWriter writer;
        std::string error;
        QVERIFY2(writer.open(path.toStdString(), options, &error), error.c_str());
        QVERIFY2(writer.finish(&error), error.c_str());
        Capture after(path);
        QCOMPARE(after.integer("SELECT COUNT(*) FROM events"), std::int64_t(0));
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void reportsUnwritablePaths_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing folder") << QStringLiteral("/nonexistent-faultline-dir/sub/x.db")
                                        << QStringLiteral("does not exist");
        QTest::newRow("empty path") << QString() << QStringLiteral("no output path");
        QTest::newRow("directory") << QStringLiteral("<tempdir>") << QStringLiteral("directory");
    }

    void reportsUnwritablePaths()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        if (path == QStringLiteral("<tempdir>"))
            path = m_dir.path();
        WriterOptions options;
        options.overwrite = path == m_dir.path(); // even when told to replace, a folder is not a capture
        CaptureWriter writer;
        std::string error;
        QVERIFY(!writer.open(path.toStdString(), options, &error));
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
        // A writer that failed to open ignores further calls and says why on finish.
        writer.addEvent(makeEvent(kBase, 1, ops::CudaMalloc, 1), "python3");
        QCOMPARE(writer.eventsSeen(), std::int64_t(0));
        std::string finishError;
        QVERIFY(!writer.finish(&finishError));
        QVERIFY(!finishError.empty());
    }

    void writesWithoutFinishKeepRows()
    {
        const QString path = freshPath();
        {
            CaptureWriter writer;
            std::string error;
            QVERIFY(writer.open(path.toStdString(), WriterOptions{"n"}, &error));
            writer.addEvent(makeEvent(kBase, 1, ops::CudaMalloc, 1, 512), "python3");
            writer.countDropped(1, 9);
        }
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        Capture c(path);
        QCOMPARE(c.integer("SELECT COUNT(*) FROM events"), std::int64_t(1));
        QCOMPARE(c.integer("SELECT dropped FROM faultline_source_counters WHERE source = 1"), std::int64_t(9));
        QCOMPARE(c.integer("SELECT sum_arg0 FROM event_aggregates"), std::int64_t(512));
    }
};

QTEST_GUILESS_MAIN(TestCaptureWriter)
#include "tst_capture_writer.moc"
