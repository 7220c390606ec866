#include "Percentile.h"
#include "Rules.h"

#include <algorithm>
#include <cstdlib>

namespace faultline::rules {

using capture::OpCatalog;
using capture::saturatingAdd;
using capture::Source;

namespace {

// At least this many calls of an op to look for a period in them.
constexpr std::size_t kMinSamples = 50;
// Ingero's spike pattern: a call slower than 3× the median is a spike.
constexpr std::int64_t kSpikeFactor = 3;
// At least this many spikes to tell their interval.
constexpr std::size_t kMinSpikes = 3;
// A median interval below this many calls is clustered slow calls: a tail, not a period.
constexpr std::int64_t kMinPeriodCalls = 5;
// A gap between spikes is regular within 30 % of the median gap (|gap - median| * 10 <= median * 3).
constexpr std::int64_t kRegularToleranceTenths = 3;
// A period: at least 6 in 10 gaps regular (regular * 10 >= gaps * 6).
constexpr std::size_t kMinRegularTenths = 6;

} // namespace

// Ingero's spike pattern (research/ingero.md §4.1) as a chain: calls slower than 3× the median
// that come back at a regular interval, counted in calls ("every ~200 cudaMalloc calls").
void periodicSpikeRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    for (const auto& [kind, s] : in.samples) {
        if (s.samples.size() < kMinSamples)
            continue;
        const std::string op = OpCatalog::opName(s.source, s.op);
        std::vector<std::int64_t> sorted;
        for (const Sample& x : s.samples)
            sorted.push_back(x.duration);
        std::sort(sorted.begin(), sorted.end());
        const std::int64_t p50 = percentile(sorted, 0.5);
        if (p50 <= 0)
            continue;
        std::vector<std::size_t> anomalies;
        for (std::size_t i = 0; i < s.samples.size(); ++i)
            if (s.samples[i].duration > kSpikeFactor * p50)
                anomalies.push_back(i);
        if (anomalies.size() < kMinSpikes)
            continue;
        std::vector<std::int64_t> gaps;
        for (std::size_t k = 1; k < anomalies.size(); ++k)
            gaps.push_back(static_cast<std::int64_t>(anomalies[k] - anomalies[k - 1]));
        std::vector<std::int64_t> sortedGaps = gaps;
        std::sort(sortedGaps.begin(), sortedGaps.end());
        const std::int64_t median = sortedGaps[sortedGaps.size() / 2];
        if (median < kMinPeriodCalls)
            continue; // clustered slow calls are a tail, not a period
        std::size_t regular = 0;
        for (const std::int64_t g : gaps)
            regular += std::llabs(g - median) * 10 <= median * kRegularToleranceTenths ? 1 : 0;
        if (regular * 10 < gaps.size() * kMinRegularTenths)
            continue;

        std::vector<EventRef> evidence;
        std::int64_t spikeTime = 0;
        for (const std::size_t i : anomalies) {
            evidence.push_back(s.samples[i].ref);
            spikeTime = saturatingAdd(spikeTime, s.samples[i].duration);
        }
        // Slow calls in most training steps are how each step goes (the churn of empty_cache(),
        // a sync per step), which the step rules tell: a period is something every few steps.
        if (const ProcessActivity* a = b.activityOf(scope.thread(evidence.front()).process); a && a->hasSteps()) {
            std::vector<bool> inStep(a->stepStarts.size(), false);
            for (const EventRef& r : evidence)
                if (const int step = a->stepAt(scope.start(r)); step >= 0)
                    inStep[static_cast<std::size_t>(step)] = true;
            if (std::count(inStep.begin(), inStep.end(), true) * 2 >= static_cast<std::ptrdiff_t>(inStep.size()))
                continue;
        }
        const ChainSymptom spikes = symptomOf(scope, op, evidence);
        Chain chain;
        chain.rule = "periodic-spike";
        chain.id = "spike-" + op;
        chain.pid = scope.thread(evidence.front()).pid;
        b.impact(chain, spikeTime);
        const double share = chain.impact.share;
        // A spike's cost counts against the steps: without steps (one pass, a warm-up) it is a note.
        if (const ProcessActivity* a = b.activityOf(scope.thread(evidence.front()).process); !a || !a->hasSteps())
            chain.severity = ChainSeverity::Low;
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
        out.push_back(std::move(chain));
    }
}

} // namespace faultline::rules
