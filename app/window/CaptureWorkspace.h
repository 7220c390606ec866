#pragma once

#include "Trace.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

class QPoint;
class QTabWidget;
class QWidget;

namespace faultline {

class CaptureInfoWidget;
class ChainInspector;
struct DisplayFrame;
struct LoadedTracedMemory;
class MemoryWorkspace;
class NotesController;
class ProblemsWidget;
class RanksView;
class SourceView;
class SqlConsole;
class StacksView;
class SummaryView;
class TimelineView;
class TracedMemoryLoader;

// Everything about the open capture: the content of its Summary, Timeline, SQL and Ranks tabs, of the
// Capture, Problems, Chains, Source, Stacks and Notes docks, its device memory tabs and its notes,
// and the wiring between them: a chain selected scopes the stacks and shows its evidence on the
// timeline, a Python frame (of a chain, a stack or the selected event) opens the source view, a
// rank or a collective of the Ranks tab opens the timeline on it, a
// note or a chain brings the timeline forward, an allocation call opens its device memory. One
// capture at a time: opening another replaces it. The window keeps the frames (the tab widget,
// the docks) and puts this content in them.
class CaptureWorkspace : public QObject
{
    Q_OBJECT
    Q_MOC_INCLUDE("memory/MemoryWorkspace.h")
    Q_MOC_INCLUDE("timeline/TimelineView.h")
public:
    // `tabs`: where its tabs go (the Summary at once); `window`: parent of its widgets, dialogs
    // and menus.
    CaptureWorkspace(QTabWidget* tabs, QWidget* window);
    ~CaptureWorkspace() override;

    // A capture opened from `path`: every view shows it, the timeline becomes the current tab with
    // the focus.
    void setCapture(std::shared_ptr<const Trace> trace, const QString& path);
    // How a live capture's newer trace is shown.
    struct LiveRefresh
    {
        bool first = false;    // as a capture opened; else the tab, the focus, the SQL console and
                               // the rows scrolled to stay
        bool analyse = false;  // the summary, chains, source and stacks take it too
        bool keepRange = true; // the timeline's range stays (unless first)
    };
    // A live capture's trace, read from `path` (a merge of several nodes until the session's file
    // is written), the session writing `file`.
    void setLiveTrace(std::shared_ptr<const Trace> trace, const QString& path, const QString& file,
                      LiveRefresh refresh);
    // The summary, chains, source and stacks take the trace shown (each analyses it on a thread
    // of its own).
    void analyse();
    void close();

    [[nodiscard]] std::shared_ptr<const Trace> trace() const { return m_trace; }
    [[nodiscard]] QString path() const { return m_path; }
    // The Timeline and SQL tabs of the open capture; null when none is open.
    [[nodiscard]] TimelineView* timelineView() const { return m_timeline; }
    [[nodiscard]] SqlConsole* sqlConsole() const { return m_sql; }
    // The content of the window's tab and docks.
    [[nodiscard]] SummaryView* summaryView() const { return m_summary; }
    [[nodiscard]] CaptureInfoWidget* captureInfo() const { return m_captureInfo; }
    [[nodiscard]] ProblemsWidget* problems() const { return m_problems; }
    [[nodiscard]] ChainInspector* chainInspector() const { return m_chains; }
    [[nodiscard]] SourceView* sourceView() const { return m_source; }
    [[nodiscard]] StacksView* stacksView() const { return m_stacks; }
    // The Ranks tab's content: a tab of its own once the analysis finds two ranks or more.
    [[nodiscard]] RanksView* ranksView() const { return m_ranks; }
    // The open capture's notes (sidecar, Notes dock, Edit ▸ Undo/Redo, File ▸ Save Annotated Copy…).
    [[nodiscard]] NotesController* notesController() const { return m_notes; }

    void showTimeline(bool focus);
    // View ▸ Ranks: the Ranks tab brought forward, also for a capture of one rank (which it
    // explains).
    void showRanks();
    // Device memory rebuilt from the open capture's traced allocations (TracedMemory), in a Memory
    // tab per process, converted off the GUI thread; an open tab is shown again. With a valid
    // `event` (an allocation or free call): the tab of its process, at the state just after it.
    void showDeviceMemory(EventRef event = {});
    // Whether device memory is being rebuilt.
    [[nodiscard]] bool isBusy() const;
    // Stops rebuilding device memory; whether it was.
    bool cancel();
    void saveSettings() const;

signals:
    // The capture shown changed: opened, refreshed (live) or closed.
    void captureChanged();
    // For the status bar: work that Cancel stops began (busy), or something to say (idle).
    void busy(const QString& message);
    void idle(const QString& message);
    // The source view shows a location: its dock should be on screen.
    void sourceShown();
    void deviceMemoryOpened(faultline::MemoryWorkspace* workspace);
    // A new timeline replaced the old one (null: none now); its details panel may be placed
    // elsewhere (a dock), where the old one's is to be deleted.
    void timelineReplaced(faultline::TimelineView* view);
    // An event was selected on the timeline (true) or the selection cleared (false).
    void eventSelected(bool selected);
    // The capture has nothing to rebuild device memory from; `message` says why.
    void deviceMemoryUnavailable(const QString& message);

private:
    // Show: the new timeline becomes the current tab with the focus (a capture was opened).
    // KeepPlace: a live refresh; the tab, the focus and the SQL console stay.
    enum class TimelinePlacement : std::uint8_t { Show, KeepPlace };
    void replaceTimeline(TimelinePlacement placement = TimelinePlacement::Show);
    void showTimelineMenu(const QPoint& pos);
    // Open on the answer: the first HIGH (else MEDIUM) chain selected, its window zoomed to, its
    // source line shown; a healthy capture stays on the whole run.
    void showFirstIncident();
    // Esc or a click elsewhere on the timeline: no chain, the whole capture.
    void dismissChain();
    void showSource(const QString& file, int line, const QString& function, const QList<DisplayFrame>& frames);
    void onDeviceMemoryLoaded(const std::shared_ptr<const Trace>& trace,
                              const std::shared_ptr<LoadedTracedMemory>& result);
    void showDeviceMemoryTab(MemoryWorkspace* workspace, EventRef event);
    void closeDeviceMemoryTabs();
    // The Ranks tab after the SQL tab (or the timeline); removing it keeps its content.
    void giveTimelineRankLateness();
    void insertRanksTab();
    void removeRanksTab();

    QTabWidget* m_tabs = nullptr;
    QWidget* m_window = nullptr;
    std::shared_ptr<const Trace> m_trace;
    QString m_path;

    SummaryView* m_summary = nullptr;
    TimelineView* m_timeline = nullptr;
    SqlConsole* m_sql = nullptr;
    CaptureInfoWidget* m_captureInfo = nullptr;
    ProblemsWidget* m_problems = nullptr;
    ChainInspector* m_chains = nullptr;
    SourceView* m_source = nullptr;
    StacksView* m_stacks = nullptr;
    RanksView* m_ranks = nullptr;
    NotesController* m_notes = nullptr;
    // View ▸ Ranks asked for the tab: it stays even when the capture has fewer than two ranks.
    bool m_ranksAsked = false;

    // A capture was opened (not a live refresh): its first incident is selected once the chains
    // are derived, unless the user zoomed or selected an event meanwhile.
    bool m_openOnAnswer = false;
    TracedMemoryLoader* m_tracedMemoryLoader = nullptr;
    // Memory tabs of the open capture's device memory, one per process.
    struct DeviceMemoryTab;
    std::vector<std::unique_ptr<DeviceMemoryTab>> m_deviceMemoryTabs;
    EventRef m_deviceMemoryEvent; // to show once the conversion is done
};

} // namespace faultline
