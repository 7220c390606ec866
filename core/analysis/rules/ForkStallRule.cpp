#include "Rules.h"

#include <algorithm>
#include <cstdlib>
#include <set>

// A fork of a large process (the training process starting DataLoader workers) copies its page
// tables; workers that share its pages freeze meanwhile, for long under memory pressure.

namespace faultline::rules {

using capture::saturatingAdd;
using capture::Source;

namespace {

// An off-CPU interval this long that spans the fork is a thread frozen by it.
constexpr std::int64_t kLongStall = 100 * kMs;
// Spanning the fork: starting before it plus this slack and ending after it less this slack.
constexpr std::int64_t kSlack = 5 * kMs;
// Walk back from the fork over at most 10 s of intervals (a worker spinning after shutdown makes thousands).
constexpr std::int64_t kLookBackNs = 10 * kSecond;
// An incident: at least this many threads of other processes (the workers) frozen across the fork.
constexpr std::size_t kMinStalledThreads = 2;
// Later forks by the same parent within a second belong to the same incident.
constexpr std::int64_t kBurstNs = kSecond;
// Memory pressure around the fork: snapshots within 5 s of it.
constexpr std::int64_t kPressureWindowNs = 5 * kSecond;
// Memory pressure: memory in use at this percentage or more around the fork.
constexpr double kPressureMemPct = 80;
// Memory pressure: more than 1 GiB of host page allocations.
constexpr std::uint64_t kPressureHostAllocBytes = 1ULL << 30;

} // namespace

void forkStallRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Context& c = in.context;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    std::vector<EventRef> forks;
    scope.forEach(LaneKind::Instants, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) == static_cast<std::uint8_t>(Source::Host) && e.opAt(i) == capture::ops::ProcessFork)
            forks.push_back({l, static_cast<std::uint32_t>(i)});
    });
    std::stable_sort(forks.begin(), forks.end(),
                     [&](EventRef a, EventRef c2) { return scope.start(a) < scope.start(c2); });

    std::int64_t coveredUntil = INT64_MIN;
    for (std::size_t f = 0; f < forks.size(); ++f) {
        const std::int64_t tf = scope.start(forks[f]);
        if (tf <= coveredUntil)
            continue; // part of a burst already reported
        const std::uint32_t parentProcess = scope.thread(forks[f]).process;
        // Off-CPU intervals of other processes' threads that span the fork: threads frozen while
        // the parent's address space was being copied.
        std::vector<EventRef> stalls;
        std::set<std::uint32_t> stalledThreads;
        for (std::uint32_t l = 0; l < trace.lanes.size(); ++l) {
            const Lane& lane = trace.lanes[l];
            if (lane.kind != LaneKind::OffCpu || !scope.laneInScope(l))
                continue;
            if (trace.threads[lane.thread].process == parentProcess)
                continue;
            const EventColumns& e = lane.events;
            // Intervals that start before tf + slack and end after tf - slack, found by walking back
            // from tf over at most 10 s of intervals (a worker spinning after shutdown can make
            // thousands of tiny ones right after the stall).
            auto it = std::upper_bound(e.start.begin(), e.start.end(), tf + kSlack);
            while (it != e.start.begin()) {
                --it;
                if (*it < tf - kLookBackNs)
                    break;
                const auto i = static_cast<std::size_t>(it - e.start.begin());
                const std::int64_t d = e.durationAt(i);
                if (d >= kLongStall && saturatingAdd(e.start[i], d) >= tf - kSlack) {
                    stalls.push_back({l, static_cast<std::uint32_t>(i)});
                    stalledThreads.insert(lane.thread);
                    break;
                }
            }
        }
        if (stalledThreads.size() < kMinStalledThreads)
            continue;
        // The burst: later forks by the same parent within a second belong to this incident.
        std::vector<EventRef> burst = {forks[f]};
        for (std::size_t g = f + 1; g < forks.size() && scope.start(forks[g]) <= tf + kBurstNs; ++g)
            if (scope.thread(forks[g]).process == parentProcess)
                burst.push_back(forks[g]);
        coveredUntil = scope.start(burst.back());

        std::int64_t shortest = INT64_MAX;
        std::int64_t longest = 0;
        std::string names;
        for (const EventRef& s : stalls) {
            shortest = std::min(shortest, scope.length(s));
            longest = std::max(longest, scope.length(s));
            names += (names.empty() ? "" : ", ") + scope.threadLabel(scope.thread(s));
        }
        // Memory pressure around the fork: snapshots within 5 s.
        double memNear = 0;
        std::int64_t swapNear = 0;
        for (const capture::SystemSnapshot& s : trace.snapshots) {
            if (std::llabs(s.timestamp - tf) <= kPressureWindowNs) {
                memNear = std::max(memNear, s.memPct);
                swapNear = std::max(swapNear, s.swapMb);
            }
        }
        const bool pressure = memNear >= kPressureMemPct || swapNear > 0 || c.hostAllocBytes > kPressureHostAllocBytes;

        Chain chain;
        chain.rule = "fork-stall";
        chain.pid = trace.processes[parentProcess].pid;
        // What it cost: the input pipeline stood still for the longest stall.
        if (const ProcessActivity* a = b.activityOf(parentProcess))
            b.impact(chain, longest, *a);
        else
            b.impact(chain, longest);
        chain.id = "fork-stall-" + std::to_string(chain.pid) + "-" + std::to_string((tf - trace.beginNs) / kMs);
        //: %1 is a time since the capture began like 42.1 s, %3 and %4 durations: "stalled 3 workers for 120 ms–1.2 s"
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Fork at %1 stalled %2 workers for %3–%4"),
                                 scope.at(tf), stalledThreads.size(), duration(shortest), duration(longest));
        chain.rootCause = pressure
            ? translated(QT_TRANSLATE_NOOP("ChainEngine",
                                           "fork() of a large process under memory pressure freezes the workers that "
                                           "share its pages"))
            : translated(
                QT_TRANSLATE_NOOP("ChainEngine", "fork() of a large process freezes the workers that share its pages"));
        if (pressure) {
            std::string memory;
            if (swapNear > 0) {
                //: %1 is a memory usage percentage, %2 a number of megabytes
                memory = translated(QT_TRANSLATE_NOOP("ChainEngine", "memory at %1 % around the fork, %2 MB swapped"),
                                    fixed(memNear, 0), swapNear);
            } else {
                //: %1 is a memory usage percentage
                memory = translated(QT_TRANSLATE_NOOP("ChainEngine", "memory at %1 % around the fork"),
                                    fixed(memNear, 0));
            }
            chain.steps.push_back({0, "SYSTEM", "memory", std::move(memory), 0});
        }
        //: %1 is a process like "python3 (pid 4242)", %2 a number of processes
        chain.steps.push_back({tf, "HOST", "process_fork",
                               translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 forked %2 process(es)"),
                                          processLabel(trace, parentProcess), burst.size()),
                               0});
        for (const EventRef& s : stalls)
            //: %1 is a thread like "data_worker 4243", %2 a duration like 120 ms
            chain.steps.push_back({scope.start(s), "HOST", "sched_switch",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 off-CPU for %2"),
                                              scope.threadLabel(scope.thread(s)), duration(scope.length(s))),
                                   scope.length(s)});
        std::vector<EventRef> evidence = burst;
        evidence.insert(evidence.end(), stalls.begin(), stalls.end());
        chain.windowStart = std::min(tf, scope.start(stalls.front()));
        for (const EventRef& s : stalls)
            chain.windowStart = std::min(chain.windowStart, scope.start(s));
        chain.windowEnd = scope.start(burst.back());
        for (const EventRef& s : stalls)
            chain.windowEnd = std::max(chain.windowEnd, scope.endOf(s));
        b.evidence(chain, evidence);
        b.sources(chain, burst, true);
        // A fork has no stack of its own: with the script, the loop whose DataLoader forks its
        // workers (every epoch unless persistent_workers=True).
        if (const ProcessActivity* a = b.activityOf(parentProcess)) {
            const DataLoaderSite site = dataLoaderSite(b, *a);
            if (site.isDataLoader)
                ChainBuilder::leadWith(chain, site.loader, 0.6);
        }
        //: %1 is a process like "python3 (pid 4242)", %2 a time since the capture began like 42.1 s,
        //: %5 and %6 durations, %7 a list of threads like "data_worker 4243, data_worker 4244"
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "%1 called fork() at %2 (%3 fork(s) within a second). At "
                                                         "that moment %4 threads of other processes were off-CPU for "
                                                         "%5 to %6 and came back only after it: %7."),
                                       processLabel(trace, parentProcess), scope.at(tf), burst.size(),
                                       stalledThreads.size(), duration(shortest), duration(longest), names);
        if (pressure) {
            //: Appended to the explanation; mind the leading space. %1 is a memory usage percentage
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              " fork() copies the parent's page tables while holding "
                                                              "its memory map lock, and the workers that share those "
                                                              "pages wait for it; with memory at %1 % the copy is "
                                                              "slow."),
                                            fixed(memNear, 0));
        } else {
            //: Appended to the explanation; mind the leading space
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              " fork() copies the parent's page tables while holding "
                                                              "its memory map lock, and the workers that share those "
                                                              "pages wait for it."));
        }
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Create the DataLoader with persistent_workers="
                                                             "True so workers are not re-forked every epoch")));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Use multiprocessing_context='forkserver' (or "
                                                             "'spawn') for DataLoader workers")));
        if (pressure)
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Reduce host memory pressure before forking: "
                                                                 "fewer workers, smaller prefetch_factor, free "
                                                                 "large host tensors")));
        out.push_back(std::move(chain));
    }
}

} // namespace faultline::rules
