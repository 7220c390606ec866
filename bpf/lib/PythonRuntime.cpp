#include "PythonRuntime.h"

#include <array>
#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace faultline::probe {

namespace {

bool fail(std::string* reason, std::string message)
{
    if (reason)
        *reason = std::move(message);
    return false;
}

constexpr const char* ReadRights = "process_vm_readv needs ptrace rights on the target: root or CAP_SYS_PTRACE";

bool isMuslName(std::string_view name)
{
    return name.rfind("ld-musl-", 0) == 0 || name.rfind("libc.musl-", 0) == 0;
}

} // namespace

std::string PyVersion::text() const
{
    std::string out = std::to_string(major) + "." + std::to_string(minor);
    if (micro >= 0)
        out += "." + std::to_string(micro);
    switch (level) {
    case 0xa: out += "a" + std::to_string(serial); break;
    case 0xb: out += "b" + std::to_string(serial); break;
    case 0xc: out += "rc" + std::to_string(serial); break;
    case 0xf: break;
    default: out += "(level " + std::to_string(level) + ")"; break;
    }
    return out;
}

PyVersion PyVersion::fromHex(std::uint32_t hex)
{
    PyVersion v;
    v.major = static_cast<int>((hex >> 24) & 0xff);
    v.minor = static_cast<int>((hex >> 16) & 0xff);
    v.micro = static_cast<int>((hex >> 8) & 0xff);
    v.level = static_cast<int>((hex >> 4) & 0xf);
    v.serial = static_cast<int>(hex & 0xf);
    v.hex = hex;
    return v;
}

std::string PythonRuntime::refusal(const PyVersion& version, std::string_view abiFlags)
{
    if (abiFlags.find('t') != std::string_view::npos)
        return "free-threaded CPython (3." + std::to_string(version.minor)
            + "t) is not supported: its objects have another layout";
    if (abiFlags.find('d') != std::string_view::npos)
        return "a debug build of CPython (Py_DEBUG) is not supported: its objects have another layout";
    if (version.major != 3 || version.minor < 10 || version.minor > 13)
        return "CPython " + version.text() + " is not supported (3.10 to 3.13 are)";
    if (version.level != 0xf)
        return "pre-release CPython " + version.text()
            + " is not supported: object layouts change until the final release";
    return {};
}

std::optional<PythonRuntime> PythonRuntime::inspect(pid_t pid, std::string* reason)
{
    std::string error;
    const std::optional<ProcMaps> maps = ProcMaps::read(pid, &error);
    if (!maps) {
        fail(reason, error);
        return std::nullopt;
    }
    const ProcessMemory memory(pid);
    return inspect(pid, *maps, memory, reason);
}

std::optional<PythonRuntime> PythonRuntime::inspect(pid_t pid, const ProcMaps& maps, const MemoryReader& memory,
                                                    std::string* reason)
{
    const std::vector<MappedFile> files = maps.files();
    for (const MappedFile& f : files) {
        if (isMuslName(ProcMaps::basename(f.path))) {
            fail(reason, "the process uses musl libc; the Python frame walker reads glibc's thread structures");
            return std::nullopt;
        }
    }

    // libpython first; then the executable whatever its name (a static python, an embedding app).
    std::vector<MappedFile> candidates = maps.pythonCandidates();
    struct stat st = {};
    if (pid > 0 && ::stat(("/proc/" + std::to_string(pid) + "/exe").c_str(), &st) == 0) {
        const FileKey exe{major(st.st_dev), minor(st.st_dev), st.st_ino};
        bool listed = false;
        for (const MappedFile& c : candidates)
            listed = listed || c.key == exe;
        if (!listed) {
            if (std::optional<MappedFile> f = maps.file(exe); f && f->executable)
                candidates.push_back(std::move(*f));
        }
    }

    std::string tried;
    for (const MappedFile& candidate : candidates) {
        const std::string_view name = ProcMaps::basename(candidate.path);
        std::string error;
        const std::optional<ElfSymbols> elf = ElfSymbols::open(maps.attachPath(pid, candidate), &error);
        if (!elf) {
            tried += "; " + std::string(name) + ": " + error;
            continue;
        }
        const ElfSymbol* runtime = elf->find("_PyRuntime");
        if (!runtime || runtime->kind != ElfSymbolKind::Object) {
            tried += "; " + std::string(name) + ": no _PyRuntime symbol";
            continue;
        }
        const std::optional<std::uint64_t> bias = elf->loadBias(candidate.firstStart, candidate.firstOffset);
        if (!bias) {
            tried += "; " + std::string(name) + ": its mappings do not match its PT_LOAD segments";
            continue;
        }

        PythonRuntime rt;
        rt.m_pid = pid;
        rt.m_file = candidate;
        rt.m_loadBias = *bias;
        rt.m_runtime = *bias + runtime->value;
        int nameMinor = -1;
        std::string abiFlags;
        rt.m_isLibrary = ProcMaps::isLibPythonName(name, &nameMinor, &abiFlags);
        if (!rt.m_isLibrary && !ProcMaps::isPythonExecutableName(name, &nameMinor, &abiFlags))
            nameMinor = -1;

        // The version: Py_Version (3.11+, PY_VERSION_HEX in .rodata), else the file name.
        if (const ElfSymbol* version = elf->find("Py_Version"); version && version->kind == ElfSymbolKind::Object) {
            const std::optional<std::uint32_t> hex = memory.value<std::uint32_t>(*bias + version->value);
            if (!hex) {
                fail(reason, std::string("cannot read Py_Version in the target: ") + ReadRights);
                return std::nullopt;
            }
            rt.m_version = PyVersion::fromHex(*hex);
            if (nameMinor >= 0 && nameMinor != rt.m_version.minor)
                rt.m_notes.push_back("the file name says 3." + std::to_string(nameMinor) + ", Py_Version says "
                                     + rt.m_version.text());
        } else if (nameMinor >= 0 && nameMinor <= 10) {
            rt.m_version.major = 3; // refused below unless 10
            rt.m_version.minor = nameMinor;
        } else if (nameMinor > 10) {
            fail(reason,
                 std::string(name) + " looks like CPython 3." + std::to_string(nameMinor)
                     + " but does not export Py_Version, as every 3.11+ does");
            return std::nullopt;
        } else {
            fail(reason, std::string(name) + " exports _PyRuntime but neither Py_Version nor its name gives a version");
            return std::nullopt;
        }
        if (std::string why = refusal(rt.m_version, abiFlags); !why.empty()) {
            fail(reason, why);
            return std::nullopt;
        }
        rt.m_layout = *builtinLayout(rt.m_version.minor);

        if (rt.m_version.minor == 13) {
            std::array<std::uint8_t, PyDebugOffsets::Size313> raw = {};
            if (!memory.read(rt.m_runtime, raw.data(), raw.size())) {
                fail(reason, std::string("cannot read _PyRuntime in the target: ") + ReadRights);
                return std::nullopt;
            }
            const std::optional<PyDebugOffsets> dbg = parseDebugOffsets313(raw, rt.m_version.hex, &error);
            if (!dbg) {
                fail(reason, error);
                return std::nullopt;
            }
            if (dbg->freeThreaded) {
                fail(reason, "free-threaded CPython 3.13 is not supported: its objects have another layout");
                return std::nullopt;
            }
            const PyLayout& b = rt.m_layout;
            const PyLayout& d = dbg->layout;
            if (d.runtimeInterpretersHead != b.runtimeInterpretersHead || d.interpThreadsHead != b.interpThreadsHead
                || d.tstateFrame != b.tstateFrame || d.tstateNativeThreadId != b.tstateNativeThreadId
                || d.frameInstr != b.frameInstr || d.codeLinetable != b.codeLinetable
                || d.codeAdaptive != b.codeAdaptive || d.unicodeAsciiData != b.unicodeAsciiData)
                rt.m_notes.push_back("_Py_DebugOffsets differ from the built-in 3.13 table; using _Py_DebugOffsets");
            rt.m_layout = d;
            rt.m_usedDebugOffsets = true;
        }

        // Py_tss_t { int _is_initialized; pthread_key_t _key; }
        const std::optional<std::int32_t> initialised = memory.value<std::int32_t>(rt.m_runtime
                                                                                   + rt.m_layout.runtimeTssKey - 4);
        const std::optional<std::uint32_t> key = memory.value<std::uint32_t>(rt.m_runtime + rt.m_layout.runtimeTssKey);
        if (!initialised || !key) {
            fail(reason, std::string("cannot read _PyRuntime in the target: ") + ReadRights);
            return std::nullopt;
        }
        if (*initialised != 1) {
            fail(reason, "the interpreter has not created its thread-state key yet (not initialised, or finalised)");
            return std::nullopt;
        }
        if (*key >= 1024) {
            fail(reason,
                 "implausible pthread key " + std::to_string(*key)
                     + " in _PyRuntime: the offsets do not fit this build");
            return std::nullopt;
        }
        rt.m_tlsKey = *key;
        if (*key >= 32)
            rt.m_notes.push_back("pthread key " + std::to_string(*key)
                                 + " is past glibc's first block of 32: the BPF walker cannot reach it");

        auto address = [&](const char* symbol) -> std::uint64_t {
            const ElfSymbol* s = elf->find(symbol);
            return s && s->kind == ElfSymbolKind::Object ? *bias + s->value : 0;
        };
        rt.m_types.code = address("PyCode_Type");
        rt.m_types.unicode = address("PyUnicode_Type");
        rt.m_types.bytes = address("PyBytes_Type");
        return rt;
    }
    fail(reason, "no libpython3.X or python executable exporting _PyRuntime is mapped" + tried);
    return std::nullopt;
}

fl_py_config PythonRuntime::config() const
{
    return m_layout.toConfig(tlsKeyAddress());
}

} // namespace faultline::probe
