// Finding events by op name or stack text: counts against a brute-force scan of every event,
// stepping order (start, lane position, index) in both directions, wrap-around.

#include "CaptureWriter.h"
#include "Demangle.h"
#include "EventDetails.h"
#include "EventSearch.h"
#include "OpCatalog.h"
#include "Strings.h"
#include "TestPaths.h"
#include "TraceBuilder.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>

using namespace faultline;
using faultline::test::ingeroFixture;
using timeline::EventSearch;

namespace {

bool has(const std::string& text, const std::string& needle)
{
    return text::toLowerAscii(text).find(needle) != std::string::npos;
}

// The definition, applied event by event with no precomputation.
bool bruteMatch(const Trace& trace, std::uint32_t lane, std::size_t i, const std::string& text)
{
    const std::string needle = text::toLowerAscii(text);
    const EventColumns& ev = trace.lanes[lane].events;
    if (has(capture::OpCatalog::opName(ev.sourceAt(i), ev.opAt(i)), needle))
        return true;
    for (const capture::StackFrame& f : trace.stacks[ev.stack[i]].frames) {
        const std::string name = f.symbol.substr(0, f.symbol.rfind("+0x"));
        if (has(f.symbol, needle) || has(text::demangle(name), needle) || has(f.library, needle)
            || has(f.pyFunction, needle) || has(f.pyFile, needle))
            return true;
        if (needle.find(':') != std::string::npos && !f.pyFile.empty() && f.pyLine > 0
            && has(f.pyFile + ":" + std::to_string(f.pyLine), needle))
            return true;
    }
    return false;
}

// All matches in `lanes`, in (start, position of the lane in `lanes`, index) order.
std::vector<EventRef> bruteOrder(const Trace& trace, const std::vector<std::uint32_t>& lanes, const std::string& text)
{
    std::vector<std::tuple<std::int64_t, std::size_t, std::uint32_t, std::uint32_t>> keys;
    for (std::size_t p = 0; p < lanes.size(); ++p) {
        const EventColumns& ev = trace.lanes[lanes[p]].events;
        for (std::size_t i = 0; i < ev.size(); ++i) {
            if (bruteMatch(trace, lanes[p], i, text))
                keys.emplace_back(ev.start[i], p, lanes[p], static_cast<std::uint32_t>(i));
        }
    }
    std::sort(keys.begin(), keys.end());
    std::vector<EventRef> out;
    for (const auto& [start, p, lane, index] : keys)
        out.push_back(EventRef{lane, index});
    return out;
}

std::vector<std::uint32_t> allLanes(const Trace& trace)
{
    std::vector<std::uint32_t> out(trace.lanes.size());
    for (std::uint32_t i = 0; i < out.size(); ++i)
        out[i] = i;
    return out;
}

QString describe(const std::optional<EventRef>& ref)
{
    return ref ? QStringLiteral("{%1, %2}").arg(ref->lane).arg(ref->index) : QStringLiteral("none");
}

// Steps forward from before the first event and backward from after the last, wrapping once,
// and checks every step against the brute-force order.
void checkStepping(const Trace& trace, const std::vector<std::uint32_t>& lanes, const std::string& text)
{
    const EventSearch search(trace, text);
    const std::vector<EventRef> expected = bruteOrder(trace, lanes, text);
    QCOMPARE(search.countMatches(lanes), std::int64_t(expected.size()));
    if (expected.empty()) {
        QVERIFY(!search.next(lanes, {}, trace.beginNs));
        QVERIFY(!search.previous(lanes, {}, trace.endNs + 1));
        return;
    }
    std::optional<EventRef> at = search.next(lanes, {}, INT64_MIN);
    for (std::size_t k = 0; k < expected.size(); ++k) {
        QVERIFY2(at && *at == expected[k],
                 qPrintable(QStringLiteral("step %1 of %2 gave %3, not %4")
                                .arg(k)
                                .arg(expected.size())
                                .arg(describe(at), describe(expected[k]))));
        QVERIFY(search.matches(*at));
        QCOMPARE(search.rankOf(lanes, *at), std::int64_t(k)); // "k + 1 of N"
        at = search.next(lanes, *at, 0);
    }
    QVERIFY(at && *at == expected.front()); // wrapped around
    QVERIFY(!search.next(lanes, expected.back(), 0, false));

    at = search.previous(lanes, {}, INT64_MAX);
    for (std::size_t k = expected.size(); k-- > 0;) {
        QVERIFY2(
            at && *at == expected[k],
            qPrintable(QStringLiteral("back step %1 gave %2, not %3").arg(k).arg(describe(at), describe(expected[k]))));
        at = search.previous(lanes, *at, 0);
    }
    QVERIFY(at && *at == expected.back());
    QVERIFY(!search.previous(lanes, expected.front(), 0, false));
}

// Two threads whose calls start at the same instants, and repeated starts within one lane, so
// that order falls to the lane's position and then to the index.
bool writeTies(const QString& path, std::string* error)
{
    capture::CaptureWriter writer;
    capture::WriterOptions options;
    options.node = "test";
    if (!writer.open(path.toStdString(), options, error))
        return false;
    capture::StackFrame py;
    py.kind = capture::FrameKind::Python;
    py.pyFile = "/srv/Loader.py";
    py.pyFunction = "collate";
    py.pyDefLine = 12;
    const std::int64_t loaderStack = writer.addStack({py});
    const std::int64_t base = 1'700'000'000'000'000'000LL;
    for (int i = 0; i < 20; ++i) {
        for (std::uint32_t tid : {700u, 701u}) {
            for (int repeat = 0; repeat < 2; ++repeat) {
                capture::EventRecord e;
                e.timestamp = base + (i / 2) * 1000; // pairs of steps share a start
                e.duration = 100;
                e.pid = 700;
                e.tid = tid;
                e.source = 1;
                e.op = (i + repeat) % 3 == 0 ? capture::ops::CudaMalloc : capture::ops::CudaLaunchKernel;
                e.arg0 = 4096;
                e.stackHash = (i + int(tid)) % 4 == 0 ? loaderStack : 0;
                writer.addEvent(e, "python3");
            }
        }
    }
    return writer.finish(error);
}

} // namespace

class TestEventSearch : public QObject
{
    Q_OBJECT

private slots:
    void countsMatchABruteForceScan_data();
    void countsMatchABruteForceScan();
    void stepsInStartLaneIndexOrderAndWraps();
    void stepsThroughTiesByLanePositionThenIndex();
    void startsFromATimeWhenNoEventIsSelected();
    void emptyTextMatchesNothing();
    void findsThePythonLineOfAStack();
};

// "file.py:20" finds the calls made while that line ran (the Compare tab opens a change's line so).
void TestEventSearch::findsThePythonLineOfAStack()
{
    const QString path = faultline::test::sharedDir()
        + QStringLiteral("/fixtures/gpu-h100/slow_collate_main_thread.db");
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    const Trace& trace = *r.trace;
    const EventSearch search(trace, "slow_collate_main_thread.py:20");
    std::int64_t expected = 0;
    std::int64_t otherLine = 0;
    for (std::uint32_t li = 0; li < trace.lanes.size(); ++li) {
        const EventColumns& ev = trace.lanes[li].events;
        for (std::size_t i = 0; i < ev.size(); ++i) {
            bool atLine = false;
            bool inFile = false;
            for (const capture::StackFrame& f : trace.stacks[ev.stack[i]].frames) {
                const bool file = f.pyFile.ends_with("slow_collate_main_thread.py");
                inFile = inFile || file;
                atLine = atLine || (file && f.pyLine == 20);
            }
            QCOMPARE(search.matches(EventRef{li, static_cast<std::uint32_t>(i)}), atLine);
            expected += atLine ? 1 : 0;
            otherLine += inFile && !atLine ? 1 : 0;
        }
    }
    QVERIFY(expected > 0);
    QVERIFY2(otherLine > 0, "calls from other lines of the script are not matches");
    QCOMPARE(search.countMatches(allLanes(trace)), expected);
}

void TestEventSearch::countsMatchABruteForceScan_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("op name") << QStringLiteral("cudaMalloc");
    QTest::newRow("op name, other case") << QStringLiteral("CUMEMALLOC");
    QTest::newRow("op name part") << QStringLiteral("sync");
    QTest::newRow("mangled symbol") << QStringLiteral("CUDACachingAllocator");
    QTest::newRow("demangled only") << QStringLiteral("c10::cuda::");
    QTest::newRow("library") << QStringLiteral("libc10_cuda.so");
    QTest::newRow("python function") << QStringLiteral("repeat_kv");
    QTest::newRow("python file") << QStringLiteral("modeling_qwen2.py");
    QTest::newRow("nothing") << QStringLiteral("no-such-thing-anywhere");
}

void TestEventSearch::countsMatchABruteForceScan()
{
    QFETCH(QString, text);
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    const Trace& trace = *r.trace;
    const EventSearch search(trace, text.toStdString());
    const auto lanes = allLanes(trace);
    std::int64_t brute = 0;
    for (std::uint32_t li = 0; li < trace.lanes.size(); ++li) {
        for (std::size_t i = 0; i < trace.lanes[li].events.size(); ++i) {
            const bool expected = bruteMatch(trace, li, i, text.toStdString());
            QCOMPARE(search.matches(EventRef{li, static_cast<std::uint32_t>(i)}), expected);
            brute += expected ? 1 : 0;
        }
    }
    QCOMPARE(search.countMatches(lanes), brute);
    if (text != QStringLiteral("no-such-thing-anywhere"))
        QVERIFY2(brute > 0, "the query should find something in this capture");
    // Half the lanes count only their own matches.
    std::vector<std::uint32_t> half;
    std::int64_t halfBrute = 0;
    for (std::uint32_t li = 0; li < trace.lanes.size(); li += 2) {
        half.push_back(li);
        for (std::size_t i = 0; i < trace.lanes[li].events.size(); ++i)
            halfBrute += bruteMatch(trace, li, i, text.toStdString()) ? 1 : 0;
    }
    QCOMPARE(search.countMatches(half), halfBrute);
}

void TestEventSearch::stepsInStartLaneIndexOrderAndWraps()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    std::vector<std::uint32_t> lanes = allLanes(*r.trace);
    checkStepping(*r.trace, lanes, "cudaFree");
    checkStepping(*r.trace, lanes, "empty_cache");
    // Lane order is the caller's (the display order), not the trace's.
    std::reverse(lanes.begin(), lanes.end());
    checkStepping(*r.trace, lanes, "sched_switch");
    checkStepping(*r.trace, lanes, "no-such-thing-anywhere");
}

void TestEventSearch::stepsThroughTiesByLanePositionThenIndex()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ties.db"));
    std::string error;
    QVERIFY2(writeTies(path, &error), error.c_str());
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY2(r.trace, r.error.c_str());
    std::vector<std::uint32_t> lanes = allLanes(*r.trace);
    QCOMPARE(int(lanes.size()), 2);
    for (const char* text : {"cudaMalloc", "collate", "loader.py", "cuda"}) {
        checkStepping(*r.trace, lanes, text);
        std::reverse(lanes.begin(), lanes.end());
        checkStepping(*r.trace, lanes, text);
    }
    // Ties: the first two matches of "cuda" share their start and differ by lane position.
    const EventSearch search(*r.trace, "cuda");
    const auto first = search.next(lanes, {}, INT64_MIN);
    const auto second = search.next(lanes, *first, 0);
    QVERIFY(first && second);
    QCOMPARE(r.trace->lanes[first->lane].events.start[first->index],
             r.trace->lanes[second->lane].events.start[second->index]);
    QCOMPARE(first->lane, lanes[0]);
    QCOMPARE(second->lane, lanes[0]); // same lane first: two events at that start, by index
    QCOMPARE(second->index, first->index + 1);
}

void TestEventSearch::startsFromATimeWhenNoEventIsSelected()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    const Trace& trace = *r.trace;
    const auto lanes = allLanes(trace);
    const std::vector<EventRef> expected = bruteOrder(trace, lanes, "cudaMalloc");
    QVERIFY(expected.size() > 4);
    const EventSearch search(trace, "cudaMalloc");
    const auto startOf = [&](const EventRef& ref) { return trace.lanes[ref.lane].events.start[ref.index]; };
    const EventRef middle = expected[expected.size() / 2];
    // From a time: next is the first match starting at or after it, previous the last before it.
    QCOMPARE(search.next(lanes, {}, startOf(middle)), std::optional<EventRef>(middle));
    QCOMPARE(search.previous(lanes, {}, startOf(middle)), std::optional<EventRef>(expected[expected.size() / 2 - 1]));
    QCOMPARE(search.next(lanes, {}, startOf(middle) + 1), std::optional<EventRef>(expected[expected.size() / 2 + 1]));
    // Past the end, next wraps to the first match, or finds nothing without wrap.
    QCOMPARE(search.next(lanes, {}, trace.endNs + 1), std::optional<EventRef>(expected.front()));
    QVERIFY(!search.next(lanes, {}, trace.endNs + 1, false));
    QCOMPARE(search.previous(lanes, {}, trace.beginNs), std::optional<EventRef>(expected.back()));
    QVERIFY(!search.previous(lanes, {}, trace.beginNs, false));
    // Lanes outside the given span are not searched.
    const std::vector<std::uint32_t> one{middle.lane};
    const auto inLane = search.next(one, {}, INT64_MIN);
    QVERIFY(inLane && inLane->lane == middle.lane);
    QVERIFY(!search.next(std::vector<std::uint32_t>{}, {}, INT64_MIN));
}

void TestEventSearch::emptyTextMatchesNothing()
{
    const QString path = ingeroFixture(QStringLiteral("sample-gpu-node-02.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    LoadResult r = TraceBuilder::load(path.toStdString());
    QVERIFY(r.trace);
    const EventSearch search(*r.trace, "");
    QVERIFY(search.isEmpty());
    const auto lanes = allLanes(*r.trace);
    QCOMPARE(search.countMatches(lanes), std::int64_t(0));
    QVERIFY(!search.next(lanes, {}, INT64_MIN));
    QVERIFY(!search.previous(lanes, {}, INT64_MAX));
    QVERIFY(!search.matches(EventRef{0, 0}));
    const EventSearch bogus(*r.trace, "cuMemAlloc");
    QVERIFY(!bogus.matches(EventRef{}));
    QVERIFY(!bogus.matches(EventRef{std::uint32_t(r.trace->lanes.size()), 0}));
    const std::vector<std::uint32_t> outOfRange{std::uint32_t(r.trace->lanes.size()), UINT32_MAX - 1};
    QCOMPARE(bogus.countMatches(outOfRange), std::int64_t(0));
    QVERIFY(!bogus.next(outOfRange, {}, INT64_MIN));
}

QTEST_GUILESS_MAIN(TestEventSearch)
#include "tst_event_search.moc"
