// Loads arbitrary bytes as a capture the way the GUI and `faultline stats` do: TraceBuilder,
// then every statistic and both report formats. Built only when faultline_core is (the fuzz
// preset with -DFAULTLINE_BUILD_APP=ON), because that needs Qt.

#include "OpStatistics.h"
#include "StatsReport.h"
#include "TraceBuilder.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

namespace {

// One scratch file per fuzzing process, reused for every input and removed at exit.
class ScratchFile
{
public:
    ScratchFile()
        : m_path("/tmp/faultline-fuzz-trace-" + std::to_string(::getpid()) + ".db")
    {
    }
    ~ScratchFile() { std::remove(m_path.c_str()); }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;

    [[nodiscard]] bool write(const std::uint8_t* data, std::size_t size) const
    {
        std::FILE* f = std::fopen(m_path.c_str(), "wb");
        if (!f)
            return false;
        const bool ok = size == 0 || std::fwrite(data, 1, size, f) == size;
        return std::fclose(f) == 0 && ok;
    }

    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const ScratchFile scratch;
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
