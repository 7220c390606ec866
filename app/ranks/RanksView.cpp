#include "RanksView.h"

#include "GpuTime.h"
#include "OpCatalog.h"
#include "QtText.h"
#include "RankHeatMap.h"
#include "RanksModel.h"
#include "common/BackgroundJobs.h"
#include "common/TimeFormat.h"
#include "timeline/TimelineView.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <utility>

namespace faultline {

namespace {

const QString kSplitterKey = QStringLiteral("ranks/splitter");
const QString kHeaderKey = QStringLiteral("ranks/header");

// A collective's window on the timeline: a tenth of it on either side, at least this much.
constexpr std::int64_t kMinimumMarginNs = 10'000;
// Lanes pinned for a collective: enough for a node of eight GPUs many times over; beyond it the
// clicked rank, the last to arrive and the ranks nearest the clicked one.
constexpr std::size_t kMaximumPinnedRanks = 64;

// The first drawn lane of a process, UINT32_MAX when it has none.
std::uint32_t firstLaneOf(const Trace& trace, std::uint32_t process)
{
    for (const Thread& thread : trace.threads) {
        if (thread.process == process && !thread.lanes.empty())
            return thread.lanes.front();
    }
    return UINT32_MAX;
}

} // namespace

RanksView::RanksView(QWidget* parent)
    : QWidget(parent)
    , m_jobs(new BackgroundJobs(this))
{
    setObjectName(QStringLiteral("ranksView"));
    m_stack = new QStackedWidget(this);

    m_message = new QLabel(m_stack);
    m_message->setObjectName(QStringLiteral("ranksMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setMargin(24);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stack->addWidget(m_message);

    auto* page = new QWidget(m_stack);
    auto* column = new QVBoxLayout(page);
    column->setContentsMargins(6, 6, 6, 6);
    auto* bar = new QHBoxLayout;
    m_summary = new QLabel(page);
    m_summary->setObjectName(QStringLiteral("ranksSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bar->addWidget(m_summary, 1);
    m_stepsButton = new QToolButton(page);
    m_stepsButton->setObjectName(QStringLiteral("ranksByStepButton"));
    m_stepsButton->setText(tr("Waits per Step"));
    m_stepsButton->setCheckable(true);
    m_stepsButton->setToolTip(tr("A heat map column per step (the waits of its collectives summed) instead of one per "
                                 "collective"));
    bar->addWidget(m_stepsButton);
    column->addLayout(bar);

    m_model = new RanksModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(RanksModel::SortRole);
    m_table = new QTableView(page);
    m_table->setObjectName(QStringLiteral("ranksTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RanksModel::RankColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setToolTip(tr("Enter or double-click: this rank on the timeline"));

    m_heatMap = new RankHeatMap(page);

    m_splitter = new QSplitter(Qt::Horizontal, page);
    m_splitter->setObjectName(QStringLiteral("ranksSplitter"));
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_heatMap);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    column->addWidget(m_splitter, 1);
    m_stack->addWidget(page);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    connect(m_table, &QAbstractItemView::activated, this,
            [this](const QModelIndex& index) { showRankOnTimeline(index.data(RanksModel::RankIndexRole).toInt()); });
    connect(m_heatMap, &RankHeatMap::cellClicked, this,
            [this](int rank, int collective) { showCollectiveOnTimeline(collective, rank); });
    connect(m_stepsButton, &QToolButton::toggled, this, [this](bool steps) {
        m_heatMap->setColumns(steps ? RankHeatMap::Columns::Steps : RankHeatMap::Columns::Collectives);
    });
    connect(m_heatMap, &RankHeatMap::columnsChanged, this, &RanksView::updateColumnsButton);
    connect(TimeFormat::notifier(), &TimeDisplayNotifier::changed, this, [this] {
        if (m_analysis && m_analysis->isJob())
            m_summary->setText(summaryText(*m_analysis));
    });

    showMessage(tr("Open a capture of a job's ranks to compare them."));
    restoreSettings();
}

RanksView::~RanksView()
{
    m_jobs->waitForAll();
}

bool RanksView::isShowingMessage() const
{
    return m_stack->currentWidget() == m_message;
}

void RanksView::showMessage(const QString& text)
{
    m_message->setText(text);
    m_stack->setCurrentWidget(m_message);
}

void RanksView::setTrace(std::shared_ptr<const Trace> trace)
{
    const quint64 job = ++m_job;
    m_trace = std::move(trace);
    m_analysis.reset();
    m_model->setAnalysis(nullptr);
    m_heatMap->setAnalysis(nullptr);
    m_pinnedRows.clear(); // they belong to the timeline of the capture that goes
    m_highlighted.clear();
    if (!m_trace) {
        m_analysing = false;
        showMessage(tr("Open a capture of a job's ranks to compare them."));
        return;
    }
    m_analysing = true;
    showMessage(tr("Matching the ranks' collectives…"));
    m_jobs->run(
        [trace = m_trace] {
            const GpuTimeAccounting accounting = accountGpuTime(*trace);
            return std::make_shared<const RankAnalysis>(analyseRanks(*trace, accounting));
        },
        [this, job](std::shared_ptr<const RankAnalysis> analysis) { apply(job, std::move(analysis)); });
}

void RanksView::apply(quint64 job, std::shared_ptr<const RankAnalysis> analysis)
{
    if (job != m_job)
        return; // a later capture replaced it
    m_analysing = false;
    m_analysis = std::move(analysis);
    if (!m_analysis->isJob()) {
        showMessage(m_analysis->ranks.empty()
                        ? tr("This capture has no GPU work of ranks to compare.\n\nImport the traces of a job's "
                             "ranks together (faultline import rank0.json rank1.json … -o job.db) to see which rank "
                             "the others waited for.")
                        : tr("This capture has one rank: there is no other to compare it with.\n\nImport the traces "
                             "of a job's ranks together (faultline import rank0.json rank1.json … -o job.db) to see "
                             "which rank the others waited for."));
        emit analysed(false);
        return;
    }
    m_model->setAnalysis(m_analysis);
    m_heatMap->setAnalysis(m_analysis);
    m_summary->setText(summaryText(*m_analysis));
    m_table->resizeColumnsToContents();
    // The table as wide as its columns, the heat map the rest.
    int width = m_table->verticalScrollBar()->sizeHint().width() + 2 * m_table->frameWidth();
    for (int c = 0; c < m_model->columnCount(); ++c)
        width += m_table->columnWidth(c);
    // The heat map takes what the window gives beyond that (its stretch factor).
    if (!m_splitterRestored)
        m_splitter->setSizes({width, std::max(width, m_splitter->width() - width)});
    // The straggler's row selected and in view: the table opens on the answer.
    if (m_analysis->straggler >= 0) {
        const QModelIndex row = m_proxy->mapFromSource(m_model->index(m_analysis->straggler, 0));
        m_table->setCurrentIndex(row);
        m_table->scrollTo(row, QAbstractItemView::PositionAtCenter);
        // A hidden table has no height to centre in yet: again when it is shown.
        m_centreStraggler = !isVisible();
    }
    m_stack->setCurrentIndex(1);
    emit analysed(true);
}

void RanksView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (std::exchange(m_centreStraggler, false))
        m_table->scrollTo(m_table->currentIndex(), QAbstractItemView::PositionAtCenter);
}

QString RanksView::summaryText(const RankAnalysis& analysis)
{
    const auto collectives = static_cast<std::int64_t>(analysis.collectives.size());
    QString text = tr("%1 ranks · %2 collectives").arg(analysis.ranks.size()).arg(collectives);
    if (analysis.straggler >= 0 && static_cast<std::size_t>(analysis.straggler) < analysis.ranks.size()) {
        const RankInfo& straggler = analysis.ranks[static_cast<std::size_t>(analysis.straggler)];
        // The others' wait as a share of the others' counted steps.
        std::int64_t othersSpan = 0;
        for (std::size_t r = 0; r < analysis.ranks.size(); ++r) {
            if (static_cast<int>(r) != analysis.straggler)
                othersSpan += analysis.ranks[r].spanNs;
        }
        QString wait = TimeFormat::duration(analysis.othersWaitNs);
        if (othersSpan > 0)
            //: %1 a duration, %2 its share of the other ranks' step time ("18 %")
            wait = tr("%1 (%2 of the step)")
                       .arg(wait,
                            text::percentText(static_cast<double>(analysis.othersWaitNs)
                                              / static_cast<double>(othersSpan)));
        text += tr(" · straggler: rank %1, last at %2 of %3, others waited %4")
                    .arg(straggler.rank >= 0 ? straggler.rank : analysis.straggler)
                    .arg(analysis.stragglerLast)
                    .arg(collectives)
                    .arg(wait);
    } else if (!analysis.notOneJob.empty()) {
        //: %1 why the traces are not the ranks of one job ("their world sizes differ (2, 8)")
        text += tr(" · not the ranks of one job: %1").arg(QString::fromStdString(analysis.notOneJob));
    } else {
        text += tr(" · no straggler stands out");
    }
    if (analysis.unmatched > 0)
        text += tr(" · %1 collective kernels without a counterpart on every rank").arg(analysis.unmatched);
    return text;
}

void RanksView::updateColumnsButton()
{
    const QSignalBlocker blocker(m_stepsButton);
    m_stepsButton->setEnabled(m_heatMap->hasSteps());
    m_stepsButton->setChecked(m_heatMap->columns() == RankHeatMap::Columns::Steps);
}

void RanksView::setTimeline(TimelineView* view)
{
    if (view == m_timeline)
        return;
    clearTimelineFocus();
    m_timeline = view;
}

void RanksView::clearTimelineFocus()
{
    if (m_timeline) {
        timeline::TimelineModel* model = m_timeline->model();
        for (const std::uint64_t key : m_pinnedRows)
            model->setPinned(key, false);
        if (!m_highlighted.empty() && m_timeline->highlightedEvents() == m_highlighted)
            m_timeline->setHighlightedEvents({});
    }
    m_pinnedRows.clear();
    m_highlighted.clear();
}

void RanksView::showRankOnTimeline(int rank)
{
    if (!m_timeline || !m_analysis || rank < 0 || static_cast<std::size_t>(rank) >= m_analysis->ranks.size())
        return;
    const RankInfo& info = m_analysis->ranks[static_cast<std::size_t>(rank)];
    timeline::TimelineModel* model = m_timeline->model();
    const Trace& trace = model->trace();
    emit timelineRequested(true);
    std::uint32_t node = UINT32_MAX;
    for (const std::uint32_t process : {info.gpuProcess, info.hostProcess}) {
        if (process >= trace.processes.size())
            continue;
        // reveal() also clears a process filter that hides it.
        if (const std::uint32_t lane = firstLaneOf(trace, process); lane != UINT32_MAX)
            model->reveal(lane);
        model->setCollapsed(process, false);
        if (const std::uint32_t n = model->nodeOfProcess(process); n != UINT32_MAX) {
            model->setNodeCollapsed(n, false);
            if (node == UINT32_MAX)
                node = n;
        }
    }
    // The rank's group header (or, without groups, its GPU's header) at the top of the tracks.
    const auto& rows = model->rows();
    int target = -1;
    for (std::size_t r = 0; r < rows.size() && target < 0; ++r) {
        const timeline::TimelineRow& row = rows[r];
        if (node != UINT32_MAX ? row.kind == timeline::TimelineRow::Kind::Node && row.node == node
                               : row.kind == timeline::TimelineRow::Kind::Process && row.process == info.gpuProcess)
            target = static_cast<int>(r);
    }
    if (target >= 0)
        m_timeline->verticalScrollBar()->setValue(m_timeline->layout().rowTop(target));
}

void RanksView::showCollectiveOnTimeline(int collective, int rank)
{
    if (!m_timeline || !m_analysis || collective < 0
        || static_cast<std::size_t>(collective) >= m_analysis->collectives.size())
        return;
    const MatchedCollective& c = m_analysis->collectives[static_cast<std::size_t>(collective)];
    timeline::TimelineModel* model = m_timeline->model();
    const Trace& trace = model->trace();
    clearTimelineFocus();
    // First, so that the timeline has its size when rows are scrolled to.
    emit timelineRequested(true);

    std::int64_t first = std::numeric_limits<std::int64_t>::max();
    std::int64_t end = std::numeric_limits<std::int64_t>::min();
    std::vector<int> present;
    for (std::size_t r = 0; r < c.kernels.size(); ++r) {
        const EventRef ref = c.kernels[r];
        if (!trace.contains(ref))
            continue;
        const EventColumns& events = trace.lanes[ref.lane].events;
        const std::int64_t start = events.start[ref.index];
        first = std::min(first, start);
        end = std::max(end, capture::saturatingAdd(start, events.durationAt(ref.index)));
        present.push_back(static_cast<int>(r));
        m_highlighted.push_back(ref);
    }
    if (present.empty())
        return;
    const std::int64_t margin = std::max((end - first) / 10, kMinimumMarginNs);
    m_timeline->zoom()->setRange(capture::saturatingSub(first, margin), capture::saturatingAdd(end, margin),
                                 timeline::ZoomControl::History::Record);
    // What the early ranks waited through: from the first arrival to the last.
    if (c.last >= 0 && c.lastArrival > first)
        m_timeline->zoom()->setSelection(first, c.lastArrival);

    // The clicked rank and the last to arrive always; then the ranks nearest the clicked one.
    std::vector<int> pinned;
    const auto pin = [&](int r) {
        if (std::find(present.begin(), present.end(), r) != present.end()
            && std::find(pinned.begin(), pinned.end(), r) == pinned.end() && pinned.size() < kMaximumPinnedRanks)
            pinned.push_back(r);
    };
    pin(rank);
    pin(c.last);
    std::vector<int> byDistance = present;
    std::stable_sort(byDistance.begin(), byDistance.end(),
                     [rank](int a, int b) { return std::abs(a - rank) < std::abs(b - rank); });
    for (const int r : byDistance)
        pin(r);
    std::sort(pinned.begin(), pinned.end());
    for (const int r : pinned) {
        const std::uint32_t lane = c.kernels[static_cast<std::size_t>(r)].lane;
        // Its group and process expanded too, also when the lane is shown already (pinned).
        model->reveal(lane);
        const std::uint32_t process = trace.threads[trace.lanes[lane].thread].process;
        model->setCollapsed(process, false);
        if (const std::uint32_t node = model->nodeOfProcess(process); node != UINT32_MAX)
            model->setNodeCollapsed(node, false);
        timeline::TimelineRow row;
        row.kind = timeline::TimelineRow::Kind::Lane;
        row.lane = lane;
        const std::uint64_t key = row.key();
        if (model->isPinned(key))
            continue; // the user's pin stays theirs
        model->setPinned(key, true);
        m_pinnedRows.push_back(key);
    }
    m_timeline->setHighlightedEvents(m_highlighted);
    const auto clicked = static_cast<std::size_t>(rank);
    const EventRef selected = clicked < c.kernels.size() && trace.contains(c.kernels[clicked]) ? c.kernels[clicked]
                                                                                               : m_highlighted.front();
    m_timeline->selectEvent(selected);
    // The pinned lanes lead the rows: from the top, the clicked rank's in view.
    m_timeline->verticalScrollBar()->setValue(0);
    m_timeline->ensureRowVisible(m_timeline->rowOfEvent(selected));
}

void RanksView::saveSettings() const
{
    QSettings settings;
    settings.setValue(kSplitterKey, m_splitter->saveState());
    settings.setValue(kHeaderKey, m_table->horizontalHeader()->saveState());
}

void RanksView::restoreSettings()
{
    const QSettings settings;
    m_splitterRestored = m_splitter->restoreState(settings.value(kSplitterKey).toByteArray());
    m_table->horizontalHeader()->restoreState(settings.value(kHeaderKey).toByteArray());
}

} // namespace faultline
