#include "Rules.h"

#include <algorithm>

// The rules that read the GPU time accounting (GpuTime.h), so that a profiler trace without the
// probe's stacks is diagnosed like a probe capture (issue 45): the GPU idle waiting for the
// DataLoader, blocked in a host sync or a copy, while the issuing thread runs CPU work or launches
// kernels one by one, communication that no compute overlaps, and the warm-up steps. Each chain's
// impact is the GPU time it cost over the counted steps (the whole GPU span when there are none).
// A cause a step rule of the probe's (host-sync, pageable-copy, input-starvation) already named for
// the process is not said twice.

namespace faultline::rules {

namespace {

// NVIDIA's host-bound checklist: below this idle share the host's overhead is close to the GPU's
// work, a note rather than an incident.
constexpr double kHostBoundIdleShare = 0.30;
// Communication no compute overlaps: MEDIUM from this share of the steps, HIGH from twice it (an
// NCCL kernel also counts the wait for the slowest peer, so a little is the job's nature).
constexpr double kExposedCommMedium = 0.15;
// Idle of a cause below this share of the steps is not a chain of its own.
constexpr double kMinCauseShare = 0.01;
constexpr std::size_t kMaxPlaces = 3;

Chain* findChain(std::vector<Chain>& out, const char* rule, std::uint32_t pid)
{
    const auto it = std::find_if(out.begin(), out.end(),
                                 [&](const Chain& c) { return c.rule == rule && c.pid == pid; });
    return it == out.end() ? nullptr : &*it;
}

// A step rule already named this cause on its line: the accounting's figure, when larger, becomes
// its impact (it measures every idle interval, not only those after the line). True when found.
bool raise(std::vector<Chain>& out, const char* rule, std::uint32_t pid, std::int64_t ns, const DeviceGpuTime& d)
{
    Chain* c = findChain(out, rule, pid);
    if (!c)
        return false;
    if (ns > c->impact.ns && !c->failure) {
        c->impact.ns = ns;
        c->impact.rangeNs = std::max<std::int64_t>(1, d.counted.spanNs);
        c->impact.share = std::min(1.0, static_cast<double>(ns) / static_cast<double>(c->impact.rangeNs));
        c->impact.steps = d.countedSteps;
        c->severity = std::max(c->severity, severityForShare(c->impact.share));
    }
    return true;
}

void setImpact(Chain& chain, std::int64_t ns, const DeviceGpuTime& d)
{
    chain.impact.ns = std::max<std::int64_t>(0, ns);
    chain.impact.rangeNs = std::max<std::int64_t>(1, d.counted.spanNs);
    chain.impact.share = std::min(1.0,
                                  static_cast<double>(chain.impact.ns) / static_cast<double>(chain.impact.rangeNs));
    chain.impact.steps = d.countedSteps;
    chain.severity = severityForShare(chain.impact.share);
}

std::vector<const GpuIdlePlace*> placesOf(const DeviceGpuTime& d, IdleCause cause)
{
    std::vector<const GpuIdlePlace*> out;
    for (const GpuIdlePlace& p : d.places)
        if (p.cause == cause)
            out.push_back(&p);
    return out;
}

std::string where(const GpuIdlePlace& p)
{
    return p.range.empty() ? p.place : p.place + " (" + p.range + ")";
}

// The places as the chain's story and sources, and the largest interval as its window.
void tell(Chain& chain, const ChainBuilder& b, const DeviceGpuTime& d, const std::vector<const GpuIdlePlace*>& places,
          const char* layer)
{
    std::int64_t total = 0;
    for (const GpuIdlePlace* p : places)
        total += p->ns;
    for (std::size_t k = 0; k < places.size() && k < kMaxPlaces; ++k) {
        const GpuIdlePlace& p = *places[k];
        //: %1 a duration, %2 a number of idle intervals, %3 the longest of them
        chain.steps.push_back(
            {p.largestStart, layer, where(p),
             translated(QT_TRANSLATE_NOOP("ChainEngine", "GPU idle %1 over %2 intervals (longest %3)"), duration(p.ns),
                        p.intervals, duration(p.largestNs)),
             p.ns});
        if (!p.file.empty() && p.line > 0)
            chain.sources.push_back({p.file, p.line, "",
                                     total > 0 ? static_cast<double>(p.ns) / static_cast<double>(total) : 0,
                                     p.intervals});
    }
    if (!places.empty()) {
        const GpuIdlePlace& top = *places.front();
        chain.windowStart = top.largestStart;
        chain.windowEnd = top.largestStart + top.largestNs;
        if (top.call.isValid())
            b.evidence(chain, {top.call});
    }
    static_cast<void>(d);
}

// GPU time of the copies from pageable memory on the device, over the counted steps.
std::int64_t pageableCopyTime(const Trace& trace, const DeviceGpuTime& d)
{
    std::int64_t from = d.first;
    std::int64_t to = d.last;
    for (const GpuStepTime& st : d.steps) {
        if (st.warmup)
            continue;
        if (from == d.first || st.start < from)
            from = st.start;
        to = st.end;
    }
    std::int64_t ns = 0;
    for (const std::uint32_t t : trace.processes[d.gpuProcess].threads)
        for (const std::uint32_t l : trace.threads[t].lanes) {
            const EventColumns& e = trace.lanes[l].events;
            for (std::size_t i = 0; i < e.size(); ++i) {
                if (static_cast<GpuOpKind>(e.opAt(i)) != GpuOpKind::Memcpy
                    || gpuOpArgs(e.arg0[i]).hostMemory != kHostPageable)
                    continue;
                const std::int64_t s = std::max(from, e.start[i]);
                const std::int64_t end = std::min(to, e.start[i] + e.durationAt(i));
                ns += std::max<std::int64_t>(0, end - s);
            }
        }
    return ns;
}

// "24 % of the steps", or "24 % of the run" when the trace has no steps.
std::string shareText(const DeviceGpuTime& d, double share)
{
    if (d.countedSteps > 0)
        //: %1 a percentage
        return translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 of the steps"), percent(share));
    //: %1 a percentage; the run is the GPU's span, from its first work to its last
    return translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 of the run"), percent(share));
}

std::string perStep(const DeviceGpuTime& d, std::int64_t ns)
{
    if (d.countedSteps <= 0)
        return duration(ns);
    //: %1 a duration per step, %2 the number of steps
    return translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 per step over %2 steps"), duration(ns / d.countedSteps),
                      d.countedSteps);
}

// "GPU 0", with its node in a capture of several ("GPU 0 (rank3)"): the model is in the Summary.
std::string gpuLabel(const DeviceGpuTime& d)
{
    std::string label = "GPU " + std::to_string(d.device);
    if (!d.node.empty())
        label += " (" + d.node + ")";
    return label;
}

// The communication kernels of the step where the exposed communication was largest, and that
// step's window, as the chain's evidence.
void communicationEvidence(Chain& chain, const ChainBuilder& b, const Trace& trace, const DeviceGpuTime& d)
{
    std::int64_t from = d.first;
    std::int64_t to = d.last;
    std::int64_t most = -1;
    for (const GpuStepTime& st : d.steps) {
        if (!st.warmup && st.figures.communicationNs > most) {
            most = st.figures.communicationNs;
            from = st.start;
            to = st.end;
        }
    }
    chain.windowStart = from;
    chain.windowEnd = to;
    std::vector<EventRef> kernels;
    for (const std::uint32_t t : trace.processes[d.gpuProcess].threads)
        for (const std::uint32_t l : trace.threads[t].lanes) {
            const EventColumns& e = trace.lanes[l].events;
            for (std::uint32_t i = 0; i < e.size(); ++i)
                if (static_cast<GpuOpKind>(e.opAt(i)) == GpuOpKind::Communication && e.start[i] < to
                    && e.start[i] + e.durationAt(i) > from)
                    kernels.push_back({l, i});
        }
    b.evidence(chain, kernels);
}

} // namespace

void gpuIdleRules(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Trace& trace = b.scope().trace();
    for (const DeviceGpuTime& d : in.gpuTime.devices) {
        if (d.counted.spanNs <= 0)
            continue;
        const std::uint32_t pid = d.hostPid;
        const double span = static_cast<double>(d.counted.spanNs);
        const double idleShare = static_cast<double>(d.counted.idleTotalNs()) / span;
        const std::string gpu = gpuLabel(d);
        const auto share = [&](std::int64_t ns) { return static_cast<double>(ns) / span; };
        const auto begin = [&](const char* rule, const std::string& idSuffix) {
            Chain c;
            c.rule = rule;
            c.id = std::string(rule) + "-" + std::to_string(pid) + "-gpu" + std::to_string(d.device) + idSuffix;
            c.pid = pid;
            return c;
        };

        // The DataLoader's own range says where the thread waited: this chain replaces the step
        // rule's, which can only say that the thread worked or waited between steps.
        const std::int64_t inputNs = d.counted.idle(IdleCause::Input);
        const bool accountedInput = share(inputNs) >= kMinCauseShare;
        if (accountedInput)
            std::erase_if(out, [&](const Chain& c) { return c.rule == "input-starvation" && c.pid == pid; });
        // Without one, the step rule may have found the training thread making its batches itself:
        // the CPU work on that thread is that, said there (with the place the ranges name).
        Chain* batchesOnThread = findChain(out, "input-starvation", pid);
        // The probe's host-sync rule found a line that syncs every step: the host's time between
        // that sync and the next launch is counted there, and the rest of the host's time is what a
        // loop that syncs every step cannot hide. Said there, not again as host-bound.
        const bool syncsEveryStep = findChain(out, "host-sync", pid) != nullptr;
        const bool makesBatches = batchesOnThread != nullptr;
        if (batchesOnThread && batchesOnThread->sources.empty()) {
            const auto cpu = placesOf(d, IdleCause::CpuWork);
            if (!cpu.empty() && !cpu.front()->place.empty())
                //: The range or op where the training thread worked longest is the step's op; %1 a duration
                batchesOnThread->steps.push_back(
                    {cpu.front()->largestStart, "HOST", where(*cpu.front()),
                     translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                  "the thread's longest CPU work while the GPU idled: %1 in all"),
                                duration(cpu.front()->ns)),
                     cpu.front()->ns});
        }
        // Input: the issuing thread inside the DataLoader's __next__ while nothing ran.
        if (const std::int64_t ns = inputNs; accountedInput) {
            const auto places = placesOf(d, IdleCause::Input);
            Chain c = begin("input-starvation", "");
            setImpact(c, ns, d);
            //: %1 a GPU like "GPU 0", %2 a share like 24 %, %3 how much per step, %4 the DataLoader range
            c.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Input starvation: %1 idle %2 (%3) waiting in %4"),
                                 gpu, shareText(d, c.impact.share), perStep(d, ns),
                                 places.empty() ? std::string("__next__") : places.front()->place);
            c.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                       "the training thread waits for its next batch while the GPU has "
                                                       "nothing to run: the DataLoader cannot keep up"));
            c.explanation = translated(
                QT_TRANSLATE_NOOP(
                    "ChainEngine",
                    "The GPU ran nothing for %1 while the thread that issues its work was inside the DataLoader's "
                    "__next__ (%2). The batches come slower than the GPU consumes them."),
                duration(ns), shareText(d, c.impact.share));
            tell(c, b, d, places, "PYTHON");
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                             "Load batches in worker processes: DataLoader(num_workers=N) with N > 0, "
                                             "and persistent_workers=True")));
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                             "Make each batch cheaper: move decoding and augmentation off the training "
                                             "thread, a faster collate_fn, prefetch_factor")));
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP(
                    "ChainEngine",
                    "Use pin_memory=True and .to(device, non_blocking=True) so that copies overlap compute")));
            out.push_back(std::move(c));
        }

        // Sync: blocked in a synchronising call, and the drain after it.
        if (const std::int64_t ns = d.counted.idle(IdleCause::Sync);
            share(ns) >= kMinCauseShare && !raise(out, "host-sync", pid, ns, d)) {
            const auto places = placesOf(d, IdleCause::Sync);
            Chain c = begin("host-sync", "-gpu-time");
            setImpact(c, ns, d);
            const std::string top = places.empty() ? std::string() : where(*places.front());
            //: %1 a GPU, %2 a share, %3 per step, %4 the call and where it was made
            c.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Host sync: %1 idle %2 (%3) after %4"), gpu,
                                 shareText(d, c.impact.share), perStep(d, ns), top);
            c.rootCause = translated(
                QT_TRANSLATE_NOOP("ChainEngine",
                                  "the host waits for the GPU to finish (a synchronize, .item(), .cpu(), cudaFree) and "
                                  "the GPU's queue is empty when it returns"));
            c.explanation = translated(
                QT_TRANSLATE_NOOP("ChainEngine",
                                  "A synchronising call drains the GPU's queue: until the host issues the next kernel "
                                  "the GPU idles. %1 of GPU time was lost so (%2)."),
                duration(ns), shareText(d, c.impact.share));
            tell(c, b, d, places, "CUDA");
            ChainBuilder::recommend(c,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Keep values on the GPU: log losses every N steps, "
                                                                 "avoid .item()/.cpu()/print(tensor) in the step")));
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP(
                    "ChainEngine",
                    "Wait on a CUDA event for the one result needed instead of synchronising the device")));
            out.push_back(std::move(c));
        }

        // With the GPU's own timing, what pageable copies cost is the GPU time they took (a pinned
        // copy runs several times faster) and the idle they left, not how long the host waited: a
        // copy call that waits for queued kernels while the GPU is busy costs nothing (a GPU-bound
        // loop, issue 45).
        if (Chain* pageable = findChain(out, "pageable-copy", pid); pageable && !pageable->failure) {
            const std::int64_t ns = pageableCopyTime(trace, d) + d.counted.idle(IdleCause::Copy);
            setImpact(*pageable, ns, d);
        }
        // Copy: blocked in a copy the host must wait for (device to host, pageable memory).
        if (const std::int64_t ns = d.counted.idle(IdleCause::Copy);
            share(ns) >= kMinCauseShare && !findChain(out, "pageable-copy", pid)) {
            const auto places = placesOf(d, IdleCause::Copy);
            Chain c = begin("blocking-copy", "");
            setImpact(c, ns, d);
            const std::string top = places.empty() ? std::string() : where(*places.front());
            //: %1 a GPU, %2 a share, %3 per step, %4 the copy call and where
            c.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "Blocking copies: %1 idle %2 (%3) in %4"), gpu,
                                 shareText(d, c.impact.share), perStep(d, ns), top);
            c.rootCause = translated(QT_TRANSLATE_NOOP(
                "ChainEngine",
                "a copy from or to pageable host memory, or to the host, that the thread must wait for"));
            c.explanation = translated(
                QT_TRANSLATE_NOOP("ChainEngine",
                                  "A copy from pageable memory or to the host blocks the issuing thread until the GPU "
                                  "has done the work queued before it; then the GPU's queue is empty. %1 of GPU time "
                                  "was lost so (%2)."),
                duration(ns), shareText(d, c.impact.share));
            tell(c, b, d, places, "CUDA");
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                             "Copy from pinned memory: DataLoader(pin_memory=True), "
                                             "tensor.pin_memory(), then .to(device, non_blocking=True)")));
            ChainBuilder::recommend(c,
                                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                                 "Bring results to the host less often, or into a "
                                                                 "pinned buffer with non_blocking=True and an event")));
            out.push_back(std::move(c));
        }

        // Host-bound: CPU work on the issuing thread, and launches one by one.
        for (const IdleCause cause : {IdleCause::CpuWork, IdleCause::Launch}) {
            const std::int64_t ns = d.counted.idle(cause);
            if (share(ns) < kMinCauseShare)
                continue;
            const bool launch = cause == IdleCause::Launch;
            if ((!launch && makesBatches) || syncsEveryStep)
                continue;
            const auto places = placesOf(d, cause);
            Chain c = begin(launch ? "launch-bound" : "cpu-bound", "");
            setImpact(c, ns, d);
            if (idleShare < kHostBoundIdleShare)
                c.severity = ChainSeverity::Low;
            //: Where a host-bound chain's idle time was spent when no range of the trace says
            const std::string top = places.empty() || places.front()->place.empty()
                ? translated(QT_TRANSLATE_NOOP("ChainEngine", "code outside any recorded op"))
                : where(*places.front());
            if (launch) {
                //: %1 a GPU, %2 a share, %3 per step, %4 the op or line launching
                c.title = translated(
                    QT_TRANSLATE_NOOP("ChainEngine", "Launch-bound: %1 idle %2 (%3) between kernels, in %4"), gpu,
                    shareText(d, c.impact.share), perStep(d, ns), top);
                c.rootCause = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                           "kernels run shorter than the host takes to launch the next "
                                                           "one: per-op overhead of the framework and Python"));
            } else {
                //: %1 a GPU, %2 a share, %3 per step, %4 the op or line
                c.title = translated(
                    QT_TRANSLATE_NOOP("ChainEngine", "CPU-bound: %1 idle %2 (%3) while the issuing thread runs %4"),
                    gpu, shareText(d, c.impact.share), perStep(d, ns), top);
                c.rootCause = translated(
                    QT_TRANSLATE_NOOP("ChainEngine",
                                      "the thread that issues the GPU's work is busy on the CPU (framework ops, "
                                      "Python, preprocessing) and queues nothing"));
            }
            //: %1 a duration, %2 a share, %3 the GPU's idle share
            c.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "The GPU idled %1 (%2) while the host was doing "
                                                         "this; it idled %3 in all."),
                                       duration(ns), shareText(d, c.impact.share), shareText(d, idleShare));
            if (idleShare < kHostBoundIdleShare)
                //: Appended to a host-bound chain's explanation; mind the leading space
                c.explanation += translated(QT_TRANSLATE_NOOP(
                    "ChainEngine", " The host's overhead is close to the GPU's work: a note, not an incident."));
            tell(c, b, d, places, launch ? "CUDA" : "HOST");
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                             "Give the GPU more work per launch: a larger batch, fused ops "
                                             "(torch.compile), a fused optimizer (foreach/fused=True)")));
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP(
                    "ChainEngine",
                    "Capture the step in a CUDA graph (torch.cuda.graphs, torch.compile(mode=\"reduce-overhead\"))")));
            if (!launch)
                ChainBuilder::recommend(
                    c,
                    translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                 "Move preprocessing off the issuing thread (DataLoader workers) and "
                                                 "cut Python work in the step")));
            out.push_back(std::move(c));
        }

        // Communication that no compute overlaps (within the rank the trace holds).
        if (const std::int64_t ns = d.counted.communicationNs; share(ns) >= kMinCauseShare) {
            Chain c = begin("exposed-communication", "");
            setImpact(c, ns, d);
            c.severity = c.impact.share >= 2 * kExposedCommMedium ? ChainSeverity::High
                : c.impact.share >= kExposedCommMedium            ? ChainSeverity::Medium
                                                                  : ChainSeverity::Low;
            //: %1 a GPU, %2 a share, %3 per step, %4 the communication time in all
            c.title = translated(
                QT_TRANSLATE_NOOP(
                    "ChainEngine",
                    "Exposed communication: %1 runs only collectives %2 (%3; %4 of communication in all)"),
                gpu, shareText(d, c.impact.share), perStep(d, ns), duration(d.counted.communicationTotalNs));
            c.rootCause = translated(QT_TRANSLATE_NOOP(
                "ChainEngine",
                "collective kernels that no compute overlaps: the step waits for the network, or for a slower rank"));
            c.explanation = translated(
                QT_TRANSLATE_NOOP("ChainEngine",
                                  "For %1 (%2) the GPU ran only communication kernels. A collective's "
                                  "kernel also counts the wait for the slowest peer; with one rank in the trace a "
                                  "straggler cannot be told from a slow link."),
                duration(ns), shareText(d, c.impact.share));
            communicationEvidence(c, b, trace, d);
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP("ChainEngine",
                                             "Overlap communication with compute: DDP bucketing (bucket_cap_mb), FSDP "
                                             "prefetch, issue all-to-all earlier")));
            ChainBuilder::recommend(
                c,
                translated(QT_TRANSLATE_NOOP(
                    "ChainEngine", "Load the traces of every rank together to see whether one rank arrives late")));
            out.push_back(std::move(c));
        }
    }
}

} // namespace faultline::rules
