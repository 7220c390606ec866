/* The record ABI between faultline.bpf.c and the probe's user space (plain C, no kernel or
 * libc headers: included by the BPF program after vmlinux.h and by C++ after <cstdint>).
 *
 * Every ring-buffer record starts with struct fl_header; `kind` says which body follows and
 * `size` is the record's length in bytes as the BPF side wrote it. Records are little-endian,
 * naturally aligned, and as small as the event allows: no strings except the 16-byte task name
 * of the rare lifecycle records, no padding to a maximum size. User space treats every field
 * as untrusted (bpf/probe/RecordDecoder).
 *
 * Change FL_ABI_VERSION with any layout change: the probe refuses a program built from another
 * version of this file. */
#ifndef FAULTLINE_EVENTS_H
#define FAULTLINE_EVENTS_H

#include "faultline_pyabi.h"

#define FL_ABI_VERSION 3

/* Frames of a native user stack (bpf_get_stack(BPF_F_USER_STACK)), innermost first. */
#define FL_MAX_STACK 64
#define FL_TASK_COMM_LEN 16

/* Ingero's event sources (research/ingero.md §2.5); also the index of the drop counters. */
#define FL_SOURCE_CUDA 1
#define FL_SOURCE_HOST 3
#define FL_SOURCE_DRIVER 4
#define FL_SOURCE_SLOTS 8

/* Traced functions. The attach cookie of a probe is (variant << 8) | fn: `variant` tells
 * cudaLaunchKernel from cudaLaunchKernel_ptsz and so on; both share the argument layout and
 * the in-flight slot of their fn. Runtime functions come first, driver functions from
 * FL_FN_FIRST_DRIVER on, then the graph launches (one of each; fl_fn_is_driver says which). */
enum fl_fn {
    FL_FN_NONE = 0,
    FL_FN_CUDA_MALLOC = 1,         /* (void **devPtr, size_t size) */
    FL_FN_CUDA_FREE = 2,           /* (void *devPtr) */
    FL_FN_CUDA_MALLOC_ASYNC = 3,   /* (void **devPtr, size_t size, cudaStream_t) */
    FL_FN_CUDA_FREE_ASYNC = 4,     /* (void *devPtr, cudaStream_t) */
    FL_FN_CUDA_MALLOC_MANAGED = 5, /* (void **devPtr, size_t size, unsigned flags) */
    FL_FN_CUDA_LAUNCH_KERNEL = 6,  /* (const void *func, dim3 grid, dim3 block, void **args,
                                      size_t sharedMem, cudaStream_t) */
    FL_FN_CUDA_MEMCPY = 7,         /* (void *dst, const void *src, size_t count, kind) */
    FL_FN_CUDA_MEMCPY_ASYNC = 8,   /* (dst, src, count, kind, cudaStream_t) */
    FL_FN_CUDA_STREAM_SYNC = 9,    /* (cudaStream_t) */
    FL_FN_CUDA_DEVICE_SYNC = 10,   /* () */
    FL_FN_CUDA_SET_DEVICE = 11,    /* (int device) */
    FL_FN_FIRST_DRIVER = 12,
    FL_FN_CU_MEM_ALLOC = 12,        /* cuMemAlloc_v2 (CUdeviceptr *dptr, size_t bytesize) */
    FL_FN_CU_MEM_FREE = 13,         /* cuMemFree_v2 (CUdeviceptr dptr) */
    FL_FN_CU_LAUNCH_KERNEL = 14,    /* (CUfunction f, gx, gy, gz, bx, by, bz, shmem, CUstream,
                                       void **params, void **extra) */
    FL_FN_CU_LAUNCH_KERNEL_EX = 15, /* (const CUlaunchConfig *config, CUfunction f, ...) */
    FL_FN_CU_MEM_CREATE = 16,       /* (CUmemGenericAllocationHandle *handle, size_t size,
                                       const CUmemAllocationProp *prop, unsigned long long flags) */
    FL_FN_CU_MEM_MAP = 17,          /* (CUdeviceptr ptr, size_t size, size_t offset,
                                       CUmemGenericAllocationHandle handle, flags) */
    FL_FN_CU_MEM_UNMAP = 18,        /* (CUdeviceptr ptr, size_t size) */
    FL_FN_CU_CTX_SYNC = 19,         /* () */
    FL_FN_CUDA_GRAPH_LAUNCH = 20,   /* cudaGraphLaunch (cudaGraphExec_t, cudaStream_t) */
    FL_FN_CU_GRAPH_LAUNCH = 21,     /* cuGraphLaunch (CUgraphExec, CUstream) */
    /* PyTorch's caching allocator, entry probes only (see FL_COOKIE_ENTRY_ONLY). The allocator
     * reports every block it hands out and takes back to c10::reportMemoryUsageToProfiler (ptr,
     * int64 size, size_t allocated, size_t reserved, c10::Device) in libc10.so (variant 1: the
     * 1.x form (ptr, size, Device)): a positive size is a tensor allocation, a negative one a
     * free. Only CUDA devices (Device.type 1) are recorded. */
    FL_FN_TORCH_ALLOC = 22,
    FL_FN_TORCH_FREE = 23,        /* never attached: FL_FN_TORCH_ALLOC's report of a free */
    FL_FN_TORCH_EMPTY_CACHE = 24, /* NativeCachingAllocator::emptyCache (libc10_cuda.so) */
    FL_FN_COUNT = 25,
};

static inline int fl_fn_is_driver(unsigned int fn)
{
    return fn == FL_FN_CU_GRAPH_LAUNCH || (fn >= FL_FN_FIRST_DRIVER && fn < FL_FN_CUDA_GRAPH_LAUNCH);
}

#define FL_COOKIE(fn, variant) ((variant)*256ULL + (fn))
#define FL_COOKIE_FN(cookie) ((cookie)&0xff)
/* A function probed at its entry only, its record sent from there (duration 0, ret 0): no return
 * probe where the function may throw a C++ exception, which a hijacked return address would turn
 * into std::terminate. */
#define FL_COOKIE_ENTRY_ONLY (1ULL << 16)

static inline int fl_fn_is_launch(unsigned int fn)
{
    return fn == FL_FN_CUDA_LAUNCH_KERNEL || fn == FL_FN_CU_LAUNCH_KERNEL || fn == FL_FN_CU_LAUNCH_KERNEL_EX;
}

/* What becomes of a kernel launch (the const `launch_mode`; faultline-probe --launches). Launches
 * are probed at their entry only (one trap each) and every launch is counted in `launch_counts`. */
enum fl_launch_mode {
    FL_LAUNCHES_ALL = 0,     /* every launch is a record with its stacks */
    FL_LAUNCHES_SAMPLED = 1, /* every launch is a record; the first after another CUDA call of its
                                thread, then one per `launch_sample_ns` of the thread, carries
                                the stacks */
    FL_LAUNCHES_COUNTED = 2, /* the first launch of each launch_key is a record with its stacks;
                                the others are only counted */
};

/* Launches per thread, kernel and stream (map `launch_counts`, FL_LAUNCHES_COUNTED only,
 * cumulative): the launches of that key that were not sent as records. */
struct fl_launch_key
{
    unsigned int tgid;
    unsigned int tid;
    unsigned long long kernel; /* cudaLaunchKernel's host function, cuLaunchKernel's CUfunction */
    unsigned long long stream;
    unsigned char fn; /* enum fl_fn */
    unsigned char variant;
    unsigned char pad[6];
};

enum fl_record_kind {
    FL_REC_CALL = 1,   /* struct fl_call, then fl_py_frame[npy], then __u64 ips[nstack] */
    FL_REC_OFFCPU = 2, /* struct fl_offcpu */
    FL_REC_TASK = 3,   /* struct fl_task */
    FL_REC_WAIT = 4,   /* struct fl_wait, then fl_py_frame[npy], then __u64 ips[nstack] */
};

struct fl_header
{
    unsigned char kind;    /* enum fl_record_kind */
    unsigned char flags;   /* per kind */
    unsigned short size;   /* bytes of the whole record */
    unsigned int cpu;      /* CPU that wrote the record */
    unsigned int tgid;     /* kernel tgid (process) */
    unsigned int tid;      /* kernel tid (thread) */
    unsigned long long ts; /* bpf_ktime_get_ns(): CLOCK_MONOTONIC */
};

/* fl_call.flags (in the header) */
#define FL_CALL_PY_TRUNCATED 0x01 /* the Python walk stopped at FL_PY_MAX_FRAMES */
#define FL_CALL_STACK_ERROR 0x02  /* bpf_get_stack failed (nstack = 0) */

/* One traced CUDA runtime/driver call, emitted at its return. header.ts is the entry time. */
struct fl_call
{
    struct fl_header h;
    unsigned char fn;            /* enum fl_fn */
    unsigned char variant;       /* which exported symbol (the cookie's high byte) */
    unsigned char nstack;        /* native frames after the Python frames, <= FL_MAX_STACK */
    unsigned char npy;           /* Python frames right after this struct, <= FL_PY_MAX_FRAMES */
    int ret;                     /* cudaError_t / CUresult */
    unsigned long long duration; /* return - entry, ns; 0 for an entry-only probe */
    unsigned long long arg0;     /* as Ingero stores it (research/ingero.md §2.6) */
    unsigned long long arg1;
    unsigned long long aux;    /* kernel launches: the return address (user space tells a
                                  launch from libcudart by it); the stream for async copies,
                                  allocs, frees and stream syncs; allocation handle for
                                  cuMemMap/cuMemCreate; for tensor
                                  allocations and frees the allocator's own count of allocated
                                  bytes after it (0 for the 1.x form); 0 otherwise */
    unsigned long long cgroup; /* bpf_get_current_cgroup_id() */
    unsigned int gpu;          /* current device of the thread (cudaSetDevice), 0 if never set */
    unsigned int reserved;
};

/* How a thread left the CPU (fl_offcpu.state, fl_wait.state): its state at the switch. */
enum fl_switch_state {
    FL_SWITCH_UNKNOWN = 0,   /* the switch-out was not seen (the thread left before the start) */
    FL_SWITCH_SLEEP = 1,     /* blocked, interruptible: a lock, a pipe, a socket, a sleep */
    FL_SWITCH_PREEMPTED = 2, /* still runnable: the CPU was taken by another task */
    FL_SWITCH_DISK = 3,      /* blocked, uninterruptible: disk I/O, page faults, some locks */
    FL_SWITCH_OTHER = 4,     /* stopped, traced, dying, ... */
};

/* A thread of a traced process came back on CPU. header.ts is that moment (the end of the
 * off-CPU interval), header.tid/tgid are the resuming thread. */
struct fl_offcpu
{
    struct fl_header h;
    unsigned long long duration; /* off-CPU ns */
    unsigned int prev_tid;       /* the thread that ran before it on this CPU */
    unsigned int prev_tgid;
    unsigned long long wait; /* the fl_wait.hash of where it blocked, 0 if none was taken */
    unsigned int state;      /* enum fl_switch_state */
    unsigned int reserved;
};

/* Where a Python thread of a traced process blocked: sent at the switch-out (header.ts), the
 * first time a stack is seen in a second; later blocks at the same stack carry only its hash
 * in their fl_offcpu. The hash is of the frames and the tgid (not of the thread). */
struct fl_wait
{
    struct fl_header h;
    unsigned long long hash;
    unsigned char state;  /* enum fl_switch_state */
    unsigned char nstack; /* native frames after the Python frames, <= FL_MAX_STACK */
    unsigned char npy;    /* Python frames right after this struct, <= FL_PY_MAX_FRAMES */
    unsigned char reserved[5];
};

/* A traced thread that is off CPU (map `offcpu_since`). */
struct fl_offcpu_since
{
    unsigned long long ts;   /* when it went */
    unsigned long long wait; /* fl_wait.hash, 0 if none */
    unsigned int state;      /* enum fl_switch_state */
    unsigned int reserved;
};

/* fl_task.event */
enum fl_task_event {
    FL_TASK_FORK = 1,      /* header = the parent thread; other = child tid, other_tgid = child tgid */
    FL_TASK_EXEC = 2,      /* header = the thread that exec'd; other = old tid */
    FL_TASK_EXIT = 3,      /* header = the exiting thread; other = exit code */
    FL_TASK_OOM = 4,       /* header = current (allocating context); other/other_tgid = the victim */
    FL_TASK_RENAME = 5,    /* header = the renamed thread; comm = its new name */
    FL_TASK_LIBRARIES = 6, /* header = a thread in the dynamic linker's _dl_debug_state: dlopen or
                              dlclose changed the process's libraries */
};

/* fl_task flags (in the header) */
#define FL_TASK_GROUP_DEAD 0x01 /* EXIT: the last thread of the process */
#define FL_TASK_NEW_THREAD 0x02 /* FORK: a thread (CLONE_THREAD), not a process */

struct fl_task
{
    struct fl_header h;
    unsigned int event; /* enum fl_task_event */
    unsigned int other;
    unsigned int other_tgid;
    unsigned int reserved;
    char comm[FL_TASK_COMM_LEN]; /* the task's name (the child for FORK, the new one for RENAME) */
};

/* A call entered and not yet returned (map `inflight`): what the entry probe saw, keyed by
 * thread and function so that nested calls (cudaMalloc -> cuMemAlloc) keep their own. The
 * return probe frees the slot by zeroing its ts, and the thread's next call of that function
 * writes it in place: a hash update and delete per call cost more than the rest of the return
 * program (bench_probe --cost). The slots go when the thread exits. User space reads the slots
 * with a ts when it stops: the calls still in flight then (a hung synchronize). */
struct fl_inflight_key
{
    unsigned long long pid_tgid; /* tgid << 32 | tid */
    unsigned int fn;             /* enum fl_fn */
    unsigned int pad;
};

struct fl_inflight
{
    unsigned long long ts;       /* entry, bpf_ktime_get_ns() */
    unsigned long long arg[6];   /* the register arguments */
    unsigned long long stack[4]; /* launches: the stack words after the return address;
                                    cuLaunchKernelEx: the config's stream in stack[0] */
    unsigned long long caller;   /* launches: the return address */
};

/* Page allocations of a traced process, summed in the kernel (per CPU) and read by user space
 * (map `page_allocs`, key = tgid). */
struct fl_page_stats
{
    unsigned long long count;
    unsigned long long bytes;
};

/* Size of the BPF side's per-CPU scratch buffer for a call record: the largest record. */
#define FL_CALL_MAX_SIZE (sizeof(struct fl_call) + FL_PY_MAX_FRAMES * sizeof(struct fl_py_frame) + FL_MAX_STACK * 8)

#endif
