// Out-of-memory explanations: the error text in every format PyTorch printed (<= 2.0, 2.1 with
// its "capacty" typo, 2.2+, the current one with private pools, cudaMallocAsync, vendor
// back-ends, cut-off and nonsense messages), and `oom` trace entries of snapshots built here
// so that the right answer is known: fragmentation, exhaustion, memory held on other streams or
// in private pools.

#include "OomExplainer.h"
#include "SnapshotReplay.h"
#include "SnapshotTestSupport.h"
#include "TestPaths.h"
#include "Units.h"

#include <QTest>

using namespace faultline;
using namespace faultline::snapshot;
using faultline::test::snapshotFixture;

namespace {

constexpr std::uint64_t MiB = std::uint64_t{1} << 20;
constexpr std::uint64_t GiB = std::uint64_t{1} << 30;

std::uint64_t gib(double v)
{
    return static_cast<std::uint64_t>(std::llround(v * static_cast<double>(GiB)));
}

std::uint64_t mib(double v)
{
    return static_cast<std::uint64_t>(std::llround(v * static_cast<double>(MiB)));
}

bool anyContains(const std::vector<std::string>& lines, std::string_view part)
{
    return std::any_of(lines.begin(), lines.end(),
                       [part](const std::string& l) { return l.find(part) != std::string::npos; });
}

// A small snapshot in JSON whose trace allocates every block, frees those that end free, then
// runs `extra` entries and fails with an oom.
struct Blk
{
    std::uint64_t size = 0;
    bool live = false;
};

struct Seg
{
    std::uint64_t address = 0;
    int stream = 0;
    std::pair<int, int> pool{0, 0};
    std::vector<Blk> blocks;
};

std::string entryJson(const char* action, std::uint64_t addr, std::uint64_t size, int stream, int frame)
{
    std::string e = std::string("{\"action\": \"") + action + "\", \"addr\": " + std::to_string(addr)
        + ", \"size\": " + std::to_string(size) + ", \"stream\": " + std::to_string(stream);
    if (frame >= 0)
        e += ", \"frames\": [{\"name\": \"make_tensor_" + std::to_string(frame)
            + "\", \"filename\": \"train.py\", \"line\": " + std::to_string(frame + 1) + "}]";
    return e + "}";
}

std::string buildSnapshot(const std::vector<Seg>& segs, std::uint64_t request, std::uint64_t deviceFree, int oomStream,
                          const std::vector<std::string>& extra = {}, bool expandableOn = false)
{
    std::string segments;
    std::vector<std::string> trace;
    std::vector<std::string> frees;
    int frame = 0;
    for (const Seg& s : segs) {
        std::uint64_t total = 0;
        for (const Blk& b : s.blocks)
            total += b.size;
        trace.push_back(entryJson("segment_alloc", s.address, total, s.stream, -1));
        std::string blocks;
        std::uint64_t at = s.address;
        for (const Blk& b : s.blocks) {
            trace.push_back(entryJson("alloc", at, b.size, s.stream, frame));
            if (!b.live) {
                frees.push_back(entryJson("free_requested", at, b.size, s.stream, frame));
                frees.push_back(entryJson("free_completed", at, b.size, s.stream, frame));
            }
            blocks += std::string(blocks.empty() ? "" : ", ") + "{\"address\": " + std::to_string(at)
                + ", \"size\": " + std::to_string(b.size) + ", \"requested_size\": " + std::to_string(b.size)
                + ", \"state\": \"" + (b.live ? "active_allocated" : "inactive") + "\", \"frames\": "
                + (b.live ? "[{\"name\": \"make_tensor_" + std::to_string(frame)
                           + "\", \"filename\": \"train.py\", \"line\": " + std::to_string(frame + 1) + "}]"
                          : std::string("[]"))
                + "}";
            at += b.size;
            ++frame;
        }
        segments += std::string(segments.empty() ? "" : ", ")
            + "{\"device\": 0, \"address\": " + std::to_string(s.address) + ", \"total_size\": " + std::to_string(total)
            + ", \"stream\": " + std::to_string(s.stream) + ", \"segment_type\": \"large\", \"segment_pool_id\": ["
            + std::to_string(s.pool.first) + ", " + std::to_string(s.pool.second) + "], \"blocks\": [" + blocks + "]}";
    }
    trace.insert(trace.end(), frees.begin(), frees.end());
    trace.insert(trace.end(), extra.begin(), extra.end());
    trace.push_back("{\"action\": \"oom\", \"device_free\": " + std::to_string(deviceFree)
                    + ", \"size\": " + std::to_string(request) + ", \"stream\": " + std::to_string(oomStream) + "}");
    std::string traceText;
    for (const std::string& t : trace)
        traceText += (traceText.empty() ? "" : ", ") + t;
    return "{\"segments\": [" + segments + "], \"device_traces\": [[" + traceText
        + "]], \"allocator_settings\": {\"expandable_segments\": " + (expandableOn ? "true" : "false")
        + ", \"max_split_size\": -1}}";
}

struct Explained
{
    std::unique_ptr<Snapshot> snapshot;
    OomExplanation e;
};

Explained explain(const std::string& json)
{
    Explained out;
    ReadResult r = test::readBytes(json);
    if (!r.snapshot)
        return out;
    out.snapshot = std::move(r.snapshot);
    const auto ooms = findOomEntries(*out.snapshot);
    if (ooms.size() != 1)
        return out;
    const auto replay = SnapshotReplay::build(*out.snapshot, ooms.front().first);
    out.e = explainOomEntry(*replay, ooms.front().second);
    return out;
}

Seg alternating(std::uint64_t address, int pieces, std::uint64_t piece)
{
    Seg s;
    s.address = address;
    for (int i = 0; i < pieces; ++i)
        s.blocks.push_back({piece, i % 2 == 0});
    return s;
}

} // namespace

class TestSnapshotOom : public QObject
{
    Q_OBJECT

private slots:
    void parsesEveryMessageFormat();
    void sizesAndTheirUnits();
    void messagesAreClassified_data();
    void messagesAreClassified();
    void fragmentedSegmentsAreFragmentation();
    void expandableSegmentsAlreadyOnChangesTheAdvice();
    void fullSegmentsAreExhaustion();
    void freeMemoryOnAnotherStreamIsHeldElsewhere();
    void freeMemoryInAPrivatePoolIsHeldElsewhere();
    void aFlushBeforeTheFailureSuggestsGarbageCollection();
    void theSyntheticVectorsOomEntry();
    void aMessageAddsTheGpuCapacity();
};

void TestSnapshotOom::parsesEveryMessageFormat()
{
    // <= 2.0, with a memory fraction.
    OomMessage m = parseOomMessage(
        "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 10.76 GiB total capacity; 9.12 GiB "
        "already allocated; 12.56 MiB free; 9.50 GiB allowed; 9.60 GiB reserved in total by PyTorch) If reserved "
        "memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.  See documentation for "
        "Memory Management and PYTORCH_CUDA_ALLOC_CONF");
    QVERIFY(m.found);
    QCOMPARE(m.backend, std::string("CUDA"));
    QCOMPARE(m.device, std::optional<int>(0));
    QCOMPARE(m.requested, std::optional<std::uint64_t>(mib(20)));
    QCOMPARE(m.totalCapacity, std::optional<std::uint64_t>(gib(10.76)));
    QCOMPARE(m.allocated, std::optional<std::uint64_t>(gib(9.12)));
    QCOMPARE(m.free, std::optional<std::uint64_t>(mib(12.56)));
    QCOMPARE(m.allowed, std::optional<std::uint64_t>(gib(9.5)));
    QCOMPARE(m.reserved, std::optional<std::uint64_t>(gib(9.6)));
    QCOMPARE(m.unallocatedReserved(), std::optional<std::uint64_t>(gib(9.6) - gib(9.12)));
    QVERIFY(!m.truncated);

    // 2.1: "capacty", NVML process lines.
    m = parseOomMessage("torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 256.00 MiB. GPU 0 has a "
                        "total capacty of 79.15 GiB of which 118.62 MiB is free. Process 2954 has 40.50 GiB memory in "
                        "use. Process 77110 has 38.53 GiB memory in use. Of the allocated memory 37.90 GiB is "
                        "allocated by PyTorch, and 123.45 MiB is reserved by PyTorch but unallocated. If reserved but "
                        "unallocated memory is large try setting max_split_size_mb to avoid fragmentation.  See "
                        "documentation for Memory Management and PYTORCH_CUDA_ALLOC_CONF");
    QVERIFY(m.capacityTypo);
    QCOMPARE(m.totalCapacity, std::optional<std::uint64_t>(gib(79.15)));
    QCOMPARE(m.free, std::optional<std::uint64_t>(mib(118.62)));
    QCOMPARE(m.processes.size(), std::size_t{2});
    QCOMPARE(m.processes[1], (std::pair<std::int64_t, std::uint64_t>{77110, gib(38.53)}));
    QCOMPARE(m.allocated, std::optional<std::uint64_t>(gib(37.9)));
    QCOMPARE(m.reservedUnallocated, std::optional<std::uint64_t>(mib(123.45)));
    QCOMPARE(m.reservedTotal(), std::optional<std::uint64_t>(gib(37.9) + mib(123.45)));

    // 2.2+: spelled right, this process including non-PyTorch memory.
    m = parseOomMessage("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.95 GiB. GPU 0 has a total "
                        "capacity of 23.65 GiB of which 1.05 GiB is free. Including non-PyTorch memory, this process "
                        "has 22.59 GiB memory in use. Of the allocated memory 18.10 GiB is allocated by PyTorch, and "
                        "4.03 GiB is reserved by PyTorch but unallocated. If reserved but unallocated memory is large "
                        "try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See "
                        "documentation for Memory Management  "
                        "(https://pytorch.org/docs/stable/notes/cuda.html#environment-variables)");
    QVERIFY(!m.capacityTypo);
    QCOMPARE(m.processInUse, std::optional<std::uint64_t>(gib(22.59)));
    QCOMPARE(m.reservedUnallocated, std::optional<std::uint64_t>(gib(4.03)));

    // Current: private pools are part of "allocated by PyTorch".
    m = parseOomMessage("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 512.00 MiB. GPU 3 has a total "
                        "capacity of 79.19 GiB of which 301.06 MiB is free. Process 1234 has 78.88 GiB memory in use. "
                        "70.00 GiB allowed; Of the allocated memory 60.25 GiB is allocated by PyTorch, with 12.00 GiB "
                        "allocated in private pools (e.g., CUDA Graphs), and 200.00 MiB is reserved by PyTorch but "
                        "unallocated. If reserved but unallocated memory is large try setting "
                        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.  See documentation "
                        "for Memory Management  (https://docs.pytorch.org/docs/stable/notes/cuda.html"
                        "#optimizing-memory-usage-with-pytorch-cuda-alloc-conf)");
    QCOMPARE(m.device, std::optional<int>(3));
    QCOMPARE(m.privatePools, std::optional<std::uint64_t>(gib(12)));
    QCOMPARE(m.allocated, std::optional<std::uint64_t>(gib(60.25) - gib(12)));
    QCOMPARE(m.allowed, std::optional<std::uint64_t>(gib(70)));
    QCOMPARE(m.reservedTotal(), std::optional<std::uint64_t>(gib(60.25) + mib(200)));

    // cudaMallocAsync.
    m = parseOomMessage("torch.OutOfMemoryError: Allocation on device 0 would exceed allowed memory. (out of memory)\n"
                        "Currently allocated     : 14.20 GiB\nRequested               : 2.00 GiB\n"
                        "Device limit            : 15.77 GiB\nFree (according to CUDA): 1.03 GiB\n"
                        "PyTorch limit (set by user-supplied memory fraction)\n                        : 15.77 GiB");
    QCOMPARE(m.backend, std::string("cudaMallocAsync"));
    QCOMPARE(m.requested, std::optional<std::uint64_t>(gib(2)));
    QCOMPARE(m.free, std::optional<std::uint64_t>(gib(1.03)));
    QCOMPARE(m.allowed, std::optional<std::uint64_t>(gib(15.77)));

    // A vendor back-end in the old layout.
    m = parseOomMessage("RuntimeError: NPU out of memory. Tried to allocate 2.00 GiB (NPU 0; 60.97 GiB total "
                        "capacity; 56.10 GiB already allocated; 56.10 GiB current active; 1.20 GiB free; 58.50 GiB "
                        "reserved in total by PyTorch)");
    QCOMPARE(m.backend, std::string("NPU"));
    QCOMPARE(m.device, std::optional<int>(0));
    QCOMPARE(m.free, std::optional<std::uint64_t>(gib(1.2)));

    // Cut off, and a nonsense NVML figure.
    m = parseOomMessage("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 3725.29 GiB. GPU");
    QVERIFY(m.found);
    QVERIFY(m.truncated);
    QCOMPARE(m.requested, std::optional<std::uint64_t>(gib(3725.29)));
    m = parseOomMessage("CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacty of 15.77 GiB of "
                        "which 2.56 MiB is free. Process 412 has 17179869184.00 GiB memory in use. Of the allocated "
                        "memory 14.93 GiB is allocated by PyTorch, and 203.17 MiB is reserved by PyTorch but "
                        "unallocated.");
    QVERIFY(m.processes.empty());
    QCOMPARE(m.notes.size(), std::size_t{1});
    QVERIFY(!parseOomMessage("RuntimeError: expected scalar type Float but found Half").found);
}

void TestSnapshotOom::sizesAndTheirUnits()
{
    QCOMPARE(parseByteSize("512 bytes"), std::optional<std::uint64_t>(512));
    QCOMPARE(parseByteSize("1.50 KiB"), std::optional<std::uint64_t>(1536));
    QCOMPARE(parseByteSize(" 2.00 GiB "), std::optional<std::uint64_t>(2 * GiB));
    QCOMPARE(parseByteSize("1 TiB"), std::optional<std::uint64_t>(GiB * 1024));
    QVERIFY(!parseByteSize("lots").has_value());
    QCOMPARE(text::formatBytes(512), std::string("512 B"));
    QCOMPARE(text::formatBytes(1536), std::string("1.50 KiB"));
    QCOMPARE(text::formatBytes(3 * GiB / 2), std::string("1.50 GiB"));
    // One rule for every size shown (core/text): three significant digits.
    QCOMPARE(text::formatBytes(12 * MiB), std::string("12.0 MiB"));
    QCOMPARE(text::formatBytes(256 * MiB), std::string("256 MiB"));
    QCOMPARE(text::formatBytes(1023), std::string("1023 B"));
}

void TestSnapshotOom::messagesAreClassified_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("cause");
    QTest::addColumn<QString>("where");
    QTest::newRow("reserved but unallocated exceeds the request")
        << QStringLiteral("CUDA out of memory. Tried to allocate 1.95 GiB. GPU 0 has a total capacity of 23.65 GiB of "
                          "which 1.05 GiB is free. Of the allocated memory 18.10 GiB is allocated by PyTorch, and "
                          "4.03 GiB is reserved by PyTorch but unallocated.")
        << QStringLiteral("fragmentation") << QString();
    QTest::newRow("other processes") << QStringLiteral(
        "CUDA out of memory. Tried to allocate 256.00 MiB. GPU 0 has a total capacty of 79.15 GiB of "
        "which 118.62 MiB is free. Process 2954 has 40.50 GiB memory in use. Process 77110 has 38.53 "
        "GiB memory in use. Of the allocated memory 37.90 GiB is allocated by PyTorch, and 123.45 "
        "MiB is reserved by PyTorch but unallocated.")
                                     << QStringLiteral("held_elsewhere") << QStringLiteral("other processes");
    QTest::newRow("non-PyTorch memory in this process")
        << QStringLiteral("CUDA out of memory. Tried to allocate 512.00 MiB. GPU 3 has a total capacity of 79.19 GiB "
                          "of which 301.06 MiB is free. Process 1234 has 78.88 GiB memory in use. Of the allocated "
                          "memory 60.25 GiB is allocated by PyTorch, with 12.00 GiB allocated in private pools (e.g., "
                          "CUDA Graphs), and 200.00 MiB is reserved by PyTorch but unallocated.")
        << QStringLiteral("held_elsewhere") << QStringLiteral("this process outside PyTorch");
    QTest::newRow("everything in use by tensors")
        << QStringLiteral("CUDA out of memory. Tried to allocate 8.00 GiB. GPU 0 has a total capacity of 23.65 GiB of "
                          "which 1.05 GiB is free. Of the allocated memory 21.90 GiB is allocated by PyTorch, and "
                          "300.00 MiB is reserved by PyTorch but unallocated.")
        << QStringLiteral("exhaustion") << QString();
    QTest::newRow("cudaMallocAsync") << QStringLiteral(
        "Allocation on device 0 would exceed allowed memory. (out of memory)\nCurrently allocated     "
        ": 14.20 GiB\nRequested               : 2.00 GiB\nDevice limit            : 15.77 GiB\nFree "
        "(according to CUDA): 1.03 GiB\n")
                                     << QStringLiteral("exhaustion") << QString();
    QTest::newRow("cut off") << QStringLiteral("CUDA out of memory. Tried to allocate 3725.29 GiB. GPU")
                             << QStringLiteral("unknown") << QString();
}

void TestSnapshotOom::messagesAreClassified()
{
    QFETCH(QString, message);
    QFETCH(QString, cause);
    QFETCH(QString, where);
    const OomMessage m = parseOomMessage(message.toStdString());
    const OomExplanation e = explainOomMessage(m);
    QCOMPARE(QString::fromLatin1(oomCauseName(e.cause)), cause);
    QCOMPARE(QString::fromStdString(e.where), where);
    QVERIFY(!e.summary.empty());
    if (e.cause == OomCause::Fragmentation)
        QVERIFY(anyContains(e.advice, "expandable_segments:True"));
    if (e.cause == OomCause::Exhaustion)
        QVERIFY(anyContains(e.advice, "activation checkpointing"));
}

void TestSnapshotOom::fragmentedSegmentsAreFragmentation()
{
    // 10 MiB free in five 2 MiB holes; a 4 MiB request with 1 MiB free on the device.
    const auto ex = explain(buildSnapshot({alternating(1 << 28, 10, 2 * MiB)}, 4 * MiB, MiB, 0));
    QVERIFY(ex.snapshot);
    const OomExplanation& e = ex.e;
    QCOMPARE(e.cause, OomCause::Fragmentation);
    QCOMPARE(e.requested, 4 * MiB);
    QCOMPARE(e.deviceFree, std::optional<std::uint64_t>(MiB));
    QCOMPARE(e.reserved, 20 * MiB);
    QCOMPARE(e.allocated, 10 * MiB);
    QCOMPARE(e.usableFree, 10 * MiB);
    QCOMPARE(e.largestUsableFree, 2 * MiB);
    QCOMPARE(e.nonReleasable, 10 * MiB);
    QCOMPARE(e.releasable, std::uint64_t{0});
    QVERIFY(e.summary.find("2.00 MiB") != std::string::npos);
    QVERIFY(anyContains(e.advice, "expandable_segments:True"));
    QVERIFY(anyContains(e.advice, "max_split_size_mb:32"));
    QVERIFY(anyContains(e.advice, "empty_cache() cannot release"));
}

void TestSnapshotOom::expandableSegmentsAlreadyOnChangesTheAdvice()
{
    const auto ex = explain(buildSnapshot({alternating(1 << 28, 10, 2 * MiB)}, 4 * MiB, MiB, 0, {}, true));
    QVERIFY(ex.snapshot);
    QCOMPARE(ex.e.cause, OomCause::Fragmentation);
    QVERIFY(anyContains(ex.e.advice, "already on"));
    QVERIFY(!anyContains(ex.e.advice, "Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"));
}

void TestSnapshotOom::fullSegmentsAreExhaustion()
{
    Seg full;
    full.address = 1 << 28;
    full.blocks = {{12 * MiB, true}, {8 * MiB, true}};
    const auto ex = explain(buildSnapshot({full}, 40 * MiB, MiB, 0));
    QVERIFY(ex.snapshot);
    const OomExplanation& e = ex.e;
    QCOMPARE(e.cause, OomCause::Exhaustion);
    QCOMPARE(e.allocated, 20 * MiB);
    QCOMPARE(e.cachedFree, std::uint64_t{0});
    // The largest live site first.
    QCOMPARE(e.topSites.size(), std::size_t{2});
    QCOMPARE(ex.snapshot->string(ex.snapshot->frames[static_cast<FrameId>(e.topSites[0].first)].name),
             std::string_view("make_tensor_0"));
    QCOMPARE(e.topSites[0].second, 12 * MiB);
    QVERIFY(anyContains(e.advice, "make_tensor_0 (train.py:1) (12.0 MiB)"));
    QVERIFY(anyContains(e.advice, "would not have helped"));
}

void TestSnapshotOom::freeMemoryOnAnotherStreamIsHeldElsewhere()
{
    Seg mine;
    mine.address = 1 << 28;
    mine.stream = 1;
    mine.blocks = {{20 * MiB, true}};
    Seg theirs;
    theirs.address = 1 << 29;
    theirs.stream = 2;
    theirs.blocks = {{2 * MiB, true}, {18 * MiB, false}};
    const auto ex = explain(buildSnapshot({mine, theirs}, 8 * MiB, MiB, 1));
    QVERIFY(ex.snapshot);
    QCOMPARE(ex.e.cause, OomCause::HeldElsewhere);
    QCOMPARE(ex.e.where, std::string("other streams"));
    QCOMPARE(ex.e.otherStreamFree, 18 * MiB);
    QCOMPARE(ex.e.usableFree, std::uint64_t{0});
}

void TestSnapshotOom::freeMemoryInAPrivatePoolIsHeldElsewhere()
{
    Seg mine;
    mine.address = 1 << 28;
    mine.blocks = {{20 * MiB, true}};
    Seg graph;
    graph.address = 1 << 29;
    graph.pool = {1, 7};
    graph.blocks = {{2 * MiB, true}, {18 * MiB, false}};
    const auto ex = explain(buildSnapshot({mine, graph}, 8 * MiB, MiB, 0));
    QVERIFY(ex.snapshot);
    QCOMPARE(ex.e.cause, OomCause::HeldElsewhere);
    QCOMPARE(ex.e.where, std::string("private pools"));
    QCOMPARE(ex.e.privatePoolReserved, 20 * MiB);
    QCOMPARE(ex.e.privatePoolFree, 18 * MiB);
}

void TestSnapshotOom::aFlushBeforeTheFailureSuggestsGarbageCollection()
{
    // Two cached segments released right before the oom: the flush-and-retry path.
    const std::vector<std::string> extra = {
        entryJson("segment_alloc", 1u << 30, 20 * MiB, 0, -1),
        entryJson("segment_alloc", (1u << 30) + 64 * MiB, 20 * MiB, 0, -1),
        entryJson("segment_free", 1u << 30, 20 * MiB, 0, -1),
        entryJson("segment_free", (1u << 30) + 64 * MiB, 20 * MiB, 0, -1),
    };
    const auto ex = explain(buildSnapshot({alternating(1 << 28, 10, 2 * MiB)}, 4 * MiB, MiB, 0, extra));
    QVERIFY(ex.snapshot);
    QCOMPARE(ex.e.cause, OomCause::Fragmentation);
    QVERIFY(anyContains(ex.e.findings, "2 segments (40.0 MiB) were released"));
    QVERIFY(anyContains(ex.e.advice, "garbage_collection_threshold:0.8"));
}

void TestSnapshotOom::theSyntheticVectorsOomEntry()
{
    const QString path = snapshotFixture(QStringLiteral("synthetic/syn_newest_proto4.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const ReadResult r = test::readFixture(path);
    QVERIFY(r.snapshot);
    const auto ooms = findOomEntries(*r.snapshot);
    QCOMPARE(ooms.size(), std::size_t{1});
    QCOMPARE(ooms.front(), (std::pair<std::int64_t, std::size_t>{0, 8}));
    const auto replay = SnapshotReplay::build(*r.snapshot, 0);
    const OomExplanation e = explainOomEntry(*replay, 8);
    QCOMPARE(e.requested, 64 * GiB);
    QCOMPARE(e.deviceFree, std::optional<std::uint64_t>(6 * MiB));
    QCOMPARE(e.cause, OomCause::Exhaustion);
    QCOMPARE(e.timeUs, std::optional<std::int64_t>(1760000000000009));
    // The state before the failure: the 20 MiB segment, the expandable segment of pool (1, 7)
    // and the range unmapped after the failure, back in the default pool the entry names.
    QCOMPARE(e.reserved, 40 * MiB);
    QCOMPARE(e.privatePoolReserved, 12 * MiB);
}

void TestSnapshotOom::aMessageAddsTheGpuCapacity()
{
    // The same fragmented state; the message says the GPU has 16 GiB, most of it used by others.
    const auto ex = explain(buildSnapshot({alternating(1 << 28, 10, 2 * MiB)}, 64 * MiB, MiB, 0));
    QVERIFY(ex.snapshot);
    QCOMPARE(ex.e.cause, OomCause::Exhaustion);
    const OomMessage m = parseOomMessage("CUDA out of memory. Tried to allocate 64.00 MiB. GPU 0 has a total capacity "
                                         "of 16.00 GiB of which 1.00 MiB is free. Process 99 has 15.90 GiB memory in "
                                         "use. Of the allocated memory 10.00 MiB is allocated by PyTorch, and 10.00 "
                                         "MiB is reserved by PyTorch but unallocated.");
    const auto replay = SnapshotReplay::build(*ex.snapshot, 0);
    const OomExplanation e = explainOomEntry(*replay, *ex.e.entry, &m);
    QCOMPARE(e.cause, OomCause::HeldElsewhere);
    QCOMPARE(e.where, std::string("other processes"));
    QCOMPARE(e.totalCapacity, std::optional<std::uint64_t>(16 * GiB));
    QCOMPARE(e.heldOutside, std::optional<std::uint64_t>(16 * GiB - MiB - 20 * MiB));
}

QTEST_GUILESS_MAIN(TestSnapshotOom)
#include "tst_snapshot_oom.moc"
