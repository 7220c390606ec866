"""The Python workload of the probe's end-to-end tests.

    python3 cuda_workload.py LIBCUDART

Loads the given libcudart with ctypes, prints {"event": "ready", ...} and waits for a line on
stdin so that the probe can attach first. Then it calls the CUDA runtime from the main thread
and from a worker threading.Thread, a few Python frames deep, and prints one JSON line per call
with the return code and the Python stack at the call, innermost first, read from the
interpreter itself (file, executing line, function, first line of the function): the tests
compare the frames the probe walked with these, so no line number is written down anywhere.
Each ctypes call shares its source line with the record() that reports it. Finally it prints
{"event": "done"} and waits for end of file on stdin.
"""

import ctypes
import inspect
import json
import os
import sys
import threading

SENTINEL = 0xDEADBEEF000  # what the real library leaves in *devPtr when it fails


class Dim3(ctypes.Structure):
    _fields_ = [("x", ctypes.c_uint), ("y", ctypes.c_uint), ("z", ctypes.c_uint)]


def load(path):
    lib = ctypes.CDLL(path)
    lib.cudaMalloc.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_size_t]
    lib.cudaFree.argtypes = [ctypes.c_void_p]
    lib.cudaLaunchKernel.argtypes = [ctypes.c_void_p, Dim3, Dim3, ctypes.POINTER(ctypes.c_void_p),
                                     ctypes.c_size_t, ctypes.c_void_p]
    lib.cudaMemcpy.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
    lib.cudaStreamSynchronize.argtypes = [ctypes.c_void_p]
    lib.cudaDeviceSynchronize.argtypes = []
    for fn in (lib.cudaMalloc, lib.cudaFree, lib.cudaLaunchKernel, lib.cudaMemcpy, lib.cudaStreamSynchronize,
               lib.cudaDeviceSynchronize):
        fn.restype = ctypes.c_int
    return lib


def emit(**fields):
    print(json.dumps(fields), flush=True)


def record(op, rc, **fields):
    """Reports a call made on the caller's current line, with the caller's Python stack."""
    stack = []
    frame = inspect.currentframe().f_back
    while frame is not None:
        code = frame.f_code
        stack.append({"file": code.co_filename, "line": frame.f_lineno, "function": code.co_name,
                      "qualname": getattr(code, "co_qualname", code.co_name), "firstLine": code.co_firstlineno})
        frame = frame.f_back
    emit(event="call", op=op, rc=rc, pid=os.getpid(), tid=threading.get_native_id(), stack=stack, **fields)


class Model:
    def __init__(self, cudart, size, stream, grid, block):
        self.cudart = cudart
        self.size = size
        self.stream = stream
        self.grid = grid
        self.block = block
        self.host = ctypes.create_string_buffer(1 << 16)
        self.kernel = ctypes.cast(cudart.cudaDeviceSynchronize, ctypes.c_void_p).value

    def allocate(self):
        ptr = ctypes.c_void_p(SENTINEL)
        rc = self.cudart.cudaMalloc(ctypes.byref(ptr), self.size); record("cudaMalloc", rc, size=self.size, ptr=hex(ptr.value or 0))  # noqa: E702,E501
        return ptr

    def forward(self, ptr):
        args = (ctypes.c_void_p * 1)(ptr.value)
        grid, block = Dim3(*self.grid), Dim3(*self.block)
        rc = self.cudart.cudaLaunchKernel(self.kernel, grid, block, args, 64, self.stream); record("cudaLaunchKernel", rc, kernel=hex(self.kernel), stream=hex(self.stream), sharedMem=64)  # noqa: E702,E501
        rc = self.cudart.cudaMemcpy(ptr, self.host, 4096, 1); record("cudaMemcpy", rc, count=4096, kind=1)  # noqa: E702,E501

    def synchronize(self):
        rc = self.cudart.cudaStreamSynchronize(self.stream); record("cudaStreamSynchronize", rc, stream=hex(self.stream))  # noqa: E702,E501
        rc = self.cudart.cudaDeviceSynchronize(); record("cudaDeviceSynchronize", rc)  # noqa: E702

    def release(self, ptr):
        rc = self.cudart.cudaFree(ptr); record("cudaFree", rc, ptr=hex(ptr.value or 0))  # noqa: E702

    def step(self):
        ptr = self.allocate()
        self.forward(ptr)
        self.synchronize()
        self.release(ptr)


def worker_main(cudart):
    emit(event="thread", name=threading.current_thread().name, pid=os.getpid(), tid=threading.get_native_id())
    Model(cudart, 3 << 20, 0x4444, (11, 12, 13), (64, 2, 1)).step()


def main():
    if len(sys.argv) != 2:
        print("usage: cuda_workload.py LIBCUDART", file=sys.stderr)
        return 2
    cudart = load(sys.argv[1])
    emit(event="ready", pid=os.getpid(), tid=threading.get_native_id(), python=sys.version.split()[0])
    if not sys.stdin.readline():
        return 0

    Model(cudart, 1 << 20, 0x3333, (7, 8, 9), (32, 4, 1)).step()
    worker = threading.Thread(target=worker_main, args=(cudart,), name="fl-py-worker")
    worker.start()
    worker.join()

    emit(event="done", pid=os.getpid())
    for _ in sys.stdin:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
