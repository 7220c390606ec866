#include "CodePaths.h"
#include "RuleSupport.h"

#include <algorithm>

namespace faultline::rules {

using capture::OpCatalog;
using capture::saturatingAdd;
using capture::Source;

// ---- stacks ------------------------------------------------------------------------------------

bool isLibraryPython(const std::string& file)
{
    return text::isLibraryPythonFile(file);
}

std::vector<StackFacts> stackFacts(const Trace& trace)
{
    std::vector<StackFacts> facts(trace.stacks.size());
    for (std::size_t s = 0; s < trace.stacks.size(); ++s) {
        StackFacts& f = facts[s];
        const auto& frames = trace.stacks[s].frames;
        int firstPython = -1;
        for (std::size_t i = 0; i < frames.size(); ++i) {
            const capture::StackFrame& frame = frames[i];
            if (frame.kind == capture::FrameKind::Python) {
                if (frame.pyFunction == "empty_cache")
                    f.emptyCache = true;
                if (firstPython < 0)
                    firstPython = static_cast<int>(i);
                if (!isLibraryPython(frame.pyFile)) {
                    if (f.userFrame < 0)
                        f.userFrame = static_cast<int>(i);
                    f.userFrames.push_back(static_cast<int>(i));
                }
                continue;
            }
            const std::string& sym = frame.symbol;
            if (sym.find("emptyCache") != std::string::npos || sym.find("empty_cache") != std::string::npos)
                f.emptyCache = true;
            if (sym.find("release_block") != std::string::npos || sym.find("release_cached_blocks") != std::string::npos
                || sym.find("release_available_cached_blocks") != std::string::npos
                || sym.find("garbage_collect_cached_blocks") != std::string::npos)
                f.releaseCache = true;
            // Itanium: complete/base object destructors of c10::TensorImpl (D0, D1, D2).
            if (sym.find("10TensorImplD") != std::string::npos || sym.find("~TensorImpl") != std::string::npos)
                f.tensorDtor = true;
            if (frame.library.find("libffi") != std::string::npos || frame.library.find("_ctypes") != std::string::npos
                || sym.rfind("ffi_call", 0) == 0)
                f.ffi = true;
            if (sym.find("CUDACachingAllocator") != std::string::npos
                || frame.library.find("libc10_cuda") != std::string::npos)
                f.cachingAlloc = true;
        }
        // Only library frames: the first Python frame still tells the user where (better than
        // nothing).
        if (f.userFrame < 0)
            f.userFrame = firstPython;
        // empty_cache() releases blocks too; the flag says the allocator did it on its own.
        if (f.emptyCache)
            f.releaseCache = false;
    }
    return facts;
}

// ---- the events in scope -----------------------------------------------------------------------

Scope::Scope(const Trace& trace, const ChainOptions& options)
    : m_trace(trace)
    , m_options(options)
{
    m_begin = INT64_MAX;
    m_end = INT64_MIN;
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        if (!laneInScope(l))
            continue;
        const EventColumns& e = trace.lanes[l].events;
        const auto [first, last] = range(l);
        if (first < last) {
            m_begin = std::min(m_begin, e.start[first]);
            m_end = std::max(m_end, saturatingAdd(e.start[last - 1], e.durationAt(last - 1)));
        }
    }
    if (m_begin > m_end)
        m_begin = m_end = 0;
}

bool Scope::laneInScope(std::uint32_t lane) const
{
    if (m_options.pid == 0)
        return true;
    const Thread& t = m_trace.threads[m_trace.lanes[lane].thread];
    return t.pid == m_options.pid;
}

std::pair<std::size_t, std::size_t> Scope::range(std::uint32_t lane) const
{
    const auto& s = m_trace.lanes[lane].events.start;
    const auto first = static_cast<std::size_t>(std::lower_bound(s.begin(), s.end(), m_options.from) - s.begin());
    const auto last = static_cast<std::size_t>(std::lower_bound(s.begin(), s.end(), m_options.to) - s.begin());
    return {first, std::max(first, last)};
}

std::int64_t Scope::endOf(EventRef r) const
{
    return saturatingAdd(start(r), length(r));
}

std::string Scope::opName(EventRef r) const
{
    return OpCatalog::opName(sourceOf(r), opOf(r));
}

std::string Scope::at(std::int64_t t) const
{
    return fixed(static_cast<double>(t - m_trace.beginNs) / 1e9, 1) + " s";
}

std::string Scope::threadLabel(const Thread& t) const
{
    if (t.name.empty())
        //: An unnamed thread; %1 is its thread id
        return translated(QT_TRANSLATE_NOOP("ChainEngine", "thread %1"), t.tid);
    return t.name + " " + std::to_string(t.tid);
}

Context context(const Scope& scope, const std::vector<ProcessActivity>& activity)
{
    Context c;
    const Trace& trace = scope.trace();
    const ChainOptions& options = scope.options();
    for (const capture::SystemSnapshot& s : trace.snapshots) {
        if (s.timestamp < options.from || s.timestamp >= options.to)
            continue;
        c.hasSnapshots = true;
        c.cpuPeak = std::max(c.cpuPeak, s.cpuPct);
        c.memPeak = std::max(c.memPeak, s.memPct);
        c.swapPeakMb = std::max(c.swapPeakMb, s.swapMb);
        c.loadPeak = std::max(c.loadPeak, s.loadAvg);
    }
    std::vector<bool> issuing(trace.threads.size(), false);
    for (const ProcessActivity& a : activity)
        for (const std::uint32_t t : a.issuingThreads)
            issuing[t] = true;
    scope.forEach(LaneKind::OffCpu, [&](std::uint32_t l, std::size_t, const EventColumns&) {
        if (issuing[trace.lanes[l].thread])
            ++c.contextSwitches;
    });
    scope.forEach(LaneKind::Instants, [&](std::uint32_t, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) != static_cast<std::uint8_t>(Source::Host))
            return;
        switch (e.opAt(i)) {
        case capture::ops::SchedSwitchSummary: c.contextSwitches += static_cast<std::int64_t>(e.arg0[i]); break;
        case capture::ops::MmPageAlloc: c.hostAllocBytes += e.arg0[i]; break;
        case capture::ops::MmPageAllocSummary: c.hostAllocBytes += e.arg1[i]; break;
        default: break;
        }
    });
    scope.forEach(LaneKind::Io, [&](std::uint32_t, std::size_t i, const EventColumns& e) {
        ++c.ioOps;
        const std::int64_t d = e.durationAt(i);
        c.ioTotal = saturatingAdd(c.ioTotal, d);
        c.ioPeak = std::max(c.ioPeak, d);
        if (e.opAt(i) == capture::ops::BlockRead)
            c.ioSectors[0] += e.arg0[i];
        else if (e.opAt(i) == capture::ops::BlockWrite)
            c.ioSectors[1] += e.arg0[i];
    });
    scope.forEach(LaneKind::Net, [&](std::uint32_t, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) == static_cast<std::uint8_t>(Source::Tcp)) {
            ++c.retransmits;
        } else {
            ++c.socketOps;
            c.socketBytes += e.arg1[i];
        }
    });
    return c;
}

std::vector<OffCpuInterval> offCpu(const Scope& scope, std::uint32_t thread)
{
    const Trace& trace = scope.trace();
    std::vector<OffCpuInterval> out;
    for (const std::uint32_t l : trace.threads[thread].lanes) {
        if (trace.lanes[l].kind != LaneKind::OffCpu || !scope.laneInScope(l))
            continue;
        const EventColumns& e = trace.lanes[l].events;
        const auto [first, last] = scope.range(l);
        for (std::size_t i = first; i < last; ++i)
            out.push_back({e.start[i],
                           saturatingAdd(e.start[i], e.durationAt(i)),
                           static_cast<std::uint32_t>(e.arg1[i]),
                           {l, static_cast<std::uint32_t>(i)},
                           capture::offCpuState(e.arg0[i])});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const OffCpuInterval& a, const OffCpuInterval& b) { return a.start < b.start; });
    return out;
}

std::vector<TensorRow> tensorRows(const Scope& scope, std::uint32_t process, std::int64_t until)
{
    const Trace& trace = scope.trace();
    std::vector<TensorRow> rows;
    for (const std::uint32_t thread : trace.processes[process].threads)
        for (const std::uint32_t l : trace.threads[thread].lanes) {
            if (trace.lanes[l].kind != LaneKind::Other || !scope.laneInScope(l))
                continue;
            const EventColumns& e = trace.lanes[l].events;
            for (std::size_t i = 0; i < e.size(); ++i) {
                if (e.sourceAt(i) != capture::kTorchSource || e.start[i] >= until)
                    continue;
                const EventRef ref{l, static_cast<std::uint32_t>(i)};
                if (e.opAt(i) == capture::ops::TensorAlloc)
                    rows.push_back({e.start[i], true, e.arg1[i], e.arg0[i], ref});
                else if (e.opAt(i) == capture::ops::TensorFree)
                    rows.push_back({e.start[i], false, e.arg0[i], e.arg1[i], ref});
            }
        }
    std::stable_sort(rows.begin(), rows.end(), [](const TensorRow& x, const TensorRow& y) { return x.time < y.time; });
    return rows;
}

std::int64_t overlap(const std::vector<OffCpuInterval>& intervals, std::int64_t from, std::int64_t to)
{
    if (to <= from || intervals.empty())
        return 0;
    // Intervals end after they start and do not overlap: the first one that can reach `from` is
    // at most one before the first that starts at or after it.
    auto it = std::lower_bound(intervals.begin(), intervals.end(), from,
                               [](const OffCpuInterval& i, std::int64_t t) { return i.start < t; });
    if (it != intervals.begin())
        --it;
    std::int64_t sum = 0;
    for (; it != intervals.end() && it->start < to; ++it)
        sum += std::max<std::int64_t>(0, std::min(to, it->end) - std::max(from, it->start));
    return sum;
}

bool recordsScheduling(const Trace& trace)
{
    return std::any_of(trace.lanes.begin(), trace.lanes.end(),
                       [](const Lane& l) { return l.kind == LaneKind::OffCpu && l.events.size() > 0; });
}

} // namespace faultline::rules
