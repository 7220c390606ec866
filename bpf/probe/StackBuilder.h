#pragma once

// Turns a call record's raw stack (native return addresses and CPython (code, lasti) pairs)
// into the frames stored in stack_traces, innermost first, Ingero's way (research/ingero.md
// §2.7): native frames as "symbol+0xoffset" (demangled) with the library's basename, the
// Python block inserted before the first native frame inside libpython (else first), each
// Python frame with its file, function, definition line ("pl") and executing line ("xl").

#include "CaptureTypes.h"
#include "ElfSymbols.h"
#include "ProcMaps.h"
#include "RecordDecoder.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline::probe {

class ProcessTable;
struct ProcessState;
class PythonFrames;

class StackBuilder
{
public:
    explicit StackBuilder(ProcessTable& processes, PythonFrames* python)
        : m_processes(processes)
        , m_python(python)
    {
    }

    // `out` is cleared first; empty when the record has no frames. The native frames end at the
    // first one outside an executable file mapping of the process: past code without frame
    // pointers (libffi, JIT trampolines) the frame-pointer walk reads stack slots and data, not
    // return addresses.
    void build(const Record& record, ProcessState& process, std::vector<capture::StackFrame>* out);
    // Drops the per-address caches (bounded memory; addresses are reused after dlclose/exit).
    void clearCaches();
    void forgetProcess(std::uint32_t tgid);

    [[nodiscard]] std::size_t unresolvedFrames() const { return m_unresolved; }
    // Native frames dropped from the stacks built so far: the first one outside code and every
    // one after it.
    [[nodiscard]] std::size_t cutFrames() const { return m_cut; }

private:
    struct ElfEntry
    {
        std::optional<ElfSymbols> elf;
        std::string library; // basename
    };
    struct NativeFrame
    {
        capture::StackFrame frame;
        bool inCode = true; // in an executable file mapping, or the process's maps are unknown
    };
    struct IpKey
    {
        std::uint32_t tgid;
        std::uint64_t ip;
        bool operator==(const IpKey&) const = default;
    };
    struct IpKeyHash
    {
        std::size_t operator()(const IpKey& k) const noexcept
        {
            return std::hash<std::uint64_t>()(k.ip * 0x9e3779b97f4a7c15ULL ^ k.tgid);
        }
    };

    const NativeFrame& nativeFrame(ProcessState& process, std::uint64_t ip);
    const ElfEntry& elfFor(std::uint32_t tgid, const ProcMaps& maps, const Mapping& mapping);

    ProcessTable& m_processes;
    PythonFrames* m_python;
    std::map<FileKey, std::unique_ptr<ElfEntry>> m_elves;
    std::unordered_map<IpKey, NativeFrame, IpKeyHash> m_frames;
    std::size_t m_unresolved = 0;
    std::size_t m_cut = 0;
};

} // namespace faultline::probe
