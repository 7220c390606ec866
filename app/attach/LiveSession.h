#pragma once

#include "AttachClient.h"
#include "EventRate.h"
#include "Trace.h"
#include "TransportCommand.h"
#include "TransportDiagnosis.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

class QThread;
class QTimer;

namespace faultline {

// What the status bar shows of a live capture.
struct LiveStats
{
    remote::AttachStage stage = remote::AttachStage::Connecting;
    bool running = false;
    bool finished = false;
    bool ok = false;
    quint64 events = 0;      // received and written
    quint64 committed = 0;   // visible to readers of the file
    quint64 totalEvents = 0; // announced by the probe (a replay); 0 when not known
    quint64 dropped = 0;     // the probe's total, all sources
    double rate = 0;         // events/s, median over the last seconds
    int connections = 0;
    std::vector<remote::AttachSourceStatus> sources;
};

// One live capture: remote::AttachClient on a worker thread writes what the probe streams into
// a local capture file, committed every second; the file is loaded again (TraceBuilder, on a
// thread of its own) whenever more events are committed, at most once per refresh interval, and
// once more, complete, when the capture ends. One traceUpdated() per load, then finished().
class LiveSession : public QObject
{
    Q_OBJECT
public:
    LiveSession(remote::AttachTarget target, remote::AttachOptions options, QObject* parent = nullptr);
    // Asks the probe to stop and waits a little for the capture to end, so the file is finished.
    ~LiveSession() override;

    void start();
    // Asks the probe to end the capture (StopCapture); finished() follows.
    void stop();
    [[nodiscard]] bool isRunning() const { return m_stats.running; }
    [[nodiscard]] bool isStopping() const { return m_stopRequested; }
    [[nodiscard]] QString outputPath() const { return m_path; }
    [[nodiscard]] const remote::AttachTarget& target() const { return m_target; }
    [[nodiscard]] const LiveStats& stats() const { return m_stats; }
    [[nodiscard]] const remote::AttachResult& result() const { return m_result; }
    // Why it failed, for a person (classified: ssh, sudo, the probe).
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] std::shared_ptr<const Trace> trace() const { return m_trace; }
    // How often the file is loaded again while events arrive (default 1000 ms).
    void setRefreshInterval(int ms) { m_refreshMs = ms; }
    // Whether a load of the file is running.
    [[nodiscard]] bool isLoading() const { return m_loading; }

    // A new file for a live capture from `node` under the cache folder.
    [[nodiscard]] static QString temporaryPath(const QString& node);

signals:
    void statsChanged();
    void traceUpdated(std::shared_ptr<const faultline::Trace> trace);
    void loadFailed(const QString& message);
    void finished(bool ok, const QString& message);

private:
    struct Shared
    {
        std::mutex mutex;
        remote::AttachProgress progress;
        std::atomic<bool> stop{false};
    };

    void onProgress();
    void onFinished(const remote::AttachResult& result);
    void maybeLoad();
    void load();
    void onLoaded(std::shared_ptr<const Trace> trace, const QString& error, quint64 committed);
    void finishWhenLoaded();

    remote::AttachTarget m_target;
    remote::AttachOptions m_options;
    QString m_path;
    std::shared_ptr<Shared> m_shared;
    QPointer<QThread> m_worker;
    QPointer<QThread> m_loader;
    std::shared_ptr<std::atomic<bool>> m_cancelLoad;
    QTimer* m_refreshTimer = nullptr;
    int m_refreshMs = 1000;
    bool m_loading = false;
    bool m_clientDone = false;
    bool m_finalLoadDone = false;
    bool m_stopRequested = false;
    quint64 m_loadedCommitted = 0;
    qint64 m_lastLoadStart = 0;
    EventRate m_rate;
    LiveStats m_stats;
    remote::AttachResult m_result;
    QString m_errorText;
    std::shared_ptr<const Trace> m_trace;
};

} // namespace faultline
