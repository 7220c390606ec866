// A stand-in for PyTorch's libc10.so: the one function faultline-probe traces in it, with the
// signature (and so the mangled name) of PyTorch 2.x. It does nothing, as in PyTorch when no
// profiler is running.

#include <cstddef>
#include <cstdint>

namespace c10 {

enum class DeviceType : std::int8_t { CPU = 0, CUDA = 1 };

struct Device
{
    DeviceType type;
    std::int8_t index;
};

__attribute__((visibility("default"), noinline)) void reportMemoryUsageToProfiler(void* ptr, std::int64_t alloc_size,
                                                                                  std::size_t total_allocated,
                                                                                  std::size_t total_reserved,
                                                                                  Device device)
{
    asm volatile(""
                 :
                 : "r"(ptr), "r"(alloc_size), "r"(total_allocated), "r"(total_reserved), "r"(device.index)
                 : "memory");
}

} // namespace c10
