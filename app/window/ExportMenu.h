#pragma once

#include "LaneSelection.h"
#include "export/ExportDialog.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>

class QAction;
class QMenu;
class QTabWidget;
class QWidget;

namespace faultline {

class CaptureWorkspace;
class MemoryWorkspace;
class TimelineView;

// File ▸ Export: Timeline Image…, Block Map Image…, Review Report…, Perfetto JSON…. Each asks
// with an ExportDialog (window-modal, not blocking) and writes on the GUI thread once accepted,
// with a busy cursor (and a progress dialog for the report's pictures), the outcome in the
// status bar (statusMessage) or an error box. Reads the capture workspace's state through its
// public API: the open capture, the timeline's range, selection, rows in view, lane height and
// highlighted chain, the notes shown; and the current Memory tab of `tabs`.
class ExportMenu : public QObject
{
    Q_OBJECT
public:
    // `window`: parent of its menu and dialogs.
    ExportMenu(CaptureWorkspace* workspace, QTabWidget* tabs, QWidget* window);

    [[nodiscard]] QMenu* menu() const { return m_menu; }
    [[nodiscard]] QAction* timelineImageAction() const { return m_timelineAction; }
    [[nodiscard]] QAction* blockMapImageAction() const { return m_blockMapAction; }
    [[nodiscard]] QAction* reportAction() const { return m_reportAction; }
    [[nodiscard]] QAction* perfettoAction() const { return m_perfettoAction; }

    // Opens the dialog for `kind`; null (with an error box) when there is nothing to export. The
    // export runs from the event loop once the dialog is accepted (exported() or exportFailed()).
    ExportDialog* ask(ExportDialog::Kind kind);
    // Writes what `choice` says, as the dialog's Export button does. False with `error` set.
    bool run(ExportDialog::Kind kind, const ExportDialog::Choice& choice, QString* error);

    // The lanes of the rows scrolled into view on `view` (a collapsed process: all its lanes).
    [[nodiscard]] static LaneSelection lanesInView(const TimelineView& view);

signals:
    void exported(const QString& path);
    void exportFailed(const QString& message);
    // What was written, for the status bar.
    void statusMessage(const QString& message);

private:
    void updateActions();
    [[nodiscard]] MemoryWorkspace* currentWorkspace() const;
    // [from, to) of the choice's range; {INT64_MIN, INT64_MAX} for the whole capture.
    [[nodiscard]] std::pair<std::int64_t, std::int64_t> rangeOf(const ExportDialog::Choice& choice) const;
    void showError(const QString& message);

    CaptureWorkspace* m_workspace = nullptr;
    QTabWidget* m_tabs = nullptr;
    QWidget* m_window = nullptr;
    QMenu* m_menu = nullptr;
    QAction* m_timelineAction = nullptr;
    QAction* m_blockMapAction = nullptr;
    QAction* m_reportAction = nullptr;
    QAction* m_perfettoAction = nullptr;
    QPointer<ExportDialog> m_dialog;
};

} // namespace faultline
