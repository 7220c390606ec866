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
#include <deque>
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
    // From the probe producing an event to the window showing it (one node): median of the last
    // refreshes' oldest new events, ms; 0 until measured.
    double latencyMs = 0;
    int connections = 0;
    std::vector<remote::AttachSourceStatus> sources;
    // One per node when the session captures several (the totals above are their sums); empty
    // for a single node.
    std::vector<LiveNodeStats> nodes;
};

// One live capture: remote::AttachClient on a worker thread writes what the probe streams into
// a local capture file, committed every 50 ms; whenever more events are committed, at most once
// per refresh interval, a thread of its own reads the rows committed since the last refresh and
// extends the trace with them (TraceBuilder::extend), and once the capture ends the finished
// file is loaded whole. One traceUpdated() per refresh, then finished().
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
    // How often the trace is refreshed while events arrive (default 50 ms; longer when reading
    // and showing a refresh take more than a quarter of it).
    void setRefreshInterval(int ms) { m_refreshMs = ms; }
    // How long the window took to show the last trace: refreshes slow down when showing is slow.
    void noteShown(qint64 ns);
    // What the last refresh cost: reading (the merge, the load or the extension) and showing.
    [[nodiscard]] qint64 lastReadNs() const { return m_lastLoadNs; }
    [[nodiscard]] qint64 lastShowNs() const { return m_lastShowNs; }
    // The interval the next refresh waits for: the one set, or more when refreshes are slow.
    [[nodiscard]] int refreshInterval() const;
    // Whether a load of the file is running.
    [[nodiscard]] bool isLoading() const { return m_loading; }
    // Refreshes that extended the last trace with the rows committed since, not read the file whole.
    [[nodiscard]] int extensions() const { return m_extensions; }
    // Per refresh shown while capturing one node: from the probe producing the oldest event it
    // added to the window having shown it (noteShown), ns on this machine's clock; and the same
    // for the newest event it added (the batch holding it).
    [[nodiscard]] const std::vector<qint64>& screenLatencies() const { return m_screenLatencies; }
    [[nodiscard]] const std::vector<qint64>& newestScreenLatencies() const { return m_screenLatenciesNewest; }

    // A new file for a live capture from `node` in `folder` (made when missing), or under the
    // cache folder when `folder` is empty.
    [[nodiscard]] static QString temporaryPath(const QString& node, const QString& folder = {});

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

        // One node: the rows of each batch written and when the probe produced it (its clock).
        struct Produced
        {
            std::uint64_t firstRow;
            std::uint64_t lastRow;
            std::int64_t producedNs;
        };
        std::deque<Produced> produced;
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
                  qint64 tookNs, bool extended);
    void finishWhenLoaded();
    void noteRowsShown(const Trace& trace);

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
    int m_refreshMs = 50;
    bool m_loading = false;
    bool m_clientDone = false;
    bool m_finalLoadDone = false;
    bool m_stopRequested = false;
    quint64 m_loadedCommitted = 0;
    qint64 m_lastLoadStart = 0;
    qint64 m_lastLoadNs = 0; // how long the last refresh took (merge and load, or extension)
    qint64 m_lastShowNs = 0; // how long the window took to show it (noteShown)
    int m_extensions = 0;
    quint64 m_rowsShown = 0;
    qint64 m_refreshProducedNs = 0;       // when the oldest row the refresh being shown adds was produced
    qint64 m_refreshNewestProducedNs = 0; // and the newest
    std::vector<qint64> m_screenLatencies;
    std::vector<qint64> m_screenLatenciesNewest;
    EventRate m_rate;
    LiveStats m_stats;
    remote::AttachResult m_result;
    std::vector<remote::AttachResult> m_nodeResults;
    QString m_errorText;
    std::shared_ptr<const Trace> m_trace;
};

} // namespace faultline
