// The GPU facts the probe writes into the session row, read from an NVIDIA driver's /proc tree:
// a crafted tree with the driver's layout, and one without a driver.

#include "HostInfo.h"
#include "ProbeTest.h"

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace faultline;

namespace {

std::filesystem::path scratch(const char* name)
{
    const auto dir = std::filesystem::temp_directory_path()
        / ("faultline-host-info-" + std::to_string(getpid()) + "-" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

void write(const std::filesystem::path& path, const std::string& text)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

} // namespace

PT_TEST(driver_tree_gives_model_count_and_version)
{
    const auto root = scratch("two");
    for (const char* bus : {"0000:18:00.0", "0000:2a:00.0"})
        write(root / "gpus" / bus / "information",
              "Model: \t NVIDIA H100 80GB HBM3\nIRQ:             164\nGPU UUID:        GPU-1\nVideo BIOS:      "
              "96.00.99.00.01\n");
    write(root / "version",
          "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.159.04  Thu Oct  2 11:10:21 UTC 2025\nGCC version:  "
          "gcc version 12.2.0\n");
    probe::HostFacts facts;
    probe::readNvidiaFacts(root.string(), &facts);
    PT_CHECK_EQ(facts.gpuModel, std::string("2 x NVIDIA H100 80GB HBM3"));
    PT_CHECK_EQ(facts.gpuDriver, std::string("580.159.04"));
    std::filesystem::remove_all(root);
}

PT_TEST(no_driver_leaves_the_facts_empty)
{
    const auto root = scratch("none");
    probe::HostFacts facts;
    probe::readNvidiaFacts((root / "absent").string(), &facts);
    PT_CHECK(facts.gpuModel.empty());
    PT_CHECK(facts.gpuDriver.empty());
    // Hostile bytes in the model line are dropped, not written into the capture.
    write(root / "gpus" / "x" / "information",
          std::string("Model: A\x01\x7f"
                      "B\n"));
    probe::readNvidiaFacts(root.string(), &facts);
    PT_CHECK_EQ(facts.gpuModel, std::string("AB"));
    std::filesystem::remove_all(root);
}

PT_MAIN()
