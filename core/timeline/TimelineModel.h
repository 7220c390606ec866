#pragma once

#include "CounterTracks.h"
#include "LaneIndex.h"
#include "Trace.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::timeline {

// A process instant (fork, exec, exit, OOM kill) drawn as a marker on the process's header row.
struct Instant
{
    std::int64_t time = 0;
    EventRef event;
};

// A lane made from an SQL result ("Add to timeline"): intervals that are not the trace's own
// events, drawn near the top until removed. Label of event i: labels[events.arg0[i]];
// events.arg1[i] is its row in the result.
struct QueryLane
{
    std::uint32_t id = 0;
    std::string title;
    EventColumns events; // sorted by start
    std::vector<std::string> labels;
    LaneIndex index; // over `events`: a lane is never moved once indexed
    // The process whose lane it is (index into Trace::processes: a profiler's ranges of one rank),
    // shown under that process in a capture of several nodes; UINT32_MAX: at the top.
    std::uint32_t process = UINT32_MAX;

    [[nodiscard]] const std::string& labelAt(std::size_t i) const;
};

// Collects a query lane's intervals in result order, interning the labels.
class QueryLaneBuilder
{
public:
    // A negative duration counts as an instant (0).
    void add(std::int64_t start, std::int64_t duration, std::string_view label);
    [[nodiscard]] std::size_t size() const { return m_events.size(); }
    // The lane, sorted by start and indexed; the builder is empty afterwards.
    [[nodiscard]] std::unique_ptr<QueryLane> finish(std::string title);

private:
    EventColumns m_events;
    std::vector<std::string> m_labels;
    std::unordered_map<std::string, std::uint32_t> m_labelIds;
};

// One row of the timeline, top to bottom.
struct TimelineRow
{
    // Node: the header of one node's processes in a capture of several nodes.
    // Idle: the folded threads of a process that made no traced call and sat off-CPU nearly the
    // whole range (a pool's idle workers), one row for them all.
    enum class Kind : std::uint8_t { CounterGroup, Counter, Process, Lane, Query, Node, Idle };

    Kind kind = Kind::Lane;
    std::uint32_t process = UINT32_MAX; // index into Trace::processes (Process, Lane, Idle)
    std::uint32_t node = UINT32_MAX;    // index into TimelineModel's nodes (Node, and the rows under it)
    std::uint32_t lane = UINT32_MAX;    // index into Trace::lanes (Lane)
    std::uint32_t counter = UINT32_MAX; // index into TimelineModel::counters() (Counter)
    std::uint32_t query = UINT32_MAX;   // QueryLane::id (Query)
    bool pinned = false;
    // Stable across collapse, filter and pin changes: pins and selections are kept by key.
    [[nodiscard]] std::uint64_t key() const;
};

// The lane list of the timeline: which rows exist, in which order, collapsed, pinned or
// filtered, plus the per-lane level-of-detail indexes and the counter tracks. Event data stays in
// the immutable Trace. A QObject for change signals, not a QAbstractItemModel: rows are few but
// events are millions and are never items.
class TimelineModel : public QObject
{
    Q_OBJECT
public:
    explicit TimelineModel(std::shared_ptr<const Trace> trace, QObject* parent = nullptr);

    [[nodiscard]] const Trace& trace() const { return *m_trace; }
    [[nodiscard]] std::shared_ptr<const Trace> tracePtr() const { return m_trace; }

    // Visible rows in display order: pinned rows first (in pin order), then query lanes (in the
    // order they were added; in a capture of several nodes, a process's own lanes are under its
    // header instead, before its threads'), then the counter group (a node's counters in node order, the
    // system-wide ones last), then processes (by rank, pid), each followed by its thread lanes
    // unless collapsed or filtered out: the thread that issues the most GPU calls first, then the
    // others that are busy, then one Idle row for its idle threads (their lanes below it once
    // expanded). In a capture of several nodes each node is a group, in nodeOrder(): a Node
    // header, then its processes unless it is collapsed; a hidden node has neither.
    [[nodiscard]] const std::vector<TimelineRow>& rows() const { return m_rows; }
    // Bumped whenever rows() changes (geometry caches key on it).
    [[nodiscard]] std::uint64_t revision() const { return m_revision; }

    [[nodiscard]] const LaneIndex& laneIndex(std::uint32_t lane) const { return m_indexes[lane]; }
    [[nodiscard]] const std::vector<CounterTrack>& counters() const { return m_counters; }
    // Instants of one process (index into Trace::processes), by time.
    [[nodiscard]] const std::vector<Instant>& instants(std::uint32_t process) const { return m_instants[process]; }

    // Row titles: process "python3 (pid 4242) · node-1 rank 0" (the node only when the capture
    // has several and it is not just "rank0"), a rank's GPU "rank 3 · GPU 3 · NVIDIA H100 ...", lane
    // "CUDA runtime · 4243 python3" (a pinned lane of a node group "rank 7 · GPU stream 20", a
    // pinned range lane of a process "rank 7 · Profiler ranges").
    [[nodiscard]] std::string rowTitle(const TimelineRow& row) const;
    [[nodiscard]] std::string processTitle(std::uint32_t process) const;
    // Node and rank of a process when the capture records them ("" and -1 otherwise).
    [[nodiscard]] std::string processNode(std::uint32_t process) const;
    [[nodiscard]] int processRank(std::uint32_t process) const;

    // The nodes a capture of several nodes groups its processes by (indices stable for the
    // model's life; nodeOrder() is the display order); none otherwise (a single node's capture
    // looks as it always did).
    [[nodiscard]] std::size_t nodeCount() const { return m_nodes.size(); }
    [[nodiscard]] const std::string& nodeName(std::uint32_t node) const;
    // What a node's header calls it: "rank 3 · node-a · GPU 3" for a rank of an imported job (its
    // rank, host and GPUs as far as its trace says them), else its name ("" for no node).
    [[nodiscard]] const std::string& nodeLabel(std::uint32_t node) const;
    // Node group of a process, UINT32_MAX without groups.
    [[nodiscard]] std::uint32_t nodeOfProcess(std::uint32_t process) const;
    // The node's clock offset the merge corrected (faultline_capture_meta node.<name>.clock_*).
    struct NodeClock
    {
        bool known = false;
        std::int64_t offsetNs = 0;
        std::int64_t uncertaintyNs = 0;
    };
    [[nodiscard]] NodeClock nodeClock(std::uint32_t node) const;
    // "gpu-node-01 · clock offset +1.250 ms ± 0.040 ms" (untranslated; TrackLabels translates).
    [[nodiscard]] std::string nodeTitle(std::uint32_t node) const;
    void setNodeCollapsed(std::uint32_t node, bool collapsed);
    [[nodiscard]] bool isNodeCollapsed(std::uint32_t node) const;
    // Folds or unfolds every node's group.
    void setAllNodesCollapsed(bool collapsed);
    // The node's rank: its import's rank, else the lowest rank of its processes (a host of
    // several ranks sorts by its first); -1 when none.
    [[nodiscard]] int nodeRank(std::uint32_t node) const;
    // Whether the nodes are a job's ranks: each node is one rank (an imported rank's trace, or a
    // node whose processes all say the same rank). Hosts of several ranks each are nodes.
    [[nodiscard]] bool nodesAreRanks() const;

    // Node groups (indices into the nodes) in display order. By default by rank (rank 2 before
    // rank 10), then the nodes without a rank by name, the processes of no node last.
    [[nodiscard]] const std::vector<std::uint32_t>& nodeOrder() const { return m_nodeOrder; }
    // Puts the named nodes first, in that order; the others follow in the default order. Names
    // that are no node are ignored; {} restores the default order. Node indices, row keys, pins
    // and selections do not change.
    void setNodeOrder(const std::vector<std::string>& nodesFirstToLast);
    [[nodiscard]] bool hasCustomNodeOrder() const { return m_customNodeOrder; }

    // Hides a node's group: its header, processes, lanes and counters (rows pinned by the user
    // stay). Hiding every node is allowed: the view then says "showing 0 of N".
    void setNodeHidden(std::uint32_t node, bool hidden);
    [[nodiscard]] bool isNodeHidden(std::uint32_t node) const;
    // Shows exactly these nodes (indices; unknown ones ignored), hides the others.
    void setVisibleNodes(const std::vector<std::uint32_t>& nodes);
    void showAllNodes();
    [[nodiscard]] std::size_t visibleNodeCount() const;
    // The node whose counter it is (UINT32_MAX: system-wide, or no groups).
    [[nodiscard]] std::uint32_t nodeOfCounter(std::uint32_t counter) const;
    // The ranks a text names: "0-3, 7" → {0, 1, 2, 3, 7}; "" → {}. nullopt when it is not such a
    // list (a negative rank, a range backwards, a stray character).
    [[nodiscard]] static std::optional<std::set<int>> parseRankList(std::string_view text);

    void setCollapsed(std::uint32_t process, bool collapsed);
    [[nodiscard]] bool isCollapsed(std::uint32_t process) const;
    void setAllCollapsed(bool collapsed);
    // The counter group starts folded in a capture of more than kFoldCountersAboveRanks ranks
    // (a GPU busy counter or more per rank would fill the top of the timeline).
    static constexpr std::size_t kFoldCountersAboveRanks = 8;
    void setCountersCollapsed(bool collapsed);
    [[nodiscard]] bool countersCollapsed() const { return m_countersCollapsed; }

    // Idle threads: no traced call (only off-CPU intervals), off-CPU for at least kIdleShare of
    // the span their intervals cover, a span of at least kIdleLifeShare of their process's (its
    // first event to its last). Folded into their process's Idle row by default.
    static constexpr double kIdleShare = 0.9;
    static constexpr double kIdleLifeShare = 0.5;
    [[nodiscard]] std::size_t idleThreadCount(std::uint32_t process) const;
    [[nodiscard]] bool isIdleThread(std::uint32_t thread) const;
    void setIdleExpanded(std::uint32_t process, bool expanded);
    [[nodiscard]] bool isIdleExpanded(std::uint32_t process) const;

    // Pins a row (by key) to the top, or unpins it.
    void setPinned(std::uint64_t rowKey, bool pinned);
    [[nodiscard]] bool isPinned(std::uint64_t rowKey) const;

    // Shows only processes whose title contains `text` (case-insensitive); "" shows all.
    void setProcessFilter(const std::string& text);
    [[nodiscard]] const std::string& processFilter() const { return m_filter; }

    // Lanes (indices into Trace::lanes) of the visible Lane rows in [firstRow, lastRow].
    [[nodiscard]] std::vector<std::uint32_t> lanesInRows(int firstRow, int lastRow) const;
    // Row showing `lane`, -1 when collapsed or filtered out.
    [[nodiscard]] int rowOfLane(std::uint32_t lane) const;
    // Makes `lane` visible (expands its process, clears a filter that hides it).
    void reveal(std::uint32_t lane);

    // Adds a lane of query results; returns its id (never reused within a model).
    std::uint32_t addQueryLane(std::unique_ptr<QueryLane> lane);
    // Adds several, in order, rebuilding the rows once.
    void addQueryLanes(std::vector<std::unique_ptr<QueryLane>> lanes);
    // Whether a query lane is shown in its process's node group rather than at the top.
    [[nodiscard]] bool isGroupedQueryLane(const QueryLane& lane) const;
    // False when there is no such lane.
    bool removeQueryLane(std::uint32_t id);
    // Null when there is no such lane.
    [[nodiscard]] const QueryLane* queryLane(std::uint32_t id) const;
    [[nodiscard]] const std::vector<std::unique_ptr<QueryLane>>& queryLanes() const { return m_queryLanes; }
    // Row showing query lane `id`, -1 if none.
    [[nodiscard]] int rowOfQueryLane(std::uint32_t id) const;

signals:
    void rowsChanged();

private:
    // Orders each process's threads (m_busyThreads) and finds the idle ones.
    void sortThreads();
    void rebuildRows();
    // "rank 7 · " or "node-b · ": whose a pinned row of a node's group is.
    [[nodiscard]] std::string pinnedOwner(std::uint32_t node) const;

    std::shared_ptr<const Trace> m_trace;
    std::vector<LaneIndex> m_indexes;
    std::vector<CounterTrack> m_counters;
    std::vector<std::vector<Instant>> m_instants;
    std::vector<std::uint32_t> m_processOrder;
    std::vector<bool> m_collapsed;
    std::vector<std::vector<std::uint32_t>> m_busyThreads; // per process, the GPU-issuing one first
    std::vector<std::vector<std::uint32_t>> m_idleThreads; // per process
    std::vector<bool> m_idleThread;                        // per thread
    std::vector<bool> m_idleExpanded;                      // per process
    std::vector<std::uint64_t> m_pins;                     // in pin order
    std::string m_filter;
    bool m_countersCollapsed = false;
    bool m_multiNode = false;                                // processes run on more than one node
    std::vector<std::string> m_nodes;                        // node groups, by name (m_multiNode only)
    std::vector<std::uint32_t> m_processNode;                // per process: index into m_nodes
    std::vector<NodeClock> m_nodeClocks;                     // per node
    std::vector<std::string> m_nodeLabels;                   // per node
    std::vector<bool> m_nodeCollapsed;                       // per node
    std::vector<bool> m_nodeHidden;                          // per node
    std::vector<int> m_nodeRanks;                            // per node, -1 for none
    std::vector<bool> m_nodeIsRank;                          // per node: not a host of several ranks
    std::vector<std::vector<std::uint32_t>> m_nodeProcesses; // per node, in m_processOrder's order
    std::vector<std::uint32_t> m_nodeOrder;                  // display order
    std::vector<std::uint32_t> m_defaultNodeOrder;
    bool m_customNodeOrder = false;
    std::vector<std::uint32_t> m_counterNode; // per counter
    std::vector<std::unique_ptr<QueryLane>> m_queryLanes;
    std::uint32_t m_nextQueryId = 1;
    std::vector<TimelineRow> m_rows;
    std::uint64_t m_revision = 1;
};

} // namespace faultline::timeline
