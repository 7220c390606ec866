#pragma once

#include "SiteSeries.h"
#include "Snapshot.h"
#include "SnapshotReplay.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace faultline {

class BackgroundJobs;

// A snapshot read from disk with the replay of its first device, both built off the GUI thread.
struct LoadedSnapshot
{
    std::unique_ptr<snapshot::Snapshot> snapshot;
    std::unique_ptr<snapshot::SnapshotReplay> replay;   // of snapshot->devices().front(); null when none
    std::shared_ptr<const snapshot::SiteSeries> series; // the memory timeline's series of `replay`
    QString error;
};

// Reads PyTorch memory snapshots on a worker thread, one at a time, reporting progress.
class SnapshotLoader : public QObject
{
    Q_OBJECT
public:
    explicit SnapshotLoader(QObject* parent = nullptr);
    ~SnapshotLoader() override;

    void load(const QString& path);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }

    // What load() does on its thread; public for tests and the command line.
    [[nodiscard]] static LoadedSnapshot read(const QString& path, const std::atomic<bool>* cancelled = nullptr,
                                             const std::function<void(qint64, qint64)>& progress = {});

signals:
    void progress(qint64 done, qint64 total);
    void loaded(const QString& path, std::shared_ptr<LoadedSnapshot> result);
    void failed(const QString& path, const QString& message);
    void cancelled(const QString& path);

private:
    BackgroundJobs* m_jobs = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_running = false;
};

// Buckets of the memory timeline's series: computed once per replay, with the replay, off the
// GUI thread (10M entries take about half a second); the plot scales them to its width.
inline constexpr std::size_t kTimelineBuckets = 1200;
[[nodiscard]] std::shared_ptr<const snapshot::SiteSeries> timelineSeries(const snapshot::SnapshotReplay& replay);

} // namespace faultline
