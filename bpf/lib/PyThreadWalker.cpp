#include "PyThreadWalker.h"

#include <cstring>
#include <unordered_set>

namespace faultline::probe {

PyThreadWalker::PyThreadWalker(const PythonRuntime& runtime, const MemoryReader& memory)
    : m_layout(runtime.layout())
    , m_config(runtime.config())
    , m_runtime(runtime.runtimeAddress())
    , m_memory(memory)
{
}

PyThreadWalker::PyThreadWalker(const PyLayout& layout, std::uint64_t runtimeAddress, const MemoryReader& memory)
    : m_layout(layout)
    , m_config(layout.toConfig(runtimeAddress + layout.runtimeTssKey))
    , m_runtime(runtimeAddress)
    , m_memory(memory)
{
}

std::vector<PyThread> PyThreadWalker::threads() const
{
    std::vector<PyThread> out;
    std::unordered_set<std::uint64_t> seen;
    std::uint64_t interp = m_memory.word(m_runtime + m_layout.runtimeInterpretersHead);
    for (std::size_t i = 0; interp != 0 && i < MaxInterpreters && seen.insert(interp).second; ++i) {
        std::uint64_t tstate = m_memory.word(interp + m_layout.interpThreadsHead);
        while (tstate != 0 && out.size() < MaxThreads && seen.insert(tstate).second) {
            PyThread t;
            t.tstate = tstate;
            t.interp = m_memory.word(tstate + m_layout.tstateInterp);
            t.pthread = m_memory.word(tstate + m_layout.tstateThreadId);
            if (m_layout.tstateNativeThreadId != PyLayout::None) {
                if (const auto id = m_memory.value<std::uint64_t>(tstate + m_layout.tstateNativeThreadId))
                    t.nativeId = static_cast<std::int64_t>(*id);
            } else if (t.pthread != 0) {
                if (const auto tid = m_memory.value<std::int32_t>(t.pthread + m_layout.pthreadTid))
                    t.nativeId = *tid;
            }
            out.push_back(t);
            tstate = m_memory.word(tstate + m_layout.tstateNext);
        }
        interp = m_memory.word(interp + m_layout.interpNext);
    }
    return out;
}

std::optional<PyThread> PyThreadWalker::thread(std::int64_t tid) const
{
    for (const PyThread& t : threads()) {
        if (t.nativeId == tid)
            return t;
    }
    return std::nullopt;
}

std::vector<fl_py_frame> PyThreadWalker::frames(std::uint64_t tstate, std::size_t maxFrames, bool* truncated) const
{
    const fl_py_config& c = m_config;
    std::vector<fl_py_frame> out;
    std::uint64_t frame = m_memory.word(tstate + c.ts_frame);
    if (c.minor == 11 || c.minor == 12)
        frame = frame ? m_memory.word(frame + c.cframe_current) : 0;
    // As the BPF walker does: the first fr_span bytes of each frame in one read, the fields
    // taken from that copy; a frame that cannot be read ends the walk, cut short.
    std::uint8_t span[FL_PY_FRAME_SPAN_MAX] = {};
    if (c.fr_span == 0 || c.fr_span > sizeof span)
        return out;
    const auto field = [&span](std::uint32_t off, auto zero) {
        decltype(zero) v = zero;
        if (off + sizeof v <= sizeof span)
            std::memcpy(&v, span + off, sizeof v);
        return v;
    };
    while (frame != 0 && out.size() < maxFrames) {
        if (!m_memory.read(frame, span, c.fr_span))
            break;
        fl_py_frame f = {};
        f.code = field(c.fr_code, std::uint64_t{0});
        f.lasti = FL_PY_NO_LASTI;
        if (c.minor == 10) {
            f.lasti = field(c.fr_instr, std::int32_t{0});
        } else {
            const auto owner = field(c.fr_owner, std::uint8_t{0});
            const auto ip = field(c.fr_instr, std::uint64_t{0});
            const std::uint64_t start = f.code + c.co_code_adaptive;
            if (ip >= start && ip - start < (1ull << 31))
                f.lasti = static_cast<int>((ip - start) >> 1);
            if (c.minor >= 12 && m_layout.shimOwner >= 0 && owner == m_layout.shimOwner) {
                f.code = FL_PY_SHIM_CODE;
                f.lasti = FL_PY_NO_LASTI;
            }
        }
        out.push_back(f);
        frame = field(c.fr_prev, std::uint64_t{0});
    }
    if (truncated)
        *truncated = frame != 0;
    return out;
}

std::optional<std::uint64_t> PyThreadWalker::tstateFromTls(std::uint64_t pthreadSelf) const
{
    const std::optional<std::uint32_t> key = m_memory.value<std::uint32_t>(m_config.tls_key_addr);
    if (!key || *key >= 32 || pthreadSelf == 0)
        return std::nullopt;
    return m_memory.value<std::uint64_t>(pthreadSelf + m_config.pthread_specific + std::uint64_t{*key} * 16 + 8);
}

} // namespace faultline::probe
