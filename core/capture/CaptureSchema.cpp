#include "CaptureSchema.h"

#include <string>

namespace faultline::capture::schema {

std::string_view ingeroDdl()
{
    // Ingero v0.17 DDL (research/ingero.md §2.2) with its migrations folded in, giving the
    // column order a fresh Ingero file has (§2.3). Event indexes come later (eventIndexesDdl).
    return R"SQL(
CREATE TABLE IF NOT EXISTS events (
    id         TEXT PRIMARY KEY,
    timestamp  INTEGER NOT NULL,
    pid        INTEGER NOT NULL,
    tid        INTEGER NOT NULL,
    source     INTEGER NOT NULL,
    op         INTEGER NOT NULL,
    duration   INTEGER NOT NULL,
    gpu_id     INTEGER NOT NULL DEFAULT 0,
    arg0       INTEGER NOT NULL DEFAULT 0,
    arg1       INTEGER NOT NULL DEFAULT 0,
    ret_code   INTEGER NOT NULL DEFAULT 0,
    stack_hash INTEGER NOT NULL DEFAULT 0,
    node       TEXT NOT NULL DEFAULT '',
    rank       INTEGER,
    local_rank INTEGER,
    world_size INTEGER,
    comm       TEXT NOT NULL DEFAULT '',
    stack_ips  TEXT NOT NULL DEFAULT '',
    cgroup_id  INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS stack_traces (
    hash   INTEGER PRIMARY KEY,
    ips    TEXT    NOT NULL,
    frames TEXT    NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS causal_chains (
    id              TEXT PRIMARY KEY,
    detected_at     INTEGER NOT NULL,
    severity        TEXT NOT NULL,
    summary         TEXT NOT NULL,
    root_cause      TEXT NOT NULL,
    explanation     TEXT NOT NULL,
    recommendations TEXT NOT NULL DEFAULT '',
    cuda_op         TEXT NOT NULL DEFAULT '',
    cuda_p99_us     INTEGER NOT NULL DEFAULT 0,
    cuda_p50_us     INTEGER NOT NULL DEFAULT 0,
    tail_ratio      REAL NOT NULL DEFAULT 0,
    timeline        TEXT NOT NULL DEFAULT '',
    node            TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS idx_chains_detected_at ON causal_chains(detected_at);
CREATE INDEX IF NOT EXISTS idx_chains_severity ON causal_chains(severity);
CREATE TABLE IF NOT EXISTS sources (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    description TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS ops (
    source_id   INTEGER NOT NULL,
    op_id       INTEGER NOT NULL,
    name        TEXT NOT NULL,
    description TEXT NOT NULL,
    PRIMARY KEY (source_id, op_id)
);
CREATE TABLE IF NOT EXISTS schema_info (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS system_snapshots (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    timestamp  INTEGER NOT NULL UNIQUE,
    cpu_pct    REAL    NOT NULL,
    mem_pct    REAL    NOT NULL,
    mem_avail  INTEGER NOT NULL,
    swap_mb    INTEGER NOT NULL,
    load_avg   REAL    NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS idx_snapshots_ts_uniq ON system_snapshots(timestamp);
CREATE TABLE IF NOT EXISTS sessions (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    started_at INTEGER NOT NULL,
    stopped_at INTEGER NOT NULL DEFAULT 0,
    gpu_model  TEXT NOT NULL DEFAULT '',
    gpu_driver TEXT NOT NULL DEFAULT '',
    cpu_model  TEXT NOT NULL DEFAULT '',
    cpu_cores  INTEGER NOT NULL DEFAULT 0,
    mem_total  INTEGER NOT NULL DEFAULT 0,
    kernel     TEXT NOT NULL DEFAULT '',
    os_release TEXT NOT NULL DEFAULT '',
    cuda_ver   TEXT NOT NULL DEFAULT '',
    python_ver TEXT NOT NULL DEFAULT '',
    ingero_ver TEXT NOT NULL DEFAULT '',
    pid_filter TEXT NOT NULL DEFAULT '',
    flags      TEXT NOT NULL DEFAULT '',
    node       TEXT NOT NULL DEFAULT '',
    rank       INTEGER,
    local_rank INTEGER,
    world_size INTEGER
);
CREATE INDEX IF NOT EXISTS idx_sessions_started ON sessions(started_at);
CREATE TABLE IF NOT EXISTS process_names (
    pid     INTEGER NOT NULL,
    name    TEXT NOT NULL,
    seen_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (pid)
);
CREATE TABLE IF NOT EXISTS event_aggregates (
    bucket    INTEGER NOT NULL,
    source    INTEGER NOT NULL,
    op        INTEGER NOT NULL,
    pid       INTEGER NOT NULL DEFAULT 0,
    count     INTEGER NOT NULL DEFAULT 0,
    stored    INTEGER NOT NULL DEFAULT 0,
    sum_dur   INTEGER NOT NULL DEFAULT 0,
    min_dur   INTEGER NOT NULL DEFAULT 0,
    max_dur   INTEGER NOT NULL DEFAULT 0,
    sum_arg0  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (bucket, source, op, pid)
);
CREATE INDEX IF NOT EXISTS idx_aggregates_bucket ON event_aggregates(bucket);
CREATE TABLE IF NOT EXISTS event_aggregates_5s (
    bucket    INTEGER NOT NULL,
    source    INTEGER NOT NULL,
    op        INTEGER NOT NULL,
    pid       INTEGER NOT NULL DEFAULT 0,
    count     INTEGER NOT NULL DEFAULT 0,
    stored    INTEGER NOT NULL DEFAULT 0,
    sum_dur   INTEGER NOT NULL DEFAULT 0,
    min_dur   INTEGER NOT NULL DEFAULT 0,
    max_dur   INTEGER NOT NULL DEFAULT 0,
    sum_arg0  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (bucket, source, op, pid)
);
CREATE INDEX IF NOT EXISTS idx_aggregates_5s_bucket ON event_aggregates_5s(bucket);
CREATE TABLE IF NOT EXISTS cgroup_metadata (
    cgroup_id    INTEGER PRIMARY KEY,
    container_id TEXT NOT NULL DEFAULT '',
    cgroup_path  TEXT NOT NULL DEFAULT '',
    pod_name     TEXT NOT NULL DEFAULT '',
    namespace    TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS idx_cgroup_metadata_container_id ON cgroup_metadata(container_id) WHERE container_id != '';
CREATE TABLE IF NOT EXISTS cgroup_schedstat (
    cgroup_id     INTEGER NOT NULL,
    p99_off_cpu   INTEGER NOT NULL,
    total_off_cpu INTEGER NOT NULL,
    event_count   INTEGER NOT NULL,
    window_start  INTEGER NOT NULL DEFAULT 0,
    window_end    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (cgroup_id, window_end)
);
CREATE INDEX IF NOT EXISTS idx_cgroup_schedstat_cgroup ON cgroup_schedstat(cgroup_id);
CREATE TABLE IF NOT EXISTS annotations (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    timestamp    INTEGER NOT NULL,
    labels       TEXT    NOT NULL,
    pid          INTEGER NOT NULL DEFAULT 0,
    start_time   INTEGER NOT NULL DEFAULT 0,
    span_start   INTEGER NOT NULL DEFAULT 0,
    span_end     INTEGER NOT NULL DEFAULT 0,
    peer_uid     INTEGER NOT NULL DEFAULT 0,
    peer_gid     INTEGER NOT NULL DEFAULT 0,
    peer_pid     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS idx_annotations_timestamp ON annotations(timestamp);
CREATE INDEX IF NOT EXISTS idx_annotations_pid ON annotations(pid) WHERE pid != 0;
)SQL";
}

std::string_view annotationsDdl()
{
    // The last statements of ingeroDdl(), so that there is one copy of Ingero's text.
    const std::string_view all = ingeroDdl();
    const std::size_t at = all.find("CREATE TABLE IF NOT EXISTS annotations");
    return at == std::string_view::npos ? std::string_view() : all.substr(at);
}

std::string_view faultlineDdl()
{
    return R"SQL(
CREATE TABLE IF NOT EXISTS faultline_threads (
    tid        INTEGER PRIMARY KEY,
    tgid       INTEGER NOT NULL,
    name       TEXT NOT NULL DEFAULT '',
    first_seen INTEGER NOT NULL DEFAULT 0,
    last_seen  INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS faultline_capture_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS faultline_source_counters (
    source  INTEGER PRIMARY KEY,
    seen    INTEGER NOT NULL DEFAULT 0,
    stored  INTEGER NOT NULL DEFAULT 0,
    dropped INTEGER NOT NULL DEFAULT 0
);
)SQL";
}

std::string_view importDdl()
{
    return R"SQL(
CREATE TABLE IF NOT EXISTS faultline_gpu_names (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS faultline_gpu_work (
    id           INTEGER PRIMARY KEY,
    device       INTEGER NOT NULL,
    stream       INTEGER NOT NULL,
    kind         INTEGER NOT NULL,
    name_id      INTEGER NOT NULL,
    start_ns     INTEGER NOT NULL,
    end_ns       INTEGER NOT NULL,
    bytes        INTEGER NOT NULL DEFAULT 0,
    copy_kind    INTEGER NOT NULL DEFAULT 0,
    host_memory  INTEGER NOT NULL DEFAULT 0,
    correlation  INTEGER NOT NULL DEFAULT -1,
    launch_event TEXT NOT NULL DEFAULT '',
    pid          INTEGER NOT NULL DEFAULT 0,
    node         TEXT NOT NULL DEFAULT ''
);
CREATE VIEW IF NOT EXISTS faultline_gpu_activity AS
    SELECT w.id, w.device, w.stream, w.kind, n.name, w.start_ns, w.end_ns, w.bytes, w.copy_kind, w.host_memory,
           w.correlation, w.launch_event, w.pid, w.node
    FROM faultline_gpu_work w JOIN faultline_gpu_names n ON n.id = w.name_id;
CREATE TRIGGER IF NOT EXISTS faultline_gpu_activity_insert INSTEAD OF INSERT ON faultline_gpu_activity
BEGIN
    INSERT OR IGNORE INTO faultline_gpu_names (name) VALUES (NEW.name);
    INSERT INTO faultline_gpu_work (id, device, stream, kind, name_id, start_ns, end_ns, bytes, copy_kind,
                                    host_memory, correlation, launch_event, pid, node)
    VALUES (NEW.id, NEW.device, NEW.stream, NEW.kind, (SELECT id FROM faultline_gpu_names WHERE name = NEW.name),
            NEW.start_ns, NEW.end_ns, coalesce(NEW.bytes, 0), coalesce(NEW.copy_kind, 0),
            coalesce(NEW.host_memory, 0), coalesce(NEW.correlation, -1), coalesce(NEW.launch_event, ''),
            coalesce(NEW.pid, 0), coalesce(NEW.node, ''));
END;
CREATE TABLE IF NOT EXISTS faultline_collectives (
    id         INTEGER PRIMARY KEY,
    node       TEXT NOT NULL DEFAULT '',
    device     INTEGER NOT NULL,
    stream     INTEGER NOT NULL,
    start_ns   INTEGER NOT NULL,
    end_ns     INTEGER NOT NULL,
    collective TEXT NOT NULL DEFAULT '',
    pg_name    TEXT NOT NULL DEFAULT '',
    pg_desc    TEXT NOT NULL DEFAULT '',
    pg_ranks   TEXT NOT NULL DEFAULT '',
    group_size INTEGER NOT NULL DEFAULT 0,
    in_nelems  INTEGER NOT NULL DEFAULT -1,
    out_nelems INTEGER NOT NULL DEFAULT -1,
    dtype      TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS faultline_call_names (
    event_id    TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    correlation INTEGER NOT NULL DEFAULT -1
);
CREATE TABLE IF NOT EXISTS faultline_range_names (
    node TEXT NOT NULL DEFAULT '',
    id   INTEGER NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (node, id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS faultline_cpu_ranges (
    id      INTEGER PRIMARY KEY,
    node    TEXT NOT NULL DEFAULT '',
    pid     INTEGER NOT NULL,
    tid     INTEGER NOT NULL,
    base_ns INTEGER NOT NULL,
    end_ns  INTEGER NOT NULL,
    count   INTEGER NOT NULL,
    ranges  BLOB NOT NULL
);
)SQL";
}

std::string_view importIndexesDdl()
{
    return R"SQL(
CREATE INDEX IF NOT EXISTS idx_gpu_activity_lane ON faultline_gpu_work(device, stream, start_ns);
)SQL";
}

std::string_view importEventIndexesDdl()
{
    return R"SQL(
CREATE INDEX IF NOT EXISTS idx_events_timestamp ON events(timestamp);
CREATE INDEX IF NOT EXISTS idx_events_pid ON events(pid);
CREATE INDEX IF NOT EXISTS idx_events_cgroup ON events(cgroup_id) WHERE cgroup_id != 0;
)SQL";
}

std::string_view eventIndexesDdl()
{
    static const std::string ddl = std::string(importEventIndexesDdl())
        + "CREATE INDEX IF NOT EXISTS idx_events_source_op_stack ON events(source, op, stack_hash);\n";
    return ddl;
}

std::string_view dropEventIndexesDdl()
{
    return R"SQL(
DROP INDEX IF EXISTS idx_events_timestamp;
DROP INDEX IF EXISTS idx_events_pid;
DROP INDEX IF EXISTS idx_events_source_op_stack;
DROP INDEX IF EXISTS idx_events_cgroup;
)SQL";
}

std::string_view nodeTablesDdl()
{
    return R"SQL(
CREATE TABLE IF NOT EXISTS faultline_node_threads (
    node       TEXT NOT NULL,
    tid        INTEGER NOT NULL,
    tgid       INTEGER NOT NULL,
    name       TEXT NOT NULL DEFAULT '',
    first_seen INTEGER NOT NULL DEFAULT 0,
    last_seen  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (node, tid)
);
CREATE TABLE IF NOT EXISTS faultline_node_process_names (
    node    TEXT NOT NULL,
    pid     INTEGER NOT NULL,
    name    TEXT NOT NULL,
    seen_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (node, pid)
);
CREATE TABLE IF NOT EXISTS faultline_node_counters (
    node    TEXT NOT NULL,
    source  INTEGER NOT NULL,
    seen    INTEGER NOT NULL DEFAULT 0,
    stored  INTEGER NOT NULL DEFAULT 0,
    dropped INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (node, source)
);
)SQL";
}

} // namespace faultline::capture::schema
