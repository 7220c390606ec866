#include "SnapshotReplay.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>

namespace faultline::snapshot {

namespace {

constexpr std::uint64_t kSmallSegment = std::uint64_t{2} << 20; // the small pool's segment size

std::uint64_t roundBlock(std::uint64_t s)
{
    // The allocator rounds every block to 512 bytes; the true size of a block rebuilt from a
    // free entry is unknown beyond that.
    return s > ~std::uint64_t{0} - 511 ? s : (s + 511) / 512 * 512;
}

struct StateData
{
    std::unordered_map<std::uint64_t, LiveBlock> blocks;
    std::map<std::uint64_t, LiveSegment> segments;
    ReplayTotals totals;

    void addTotals(const LiveBlock& b, int sign)
    {
        if (sign > 0) {
            totals.activeBytes += b.size;
            totals.requestedBytes += b.requested;
            totals.pendingBytes += b.pending ? b.size : 0;
            ++totals.liveBlocks;
        } else {
            totals.activeBytes -= b.size;
            totals.requestedBytes -= b.requested;
            totals.pendingBytes -= b.pending ? b.size : 0;
            --totals.liveBlocks;
        }
    }
    void insertBlock(std::uint64_t address, const LiveBlock& b)
    {
        auto [it, inserted] = blocks.try_emplace(address, b);
        if (!inserted) {
            addTotals(it->second, -1);
            it->second = b;
        }
        addTotals(b, +1);
    }
    bool eraseBlock(std::uint64_t address, LiveBlock* out = nullptr)
    {
        const auto it = blocks.find(address);
        if (it == blocks.end())
            return false;
        if (out != nullptr)
            *out = it->second;
        addTotals(it->second, -1);
        blocks.erase(it);
        return true;
    }
    void setPending(LiveBlock& b, bool pending)
    {
        if (b.pending == pending)
            return;
        if (pending)
            totals.pendingBytes += b.size;
        else
            totals.pendingBytes -= b.size;
        b.pending = pending;
    }
    void insertSegment(const LiveSegment& s)
    {
        auto [it, inserted] = segments.try_emplace(s.address, s);
        if (!inserted) {
            totals.reservedBytes -= it->second.size;
            it->second = s;
        } else {
            ++totals.segments;
        }
        totals.reservedBytes += s.size;
    }
    bool eraseSegment(std::uint64_t address)
    {
        const auto it = segments.find(address);
        if (it == segments.end())
            return false;
        totals.reservedBytes -= it->second.size;
        --totals.segments;
        segments.erase(it);
        return true;
    }
};

enum ExceptionFlag : std::uint8_t { kNoop = 1, kHadOld = 2, kOldPending = 4 };

struct BlockException
{
    std::uint8_t flags = 0;
    LiveBlock block; // the block an undone alloc removed, or the one a free_completed displaced
};

struct SegDelta
{
    std::vector<LiveSegment> removedByUndo; // present after the entry, absent before
    std::vector<LiveSegment> insertedByUndo;
};

} // namespace

struct SnapshotReplay::Checkpoint
{
    std::size_t position = 0;
    std::vector<std::pair<std::uint64_t, LiveBlock>> blocks;
    std::vector<LiveSegment> segments;
    ReplayTotals totals;

    [[nodiscard]] std::size_t bytes() const
    {
        return blocks.capacity() * sizeof(blocks[0]) + segments.capacity() * sizeof(LiveSegment) + sizeof(*this);
    }
};

struct SnapshotReplay::Data
{
    std::vector<std::uint32_t> slack; // per entry: block size − request of what an alloc created
    std::unordered_map<std::uint64_t, BlockException> exceptions;
    std::unordered_map<std::uint64_t, std::uint32_t> segDeltaIndex;
    std::vector<SegDelta> segDeltas;
    std::vector<Checkpoint> checkpoints; // ascending position; the last is the final state

    const BlockException* exception(std::size_t k) const
    {
        const auto it = exceptions.find(k);
        return it == exceptions.end() ? nullptr : &it->second;
    }
    const SegDelta* segDelta(std::size_t k) const
    {
        const auto it = segDeltaIndex.find(k);
        return it == segDeltaIndex.end() ? nullptr : &segDeltas[it->second];
    }
};

struct ReplayCursor::Live
{
    StateData state;
};

namespace {

// Undo and redo of one entry, from the records of the first backward pass.
class Engine
{
public:
    Engine(const Snapshot& snapshot, std::size_t firstRow)
        : m_trace(snapshot.trace)
        , m_first(firstRow)
    {
    }

    void undo(const SnapshotReplay::Data& data, StateData& st, std::size_t k) const;
    void redo(const SnapshotReplay::Data& data, StateData& st, std::size_t k) const;
    // Active and reserved bytes change of redo(k), without touching a state.
    void redoDelta(const SnapshotReplay::Data& data, std::size_t k, std::int64_t& active, std::int64_t& reserved) const;

    const TraceColumns& m_trace;
    std::size_t m_first;
};

LiveBlock predictedAlloc(const TraceColumns& t, std::size_t row, std::uint32_t slack)
{
    LiveBlock b;
    b.size = t.size[row] + slack;
    b.requested = t.size[row];
    b.stack = t.stack[row];
    return b;
}

LiveBlock rebuiltFree(const TraceColumns& t, std::size_t row)
{
    LiveBlock b;
    b.size = roundBlock(t.size[row]);
    b.requested = t.size[row];
    b.stack = t.stack[row];
    b.pending = true;
    return b;
}

void applyDelta(StateData& st, const SegDelta& d, bool undo)
{
    const auto& remove = undo ? d.removedByUndo : d.insertedByUndo;
    const auto& insert = undo ? d.insertedByUndo : d.removedByUndo;
    for (const LiveSegment& s : remove)
        st.eraseSegment(s.address);
    for (const LiveSegment& s : insert)
        st.insertSegment(s);
}

void Engine::undo(const SnapshotReplay::Data& data, StateData& st, std::size_t k) const
{
    const std::size_t row = m_first + k;
    const std::uint64_t a = m_trace.addr[row];
    const BlockException* e = data.exception(k);
    switch (m_trace.action[row]) {
    case Action::Alloc:
        if (e == nullptr || (e->flags & kNoop) == 0)
            st.eraseBlock(a);
        return;
    case Action::FreeRequested:
        if (e == nullptr || (e->flags & kNoop) == 0) {
            if (const auto it = st.blocks.find(a); it != st.blocks.end())
                st.setPending(it->second, false);
        }
        return;
    case Action::FreeCompleted: st.insertBlock(a, rebuiltFree(m_trace, row)); return;
    case Action::SegmentAlloc:
    case Action::SegmentFree:
    case Action::SegmentMap:
    case Action::SegmentUnmap:
        if (const SegDelta* d = data.segDelta(k))
            applyDelta(st, *d, true);
        return;
    default: return;
    }
}

void Engine::redo(const SnapshotReplay::Data& data, StateData& st, std::size_t k) const
{
    const std::size_t row = m_first + k;
    const std::uint64_t a = m_trace.addr[row];
    const BlockException* e = data.exception(k);
    switch (m_trace.action[row]) {
    case Action::Alloc:
        if (e == nullptr)
            st.insertBlock(a, predictedAlloc(m_trace, row, data.slack[k]));
        else if ((e->flags & kNoop) == 0)
            st.insertBlock(a, e->block);
        return;
    case Action::FreeRequested:
        if (e == nullptr || (e->flags & kNoop) == 0) {
            if (const auto it = st.blocks.find(a); it != st.blocks.end())
                st.setPending(it->second, e == nullptr ? true : (e->flags & kOldPending) != 0);
        }
        return;
    case Action::FreeCompleted:
        st.eraseBlock(a);
        if (e != nullptr && (e->flags & kHadOld) != 0)
            st.insertBlock(a, e->block);
        return;
    case Action::SegmentAlloc:
    case Action::SegmentFree:
    case Action::SegmentMap:
    case Action::SegmentUnmap:
        if (const SegDelta* d = data.segDelta(k))
            applyDelta(st, *d, false);
        return;
    default: return;
    }
}

void Engine::redoDelta(const SnapshotReplay::Data& data, std::size_t k, std::int64_t& active,
                       std::int64_t& reserved) const
{
    const std::size_t row = m_first + k;
    const BlockException* e = data.exception(k);
    switch (m_trace.action[row]) {
    case Action::Alloc:
        if (e == nullptr)
            active += static_cast<std::int64_t>(m_trace.size[row] + data.slack[k]);
        else if ((e->flags & kNoop) == 0)
            active += static_cast<std::int64_t>(e->block.size);
        return;
    case Action::FreeCompleted:
        active -= static_cast<std::int64_t>(roundBlock(m_trace.size[row]));
        if (e != nullptr && (e->flags & kHadOld) != 0)
            active += static_cast<std::int64_t>(e->block.size);
        return;
    case Action::SegmentAlloc:
    case Action::SegmentFree:
    case Action::SegmentMap:
    case Action::SegmentUnmap:
        if (const SegDelta* d = data.segDelta(k)) {
            for (const LiveSegment& s : d->removedByUndo)
                reserved += static_cast<std::int64_t>(s.size);
            for (const LiveSegment& s : d->insertedByUndo)
                reserved -= static_cast<std::int64_t>(s.size);
        }
        return;
    default: return;
    }
}

void saveCheckpoint(std::vector<SnapshotReplay::Checkpoint>& out, const StateData& st, std::size_t position)
{
    SnapshotReplay::Checkpoint c;
    c.position = position;
    c.blocks.assign(st.blocks.begin(), st.blocks.end());
    c.segments.reserve(st.segments.size());
    for (const auto& [address, s] : st.segments)
        c.segments.push_back(s);
    c.totals = st.totals;
    out.push_back(std::move(c));
}

void restoreCheckpoint(StateData& st, const SnapshotReplay::Checkpoint& c)
{
    st.blocks.clear();
    st.blocks.reserve(c.blocks.size());
    for (const auto& [address, b] : c.blocks)
        st.blocks.emplace(address, b);
    st.segments.clear();
    for (const LiveSegment& s : c.segments)
        st.segments.emplace_hint(st.segments.end(), s.address, s);
    st.totals = c.totals;
}

} // namespace

SnapshotReplay::SnapshotReplay(const Snapshot& snapshot, std::int64_t device)
    : m_snapshot(snapshot)
    , m_device(device)
    , m_data(std::make_unique<Data>())
{
}

SnapshotReplay::~SnapshotReplay() = default;

std::unique_ptr<SnapshotReplay> SnapshotReplay::build(const Snapshot& snapshot, std::int64_t device)
{
    return build(snapshot, device, Options());
}

std::unique_ptr<SnapshotReplay> SnapshotReplay::build(const Snapshot& snapshot, std::int64_t device,
                                                      const Options& options)
{
    std::unique_ptr<SnapshotReplay> replay(new SnapshotReplay(snapshot, device));
    const DeviceTrace trace = snapshot.traceOf(device);
    replay->m_firstRow = trace.begin;
    replay->m_count = trace.count();
    replay->recordBackward(options);
    return replay;
}

void SnapshotReplay::recordBackward(const Options& options)
{
    Data& data = *m_data;
    const TraceColumns& t = m_snapshot.trace;
    StateData st;
    for (const Segment& s : m_snapshot.segments) {
        if (s.host || s.device != m_device)
            continue;
        LiveSegment live;
        live.address = s.address;
        live.size = s.totalSize;
        live.stream = s.stream;
        live.pool = s.pool;
        live.stack = s.stack;
        live.expandable = s.expandable;
        live.small = s.small;
        st.insertSegment(live);
        for (const Block& b : m_snapshot.blocksOf(s)) {
            if (!b.isActive())
                continue;
            LiveBlock lb;
            lb.size = b.size;
            lb.requested = b.requestedSize;
            lb.stack = b.stack;
            lb.pending = b.state == BlockState::ActivePendingFree;
            st.insertBlock(b.address, lb);
        }
    }

    m_interval = std::max<std::size_t>(1, options.checkpointInterval);
    data.slack.assign(m_count, 0);
    std::vector<Checkpoint> descending;
    std::size_t checkpointBytes = 0;
    saveCheckpoint(descending, st, m_count);
    checkpointBytes += descending.back().bytes();

    auto anomaly = [this](const std::string& kind) { ++m_anomalies[kind]; };
    // The pool an entry names (PyTorch 2026 records pool_id on trace entries).
    auto poolOf = [this, &t](std::size_t row) -> std::uint32_t {
        const auto v = m_snapshot.extra(t.extras[row], "pool_id");
        if (!v || v->kind() != ValueKind::Pair)
            return 0;
        const auto& pair = m_snapshot.values.pairs[v->index()];
        const auto it = std::find(m_snapshot.pools.begin(), m_snapshot.pools.end(), pair);
        return it == m_snapshot.pools.end() ? 0 : static_cast<std::uint32_t>(it - m_snapshot.pools.begin());
    };
    auto addDelta = [&data](std::size_t k, SegDelta d) {
        data.segDeltaIndex.emplace(k, static_cast<std::uint32_t>(data.segDeltas.size()));
        data.segDeltas.push_back(std::move(d));
    };

    for (std::size_t k = m_count; k-- > 0;) {
        const std::size_t row = m_firstRow + k;
        const std::uint64_t a = t.addr[row];
        const std::uint64_t size = t.size[row];
        switch (t.action[row]) {
        case Action::Alloc: {
            LiveBlock removed;
            if (!st.eraseBlock(a, &removed)) {
                anomaly("alloc_without_live_block");
                data.exceptions[k].flags = kNoop;
                break;
            }
            const bool predictable = removed.size >= size && removed.size - size <= 0xFFFFFFFFu
                && removed.requested == size && removed.stack == t.stack[row] && !removed.pending;
            if (predictable) {
                data.slack[k] = static_cast<std::uint32_t>(removed.size - size);
            } else {
                BlockException& e = data.exceptions[k];
                e.block = removed;
            }
            break;
        }
        case Action::FreeRequested: {
            const auto it = st.blocks.find(a);
            if (it == st.blocks.end()) {
                anomaly("free_requested_without_block");
                data.exceptions[k].flags = kNoop;
                break;
            }
            if (!it->second.pending)
                data.exceptions[k].flags = 0; // redo restores "not pending"
            st.setPending(it->second, false);
            break;
        }
        case Action::FreeCompleted: {
            LiveBlock old;
            if (st.eraseBlock(a, &old)) {
                anomaly("free_completed_but_block_live");
                BlockException& e = data.exceptions[k];
                e.flags = kHadOld;
                e.block = old;
            }
            st.insertBlock(a, rebuiltFree(t, row));
            break;
        }
        case Action::SegmentAlloc: {
            const auto it = st.segments.find(a);
            if (it == st.segments.end()) {
                anomaly("segment_alloc_without_segment");
                break;
            }
            SegDelta d;
            d.removedByUndo.push_back(it->second);
            applyDelta(st, d, true);
            addDelta(k, std::move(d));
            break;
        }
        case Action::SegmentFree: {
            SegDelta d;
            if (const auto it = st.segments.find(a); it != st.segments.end())
                d.removedByUndo.push_back(it->second);
            LiveSegment s;
            s.address = a;
            s.size = size;
            s.stream = t.stream[row];
            s.pool = poolOf(row);
            s.small = size == kSmallSegment;
            d.insertedByUndo.push_back(s);
            applyDelta(st, d, true);
            addDelta(k, std::move(d));
            break;
        }
        case Action::SegmentMap: {
            // Undo a mapping: cut the range out of the segment(s) holding it (mapped ranges
            // of one expandable segment may be reported as adjacent pieces).
            auto it = st.segments.upper_bound(a);
            if (it != st.segments.begin())
                --it;
            SegDelta d;
            std::uint64_t covered = a;
            for (; it != st.segments.end() && it->second.address < a + size; ++it) {
                const LiveSegment& piece = it->second;
                if (piece.address + piece.size <= a)
                    continue;
                if (piece.address > covered)
                    break; // a hole inside the range
                d.removedByUndo.push_back(piece);
                covered = piece.address + piece.size;
            }
            if (d.removedByUndo.empty() || covered < a + size || size == 0) {
                anomaly("segment_map_without_segment");
                break;
            }
            const LiveSegment& first = d.removedByUndo.front();
            const LiveSegment& last = d.removedByUndo.back();
            if (first.address < a) {
                LiveSegment left = first;
                left.size = a - first.address;
                d.insertedByUndo.push_back(left);
            }
            if (last.address + last.size > a + size) {
                LiveSegment right = last;
                right.address = a + size;
                right.size = last.address + last.size - right.address;
                d.insertedByUndo.push_back(right);
            }
            applyDelta(st, d, true);
            addDelta(k, std::move(d));
            break;
        }
        case Action::SegmentUnmap: {
            // Undo an unmapping: the range comes back, merged with mapped neighbours.
            LiveSegment piece;
            piece.address = a;
            piece.size = size;
            piece.stream = t.stream[row];
            piece.pool = poolOf(row);
            piece.expandable = true;
            SegDelta d;
            auto next = st.segments.lower_bound(a);
            if (next != st.segments.begin()) {
                const LiveSegment& prev = std::prev(next)->second;
                if (prev.address + prev.size == a && prev.expandable && prev.stream == piece.stream
                    && prev.pool == piece.pool) {
                    d.removedByUndo.push_back(prev);
                    piece.address = prev.address;
                    piece.size += prev.size;
                    piece.stack = prev.stack;
                } else if (prev.address + prev.size > a) {
                    anomaly("segment_unmap_over_segment");
                    break;
                }
            }
            if (next != st.segments.end() && next->second.address < a + size) {
                if (next->second.address != a + size) {
                    anomaly("segment_unmap_over_segment");
                    break;
                }
            }
            if (next != st.segments.end() && next->second.address == a + size && next->second.expandable
                && next->second.stream == piece.stream && next->second.pool == piece.pool) {
                d.removedByUndo.push_back(next->second);
                piece.size += next->second.size;
                if (d.removedByUndo.size() == 1)
                    piece.stack = next->second.stack;
            }
            d.insertedByUndo.push_back(piece);
            applyDelta(st, d, true);
            addDelta(k, std::move(d));
            break;
        }
        case Action::Other: anomaly("unknown_action:" + std::string(m_snapshot.actionNameOf(row))); break;
        default: break;
        }
        if (k % m_interval == 0) {
            saveCheckpoint(descending, st, k);
            checkpointBytes += descending.back().bytes();
            while (checkpointBytes > options.checkpointBudgetBytes && descending.size() > 2) {
                m_interval *= 2;
                std::vector<Checkpoint> kept;
                checkpointBytes = 0;
                for (Checkpoint& c : descending) {
                    if (c.position == m_count || c.position % m_interval == 0) {
                        checkpointBytes += c.bytes();
                        kept.push_back(std::move(c));
                    }
                }
                descending = std::move(kept);
            }
        }
    }
    if (descending.back().position != 0)
        saveCheckpoint(descending, st, 0);
    data.checkpoints.assign(std::make_move_iterator(descending.rbegin()), std::make_move_iterator(descending.rend()));
}

std::size_t SnapshotReplay::checkpointCount() const
{
    return m_data->checkpoints.size();
}

std::uint64_t SnapshotReplay::anomalyCount() const
{
    std::uint64_t n = 0;
    for (const auto& [kind, count] : m_anomalies)
        n += count;
    return n;
}

std::size_t SnapshotReplay::residentBytes() const
{
    std::size_t bytes = m_data->slack.capacity() * 4;
    bytes += m_data->exceptions.size() * (sizeof(BlockException) + 32);
    for (const SegDelta& d : m_data->segDeltas)
        bytes += sizeof(SegDelta) + (d.removedByUndo.capacity() + d.insertedByUndo.capacity()) * sizeof(LiveSegment);
    for (const Checkpoint& c : m_data->checkpoints)
        bytes += c.bytes();
    return bytes;
}

std::vector<SeriesBucket> SnapshotReplay::series(std::size_t from, std::size_t to, std::size_t buckets) const
{
    std::vector<SeriesBucket> out;
    to = std::min(to, m_count);
    if (from >= to || buckets == 0)
        return out;
    const Engine engine(m_snapshot, m_firstRow);
    const auto& checkpoints = m_data->checkpoints;
    // The last checkpoint at or before `from`.
    auto it = std::upper_bound(checkpoints.begin(), checkpoints.end(), from,
                               [](std::size_t p, const Checkpoint& c) { return p < c.position; });
    const Checkpoint& start = *std::prev(it);
    auto active = static_cast<std::int64_t>(start.totals.activeBytes);
    auto reserved = static_cast<std::int64_t>(start.totals.reservedBytes);
    for (std::size_t k = start.position; k < from; ++k)
        engine.redoDelta(*m_data, k, active, reserved);
    const std::size_t n = to - from;
    buckets = std::min(buckets, n);
    out.resize(buckets);
    const TraceColumns& t = m_snapshot.trace;
    std::size_t k = from;
    for (std::size_t b = 0; b < buckets; ++b) {
        const std::size_t end = from + (n * (b + 1)) / buckets;
        SeriesBucket& bucket = out[b];
        bucket.firstEntry = k;
        bucket.firstTimeUs = t.timeUs[m_firstRow + k];
        bool first = true;
        for (; k < end; ++k) {
            engine.redoDelta(*m_data, k, active, reserved);
            const auto activeNow = static_cast<std::uint64_t>(std::max<std::int64_t>(0, active));
            const auto reservedNow = static_cast<std::uint64_t>(std::max<std::int64_t>(0, reserved));
            if (first) {
                bucket.activeMin = bucket.activeMax = activeNow;
                bucket.reservedMax = reservedNow;
                first = false;
            }
            bucket.activeMin = std::min(bucket.activeMin, activeNow);
            bucket.activeMax = std::max(bucket.activeMax, activeNow);
            bucket.reservedMax = std::max(bucket.reservedMax, reservedNow);
            bucket.activeLast = activeNow;
            bucket.reservedLast = reservedNow;
        }
        bucket.lastEntry = k - 1;
        bucket.lastTimeUs = t.timeUs[m_firstRow + k - 1];
    }
    return out;
}

ReplayCursor::ReplayCursor(const SnapshotReplay& replay)
    : m_replay(replay)
    , m_live(std::make_unique<Live>())
{
    const auto& checkpoints = replay.m_data->checkpoints;
    restoreCheckpoint(m_live->state, checkpoints.back());
    m_position = checkpoints.back().position;
}

ReplayCursor::~ReplayCursor() = default;

void ReplayCursor::stepForward()
{
    if (m_position >= m_replay.m_count)
        return;
    const Engine engine(m_replay.m_snapshot, m_replay.m_firstRow);
    engine.redo(*m_replay.m_data, m_live->state, m_position);
    ++m_position;
}

void ReplayCursor::stepBackward()
{
    if (m_position == 0)
        return;
    const Engine engine(m_replay.m_snapshot, m_replay.m_firstRow);
    --m_position;
    engine.undo(*m_replay.m_data, m_live->state, m_position);
}

void ReplayCursor::seek(std::size_t position)
{
    position = std::min(position, m_replay.m_count);
    const auto& checkpoints = m_replay.m_data->checkpoints;
    auto distance = [](std::size_t a, std::size_t b) { return a > b ? a - b : b - a; };
    // A restore costs about one step per few live blocks.
    const SnapshotReplay::Checkpoint* best = nullptr;
    std::size_t bestCost = distance(position, m_position);
    auto it = std::lower_bound(checkpoints.begin(), checkpoints.end(), position,
                               [](const SnapshotReplay::Checkpoint& c, std::size_t p) { return c.position < p; });
    for (auto candidate : {it, it == checkpoints.begin() ? checkpoints.end() : std::prev(it)}) {
        if (candidate == checkpoints.end())
            continue;
        const std::size_t cost = candidate->blocks.size() / 4 + candidate->segments.size() + 64
            + distance(position, candidate->position);
        if (cost < bestCost) {
            bestCost = cost;
            best = &*candidate;
        }
    }
    if (best != nullptr) {
        restoreCheckpoint(m_live->state, *best);
        m_position = best->position;
    }
    const Engine engine(m_replay.m_snapshot, m_replay.m_firstRow);
    while (m_position < position) {
        engine.redo(*m_replay.m_data, m_live->state, m_position);
        ++m_position;
    }
    while (m_position > position) {
        --m_position;
        engine.undo(*m_replay.m_data, m_live->state, m_position);
    }
}

const std::unordered_map<std::uint64_t, LiveBlock>& ReplayCursor::liveBlocks() const
{
    return m_live->state.blocks;
}

const std::map<std::uint64_t, LiveSegment>& ReplayCursor::liveSegments() const
{
    return m_live->state.segments;
}

const ReplayTotals& ReplayCursor::totals() const
{
    return m_live->state.totals;
}

ReplayState ReplayCursor::state() const
{
    const StateData& st = m_live->state;
    ReplayState out;
    out.position = m_position;
    out.device = m_replay.m_device;
    out.totals = st.totals;
    std::vector<std::pair<std::uint64_t, LiveBlock>> blocks(st.blocks.begin(), st.blocks.end());
    std::sort(blocks.begin(), blocks.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    auto toState = [](std::uint64_t address, const LiveBlock& b) {
        StateBlock s;
        s.address = address;
        s.size = b.size;
        s.requested = b.requested;
        s.stack = b.stack;
        s.state = b.pending ? BlockState::ActivePendingFree : BlockState::ActiveAllocated;
        return s;
    };
    std::size_t i = 0;
    for (const auto& [address, seg] : st.segments) {
        for (; i < blocks.size() && blocks[i].first < address; ++i)
            out.orphans.push_back(toState(blocks[i].first, blocks[i].second));
        StateSegment s;
        s.segment = seg;
        std::uint64_t at = address;
        const std::uint64_t end = address + seg.size;
        while (i < blocks.size() && blocks[i].first < end) {
            const auto& [blockAddress, b] = blocks[i];
            if (blockAddress > at) {
                StateBlock gap;
                gap.address = at;
                gap.size = blockAddress - at;
                s.blocks.push_back(gap);
            }
            StateBlock live = toState(blockAddress, b);
            // A block rebuilt from a free entry can overlap its neighbour only if the trace
            // lies; clip it so the segment stays tiled.
            if (blockAddress < at) {
                out.orphans.push_back(live);
                ++i;
                continue;
            }
            live.size = std::min(live.size, end - blockAddress);
            s.blocks.push_back(live);
            at = blockAddress + live.size;
            ++i;
        }
        if (at < end) {
            StateBlock gap;
            gap.address = at;
            gap.size = end - at;
            s.blocks.push_back(gap);
        }
        out.segments.push_back(std::move(s));
    }
    for (; i < blocks.size(); ++i)
        out.orphans.push_back(toState(blocks[i].first, blocks[i].second));
    return out;
}

const StateSegment* ReplayState::segmentAt(std::uint64_t address) const
{
    auto it = std::upper_bound(segments.begin(), segments.end(), address,
                               [](std::uint64_t a, const StateSegment& s) { return a < s.segment.address; });
    if (it == segments.begin())
        return nullptr;
    --it;
    return address - it->segment.address < it->segment.size ? &*it : nullptr;
}

const StateBlock* ReplayState::blockAt(std::uint64_t address) const
{
    const StateSegment* s = segmentAt(address);
    if (s == nullptr)
        return nullptr;
    auto it = std::upper_bound(s->blocks.begin(), s->blocks.end(), address,
                               [](std::uint64_t a, const StateBlock& b) { return a < b.address; });
    if (it == s->blocks.begin())
        return nullptr;
    --it;
    return address - it->address < it->size ? &*it : nullptr;
}

DeviceMetrics ReplayState::metrics() const
{
    MetricsAccumulator acc;
    std::vector<MetricsBlock> blocks;
    for (const StateSegment& s : segments) {
        MetricsSegment seg;
        seg.device = device;
        seg.address = s.segment.address;
        seg.totalSize = s.segment.size;
        seg.expandable = s.segment.expandable;
        seg.small = s.segment.small;
        blocks.clear();
        for (const StateBlock& b : s.blocks)
            blocks.push_back({b.address, b.size, b.requested, b.state});
        acc.add(seg, blocks);
    }
    const SnapshotMetrics m = acc.finish();
    if (m.perDevice.empty()) {
        DeviceMetrics empty;
        empty.device = device;
        return empty;
    }
    return m.perDevice.front();
}

ReplayPeak findPeak(const SnapshotReplay& replay)
{
    ReplayCursor cursor(replay);
    ReplayPeak peak{replay.entryCount(), cursor.totals().activeBytes};
    for (std::size_t k = replay.entryCount(); k > 0; --k) {
        cursor.stepBackward();
        if (cursor.totals().activeBytes > peak.activeBytes)
            peak = {cursor.position(), cursor.totals().activeBytes};
    }
    return peak;
}

} // namespace faultline::snapshot
