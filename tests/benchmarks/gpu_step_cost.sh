#!/bin/sh
# The probe's cost on real training steps (issue 25), on a GPU node with PyTorch: gpu_step.py's
# median step time bare and under `faultline-probe record`, interleaved, ROUNDS rounds (3), for a
# transformer step and a launch-bound MLP step. The variants: the default (--launches sampled,
# full stacks), --launches all, --launches counted, --no-stacks --no-python, and
# --launch-returns --launches all (each launch probed at the runtime and the driver, entry and
# return: the cost before record ABI 3). Prints one line per run, then the medians and the
# overhead of each variant against the bare runs.
#
# Usage: PROBE=path/to/faultline-probe [ROUNDS=3] tests/benchmarks/gpu_step_cost.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
PROBE=${PROBE:-faultline-probe}
ROUNDS=${ROUNDS:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
log="$tmp/runs"
round=1
while [ "$round" -le "$ROUNDS" ]; do
    for kind in transformer mlp; do
        r=$(python3 "$here/gpu_step.py" $kind | awk '{print $NF}')
        echo "round $round $kind bare: $r ms"
        echo "$kind|bare|$r" >>"$log"
        for flags in "" "--launches all" "--launches counted" "--no-stacks --no-python" \
            "--launch-returns --launches all"; do
            # shellcheck disable=SC2086
            r=$("$PROBE" record -o "$tmp/c.db" $flags -- python3 "$here/gpu_step.py" $kind 2>/dev/null | tail -1 | awk '{print $NF}')
            rm -f "$tmp/c.db" "$tmp/c.db-wal" "$tmp/c.db-shm"
            echo "round $round $kind probe [${flags:-default}]: $r ms"
            echo "$kind|${flags:-default}|$r" >>"$log"
        done
    done
    round=$((round + 1))
done
python3 - "$log" <<'PY'
import statistics, sys
runs = {}
for line in open(sys.argv[1]):
    kind, variant, ms = line.rstrip("\n").split("|")
    try:
        runs.setdefault((kind, variant), []).append(float(ms))
    except ValueError:
        pass
for kind in ("transformer", "mlp"):
    bare = runs.get((kind, "bare"))
    if not bare:
        continue
    b = statistics.median(bare)
    print(f"{kind}: bare {b:.2f} ms (median of {len(bare)})")
    for (k, variant), values in runs.items():
        if k != kind or variant == "bare":
            continue
        m = statistics.median(values)
        print(f"  {variant:34s} {m:.2f} ms  {100 * (m - b) / b:+.1f} %")
PY
