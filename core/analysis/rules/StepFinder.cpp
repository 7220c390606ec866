#include "RuleSupport.h"
#include "Strings.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>

// One step model for every input (issue 45): the profiler's ProfilerStep#N ranges, NVTX ranges
// named like iterations, the step loop's Python line in the stacks of CUDA calls (probe captures),
// or a named range that opens each iteration (the DataLoader's __next__, the optimizer's step).
// The leading steps that are far slower than the rest are warm-up, set apart from the shares.

namespace faultline::rules {

namespace {

// A step more than this many times the median of the rest, and this much longer, is warm-up.
constexpr double kWarmupFactor = 2.0;
constexpr std::int64_t kWarmupMinExcessNs = 20 * kMs;
// At most this many leading steps are warm-up (the first, and a second that autotunes again).
constexpr std::size_t kMaxWarmupSteps = 2;
// A repeating range marks iterations only when its occurrences are this far apart (median).
constexpr std::int64_t kMinRepeatPeriodNs = kMs;
constexpr std::size_t kMinRepeats = 3;
// The GPU's pattern marks steps of at least this period: the layers of one forward pass repeat too,
// faster (a transformer's blocks every 2-3 ms on an A100).
constexpr std::int64_t kMinGpuPeriodNs = 5 * kMs;
// A kernel that marks the steps of the GPU's pattern is at most one launch in this many.
constexpr std::size_t kMinLaunchesPerStep = 3;

struct Span
{
    std::int64_t start = 0;
    std::int64_t end = 0;
};

// "step 12" -> "step", "iteration_3" -> "iteration", "train/batch#7" -> "train/batch".
std::string withoutNumber(std::string_view name)
{
    std::size_t end = name.size();
    while (end > 0
           && (std::isdigit(static_cast<unsigned char>(name[end - 1])) || name[end - 1] == ' ' || name[end - 1] == '_'
               || name[end - 1] == '#' || name[end - 1] == ':' || name[end - 1] == '-'))
        --end;
    return std::string(name.substr(0, end));
}

bool namesIteration(const std::string& stem)
{
    const std::string l = text::toLowerAscii(stem);
    return l.find("step") != std::string::npos || l.find("iter") != std::string::npos
        || l.find("batch") != std::string::npos;
}

// A span that starts this little before the previous one ends, and ends after it, is the next
// step: a trace's microsecond timestamps round a step's end past the next one's start.
constexpr std::int64_t kRoundingOverlapNs = 1'000;

// The ranges of every thread of the process, with a name test; outermost ones only (a step inside
// a step is the same step).
std::vector<Span> outermost(std::vector<Span> spans)
{
    std::sort(spans.begin(), spans.end(),
              [](const Span& a, const Span& b) { return a.start != b.start ? a.start < b.start : a.end > b.end; });
    std::vector<Span> out;
    for (const Span& s : spans) {
        if (!out.empty() && s.start < out.back().end
            && (s.end <= out.back().end || out.back().end - s.start > kRoundingOverlapNs))
            continue;
        out.push_back(s);
    }
    return out;
}

void setSteps(ProcessActivity& a, const std::vector<Span>& spans, StepSource source, std::string name, bool withEnds)
{
    a.stepStarts.clear();
    for (const Span& s : spans)
        a.stepStarts.push_back(s.start);
    a.stepsEnd = withEnds ? spans.back().end : 0;
    a.stepSource = source;
    a.stepName = std::move(name);
    std::vector<std::int64_t> gaps;
    for (std::size_t k = 0; k < spans.size(); ++k)
        gaps.push_back(k + 1 < spans.size() ? spans[k + 1].start - spans[k].start : spans[k].end - spans[k].start);
    if (!withEnds && gaps.size() > 1)
        gaps.pop_back(); // the last occurrence's own length says nothing of its step
    std::sort(gaps.begin(), gaps.end());
    a.stepPeriod = gaps.empty() ? 0 : gaps[gaps.size() / 2];
}

bool profilerSteps(const Trace& trace, ProcessActivity& a)
{
    std::vector<Span> profiler;
    std::map<std::string, std::vector<Span>> nvtx;
    for (const std::uint32_t t : trace.processes[a.process].threads) {
        const CpuRanges* r = trace.cpuRangesOf(t);
        if (!r)
            continue;
        for (std::size_t i = 0; i < r->size(); ++i) {
            const std::string& name = trace.rangeNames[r->name[i]];
            if (name.starts_with("ProfilerStep#"))
                profiler.push_back({r->start[i], r->end[i]});
            else if (r->kind[i] == capture::CpuRangeKind::Nvtx)
                if (std::string stem = withoutNumber(name); stem.size() < name.size() && namesIteration(stem))
                    nvtx[stem].push_back({r->start[i], r->end[i]});
        }
    }
    if (!profiler.empty()) {
        setSteps(a, outermost(std::move(profiler)), StepSource::ProfilerStep, "ProfilerStep#N", true);
        return true;
    }
    const std::pair<const std::string, std::vector<Span>>* best = nullptr;
    for (const auto& entry : nvtx)
        if (entry.second.size() >= kMinRepeats && (!best || entry.second.size() > best->second.size()))
            best = &entry;
    if (!best)
        return false;
    setSteps(a, outermost(best->second), StepSource::Nvtx, best->first, true);
    return true;
}

// A named range at the top of the issuing thread that opens each iteration: the DataLoader handing
// out a batch first, else the one that repeats most (record_function ranges such as
// "Optimizer.step#SGD.step"; framework ops such as aten::linear repeat within one pass and are not
// taken).
bool repeatingRangeSteps(const Trace& trace, ProcessActivity& a)
{
    std::map<std::string, std::vector<Span>> byName;
    for (const std::uint32_t t : a.issuingThreads) {
        const CpuRanges* r = trace.cpuRangesOf(t);
        if (!r)
            continue;
        for (std::size_t i = 0; i < r->size(); ++i) {
            if (r->parent[i] >= 0 || r->kind[i] == capture::CpuRangeKind::PythonFunction
                || r->kind[i] == capture::CpuRangeKind::CpuOp)
                continue;
            byName[trace.rangeNames[r->name[i]]].push_back({r->start[i], r->end[i]});
        }
    }
    const std::pair<const std::string, std::vector<Span>>* best = nullptr;
    for (auto& entry : byName) {
        std::vector<Span>& spans = entry.second;
        if (spans.size() < kMinRepeats)
            continue;
        std::sort(spans.begin(), spans.end(), [](const Span& x, const Span& y) { return x.start < y.start; });
        std::vector<std::int64_t> gaps;
        for (std::size_t k = 1; k < spans.size(); ++k)
            gaps.push_back(spans[k].start - spans[k - 1].start);
        std::nth_element(gaps.begin(), gaps.begin() + static_cast<std::ptrdiff_t>(gaps.size() / 2), gaps.end());
        if (gaps[gaps.size() / 2] < kMinRepeatPeriodNs)
            continue;
        const bool loader = isDataLoaderRange(entry.first);
        const bool bestLoader = best && isDataLoaderRange(best->first);
        if (!best || (loader && !bestLoader)
            || (loader == bestLoader
                && (spans.size() > best->second.size()
                    || (spans.size() == best->second.size() && spans.front().start < best->second.front().start))))
            best = &entry;
    }
    if (!best)
        return false;
    // Each step runs from one occurrence to the next; the last to the end of the process's work.
    std::vector<Span> steps;
    for (std::size_t k = 0; k < best->second.size(); ++k)
        steps.push_back(
            {best->second[k].start,
             k + 1 < best->second.size() ? best->second[k + 1].start : std::max(best->second[k].end, a.last)});
    setSteps(a, steps, StepSource::RepeatingRange, best->first, false);
    a.stepsEnd = 0;
    return true;
}

// Without any range or Python line: the repeating pattern of the process's GPU work. The kernel
// launched once per iteration at a steady period (every step launches the same first kernel after
// the optimizer's last) marks the steps; at least three launches a step, and the most regular,
// most frequent such kernel wins.
bool gpuPatternSteps(const Scope& scope, ProcessActivity& a)
{
    const Trace& trace = scope.trace();
    if (trace.gpuLinksByCall.empty())
        return false;
    std::map<std::uint32_t, std::vector<std::int64_t>> byName; // kernel name -> its launches' starts
    std::vector<std::int64_t> all;                             // every kernel launch's start
    std::size_t launches = 0;
    for (const EventRef& r : a.calls.work) {
        const std::vector<EventRef> work = trace.gpuWorkOf(r);
        if (work.empty())
            continue;
        const EventColumns& g = trace.lanes[work.front().lane].events;
        if (static_cast<GpuOpKind>(g.opAt(work.front().index)) != GpuOpKind::Kernel)
            continue;
        byName[gpuOpArgs(g.arg0[work.front().index]).name].push_back(scope.start(r));
        all.push_back(scope.start(r));
        ++launches;
    }
    std::sort(all.begin(), all.end());
    // Launches from `a` up to `b`.
    const auto launchesIn = [&](std::int64_t from, std::int64_t to) {
        return std::lower_bound(all.begin(), all.end(), to) - std::lower_bound(all.begin(), all.end(), from);
    };
    const std::vector<std::int64_t>* best = nullptr;
    std::string bestName;
    for (auto& [name, starts] : byName) {
        if (starts.size() < kMinRepeats || starts.size() * kMinLaunchesPerStep > launches)
            continue;
        std::sort(starts.begin(), starts.end());
        std::vector<std::int64_t> gaps;
        for (std::size_t k = 1; k < starts.size(); ++k)
            gaps.push_back(starts[k] - starts[k - 1]);
        std::vector<std::int64_t> sorted = gaps;
        std::sort(sorted.begin(), sorted.end());
        const std::int64_t median = sorted[sorted.size() / 2];
        if (median < kMinGpuPeriodNs)
            continue;
        std::size_t regular = 0;
        for (const std::int64_t g : gaps)
            regular += std::llabs(g - median) * 10 <= median * 3 ? 1 : 0;
        if (regular * 10 < gaps.size() * 8)
            continue;
        // Iterations launch the same work: (nearly) every stretch between two occurrences holds the
        // same number of launches.
        std::vector<std::ptrdiff_t> counts;
        for (std::size_t k = 1; k < starts.size(); ++k)
            counts.push_back(launchesIn(starts[k - 1], starts[k]));
        std::vector<std::ptrdiff_t> sortedCounts = counts;
        std::sort(sortedCounts.begin(), sortedCounts.end());
        const std::ptrdiff_t usual = sortedCounts[sortedCounts.size() / 2];
        if (static_cast<std::size_t>(std::count(counts.begin(), counts.end(), usual)) * 10 < counts.size() * 8)
            continue;
        if (!best || starts.size() > best->size()
            || (starts.size() == best->size() && starts.front() < best->front())) {
            best = &starts;
            bestName = trace.gpuNames.at(name);
        }
    }
    if (!best)
        return false;
    std::vector<Span> steps;
    for (std::size_t k = 0; k < best->size(); ++k)
        steps.push_back({(*best)[k], k + 1 < best->size() ? (*best)[k + 1] : std::max((*best)[k] + 1, a.last)});
    setSteps(a, steps, StepSource::GpuPattern, bestName, false);
    a.stepsEnd = 0;
    return true;
}

// Sets the leading steps that are far slower than the median of the others apart as warm-up.
void setWarmupApart(ProcessActivity& a)
{
    const std::size_t n = a.stepStarts.size();
    if (n < 3)
        return;
    std::vector<std::int64_t> lengths(n);
    for (std::size_t k = 0; k < n; ++k)
        lengths[k] = k + 1 < n ? a.stepStarts[k + 1] - a.stepStarts[k] : a.rangeEnd() - a.stepStarts[k];
    std::size_t warm = 0;
    while (warm < kMaxWarmupSteps && warm * 4 < n) {
        std::vector<std::int64_t> rest(lengths.begin() + static_cast<std::ptrdiff_t>(warm + 1), lengths.end());
        std::sort(rest.begin(), rest.end());
        const std::int64_t median = rest[rest.size() / 2];
        const std::int64_t l = lengths[warm];
        if (static_cast<double>(l) <= kWarmupFactor * static_cast<double>(median) || l - median < kWarmupMinExcessNs)
            break;
        ++warm;
    }
    if (warm == 0)
        return;
    a.warmupStarts.assign(a.stepStarts.begin(), a.stepStarts.begin() + static_cast<std::ptrdiff_t>(warm));
    a.stepStarts.erase(a.stepStarts.begin(), a.stepStarts.begin() + static_cast<std::ptrdiff_t>(warm));
}

} // namespace

bool isDataLoaderRange(std::string_view name)
{
    return name.find("DataLoader") != std::string_view::npos || name.find("DataLoaderIter") != std::string_view::npos;
}

void findProcessSteps(const Scope& scope, const std::vector<StackFacts>& facts, ProcessActivity& a,
                      const std::vector<EventRef>& mainCalls)
{
    const Trace& trace = scope.trace();
    if (!profilerSteps(trace, a)) {
        findLineSteps(scope, facts, a, mainCalls);
        if (!a.hasSteps() && !repeatingRangeSteps(trace, a))
            gpuPatternSteps(scope, a);
    }
    // Steps are those of the scope: a range of time (--from/--to) keeps the steps that start in it.
    if (a.hasSteps()) {
        const std::int64_t from = scope.options().from;
        const std::int64_t to = scope.options().to;
        std::erase_if(a.stepStarts, [&](std::int64_t t) { return t < from || t >= to; });
    }
    setWarmupApart(a);
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

} // namespace faultline::rules
