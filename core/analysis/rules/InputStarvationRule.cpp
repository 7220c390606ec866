#include "Rules.h"

#include <algorithm>
#include <map>
#include <set>

// Input starvation: between one step's last CUDA call and the next step's first, the process
// gives the GPU nothing; when that gap is a large part of every step, the step loop is waiting
// for its next batch. The thread's state during the gaps says how: off the CPU with DataLoader
// workers around, it waits for them (busy workers: they are too slow; idle ones: they wait too,
// on I/O); off the CPU without workers, it is blocked on something else (a read, a queue); on the
// CPU without workers, it makes the batch itself (num_workers=0 with a costly dataset or
// collate_fn). With the script at hand, the line named first is where the loop's iterable was
// made (the DataLoader and its num_workers), then the loop's header and the collate function.

namespace faultline::rules {

namespace {

// Only processes with at least this many steps.
constexpr std::int64_t kMinSteps = 3;
// At least this many gaps with no CUDA call before a step (after the first).
constexpr std::size_t kMinGaps = 2;
// Starvation: the gaps take at least 5 % of the range.
constexpr double kMinGapShare = 0.05;
// Starvation: the median gap is a large part of every step, a fifth at least (median * 5 >= step period).
constexpr std::int64_t kMaxStepPerMedianGap = 5;
// Off the CPU for at least half the gaps: the thread waits (for workers, or blocked), not makes the batch.
constexpr double kMinOffCpuShare = 0.5;
// Workers on the CPU for at least half the gaps are busy and cannot keep up; below, they wait themselves.
constexpr double kMinWorkersBusyShare = 0.5;
// Evidence: the main thread's off-CPU intervals in the range of at least this length.
constexpr std::int64_t kMinEvidenceOffCpuNs = kMs;
// Where it blocked is named when that line holds at least a third of the off-CPU time in the gaps.
constexpr std::int64_t kWaitLinePart = 3;

enum class Starvation { WaitingForWorkers, Blocked, PreparedOnThread, HostWork };

struct Gap
{
    std::int64_t from;
    std::int64_t to;
};

// Where the thread waited in the gaps, from the stacks faultline-probe takes when a Python thread
// blocks: the line outside the libraries (the loop's `for batch in loader`, a queue's get) with
// the most blocked time in the gaps, and that time. Invalid without such stacks.
std::pair<SourceLine, std::int64_t> waitingLine(const ChainBuilder& b, const std::vector<OffCpuInterval>& off,
                                                const std::vector<Gap>& gaps)
{
    const Scope& scope = b.scope();
    std::map<SourceLine, std::int64_t> blocked;
    for (const OffCpuInterval& i : off) {
        if (i.state != capture::OffCpuState::Blocked && i.state != capture::OffCpuState::Disk)
            continue;
        const std::uint32_t stack = scope.stackOf(i.ref);
        const StackFacts& facts = b.facts(i.ref);
        if (stack == 0 || facts.userFrame < 0)
            continue;
        auto g = std::lower_bound(gaps.begin(), gaps.end(), i.start,
                                  [](const Gap& x, std::int64_t t) { return x.to <= t; });
        std::int64_t ns = 0;
        for (; g != gaps.end() && g->from < i.end; ++g)
            ns += std::max<std::int64_t>(0, std::min(g->to, i.end) - std::max(g->from, i.start));
        if (ns > 0)
            blocked[b.frameLine(stack, facts.userFrame)] += ns;
    }
    std::pair<SourceLine, std::int64_t> best;
    for (const auto& [line, ns] : blocked)
        if (line.isValid() && ns > best.second)
            best = {line, ns};
    return best;
}

// The thread that stands for a helper process: its main thread, else its first one.
std::uint32_t helperThread(const Trace& trace, std::uint32_t pid)
{
    const Process* p = trace.process(pid);
    if (!p || p->threads.empty())
        return UINT32_MAX;
    for (const std::uint32_t t : p->threads)
        if (trace.threads[t].tid == pid)
            return t;
    return p->threads.front();
}

} // namespace

void inputStarvationRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    for (const ProcessActivity& a : in.activity) {
        if (a.stepCount() < kMinSteps || a.mainThread == UINT32_MAX)
            continue;
        // Every call of the process, as (start, end) by start, and the latest end so far.
        std::vector<std::pair<std::int64_t, std::int64_t>> calls;
        for (const auto* list :
             {&a.calls.work, &a.calls.syncs, &a.calls.mallocs, &a.calls.driverAllocs, &a.calls.frees})
            for (const EventRef& r : *list)
                calls.emplace_back(scope.start(r), scope.endOf(r));
        std::sort(calls.begin(), calls.end());
        std::vector<std::int64_t> reach(calls.size());
        std::int64_t latest = INT64_MIN;
        for (std::size_t i = 0; i < calls.size(); ++i)
            reach[i] = latest = std::max(latest, calls[i].second);

        // The gap before each step after the first.
        std::vector<Gap> gaps;
        std::int64_t gapTotal = 0;
        for (std::size_t k = 1; k < a.stepStarts.size(); ++k) {
            const std::int64_t t = a.stepStarts[k];
            const auto it = std::lower_bound(calls.begin(), calls.end(), std::make_pair(t, INT64_MIN));
            if (it == calls.begin())
                continue;
            const std::int64_t from = reach[static_cast<std::size_t>(it - calls.begin()) - 1];
            if (from >= t)
                continue;
            gaps.push_back({from, t});
            gapTotal += t - from;
        }
        if (gaps.size() < kMinGaps)
            continue;
        std::vector<std::int64_t> sorted;
        for (const Gap& g : gaps)
            sorted.push_back(g.to - g.from);
        std::sort(sorted.begin(), sorted.end());
        const std::int64_t median = sorted[sorted.size() / 2];
        const double range = static_cast<double>(a.rangeNs());
        if (static_cast<double>(gapTotal) < kMinGapShare * range || median * kMaxStepPerMedianGap < a.stepPeriod)
            continue;

        // How the thread spent the gaps, and who could have been making the batches.
        const std::vector<OffCpuInterval> mainOff = offCpu(scope, a.mainThread);
        std::int64_t offInGaps = 0;
        for (const Gap& g : gaps)
            offInGaps += overlap(mainOff, g.from, g.to);
        const double offShare = static_cast<double>(offInGaps) / static_cast<double>(gapTotal);
        // One thread per helper process (its main thread, else its first): workers are counted by
        // process, and called DataLoader workers only when they are.
        const JobHelpers helpers = jobHelpers(trace, trace.processes[a.process]);
        std::vector<std::uint32_t> workers;
        for (const std::uint32_t pid : helpers.dataLoaderPids)
            if (const std::uint32_t t = helperThread(trace, pid); t != UINT32_MAX)
                workers.push_back(t);
        const bool dataLoaderWorkers = !workers.empty();
        for (const std::uint32_t pid : helpers.childPids)
            if (const std::uint32_t t = helperThread(trace, pid); t != UINT32_MAX)
                workers.push_back(t);
        std::int64_t workersBusy = 0;
        for (const std::uint32_t w : workers) {
            const std::vector<OffCpuInterval> off = offCpu(scope, w);
            for (const Gap& g : gaps)
                workersBusy += (g.to - g.from) - overlap(off, g.from, g.to);
        }
        const double workersBusyShare = workers.empty()
            ? 0
            : static_cast<double>(workersBusy) / (static_cast<double>(gapTotal) * static_cast<double>(workers.size()));
        const DataLoaderSite where = dataLoaderSite(b, a);
        // A profiler's trace may record no scheduling (and no worker processes): then only the
        // script can say that the thread makes the batches itself.
        const bool sched = recordsScheduling(trace);
        Starvation kind = Starvation::HostWork;
        if (!sched)
            kind = where.isDataLoader && where.numWorkers == "0" ? Starvation::PreparedOnThread : Starvation::HostWork;
        else if (offShare >= kMinOffCpuShare)
            kind = workers.empty() ? Starvation::Blocked : Starvation::WaitingForWorkers;
        else if (workers.empty())
            kind = Starvation::PreparedOnThread;
        // The GPU's own record of the gaps, where the trace has one: the GPUs this process used.
        const GpuBusy gpu(trace, a.process);
        std::int64_t gpuBusyInGaps = 0;
        for (const Gap& g : gaps)
            gpuBusyInGaps += gpu.busyIn(g.from, g.to);

        Chain chain;
        chain.rule = "input-starvation";
        chain.pid = a.pid;
        chain.id = "input-starvation-" + std::to_string(a.pid);
        chain.windowStart = a.rangeStart();
        chain.windowEnd = a.rangeEnd();
        b.impact(chain, gapTotal, a);
        const Thread& main = trace.threads[a.mainThread];
        const std::string perStep = duration(chain.impact.perStepNs());

        // Evidence: the main thread's first call of each step after a gap, and its off-CPU intervals in them.
        std::vector<EventRef> evidence;
        for (const std::uint32_t l : main.lanes) {
            if (trace.lanes[l].kind != LaneKind::CudaRuntime && trace.lanes[l].kind != LaneKind::Driver)
                continue;
            const EventColumns& e = trace.lanes[l].events;
            for (const std::int64_t t : a.stepStarts) {
                const auto it = std::lower_bound(e.start.begin(), e.start.end(), t);
                if (it != e.start.end() && *it == t)
                    evidence.push_back({l, static_cast<std::uint32_t>(it - e.start.begin())});
            }
        }
        for (const OffCpuInterval& i : mainOff)
            if (a.inRange(i.start, i.end) > 0 && i.end - i.start >= kMinEvidenceOffCpuNs)
                evidence.push_back(i.ref);
        b.evidence(chain, evidence);
        b.sources(chain, evidence, true);
        ChainBuilder::leadWith(chain, a.stepLine, 0.5);
        if (where.collate.isValid())
            ChainBuilder::leadWith(chain, where.collate, 0.2);
        if (where.header.isValid())
            ChainBuilder::leadWith(chain, where.header, 0.3);
        // Where it blocked, when the capture says (a third of the off-CPU time in the gaps at least).
        const auto [waitLine, waitNs] = waitingLine(b, mainOff, gaps);
        const bool waitKnown = waitLine.isValid() && waitNs * kWaitLinePart >= offInGaps;
        if (waitKnown)
            ChainBuilder::leadWith(chain, waitLine, 0.4);
        if (where.loader.isValid())
            ChainBuilder::leadWith(chain, where.loader, 0.5);

        const std::string stepWhere = shortWhere(a.stepLine);
        switch (kind) {
        case Starvation::PreparedOnThread:
            //: %1 a thread, %2 a duration per step, %3 a percentage
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                       "Input starvation: %1 makes each batch itself, on the CPU, "
                                                       "while the GPU waits %2 per step (%3)"),
                                     scope.threadLabel(main), perStep, percent(chain.impact.share));
            chain.rootCause = translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "the training thread prepares its input itself: no DataLoader workers"));
            break;
        case Starvation::WaitingForWorkers:
            //: %1 a thread, %2 a number of workers, %3 a duration per step, %4 a percentage
            if (dataLoaderWorkers)
                chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                           "Input starvation: %1 waits for its %2 DataLoader workers "
                                                           "%3 per step (%4)"),
                                         scope.threadLabel(main), workers.size(), perStep, percent(chain.impact.share));
            else
                //: %1 a thread, %2 a number of processes, %3 a duration per step, %4 a percentage
                chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                           "Input starvation: %1 waits between steps %3 per step "
                                                           "(%4) while %2 child processes it forked run"),
                                         scope.threadLabel(main), workers.size(), perStep, percent(chain.impact.share));
            if (!dataLoaderWorkers)
                chain.rootCause = translated(
                    QT_TRANSLATE_NOOP("ChainEngine",
                                      "the training thread waits while child processes the job forked itself run: "
                                      "what it waits for is the script's own doing"));
            else
                chain.rootCause = workersBusyShare >= kMinWorkersBusyShare
                    ? translated(
                        QT_TRANSLATE_NOOP("ChainEngine", "the DataLoader workers, busy on the CPU, cannot keep up"))
                    : translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                   "the DataLoader workers are waiting themselves (I/O, a lock)"));
            break;
        case Starvation::Blocked:
            //: %1 a thread, %2 a duration per step, %3 a percentage
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                       "Input starvation: %1 is blocked between steps %2 per step "
                                                       "(%3), the GPU idle"),
                                     scope.threadLabel(main), perStep, percent(chain.impact.share));
            chain.rootCause = translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "the step loop waits off the CPU for its next batch (a read, a queue, a lock)"));
            break;
        case Starvation::HostWork:
            //: %1 a thread, %2 a duration per step, %3 a percentage
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                       "Input starvation: %1 works on the CPU between steps %2 per "
                                                       "step (%3), the GPU idle"),
                                     scope.threadLabel(main), perStep, percent(chain.impact.share));
            chain.rootCause = translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "host work between steps on the training thread, with no GPU work queued"));
            break;
        }

        //: %1 a number of gaps, %2 and %3 durations (median and total), %4 a Python file and line
        chain.steps.push_back({gaps.front().from, "HOST", "gap",
                               translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                            "%1 gaps with no CUDA call before a step, median %2, %3 "
                                                            "in all, each ending at %4"),
                                          gaps.size(), duration(median), duration(gapTotal), stepWhere),
                               gapTotal});
        if (sched)
            //: %1 a thread, %2 a percentage
            chain.steps.push_back(
                {0, "HOST", "sched_switch",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 was off the CPU for %2 of those gaps"),
                            scope.threadLabel(main), percent(offShare)),
                 offInGaps});
        else
            chain.steps.push_back({0, "HOST", "sched_switch",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                "the trace does not record when threads left the "
                                                                "CPU: what the thread did in the gaps is read from "
                                                                "the script")),
                                   0});
        if (gpu.known())
            //: %1 a percentage, %2 a duration
            chain.steps.push_back(
                {0, "GPU", "idle",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "the GPU ran nothing for %1 of those gaps (%2)"),
                            percent(1.0 - static_cast<double>(gpuBusyInGaps) / static_cast<double>(gapTotal)),
                            duration(gapTotal - gpuBusyInGaps)),
                 gapTotal - gpuBusyInGaps});
        if (waitKnown)
            //: %1 a Python file and line, %2 a duration, %3 a percentage
            chain.steps.push_back({0, "PYTHON", "wait",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                "it blocked at %1 for %2 of them (%3 of its "
                                                                "off-CPU time in the gaps)"),
                                              shortWhere(waitLine), duration(waitNs),
                                              percent(static_cast<double>(waitNs)
                                                      / static_cast<double>(std::max<std::int64_t>(1, offInGaps)))),
                                   waitNs});
        if (!workers.empty())
            //: %1 a number of workers, %2 a percentage
            chain.steps.push_back(
                {0, "HOST", "workers",
                 dataLoaderWorkers
                     ? translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 DataLoader workers, on the CPU %2 of the gaps"),
                                  workers.size(), percent(workersBusyShare))
                     //: %1 a number of processes, %2 a percentage
                     : translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 child processes, on the CPU %2 of the gaps"),
                                  workers.size(), percent(workersBusyShare)),
                 0});
        if (where.loader.isValid() && where.isDataLoader)
            //: %1 a Python file and line, %2 the num_workers value as written
            chain.steps.push_back(
                {0, "PYTHON", "DataLoader",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "the DataLoader at %1 has num_workers=%2"),
                            shortWhere(where.loader), where.numWorkers),
                 0});

        //: %1 a process, %2 a number of steps, %3 a duration per step, %4 a duration per step, %5 a
        //: percentage, %6 a Python file and line
        chain.explanation = translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              "Before each of %2 steps of %1, the process issued no GPU work for %3 (median; the "
                              "steps take %4), %5 of the steps, until %6 started the next step. The GPU has "
                              "nothing to do while the next batch is made."),
            processLabel(trace, a.process), gaps.size(), duration(median), duration(a.stepPeriod),
            percent(chain.impact.share), stepWhere);
        switch (kind) {
        case Starvation::PreparedOnThread:
            if (sched)
                //: Appended to the explanation; mind the leading space. %1 a percentage
                chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                  " The training thread stayed on the CPU for %1 of "
                                                                  "that time, and no DataLoader worker exists: it "
                                                                  "loads and collates the batches itself."),
                                                percent(1.0 - offShare));
            else
                //: Appended to the explanation; mind the leading space.
                chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                  " The DataLoader has no workers, so the training "
                                                                  "thread loads and collates the batches itself."));
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Give the DataLoader workers (num_workers=4 or "
                                                                 "more, persistent_workers=True) so batches are "
                                                                 "made in parallel with the step")));
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Move costly augmentation out of collate_fn, or "
                                                                 "onto the GPU")));
            break;
        case Starvation::WaitingForWorkers:
            //: Appended to the explanation; mind the leading space. %1 and %3 percentages, %2 a number
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              " The training thread was off the CPU for %1 of it, "
                                                              "waiting for its %2 workers, which were on the CPU "
                                                              "%3 of that time."),
                                            percent(offShare), workers.size(), percent(workersBusyShare));
            if (!dataLoaderWorkers)
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Find what the training thread waits for from "
                                                                     "its child processes (a queue, a pipe, a "
                                                                     "lock) and whether they need all the cores")));
            else if (workersBusyShare >= kMinWorkersBusyShare)
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Add DataLoader workers (as many as free cores "
                                                                     "allow) or make each sample cheaper")));
            else
                ChainBuilder::recommend(chain,
                                        translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                     "Find what the workers wait on (storage, "
                                                                     "network); cache or prefetch the data, raise "
                                                                     "prefetch_factor")));
            break;
        case Starvation::Blocked:
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Find what the loop waits on between steps "
                                                                 "(reading data, a queue); load it in "
                                                                 "DataLoader workers with prefetching")));
            break;
        case Starvation::HostWork:
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Move the work between steps off the training "
                                                                 "thread (into the DataLoader's workers) or do it "
                                                                 "every N steps")));
            break;
        }
        if (waitKnown && (kind == Starvation::Blocked || kind == Starvation::WaitingForWorkers))
            //: Appended to the explanation; mind the leading space. %1 a file and line, %2 a function
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              " It waits at %1 (in %2): its stack when it "
                                                              "blocked."),
                                            shortWhere(waitLine), waitLine.function);
        if (where.loader.isValid() && where.isDataLoader)
            //: Appended to the explanation; mind the leading space. %1 a file and line, %2 the value as written
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                              " The loop reads the DataLoader made at %1 with "
                                                              "num_workers=%2."),
                                            shortWhere(where.loader), where.numWorkers);
        if (where.collate.isValid())
            //: Appended to the explanation; mind the leading space. %1 a function, %2 a file and line
            chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine", " Its collate_fn is %1 (%2)."),
                                            where.collate.function, shortWhere(where.collate));
        out.push_back(std::move(chain));
    }
}

} // namespace faultline::rules
