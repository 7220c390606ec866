// Benchmark: importing a PyTorch profiler (Kineto) trace of about 1 GB (written by
// make_large_kineto.py, so python3 is needed) into a capture, against CPython's json.load of the
// same file in the same run. Prints the time of each phase, MB/s, the peak RSS of the import and
// the budgets of issue 26: <= 15 s, >= 5x json.load, peak RSS <= 1.5 GB.
//
// Environment: FAULTLINE_BENCH_KINETO_MB (default 1024) sizes the generated file;
// FAULTLINE_BENCH_KINETO=FILE uses an existing trace instead; FAULTLINE_BENCH_KEEP=1 keeps the files.

#include "BenchSupport.h"
#include "ImportWriter.h"
#include "KinetoImport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

using namespace faultline;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QTemporaryDir dir;
    dir.setAutoRemove(qEnvironmentVariable("FAULTLINE_BENCH_KEEP") != QLatin1String("1"));
    QString trace = qEnvironmentVariable("FAULTLINE_BENCH_KINETO");
    if (trace.isEmpty()) {
        if (python.isEmpty()) {
            std::printf("bench_import: python3 not found; it writes the trace and times json.load. Skipped.\n");
            return 0;
        }
        const int mb = qEnvironmentVariableIsSet("FAULTLINE_BENCH_KINETO_MB")
            ? qEnvironmentVariableIntValue("FAULTLINE_BENCH_KINETO_MB")
            : 1024;
        trace = dir.filePath(QStringLiteral("large.pt.trace.json"));
        std::printf("bench_import: writing a %d MB Kineto trace with make_large_kineto.py ...\n", mb);
        std::fflush(stdout);
        QByteArray out;
        if (!bench::runPython(python,
                              {QStringLiteral(FAULTLINE_BENCH_DIR "/make_large_kineto.py"), trace,
                               QStringLiteral("--mb"), QString::number(mb)},
                              &out)) {
            std::printf("bench_import: make_large_kineto.py failed\n");
            return 1;
        }
    }
    const double mb = static_cast<double>(QFileInfo(trace).size()) / (1024.0 * 1024.0);
    std::printf("trace: %s, %.1f MB\n", qPrintable(trace), mb);

    QElapsedTimer timer;
    timer.start();
    import::ImportedTrace imported;
    std::string error;
    if (!import::importKineto(trace.toStdString(), &imported, &error)) {
        std::printf("bench_import: %s\n", error.c_str());
        return 1;
    }
    const double readS = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    const double readRss = bench::peakRssMb();
    timer.restart();
    import::ImportWriteOptions options;
    import::ImportWriteResult result;
    const std::string capture = dir.filePath(QStringLiteral("large.db")).toStdString();
    if (!import::writeImportedCapture(imported, capture, options, &result, &error)) {
        std::printf("bench_import: %s\n", error.c_str());
        return 1;
    }
    const double writeS = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    const double totalS = readS + writeS;
    const double rss = bench::peakRssMb();

    double pythonS = 0;
    if (!python.isEmpty()) {
        QByteArray out;
        if (bench::runPython(
                python,
                {QStringLiteral("-c"),
                 QStringLiteral("import json, sys, time\nt = time.perf_counter()\nwith open(sys.argv[1]) as f:\n"
                                "    d = json.load(f)\nprint(time.perf_counter() - t)"),
                 trace},
                &out))
            pythonS = out.trimmed().toDouble();
    }

    std::printf("events read:      %zu calls, %zu GPU activities, %zu ranges, %zu memory events\n",
                imported.calls.size(), imported.gpu.size(), imported.ranges.size(), imported.memory.size());
    std::printf("capture written:  %lld events, %lld GPU activities, %lld stacks\n",
                static_cast<long long>(result.events), static_cast<long long>(result.gpuActivity),
                static_cast<long long>(result.stacks));
    std::printf("read + parse:     %.2f s  (%.0f MB/s), peak RSS %.0f MB\n", readS, mb / readS, readRss);
    std::printf("write capture:    %.2f s\n", writeS);
    std::printf("import in all:    %.2f s  (%.0f MB/s)   budget <= 15 s for 1 GB: %s\n", totalS, mb / totalS,
                totalS * 1024.0 / mb <= 15.0 ? "met" : "MISSED");
    std::printf("peak RSS:         %.0f MB   budget <= 1536 MB: %s\n", rss, rss <= 1536.0 ? "met" : "MISSED");
    if (pythonS > 0) {
        std::printf("python json.load: %.2f s  -> import is %.1fx json.load (budget >= 5x: %s)\n", pythonS,
                    pythonS / totalS, pythonS / totalS >= 5.0 ? "met" : "MISSED");
        std::printf("                  parse alone is %.1fx json.load\n", pythonS / readS);
    }
    return 0;
}
