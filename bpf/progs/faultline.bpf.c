// SPDX-License-Identifier: GPL-2.0
/* The probe's BPF side: CUDA runtime/driver calls (uprobe + uretprobe pairs; kernel launches and
 * PyTorch's allocator reports at their entry only, one trap each), the scheduling of
 * every thread of the traced processes, their lifecycle, page allocations summed per process,
 * OOM kills, native user stacks and CPython frames. Records are defined in faultline_events.h.
 *
 * Written for libbpf 1.1 and clang 14 (Debian 12) and kernels from 5.15 on: BPF_KPROBE on
 * uprobes, no PT_REGS_PARM6, no signed division, bounded loops indexed by their counter, no
 * bpf_loop. Costs follow research/ebpf-capture.md §5: no wake-up per record (the consumer polls
 * on a timer and is woken only when the ring fills), no strings copied per call, the Python
 * walk records (code object, instruction offset) pairs only. */
/* vmlinux.h first: the libbpf headers use its types. */
// clang-format off
#include "vmlinux.h"
#include <bpf/bpf_core_read.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include "faultline_events.h"
// clang-format on

char LICENSE[] SEC("license") = "GPL";

/* Set by user space between open and load. */
const volatile bool capture_stacks = true;
const volatile bool capture_python = true;
/* Every process that calls a probed library becomes a target (faultline-probe --all). */
const volatile bool trace_all = false;
/* The probe itself: never a target. */
const volatile __u32 self_tgid = 0;
/* Wake the consumer once this many bytes wait in the ring (0: never). */
const volatile __u64 wakeup_bytes = 0;
/* enum fl_launch_mode; in FL_LAUNCHES_SAMPLED a thread's launch takes its stacks at most once in
 * this many ns (and always the first after another CUDA call of the thread). */
const volatile __u32 launch_mode = FL_LAUNCHES_SAMPLED;
const volatile __u64 launch_sample_ns = 100000;
/* mark_victim's first argument: a task_struct pointer (kernels >= 6.8) or the victim's pid. */
const volatile bool oom_arg_is_task = true;

struct alloc_key
{
    __u32 tgid;
    __u32 source; /* runtime and driver allocations of one pointer are tracked apart */
    __u64 ptr;
};

struct call_buf
{
    union
    {
        struct fl_call call;
        /* A wait record ends where a call record does, so that both run on into py[]. */
        struct
        {
            __u8 pad[sizeof(struct fl_call) - sizeof(struct fl_wait)];
            struct fl_wait wait;
        } w;
    };
    struct fl_py_frame py[FL_PY_MAX_FRAMES];
    __u64 ips[FL_MAX_STACK];
    /* CPython frames copied from the target (not sent): from the start of a frame's page up to
     * the end of its fields, so that the frames below it on the same page (3.11+ keeps frames
     * on a stack, callers below callees) need no read of their own. FL_PY_FRAME_SPAN_MAX more
     * keep every field load at any frame offset inside the buffer. */
    __u8 frames[FL_PY_WINDOW + 2 * FL_PY_FRAME_SPAN_MAX];
    /* [win_start, win_end): the target's bytes now in `frames`. */
    __u64 win_start;
    __u64 win_end;
    __u64 py_frame;             /* the next frame to walk, 0 at the end */
    struct fl_py_config py_cfg; /* the process's walker config, for fl_py_step */
};

struct
{
    __uint(type, BPF_MAP_TYPE_RINGBUF);
    __uint(max_entries, 32 << 20); /* user space sets the size */
} events SEC(".maps");

/* tgid -> reason (enum in user space); the processes whose threads are traced. */
struct
{
    __uint(type, BPF_MAP_TYPE_HASH);
    __uint(max_entries, 16384);
    __type(key, __u32);
    __type(value, __u8);
} targets SEC(".maps");

struct
{
    __uint(type, BPF_MAP_TYPE_HASH);
    __uint(max_entries, 65536);
    __type(key, struct fl_inflight_key);
    __type(value, struct fl_inflight);
} inflight SEC(".maps");

/* {tgid, source, device pointer} -> bytes, so that a free reports what it released. */
struct
{
    __uint(type, BPF_MAP_TYPE_LRU_HASH);
    __uint(max_entries, 65536);
    __type(key, struct alloc_key);
    __type(value, __u64);
} alloc_sizes SEC(".maps");

/* tid -> current device (cudaSetDevice); absent = device 0, CUDA's default. */
struct
{
    __uint(type, BPF_MAP_TYPE_HASH);
    __uint(max_entries, 65536);
    __type(key, __u32);
    __type(value, __u32);
} current_device SEC(".maps");

/* tgid -> how to walk its CPython frames (filled by user space, bpf/lib/PythonRuntime). */
struct
{
    __uint(type, BPF_MAP_TYPE_HASH);
    __uint(max_entries, 4096);
    __type(key, __u32);
    __type(value, struct fl_py_config);
} py_configs SEC(".maps");

/* tid -> when and how that traced thread went off CPU; the entry goes when it runs again or exits.
 * A preallocated hash, not task storage: task storage allocates an entry the first time a
 * thread is switched out, in the scheduler, and under memory pressure that allocation failed
 * now and then, losing the thread's off-CPU interval without a trace. A full map counts a drop. */
struct
{
    __uint(type, BPF_MAP_TYPE_HASH);
    __uint(max_entries, 65536);
    __type(key, __u32);
    __type(value, struct fl_offcpu_since);
} offcpu_since SEC(".maps");

/* Hash of a wait stack -> when its fl_wait record was last sent: each distinct stack goes out
 * at most once a second, the off-CPU records in between carry only its hash. */
struct
{
    __uint(type, BPF_MAP_TYPE_LRU_HASH);
    __uint(max_entries, 16384);
    __type(key, __u64);
    __type(value, __u64);
} wait_sent SEC(".maps");

/* Launches per (thread, kernel, stream), cumulative: user space turns the counts of
 * FL_LAUNCHES_COUNTED into aggregate rows once a second. A full map counts a drop there. */
struct
{
    __uint(type, BPF_MAP_TYPE_HASH);
    __uint(max_entries, 65536);
    __type(key, struct fl_launch_key);
    __type(value, __u64);
} launch_counts SEC(".maps");

/* tid -> when that thread's last launch with stacks was, 0 after another CUDA call of the thread
 * (FL_LAUNCHES_SAMPLED). The first launch after any other call takes its stacks, so that each run
 * of launches between a thread's synchronisations, copies and allocations names its line; then
 * one in launch_sample_ns, so that every line of a step loop that launches for longer than that
 * is named in every step, and stacks cost at most one walk per interval and thread. */
struct
{
    __uint(type, BPF_MAP_TYPE_HASH);
    __uint(max_entries, 65536);
    __type(key, __u32);
    __type(value, __u64);
} launch_streak SEC(".maps");

/* tgid -> page allocations since the start (cumulative; user space takes differences). */
struct
{
    __uint(type, BPF_MAP_TYPE_PERCPU_HASH);
    __uint(max_entries, 8192);
    __type(key, __u32);
    __type(value, struct fl_page_stats);
} page_allocs SEC(".maps");

/* Records lost, per source: ring full, or a map full so that a call could not be paired. */
struct
{
    __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
    __uint(max_entries, FL_SOURCE_SLOTS);
    __type(key, __u32);
    __type(value, __u64);
} drops SEC(".maps");

struct
{
    __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
    __uint(max_entries, 1);
    __type(key, __u32);
    __type(value, struct call_buf);
} call_scratch SEC(".maps");

/* The scheduler's own: a uprobe program may be preempted while it fills call_scratch on the
 * same CPU, and sched_switch runs right then. */
struct
{
    __uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
    __uint(max_entries, 1);
    __type(key, __u32);
    __type(value, struct call_buf);
} wait_scratch SEC(".maps");

static __always_inline void count_drop(__u32 source)
{
    __u64* n = bpf_map_lookup_elem(&drops, &source);
    if (n)
        __sync_fetch_and_add(n, 1);
}

static __always_inline __u64 submit_flags(void)
{
    if (wakeup_bytes && bpf_ringbuf_query(&events, BPF_RB_AVAIL_DATA) >= wakeup_bytes)
        return BPF_RB_FORCE_WAKEUP;
    return BPF_RB_NO_WAKEUP;
}

static __always_inline bool is_target(__u32 tgid)
{
    if (tgid == 0 || tgid == self_tgid)
        return false;
    return bpf_map_lookup_elem(&targets, &tgid) != 0;
}

/* A process that calls a probed library: a target if it is one already or under --all. */
static __always_inline bool admit_caller(__u32 tgid)
{
    if (is_target(tgid))
        return true;
    if (!trace_all || tgid == 0 || tgid == self_tgid)
        return false;
    __u8 reason = 3; /* TargetReason::Caller in user space */
    bpf_map_update_elem(&targets, &tgid, &reason, BPF_NOEXIST);
    return true;
}

static __always_inline __u32 fn_source(__u32 fn)
{
    return fl_fn_is_driver(fn) ? FL_SOURCE_DRIVER : FL_SOURCE_CUDA;
}

static __always_inline __u64 read_user_u64(__u64 addr)
{
    __u64 v = 0;
    if (addr)
        bpf_probe_read_user(&v, sizeof(v), (const void*)addr);
    return v;
}

static __always_inline void fill_header(struct fl_header* h, __u8 kind, __u16 size, __u64 pid_tgid, __u64 ts)
{
    h->kind = kind;
    h->flags = 0;
    h->size = size;
    h->cpu = bpf_get_smp_processor_id();
    h->tgid = pid_tgid >> 32;
    h->tid = (__u32)pid_tgid;
    h->ts = ts;
}

/* A field of the frame copied into `span`; offsets come from user space, so they are masked
 * for the verifier (user space keeps every field inside FL_PY_FRAME_SPAN_MAX bytes). */
static __always_inline __u64 span_u64(const __u8* span, __u32 off)
{
    return *(const __u64*)(span + (off & (FL_PY_FRAME_SPAN_MAX - 1)));
}

static __always_inline __u32 span_u32(const __u8* span, __u32 off)
{
    return *(const __u32*)(span + (off & (FL_PY_FRAME_SPAN_MAX - 1)));
}

/* One CPython frame: buf->py_frame's (code, lasti) into buf->py[i], and buf->py_frame moved
 * to its caller. Returns 0 when the frame cannot be read (the walk is then cut short).
 * Each read of the target's memory costs about as much as everything else done for a frame,
 * so frames are read by the page: a frame's code, instruction pointer, owner and link come from
 * one copy, and on 3.11+, whose frames sit on a stack with each caller below its callee, the
 * copy from the start of the page also holds the callers on that page.
 * A global function, so that the verifier checks it once rather than once per frame and per
 * path through the frames before it (inlined in the loop, that went past its 1M instructions). */
__noinline int fl_py_step(struct call_buf* buf, __u32 i)
{
    if (!buf)
        return 0;
    const struct fl_py_config* c = &buf->py_cfg;
    const __u32 minor = c->minor;
    const __u32 span = c->fr_span;
    const __u64 frame = buf->py_frame;
    if (!frame || span == 0 || span > FL_PY_FRAME_SPAN_MAX)
        return 0;
    if (frame < buf->win_start || frame + span > buf->win_end) {
        /* The whole page, or only the frame: for 3.10, whose frames are heap objects, and for
         * a frame whose fields run into the next page. */
        __u64 start = frame & ~(__u64)(FL_PY_WINDOW - 1);
        __u32 len = FL_PY_WINDOW;
        if (minor == 10 || frame + span > start + FL_PY_WINDOW) {
            start = frame;
            len = span;
        }
        if (bpf_probe_read_user(buf->frames, len, (const void*)start) != 0)
            return 0;
        buf->win_start = start;
        buf->win_end = start + len;
    }
    const __u8* f = buf->frames + ((frame - buf->win_start) & (FL_PY_WINDOW - 1));
    __u64 code = span_u64(f, c->fr_code);
    int lasti = FL_PY_NO_LASTI;
    if (minor == 10) {
        lasti = (int)span_u32(f, c->fr_instr);
    } else {
        __u8 owner = f[c->fr_owner & (FL_PY_FRAME_SPAN_MAX - 1)];
        __u64 ip = span_u64(f, c->fr_instr);
        __u64 start = code + c->co_code_adaptive;
        if (ip >= start && ip - start < (1ULL << 31))
            lasti = (int)((ip - start) >> 1);
        if (minor >= 12 && owner == 3) { /* FRAME_OWNED_BY_CSTACK: a shim */
            code = FL_PY_SHIM_CODE;
            lasti = FL_PY_NO_LASTI;
        }
    }
    struct fl_py_frame* out = &buf->py[i & (FL_PY_MAX_FRAMES - 1)]; /* the caller keeps i < 32 */
    out->code = code;
    out->lasti = lasti;
    out->reserved = 0;
    buf->py_frame = span_u64(f, c->fr_prev);
    return 1;
}

/* Up to FL_PY_MAX_FRAMES (code, lasti) pairs of the current thread, innermost first
 * (research/ebpf-capture.md §4, Appendix A). Returns how many were written. */
static __always_inline __u32 walk_python(struct call_buf* buf, __u32 tgid, __u8* flags)
{
    struct fl_py_config* c = bpf_map_lookup_elem(&py_configs, &tgid);
    if (!c)
        return 0;
    const __u32 minor = c->minor;

    __u32 key = 0;
    if (bpf_probe_read_user(&key, sizeof(key), (const void*)c->tls_key_addr) != 0 || key >= 32)
        return 0; /* keys >= 32 live in glibc's second-level table: not walked */
    struct task_struct* task = (struct task_struct*)bpf_get_current_task();
    __u64 fsbase = BPF_CORE_READ(task, thread.fsbase);
    if (!fsbase)
        return 0;
    __u64 tstate = read_user_u64(fsbase + c->pthread_specific + (__u64)key * 16 + 8);
    if (!tstate)
        return 0;
    __u64 frame = read_user_u64(tstate + c->ts_frame);
    if (minor == 11 || minor == 12)
        frame = read_user_u64(frame ? frame + c->cframe_current : 0);

    buf->py_cfg = *c;
    buf->py_frame = frame;
    buf->win_start = 0;
    buf->win_end = 0;
    __u32 i;
#pragma clang loop unroll(disable)
    for (i = 0; i < FL_PY_MAX_FRAMES; i++) {
        if (!buf->py_frame || !fl_py_step(buf, i))
            break;
    }
    if (buf->py_frame)
        *flags |= FL_CALL_PY_TRUNCATED;
    return i;
}

/* The record of one call: `in` is what its entry saw, `rc` its return value, `now` its end. */
static __always_inline int emit_call(struct pt_regs* ctx, __u64 pid_tgid, __u64 cookie, __u32 fn,
                                     const struct fl_inflight* entry, long rc, __u64 now, bool stacks)
{
    __u32 tgid = pid_tgid >> 32;
    const struct fl_inflight in = *entry;
    __u32 zero = 0;
    struct call_buf* buf = bpf_map_lookup_elem(&call_scratch, &zero);
    if (!buf)
        return 0;
    struct fl_call* c = &buf->call;
    fill_header(&c->h, FL_REC_CALL, 0, pid_tgid, in.ts);
    const int ret = (int)rc;
    const __u32 source = fn_source(fn);
    c->fn = fn;
    c->variant = (cookie >> 8) & 0xff;
    c->nstack = 0;
    c->npy = 0;
    c->ret = ret;
    c->duration = now - in.ts;
    c->arg0 = 0;
    c->arg1 = 0;
    c->aux = 0;
    c->cgroup = bpf_get_current_cgroup_id();
    c->reserved = 0;
    __u32 tid = (__u32)pid_tgid;
    __u32* device = bpf_map_lookup_elem(&current_device, &tid);
    c->gpu = device ? *device : 0;

    struct alloc_key akey = {.tgid = tgid, .source = source};
    switch (fn) {
    case FL_FN_CUDA_MALLOC:
    case FL_FN_CUDA_MALLOC_MANAGED:
    case FL_FN_CUDA_MALLOC_ASYNC:
    case FL_FN_CU_MEM_ALLOC:
        c->arg0 = in.arg[1];
        if (fn == FL_FN_CUDA_MALLOC_ASYNC)
            c->aux = in.arg[2];
        if (ret == 0) {
            c->arg1 = read_user_u64(in.arg[0]); /* *devPtr */
            akey.ptr = c->arg1;
            if (akey.ptr)
                bpf_map_update_elem(&alloc_sizes, &akey, &in.arg[1], BPF_ANY);
        }
        break;
    case FL_FN_CUDA_FREE:
    case FL_FN_CUDA_FREE_ASYNC:
    case FL_FN_CU_MEM_FREE: {
        c->arg0 = in.arg[0];
        if (fn == FL_FN_CUDA_FREE_ASYNC)
            c->aux = in.arg[1];
        akey.ptr = in.arg[0];
        __u64* size = bpf_map_lookup_elem(&alloc_sizes, &akey);
        if (size) {
            c->arg1 = *size;
            if (ret == 0)
                bpf_map_delete_elem(&alloc_sizes, &akey);
        }
        break;
    }
    case FL_FN_CUDA_LAUNCH_KERNEL:
        c->arg0 = in.arg[0];
        c->arg1 = in.stack[1]; /* [rsp+16]: cudaStream_t */
        c->aux = in.caller;
        break;
    case FL_FN_CU_LAUNCH_KERNEL:
        c->arg0 = in.arg[0];
        c->arg1 = in.stack[2]; /* [rsp+24]: CUstream */
        c->aux = in.caller;
        break;
    case FL_FN_CU_LAUNCH_KERNEL_EX:
        c->arg0 = in.arg[1];
        c->arg1 = in.stack[0];
        c->aux = in.caller;
        break;
    case FL_FN_CUDA_MEMCPY:
    case FL_FN_CUDA_MEMCPY_ASYNC:
        c->arg0 = in.arg[2];
        c->arg1 = in.arg[3];
        if (fn == FL_FN_CUDA_MEMCPY_ASYNC)
            c->aux = in.arg[4];
        break;
    case FL_FN_CUDA_STREAM_SYNC:
        c->arg0 = in.arg[0];
        c->aux = in.arg[0];
        break;
    case FL_FN_CUDA_GRAPH_LAUNCH:
    case FL_FN_CU_GRAPH_LAUNCH:
        c->arg0 = in.arg[0]; /* the executable graph */
        c->arg1 = in.arg[1]; /* the stream */
        c->aux = in.arg[1];
        break;
    case FL_FN_TORCH_ALLOC:
    case FL_FN_TORCH_FREE: {
        /* reportMemoryUsageToProfiler (ptr, size, allocated, reserved, Device) or, variant 1,
         * (ptr, size, Device); Device = {s8 type, s8 index} in the low bytes of its register. */
        const bool full = c->variant == 0;
        const __u64 dev = full ? in.arg[4] : in.arg[2];
        const long long bytes = (long long)in.arg[1];
        if (fn == FL_FN_TORCH_ALLOC) {
            c->arg0 = (__u64)bytes;
            c->arg1 = in.arg[0];
        } else {
            c->arg0 = in.arg[0];
            c->arg1 = (__u64)(-bytes);
        }
        c->aux = full ? in.arg[2] : 0;
        const signed char index = (signed char)((dev >> 8) & 0xff);
        if (index >= 0)
            c->gpu = (__u32)index;
        break;
    }
    case FL_FN_CUDA_SET_DEVICE: {
        __u32 dev = (__u32)in.arg[0];
        c->arg0 = dev;
        if (ret == 0) {
            bpf_map_update_elem(&current_device, &tid, &dev, BPF_ANY);
            c->gpu = dev;
        }
        break;
    }
    case FL_FN_CU_MEM_CREATE:
        c->arg0 = in.arg[1];
        if (ret == 0)
            c->arg1 = read_user_u64(in.arg[0]); /* *handle */
        c->aux = c->arg1;
        break;
    case FL_FN_CU_MEM_MAP:
        c->arg0 = in.arg[1];
        c->arg1 = in.arg[0];
        c->aux = in.arg[3];
        break;
    case FL_FN_CU_MEM_UNMAP:
        c->arg0 = in.arg[0];
        c->arg1 = in.arg[1];
        break;
    default: /* cudaDeviceSynchronize, cuCtxSynchronize: no arguments */ break;
    }

    __u8 flags = 0;
    __u32 npy = 0;
    if (capture_python && stacks)
        npy = walk_python(buf, tgid, &flags);
    if (npy > FL_PY_MAX_FRAMES)
        npy = FL_PY_MAX_FRAMES;
    __u32 stack_bytes = 0;
    if (capture_stacks && stacks) {
        /* At the return the stack starts at the call site in the caller; no probed function's
         * own frame, and no caller missing as at a uprobe entry on kernels < 6.12. An entry-only
         * probe's stack starts at the caller's caller there. */
        long n = bpf_get_stack(ctx, (__u8*)buf->py + npy * sizeof(struct fl_py_frame), FL_MAX_STACK * 8,
                               BPF_F_USER_STACK);
        if (n > 0)
            stack_bytes = n > FL_MAX_STACK * 8 ? FL_MAX_STACK * 8 : (__u32)n;
        else
            flags |= FL_CALL_STACK_ERROR;
    }
    c->npy = npy;
    c->nstack = stack_bytes / 8;
    c->h.flags = flags;
    __u32 size = sizeof(struct fl_call) + npy * sizeof(struct fl_py_frame) + (stack_bytes & ~7U);
    if (size > sizeof(struct call_buf))
        return 0;
    c->h.size = size;
    if (bpf_ringbuf_output(&events, buf, size, submit_flags()) != 0)
        count_drop(source);
    return 0;
}

/* A launch's stack words: [rsp] is the return address, the 7th and later arguments follow. The
 * config of cuLaunchKernelEx may be gone at return, so its stream is read at the entry. */
static __always_inline void read_launch_words(struct pt_regs* ctx, __u32 fn, struct fl_inflight* v)
{
    if (fn == FL_FN_CUDA_LAUNCH_KERNEL || fn == FL_FN_CU_LAUNCH_KERNEL) {
        __u64 words[5] = {};
        bpf_probe_read_user(words, sizeof(words), (const void*)PT_REGS_SP(ctx));
        v->caller = words[0];
        v->stack[0] = words[1];
        v->stack[1] = words[2];
        v->stack[2] = words[3];
        v->stack[3] = words[4];
    } else if (fn == FL_FN_CU_LAUNCH_KERNEL_EX) {
        v->caller = read_user_u64(PT_REGS_SP(ctx));
        /* CUlaunchConfig.hStream: seven unsigned ints, then the stream at offset 32. */
        if (v->arg[0])
            bpf_probe_read_user(&v->stack[0], sizeof(__u64), (const void*)(v->arg[0] + 32));
    }
}

/* FL_LAUNCHES_SAMPLED: whether this launch takes its stacks (the first since the thread's last
 * other CUDA call, then one per launch_sample_ns). */
static __always_inline bool sample_launch(__u32 tid, __u64 now)
{
    __u64* last = bpf_map_lookup_elem(&launch_streak, &tid);
    if (!last) {
        bpf_map_update_elem(&launch_streak, &tid, &now, BPF_ANY);
        return true;
    }
    if (*last == 0 || now - *last >= launch_sample_ns) {
        *last = now;
        return true;
    }
    return false;
}

/* FL_LAUNCHES_COUNTED: counts a launch under its thread, kernel and stream. Returns how many
 * launches of that key came before it (0 for the first, which is sent as a record and not
 * counted), or -1 when the key could not be counted (the map is full). */
static __always_inline long long count_launch(__u64 pid_tgid, __u32 fn, __u64 cookie, const struct fl_inflight* v)
{
    struct fl_launch_key key = {};
    key.tgid = pid_tgid >> 32;
    key.tid = (__u32)pid_tgid;
    key.fn = fn;
    key.variant = (cookie >> 8) & 0xff;
    if (fn == FL_FN_CUDA_LAUNCH_KERNEL) {
        key.kernel = v->arg[0];
        key.stream = v->stack[1];
    } else if (fn == FL_FN_CU_LAUNCH_KERNEL) {
        key.kernel = v->arg[0];
        key.stream = v->stack[2];
    } else {
        key.kernel = v->arg[1];
        key.stream = v->stack[0];
    }
    __u64* n = bpf_map_lookup_elem(&launch_counts, &key);
    if (n) {
        __sync_fetch_and_add(n, 1);
        return 1;
    }
    __u64 first = 0;
    if (bpf_map_update_elem(&launch_counts, &key, &first, BPF_NOEXIST) != 0) {
        /* Taken by another CPU in between, or the map is full. */
        n = bpf_map_lookup_elem(&launch_counts, &key);
        if (!n)
            return -1;
        __sync_fetch_and_add(n, 1);
        return 1;
    }
    return 0;
}

/* A function probed at its entry only: its record goes from here. */
static __always_inline int entry_only(struct pt_regs* ctx, __u64 pid_tgid, __u64 cookie, __u32 fn)
{
    struct fl_inflight v = {};
    v.ts = bpf_ktime_get_ns();
    v.arg[0] = PT_REGS_PARM1(ctx);
    v.arg[1] = PT_REGS_PARM2(ctx);
    v.arg[2] = PT_REGS_PARM3(ctx);
    v.arg[3] = PT_REGS_PARM4(ctx);
    v.arg[4] = PT_REGS_PARM5(ctx);
    v.arg[5] = ctx->r9;
    bool stacks = true;
    if (fl_fn_is_launch(fn)) {
        read_launch_words(ctx, fn, &v);
        if (launch_mode == FL_LAUNCHES_COUNTED) {
            const long long before = count_launch(pid_tgid, fn, cookie, &v);
            if (before < 0) {
                count_drop(fn_source(fn));
                return 0;
            }
            if (before > 0)
                return 0;
        } else if (launch_mode == FL_LAUNCHES_SAMPLED && launch_sample_ns > 0) {
            stacks = sample_launch((__u32)pid_tgid, v.ts);
        }
    } else if (fn == FL_FN_TORCH_ALLOC) {
        const __u64 dev = ((cookie >> 8) & 0xff) == 0 ? v.arg[4] : v.arg[2];
        if ((dev & 0xff) != 1) /* c10::DeviceType::CUDA */
            return 0;
        if ((long long)v.arg[1] < 0) {
            fn = FL_FN_TORCH_FREE;
            stacks = false; /* where a tensor dies costs a walk per free and tells little */
        } else if (v.arg[1] == 0) {
            return 0;
        }
    }
    return emit_call(ctx, pid_tgid, cookie, fn, &v, 0, v.ts, stacks);
}

static __always_inline int call_return(struct pt_regs* ctx, long rc)
{
    __u64 pid_tgid = bpf_get_current_pid_tgid();
    __u64 cookie = bpf_get_attach_cookie(ctx);
    __u32 fn = FL_COOKIE_FN(cookie);
    struct fl_inflight_key key = {.pid_tgid = pid_tgid, .fn = fn};
    struct fl_inflight* found = bpf_map_lookup_elem(&inflight, &key);
    if (!found || found->ts == 0)
        return 0;
    struct fl_inflight in = *found;
    found->ts = 0; /* free: the slot stays for the thread's next call */
    return emit_call(ctx, pid_tgid, cookie, fn, &in, rc, bpf_ktime_get_ns(), true);
}

static __always_inline int call_enter(struct pt_regs* ctx)
{
    __u64 pid_tgid = bpf_get_current_pid_tgid();
    if (!admit_caller(pid_tgid >> 32))
        return 0;
    const __u64 cookie = bpf_get_attach_cookie(ctx);
    __u32 fn = FL_COOKIE_FN(cookie);
    if (fn == FL_FN_NONE || fn >= FL_FN_COUNT)
        return 0;
    if (cookie & FL_COOKIE_ENTRY_ONLY)
        return entry_only(ctx, pid_tgid, cookie, fn);

    struct fl_inflight v = {};
    v.ts = bpf_ktime_get_ns();
    v.arg[0] = PT_REGS_PARM1(ctx);
    v.arg[1] = PT_REGS_PARM2(ctx);
    v.arg[2] = PT_REGS_PARM3(ctx);
    v.arg[3] = PT_REGS_PARM4(ctx);
    v.arg[4] = PT_REGS_PARM5(ctx);
    v.arg[5] = ctx->r9; /* PT_REGS_PARM6 is not in libbpf 1.1 */
    if (fl_fn_is_launch(fn))
        read_launch_words(ctx, fn, &v); /* launches with return probes: faultline-probe --launch-returns */

    if (launch_mode == FL_LAUNCHES_SAMPLED && !fl_fn_is_launch(fn)) {
        /* Another CUDA call: the thread's next launch takes its stacks. */
        __u32 tid = (__u32)pid_tgid;
        __u64* streak = bpf_map_lookup_elem(&launch_streak, &tid);
        if (streak)
            *streak = 0;
    }
    struct fl_inflight_key key = {.pid_tgid = pid_tgid, .fn = fn};
    struct fl_inflight* slot = bpf_map_lookup_elem(&inflight, &key);
    if (slot)
        *slot = v;
    else if (bpf_map_update_elem(&inflight, &key, &v, BPF_NOEXIST) != 0)
        count_drop(fn_source(fn));
    return 0;
}

/* Each probe comes twice: for one perf-event link per function (any kernel), and for one
 * uprobe_multi link per library (kernels >= 6.6; user space loads these with that attach type,
 * or not at all). uprobe_multi links are also removed in one go: removing perf-event uprobes
 * waits for RCU grace periods one probe after another. */
SEC("uprobe")
int BPF_KPROBE(fl_call_enter)
{
    return call_enter(ctx);
}

SEC("uretprobe")
int BPF_KRETPROBE(fl_call_return, long rc)
{
    return call_return(ctx, rc);
}

SEC("uprobe")
int BPF_KPROBE(fl_call_enter_multi)
{
    return call_enter(ctx);
}

SEC("uprobe")
int BPF_KRETPROBE(fl_call_return_multi, long rc)
{
    return call_return(ctx, rc);
}

/* task_struct.state before 5.14 (__state since). */
struct task_struct___old
{
    long state;
} __attribute__((preserve_access_index));

static __always_inline __u32 switch_state(bool preempt, struct task_struct* prev)
{
    if (preempt)
        return FL_SWITCH_PREEMPTED;
    long state = 0;
    if (bpf_core_field_exists(prev->__state))
        state = BPF_CORE_READ(prev, __state);
    else
        state = BPF_CORE_READ((struct task_struct___old*)prev, state);
    if (state == 0) /* TASK_RUNNING: it yielded and stays runnable */
        return FL_SWITCH_PREEMPTED;
    if (state & 0x1) /* TASK_INTERRUPTIBLE */
        return FL_SWITCH_SLEEP;
    if (state & 0x2) /* TASK_UNINTERRUPTIBLE */
        return FL_SWITCH_DISK;
    return FL_SWITCH_OTHER;
}

static __always_inline __u64 mix64(__u64 h, __u64 v)
{
    h ^= v;
    h *= 0x100000001b3ULL;
    return h ^ (h >> 29);
}

/* Where a blocking Python thread (current: the switch runs on it) waits: its Python and native
 * frames, hashed; the frames are sent once a second per distinct hash. Returns the hash, 0 for a
 * thread without Python frames. */
static __always_inline __u64 take_wait_stack(void* ctx, __u32 tgid, __u32 tid, __u32 state, __u64 now)
{
    __u32 zero = 0;
    struct call_buf* buf = bpf_map_lookup_elem(&wait_scratch, &zero);
    if (!buf)
        return 0;
    __u8 flags = 0;
    __u32 npy = walk_python(buf, tgid, &flags);
    if (npy == 0)
        return 0; /* no Python thread, or none with a frame: its waits are not where a job waits */
    if (npy > FL_PY_MAX_FRAMES)
        npy = FL_PY_MAX_FRAMES;
    __u32 stack_bytes = 0;
    if (capture_stacks) {
        long n = bpf_get_stack(ctx, (__u8*)buf->py + npy * sizeof(struct fl_py_frame), FL_MAX_STACK * 8,
                               BPF_F_USER_STACK);
        if (n > 0)
            stack_bytes = n > FL_MAX_STACK * 8 ? FL_MAX_STACK * 8 : (__u32)n;
        else
            flags |= FL_CALL_STACK_ERROR;
    }
    __u32 nstack = stack_bytes / 8;
    __u64 hash = mix64(0xcbf29ce484222325ULL, tgid);
    __u32 i;
#pragma clang loop unroll(disable)
    for (i = 0; i < FL_PY_MAX_FRAMES; i++) {
        if (i >= npy)
            break;
        const struct fl_py_frame* f = &buf->py[i & (FL_PY_MAX_FRAMES - 1)];
        hash = mix64(mix64(hash, f->code), (__u32)f->lasti);
    }
    /* py[] and the native frames after it: one span, so a masked offset stays inside it. */
    const __u8* frames = (const __u8*)buf->py;
    const __u32 span_mask = FL_PY_MAX_FRAMES * sizeof(struct fl_py_frame) + FL_MAX_STACK * 8 - 1;
#pragma clang loop unroll(disable)
    for (i = 0; i < FL_MAX_STACK; i++) {
        if (i >= nstack)
            break;
        __u32 off = (npy * sizeof(struct fl_py_frame) + i * 8) & span_mask;
        hash = mix64(hash, *(const __u64*)(frames + off));
    }
    hash = mix64(hash, ((__u64)npy << 8) | nstack);
    if (hash == 0)
        hash = 1;

    __u64* sent = bpf_map_lookup_elem(&wait_sent, &hash);
    if (sent && now - *sent < 1000000000ULL)
        return hash;
    struct fl_wait* w = &buf->w.wait;
    fill_header(&w->h, FL_REC_WAIT, 0, ((__u64)tgid << 32) | tid, now);
    w->h.flags = flags;
    w->hash = hash;
    w->state = state;
    w->nstack = nstack;
    w->npy = npy;
    for (i = 0; i < 5; i++)
        w->reserved[i] = 0;
    __u32 size = sizeof(struct fl_wait) + npy * sizeof(struct fl_py_frame) + (stack_bytes & ~7U);
    if (size > sizeof(struct fl_wait) + FL_PY_MAX_FRAMES * sizeof(struct fl_py_frame) + FL_MAX_STACK * 8)
        return 0;
    w->h.size = size;
    if (bpf_ringbuf_output(&events, w, size, submit_flags()) != 0) {
        count_drop(FL_SOURCE_HOST);
        return 0; /* no record: the switch-in must not name a stack user space never got */
    }
    bpf_map_update_elem(&wait_sent, &hash, &now, BPF_ANY);
    return hash;
}

SEC("tp_btf/sched_switch")
int BPF_PROG(fl_sched_switch, bool preempt, struct task_struct* prev, struct task_struct* next)
{
    __u64 now = bpf_ktime_get_ns();
    __u32 prev_tgid = prev->tgid;
    if (is_target(prev_tgid)) {
        __u32 prev_tid = prev->pid;
        struct fl_offcpu_since since = {.ts = now, .state = switch_state(preempt, prev)};
        if (capture_python && (since.state == FL_SWITCH_SLEEP || since.state == FL_SWITCH_DISK))
            since.wait = take_wait_stack(ctx, prev_tgid, prev_tid, since.state, now);
        if (bpf_map_update_elem(&offcpu_since, &prev_tid, &since, BPF_ANY) != 0)
            count_drop(FL_SOURCE_HOST);
    }
    __u32 next_tgid = next->tgid;
    if (!is_target(next_tgid))
        return 0;
    __u32 next_tid = next->pid;
    struct fl_offcpu_since* found = bpf_map_lookup_elem(&offcpu_since, &next_tid);
    if (!found)
        return 0;
    struct fl_offcpu_since since = *found;
    bpf_map_delete_elem(&offcpu_since, &next_tid);
    if (since.ts == 0 || since.ts > now)
        return 0;
    __u64 duration = now - since.ts;
    struct fl_offcpu* r = bpf_ringbuf_reserve(&events, sizeof(*r), 0);
    if (!r) {
        count_drop(FL_SOURCE_HOST);
        return 0;
    }
    fill_header(&r->h, FL_REC_OFFCPU, sizeof(*r), ((__u64)next_tgid << 32) | (__u32)next->pid, now);
    r->duration = duration;
    r->prev_tid = prev->pid;
    r->prev_tgid = prev_tgid;
    r->wait = since.wait;
    r->state = since.state;
    r->reserved = 0;
    bpf_ringbuf_submit(r, submit_flags());
    return 0;
}

static __always_inline struct fl_task* reserve_task(__u32 event, __u32 tgid, __u32 tid)
{
    struct fl_task* t = bpf_ringbuf_reserve(&events, sizeof(*t), 0);
    if (!t) {
        count_drop(FL_SOURCE_HOST);
        return 0;
    }
    fill_header(&t->h, FL_REC_TASK, sizeof(*t), ((__u64)tgid << 32) | tid, bpf_ktime_get_ns());
    t->event = event;
    t->other = 0;
    t->other_tgid = 0;
    t->reserved = 0;
    return t;
}

SEC("tp_btf/sched_process_fork")
int BPF_PROG(fl_process_fork, struct task_struct* parent, struct task_struct* child)
{
    __u32 parent_tgid = parent->tgid;
    if (!is_target(parent_tgid))
        return 0;
    __u32 child_tgid = child->tgid;
    const bool thread = child_tgid == parent_tgid;
    if (!thread) {
        __u8 reason = 2; /* TargetReason::Child */
        bpf_map_update_elem(&targets, &child_tgid, &reason, BPF_NOEXIST);
    }
    struct fl_task* t = reserve_task(FL_TASK_FORK, parent_tgid, parent->pid);
    if (!t)
        return 0;
    t->h.flags = thread ? FL_TASK_NEW_THREAD : 0;
    t->other = child->pid;
    t->other_tgid = child_tgid;
    BPF_CORE_READ_STR_INTO(&t->comm, child, comm);
    bpf_ringbuf_submit(t, submit_flags());
    return 0;
}

SEC("tp_btf/sched_process_exec")
int BPF_PROG(fl_process_exec, struct task_struct* p, pid_t old_pid)
{
    __u32 tgid = p->tgid;
    if (!is_target(tgid))
        return 0;
    /* A new program: the old interpreter layout no longer applies. */
    bpf_map_delete_elem(&py_configs, &tgid);
    struct fl_task* t = reserve_task(FL_TASK_EXEC, tgid, p->pid);
    if (!t)
        return 0;
    t->other = old_pid;
    BPF_CORE_READ_STR_INTO(&t->comm, p, comm);
    bpf_ringbuf_submit(t, submit_flags());
    return 0;
}

SEC("tp_btf/sched_process_exit")
int BPF_PROG(fl_process_exit, struct task_struct* p)
{
    __u32 tgid = p->tgid;
    if (!is_target(tgid))
        return 0;
    __u32 tid = p->pid;
    struct fl_inflight_key key = {.pid_tgid = ((__u64)tgid << 32) | tid};
#pragma clang loop unroll(disable)
    for (__u32 fn = 1; fn < FL_FN_COUNT; fn++) {
        key.fn = fn;
        bpf_map_delete_elem(&inflight, &key);
    }
    bpf_map_delete_elem(&current_device, &tid);
    bpf_map_delete_elem(&offcpu_since, &tid);
    bpf_map_delete_elem(&launch_streak, &tid);
    /* signal->live reaches 0 before the tracepoint when the last thread exits. */
    const bool group_dead = BPF_CORE_READ(p, signal, live.counter) == 0;
    struct fl_task* t = reserve_task(FL_TASK_EXIT, tgid, tid);
    if (t) {
        t->h.flags = group_dead ? FL_TASK_GROUP_DEAD : 0;
        t->other = p->exit_code;
        BPF_CORE_READ_STR_INTO(&t->comm, p, comm);
        bpf_ringbuf_submit(t, submit_flags());
    }
    if (group_dead) {
        bpf_map_delete_elem(&targets, &tgid);
        bpf_map_delete_elem(&py_configs, &tgid);
    }
    return 0;
}

SEC("tp_btf/task_rename")
int BPF_PROG(fl_task_rename, struct task_struct* task, const char* comm)
{
    __u32 tgid = task->tgid;
    if (!is_target(tgid))
        return 0;
    struct fl_task* t = reserve_task(FL_TASK_RENAME, tgid, task->pid);
    if (!t)
        return 0;
    bpf_probe_read_kernel_str(t->comm, sizeof(t->comm), comm);
    bpf_ringbuf_submit(t, submit_flags());
    return 0;
}

/* glibc's dynamic linker calls _dl_debug_state (a bare `ret`, for debuggers) when dlopen or
 * dlclose changes the link map: user space then looks for new CUDA libraries at once instead of
 * at its next rescan, so that a library loaded late (PyTorch loads libcudart on import) is traced
 * from its first calls. */
SEC("uprobe")
int BPF_KPROBE(fl_dl_debug_state)
{
    __u64 pid_tgid = bpf_get_current_pid_tgid();
    if (!is_target(pid_tgid >> 32))
        return 0;
    struct fl_task* t = reserve_task(FL_TASK_LIBRARIES, pid_tgid >> 32, (__u32)pid_tgid);
    if (!t)
        return 0;
    bpf_get_current_comm(t->comm, sizeof(t->comm));
    bpf_ringbuf_submit(t, BPF_RB_FORCE_WAKEUP);
    return 0;
}

/* raw_tp rather than tp_btf: the argument changed from a pid to a task_struct in 6.8. */
SEC("raw_tp/mark_victim")
int fl_oom_victim(struct bpf_raw_tracepoint_args* ctx)
{
    __u32 victim = 0, victim_tgid = 0;
    if (oom_arg_is_task) {
        struct task_struct* v = (struct task_struct*)ctx->args[0];
        victim = BPF_CORE_READ(v, pid);
        victim_tgid = BPF_CORE_READ(v, tgid);
    } else {
        victim = (__u32)ctx->args[0];
        victim_tgid = victim;
    }
    __u64 pid_tgid = bpf_get_current_pid_tgid();
    struct fl_task* t = reserve_task(FL_TASK_OOM, pid_tgid >> 32, (__u32)pid_tgid);
    if (!t)
        return 0;
    t->other = victim;
    t->other_tgid = victim_tgid;
    bpf_get_current_comm(t->comm, sizeof(t->comm));
    bpf_ringbuf_submit(t, submit_flags());
    return 0;
}

SEC("tp_btf/mm_page_alloc")
int BPF_PROG(fl_page_alloc, struct page* page, unsigned int order)
{
    __u32 tgid = bpf_get_current_pid_tgid() >> 32;
    if (!is_target(tgid))
        return 0;
    struct fl_page_stats* s = bpf_map_lookup_elem(&page_allocs, &tgid);
    if (!s) {
        struct fl_page_stats init = {};
        bpf_map_update_elem(&page_allocs, &tgid, &init, BPF_NOEXIST);
        s = bpf_map_lookup_elem(&page_allocs, &tgid);
        if (!s)
            return 0;
    }
    s->count += 1;
    s->bytes += 4096ULL << (order & 31);
    return 0;
}
