#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::capture {

// Deterministic, realistic captures written through the real CaptureWriter, modelled on the
// incidents in the investigations Faultline was built from and shaped like the probe's captures
// of PyTorch (../shared/fixtures/gpu-h100): runtime calls with the driver call they make nested
// inside them, the caching allocator's segments, DataLoader workers as child processes, the
// autograd engine's thread, idle pool threads. Same scenario + seed + event count gives the same
// data.
struct ScenarioOptions
{
    std::string scenario = "fragmentation";
    std::uint64_t seed = 1;
    std::int64_t minEvents = 0; // 0 = the scenario's natural size; otherwise scale up to at least this
    std::string node = "demo-node";
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(std::int64_t written, std::int64_t target)> progress;
};

struct ScenarioResult
{
    bool ok = false;
    std::string error;
    std::int64_t eventsStored = 0;
    std::int64_t eventsSeen = 0;
};

// The registry of the demo scenarios. Each scenario is one file in scenarios/ with its
// parameters at the top, a TrainingLoop (TrainingLoop.h) run by DemoSimulation (DemoSimulation.h)
// with the stacks of DemoStacks.h.
class ScenarioGenerator
{
public:
    // fragmentation, dataloader-fork-stall, cpu-contention, periodic-spike, healthy
    [[nodiscard]] static std::vector<std::string> scenarioNames();
    [[nodiscard]] static std::string_view describe(std::string_view scenario);
    // Writes a new capture to `path` (replacing it if it exists).
    [[nodiscard]] static ScenarioResult generate(const std::string& path, const ScenarioOptions& options);
};

} // namespace faultline::capture
