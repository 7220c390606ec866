#pragma once

#include "SnapshotLoader.h"
#include "TracedMemory.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace faultline {

class BackgroundJobs;

// A capture's device memory, ready for Memory tabs: per process its conversion (the snapshot
// moved out) and the snapshot with its replay.
struct LoadedTracedMemory
{
    std::vector<TracedMemory> processes; // snapshot empty: it is in `snapshots`
    std::vector<LoadedSnapshot> snapshots;
    QString message; // why there is nothing to show, when `processes` is empty
};

// Converts a capture's traced allocations (buildTracedMemory) and replays them on a worker
// thread; a newer request drops the result of an older one.
class TracedMemoryLoader : public QObject
{
    Q_OBJECT
public:
    explicit TracedMemoryLoader(QObject* parent = nullptr);
    ~TracedMemoryLoader() override;

    void load(std::shared_ptr<const Trace> trace);
    // Forgets a running conversion: its result is not delivered.
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }

    // What load() does on its thread; public for tests.
    [[nodiscard]] static LoadedTracedMemory convert(const Trace& trace);

signals:
    void loaded(std::shared_ptr<const faultline::Trace> trace, std::shared_ptr<faultline::LoadedTracedMemory> result);

private:
    BackgroundJobs* m_jobs = nullptr;
    quint64 m_job = 0;
    bool m_running = false;
};

} // namespace faultline
