#include "SnapshotMetrics.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace faultline::snapshot {

namespace {

__extension__ typedef unsigned __int128 Wide;

struct Accum
{
    DeviceMetrics m;
    Wide sumsq = 0;
};

} // namespace

struct MetricsAccumulator::State
{
    std::map<std::int64_t, Accum> devices;
    std::uint64_t addrOk = 0, addrBad = 0, totalOk = 0, totalBad = 0, allocatedOk = 0, allocatedBad = 0, activeOk = 0,
                  activeBad = 0;
};

MetricsAccumulator::MetricsAccumulator()
    : m_state(std::make_unique<State>())
{
}

MetricsAccumulator::~MetricsAccumulator() = default;

void MetricsAccumulator::add(const MetricsSegment& segment, std::span<const MetricsBlock> blocks)
{
    State& st = *m_state;
    Accum& a = st.devices[segment.device];
    DeviceMetrics& m = a.m;
    m.device = segment.device;
    m.segments += 1;
    m.reserved += segment.totalSize;
    m.expandableSegments += segment.expandable ? 1 : 0;
    m.smallPoolSegments += segment.small ? 1 : 0;
    std::uint64_t gap = 0;
    std::uint64_t pos = segment.address;
    std::uint64_t sum = 0;
    std::uint64_t allocatedBytes = 0;
    std::uint64_t pendingBytes = 0;
    bool allInactive = true;
    for (const MetricsBlock& b : blocks) {
        m.blocks += 1;
        if (b.address == pos)
            ++st.addrOk;
        else
            ++st.addrBad;
        pos = b.address + b.size;
        sum += b.size;
        if (b.state == BlockState::ActiveAllocated) {
            allInactive = false;
            m.allocated += b.size;
            m.requested += b.requested;
            m.allocBlocks += 1;
            allocatedBytes += b.size;
            if (gap != 0) {
                a.sumsq += Wide{gap} * gap;
                gap = 0;
            }
        } else if (b.state == BlockState::ActivePendingFree) {
            allInactive = false;
            m.pendingFree += b.size;
            pendingBytes += b.size;
            if (gap != 0) {
                a.sumsq += Wide{gap} * gap;
                gap = 0;
            }
        } else {
            // Like the reference, any other state (an unknown one too) counts as cached free.
            m.inactive += b.size;
            m.freeBlocks += 1;
            m.largestFreeBlock = std::max(m.largestFreeBlock, b.size);
            if (blocks.size() > 1)
                m.inactiveSplit += b.size;
            gap += b.size;
        }
    }
    if (gap != 0)
        a.sumsq += Wide{gap} * gap;
    if (allInactive && !segment.expandable)
        m.releasableByEmptyCache += segment.totalSize;
    if (sum == segment.totalSize)
        ++st.totalOk;
    else
        ++st.totalBad;
    if (segment.allocatedSize) {
        if (*segment.allocatedSize == allocatedBytes)
            ++st.allocatedOk;
        else
            ++st.allocatedBad;
    }
    if (segment.activeSize) {
        if (*segment.activeSize == allocatedBytes + pendingBytes)
            ++st.activeOk;
        else
            ++st.activeBad;
    }
}

SnapshotMetrics MetricsAccumulator::finish() const
{
    const State& st = *m_state;
    SnapshotMetrics out;
    for (const auto& [device, a] : st.devices) {
        DeviceMetrics m = a.m;
        m.internalWaste = static_cast<std::int64_t>(m.allocated - m.requested);
        m.externalFragRatio = m.inactive != 0
            ? roundDecimal(1.0 - static_cast<double>(m.largestFreeBlock) / static_cast<double>(m.inactive), 6)
            : 0.0;
        if (m.reserved != 0) {
            const Wide denominator = Wide{m.reserved} * m.reserved;
            const long double q = static_cast<long double>(a.sumsq) / static_cast<long double>(denominator);
            m.memoryvizSumsqMetric = roundDecimal(static_cast<double>(q), 9);
        }
        out.perDevice.push_back(m);
    }
    auto check = [&out](const char* name, std::uint64_t n) {
        if (n != 0)
            out.consistencyChecks.emplace_back(name, n);
    };
    check("addr_contiguous_ok", st.addrOk);
    check("addr_contiguous_BAD", st.addrBad);
    check("total_size_ok", st.totalOk);
    check("total_size_BAD", st.totalBad);
    check("allocated_size_ok", st.allocatedOk);
    check("allocated_size_BAD", st.allocatedBad);
    check("active_size_ok", st.activeOk);
    check("active_size_BAD", st.activeBad);
    return out;
}

const DeviceMetrics* SnapshotMetrics::device(std::int64_t d) const
{
    for (const DeviceMetrics& m : perDevice) {
        if (m.device == d)
            return &m;
    }
    return nullptr;
}

SnapshotMetrics computeMetrics(const Snapshot& snapshot, const MetricsFilter& filter)
{
    MetricsAccumulator acc;
    std::vector<MetricsBlock> blocks;
    for (const Segment& s : snapshot.segments) {
        if (s.host)
            continue;
        if (filter.pool && s.pool != *filter.pool)
            continue;
        if (filter.stream && s.stream != *filter.stream)
            continue;
        MetricsSegment seg;
        seg.device = s.device;
        seg.address = s.address;
        seg.totalSize = s.totalSize;
        seg.expandable = s.expandable;
        seg.small = s.small;
        if (s.hasAllocatedSize)
            seg.allocatedSize = s.allocatedSize;
        if (s.hasActiveSize)
            seg.activeSize = s.activeSize;
        blocks.clear();
        for (const Block& b : snapshot.blocksOf(s))
            blocks.push_back({b.address, b.size, b.requestedSize, b.state});
        acc.add(seg, blocks);
    }
    return acc.finish();
}

double roundDecimal(double x, int digits)
{
    // printf rounds the exact binary value correctly, as Python's round() does.
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, x);
    return std::strtod(buffer, nullptr);
}

void appendJsonDouble(std::string& out, double d)
{
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, d);
    if (ec != std::errc()) {
        out += "0.0";
        return;
    }
    std::string_view text(buffer, static_cast<std::size_t>(end - buffer));
    if (text == "inf" || text == "-inf" || text == "nan" || text == "-nan") {
        out += "null";
        return;
    }
    out += text;
    if (text.find_first_of(".e") == std::string_view::npos)
        out += ".0";
}

void appendMetricsJson(std::string& out, const DeviceMetrics& m)
{
    auto u = [&out](const char* key, std::uint64_t v, bool comma = true) {
        out += '"';
        out += key;
        out += "\": ";
        out += std::to_string(v);
        if (comma)
            out += ", ";
    };
    out += '{';
    u("segments", m.segments);
    u("reserved", m.reserved);
    u("expandable_segments", m.expandableSegments);
    u("small_pool_segments", m.smallPoolSegments);
    u("blocks", m.blocks);
    u("inactive", m.inactive);
    u("free_blocks", m.freeBlocks);
    u("inactive_split", m.inactiveSplit);
    u("allocated", m.allocated);
    u("requested", m.requested);
    u("alloc_blocks", m.allocBlocks);
    u("pending_free", m.pendingFree);
    u("releasable_by_empty_cache", m.releasableByEmptyCache);
    out += "\"internal_waste\": " + std::to_string(m.internalWaste) + ", ";
    u("largest_free_block", m.largestFreeBlock);
    out += "\"external_frag_ratio\": ";
    appendJsonDouble(out, m.externalFragRatio);
    out += ", \"memoryviz_sumsq_metric\": ";
    appendJsonDouble(out, m.memoryvizSumsqMetric);
    out += '}';
}

} // namespace faultline::snapshot
