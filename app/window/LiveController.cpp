#include "LiveController.h"

#include "CaptureWorkspace.h"
#include "attach/FollowNewest.h"
#include "attach/LiveSession.h"
#include "attach/LiveStatusWidget.h"
#include "attach/LocalProbe.h"
#include "common/Preferences.h"
#include "timeline/TimelineView.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>
#include <QToolBar>

#include <utility>

namespace faultline {

namespace {

constexpr qint64 kAnalysisIntervalMs = 1000;

} // namespace

LiveController::LiveController(CaptureWorkspace* workspace, QWidget* window)
    : QObject(window)
    , m_workspace(workspace)
    , m_window(window)
{
    setObjectName(QStringLiteral("liveController"));
    m_follow = new FollowNewest(this);
    m_analysisTimer = new QTimer(this);
    m_analysisTimer->setSingleShot(true);
    connect(m_analysisTimer, &QTimer::timeout, this, &LiveController::showAnalyses);

    m_attachAction = new QAction(tr("&Attach…"), this);
    m_attachAction->setObjectName(QStringLiteral("attachAction"));
    m_attachAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_attachAction->setStatusTip(tr("Capture live from faultline-probe on this machine or a node (SSH, Unix socket)"));
    connect(m_attachAction, &QAction::triggered, this, &LiveController::showAttachDialog);

    m_recordLocalAction = new QAction(tr("Record &Local Process…"), this);
    m_recordLocalAction->setObjectName(QStringLiteral("recordLocalAction"));
    m_recordLocalAction->setStatusTip(tr("Trace a process on this machine: starts faultline-probe through pkexec"));
    connect(m_recordLocalAction, &QAction::triggered, this, &LiveController::showRecordLocalDialog);

    m_stopAction = new QAction(tr("&Stop Capture"), this);
    m_stopAction->setObjectName(QStringLiteral("stopCaptureAction"));
    m_stopAction->setStatusTip(tr("Ask the probe to end the live capture; what arrived stays open"));
    m_stopAction->setEnabled(false);
    connect(m_stopAction, &QAction::triggered, this, &LiveController::stop);

    m_followAction = new QAction(tr("&Follow Newest"), this);
    m_followAction->setObjectName(QStringLiteral("followNewestAction"));
    m_followAction->setCheckable(true);
    m_followAction->setShortcut(QKeySequence(Qt::Key_End));
    m_followAction->setToolTip(tr("Keep the timeline on the last %1 s of the live capture (End); zooming or "
                                  "panning turns it off")
                                   .arg(FollowNewest::kDefaultWindowNs / 1'000'000'000));
    m_followAction->setEnabled(false);
    connect(m_followAction, &QAction::toggled, m_follow, &FollowNewest::setEnabled);
    connect(m_follow, &FollowNewest::enabledChanged, m_followAction, &QAction::setChecked);

    m_toolBar = new QToolBar(tr("Live Capture"), window);
    m_toolBar->setObjectName(QStringLiteral("liveToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->setMovable(false);
    m_toolBar->addAction(m_followAction);
    m_toolBar->addAction(m_stopAction);

    m_status = new LiveStatusWidget(window);
    connect(m_status, &LiveStatusWidget::stopRequested, this, &LiveController::stop);
}

void LiveController::showAttachDialog()
{
    if (m_attachDialog) {
        m_attachDialog->raise();
        m_attachDialog->activateWindow();
        return;
    }
    m_attachDialog = new AttachDialog(m_window);
    m_attachDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_attachDialog, &QDialog::accepted, this, [this] {
        if (m_attachDialog)
            start(m_attachDialog->request());
    });
    m_attachDialog->open();
}

void LiveController::showRecordLocalDialog()
{
    // An open dialog may be half-way through another target: it is only raised.
    const bool wasOpen = m_attachDialog;
    showAttachDialog();
    if (wasOpen || !m_attachDialog)
        return;
    m_attachDialog->setTarget(LocalProbe::recordingTarget());
    m_attachDialog->connectToProbe();
}

LiveSession* LiveController::start(const AttachDialog::Request& request)
{
    if (m_session && m_session->isRunning()) {
        emit errorOccurred(tr("Live Capture"),
                           tr("A live capture is running. Stop it (Capture ▸ Stop Capture) before "
                              "starting another."));
        return nullptr;
    }
    remote::AttachOptions options;
    const QString path = request.outputPath.isEmpty()
        ? LiveSession::temporaryPath(request.node, Preferences::load().captureDirectory)
        : request.outputPath;
    options.output = QFile::encodeName(path).toStdString();
    options.pids = request.pids;
    options.stacks = request.stacks;
    options.python = request.python;
    options.durationMs = request.durationMs;
    options.software = "faultline " FAULTLINE_VERSION;

    delete m_session;
    if (request.nodes.size() > 1) {
        std::vector<LiveNodeTarget> nodes;
        for (const AttachDialog::NodeChoice& node : request.nodes)
            nodes.push_back({node.target, node.node});
        m_session = new LiveSession(std::move(nodes), options, this);
    } else {
        m_session = new LiveSession(request.target, options, this);
    }
    m_shown = true;
    m_hasTrace = false;
    connect(m_session, &LiveSession::traceUpdated, this, &LiveController::onTrace);
    connect(m_session, &LiveSession::finished, this, &LiveController::onFinished);
    connect(m_session, &LiveSession::statsChanged, this, &LiveController::updateActions);
    connect(m_session, &LiveSession::loadFailed, this, [this](const QString& message) {
        emit statusMessage(tr("The live capture could not be shown: %1").arg(message));
    });
    m_status->setSession(m_session);
    m_follow->setEnabled(true);
    m_toolBar->show();
    m_session->start();
    updateActions();
    QStringList names;
    for (const AttachDialog::NodeChoice& node : request.nodes)
        names << node.node;
    emit statusMessage(tr("Attaching to %1; the capture goes to %2.")
                           .arg(request.nodes.size() > 1     ? names.join(QStringLiteral(", "))
                                    : request.node.isEmpty() ? QString::fromStdString(request.target.host)
                                                             : request.node,
                                QDir::toNativeSeparators(path)));
    return m_session;
}

void LiveController::stop()
{
    if (!m_session || !m_session->isRunning())
        return;
    m_session->stop();
    emit statusMessage(tr("Stopping the live capture…"));
}

void LiveController::detach()
{
    if (!m_session)
        return;
    m_shown = false;
    m_follow->setZoom(nullptr);
    m_follow->setEnabled(false);
    if (m_session->isRunning())
        m_session->stop();
    updateActions();
}

void LiveController::updateActions()
{
    const bool running = m_session && m_session->isRunning();
    m_stopAction->setEnabled(running && !m_session->isStopping());
    m_followAction->setEnabled(isShown() && m_workspace->timelineView());
    m_toolBar->setVisible(isShown());
}

void LiveController::onTrace(std::shared_ptr<const Trace> trace)
{
    if (!m_shown || !m_session || !trace)
        return;
    QElapsedTimer shown;
    shown.start();
    CaptureWorkspace::LiveRefresh refresh;
    refresh.first = !m_hasTrace || !m_workspace->timelineView();
    m_hasTrace = true;
    // The timeline follows every refresh; the summary, chains and stacks, analysed again from the
    // whole trace on threads of their own, at most once a second (on two cores they would take
    // the time the next refresh needs) and once the capture has ended.
    refresh.analyse = refresh.first || m_session->stats().finished || !m_analysed.isValid()
        || m_analysed.elapsed() >= kAnalysisIntervalMs;
    if (!refresh.analyse && !m_analysisTimer->isActive())
        m_analysisTimer->start(static_cast<int>(kAnalysisIntervalMs - m_analysed.elapsed()));
    refresh.keepRange = !m_follow->isEnabled();
    // Several nodes: the merge of what they committed so far, then the session's file.
    m_workspace->setLiveTrace(std::move(trace), m_session->tracePath(), m_session->outputPath(), refresh);
    if (refresh.analyse) {
        m_analysisTimer->stop();
        m_analysed.restart();
    }
    m_follow->setZoom(m_workspace->timelineView()->zoom());
    updateActions();
    m_session->noteShown(shown.nsecsElapsed());
    emit traceShown(m_workspace->trace());
}

void LiveController::showAnalyses()
{
    m_analysisTimer->stop();
    if (!m_workspace->trace())
        return;
    m_workspace->analyse();
    m_analysed.restart();
}

void LiveController::onFinished(bool ok, const QString& message)
{
    updateActions();
    const QString path = QDir::toNativeSeparators(m_session->outputPath());
    if (ok) {
        emit statusMessage(tr("Live capture finished: %1 Kept as %2.").arg(message, QFileInfo(path).fileName()));
    } else {
        const quint64 events = m_session->result().events;
        emit statusMessage(
            events > 0 ? tr("The live capture ended early; %1 keeps the %2 events received.").arg(path).arg(events)
                       : tr("The live capture failed."));
        emit errorOccurred(tr("Live Capture"), message);
    }
    emit finished(ok, message);
}

} // namespace faultline
