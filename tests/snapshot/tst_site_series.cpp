// Active memory split by allocation site: the site rule on typical frames, exact bytes per site at
// every step of a hand-built trace, and on the real fixtures bands that add up to the active
// memory of the replay at the same instant, grouped independently from the cursor's live blocks.

#include "SiteSeries.h"
#include "Snapshot.h"
#include "SnapshotReplay.h"
#include "SnapshotTestSupport.h"
#include "TestPaths.h"

#include <QTest>

#include <map>
#include <string>
#include <vector>

using namespace faultline;
using namespace faultline::snapshot;
using faultline::test::snapshotFixture;

namespace {

constexpr std::uint64_t kSeg = 0x7f0000000000;

struct F
{
    const char* name;
    const char* file;
    int line;
};

// Innermost first.
const std::vector<F> kStackA = {{"linear", "/opt/conda/lib/python3.10/site-packages/torch/nn/functional.py", 2822},
                                {"forward", "/home/me/proj/model.py", 10},
                                {"main", "/home/me/proj/train.py", 5}};
const std::vector<F> kStackB = {{"forward", "/home/me/proj/model.py", 20}, {"main", "/home/me/proj/train.py", 6}};
const std::vector<F> kStackC = {{"c10::cuda::CUDACachingAllocator::malloc", "CUDACachingAllocator.cpp", 0},
                                {"step", "/opt/conda/lib/python3.10/site-packages/torch/optim/adam.py", 100},
                                {"_run_code", "/usr/lib/python3.10/runpy.py", 86}};
const std::vector<F> kStackD = {};
const std::vector<F> kStackE = {{"torch::unwind::unwind()", "??", 0},
                                {"at::native::empty_cuda(c10::ArrayRef<long>)", "EmptyTensor.cpp", 0}};

std::string framesJson(const std::vector<F>& frames)
{
    std::string out = "[";
    for (const F& f : frames) {
        std::string file;
        for (const char* c = f.file; *c != 0; ++c)
            file += *c == '\\' ? std::string("\\\\") : std::string(1, *c);
        out += std::string(out.size() > 1 ? ", " : "") + "{\"name\": \"" + f.name + "\", \"filename\": \"" + file
            + "\", \"line\": " + std::to_string(f.line) + "}";
    }
    return out + "]";
}

std::string entry(const char* action, std::uint64_t addr, std::uint64_t size, const std::vector<F>& frames, int k)
{
    std::string e = std::string("{\"action\": \"") + action + "\", \"addr\": " + std::to_string(addr)
        + ", \"size\": " + std::to_string(size) + ", \"stream\": 0, \"time_us\": " + std::to_string(1000 + 10 * k);
    if (!frames.empty())
        e += ", \"frames\": " + framesJson(frames);
    return e + "}";
}

std::string block(std::uint64_t addr, std::uint64_t size, bool live, const std::vector<F>& frames)
{
    return "{\"address\": " + std::to_string(addr) + ", \"size\": " + std::to_string(size)
        + ", \"requested_size\": " + std::to_string(size) + ", \"state\": \"" + (live ? "active_allocated" : "inactive")
        + "\", \"frames\": " + framesJson(live ? frames : kStackD) + "}";
}

// One 16 KiB segment; 11 entries whose active bytes per site are known at every step.
std::string handBuiltTrace()
{
    const std::vector<std::string> trace = {
        entry("segment_alloc", kSeg, 16384, kStackD, 0),
        entry("alloc", kSeg, 1024, kStackA, 1),
        entry("alloc", kSeg + 1024, 2048, kStackB, 2),
        entry("alloc", kSeg + 3072, 4096, kStackC, 3),
        entry("free_requested", kSeg, 1024, kStackA, 4),
        entry("free_completed", kSeg, 1024, kStackA, 5),
        entry("alloc", kSeg, 512, kStackD, 6),
        entry("alloc", kSeg + 512, 512, kStackA, 7),
        entry("alloc", kSeg + 7168, 1024, kStackE, 8),
        entry("free_requested", kSeg + 3072, 4096, kStackC, 9),
        entry("free_completed", kSeg + 3072, 4096, kStackC, 10),
    };
    const std::string blocks = block(kSeg, 512, true, kStackD) + ", " + block(kSeg + 512, 512, true, kStackA) + ", "
        + block(kSeg + 1024, 2048, true, kStackB) + ", " + block(kSeg + 3072, 4096, false, kStackD) + ", "
        + block(kSeg + 7168, 1024, true, kStackE) + ", " + block(kSeg + 8192, 8192, false, kStackD);
    std::string traceText;
    for (const std::string& t : trace)
        traceText += (traceText.empty() ? "" : ", ") + t;
    return "{\"segments\": [{\"device\": 0, \"address\": " + std::to_string(kSeg)
        + ", \"total_size\": 16384, \"stream\": 0, \"segment_type\": \"small\", \"blocks\": [" + blocks
        + "]}], \"device_traces\": [[" + traceText + "]]}";
}

std::int64_t frameOf(const Snapshot& s, std::string_view name, std::string_view file)
{
    for (FrameId f = 0; f < s.frames.size(); ++f) {
        if (s.string(s.frames[f].name) == name && s.string(s.frames[f].filename) == file)
            return f;
    }
    return -2;
}

std::unique_ptr<Snapshot> load(const QString& path)
{
    ReadResult r = test::readFixture(path);
    return std::move(r.snapshot);
}

// Active bytes per site of the cursor's state, grouped from its live blocks.
std::map<std::int64_t, std::uint64_t> bytesBySite(const Snapshot& s, const ReplayCursor& cursor)
{
    std::map<std::int64_t, std::uint64_t> out;
    for (const auto& [address, b] : cursor.liveBlocks())
        out[siteOfStack(s, b.stack)] += b.size;
    return out;
}

const char* const kFixtures[] = {
    "npu__memsnapdump__snapshot_with_empty_cache.pkl",
    "npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl",
    "v21__select_n__snapshot_04d383c.pickle",
    "v25__cs336__memory_ctx128_forward.pickle",
    "synthetic/syn_newest.json",
};

} // namespace

class TestSiteSeries : public QObject
{
    Q_OBJECT

private slots:
    void userCodeIsAPythonFrameOutsideLibrariesAndTorch_data();
    void userCodeIsAPythonFrameOutsideLibrariesAndTorch();
    void aStacksSiteIsItsInnermostUserFrameElseItsAllocationSite();
    void theAllocatorsOwnFramesAreASiteOnlyWhenNothingElseIs();
    void realSitesAreTheUsersCodeWheneverTheStackHasSome_data();
    void realSitesAreTheUsersCodeWheneverTheStackHasSome();
    void everyStepOfAHandBuiltTraceHasItsExactBytesPerSite();
    void aBucketShowsTheInstantOfItsPeak();
    void aRangeStartsFromTheStateBeforeIt();
    void bandsAddUpToTheReplaysActiveMemory_data();
    void bandsAddUpToTheReplaysActiveMemory();
    void theTopSitesAreTheLargestPeaks();
    void aSnapshotWithoutHistoryHasNoBuckets();
};

void TestSiteSeries::userCodeIsAPythonFrameOutsideLibrariesAndTorch_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<bool>("user");
    QTest::newRow("project file") << QStringLiteral("/home/me/proj/model.py") << 10 << true;
    QTest::newRow("relative file") << QStringLiteral("train.py") << 3 << true;
    QTest::newRow("windows project") << QStringLiteral("C:\\Users\\me\\proj\\train.py") << 3 << true;
    QTest::newRow("notebook cell") << QStringLiteral("/tmp/ipykernel_4242/3546198.py") << 7 << true;
    QTest::newRow("lib folder of a project") << QStringLiteral("/home/me/lib/python_utils/x.py") << 1 << true;
    QTest::newRow("torch in site-packages")
        << QStringLiteral("/opt/conda/lib/python3.10/site-packages/torch/nn/functional.py") << 2822 << false;
    QTest::newRow("other package") << QStringLiteral("/usr/lib/python3/dist-packages/numpy/core/numeric.py") << 4
                                   << false;
    QTest::newRow("standard library") << QStringLiteral("/usr/lib/python3.11/runpy.py") << 86 << false;
    QTest::newRow("windows standard library") << QStringLiteral("C:\\Python311\\Lib\\contextlib.py") << 81 << false;
    QTest::newRow("torch source checkout")
        << QStringLiteral("/home/me/pytorch/torch/nn/modules/module.py") << 1750 << false;
    QTest::newRow("torch relative") << QStringLiteral("torch/_tensor.py") << 40 << false;
    QTest::newRow("inductor output") << QStringLiteral("/tmp/torchinductor_me/ab/cabcdef.py") << 90 << false;
    QTest::newRow("frozen") << QStringLiteral("<frozen runpy>") << 198 << false;
    QTest::newRow("fx graph") << QStringLiteral("<eval_with_key>.3") << 12 << false;
    QTest::newRow("c++") << QStringLiteral("Blas.cpp") << 0 << false;
}

void TestSiteSeries::userCodeIsAPythonFrameOutsideLibrariesAndTorch()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(bool, user);
    const std::string path = file.toStdString();
    const std::vector<F> frames = {{"f", path.c_str(), line}};
    const std::string json = "{\"segments\": [], \"device_traces\": [[" + entry("alloc", kSeg, 512, frames, 0) + "]]}";
    ReadResult r = test::readBytes(json);
    QVERIFY2(r.snapshot, r.error.c_str());
    const std::int64_t frame = frameOf(*r.snapshot, "f", path);
    QVERIFY(frame >= 0);
    QCOMPARE(isUserCodeFrame(*r.snapshot, static_cast<FrameId>(frame)), user);
}

void TestSiteSeries::aStacksSiteIsItsInnermostUserFrameElseItsAllocationSite()
{
    ReadResult r = test::readBytes(handBuiltTrace());
    QVERIFY2(r.snapshot, r.error.c_str());
    const Snapshot& s = *r.snapshot;
    const TraceColumns& t = s.trace;
    // Entries 1, 2, 3, 6 and 8 carry the stacks A, B, C, D and E.
    QCOMPARE(siteOfStack(s, t.stack[1]), frameOf(s, "forward", "/home/me/proj/model.py"));
    QCOMPARE(s.frames[static_cast<FrameId>(siteOfStack(s, t.stack[2]))].line, std::int64_t{20});
    // No user frame: the innermost Python frame that is not noise (the optimizer's line).
    QCOMPARE(siteOfStack(s, t.stack[3]),
             frameOf(s, "step", "/opt/conda/lib/python3.10/site-packages/torch/optim/adam.py"));
    QCOMPARE(siteOfStack(s, t.stack[6]), kNoSite);
    // C++ only: the innermost frame that is not unwinding noise.
    QCOMPARE(siteOfStack(s, t.stack[8]), frameOf(s, "at::native::empty_cuda(c10::ArrayRef<long>)", "EmptyTensor.cpp"));
}

// Legends and "Where" columns named c10::cuda::CUDACachingAllocator::…::free() (issue 46): the
// allocator's own frames are where every block comes from, so they name none while another
// frame is known.
void TestSiteSeries::theAllocatorsOwnFramesAreASiteOnlyWhenNothingElseIs()
{
    const std::vector<F> native = {
        {"c10::cuda::CUDACachingAllocator::Native::DeviceCachingAllocator::free(c10::cuda::Block*)", "??", 0},
        {"c10::cuda::CUDACachingAllocator::Native::local_raw_delete(void*)", "libc10_cuda.so", 0},
        {"THPVariable_subclass_dealloc(_object*)", "libtorch_python.so", 0}};
    const std::vector<F> allocatorOnly = {
        {"c10::cuda::CUDACachingAllocator::Native::DeviceCachingAllocator::malloc(signed char, unsigned long)", "??",
         0}};
    const std::vector<F> library = {
        {"c10::cuda::CUDACachingAllocator::Native::DeviceCachingAllocator::malloc(signed char, unsigned long)", "??",
         0},
        {"_apply", "/usr/local/lib/python3.12/site-packages/torch/nn/modules/module.py", 954},
        {"to", "/usr/local/lib/python3.12/site-packages/torch/nn/modules/module.py", 1355},
        {"<module>", "/tmp/corpus/train.py", 30}};
    const std::string json = "{\"segments\": [], \"device_traces\": [[" + entry("alloc", kSeg, 512, native, 0) + ", "
        + entry("alloc", kSeg + 512, 512, allocatorOnly, 1) + ", " + entry("alloc", kSeg + 1024, 512, library, 2)
        + "]]}";
    ReadResult r = test::readBytes(json);
    QVERIFY2(r.snapshot, r.error.c_str());
    const Snapshot& s = *r.snapshot;
    QCOMPARE(s.allocationSite(s.trace.stack[0]),
             frameOf(s, "THPVariable_subclass_dealloc(_object*)", "libtorch_python.so"));
    QCOMPARE(s.allocationSite(s.trace.stack[1]),
             frameOf(s,
                     "c10::cuda::CUDACachingAllocator::Native::DeviceCachingAllocator::malloc(signed char, "
                     "unsigned long)",
                     "??"));
    // module.py:954 _apply is how model.to() got there; the user's line is train.py:30.
    QCOMPARE(s.allocationSite(s.trace.stack[2]), frameOf(s, "<module>", "/tmp/corpus/train.py"));
    QCOMPARE(siteOfStack(s, s.trace.stack[2]), frameOf(s, "<module>", "/tmp/corpus/train.py"));
}

void TestSiteSeries::realSitesAreTheUsersCodeWheneverTheStackHasSome_data()
{
    QTest::addColumn<QString>("path");
    for (const char* name : kFixtures)
        QTest::newRow(name) << snapshotFixture(QString::fromLatin1(name));
    for (const char* name : {"leak_history", "varlen_fragmentation_oom"})
        QTest::newRow(name) << test::sharedDir()
                + QStringLiteral("/fixtures/gpu-h100/%1.pickle").arg(QLatin1String(name));
}

// On real snapshots every stack with a frame of the user's code names that frame (the innermost
// one), and no stack with any other frame names the allocator's internals.
void TestSiteSeries::realSitesAreTheUsersCodeWheneverTheStackHasSome()
{
    QFETCH(QString, path);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    const Snapshot& s = *snapshot;
    std::size_t userSites = 0;
    for (StackId id = 1; id < s.stacks.count(); ++id) {
        const auto frames = s.stack(id);
        const std::int64_t site = s.allocationSite(id);
        std::int64_t firstUser = -1;
        bool other = false;
        for (const FrameId f : frames) {
            if (firstUser < 0 && !s.isNoiseFrame(f) && isUserCodeFrame(s, f))
                firstUser = f;
            const std::string_view name = s.string(s.frames[f].name);
            other |= !s.isNoiseFrame(f) && name.find("CUDACachingAllocator") == std::string_view::npos
                && name.find("c10::") == std::string_view::npos;
        }
        if (firstUser >= 0) {
            QCOMPARE(site, firstUser);
            ++userSites;
        }
        if (other && site >= 0) {
            const std::string_view name = s.string(s.frames[static_cast<FrameId>(site)].name);
            QVERIFY2(name.find("CUDACachingAllocator") == std::string_view::npos, std::string(name).c_str());
        }
    }
    if (path.contains(QLatin1String("gpu-h100")))
        QVERIFY(userSites > 0); // the workloads' own lines
}

void TestSiteSeries::everyStepOfAHandBuiltTraceHasItsExactBytesPerSite()
{
    ReadResult r = test::readBytes(handBuiltTrace());
    QVERIFY2(r.snapshot, r.error.c_str());
    const Snapshot& s = *r.snapshot;
    const auto replay = SnapshotReplay::build(s, 0);
    QCOMPARE(replay->entryCount(), std::size_t{11});
    QVERIFY(replay->anomalies().empty());
    SiteSeriesOptions options;
    options.buckets = 100; // more than entries: one bucket per entry
    options.topSites = 3;
    const SiteSeries series = computeSiteSeries(*replay, options);

    const std::int64_t adam = frameOf(s, "step", "/opt/conda/lib/python3.10/site-packages/torch/optim/adam.py");
    const std::int64_t model20 = siteOfStack(s, s.trace.stack[2]);
    const std::int64_t empty = frameOf(s, "at::native::empty_cuda(c10::ArrayRef<long>)", "EmptyTensor.cpp");
    // Peaks 4096, 2048, then a tie at 1024 (model.py:10 and empty_cuda) that the bytes at the
    // highest instant (after entry 8: 512 and 1024) break; the rest is model.py:10 and no frames.
    QCOMPARE(series.sites.size(), std::size_t{3});
    QCOMPARE(series.sites[0].frame, adam);
    QCOMPARE(series.sites[0].peakBytes, std::uint64_t{4096});
    QCOMPARE(series.sites[1].frame, model20);
    QCOMPARE(series.sites[1].peakBytes, std::uint64_t{2048});
    QCOMPARE(series.sites[2].frame, empty);
    QCOMPARE(series.sites[2].peakBytes, std::uint64_t{1024});
    QCOMPARE(series.sites[2].bytesAtPeak, std::uint64_t{1024});
    QCOMPARE(series.otherSiteCount, std::size_t{2});
    QCOMPARE(series.otherPeakBytes, std::uint64_t{1024});
    QCOMPARE(series.columnOf(adam), std::size_t{0});
    QCOMPARE(series.columnOf(kNoSite), series.otherIndex());

    // adam, model.py:20, empty_cuda, other — after each entry.
    const std::vector<std::vector<std::uint64_t>> expected = {
        {0, 0, 0, 0},
        {0, 0, 0, 1024},
        {0, 2048, 0, 1024},
        {4096, 2048, 0, 1024},
        {4096, 2048, 0, 1024},
        {4096, 2048, 0, 0},
        {4096, 2048, 0, 512},
        {4096, 2048, 0, 1024},
        {4096, 2048, 1024, 1024},
        {4096, 2048, 1024, 1024},
        {0, 2048, 1024, 1024},
    };
    QCOMPARE(series.buckets.size(), expected.size());
    for (std::size_t k = 0; k < expected.size(); ++k) {
        const SiteSeriesBucket& b = series.buckets[k];
        QCOMPARE(b.firstEntry, k);
        QCOMPARE(b.lastEntry, k);
        QCOMPARE(b.samplePosition, k + 1);
        QCOMPARE(b.firstTimeUs, static_cast<std::int64_t>(1000 + 10 * k));
        const auto row = series.row(k);
        QCOMPARE(std::vector<std::uint64_t>(row.begin(), row.end()), expected[k]);
        std::uint64_t sum = 0;
        for (const std::uint64_t v : expected[k])
            sum += v;
        QCOMPARE(b.activeBytes, sum);
        QCOMPARE(b.activeLast, sum);
        QCOMPARE(b.reservedBytes, std::uint64_t{16384});
    }
}

void TestSiteSeries::aBucketShowsTheInstantOfItsPeak()
{
    ReadResult r = test::readBytes(handBuiltTrace());
    QVERIFY2(r.snapshot, r.error.c_str());
    const auto replay = SnapshotReplay::build(*r.snapshot, 0);
    SiteSeriesOptions options;
    options.buckets = 3; // entries 0–2, 3–6, 7–10
    options.topSites = 3;
    const SiteSeries series = computeSiteSeries(*replay, options);
    QCOMPARE(series.buckets.size(), std::size_t{3});
    const std::vector<std::size_t> first = {0, 3, 7};
    const std::vector<std::size_t> sample = {3, 4, 9}; // the first position at each bucket's maximum
    const std::vector<std::vector<std::uint64_t>> expected = {
        {0, 2048, 0, 1024}, {4096, 2048, 0, 1024}, {4096, 2048, 1024, 1024}};
    const std::vector<SeriesBucket> reference = replay->series(0, replay->entryCount(), 3);
    for (std::size_t b = 0; b < 3; ++b) {
        QCOMPARE(series.buckets[b].firstEntry, first[b]);
        QCOMPARE(series.buckets[b].samplePosition, sample[b]);
        const auto row = series.row(b);
        QCOMPARE(std::vector<std::uint64_t>(row.begin(), row.end()), expected[b]);
        QCOMPARE(series.buckets[b].activeBytes, reference[b].activeMax);
        QCOMPARE(series.buckets[b].activeLast, reference[b].activeLast);
        QCOMPARE(series.buckets[b].lastEntry, reference[b].lastEntry);
    }
    QCOMPARE(series.buckets[2].activeLast, std::uint64_t{4096});
    QCOMPARE(series.bucketOf(5), std::size_t{1});
    QCOMPARE(series.bucketOf(10), std::size_t{2});
}

void TestSiteSeries::aRangeStartsFromTheStateBeforeIt()
{
    ReadResult r = test::readBytes(handBuiltTrace());
    QVERIFY2(r.snapshot, r.error.c_str());
    const Snapshot& s = *r.snapshot;
    const auto replay = SnapshotReplay::build(s, 0);
    SiteSeriesOptions options;
    options.from = 5;
    options.to = 9;
    options.buckets = 4;
    options.topSites = 8;
    const SiteSeries series = computeSiteSeries(*replay, options);
    // model.py:10 held 1024 bytes before entry 5 freed them: its peak counts that state.
    const std::int64_t model10 = siteOfStack(s, s.trace.stack[1]);
    QCOMPARE(series.sites.size(), std::size_t{5});
    QCOMPARE(series.otherSiteCount, std::size_t{0});
    const std::size_t column = series.columnOf(model10);
    QVERIFY(column < series.otherIndex());
    QCOMPARE(series.sites[column].peakBytes, std::uint64_t{1024});
    QCOMPARE(series.bytesAt(0, column), std::uint64_t{0});   // after entry 5
    QCOMPARE(series.bytesAt(2, column), std::uint64_t{512}); // after entry 7
    QCOMPARE(series.bytesAt(0, series.otherIndex()), std::uint64_t{0});
    QCOMPARE(series.buckets.front().firstEntry, std::size_t{5});
    QCOMPARE(series.buckets.back().lastEntry, std::size_t{8});
}

void TestSiteSeries::bandsAddUpToTheReplaysActiveMemory_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : kFixtures)
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestSiteSeries::bandsAddUpToTheReplaysActiveMemory()
{
    QFETCH(QString, name);
    const QString path = snapshotFixture(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    bool any = false;
    for (const DeviceTrace& t : snapshot->deviceTraces) {
        if (t.count() == 0)
            continue;
        any = true;
        const auto replay = SnapshotReplay::build(*snapshot, t.device);
        const std::size_t n = replay->entryCount();
        for (const auto& [from, to] : {std::pair<std::size_t, std::size_t>{0, n}, {n / 3, 2 * n / 3}}) {
            SiteSeriesOptions options;
            options.from = from;
            options.to = to;
            options.buckets = 64;
            const SiteSeries series = computeSiteSeries(*replay, options);
            const std::vector<SeriesBucket> reference = replay->series(from, to, 64);
            QCOMPARE(series.buckets.size(), reference.size());
            QVERIFY(!series.sites.empty());
            QCOMPARE(series.bytes.size(), series.buckets.size() * series.columns());
            ReplayCursor cursor(*replay);
            for (std::size_t b = 0; b < series.buckets.size(); ++b) {
                const SiteSeriesBucket& bucket = series.buckets[b];
                QCOMPARE(bucket.firstEntry, reference[b].firstEntry);
                QCOMPARE(bucket.lastEntry, reference[b].lastEntry);
                QCOMPARE(bucket.activeBytes, reference[b].activeMax);
                QCOMPARE(bucket.reservedMax, reference[b].reservedMax);
                QCOMPARE(bucket.activeLast, reference[b].activeLast);
                QVERIFY(bucket.samplePosition > bucket.firstEntry && bucket.samplePosition <= bucket.lastEntry + 1);
                // The state at the sample, grouped by site from the cursor's live blocks.
                cursor.seek(bucket.samplePosition);
                QCOMPARE(bucket.activeBytes, cursor.totals().activeBytes);
                QCOMPARE(bucket.reservedBytes, cursor.totals().reservedBytes);
                std::map<std::int64_t, std::uint64_t> bySite = bytesBySite(*snapshot, cursor);
                std::uint64_t sum = 0;
                for (std::size_t c = 0; c < series.sites.size(); ++c) {
                    const auto it = bySite.find(series.sites[c].frame);
                    const std::uint64_t expected = it == bySite.end() ? 0 : it->second;
                    QCOMPARE(series.bytesAt(b, c), expected);
                    if (it != bySite.end())
                        bySite.erase(it);
                    sum += series.bytesAt(b, c);
                }
                std::uint64_t rest = 0;
                for (const auto& [site, bytes] : bySite)
                    rest += bytes;
                QCOMPARE(series.bytesAt(b, series.otherIndex()), rest);
                QCOMPARE(sum + rest, bucket.activeBytes);
            }
        }
    }
    QVERIFY2(any, "no device trace with entries");
}

void TestSiteSeries::theTopSitesAreTheLargestPeaks()
{
    const QString path = snapshotFixture(QStringLiteral("v21__select_n__snapshot_04d383c.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    const auto replay = SnapshotReplay::build(*snapshot, 0);
    const SiteSeries series = computeSiteSeries(*replay);
    QCOMPARE(series.sites.size(), std::size_t{8});
    // Every site's peak, by grouping the live blocks at every position.
    ReplayCursor cursor(*replay);
    cursor.seek(0);
    std::map<std::int64_t, std::uint64_t> peaks;
    for (std::size_t k = 0;; ++k) {
        for (const auto& [site, bytes] : bytesBySite(*snapshot, cursor))
            peaks[site] = std::max(peaks[site], bytes);
        if (k == replay->entryCount())
            break;
        cursor.stepForward();
    }
    std::size_t held = 0;
    for (const auto& [site, peak] : peaks)
        held += peak > 0 ? 1 : 0;
    QCOMPARE(series.sites.size() + series.otherSiteCount, held);
    for (std::size_t i = 0; i < series.sites.size(); ++i) {
        QCOMPARE(series.sites[i].peakBytes, peaks[series.sites[i].frame]);
        if (i > 0)
            QVERIFY(series.sites[i - 1].peakBytes >= series.sites[i].peakBytes);
        peaks.erase(series.sites[i].frame);
    }
    std::uint64_t largestOther = 0;
    for (const auto& [site, peak] : peaks)
        largestOther = std::max(largestOther, peak);
    QCOMPARE(series.otherPeakBytes, largestOther);
    QVERIFY(largestOther <= series.sites.back().peakBytes);
    // A site is a frame of the snapshot, or the group of stacks without frames.
    for (const SiteTotal& site : series.sites)
        QVERIFY(site.frame == kNoSite || static_cast<std::size_t>(site.frame) < snapshot->frames.size());
}

void TestSiteSeries::aSnapshotWithoutHistoryHasNoBuckets()
{
    const QString path = snapshotFixture(QStringLiteral("v21__select_n__snapshot_b890bc5_state_only.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const auto snapshot = load(path);
    QVERIFY(snapshot);
    const auto replay = SnapshotReplay::build(*snapshot, 1);
    const SiteSeries series = computeSiteSeries(*replay);
    QVERIFY(series.buckets.empty());
    QVERIFY(series.bytes.empty());
    QCOMPARE(series.from, std::size_t{0});
    QCOMPARE(series.to, std::size_t{0});
}

QTEST_GUILESS_MAIN(TestSiteSeries)
#include "tst_site_series.moc"
