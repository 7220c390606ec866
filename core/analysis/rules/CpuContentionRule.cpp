#include "Rules.h"

#include <algorithm>
#include <set>

// The thread that issues a process's GPU work loses its core: while it is off the CPU the GPU gets
// nothing new. The scheduler record says which thread ran on the core just before this one came
// back. Idle (0) means the thread was blocked and woke on a free core: not contention. One of the
// process's own threads (a GIL hand-over) is not either. One of the job's DataLoader workers
// means the job's own processes compete for too few cores, and so does a child it forked that is
// not one (said as what it is, by name and pid); anything else is another process taking the CPU. Only the time inside
// the process's steps (or its GPU work) counts.

namespace faultline::rules {

namespace {

// A pattern, not a handful of switches: at least this many switches to one kind of thread.
constexpr std::int64_t kMinSwitches = 5;
// At least 1 % of the range lost to them.
constexpr double kMinRangeShare = 0.01;
// The job's own workers or children: at least 3 in 10 of the thread's switches (switches * 10 >= all * 3).
constexpr std::int64_t kMinOwnSwitchTenths = 3;
// Other processes: at most this many named as steps of the chain, most time first.
constexpr std::size_t kMaxOthersShown = 5;

struct Taken
{
    std::int64_t ns = 0;
    std::int64_t switches = 0;
    std::vector<EventRef> refs;
    std::map<std::uint32_t, std::int64_t> byThread; // tid that ran -> ns
    // Of these, the switches the probe saw as preemptions (the thread stayed runnable): their
    // whole length is run-queue delay.
    std::vector<std::int64_t> preemptions;
};

// "; preempted N times, waiting M to run again (median X)" for a chain step, or "" without
// preemptions recorded.
std::string runQueueText(const Taken& taken)
{
    if (taken.preemptions.empty())
        return {};
    std::vector<std::int64_t> sorted = taken.preemptions;
    std::sort(sorted.begin(), sorted.end());
    std::int64_t total = 0;
    for (const std::int64_t ns : sorted)
        total += ns;
    //: Appended to a step; mind the leading semicolon. %1 a count, %2 and %3 durations
    return translated(QT_TRANSLATE_NOOP("ChainEngine",
                                        "; preempted %1 times while it could run, waiting %2 for a core in all "
                                        "(run-queue delay, median %3)"),
                      sorted.size(), duration(total), duration(sorted[sorted.size() / 2]));
}

// The tids of the threads of the job's helper processes of one kind (DataLoader workers, or other
// children), and their pids.
std::set<std::uint32_t> helperTids(const Trace& trace, const std::set<std::uint32_t>& pids)
{
    std::set<std::uint32_t> out;
    for (const Thread& t : trace.threads)
        if (pids.count(t.pid))
            out.insert(t.tid);
    return out;
}

std::string ranLabel(const Trace& trace, std::uint32_t tid)
{
    for (const Thread& t : trace.threads)
        if (t.tid == tid)
            return processLabel(trace.processName(t.pid).empty() ? t.name : trace.processName(t.pid), t.pid);
    const std::string name = trace.processName(tid);
    if (!name.empty())
        return processLabel(name, tid);
    //: A thread the capture knows only by its id (not traced); %1 is the id
    return translated(QT_TRANSLATE_NOOP("ChainEngine", "tid %1 (not traced)"), tid);
}

void workerContention(const ChainBuilder& b, const ProcessActivity& a, const Taken& taken, std::int64_t switches,
                      std::int64_t offNs, const std::set<std::uint32_t>& workers, const std::set<std::uint32_t>& pids,
                      bool dataLoader, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const Thread& main = trace.threads[a.mainThread];

    // The workers' own off-CPU share, for the explanation.
    std::vector<std::string> shares;
    for (const Thread& t : trace.threads) {
        if (!workers.count(t.tid))
            continue;
        std::int64_t off = 0;
        for (const OffCpuInterval& i : offCpu(scope, static_cast<std::uint32_t>(&t - trace.threads.data())))
            off += a.inRange(i.start, i.end);
        shares.push_back(scope.threadLabel(t) + " "
                         + percent(static_cast<double>(off) / static_cast<double>(a.rangeNs())));
    }

    Chain chain;
    chain.rule = "cpu-self-contention";
    chain.pid = a.pid;
    chain.id = "cpu-self-contention-" + std::to_string(a.pid);
    b.impact(chain, taken.ns, a);
    const double familyShare = static_cast<double>(taken.switches)
        / static_cast<double>(std::max<std::int64_t>(1, switches));
    // The children by name and pid: "python3 (pid 4243), python3 (pid 4244)".
    std::vector<std::string> children;
    for (const std::uint32_t pid : pids)
        children.push_back(processLabel(trace.processName(pid), pid));
    if (dataLoader)
        //: %1 is a thread like "python3 4242", %2 and %3 percentages like 35 %, %4 a number of processes
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                   "%4 DataLoader workers take the CPU from %1: off-CPU %2 of the "
                                                   "time, %3 of it to its own workers"),
                                 scope.threadLabel(main),
                                 percent(static_cast<double>(offNs) / static_cast<double>(a.rangeNs())),
                                 percent(familyShare), pids.size());
    else
        //: %1 is a thread like "python3 4242", %2 and %3 percentages, %4 a list of processes with their pids
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                   "The job's own child processes take the CPU from %1: off-CPU %2 "
                                                   "of the time, %3 of it to %4"),
                                 scope.threadLabel(main),
                                 percent(static_cast<double>(offNs) / static_cast<double>(a.rangeNs())),
                                 percent(familyShare), listText(children, 4));
    chain.rootCause = dataLoader
        ? translated(QT_TRANSLATE_NOOP("ChainEngine", "more busy DataLoader workers than free cores"))
        : translated(QT_TRANSLATE_NOOP("ChainEngine", "the job's child processes, busy on the CPU, share its cores"));
    //: %1 is a thread like "python3 4242", %3 a duration like 3.2 s
    chain.steps.push_back({0, "HOST", "sched_switch",
                           translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                        "%1 was switched out %2 times for %3; %4 times a worker "
                                                        "took its place"),
                                      scope.threadLabel(main), switches, duration(offNs), taken.switches)
                               + runQueueText(taken),
                           offNs});
    std::vector<EventRef> evidence = taken.refs;
    std::stable_sort(evidence.begin(), evidence.end(),
                     [&](EventRef x, EventRef y) { return scope.length(x) > scope.length(y); });
    b.evidence(chain, evidence);
    // Where the thread was when it lost its core: the line its last call ran.
    b.sources(chain, evidence);
    if (!dataLoader) {
        //: %1 a thread, %2 a process, %3 a duration, %4 a percentage, %5 and %6 counts of switches, %7 a list
        //: of processes, %8 their threads with their off-CPU share
        chain.explanation = translated(
            QT_TRANSLATE_NOOP("ChainEngine",
                              "%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of %6 switches the thread "
                              "that took its core belonged to a process the job forked: %7 (off-CPU: %8). They are "
                              "not DataLoader workers; whatever they compute, they compete with the training "
                              "thread for the same cores."),
            scope.threadLabel(main), processLabel(trace, a.process), duration(offNs),
            percent(static_cast<double>(offNs) / static_cast<double>(a.rangeNs())), taken.switches, switches,
            listText(children, 6), listText(shares, 8));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Give the child processes fewer cores than the node has "
                                                             "(fewer processes, os.sched_setaffinity, taskset), or "
                                                             "run them at a lower priority (os.nice)")));
        ChainBuilder::recommend(
            chain, translated(QT_TRANSLATE_NOOP("ChainEngine", "Pin the training process to a core of its own")));
        out.push_back(std::move(chain));
        return;
    }
    //: %1 is a thread like "python3 4242", %2 a process like "python3 (pid 4242)", %3 a duration,
    //: %4 a percentage, %8 a list of workers with their off-CPU share like "data_worker 4243 12 %, ..."
    chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                     "%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of "
                                                     "%6 switches the thread that took its core was one of the "
                                                     "job's own %7 DataLoader workers (off-CPU: %8). The training "
                                                     "loop waits for input it produces itself: the workers and "
                                                     "the main process compete for the same cores."),
                                   scope.threadLabel(main), processLabel(trace, a.process), duration(offNs),
                                   percent(static_cast<double>(offNs) / static_cast<double>(a.rangeNs())),
                                   taken.switches, switches, pids.size(), listText(shares, 8));
    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Lower DataLoader num_workers to leave a core for "
                                                         "the training process")));
    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Pin the training process and the workers to "
                                                         "separate cores (taskset, or os.sched_setaffinity "
                                                         "in worker_init_fn)")));
    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Use persistent_workers=True so workers are not "
                                                         "re-created every epoch")));
    out.push_back(std::move(chain));
}

void otherContention(const ChainBuilder& b, const ProcessActivity& a, const Taken& taken, std::int64_t switches,
                     std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    const Thread& main = trace.threads[a.mainThread];
    // Who ran, most time first; several threads of one process are one process.
    std::map<std::string, std::int64_t> byName;
    for (const auto& [tid, ns] : taken.byThread)
        byName[ranLabel(trace, tid)] += ns;
    std::vector<std::pair<std::string, std::int64_t>> ranked(byName.begin(), byName.end());
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
    std::vector<std::string> names;
    for (const auto& [name, ns] : ranked)
        //: A process that took the CPU and for how long: "stress-ng (pid 4242) 1.2 s"
        names.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 %2"), name, duration(ns)));

    Chain chain;
    chain.rule = "cpu-contention";
    chain.pid = a.pid;
    chain.id = "cpu-contention-" + std::to_string(a.pid);
    b.impact(chain, taken.ns, a);
    //: %1 is a thread like "python3 4242", %2 a duration, %3 a percentage, %4 a list of processes
    chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Other processes take the CPU from %1: %2 (%3) — %4"),
                             scope.threadLabel(main), duration(taken.ns), percent(chain.impact.share),
                             listText(names, 3));
    chain.rootCause = translated(
        QT_TRANSLATE_NOOP("ChainEngine", "other processes on the node run on the cores the training thread needs"));
    //: %1 is a thread like "python3 4242", %2 a number of times, %3 a duration like 1.2 s
    chain.steps.push_back({0, "HOST", "sched_switch",
                           translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                        "%1 came back to a core another process had held %2 times, "
                                                        "after %3 off-CPU in all"),
                                      scope.threadLabel(main), taken.switches, duration(taken.ns))
                               + runQueueText(taken),
                           taken.ns});
    for (std::size_t i = 0; i < ranked.size() && i < kMaxOthersShown; ++i)
        //: %1 is a process like "stress-ng (pid 4242)", %2 a duration
        chain.steps.push_back({0, "SYSTEM", "cpu",
                               translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 ran while the thread waited: %2"),
                                          ranked[i].first, duration(ranked[i].second)),
                               ranked[i].second});
    std::vector<EventRef> evidence = taken.refs;
    std::stable_sort(evidence.begin(), evidence.end(),
                     [&](EventRef x, EventRef y) { return scope.length(x) > scope.length(y); });
    b.evidence(chain, evidence);
    // Where the thread was when it lost its core: the line its last call ran.
    b.sources(chain, evidence);
    //: %1 is a thread like "python3 4242", %2 a process, %3 a duration, %4 a percentage, %5 and %6
    //: counts of switches, %7 a list of processes with the time each ran
    chain.explanation = translated(
        QT_TRANSLATE_NOOP("ChainEngine",
                          "%1, which issues the GPU work of %2, was off-CPU for %3 (%4 of its steps) coming back "
                          "to a core another process had held, in %5 of its %6 switches: %7. While it waits "
                          "for a core, the GPU gets no new work."),
        scope.threadLabel(main), processLabel(trace, a.process), duration(taken.ns), percent(chain.impact.share),
        taken.switches, switches, listText(names, 6));
    ChainBuilder::recommend(
        chain,
        translated(QT_TRANSLATE_NOOP(
            "ChainEngine", "Pin the training process to dedicated cores (taskset -c or os.sched_setaffinity)")));
    ChainBuilder::recommend(chain,
                            translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "Move the other processes off the GPU node's cores, or run "
                                                         "them at nice 19 (logrotate, cron, backups, other jobs)")));
    out.push_back(std::move(chain));
}

} // namespace

void cpuContentionRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    for (const ProcessActivity& a : in.activity) {
        if (a.mainThread == UINT32_MAX)
            continue;
        const Process& p = trace.processes[a.process];
        const JobHelpers helpers = jobHelpers(trace, p);
        const std::set<std::uint32_t> loaderTids = helperTids(trace, helpers.dataLoaderPids);
        const std::set<std::uint32_t> childTids = helperTids(trace, helpers.childPids);
        std::set<std::uint32_t> own;
        for (const std::uint32_t t : p.threads)
            own.insert(trace.threads[t].tid);
        // Time blocked in a sync or a copy is waiting for the GPU, whoever ran meanwhile: only the
        // rest of an off-CPU interval can be time lost to another task.
        std::vector<OffCpuInterval> waits;
        for (const auto* list : {&a.calls.syncs, &a.calls.copies})
            for (const EventRef& r : *list)
                if (scope.threadIndex(r) == a.mainThread)
                    waits.push_back({scope.start(r), scope.endOf(r), 0, r});
        std::sort(waits.begin(), waits.end(),
                  [](const OffCpuInterval& x, const OffCpuInterval& y) { return x.start < y.start; });
        Taken byWorkers;
        Taken byChildren;
        Taken byOthers;
        std::int64_t switches = 0;
        std::int64_t offNs = 0;
        for (const OffCpuInterval& i : offCpu(scope, a.mainThread)) {
            const std::int64_t from = std::max(i.start, a.rangeStart());
            const std::int64_t to = std::min(i.end, a.rangeEnd());
            const std::int64_t ns = to > from ? (to - from) - overlap(waits, from, to) : 0;
            if (ns <= 0)
                continue;
            ++switches;
            offNs += ns;
            if (i.previous == 0 || own.count(i.previous))
                continue;
            // Where the probe saw the switch-out, a thread that blocked (a read, a lock, a sleep)
            // lost nothing to whoever ran before it woke: only preemptions are contention.
            if (i.state != capture::OffCpuState::Unknown && i.state != capture::OffCpuState::Preempted)
                continue;
            Taken& t = loaderTids.count(i.previous) ? byWorkers : childTids.count(i.previous) ? byChildren : byOthers;
            t.ns += ns;
            ++t.switches;
            t.refs.push_back(i.ref);
            t.byThread[i.previous] += ns;
            if (i.state == capture::OffCpuState::Preempted)
                t.preemptions.push_back(ns);
        }
        const double range = static_cast<double>(a.rangeNs());
        // At least 1 % of the range and a pattern, not a handful of switches.
        if (byWorkers.switches >= kMinSwitches && static_cast<double>(byWorkers.ns) >= kMinRangeShare * range
            && byWorkers.switches * 10 >= switches * kMinOwnSwitchTenths)
            workerContention(b, a, byWorkers, switches, offNs, loaderTids, helpers.dataLoaderPids, true, out);
        else if (byChildren.switches >= kMinSwitches && static_cast<double>(byChildren.ns) >= kMinRangeShare * range
                 && byChildren.switches * 10 >= switches * kMinOwnSwitchTenths)
            workerContention(b, a, byChildren, switches, offNs, childTids, helpers.childPids, false, out);
        if (byOthers.switches >= kMinSwitches && static_cast<double>(byOthers.ns) >= kMinRangeShare * range)
            otherContention(b, a, byOthers, switches, out);
    }
}

} // namespace faultline::rules
