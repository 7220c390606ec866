#pragma once

// Builds a Snapshot while a reader (pickle or JSON) walks the file. Readers create generic
// containers and fill them; when a dict is attached to its parent (appended to a list, set as
// a dict value) the builder recognises its shape by its keys and turns it into a row of a typed
// table: a frame, a trace entry, a block, a segment or a 2.0 history entry. The generic dict is
// then recycled and every handle to it (memo entries included) resolves to the row, so a 1 GB
// snapshot never exists as a generic object graph. Frame lists become interned stacks.

#include "Snapshot.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::snapshot {

class SnapshotBuilder
{
public:
    SnapshotBuilder();
    SnapshotBuilder(const SnapshotBuilder&) = delete;
    SnapshotBuilder& operator=(const SnapshotBuilder&) = delete;
    ~SnapshotBuilder();

    // Scalars.
    Value string(std::string_view bytes); // UTF-8 repaired, interned
    Value integer(std::int64_t i);
    Value unsignedInteger(std::uint64_t u);
    Value bigInteger(const BigInt& b);
    Value floating(double d);
    Value bytes(std::string_view b);

    // Containers. Handles are Value(Container, slot).
    Value newContainer(ContainerKind kind);
    // Tuples are immutable: built whole. (int, int) becomes an interned Pair.
    Value tuple(const Value* items, std::size_t n);
    // Follows a container that was turned into a row or stack.
    [[nodiscard]] Value resolve(Value v) const
    {
        if (v.kind() != ValueKind::Container || v.payload() >= m_slots.size())
            return v;
        const Value target = m_slots[v.payload()];
        return target.kind() == ValueKind::Container ? v : target;
    }
    // The generic container behind a handle, or nullptr (not a container, or already converted).
    [[nodiscard]] Container* generic(Value v);
    // Adds items to a list or set; false (with `error`) when `target` is not one.
    bool append(Value target, const Value* items, std::size_t n, std::string& error);
    // Adds key/value pairs (2n values) to a dict; false (with `error`) when `target` is not one.
    bool setItems(Value target, const Value* keysAndValues, std::size_t pairs, std::string& error);
    // Containers still being filled when the input ended: record-shaped dicts among them are
    // dropped when attached (only complete records become rows); lists keep what they have.
    void markIncomplete(Value target);

    Snapshot& snapshot() { return *m_snap; }
    // A warning, once per distinct text.
    void warn(std::string text);

    // Builds the final snapshot from the top-level value. nullptr (with `error`) when the value
    // is neither a dict nor a list of segments.
    std::unique_ptr<Snapshot> finish(Value root, std::string& error);

private:
    enum class Shape : std::uint8_t { Generic, Frame, TraceEntry, Block, Segment, History };

    Value attach(Value v, StringId key, bool* drop);
    Shape classify(const Container& c) const;
    Value convertFrame(const Container& c);
    Value convertTrace(const Container& c);
    Value convertBlock(const Container& c);
    Value convertHistory(const Container& c);
    Value convertSegment(const Container& c);
    Value convertStack(const Container& c);
    Value pairFromList(const Container& c);
    void forward(std::uint32_t slot, Value converted);

    // Warnings that every value or record may raise again: translated the first time only.
    enum class Repeated : std::uint8_t { InvalidUtf8, Saturated, SegmentWithoutBlocks, NonBlockEntries };
    void warnOnce(Repeated which, const char* source);

    std::optional<std::uint64_t> asU64(Value v) const;
    std::optional<std::int64_t> asI64(Value v) const;
    std::optional<bool> asBool(Value v) const;
    StringId keyString(Value key);
    std::uint32_t streamIndex(std::uint64_t raw);
    std::uint32_t poolIndex(Value pair);
    ExtrasId internExtras(const std::vector<std::pair<StringId, Value>>& fields);
    StackId internStack(const std::vector<FrameId>& frames);
    FrameId internFrame(const Frame& frame);

    struct Collected
    {
        bool run = true;
        std::uint64_t first = 0;
        std::uint64_t count = 0;
        std::vector<std::uint64_t> rows;
    };
    // `notAList` and `skippedEntries` (%1: how many) are the warnings' sources for ui();
    // `notAList` may be nullptr when `list` is known to be a list.
    Collected collect(Value list, ValueKind rowKind, const char* notAList, const char* skippedEntries);
    void finishSegments(const std::vector<std::pair<Collected, bool>>& lists);
    void finishTraces(const std::vector<Collected>& deviceLists, const Collected* hostList);
    void compactValues(Value* roots, std::size_t n);

    std::unique_ptr<Snapshot> m_snap;
    std::vector<Value> m_slots; // Value(Container, store index) while generic, else the conversion
    std::vector<std::uint32_t> m_freeContainers;

    // Well-known strings, interned first so that their ids are small.
    struct Keys;
    std::unique_ptr<Keys> m_keys;
    std::vector<std::int8_t> m_actionBySid;

    std::unordered_map<std::uint64_t, std::uint32_t> m_streamIndex;
    std::uint64_t m_lastStreamRaw = 0;
    std::uint32_t m_lastStreamIndex = 0;
    std::map<std::pair<std::int64_t, std::int64_t>, std::uint32_t> m_pairIndex;
    std::unordered_map<std::uint64_t, std::uint32_t> m_poolIndex; // pair index -> pool

    // Open-addressing interning tables (ids, 0 = empty slot, id stored + 1).
    struct InternTable
    {
        std::vector<std::uint32_t> slots;
        std::size_t used = 0;
    };
    InternTable m_frameTable;
    InternTable m_stackTable;
    InternTable m_extrasTable;

    std::vector<std::pair<StringId, Value>> m_scratchFields;
    std::vector<FrameId> m_scratchFrames;
    std::vector<std::uint32_t> m_blockOwner; // per block row: owning segment + 1, 0 = free
    std::vector<std::string> m_warnings;
    std::uint64_t m_malformedFields = 0;
    std::uint64_t m_droppedIncomplete = 0;
    std::uint8_t m_warnedOnce = 0; // a bit per Repeated
};

} // namespace faultline::snapshot
