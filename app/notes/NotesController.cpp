#include "NotesController.h"

#include "AnnotatedCopy.h"
#include "AnnotationSidecar.h"
#include "ChainEngine.h"
#include "NoteDialog.h"
#include "NoteEvents.h"
#include "NotesModel.h"
#include "NotesPanel.h"
#include "OpCatalog.h"
#include "QtText.h"
#include "RangeLanes.h"
#include "chains/ChainInspector.h"
#include "common/BackgroundJobs.h"
#include "common/RecentFolder.h"
#include "common/TimeFormat.h"
#include "memory/MemoryTimeline.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"

#include <QAction>
#include <QCryptographicHash>
#include <QCursor>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>

#include <algorithm>
#include <utility>

namespace faultline {

namespace {

// Ids of the capture's own notes in the shown set: far above any id the editable set hands out.
constexpr quint64 kStoredIdBase = quint64(1) << 62;

bool sameNote(const Annotation& a, const Annotation& b)
{
    return a.kind == b.kind && a.start == b.start && a.end == b.end && a.text == b.text;
}

bool writtenByFaultline(const capture::StoredAnnotation& stored)
{
    return std::any_of(stored.labels.begin(), stored.labels.end(),
                       [](const auto& label) { return label.first == annotation_labels::kKind; });
}

} // namespace

NotesController::NotesController(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_notes(new AnnotationSet(this))
    , m_shown(new AnnotationSet(this))
    , m_model(new NotesModel(this))
    , m_jobs(new BackgroundJobs(this))
{
    setObjectName(QStringLiteral("notesController"));
    m_model->setNotes(m_shown, {}, 0);
    m_panel = new NotesPanel(m_model, window);
    connect(m_panel, &NotesPanel::jumpRequested, this, &NotesController::jumpTo);
    connect(m_panel, &NotesPanel::editRequested, this, &NotesController::editNote);
    connect(m_panel, &NotesPanel::deleteRequested, this, &NotesController::deleteNote);

    const auto changed = [this] {
        rebuildShown();
        save();
    };
    connect(m_notes, &AnnotationSet::annotationAdded, this, changed);
    connect(m_notes, &AnnotationSet::annotationChanged, this, changed);
    connect(m_notes, &AnnotationSet::annotationRemoved, this, changed);
    connect(m_notes, &AnnotationSet::undoStateChanged, this, &NotesController::updateActions);

    m_undoAction = new QAction(tr("&Undo"), this);
    m_undoAction->setObjectName(QStringLiteral("undoNoteAction"));
    m_undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    connect(m_undoAction, &QAction::triggered, m_notes, &AnnotationSet::undo);
    m_redoAction = new QAction(tr("&Redo"), this);
    m_redoAction->setObjectName(QStringLiteral("redoNoteAction"));
    m_redoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    connect(m_redoAction, &QAction::triggered, m_notes, &AnnotationSet::redo);

    m_addNoteAction = new QAction(tr("Add &Note…"), this);
    m_addNoteAction->setObjectName(QStringLiteral("addNoteAction"));
    m_addNoteAction->setShortcut(QKeySequence(Qt::Key_N));
    // Only while the timeline has the focus: N typed elsewhere stays a letter.
    m_addNoteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_addNoteAction->setStatusTip(tr("A note at the mouse's time on the timeline, or over the selected range"));
    connect(m_addNoteAction, &QAction::triggered, this, &NotesController::addFromShortcut);

    m_saveCopyAction = new QAction(tr("Save A&nnotated Copy…"), this);
    m_saveCopyAction->setObjectName(QStringLiteral("saveAnnotatedCopyAction"));
    m_saveCopyAction->setStatusTip(
        tr("Write a copy of the capture with the notes in its annotations table, for Ingero's tools and others"));
    connect(m_saveCopyAction, &QAction::triggered, this, &NotesController::chooseAnnotatedCopy);
    updateActions();
}

NotesController::~NotesController() = default;

QString NotesController::fallbackPath(const QString& capturePath)
{
    const QFileInfo info(capturePath);
    const QString canonical = info.canonicalFilePath().isEmpty() ? info.absoluteFilePath() : info.canonicalFilePath();
    const QByteArray hash = QCryptographicHash::hash(canonical.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/notes/")
        + QString::fromLatin1(hash) + QLatin1Char('-') + info.fileName() + QStringLiteral(".faultline-notes.json");
}

void NotesController::setCapture(const QString& path, std::shared_ptr<const Trace> trace)
{
    const bool same = !path.isEmpty() && path == m_path;
    m_trace = path.isEmpty() ? nullptr : std::move(trace);
    if (same)
        return;
    m_path = m_trace ? path : QString();
    load();
}

void NotesController::load()
{
    m_loading = true;
    m_notesFile.clear();
    m_saveError.clear();
    m_loadSummary.clear();
    QList<Annotation> notes;
    QStringList problems;
    if (!m_path.isEmpty()) {
        const AnnotationSidecar::LoadResult sidecar = AnnotationSidecar::load(m_path);
        switch (sidecar.status) {
        case AnnotationSidecar::Status::Loaded:
            notes = sidecar.annotations;
            m_notesFile = sidecar.path;
            if (!sidecar.warning.isEmpty())
                problems.append(sidecar.warning);
            break;
        case AnnotationSidecar::Status::Damaged: problems.append(sidecar.error); break;
        case AnnotationSidecar::Status::Absent: {
            const QString fallback = fallbackPath(m_path);
            QFile file(fallback);
            if (file.exists()) {
                QString error;
                if (file.open(QIODevice::ReadOnly) && AnnotationSidecar::fromJson(file.readAll(), &notes, &error)) {
                    m_notesFile = fallback;
                } else {
                    problems.append(
                        tr("The notes in %1 could not be read (%2); they are kept as they are.")
                            .arg(QDir::toNativeSeparators(fallback), error.isEmpty() ? file.errorString() : error));
                }
            }
            break;
        }
        }
    }
    m_notes->replaceAll(notes);

    m_stored.clear();
    m_storedIds.clear();
    m_storedOurs.clear();
    if (m_trace) {
        for (std::size_t i = 0; i < m_trace->annotations.size(); ++i) {
            // A profiler trace's ranges are lanes of the timeline (RangeLanes), not notes.
            if (timeline::isImportedRange(m_trace->annotations[i]))
                continue;
            Annotation note = Annotation::fromStored(m_trace->annotations[i]);
            note.id = kStoredIdBase + i;
            m_storedIds.insert(note.id);
            if (writtenByFaultline(m_trace->annotations[i]))
                m_storedOurs.insert(note.id);
            m_stored.append(std::move(note));
        }
    }
    m_model->setNotes(m_shown, m_storedIds, m_trace ? m_trace->beginNs : 0);
    rebuildShown();
    m_loading = false;

    if (!m_path.isEmpty()) {
        QStringList parts;
        if (m_notes->size() > 0) {
            // The sidecar is beside the capture: its name says enough; the fallback needs its path.
            const QString from = m_notesFile == fallbackPath(m_path) ? QDir::toNativeSeparators(m_notesFile)
                                                                     : QFileInfo(m_notesFile).fileName();
            parts.append(tr("%n note(s) from %1.", nullptr, int(m_notes->size())).arg(from));
        }
        if (!m_stored.isEmpty())
            parts.append(tr("%n note(s) stored in the capture (read-only).", nullptr, int(m_stored.size())));
        parts += problems;
        m_loadSummary = parts.join(QLatin1Char(' '));
    }
    updateActions();
}

void NotesController::rebuildShown()
{
    QList<Annotation> shown = m_notes->annotations();
    for (const Annotation& stored : std::as_const(m_stored)) {
        // A note copied from the capture into the sidecar (faultline notes --add does) once.
        const bool copied = std::any_of(m_notes->annotations().begin(), m_notes->annotations().end(),
                                        [&stored](const Annotation& note) { return sameNote(note, stored); });
        if (!copied)
            shown.append(stored);
    }
    m_shown->replaceAll(shown);
}

QList<Annotation> NotesController::notesForCopy() const
{
    QList<Annotation> notes = m_notes->annotations();
    for (const Annotation& stored : m_stored) {
        if (!m_storedOurs.contains(stored.id))
            continue;
        const bool copied = std::any_of(notes.begin(), notes.end(),
                                        [&stored](const Annotation& note) { return sameNote(note, stored); });
        if (!copied)
            notes.append(stored);
    }
    return notes;
}

void NotesController::save()
{
    if (m_loading || m_path.isEmpty())
        return;
    const QString fallback = fallbackPath(m_path);
    const AnnotationSidecar::SaveResult saved = AnnotationSidecar::save(m_path, m_notes->annotations());
    if (saved.ok) {
        m_notesFile = saved.path;
        m_saveError.clear();
        m_notes->setClean();
        // The copy kept while the folder was not writable is superseded.
        if (QFile::exists(fallback))
            QFile::remove(fallback);
        emit statusMessage(saved.message.isEmpty() ? tr("Notes saved to %1.").arg(QDir::toNativeSeparators(saved.path))
                                                   : saved.message);
        return;
    }
    QSaveFile file(fallback);
    const bool written = QDir().mkpath(QFileInfo(fallback).absolutePath()) && file.open(QIODevice::WriteOnly)
        && file.write(AnnotationSidecar::toJson(m_notes->annotations(), QFileInfo(m_path).fileName())) >= 0
        && file.commit();
    if (written) {
        m_notesFile = fallback;
        m_notes->setClean();
        m_saveError = tr("The notes cannot be saved beside the capture (%1); they are saved in %2 instead.")
                          .arg(saved.message, QDir::toNativeSeparators(fallback));
    } else {
        m_saveError = tr("The notes cannot be saved (%1); they are kept until the capture is closed. File ▸ Save "
                         "Annotated Copy… keeps them in a copy of the capture.")
                          .arg(saved.message);
    }
    emit statusMessage(m_saveError);
}

void NotesController::updateActions()
{
    // The core names the commands in sentence case; menus here are in title case.
    const auto name = [](const QString& text) {
        if (text == QCoreApplication::translate("AnnotationSet", "Add note"))
            return tr("Add Note");
        if (text == QCoreApplication::translate("AnnotationSet", "Edit note"))
            return tr("Edit Note");
        if (text == QCoreApplication::translate("AnnotationSet", "Remove note"))
            return tr("Delete Note");
        return text;
    };
    m_undoAction->setEnabled(m_notes->canUndo());
    m_undoAction->setText(m_notes->canUndo() ? tr("&Undo %1").arg(name(m_notes->undoText())) : tr("&Undo"));
    m_redoAction->setEnabled(m_notes->canRedo());
    m_redoAction->setText(m_notes->canRedo() ? tr("&Redo %1").arg(name(m_notes->redoText())) : tr("&Redo"));
    m_addNoteAction->setEnabled(m_trace != nullptr);
    m_saveCopyAction->setEnabled(m_trace != nullptr);
}

void NotesController::setTimeline(TimelineView* view)
{
    m_timeline = view;
    if (!view)
        return;
    view->setAnnotations(m_shown);
    view->addAction(m_addNoteAction);
}

void NotesController::setChainInspector(ChainInspector* chains)
{
    m_chains = chains;
    QTableView* table = chains->table();
    table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table, &QWidget::customContextMenuRequested, this, [this, table](const QPoint& pos) {
        const QModelIndex index = table->indexAt(pos);
        if (!index.isValid() || !m_chains)
            return;
        table->setCurrentIndex(index);
        const Chain* chain = m_chains->currentChain();
        if (!chain)
            return;
        QMenu menu(table);
        menu.setObjectName(QStringLiteral("chainContextMenu"));
        populateChainMenu(&menu, *chain);
        menu.exec(table->viewport()->mapToGlobal(pos));
    });
}

void NotesController::addMemoryTimeline(MemoryTimeline* plot)
{
    plot->setAnnotations(m_shown);
    plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(plot, &QWidget::customContextMenuRequested, this, [this, plot](const QPoint& pos) {
        QMenu menu(plot);
        menu.setObjectName(QStringLiteral("memoryContextMenu"));
        populateMemoryMenu(&menu, plot, pos);
        menu.exec(plot->mapToGlobal(pos));
    });
}

QString NotesController::timeText(qint64 time) const
{
    return TimeFormat::offset(time - (m_trace ? m_trace->beginNs : 0), 1000);
}

QString NotesController::eventText(EventRef event) const
{
    if (!m_trace || !m_trace->contains(event))
        return {};
    const Lane& lane = m_trace->lanes[event.lane];
    const std::string op = capture::OpCatalog::opName(lane.events.sourceAt(event.index), lane.events.opAt(event.index));
    return tr("%1 (pid %2)").arg(QString::fromStdString(op)).arg(m_trace->threads[lane.thread].pid);
}

NoteDialog* NotesController::openDialog(const Annotation& note, const QString& where)
{
    auto* dialog = new NoteDialog(note, where, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    const QString path = m_path;
    connect(dialog, &QDialog::accepted, this, [this, dialog, path] {
        if (path != m_path) {
            emit statusMessage(tr("The note was not added: its capture is no longer open."));
            return;
        }
        Annotation result = dialog->annotation();
        QString error;
        const bool ok = result.id == 0 ? m_notes->add(result, &error) != 0 : m_notes->edit(result, &error);
        if (!ok && !error.isEmpty())
            emit statusMessage(tr("The note was not saved: %1").arg(error));
    });
    dialog->open();
    emit dialogOpened(dialog);
    return dialog;
}

NoteDialog* NotesController::addPointNote(qint64 time, EventRef event)
{
    if (!m_trace)
        return nullptr;
    Annotation note;
    note.kind = AnnotationKind::Point;
    note.start = note.end = time;
    note.created = QDateTime::currentDateTimeUtc();
    QString where = tr("A note at %1").arg(timeText(time));
    if (const QString what = eventText(event); !what.isEmpty()) {
        note.eventId = note_events::idOf(m_path, *m_trace, event);
        note.pid = m_trace->threads[m_trace->lanes[event.lane].thread].pid;
        where = note.eventId.isEmpty() ? tr("A note at %1 on %2").arg(timeText(time), what)
                                       : tr("A note at %1 on %2, event %3").arg(timeText(time), what, note.eventId);
    }
    return openDialog(note, where);
}

NoteDialog* NotesController::addSpanNote(qint64 start, qint64 end)
{
    if (!m_trace)
        return nullptr;
    Annotation note;
    note.kind = AnnotationKind::Span;
    note.start = std::min(start, end);
    note.end = std::max(start, end);
    note.created = QDateTime::currentDateTimeUtc();
    return openDialog(note,
                      tr("A note from %1 to %2 (%3)")
                          .arg(timeText(note.start), timeText(note.end), text::durationText(note.end - note.start)));
}

NoteDialog* NotesController::addChainNote(const Chain& chain)
{
    if (!m_trace)
        return nullptr;
    Annotation note;
    const bool span = chain.windowEnd > chain.windowStart;
    note.kind = span ? AnnotationKind::Span : AnnotationKind::Point;
    note.start = chain.windowStart;
    note.end = span ? chain.windowEnd : chain.windowStart;
    note.pid = chain.pid;
    note.chainId = QString::fromStdString(chain.id);
    note.chainRule = QString::fromStdString(chain.rule);
    note.chainTime = chain.stored && chain.detectedAt != 0 ? chain.detectedAt : chain.windowStart;
    note.created = QDateTime::currentDateTimeUtc();
    return openDialog(
        note,
        tr("A note on the chain “%1” (%2), %3 to %4")
            .arg(QString::fromStdString(chain.title), note.chainId, timeText(note.start), timeText(note.end)));
}

NoteDialog* NotesController::editNote(quint64 id)
{
    const Annotation* note = m_notes->find(id);
    if (!note) {
        if (isReadOnly(id))
            emit statusMessage(tr("This note is stored in the capture; it is shown, not changed here."));
        return nullptr;
    }
    const QString where = note->isSpan() ? tr("A note from %1 to %2").arg(timeText(note->start), timeText(note->end))
                                         : tr("A note at %1").arg(timeText(note->start));
    return openDialog(*note, where);
}

bool NotesController::deleteNote(quint64 id)
{
    if (!m_notes->find(id)) {
        if (isReadOnly(id))
            emit statusMessage(tr("This note is stored in the capture; it is shown, not changed here."));
        return false;
    }
    return m_notes->remove(id);
}

void NotesController::jumpTo(quint64 id)
{
    const Annotation* found = m_shown->find(id);
    if (!found || !m_timeline || !m_trace)
        return;
    const Annotation note = *found; // selecting a chain may change the sets
    emit timelineRequested();
    if (!note.chainId.isEmpty() && m_chains)
        m_chains->selectChain(note.chainId.toStdString());
    timeline::ZoomControl* zoom = m_timeline->zoom();
    if (note.isSpan()) {
        const qint64 margin = std::max<qint64>((note.end - note.start) / 10, 1000);
        zoom->setRange(capture::saturatingSub(note.start, margin), capture::saturatingAdd(note.end, margin));
    } else {
        // The zoom stays; the note comes to the middle. From the whole capture, a twentieth of it.
        qint64 duration = zoom->rangeDuration();
        if (duration >= zoom->traceEnd() - zoom->traceStart())
            duration = std::max<qint64>(duration / 20, timeline::ZoomControl::kMinimumRange);
        zoom->setRange(note.start - duration / 2, note.start - duration / 2 + duration);
    }
    if (!note.eventId.isEmpty()) {
        const EventRef ref = note_events::refOf(m_path, *m_trace, note.eventId);
        if (ref.isValid()) {
            m_timeline->selectEvent(ref);
            m_timeline->revealEvent(ref);
        }
    }
    m_panel->selectNote(id);
}

void NotesController::addFromShortcut()
{
    if (!m_timeline || !m_trace)
        return;
    const TimelineView::AreaSelection& area = m_timeline->areaSelection();
    if (area.valid && area.end > area.start) {
        addSpanNote(area.start, area.end);
        return;
    }
    timeline::ZoomControl* zoom = m_timeline->zoom();
    if (zoom->hasSelection()) {
        addSpanNote(zoom->selectionStart(), zoom->selectionEnd());
        return;
    }
    TrackPainter* tracks = m_timeline->trackPainter();
    const QPoint pos = tracks->mapFromGlobal(QCursor::pos());
    const qint64 time = tracks->rect().contains(pos) ? tracks->timeForX(pos.x())
                                                     : zoom->rangeStart() + zoom->rangeDuration() / 2;
    addPointNote(time);
}

void NotesController::populateTimelineMenu(QMenu* menu, const QPoint& pos)
{
    if (!m_timeline || !m_trace)
        return;
    TrackPainter* tracks = m_timeline->trackPainter();
    const TrackPainter::Hit hit = tracks->hitTest(pos);
    if (!menu->isEmpty())
        menu->addSeparator();
    const QString what = hit.isEvent() ? eventText(hit.event) : QString();
    QAction* here = menu->addAction(what.isEmpty() ? tr("Add Note Here…") : tr("Add Note Here, on %1…").arg(what));
    here->setObjectName(QStringLiteral("addNoteHereAction"));
    const qint64 time = hit.time;
    const EventRef event = hit.event;
    connect(here, &QAction::triggered, this, [this, time, event] { addPointNote(time, event); });

    const TimelineView::AreaSelection& area = m_timeline->areaSelection();
    timeline::ZoomControl* zoom = m_timeline->zoom();
    if ((area.valid && area.end > area.start) || zoom->hasSelection()) {
        const qint64 start = area.valid ? area.start : zoom->selectionStart();
        const qint64 end = area.valid ? area.end : zoom->selectionEnd();
        QAction* span = menu->addAction(tr("Add Note for Selection…"));
        span->setObjectName(QStringLiteral("addNoteForSelectionAction"));
        connect(span, &QAction::triggered, this, [this, start, end] { addSpanNote(start, end); });
    }
    if (const quint64 id = tracks->annotationAt(pos); id != 0 && m_notes->find(id)) {
        QAction* edit = menu->addAction(tr("Edit Note…"));
        edit->setObjectName(QStringLiteral("editNoteAction"));
        connect(edit, &QAction::triggered, this, [this, id] { editNote(id); });
        QAction* remove = menu->addAction(tr("Delete Note"));
        remove->setObjectName(QStringLiteral("deleteNoteAction"));
        connect(remove, &QAction::triggered, this, [this, id] { deleteNote(id); });
    }
}

void NotesController::populateChainMenu(QMenu* menu, const Chain& chain)
{
    QAction* add = menu->addAction(tr("Add Note for Chain…"));
    add->setObjectName(QStringLiteral("addNoteForChainAction"));
    add->setEnabled(m_trace != nullptr);
    // The chain may be replaced before the menu is used: its copy goes with the action.
    connect(add, &QAction::triggered, this, [this, chain] { addChainNote(chain); });
}

void NotesController::populateMemoryMenu(QMenu* menu, MemoryTimeline* plot, const QPoint& pos)
{
    const std::optional<qint64> time = plot->timeAt(pos.x());
    QAction* add = menu->addAction(tr("Add Note Here…"));
    add->setObjectName(QStringLiteral("addMemoryNoteAction"));
    add->setEnabled(time.has_value() && m_trace != nullptr);
    if (!time)
        add->setToolTip(tr("The history has no times in order: there is no time to put a note at."));
    else
        connect(add, &QAction::triggered, this, [this, t = *time] { addPointNote(t); });
}

void NotesController::chooseAnnotatedCopy()
{
    if (m_path.isEmpty())
        return;
    const QFileInfo capture(m_path);
    const QString start = lastFolder(capture.absolutePath());
    const QString suggested = QDir(start).filePath(capture.completeBaseName() + QStringLiteral("-annotated.db"));
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Annotated Copy"), suggested,
                                                      tr("Captures (*.db)"));
    if (path.isEmpty())
        return;
    rememberFolderOf(path);
    saveAnnotatedCopy(path);
}

void NotesController::saveAnnotatedCopy(const QString& path)
{
    if (m_path.isEmpty() || path.isEmpty())
        return;
    const QFileInfo source(m_path);
    const QFileInfo target(path);
    if (target.absoluteFilePath() == source.absoluteFilePath()
        || (target.exists() && target.canonicalFilePath() == source.canonicalFilePath())) {
        const QString message = tr("The annotated copy cannot replace the open capture; choose another file.");
        emit statusMessage(message);
        emit annotatedCopyFailed(message);
        return;
    }
    const QList<Annotation> notes = notesForCopy();
    const QString capturePath = m_path;
    emit busy(tr("Saving a copy of %1 with %n note(s) as %2…", nullptr, int(notes.size()))
                  .arg(source.fileName(), QDir::toNativeSeparators(path)));
    m_jobs->run(
        [capturePath, path, notes] {
            QString error;
            const bool ok = AnnotatedCopy::save(capturePath, path, notes, &error);
            return std::pair<bool, QString>(ok, error);
        },
        [this, path, count = notes.size()](std::pair<bool, QString> result) {
            if (!result.first) {
                emit statusMessage(tr("Could not save the annotated copy: %1").arg(result.second));
                emit annotatedCopyFailed(result.second);
                return;
            }
            emit statusMessage(
                tr("Saved a copy with %n note(s) as %1.", nullptr, int(count)).arg(QDir::toNativeSeparators(path)));
            emit annotatedCopySaved(path);
        });
}

} // namespace faultline
