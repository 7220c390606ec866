#include "TracedMemory.h"

#include "CounterTracks.h"
#include "Demangle.h"
#include "EventDetails.h"
#include "OomExplainer.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "UiText.h"
#include "Units.h"
#include "Utf8.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace faultline {

namespace {

using capture::OpCategory;
using snapshot::Action;
using snapshot::FrameId;
using snapshot::StackId;

constexpr std::uint64_t kSmallSegment = std::uint64_t{2} << 20;

// The text for people, in the user's language (lupdate finds it by QT_TRANSLATE_NOOP).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("TracedMemory", source, args);
}

// The replay rebuilds a freed block as its request rounded up to 512 bytes; live blocks are
// given the same size so that a block looks the same before and after its free.
std::uint64_t blockSize(std::uint64_t bytes)
{
    const std::uint64_t b = std::max<std::uint64_t>(bytes, 1);
    return b > ~std::uint64_t{0} - 511 ? b : (b + 511) / 512 * 512;
}

struct Call
{
    std::int64_t time = 0; // when it takes effect
    bool tensor = false;   // a block of PyTorch's caching allocator (else a CUDA allocation call)
    bool alloc = false;
    bool failed = false; // an allocation that returned an error: an `oom` entry of the history
    std::uint64_t bytes = 0;
    std::uint64_t pointer = 0;
    std::uint32_t stack = 0; // index into Trace::stacks
    EventRef ref;
};

struct LiveAllocation
{
    std::uint64_t bytes = 0;
    std::uint64_t segmentSize = 0;
    StackId stack = 0;
    EventRef ref;
};

// Capture stacks as snapshot frames and stacks, each interned once.
class StackConverter
{
public:
    StackConverter(const Trace& trace, snapshot::Snapshot& snap)
        : m_trace(trace)
        , m_snap(snap)
    {
    }

    StackId stack(std::uint32_t index)
    {
        if (index == 0 || index >= m_trace.stacks.size())
            return 0;
        if (const auto it = m_stacks.find(index); it != m_stacks.end())
            return it->second;
        snapshot::StackTable& table = m_snap.stacks;
        for (const capture::StackFrame& f : m_trace.stacks[index].frames)
            table.frames.push_back(frame(f));
        StackId id = 0;
        if (table.frames.size() != table.offsets.back()) {
            id = static_cast<StackId>(table.offsets.size() - 1);
            table.offsets.push_back(static_cast<std::uint32_t>(table.frames.size()));
        }
        m_stacks.emplace(index, id);
        return id;
    }

private:
    FrameId frame(const capture::StackFrame& f)
    {
        std::string name;
        std::string file;
        std::int64_t line = 0;
        switch (f.kind) {
        case capture::FrameKind::Python:
            name = f.pyFunction;
            file = f.pyFile;
            line = f.pyLine != 0 ? f.pyLine : f.pyDefLine;
            break;
        case capture::FrameKind::Native: {
            std::string symbol = f.symbol;
            if (const auto plus = symbol.rfind("+0x"); plus != std::string::npos && plus > 0)
                symbol.resize(plus);
            name = text::demangle(symbol);
            file = f.library.empty() ? std::string("??") : f.library;
            line = f.nativeLine;
            break;
        }
        case capture::FrameKind::Unresolved: {
            char hex[32];
            std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(f.ip));
            name = hex;
            file = f.library.empty() ? std::string("??") : f.library;
            break;
        }
        }
        auto key = std::make_tuple(std::move(name), std::move(file), line);
        if (const auto it = m_frames.find(key); it != m_frames.end())
            return it->second;
        snapshot::Frame out;
        out.name = intern(std::get<0>(key));
        out.filename = intern(std::get<1>(key));
        out.line = line;
        const auto id = static_cast<FrameId>(m_snap.frames.size());
        m_snap.frames.push_back(out);
        m_frames.emplace(std::move(key), id);
        return id;
    }

    snapshot::StringId intern(const std::string& text)
    {
        return utf8::isValid(text) ? m_snap.strings.intern(text) : m_snap.strings.intern(utf8::repaired(text));
    }

    const Trace& m_trace;
    snapshot::Snapshot& m_snap;
    std::unordered_map<std::uint32_t, StackId> m_stacks;
    std::map<std::tuple<std::string, std::string, std::int64_t>, FrameId> m_frames;
};

// The tensor rows of a lane: blocks PyTorch's allocator handed out (arg0 bytes, arg1 address)
// and took back (arg0 address, arg1 bytes), each at the moment it reported it.
void collectTensors(const Lane& lane, std::uint32_t laneIndex, std::vector<Call>& calls, TracedMemoryStats& stats)
{
    const EventColumns& e = lane.events;
    for (std::size_t i = 0; i < e.size(); ++i) {
        if (e.sourceAt(i) != capture::kTorchSource)
            continue;
        const std::uint8_t op = e.opAt(i);
        if (op != capture::ops::TensorAlloc && op != capture::ops::TensorFree)
            continue;
        Call c;
        c.tensor = true;
        c.alloc = op == capture::ops::TensorAlloc;
        c.pointer = c.alloc ? e.arg1[i] : e.arg0[i];
        c.bytes = c.alloc ? e.arg0[i] : e.arg1[i];
        c.time = e.start[i];
        c.stack = e.stack[i];
        c.ref = EventRef{laneIndex, static_cast<std::uint32_t>(i)};
        if (c.pointer == 0 || c.bytes == 0)
            continue;
        if (c.alloc) {
            ++stats.tensorAllocations;
            stats.tensorBytes += c.bytes;
        } else {
            ++stats.tensorFrees;
        }
        calls.push_back(c);
    }
}

// The allocation and free calls of one process, counted as the GPU memory counter counts them.
std::vector<Call> collectCalls(const Trace& trace, const Process& process, TracedMemoryStats& stats)
{
    std::vector<Call> calls;
    for (const std::uint32_t t : process.threads) {
        const timeline::RuntimeAllocations runtimeAllocs(trace, t);
        for (const std::uint32_t l : trace.threads[t].lanes) {
            const Lane& lane = trace.lanes[l];
            if (lane.kind == LaneKind::Other)
                collectTensors(lane, l, calls, stats);
            if (lane.kind != LaneKind::CudaRuntime && lane.kind != LaneKind::Driver)
                continue;
            const EventColumns& e = lane.events;
            for (std::size_t i = 0; i < e.size(); ++i) {
                const OpCategory category = capture::OpCatalog::info(e.sourceAt(i), e.opAt(i)).category;
                if (category != OpCategory::Alloc && category != OpCategory::Free)
                    continue;
                if (lane.kind == LaneKind::Driver && runtimeAllocs.nests(category, e.start[i])) {
                    ++stats.nestedDriverCalls;
                    continue;
                }
                // A failed allocation is the moment that matters most: an entry of its own, at
                // the time it was asked for. A failed free changes nothing.
                if (e.retCodeAt(i) != 0) {
                    if (category != OpCategory::Alloc || e.retCodeAt(i) == -1) {
                        ++stats.failedCalls;
                        continue;
                    }
                    Call c;
                    c.failed = true;
                    c.alloc = true;
                    c.bytes = e.arg0[i];
                    c.stack = e.stack[i];
                    c.time = e.start[i];
                    c.ref = EventRef{l, static_cast<std::uint32_t>(i)};
                    ++stats.failedAllocations;
                    calls.push_back(c);
                    continue;
                }
                Call c;
                c.stack = e.stack[i];
                c.ref = EventRef{l, static_cast<std::uint32_t>(i)};
                if (category == OpCategory::Alloc) {
                    // Allocations store the pointer in arg1; 0 when unknown (Ingero's driver calls).
                    c.alloc = true;
                    c.bytes = e.arg0[i];
                    c.pointer = e.arg1[i];
                    c.time = capture::saturatingAdd(e.start[i], e.durationAt(i));
                    if (c.pointer == 0) {
                        ++stats.allocationsWithoutAddress;
                        stats.bytesWithoutAddress += c.bytes;
                        continue;
                    }
                } else {
                    c.pointer = e.arg0[i];
                    c.bytes = e.arg1[i];
                    c.time = e.start[i];
                    if (c.pointer == 0) {
                        ++stats.nullFrees;
                        continue;
                    }
                }
                calls.push_back(c);
            }
        }
    }
    std::stable_sort(calls.begin(), calls.end(), [](const Call& a, const Call& b) { return a.time < b.time; });
    return calls;
}

std::uint64_t unstoredCalls(const Trace& trace, std::uint32_t pid)
{
    std::uint64_t n = 0;
    for (const capture::Aggregate& a : trace.aggregates) {
        if (a.pid != pid || a.count <= a.stored)
            continue;
        const OpCategory category = capture::OpCatalog::info(a.source, a.op).category;
        if (category == OpCategory::Alloc || category == OpCategory::Free)
            n += static_cast<std::uint64_t>(a.count - a.stored);
    }
    return n;
}

class HistoryWriter
{
public:
    explicit HistoryWriter(TracedMemory& out)
        : m_out(out)
        , m_trace(out.snapshot->trace)
    {
    }

    void add(Action action, std::uint64_t address, std::uint64_t size, StackId stack, std::int64_t timeNs, EventRef ref)
    {
        m_trace.action.push_back(action);
        m_trace.addr.push_back(address);
        m_trace.size.push_back(size);
        m_trace.stream.push_back(0);
        // Floor division: times before 1970 stay ordered.
        m_trace.timeUs.push_back(timeNs / 1000 - (timeNs % 1000 < 0 ? 1 : 0));
        m_trace.stack.push_back(stack);
        m_trace.extras.push_back(0);
        m_out.entryTimeNs.push_back(timeNs);
        m_out.entryEvent.push_back(ref);
    }

    void free(std::uint64_t address, const LiveAllocation& a, StackId freeStack, std::int64_t timeNs, EventRef ref)
    {
        // PyTorch's free entries carry the frames of the allocation; segment_free those of the release.
        add(Action::FreeRequested, address, a.bytes, a.stack, timeNs, ref);
        add(Action::FreeCompleted, address, a.bytes, a.stack, timeNs, ref);
        add(Action::SegmentFree, address, a.segmentSize, freeStack, timeNs, ref);
    }

private:
    TracedMemory& m_out;
    snapshot::TraceColumns& m_trace;
};

void finalState(snapshot::Snapshot& snap, const std::map<std::uint64_t, LiveAllocation>& live)
{
    snap.segments.reserve(live.size());
    snap.blocks.reserve(live.size());
    for (const auto& [address, a] : live) {
        snapshot::Segment s;
        s.device = 0;
        s.address = address;
        s.totalSize = a.segmentSize;
        s.allocatedSize = a.segmentSize;
        s.activeSize = a.segmentSize;
        s.requestedSize = a.bytes;
        s.stack = a.stack;
        s.firstBlock = static_cast<std::uint32_t>(snap.blocks.size());
        s.blockCount = 1;
        s.small = a.segmentSize == kSmallSegment; // as the replay marks a segment it rebuilds
        s.hasAllocatedSize = true;
        s.hasActiveSize = true;
        snapshot::Block b;
        b.address = address;
        b.size = a.segmentSize;
        b.requestedSize = a.bytes;
        b.stack = a.stack;
        b.segment = static_cast<std::uint32_t>(snap.segments.size());
        b.state = snapshot::BlockState::ActiveAllocated;
        b.addressGiven = true;
        b.requestedGiven = true;
        snap.blocks.push_back(b);
        snap.segments.push_back(s);
    }
}

// Counts in warnings: the singular and the plural are sentences of their own (uiText has no %n).
void addWarnings(snapshot::Snapshot& snap, const TracedMemoryStats& s)
{
    if (const std::uint64_t n = s.allocationsWithoutAddress; n != 0) {
        const std::string bytes = text::formatBytes(s.bytesWithoutAddress);
        snap.warnings.push_back(
            n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory",
                                          "1 traced allocation without an address (%1, driver calls or "
                                          "a tracer that records no pointer) is not shown"),
                        {bytes})
                   : ui(QT_TRANSLATE_NOOP("TracedMemory",
                                          "%1 traced allocations without an address (%2, driver calls "
                                          "or a tracer that records no pointer) are not shown"),
                        {std::to_string(n), bytes}));
    }
    if (const std::uint64_t n = s.unknownFrees; n != 0)
        snap.warnings.push_back(n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                              "1 free of an address no traced allocation returned "
                                                              "(allocated before the capture or not recorded)"))
                                       : ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                              "%1 frees of an address no traced allocation returned "
                                                              "(allocated before the capture or not recorded)"),
                                            {std::to_string(n)}));
    if (const std::uint64_t n = s.impliedFrees; n != 0)
        snap.warnings.push_back(n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                              "1 allocation was overlapped by a later one without a "
                                                              "traced free: shown freed just before it"))
                                       : ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                              "%1 allocations were overlapped by a later one without a "
                                                              "traced free: shown freed just before it"),
                                            {std::to_string(n)}));
    if (const std::uint64_t n = s.tensorsOutsideSegments; n != 0)
        snap.warnings.push_back(n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                              "1 tensor lies in memory reserved before the capture "
                                                              "began (no traced segment holds it): shown in a "
                                                              "segment of its own"))
                                       : ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                              "%1 tensors lie in memory reserved before the capture "
                                                              "began (no traced segment holds them): each is shown "
                                                              "in a segment of its own"),
                                            {std::to_string(n)}));
    if (const std::uint64_t n = s.failedCalls; n != 0)
        snap.warnings.push_back(
            n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory", "1 failed call skipped"))
                   : ui(QT_TRANSLATE_NOOP("TracedMemory", "%1 failed calls skipped"), {std::to_string(n)}));
    if (const std::uint64_t n = s.unstoredCalls; n != 0)
        snap.warnings.push_back(n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                              "1 allocation or free call seen by the tracer but not "
                                                              "stored: the history misses it"))
                                       : ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                              "%1 allocation or free calls seen by the tracer but not "
                                                              "stored: the history misses them"),
                                            {std::to_string(n)}));
}

void convertTensors(const Trace& trace, TracedMemory& out, const std::vector<Call>& calls);

TracedMemory convertProcess(const Trace& trace, std::uint32_t index, bool nodeNames, std::vector<Call> calls,
                            const TracedMemoryStats& collected)
{
    const Process& process = trace.processes[index];
    TracedMemory out;
    out.process = index;
    out.pid = process.pid;
    out.node = nodeNames ? process.node : std::string();
    out.processName = process.name;
    out.stats = collected;
    out.snapshot = std::make_unique<snapshot::Snapshot>();
    snapshot::Snapshot& snap = *out.snapshot;
    snap.source.path = ui(QT_TRANSLATE_NOOP("TracedMemory", "traced allocations of pid %1"),
                          {std::to_string(process.pid)});
    snap.streams.push_back(0);
    snap.pools.emplace_back(0, 0);
    snap.trace.reserve(calls.size() * 3);
    out.entryTimeNs.reserve(calls.size() * 3);
    out.entryEvent.reserve(calls.size() * 3);

    if (collected.tensorAllocations > 0) {
        convertTensors(trace, out, calls);
        snap.deviceTraces.push_back({0, 0, snap.trace.count()});
        snap.trace.shrinkToFit();
        out.stats.unstoredCalls = unstoredCalls(trace, process.pid);
        addWarnings(snap, out.stats);
        return out;
    }
    // Without PyTorch's tensor rows each traced allocation is a whole segment: what live tensors
    // used of it is not known.
    snap.source.segmentsOnly = true;
    StackConverter stacks(trace, snap);
    HistoryWriter history(out);
    std::map<std::uint64_t, LiveAllocation> live; // by address
    for (const Call& c : calls) {
        if (c.failed) {
            history.add(Action::Oom, snapshot::TraceColumns::kUnknownFree, c.bytes, stacks.stack(c.stack), c.time,
                        c.ref);
            continue;
        }
        if (!c.alloc) {
            const auto it = live.find(c.pointer);
            if (it == live.end()) {
                ++out.stats.unknownFrees;
                continue;
            }
            history.free(it->first, it->second, stacks.stack(c.stack), c.time, c.ref);
            live.erase(it);
            ++out.stats.frees;
            continue;
        }
        const std::uint64_t size = blockSize(c.bytes);
        const std::uint64_t end = c.pointer > ~std::uint64_t{0} - size ? ~std::uint64_t{0} : c.pointer + size;
        // Live allocations overlapping [pointer, end): their frees were lost.
        auto it = live.lower_bound(c.pointer);
        if (it != live.begin()) {
            const auto before = std::prev(it);
            if (before->second.segmentSize > c.pointer - before->first)
                it = before;
        }
        while (it != live.end() && it->first < end) {
            history.free(it->first, it->second, 0, c.time, c.ref);
            ++out.stats.impliedFrees;
            it = live.erase(it);
        }
        LiveAllocation a;
        a.bytes = c.bytes;
        a.segmentSize = size;
        a.stack = stacks.stack(c.stack);
        a.ref = c.ref;
        history.add(Action::SegmentAlloc, c.pointer, size, a.stack, c.time, c.ref);
        history.add(Action::Alloc, c.pointer, c.bytes, a.stack, c.time, c.ref);
        live.emplace(c.pointer, a);
        ++out.stats.allocations;
        out.stats.allocatedBytes += c.bytes;
    }
    finalState(snap, live);
    snap.deviceTraces.push_back({0, 0, snap.trace.count()});
    snap.trace.shrinkToFit();
    out.stats.unstoredCalls = unstoredCalls(trace, process.pid);
    addWarnings(snap, out.stats);
    return out;
}

// The live thing at `address` or the one before it, if it covers `address`.
template<typename Map>
typename Map::iterator covering(Map& m, std::uint64_t address,
                                std::uint64_t (*sizeOf)(const typename Map::mapped_type&))
{
    auto it = m.upper_bound(address);
    if (it == m.begin())
        return m.end();
    --it;
    return address - it->first < sizeOf(it->second) ? it : m.end();
}

struct TensorSegment
{
    std::uint64_t size = 0;
    std::uint64_t requested = 0;
    StackId stack = 0;
    bool synthetic = false; // made for a tensor no traced segment holds: goes with its tensor
};

struct TensorBlock
{
    std::uint64_t size = 0;
    StackId stack = 0;
    std::uint64_t segment = 0; // its segment's address
};

std::uint64_t segmentSizeOf(const TensorSegment& s)
{
    return s.size;
}

// The snapshot model from tensor rows: segments from the CUDA allocation calls, the tensors'
// blocks inside them.
void convertTensors(const Trace& trace, TracedMemory& out, const std::vector<Call>& calls)
{
    snapshot::Snapshot& snap = *out.snapshot;
    StackConverter stacks(trace, snap);
    HistoryWriter history(out);
    std::map<std::uint64_t, TensorSegment> segments;
    std::map<std::uint64_t, TensorBlock> blocks;
    auto freeBlock = [&](std::map<std::uint64_t, TensorBlock>::iterator it, std::int64_t time, EventRef ref) {
        const std::uint64_t address = it->first;
        const TensorBlock b = it->second;
        history.add(Action::FreeRequested, address, b.size, b.stack, time, ref);
        history.add(Action::FreeCompleted, address, b.size, b.stack, time, ref);
        blocks.erase(it);
        // A segment made for one tensor goes with it.
        const auto seg = segments.find(b.segment);
        if (seg != segments.end() && seg->second.synthetic) {
            history.add(Action::SegmentFree, seg->first, seg->second.size, b.stack, time, ref);
            segments.erase(seg);
        }
    };
    // Frees every live block starting in [from, to); returns how many.
    auto freeBlocksIn = [&](std::uint64_t from, std::uint64_t to, std::int64_t time, EventRef ref) {
        std::uint64_t n = 0;
        for (auto b = blocks.lower_bound(from); b != blocks.end() && b->first < to; b = blocks.lower_bound(from)) {
            freeBlock(b, time, ref);
            ++n;
        }
        return n;
    };
    // Gives back the segment at `address` (if still live) with whatever it still holds.
    auto freeSegment = [&](std::uint64_t address, StackId stack, std::int64_t time, EventRef ref) {
        const auto it = segments.find(address);
        if (it == segments.end())
            return;
        out.stats.impliedFrees += freeBlocksIn(address, address + it->second.size, time, ref);
        const auto still = segments.find(address); // a synthetic one went with its block
        if (still == segments.end())
            return;
        history.add(Action::SegmentFree, address, still->second.size, stack, time, ref);
        segments.erase(still);
    };
    for (const Call& c : calls) {
        if (c.failed) {
            history.add(Action::Oom, snapshot::TraceColumns::kUnknownFree, c.bytes, stacks.stack(c.stack), c.time,
                        c.ref);
            continue;
        }
        if (!c.tensor && c.alloc) {
            const std::uint64_t size = blockSize(c.bytes);
            // Segments over this one still live: their frees were lost (or they were made for
            // tensors of memory reserved before the capture): they go first.
            const std::uint64_t end = c.pointer > ~std::uint64_t{0} - size ? ~std::uint64_t{0} : c.pointer + size;
            std::vector<std::uint64_t> overlapped;
            auto it = covering(segments, c.pointer, segmentSizeOf);
            for (it = it == segments.end() ? segments.lower_bound(c.pointer) : it;
                 it != segments.end() && it->first < end; ++it)
                overlapped.push_back(it->first);
            for (const std::uint64_t address : overlapped) {
                freeSegment(address, 0, c.time, c.ref);
                ++out.stats.impliedFrees;
            }
            const StackId stack = stacks.stack(c.stack);
            history.add(Action::SegmentAlloc, c.pointer, size, stack, c.time, c.ref);
            segments.emplace(c.pointer, TensorSegment{size, c.bytes, stack, false});
            ++out.stats.allocations;
            out.stats.allocatedBytes += c.bytes;
            continue;
        }
        if (!c.tensor) {
            const auto it = segments.find(c.pointer);
            if (it == segments.end() || it->second.synthetic) {
                ++out.stats.unknownFrees;
                continue;
            }
            // The allocator gives a segment back only when no block of it is in use: blocks
            // still live in it lost their frees.
            freeSegment(c.pointer, stacks.stack(c.stack), c.time, c.ref);
            ++out.stats.frees;
            continue;
        }
        if (!c.alloc) {
            const auto it = blocks.find(c.pointer);
            if (it == blocks.end()) {
                ++out.stats.unknownFrees;
                continue;
            }
            freeBlock(it, c.time, c.ref);
            continue;
        }
        // A block handed to a tensor: a block still live where it lies lost its free.
        const std::uint64_t end = c.pointer > ~std::uint64_t{0} - c.bytes ? ~std::uint64_t{0} : c.pointer + c.bytes;
        out.stats.impliedFrees += freeBlocksIn(c.pointer, end, c.time, c.ref);
        if (auto b = blocks.lower_bound(c.pointer); b != blocks.begin()) {
            --b;
            if (c.pointer - b->first < b->second.size) {
                freeBlock(b, c.time, c.ref);
                ++out.stats.impliedFrees;
            }
        }
        const StackId stack = stacks.stack(c.stack);
        auto seg = covering(segments, c.pointer, segmentSizeOf);
        if (seg == segments.end() || c.bytes > seg->second.size - (c.pointer - seg->first)) {
            ++out.stats.tensorsOutsideSegments;
            history.add(Action::SegmentAlloc, c.pointer, c.bytes, stack, c.time, c.ref);
            seg = segments.emplace(c.pointer, TensorSegment{c.bytes, c.bytes, stack, true}).first;
        }
        history.add(Action::Alloc, c.pointer, c.bytes, stack, c.time, c.ref);
        blocks.emplace(c.pointer, TensorBlock{c.bytes, stack, seg->first});
    }

    // The final state: every live segment tiled by its live blocks and the free gaps between them.
    for (const auto& [address, s] : segments) {
        snapshot::Segment seg;
        seg.device = 0;
        seg.address = address;
        seg.totalSize = s.size;
        seg.requestedSize = s.requested;
        seg.stack = s.stack;
        seg.firstBlock = static_cast<std::uint32_t>(snap.blocks.size());
        seg.small = s.size == kSmallSegment;
        seg.hasAllocatedSize = true;
        seg.hasActiveSize = true;
        std::uint64_t at = address;
        const std::uint64_t end = address + s.size;
        auto gap = [&](std::uint64_t from, std::uint64_t to) {
            if (to <= from)
                return;
            snapshot::Block b;
            b.address = from;
            b.size = to - from;
            b.requestedSize = 0;
            b.segment = static_cast<std::uint32_t>(snap.segments.size());
            b.state = snapshot::BlockState::Inactive;
            b.addressGiven = true;
            snap.blocks.push_back(b);
        };
        for (auto b = blocks.lower_bound(address); b != blocks.end() && b->first < end; ++b) {
            gap(at, b->first);
            snapshot::Block block;
            block.address = b->first;
            block.size = b->second.size;
            block.requestedSize = b->second.size;
            block.stack = b->second.stack;
            block.segment = static_cast<std::uint32_t>(snap.segments.size());
            block.state = snapshot::BlockState::ActiveAllocated;
            block.addressGiven = true;
            block.requestedGiven = true;
            snap.blocks.push_back(block);
            seg.allocatedSize += b->second.size;
            at = std::min(end, b->first + b->second.size);
        }
        gap(at, end);
        seg.activeSize = seg.allocatedSize;
        seg.blockCount = static_cast<std::uint32_t>(snap.blocks.size()) - seg.firstBlock;
        snap.segments.push_back(seg);
    }
}

std::string noAddressesMessage(const TracedMemoryStats& s)
{
    if (s.allocationsWithoutAddress == 0 && s.failedCalls == 0 && s.unknownFrees == 0)
        return ui(QT_TRANSLATE_NOOP("TracedMemory",
                                    "No traced allocations with addresses: the capture has no "
                                    "successful cudaMalloc or cuMemAlloc calls."));
    // What was seen instead, as a list: each item its own text (singular or plural), joined.
    std::vector<std::string> parts;
    if (const std::uint64_t n = s.allocationsWithoutAddress; n != 0) {
        const std::string bytes = text::formatBytes(s.bytesWithoutAddress);
        parts.push_back(n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                      "1 allocation (%1) without a returned pointer (driver "
                                                      "calls, or a tracer that does not record it)"),
                                    {bytes})
                               : ui(QT_TRANSLATE_NOOP("TracedMemory",
                                                      "%1 allocations (%2) without a returned pointer (driver "
                                                      "calls, or a tracer that does not record it)"),
                                    {std::to_string(n), bytes}));
    }
    if (const std::uint64_t n = s.unknownFrees; n != 0)
        parts.push_back(
            n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory", "1 free of addresses no traced allocation returned"))
                   : ui(QT_TRANSLATE_NOOP("TracedMemory", "%1 frees of addresses no traced allocation returned"),
                        {std::to_string(n)}));
    if (const std::uint64_t n = s.failedCalls; n != 0)
        parts.push_back(n == 1 ? ui(QT_TRANSLATE_NOOP("TracedMemory", "1 failed call"))
                               : ui(QT_TRANSLATE_NOOP("TracedMemory", "%1 failed calls"), {std::to_string(n)}));
    std::string list = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i)
        //: joins two items of a list of what the capture holds instead of addressed allocations
        list = ui(QT_TRANSLATE_NOOP("TracedMemory", "%1; %2"), {list, parts[i]});
    //: %1 is a list of what the capture holds instead, such as "3 failed calls"
    return ui(QT_TRANSLATE_NOOP("TracedMemory", "No traced allocations with addresses: %1."), {list});
}

} // namespace

void TracedMemoryStats::add(const TracedMemoryStats& o)
{
    allocations += o.allocations;
    allocatedBytes += o.allocatedBytes;
    frees += o.frees;
    allocationsWithoutAddress += o.allocationsWithoutAddress;
    bytesWithoutAddress += o.bytesWithoutAddress;
    failedCalls += o.failedCalls;
    failedAllocations += o.failedAllocations;
    nestedDriverCalls += o.nestedDriverCalls;
    unknownFrees += o.unknownFrees;
    nullFrees += o.nullFrees;
    impliedFrees += o.impliedFrees;
    unstoredCalls += o.unstoredCalls;
    tensorAllocations += o.tensorAllocations;
    tensorBytes += o.tensorBytes;
    tensorFrees += o.tensorFrees;
    tensorsOutsideSegments += o.tensorsOutsideSegments;
}

std::optional<std::size_t> TracedMemory::positionOf(EventRef event) const
{
    if (!event.isValid())
        return std::nullopt;
    // A call's entries are adjacent and come last among those naming it (a free it implies
    // comes before its own entries).
    for (std::size_t row = entryEvent.size(); row-- > 0;) {
        if (entryEvent[row] == event)
            return row + 1;
    }
    return std::nullopt;
}

std::size_t TracedMemory::positionAt(std::int64_t timeNs) const
{
    return static_cast<std::size_t>(std::upper_bound(entryTimeNs.begin(), entryTimeNs.end(), timeNs)
                                    - entryTimeNs.begin());
}

std::string TracedMemory::title() const
{
    const std::string p = std::to_string(pid);
    if (node.empty())
        return processName.empty() ? ui(QT_TRANSLATE_NOOP("TracedMemory", "pid %1"), {p})
                                   : ui(QT_TRANSLATE_NOOP("TracedMemory", "%1 (pid %2)"), {processName, p});
    if (processName.empty())
        //: %2 is the node (machine) the process ran on
        return ui(QT_TRANSLATE_NOOP("TracedMemory", "pid %1 on %2"), {p, node});
    //: %1 is the process's name, %3 the node (machine) it ran on
    return ui(QT_TRANSLATE_NOOP("TracedMemory", "%1 (pid %2) on %3"), {processName, p, node});
}

const TracedMemory* TracedMemoryResult::processOf(const Trace& trace, EventRef event) const
{
    if (!trace.contains(event))
        return nullptr;
    const std::uint32_t thread = trace.lanes[event.lane].thread;
    if (thread >= trace.threads.size())
        return nullptr;
    for (const TracedMemory& m : processes) {
        if (m.process == trace.threads[thread].process)
            return &m;
    }
    return nullptr;
}

bool isTracedMemoryCall(const Trace& trace, EventRef event)
{
    if (!trace.contains(event))
        return false;
    const Lane& lane = trace.lanes[event.lane];
    if (lane.kind != LaneKind::CudaRuntime && lane.kind != LaneKind::Driver)
        return false;
    const OpCategory category =
        capture::OpCatalog::info(lane.events.sourceAt(event.index), lane.events.opAt(event.index)).category;
    return category == OpCategory::Alloc || category == OpCategory::Free;
}

TracedMemoryResult buildTracedMemory(const Trace& trace)
{
    TracedMemoryResult result;
    // Node names only tell processes apart in a capture merged from several nodes.
    std::set<std::string_view> nodes;
    for (const Process& p : trace.processes)
        if (!p.node.empty())
            nodes.insert(p.node);
    const bool nodeNames = nodes.size() > 1;
    for (std::uint32_t index = 0; index < trace.processes.size(); ++index) {
        TracedMemoryStats stats;
        std::vector<Call> calls = collectCalls(trace, trace.processes[index], stats);
        const bool addressed = std::any_of(calls.begin(), calls.end(), [](const Call& c) { return c.alloc; });
        if (!addressed) {
            // Frees alone rebuild nothing: they are all of unknown addresses.
            stats.unknownFrees += calls.size();
            result.total.add(stats);
            continue;
        }
        result.processes.push_back(convertProcess(trace, index, nodeNames, std::move(calls), stats));
        result.total.add(result.processes.back().stats);
    }
    if (result.processes.empty())
        result.message = noAddressesMessage(result.total);
    return result;
}

} // namespace faultline
