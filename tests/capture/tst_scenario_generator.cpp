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
        // A thread's CUDA calls follow one another; its off-CPU intervals do too.
        SqliteStatement calls(c.db(),
                              "SELECT tid, timestamp, duration FROM events WHERE source IN (1, 4) "
                              "ORDER BY tid, timestamp");
        std::int64_t lastTid = -1;
        std::int64_t busyUntil = 0;
        std::int64_t overlaps = 0;
        while (calls.step() == SQLITE_ROW) {
            if (calls.int64(0) != lastTid) {
                lastTid = calls.int64(0);
                busyUntil = 0;
            }
            overlaps += calls.int64(1) < busyUntil ? 1 : 0;
            busyUntil = calls.int64(1) + calls.int64(2);
        }
        QCOMPARE(overlaps, std::int64_t(0));

        SqliteStatement off(c.db(),
                            "SELECT tid, timestamp - duration, timestamp FROM events WHERE source = 3 AND op = 1 "
                            "ORDER BY tid, timestamp");
        lastTid = -1;
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

    void fragmentationShowsAllocationStorm()
    {
        Capture c(natural(QStringLiteral("fragmentation")));
        QVERIFY(c.ok());
        // cudaMalloc from line 74 of fragmentation_pattern (def line 68).
        QVERIFY(c.integer(QStringLiteral(
                    "SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash WHERE e.source = 1 "
                    "AND e.op = 1 AND instr(s.frames, 'alloc_stress.py\",\"pfn\":\"fragmentation_pattern\",\"pl\":68,"
                    "\"xl\":74') > 0"))
                > 500);
        // empty_cache() churn frees through torch/cuda/memory.py:210.
        QVERIFY(c.integer(QStringLiteral(
                    "SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash WHERE e.source = 1 "
                    "AND e.op = 2 AND instr(s.frames, 'torch/cuda/memory.py\",\"pfn\":\"empty_cache\",\"pl\":192,"
                    "\"xl\":210') > 0"))
                > 100);
        // The FFI path calls the driver directly.
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                                         "WHERE e.source = 4 AND e.op = 5 AND instr(s.frames, 'libffi.so.8') > 0"))
                > 100);
        const std::int64_t mallocs = c.integer(
            QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1"));
        const std::int64_t frees = c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 2"));
        QVERIFY2(mallocs > frees && frees > mallocs * 8 / 10,
                 qPrintable(QStringLiteral("%1 %2").arg(mallocs).arg(frees)));
        // Sizes 4 KB to 256 MB; frees carry the pointer of an earlier malloc and its size.
        QVERIFY(c.integer(QStringLiteral("SELECT MIN(arg0) FROM events WHERE source = 1 AND op = 1")) >= 4096);
        QVERIFY(c.integer(QStringLiteral("SELECT MAX(arg0) FROM events WHERE source = 1 AND op = 1")) <= 256 << 20);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events f WHERE f.source = 1 AND f.op = 2 AND NOT "
                                          "EXISTS (SELECT 1 FROM events m WHERE m.source = 1 AND m.op = 1 AND m.arg1 = "
                                          "f.arg0 AND m.arg0 = f.arg1 AND m.timestamp < f.timestamp)")),
                 std::int64_t(0));

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
        const std::int64_t start = c.sessionStart();
        const std::int64_t fork = c.integer(
            QStringLiteral("SELECT MIN(timestamp) FROM events WHERE source = 3 AND op = 7 AND timestamp "
                           "BETWEEN %1 AND %2")
                .arg(start + 41 * kSec)
                .arg(start + 43 * kSec));
        QVERIFY2(fork > 0, "no process_fork near t = 42 s");
        QCOMPARE(c.integer(
                     QStringLiteral("SELECT pid FROM events WHERE source = 3 AND op = 7 AND timestamp = %1").arg(fork)),
                 c.integer(QStringLiteral("SELECT CAST(pid_filter AS INTEGER) FROM sessions")));

        // The workers alive at the fork each freeze for 600-800 ms and resume right after it.
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
        }
        // The main process was kicked off CPU for ~50 ms just before.
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e, sessions s WHERE e.source = 3 AND e.op = 1 "
                                          "AND e.tid = CAST(s.pid_filter AS INTEGER) AND e.duration BETWEEN 45000000 "
                                          "AND 51000000 AND e.timestamp BETWEEN %1 AND %2")
                               .arg(fork - 100 * kMs)
                               .arg(fork)),
                 std::int64_t(1));
        // Syncs stall in the window before the fork, far above their usual length.
        const std::int64_t stalledSync = c.integer(
            QStringLiteral(
                "SELECT MAX(duration) FROM events WHERE source = 1 AND op = 5 AND timestamp BETWEEN %1 AND %2")
                .arg(fork - kSec)
                .arg(fork));
        const std::int64_t usualSync = c.integer(
            QStringLiteral("SELECT MAX(duration) FROM events WHERE source = 1 AND op = 5 AND timestamp < %1")
                .arg(fork - 2 * kSec));
        QVERIFY(stalledSync > 3 * usualSync);
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
        const std::vector<std::int64_t> syncs = c.integers(
            QStringLiteral("SELECT duration FROM events WHERE source = 1 AND op = 5 ORDER BY duration"));
        QVERIFY(syncs.size() > 1000);
        const std::int64_t p50 = percentile(syncs, 50);
        const std::int64_t p99 = percentile(syncs, 99);
        QVERIFY2(p99 >= 1000 * p50, qPrintable(QStringLiteral("p50 %1 ns, p99 %2 ns").arg(p50).arg(p99)));
        // The stalls go through the tensor destructor.
        QVERIFY(c.integer(QStringLiteral(
                    "SELECT COUNT(*) FROM events e JOIN stack_traces s ON s.hash = e.stack_hash "
                    "WHERE e.source = 1 AND e.op = 5 AND instr(s.frames, '_ZN3c1010TensorImplD2Ev') > 0"))
                == static_cast<std::int64_t>(syncs.size()));
        // External load: preempted by stress-ng, load average above 10.
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events e JOIN process_names p ON p.pid = e.arg1 WHERE "
                                         "e.source = 3 AND e.op = 1 AND p.name = 'stress-ng-cpu'"))
                > 1000);
        QVERIFY(c.integer(QStringLiteral("SELECT MIN(load_avg) FROM system_snapshots")) >= 10);
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1 AND tid = "
                                         "(SELECT CAST(pid_filter AS INTEGER) FROM sessions)"))
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
    }

    void healthyIsClean()
    {
        Capture c(natural(QStringLiteral("healthy")));
        QVERIFY(c.ok());
        QCOMPARE(
            c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1 AND duration > 1000000")),
            std::int64_t(0));
        QCOMPARE(c.integer(QStringLiteral(
                     "SELECT COUNT(*) FROM events WHERE source = 3 AND op = 1 AND duration > 100000000")),
                 std::int64_t(0));
        QVERIFY(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1")) > 0);
        QCOMPARE(c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 1")),
                 c.integer(QStringLiteral("SELECT COUNT(*) FROM events WHERE source = 1 AND op = 2")));
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
