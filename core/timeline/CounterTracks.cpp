#include "CounterTracks.h"

#include "Coordinates.h"
#include "OpCatalog.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <optional>
#include <unordered_map>

namespace faultline::timeline {

namespace {

using capture::OpCategory;

struct MemoryStep
{
    std::int64_t time = 0;
    bool alloc = false;
    std::uint64_t bytes = 0;   // allocation size, or a free's recorded size (0 = unknown)
    std::uint64_t pointer = 0; // device pointer (0 = unknown)
};

bool hasSeveralNodes(const Trace& trace)
{
    for (const Process& p : trace.processes) {
        if (!p.node.empty() && p.node != trace.processes.front().node)
            return true;
    }
    return false;
}

// Whose a counter is in a capture of several ranks or nodes ("rank 3 · ", "node-a · "): one GPU's
// or process's number does not tell them apart there. Nothing in a capture of one.
std::string whose(const Process& p, bool severalNodes)
{
    if (!severalNodes)
        return {};
    if (p.rank >= 0)
        return "rank " + std::to_string(p.rank) + " · ";
    return p.node.empty() ? std::string() : p.node + " · ";
}

void addGpuMemoryTracks(const Trace& trace, std::vector<CounterTrack>& out)
{
    const bool severalNodes = hasSeveralNodes(trace);
    for (const Process& process : trace.processes) {
        std::vector<MemoryStep> steps;
        for (const std::uint32_t t : process.threads) {
            const RuntimeAllocations runtimeAllocs(trace, t);
            for (const std::uint32_t l : trace.threads[t].lanes) {
                const Lane& lane = trace.lanes[l];
                if (lane.kind != LaneKind::CudaRuntime && lane.kind != LaneKind::Driver)
                    continue;
                const EventColumns& e = lane.events;
                for (std::size_t i = 0; i < e.size(); ++i) {
                    const std::uint8_t op = e.opAt(i);
                    const OpCategory category = capture::OpCatalog::info(e.sourceAt(i), op).category;
                    if (category != OpCategory::Alloc && category != OpCategory::Free)
                        continue;
                    if (e.retCodeAt(i) != 0)
                        continue; // a failed call changes nothing
                    if (lane.kind == LaneKind::Driver && runtimeAllocs.nests(category, e.start[i]))
                        continue;
                    const std::int64_t end = capture::saturatingAdd(e.start[i], e.durationAt(i));
                    if (category == OpCategory::Alloc) {
                        // Allocations store the pointer in arg1 (0 when unknown: Ingero's driver calls).
                        steps.push_back({end, true, e.arg0[i], e.arg1[i]});
                    } else {
                        steps.push_back({e.start[i], false, e.arg1[i], e.arg0[i]});
                    }
                }
            }
        }
        if (steps.empty())
            continue;
        std::stable_sort(steps.begin(), steps.end(),
                         [](const MemoryStep& a, const MemoryStep& b) { return a.time < b.time; });

        CounterTrack track;
        track.name = whose(process, severalNodes)
            + QCoreApplication::translate("CounterTracks", "GPU memory (traced)").toStdString() + " · "
            + (process.name.empty() ? std::string("pid") : process.name) + " " + std::to_string(process.pid);
        track.unit = CounterTrack::Unit::Bytes;
        track.pid = process.pid;
        track.node = process.node;
        std::unordered_map<std::uint64_t, std::uint64_t> live; // pointer -> bytes
        long double inUse = 0;
        for (const MemoryStep& s : steps) {
            if (s.alloc) {
                inUse += static_cast<long double>(s.bytes);
                if (s.pointer != 0)
                    live[s.pointer] = s.bytes;
            } else {
                std::uint64_t bytes = s.bytes;
                if (const auto it = live.find(s.pointer); it != live.end()) {
                    bytes = it->second;
                    live.erase(it);
                }
                if (bytes == 0)
                    ++track.unknownFrees;
                inUse = std::max<long double>(0, inUse - static_cast<long double>(bytes));
            }
            const auto value = static_cast<double>(inUse);
            if (!track.time.empty() && track.time.back() == s.time) {
                track.value.back() = value;
            } else {
                track.time.push_back(s.time);
                track.value.push_back(value);
            }
            track.maxValue = std::max(track.maxValue, value);
        }
        // Allocations of unknown size (a profiler's trace records none) draw a flat line at 0 B
        // that says nothing.
        if (track.maxValue > 0)
            out.push_back(std::move(track));
    }
}

void addSystemTracks(const Trace& trace, std::vector<CounterTrack>& out)
{
    if (trace.snapshots.empty())
        return;
    std::vector<capture::SystemSnapshot> snapshots = trace.snapshots;
    std::stable_sort(snapshots.begin(), snapshots.end(),
                     [](const auto& a, const auto& b) { return a.timestamp < b.timestamp; });
    struct Spec
    {
        const char* name;
        CounterTrack::Unit unit;
        double capture::SystemSnapshot::*field;
    };
    const Spec specs[] = {
        {QT_TRANSLATE_NOOP("CounterTracks", "System CPU"), CounterTrack::Unit::Percent,
         &capture::SystemSnapshot::cpuPct},
        {QT_TRANSLATE_NOOP("CounterTracks", "System memory"), CounterTrack::Unit::Percent,
         &capture::SystemSnapshot::memPct},
        {QT_TRANSLATE_NOOP("CounterTracks", "Load average"), CounterTrack::Unit::Plain,
         &capture::SystemSnapshot::loadAvg},
    };
    for (const Spec& spec : specs) {
        CounterTrack track;
        track.name = QCoreApplication::translate("CounterTracks", spec.name).toStdString();
        track.unit = spec.unit;
        for (const auto& s : snapshots) {
            const double v = s.*spec.field;
            if (!std::isfinite(v))
                continue;
            track.time.push_back(s.timestamp);
            track.value.push_back(v);
            track.maxValue = std::max(track.maxValue, v);
        }
        if (!track.time.empty())
            out.push_back(std::move(track));
    }
}

} // namespace

RuntimeAllocations::RuntimeAllocations(const Trace& trace, std::uint32_t thread)
{
    if (thread >= trace.threads.size())
        return;
    for (const std::uint32_t l : trace.threads[thread].lanes) {
        const Lane& lane = trace.lanes[l];
        if (lane.kind != LaneKind::CudaRuntime)
            continue;
        for (std::size_t i = 0; i < lane.events.size(); ++i) {
            const OpCategory category = capture::OpCatalog::info(lane.events.sourceAt(i), lane.events.opAt(i)).category;
            if (category != OpCategory::Alloc && category != OpCategory::Free)
                continue;
            (category == OpCategory::Alloc ? m_allocs : m_frees)
                .emplace_back(lane.events.start[i],
                              capture::saturatingAdd(lane.events.start[i], lane.events.durationAt(i)));
        }
    }
    std::sort(m_allocs.begin(), m_allocs.end());
    std::sort(m_frees.begin(), m_frees.end());
}

bool RuntimeAllocations::nests(OpCategory category, std::int64_t time) const
{
    if (category == OpCategory::Alloc)
        return spans(m_allocs, time);
    if (category == OpCategory::Free)
        return spans(m_frees, time);
    return false;
}

bool RuntimeAllocations::spans(const Intervals& intervals, std::int64_t time)
{
    // Runtime calls on one thread do not overlap, so the last one starting at or before `time` decides.
    const auto it = std::upper_bound(intervals.begin(), intervals.end(), std::make_pair(time, INT64_MAX));
    return it != intervals.begin() && std::prev(it)->second >= time;
}

namespace {

// How busy each GPU of an imported trace was: the share of each bucket (a 2000th of the GPU's
// span, at least 1 µs) in which any of its streams ran a kernel, a copy or a memset, as HTA's
// temporal breakdown counts it. Overlapping work on several streams counts once.
void addGpuBusyTracks(const Trace& trace, std::vector<CounterTrack>& out)
{
    const bool severalNodes = hasSeveralNodes(trace);
    for (const Process& p : trace.processes) {
        if (p.gpuDevice < 0)
            continue;
        std::vector<std::pair<std::int64_t, std::int64_t>> busy;
        for (const std::uint32_t th : p.threads) {
            for (const std::uint32_t l : trace.threads[th].lanes) {
                const EventColumns& e = trace.lanes[l].events;
                for (std::size_t i = 0; i < e.size(); ++i) {
                    if (static_cast<GpuOpKind>(e.opAt(i)) != GpuOpKind::Sync)
                        busy.emplace_back(e.start[i], e.start[i] + e.durationAt(i));
                }
            }
        }
        if (busy.empty())
            continue;
        std::sort(busy.begin(), busy.end());
        const std::int64_t begin = busy.front().first;
        std::int64_t end = begin;
        for (const auto& b : busy)
            end = std::max(end, b.second);
        const std::int64_t bucket = std::max<std::int64_t>(1000, (end - begin) / 2000 + 1);
        const auto buckets = static_cast<std::size_t>((end - begin) / bucket + 1);
        std::vector<std::int64_t> busyNs(buckets, 0);
        // The union of the intervals, spread over the buckets it covers.
        std::int64_t from = busy.front().first;
        std::int64_t to = busy.front().second;
        auto spread = [&](std::int64_t a, std::int64_t b) {
            while (a < b) {
                const auto k = static_cast<std::size_t>((a - begin) / bucket);
                const std::int64_t bucketEnd = begin + static_cast<std::int64_t>(k + 1) * bucket;
                const std::int64_t upto = std::min(b, bucketEnd);
                busyNs[k] += upto - a;
                a = upto;
            }
        };
        for (const auto& b : busy) {
            if (b.first > to) {
                spread(from, to);
                from = b.first;
            }
            to = std::max(to, b.second);
        }
        spread(from, to);
        CounterTrack track;
        //: %1 the GPU's number
        track.name = whose(p, severalNodes)
            + QCoreApplication::translate("CounterTracks", "GPU %1 busy").arg(p.gpuDevice).toStdString();
        track.unit = CounterTrack::Unit::Percent;
        track.pid = p.pid;
        track.node = p.node;
        for (std::size_t k = 0; k < buckets; ++k) {
            const double value = 100.0 * static_cast<double>(busyNs[k]) / static_cast<double>(bucket);
            if (!track.value.empty() && track.value.back() == value)
                continue;
            track.time.push_back(begin + static_cast<std::int64_t>(k) * bucket);
            track.value.push_back(value);
            track.maxValue = std::max(track.maxValue, value);
        }
        // Idle after the last bucket.
        track.time.push_back(begin + static_cast<std::int64_t>(buckets) * bucket);
        track.value.push_back(0);
        track.maxValue = 100;
        out.push_back(std::move(track));
    }
}

} // namespace

std::vector<CounterTrack> buildCounterTracks(const Trace& trace)
{
    std::vector<CounterTrack> tracks;
    addGpuBusyTracks(trace, tracks);
    addGpuMemoryTracks(trace, tracks);
    addSystemTracks(trace, tracks);
    return tracks;
}

bool counterValueAt(const CounterTrack& track, std::int64_t time, double* value)
{
    const auto it = std::upper_bound(track.time.begin(), track.time.end(), time);
    if (it == track.time.begin())
        return false;
    if (value)
        *value = track.value[static_cast<std::size_t>(it - track.time.begin()) - 1];
    return true;
}

std::optional<double> counterAverage(const CounterTrack& track, std::int64_t rangeStart, std::int64_t rangeEnd)
{
    if (track.time.empty() || rangeEnd <= rangeStart)
        return std::nullopt;
    // Only where the step function is defined: from its first sample to its last (the last
    // sample holds until the track's end, which is its own time).
    const std::int64_t from = std::max(rangeStart, track.time.front());
    const std::int64_t to = std::min(rangeEnd, track.time.back());
    if (to <= from)
        return std::nullopt;
    auto it = std::upper_bound(track.time.begin(), track.time.end(), from);
    std::size_t i = static_cast<std::size_t>(it - track.time.begin()) - 1;
    double weighted = 0;
    std::int64_t at = from;
    while (at < to) {
        const std::int64_t next = i + 1 < track.time.size() ? std::min(to, track.time[i + 1]) : to;
        weighted += track.value[i] * static_cast<double>(next - at);
        at = next;
        ++i;
    }
    return weighted / static_cast<double>(to - from);
}

std::vector<CounterColumn> buildCounterColumns(const CounterTrack& track, std::int64_t rangeStart,
                                               std::int64_t rangeEnd, int width)
{
    std::vector<CounterColumn> columns;
    if (width <= 0 || rangeEnd <= rangeStart || track.time.empty())
        return columns;
    columns.resize(static_cast<std::size_t>(width));
    const auto& t = track.time;
    // k: the first sample after the column's start; the value in force at the start is k - 1.
    auto k = static_cast<std::size_t>(std::upper_bound(t.begin(), t.end(), rangeStart) - t.begin());
    for (int c = 0; c < width; ++c) {
        const std::int64_t t0 = pixelToTime(c, width, rangeStart, rangeEnd);
        const std::int64_t t1 = pixelToTime(c + 1, width, rangeStart, rangeEnd);
        while (k < t.size() && t[k] <= t0)
            ++k;
        CounterColumn& column = columns[static_cast<std::size_t>(c)];
        if (k > 0) {
            column.defined = true;
            column.min = column.max = track.value[k - 1];
        }
        // Samples inside the column: many only when zoomed far out on a busy counter, and then
        // each is visited once across all columns.
        while (k < t.size() && t[k] < t1) {
            const double v = track.value[k];
            if (!column.defined) {
                column.defined = true;
                column.min = column.max = v;
            } else {
                column.min = std::min(column.min, v);
                column.max = std::max(column.max, v);
            }
            ++k;
        }
    }
    return columns;
}

} // namespace faultline::timeline
