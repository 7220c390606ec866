#pragma once

// The fixed allow-list of functions the probe attaches to (research/ebpf-capture.md §6.3: no
// symbol names from a client, ever), with the event source and op each call is stored as.

#include <cstdint>
#include <span>
#include <string_view>

namespace faultline::probe {

enum class LibraryKind : std::uint8_t {
    CudaRuntime, // libcudart.so*
    CudaDriver,  // libcuda.so*
    TorchC10,    // PyTorch's libc10.so
    TorchCuda,   // PyTorch's libc10_cuda.so
};

struct TracedFunction
{
    std::string_view symbol; // exported name; libbpf resolves the versioned dynsym
    LibraryKind library;
    std::uint8_t fn;      // enum fl_fn
    std::uint8_t variant; // the attach cookie's high byte: 0 for the plain name
    bool required;        // attach fails loudly when a library lacks it
    // `symbol` is the start of a mangled name (a class and method, whatever the parameters), the
    // first function symbol of .dynsym or .symtab (local ones included) that starts so.
    bool prefix = false;
    bool entryOnly = false; // FL_COOKIE_ENTRY_ONLY: no return probe
    // A runtime launch: attached only where no NVIDIA driver sees launches (the driver's
    // cuLaunchKernel carries every launch, libcudart's included) or under --launch-returns.
    bool runtimeLaunch = false;
};

// "runtime", "driver", "c10", "c10_cuda": how captures and notes name a library kind.
[[nodiscard]] const char* libraryKindName(LibraryKind kind);

class FunctionTable
{
public:
    [[nodiscard]] static std::span<const TracedFunction> all();
    // (source, op) as stored in `events`; false for an unknown fn.
    [[nodiscard]] static bool sourceAndOp(std::uint8_t fn, std::uint8_t* source, std::uint8_t* op);
    // The plain exported name of a fn and variant ("cudaLaunchKernel_ptsz"); "" when unknown.
    [[nodiscard]] static std::string_view symbol(std::uint8_t fn, std::uint8_t variant);
};

} // namespace faultline::probe
