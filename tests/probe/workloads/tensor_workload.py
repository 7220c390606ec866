"""The probe's end-to-end workload for PyTorch tensor allocations, on a fake libc10_cuda.so.

    python3 tensor_workload.py LIBC10_CUDA

Loads the fake caching allocator (tests/probe/workloads/fake_c10_cuda.cpp) with ctypes, prints
{"event": "ready", ...} and waits for a line on stdin. Then allocates three "tensors" on device 1,
frees one, empties the cache and makes a CPU allocator report, printing each as a call line with
the Python stack at it (allocations: the block size the allocator reports and its address). Ends
with {"event": "allocated", "size": N} (the allocator's own count, as torch.cuda.memory_allocated
gives it) and {"event": "done"}, and waits for end of file on stdin.
"""

import ctypes
import inspect
import json
import os
import sys
import threading

DEVICE = 1


def emit(**fields):
    print(json.dumps(fields), flush=True)


def stack_here():
    stack = []
    frame = inspect.currentframe().f_back
    while frame is not None:
        code = frame.f_code
        stack.append({"file": code.co_filename, "line": frame.f_lineno, "function": code.co_name,
                      "qualname": getattr(code, "co_qualname", code.co_name), "firstLine": code.co_firstlineno})
        frame = frame.f_back
    return stack


def block_size(size):
    return 512 if size < 512 else (size + 511) // 512 * 512


class Model:
    def __init__(self, torch):
        self.torch = torch

    def tensor(self, size):
        p = self.torch.fake_torch_alloc(size, DEVICE); emit(event="call", op="tensorAlloc", rc=0, pid=os.getpid(), tid=threading.get_native_id(), size=block_size(size), ptr=hex(p), device=DEVICE, stack=stack_here())  # noqa: E702,E501
        return p

    def release(self, p, size):
        self.torch.fake_torch_free(p); emit(event="call", op="tensorFree", rc=0, pid=os.getpid(), tid=threading.get_native_id(), size=block_size(size), ptr=hex(p), device=DEVICE, stack=[])  # noqa: E702,E501

    def empty_cache(self):
        self.torch.fake_torch_empty_cache(); emit(event="call", op="emptyCache", rc=0, pid=os.getpid(), tid=threading.get_native_id(), stack=stack_here())  # noqa: E702,E501


def main():
    if len(sys.argv) != 2:
        print("usage: tensor_workload.py LIBC10_CUDA", file=sys.stderr)
        return 2
    torch = ctypes.CDLL(sys.argv[1])
    torch.fake_torch_alloc.argtypes = [ctypes.c_ulong, ctypes.c_int]
    torch.fake_torch_alloc.restype = ctypes.c_void_p
    torch.fake_torch_free.argtypes = [ctypes.c_void_p]
    torch.fake_torch_allocated.argtypes = [ctypes.c_int]
    torch.fake_torch_allocated.restype = ctypes.c_ulong
    emit(event="ready", pid=os.getpid(), tid=threading.get_native_id(), python=sys.version.split()[0])
    if not sys.stdin.readline():
        return 0
    model = Model(torch)
    a = model.tensor(1000)
    b = model.tensor(3 << 20)
    c = model.tensor(5000)
    model.release(b, 3 << 20)
    model.empty_cache()
    torch.fake_torch_cpu_report()
    emit(event="allocated", size=torch.fake_torch_allocated(DEVICE), live=[hex(a), hex(c)])
    emit(event="done", pid=os.getpid())
    for _ in sys.stdin:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
