-- What Ingero v0.17 runs on every open after its DDL (research/ingero.md §2.2,
-- `applyAgentSchema`, errors ignored), minus what the DDL already has: applied to
-- tests/data/ingero_v017_schema.sql it gives the layout of a brand-new Ingero file, which the
-- probe's captures must match table for table.
ALTER TABLE events ADD COLUMN stack_ips TEXT NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS idx_events_source_op_stack ON events(source, op, stack_hash);
DROP INDEX IF EXISTS idx_events_source_op;
ALTER TABLE events ADD COLUMN cgroup_id INTEGER NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS idx_events_cgroup ON events(cgroup_id) WHERE cgroup_id != 0;
