#include "ChainInspector.h"

#include "ChainDetailsWidget.h"
#include "ChainFilterModel.h"
#include "ChainListModel.h"
#include "OpCatalog.h"
#include "QtText.h"
#include "SeverityDelegate.h"
#include "SourceView.h"
#include "common/AppTheme.h"
#include "common/BackgroundJobs.h"
#include "timeline/TimelineView.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace faultline {

namespace {

const QString kSplitterKey = QStringLiteral("chains/splitter");
const QString kDetailsSplitterKey = QStringLiteral("chains/detailsSplitter");
const QString kPinKey = QStringLiteral("chains/pinEvidenceRows");
// More rows than this at the top would push everything else out of view.
constexpr std::size_t kMaximumPinnedRows = 8;
// A chain's window fills the view but for this fraction of its length on either side.
constexpr qint64 kMarginDivisor = 10;
constexpr qint64 kMinimumMarginNs = 100'000;
constexpr qint64 kPointContextNs = 1'000'000'000;

constexpr ChainSeverity kSeverities[] = {ChainSeverity::High, ChainSeverity::Medium, ChainSeverity::Low};
// The title keeps room for this many characters beside the impact and the stored mark, and for
// the second number beside the columns after them; columns that would take it go, least useful first (their facts are
// in the story and the tool tips).
constexpr int kTitleMinimumChars = 22;
constexpr int kTitleComfortableChars = 44;
// Widest a long op name or process title makes its column.
constexpr int kMaximumNameColumnWidth = 150;
// Columns in the order they keep their place as the table narrows (severity, title and where
// always stay).
constexpr ChainListModel::Column kColumnPriority[] = {ChainListModel::ImpactColumn, ChainListModel::StoredColumn,
                                                      ChainListModel::TimeColumn, ChainListModel::ProcessColumn,
                                                      ChainListModel::RuleColumn};

} // namespace

ChainInspector::ChainInspector(QWidget* parent)
    : QWidget(parent)
    , m_jobs(new BackgroundJobs(this))
    , m_model(new ChainListModel(this))
{
    setObjectName(QStringLiteral("chainInspector"));
    m_proxy = new ChainFilterModel(m_model, this);

    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->setSpacing(4);

    auto* bar = new QHBoxLayout;
    bar->setSpacing(6);
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(QStringLiteral("chainsBusy"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_busy->setMaximumWidth(80);
    m_busy->setMaximumHeight(12);
    m_busy->hide();
    bar->addWidget(m_busy);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("chainsStatus"));
    // A long message ("Finding causal chains in <a long file name>…") is cut rather than widening
    // the dock for everything beside it.
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_status->setMinimumWidth(m_status->fontMetrics().averageCharWidth() * 12);
    bar->addWidget(m_status, 1);

    bar->addWidget(new QLabel(tr("Show"), this));
    for (const ChainSeverity severity : kSeverities) {
        auto* button = new QToolButton(this);
        button->setObjectName(QStringLiteral("severity") + QString::fromLatin1(severityName(severity)));
        button->setText(ChainListModel::severityText(severity));
        button->setCheckable(true);
        button->setChecked(true);
        button->setAutoRaise(false);
        button->setToolTip(tr("Show or hide %1 chains").arg(ChainListModel::severityText(severity)));
        connect(button, &QToolButton::toggled, this, [this, severity](bool on) {
            m_proxy->setSeverityShown(severity, on);
            updateStatus();
        });
        m_severityButtons[static_cast<std::size_t>(severity)] = button;
        bar->addWidget(button);
    }
    styleSeverityButtons();
    bar->addSpacing(8);
    auto* processLabel = new QLabel(tr("Process"), this);
    bar->addWidget(processLabel);
    m_processCombo = new QComboBox(this);
    m_processCombo->setObjectName(QStringLiteral("chainsProcess"));
    m_processCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_processCombo->setMinimumContentsLength(16);
    processLabel->setBuddy(m_processCombo);
    connect(m_processCombo, &QComboBox::currentIndexChanged, this, [this] {
        m_proxy->setProcess(m_processCombo->currentData().toUInt());
        updateStatus();
    });
    bar->addWidget(m_processCombo);
    bar->addSpacing(8);
    m_pinButton = new QToolButton(this);
    m_pinButton->setObjectName(QStringLiteral("pinEvidenceRows"));
    m_pinButton->setText(tr("Pin Evidence Rows"));
    m_pinButton->setToolTip(tr("Pin the timeline rows of the selected chain's evidence to the top of the timeline"));
    m_pinButton->setCheckable(true);
    m_pinButton->setChecked(true);
    connect(m_pinButton, &QToolButton::toggled, this, [this](bool on) {
        unpinRows();
        const Chain* chain = currentChain();
        if (on && chain && m_timeline) {
            pinEvidenceRows(*chain);
            if (!chain->evidence.empty())
                m_timeline->ensureRowVisible(m_timeline->rowOfEvent(chain->evidence.front()));
        }
    });
    bar->addWidget(m_pinButton);
    column->addLayout(bar);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("chainTable"));
    m_table->setModel(m_proxy);
    m_table->setItemDelegateForColumn(ChainListModel::SeverityColumn, new SeverityDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    // Titles lead with what happened and what it cost; the line they name has a column of its own
    // that is never cut, so a title loses its end (tool tip: all of it).
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setSectionResizeMode(ChainListModel::TitleColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ChainListModel::WhereColumn, QHeaderView::ResizeToContents);
    m_table->installEventFilter(this);
    m_table->horizontalHeader()->setMinimumSectionSize(40);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ChainListModel::SeverityColumn, Qt::DescendingOrder);

    m_details = new ChainDetailsWidget(this);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("chainsSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_details);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    // The list a little wider than the story: the story keeps a readable measure either way (it
    // goes into a tab beside the sources and evidence when there is no room for both).
    m_splitter->setSizes({550, 450});
    connect(m_splitter, &QSplitter::splitterMoved, this, &ChainInspector::fitColumns);
    column->addWidget(m_splitter, 1);

    m_noIncident = new QLabel(this);
    m_noIncident->setObjectName(QStringLiteral("noIncidentLabel"));
    m_noIncident->setAlignment(Qt::AlignCenter);
    m_noIncident->setWordWrap(true);
    m_noIncident->setTextFormat(Qt::RichText);
    m_noIncident->hide();
    column->addWidget(m_noIncident, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ChainInspector::onCurrentChanged);
    connect(m_details, &ChainDetailsWidget::evidenceSelected, this,
            [this](EventRef ref) { selectEvidence(ref, false); });
    connect(m_details, &ChainDetailsWidget::evidenceActivated, this,
            [this](EventRef ref) { selectEvidence(ref, true); });
    connect(m_details, &ChainDetailsWidget::sourceSelected, this, &ChainInspector::requestSource);

    restoreSettings();
    setTrace(nullptr, QString());
}

ChainInspector::~ChainInspector()
{
    saveSettings();
    m_jobs->waitForAll();
}

void ChainInspector::styleSeverityButtons()
{
    const bool dark = AppTheme::isDark(palette());
    for (const ChainSeverity severity : kSeverities) {
        QColor colour = SeverityDelegate::badgeColour(static_cast<int>(severity));
        if (dark)
            colour = colour.lighter(160);
        m_severityButtons[static_cast<std::size_t>(severity)]->setStyleSheet(
            QStringLiteral("QToolButton { color: %1; font-weight: bold; padding: 1px 6px; }"
                           "QToolButton:!checked { color: palette(mid); font-weight: normal; }")
                .arg(colour.name()));
    }
}

void ChainInspector::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        styleSeverityButtons();
}

QToolButton* ChainInspector::severityButton(ChainSeverity severity) const
{
    return m_severityButtons[static_cast<std::size_t>(severity)];
}

QString ChainInspector::statusText() const
{
    return m_status->text();
}

void ChainInspector::setTrace(std::shared_ptr<const Trace> trace, const QString& path)
{
    unpinRows();
    m_trace = std::move(trace);
    m_path = path;
    const quint64 job = ++m_job;
    m_details->clear();
    m_model->clear();
    m_noIncident->hide();
    m_splitter->show();
    updateProcessChoices();
    if (m_timeline)
        m_timeline->setHighlightedEvents({});
    emit chainSelected(nullptr);
    if (!m_trace) {
        m_deriving = false;
        m_busy->hide();
        m_status->setText(tr("Open a capture to see its causal chains."));
        return;
    }
    m_deriving = true;
    m_busy->show();
    m_status->setText(m_path.isEmpty() ? tr("Finding causal chains…")
                                       : tr("Finding causal chains in %1…").arg(QFileInfo(m_path).fileName()));
    // The scripts the capture names, found as the source view finds them, let the rules name lines
    // no traced call runs on (the list a leak appends to, the DataLoader a starved loop reads).
    ChainOptions options;
    options.readSource = SourceView::resolverFor(m_path).textReader();
    m_jobs->run(
        [trace = m_trace, options] {
            Result result;
            result.chains = ChainEngine::derive(*trace, options);
            std::vector<Chain> stored = ChainEngine::stored(*trace);
            result.chains.insert(result.chains.end(), std::make_move_iterator(stored.begin()),
                                 std::make_move_iterator(stored.end()));
            return result;
        },
        [this, job](Result result) { apply(job, std::move(result)); });
}

void ChainInspector::apply(quint64 job, Result result)
{
    if (job != m_job || !m_trace)
        return;
    m_model->setChains(std::move(result.chains), *m_trace);
    m_deriving = false;
    m_busy->hide();
    updateProcessChoices();
    updateStatus();
    for (const ChainListModel::Column column : kColumnPriority) {
        m_table->setColumnHidden(column, false);
        m_table->resizeColumnToContents(column);
    }
    m_table->resizeColumnToContents(ChainListModel::SeverityColumn);
    // Long process titles and op names would push the chain titles out of sight.
    for (const int column : {int(ChainListModel::RuleColumn), int(ChainListModel::ProcessColumn)})
        m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), kMaximumNameColumnWidth));
    for (const ChainListModel::Column column : kColumnPriority)
        m_columnWidths[column] = m_table->columnWidth(column);
    fitColumns();
    emit chainsReady();
}

bool ChainInspector::columnWanted(int column) const
{
    switch (column) {
    case ChainListModel::StoredColumn:
        return std::any_of(m_model->chains().begin(), m_model->chains().end(),
                           [](const Chain& chain) { return chain.stored; });
    // A capture of one process says its name in every row, so the column goes (the story names it).
    case ChainListModel::ProcessColumn: return m_model->allPids().size() > 1;
    default: return true;
    }
}

void ChainInspector::fitColumns()
{
    if (m_columnWidths.empty())
        return;
    const QHeaderView* header = m_table->horizontalHeader();
    const int character = m_table->fontMetrics().averageCharWidth();
    // The location column sizes itself to its contents once laid out; until then what they ask.
    int where = header->sectionSize(ChainListModel::WhereColumn);
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        where = std::max(where,
                         m_table->itemDelegateForIndex(m_proxy->index(row, ChainListModel::WhereColumn))
                             ->sizeHint(QStyleOptionViewItem(), m_proxy->index(row, ChainListModel::WhereColumn))
                             .width());
    int room = m_table->viewport()->width() - header->sectionSize(ChainListModel::SeverityColumn) - where;
    bool fits = true;
    for (const ChainListModel::Column column : kColumnPriority) {
        const int width = m_columnWidths.value(column);
        const bool essential = column == ChainListModel::ImpactColumn || column == ChainListModel::StoredColumn;
        const int title = character * (essential ? kTitleMinimumChars : kTitleComfortableChars);
        // In order: once one does not fit, those after it stay out too.
        fits = fits && (!columnWanted(column) || width + title <= room);
        const bool shown = fits && columnWanted(column);
        if (shown)
            room -= width;
        if (shown != !m_table->isColumnHidden(column)) {
            m_table->setColumnHidden(column, !shown);
            if (shown)
                m_table->setColumnWidth(column, width);
        }
    }
}

bool ChainInspector::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void ChainInspector::setTimeline(TimelineView* view)
{
    if (view == m_timeline)
        return;
    unpinRows();
    m_timeline = view;
    if (const Chain* chain = currentChain(); chain && view)
        showChainOnTimeline(*chain);
}

const Chain* ChainInspector::currentChain() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    if (!current.isValid())
        return nullptr;
    return m_model->chain(m_proxy->mapToSource(current).row());
}

bool ChainInspector::selectFirstIncident()
{
    for (const ChainSeverity severity : {ChainSeverity::High, ChainSeverity::Medium}) {
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            const Chain* chain = m_model->chain(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
            if (chain && chain->severity == severity) {
                m_table->selectRow(row);
                m_table->scrollTo(m_proxy->index(row, 0));
                return true;
            }
        }
    }
    return false;
}

bool ChainInspector::requestFirstSource()
{
    if (!currentChain() || !m_details->sourceAt(0))
        return false;
    // Making it current asks for its code (sourceSelected).
    QTreeWidgetItem* first = m_details->sourceList()->topLevelItem(0);
    if (!first)
        return false;
    if (m_details->sourceList()->currentItem() == first)
        requestSource(0);
    else
        m_details->sourceList()->setCurrentItem(first);
    return true;
}

void ChainInspector::clearCurrentChain()
{
    m_table->clearSelection();
    m_table->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
}

bool ChainInspector::foundNoIncident() const
{
    if (m_deriving || !m_trace)
        return false;
    return std::none_of(m_model->chains().begin(), m_model->chains().end(), [](const Chain& chain) {
        return chain.severity == ChainSeverity::High || chain.severity == ChainSeverity::Medium;
    });
}

bool ChainInspector::selectChain(const std::string& id)
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const Chain* chain = m_model->chain(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
        if (chain && chain->id == id) {
            m_table->selectRow(row);
            m_table->scrollTo(m_proxy->index(row, 0));
            return true;
        }
    }
    return false;
}

void ChainInspector::onCurrentChanged()
{
    const Chain* chain = currentChain();
    m_details->setChain(m_trace, chain);
    if (!chain) {
        unpinRows();
        if (m_timeline)
            m_timeline->setHighlightedEvents({});
        emit chainSelected(nullptr);
        return;
    }
    if (m_timeline)
        showChainOnTimeline(*chain);
    emit chainSelected(chain);
    emit timelineRequested(false);
}

void ChainInspector::showChainOnTimeline(const Chain& chain)
{
    TimelineView* view = m_timeline;
    const Trace& trace = view->model()->trace();
    view->setHighlightedEvents(chain.evidence);

    qint64 start = chain.windowStart;
    qint64 end = chain.windowEnd;
    if (end <= start) {
        // No window recorded (stored chains): the evidence's extent.
        bool any = false;
        for (const EventRef ref : chain.evidence) {
            if (!trace.contains(ref))
                continue;
            const EventColumns& e = trace.lanes[ref.lane].events;
            const qint64 s = e.start[ref.index];
            const qint64 f = capture::saturatingAdd(s, e.durationAt(ref.index));
            start = any ? std::min(start, s) : s;
            end = any ? std::max(end, f) : f;
            any = true;
        }
        if (any)
            end = std::max(end, start + 1);
    }
    if (end > start) {
        const qint64 margin = std::max((end - start) / kMarginDivisor, kMinimumMarginNs);
        view->zoom()->setRange(capture::saturatingSub(start, margin), capture::saturatingAdd(end, margin),
                               timeline::ZoomControl::History::Record);
        view->zoom()->setSelection(start, end);
    } else if (start > 0) {
        // Only the moment it was detected (a stored chain without evidence): the seconds around
        // it, the moment itself marked by a selection too narrow to be more than a line.
        view->zoom()->setRange(capture::saturatingSub(start, kPointContextNs),
                               capture::saturatingAdd(start, kPointContextNs), timeline::ZoomControl::History::Record);
        view->zoom()->setSelection(start, start + 1);
    }
    // The lanes of the evidence are shown (expanded, pinned on request), the most telling one
    // scrolled to.
    unpinRows();
    for (const std::uint32_t lane : chain.lanes)
        view->model()->reveal(lane);
    if (m_pinButton->isChecked())
        pinEvidenceRows(chain);
    if (!chain.evidence.empty())
        view->ensureRowVisible(view->rowOfEvent(chain.evidence.front()));
}

void ChainInspector::pinEvidenceRows(const Chain& chain)
{
    timeline::TimelineModel* model = m_timeline->model();
    const Trace& trace = model->trace();
    for (const EventRef ref : chain.evidence) {
        if (m_pinnedRows.size() >= kMaximumPinnedRows)
            break;
        if (!trace.contains(ref))
            continue;
        const Lane& lane = trace.lanes[ref.lane];
        timeline::TimelineRow row;
        if (lane.kind == LaneKind::Instants) {
            // Instants are drawn on their process's header row.
            row.kind = timeline::TimelineRow::Kind::Process;
            row.process = trace.threads[lane.thread].process;
        } else {
            row.kind = timeline::TimelineRow::Kind::Lane;
            row.lane = ref.lane;
        }
        const std::uint64_t key = row.key();
        // Rows the user pinned stay theirs.
        if (model->isPinned(key))
            continue;
        model->setPinned(key, true);
        m_pinnedRows.push_back(key);
    }
}

void ChainInspector::unpinRows()
{
    if (m_timeline) {
        for (const std::uint64_t key : m_pinnedRows)
            m_timeline->model()->setPinned(key, false);
    }
    m_pinnedRows.clear();
}

void ChainInspector::selectEvidence(EventRef ref, bool activate)
{
    if (!m_timeline || !ref.isValid())
        return;
    m_timeline->selectEvent(ref);
    if (activate)
        m_timeline->zoomToEvent(ref);
    m_timeline->revealEvent(ref);
    emit timelineRequested(activate);
}

void ChainInspector::requestSource(int index)
{
    const ChainSource* source = m_details->sourceAt(index);
    if (!source || !m_trace)
        return;
    const Chain* chain = currentChain();
    QList<DisplayFrame> frames;
    if (chain)
        frames = displayFramesOf(*m_trace, stackThroughLine(*m_trace, chain->evidence, source->file, source->line));
    emit sourceRequested(text::toQString(source->file), source->line, text::toQString(source->function), frames);
}

void ChainInspector::updateProcessChoices()
{
    const QSignalBlocker blocker(m_processCombo);
    const quint32 previous = m_processCombo->currentData().toUInt();
    m_processCombo->clear();
    m_processCombo->addItem(tr("All processes"), 0u);
    for (const quint32 pid : m_model->allPids())
        m_processCombo->addItem(m_model->processTitle(pid), pid);
    const int index = m_processCombo->findData(previous);
    m_processCombo->setCurrentIndex(std::max(0, index));
    m_proxy->setProcess(m_processCombo->currentData().toUInt());
}

void ChainInspector::updateStatus()
{
    const bool none = foundNoIncident();
    const int total = m_model->rowCount();
    // A healthy capture says so where the list would be; minor findings stay listed below it.
    m_noIncident->setVisible(none);
    m_splitter->setVisible(!none || total > 0);
    if (none) {
        m_noIncident->setText(QStringLiteral("<p style='font-size:large'><b>%1</b></p><p>%2</p>")
                                  .arg(tr("No incident found"),
                                       total == 0 ? tr("Nothing in this capture matches a known incident pattern.")
                                                  : tr("Only minor findings, listed below.")));
    }
    if (m_deriving || !m_trace)
        return;
    if (total == 0) {
        m_status->setText(tr("No incident found: nothing in this capture matches a known incident pattern."));
        return;
    }
    int counts[3] = {};
    int stored = 0;
    for (const Chain& chain : m_model->chains()) {
        ++counts[static_cast<std::size_t>(chain.severity)];
        stored += chain.stored ? 1 : 0;
    }
    for (const ChainSeverity severity : kSeverities) {
        const int n = counts[static_cast<std::size_t>(severity)];
        severityButton(severity)->setText(QStringLiteral("%1 %2").arg(ChainListModel::severityText(severity)).arg(n));
    }
    QString text = tr("%n chain(s)", nullptr, total);
    if (stored > 0)
        text += QStringLiteral(", ") + tr("%n stored by the capture tool", nullptr, stored);
    const int shown = m_proxy->rowCount();
    if (shown != total)
        text += QStringLiteral(" · ") + tr("%1 shown").arg(shown);
    m_status->setText(text);
}

void ChainInspector::saveSettings() const
{
    QSettings settings;
    settings.setValue(kSplitterKey, m_splitter->saveState());
    // Sizes the user chose; the default ones follow the pane's width.
    if (m_details->isUserSized())
        settings.setValue(kDetailsSplitterKey, m_details->splitter()->saveState());
    else
        settings.remove(kDetailsSplitterKey);
    settings.setValue(kPinKey, m_pinButton->isChecked());
}

void ChainInspector::restoreSettings()
{
    const QSettings settings;
    m_splitter->restoreState(settings.value(kSplitterKey).toByteArray());
    m_details->restoreSplitterState(settings.value(kDetailsSplitterKey).toByteArray());
    m_pinButton->setChecked(settings.value(kPinKey, true).toBool());
}

} // namespace faultline
