#pragma once

// Why an allocation failed: from an `oom` trace entry of a snapshot (with the allocator state
// rebuilt at that moment) and/or from the text of the OutOfMemoryError (every format PyTorch
// printed from 1.x to 2026, the cudaMallocAsync one and vendor variants). The answer is one of
// fragmentation, genuine exhaustion, or memory held elsewhere (other processes, private pools,
// other streams), with the numbers behind it and advice on PYTORCH_CUDA_ALLOC_CONF.

#include "Snapshot.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace faultline::snapshot {

class SnapshotReplay;

// What an OOM error message says. Absent figures stay empty.
struct OomMessage
{
    bool found = false;  // the text holds an out-of-memory message at all
    std::string backend; // "CUDA", "NPU", "XPU", "MUSA", ... ; "cudaMallocAsync" for that allocator
    std::optional<int> device;
    std::optional<std::uint64_t> requested;                        // Tried to allocate / Requested
    std::optional<std::uint64_t> totalCapacity;                    // total capacity / Device limit
    std::optional<std::uint64_t> free;                             // free (according to CUDA)
    std::optional<std::uint64_t> allocated;                        // allocated by PyTorch (without private pools)
    std::optional<std::uint64_t> privatePools;                     // allocated in private pools (CUDA graphs)
    std::optional<std::uint64_t> reservedUnallocated;              // reserved by PyTorch but unallocated
    std::optional<std::uint64_t> reserved;                         // reserved in total by PyTorch
    std::optional<std::uint64_t> allowed;                          // per-process memory fraction cap
    std::optional<std::uint64_t> processInUse;                     // this process incl. non-PyTorch memory
    std::vector<std::pair<std::int64_t, std::uint64_t>> processes; // (pid, bytes in use)
    bool capacityTypo = false;                                     // PyTorch 2.1's "capacty"
    bool truncated = false;                                        // the message stops early
    std::vector<std::string> notes;                                // implausible values that were ignored, ...

    // reserved − allocated − private pools, from whichever figures the format gives.
    [[nodiscard]] std::optional<std::uint64_t> unallocatedReserved() const;
    [[nodiscard]] std::optional<std::uint64_t> reservedTotal() const;
};

[[nodiscard]] OomMessage parseOomMessage(std::string_view text);
// "2.00 GiB", "512 bytes", "1.5 MB" -> bytes.
[[nodiscard]] std::optional<std::uint64_t> parseByteSize(std::string_view text);

enum class OomCause : std::uint8_t {
    Fragmentation, // enough free bytes, no single piece large enough
    Exhaustion,    // live tensors really need more than there is
    HeldElsewhere, // the memory exists but another process, a private pool or another stream has it
    Unknown,
};
[[nodiscard]] const char* oomCauseName(OomCause cause);

// The one split between fragmentation and exhaustion, shared by every view of an out-of-memory
// failure (the cuda-oom chain, the Device Memory view of a capture or a snapshot, the review
// report, `explain`, `snapshot-stats`): the request fits in the free space of the segments the
// allocator could serve it from (or in that space and the GPU's free memory together) but in no
// single piece of it: fragmentation; it does not fit: exhaustion. A source without tensor-level
// figures (a capture that traced cudaMalloc/cudaFree but not the tensors inside the segments)
// cannot tell the two apart: Unknown, whatever it might look like.
struct OomSplitFigures
{
    std::uint64_t requested = 0;
    std::optional<std::uint64_t> cachedFree;        // free in segments that could serve it; unknown without tensors
    std::optional<std::uint64_t> largestCachedFree; // the largest such piece
    std::optional<std::uint64_t> deviceFree;        // free on the GPU, outside the allocator
    std::optional<std::uint64_t> deviceTotal;       // what the GPU has
};
[[nodiscard]] OomCause splitOom(const OomSplitFigures& figures);
// The cause in a few words for titles, in the user's language: "fragmentation", "exhaustion",
// "memory held elsewhere", "exhaustion or fragmentation (cannot tell)".
[[nodiscard]] std::string oomCauseLabel(OomCause cause);
// For an Unknown split: what would tell (tensor-level events, a memory snapshot), and what helps
// in either case; one sentence each, in the user's language.
[[nodiscard]] std::string oomWhatWouldTell();
[[nodiscard]] std::string oomEitherWayAdvice();
// A size, or "unknown" (in the user's language) when the source does not have it: a missing
// figure is never printed as 0 B.
[[nodiscard]] std::string bytesOrUnknown(const std::optional<std::uint64_t>& bytes);

struct OomExplanation
{
    OomCause cause = OomCause::Unknown;
    // For HeldElsewhere: "other processes", "this process outside PyTorch", "private pools" or
    // "other streams" (in the user's language, as all the text below: text::uiText).
    std::string where;
    std::string summary; // one paragraph
    std::vector<std::string> findings;
    std::vector<std::string> advice;
    // The source traced segments, not the tensors inside them (a capture's cudaMalloc calls):
    // allocated, cached-free and usable-free figures below are not known.
    bool segmentsOnly = false;

    // The numbers (bytes), where known.
    std::int64_t device = 0;
    std::optional<std::size_t> entry; // position in the device trace
    std::optional<std::int64_t> timeUs;
    std::uint64_t requested = 0;
    std::optional<std::uint64_t> deviceFree;
    std::optional<std::uint64_t> totalCapacity;
    std::uint64_t reserved = 0;
    std::uint64_t allocated = 0;
    std::uint64_t pendingFree = 0;
    std::uint64_t cachedFree = 0;        // reserved − allocated − pending
    std::uint64_t usableFree = 0;        // free bytes in segments that could serve the request
    std::uint64_t largestUsableFree = 0; // the largest such piece
    std::uint64_t otherStreamFree = 0;   // free in same-pool segments of other streams
    std::uint64_t privatePoolReserved = 0;
    std::uint64_t privatePoolFree = 0;
    std::uint64_t releasable = 0;             // whole free segments (empty_cache would return them)
    std::uint64_t nonReleasable = 0;          // free bytes inside partly used segments
    std::optional<std::uint64_t> heldOutside; // total − free − reserved (other processes, context)
    // Largest live allocation sites at the failure: (frame, bytes).
    std::vector<std::pair<std::int64_t, std::uint64_t>> topSites;
};

// (device, position) of every oom entry, in trace order.
[[nodiscard]] std::vector<std::pair<std::int64_t, std::size_t>> findOomEntries(const Snapshot& snapshot);

// The oom entry at `entry` of the replay's device (the state just before it is rebuilt).
// `message`, when given, adds the figures only the error text has (total capacity, processes).
[[nodiscard]] OomExplanation explainOomEntry(const SnapshotReplay& replay, std::size_t entry,
                                             const OomMessage* message = nullptr);
// From the error text alone; `context` (the snapshot's settings) refines the advice.
[[nodiscard]] OomExplanation explainOomMessage(const OomMessage& message, const Snapshot* context = nullptr);

} // namespace faultline::snapshot
