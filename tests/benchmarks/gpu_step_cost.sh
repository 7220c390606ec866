#!/bin/sh
# The probe's cost on real training steps (issue 25), on a GPU node with PyTorch: gpu_step.py's
# median step time bare and under `faultline-probe record` (default, --no-tensors, --no-stacks
# --no-python), interleaved, two rounds, for a transformer step and a launch-bound MLP step.
#
# Usage: PROBE=path/to/faultline-probe tests/benchmarks/gpu_step_cost.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
PROBE=${PROBE:-faultline-probe}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for round in 1 2; do
    for kind in transformer mlp; do
        echo "round $round $kind bare: $(python3 "$here/gpu_step.py" $kind) ms"
        for flags in "" "--no-tensors" "--no-stacks --no-python"; do
            # shellcheck disable=SC2086
            r=$("$PROBE" record -o "$tmp/c.db" $flags -- python3 "$here/gpu_step.py" $kind 2>/dev/null | tail -1)
            rm -f "$tmp/c.db"
            echo "round $round $kind probe [${flags:-default}]: $r ms"
        done
    done
done
