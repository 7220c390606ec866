// Benchmark: importing the ranks of one job (issue 48, "Scale"): make_multirank_kineto.py writes N
// ranks' Kineto traces of about M MB each, one rank a straggler chosen by the seed; `faultline
// import` converts them one per core at a time and merges them. Prints the files, their size, the
// import's wall time (converting, merging), its peak RSS (VmHWM: the workers are threads, so the
// process's peak is theirs) and its CPU use (user + system over wall: 2.0 is both cores busy),
// then loads the capture, runs the rank analysis and checks that it names the straggler: exits 1
// when it does not.
//
// Usage: bench_import_ranks [--ranks N] [--rank-mb M] [--seed S] [--straggler R] [--parallelism P]
//                           [--compare] [--runs K] [--job DIR] [--verbose]
//   --ranks 64 --rank-mb 50 by default; the straggler is drawn from the seed unless given.
//   --compare also imports one file at a time, alternated with the parallel import, K runs each
//   (3 by default with --compare), and prints both medians.
//   --job DIR imports the traces already in DIR (give --straggler; nothing is generated).
//   --verbose prints a line per file as `faultline import` does.
// The traces go to /dev/shm when it has room (the import then reads memory, not the disk; see
// core/import/PERFORMANCE.md), else to the temporary directory. FAULTLINE_BENCH_KEEP=1 keeps them.

#include "BenchSupport.h"
#include "GpuTime.h"
#include "RankAnalysis.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <thread>
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

struct Settings
{
    int ranks = 64;
    double rankMb = 50;
    int seed = 1;
    int straggler = -1;
    unsigned parallelism = 0;
    bool compare = false;
    int runs = 0;
    QString job;
    bool verbose = false;
};

bool parse(const QStringList& args, Settings* s)
{
    for (int i = 1; i < args.size(); ++i) {
        const QString& a = args.at(i);
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--compare")) {
            s->compare = true;
        } else if (a == QLatin1String("--verbose")) {
            s->verbose = true;
        } else if (a == QLatin1String("--ranks") && hasValue) {
            s->ranks = args.at(++i).toInt();
        } else if (a == QLatin1String("--rank-mb") && hasValue) {
            s->rankMb = args.at(++i).toDouble();
        } else if (a == QLatin1String("--seed") && hasValue) {
            s->seed = args.at(++i).toInt();
        } else if (a == QLatin1String("--straggler") && hasValue) {
            s->straggler = args.at(++i).toInt();
        } else if (a == QLatin1String("--parallelism") && hasValue) {
            s->parallelism = args.at(++i).toUInt();
        } else if (a == QLatin1String("--runs") && hasValue) {
            s->runs = args.at(++i).toInt();
        } else if (a == QLatin1String("--job") && hasValue) {
            s->job = args.at(++i);
        } else {
            return false;
        }
    }
    return s->ranks >= 2 && s->rankMb > 0;
}

// The size of the first rank's file of a job of `steps` steps.
qint64 rankFileSize(const QString& python, const Settings& s, int steps, const QString& dir)
{
    QByteArray out;
    if (!bench::runPython(python,
                          {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), dir,
                           QStringLiteral("--ranks"), QString::number(s.ranks), QStringLiteral("--steps"),
                           QString::number(steps), QStringLiteral("--seed"), QString::number(s.seed),
                           QStringLiteral("--straggler"), QString::number(s.straggler)},
                          &out))
        return -1;
    const std::vector<std::string> files = import::tracesInFolder(dir.toStdString());
    return files.empty() ? -1 : QFileInfo(QString::fromStdString(files.front())).size();
}

// Writes the job into `dir`, its steps chosen so that each rank's file is about s.rankMb MB.
bool writeJob(const QString& python, const Settings& s, const QString& dir)
{
    QTemporaryDir calibration;
    const int fewSteps = 8;
    const int moreSteps = 40;
    const qint64 few = rankFileSize(python, s, fewSteps, calibration.filePath(QStringLiteral("few")));
    const qint64 more = rankFileSize(python, s, moreSteps, calibration.filePath(QStringLiteral("more")));
    if (few <= 0 || more <= few)
        return false;
    const double perStep = static_cast<double>(more - few) / (moreSteps - fewSteps);
    const double fixed = static_cast<double>(few) - perStep * fewSteps;
    const int steps = std::max(1, static_cast<int>(std::lround((s.rankMb * 1024 * 1024 - fixed) / perStep)));
    std::printf("bench_import_ranks: writing %d ranks of %d steps (~%.0f bytes a step) with make_multirank_kineto.py, "
                "straggler rank %d ...\n",
                s.ranks, steps, perStep, s.straggler);
    std::fflush(stdout);
    QElapsedTimer timer;
    timer.start();
    QByteArray out;
    if (!bench::runPython(python,
                          {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), dir,
                           QStringLiteral("--ranks"), QString::number(s.ranks), QStringLiteral("--steps"),
                           QString::number(steps), QStringLiteral("--seed"), QString::number(s.seed),
                           QStringLiteral("--straggler"), QString::number(s.straggler)},
                          &out))
        return false;
    std::printf("written in %.0f s\n", static_cast<double>(timer.elapsed()) / 1000.0);
    return true;
}

struct ImportRun
{
    bool ok = false;
    std::string error;
    double wallS = 0;
    double convertS = 0; // until every file was converted; the merge is the rest
    double convertCpuS = 0;
    double cpuS = 0;
    std::vector<double> fileSeconds;
    import::ImportWriteResult result;
};

ImportRun importJob(const std::vector<std::string>& files, const std::string& out, unsigned parallelism, bool verbose)
{
    ImportRun run;
    run.fileSeconds.assign(files.size(), 0);
    QElapsedTimer timer;
    double cpuBefore = 0;
    import::ImportOptions options;
    options.overwrite = true;
    options.parallelism = parallelism;
    options.progress = [&](double f) {
        if (f >= 0.9 - 1e-9 && run.convertS == 0) {
            run.convertS = static_cast<double>(timer.nsecsElapsed()) / 1e9;
            run.convertCpuS = bench::cpuSeconds() - cpuBefore;
        }
        return true;
    };
    std::size_t done = 0;
    options.fileProgress = [&](const import::ImportFileProgress& p) {
        if (p.state != import::ImportFileProgress::State::Done)
            return;
        run.fileSeconds[p.index] = p.seconds;
        ++done;
        if (verbose) {
            std::printf("[%2zu/%zu] %s  %s  %.1f MB  %.1f s\n", done, files.size(), p.node.c_str(),
                        qPrintable(QFileInfo(QString::fromStdString(files[p.index])).fileName()),
                        static_cast<double>(p.bytes) / (1024.0 * 1024.0), p.seconds);
            std::fflush(stdout);
        }
    };
    cpuBefore = bench::cpuSeconds();
    timer.start();
    run.ok = import::importTraces(files, out, options, &run.result, &run.error);
    run.wallS = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    run.cpuS = bench::cpuSeconds() - cpuBefore;
    return run;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    Settings s;
    if (!parse(app.arguments(), &s)) {
        std::printf("usage: bench_import_ranks [--ranks N] [--rank-mb M] [--seed S] [--straggler R] "
                    "[--parallelism P] [--compare] [--runs K] [--job DIR] [--verbose]\n");
        return 2;
    }
    if (s.straggler < 0) {
        std::mt19937 rng(static_cast<std::mt19937::result_type>(s.seed));
        s.straggler = static_cast<int>(rng() % static_cast<unsigned>(s.ranks));
    }
    const int runs = s.runs > 0 ? s.runs : (s.compare ? 3 : 1);
    const bool keep = qEnvironmentVariable("FAULTLINE_BENCH_KEEP") == QLatin1String("1");
    QTemporaryDir dir;
    dir.setAutoRemove(!keep);
    std::unique_ptr<QTemporaryDir> memoryDir;
    QString jobDir = s.job;
    QString outDir = dir.path();
    if (jobDir.isEmpty()) {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty()) {
            std::printf("bench_import_ranks: python3 not found; it writes the job. Skipped.\n");
            return 0;
        }
        // The traces, their parts and the capture: about twice the traces.
        const qint64 need = static_cast<qint64>(s.rankMb * s.ranks * 3 * 1024 * 1024);
        const QStorageInfo shm(QStringLiteral("/dev/shm"));
        if (shm.isValid() && shm.bytesAvailable() > need) {
            memoryDir = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/faultline-bench-ranks-XXXXXX"));
            memoryDir->setAutoRemove(!keep);
            if (memoryDir->isValid())
                outDir = memoryDir->path();
        }
        jobDir = outDir + QStringLiteral("/job");
        if (!writeJob(python, s, jobDir)) {
            std::printf("bench_import_ranks: make_multirank_kineto.py failed\n");
            return 1;
        }
    }
    const std::vector<std::string> files = import::tracesInFolder(jobDir.toStdString());
    double totalMb = 0;
    for (const std::string& f : files)
        totalMb += static_cast<double>(QFileInfo(QString::fromStdString(f)).size()) / (1024.0 * 1024.0);
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    const unsigned workers = s.parallelism > 0 ? s.parallelism : cores;
    std::printf("job:              %s: %zu files, %.1f MB in all (%.1f MB a file), straggler rank %d\n",
                qPrintable(jobDir), files.size(), totalMb, totalMb / static_cast<double>(files.size()), s.straggler);
    std::printf("machine:          %u cores; %u files converted at a time\n", cores, workers);
    std::fflush(stdout);
    if (files.size() < 2) {
        std::printf("bench_import_ranks: no job in %s\n", qPrintable(jobDir));
        return 1;
    }
    const std::string capture = QString(outDir + QStringLiteral("/job.db")).toStdString();

    std::vector<double> parallelTimes;
    std::vector<double> sequentialTimes;
    double importPeak = 0;
    ImportRun first;
    for (int k = 0; k < runs; ++k) {
        ImportRun run = importJob(files, capture, s.parallelism, s.verbose && k == 0);
        if (!run.ok) {
            std::printf("bench_import_ranks: %s\n", run.error.c_str());
            return 1;
        }
        if (k == 0) {
            importPeak = bench::vmHwmMb();
            first = run;
        }
        parallelTimes.push_back(run.wallS);
        std::printf("run %d:            import %.2f s (converting %.2f s, merging %.2f s), CPU %.2f s = %.2f cores "
                    "busy",
                    k + 1, run.wallS, run.convertS, run.wallS - run.convertS, run.cpuS, run.cpuS / run.wallS);
        if (s.compare) {
            const ImportRun one = importJob(files, capture + "-sequential.db", 1, false);
            if (!one.ok) {
                std::printf("\nbench_import_ranks: %s\n", one.error.c_str());
                return 1;
            }
            sequentialTimes.push_back(one.wallS);
            std::printf("; one at a time %.2f s (converting %.2f s), CPU %.2f s = %.2f cores busy", one.wallS,
                        one.convertS, one.cpuS, one.cpuS / one.wallS);
            QFile::remove(QString::fromStdString(capture + "-sequential.db"));
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    const double wallS = median(parallelTimes);
    const double captureMb = static_cast<double>(QFileInfo(QString::fromStdString(capture)).size()) / (1024.0 * 1024.0);
    std::printf("files:            %zu, %.1f MB in all\n", files.size(), totalMb);
    std::printf("import:           %.2f s%s (%.0f MB/s): converting %.2f s, merging %.2f s (the first run)\n", wallS,
                runs > 1 ? " median" : "", totalMb / wallS, first.convertS, first.wallS - first.convertS);
    std::printf("per file:         %.2f s median, %.2f s the longest (each file's conversion, wall)\n",
                median(first.fileSeconds), *std::max_element(first.fileSeconds.begin(), first.fileSeconds.end()));
    std::printf("CPU:              %.1f s user + system over %.1f s wall = %.2f of %u cores busy (the first run); "
                "converting: %.2f, merging: %.2f\n",
                first.cpuS, first.wallS, first.cpuS / first.wallS, cores, first.convertCpuS / first.convertS,
                (first.cpuS - first.convertCpuS) / (first.wallS - first.convertS));
    std::printf("load average:     %s (the machine's, this run included)\n", qPrintable(loadAverage()));
    std::printf("peak RSS:         %.0f MB (VmHWM after the first import)\n", importPeak);
    std::printf("capture:          %.0f MB, %lld events, %lld GPU activities\n", captureMb,
                static_cast<long long>(first.result.events), static_cast<long long>(first.result.gpuActivity));
    if (s.compare)
        std::printf("one at a time:    %.2f s median of %d against %.2f s: %.2fx\n", median(sequentialTimes), runs,
                    wallS, median(sequentialTimes) / wallS);
    std::fflush(stdout);

    // What the Ranks view opens on: the capture loaded, its GPU time accounted, the ranks analysed.
    QElapsedTimer timer;
    timer.start();
    LoadResult loaded = TraceBuilder::load(capture, {});
    if (!loaded.trace) {
        std::printf("bench_import_ranks: loading the capture: %s\n", loaded.error.c_str());
        return 1;
    }
    const double loadS = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    timer.restart();
    const GpuTimeAccounting gpuTime = accountGpuTime(*loaded.trace);
    const RankAnalysis ranks = analyseRanks(*loaded.trace, gpuTime);
    const double analysisS = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    std::printf("load:             %.2f s, %zu events; GPU time and rank analysis %.2f s: %zu ranks, %zu collectives\n",
                loadS, loaded.trace->eventCount(), analysisS, ranks.ranks.size(), ranks.collectives.size());
    std::printf("peak RSS:         %.0f MB (VmHWM after loading and analysing)\n", bench::vmHwmMb());
    const int found = ranks.straggler >= 0 && static_cast<std::size_t>(ranks.straggler) < ranks.ranks.size()
        ? ranks.ranks[static_cast<std::size_t>(ranks.straggler)].rank
        : -1;
    const bool right = found == s.straggler;
    std::printf("straggler:        rank %d (expected %d) %s", found, s.straggler, right ? "OK" : "WRONG");
    if (found >= 0)
        std::printf(", last at %lld of %zu collectives, the others waited %.1f ms",
                    static_cast<long long>(ranks.stragglerLast), ranks.collectives.size(),
                    static_cast<double>(ranks.othersWaitNs) / 1e6);
    std::printf("\n");
    return right ? 0 : 1;
}
