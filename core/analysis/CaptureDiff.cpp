#include "CaptureDiff.h"

#include "ChainEngine.h"
#include "OpCatalog.h"
#include "Percentile.h"
#include "QtText.h"
#include "UiText.h"
#include "rules/ProcessActivity.h"
#include "rules/Scope.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <future>
#include <map>
#include <unordered_map>

namespace faultline {

namespace {

using Kind = CaptureDiffRow::Kind;

constexpr double kSecondNs = 1e9;

// What one run holds, per name, over its window: the total count and time, and the latencies.
struct Tally
{
    std::int64_t count = 0;
    std::int64_t ns = 0;
    std::vector<std::int64_t> durations;
    std::string where;
    std::string title;
    std::map<std::string, std::int64_t> lines; // a call's time by the Python line it was made from
};
using Tallies = std::map<std::pair<Kind, std::string>, Tally>;

// "ProfilerStep#12" -> "ProfilerStep"; the DataLoader's batch, whatever its iterator, is one name.
std::string rangeKey(const std::string& name)
{
    if (rules::isDataLoaderRange(name) && name.find("__next__") != std::string::npos)
        return "DataLoader.__next__";
    std::size_t end = name.size();
    while (end > 0 && name[end - 1] >= '0' && name[end - 1] <= '9')
        --end;
    if (end < name.size() && end > 0 && name[end - 1] == '#')
        return name.substr(0, end - 1);
    return name;
}

// A chain's subject without the pids and numbers that differ between runs: "host-sync-624-20" ->
// "host-sync".
std::string chainKey(const Chain& c)
{
    std::string key;
    std::size_t i = 0;
    while (i < c.id.size()) {
        std::size_t j = c.id.find('-', i);
        if (j == std::string::npos)
            j = c.id.size();
        const std::string part = c.id.substr(i, j - i);
        const bool number = !part.empty()
            && std::all_of(part.begin(), part.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
        if (!number && !part.empty())
            key += (key.empty() ? "" : "-") + part;
        i = j + 1;
    }
    return key.empty() ? c.rule : key;
}

std::string baseName(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string lineText(const std::string& file, int line)
{
    if (file.empty() || line <= 0)
        return {};
    return baseName(file) + ":" + std::to_string(line);
}

// The process whose steps the run is measured by: the one with the most steps, else the one with
// the most GPU work.
const rules::ProcessActivity* mainProcess(const std::vector<rules::ProcessActivity>& activity)
{
    const rules::ProcessActivity* best = nullptr;
    for (const rules::ProcessActivity& a : activity) {
        if (!best || a.stepCount() > best->stepCount()
            || (a.stepCount() == best->stepCount() && a.calls.work.size() > best->calls.work.size()))
            best = &a;
    }
    return best;
}

struct Measured
{
    CaptureDiffSide side;
    Tallies tallies;
};

Tally& addCall(Tallies& tallies, Kind kind, const std::string& name, std::int64_t ns)
{
    Tally& t = tallies[{kind, name}];
    ++t.count;
    t.ns += ns;
    t.durations.push_back(ns);
    return t;
}

// The user's Python line a call was made from (its stack's innermost frame of the user's own
// code), "" without one.
std::string callLine(const Trace& trace, const std::vector<rules::StackFacts>& facts, std::uint32_t stack)
{
    if (stack == 0 || stack >= facts.size() || facts[stack].userFrame < 0)
        return {};
    const capture::StackFrame& f = trace.stacks[stack].frames[static_cast<std::size_t>(facts[stack].userFrame)];
    return lineText(f.pyFile, f.pyLine > 0 ? f.pyLine : f.pyDefLine);
}

void addLine(Tally& t, std::string line, std::int64_t ns)
{
    if (!line.empty())
        t.lines[std::move(line)] += ns;
}

void measureCalls(const Trace& trace, const std::vector<rules::StackFacts>& facts,
                  const std::vector<std::uint32_t>& threads, std::int64_t from, std::int64_t to, Tallies& tallies)
{
    for (const std::uint32_t t : threads) {
        std::vector<std::pair<std::int64_t, std::int64_t>> runtimeSpans;
        std::vector<std::uint32_t> driverLanes;
        for (const std::uint32_t l : trace.threads[t].lanes) {
            const Lane& lane = trace.lanes[l];
            if (lane.kind == LaneKind::Driver)
                driverLanes.push_back(l);
            if (lane.kind != LaneKind::CudaRuntime)
                continue;
            const EventColumns& e = lane.events;
            for (std::size_t i = 0; i < e.size(); ++i) {
                if (e.start[i] < from || e.start[i] >= to)
                    continue;
                const EventRef ref{l, static_cast<std::uint32_t>(i)};
                const std::string& recorded = trace.callName(ref);
                const std::int64_t d = e.durationAt(i);
                runtimeSpans.emplace_back(e.start[i], e.start[i] + d);
                Tally& tally = addCall(
                    tallies, Kind::Call,
                    recorded.empty() ? capture::OpCatalog::opName(e.sourceAt(i), e.opAt(i)) : recorded, d);
                addLine(tally, callLine(trace, facts, e.stack[i]), d);
            }
        }
        // A driver call inside a runtime call of its thread is the runtime call's own (the
        // cuLaunchKernel inside cudaLaunchKernel): counted once, as the runtime call.
        std::sort(runtimeSpans.begin(), runtimeSpans.end());
        for (const std::uint32_t l : driverLanes) {
            const EventColumns& e = trace.lanes[l].events;
            for (std::size_t i = 0; i < e.size(); ++i) {
                if (e.start[i] < from || e.start[i] >= to)
                    continue;
                auto it = std::upper_bound(runtimeSpans.begin(), runtimeSpans.end(),
                                           std::pair<std::int64_t, std::int64_t>{e.start[i], INT64_MAX});
                if (it != runtimeSpans.begin() && std::prev(it)->second >= e.start[i] + e.durationAt(i))
                    continue;
                const EventRef ref{l, static_cast<std::uint32_t>(i)};
                const std::string& recorded = trace.callName(ref);
                Tally& tally = addCall(tallies, Kind::Call,
                                       recorded.empty() ? capture::OpCatalog::opName(e.sourceAt(i), e.opAt(i))
                                                        : recorded,
                                       e.durationAt(i));
                addLine(tally, callLine(trace, facts, e.stack[i]), e.durationAt(i));
            }
        }
    }
}

void measureKernels(const Trace& trace, const std::vector<bool>& gpuLanes, std::int64_t from, std::int64_t to,
                    Tallies& tallies)
{
    // The GPUs the process drove; every GPU when the trace links none of its launches to their work.
    const bool linked = std::find(gpuLanes.begin(), gpuLanes.end(), true) != gpuLanes.end();
    for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
        const Lane& lane = trace.lanes[l];
        if (lane.kind != LaneKind::GpuStream || (linked && (l >= gpuLanes.size() || !gpuLanes[l])))
            continue;
        const EventColumns& e = lane.events;
        for (std::size_t i = 0; i < e.size(); ++i) {
            if (e.start[i] < from || e.start[i] >= to || e.opAt(i) == static_cast<std::uint8_t>(GpuOpKind::Sync))
                continue;
            addCall(tallies, Kind::Kernel, trace.gpuName({l, static_cast<std::uint32_t>(i)}), e.durationAt(i));
        }
    }
}

// CPU ranges of an imported trace: each range counted where it starts in the window, its time cut
// to the window; a name nested in itself on one thread counts once (the union of its ranges).
void measureRanges(const Trace& trace, const std::vector<std::uint32_t>& threads, std::int64_t from, std::int64_t to,
                   Tallies& tallies)
{
    for (const std::uint32_t t : threads) {
        const CpuRanges* ranges = trace.cpuRangesOf(t);
        if (!ranges)
            continue;
        std::unordered_map<std::string, std::int64_t> coveredTo;
        for (std::size_t i = 0; i < ranges->size(); ++i) {
            if (ranges->start[i] < from || ranges->start[i] >= to)
                continue;
            const std::string key = rangeKey(trace.rangeNames[ranges->name[i]]);
            if (key == "ProfilerStep")
                continue; // the step itself
            const std::int64_t end = std::min(ranges->end[i], to);
            std::int64_t& covered = coveredTo[key];
            const std::int64_t counted = std::max<std::int64_t>(0, end - std::max(ranges->start[i], covered));
            covered = std::max(covered, end);
            Tally& tally = tallies[{Kind::Range, key}];
            ++tally.count;
            tally.ns += counted;
            tally.durations.push_back(ranges->end[i] - ranges->start[i]);
        }
    }
}

Measured measure(const Trace& trace, bool bySteps, const ChainOptions& chainOptions)
{
    Measured m;
    const ChainOptions options;
    const rules::Scope scope(trace, options);
    const std::vector<rules::StackFacts> facts = rules::stackFacts(trace);
    const std::vector<rules::ProcessActivity> activity = rules::processActivity(scope, facts);
    const rules::ProcessActivity* main = mainProcess(activity);

    CaptureDiffSide& side = m.side;
    side.windowStart = trace.beginNs;
    side.windowEnd = trace.endNs;
    if (main && bySteps && main->hasSteps()) {
        const std::vector<std::int64_t>& starts = main->stepStarts;
        for (std::size_t i = 0; i + 1 < starts.size(); ++i) {
            side.stepStarts.push_back(starts[i]);
            side.stepDurations.push_back(starts[i + 1] - starts[i]);
        }
        std::int64_t end = starts.back();
        if (main->stepsEnd > starts.back()) {
            side.stepStarts.push_back(starts.back());
            side.stepDurations.push_back(main->stepsEnd - starts.back());
            end = main->stepsEnd;
        }
        side.windowStart = starts.front();
        side.windowEnd = end;
    } else if (main && main->last > main->first) {
        side.windowStart = main->first;
        side.windowEnd = main->last;
    }
    if (main)
        side.pid = trace.processes[main->process].pid;
    std::vector<std::int64_t> sorted = side.stepDurations;
    std::sort(sorted.begin(), sorted.end());
    side.steps = static_cast<std::int64_t>(sorted.size());
    side.stepMedian = percentile(sorted, 0.5);
    side.stepP90 = percentile(sorted, 0.9);
    side.units = bySteps
        ? static_cast<double>(std::max<std::int64_t>(1, side.steps))
        : static_cast<double>(std::max<std::int64_t>(1, side.windowEnd - side.windowStart)) / kSecondNs;

    std::vector<std::uint32_t> threads;
    if (main)
        threads = trace.processes[main->process].threads;
    else
        for (std::uint32_t t = 0; t < trace.threads.size(); ++t)
            threads.push_back(t);
    measureCalls(trace, facts, threads, side.windowStart, side.windowEnd, m.tallies);
    for (auto& [key, t] : m.tallies) {
        const auto most = std::max_element(t.lines.begin(), t.lines.end(),
                                           [](const auto& x, const auto& y) { return x.second < y.second; });
        if (most != t.lines.end())
            t.where = most->first;
    }
    measureKernels(trace, main ? rules::gpuLanesOf(trace, main->process) : std::vector<bool>{}, side.windowStart,
                   side.windowEnd, m.tallies);
    measureRanges(trace, threads, side.windowStart, side.windowEnd, m.tallies);
    side.rangesKnown = !trace.cpuRanges.empty();
    side.callsNamed = !trace.callNames.empty();

    // The GPU time accounting of the GPU the process drove: its counted steps, else its whole span.
    const GpuTimeAccounting accounting = accountGpuTime(trace, options);
    const DeviceGpuTime* device = nullptr;
    const auto rank = [&](const DeviceGpuTime& d) {
        return std::pair{main && d.hostProcess == main->process, d.whole.busyNs()};
    };
    for (const DeviceGpuTime& d : accounting.devices)
        if (!device || rank(d) > rank(*device))
            device = &d;
    if (device) {
        side.gpuKnown = true;
        if (bySteps && device->countedSteps > 0) {
            side.gpu = device->counted;
            side.gpuUnits = static_cast<double>(device->countedSteps);
        } else {
            side.gpu = device->whole;
            side.gpuUnits = bySteps ? side.units
                                    : static_cast<double>(std::max<std::int64_t>(1, device->whole.spanNs)) / kSecondNs;
        }
        for (std::size_t c = 0; c < kIdleCauses; ++c) {
            const auto cause = static_cast<IdleCause>(c);
            if (side.gpu.idle(cause) == 0)
                continue;
            Tally& t = m.tallies[{Kind::Idle, idleCauseId(cause)}];
            // In the rows' units (the accounting may count its steps slightly differently).
            t.ns = static_cast<std::int64_t>(
                std::llround(static_cast<double>(side.gpu.idle(cause)) / side.gpuUnits * side.units));
            for (const GpuIdlePlace& p : device->places)
                if (p.cause == cause) {
                    t.where = p.file.empty() ? p.place : lineText(p.file, p.line);
                    break;
                }
        }
    }

    // Chains: the cost per step (or per second), their subjects without pids.
    for (const Chain& c : ChainEngine::derive(trace, chainOptions)) {
        Tally& t = m.tallies[{Kind::Chain, chainKey(c)}];
        ++t.count;
        const double perUnit = bySteps && c.impact.steps > 0
            ? static_cast<double>(c.impact.ns) / static_cast<double>(c.impact.steps) * side.units
            : static_cast<double>(c.impact.ns);
        t.ns += static_cast<std::int64_t>(std::llround(perUnit));
        if (t.title.empty())
            t.title = c.title;
        if (t.where.empty() && !c.sources.empty())
            t.where = lineText(c.sources.front().file, c.sources.front().line);
    }
    return m;
}

std::string words(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("CaptureDiff", source, args);
}

std::string durationOf(double ns)
{
    return text::formatDuration(static_cast<std::int64_t>(std::llround(ns)));
}

std::string idleLabel(const std::string& cause)
{
    if (cause == "sync")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU idle in synchronisation"));
    if (cause == "copy")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU idle in blocking copies"));
    if (cause == "input")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU idle waiting for input"));
    if (cause == "cpu")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU idle during CPU work"));
    if (cause == "launch")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU idle between launches"));
    if (cause == "off_cpu")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU idle while the host thread was off the CPU"));
    return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU idle for no recorded reason"));
}

// "time in DataLoader.__next__", "GPU idle waiting for input (train.py:12)", "input starvation".
std::string rowLabel(const CaptureDiffRow& r)
{
    std::string label;
    switch (r.kind) {
    case Kind::Call:
    case Kind::Range:
        //: %1 the name of a CUDA call or of a profiler range
        label = words(QT_TRANSLATE_NOOP("CaptureDiff", "time in %1"), {r.name});
        break;
    case Kind::Kernel:
        //: %1 the name of a GPU kernel
        label = words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU time in %1"), {r.name});
        break;
    case Kind::Idle: label = idleLabel(r.name); break;
    case Kind::Chain: {
        std::string rule = r.name;
        std::replace(rule.begin(), rule.end(), '-', ' ');
        //: %1 the rule of a causal chain in words ("input starvation")
        label = words(QT_TRANSLATE_NOOP("CaptureDiff", "time lost to %1"), {rule});
        break;
    }
    }
    if (!r.where.empty())
        label += " (" + r.where + ")";
    return label;
}

std::string verdict(const CaptureDiff& d)
{
    const char* unit = d.bySteps ? QT_TRANSLATE_NOOP("CaptureDiff", "per step")
                                 : QT_TRANSLATE_NOOP("CaptureDiff", "per second");
    std::string out;
    if (d.bySteps) {
        const std::int64_t change = d.b.stepMedian - d.a.stepMedian;
        const std::string share = text::formatPercent(std::fabs(static_cast<double>(change))
                                                      / static_cast<double>(std::max<std::int64_t>(1, d.a.stepMedian)));
        const std::string by = text::formatDuration(std::llabs(change));
        if (change < 0)
            //: %1 a duration, %2 a percentage: B's median step against A's
            out = words(QT_TRANSLATE_NOOP("CaptureDiff", "B's step is %1 shorter (−%2)"), {by, share});
        else if (change > 0)
            //: %1 a duration, %2 a percentage: B's median step against A's
            out = words(QT_TRANSLATE_NOOP("CaptureDiff", "B's step is %1 longer (+%2)"), {by, share});
        else
            //: %1 the median step of both runs
            out = words(QT_TRANSLATE_NOOP("CaptureDiff", "B's step is as long as A's (%1)"),
                        {text::formatDuration(d.a.stepMedian)});
    } else {
        if (d.a.stepsFound || d.b.stepsFound)
            //: %1 "A" or "B", the run without steps
            out = words(QT_TRANSLATE_NOOP("CaptureDiff", "%1 has no steps, so both runs are measured per second"),
                        {d.a.stepsFound ? "B" : "A"});
        else
            out = words(QT_TRANSLATE_NOOP("CaptureDiff", "Neither run has steps, so both are measured per second"));
    }
    // The change that matters: the largest change of time in calls, ranges, idle causes and chains
    // (kernels are what the GPU ran, and their change shows in busy and idle); a range that covers
    // nearly all of both runs (the loop, the script) is the step itself and is left out.
    const CaptureDiffRow* lead = nullptr;
    const auto covers = [&](const CaptureDiffRow& r) {
        const double stepA = d.bySteps ? static_cast<double>(d.a.stepMedian) : kSecondNs;
        const double stepB = d.bySteps ? static_cast<double>(d.b.stepMedian) : kSecondNs;
        return r.kind == Kind::Range && r.nsA >= 0.9 * stepA && r.nsB >= 0.9 * stepB;
    };
    // Chains that sum the GPU's idle time (which the busy share says) or the warm-up (not the
    // steady state) are no cause of their own.
    // A range or an idle cause only one run records says how the runs were recorded, not what changed.
    // So does a call only one run has, when the other's recorder could not have seen it: a
    // profiler records the runtime API (cuda*), the probe the calls of its catalogue (the driver's
    // cuLaunchKernel, but not cudaLaunchKernelExC).
    const auto recordable = [](const CaptureDiffSide& side, const std::string& call) {
        if (side.callsNamed)
            return call.rfind("cuda", 0) == 0;
        return capture::OpCatalog::isTracedByName(call);
    };
    const auto summary = [&](const CaptureDiffRow& r) {
        if (r.kind == Kind::Range && !(d.a.rangesKnown && d.b.rangesKnown))
            return true;
        if (r.kind == Kind::Call && d.a.callsNamed != d.b.callsNamed && r.inA != r.inB
            && !recordable(r.inA ? d.b : d.a, r.name))
            return true;
        if (r.kind == Kind::Idle && !(d.a.gpuKnown && d.b.gpuKnown))
            return true;
        return r.kind == Kind::Chain && (r.name == "gpu-utilisation" || r.name == "warm-up");
    };
    for (const std::vector<CaptureDiffRow>* rows : {&d.rows, &d.chains})
        for (const CaptureDiffRow& r : *rows)
            if (r.kind != Kind::Kernel && !covers(r) && !summary(r)
                && (!lead || std::fabs(r.change()) > std::fabs(lead->change())))
                lead = &r;
    if (lead) {
        const std::string label = rowLabel(*lead);
        const std::string from = durationOf(lead->nsA);
        const std::string to = durationOf(lead->nsB);
        const std::string per = words(unit);
        //: %1 what changed ("time in DataLoader.__next__"), %2 and %3 durations, %4 "per step" or "per second"
        out += ": "
            + (!lead->inA || lead->nsA <= 0
                   //: %1 what changed ("time lost to input starvation"), %2 a duration, %3 "per step" or "per second":
                   //: A had none of it
                   ? words(QT_TRANSLATE_NOOP("CaptureDiff", "%1 appeared, %2 %3"), {label, to, per})
                   : !lead->inB || lead->nsB <= 0
                       //: %1 what changed ("time in cudaMemcpy"), %2 a duration, %3 "per step" or "per second": B has
                       //: none of it
                       ? words(QT_TRANSLATE_NOOP("CaptureDiff", "%1 is gone (was %2 %3)"), {label, from, per})
                       : lead->change() < 0
                           ? words(QT_TRANSLATE_NOOP("CaptureDiff", "%1 fell from %2 to %3 %4"), {label, from, to, per})
                           //: %1 what changed ("time in DataLoader.__next__"), %2 and %3 durations, %4 "per step" or
                           //: "per second"
                           : words(QT_TRANSLATE_NOOP("CaptureDiff", "%1 rose from %2 to %3 %4"),
                                   {label, from, to, per}));
    }
    if (d.a.gpuKnown && d.b.gpuKnown) {
        const std::string a = text::formatPercent(d.a.busyShare());
        const std::string b = text::formatPercent(d.b.busyShare());
        std::string busy;
        if (a == b)
            //: %1 a percentage
            busy = words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU busy stayed at %1"), {a});
        else if (d.b.busyShare() > d.a.busyShare())
            //: %1 and %2 percentages
            busy = words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU busy rose from %1 to %2"), {a, b});
        else
            //: %1 and %2 percentages
            busy = words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU busy fell from %1 to %2"), {a, b});
        out += "; " + busy;
    }
    out += ".";
    const bool rangesDiffer = d.a.rangesKnown != d.b.rangesKnown;
    const bool gpuDiffers = d.a.gpuKnown != d.b.gpuKnown;
    if (rangesDiffer || gpuDiffers) {
        const std::string run = (rangesDiffer ? d.a.rangesKnown : d.a.gpuKnown) ? "A" : "B";
        if (rangesDiffer && gpuDiffers && d.a.rangesKnown == d.a.gpuKnown)
            //: %1 "A" or "B", the run that recorded more
            out += " "
                + words(QT_TRANSLATE_NOOP(
                            "CaptureDiff",
                            "Only %1 records CPU ranges and GPU work; the verdict compares what both record."),
                        {run});
        else if (rangesDiffer)
            //: %1 "A" or "B", the run that recorded more
            out += " "
                + words(QT_TRANSLATE_NOOP("CaptureDiff",
                                          "Only %1 records CPU ranges; the verdict compares what both record."),
                        {d.a.rangesKnown ? "A" : "B"});
        if (gpuDiffers && !(rangesDiffer && d.a.rangesKnown == d.a.gpuKnown))
            //: %1 "A" or "B", the run that recorded more
            out += " "
                + words(QT_TRANSLATE_NOOP("CaptureDiff",
                                          "Only %1 records GPU work; the verdict compares what both record."),
                        {d.a.gpuKnown ? "A" : "B"});
    }
    return out;
}

const char* kindId(Kind k)
{
    switch (k) {
    case Kind::Call: return "call";
    case Kind::Kernel: return "kernel";
    case Kind::Range: return "range";
    case Kind::Idle: return "idle";
    case Kind::Chain: return "chain";
    }
    return "call";
}

} // namespace

std::string captureDiffRowLabel(const CaptureDiffRow& row)
{
    return rowLabel(row);
}

std::string captureDiffBucketLabel(const std::string& id)
{
    if (id.rfind("idle.", 0) == 0)
        return idleLabel(id.substr(5));
    if (id == "compute")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU busy computing"));
    if (id == "communication")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU busy communicating"));
    if (id == "copy")
        return words(QT_TRANSLATE_NOOP("CaptureDiff", "GPU busy copying"));
    return id;
}

double CaptureDiffSide::busyShare() const
{
    return gpu.spanNs > 0 ? static_cast<double>(gpu.busyNs()) / static_cast<double>(gpu.spanNs) : 0.0;
}

CaptureDiff diffCaptures(const Trace& a, const Trace& b, const CaptureDiffOptions& options)
{
    CaptureDiff d;
    // By step where both runs have steps, else both again per second.
    d.bySteps = true;
    // The two runs are measured at once, A on a thread of its own: each is independent of the
    // other, and comparing two large traces should take no longer than opening them (issue 49).
    const auto measureBoth = [&](bool bySteps, Measured& ma, Measured& mb) {
        std::future<Measured> first = std::async(std::launch::async,
                                                 [&a, &options, bySteps] { return measure(a, bySteps, options.a); });
        mb = measure(b, bySteps, options.b);
        ma = first.get();
    };
    Measured ma;
    Measured mb;
    measureBoth(true, ma, mb);
    const bool stepsA = ma.side.steps > 0;
    const bool stepsB = mb.side.steps > 0;
    if (!stepsA || !stepsB) {
        d.bySteps = false;
        measureBoth(false, ma, mb);
    }
    d.a = ma.side;
    d.b = mb.side;
    d.a.stepsFound = stepsA;
    d.b.stepsFound = stepsB;

    if (d.a.gpuKnown && d.b.gpuKnown) {
        const auto bucket = [&](const std::string& id, std::int64_t na, std::int64_t nb) {
            const double x = static_cast<double>(na) / d.a.gpuUnits;
            const double y = static_cast<double>(nb) / d.b.gpuUnits;
            if (x != y)
                d.buckets.push_back({id, x, y});
        };
        bucket("compute", d.a.gpu.computeNs, d.b.gpu.computeNs);
        bucket("communication", d.a.gpu.communicationNs, d.b.gpu.communicationNs);
        bucket("copy", d.a.gpu.copyNs, d.b.gpu.copyNs);
        for (std::size_t c = 0; c < kIdleCauses; ++c)
            bucket(std::string("idle.") + idleCauseId(static_cast<IdleCause>(c)), d.a.gpu.idleNs[c], d.b.gpu.idleNs[c]);
    }

    std::map<std::pair<Kind, std::string>, std::pair<Tally*, Tally*>> joined;
    for (auto& [key, t] : ma.tallies)
        joined[key].first = &t;
    for (auto& [key, t] : mb.tallies)
        joined[key].second = &t;
    for (auto& [key, pair] : joined) {
        CaptureDiffRow r;
        r.kind = key.first;
        r.name = key.second;
        if (Tally* t = pair.first) {
            r.inA = true;
            // A chain's count is how many chains of the run it stands for, not a rate.
            r.countA = r.kind == Kind::Chain ? static_cast<double>(t->count)
                                             : static_cast<double>(t->count) / d.a.units;
            r.nsA = static_cast<double>(t->ns) / d.a.units;
            r.medianA = medianOf(t->durations);
            r.where = t->where;
            r.title = t->title;
        }
        if (Tally* t = pair.second) {
            r.inB = true;
            r.countB = r.kind == Kind::Chain ? static_cast<double>(t->count)
                                             : static_cast<double>(t->count) / d.b.units;
            r.nsB = static_cast<double>(t->ns) / d.b.units;
            r.medianB = medianOf(t->durations);
            if (!t->where.empty())
                r.where = t->where;
            if (!t->title.empty())
                r.title = t->title;
        }
        const bool changed = r.inA != r.inB || r.nsA != r.nsB || r.countA != r.countB || r.medianA != r.medianB;
        if (!changed)
            continue;
        (r.kind == Kind::Chain ? d.chains : d.rows).push_back(std::move(r));
    }
    const auto byChange = [](const CaptureDiffRow& x, const CaptureDiffRow& y) {
        const double cx = std::fabs(x.change());
        const double cy = std::fabs(y.change());
        return cx != cy ? cx > cy : x.name < y.name;
    };
    std::stable_sort(d.rows.begin(), d.rows.end(), byChange);
    std::stable_sort(d.chains.begin(), d.chains.end(), byChange);

    d.noChange = d.rows.empty() && d.chains.empty() && d.buckets.empty() && d.a.stepMedian == d.b.stepMedian
        && d.a.stepP90 == d.b.stepP90 && d.a.steps == d.b.steps;
    d.verdict = d.noChange ? words(QT_TRANSLATE_NOOP("CaptureDiff", "No change: the two runs measure the same."))
                           : verdict(d);
    return d;
}

QString captureDiffText(const CaptureDiff& d, const QString& nameA, const QString& nameB)
{
    using text::toQString;
    const auto tr = [](const char* source, std::initializer_list<std::string_view> args = {}) {
        return toQString(text::uiText("CaptureDiff", source, args));
    };
    const auto dur = [](double ns) { return toQString(durationOf(ns)); };
    const auto signedDur = [](double ns) {
        return toQString(text::formatSignedDuration(static_cast<std::int64_t>(std::llround(ns))));
    };
    QString out = toQString(d.verdict) + QStringLiteral("\n\n");
    out += QStringLiteral("A: ") + nameA + QLatin1Char('\n') + QStringLiteral("B: ") + nameB + QStringLiteral("\n\n");
    if (d.bySteps) {
        //: %1 and %2 numbers of steps
        out += tr(QT_TRANSLATE_NOOP("CaptureDiff", "Steps: %1 in A, %2 in B"),
                  {std::to_string(d.a.steps), std::to_string(d.b.steps)})
            + QLatin1Char('\n');
        //: %1 .. %3 durations: A's, B's and the change
        out += tr(QT_TRANSLATE_NOOP("CaptureDiff", "Step median: %1 → %2 (%3)"),
                  {durationOf(static_cast<double>(d.a.stepMedian)), durationOf(static_cast<double>(d.b.stepMedian)),
                   text::formatSignedDuration(d.b.stepMedian - d.a.stepMedian)})
            + QLatin1Char('\n');
        //: %1 .. %3 durations: A's, B's and the change
        out += tr(QT_TRANSLATE_NOOP("CaptureDiff", "Step p90: %1 → %2 (%3)"),
                  {durationOf(static_cast<double>(d.a.stepP90)), durationOf(static_cast<double>(d.b.stepP90)),
                   text::formatSignedDuration(d.b.stepP90 - d.a.stepP90)})
            + QLatin1Char('\n');
    }
    if (d.noChange)
        return out;
    const QString unit = d.bySteps ? tr(QT_TRANSLATE_NOOP("CaptureDiff", "per step"))
                                   : tr(QT_TRANSLATE_NOOP("CaptureDiff", "per second"));
    if (!d.buckets.empty()) {
        //: %1 "per step" or "per second"
        out += QLatin1Char('\n') + tr(QT_TRANSLATE_NOOP("CaptureDiff", "GPU time %1:"), {unit.toStdString()})
            + QLatin1Char('\n');
        for (const CaptureDiff::Bucket& b : d.buckets)
            out += QStringLiteral("  %1  %2 → %3 (%4)\n")
                       .arg(toQString(b.id).leftJustified(16), dur(b.nsA), dur(b.nsB), signedDur(b.nsB - b.nsA));
    }
    const auto table = [&](const std::vector<CaptureDiffRow>& rows, const QString& title) {
        if (rows.empty())
            return;
        out += QLatin1Char('\n') + title + QLatin1Char('\n');
        for (const CaptureDiffRow& r : rows) {
            QString status;
            if (!r.inA)
                status = tr(QT_TRANSLATE_NOOP("CaptureDiff", "new"));
            else if (!r.inB)
                status = tr(QT_TRANSLATE_NOOP("CaptureDiff", "vanished"));
            QString counts;
            if (r.kind != Kind::Idle && r.kind != Kind::Chain)
                //: %1 and %2 how many times a call, kernel or range ran per step (or per second), in A and in B
                counts = tr(
                    QT_TRANSLATE_NOOP("CaptureDiff", "%1 → %2 times"),
                    {QString::number(r.countA, 'g', 4).toStdString(), QString::number(r.countB, 'g', 4).toStdString()});
            // A C++ kernel's full signature runs to hundreds of characters; the JSON keeps it whole.
            QString label = toQString(rowLabel(r));
            if (label.size() > 120)
                label = label.left(119) + QStringLiteral("…");
            QString line =
                QStringLiteral("  %1  %2 → %3 (%4)").arg(label, dur(r.nsA), dur(r.nsB), signedDur(r.change()));
            for (const QString& part : {counts, status})
                if (!part.isEmpty())
                    line += QStringLiteral("  ") + part;
            out += line + QLatin1Char('\n');
        }
    };
    //: %1 "per step" or "per second"
    table(d.rows,
          tr(QT_TRANSLATE_NOOP("CaptureDiff", "What changed, %1, largest change first:"), {unit.toStdString()}));
    //: %1 "per step" or "per second"
    table(d.chains, tr(QT_TRANSLATE_NOOP("CaptureDiff", "Chains, time lost %1:"), {unit.toStdString()}));
    return out;
}

QByteArray captureDiffJson(const CaptureDiff& d, const QString& pathA, const QString& pathB)
{
    const auto seconds = [](double ns) { return ns / kSecondNs; };
    const auto side = [&](const CaptureDiffSide& s, const QString& path) {
        QJsonObject o{{QStringLiteral("path"), path},
                      {QStringLiteral("steps"), static_cast<qint64>(s.steps)},
                      {QStringLiteral("step_median_seconds"), seconds(static_cast<double>(s.stepMedian))},
                      {QStringLiteral("step_p90_seconds"), seconds(static_cast<double>(s.stepP90))},
                      {QStringLiteral("window_ns"),
                       QJsonArray{static_cast<qint64>(s.windowStart), static_cast<qint64>(s.windowEnd)}},
                      {QStringLiteral("units"), s.units}};
        if (s.gpuKnown) {
            QJsonObject idle;
            for (std::size_t c = 0; c < kIdleCauses; ++c)
                idle.insert(QLatin1String(idleCauseId(static_cast<IdleCause>(c))),
                            seconds(static_cast<double>(s.gpu.idleNs[c]) / s.gpuUnits));
            o.insert(
                QStringLiteral("gpu"),
                QJsonObject{
                    {QStringLiteral("busy_share"), s.busyShare()},
                    {QStringLiteral("compute_seconds"), seconds(static_cast<double>(s.gpu.computeNs) / s.gpuUnits)},
                    {QStringLiteral("communication_seconds"),
                     seconds(static_cast<double>(s.gpu.communicationNs) / s.gpuUnits)},
                    {QStringLiteral("copy_seconds"), seconds(static_cast<double>(s.gpu.copyNs) / s.gpuUnits)},
                    {QStringLiteral("idle_seconds"), idle}});
        } else {
            o.insert(QStringLiteral("gpu"), QJsonValue::Null);
        }
        return o;
    };
    const auto rows = [&](const std::vector<CaptureDiffRow>& list) {
        QJsonArray out;
        for (const CaptureDiffRow& r : list) {
            const auto run = [&](bool in, double count, double ns, std::int64_t med) -> QJsonValue {
                if (!in)
                    return QJsonValue::Null;
                return QJsonObject{{QStringLiteral("count"), count},
                                   {QStringLiteral("seconds"), seconds(ns)},
                                   {QStringLiteral("median_seconds"), seconds(static_cast<double>(med))}};
            };
            QJsonObject o{{QStringLiteral("kind"), QLatin1String(kindId(r.kind))},
                          {QStringLiteral("name"), text::toQString(r.name)},
                          {QStringLiteral("status"),
                           !r.inA       ? QStringLiteral("new")
                               : !r.inB ? QStringLiteral("vanished")
                                        : QStringLiteral("changed")},
                          {QStringLiteral("a"), run(r.inA, r.countA, r.nsA, r.medianA)},
                          {QStringLiteral("b"), run(r.inB, r.countB, r.nsB, r.medianB)},
                          {QStringLiteral("change_seconds"), seconds(r.change())}};
            o.insert(QStringLiteral("where"),
                     r.where.empty() ? QJsonValue(QJsonValue::Null) : text::toQString(r.where));
            if (r.kind == Kind::Chain)
                o.insert(QStringLiteral("title"), text::toQString(r.title));
            out.append(o);
        }
        return out;
    };
    QJsonArray buckets;
    for (const CaptureDiff::Bucket& b : d.buckets)
        buckets.append(QJsonObject{{QStringLiteral("bucket"), text::toQString(b.id)},
                                   {QStringLiteral("a_seconds"), seconds(b.nsA)},
                                   {QStringLiteral("b_seconds"), seconds(b.nsB)},
                                   {QStringLiteral("change_seconds"), seconds(b.nsB - b.nsA)}});
    const QJsonObject root{
        {QStringLiteral("kind"), QStringLiteral("capture")},
        {QStringLiteral("matched_by"), d.bySteps ? QStringLiteral("step") : QStringLiteral("second")},
        {QStringLiteral("no_change"), d.noChange},
        {QStringLiteral("verdict"), text::toQString(d.verdict)},
        {QStringLiteral("a"), side(d.a, pathA)},
        {QStringLiteral("b"), side(d.b, pathB)},
        {QStringLiteral("gpu_time"), buckets},
        {QStringLiteral("changes"), rows(d.rows)},
        {QStringLiteral("chains"), rows(d.chains)}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace faultline
