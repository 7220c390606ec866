#pragma once

// Turns the (code object, lasti) pairs the frame walkers record into file:line:function.
// Code objects are read once per (pid, address) and cached; every lookup re-reads the few
// words of the object the entry was made from (type, file name, name, qualified name, line
// table, first line) in one read, so a code object that was freed and whose memory now holds
// another is read again rather than misreported.

#include "ProcessMemory.h"
#include "PyLayout.h"
#include "PyLineTable.h"
#include "PyObjectReader.h"
#include "faultline_pyabi.h"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <sys/types.h>
#include <unordered_map>
#include <vector>

namespace faultline::probe {

class PythonRuntime;

struct PyFrameInfo
{
    std::string file;        // co_filename, escaped
    std::string function;    // co_qualname (3.11+) or co_name (3.10), escaped
    std::optional<int> line; // the executing line; none when the instruction has no line
    int firstLineNo = 0;     // co_firstlineno

    bool operator==(const PyFrameInfo&) const = default;
};

class CodeObjectResolver
{
public:
    // Past this many cached code objects the cache starts over.
    static constexpr std::size_t MaxCachedCodeObjects = 1u << 16;

    // A process to resolve frames of, read through process_vm_readv.
    void addProcess(const PythonRuntime& runtime);
    // The same with any memory (a test's fake address space).
    void addProcess(pid_t pid, const PyLayout& layout, const PyTypeAddresses& types,
                    std::shared_ptr<const MemoryReader> memory);
    // Forgets the process and its cached code objects (it exited, or exec'd).
    void removeProcess(pid_t pid);

    // nullopt with `error` for an unknown process, a shim frame, or an address that does not
    // hold a readable code object.
    [[nodiscard]] std::optional<PyFrameInfo> resolve(pid_t pid, std::uint64_t code, int lasti,
                                                     std::string* error = nullptr);
    // A walked stack, innermost first, without its shim frames; a frame that cannot be
    // resolved becomes {"<unknown>", "<unknown>", none, 0}.
    [[nodiscard]] std::vector<PyFrameInfo> resolveStack(pid_t pid, std::span<const fl_py_frame> frames);

    // The instruction whose line a frame shows, from the lasti its walker recorded: f_lasti on
    // 3.10; on 3.11/3.12 prev_instr, the instruction being executed (for a call into Python,
    // the last inline-cache unit of the CALL, which the location table covers with the CALL's
    // line); on 3.13 instr_ptr, which the interpreter sets to the instruction being executed
    // when it starts one and leaves there during calls (it resumes at instr_ptr +
    // return_offset). So every version uses lasti as it is; tst_python_runtime checks this
    // against f_lineno on multi-line calls.
    [[nodiscard]] static std::int64_t instructionIndex(int minor, int lasti);

    struct Stats
    {
        std::size_t hits = 0;     // found in the cache, still the same object
        std::size_t misses = 0;   // read for the first time
        std::size_t reread = 0;   // cached, but the object changed: read again
        std::size_t failures = 0; // not resolved
    };
    [[nodiscard]] const Stats& stats() const { return m_stats; }
    [[nodiscard]] std::size_t cachedCodeObjects() const { return m_cache.size(); }

private:
    struct Process
    {
        PyLayout layout;
        PyTypeAddresses types;
        std::shared_ptr<const MemoryReader> memory;
    };
    struct Key
    {
        pid_t pid;
        std::uint64_t code;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash
    {
        std::size_t operator()(const Key& k) const
        {
            return std::hash<std::uint64_t>()(k.code * 31 + static_cast<std::uint64_t>(k.pid));
        }
    };
    // The words of a code object that identify what an entry was read from.
    using Identity = std::array<std::uint64_t, 6>;
    struct Entry
    {
        Identity identity = {};
        PyFrameInfo info; // without `line`
        PyLineTable lines;
        std::int64_t units = -1; // code units of bytecode; -1 when unknown
    };

    std::optional<Entry> read(const Process& p, std::span<const std::uint8_t> header, std::string* error) const;
    static Identity identityOf(const PyLayout& layout, std::span<const std::uint8_t> header);

    std::map<pid_t, Process> m_processes;
    std::unordered_map<Key, Entry, KeyHash> m_cache;
    Stats m_stats;
};

} // namespace faultline::probe
