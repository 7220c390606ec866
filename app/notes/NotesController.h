#pragma once

#include "AnnotationSet.h"
#include "TimelineModel.h"
#include "Trace.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <memory>

class QAction;
class QMenu;
class QPoint;
class QWidget;

namespace faultline {

class BackgroundJobs;
class ChainInspector;
class MemoryTimeline;
class NoteDialog;
class NotesModel;
class NotesPanel;
class TimelineView;
struct Chain;

// The notes of the open capture, for the main window: one AnnotationSet per capture, loaded
// from its sidecar (`<capture>.faultline-notes.json`, AnnotationSidecar) when it opens and saved
// back after every change; the notes stored in the capture's own annotations table are shown
// beside them, read-only. The capture itself is never written.
//
// Where the sidecar cannot be written (a read-only folder), the notes go to a copy in the
// user's data folder (<AppDataLocation>/notes/<hash of the capture's path>-<name>.faultline-
// notes.json), which is read when no sidecar is beside the capture, and removed once a sidecar
// could be written again; if that fails too they stay in memory until the capture is closed.
// Each case is said in the status bar.
//
// It adds notes from the timeline (context menu, N), the Chains dock (context menu) and the
// device memory timelines, lists them in the Notes panel, jumps the timeline to one, and saves
// a copy of the capture with the notes in its annotations table (AnnotatedCopy).
class NotesController : public QObject
{
    Q_OBJECT
public:
    // `window`: parent of the dialogs.
    explicit NotesController(QWidget* window);
    ~NotesController() override;

    // The capture whose notes are shown; an empty path clears them. The same path again (a live
    // capture refreshed) keeps the notes and only takes the new trace.
    void setCapture(const QString& path, std::shared_ptr<const Trace> trace);
    [[nodiscard]] QString capturePath() const { return m_path; }
    void setTimeline(TimelineView* view);
    void setChainInspector(ChainInspector* chains);
    // A device memory timeline rebuilt from the open capture: notes drawn on it, and its
    // context menu adds one at the clicked time.
    void addMemoryTimeline(MemoryTimeline* plot);

    // The notes that can change (the sidecar's), and every note shown: those plus the capture's
    // own. Views draw shownNotes().
    [[nodiscard]] AnnotationSet* notes() const { return m_notes; }
    [[nodiscard]] const AnnotationSet* shownNotes() const { return m_shown; }
    [[nodiscard]] bool isReadOnly(quint64 id) const { return m_storedIds.contains(id); }
    // The notes a copy of the capture should hold: the editable ones and the capture's own that
    // Faultline wrote (a copy replaces those; other tools' rows stay as they are).
    [[nodiscard]] QList<Annotation> notesForCopy() const;
    // Where the notes were last read from or written to; empty when nowhere yet.
    [[nodiscard]] QString notesFile() const { return m_notesFile; }
    // What loading the notes of the capture found, for the status bar: how many notes from
    // where, and any problem with the sidecar. Empty when there is nothing to say.
    [[nodiscard]] QString loadSummary() const { return m_loadSummary; }
    // The last problem saving the notes; empty when the last save worked.
    [[nodiscard]] QString saveError() const { return m_saveError; }
    // Where the notes of `capturePath` go when its folder is not writable.
    [[nodiscard]] static QString fallbackPath(const QString& capturePath);

    [[nodiscard]] NotesPanel* panel() const { return m_panel; }
    [[nodiscard]] NotesModel* model() const { return m_model; }
    [[nodiscard]] QAction* undoAction() const { return m_undoAction; }
    [[nodiscard]] QAction* redoAction() const { return m_redoAction; }
    // N on the timeline: a point note at the mouse, or a span over the area (or time) selection.
    [[nodiscard]] QAction* addNoteAction() const { return m_addNoteAction; }
    [[nodiscard]] QAction* saveCopyAction() const { return m_saveCopyAction; }

    // Open the note dialog (window-modal, not blocking) for a new note; the note is added when it
    // is accepted. `event`: the note is pinned to it (its capture id and pid).
    NoteDialog* addPointNote(qint64 time, EventRef event = {});
    NoteDialog* addSpanNote(qint64 start, qint64 end);
    NoteDialog* addChainNote(const Chain& chain);
    NoteDialog* editNote(quint64 id);
    bool deleteNote(quint64 id);
    // Shows the note on the timeline: a span zoomed to with a margin, a point centred at the
    // current zoom; its pinned event selected and its chain made current.
    void jumpTo(quint64 id);

    // The timeline's context menu at `pos` of its tracks: Add Note Here… (pinned to the event
    // under the mouse), Add Note for Selection….
    void populateTimelineMenu(QMenu* menu, const QPoint& pos);
    void populateChainMenu(QMenu* menu, const Chain& chain);
    void populateMemoryMenu(QMenu* menu, MemoryTimeline* plot, const QPoint& pos);

    // File ▸ Save Annotated Copy…: asks for a file, then saveAnnotatedCopy().
    void chooseAnnotatedCopy();
    // Writes a copy of the capture with the notes in its annotations table, off the GUI thread;
    // annotatedCopySaved() or annotatedCopyFailed(). Refuses the open capture itself.
    void saveAnnotatedCopy(const QString& path);

signals:
    // For the status bar.
    void statusMessage(const QString& text);
    void busy(const QString& text);
    void annotatedCopySaved(const QString& path);
    void annotatedCopyFailed(const QString& message);
    // The timeline should be on screen (a jump to a note).
    void timelineRequested();
    // A note's dialog opened (tests drive it).
    void dialogOpened(faultline::NoteDialog* dialog);

private:
    void load();
    void save();
    void rebuildShown();
    void updateActions();
    void addFromShortcut();
    [[nodiscard]] QString timeText(qint64 time) const;
    [[nodiscard]] QString eventText(EventRef event) const;
    NoteDialog* openDialog(const Annotation& note, const QString& where);

    QPointer<QWidget> m_window;
    QString m_path;
    std::shared_ptr<const Trace> m_trace;
    AnnotationSet* m_notes = nullptr;
    AnnotationSet* m_shown = nullptr;
    QList<Annotation> m_stored; // the capture's own, ids kStoredIdBase + i
    QSet<quint64> m_storedIds;
    QSet<quint64> m_storedOurs; // of those, the ones Faultline wrote (labelled faultline.kind)
    QString m_notesFile;
    QString m_saveError;
    QString m_loadSummary;
    bool m_loading = false;

    QPointer<TimelineView> m_timeline;
    QPointer<ChainInspector> m_chains;
    NotesModel* m_model = nullptr;
    NotesPanel* m_panel = nullptr;
    BackgroundJobs* m_jobs = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_addNoteAction = nullptr;
    QAction* m_saveCopyAction = nullptr;
};

} // namespace faultline
