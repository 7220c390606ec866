// Merging captures of several nodes (CaptureMerger): two generated captures of 500,000 events
// each into one, as `faultline attach --node ... --node ...` does when it stops. Prints the
// events per second of the merge and, for scale, of writing the same events with CaptureWriter.

#include "../protocol/StreamTestSupport.h"
#include "CaptureMerger.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>

using namespace faultline;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int main(int argc, char** argv)
{
    const std::int64_t perNode = argc > 1 ? std::atoll(argv[1]) : 500'000;
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "faultline-bench-merge";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string a = (dir / "node-a.db").string();
    const std::string b = (dir / "node-b.db").string();
    const std::string merged = (dir / "merged.db").string();

    auto start = std::chrono::steady_clock::now();
    for (const auto& [path, seed] : {std::pair{a, 21}, std::pair{b, 22}}) {
        const test::GeneratedCapture generated = test::writeStreamCapture(path, perNode,
                                                                          static_cast<std::uint64_t>(seed));
        if (!generated.error.empty()) {
            std::fprintf(stderr, "bench_merge: %s\n", generated.error.c_str());
            return 1;
        }
    }
    const double written = secondsSince(start);

    start = std::chrono::steady_clock::now();
    const capture::MergeResult result = capture::CaptureMerger::merge(
        {{a, "node-a", capture::NodeClock{1'500'000, 20'000}}, {b, "node-b", capture::NodeClock{-250'000'000, 35'000}}},
        merged);
    const double seconds = secondsSince(start);
    if (!result.ok) {
        std::fprintf(stderr, "bench_merge: %s\n", result.error.c_str());
        return 1;
    }
    std::error_code ec;
    const auto bytes = std::filesystem::file_size(merged, ec);
    std::printf("merge: %lld events from %zu nodes in %.2f s = %.0f events/s (%.1f MB written)\n",
                static_cast<long long>(result.events), result.nodes.size(), seconds,
                static_cast<double>(result.events) / seconds, static_cast<double>(bytes) / 1e6);
    std::printf("for scale: generating the inputs through CaptureWriter took %.2f s = %.0f events/s\n", written,
                static_cast<double>(2 * perNode) / written);
    // FAULTLINE_BENCH_KEEP=1 keeps the files for a closer look.
    if (!std::getenv("FAULTLINE_BENCH_KEEP"))
        std::filesystem::remove_all(dir);
    return 0;
}
