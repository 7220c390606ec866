"""Compares a tensor_job.py capture with the samples the job took of its own allocator."""
import json
import sqlite3
import sys

capture, samples_path, script = sys.argv[1], sys.argv[2], sys.argv[3]
data = json.load(open(samples_path))
db = sqlite3.connect("file:%s?mode=ro" % capture, uri=True)
meta = dict(db.execute("select key, value from faultline_capture_meta"))
print("torch", data["torch"], "| probe.tensor_reports", meta.get("probe.tensor_reports"),
      "mismatches", meta.get("probe.tensor_report_mismatches"), "before", meta.get("probe.tensor_bytes_before"))
before = json.loads(meta.get("probe.tensor_bytes_before", "{}") or "{}")
rows = db.execute("select timestamp, op, arg0, arg1, pid, gpu_id from events where source = 10 order by timestamp").fetchall()
print("tensor rows: alloc %d free %d emptyCache %d" % tuple(sum(1 for r in rows if r[1] == op) for op in (1, 2, 3)))
pids = {r[4] for r in rows}
base = sum(v for k, v in before.items() if int(k.split(":")[0]) in pids)
worst = 0
for s in data["samples"]:
    live = base
    for t, op, a0, a1, pid, gpu in rows:
        if t > s["t"]:
            break
        if op == 1:
            live += a0
        elif op == 2:
            live -= a1
    worst = max(worst, abs(live - s["allocated"]))
    print("  %-12s memory_allocated %12d  capture %12d  diff %d" % (s["tag"], s["allocated"], live, live - s["allocated"]))
print("largest difference:", worst)
print("graph launches (8/4, 8/64):", db.execute("select op, count(*) from events where source = 8 group by op").fetchall())
lines = open(script).read().splitlines()
wait_line = next(i + 1 for i, l in enumerate(lines) if "# WAIT LINE" in l)
alloc_line = next(i + 1 for i, l in enumerate(lines) if "# ALLOC LINE" in l)
stacks = dict(db.execute("select hash, frames from stack_traces"))
def has_line(h, line):
    return any(f.get("xl") == line and f.get("pf", "").endswith("tensor_job.py") for f in json.loads(stacks.get(h, "[]")))
blocked = db.execute("select duration, stack_hash, arg0 from events where source = 3 and op = 1 and duration > 150000000").fetchall()
print("off-CPU > 150 ms:", len(blocked), "at the wait line:", sum(1 for d, h, s in blocked if has_line(h, wait_line)),
      "states:", sorted({s for d, h, s in blocked}))
allocs_at_line = sum(1 for (h,) in db.execute("select stack_hash from events where source = 10 and op = 1") if has_line(h, alloc_line))
print("tensor allocations at the ALLOC LINE (%d): %d" % (alloc_line, allocs_at_line))
print("preempted rows:", db.execute("select count(*) from events where source = 3 and op = 1 and arg0 = 2").fetchone()[0],
      "blocked rows:", db.execute("select count(*) from events where source = 3 and op = 1 and arg0 = 1").fetchone()[0],
      "with a stack:", db.execute("select count(*) from events where source = 3 and op = 1 and stack_hash != 0").fetchone()[0])
print("exit:", db.execute("select pid, arg0 from events where source = 3 and op = 6").fetchall())
