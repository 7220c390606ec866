#include "Rules.h"

#include <algorithm>
#include <map>
#include <utility>

// How a trace that records the GPU's own work (an imported profiler trace) used the GPU over the
// steps, as HTA's temporal and idle-time breakdowns count it: the share of the steps some stream
// ran a kernel, a copy or a memset; the idle rest split by what the host did meanwhile (waiting
// after a host sync until the next launch, inside CUDA calls that had not yet reached the GPU, or
// busy elsewhere with nothing queued); how many kernels ran shorter than the call that launched
// them (launch-bound); how long after its launch a kernel starts and which start far later (launch
// delay outliers); and the work that took the most GPU time. It is a summary, LOW
// where other chains name the causes: idle time with a cause is theirs. Where none does and the GPU
// idles more than kIdleIncidentShare, that is the incident, MEDIUM (it names no one line).

namespace faultline::rules {

namespace {

// NVIDIA's host-bound checklist calls a GPU idle more than 30 % of the time an incident; below, a
// trace is close to GPU-bound and the summary stays LOW.
constexpr double kIdleIncidentShare = 0.30;
// Only processes with at least this many steps.
constexpr std::int64_t kMinSteps = 3;
// Kernels that started up to this long before the steps are read for their part inside them.
constexpr std::int64_t kLookBackNs = kSecond;
// From this idle share of the steps the chain is about the idle time (its impact and title), else the GPU's work.
constexpr double kIdleMostlyShare = 0.1;
// The work that took the most GPU time: at most this many named, as evidence and in the chain's step.
constexpr std::size_t kMaxTopWork = 3;
// Launch delay outliers (a full queue, a sync in between): at least ten times the median delay.
constexpr std::int64_t kLaunchDelayFactor = 10;
// Launch delay outliers: at least 100 us as well.
constexpr std::int64_t kMinLaunchDelayNs = 100 * kUs;

using Span = std::pair<std::int64_t, std::int64_t>; // [from, to)

// The union of `spans` (any order), by start.
std::vector<Span> unite(std::vector<Span> spans)
{
    std::sort(spans.begin(), spans.end());
    std::vector<Span> out;
    for (const Span& s : spans) {
        if (s.second <= s.first)
            continue;
        if (!out.empty() && s.first <= out.back().second)
            out.back().second = std::max(out.back().second, s.second);
        else
            out.push_back(s);
    }
    return out;
}

// [from, to) minus `spans` (a union, by start).
std::vector<Span> complement(const std::vector<Span>& spans, std::int64_t from, std::int64_t to)
{
    std::vector<Span> out;
    std::int64_t at = from;
    for (const Span& s : spans) {
        if (s.second <= at)
            continue;
        if (s.first >= to)
            break;
        if (s.first > at)
            out.emplace_back(at, s.first);
        at = std::max(at, s.second);
    }
    if (at < to)
        out.emplace_back(at, to);
    return out;
}

// Where `a` and `b` (unions, by start) overlap, by start.
std::vector<Span> intersect(const std::vector<Span>& a, const std::vector<Span>& b)
{
    std::vector<Span> out;
    std::size_t j = 0;
    for (const Span& x : a) {
        while (j < b.size() && b[j].second <= x.first)
            ++j;
        for (std::size_t k = j; k < b.size() && b[k].first < x.second; ++k)
            out.emplace_back(std::max(x.first, b[k].first), std::min(x.second, b[k].second));
    }
    return out;
}

std::int64_t total(const std::vector<Span>& spans)
{
    std::int64_t ns = 0;
    for (const Span& s : spans)
        ns += s.second - s.first;
    return ns;
}

} // namespace

void gpuUtilisationRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    if (trace.gpuLinksByCall.empty())
        return;
    for (const ProcessActivity& a : in.activity) {
        if (a.stepCount() < kMinSteps)
            continue;
        const std::int64_t from = a.rangeStart();
        const std::int64_t to = a.rangeEnd();
        // What the GPUs this process launched work on ran in the steps (a device is busy whoever
        // launched its work; another rank's GPU is not this one's), and how long each kernel ran
        // against the call that launched it.
        const std::vector<bool> ownLanes = gpuLanesOf(trace, a.process);
        std::vector<Span> busySpans;
        std::map<std::string, std::pair<std::int64_t, std::vector<EventRef>>> byName; // GPU time, events
        std::int64_t kernels = 0;
        std::int64_t shorterThanLaunch = 0;
        std::vector<std::int64_t> delays; // a kernel's start after its launch call's (HTA's launch delay)
        for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
            if (!ownLanes[l])
                continue;
            const EventColumns& g = trace.lanes[l].events;
            for (auto i = static_cast<std::uint32_t>(
                     std::lower_bound(g.start.begin(), g.start.end(), from - kLookBackNs) - g.start.begin());
                 i < g.size() && g.start[i] < to; ++i) {
                const auto kind = static_cast<GpuOpKind>(g.opAt(i));
                const std::int64_t start = g.start[i];
                const std::int64_t end = start + g.durationAt(i);
                if (kind == GpuOpKind::Sync || end <= from)
                    continue;
                busySpans.emplace_back(std::max(start, from), std::min(end, to));
                auto& [ns, refs] = byName[trace.gpuName({l, i})];
                ns += std::min(end, to) - std::max(start, from);
                refs.push_back({l, i});
                const EventRef call = trace.launchOf({l, i});
                if (kind == GpuOpKind::Kernel && call.isValid()) {
                    ++kernels;
                    shorterThanLaunch += g.durationAt(i) < scope.length(call) ? 1 : 0;
                    delays.push_back(start - scope.start(call));
                }
            }
        }
        if (busySpans.empty())
            continue;
        const std::vector<Span> busy = unite(std::move(busySpans));
        const std::int64_t busyNs = total(busy);
        const std::vector<Span> idle = complement(busy, from, to);
        const std::int64_t idleNs = (to - from) - busyNs;

        // What the host did while the GPU idled: after a sync (until its next work), in CUDA
        // calls, or elsewhere.
        std::vector<Span> afterSync;
        for (const EventRef& r : a.calls.syncs) {
            const std::int64_t end = scope.endOf(r);
            auto next = std::lower_bound(a.calls.work.begin(), a.calls.work.end(), end,
                                         [&](EventRef w, std::int64_t t) { return scope.start(w) < t; });
            afterSync.emplace_back(end, next == a.calls.work.end() ? to : scope.start(*next));
        }
        const std::vector<Span> syncWindows = unite(std::move(afterSync));
        std::vector<Span> callSpans;
        for (const auto* list : {&a.calls.work, &a.calls.syncs, &a.calls.mallocs, &a.calls.frees})
            for (const EventRef& r : *list)
                callSpans.emplace_back(scope.start(r), scope.endOf(r));
        const std::vector<Span> inCalls = unite(std::move(callSpans));
        const std::vector<Span> idleAfterSync = intersect(idle, syncWindows);
        const std::vector<Span> idleInCalls = intersect(intersect(idle, complement(syncWindows, from, to)), inCalls);
        const std::int64_t afterSyncNs = total(idleAfterSync);
        const std::int64_t inCallsNs = total(idleInCalls);
        const std::int64_t elsewhereNs = std::max<std::int64_t>(0, idleNs - afterSyncNs - inCallsNs);

        // The work that took the most GPU time.
        std::vector<std::pair<std::int64_t, const std::string*>> top;
        for (const auto& [name, entry] : byName)
            top.emplace_back(entry.first, &name);
        std::sort(top.begin(), top.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
        std::vector<std::string> topText;
        std::vector<EventRef> evidence;
        for (std::size_t i = 0; i < std::min<std::size_t>(kMaxTopWork, top.size()); ++i) {
            std::string name = *top[i].second;
            if (name.size() > 60)
                name = name.substr(0, 57) + "...";
            topText.push_back(name + " (" + percent(static_cast<double>(top[i].first) / static_cast<double>(busyNs))
                              + ")");
            const std::vector<EventRef>& refs = byName[*top[i].second].second;
            evidence.insert(evidence.end(), refs.begin(), refs.end());
        }

        Chain chain;
        chain.rule = "gpu-utilisation";
        chain.pid = a.pid;
        chain.id = "gpu-utilisation-" + std::to_string(a.pid);
        chain.windowStart = from;
        chain.windowEnd = to;
        const double idleShare = static_cast<double>(idleNs) / static_cast<double>(to - from);
        const bool idleMostly = idleShare >= kIdleMostlyShare;
        b.impact(chain, idleMostly ? idleNs : busyNs, a);
        // The GPU's idle share counts as any cause's would, where no chain of a cause says at least
        // as much for this process: then this is the incident (up to MEDIUM: it names no one cause).
        // Where causes were found, it sums them up, LOW.
        const bool explained = std::any_of(out.begin(), out.end(), [&](const Chain& c) {
            return c.pid == a.pid && !c.symptomOnly && c.rule != "warm-up" && c.severity >= ChainSeverity::Medium;
        });
        chain.severity = idleShare >= kIdleIncidentShare && !explained ? ChainSeverity::Medium : ChainSeverity::Low;
        b.evidence(chain, evidence);
        if (idleMostly) {
            //: %1 a percentage, %2 a number of steps, %3 %4 %5 durations
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                       "The GPU idles %1 of %2 steps: %3 after host syncs, %4 "
                                                       "while the host was in CUDA calls, %5 with nothing queued"),
                                     percent(idleShare), a.stepCount(), duration(afterSyncNs), duration(inCallsNs),
                                     duration(elsewhereNs));
            chain.rootCause = translated(
                QT_TRANSLATE_NOOP("ChainEngine", "the host does not keep the GPU's queue filled between steps"));
        } else {
            //: %1 a percentage, %2 a number of steps, %3 the name of GPU work and its share
            chain.title = translated(
                QT_TRANSLATE_NOOP("ChainEngine", "The GPU is busy %1 of %2 steps; the most time: %3"),
                percent(1.0 - idleShare), a.stepCount(), topText.empty() ? "" : topText.front());
            chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "the GPU's own work bounds the step"));
        }
        //: %1 a percentage, %2 and %3 durations
        chain.steps.push_back(
            {0, "GPU", "busy",
             translated(QT_TRANSLATE_NOOP("ChainEngine", "some stream ran work for %1 of the steps (%2 of %3)"),
                        percent(1.0 - idleShare), duration(busyNs), duration(to - from)),
             busyNs});
        if (kernels > 0)
            //: %1 and %2 numbers of kernels
            chain.steps.push_back({0, "GPU", "launch",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                "%1 of %2 kernels ran for less time than the "
                                                                "call that launched them"),
                                              shorterThanLaunch, kernels),
                                   0});
        // Launch delay outliers: kernels that started far later after their launch than most do
        // (a full queue, a sync in between), at least ten times the median and 100 us.
        if (!delays.empty()) {
            std::sort(delays.begin(), delays.end());
            const std::int64_t median = delays[delays.size() / 2];
            const std::int64_t threshold = std::max<std::int64_t>(kLaunchDelayFactor * median, kMinLaunchDelayNs);
            const auto outliers = static_cast<std::int64_t>(
                delays.end() - std::upper_bound(delays.begin(), delays.end(), threshold));
            //: %1 a duration, %2 a number of kernels, %3 a duration, %4 a duration
            chain.steps.push_back({0, "GPU", "launch delay",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                "a kernel starts %1 after its launch (median); %2 "
                                                                "started more than %3 after it, the latest %4"),
                                              duration(median), outliers, duration(threshold), duration(delays.back())),
                                   median});
        }
        //: %1 a list of GPU work with the share of GPU time of each
        chain.steps.push_back(
            {0, "GPU", "top",
             translated(QT_TRANSLATE_NOOP("ChainEngine", "the most GPU time: %1"), listText(topText, kMaxTopWork)), 0});
        //: %1 a process, %2 a percentage, %3 a duration, %4 a number of steps
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Over %4 steps of %1 the GPU ran work %2 of the time (%3). "
                                                         "Idle time that a line explains is the other chains' own; "
                                                         "what is left is the host's pace between launches."),
                                       processLabel(trace, a.process), percent(1.0 - idleShare), duration(busyNs),
                                       a.stepCount());
        if (idleMostly && kernels > 0 && shorterThanLaunch * 2 >= kernels)
            ChainBuilder::recommend(
                chain,
                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                             "Most kernels are shorter than their launch: capture the step in a "
                                             "CUDA graph (torch.compile(mode=\"reduce-overhead\")) or fuse them")));
        if (idleMostly)
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Give the GPU more work per launch: larger "
                                                                 "batches, fewer synchronisations")));
        else
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Make the work that takes the most GPU time "
                                                                 "cheaper (mixed precision, a fused kernel)")));
        out.push_back(std::move(chain));
    }
}

} // namespace faultline::rules
