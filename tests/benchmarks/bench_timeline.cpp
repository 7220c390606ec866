// Timeline figures (DESIGN §11): open an N-event capture to a first paint of a 1920×1000
// timeline, then time paints fully zoomed out, at mid zoom (1% of the capture) and at the
// deepest zoom (about 1 µs), each with the geometry rebuilt every frame (the range moves) and
// with only an overlay changing (hover), and the resident memory.
//
//   bench_timeline [--events N] [--scenario NAME] [--keep FILE] [--capture FILE] [--frames F]
//
// --capture reuses an existing capture (for example one kept by bench_capture --keep); --keep
// writes the generated one there instead of a temporary file.

#include "ScenarioGenerator.h"
#include "TraceBuilder.h"
#include "ZoomControl.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMouseEvent>
#include <QStringList>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <unistd.h>

using namespace faultline;

namespace {

constexpr double kPaintBudgetMs = 8;
constexpr double kRebuildBudgetMs = 16;
constexpr double kOpenBudgetS = 3;
constexpr double kBytesPerEventBudget = 40;

std::int64_t residentBytes()
{
    std::ifstream statm("/proc/self/statm");
    std::int64_t size = 0;
    std::int64_t resident = 0;
    statm >> size >> resident;
    return resident * sysconf(_SC_PAGESIZE);
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto rank = static_cast<std::size_t>(std::max(1.0, std::ceil(p * double(v.size()))));
    return v[std::min(rank, v.size()) - 1];
}

const char* verdict(double value, double budget)
{
    return value <= budget ? "within budget" : "OVER BUDGET";
}

struct Frames
{
    double p50 = 0;
    double p95 = 0;
};

// Paints `frames` frames; before each, `step(i)` changes what is shown. Returns paint times (ms).
template<typename Step>
Frames measure(TrackPainter* tracks, int frames, Step step)
{
    std::vector<double> times;
    times.reserve(static_cast<std::size_t>(frames));
    qint64 last = -1;
    const auto connection = QObject::connect(tracks, &TrackPainter::painted, [&last](qint64 ns) { last = ns; });
    for (int i = 0; i < frames; ++i) {
        step(i);
        last = -1;
        tracks->repaint();
        if (last >= 0)
            times.push_back(double(last) / 1e6);
    }
    QObject::disconnect(connection);
    return {percentile(times, 0.5), percentile(times, 0.95)};
}

void hover(TrackPainter* tracks, int x)
{
    const QPointF pos(x, tracks->height() / 2.0);
    QMouseEvent move(QEvent::MouseMove, pos, tracks->mapToGlobal(pos), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(tracks, &move);
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    std::int64_t events = 10'000'000;
    QString scenario = QStringLiteral("cpu-contention");
    QString keep;
    QString existing;
    int frames = 50;
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QStringLiteral("--events"))
            events = args[++i].toLongLong();
        else if (args[i] == QStringLiteral("--scenario"))
            scenario = args[++i];
        else if (args[i] == QStringLiteral("--keep"))
            keep = args[++i];
        else if (args[i] == QStringLiteral("--capture"))
            existing = args[++i];
        else if (args[i] == QStringLiteral("--frames"))
            frames = std::max(5, args[++i].toInt());
    }
    if (const QByteArray env = qgetenv("FAULTLINE_BENCH_EVENTS"); !env.isEmpty())
        events = env.toLongLong();

    QTemporaryDir dir;
    QString path = existing;
    if (path.isEmpty() || !QFileInfo::exists(path)) {
        path = keep.isEmpty() ? dir.filePath(QStringLiteral("bench.db")) : keep;
        std::printf("timeline benchmark: generating scenario %s, at least %lld events, into %s\n", qPrintable(scenario),
                    static_cast<long long>(events), qPrintable(path));
        capture::ScenarioOptions options;
        options.scenario = scenario.toStdString();
        options.seed = 7;
        options.minEvents = events;
        const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
            QFile::encodeName(path).toStdString(), options);
        if (!written.ok) {
            std::fprintf(stderr, "generation failed: %s\n", written.error.c_str());
            return 1;
        }
    } else {
        std::printf("timeline benchmark: reusing %s\n", qPrintable(path));
    }

    // Open to first paint: load, build the timeline (indexes, counters, rows), paint once.
    const std::int64_t residentBefore = residentBytes();
    QElapsedTimer total;
    total.start();
    QElapsedTimer step;
    step.start();
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(path).toStdString());
    if (!loaded.trace) {
        std::fprintf(stderr, "load failed: %s\n", loaded.error.c_str());
        return 1;
    }
    const double loadS = double(step.nsecsElapsed()) / 1e9;
    const std::int64_t residentLoaded = residentBytes();
    const std::shared_ptr<const Trace> trace = std::move(loaded.trace);
    const std::int64_t eventCount = trace->eventCount();
    step.restart();
    TimelineView view(trace);
    const double modelS = double(step.nsecsElapsed()) / 1e9;
    view.resize(1920, 1000);
    view.show();
    TrackPainter* tracks = view.trackPainter();
    qint64 firstPaint = -1;
    const auto firstConnection = QObject::connect(tracks, &TrackPainter::painted, [&firstPaint](qint64 ns) {
        if (firstPaint < 0)
            firstPaint = ns;
    });
    step.restart();
    QCoreApplication::processEvents(); // layout, show, first paint
    tracks->repaint();
    QObject::disconnect(firstConnection);
    const double paintS = double(step.nsecsElapsed()) / 1e9;
    const double openS = double(total.nsecsElapsed()) / 1e9;
    const std::int64_t residentAfter = residentBytes();

    std::printf("capture: %lld events in %zu lanes; tracks area %d×%d px\n", static_cast<long long>(eventCount),
                trace->lanes.size(), tracks->width(), tracks->height());
    std::printf("open to first paint: %.2f s (load %.2f s, timeline model and widgets %.2f s, layout and first paint "
                "%.3f s; the first paint itself %.1f ms)  budget <= %.0f s: %s\n",
                openS, loadS, modelS, paintS, double(firstPaint) / 1e6, kOpenBudgetS, verdict(openS, kOpenBudgetS));
    const double count = double(std::max<std::int64_t>(1, eventCount));
    const double perEvent = double(residentLoaded - residentBefore) / count;
    std::printf("memory: RSS %.1f MiB after first paint; loading grew it by %.1f bytes per event (event columns "
                "alone %.1f)  budget <= %.0f: %s; the timeline (indexes, counters, widgets, first geometry) added "
                "%.1f MiB = %.1f bytes per event\n",
                double(residentAfter) / 1048576.0, perEvent, double(trace->eventResidentBytes()) / count,
                kBytesPerEventBudget, verdict(perEvent, kBytesPerEventBudget),
                double(residentAfter - residentLoaded) / 1048576.0, double(residentAfter - residentLoaded) / count);

    timeline::ZoomControl* zoom = view.zoom();
    const qint64 begin = zoom->traceStart();
    const qint64 span = zoom->traceEnd() - begin;
    // The deepest zoom sits in the busiest lane's median event, where the data is densest.
    std::size_t busiest = 0;
    for (std::size_t l = 0; l < trace->lanes.size(); ++l)
        if (trace->lanes[l].events.size() > trace->lanes[busiest].events.size())
            busiest = l;
    const EventColumns& dense = trace->lanes[busiest].events;
    const qint64 denseTime = dense.size() > 0 ? dense.start[dense.size() / 2] : begin + span / 2;

    struct Zoom
    {
        const char* name;
        qint64 start;
        qint64 end;
    };
    const Zoom zooms[] = {
        {"fully zoomed out", begin, begin + span},
        {"mid zoom (1% of the capture)", begin + span / 2 - span / 200, begin + span / 2 + span / 200},
        {"deepest zoom (1 us)", denseTime - 500, denseTime + 500},
    };
    std::printf(
        "\npaint time over %d frames, ms (p50 / p95); budgets: %.0f ms repaint, %.0f ms with geometry rebuild\n",
        frames, kPaintBudgetMs, kRebuildBudgetMs);
    bool within = true;
    for (const Zoom& z : zooms) {
        zoom->setRange(z.start, z.end, timeline::ZoomControl::History::None);
        const qint64 s = zoom->rangeStart();
        const qint64 e = zoom->rangeEnd();
        const qint64 nudge = std::max<qint64>(1, (e - s) / 1000);
        tracks->repaint();
        // Every frame a slightly different range: every visible lane's geometry is rebuilt.
        const quint64 buildsBefore = tracks->geometryBuilds();
        const Frames rebuild = measure(tracks, frames, [&](int i) {
            // Moving the start by a thousandth of the range: the range changes even when it is
            // the whole capture (which cannot pan).
            const qint64 shift = (i % 2 == 0) ? nudge : 0;
            zoom->setRange(s + shift, e, timeline::ZoomControl::History::None);
        });
        const quint64 builds = tracks->geometryBuilds() - buildsBefore;
        zoom->setRange(s, e, timeline::ZoomControl::History::None);
        tracks->repaint();
        // Only the hover overlay moves: geometry is replayed from the cache.
        const quint64 cachedBefore = tracks->geometryBuilds();
        const Frames repaint = measure(tracks, frames,
                                       [&](int i) { hover(tracks, 40 + (i * 37) % (tracks->width() - 80)); });
        const quint64 cachedBuilds = tracks->geometryBuilds() - cachedBefore;
        std::printf(
            "  %-30s rebuild %6.2f / %6.2f (%s, %llu lane builds)   repaint only %6.2f / %6.2f (%s, %llu builds)\n",
            z.name, rebuild.p50, rebuild.p95, verdict(rebuild.p95, kRebuildBudgetMs),
            static_cast<unsigned long long>(builds), repaint.p50, repaint.p95, verdict(repaint.p95, kPaintBudgetMs),
            static_cast<unsigned long long>(cachedBuilds));
        within = within && rebuild.p95 <= kRebuildBudgetMs && repaint.p95 <= kPaintBudgetMs;
    }
    std::printf("\nRSS at the end: %.1f MiB\n", double(residentBytes()) / 1048576.0);
    std::printf("result: %s\n",
                within && openS <= kOpenBudgetS ? "all timeline figures within budget"
                                                : "some figures over budget (see above)");
    return 0;
}
