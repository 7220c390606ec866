#pragma once

#include "CounterTracks.h"
#include "LaneIndex.h"
#include "Trace.h"

#include <QObject>

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace faultline::timeline {

// A reference to one event of a loaded trace.
struct EventRef
{
    std::uint32_t lane = UINT32_MAX; // index into Trace::lanes
    std::uint32_t index = 0;         // index into that lane's columns
    [[nodiscard]] bool isValid() const { return lane != UINT32_MAX; }
    bool operator==(const EventRef&) const = default;
};

// A process instant (fork, exec, exit, OOM kill) drawn as a marker on the process's header row.
struct Instant
{
    std::int64_t time = 0;
    EventRef event;
};

// One row of the timeline, top to bottom.
struct TimelineRow
{
    enum class Kind : std::uint8_t { CounterGroup, Counter, Process, Lane };

    Kind kind = Kind::Lane;
    std::uint32_t process = UINT32_MAX; // index into Trace::processes (Process, Lane)
    std::uint32_t lane = UINT32_MAX;    // index into Trace::lanes (Lane)
    std::uint32_t counter = UINT32_MAX; // index into TimelineModel::counters() (Counter)
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

    // Visible rows in display order: pinned rows first (in pin order), then the counter group,
    // then processes (sorted by node, rank, pid), each followed by its thread lanes unless
    // collapsed or filtered out.
    [[nodiscard]] const std::vector<TimelineRow>& rows() const { return m_rows; }
    // Bumped whenever rows() changes (geometry caches key on it).
    [[nodiscard]] std::uint64_t revision() const { return m_revision; }

    [[nodiscard]] const LaneIndex& laneIndex(std::uint32_t lane) const { return m_indexes[lane]; }
    [[nodiscard]] const std::vector<CounterTrack>& counters() const { return m_counters; }
    // Instants of one process (index into Trace::processes), by time.
    [[nodiscard]] const std::vector<Instant>& instants(std::uint32_t process) const { return m_instants[process]; }

    // Row titles: process "python3 (pid 4242) · node-1 rank 0" (the node only when the capture
    // has several), lane "CUDA runtime · 4243 python3".
    [[nodiscard]] std::string rowTitle(const TimelineRow& row) const;
    [[nodiscard]] std::string processTitle(std::uint32_t process) const;
    // Node and rank of a process when the capture records them ("" and -1 otherwise).
    [[nodiscard]] std::string processNode(std::uint32_t process) const;
    [[nodiscard]] int processRank(std::uint32_t process) const;

    void setCollapsed(std::uint32_t process, bool collapsed);
    [[nodiscard]] bool isCollapsed(std::uint32_t process) const;
    void setAllCollapsed(bool collapsed);
    void setCountersCollapsed(bool collapsed);
    [[nodiscard]] bool countersCollapsed() const { return m_countersCollapsed; }

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

signals:
    void rowsChanged();

private:
    void rebuildRows();

    std::shared_ptr<const Trace> m_trace;
    std::vector<LaneIndex> m_indexes;
    std::vector<CounterTrack> m_counters;
    std::vector<std::vector<Instant>> m_instants;
    std::vector<std::uint32_t> m_processOrder;
    std::vector<bool> m_collapsed;
    std::vector<std::uint64_t> m_pins; // in pin order
    std::string m_filter;
    bool m_countersCollapsed = false;
    bool m_multiNode = false; // processes run on more than one node
    std::vector<TimelineRow> m_rows;
    std::uint64_t m_revision = 1;
};

} // namespace faultline::timeline
