#pragma once

#include "TimelineModel.h"
#include "Trace.h"
#include "attach/AttachDialog.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>
#include <QStringList>

#include <memory>
#include <vector>

class QAction;
class QTimer;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QShortcut;
class QTabWidget;
class QToolBar;
class QToolButton;

namespace faultline {

class BackgroundJobs;
class CaptureInfoWidget;
class ChainInspector;
class DemoCapture;
class ExportMenu;
class FollowNewest;
class LiveSession;
class LiveStatusWidget;
struct LoadedTracedMemory;
class MemoryWorkspace;
class NotesController;
struct DisplayFrame;
struct Preferences;
class PreferencesDialog;
class ProblemsWidget;
class RecentFiles;
class SourceView;
class SnapshotLoader;
class SqlConsole;
class StacksView;
class SummaryView;
class TimelineView;
class TraceLoader;
class TracedMemoryLoader;

// The workbench window: a tab per view in the centre (Summary first), docks around it, loading
// off the GUI thread with progress and Cancel in the status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_MOC_INCLUDE("memory/MemoryWorkspace.h")
    Q_MOC_INCLUDE("preferences/PreferencesDialog.h")
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Loads `path` on a worker thread; the current capture stays until the new one is loaded.
    void openCapture(const QString& path);
    // Generates the fragmentation scenario into a temporary file (removed on exit) and opens it.
    void openDemo();
    void closeCapture();
    void cancelLoad();
    // Reads a PyTorch memory snapshot on a worker thread and opens it in a Memory tab of its own.
    void openSnapshot(const QString& path);
    // Device memory rebuilt from the open capture's traced allocations (TracedMemory), in a Memory
    // tab per process, converted off the GUI thread; an open tab is shown again. With a valid
    // `event` (an allocation or free call): the tab of its process, at the state just after it.
    void showDeviceMemory(timeline::EventRef event = {});

    [[nodiscard]] std::shared_ptr<const Trace> trace() const { return m_trace; }
    [[nodiscard]] QString capturePath() const { return m_path; }
    [[nodiscard]] bool isBusy() const;
    [[nodiscard]] SummaryView* summaryView() const { return m_summary; }
    // The Timeline tab of the open capture; null when none is open.
    [[nodiscard]] TimelineView* timelineView() const { return m_timeline; }
    // The SQL tab of the open capture; null when none is open.
    [[nodiscard]] SqlConsole* sqlConsole() const { return m_sql; }
    [[nodiscard]] QTabWidget* viewTabs() const { return m_tabs; }
    [[nodiscard]] RecentFiles* recentFiles() const { return m_recent; }
    [[nodiscard]] QDockWidget* captureDock() const { return m_captureDock; }
    [[nodiscard]] QDockWidget* problemsDock() const { return m_problemsDock; }
    // The causal chains, source and top stacks of the open capture: docks beside the timeline, so
    // that the tracks stay in view while stepping through a chain's evidence.
    [[nodiscard]] ChainInspector* chainInspector() const { return m_chains; }
    [[nodiscard]] SourceView* sourceView() const { return m_source; }
    [[nodiscard]] StacksView* stacksView() const { return m_stacks; }
    [[nodiscard]] QDockWidget* chainsDock() const { return m_chainsDock; }
    [[nodiscard]] QDockWidget* sourceDock() const { return m_sourceDock; }
    [[nodiscard]] QDockWidget* stacksDock() const { return m_stacksDock; }
    [[nodiscard]] QMenu* recentMenu() const { return m_recentMenu; }
    [[nodiscard]] QAction* deviceMemoryAction() const { return m_deviceMemoryAction; }
    // The open capture's notes (sidecar, Notes dock, Edit ▸ Undo/Redo, File ▸ Save Annotated Copy…).
    [[nodiscard]] NotesController* notesController() const { return m_notes; }
    [[nodiscard]] QDockWidget* notesDock() const { return m_notesDock; }
    // File ▸ Export: timeline and block map pictures, the review report, Perfetto JSON.
    [[nodiscard]] ExportMenu* exportMenu() const { return m_exportMenu; }
    [[nodiscard]] QAction* notesAction() const { return m_notesAction; }

    // Capture ▸ Attach…: the Attach dialog (window-modal, not blocking); Start begins a live
    // capture with what it asked for.
    void showAttachDialog();
    // Capture ▸ Record Local Process…: the same dialog preset to this machine, the installed probe
    // and pkexec (LocalProbe::recordingTarget), connecting at once to list the processes.
    void showRecordLocalDialog();
    // A live capture (LiveSession): written to request.outputPath, or a new file in the cache
    // folder, and shown in the timeline while it arrives. Refused while another one runs.
    LiveSession* startLiveSession(const AttachDialog::Request& request);
    // Asks the probe to end the live capture; the capture stays open.
    void stopLiveSession();
    [[nodiscard]] LiveSession* liveSession() const { return m_live; }
    [[nodiscard]] LiveStatusWidget* liveStatus() const { return m_liveStatus; }
    [[nodiscard]] FollowNewest* followNewest() const { return m_follow; }
    [[nodiscard]] QAction* attachAction() const { return m_attachAction; }
    [[nodiscard]] QAction* recordLocalAction() const { return m_recordLocalAction; }
    [[nodiscard]] QAction* followAction() const { return m_followAction; }
    [[nodiscard]] QAction* stopCaptureAction() const { return m_stopCaptureAction; }
    [[nodiscard]] QAction* saveCaptureAsAction() const { return m_saveAsAction; }
    [[nodiscard]] AttachDialog* attachDialog() const { return m_attachDialog; }
    // File ▸ Save Capture As…: a consistent copy of the open capture (live or not) at `path`, made
    // off the GUI thread; captureSaved() or captureSaveFailed(). The open capture is only read.
    void saveCaptureAs(const QString& path);

    // Edit ▸ Preferences… (Ctrl+,): the dialog (non-blocking); OK and Apply apply what it says.
    void showPreferences();
    [[nodiscard]] PreferencesDialog* preferencesDialog() const;
    [[nodiscard]] QAction* preferencesAction() const { return m_preferencesAction; }
    // Theme and time display for the application, editor command and path mappings for the
    // Source view; the language waits for the next start.
    void applyPreferences(const Preferences& preferences);

    // Whether a dropped or chosen file looks like a capture (by its name).
    [[nodiscard]] static bool isCaptureFileName(const QString& path);

signals:
    void captureLoaded(const QString& path);
    void captureFailed(const QString& path, const QString& message);
    void loadCancelled(const QString& path);
    void captureClosed();
    void demoFailed(const QString& message);
    void snapshotOpened(faultline::MemoryWorkspace* workspace);
    void snapshotFailed(const QString& path, const QString& message);
    void deviceMemoryOpened(faultline::MemoryWorkspace* workspace);
    // The capture has nothing to rebuild device memory from; `message` says why.
    void deviceMemoryUnavailable(const QString& message);
    // The live capture's timeline was refreshed with `trace` (more events arrived).
    void liveTraceUpdated(std::shared_ptr<const faultline::Trace> trace);
    void liveFinished(bool ok, const QString& message);
    void captureSaved(const QString& path);
    void captureSaveFailed(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void createStatusBar();
    void restoreSettings();
    void saveSettings();
    void updateRecentMenu();
    void updateTitle();
    void chooseCapture();
    void showAbout();
    void toggleFullScreen(bool on);
    void setBusy(const QString& message);
    void setIdle(const QString& message);
    void showError(const QString& title, const QString& message);
    // Show: the new timeline becomes the current tab with the focus (a capture was opened).
    // KeepPlace: a live refresh; the tab, the focus and the SQL console stay.
    enum class TimelinePlacement : std::uint8_t { Show, KeepPlace };
    void replaceTimeline(TimelinePlacement placement = TimelinePlacement::Show);
    void onLiveTrace(std::shared_ptr<const Trace> trace);
    void showLiveAnalyses();
    void onLiveFinished(bool ok, const QString& message);
    // The live session's capture is no longer the one shown (another was opened or it was closed).
    void detachLiveView();
    void updateLiveActions();
    void chooseSaveCaptureAs();
    void createChainDocks();
    void createNotesDock();
    void connectChainViews();
    void showTimeline(bool focus);
    // The chain docks are shown while a capture is open, except those the user closed.
    void updateChainDocks();
    void setDockClosed(QDockWidget* dock, bool closed);
    void showSource(const QString& file, int line, const QString& function, const QList<DisplayFrame>& frames);

    void onDeviceMemoryLoaded(const std::shared_ptr<const Trace>& trace,
                              const std::shared_ptr<LoadedTracedMemory>& result);
    void showDeviceMemoryTab(MemoryWorkspace* workspace, timeline::EventRef event);
    void closeDeviceMemoryTabs();
    void onLoaded(std::shared_ptr<const Trace> trace, const QString& path);
    void onLoadFailed(const QString& path, const QString& message);
    void onLoadCancelled(const QString& path);
    void onProgress(qint64 done, qint64 total);

    std::shared_ptr<const Trace> m_trace;
    QString m_path;
    QString m_loadingPath;
    QString m_demoPath;

    DemoCapture* m_demo = nullptr;
    TraceLoader* m_loader = nullptr;
    SnapshotLoader* m_snapshotLoader = nullptr;
    TracedMemoryLoader* m_tracedMemoryLoader = nullptr;
    BackgroundJobs* m_jobs = nullptr;
    LiveSession* m_live = nullptr;
    bool m_liveShown = false;     // the live session's trace is the one shown
    bool m_liveHasTrace = false;  // a trace of the live session was shown
    QElapsedTimer m_liveAnalysed; // since the summary and chains last took a live trace
    QTimer* m_liveAnalysisTimer = nullptr;
    FollowNewest* m_follow = nullptr;
    QPointer<AttachDialog> m_attachDialog;
    QPointer<PreferencesDialog> m_preferencesDialog;
    // Memory tabs of the open capture's device memory, one per process.
    struct DeviceMemoryTab;
    std::vector<std::unique_ptr<DeviceMemoryTab>> m_deviceMemoryTabs;
    timeline::EventRef m_deviceMemoryEvent; // to show once the conversion is done
    RecentFiles* m_recent = nullptr;

    QTabWidget* m_tabs = nullptr;
    SummaryView* m_summary = nullptr;
    TimelineView* m_timeline = nullptr;
    SqlConsole* m_sql = nullptr;
    QDockWidget* m_captureDock = nullptr;
    CaptureInfoWidget* m_captureInfo = nullptr;
    QDockWidget* m_problemsDock = nullptr;
    ProblemsWidget* m_problems = nullptr;
    QDockWidget* m_chainsDock = nullptr;
    ChainInspector* m_chains = nullptr;
    QDockWidget* m_sourceDock = nullptr;
    SourceView* m_source = nullptr;
    QDockWidget* m_stacksDock = nullptr;
    StacksView* m_stacks = nullptr;
    NotesController* m_notes = nullptr;
    ExportMenu* m_exportMenu = nullptr;
    QDockWidget* m_notesDock = nullptr;
    QStringList m_closedDocks; // object names of chain docks the user closed

    QMenu* m_viewMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_demoAction = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_fullScreenAction = nullptr;
    QAction* m_clearRecentAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_summaryTabAction = nullptr;
    QAction* m_timelineTabAction = nullptr;
    QAction* m_sqlTabAction = nullptr;
    QAction* m_chainsAction = nullptr;
    QAction* m_deviceMemoryAction = nullptr;
    QAction* m_notesAction = nullptr;
    QAction* m_attachAction = nullptr;
    QAction* m_recordLocalAction = nullptr;
    QAction* m_stopCaptureAction = nullptr;
    QAction* m_followAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_preferencesAction = nullptr;
    QToolBar* m_liveToolBar = nullptr;

    QLabel* m_statusLabel = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancelButton = nullptr;
    QShortcut* m_cancelShortcut = nullptr;
    LiveStatusWidget* m_liveStatus = nullptr;
};

} // namespace faultline
