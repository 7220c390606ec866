-- Rows for a small v0.10-layout capture: comm column, 5 s aggregates, annotations, a stack
-- with Python frames and one with only raw ips, a user_version of 10.
PRAGMA user_version = 10;
INSERT INTO schema_info(key, value) VALUES ('version', '0.10');
INSERT INTO sources(id, name, description) VALUES (1, 'CUDA', 'CUDA runtime'), (3, 'HOST', 'host');
INSERT INTO stack_traces(hash, ips, frames) VALUES
  (-4242, '', '[{"pf":"/srv/train.py","pfn":"step","pl":40,"xl":47},{"pf":"/srv/train.py","pfn":"<module>","pl":1},{"s":"cudaMalloc+0x10","f":"libcudart.so.12"}]'),
  (77, '["0x7f0000001000","0x7f0000002000"]', '');
INSERT INTO events(id, timestamp, pid, tid, source, op, duration, arg0, arg1, ret_code, stack_hash, node, comm) VALUES
  ('n1:1', 1000000000, 500, 500, 1, 1, 2000, 4096, 140000000000, 0, -4242, 'n1', 'python3'),
  ('n1:2', 1000010000, 500, 501, 1, 5, 900000, 0, 0, 0, 77, 'n1', 'pt_autograd_0'),
  ('n1:3', 1000500000, 500, 500, 3, 1, 300000, 0, 999, 0, 0, 'n1', 'python3'),
  ('n1:4', 1001000000, 500, 500, 1, 1, 3000, 8192, 0, 2, -4242, 'n1', 'python3'),
  ('n1:5', 1002000000, 500, 500, 1, 200, 10, 0, 0, 0, 0, 'n1', 'python3'),
  ('n1:6', 1003000000, 500, 500, 77, 3, 10, 0, 0, 0, 0, 'n1', 'python3');
INSERT INTO event_aggregates(bucket, source, op, pid, count, stored, sum_dur, min_dur, max_dur, sum_arg0) VALUES
  (960000000000, 1, 1, 500, 40, 2, 100000, 2000, 3000, 12288);
INSERT INTO event_aggregates_5s(bucket, source, op, pid, count, stored, sum_dur, min_dur, max_dur, sum_arg0) VALUES
  (1000000000, 1, 1, 500, 40, 2, 100000, 2000, 3000, 12288);
INSERT INTO sessions(started_at, stopped_at, gpu_model, kernel, node) VALUES (999000000, 0, 'NVIDIA H100 80GB HBM3', '6.8.0', 'n1');
INSERT INTO process_names(pid, name, seen_at) VALUES (500, 'python3', 1003000000);
INSERT INTO annotations(timestamp, labels, pid) VALUES (1000000000, '{"step":"1"}', 500);
INSERT INTO causal_chains(id, detected_at, severity, summary, root_cause, explanation, recommendations, timeline, node) VALUES
  ('n1:tail-high-cudaMalloc', 1002000000, 'HIGH', 'cudaMalloc p99=3us (1.5x p50)', 'x', 'y',
   '["Use expandable_segments"]', '[{"layer":"HOST","op":"sched_switch","detail":"1 switch","dur_us":300},{"layer":"CUDA","op":"cudaMalloc","detail":"p99","dur_us":3}]', 'n1');
