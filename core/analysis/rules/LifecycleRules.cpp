#include "Rules.h"

#include <algorithm>

// Ingero's lifecycle rules (research/ingero.md §4): the kernel's OOM killer ending a process, a
// pod restarted or evicted (failures: HIGH whatever they cost), and bursts of TCP retransmits (a
// count without the time it cost: a symptom).

namespace faultline::rules {

using capture::OpCatalog;
using capture::Source;

namespace {

// Ingero's lifecycle rules: a burst of TCP retransmits is more than this many.
constexpr std::size_t kMinRetransmits = 10;

std::string signalName(std::uint64_t signal)
{
    switch (signal) {
    case 6: return "SIGABRT";
    case 7: return "SIGBUS";
    case 9: return "SIGKILL";
    case 11: return "SIGSEGV";
    case 15: return "SIGTERM";
    default: return "signal " + std::to_string(signal);
    }
}

// A process that did GPU work and ended badly: a non-zero exit status or a signal (Faultline's
// probe keeps the kernel's exit_code in process_exit's arg0; Ingero writes 0). Left out when
// another failure already says why it ended (an OOM kill, a leak that ended in an OOM).
void processDeaths(const ChainBuilder& b, const std::vector<ProcessActivity>& activity, std::vector<Chain>& out)
{
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    scope.forEach(LaneKind::Instants, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) != static_cast<std::uint8_t>(Source::Host) || e.opAt(i) != capture::ops::ProcessExit
            || e.arg0[i] == 0)
            return;
        const std::uint32_t process = trace.threads[trace.lanes[l].thread].process;
        const auto a = std::find_if(activity.begin(), activity.end(),
                                    [&](const ProcessActivity& x) { return x.process == process; });
        if (a == activity.end())
            return;
        const std::uint32_t pid = trace.processes[process].pid;
        const bool explained = std::any_of(out.begin(), out.end(), [&](const Chain& c) {
            return c.failure && c.pid == pid && (c.rule == "oom" || c.rule == "memory-growth" || c.rule == "cuda-oom");
        });
        if (explained)
            return;
        const std::uint64_t code = e.arg0[i];
        const std::uint64_t signal = code & 0x7f;
        Chain chain;
        chain.rule = "process-died";
        chain.failure = true;
        chain.pid = pid;
        chain.id = "process-died-" + std::to_string(pid);
        const std::string how = signal != 0
            //: How a process ended: "killed by SIGSEGV"
            ? translated(QT_TRANSLATE_NOOP("ChainEngine", "killed by %1"), signalName(signal))
            //: How a process ended: "exit status 1"
            : translated(QT_TRANSLATE_NOOP("ChainEngine", "exit status %1"), (code >> 8) & 0xff);
        //: %1 is a process like "python3 (pid 4242)", %2 a time since the capture began, %3 how it ended
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 died at %2: %3"), processLabel(trace, process),
                                 scope.at(e.start[i]), how);
        chain.rootCause = how;
        chain.steps.push_back({e.start[i], "HOST", "process_exit", chain.title, 0});
        // The last thing it did on the GPU, and where in Python.
        std::vector<EventRef> last;
        for (const auto* list : {&a->calls.work, &a->calls.syncs, &a->calls.mallocs})
            if (!list->empty())
                last.push_back(list->back());
        std::stable_sort(last.begin(), last.end(),
                         [&](EventRef x, EventRef y) { return scope.start(x) > scope.start(y); });
        std::vector<EventRef> evidence = {{l, static_cast<std::uint32_t>(i)}};
        if (!last.empty())
            evidence.push_back(last.front());
        b.evidence(chain, evidence);
        if (!last.empty())
            b.sources(chain, {last.front()}, true);
        //: %1 is a process, %2 how it ended, %3 a time since the capture began
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "%1 ended with %2 at %3, while it was doing GPU work; the "
                                                         "work since its last checkpoint is lost."),
                                       processLabel(trace, process), how, scope.at(e.start[i]));
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Read the process's own error output (the traceback) "
                                                             "for the exception that ended it")));
        b.impact(chain, 0, *a);
        out.push_back(std::move(chain));
    });
}

} // namespace

void lifecycleRules(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Context& c = in.context;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    std::vector<EventRef> retransmits;
    scope.forEach(LaneKind::Net, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) == static_cast<std::uint8_t>(Source::Tcp))
            retransmits.push_back({l, static_cast<std::uint32_t>(i)});
    });
    scope.forEach(LaneKind::Instants, [&](std::uint32_t l, std::size_t i, const EventColumns& e) {
        if (e.sourceAt(i) != static_cast<std::uint8_t>(Source::Host))
            return;
        const std::uint8_t op = e.opAt(i);
        const EventRef ref{l, static_cast<std::uint32_t>(i)};
        Chain chain;
        chain.failure = true;
        if (op == capture::ops::OomKill || op == capture::ops::PodOomKill) {
            const auto victim = static_cast<std::uint32_t>(e.arg1[i]);
            chain.rule = "oom";
            chain.id = "oom-" + std::to_string(victim) + "-" + std::to_string(e.start[i]);
            chain.pid = victim;
            //: %1 is a process like "python3 (pid 4242)", %2 a time since the capture began like 42.1 s
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "OOM killer ended %1 at %2"),
                                     processLabel(trace.processName(victim), victim), scope.at(e.start[i]));
            chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "host memory exhausted"));
            chain.steps.push_back(
                {0, "SYSTEM", "memory",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "memory peaked at %1 %"), fixed(c.memPeak, 0)), 0});
            chain.steps.push_back({e.start[i], "HOST", OpCatalog::opName(e.sourceAt(i), op),
                                   translated(QT_TRANSLATE_NOOP("ChainEngine", "killed pid %1"), victim), 0});
            if (c.hasSnapshots) {
                //: %2 is a time since the capture began like 42.1 s, %3 a memory usage percentage
                chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "The kernel ran out of memory and killed pid %1 at "
                                                                 "%2; system memory peaked at %3 %. Everything the "
                                                                 "process held on the GPU is gone with it."),
                                               victim, scope.at(e.start[i]), fixed(c.memPeak, 0));
            } else {
                //: %2 is a time since the capture began like 42.1 s
                chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "The kernel ran out of memory and killed pid %1 at "
                                                                 "%2. Everything the process held on the GPU is gone "
                                                                 "with it."),
                                               victim, scope.at(e.start[i]));
            }
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Lower host memory use: fewer DataLoader workers, "
                                                                 "smaller prefetch_factor, pin_memory only where it "
                                                                 "helps")));
            ChainBuilder::recommend(
                chain,
                translated(QT_TRANSLATE_NOOP(
                    "ChainEngine", "Set a memory limit on co-located jobs so they, not training, hit it first")));
        } else if (op == capture::ops::PodRestart || op == capture::ops::PodEviction) {
            const bool restart = op == capture::ops::PodRestart;
            chain.rule = "pod";
            if (restart) {
                chain.id = "pod-restart";
                //: %1 is a time since the capture began like 42.1 s
                chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Pod restarted at %1"), scope.at(e.start[i]));
                chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "container restart"));
            } else {
                chain.id = "pod-eviction";
                //: %1 is a time since the capture began like 42.1 s
                chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Pod evicted at %1"), scope.at(e.start[i]));
                chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "eviction by the node"));
            }
            chain.steps.push_back({e.start[i], "INFRA", OpCatalog::opName(e.sourceAt(i), op), chain.title, 0});
            //: %1 is "Pod restarted at 42.1 s" or "Pod evicted at 42.1 s"
            chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1; the job lost its state on that pod."),
                                           chain.title);
            ChainBuilder::recommend(
                chain,
                restart ? translated(
                    QT_TRANSLATE_NOOP("ChainEngine", "Check the container's exit reason and liveness probes"))
                        : translated(QT_TRANSLATE_NOOP(
                            "ChainEngine", "Check the node's memory and disk pressure that triggered eviction")));
        } else {
            return;
        }
        b.evidence(chain, {ref});
        b.impact(chain, 0);
        out.push_back(std::move(chain));
    });
    processDeaths(b, in.activity, out);
    if (retransmits.size() > kMinRetransmits) {
        Chain chain;
        chain.rule = "tcp-retransmit";
        chain.symptomOnly = true;
        chain.id = "tcp-retransmit";
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 TCP retransmits"), retransmits.size());
        chain.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine", "packet loss or congestion on the network path"));
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "TCP resent %1 segments in this range; collective operations "
                                                         "and data loading over the network wait for each one."),
                                       retransmits.size());
        chain.steps.push_back({0, "NET", "tcp_retransmit", chain.title, 0});
        ChainBuilder::recommend(chain,
                                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                             "Check the network path (NIC errors, MTU, "
                                                             "congestion): TCP is retransmitting")));
        b.evidence(chain, retransmits);
        b.impact(chain, 0);
        out.push_back(std::move(chain));
    }
}

} // namespace faultline::rules
