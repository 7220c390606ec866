// Importing the ranks of one job (issue 48, "Scale"): the files are converted several at a time,
// each on one thread, and merged into one capture that must be the same, row for row, as the one
// converted one file at a time; each file reports its own progress; a failed file names its path
// and Cancel stops every file, and neither leaves an output behind.

#include "SqliteDb.h"
#include "TraceImporter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace faultline;

namespace {

constexpr int kRanks = 6;
constexpr int kStraggler = 4;

// The capture's content as `sqlite3 .dump` gives it: the schema, then every table's rows as SQL
// literals (quote()). The schema entries are sorted by name: whichever thread builds an index
// first may create it first, which changes nothing of what the file holds.
std::vector<std::string> dumpOf(const std::string& path)
{
    std::vector<std::string> out;
    capture::SqliteDb db;
    std::string error;
    if (!db.openReadOnly(path, true, &error)) {
        out.push_back("cannot open: " + error);
        return out;
    }
    std::vector<std::pair<std::string, std::string>> schema;
    {
        capture::SqliteStatement st(db, "SELECT name, type, tbl_name, coalesce(sql, '') FROM sqlite_master");
        while (st.step() == SQLITE_ROW)
            schema.emplace_back(std::string(st.text(0)),
                                std::string(st.text(1)) + " " + std::string(st.text(2)) + ": "
                                    + std::string(st.text(3)));
    }
    std::sort(schema.begin(), schema.end());
    for (const auto& [name, sql] : schema) {
        out.push_back("schema " + name + " " + sql);
        if (sql.rfind("table ", 0) != 0 || name.rfind("sqlite_", 0) == 0)
            continue;
        std::string columns;
        {
            capture::SqliteStatement info(db, "SELECT name FROM pragma_table_info('" + name + "')");
            while (info.step() == SQLITE_ROW)
                columns += (columns.empty() ? "quote(\"" : " || ',' || quote(\"") + std::string(info.text(0)) + "\")";
        }
        if (columns.empty())
            continue; // a view's entry says all there is
        capture::SqliteStatement rows(db, "SELECT " + columns + " FROM \"" + name + "\"");
        while (rows.step() == SQLITE_ROW)
            out.push_back(name + ": " + std::string(rows.text(0)));
    }
    return out;
}

} // namespace

class TestMultirankImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_job.isValid());
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), m_job.path(),
                 QStringLiteral("--ranks"), QString::number(kRanks), QStringLiteral("--steps"), QStringLiteral("40"),
                 QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--straggler"),
                 QString::number(kStraggler)});
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("python3 could not write the job: %1")
                                 .arg(QString::fromUtf8(p.readAllStandardError()))));
        m_traces = import::tracesInFolder(m_job.path().toStdString());
        QCOMPARE(m_traces.size(), std::size_t(kRanks));
    }

    // Two at a time or one at a time: the same capture, nodes in the order of the files.
    void convertingSeveralAtOnceMakesTheSameCapture()
    {
        import::ImportOptions sequential;
        sequential.parallelism = 1;
        import::ImportOptions parallel;
        parallel.parallelism = 2;
        const std::string one = m_out.filePath(QStringLiteral("one.db")).toStdString();
        const std::string two = m_out.filePath(QStringLiteral("two.db")).toStdString();
        std::string error;
        import::ImportWriteResult r1;
        import::ImportWriteResult r2;
        QVERIFY2(import::importTraces(m_traces, one, sequential, &r1, &error), error.c_str());
        QVERIFY2(import::importTraces(m_traces, two, parallel, &r2, &error), error.c_str());
        QCOMPARE(r2.events, r1.events);
        QCOMPARE(r2.gpuActivity, r1.gpuActivity);
        QCOMPARE(r2.linked, r1.linked);
        QCOMPARE(r2.stacks, r1.stacks);
        QCOMPARE(r2.warnings, r1.warnings);

        const std::vector<std::string> a = dumpOf(one);
        const std::vector<std::string> b = dumpOf(two);
        QVERIFY(a.size() > 1000);
        const auto [da, db] = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
        QVERIFY2(da == a.end() && db == b.end(),
                 qPrintable(QStringLiteral("first difference: %1 | %2")
                                .arg(QString::fromStdString(da == a.end() ? "(end)" : *da),
                                     QString::fromStdString(db == b.end() ? "(end)" : *db))));

        // Each file is a node, rank0 ... rank5 in the files' order (the generator names them by rank).
        capture::SqliteDb merged;
        QVERIFY(merged.openReadOnly(two, true, &error));
        for (int rank = 0; rank < kRanks; ++rank) {
            const std::string node = "rank" + std::to_string(rank);
            QCOMPARE(merged.queryInt("SELECT count(*) FROM events WHERE node = '" + node + "'") > 0, true);
        }
        QCOMPARE(merged.queryText("SELECT value FROM faultline_capture_meta WHERE key = 'import.traces'"),
                 std::to_string(kRanks));
    }

    // Each file reports its own share, one call at a time, ending done with its node; no more files
    // are in hand at once, and no more threads convert them, than the parallelism asked, so only
    // that many traces are in memory.
    void eachFileReportsItsProgress_data()
    {
        QTest::addColumn<unsigned>("parallelism");
        QTest::newRow("one at a time") << 1U;
        QTest::newRow("two at a time") << 2U;
        QTest::newRow("three at a time") << 3U;
    }

    void eachFileReportsItsProgress()
    {
        QFETCH(unsigned, parallelism);
        std::atomic<int> inside{0};
        bool overlapped = false;
        std::map<std::size_t, std::vector<double>> fractions;
        std::map<std::size_t, import::ImportFileProgress> done;
        std::set<std::size_t> inHand;
        std::set<std::thread::id> threads;
        std::size_t mostInHand = 0;
        std::vector<double> overall;
        import::ImportOptions options;
        options.parallelism = parallelism;
        options.progress = [&](double f) {
            overlapped = overlapped || inside.fetch_add(1) != 0;
            overall.push_back(f);
            inside.fetch_sub(1);
            return true;
        };
        options.fileProgress = [&](const import::ImportFileProgress& p) {
            overlapped = overlapped || inside.fetch_add(1) != 0;
            threads.insert(std::this_thread::get_id());
            if (p.state == import::ImportFileProgress::State::Running) {
                fractions[p.index].push_back(p.fraction);
                inHand.insert(p.index);
                mostInHand = std::max(mostInHand, inHand.size());
            } else {
                done[p.index] = p;
                inHand.erase(p.index);
            }
            inside.fetch_sub(1);
        };
        const std::string out = m_out.filePath(QStringLiteral("progress-%1.db").arg(parallelism)).toStdString();
        std::string error;
        QVERIFY2(import::importTraces(m_traces, out, options, nullptr, &error), error.c_str());
        QVERIFY(!overlapped);
        QVERIFY(mostInHand >= 1 && mostInHand <= parallelism);
        QVERIFY(threads.size() <= parallelism);
        QCOMPARE(done.size(), std::size_t(kRanks));
        for (std::size_t i = 0; i < std::size_t(kRanks); ++i) {
            const import::ImportFileProgress& d = done[i];
            QCOMPARE(d.state, import::ImportFileProgress::State::Done);
            QCOMPARE(d.node, "rank" + std::to_string(i));
            QCOMPARE(d.bytes, QFileInfo(QString::fromStdString(m_traces[i])).size());
            QVERIFY(d.result.events > 0);
            QVERIFY(d.seconds > 0);
            const std::vector<double>& f = fractions[i];
            QVERIFY(f.size() >= 2);
            QCOMPARE(f.front(), 0.0);
            QVERIFY(std::is_sorted(f.begin(), f.end()));
            QVERIFY(f.back() > 0.9);
        }
        QVERIFY(!overall.empty());
        QVERIFY(overall.back() >= 0.9 - 1e-9);
    }

    // Cancel halfway through: every file stops, nothing is written, no part is left.
    void cancelStopsEveryFile()
    {
        const std::string out = m_out.filePath(QStringLiteral("cancelled.db")).toStdString();
        std::set<std::size_t> finished;
        import::ImportOptions options;
        options.parallelism = 2;
        options.progress = [](double f) { return f < 0.3; };
        options.fileProgress = [&](const import::ImportFileProgress& p) {
            if (p.state != import::ImportFileProgress::State::Running)
                finished.insert(p.index);
        };
        std::string error;
        QVERIFY(!import::importTraces(m_traces, out, options, nullptr, &error));
        QCOMPARE(error, std::string("cancelled"));
        QVERIFY(finished.size() < std::size_t(kRanks));
        QVERIFY(!QFileInfo::exists(QString::fromStdString(out)));
        QVERIFY(!QFileInfo::exists(QString::fromStdString(out + ".parts")));
    }

    // One damaged file among good ones: its path in the error, the others stopped, no output.
    void aDamagedFileIsNamedAndNothingIsWritten()
    {
        QTemporaryDir job;
        std::vector<std::string> traces;
        for (std::size_t i = 0; i < m_traces.size(); ++i) {
            const QString copy = job.filePath(QFileInfo(QString::fromStdString(m_traces[i])).fileName());
            QVERIFY(QFile::copy(QString::fromStdString(m_traces[i]), copy));
            traces.push_back(copy.toStdString());
        }
        {
            QFile damaged(QString::fromStdString(traces[3]));
            QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
            damaged.write(R"({"schemaVersion": 1, "traceEvents": [{"ph": "X", "cat": "kernel")");
        }
        const std::string out = m_out.filePath(QStringLiteral("damaged.db")).toStdString();
        std::vector<import::ImportFileProgress> failed;
        import::ImportOptions options;
        options.parallelism = 2;
        options.fileProgress = [&](const import::ImportFileProgress& p) {
            if (p.state == import::ImportFileProgress::State::Failed)
                failed.push_back(p);
        };
        std::string error;
        QVERIFY(!import::importTraces(traces, out, options, nullptr, &error));
        QVERIFY2(error.rfind(traces[3] + ": ", 0) == 0, error.c_str());
        QCOMPARE(failed.size(), std::size_t(1));
        QCOMPARE(failed.front().index, std::size_t(3));
        QVERIFY(!failed.front().error.empty());
        QVERIFY(!QFileInfo::exists(QString::fromStdString(out)));
        QVERIFY(!QFileInfo::exists(QString::fromStdString(out + ".parts")));
    }

private:
    QTemporaryDir m_job;
    QTemporaryDir m_out;
    std::vector<std::string> m_traces;
};

QTEST_GUILESS_MAIN(TestMultirankImport)
#include "tst_multirank_import.moc"
