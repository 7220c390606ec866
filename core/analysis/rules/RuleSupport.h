#pragma once

// What the chain engine's rules share (internal to core/analysis): the events in scope, what is
// known about each stack, each process's GPU work (the thread that issues it, its steps, the
// range shares are taken of), and the builder that fills a chain's evidence, sources and impact.

#include "ChainBuilding.h"
#include "GpuTime.h"
#include "ProcessActivity.h"
#include "Scope.h"
#include "Wording.h"

#include <map>
#include <vector>

namespace faultline::rules {

// Everything a rule reads.
struct RuleInput
{
    const Scope& scope;
    const ChainBuilder& builder;
    const Context& context;
    const std::vector<ProcessActivity>& activity;
    const std::map<std::uint16_t, OpSamples>& samples; // CUDA calls per op
    const GpuTimeAccounting& gpuTime;                  // empty without GPU work in the capture
};

// The GPU time accounting of the capture's GPUs (GpuTimeAccounting.cpp).
[[nodiscard]] GpuTimeAccounting accountGpuTime(const ChainBuilder& b, const std::vector<ProcessActivity>& activity);

} // namespace faultline::rules
