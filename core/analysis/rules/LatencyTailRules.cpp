#include "Percentile.h"
#include "Rules.h"

#include <algorithm>
#include <optional>

// Ingero's tail-latency and throughput-drop rules (research/ingero.md §4), replayed post hoc.
// They describe a symptom: a slow 1 % of calls, or fewer calls per second, with whatever the
// system, host, IO and network did meanwhile. Evidence that coincides is not a cause, so each is
// a symptom-only chain at LOW, derived only when asked (ChainOptions::includeSymptoms); the
// cause rules say what the time went to.

namespace faultline::rules {

using capture::OpCatalog;
using capture::saturatingAdd;

namespace {

// Ingero's statistics engine: a 1000-sample window per op.
constexpr std::size_t kWindow = 1000;
// Ingero's statistics engine: a snapshot qualifies with count >= 10.
constexpr std::size_t kMinTailSamples = 10;
// Ingero's statistics engine: a snapshot qualifies with p99/p50 >= 3.
constexpr double kMinTailRatio = 3.0;
// Ingero's evidence table: CPU above 90 %.
constexpr double kCpuPeakPct = 90;
// Ingero's evidence table: memory above 95 %.
constexpr double kMemPeakPct = 95;
// Ingero's evidence table: a load average above 10.
constexpr double kLoadPeak = 10;
// Ingero's evidence table: at least 5 context switches of threads that issue GPU work.
constexpr std::int64_t kMinContextSwitches = 5;
// Ingero's evidence table: more than 1 GiB of host page allocations.
constexpr std::uint64_t kHostAllocBytes = 1ULL << 30;
// Ingero's evidence table: block IO is relevant from 200 operations.
constexpr std::int64_t kMinIoOps = 200;
// Ingero's evidence table: block IO is relevant from a second spent in it in all.
constexpr std::int64_t kMinIoTotalNs = kSecond;
// Ingero's evidence table: block IO is relevant when its peak is at least 1/100 of the p99 (ioPeak * 100 >= p99).
constexpr std::int64_t kIoPeakPerP99 = 100;
// Block IO peaking above this makes local NVMe a recommendation.
constexpr std::int64_t kSlowIoPeakNs = 20 * kMs;
// Ingero's evidence table: more than 5 TCP retransmits.
constexpr std::int64_t kMinRetransmits = 5;
// Ingero's evidence table: more than 100 socket operations (moving more than kMinSocketBytes).
constexpr std::int64_t kMinSocketOps = 100;
// Ingero's evidence table: socket operations moving more than 1 MiB.
constexpr std::uint64_t kMinSocketBytes = 1ULL << 20;
// Throughput drop: at least this many calls of the op.
constexpr std::size_t kMinDropSamples = 10;
// Throughput drop: at least 5 whole snapshots (seconds) before the current one.
constexpr std::size_t kMinSeconds = 6;
// Throughput drop evidence: at least this many block IO operations (or context switches, or retransmits).
constexpr std::int64_t kMinDropIoOps = 50;
// Throughput drop: a peak of at least this many calls per second.
constexpr std::int64_t kMinPeakRate = 10;
// Throughput drop: the last whole second below 60 % of the peak.
constexpr double kDropShare = 0.6;

struct TailFinding
{
    std::int64_t p50 = 0;
    std::int64_t p99 = 0;
    std::int64_t count = 0;
    std::size_t windowFirst = 0; // samples [windowFirst, windowLast) formed the window
    std::size_t windowLast = 0;
    [[nodiscard]] double ratio() const { return p50 > 0 ? static_cast<double>(p99) / static_cast<double>(p50) : 0; }
};

// Ingero's statistics engine replayed post hoc: a 1000-sample window per op, snapshotted at each
// second of event time and once at the end. Returns the snapshot with the largest p99/p50 among
// those that qualify (count >= 10, p50 > 0, p99/p50 >= 3), if any.
std::optional<TailFinding> tailOf(const std::vector<Sample>& samples)
{
    std::optional<TailFinding> best;
    std::vector<std::int64_t> sorted;
    auto snapshot = [&](std::size_t upTo) {
        if (upTo < kMinTailSamples)
            return;
        const std::size_t first = upTo > kWindow ? upTo - kWindow : 0;
        sorted.clear();
        for (std::size_t i = first; i < upTo; ++i)
            sorted.push_back(samples[i].duration);
        std::sort(sorted.begin(), sorted.end());
        TailFinding f;
        f.p50 = percentile(sorted, 0.50);
        f.p99 = percentile(sorted, 0.99);
        f.count = static_cast<std::int64_t>(upTo);
        f.windowFirst = first;
        f.windowLast = upTo;
        if (f.p50 <= 0 || f.ratio() < kMinTailRatio)
            return;
        if (!best || f.ratio() > best->ratio())
            best = f;
    };
    if (samples.empty())
        return best;
    std::int64_t boundary = samples.front().start - samples.front().start % kSecond + kSecond;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if (samples[i].start >= boundary) {
            snapshot(i);
            boundary = samples[i].start - samples[i].start % kSecond + kSecond;
        }
    }
    snapshot(samples.size());
    return best;
}

} // namespace

void latencyTailRules(const RuleInput& in, std::vector<Chain>& out)
{
    const ChainBuilder& b = in.builder;
    const Context& c = in.context;
    const Scope& scope = b.scope();
    for (const auto& [kind, s] : in.samples) {
        const std::string op = OpCatalog::opName(s.source, s.op);
        const std::optional<TailFinding> tail = tailOf(s.samples);

        // Evidence per Ingero's table.
        std::vector<std::string> causes;
        std::vector<ChainStep> steps;
        std::vector<std::string> recs;
        if (c.cpuPeak > kCpuPeakPct) {
            //: One of the causes joined into a chain's title; %1 is a CPU usage percentage
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "CPU at %1 %"), fixed(c.cpuPeak, 0)));
            steps.push_back({0, "SYSTEM", "cpu",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "CPU peaked at %1 %"), fixed(c.cpuPeak, 0)),
                             0});
        }
        if (c.memPeak > kMemPeakPct) {
            //: One of the causes joined into a chain's title; %1 is a memory usage percentage
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "memory at %1 %"), fixed(c.memPeak, 0)));
            steps.push_back({0, "SYSTEM", "memory",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "memory peaked at %1 %"), fixed(c.memPeak, 0)),
                             0});
        }
        if (c.swapPeakMb > 0) {
            //: One of the causes joined into a chain's title; %1 is a number of megabytes
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "swapping (%1 MB)"), c.swapPeakMb));
            steps.push_back(
                {0, "SYSTEM", "swap", translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 MB swapped"), c.swapPeakMb), 0});
            recs.push_back(translated(
                QT_TRANSLATE_NOOP("ChainEngine", "Find what else uses host memory, or add RAM: the job is swapping")));
        }
        if (c.loadPeak > kLoadPeak) {
            //: One of the causes joined into a chain's title; %1 is the system load average, like 12.5
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "load average %1"), fixed(c.loadPeak, 1)));
            steps.push_back(
                {0, "SYSTEM", "load",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "load average up to %1"), fixed(c.loadPeak, 1)), 0});
        }
        if (c.contextSwitches >= kMinContextSwitches) {
            //: One of the causes joined into a chain's title
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 context switches"), c.contextSwitches));
            steps.push_back({0, "HOST", "sched_switch",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 times a traced thread was switched out"),
                                        c.contextSwitches),
                             0});
            recs.push_back(translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "Pin the training process to dedicated cores (taskset -c or os.sched_setaffinity)")));
            recs.push_back(translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "Run background jobs (logrotate, cron, backups) at nice 19 or away from the GPU host")));
        }
        if (c.hostAllocBytes > kHostAllocBytes) {
            //: One of the causes joined into a chain's title; %1 is a size like 1.5 GiB
            causes.push_back(
                translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 of host page allocations"), bytes(c.hostAllocBytes)));
            //: %1 is a size like 1.5 GiB
            steps.push_back(
                {0, "HOST", "mm_page_alloc",
                 translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 of pages allocated"), bytes(c.hostAllocBytes)), 0});
            recs.push_back(translated(
                QT_TRANSLATE_NOOP("ChainEngine", "Find the process allocating host memory while the GPU work runs")));
        }
        const std::int64_t p99ForIo = tail ? tail->p99 : 0;
        const bool ioRelevant = c.ioOps >= kMinIoOps || c.ioTotal >= kMinIoTotalNs
            || (p99ForIo > 0 && c.ioPeak * kIoPeakPerP99 >= p99ForIo);
        if (ioRelevant && c.ioOps > 0) {
            //: One of the causes joined into a chain's title; %2 is the longest operation, like 3.2 ms
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 block IO operations (peak %2)"), c.ioOps,
                                        duration(c.ioPeak)));
            //: Block IO operations; %2 and %3 are durations like 3.2 ms
            steps.push_back({0, "IO", "block_io",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 operations, %2 in total, peak %3"),
                                        c.ioOps, duration(c.ioTotal), duration(c.ioPeak)),
                             c.ioPeak});
            if (c.ioPeak > kSlowIoPeakNs)
                //: %1 is a duration like 80 ms
                recs.push_back(translated(
                    QT_TRANSLATE_NOOP("ChainEngine", "Move data and checkpoints to local NVMe: block IO peaked at %1"),
                    duration(c.ioPeak)));
            recs.push_back(c.ioSectors[0] >= c.ioSectors[1]
                               ? translated(QT_TRANSLATE_NOOP(
                                   "ChainEngine",
                                   "Reads dominate: cache the dataset in memory or raise DataLoader prefetch_factor"))
                               : translated(QT_TRANSLATE_NOOP(
                                   "ChainEngine", "Writes dominate: checkpoint less often or write asynchronously")));
        }
        if (c.retransmits > kMinRetransmits) {
            //: One of the causes joined into a chain's title, and the title of a chain of its own
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 TCP retransmits"), c.retransmits));
            steps.push_back({0, "NET", "tcp_retransmit",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 retransmitted segments"), c.retransmits),
                             0});
            recs.push_back(translated(QT_TRANSLATE_NOOP(
                "ChainEngine", "Check the network path (NIC errors, MTU, congestion): TCP is retransmitting")));
        }
        if (c.socketOps > kMinSocketOps && c.socketBytes > kMinSocketBytes) {
            //: One of the causes joined into a chain's title
            causes.push_back(translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 socket operations"), c.socketOps));
            //: %2 is a size like 12 MiB
            steps.push_back({0, "NET", "socket_io",
                             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 socket calls moving %2"), c.socketOps,
                                        bytes(c.socketBytes)),
                             0});
        }
        if (causes.empty())
            continue; // Ingero's rule: no evidence, no chain

        std::string causeText;
        for (const std::string& cause : causes)
            causeText += (causeText.empty() ? "" : " + ") + cause;

        if (tail) {
            Chain chain;
            chain.rule = "tail";
            chain.symptomOnly = true;
            chain.id = std::string("tail-") + op;
            //: %1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a ratio like 4.5,
            //: %5 the causes joined with " + " (like "CPU at 97 % + 120 context switches")
            chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 p99 = %2 (%3× p50 %4) — %5"), op,
                                     duration(tail->p99), fixed(tail->ratio(), 1), duration(tail->p50), causeText);
            chain.rootCause = causeText;
            // Evidence: the calls at or above the p99 of the window that showed the tail, longest first.
            std::vector<EventRef> slow;
            std::vector<EventRef> window;
            for (std::size_t i = tail->windowFirst; i < tail->windowLast; ++i) {
                window.push_back(s.samples[i].ref);
                if (s.samples[i].duration >= tail->p99)
                    slow.push_back(s.samples[i].ref);
            }
            std::stable_sort(slow.begin(), slow.end(),
                             [&](EventRef a, EventRef b2) { return scope.length(a) > scope.length(b2); });
            b.evidence(chain, slow);
            chain.symptom = symptomOf(scope, op, window);
            chain.symptom.p50 = tail->p50;
            chain.symptom.p99 = tail->p99;
            chain.steps = steps;
            //: %1 and %3 are durations like 3.2 ms, %2 a ratio like 4.5
            chain.steps.push_back({chain.windowStart, layerOf(s.source), op,
                                   translated(QT_TRANSLATE_NOOP("ChainEngine", "p99 = %1 (%2× p50 = %3)"),
                                              duration(tail->p99), fixed(tail->ratio(), 1), duration(tail->p50)),
                                   tail->p99});
            for (const std::string& r : recs)
                ChainBuilder::recommend(chain, r);
            //: %1 is a CUDA op like cudaMalloc, %2 and %3 durations, %4 a ratio like 4.5, %5 a number of calls,
            //: %6 a time since the capture began like 42.1 s, %7 the causes joined with " + "
            chain.explanation = translated(
                QT_TRANSLATE_NOOP("ChainEngine",
                                  "%1 usually takes %2, but 1 call in 100 takes %3 or more (%4× the median, over the "
                                  "last %5 calls up to %6). In the same period: %7. Slow calls that coincide with "
                                  "these conditions point at them rather than at the GPU."),
                op, duration(tail->p50), duration(tail->p99), fixed(tail->ratio(), 1),
                tail->windowLast - tail->windowFirst, scope.at(chain.windowEnd), causeText);
            b.sources(chain, slow);
            chain.pid = slow.empty() ? 0 : scope.thread(slow.front()).pid;
            std::int64_t slowTime = 0;
            for (const EventRef& r : slow)
                slowTime = saturatingAdd(slowTime, scope.length(r));
            b.impact(chain, slowTime);
            out.push_back(std::move(chain));
            continue;
        }

        // Throughput drop: calls per second of event time, the last second against the peak.
        if (s.samples.size() < kMinDropSamples)
            continue;
        std::vector<std::int64_t> perSecond;
        const std::int64_t t0 = s.samples.front().start;
        for (const Sample& x : s.samples) {
            const auto bucket = static_cast<std::size_t>((x.start - t0) / kSecond);
            if (perSecond.size() <= bucket)
                perSecond.resize(bucket + 1, 0);
            ++perSecond[bucket];
        }
        if (perSecond.size() < kMinSeconds) // at least 5 whole snapshots before the current one
            continue;
        perSecond.pop_back(); // the last, partial second is not a rate
        const std::int64_t peak = *std::max_element(perSecond.begin(), perSecond.end());
        const std::int64_t current = perSecond.back();
        const bool evidence = c.contextSwitches >= kMinContextSwitches || c.ioOps >= kMinDropIoOps
            || c.retransmits > kMinRetransmits;
        if (peak < kMinPeakRate || current < 1 || static_cast<double>(current) >= kDropShare * static_cast<double>(peak)
            || !evidence)
            continue;
        const double drop = 1.0 - static_cast<double>(current) / static_cast<double>(peak);
        Chain chain;
        chain.rule = "throughput-drop";
        chain.symptomOnly = true;
        chain.id = std::string("drop-") + op;
        //: %1 is a CUDA op like cudaMalloc, %2 and %3 calls per second, %4 the causes joined with " + "
        chain.title = translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 rate fell to %2/s from a peak of %3/s — %4"), op,
                                 current, peak, causeText);
        chain.rootCause = causeText;
        std::vector<EventRef> last;
        const std::int64_t lastStart = t0 + static_cast<std::int64_t>(perSecond.size() - 1) * kSecond;
        for (const Sample& x : s.samples)
            if (x.start >= lastStart && x.start < lastStart + kSecond)
                last.push_back(x.ref);
        b.evidence(chain, last);
        chain.symptom = symptomOf(scope, op, last);
        chain.steps = steps;
        //: %3 is a percentage like 45 %
        chain.steps.push_back(
            {lastStart, layerOf(s.source), op,
             translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 calls/s against a peak of %2/s (%3 fewer)"), current, peak,
                        percent(drop)),
             0});
        for (const std::string& r : recs)
            ChainBuilder::recommend(chain, r);
        //: %1 is a CUDA op like cudaMalloc, %4 a time since the capture began like 42.1 s,
        //: %5 the causes joined with " + "
        chain.explanation = translated(QT_TRANSLATE_NOOP("ChainEngine",
                                                         "The job issued %1 %2 times per second at its best, but only "
                                                         "%3 times in the last whole second (%4), while %5."),
                                       op, peak, current, scope.at(lastStart), causeText);
        chain.pid = last.empty() ? 0 : scope.thread(last.front()).pid;
        b.impact(chain, 0);
        out.push_back(std::move(chain));
    }
}

} // namespace faultline::rules
