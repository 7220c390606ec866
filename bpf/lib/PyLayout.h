#pragma once

// Where CPython 3.10-3.13 keep what the probe reads, for x86-64 and glibc: byte offsets into
// _PyRuntimeState, PyInterpreterState, PyThreadState, the frame, PyCodeObject and the string and
// bytes objects. Read with gdb (`ptype/o`) from the DWARF of the pyenv builds 3.10.13, 3.11.7,
// 3.12.1 and 3.13.0 (research/ebpf-capture.md §4.2 has the frame and code rows, which match
// strobelight's pystacks tables); the layout only changes between minor versions. For 3.13 the
// interpreter publishes most of them itself in _PyRuntime.debug_offsets (_Py_DebugOffsets),
// which PythonRuntime reads and prefers.

#include "faultline_pyabi.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace faultline::probe {

struct PyLayout
{
    static constexpr std::uint32_t None = UINT32_MAX;

    int minor = 0;

    // _PyRuntimeState
    std::uint32_t runtimeInterpretersHead = None; // interpreters.head
    std::uint32_t runtimeTssKey = None;           // (gilstate.)autoTSSkey._key; _is_initialized is 4 bytes before

    // PyInterpreterState
    std::uint32_t interpNext = None;
    std::uint32_t interpThreadsHead = None; // tstate_head (3.10), threads.head (3.11+)

    // PyThreadState
    std::uint32_t tstateNext = None;
    std::uint32_t tstateInterp = None;
    std::uint32_t tstateFrame = None;          // frame (3.10), cframe (3.11/3.12), current_frame (3.13)
    std::uint32_t cframeCurrentFrame = None;   // _PyCFrame.current_frame (3.11/3.12)
    std::uint32_t tstateThreadId = None;       // pthread_self() of the thread
    std::uint32_t tstateNativeThreadId = None; // the kernel TID (3.11+)

    // PyFrameObject (3.10) / _PyInterpreterFrame (3.11+)
    std::uint32_t frameCode = None;     // f_code / f_executable
    std::uint32_t framePrevious = None; // f_back / previous
    std::uint32_t frameInstr = None;    // f_lasti (an int, code units) / prev_instr / instr_ptr
    std::uint32_t frameOwner = None;    // owner (a byte, 3.11+)
    int shimOwner = -1;                 // FRAME_OWNED_BY_CSTACK (3.12+): a shim frame to skip

    // PyCodeObject
    std::uint32_t codeFilename = None;
    std::uint32_t codeName = None;
    std::uint32_t codeQualname = None; // 3.11+
    std::uint32_t codeFirstLineNo = None;
    std::uint32_t codeLinetable = None;
    std::uint32_t codeAdaptive = None;  // co_code_adaptive: the bytecode, inline (3.11+)
    std::uint32_t codeCodeBytes = None; // co_code: a bytes object (3.10)
    std::uint32_t codeUnits = 16;       // ob_size: the number of code units (3.11+)

    // Objects
    std::uint32_t obType = 8;
    std::uint32_t varSize = 16;              // PyVarObject.ob_size
    std::uint32_t unicodeLength = 16;        // PyASCIIObject.length
    std::uint32_t unicodeState = 32;         // interned:2 kind:3 compact:1 ascii:1 ...
    std::uint32_t unicodeAsciiData = None;   // sizeof(PyASCIIObject)
    std::uint32_t unicodeCompactData = None; // sizeof(PyCompactUnicodeObject)
    std::uint32_t bytesSize = 16;
    std::uint32_t bytesData = 32; // ob_sval

    // glibc (x86-64) struct pthread, for the thread state of a thread: pthread_self() == %fs:0.
    std::uint32_t pthreadSpecific = 784; // specific_1stblock: 32 x {seq, data}
    std::uint32_t pthreadTid = 720;      // tid

    // The end of the PyCodeObject fields above: how much of a code object to read at once.
    [[nodiscard]] std::uint32_t codeHeaderBytes() const;
    // The end of the frame fields the walker reads: it copies this much of each frame at once.
    [[nodiscard]] std::uint32_t frameHeaderBytes() const;
    // What the BPF walker reads, for a process whose _PyRuntime autoTSSkey._key is at
    // `tlsKeyAddress`.
    [[nodiscard]] fl_py_config toConfig(std::uint64_t tlsKeyAddress) const;

    bool operator==(const PyLayout&) const = default;
};

// The built-in layout of CPython 3.<minor> (10 to 13); nullopt for any other.
[[nodiscard]] std::optional<PyLayout> builtinLayout(int minor);

// _Py_DebugOffsets as CPython 3.13 lays it out at the start of _PyRuntime (Include/internal/
// pycore_runtime.h): a cookie "xdebugpy", PY_VERSION_HEX, a free-threaded flag, then offsets.
struct PyDebugOffsets
{
    static constexpr std::size_t Size313 = 584;
    std::uint64_t version = 0;
    bool freeThreaded = false;
    PyLayout layout; // the built-in 3.13 layout with every field the structure gives replaced
};
// nullopt with `error` when the bytes are not a 3.13 _Py_DebugOffsets of `expectedVersion`
// (PY_VERSION_HEX), or when an offset is implausible (> 64 KiB).
[[nodiscard]] std::optional<PyDebugOffsets> parseDebugOffsets313(std::span<const std::uint8_t> bytes,
                                                                 std::uint64_t expectedVersion, std::string* error);

} // namespace faultline::probe
