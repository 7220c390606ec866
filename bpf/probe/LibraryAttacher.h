#pragma once

// Attaches the traced functions (FunctionTable) to each distinct copy of libcudart, libcuda and
// PyTorch's libc10 and libc10_cuda, once per file: a uprobe belongs to an inode, so a wheel's private libcudart needs
// its own probes while two processes mapping the same file share them (research/ebpf-capture.md §0.3).

#include "FunctionTable.h"
#include "ProcMaps.h"

#include <string>
#include <string_view>
#include <vector>

namespace faultline::probe {

class BpfProgram;

struct AttachedLibrary
{
    FileKey key;
    LibraryKind kind = LibraryKind::CudaRuntime;
    std::string path;                   // as the process (or the system) names it
    std::vector<std::string> functions; // symbols attached
    std::vector<std::string> missing;   // required symbols the file lacks
    std::vector<std::string> failures;  // symbols that failed to attach, with the reason
};

class LibraryAttacher
{
public:
    explicit LibraryAttacher(BpfProgram& program)
        : m_program(program)
    {
    }

    // Attaches every traced function of `kind` that the file exports. `openPath` is where to
    // read and attach it (/proc/PID/root/..., /proc/PID/map_files/...), `displayPath` the name
    // to report. False when this (dev, inode) was attached (or tried) before.
    bool attach(const FileKey& key, LibraryKind kind, const std::string& openPath, const std::string& displayPath);
    // The dynamic linker's hook (_dl_debug_state) in an ld.so, once per file: it tells when a
    // process loads or unloads libraries. False when the file was seen before or lacks it.
    bool attachLinker(const FileKey& key, const std::string& openPath);
    // Every CUDA runtime and driver library of a process's maps, its dynamic linker, and unless
    // setTensors(false) PyTorch's libc10 and libc10_cuda (the caching allocator's reports).
    void attachProcess(pid_t pid, const ProcMaps& maps);
    void setTensors(bool on) { m_tensors = on; }
    // Where the node has an NVIDIA driver its cuLaunchKernel sees every launch, and libcudart's
    // cudaLaunchKernel is not probed (one trap per launch). `returns`: launches keep their return
    // probes and are probed at both (the cost before record ABI 3, for comparison).
    void setLaunchProbes(bool driverPresent, bool returns)
    {
        m_driverPresent = driverPresent;
        m_launchReturns = returns;
    }
    // /proc/driver/nvidia or /dev/nvidiactl exists.
    [[nodiscard]] static bool nvidiaDriverPresent();
    // Copies in the usual system directories (/usr/local/cuda*/lib*, /usr/lib/x86_64-linux-gnu,
    // ...), so that a process that loads one later is traced from its first call.
    void attachSystemLibraries();

    [[nodiscard]] const std::vector<AttachedLibrary>& libraries() const { return m_libraries; }
    [[nodiscard]] std::size_t functionCount() const;
    // Libraries attached since the last call (for progress messages).
    [[nodiscard]] std::vector<AttachedLibrary> takeNew();

    // The system directories searched by attachSystemLibraries().
    [[nodiscard]] static std::vector<std::string> systemLibraryFiles();
    // ld-linux-x86-64.so.2 and the like.
    [[nodiscard]] static bool isDynamicLinkerName(std::string_view basename);
    [[nodiscard]] std::size_t linkerHooks() const { return m_linkerHooks; }

private:
    BpfProgram& m_program;
    std::vector<FileKey> m_seen;
    std::vector<FileKey> m_seenLinkers;
    std::size_t m_linkerHooks = 0;
    std::vector<AttachedLibrary> m_libraries;
    std::size_t m_reported = 0;
    bool m_tensors = true;
    bool m_driverPresent = false;
    bool m_launchReturns = false;
};

} // namespace faultline::probe
