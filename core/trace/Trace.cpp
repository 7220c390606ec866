#include "Trace.h"

#include "OpCatalog.h"
#include "ProbeCodes.h"

#include <QtGlobal>

#include <algorithm>
#include <numeric>
#include <tuple>

namespace faultline {

using capture::OpCategory;
using capture::Source;

LaneKind laneKindFor(std::uint8_t source, std::uint8_t op)
{
    if (source == kGpuSource)
        return LaneKind::GpuStream;
    switch (static_cast<Source>(source)) {
    case Source::Cuda: return LaneKind::CudaRuntime;
    // cuGraphLaunch is a driver call (inside cudaGraphLaunch when the runtime made it).
    case Source::CudaGraph: return op == capture::ops::CuGraphLaunch ? LaneKind::Driver : LaneKind::CudaRuntime;
    case Source::Driver: return LaneKind::Driver;
    case Source::Host: return op == capture::ops::SchedSwitch ? LaneKind::OffCpu : LaneKind::Instants;
    case Source::Io: return LaneKind::Io;
    case Source::Tcp:
    case Source::Net: return LaneKind::Net;
    default: return LaneKind::Other;
    }
}

const char* laneKindName(LaneKind kind)
{
    switch (kind) {
    case LaneKind::CudaRuntime: return QT_TRANSLATE_NOOP("LaneKind", "CUDA runtime");
    case LaneKind::Driver: return QT_TRANSLATE_NOOP("LaneKind", "CUDA driver");
    case LaneKind::OffCpu: return QT_TRANSLATE_NOOP("LaneKind", "Off-CPU");
    case LaneKind::Instants: return QT_TRANSLATE_NOOP("LaneKind", "Events");
    case LaneKind::Io: return QT_TRANSLATE_NOOP("LaneKind", "Block IO");
    case LaneKind::Net: return QT_TRANSLATE_NOOP("LaneKind", "Network");
    case LaneKind::Other: return QT_TRANSLATE_NOOP("LaneKind", "Other");
    case LaneKind::GpuStream: return QT_TRANSLATE_NOOP("LaneKind", "GPU stream");
    }
    return QT_TRANSLATE_NOOP("LaneKind", "Other");
}

namespace {

template<typename T>
void permute(std::vector<T>& column, const std::vector<std::uint32_t>& order)
{
    std::vector<T> sorted;
    sorted.reserve(column.size());
    for (const std::uint32_t i : order)
        sorted.push_back(column[i]);
    column.swap(sorted);
}

template<typename T>
void remapSparse(std::vector<std::pair<std::uint32_t, T>>& sparse, const std::vector<std::uint32_t>& order)
{
    if (sparse.empty())
        return;
    std::vector<std::uint32_t> newIndex(order.size());
    for (std::uint32_t pos = 0; pos < order.size(); ++pos)
        newIndex[order[pos]] = pos;
    for (auto& entry : sparse)
        entry.first = newIndex[entry.first];
    std::sort(sparse.begin(), sparse.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
}

template<typename T>
std::size_t bytesOf(const std::vector<T>& v)
{
    return v.capacity() * sizeof(T);
}

} // namespace

std::int64_t EventColumns::durationAt(std::size_t i) const
{
    const std::uint32_t d = duration[i];
    if (d != kLongDuration)
        return d;
    const auto it = std::lower_bound(longDurations.begin(), longDurations.end(), static_cast<std::uint32_t>(i),
                                     [](const auto& entry, std::uint32_t index) { return entry.first < index; });
    return (it != longDurations.end() && it->first == i) ? it->second : static_cast<std::int64_t>(kLongDuration);
}

std::int32_t EventColumns::retCodeAt(std::size_t i) const
{
    if (retCodes.empty())
        return 0;
    const auto it = std::lower_bound(retCodes.begin(), retCodes.end(), static_cast<std::uint32_t>(i),
                                     [](const auto& entry, std::uint32_t index) { return entry.first < index; });
    return (it != retCodes.end() && it->first == i) ? it->second : 0;
}

void EventColumns::append(std::int64_t startNs, std::int64_t durationNs, std::uint16_t kindCode,
                          std::uint32_t stackIndex, std::uint64_t a0, std::uint64_t a1, std::int32_t retCode)
{
    const auto index = static_cast<std::uint32_t>(start.size());
    start.push_back(startNs);
    if (durationNs < 0)
        durationNs = 0;
    if (durationNs >= static_cast<std::int64_t>(kLongDuration)) {
        duration.push_back(kLongDuration);
        longDurations.emplace_back(index, durationNs);
    } else {
        duration.push_back(static_cast<std::uint32_t>(durationNs));
    }
    kind.push_back(kindCode);
    stack.push_back(stackIndex);
    arg0.push_back(a0);
    arg1.push_back(a1);
    if (retCode != 0)
        retCodes.emplace_back(index, retCode);
}

void EventColumns::sortByStart()
{
    if (std::is_sorted(start.begin(), start.end()))
        return;
    std::vector<std::uint32_t> order(start.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(),
                     [this](std::uint32_t a, std::uint32_t b) { return start[a] < start[b]; });
    permute(start, order);
    permute(duration, order);
    permute(kind, order);
    permute(stack, order);
    permute(arg0, order);
    permute(arg1, order);
    remapSparse(longDurations, order);
    remapSparse(retCodes, order);
}

void EventColumns::shrink()
{
    // shrink_to_fit copies the column; only worth it when a good part of it is slack.
    if (start.capacity() - start.size() < start.size() / 16)
        return;
    start.shrink_to_fit();
    duration.shrink_to_fit();
    kind.shrink_to_fit();
    stack.shrink_to_fit();
    arg0.shrink_to_fit();
    arg1.shrink_to_fit();
    longDurations.shrink_to_fit();
    retCodes.shrink_to_fit();
}

std::size_t EventColumns::residentBytes() const
{
    return bytesOf(start) + bytesOf(duration) + bytesOf(kind) + bytesOf(stack) + bytesOf(arg0) + bytesOf(arg1)
        + bytesOf(longDurations) + bytesOf(retCodes);
}

const char* gpuOpKindName(GpuOpKind kind)
{
    switch (kind) {
    case GpuOpKind::Kernel: return "kernel";
    case GpuOpKind::Communication: return "communication";
    case GpuOpKind::Memcpy: return "memcpy";
    case GpuOpKind::Memset: return "memset";
    case GpuOpKind::Sync: return "sync";
    }
    return "GPU work";
}

std::int64_t Trace::eventCount() const
{
    std::int64_t n = 0;
    for (const Lane& lane : lanes)
        n += lane.kind == LaneKind::GpuStream ? 0 : static_cast<std::int64_t>(lane.events.size());
    return n;
}

std::int64_t Trace::gpuOpCount() const
{
    std::int64_t n = 0;
    for (const Lane& lane : lanes)
        n += lane.kind == LaneKind::GpuStream ? static_cast<std::int64_t>(lane.events.size()) : 0;
    return n;
}

namespace {

bool refLess(EventRef a, EventRef b)
{
    return std::tie(a.lane, a.index) < std::tie(b.lane, b.index);
}

} // namespace

std::vector<EventRef> Trace::gpuWorkOf(EventRef call) const
{
    std::vector<EventRef> out;
    auto it = std::lower_bound(gpuLinksByCall.begin(), gpuLinksByCall.end(), call,
                               [](const GpuLink& l, EventRef r) { return refLess(l.call, r); });
    for (; it != gpuLinksByCall.end() && it->call == call; ++it)
        out.push_back(it->gpu);
    return out;
}

EventRef Trace::launchOf(EventRef gpu) const
{
    const auto it = std::lower_bound(gpuLinksByGpu.begin(), gpuLinksByGpu.end(), gpu,
                                     [](const GpuLink& l, EventRef r) { return refLess(l.gpu, r); });
    return it != gpuLinksByGpu.end() && it->gpu == gpu ? it->call : EventRef{};
}

const std::string& Trace::callName(EventRef call) const
{
    static const std::string none;
    const auto it = std::lower_bound(callNames.begin(), callNames.end(), call,
                                     [](const auto& entry, EventRef r) { return refLess(entry.first, r); });
    return it != callNames.end() && it->first == call && it->second < callNameText.size() ? callNameText[it->second]
                                                                                          : none;
}

const std::string& Trace::gpuName(EventRef gpu) const
{
    static const std::string none;
    if (!contains(gpu) || lanes[gpu.lane].kind != LaneKind::GpuStream)
        return none;
    const std::uint32_t name = gpuOpArgs(lanes[gpu.lane].events.arg0[gpu.index]).name;
    return name < gpuNames.size() ? gpuNames[name] : none;
}

std::size_t Trace::eventResidentBytes() const
{
    std::size_t bytes = sizeof(Trace);
    for (const Lane& lane : lanes)
        bytes += sizeof(Lane) + lane.events.residentBytes();
    for (const Thread& t : threads)
        bytes += sizeof(Thread) + t.name.capacity() + t.lanes.capacity() * sizeof(std::uint32_t);
    for (const Process& p : processes)
        bytes += sizeof(Process) + p.name.capacity() + p.threads.capacity() * sizeof(std::uint32_t);
    return bytes;
}

const Process* Trace::process(std::uint32_t pid) const
{
    const auto it = std::lower_bound(processes.begin(), processes.end(), pid,
                                     [](const Process& p, std::uint32_t id) { return p.pid < id; });
    return (it != processes.end() && it->pid == pid) ? &*it : nullptr;
}

std::string Trace::processName(std::uint32_t pid) const
{
    if (const Process* p = process(pid); p && !p->name.empty())
        return p->name;
    const auto it = std::lower_bound(processNames.begin(), processNames.end(), pid,
                                     [](const capture::ProcessName& p, std::uint32_t id) { return p.pid < id; });
    return (it != processNames.end() && it->pid == pid) ? it->name : std::string();
}

std::string Trace::metaValue(const std::string& key) const
{
    for (const capture::MetaEntry& e : meta) {
        if (e.key == key)
            return e.value;
    }
    return {};
}

bool Trace::isSampled() const
{
    return info.aggregateCount > eventCount();
}

int CpuRanges::innermostAt(std::int64_t t) const
{
    auto k = static_cast<std::int64_t>(std::upper_bound(start.begin(), start.end(), t) - start.begin()) - 1;
    // Every range open at t encloses the last one that started at or before it (ranges nest), so
    // the open ones are that range and its parents.
    while (k >= 0 && end[static_cast<std::size_t>(k)] <= t)
        k = parent[static_cast<std::size_t>(k)];
    return static_cast<int>(k);
}

const Trace::CollectiveTag* Trace::collectiveTagOf(EventRef kernel) const
{
    const auto it = std::lower_bound(collectiveTags.begin(), collectiveTags.end(), kernel,
                                     [](const CollectiveTag& t, EventRef k) {
                                         return std::tie(t.kernel.lane, t.kernel.index) < std::tie(k.lane, k.index);
                                     });
    return it != collectiveTags.end() && it->kernel == kernel ? &*it : nullptr;
}

const CpuRanges* Trace::cpuRangesOf(std::uint32_t thread) const
{
    const auto it = std::lower_bound(cpuRanges.begin(), cpuRanges.end(), thread,
                                     [](const CpuRanges& r, std::uint32_t t) { return r.thread < t; });
    return it != cpuRanges.end() && it->thread == thread ? &*it : nullptr;
}

} // namespace faultline
