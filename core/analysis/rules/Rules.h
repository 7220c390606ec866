#pragma once

// The chain engine's rules, one per file in this folder; ChainEngine::derive runs each in turn.
// A rule adds the chains it finds to `out` with their impact set (ChainBuilder::impact).

#include "RuleSupport.h"

namespace faultline::rules {

// A CUDA allocation that failed: the OOM, with the size asked, what the process held, whether
// the allocator's retry released anything, and whether it is fragmentation, exhaustion or memory
// held elsewhere (FailedAllocationRule.cpp).
void failedAllocationRule(const RuleInput& in, std::vector<Chain>& out);
// Memory held that grows step after step and is never given back (MemoryGrowthRule.cpp).
void memoryGrowthRule(const RuleInput& in, std::vector<Chain>& out);
// Segments allocated and handed back to the driver every step: empty_cache(), a memory limit,
// allocation bypassing the caching allocator (AllocationChurnRule.cpp).
void allocationChurnRule(const RuleInput& in, std::vector<Chain>& out);
// Without PyTorch's caching allocator: allocations never freed, growing or not
// (AllocationImbalanceRule.cpp).
void allocationImbalanceRule(const RuleInput& in, std::vector<Chain>& out);
// Syncs and device-to-host copies from the same line every step, the GPU idle after each
// (HostSyncRule.cpp).
void hostSyncRule(const RuleInput& in, std::vector<Chain>& out);
// Host-to-device copies that block for as long as a copy from pageable memory takes
// (PageableCopyRule.cpp).
void pageableCopyRule(const RuleInput& in, std::vector<Chain>& out);
// The GPU-issuing thread issues nothing between steps while it waits for (or makes) the next
// batch (InputStarvationRule.cpp).
void inputStarvationRule(const RuleInput& in, std::vector<Chain>& out);
// How a trace with the GPU's own work used it over the steps: busy share, idle time by what the
// host did, launch-bound kernels, the work that took the most time; a LOW summary
// (GpuUtilisationRule.cpp).
void gpuUtilisationRule(const RuleInput& in, std::vector<Chain>& out);
// The GPU time accounting's idle causes as chains: input starvation, host syncs, blocking copies,
// CPU-bound and launch-bound work, exposed communication (GpuIdleRules.cpp).
void gpuIdleRules(const RuleInput& in, std::vector<Chain>& out);
// Leading steps far slower than the rest, and one-off slow first calls: warm-up, LOW (WarmupRule.cpp).
void warmupRule(const RuleInput& in, std::vector<Chain>& out);
// The GPU-issuing thread loses its core to other processes, or to the job's own DataLoader
// workers (CpuContentionRule.cpp).
void cpuContentionRule(const RuleInput& in, std::vector<Chain>& out);
// A fork of a large process freezing the workers that share its pages (ForkStallRule.cpp).
void forkStallRule(const RuleInput& in, std::vector<Chain>& out);
// Syncs with c10::TensorImpl's destructor on the stack (DestructorSyncRule.cpp).
void destructorSyncRule(const RuleInput& in, std::vector<Chain>& out);
// Slow calls of one op that come back at a regular interval (PeriodicSpikeRule.cpp). The latency
// tail of the same op is then what the spikes make: ChainEngine drops it.
void periodicSpikeRule(const RuleInput& in, std::vector<Chain>& out);
// Ingero's lifecycle rules: OOM kills, pod restarts and evictions, TCP retransmit bursts
// (LifecycleRules.cpp).
void lifecycleRules(const RuleInput& in, std::vector<Chain>& out);
// One rank of a job arriving last at most collectives, what the others waited for it, and what made it
// late: its own chain, or longer compute; else a rank whose steps are longer than the median rank's
// (StragglerRule.cpp, over RankAnalysis).
void stragglerRule(const RuleInput& in, std::vector<Chain>& out);
// Ingero's tail-latency and throughput-drop rules, as symptoms (LatencyTailRules.cpp).
void latencyTailRules(const RuleInput& in, std::vector<Chain>& out);

} // namespace faultline::rules
