// Capture pipeline figures (DESIGN §11): generate an N-event capture through the real writer,
// then load it into memory, and time the sqlite3 CLI scanning the same rows for comparison.
//
//   bench_capture [--events N] [--scenario NAME] [--keep FILE] [--repeat R]
//
// Prints: write rate (events/s), bytes per event on disk, load rate (events/s), resident bytes
// per event, sqlite3 scan time and the load/scan ratio. Medians over R load and scan runs.

#include "OpStatistics.h"
#include "ScenarioGenerator.h"
#include "TraceBuilder.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <unistd.h>

using namespace faultline;

namespace {

std::int64_t residentBytes()
{
    std::ifstream statm("/proc/self/statm");
    std::int64_t size = 0;
    std::int64_t resident = 0;
    statm >> size >> resident;
    return resident * sysconf(_SC_PAGESIZE);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    std::int64_t events = 10'000'000;
    QString scenario = QStringLiteral("cpu-contention");
    QString keep;
    int repeat = 3;
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QStringLiteral("--events"))
            events = args[++i].toLongLong();
        else if (args[i] == QStringLiteral("--scenario"))
            scenario = args[++i];
        else if (args[i] == QStringLiteral("--keep"))
            keep = args[++i];
        else if (args[i] == QStringLiteral("--repeat"))
            repeat = std::max(1, args[++i].toInt());
    }
    if (const QByteArray env = qgetenv("FAULTLINE_BENCH_EVENTS"); !env.isEmpty())
        events = env.toLongLong();

    QTemporaryDir dir;
    const QString path = keep.isEmpty() ? dir.filePath(QStringLiteral("bench.db")) : keep;
    std::printf("capture benchmark: scenario %s, at least %lld events, %s\n", qPrintable(scenario),
                static_cast<long long>(events), qPrintable(path));

    capture::ScenarioOptions options;
    options.scenario = scenario.toStdString();
    options.seed = 7;
    options.minEvents = events;
    QElapsedTimer timer;
    timer.start();
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(path.toStdString(), options);
    const double writeSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (!written.ok) {
        std::fprintf(stderr, "generation failed: %s\n", written.error.c_str());
        return 1;
    }
    const auto fileBytes = QFileInfo(path).size();
    std::printf("write:  %lld events seen, %lld stored in %.2f s = %.0f events/s (stored rows/s)\n",
                static_cast<long long>(written.eventsSeen), static_cast<long long>(written.eventsStored), writeSeconds,
                double(written.eventsStored) / writeSeconds);
    std::printf("disk:   %lld bytes = %.1f bytes per stored event\n", static_cast<long long>(fileBytes),
                double(fileBytes) / double(written.eventsStored));

    std::vector<double> loadTimes;
    double residentPerEvent = 0;
    double modelPerEvent = 0;
    std::int64_t loaded = 0;
    for (int r = 0; r < repeat; ++r) {
        const std::int64_t before = residentBytes();
        timer.restart();
        LoadResult result = TraceBuilder::load(path.toStdString());
        loadTimes.push_back(double(timer.nsecsElapsed()) / 1e9);
        if (!result.trace) {
            std::fprintf(stderr, "load failed: %s\n", result.error.c_str());
            return 1;
        }
        loaded = result.trace->eventCount();
        residentPerEvent = double(residentBytes() - before) / double(loaded);
        modelPerEvent = double(result.trace->eventResidentBytes()) / double(loaded);
    }
    const double load = median(loadTimes);
    std::printf("load:   %lld events in %.2f s (median of %d) = %.0f events/s\n", static_cast<long long>(loaded), load,
                repeat, double(loaded) / load);
    std::printf("memory: %.1f bytes per event in the event model, %.1f bytes per event of process RSS growth\n",
                modelPerEvent, residentPerEvent);

    const QString sqlite = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    if (sqlite.isEmpty()) {
        std::printf("sqlite3: not installed, no comparison\n");
        return 0;
    }
    std::vector<double> scanTimes;
    for (int r = 0; r < repeat; ++r) {
        QProcess p;
        p.setStandardOutputFile(QProcess::nullDevice());
        timer.restart();
        p.start(sqlite,
                {QStringLiteral("-readonly"), path,
                 QStringLiteral("SELECT rowid, timestamp, pid, tid, source, op, duration, gpu_id, arg0, arg1, "
                                "ret_code, stack_hash, cgroup_id, comm, node FROM events")});
        p.waitForFinished(-1);
        scanTimes.push_back(double(timer.nsecsElapsed()) / 1e9);
    }
    const double scan = median(scanTimes);
    std::printf("sqlite3: scanning the same columns of the same rows took %.2f s (median of %d)\n", scan, repeat);
    std::printf("ratio:  load / sqlite3 scan = %.2f (budget: <= 1.00, and load <= 3 s for 10M events)\n", load / scan);
    return 0;
}
