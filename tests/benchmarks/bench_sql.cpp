// SQL console figures (DESIGN §11): time to the first page and to the full row count of typical
// queries on a large capture, and how long cancel takes to stop a running query.
//
//   bench_sql [--capture FILE | --events N] [--repeat R]
//
// Without --capture a cpu-contention capture of N events (default 10M) is generated first.

#include "QueryEngine.h"
#include "ScenarioGenerator.h"
#include "SqlSnippets.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace faultline;
using namespace faultline::sql;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

struct Timing
{
    double firstPageMs = -1;
    double countMs = -1;
    qint64 rows = -1;
    QString error;
};

Timing measure(QueryEngine& engine, const QString& sql)
{
    Timing t;
    QSignalSpy first(&engine, &QueryEngine::firstPage);
    QSignalSpy counts(&engine, &QueryEngine::rowCount);
    QSignalSpy failed(&engine, &QueryEngine::failed);
    QElapsedTimer clock;
    clock.start();
    const quint64 id = engine.run(sql, 500);
    while (clock.elapsed() < 600000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        if (t.firstPageMs < 0 && !first.isEmpty() && first.last().at(0).toULongLong() == id)
            t.firstPageMs = double(clock.nsecsElapsed()) / 1e6;
        for (const auto& c : std::as_const(counts)) {
            if (c.at(0).toULongLong() == id && c.at(3).toBool()) {
                t.countMs = double(clock.nsecsElapsed()) / 1e6;
                t.rows = c.at(1).toLongLong();
            }
        }
        if (!failed.isEmpty()) {
            t.error = failed.last().at(1).value<QueryError>().message;
            return t;
        }
        if (t.firstPageMs >= 0 && t.countMs >= 0)
            return t;
    }
    t.error = QStringLiteral("timed out");
    return t;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QString capture;
    qint64 events = 10'000'000;
    int repeat = 3;
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QStringLiteral("--capture"))
            capture = args[++i];
        else if (args[i] == QStringLiteral("--events"))
            events = args[++i].toLongLong();
        else if (args[i] == QStringLiteral("--repeat"))
            repeat = std::max(1, args[++i].toInt());
    }
    QTemporaryDir dir;
    if (capture.isEmpty()) {
        capture = dir.filePath(QStringLiteral("bench.db"));
        std::printf("SQL benchmark: generating cpu-contention, at least %lld events, into %s\n",
                    static_cast<long long>(events), qPrintable(capture));
        capture::ScenarioOptions options;
        options.scenario = "cpu-contention";
        options.seed = 7;
        options.minEvents = events;
        const capture::ScenarioResult r = capture::ScenarioGenerator::generate(capture.toStdString(), options);
        if (!r.error.empty()) {
            std::fprintf(stderr, "generation failed: %s\n", r.error.c_str());
            return 1;
        }
    } else {
        std::printf("SQL benchmark: reusing %s\n", qPrintable(capture));
    }

    QueryEngine engine(capture);
    QSignalSpy opened(&engine, &QueryEngine::opened);
    if (!opened.wait(60000) || !opened.at(0).at(0).toBool()) {
        std::fprintf(stderr, "cannot open %s\n", qPrintable(capture));
        return 1;
    }

    struct Query
    {
        const char* what;
        QString sql;
        bool indexed;
    };
    std::vector<Query> queries = {
        {"all events by time (indexed)", QStringLiteral("SELECT * FROM events ORDER BY timestamp"), true},
        {"one op (indexed)", QStringLiteral("SELECT id, timestamp, duration FROM events WHERE source = 1 AND op = 5"),
         true},
        {"slowest calls",
         QStringLiteral("SELECT id, timestamp, duration FROM events WHERE source = 1 ORDER BY duration DESC"), false},
    };
    for (const Snippet& s : snippets())
        queries.push_back({nullptr, s.sql, false});

    std::printf("\nfirst page (500 rows) and full row count, median of %d; budget: first page <= 100 ms on indexed "
                "queries\n",
                repeat);
    bool within = true;
    for (const Query& q : queries) {
        std::vector<double> first;
        std::vector<double> count;
        qint64 rows = 0;
        QString error;
        for (int r = 0; r < repeat; ++r) {
            const Timing t = measure(engine, q.sql);
            if (!t.error.isEmpty()) {
                error = t.error;
                break;
            }
            first.push_back(t.firstPageMs);
            count.push_back(t.countMs);
            rows = t.rows;
        }
        const QString name = q.what ? QString::fromUtf8(q.what)
                                    : QStringLiteral("snippet: ") + q.sql.section(QLatin1Char('\n'), 0, 0).mid(3);
        if (!error.isEmpty()) {
            std::printf("  %-60s ERROR %s\n", qPrintable(name.left(60)), qPrintable(error));
            within = false;
            continue;
        }
        const double f = median(first);
        const bool over = q.indexed && f > 100;
        within = within && !over;
        std::printf("  %-60s first page %8.1f ms   %12lld rows counted in %8.1f ms%s\n", qPrintable(name.left(60)), f,
                    static_cast<long long>(rows), median(count), over ? "  OVER BUDGET" : "");
    }

    // Cancel: a full-scan aggregation stopped 300 ms in.
    std::vector<double> latencies;
    for (int r = 0; r < std::max(repeat, 5); ++r) {
        QSignalSpy cancelled(&engine, &QueryEngine::cancelled);
        const quint64 id = engine.run(QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
                                                     "SELECT SUM(x) FROM c"));
        QTest::qWait(300);
        QElapsedTimer clock;
        clock.start();
        engine.cancel(id);
        while (cancelled.isEmpty() && clock.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        latencies.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    const double cancelMs = median(latencies);
    within = within && cancelMs <= 100;
    std::printf("\ncancel: a running query stopped %.2f ms after cancel (median of %zu); budget <= 100 ms%s\n",
                cancelMs, latencies.size(), cancelMs <= 100 ? "" : "  OVER BUDGET");
    std::printf("result: %s\n", within ? "all SQL figures within budget" : "some figures over budget (see above)");
    return 0;
}
