#include "GpuTime.h"
#include "RuleSupport.h"
#include "StackCodec.h"

#include <queue>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <map>
#include <unordered_map>

// The GPU time accounting (GpuTime.h). Per device: the work of every stream swept once in time
// order, each instant counted once as compute (a compute kernel runs), copy (a copy or memset, no
// compute), exposed communication (only communication kernels) or idle; each idle interval
// attributed, slice by slice, to what the thread that launched the work ending it was doing.

namespace faultline {

const char* idleCauseId(IdleCause cause)
{
    switch (cause) {
    case IdleCause::Sync: return "sync";
    case IdleCause::Copy: return "copy";
    case IdleCause::Input: return "input";
    case IdleCause::CpuWork: return "cpu";
    case IdleCause::Launch: return "launch";
    case IdleCause::OffCpu: return "off_cpu";
    case IdleCause::Unknown: return "unknown";
    }
    return "unknown";
}

std::int64_t GpuTimeFigures::idleTotalNs() const
{
    std::int64_t ns = 0;
    for (const std::int64_t v : idleNs)
        ns += v;
    return ns;
}

namespace rules {

namespace {

using capture::OpCatalog;
using capture::OpCategory;

// An idle gap shorter than this is the time between two launches: the host did not issue the next
// kernel before the last one ended (HTA counts launch delays above 100 µs as outliers).
constexpr std::int64_t kLaunchGapNs = 100 * kUs;
// After a sync returns with the GPU drained, the idle until the host queues work again is the
// sync's, up to this long (as HostSyncRule counts it); longer, the host was doing other work.
constexpr std::int64_t kDrainCapNs = 10 * kMs;

enum class Busy : std::uint8_t { Compute, Copy, Communication, Idle };

struct Segment
{
    std::int64_t start = 0;
    std::int64_t end = 0;
    Busy kind = Busy::Idle;
    bool communication = false; // a communication kernel ran (overlapped or not)
    EventRef next;              // of an idle segment: the work that ended it
};

struct Slice
{
    std::int64_t start = 0;
    std::int64_t end = 0;
    IdleCause cause = IdleCause::Unknown;
    std::uint32_t place = 0; // index into the device's place keys
};

struct PlaceKey
{
    IdleCause cause = IdleCause::Unknown;
    std::string place;
    std::string range;
    std::string file;
    int line = 0;
    EventRef call;
};

// A thread's CUDA calls by start (driver calls inside a runtime call left out).
struct Call
{
    std::int64_t start = 0;
    std::int64_t end = 0;
    OpCategory category = OpCategory::Other;
    EventRef ref;
};

class Accountant
{
public:
    Accountant(const ChainBuilder& b, const std::vector<ProcessActivity>& activity)
        : m_b(b)
        , m_scope(b.scope())
        , m_trace(b.scope().trace())
        , m_activity(activity)
        , m_scheduling(recordsScheduling(m_trace))
    {
    }

    GpuTimeAccounting run()
    {
        GpuTimeAccounting out;
        // The host process of each GPU: the one whose calls launched most of its work.
        // launches[gpu process][host process]: how many of its works each process launched.
        std::vector<std::vector<std::int64_t>> launches(m_trace.processes.size());
        for (const GpuLink& link : m_trace.gpuLinksByCall) {
            std::vector<std::int64_t>& byHost = launches[processOfLane(link.gpu.lane)];
            if (byHost.empty())
                byHost.assign(m_trace.processes.size(), 0);
            ++byHost[processOfLane(link.call.lane)];
        }
        for (std::uint32_t p = 0; p < m_trace.processes.size(); ++p) {
            const Process& process = m_trace.processes[p];
            if (process.gpuDevice < 0)
                continue;
            DeviceGpuTime d;
            d.gpuProcess = p;
            d.device = process.gpuDevice;
            d.node = process.node;
            std::int64_t most = 0;
            for (std::uint32_t host = 0; host < launches[p].size(); ++host) {
                if (launches[p][host] > most) {
                    most = launches[p][host];
                    d.hostProcess = host;
                }
            }
            if (d.hostProcess != UINT32_MAX)
                d.hostPid = m_trace.processes[d.hostProcess].pid;
            if (m_scope.options().pid != 0 && d.hostPid != m_scope.options().pid)
                continue;
            if (account(d))
                out.devices.push_back(std::move(d));
        }
        return out;
    }

private:
    std::uint32_t processOfLane(std::uint32_t lane) const
    {
        return m_trace.threads[m_trace.lanes[lane].thread].process;
    }

    const ProcessActivity* hostActivity(const DeviceGpuTime& d) const
    {
        for (const ProcessActivity& a : m_activity)
            if (a.process == d.hostProcess)
                return &a;
        return nullptr;
    }

    std::vector<Segment> sweep(const DeviceGpuTime& d) const
    {
        // The device's work in start order (its lanes are each by start: merged, not sorted), and
        // the ends of what runs in a min-heap, so that each instant is classed by what runs then.
        struct Op
        {
            std::int64_t start;
            std::int64_t end;
            std::uint8_t cls; // 0 compute, 1 copy, 2 communication
            EventRef ref;
        };
        const std::int64_t from = m_scope.options().from;
        const std::int64_t to = m_scope.options().to;
        std::vector<std::vector<Op>> lanes;
        for (const std::uint32_t t : m_trace.processes[d.gpuProcess].threads) {
            for (const std::uint32_t l : m_trace.threads[t].lanes) {
                const EventColumns& e = m_trace.lanes[l].events;
                std::vector<Op>& ops = lanes.emplace_back();
                ops.reserve(e.size());
                for (std::uint32_t i = 0; i < e.size(); ++i) {
                    const auto kind = static_cast<GpuOpKind>(e.opAt(i));
                    if (kind == GpuOpKind::Sync)
                        continue;
                    const std::int64_t s = std::max(e.start[i], from);
                    const std::int64_t end = std::min(e.start[i] + e.durationAt(i), to);
                    if (end <= s)
                        continue;
                    ops.push_back({s,
                                   end,
                                   static_cast<std::uint8_t>(kind == GpuOpKind::Kernel              ? 0
                                                                 : kind == GpuOpKind::Communication ? 2
                                                                                                    : 1),
                                   {l, i}});
                }
            }
        }
        std::vector<Op> ops;
        if (lanes.size() == 1) {
            ops = std::move(lanes.front());
        } else {
            for (std::vector<Op>& lane : lanes) {
                const auto middle = static_cast<std::ptrdiff_t>(ops.size());
                ops.insert(ops.end(), lane.begin(), lane.end());
                std::inplace_merge(ops.begin(), ops.begin() + middle, ops.end(),
                                   [](const Op& a, const Op& b) { return a.start < b.start; });
            }
        }
        std::vector<Segment> out;
        out.reserve(ops.size() * 2);
        int counts[3] = {0, 0, 0};
        using End = std::pair<std::int64_t, std::uint8_t>;
        std::priority_queue<End, std::vector<End>, std::greater<>> running;
        std::int64_t at = ops.empty() ? 0 : ops.front().start;
        const auto busyUntil = [&](std::int64_t t) {
            if (t <= at)
                return;
            const Busy kind = counts[0] > 0 ? Busy::Compute : counts[1] > 0 ? Busy::Copy : Busy::Communication;
            const bool comm = counts[2] > 0;
            if (!out.empty() && out.back().kind == kind && out.back().communication == comm && out.back().end == at)
                out.back().end = t;
            else
                out.push_back({at, t, kind, comm, {}});
            at = t;
        };
        const auto closeUntil = [&](std::int64_t t) {
            while (!running.empty() && running.top().first <= t) {
                busyUntil(running.top().first);
                --counts[running.top().second];
                running.pop();
            }
        };
        for (const Op& op : ops) {
            closeUntil(op.start);
            if (running.empty()) {
                // Nothing ran: this work ends the idle interval.
                if (op.start > at && !out.empty())
                    out.push_back({at, op.start, Busy::Idle, false, op.ref});
                at = op.start;
            } else {
                busyUntil(op.start);
            }
            running.emplace(op.end, op.cls);
            ++counts[op.cls];
        }
        closeUntil(INT64_MAX);
        return out;
    }

    // The device's first work (it ends the idle before it).
    EventRef firstWork(const DeviceGpuTime& d) const
    {
        EventRef best;
        std::int64_t at = INT64_MAX;
        for (const std::uint32_t t : m_trace.processes[d.gpuProcess].threads)
            for (const std::uint32_t l : m_trace.threads[t].lanes) {
                const EventColumns& e = m_trace.lanes[l].events;
                for (std::uint32_t i = 0; i < e.size(); ++i) {
                    if (static_cast<GpuOpKind>(e.opAt(i)) == GpuOpKind::Sync)
                        continue;
                    if (e.start[i] < at) {
                        at = e.start[i];
                        best = {l, i};
                    }
                    break; // by start: the first non-sync op of the lane
                }
            }
        return best;
    }

    // The call that launched GPU work `gpu`: each lane's launches read once from the trace's links.
    EventRef launchOf(EventRef gpu)
    {
        std::vector<EventRef>& calls = m_launches[gpu.lane];
        if (calls.empty()) {
            calls.assign(m_trace.lanes[gpu.lane].events.size(), EventRef{});
            const auto& links = m_trace.gpuLinksByGpu;
            auto it = std::lower_bound(links.begin(), links.end(), gpu.lane,
                                       [](const GpuLink& l, std::uint32_t lane) { return l.gpu.lane < lane; });
            for (; it != links.end() && it->gpu.lane == gpu.lane; ++it)
                if (it->gpu.index < calls.size())
                    calls[it->gpu.index] = it->call;
        }
        return gpu.index < calls.size() ? calls[gpu.index] : EventRef{};
    }

    // The innermost range of `r` that encloses all of [s, e), -1 when none. Gaps come in time order,
    // so the last range starting at or before `s` is found by moving on from the previous one.
    int enclosing(const CpuRanges& r, std::int64_t s, std::int64_t e)
    {
        if (&r != m_cursorRanges) {
            m_cursorRanges = &r;
            m_cursor = &m_rangeCursor[&r];
        }
        std::size_t& at = *m_cursor;
        if (r.size() == 0)
            return -1;
        if (at >= r.size() || r.start[at] > s) {
            at = static_cast<std::size_t>(std::upper_bound(r.start.begin(), r.start.end(), s) - r.start.begin());
            if (at == 0)
                return -1;
            --at;
        } else {
            std::size_t steps = 0;
            while (at + 1 < r.size() && r.start[at + 1] <= s) {
                if (++steps > 32) {
                    at = static_cast<std::size_t>(std::upper_bound(r.start.begin(), r.start.end(), s) - r.start.begin())
                        - 1;
                    break;
                }
                ++at;
            }
        }
        auto k = static_cast<int>(at);
        while (k >= 0 && r.end[static_cast<std::size_t>(k)] <= s)
            k = r.parent[static_cast<std::size_t>(k)];
        while (k >= 0 && r.end[static_cast<std::size_t>(k)] < e)
            k = r.parent[static_cast<std::size_t>(k)];
        return k;
    }

    // The blocking calls (syncs, frees, copies) of every thread of the device's host, by end.
    const std::vector<const Call*>& blockingOf(const DeviceGpuTime& d)
    {
        if (m_blockingFor == d.hostProcess)
            return m_blocking;
        m_blockingFor = d.hostProcess;
        m_blocking.clear();
        if (const ProcessActivity* a = hostActivity(d)) {
            for (const std::uint32_t t : a->issuingThreads)
                for (const Call& c : callsOf(t))
                    if (c.category == OpCategory::Sync || c.category == OpCategory::Free
                        || c.category == OpCategory::Memcpy)
                        m_blocking.push_back(&c);
        }
        std::sort(m_blocking.begin(), m_blocking.end(), [](const Call* x, const Call* y) { return x->end < y->end; });
        return m_blocking;
    }

    const std::vector<Call>& callsOf(std::uint32_t thread)
    {
        auto it = m_calls.find(thread);
        if (it != m_calls.end())
            return it->second;
        std::vector<Call> calls;
        std::vector<Call> driver;
        for (const std::uint32_t l : m_trace.threads[thread].lanes) {
            const LaneKind kind = m_trace.lanes[l].kind;
            if (kind != LaneKind::CudaRuntime && kind != LaneKind::Driver)
                continue;
            const EventColumns& e = m_trace.lanes[l].events;
            for (std::uint32_t i = 0; i < e.size(); ++i) {
                const Call c{e.start[i],
                             e.start[i] + e.durationAt(i),
                             OpCatalog::info(e.sourceAt(i), e.opAt(i)).category,
                             {l, i}};
                (kind == LaneKind::CudaRuntime ? calls : driver).push_back(c);
            }
        }
        const auto byStart = [](const Call& a, const Call& b) { return a.start < b.start; };
        std::sort(calls.begin(), calls.end(), byStart);
        for (const Call& c : driver) {
            auto after = std::upper_bound(calls.begin(), calls.end(), c, byStart);
            if (after != calls.begin() && std::prev(after)->end >= c.end)
                continue; // the runtime call's own
            calls.insert(after, c);
        }
        return m_calls.emplace(thread, std::move(calls)).first->second;
    }

    std::uint32_t placeOf(PlaceKey key)
    {
        const std::string k = std::to_string(static_cast<int>(key.cause)) + '\x1f' + key.place + '\x1f' + key.range;
        const auto [it, inserted] = m_placeIndex.emplace(k, static_cast<std::uint32_t>(m_places.size()));
        if (inserted)
            m_places.push_back(std::move(key));
        else if (!m_places[it->second].call.isValid())
            m_places[it->second].call = key.call;
        return it->second;
    }

    // "train.py(42): train_step" -> file, line, function (the profiler's python_function name).
    static bool parsePython(const std::string& name, std::string* file, int* line, std::string* function)
    {
        capture::StackFrame frame;
        if (!capture::StackCodec::parseProfilerFunction(name, &frame))
            return false;
        *file = std::move(frame.pyFile);
        *line = frame.pyDefLine;
        *function = std::move(frame.pyFunction);
        return *line > 0;
    }

    // The place range `node` names: the innermost user Python function above it (a line), else its
    // innermost op or user range; the outermost op below the step as the range it is in. Input when
    // a DataLoader range encloses it. The step's own range names nothing.
    PlaceKey nodePlace(const CpuRanges& r, int node, bool* input) const
    {
        PlaceKey key;
        *input = false;
        std::string inner;
        std::string outer;
        for (int x = node; x >= 0; x = r.parent[static_cast<std::size_t>(x)]) {
            const std::string& name = m_trace.rangeNames[r.name[static_cast<std::size_t>(x)]];
            if (isDataLoaderRange(name)) {
                *input = true;
                key.place = name;
                return key;
            }
            if (name.starts_with("ProfilerStep#"))
                continue;
            if (r.kind[static_cast<std::size_t>(x)] == capture::CpuRangeKind::PythonFunction) {
                std::string file;
                std::string function;
                int line = 0;
                if (key.file.empty() && parsePython(name, &file, &line, &function) && !isLibraryPython(file)) {
                    key.file = file;
                    key.line = line;
                    key.place = fileName(file) + ":" + std::to_string(line) + " " + function;
                }
            } else {
                if (inner.empty())
                    inner = name;
                outer = name;
            }
        }
        if (key.place.empty()) {
            key.place = inner;
            if (outer != inner)
                key.range = outer;
        } else {
            key.range = inner;
        }
        return key;
    }

    // The innermost range of `r` under `node` (-1: the top) that encloses all of [s, e).
    static int innermostEnclosing(const CpuRanges& r, int node, std::int64_t s, std::int64_t e)
    {
        for (;;) {
            const std::size_t c = firstChild(r, node, s);
            const std::size_t hi = node < 0 ? r.size() : r.subtreeEnd[static_cast<std::size_t>(node)];
            if (c >= hi || r.start[c] > s || r.end[c] < e)
                return node;
            node = static_cast<int>(c);
        }
    }

    // The first child of `node` (-1: the top level) that ends after `s`, or the end of its children.
    static std::size_t firstChild(const CpuRanges& r, int node, std::int64_t s)
    {
        const std::size_t lo = node < 0 ? 0 : static_cast<std::size_t>(node) + 1;
        const std::size_t hi = node < 0 ? r.size() : r.subtreeEnd[static_cast<std::size_t>(node)];
        if (lo >= hi)
            return hi;
        const auto it = std::upper_bound(r.start.begin() + static_cast<std::ptrdiff_t>(lo),
                                         r.start.begin() + static_cast<std::ptrdiff_t>(hi), s);
        if (it == r.start.begin() + static_cast<std::ptrdiff_t>(lo))
            return lo;
        auto j = static_cast<std::size_t>(it - r.start.begin()) - 1;
        while (r.parent[j] != node)
            j = static_cast<std::size_t>(r.parent[j]);
        return r.end[j] > s ? j : r.subtreeEnd[j];
    }

    // What the thread ran over [s, e) outside CUDA calls, piece by piece: the innermost range that
    // encloses the whole slice, split at its children (each piece named by the innermost range that
    // encloses all of it), the time between them its own. `emit(s, e, key, input)`.
    template<typename Emit>
    void rangePieces(const CpuRanges* r, std::int64_t s, std::int64_t e, Emit&& emit)
    {
        if (!r || r->size() == 0) {
            emit(s, e, -1);
            return;
        }
        piecesUnder(*r, enclosing(*r, s, e), s, e, emit, 0);
    }

    // [s, e) under `node` (which encloses it), split at node's children, each piece given to
    // `emit(s, e, node)` with the innermost range that encloses all of it. A piece whose range names
    // nothing (the step's own range) is split at that range's children in turn.
    template<typename Emit>
    void piecesUnder(const CpuRanges& r, int node, std::int64_t s, std::int64_t e, Emit& emit, int depth)
    {
        const std::size_t hi = node < 0 ? r.size() : r.subtreeEnd[static_cast<std::size_t>(node)];
        std::int64_t t = s;
        for (std::size_t c = firstChild(r, node, s); c < hi && r.start[c] < e; c = r.subtreeEnd[c]) {
            const std::int64_t cs = std::max(s, r.start[c]);
            const std::int64_t ce = std::min(e, r.end[c]);
            if (ce <= cs)
                continue;
            if (cs > t)
                emit(t, cs, node);
            t = ce;
            const int inner = enclosing(r, cs, ce); // within c: c encloses the piece
            const NodeInfo& info = nodeInfo(r, inner);
            if (!info.named && !info.input && depth < 8) {
                piecesUnder(r, inner, cs, ce, emit, depth + 1);
                continue;
            }
            emit(cs, ce, inner);
        }
        if (e > t)
            emit(t, e, node);
    }

    // What a range names, from the names on its path from the top: the innermost user Python
    // function, the innermost and outermost op or user range, whether a DataLoader range encloses
    // it. Ranges whose paths have the same names share one (a run repeats its call tree).
    struct NodeInfo
    {
        bool input = false;
        bool named = false;
        PlaceKey key;
        std::string innerOp;
        std::string outerOp;
        std::uint32_t places[kIdleCauses] = {UINT32_MAX, UINT32_MAX, UINT32_MAX, UINT32_MAX,
                                             UINT32_MAX, UINT32_MAX, UINT32_MAX};
    };

    // Per thread's ranges: the NodeInfo of each range (+1; index 0 is "no range"), UINT32_MAX unknown.
    std::vector<std::uint32_t>& cacheOf(const CpuRanges* r)
    {
        if (r == m_lastRanges && m_lastCache)
            return *m_lastCache;
        std::vector<std::uint32_t>& c = m_rangeCaches[r];
        const std::size_t n = (r ? r->size() : 0) + 1;
        if (c.size() != n) {
            c.assign(n, UINT32_MAX);
            c[0] = 0; // m_nodeInfos[0]: no range
        }
        m_lastRanges = r;
        m_lastCache = &c;
        return c;
    }

    // The NodeInfo of `name` (of `kind`) under the range whose info is `parent`.
    std::uint32_t childInfo(std::uint32_t parent, std::uint32_t name, capture::CpuRangeKind kind)
    {
        const std::uint64_t k = (std::uint64_t{parent} << 35) ^ (std::uint64_t{name} << 3)
            ^ static_cast<std::uint64_t>(kind);
        if (const auto it = m_childInfo.find(k); it != m_childInfo.end())
            return it->second;
        // The step's own range (ProfilerStep#N, a new name every step) names nothing: a range under
        // it is placed as under its parent, and every step shares the paths below it.
        if (m_nodeInfos[parent].input || m_trace.rangeNames[name].starts_with("ProfilerStep#")) {
            m_childInfo.emplace(k, parent);
            return parent;
        }
        NodeInfo info = m_nodeInfos[parent];
        for (std::uint32_t& p : info.places)
            p = UINT32_MAX;
        const std::string& text = m_trace.rangeNames[name];
        if (!info.input) {
            if (isDataLoaderRange(text)) {
                info.input = true;
                info.key = PlaceKey{};
                info.key.place = text;
            } else if (!text.starts_with("ProfilerStep#")) {
                if (kind == capture::CpuRangeKind::PythonFunction) {
                    std::string file;
                    std::string function;
                    int line = 0;
                    if (parsePython(text, &file, &line, &function) && !isLibraryPython(file)) {
                        info.key.file = file;
                        info.key.line = line;
                        info.key.place = fileName(file) + ":" + std::to_string(line) + " " + function;
                    }
                } else {
                    info.innerOp = text;
                    if (info.outerOp.empty())
                        info.outerOp = text;
                }
                if (!info.key.file.empty()) {
                    info.key.range = info.innerOp;
                } else {
                    info.key.place = info.innerOp;
                    info.key.range = info.outerOp != info.innerOp ? info.outerOp : std::string();
                }
            }
        }
        info.named = !info.key.place.empty();
        const auto index = static_cast<std::uint32_t>(m_nodeInfos.size());
        m_nodeInfos.push_back(std::move(info));
        m_childInfo.emplace(k, index);
        return index;
    }

    // The NodeInfo index of range `node` of `r` (-1: none), computed once per range.
    std::uint32_t infoIndex(const CpuRanges& r, int node)
    {
        std::vector<std::uint32_t>& c = cacheOf(&r);
        if (c[static_cast<std::size_t>(node + 1)] != UINT32_MAX)
            return c[static_cast<std::size_t>(node + 1)];
        // The path up to the first range already known, then down again.
        std::vector<int> path;
        int x = node;
        while (x >= 0 && c[static_cast<std::size_t>(x + 1)] == UINT32_MAX) {
            path.push_back(x);
            x = r.parent[static_cast<std::size_t>(x)];
        }
        std::uint32_t info = c[static_cast<std::size_t>(x + 1)];
        for (auto it = path.rbegin(); it != path.rend(); ++it) {
            info = childInfo(info, r.name[static_cast<std::size_t>(*it)], r.kind[static_cast<std::size_t>(*it)]);
            c[static_cast<std::size_t>(*it + 1)] = info;
        }
        return info;
    }

    const NodeInfo& nodeInfo(const CpuRanges& r, int node) { return m_nodeInfos[infoIndex(r, node)]; }

    // The place index of (cause, range node of `r`), computed once per distinct path and cause.
    std::uint32_t nodePlaceIndex(const CpuRanges* r, int node, IdleCause cause)
    {
        NodeInfo& info = m_nodeInfos[r && node >= 0 ? infoIndex(*r, node) : 0];
        std::uint32_t& slot = info.places[static_cast<std::size_t>(cause)];
        if (slot == UINT32_MAX) {
            PlaceKey key = info.key;
            key.cause = cause;
            slot = placeOf(std::move(key));
        }
        return slot;
    }

    // The place index of a call's time, computed once per (cause, op, recorded name, stack, thread):
    // an imported call's stack is the ranges that enclosed it, so calls with one stack share a place.
    std::uint32_t callPlaceIndex(const Call& c, IdleCause cause, const CpuRanges* ranges)
    {
        const EventColumns& e = m_trace.lanes[c.ref.lane].events;
        const CallKey key{e.kind[c.ref.index], e.stack[c.ref.index], m_trace.lanes[c.ref.lane].thread,
                          &m_trace.callName(c.ref), static_cast<std::uint8_t>(cause)};
        const auto it = m_callPlaces.find(key);
        if (it != m_callPlaces.end())
            return it->second;
        const std::uint32_t index = placeOf(callPlace(c, cause, ranges));
        m_callPlaces.emplace(key, index);
        return index;
    }

    // The place of a call's time: what encloses it.
    PlaceKey rangePlace(const CpuRanges* r, std::int64_t s, std::int64_t e, bool* input) const
    {
        *input = false;
        if (!r || r->size() == 0)
            return {};
        const int node = innermostEnclosing(*r, -1, s, std::max(s + 1, e));
        return node >= 0 ? nodePlace(*r, node, input) : PlaceKey{};
    }

    void attribute(const DeviceGpuTime& d, const Segment& gap, std::vector<Slice>& out)
    {
        std::uint32_t thread = UINT32_MAX;
        EventRef nextLaunch;
        if (gap.next.isValid()) {
            nextLaunch = launchOf(gap.next);
            if (nextLaunch.isValid())
                thread = m_trace.lanes[nextLaunch.lane].thread;
        }
        if (thread == UINT32_MAX) {
            const ProcessActivity* a = hostActivity(d);
            thread = a ? a->mainThread : UINT32_MAX;
        }
        if (thread == UINT32_MAX) {
            out.push_back({gap.start, gap.end, IdleCause::Unknown, placeOf({})});
            return;
        }
        const CpuRanges* ranges = m_trace.cpuRangesOf(thread);
        const bool shortGap = gap.end - gap.start < kLaunchGapNs;
        // A sync or blocking copy of any of the host's threads under way when the GPU ran dry, or
        // returning while it idles: from then the GPU idles until the host queues work again, and
        // that is the sync's cost (HostSyncRule counts it so). The one that returns first.
        const Call* drain = nullptr;
        {
            const std::vector<const Call*>& blocking = blockingOf(d);
            const auto c = std::upper_bound(blocking.begin(), blocking.end(), gap.start,
                                            [](std::int64_t t, const Call* x) { return t < x->end; });
            if (c != blocking.end() && (*c)->end < gap.end && (*c)->start < gap.end)
                drain = *c;
        }
        // A gap shorter than a launch with no sync in it is the time between two launches, whatever
        // op the thread was in (unless it was the DataLoader's): one slice.
        if (shortGap && !drain) {
            int node = ranges && ranges->size() > 0 ? enclosing(*ranges, gap.start, gap.end) : -1;
            // No one op held the whole gap: the op that launched the work ending it is where the
            // time went (the launch-bound chain names it).
            if (ranges && (node < 0 || !nodeInfo(*ranges, node).named) && nextLaunch.isValid()) {
                const std::int64_t at = m_trace.lanes[nextLaunch.lane].events.start[nextLaunch.index];
                if (const int launching = innermostEnclosing(*ranges, -1, at, at + 1); launching >= 0)
                    node = launching;
            }
            const bool input = ranges && node >= 0 && nodeInfo(*ranges, node).input;
            const IdleCause cause = input ? IdleCause::Input : IdleCause::Launch;
            out.push_back({gap.start, gap.end, cause, nodePlaceIndex(ranges, node, cause)});
            return;
        }
        const std::vector<Call>& calls = callsOf(thread);
        // The first call that ends after the gap starts (calls of a thread do not overlap).
        auto it = std::lower_bound(calls.begin(), calls.end(), gap.start,
                                   [](const Call& c, std::int64_t t) { return c.start < t; });
        if (it != calls.begin() && std::prev(it)->end > gap.start)
            --it;
        // The drain's part of the gap: from the call's return (or the gap's start), capped.
        const std::int64_t drainFrom = drain ? std::max(gap.start, std::min(drain->end, gap.end)) : 0;
        const std::int64_t drainUntil = drain ? drain->end + kDrainCapNs : 0;
        std::int64_t at = gap.start;
        const auto between = [&](std::int64_t s, std::int64_t e, auto&& self) -> void {
            if (e <= s)
                return;
            // Before the blocking call returned, and long after, the host's time is its own.
            if (drain) {
                for (const std::int64_t cut : {drainFrom, drainUntil}) {
                    if (s < cut && cut < e) {
                        self(s, cut, self);
                        self(cut, e, self);
                        return;
                    }
                }
            }
            const bool drained = drain && s >= drainFrom && s < drainUntil;
            rangePieces(ranges, s, e, [&](std::int64_t ps, std::int64_t pe, int node) {
                const NodeInfo* info = ranges && node >= 0 ? &nodeInfo(*ranges, node) : nullptr;
                if (info && info->input) {
                    out.push_back({ps, pe, IdleCause::Input, nodePlaceIndex(ranges, node, IdleCause::Input)});
                } else if (drained) {
                    const IdleCause cause = drain->category == OpCategory::Memcpy ? IdleCause::Copy : IdleCause::Sync;
                    out.push_back(
                        {ps, pe, cause,
                         callPlaceIndex(*drain, cause, m_trace.cpuRangesOf(m_trace.lanes[drain->ref.lane].thread))});
                } else if (shortGap) {
                    out.push_back({ps, pe, IdleCause::Launch, nodePlaceIndex(ranges, node, IdleCause::Launch)});
                } else if (info && info->named) {
                    out.push_back({ps, pe, IdleCause::CpuWork, nodePlaceIndex(ranges, node, IdleCause::CpuWork)});
                } else {
                    const IdleCause cause = m_scheduling && overlapsOffCpu(thread, ps, pe) ? IdleCause::OffCpu
                                                                                           : IdleCause::Unknown;
                    out.push_back({ps, pe, cause, nodePlaceIndex(nullptr, -1, cause)});
                }
            });
        };
        for (; it != calls.end() && it->start < gap.end; ++it) {
            const Call& c = *it;
            if (c.end <= gap.start)
                continue;
            between(at, std::max(at, c.start), between);
            const std::int64_t s = std::max(gap.start, c.start);
            const std::int64_t e = std::min(gap.end, c.end);
            IdleCause cause = IdleCause::CpuWork;
            switch (c.category) {
            case OpCategory::Sync:
            case OpCategory::Free: cause = IdleCause::Sync; break;
            case OpCategory::Memcpy: cause = IdleCause::Copy; break;
            case OpCategory::Launch: cause = IdleCause::Launch; break;
            default: break;
            }
            if (e > s)
                out.push_back({s, e, cause, callPlaceIndex(c, cause, ranges)});
            at = std::max(at, e);
        }
        between(at, gap.end, between);
    }

    PlaceKey callPlace(const Call& c, IdleCause cause, const CpuRanges* ranges) const
    {
        PlaceKey key;
        key.cause = cause;
        key.call = c.ref;
        const std::string& recorded = m_trace.callName(c.ref);
        key.place = recorded.empty() ? m_scope.opName(c.ref) : recorded;
        const SourceLine line = m_b.lineOf(c.ref);
        if (line.isValid()) {
            key.file = line.file;
            key.line = line.line;
            key.range = shortWhere(line) + " " + line.function;
        } else {
            bool input = false;
            const PlaceKey inside = rangePlace(ranges, c.start, c.end, &input);
            key.range = inside.place;
            key.file = inside.file;
            key.line = inside.line;
        }
        return key;
    }

    bool overlapsOffCpu(std::uint32_t thread, std::int64_t s, std::int64_t e)
    {
        auto it = m_offCpu.find(thread);
        if (it == m_offCpu.end())
            it = m_offCpu.emplace(thread, offCpu(m_scope, thread)).first;
        return overlap(it->second, s, e) * 2 >= e - s;
    }

    bool account(DeviceGpuTime& d)
    {
        std::vector<Segment> segments = sweep(d);
        if (segments.empty())
            return false;
        d.first = segments.front().start;
        d.last = segments.back().end;
        // The steps may begin before the GPU's first work and end after its last: that time is
        // idle in them too (not in the whole, which is first to last).
        if (const ProcessActivity* a = hostActivity(d); a && a->hasSteps()) {
            const std::int64_t from = a->warmupStarts.empty() ? a->stepStarts.front() : a->warmupStarts.front();
            if (from < d.first)
                segments.insert(segments.begin(), {from, d.first, Busy::Idle, false, firstWork(d)});
            if (a->rangeEnd() > d.last)
                segments.push_back({d.last, a->rangeEnd(), Busy::Idle, false, {}});
        }
        m_places.clear();
        m_placeIndex.clear();
        m_rangeCaches.clear();
        m_lastRanges = nullptr;
        m_lastCache = nullptr;
        m_nodeInfos.assign(1, NodeInfo{});
        m_childInfo.clear();
        m_callPlaces.clear();

        // Step windows of the host process: warm-up first, then the counted steps.
        const ProcessActivity* a = hostActivity(d);
        std::vector<std::pair<std::int64_t, std::int64_t>> windows;
        if (a && a->hasSteps()) {
            for (std::size_t k = 0; k < a->warmupStarts.size(); ++k)
                windows.emplace_back(a->warmupStarts[k],
                                     k + 1 < a->warmupStarts.size() ? a->warmupStarts[k + 1] : a->stepStarts.front());
            for (std::size_t k = 0; k < a->stepStarts.size(); ++k)
                windows.emplace_back(a->stepStarts[k],
                                     k + 1 < a->stepStarts.size() ? a->stepStarts[k + 1] : a->rangeEnd());
            for (std::size_t k = 0; k < windows.size(); ++k) {
                GpuStepTime st;
                st.start = windows[k].first;
                st.end = windows[k].second;
                st.warmup = k < a->warmupStarts.size();
                st.figures.spanNs = std::max<std::int64_t>(0, st.end - st.start);
                d.steps.push_back(st);
            }
        }
        const std::size_t warm = a && a->hasSteps() ? a->warmupStarts.size() : 0;
        d.countedSteps = static_cast<std::int64_t>(d.steps.size() - warm);
        const bool bySteps = d.countedSteps > 0;
        d.whole.spanNs = d.last - d.first;
        if (bySteps)
            for (std::size_t k = warm; k < d.steps.size(); ++k)
                d.counted.spanNs += d.steps[k].figures.spanNs;

        // Adds `ns` of [s, e) to the whole, to each step it falls in and to the counted figures.
        std::size_t stepCursor = 0;
        const auto spread = [&](std::int64_t s, std::int64_t e, auto&& add) {
            if (const std::int64_t inWhole = std::min(e, d.last) - std::max(s, d.first); inWhole > 0)
                add(d.whole, inWhole);
            if (!bySteps) {
                add(d.counted, e - s);
                return;
            }
            // Each pass hands its intervals over in time order: the step holding `s` is found by
            // moving on from the last one (contiguous windows, by start).
            if (stepCursor >= d.steps.size() || d.steps[stepCursor].start > s)
                stepCursor = 0;
            while (stepCursor + 1 < d.steps.size() && d.steps[stepCursor + 1].start <= s)
                ++stepCursor;
            for (auto w = d.steps.begin() + static_cast<std::ptrdiff_t>(stepCursor); w != d.steps.end() && w->start < e;
                 ++w) {
                const std::int64_t ns = std::min(e, w->end) - std::max(s, w->start);
                if (ns <= 0)
                    continue;
                add(w->figures, ns);
                if (!w->warmup)
                    add(d.counted, ns);
            }
        };
        std::vector<Slice> slices;
        slices.reserve(segments.size() * 2);
        for (const Segment& seg : segments) {
            if (seg.kind == Busy::Idle) {
                attribute(d, seg, slices);
                continue;
            }
            spread(seg.start, seg.end, [&](GpuTimeFigures& f, std::int64_t ns) {
                (seg.kind == Busy::Compute ? f.computeNs : seg.kind == Busy::Copy ? f.copyNs : f.communicationNs) += ns;
                if (seg.communication)
                    f.communicationTotalNs += ns;
            });
        }
        std::vector<GpuIdlePlace> places(m_places.size());
        for (std::size_t k = 0; k < m_places.size(); ++k) {
            places[k].cause = m_places[k].cause;
            places[k].place = m_places[k].place;
            places[k].range = m_places[k].range;
            places[k].file = m_places[k].file;
            places[k].line = m_places[k].line;
            places[k].call = m_places[k].call;
        }
        for (std::size_t k = 0; k < slices.size(); ++k) {
            const Slice& s = slices[k];
            spread(s.start, s.end, [&](GpuTimeFigures& f, std::int64_t ns) {
                f.idleNs[static_cast<std::size_t>(s.cause)] += ns;
                if (&f == &d.counted) {
                    GpuIdlePlace& p = places[s.place];
                    p.ns += ns;
                    ++p.intervals;
                    if (ns > p.largestNs) {
                        p.largestNs = ns;
                        p.largestStart = s.start;
                    }
                }
            });
        }
        std::erase_if(places, [](const GpuIdlePlace& p) { return p.ns <= 0; });
        std::stable_sort(places.begin(), places.end(),
                         [](const GpuIdlePlace& x, const GpuIdlePlace& y) { return x.ns > y.ns; });
        d.places = std::move(places);
        if (!bySteps)
            d.counted.spanNs = d.whole.spanNs;
        return true;
    }

    const ChainBuilder& m_b;
    const Scope& m_scope;
    const Trace& m_trace;
    const std::vector<ProcessActivity>& m_activity;
    bool m_scheduling = false;
    std::unordered_map<std::uint32_t, std::vector<Call>> m_calls;
    std::unordered_map<std::uint32_t, std::vector<OffCpuInterval>> m_offCpu;
    std::vector<PlaceKey> m_places;
    std::unordered_map<std::string, std::uint32_t> m_placeIndex;
    std::deque<NodeInfo> m_nodeInfos{NodeInfo{}}; // [0]: no range
    std::unordered_map<std::uint64_t, std::uint32_t> m_childInfo;
    std::unordered_map<const CpuRanges*, std::vector<std::uint32_t>> m_rangeCaches;
    const CpuRanges* m_lastRanges = nullptr;
    std::vector<std::uint32_t>* m_lastCache = nullptr;
    struct CallKey
    {
        std::uint16_t kind = 0;
        std::uint32_t stack = 0;
        std::uint32_t thread = 0;
        const std::string* name = nullptr; // the recorded name's (Trace::callNameText, or the empty one)
        std::uint8_t cause = 0;
        bool operator==(const CallKey&) const = default;
    };
    struct CallKeyHash
    {
        std::size_t operator()(const CallKey& k) const
        {
            std::size_t h = std::hash<std::uint64_t>()((std::uint64_t{k.kind} << 40) ^ (std::uint64_t{k.stack} << 8)
                                                       ^ k.cause);
            h ^= std::hash<std::uint64_t>()(std::uint64_t{k.thread}) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
            h ^= std::hash<const void*>()(k.name) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
            return h;
        }
    };
    std::unordered_map<CallKey, std::uint32_t, CallKeyHash> m_callPlaces;
    std::vector<const Call*> m_blocking;
    std::unordered_map<std::uint32_t, std::vector<EventRef>> m_launches;
    std::unordered_map<const CpuRanges*, std::size_t> m_rangeCursor;
    const CpuRanges* m_cursorRanges = nullptr;
    std::size_t* m_cursor = nullptr;
    std::uint32_t m_blockingFor = UINT32_MAX - 1;
};

} // namespace

GpuTimeAccounting accountGpuTime(const ChainBuilder& b, const std::vector<ProcessActivity>& activity)
{
    return Accountant(b, activity).run();
}

} // namespace rules

GpuTimeAccounting accountGpuTime(const Trace& trace, const ChainOptions& options, GpuTimeCost* cost)
{
    using namespace rules;
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    const Scope scope(trace, options);
    const std::vector<StackFacts> facts = stackFacts(trace);
    const std::vector<ProcessActivity> activity = processActivity(scope, facts);
    const SourceFiles files(options);
    const ChainBuilder builder(scope, facts, activity, files);
    const auto ready = Clock::now();
    GpuTimeAccounting out = rules::accountGpuTime(builder, activity);
    if (cost) {
        cost->activitySeconds = std::chrono::duration<double>(ready - started).count();
        cost->accountingSeconds = std::chrono::duration<double>(Clock::now() - ready).count();
    }
    return out;
}

} // namespace faultline
