#include "ScenarioGenerator.h"

#include "CaptureWriter.h"
#include "DemoScenarios.h"
#include "DemoSimulation.h"

#include <array>
#include <filesystem>
#include <memory>
#include <system_error>

namespace faultline::capture {

namespace {

// The registry: every scenario's name, what it shows, and how to make it (scenarios/*.cpp), in the
// order `faultline demo --list` shows them.
struct ScenarioEntry
{
    std::string_view name;
    std::string_view description;
    demo::ScenarioFactory make;
};

constexpr std::array<ScenarioEntry, 5> kScenarios = {{
    {"fragmentation",
     "alloc_stress.py calls torch.cuda.empty_cache() at line 80 of every step: the caching allocator hands its "
     "segments back to the driver and maps them again in the next step, so cudaMalloc and cudaFree run every step "
     "and each empty_cache() waits for the GPU. cudaMalloc latency climbs window after window as the step's sizes "
     "vary, and a ctypes cuMemAlloc/cuMemFree pair bypasses the allocator. The model's own segments stay cached "
     "(not a leak). Kernel launches are sampled 1 in 10 and some CUDA events are dropped.",
     demo::makeFragmentationScenario},
    {"dataloader-fork-stall",
     "Four DataLoader workers (pt_data_worker) take the training thread's cores; at the end of the epoch, "
     "t = 42 s, the next workers are forked under host memory pressure and the fork freezes all four old ones "
     "for 600-800 ms.",
     demo::makeForkStallScenario},
    {"cpu-contention",
     "External load (stress-ng, logrotate; load average 10-17) takes the CPU from the training thread, and the "
     "GPU waits for work; the cudaStreamSync of the periodic loss.item() has a p99 thousands of times its p50.",
     demo::makeCpuContentionScenario},
    {"periodic-spike",
     "Variable-size batches keep the caching allocator mapping new segments until it reaches its memory cap "
     "every ~200 cudaMalloc calls: it releases its cached segments, and the next cudaMalloc takes ~2.5 ms "
     "instead of ~50 us.",
     demo::makePeriodicSpikeScenario},
    {"healthy",
     "A clean, steady training loop: the GPU keeps up with the launches, the caching allocator maps its segments "
     "in the first steps and keeps them, pinned batches are copied asynchronously, nothing synchronises per step. "
     "Kernel launches are sampled 1 in 10.",
     demo::makeHealthyScenario},
}};

const ScenarioEntry* findScenario(std::string_view name)
{
    for (const ScenarioEntry& s : kScenarios) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

void removeCapture(const std::string& path)
{
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        std::filesystem::remove(path + suffix, ec);
}

} // namespace

std::vector<std::string> ScenarioGenerator::scenarioNames()
{
    std::vector<std::string> names;
    for (const ScenarioEntry& s : kScenarios)
        names.emplace_back(s.name);
    return names;
}

std::string_view ScenarioGenerator::describe(std::string_view scenario)
{
    const ScenarioEntry* entry = findScenario(scenario);
    return entry ? entry->description : std::string_view();
}

ScenarioResult ScenarioGenerator::generate(const std::string& path, const ScenarioOptions& options)
{
    ScenarioResult result;
    const ScenarioEntry* entry = findScenario(options.scenario);
    if (!entry) {
        result.error = "unknown scenario '" + options.scenario + "' (known:";
        for (const ScenarioEntry& s : kScenarios)
            result.error += " " + std::string(s.name);
        result.error += ")";
        return result;
    }
    if (options.minEvents < 0) {
        result.error = "the event count must not be negative";
        return result;
    }

    auto writer = std::make_unique<CaptureWriter>();
    WriterOptions writerOptions;
    writerOptions.node = options.node.empty() ? std::string("demo-node") : options.node;
    writerOptions.overwrite = true;
    if (!writer->open(path, writerOptions, &result.error))
        return result;

    ScenarioOptions effective = options;
    effective.node = writerOptions.node;
    std::unique_ptr<demo::DemoSimulation> scenario = entry->make(*writer, effective);
    std::string error;
    if (!scenario->run(&error)) {
        scenario.reset();
        writer.reset();
        removeCapture(path);
        result.error = error;
        return result;
    }
    result.eventsSeen = writer->eventsSeen();
    result.eventsStored = writer->eventsStored();
    if (!writer->finish(&error)) {
        writer.reset();
        removeCapture(path);
        result.error = error;
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace faultline::capture
