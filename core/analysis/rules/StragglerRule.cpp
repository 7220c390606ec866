#include "Percentile.h"
#include "RankAnalysis.h"
#include "Rules.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

// One rank of a job holds every other rank at each collective (issue 48): the rank that arrived
// last at most of the collectives matched across ranks (RankAnalysis), what the others waited for
// it, and what made it late: its own chain in that window (input starvation, a host sync, CPU
// contention, ...) or compute that took longer than the other ranks'. Without collectives to
// match, a rank whose steps are longer than the median rank's is the signal.

namespace faultline::rules {

namespace {

// A rank's own chain explains its lateness when it cost that rank at least this share of what the
// others waited per rank, beyond what the same rule cost the median other rank.
constexpr double kMinCauseOfWait = 0.25;
// Compute that took this share of the wait longer per step than the median rank's is the cause
// when no chain of its own is.
constexpr double kMinComputeOfWait = 0.25;
// Steps this much longer than the median rank's are a straggler even without collectives.
constexpr double kLongStep = 1.10;
// A rank's chain is the same note as another rank's of the same rule and severity when its share
// is at least 1/1.5 of it.
constexpr double kFoldShareRatio = 1.5;
// The kernels named where compute differs.
constexpr std::size_t kDifferingKernels = 3;
// Evidence: the collectives with the longest waits, the straggler's kernel and the longest wait's.
constexpr std::size_t kEvidenceCollectives = 50;

// Chains that are no cause of a rank's lateness: summaries, symptoms, and what waiting did.
bool explainsLateness(const Chain& c)
{
    static const std::set<std::string> notCauses = {"warm-up", "gpu-utilisation", "exposed-communication", "straggler",
                                                    "tail",    "throughput-drop", "periodic-spike"};
    return !c.stored && notCauses.count(c.rule) == 0;
}

std::uint32_t pidOf(const Trace& trace, const RankInfo& r)
{
    return r.hostProcess < trace.processes.size() ? trace.processes[r.hostProcess].pid : 0;
}

std::string rankName(const RankInfo& r)
{
    //: A rank of a distributed job, %1 its number
    return translated(QT_TRANSLATE_NOOP("ChainEngine", "rank %1"), r.rank);
}

// The straggler's own chain that explains most of its lateness, nullptr when none does.
const Chain* ownCause(const Trace& trace, const RankAnalysis& a, const std::vector<Chain>& out, std::int64_t perRank)
{
    const std::uint32_t pid = pidOf(trace, a.ranks[static_cast<std::size_t>(a.straggler)]);
    std::map<std::string, std::vector<std::int64_t>> others; // rule -> impact of the other ranks' chains
    std::set<std::uint32_t> otherPids;
    for (std::size_t r = 0; r < a.ranks.size(); ++r)
        if (static_cast<int>(r) != a.straggler)
            otherPids.insert(pidOf(trace, a.ranks[r]));
    for (const Chain& c : out)
        if (otherPids.count(c.pid) > 0 && explainsLateness(c))
            others[c.rule].push_back(c.impact.ns);
    const Chain* best = nullptr;
    std::int64_t bestExcess = 0;
    for (const Chain& c : out) {
        if (pid == 0 || c.pid != pid || !explainsLateness(c))
            continue;
        std::vector<std::int64_t> theirs = others[c.rule];
        theirs.resize(otherPids.size(), 0); // ranks without the chain had none of it
        const std::int64_t excess = c.impact.ns - medianOf(theirs);
        if (excess > bestExcess) {
            best = &c;
            bestExcess = excess;
        }
    }
    if (best == nullptr || static_cast<double>(bestExcess) < kMinCauseOfWait * static_cast<double>(perRank))
        return nullptr;
    return best;
}

// Kernel time by name on one rank's GPU, communication left out.
std::map<std::string, std::int64_t> computeByKernel(const Trace& trace, const RankInfo& r)
{
    std::map<std::uint32_t, std::int64_t> byName; // index into gpuNames
    if (r.gpuProcess >= trace.processes.size())
        return {};
    for (const std::uint32_t t : trace.processes[r.gpuProcess].threads)
        for (const std::uint32_t l : trace.threads[t].lanes) {
            const EventColumns& e = trace.lanes[l].events;
            if (trace.lanes[l].kind != LaneKind::GpuStream)
                continue;
            for (std::uint32_t i = 0; i < e.size(); ++i)
                if (static_cast<GpuOpKind>(e.opAt(i)) == GpuOpKind::Kernel)
                    byName[gpuOpArgs(e.arg0[i]).name] += e.durationAt(i);
        }
    std::map<std::string, std::int64_t> out;
    for (const auto& [name, ns] : byName)
        if (name < trace.gpuNames.size() && collectiveOfKernel(trace.gpuNames[name]).empty())
            out[trace.gpuNames[name]] += ns;
    return out;
}

// "its compute took 2.0 ms longer per step": the straggler's compute against the median other
// rank's, and the kernels whose time differs most. Empty when it did not take longer.
std::string slowerCompute(const Trace& trace, const RankAnalysis& a, std::int64_t perRankPerStep)
{
    const RankInfo& s = a.ranks[static_cast<std::size_t>(a.straggler)];
    const auto perStep = [](const RankInfo& r) { return r.computeNs / std::max<std::int64_t>(1, r.steps); };
    std::vector<std::int64_t> others;
    for (std::size_t r = 0; r < a.ranks.size(); ++r)
        if (static_cast<int>(r) != a.straggler)
            others.push_back(perStep(a.ranks[r]));
    const std::int64_t longer = perStep(s) - medianOf(others);
    if (longer <= 0 || static_cast<double>(longer) < kMinComputeOfWait * static_cast<double>(perRankPerStep))
        return {};
    // The kernels: the straggler's time per name against the median other rank's.
    const auto mine = computeByKernel(trace, s);
    std::map<std::string, std::vector<std::int64_t>> theirs;
    std::size_t otherCount = 0;
    for (std::size_t r = 0; r < a.ranks.size(); ++r) {
        if (static_cast<int>(r) == a.straggler)
            continue;
        ++otherCount;
        for (const auto& [name, ns] : computeByKernel(trace, a.ranks[r]))
            theirs[name].push_back(ns);
    }
    std::vector<std::pair<std::int64_t, std::string>> differ;
    for (const auto& [name, ns] : mine) {
        std::vector<std::int64_t> v = theirs[name];
        v.resize(otherCount, 0);
        if (const std::int64_t d = ns - medianOf(v); d > 0)
            differ.emplace_back(d, name);
    }
    std::sort(differ.begin(), differ.end(), std::greater<>());
    std::vector<std::string> names;
    const std::int64_t steps = std::max<std::int64_t>(1, s.steps);
    for (std::size_t i = 0; i < differ.size() && i < kDifferingKernels; ++i) {
        std::string name = differ[i].second.substr(0, differ[i].second.find('('));
        if (name.size() > 60)
            name = name.substr(0, 57) + "...";
        //: A kernel and how much longer it ran per step, e.g. "gemm_kernel (+0.8 ms)"
        names.push_back(
            translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 (+%2)"), name, duration(differ[i].first / steps)));
    }
    //: %1 a duration per step, %2 a list of kernels
    return names.empty()
        ? translated(QT_TRANSLATE_NOOP("ChainEngine", "its compute took %1 longer per step"), duration(longer))
        : translated(QT_TRANSLATE_NOOP("ChainEngine", "its compute took %1 longer per step, most in %2"),
                     duration(longer), listText(names));
}

void evidenceOf(Chain& c, const ChainBuilder& b, const RankAnalysis& a)
{
    std::vector<const MatchedCollective*> late;
    for (const MatchedCollective& m : a.collectives)
        if (m.last == a.straggler)
            late.push_back(&m);
    if (!late.empty()) {
        c.windowStart = late.front()->lastArrival;
        c.windowEnd = late.back()->lastArrival;
    }
    std::stable_sort(late.begin(), late.end(), [](const MatchedCollective* x, const MatchedCollective* y) {
        return x->totalWaitNs() > y->totalWaitNs();
    });
    std::vector<EventRef> refs;
    for (std::size_t i = 0; i < late.size() && i < kEvidenceCollectives; ++i) {
        const MatchedCollective& m = *late[i];
        refs.push_back(m.kernels[static_cast<std::size_t>(a.straggler)]);
        const auto longest = std::max_element(m.waitNs.begin(), m.waitNs.end()) - m.waitNs.begin();
        if (m.kernels[static_cast<std::size_t>(longest)].isValid())
            refs.push_back(m.kernels[static_cast<std::size_t>(longest)]);
    }
    const std::int64_t start = c.windowStart;
    const std::int64_t end = c.windowEnd;
    b.evidence(c, refs);
    if (start != 0 || end != 0) {
        c.windowStart = start;
        c.windowEnd = std::max(end, c.windowEnd);
    }
}

// The exposed communication of the ranks that waited is that wait: it is taken off their chains'
// impact (the straggler's chain counts it), and a chain left with next to nothing goes.
void discountWaiting(std::vector<Chain>& out, const Trace& trace, const RankAnalysis& a, const Chain& straggler)
{
    std::map<std::uint32_t, std::int64_t> waited; // pid -> wait for the straggler
    for (std::size_t r = 0; r < a.ranks.size(); ++r)
        waited[pidOf(trace, a.ranks[r])] += a.waitForStraggler[r];
    const std::string note = translated(
        //: Appended to an exposed-communication chain; mind the leading space. %1 a rank
        QT_TRANSLATE_NOOP("ChainEngine", " Most of it is waiting for %1, the straggler (see its chain)."),
        rankName(a.ranks[static_cast<std::size_t>(a.straggler)]));
    for (auto it = out.begin(); it != out.end();) {
        const auto w = waited.find(it->pid);
        if (it->rule != "exposed-communication" || w == waited.end() || w->second <= 0) {
            ++it;
            continue;
        }
        const std::int64_t left = std::max<std::int64_t>(0, it->impact.ns - w->second);
        if (left * 20 < it->impact.ns) {
            it = out.erase(it);
            continue;
        }
        it->impact.ns = left;
        it->impact.share = static_cast<double>(left)
            / static_cast<double>(std::max<std::int64_t>(1, it->impact.rangeNs));
        it->severity = std::min({it->severity, severityForShare(it->impact.share), straggler.severity});
        it->explanation += note;
        ++it;
    }
}

void stragglerChain(const RuleInput& in, const RankAnalysis& a, std::vector<Chain>& out)
{
    const Trace& trace = in.scope.trace();
    const RankInfo& s = a.ranks[static_cast<std::size_t>(a.straggler)];
    const auto others = static_cast<std::int64_t>(a.ranks.size() - 1);
    const std::int64_t perRank = a.othersWaitNs / std::max<std::int64_t>(1, others);
    std::int64_t matched = 0;
    for (const MatchedCollective& m : a.collectives)
        matched += m.kernels[static_cast<std::size_t>(a.straggler)].isValid() ? 1 : 0;

    Chain c;
    c.rule = "straggler";
    c.id = "straggler-" + (s.node.empty() ? std::to_string(s.rank) : s.node) + "-gpu" + std::to_string(s.device);
    c.pid = pidOf(trace, s);
    if (const ProcessActivity* act = in.builder.activityOf(s.hostProcess))
        in.builder.impact(c, perRank, *act);
    else
        in.builder.impact(c, perRank);
    const std::string who = rankName(s);
    const std::string waited = duration(a.othersWaitNs);
    //: %1 a rank, %2 and %3 counts of collectives, %4 a duration, %5 a share of the step
    c.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                           "Straggler: %1 arrived last at %2 of %3 collectives; the "
                                           "other ranks waited %4 in all (%5 of the step)"),
                         who, a.stragglerLast, matched, waited, percent(c.impact.share));

    const std::int64_t steps = std::max<std::int64_t>(1, s.steps);
    const Chain* cause = ownCause(trace, a, out, perRank);
    std::string why;
    if (cause != nullptr) {
        c.cause = cause->rule;
        //: %1 a rank, %2 the title of that rank's own chain
        why = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 was held up by its own problem: %2"), who, cause->title);
        c.steps.push_back({cause->windowStart, cause->steps.empty() ? "HOST" : cause->steps.front().layer, cause->rule,
                           cause->title, cause->impact.ns});
        for (const ChainSource& src : cause->sources)
            c.sources.push_back(src);
    } else if (const std::string slower = slowerCompute(trace, a, perRank / steps); !slower.empty()) {
        c.cause = "compute";
        //: %1 a rank, %2 "its compute took 2.0 ms longer per step, most in ..."
        why = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 was late because %2"), who, slower);
        c.steps.push_back({0, "CUDA", "compute", slower, 0});
    } else {
        c.cause = "unknown";
        //: %1 a rank
        why = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                           "nothing recorded on %1 says why it was late: look at its "
                                           "host (other jobs, throttling) and its input sizes"),
                         who);
    }
    c.rootCause = why;
    //: %1 a rank, %2 a duration, %3 a count of ranks, %4 a duration per rank and step
    c.steps.push_back(
        {c.windowStart, "CUDA", translated(QT_TRANSLATE_NOOP("ChainEngine", "late collectives")),
         translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 launched its collectives after the others"), who), 0});
    c.steps.push_back({0, "CUDA", translated(QT_TRANSLATE_NOOP("ChainEngine", "waiting ranks")),
                       translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                    "%1 other ranks waited %2 per rank and step in collective kernels"),
                                  others, duration(perRank / steps)),
                       a.othersWaitNs});
    std::string stepNote;
    if (a.stepMedianNs > 0 && s.stepNs > 0)
        //: %1 a rank, %2 and %3 durations; mind the leading space
        stepNote = translated(QT_TRANSLATE_NOOP("ChainEngine", " %1's median step is %2, the median rank's %3."), who,
                              duration(s.stepNs), duration(a.stepMedianNs));
    //: %1 a rank, %2 and %3 counts, %4 a duration, %5 a count of ranks, %6 why
    c.explanation = translated(
                        QT_TRANSLATE_NOOP("ChainEngine",
                                          "The i-th collective of each process group is the same collective on every "
                                          "rank. %1 arrived last at %2 of the %3 it took part in: its kernels ran "
                                          "shortest, while the other ranks' kernels of the same collectives ran "
                                          "longer, waiting %4 for it in all (%5 ranks). The cause: %6."),
                        who, a.stragglerLast, matched, waited, others, why)
        + stepNote;
    evidenceOf(c, in.builder, a);
    if (cause != nullptr)
        for (const std::string& r : cause->recommendations)
            ChainBuilder::recommend(c, r);
    if (c.cause == "compute" || c.cause == "unknown")
        ChainBuilder::recommend(
            c,
            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                         "Give every rank the same work: check for uneven batches or sequence "
                                         "lengths, and the slow rank's GPU (clocks, throttling, another process)")));
    ChainBuilder::recommend(
        c,
        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                     "Open the Ranks view: a click on a late collective shows every rank's kernel "
                                     "of it on the timeline")));
    discountWaiting(out, trace, a, c);
    out.push_back(std::move(c));
}

// Without collectives to match: a rank whose median step is much longer than the median rank's.
void longStepChain(const RuleInput& in, const RankAnalysis& a, std::vector<Chain>& out)
{
    if (a.stepMedianNs <= 0)
        return;
    const auto slowest = std::max_element(a.ranks.begin(), a.ranks.end(),
                                          [](const RankInfo& x, const RankInfo& y) { return x.stepNs < y.stepNs; });
    if (static_cast<double>(slowest->stepNs) < kLongStep * static_cast<double>(a.stepMedianNs))
        return;
    const Trace& trace = in.scope.trace();
    Chain c;
    c.rule = "straggler";
    c.id = "straggler-" + (slowest->node.empty() ? std::to_string(slowest->rank) : slowest->node) + "-steps";
    c.pid = pidOf(trace, *slowest);
    c.cause = "step-time";
    const std::int64_t longer = slowest->stepNs - a.stepMedianNs;
    if (const ProcessActivity* act = in.builder.activityOf(slowest->hostProcess))
        in.builder.impact(c, longer * std::max<std::int64_t>(1, slowest->steps), *act);
    else
        in.builder.impact(c, longer * std::max<std::int64_t>(1, slowest->steps));
    //: %1 a rank, %2 and %3 durations, %4 a share
    c.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                           "Straggler: %1's steps take %2, %4 longer than the median "
                                           "rank's %3"),
                         rankName(*slowest), duration(slowest->stepNs), duration(a.stepMedianNs),
                         percent(static_cast<double>(longer) / static_cast<double>(a.stepMedianNs)));
    c.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                               "one rank's steps are longer than the others': in a "
                                               "synchronous job every rank waits for it"));
    c.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                 "No collective kernels could be matched across the "
                                                 "ranks, so the step times are the signal."));
    ChainBuilder::recommend(
        c,
        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                     "Give every rank the same work: check for uneven batches or sequence "
                                     "lengths, and the slow rank's GPU (clocks, throttling, another process)")));
    out.push_back(std::move(c));
}

// A title without its figures and numbers ("GPU 5 (rank5) idle 40 %" and "GPU 2 (rank2) idle 41 %"
// say the same), to tell a repeat from another finding of the same rule.
std::string skeleton(const std::string& title)
{
    std::string out;
    for (const char c : title)
        if ((c < '0' || c > '9') && c != '.')
            out += c;
    return out;
}

// "0-36, 38-63": ranks as runs.
std::string rankRuns(std::vector<int> ranks)
{
    std::sort(ranks.begin(), ranks.end());
    std::string text;
    for (std::size_t i = 0; i < ranks.size();) {
        std::size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        text += (text.empty() ? "" : ", ") + std::to_string(ranks[i]);
        if (j > i)
            text += (j == i + 1 ? ", " : "-") + std::to_string(ranks[j]);
        i = j + 1;
    }
    return text;
}

// A job's ranks run the same code, so what one rule finds on one rank it finds on most: one chain
// per rule stands for all of them (the most severe, then the largest impact) and says on which
// other ranks it holds. The straggler's own chains stay apart (they may say why it is late), and
// so do failures.
void foldAcrossRanks(std::vector<Chain>& out, const Trace& trace, const RankAnalysis& a)
{
    // The straggler's own notes stay: they may say why it is late.
    std::map<std::uint32_t, int> rankOfPid;
    for (std::size_t r = 0; r < a.ranks.size(); ++r)
        if (const std::uint32_t pid = pidOf(trace, a.ranks[r]); pid != 0 && static_cast<int>(r) != a.straggler)
            rankOfPid.emplace(pid, a.ranks[r].rank);
    // Chains of ranks by rule, severity and what their title says; within each, those whose share
    // is close to the largest's (a rank that differs is news, not a repeat).
    std::map<std::tuple<std::string, ChainSeverity, std::string>, std::vector<std::size_t>> byRule;
    for (std::size_t i = 0; i < out.size(); ++i)
        if (!out[i].failure && rankOfPid.count(out[i].pid) > 0)
            byRule[{out[i].rule, out[i].severity, skeleton(out[i].title)}].push_back(i);
    std::vector<bool> drop(out.size(), false);
    for (auto& [key, chains] : byRule) {
        std::sort(chains.begin(), chains.end(),
                  [&](std::size_t x, std::size_t y) { return out[x].impact.ns > out[y].impact.ns; });
        while (chains.size() >= 2) {
            const std::size_t keep = chains.front();
            std::vector<std::size_t> rest;
            std::vector<int> others;
            for (std::size_t k = 1; k < chains.size(); ++k) {
                const std::size_t i = chains[k];
                if (out[i].impact.share * kFoldShareRatio >= out[keep].impact.share) {
                    others.push_back(rankOfPid[out[i].pid]);
                    drop[i] = true;
                } else {
                    rest.push_back(i);
                }
            }
            if (!others.empty())
                //: Appended to a chain's title; mind the leading space. %1 ranks ("0-36, 38-63"), %2 their count
                out[keep].title += translated(QT_TRANSLATE_NOOP("ChainEngine", " (also on ranks %1: %2 in all)"),
                                              rankRuns(others), static_cast<std::int64_t>(others.size() + 1));
            chains = std::move(rest);
        }
    }
    std::size_t next = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        if (drop[i])
            continue;
        if (next != i)
            out[next] = std::move(out[i]);
        ++next;
    }
    out.resize(next);
}

} // namespace

void stragglerRule(const RuleInput& in, std::vector<Chain>& out)
{
    if (in.gpuTime.devices.size() < 2)
        return;
    const RankAnalysis a = analyseRanks(in.scope.trace(), in.gpuTime);
    if (!a.isJob() || !a.notOneJob.empty())
        return;
    if (a.straggler >= 0)
        stragglerChain(in, a, out);
    else if (a.collectives.empty())
        longStepChain(in, a, out);
    foldAcrossRanks(out, in.scope.trace(), a);
}

} // namespace faultline::rules
