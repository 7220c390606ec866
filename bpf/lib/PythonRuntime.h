#pragma once

// The CPython interpreter inside a traced process, as the BPF frame walker needs it: which
// file holds it (libpython3.X or the executable), its version, where _PyRuntime is, the layout
// of its objects, and the fl_py_config the walker reads (bpf/include/faultline_pyabi.h).
// Supported: CPython 3.10 to 3.13 release builds with the GIL, on x86-64 glibc. Anything else
// is refused with a reason a user can act on.

#include "ElfSymbols.h"
#include "ProcMaps.h"
#include "ProcessMemory.h"
#include "PyLayout.h"
#include "PyObjectReader.h"
#include "faultline_pyabi.h"

#include <cstdint>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace faultline::probe {

struct PyVersion
{
    int major = 0;
    int minor = 0;
    int micro = -1;  // -1 when only the file name gave the version (3.10)
    int level = 0xf; // PY_RELEASE_LEVEL: 0xa alpha, 0xb beta, 0xc candidate, 0xf final
    int serial = 0;
    std::uint64_t hex = 0; // PY_VERSION_HEX when known (Py_Version, 3.11+)

    [[nodiscard]] std::string text() const;
    // PY_VERSION_HEX as CPython encodes it.
    [[nodiscard]] static PyVersion fromHex(std::uint32_t hex);
};

class PythonRuntime
{
public:
    // Inspects a live process (pid > 0; needs the rights of process_vm_readv on it).
    [[nodiscard]] static std::optional<PythonRuntime> inspect(pid_t pid, std::string* reason);
    // The same from given maps and memory; ELF files are opened through maps.attachPath(pid, ...).
    [[nodiscard]] static std::optional<PythonRuntime> inspect(pid_t pid, const ProcMaps& maps,
                                                              const MemoryReader& memory, std::string* reason);

    // Why a version cannot be traced (empty when it can): pre-releases, free-threaded ("t") and
    // debug ("d") builds, versions outside 3.10-3.13.
    [[nodiscard]] static std::string refusal(const PyVersion& version, std::string_view abiFlags);

    [[nodiscard]] pid_t pid() const { return m_pid; }
    [[nodiscard]] const PyVersion& version() const { return m_version; }
    [[nodiscard]] const PyLayout& layout() const { return m_layout; }
    [[nodiscard]] const MappedFile& file() const { return m_file; }
    [[nodiscard]] bool isLibrary() const { return m_isLibrary; } // libpython, not the executable
    [[nodiscard]] std::uint64_t loadBias() const { return m_loadBias; }
    [[nodiscard]] std::uint64_t runtimeAddress() const { return m_runtime; } // &_PyRuntime
    [[nodiscard]] std::uint64_t tlsKeyAddress() const { return m_runtime + m_layout.runtimeTssKey; }
    [[nodiscard]] unsigned tlsKey() const { return m_tlsKey; }
    [[nodiscard]] const PyTypeAddresses& types() const { return m_types; }
    // 3.13: the offsets came from _PyRuntime.debug_offsets.
    [[nodiscard]] bool usedDebugOffsets() const { return m_usedDebugOffsets; }
    // The BPF walker can find thread states: the pthread key is in glibc's first block of 32.
    [[nodiscard]] bool bpfReady() const { return m_tlsKey < 32 && frameFits(); }
    // Whether the frame fields lie within the bytes the walker copies of each frame.
    [[nodiscard]] bool frameFits() const { return m_layout.frameHeaderBytes() <= FL_PY_FRAME_SPAN_MAX; }
    // Facts worth a line in `faultline-probe check` (a table that differed from the built-in
    // one, a key outside the first block).
    [[nodiscard]] const std::vector<std::string>& notes() const { return m_notes; }

    // What the BPF walker reads for this process.
    [[nodiscard]] fl_py_config config() const;

private:
    PythonRuntime() = default;

    pid_t m_pid = 0;
    PyVersion m_version;
    PyLayout m_layout;
    MappedFile m_file;
    bool m_isLibrary = false;
    std::uint64_t m_loadBias = 0;
    std::uint64_t m_runtime = 0;
    unsigned m_tlsKey = 0;
    PyTypeAddresses m_types;
    bool m_usedDebugOffsets = false;
    std::vector<std::string> m_notes;
};

} // namespace faultline::probe
