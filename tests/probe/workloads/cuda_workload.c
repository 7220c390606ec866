/* The C workload of the probe's end-to-end tests.
 *
 *   cuda_workload LIBCUDART [--worker-sleep-ms N] [--no-fork] [--no-worker] [--late-dlopen]
 *                 [--loop] [--hang]
 *
 * dlopens the given libcudart (the real one or the mock), prints one JSON line
 *   {"event":"ready","pid":P}
 * and waits for a line on stdin, so that the probe can attach first. Then it calls the CUDA
 * runtime from the main thread, from a worker pthread (which also sleeps N ms between two calls,
 * for an off-CPU interval of known length) and from a forked child, and prints a JSON line per
 * call with the truth the tests compare the capture with:
 *   {"event":"call","op":"cudaMalloc","pid":P,"tid":T,"size":S,"ptr":"0x...","rc":R}
 * plus {"event":"thread",...}, {"event":"fork",...}, {"event":"sleep",...} and finally
 *   {"event":"done"}
 * after which it waits for end of file on stdin before exiting, so the test decides when the
 * process goes away. Pointers are printed as hex strings because JSON numbers are doubles.
 *
 * --late-dlopen loads the library only after the first line on stdin, as PyTorch does on first
 * CUDA use, and prints {"event":"loaded"}. --loop replaces the calls above with cudaMalloc and
 * cudaFree pairs every 20 ms until the next line on stdin, then prints {"event":"mark"} and
 * makes ten more pairs.
 *
 * --hang (mock library only) ends with a thread that hangs in cudaStreamSynchronize, as on a
 * stuck GPU: once the call is under way the workload prints
 *   {"event":"hanging","op":"cudaStreamSynchronize","pid":P,"tid":T,"stream":"0x..."}
 * and the call returns after the next line on stdin (then printed as a call like the others). */

#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <inttypes.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct
{
    unsigned int x, y, z;
} dim3;

typedef int (*MallocFn)(void**, size_t);
typedef int (*FreeFn)(void*);
typedef int (*MallocAsyncFn)(void**, size_t, void*);
typedef int (*FreeAsyncFn)(void*, void*);
typedef int (*LaunchFn)(const void*, dim3, dim3, void**, size_t, void*);
typedef int (*StreamSyncFn)(void*);
typedef int (*DeviceSyncFn)(void);
typedef int (*MemcpyFn)(void*, const void*, size_t, int);
typedef int (*SetDeviceFn)(int);

static struct
{
    MallocFn malloc;
    FreeFn free;
    MallocAsyncFn mallocAsync;
    FreeAsyncFn freeAsync;
    LaunchFn launch;
    StreamSyncFn streamSync;
    DeviceSyncFn deviceSync;
    MemcpyFn memcpy;
    SetDeviceFn setDevice;
} cuda;

/* What the real library leaves in *devPtr when it fails (it does not touch it). */
#define SENTINEL_PTR ((void*)(uintptr_t)0xdeadbeef000ULL)

static pthread_mutex_t g_printLock = PTHREAD_MUTEX_INITIALIZER;

static long tid(void)
{
    return syscall(SYS_gettid);
}

static void emit(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
static void emit(const char* fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    pthread_mutex_lock(&g_printLock);
    vprintf(fmt, args);
    putchar('\n');
    fflush(stdout);
    pthread_mutex_unlock(&g_printLock);
    va_end(args);
}

static void* need(void* lib, const char* name)
{
    void* fn = dlsym(lib, name);
    if (!fn) {
        fprintf(stderr, "cuda_workload: %s not found: %s\n", name, dlerror());
        exit(2);
    }
    return fn;
}

/* ISO C has no cast between object and function pointers; dlsym's result is copied instead. */
#define RESOLVE(field, name)                  \
    do {                                      \
        void* sym_ = need(lib, name);         \
        memcpy(&(field), &sym_, sizeof sym_); \
    } while (0)

/* Host stubs whose addresses stand in for kernels: cudaLaunchKernel's first argument. */
static void kernel_main(void)
{
}
static void kernel_worker(void)
{
}

static const void* address_of(void (*fn)(void))
{
    const void* address = NULL;
    memcpy(&address, &fn, sizeof address);
    return address;
}

/* The calls every context makes; sizes and streams differ per context so each call is unique. */
struct CallPlan
{
    const char* context;
    size_t mallocSize;
    size_t asyncSize;
    size_t copyBytes;
    uintptr_t stream;
    const void* kernel;
    dim3 grid;
    dim3 block;
    size_t sharedMem;
};

static void call_malloc(const struct CallPlan* p, void** out)
{
    void* ptr = SENTINEL_PTR;
    const int rc = cuda.malloc(&ptr, p->mallocSize);
    emit("{\"event\":\"call\",\"op\":\"cudaMalloc\",\"context\":\"%s\",\"pid\":%d,\"tid\":%ld,\"size\":%zu,"
         "\"ptr\":\"0x%" PRIxPTR "\",\"rc\":%d}",
         p->context, getpid(), tid(), p->mallocSize, (uintptr_t)ptr, rc);
    *out = ptr;
}

static void call_free(const struct CallPlan* p, void* ptr)
{
    const int rc = cuda.free(ptr);
    emit("{\"event\":\"call\",\"op\":\"cudaFree\",\"context\":\"%s\",\"pid\":%d,\"tid\":%ld,\"ptr\":\"0x%" PRIxPTR
         "\",\"rc\":%d}",
         p->context, getpid(), tid(), (uintptr_t)ptr, rc);
}

static void run_calls(const struct CallPlan* p)
{
    void* ptr = NULL;
    call_malloc(p, &ptr);

    void* kernelArgs[1] = {&ptr};
    int rc = cuda.launch(p->kernel, p->grid, p->block, kernelArgs, p->sharedMem, (void*)p->stream);
    emit("{\"event\":\"call\",\"op\":\"cudaLaunchKernel\",\"context\":\"%s\",\"pid\":%d,\"tid\":%ld,"
         "\"kernel\":\"0x%" PRIxPTR "\",\"grid\":[%u,%u,%u],\"block\":[%u,%u,%u],\"sharedMem\":%zu,"
         "\"stream\":\"0x%" PRIxPTR "\",\"rc\":%d}",
         p->context, getpid(), tid(), (uintptr_t)p->kernel, p->grid.x, p->grid.y, p->grid.z, p->block.x, p->block.y,
         p->block.z, p->sharedMem, p->stream, rc);

    static char host[1 << 16];
    rc = cuda.memcpy(ptr, host, p->copyBytes, 1 /* cudaMemcpyHostToDevice */);
    emit("{\"event\":\"call\",\"op\":\"cudaMemcpy\",\"context\":\"%s\",\"pid\":%d,\"tid\":%ld,\"count\":%zu,"
         "\"kind\":1,\"rc\":%d}",
         p->context, getpid(), tid(), p->copyBytes, rc);

    rc = cuda.streamSync((void*)p->stream);
    emit("{\"event\":\"call\",\"op\":\"cudaStreamSynchronize\",\"context\":\"%s\",\"pid\":%d,\"tid\":%ld,"
         "\"stream\":\"0x%" PRIxPTR "\",\"rc\":%d}",
         p->context, getpid(), tid(), p->stream, rc);

    void* async = SENTINEL_PTR;
    rc = cuda.mallocAsync(&async, p->asyncSize, (void*)p->stream);
    emit("{\"event\":\"call\",\"op\":\"cudaMallocAsync\",\"context\":\"%s\",\"pid\":%d,\"tid\":%ld,\"size\":%zu,"
         "\"ptr\":\"0x%" PRIxPTR "\",\"stream\":\"0x%" PRIxPTR "\",\"rc\":%d}",
         p->context, getpid(), tid(), p->asyncSize, (uintptr_t)async, p->stream, rc);
    rc = cuda.freeAsync(async, (void*)p->stream);
    emit("{\"event\":\"call\",\"op\":\"cudaFreeAsync\",\"context\":\"%s\",\"pid\":%d,\"tid\":%ld,"
         "\"ptr\":\"0x%" PRIxPTR "\",\"stream\":\"0x%" PRIxPTR "\",\"rc\":%d}",
         p->context, getpid(), tid(), (uintptr_t)async, p->stream, rc);

    rc = cuda.deviceSync();
    emit("{\"event\":\"call\",\"op\":\"cudaDeviceSynchronize\",\"context\":\"%s\",\"pid\":%d,\"tid\":%ld,\"rc\":%d}",
         p->context, getpid(), tid(), rc);

    call_free(p, ptr);
}

static int g_sleepMs = 300;

static void* worker(void* arg)
{
    (void)arg;
    pthread_setname_np(pthread_self(), "fl-worker");
    emit("{\"event\":\"thread\",\"name\":\"fl-worker\",\"pid\":%d,\"tid\":%ld}", getpid(), tid());
    const struct CallPlan plan = {.context = "worker",
                                  .mallocSize = 3u << 20,
                                  .asyncSize = 6u << 20,
                                  .copyBytes = 8192,
                                  .stream = 0x4444,
                                  .kernel = address_of(kernel_worker),
                                  .grid = {11, 12, 13},
                                  .block = {64, 2, 1},
                                  .sharedMem = 256};
    run_calls(&plan);

    /* Off the CPU for a known time, between two traced calls. */
    const struct timespec nap = {g_sleepMs / 1000, (long)(g_sleepMs % 1000) * 1000000L};
    emit("{\"event\":\"sleep\",\"pid\":%d,\"tid\":%ld,\"ms\":%d}", getpid(), tid(), g_sleepMs);
    while (nanosleep(&nap, NULL) != 0 && errno == EINTR) { }
    const int rc = cuda.streamSync((void*)plan.stream);
    emit("{\"event\":\"call\",\"op\":\"cudaStreamSynchronize\",\"context\":\"worker-after-sleep\",\"pid\":%d,"
         "\"tid\":%ld,\"stream\":\"0x%" PRIxPTR "\",\"rc\":%d}",
         getpid(), tid(), plan.stream, rc);
    return NULL;
}

/* The mock's cudaStreamSynchronize hangs on a stream tagged like this (mock_cudart.c), talking
 * over the socket whose descriptor is in the low half. */
#define MOCK_HANG_TAG 0x5ee9ULL

static uintptr_t g_hangStream;
static atomic_long g_hangTid;

static void* hang_worker(void* arg)
{
    (void)arg;
    atomic_store(&g_hangTid, tid());
    const int rc = cuda.streamSync((void*)g_hangStream);
    /* A library that did not hang (not the mock) must not leave hang_call() waiting. */
    shutdown((int)(g_hangStream & 0xffffffffu), SHUT_RDWR);
    emit("{\"event\":\"call\",\"op\":\"cudaStreamSynchronize\",\"context\":\"hang\",\"pid\":%d,\"tid\":%ld,"
         "\"stream\":\"0x%" PRIxPTR "\",\"rc\":%d}",
         getpid(), tid(), g_hangStream, rc);
    return NULL;
}

/* A thread blocked in cudaStreamSynchronize until the next line on stdin (or its end). */
static int hang_call(void)
{
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
        return -1;
    g_hangStream = (uintptr_t)(MOCK_HANG_TAG << 32 | (unsigned)ends[1]);
    pthread_t thread;
    if (pthread_create(&thread, NULL, hang_worker, NULL) != 0)
        return -1;
    char byte = 0;
    if (read(ends[0], &byte, 1) != 1) {
        fprintf(stderr, "cuda_workload: --hang needs the mock libcudart\n");
        return -1;
    }
    emit("{\"event\":\"hanging\",\"op\":\"cudaStreamSynchronize\",\"pid\":%d,\"tid\":%ld,\"stream\":\"0x%" PRIxPTR
         "\"}",
         getpid(), atomic_load(&g_hangTid), g_hangStream);
    char line[64];
    if (!fgets(line, sizeof line, stdin))
        line[0] = '\0';
    byte = 'g';
    if (write(ends[0], &byte, 1) != 1)
        return -1;
    pthread_join(thread, NULL);
    close(ends[0]);
    close(ends[1]);
    return 0;
}

static void load(const char* path)
{
    void* lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "cuda_workload: cannot load %s: %s\n", path, dlerror());
        exit(2);
    }
    RESOLVE(cuda.malloc, "cudaMalloc");
    RESOLVE(cuda.free, "cudaFree");
    RESOLVE(cuda.mallocAsync, "cudaMallocAsync");
    RESOLVE(cuda.freeAsync, "cudaFreeAsync");
    RESOLVE(cuda.launch, "cudaLaunchKernel");
    RESOLVE(cuda.streamSync, "cudaStreamSynchronize");
    RESOLVE(cuda.deviceSync, "cudaDeviceSynchronize");
    RESOLVE(cuda.memcpy, "cudaMemcpy");
    RESOLVE(cuda.setDevice, "cudaSetDevice");
}

/* Allocation/free pairs every 20 ms until a line arrives on stdin, then {"event":"mark"} and ten
 * more pairs. */
static void loop_calls(void)
{
    const struct CallPlan plan = {.context = "loop", .mallocSize = 7u << 20};
    void* ptr = NULL;
    for (;;) {
        call_malloc(&plan, &ptr);
        call_free(&plan, ptr);
        struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
        if (poll(&input, 1, 20) > 0)
            break;
    }
    char line[64];
    if (!fgets(line, sizeof line, stdin))
        line[0] = '\0';
    emit("{\"event\":\"mark\",\"pid\":%d}", getpid());
    for (int i = 0; i < 10; ++i) {
        call_malloc(&plan, &ptr);
        call_free(&plan, ptr);
    }
}

int main(int argc, char** argv)
{
    if (argc < 2) {
        fprintf(stderr,
                "usage: cuda_workload LIBCUDART [--worker-sleep-ms N] [--no-fork] [--no-worker] "
                "[--late-dlopen] [--loop] [--hang]\n");
        return 2;
    }
    int withFork = 1;
    int withWorker = 1;
    int lateDlopen = 0;
    int loop = 0;
    int hang = 0;
    for (int i = 2; i < argc; ++i) {
        if (strcmp(argv[i], "--worker-sleep-ms") == 0 && i + 1 < argc)
            g_sleepMs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--no-fork") == 0)
            withFork = 0;
        else if (strcmp(argv[i], "--no-worker") == 0)
            withWorker = 0;
        else if (strcmp(argv[i], "--late-dlopen") == 0)
            lateDlopen = 1;
        else if (strcmp(argv[i], "--loop") == 0)
            loop = 1;
        else if (strcmp(argv[i], "--hang") == 0)
            hang = 1;
        else {
            fprintf(stderr, "cuda_workload: unknown argument %s\n", argv[i]);
            return 2;
        }
    }

    if (!lateDlopen)
        load(argv[1]);
    emit("{\"event\":\"ready\",\"pid\":%d,\"tid\":%ld}", getpid(), tid());
    char line[64];
    if (!fgets(line, sizeof line, stdin))
        return 0; /* the test gave up before releasing us */
    if (lateDlopen) {
        load(argv[1]);
        emit("{\"event\":\"loaded\",\"pid\":%d}", getpid());
    }

    if (loop) {
        loop_calls();
        emit("{\"event\":\"done\",\"pid\":%d}", getpid());
        while (fgets(line, sizeof line, stdin)) { }
        return 0;
    }

    int rc = cuda.setDevice(0);
    emit("{\"event\":\"call\",\"op\":\"cudaSetDevice\",\"context\":\"main\",\"pid\":%d,\"tid\":%ld,\"device\":0,"
         "\"rc\":%d}",
         getpid(), tid(), rc);
    const struct CallPlan plan = {.context = "main",
                                  .mallocSize = 1u << 20,
                                  .asyncSize = 2u << 20,
                                  .copyBytes = 4096,
                                  .stream = 0x3333,
                                  .kernel = address_of(kernel_main),
                                  .grid = {7, 8, 9},
                                  .block = {32, 4, 1},
                                  .sharedMem = 128};
    run_calls(&plan);

    if (withWorker) {
        pthread_t thread;
        if (pthread_create(&thread, NULL, worker, NULL) != 0) {
            fprintf(stderr, "cuda_workload: pthread_create failed\n");
            return 1;
        }
        pthread_join(thread, NULL);
    }

    if (withFork) {
        fflush(stdout);
        const pid_t child = fork();
        if (child < 0) {
            fprintf(stderr, "cuda_workload: fork failed\n");
            return 1;
        }
        if (child == 0) {
            /* One allocation and its free: enough to tell whether the child is traced. */
            const struct CallPlan childPlan = {.context = "child", .mallocSize = 5u << 20};
            void* ptr = NULL;
            call_malloc(&childPlan, &ptr);
            call_free(&childPlan, ptr);
            _exit(0);
        }
        int status = 0;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) { }
        emit("{\"event\":\"fork\",\"pid\":%d,\"tid\":%ld,\"child\":%d,\"status\":%d}", getpid(), tid(), (int)child,
             WIFEXITED(status) ? WEXITSTATUS(status) : -1);
    }

    if (hang && hang_call() != 0)
        return 1;

    emit("{\"event\":\"done\",\"pid\":%d}", getpid());
    /* Stay alive until the test closes stdin. */
    while (fgets(line, sizeof line, stdin)) { }
    return 0;
}
