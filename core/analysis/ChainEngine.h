#pragma once

#include "Trace.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace faultline {

enum class ChainSeverity : std::uint8_t { Low, Medium, High };

// "HIGH", "MEDIUM", "LOW" (the JSON contract and Ingero's spelling).
[[nodiscard]] const char* severityName(ChainSeverity severity);

// One line of a chain's story, oldest first; the last step is the symptom.
struct ChainStep
{
    std::int64_t time = 0; // unix ns, 0 when the step is a whole-range statistic
    std::string layer;     // SYSTEM, HOST, IO, NET, CUDA, DRIVER, PYTHON
    std::string op;
    std::string detail;
    std::int64_t durationNs = 0;
};

// A Python source line the chain's evidence runs through, weighted by the evidence time (or
// count) that passes through it; weights of a chain add up to 1.
struct ChainSource
{
    std::string file;
    int line = 0;
    std::string function;
    double weight = 0;
    std::int64_t events = 0;
};

// Latency statistics of the op the chain is about (empty op when it is not about one).
struct ChainSymptom
{
    std::string op;
    std::int64_t count = 0;
    std::int64_t p50 = 0;
    std::int64_t p99 = 0;
    std::int64_t max = 0;
    std::int64_t totalNs = 0;
};

// What a chain cost: the wall time its cause took from the thread that issues the process's GPU
// work (blocked in a call, waiting for input, holding the GPU idle), and that time as a share of
// the range it was measured over: the training steps when steps were found (the periodic burst
// of GPU work that one line of the step loop starts), else from the process's first CUDA call to
// its last. Severity follows from it (severityForShare), except for failures, which are HIGH.
struct ChainImpact
{
    std::int64_t ns = 0;
    double share = 0;         // ns / rangeNs, 0..1
    std::int64_t rangeNs = 0; // what the share is of
    std::int64_t steps = 0;   // steps in that range, 0 when none were found
    [[nodiscard]] double seconds() const { return static_cast<double>(ns) / 1e9; }
    // The cost per step, 0 without steps.
    [[nodiscard]] std::int64_t perStepNs() const { return steps > 0 ? ns / steps : 0; }
};

// HIGH from 20 % of the range, MEDIUM from 5 %, LOW below.
[[nodiscard]] ChainSeverity severityForShare(double share);

struct Chain
{
    std::string id;   // stable per rule and subject, e.g. "cuda-oom-4242", "fork-stall-4242"
    std::string rule; // cuda-oom, memory-growth, alloc-churn, alloc-imbalance, host-sync, pageable-copy,
                      // input-starvation, cpu-contention, cpu-self-contention, fork-stall, dtor-sync,
                      // periodic-spike, oom, process-died, tcp-retransmit, pod, tail, throughput-drop,
                      // stored
    ChainSeverity severity = ChainSeverity::Medium;
    ChainImpact impact;
    bool failure = false;     // a failed call, an OOM, a process killed or dying: HIGH whatever it cost
    bool symptomOnly = false; // a symptom without a cause of its own (a latency tail, a rate drop): at
                              // most LOW, and only derived when ChainOptions::includeSymptoms is set
    // The kind of a failure, for machines: a cuda-oom chain's OOM cause as every view names it
    // (snapshot::oomCauseName: fragmentation, exhaustion, held_elsewhere, unknown); "" otherwise.
    std::string cause;
    std::string title;
    std::string rootCause;
    std::string explanation;
    std::int64_t windowStart = 0; // unix ns
    std::int64_t windowEnd = 0;
    std::uint32_t pid = 0;            // the process the chain is about, 0 = several or none
    std::vector<EventRef> evidence;   // most telling first
    std::vector<std::uint32_t> lanes; // lanes of the evidence, each once
    std::vector<ChainStep> steps;
    ChainSymptom symptom;
    std::vector<std::string> recommendations;
    std::vector<ChainSource> sources; // by weight, descending
    bool stored = false;              // read from the capture's causal_chains, not derived
    std::int64_t detectedAt = 0;      // stored chains: when the capture tool detected it
};

struct ChainOptions
{
    std::int64_t from = INT64_MIN; // only events whose interval starts in [from, to)
    std::int64_t to = INT64_MAX;
    std::uint32_t pid = 0;         // 0 = every process
    std::size_t maxEvidence = 200; // per chain
    bool includeSymptoms = false;  // also the symptom-only chains (latency tails, rate drops)
    // The text of a Python file the capture names (its recorded path), to find the line a cause
    // lives on when no traced call runs there (the list a step appends to, the DataLoader the
    // loop reads); nullopt when it is not found. Unset: the capture's lines only.
    std::function<std::optional<std::string>(const std::string& recordedPath)> readSource;
};

// Derives causal chains from a loaded capture's events. The rules live in analysis/rules/, one
// per file: a failed CUDA allocation (the OOM, with its kind), memory that grows every step,
// allocator churn, host synchronisation per step, copies from pageable memory, input
// starvation, CPU contention (by other processes or the job's own workers), a fork stalling
// DataLoader workers, syncs from tensor destructors, periodic spikes, Ingero's lifecycle rules
// (OOM kill, pod restarts, TCP retransmits) and, as symptoms, its latency-tail and
// throughput-drop rules (research/ingero.md §4). PyTorch is modelled as it is: the caching
// allocator keeps its segments, runtime launches nest driver launches, and threads that only
// sleep are no evidence.
class ChainEngine
{
public:
    // Derived chains sorted by severity (HIGH first), failures first, then by impact.
    [[nodiscard]] static std::vector<Chain> derive(const Trace& trace, const ChainOptions& options = {});
    // The chains stored in the capture by the tool that wrote it (stored = true).
    [[nodiscard]] static std::vector<Chain> stored(const Trace& trace);

    // The capture's own ids (`events.id`, else rowid) of `refs`, in order: one scan of the
    // events table. Text ids of v0.9 captures ("node:seq") are returned as text; an event not
    // found gives "". False with `error` set when the file cannot be read.
    [[nodiscard]] static bool eventIds(const std::string& path, const Trace& trace, const std::vector<EventRef>& refs,
                                       std::vector<std::string>* ids, std::string* error);
};

} // namespace faultline
