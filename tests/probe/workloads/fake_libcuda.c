/* A stand-in for the NVIDIA driver's libcuda.so.1, as far as the probe's launch tracing looks into
 * it: cuLaunchKernel and cuLaunchKernelEx, which succeed and do nothing. With it the e2e tests
 * check, without a GPU, what happens on a node with a driver: launches are probed at the driver
 * only (one trap each), and one that libcudart made (the mock cudart calls cuLaunchKernel when
 * MOCK_CUDART_DRIVER names this file) is stored as a runtime launch.
 *
 * Built like the mock cudart: -O0, frame pointers, no CET, so that each export starts with
 * `push %rbp` as the real library's do. */

#include <stddef.h>

#define EXPORT __attribute__((visibility("default")))

typedef struct
{
    unsigned int gridDimX, gridDimY, gridDimZ;
    unsigned int blockDimX, blockDimY, blockDimZ;
    unsigned int sharedMemBytes;
    void* hStream;
    void* attrs;
    unsigned int numAttrs;
} CUlaunchConfig;

enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_INVALID_VALUE = 1,
};

static volatile unsigned long g_launches;

EXPORT int cuLaunchKernel(void* f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ,
                          unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ,
                          unsigned int sharedMemBytes, void* hStream, void** kernelParams, void** extra)
{
    (void)sharedMemBytes;
    (void)hStream;
    (void)kernelParams;
    (void)extra;
    if (!f || gridDimX == 0 || gridDimY == 0 || gridDimZ == 0 || blockDimX == 0 || blockDimY == 0 || blockDimZ == 0)
        return CUDA_ERROR_INVALID_VALUE;
    ++g_launches;
    return CUDA_SUCCESS;
}

EXPORT int cuLaunchKernelEx(const CUlaunchConfig* config, void* f, void** kernelParams, void** extra)
{
    (void)kernelParams;
    (void)extra;
    if (!config || !f)
        return CUDA_ERROR_INVALID_VALUE;
    ++g_launches;
    return CUDA_SUCCESS;
}
