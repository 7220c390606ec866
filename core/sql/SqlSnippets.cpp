#include "SqlSnippets.h"

#include <QCoreApplication>

namespace faultline::sql {

namespace {

struct Source
{
    const char* title;
    const char* description; // the SQL's first line, as a comment
    const char* sql;
};

const Source kSnippets[] = {
    {QT_TRANSLATE_NOOP("SqlSnippets", "cudaMalloc latency in 30 s windows"),
     QT_TRANSLATE_NOOP("SqlSnippets", "Does cudaMalloc get slower as the run goes on (a fragmenting pool)?"),
     "SELECT (timestamp - (SELECT MIN(timestamp) FROM events)) / 30000000000 * 30 AS window_s,\n"
     "       COUNT(*) AS calls,\n"
     "       AVG(duration) AS avg_dur,\n"
     "       MAX(duration) AS max_dur,\n"
     "       SUM(arg0) AS bytes\n"
     "FROM events\n"
     "WHERE source = 1 AND op = 1\n"
     "GROUP BY window_s\n"
     "ORDER BY window_s;"},
    {QT_TRANSLATE_NOOP("SqlSnippets", "sched_switch per process, with off-CPU time"),
     QT_TRANSLATE_NOOP("SqlSnippets",
                       "Who is switched out, how often and for how long (pid = tid of the resuming thread)."),
     "SELECT e.pid, COALESCE(p.name, '') AS name,\n"
     "       COUNT(*) AS switches,\n"
     "       SUM(e.duration) AS off_cpu_ns,\n"
     "       MAX(e.duration) AS longest_ns\n"
     "FROM events e LEFT JOIN process_names p ON p.pid = e.pid\n"
     "WHERE e.source = 3 AND e.op = 1\n"
     "GROUP BY e.pid\n"
     "ORDER BY off_cpu_ns DESC;"},
    {QT_TRANSLATE_NOOP("SqlSnippets", "malloc/free balance per minute"),
     QT_TRANSLATE_NOOP("SqlSnippets",
                       "More allocations than frees minute after minute: a leak, or a cache that only grows."),
     "SELECT (timestamp - (SELECT MIN(timestamp) FROM events)) / 60000000000 AS minute,\n"
     "       SUM(source = 1 AND op IN (1, 8)) + SUM(source = 4 AND op IN (5, 6)) AS allocs,\n"
     "       SUM(source = 1 AND op = 2) AS frees,\n"
     "       SUM(CASE WHEN (source = 1 AND op IN (1, 8)) OR (source = 4 AND op IN (5, 6)) THEN arg0 "
     "ELSE 0 END) AS alloc_bytes\n"
     "FROM events\n"
     "WHERE (source = 1 AND op IN (1, 2, 8)) OR (source = 4 AND op IN (5, 6))\n"
     "GROUP BY minute\n"
     "ORDER BY minute;"},
    {QT_TRANSLATE_NOOP("SqlSnippets", "Slowest calls with their stacks"),
     QT_TRANSLATE_NOOP("SqlSnippets",
                       "The stack of each slow CUDA call, from stack_traces (Python and native frames)."),
     "SELECT e.id, e.timestamp, e.pid, e.tid, e.source, e.op, e.duration, s.frames\n"
     "FROM events e JOIN stack_traces s ON s.hash = e.stack_hash\n"
     "WHERE e.source IN (1, 4)\n"
     "ORDER BY e.duration DESC\n"
     "LIMIT 100;"},
    {QT_TRANSLATE_NOOP("SqlSnippets", "Events around the worst stall (±50 ms)"),
     QT_TRANSLATE_NOOP("SqlSnippets",
                       "Everything that happened around the longest CUDA call; edit the anchor to look elsewhere."),
     "WITH anchor(ts) AS (\n"
     "  SELECT timestamp FROM events WHERE source IN (1, 4) ORDER BY duration DESC LIMIT 1\n"
     ")\n"
     "SELECT e.id, e.timestamp, (e.timestamp - anchor.ts) AS offset_ns, e.pid, e.tid, e.source, "
     "e.op, e.duration, e.arg0, e.arg1\n"
     "FROM events e, anchor\n"
     "WHERE e.timestamp BETWEEN anchor.ts - 50000000 AND anchor.ts + 50000000\n"
     "ORDER BY e.timestamp;"},
    {QT_TRANSLATE_NOOP("SqlSnippets", "Worst stalls"),
     QT_TRANSLATE_NOOP("SqlSnippets", "The longest synchronisations and blocking calls."),
     "SELECT id, timestamp, pid, tid, source, op, duration, ret_code\n"
     "FROM events\n"
     "WHERE (source = 1 AND op IN (4, 5, 6)) OR (source = 4 AND op IN (2, 4))\n"
     "ORDER BY duration DESC\n"
     "LIMIT 50;"},
    {QT_TRANSLATE_NOOP("SqlSnippets", "Calls per op with latency percentiles"),
     QT_TRANSLATE_NOOP("SqlSnippets", "Count, total and p50/p99 per op (nearest rank), like the Summary view."),
     "WITH ranked AS (\n"
     "  SELECT source, op, duration,\n"
     "         ROW_NUMBER() OVER (PARTITION BY source, op ORDER BY duration) AS rn,\n"
     "         COUNT(*) OVER (PARTITION BY source, op) AS n\n"
     "  FROM events\n"
     ")\n"
     "SELECT source, op, MAX(n) AS calls, SUM(duration) AS total_dur,\n"
     "       MAX(CASE WHEN rn = (n + 1) / 2 THEN duration END) AS p50_dur,\n"
     "       MAX(CASE WHEN rn = (99 * n + 99) / 100 THEN duration END) AS p99_dur\n"
     "FROM ranked\n"
     "GROUP BY source, op\n"
     "ORDER BY total_dur DESC;"},
};

} // namespace

QList<Snippet> snippets()
{
    QList<Snippet> all;
    for (const Source& s : kSnippets) {
        // A line break in a translation would turn the rest of the comment into SQL.
        QString description = QCoreApplication::translate("SqlSnippets", s.description);
        description.replace(QLatin1Char('\n'), QLatin1Char(' '));
        all.append({QCoreApplication::translate("SqlSnippets", s.title),
                    QStringLiteral("-- ") + description + QLatin1Char('\n') + QString::fromUtf8(s.sql)});
    }
    return all;
}

} // namespace faultline::sql
