#include "SystemCheck.h"

#include "BpfProgram.h"
#include "ElfSymbols.h"
#include "FunctionTable.h"
#include "LibraryAttacher.h"
#include "Privileges.h"
#include "ProcMaps.h"
#include "ProcessTable.h"
#include "PythonFrames.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/utsname.h>
#include <unistd.h>

namespace faultline::probe {

namespace {

using S = CheckItem::Status;

constexpr std::size_t kMaxProcessLines = 50;

bool kernelAtLeast(const std::string& release, int major, int minor)
{
    int a = 0;
    int b = 0;
    if (std::sscanf(release.c_str(), "%d.%d", &a, &b) != 2)
        return false;
    return a > major || (a == major && b >= minor);
}

std::string functionsIn(const std::string& path, LibraryKind kind, std::size_t* found,
                        std::vector<std::string>* missing)
{
    std::string error;
    const std::optional<ElfSymbols> elf = ElfSymbols::open(path, &error);
    *found = 0;
    if (!elf)
        return error;
    for (const TracedFunction& f : FunctionTable::all()) {
        if (f.library != kind)
            continue;
        const ElfSymbol* s = elf->find(f.symbol);
        if (s && s->kind == ElfSymbolKind::Function)
            ++*found;
        else if (f.required)
            missing->emplace_back(f.symbol);
    }
    return {};
}

void checkLibrary(std::vector<CheckItem>& items, const std::string& label, const std::string& path, LibraryKind kind)
{
    std::size_t found = 0;
    std::vector<std::string> missing;
    const std::string error = functionsIn(path, kind, &found, &missing);
    if (!error.empty()) {
        items.push_back({S::Warn, label + ": cannot read " + path + ": " + error,
                         "check that the file is a readable ELF shared object"});
        return;
    }
    std::string what = label + ": " + path + " (" + std::to_string(found) + " traced functions)";
    if (missing.empty()) {
        items.push_back({S::Ok, what, {}});
        return;
    }
    std::string list;
    for (const std::string& m : missing)
        list += (list.empty() ? "" : ", ") + m;
    items.push_back({S::Warn, what + ", lacks " + list, "these calls are not recorded from this copy"});
}

} // namespace

namespace {

// "; PyTorch allocator: ..." for a process that maps PyTorch's libc10.so, else "".
std::string torchAllocator(pid_t pid, const ProcMaps& maps)
{
    for (const MappedFile& file : maps.files()) {
        const std::string_view base = ProcMaps::basename(file.path);
        if (!file.executable || (base != "libc10.so" && base.rfind("libc10.so.", 0) != 0))
            continue;
        std::string error;
        const std::optional<ElfSymbols> elf = ElfSymbols::open(maps.attachPath(pid, file), &error);
        if (!elf)
            return "; PyTorch allocator: cannot read " + ProcessTable::printable(file.path) + ": " + error;
        for (const TracedFunction& f : FunctionTable::all()) {
            if (f.library == LibraryKind::TorchC10 && elf->find(f.symbol))
                return "; PyTorch allocator: tensor allocations traced (" + ProcessTable::printable(file.path) + ")";
        }
        return "; PyTorch allocator: " + ProcessTable::printable(file.path)
            + " has no c10::reportMemoryUsageToProfiler: tensor allocations not traced";
    }
    return {};
}

} // namespace

std::vector<CheckItem> SystemCheck::run(const std::vector<std::uint32_t>& pids)
{
    std::vector<CheckItem> items;

    utsname u{};
    const std::string release = uname(&u) == 0 ? u.release : "";
    if (!kernelAtLeast(release, 5, 8))
        items.push_back({S::Fail, "kernel " + release + ": older than 5.8 (no BPF ring buffer)",
                         "run a kernel >= 5.15 (Ubuntu 22.04 or newer, RHEL 9)"});
    else if (!kernelAtLeast(release, 5, 15))
        items.push_back({S::Warn, "kernel " + release + ": older than 5.15, untested",
                         "run a kernel >= 5.15 (attach cookies need it)"});
    else
        items.push_back({S::Ok, "kernel " + release, {}});
    if (!kernelAtLeast(release, 6, 12))
        items.push_back({S::Info,
                         "kernel < 6.12: stacks are taken at the return of a call, so the missing-caller "
                         "bug of uprobe entry stacks does not apply",
                         {}});

    struct stat st
    {
    };
    const bool btf = ::stat("/sys/kernel/btf/vmlinux", &st) == 0;
    items.push_back(btf ? CheckItem{S::Ok, "kernel BTF: /sys/kernel/btf/vmlinux", {}}
                        : CheckItem{S::Fail, "kernel BTF: /sys/kernel/btf/vmlinux is missing",
                                    "boot a kernel built with CONFIG_DEBUG_INFO_BTF=y"});

    std::string why;
    const bool privileged = hasTracingPrivileges(&why);
    items.push_back(
        privileged ? CheckItem{S::Ok, geteuid() == 0 ? "privileges: root" : "privileges: CAP_BPF and CAP_PERFMON", {}}
                   : CheckItem{S::Fail, "privileges: " + why, kPrivilegesFix});

    std::ifstream lockdown("/sys/kernel/security/lockdown");
    std::string modes;
    std::getline(lockdown, modes);
    if (modes.find("[confidentiality]") != std::string::npos)
        items.push_back({S::Fail, "kernel lockdown is in confidentiality mode: BPF cannot read memory",
                         "boot with lockdown=integrity or none (Secure Boot policies may set it)"});

    const bool pmu = hasUprobePmu();
    const std::string tracefs = tracefsPath();
    if (pmu)
        items.push_back({S::Ok, "uprobe PMU: /sys/bus/event_source/devices/uprobe (uprobes without tracefs)", {}});
    if (!tracefs.empty()) {
        items.push_back({S::Ok, "tracefs: " + tracefs, {}});
    } else {
        items.push_back({pmu ? S::Info : S::Warn,
                         pmu ? "tracefs: not mounted (not needed here; record mounts it when it is)"
                             : "tracefs: not mounted, and libbpf needs it without the uprobe PMU",
                         "sudo mount -t tracefs nodev /sys/kernel/tracing"});
    }

    if (privileged && btf) {
        BpfProgram program;
        BpfConfig config;
        config.selfTgid = static_cast<std::uint32_t>(::getpid());
        config.ringBytes = 1u << 20;
        std::string error;
        std::vector<std::string> notes;
        if (!program.load(config, &error)) {
            items.push_back(
                {S::Fail, "BPF programs: " + error, "a kernel >= 5.15 with BTF; see the verifier log above"});
        } else if (!program.attachHostProbes(&notes, &error)) {
            items.push_back({S::Fail, "BPF programs load, but " + error, "a kernel with tp_btf support (>= 5.5)"});
        } else {
            items.push_back({S::Ok, "BPF programs pass the verifier and the scheduler tracepoints attach", {}});
            for (const std::string& n : notes)
                items.push_back({S::Warn, n, "a newer kernel"});
        }
        program.detach();
    }

    items.push_back(
        {S::Info,
         LibraryAttacher::nvidiaDriverPresent()
             ? "kernel launches: one entry probe each, at the driver's cuLaunchKernel and cuLaunchKernelEx (an "
               "NVIDIA driver is loaded)"
             : "kernel launches: one entry probe each, at libcudart's cudaLaunchKernel (no NVIDIA driver is loaded)",
         {}});

    std::set<FileKey> seen;
    for (const std::string& path : LibraryAttacher::systemLibraryFiles()) {
        if (::stat(path.c_str(), &st) != 0)
            continue;
        if (!seen.insert(FileKey{major(st.st_dev), minor(st.st_dev), st.st_ino}).second)
            continue;
        const bool runtime = ProcMaps::isCudaRuntimeName(ProcMaps::basename(path));
        std::error_code ec;
        const std::string real = std::filesystem::canonical(path, ec).string();
        checkLibrary(items, runtime ? "system CUDA runtime" : "system CUDA driver", ec ? path : real,
                     runtime ? LibraryKind::CudaRuntime : LibraryKind::CudaDriver);
    }

    const std::vector<std::uint32_t> scan = pids.empty() ? ProcessTable::allProcesses() : pids;
    const auto self = static_cast<std::uint32_t>(::getpid());
    PythonFrames python;
    std::size_t shown = 0;
    std::size_t cudaProcesses = 0;
    for (const std::uint32_t pid : scan) {
        if (pid == self)
            continue;
        std::string error;
        const std::optional<ProcMaps> maps = ProcMaps::read(static_cast<pid_t>(pid), &error);
        if (!maps) {
            if (!pids.empty())
                items.push_back({S::Fail, "pid " + std::to_string(pid) + ": " + error, "check the pid"});
            continue;
        }
        const auto runtimes = maps->cudaRuntimes();
        const auto drivers = maps->cudaDrivers();
        const bool cuda = !runtimes.empty() || !drivers.empty();
        fl_py_config config{};
        std::string version;
        std::string note;
        const bool py = python.configure(pid, *maps, &config, &version, &note);
        python.forget(pid);
        if (!cuda && !py && note.empty() && pids.empty())
            continue;
        if (cuda)
            ++cudaProcesses;
        if (shown++ >= kMaxProcessLines)
            continue;
        const std::string label = "pid " + std::to_string(pid) + " (" + ProcessTable::readComm(pid) + ")";
        std::string what = label + ":";
        for (const MappedFile& f : runtimes)
            what += " runtime " + ProcessTable::printable(f.path) + ";";
        for (const MappedFile& f : drivers)
            what += " driver " + ProcessTable::printable(f.path) + ";";
        if (!cuda)
            what += " no CUDA library loaded (yet);";
        if (py)
            what += " CPython " + version + " (frames walked)";
        else if (!note.empty())
            what += " Python frames unavailable: " + note;
        what += torchAllocator(static_cast<pid_t>(pid), *maps);
        items.push_back(
            {py || note.empty() ? S::Info : S::Warn, what,
             py || note.empty()
                 ? std::string()
                 : "run a CPython 3.10-3.13 built with --enable-shared or a static python exporting _PyRuntime"});
    }
    if (shown > kMaxProcessLines)
        items.push_back({S::Info, std::to_string(shown - kMaxProcessLines) + " more processes not shown", {}});
    if (pids.empty())
        items.push_back({S::Info, std::to_string(cudaProcesses) + " running processes have a CUDA library loaded", {}});
    return items;
}

int SystemCheck::print(const std::vector<CheckItem>& items, std::FILE* out)
{
    bool failed = false;
    for (const CheckItem& item : items) {
        const char* tag = "ok  ";
        switch (item.status) {
        case S::Ok: tag = "ok  "; break;
        case S::Warn: tag = "warn"; break;
        case S::Fail:
            tag = "FAIL";
            failed = true;
            break;
        case S::Info: tag = "info"; break;
        }
        std::fprintf(out, "%s %s\n", tag, item.what.c_str());
        if (!item.fix.empty() && (item.status == S::Warn || item.status == S::Fail))
            std::fprintf(out, "     fix: %s\n", item.fix.c_str());
    }
    std::fprintf(
        out, failed ? "faultline-probe cannot record here (see FAIL above)\n" : "faultline-probe can record here\n");
    return failed ? 1 : 0;
}

} // namespace faultline::probe
