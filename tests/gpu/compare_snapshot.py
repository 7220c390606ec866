"""Compares the live tensors of a faultline-probe capture with a PyTorch memory snapshot the job
dumped (torch.cuda.memory._dump_snapshot) after an out-of-memory error: the blocks allocated in the
snapshot must be the capture's live tensor rows when the allocation failed (its first failed
cudaMalloc; for an OOM that PyTorch raises itself, as under set_per_process_memory_fraction, the
snapshot's last trace entry plus a millisecond), address for address and size for size.

    python3 tests/gpu/compare_snapshot.py CAPTURE.db SNAPSHOT.pickle
"""
import pickle
import sqlite3
import sys

capture, snapshot = sys.argv[1], sys.argv[2]
with open(snapshot, "rb") as f:
    snap = pickle.load(f)
blocks = {}
for seg in snap["segments"]:
    address = seg["address"]
    for b in seg["blocks"]:
        if b["state"] == "active_allocated":
            blocks[address] = b["size"]
        address += b["size"]
db = sqlite3.connect("file:%s?mode=ro" % capture, uri=True)
failed = db.execute("select min(timestamp) from events where source = 1 and op = 1 and ret_code = 2").fetchone()[0]
if failed is None:
    last_us = max((e["time_us"] for trace in snap.get("device_traces", []) for e in trace if "time_us" in e),
                  default=None)
    if last_us is None:
        sys.exit("the capture has no failed cudaMalloc and the snapshot no timed trace entry")
    failed = last_us * 1000 + 1000000
live = {}
for op, a0, a1 in db.execute("select op, arg0, arg1 from events where source = 10 and op in (1, 2) and timestamp < ? "
                             "order by timestamp", (failed,)):
    if op == 1:
        live[a1] = a0
    else:
        live.pop(a0, None)
print("snapshot: %d allocated blocks, %d bytes; capture at the OOM: %d live tensors, %d bytes"
      % (len(blocks), sum(blocks.values()), len(live), sum(live.values())))
missing = {a: s for a, s in blocks.items() if live.get(a) != s}
extra = {a: s for a, s in live.items() if blocks.get(a) != s}
print("in the snapshot, not in the capture: %d; in the capture, not in the snapshot: %d" % (len(missing), len(extra)))
sys.exit(0 if not missing and not extra else 1)
