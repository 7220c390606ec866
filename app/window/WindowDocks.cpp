#include "WindowDocks.h"

#include "CaptureInfoWidget.h"
#include "CaptureWorkspace.h"
#include "ProblemsWidget.h"
#include "chains/ChainInspector.h"
#include "chains/SourceView.h"
#include "chains/StacksView.h"
#include "notes/NotesController.h"
#include "notes/NotesPanel.h"
#include "timeline/EventDetailsWidget.h"
#include "timeline/TimelineView.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>

#include <algorithm>

namespace faultline {

namespace {

const QString kClosedDocksKey = QStringLiteral("mainWindow/closedDocks");
// The Chains dock's least height when it first appears (px).
constexpr int kMinChainsHeight = 240;

} // namespace

WindowDocks::WindowDocks(QMainWindow* window, CaptureWorkspace* workspace)
    : QObject(window)
    , m_window(window)
    , m_workspace(workspace)
{
    m_capture = addDock(tr("Capture"), QStringLiteral("captureDock"), workspace->captureInfo(), Qt::LeftDockWidgetArea);
    m_problems = addDock(tr("Problems"), QStringLiteral("problemsDock"), workspace->problems(),
                         Qt::BottomDockWidgetArea);
    m_problems->hide();
    // The Summary tab has the same facts; the dock is there for those who want them beside the
    // timeline (View ▸ Capture), and restoreState() brings it back for them.
    m_capture->hide();
    window->resizeDocks({m_capture}, {260}, Qt::Horizontal);
    m_details = addDock(tr("Details"), QStringLiteral("detailsDock"), nullptr, Qt::RightDockWidgetArea);
    m_details->hide();
    window->resizeDocks({m_details}, {380}, Qt::Horizontal);
    connect(workspace, &CaptureWorkspace::timelineReplaced, this, &WindowDocks::placeDetails);
    connect(workspace, &CaptureWorkspace::eventSelected, this, [this](bool selected) {
        // Shown with each selection unless the user closed it; hidden (not closed) without one.
        if (!selected)
            m_details->hide();
        else if (!m_closed.contains(m_details->objectName()))
            m_details->show();
    });

    // Under the timeline, full width, as tabs: each gets room for its columns, and the tracks stay
    // in view above whichever is shown.
    m_chains = addDock(tr("Chains"), QStringLiteral("chainsDock"), workspace->chainInspector(),
                       Qt::BottomDockWidgetArea);
    m_source = addDock(tr("Source"), QStringLiteral("sourceDock"), workspace->sourceView(), Qt::BottomDockWidgetArea);
    m_stacks = addDock(tr("Stacks"), QStringLiteral("stacksDock"), workspace->stacksView(), Qt::BottomDockWidgetArea);
    m_notes = addDock(tr("Notes"), QStringLiteral("notesDock"), workspace->notesController()->panel(),
                      Qt::BottomDockWidgetArea);
    // Problems, when there are any, across the whole width above them; the chain's story and the
    // code it names side by side; stacks and notes behind the code.
    window->splitDockWidget(m_problems, m_chains, Qt::Vertical);
    window->splitDockWidget(m_chains, m_source, Qt::Horizontal);
    window->tabifyDockWidget(m_source, m_stacks);
    window->tabifyDockWidget(m_stacks, m_notes);
    m_source->raise();
    window->resizeDocks({m_chains, m_source}, {1200, 600}, Qt::Horizontal);
    // About a quarter of the default window: the tracks above keep most of the height.
    window->resizeDocks({m_chains}, {240}, Qt::Vertical);
    for (QDockWidget* dock : {m_chains, m_source, m_stacks, m_notes, m_details}) {
        // Closing (its button or the View menu) is the user's choice, kept across captures; a
        // dock hidden because no capture is open is not closed.
        dock->installEventFilter(this);
        connect(dock->toggleViewAction(), &QAction::triggered, this,
                [this, dock](bool shown) { setClosed(dock, !shown); });
    }

    m_chainsAction = new QAction(tr("&Chains"), this);
    m_chainsAction->setObjectName(QStringLiteral("chainsAction"));
    m_chainsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    m_chainsAction->setStatusTip(tr("Show the causal chains of the capture"));
    connect(m_chainsAction, &QAction::triggered, this, [this] { showDock(m_chains, m_workspace->chainInspector()); });
    m_notesAction = new QAction(tr("&Notes"), this);
    m_notesAction->setObjectName(QStringLiteral("notesAction"));
    m_notesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_notesAction->setStatusTip(tr("Show the notes of the capture"));
    connect(m_notesAction, &QAction::triggered, this,
            [this] { showDock(m_notes, m_workspace->notesController()->panel()); });
    connect(workspace, &CaptureWorkspace::sourceShown, this, [this] { showDock(m_source, nullptr); });
}

QDockWidget* WindowDocks::addDock(const QString& title, const QString& name, QWidget* widget, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, m_window);
    dock->setObjectName(name);
    dock->setWidget(widget);
    m_window->addDockWidget(area, dock);
    return dock;
}

void WindowDocks::placeDetails(TimelineView* view)
{
    QWidget* old = m_details->widget();
    QWidget* panel = view ? view->detailsPanel() : nullptr;
    if (panel)
        m_details->setWidget(panel);
    if (old && old != panel)
        delete old;
}

void WindowDocks::addToggleActions(QMenu* menu) const
{
    for (QDockWidget* dock : {m_capture, m_problems, m_chains, m_source, m_stacks, m_notes, m_details})
        menu->addAction(dock->toggleViewAction());
}

void WindowDocks::showDock(QDockWidget* dock, QWidget* focus)
{
    setClosed(dock, false);
    dock->show();
    dock->raise();
    if (focus)
        focus->setFocus(Qt::ShortcutFocusReason);
}

void WindowDocks::setClosed(QDockWidget* dock, bool closed)
{
    m_closed.removeAll(dock->objectName());
    if (closed)
        m_closed.append(dock->objectName());
}

void WindowDocks::update()
{
    const auto trace = m_workspace->trace();
    const bool chainsAppear = trace && m_chains->isHidden() && !m_closed.contains(m_chains->objectName());
    for (QDockWidget* dock : {m_chains, m_source, m_stacks, m_notes})
        dock->setVisible(trace && !m_closed.contains(dock->objectName()));
    if (m_chains->isVisible())
        m_chains->raise();
    if (chainsAppear && m_sizeOnFirstShow) {
        // The first capture of a window without a saved layout: the chains and the code take
        // about two fifths of the height, so that a story and its line read at 1366x768 too; the
        // tracks keep the rest. A layout the user made is restored as it was.
        m_sizeOnFirstShow = false;
        m_window->resizeDocks({m_chains}, {std::max(kMinChainsHeight, m_window->height() * 2 / 5)}, Qt::Vertical);
    }
    const bool problems = trace && !trace->problems.empty();
    const bool appears = problems && m_problems->isHidden();
    m_problems->setVisible(problems);
    if (appears) {
        // As tall as its rows (up to eight), not half the window.
        const int rows = static_cast<int>(std::min<std::size_t>(trace->problems.size(), 8));
        const int rowHeight = m_problems->fontMetrics().height() + 6;
        m_window->resizeDocks({m_problems}, {(rows + 2) * rowHeight + 8}, Qt::Vertical);
    }
}

void WindowDocks::restoreSettings(bool layoutRestored)
{
    m_sizeOnFirstShow = !layoutRestored;
    m_closed = QSettings().value(kClosedDocksKey).toStringList();
    update();
}

void WindowDocks::saveSettings() const
{
    QSettings().setValue(kClosedDocksKey, m_closed);
}

bool WindowDocks::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Close) {
        if (auto* dock = qobject_cast<QDockWidget*>(watched))
            setClosed(dock, true);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace faultline
