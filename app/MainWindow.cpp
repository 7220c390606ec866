#include "MainWindow.h"

#include "AppIcon.h"
#include "BackgroundJobs.h"
#include "CaptureDescription.h"
#include "CaptureInfoWidget.h"
#include "DemoCapture.h"
#include "ProblemsWidget.h"
#include "RecentFiles.h"
#include "TraceLoader.h"
#include "TracedMemory.h"
#include "attach/CaptureCopy.h"
#include "attach/FollowNewest.h"
#include "attach/LiveSession.h"
#include "attach/LiveStatusWidget.h"
#include "attach/LocalProbe.h"
#include "chains/ChainInspector.h"
#include "chains/SourceView.h"
#include "chains/StacksView.h"
#include "export/ExportMenu.h"
#include "memory/MemoryWorkspace.h"
#include "memory/SnapshotLoader.h"
#include "memory/TracedMemoryLoader.h"
#include "notes/NotesController.h"
#include "notes/NotesPanel.h"
#include "preferences/Preferences.h"
#include "preferences/PreferencesDialog.h"
#include "sql/SqlConsole.h"
#include "summary/SummaryView.h"
#include "timeline/EventDetailsWidget.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QScrollBar>
#include <QSettings>
#include <QShortcut>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUrl>

#include <algorithm>
#include <optional>
#include <utility>

namespace faultline {

namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kLastDirectoryKey = QStringLiteral("lastDirectory");
const QString kClosedDocksKey = QStringLiteral("mainWindow/closedDocks");
constexpr int kProgressSteps = 1000;
constexpr qint64 kLiveAnalysisIntervalMs = 1000;

QString displayName(const QString& path)
{
    return QFileInfo(path).fileName();
}

} // namespace

struct MainWindow::DeviceMemoryTab
{
    QPointer<MemoryWorkspace> workspace;
    TracedMemory memory; // without its snapshot: the workspace holds it
};

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_demo(new DemoCapture(this))
    , m_loader(new TraceLoader(this))
    , m_recent(new RecentFiles(this))
{
    m_jobs = new BackgroundJobs(this);
    m_follow = new FollowNewest(this);
    m_liveAnalysisTimer = new QTimer(this);
    m_liveAnalysisTimer->setSingleShot(true);
    connect(m_liveAnalysisTimer, &QTimer::timeout, this, &MainWindow::showLiveAnalyses);
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(appIcon());
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("viewTabs"));
    m_tabs->setDocumentMode(true);
    m_summary = new SummaryView(m_tabs);
    m_summary->setObjectName(QStringLiteral("summaryView"));
    m_tabs->addTab(m_summary, tr("Summary"));
    setCentralWidget(m_tabs);

    createActions();
    createDocks();
    createChainDocks();
    createNotesDock();
    createMenus();
    createStatusBar();

    m_liveToolBar = new QToolBar(tr("Live Capture"), this);
    m_liveToolBar->setObjectName(QStringLiteral("liveToolBar"));
    m_liveToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_liveToolBar->setMovable(false);
    m_liveToolBar->addAction(m_followAction);
    m_liveToolBar->addAction(m_stopCaptureAction);
    addToolBar(Qt::TopToolBarArea, m_liveToolBar);

    connect(m_loader, &TraceLoader::progress, this, &MainWindow::onProgress);
    connect(m_loader, &TraceLoader::loaded, this, &MainWindow::onLoaded);
    connect(m_loader, &TraceLoader::failed, this, &MainWindow::onLoadFailed);
    connect(m_loader, &TraceLoader::cancelled, this, &MainWindow::onLoadCancelled);

    m_snapshotLoader = new SnapshotLoader(this);
    connect(m_snapshotLoader, &SnapshotLoader::progress, this, &MainWindow::onProgress);
    connect(m_snapshotLoader, &SnapshotLoader::loaded, this,
            [this](const QString& path, const std::shared_ptr<LoadedSnapshot>& result) {
                m_recent->add(path);
                auto* workspace = new MemoryWorkspace(path, std::move(*result), m_tabs);
                m_tabs->addTab(workspace, tr("Memory — %1").arg(QFileInfo(path).fileName()));
                m_tabs->setTabToolTip(m_tabs->indexOf(workspace), QDir::toNativeSeparators(path));
                // Memory tabs close on their own; the capture's tabs go with File ▸ Close.
                auto* close = new QToolButton(m_tabs);
                close->setObjectName(QStringLiteral("closeMemoryTab"));
                close->setAutoRaise(true);
                close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
                close->setToolTip(tr("Close this memory snapshot"));
                m_tabs->tabBar()->setTabButton(m_tabs->indexOf(workspace), QTabBar::RightSide, close);
                connect(close, &QToolButton::clicked, workspace, [this, workspace] {
                    m_tabs->removeTab(m_tabs->indexOf(workspace));
                    workspace->deleteLater();
                });
                m_tabs->setCurrentWidget(workspace);
                setIdle(tr("Opened memory snapshot %1.").arg(displayName(path)));
                emit snapshotOpened(workspace);
            });
    connect(m_snapshotLoader, &SnapshotLoader::failed, this, [this](const QString& path, const QString& message) {
        setIdle(tr("Could not open %1.").arg(displayName(path)));
        showError(tr("Cannot Open Memory Snapshot"),
                  tr("Faultline could not read “%1” as a PyTorch memory snapshot.\n\n%2")
                      .arg(QDir::toNativeSeparators(path), message));
        emit snapshotFailed(path, message);
    });
    connect(m_snapshotLoader, &SnapshotLoader::cancelled, this,
            [this] { setIdle(tr("Loading the memory snapshot cancelled.")); });

    m_tracedMemoryLoader = new TracedMemoryLoader(this);
    connect(m_tracedMemoryLoader, &TracedMemoryLoader::loaded, this, &MainWindow::onDeviceMemoryLoaded);

    connect(m_demo, &DemoCapture::progress, this, &MainWindow::onProgress);
    connect(m_demo, &DemoCapture::finished, this, [this](const QString& path) {
        m_demoPath = path;
        openCapture(path);
    });
    connect(m_demo, &DemoCapture::failed, this, [this](const QString& message) {
        setIdle(tr("The demo capture could not be written."));
        showError(tr("Demo Capture"), message);
        emit demoFailed(message);
    });
    connect(m_demo, &DemoCapture::cancelled, this, [this] { setIdle(tr("Demo generation cancelled.")); });

    connect(m_recent, &RecentFiles::changed, this, &MainWindow::updateRecentMenu);
    connect(m_summary, &SummaryView::openRequested, this, &MainWindow::chooseCapture);
    connect(m_summary, &SummaryView::demoRequested, this, &MainWindow::openDemo);
    connect(m_summary, &SummaryView::openFileRequested, this, &MainWindow::openCapture);
    connectChainViews();

    resize(1400, 900);
    restoreSettings();
    updateRecentMenu();
    updateTitle();
    setIdle(tr("Ready. Open a capture with Ctrl+O or drop a .db file here."));
}

MainWindow::~MainWindow()
{
    // The demo file must outlive the loader reading it; both stop here, before members go.
    m_loader->cancel();
    delete m_loader;
    m_loader = nullptr;
    delete m_demo;
    m_demo = nullptr;
}

bool MainWindow::isCaptureFileName(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("db") || suffix == QLatin1String("sqlite");
}

bool MainWindow::isBusy() const
{
    return m_loader->isLoading() || m_demo->isRunning() || (m_snapshotLoader && m_snapshotLoader->isRunning())
        || (m_tracedMemoryLoader && m_tracedMemoryLoader->isRunning());
}

void MainWindow::createActions()
{
    m_openAction = new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open Capture…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Open a Faultline or Ingero capture (.db, .sqlite)"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::chooseCapture);

    m_demoAction = new QAction(tr("Open &Demo Capture"), this);
    m_demoAction->setStatusTip(tr("Generate a capture of a fragmentation incident and open it"));
    connect(m_demoAction, &QAction::triggered, this, &MainWindow::openDemo);

    m_closeAction = new QAction(QIcon::fromTheme(QStringLiteral("document-close")), tr("&Close Capture"), this);
    m_closeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_W));
    m_closeAction->setEnabled(false);
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeCapture);

    m_quitAction = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_clearRecentAction = new QAction(tr("&Clear Recent"), this);
    connect(m_clearRecentAction, &QAction::triggered, m_recent, &RecentFiles::clear);

    m_fullScreenAction = new QAction(tr("&Full Screen"), this);
    m_fullScreenAction->setShortcut(QKeySequence(Qt::Key_F11));
    m_fullScreenAction->setCheckable(true);
    connect(m_fullScreenAction, &QAction::toggled, this, &MainWindow::toggleFullScreen);

    m_summaryTabAction = new QAction(tr("&Summary"), this);
    m_summaryTabAction->setObjectName(QStringLiteral("summaryTabAction"));
    m_summaryTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(m_summaryTabAction, &QAction::triggered, this, [this] { m_tabs->setCurrentWidget(m_summary); });

    m_timelineTabAction = new QAction(tr("&Timeline"), this);
    m_timelineTabAction->setObjectName(QStringLiteral("timelineTabAction"));
    m_timelineTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    m_timelineTabAction->setEnabled(false);
    connect(m_timelineTabAction, &QAction::triggered, this, [this] {
        if (m_timeline) {
            m_tabs->setCurrentWidget(m_timeline);
            m_timeline->setFocus(Qt::ShortcutFocusReason);
        }
    });

    m_sqlTabAction = new QAction(tr("S&QL Console"), this);
    m_sqlTabAction->setObjectName(QStringLiteral("sqlTabAction"));
    m_sqlTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    m_sqlTabAction->setStatusTip(tr("Query the capture with SQL"));
    m_sqlTabAction->setEnabled(false);
    connect(m_sqlTabAction, &QAction::triggered, this, [this] {
        if (m_sql) {
            m_tabs->setCurrentWidget(m_sql);
            m_sql->setFocus(Qt::ShortcutFocusReason);
        }
    });

    m_chainsAction = new QAction(tr("&Chains"), this);
    m_chainsAction->setObjectName(QStringLiteral("chainsAction"));
    m_chainsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    m_chainsAction->setStatusTip(tr("Show the causal chains of the capture"));
    connect(m_chainsAction, &QAction::triggered, this, [this] {
        setDockClosed(m_chainsDock, false);
        m_chainsDock->show();
        m_chainsDock->raise();
        m_chains->setFocus(Qt::ShortcutFocusReason);
    });

    m_deviceMemoryAction = new QAction(tr("&Device Memory"), this);
    m_deviceMemoryAction->setObjectName(QStringLiteral("deviceMemoryAction"));
    m_deviceMemoryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_5));
    m_deviceMemoryAction->setStatusTip(
        tr("Device memory over time, rebuilt from the capture's traced allocations (cudaMalloc, cudaFree)"));
    m_deviceMemoryAction->setEnabled(false);
    connect(m_deviceMemoryAction, &QAction::triggered, this, [this] { showDeviceMemory(); });

    m_attachAction = new QAction(tr("&Attach…"), this);
    m_attachAction->setObjectName(QStringLiteral("attachAction"));
    m_attachAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_attachAction->setStatusTip(tr("Capture live from faultline-probe on this machine or a node (SSH, Unix socket)"));
    connect(m_attachAction, &QAction::triggered, this, &MainWindow::showAttachDialog);

    m_recordLocalAction = new QAction(tr("Record &Local Process…"), this);
    m_recordLocalAction->setObjectName(QStringLiteral("recordLocalAction"));
    m_recordLocalAction->setStatusTip(tr("Trace a process on this machine: starts faultline-probe through pkexec"));
    connect(m_recordLocalAction, &QAction::triggered, this, &MainWindow::showRecordLocalDialog);

    m_stopCaptureAction = new QAction(tr("&Stop Capture"), this);
    m_stopCaptureAction->setObjectName(QStringLiteral("stopCaptureAction"));
    m_stopCaptureAction->setStatusTip(tr("Ask the probe to end the live capture; what arrived stays open"));
    m_stopCaptureAction->setEnabled(false);
    connect(m_stopCaptureAction, &QAction::triggered, this, &MainWindow::stopLiveSession);

    m_followAction = new QAction(tr("&Follow Newest"), this);
    m_followAction->setObjectName(QStringLiteral("followNewestAction"));
    m_followAction->setCheckable(true);
    m_followAction->setShortcut(QKeySequence(Qt::Key_End));
    m_followAction->setToolTip(tr("Keep the timeline on the last %1 s of the live capture (End); zooming or "
                                  "panning turns it off")
                                   .arg(FollowNewest::kDefaultWindowNs / 1'000'000'000));
    m_followAction->setEnabled(false);
    connect(m_followAction, &QAction::toggled, m_follow, &FollowNewest::setEnabled);
    connect(m_follow, &FollowNewest::enabledChanged, m_followAction, &QAction::setChecked);

    m_saveAsAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save Capture &As…"), this);
    m_saveAsAction->setObjectName(QStringLiteral("saveCaptureAsAction"));
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveAsAction->setStatusTip(tr("Save a copy of the open capture (a live one as far as it arrived)"));
    m_saveAsAction->setEnabled(false);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::chooseSaveCaptureAs);

    m_preferencesAction = new QAction(QIcon::fromTheme(QStringLiteral("preferences-system")), tr("&Preferences…"),
                                      this);
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    m_preferencesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    m_preferencesAction->setStatusTip(tr("Theme, language, time display, source editor and capture defaults"));
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::showPreferences);

    m_aboutAction = new QAction(tr("&About Faultline"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addAction(m_demoAction);
    file->addAction(m_saveAsAction);
    file->addAction(m_notes->saveCopyAction());
    m_exportMenu = new ExportMenu(this);
    file->addMenu(m_exportMenu->menu());
    file->addSeparator();
    file->addAction(m_closeAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addAction(m_notes->undoAction());
    edit->addAction(m_notes->redoAction());
    edit->addSeparator();
    edit->addAction(m_preferencesAction);

    QMenu* capture = menuBar()->addMenu(tr("&Capture"));
    capture->setObjectName(QStringLiteral("captureMenu"));
    capture->addAction(m_recordLocalAction);
    capture->addAction(m_attachAction);
    capture->addAction(m_stopCaptureAction);
    capture->addSeparator();
    capture->addAction(m_followAction);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_summaryTabAction);
    m_viewMenu->addAction(m_timelineTabAction);
    m_viewMenu->addAction(m_sqlTabAction);
    m_viewMenu->addAction(m_chainsAction);
    m_viewMenu->addAction(m_deviceMemoryAction);
    m_viewMenu->addAction(m_notesAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_captureDock->toggleViewAction());
    m_viewMenu->addAction(m_problemsDock->toggleViewAction());
    m_viewMenu->addAction(m_chainsDock->toggleViewAction());
    m_viewMenu->addAction(m_sourceDock->toggleViewAction());
    m_viewMenu->addAction(m_stacksDock->toggleViewAction());
    m_viewMenu->addAction(m_notesDock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fullScreenAction);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_aboutAction);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createDocks()
{
    m_captureInfo = new CaptureInfoWidget(this);
    m_captureDock = new QDockWidget(tr("Capture"), this);
    m_captureDock->setObjectName(QStringLiteral("captureDock"));
    m_captureDock->setWidget(m_captureInfo);
    addDockWidget(Qt::LeftDockWidgetArea, m_captureDock);

    m_problems = new ProblemsWidget(this);
    m_problemsDock = new QDockWidget(tr("Problems"), this);
    m_problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problemsDock->setWidget(m_problems);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    m_problemsDock->hide();

    resizeDocks({m_captureDock}, {260}, Qt::Horizontal);
}

void MainWindow::createChainDocks()
{
    m_chains = new ChainInspector(this);
    m_chainsDock = new QDockWidget(tr("Chains"), this);
    m_chainsDock->setObjectName(QStringLiteral("chainsDock"));
    m_chainsDock->setWidget(m_chains);
    addDockWidget(Qt::BottomDockWidgetArea, m_chainsDock);

    m_source = new SourceView(this);
    m_sourceDock = new QDockWidget(tr("Source"), this);
    m_sourceDock->setObjectName(QStringLiteral("sourceDock"));
    m_sourceDock->setWidget(m_source);
    m_stacks = new StacksView(this);
    m_stacksDock = new QDockWidget(tr("Stacks"), this);
    m_stacksDock->setObjectName(QStringLiteral("stacksDock"));
    m_stacksDock->setWidget(m_stacks);
    // Under the timeline, full width, as tabs: each gets room for its columns, and the tracks stay
    // in view above whichever is shown.
    addDockWidget(Qt::BottomDockWidgetArea, m_sourceDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_stacksDock);
    tabifyDockWidget(m_chainsDock, m_sourceDock);
    tabifyDockWidget(m_sourceDock, m_stacksDock);
    m_chainsDock->raise();
    // About a quarter of the default window: the tracks above keep most of the height.
    resizeDocks({m_chainsDock}, {240}, Qt::Vertical);
    for (QDockWidget* dock : {m_chainsDock, m_sourceDock, m_stacksDock}) {
        // Closing (its button or the View menu) is the user's choice, kept across captures; a
        // dock hidden because no capture is open is not closed.
        dock->installEventFilter(this);
        connect(dock->toggleViewAction(), &QAction::triggered, this,
                [this, dock](bool shown) { setDockClosed(dock, !shown); });
    }
}

void MainWindow::createNotesDock()
{
    m_notes = new NotesController(this);
    m_notesDock = new QDockWidget(tr("Notes"), this);
    m_notesDock->setObjectName(QStringLiteral("notesDock"));
    m_notesDock->setWidget(m_notes->panel());
    addDockWidget(Qt::BottomDockWidgetArea, m_notesDock);
    tabifyDockWidget(m_stacksDock, m_notesDock);
    m_chainsDock->raise();
    // Shown with a capture unless the user closed it, like the chain docks.
    m_notesDock->installEventFilter(this);
    connect(m_notesDock->toggleViewAction(), &QAction::triggered, this,
            [this](bool shown) { setDockClosed(m_notesDock, !shown); });

    m_notesAction = new QAction(tr("&Notes"), this);
    m_notesAction->setObjectName(QStringLiteral("notesAction"));
    m_notesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_notesAction->setStatusTip(tr("Show the notes of the capture"));
    connect(m_notesAction, &QAction::triggered, this, [this] {
        setDockClosed(m_notesDock, false);
        m_notesDock->show();
        m_notesDock->raise();
        m_notes->panel()->setFocus(Qt::ShortcutFocusReason);
    });

    connect(m_notes, &NotesController::statusMessage, this, &MainWindow::setIdle);
    connect(m_notes, &NotesController::busy, this, [this](const QString& text) { m_statusLabel->setText(text); });
    connect(m_notes, &NotesController::annotatedCopyFailed, this,
            [this](const QString& message) { showError(tr("Save Annotated Copy"), message); });
    connect(m_notes, &NotesController::timelineRequested, this, [this] { showTimeline(false); });
    m_notes->setChainInspector(m_chains);
}

void MainWindow::setDockClosed(QDockWidget* dock, bool closed)
{
    m_closedDocks.removeAll(dock->objectName());
    if (closed)
        m_closedDocks.append(dock->objectName());
}

void MainWindow::updateChainDocks()
{
    for (QDockWidget* dock : {m_chainsDock, m_sourceDock, m_stacksDock, m_notesDock})
        dock->setVisible(m_trace && !m_closedDocks.contains(dock->objectName()));
    if (m_chainsDock->isVisible())
        m_chainsDock->raise();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Close) {
        if (auto* dock = qobject_cast<QDockWidget*>(watched))
            setDockClosed(dock, true);
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::connectChainViews()
{
    connect(m_chains, &ChainInspector::timelineRequested, this, &MainWindow::showTimeline);
    connect(m_chains, &ChainInspector::sourceRequested, this, &MainWindow::showSource);
    connect(m_stacks, &StacksView::pythonFrameClicked, this, &MainWindow::showSource);
    connect(m_chains, &ChainInspector::chainSelected, this, [this](const Chain* chain) {
        if (chain)
            m_stacks->setChainScope(chain->lanes, chain->windowStart, chain->windowEnd,
                                    QString::fromStdString(chain->title));
        else
            m_stacks->setChainScope({}, 0, 0, QString());
    });
}

void MainWindow::showTimeline(bool focus)
{
    if (!m_timeline)
        return;
    m_tabs->setCurrentWidget(m_timeline);
    if (focus)
        m_timeline->setFocus(Qt::OtherFocusReason);
}

void MainWindow::showSource(const QString& file, int line, const QString& function, const QList<DisplayFrame>& frames)
{
    m_source->showLocation(file, line, function, frames);
    setDockClosed(m_sourceDock, false);
    m_sourceDock->show();
    m_sourceDock->raise();
}

void MainWindow::createStatusBar()
{
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    statusBar()->addWidget(m_statusLabel, 1);

    m_liveStatus = new LiveStatusWidget(this);
    statusBar()->addPermanentWidget(m_liveStatus);
    connect(m_liveStatus, &LiveStatusWidget::stopRequested, this, &MainWindow::stopLiveSession);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->setRange(0, kProgressSteps);
    m_progress->setMinimumWidth(160);
    m_progress->setMaximumWidth(240);
    m_progress->setTextVisible(true);
    statusBar()->addPermanentWidget(m_progress);

    m_cancelButton = new QToolButton(this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop loading (Esc); the current capture stays open"));
    m_cancelButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_cancelButton, &QToolButton::clicked, this, &MainWindow::cancelLoad);
    statusBar()->addPermanentWidget(m_cancelButton);

    m_cancelShortcut = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    m_cancelShortcut->setContext(Qt::WindowShortcut);
    connect(m_cancelShortcut, &QShortcut::activated, this, &MainWindow::cancelLoad);

    m_progress->hide();
    m_cancelButton->hide();
    m_cancelShortcut->setEnabled(false);
}

void MainWindow::setBusy(const QString& message)
{
    m_statusLabel->setText(message);
    m_progress->setRange(0, 0); // indeterminate until the first progress report
    m_progress->show();
    m_cancelButton->show();
    m_cancelButton->setEnabled(true);
    m_cancelShortcut->setEnabled(true);
}

void MainWindow::setIdle(const QString& message)
{
    m_statusLabel->setText(message);
    if (isBusy())
        return;
    m_progress->hide();
    m_cancelButton->hide();
    m_cancelShortcut->setEnabled(false);
}

void MainWindow::onProgress(qint64 done, qint64 total)
{
    if (total <= 0)
        return;
    m_progress->setRange(0, kProgressSteps);
    m_progress->setValue(static_cast<int>(std::clamp<qint64>(done * kProgressSteps / total, 0, kProgressSteps)));
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
    if (path.isEmpty())
        return;
    if (isSnapshotFileName(path) && !isCaptureFileName(path)) {
        // Recent files and File ▸ Open come here for both kinds.
        openSnapshot(path);
        return;
    }
    if (m_demo->isRunning())
        m_demo->cancel();
    if (m_live && path != m_live->outputPath() && path != m_live->tracePath())
        detachLiveView();
    m_loadingPath = path;
    setBusy(tr("Opening %1…").arg(displayName(path)));
    m_loader->load(path);
}

void MainWindow::openSnapshot(const QString& path)
{
    if (path.isEmpty())
        return;
    setBusy(tr("Opening memory snapshot %1…").arg(displayName(path)));
    m_snapshotLoader->load(path);
}

void MainWindow::openDemo()
{
    if (m_demo->isRunning())
        return;
    if (m_loader->isLoading())
        m_loader->cancel();
    setBusy(tr("Generating the demo capture (fragmentation scenario)…"));
    m_demo->generate(QStringLiteral("fragmentation"));
}

void MainWindow::cancelLoad()
{
    if (m_demo->isRunning())
        m_demo->cancel();
    if (m_loader->isLoading())
        m_loader->cancel();
    if (m_snapshotLoader->isRunning())
        m_snapshotLoader->cancel();
    if (m_tracedMemoryLoader->isRunning()) {
        m_tracedMemoryLoader->cancel();
        setIdle(tr("Rebuilding device memory cancelled."));
    }
    m_cancelButton->setEnabled(false);
}

void MainWindow::closeCapture()
{
    detachLiveView();
    if (!m_trace)
        return;
    m_trace.reset();
    m_path.clear();
    m_summary->setTrace(nullptr, QString());
    m_chains->setTrace(nullptr, QString());
    m_source->setCapture(QString());
    m_stacks->setTrace(nullptr);
    m_notes->setCapture(QString(), nullptr);
    replaceTimeline();
    m_captureInfo->setTrace(nullptr, QString());
    m_problems->setProblems({});
    m_problemsDock->hide();
    updateChainDocks();
    m_closeAction->setEnabled(false);
    m_saveAsAction->setEnabled(false);
    updateTitle();
    setIdle(tr("Capture closed."));
    emit captureClosed();
}

void MainWindow::onLoaded(std::shared_ptr<const Trace> trace, const QString& path)
{
    m_trace = std::move(trace);
    m_path = path;
    m_loadingPath.clear();
    m_summary->setTrace(m_trace, path);
    // The chain views drop the previous capture before the new timeline is handed to them.
    m_chains->setTrace(m_trace, path);
    m_source->setCapture(path);
    m_stacks->setTrace(m_trace);
    m_notes->setCapture(path, m_trace);
    replaceTimeline();
    m_captureInfo->setTrace(m_trace, path);
    m_problems->setProblems(m_trace->problems);
    m_problemsDock->setVisible(!m_trace->problems.empty());
    updateChainDocks();
    if (!m_trace->problems.empty()) {
        // As tall as its rows (up to eight), not half the window.
        const int rows = static_cast<int>(std::min<std::size_t>(m_trace->problems.size(), 8));
        const int rowHeight = m_problems->fontMetrics().height() + 6;
        resizeDocks({m_problemsDock}, {(rows + 2) * rowHeight + 8}, Qt::Vertical);
    }
    m_closeAction->setEnabled(true);
    m_saveAsAction->setEnabled(true);
    if (path != m_demoPath)
        m_recent->add(path);
    updateTitle();
    QString status = tr("Opened %1: %2.").arg(displayName(path), CaptureDescription::events(*m_trace));
    if (!m_trace->problems.empty())
        status += QLatin1Char(' ') + tr("Unreadable parts: %1 (see Problems).").arg(m_trace->problems.size());
    if (const QString notes = m_notes->loadSummary(); !notes.isEmpty())
        status += QLatin1Char(' ') + notes;
    setIdle(status);
    emit captureLoaded(path);
}

void MainWindow::replaceTimeline(TimelinePlacement placement)
{
    const bool keepPlace = placement == TimelinePlacement::KeepPlace && m_trace;
    const bool timelineWasCurrent = m_timeline && m_tabs->currentWidget() == m_timeline;
    const bool timelineHadFocus = m_timeline && m_timeline->isAncestorOf(QApplication::focusWidget());
    // Not the timeline, which goes; a device memory tab goes too (the pointer says so).
    const QPointer<QWidget> current = timelineWasCurrent ? nullptr : m_tabs->currentWidget();
    // Device memory tabs were rebuilt from the capture that goes.
    closeDeviceMemoryTabs();
    m_deviceMemoryAction->setEnabled(m_trace != nullptr);
    // The console goes first: it links to the timeline and its query lanes live there. A live
    // refresh keeps it (and what is typed in it) and hands it the new timeline.
    if (m_sql && !keepPlace) {
        m_tabs->removeTab(m_tabs->indexOf(m_sql));
        delete m_sql;
        m_sql = nullptr;
    }
    m_sqlTabAction->setEnabled(m_trace != nullptr);
    if (m_timeline) {
        m_timeline->saveSettings();
        m_tabs->removeTab(m_tabs->indexOf(m_timeline));
        delete m_timeline;
        m_timeline = nullptr;
    }
    m_timelineTabAction->setEnabled(m_trace != nullptr);
    if (!m_trace) {
        m_chains->setTimeline(nullptr);
        m_stacks->setTimeline(nullptr);
        m_notes->setTimeline(nullptr);
        return;
    }
    // One per trace: the timeline's indexes and caches belong to the capture they were built from.
    m_timeline = new TimelineView(m_trace, m_tabs);
    m_tabs->insertTab(m_tabs->indexOf(m_summary) + 1, m_timeline, tr("Timeline"));
    m_chains->setTimeline(m_timeline);
    m_stacks->setTimeline(m_timeline);
    m_notes->setTimeline(m_timeline);
    // Right-click: notes at that time; on an allocation or free call, its place in the rebuilt
    // device memory too.
    TrackPainter* tracks = m_timeline->trackPainter();
    tracks->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tracks, &QWidget::customContextMenuRequested, this, [this, tracks](const QPoint& pos) {
        if (!m_trace)
            return;
        const timeline::EventRef ref = tracks->hitTest(pos).event;
        QMenu menu(this);
        menu.setObjectName(QStringLiteral("trackContextMenu"));
        QAction* show = nullptr;
        if (isTracedMemoryCall(*m_trace, ref)) {
            m_timeline->selectEvent(ref);
            show = menu.addAction(tr("Show in Device Memory"));
        }
        m_notes->populateTimelineMenu(&menu, pos);
        if (QAction* chosen = menu.exec(tracks->mapToGlobal(pos)); chosen && chosen == show)
            showDeviceMemory(ref);
    });
    connect(m_timeline->detailsPanel(), &EventDetailsWidget::pythonFrameClicked, this,
            [this](const QString& file, int line, const QString& function) {
                // The frames of the selected event's stack stay listed under the code.
                QList<DisplayFrame> frames;
                const timeline::EventRef ref = m_timeline->selectedEvent();
                if (m_trace->contains(ref))
                    frames = displayFramesOf(*m_trace, m_trace->lanes[ref.lane].events.stack[ref.index]);
                showSource(file, line, function, frames);
            });
    if (keepPlace && m_sql) {
        m_sql->setTimelineView(m_timeline);
        if (timelineWasCurrent)
            m_tabs->setCurrentWidget(m_timeline);
        else if (current)
            m_tabs->setCurrentWidget(current);
        if (timelineHadFocus)
            m_timeline->setFocus(Qt::OtherFocusReason);
        return;
    }
    // The capture's own SQL console, on its own read-only connections.
    m_sql = new SqlConsole(m_path, m_timeline, m_tabs);
    m_tabs->insertTab(m_tabs->indexOf(m_timeline) + 1, m_sql, tr("SQL"));
    connect(m_sql, &SqlConsole::timelineRequested, this, [this] { showTimeline(false); });
    m_tabs->setCurrentWidget(m_timeline);
    // W/S/A/D work at once, without a click into the tracks first.
    m_timeline->setFocus(Qt::OtherFocusReason);
}

void MainWindow::showDeviceMemory(timeline::EventRef event)
{
    if (!m_trace)
        return;
    std::erase_if(m_deviceMemoryTabs, [](const auto& tab) { return !tab->workspace; }); // closed ones
    std::optional<std::uint32_t> process;
    if (m_trace->contains(event))
        process = m_trace->threads[m_trace->lanes[event.lane].thread].process;
    for (const auto& tab : m_deviceMemoryTabs) {
        if (!process || tab->memory.process == *process) {
            showDeviceMemoryTab(tab->workspace, event);
            return;
        }
    }
    m_deviceMemoryEvent = event;
    setBusy(tr("Rebuilding device memory from the traced allocations…"));
    m_tracedMemoryLoader->load(m_trace);
}

void MainWindow::onDeviceMemoryLoaded(const std::shared_ptr<const Trace>& trace,
                                      const std::shared_ptr<LoadedTracedMemory>& result)
{
    if (trace != m_trace)
        return; // the capture was closed or replaced meanwhile
    const timeline::EventRef event = std::exchange(m_deviceMemoryEvent, timeline::EventRef{});
    if (result->processes.empty()) {
        setIdle(result->message);
        auto* box = new QMessageBox(QMessageBox::Information, tr("Device Memory"), result->message, QMessageBox::Ok,
                                    this);
        box->setObjectName(QStringLiteral("deviceMemoryMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        emit deviceMemoryUnavailable(result->message);
        return;
    }
    std::erase_if(m_deviceMemoryTabs, [](const auto& tab) { return !tab->workspace; });
    std::vector<MemoryWorkspace*> opened;
    for (std::size_t i = 0; i < result->processes.size(); ++i) {
        TracedMemory& memory = result->processes[i];
        const bool open = std::any_of(m_deviceMemoryTabs.begin(), m_deviceMemoryTabs.end(),
                                      [&memory](const auto& tab) { return tab->memory.process == memory.process; });
        if (open)
            continue;
        auto* workspace = new MemoryWorkspace(m_path, std::move(result->snapshots[i]), m_tabs);
        m_notes->addMemoryTimeline(workspace->timeline());
        const QString title = QString::fromStdString(memory.title());
        const int index = m_tabs->addTab(workspace, tr("Device memory — %1").arg(title));
        m_tabs->setTabToolTip(index,
                              tr("Device memory of %1, rebuilt from the traced allocations in %2")
                                  .arg(title, QDir::toNativeSeparators(m_path)));
        auto* close = new QToolButton(m_tabs);
        close->setObjectName(QStringLiteral("closeMemoryTab"));
        close->setAutoRaise(true);
        close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
        close->setToolTip(tr("Close this device memory tab"));
        m_tabs->tabBar()->setTabButton(index, QTabBar::RightSide, close);
        connect(close, &QToolButton::clicked, workspace, [this, workspace] {
            m_tabs->removeTab(m_tabs->indexOf(workspace));
            workspace->deleteLater();
        });
        auto tab = std::make_unique<DeviceMemoryTab>();
        tab->workspace = workspace;
        tab->memory = std::move(memory);
        m_deviceMemoryTabs.push_back(std::move(tab));
        opened.push_back(workspace);
    }
    std::optional<std::uint32_t> process;
    if (m_trace->contains(event))
        process = m_trace->threads[m_trace->lanes[event.lane].thread].process;
    const auto shown = std::find_if(m_deviceMemoryTabs.begin(), m_deviceMemoryTabs.end(), [&process](const auto& tab) {
        return !process || tab->memory.process == *process;
    });
    if (shown != m_deviceMemoryTabs.end()) {
        const TracedMemoryStats& stats = (*shown)->memory.stats;
        setIdle(tr("Device memory of %1: %2 traced allocations, %3 frees.")
                    .arg(QString::fromStdString((*shown)->memory.title()))
                    .arg(stats.allocations)
                    .arg(stats.frees));
        showDeviceMemoryTab((*shown)->workspace, event);
    } else {
        m_tabs->setCurrentWidget(m_deviceMemoryTabs.front()->workspace);
        setIdle(tr("The process of this call has no traced allocations with addresses."));
    }
    for (MemoryWorkspace* workspace : opened)
        emit deviceMemoryOpened(workspace);
}

void MainWindow::showDeviceMemoryTab(MemoryWorkspace* workspace, timeline::EventRef event)
{
    m_tabs->setCurrentWidget(workspace);
    if (!event.isValid())
        return;
    const auto tab = std::find_if(m_deviceMemoryTabs.begin(), m_deviceMemoryTabs.end(),
                                  [workspace](const auto& t) { return t->workspace == workspace; });
    const std::optional<std::size_t> position = tab == m_deviceMemoryTabs.end() ? std::nullopt
                                                                                : (*tab)->memory.positionOf(event);
    if (!position) {
        setIdle(tr("This call changed nothing in the rebuilt device memory (it failed, has no address, or frees an "
                   "address no traced allocation returned)."));
        return;
    }
    workspace->setPosition(*position);
    // After an allocation: the frames of the block it made.
    const snapshot::TraceColumns& entries = workspace->snapshot().trace;
    if (*position > 0 && entries.action[*position - 1] == snapshot::Action::Alloc)
        workspace->showBlock(entries.addr[*position - 1]);
    setIdle(tr("Device memory just after this call (entry %1).").arg(*position - 1));
}

void MainWindow::closeDeviceMemoryTabs()
{
    m_tracedMemoryLoader->cancel();
    m_deviceMemoryEvent = {};
    for (const auto& tab : m_deviceMemoryTabs) {
        if (tab->workspace) {
            m_tabs->removeTab(m_tabs->indexOf(tab->workspace));
            delete tab->workspace;
        }
    }
    m_deviceMemoryTabs.clear();
}

void MainWindow::onLoadFailed(const QString& path, const QString& message)
{
    m_loadingPath.clear();
    if (!QFileInfo::exists(path))
        m_recent->remove(path);
    setIdle(tr("Could not open %1.").arg(displayName(path)));
    showError(tr("Cannot Open Capture"),
              tr("Faultline could not open “%1”.\n\n%2").arg(QDir::toNativeSeparators(path), message));
    emit captureFailed(path, message);
}

void MainWindow::onLoadCancelled(const QString& path)
{
    m_loadingPath.clear();
    setIdle(m_trace ? tr("Loading cancelled; still showing %1.").arg(displayName(m_path)) : tr("Loading cancelled."));
    emit loadCancelled(path);
}

void MainWindow::chooseCapture()
{
    QSettings settings;
    const QString start = settings.value(kLastDirectoryKey, QDir::homePath()).toString();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Capture"), start,
        tr("Captures and memory snapshots (*.db *.sqlite *.pickle *.pkl *.json "
           "*.html);;Captures (*.db *.sqlite);;PyTorch memory snapshots "
           "(*.pickle *.pkl *.json *.html);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(kLastDirectoryKey, QFileInfo(path).absolutePath());
    openCapture(path);
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_recent->files();
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QString& path = files.at(i);
        // The first nine get a mnemonic digit.
        const QString text = i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(displayName(path)) : displayName(path);
        QAction* action = m_recentMenu->addAction(text);
        action->setData(path);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openCapture(path); });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
    m_clearRecentAction->setEnabled(!files.isEmpty());
    m_summary->setRecentFiles(files);
    m_recentMenu->setToolTipsVisible(true);
}

void MainWindow::updateTitle()
{
    if (m_path.isEmpty()) {
        setWindowTitle(tr("Faultline"));
        return;
    }
    QString name = m_path == m_demoPath ? tr("Demo capture") : displayName(m_path);
    if (m_live && m_liveShown && m_live->isRunning())
        name = tr("Live: %1").arg(displayName(m_live->outputPath()));
    setWindowTitle(tr("%1 — Faultline").arg(name));
}

void MainWindow::toggleFullScreen(bool on)
{
    if (on)
        showFullScreen();
    else
        showNormal();
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

void MainWindow::restoreSettings()
{
    const QSettings settings;
    const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
    const QByteArray state = settings.value(kStateKey).toByteArray();
    if (!state.isEmpty())
        restoreState(state);
    // Problems and chains belong to a capture; none is open yet. Nor is a live capture.
    m_problemsDock->hide();
    m_liveToolBar->hide();
    m_closedDocks = settings.value(kClosedDocksKey).toStringList();
    updateChainDocks();
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kClosedDocksKey, m_closedDocks);
    if (m_timeline)
        m_timeline->saveSettings();
    if (m_sql)
        m_sql->saveSettings();
    m_chains->saveSettings();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    cancelLoad();
    // The session's destructor waits (a little) for the probe to confirm, so the file is finished.
    if (m_live)
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
    const QList<QUrl> urls = event->mimeData()->urls();
    QStringList rejected;
    for (const QUrl& url : urls) {
        if (url.isLocalFile() && isSnapshotFileName(url.toLocalFile()) && QFileInfo(url.toLocalFile()).isFile()) {
            event->acceptProposedAction();
            openSnapshot(url.toLocalFile());
            return;
        }
        if (url.isLocalFile() && isCaptureFileName(url.toLocalFile()) && QFileInfo(url.toLocalFile()).isFile()) {
            event->acceptProposedAction();
            openCapture(url.toLocalFile());
            return;
        }
        rejected.append(url.isLocalFile() ? QDir::toNativeSeparators(url.toLocalFile()) : url.toDisplayString());
    }
    event->acceptProposedAction();
    showError(tr("Not a Capture"),
              tr("Faultline opens captures written by Faultline or Ingero (SQLite files ending in .db or "
                 ".sqlite) and PyTorch memory snapshots (.pickle, .pkl, .json, .html).\n\nDropped: %1")
                  .arg(rejected.join(QLatin1String(", "))));
    setIdle(tr("Dropped file is not a capture."));
}

void MainWindow::showAttachDialog()
{
    if (m_attachDialog) {
        m_attachDialog->raise();
        m_attachDialog->activateWindow();
        return;
    }
    m_attachDialog = new AttachDialog(this);
    m_attachDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_attachDialog, &QDialog::accepted, this, [this] {
        if (m_attachDialog)
            startLiveSession(m_attachDialog->request());
    });
    m_attachDialog->open();
}

PreferencesDialog* MainWindow::preferencesDialog() const
{
    return m_preferencesDialog;
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
    m_source->setEditorCommand(preferences.editorCommand);
    m_source->setSharedMappings(preferences.pathMappings);
}

void MainWindow::showRecordLocalDialog()
{
    // An open dialog may be half-way through another target: it is only raised.
    const bool wasOpen = m_attachDialog;
    showAttachDialog();
    if (wasOpen || !m_attachDialog)
        return;
    m_attachDialog->setTarget(LocalProbe::recordingTarget());
    m_attachDialog->connectToProbe();
}

LiveSession* MainWindow::startLiveSession(const AttachDialog::Request& request)
{
    if (m_live && m_live->isRunning()) {
        showError(tr("Live Capture"),
                  tr("A live capture is running. Stop it (Capture ▸ Stop Capture) before "
                     "starting another."));
        return nullptr;
    }
    remote::AttachOptions options;
    const QString path = request.outputPath.isEmpty()
        ? LiveSession::temporaryPath(request.node, Preferences::load().captureDirectory)
        : request.outputPath;
    options.output = QFile::encodeName(path).toStdString();
    options.pids = request.pids;
    options.stacks = request.stacks;
    options.python = request.python;
    options.durationMs = request.durationMs;
    options.software = "faultline " FAULTLINE_VERSION;

    delete m_live;
    if (request.nodes.size() > 1) {
        std::vector<LiveNodeTarget> nodes;
        for (const AttachDialog::NodeChoice& node : request.nodes)
            nodes.push_back({node.target, node.node});
        m_live = new LiveSession(std::move(nodes), options, this);
    } else {
        m_live = new LiveSession(request.target, options, this);
    }
    m_liveShown = true;
    m_liveHasTrace = false;
    connect(m_live, &LiveSession::traceUpdated, this, &MainWindow::onLiveTrace);
    connect(m_live, &LiveSession::finished, this, &MainWindow::onLiveFinished);
    connect(m_live, &LiveSession::statsChanged, this, &MainWindow::updateLiveActions);
    connect(m_live, &LiveSession::loadFailed, this,
            [this](const QString& message) { setIdle(tr("The live capture could not be shown: %1").arg(message)); });
    m_liveStatus->setSession(m_live);
    m_follow->setEnabled(true);
    m_liveToolBar->show();
    m_live->start();
    updateLiveActions();
    QStringList names;
    for (const AttachDialog::NodeChoice& node : request.nodes)
        names << node.node;
    setIdle(tr("Attaching to %1; the capture goes to %2.")
                .arg(request.nodes.size() > 1     ? names.join(QStringLiteral(", "))
                         : request.node.isEmpty() ? QString::fromStdString(request.target.host)
                                                  : request.node,
                     QDir::toNativeSeparators(path)));
    return m_live;
}

void MainWindow::stopLiveSession()
{
    if (!m_live || !m_live->isRunning())
        return;
    m_live->stop();
    setIdle(tr("Stopping the live capture…"));
}

void MainWindow::detachLiveView()
{
    if (!m_live)
        return;
    m_liveShown = false;
    m_follow->setZoom(nullptr);
    m_follow->setEnabled(false);
    if (m_live->isRunning())
        m_live->stop();
    updateLiveActions();
}

void MainWindow::updateLiveActions()
{
    const bool running = m_live && m_live->isRunning();
    m_stopCaptureAction->setEnabled(running && !m_live->isStopping());
    m_followAction->setEnabled(m_live && m_liveShown && m_timeline);
    m_liveToolBar->setVisible(m_live && m_liveShown);
}

void MainWindow::onLiveTrace(std::shared_ptr<const Trace> trace)
{
    if (!m_liveShown || !m_live || !trace)
        return;
    QElapsedTimer shown;
    shown.start();
    // Several nodes: the merge of what they committed so far, then the session's file.
    const QString path = m_live->tracePath();
    const bool first = !m_liveHasTrace || !m_timeline;
    m_liveHasTrace = true;
    qint64 start = 0;
    qint64 end = 0;
    int scroll = 0;
    if (!first) {
        start = m_timeline->zoom()->rangeStart();
        end = m_timeline->zoom()->rangeEnd();
        scroll = m_timeline->verticalScrollBar()->value();
    }
    m_tabs->setUpdatesEnabled(false);
    m_trace = std::move(trace);
    m_path = path;
    m_loadingPath.clear();
    // The timeline follows every refresh; the summary, chains and stacks, analysed again from the
    // whole trace on threads of their own, at most once a second (on two cores they would take
    // the time the next refresh needs) and once the capture has ended.
    if (first || m_live->stats().finished || !m_liveAnalysed.isValid()
        || m_liveAnalysed.elapsed() >= kLiveAnalysisIntervalMs) {
        showLiveAnalyses();
    } else if (!m_liveAnalysisTimer->isActive()) {
        m_liveAnalysisTimer->start(static_cast<int>(kLiveAnalysisIntervalMs - m_liveAnalysed.elapsed()));
    }
    m_notes->setCapture(path, m_trace);
    replaceTimeline(first ? TimelinePlacement::Show : TimelinePlacement::KeepPlace);
    // The session's file, not the merge of several nodes shown until it is written.
    m_captureInfo->setTrace(m_trace, m_live->outputPath());
    m_problems->setProblems(m_trace->problems);
    updateChainDocks();
    m_closeAction->setEnabled(true);
    m_saveAsAction->setEnabled(true);
    // Where the user was looking, unless the view follows the newest events.
    if (!first && !m_follow->isEnabled())
        m_timeline->zoom()->setRange(start, end, timeline::ZoomControl::History::None);
    m_follow->setZoom(m_timeline->zoom());
    if (!first)
        m_timeline->verticalScrollBar()->setValue(scroll);
    m_tabs->setUpdatesEnabled(true);
    updateTitle();
    updateLiveActions();
    m_live->noteShown(shown.nsecsElapsed());
    emit liveTraceUpdated(m_trace);
}

void MainWindow::showLiveAnalyses()
{
    m_liveAnalysisTimer->stop();
    if (!m_trace)
        return;
    m_summary->setTrace(m_trace, m_path);
    m_chains->setTrace(m_trace, m_path);
    m_source->setCapture(m_path);
    m_stacks->setTrace(m_trace);
    m_liveAnalysed.restart();
}

void MainWindow::onLiveFinished(bool ok, const QString& message)
{
    updateLiveActions();
    updateTitle();
    if (!m_live)
        return;
    const QString path = QDir::toNativeSeparators(m_live->outputPath());
    if (ok) {
        setIdle(tr("Live capture finished: %1 Kept as %2.").arg(message, displayName(path)));
    } else {
        const quint64 events = m_live->result().events;
        setIdle(events > 0 ? tr("The live capture ended early; %1 keeps the %2 events received.").arg(path).arg(events)
                           : tr("The live capture failed."));
        showError(tr("Live Capture"), message);
    }
    emit liveFinished(ok, message);
}

void MainWindow::chooseSaveCaptureAs()
{
    if (m_path.isEmpty())
        return;
    QSettings settings;
    const QString start = settings.value(kLastDirectoryKey, QDir::homePath()).toString();
    // A live capture of several nodes shows a merge beside its file: the file's name is offered.
    const QString suggested = m_live && m_liveShown ? m_live->outputPath() : m_path;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Capture As"), QDir(start).filePath(displayName(suggested)), tr("Captures (*.db)"));
    if (path.isEmpty())
        return;
    settings.setValue(kLastDirectoryKey, QFileInfo(path).absolutePath());
    saveCaptureAs(path);
}

void MainWindow::saveCaptureAs(const QString& path)
{
    if (m_path.isEmpty())
        return;
    const QString source = m_path;
    const bool live = m_live && m_liveShown && m_live->isRunning();
    setIdle(live ? tr("Saving what arrived so far to %1…").arg(displayName(path))
                 : tr("Saving %1…").arg(displayName(path)));
    m_jobs->run(
        [source, path] {
            QString error;
            const bool ok = CaptureCopy::copy(source, path, &error);
            return std::pair<bool, QString>(ok, error);
        },
        [this, path](std::pair<bool, QString> result) {
            if (!result.first) {
                setIdle(tr("Could not save %1.").arg(displayName(path)));
                showError(tr("Save Capture As"), result.second);
                emit captureSaveFailed(result.second);
                return;
            }
            setIdle(tr("Saved a copy as %1.").arg(QDir::toNativeSeparators(path)));
            emit captureSaved(path);
        });
}

} // namespace faultline
