// Benchmark (issue 49): `faultline diff` of two PyTorch profiler (Kineto) traces of about 1 GB
// each against opening both. The traces are written by make_large_kineto.py (python3) with one
// seed, and differ in one setting: B's steps each begin with 2 ms in the DataLoader
// (--dataloader-us). Each run times, one after the other:
//
// - open A+B: what File ▸ Open does for each file, as a user opens one then the other: the trace
//   converted into a capture (importTraces, written under a temporary name and renamed) and the
//   capture loaded (TraceBuilder::load); A stays loaded while B is opened;
// - diff: CompareInputs::compare(A, B), what `faultline diff` and the Compare tab run: both
//   converted and loaded at once on two threads, then compared (CaptureDiff, each run's chains
//   included).
//
// Opening a capture in the window also analyses it: the Chains tab derives its chains and the
// Summary its GPU time accounting, in the background. That is timed apart, after both are open
// ("analyse"), and the diff is set against opening with and without it.
//
// Prints a row per run (wall time of each and its parts, the CPU time they took, the ratio diff /
// open), the medians, the verdict of the diff, the peak RSS of each phase (VmHWM, reset before
// each phase where the kernel lets it) and the load average of the machine before and after.
// Issue 49's budget: the diff takes no longer than opening both.
//
// The traces go to /dev/shm when it has room (reads of memory, not of the disk, for both
// phases alike), else to the temporary directory; the captures to the temporary directory. All of
// them are removed at the end, the captures after each phase.
//
// Environment: FAULTLINE_BENCH_KINETO_MB (default 1024) sizes each trace; FAULTLINE_BENCH_KINETO_A
// and FAULTLINE_BENCH_KINETO_B use existing traces instead; FAULTLINE_BENCH_RUNS (default 3) sets
// how many times each phase is timed; FAULTLINE_BENCH_KEEP=1 keeps the generated files.

#include "BenchSupport.h"
#include "ChainEngine.h"
#include "GpuTime.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"
#include "compare/CompareInputs.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

using namespace faultline;

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

double seconds(const QElapsedTimer& timer)
{
    return static_cast<double>(timer.nsecsElapsed()) / 1e9;
}

// Starts a new peak: the kernel resets VmHWM to the current RSS when "5" is written to
// clear_refs (Linux 4.0 on). False where it cannot: the peaks printed are then the process's.
bool resetPeakRss()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}

QByteArray loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return "unknown";
    return f.readAll().trimmed();
}

// File ▸ Open of one trace: converted into `capture` (under a temporary name, then renamed, as
// TraceImport does), then loaded. Null on failure, with the reason printed.
std::unique_ptr<Trace> open(const QString& trace, const QString& capture, double* importS, double* loadS)
{
    QElapsedTimer timer;
    timer.start();
    const QString partial = capture + QStringLiteral(".part");
    import::ImportOptions options;
    options.overwrite = true;
    std::string error;
    if (!import::importTraces({QFile::encodeName(trace).toStdString()}, QFile::encodeName(partial).toStdString(),
                              options, nullptr, &error)) {
        std::printf("bench_diff: cannot convert %s: %s\n", qPrintable(trace), error.c_str());
        return nullptr;
    }
    QFile::remove(capture);
    if (!QFile::rename(partial, capture)) {
        std::printf("bench_diff: cannot rename %s\n", qPrintable(partial));
        return nullptr;
    }
    *importS += seconds(timer);
    timer.restart();
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(capture).toStdString(), {});
    if (!loaded.trace) {
        std::printf("bench_diff: cannot load %s: %s\n", qPrintable(capture), loaded.error.c_str());
        return nullptr;
    }
    *loadS += seconds(timer);
    return std::move(loaded.trace);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const bool keep = qEnvironmentVariable("FAULTLINE_BENCH_KEEP") == QLatin1String("1");
    const int runs = qEnvironmentVariableIsSet("FAULTLINE_BENCH_RUNS")
        ? std::max(1, qEnvironmentVariableIntValue("FAULTLINE_BENCH_RUNS"))
        : 3;
    QTemporaryDir dir;
    dir.setAutoRemove(!keep);
    if (!dir.isValid()) {
        std::printf("bench_diff: cannot make a temporary folder\n");
        return 1;
    }
    QString traces[2] = {qEnvironmentVariable("FAULTLINE_BENCH_KINETO_A"),
                         qEnvironmentVariable("FAULTLINE_BENCH_KINETO_B")};
    std::unique_ptr<QTemporaryDir> memoryDir;
    if (traces[0].isEmpty() || traces[1].isEmpty()) {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty()) {
            std::printf("bench_diff: python3 not found; it writes the traces. Skipped.\n");
            return 0;
        }
        const int mb = qEnvironmentVariableIsSet("FAULTLINE_BENCH_KINETO_MB")
            ? qEnvironmentVariableIntValue("FAULTLINE_BENCH_KINETO_MB")
            : 1024;
        QString traceDir = dir.path();
        const QStorageInfo shm(QStringLiteral("/dev/shm"));
        // Two traces, and room left for the machine.
        if (shm.isValid() && shm.bytesAvailable() > (static_cast<qint64>(mb) << 20) * 4) {
            memoryDir = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/faultline-bench-XXXXXX"));
            memoryDir->setAutoRemove(!keep);
            if (memoryDir->isValid())
                traceDir = memoryDir->path();
        }
        for (int i = 0; i < 2; ++i) {
            traces[i] = traceDir + (i == 0 ? QStringLiteral("/a.pt.trace.json") : QStringLiteral("/b.pt.trace.json"));
            QStringList arguments = {QStringLiteral(FAULTLINE_BENCH_DIR "/make_large_kineto.py"),
                                     traces[i],
                                     QStringLiteral("--mb"),
                                     QString::number(mb),
                                     QStringLiteral("--seed"),
                                     QStringLiteral("1")};
            if (i == 1)
                arguments << QStringLiteral("--dataloader-us") << QStringLiteral("2000");
            std::printf("bench_diff: writing %s, a %d MB Kineto trace%s, with make_large_kineto.py ...\n",
                        qPrintable(traces[i]), mb, i == 1 ? " whose steps each begin with 2 ms in the DataLoader" : "");
            std::fflush(stdout);
            QByteArray out;
            if (!bench::runPython(python, arguments, &out)) {
                std::printf("bench_diff: make_large_kineto.py failed\n");
                return 1;
            }
        }
    }
    const auto mbOf = [](const QString& path) { return static_cast<double>(QFileInfo(path).size()) / 1048576.0; };
    std::printf("A: %s, %.1f MB\nB: %s, %.1f MB\n", qPrintable(traces[0]), mbOf(traces[0]), qPrintable(traces[1]),
                mbOf(traces[1]));
    std::printf("captures in %s; %d runs of each phase, alternated; %d cores; load average before: %s\n",
                qPrintable(QDir::tempPath()), runs, QThread::idealThreadCount(), loadAverage().constData());
    std::printf("\n%-4s %12s %14s %11s %10s %14s %14s %8s\n", "run", "open A+B (s)", "(import+load)", "analyse (s)",
                "diff (s)", "(read+compare)", "CPU s open/diff", "ratio");
    std::fflush(stdout);

    std::vector<double> openTimes;
    std::vector<double> diffTimes;
    std::vector<double> ratios;
    std::vector<double> analyseTimes;
    double openPeak = 0;
    double diffPeak = 0;
    bool peaksApart = true;
    std::string verdict;
    for (int run = 0; run < runs; ++run) {
        // Open A, then B, both kept open.
        peaksApart = resetPeakRss() && peaksApart;
        double importS = 0;
        double loadS = 0;
        double cpu = bench::cpuSeconds();
        QElapsedTimer timer;
        timer.start();
        double openS = 0;
        double openCpu = 0;
        double analyseS = 0;
        {
            std::unique_ptr<Trace> opened[2];
            for (int i = 0; i < 2; ++i) {
                opened[i] = open(traces[i], dir.filePath(QStringLiteral("open-%1.db").arg(i)), &importS, &loadS);
                if (!opened[i])
                    return 1;
            }
            openS = seconds(timer);
            openCpu = bench::cpuSeconds() - cpu;
            openPeak = std::max(openPeak, bench::vmHwmMb());
            timer.restart();
            std::size_t chains = 0;
            for (const std::unique_ptr<Trace>& trace : opened) {
                chains += ChainEngine::derive(*trace).size();
                chains += accountGpuTime(*trace).devices.size();
            }
            analyseS = seconds(timer);
            if (chains == 0)
                std::printf("bench_diff: the analysis found nothing\n");
        }
        for (int i = 0; i < 2; ++i)
            QFile::remove(dir.filePath(QStringLiteral("open-%1.db").arg(i)));

        // The comparison.
        peaksApart = resetPeakRss() && peaksApart;
        cpu = bench::cpuSeconds();
        double readS = 0;
        timer.restart();
        {
            // "Comparing…" is said once both are loaded: what is before is reading, what is after
            // the comparison itself.
            const CompareResult result = CompareInputs::compare(traces[0], traces[1], [&](const QString& what) {
                if (what == CompareInputs::tr("Comparing…"))
                    readS = seconds(timer);
            });
            if (!result.ok() || !result.captures) {
                std::printf("bench_diff: the comparison failed: %s\n", qPrintable(result.error));
                return 1;
            }
            verdict = result.captures->verdict;
        }
        const double diffS = seconds(timer);
        const double diffCpu = bench::cpuSeconds() - cpu;
        diffPeak = std::max(diffPeak, bench::vmHwmMb());

        openTimes.push_back(openS);
        analyseTimes.push_back(analyseS);
        diffTimes.push_back(diffS);
        ratios.push_back(diffS / openS);
        char parts[32];
        std::snprintf(parts, sizeof parts, "(%.1f+%.1f)", importS, loadS);
        char diffParts[32];
        std::snprintf(diffParts, sizeof diffParts, "(%.1f+%.1f)", readS, diffS - readS);
        char cpuText[32];
        std::snprintf(cpuText, sizeof cpuText, "%.1f/%.1f", openCpu, diffCpu);
        std::printf("%-4d %12.2f %14s %11.2f %10.2f %14s %14s %7.2fx\n", run + 1, openS, parts, analyseS, diffS,
                    diffParts, cpuText, diffS / openS);
        std::fflush(stdout);
    }
    const double openS = median(openTimes);
    const double diffS = median(diffTimes);
    const double analyseS = median(analyseTimes);
    std::printf("%-4s %12.2f %14s %11.2f %10.2f %14s %14s %7.2fx\n", "med", openS, "", analyseS, diffS, "", "",
                median(ratios));
    std::printf("\nverdict of the diff: %s\n", verdict.c_str());
    std::printf("peak RSS:         open A+B %.0f MB, diff %.0f MB (VmHWM%s)\n", openPeak, diffPeak,
                peaksApart ? ", reset before each phase" : " of the process: not reset between phases");
    std::printf("load average after: %s\n", loadAverage().constData());
    std::printf("diff / open both: %.2fx (median of the runs' ratios %.2fx)   budget <= 1.0x: %s\n", diffS / openS,
                median(ratios), diffS <= openS ? "met" : "MISSED");
    std::printf("diff / (open both + their analysis, as the window does): %.2fx\n", diffS / (openS + analyseS));
    return 0;
}
