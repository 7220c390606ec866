#pragma once

#include <QMainWindow>
#include <QPointer>

class QAction;
class QMenu;

namespace faultline {

class BackgroundJobs;
class BusyStatus;
class CaptureOpener;
class CaptureSaver;
class CaptureWorkspace;
class CompareController;
class ExportMenu;
class GuideDialog;
class LiveController;
class MemoryWorkspace;
struct Preferences;
class PreferencesDialog;
class RecentFiles;
class ShortcutsDialog;
class WindowDocks;

// The workbench window: the frames (tabs in the centre, Summary first; docks around them; menus;
// the status bar with progress and Cancel) and the files: opening captures, snapshots and the
// demo off the GUI thread, recent files, drag and drop, Save Capture As. What a capture shows and
// how its views work together is the CaptureWorkspace's; a live capture is the LiveController's.
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_MOC_INCLUDE("memory/MemoryWorkspace.h")
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
    // File ▸ Save Capture As…: a consistent copy of the open capture (live or not) at `path`, made
    // off the GUI thread; captureSaved() or captureSaveFailed(). The open capture is only read.
    void saveCaptureAs(const QString& path);
    // Edit ▸ Preferences… (Ctrl+,): the dialog (non-blocking); OK and Apply apply what it says.
    void showPreferences();
    // Theme and time display for the application, editor command and path mappings for the
    // Source view; the language waits for the next start.
    void applyPreferences(const Preferences& preferences);

    [[nodiscard]] bool isBusy() const;
    // The open capture and its views.
    [[nodiscard]] CaptureWorkspace* workspace() const { return m_workspace; }
    [[nodiscard]] LiveController* live() const { return m_live; }
    // File ▸ Export: timeline and block map pictures, the review report, Perfetto JSON.
    [[nodiscard]] ExportMenu* exportMenu() const { return m_exportMenu; }
    [[nodiscard]] RecentFiles* recentFiles() const { return m_recent; }
    // File ▸ Compare With… and Shift+drop: two runs in a Compare tab.
    [[nodiscard]] CompareController* compareController() const { return m_compare; }
    [[nodiscard]] PreferencesDialog* preferencesDialog() const;
    // Help ▸ Guide (F1) and Help ▸ Keyboard Shortcuts (?): one non-modal dialog each, raised when
    // asked for again; the sheet is listed anew each time, with the actions the window has then.
    void showGuide();
    void showShortcuts();
    [[nodiscard]] GuideDialog* guideDialog() const;
    [[nodiscard]] ShortcutsDialog* shortcutsDialog() const;

signals:
    void captureLoaded(const QString& path);
    void captureFailed(const QString& path, const QString& message);
    void loadCancelled(const QString& path);
    void captureClosed();
    void demoFailed(const QString& message);
    void snapshotOpened(faultline::MemoryWorkspace* workspace);
    void snapshotFailed(const QString& path, const QString& message);
    // A PyTorch profiler or Nsight Systems trace converted into `capture` (then loaded), or not.
    void traceImported(const QString& trace, const QString& capture);
    void traceImportFailed(const QString& trace, const QString& message);
    void captureSaved(const QString& path);
    void captureSaveFailed(const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void connectParts();
    void restoreSettings();
    void saveSettings();
    void updateRecentMenu();
    void updateTitle();
    void updateActions();
    void chooseCapture();
    void showAbout();
    void showError(const QString& title, const QString& message);

    CaptureWorkspace* m_workspace = nullptr;
    LiveController* m_live = nullptr;
    WindowDocks* m_docks = nullptr;
    BusyStatus* m_status = nullptr;
    CaptureOpener* m_opener = nullptr;
    CaptureSaver* m_saver = nullptr;
    CompareController* m_compare = nullptr;
    RecentFiles* m_recent = nullptr;
    BackgroundJobs* m_jobs = nullptr;
    ExportMenu* m_exportMenu = nullptr;
    QPointer<PreferencesDialog> m_preferencesDialog;
    QPointer<GuideDialog> m_guideDialog;
    QPointer<ShortcutsDialog> m_shortcutsDialog;
    QMenu* m_recentMenu = nullptr;
    // Enabled with an open capture: Close, Save As, Timeline, SQL Console, Device Memory.
    QList<QAction*> m_captureActions;
};

} // namespace faultline
