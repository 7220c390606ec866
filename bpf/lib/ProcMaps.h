#pragma once

// /proc/PID/maps of a traced process, parsed without trusting it: the paths in it are chosen by
// the target (any bytes but NUL and '/', spaces included; the kernel escapes only '\n', as
// "\012"), so lines that do not parse are skipped and counted, never guessed at.

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace faultline::probe {

struct Mapping
{
    std::uint64_t start = 0;
    std::uint64_t end = 0; // exclusive
    bool read = false;
    bool write = false;
    bool exec = false;
    bool shared = false; // 's' rather than 'p'
    std::uint64_t offset = 0;
    std::uint32_t devMajor = 0;
    std::uint32_t devMinor = 0;
    std::uint64_t inode = 0;
    // As the kernel wrote it, without the " (deleted)" suffix; "" for anonymous memory,
    // "[heap]", "[stack]", "[vdso]" ... for the kernel's pseudo-paths.
    std::string path;
    bool deleted = false; // the line ended in " (deleted)": the file was unlinked or replaced

    // A regular file: an absolute path and an inode.
    [[nodiscard]] bool isFile() const { return inode != 0 && !path.empty() && path.front() == '/'; }
};

// A file is the same file when its device and inode are: a probe is per inode, and one file
// can be mapped through several paths (or under a new name after a rename).
struct FileKey
{
    std::uint32_t devMajor = 0;
    std::uint32_t devMinor = 0;
    std::uint64_t inode = 0;

    auto operator<=>(const FileKey&) const = default;
};

// One distinct mapped file with every mapping of it, in address order.
struct MappedFile
{
    FileKey key;
    std::string path; // the path of its first mapping
    bool deleted = false;
    bool executable = false;           // at least one mapping is executable
    std::vector<std::size_t> mappings; // indices into ProcMaps::mappings()

    // start - offset of the first (lowest) mapping. It is the load bias (runtime address =
    // bias + ELF virtual address) when the file's first PT_LOAD has p_vaddr == p_offset, as in
    // every shared object and PIE; ElfSymbols::loadBias is exact for any file.
    std::uint64_t firstStart = 0;
    std::uint64_t firstOffset = 0;
    [[nodiscard]] std::uint64_t loadBias() const { return firstStart - firstOffset; }
};

class ProcMaps
{
public:
    // Caps: a longer line is skipped (paths are at most PATH_MAX bytes, four times that once
    // escaped); a larger maps file is refused when read (a process with a million mappings).
    static constexpr std::size_t MaxLineBytes = 20 * 1024;
    static constexpr std::size_t MaxFileBytes = 256u * 1024 * 1024;

    ProcMaps() = default;

    // Parses maps text. Never fails: what does not parse is counted in skippedLines().
    [[nodiscard]] static ProcMaps parse(std::string_view text);
    // Reads /proc/PID/maps (pid 0: this process). nullopt with `error` when it cannot be read.
    [[nodiscard]] static std::optional<ProcMaps> read(pid_t pid, std::string* error);

    [[nodiscard]] const std::vector<Mapping>& mappings() const { return m_mappings; }
    [[nodiscard]] std::size_t skippedLines() const { return m_skippedLines; }

    // The mapping that contains `address`, or nullptr.
    [[nodiscard]] const Mapping* find(std::uint64_t address) const;

    // Every distinct file, keyed by (dev, inode), in order of first mapping.
    [[nodiscard]] std::vector<MappedFile> files() const;
    // Executable files whose basename matches the predicate below.
    [[nodiscard]] std::vector<MappedFile> cudaRuntimes() const;
    [[nodiscard]] std::vector<MappedFile> cudaDrivers() const;
    // libpython3.X shared libraries first, then executables named like python; the caller
    // keeps the one whose ELF exports _PyRuntime (PythonRuntime does).
    [[nodiscard]] std::vector<MappedFile> pythonCandidates() const;
    // The file with this key, when mapped.
    [[nodiscard]] std::optional<MappedFile> file(const FileKey& key) const;

    // ^libcudart([-.][^/]*)?\.so : libcudart.so.13, libcudart.so, and the hash-renamed copies
    // in wheels such as libcudart-d0da41ae.so.11.0.
    [[nodiscard]] static bool isCudaRuntimeName(std::string_view basename);
    // ^libcuda\.so : libcuda.so.1 and libcuda.so.<driver version>.
    [[nodiscard]] static bool isCudaDriverName(std::string_view basename);
    // libpython3.<minor>[suffix].so...; `minor` and the ABI flags ("t" free-threaded, "d"
    // debug) when it matches.
    [[nodiscard]] static bool isLibPythonName(std::string_view basename, int* minor = nullptr,
                                              std::string* abiFlags = nullptr);
    // python, python3, python3.<minor>[t|d]; `minor` is -1 when the name carries none.
    [[nodiscard]] static bool isPythonExecutableName(std::string_view basename, int* minor = nullptr,
                                                     std::string* abiFlags = nullptr);
    [[nodiscard]] static std::string_view basename(std::string_view path);

    // /proc/PID/root<path>: the path as the target sees it, valid in another mount namespace.
    [[nodiscard]] static std::string rootPath(pid_t pid, std::string_view path);
    // /proc/PID/map_files/<start>-<end>: the exact mapped file even when deleted or replaced
    // (opening it needs CAP_SYS_ADMIN).
    [[nodiscard]] static std::string mapFilesPath(pid_t pid, const Mapping& mapping);
    // The path to open or attach a uprobe through: rootPath() when that path still names the
    // mapped (dev, inode) now, else mapFilesPath() of its first mapping (a deleted or replaced
    // file, a path with an escaped newline, or another file swapped in by the target).
    [[nodiscard]] std::string attachPath(pid_t pid, const MappedFile& file) const;

private:
    std::vector<Mapping> m_mappings;
    std::size_t m_skippedLines = 0;
};

} // namespace faultline::probe
