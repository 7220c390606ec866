#!/usr/bin/env python3
"""Reference figures of a multi-rank job, computed from its Kineto traces alone (no Faultline code):
the collectives matched across ranks, who arrived last at each, each rank's wait, and the straggler.
tst_rank_analysis compares RankAnalysis with what this prints.

The definitions (README, issue 48): a collective kernel is a GPU kernel whose name has "nccl" in it;
a rank's collectives of one process group are its kernels with that "Process Group Name" arg, or,
when the trace writes none, those of its k-th NCCL stream (by stream id); the i-th collective of a
group on each rank is the same collective (these generated traces start and end on the same one).
The last to arrive is the rank whose kernel ran shortest (the latest start breaks a tie); each
rank's wait is its kernel's duration minus the last one's. A collective has a late arrival when
some rank waited at least 50 µs. A rank's wait in all is the wall time of the union of
[start, start + wait] over its collectives. The straggler is last at more collectives than any
other rank and at a quarter of the late ones at least.

Usage: rank_reference.py TRACE... ; prints JSON {"ranks": [{"rank", "collectives", "wait_ns",
"last_count"}], "collectives": N, "straggler": rank or null, "straggler_last": K,
"others_wait_ns": X}.
"""
import gzip
import json
import sys

MIN_LATE_NS = 50_000


def load(path):
    opener = gzip.open if path.endswith('.gz') else open
    with opener(path, 'rt') as f:
        return json.load(f)


def ns(us):
    return int(round(float(us) * 1000))


def rank_groups(trace):
    """{group: [(start_ns, dur_ns), ...] by start} of one rank's collective kernels."""
    kernels = [e for e in trace['traceEvents']
               if e.get('ph') == 'X' and e.get('cat') in ('kernel', 'Kernel') and 'nccl' in e.get('name', '').lower()]
    streams = sorted({e['args'].get('stream', e.get('tid')) for e in kernels})
    groups = {}
    for e in kernels:
        args = e.get('args', {})
        group = args.get('Process Group Name')
        if group is None:
            group = 'stream #%d' % (streams.index(args.get('stream', e.get('tid'))) + 1)
        groups.setdefault(str(group), []).append((ns(e['ts']), ns(e['dur'])))
    for g in groups.values():
        g.sort()
    return groups


def union(spans):
    total, reached = 0, None
    for a, b in sorted(spans):
        begin = a if reached is None else max(a, reached)
        if b > begin:
            total += b - begin
        reached = b if reached is None else max(reached, b)
    return total


def main(paths):
    ranks = []
    for p in paths:
        t = load(p)
        ranks.append((t['distributedInfo']['rank'], rank_groups(t)))
    ranks.sort(key=lambda r: r[0])
    n = len(ranks)
    collectives = []  # (last index, [(start, wait) per rank])
    for group in sorted({g for _, groups in ranks for g in groups}):
        lists = [groups.get(group) for _, groups in ranks]
        members = [i for i, l in enumerate(lists) if l]
        if len(members) < 2:
            continue
        for i in range(min(len(lists[m]) for m in members)):
            kernels = {m: lists[m][i] for m in members}
            last = min(members, key=lambda m: (kernels[m][1], -kernels[m][0]))
            waits = {m: max(0, kernels[m][1] - kernels[last][1]) for m in members}
            late = max(waits.values()) >= MIN_LATE_NS
            collectives.append((last if late else None, {m: (kernels[m][0], waits[m]) for m in members}))
    out = []
    for r in range(n):
        mine = [c[1][r] for c in collectives if r in c[1]]
        out.append({'rank': ranks[r][0], 'collectives': len(mine),
                    'wait_ns': union([(s, s + w) for s, w in mine if w > 0]),
                    'last_count': sum(1 for c in collectives if c[0] == r)})
    counts = sorted((o['last_count'], i) for i, o in enumerate(out))
    late = sum(1 for c in collectives if c[0] is not None)
    straggler, others = None, 0
    if counts and counts[-1][0] > 0 and (len(counts) < 2 or counts[-1][0] > counts[-2][0]) \
            and counts[-1][0] * 4 >= late:
        s = counts[-1][1]
        straggler = ranks[s][0]
        for r in range(n):
            if r != s:
                others += union([(c[1][r][0], c[1][r][0] + c[1][r][1]) for c in collectives
                                 if c[0] == s and r in c[1] and c[1][r][1] > 0])
    print(json.dumps({'ranks': out, 'collectives': len(collectives), 'straggler': straggler,
                      'straggler_last': counts[-1][0] if straggler is not None else 0, 'others_wait_ns': others}))


if __name__ == '__main__':
    main(sys.argv[1:])
