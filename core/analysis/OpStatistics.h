#pragma once

#include "Trace.h"

#include <cstdint>
#include <string>
#include <vector>

namespace faultline {

// Latency statistics of one op, for one process (pid != 0) or for all processes (pid == 0).
struct OpStats
{
    std::uint8_t source = 0;
    std::uint8_t op = 0;
    std::uint32_t pid = 0;
    std::int64_t count = 0;      // stored rows; 0 for ops only the aggregates know (no percentiles then)
    std::int64_t totalCount = 0; // true count: aggregates when they say more, else count
    std::int64_t p50 = 0;        // ns, nearest rank over stored rows
    std::int64_t p95 = 0;
    std::int64_t p99 = 0;
    std::int64_t max = 0;
    std::int64_t min = 0;
    std::int64_t sumDuration = 0;
    std::uint64_t bytes = 0;      // sum of arg0 over stored rows of byte-valued ops
    std::uint64_t totalBytes = 0; // from aggregates when present, else bytes
    // The rows carry durations: false with no stored rows, and for kernel launches probed at
    // their entry only (faultline-probe since record ABI 3), whose duration is always 0.
    bool timed = true;
    [[nodiscard]] bool sampled() const { return totalCount > count; }
    [[nodiscard]] std::string sourceName() const;
    [[nodiscard]] std::string opName() const;
};

struct ProcessStats
{
    std::uint32_t pid = 0;
    std::string name;
    std::string node;   // the node (rank) of a capture that merges several, "" otherwise
    int gpuDevice = -1; // a GPU of an imported trace (its pid is synthetic), -1 for a process
    std::int64_t threads = 0;
    std::int64_t events = 0;
    std::int64_t cudaCalls = 0; // runtime + driver
    std::int64_t offCpuNs = 0;  // sum of sched_switch intervals
    std::int64_t contextSwitches = 0;
    // Whether the capture traced this process's scheduling (off-CPU, switches) at all: not an
    // imported profiler trace, not a GPU; false means those figures are unknown, not zero.
    bool schedulingKnown = true;
};

struct DropStats
{
    bool recorded = false; // the capture records drops (faultline_source_counters)
    std::int64_t seen = 0;
    std::int64_t stored = 0;
    std::int64_t dropped = 0;
    std::vector<capture::SourceCounters> bySource;
};

class OpStatistics
{
public:
    // Per-op rows for all processes (pid 0) followed by per-(op, pid) rows, each sorted by
    // source, op and pid.
    [[nodiscard]] static std::vector<OpStats> compute(const Trace& trace);
    [[nodiscard]] static std::vector<ProcessStats> processes(const Trace& trace);
    [[nodiscard]] static DropStats drops(const Trace& trace);
    // Durations of one op (pid 0 = all), sorted ascending, for the latency chart.
    [[nodiscard]] static std::vector<std::int64_t> durations(const Trace& trace, std::uint8_t source, std::uint8_t op,
                                                             std::uint32_t pid = 0);
};

} // namespace faultline
