#include "RankAnalysis.h"

namespace faultline {

std::int64_t MatchedCollective::totalWaitNs() const
{
    std::int64_t total = 0;
    for (const std::int64_t w : waitNs)
        total += w;
    return total;
}

int RankAnalysis::rankOfProcess(std::uint32_t process) const
{
    for (std::size_t i = 0; i < ranks.size(); ++i)
        if (ranks[i].gpuProcess == process || ranks[i].hostProcess == process)
            return static_cast<int>(i);
    return -1;
}

RankAnalysis analyseRanks(const Trace& /*trace*/, const GpuTimeAccounting& /*gpuTime*/)
{
    return {}; // being written (issue 48)
}

std::string collectiveOfKernel(std::string_view /*kernel*/)
{
    return {};
}

} // namespace faultline
