// Feeds arbitrary bytes to CaptureReader as a capture file. A capture is untrusted input
// (DESIGN §12): whatever the bytes, the reader must report problems, never crash.

#include "CaptureReader.h"
#include "FuzzScratchFile.h"

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

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const faultline::fuzz::ScratchFile scratch("capture", ".db");
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
