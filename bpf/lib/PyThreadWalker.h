#pragma once

// The interpreter's threads and their frames read from user space, with the same fl_py_config
// semantics as the BPF walker: _PyRuntime.interpreters.head -> threads.head -> next, then the
// frame chain of a thread state as (code object, lasti) pairs, innermost first, shim frames
// as FL_PY_SHIM_CODE. `faultline-probe check` and the tests use it to validate a process's
// offsets without BPF; tstateFromTls() follows the BPF walker's own path (pthread key ->
// glibc's struct pthread) so that its config is checked too.

#include "PythonRuntime.h"
#include "faultline_pyabi.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace faultline::probe {

struct PyThread
{
    std::uint64_t tstate = 0;
    std::uint64_t interp = 0;
    std::uint64_t pthread = 0;  // thread_id: pthread_self() of the thread, its %fs base
    std::int64_t nativeId = -1; // the kernel TID; -1 when unreadable
};

class PyThreadWalker
{
public:
    // Bounds on lists the target could make circular or endless.
    static constexpr std::size_t MaxInterpreters = 256;
    static constexpr std::size_t MaxThreads = 16384;

    PyThreadWalker(const PythonRuntime& runtime, const MemoryReader& memory);
    // The same for a layout and a _PyRuntime address (a test's fake address space).
    PyThreadWalker(const PyLayout& layout, std::uint64_t runtimeAddress, const MemoryReader& memory);

    // Every thread state of every interpreter, in list order (newest first).
    [[nodiscard]] std::vector<PyThread> threads() const;
    // The thread state of kernel thread `tid` (native_thread_id on 3.11+, glibc's struct
    // pthread.tid on 3.10).
    [[nodiscard]] std::optional<PyThread> thread(std::int64_t tid) const;
    // The frames of a thread state, as the BPF walker records them; `truncated` is set when
    // more frames follow the last one returned.
    [[nodiscard]] std::vector<fl_py_frame> frames(std::uint64_t tstate, std::size_t maxFrames = FL_PY_MAX_FRAMES,
                                                  bool* truncated = nullptr) const;
    // The thread state the BPF walker would find for the thread whose %fs base is `pthreadSelf`:
    // the pthread key at tls_key_addr, then specific_1stblock[key].data. nullopt when the key
    // is past the first block or a read fails.
    [[nodiscard]] std::optional<std::uint64_t> tstateFromTls(std::uint64_t pthreadSelf) const;

private:
    PyLayout m_layout;
    fl_py_config m_config;
    std::uint64_t m_runtime;
    const MemoryReader& m_memory;
};

} // namespace faultline::probe
