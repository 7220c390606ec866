#pragma once

// `faultline diff A B` for two captures (issue 49): what changed between two runs, by how much and
// where. Both runs are measured per step when both have steps (the chain engine's step finder),
// else per second of the run, so that runs of different lengths compare: the step time, the GPU
// time accounting's buckets, the CUDA calls, GPU kernels and CPU ranges (count, time and median
// latency), and the chains found in either. A verdict in words leads with the change that matters.

#include "GpuTime.h"

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace faultline {

// One run as the comparison measures it.
struct CaptureDiffSide
{
    std::int64_t steps = 0;      // counted steps (warm-up left out), 0 when compared per second
    bool stepsFound = false;     // the run has steps (compared per second when the other has none)
    std::int64_t stepMedian = 0; // ns
    std::int64_t stepP90 = 0;
    // The counted steps: when each began (the trace's clock) and how long it took, in order.
    std::vector<std::int64_t> stepStarts;
    std::vector<std::int64_t> stepDurations;
    std::uint32_t pid = 0;        // the process the run is measured by (0: none)
    std::int64_t windowStart = 0; // what the figures are over: the counted steps, else the process's
    std::int64_t windowEnd = 0;   // first to last CUDA call (else the whole capture)
    double units = 0;             // steps, or seconds of the window: the figures are per unit
    bool gpuKnown = false;        // the capture has a GPU side that the accounting measured
    bool rangesKnown = false;     // the capture has CPU ranges (an imported profiler trace)
    bool callsNamed = false;      // its calls carry the names a profiler recorded (an imported trace),
                                  // else the probe's catalogue names them
    GpuTimeFigures gpu;           // the accounting's counted steps (else its whole span), not divided
    double gpuUnits = 0;          // what `gpu` is divided by for a figure per unit: its own steps, or seconds
    [[nodiscard]] double busyShare() const;
};

// A row of the ranked table: one call, kernel, range, GPU idle cause or chain, in both runs.
struct CaptureDiffRow
{
    enum class Kind : std::uint8_t { Call, Kernel, Range, Idle, Chain };
    Kind kind = Kind::Call;
    std::string name; // "cudaMemcpyAsync", "DataLoader.__next__", "input", "input-starvation"
    // Where: a Python line ("train.py:42"; a chain's first source, an idle cause's largest place), else
    // the op, range or call the idle time was in; "" when neither run says.
    std::string where;
    std::string title; // a chain's title (B's, else A's)
    bool inA = false;
    bool inB = false;
    double countA = 0; // per unit
    double countB = 0;
    double nsA = 0; // time per unit
    double nsB = 0;
    std::int64_t medianA = 0; // latency, ns (0 for idle causes and chains)
    std::int64_t medianB = 0;
    [[nodiscard]] double change() const { return nsB - nsA; }
};

struct CaptureDiff
{
    bool bySteps = false; // per step; false: per second
    CaptureDiffSide a;
    CaptureDiffSide b;
    // GPU buckets per unit (compute, communication, copy, then idle by cause): (A, B) in ns, when
    // both runs have a GPU side; only those that changed.
    struct Bucket
    {
        std::string id; // "compute", "communication", "copy", "idle.input", ...
        double nsA = 0;
        double nsB = 0;
    };
    std::vector<Bucket> buckets;
    std::vector<CaptureDiffRow> rows;   // calls, kernels, ranges, idle causes that changed, by |change|
    std::vector<CaptureDiffRow> chains; // chains in one run only, or whose impact changed
    bool noChange = false;
    std::string verdict; // one paragraph, in the user's language
};

// How each run's chains are derived: readSource finds the line a cause lives on (SourceResolver's
// textReader for each capture), as `explain` does.
struct CaptureDiffOptions
{
    ChainOptions a;
    ChainOptions b;
};

// Compares capture `a` with capture `b` (B is the new run).
[[nodiscard]] CaptureDiff diffCaptures(const Trace& a, const Trace& b, const CaptureDiffOptions& options = {});

// A row in words, as the verdict names it: "time in DataLoader.__next__ (train.py:12)", "GPU idle
// waiting for input", "time lost to input starvation".
[[nodiscard]] std::string captureDiffRowLabel(const CaptureDiffRow& row);
// A bucket of CaptureDiff::buckets in words: "GPU busy computing", "GPU idle waiting for input".
[[nodiscard]] std::string captureDiffBucketLabel(const std::string& id);

// The text for people, verdict first, and the JSON contract of README.md ("faultline diff A B --json output for two
// captures").
[[nodiscard]] QString captureDiffText(const CaptureDiff& diff, const QString& nameA, const QString& nameB);
[[nodiscard]] QByteArray captureDiffJson(const CaptureDiff& diff, const QString& pathA, const QString& pathB);

} // namespace faultline
