#include "TimelineView.h"

#include "AreaAggregation.h"
#include "AreaAggregationModel.h"
#include "EventDetailsWidget.h"
#include "OpCatalog.h"
#include "RangeLanes.h"
#include "RankAnalysis.h"
#include "TimeRuler.h"
#include "TimelineLegend.h"
#include "TrackLabels.h"
#include "TrackPainter.h"
#include "common/TimeFormat.h"
#include "help/KeyboardShortcuts.h"

#include <QAction>
#include <QActionGroup>
#include <QCursor>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <optional>
#include <set>
#include <tuple>

namespace faultline {

using timeline::TimelineRow;
using timeline::ZoomControl;

namespace {

const QString kLaneHeightKey = QStringLiteral("timeline/laneHeight");
const QString kLegendKey = QStringLiteral("timeline/legendVisible");
const QString kLabelSplitterKey = QStringLiteral("timeline/labelSplitter");
const QString kDetailsSplitterKey = QStringLiteral("timeline/detailsSplitter");
const QString kBottomSplitterKey = QStringLiteral("timeline/bottomSplitter");

constexpr double kKeyZoomFactor = 1.25;
constexpr double kKeyPanFraction = 0.2;
constexpr qint64 kInstantWindowNs = 10'000;
// A search match narrower than a pixel is zoomed to this width, centred.
constexpr int kMatchWidthPx = 40;
// Counting the matches waits for a pause in the typing.
constexpr int kCountDelayMs = 150;
constexpr int kLaneHeights[] = {16, 20, 28};

} // namespace

TimelineView::TimelineView(std::shared_ptr<const Trace> trace, QWidget* parent)
    : QWidget(parent)
    , m_trace(std::move(trace))
    , m_zoom(new ZoomControl(this))
    , m_model(new timeline::TimelineModel(m_trace, this))
{
    setObjectName(QStringLiteral("timelineView"));
    m_zoom->setTrace(m_trace->beginNs, std::max(m_trace->endNs, m_trace->beginNs + 1));
    // A profiler trace's ranges (ProfilerStep#N, NVTX) as lanes, not as notes: at the top, or a
    // job's ranks' each under its process.
    timeline::addImportedRangeLanes(*m_model);
    m_layout.update(*m_model);
    // Before the painter and labels connect: they read the layout when rows change.
    connect(m_model, &timeline::TimelineModel::rowsChanged, this, &TimelineView::onRowsChanged);

    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);

    m_ruler = new TimeRuler(m_zoom, this);
    m_tracks = new TrackPainter(m_model, m_zoom, &m_layout, this);
    m_labels = new TrackLabels(m_model, &m_layout, this);
    m_legend = new TimelineLegend(this);
    m_legend->setShowsGpuWork(m_trace->gpuOpCount() > 0);
    m_details = new EventDetailsWidget(this);

    column->addWidget(createToolBar());
    column->addWidget(m_legend);

    // Left: the range shown above the label column; right: the ruler above the tracks and the
    // scroll bar beside them. Both halves start their rows at the same y.
    auto* left = new QWidget(this);
    auto* leftColumn = new QVBoxLayout(left);
    leftColumn->setContentsMargins(0, 0, 0, 0);
    leftColumn->setSpacing(0);
    m_rangeLabel = new QLabel(left);
    m_rangeLabel->setObjectName(QStringLiteral("rangeLabel"));
    m_rangeLabel->setFixedHeight(m_ruler->sizeHint().height());
    m_rangeLabel->setAlignment(Qt::AlignVCenter | Qt::AlignLeft);
    m_rangeLabel->setIndent(6);
    m_rangeLabel->setAutoFillBackground(true);
    leftColumn->addWidget(m_rangeLabel);
    leftColumn->addWidget(m_labels, 1);

    auto* right = new QWidget(this);
    auto* grid = new QGridLayout(right);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(0);
    m_scrollBar = new QScrollBar(Qt::Vertical, right);
    m_scrollBar->setObjectName(QStringLiteral("timelineScrollBar"));
    grid->addWidget(m_ruler, 0, 0);
    grid->addWidget(m_tracks, 1, 0);
    grid->addWidget(m_scrollBar, 1, 1);
    grid->setRowStretch(1, 1);
    grid->setColumnStretch(0, 1);

    m_labelSplitter = new QSplitter(Qt::Horizontal, this);
    m_labelSplitter->setObjectName(QStringLiteral("timelineLabelSplitter"));
    m_labelSplitter->addWidget(left);
    m_labelSplitter->addWidget(right);
    m_labelSplitter->setStretchFactor(0, 0);
    m_labelSplitter->setStretchFactor(1, 1);
    m_labelSplitter->setChildrenCollapsible(false);
    m_labelSplitter->setSizes({280, 1000});

    m_detailsSplitter = new QSplitter(Qt::Horizontal, this);
    m_detailsSplitter->setObjectName(QStringLiteral("timelineDetailsSplitter"));
    m_detailsSplitter->addWidget(m_labelSplitter);
    m_detailsSplitter->addWidget(m_details);
    m_detailsSplitter->setStretchFactor(0, 1);
    m_detailsSplitter->setStretchFactor(1, 0);
    m_detailsSplitter->setSizes({1000, 360});

    m_bottomTabs = new QTabWidget(this);
    m_bottomTabs->setObjectName(QStringLiteral("timelineBottomPanel"));
    m_bottomTabs->setDocumentMode(true);
    m_bottomTabs->addTab(createSelectionTab(), tr("Selection"));

    m_bottomSplitter = new QSplitter(Qt::Vertical, this);
    m_bottomSplitter->setObjectName(QStringLiteral("timelineBottomSplitter"));
    m_bottomSplitter->addWidget(m_detailsSplitter);
    m_bottomSplitter->addWidget(m_bottomTabs);
    m_bottomSplitter->setStretchFactor(0, 1);
    m_bottomSplitter->setStretchFactor(1, 0);
    // Until an area is selected the panel holds one line of help: the tracks get the room.
    m_bottomSplitter->setSizes({1000, 56});
    column->addWidget(m_bottomSplitter, 1);

    connect(m_scrollBar, &QScrollBar::valueChanged, this, [this](int value) {
        m_tracks->setScrollY(value);
        m_labels->setScrollY(value);
    });
    connect(m_tracks, &TrackPainter::verticalScrollRequested, this, &TimelineView::scrollBy);
    connect(m_labels, &TrackLabels::verticalScrollRequested, this, &TimelineView::scrollBy);
    connect(m_tracks, &TrackPainter::eventClicked, this, &TimelineView::selectEvent);
    connect(m_tracks, &TrackPainter::eventClicked, this, [this](EventRef ref) {
        if (!ref.isValid() && !highlightedEvents().empty())
            emit dismissRequested();
    });
    connect(m_tracks, &TrackPainter::eventDoubleClicked, this, [this](EventRef ref) {
        selectEvent(ref);
        zoomToEvent(ref);
    });
    connect(m_tracks, &TrackPainter::zoomRequested, this,
            [this](qint64 start, qint64 end) { m_zoom->setRange(start, end, ZoomControl::History::Record); });
    connect(m_tracks, &TrackPainter::areaSelected, this, &TimelineView::setAreaSelection);
    connect(m_zoom, &ZoomControl::rangeChanged, this, &TimelineView::updateRangeLabel);
    connect(m_zoom, &ZoomControl::historyChanged, this, &TimelineView::updateHistoryActions);
    connect(TimeFormat::notifier(), &TimeDisplayNotifier::changed, this, &TimelineView::onTimeDisplayChanged);
    m_tracks->installEventFilter(this);
    m_searchEdit->installEventFilter(this);
    m_filterEdit->installEventFilter(this);

    restoreSettings();
    updateRangeLabel();
    updateHistoryActions();
    updateScrollRange();
    setFocusProxy(m_tracks);
}

TimelineView::~TimelineView()
{
    saveSettings();
}

EventDetailsWidget* TimelineView::detailsPanel() const
{
    return m_details;
}

QToolBar* TimelineView::createToolBar()
{
    auto* bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("timelineToolBar"));
    bar->setIconSize(QSize(16, 16));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_backAction = bar->addAction(tr("◀ Back"), m_zoom, &ZoomControl::back);
    m_backAction->setObjectName(QStringLiteral("zoomBackAction"));
    m_backAction->setToolTip(tr("Previous zoom (Alt+Left)"));
    m_forwardAction = bar->addAction(tr("Forward ▶"), m_zoom, &ZoomControl::forward);
    m_forwardAction->setObjectName(QStringLiteral("zoomForwardAction"));
    m_forwardAction->setToolTip(tr("Next zoom (Alt+Right)"));
    bar->addSeparator();
    QAction* all = bar->addAction(tr("Show All"), m_zoom, &ZoomControl::showAll);
    all->setObjectName(QStringLiteral("showAllAction"));
    all->setToolTip(tr("Show the whole capture (Home, 0)"));
    QAction* fitAction = bar->addAction(tr("Fit"), this, &TimelineView::fit);
    fitAction->setObjectName(QStringLiteral("fitAction"));
    fitAction->setToolTip(tr("Zoom to the selection or the selected event; everything when nothing is selected (F)"));
    QAction* zoomIn = bar->addAction(tr("Zoom In"), this, [this] { m_zoom->zoomAround(0.5, kKeyZoomFactor); });
    zoomIn->setObjectName(QStringLiteral("zoomInAction"));
    zoomIn->setToolTip(tr("Zoom in (W, +, Ctrl+=, Ctrl+wheel)"));
    QAction* zoomOut = bar->addAction(tr("Zoom Out"), this, [this] { m_zoom->zoomAround(0.5, 1 / kKeyZoomFactor); });
    zoomOut->setObjectName(QStringLiteral("zoomOutAction"));
    zoomOut->setToolTip(tr("Zoom out (S, -, Ctrl+-, Ctrl+wheel)"));
    bar->addSeparator();

    m_legendAction = bar->addAction(tr("Legend"));
    m_legendAction->setObjectName(QStringLiteral("legendAction"));
    m_legendAction->setCheckable(true);
    m_legendAction->setChecked(true);
    connect(m_legendAction, &QAction::toggled, this, [this](bool on) { m_legend->setVisible(on); });

    auto* rowsButton = new QToolButton(bar);
    rowsButton->setObjectName(QStringLiteral("rowHeightButton"));
    rowsButton->setText(tr("Rows"));
    rowsButton->setToolTip(tr("Row height"));
    rowsButton->setPopupMode(QToolButton::InstantPopup);
    auto* rowsMenu = new QMenu(rowsButton);
    auto* group = new QActionGroup(rowsMenu);
    const QString names[] = {tr("Compact"), tr("Normal"), tr("Large")};
    for (std::size_t i = 0; i < std::size(kLaneHeights); ++i) {
        QAction* action = rowsMenu->addAction(names[i]);
        action->setCheckable(true);
        action->setData(kLaneHeights[i]);
        group->addAction(action);
        const int height = kLaneHeights[i];
        connect(action, &QAction::triggered, this, [this, height] { setLaneHeight(height); });
        m_rowHeightActions.append(action);
    }
    rowsButton->setMenu(rowsMenu);
    bar->addWidget(rowsButton);
    bar->addSeparator();

    m_filterEdit = new QLineEdit(bar);
    m_filterEdit->setObjectName(QStringLiteral("processFilter"));
    m_filterEdit->setPlaceholderText(tr("Filter processes"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setMaximumWidth(200);
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_model->setProcessFilter(text.trimmed().toStdString());
        // The filter decides which lanes are searched.
        if (!m_searchEdit->text().trimmed().isEmpty())
            m_countTimer->start();
    });
    bar->addWidget(m_filterEdit);

    // A job's ranks (or a capture's nodes): their order, folding and which are shown.
    const QList<QAction*> rankActions = createRankActions();
    const bool ranks = m_model->nodesAreRanks();
    auto* ranksButton = new QToolButton(bar);
    ranksButton->setObjectName(QStringLiteral("ranksButton"));
    ranksButton->setText(ranks ? tr("Ranks") : tr("Nodes"));
    ranksButton->setToolTip(ranks ? tr("Order, fold and show the ranks' groups")
                                  : tr("Order, fold and show the nodes' groups"));
    ranksButton->setPopupMode(QToolButton::InstantPopup);
    auto* ranksMenu = new QMenu(ranksButton);
    ranksMenu->setObjectName(QStringLiteral("ranksMenu"));
    ranksMenu->addActions(rankActions);
    ranksButton->setMenu(ranksMenu);
    m_ranksButtonAction = bar->addWidget(ranksButton);
    m_ranksButtonAction->setVisible(m_model->nodeCount() > 1);
    m_rankFilterEdit = new QLineEdit(bar);
    m_rankFilterEdit->setObjectName(QStringLiteral("rankFilter"));
    //: The ranks to show: a list of ranks and ranges
    m_rankFilterEdit->setPlaceholderText(tr("Ranks, e.g. 0-3, 7"));
    m_rankFilterEdit->setToolTip(tr("Show only these ranks (a list of ranks and ranges); empty shows all"));
    m_rankFilterEdit->setClearButtonEnabled(true);
    m_rankFilterEdit->setMaximumWidth(140);
    connect(m_rankFilterEdit, &QLineEdit::textChanged, this, &TimelineView::applyRankFilterText);
    m_rankFilterAction = bar->addWidget(m_rankFilterEdit);
    m_rankFilterAction->setVisible(ranks);
    m_rankStatusLabel = new QLabel(bar);
    m_rankStatusLabel->setObjectName(QStringLiteral("rankFilterStatus"));
    m_rankStatusLabel->setIndent(6);
    bar->addWidget(m_rankStatusLabel);
    m_shownNodes = m_model->visibleNodeCount();

    auto* spacer = new QWidget(bar);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(spacer);

    m_searchEdit = new QLineEdit(bar);
    m_searchEdit->setObjectName(QStringLiteral("timelineSearch"));
    m_searchEdit->setPlaceholderText(tr("Search ops or stacks (Ctrl+F)"));
    m_searchEdit->setClearButtonEnabled(true);
    m_searchEdit->setMinimumWidth(220);
    m_searchEdit->setMaximumWidth(320);
    m_searchEdit->setToolTip(tr("Enter or F3: next match; Shift+Enter or Shift+F3: previous; Esc: back to the tracks"));
    bar->addWidget(m_searchEdit);
    QAction* previous = bar->addAction(tr("▲"), this, &TimelineView::searchPrevious);
    previous->setObjectName(QStringLiteral("searchPreviousAction"));
    previous->setToolTip(tr("Previous match (Shift+F3)"));
    QAction* next = bar->addAction(tr("▼"), this, &TimelineView::searchNext);
    next->setObjectName(QStringLiteral("searchNextAction"));
    next->setToolTip(tr("Next match (F3)"));
    m_searchLabel = new QLabel(bar);
    m_searchLabel->setObjectName(QStringLiteral("searchStatus"));
    m_searchLabel->setMinimumWidth(90);
    m_searchLabel->setIndent(6);
    bar->addWidget(m_searchLabel);
    m_countTimer = new QTimer(this);
    m_countTimer->setSingleShot(true);
    m_countTimer->setInterval(kCountDelayMs);
    connect(m_countTimer, &QTimer::timeout, this, &TimelineView::showMatchCount);
    connect(m_searchEdit, &QLineEdit::textChanged, this, [this] {
        // The count belongs to the text searched last; the new one is counted once typing pauses.
        m_search = {};
        m_searchLabel->clear();
        m_countTimer->start();
    });
    return bar;
}

QWidget* TimelineView::createSelectionTab()
{
    auto* page = new QWidget(this);
    auto* column = new QVBoxLayout(page);
    column->setContentsMargins(4, 4, 4, 4);
    m_areaLabel = new QLabel(tr("Shift+drag over the tracks to total the calls in a time range and a set of rows."),
                             page);
    m_areaLabel->setObjectName(QStringLiteral("areaSummary"));
    column->addWidget(m_areaLabel);

    m_areaModel = new AreaAggregationModel(this);
    m_areaProxy = new QSortFilterProxyModel(this);
    m_areaProxy->setSourceModel(m_areaModel);
    m_areaProxy->setSortRole(AreaAggregationModel::SortRole);
    m_areaProxy->setDynamicSortFilter(true);
    m_areaTable = new QTableView(page);
    m_areaTable->setObjectName(QStringLiteral("areaTable"));
    m_areaTable->setModel(m_areaProxy);
    m_areaTable->setSortingEnabled(true);
    m_areaTable->sortByColumn(AreaAggregationModel::TotalColumn, Qt::DescendingOrder);
    m_areaTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_areaTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_areaTable->setAlternatingRowColors(true);
    m_areaTable->verticalHeader()->hide();
    m_areaTable->verticalHeader()->setDefaultSectionSize(m_areaTable->fontMetrics().height() + 6);
    m_areaTable->horizontalHeader()->setSectionResizeMode(AreaAggregationModel::OpColumn, QHeaderView::Stretch);
    column->addWidget(m_areaTable, 1);
    m_areaTable->hide(); // shown with the first area selection
    return page;
}

QList<QAction*> TimelineView::createRankActions()
{
    // Children of the label column, which adds them to its context menu; the Ranks button shows
    // the same ones.
    const bool ranks = m_model->nodesAreRanks();
    auto* order = new QActionGroup(m_labels);
    m_orderByRankAction = new QAction(ranks ? tr("Order Ranks by Rank") : tr("Order Nodes by Name"), m_labels);
    m_orderByRankAction->setObjectName(QStringLiteral("orderByRankAction"));
    m_orderByRankAction->setCheckable(true);
    m_orderByRankAction->setChecked(true);
    m_orderByRankAction->setActionGroup(order);
    connect(m_orderByRankAction, &QAction::triggered, this, [this] { setRankOrder(RankOrder::ByRank); });
    m_orderByLatenessAction = new QAction(tr("Order Ranks by Lateness"), m_labels);
    m_orderByLatenessAction->setObjectName(QStringLiteral("orderByLatenessAction"));
    m_orderByLatenessAction->setCheckable(true);
    m_orderByLatenessAction->setActionGroup(order);
    m_orderByLatenessAction->setEnabled(false);
    m_orderByLatenessAction->setToolTip(tr("The rank that arrived last at most collectives first; "
                                           "available once the ranks' collectives are analysed"));
    connect(m_orderByLatenessAction, &QAction::triggered, this, [this] { setRankOrder(RankOrder::ByLateness); });
    auto* separator = new QAction(m_labels);
    separator->setSeparator(true);
    QAction* fold = new QAction(ranks ? tr("Fold All Ranks") : tr("Fold All Nodes"), m_labels);
    fold->setObjectName(QStringLiteral("foldAllRanksAction"));
    connect(fold, &QAction::triggered, this, [this] { m_model->setAllNodesCollapsed(true); });
    QAction* unfold = new QAction(ranks ? tr("Unfold All Ranks") : tr("Unfold All Nodes"), m_labels);
    unfold->setObjectName(QStringLiteral("unfoldAllRanksAction"));
    connect(unfold, &QAction::triggered, this, [this] { m_model->setAllNodesCollapsed(false); });
    QAction* showAll = new QAction(ranks ? tr("Show All Ranks") : tr("Show All Nodes"), m_labels);
    showAll->setObjectName(QStringLiteral("showAllRanksAction"));
    connect(showAll, &QAction::triggered, this, [this] { m_model->showAllNodes(); });
    const QList<QAction*> actions{m_orderByRankAction, m_orderByLatenessAction, separator, fold, unfold, showAll};
    if (m_model->nodeCount() > 1)
        m_labels->setGroupActions(actions);
    return actions;
}

void TimelineView::setRankLateness(std::vector<std::string> nodesLatestFirst)
{
    m_rankLateness = std::move(nodesLatestFirst);
    m_orderByLatenessAction->setEnabled(!m_rankLateness.empty());
    if (m_rankLateness.empty() && m_rankOrder == RankOrder::ByLateness)
        setRankOrder(RankOrder::ByRank);
    else if (m_rankOrder == RankOrder::ByLateness)
        m_model->setNodeOrder(m_rankLateness);
}

std::vector<std::string> TimelineView::ranksByLateness(const RankAnalysis& analysis)
{
    if (!analysis.isJob())
        return {};
    std::vector<const RankInfo*> ranks;
    for (const RankInfo& rank : analysis.ranks) {
        if (rank.node.empty())
            return {}; // ranks of one capture: no groups to order
        ranks.push_back(&rank);
    }
    std::stable_sort(ranks.begin(), ranks.end(), [](const RankInfo* a, const RankInfo* b) {
        return std::make_tuple(-a->lastCount, a->waitNs, a->rank) < std::make_tuple(-b->lastCount, b->waitNs, b->rank);
    });
    std::vector<std::string> nodes;
    for (const RankInfo* rank : ranks)
        nodes.push_back(rank->node);
    return nodes;
}

void TimelineView::setRankOrder(RankOrder order)
{
    if (order == RankOrder::ByLateness && m_rankLateness.empty())
        order = RankOrder::ByRank;
    m_rankOrder = order;
    m_orderByRankAction->setChecked(order == RankOrder::ByRank);
    m_orderByLatenessAction->setChecked(order == RankOrder::ByLateness);
    m_model->setNodeOrder(order == RankOrder::ByLateness ? m_rankLateness : std::vector<std::string>());
}

QString TimelineView::rankFilterStatus() const
{
    return m_rankStatusLabel ? m_rankStatusLabel->text() : QString();
}

void TimelineView::applyRankFilterText(const QString& text)
{
    const std::optional<std::set<int>> ranks = timeline::TimelineModel::parseRankList(text.toStdString());
    if (!ranks) {
        // Half typed ("0-"): the groups stay as they were until the list reads whole.
        m_rankFilterEdit->setStyleSheet(QStringLiteral("QLineEdit { color: palette(mid); }"));
        return;
    }
    m_rankFilterEdit->setStyleSheet(QString());
    if (ranks->empty()) {
        m_model->showAllNodes();
        return;
    }
    std::vector<std::uint32_t> nodes;
    for (std::uint32_t n = 0; n < m_model->nodeCount(); ++n) {
        if (ranks->contains(m_model->nodeRank(n)))
            nodes.push_back(n);
    }
    m_model->setVisibleNodes(nodes);
}

void TimelineView::updateRankFilterWidgets()
{
    if (!m_rankStatusLabel)
        return;
    const std::size_t total = m_model->nodeCount();
    const std::size_t shown = m_model->visibleNodeCount();
    const bool ranks = m_model->nodesAreRanks();
    // The ranks shown decide which lanes are searched: the count is made again.
    if (shown != m_shownNodes && !m_searchEdit->text().trimmed().isEmpty())
        m_countTimer->start();
    m_shownNodes = shown;
    if (total > 1 && shown < total) {
        m_rankStatusLabel->setText(ranks ? tr("showing %1 of %2 ranks").arg(shown).arg(total)
                                         : tr("showing %1 of %2 nodes").arg(shown).arg(total));
    } else {
        m_rankStatusLabel->clear();
    }
    if (!ranks || m_rankFilterEdit->hasFocus())
        return;
    // The field lists the ranks shown ("0-3, 7"), however they were chosen; empty when all are.
    QString list;
    if (shown < total) {
        std::vector<int> visible;
        for (std::uint32_t n = 0; n < total; ++n) {
            if (!m_model->isNodeHidden(n))
                visible.push_back(m_model->nodeRank(n));
        }
        std::sort(visible.begin(), visible.end());
        for (std::size_t i = 0; i < visible.size();) {
            std::size_t j = i;
            while (j + 1 < visible.size() && visible[j + 1] == visible[j] + 1)
                ++j;
            if (!list.isEmpty())
                list += QStringLiteral(", ");
            list += j > i ? QStringLiteral("%1-%2").arg(visible[i]).arg(visible[j]) : QString::number(visible[i]);
            i = j + 1;
        }
        if (visible.empty())
            list = QStringLiteral("-"); // none: not a list, so the groups stay hidden while it shows
    }
    if (m_rankFilterEdit->text() != list) {
        const QSignalBlocker blocker(m_rankFilterEdit);
        m_rankFilterEdit->setText(list);
        m_rankFilterEdit->setStyleSheet(QString());
    }
}

void TimelineView::onRowsChanged()
{
    m_layout.update(*m_model);
    updateScrollRange();
    updateRankFilterWidgets();
    // reveal() may clear a filter that hid the revealed lane.
    const QString filter = QString::fromStdString(m_model->processFilter());
    if (m_filterEdit && m_filterEdit->text().trimmed() != filter) {
        const QSignalBlocker blocker(m_filterEdit);
        m_filterEdit->setText(filter);
    }
    // Row numbers of the area selection are stale once rows move.
    if (m_area.valid) {
        m_area = {};
        m_areaModel->clear();
        m_areaLabel->setText(tr("The rows changed; Shift+drag again to total a new area."));
        emit areaSelectionChanged();
    }
}

void TimelineView::updateScrollRange()
{
    const int viewport = m_tracks->height();
    m_scrollBar->setRange(0, std::max(0, m_layout.totalHeight() - viewport));
    m_scrollBar->setPageStep(std::max(1, viewport));
    m_scrollBar->setSingleStep(m_layout.laneHeight());
    // setRange clamps the value and emits valueChanged when it moves.
    m_tracks->setScrollY(m_scrollBar->value());
    m_labels->setScrollY(m_scrollBar->value());
}

void TimelineView::scrollBy(int pixels)
{
    m_scrollBar->setValue(m_scrollBar->value() + pixels);
}

void TimelineView::updateRangeLabel()
{
    m_rangeLabel->setText(tr("%1 shown").arg(TimeFormat::duration(m_zoom->rangeDuration())));
}

void TimelineView::onTimeDisplayChanged()
{
    updateRangeLabel();
    if (m_area.valid)
        updateAreaLabel();
    if (m_selected.isValid())
        if (m_details)
            m_details->setEvent(*m_trace, m_selected, m_zoom->traceStart());
}

void TimelineView::updateHistoryActions()
{
    m_backAction->setEnabled(m_zoom->canGoBack());
    m_forwardAction->setEnabled(m_zoom->canGoForward());
}

QString TimelineView::searchStatus() const
{
    return m_searchLabel->text();
}

QString TimelineView::areaSummary() const
{
    return m_areaLabel->text();
}

void TimelineView::selectEvent(EventRef ref)
{
    if (ref.isValid() && (!m_trace->contains(ref)))
        ref = {};
    m_selected = ref;
    m_tracks->setSelectedEvent(ref);
    if (m_details)
        m_details->setEvent(*m_trace, ref, m_zoom->traceStart());
    emit selectedEventChanged(ref);
}

int TimelineView::rowOfEvent(EventRef ref) const
{
    if (!m_trace->contains(ref))
        return -1;
    const int row = m_model->rowOfLane(ref.lane);
    if (row >= 0)
        return row;
    // Instants live on their process's header row.
    const std::uint32_t process = m_trace->threads[m_trace->lanes[ref.lane].thread].process;
    const auto& rows = m_model->rows();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].kind == TimelineRow::Kind::Process && rows[r].process == process)
            return static_cast<int>(r);
    }
    return -1;
}

void TimelineView::ensureRowVisible(int row)
{
    if (row < 0 || row >= m_layout.rowCount())
        return;
    const int top = m_layout.rowTop(row);
    const int bottom = top + m_layout.rowHeight(row);
    const int viewport = m_tracks->height();
    if (top < m_scrollBar->value())
        m_scrollBar->setValue(top);
    else if (bottom > m_scrollBar->value() + viewport)
        m_scrollBar->setValue(bottom - viewport);
}

void TimelineView::zoomToEvent(EventRef ref)
{
    if (!m_trace->contains(ref))
        return;
    const EventColumns& events = m_trace->lanes[ref.lane].events;
    const qint64 start = events.start[ref.index];
    const qint64 duration = events.durationAt(ref.index);
    if (duration <= 0) {
        m_zoom->setRange(start - kInstantWindowNs / 2, start + kInstantWindowNs / 2);
        return;
    }
    // A tenth of the event's length on either side, so that its edges are visible.
    const qint64 margin = std::max<qint64>(duration / 10, 10);
    m_zoom->setRange(capture::saturatingSub(start, margin),
                     capture::saturatingAdd(capture::saturatingAdd(start, duration), margin));
}

void TimelineView::revealEvent(EventRef ref)
{
    if (!m_trace->contains(ref))
        return;
    m_model->reveal(ref.lane);
    ensureRowVisible(rowOfEvent(ref));
    const EventColumns& events = m_trace->lanes[ref.lane].events;
    const qint64 start = events.start[ref.index];
    const qint64 end = capture::saturatingAdd(start, events.durationAt(ref.index));
    const qint64 range = m_zoom->rangeDuration();
    if (end - start > range * 9 / 10) {
        zoomToEvent(ref);
    } else if (start < m_zoom->rangeStart() || end > m_zoom->rangeEnd()) {
        // Keep the zoom, centre the event.
        const qint64 centre = start + (end - start) / 2;
        m_zoom->setRange(centre - range / 2, centre - range / 2 + range);
    }
}

void TimelineView::setAreaSelection(qint64 start, qint64 end, int firstRow, int lastRow)
{
    if (end < start)
        std::swap(start, end);
    if (firstRow > lastRow)
        std::swap(firstRow, lastRow);
    m_area = {true, start, end, m_model->lanesInRows(firstRow, lastRow)};
    m_tracks->setAreaSelection(start, end, firstRow, lastRow);
    const std::vector<std::uint32_t>& lanes = m_area.lanes;
    m_areaModel->setAggregates(timeline::aggregateArea(*m_trace, lanes, start, end));
    updateAreaLabel();
    m_bottomTabs->setCurrentIndex(0);
    m_areaTable->show();
    // The table needs a few rows of room; take them from the tracks once.
    constexpr int kAreaPanelHeight = 220;
    if (QList<int> sizes = m_bottomSplitter->sizes(); sizes.size() == 2 && sizes[1] < kAreaPanelHeight / 2) {
        const int total = sizes[0] + sizes[1];
        m_bottomSplitter->setSizes({std::max(0, total - kAreaPanelHeight), std::min(total, kAreaPanelHeight)});
    }
    emit areaAggregated();
    emit areaSelectionChanged();
}

void TimelineView::updateAreaLabel()
{
    const qint64 origin = m_zoom->traceStart();
    m_areaLabel->setText(tr("%1 events in %2 lanes over %3 (%4 to %5)")
                             .arg(QLocale().toString(m_areaModel->totalCount()))
                             .arg(m_area.lanes.size())
                             .arg(TimeFormat::duration(m_area.end - m_area.start),
                                  TimeFormat::instant(m_area.start, origin, 1000),
                                  TimeFormat::instant(m_area.end, origin, 1000)));
}

void TimelineView::setHighlightedEvents(std::vector<EventRef> events)
{
    m_tracks->setHighlightedEvents(std::move(events));
}

const std::vector<EventRef>& TimelineView::highlightedEvents() const
{
    return m_tracks->highlightedEvents();
}

void TimelineView::clearSelection()
{
    m_zoom->clearSelection();
    if (m_area.valid) {
        m_area = {};
        m_tracks->clearAreaSelection();
        m_areaModel->clear();
        m_areaTable->hide();
        m_areaLabel->setText(tr("Shift+drag over the tracks to total the calls in a time range and a set of rows."));
        emit areaSelectionChanged();
    }
    if (m_selected.isValid())
        selectEvent({});
}

void TimelineView::fit()
{
    if (m_zoom->fitSelection())
        return;
    if (m_area.valid) {
        m_zoom->setRange(m_area.start, m_area.end);
        return;
    }
    if (m_selected.isValid()) {
        zoomToEvent(m_selected);
        return;
    }
    // Nothing selected: everything (Perfetto's F does the same).
    m_zoom->showAll();
}

double TimelineView::cursorFraction() const
{
    const QPoint pos = m_tracks->mapFromGlobal(QCursor::pos());
    if (!m_tracks->rect().contains(pos) || m_tracks->width() <= 0)
        return 0.5;
    return double(pos.x()) / m_tracks->width();
}

std::vector<std::uint32_t> TimelineView::searchLanes() const
{
    // Every lane of every process the filter lets through, collapsed ones too: a match in a
    // collapsed process expands it.
    std::set<std::uint32_t> lanes;
    for (const TimelineRow& row : m_model->rows()) {
        if (row.kind == TimelineRow::Kind::Lane) {
            lanes.insert(row.lane);
        } else if (row.kind == TimelineRow::Kind::Process && row.process < m_trace->processes.size()) {
            for (const std::uint32_t thread : m_trace->processes[row.process].threads) {
                for (const std::uint32_t lane : m_trace->threads[thread].lanes)
                    lanes.insert(lane);
            }
        } else if (row.kind == TimelineRow::Kind::Node) {
            // A collapsed node lists none of its processes: each of them counts.
            for (std::uint32_t p = 0; p < m_trace->processes.size(); ++p) {
                if (m_model->nodeOfProcess(p) != row.node)
                    continue;
                for (const std::uint32_t thread : m_trace->processes[p].threads) {
                    for (const std::uint32_t lane : m_trace->threads[thread].lanes)
                        lanes.insert(lane);
                }
            }
        }
    }
    return {lanes.begin(), lanes.end()};
}

bool TimelineView::searchNext()
{
    return searchStep(true);
}

bool TimelineView::searchPrevious()
{
    return searchStep(false);
}

bool TimelineView::prepareSearch()
{
    const std::string text = m_searchEdit->text().trimmed().toStdString();
    if (text.empty()) {
        m_search = {};
        m_searchLabel->clear();
        return false;
    }
    std::vector<std::uint32_t> lanes = searchLanes();
    if (!m_search.search || m_search.text != text || m_search.lanes != lanes) {
        m_search = {};
        m_search.search = std::make_unique<timeline::EventSearch>(*m_trace, text);
        m_search.text = text;
        m_search.lanes = std::move(lanes);
        m_search.count = m_search.search->countMatches(m_search.lanes);
    }
    return true;
}

void TimelineView::showMatchCount()
{
    if (!prepareSearch() || m_search.position > 0)
        return; // a step already says "k of N"
    if (m_search.count == 0)
        m_searchLabel->setText(tr("No matches"));
    else if (m_search.count == 1)
        m_searchLabel->setText(tr("1 match"));
    else
        m_searchLabel->setText(tr("%1 matches").arg(QLocale().toString(m_search.count)));
}

void TimelineView::showMatch(EventRef ref)
{
    revealEvent(ref);
    // A match narrower than a pixel would be a selection outline around nothing: zoom in until
    // it is kMatchWidthPx wide, centred.
    const EventColumns& events = m_trace->lanes[ref.lane].events;
    const qint64 duration = events.durationAt(ref.index);
    const int width = m_tracks->width();
    if (duration <= 0 || width <= 0 || duration * width >= m_zoom->rangeDuration())
        return;
    const qint64 range = std::max<qint64>(duration * width / kMatchWidthPx, ZoomControl::kMinimumRange);
    const qint64 centre = events.start[ref.index] + duration / 2;
    m_zoom->setRange(centre - range / 2, centre - range / 2 + range);
}

bool TimelineView::searchStep(bool forward)
{
    m_countTimer->stop();
    if (!prepareSearch())
        return false;
    if (m_search.count == 0) {
        m_searchLabel->setText(tr("No matches"));
        return false;
    }
    // From the selected match, else from the left edge of the view (Perfetto and Nsight step
    // from what is on screen, not from the start of the capture).
    const std::int64_t from = forward ? m_zoom->rangeStart() : m_zoom->rangeEnd();
    const std::optional<EventRef> found = forward ? m_search.search->next(m_search.lanes, m_search.current, from)
                                                  : m_search.search->previous(m_search.lanes, m_search.current, from);
    if (!found) {
        m_searchLabel->setText(tr("No matches"));
        return false;
    }
    m_search.position = m_search.search->rankOf(m_search.lanes, *found) + 1;
    m_search.current = *found;
    const QLocale locale;
    m_searchLabel->setText(tr("%1 of %2").arg(locale.toString(m_search.position), locale.toString(m_search.count)));
    selectEvent(*found);
    showMatch(*found);
    return true;
}

void TimelineView::setAnnotations(const AnnotationSet* notes)
{
    m_tracks->setAnnotations(notes);
}

const AnnotationSet* TimelineView::annotations() const
{
    return m_tracks->annotations();
}

void TimelineView::setLaneHeight(int height)
{
    m_layout.setLaneHeight(height);
    m_layout.update(*m_model);
    for (QAction* action : std::as_const(m_rowHeightActions))
        action->setChecked(action->data().toInt() == m_layout.laneHeight());
    updateScrollRange();
    m_tracks->update();
    m_labels->update();
}

void TimelineView::setLegendVisible(bool visible)
{
    m_legendAction->setChecked(visible);
    m_legend->setVisible(visible);
}

bool TimelineView::isLegendVisible() const
{
    return m_legendAction->isChecked();
}

void TimelineView::setEmbedded(bool embedded)
{
    m_embedded = embedded;
    m_details->setVisible(!embedded);
    m_bottomTabs->setVisible(!embedded);
    m_model->setCountersCollapsed(embedded);
    setLegendVisible(!embedded);
}

void TimelineView::saveSettings() const
{
    if (m_embedded)
        return;
    QSettings settings;
    settings.setValue(kLaneHeightKey, m_layout.laneHeight());
    settings.setValue(kLegendKey, isLegendVisible());
    settings.setValue(kLabelSplitterKey, m_labelSplitter->saveState());
    settings.setValue(kDetailsSplitterKey, m_detailsSplitter->saveState());
    settings.setValue(kBottomSplitterKey, m_bottomSplitter->saveState());
}

void TimelineView::restoreSettings()
{
    const QSettings settings;
    setLaneHeight(settings.value(kLaneHeightKey, 20).toInt());
    setLegendVisible(settings.value(kLegendKey, true).toBool());
    m_labelSplitter->restoreState(settings.value(kLabelSplitterKey).toByteArray());
    m_detailsSplitter->restoreState(settings.value(kDetailsSplitterKey).toByteArray());
    m_bottomSplitter->restoreState(settings.value(kBottomSplitterKey).toByteArray());
    fitNodeHeaders();
}

void TimelineView::fitNodeHeaders()
{
    if (m_model->nodeCount() == 0)
        return;
    QFont bold = m_labels->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int widest = 0;
    const auto& rows = m_model->rows();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        // A rank's processes too ("rank 7 · GPU 7 · NVIDIA H100 80GB HBM3"), one indent in.
        const int indent = rows[r].kind == timeline::TimelineRow::Kind::Node          ? 0
            : rows[r].kind == timeline::TimelineRow::Kind::Process && !rows[r].pinned ? 14
                                                                                      : -1;
        if (indent >= 0)
            widest = std::max(widest, indent + metrics.horizontalAdvance(m_labels->rowText(static_cast<int>(r))));
    }
    // The arrow, its margins and the frame around the title.
    const int needed = std::min(widest + 32, 480);
    QList<int> sizes = m_labelSplitter->sizes();
    if (sizes.size() == 2 && sizes[0] < needed) {
        sizes[1] = std::max(200, sizes[1] - (needed - sizes[0]));
        sizes[0] = needed;
        m_labelSplitter->setSizes(sizes);
    }
}

bool TimelineView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_tracks && event->type() == QEvent::Resize) {
        updateScrollRange();
    } else if ((watched == m_searchEdit || watched == m_filterEdit) && event->type() == QEvent::KeyPress
               && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        // Esc leaves the box and nothing else: the view, the selection and a chain stay (the
        // line edit ignores Esc, which would reach keyPressEvent and clear them).
        m_tracks->setFocus(Qt::OtherFocusReason);
        return true;
    } else if (watched == m_searchEdit && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                searchPrevious();
            else
                searchNext();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TimelineView::keyPressEvent(QKeyEvent* event)
{
    // The keys are KeyboardShortcuts' table, which Help ▸ Keyboard Shortcuts lists.
    switch (KeyboardShortcuts::timelineCommand(*event)) {
    case TimelineCommand::ZoomIn: m_zoom->zoomAround(cursorFraction(), kKeyZoomFactor); return;
    case TimelineCommand::ZoomOut: m_zoom->zoomAround(cursorFraction(), 1 / kKeyZoomFactor); return;
    case TimelineCommand::PanEarlier: m_zoom->pan(-kKeyPanFraction); return;
    case TimelineCommand::PanLater: m_zoom->pan(kKeyPanFraction); return;
    case TimelineCommand::Fit: fit(); return;
    case TimelineCommand::ShowAll: m_zoom->showAll(); return;
    case TimelineCommand::Back: m_zoom->back(); return;
    case TimelineCommand::Forward: m_zoom->forward(); return;
    case TimelineCommand::Find:
        m_searchEdit->setFocus(Qt::ShortcutFocusReason);
        m_searchEdit->selectAll();
        return;
    case TimelineCommand::NextMatch: searchNext(); return;
    case TimelineCommand::PreviousMatch: searchPrevious(); return;
    case TimelineCommand::Dismiss:
        clearSelection();
        emit dismissRequested();
        return;
    case TimelineCommand::None: break;
    }
    QWidget::keyPressEvent(event);
}

} // namespace faultline
