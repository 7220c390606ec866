// Feeds arbitrary bytes to the Nsight Systems importer as an SQLite export. An export is untrusted
// input (DESIGN §12): whatever the bytes, the importer must report problems, never crash. Seed it
// with ../shared/fixtures/nsys/*.sqlite.

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

// One scratch file per fuzzing process (libFuzzer's -jobs/-fork run several), reused for every
// input and removed at exit.
class ScratchFile
{
public:
    ScratchFile()
        : m_path("/tmp/faultline-fuzz-nsys-" + std::to_string(::getpid()) + ".sqlite")
    {
    }
    ~ScratchFile()
    {
        std::remove(m_path.c_str());
        std::remove((m_path + "-wal").c_str());
        std::remove((m_path + "-shm").c_str());
        std::remove((m_path + "-journal").c_str());
    }
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
