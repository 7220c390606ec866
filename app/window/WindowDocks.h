#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace faultline {

class CaptureWorkspace;
class TimelineView;

// The docks of the window around the capture workspace's widgets, leaving the timeline most of
// the window: Chains under it with Source (Stacks, Notes behind it) beside; Details on the right
// while an event is selected; Problems when a capture has unreadable parts; Capture (the facts
// the Summary tab shows too) only when asked for. The capture docks show while a capture is open,
// except those the user closed (its button or the View menu), a choice kept across captures and
// starts.
class WindowDocks : public QObject
{
    Q_OBJECT
public:
    WindowDocks(QMainWindow* window, CaptureWorkspace* workspace);

    // View ▸ Chains (Ctrl+3) and View ▸ Notes (Ctrl+Shift+N): the dock shown, raised, focused.
    [[nodiscard]] QAction* chainsAction() const { return m_chainsAction; }
    [[nodiscard]] QAction* notesAction() const { return m_notesAction; }
    // The docks' own show/hide actions, for the View menu.
    void addToggleActions(QMenu* menu) const;

    // After the workspace's capture changed, and after the window's state was restored.
    void update();
    // `layoutRestored`: the window restored a saved layout (dock sizes included), so the Chains
    // dock keeps its size; otherwise it is sized to the window when it first appears.
    void restoreSettings(bool layoutRestored = false);
    void saveSettings() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QDockWidget* addDock(const QString& title, const QString& name, QWidget* widget, Qt::DockWidgetArea area);
    void setClosed(QDockWidget* dock, bool closed);
    void showDock(QDockWidget* dock, QWidget* focus);
    // The new timeline's details panel goes into the Details dock; the old one's is deleted.
    void placeDetails(TimelineView* view);

    QMainWindow* m_window = nullptr;
    CaptureWorkspace* m_workspace = nullptr;
    QDockWidget* m_capture = nullptr;
    QDockWidget* m_problems = nullptr;
    QDockWidget* m_chains = nullptr;
    QDockWidget* m_source = nullptr;
    QDockWidget* m_stacks = nullptr;
    QDockWidget* m_notes = nullptr;
    QDockWidget* m_details = nullptr; // the timeline's details panel, while an event is selected
    QAction* m_chainsAction = nullptr;
    QAction* m_notesAction = nullptr;
    QStringList m_closed; // object names of capture docks the user closed
    bool m_sizeOnFirstShow = true;
};

} // namespace faultline
