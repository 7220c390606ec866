"""The probe's end-to-end workload for off-CPU stacks and graph launches.

    python3 wait_workload.py LIBCUDART

Loads the given libcudart (the mock) with ctypes, prints {"event": "ready", ...} and waits for a
line on stdin. Then:
  - replays a "graph" (cudaGraphLaunch with made-up handles) and prints the call;
  - blocks its main thread in os.read on a pipe that a timer thread writes 300 ms later, and
    prints {"event": "wait", "op": "block", ...} with the Python stack it blocked at, read from
    the interpreter (the innermost frame's line is the os.read line);
  - spins its main thread for 400 ms pinned to one CPU while a forked child spins on the same
    CPU, so that the scheduler takes the CPU from it while it can still run, and prints
    {"event": "wait", "op": "spin", ...} for that thread;
then prints {"event": "done"} and waits for end of file on stdin.
"""

import ctypes
import inspect
import json
import os
import sys
import threading
import time

GRAPH_EXEC = 0x6A6A0000
GRAPH_STREAM = 0x5151


def emit(**fields):
    print(json.dumps(fields), flush=True)


def stack_at(frame, line):
    """The Python stack from `frame` outwards, innermost first, its innermost line set to `line`."""
    stack = []
    while frame is not None:
        code = frame.f_code
        stack.append({"file": code.co_filename, "line": line if not stack else frame.f_lineno,
                      "function": code.co_name, "qualname": getattr(code, "co_qualname", code.co_name),
                      "firstLine": code.co_firstlineno})
        frame = frame.f_back
    return stack


def replay(cudart):
    rc = cudart.cudaGraphLaunch(GRAPH_EXEC, GRAPH_STREAM); emit(event="call", op="cudaGraphLaunch", rc=rc, pid=os.getpid(), tid=threading.get_native_id(), stream=hex(GRAPH_STREAM), kernel=hex(GRAPH_EXEC), stack=stack_at(inspect.currentframe(), inspect.currentframe().f_lineno))  # noqa: E702,E501


def wait_for_data(fd):
    line = inspect.currentframe().f_lineno + 1
    data = os.read(fd, 1)
    return data, stack_at(inspect.currentframe(), line)


def block():
    r, w = os.pipe()
    timer = threading.Timer(0.3, os.write, args=(w, b"x"))
    timer.start()
    started = time.monotonic()
    _, stack = wait_for_data(r)
    waited = time.monotonic() - started
    timer.join()
    os.close(r)
    os.close(w)
    emit(event="wait", op="block", pid=os.getpid(), tid=threading.get_native_id(), ms=int(waited * 1000), stack=stack)


def spin_until(deadline):
    n = 0
    while time.monotonic() < deadline:
        n += 1
    return n


def spin():
    cpu = min(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {cpu})
    deadline = time.monotonic() + 0.4
    child = os.fork()
    if child == 0:
        spin_until(deadline)
        os._exit(0)
    spin_until(deadline)
    os.waitpid(child, 0)
    emit(event="wait", op="spin", pid=os.getpid(), tid=threading.get_native_id(), child=child)


def main():
    if len(sys.argv) != 2:
        print("usage: wait_workload.py LIBCUDART", file=sys.stderr)
        return 2
    cudart = ctypes.CDLL(sys.argv[1])
    cudart.cudaGraphLaunch.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    cudart.cudaGraphLaunch.restype = ctypes.c_int
    emit(event="ready", pid=os.getpid(), tid=threading.get_native_id(), python=sys.version.split()[0])
    if not sys.stdin.readline():
        return 0
    replay(cudart)
    block()
    spin()
    emit(event="done", pid=os.getpid())
    for _ in sys.stdin:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
