// A stand-in for PyTorch's libc10_cuda.so, for the probe's end-to-end test of tensor tracing
// without a GPU: a caching allocator with the class, method names and visibility of the real one
// (c10::cuda::CUDACachingAllocator::Native::NativeCachingAllocator, hidden, so its symbols are
// local ones of .symtab as in the wheels), which reports every block it hands out and takes back
// to c10::reportMemoryUsageToProfiler in libc10.so as PyTorch 2.x does: the block's address, its
// size (negative for a free), the bytes allocated and reserved after it, and the device.
//
// Device addresses are made up (never host memory); sizes round up to 512 bytes as PyTorch's.
// C entry points for ctypes: fake_torch_alloc(size, device), fake_torch_free(ptr),
// fake_torch_empty_cache(), fake_torch_allocated(device), fake_torch_cpu_report().

#include <cstddef>
#include <cstdint>
#include <map>

struct CUstream_st;

namespace c10 {

enum class DeviceType : std::int8_t { CPU = 0, CUDA = 1 };

struct Device
{
    DeviceType type;
    std::int8_t index;
};

void reportMemoryUsageToProfiler(void* ptr, std::int64_t alloc_size, std::size_t total_allocated,
                                 std::size_t total_reserved, Device device);

namespace cuda::CUDACachingAllocator::Native {

class __attribute__((visibility("hidden"))) NativeCachingAllocator
{
public:
    __attribute__((noinline)) void malloc(void** devPtr, signed char device, unsigned long size, CUstream_st* stream);
    __attribute__((noinline)) void free(void* ptr);
    __attribute__((noinline)) void emptyCache();
    std::size_t allocated(int device) const { return m_allocated[device & 7]; }

private:
    struct Block
    {
        std::size_t size;
        signed char device;
    };
    std::map<std::uintptr_t, Block> m_live;
    std::uintptr_t m_next = 0x7f4000000000ULL;
    std::size_t m_allocated[8] = {};
    std::size_t m_reserved[8] = {};
};

void NativeCachingAllocator::malloc(void** devPtr, signed char device, unsigned long size, CUstream_st*)
{
    const std::size_t rounded = size < 512 ? 512 : (size + 511) / 512 * 512;
    const std::uintptr_t address = m_next;
    m_next += rounded;
    m_live[address] = {rounded, device};
    m_allocated[device & 7] += rounded;
    m_reserved[device & 7] += rounded;
    *devPtr = reinterpret_cast<void*>(address);
    reportMemoryUsageToProfiler(*devPtr, static_cast<std::int64_t>(rounded), m_allocated[device & 7],
                                m_reserved[device & 7], Device{DeviceType::CUDA, device});
}

void NativeCachingAllocator::free(void* ptr)
{
    const auto it = m_live.find(reinterpret_cast<std::uintptr_t>(ptr));
    if (it == m_live.end())
        return;
    const Block block = it->second;
    m_live.erase(it);
    m_allocated[block.device & 7] -= block.size;
    reportMemoryUsageToProfiler(ptr, -static_cast<std::int64_t>(block.size), m_allocated[block.device & 7],
                                m_reserved[block.device & 7], Device{DeviceType::CUDA, block.device});
}

void NativeCachingAllocator::emptyCache()
{
    for (std::size_t& reserved : m_reserved)
        reserved = 0;
    for (const auto& [address, block] : m_live)
        m_reserved[block.device & 7] += block.size;
}

} // namespace cuda::CUDACachingAllocator::Native

} // namespace c10

namespace {

c10::cuda::CUDACachingAllocator::Native::NativeCachingAllocator g_allocator;

} // namespace

extern "C" {

__attribute__((visibility("default"))) void* fake_torch_alloc(unsigned long size, int device)
{
    void* p = nullptr;
    g_allocator.malloc(&p, static_cast<signed char>(device), size, nullptr);
    return p;
}

__attribute__((visibility("default"))) void fake_torch_free(void* p)
{
    g_allocator.free(p);
}

__attribute__((visibility("default"))) void fake_torch_empty_cache()
{
    g_allocator.emptyCache();
}

__attribute__((visibility("default"))) unsigned long fake_torch_allocated(int device)
{
    return g_allocator.allocated(device);
}

// A CPU allocator's report, which the probe must not record.
__attribute__((visibility("default"))) void fake_torch_cpu_report()
{
    static char host[4096];
    c10::reportMemoryUsageToProfiler(host, sizeof host, sizeof host, sizeof host,
                                     c10::Device{c10::DeviceType::CPU, -1});
}
}
