#include "CaptureSchema.h"
#include "OpCatalog.h"
#include "ScenarioGenerator.h"
#include "SqliteDb.h"

#include <QCryptographicHash>
#include <QFile>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <set>
#include <vector>

using namespace faultline::capture;

namespace {

constexpr std::int64_t kMs = 1'000'000;
constexpr std::int64_t kSec = 1'000'000'000;

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
    [[nodiscard]] std::int64_t integer(const QString& sql) const { return m_db.queryInt(sql.toStdString(), -1); }
    [[nodiscard]] QString text(const QString& sql) const
    {
        return QString::fromStdString(m_db.queryText(sql.toStdString(), "<none>"));
    }
    [[nodiscard]] std::vector<std::int64_t> integers(const QString& sql) const
    {
        std::vector<std::int64_t> out;
        SqliteStatement st(m_db, sql.toStdString());
        while (st.step() == SQLITE_ROW)
            out.push_back(st.int64(0));
        return out;
    }
    [[nodiscard]] std::int64_t sessionStart() const
    {
        return integer(QStringLiteral("SELECT started_at FROM sessions"));
    }
    SqliteDb& db() { return m_db; }

    // A digest of every table's rows in a defined order (not of the file's bytes, which
    // depend on page layout).
    QByteArray digest()
    {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        SqliteStatement tables(m_db,
                               "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                               "'sqlite_%' ORDER BY name");
        std::vector<std::string> names;
        while (tables.step() == SQLITE_ROW)
            names.emplace_back(tables.text(0));
        for (const std::string& table : names) {
            hash.addData(QByteArray::fromStdString(table));
            SqliteStatement count(m_db, "SELECT * FROM \"" + table + "\" LIMIT 0");
            std::string order;
            for (int c = 1; c <= count.columnCount(); ++c)
                order += (c > 1 ? "," : "") + std::to_string(c);
            SqliteStatement rows(m_db, "SELECT * FROM \"" + table + "\" ORDER BY " + order);
            while (rows.step() == SQLITE_ROW) {
                for (int c = 0; c < rows.columnCount(); ++c) {
                    const std::string_view v = rows.isNull(c) ? std::string_view("\x01NULL") : rows.text(c);
                    hash.addData(QByteArrayView(v.data(), static_cast<qsizetype>(v.size())));
                    hash.addData(QByteArrayView("\x1f", 1));
                }
                hash.addData(QByteArrayView("\x1e", 1));
            }
        }
        return hash.result();
    }

private:
    SqliteDb m_db;
    bool m_ok = false;
};

// Nearest-rank percentile of a sorted sample.
std::int64_t percentile(const std::vector<std::int64_t>& sorted, double p)
{
    if (sorted.empty())
        return 0;
    const auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

double median(std::vector<std::int64_t> values)
{
    std::sort(values.begin(), values.end());
    if (values.empty())
        return 0;
    const std::size_t n = values.size();
    return n % 2 ? static_cast<double>(values[n / 2])
                 : (static_cast<double>(values[n / 2 - 1]) + static_cast<double>(values[n / 2])) / 2;
}

// Allocations and frees replayed in time order: a free must name the address and the size an
// allocation returned; what is never freed is live at the end.
struct Replay
{
    std::int64_t allocations = 0;
    std::int64_t frees = 0;
    std::int64_t unmatchedFrees = 0;
    std::vector<std::int64_t> liveSince; // start of each allocation never freed
};

// `allocation` and `free` are "source = 1 AND op = 1"-style conditions, `where` one more on both.
Replay replay(SqliteDb& db, const std::string& allocation, const std::string& free, const std::string& where = "1")
{
    Replay r;
    std::map<std::int64_t, std::pair<std::int64_t, std::int64_t>> live; // address -> (size, start)
    SqliteStatement st(db,
                       "SELECT (" + allocation
                           + "), timestamp, arg0, arg1 FROM events e LEFT JOIN stack_traces s ON "
                             "s.hash = e.stack_hash WHERE (("
                           + allocation + ") OR (" + free + ")) AND (" + where + ") ORDER BY timestamp");
    while (st.step() == SQLITE_ROW) {
        if (st.int64(0) != 0) {
            ++r.allocations;
            live[st.int64(3)] = {st.int64(2), st.int64(1)};
            continue;
        }
        ++r.frees;
        const auto it = live.find(st.int64(2));
        if (it == live.end() || it->second.first != st.int64(3)) {
            ++r.unmatchedFrees;
            continue;
        }
        live.erase(it);
    }
    for (const auto& [address, entry] : live)
        r.liveSince.push_back(entry.second);
    return r;
}

} // namespace

class TestScenarioGenerator : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QMap<QString, QString> m_generated; // scenario -> capture at its natural size, seed 7

    QString generate(const QString& scenario, std::uint64_t seed, std::int64_t minEvents, const QString& file,
                     ScenarioResult* resultOut = nullptr)
    {
        ScenarioOptions options;
        options.scenario = scenario.toStdString();
        options.seed = seed;
        options.minEvents = minEvents;
        const QString path = m_dir.filePath(file);
        const ScenarioResult result = ScenarioGenerator::generate(path.toStdString(), options);
        if (resultOut)
            *resultOut = result;
        if (!result.ok) {
            qWarning("%s: %s", qPrintable(scenario), result.error.c_str());
            return {};
        }
        return path;
    }

    QString natural(const QString& scenario)
    {
        if (!m_generated.contains(scenario))
            m_generated.insert(scenario, generate(scenario, 7, 0, scenario + QStringLiteral(".db")));
        return m_generated.value(scenario);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void namesAndDescriptions()
    {
        const std::vector<std::string> names = ScenarioGenerator::scenarioNames();
        QCOMPARE(names.size(), std::size_t(5));
        for (const std::string& name : names)
            QVERIFY2(!ScenarioGenerator::describe(name).empty(), name.c_str());
        QVERIFY(ScenarioGenerator::describe("no-such-scenario").empty());
    }

    void everyScenarioGenerates_data()
    {
        QTest::addColumn<QString>("scenario");
        for (const std::string& name : ScenarioGenerator::scenarioNames())
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }

    void everyScenarioGenerates()
    {
        QFETCH(QString, scenario);
        ScenarioResult result;
        const QString path = generate(scenario, 7, 0, scenario + QStringLiteral("-check.db"), &result);
        QVERIFY(!path.isEmpty());
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        Capture c(path);
        QVERIFY(c.ok());
        QCOMPARE(c.text(QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
        QCOMPARE(c.integer(QStringLiteral("PRAGMA user_version")), std::int64_t(schema::kUserVersion));
        QCOMPARE(c.integer(QStringLiteral("SELECT SUM(count) FROM event_aggregates")), result.eventsSeen);
        QCOMPARE(c.integer(QStringLiteral("SELECT SUM(count) FROM event_aggregates_5s")), result.eventsSeen);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events")), result.eventsStored);
        QCOMPARE(c.integer(QStringLiteral("SELECT SUM(stored) FROM event_aggregates")), result.eventsStored);
        QVERIFY2(result.eventsSeen >= 50'000 && result.eventsSeen <= 250'000,
                 qPrintable(QString::number(result.eventsSeen)));

        QCOMPARE(c.text(QStringLiteral("SELECT value FROM faultline_capture_meta WHERE key = 'generator'")),
                 QStringLiteral("faultline demo"));
        QCOMPARE(c.text(QStringLiteral("SELECT value FROM faultline_capture_meta WHERE key = 'scenario'")), scenario);
        QCOMPARE(c.text(QStringLiteral("SELECT value FROM faultline_capture_meta WHERE key = 'seed'")),
                 QStringLiteral("7"));
        QVERIFY(
            c.text(QStringLiteral("SELECT ingero_ver FROM sessions")).startsWith(QStringLiteral("faultline-demo ")));
        QVERIFY(!c.text(QStringLiteral("SELECT gpu_model FROM sessions")).isEmpty());
        QVERIFY(c.integer(QStringLiteral("SELECT cpu_cores * mem_total FROM sessions")) > 0);

        // The session covers every event, and there is one snapshot per second of it.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e, sessions s WHERE e.timestamp < s.started_at "
                                          "OR e.timestamp > s.stopped_at OR (e.source = 3 AND e.op = 1 AND "
                                          "e.timestamp - e.duration < s.started_at)")),
                 std::int64_t(0));
        const std::int64_t seconds = c.integer(
            QStringLiteral("SELECT (stopped_at - started_at) / 1000000000 FROM sessions"));
        const std::int64_t snapshots = c.integer(QStringLiteral("SELECT COUNT(*) FROM system_snapshots"));
        QVERIFY2(std::abs(snapshots - seconds) <= 1,
                 qPrintable(QStringLiteral("%1 vs %2").arg(snapshots).arg(seconds)));

        // Events are written in time order.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events a JOIN events b ON b.rowid = a.rowid + 1 "
                                          "WHERE b.timestamp < a.timestamp")),
                 std::int64_t(0));
        // Every thread runs and gets descheduled; sched_switch rows name the resuming thread.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads t WHERE NOT EXISTS (SELECT 1 FROM "
                                          "events e WHERE e.source = 3 AND e.op = 1 AND e.tid = t.tid)")),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN faultline_threads t ON t.tid = e.tid "
                                          "WHERE e.source = 3 AND e.op = 1 AND (e.pid != e.tid OR e.comm != t.name)")),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e WHERE NOT EXISTS (SELECT 1 FROM "
                                          "faultline_threads t WHERE t.tid = e.tid)")),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads t WHERE t.tid = t.tgid AND NOT "
                                          "EXISTS (SELECT 1 FROM process_names p WHERE p.pid = t.tid)")),
                 std::int64_t(0));
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads WHERE name = 'pt_data_worker'")) >= 4);
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads WHERE name = 'pt_autograd_0'")) == 1);
        // DataLoader workers are forked from the main process and exit.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads t WHERE t.name = 'pt_data_worker' "
                                          "AND NOT EXISTS (SELECT 1 FROM events e WHERE e.source = 3 AND e.op = 7 "
                                          "AND e.arg1 = t.tid)")),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads t WHERE t.name = 'pt_data_worker' "
                                          "AND NOT EXISTS (SELECT 1 FROM events e WHERE e.source = 3 AND e.op = 6 "
                                          "AND e.pid = t.tid)")),
                 std::int64_t(0));

        // Every CUDA and driver call has a stored stack; Python frames come first, as Ingero stores them.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source IN (1, 4) AND stack_hash = 0")),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e WHERE e.stack_hash != 0 AND NOT EXISTS "
                                          "(SELECT 1 FROM stack_traces s WHERE s.hash = e.stack_hash)")),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM stack_traces WHERE instr(frames, '\"pf\"') > 0 AND "
                                          "instr(frames, '\"s\"') < instr(frames, '\"pf\"')")),
                 std::int64_t(0));
    }

    void threadsNeverOverlapThemselves_data() { everyScenarioGenerates_data(); }

    void threadsNeverOverlapThemselves()
    {
        QFETCH(QString, scenario);
        Capture c(natural(scenario));
        QVERIFY(c.ok());
        // A thread's runtime calls follow one another, and so do its driver calls (a driver call
        // may run inside a runtime call: runtimeCallsNestTheirDriverCall); its off-CPU intervals
        // follow one another too.
        SqliteStatement calls(c.db(),
                              "SELECT tid, source, timestamp, duration FROM events WHERE source IN (1, 4) "
                              "ORDER BY tid, source, timestamp");
        std::int64_t lastKey = -1;
        std::int64_t busyUntil = 0;
        std::int64_t overlaps = 0;
        while (calls.step() == SQLITE_ROW) {
            const std::int64_t key = calls.int64(0) * 16 + calls.int64(1);
            if (key != lastKey) {
                lastKey = key;
                busyUntil = 0;
            }
            overlaps += calls.int64(2) < busyUntil ? 1 : 0;
            busyUntil = calls.int64(2) + calls.int64(3);
        }
        QCOMPARE(overlaps, std::int64_t(0));

        SqliteStatement off(c.db(),
                            "SELECT tid, timestamp - duration, timestamp FROM events WHERE source = 3 AND op = 1 "
                            "ORDER BY tid, timestamp");
        std::int64_t lastTid = -1;
        std::int64_t lastEnd = 0;
        while (off.step() == SQLITE_ROW) {
            if (off.int64(0) != lastTid) {
                lastTid = off.int64(0);
                lastEnd = 0;
            }
            overlaps += off.int64(1) < lastEnd ? 1 : 0;
            lastEnd = off.int64(2);
        }
        QCOMPARE(overlaps, std::int64_t(0));
    }

    void runtimeCallsNestTheirDriverCall_data() { everyScenarioGenerates_data(); }

    // As in a real capture: every cudaLaunchKernel, cudaMalloc and cudaFree has the driver call
    // it makes (cuLaunchKernel, cuMemAlloc with the same size and address, cuMemFree of the same
    // address) inside it on the same thread, starting a few microseconds in and returning before
    // it. Driver calls outside any runtime call are the libraries that bypass the runtime: cuBLAS
    // (cuLaunchKernelEx only), cuDNN (cuLaunchKernel) and ctypes (cuMemAlloc, cuMemFree).
    void runtimeCallsNestTheirDriverCall()
    {
        QFETCH(QString, scenario);
        Capture c(natural(scenario));
        QVERIFY(c.ok());
        const auto stacksWith = [&](const char* text) {
            std::set<std::int64_t> hashes;
            SqliteStatement st(c.db(),
                               std::string("SELECT hash FROM stack_traces WHERE instr(frames, '") + text + "') > 0");
            while (st.step() == SQLITE_ROW)
                hashes.insert(st.int64(0));
            return hashes;
        };
        const std::set<std::int64_t> cublas = stacksWith("libcublasLt.so");
        const std::set<std::int64_t> cudnn = stacksWith("libcudnn_");
        const std::set<std::int64_t> ctypes = stacksWith("libffi.so");
        const std::set<std::int64_t> runtimeEntry = stacksWith("libcudart.so.12");

        struct Row
        {
            std::int64_t tid, ts, duration, source, op, arg0, arg1, stack;
        };
        SqliteStatement st(c.db(),
                           "SELECT tid, timestamp, duration, source, op, arg0, arg1, stack_hash FROM events WHERE "
                           "source IN (1, 4) ORDER BY tid, timestamp, source");
        std::vector<Row> rows;
        while (st.step() == SQLITE_ROW)
            rows.push_back({st.int64(0), st.int64(1), st.int64(2), st.int64(3), st.int64(4), st.int64(5), st.int64(6),
                            st.int64(7)});
        QVERIFY(!rows.empty());
        // The driver op a runtime op makes, 0 when the probe sees none (copies, stream syncs).
        const std::map<std::int64_t, std::int64_t> driverOf = {{1, 5}, {2, 64}, {3, 1}, {6, 4}};
        std::map<std::int64_t, std::int64_t> nested; // by runtime op
        std::map<std::int64_t, std::int64_t> direct; // driver calls outside runtime calls, by op
        std::int64_t missing = 0;
        std::int64_t wrong = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const Row& r = rows[i];
            if (r.source == 4) {
                // Not inside a runtime call: the previous row of the thread (if a runtime call) is over.
                const bool inside = i > 0 && rows[i - 1].tid == r.tid && rows[i - 1].source == 1
                    && rows[i - 1].ts + rows[i - 1].duration > r.ts;
                if (inside)
                    continue; // checked with its runtime call
                ++direct[r.op];
                const bool known = (r.op == 68 && cublas.count(r.stack)) || (r.op == 1 && cudnn.count(r.stack))
                    || ((r.op == 5 || r.op == 64) && ctypes.count(r.stack));
                wrong += known && !runtimeEntry.count(r.stack) ? 0 : 1;
                continue;
            }
            const auto op = driverOf.find(r.op);
            if (op == driverOf.end())
                continue;
            const Row* d = i + 1 < rows.size() ? &rows[i + 1] : nullptr;
            const bool ok = d && d->tid == r.tid && d->source == 4 && d->op == op->second && d->ts > r.ts
                && d->ts - r.ts <= 5'000 && d->ts + d->duration < r.ts + r.duration && (r.op == 3 || d->arg0 == r.arg0)
                && (r.op != 1 || d->arg1 == r.arg1) && runtimeEntry.count(d->stack) && !runtimeEntry.count(r.stack);
            if (ok)
                ++nested[r.op];
            else
                ++missing;
        }
        QCOMPARE(missing, std::int64_t(0));
        QCOMPARE(wrong, std::int64_t(0));
        QCOMPARE(nested[3], c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 3")));
        QVERIFY(nested[3] > 0);
        QCOMPARE(nested[1], c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1")));
        QVERIFY(nested[1] > 0);
        // cuBLAS and cuDNN launch straight through the driver in every training loop.
        QVERIFY(direct[68] > 0);
        QVERIFY(direct[1] > 0);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 3 AND stack_hash IN "
                                          "(SELECT hash FROM stack_traces WHERE instr(frames, 'cublas') > 0)")),
                 std::int64_t(0));
        QCOMPARE(nested[2], c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 2")));
    }

    void cachingAllocatorMapsWholeSegments_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<bool>("givesBack"); // cudaFree in the loop (empty_cache(), a cap)
        QTest::newRow("fragmentation") << QStringLiteral("fragmentation") << true;
        QTest::newRow("dataloader-fork-stall") << QStringLiteral("dataloader-fork-stall") << false;
        QTest::newRow("cpu-contention") << QStringLiteral("cpu-contention") << false;
        QTest::newRow("periodic-spike") << QStringLiteral("periodic-spike") << true;
        QTest::newRow("healthy") << QStringLiteral("healthy") << false;
    }

    // PyTorch's caching allocator calls cudaMalloc for whole segments (2 MiB for requests up to
    // 1 MiB, 20 MiB below 10 MiB, the request rounded up to 2 MiB above) from its own frames,
    // keeps them, and calls cudaFree only when it gives its cache back.
    void cachingAllocatorMapsWholeSegments()
    {
        QFETCH(QString, scenario);
        QFETCH(bool, givesBack);
        Capture c(natural(scenario));
        QVERIFY(c.ok());
        const std::int64_t mallocs = c.integer(
            QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1"));
        QVERIFY(mallocs > 20);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1 AND NOT (arg0 = "
                                          "2097152 OR arg0 = 20971520 OR (arg0 >= 10485760 AND arg0 % 2097152 = 0))")),
                 std::int64_t(0));
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(DISTINCT arg0) FROM events WHERE source = 1 AND op = 1")) >= 3);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                                          "WHERE e.source = 1 AND e.op = 1 AND (instr(s.frames, 'libc10_cuda.so') = 0 "
                                          "OR instr(s.frames, 'CUDACachingAllocator') = 0)")),
                 std::int64_t(0));
        // Every cudaFree is the allocator giving a segment back, at the address and size it mapped.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                                          "WHERE e.source = 1 AND e.op = 2 AND instr(s.frames, 'release_block') = 0")),
                 std::int64_t(0));
        const Replay r = replay(c.db(), "e.source = 1 AND e.op = 1", "e.source = 1 AND e.op = 2");
        QCOMPARE(r.unmatchedFrees, std::int64_t(0));
        const std::int64_t frees = r.frees;
        if (givesBack) {
            QVERIFY(frees > 100);
            return;
        }
        // Otherwise the segments are mapped in the first steps and kept: nothing after the third
        // batch is copied in.
        QCOMPARE(frees, std::int64_t(0));
        QVERIFY(mallocs < 50);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1 AND timestamp > "
                                          "(SELECT timestamp FROM events WHERE source = 1 AND op = 7 AND arg1 = 1 "
                                          "ORDER BY timestamp LIMIT 1 OFFSET 4)")),
                 std::int64_t(0));
    }

    void processLooksLikePyTorch_data() { everyScenarioGenerates_data(); }

    // The training process's threads as PyTorch starts them: DataLoader workers are child
    // processes; a dozen idle threads (python3) sleep through the run, one sched_switch each,
    // stored at the end; backward runs on pt_autograd_0, whose stacks have no Python; the main
    // thread's stacks have the line it executes; pinned copies return at once.
    void processLooksLikePyTorch()
    {
        QFETCH(QString, scenario);
        Capture c(natural(scenario));
        QVERIFY(c.ok());
        const std::int64_t pid = c.integer(QStringLiteral("SELECT CAST(pid_filter AS INTEGER) FROM sessions"));

        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads WHERE name = 'pt_data_worker' AND "
                                          "(tgid != tid OR tgid = %1)")
                               .arg(pid)),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads t WHERE t.name = 'pt_data_worker' "
                                          "AND NOT EXISTS (SELECT 1 FROM events e WHERE e.source = 3 AND e.op = 7 AND "
                                          "e.pid = %1 AND e.arg1 = t.tid AND e.timestamp <= t.first_seen)")
                               .arg(pid)),
                 std::int64_t(0));

        const std::vector<std::int64_t> idle = c.integers(
            QStringLiteral("SELECT tid FROM faultline_threads t WHERE t.tgid = %1 AND t.tid != %1 AND t.name = "
                           "'python3' AND NOT EXISTS (SELECT 1 FROM events e WHERE e.tid = t.tid AND e.source IN "
                           "(1, 4))")
                .arg(pid));
        QVERIFY2(idle.size() >= 12, qPrintable(QString::number(idle.size())));
        const std::int64_t session = c.integer(QStringLiteral("SELECT stopped_at - started_at FROM sessions"));
        const std::int64_t lastCall = c.integer(
            QStringLiteral("SELECT MAX(timestamp + duration) FROM events WHERE source IN (1, 4)"));
        QStringList tids;
        for (const std::int64_t tid : idle)
            tids << QString::number(tid);
        // Each has one event, the sched_switch that ends its sleep after the last call, as long as the run.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE tid IN (%1)").arg(tids.join(u','))),
                 std::int64_t(idle.size()));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE tid IN (%1) AND source = 3 AND op = 1 AND "
                                          "timestamp > %2 AND duration * 100 > %3 * 95")
                               .arg(tids.join(u','))
                               .arg(lastCall)
                               .arg(session)),
                 std::int64_t(idle.size()));

        const std::int64_t engine = c.integer(
            QStringLiteral("SELECT tid FROM faultline_threads WHERE name = 'pt_autograd_0' AND tgid = %1").arg(pid));
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE tid = %1 AND source IN (1, 4)").arg(engine))
                > 1000);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                                          "WHERE e.tid = %1 AND instr(s.frames, '\"pf\"') > 0")
                               .arg(engine)),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                                          "WHERE e.tid = %1 AND e.source IN (1, 4) AND instr(s.frames, '\"xl\"') = "
                                          "0")
                               .arg(pid)),
                 std::int64_t(0));

        // non_blocking=True from pinned memory: 5-40 us whatever the size.
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 7 AND arg1 = 1 AND "
                                         "arg0 >= 1048576"))
                > 1000);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 7 AND arg1 = 1 AND "
                                          "duration NOT BETWEEN 5000 AND 40000")),
                 std::int64_t(0));
    }

    void sameSeedSameCapture()
    {
        const QString a = generate(QStringLiteral("periodic-spike"), 42, 0, QStringLiteral("det-a.db"));
        const QString b = generate(QStringLiteral("periodic-spike"), 42, 0, QStringLiteral("det-b.db"));
        const QString other = generate(QStringLiteral("periodic-spike"), 43, 0, QStringLiteral("det-c.db"));
        QVERIFY(!a.isEmpty() && !b.isEmpty() && !other.isEmpty());
        Capture ca(a);
        Capture cb(b);
        Capture cother(other);
        const QByteArray digestA = ca.digest();
        QCOMPARE(cb.digest().toHex(), digestA.toHex());
        QVERIFY(cother.digest() != digestA);
        // The base time is fixed by the seed, never the clock of the machine.
        QCOMPARE(ca.sessionStart(), cb.sessionStart());
        QVERIFY(ca.sessionStart() >= 1'774'346'400LL * kSec);
    }

    void scalesToRequestedEventCount()
    {
        std::vector<std::pair<std::int64_t, std::int64_t>> reports;
        ScenarioOptions options;
        options.scenario = "fragmentation";
        options.seed = 3;
        options.minEvents = 200'000;
        options.progress = [&](std::int64_t written, std::int64_t target) { reports.emplace_back(written, target); };
        const QString path = m_dir.filePath(QStringLiteral("scaled.db"));
        const ScenarioResult result = ScenarioGenerator::generate(path.toStdString(), options);
        QVERIFY2(result.ok, result.error.c_str());
        Capture c(path);
        const std::int64_t seen = c.integer(QStringLiteral("SELECT SUM(count) FROM event_aggregates"));
        QVERIFY2(seen >= 200'000, qPrintable(QString::number(seen)));
        QCOMPARE(seen, result.eventsSeen);
        QVERIFY(!reports.empty());
        for (std::size_t i = 1; i < reports.size(); ++i)
            QVERIFY(reports[i].first >= reports[i - 1].first);
        QCOMPARE(reports.back().first, result.eventsSeen);
        QCOMPARE(reports.back().second, result.eventsSeen);

        // Stretched in time, the incident keeps its shape: latency still climbs to the end.
        const std::int64_t start = c.sessionStart();
        const std::int64_t stop = c.integer(QStringLiteral("SELECT stopped_at FROM sessions"));
        const auto window = [&](std::int64_t from) {
            return c.integer(QStringLiteral("SELECT AVG(duration) FROM events WHERE source = 1 AND op = 1 AND "
                                            "timestamp >= %1 AND timestamp < %2")
                                 .arg(from)
                                 .arg(from + 30 * kSec));
        };
        QVERIFY(window(stop - 40 * kSec) > 3 * window(start));
    }

    void cancelRemovesPartialFile()
    {
        std::atomic<bool> cancel{false};
        ScenarioOptions options;
        options.scenario = "cpu-contention";
        options.minEvents = 400'000;
        options.cancel = &cancel;
        options.progress = [&](std::int64_t, std::int64_t) { cancel = true; };
        const QString path = m_dir.filePath(QStringLiteral("cancelled.db"));
        const ScenarioResult result = ScenarioGenerator::generate(path.toStdString(), options);
        QVERIFY(!result.ok);
        QCOMPARE(QString::fromStdString(result.error), QStringLiteral("cancelled"));
        QVERIFY(!QFile::exists(path));
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void rejectsUnknownScenario()
    {
        ScenarioOptions options;
        options.scenario = "meltdown";
        const QString path = m_dir.filePath(QStringLiteral("unknown.db"));
        const ScenarioResult result = ScenarioGenerator::generate(path.toStdString(), options);
        QVERIFY(!result.ok);
        QVERIFY2(result.error.find("meltdown") != std::string::npos, result.error.c_str());
        QVERIFY2(result.error.find("fragmentation") != std::string::npos, result.error.c_str());
        QVERIFY(!QFile::exists(path));
    }

    void fragmentationChurnsTheAllocatorsCache()
    {
        Capture c(natural(QStringLiteral("fragmentation")));
        QVERIFY(c.ok());
        const auto line = [](int l) {
            return QStringLiteral("alloc_stress.py\",\"pfn\":\"fragmentation_pattern\",\"pl\":68,\"xl\":%1").arg(l);
        };
        const auto count = [&](int source, int op, const QString& frames) {
            return c.integer(
                QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                               "WHERE e.source = %1 AND e.op = %2 AND instr(s.frames, '%3') > 0")
                    .arg(source)
                    .arg(op)
                    .arg(frames));
        };
        const std::int64_t steps = c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 7"));
        QVERIFY(steps > 1000);
        // Every step maps its buffer from line 74 afresh, and torch.cuda.empty_cache() at line 80
        // (torch/cuda/memory.py:210) gives the step's segments back.
        QCOMPARE(count(1, 1, line(74)), steps);
        const std::int64_t emptyCache = count(1, 2, line(80));
        QVERIFY(count(1, 2, QStringLiteral("torch/cuda/memory.py\",\"pfn\":\"empty_cache\",\"pl\":192,\"xl\":210"))
                == emptyCache);
        const std::int64_t frees = c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 2"));
        QCOMPARE(emptyCache, frees);
        QVERIFY(frees > 3 * steps);
        // The segments never given back are the model's and the optimizer's, mapped before the
        // first empty_cache(): a cache kept, not a leak.
        const std::int64_t firstEmptyCache = c.integer(
            QStringLiteral("SELECT MIN(timestamp) FROM events WHERE source = 1 AND op = 2"));
        const Replay segments = replay(c.db(), "e.source = 1 AND e.op = 1", "e.source = 1 AND e.op = 2");
        QCOMPARE(segments.unmatchedFrees, std::int64_t(0));
        const auto kept = static_cast<std::int64_t>(segments.liveSince.size());
        QVERIFY2(kept > 0 && kept < 30, qPrintable(QString::number(kept)));
        QCOMPARE(segments.allocations, frees + kept);
        for (const std::int64_t since : segments.liveSince)
            QVERIFY(since < firstEmptyCache);
        // cudaFree synchronises the device: the first of each empty_cache() waits for the step's
        // GPU work, milliseconds, where the others take microseconds.
        const std::vector<std::int64_t> freeTimes = c.integers(
            QStringLiteral("SELECT duration FROM events WHERE source = 1 AND op = 2 ORDER BY duration"));
        QVERIFY(percentile(freeTimes, 50) < 500'000);
        const auto waits = std::count_if(freeTimes.begin(), freeTimes.end(), [](std::int64_t d) { return d > kMs; });
        QVERIFY2(waits <= steps && waits * 10 >= steps * 8, qPrintable(QStringLiteral("%1 %2").arg(waits).arg(steps)));

        // The FFI path maps through ctypes, outside any runtime call, and gives each buffer back
        // with cuMemFree through ctypes.
        const std::int64_t ffi = count(4, 5, QStringLiteral("libffi.so.8"));
        QVERIFY(ffi > 100);
        QCOMPARE(count(4, 64, QStringLiteral("libffi.so.8")), ffi);
        const Replay ffiBuffers = replay(c.db(), "e.source = 4 AND e.op = 5", "e.source = 4 AND e.op = 64",
                                         "instr(s.frames, 'libffi.so.8') > 0");
        QCOMPARE(ffiBuffers.allocations, ffi);
        QCOMPARE(ffiBuffers.unmatchedFrees, std::int64_t(0));
        QVERIFY(ffiBuffers.liveSince.empty());

        // Latency climbs window after window.
        const std::int64_t start = c.sessionStart();
        const auto window = [&](int index) {
            return c.integer(QStringLiteral("SELECT AVG(duration) FROM events WHERE source = 1 AND op = 1 AND "
                                            "timestamp >= %1 AND timestamp < %2")
                                 .arg(start + index * 30 * kSec)
                                 .arg(start + (index + 1) * 30 * kSec));
        };
        const std::int64_t first = window(0);
        const std::int64_t last = window(4);
        QVERIFY2(last > 3 * first, qPrintable(QStringLiteral("%1 ns -> %2 ns").arg(first).arg(last)));

        // Launches are sampled, so the aggregates know more than the events table, and drops are counted.
        QVERIFY(c.integer(
                    QStringLiteral("SELECT SUM(count) - SUM(stored) FROM event_aggregates WHERE source = 1 AND op = 3"))
                > 0);
        QVERIFY(c.integer(QStringLiteral("SELECT dropped FROM faultline_source_counters WHERE source = 1")) > 100);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM faultline_threads WHERE name = 'pt_data_worker'")),
                 std::int64_t(4));
    }

    void forkStallFreezesTheWorkers()
    {
        Capture c(natural(QStringLiteral("dataloader-fork-stall")));
        QVERIFY(c.ok());
        const std::int64_t first = c.integer(QStringLiteral("SELECT MIN(timestamp) FROM events"));
        const std::int64_t pid = c.integer(QStringLiteral("SELECT CAST(pid_filter AS INTEGER) FROM sessions"));
        const std::int64_t fork = c.integer(
            QStringLiteral("SELECT MIN(timestamp) FROM events WHERE source = 3 AND op = 7 AND timestamp "
                           "BETWEEN %1 AND %2")
                .arg(first + 41 * kSec)
                .arg(first + 43 * kSec));
        QVERIFY2(fork > 0, "no process_fork near t = 42 s");
        QCOMPARE(c.integer(
                     QStringLiteral("SELECT pid FROM events WHERE source = 3 AND op = 7 AND timestamp = %1").arg(fork)),
                 pid);
        // The next epoch's four workers, forked within a fraction of a second.
        const std::vector<std::int64_t> next = c.integers(
            QStringLiteral("SELECT arg1 FROM events WHERE source = 3 AND op = 7 AND pid = %1 AND timestamp BETWEEN %2 "
                           "AND %3")
                .arg(pid)
                .arg(fork)
                .arg(fork + 500 * kMs));
        QCOMPARE(next.size(), std::size_t(4));

        // The workers alive at the fork each freeze for 600-800 ms, resume right after it, and exit.
        const std::vector<std::int64_t> workers = c.integers(
            QStringLiteral("SELECT tid FROM faultline_threads WHERE name = 'pt_data_worker' AND first_seen < %1")
                .arg(fork));
        QCOMPARE(workers.size(), std::size_t(4));
        for (const std::int64_t tid : workers) {
            const std::int64_t stalls = c.integer(
                QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1 AND tid = %1 AND duration "
                               "BETWEEN %2 AND %3 AND timestamp > %4 AND timestamp <= %5")
                    .arg(tid)
                    .arg(600 * kMs)
                    .arg(800 * kMs)
                    .arg(fork)
                    .arg(fork + kSec));
            QVERIFY2(stalls == 1, qPrintable(QStringLiteral("worker %1: %2 stalls").arg(tid).arg(stalls)));
            QCOMPARE(
                c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 3 AND op = 6 AND pid = %1 AND "
                                         "timestamp BETWEEN %2 AND %3")
                              .arg(tid)
                              .arg(fork)
                              .arg(fork + kSec)),
                std::int64_t(1));
        }
        // The main process was kicked off CPU for ~50 ms just before.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1 AND tid = %1 AND "
                                          "duration BETWEEN 45000000 AND 51000000 AND timestamp BETWEEN %2 AND %3")
                               .arg(pid)
                               .arg(fork - 100 * kMs)
                               .arg(fork)),
                 std::int64_t(1));
        // With its workers frozen, the loop issues no GPU work from a little after they froze until
        // the next workers' first batch, which comes after they first ran.
        const std::int64_t frozen = c.integer(
            QStringLiteral("SELECT MIN(timestamp - duration) FROM events WHERE source "
                           "= 3 AND op = 1 AND duration >= %1 AND tid IN (%2)")
                .arg(600 * kMs)
                .arg(QStringLiteral("%1, %2, %3, %4").arg(workers[0]).arg(workers[1]).arg(workers[2]).arg(workers[3])));
        const std::int64_t lastBefore = c.integer(
            QStringLiteral("SELECT MAX(timestamp) FROM events WHERE source IN (1, 4) AND pid = %1 AND timestamp < %2")
                .arg(pid)
                .arg(fork));
        const std::int64_t firstAfter = c.integer(
            QStringLiteral("SELECT MIN(timestamp) FROM events WHERE source IN (1, 4) AND pid = %1 AND timestamp > %2")
                .arg(pid)
                .arg(fork));
        QVERIFY(lastBefore < frozen + 400 * kMs);
        QVERIFY(firstAfter > fork + 200 * kMs);
        QVERIFY(c.integer(QStringLiteral("SELECT MIN(timestamp) FROM events WHERE pid IN (%1, %2, %3, %4)")
                              .arg(next[0])
                              .arg(next[1])
                              .arg(next[2])
                              .arg(next[3]))
                < firstAfter);
        // The workers take the training thread's core: the usual thread to run before it comes back.
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN faultline_threads t ON t.tid = e.arg1 "
                                         "WHERE e.source = 3 AND e.op = 1 AND e.tid = %1 AND t.name = "
                                         "'pt_data_worker'")
                              .arg(pid))
                > 1000);
        // Host memory pressure at the fork.
        QVERIFY(c.integer(QStringLiteral("SELECT MAX(mem_pct) FROM system_snapshots WHERE timestamp BETWEEN %1 AND %2")
                              .arg(fork - 2 * kSec)
                              .arg(fork + 2 * kSec))
                >= 90);
    }

    void cpuContentionInflatesSyncTail()
    {
        Capture c(natural(QStringLiteral("cpu-contention")));
        QVERIFY(c.ok());
        const std::int64_t pid = c.integer(QStringLiteral("SELECT CAST(pid_filter AS INTEGER) FROM sessions"));
        const std::vector<std::int64_t> syncs = c.integers(
            QStringLiteral("SELECT duration FROM events WHERE source = 1 AND op = 5 ORDER BY duration"));
        QVERIFY(syncs.size() >= 100);
        const std::int64_t p50 = percentile(syncs, 50);
        const std::int64_t p99 = percentile(syncs, 99);
        QVERIFY2(p99 >= 1000 * p50, qPrintable(QStringLiteral("p50 %1 ns, p99 %2 ns").arg(p50).arg(p99)));
        // The syncs are loss.item() for the log, every tenth step: a 4-byte device-to-host copy,
        // then the wait, from the same line.
        const std::int64_t steps = c.integer(
            QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 7 AND arg1 = 1 AND arg0 > 1024"));
        QVERIFY(std::int64_t(syncs.size()) * 10 <= steps + 10);
        QCOMPARE(
            c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 7 AND arg1 = 2 AND arg0 "
                                     "= 4")),
            std::int64_t(syncs.size()));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                                          "WHERE e.source = 1 AND e.op = 5 AND instr(s.frames, 'THPVariable_item') > 0 "
                                          "AND instr(s.frames, '\"xl\":100') > 0")),
                 std::int64_t(syncs.size()));
        // External load: preempted by stress-ng, load average above 10.
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN process_names p ON p.pid = e.arg1 WHERE "
                                         "e.source = 3 AND e.op = 1 AND e.tid = %1 AND p.name = 'stress-ng-cpu'")
                              .arg(pid))
                > 1000);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN faultline_threads t ON t.tid = e.arg1 "
                                          "WHERE e.source = 3 AND e.op = 1 AND e.tid = %1 AND t.name = "
                                          "'pt_data_worker'")
                               .arg(pid)),
                 std::int64_t(0));
        QVERIFY(c.integer(QStringLiteral("SELECT MIN(load_avg) FROM system_snapshots")) >= 10);
        QVERIFY(
            c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1 AND tid = %1").arg(pid))
            > 5000);
    }

    void periodicSpikeRecursEvery200Mallocs()
    {
        Capture c(natural(QStringLiteral("periodic-spike")));
        QVERIFY(c.ok());
        const std::vector<std::int64_t> durations = c.integers(
            QStringLiteral("SELECT duration FROM events WHERE source = 1 AND op = 1 ORDER BY timestamp"));
        std::vector<std::int64_t> spikes;
        for (std::size_t i = 0; i < durations.size(); ++i) {
            if (durations[i] > kMs)
                spikes.push_back(static_cast<std::int64_t>(i));
        }
        QVERIFY2(spikes.size() >= 10, qPrintable(QString::number(spikes.size())));
        std::vector<std::int64_t> spacing;
        for (std::size_t i = 1; i < spikes.size(); ++i)
            spacing.push_back(spikes[i] - spikes[i - 1]);
        const double m = median(spacing);
        QVERIFY2(m >= 150 && m <= 250, qPrintable(QString::number(m)));
        // Between spikes cudaMalloc stays around 50 us.
        std::vector<std::int64_t> sorted = durations;
        std::sort(sorted.begin(), sorted.end());
        QVERIFY(percentile(sorted, 50) < 100'000);
        // Each slow cudaMalloc follows the allocator releasing its cache: cudaFree calls with
        // release_cached_blocks on the stack, all between the spike and the allocation before it.
        const std::vector<std::int64_t> slow = c.integers(
            QStringLiteral("SELECT timestamp FROM events WHERE source = 1 AND op = 1 AND duration > 1000000 ORDER BY "
                           "timestamp"));
        QCOMPARE(slow.size(), spikes.size());
        for (const std::int64_t t : slow) {
            const std::int64_t before = c.integer(
                QStringLiteral("SELECT MAX(timestamp) FROM events WHERE source = 1 AND op = 1 AND timestamp < %1")
                    .arg(t));
            QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = "
                                             "e.stack_hash WHERE e.source = 1 AND e.op = 2 AND e.timestamp BETWEEN %1 "
                                             "AND %2 AND instr(s.frames, 'release_cached_blocks') > 0")
                                  .arg(before)
                                  .arg(t))
                    > 100);
        }
        QCOMPARE(
            c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                                     "WHERE e.source = 1 AND e.op = 2 AND instr(s.frames, 'release_cached_blocks') = "
                                     "0")),
            std::int64_t(0));
        // Nothing synchronises per step: only torch.cuda.synchronize() after the loop.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 5")), std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 6 AND timestamp > "
                                          "(SELECT MAX(timestamp) FROM events WHERE source = 1 AND op = 3)")),
                 c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 6")));
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 6")) <= 1);
    }

    void healthyIsClean()
    {
        Capture c(natural(QStringLiteral("healthy")));
        QVERIFY(c.ok());
        QCOMPARE(
            c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1 AND duration > 1000000")),
            std::int64_t(0));
        // Once the loop runs, the threads that issue GPU work are never off-CPU for long (the
        // idle threads' one long sleep, and the engine's last, end with the run).
        const std::int64_t firstBatch = c.integer(
            QStringLiteral("SELECT MIN(timestamp) FROM events WHERE source = 1 AND op = 7"));
        const std::int64_t lastCall = c.integer(
            QStringLiteral("SELECT MAX(timestamp) FROM events WHERE source IN (1, 4)"));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1 AND duration > "
                                          "100000000 AND timestamp - duration > %1 AND timestamp < %2 AND tid IN "
                                          "(SELECT DISTINCT tid FROM events WHERE source IN (1, 4))")
                               .arg(firstBatch)
                               .arg(lastCall)),
                 std::int64_t(0));
        // The allocator's segments, mapped in the first steps, are kept: no cudaFree.
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1")) > 0);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 2")), std::int64_t(0));
        // No host synchronisation in the loop: no stream sync, no device-to-host copy; the one
        // device sync is torch.cuda.synchronize() after the last launch.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE (source = 1 AND op IN (4, 5)) OR "
                                          "(source = 1 AND op = 7 AND arg1 = 2)")),
                 std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 6")), std::int64_t(1));
        QVERIFY(c.integer(QStringLiteral("SELECT MIN(timestamp) FROM events WHERE source = 1 AND op = 6"))
                > c.integer(QStringLiteral("SELECT MAX(timestamp) FROM events WHERE source IN (1, 4) AND op IN (1, 3, "
                                           "68)")));
        QCOMPARE(c.integer(QStringLiteral("SELECT COALESCE(SUM(dropped), 0) FROM faultline_source_counters")),
                 std::int64_t(0));
        // Launches are sampled 1 in 10.
        const std::int64_t count = c.integer(
            QStringLiteral("SELECT SUM(count) FROM event_aggregates WHERE source = 1 AND op = 3"));
        const std::int64_t stored = c.integer(
            QStringLiteral("SELECT SUM(stored) FROM event_aggregates WHERE source = 1 AND op = 3"));
        QVERIFY2(stored * 8 < count && stored * 12 > count,
                 qPrintable(QStringLiteral("%1 of %2").arg(stored).arg(count)));
    }
};

QTEST_GUILESS_MAIN(TestScenarioGenerator)
#include "tst_scenario_generator.moc"
