#pragma once

// The small generic part of a snapshot: values that are not in typed columns (allocator
// settings, annotations, unknown keys, the odd fields of a trace entry). A Value is one tagged
// 64-bit word; strings are ids into the snapshot's string table, containers indices into a
// ValueStore, and records already parsed into columns (frames, trace entries, blocks, ...) are
// referred to by their row.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace faultline::snapshot {

using StringId = std::uint32_t;

enum class ValueKind : std::uint8_t {
    None,
    Bool,
    Int,       // signed, 60 bits inline
    BigInt,    // outside 60 bits: index into ValueStore::bigInts
    Float,     // index into ValueStore::floats
    String,    // StringId
    Bytes,     // index into ValueStore::bytes
    Container, // index into ValueStore::containers (the reader's slot while parsing)
    Frame,     // FrameId
    Stack,     // StackId
    TraceEntry,
    Block,
    Segment,
    History,
    Pair, // index into Snapshot::pools-like pair table (ValueStore::pairs)
    Mark, // the pickle machine's MARK; never stored
};

class Value
{
public:
    static constexpr int kPayloadBits = 60;
    static constexpr std::uint64_t kPayloadMask = (std::uint64_t{1} << kPayloadBits) - 1;
    static constexpr std::int64_t kSmallMin = -(std::int64_t{1} << (kPayloadBits - 1));
    static constexpr std::int64_t kSmallMax = (std::int64_t{1} << (kPayloadBits - 1)) - 1;

    constexpr Value() = default;
    static constexpr Value make(ValueKind kind, std::uint64_t payload)
    {
        Value v;
        v.m_bits = (std::uint64_t{static_cast<std::uint8_t>(kind)} << kPayloadBits) | (payload & kPayloadMask);
        return v;
    }
    static constexpr Value none() { return {}; }
    static constexpr Value boolean(bool b) { return make(ValueKind::Bool, b ? 1 : 0); }
    static constexpr bool fitsSmall(std::int64_t i) { return i >= kSmallMin && i <= kSmallMax; }
    // Only for fitsSmall(i).
    static constexpr Value smallInt(std::int64_t i) { return make(ValueKind::Int, static_cast<std::uint64_t>(i)); }

    [[nodiscard]] constexpr ValueKind kind() const { return static_cast<ValueKind>(m_bits >> kPayloadBits); }
    [[nodiscard]] constexpr std::uint64_t payload() const { return m_bits & kPayloadMask; }
    [[nodiscard]] constexpr std::uint32_t index() const { return static_cast<std::uint32_t>(payload()); }
    [[nodiscard]] constexpr std::int64_t smallIntValue() const
    {
        // Sign-extend the 60-bit payload.
        return static_cast<std::int64_t>(m_bits << (64 - kPayloadBits)) >> (64 - kPayloadBits);
    }
    [[nodiscard]] constexpr std::uint64_t bits() const { return m_bits; }
    [[nodiscard]] constexpr bool is(ValueKind k) const { return kind() == k; }
    friend constexpr bool operator==(Value a, Value b) { return a.m_bits == b.m_bits; }

private:
    std::uint64_t m_bits = 0;
};

enum class ContainerKind : std::uint8_t { List, Dict, Tuple, Set };

// A list, dict (keys and values interleaved), tuple or set. A list whose items are consecutive
// rows of one kind (the trace entries of a device, the blocks of a segment) is kept as a run.
struct Container
{
    ContainerKind kind = ContainerKind::List;
    bool incomplete = false; // the file ended (or broke) while it was being filled
    ValueKind runKind = ValueKind::None;
    std::uint64_t runFirst = 0;
    std::uint64_t runCount = 0;
    std::vector<Value> items;

    [[nodiscard]] bool isRun() const { return runKind != ValueKind::None; }
    [[nodiscard]] std::uint64_t size() const { return isRun() ? runCount : items.size(); }
    [[nodiscard]] Value at(std::uint64_t i) const { return isRun() ? Value::make(runKind, runFirst + i) : items[i]; }
    void append(Value v)
    {
        if (isRun()) {
            if (v.kind() == runKind && v.payload() == runFirst + runCount) {
                ++runCount;
                return;
            }
            expandRun();
        } else if (items.empty() && isRowKind(v.kind())) {
            runKind = v.kind();
            runFirst = v.payload();
            runCount = 1;
            return;
        }
        items.push_back(v);
    }
    void clear()
    {
        incomplete = false;
        runKind = ValueKind::None;
        runFirst = runCount = 0;
        items.clear();
    }
    void expandRun()
    {
        const ValueKind rowKind = runKind;
        runKind = ValueKind::None;
        items.reserve(static_cast<std::size_t>(runCount) + 1);
        for (std::uint64_t i = 0; i < runCount; ++i)
            items.push_back(Value::make(rowKind, runFirst + i));
        runFirst = runCount = 0;
    }
    static constexpr bool isRowKind(ValueKind k)
    {
        return k == ValueKind::TraceEntry || k == ValueKind::Block || k == ValueKind::Segment
            || k == ValueKind::History;
    }
};

struct BigInt
{
    std::uint64_t magnitude = 0;
    bool negative = false;
    bool overflow = false; // did not fit 64 bits (sign and magnitude saturated)
};

// Storage behind generic Values.
struct ValueStore
{
    std::vector<Container> containers;
    std::vector<BigInt> bigInts;
    std::vector<double> floats;
    std::vector<std::string> bytes;
    std::vector<std::pair<std::int64_t, std::int64_t>> pairs;
};

} // namespace faultline::snapshot
