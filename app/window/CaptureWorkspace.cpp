#include "CaptureWorkspace.h"

#include "CaptureInfoWidget.h"
#include "ProblemsWidget.h"
#include "TracedMemory.h"
#include "chains/ChainInspector.h"
#include "chains/SourceView.h"
#include "chains/StackFrames.h"
#include "chains/StacksView.h"
#include "memory/MemoryWorkspace.h"
#include "memory/TracedMemoryLoader.h"
#include "notes/NotesController.h"
#include "ranks/RanksView.h"
#include "sql/SqlConsole.h"
#include "summary/SummaryView.h"
#include "timeline/EventDetailsWidget.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"

#include <QApplication>
#include <QDir>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QScrollBar>
#include <QTabWidget>

#include <algorithm>
#include <optional>
#include <utility>

namespace faultline {

struct CaptureWorkspace::DeviceMemoryTab
{
    QPointer<MemoryWorkspace> workspace;
    TracedMemory memory; // without its snapshot: the workspace holds it
};

CaptureWorkspace::CaptureWorkspace(QTabWidget* tabs, QWidget* window)
    : QObject(window)
    , m_tabs(tabs)
    , m_window(window)
{
    setObjectName(QStringLiteral("captureWorkspace"));
    m_summary = new SummaryView(m_tabs);
    m_summary->setObjectName(QStringLiteral("summaryView"));
    m_tabs->addTab(m_summary, tr("Summary"));
    connect(m_summary, &SummaryView::timeRangeRequested, this, [this](qint64 start, qint64 end) {
        if (!m_timeline || end <= start)
            return;
        m_openOnAnswer = false;
        m_tabs->setCurrentWidget(m_timeline);
        m_timeline->zoom()->setRange(start, end);
        m_timeline->setFocus(Qt::OtherFocusReason);
    });

    m_captureInfo = new CaptureInfoWidget(window);
    m_problems = new ProblemsWidget(window);
    m_chains = new ChainInspector(window);
    m_source = new SourceView(window);
    m_stacks = new StacksView(window);
    m_notes = new NotesController(window);
    m_notes->setChainInspector(m_chains);
    connect(m_notes, &NotesController::timelineRequested, this, [this] { showTimeline(false); });

    connect(m_chains, &ChainInspector::timelineRequested, this, &CaptureWorkspace::showTimeline);
    connect(m_chains, &ChainInspector::sourceRequested, this, &CaptureWorkspace::showSource);
    connect(m_stacks, &StacksView::pythonFrameClicked, this, &CaptureWorkspace::showSource);
    connect(m_chains, &ChainInspector::chainSelected, this, [this](const Chain* chain) {
        if (chain)
            m_stacks->setChainScope(chain->lanes, chain->windowStart, chain->windowEnd,
                                    QString::fromStdString(chain->title));
        else
            m_stacks->setChainScope({}, 0, 0, QString());
        // A chain's evidence replaces what the Ranks tab showed on the timeline.
        m_ranks->clearTimelineFocus();
    });

    connect(m_chains, &ChainInspector::chainsReady, this, &CaptureWorkspace::showFirstIncident);

    // Not a tab until its analysis finds a job of two ranks or more (or View ▸ Ranks asks).
    m_ranks = new RanksView(m_tabs);
    m_ranks->hide();
    connect(m_ranks, &RanksView::analysed, this, [this](bool job) {
        if (job)
            insertRanksTab();
        else if (!m_ranksAsked)
            removeRanksTab();
        giveTimelineRankLateness();
    });
    connect(m_ranks, &RanksView::timelineRequested, this, [this](bool focus) {
        m_openOnAnswer = false; // the user chose where to look
        // What the Ranks tab shows replaces a chain's evidence (its pinned rows would lead, out of
        // rank order); it comes before the Ranks tab pins its lanes.
        if (m_chains->currentChain())
            m_chains->clearCurrentChain();
        showTimeline(focus);
    });

    m_tracedMemoryLoader = new TracedMemoryLoader(this);
    connect(m_tracedMemoryLoader, &TracedMemoryLoader::loaded, this, &CaptureWorkspace::onDeviceMemoryLoaded);
}

CaptureWorkspace::~CaptureWorkspace() = default;

void CaptureWorkspace::setCapture(std::shared_ptr<const Trace> trace, const QString& path)
{
    m_trace = std::move(trace);
    m_path = path;
    m_openOnAnswer = true;
    // The previous capture's ranks go; the new one's tab comes with its analysis.
    m_ranksAsked = false;
    removeRanksTab();
    // The chain views drop the previous capture before the new timeline is handed to them.
    analyse();
    m_notes->setCapture(path, m_trace);
    replaceTimeline();
    m_captureInfo->setTrace(m_trace, path);
    m_problems->setProblems(m_trace->problems);
    emit captureChanged();
}

void CaptureWorkspace::setLiveTrace(std::shared_ptr<const Trace> trace, const QString& path, const QString& file,
                                    LiveRefresh refresh)
{
    qint64 start = 0;
    qint64 end = 0;
    int scroll = 0;
    if (!refresh.first) {
        start = m_timeline->zoom()->rangeStart();
        end = m_timeline->zoom()->rangeEnd();
        scroll = m_timeline->verticalScrollBar()->value();
    }
    m_tabs->setUpdatesEnabled(false);
    m_trace = std::move(trace);
    m_path = path;
    if (refresh.analyse)
        analyse();
    m_notes->setCapture(path, m_trace);
    replaceTimeline(refresh.first ? TimelinePlacement::Show : TimelinePlacement::KeepPlace);
    // The session's file, not the merge of several nodes shown until it is written.
    m_captureInfo->setTrace(m_trace, file);
    m_problems->setProblems(m_trace->problems);
    // Where the user was looking, unless the view follows the newest events.
    if (!refresh.first && refresh.keepRange)
        m_timeline->zoom()->setRange(start, end, timeline::ZoomControl::History::None);
    if (!refresh.first)
        m_timeline->verticalScrollBar()->setValue(scroll);
    m_tabs->setUpdatesEnabled(true);
    emit captureChanged();
}

void CaptureWorkspace::analyse()
{
    if (!m_trace)
        return;
    m_summary->setTrace(m_trace, m_path);
    m_chains->setTrace(m_trace, m_path);
    m_source->setCapture(m_path);
    m_stacks->setTrace(m_trace);
    m_ranks->setTrace(m_trace);
}

void CaptureWorkspace::showFirstIncident()
{
    if (!std::exchange(m_openOnAnswer, false) || !m_timeline)
        return;
    if (!m_chains->selectFirstIncident())
        return;
    // The line the story names, in the Source dock beside it.
    m_chains->requestFirstSource();
}

void CaptureWorkspace::dismissChain()
{
    m_ranks->clearTimelineFocus();
    if (!m_chains->currentChain())
        return;
    m_chains->clearCurrentChain();
    if (m_timeline)
        m_timeline->zoom()->showAll();
}

void CaptureWorkspace::close()
{
    m_trace.reset();
    m_path.clear();
    m_summary->setTrace(nullptr, QString());
    m_chains->setTrace(nullptr, QString());
    m_source->setCapture(QString());
    m_stacks->setTrace(nullptr);
    m_ranks->setTrace(nullptr);
    m_ranksAsked = false;
    removeRanksTab();
    m_notes->setCapture(QString(), nullptr);
    replaceTimeline();
    m_captureInfo->setTrace(nullptr, QString());
    m_problems->setProblems({});
    emit captureChanged();
}

void CaptureWorkspace::saveSettings() const
{
    if (m_timeline)
        m_timeline->saveSettings();
    if (m_sql)
        m_sql->saveSettings();
    m_chains->saveSettings();
    m_ranks->saveSettings();
}

void CaptureWorkspace::replaceTimeline(TimelinePlacement placement)
{
    const bool keepPlace = placement == TimelinePlacement::KeepPlace && m_trace;
    const bool timelineWasCurrent = m_timeline && m_tabs->currentWidget() == m_timeline;
    const bool timelineHadFocus = m_timeline && m_timeline->isAncestorOf(QApplication::focusWidget());
    // Not the timeline, which goes; a device memory tab goes too (the pointer says so).
    const QPointer<QWidget> current = timelineWasCurrent ? nullptr : m_tabs->currentWidget();
    // Device memory tabs were rebuilt from the capture that goes.
    closeDeviceMemoryTabs();
    // The console goes first: it links to the timeline and its query lanes live there. A live
    // refresh keeps it (and what is typed in it) and hands it the new timeline.
    if (m_sql && !keepPlace) {
        m_tabs->removeTab(m_tabs->indexOf(m_sql));
        delete m_sql;
        m_sql = nullptr;
    }
    if (m_timeline) {
        m_timeline->saveSettings();
        m_tabs->removeTab(m_tabs->indexOf(m_timeline));
        delete m_timeline;
        m_timeline = nullptr;
    }
    if (!m_trace) {
        m_chains->setTimeline(nullptr);
        m_stacks->setTimeline(nullptr);
        m_ranks->setTimeline(nullptr);
        m_notes->setTimeline(nullptr);
        emit timelineReplaced(nullptr);
        emit eventSelected(false);
        return;
    }
    // One per trace: the timeline's indexes and caches belong to the capture they were built from.
    m_timeline = new TimelineView(m_trace, m_tabs);
    m_tabs->insertTab(m_tabs->indexOf(m_summary) + 1, m_timeline, tr("Timeline"));
    m_chains->setTimeline(m_timeline);
    m_stacks->setTimeline(m_timeline);
    m_ranks->setTimeline(m_timeline);
    m_notes->setTimeline(m_timeline);
    giveTimelineRankLateness();
    connect(m_timeline, &TimelineView::dismissRequested, this, &CaptureWorkspace::dismissChain);
    connect(m_timeline, &TimelineView::selectedEventChanged, this, [this](EventRef ref) {
        m_openOnAnswer = false; // the user is looking somewhere: the chains do not move the view
        emit eventSelected(ref.isValid());
    });
    connect(m_timeline->zoom(), &timeline::ZoomControl::rangeChanged, this, [this] { m_openOnAnswer = false; });
    emit timelineReplaced(m_timeline);
    emit eventSelected(false);
    TrackPainter* tracks = m_timeline->trackPainter();
    tracks->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tracks, &QWidget::customContextMenuRequested, this, &CaptureWorkspace::showTimelineMenu);
    connect(m_timeline->detailsPanel(), &EventDetailsWidget::pythonFrameClicked, this,
            [this](const QString& file, int line, const QString& function) {
                // The frames of the selected event's stack stay listed under the code.
                QList<DisplayFrame> frames;
                const EventRef ref = m_timeline->selectedEvent();
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

void CaptureWorkspace::showTimelineMenu(const QPoint& pos)
{
    // Right-click: notes at that time; on an allocation or free call, its place in the rebuilt
    // device memory too.
    if (!m_trace || !m_timeline)
        return;
    TrackPainter* tracks = m_timeline->trackPainter();
    const EventRef ref = tracks->hitTest(pos).event;
    QMenu menu(m_window);
    menu.setObjectName(QStringLiteral("trackContextMenu"));
    QAction* show = nullptr;
    if (isTracedMemoryCall(*m_trace, ref)) {
        m_timeline->selectEvent(ref);
        show = menu.addAction(tr("Show in Device Memory"));
    }
    m_notes->populateTimelineMenu(&menu, pos);
    if (QAction* chosen = menu.exec(tracks->mapToGlobal(pos)); chosen && chosen == show)
        showDeviceMemory(ref);
}

void CaptureWorkspace::showTimeline(bool focus)
{
    if (!m_timeline)
        return;
    m_tabs->setCurrentWidget(m_timeline);
    if (focus)
        m_timeline->setFocus(Qt::OtherFocusReason);
}

void CaptureWorkspace::showRanks()
{
    if (!m_trace)
        return;
    m_ranksAsked = true;
    insertRanksTab();
    m_tabs->setCurrentWidget(m_ranks);
    m_ranks->setFocus(Qt::ShortcutFocusReason);
}

// The timeline can order a job's ranks by lateness once the Ranks view's analysis is in.
void CaptureWorkspace::giveTimelineRankLateness()
{
    if (!m_timeline)
        return;
    const std::shared_ptr<const RankAnalysis> analysis = m_ranks->analysis();
    m_timeline->setRankLateness(analysis ? TimelineView::ranksByLateness(*analysis) : std::vector<std::string>());
}

void CaptureWorkspace::insertRanksTab()
{
    if (m_tabs->indexOf(m_ranks) >= 0)
        return;
    QWidget* before = m_sql ? static_cast<QWidget*>(m_sql) : m_timeline ? static_cast<QWidget*>(m_timeline) : m_summary;
    const int index = m_tabs->insertTab(m_tabs->indexOf(before) + 1, m_ranks, tr("Ranks"));
    m_tabs->setTabToolTip(index, tr("The job's ranks side by side: which rank the others waited for, and how long"));
}

void CaptureWorkspace::removeRanksTab()
{
    if (const int index = m_tabs->indexOf(m_ranks); index >= 0) {
        m_tabs->removeTab(index);
        m_ranks->hide();
    }
}

void CaptureWorkspace::showSource(const QString& file, int line, const QString& function,
                                  const QList<DisplayFrame>& frames)
{
    m_source->showLocation(file, line, function, frames);
    emit sourceShown();
}

bool CaptureWorkspace::isBusy() const
{
    return m_tracedMemoryLoader->isRunning();
}

bool CaptureWorkspace::cancel()
{
    if (!m_tracedMemoryLoader->isRunning())
        return false;
    m_tracedMemoryLoader->cancel();
    return true;
}

void CaptureWorkspace::showDeviceMemory(EventRef event)
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
    emit busy(tr("Rebuilding device memory from the traced allocations…"));
    m_tracedMemoryLoader->load(m_trace);
}

void CaptureWorkspace::onDeviceMemoryLoaded(const std::shared_ptr<const Trace>& trace,
                                            const std::shared_ptr<LoadedTracedMemory>& result)
{
    if (trace != m_trace)
        return; // the capture was closed or replaced meanwhile
    const EventRef event = std::exchange(m_deviceMemoryEvent, EventRef{});
    if (result->processes.empty()) {
        emit idle(result->message);
        auto* box = new QMessageBox(QMessageBox::Information, tr("Device Memory"), result->message, QMessageBox::Ok,
                                    m_window);
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
        const int index = workspace->addClosableTab(m_tabs, tr("Device memory — %1").arg(title),
                                                    tr("Close this device memory tab"));
        m_tabs->setTabToolTip(index,
                              tr("Device memory of %1, rebuilt from the traced allocations in %2")
                                  .arg(title, QDir::toNativeSeparators(m_path)));
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
        if (stats.tensorAllocations > 0)
            emit idle(tr("Device memory of %1: %2 segments and %3 tensors (%4 freed), from PyTorch's allocator.")
                          .arg(QString::fromStdString((*shown)->memory.title()))
                          .arg(stats.allocations)
                          .arg(stats.tensorAllocations)
                          .arg(stats.tensorFrees));
        else
            emit idle(tr("Device memory of %1: %2 traced allocations, %3 frees.")
                          .arg(QString::fromStdString((*shown)->memory.title()))
                          .arg(stats.allocations)
                          .arg(stats.frees));
        showDeviceMemoryTab((*shown)->workspace, event);
    } else {
        m_tabs->setCurrentWidget(m_deviceMemoryTabs.front()->workspace);
        emit idle(tr("The process of this call has no traced allocations with addresses."));
    }
    for (MemoryWorkspace* workspace : opened)
        emit deviceMemoryOpened(workspace);
}

void CaptureWorkspace::showDeviceMemoryTab(MemoryWorkspace* workspace, EventRef event)
{
    m_tabs->setCurrentWidget(workspace);
    if (!event.isValid())
        return;
    const auto tab = std::find_if(m_deviceMemoryTabs.begin(), m_deviceMemoryTabs.end(),
                                  [workspace](const auto& t) { return t->workspace == workspace; });
    const std::optional<std::size_t> position = tab == m_deviceMemoryTabs.end() ? std::nullopt
                                                                                : (*tab)->memory.positionOf(event);
    if (!position) {
        emit idle(tr("This call changed nothing in the rebuilt device memory (it failed, has no address, or frees an "
                     "address no traced allocation returned)."));
        return;
    }
    workspace->setPosition(*position);
    // After an allocation: the frames of the block it made.
    const snapshot::TraceColumns& entries = workspace->snapshot().trace;
    if (*position > 0 && entries.action[*position - 1] == snapshot::Action::Alloc)
        workspace->showBlock(entries.addr[*position - 1]);
    emit idle(tr("Device memory just after this call (entry %1).").arg(*position - 1));
}

void CaptureWorkspace::closeDeviceMemoryTabs()
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

} // namespace faultline
