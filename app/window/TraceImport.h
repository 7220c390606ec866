#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

namespace faultline {

class BackgroundJobs;

// Converts a PyTorch profiler trace or an Nsight Systems export (or a folder of them, one job's
// ranks, several files at a time) into a capture on a worker thread (faultline import), into the
// application's data folder (imported/NAME.db), never beside the user's file, which is only read.
// A trace converted before and unchanged since is not converted again.
class TraceImport : public QObject
{
    Q_OBJECT
public:
    explicit TraceImport(QObject* parent = nullptr);
    ~TraceImport() override;

    // Where the capture of `trace` is written.
    [[nodiscard]] static QString capturePathFor(const QString& trace);

    void start(const QString& trace);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }

signals:
    void progress(qint64 done, qint64 total); // per mille
    // A folder of several traces (one job's ranks), in the order they become nodes: emitted by
    // start() before any is converted; then each file's progress, several files at a time.
    void filesListed(const QStringList& files);
    void fileProgress(int index, int percent);
    void fileFinished(int index, const QString& node, double seconds);
    void fileFailed(int index, const QString& message);
    void finished(const QString& trace, const QString& capture);
    void failed(const QString& trace, const QString& message);
    void cancelled(const QString& trace);

private:
    std::shared_ptr<std::atomic<bool>> m_cancel;
    BackgroundJobs* m_jobs = nullptr;
    quint64 m_jobId = 0;
    bool m_running = false;
};

} // namespace faultline
