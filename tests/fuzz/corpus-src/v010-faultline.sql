-- v0.10 layout as Faultline writes it (user_version 10, comm, event_aggregates_5s) plus the
-- faultline_ tables: thread names, capture metadata, per-source drop counters.
PRAGMA page_size = 512;
PRAGMA user_version = 10;
CREATE TABLE events (
    id TEXT PRIMARY KEY, timestamp INTEGER NOT NULL, pid INTEGER NOT NULL, tid INTEGER NOT NULL,
    source INTEGER NOT NULL, op INTEGER NOT NULL, duration INTEGER NOT NULL, gpu_id INTEGER NOT NULL DEFAULT 0,
    arg0 INTEGER NOT NULL DEFAULT 0, arg1 INTEGER NOT NULL DEFAULT 0, ret_code INTEGER NOT NULL DEFAULT 0,
    stack_hash INTEGER NOT NULL DEFAULT 0, node TEXT NOT NULL DEFAULT '', rank INTEGER, local_rank INTEGER,
    world_size INTEGER, comm TEXT NOT NULL DEFAULT '', stack_ips TEXT NOT NULL DEFAULT '',
    cgroup_id INTEGER NOT NULL DEFAULT 0);
CREATE INDEX idx_events_timestamp ON events(timestamp);
CREATE TABLE stack_traces (hash INTEGER PRIMARY KEY, ips TEXT NOT NULL, frames TEXT NOT NULL DEFAULT '');
CREATE TABLE process_names (pid INTEGER NOT NULL, name TEXT NOT NULL, seen_at INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (pid));
CREATE TABLE event_aggregates (
    bucket INTEGER NOT NULL, source INTEGER NOT NULL, op INTEGER NOT NULL, pid INTEGER NOT NULL DEFAULT 0,
    count INTEGER NOT NULL DEFAULT 0, stored INTEGER NOT NULL DEFAULT 0, sum_dur INTEGER NOT NULL DEFAULT 0,
    min_dur INTEGER NOT NULL DEFAULT 0, max_dur INTEGER NOT NULL DEFAULT 0, sum_arg0 INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (bucket, source, op, pid));
CREATE TABLE event_aggregates_5s (
    bucket INTEGER NOT NULL, source INTEGER NOT NULL, op INTEGER NOT NULL, pid INTEGER NOT NULL DEFAULT 0,
    count INTEGER NOT NULL DEFAULT 0, stored INTEGER NOT NULL DEFAULT 0, sum_dur INTEGER NOT NULL DEFAULT 0,
    min_dur INTEGER NOT NULL DEFAULT 0, max_dur INTEGER NOT NULL DEFAULT 0, sum_arg0 INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (bucket, source, op, pid));
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT, started_at INTEGER NOT NULL, stopped_at INTEGER NOT NULL DEFAULT 0,
    gpu_model TEXT NOT NULL DEFAULT '', gpu_driver TEXT NOT NULL DEFAULT '', cpu_model TEXT NOT NULL DEFAULT '',
    cpu_cores INTEGER NOT NULL DEFAULT 0, mem_total INTEGER NOT NULL DEFAULT 0, kernel TEXT NOT NULL DEFAULT '',
    os_release TEXT NOT NULL DEFAULT '', cuda_ver TEXT NOT NULL DEFAULT '', python_ver TEXT NOT NULL DEFAULT '',
    ingero_ver TEXT NOT NULL DEFAULT '', pid_filter TEXT NOT NULL DEFAULT '', flags TEXT NOT NULL DEFAULT '',
    node TEXT NOT NULL DEFAULT '', rank INTEGER, local_rank INTEGER, world_size INTEGER);
CREATE TABLE schema_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE faultline_threads (
    tid INTEGER PRIMARY KEY, tgid INTEGER NOT NULL, name TEXT NOT NULL DEFAULT '',
    first_seen INTEGER NOT NULL DEFAULT 0, last_seen INTEGER NOT NULL DEFAULT 0);
CREATE TABLE faultline_capture_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE faultline_source_counters (
    source INTEGER PRIMARY KEY, seen INTEGER NOT NULL DEFAULT 0, stored INTEGER NOT NULL DEFAULT 0,
    dropped INTEGER NOT NULL DEFAULT 0);

INSERT INTO schema_info VALUES ('version', '0.10');
INSERT INTO faultline_capture_meta VALUES ('producer', 'faultline'), ('scenario', 'fragmentation'), ('seed', '1');
INSERT INTO faultline_source_counters VALUES (1, 1000, 5, 0), (3, 400, 1, 7);
INSERT INTO faultline_threads VALUES (900, 900, 'python3', 1, 9), (901, 900, 'pt_data_worker_0', 2, 8);
INSERT INTO process_names VALUES (900, 'python3', 5);
INSERT INTO sessions (started_at, stopped_at, gpu_model, gpu_driver, cpu_model, cpu_cores, mem_total, kernel,
                      os_release, cuda_ver, python_ver, ingero_ver, node)
    VALUES (1, 10, 'NVIDIA H100 80GB HBM3', '550.54', 'AMD EPYC 9654', 2, 16000, '6.1.0-18-amd64', 'Debian 12',
            '12.4', '3.11.2', 'faultline 0.1.0', 'demo-node');
INSERT INTO stack_traces VALUES
    (77, '', '[{"pf":"/srv/train.py","pfn":"train_step","pl":120,"xl":131},{"pf":"/usr/lib/python3/torch/cuda/memory.py","pfn":"empty_cache","pl":150,"xl":162},{"s":"cudaFree+0x20","f":"libcudart.so.12"}]'),
    (-1, '', '[{"s":"_ZN3c104cuda20CUDACachingAllocator6mallocEPvmP11CUstream_st+0x6cc","f":"libc10_cuda.so","l":12}]');
INSERT INTO events VALUES
    ('demo-node:1', 2, 900, 900, 1, 1, 300000, 0, 1073741824, 0, 0, -1, 'demo-node', NULL, NULL, NULL, 'python3', '', 0),
    ('demo-node:2', 3, 900, 900, 1, 2, 900000, 0, 139637976727552, 0, 0, 77, 'demo-node', NULL, NULL, NULL, 'python3', '', 0),
    ('demo-node:3', 4, 900, 901, 3, 1, 2, 0, 0, 902, 0, 0, 'demo-node', NULL, NULL, NULL, 'pt_data_worker_0', '', 0),
    ('demo-node:4', 5, 900, 900, 3, 7, 0, 0, 0, 903, 0, 0, 'demo-node', NULL, NULL, NULL, 'python3', '', 0),
    ('demo-node:5', 6, 900, 900, 1, 1, 700000, 0, 2147483648, 0, 2, -1, 'demo-node', NULL, NULL, NULL, '', '', 0);
INSERT INTO event_aggregates VALUES (0, 1, 1, 900, 1000, 5, 9000000, 1000, 700000, 2199023255552);
INSERT INTO event_aggregates_5s VALUES (0, 1, 1, 900, 1000, 5, 9000000, 1000, 700000, 2199023255552);
VACUUM;
