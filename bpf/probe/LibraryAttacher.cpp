#include "LibraryAttacher.h"

#include "BpfProgram.h"
#include "ElfSymbols.h"
#include "faultline_events.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace faultline::probe {

namespace {

bool kindMatches(LibraryKind kind, std::string_view basename)
{
    return kind == LibraryKind::CudaRuntime ? ProcMaps::isCudaRuntimeName(basename)
                                            : ProcMaps::isCudaDriverName(basename);
}

// "libc10.so" or "libc10.so.<anything>" (the same for libc10_cuda).
bool isLibrary(std::string_view basename, std::string_view stem)
{
    return basename.substr(0, stem.size()) == stem && (basename.size() == stem.size() || basename[stem.size()] == '.');
}

// The function symbol `f` names: its exact name, or for a prefix the first function symbol of
// the tables that starts with it.
const ElfSymbol* findFunction(const ElfSymbols& elf, const TracedFunction& f)
{
    if (!f.prefix)
        return elf.find(f.symbol);
    for (const ElfSymbol& symbol : elf.symbols()) {
        if (symbol.kind == ElfSymbolKind::Function && symbol.value != 0
            && symbol.name.substr(0, f.symbol.size()) == f.symbol)
            return &symbol;
    }
    return nullptr;
}

} // namespace

bool LibraryAttacher::attach(const FileKey& key, LibraryKind kind, const std::string& openPath,
                             const std::string& displayPath)
{
    if (std::find(m_seen.begin(), m_seen.end(), key) != m_seen.end())
        return false;
    m_seen.push_back(key);

    AttachedLibrary library;
    library.key = key;
    library.kind = kind;
    library.path = displayPath;
    std::string error;
    const std::optional<ElfSymbols> elf = ElfSymbols::open(openPath, &error);
    if (!elf) {
        library.failures.push_back("cannot read the library: " + error);
        m_libraries.push_back(std::move(library));
        return true;
    }
    // Aliases (cuCtxSynchronize and _v2 at one address) would fire twice for one call.
    std::set<std::uint64_t> offsets;
    std::vector<BpfProgram::ProbeSite> sites;
    std::vector<BpfProgram::ProbeSite> entrySites;
    for (const TracedFunction& f : FunctionTable::all()) {
        if (f.library != kind || (f.runtimeLaunch && m_driverPresent && !m_launchReturns))
            continue;
        const ElfSymbol* symbol = findFunction(*elf, f);
        const std::optional<std::uint64_t> offset = symbol && symbol->kind == ElfSymbolKind::Function
                && symbol->value != 0
            ? elf->fileOffset(symbol->value)
            : std::nullopt;
        if (!offset) {
            if (f.required)
                library.missing.emplace_back(f.symbol);
            continue;
        }
        if (!offsets.insert(*offset).second)
            continue;
        if (f.entryOnly && !(m_launchReturns && fl_fn_is_launch(f.fn)))
            entrySites.push_back(
                {std::string(symbol->name), *offset, FL_COOKIE(f.fn, f.variant) | FL_COOKIE_ENTRY_ONLY});
        else
            sites.push_back({std::string(f.symbol), *offset, FL_COOKIE(f.fn, f.variant)});
    }
    library.functions = m_program.attachCalls(openPath, sites, &library.failures);
    for (std::string& name : m_program.attachCalls(openPath, entrySites, &library.failures, true))
        library.functions.push_back(std::move(name));
    if ((kind == LibraryKind::TorchC10 || kind == LibraryKind::TorchCuda) && library.functions.empty()
        && library.failures.empty())
        library.failures.push_back(
            kind == LibraryKind::TorchC10
                ? "no c10::reportMemoryUsageToProfiler: tensor allocations are not traced"
                : "no NativeCachingAllocator::emptyCache in its symbol tables (a stripped build)");
    m_libraries.push_back(std::move(library));
    return true;
}

bool LibraryAttacher::nvidiaDriverPresent()
{
    std::error_code ec;
    return std::filesystem::exists("/proc/driver/nvidia/version", ec) || std::filesystem::exists("/dev/nvidiactl", ec);
}

bool LibraryAttacher::isDynamicLinkerName(std::string_view basename)
{
    return basename.rfind("ld-linux", 0) == 0 && basename.find(".so") != std::string_view::npos;
}

bool LibraryAttacher::attachLinker(const FileKey& key, const std::string& openPath)
{
    if (std::find(m_seenLinkers.begin(), m_seenLinkers.end(), key) != m_seenLinkers.end())
        return false;
    m_seenLinkers.push_back(key);
    std::string error;
    const std::optional<ElfSymbols> elf = ElfSymbols::open(openPath, &error);
    const ElfSymbol* hook = elf ? elf->find("_dl_debug_state") : nullptr;
    const std::optional<std::uint64_t> offset = hook && hook->kind == ElfSymbolKind::Function
        ? elf->fileOffset(hook->value)
        : std::nullopt;
    if (!offset || !m_program.attachLinkerHook(openPath, *offset, &error))
        return false;
    ++m_linkerHooks;
    return true;
}

void LibraryAttacher::attachProcess(pid_t pid, const ProcMaps& maps)
{
    for (const MappedFile& file : maps.files()) {
        if (file.executable && isDynamicLinkerName(ProcMaps::basename(file.path)))
            attachLinker(file.key, maps.attachPath(pid, file));
    }
    for (const MappedFile& file : maps.cudaRuntimes())
        attach(file.key, LibraryKind::CudaRuntime, maps.attachPath(pid, file), file.path);
    for (const MappedFile& file : maps.cudaDrivers())
        attach(file.key, LibraryKind::CudaDriver, maps.attachPath(pid, file), file.path);
    if (!m_tensors)
        return;
    for (const MappedFile& file : maps.files()) {
        if (!file.executable)
            continue;
        const std::string_view base = ProcMaps::basename(file.path);
        if (isLibrary(base, "libc10.so"))
            attach(file.key, LibraryKind::TorchC10, maps.attachPath(pid, file), file.path);
        else if (isLibrary(base, "libc10_cuda.so"))
            attach(file.key, LibraryKind::TorchCuda, maps.attachPath(pid, file), file.path);
    }
}

std::vector<std::string> LibraryAttacher::systemLibraryFiles()
{
    namespace fs = std::filesystem;
    std::vector<fs::path> dirs = {"/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib",
                                  "/usr/lib/wsl/lib"};
    std::error_code ec;
    for (const fs::directory_entry& entry : fs::directory_iterator("/usr/local", ec)) {
        const std::string name = entry.path().filename().string();
        if (name != "cuda" && name.rfind("cuda-", 0) != 0)
            continue;
        dirs.push_back(entry.path() / "lib64");
        dirs.push_back(entry.path() / "lib");
        dirs.push_back(entry.path() / "compat");
    }
    std::vector<std::string> out;
    for (const fs::path& dir : dirs) {
        for (const fs::directory_entry& entry : fs::directory_iterator(dir, ec)) {
            const std::string name = entry.path().filename().string();
            if (!ProcMaps::isCudaRuntimeName(name) && !ProcMaps::isCudaDriverName(name))
                continue;
            if (entry.is_regular_file(ec))
                out.push_back(entry.path().string());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

void LibraryAttacher::attachSystemLibraries()
{
    for (const char* linker : {"/lib64/ld-linux-x86-64.so.2", "/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2"}) {
        struct stat st
        {
        };
        if (::stat(linker, &st) == 0 && S_ISREG(st.st_mode))
            attachLinker(FileKey{major(st.st_dev), minor(st.st_dev), st.st_ino}, linker);
    }
    for (const std::string& path : systemLibraryFiles()) {
        struct stat st
        {
        };
        if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        const FileKey key{major(st.st_dev), minor(st.st_dev), st.st_ino};
        const std::string_view base = ProcMaps::basename(path);
        const LibraryKind kind = kindMatches(LibraryKind::CudaRuntime, base) ? LibraryKind::CudaRuntime
                                                                             : LibraryKind::CudaDriver;
        // The file's own name (libcudart.so.13.0.96), not the first symbolic link to it.
        std::error_code ec;
        const std::filesystem::path real = std::filesystem::canonical(path, ec);
        attach(key, kind, path, ec ? path : real.string());
    }
}

std::size_t LibraryAttacher::functionCount() const
{
    std::size_t n = 0;
    for (const AttachedLibrary& l : m_libraries)
        n += l.functions.size();
    return n;
}

std::vector<AttachedLibrary> LibraryAttacher::takeNew()
{
    std::vector<AttachedLibrary> out(m_libraries.begin() + static_cast<std::ptrdiff_t>(m_reported), m_libraries.end());
    m_reported = m_libraries.size();
    return out;
}

} // namespace faultline::probe
