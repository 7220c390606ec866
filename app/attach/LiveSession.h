#pragma once

#include "AttachClient.h"
#include "CaptureMerger.h"
#include "EventRate.h"
#include "Trace.h"
#include "TransportCommand.h"
#include "TransportDiagnosis.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

class QThread;
class QTimer;

namespace faultline {

// One node of a live capture of several.
struct LiveNodeStats
{
    QString name;    // as its probe named itself when the dialog connected, else "nodeN"
    QString command; // the transport command, for a person
    remote::AttachStage stage = remote::AttachStage::Connecting;
    bool finished = false;
    bool ok = false;
    quint64 events = 0;
    quint64 committed = 0;
    quint64 dropped = 0;
    remote::ClockOffset clock;
    QString error; // why it failed, for a person (classified: ssh, sudo, the probe)
};

// A node to attach to, and its name as the probe said it when the dialog connected ("" unknown).
struct LiveNodeTarget
{
    remote::AttachTarget target;
    QString name;
};

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
    // One per node when the session captures several (the totals above are their sums); empty
    // for a single node.
    std::vector<LiveNodeStats> nodes;
};

// One live capture: remote::AttachClient on a worker thread writes what the probe streams into
// a local capture file, committed every second; the file is loaded again (TraceBuilder, on a
// thread of its own) whenever more events are committed, at most once per refresh interval, and
// once more, complete, when the capture ends. One traceUpdated() per load, then finished().
//
// With several nodes, one AttachClient per node writes its own part file beside the output
// (remote::MultiAttach::partPath); a refresh merges what the parts have committed into a file
// beside them (CaptureMerger without indexes) and loads that; when every node has ended, the
// parts are merged with indexes into the output, which is loaded once more. A node that fails
// says why in its LiveNodeStats while the others go on.
class LiveSession : public QObject
{
    Q_OBJECT
public:
    LiveSession(remote::AttachTarget target, remote::AttachOptions options, QObject* parent = nullptr);
    LiveSession(std::vector<LiveNodeTarget> nodes, remote::AttachOptions options, QObject* parent = nullptr);
    // Asks the probe to stop and waits a little for the capture to end, so the file is finished.
    ~LiveSession() override;

    void start();
    // Asks the probe to end the capture (StopCapture); finished() follows.
    void stop();
    [[nodiscard]] bool isRunning() const { return m_stats.running; }
    [[nodiscard]] bool isStopping() const { return m_stopRequested; }
    [[nodiscard]] QString outputPath() const { return m_path; }
    // The file trace() was loaded from: the output, or while several nodes are captured the
    // merge of what they committed so far.
    [[nodiscard]] QString tracePath() const { return m_tracePath; }
    // The first node's.
    [[nodiscard]] const remote::AttachTarget& target() const { return m_nodes.front().target; }
    [[nodiscard]] std::size_t nodeCount() const { return m_nodes.size(); }
    [[nodiscard]] const LiveStats& stats() const { return m_stats; }
    // With several nodes: ok when every node and the merge were, the merged file's events, and
    // the nodes' names.
    [[nodiscard]] const remote::AttachResult& result() const { return m_result; }
    // Several nodes: each one's result, once it has ended.
    [[nodiscard]] const std::vector<remote::AttachResult>& nodeResults() const { return m_nodeResults; }
    // Why it failed, for a person (classified: ssh, sudo, the probe).
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] std::shared_ptr<const Trace> trace() const { return m_trace; }
    // How often the file is loaded again while events arrive (default 1000 ms; longer when a
    // refresh of several nodes takes more than a quarter of it).
    void setRefreshInterval(int ms) { m_refreshMs = ms; }
    // The interval the next refresh waits for: the one set, or more when refreshes are slow.
    [[nodiscard]] int refreshInterval() const;
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

        // Several nodes. Finishing a part takes locks that a reader refuses (leaving WAL, building
        // indexes), so a node's finish waits for the live merges reading its part, and none
        // opens it meanwhile; none opens any once the final merge begins.
        std::vector<remote::AttachProgress> nodeProgress;
        std::vector<int> readers;    // live merges reading node i's part
        std::vector<bool> finishing; // node i's part is being finished
        bool closed = false;         // the final merge has begun
        std::condition_variable readersDone;
    };

    [[nodiscard]] bool isMultiNode() const { return m_nodes.size() > 1; }
    void startOne();
    void startSeveral();
    void onProgress();
    void onFinished(const remote::AttachResult& result);
    void onNodeFinished(std::size_t node, const remote::AttachResult& result);
    void onSeveralFinished(const capture::MergeResult& merge, const QString& error);
    [[nodiscard]] QString describeFailure(const remote::AttachResult& result, const remote::AttachTarget& target) const;
    void maybeLoad();
    void load();
    void onLoaded(std::shared_ptr<const Trace> trace, const QString& error, quint64 committed, const QString& path,
                  qint64 tookNs);
    void finishWhenLoaded();

    std::vector<LiveNodeTarget> m_nodes;
    remote::AttachOptions m_options;
    QString m_path;
    QString m_tracePath;
    QString m_livePath; // several nodes: the merge that refreshes read
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
    qint64 m_lastLoadNs = 0; // how long the last refresh took (merge and load)
    EventRate m_rate;
    LiveStats m_stats;
    remote::AttachResult m_result;
    std::vector<remote::AttachResult> m_nodeResults;
    QString m_errorText;
    std::shared_ptr<const Trace> m_trace;
};

} // namespace faultline
