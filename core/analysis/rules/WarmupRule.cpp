#include "Rules.h"

#include <algorithm>

// Warm-up: the first steps of a job load CUDA modules, autotune cuDNN's convolutions, compile, and
// start the DataLoader's workers. They are left out of the per-step shares (StepFinder.cpp) and
// said once, LOW: a cost paid once is not the incident. Without steps, a first call of an op that
// takes far longer than every later one (a module loaded on the first launch) is the same.

namespace faultline::rules {

namespace {

// A first call this much slower than the median of its op, and at least this long, is a one-off.
constexpr std::int64_t kOneOffFactor = 20;
constexpr std::int64_t kOneOffMinNs = 50 * kMs;

// What the warm-up window [from, to) of `a` spent its time on, from the names of its ranges and
// calls: compile, cuDNN autotuning, the DataLoader's workers starting, module loading.
std::string warmupCause(const Trace& trace, const ProcessActivity& a, std::int64_t from, std::int64_t to)
{
    bool cudnn = false;
    bool compile = false;
    bool loader = false;
    for (const std::uint32_t t : trace.processes[a.process].threads) {
        const CpuRanges* r = trace.cpuRangesOf(t);
        if (!r)
            continue;
        for (std::size_t i = 0; i < r->size(); ++i) {
            if (r->start[i] < from || r->start[i] >= to || r->end[i] - r->start[i] < 10 * kMs)
                continue;
            const std::string& n = trace.rangeNames[r->name[i]];
            cudnn = cudnn || n.find("cudnn") != std::string::npos;
            compile = compile || n.find("_dynamo") != std::string::npos || n.find("inductor") != std::string::npos
                || n.find("triton") != std::string::npos || n.find("compile") != std::string::npos;
            loader = loader || isDataLoaderRange(n);
        }
    }
    std::vector<std::string> causes;
    if (compile)
        causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "compiling (torch.compile)")));
    if (cudnn)
        causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "cuDNN choosing its algorithms")));
    if (loader)
        causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "the DataLoader's workers starting")));
    if (causes.empty())
        causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "CUDA initialisation and module loading")));
    return listText(causes);
}

} // namespace

void warmupRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    for (const ProcessActivity& a : in.activity) {
        if (a.warmupStarts.empty() || !a.hasSteps())
            continue;
        const std::int64_t from = a.warmupStarts.front();
        const std::int64_t to = a.stepStarts.front();
        Chain c;
        c.rule = "warm-up";
        c.id = "warm-up-" + std::to_string(a.pid);
        c.pid = a.pid;
        b.impact(c, to - from, a);
        c.severity = ChainSeverity::Low;
        c.windowStart = from;
        c.windowEnd = to;
        const std::string cause = warmupCause(trace, a, from, to);
        //: %1 a number of steps, %2 a duration, %3 the median step, %4 what it did (compiling, ...)
        c.title = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "Warm-up: the first %1 step(s) took %2 (median step %3): %4"),
            a.warmupStarts.size(), duration(to - from), duration(a.stepPeriod), cause);
        c.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "a cost paid once at the start of the job"));
        c.explanation = translated(QT_TRANSLATE_NOOP(
            "ChainEngine",
            "The first steps are far slower than the rest; they are left out of every share above. Profile after a few "
            "warm-up steps (torch.profiler.schedule(wait=1, warmup=1, ...)) to see the steady state."));
        ChainBuilder::recommend(
            c,
            translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "Nothing to fix in the step; skip the first steps when profiling or benchmarking")));
        out.push_back(std::move(c));
    }
    // Without steps: a first call far slower than the rest of its op.
    for (const auto& [kind, s] : in.samples) {
        if (s.samples.size() < 3)
            continue;
        const Sample& first = s.samples.front();
        std::vector<std::int64_t> rest;
        for (std::size_t k = 1; k < s.samples.size(); ++k)
            rest.push_back(s.samples[k].duration);
        std::nth_element(rest.begin(), rest.begin() + static_cast<std::ptrdiff_t>(rest.size() / 2), rest.end());
        const std::int64_t median = std::max<std::int64_t>(1, rest[rest.size() / 2]);
        if (first.duration < kOneOffMinNs || first.duration < kOneOffFactor * median)
            continue;
        const ProcessActivity* a = b.activityOf(scope.thread(first.ref).process);
        if (!a || a->hasSteps())
            continue;
        const std::string op = capture::OpCatalog::opName(s.source, s.op);
        Chain c;
        c.rule = "warm-up";
        c.id = "warm-up-" + std::to_string(a->pid) + "-" + op;
        c.pid = a->pid;
        b.impact(c, first.duration, *a);
        c.severity = ChainSeverity::Low;
        //: %1 a CUDA op, %2 its first call's duration, %3 the median of the others
        c.title = translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              "Warm-up: the first %1 took %2 (then a median of %3): one-time initialisation"),
            op, duration(first.duration), duration(median));
        c.rootCause = translated(
            QT_TRANSLATE_NOOP("ChainEngine", "CUDA loading its modules and libraries on first use, paid once"));
        c.explanation = translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              "Only the first call is slow; the later ones are not. A run of one pass shows its "
                              "start-up: trace a later pass to see the steady state."));
        b.evidence(c, {first.ref});
        b.sources(c, {first.ref});
        ChainBuilder::recommend(
            c,
            translated(QT_TRANSLATE_NOOP("ChainEngine", "Warm the model up with a pass before profiling or serving")));
        out.push_back(std::move(c));
    }
}

} // namespace faultline::rules
