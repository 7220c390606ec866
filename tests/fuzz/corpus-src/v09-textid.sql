-- Ingero v0.9 layout: TEXT "{node}:{seq}" ids, node/rank columns appended, no comm.
PRAGMA page_size = 512;
CREATE TABLE events (
    id TEXT PRIMARY KEY, timestamp INTEGER NOT NULL, pid INTEGER NOT NULL, tid INTEGER NOT NULL,
    source INTEGER NOT NULL, op INTEGER NOT NULL, duration INTEGER NOT NULL, gpu_id INTEGER NOT NULL DEFAULT 0,
    arg0 INTEGER NOT NULL DEFAULT 0, arg1 INTEGER NOT NULL DEFAULT 0, ret_code INTEGER NOT NULL DEFAULT 0,
    stack_hash INTEGER NOT NULL DEFAULT 0, node TEXT NOT NULL DEFAULT '', rank INTEGER, local_rank INTEGER,
    world_size INTEGER, stack_ips TEXT NOT NULL DEFAULT '', cgroup_id INTEGER NOT NULL DEFAULT 0);
CREATE TABLE stack_traces (hash INTEGER PRIMARY KEY, ips TEXT NOT NULL, frames TEXT NOT NULL DEFAULT '');
CREATE TABLE process_names (pid INTEGER NOT NULL, name TEXT NOT NULL, seen_at INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (pid));
CREATE TABLE event_aggregates (
    bucket INTEGER NOT NULL, source INTEGER NOT NULL, op INTEGER NOT NULL, pid INTEGER NOT NULL DEFAULT 0,
    count INTEGER NOT NULL DEFAULT 0, stored INTEGER NOT NULL DEFAULT 0, sum_dur INTEGER NOT NULL DEFAULT 0,
    min_dur INTEGER NOT NULL DEFAULT 0, max_dur INTEGER NOT NULL DEFAULT 0, sum_arg0 INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (bucket, source, op, pid));
CREATE TABLE cgroup_metadata (
    cgroup_id INTEGER PRIMARY KEY, container_id TEXT NOT NULL DEFAULT '', cgroup_path TEXT NOT NULL DEFAULT '',
    pod_name TEXT NOT NULL DEFAULT '', namespace TEXT NOT NULL DEFAULT '');
CREATE TABLE schema_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);

INSERT INTO schema_info VALUES ('version', '0.9');
INSERT INTO process_names VALUES (310, 'torchrun', 0), (311, 'pt_data_worker', 0);
INSERT INTO cgroup_metadata VALUES (77, 'abc123', '/kubepods/pod1/abc123', 'trainer-0', 'ml');
INSERT INTO stack_traces VALUES
    (42, '', '[{"s":"cuLaunchKernel+0x10","f":"libcuda.so.1"},{"i":"0x7f00dead0000","f":"libtorch_cuda.so"}]'),
    (-9, '["0x1","0x2","0x3"]', '');
INSERT INTO events VALUES
    ('gpu-a:1', 1710000000000000000, 310, 310, 1, 3, 4000, 0, 0, 0, 0, 42, 'gpu-a', 0, 0, 2, '', 77),
    ('gpu-a:2', 1710000000001000000, 310, 312, 4, 1, 3000, 0, 0, 0, 0, -9, 'gpu-a', 0, 0, 2, '', 77),
    ('gpu-b:1', 1710000000002000000, 311, 311, 3, 7, 0, 0, 0, 310, 0, 0, 'gpu-b', 1, 1, 2, '', 0),
    ('gpu-b:2', 1710000000003000000, 311, 311, 3, 1, 500000, 0, 0, 310, 0, 0, 'gpu-b', NULL, NULL, NULL, '', 0),
    (':3', 1710000000004000000, 310, 310, 1, 7, 250000, 0, 0, 0, 0, 0, '', NULL, NULL, NULL, '', 0);
INSERT INTO event_aggregates VALUES (1710000000000000000, 1, 3, 310, 9000, 1, 36000000, 3000, 9000, 0);
VACUUM;
