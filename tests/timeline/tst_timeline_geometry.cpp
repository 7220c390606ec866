// The timeline's pure parts: time <-> pixel functions, the zoom state, the level-of-detail index
// and the lane geometry built from it.

#include "Coordinates.h"
#include "LaneIndex.h"
#include "OpCatalog.h"
#include "ProbeCodes.h"
#include "ScenarioGenerator.h"
#include "TraceBuilder.h"
#include "TrackGeometry.h"
#include "ZoomControl.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace faultline;
using namespace faultline::timeline;

namespace {

constexpr qint64 kBase = 1'700'000'000'000'000'000LL; // a 2023 unix-ns timestamp

// A lane of `count` sequential calls with random gaps and durations (some long, some zero).
EventColumns randomLane(std::size_t count, std::uint32_t seed, std::int64_t meanGap = 2'000)
{
    std::mt19937 rng(seed);
    std::exponential_distribution<double> gap(1.0 / static_cast<double>(meanGap));
    std::uniform_int_distribution<int> op(1, 7);
    std::uniform_int_distribution<int> longOne(0, 200);
    EventColumns e;
    std::int64_t t = kBase;
    for (std::size_t i = 0; i < count; ++i) {
        const auto g = static_cast<std::int64_t>(gap(rng));
        std::int64_t d = static_cast<std::int64_t>(gap(rng)) / 2;
        if (longOne(rng) == 0)
            d *= 50;
        if (longOne(rng) == 1)
            d = 0;
        t += g;
        e.append(t, d, static_cast<std::uint16_t>((1 << 8) | op(rng)), 0, 0, 0, 0);
        t += d; // sequential: the next call starts after this one returned
    }
    return e;
}

std::int64_t endOf(const EventColumns& e, std::size_t i)
{
    return e.start[i] + e.durationAt(i);
}

} // namespace

class TimelineGeometryTest : public QObject
{
    Q_OBJECT

private slots:
    void timeToPixel_data()
    {
        QTest::addColumn<qint64>("time");
        QTest::addColumn<qint64>("start");
        QTest::addColumn<qint64>("end");
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("expected");
        QTest::newRow("left edge") << kBase << kBase << kBase + 1000 << 100.0 << 0.0;
        QTest::newRow("right edge") << kBase + 1000 << kBase << kBase + 1000 << 100.0 << 100.0;
        QTest::newRow("middle") << kBase + 500 << kBase << kBase + 1000 << 100.0 << 50.0;
        QTest::newRow("before the range, unclamped") << kBase - 500 << kBase << kBase + 1000 << 100.0 << -50.0;
        QTest::newRow("after the range, unclamped") << kBase + 3000 << kBase << kBase + 1000 << 100.0 << 300.0;
        QTest::newRow("zero width") << kBase + 500 << kBase << kBase + 1000 << 0.0 << 0.0;
        QTest::newRow("negative width") << kBase + 500 << kBase << kBase + 1000 << -10.0 << 0.0;
        QTest::newRow("empty range") << kBase << kBase << kBase << 100.0 << 0.0;
        QTest::newRow("inverted range") << kBase << kBase + 10 << kBase << 100.0 << 0.0;
        QTest::newRow("one ns at 1920 px") << kBase + 1 << kBase << kBase + 1920 << 1920.0 << 1.0;
    }
    void timeToPixel()
    {
        QFETCH(qint64, time);
        QFETCH(qint64, start);
        QFETCH(qint64, end);
        QFETCH(double, width);
        QFETCH(double, expected);
        QCOMPARE(faultline::timeline::timeToPixel(time, start, end, width), expected);
    }

    void pixelToTimeDegenerate_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("width");
        QTest::addColumn<qint64>("start");
        QTest::addColumn<qint64>("end");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("zero width gives the range start") << 10.0 << 0.0 << kBase << kBase + 100 << kBase;
        QTest::newRow("empty range gives the range start") << 10.0 << 100.0 << kBase << kBase << kBase;
        QTest::newRow("NaN gives the range start") << std::nan("") << 100.0 << kBase << kBase + 100 << kBase;
        QTest::newRow("saturates high") << 1e30 << 1.0 << qint64(0) << qint64(INT64_MAX / 2) << qint64(INT64_MAX);
        QTest::newRow("saturates low") << -1e30 << 1.0 << qint64(0) << qint64(INT64_MAX / 2) << qint64(INT64_MIN);
        QTest::newRow("rounds to nearest ns") << 0.6 << 1000.0 << kBase << kBase + 1000 << kBase + 1;
    }
    void pixelToTimeDegenerate()
    {
        QFETCH(double, x);
        QFETCH(double, width);
        QFETCH(qint64, start);
        QFETCH(qint64, end);
        QFETCH(qint64, expected);
        QCOMPARE(faultline::timeline::pixelToTime(x, width, start, end), expected);
    }

    void roundTripWithinOneNanosecond_data()
    {
        QTest::addColumn<qint64>("span");
        QTest::addColumn<double>("width");
        QTest::newRow("100 ns over 1920 px") << qint64(100) << 1920.0;
        QTest::newRow("1 ms over 1920 px") << qint64(1'000'000) << 1920.0;
        QTest::newRow("1 hour over 1920 px") << qint64(3'600'000'000'000) << 1920.0;
        QTest::newRow("1 week over 333 px") << qint64(604'800'000'000'000) << 333.0;
        QTest::newRow("7 ns over 1 px") << qint64(7) << 1.0;
    }
    void roundTripWithinOneNanosecond()
    {
        QFETCH(qint64, span);
        QFETCH(double, width);
        std::mt19937_64 rng(span);
        for (int k = 0; k < 2000; ++k) {
            const std::int64_t t = kBase + static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(span + 1));
            const double x = faultline::timeline::timeToPixel(t, kBase, kBase + span, width);
            const std::int64_t back = faultline::timeline::pixelToTime(x, width, kBase, kBase + span);
            QVERIFY2(std::llabs(back - t) <= 1, qPrintable(QStringLiteral("t=%1 back=%2").arg(t).arg(back)));
        }
    }

    void bucketSizeIsAPowerOfTwoAtMostHalfAPixel()
    {
        for (const std::int64_t span : {std::int64_t(1), std::int64_t(1000), std::int64_t(3'600'000'000'000)}) {
            const std::int64_t b = bucketSizeNs(kBase, kBase + span, 1920, 2);
            QVERIFY(b >= 1);
            QCOMPARE(b & (b - 1), std::int64_t(0));
            QVERIFY(static_cast<double>(b) <= std::max(1.0, static_cast<double>(span) / 3840.0));
            QVERIFY(static_cast<double>(b) * 2 > static_cast<double>(span) / 3840.0);
        }
    }

    void rowAtAndRowTop()
    {
        const int heights[] = {20, 0, 30, 10};
        QCOMPARE(rowAt(-1, heights).row, -1);
        QCOMPARE(rowAt(0, heights).row, 0);
        QCOMPARE(rowAt(19, heights).row, 0);
        QCOMPARE(rowAt(20, heights).row, 2); // the zero-height row is never hit
        QCOMPARE(rowAt(25, heights).offset, 5);
        QCOMPARE(rowAt(59, heights).row, 3);
        QCOMPARE(rowAt(60, heights).row, -1);
        QCOMPARE(rowTop(0, heights), 0);
        QCOMPARE(rowTop(2, heights), 20);
        QCOMPARE(rowTop(3, heights), 50);
        QCOMPARE(rowTop(99, heights), 60);
        QCOMPARE(rowAt(5, {}).row, -1);
    }

    void zoomKeepsTheTimeUnderTheCursor()
    {
        ZoomControl zoom;
        zoom.setTrace(kBase, kBase + 10'000'000'000);
        for (const double fraction : {0.0, 0.13, 0.5, 0.77, 1.0}) {
            zoom.setRange(kBase + 1'000'000'000, kBase + 9'000'000'000);
            const qint64 before = zoom.rangeStart() + qint64(fraction * double(zoom.rangeDuration()));
            zoom.zoomAround(fraction, 4.0);
            QCOMPARE(zoom.rangeDuration(), qint64(2'000'000'000));
            const qint64 after = zoom.rangeStart() + qint64(fraction * double(zoom.rangeDuration()));
            QVERIFY2(std::llabs(after - before) <= 1, qPrintable(QString::number(after - before)));
        }
    }

    void zoomIsClampedToTheTraceAndTheMinimumRange()
    {
        ZoomControl zoom;
        zoom.setTrace(kBase, kBase + 1'000'000);
        zoom.zoomAround(0.5, 1e12);
        QCOMPARE(zoom.rangeDuration(), ZoomControl::kMinimumRange);
        zoom.zoomAround(0.5, 1e-12);
        QCOMPARE(zoom.rangeStart(), kBase);
        QCOMPARE(zoom.rangeEnd(), kBase + 1'000'000);
        zoom.setRange(kBase - 5000, kBase + 100);
        QCOMPARE(zoom.rangeStart(), kBase);
        zoom.setRange(kBase + 500, kBase + 600);
        zoom.pan(-100);
        QCOMPARE(zoom.rangeStart(), kBase);
        QCOMPARE(zoom.rangeDuration(), qint64(100));
        zoom.pan(1e9);
        QCOMPARE(zoom.rangeEnd(), kBase + 1'000'000);
        zoom.zoomAround(0.5, std::nan(""));
        QCOMPARE(zoom.rangeEnd(), kBase + 1'000'000);
    }

    void rangeChangedIsEmittedOnlyOnChange()
    {
        ZoomControl zoom;
        zoom.setTrace(kBase, kBase + 1000);
        QSignalSpy spy(&zoom, &ZoomControl::rangeChanged);
        zoom.setRange(kBase, kBase + 1000);
        QCOMPARE(spy.count(), 0);
        zoom.setRange(kBase + 100, kBase + 900);
        QCOMPARE(spy.count(), 1);
        zoom.setRange(kBase + 100, kBase + 900);
        QCOMPARE(spy.count(), 1);
    }

    void historyGoesBackAndForwardAndCoalescesWheelSteps()
    {
        ZoomControl zoom;
        zoom.setTrace(kBase, kBase + 1'000'000);
        QVERIFY(!zoom.canGoBack());
        zoom.setRange(kBase + 1000, kBase + 2000); // recorded
        for (int i = 0; i < 5; ++i)
            zoom.zoomAround(0.5, 1.1); // one coalesced entry
        const qint64 afterWheel = zoom.rangeDuration();
        zoom.back();
        QCOMPARE(zoom.rangeStart(), kBase + 1000);
        QCOMPARE(zoom.rangeEnd(), kBase + 2000);
        zoom.back();
        QCOMPARE(zoom.rangeStart(), kBase);
        QCOMPARE(zoom.rangeEnd(), kBase + 1'000'000);
        QVERIFY(!zoom.canGoBack());
        zoom.forward();
        zoom.forward();
        QCOMPARE(zoom.rangeDuration(), afterWheel);
        QVERIFY(!zoom.canGoForward());
        zoom.back();
        zoom.setRange(kBase + 10, kBase + 20'000); // a new step drops the forward entry
        QVERIFY(!zoom.canGoForward());
    }

    void selectionIsOrderedClampedAndFits()
    {
        ZoomControl zoom;
        zoom.setTrace(kBase, kBase + 1'000'000);
        QSignalSpy spy(&zoom, &ZoomControl::selectionChanged);
        QVERIFY(!zoom.fitSelection());
        zoom.setSelection(kBase + 5000, kBase - 10);
        QCOMPARE(zoom.selectionStart(), kBase);
        QCOMPARE(zoom.selectionEnd(), kBase + 5000);
        QCOMPARE(spy.count(), 1);
        QVERIFY(zoom.fitSelection());
        QCOMPARE(zoom.rangeStart(), kBase);
        QCOMPARE(zoom.rangeEnd(), kBase + 5000);
        zoom.setSelection(kBase + 7, kBase + 7);
        QVERIFY(!zoom.hasSelection());
        QCOMPARE(spy.count(), 2);
    }

    void longestMatchesABruteForceScan()
    {
        const EventColumns e = randomLane(70'000, 7);
        const LaneIndex index(e);
        QCOMPARE(index.size(), e.size());
        std::mt19937 rng(3);
        for (int k = 0; k < 3000; ++k) {
            std::size_t a = rng() % e.size();
            std::size_t b = rng() % (k % 3 == 0 ? e.size() : 600);
            b = std::min(e.size(), a + b);
            if (a == b) {
                QCOMPARE(index.longest(a, b), LaneIndex::npos);
                continue;
            }
            std::size_t best = a;
            for (std::size_t i = a + 1; i < b; ++i)
                if (e.durationAt(i) > e.durationAt(best))
                    best = i;
            QCOMPARE(index.longest(a, b), best);
        }
        QCOMPARE(index.longest(0, e.size() + 10), index.longest(0, e.size()));
    }

    void maxEndBeforeAndEventAt()
    {
        const EventColumns e = randomLane(5000, 11);
        const LaneIndex index(e);
        std::int64_t running = INT64_MIN;
        for (std::size_t i = 0; i <= e.size(); ++i) {
            QCOMPARE(index.maxEndBefore(i), running);
            if (i < e.size())
                running = std::max(running, endOf(e, i));
        }
        for (std::size_t i = 0; i < e.size(); i += 37) {
            if (e.durationAt(i) == 0)
                continue;
            const std::int64_t middle = e.start[i] + e.durationAt(i) / 2;
            const auto hit = index.eventAt(middle, 0);
            QVERIFY(hit.has_value());
            QCOMPARE(*hit, i);
        }
        // In a gap: nothing without tolerance, the nearer neighbour with it.
        for (std::size_t i = 0; i + 1 < e.size(); ++i) {
            const std::int64_t gap = e.start[i + 1] - endOf(e, i);
            if (gap < 100)
                continue;
            const std::int64_t t = endOf(e, i) + 10;
            QVERIFY(!index.eventAt(t, 5).has_value());
            QCOMPARE(index.eventAt(t, 20).value_or(99999), i);
            break;
        }
        QVERIFY(!LaneIndex().eventAt(kBase, 1000).has_value());
    }

    void geometryGuarantees_data()
    {
        QTest::addColumn<double>("zoomFraction"); // fraction of the lane's span shown
        QTest::addColumn<double>("offset");       // where the view starts, fraction of the span
        QTest::addColumn<double>("width");
        QTest::newRow("zoomed out") << 1.0 << 0.0 << 1920.0;
        QTest::newRow("zoomed out, narrow") << 1.0 << 0.0 << 37.0;
        QTest::newRow("mid zoom") << 0.01 << 0.4 << 1920.0;
        QTest::newRow("deep zoom") << 0.00001 << 0.5 << 1920.0;
        QTest::newRow("one pixel") << 0.3 << 0.2 << 1.0;
        QTest::newRow("past the end") << 0.1 << 0.95 << 800.0;
    }
    void geometryGuarantees()
    {
        QFETCH(double, zoomFraction);
        QFETCH(double, offset);
        QFETCH(double, width);
        const EventColumns e = randomLane(200'000, 5);
        const LaneIndex index(e);
        const std::int64_t span = endOf(e, e.size() - 1) - e.start.front();
        const std::int64_t start = e.start.front() + static_cast<std::int64_t>(offset * double(span));
        const std::int64_t end = start
            + std::max<std::int64_t>(100, static_cast<std::int64_t>(zoomFraction * double(span)));

        const LaneGeometry g = buildLaneGeometry(e, index, LaneKind::CudaRuntime, start, end, width);

        // Every rectangle inside bounds, none narrower than 1 px, ordered and not overlapping.
        std::vector<int> runsStartingInColumn(static_cast<std::size_t>(width) + 1, 0);
        for (std::size_t r = 0; r < g.runs.size(); ++r) {
            const Run& run = g.runs[r];
            QVERIFY2(run.x0 >= 0 && run.x1 <= float(width),
                     qPrintable(QStringLiteral("%1..%2").arg(run.x0).arg(run.x1)));
            QVERIFY(run.x1 - run.x0 >= 1.0f - 1e-4f);
            QVERIFY(run.count >= 1);
            QVERIFY(run.event >= run.first && run.event < run.first + run.count);
            if (r > 0)
                QVERIFY(g.runs[r - 1].x1 <= run.x0);
            ++runsStartingInColumn[static_cast<std::size_t>(run.x0)];
            QCOMPARE(run.colour, eventColour(e, run.event, LaneKind::CudaRuntime));
        }
        // At most one run per pixel column.
        for (const int n : runsStartingInColumn)
            QVERIFY(n <= 1);
        // Merged counts add up to the events in the range: those starting in it plus the one
        // reaching into it from before.
        const std::size_t first = index.lowerBound(start);
        const std::size_t last = index.lowerBound(end);
        std::size_t expected = last - first;
        if (first > 0 && endOf(e, first - 1) > start)
            ++expected;
        std::size_t counted = 0;
        for (const Run& run : g.runs)
            counted += run.count;
        QCOMPARE(counted, expected);
        // Zoomed out, work and output are bounded by pixels, not events.
        QVERIFY(g.runs.size() <= static_cast<std::size_t>(width));
    }

    void deepZoomDrawsEachEventAtItsPosition()
    {
        EventColumns e;
        e.append(kBase + 100, 200, (1 << 8) | capture::ops::CudaMalloc, 0, 0, 0, 0);
        e.append(kBase + 400, 100, (1 << 8) | capture::ops::CudaStreamSync, 0, 0, 0, 0);
        e.append(kBase + 900, 50, (1 << 8) | capture::ops::CudaMemcpy, 0, 0, 0, 0);
        const LaneIndex index(e);
        const LaneGeometry g = buildLaneGeometry(e, index, LaneKind::CudaRuntime, kBase, kBase + 1000, 1000);
        QCOMPARE(g.runs.size(), std::size_t(3));
        QCOMPARE(g.runs[0].x0, 100.0f);
        QCOMPARE(g.runs[0].x1, 300.0f);
        QCOMPARE(g.runs[0].colour, ColourKey::Alloc);
        QCOMPARE(g.runs[1].colour, ColourKey::Sync);
        QCOMPARE(g.runs[2].colour, ColourKey::Copy);
        QCOMPARE(g.runs[2].x1, 950.0f);
        // The same lane zoomed out to 2 px: merged into runs whose counts cover all three.
        const LaneGeometry small = buildLaneGeometry(e, index, LaneKind::CudaRuntime, kBase, kBase + 1000, 2);
        std::uint32_t total = 0;
        for (const Run& r : small.runs)
            total += r.count;
        QCOMPARE(total, 3u);
        QVERIFY(small.runs.size() <= 2);
        // An event reaching in from before the view starts at x = 0.
        const LaneGeometry inside = buildLaneGeometry(e, index, LaneKind::CudaRuntime, kBase + 200, kBase + 300, 100);
        QCOMPARE(inside.runs.size(), std::size_t(1));
        QCOMPARE(inside.runs[0].x0, 0.0f);
        QCOMPARE(inside.runs[0].x1, 100.0f);
        // Degenerate views draw nothing.
        QVERIFY(buildLaneGeometry(e, index, LaneKind::CudaRuntime, kBase, kBase + 1000, 0).runs.empty());
        QVERIFY(buildLaneGeometry(e, index, LaneKind::CudaRuntime, kBase, kBase, 100).runs.empty());
    }

    void offCpuLanesAreColouredByLength()
    {
        QCOMPARE(offCpuKey(5'000), ColourKey::OffCpu0);
        QCOMPARE(offCpuKey(50'000), ColourKey::OffCpu1);
        QCOMPARE(offCpuKey(5'000'000), ColourKey::OffCpu3);
        QCOMPARE(offCpuKey(2'000'000'000), ColourKey::OffCpu6);
        QCOMPARE(offCpuKey(INT64_MAX), ColourKey::OffCpu7);
        for (int k = 0; k < kColourKeyCount; ++k) {
            const auto key = static_cast<ColourKey>(k);
            QVERIFY(colourArgb(key, Theme::Light) != colourArgb(key, Theme::Dark) || !isOffCpuKey(key));
            QVERIFY(colourKeyLabel(key)[0] != '\0');
        }
    }

    // A preemption (faultline-probe's arg0 2) has a colour of its own on the off-CPU lane, apart
    // from every length of a block; a block, and a row that does not say (Ingero's 0), by length.
    void preemptionsAreDrawnApartFromBlocks()
    {
        EventColumns e;
        const std::uint16_t sched = static_cast<std::uint16_t>(3 << 8 | capture::ops::SchedSwitch);
        e.append(kBase, 5'000'000, sched, 0, static_cast<std::uint64_t>(capture::OffCpuState::Preempted), 0, 0);
        e.append(kBase + 10'000'000, 5'000'000, sched, 0, static_cast<std::uint64_t>(capture::OffCpuState::Blocked), 0,
                 0);
        e.append(kBase + 20'000'000, 5'000'000, sched, 0, 0, 0, 0);
        e.append(kBase + 30'000'000, 5'000'000, sched, 0, 77, 0, 0); // no state a probe writes
        QCOMPARE(eventColour(e, 0, LaneKind::OffCpu), ColourKey::Preempted);
        QCOMPARE(eventColour(e, 1, LaneKind::OffCpu), offCpuKey(5'000'000));
        QCOMPARE(eventColour(e, 2, LaneKind::OffCpu), offCpuKey(5'000'000));
        QCOMPARE(eventColour(e, 3, LaneKind::OffCpu), offCpuKey(5'000'000));
        for (const Theme theme : {Theme::Light, Theme::Dark}) {
            for (int level = 0; level < kOffCpuLevels; ++level)
                QVERIFY(colourArgb(ColourKey::Preempted, theme)
                        != colourArgb(static_cast<ColourKey>(static_cast<int>(ColourKey::OffCpu0) + level), theme));
        }
        QCOMPARE(std::string(colourKeyLabel(ColourKey::Preempted)), std::string("Preempted"));
    }

    void textOnEveryBarIsReadableInBothThemes()
    {
        // WCAG 2 contrast ratio of two 0xAARRGGBB colours.
        const auto luminance = [](std::uint32_t argb) {
            const auto linear = [](std::uint32_t c) {
                const double v = double(c & 0xFFu) / 255.0;
                return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
            };
            return 0.2126 * linear(argb >> 16) + 0.7152 * linear(argb >> 8) + 0.0722 * linear(argb);
        };
        const auto contrast = [&luminance](std::uint32_t a, std::uint32_t b) {
            const double la = luminance(a);
            const double lb = luminance(b);
            return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
        };
        for (const Theme theme : {Theme::Light, Theme::Dark}) {
            for (int k = 0; k < kColourKeyCount; ++k) {
                const auto key = static_cast<ColourKey>(k);
                const std::uint32_t bar = colourArgb(key, theme);
                const std::uint32_t text = textArgb(key, theme);
                // The better of black and white (the light theme's purple and blue allow about 4.4:1 at best).
                const std::uint32_t other = text == 0xFFFFFFFFu ? 0xFF101010u : 0xFFFFFFFFu;
                QVERIFY2(contrast(text, bar) >= contrast(other, bar), colourKeyLabel(key));
                QVERIFY2(contrast(text, bar) >= (theme == Theme::Dark ? 4.5 : 4.3), colourKeyLabel(key));
            }
        }
        // White on the dark theme's launch blue was 2.8:1.
        QCOMPARE(textArgb(ColourKey::Launch, Theme::Dark), 0xFF101010u);
    }

    void scenarioCaptureGeometryCoversEveryLane()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("c.db")).toStdString();
        capture::ScenarioOptions options;
        options.scenario = "cpu-contention";
        const capture::ScenarioResult written = capture::ScenarioGenerator::generate(path, options);
        QVERIFY2(written.error.empty(), written.error.c_str());
        const LoadResult loaded = TraceBuilder::load(path);
        QVERIFY(loaded.trace);
        const Trace& trace = *loaded.trace;
        std::size_t lanesWithEvents = 0;
        for (const Lane& lane : trace.lanes) {
            const LaneIndex index(lane.events);
            const LaneGeometry g = buildLaneGeometry(lane.events, index, lane.kind, trace.beginNs, trace.endNs + 1,
                                                     1920);
            std::size_t counted = 0;
            for (const Run& r : g.runs)
                counted += r.count;
            QCOMPARE(counted, lane.events.size());
            QVERIFY(g.runs.size() <= 1920);
            lanesWithEvents += lane.events.size() > 0 ? 1 : 0;
        }
        QVERIFY(lanesWithEvents > 2);
    }
};

QTEST_GUILESS_MAIN(TimelineGeometryTest)
#include "tst_timeline_geometry.moc"
