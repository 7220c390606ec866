#include "RuleSupport.h"

#include "Percentile.h"
#include "QtText.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <unordered_set>

namespace faultline {

ChainSeverity severityForShare(double share)
{
    if (share >= 0.20)
        return ChainSeverity::High;
    if (share >= 0.05)
        return ChainSeverity::Medium;
    return ChainSeverity::Low;
}

namespace rules {

using capture::OpCatalog;
using capture::OpCategory;
using capture::saturatingAdd;
using capture::Source;

// ---- text for people ---------------------------------------------------------------------------

std::string duration(std::int64_t ns)
{
    return text::durationText(ns).toStdString();
}

std::string bytes(std::uint64_t b)
{
    return text::bytesText(b).toStdString();
}

std::string fixed(double v, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return buffer;
}

std::string percent(double fraction)
{
    return fixed(100.0 * fraction, fraction < 0.1 ? 1 : 0) + " %";
}

std::string gbPerSecond(double bytesPerSecond)
{
    return fixed(bytesPerSecond / 1e9, bytesPerSecond < 10e9 ? 1 : 0) + " GB/s";
}

std::string processLabel(const std::string& name, std::uint32_t pid)
{
    if (name.empty())
        //: An unnamed process
        return translated(QT_TRANSLATE_NOOP("ChainEngine", "process (pid %1)"), pid);
    //: %1 is a process name like python3, %2 its pid
    return translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 (pid %2)"), name, pid);
}

std::string processLabel(const Trace& trace, std::uint32_t process)
{
    const Process& p = trace.processes[process];
    return processLabel(p.name, p.pid);
}

std::string fileName(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string listText(const std::vector<std::string>& items, std::size_t max)
{
    std::string out;
    for (std::size_t i = 0; i < items.size() && i < max; ++i)
        out += (i == 0 ? "" : ", ") + items[i];
    if (items.size() > max)
        //: After a list of processes or threads that was cut short: "a, b, c and 4 more"
        out += translated(QT_TRANSLATE_NOOP("ChainEngine", " and %1 more"), items.size() - max);
    return out;
}

// ---- stacks ------------------------------------------------------------------------------------

bool isLibraryPython(const std::string& file)
{
    if (file.empty())
        return true; // a frame with no file: a built-in ("<built-in method item ...>"), "nn.Module: Linear_0"
    if (file.find("site-packages/") != std::string::npos || file.find("dist-packages/") != std::string::npos
        || file.rfind("<frozen", 0) == 0 || file.find("/lib/python3") != std::string::npos)
        return true;
    // The PyTorch profiler writes library files relative to site-packages ("torch/nn/modules/linear.py").
    static constexpr std::string_view kPackages[] = {"torch/",        "torchvision/", "torchaudio/", "numpy/",
                                                     "transformers/", "accelerate/",  "triton/",     "deepspeed/"};
    return std::any_of(std::begin(kPackages), std::end(kPackages),
                       [&](std::string_view p) { return file.starts_with(p); });
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

// ---- each process's GPU work -------------------------------------------------------------------

std::int64_t ProcessActivity::rangeStart() const
{
    return hasSteps() ? stepStarts.front() : first;
}

std::int64_t ProcessActivity::rangeEnd() const
{
    if (!hasSteps())
        return last;
    if (stepsEnd > stepStarts.back())
        return stepsEnd;
    const std::int64_t lastStep = stepStarts.back();
    return std::max(lastStep + 1, std::min(last, saturatingAdd(lastStep, stepPeriod)));
}

int ProcessActivity::stepAt(std::int64_t t) const
{
    if (!hasSteps() || t < stepStarts.front() || t >= rangeEnd())
        return -1;
    return static_cast<int>(std::upper_bound(stepStarts.begin(), stepStarts.end(), t) - stepStarts.begin()) - 1;
}

std::int64_t ProcessActivity::inRange(std::int64_t from, std::int64_t to) const
{
    return std::max<std::int64_t>(0, std::min(to, rangeEnd()) - std::max(from, rangeStart()));
}

// Where the steps of the main thread are: the step loop's lines, found as the shallowest level of
// user frames (counted from the outermost) at which a line starts a new run of calls at least
// three times; the line with the most runs marks the steps (at a tie, the one that runs first).
// A flat script's loop is at level 0; a loop in main() at level 1.
void findLineSteps(const Scope& scope, const std::vector<StackFacts>& facts, ProcessActivity& a,
                   const std::vector<EventRef>& mainCalls)
{
    const Trace& trace = scope.trace();
    auto lineAt = [&](std::uint32_t stack, int level) -> const capture::StackFrame* {
        const StackFacts& f = facts[stack];
        if (static_cast<int>(f.userFrames.size()) <= level)
            return nullptr;
        const int index = f.userFrames[f.userFrames.size() - 1 - static_cast<std::size_t>(level)];
        return &trace.stacks[stack].frames[static_cast<std::size_t>(index)];
    };
    std::vector<EventRef> withLines;
    for (const EventRef& r : mainCalls)
        if (!facts[scope.stackOf(r)].userFrames.empty())
            withLines.push_back(r);
    if (withLines.size() < 6)
        return;
    for (int level = 0; level < 8; ++level) {
        struct Runs
        {
            std::vector<std::int64_t> starts;
            std::size_t calls = 0;
        };
        std::map<SourceLine, Runs> runs;
        const SourceLine none;
        SourceLine previous;
        std::size_t deep = 0;
        for (const EventRef& r : withLines) {
            const capture::StackFrame* f = lineAt(scope.stackOf(r), level);
            // Only executing lines tell iterations apart; a definition line (Ingero's `pl`) is the
            // same for every call of a function. A frame at this level whose line is unknown (a
            // profiled trace names none for a call inside model(x)) tells nothing either way: it
            // neither continues nor ends the run.
            if (!f) {
                previous = none;
                continue;
            }
            if (f->pyLine <= 0)
                continue;
            ++deep;
            SourceLine key{f->pyFile, f->pyLine, f->pyFunction};
            Runs& run = runs[key];
            ++run.calls;
            if (key != previous)
                run.starts.push_back(scope.start(r));
            previous = std::move(key);
        }
        // A level no call has a running line at is a launcher's (runpy, a wrapper script of a
        // profiled trace): the loop is further in. Below, the level must hold a good part of the
        // calls (a profiled trace places fewer: a call inside model(x) has no line of its own).
        if (deep == 0)
            continue;
        if (deep * 5 < withLines.size())
            return;
        const std::pair<const SourceLine, Runs>* best = nullptr;
        for (const auto& entry : runs) {
            if (entry.second.starts.size() < 3)
                continue;
            if (!best || entry.second.starts.size() > best->second.starts.size()
                || (entry.second.starts.size() == best->second.starts.size()
                    && entry.second.starts.front() < best->second.starts.front()))
                best = &entry;
        }
        if (!best)
            continue;
        a.stepLine = best->first;
        a.stepStarts = best->second.starts;
        a.stepSource = StepSource::PythonLine;
        std::vector<std::int64_t> gaps;
        for (std::size_t k = 1; k < a.stepStarts.size(); ++k)
            gaps.push_back(a.stepStarts[k] - a.stepStarts[k - 1]);
        std::sort(gaps.begin(), gaps.end());
        a.stepPeriod = gaps[gaps.size() / 2];
        return;
    }
}

namespace {

// Runtime calls of one thread as (start, end), by start: a driver call that starts inside one is
// that call's own.
class RuntimeSpans
{
public:
    void add(std::int64_t start, std::int64_t end) { m_spans.emplace_back(start, end); }
    [[nodiscard]] bool contains(std::int64_t t) const
    {
        auto it = std::upper_bound(m_spans.begin(), m_spans.end(), std::make_pair(t, INT64_MAX));
        if (it == m_spans.begin())
            return false;
        --it;
        return it->first <= t && t <= it->second;
    }

private:
    std::vector<std::pair<std::int64_t, std::int64_t>> m_spans;
};

} // namespace

std::vector<ProcessActivity> processActivity(const Scope& scope, const std::vector<StackFacts>& facts)
{
    const Trace& trace = scope.trace();
    std::map<std::uint32_t, ProcessActivity> byProcess;
    std::map<std::uint32_t, std::vector<EventRef>> callsByThread;
    for (std::uint32_t t = 0; t < trace.threads.size(); ++t) {
        const Thread& thread = trace.threads[t];
        std::vector<std::uint32_t> runtime;
        std::vector<std::uint32_t> driver;
        for (const std::uint32_t l : thread.lanes) {
            if (!scope.laneInScope(l))
                continue;
            if (trace.lanes[l].kind == LaneKind::CudaRuntime)
                runtime.push_back(l);
            else if (trace.lanes[l].kind == LaneKind::Driver)
                driver.push_back(l);
        }
        RuntimeSpans spans;
        std::vector<EventRef>& calls = callsByThread[t];
        for (const std::uint32_t l : runtime) {
            const auto [first, last] = scope.range(l);
            for (std::size_t i = first; i < last; ++i) {
                const EventRef r{l, static_cast<std::uint32_t>(i)};
                spans.add(scope.start(r), scope.endOf(r));
                calls.push_back(r);
            }
        }
        const std::size_t runtimeCount = calls.size();
        for (const std::uint32_t l : driver) {
            const auto [first, last] = scope.range(l);
            for (std::size_t i = first; i < last; ++i)
                calls.push_back({l, static_cast<std::uint32_t>(i)});
        }
        if (calls.empty()) {
            callsByThread.erase(t);
            continue;
        }
        ProcessActivity& a = byProcess[thread.process];
        a.process = thread.process;
        a.pid = thread.pid;
        if (a.issuingThreads.empty()) {
            a.first = INT64_MAX;
            a.last = INT64_MIN;
        }
        a.issuingThreads.push_back(t);
        for (std::size_t k = 0; k < calls.size(); ++k) {
            const EventRef r = calls[k];
            a.first = std::min(a.first, scope.start(r));
            a.last = std::max(a.last, scope.endOf(r));
            const StackFacts& f = facts[scope.stackOf(r)];
            a.cachingAllocator = a.cachingAllocator || f.cachingAlloc;
            const bool isDriver = k >= runtimeCount;
            const auto category = OpCatalog::info(scope.sourceOf(r), scope.opOf(r)).category;
            const bool nested = isDriver && spans.contains(scope.start(r));
            if (nested)
                continue;
            switch (category) {
            case OpCategory::Alloc: (isDriver ? a.calls.driverAllocs : a.calls.mallocs).push_back(r); break;
            case OpCategory::Free: a.calls.frees.push_back(r); break;
            case OpCategory::Sync: a.calls.syncs.push_back(r); break;
            case OpCategory::Memcpy:
                a.calls.copies.push_back(r);
                a.calls.work.push_back(r);
                break;
            case OpCategory::Launch: a.calls.work.push_back(r); break;
            default: break;
            }
        }
    }

    std::vector<ProcessActivity> out;
    for (auto& [process, a] : byProcess) {
        // The main thread: the one whose calls most often have a Python line, else the busiest.
        std::size_t bestLines = 0;
        std::size_t bestCalls = 0;
        for (const std::uint32_t t : a.issuingThreads) {
            const std::vector<EventRef>& calls = callsByThread[t];
            std::size_t lines = 0;
            for (const EventRef& r : calls)
                lines += facts[scope.stackOf(r)].userFrames.empty() ? 0 : 1;
            if (a.mainThread == UINT32_MAX || lines > bestLines || (lines == bestLines && calls.size() > bestCalls)) {
                a.mainThread = t;
                bestLines = lines;
                bestCalls = calls.size();
            }
        }
        std::vector<EventRef> mainCalls = callsByThread[a.mainThread];
        auto byStart = [&](EventRef x, EventRef y) { return scope.start(x) < scope.start(y); };
        std::stable_sort(mainCalls.begin(), mainCalls.end(), byStart);
        for (const EventRef& r : mainCalls)
            if (facts[scope.stackOf(r)].userFrame >= 0)
                a.mainLines.emplace_back(scope.start(r), scope.stackOf(r));
        findProcessSteps(scope, facts, a, mainCalls);
        for (auto* list :
             {&a.calls.mallocs, &a.calls.driverAllocs, &a.calls.frees, &a.calls.syncs, &a.calls.copies, &a.calls.work})
            std::stable_sort(list->begin(), list->end(), byStart);
        out.push_back(std::move(a));
    }
    return out;
}

// ---- source files ------------------------------------------------------------------------------

SourceFiles::SourceFiles(const ChainOptions& options)
    : m_options(options)
{
}

const PythonSource* SourceFiles::find(const std::string& recordedPath) const
{
    if (!m_options.readSource || recordedPath.empty())
        return nullptr;
    auto it = m_files.find(recordedPath);
    if (it == m_files.end()) {
        std::unique_ptr<PythonSource> parsed;
        if (const std::optional<std::string> text = m_options.readSource(recordedPath))
            parsed = std::make_unique<PythonSource>(*text);
        it = m_files.emplace(recordedPath, std::move(parsed)).first;
    }
    return it->second.get();
}

// ---- building chains ---------------------------------------------------------------------------

ChainBuilder::ChainBuilder(const Scope& scope, const std::vector<StackFacts>& facts,
                           const std::vector<ProcessActivity>& activity, const SourceFiles& files)
    : m_scope(scope)
    , m_facts(facts)
    , m_activity(activity)
    , m_files(files)
{
    for (std::size_t i = 0; i < activity.size(); ++i)
        m_activityByProcess.emplace(activity[i].process, i);
}

const ProcessActivity* ChainBuilder::activityOf(std::uint32_t process) const
{
    const auto it = m_activityByProcess.find(process);
    return it == m_activityByProcess.end() ? nullptr : &m_activity[it->second];
}

SourceLine ChainBuilder::frameLine(std::uint32_t stack, int frameIndex) const
{
    if (stack >= m_scope.trace().stacks.size() || frameIndex < 0)
        return {};
    const auto& frames = m_scope.trace().stacks[stack].frames;
    if (static_cast<std::size_t>(frameIndex) >= frames.size())
        return {};
    const capture::StackFrame& f = frames[static_cast<std::size_t>(frameIndex)];
    return {f.pyFile, f.pyLine > 0 ? f.pyLine : f.pyDefLine, f.pyFunction};
}

SourceLine ChainBuilder::lineOf(EventRef r) const
{
    const std::uint32_t stack = m_scope.stackOf(r);
    if (stack < m_facts.size() && m_facts[stack].userFrame >= 0)
        return frameLine(stack, m_facts[stack].userFrame);
    const ProcessActivity* a = activityOf(m_scope.thread(r).process);
    if (!a || a->mainLines.empty())
        return {};
    const std::int64_t t = m_scope.start(r);
    auto it = std::upper_bound(a->mainLines.begin(), a->mainLines.end(), std::make_pair(t, UINT32_MAX));
    if (it == a->mainLines.begin())
        return {};
    --it;
    // Only within the same step (or a second) of the main thread's call.
    const bool sameStep = a->hasSteps() ? a->stepAt(it->first) == a->stepAt(t) && a->stepAt(t) >= 0
                                        : t - it->first <= kSecond;
    if (!sameStep)
        return {};
    return frameLine(it->second, m_facts[it->second].userFrame);
}

void ChainBuilder::evidence(Chain& chain, const std::vector<EventRef>& refs) const
{
    std::unordered_set<std::uint64_t> seen;
    for (const EventRef& r : refs) {
        if (chain.evidence.size() >= m_scope.options().maxEvidence)
            break;
        const std::uint64_t key = (static_cast<std::uint64_t>(r.lane) << 32) | r.index;
        if (!seen.insert(key).second)
            continue;
        chain.evidence.push_back(r);
        if (std::find(chain.lanes.begin(), chain.lanes.end(), r.lane) == chain.lanes.end())
            chain.lanes.push_back(r.lane);
    }
    if (chain.windowStart == 0 && chain.windowEnd == 0 && !chain.evidence.empty()) {
        chain.windowStart = INT64_MAX;
        chain.windowEnd = INT64_MIN;
        for (const EventRef& r : chain.evidence) {
            chain.windowStart = std::min(chain.windowStart, m_scope.start(r));
            chain.windowEnd = std::max(chain.windowEnd, m_scope.endOf(r));
        }
    }
}

void ChainBuilder::sources(Chain& chain, const std::vector<EventRef>& refs, bool byCount) const
{
    struct Acc
    {
        double weight = 0;
        std::int64_t events = 0;
    };
    std::map<SourceLine, Acc> acc;
    double total = 0;
    for (const EventRef& r : refs) {
        const SourceLine line = lineOf(r);
        if (!line.isValid())
            continue;
        Acc& a = acc[line];
        const double w = byCount ? 1.0 : static_cast<double>(std::max<std::int64_t>(1, m_scope.length(r)));
        a.weight += w;
        ++a.events;
        total += w;
    }
    for (const auto& [line, a] : acc)
        chain.sources.push_back({line.file, line.line, line.function, a.weight / total, a.events});
    std::stable_sort(chain.sources.begin(), chain.sources.end(),
                     [](const ChainSource& a, const ChainSource& b) { return a.weight > b.weight; });
}

void ChainBuilder::leadWith(Chain& chain, const SourceLine& line, double weight)
{
    if (!line.isValid())
        return;
    std::erase_if(chain.sources, [&](const ChainSource& s) { return s.file == line.file && s.line == line.line; });
    double rest = 0;
    for (const ChainSource& s : chain.sources)
        rest += s.weight;
    weight = chain.sources.empty() ? 1.0 : std::clamp(weight, 0.0, 1.0);
    for (ChainSource& s : chain.sources)
        s.weight = rest > 0 ? s.weight / rest * (1.0 - weight) : 0;
    chain.sources.insert(chain.sources.begin(), {line.file, line.line, line.function, weight, 0});
}

void ChainBuilder::recommend(Chain& chain, const std::string& text)
{
    if (std::find(chain.recommendations.begin(), chain.recommendations.end(), text) == chain.recommendations.end())
        chain.recommendations.push_back(text);
}

void ChainBuilder::impact(Chain& chain, std::int64_t ns, const ProcessActivity& activity) const
{
    chain.impact.ns = std::max<std::int64_t>(0, ns);
    chain.impact.rangeNs = activity.rangeNs();
    chain.impact.share = std::min(1.0,
                                  static_cast<double>(chain.impact.ns) / static_cast<double>(chain.impact.rangeNs));
    chain.impact.steps = activity.stepCount();
    if (chain.failure)
        chain.severity = ChainSeverity::High;
    else if (chain.symptomOnly)
        chain.severity = ChainSeverity::Low;
    else
        chain.severity = severityForShare(chain.impact.share);
}

void ChainBuilder::impact(Chain& chain, std::int64_t ns) const
{
    if (const ProcessActivity* a = chain.pid != 0 && m_scope.trace().process(chain.pid)
            ? activityOf(
                static_cast<std::uint32_t>(m_scope.trace().process(chain.pid) - m_scope.trace().processes.data()))
            : nullptr) {
        impact(chain, ns, *a);
        return;
    }
    ProcessActivity whole;
    whole.first = m_scope.begin();
    whole.last = m_scope.end();
    impact(chain, ns, whole);
}

ChainSymptom symptomOf(const Scope& scope, const std::string& op, const std::vector<EventRef>& refs)
{
    ChainSymptom s;
    s.op = op;
    std::vector<std::int64_t> d;
    d.reserve(refs.size());
    for (const EventRef& r : refs) {
        d.push_back(scope.length(r));
        s.totalNs = saturatingAdd(s.totalNs, d.back());
    }
    std::sort(d.begin(), d.end());
    s.count = static_cast<std::int64_t>(d.size());
    s.p50 = percentile(d, 0.50);
    s.p99 = percentile(d, 0.99);
    s.max = d.empty() ? 0 : d.back();
    return s;
}

std::string layerOf(std::uint8_t source)
{
    switch (static_cast<Source>(source)) {
    case Source::Driver: return "DRIVER";
    case Source::CudaGraph: return "GRAPH";
    default: return "CUDA";
    }
}

std::map<std::uint16_t, OpSamples> cudaSamples(const Scope& scope)
{
    // A driver call inside a runtime call of the same thread is that call's own (the cuMemAlloc in
    // cudaMalloc): counted once, as the runtime call.
    const Trace& trace = scope.trace();
    std::vector<RuntimeSpans> spans(trace.threads.size());
    scope.forEach(LaneKind::CudaRuntime, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
        spans[trace.lanes[l].thread].add(e.start[i], saturatingAdd(e.start[i], e.durationAt(i)));
    });
    std::map<std::uint16_t, OpSamples> byKind;
    for (const LaneKind kind : {LaneKind::CudaRuntime, LaneKind::Driver}) {
        scope.forEach(kind, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
            if (kind == LaneKind::Driver && spans[trace.lanes[l].thread].contains(e.start[i]))
                return;
            OpSamples& s = byKind[e.kind[i]];
            s.source = e.sourceAt(i);
            s.op = e.opAt(i);
            s.samples.push_back({e.start[i], e.durationAt(i), {l, static_cast<std::uint32_t>(i)}});
        });
    }
    for (auto& [kind, s] : byKind)
        std::stable_sort(s.samples.begin(), s.samples.end(),
                         [](const Sample& a, const Sample& b) { return a.start < b.start; });
    return byKind;
}

namespace {

// `loader` from `loader`, `enumerate(loader)`, `tqdm(loader, ...)`, `iter(loader)`, `zip(a, b)` (a).
std::string iterableName(std::string expression)
{
    for (int guard = 0; guard < 4; ++guard) {
        const std::size_t open = expression.find('(');
        if (open == std::string::npos)
            break;
        expression = expression.substr(open + 1);
    }
    std::size_t end = 0;
    while (end < expression.size()
           && (std::isalnum(static_cast<unsigned char>(expression[end])) || expression[end] == '_'
               || expression[end] == '.'))
        ++end;
    return expression.substr(0, end);
}

} // namespace

DataLoaderSite dataLoaderSite(const ChainBuilder& b, const ProcessActivity& a)
{
    DataLoaderSite w;
    const PythonSource* source = b.files().find(a.stepLine.file);
    if (!source)
        return w;
    const std::optional<PythonSource::Loop> loop = source->enclosingLoop(a.stepLine.line);
    if (!loop)
        return w;
    w.header = {a.stepLine.file, loop->header, a.stepLine.function};
    const std::string name = iterableName(loop->iterable);
    if (name.empty())
        return w;
    const int made = source->assignmentBefore(name, loop->header);
    if (made == 0)
        return w;
    w.loader = {a.stepLine.file, made, a.stepLine.function};
    const std::string statement = source->statement(made);
    w.isDataLoader = statement.find("DataLoader(") != std::string::npos;
    if (w.isDataLoader) {
        w.numWorkers = source->keywordArgument(made, "num_workers").value_or("0");
        if (const std::optional<std::string> collate = source->keywordArgument(made, "collate_fn")) {
            if (const int def = source->definitionOf(*collate))
                w.collate = {a.stepLine.file, def, *collate};
        }
    }
    return w;
}

std::multimap<std::uint32_t, std::uint32_t> forkTree(const Trace& trace)
{
    std::multimap<std::uint32_t, std::uint32_t> children;
    for (const Lane& lane : trace.lanes) {
        if (lane.kind != LaneKind::Instants)
            continue;
        for (std::size_t i = 0; i < lane.events.size(); ++i)
            if (lane.events.sourceAt(i) == static_cast<std::uint8_t>(Source::Host)
                && lane.events.opAt(i) == capture::ops::ProcessFork)
                children.emplace(trace.threads[lane.thread].pid, static_cast<std::uint32_t>(lane.events.arg1[i]));
    }
    return children;
}

bool isDataLoaderWorker(const Thread& thread)
{
    return thread.name.rfind("pt_data_worker", 0) == 0 || thread.name.find("data_worker") != std::string::npos
        || thread.name.find("DataLoader") != std::string::npos;
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

std::vector<bool> gpuLanesOf(const Trace& trace, std::uint32_t hostProcess)
{
    const auto processOfLane = [&](std::uint32_t lane) { return trace.threads[trace.lanes[lane].thread].process; };
    std::vector<bool> devices(trace.processes.size(), false); // GPU processes the host launched on
    for (const GpuLink& link : trace.gpuLinksByCall) {
        if (processOfLane(link.call.lane) == hostProcess)
            devices[processOfLane(link.gpu.lane)] = true;
    }
    std::vector<bool> lanes(trace.lanes.size(), false);
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l)
        lanes[l] = trace.lanes[l].kind == LaneKind::GpuStream && devices[processOfLane(l)];
    return lanes;
}

GpuBusy::GpuBusy(const Trace& trace, std::uint32_t hostProcess)
{
    std::vector<std::pair<std::int64_t, std::int64_t>> all;
    const std::vector<bool> lanes = gpuLanesOf(trace, hostProcess);
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        if (!lanes[l])
            continue;
        const EventColumns& e = trace.lanes[l].events;
        for (std::size_t i = 0; i < e.size(); ++i) {
            if (static_cast<GpuOpKind>(e.opAt(i)) != GpuOpKind::Sync)
                all.emplace_back(e.start[i], e.start[i] + e.durationAt(i));
        }
    }
    std::sort(all.begin(), all.end());
    for (const auto& [from, to] : all) {
        if (!m_busy.empty() && from <= m_busy.back().second)
            m_busy.back().second = std::max(m_busy.back().second, to);
        else
            m_busy.emplace_back(from, to);
    }
}

std::int64_t GpuBusy::busyIn(std::int64_t from, std::int64_t to) const
{
    std::int64_t ns = 0;
    auto it = std::lower_bound(
        m_busy.begin(), m_busy.end(), from,
        [](const std::pair<std::int64_t, std::int64_t>& b, std::int64_t t) { return b.second <= t; });
    for (; it != m_busy.end() && it->first < to; ++it)
        ns += std::max<std::int64_t>(0, std::min(to, it->second) - std::max(from, it->first));
    return ns;
}

} // namespace rules
} // namespace faultline
