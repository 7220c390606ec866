#!/bin/sh
# Issue 24's check on a GPU node with PyTorch (not part of CI, which has no GPU): records
# tensor_job.py with faultline-probe and writes the capture, the job's own samples of
# torch.cuda.memory_allocated() and PyTorch's allocator symbols to OUT. Then, on any machine:
#
#   python3 tests/gpu/compare_tensor_capture.py OUT/tensor_job.db OUT/samples.json tests/gpu/tensor_job.py
#
# Usage: PROBE=path/to/faultline-probe OUT=dir tests/gpu/run_tensor_check.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
PROBE=${PROBE:-faultline-probe}
OUT=${OUT:-/tmp/faultline-gpu-check}
mkdir -p "$OUT"
"$PROBE" check > "$OUT/check.txt" 2>&1
lib=$(python3 -c 'import torch,os;print(os.path.join(os.path.dirname(torch.__file__),"lib"))')
{
    echo "== $lib"
    nm -D "$lib/libc10.so" | grep -i reportMemoryUsage
    nm -C "$lib/libc10_cuda.so" | grep -E "NativeCachingAllocator::(emptyCache|malloc|free)\("
} > "$OUT/symbols.txt" 2>&1
timeout 240 "$PROBE" record -o "$OUT/tensor_job.db" -- python3 "$here/tensor_job.py" "$OUT/samples.json" \
    > "$OUT/record.log" 2>&1
echo "record rc=$?" >> "$OUT/record.log"
tail -3 "$OUT/record.log"
