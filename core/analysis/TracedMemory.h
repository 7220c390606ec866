#pragma once

// Device memory rebuilt from a capture's traced allocation calls, as a PyTorch memory snapshot,
// so that the Memory workspace (block map, history, fragmentation figures) shows it as it shows
// a real one.
//
// Each process becomes a snapshot of its own with one device, 0: Ingero writes gpu_id = 0 for
// every CUDA runtime and driver call (research/ingero.md §2.4), so a process's calls cannot be
// told apart by device. Its allocations are counted as the GPU memory counter counts them
// (CounterTracks): successful calls only, a driver allocation inside a runtime one on the same
// thread once (RuntimeAllocations), an allocation in force from the end of its call, a free from
// the start of its call. A traced allocation with an address is a segment holding one block:
//   allocation → segment_alloc, alloc            (the block's frames: the allocation's stack)
//   free       → free_requested, free_completed, segment_free (the segment_free: the free's stack)
//   failed allocation → oom (the size asked, at the call's start, with its stack), as PyTorch
//                records the allocation that ran out of memory
// The allocations still live at the end of the capture are the snapshot's segments and blocks,
// and the trace is the whole history, so the replay undoes it back to the capture's start.
// Sizes: a block and its segment are the request rounded up to 512 bytes (what the replay
// rebuilds from a free), the request is the block's requested size; the replay's requested
// bytes therefore equal the counter's bytes for the allocations that have an address.
//
// A process whose capture has PyTorch's tensor rows (faultline-probe, source TORCH) gets the
// model a snapshot gives instead: its cudaMalloc/cudaFree calls are the caching allocator's
// segments (segment_alloc, segment_free), its tensors the blocks inside them (alloc, and
// free_requested + free_completed, with the block size the allocator reported); the segments'
// unused space is the cache, free holes included. A tensor in memory no traced segment holds
// (reserved before the capture began) is shown in a segment of its own, counted in
// tensorsOutsideSegments.

#include "Snapshot.h"
#include "Trace.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace faultline {

struct TracedMemoryStats
{
    std::uint64_t allocations = 0;               // with an address: the segments of the history
    std::uint64_t allocatedBytes = 0;            // their requested bytes
    std::uint64_t frees = 0;                     // of an address a traced allocation returned
    std::uint64_t allocationsWithoutAddress = 0; // driver calls (no pointer recorded), old tracers
    std::uint64_t bytesWithoutAddress = 0;
    std::uint64_t failedCalls = 0;       // failed frees, and calls still running at the end (-1)
    std::uint64_t failedAllocations = 0; // out of memory and other errors: `oom` entries of the history
    std::uint64_t nestedDriverCalls = 0; // cuMemAlloc inside a cudaMalloc of the same thread
    std::uint64_t unknownFrees = 0;      // of an address no live traced allocation starts at
    std::uint64_t nullFrees = 0;         // cudaFree(NULL): a no-op (often the context's creation)
    // An allocation overlapping one still live: the older one's free was not traced; it is
    // taken as freed just before (an entry of its own, so the history stays consistent).
    std::uint64_t impliedFrees = 0;
    // Allocation and free calls the tracer saw but did not store (event_aggregates): the
    // history misses them.
    std::uint64_t unstoredCalls = 0;
    // PyTorch's caching allocator (tensor rows): blocks handed out and taken back, and the
    // blocks that lay in no traced segment.
    std::uint64_t tensorAllocations = 0;
    std::uint64_t tensorBytes = 0;
    std::uint64_t tensorFrees = 0;
    std::uint64_t tensorsOutsideSegments = 0;

    void add(const TracedMemoryStats& other);
};

// The device memory of one process.
struct TracedMemory
{
    std::uint32_t process = 0; // index into Trace::processes
    std::uint32_t pid = 0;
    std::string node; // set when the capture merges several nodes, "" otherwise
    std::string processName;
    std::unique_ptr<snapshot::Snapshot> snapshot; // device 0
    // Per trace row of the snapshot: the capture time (ns) the entry takes effect at (rows are
    // in this order) and the call it comes from (for a free implied by an overlapping
    // allocation: that allocation).
    std::vector<std::int64_t> entryTimeNs;
    std::vector<EventRef> entryEvent;
    TracedMemoryStats stats;

    // The replay position just after the entries made from `event`; nullopt when the event
    // made none (not an allocation call, failed, no address, ...).
    [[nodiscard]] std::optional<std::size_t> positionOf(EventRef event) const;
    // The replay position of the state at capture time `timeNs`: every entry in force by then.
    [[nodiscard]] std::size_t positionAt(std::int64_t timeNs) const;
    // "python3 (pid 1234)", with the node when the capture has one.
    [[nodiscard]] std::string title() const;
};

struct TracedMemoryResult
{
    // Processes with at least one traced allocation that has an address, by (pid, node).
    std::vector<TracedMemory> processes;
    TracedMemoryStats total; // every process, those without addressed allocations included
    // Why `processes` is empty ("No traced allocations with addresses: ..."); "" otherwise.
    std::string message;

    // The process holding `event`, or null.
    [[nodiscard]] const TracedMemory* processOf(const Trace& trace, EventRef event) const;
};

// Converts every process's traced allocations. Frames: Python frames as (function, file,
// executing line or definition line), native ones as (demangled symbol without its offset,
// shared object), unresolved ones as (0x address, shared object or "??"), in the capture's order.
[[nodiscard]] TracedMemoryResult buildTracedMemory(const Trace& trace);

// Whether `event` is an allocation or free call the conversion looks at.
[[nodiscard]] bool isTracedMemoryCall(const Trace& trace, EventRef event);

} // namespace faultline
