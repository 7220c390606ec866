#pragma once

#include <memory>

namespace faultline::capture {
class CaptureWriter;
struct ScenarioOptions;
} // namespace faultline::capture

namespace faultline::capture::demo {

class DemoSimulation;

// The scenarios, one file each in scenarios/ with its parameters at the top; ScenarioGenerator
// lists them by name. Each writes into `writer` when run; `options` must outlive it.
using ScenarioFactory = std::unique_ptr<DemoSimulation> (*)(CaptureWriter& writer, const ScenarioOptions& options);

[[nodiscard]] std::unique_ptr<DemoSimulation> makeFragmentationScenario(CaptureWriter& writer,
                                                                        const ScenarioOptions& options);
[[nodiscard]] std::unique_ptr<DemoSimulation> makeForkStallScenario(CaptureWriter& writer,
                                                                    const ScenarioOptions& options);
[[nodiscard]] std::unique_ptr<DemoSimulation> makeCpuContentionScenario(CaptureWriter& writer,
                                                                        const ScenarioOptions& options);
[[nodiscard]] std::unique_ptr<DemoSimulation> makePeriodicSpikeScenario(CaptureWriter& writer,
                                                                        const ScenarioOptions& options);
[[nodiscard]] std::unique_ptr<DemoSimulation> makeHealthyScenario(CaptureWriter& writer,
                                                                  const ScenarioOptions& options);

} // namespace faultline::capture::demo
