#pragma once

#include "attach/AttachDialog.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QTimer;
class QToolBar;
class QWidget;

namespace faultline {

class CaptureWorkspace;
class FollowNewest;
class LiveSession;
class LiveStatusWidget;
class Trace;

// A live capture, shown in the capture workspace while it arrives: the LiveSession (one at a
// time), Follow Newest, the live status in the status bar, the Capture menu's Record Local
// Process…, Attach…, Stop Capture and Follow Newest with the Live Capture tool bar (whose
// enabled state and visibility it keeps), and the Attach dialog.
class LiveController : public QObject
{
    Q_OBJECT
public:
    // `window`: parent of its widgets and dialogs.
    LiveController(CaptureWorkspace* workspace, QWidget* window);

    // Capture ▸ Attach…: the Attach dialog (window-modal, not blocking); Start begins a live
    // capture with what it asked for.
    void showAttachDialog();
    // Capture ▸ Record Local Process…: the same dialog preset to this machine, the installed probe
    // and pkexec (LocalProbe::recordingTarget), connecting at once to list the processes.
    void showRecordLocalDialog();
    // A live capture (LiveSession): written to request.outputPath, or a new file in the cache
    // folder, and shown in the timeline while it arrives. Refused while another one runs.
    LiveSession* start(const AttachDialog::Request& request);
    // Asks the probe to end the live capture; the capture stays open.
    void stop();
    // The live session's capture is no longer the one shown (another was opened or it was
    // closed): a running session is stopped.
    void detach();

    // The last live session, running or not; null before the first.
    [[nodiscard]] LiveSession* session() const { return m_session; }
    // Whether the live session's capture is the one shown.
    [[nodiscard]] bool isShown() const { return m_session && m_shown; }

    [[nodiscard]] QAction* attachAction() const { return m_attachAction; }
    [[nodiscard]] QAction* recordLocalAction() const { return m_recordLocalAction; }
    [[nodiscard]] QAction* stopAction() const { return m_stopAction; }
    [[nodiscard]] QAction* followAction() const { return m_followAction; }
    [[nodiscard]] QToolBar* toolBar() const { return m_toolBar; }
    [[nodiscard]] LiveStatusWidget* statusWidget() const { return m_status; }
    [[nodiscard]] FollowNewest* followNewest() const { return m_follow; }
    // The open Attach dialog; null when none is.
    [[nodiscard]] AttachDialog* attachDialog() const { return m_attachDialog; }

signals:
    // For the status bar.
    void statusMessage(const QString& message);
    void errorOccurred(const QString& title, const QString& message);
    // The live capture's timeline was refreshed with `trace` (more events arrived).
    void traceShown(std::shared_ptr<const faultline::Trace> trace);
    void finished(bool ok, const QString& message);

private:
    void onTrace(std::shared_ptr<const Trace> trace);
    void showAnalyses();
    void onFinished(bool ok, const QString& message);
    void updateActions();

    CaptureWorkspace* m_workspace = nullptr;
    QWidget* m_window = nullptr;
    LiveSession* m_session = nullptr;
    bool m_shown = false;     // the live session's trace is the one shown
    bool m_hasTrace = false;  // a trace of the live session was shown
    QElapsedTimer m_analysed; // since the summary and chains last took a live trace
    QTimer* m_analysisTimer = nullptr;
    FollowNewest* m_follow = nullptr;
    QPointer<AttachDialog> m_attachDialog;

    QAction* m_attachAction = nullptr;
    QAction* m_recordLocalAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_followAction = nullptr;
    QToolBar* m_toolBar = nullptr;
    LiveStatusWidget* m_status = nullptr;
};

} // namespace faultline
