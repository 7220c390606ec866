/* A stand-in for libcudart.so.13 that succeeds without a GPU, so the probe's end-to-end tests
 * can check what the real library cannot show on a machine without a driver: returned device
 * pointers, allocations paired with their frees, return code 0.
 *
 * Built at -O0 with frame pointers and without CET so that every export starts with `push %rbp`,
 * as the real library's do: the kernel emulates that instruction, whereas any other first
 * instruction is single-stepped (about 20 times slower here). gcc 12 drops the frame of leaf
 * functions at -O1 even with -fno-omit-frame-pointer. The e2e test checks the prologues with
 * objdump. */

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

#define EXPORT __attribute__((visibility("default")))

enum {
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
    cudaErrorInvalidDevice = 101,
};

/* Device addresses are fake: they never point at host memory, are distinct for every live
 * allocation and 512-byte aligned like cudaMalloc's. */
#define MOCK_BASE 0x7e0000000000ULL
#define MOCK_ALIGN 512ULL
#define MOCK_SLOTS 4096

struct allocation
{
    uint64_t address;
    size_t size;
};

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static struct allocation g_live[MOCK_SLOTS];
static uint64_t g_next = MOCK_BASE;
static int g_device;

static int mock_alloc(void** devPtr, size_t size)
{
    if (!devPtr)
        return cudaErrorInvalidValue;
    int rc = cudaErrorMemoryAllocation;
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < MOCK_SLOTS; ++i) {
        if (g_live[i].address == 0) {
            const uint64_t rounded = (size + MOCK_ALIGN - 1) / MOCK_ALIGN * MOCK_ALIGN;
            g_live[i].address = g_next;
            g_live[i].size = size;
            /* A gap after each block keeps neighbouring addresses from looking contiguous. */
            g_next += (rounded ? rounded : MOCK_ALIGN) + MOCK_ALIGN;
            *devPtr = (void*)(uintptr_t)g_live[i].address;
            rc = cudaSuccess;
            break;
        }
    }
    pthread_mutex_unlock(&g_lock);
    return rc;
}

static int mock_free(void* devPtr)
{
    if (!devPtr)
        return cudaSuccess;
    int rc = cudaErrorInvalidValue;
    pthread_mutex_lock(&g_lock);
    for (int i = 0; i < MOCK_SLOTS; ++i) {
        if (g_live[i].address == (uint64_t)(uintptr_t)devPtr) {
            g_live[i].address = 0;
            g_live[i].size = 0;
            rc = cudaSuccess;
            break;
        }
    }
    pthread_mutex_unlock(&g_lock);
    return rc;
}

/* dim3 is passed by value as in the real header: two registers per dim3 on x86-64. */
typedef struct
{
    unsigned int x, y, z;
} dim3;

EXPORT int cudaMalloc(void** devPtr, size_t size)
{
    return mock_alloc(devPtr, size);
}

EXPORT int cudaFree(void* devPtr)
{
    return mock_free(devPtr);
}

EXPORT int cudaMallocAsync(void** devPtr, size_t size, void* stream)
{
    (void)stream;
    return mock_alloc(devPtr, size);
}

EXPORT int cudaFreeAsync(void* devPtr, void* stream)
{
    (void)stream;
    return mock_free(devPtr);
}

/* With MOCK_CUDART_DRIVER naming a libcuda (the fake one), a launch goes on to its cuLaunchKernel,
 * as the real runtime's do on a node with a driver. */
typedef int (*cu_launch_fn)(const void*, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void*,
                            void**, void**);
static pthread_once_t g_driver_once = PTHREAD_ONCE_INIT;
static cu_launch_fn g_cu_launch;

static void load_driver(void)
{
    const char* path = getenv("MOCK_CUDART_DRIVER");
    void* driver = path && path[0] ? dlopen(path, RTLD_NOW) : NULL;
    if (driver)
        *(void**)&g_cu_launch = dlsym(driver, "cuLaunchKernel");
}

EXPORT int cudaLaunchKernel(const void* func, dim3 grid, dim3 block, void** args, size_t sharedMem, void* stream)
{
    if (!func || grid.x == 0 || grid.y == 0 || grid.z == 0 || block.x == 0 || block.y == 0 || block.z == 0)
        return cudaErrorInvalidValue;
    pthread_once(&g_driver_once, load_driver);
    if (g_cu_launch) {
        const int rc = g_cu_launch(func, grid.x, grid.y, grid.z, block.x, block.y, block.z, (unsigned)sharedMem, stream,
                                   args, NULL);
        return rc == 0 ? cudaSuccess : cudaErrorInvalidValue;
    }
    return cudaSuccess;
}

/* A stream whose high half is MOCK_HANG_TAG makes cudaStreamSynchronize hang as on a stuck GPU,
 * under the caller's control: it writes one byte to the socket whose descriptor is the stream's
 * low half (the caller's other end then knows the call is under way) and returns once a byte
 * comes back. */
#define MOCK_HANG_TAG 0x5ee9ULL

EXPORT int cudaStreamSynchronize(void* stream)
{
    const uint64_t s = (uint64_t)(uintptr_t)stream;
    if (s >> 32 == MOCK_HANG_TAG) {
        const int fd = (int)(s & 0xffffffffu);
        char byte = 'h';
        if (write(fd, &byte, 1) != 1 || read(fd, &byte, 1) != 1)
            return cudaErrorInvalidValue;
    }
    return cudaSuccess;
}

EXPORT int cudaDeviceSynchronize(void)
{
    return cudaSuccess;
}

/* One replay of an executable graph: nothing to run without a GPU. */
EXPORT int cudaGraphLaunch(void* graphExec, void* stream)
{
    (void)graphExec;
    (void)stream;
    return cudaSuccess;
}

EXPORT int cudaMemcpy(void* dst, const void* src, size_t count, int kind)
{
    (void)count;
    if (!dst || !src || kind < 0 || kind > 4)
        return cudaErrorInvalidValue;
    return cudaSuccess;
}

EXPORT int cudaSetDevice(int device)
{
    if (device < 0 || device > 7)
        return cudaErrorInvalidDevice;
    g_device = device;
    return cudaSuccess;
}
