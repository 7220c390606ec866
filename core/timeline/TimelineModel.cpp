#include "TimelineModel.h"

#include "OpCatalog.h"
#include "Strings.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <tuple>
#include <utility>

namespace faultline::timeline {

namespace {

constexpr std::uint64_t kKindShift = 56;

// "+1.250 ms", "-3.100 s", "+420.0 µs" (signed) or "0.040 ms" (unsigned).
std::string formatOffset(std::int64_t ns, bool sign)
{
    const double magnitude = std::abs(static_cast<double>(ns));
    char text[48];
    const char* prefix = !sign ? "" : ns < 0 ? "-" : "+";
    if (magnitude >= 1e9)
        std::snprintf(text, sizeof text, "%s%.3f s", prefix, magnitude / 1e9);
    else if (magnitude >= 1e6)
        std::snprintf(text, sizeof text, "%s%.3f ms", prefix, magnitude / 1e6);
    else
        std::snprintf(text, sizeof text, "%s%.1f µs", prefix, magnitude / 1e3);
    return text;
}

bool isDrawnLane(LaneKind kind)
{
    // Instants are markers on the process row, not a lane of their own.
    return kind != LaneKind::Instants;
}

// "rank 3 · node-a · GPU 3": what an imported rank's trace said of it (node.<name>.import.rank
// and .host, the GPUs its work ran on); the node's name for any other node.
std::string rankLabel(const Trace& t, const std::string& node)
{
    const std::string rank = t.metaValue("node." + node + ".import.rank");
    if (rank.empty())
        return node;
    std::string label = "rank " + rank;
    if (const std::string host = t.metaValue("node." + node + ".import.host"); !host.empty())
        label += " · " + host;
    std::set<int> devices;
    for (const Process& p : t.processes) {
        if (p.gpuDevice >= 0 && p.node == node)
            devices.insert(p.gpuDevice);
    }
    std::string gpus;
    for (const int d : devices)
        gpus += (gpus.empty() ? "" : ", ") + std::to_string(d);
    if (!gpus.empty())
        label += (devices.size() == 1 ? " · GPU " : " · GPUs ") + gpus;
    return label;
}

} // namespace

std::uint64_t TimelineRow::key() const
{
    std::uint64_t id = 0;
    switch (kind) {
    case Kind::CounterGroup: id = 0; break;
    case Kind::Counter: id = counter; break;
    case Kind::Process: id = process; break;
    case Kind::Lane: id = lane; break;
    case Kind::Query: id = query; break;
    case Kind::Node: id = node; break;
    case Kind::Idle: id = process; break;
    }
    return (static_cast<std::uint64_t>(kind) << kKindShift) | id;
}

const std::string& QueryLane::labelAt(std::size_t i) const
{
    static const std::string none;
    const std::uint64_t label = i < events.size() ? events.arg0[i] : labels.size();
    return label < labels.size() ? labels[static_cast<std::size_t>(label)] : none;
}

void QueryLaneBuilder::add(std::int64_t start, std::int64_t duration, std::string_view label)
{
    auto it = m_labelIds.find(std::string(label));
    if (it == m_labelIds.end()) {
        it = m_labelIds.emplace(std::string(label), static_cast<std::uint32_t>(m_labels.size())).first;
        m_labels.emplace_back(label);
    }
    const std::uint64_t row = m_events.size();
    m_events.append(start, std::max<std::int64_t>(duration, 0), 0, 0, it->second, row, 0);
}

std::unique_ptr<QueryLane> QueryLaneBuilder::finish(std::string title)
{
    auto lane = std::make_unique<QueryLane>();
    lane->title = std::move(title);
    lane->events = std::exchange(m_events, {});
    lane->events.sortByStart();
    lane->events.shrink();
    lane->labels = std::exchange(m_labels, {});
    m_labelIds.clear();
    lane->index = LaneIndex(lane->events);
    return lane;
}

TimelineModel::TimelineModel(std::shared_ptr<const Trace> trace, QObject* parent)
    : QObject(parent)
    , m_trace(trace ? std::move(trace) : std::make_shared<const Trace>())
{
    const Trace& t = *m_trace;
    m_indexes.reserve(t.lanes.size());
    for (const Lane& lane : t.lanes)
        m_indexes.emplace_back(lane.events);
    m_counters = buildCounterTracks(t);

    m_instants.resize(t.processes.size());
    for (std::uint32_t p = 0; p < t.processes.size(); ++p) {
        auto& out = m_instants[p];
        for (const std::uint32_t th : t.processes[p].threads) {
            for (const std::uint32_t l : t.threads[th].lanes) {
                const Lane& lane = t.lanes[l];
                if (lane.kind != LaneKind::Instants)
                    continue;
                for (std::size_t i = 0; i < lane.events.size(); ++i) {
                    const auto category =
                        capture::OpCatalog::info(lane.events.sourceAt(i), lane.events.opAt(i)).category;
                    if (category == capture::OpCategory::Lifecycle)
                        out.push_back({lane.events.start[i], {l, static_cast<std::uint32_t>(i)}});
                }
            }
        }
        std::stable_sort(out.begin(), out.end(), [](const Instant& a, const Instant& b) { return a.time < b.time; });
    }

    m_processOrder.resize(t.processes.size());
    for (std::uint32_t p = 0; p < t.processes.size(); ++p)
        m_processOrder[p] = p;
    std::stable_sort(m_processOrder.begin(), m_processOrder.end(), [&t](std::uint32_t a, std::uint32_t b) {
        const Process& pa = t.processes[a];
        const Process& pb = t.processes[b];
        return std::tie(pa.node, pa.rank, pa.pid) < std::tie(pb.node, pb.rank, pb.pid);
    });
    m_collapsed.assign(t.processes.size(), false);
    sortThreads();
    for (const Process& p : t.processes)
        m_multiNode = m_multiNode || (!p.node.empty() && p.node != t.processes.front().node);
    // Groups only when two nodes at least are named: a single node's capture in which some
    // processes have no node stays as it is.
    std::set<std::string> named;
    for (const Process& p : t.processes) {
        if (!p.node.empty())
            named.insert(p.node);
    }
    if (named.size() > 1) {
        std::set<std::string> names;
        for (const Process& p : t.processes)
            names.insert(p.node);
        m_nodes.assign(names.begin(), names.end());
        m_nodeRanks.assign(m_nodes.size(), -1);
        m_nodeIsRank.assign(m_nodes.size(), true);
        m_processNode.assign(t.processes.size(), 0);
        for (std::uint32_t p = 0; p < t.processes.size(); ++p) {
            const auto node = static_cast<std::uint32_t>(
                std::lower_bound(m_nodes.begin(), m_nodes.end(), t.processes[p].node) - m_nodes.begin());
            m_processNode[p] = node;
            const int rank = t.processes[p].rank;
            if (rank >= 0 && m_nodeRanks[node] >= 0 && rank != m_nodeRanks[node])
                m_nodeIsRank[node] = false; // a host of several ranks
            if (rank >= 0 && (m_nodeRanks[node] < 0 || rank < m_nodeRanks[node]))
                m_nodeRanks[node] = rank;
        }
        for (std::uint32_t n = 0; n < m_nodes.size(); ++n) {
            // An imported rank's own word for its rank wins over its processes'.
            const std::string rank = m_nodes[n].empty() ? std::string()
                                                        : t.metaValue("node." + m_nodes[n] + ".import.rank");
            char* end = nullptr;
            const long value = rank.empty() ? -1 : std::strtol(rank.c_str(), &end, 10);
            if (!rank.empty() && end && *end == '\0' && value >= 0 && value <= INT32_MAX) {
                m_nodeRanks[n] = static_cast<int>(value);
                m_nodeIsRank[n] = true;
            }
        }
        // By rank (numerically: rank 2 before rank 10), then the other nodes by name, the
        // processes of no node last.
        m_defaultNodeOrder.resize(m_nodes.size());
        for (std::uint32_t n = 0; n < m_nodes.size(); ++n)
            m_defaultNodeOrder[n] = n;
        std::stable_sort(m_defaultNodeOrder.begin(), m_defaultNodeOrder.end(),
                         [this](std::uint32_t a, std::uint32_t b) {
                             const auto key = [this](std::uint32_t n) {
                                 const int group = m_nodeRanks[n] >= 0 ? 0 : m_nodes[n].empty() ? 2 : 1;
                                 return std::make_tuple(group, m_nodeRanks[n], std::string_view(m_nodes[n]));
                             };
                             return key(a) < key(b);
                         });
        m_nodeOrder = m_defaultNodeOrder;
        m_nodeProcesses.assign(m_nodes.size(), {});
        for (const std::uint32_t p : m_processOrder)
            m_nodeProcesses[m_processNode[p]].push_back(p);
        m_nodeCollapsed.assign(m_nodes.size(), false);
        m_nodeHidden.assign(m_nodes.size(), false);
        for (const std::string& name : m_nodes) {
            NodeClock clock;
            const std::string offset = t.metaValue("node." + name + ".clock_offset_ns");
            const std::string uncertainty = t.metaValue("node." + name + ".clock_uncertainty_ns");
            if (!offset.empty()) {
                char* end = nullptr;
                clock.offsetNs = std::strtoll(offset.c_str(), &end, 10);
                clock.known = end && *end == '\0';
                clock.uncertaintyNs = std::strtoll(uncertainty.c_str(), nullptr, 10);
            }
            // An import's ranks keep the clock their traces share: "+0.0 µs ± 0.0 µs" on each
            // header would say nothing.
            if (clock.known && clock.offsetNs == 0 && clock.uncertaintyNs == 0
                && !t.metaValue("node." + name + ".import.rank").empty())
                clock.known = false;
            m_nodeClocks.push_back(clock);
            m_nodeLabels.push_back(rankLabel(t, name));
        }
    }
    // A job of many ranks: a counter or more per rank would fill the top; the user unfolds them.
    std::set<int> ranks;
    for (const Process& p : t.processes) {
        if (p.rank >= 0)
            ranks.insert(p.rank);
    }
    for (const int rank : m_nodeRanks) {
        if (rank >= 0)
            ranks.insert(rank);
    }
    m_countersCollapsed = ranks.size() > kFoldCountersAboveRanks;
    m_counterNode.assign(m_counters.size(), UINT32_MAX);
    for (std::size_t c = 0; c < m_counters.size(); ++c) {
        const auto it = std::lower_bound(m_nodes.begin(), m_nodes.end(), m_counters[c].node);
        if (!m_counters[c].node.empty() && it != m_nodes.end() && *it == m_counters[c].node)
            m_counterNode[c] = static_cast<std::uint32_t>(it - m_nodes.begin());
    }
    rebuildRows();
}

const std::string& TimelineModel::nodeName(std::uint32_t node) const
{
    static const std::string none;
    return node < m_nodes.size() ? m_nodes[node] : none;
}

std::uint32_t TimelineModel::nodeOfProcess(std::uint32_t process) const
{
    return process < m_processNode.size() ? m_processNode[process] : UINT32_MAX;
}

TimelineModel::NodeClock TimelineModel::nodeClock(std::uint32_t node) const
{
    return node < m_nodeClocks.size() ? m_nodeClocks[node] : NodeClock();
}

const std::string& TimelineModel::nodeLabel(std::uint32_t node) const
{
    static const std::string none;
    return node < m_nodeLabels.size() ? m_nodeLabels[node] : none;
}

std::string TimelineModel::nodeTitle(std::uint32_t node) const
{
    if (node >= m_nodes.size())
        return {};
    std::string title = m_nodes[node].empty() ? std::string("(no node)") : nodeLabel(node);
    const NodeClock clock = nodeClock(node);
    if (clock.known)
        title += " · clock offset " + formatOffset(clock.offsetNs, true) + " ± "
            + formatOffset(clock.uncertaintyNs, false);
    return title;
}

void TimelineModel::setNodeCollapsed(std::uint32_t node, bool collapsed)
{
    if (node >= m_nodeCollapsed.size() || m_nodeCollapsed[node] == collapsed)
        return;
    m_nodeCollapsed[node] = collapsed;
    rebuildRows();
}

bool TimelineModel::isNodeCollapsed(std::uint32_t node) const
{
    return node < m_nodeCollapsed.size() && m_nodeCollapsed[node];
}

void TimelineModel::setAllNodesCollapsed(bool collapsed)
{
    if (std::all_of(m_nodeCollapsed.begin(), m_nodeCollapsed.end(), [collapsed](bool c) { return c == collapsed; }))
        return;
    std::fill(m_nodeCollapsed.begin(), m_nodeCollapsed.end(), collapsed);
    rebuildRows();
}

int TimelineModel::nodeRank(std::uint32_t node) const
{
    return node < m_nodeRanks.size() ? m_nodeRanks[node] : -1;
}

bool TimelineModel::nodesAreRanks() const
{
    for (std::size_t n = 0; n < m_nodes.size(); ++n) {
        if (m_nodeRanks[n] < 0 || !m_nodeIsRank[n])
            return false;
    }
    return !m_nodes.empty();
}

void TimelineModel::setNodeOrder(const std::vector<std::string>& nodesFirstToLast)
{
    std::vector<std::uint32_t> order;
    std::vector<bool> placed(m_nodes.size(), false);
    for (const std::string& name : nodesFirstToLast) {
        const auto it = std::lower_bound(m_nodes.begin(), m_nodes.end(), name);
        if (it == m_nodes.end() || *it != name)
            continue;
        const auto node = static_cast<std::uint32_t>(it - m_nodes.begin());
        if (!placed[node]) {
            placed[node] = true;
            order.push_back(node);
        }
    }
    const bool custom = !order.empty();
    for (const std::uint32_t node : m_defaultNodeOrder) {
        if (!placed[node])
            order.push_back(node);
    }
    if (order == m_nodeOrder && custom == m_customNodeOrder)
        return;
    m_customNodeOrder = custom;
    if (order == m_nodeOrder)
        return;
    m_nodeOrder = std::move(order);
    rebuildRows();
}

void TimelineModel::setNodeHidden(std::uint32_t node, bool hidden)
{
    if (node >= m_nodeHidden.size() || m_nodeHidden[node] == hidden)
        return;
    m_nodeHidden[node] = hidden;
    rebuildRows();
}

bool TimelineModel::isNodeHidden(std::uint32_t node) const
{
    return node < m_nodeHidden.size() && m_nodeHidden[node];
}

void TimelineModel::setVisibleNodes(const std::vector<std::uint32_t>& nodes)
{
    std::vector<bool> hidden(m_nodes.size(), true);
    for (const std::uint32_t node : nodes) {
        if (node < hidden.size())
            hidden[node] = false;
    }
    if (hidden == m_nodeHidden)
        return;
    m_nodeHidden = std::move(hidden);
    rebuildRows();
}

void TimelineModel::showAllNodes()
{
    std::vector<std::uint32_t> all(m_nodes.size());
    for (std::uint32_t n = 0; n < all.size(); ++n)
        all[n] = n;
    setVisibleNodes(all);
}

std::size_t TimelineModel::visibleNodeCount() const
{
    return static_cast<std::size_t>(std::count(m_nodeHidden.begin(), m_nodeHidden.end(), false));
}

std::uint32_t TimelineModel::nodeOfCounter(std::uint32_t counter) const
{
    return counter < m_counterNode.size() ? m_counterNode[counter] : UINT32_MAX;
}

std::optional<std::set<int>> TimelineModel::parseRankList(std::string_view text)
{
    std::set<int> ranks;
    std::size_t i = 0;
    const auto skipSpaces = [&] {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
    };
    const auto number = [&]() -> std::optional<int> {
        skipSpaces();
        const std::size_t begin = i;
        long value = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            value = value * 10 + (text[i] - '0');
            if (value > INT32_MAX)
                return std::nullopt;
            ++i;
        }
        if (i == begin)
            return std::nullopt;
        skipSpaces();
        return static_cast<int>(value);
    };
    skipSpaces();
    if (i == text.size())
        return ranks;
    while (true) {
        const std::optional<int> first = number();
        if (!first)
            return std::nullopt;
        int last = *first;
        if (i < text.size() && text[i] == '-') {
            ++i;
            const std::optional<int> to = number();
            if (!to || *to < *first)
                return std::nullopt;
            last = *to;
        }
        // A range of millions of ranks is no job's: refuse it rather than fill a set with it.
        if (last - *first > 1'000'000)
            return std::nullopt;
        for (int r = *first; r <= last; ++r)
            ranks.insert(r);
        if (i == text.size())
            return ranks;
        if (text[i] != ',')
            return std::nullopt;
        ++i;
    }
}

std::string TimelineModel::processNode(std::uint32_t process) const
{
    return process < m_trace->processes.size() ? m_trace->processes[process].node : std::string();
}

int TimelineModel::processRank(std::uint32_t process) const
{
    return process < m_trace->processes.size() ? m_trace->processes[process].rank : -1;
}

std::string TimelineModel::processTitle(std::uint32_t process) const
{
    if (process >= m_trace->processes.size())
        return {};
    const Process& p = m_trace->processes[process];
    if (p.gpuDevice >= 0 && m_multiNode && p.rank >= 0) // "rank 3 · GPU 3 · NVIDIA H100 80GB HBM3"
        return "rank " + std::to_string(p.rank) + " · " + p.name;
    if (p.gpuDevice >= 0) // "GPU 0 · NVIDIA H100 80GB HBM3", its node in a capture of several
        return p.name + (m_multiNode && !p.node.empty() ? " · " + p.node : std::string());
    std::string title = (p.name.empty() ? std::string("process") : p.name) + " (pid " + std::to_string(p.pid) + ")";
    // The node tells processes apart only in a capture of several nodes; the rank always helps. An
    // imported rank's node is named after its rank: the rank says it once.
    const bool showNode = m_multiNode && !p.node.empty() && !(p.rank >= 0 && p.node == "rank" + std::to_string(p.rank));
    if (showNode || p.rank >= 0) {
        title += " ·";
        if (showNode)
            title += " " + p.node;
        if (p.rank >= 0)
            title += " rank " + std::to_string(p.rank);
    }
    return title;
}

std::string TimelineModel::rowTitle(const TimelineRow& row) const
{
    const Trace& t = *m_trace;
    switch (row.kind) {
    case TimelineRow::Kind::CounterGroup: return "Counters";
    case TimelineRow::Kind::Counter: return row.counter < m_counters.size() ? m_counters[row.counter].name : "";
    case TimelineRow::Kind::Process: return processTitle(row.process);
    case TimelineRow::Kind::Node: return nodeTitle(row.node);
    case TimelineRow::Kind::Idle: {
        // Untranslated, as the counter group's "Counters"; TrackLabels says it in the UI language.
        const std::size_t n = idleThreadCount(row.process);
        return std::to_string(n) + (n == 1 ? " idle thread" : " idle threads");
    }
    case TimelineRow::Kind::Query: {
        const QueryLane* lane = queryLane(row.query);
        if (!lane)
            return {};
        // Pinned, a rank's range lane leaves its group: "rank 7 · Profiler ranges".
        return (row.pinned && row.node < m_nodes.size() ? pinnedOwner(row.node) : std::string()) + lane->title;
    }
    case TimelineRow::Kind::Lane: {
        if (row.lane >= t.lanes.size())
            return {};
        const Lane& lane = t.lanes[row.lane];
        const Thread& thread = t.threads[lane.thread];
        // Pinned, a lane leaves its group: its title says whose it is ("rank 7 · GPU stream 20").
        const std::string whose = row.pinned && row.node < m_nodes.size() ? pinnedOwner(row.node) : std::string();
        if (lane.kind == LaneKind::GpuStream)
            return whose + QCoreApplication::translate("LaneKind", laneKindName(lane.kind)).toStdString() + " "
                + std::to_string(thread.tid);
        std::string title = whose + QCoreApplication::translate("LaneKind", laneKindName(lane.kind)).toStdString()
            + " · " + std::to_string(thread.tid);
        if (!thread.name.empty())
            title += " " + thread.name;
        return title;
    }
    }
    return {};
}

std::string TimelineModel::pinnedOwner(std::uint32_t node) const
{
    if (node >= m_nodes.size())
        return {};
    return (nodeRank(node) >= 0 && m_nodeIsRank[node] ? "rank " + std::to_string(nodeRank(node))
                : m_nodes[node].empty()               ? std::string("(no node)")
                                                      : m_nodes[node])
        + " · ";
}

void TimelineModel::sortThreads()
{
    const Trace& t = *m_trace;
    m_idleThread.assign(t.threads.size(), false);
    m_busyThreads.assign(t.processes.size(), {});
    m_idleThreads.assign(t.processes.size(), {});
    m_idleExpanded.assign(t.processes.size(), false);
    for (std::uint32_t p = 0; p < t.processes.size(); ++p) {
        // The process's span: from its first event to its last.
        std::int64_t processBegin = t.endNs;
        std::int64_t processEnd = t.beginNs;
        for (const std::uint32_t th : t.processes[p].threads) {
            for (const std::uint32_t l : t.threads[th].lanes) {
                const EventColumns& e = t.lanes[l].events;
                if (e.size() == 0)
                    continue;
                processBegin = std::min(processBegin, e.start.front());
                processEnd = std::max(processEnd, e.start.back() + e.durationAt(e.size() - 1));
            }
        }
        std::size_t mostGpuCalls = 0;
        for (const std::uint32_t th : t.processes[p].threads) {
            std::size_t gpuCalls = 0;
            std::size_t otherEvents = 0;
            std::int64_t offCpu = 0;
            std::int64_t firstSeen = INT64_MAX;
            std::int64_t lastSeen = INT64_MIN;
            for (const std::uint32_t l : t.threads[th].lanes) {
                const Lane& lane = t.lanes[l];
                if (lane.kind == LaneKind::OffCpu) {
                    for (std::size_t i = 0; i < lane.events.size(); ++i) {
                        const std::int64_t duration = lane.events.durationAt(i);
                        offCpu += duration;
                        firstSeen = std::min(firstSeen, lane.events.start[i]);
                        lastSeen = std::max(lastSeen, lane.events.start[i] + duration);
                    }
                } else if (lane.kind == LaneKind::CudaRuntime || lane.kind == LaneKind::Driver) {
                    gpuCalls += lane.events.size();
                } else {
                    otherEvents += lane.events.size();
                }
            }
            // Off-CPU nearly all the time it was seen, and seen for a good part of its process's
            // life: pool threads start with the job (or CUDA's initialisation) and may leave
            // before it ends; a busy thread that slept once is not one of them.
            const double seen = lastSeen > firstSeen ? static_cast<double>(lastSeen - firstSeen) : 0.0;
            const double life = static_cast<double>(std::max<std::int64_t>(processEnd - processBegin, 1));
            const bool idle = gpuCalls == 0 && otherEvents == 0 && offCpu > 0
                && static_cast<double>(offCpu) >= kIdleShare * seen && seen >= kIdleLifeShare * life;
            m_idleThread[th] = idle;
            if (idle) {
                m_idleThreads[p].push_back(th);
            } else if (gpuCalls > mostGpuCalls) {
                mostGpuCalls = gpuCalls;
                m_busyThreads[p].insert(m_busyThreads[p].begin(), th);
            } else {
                m_busyThreads[p].push_back(th);
            }
        }
    }
}

std::size_t TimelineModel::idleThreadCount(std::uint32_t process) const
{
    return process < m_idleThreads.size() ? m_idleThreads[process].size() : 0;
}

bool TimelineModel::isIdleThread(std::uint32_t thread) const
{
    return thread < m_idleThread.size() && m_idleThread[thread];
}

void TimelineModel::setIdleExpanded(std::uint32_t process, bool expanded)
{
    if (process >= m_idleExpanded.size() || m_idleExpanded[process] == expanded)
        return;
    m_idleExpanded[process] = expanded;
    rebuildRows();
}

bool TimelineModel::isIdleExpanded(std::uint32_t process) const
{
    return process < m_idleExpanded.size() && m_idleExpanded[process];
}

void TimelineModel::rebuildRows()
{
    const Trace& t = *m_trace;
    std::vector<TimelineRow> rows;
    auto isPinnedKey = [this](std::uint64_t key) {
        return std::find(m_pins.begin(), m_pins.end(), key) != m_pins.end();
    };

    // Pinned rows first, in pin order; they leave their normal place.
    for (const std::uint64_t key : m_pins) {
        TimelineRow row;
        row.kind = static_cast<TimelineRow::Kind>(key >> kKindShift);
        const auto id = static_cast<std::uint32_t>(key & ((std::uint64_t{1} << kKindShift) - 1));
        row.pinned = true;
        switch (row.kind) {
        case TimelineRow::Kind::CounterGroup: continue;
        case TimelineRow::Kind::Counter:
            if (id >= m_counters.size())
                continue;
            row.counter = id;
            break;
        case TimelineRow::Kind::Process:
            if (id >= t.processes.size())
                continue;
            row.process = id;
            break;
        case TimelineRow::Kind::Lane:
            if (id >= t.lanes.size())
                continue;
            row.lane = id;
            row.process = t.threads[t.lanes[id].thread].process;
            break;
        case TimelineRow::Kind::Query: {
            const QueryLane* lane = queryLane(id);
            if (!lane)
                continue;
            row.query = id;
            if (isGroupedQueryLane(*lane))
                row.process = lane->process;
            break;
        }
        case TimelineRow::Kind::Node:
            if (id >= m_nodes.size())
                continue;
            row.node = id;
            break;
        case TimelineRow::Kind::Idle: continue; // not pinned: it only folds
        }
        if (row.process != UINT32_MAX)
            row.node = nodeOfProcess(row.process);
        rows.push_back(row);
    }

    // A process's own query lanes (a rank's profiler ranges), in the order added, go under it.
    std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> processQueryLanes;
    for (const auto& lane : m_queryLanes) {
        TimelineRow row{TimelineRow::Kind::Query};
        row.query = lane->id;
        if (isGroupedQueryLane(*lane))
            processQueryLanes[lane->process].push_back(lane->id);
        else if (!isPinnedKey(row.key()))
            rows.push_back(row);
    }

    if (!m_counters.empty()) {
        rows.push_back({TimelineRow::Kind::CounterGroup});
        if (!m_countersCollapsed) {
            // A node's counters follow the node order, the system-wide ones last.
            std::vector<std::uint32_t> position(m_nodes.size() + 1, static_cast<std::uint32_t>(m_nodes.size()));
            for (std::uint32_t i = 0; i < m_nodeOrder.size(); ++i)
                position[m_nodeOrder[i]] = i;
            std::vector<std::uint32_t> counters(m_counters.size());
            for (std::uint32_t c = 0; c < counters.size(); ++c)
                counters[c] = c;
            std::stable_sort(counters.begin(), counters.end(), [&](std::uint32_t a, std::uint32_t b) {
                return position[std::min<std::size_t>(m_counterNode[a], m_nodes.size())]
                    < position[std::min<std::size_t>(m_counterNode[b], m_nodes.size())];
            });
            for (const std::uint32_t c : counters) {
                if (isNodeHidden(m_counterNode[c]))
                    continue;
                TimelineRow row{TimelineRow::Kind::Counter};
                row.counter = c;
                if (!isPinnedKey(row.key()))
                    rows.push_back(row);
            }
        }
    }

    // Without node groups, one pass over every process; with them, each visible node's in turn.
    std::vector<std::uint32_t> processes;
    if (m_nodes.empty()) {
        processes = m_processOrder;
    } else {
        for (const std::uint32_t node : m_nodeOrder) {
            if (!m_nodeHidden[node])
                processes.insert(processes.end(), m_nodeProcesses[node].begin(), m_nodeProcesses[node].end());
        }
    }
    std::uint32_t currentNode = UINT32_MAX;
    for (const std::uint32_t p : processes) {
        if (!text::containsNoCase(processTitle(p), m_filter))
            continue;
        const std::uint32_t node = nodeOfProcess(p);
        if (node != UINT32_MAX && node != currentNode) {
            // The node's header comes with its first process the filter lets through.
            currentNode = node;
            TimelineRow group{TimelineRow::Kind::Node};
            group.node = node;
            if (!isPinnedKey(group.key()))
                rows.push_back(group);
        }
        if (node != UINT32_MAX && m_nodeCollapsed[node])
            continue;
        TimelineRow header{TimelineRow::Kind::Process};
        header.process = p;
        header.node = node;
        if (!isPinnedKey(header.key()))
            rows.push_back(header);
        if (m_collapsed[p])
            continue;
        // Its ranges above its threads, as Perfetto shows a process's slices with the process.
        if (const auto it = processQueryLanes.find(p); it != processQueryLanes.end()) {
            for (const std::uint32_t id : it->second) {
                TimelineRow row{TimelineRow::Kind::Query};
                row.query = id;
                row.process = p;
                row.node = node;
                if (!isPinnedKey(row.key()))
                    rows.push_back(row);
            }
        }
        const auto addLanes = [&](const std::vector<std::uint32_t>& threads) {
            for (const std::uint32_t th : threads) {
                for (const std::uint32_t l : t.threads[th].lanes) {
                    if (!isDrawnLane(t.lanes[l].kind))
                        continue;
                    TimelineRow row{TimelineRow::Kind::Lane};
                    row.process = p;
                    row.lane = l;
                    row.node = node;
                    if (!isPinnedKey(row.key()))
                        rows.push_back(row);
                }
            }
        };
        addLanes(m_busyThreads[p]);
        if (!m_idleThreads[p].empty()) {
            TimelineRow idle{TimelineRow::Kind::Idle};
            idle.process = p;
            idle.node = node;
            rows.push_back(idle);
            if (m_idleExpanded[p])
                addLanes(m_idleThreads[p]);
        }
    }

    m_rows = std::move(rows);
    ++m_revision;
    emit rowsChanged();
}

void TimelineModel::setCollapsed(std::uint32_t process, bool collapsed)
{
    if (process >= m_collapsed.size() || m_collapsed[process] == collapsed)
        return;
    m_collapsed[process] = collapsed;
    rebuildRows();
}

bool TimelineModel::isCollapsed(std::uint32_t process) const
{
    return process < m_collapsed.size() && m_collapsed[process];
}

void TimelineModel::setAllCollapsed(bool collapsed)
{
    if (std::all_of(m_collapsed.begin(), m_collapsed.end(), [collapsed](bool c) { return c == collapsed; }))
        return;
    std::fill(m_collapsed.begin(), m_collapsed.end(), collapsed);
    rebuildRows();
}

void TimelineModel::setCountersCollapsed(bool collapsed)
{
    if (m_countersCollapsed == collapsed)
        return;
    m_countersCollapsed = collapsed;
    rebuildRows();
}

void TimelineModel::setPinned(std::uint64_t rowKey, bool pinned)
{
    const auto it = std::find(m_pins.begin(), m_pins.end(), rowKey);
    if (pinned == (it != m_pins.end()))
        return;
    if (pinned)
        m_pins.push_back(rowKey);
    else
        m_pins.erase(it);
    rebuildRows();
}

bool TimelineModel::isPinned(std::uint64_t rowKey) const
{
    return std::find(m_pins.begin(), m_pins.end(), rowKey) != m_pins.end();
}

void TimelineModel::setProcessFilter(const std::string& text)
{
    if (text == m_filter)
        return;
    m_filter = text;
    rebuildRows();
}

std::vector<std::uint32_t> TimelineModel::lanesInRows(int firstRow, int lastRow) const
{
    std::vector<std::uint32_t> lanes;
    firstRow = std::max(firstRow, 0);
    lastRow = std::min(lastRow, static_cast<int>(m_rows.size()) - 1);
    for (int r = firstRow; r <= lastRow; ++r)
        if (m_rows[static_cast<std::size_t>(r)].kind == TimelineRow::Kind::Lane)
            lanes.push_back(m_rows[static_cast<std::size_t>(r)].lane);
    return lanes;
}

int TimelineModel::rowOfLane(std::uint32_t lane) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].kind == TimelineRow::Kind::Lane && m_rows[r].lane == lane)
            return static_cast<int>(r);
    return -1;
}

void TimelineModel::reveal(std::uint32_t lane)
{
    const Trace& t = *m_trace;
    if (lane >= t.lanes.size() || rowOfLane(lane) >= 0)
        return;
    const std::uint32_t p = t.threads[t.lanes[lane].thread].process;
    if (p >= m_collapsed.size())
        return;
    m_collapsed[p] = false;
    if (isIdleThread(t.lanes[lane].thread))
        m_idleExpanded[p] = true;
    if (const std::uint32_t node = nodeOfProcess(p); node != UINT32_MAX) {
        m_nodeCollapsed[node] = false;
        m_nodeHidden[node] = false;
    }
    if (!text::containsNoCase(processTitle(p), m_filter))
        m_filter.clear();
    rebuildRows();
}

std::uint32_t TimelineModel::addQueryLane(std::unique_ptr<QueryLane> lane)
{
    if (!lane)
        return 0;
    lane->id = m_nextQueryId++;
    const std::uint32_t id = lane->id;
    m_queryLanes.push_back(std::move(lane));
    rebuildRows();
    return id;
}

void TimelineModel::addQueryLanes(std::vector<std::unique_ptr<QueryLane>> lanes)
{
    bool added = false;
    for (std::unique_ptr<QueryLane>& lane : lanes) {
        if (!lane)
            continue;
        lane->id = m_nextQueryId++;
        m_queryLanes.push_back(std::move(lane));
        added = true;
    }
    if (added)
        rebuildRows();
}

bool TimelineModel::isGroupedQueryLane(const QueryLane& lane) const
{
    return !m_nodes.empty() && lane.process < m_processNode.size();
}

bool TimelineModel::removeQueryLane(std::uint32_t id)
{
    const auto it = std::find_if(m_queryLanes.begin(), m_queryLanes.end(),
                                 [id](const std::unique_ptr<QueryLane>& lane) { return lane->id == id; });
    if (it == m_queryLanes.end())
        return false;
    m_queryLanes.erase(it);
    TimelineRow row{TimelineRow::Kind::Query};
    row.query = id;
    std::erase(m_pins, row.key());
    rebuildRows();
    return true;
}

const QueryLane* TimelineModel::queryLane(std::uint32_t id) const
{
    for (const auto& lane : m_queryLanes)
        if (lane->id == id)
            return lane.get();
    return nullptr;
}

int TimelineModel::rowOfQueryLane(std::uint32_t id) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].kind == TimelineRow::Kind::Query && m_rows[r].query == id)
            return static_cast<int>(r);
    return -1;
}

} // namespace faultline::timeline
