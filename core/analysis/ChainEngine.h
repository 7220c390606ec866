#pragma once

#include "TimelineModel.h"
#include "Trace.h"

#include <cstdint>
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

struct Chain
{
    std::string id;   // stable per rule and subject, e.g. "tail-HIGH-cudaStreamSync", "fork-stall-4242"
    std::string rule; // tail, throughput-drop, oom, tcp-retransmit, pod, alloc-churn, alloc-imbalance,
                      // fork-stall, cpu-self-contention, dtor-sync, stored
    ChainSeverity severity = ChainSeverity::Medium;
    std::string title;
    std::string rootCause;
    std::string explanation;
    std::int64_t windowStart = 0; // unix ns
    std::int64_t windowEnd = 0;
    std::uint32_t pid = 0;                    // the process the chain is about, 0 = several or none
    std::vector<timeline::EventRef> evidence; // most telling first
    std::vector<std::uint32_t> lanes;         // lanes of the evidence, each once
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
};

// Derives causal chains from a loaded capture's events: Ingero's rules (research/ingero.md §4:
// tail latency with system/host/IO/network evidence, throughput drop, OOM, TCP retransmit
// bursts, pod restarts) and Faultline's own (allocation churn and fragmentation pressure,
// malloc/free imbalance, a fork stalling DataLoader workers, CPU self-contention between
// workers and the training process, syncs from tensor destructors).
class ChainEngine
{
public:
    // Derived chains sorted by severity (HIGH first), then window start.
    [[nodiscard]] static std::vector<Chain> derive(const Trace& trace, const ChainOptions& options = {});
    // The chains stored in the capture by the tool that wrote it (stored = true).
    [[nodiscard]] static std::vector<Chain> stored(const Trace& trace);

    // The capture's own ids (`events.id`, else rowid) of `refs`, in order: one scan of the
    // events table. Text ids of v0.9 captures ("node:seq") are returned as text; an event not
    // found gives "". False with `error` set when the file cannot be read.
    [[nodiscard]] static bool eventIds(const std::string& path, const Trace& trace,
                                       const std::vector<timeline::EventRef>& refs, std::vector<std::string>* ids,
                                       std::string* error);
};

} // namespace faultline
