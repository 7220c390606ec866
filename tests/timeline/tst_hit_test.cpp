// The timeline's picking as pure functions: the nearest run within the tolerance, an event that is
// wide enough to see picked inside a merged run, a merged run of tiny events picked as a whole,
// and the nearest instant. Lanes are written event by event, so every answer is known.

#include "HitTest.h"

#include <QTest>

using namespace faultline;
using namespace faultline::timeline;

namespace {

constexpr std::uint16_t kLaunch = (1 << 8) | 3;

// A lane with events (start, duration) in ns.
EventColumns lane(std::initializer_list<std::pair<std::int64_t, std::int64_t>> events)
{
    EventColumns e;
    for (const auto& [start, duration] : events)
        e.append(start, duration, kLaunch, 0, 0, 0, 0);
    return e;
}

Run run(float x0, float x1, std::uint32_t first, std::uint32_t count, std::uint32_t event)
{
    Run r;
    r.x0 = x0;
    r.x1 = x1;
    r.first = first;
    r.count = count;
    r.event = event;
    return r;
}

struct Item
{
    std::int64_t time = 0;
    int id = 0;
};

} // namespace

class TestHitTest : public QObject
{
    Q_OBJECT

private slots:
    void theNearestRunWithinTheToleranceIsPicked()
    {
        const std::vector<Run> runs = {run(10, 20, 0, 1, 0), run(30, 31, 1, 1, 1), run(34, 40, 2, 1, 2)};
        QCOMPARE(nearestRun(runs, 15), &runs[0]);   // inside
        QCOMPARE(nearestRun(runs, 21.5), &runs[0]); // 1.5 px past its end
        QCOMPARE(nearestRun(runs, 32.5), &runs[1]); // 1.5 from the second, 1.5 from the third: the first of them
        QCOMPARE(nearestRun(runs, 33.2), &runs[2]); // nearer the third
        QVERIFY(!nearestRun(runs, 25));             // 5 px from either
        QVERIFY(!nearestRun(runs, 43));
        QVERIFY(!nearestRun({}, 10));
        QCOMPARE(nearestRun(runs, 25, 5), &runs[0]); // a wider tolerance reaches it
    }

    void aMergedRunOfTinyEventsIsPickedAsAWhole()
    {
        // 1 ns per pixel over [0, 100): ten events of 1 ns from 50, merged into one run of 10 px.
        EventColumns events;
        for (int i = 0; i < 10; ++i)
            events.append(50 + i, 1, kLaunch, 0, 0, 0, 0);
        const LaneIndex index(events);
        const std::vector<Run> runs = {run(50, 60, 0, 10, 3)};
        const RunPick pick = pickRun(runs, events, index, 55, 55, 1.0);
        QCOMPARE(pick.run, &runs[0]);
        QVERIFY(pick.isMerged());
        QVERIFY(!pick.event);
        QCOMPARE(pick.mergedCount, 10u);
        QCOMPARE(pick.mergedFirst, 0u);
        QCOMPARE(pick.mergedStart, std::int64_t(50));
        QCOMPARE(pick.mergedEnd, std::int64_t(60)); // the last event's end
    }

    void aWideEventInsideAMergedRunIsItself()
    {
        // 10 ns per pixel: a 200 ns event (20 px) among 1 ns ones, all one run.
        const EventColumns events = lane({{1000, 1}, {1005, 200}, {1300, 1}});
        const LaneIndex index(events);
        const std::vector<Run> runs = {run(100, 130, 0, 3, 1)};
        const RunPick onIt = pickRun(runs, events, index, 110, 1100, 10.0);
        QVERIFY(!onIt.isMerged());
        QCOMPARE(onIt.event.value_or(99), std::size_t(1));
        // Where no event lies under the point, the run as a whole.
        const RunPick beside = pickRun(runs, events, index, 129, 1290, 10.0);
        QVERIFY(beside.isMerged());
        QCOMPARE(beside.mergedCount, 3u);
    }

    void aSingleEventRunIsItsEvent()
    {
        const EventColumns events = lane({{0, 10}, {100, 50}});
        const LaneIndex index(events);
        const std::vector<Run> runs = {run(0, 1, 0, 1, 0), run(10, 15, 1, 1, 1)};
        // 10 ns per pixel; at 16.5 px the time (165) is past the event: the run's own event.
        const RunPick pick = pickRun(runs, events, index, 16.5, 165, 10.0);
        QCOMPARE(pick.run, &runs[1]);
        QCOMPARE(pick.event.value_or(99), std::size_t(1));
        QVERIFY(!pickRun(runs, events, index, 40, 400, 10.0).run);
    }

    void theNearestInstantWithinTheToleranceIsPicked()
    {
        const std::vector<Item> items = {{100, 1}, {200, 2}, {206, 3}};
        QCOMPARE(nearestByTime(items, 103, 10)->id, 1);
        QCOMPARE(nearestByTime(items, 204, 10)->id, 3);
        QCOMPARE(nearestByTime(items, 203, 10)->id, 2); // equally near: the first
        QVERIFY(!nearestByTime(items, 150, 10));
        QVERIFY(!nearestByTime(std::vector<Item>(), 150, 10));
    }
};

QTEST_GUILESS_MAIN(TestHitTest)
#include "tst_hit_test.moc"
