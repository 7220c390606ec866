#pragma once

// Allocator history of one device. A snapshot holds only the final state (segments and blocks)
// and the last N trace entries, so earlier states are rebuilt by undoing entries from the end
// (MemoryViz's "Allocator State History"). The first backward pass records what each undo
// removed, so every step is exactly reversible: replaying back to the start and forward again
// gives the final state. Full states are kept every `checkpointInterval` entries, so opening
// any point in history costs at most one checkpoint restore plus interval/2 steps.
//
// Position k means "after the first k entries of the device's trace": k = N is the final
// snapshot, k = 0 the state before the oldest recorded entry.

#include "Snapshot.h"
#include "SnapshotMetrics.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline::snapshot {

struct LiveBlock
{
    std::uint64_t size = 0;      // the block's size (rounded); for blocks rebuilt from a free
                                 // entry: the request rounded up to 512 bytes
    std::uint64_t requested = 0; // what the program asked for
    StackId stack = 0;
    bool pending = false; // freed by the program, still in use on another stream
    bool operator==(const LiveBlock&) const = default;
};

struct LiveSegment
{
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    std::uint32_t stream = 0;
    std::uint32_t pool = 0;
    StackId stack = 0;
    bool expandable = false;
    bool small = false;
    bool operator==(const LiveSegment&) const = default;
};

struct ReplayTotals
{
    std::uint64_t activeBytes = 0;  // allocated + pending free
    std::uint64_t pendingBytes = 0; // pending free
    std::uint64_t requestedBytes = 0;
    std::uint64_t reservedBytes = 0; // Σ segment sizes
    std::uint64_t liveBlocks = 0;
    std::uint64_t segments = 0;
    [[nodiscard]] std::uint64_t allocatedBytes() const { return activeBytes - pendingBytes; }
    bool operator==(const ReplayTotals&) const = default;
};

// A state in address order, for block maps and figures: every segment tiled by its live
// blocks and the free gaps between them (Inactive blocks).
struct StateBlock
{
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    std::uint64_t requested = 0;
    StackId stack = 0;
    BlockState state = BlockState::Inactive;
};

struct StateSegment
{
    LiveSegment segment;
    std::vector<StateBlock> blocks;
};

struct ReplayState
{
    std::size_t position = 0;
    std::int64_t device = 0;
    std::vector<StateSegment> segments; // by address
    std::vector<StateBlock> orphans;    // live blocks outside every segment (an inconsistent trace)
    ReplayTotals totals;

    [[nodiscard]] const StateSegment* segmentAt(std::uint64_t address) const;
    [[nodiscard]] const StateBlock* blockAt(std::uint64_t address) const;
    // Figures as computeMetrics() defines them, for this state.
    [[nodiscard]] DeviceMetrics metrics() const;
};

// One bucket of the memory-over-time series (entries [firstEntry, lastEntry]).
struct SeriesBucket
{
    std::size_t firstEntry = 0;
    std::size_t lastEntry = 0;
    std::int64_t firstTimeUs = TraceColumns::kNoTime;
    std::int64_t lastTimeUs = TraceColumns::kNoTime;
    std::uint64_t activeMin = 0;
    std::uint64_t activeMax = 0;
    std::uint64_t activeLast = 0;
    std::uint64_t reservedMax = 0;
    std::uint64_t reservedLast = 0;
};

class SnapshotReplay
{
public:
    struct Options
    {
        std::size_t checkpointInterval = 65536;
        // The interval doubles until all checkpoints fit.
        std::size_t checkpointBudgetBytes = std::size_t{256} << 20;
    };

    [[nodiscard]] static std::unique_ptr<SnapshotReplay> build(const Snapshot& snapshot, std::int64_t device);
    [[nodiscard]] static std::unique_ptr<SnapshotReplay> build(const Snapshot& snapshot, std::int64_t device,
                                                               const Options& options);
    ~SnapshotReplay();
    SnapshotReplay(const SnapshotReplay&) = delete;
    SnapshotReplay& operator=(const SnapshotReplay&) = delete;

    [[nodiscard]] const Snapshot& snapshot() const { return m_snapshot; }
    [[nodiscard]] std::int64_t device() const { return m_device; }
    [[nodiscard]] std::size_t entryCount() const { return m_count; }
    // The trace row (index into Snapshot::trace) of entry k.
    [[nodiscard]] std::size_t rowOf(std::size_t entry) const { return m_firstRow + entry; }
    [[nodiscard]] std::size_t checkpointInterval() const { return m_interval; }
    [[nodiscard]] std::size_t checkpointCount() const;
    // Contradictions met while undoing, counted by kind with replay_check.py's names
    // (alloc_without_live_block, free_requested_without_block, free_completed_but_block_live,
    // segment_alloc_without_segment, unknown_action:NAME) plus segment_map_without_segment.
    [[nodiscard]] const std::map<std::string, std::uint64_t>& anomalies() const { return m_anomalies; }
    [[nodiscard]] std::uint64_t anomalyCount() const;
    // Bytes held by checkpoints and undo records.
    [[nodiscard]] std::size_t residentBytes() const;

    // Memory over the entries [from, to) in at most `buckets` buckets (peaks kept).
    [[nodiscard]] std::vector<SeriesBucket> series(std::size_t from, std::size_t to, std::size_t buckets) const;

    // Implementation details (undo records, checkpoints), defined in the .cpp.
    struct Data;
    struct Checkpoint;

private:
    friend class ReplayCursor;
    SnapshotReplay(const Snapshot& snapshot, std::int64_t device);
    void recordBackward(const Options& options);

    const Snapshot& m_snapshot;
    std::int64_t m_device = 0;
    std::size_t m_firstRow = 0;
    std::size_t m_count = 0;
    std::size_t m_interval = 65536;
    std::map<std::string, std::uint64_t> m_anomalies;
    std::unique_ptr<Data> m_data;
};

// A position in the history with its live state; moves by steps or jumps through checkpoints.
class ReplayCursor
{
public:
    explicit ReplayCursor(const SnapshotReplay& replay); // at the final state
    ~ReplayCursor();
    ReplayCursor(const ReplayCursor&) = delete;
    ReplayCursor& operator=(const ReplayCursor&) = delete;

    [[nodiscard]] std::size_t position() const { return m_position; }
    void seek(std::size_t position);
    void stepForward();  // applies entry position()
    void stepBackward(); // undoes entry position() − 1

    [[nodiscard]] const std::unordered_map<std::uint64_t, LiveBlock>& liveBlocks() const;
    [[nodiscard]] const std::map<std::uint64_t, LiveSegment>& liveSegments() const;
    [[nodiscard]] const ReplayTotals& totals() const;
    // The state in address order (segments tiled by live blocks and free gaps).
    [[nodiscard]] ReplayState state() const;

private:
    struct Live;
    const SnapshotReplay& m_replay;
    std::size_t m_position = 0;
    std::unique_ptr<Live> m_live;
};

// Where the device's active bytes peaked in the recorded history, the final state included
// (MemoryViz's Active Memory Timeline maximum): the position (entries applied) of the latest
// state that holds the most, and those bytes.
struct ReplayPeak
{
    std::size_t position = 0;
    std::uint64_t activeBytes = 0;
};
[[nodiscard]] ReplayPeak findPeak(const SnapshotReplay& replay);

} // namespace faultline::snapshot
