// Call to screen in the app (DESIGN §11: <= 250 ms): the real faultline-probe replays a capture at
// its recorded pace over stdio to the main window (Capture ▸ Attach's path: LiveSession,
// TraceBuilder::extend, the timeline replaced and painted), offscreen.
//
//   bench_live [--rate EVENTS_PER_S] [--seconds S] [--threads N]
//
// Per refresh shown: from the probe producing the oldest event the refresh adds (its batch's
// produced_ns) to the window having shown and painted it. Prints the median, 90th and 99th
// percentiles and the maximum, the refreshes and how many extended the trace, and, for the
// refresh cost's growth with the capture, the median interval between refreshes in the first
// and the last quarter of the run.

#include "CaptureWriter.h"
#include "OpCatalog.h"
#include "TransportCommand.h"
#include "attach/AttachDialog.h"
#include "attach/LiveSession.h"
#include "window/LiveController.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace faultline;

namespace {

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// `seconds` of CUDA calls and off-CPU intervals from `threads` threads of one process, `rate`
// events/s in all, written through the real writer.
bool writeCapture(const std::string& path, int rate, int seconds, int threads, std::string* error)
{
    capture::CaptureWriter writer;
    capture::WriterOptions options;
    options.node = "bench-live";
    if (!writer.open(path, options, error))
        return false;
    const std::int64_t base = 1'700'000'000'000'000'000LL;
    const std::int64_t step = 1'000'000'000LL / rate;
    const std::int64_t total = static_cast<std::int64_t>(rate) * seconds;
    for (std::int64_t i = 0; i < total; ++i) {
        const auto t = static_cast<std::uint32_t>(i % threads);
        capture::EventRecord e;
        e.timestamp = base + i * step;
        e.tid = 7000 + t;
        if (i % 3 == 2) {
            e.pid = e.tid; // Ingero's sched_switch convention
            e.source = static_cast<std::uint8_t>(capture::Source::Host);
            e.op = capture::ops::SchedSwitch;
            e.duration = step * 2;
        } else {
            e.pid = 7000;
            e.source = 1;
            e.op = i % 3 == 0 ? capture::ops::CudaLaunchKernel : capture::ops::CudaStreamSync;
            e.duration = step / 2;
            e.arg0 = static_cast<std::uint64_t>(i);
        }
        writer.addEvent(e, t == 0 ? "python3" : "pt_worker");
    }
    for (int t = 0; t < threads; ++t)
        writer.addThread(
            {static_cast<std::uint32_t>(7000 + t), 7000, t == 0 ? "python3" : "pt_worker", base, base + total * step});
    writer.addProcessName({7000, "python3", base});
    return writer.finish(error);
}

} // namespace

int main(int argc, char** argv)
{
    int rate = 20'000;
    int seconds = 20;
    int threads = 8;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--rate") == 0)
            rate = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--seconds") == 0)
            seconds = std::max(1, std::atoi(argv[i + 1]));
        else if (std::strcmp(argv[i], "--threads") == 0)
            threads = std::max(1, std::atoi(argv[i + 1]));
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_live"));

    QTemporaryDir dir;
    const std::string source = QDir(dir.path()).filePath(QStringLiteral("source.db")).toStdString();
    std::string error;
    if (!writeCapture(source, rate, seconds, threads, &error)) {
        std::printf("bench_live: cannot write the capture: %s\n", error.c_str());
        return 1;
    }

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    AttachDialog::Request request;
    request.target.kind = remote::AttachTarget::Kind::Local;
    request.target.elevation = remote::AttachTarget::Elevation::None;
    request.target.probePath = FAULTLINE_PROBE_BINARY;
    request.target.replayFile = source;
    request.target.replaySpeed = 1;
    request.outputPath = QDir(dir.path()).filePath(QStringLiteral("live.db"));
    request.node = QStringLiteral("bench-live");

    std::vector<double> latencyMs;
    std::vector<double> newestMs;
    std::vector<double> addedEvents; // per refresh with a latency
    double shownEvents = 0;
    std::vector<double> readMs;
    std::vector<double> showMs;
    std::vector<double> paintMs;
    std::vector<std::pair<double, double>> refreshAt; // (s since start, events shown)
    QElapsedTimer clock;
    clock.start();
    LiveSession* session = nullptr;
    std::size_t seen = 0;
    QObject::connect(window.live(), &LiveController::traceShown, &window, [&](std::shared_ptr<const Trace> trace) {
        QElapsedTimer paint;
        paint.start();
        window.repaint();
        const double painted = static_cast<double>(paint.nsecsElapsed()) / 1e6;
        refreshAt.emplace_back(static_cast<double>(clock.nsecsElapsed()) / 1e9,
                               static_cast<double>(trace->eventCount()));
        const double before = shownEvents;
        if (session && session->screenLatencies().size() > seen) {
            seen = session->screenLatencies().size();
            latencyMs.push_back(static_cast<double>(session->screenLatencies().back()) / 1e6 + painted);
            newestMs.push_back(static_cast<double>(session->newestScreenLatencies().back()) / 1e6 + painted);
            addedEvents.push_back(static_cast<double>(trace->eventCount()) - before);
            readMs.push_back(static_cast<double>(session->lastReadNs()) / 1e6);
            showMs.push_back(static_cast<double>(session->lastShowNs()) / 1e6);
            paintMs.push_back(painted);
        }
        shownEvents = static_cast<double>(trace->eventCount());
    });
    bool ok = false;
    QString message;
    QObject::connect(window.live(), &LiveController::finished, &app, [&](bool finishedOk, const QString& text) {
        ok = finishedOk;
        message = text;
        app.quit();
    });
    session = window.live()->start(request);
    if (!session) {
        std::printf("bench_live: the live session did not start\n");
        return 1;
    }
    QTimer::singleShot((seconds + 120) * 1000, &app, [&] {
        message = QStringLiteral("timed out");
        app.quit();
    });
    app.exec();
    if (!ok) {
        std::printf("bench_live: the live capture failed: %s\n", qPrintable(message));
        return 1;
    }

    // The interval between refreshes early and late in the run: the cost of a refresh grows with
    // the trace it copies and shows, and the interval adapts to keep it under a quarter of wall time.
    std::vector<double> early;
    std::vector<double> late;
    const double span = refreshAt.empty() ? 0 : refreshAt.back().first;
    for (std::size_t i = 1; i < refreshAt.size(); ++i) {
        const double gap = (refreshAt[i].first - refreshAt[i - 1].first) * 1000;
        if (refreshAt[i].first < span / 4)
            early.push_back(gap);
        else if (refreshAt[i].first > 3 * span / 4)
            late.push_back(gap);
    }
    const double median = percentile(latencyMs, 0.5);
    // Per event: the events a refresh adds were produced evenly between its oldest and its newest
    // (a steady rate), so each refresh stands for its events at ten evenly spaced latencies.
    std::vector<std::pair<double, double>> perEvent; // (latency ms, events)
    double events = 0;
    for (std::size_t i = 0; i < latencyMs.size(); ++i) {
        for (int k = 0; k < 10; ++k) {
            const double f = (k + 0.5) / 10;
            perEvent.emplace_back(newestMs[i] + f * (latencyMs[i] - newestMs[i]), addedEvents[i] / 10);
        }
        events += addedEvents[i];
    }
    std::sort(perEvent.begin(), perEvent.end());
    auto eventPercentile = [&](double p) {
        double counted = 0;
        for (const auto& [ms, n] : perEvent) {
            counted += n;
            if (counted >= p * events)
                return ms;
        }
        return perEvent.empty() ? 0.0 : perEvent.back().first;
    };
    std::printf("call to screen, %d events/s from %d threads for %d s replayed at the recorded pace through "
                "faultline-probe over stdio into the main window (offscreen, 1600x1000):\n",
                rate, threads, seconds);
    std::printf("  %zu refreshes shown, %d extended the trace with the new rows; %lld events at the end\n",
                refreshAt.size(), session->extensions(),
                static_cast<long long>(refreshAt.empty() ? 0 : refreshAt.back().second));
    std::printf("  probe produced -> window painted, the oldest event each refresh adds (the refresh's worst): median "
                "%.0f ms, p90 %.0f ms, p99 %.0f ms, max %.0f ms over %zu refreshes\n",
                median, percentile(latencyMs, 0.9), percentile(latencyMs, 0.99), percentile(latencyMs, 1.0),
                latencyMs.size());
    std::printf("  per event (spread evenly between each refresh's newest and oldest): median %.0f ms, p90 %.0f ms, "
                "p99 %.0f ms (budget <= 250 ms: %s)\n",
                eventPercentile(0.5), eventPercentile(0.9), eventPercentile(0.99),
                events > 0 && eventPercentile(0.5) <= 250 ? "met" : "MISSED");
    std::printf("  per refresh, median (p90): reading the new rows %.1f ms (%.1f), showing %.1f ms (%.1f), painting "
                "%.1f ms (%.1f)\n",
                percentile(readMs, 0.5), percentile(readMs, 0.9), percentile(showMs, 0.5), percentile(showMs, 0.9),
                percentile(paintMs, 0.5), percentile(paintMs, 0.9));
    std::printf("  interval between refreshes: median %.0f ms in the first quarter, %.0f ms in the last\n",
                percentile(early, 0.5), percentile(late, 0.5));
    return 0;
}
