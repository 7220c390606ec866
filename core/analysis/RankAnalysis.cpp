#include "RankAnalysis.h"

#include "Percentile.h"
#include "Strings.h"
#include "UiText.h"

#include <QtGlobal>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <tuple>

namespace faultline {

namespace {

// A collective counts as having a late arrival when some rank waited at least this long for the
// last one. Below it, the ranks' kernels differ by launch jitter (tens of µs on one host, HTA's
// traces and make_multirank_kineto.py alike), and "last" would be noise.
constexpr std::int64_t kMinLateNs = 50'000;

// The collectives NCCL and RCCL name their kernels after (NCCL's ncclFuncStr, and SendRecv, which
// carries point-to-point and all-to-all), longest first where one is the start of another.
constexpr std::array<std::string_view, 8> kCollectives = {"ReduceScatter", "AllReduce", "AllGather", "AllToAll",
                                                          "Broadcast",     "SendRecv",  "Reduce",    "Generic"};

struct RankKernel
{
    EventRef ref;
    std::int64_t start = 0;
    std::int64_t duration = 0;
    std::string name; // the collective, as collectiveOfKernel or the trace's tag says
};

// The host a rank's trace names (node.<node>.import.host); a node that is no imported rank's is
// the host `attach` recorded; else "".
std::string hostOf(const Trace& trace, const std::string& node)
{
    if (node.empty())
        return trace.metaValue("import.host");
    if (std::string host = trace.metaValue("node." + node + ".import.host"); !host.empty())
        return host;
    return trace.metaValue("node." + node + ".import.rank").empty() ? node : std::string();
}

// "report2" before "report10": digits compare as numbers (the files of a job without
// distributedInfo, one per rank, are named so).
bool naturalLess(const std::string& a, const std::string& b)
{
    std::size_t i = 0;
    std::size_t j = 0;
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    while (i < a.size() && j < b.size()) {
        if (digit(a[i]) && digit(b[j])) {
            std::size_t ei = i;
            std::size_t ej = j;
            while (ei < a.size() && digit(a[ei]))
                ++ei;
            while (ej < b.size() && digit(b[ej]))
                ++ej;
            // Without leading zeros, the longer number is the larger.
            std::string_view x(a.data() + i, ei - i);
            std::string_view y(b.data() + j, ej - j);
            while (x.size() > 1 && x.front() == '0')
                x.remove_prefix(1);
            while (y.size() > 1 && y.front() == '0')
                y.remove_prefix(1);
            if (x.size() != y.size())
                return x.size() < y.size();
            if (x != y)
                return x < y;
            i = ei;
            j = ej;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

// One rank per GPU of the accounting, numbered by the job's rank where the capture says it.
std::vector<RankInfo> ranksOf(const Trace& trace, const GpuTimeAccounting& gpuTime)
{
    std::vector<RankInfo> ranks;
    for (const DeviceGpuTime& d : gpuTime.devices) {
        RankInfo r;
        r.node = d.node;
        r.host = hostOf(trace, d.node);
        r.device = d.device;
        r.gpuProcess = d.gpuProcess;
        r.hostProcess = d.hostProcess;
        if (d.gpuProcess < trace.processes.size())
            r.rank = trace.processes[d.gpuProcess].rank;
        if (r.rank < 0 && d.hostProcess < trace.processes.size())
            r.rank = trace.processes[d.hostProcess].rank;
        r.steps = d.countedSteps;
        std::vector<std::int64_t> stepNs;
        for (const GpuStepTime& s : d.steps)
            if (!s.warmup)
                stepNs.push_back(s.end - s.start);
        r.stepNs = medianOf(std::move(stepNs));
        r.spanNs = d.counted.spanNs;
        r.busyNs = d.counted.busyNs();
        r.computeNs = d.counted.computeNs;
        ranks.push_back(std::move(r));
    }
    // A probe capture has no GPU side: its ranks are the processes whose RANK it read, one per
    // (node, rank), the one with the most events (DataLoader workers inherit their parent's RANK).
    if (ranks.empty()) {
        std::map<std::pair<std::string, int>, std::pair<std::int64_t, std::uint32_t>> busiest;
        for (std::uint32_t p = 0; p < trace.processes.size(); ++p) {
            const Process& process = trace.processes[p];
            if (process.rank < 0 || process.gpuDevice >= 0)
                continue;
            std::int64_t events = 0;
            for (const std::uint32_t t : process.threads)
                for (const std::uint32_t l : trace.threads[t].lanes)
                    events += static_cast<std::int64_t>(trace.lanes[l].events.size());
            auto& best = busiest[{process.node, process.rank}];
            if (events > best.first || best.first == 0)
                best = {events, p};
        }
        for (const auto& [key, best] : busiest) {
            RankInfo r;
            r.rank = key.second;
            r.node = key.first;
            r.host = hostOf(trace, key.first);
            r.hostProcess = best.second;
            ranks.push_back(std::move(r));
        }
    }
    // A capture that says no rank: the GPUs in order (node, device).
    const bool numbered = std::all_of(ranks.begin(), ranks.end(), [](const RankInfo& r) { return r.rank >= 0; });
    std::sort(ranks.begin(), ranks.end(), [&](const RankInfo& a, const RankInfo& b) {
        if (numbered && a.rank != b.rank)
            return a.rank < b.rank;
        if (a.node != b.node)
            return naturalLess(a.node, b.node);
        return a.device < b.device;
    });
    if (!numbered)
        for (std::size_t i = 0; i < ranks.size(); ++i)
            ranks[i].rank = static_cast<int>(i);
    return ranks;
}

// Each rank's communication kernels by group: the process group the trace names, else the
// rank's communication stream in order of stream id (NCCL runs each communicator on a stream of
// its own, created in the same order on every rank).
using GroupKernels = std::map<std::string, std::vector<RankKernel>>;

// The collective the CPU side names for a kernel: the "nccl:all_to_all" range (PyTorch's
// annotation of each collective, in traces of every version) around the call that launched it;
// "" when the trace has none. A SendRecv kernel is an all-to-all, a send or a receive: this tells.
std::string cpuCollective(const Trace& trace, EventRef kernel)
{
    const EventRef call = trace.launchOf(kernel);
    if (!call.isValid())
        return {};
    const CpuRanges* ranges = trace.cpuRangesOf(trace.lanes[call.lane].thread);
    if (ranges == nullptr)
        return {};
    constexpr std::string_view prefix = "nccl:";
    for (int k = ranges->innermostAt(trace.lanes[call.lane].events.start[call.index]); k >= 0;
         k = ranges->parent[static_cast<std::size_t>(k)]) {
        const std::string& name = trace.rangeNames[ranges->name[static_cast<std::size_t>(k)]];
        if (name.size() > prefix.size() && name.compare(0, prefix.size(), prefix) == 0)
            return name.substr(prefix.size());
    }
    return {};
}

// collectiveOfKernel of each of the trace's GPU names, read once: a job's kernels share few names.
class KernelCollectives
{
public:
    explicit KernelCollectives(const Trace& trace)
        : m_trace(trace)
        , m_known(trace.gpuNames.size(), false)
        , m_names(trace.gpuNames.size())
    {
    }
    const std::string& of(std::uint64_t arg0)
    {
        const std::uint32_t name = gpuOpArgs(arg0).name;
        if (name >= m_names.size())
            return m_none;
        if (!m_known[name]) {
            m_names[name] = collectiveOfKernel(m_trace.gpuNames[name]);
            m_known[name] = true;
        }
        return m_names[name];
    }

private:
    const Trace& m_trace;
    std::vector<bool> m_known;
    std::vector<std::string> m_names;
    std::string m_none;
};

GroupKernels kernelsOf(const Trace& trace, KernelCollectives& collectives, const RankInfo& rank,
                       std::vector<std::string>& groupOrder, std::map<std::string, std::int64_t>& firstSeen)
{
    GroupKernels groups;
    if (rank.gpuProcess >= trace.processes.size())
        return groups;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> streams; // (stream id, lane)
    for (const std::uint32_t t : trace.processes[rank.gpuProcess].threads)
        for (const std::uint32_t l : trace.threads[t].lanes)
            if (trace.lanes[l].kind == LaneKind::GpuStream)
                streams.emplace_back(trace.threads[t].tid, l);
    std::sort(streams.begin(), streams.end());
    int streamOrdinal = 0;
    for (const auto& [stream, l] : streams) {
        const EventColumns& e = trace.lanes[l].events;
        bool any = false;
        for (std::uint32_t i = 0; i < e.size(); ++i) {
            const EventRef ref{l, i};
            const auto kind = static_cast<GpuOpKind>(e.opAt(i));
            std::string name;
            if (kind == GpuOpKind::Communication || kind == GpuOpKind::Kernel)
                name = collectives.of(e.arg0[i]);
            if (name.empty())
                continue;
            any = true;
            std::string group = "stream #" + std::to_string(streamOrdinal + 1);
            if (const Trace::CollectiveTag* tag = trace.collectiveTagOf(ref)) {
                if (!trace.collectiveText[tag->group].empty())
                    group = trace.collectiveText[tag->group];
                if (!trace.collectiveText[tag->collective].empty())
                    name = trace.collectiveText[tag->collective];
            } else if (std::string op = cpuCollective(trace, ref); !op.empty()) {
                name = std::move(op);
            }
            auto& list = groups[group];
            list.push_back({ref, e.start[i], e.durationAt(i), std::move(name)});
            const auto seen = firstSeen.find(group);
            if (seen == firstSeen.end()) {
                firstSeen.emplace(group, e.start[i]);
                groupOrder.push_back(group);
            } else {
                seen->second = std::min(seen->second, e.start[i]);
            }
        }
        streamOrdinal += any ? 1 : 0;
    }
    for (auto& [group, list] : groups)
        std::stable_sort(list.begin(), list.end(),
                         [](const RankKernel& a, const RankKernel& b) { return a.start < b.start; });
    return groups;
}

// The step of `rank` that holds `t` (counted steps only), -1 outside them.
int stepOf(const GpuTimeAccounting& gpuTime, const RankInfo& rank, std::int64_t t)
{
    for (const DeviceGpuTime& d : gpuTime.devices) {
        if (d.gpuProcess != rank.gpuProcess)
            continue;
        int counted = 0;
        for (const GpuStepTime& s : d.steps) {
            if (s.warmup)
                continue;
            if (t >= s.start && t < s.end)
                return counted;
            ++counted;
        }
    }
    return -1;
}

// How far a rank's list of a group's collectives is shifted against the reference rank's: ranks'
// profiler windows do not open on the same kernel (one catches a collective in flight, or one more
// at the end). A collective ends at nearly the same moment on every rank (when the last has
// joined and the data is through), so the shift is the one whose ends agree best (median
// distance), names that disagree counting as far apart. Within kMaxShift.
constexpr std::ptrdiff_t kMaxShift = 4;

std::ptrdiff_t bestShift(const std::vector<RankKernel>& ref, const std::vector<RankKernel>& mine)
{
    std::ptrdiff_t best = 0;
    std::int64_t bestScore = INT64_MAX;
    const auto refSize = static_cast<std::ptrdiff_t>(ref.size());
    const auto mineSize = static_cast<std::ptrdiff_t>(mine.size());
    for (std::ptrdiff_t shift = -kMaxShift; shift <= kMaxShift; ++shift) {
        std::vector<std::int64_t> distance;
        for (std::ptrdiff_t i = std::max<std::ptrdiff_t>(0, -shift); i < refSize && i + shift < mineSize; ++i) {
            const RankKernel& x = ref[static_cast<std::size_t>(i)];
            const RankKernel& y = mine[static_cast<std::size_t>(i + shift)];
            const std::int64_t d = std::abs((x.start + x.duration) - (y.start + y.duration));
            distance.push_back(x.name == y.name ? d : INT64_MAX / 4);
        }
        // Fewer than half the reference's collectives overlapping is no alignment.
        if (distance.size() * 2 < ref.size() || distance.empty())
            continue;
        const std::int64_t score = medianOf(std::move(distance));
        if (score < bestScore || (score == bestScore && std::abs(shift) < std::abs(best))) {
            bestScore = score;
            best = shift;
        }
    }
    return best;
}

// The collectives of one group matched by their place: the i-th of each rank that ran the group,
// after aligning each rank's list on the reference rank's (the one with the fewest).
void matchGroup(const std::string& group, const std::vector<const std::vector<RankKernel>*>& perRank,
                const GpuTimeAccounting& gpuTime, RankAnalysis& out)
{
    std::size_t members = 0;
    int ref = -1;
    for (std::size_t r = 0; r < perRank.size(); ++r)
        if (perRank[r] != nullptr) {
            ++members;
            if (ref < 0 || perRank[r]->size() < perRank[static_cast<std::size_t>(ref)]->size())
                ref = static_cast<int>(r);
        }
    std::int64_t total = 0;
    for (const auto* list : perRank)
        if (list != nullptr)
            total += static_cast<std::int64_t>(list->size());
    if (members < 2) {
        out.unmatched += total;
        return;
    }
    const std::vector<RankKernel>& reference = *perRank[static_cast<std::size_t>(ref)];
    // Each member's shift, and the reference indices every member has.
    std::vector<std::ptrdiff_t> shift(perRank.size(), 0);
    std::ptrdiff_t from = 0;
    auto to = static_cast<std::ptrdiff_t>(reference.size());
    for (std::size_t r = 0; r < perRank.size(); ++r) {
        if (perRank[r] == nullptr)
            continue;
        shift[r] = static_cast<int>(r) == ref ? 0 : bestShift(reference, *perRank[r]);
        from = std::max(from, -shift[r]);
        to = std::min(to, static_cast<std::ptrdiff_t>(perRank[r]->size()) - shift[r]);
    }
    const std::size_t n = perRank.size();
    std::int64_t matched = 0;
    for (std::ptrdiff_t i = from; i < to; ++i) {
        MatchedCollective c;
        c.group = group;
        c.index = static_cast<std::int64_t>(i - from);
        c.kernels.assign(n, EventRef{});
        c.arrival.assign(n, 0);
        c.waitNs.assign(n, 0);
        // The last to arrive did not wait: its kernel ran the shortest. That needs no agreement
        // between the hosts' clocks; the latest start breaks a tie.
        int last = -1;
        bool sameName = true;
        const auto at = [&](std::size_t r) -> const RankKernel& {
            return (*perRank[r])[static_cast<std::size_t>(i + shift[r])];
        };
        for (std::size_t r = 0; r < n; ++r) {
            if (perRank[r] == nullptr)
                continue;
            const RankKernel& k = at(r);
            c.kernels[r] = k.ref;
            c.arrival[r] = k.start;
            if (c.name.empty())
                c.name = k.name;
            sameName = sameName && k.name == c.name;
            if (last < 0) {
                last = static_cast<int>(r);
                continue;
            }
            const RankKernel& l = at(static_cast<std::size_t>(last));
            if (k.duration < l.duration || (k.duration == l.duration && k.start > l.start))
                last = static_cast<int>(r);
        }
        ++matched;
        if (!sameName)
            ++out.mismatched;
        const std::int64_t lastDuration = at(static_cast<std::size_t>(last)).duration;
        std::int64_t longest = 0;
        for (std::size_t r = 0; r < n; ++r) {
            if (perRank[r] == nullptr)
                continue;
            c.waitNs[r] = std::max<std::int64_t>(0, at(r).duration - lastDuration);
            longest = std::max(longest, c.waitNs[r]);
        }
        c.lastArrival = c.arrival[static_cast<std::size_t>(last)];
        c.step = stepOf(gpuTime, out.ranks[static_cast<std::size_t>(last)], c.lastArrival);
        c.last = longest >= kMinLateNs ? last : -1;
        out.collectives.push_back(std::move(c));
    }
    out.unmatched += total - matched * static_cast<std::int64_t>(members);
}

// The wall time rank `r` spent waiting in the collectives `counts` accepts: a rank waits at the
// start of its kernel, and collectives of several groups (streams) can wait at once.
template<typename Accept>
std::int64_t waitedWallTime(const RankAnalysis& a, std::size_t r, Accept counts)
{
    std::vector<std::pair<std::int64_t, std::int64_t>> spans;
    for (const MatchedCollective& c : a.collectives)
        if (c.kernels[r].isValid() && c.waitNs[r] > 0 && counts(c))
            spans.emplace_back(c.arrival[r], c.arrival[r] + c.waitNs[r]);
    std::sort(spans.begin(), spans.end());
    std::int64_t total = 0;
    std::int64_t reached = INT64_MIN;
    for (const auto& [from, to] : spans) {
        const std::int64_t begin = std::max(from, reached);
        if (to > begin)
            total += to - begin;
        reached = std::max(reached, to);
    }
    return total;
}

void findStraggler(RankAnalysis& a)
{
    std::int64_t late = 0;
    for (std::size_t r = 0; r < a.ranks.size(); ++r)
        a.ranks[r].waitNs = waitedWallTime(a, r, [](const MatchedCollective&) { return true; });
    for (const MatchedCollective& c : a.collectives) {
        for (std::size_t r = 0; r < a.ranks.size(); ++r)
            if (c.kernels[r].isValid())
                ++a.ranks[r].collectives;
        if (c.last >= 0) {
            ++a.ranks[static_cast<std::size_t>(c.last)].lastCount;
            ++late;
        }
    }
    // The straggler is last more often than any other rank, and at a quarter of the late
    // collectives at least: several ranks taking turns are no one straggler.
    int best = -1;
    std::int64_t second = 0;
    for (std::size_t r = 0; r < a.ranks.size(); ++r) {
        const std::int64_t k = a.ranks[r].lastCount;
        if (best < 0 || k > a.ranks[static_cast<std::size_t>(best)].lastCount) {
            if (best >= 0)
                second = std::max(second, a.ranks[static_cast<std::size_t>(best)].lastCount);
            best = static_cast<int>(r);
        } else {
            second = std::max(second, k);
        }
    }
    if (best < 0)
        return;
    const std::int64_t top = a.ranks[static_cast<std::size_t>(best)].lastCount;
    if (top == 0 || top == second || top * 4 < late)
        return;
    a.straggler = best;
    a.stragglerLast = top;
    a.waitForStraggler.assign(a.ranks.size(), 0);
    for (std::size_t r = 0; r < a.ranks.size(); ++r)
        if (static_cast<int>(r) != best) {
            a.waitForStraggler[r] = waitedWallTime(a, r, [best](const MatchedCollective& c) { return c.last == best; });
            a.othersWaitNs += a.waitForStraggler[r];
        }
}

// Why `ranks` are not the ranks of one job, "" when nothing says they are not.
std::string notOneJob(const Trace& trace, const std::vector<RankInfo>& ranks)
{
    std::map<std::string, std::string> worldOf; // world size -> a node that says it
    std::map<std::pair<int, std::string>, std::string> seen;
    for (const RankInfo& r : ranks) {
        const std::string world = trace.metaValue(r.node.empty() ? "import.world_size"
                                                                 : "node." + r.node + ".import.world_size");
        if (!world.empty())
            worldOf.emplace(world, r.node);
        // A rank twice: two GPUs of one node may share a process's rank only when it drives both.
        const auto [it, fresh] = seen.emplace(std::make_pair(r.rank, r.node), r.node);
        if (!fresh && r.rank >= 0 && r.node.empty())
            //: Why the ranks of a capture are not one job; %1 a rank number
            return text::uiText("RankAnalysis", QT_TRANSLATE_NOOP("RankAnalysis", "two GPUs claim rank %1"),
                                {std::to_string(r.rank)});
    }
    std::map<int, int> nodesOfRank;
    for (const auto& [key, node] : seen)
        ++nodesOfRank[key.first];
    for (const auto& [rank, nodes] : nodesOfRank)
        if (rank >= 0 && nodes > 1)
            //: Why the ranks of a capture are not one job; %1 a rank number
            return text::uiText("RankAnalysis", QT_TRANSLATE_NOOP("RankAnalysis", "two traces claim rank %1"),
                                {std::to_string(rank)});
    if (worldOf.size() > 1) {
        std::string sizes;
        for (const auto& [world, node] : worldOf)
            sizes += (sizes.empty() ? "" : ", ") + world;
        //: Why the ranks of a capture are not one job; %1 their world sizes ("2, 8")
        return text::uiText("RankAnalysis", QT_TRANSLATE_NOOP("RankAnalysis", "their world sizes differ (%1)"),
                            {sizes});
    }
    return {};
}

} // namespace

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

RankAnalysis analyseRanks(const Trace& trace, const GpuTimeAccounting& gpuTime)
{
    RankAnalysis a;
    a.ranks = ranksOf(trace, gpuTime);
    std::vector<std::int64_t> steps;
    for (const RankInfo& r : a.ranks)
        if (r.stepNs > 0)
            steps.push_back(r.stepNs);
    a.stepMedianNs = medianOf(std::move(steps));
    if (!a.isJob())
        return a;
    a.notOneJob = notOneJob(trace, a.ranks);
    if (!a.notOneJob.empty())
        return a;

    std::vector<GroupKernels> kernels;
    KernelCollectives names(trace);
    std::vector<std::string> groupOrder;
    std::map<std::string, std::int64_t> firstSeen;
    for (const RankInfo& r : a.ranks)
        kernels.push_back(kernelsOf(trace, names, r, groupOrder, firstSeen));
    std::stable_sort(groupOrder.begin(), groupOrder.end(),
                     [&](const std::string& x, const std::string& y) { return firstSeen[x] < firstSeen[y]; });
    a.groups = groupOrder;
    for (const std::string& group : a.groups) {
        std::vector<const std::vector<RankKernel>*> perRank(a.ranks.size(), nullptr);
        for (std::size_t r = 0; r < a.ranks.size(); ++r) {
            const auto it = kernels[r].find(group);
            if (it != kernels[r].end())
                perRank[r] = &it->second;
        }
        matchGroup(group, perRank, gpuTime, a);
    }
    std::stable_sort(
        a.collectives.begin(), a.collectives.end(),
        [](const MatchedCollective& x, const MatchedCollective& y) { return x.lastArrival < y.lastArrival; });
    findStraggler(a);
    return a;
}

std::string collectiveOfKernel(std::string_view kernel)
{
    if (!text::containsNoCase(kernel, "nccl") && !text::containsNoCase(kernel, "rccl"))
        return {};
    // ncclDevKernel_AllReduce_Sum_f32_RING_LL(...), ncclKernel_AllReduce_RING_LL_Sum_float(...), and
    // NCCL 2.7's ncclAllReduceRingLLKernel_sum_f32: the collective follows the prefix.
    const std::string_view name = kernel.substr(0, kernel.find('('));
    for (const std::string_view prefix : {"ncclDevKernel_", "ncclKernel_", "nccl"}) {
        const std::size_t at = name.find(prefix);
        if (at == std::string_view::npos)
            continue;
        const std::string_view rest = name.substr(at + prefix.size());
        for (const std::string_view c : kCollectives)
            if (rest.substr(0, c.size()) == c)
                return std::string(c);
    }
    return "collective";
}

} // namespace faultline
