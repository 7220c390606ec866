#include "OpStatistics.h"

#include "OpCatalog.h"
#include "Percentile.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace faultline {

namespace {

struct Key
{
    std::uint8_t source;
    std::uint8_t op;
    std::uint32_t pid;
    auto operator<=>(const Key&) const = default;
};

struct Accumulator
{
    std::vector<std::int64_t> durations;
    std::uint64_t bytes = 0;
};

struct AggregateTotals
{
    std::int64_t count = 0;
    std::uint64_t bytes = 0;
};

OpStats finish(const Key& key, Accumulator& acc, const std::map<Key, AggregateTotals>& aggregates)
{
    std::sort(acc.durations.begin(), acc.durations.end());
    OpStats s;
    s.source = key.source;
    s.op = key.op;
    s.pid = key.pid;
    s.count = static_cast<std::int64_t>(acc.durations.size());
    s.p50 = percentile(acc.durations, 0.50);
    s.p95 = percentile(acc.durations, 0.95);
    s.p99 = percentile(acc.durations, 0.99);
    s.min = acc.durations.empty() ? 0 : acc.durations.front();
    s.max = acc.durations.empty() ? 0 : acc.durations.back();
    for (const std::int64_t d : acc.durations)
        s.sumDuration = capture::saturatingAdd(s.sumDuration, d);
    s.bytes = acc.bytes;
    s.totalCount = s.count;
    s.totalBytes = s.bytes;
    if (const auto it = aggregates.find(key); it != aggregates.end()) {
        // Aggregates count every event the tracer saw; trust them only where they say more.
        if (it->second.count > s.count) {
            s.totalCount = it->second.count;
            s.totalBytes = std::max(s.bytes, it->second.bytes);
        }
    }
    return s;
}

} // namespace

std::string OpStats::sourceName() const
{
    return capture::OpCatalog::sourceName(source);
}

std::string OpStats::opName() const
{
    return capture::OpCatalog::opName(source, op);
}

std::vector<OpStats> OpStatistics::compute(const Trace& trace)
{
    std::map<Key, Accumulator> all;
    std::map<Key, Accumulator> perProcess;
    for (const Lane& lane : trace.lanes) {
        const std::uint32_t pid = trace.threads[lane.thread].pid;
        const EventColumns& ev = lane.events;
        // Runs of one op are the norm in a lane: look the accumulators up only when it changes.
        int lastKind = -1; // no 16-bit kind equals it, so the first event always looks up
        Accumulator* a = nullptr;
        Accumulator* p = nullptr;
        bool bytes = false;
        for (std::size_t i = 0; i < ev.size(); ++i) {
            if (ev.kind[i] != lastKind) {
                lastKind = ev.kind[i];
                const std::uint8_t source = ev.sourceAt(i);
                const std::uint8_t op = ev.opAt(i);
                a = &all[{source, op, 0}];
                // pid 0 names the all-processes row; real pid-0 rows (Ingero's sched_wakeup) count there only.
                p = pid == 0 ? nullptr : &perProcess[{source, op, pid}];
                bytes = capture::OpCatalog::info(source, op).arg0IsBytes;
            }
            const std::int64_t d = ev.durationAt(i);
            a->durations.push_back(d);
            if (p)
                p->durations.push_back(d);
            if (bytes) {
                a->bytes += ev.arg0[i];
                if (p)
                    p->bytes += ev.arg0[i];
            }
        }
    }

    std::map<Key, AggregateTotals> aggregates;
    for (const capture::Aggregate& agg : trace.aggregates) {
        const bool bytes = capture::OpCatalog::info(agg.source, agg.op).arg0IsBytes;
        const auto add = [&](const Key& key) {
            AggregateTotals& t = aggregates[key];
            t.count = capture::saturatingAdd(t.count, agg.count);
            if (bytes)
                t.bytes += static_cast<std::uint64_t>(agg.sumArg0);
        };
        add(Key{agg.source, agg.op, 0});
        if (agg.pid != 0)
            add(Key{agg.source, agg.op, agg.pid});
    }

    // Ops the tracer saw but the capture never stored (mm_page_alloc, say) still get a row:
    // count 0 and the true count, so nothing disappears from the summary.
    for (const auto& [key, totals] : aggregates) {
        auto& table = key.pid == 0 ? all : perProcess;
        if (totals.count > 0)
            table.try_emplace(key);
    }

    std::vector<OpStats> out;
    out.reserve(all.size() + perProcess.size());
    for (auto& [key, acc] : all)
        out.push_back(finish(key, acc, aggregates));
    for (auto& [key, acc] : perProcess)
        out.push_back(finish(key, acc, aggregates));
    const bool launchesAtEntry = trace.metaValue("probe.launch_probes").find("entry only") != std::string::npos;
    for (OpStats& s : out) {
        const bool launch = capture::OpCatalog::info(s.source, s.op).category == capture::OpCategory::Launch
            && s.source != static_cast<std::uint8_t>(capture::Source::CudaGraph);
        s.timed = s.count > 0 && !(launchesAtEntry && launch);
    }
    return out;
}

std::vector<ProcessStats> OpStatistics::processes(const Trace& trace)
{
    std::vector<ProcessStats> out;
    bool severalNodes = false;
    for (const Process& p : trace.processes)
        severalNodes |= p.node != trace.processes.front().node;
    // A profiler trace has no scheduling events; a probe or Ingero capture that recorded any has
    // them for every process it traced.
    const bool scheduling = std::any_of(trace.lanes.begin(), trace.lanes.end(),
                                        [](const Lane& l) { return l.kind == LaneKind::OffCpu; });
    for (const Process& p : trace.processes) {
        ProcessStats s;
        s.pid = p.pid;
        s.name = p.name;
        s.node = severalNodes ? p.node : std::string();
        s.gpuDevice = p.gpuDevice;
        s.schedulingKnown = scheduling && p.gpuDevice < 0;
        s.threads = static_cast<std::int64_t>(p.threads.size());
        for (const std::uint32_t ti : p.threads) {
            for (const std::uint32_t li : trace.threads[ti].lanes) {
                const Lane& lane = trace.lanes[li];
                const EventColumns& ev = lane.events;
                s.events += static_cast<std::int64_t>(ev.size());
                if (lane.kind == LaneKind::CudaRuntime || lane.kind == LaneKind::Driver)
                    s.cudaCalls += static_cast<std::int64_t>(ev.size());
                if (lane.kind == LaneKind::OffCpu) {
                    s.contextSwitches += static_cast<std::int64_t>(ev.size());
                    for (std::size_t i = 0; i < ev.size(); ++i)
                        s.offCpuNs = capture::saturatingAdd(s.offCpuNs, ev.durationAt(i));
                }
            }
        }
        out.push_back(std::move(s));
    }
    return out;
}

DropStats OpStatistics::drops(const Trace& trace)
{
    DropStats d;
    d.recorded = !trace.counters.empty();
    d.bySource = trace.counters;
    for (const capture::SourceCounters& c : trace.counters) {
        d.seen = capture::saturatingAdd(d.seen, c.seen);
        d.stored = capture::saturatingAdd(d.stored, c.stored);
        d.dropped = capture::saturatingAdd(d.dropped, c.dropped);
    }
    return d;
}

std::vector<std::int64_t> OpStatistics::durations(const Trace& trace, std::uint8_t source, std::uint8_t op,
                                                  std::uint32_t pid)
{
    std::vector<std::int64_t> out;
    const auto code = static_cast<std::uint16_t>((source << 8) | op);
    const LaneKind kind = laneKindFor(source, op);
    for (const Lane& lane : trace.lanes) {
        if (lane.kind != kind || (pid != 0 && trace.threads[lane.thread].pid != pid))
            continue;
        const EventColumns& ev = lane.events;
        for (std::size_t i = 0; i < ev.size(); ++i) {
            if (ev.kind[i] == code)
                out.push_back(ev.durationAt(i));
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace faultline
