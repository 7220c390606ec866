/* The CPython part of the probe's ABI between the BPF programs and user space (plain C, no
 * kernel or libc headers: included by faultline.bpf.c after vmlinux.h and by C++ after
 * <cstdint>). User space fills one fl_py_config per traced process that runs CPython
 * (bpf/lib/PythonRuntime); the BPF walker reads it from a hash map keyed by tgid and emits up
 * to FL_PY_MAX_FRAMES (code object, instruction offset) pairs per event, innermost first. No
 * strings are copied in BPF: user space resolves each pair to file:line:function.
 * Offsets are for x86-64 and glibc; ../shared/research/ebpf-capture.md §4.2 lists them. */
#ifndef FAULTLINE_PYABI_H
#define FAULTLINE_PYABI_H

#define FL_PY_MAX_FRAMES 32
/* The walker copies the first fr_span bytes of each frame with one read; every frame field
 * must end within this many bytes. */
#define FL_PY_FRAME_SPAN_MAX 128
/* The walker copies 3.11+ frames by the page (x86-64's 4 KiB): what lies below a frame on its
 * page is mapped as surely as the frame itself. */
#define FL_PY_WINDOW 4096

/* The `code` of a frame the walker skipped (a shim/C-stack frame in 3.12+): user space drops it. */
#define FL_PY_SHIM_CODE 0ULL
/* `lasti` when the instruction pointer could not be read. */
#define FL_PY_NO_LASTI (-1)

struct fl_py_config
{
    unsigned long long tls_key_addr; /* address of _PyRuntime's autoTSSkey._key (an int) */
    unsigned int minor;              /* 10, 11, 12 or 13 */
    unsigned int pthread_specific;   /* glibc struct pthread.specific_1stblock (784 on glibc 2.36) */
    unsigned int ts_frame;           /* PyThreadState: frame (3.10), cframe (3.11/3.12), current_frame (3.13) */
    unsigned int cframe_current;     /* _PyCFrame.current_frame (3.11: 8, 3.12: 0); unused on 3.10 and 3.13 */
    unsigned int fr_code;            /* frame -> code object (f_code / f_executable) */
    unsigned int fr_prev;            /* frame -> previous frame (f_back / previous) */
    unsigned int fr_instr;           /* f_lasti (3.10, an int in code units) / prev_instr / instr_ptr */
    unsigned int fr_owner;           /* _PyInterpreterFrame.owner (3.11+); 0 on 3.10 */
    unsigned int co_code_adaptive;   /* PyCodeObject.co_code_adaptive (3.11+); 0 on 3.10 */
    unsigned int fr_span;            /* bytes from the frame's start that hold all the fields above */
};

struct fl_py_frame
{
    unsigned long long code; /* PyCodeObject*, or FL_PY_SHIM_CODE */
    int lasti;               /* code units (bytes / 2) from the bytecode start, as the frame holds it:
                                3.10 f_lasti, 3.11/3.12 prev_instr, 3.13 instr_ptr: on every version the
                                instruction being executed (3.13's instr_ptr stays on a CALL while the
                                callee runs), so the resolver uses it as is.
                                FL_PY_NO_LASTI when unreadable. */
    unsigned int reserved;
};

#endif
