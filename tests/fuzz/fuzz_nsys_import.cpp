// Feeds arbitrary bytes to the Nsight Systems importer as an SQLite export. An export is untrusted
// input (DESIGN §12): whatever the bytes, the importer must report problems, never crash. Seed it
// with ../shared/fixtures/nsys/*.sqlite.

#include "FuzzScratchFile.h"
#include "NsysImport.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

namespace {

using faultline::import::GpuKind;
using faultline::import::ImportedTrace;
using faultline::import::importNsys;
using faultline::import::NsysImportOptions;

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const faultline::fuzz::ScratchFile scratch("nsys", ".sqlite");
    if (!scratch.write(data, size))
        return 0;

    // Progress must stay within [0, 1] and never go back.
    double last = 0;
    NsysImportOptions options;
    options.progress = [&](double fraction) {
        if (!(fraction >= last && fraction <= 1.0))
            __builtin_trap();
        last = fraction;
        return true;
    };

    ImportedTrace trace;
    std::string error;
    if (!importNsys(scratch.path(), &trace, &error, options)) {
        // A refusal must say why, and leave nothing half read.
        if (error.empty() || !trace.calls.empty() || !trace.gpu.empty())
            __builtin_trap();
        return 0;
    }

    // Every record must name a string of the pool and keep its end at or after its start.
    const std::size_t names = trace.strings.size();
    for (const auto& call : trace.calls) {
        if (call.name >= names || call.duration < 0)
            __builtin_trap();
    }
    for (const auto& activity : trace.gpu) {
        if (activity.name >= names || activity.end < activity.start)
            __builtin_trap();
        if (activity.kind < GpuKind::Kernel || activity.kind > GpuKind::Sync)
            __builtin_trap();
    }
    for (const auto& range : trace.ranges) {
        if (range.name >= names || range.end < range.start)
            __builtin_trap();
    }
    for (const auto& interval : trace.offCpu) {
        if (interval.end < interval.start)
            __builtin_trap();
    }
    for (const auto& [reason, count] : trace.skipped) {
        if (reason.empty() || count <= 0)
            __builtin_trap();
    }
    return 0;
}
