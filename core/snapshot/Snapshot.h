#pragma once

// A PyTorch CUDA caching-allocator memory snapshot (`torch.cuda.memory._dump_snapshot`), in
// memory: typed columns for segments, blocks and trace entries, frames and stacks interned
// once, and a small generic part for everything else. Qt-free. The layout of the file and every
// key are described in ../shared/research/pytorch-snapshot.md.

#include "SnapshotValue.h"
#include "StringTable.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace faultline::snapshot {

using FrameId = std::uint32_t;
using StackId = std::uint32_t;  // 0 = no frames
using ExtrasId = std::uint32_t; // 0 = no extra fields

enum class BlockState : std::uint8_t { ActiveAllocated, ActivePendingFree, Inactive, Unknown };
[[nodiscard]] const char* blockStateName(BlockState state);

// Trace entry actions. Unknown ones are kept as Other; their name is in the entry's extras
// under the key "action".
enum class Action : std::uint8_t {
    Alloc,
    FreeRequested,
    FreeCompleted,
    SegmentAlloc,
    SegmentFree,
    SegmentMap,
    SegmentUnmap,
    Snapshot,
    Oom,
    Annotate,
    UserDefined,
    Other,
};
inline constexpr int kActionCount = static_cast<int>(Action::Other) + 1;
[[nodiscard]] const char* actionName(Action action);
[[nodiscard]] std::optional<Action> actionFromName(std::string_view name);

enum class FrameKind : std::uint8_t { Python, Cpp, Other };

struct Frame
{
    StringId name = 0;
    StringId filename = 0;
    std::int64_t line = 0;
    ExtrasId extras = 0; // fx_* keys and anything else the frame carried
};

struct HistoryEntry // PyTorch 2.0 blocks: past allocations that lived in the block
{
    std::uint64_t address = 0;
    std::uint64_t realSize = 0;
    StackId stack = 0;
};

struct Block
{
    std::uint64_t address = 0; // given, or segment address + sizes of the blocks before it (2.0)
    std::uint64_t size = 0;
    std::uint64_t requestedSize = 0; // the size when the file has none; stale on inactive blocks
    StackId stack = 0;
    std::uint32_t segment = 0;
    std::uint32_t firstHistory = 0;
    std::uint32_t historyCount = 0;
    ExtrasId extras = 0;
    BlockState state = BlockState::Unknown;
    bool addressGiven = false;
    bool requestedGiven = false;

    [[nodiscard]] bool isActive() const
    {
        return state == BlockState::ActiveAllocated || state == BlockState::ActivePendingFree;
    }
};

struct Segment
{
    std::int64_t device = 0;
    std::uint64_t address = 0;
    std::uint64_t totalSize = 0;
    std::uint64_t allocatedSize = 0;
    std::uint64_t activeSize = 0;
    std::uint64_t requestedSize = 0;
    std::uint32_t stream = 0; // index into Snapshot::streams
    std::uint32_t pool = 0;   // index into Snapshot::pools; 0 is the default pool (0, 0)
    StringId segmentType = 0; // "large", "small" or whatever the file said
    StackId stack = 0;
    std::uint32_t firstBlock = 0;
    std::uint32_t blockCount = 0;
    ExtrasId extras = 0;
    bool expandable = false;
    bool small = false;
    bool host = false; // from host_segments (pinned host memory)
    bool hasAllocatedSize = false;
    bool hasActiveSize = false;
};

// Trace entries of every device, one row each. `addr` is the `device_free` bytes for an oom
// (kUnknownFree when the source does not have it).
struct TraceColumns
{
    static constexpr std::int64_t kNoTime = std::numeric_limits<std::int64_t>::min();
    // An oom entry's `addr` when the GPU's free memory is not known.
    static constexpr std::uint64_t kUnknownFree = std::numeric_limits<std::uint64_t>::max();

    std::vector<Action> action;
    std::vector<std::uint64_t> addr;
    std::vector<std::uint64_t> size;
    std::vector<std::uint32_t> stream; // index into Snapshot::streams
    std::vector<std::int64_t> timeUs;  // kNoTime before PyTorch 2.2
    std::vector<StackId> stack;
    std::vector<ExtrasId> extras; // compile_context, user_metadata, pool_id, unknown keys, ...

    [[nodiscard]] std::size_t count() const { return action.size(); }
    void reserve(std::size_t n);
    void shrinkToFit();
    void appendRowFrom(const TraceColumns& other, std::size_t row);
    [[nodiscard]] std::size_t residentBytes() const;
};

// The trace rows [begin, end) of one `device_traces` list (or of `host_traces`).
struct DeviceTrace
{
    std::int64_t device = 0;
    std::size_t begin = 0;
    std::size_t end = 0;
    [[nodiscard]] std::size_t count() const { return end - begin; }
};

// One interned record of extra fields: (key, value) pairs in file order.
struct ExtrasTable
{
    std::vector<std::uint32_t> offsets{0, 0}; // record r is [offsets[r], offsets[r + 1])
    std::vector<std::pair<StringId, Value>> fields;

    [[nodiscard]] std::size_t count() const { return offsets.size() - 1; }
    [[nodiscard]] std::span<const std::pair<StringId, Value>> record(ExtrasId id) const;
};

struct StackTable
{
    std::vector<std::uint32_t> offsets{0, 0}; // stack 0 is empty
    std::vector<FrameId> frames;              // innermost first

    [[nodiscard]] std::size_t count() const { return offsets.size() - 1; }
    [[nodiscard]] std::span<const FrameId> stack(StackId id) const;
};

enum class SourceFormat : std::uint8_t { Pickle, Json, Html };
[[nodiscard]] const char* sourceFormatName(SourceFormat format);

struct SourceInfo
{
    std::string path;
    SourceFormat format = SourceFormat::Pickle;
    int pickleProtocol = 0; // 0 when the pickle had no PROTO opcode, or not a pickle
    std::uint64_t fileBytes = 0;
    std::uint64_t parsedBytes = 0; // where the reader stopped (STOP, end of JSON, or the break)
    bool truncated = false;        // a partial result: what was complete before the file ended/broke
    bool topLevelList = false;     // a bare list of segments (torch.cuda.memory_snapshot())
    // Rebuilt from a capture's cudaMalloc/cudaFree calls without PyTorch's tensor rows: each
    // block is a whole segment, so which part of it live tensors used is not known.
    bool segmentsOnly = false;
};

class Snapshot
{
public:
    Snapshot() = default;
    Snapshot(const Snapshot&) = delete;
    Snapshot& operator=(const Snapshot&) = delete;
    Snapshot(Snapshot&&) noexcept = default;
    Snapshot& operator=(Snapshot&&) noexcept = default;
    ~Snapshot() = default;

    SourceInfo source;
    std::vector<std::string> warnings;

    StringTable strings;
    std::vector<Frame> frames;
    StackTable stacks;
    ExtrasTable extras;
    ValueStore values;

    // Device segments in file order, then host segments (`host` set). Blocks of a segment are
    // contiguous and address-ordered.
    std::vector<Segment> segments;
    std::vector<Block> blocks;
    std::vector<HistoryEntry> history;

    TraceColumns trace;
    std::vector<DeviceTrace> deviceTraces; // device_traces[i] (device = i)
    DeviceTrace hostTrace;                 // host_traces; empty when absent

    std::vector<std::uint64_t> streams;                       // raw stream handles; 0 first
    std::vector<std::pair<std::int64_t, std::int64_t>> pools; // (0, 0) first

    Value allocatorSettings;   // a dict, or None
    Value externalAnnotations; // a list, or None
    // Top-level keys other than segments, device_traces, allocator_settings,
    // external_annotations, host_segments and host_traces, kept as they were.
    std::vector<std::pair<StringId, Value>> otherTopLevel;

    // Device ordinals that have segments or a trace list (host excluded), ascending.
    [[nodiscard]] std::vector<std::int64_t> devices() const;
    [[nodiscard]] std::span<const Block> blocksOf(const Segment& segment) const;
    [[nodiscard]] std::span<const HistoryEntry> historyOf(const Block& block) const;
    [[nodiscard]] std::span<const FrameId> stack(StackId id) const { return stacks.stack(id); }
    [[nodiscard]] std::string_view string(StringId id) const { return strings.view(id); }
    // The trace of a device, or an empty one.
    [[nodiscard]] DeviceTrace traceOf(std::int64_t device) const;
    [[nodiscard]] std::size_t segmentCount(bool includeHost = false) const;

    // Extra fields.
    [[nodiscard]] std::span<const std::pair<StringId, Value>> extraFields(ExtrasId id) const
    {
        return extras.record(id);
    }
    [[nodiscard]] std::optional<Value> extra(ExtrasId id, std::string_view key) const;
    [[nodiscard]] std::string_view extraString(ExtrasId id, std::string_view key) const;
    // The entry's action as written in the file (also for Other).
    [[nodiscard]] std::string_view actionNameOf(std::size_t row) const;

    // Generic values.
    [[nodiscard]] std::optional<std::int64_t> toInt(Value v) const;
    [[nodiscard]] std::optional<double> toDouble(Value v) const;
    [[nodiscard]] std::string_view toStringView(Value v) const; // "" unless a string
    [[nodiscard]] const Container* container(Value v) const;
    // A dict member by key; None when absent.
    [[nodiscard]] Value member(Value dict, std::string_view key) const;
    // Python-like rendering (for tooltips and settings panels), bounded in depth and length.
    [[nodiscard]] std::string render(Value v, std::size_t maxChars = 4096) const;

    // Frames.
    [[nodiscard]] FrameKind frameKind(FrameId id) const;
    // MemoryViz hides these frames (allocator internals, interpreter plumbing).
    [[nodiscard]] bool isNoiseFrame(FrameId id) const;
    // "name (file:line)".
    [[nodiscard]] std::string describeFrame(FrameId id) const;
    // Where a stack's allocation comes from, for every view that names a site: the innermost
    // Python frame in the user's own code (text::isLibraryPythonFile), else the innermost library
    // Python frame, else the innermost native frame outside the allocator's internals, else the
    // innermost frame that is not noise; -1 for an empty stack.
    [[nodiscard]] std::int64_t allocationSite(StackId id) const;
    // Every stack that contains the frame (for highlighting the blocks a frame allocated).
    [[nodiscard]] std::vector<StackId> stacksContaining(FrameId frame) const;

    // Resident bytes of the columns, tables and strings.
    [[nodiscard]] std::size_t residentBytes() const;
};

} // namespace faultline::snapshot
