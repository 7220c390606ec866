#include "TracedMemoryLoader.h"

#include "common/BackgroundJobs.h"

namespace faultline {

TracedMemoryLoader::TracedMemoryLoader(QObject* parent)
    : QObject(parent)
    , m_jobs(new BackgroundJobs(this))
{
}

TracedMemoryLoader::~TracedMemoryLoader()
{
    m_jobs->waitForAll();
}

LoadedTracedMemory TracedMemoryLoader::convert(const Trace& trace)
{
    LoadedTracedMemory out;
    TracedMemoryResult result = buildTracedMemory(trace);
    out.message = QString::fromStdString(result.message);
    for (TracedMemory& m : result.processes) {
        LoadedSnapshot loaded;
        loaded.snapshot = std::move(m.snapshot);
        loaded.replay = snapshot::SnapshotReplay::build(*loaded.snapshot, 0);
        loaded.series = timelineSeries(*loaded.replay);
        out.snapshots.push_back(std::move(loaded));
        out.processes.push_back(std::move(m));
    }
    return out;
}

void TracedMemoryLoader::load(std::shared_ptr<const Trace> trace)
{
    const quint64 job = ++m_job;
    m_running = true;
    m_jobs->run([trace] { return std::make_shared<LoadedTracedMemory>(convert(*trace)); },
                [this, job, trace](std::shared_ptr<LoadedTracedMemory> result) {
                    if (job != m_job)
                        return; // cancelled, or a newer request replaced it
                    m_running = false;
                    emit loaded(trace, std::move(result));
                });
}

void TracedMemoryLoader::cancel()
{
    ++m_job;
    m_running = false;
}

} // namespace faultline
