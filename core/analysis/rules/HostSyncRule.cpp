#include "Rules.h"

#include <algorithm>
#include <cmath>

// Host synchronisation every step: a line that makes the CPU wait for the GPU in most steps
// (`.item()`, `.cpu()`, `print(tensor)`, torch.cuda.synchronize(): a device-to-host copy and a
// stream sync). While the host waits the GPU may still be busy, so the wait itself is not the
// loss; what is lost comes after: the sync returns with the GPU's queue empty, and the GPU idles
// until the host issues the next work. That idle time, from each sync's end to the next launch or
// copy of the process (at most 10 ms, or a step), is the cost.

namespace faultline::rules {

namespace {

// cudaMemcpy (not Async) blocks, except small host-to-device copies (<= 64 KiB, staged).
constexpr std::uint64_t kStagedCopyMaxBytes = 64 * 1024;
// Only processes with at least this many steps.
constexpr std::int64_t kMinSteps = 3;
// The GPU's idle time after a sync counts up to the process's next launch or copy, at most 10 ms (or a step).
constexpr std::int64_t kMaxIdleAfterSyncNs = 10 * kMs;
// The cap of a step shorter than 10 ms is never below 1 ms.
constexpr std::int64_t kMinIdleAfterSyncNs = kMs;

bool isBlockingCopy(const Scope& scope, EventRef r)
{
    // cudaMemcpy (not Async) blocks, except small host-to-device copies (<= 64 KiB, staged).
    const std::uint8_t op = scope.opOf(r);
    if (scope.sourceOf(r) == static_cast<std::uint8_t>(capture::Source::Cuda) && op == capture::ops::CudaMemcpy)
        return !(scope.arg1(r) == 1 && scope.arg0(r) <= kStagedCopyMaxBytes);
    return scope.sourceOf(r) == static_cast<std::uint8_t>(capture::Source::Driver) && op == capture::ops::CuMemcpy;
}

bool isDeviceToHost(const Scope& scope, EventRef r)
{
    return scope.sourceOf(r) == static_cast<std::uint8_t>(capture::Source::Cuda) && scope.arg1(r) == 2;
}

} // namespace

void hostSyncRule(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Scope& scope = b.scope();
    const Trace& trace = scope.trace();
    for (const ProcessActivity& a : in.activity) {
        if (a.stepCount() < kMinSteps)
            continue;
        // Waits: syncs and blocking copies; device-to-host copies go with them as evidence.
        struct PerLine
        {
            std::vector<EventRef> waits;
            std::vector<EventRef> copies; // device-to-host
            std::vector<std::uint8_t> steps;
        };
        std::map<SourceLine, PerLine> byLine;
        auto add = [&](EventRef r, bool wait) {
            const int step = a.stepAt(scope.start(r));
            if (step < 0)
                return;
            const SourceLine line = b.lineOf(r);
            if (!line.isValid())
                return;
            PerLine& p = byLine[line];
            if (p.steps.empty())
                p.steps.assign(a.stepStarts.size(), 0);
            p.steps[static_cast<std::size_t>(step)] = 1;
            (wait ? p.waits : p.copies).push_back(r);
        };
        for (const EventRef& r : a.calls.syncs)
            add(r, true);
        for (const EventRef& r : a.calls.copies) {
            if (isBlockingCopy(scope, r))
                add(r, true);
            else if (isDeviceToHost(scope, r))
                add(r, false);
        }

        const std::int64_t cap = std::min<std::int64_t>(kMaxIdleAfterSyncNs,
                                                        std::max<std::int64_t>(kMinIdleAfterSyncNs, a.stepPeriod));
        for (auto& [line, p] : byLine) {
            std::size_t stepsWith = 0;
            for (const std::uint8_t s : p.steps)
                stepsWith += s;
            if (p.waits.empty() || stepsWith * 2 < a.stepStarts.size())
                continue;
            // The GPU's idle time after each wait, and the time waiting.
            std::int64_t idle = 0;
            std::int64_t waited = 0;
            for (const EventRef& r : p.waits) {
                const std::int64_t end = scope.endOf(r);
                waited += a.inRange(scope.start(r), end);
                auto next = std::lower_bound(a.calls.work.begin(), a.calls.work.end(), end,
                                             [&](EventRef w, std::int64_t t) { return scope.start(w) < t; });
                const std::int64_t until = next == a.calls.work.end() ? a.rangeEnd() : scope.start(*next);
                idle += a.inRange(end, std::min(until, end + cap));
            }
            const double perStep = static_cast<double>(p.waits.size()) / static_cast<double>(stepsWith);
            // "3" when every step has the same number, "2.5" otherwise.
            const std::string perStepText = std::abs(perStep - std::round(perStep)) < 0.05
                ? std::to_string(static_cast<long>(std::lround(perStep)))
                : fixed(perStep, 1);
            const std::size_t d2h = p.copies.size();

            Chain chain;
            chain.rule = "host-sync";
            chain.pid = a.pid;
            chain.id = "host-sync-" + std::to_string(a.pid) + "-" + std::to_string(line.line);
            b.impact(chain, idle, a);
            const std::int64_t stepNs = a.rangeNs() / std::max<std::int64_t>(1, a.stepCount());
            const std::string where = shortWhere(line);
            //: %1 a number per step like 3.0, %2 a Python file and line, %3 and %4 durations, %5 a percentage
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                       "The host waits for the GPU %1 times per step at %2: the GPU "
                                                       "idles %3 of each %4 step after it (%5)"),
                                     perStepText, where, duration(idle / std::max<std::int64_t>(1, a.stepCount())),
                                     duration(stepNs), percent(chain.impact.share));
            chain.rootCause = translated(QT_TRANSLATE_NOOP(
                "ChainEngine",
                "a host synchronisation every step (.item(), .cpu(), printing a tensor, synchronize())"));
            std::vector<EventRef> evidence = p.waits;
            std::stable_sort(evidence.begin(), evidence.end(),
                             [&](EventRef x, EventRef y) { return scope.start(x) < scope.start(y); });
            evidence.insert(evidence.end(), p.copies.begin(), p.copies.end());
            chain.windowStart = a.rangeStart();
            chain.windowEnd = a.rangeEnd();
            b.evidence(chain, evidence);
            b.sources(chain, evidence, true);
            ChainBuilder::leadWith(chain, line, 1.0);

            //: %1 a number of calls, %2 a number of steps, %3 a Python file and line, %4 a duration
            chain.steps.push_back({scope.start(p.waits.front()), "CUDA", scope.opName(p.waits.front()),
                                   translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                "%1 synchronising calls in %2 steps from %3, %4 "
                                                                "waiting in them"),
                                              p.waits.size(), stepsWith, where, duration(waited)),
                                   waited});
            if (d2h > 0)
                //: %1 a number of copies
                chain.steps.push_back(
                    {scope.start(p.copies.front()), "CUDA", scope.opName(p.copies.front()),
                     translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 device-to-host copies from the same line"), d2h),
                     0});
            //: %1 a duration, %2 a percentage
            chain.steps.push_back({0, "GPU", "idle",
                                   translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                "the GPU had nothing queued for %1 after them (%2 of "
                                                                "the steps)"),
                                              duration(idle), percent(chain.impact.share)),
                                   idle});
            //: %1 a process, %2 a Python file and line, %3 a count per step, %4 a number of steps, %5 and %6
            //: durations, %7 a percentage
            chain.explanation = translated(
                QT_TRANSLATE_NOOP("ChainEngine",
                                  "In %4 steps of %1, %2 made the host wait for the GPU %3 times per step. Each wait "
                                  "returns with the GPU's queue empty, and the GPU then idles until the host "
                                  "issues the next work: %5 in all, %6 per step (%7 of the steps). The host "
                                  "cannot run ahead of the GPU, so the step is serialised."),
                processLabel(trace, a.process), where, perStepText, stepsWith, duration(idle),
                duration(idle / std::max<std::int64_t>(1, a.stepCount())), percent(chain.impact.share));
            if (const PythonSource* source = b.files().find(line.file))
                //: Appended to the explanation; mind the leading space. %1 is a line of Python
                chain.explanation += translated(QT_TRANSLATE_NOOP("ChainEngine", " The line: %1"),
                                                source->statement(line.line));
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Keep the values on the GPU and read them every N "
                                                                 "steps (accumulate with torch.stack, then one "
                                                                 ".tolist() or .cpu())")));
            ChainBuilder::recommend(chain,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Copy to pinned memory with non_blocking=True and "
                                                                 "wait on a CUDA event only when the value is "
                                                                 "needed")));
            out.push_back(std::move(chain));
        }
    }
}

} // namespace faultline::rules
