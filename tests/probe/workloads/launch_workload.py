"""Kernel launches through the runtime and straight to the driver, for the probe's end-to-end test
of launch tracing (one trap per launch, and --launches all|sampled|counted).

    python3 launch_workload.py LIBCUDART LIBCUDA

Loads the mock libcudart, which passes each launch on to the fake libcuda's cuLaunchKernel when
MOCK_CUDART_DRIVER names it, and the fake libcuda itself. Prints {"event": "ready", ...} and waits
for a line on stdin. Then runs STEPS steps of RUNTIME cudaLaunchKernel calls, DRIVER direct
cuLaunchKernel calls (as cuBLAS makes them), EX cuLaunchKernelEx calls (as cuBLASLt makes them)
and one cudaStreamSynchronize. Prints each launch as
{"event": "call", ...} with its kernel, stream and line, then {"event": "done"}, and waits for end
of file on stdin.
"""

import ctypes
import json
import os
import sys
import threading

STEPS = 30
RUNTIME = 12
DRIVER = 8
EX = 4
RUNTIME_STREAM = 0x5100
DRIVER_STREAM = 0x5200
EX_STREAM = 0x5300


class Dim3(ctypes.Structure):
    _fields_ = [("x", ctypes.c_uint), ("y", ctypes.c_uint), ("z", ctypes.c_uint)]


class LaunchConfig(ctypes.Structure):
    """CUlaunchConfig: the stream sits at byte 32."""
    _fields_ = [("gridDimX", ctypes.c_uint), ("gridDimY", ctypes.c_uint), ("gridDimZ", ctypes.c_uint),
                ("blockDimX", ctypes.c_uint), ("blockDimY", ctypes.c_uint), ("blockDimZ", ctypes.c_uint),
                ("sharedMemBytes", ctypes.c_uint), ("hStream", ctypes.c_void_p), ("attrs", ctypes.c_void_p),
                ("numAttrs", ctypes.c_uint)]


def emit(**fields):
    print(json.dumps(fields), flush=True)


def call(op, kernel, stream, line):
    """The launch just made by the caller at `line`, with the Python stack it was made from."""
    frame = sys._getframe(1)
    stack = []
    while frame is not None:
        code = frame.f_code
        stack.append({"file": code.co_filename, "line": line if not stack else frame.f_lineno,
                      "function": code.co_name, "firstLine": code.co_firstlineno})
        frame = frame.f_back
    return {"op": op, "pid": os.getpid(), "tid": threading.get_native_id(), "rc": 0, "kernel": hex(kernel),
            "stream": hex(stream), "stack": stack}


def run(cudart, cuda):
    kernel = ctypes.cast(cudart.cudaDeviceSynchronize, ctypes.c_void_p).value
    function = ctypes.cast(cuda.cuLaunchKernelEx, ctypes.c_void_p).value
    other = ctypes.cast(cudart.cudaStreamSynchronize, ctypes.c_void_p).value
    config = LaunchConfig(16, 1, 1, 128, 1, 1, 0, EX_STREAM, None, 0)
    args = (ctypes.c_void_p * 1)(0)
    first = run.__code__.co_firstlineno
    calls = []
    for _ in range(STEPS):
        for _ in range(RUNTIME):
            cudart.cudaLaunchKernel(kernel, Dim3(64, 1, 1), Dim3(128, 1, 1), args, 0, RUNTIME_STREAM)
            calls.append(call("cudaLaunchKernel", kernel, RUNTIME_STREAM, first + 10))
        for _ in range(DRIVER):
            cuda.cuLaunchKernel(function, 8, 1, 1, 256, 1, 1, 0, DRIVER_STREAM, args, None)
            calls.append(call("cuLaunchKernel", function, DRIVER_STREAM, first + 13))
        for _ in range(EX):
            cuda.cuLaunchKernelEx(ctypes.byref(config), other, args, None)
            calls.append(call("cuLaunchKernelEx", other, EX_STREAM, first + 16))
        cudart.cudaStreamSynchronize(RUNTIME_STREAM)
    return calls


def main():
    if len(sys.argv) != 3:
        print("usage: launch_workload.py LIBCUDART LIBCUDA", file=sys.stderr)
        return 2
    cudart = ctypes.CDLL(sys.argv[1])
    cuda = ctypes.CDLL(sys.argv[2])
    cudart.cudaLaunchKernel.argtypes = [ctypes.c_void_p, Dim3, Dim3, ctypes.POINTER(ctypes.c_void_p),
                                        ctypes.c_size_t, ctypes.c_void_p]
    cudart.cudaStreamSynchronize.argtypes = [ctypes.c_void_p]
    cuda.cuLaunchKernel.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [
        ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p]
    cuda.cuLaunchKernelEx.argtypes = [ctypes.POINTER(LaunchConfig), ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p),
                                      ctypes.c_void_p]
    emit(event="ready", pid=os.getpid(), tid=threading.get_native_id(), python=sys.version.split()[0])
    if not sys.stdin.readline():
        return 0
    for c in run(cudart, cuda):
        emit(event="call", **c)
    emit(event="done", pid=os.getpid())
    for _ in sys.stdin:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
