#include "MainWindow.h"

#include "BusyStatus.h"
#include "CaptureOpener.h"
#include "CaptureSaver.h"
#include "CaptureWorkspace.h"
#include "CompareController.h"
#include "ExportMenu.h"
#include "LiveController.h"
#include "RecentFiles.h"
#include "WindowDocks.h"
#include "attach/LiveSession.h"
#include "attach/LiveStatusWidget.h"
#include "chains/SourceView.h"
#include "common/AppIcon.h"
#include "common/BackgroundJobs.h"
#include "common/FileKinds.h"
#include "common/Preferences.h"
#include "common/RecentFolder.h"
#include "help/GuideDialog.h"
#include "help/KeyboardShortcuts.h"
#include "help/ShortcutsDialog.h"
#include "memory/MemoryWorkspace.h"
#include "notes/NotesController.h"
#include "preferences/PreferencesDialog.h"
#include "sql/SqlConsole.h"
#include "summary/SummaryView.h"
#include "timeline/TimelineView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUrl>

#include <utility>

namespace faultline {

namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");

QString displayName(const QString& path)
{
    return QFileInfo(path).fileName();
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_recent(new RecentFiles(this))
    , m_jobs(new BackgroundJobs(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(appIcon());
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);

    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("viewTabs"));
    tabs->setDocumentMode(true);
    setCentralWidget(tabs);
    m_workspace = new CaptureWorkspace(tabs, this);
    m_docks = new WindowDocks(this, m_workspace);
    m_live = new LiveController(m_workspace, this);
    addToolBar(Qt::TopToolBarArea, m_live->toolBar());
    statusBar()->addPermanentWidget(m_live->statusWidget()); // before the progress and Cancel
    m_status = new BusyStatus(statusBar(), this, [this] { return isBusy(); });
    m_opener = new CaptureOpener(m_workspace, tabs, m_recent, m_status, this);
    m_exportMenu = new ExportMenu(m_workspace, tabs, this);
    m_saver = new CaptureSaver(m_jobs, m_status, this);
    m_compare = new CompareController(
        tabs, m_jobs, m_status,
        [this, tabs] {
            if (const auto* memory = qobject_cast<const MemoryWorkspace*>(tabs->currentWidget()))
                return memory->path();
            return m_workspace->trace() ? m_workspace->path() : QString();
        },
        this);
    createActions();
    createMenus();
    connectParts();

    resize(1400, 900);
    restoreSettings();
    updateRecentMenu();
    updateActions();
    updateTitle();
    m_status->setIdle(tr("Ready. Open a capture with Ctrl+O or drop a .db file here."));
}

MainWindow::~MainWindow() = default;

bool MainWindow::isBusy() const
{
    return (m_opener && m_opener->isBusy()) || m_workspace->isBusy() || (m_compare && m_compare->isBusy());
}

PreferencesDialog* MainWindow::preferencesDialog() const
{
    return m_preferencesDialog;
}

void MainWindow::connectParts()
{
    connect(m_opener, &CaptureOpener::captureLoaded, this, &MainWindow::captureLoaded);
    connect(m_opener, &CaptureOpener::captureFailed, this, &MainWindow::captureFailed);
    connect(m_opener, &CaptureOpener::loadCancelled, this, &MainWindow::loadCancelled);
    connect(m_opener, &CaptureOpener::demoFailed, this, &MainWindow::demoFailed);
    connect(m_opener, &CaptureOpener::snapshotOpened, this, &MainWindow::snapshotOpened);
    connect(m_opener, &CaptureOpener::snapshotFailed, this, &MainWindow::snapshotFailed);
    connect(m_opener, &CaptureOpener::traceImported, this, &MainWindow::traceImported);
    connect(m_opener, &CaptureOpener::importFailed, this, &MainWindow::traceImportFailed);
    connect(m_opener, &CaptureOpener::error, this, &MainWindow::showError);
    connect(m_status, &BusyStatus::cancelRequested, this, &MainWindow::cancelLoad);
    connect(m_recent, &RecentFiles::changed, this, &MainWindow::updateRecentMenu);
    connect(m_recent, &RecentFiles::openRequested, this, &MainWindow::openCapture);
    SummaryView* summary = m_workspace->summaryView();
    connect(summary, &SummaryView::openRequested, this, &MainWindow::chooseCapture);
    connect(summary, &SummaryView::demoRequested, this, &MainWindow::openDemo);
    connect(summary, &SummaryView::openFileRequested, this, &MainWindow::openCapture);

    connect(m_workspace, &CaptureWorkspace::captureChanged, this, [this] {
        m_docks->update();
        updateActions();
        updateTitle();
    });
    connect(m_workspace, &CaptureWorkspace::busy, m_status, &BusyStatus::setBusy);
    connect(m_workspace, &CaptureWorkspace::idle, m_status, &BusyStatus::setIdle);
    NotesController* notes = m_workspace->notesController();
    connect(notes, &NotesController::statusMessage, m_status, &BusyStatus::setIdle);
    connect(notes, &NotesController::busy, m_status, &BusyStatus::setMessage);
    connect(notes, &NotesController::annotatedCopyFailed, this,
            [this](const QString& message) { showError(tr("Save Annotated Copy"), message); });
    connect(m_live, &LiveController::statusMessage, m_status, &BusyStatus::setIdle);
    connect(m_live, &LiveController::errorOccurred, this, &MainWindow::showError);
    connect(m_live, &LiveController::finished, this, &MainWindow::updateTitle);
    connect(m_saver, &CaptureSaver::saved, this, &MainWindow::captureSaved);
    connect(m_compare, &CompareController::failed, this,
            [this](const QString& message) { showError(tr("Compare"), message); });
    connect(m_saver, &CaptureSaver::failed, this, [this](const QString& message) {
        showError(tr("Save Capture As"), message);
        emit captureSaveFailed(message);
    });
    connect(m_exportMenu, &ExportMenu::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 10000); });
}

void MainWindow::createActions()
{
    // Actions that need an open capture are enabled by updateActions().
    const auto add = [this](const QString& text, const char* name, const QKeySequence& shortcut, auto slot,
                            bool needsCapture = false) {
        auto* action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        action->setShortcut(shortcut);
        connect(action, &QAction::triggered, this, slot);
        if (needsCapture)
            m_captureActions.append(action);
        return action;
    };
    add(tr("&Open Capture…"), "openAction", QKeySequence::Open, &MainWindow::chooseCapture)
        ->setStatusTip(tr("Open a Faultline or Ingero capture (.db, .sqlite)"));
    add(tr("Compare &With…"), "compareAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D),
        [this] { m_compare->choose(); })
        ->setStatusTip(tr("Compare the open capture or snapshot with another run: what changed, by how much, and where "
                          "(Shift while dropping a file does the same)"));
    add(tr("Open &Demo Capture"), "demoAction", {}, &MainWindow::openDemo)
        ->setStatusTip(tr("Generate a capture of a fragmentation incident and open it"));
    // A live capture of several nodes shows a merge beside its file: the file's name is offered.
    const auto chooseSaveAs = [this] {
        const bool live = m_live->isShown();
        m_saver->choose(m_workspace->path(), live ? m_live->session()->outputPath() : m_workspace->path(),
                        live && m_live->session()->isRunning());
    };
    add(tr("Save Capture &As…"), "saveCaptureAsAction", QKeySequence::SaveAs, chooseSaveAs, true)
        ->setStatusTip(tr("Save a copy of the open capture (a live one as far as it arrived)"));
    add(tr("&Close Capture"), "closeAction", QKeySequence(Qt::CTRL | Qt::Key_W), &MainWindow::closeCapture, true);
    add(tr("&Quit"), "quitAction", QKeySequence(Qt::CTRL | Qt::Key_Q), &QWidget::close)->setMenuRole(QAction::QuitRole);
    add(tr("&Clear Recent"), "clearRecentAction", {}, [this] { m_recent->clear(); });
    QAction* fullScreen = add(tr("&Full Screen"), "fullScreenAction", QKeySequence(Qt::Key_F11), [] {});
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });

    auto* tabs = static_cast<QTabWidget*>(centralWidget());
    add(tr("&Summary"), "summaryTabAction", QKeySequence(Qt::CTRL | Qt::Key_1),
        [this, tabs] { tabs->setCurrentWidget(m_workspace->summaryView()); });
    add(
        tr("&Timeline"), "timelineTabAction", QKeySequence(Qt::CTRL | Qt::Key_2),
        [this] { m_workspace->showTimeline(true); }, true);
    add(
        tr("S&QL Console"), "sqlTabAction", QKeySequence(Qt::CTRL | Qt::Key_4),
        [this, tabs] {
            if (SqlConsole* sql = m_workspace->sqlConsole()) {
                tabs->setCurrentWidget(sql);
                sql->setFocus(Qt::ShortcutFocusReason);
            }
        },
        true)
        ->setStatusTip(tr("Query the capture with SQL"));
    add(
        tr("&Device Memory"), "deviceMemoryAction", QKeySequence(Qt::CTRL | Qt::Key_5),
        [this] { m_workspace->showDeviceMemory(); }, true)
        ->setStatusTip(
            tr("Device memory over time, rebuilt from the capture's traced allocations (cudaMalloc, cudaFree)"));
    add(
        tr("&Ranks"), "ranksTabAction", QKeySequence(Qt::CTRL | Qt::Key_6), [this] { m_workspace->showRanks(); }, true)
        ->setStatusTip(tr("The job's ranks side by side: which rank the others waited for at each collective"));
    add(tr("&Preferences…"), "preferencesAction", QKeySequence(Qt::CTRL | Qt::Key_Comma), &MainWindow::showPreferences)
        ->setMenuRole(QAction::PreferencesRole);
    findChild<QAction*>(QStringLiteral("preferencesAction"))
        ->setStatusTip(tr("Theme, language, time display, source editor and capture defaults"));
    add(tr("&Guide"), "guideAction", QKeySequence::HelpContents, &MainWindow::showGuide)
        ->setStatusTip(tr("How to read a chain, the timeline and the memory view"));
    add(tr("&Keyboard Shortcuts"), "shortcutsAction", QKeySequence(Qt::Key_Question), &MainWindow::showShortcuts)
        ->setStatusTip(tr("Every key and mouse gesture, by view"));
    add(tr("&About Faultline"), "aboutAction", {}, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
}

void MainWindow::createMenus()
{
    const auto action = [this](const char* name) { return findChild<QAction*>(QLatin1String(name)); };
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action("openAction"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_recentMenu->setToolTipsVisible(true);
    file->addAction(action("demoAction"));
    file->addAction(action("compareAction"));
    file->addAction(action("saveCaptureAsAction"));
    NotesController* notes = m_workspace->notesController();
    file->addAction(notes->saveCopyAction());
    file->addMenu(m_exportMenu->menu());
    file->addSeparator();
    file->addAction(action("closeAction"));
    file->addSeparator();
    file->addAction(action("quitAction"));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addActions({notes->undoAction(), notes->redoAction()});
    edit->addSeparator();
    edit->addAction(action("preferencesAction"));

    QMenu* capture = menuBar()->addMenu(tr("&Capture"));
    capture->setObjectName(QStringLiteral("captureMenu"));
    capture->addActions({m_live->recordLocalAction(), m_live->attachAction(), m_live->stopAction()});
    capture->addSeparator();
    capture->addAction(m_live->followAction());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addActions({action("summaryTabAction"), action("timelineTabAction"), action("sqlTabAction"),
                      m_docks->chainsAction(), action("deviceMemoryAction"), action("ranksTabAction"),
                      m_docks->notesAction()});
    view->addSeparator();
    m_docks->addToggleActions(view);
    view->addSeparator();
    view->addAction(action("fullScreenAction"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addActions({action("guideAction"), action("shortcutsAction")});
    help->addSeparator();
    help->addAction(action("aboutAction"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::updateActions()
{
    for (QAction* action : std::as_const(m_captureActions))
        action->setEnabled(m_workspace->trace() != nullptr);
}

void MainWindow::showError(const QString& title, const QString& message)
{
    // Window-modal and non-blocking: the window keeps repainting behind it.
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::openCapture(const QString& path)
{
    const FileKind kind = fileKind(path);
    if (kind == FileKind::Trace) {
        // A PyTorch profiler or Nsight Systems trace: converted first, then opened.
        m_live->detach();
        m_opener->openTrace(path);
        return;
    }
    if (kind == FileKind::Snapshot) {
        // Recent files, File ▸ Open and drops come here for both kinds.
        openSnapshot(path);
        return;
    }
    if (LiveSession* live = m_live->session(); live && path != live->outputPath() && path != live->tracePath())
        m_live->detach();
    m_opener->openCapture(path);
}

void MainWindow::openSnapshot(const QString& path)
{
    m_opener->openSnapshot(path);
}

void MainWindow::openDemo()
{
    m_opener->openDemo();
}

void MainWindow::cancelLoad()
{
    m_opener->cancel();
    m_compare->cancel();
    if (m_workspace->cancel())
        m_status->setIdle(tr("Rebuilding device memory cancelled."));
}

void MainWindow::closeCapture()
{
    m_live->detach();
    if (!m_workspace->trace())
        return;
    m_workspace->close();
    m_status->setIdle(tr("Capture closed."));
    emit captureClosed();
}

void MainWindow::chooseCapture()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Capture"), lastFolder(), openFileFilters());
    if (path.isEmpty())
        return;
    rememberFolderOf(path);
    openCapture(path);
}

void MainWindow::updateRecentMenu()
{
    m_recent->fillMenu(m_recentMenu, findChild<QAction*>(QStringLiteral("clearRecentAction")));
    m_workspace->summaryView()->setRecentFiles(m_recent->files());
}

void MainWindow::updateTitle()
{
    const QString path = m_workspace->path();
    if (path.isEmpty()) {
        setWindowTitle(tr("Faultline"));
        return;
    }
    QString name = path == m_opener->demoPath() ? tr("Demo capture") : displayName(path);
    if (m_live->isShown() && m_live->session()->isRunning())
        name = tr("Live: %1").arg(displayName(m_live->session()->outputPath()));
    setWindowTitle(tr("%1 — Faultline").arg(name));
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Faultline"),
        tr("<h3>Faultline %1</h3>"
           "<p>An investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.</p>"
           "<p>Opens Faultline and Ingero captures: per-op latency, processes, drops, and more views to come.</p>"
           "<p>Built with Qt %2, running on Qt %3.</p>")
            .arg(QStringLiteral(FAULTLINE_VERSION), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
}

GuideDialog* MainWindow::guideDialog() const
{
    return m_guideDialog;
}

ShortcutsDialog* MainWindow::shortcutsDialog() const
{
    return m_shortcutsDialog;
}

void MainWindow::showGuide()
{
    if (!m_guideDialog) {
        m_guideDialog = new GuideDialog(this);
        m_guideDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_guideDialog->show();
    m_guideDialog->raise();
    m_guideDialog->activateWindow();
}

void MainWindow::showShortcuts()
{
    if (!m_shortcutsDialog) {
        m_shortcutsDialog = new ShortcutsDialog(this);
        m_shortcutsDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_shortcutsDialog->setEntries(KeyboardShortcuts::entries(this));
    m_shortcutsDialog->show();
    m_shortcutsDialog->raise();
    m_shortcutsDialog->activateWindow();
}

void MainWindow::restoreSettings()
{
    const QSettings settings;
    const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    else if (const QScreen* screen = this->screen())
        setGeometry(screen->availableGeometry()); // the first start: the timeline wants the room

    const QByteArray state = settings.value(kStateKey).toByteArray();
    if (!state.isEmpty())
        restoreState(state);
    // Problems and chains belong to a capture; none is open yet. Nor is a live capture.
    m_live->toolBar()->hide();
    m_docks->restoreSettings(!state.isEmpty());
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    m_docks->saveSettings();
    m_workspace->saveSettings();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    cancelLoad();
    // The session's destructor waits (a little) for the probe to confirm, so the file is finished.
    m_live->stop();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    // Anything file-like is accepted here so that a wrong file gets an explanation on drop.
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dragMoveEvent(QDragMoveEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList rejected;
    for (const QUrl& url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        // A file of a kind we open, or a folder of per-rank traces (one capture); a snapshot goes
        // to its own tab from openCapture.
        const FileKind kind = url.isLocalFile() ? fileKind(path) : FileKind::Unknown;
        if ((kind != FileKind::Unknown && QFileInfo(path).isFile()) || kind == FileKind::Trace) {
            event->acceptProposedAction();
            // Shift: compared with what is open, in a Compare tab.
            if (event->modifiers().testFlag(Qt::ShiftModifier))
                m_compare->compareWithCurrent(path);
            else
                openCapture(path);
            return;
        }
        rejected.append(url.isLocalFile() ? QDir::toNativeSeparators(path) : url.toDisplayString());
    }
    event->acceptProposedAction();
    showError(tr("Not a Capture"), notOpenableText(rejected));
    m_status->setIdle(tr("Dropped file is not a capture."));
}

void MainWindow::showPreferences()
{
    if (m_preferencesDialog) {
        m_preferencesDialog->raise();
        m_preferencesDialog->activateWindow();
        return;
    }
    m_preferencesDialog = new PreferencesDialog(Preferences::load(), this);
    m_preferencesDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_preferencesDialog, &PreferencesDialog::applied, this, &MainWindow::applyPreferences);
    m_preferencesDialog->open();
}

void MainWindow::applyPreferences(const Preferences& preferences)
{
    faultline::applyPreferences(preferences);
    m_workspace->sourceView()->setEditorCommand(preferences.editorCommand);
    m_workspace->sourceView()->setSharedMappings(preferences.pathMappings);
}

void MainWindow::saveCaptureAs(const QString& path)
{
    m_saver->save(m_workspace->path(), path, m_live->isShown() && m_live->session()->isRunning());
}

} // namespace faultline
