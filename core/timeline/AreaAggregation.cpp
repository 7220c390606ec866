#include "AreaAggregation.h"

#include "OpCatalog.h"
#include "Percentile.h"

#include <algorithm>
#include <map>

namespace faultline::timeline {

namespace {

struct Accumulator
{
    std::vector<std::int64_t> durations;
    std::int64_t totalNs = 0;
    std::uint64_t bytes = 0;
    bool byteValued = false;
};

std::uint64_t saturatingAddUnsigned(std::uint64_t a, std::uint64_t b)
{
    return b > UINT64_MAX - a ? UINT64_MAX : a + b;
}

} // namespace

std::vector<OpAggregate> aggregateArea(const Trace& trace, std::span<const std::uint32_t> lanes, std::int64_t start,
                                       std::int64_t end)
{
    if (end <= start)
        return {};
    // A lane named twice is still one set of rows, as in "WHERE tid IN (...)".
    std::vector<std::uint32_t> unique(lanes.begin(), lanes.end());
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());

    std::map<std::uint16_t, Accumulator> byKind;
    for (const std::uint32_t laneIndex : unique) {
        if (laneIndex >= trace.lanes.size())
            continue;
        const EventColumns& ev = trace.lanes[laneIndex].events;
        const auto first = std::lower_bound(ev.start.begin(), ev.start.end(), start);
        const auto last = std::lower_bound(first, ev.start.end(), end);
        int lastKind = -1;
        Accumulator* acc = nullptr;
        for (auto i = static_cast<std::size_t>(first - ev.start.begin());
             i < static_cast<std::size_t>(last - ev.start.begin()); ++i) {
            if (ev.kind[i] != lastKind) {
                lastKind = ev.kind[i];
                acc = &byKind[ev.kind[i]];
                acc->byteValued = capture::OpCatalog::info(ev.sourceAt(i), ev.opAt(i)).arg0IsBytes;
            }
            const std::int64_t d = ev.durationAt(i);
            acc->durations.push_back(d);
            acc->totalNs = capture::saturatingAdd(acc->totalNs, d);
            if (acc->byteValued)
                acc->bytes = saturatingAddUnsigned(acc->bytes, ev.arg0[i]);
        }
    }

    std::vector<OpAggregate> out;
    out.reserve(byKind.size());
    for (auto& [kind, acc] : byKind) {
        std::sort(acc.durations.begin(), acc.durations.end());
        OpAggregate row;
        row.source = static_cast<std::uint8_t>(kind >> 8);
        row.op = static_cast<std::uint8_t>(kind & 0xFF);
        row.name = capture::OpCatalog::opName(row.source, row.op);
        row.count = static_cast<std::int64_t>(acc.durations.size());
        row.totalNs = acc.totalNs;
        row.meanNs = static_cast<double>(acc.totalNs) / static_cast<double>(row.count);
        row.p99Ns = percentile(acc.durations, 0.99);
        row.bytes = acc.bytes;
        out.push_back(std::move(row));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const OpAggregate& a, const OpAggregate& b) { return a.totalNs > b.totalNs; });
    return out;
}

} // namespace faultline::timeline
