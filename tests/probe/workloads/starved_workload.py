"""A training loop starved of input, for the probe's end-to-end test of wait stacks in chains.

    python3 starved_workload.py LIBCUDART

Loads the given libcudart (the mock) with ctypes, prints {"event": "ready", ...} and waits for a
line on stdin. Then runs 40 steps: each takes its batch from a queue that a producer thread fills
every 25 ms, then launches a few kernels and synchronises. The loop spends nearly all its time
blocked in the queue's get. Prints {"event": "wait", "op": "starved", ...} with the stack of that
get (file, line, function), then {"event": "done"}, and waits for end of file on stdin.
"""

import ctypes
import inspect
import json
import os
import queue
import sys
import threading
import time

STEPS = 40


class Dim3(ctypes.Structure):
    _fields_ = [("x", ctypes.c_uint), ("y", ctypes.c_uint), ("z", ctypes.c_uint)]


def emit(**fields):
    print(json.dumps(fields), flush=True)


def produce(q):
    for i in range(STEPS):
        time.sleep(0.025)
        q.put(i)


GET_LINE = None


def batches(q):
    global GET_LINE
    GET_LINE = inspect.currentframe().f_lineno + 3
    for _ in range(STEPS):
        # The loop waits here for its input.
        item = q.get()
        yield item


def train(cudart, q):
    kernel = ctypes.cast(cudart.cudaDeviceSynchronize, ctypes.c_void_p).value
    args = (ctypes.c_void_p * 1)(0)
    for batch in batches(q):
        for _ in range(6):
            cudart.cudaLaunchKernel(kernel, Dim3(64, 1, 1), Dim3(128, 1, 1), args, 0, None)
        cudart.cudaStreamSynchronize(None)


def main():
    if len(sys.argv) != 2:
        print("usage: starved_workload.py LIBCUDART", file=sys.stderr)
        return 2
    cudart = ctypes.CDLL(sys.argv[1])
    cudart.cudaLaunchKernel.argtypes = [ctypes.c_void_p, Dim3, Dim3, ctypes.POINTER(ctypes.c_void_p),
                                        ctypes.c_size_t, ctypes.c_void_p]
    cudart.cudaStreamSynchronize.argtypes = [ctypes.c_void_p]
    emit(event="ready", pid=os.getpid(), tid=threading.get_native_id(), python=sys.version.split()[0])
    if not sys.stdin.readline():
        return 0
    q = queue.Queue()
    producer = threading.Thread(target=produce, args=(q,), name="producer")
    producer.start()
    train(cudart, q)
    producer.join()
    where = {"file": __file__, "line": GET_LINE, "function": "batches", "firstLine": batches.__code__.co_firstlineno}
    emit(event="wait", op="starved", pid=os.getpid(), tid=threading.get_native_id(), stack=[where])
    emit(event="done", pid=os.getpid())
    for _ in sys.stdin:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
