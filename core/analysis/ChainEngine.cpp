#include "ChainEngine.h"

#include "CaptureReader.h"
#include "CounterTracks.h"
#include "EventDetails.h"
#include "OpCatalog.h"
#include "OpStatistics.h"
#include "SqliteDb.h"
#include "StatsReport.h"
#include "UiText.h"

#include <sqlite3.h>

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace faultline {

namespace {

using capture::OpCatalog;
using capture::OpCategory;
using capture::saturatingAdd;
using capture::Source;
using timeline::EventRef;
using timeline::RuntimeAllocations;

constexpr std::int64_t kSecond = 1'000'000'000;
constexpr std::int64_t kMs = 1'000'000;

// ---- formatting -------------------------------------------------------------------------------

std::string duration(std::int64_t ns)
{
    return StatsReport::formatDuration(ns).toStdString();
}

std::string bytes(std::uint64_t b)
{
    return StatsReport::formatBytes(b).toStdString();
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

// ---- text for people --------------------------------------------------------------------------

const std::string& argText(const std::string& s)
{
    return s;
}

template<std::integral T>
std::string argText(T v)
{
    return std::to_string(v);
}

// `source` in the user's language with %1..%n replaced by `args`, through text::uiText as all of
// core's text for people. Call sites pass QT_TRANSLATE_NOOP("ChainEngine", "...") so that lupdate
// finds every sentence. A `//:` translator comment belongs on the line above the statement: inside
// a lambda or a call's arguments, lupdate drops one that follows a ')' or a number.
template<typename... Args>
std::string translated(const char* source, const Args&... args)
{
    return text::uiText("ChainEngine", source, {std::string_view(argText(args))...});
}

// "python3 (pid 4242)", or "process (pid 4242)" when the name is unknown.
std::string processLabel(const std::string& name, std::uint32_t pid)
{
    if (name.empty())
        //: An unnamed process
        return translated(QT_TRANSLATE_NOOP("ChainEngine", "process (pid %1)"), pid);
    //: %1 is a process name like python3, %2 its pid
    return translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 (pid %2)"), name, pid);
}

// ---- what the engine knows about each stack, decided once -------------------------------------

struct StackFacts
{
    bool emptyCache = false;   // torch.cuda.empty_cache() on the stack
    bool tensorDtor = false;   // c10::TensorImpl::~TensorImpl on the stack
    bool ffi = false;          // called from Python through ctypes / libffi
    bool cachingAlloc = false; // went through c10's CUDACachingAllocator
    int userFrame = -1;        // innermost Python frame outside the libraries, -1 = none
};

bool isLibraryPython(const std::string& file)
{
    return file.find("site-packages/") != std::string::npos || file.find("dist-packages/") != std::string::npos
        || file.rfind("<frozen", 0) == 0 || file.find("/lib/python3") != std::string::npos;
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
                if (f.userFrame < 0 && !isLibraryPython(frame.pyFile))
                    f.userFrame = static_cast<int>(i);
                continue;
            }
            const std::string& sym = frame.symbol;
            if (sym.find("emptyCache") != std::string::npos || sym.find("empty_cache") != std::string::npos)
                f.emptyCache = true;
            // Itanium: complete/base object destructors of c10::TensorImpl (D0, D1, D2).
            if (sym.find("10TensorImplD") != std::string::npos || sym.find("~TensorImpl") != std::string::npos)
                f.tensorDtor = true;
            if (frame.library.find("libffi") != std::string::npos || frame.library.find("_ctypes") != std::string::npos
                || sym.rfind("ffi_call", 0) == 0)
                f.ffi = true;
            if (sym.find("CUDACachingAllocator") != std::string::npos)
                f.cachingAlloc = true;
        }
        // Only library frames: the outermost-but-one library frame still tells the user where
        // (better than nothing), but prefer the first Python frame.
        if (f.userFrame < 0)
            f.userFrame = firstPython;
    }
    return facts;
}

// ---- the events in scope ----------------------------------------------------------------------

struct Sample
{
    std::int64_t start = 0;
    std::int64_t duration = 0;
    EventRef ref;
};

class Scope
{
public:
    Scope(const Trace& trace, const ChainOptions& options)
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

    [[nodiscard]] const Trace& trace() const { return m_trace; }
    [[nodiscard]] std::int64_t begin() const { return m_begin; }
    [[nodiscard]] std::int64_t end() const { return m_end; }
    [[nodiscard]] std::int64_t wall() const { return std::max<std::int64_t>(1, m_end - m_begin); }

    [[nodiscard]] bool laneInScope(std::uint32_t lane) const
    {
        if (m_options.pid == 0)
            return true;
        const Thread& t = m_trace.threads[m_trace.lanes[lane].thread];
        return t.pid == m_options.pid;
    }

    // Events of `lane` whose start is in [from, to).
    [[nodiscard]] std::pair<std::size_t, std::size_t> range(std::uint32_t lane) const
    {
        const auto& s = m_trace.lanes[lane].events.start;
        const auto first = static_cast<std::size_t>(std::lower_bound(s.begin(), s.end(), m_options.from) - s.begin());
        const auto last = static_cast<std::size_t>(std::lower_bound(s.begin(), s.end(), m_options.to) - s.begin());
        return {first, std::max(first, last)};
    }

    template<typename Fn>
    void forEach(LaneKind kind, Fn&& fn) const
    {
        for (std::uint32_t l = 0; l < m_trace.lanes.size(); ++l) {
            if (m_trace.lanes[l].kind != kind || !laneInScope(l))
                continue;
            const auto [first, last] = range(l);
            for (std::size_t i = first; i < last; ++i)
                fn(l, i, m_trace.lanes[l].events);
        }
    }

    [[nodiscard]] const EventColumns& events(EventRef r) const { return m_trace.lanes[r.lane].events; }
    [[nodiscard]] const Thread& thread(EventRef r) const { return m_trace.threads[m_trace.lanes[r.lane].thread]; }
    [[nodiscard]] std::int64_t start(EventRef r) const { return events(r).start[r.index]; }
    [[nodiscard]] std::int64_t length(EventRef r) const { return events(r).durationAt(r.index); }
    [[nodiscard]] std::int64_t endOf(EventRef r) const { return saturatingAdd(start(r), length(r)); }
    [[nodiscard]] std::uint32_t stackOf(EventRef r) const { return events(r).stack[r.index]; }

    // Elapsed time since the capture began, for people: "42.1 s".
    [[nodiscard]] std::string at(std::int64_t t) const
    {
        return fixed(static_cast<double>(t - m_trace.beginNs) / 1e9, 1) + " s";
    }

    [[nodiscard]] std::string threadLabel(const Thread& t) const
    {
        if (t.name.empty())
            //: An unnamed thread; %1 is its thread id
            return translated(QT_TRANSLATE_NOOP("ChainEngine", "thread %1"), t.tid);
        return t.name + " " + std::to_string(t.tid);
    }

private:
    const Trace& m_trace;
    const ChainOptions& m_options;
    std::int64_t m_begin = 0;
    std::int64_t m_end = 0;
};

// System, host, IO and network context over the scope, as Ingero's evidence table wants it.
struct Context
{
    double cpuPeak = 0;
    double memPeak = 0;
    std::int64_t swapPeakMb = 0;
    double loadPeak = 0;
    bool hasSnapshots = false;
    std::int64_t contextSwitches = 0; // sched_switch rows plus sched_switch_summary counts
    std::uint64_t hostAllocBytes = 0; // mm_page_alloc (+ summaries)
    std::int64_t ioOps = 0;
    std::int64_t ioTotal = 0;
    std::int64_t ioPeak = 0;
    std::uint64_t ioSectors[2] = {0, 0}; // read, write
    std::int64_t retransmits = 0;
    std::int64_t socketOps = 0;
    std::uint64_t socketBytes = 0;
};

Context context(const Scope& scope, const ChainOptions& options)
{
    Context c;
    const Trace& trace = scope.trace();
    for (const capture::SystemSnapshot& s : trace.snapshots) {
        if (s.timestamp < options.from || s.timestamp >= options.to)
            continue;
        c.hasSnapshots = true;
        c.cpuPeak = std::max(c.cpuPeak, s.cpuPct);
        c.memPeak = std::max(c.memPeak, s.memPct);
        c.swapPeakMb = std::max(c.swapPeakMb, s.swapMb);
        c.loadPeak = std::max(c.loadPeak, s.loadAvg);
    }
    scope.forEach(LaneKind::OffCpu, [&](std::uint32_t, std::size_t, const EventColumns&) { ++c.contextSwitches; });
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

// ---- building chains --------------------------------------------------------------------------

class ChainBuilder
{
public:
    ChainBuilder(const Scope& scope, const std::vector<StackFacts>& facts, const ChainOptions& options)
        : m_scope(scope)
        , m_facts(facts)
        , m_options(options)
    {
    }

    // Evidence in the given order, capped; window from the evidence unless set.
    void evidence(Chain& chain, const std::vector<EventRef>& refs) const
    {
        std::unordered_set<std::uint64_t> seen;
        for (const EventRef& r : refs) {
            if (chain.evidence.size() >= m_options.maxEvidence)
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

    // Python source lines of `refs`, weighted by their duration (or by count when all are 0).
    void sources(Chain& chain, const std::vector<EventRef>& refs, bool byCount = false) const
    {
        struct Acc
        {
            double weight = 0;
            std::int64_t events = 0;
        };
        std::map<std::tuple<std::string, int, std::string>, Acc> acc;
        double total = 0;
        for (const EventRef& r : refs) {
            const std::uint32_t s = m_scope.stackOf(r);
            if (s == 0 || s >= m_facts.size() || m_facts[s].userFrame < 0)
                continue;
            const capture::StackFrame& f =
                m_scope.trace().stacks[s].frames[static_cast<std::size_t>(m_facts[s].userFrame)];
            const int line = f.pyLine > 0 ? f.pyLine : f.pyDefLine;
            Acc& a = acc[{f.pyFile, line, f.pyFunction}];
            const double w = byCount ? 1.0 : static_cast<double>(std::max<std::int64_t>(1, m_scope.length(r)));
            a.weight += w;
            ++a.events;
            total += w;
        }
        for (const auto& [key, a] : acc)
            chain.sources.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), a.weight / total, a.events});
        std::stable_sort(chain.sources.begin(), chain.sources.end(),
                         [](const ChainSource& a, const ChainSource& b) { return a.weight > b.weight; });
    }

    static void recommend(Chain& chain, const std::string& text)
    {
        if (std::find(chain.recommendations.begin(), chain.recommendations.end(), text) == chain.recommendations.end())
            chain.recommendations.push_back(text);
    }

    [[nodiscard]] const Scope& scope() const { return m_scope; }
    [[nodiscard]] const StackFacts& facts(EventRef r) const { return m_facts[m_scope.stackOf(r)]; }

private:
    const Scope& m_scope;
    const std::vector<StackFacts>& m_facts;
    const ChainOptions& m_options;
};

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
    s.p50 = OpStatistics::percentile(d, 0.50);
    s.p99 = OpStatistics::percentile(d, 0.99);
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

// ---- Ingero's rules ---------------------------------------------------------------------------

struct OpSamples
{
    std::uint8_t source = 0;
    std::uint8_t op = 0;
    std::vector<Sample> samples; // by start time
};

std::map<std::uint16_t, OpSamples> cudaSamples(const Scope& scope)
{
    std::map<std::uint16_t, OpSamples> byKind;
    for (const LaneKind kind : {LaneKind::CudaRuntime, LaneKind::Driver}) {
        scope.forEach(kind, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
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

struct TailFinding
{
    std::int64_t p50 = 0;
    std::int64_t p99 = 0;
    std::int64_t count = 0;
    std::size_t windowFirst = 0; // samples [windowFirst, windowLast) formed the window
    std::size_t windowLast = 0;
    [[nodiscard]] double ratio() const { return p50 > 0 ? static_cast<double>(p99) / static_cast<double>(p50) : 0; }
};

// Ingero's statistics engine replayed post hoc: a 1000-sample window per op, snapshotted at each
// second of event time and once at the end. Returns the snapshot with the largest p99/p50 among
// those that qualify (count >= 10, p50 > 0, p99/p50 >= 3), if any.
std::optional<TailFinding> tailOf(const std::vector<Sample>& samples)
{
    constexpr std::size_t kWindow = 1000;
    std::optional<TailFinding> best;
    std::vector<std::int64_t> sorted;
    auto snapshot = [&](std::size_t upTo) {
        if (upTo < 10)
            return;
        const std::size_t first = upTo > kWindow ? upTo - kWindow : 0;
        sorted.clear();
        for (std::size_t i = first; i < upTo; ++i)
            sorted.push_back(samples[i].duration);
        std::sort(sorted.begin(), sorted.end());
        TailFinding f;
        f.p50 = OpStatistics::percentile(sorted, 0.50);
        f.p99 = OpStatistics::percentile(sorted, 0.99);
        f.count = static_cast<std::int64_t>(upTo);
        f.windowFirst = first;
        f.windowLast = upTo;
        if (f.p50 <= 0 || f.ratio() < 3.0)
            return;
        if (!best || f.ratio() > best->ratio())
            best = f;
    };
    if (samples.empty())
        return best;
    std::int64_t boundary = samples.front().start - samples.front().start % kSecond + kSecond;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if (samples[i].start >= boundary) {
            snapshot(i);
            boundary = samples[i].start - samples[i].start % kSecond + kSecond;
        }
    }
    snapshot(samples.size());
    return best;
}

void tailAndDropRules(const ChainBuilder& b, const Context& c, const std::map<std::uint16_t, OpSamples>& byKind,
                      std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    for (const auto& [kind, s] : byKind) {
        const std::string op = OpCatalog::opName(s.source, s.op);
        const std::optional<TailFinding> tail = tailOf(s.samples);

        // Evidence per Ingero's table; severity MEDIUM unless something pushes it to HIGH.
        ChainSeverity severity = ChainSeverity::Medium;
        std::vector<std::string> causes;
        std::vector<ChainStep> steps;
        std::vector<std::string> recs;
        if (c.cpuPeak > 90) {
            severity = ChainSeverity::High;
            //: One of the causes joined into a chain's title; %1 is a CPU usage percentage
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "CPU at %1 %"), fixed(c.cpuPeak, 0)));
            steps.push_back({0, "SYSTEM", "cpu",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "CPU peaked at %1 %"), fixed(c.cpuPeak, 0)),
                             0});
        }
        if (c.memPeak > 95) {
            severity = ChainSeverity::High;
            //: One of the causes joined into a chain's title; %1 is a memory usage percentage
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "memory at %1 %"), fixed(c.memPeak, 0)));
            steps.push_back({0, "SYSTEM", "memory",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "memory peaked at %1 %"), fixed(c.memPeak, 0)),
                             0});
        }
        if (c.swapPeakMb > 0) {
            severity = ChainSeverity::High;
            //: One of the causes joined into a chain's title; %1 is a number of megabytes
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "swapping (%1 MB)"), c.swapPeakMb));
            steps.push_back(
                {0, "SYSTEM", "swap", translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 MB swapped"), c.swapPeakMb), 0});
            recs.push_back(translated(
                QT_TRANSLATE_NOOP("ChainEngine", "Find what else uses host memory, or add RAM: the job is swapping")));
        }
        if (c.loadPeak > 10) {
            //: One of the causes joined into a chain's title; %1 is the system load average, like 12.5
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "load average %1"), fixed(c.loadPeak, 1)));
            steps.push_back(
                {0, "SYSTEM", "load",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "load average up to %1"), fixed(c.loadPeak, 1)), 0});
        }
        if (c.contextSwitches >= 5) {
            //: One of the causes joined into a chain's title
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 context switches"), c.contextSwitches));
            steps.push_back({0, "HOST", "sched_switch",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 times a traced thread was switched out"),
                                        c.contextSwitches),
                             0});
            recs.push_back(translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "Pin the training process to dedicated cores (taskset -c or os.sched_setaffinity)")));
            recs.push_back(translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "Run background jobs (logrotate, cron, backups) at nice 19 or away from the GPU host")));
        }
        if (c.hostAllocBytes > (1ULL << 30)) {
            //: One of the causes joined into a chain's title; %1 is a size like 1.5 GiB
            causes.push_back(
                translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 of host page allocations"), bytes(c.hostAllocBytes)));
            //: %1 is a size like 1.5 GiB
            steps.push_back(
                {0, "HOST", "mm_page_alloc",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 of pages allocated"), bytes(c.hostAllocBytes)), 0});
            recs.push_back(translated(
                QT_TRANSLATE_NOOP("ChainEngine", "Find the process allocating host memory while the GPU work runs")));
        }
        const std::int64_t p99ForIo = tail ? tail->p99 : 0;
        const bool ioRelevant = c.ioOps >= 200 || c.ioTotal >= kSecond || (p99ForIo > 0 && c.ioPeak * 100 >= p99ForIo);
        if (ioRelevant && c.ioOps > 0) {
            if (c.ioPeak > 50 * kMs || c.ioTotal > 2 * kSecond)
                severity = ChainSeverity::High;
            //: One of the causes joined into a chain's title; %2 is the longest operation, like 3.2 ms
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 block IO operations (peak %2)"), c.ioOps,
                                        duration(c.ioPeak)));
            //: Block IO operations; %2 and %3 are durations like 3.2 ms
            steps.push_back({0, "IO", "block_io",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 operations, %2 in total, peak %3"),
                                        c.ioOps, duration(c.ioTotal), duration(c.ioPeak)),
                             c.ioPeak});
            if (c.ioPeak > 20 * kMs)
                //: %1 is a duration like 80 ms
                recs.push_back(translated(
                    QT_TRANSLATE_NOOP("ChainEngine", "Move data and checkpoints to local NVMe: block IO peaked at %1"),
                    duration(c.ioPeak)));
            recs.push_back(c.ioSectors[0] >= c.ioSectors[1]
                               ? translated(QT_TRANSLATE_NOOP(
                                   "ChainEngine",
                                   "Reads dominate: cache the dataset in memory or raise DataLoader prefetch_factor"))
                               : translated(QT_TRANSLATE_NOOP(
                                   "ChainEngine", "Writes dominate: checkpoint less often or write asynchronously")));
        }
        if (c.retransmits > 5) {
            if (c.retransmits > 50)
                severity = ChainSeverity::High;
            //: One of the causes joined into a chain's title, and the title of a chain of its own
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 TCP retransmits"), c.retransmits));
            steps.push_back({0, "NET", "tcp_retransmit",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 retransmitted segments"), c.retransmits),
                             0});
            recs.push_back(translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "Check the network path (NIC errors, MTU, congestion): TCP is retransmitting")));
        }
        if (c.socketOps > 100 && c.socketBytes > (1ULL << 20)) {
            //: One of the causes joined into a chain's title
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 socket operations"), c.socketOps));
            //: %2 is a size like 12 MiB
            steps.push_back({0, "NET", "socket_io",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 socket calls moving %2"), c.socketOps,
                                        bytes(c.socketBytes)),
                             0});
        }
        if (causes.empty())
            continue; // Ingero's rule: no evidence, no chain

        std::string causeText;
        for (const std::string& cause : causes)
            causeText += (causeText.empty() ? "" : " + ") + cause;

        if (tail) {
            Chain chain;
            chain.rule = "tail";
            chain.severity = severity;
            chain.id = std::string("tail-") + severityName(severity) + "-" + op;
            //: %1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a ratio like 4.5,
            //: %5 the causes joined with " + " (like "CPU at 97 % + 120 context switches")
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 p99 = %2 (%3× p50 %4) — %5"), op,
                                     duration(tail->p99), fixed(tail->ratio(), 1), duration(tail->p50), causeText);
            chain.rootCause = causeText;
            // Evidence: the calls at or above the p99 of the window that showed the tail, longest first.
            std::vector<EventRef> slow;
            std::vector<EventRef> window;
            for (std::size_t i = tail->windowFirst; i < tail->windowLast; ++i) {
                window.push_back(s.samples[i].ref);
                if (s.samples[i].duration >= tail->p99)
                    slow.push_back(s.samples[i].ref);
            }
            std::stable_sort(slow.begin(), slow.end(),
                             [&](EventRef a, EventRef b2) { return scope.length(a) > scope.length(b2); });
            b.evidence(chain, slow);
            chain.symptom = symptomOf(scope, op, window);
            chain.symptom.p50 = tail->p50;
            chain.symptom.p99 = tail->p99;
            chain.steps = steps;
            //: %1 and %3 are durations like 3.2 ms, %2 a ratio like 4.5
            chain.steps.push_back({chain.windowStart, layerOf(s.source), op,
                                   translated(QT_TRANSLATE_NOOP("ChainEngine", "p99 = %1 (%2× p50 = %3)"),
                                              duration(tail->p99), fixed(tail->ratio(), 1), duration(tail->p50)),
                                   tail->p99});
            for (const std::string& r : recs)
                ChainBuilder::recommend(chain, r);
            //: %1 is a CUDA op like cudaMalloc, %2 and %3 durations, %4 a ratio like 4.5, %5 a number of calls,
            //: %6 a time since the capture began like 42.1 s, %7 the causes joined with " + "
            chain.explanation = translated(
                QT_TRANSLATE_NOOP("ChainEngine",
                                  "%1 usually takes %2, but 1 call in 100 takes %3 or more (%4× the median, over the "
                                  "last %5 calls up to %6). In the same period: %7. Slow calls that coincide with "
                                  "these conditions point at them rather than at the GPU."),
                op, duration(tail->p50), duration(tail->p99), fixed(tail->ratio(), 1),
                tail->windowLast - tail->windowFirst, scope.at(chain.windowEnd), causeText);
            b.sources(chain, slow);
            chain.pid = slow.empty() ? 0 : scope.thread(slow.front()).pid;
            out.push_back(std::move(chain));
            continue;
        }

        // Throughput drop: calls per second of event time, the last second against the peak.
        if (s.samples.size() < 10)
            continue;
        std::vector<std::int64_t> perSecond;
        const std::int64_t t0 = s.samples.front().start;
        for (const Sample& x : s.samples) {
            const auto bucket = static_cast<std::size_t>((x.start - t0) / kSecond);
            if (perSecond.size() <= bucket)
                perSecond.resize(bucket + 1, 0);
            ++perSecond[bucket];
        }
        if (perSecond.size() < 6) // at least 5 whole snapshots before the current one
            continue;
        perSecond.pop_back(); // the last, partial second is not a rate
        const std::int64_t peak = *std::max_element(perSecond.begin(), perSecond.end());
        const std::int64_t current = perSecond.back();
        const bool evidence = c.contextSwitches >= 5 || c.ioOps >= 50 || c.retransmits > 5;
        if (peak < 10 || current < 1 || static_cast<double>(current) >= 0.6 * static_cast<double>(peak) || !evidence)
            continue;
        const double drop = 1.0 - static_cast<double>(current) / static_cast<double>(peak);
        Chain chain;
        chain.rule = "throughput-drop";
        chain.severity = drop > 0.6 || c.cpuPeak > 90 ? ChainSeverity::High : ChainSeverity::Medium;
        chain.id = std::string("drop-") + severityName(chain.severity) + "-" + op;
        //: %1 is a CUDA op like cudaMalloc, %2 and %3 calls per second, %4 the causes joined with " + "
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 rate fell to %2/s from a peak of %3/s — %4"), op,
                                 current, peak, causeText);
        chain.rootCause = causeText;
        std::vector<EventRef> last;
        const std::int64_t lastStart = t0 + static_cast<std::int64_t>(perSecond.size() - 1) * kSecond;
        for (const Sample& x : s.samples)
            if (x.start >= lastStart && x.start < lastStart + kSecond)
                last.push_back(x.ref);
        b.evidence(chain, last);
        chain.symptom = symptomOf(scope, op, last);
        chain.steps = steps;
        //: %3 is a percentage like 45 %
        chain.steps.push_back(
            {lastStart, layerOf(s.source), op,
             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 calls/s against a peak of %2/s (%3 fewer)"), current, peak,
                        percent(drop)),
             0});
        for (const std::string& r : recs)
            ChainBuilder::recommend(chain, r);
        //: %1 is a CUDA op like cudaMalloc, %4 a time since the capture began like 42.1 s,
        //: %5 the causes joined with " + "
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "The job issued %1 %2 times per second at its best, but only "
                                                         "%3 times in the last whole second (%4), while %5."),
                                       op, peak, current, scope.at(lastStart), causeText);
        chain.pid = last.empty() ? 0 : scope.thread(last.front()).pid;
        out.push_back(std::move(chain));
    }
}

// Ingero's spike pattern (research/ingero.md §4.1) as a chain: calls slower than 3× the median
// that come back at a regular interval, counted in calls ("every ~200 cudaMalloc calls").
void periodicSpikeRule(const ChainBuilder& b, const std::map<std::uint16_t, OpSamples>& byKind,
                       const std::vector<Chain>& found, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    for (const auto& [kind, s] : byKind) {
        if (s.samples.size() < 50)
            continue;
        const std::string op = OpCatalog::opName(s.source, s.op);
        const bool covered = std::any_of(found.begin(), found.end(),
                                         [&](const Chain& c) { return c.rule == "tail" && c.symptom.op == op; });
        if (covered)
            continue;
        std::vector<std::int64_t> sorted;
        for (const Sample& x : s.samples)
            sorted.push_back(x.duration);
        std::sort(sorted.begin(), sorted.end());
        const std::int64_t p50 = OpStatistics::percentile(sorted, 0.5);
        if (p50 <= 0)
            continue;
        std::vector<std::size_t> anomalies;
        for (std::size_t i = 0; i < s.samples.size(); ++i)
            if (s.samples[i].duration > 3 * p50)
                anomalies.push_back(i);
        if (anomalies.size() < 3)
            continue;
        std::vector<std::int64_t> gaps;
        for (std::size_t k = 1; k < anomalies.size(); ++k)
            gaps.push_back(static_cast<std::int64_t>(anomalies[k] - anomalies[k - 1]));
        std::vector<std::int64_t> sortedGaps = gaps;
        std::sort(sortedGaps.begin(), sortedGaps.end());
        const std::int64_t median = sortedGaps[sortedGaps.size() / 2];
        if (median < 5)
            continue; // clustered slow calls are a tail, not a period
        std::size_t regular = 0;
        for (const std::int64_t g : gaps)
            regular += std::llabs(g - median) * 10 <= median * 3 ? 1 : 0;
        if (regular * 10 < gaps.size() * 6)
            continue;

        std::vector<EventRef> evidence;
        std::int64_t spikeTime = 0;
        for (const std::size_t i : anomalies) {
            evidence.push_back(s.samples[i].ref);
            spikeTime = saturatingAdd(spikeTime, s.samples[i].duration);
        }
        const ChainSymptom spikes = symptomOf(scope, op, evidence);
        const double share = static_cast<double>(spikeTime) / static_cast<double>(scope.wall());
        Chain chain;
        chain.rule = "periodic-spike";
        chain.severity = share >= 0.01 ? ChainSeverity::Medium : ChainSeverity::Low;
        chain.id = "spike-" + op;
        //: %1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a number of calls
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 spikes to %2 every ~%3 calls (median %4)"), op,
                                 duration(spikes.p50), median, duration(p50));
        chain.rootCause = translated(QT_TRANSLATE_NOOP(
            "ChainEngine", "something periodic in the job: a cache release, a checkpoint, a logging step"));
        //: %2 of %3 gaps between slow calls are within 30 % of %4 calls
        chain.steps.push_back({scope.start(evidence.front()), layerOf(s.source), op,
                               translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                            "%1 calls slower than 3× the median, %2 of %3 gaps within "
                                                            "30 % of %4 calls"),
                                          anomalies.size(), regular, gaps.size(), median),
                               spikes.p50});
        b.evidence(chain, evidence);
        std::vector<EventRef> all;
        all.reserve(s.samples.size());
        for (const Sample& x : s.samples)
            all.push_back(x.ref);
        chain.symptom = symptomOf(scope, op, all);
        b.sources(chain, evidence);
        //: %1 is a CUDA op like cudaMalloc, %2, %4 and %6 durations like 3.2 ms, %3 and %5 numbers of calls,
        //: %7 a percentage like 4 %
        chain.explanation = translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              "%1 normally takes %2, but %3 calls took %4 (median of the slow ones), and they come "
                              "back every ~%5 calls: %6 in total (%7 of the range). A regular rhythm points at "
                              "periodic work in the job rather than at contention."),
            op, duration(p50), anomalies.size(), duration(spikes.p50), median, duration(spikeTime), percent(share));
        if (s.source == static_cast<std::uint8_t>(Source::Cuda) && s.op == capture::ops::CudaMalloc)
            //: Appended to the explanation of a periodic cudaMalloc spike; mind the leading space
            chain.explanation += translated(QT_TRANSLATE_NOOP(
                "ChainEngine",
                " For cudaMalloc this is the caching allocator handing its cache back (empty_cache(), "
                "a memory fraction limit, or an allocation that does not fit) and mapping memory "
                "again on the next call."));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Look for work done every N steps at the source lines "
                                                             "above (empty_cache(), checkpointing, logging, "
                                                             "evaluation)")));
        if (s.source == static_cast<std::uint8_t>(Source::Cuda) && s.op == capture::ops::CudaMalloc)
            ChainBuilder::recommend(
                chain,
                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                             "Keep the cache: drop periodic torch.cuda.empty_cache() calls, or "
                                             "set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True")));
        chain.pid = scope.thread(evidence.front()).pid;
        out.push_back(std::move(chain));
    }
}

void lifecycleRules(const ChainBuilder& b, const Context& c, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    std::vector<EventRef> retransmits;
    scope.forEach(LaneKind::Net, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) == static_cast<std::uint8_t>(Source::Tcp))
            retransmits.push_back({l, static_cast<std::uint32_t>(i)});
    });
    scope.forEach(LaneKind::Instants, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) != static_cast<std::uint8_t>(Source::Host))
            return;
        const std::uint8_t op = e.opAt(i);
        const EventRef ref{l, static_cast<std::uint32_t>(i)};
        Chain chain;
        chain.severity = ChainSeverity::High;
        if (op == capture::ops::OomKill || op == capture::ops::PodOomKill) {
            const auto victim = static_cast<std::uint32_t>(e.arg1[i]);
            chain.rule = "oom";
            chain.id = "oom-" + std::to_string(victim) + "-" + std::to_string(e.start[i]);
            chain.pid = victim;
            //: %1 is a process like "python3 (pid 4242)", %2 a time since the capture began like 42.1 s
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "OOM killer ended %1 at %2"),
                                     processLabel(trace.processName(victim), victim), scope.at(e.start[i]));
            chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "host memory exhausted"));
            chain.steps.push_back(
                {0, "SYSTEM", "memory",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "memory peaked at %1 %"), fixed(c.memPeak, 0)), 0});
            chain.steps.push_back({e.start[i], "HOST", OpCatalog::opName(e.sourceAt(i), op),
                                   translated(QT_TRANSLATE_NOOP("ChainEngine", "killed pid %1"), victim), 0});
            if (c.hasSnapshots) {
                //: %2 is a time since the capture began like 42.1 s, %3 a memory usage percentage
                chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "The kernel ran out of memory and killed pid %1 at "
                                                                 "%2; system memory peaked at %3 %. Everything the "
                                                                 "process held on the GPU is gone with it."),
                                               victim, scope.at(e.start[i]), fixed(c.memPeak, 0));
            } else {
                //: %2 is a time since the capture began like 42.1 s
                chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "The kernel ran out of memory and killed pid %1 at "
                                                                 "%2. Everything the process held on the GPU is gone "
                                                                 "with it."),
                                               victim, scope.at(e.start[i]));
            }
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Lower host memory use: fewer DataLoader workers, "
                                                                 "smaller prefetch_factor, pin_memory only where it "
                                                                 "helps")));
            ChainBuilder::recommend(
                chain,
                translated(QT_TRANSLATE_NOOP(
                    "ChainEngine", "Set a memory limit on co-located jobs so they, not training, hit it first")));
        } else if (op == capture::ops::PodRestart || op == capture::ops::PodEviction) {
            const bool restart = op == capture::ops::PodRestart;
            chain.rule = "pod";
            if (restart) {
                chain.id = "pod-restart";
                //: %1 is a time since the capture began like 42.1 s
                chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Pod restarted at %1"), scope.at(e.start[i]));
                chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "container restart"));
            } else {
                chain.id = "pod-eviction";
                //: %1 is a time since the capture began like 42.1 s
                chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Pod evicted at %1"), scope.at(e.start[i]));
                chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "eviction by the node"));
            }
            chain.steps.push_back({e.start[i], "INFRA", OpCatalog::opName(e.sourceAt(i), op), chain.title, 0});
            //: %1 is "Pod restarted at 42.1 s" or "Pod evicted at 42.1 s"
            chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1; the job lost its state on that pod."),
                                           chain.title);
            ChainBuilder::recommend(
                chain,
                restart ? translated(
                    QT_TRANSLATE_NOOP("ChainEngine", "Check the container's exit reason and liveness probes"))
                        : translated(QT_TRANSLATE_NOOP(
                            "ChainEngine", "Check the node's memory and disk pressure that triggered eviction")));
        } else {
            return;
        }
        b.evidence(chain, {ref});
        out.push_back(std::move(chain));
    });
    if (retransmits.size() > 10) {
        Chain chain;
        chain.rule = "tcp-retransmit";
        chain.severity = retransmits.size() > 100 ? ChainSeverity::High : ChainSeverity::Medium;
        chain.id = std::string("tcp-retransmit-") + severityName(chain.severity);
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 TCP retransmits"), retransmits.size());
        chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "packet loss or congestion on the network path"));
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "TCP resent %1 segments in this range; collective operations "
                                                         "and data loading over the network wait for each one."),
                                       retransmits.size());
        chain.steps.push_back({0, "NET", "tcp_retransmit", chain.title, 0});
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Check the network path (NIC errors, MTU, "
                                                             "congestion): TCP is retransmitting")));
        b.evidence(chain, retransmits);
        out.push_back(std::move(chain));
    }
}

// ---- Faultline's rules ------------------------------------------------------------------------

struct ProcessCalls
{
    std::vector<EventRef> mallocs;      // runtime cudaMalloc / cudaMallocManaged
    std::vector<EventRef> driverAllocs; // cuMemAlloc*, not nested in a runtime allocation
    std::vector<EventRef> frees;
    std::vector<EventRef> syncs;
};

std::map<std::uint32_t, ProcessCalls> callsByProcess(const Scope& scope)
{
    const Trace& trace = scope.trace();
    std::map<std::uint32_t, ProcessCalls> out; // by process index
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        const Lane& lane = trace.lanes[l];
        if ((lane.kind != LaneKind::CudaRuntime && lane.kind != LaneKind::Driver) || !scope.laneInScope(l))
            continue;
        ProcessCalls& calls = out[trace.threads[lane.thread].process];
        const auto [first, last] = scope.range(l);
        for (std::size_t i = first; i < last; ++i) {
            const EventRef ref{l, static_cast<std::uint32_t>(i)};
            switch (OpCatalog::info(lane.events.sourceAt(i), lane.events.opAt(i)).category) {
            case OpCategory::Alloc:
                (lane.kind == LaneKind::Driver ? calls.driverAllocs : calls.mallocs).push_back(ref);
                break;
            case OpCategory::Free: calls.frees.push_back(ref); break;
            case OpCategory::Sync: calls.syncs.push_back(ref); break;
            default: break;
            }
        }
    }
    // A driver allocation (free) inside a runtime allocation (free) on the same thread is the
    // runtime call's own.
    for (auto& [process, calls] : out) {
        std::map<std::uint32_t, RuntimeAllocations> runtimeByThread;
        auto nested = [&](OpCategory category, EventRef r) {
            if (trace.lanes[r.lane].kind != LaneKind::Driver)
                return false;
            const std::uint32_t thread = trace.lanes[r.lane].thread;
            auto it = runtimeByThread.find(thread);
            if (it == runtimeByThread.end())
                it = runtimeByThread.emplace(thread, RuntimeAllocations(trace, thread)).first;
            return it->second.nests(category, scope.start(r));
        };
        std::erase_if(calls.driverAllocs, [&](EventRef r) { return nested(OpCategory::Alloc, r); });
        std::erase_if(calls.frees, [&](EventRef r) { return nested(OpCategory::Free, r); });
        auto byTime = [&](EventRef a, EventRef b2) { return scope.start(a) < scope.start(b2); };
        std::stable_sort(calls.mallocs.begin(), calls.mallocs.end(), byTime);
        std::stable_sort(calls.driverAllocs.begin(), calls.driverAllocs.end(), byTime);
        std::stable_sort(calls.frees.begin(), calls.frees.end(), byTime);
        std::stable_sort(calls.syncs.begin(), calls.syncs.end(), byTime);
    }
    return out;
}

std::string processLabel(const Trace& trace, std::uint32_t process)
{
    const Process& p = trace.processes[process];
    return processLabel(p.name, p.pid);
}

void allocationChurnRule(const ChainBuilder& b, std::uint32_t process, const ProcessCalls& calls,
                         std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const std::size_t allocs = calls.mallocs.size() + calls.driverAllocs.size();
    if (allocs < 50)
        return;
    std::int64_t first = INT64_MAX;
    std::int64_t last = INT64_MIN;
    for (const auto* list : {&calls.mallocs, &calls.driverAllocs, &calls.frees}) {
        if (list->empty())
            continue;
        first = std::min(first, scope.start(list->front()));
        last = std::max(last, scope.endOf(list->back()));
    }
    const double seconds = std::max(1e-3, static_cast<double>(last - first) / 1e9);
    const double rate = static_cast<double>(allocs + calls.frees.size()) / seconds;

    std::vector<EventRef> emptyCacheFrees;
    for (const EventRef& r : calls.frees)
        if (b.facts(r).emptyCache)
            emptyCacheFrees.push_back(r);
    std::vector<EventRef> bypass;
    std::uint64_t bypassBytes = 0;
    for (const EventRef& r : calls.driverAllocs) {
        const StackFacts& f = b.facts(r);
        if (f.ffi || (f.userFrame >= 0 && !f.cachingAlloc)) {
            bypass.push_back(r);
            bypassBytes += scope.events(r).arg0[r.index];
        }
    }

    // cudaMalloc latency per time window: up to six windows of at least 20 calls each.
    struct Window
    {
        std::int64_t start = 0;
        std::int64_t p50 = 0;
        std::int64_t p99 = 0;
        std::size_t count = 0;
    };
    std::vector<Window> windows;
    const std::vector<EventRef>& m = calls.mallocs;
    const std::size_t windowCount = std::min<std::size_t>(6, m.size() / 20);
    if (windowCount >= 3) {
        const std::int64_t t0 = scope.start(m.front());
        const std::int64_t span = std::max<std::int64_t>(1, scope.start(m.back()) - t0 + 1);
        std::vector<std::vector<std::int64_t>> d(windowCount);
        for (const EventRef& r : m) {
            const auto w = static_cast<std::size_t>(static_cast<long double>(scope.start(r) - t0)
                                                    * static_cast<long double>(windowCount)
                                                    / static_cast<long double>(span));
            d[std::min(w, windowCount - 1)].push_back(scope.length(r));
        }
        for (std::size_t w = 0; w < windowCount; ++w) {
            std::sort(d[w].begin(), d[w].end());
            windows.push_back({t0 + static_cast<std::int64_t>(w) * span / static_cast<std::int64_t>(windowCount),
                               OpStatistics::percentile(d[w], 0.5), OpStatistics::percentile(d[w], 0.99), d[w].size()});
        }
    }
    bool rising = false;
    double growth = 1;
    if (windows.size() >= 3 && windows.front().p50 > 0) {
        int increases = 0;
        for (std::size_t w = 1; w < windows.size(); ++w)
            increases += windows[w].p50 > windows[w - 1].p50 ? 1 : 0;
        growth = static_cast<double>(windows.back().p50) / static_cast<double>(windows.front().p50);
        rising = growth >= 1.5 && increases >= static_cast<int>(windows.size()) - 2;
    }

    if (rate < 20 || !(rising || emptyCacheFrees.size() >= 5 || bypass.size() >= 5))
        return;

    std::int64_t mallocTime = 0;
    for (const EventRef& r : m)
        mallocTime = saturatingAdd(mallocTime, scope.length(r));
    const double mallocShare = static_cast<double>(mallocTime) / static_cast<double>(scope.wall());

    Chain chain;
    chain.rule = "alloc-churn";
    chain.pid = trace.processes[process].pid;
    chain.severity = (rising && growth >= 2) || mallocShare >= 0.10 ? ChainSeverity::High : ChainSeverity::Medium;
    chain.id = "alloc-churn-" + std::to_string(chain.pid);
    std::vector<std::string> causes;
    if (rising)
        //: One of the causes joined into a chain's title; %1 is a ratio like 2.5, %2 and %3 durations like 3.2 ms
        causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "cudaMalloc p50 rose %1× (%2 → %3)"),
                                    fixed(growth, 1), duration(windows.front().p50), duration(windows.back().p50)));
    if (!emptyCacheFrees.empty())
        //: One of the causes joined into a chain's title
        causes.push_back(
            translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 frees from empty_cache()"), emptyCacheFrees.size()));
    if (!bypass.empty())
        //: One of the causes joined into a chain's title
        causes.push_back(translated(
            QT_TRANSLATE_NOOP("ChainEngine", "%1 cuMemAlloc calls bypassing the caching allocator"), bypass.size()));
    std::string causeText;
    for (const std::string& cause : causes)
        causeText += (causeText.empty() ? "" : " + ") + cause;
    //: %1 is a process like "python3 (pid 4242)", %3 the causes joined with " + "
    chain.title = translated(
        QT_TRANSLATE_NOOP("ChainEngine", "Allocation churn in %1: %2 allocations and frees per second — %3"),
        processLabel(trace, process), fixed(rate, 0), causeText);
    chain.rootCause = causeText;

    //: %3 is calls per second, %4 a percentage like 12 %
    chain.steps.push_back(
        {first, "CUDA", "cudaMalloc",
         translated(QT_TRANSLATE_NOOP("ChainEngine",
                                      "%1 cudaMalloc and %2 cudaFree calls at %3/s, %4 of the time in "
                                      "cudaMalloc"),
                    m.size(), calls.frees.size(), fixed(rate, 0), percent(mallocShare)),
         mallocTime});
    for (const Window& w : windows)
        //: %2 and %3 are durations like 3.2 ms
        chain.steps.push_back({w.start, "CUDA", "cudaMalloc",
                               translated(QT_TRANSLATE_NOOP("ChainEngine", "window of %1 calls: p50 %2, p99 %3"),
                                          w.count, duration(w.p50), duration(w.p99)),
                               w.p50});
    if (!emptyCacheFrees.empty())
        chain.steps.push_back({scope.start(emptyCacheFrees.front()), "PYTHON", "empty_cache",
                               translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                            "%1 cudaFree calls come from torch.cuda.empty_cache(), "
                                                            "which returns cached blocks that the next step allocates "
                                                            "again"),
                                          emptyCacheFrees.size()),
                               0});
    if (!bypass.empty())
        //: %2 is a size like 1.5 GiB
        chain.steps.push_back({scope.start(bypass.front()), "DRIVER", "cuMemAlloc",
                               translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                            "%1 calls (%2) allocate straight from the driver through "
                                                            "ctypes, outside the caching allocator"),
                                          bypass.size(), bytes(bypassBytes)),
                               0});

    // Evidence: the slowest allocations of the last window first, then empty_cache frees and bypasses.
    std::vector<EventRef> slow = m;
    std::stable_sort(slow.begin(), slow.end(),
                     [&](EventRef a, EventRef c2) { return scope.length(a) > scope.length(c2); });
    slow.resize(std::min<std::size_t>(slow.size(), 120));
    std::vector<EventRef> evidence = slow;
    evidence.insert(evidence.end(), emptyCacheFrees.begin(),
                    emptyCacheFrees.begin()
                        + static_cast<std::ptrdiff_t>(std::min<std::size_t>(40, emptyCacheFrees.size())));
    evidence.insert(evidence.end(), bypass.begin(),
                    bypass.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(40, bypass.size())));
    chain.windowStart = first;
    chain.windowEnd = last;
    b.evidence(chain, evidence);
    chain.symptom = symptomOf(scope, "cudaMalloc", m);

    std::vector<EventRef> weighted = m;
    weighted.insert(weighted.end(), calls.driverAllocs.begin(), calls.driverAllocs.end());
    b.sources(chain, weighted);

    //: %1 is a process like "python3 (pid 4242)", %3 a duration like 3.2 s, %4 a percentage like 12 %
    chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                     "%1 allocated and freed GPU memory %2 times per second and spent "
                                                     "%3 (%4 of the range) inside cudaMalloc."),
                                   processLabel(trace, process), fixed(rate, 0), duration(mallocTime),
                                   percent(mallocShare));
    if (rising)
        //: Appended to the explanation; mind the leading space. %1 to %4 are durations like 3.2 ms
        chain.explanation += translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              " The typical cudaMalloc got slower as the run went on, from %1 to %2 (p99 %3 → %4): "
                              "the caching allocator's pool is fragmenting, so more requests miss it and go to the "
                              "driver."),
            duration(windows.front().p50), duration(windows.back().p50), duration(windows.front().p99),
            duration(windows.back().p99));
    if (!emptyCacheFrees.empty())
        //: Appended to the explanation; mind the leading space
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                          " torch.cuda.empty_cache() hands cached blocks back to the "
                                                          "driver %1 times, so the next allocations pay for "
                                                          "cudaMalloc again."),
                                        emptyCacheFrees.size());
    if (!bypass.empty())
        //: Appended to the explanation; mind the leading space. %2 is a size like 1.5 GiB
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                          " %1 cuMemAlloc calls from Python (ctypes) take %2 that "
                                                          "PyTorch's allocator cannot see or reuse."),
                                        bypass.size(), bytes(bypassBytes));
    if (!chain.sources.empty())
        //: Appended to the explanation; mind the leading space. %1:%2 is a Python file and line, %3 a function
        chain.explanation += translated(
            QT_TRANSLATE_NOOP("ChainEngine", " Most of the allocation time comes from %1:%2 (%3)."),
            chain.sources.front().file, chain.sources.front().line, chain.sources.front().function);

    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Pre-allocate buffers once and reuse them across "
                                                         "steps instead of allocating per step")));
    if (!emptyCacheFrees.empty())
        ChainBuilder::recommend(
            chain,
            translated(QT_TRANSLATE_NOOP("ChainEngine", "Remove torch.cuda.empty_cache() from the training loop")));
    if (rising)
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:"
                                                             "True to stop the pool fragmenting")));
    if (!bypass.empty())
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Allocate through PyTorch (torch.empty on the "
                                                             "device) instead of cuMemAlloc through ctypes, so "
                                                             "the caching allocator can reuse the memory")));
    out.push_back(std::move(chain));
}

void imbalanceRule(const ChainBuilder& b, std::uint32_t process, const ProcessCalls& calls, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const std::vector<EventRef>& m = calls.mallocs;
    if (m.size() < 20)
        return;
    // Only allocations whose pointer was recorded can be matched to frees.
    std::size_t withPointer = 0;
    for (const EventRef& r : m)
        withPointer += scope.events(r).retCodeAt(r.index) == 0 && scope.events(r).arg1[r.index] != 0 ? 1 : 0;
    if (withPointer * 2 < m.size())
        return;

    // Replay allocations and frees in time order; watch what stays allocated.
    struct Step
    {
        std::int64_t time;
        bool alloc;
        EventRef ref;
    };
    std::vector<Step> steps;
    for (const EventRef& r : m)
        if (scope.events(r).retCodeAt(r.index) == 0)
            steps.push_back({scope.endOf(r), true, r});
    for (const EventRef& r : calls.frees)
        if (scope.events(r).retCodeAt(r.index) == 0)
            steps.push_back({scope.start(r), false, r});
    std::stable_sort(steps.begin(), steps.end(), [](const Step& a, const Step& c2) { return a.time < c2.time; });
    std::unordered_map<std::uint64_t, EventRef> live;
    std::unordered_map<std::uint64_t, std::uint64_t> liveBytes;
    long double inUse = 0;
    std::size_t allocCount = 0;
    std::size_t matchedFrees = 0;
    const std::int64_t t0 = steps.empty() ? 0 : steps.front().time;
    const std::int64_t t1 = steps.empty() ? 0 : steps.back().time;
    std::vector<long double> quarterEnd(4, 0);
    for (const Step& s : steps) {
        const EventColumns& e = scope.events(s.ref);
        if (s.alloc) {
            ++allocCount;
            const std::uint64_t p = e.arg1[s.ref.index];
            inUse += static_cast<long double>(e.arg0[s.ref.index]);
            if (p != 0) {
                live[p] = s.ref;
                liveBytes[p] = e.arg0[s.ref.index];
            }
        } else {
            const std::uint64_t p = e.arg0[s.ref.index];
            if (const auto it = liveBytes.find(p); it != liveBytes.end()) {
                inUse -= static_cast<long double>(it->second);
                liveBytes.erase(it);
                live.erase(p);
                ++matchedFrees;
            }
        }
        const std::size_t q = t1 > t0
            ? std::min<std::size_t>(3, static_cast<std::size_t>((s.time - t0) * 4 / (t1 - t0 + 1)))
            : 3;
        for (std::size_t k = q; k < 4; ++k)
            quarterEnd[k] = inUse;
    }
    const std::size_t unmatched = live.size();

    std::uint64_t unmatchedBytes = 0;
    std::vector<EventRef> evidence;
    for (const auto& [p, ref] : live) {
        unmatchedBytes += liveBytes[p];
        evidence.push_back(ref);
    }
    std::stable_sort(evidence.begin(), evidence.end(), [&](EventRef a, EventRef c2) {
        const auto ba = scope.events(a).arg0[a.index];
        const auto bc = scope.events(c2).arg0[c2.index];
        return ba != bc ? ba > bc : scope.start(a) < scope.start(c2);
    });

    // A leak keeps growing; retention by the caching allocator levels off.
    int increases = 0;
    for (std::size_t k = 1; k < 4; ++k)
        increases += quarterEnd[k] > quarterEnd[k - 1] * 1.02L ? 1 : 0;
    const bool leak = increases >= 3 && quarterEnd[3] >= quarterEnd[0] * 1.2L;
    // Ordinary: few allocations outlive the range and nothing grows.
    if (unmatched < 20 || (unmatched * 10 < allocCount && !leak))
        return;

    Chain chain;
    chain.rule = "alloc-imbalance";
    chain.pid = trace.processes[process].pid;
    chain.severity = leak ? (unmatchedBytes >= (1ULL << 30) ? ChainSeverity::High : ChainSeverity::Medium)
                          : ChainSeverity::Low;
    chain.id = std::string(leak ? "leak-" : "retention-") + std::to_string(chain.pid);
    if (leak) {
        //: %1 is a process like "python3 (pid 4242)", %4 a size like 1.5 GiB
        chain.title = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "GPU memory leak in %1: %2 of %3 allocations (%4) never freed"),
            processLabel(trace, process), unmatched, allocCount, bytes(unmatchedBytes));
        chain.rootCause = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "allocations that are never freed, growing steadily"));
    } else {
        //: %1 is a process like "python3 (pid 4242)", %4 a size like 1.5 GiB
        chain.title = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "GPU memory retained in %1: %2 of %3 allocations (%4) never freed"),
            processLabel(trace, process), unmatched, allocCount, bytes(unmatchedBytes));
        chain.rootCause = translated(QT_TRANSLATE_NOOP(
            "ChainEngine", "memory kept by its owner (the caching allocator or long-lived tensors), not growing"));
    }
    for (std::size_t k = 0; k < 4; ++k)
        //: %1 is a size like 1.5 GiB, %2 the quarter of the range (1 to 4)
        chain.steps.push_back(
            {t0 + (t1 - t0) * static_cast<std::int64_t>(k + 1) / 4, "CUDA", "in use",
             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 allocated through traced calls at the end of quarter %2"),
                        bytes(static_cast<std::uint64_t>(std::max<long double>(0, quarterEnd[k]))), k + 1),
             0});
    //: %1 is a process like "python3 (pid 4242)", %6 a size like 1.5 GiB
    chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                     "%1 made %2 cudaMalloc calls and %3 cudaFree calls; %4 frees "
                                                     "match an allocation, and %5 allocations holding %6 are still "
                                                     "allocated at the end of the range."),
                                   processLabel(trace, process), allocCount, calls.frees.size(), matchedFrees,
                                   unmatched, bytes(unmatchedBytes));
    if (leak) {
        //: Appended to the explanation; mind the leading space
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                          " What stays allocated grew in every quarter of the range, "
                                                          "which is what a leak looks like: references kept in a "
                                                          "list, a cache or a closure."));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Find who keeps references to the tensors "
                                                             "allocated at the top source lines (lists of "
                                                             "losses, hooks, caches); call .detach()/.item() "
                                                             "before keeping values")));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Compare torch.cuda.memory_allocated() across "
                                                             "steps to confirm the growth")));
    } else {
        //: Appended to the explanation; mind the leading space
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                          " What stays allocated levels off, which is the caching "
                                                          "allocator (or long-lived tensors) holding memory for reuse "
                                                          "rather than a leak."));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Nothing to fix if memory is not short; otherwise "
                                                             "cap the cache with PYTORCH_CUDA_ALLOC_CONF="
                                                             "garbage_collection_threshold:0.8")));
    }
    chain.windowStart = t0;
    chain.windowEnd = t1;
    b.evidence(chain, evidence);
    b.sources(chain, evidence, true);
    out.push_back(std::move(chain));
}

void destructorSyncRule(const ChainBuilder& b, std::uint32_t process, const ProcessCalls& calls,
                        std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    std::vector<EventRef> dtor;
    std::int64_t total = 0;
    std::int64_t longest = 0;
    for (const EventRef& r : calls.syncs) {
        if (!b.facts(r).tensorDtor)
            continue;
        dtor.push_back(r);
        total = saturatingAdd(total, scope.length(r));
        longest = std::max(longest, scope.length(r));
    }
    const double share = static_cast<double>(total) / static_cast<double>(scope.wall());
    if (dtor.size() < 5 || (share < 0.01 && longest < 10 * kMs))
        return;
    Chain chain;
    chain.rule = "dtor-sync";
    chain.pid = trace.processes[process].pid;
    chain.severity = share >= 0.10 ? ChainSeverity::High : ChainSeverity::Medium;
    chain.id = "dtor-sync-" + std::to_string(chain.pid);
    const std::string op = OpCatalog::opName(scope.events(dtor.front()).sourceAt(dtor.front().index),
                                             scope.events(dtor.front()).opAt(dtor.front().index));
    //: %1 is a process like "python3 (pid 4242)", %3 a duration like 3.2 s, %4 a percentage like 12 %
    chain.title = translated(
        QT_TRANSLATE_NOOP("ChainEngine", "Tensor destructors synchronise the GPU in %1: %2 syncs, %3 (%4)"),
        processLabel(trace, process), dtor.size(), duration(total), percent(share));
    chain.rootCause = translated(QT_TRANSLATE_NOOP(
        "ChainEngine", "freeing tensors in the hot loop waits for the GPU (c10::TensorImpl::~TensorImpl → sync)"));
    std::stable_sort(dtor.begin(), dtor.end(),
                     [&](EventRef a, EventRef c2) { return scope.length(a) > scope.length(c2); });
    b.evidence(chain, dtor);
    chain.symptom = symptomOf(scope, op, dtor);
    chain.steps.push_back({chain.windowStart, "PYTHON", "del / reassignment",
                           translated(QT_TRANSLATE_NOOP("ChainEngine", "a tensor goes out of scope")), 0});
    //: %2 and %3 are durations like 3.2 ms
    chain.steps.push_back(
        {chain.windowStart, "CUDA", op,
         translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 synchronisations inside ~TensorImpl, p99 %2, longest %3"),
                    dtor.size(), duration(chain.symptom.p99), duration(longest)),
         chain.symptom.p99});
    b.sources(chain, dtor);
    //: %2 is a CUDA op like cudaStreamSynchronize, %3 a duration like 3.2 s, %4 a percentage like 12 %
    chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                     "%1 %2 calls have c10::TensorImpl's destructor on their stack: "
                                                     "releasing a tensor's memory made the CPU wait for the GPU to "
                                                     "finish with it. Together they blocked the thread for %3 (%4 of "
                                                     "the range)."),
                                   dtor.size(), op, duration(total), percent(share));
    if (!chain.sources.empty())
        //: Appended to the explanation; mind the leading space. %1:%2 is a Python file and line
        chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine", " The tensors die at %1:%2."),
                                        chain.sources.front().file, chain.sources.front().line);
    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Keep buffers alive across iterations (pre-allocate, "
                                                         "reuse with out= or copy_) instead of letting them "
                                                         "die every step")));
    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "When a tensor is used on a side stream, call "
                                                         "tensor.record_stream(stream) instead of "
                                                         "synchronising before it is freed")));
    out.push_back(std::move(chain));
}

// Processes forked by each process (fork events: pid = parent, arg1 = child).
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

void forkStallRule(const ChainBuilder& b, const Context& c, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    std::vector<EventRef> forks;
    scope.forEach(LaneKind::Instants, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) == static_cast<std::uint8_t>(Source::Host) && e.opAt(i) == capture::ops::ProcessFork)
            forks.push_back({l, static_cast<std::uint32_t>(i)});
    });
    std::stable_sort(forks.begin(), forks.end(),
                     [&](EventRef a, EventRef c2) { return scope.start(a) < scope.start(c2); });

    constexpr std::int64_t kLongStall = 100 * kMs;
    constexpr std::int64_t kSlack = 5 * kMs;
    std::int64_t coveredUntil = INT64_MIN;
    for (std::size_t f = 0; f < forks.size(); ++f) {
        const std::int64_t tf = scope.start(forks[f]);
        if (tf <= coveredUntil)
            continue; // part of a burst already reported
        const std::uint32_t parentProcess = scope.thread(forks[f]).process;
        // Off-CPU intervals of other processes' threads that span the fork: threads frozen while
        // the parent's address space was being copied.
        std::vector<EventRef> stalls;
        std::set<std::uint32_t> stalledThreads;
        for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
            const Lane& lane = trace.lanes[l];
            if (lane.kind != LaneKind::OffCpu || !scope.laneInScope(l))
                continue;
            if (trace.threads[lane.thread].process == parentProcess)
                continue;
            const EventColumns& e = lane.events;
            // Intervals that start before tf + slack and end after tf - slack, found by walking back
            // from tf over at most 10 s of intervals (a worker spinning after shutdown can make
            // thousands of tiny ones right after the stall).
            auto it = std::upper_bound(e.start.begin(), e.start.end(), tf + kSlack);
            while (it != e.start.begin()) {
                --it;
                if (*it < tf - 10 * kSecond)
                    break;
                const auto i = static_cast<std::size_t>(it - e.start.begin());
                const std::int64_t d = e.durationAt(i);
                if (d >= kLongStall && saturatingAdd(e.start[i], d) >= tf - kSlack) {
                    stalls.push_back({l, static_cast<std::uint32_t>(i)});
                    stalledThreads.insert(lane.thread);
                    break;
                }
            }
        }
        if (stalledThreads.size() < 2)
            continue;
        // The burst: later forks by the same parent within a second belong to this incident.
        std::vector<EventRef> burst = {forks[f]};
        for (std::size_t g = f + 1; g < forks.size() && scope.start(forks[g]) <= tf + kSecond; ++g)
            if (scope.thread(forks[g]).process == parentProcess)
                burst.push_back(forks[g]);
        coveredUntil = scope.start(burst.back());

        std::int64_t shortest = INT64_MAX;
        std::int64_t longest = 0;
        std::string names;
        for (const EventRef& s : stalls) {
            shortest = std::min(shortest, scope.length(s));
            longest = std::max(longest, scope.length(s));
            names += (names.empty() ? "" : ", ") + scope.threadLabel(scope.thread(s));
        }
        // Memory pressure around the fork: snapshots within 5 s.
        double memNear = 0;
        std::int64_t swapNear = 0;
        for (const capture::SystemSnapshot& s : trace.snapshots) {
            if (std::llabs(s.timestamp - tf) <= 5 * kSecond) {
                memNear = std::max(memNear, s.memPct);
                swapNear = std::max(swapNear, s.swapMb);
            }
        }
        const bool pressure = memNear >= 80 || swapNear > 0 || c.hostAllocBytes > (1ULL << 30);

        Chain chain;
        chain.rule = "fork-stall";
        chain.pid = trace.processes[parentProcess].pid;
        chain.severity = stalledThreads.size() >= 3 || longest >= 500 * kMs ? ChainSeverity::High
                                                                            : ChainSeverity::Medium;
        chain.id = "fork-stall-" + std::to_string(chain.pid) + "-" + std::to_string((tf - trace.beginNs) / kMs);
        //: %1 is a time since the capture began like 42.1 s, %3 and %4 durations: "stalled 3 workers for 120 ms–1.2 s"
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Fork at %1 stalled %2 workers for %3–%4"),
                                 scope.at(tf), stalledThreads.size(), duration(shortest), duration(longest));
        chain.rootCause = pressure
            ? translated(QT_TRANSLATE_NOOP("ChainEngine",
                                           "fork() of a large process under memory pressure freezes the workers that "
                                           "share its pages"))
            : translated(
                QT_TRANSLATE_NOOP("ChainEngine", "fork() of a large process freezes the workers that share its pages"));
        if (pressure) {
            std::string memory;
            if (swapNear > 0) {
                //: %1 is a memory usage percentage, %2 a number of megabytes
                memory = translated(QT_TRANSLATE_NOOP("ChainEngine", "memory at %1 % around the fork, %2 MB swapped"),
                                    fixed(memNear, 0), swapNear);
            } else {
                //: %1 is a memory usage percentage
                memory = translated(QT_TRANSLATE_NOOP("ChainEngine", "memory at %1 % around the fork"),
                                    fixed(memNear, 0));
            }
            chain.steps.push_back({0, "SYSTEM", "memory", std::move(memory), 0});
        }
        //: %1 is a process like "python3 (pid 4242)", %2 a number of processes
        chain.steps.push_back({tf, "HOST", "process_fork",
                               translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 forked %2 process(es)"),
                                          processLabel(trace, parentProcess), burst.size()),
                               0});
        for (const EventRef& s : stalls)
            //: %1 is a thread like "data_worker 4243", %2 a duration like 120 ms
            chain.steps.push_back({scope.start(s), "HOST", "sched_switch",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 off-CPU for %2"),
                                              scope.threadLabel(scope.thread(s)), duration(scope.length(s))),
                                   scope.length(s)});
        std::vector<EventRef> evidence = burst;
        evidence.insert(evidence.end(), stalls.begin(), stalls.end());
        chain.windowStart = std::min(tf, scope.start(stalls.front()));
        for (const EventRef& s : stalls)
            chain.windowStart = std::min(chain.windowStart, scope.start(s));
        chain.windowEnd = scope.start(burst.back());
        for (const EventRef& s : stalls)
            chain.windowEnd = std::max(chain.windowEnd, scope.endOf(s));
        b.evidence(chain, evidence);
        b.sources(chain, burst, true);
        //: %1 is a process like "python3 (pid 4242)", %2 a time since the capture began like 42.1 s,
        //: %5 and %6 durations, %7 a list of threads like "data_worker 4243, data_worker 4244"
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "%1 called fork() at %2 (%3 fork(s) within a second). At "
                                                         "that moment %4 threads of other processes were off-CPU for "
                                                         "%5 to %6 and came back only after it: %7."),
                                       processLabel(trace, parentProcess), scope.at(tf), burst.size(),
                                       stalledThreads.size(), duration(shortest), duration(longest), names);
        if (pressure) {
            //: Appended to the explanation; mind the leading space. %1 is a memory usage percentage
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              " fork() copies the parent's page tables while holding "
                                                              "its memory map lock, and the workers that share those "
                                                              "pages wait for it; with memory at %1 % the copy is "
                                                              "slow."),
                                            fixed(memNear, 0));
        } else {
            //: Appended to the explanation; mind the leading space
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              " fork() copies the parent's page tables while holding "
                                                              "its memory map lock, and the workers that share those "
                                                              "pages wait for it."));
        }
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Create the DataLoader with persistent_workers="
                                                             "True so workers are not re-forked every epoch")));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Use multiprocessing_context='forkserver' (or "
                                                             "'spawn') for DataLoader workers")));
        if (pressure)
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Reduce host memory pressure before forking: "
                                                                 "fewer workers, smaller prefetch_factor, free "
                                                                 "large host tensors")));
        out.push_back(std::move(chain));
    }
}

void selfContentionRule(const ChainBuilder& b, const std::map<std::uint32_t, ProcessCalls>& calls,
                        std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const auto children = forkTree(trace);
    for (const auto& [process, pc] : calls) {
        const Process& p = trace.processes[process];
        // The job's own helpers: processes it forked, and threads named like DataLoader workers.
        std::set<std::uint32_t> familyPids;
        for (auto [it, end] = children.equal_range(p.pid); it != end; ++it)
            familyPids.insert(it->second);
        std::set<std::uint32_t> familyTids;
        for (const Thread& t : trace.threads) {
            if (t.process == process)
                continue;
            if (familyPids.count(t.pid) || t.name.find("data_worker") != std::string::npos
                || t.name.find("DataLoader") != std::string::npos)
                familyTids.insert(t.tid);
        }
        if (familyTids.empty())
            continue;

        // Off-CPU share of each of the process's threads that make CUDA calls, and who preempted them.
        struct ThreadShare
        {
            std::uint32_t thread = 0;
            std::int64_t off = 0;
            std::int64_t offByFamily = 0;
            std::int64_t switches = 0;
            std::int64_t switchesByFamily = 0;
            std::vector<EventRef> refs;
        };
        std::vector<ThreadShare> shares;
        for (const std::uint32_t t : p.threads) {
            bool calling = false;
            for (const std::uint32_t l : trace.threads[t].lanes)
                calling |= trace.lanes[l].kind == LaneKind::CudaRuntime || trace.lanes[l].kind == LaneKind::Driver;
            if (!calling)
                continue;
            ThreadShare s;
            s.thread = t;
            for (const std::uint32_t l : trace.threads[t].lanes) {
                if (trace.lanes[l].kind != LaneKind::OffCpu || !scope.laneInScope(l))
                    continue;
                const EventColumns& e = trace.lanes[l].events;
                const auto [first, last] = scope.range(l);
                for (std::size_t i = first; i < last; ++i) {
                    const std::int64_t d = e.durationAt(i);
                    s.off = saturatingAdd(s.off, d);
                    ++s.switches;
                    if (familyTids.count(static_cast<std::uint32_t>(e.arg1[i]))) {
                        s.offByFamily = saturatingAdd(s.offByFamily, d);
                        ++s.switchesByFamily;
                        s.refs.push_back({l, static_cast<std::uint32_t>(i)});
                    }
                }
            }
            shares.push_back(std::move(s));
        }
        const auto worst = std::max_element(
            shares.begin(), shares.end(),
            [](const ThreadShare& a, const ThreadShare& c2) { return a.offByFamily < c2.offByFamily; });
        if (worst == shares.end() || worst->switches == 0)
            continue;
        const double offShare = static_cast<double>(worst->off) / static_cast<double>(scope.wall());
        const double familyShare = static_cast<double>(worst->switchesByFamily) / static_cast<double>(worst->switches);
        if (offShare < 0.10 || familyShare < 0.5)
            continue;

        // The workers' own off-CPU share, for the explanation.
        std::string workerShares;
        std::size_t workers = 0;
        for (const Thread& t : trace.threads) {
            if (!familyTids.count(t.tid))
                continue;
            std::int64_t off = 0;
            for (const std::uint32_t l : t.lanes) {
                if (trace.lanes[l].kind != LaneKind::OffCpu || !scope.laneInScope(l))
                    continue;
                const auto [first, last] = scope.range(l);
                for (std::size_t i = first; i < last; ++i)
                    off = saturatingAdd(off, trace.lanes[l].events.durationAt(i));
            }
            ++workers;
            if (workers <= 8)
                workerShares += (workerShares.empty() ? "" : ", ") + scope.threadLabel(t) + " "
                    + percent(static_cast<double>(off) / static_cast<double>(scope.wall()));
        }

        const Thread& main = trace.threads[worst->thread];
        Chain chain;
        chain.rule = "cpu-self-contention";
        chain.pid = p.pid;
        chain.severity = offShare >= 0.30 ? ChainSeverity::High : ChainSeverity::Medium;
        chain.id = "cpu-self-contention-" + std::to_string(p.pid);
        //: %1 is a thread like "python3 4242", %2 and %3 percentages like 35 %
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                   "DataLoader workers take the CPU from %1: off-CPU %2 of the time, "
                                                   "%3 of it to its own workers"),
                                 scope.threadLabel(main), percent(offShare), percent(familyShare));
        chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "more busy worker processes than free cores"));
        //: %1 is a thread like "python3 4242", %3 a duration like 3.2 s
        chain.steps.push_back(
            {0, "HOST", "sched_switch",
             translated(QT_TRANSLATE_NOOP("ChainEngine",
                                          "%1 was switched out %2 times for %3; %4 times a worker "
                                          "took its place"),
                        scope.threadLabel(main), worst->switches, duration(worst->off), worst->switchesByFamily),
             worst->off});
        std::vector<EventRef> evidence = worst->refs;
        std::stable_sort(evidence.begin(), evidence.end(),
                         [&](EventRef a, EventRef c2) { return scope.length(a) > scope.length(c2); });
        b.evidence(chain, evidence);
        // Where the main thread was when it lost the CPU: its CUDA calls around those moments.
        //: %1 is a thread like "python3 4242", %2 a process like "python3 (pid 4242)", %3 a duration,
        //: %4 a percentage, %8 a list of workers with their off-CPU share like "data_worker 4243 12 %, ..."
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of "
                                                         "%6 switches the thread that took its core was one of the "
                                                         "job's own %7 DataLoader workers (off-CPU: %8). The training "
                                                         "loop waits for input it produces itself: the workers and "
                                                         "the main process compete for the same cores."),
                                       scope.threadLabel(main), processLabel(trace, process), duration(worst->off),
                                       percent(offShare), worst->switchesByFamily, worst->switches, workers,
                                       workerShares);
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Lower DataLoader num_workers to leave a core for "
                                                             "the training process")));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Pin the training process and the workers to "
                                                             "separate cores (taskset, or os.sched_setaffinity "
                                                             "in worker_init_fn)")));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Use persistent_workers=True so workers are not "
                                                             "re-created every epoch")));
        out.push_back(std::move(chain));
    }
}

} // namespace

const char* severityName(ChainSeverity severity)
{
    switch (severity) {
    case ChainSeverity::High: return "HIGH";
    case ChainSeverity::Medium: return "MEDIUM";
    case ChainSeverity::Low: return "LOW";
    }
    return "MEDIUM";
}

std::vector<Chain> ChainEngine::derive(const Trace& trace, const ChainOptions& options)
{
    std::vector<Chain> chains;
    const Scope scope(trace, options);
    const std::vector<StackFacts> facts = stackFacts(trace);
    const ChainBuilder builder(scope, facts, options);
    const Context ctx = context(scope, options);

    const auto samples = cudaSamples(scope);
    tailAndDropRules(builder, ctx, samples, chains);
    periodicSpikeRule(builder, samples, std::vector<Chain>(chains), chains);
    lifecycleRules(builder, ctx, chains);
    const auto calls = callsByProcess(scope);
    for (const auto& [process, pc] : calls) {
        allocationChurnRule(builder, process, pc, chains);
        imbalanceRule(builder, process, pc, chains);
        destructorSyncRule(builder, process, pc, chains);
    }
    forkStallRule(builder, ctx, chains);
    selfContentionRule(builder, calls, chains);

    std::stable_sort(chains.begin(), chains.end(), [](const Chain& a, const Chain& b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        return a.windowStart < b.windowStart;
    });
    return chains;
}

std::vector<Chain> ChainEngine::stored(const Trace& trace)
{
    std::vector<Chain> out;
    for (const capture::StoredChain& s : trace.chains) {
        Chain c;
        c.stored = true;
        c.rule = "stored";
        c.id = s.id;
        c.severity = s.severity == "HIGH" ? ChainSeverity::High
            : s.severity == "LOW"         ? ChainSeverity::Low
                                          : ChainSeverity::Medium;
        c.title = s.summary;
        c.rootCause = s.rootCause;
        c.explanation = s.explanation;
        c.recommendations = s.recommendations;
        c.detectedAt = s.detectedAt;
        c.windowStart = c.windowEnd = s.detectedAt;
        for (const capture::ChainTimelineEntry& e : s.timeline)
            c.steps.push_back({0, e.layer, e.op, e.detail, e.durationUs * 1000});
        if (!s.cudaOp.empty()) {
            c.symptom.op = s.cudaOp;
            c.symptom.p50 = s.cudaP50Us * 1000;
            c.symptom.p99 = s.cudaP99Us * 1000;
        }
        out.push_back(std::move(c));
    }
    return out;
}

bool ChainEngine::eventIds(const std::string& path, const Trace& trace, const std::vector<timeline::EventRef>& refs,
                           std::vector<std::string>* ids, std::string* error)
{
    ids->assign(refs.size(), std::string());
    if (refs.empty())
        return true;
    capture::CaptureReader reader;
    if (!reader.open(path, error))
        return false;
    // The stored timestamp is the interval start for entry-convention ops and its end otherwise.
    struct Key
    {
        std::int64_t timestamp;
        std::uint32_t tid;
        std::uint16_t kind;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash
    {
        std::size_t operator()(const Key& k) const
        {
            return std::hash<std::int64_t>()(k.timestamp) ^ (static_cast<std::size_t>(k.tid) << 16) ^ k.kind;
        }
    };
    std::unordered_map<Key, std::vector<std::size_t>, KeyHash> wanted;
    std::int64_t lo = INT64_MAX;
    std::int64_t hi = INT64_MIN;
    for (std::size_t k = 0; k < refs.size(); ++k) {
        const EventRef r = refs[k];
        if (r.lane >= trace.lanes.size() || r.index >= trace.lanes[r.lane].events.size())
            continue;
        const EventColumns& e = trace.lanes[r.lane].events;
        const auto info = OpCatalog::info(e.sourceAt(r.index), e.opAt(r.index));
        const std::int64_t ts = info.time == capture::TimeConvention::End
            ? saturatingAdd(e.start[r.index], e.durationAt(r.index))
            : e.start[r.index];
        wanted[{ts, trace.threads[trace.lanes[r.lane].thread].tid, e.kind[r.index]}].push_back(k);
        lo = std::min(lo, ts);
        hi = std::max(hi, ts);
    }
    const bool hasId = reader.database().queryInt("SELECT COUNT(*) FROM pragma_table_info('events') WHERE name = 'id'")
        > 0;
    capture::SqliteStatement st(reader.database(),
                                std::string("SELECT ") + (hasId ? "id" : "rowid")
                                    + ", timestamp, tid, source, op FROM events WHERE timestamp "
                                      "BETWEEN ?1 AND ?2");
    if (!st.isValid()) {
        *error = translated(QT_TRANSLATE_NOOP("ChainEngine", "cannot read events: %1"), st.prepareError());
        return false;
    }
    st.bind(1, lo);
    st.bind(2, hi);
    while (st.step() == SQLITE_ROW) {
        const Key key{st.int64(1), static_cast<std::uint32_t>(st.int64(2)),
                      static_cast<std::uint16_t>(((st.int64(3) & 0xFF) << 8) | (st.int64(4) & 0xFF))};
        const auto it = wanted.find(key);
        if (it == wanted.end() || it->second.empty())
            continue;
        (*ids)[it->second.back()] = std::string(st.text(0));
        it->second.pop_back();
    }
    return true;
}

} // namespace faultline
