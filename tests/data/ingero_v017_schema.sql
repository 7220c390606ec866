-- Ingero v0.17 DDL (research/ingero.md §2.2): what a fresh Ingero creates.
-- Used to build a v0.10+ layout capture at test time; no such file exists upstream.
-- store.go const schema
CREATE TABLE IF NOT EXISTS events (
	id         TEXT PRIMARY KEY,       -- "{node}:{seq}" node-namespaced ID
	timestamp  INTEGER NOT NULL,       -- unix nanos
	pid        INTEGER NOT NULL,
	tid        INTEGER NOT NULL,
	source     INTEGER NOT NULL,
	op         INTEGER NOT NULL,
	duration   INTEGER NOT NULL,       -- nanos
	gpu_id     INTEGER NOT NULL DEFAULT 0,
	arg0       INTEGER NOT NULL DEFAULT 0,
	arg1       INTEGER NOT NULL DEFAULT 0,
	ret_code   INTEGER NOT NULL DEFAULT 0,
	stack_hash INTEGER NOT NULL DEFAULT 0, -- FK to stack_traces.hash (0 = no stack)
	node       TEXT NOT NULL DEFAULT '',
	rank       INTEGER,
	local_rank INTEGER,
	world_size INTEGER,
	comm       TEXT NOT NULL DEFAULT '' -- v0.10: process name from bpf_get_current_comm() (≤16 chars, '' = pre-v0.10 row or unknown)
);
CREATE INDEX IF NOT EXISTS idx_events_timestamp ON events(timestamp);
CREATE INDEX IF NOT EXISTS idx_events_pid ON events(pid);

-- stackTracesSchema
CREATE TABLE IF NOT EXISTS stack_traces (
	hash   INTEGER PRIMARY KEY,  -- FNV-64 of raw IP bytes (no AUTOINCREMENT needed)
	ips    TEXT    NOT NULL,      -- JSON array of hex IPs: ["0x7f1234","0x7f5678"]
	frames TEXT    NOT NULL DEFAULT ''  -- resolved symbols JSON (compact): [{"s":"cudaMalloc","f":"libcudart.so"}]
);

-- cgroupMetadataSchema
CREATE TABLE IF NOT EXISTS cgroup_metadata (
	cgroup_id    INTEGER PRIMARY KEY,  -- bpf_get_current_cgroup_id() value
	container_id TEXT NOT NULL DEFAULT '',  -- 64-char hex container ID
	cgroup_path  TEXT NOT NULL DEFAULT '',  -- raw cgroup path from /proc/[pid]/cgroup
	pod_name     TEXT NOT NULL DEFAULT '',  -- K8s pod name (empty on bare metal)
	namespace    TEXT NOT NULL DEFAULT ''   -- K8s namespace (empty on bare metal)
);
CREATE INDEX IF NOT EXISTS idx_cgroup_metadata_container_id ON cgroup_metadata(container_id) WHERE container_id != '';

-- chainsSchema
CREATE TABLE IF NOT EXISTS causal_chains (
	id              TEXT PRIMARY KEY,       -- "{node}:{descriptor}" node-namespaced ID
	detected_at     INTEGER NOT NULL,       -- unix nanos (when chain was detected)
	severity        TEXT NOT NULL,           -- HIGH, MEDIUM, LOW
	summary         TEXT NOT NULL,           -- one-line description
	root_cause      TEXT NOT NULL,           -- human-readable root cause
	explanation     TEXT NOT NULL,           -- paragraph explaining the chain
	recommendations TEXT NOT NULL DEFAULT '',-- JSON array of strings
	cuda_op         TEXT NOT NULL DEFAULT '',-- affected CUDA/driver op
	cuda_p99_us     INTEGER NOT NULL DEFAULT 0,
	cuda_p50_us     INTEGER NOT NULL DEFAULT 0,
	tail_ratio      REAL NOT NULL DEFAULT 0,
	timeline        TEXT NOT NULL DEFAULT '',-- JSON array of timeline events
	node            TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS idx_chains_detected_at ON causal_chains(detected_at);
CREATE INDEX IF NOT EXISTS idx_chains_severity ON causal_chains(severity);

-- snapshotsSchema + snapshotsMigration
CREATE TABLE IF NOT EXISTS system_snapshots (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	timestamp  INTEGER NOT NULL UNIQUE,  -- unix nanos (unique prevents duplicates)
	cpu_pct    REAL    NOT NULL,  -- CPU utilization %
	mem_pct    REAL    NOT NULL,  -- memory used %
	mem_avail  INTEGER NOT NULL,  -- available MB
	swap_mb    INTEGER NOT NULL,  -- swap used MB
	load_avg   REAL    NOT NULL   -- 1-minute load average
);
DROP INDEX IF EXISTS idx_snapshots_timestamp;
CREATE UNIQUE INDEX IF NOT EXISTS idx_snapshots_ts_uniq ON system_snapshots(timestamp);

-- sessionsSchema
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

-- processNamesSchema
CREATE TABLE IF NOT EXISTS process_names (
	pid     INTEGER NOT NULL,
	name    TEXT NOT NULL,
	seen_at INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (pid)
);

-- aggregatesSchema
CREATE TABLE IF NOT EXISTS event_aggregates (
	bucket    INTEGER NOT NULL,  -- minute-truncated unix nanos
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

-- aggregates5sSchema (v0.10) — identical columns, 5 s buckets, 10 min retention
CREATE TABLE IF NOT EXISTS event_aggregates_5s (
	bucket    INTEGER NOT NULL,  -- 5s-truncated unix nanos
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

-- cgroupSchedstatSchema (v0.8)
CREATE TABLE IF NOT EXISTS cgroup_schedstat (
	cgroup_id     INTEGER NOT NULL,
	p99_off_cpu   INTEGER NOT NULL,  -- p99 off-CPU duration (nanos)
	total_off_cpu INTEGER NOT NULL,  -- total off-CPU duration (nanos)
	event_count   INTEGER NOT NULL,
	window_start  INTEGER NOT NULL DEFAULT 0,  -- unix nanos
	window_end    INTEGER NOT NULL DEFAULT 0,  -- unix nanos
	PRIMARY KEY (cgroup_id, window_end)
);
CREATE INDEX IF NOT EXISTS idx_cgroup_schedstat_cgroup ON cgroup_schedstat(cgroup_id);

-- lookupSchema
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

-- annotations.go annotationsSchema (v0.17)
CREATE TABLE IF NOT EXISTS annotations (
	id           INTEGER PRIMARY KEY AUTOINCREMENT,
	timestamp    INTEGER NOT NULL,            -- unix nanos (annotation instant)
	labels       TEXT    NOT NULL,            -- JSON object of key/value strings
	pid          INTEGER NOT NULL DEFAULT 0,  -- process scope (0 = unscoped)
	start_time   INTEGER NOT NULL DEFAULT 0,  -- /proc/<pid>/stat field 22 (incarnation key)
	span_start   INTEGER NOT NULL DEFAULT 0,  -- unix nanos (0 = instant, not a span)
	span_end     INTEGER NOT NULL DEFAULT 0,  -- unix nanos
	peer_uid     INTEGER NOT NULL DEFAULT 0,  -- SO_PEERCRED uid of the writer
	peer_gid     INTEGER NOT NULL DEFAULT 0,  -- SO_PEERCRED gid of the writer
	peer_pid     INTEGER NOT NULL DEFAULT 0   -- SO_PEERCRED pid of the writer
);
CREATE INDEX IF NOT EXISTS idx_annotations_timestamp ON annotations(timestamp);
CREATE INDEX IF NOT EXISTS idx_annotations_pid ON annotations(pid) WHERE pid != 0;
