// Benchmark: the Memory workspace's block map with 100k blocks. Prints the time to lay the
// state out (what every scrub step costs before it paints) and to paint a 1920×1000 viewport,
// zoomed out and zoomed in, with and without highlighted blocks, for two shapes of state:
// many segments of a few dozen blocks (the caching allocator's usual picture) and one
// expandable segment holding every block. The frame budget is the scrubber's 60 frames/s
// (16.7 ms for layout plus paint, DESIGN.md §11) and the timeline's 8 ms for a repaint.
//
// Options: --blocks N (default 100000), --frames N (default 60).

#include "memory/BlockMap.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QRegion>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <unordered_set>
#include <vector>

using namespace faultline;
using namespace faultline::snapshot;

namespace {

using Clock = std::chrono::steady_clock;

double ms(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double, std::milli>(b - a).count();
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

// `segments` segments of `perSegment` blocks each: sizes from 512 B to 64 MiB (log-uniform),
// about 60 % allocated, 10 % pending free, the rest free gaps; 400 distinct stacks.
std::vector<StateSegment> makeState(std::size_t segments, std::size_t perSegment, std::uint32_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> logSize(9.0, 26.0);
    std::uniform_int_distribution<int> state(0, 9);
    std::uniform_int_distribution<StackId> stack(1, 400);
    std::vector<StateSegment> out(segments);
    std::uint64_t address = 0x7f0000000000ULL;
    for (StateSegment& seg : out) {
        seg.segment.address = address;
        seg.blocks.reserve(perSegment);
        std::uint64_t at = address;
        for (std::size_t b = 0; b < perSegment; ++b) {
            StateBlock block;
            block.address = at;
            block.size = (static_cast<std::uint64_t>(std::exp2(logSize(rng))) + 511) / 512 * 512;
            block.requested = block.size - 256;
            const int s = state(rng);
            block.state = s < 6 ? BlockState::ActiveAllocated
                : s < 7         ? BlockState::ActivePendingFree
                                : BlockState::Inactive;
            block.stack = block.state == BlockState::Inactive ? 0 : stack(rng);
            at += block.size;
            seg.blocks.push_back(block);
        }
        seg.segment.size = at - address;
        address = (at + (2ULL << 20)) / (2ULL << 20) * (2ULL << 20);
    }
    return out;
}

struct Figures
{
    double layoutP50 = 0;
    double layoutP95 = 0;
    double paintP50 = 0;
    double paintP95 = 0;
};

// Lays the state out `frames` times (as a scrub does) and paints the viewport at `origin` each time.
Figures run(BlockMap& map, const std::vector<const StateSegment*>& rows, double zoom, QPoint origin, int frames)
{
    QImage image(1920, 1000, QImage::Format_ARGB32_Premultiplied);
    std::vector<double> layout;
    std::vector<double> paint;
    map.setZoom(zoom);
    for (int i = 0; i < frames; ++i) {
        const auto t0 = Clock::now();
        map.setState(nullptr, rows);
        const auto t1 = Clock::now();
        QPainter painter(&image);
        map.render(&painter, QPoint(), QRegion(QRect(origin, image.size())));
        painter.end();
        const auto t2 = Clock::now();
        layout.push_back(ms(t0, t1));
        paint.push_back(ms(t1, t2));
    }
    return {percentile(layout, 0.5), percentile(layout, 0.95), percentile(paint, 0.5), percentile(paint, 0.95)};
}

void print(const char* what, const Figures& f)
{
    const double frame = f.layoutP50 + f.paintP50;
    std::printf("  %-44s layout p50 %6.2f / p95 %6.2f ms   paint p50 %6.2f / p95 %6.2f ms   frame %6.2f ms %s\n", what,
                f.layoutP50, f.layoutP95, f.paintP50, f.paintP95, frame,
                frame <= 1000.0 / 60.0 ? "(within 16.7 ms)" : "(OVER 16.7 ms)");
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    std::size_t blocks = 100'000;
    int frames = 60;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QStringLiteral("--blocks"))
            blocks = std::max<qulonglong>(1000, args[++i].toULongLong());
        else if (args[i] == QStringLiteral("--frames"))
            frames = std::max(5, args[++i].toInt());
    }

    BlockMap map;
    map.setBaseWidth(1920);
    std::printf("block map benchmark: %zu blocks, 1920x1000 viewport, %d frames each (medians)\n", blocks, frames);

    const std::vector<StateSegment> many = makeState(blocks / 50, 50, 7);
    std::vector<const StateSegment*> manyRows;
    for (const StateSegment& s : many)
        manyRows.push_back(&s);
    std::printf("%zu segments of 50 blocks:\n", many.size());
    print("zoomed out, top rows", run(map, manyRows, 1.0, QPoint(0, 0), frames));
    print("zoomed out, middle rows", run(map, manyRows, 1.0, QPoint(0, map.height() / 2), frames));
    print("zoom x50, middle", run(map, manyRows, 50.0, QPoint(map.width() / 2, map.height() / 2), frames));
    std::unordered_set<StackId> stacks;
    for (StackId s = 1; s <= 40; ++s)
        stacks.insert(s);
    map.setHighlightedStacks(stacks);
    print("zoomed out, 10% of stacks highlighted", run(map, manyRows, 1.0, QPoint(0, 0), frames));
    map.setHighlightedStacks({});

    const std::vector<StateSegment> one = makeState(1, blocks, 11);
    const std::vector<const StateSegment*> oneRow{&one.front()};
    std::printf("one expandable segment of %zu blocks:\n", blocks);
    print("zoomed out, left end", run(map, oneRow, 1.0, QPoint(0, 0), frames));
    print("zoom x1000, middle", run(map, oneRow, 1000.0, QPoint(map.width() / 2, 0), frames));
    return 0;
}
