-- Ingero v0.8 layout (research/ingero.md §2.3): INTEGER events.id, no node/rank/comm, no
-- event_aggregates_5s. Five events and two stacks (one with frames, one with ips only).
PRAGMA page_size = 512;
CREATE TABLE events (
    id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp INTEGER NOT NULL, pid INTEGER NOT NULL, tid INTEGER NOT NULL,
    source INTEGER NOT NULL, op INTEGER NOT NULL, duration INTEGER NOT NULL, gpu_id INTEGER NOT NULL DEFAULT 0,
    arg0 INTEGER NOT NULL DEFAULT 0, arg1 INTEGER NOT NULL DEFAULT 0, ret_code INTEGER NOT NULL DEFAULT 0,
    stack_hash INTEGER NOT NULL DEFAULT 0, stack_ips TEXT NOT NULL DEFAULT '', cgroup_id INTEGER NOT NULL DEFAULT 0);
CREATE TABLE stack_traces (hash INTEGER PRIMARY KEY, ips TEXT NOT NULL, frames TEXT NOT NULL DEFAULT '');
CREATE TABLE process_names (pid INTEGER NOT NULL, name TEXT NOT NULL, seen_at INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (pid));
CREATE TABLE event_aggregates (
    bucket INTEGER NOT NULL, source INTEGER NOT NULL, op INTEGER NOT NULL, pid INTEGER NOT NULL DEFAULT 0,
    count INTEGER NOT NULL DEFAULT 0, stored INTEGER NOT NULL DEFAULT 0, sum_dur INTEGER NOT NULL DEFAULT 0,
    min_dur INTEGER NOT NULL DEFAULT 0, max_dur INTEGER NOT NULL DEFAULT 0, sum_arg0 INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (bucket, source, op, pid));
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT, started_at INTEGER NOT NULL, stopped_at INTEGER NOT NULL DEFAULT 0,
    gpu_model TEXT NOT NULL DEFAULT '', gpu_driver TEXT NOT NULL DEFAULT '', cpu_model TEXT NOT NULL DEFAULT '',
    cpu_cores INTEGER NOT NULL DEFAULT 0, mem_total INTEGER NOT NULL DEFAULT 0, kernel TEXT NOT NULL DEFAULT '',
    os_release TEXT NOT NULL DEFAULT '', cuda_ver TEXT NOT NULL DEFAULT '', python_ver TEXT NOT NULL DEFAULT '',
    ingero_ver TEXT NOT NULL DEFAULT '', pid_filter TEXT NOT NULL DEFAULT '', flags TEXT NOT NULL DEFAULT '');
CREATE TABLE system_snapshots (
    id INTEGER PRIMARY KEY AUTOINCREMENT, timestamp INTEGER NOT NULL UNIQUE, cpu_pct REAL NOT NULL,
    mem_pct REAL NOT NULL, mem_avail INTEGER NOT NULL, swap_mb INTEGER NOT NULL, load_avg REAL NOT NULL);
CREATE TABLE causal_chains (
    id TEXT PRIMARY KEY, detected_at INTEGER NOT NULL, severity TEXT NOT NULL, summary TEXT NOT NULL,
    root_cause TEXT NOT NULL, explanation TEXT NOT NULL, recommendations TEXT NOT NULL DEFAULT '',
    cuda_op TEXT NOT NULL DEFAULT '', cuda_p99_us INTEGER NOT NULL DEFAULT 0, cuda_p50_us INTEGER NOT NULL DEFAULT 0,
    tail_ratio REAL NOT NULL DEFAULT 0, timeline TEXT NOT NULL DEFAULT '');
CREATE TABLE schema_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);

INSERT INTO schema_info VALUES ('version', '0.8'), ('timestamp_unit', 'nanoseconds');
INSERT INTO process_names VALUES (4821, 'python3', 1700000000000000000);
INSERT INTO sessions (started_at, stopped_at, gpu_model, cpu_cores, mem_total, kernel, ingero_ver, flags)
    VALUES (1700000000000000000, 0, 'NVIDIA A100-SXM4-40GB', 8, 64000, '6.1.0', 'v0.8.2', 'stack,record');
INSERT INTO stack_traces VALUES
    (-6101065172474983726, '',
     '[{"pf":"/srv/train.py","pfn":"step","pl":40},{"s":"cudaMalloc+0x1c","f":"libcudart.so.12"}]'),
    (1234567, '["0x7f0000001000","0x7f0000002000"]', '');
INSERT INTO events (timestamp, pid, tid, source, op, duration, arg0, arg1, ret_code, stack_hash) VALUES
    (1700000000100000000, 4821, 4821, 1, 1, 120000, 268435456, 0, 0, -6101065172474983726),
    (1700000000200000000, 4821, 4821, 1, 2, 5000, 140000000000, 0, 0, 0),
    (1700000000300000000, 4821, 4822, 3, 1, 2000000, 0, 4900, 0, 0),
    (1700000000400000000, 4821, 4821, 4, 1, 8000, 1, 0, 0, 1234567),
    (1700000000500000000, 4821, 4821, 1, 5, 900000, 0, 0, 2, 0);
INSERT INTO event_aggregates VALUES
    (1700000000000000000, 1, 1, 4821, 40, 1, 4000000, 50000, 900000, 10737418240),
    (1700000000000000000, 3, 1, 4821, 12, 1, 9000000, 1000, 2000000, 0);
INSERT INTO system_snapshots (timestamp, cpu_pct, mem_pct, mem_avail, swap_mb, load_avg)
    VALUES (1700000000000000000, 93.5, 71.2, 18000, 0, 7.9);
INSERT INTO causal_chains VALUES ('chain-001', 1700000000600000000, 'HIGH', 'cudaStreamSync p99=900us (7.5x p50)',
    'CPU contention', 'The launching thread was off CPU.', '["Pin the DataLoader workers"]', 'cudaStreamSync',
    900, 120, 7.5, '[{"layer":"HOST","op":"sched_switch","detail":"off-CPU 2ms"},{"layer":"CUDA","op":"cudaStreamSync","detail":"p99","dur_us":900}]');
VACUUM;
