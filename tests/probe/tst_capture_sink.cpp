// CaptureSink: the probe's writer thread. Rows reach the live file as soon as the writer has
// caught up with the consumer, not only at the commit interval: the sinks here commit by the
// interval once an hour, so every row a reader sees came through a caught-up commit.

#include "CaptureSink.h"
#include "ProbeTest.h"
#include "SqliteDb.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <unistd.h>

using faultline::capture::EventRecord;
using faultline::capture::SqliteDb;
using faultline::probe::CaptureSink;
using faultline::probe::SinkBatch;
namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kBase = 1'774'346'400'000'000'000LL; // 2026-03-24T10:00:00Z
constexpr auto kHour = std::chrono::hours(1);

// A folder of its own, removed with what the sink left in it.
class TempFolder
{
public:
    TempFolder()
    {
        std::string pattern = (fs::temp_directory_path() / "tst_capture_sink.XXXXXX").string();
        if (::mkdtemp(pattern.data()))
            m_path = pattern;
    }
    ~TempFolder()
    {
        std::error_code ec;
        if (!m_path.empty())
            fs::remove_all(m_path, ec);
    }
    TempFolder(const TempFolder&) = delete;
    TempFolder& operator=(const TempFolder&) = delete;
    [[nodiscard]] std::string file(const std::string& name) const { return m_path + '/' + name; }
    [[nodiscard]] bool ok() const { return !m_path.empty(); }

private:
    std::string m_path;
};

// `count` cudaLaunchKernel calls of thread 100, numbered from `first`; the first batch also
// names the thread.
std::unique_ptr<SinkBatch> makeBatch(std::int64_t first, int count)
{
    auto batch = std::make_unique<SinkBatch>();
    if (first == 0)
        batch->newComms = {"python3"};
    for (int i = 0; i < count; ++i) {
        EventRecord e;
        e.timestamp = kBase + (first + i) * 1000;
        e.duration = 500;
        e.pid = 100;
        e.tid = 100;
        e.source = 1;
        e.op = 3;
        e.arg0 = static_cast<std::uint64_t>(first + i);
        e.commId = 0;
        batch->events.push_back(e);
    }
    return batch;
}

// Polls the live file until it holds `rows` events, for at most 30 s (a bound for a loaded
// machine, not a figure: the sink commits within 50 ms of catching up).
std::int64_t waitForRows(const std::string& path, std::int64_t rows)
{
    SqliteDb reader;
    std::string error;
    std::int64_t seen = -1;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < deadline) {
        if (reader.isOpen() || reader.openReadOnly(path, false, &error)) {
            seen = reader.queryInt("SELECT COUNT(*) FROM events", -1);
            if (seen >= rows)
                return seen;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return seen;
}

// Starts `sink` on a new capture at `path`.
void start(CaptureSink& sink, const std::string& path)
{
    std::string error;
    PT_CHECK_MSG(sink.start(path, {}, {}, &error), error);
}

// Finishes the capture and opens the finished file as `done`.
void finishAndOpen(CaptureSink& sink, const std::string& path, SqliteDb& done)
{
    std::string error;
    PT_CHECK_MSG(sink.finish(&error), error);
    PT_CHECK_MSG(done.openReadOnly(path, false, &error), error);
}

} // namespace

PT_TEST(caughtUp_aBatchIsCommittedWithoutWaitingForTheInterval)
{
    TempFolder folder;
    PT_CHECK(folder.ok());
    const std::string path = folder.file("capture.db");
    CaptureSink sink(kHour);
    start(sink, path);

    sink.push(makeBatch(0, 100));
    PT_CHECK_EQ(waitForRows(path, 100), std::int64_t{100});
    sink.push(makeBatch(100, 50));
    PT_CHECK_EQ(waitForRows(path, 150), std::int64_t{150});

    SqliteDb done;
    finishAndOpen(sink, path, done);
    PT_CHECK_EQ(done.queryInt("SELECT COUNT(*) FROM events", -1), std::int64_t{150});
    PT_CHECK_EQ(done.queryText("SELECT comm FROM events LIMIT 1"), std::string("python3"));
}

// A burst queued faster than it is written: the writer commits its last rows once it has
// caught up, so a reader sees the whole burst while the capture goes on.
PT_TEST(caughtUp_theLastRowsOfABurstReachTheFile)
{
    TempFolder folder;
    PT_CHECK(folder.ok());
    const std::string path = folder.file("capture.db");
    CaptureSink sink(kHour);
    start(sink, path);

    constexpr int kBatches = 200;
    constexpr int kPerBatch = 1001; // not a multiple of the writer's own 200,000-row transactions
    for (int b = 0; b < kBatches; ++b)
        sink.push(makeBatch(std::int64_t{b} * kPerBatch, kPerBatch));
    const std::int64_t total = std::int64_t{kBatches} * kPerBatch;
    PT_CHECK_EQ(waitForRows(path, total), total);
    PT_CHECK_EQ(sink.eventsWritten(), total);

    SqliteDb done;
    finishAndOpen(sink, path, done);
    PT_CHECK_EQ(done.queryInt("SELECT COUNT(DISTINCT arg0) FROM events", -1), total);
}

PT_MAIN()
