#include "LiveSession.h"

#include "MultiAttach.h"
#include "TraceBuilder.h"
#include "TransportErrorText.h"
#include "TransportProcess.h"
#include "UnixSocketTransport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <climits>
#include <csignal>
#include <filesystem>
#include <map>
#include <thread>

namespace faultline {

using remote::AttachStage;

namespace {

// Call to screen (DESIGN §11: <= 250 ms) is the commit, the progress that announces it, the
// refresh that reads it and the paint: the client commits every 50 ms and says so at once.
constexpr int kFlushIntervalMs = 50;
constexpr int kProgressIntervalMs = 100;
constexpr unsigned long kStopWaitMs = 20'000;
// Batches whose production time is kept until a refresh shows them (about a minute at the
// probe's pace of one batch per 10 ms or per 16k events).
constexpr std::size_t kProducedBatchesKept = 8192;
// Call-to-screen samples kept (all of a benchmark's), and how many recent ones the median uses.
constexpr std::size_t kLatenciesKept = 100'000;
constexpr std::size_t kLatencyWindow = 16;

// A refresh of one node reads only the rows committed since the last one (TraceBuilder::extend)
// but copies the trace it extends; one of several nodes merges everything they committed again
// and loads the result (on the shared 2-core machine, two nodes: 0.28 s at 84,000 events, 0.37 s
// at 181,000). Either way the cost grows with the capture, as does showing the new trace, so the
// interval between refreshes is at least this many times the last one's cost (reading and
// showing), which keeps refreshing under a quarter of the wall time.
constexpr int kRefreshCostFactor = 4;

qint64 monotonicNow()
{
    static QElapsedTimer clock;
    if (!clock.isValid())
        clock.start();
    return clock.nsecsElapsed();
}

remote::AttachClient::Connect connectTo(const remote::AttachTarget& target)
{
    return target.kind == remote::AttachTarget::Kind::UnixSocket
        ? remote::connectUnixSocket(target.socketPath)
        : remote::spawnTransport(remote::transportCommand(target));
}

QString nodeName(const LiveNodeTarget& node, std::size_t index)
{
    return node.name.isEmpty() ? QStringLiteral("node%1").arg(index + 1) : node.name;
}

void removeDatabase(const std::string& path)
{
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        std::filesystem::remove(path + suffix, ec);
}

} // namespace

LiveSession::LiveSession(remote::AttachTarget target, remote::AttachOptions options, QObject* parent)
    : LiveSession(std::vector<LiveNodeTarget>{{std::move(target), QString()}}, std::move(options), parent)
{
}

LiveSession::LiveSession(std::vector<LiveNodeTarget> nodes, remote::AttachOptions options, QObject* parent)
    : QObject(parent)
    , m_nodes(std::move(nodes))
    , m_options(std::move(options))
    , m_path(QFile::decodeName(QByteArray::fromStdString(m_options.output)))
    , m_tracePath(m_path)
    , m_shared(std::make_shared<Shared>())
    , m_refreshTimer(new QTimer(this))
{
    if (m_nodes.empty())
        m_nodes.push_back({});
    if (isMultiNode())
        m_livePath = m_path + QStringLiteral(".live.part");
    m_options.flushIntervalMs = kFlushIntervalMs;
    m_options.progressIntervalMs = kProgressIntervalMs;
    if (m_options.software.empty())
        m_options.software = "faultline " FAULTLINE_VERSION;
    if (m_options.transportDescription.empty() && !isMultiNode())
        m_options.transportDescription = remote::displayCommand(target());
    m_refreshTimer->setSingleShot(true);
    connect(m_refreshTimer, &QTimer::timeout, this, &LiveSession::maybeLoad);
}

LiveSession::~LiveSession()
{
    m_shared->stop.store(true);
    if (m_cancelLoad)
        m_cancelLoad->store(true);
    // The capture ends cleanly once the probe confirms the stop; a probe that does not answer is
    // left behind after a while (the stall timeout ends the client later).
    if (m_worker)
        m_worker->wait(kStopWaitMs);
    if (m_loader)
        m_loader->wait();
    if (!m_livePath.isEmpty() && (!m_worker || m_worker->isFinished()))
        removeDatabase(QFile::encodeName(m_livePath).toStdString());
}

int LiveSession::refreshInterval() const
{
    return static_cast<int>(
        std::max<qint64>(m_refreshMs, kRefreshCostFactor * (m_lastLoadNs + m_lastShowNs) / 1'000'000));
}

void LiveSession::noteShown(qint64 ns)
{
    m_lastShowNs = std::max<qint64>(0, ns);
    if (m_refreshProducedNs == 0)
        return;
    remote::ClockOffset clock;
    {
        const std::lock_guard lock(m_shared->mutex);
        clock = m_shared->progress.clock;
    }
    const qint64 produced = clock.known ? clock.toClient(m_refreshProducedNs) : m_refreshProducedNs;
    m_refreshProducedNs = 0;
    const qint64 now = std::chrono::duration_cast<std::chrono::nanoseconds>(
                           std::chrono::system_clock::now().time_since_epoch())
                           .count();
    if (m_screenLatencies.size() < kLatenciesKept) {
        m_screenLatencies.push_back(now - produced);
        const qint64 newest = clock.known ? clock.toClient(m_refreshNewestProducedNs) : m_refreshNewestProducedNs;
        m_screenLatenciesNewest.push_back(m_refreshNewestProducedNs != 0 ? now - newest : now - produced);
    }
    std::vector<qint64> recent(m_screenLatencies.end()
                                   - static_cast<std::ptrdiff_t>(std::min(kLatencyWindow, m_screenLatencies.size())),
                               m_screenLatencies.end());
    std::nth_element(recent.begin(), recent.begin() + static_cast<std::ptrdiff_t>(recent.size() / 2), recent.end());
    m_stats.latencyMs = static_cast<double>(recent[recent.size() / 2]) / 1e6;
}

QString LiveSession::temporaryPath(const QString& node, const QString& folder)
{
    QDir dir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
    if (folder.isEmpty()) {
        dir.mkpath(QStringLiteral("live"));
        dir.cd(QStringLiteral("live"));
    } else {
        dir.setPath(folder);
        dir.mkpath(QStringLiteral("."));
    }
    QString name = node;
    for (QChar& c : name) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_') && c != QLatin1Char('.'))
            c = QLatin1Char('_');
    }
    if (name.isEmpty())
        name = QStringLiteral("node");
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString path = dir.filePath(QStringLiteral("%1-%2.db").arg(name, stamp));
    for (int i = 2; QFileInfo::exists(path); ++i)
        path = dir.filePath(QStringLiteral("%1-%2-%3.db").arg(name, stamp).arg(i));
    return path;
}

void LiveSession::start()
{
    if (m_worker || m_clientDone)
        return;
    std::signal(SIGPIPE, SIG_IGN); // a dead transport is an error, not the end of the app
    m_stats = {};
    m_stats.running = true;
    m_rate.clear();
    if (isMultiNode())
        startSeveral();
    else
        startOne();
    emit statsChanged();
}

void LiveSession::startOne()
{
    QPointer<LiveSession> self(this);
    auto shared = m_shared;
    remote::AttachOptions options = m_options;
    // When each row was produced, for the call-to-screen latency of the refresh that shows it.
    options.onBatch = [shared](std::uint64_t firstRow, std::uint64_t lastRow, std::int64_t producedNs) {
        const std::lock_guard lock(shared->mutex);
        shared->produced.push_back({firstRow, lastRow, producedNs});
        if (shared->produced.size() > kProducedBatchesKept)
            shared->produced.pop_front();
    };
    m_worker = QThread::create([self, shared, options = std::move(options), connect = connectTo(target())] {
        remote::AttachClient client(options, connect);
        client.setProgress([self, shared](const remote::AttachProgress& progress) {
            {
                const std::lock_guard lock(shared->mutex);
                shared->progress = progress;
            }
            QMetaObject::invokeMethod(
                qApp,
                [self] {
                    if (self)
                        self->onProgress();
                },
                Qt::QueuedConnection);
        });
        remote::AttachResult result = client.run(&shared->stop);
        QMetaObject::invokeMethod(
            qApp,
            [self, result = std::move(result)] {
                if (self)
                    self->onFinished(result);
            },
            Qt::QueuedConnection);
    });
    QObject::connect(m_worker, &QThread::finished, m_worker, &QObject::deleteLater);
    m_worker->start();
}

void LiveSession::startSeveral()
{
    struct NodeJob
    {
        remote::AttachOptions options;
        remote::AttachClient::Connect connect;
        std::string name;
    };
    std::vector<NodeJob> jobs;
    m_nodeResults.assign(m_nodes.size(), {});
    m_stats.nodes.assign(m_nodes.size(), {});
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        NodeJob job;
        job.options = m_options;
        job.options.output = remote::MultiAttach::partPath(m_options.output, i);
        // A part left by an earlier session that was killed is ours to replace.
        job.options.overwrite = true;
        job.options.transportDescription = remote::displayCommand(m_nodes[i].target);
        job.connect = connectTo(m_nodes[i].target);
        job.name = nodeName(m_nodes[i], i).toStdString();
        jobs.push_back(std::move(job));
        m_stats.nodes[i].name = nodeName(m_nodes[i], i);
        m_stats.nodes[i].command = QString::fromStdString(job.options.transportDescription);
    }
    {
        const std::lock_guard lock(m_shared->mutex);
        m_shared->nodeProgress.assign(m_nodes.size(), {});
        for (remote::AttachProgress& p : m_shared->nodeProgress)
            p.stage = AttachStage::Connecting;
        m_shared->readers.assign(m_nodes.size(), 0);
        m_shared->finishing.assign(m_nodes.size(), false);
    }

    QPointer<LiveSession> self(this);
    auto shared = m_shared;
    m_worker = QThread::create(
        [self, shared, jobs = std::move(jobs), output = m_options.output, overwrite = m_options.overwrite] {
            std::vector<remote::AttachResult> results(jobs.size());
            {
                std::vector<std::thread> threads;
                threads.reserve(jobs.size());
                for (std::size_t i = 0; i < jobs.size(); ++i) {
                    threads.emplace_back([&, i] {
                        remote::AttachClient client(jobs[i].options, jobs[i].connect);
                        client.setProgress([self, shared, i](const remote::AttachProgress& progress) {
                            {
                                std::unique_lock lock(shared->mutex);
                                shared->nodeProgress[i] = progress;
                                // Called right before the part is finished.
                                if (progress.stage == AttachStage::Finishing) {
                                    shared->finishing[i] = true;
                                    shared->readersDone.wait(lock, [&] { return shared->readers[i] == 0; });
                                }
                            }
                            QMetaObject::invokeMethod(
                                qApp,
                                [self] {
                                    if (self)
                                        self->onProgress();
                                },
                                Qt::QueuedConnection);
                        });
                        results[i] = client.run(&shared->stop);
                        {
                            const std::lock_guard lock(shared->mutex);
                            shared->finishing[i] = false;
                        }
                        QMetaObject::invokeMethod(
                            qApp,
                            [self, i, result = results[i]] {
                                if (self)
                                    self->onNodeFinished(i, result);
                            },
                            Qt::QueuedConnection);
                    });
                }
                for (std::thread& t : threads)
                    t.join();
            }

            // Every node has ended: the parts that hold events become the session's file, with
            // indexes, under the names and clock offsets the live merges used.
            {
                std::unique_lock lock(shared->mutex);
                shared->closed = true;
                shared->readersDone.wait(lock, [&] {
                    return std::all_of(shared->readers.begin(), shared->readers.end(), [](int n) { return n == 0; });
                });
            }
            std::vector<capture::MergeInput> inputs;
            for (std::size_t i = 0; i < jobs.size(); ++i) {
                std::error_code ec;
                if (results[i].events == 0 || !std::filesystem::exists(jobs[i].options.output, ec))
                    continue;
                capture::MergeInput input;
                input.path = jobs[i].options.output;
                input.node = jobs[i].name;
                if (results[i].clock.known)
                    input.clock = capture::NodeClock{results[i].clock.offsetNs, results[i].clock.uncertaintyNs};
                inputs.push_back(std::move(input));
            }
            capture::MergeResult merge;
            QString error;
            if (inputs.empty()) {
                error = LiveSession::tr("No node sent an event.");
                for (const NodeJob& job : jobs)
                    removeDatabase(job.options.output);
            } else {
                capture::MergeOptions options;
                options.overwrite = overwrite;
                merge = capture::CaptureMerger::merge(inputs, output, options);
                if (merge.ok) {
                    for (const capture::MergeInput& input : inputs)
                        removeDatabase(input.path);
                } else {
                    // The parts stay: they hold everything that arrived.
                    error = LiveSession::tr("The nodes' captures could not be merged into %1: %2")
                                .arg(QFile::decodeName(QByteArray::fromStdString(output)),
                                     QString::fromStdString(merge.error));
                }
            }
            QMetaObject::invokeMethod(
                qApp,
                [self, merge = std::move(merge), error] {
                    if (self)
                        self->onSeveralFinished(merge, error);
                },
                Qt::QueuedConnection);
        });
    QObject::connect(m_worker, &QThread::finished, m_worker, &QObject::deleteLater);
    m_worker->start();
}

void LiveSession::stop()
{
    if (!m_stats.running || m_stopRequested)
        return;
    m_stopRequested = true;
    m_shared->stop.store(true);
    emit statsChanged();
}

void LiveSession::onProgress()
{
    if (m_clientDone)
        return;
    if (isMultiNode()) {
        std::vector<remote::AttachProgress> nodes;
        {
            const std::lock_guard lock(m_shared->mutex);
            nodes = m_shared->nodeProgress;
        }
        LiveStats& s = m_stats;
        s.events = s.committed = s.totalEvents = s.dropped = 0;
        s.connections = 0;
        bool totalsKnown = true;
        bool capturing = false;
        std::map<std::uint32_t, remote::AttachSourceStatus> sources;
        for (std::size_t i = 0; i < nodes.size() && i < s.nodes.size(); ++i) {
            LiveNodeStats& node = s.nodes[i];
            const remote::AttachProgress& p = nodes[i];
            if (!node.finished) {
                node.stage = p.stage;
                node.events = p.events;
                node.committed = p.eventsCommitted;
                node.dropped = p.dropped;
                if (p.clock.known)
                    node.clock = p.clock;
                capturing = capturing || p.stage == AttachStage::Capturing;
            }
            s.events += node.events;
            s.committed += node.committed;
            s.dropped += node.dropped;
            s.totalEvents += p.totalEvents;
            totalsKnown = totalsKnown && p.totalEvents > 0;
            s.connections += p.connections;
            for (const remote::AttachSourceStatus& source : p.sources) {
                remote::AttachSourceStatus& sum = sources[source.source];
                sum.source = source.source;
                sum.seen += source.seen;
                sum.stored += source.stored;
                sum.dropped += source.dropped;
            }
        }
        if (!totalsKnown)
            s.totalEvents = 0;
        s.sources.clear();
        for (const auto& [id, source] : sources)
            s.sources.push_back(source);
        // The session is live while any node is; before that it is where its first node is.
        auto unfinished = std::find_if(s.nodes.begin(), s.nodes.end(),
                                       [](const LiveNodeStats& n) { return !n.finished; });
        s.stage = capturing               ? AttachStage::Capturing
            : unfinished != s.nodes.end() ? unfinished->stage
                                          : AttachStage::Finishing;
        m_rate.add(monotonicNow(), s.events);
        s.rate = m_rate.perSecond();
        emit statsChanged();
        maybeLoad();
        return;
    }
    remote::AttachProgress p;
    {
        const std::lock_guard lock(m_shared->mutex);
        p = m_shared->progress;
    }
    m_rate.add(monotonicNow(), p.events);
    m_stats.stage = p.stage;
    m_stats.events = p.events;
    m_stats.committed = p.eventsCommitted;
    m_stats.totalEvents = p.totalEvents;
    m_stats.dropped = p.dropped;
    m_stats.connections = p.connections;
    m_stats.sources = p.sources;
    m_stats.rate = m_rate.perSecond();
    emit statsChanged();
    maybeLoad();
}

void LiveSession::maybeLoad()
{
    if (m_loading || m_stats.committed <= m_loadedCommitted)
        return;
    const qint64 waitMs = refreshInterval() - (monotonicNow() - m_lastLoadStart) / 1'000'000;
    if (m_lastLoadStart > 0 && waitMs > 0) {
        if (!m_refreshTimer->isActive())
            m_refreshTimer->start(static_cast<int>(waitMs));
        return;
    }
    load();
}

void LiveSession::load()
{
    // While several nodes capture, what they committed is merged first; once they have ended, the
    // session's file is the merge, complete.
    const bool merging = isMultiNode() && !m_clientDone;
    std::vector<capture::MergeInput> inputs;
    std::vector<std::size_t> inputNodes; // per input, its node
    if (merging) {
        for (std::size_t i = 0; i < m_stats.nodes.size(); ++i) {
            const LiveNodeStats& node = m_stats.nodes[i];
            if (node.committed == 0)
                continue;
            capture::MergeInput input;
            input.path = remote::MultiAttach::partPath(m_options.output, i);
            input.node = node.name.toStdString();
            if (node.clock.known)
                input.clock = capture::NodeClock{node.clock.offsetNs, node.clock.uncertaintyNs};
            inputs.push_back(std::move(input));
            inputNodes.push_back(i);
        }
        if (inputs.empty())
            return;
    }
    m_loading = true;
    m_lastLoadStart = monotonicNow();
    // What is committed now is at least what the loader will see.
    const quint64 committed = m_clientDone ? m_stats.events : m_stats.committed;
    m_cancelLoad = std::make_shared<std::atomic<bool>>(false);
    const QString path = merging ? m_livePath : m_path;
    // One node's file only grows while the capture runs: read what was committed since. The
    // final load reads the finished file whole.
    std::shared_ptr<const Trace> previous;
    if (!isMultiNode() && !m_clientDone && m_trace && m_tracePath == path)
        previous = m_trace;
    QPointer<LiveSession> self(this);
    m_loader = QThread::create([self, path, inputs = std::move(inputs), inputNodes = std::move(inputNodes),
                                shared = m_shared, cancel = m_cancelLoad, committed, previous] {
        QElapsedTimer took;
        took.start();
        const std::string file = QFile::encodeName(path).toStdString();
        std::shared_ptr<const Trace> trace;
        QString error;
        bool skipped = false;
        if (!inputs.empty()) {
            // A part being finished cannot be read: this refresh is left out rather than show
            // its node's events missing.
            std::vector<std::size_t> reading;
            {
                const std::lock_guard lock(shared->mutex);
                skipped = shared->closed;
                for (std::size_t k = 0; k < inputs.size() && !skipped; ++k) {
                    std::error_code ec;
                    skipped = shared->finishing[inputNodes[k]] || !std::filesystem::exists(inputs[k].path, ec);
                }
                if (!skipped) {
                    for (const std::size_t node : inputNodes)
                        ++shared->readers[node];
                    reading = inputNodes;
                }
            }
            if (!skipped) {
                capture::MergeOptions options;
                options.overwrite = true;
                options.indexes = false; // the trace is loaded by rowid, and merged again a second later
                const capture::MergeResult merged = capture::CaptureMerger::merge(inputs, file, options);
                if (!merged.ok)
                    error = QString::fromStdString(merged.error);
            }
            {
                const std::lock_guard lock(shared->mutex);
                for (const std::size_t node : reading)
                    --shared->readers[node];
            }
            shared->readersDone.notify_all();
        }
        if (error.isEmpty() && !skipped) {
            LoadOptions options;
            options.cancel = cancel.get();
            LoadResult loaded = previous ? TraceBuilder::extend(*previous, file, options)
                                         : TraceBuilder::load(file, options);
            trace = std::move(loaded.trace);
            error = QString::fromStdString(loaded.error);
        }
        const qint64 tookNs = took.nsecsElapsed();
        QMetaObject::invokeMethod(
            qApp,
            [self, trace, error, committed, path, tookNs, extended = previous != nullptr] {
                if (self)
                    self->onLoaded(trace, error, committed, path, tookNs, extended);
            },
            Qt::QueuedConnection);
    });
    QObject::connect(m_loader, &QThread::finished, m_loader, &QObject::deleteLater);
    m_loader->start();
}

void LiveSession::onLoaded(std::shared_ptr<const Trace> trace, const QString& error, quint64 committed,
                           const QString& path, qint64 tookNs, bool extended)
{
    m_loading = false;
    if (!m_clientDone)
        m_lastLoadNs = tookNs;
    if (trace) {
        m_loadedCommitted = std::max(m_loadedCommitted, committed);
        if (extended)
            ++m_extensions;
        noteRowsShown(*trace);
        m_trace = std::move(trace);
        m_tracePath = path;
        emit traceUpdated(m_trace);
    } else if (!error.isEmpty()) {
        emit loadFailed(error);
    }
    if (m_clientDone) {
        finishWhenLoaded();
        return;
    }
    maybeLoad();
}

void LiveSession::noteRowsShown(const Trace& trace)
{
    // One node's file numbers its rows in the order they arrived; the oldest row this refresh
    // adds is the one right after the last shown.
    m_refreshProducedNs = 0;
    m_refreshNewestProducedNs = 0;
    if (isMultiNode() || m_clientDone || trace.info.maxRowId <= 0)
        return;
    const auto rows = static_cast<quint64>(trace.info.maxRowId);
    const quint64 oldest = m_rowsShown + 1;
    m_rowsShown = std::max(m_rowsShown, rows);
    if (rows < oldest)
        return;
    const std::lock_guard lock(m_shared->mutex);
    auto& produced = m_shared->produced;
    while (!produced.empty() && produced.front().lastRow < oldest)
        produced.pop_front();
    if (!produced.empty() && produced.front().firstRow <= oldest)
        m_refreshProducedNs = produced.front().producedNs;
    for (const Shared::Produced& batch : produced) {
        if (batch.firstRow <= rows && rows <= batch.lastRow) {
            m_refreshNewestProducedNs = batch.producedNs;
            break;
        }
    }
}

QString LiveSession::describeFailure(const remote::AttachResult& result, const remote::AttachTarget& target) const
{
    const std::vector<std::string> command = remote::transportCommand(target);
    const remote::TransportDiagnosis diagnosis = remote::diagnoseTransport(
        remote::transportFailure(command.empty() ? std::string() : command.front(), result));
    return TransportErrorText::format(TransportErrorText::describe(diagnosis, target));
}

void LiveSession::onFinished(const remote::AttachResult& result)
{
    m_clientDone = true;
    m_result = result;
    m_stats.running = false;
    m_stats.finished = true;
    m_stats.ok = result.ok;
    m_stats.events = result.events;
    m_stats.committed = result.events;
    // Over the whole session, once it ended.
    m_stats.rate = result.seconds > 0 ? static_cast<double>(result.events) / result.seconds : 0;
    m_refreshTimer->stop();
    if (!result.ok)
        m_errorText = describeFailure(result, target());
    emit statsChanged();
    // The finished file has what only the end writes (threads, process names, drop counts): load
    // it once more, complete, unless a load is running (its end comes back here).
    if (!m_loading)
        finishWhenLoaded();
}

void LiveSession::onNodeFinished(std::size_t index, const remote::AttachResult& result)
{
    if (index >= m_stats.nodes.size())
        return;
    m_nodeResults[index] = result;
    LiveNodeStats& node = m_stats.nodes[index];
    node.finished = true;
    node.ok = result.ok;
    node.stage = AttachStage::Finishing;
    node.events = result.events;
    node.committed = result.events;
    if (result.clock.known)
        node.clock = result.clock;
    if (!result.ok)
        node.error = describeFailure(result, m_nodes[index].target);
    // The totals and the session's stage follow from the nodes.
    onProgress();
}

void LiveSession::onSeveralFinished(const capture::MergeResult& merge, const QString& error)
{
    m_clientDone = true;
    m_stats.running = false;
    m_stats.finished = true;
    m_refreshTimer->stop();
    bool nodesOk = true;
    double seconds = 0;
    quint64 events = 0;
    QStringList failed;
    QStringList names;
    for (std::size_t i = 0; i < m_stats.nodes.size(); ++i) {
        const LiveNodeStats& node = m_stats.nodes[i];
        nodesOk = nodesOk && node.ok;
        seconds = std::max(seconds, m_nodeResults[i].seconds);
        events += node.events;
        names << node.name;
        if (!node.ok)
            failed << tr("%1: %2").arg(node.name, node.error);
    }
    m_result = {};
    m_result.ok = nodesOk && merge.ok;
    m_result.events = merge.ok ? static_cast<quint64>(merge.events) : events;
    m_result.node = names.join(QStringLiteral(", ")).toStdString();
    m_result.seconds = seconds;
    m_result.error = error.toStdString();
    m_stats.ok = m_result.ok;
    m_stats.events = events;
    m_stats.committed = events;
    m_stats.rate = seconds > 0 ? static_cast<double>(events) / seconds : 0;
    if (!error.isEmpty())
        failed.prepend(error);
    m_errorText = failed.join(QStringLiteral("\n\n"));
    emit statsChanged();
    if (!m_loading)
        finishWhenLoaded();
}

void LiveSession::finishWhenLoaded()
{
    if (!m_finalLoadDone && m_result.events > 0 && QFileInfo::exists(m_path)) {
        m_finalLoadDone = true;
        load();
        return;
    }
    m_finalLoadDone = true;
    // The session's file replaces the live merge once it is shown.
    if (!m_livePath.isEmpty() && m_tracePath == m_path)
        removeDatabase(QFile::encodeName(m_livePath).toStdString());
    QString message;
    if (m_result.ok)
        message = tr("%n events received from %1.", nullptr,
                     static_cast<int>(std::min<quint64>(m_result.events, INT_MAX)))
                      .arg(QString::fromStdString(m_result.node));
    else
        message = m_errorText;
    emit finished(m_result.ok, message);
}

} // namespace faultline
