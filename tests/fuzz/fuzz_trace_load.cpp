// Loads arbitrary bytes as a capture the way the GUI and `faultline stats` do: TraceBuilder,
// then every statistic and both report formats. Built only when faultline_core is (the fuzz
// preset with -DFAULTLINE_BUILD_APP=ON), because that needs Qt.

#include "FuzzScratchFile.h"
#include "OpStatistics.h"
#include "StatsReport.h"
#include "TraceBuilder.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const faultline::fuzz::ScratchFile scratch("trace", ".db");
    if (!scratch.write(data, size))
        return 0;

    faultline::LoadOptions options;
    options.threads = 1;
    faultline::LoadResult result = faultline::TraceBuilder::load(scratch.path(), options);
    if (!result.trace) {
        if (result.error.empty() && !result.cancelled)
            __builtin_trap(); // a failed load must say why
        return 0;
    }
    const faultline::Trace& trace = *result.trace;
    (void)faultline::OpStatistics::compute(trace);
    (void)faultline::OpStatistics::processes(trace);
    (void)faultline::OpStatistics::drops(trace);
    (void)faultline::StatsReport::json(trace);
    (void)faultline::StatsReport::text(trace);
    return 0;
}
