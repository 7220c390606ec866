// Notes in the main window, driven through the UI's actions on a generated capture (the
// fragmentation scenario): added from the timeline's menu, N and the Chains dock, listed in the
// Notes dock, written beside the capture after every change, undone and redone, back when the
// capture is opened again, jumped to, drawn on the timeline and on the device memory timeline,
// and saved into a copy of the capture that CaptureReader reads back. The capture itself is never
// written.

#include "AnnotatedCopy.h"
#include "AnnotationSet.h"
#include "AnnotationSidecar.h"
#include "CaptureReader.h"
#include "ChainEngine.h"
#include "FileHash.h"
#include "ScenarioGenerator.h"
#include "TestPixels.h"
#include "TraceBuilder.h"
#include "chains/ChainInspector.h"
#include "memory/MemoryTimeline.h"
#include "memory/MemoryWorkspace.h"
#include "notes/NoteDialog.h"
#include "notes/NotesController.h"
#include "notes/NotesModel.h"
#include "notes/NotesPanel.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace faultline;
using faultline::test::rgb;

namespace {

constexpr int kLoadTimeoutMs = 120000;

QList<Annotation> sidecarNotes(const QString& capture)
{
    const AnnotationSidecar::LoadResult loaded = AnnotationSidecar::load(capture);
    return loaded.status == AnnotationSidecar::Status::Loaded ? loaded.annotations : QList<Annotation>();
}

QStringList texts(const QList<Annotation>& notes)
{
    QStringList out;
    for (const Annotation& note : notes)
        out.append(note.text);
    out.sort();
    return out;
}

// The texts in the Notes panel, top to bottom.
QStringList panelTexts(NotesPanel* panel)
{
    QStringList out;
    const QAbstractItemModel* model = panel->table()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        out.append(model->index(row, NotesModel::TextColumn).data().toString());
    return out;
}

QAction* actionNamed(QMenu& menu, const QString& name)
{
    for (QAction* action : menu.actions()) {
        if (action->objectName() == name)
            return action;
    }
    return nullptr;
}

} // namespace

class TestNotesUi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void aNoteAddedFromTheTimelineMenuIsListedAndWrittenBesideTheCapture();
    void nAddsASpanOverTheAreaSelectionOrAPointAtTheMouse();
    void undoAndRedoChangeThePanelAndTheSidecar();
    void editAndDeleteFromThePanel();
    void notesAreBackWhenTheCaptureOpensAgainAndGoWithAnotherCapture();
    void jumpingToANoteShowsItOnTheTimeline();
    void aNoteOnAnEventIsPinnedToItAndJumpingSelectsIt();
    void theTimelineDrawsTheNotesInTheirColour();
    void aChainNoteIsPinnedToTheChain();
    void saveAnnotatedCopyWritesTheNotesIntoACopyThatReadsBack();
    void notesStoredInTheCaptureAreShownReadOnly();
    void theDeviceMemoryTimelineDrawsNotesAndAddsThemAtItsTime();
    void aFolderThatCannotBeWrittenKeepsTheNotesInTheUsersDataFolder();
    void aFolderThatWentAwayKeepsTheNotesInTheUsersDataFolder();

private:
    // A fresh copy of the generated capture in a folder of its own (sidecars do not meet).
    QString freshCapture(const QString& name = QStringLiteral("fragmentation.db"));
    std::unique_ptr<MainWindow> openWindow(const QString& capture);
    // Accepts the next note dialog that `open` opens, with `text` (and `colour`, "" = default).
    Annotation addThroughDialog(NotesController* notes, const std::function<void()>& open, const QString& text,
                                const QString& colour = QString());

    QTemporaryDir m_dir;
    QString m_generated;
    std::shared_ptr<const Trace> m_trace;
    int m_copies = 0;
};

void TestNotesUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_notes_ui"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    m_generated = m_dir.filePath(QStringLiteral("generated.db"));
    capture::ScenarioOptions options;
    options.scenario = "fragmentation";
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
        QFile::encodeName(m_generated).toStdString(), options);
    QVERIFY2(written.ok, written.error.c_str());
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(m_generated).toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    m_trace = std::move(loaded.trace);
}

void TestNotesUi::init()
{
    QSettings().clear();
    QSettings().setValue(QStringLiteral("notes/author"), QStringLiteral("reviewer"));
}

void TestNotesUi::cleanup()
{
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/notes"))
        .removeRecursively();
}

QString TestNotesUi::freshCapture(const QString& name)
{
    const QString dir = m_dir.filePath(QStringLiteral("case%1").arg(++m_copies));
    if (!QDir().mkpath(dir))
        return {};
    const QString path = dir + QLatin1Char('/') + name;
    return QFile::copy(m_generated, path) ? path : QString();
}

std::unique_ptr<MainWindow> TestNotesUi::openWindow(const QString& capture)
{
    auto window = std::make_unique<MainWindow>();
    window->resize(1400, 950);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    QSignalSpy loaded(window.get(), &MainWindow::captureLoaded);
    window->openCapture(capture);
    if (!loaded.wait(kLoadTimeoutMs) || !window->workspace()->timelineView())
        return nullptr;
    // The docks take their room when the capture appears (a layout request): settle it before a
    // test measures the tracks.
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    return window;
}

Annotation TestNotesUi::addThroughDialog(NotesController* notes, const std::function<void()>& open, const QString& text,
                                         const QString& colour)
{
    QSignalSpy opened(notes, &NotesController::dialogOpened);
    QSignalSpy added(notes->notes(), &AnnotationSet::annotationAdded);
    open();
    if (opened.size() != 1)
        return {};
    auto* dialog = opened.at(0).at(0).value<NoteDialog*>();
    dialog->textEdit()->setPlainText(text);
    for (QToolButton* swatch : dialog->swatches()) {
        if (swatch->property("colour").toString() == colour) {
            swatch->click();
            break;
        }
    }
    dialog->accept();
    if (added.size() != 1)
        return {};
    const Annotation* note = notes->notes()->find(added.at(0).at(0).toULongLong());
    return note ? *note : Annotation{};
}

void TestNotesUi::aNoteAddedFromTheTimelineMenuIsListedAndWrittenBesideTheCapture()
{
    const QString capture = freshCapture();
    const QByteArray before = test::sha256(capture);
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    TimelineView* view = window->workspace()->timelineView();
    TrackPainter* tracks = view->trackPainter();
    QVERIFY(window->findChild<QDockWidget*>(QStringLiteral("notesDock"))->isVisible()
            || !window->findChild<QDockWidget*>(QStringLiteral("notesDock"))->isHidden());
    QCOMPARE(notes->model()->rowCount(), 0);
    QVERIFY(!QFile::exists(AnnotationSidecar::pathFor(capture)));

    // Right-click where no event is (an empty stretch of a header row is fine): Add Note Here….
    const QPoint pos(tracks->width() / 3, 3);
    const qint64 time = tracks->timeForX(pos.x());
    QMenu menu;
    notes->populateTimelineMenu(&menu, pos);
    QAction* here = actionNamed(menu, QStringLiteral("addNoteHereAction"));
    QVERIFY(here);
    QVERIFY(!actionNamed(menu, QStringLiteral("addNoteForSelectionAction"))); // no selection yet
    const Annotation note = addThroughDialog(
        notes, [here] { here->trigger(); }, QStringLiteral("allocator starts to fragment"), QStringLiteral("#d32f2f"));
    QCOMPARE(note.text, QStringLiteral("allocator starts to fragment"));
    QCOMPARE(note.kind, AnnotationKind::Point);
    QCOMPARE(note.start, time);
    QCOMPARE(note.colour, QStringLiteral("#d32f2f"));
    QCOMPARE(note.author, QStringLiteral("reviewer"));
    QVERIFY(note.created.isValid());

    QCOMPARE(panelTexts(notes->panel()), QStringList{QStringLiteral("allocator starts to fragment")});
    const QList<Annotation> written = sidecarNotes(capture);
    QCOMPARE(written.size(), 1);
    QCOMPARE(written.front().text, note.text);
    QCOMPARE(written.front().start, time);
    QCOMPARE(written.front().colour, note.colour);
    QCOMPARE(notes->notesFile(), AnnotationSidecar::pathFor(capture));
    QVERIFY(notes->saveError().isEmpty());
    // The capture itself is only read.
    QCOMPARE(test::sha256(capture), before);
    // The author is remembered for the next note.
    QCOMPARE(NoteDialog::defaultAuthor(), QStringLiteral("reviewer"));
}

void TestNotesUi::nAddsASpanOverTheAreaSelectionOrAPointAtTheMouse()
{
    const QString capture = freshCapture();
    auto window = openWindow(capture);
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    NotesController* notes = window->workspace()->notesController();
    TimelineView* view = window->workspace()->timelineView();
    TrackPainter* tracks = view->trackPainter();
    const qint64 begin = m_trace->beginNs;
    const qint64 length = m_trace->endNs - m_trace->beginNs;

    // An area selection: N makes a span over its time range.
    view->setAreaSelection(begin + length / 4, begin + length / 3, 0, 2);
    tracks->setFocus();
    QTRY_VERIFY(tracks->hasFocus());
    const Annotation span = addThroughDialog(
        notes, [tracks] { QTest::keyClick(tracks, Qt::Key_N); }, QStringLiteral("warm-up"));
    QCOMPARE(span.kind, AnnotationKind::Span);
    QCOMPARE(span.start, view->areaSelection().start);
    QCOMPARE(span.end, view->areaSelection().end);

    // The same from the menu: Add Note for Selection….
    QMenu menu;
    notes->populateTimelineMenu(&menu, QPoint(10, 10));
    QAction* forSelection = actionNamed(menu, QStringLiteral("addNoteForSelectionAction"));
    QVERIFY(forSelection);
    const Annotation again = addThroughDialog(
        notes, [forSelection] { forSelection->trigger(); }, QStringLiteral("same range"));
    QCOMPARE(again.start, span.start);
    QCOMPARE(again.end, span.end);

    // N typed into the search field is a letter, not a note.
    {
        QSignalSpy opened(notes, &NotesController::dialogOpened);
        view->searchEdit()->setFocus();
        QTRY_VERIFY(view->searchEdit()->hasFocus());
        QTest::keyClick(view->searchEdit(), Qt::Key_N);
        QCOMPARE(opened.size(), 0);
        QCOMPARE(view->searchEdit()->text(), QStringLiteral("n"));
        view->searchEdit()->clear();
        tracks->setFocus();
        QTRY_VERIFY(tracks->hasFocus());
    }

    // Without a selection: a point at the mouse's time.
    view->clearSelection();
    const QPoint at(tracks->width() / 2 + 37, tracks->height() / 2);
    QCursor::setPos(tracks->mapToGlobal(at));
    if (tracks->mapFromGlobal(QCursor::pos()) != at)
        QSKIP("this platform does not move the mouse cursor");
    const Annotation point = addThroughDialog(
        notes, [tracks] { QTest::keyClick(tracks, Qt::Key_N); }, QStringLiteral("here"));
    QCOMPARE(point.kind, AnnotationKind::Point);
    QCOMPARE(point.start, tracks->timeForX(at.x()));
    QCOMPARE(sidecarNotes(capture).size(), 3);
}

void TestNotesUi::undoAndRedoChangeThePanelAndTheSidecar()
{
    const QString capture = freshCapture();
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    QAction* undo = notes->undoAction();
    QAction* redo = notes->redoAction();
    QCOMPARE(undo->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(redo->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    QVERIFY(!undo->isEnabled());
    QVERIFY(!redo->isEnabled());

    const qint64 begin = m_trace->beginNs;
    addThroughDialog(
        notes, [&] { notes->addPointNote(begin + 1000); }, QStringLiteral("one"));
    addThroughDialog(
        notes, [&] { notes->addPointNote(begin + 2000); }, QStringLiteral("two"));
    QVERIFY(undo->isEnabled());
    QCOMPARE(undo->text(), QStringLiteral("&Undo Add Note"));
    QCOMPARE(texts(sidecarNotes(capture)), (QStringList{QStringLiteral("one"), QStringLiteral("two")}));

    undo->trigger();
    QCOMPARE(panelTexts(notes->panel()), QStringList{QStringLiteral("one")});
    QCOMPARE(texts(sidecarNotes(capture)), QStringList{QStringLiteral("one")});
    QVERIFY(redo->isEnabled());
    QCOMPARE(redo->text(), QStringLiteral("&Redo Add Note"));

    redo->trigger();
    QCOMPARE(panelTexts(notes->panel()), (QStringList{QStringLiteral("one"), QStringLiteral("two")}));
    QCOMPARE(texts(sidecarNotes(capture)), (QStringList{QStringLiteral("one"), QStringLiteral("two")}));
    QVERIFY(!redo->isEnabled());

    // Both actions are in the Edit menu.
    QMenu* edit = window->findChild<QMenu*>(QStringLiteral("editMenu"));
    QVERIFY(edit);
    QVERIFY(edit->actions().contains(undo));
    QVERIFY(edit->actions().contains(redo));
}

void TestNotesUi::editAndDeleteFromThePanel()
{
    const QString capture = freshCapture();
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    NotesPanel* panel = notes->panel();
    const qint64 begin = m_trace->beginNs;
    // Added out of time order: the panel lists them by time.
    addThroughDialog(
        notes, [&] { notes->addPointNote(begin + 9000); }, QStringLiteral("late"));
    const Annotation early = addThroughDialog(
        notes, [&] { notes->addPointNote(begin + 3000); }, QStringLiteral("early"));
    QCOMPARE(panelTexts(panel), (QStringList{QStringLiteral("early"), QStringLiteral("late")}));

    // The filter matches any column.
    panel->filterEdit()->setText(QStringLiteral("LAT"));
    QCOMPARE(panelTexts(panel), QStringList{QStringLiteral("late")});
    panel->filterEdit()->clear();

    // Edit…: the dialog comes filled in; Save changes the note, the sidecar and the list.
    QVERIFY(panel->selectNote(early.id));
    QSignalSpy opened(notes, &NotesController::dialogOpened);
    panel->editButton()->click();
    QCOMPARE(opened.size(), 1);
    auto* dialog = opened.at(0).at(0).value<NoteDialog*>();
    QCOMPARE(dialog->textEdit()->toPlainText(), QStringLiteral("early"));
    dialog->textEdit()->setPlainText(QStringLiteral("earliest"));
    dialog->accept();
    QCOMPARE(panelTexts(panel), (QStringList{QStringLiteral("earliest"), QStringLiteral("late")}));
    QCOMPARE(texts(sidecarNotes(capture)), (QStringList{QStringLiteral("earliest"), QStringLiteral("late")}));
    QCOMPARE(notes->undoAction()->text(), QStringLiteral("&Undo Edit Note"));
    // The edited note stays the current row.
    QCOMPARE(panel->currentId(), early.id);

    // Del deletes the current note; undo brings it back.
    panel->table()->setFocus();
    QTest::keyClick(panel->table(), Qt::Key_Delete);
    QCOMPARE(panelTexts(panel), QStringList{QStringLiteral("late")});
    QCOMPARE(texts(sidecarNotes(capture)), QStringList{QStringLiteral("late")});
    QCOMPARE(notes->undoAction()->text(), QStringLiteral("&Undo Delete Note"));
    notes->undoAction()->trigger();
    QCOMPARE(texts(sidecarNotes(capture)), (QStringList{QStringLiteral("earliest"), QStringLiteral("late")}));
    notes->undoAction()->trigger();
    QCOMPARE(texts(sidecarNotes(capture)), (QStringList{QStringLiteral("early"), QStringLiteral("late")}));
}

void TestNotesUi::notesAreBackWhenTheCaptureOpensAgainAndGoWithAnotherCapture()
{
    const QString capture = freshCapture();
    const QString other = freshCapture(QStringLiteral("other.db"));
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    const qint64 begin = m_trace->beginNs;
    addThroughDialog(
        notes, [&] { notes->addSpanNote(begin + 5000, begin + 90000); }, QStringLiteral("kept"),
        QStringLiteral("#388e3c"));

    QSignalSpy loaded(window.get(), &MainWindow::captureLoaded);
    window->openCapture(other);
    QVERIFY(loaded.wait(kLoadTimeoutMs));
    QCOMPARE(notes->model()->rowCount(), 0);
    QCOMPARE(window->workspace()->timelineView()->annotations()->size(), 0);
    QVERIFY(!notes->undoAction()->isEnabled()); // the other capture's history is its own

    window->closeCapture();
    QCOMPARE(notes->model()->rowCount(), 0);
    QVERIFY(!notes->addNoteAction()->isEnabled());

    window->openCapture(capture);
    QVERIFY(loaded.wait(kLoadTimeoutMs));
    QCOMPARE(panelTexts(notes->panel()), QStringList{QStringLiteral("kept")});
    const Annotation& back = notes->notes()->annotations().front();
    QCOMPARE(back.kind, AnnotationKind::Span);
    QCOMPARE(back.start, begin + 5000);
    QCOMPARE(back.end, begin + 90000);
    QCOMPARE(back.colour, QStringLiteral("#388e3c"));
    QCOMPARE(window->workspace()->timelineView()->annotations(), notes->shownNotes());
    QVERIFY(!notes->undoAction()->isEnabled()); // loading is not an undoable change

    // A fresh window (the next session) finds them too, and says so in the status bar.
    window.reset();
    auto next = openWindow(capture);
    QVERIFY(next);
    QCOMPARE(panelTexts(next->workspace()->notesController()->panel()), QStringList{QStringLiteral("kept")});
    QVERIFY2(next->workspace()->notesController()->loadSummary().contains(QStringLiteral("1 note")),
             qPrintable(next->workspace()->notesController()->loadSummary()));
}

void TestNotesUi::jumpingToANoteShowsItOnTheTimeline()
{
    const QString capture = freshCapture();
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    NotesPanel* panel = notes->panel();
    timeline::ZoomControl* zoom = window->workspace()->timelineView()->zoom();
    const qint64 begin = m_trace->beginNs;
    const qint64 length = m_trace->endNs - m_trace->beginNs;
    const Annotation span = addThroughDialog(
        notes, [&] { notes->addSpanNote(begin + length / 10, begin + length / 8); }, QStringLiteral("span"));
    const Annotation point = addThroughDialog(
        notes, [&] { notes->addPointNote(begin + length * 4 / 5); }, QStringLiteral("point"));

    // Somewhere else, zoomed in.
    zoom->setRange(begin + length / 2, begin + length / 2 + length / 50);
    QVERIFY(zoom->rangeEnd() < point.start);
    QVERIFY(zoom->rangeStart() > span.end);

    // View ▸ Notes (Ctrl+Shift+N) brings the dock up; a double-click on the span's row zooms to
    // it, with a little room either side.
    window->findChild<QAction*>(QStringLiteral("notesAction"))->trigger();
    QTRY_VERIFY(panel->table()->isVisible());
    QCOMPARE(window->findChild<QAction*>(QStringLiteral("notesAction"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    QVERIFY(panel->selectNote(span.id));
    const QModelIndex spanIndex = panel->table()->currentIndex();
    QSignalSpy doubleClicked(panel->table(), &QAbstractItemView::doubleClicked);
    const QPoint onRow = panel->table()->visualRect(spanIndex).center();
    // An item view takes a double-click on the row its press was on: press, then double-click.
    QTest::mouseClick(panel->table()->viewport(), Qt::LeftButton, {}, onRow);
    QTest::mouseDClick(panel->table()->viewport(), Qt::LeftButton, {}, onRow);
    QCOMPARE(doubleClicked.size(), 1);
    QVERIFY(zoom->rangeStart() <= span.start);
    QVERIFY(zoom->rangeEnd() >= span.end);
    QVERIFY(zoom->rangeDuration() < (span.end - span.start) * 2);
    QCOMPARE(window->findChild<QTabWidget*>(QStringLiteral("viewTabs"))->currentWidget(),
             window->workspace()->timelineView());

    // Enter on the point's row: the point in the middle, the zoom kept.
    const qint64 duration = zoom->rangeDuration();
    QVERIFY(panel->selectNote(point.id));
    panel->table()->setFocus();
    QTest::keyClick(panel->table(), Qt::Key_Return);
    QVERIFY(zoom->rangeStart() <= point.start && point.start <= zoom->rangeEnd());
    QVERIFY(std::abs((zoom->rangeStart() + zoom->rangeEnd()) / 2 - point.start) <= duration / 100 + 1);
    QVERIFY(std::abs(zoom->rangeDuration() - duration) <= 1);
}

void TestNotesUi::aNoteOnAnEventIsPinnedToItAndJumpingSelectsIt()
{
    const QString capture = freshCapture();
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    TimelineView* view = window->workspace()->timelineView();
    TrackPainter* tracks = view->trackPainter();

    // The longest event of the first CUDA runtime lane, zoomed to and right-clicked.
    EventRef ref;
    for (std::uint32_t l = 0; l < m_trace->lanes.size() && !ref.isValid(); ++l) {
        const Lane& lane = m_trace->lanes[l];
        if (lane.kind != LaneKind::CudaRuntime || lane.events.size() == 0)
            continue;
        std::uint32_t best = 0;
        for (std::uint32_t i = 0; i < lane.events.size(); ++i)
            if (lane.events.durationAt(i) > lane.events.durationAt(best))
                best = i;
        ref = {l, best};
    }
    QVERIFY(ref.isValid());
    view->revealEvent(ref);
    view->zoomToEvent(ref);
    const EventColumns& events = m_trace->lanes[ref.lane].events;
    const qint64 middle = events.start[ref.index] + events.durationAt(ref.index) / 2;
    const QPoint pos(static_cast<int>(tracks->xForTime(middle)), tracks->rowCenterY(view->rowOfEvent(ref)));
    QCOMPARE(tracks->hitTest(pos).event, ref);
    QMenu menu;
    notes->populateTimelineMenu(&menu, pos);
    QAction* here = actionNamed(menu, QStringLiteral("addNoteHereAction"));
    QVERIFY(here);
    const Annotation note = addThroughDialog(
        notes, [here] { here->trigger(); }, QStringLiteral("this call"));
    // Its capture id, as the capture's own events table has it.
    std::vector<std::string> ids;
    std::string error;
    QVERIFY(ChainEngine::eventIds(QFile::encodeName(capture).toStdString(), *m_trace, {ref}, &ids, &error));
    QVERIFY(!ids.front().empty());
    QCOMPARE(note.eventId, QString::fromStdString(ids.front()));
    QCOMPARE(note.pid, m_trace->threads[m_trace->lanes[ref.lane].thread].pid);
    QCOMPARE(note.start, tracks->hitTest(pos).time);
    QCOMPARE(sidecarNotes(capture).front().eventId, note.eventId);

    // Elsewhere, nothing selected: jumping selects the event again.
    view->clearSelection();
    view->zoom()->showAll();
    QVERIFY(!view->selectedEvent().isValid());
    notes->jumpTo(note.id);
    QCOMPARE(view->selectedEvent(), ref);
    QVERIFY(view->zoom()->rangeStart() <= note.start && note.start <= view->zoom()->rangeEnd());
}

void TestNotesUi::theTimelineDrawsTheNotesInTheirColour()
{
    const QString capture = freshCapture();
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    TimelineView* view = window->workspace()->timelineView();
    TrackPainter* tracks = view->trackPainter();
    const int x = tracks->width() / 2 + 11;
    const qint64 time = tracks->timeForX(x);
    // The whole Timeline tab rendered, as an export renders it; the note's column there.
    const QRect area(tracks->mapTo(view, QPoint(0, 0)), tracks->size());
    const int noteX = area.left() + static_cast<int>(std::floor(tracks->xForTime(time)));
    const QRgb blue = 0x1976d2;
    const auto samplesInColour = [&](const QImage& image) {
        int hits = 0;
        for (int y = area.center().y(); y < area.bottom(); y += 4)
            hits += rgb(image, noteX, y) == blue ? 1 : 0;
        return hits;
    };
    const int samples = (area.bottom() - area.center().y() + 3) / 4;
    QImage image(view->size(), QImage::Format_ARGB32_Premultiplied);
    view->render(&image);
    QCOMPARE(samplesInColour(image), 0);

    addThroughDialog(
        notes, [&] { notes->addPointNote(time); }, QStringLiteral("blue line"), QStringLiteral("#1976d2"));
    view->render(&image);
    // Every sampled pixel of the lower half of the tracks, in that column only.
    QCOMPARE(samplesInColour(image), samples);
    QVERIFY(rgb(image, noteX - 3, area.bottom() - 2) != blue);
    QVERIFY(rgb(image, noteX + 3, area.bottom() - 2) != blue);

    notes->undoAction()->trigger();
    view->render(&image);
    QCOMPARE(samplesInColour(image), 0);
}

void TestNotesUi::aChainNoteIsPinnedToTheChain()
{
    const QString capture = freshCapture();
    auto window = std::make_unique<MainWindow>();
    window->resize(1400, 950);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QSignalSpy ready(window->workspace()->chainInspector(), &ChainInspector::chainsReady);
    window->openCapture(capture);
    QVERIFY(ready.wait(kLoadTimeoutMs));
    ChainInspector* chains = window->workspace()->chainInspector();
    QVERIFY2(chains->table()->model()->rowCount() > 0, "the fragmentation scenario should have chains");
    chains->table()->setCurrentIndex(chains->table()->model()->index(0, 0));
    const Chain* chain = chains->currentChain();
    QVERIFY(chain);
    const Chain copy = *chain;

    NotesController* notes = window->workspace()->notesController();
    QMenu menu;
    notes->populateChainMenu(&menu, copy);
    QAction* add = actionNamed(menu, QStringLiteral("addNoteForChainAction"));
    QVERIFY(add);
    const Annotation note = addThroughDialog(
        notes, [add] { add->trigger(); }, QStringLiteral("the cause"));
    QCOMPARE(note.chainId, QString::fromStdString(copy.id));
    QCOMPARE(note.chainRule, QString::fromStdString(copy.rule));
    QCOMPARE(note.start, copy.windowStart);
    QCOMPARE(note.end, copy.windowEnd > copy.windowStart ? copy.windowEnd : copy.windowStart);
    QCOMPARE(note.isSpan(), copy.windowEnd > copy.windowStart);
    QCOMPARE(note.pid, copy.pid);
    const QList<Annotation> written = sidecarNotes(capture);
    QCOMPARE(written.size(), 1);
    QCOMPARE(written.front().chainId, note.chainId);
    QVERIFY(
        notes->model()->index(0, NotesModel::PinnedColumn).data().toString().contains(QString::fromStdString(copy.id)));
    // The chains table offers it on a right-click.
    QCOMPARE(chains->table()->contextMenuPolicy(), Qt::CustomContextMenu);
}

void TestNotesUi::saveAnnotatedCopyWritesTheNotesIntoACopyThatReadsBack()
{
    const QString capture = freshCapture();
    const QByteArray before = test::sha256(capture);
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    const qint64 begin = m_trace->beginNs;
    addThroughDialog(
        notes, [&] { notes->addPointNote(begin + 123456); }, QStringLiteral("first"));
    addThroughDialog(
        notes, [&] { notes->addSpanNote(begin + 200000, begin + 300000); }, QStringLiteral("second\nline"),
        QStringLiteral("#7b1fa2"));
    QVERIFY(window->findChildren<QAction*>().contains(notes->saveCopyAction()));
    QVERIFY(notes->saveCopyAction()->isEnabled());

    // Not over the open capture.
    QSignalSpy failed(notes, &NotesController::annotatedCopyFailed);
    notes->saveAnnotatedCopy(capture);
    QCOMPARE(failed.size(), 1);
    QCOMPARE(test::sha256(capture), before);

    const QString out = QFileInfo(capture).absolutePath() + QStringLiteral("/annotated.db");
    QSignalSpy saved(notes, &NotesController::annotatedCopySaved);
    notes->saveAnnotatedCopy(out);
    QVERIFY(saved.wait(60000));
    QCOMPARE(saved.at(0).at(0).toString(), out);
    QCOMPARE(test::sha256(capture), before);

    capture::CaptureReader reader;
    std::string error;
    QVERIFY2(reader.open(QFile::encodeName(out).toStdString(), &error), error.c_str());
    QList<Annotation> stored;
    for (const capture::StoredAnnotation& row : reader.annotations())
        stored.append(Annotation::fromStored(row));
    QCOMPARE(texts(stored), (QStringList{QStringLiteral("first"), QStringLiteral("second\nline")}));
    for (const Annotation& note : stored) {
        const auto original = std::find_if(notes->notes()->annotations().begin(), notes->notes()->annotations().end(),
                                           [&](const Annotation& a) { return a.text == note.text; });
        QVERIFY(original != notes->notes()->annotations().end());
        QCOMPARE(note.kind, original->kind);
        QCOMPARE(note.start, original->start);
        QCOMPARE(note.end, original->end);
        QCOMPARE(note.colour, original->colour);
        QCOMPARE(note.author, QStringLiteral("reviewer"));
    }
    // The copy has the capture's events: the same count.
    capture::CaptureReader source;
    QVERIFY(source.open(QFile::encodeName(capture).toStdString(), &error));
    QCOMPARE(reader.database().queryInt("SELECT COUNT(*) FROM events"),
             source.database().queryInt("SELECT COUNT(*) FROM events"));
}

void TestNotesUi::notesStoredInTheCaptureAreShownReadOnly()
{
    // A copy holding two notes in its annotations table, and nothing beside it.
    const QString capture = freshCapture();
    const QString annotated = QFileInfo(capture).absolutePath() + QStringLiteral("/with-notes.db");
    QList<Annotation> inCopy;
    Annotation a;
    a.start = a.end = m_trace->beginNs + 7000;
    a.text = QStringLiteral("stored point");
    inCopy.append(a);
    Annotation b;
    b.kind = AnnotationKind::Span;
    b.start = m_trace->beginNs + 8000;
    b.end = m_trace->beginNs + 50000;
    b.text = QStringLiteral("stored span");
    b.colour = QStringLiteral("#f57c00");
    inCopy.append(b);
    QString error;
    QVERIFY2(AnnotatedCopy::save(capture, annotated, inCopy, &error), qPrintable(error));

    auto window = openWindow(annotated);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    NotesPanel* panel = notes->panel();
    QCOMPARE(panelTexts(panel), (QStringList{QStringLiteral("stored point"), QStringLiteral("stored span")}));
    QCOMPARE(notes->notes()->size(), 0);
    QCOMPARE(notes->shownNotes()->size(), 2);
    QCOMPARE(window->workspace()->timelineView()->annotations(), notes->shownNotes());
    const quint64 id = notes->shownNotes()->annotations().front().id;
    QVERIFY(notes->isReadOnly(id));
    QVERIFY(panel->selectNote(id));
    QVERIFY(!panel->editButton()->isEnabled());
    QVERIFY(!panel->deleteButton()->isEnabled());
    QVERIFY(panel->table()->currentIndex().data(NotesModel::ReadOnlyRole).toBool());
    QVERIFY(!notes->deleteNote(id));
    QVERIFY(!notes->editNote(id));
    QTest::keyClick(panel->table(), Qt::Key_Delete);
    QCOMPARE(notes->shownNotes()->size(), 2);
    QVERIFY(!QFile::exists(AnnotationSidecar::pathFor(annotated)));

    // A note of one's own goes beside the capture; the stored ones stay in the list, and a copy
    // of this capture keeps all three.
    addThroughDialog(
        notes, [&] { notes->addPointNote(m_trace->beginNs + 9000); }, QStringLiteral("mine"));
    QCOMPARE(texts(sidecarNotes(annotated)), QStringList{QStringLiteral("mine")});
    QCOMPARE(panel->table()->model()->rowCount(), 3);
    QCOMPARE(texts(notes->notesForCopy()),
             (QStringList{QStringLiteral("mine"), QStringLiteral("stored point"), QStringLiteral("stored span")}));
}

void TestNotesUi::theDeviceMemoryTimelineDrawsNotesAndAddsThemAtItsTime()
{
    const QString capture = freshCapture();
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    QSignalSpy opened(window.get()->workspace(), &CaptureWorkspace::deviceMemoryOpened);
    window->findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->trigger();
    QVERIFY(opened.wait(60000));
    auto* workspace = opened.at(0).at(0).value<MemoryWorkspace*>();
    QTRY_VERIFY(workspace->replay());
    MemoryTimeline* plot = workspace->timeline();
    QCOMPARE(plot->annotations(), notes->shownNotes());
    QVERIFY2(plot->timeAxis(), "the generated capture's allocations have times in order");

    // A note added from the plot's menu is at the time under the mouse.
    const QRect area = plot->axisRect()->rect();
    const int x = area.left() + area.width() * 2 / 3;
    const std::optional<qint64> time = plot->timeAt(x);
    QVERIFY(time);
    QMenu menu;
    notes->populateMemoryMenu(&menu, plot, QPoint(x, area.center().y()));
    QAction* add = actionNamed(menu, QStringLiteral("addMemoryNoteAction"));
    QVERIFY(add && add->isEnabled());
    const Annotation note = addThroughDialog(
        notes, [add] { add->trigger(); }, QStringLiteral("peak"), QStringLiteral("#388e3c"));
    QCOMPARE(note.start, *time);
    QVERIFY(std::abs(plot->xOfTime(note.start) - x) < 1.0);

    // It is drawn there, down the plot, in its colour; elsewhere that colour is not.
    plot->replot();
    const QImage image = plot->toPixmap(plot->width(), plot->height()).toImage();
    const int noteX = static_cast<int>(std::floor(plot->xOfTime(note.start)));
    const QRgb green = 0x388e3c;
    QCOMPARE(rgb(image, noteX, area.bottom() - 3), green);
    QCOMPARE(rgb(image, noteX, area.center().y()), green);
    for (int px = area.left(); px < noteX - 2; px += 3)
        QVERIFY(rgb(image, px, area.bottom() - 3) != green);

    // And on the timeline as well: the same set.
    QCOMPARE(window->workspace()->timelineView()->annotations()->size(), 1);
}

void TestNotesUi::aFolderThatCannotBeWrittenKeepsTheNotesInTheUsersDataFolder()
{
    const QString capture = freshCapture();
    const QString folder = QFileInfo(capture).absolutePath();
    auto window = openWindow(capture);
    QVERIFY(window);
    const auto writable = [&] {
        return QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    };
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    auto restore = qScopeGuard(writable);
    {
        QFile probe(folder + QStringLiteral("/probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            QSKIP("this user can write a read-only folder (root): the fallback cannot be shown here");
        }
    }
    NotesController* notes = window->workspace()->notesController();
    addThroughDialog(
        notes, [&] { notes->addPointNote(m_trace->beginNs + 1000); }, QStringLiteral("kept anyway"));
    QVERIFY(!QFile::exists(AnnotationSidecar::pathFor(capture)));
    const QString fallback = NotesController::fallbackPath(capture);
    QCOMPARE(notes->notesFile(), fallback);
    QVERIFY(notes->saveError().contains(QDir::toNativeSeparators(fallback)));
    QVERIFY(window->findChild<QLabel*>(QStringLiteral("statusLabel"))->text().contains(fallback));

    // Opened again, the notes come from there.
    window.reset();
    auto next = openWindow(capture);
    QVERIFY(next);
    QCOMPARE(panelTexts(next->workspace()->notesController()->panel()), QStringList{QStringLiteral("kept anyway")});

    // Once the folder can be written, the sidecar takes over and the copy goes.
    QVERIFY(writable());
    restore.dismiss();
    NotesController* again = next->workspace()->notesController();
    addThroughDialog(
        again, [&] { again->addPointNote(m_trace->beginNs + 2000); }, QStringLiteral("second"));
    QCOMPARE(texts(sidecarNotes(capture)), (QStringList{QStringLiteral("kept anyway"), QStringLiteral("second")}));
    QVERIFY(!QFile::exists(fallback));
}

void TestNotesUi::aFolderThatWentAwayKeepsTheNotesInTheUsersDataFolder()
{
    // The same fallback where permissions do not stop the user (root): the capture's folder is
    // moved away after the capture was read, so nothing can be written beside it.
    const QString capture = freshCapture();
    const QString folder = QFileInfo(capture).absolutePath();
    const QString moved = folder + QStringLiteral("-moved");
    auto window = openWindow(capture);
    QVERIFY(window);
    NotesController* notes = window->workspace()->notesController();
    const QString fallback = NotesController::fallbackPath(capture);
    QVERIFY(QDir().rename(folder, moved));
    addThroughDialog(
        notes, [&] { notes->addPointNote(m_trace->beginNs + 1000); }, QStringLiteral("kept anyway"));
    QCOMPARE(notes->notesFile(), fallback);
    QVERIFY(QFile::exists(fallback));
    QVERIFY2(notes->saveError().contains(QDir::toNativeSeparators(fallback)), qPrintable(notes->saveError()));
    QVERIFY(
        window->findChild<QLabel*>(QStringLiteral("statusLabel"))->text().contains(QDir::toNativeSeparators(fallback)));
    // The note is in the window meanwhile.
    QCOMPARE(panelTexts(notes->panel()), QStringList{QStringLiteral("kept anyway")});

    // Back in place and opened again: the notes come from the user's data folder.
    QVERIFY(QDir().rename(moved, folder));
    window.reset();
    auto next = openWindow(capture);
    QVERIFY(next);
    NotesController* again = next->workspace()->notesController();
    QCOMPARE(panelTexts(again->panel()), QStringList{QStringLiteral("kept anyway")});
    QCOMPARE(again->notesFile(), fallback);
    QVERIFY2(again->loadSummary().contains(QDir::toNativeSeparators(fallback)), qPrintable(again->loadSummary()));

    // The next change can be written beside the capture: the sidecar takes over, the copy goes.
    addThroughDialog(
        again, [&] { again->addPointNote(m_trace->beginNs + 2000); }, QStringLiteral("second"));
    QCOMPARE(texts(sidecarNotes(capture)), (QStringList{QStringLiteral("kept anyway"), QStringLiteral("second")}));
    QVERIFY(!QFile::exists(fallback));
    QVERIFY(again->saveError().isEmpty());
}

QTEST_MAIN(TestNotesUi)
#include "tst_notes_ui.moc"
