// Reads arbitrary bytes as a PyTorch memory snapshot (pickle, JSON or memory_viz HTML), then
// exercises what a view would do with the result: metrics, the report with its OOM
// explanations, and the allocator history, which must come back to the final state exactly
// after replaying to the start. Also feeds the bytes to the OOM message parser.

#include "OomExplainer.h"
#include "Snapshot.h"
#include "SnapshotMetrics.h"
#include "SnapshotReader.h"
#include "SnapshotReplay.h"
#include "SnapshotReport.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

using namespace faultline::snapshot;

void check(bool condition)
{
    if (!condition)
        __builtin_trap();
}

void checkModel(const Snapshot& s)
{
    const TraceColumns& t = s.trace;
    const std::size_t n = t.count();
    check(t.addr.size() == n && t.size.size() == n && t.stream.size() == n && t.timeUs.size() == n
          && t.stack.size() == n && t.extras.size() == n);
    for (std::size_t row = 0; row < n; ++row) {
        check(t.stream[row] < s.streams.size());
        check(t.stack[row] < s.stacks.count());
        check(t.extras[row] < s.extras.count());
    }
    for (const DeviceTrace& d : s.deviceTraces)
        check(d.begin <= d.end && d.end <= n);
    check(s.hostTrace.begin <= s.hostTrace.end && s.hostTrace.end <= n);
    for (const Frame& f : s.frames)
        check(f.name < s.strings.size() && f.filename < s.strings.size() && f.extras < s.extras.count());
    for (StackId id = 0; id < s.stacks.count(); ++id) {
        for (const FrameId f : s.stack(id))
            check(f < s.frames.size());
    }
    for (std::size_t i = 0; i < s.segments.size(); ++i) {
        const Segment& seg = s.segments[i];
        check(seg.firstBlock + static_cast<std::size_t>(seg.blockCount) <= s.blocks.size());
        check(seg.stream < s.streams.size() && seg.pool < s.pools.size() && seg.stack < s.stacks.count());
        for (const Block& b : s.blocksOf(seg)) {
            check(b.segment == i);
            check(b.stack < s.stacks.count());
            check(b.firstHistory + static_cast<std::size_t>(b.historyCount) <= s.history.size());
        }
    }
    for (const auto& [key, value] : s.otherTopLevel)
        (void)s.render(value, 256);
    (void)s.render(s.allocatorSettings, 256);
}

void checkReplay(const Snapshot& s, std::int64_t device)
{
    SnapshotReplay::Options options;
    options.checkpointInterval = 16;
    const auto replay = SnapshotReplay::build(s, device, options);
    ReplayCursor cursor(*replay);
    const auto blocks = cursor.liveBlocks();
    const auto segments = cursor.liveSegments();
    const ReplayTotals totals = cursor.totals();
    for (std::size_t k = replay->entryCount(); k > 0; --k)
        cursor.stepBackward();
    const ReplayState start = cursor.state();
    (void)start.metrics();
    cursor.seek(replay->entryCount() / 2);
    (void)cursor.state();
    for (std::size_t k = cursor.position(); k < replay->entryCount(); ++k)
        cursor.stepForward();
    check(cursor.liveBlocks() == blocks && cursor.liveSegments() == segments && cursor.totals() == totals);
    (void)replay->series(0, replay->entryCount(), 7);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const OomMessage message = parseOomMessage(text.substr(0, 4096));
    (void)explainOomMessage(message);

    const ReadResult r = SnapshotReader::readBytes(data, size);
    if (!r.snapshot) {
        check(!r.error.empty()); // a failure says why
        return 0;
    }
    const Snapshot& s = *r.snapshot;
    check(!s.source.truncated || !s.warnings.empty());
    checkModel(s);
    (void)computeMetrics(s);
    if (s.trace.count() > 20000)
        return 0;
    for (const DeviceTrace& t : s.deviceTraces)
        checkReplay(s, t.device);
    const SnapshotReport report = SnapshotReport::build(s);
    (void)report.json(s);
    (void)report.text(s);
    return 0;
}
