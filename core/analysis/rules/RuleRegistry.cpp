#include "RuleRegistry.h"

#include <algorithm>

namespace faultline::rules {

const std::vector<RuleInfo>& ruleRegistry()
{
    // Order matters where a rule reads chains: the GPU time rules come after the probe's step
    // rules whose causes they would otherwise say twice, and the symptoms come last.
    static const std::vector<RuleInfo> registry = {
        {"failed-allocation",
         failedAllocationRule,
         {"cuda-oom"},
         {},
         {},
         "a failed cudaMalloc is a failure whatever it cost: HIGH, and first"},
        {"memory-growth",
         memoryGrowthRule,
         {"memory-growth"},
         {},
         {},
         "a leak that ends in an OOM is ranked before the OOM it caused"},
        {"allocation-churn",
         allocationChurnRule,
         {"alloc-churn"},
         {},
         {},
         "explains cudaMalloc/cudaFree latency and host syncs from cudaFree"},
        {"allocation-imbalance",
         allocationImbalanceRule,
         {"alloc-imbalance"},
         {},
         {},
         "only without PyTorch's caching allocator"},
        {"host-sync", hostSyncRule, {"host-sync"}, {}, {}, "the line that syncs every step"},
        {"pageable-copy",
         pageableCopyRule,
         {"pageable-copy"},
         {},
         {},
         "copies whose GPU side (or duration) says pageable memory"},
        {"input-starvation",
         inputStarvationRule,
         {"input-starvation"},
         {},
         {},
         "the training thread waiting for, or making, its batches"},
        {"gpu-idle",
         gpuIdleRules,
         {"input-starvation", "host-sync", "blocking-copy", "cpu-bound", "launch-bound", "exposed-communication"},
         {"input-starvation", "host-sync", "pageable-copy"},
         {},
         "the GPU time accounting's causes; where a step rule above named the cause on its line, that "
         "chain's impact is raised instead of a second chain, and host-bound time is not said again"},
        {"warm-up", warmupRule, {"warm-up"}, {}, {}, "the first steps and one-off first calls, LOW"},
        {"gpu-utilisation",
         gpuUtilisationRule,
         {"gpu-utilisation"},
         {},
         {},
         "a LOW summary of the GPU's busy share over the steps"},
        {"cpu-contention",
         cpuContentionRule,
         {"cpu-contention", "cpu-self-contention"},
         {},
         {},
         "off-CPU time of the issuing thread while others ran"},
        {"fork-stall", forkStallRule, {"fork-stall"}, {}, {}, "a fork freezing the workers"},
        {"destructor-sync", destructorSyncRule, {"dtor-sync"}, {}, {}, "syncs from tensor destructors"},
        {"lifecycle",
         lifecycleRules,
         {"oom", "process-died", "pod", "tcp-retransmit"},
         {},
         {},
         "Ingero's lifecycle rules"},
        {"straggler",
         stragglerRule,
         {"straggler"},
         {"input-starvation", "host-sync", "cpu-contention", "exposed-communication"},
         {},
         "after every rank's own chains: the straggler's is linked as its cause, and the waiting ranks' exposed "
         "communication is that wait"},
        {"latency-tail", latencyTailRules, {"tail", "throughput-drop"}, {}, {}, "symptoms only, and only with --all"},
        {"periodic-spike",
         periodicSpikeRule,
         {"periodic-spike"},
         {},
         {"tail"},
         "a latency tail of the same op is these spikes: the tail is dropped"},
    };
    return registry;
}

std::vector<std::string_view> derivedRuleIds()
{
    std::vector<std::string_view> ids;
    for (const RuleInfo& r : ruleRegistry())
        for (const std::string_view id : r.produces)
            if (std::find(ids.begin(), ids.end(), id) == ids.end())
                ids.push_back(id);
    return ids;
}

} // namespace faultline::rules
