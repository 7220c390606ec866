#include "SqlSnippets.h"

namespace faultline::sql {

const QList<Snippet>& snippets()
{
    static const QList<Snippet> all = {
        {QStringLiteral("cudaMalloc latency in 30 s windows"),
         QStringLiteral("-- Does cudaMalloc get slower as the run goes on (a fragmenting pool)?\n"
                        "SELECT (timestamp - (SELECT MIN(timestamp) FROM events)) / 30000000000 * 30 AS window_s,\n"
                        "       COUNT(*) AS calls,\n"
                        "       AVG(duration) AS avg_dur,\n"
                        "       MAX(duration) AS max_dur,\n"
                        "       SUM(arg0) AS bytes\n"
                        "FROM events\n"
                        "WHERE source = 1 AND op = 1\n"
                        "GROUP BY window_s\n"
                        "ORDER BY window_s;")},
        {QStringLiteral("sched_switch per process, with off-CPU time"),
         QStringLiteral("-- Who is switched out, how often and for how long (pid = tid of the resuming thread).\n"
                        "SELECT e.pid, COALESCE(p.name, '') AS name,\n"
                        "       COUNT(*) AS switches,\n"
                        "       SUM(e.duration) AS off_cpu_ns,\n"
                        "       MAX(e.duration) AS longest_ns\n"
                        "FROM events e LEFT JOIN process_names p ON p.pid = e.pid\n"
                        "WHERE e.source = 3 AND e.op = 1\n"
                        "GROUP BY e.pid\n"
                        "ORDER BY off_cpu_ns DESC;")},
        {QStringLiteral("malloc/free balance per minute"),
         QStringLiteral("-- More allocations than frees minute after minute: a leak, or a cache that only grows.\n"
                        "SELECT (timestamp - (SELECT MIN(timestamp) FROM events)) / 60000000000 AS minute,\n"
                        "       SUM(source = 1 AND op IN (1, 8)) + SUM(source = 4 AND op IN (5, 6)) AS allocs,\n"
                        "       SUM(source = 1 AND op = 2) AS frees,\n"
                        "       SUM(CASE WHEN (source = 1 AND op IN (1, 8)) OR (source = 4 AND op IN (5, 6)) THEN arg0 "
                        "ELSE 0 END) AS alloc_bytes\n"
                        "FROM events\n"
                        "WHERE (source = 1 AND op IN (1, 2, 8)) OR (source = 4 AND op IN (5, 6))\n"
                        "GROUP BY minute\n"
                        "ORDER BY minute;")},
        {QStringLiteral("Slowest calls with their stacks"),
         QStringLiteral("-- The stack of each slow CUDA call, from stack_traces (Python and native frames).\n"
                        "SELECT e.id, e.timestamp, e.pid, e.tid, e.source, e.op, e.duration, s.frames\n"
                        "FROM events e JOIN stack_traces s ON s.hash = e.stack_hash\n"
                        "WHERE e.source IN (1, 4)\n"
                        "ORDER BY e.duration DESC\n"
                        "LIMIT 100;")},
        {QStringLiteral("Events around the worst stall (±50 ms)"),
         QStringLiteral("-- Everything that happened around the longest CUDA call; edit the anchor to look elsewhere.\n"
                        "WITH anchor(ts) AS (\n"
                        "  SELECT timestamp FROM events WHERE source IN (1, 4) ORDER BY duration DESC LIMIT 1\n"
                        ")\n"
                        "SELECT e.id, e.timestamp, (e.timestamp - anchor.ts) AS offset_ns, e.pid, e.tid, e.source, "
                        "e.op, e.duration, e.arg0, e.arg1\n"
                        "FROM events e, anchor\n"
                        "WHERE e.timestamp BETWEEN anchor.ts - 50000000 AND anchor.ts + 50000000\n"
                        "ORDER BY e.timestamp;")},
        {QStringLiteral("Worst stalls"),
         QStringLiteral("-- The longest synchronisations and blocking calls.\n"
                        "SELECT id, timestamp, pid, tid, source, op, duration, ret_code\n"
                        "FROM events\n"
                        "WHERE (source = 1 AND op IN (4, 5, 6)) OR (source = 4 AND op IN (2, 4))\n"
                        "ORDER BY duration DESC\n"
                        "LIMIT 50;")},
        {QStringLiteral("Calls per op with latency percentiles"),
         QStringLiteral("-- Count, total and p50/p99 per op (nearest rank), like the Summary view.\n"
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
                        "ORDER BY total_dur DESC;")},
    };
    return all;
}

} // namespace faultline::sql
