"""A training loop that loses its core to child processes it forked, none a DataLoader worker.

    python3 children_workload.py LIBCUDART

Loads the given libcudart (the mock) with ctypes, prints {"event": "ready", ...} and waits for a
line on stdin. Then pins itself to one CPU, forks three children with multiprocessing (they spin
on the same CPU, as a script's own helper processes would), and runs 60 steps: each launches a few
kernels, synchronises and computes on the CPU for 10 ms. Prints {"event": "children", "pids": [...]}
and {"event": "done"}, and waits for end of file on stdin. Nothing here is a DataLoader.
"""

import ctypes
import json
import multiprocessing
import os
import sys
import threading
import time

STEPS = 60


class Dim3(ctypes.Structure):
    _fields_ = [("x", ctypes.c_uint), ("y", ctypes.c_uint), ("z", ctypes.c_uint)]


def emit(**fields):
    print(json.dumps(fields), flush=True)


def burn(seconds):
    deadline = time.monotonic() + seconds
    n = 0
    while time.monotonic() < deadline:
        n += 1
    return n


def train(cudart):
    kernel = ctypes.cast(cudart.cudaDeviceSynchronize, ctypes.c_void_p).value
    args = (ctypes.c_void_p * 1)(0)
    for _ in range(STEPS):
        for _ in range(4):
            cudart.cudaLaunchKernel(kernel, Dim3(64, 1, 1), Dim3(128, 1, 1), args, 0, None)
        cudart.cudaStreamSynchronize(None)
        burn(0.01)


def main():
    if len(sys.argv) != 2:
        print("usage: children_workload.py LIBCUDART", file=sys.stderr)
        return 2
    cudart = ctypes.CDLL(sys.argv[1])
    cudart.cudaLaunchKernel.argtypes = [ctypes.c_void_p, Dim3, Dim3, ctypes.POINTER(ctypes.c_void_p),
                                        ctypes.c_size_t, ctypes.c_void_p]
    cudart.cudaStreamSynchronize.argtypes = [ctypes.c_void_p]
    emit(event="ready", pid=os.getpid(), tid=threading.get_native_id(), python=sys.version.split()[0])
    if not sys.stdin.readline():
        return 0
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    context = multiprocessing.get_context("fork")
    children = [context.Process(target=burn, args=(3.0,)) for _ in range(3)]
    for child in children:
        child.start()
    train(cudart)
    for child in children:
        child.join()
    emit(event="children", pids=[child.pid for child in children])
    emit(event="done", pid=os.getpid())
    for _ in sys.stdin:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
