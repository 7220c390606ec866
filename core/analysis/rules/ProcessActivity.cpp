#include "RuleSupport.h"

#include <algorithm>
#include <cctype>

namespace faultline::rules {

using capture::OpCatalog;
using capture::OpCategory;
using capture::saturatingAdd;
using capture::Source;

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

namespace {

// torch's worker loop in any stack of the process's events.
bool runsWorkerLoop(const Trace& trace, const Process& p)
{
    std::vector<bool> checked(trace.stacks.size(), false);
    for (const std::uint32_t t : p.threads)
        for (const std::uint32_t l : trace.threads[t].lanes) {
            const EventColumns& e = trace.lanes[l].events;
            for (std::size_t i = 0; i < e.size(); ++i) {
                const std::uint32_t stack = e.stack[i];
                if (stack == 0 || stack >= trace.stacks.size() || checked[stack])
                    continue;
                checked[stack] = true;
                for (const capture::StackFrame& f : trace.stacks[stack].frames)
                    if (f.pyFunction == "_worker_loop"
                        || f.pyFile.find("torch/utils/data/_utils/worker.py") != std::string::npos)
                        return true;
            }
        }
    return false;
}

} // namespace

JobHelpers jobHelpers(const Trace& trace, const Process& p)
{
    JobHelpers h;
    std::set<std::uint32_t> children;
    const auto tree = forkTree(trace);
    for (auto [it, end] = tree.equal_range(p.pid); it != end; ++it)
        children.insert(it->second);
    for (const Process& q : trace.processes) {
        // A process of another node of a merged capture is not this job's helper (a process with
        // no events of its own has no node).
        if (q.pid == p.pid || q.gpuDevice >= 0 || (!q.node.empty() && !p.node.empty() && q.node != p.node))
            continue;
        const bool named = q.name.rfind("pt_data_worker", 0) == 0
            || std::any_of(q.threads.begin(), q.threads.end(),
                           [&](std::uint32_t t) { return isDataLoaderWorker(trace.threads[t]); });
        const bool child = children.count(q.pid) > 0;
        // A worker loop in the stacks of a process this job did not fork is another job's.
        if (named || (child && runsWorkerLoop(trace, q)))
            h.dataLoaderPids.insert(q.pid);
        else if (child)
            h.childPids.insert(q.pid);
    }
    // A forked child the capture has no events of is still a child, known by pid.
    for (const std::uint32_t c : children)
        if (!h.dataLoaderPids.count(c))
            h.childPids.insert(c);
    return h;
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

} // namespace faultline::rules
