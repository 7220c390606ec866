#pragma once

#include <QHash>
#include <QObject>
#include <QString>

class QProgressDialog;
class QTabWidget;

namespace faultline {

class BusyStatus;
class CaptureWorkspace;
class DemoCapture;
class MemoryWorkspace;
class RecentFiles;
class SnapshotLoader;
class TraceImport;
class TraceLoader;

// Opening files off the GUI thread, with progress and Cancel in the status bar: a capture (shown
// by the workspace once loaded; the current one stays until then), a PyTorch memory snapshot (a
// Memory tab of its own), a PyTorch profiler or Nsight Systems trace (converted into a capture
// first, with a cancellable progress dialog) and the demo capture (generated into a temporary file, removed on exit).
// Opened files go to the recent files; a file that is gone leaves them.
class CaptureOpener : public QObject
{
    Q_OBJECT
    Q_MOC_INCLUDE("memory/MemoryWorkspace.h")
public:
    CaptureOpener(CaptureWorkspace* workspace, QTabWidget* tabs, RecentFiles* recent, BusyStatus* status,
                  QObject* parent);
    ~CaptureOpener() override;

    void openCapture(const QString& path);
    void openSnapshot(const QString& path);
    // Converts the trace (TraceImport) and opens the capture made from it.
    void openTrace(const QString& path);
    void openDemo();
    // Stops whatever is loading or generating.
    void cancel();
    [[nodiscard]] bool isBusy() const;
    // The demo capture's temporary file; empty before the first.
    [[nodiscard]] QString demoPath() const { return m_demoPath; }

signals:
    void captureLoaded(const QString& path);
    void captureFailed(const QString& path, const QString& message);
    void loadCancelled(const QString& path);
    void demoFailed(const QString& message);
    void snapshotOpened(faultline::MemoryWorkspace* workspace);
    void snapshotFailed(const QString& path, const QString& message);
    void traceImported(const QString& trace, const QString& capture);
    void importFailed(const QString& trace, const QString& message);
    // For an error box.
    void error(const QString& title, const QString& message);

private:
    CaptureWorkspace* m_workspace = nullptr;
    QTabWidget* m_tabs = nullptr;
    RecentFiles* m_recent = nullptr;
    BusyStatus* m_status = nullptr;
    DemoCapture* m_demo = nullptr;
    TraceLoader* m_loader = nullptr;
    SnapshotLoader* m_snapshotLoader = nullptr;
    TraceImport* m_import = nullptr;
    QProgressDialog* m_importProgress = nullptr;
    // Captures converted from a trace, by path: the recent files remember the trace.
    QHash<QString, QString> m_traceOf;
    QString m_demoPath;
};

} // namespace faultline
