#pragma once

#include "OpCatalog.h"
#include "Trace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace faultline::timeline {

// A step function sampled at `time`: value[i] holds from time[i] until time[i + 1].
struct CounterTrack
{
    enum class Unit : std::uint8_t { Bytes, Percent, Plain };

    std::string name; // "GPU memory (traced)", "System CPU", ...
    Unit unit = Unit::Plain;
    std::uint32_t pid = 0; // 0 = system-wide
    std::string node;      // the node (rank) of its process in a capture of several; "" system-wide
    std::vector<std::int64_t> time;
    std::vector<double> value;
    double maxValue = 0;
    // Frees whose size is unknown: no recorded size and no traced allocation of that pointer
    // (older Ingero captures resolve neither). The track then overstates what is in use; the
    // view says so instead of guessing.
    std::int64_t unknownFrees = 0;
};

// The runtime allocation and free calls of one thread as intervals. cudaMalloc calls cuMemAlloc
// inside, and cudaFree calls cuMemFree: a driver allocation (free) that starts within a runtime
// allocation (free) is that runtime call's own work, and is counted once (by the GPU memory
// counter, device memory and the allocation chains alike).
class RuntimeAllocations
{
public:
    RuntimeAllocations(const Trace& trace, std::uint32_t thread);
    // Whether a runtime call of `category` (Alloc or Free) on this thread spans `time`.
    [[nodiscard]] bool nests(capture::OpCategory category, std::int64_t time) const;

private:
    using Intervals = std::vector<std::pair<std::int64_t, std::int64_t>>; // (start, end), by start
    [[nodiscard]] static bool spans(const Intervals& intervals, std::int64_t time);
    Intervals m_allocs;
    Intervals m_frees;
};

// GPU memory allocated through traced calls per process (cudaMalloc/cuMemAlloc add, a driver
// allocation inside a runtime one on the same thread counted once; cudaFree removes what the
// matching allocation added, or its recorded size), then system CPU %,
// memory % and load average from the system snapshots. Tracks with no samples are left out.
[[nodiscard]] std::vector<CounterTrack> buildCounterTracks(const Trace& trace);

// One pixel column of a counter: the extremes and the last value the step function takes in it.
struct CounterColumn
{
    double min = 0;
    double max = 0;
    bool defined = false; // false before the first sample
};

// Columns of `track` for the view [rangeStart, rangeEnd), `width` (rounded up) columns.
// O(width × log samples).
[[nodiscard]] std::vector<CounterColumn> buildCounterColumns(const CounterTrack& track, std::int64_t rangeStart,
                                                             std::int64_t rangeEnd, int width);

// The time-weighted mean of the step function over [rangeStart, rangeEnd), where it is defined
// (from its first sample to its last); nullopt where it is not at all.
[[nodiscard]] std::optional<double> counterAverage(const CounterTrack& track, std::int64_t rangeStart,
                                                   std::int64_t rangeEnd);

// Value of the step function at `time` (false when before the first sample).
[[nodiscard]] bool counterValueAt(const CounterTrack& track, std::int64_t time, double* value);

} // namespace faultline::timeline
