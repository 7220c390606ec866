// Benchmark: reading a PyTorch memory snapshot of at least 1 GB (written by
// make_large_snapshot.py, so python3 is needed) against CPython's own pickle.load of the same
// file, then scrubbing its allocator history. Prints its figures and the budgets of DESIGN.md §11:
// parse >= 3x faster than pickle.load, 1 GB in <= 10 s and <= 2 GB RAM, scrub at 60 frames/s.
//
// Environment: FAULTLINE_BENCH_SNAPSHOT_MB (default 1024) sizes the generated file;
// FAULTLINE_BENCH_SNAPSHOT=FILE uses an existing snapshot instead; FAULTLINE_BENCH_KEEP=1 keeps
// the generated file (its path is printed).

#include "BenchSupport.h"
#include "SiteSeries.h"
#include "SnapshotMetrics.h"
#include "SnapshotReader.h"
#include "SnapshotReplay.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <sys/resource.h>
#include <vector>

using namespace faultline::snapshot;

namespace {

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

double currentRssMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1));
    return v[i];
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty()) {
        std::printf("bench_snapshot: SKIPPED - python3 is needed (it writes the large snapshot and times CPython's "
                    "pickle.load on it)\n");
        return 0;
    }
    QTemporaryDir dir;
    QString path = qEnvironmentVariable("FAULTLINE_BENCH_SNAPSHOT");
    const double targetMb = qEnvironmentVariableIsSet("FAULTLINE_BENCH_SNAPSHOT_MB")
        ? qEnvironmentVariable("FAULTLINE_BENCH_SNAPSHOT_MB").toDouble()
        : 1024.0;
    if (path.isEmpty()) {
        if (qEnvironmentVariableIntValue("FAULTLINE_BENCH_KEEP") != 0)
            dir.setAutoRemove(false);
        path = dir.filePath(QStringLiteral("large_snapshot.pickle"));
        // About 104 bytes per entry with this generator's defaults; a little more to be sure.
        const auto entries = static_cast<qint64>(targetMb * 1024 * 1024 / 100.0);
        std::printf("generating a %.0f MB snapshot (%lld trace entries) with make_large_snapshot.py ...\n", targetMb,
                    static_cast<long long>(entries));
        std::fflush(stdout);
        const auto g0 = Clock::now();
        QByteArray out;
        if (!faultline::bench::runPython(python,
                                         {QStringLiteral(FAULTLINE_BENCH_DIR "/make_large_snapshot.py"), path,
                                          QStringLiteral("--entries"), QString::number(entries)},
                                         &out)) {
            std::printf("bench_snapshot: FAILED to generate the snapshot\n");
            return 1;
        }
        std::printf("  %s  generated in %.1f s\n", out.trimmed().constData(), seconds(g0, Clock::now()));
    }
    const double fileMb = static_cast<double>(QFileInfo(path).size()) / (1024.0 * 1024.0);
    std::printf("snapshot: %s (%.1f MiB)\n", qPrintable(path), fileMb);

    // Warm the page cache the same way for both readers.
    {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            while (!f.read(64 << 20).isEmpty()) { }
        }
    }

    const double rssBefore = currentRssMb();
    const auto t0 = Clock::now();
    ReadResult result = SnapshotReader::readFile(QFile::encodeName(path).toStdString());
    const auto t1 = Clock::now();
    const double peak = faultline::bench::peakRssMb();
    if (!result.snapshot) {
        std::printf("bench_snapshot: FAILED to read: %s\n", result.error.c_str());
        return 1;
    }
    const Snapshot& s = *result.snapshot;
    const double parse = seconds(t0, t1);
    std::printf("\nparse (faultline):       %.2f s, %.0f MiB/s, %zu trace entries, %zu segments, %zu frames, %zu "
                "stacks\n",
                parse, fileMb / parse, s.trace.count(), s.segmentCount(), s.frames.size(), s.stacks.count() - 1);
    std::printf("  peak RSS %.0f MiB (%.0f MiB before), model %.0f MiB resident\n", peak, rssBefore,
                static_cast<double>(s.residentBytes()) / (1024.0 * 1024.0));

    QByteArray cpython;
    const QString script = QStringLiteral("import pickle, resource, sys, time\n"
                                          "class NoGlobals(pickle.Unpickler):\n"
                                          "    def find_class(self, m, n):\n"
                                          "        raise pickle.UnpicklingError('refused')\n"
                                          "f = open(sys.argv[1], 'rb')\n"
                                          "t = time.perf_counter()\n"
                                          "NoGlobals(f).load()\n"
                                          "d = time.perf_counter() - t\n"
                                          "print(d, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)\n");
    double cpythonSeconds = 0;
    if (faultline::bench::runPython(python, {QStringLiteral("-c"), script, path}, &cpython)) {
        const QList<QByteArray> fields = cpython.trimmed().split(' ');
        cpythonSeconds = fields.value(0).toDouble();
        std::printf("pickle.load (CPython):   %.2f s, %.0f MiB/s, peak RSS %.0f MiB\n", cpythonSeconds,
                    fileMb / cpythonSeconds, fields.value(1).toDouble());
    } else {
        std::printf("pickle.load (CPython):   failed\n");
    }
    const double ratio = cpythonSeconds > 0 ? cpythonSeconds / parse : 0;
    const double perGb = parse * 1024.0 / fileMb;
    std::printf("ratio: %.2fx faster than pickle.load (budget >= 3x: %s)\n", ratio, ratio >= 3 ? "ok" : "OVER");
    std::printf("1 GB in %.2f s (budget <= 10 s: %s), peak RSS %.0f MiB (budget <= 2048 MiB: %s)\n", perGb,
                perGb <= 10 ? "ok" : "OVER", peak, peak <= 2048 ? "ok" : "OVER");

    // Allocator history of the device with the longest trace.
    DeviceTrace longest;
    for (const DeviceTrace& t : s.deviceTraces) {
        if (t.count() > longest.count())
            longest = t;
    }
    const auto r0 = Clock::now();
    const auto replay = SnapshotReplay::build(s, longest.device);
    const auto r1 = Clock::now();
    std::printf("\nreplay build (device %lld, %zu entries): %.2f s, %zu checkpoints every %zu entries, %.0f MiB, "
                "anomalies %llu\n",
                static_cast<long long>(longest.device), replay->entryCount(), seconds(r0, r1),
                replay->checkpointCount(), replay->checkpointInterval(),
                static_cast<double>(replay->residentBytes()) / (1024.0 * 1024.0),
                static_cast<unsigned long long>(replay->anomalyCount()));
    const std::size_t n = replay->entryCount();
    if (n < 10000000)
        std::printf("  note: fewer than 10M trace entries (scrub figures below are for %zu)\n", n);

    ReplayCursor cursor(*replay);
    // Single steps.
    cursor.seek(0);
    const std::size_t steps = std::min<std::size_t>(n, 2000000);
    const auto s0 = Clock::now();
    for (std::size_t k = 0; k < steps; ++k)
        cursor.stepForward();
    const auto s1 = Clock::now();
    std::printf("scrub step: %.0f ns per entry forward (%zu steps)\n",
                seconds(s0, s1) * 1e9 / static_cast<double>(steps), steps);
    // Dragging the slider across the whole history in 600 frames, and random jumps; a frame is
    // a seek plus the address-ordered state a block map paints.
    std::vector<double> drag;
    std::vector<double> jumps;
    for (std::size_t f = 0; f <= 600; ++f) {
        const auto a = Clock::now();
        cursor.seek(n * f / 600);
        (void)cursor.state();
        drag.push_back(seconds(a, Clock::now()) * 1e3);
    }
    std::mt19937_64 rng(1);
    for (int i = 0; i < 300; ++i) {
        const std::size_t k = rng() % (n + 1);
        const auto a = Clock::now();
        cursor.seek(k);
        (void)cursor.state();
        jumps.push_back(seconds(a, Clock::now()) * 1e3);
    }
    const double dragP95 = percentile(drag, 0.95);
    const double jumpP95 = percentile(jumps, 0.95);
    std::printf("scrub frame (seek + sorted state), dragging end to end in 600 frames: p50 %.2f ms, p95 %.2f ms\n",
                percentile(drag, 0.5), dragP95);
    std::printf("scrub frame, random jumps: p50 %.2f ms, p95 %.2f ms (budget 60 frames/s = 16.7 ms: %s)\n",
                percentile(jumps, 0.5), jumpP95, std::max(dragP95, jumpP95) <= 16.7 ? "ok" : "OVER");
    const auto m0 = Clock::now();
    const auto buckets = replay->series(0, n, 1920);
    std::printf("memory-over-time series, %zu buckets over all entries: %.0f ms\n", buckets.size(),
                seconds(m0, Clock::now()) * 1e3);
    const auto site0 = Clock::now();
    SiteSeriesOptions siteOptions;
    siteOptions.buckets = 1920;
    const SiteSeries sites = computeSiteSeries(*replay, siteOptions);
    std::printf("active memory by allocation site, %zu buckets, top %zu of %zu sites: %.0f ms\n", sites.buckets.size(),
                sites.sites.size(), sites.sites.size() + sites.otherSiteCount, seconds(site0, Clock::now()) * 1e3);
    const SnapshotMetrics metrics = computeMetrics(s);
    if (!metrics.perDevice.empty())
        std::printf("final state: %llu segments, reserved %llu bytes, allocated %llu bytes\n",
                    static_cast<unsigned long long>(metrics.perDevice.front().segments),
                    static_cast<unsigned long long>(metrics.perDevice.front().reserved),
                    static_cast<unsigned long long>(metrics.perDevice.front().allocated));
    if (!dir.autoRemove())
        std::printf("kept %s\n", qPrintable(path));
    return 0;
}
