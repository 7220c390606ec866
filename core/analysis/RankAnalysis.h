#pragma once

// One job, many ranks (issue 48): each rank of a merged capture (a GPU and the process that drives
// it), the collectives matched across ranks (the i-th collective of a process group on each rank is
// the same collective), who arrived last at each and how long the others waited for it, and the
// rank that stands out as the straggler.

#include "GpuTime.h"
#include "Trace.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace faultline {

// One rank of a job: a GPU and the process that drives it (or, in a probe capture without a GPU
// side, a process whose rank is known).
struct RankInfo
{
    int rank = -1;                          // the job's rank (distributedInfo, RANK), else the GPUs' order
    std::string node;                       // the capture's node ("rank3", a host), "" in a single capture
    std::string host;                       // the host name when the capture says it, else ""
    int device = -1;                        // the GPU's index, -1 without a GPU side
    std::uint32_t gpuProcess = UINT32_MAX;  // index into Trace::processes
    std::uint32_t hostProcess = UINT32_MAX; // the process that launched most of its work
    std::int64_t steps = 0;                 // counted steps (warm-up left out)
    std::int64_t stepNs = 0;                // the median counted step, 0 without steps
    std::int64_t spanNs = 0;                // what the busy share is of: the counted steps, else its GPU span
    std::int64_t busyNs = 0;                // GPU busy over that span
    std::int64_t computeNs = 0;             // compute kernels (no communication, no copies) over that span
    std::int64_t collectives = 0;           // matched collectives it took part in
    std::int64_t waitNs = 0;                // its wall time waiting in them (kernel time beyond the last
                                            // arrival's, from its kernel's start; overlaps counted once)
    std::int64_t lastCount = 0;             // collectives it arrived last at
    [[nodiscard]] double gpuBusy() const
    {
        return spanNs > 0 ? static_cast<double>(busyNs) / static_cast<double>(spanNs) : 0.0;
    }
};

// One collective, matched across the ranks that ran it.
struct MatchedCollective
{
    std::string group;                 // the process group ("0"), or "stream N" when the trace names none
    std::string name;                  // "AllReduce", "AllGather", "SendRecv", ..., or "collective"
    std::int64_t index = 0;            // its place among its group's collectives
    std::vector<EventRef> kernels;     // per rank (RankAnalysis::ranks' order), invalid where it has none
    std::vector<std::int64_t> arrival; // each rank's kernel start, unix ns (0 where it has none)
    std::vector<std::int64_t> waitNs;  // each rank's kernel time beyond the last arrival's, >= 0
    int last = -1;                     // the rank (index into ranks) that arrived last, -1 when no one waited
    std::int64_t lastArrival = 0;      // its kernel's start
    int step = -1;                     // the step of the last rank it falls in, -1 outside the steps
    [[nodiscard]] std::int64_t totalWaitNs() const;
};

struct RankAnalysis
{
    std::vector<RankInfo> ranks;                // by rank
    std::vector<MatchedCollective> collectives; // by the last arrival's start
    std::vector<std::string> groups;            // the process groups seen, in order of first collective
    std::int64_t unmatched = 0;                 // collective kernels without a counterpart on every rank of their group
    std::int64_t mismatched = 0;                // matched collectives whose kernels disagree on what they do
    std::int64_t stepMedianNs = 0;              // the median rank's median step, 0 without steps
    // Why the ranks are not one job, "" when they are: traces of different jobs merged together
    // (their world sizes differ, or two claim the same rank) have no collectives in common.
    std::string notOneJob;
    int straggler = -1;                         // index into ranks of the rank last at most collectives, -1 when none
    std::int64_t stragglerLast = 0;             // collectives it arrived last at
    std::int64_t othersWaitNs = 0;              // the other ranks' wall time waiting for it in those, summed over ranks
    std::vector<std::int64_t> waitForStraggler; // per rank: its share of othersWaitNs (0 for the straggler)
    [[nodiscard]] bool isJob() const { return ranks.size() >= 2; }
    // The rank (index into ranks) of a GPU or host process, -1 when it is none's.
    [[nodiscard]] int rankOfProcess(std::uint32_t process) const;
};

// The ranks of `trace` and its collectives matched across them; `gpuTime` is the capture's GPU time
// accounting (accountGpuTime). Fewer than two ranks: an analysis with no collectives.
[[nodiscard]] RankAnalysis analyseRanks(const Trace& trace, const GpuTimeAccounting& gpuTime);

// The collective a communication kernel runs ("AllReduce" for ncclDevKernel_AllReduce_Sum_f32_RING_LL
// and ncclKernel_AllReduce_RING_LL_Sum_float, "SendRecv", "Generic" for ncclDevKernel_Generic),
// "" when `kernel` is not an NCCL or RCCL kernel.
[[nodiscard]] std::string collectiveOfKernel(std::string_view kernel);

} // namespace faultline
