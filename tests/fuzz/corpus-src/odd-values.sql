-- A capture-shaped file with values a careful writer never produces: wrong storage classes,
-- NULLs in NOT NULL-looking columns, extreme integers, malformed JSON, a dangling stack hash.
PRAGMA page_size = 512;
CREATE TABLE events (id, timestamp, pid, tid, source, op, duration, arg0, arg1, stack_hash, comm);
CREATE TABLE stack_traces (hash, ips, frames);
CREATE TABLE process_names (pid, name, seen_at);
CREATE TABLE causal_chains (id, detected_at, severity, summary, root_cause, explanation, recommendations, timeline);
CREATE TABLE event_aggregates (bucket, source, op, pid, count, stored, sum_dur, min_dur, max_dur, sum_arg0);
INSERT INTO events VALUES
    (1, -9223372036854775808, -1, 4294967296, 255, 255, -5, -1, 9223372036854775807, 12345, NULL),
    ('x', 'not a number', 1.5, NULL, 1, 1, 1e300, x'00ff', 'text', 'hash', x'c0'),
    (NULL, 1, 2, 3, 300, -7, 0, 0, 0, 0, ''),
    (4, 9223372036854775807, 0, 0, 1, 1, 9223372036854775807, 0, 0, 0, 'a'),
    (5, 2, 2, 2, 3, 1, 1, 0, 0, 0, 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb');
INSERT INTO stack_traces VALUES
    (12345, '["0xzz","0x",""]', '[{"s":'),
    ('str', NULL, '{"not":"an array"}'),
    (7, '[1,2,3]', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'),
    (8, '', '[{"i":"0xffffffffffffffffff"},{"pl":-3,"xl":1e99},{"s":"\ud800","f":"\u0000"}]');
INSERT INTO process_names VALUES (NULL, NULL, NULL), (1, x'ff00', 'later');
INSERT INTO causal_chains VALUES ('c', 'when', NULL, 1, 2, 3, '[1,{"a":2}', '{"layer":1}');
INSERT INTO event_aggregates VALUES (0, 1, 1, 0, -1, 99, NULL, 'x', 1e400, -1);
VACUUM;
