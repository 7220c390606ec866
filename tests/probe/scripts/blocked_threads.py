"""A CPython process whose threads block at known lines, for tst_python_runtime.

Threads (all blocked for good once the report is out):
  main     <module> -> Runner.<U+20000>run -> main_<CJK> -> Event.wait -> Condition.wait
  worker   ... -> worker -> worker_<Latin-1> -> Event.wait -> Condition.wait
  cblock   ... -> c_blocker, blocked in Lock.acquire (a C call from the top Python frame)
  evil     ... -> evil_wait, compiled under a file name with control characters
  reporter ... -> reporter -> Event.wait -> Condition.wait
Names in three string kinds (Latin-1, UCS-2, UCS-4) and a file name that needs escaping.
Every blocking call spans two lines, with the next instruction on the second, so that a
reader reporting the instruction after the call would get the wrong line.

Once every thread is blocked, the reporter prints one JSON line: CPython's own view of each
thread's stack from sys._current_frames() (file, qualified name (co_name on 3.10), f_lineno,
co_firstlineno; strings escaped as the probe escapes them), the native thread ids, and the
lines marked "MARK:" in this file.
"""

import json
import os
import sys
import threading
import time

never = threading.Event()
blocker_lock = threading.Lock()
blocker_lock.acquire()


def marker_lines():
    tag = "# " + "MARK: "  # spelled so that this line is not a marker itself
    lines = {}
    with open(__file__, encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            if tag in text:
                lines[text.split(tag)[1].strip()] = number
    return lines


def escape(s):
    out = []
    for ch in s:
        o = ord(ch)
        if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F:
            out.append("\\x%02x" % o)
        elif ch == "\\":
            out.append("\\\\")
        elif 0xD800 <= o <= 0xDFFF:
            out.append("\\u%04x" % o)
        else:
            out.append(ch)
    return "".join(out)


def worker_ünïcode(ev, y):
    x = (ev.wait(),  # MARK: worker-call
         y)
    return x


def worker():
    return worker_ünïcode(never, 1)  # MARK: worker-outer


def c_blocker():
    x = (blocker_lock.acquire(),  # MARK: c-call
         1)
    return x


EVIL_FILE = "/tmp/evil\x1b[31m\n\\name\x85.py"
evil_namespace = {}
exec(compile("def evil_wait(ev):\n    x = (ev.wait(),\n         1)\n    return x\n", EVIL_FILE, "exec"),
     evil_namespace)
EVIL_CALL_LINE = 2


def main_関数(ev):
    return [ev.wait()  # MARK: main-call
            , 2]


class Runner:
    def 𠀀run(self):
        return main_関数(never)  # MARK: main-outer


def acquire_line():
    import inspect
    source, start = inspect.getsourcelines(threading.Condition.wait)
    for offset, text in enumerate(source[:-1]):
        if text.strip() == "if timeout is None:" and source[offset + 1].strip() == "waiter.acquire()":
            return start + offset + 1
    raise RuntimeError("Condition.wait has no 'if timeout is None: waiter.acquire()'")


def describe(frame):
    stack = []
    while frame is not None:
        code = frame.f_code
        stack.append({"file": escape(code.co_filename), "function": escape(getattr(code, "co_qualname", code.co_name)),
                      "line": frame.f_lineno, "first": code.co_firstlineno})
        frame = frame.f_back
    return stack


def reporter(roles):
    wait_line = acquire_line()
    markers = marker_lines()
    # (innermost code, its line, a code further out): the main thread waits in Condition.wait
    # inside Thread.start() too, until each thread it starts is running; only the wait under
    # main_関数 is the one to report.
    blocked_at = {
        "main": (threading.Condition.wait.__code__, wait_line, main_関数.__code__),
        "worker": (threading.Condition.wait.__code__, wait_line, worker.__code__),
        "cblock": (c_blocker.__code__, markers["c-call"], c_blocker.__code__),
        "evil": (threading.Condition.wait.__code__, wait_line, evil_namespace["evil_wait"].__code__),
    }

    def blocked(frame, where):
        if frame is None or frame.f_code is not where[0] or frame.f_lineno != where[1]:
            return False
        while frame is not None and frame.f_code is not where[2]:
            frame = frame.f_back
        return frame is not None

    deadline = time.monotonic() + 60
    while True:
        frames = sys._current_frames()
        if all(blocked(frames.get(t.ident), blocked_at[role]) for role, t in roles.items()):
            break
        if time.monotonic() > deadline:
            print(json.dumps({"error": "the threads did not block where expected"}), flush=True)
            return
        time.sleep(0.01)
    frames = sys._current_frames()
    report = {
        "pid": os.getpid(),
        "hexversion": sys.hexversion,
        "file": escape(__file__),
        "markers": markers,
        "evil_file": escape(EVIL_FILE),
        "evil_call_line": EVIL_CALL_LINE,
        "threads": [{"role": role, "native_id": t.native_id, "stack": describe(frames[t.ident])}
                    for role, t in roles.items()],
        "reporter_native_id": threading.get_native_id(),
    }
    print(json.dumps(report), flush=True)
    never.wait()


def start(target, *args):
    t = threading.Thread(target=target, args=args, daemon=True)
    t.start()
    return t


roles = {"main": threading.main_thread(), "worker": start(worker), "cblock": start(c_blocker),
         "evil": start(evil_namespace["evil_wait"], never)}
start(reporter, roles)
Runner().𠀀run()  # MARK: module
