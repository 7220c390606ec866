#include "LiveSession.h"

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

#include <climits>
#include <csignal>

namespace faultline {

using remote::AttachStage;

namespace {

constexpr int kFlushIntervalMs = 500;
constexpr int kProgressIntervalMs = 250;
constexpr unsigned long kStopWaitMs = 20'000;

qint64 monotonicNow()
{
    static QElapsedTimer clock;
    if (!clock.isValid())
        clock.start();
    return clock.nsecsElapsed();
}

} // namespace

LiveSession::LiveSession(remote::AttachTarget target, remote::AttachOptions options, QObject* parent)
    : QObject(parent)
    , m_target(std::move(target))
    , m_options(std::move(options))
    , m_path(QFile::decodeName(QByteArray::fromStdString(m_options.output)))
    , m_shared(std::make_shared<Shared>())
    , m_refreshTimer(new QTimer(this))
{
    m_options.flushIntervalMs = kFlushIntervalMs;
    m_options.progressIntervalMs = kProgressIntervalMs;
    if (m_options.software.empty())
        m_options.software = "faultline " FAULTLINE_VERSION;
    if (m_options.transportDescription.empty())
        m_options.transportDescription = remote::displayCommand(m_target);
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
}

QString LiveSession::temporaryPath(const QString& node)
{
    QDir dir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
    dir.mkpath(QStringLiteral("live"));
    dir.cd(QStringLiteral("live"));
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

    remote::AttachClient::Connect connect = m_target.kind == remote::AttachTarget::Kind::UnixSocket
        ? remote::connectUnixSocket(m_target.socketPath)
        : remote::spawnTransport(remote::transportCommand(m_target));
    QPointer<LiveSession> self(this);
    auto shared = m_shared;
    m_worker = QThread::create([self, shared, options = m_options, connect = std::move(connect)] {
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
    emit statsChanged();
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
    const qint64 waitMs = m_refreshMs - (monotonicNow() - m_lastLoadStart) / 1'000'000;
    if (m_lastLoadStart > 0 && waitMs > 0) {
        if (!m_refreshTimer->isActive())
            m_refreshTimer->start(static_cast<int>(waitMs));
        return;
    }
    load();
}

void LiveSession::load()
{
    m_loading = true;
    m_lastLoadStart = monotonicNow();
    // What is committed now is at least what the loader will see.
    const quint64 committed = m_clientDone ? m_stats.events : m_stats.committed;
    m_cancelLoad = std::make_shared<std::atomic<bool>>(false);
    QPointer<LiveSession> self(this);
    m_loader = QThread::create([self, path = m_path.toStdString(), cancel = m_cancelLoad, committed] {
        LoadOptions options;
        options.cancel = cancel.get();
        LoadResult loaded = TraceBuilder::load(path, options);
        std::shared_ptr<const Trace> trace(std::move(loaded.trace));
        const QString error = QString::fromStdString(loaded.error);
        QMetaObject::invokeMethod(
            qApp,
            [self, trace, error, committed] {
                if (self)
                    self->onLoaded(trace, error, committed);
            },
            Qt::QueuedConnection);
    });
    QObject::connect(m_loader, &QThread::finished, m_loader, &QObject::deleteLater);
    m_loader->start();
}

void LiveSession::onLoaded(std::shared_ptr<const Trace> trace, const QString& error, quint64 committed)
{
    m_loading = false;
    if (trace) {
        m_loadedCommitted = std::max(m_loadedCommitted, committed);
        m_trace = std::move(trace);
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
    if (!result.ok) {
        const std::vector<std::string> command = remote::transportCommand(m_target);
        const remote::TransportDiagnosis diagnosis = remote::diagnoseTransport(
            {command.empty() ? std::string() : command.front(), result.error, result.transportOutput,
             result.transportExit, result.errorCode});
        m_errorText = TransportErrorText::format(TransportErrorText::describe(diagnosis, m_target));
    }
    emit statsChanged();
    // The finished file has what only the end writes (threads, process names, drop counts): load
    // it once more, complete, unless a load is running (its end comes back here).
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
