// Feeds arbitrary bytes to CaptureReader as a capture file. A capture is untrusted input
// (DESIGN §12): whatever the bytes, the reader must report problems, never crash.

#include "CaptureReader.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

namespace {

using faultline::capture::CaptureReader;
using faultline::capture::EventReadOptions;
using faultline::capture::EventRecord;
using faultline::capture::StackRecord;

// One scratch file per fuzzing process (libFuzzer's -jobs/-fork run several), reused for every
// input and removed at exit.
class ScratchFile
{
public:
    ScratchFile()
        : m_path("/tmp/faultline-fuzz-capture-" + std::to_string(::getpid()) + ".db")
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

    CaptureReader reader;
    std::string error;
    if (!reader.open(scratch.path(), &error)) {
        // A refusal must say why.
        if (error.empty())
            __builtin_trap();
        return 0;
    }

    (void)reader.info();
    (void)reader.processNames();
    (void)reader.threads();
    (void)reader.sessions();
    (void)reader.systemSnapshots();
    (void)reader.aggregates(false);
    (void)reader.aggregates(true);
    (void)reader.cgroups();
    (void)reader.chains();
    (void)reader.meta();
    (void)reader.counters();

    std::int64_t someHash = 0;
    reader.forEachStack([&](StackRecord&& stack) { someHash = stack.hash; });
    (void)reader.stack(someHash);
    (void)reader.stack(0);

    // Small batches so that batch boundaries are exercised as well.
    EventReadOptions options;
    options.batchSize = 3;
    std::int64_t rows = 0;
    const std::int64_t delivered = reader.readEvents(
        [&](const EventRecord* records, std::size_t count) {
            for (std::size_t i = 0; i < count; ++i) {
                // Interned names must be valid indices into the reader's tables.
                if (records[i].commId >= reader.commNames().size() || records[i].nodeId >= reader.nodeNames().size())
                    __builtin_trap();
            }
            rows += static_cast<std::int64_t>(count);
        },
        options);
    if (delivered != rows)
        __builtin_trap();

    EventReadOptions window;
    window.minRowId = 2;
    window.maxRowId = 3;
    (void)reader.readEvents([](const EventRecord*, std::size_t) {}, window);

    (void)reader.problems();
    return 0;
}
