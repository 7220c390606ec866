#include "StacksView.h"

#include "QtText.h"
#include "common/BackgroundJobs.h"
#include "common/TimeFormat.h"
#include "timeline/TimelineView.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace faultline {

namespace {

enum Column { StackColumn, CountColumn, TimeColumn, BytesColumn, ColumnCount };
// Top-level items: the stack index; frame items: the frame's index in displayFramesOf.
constexpr int kStackRole = Qt::UserRole;
constexpr int kFrameRole = Qt::UserRole + 1;

} // namespace

StacksView::StacksView(QWidget* parent)
    : QWidget(parent)
    , m_jobs(new BackgroundJobs(this))
{
    setObjectName(QStringLiteral("stacksView"));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->setSpacing(4);

    auto* bar = new QHBoxLayout;
    m_scope = new QLabel(this);
    m_scope->setObjectName(QStringLiteral("stacksScope"));
    m_scope->setWordWrap(true);
    bar->addWidget(m_scope, 1);
    auto* orderLabel = new QLabel(tr("Order by"), this);
    bar->addWidget(orderLabel);
    m_orderCombo = new QComboBox(this);
    m_orderCombo->setObjectName(QStringLiteral("stacksOrder"));
    m_orderCombo->addItem(tr("Count"), static_cast<int>(StackOrder::Count));
    m_orderCombo->addItem(tr("Time"), static_cast<int>(StackOrder::Time));
    m_orderCombo->addItem(tr("Bytes"), static_cast<int>(StackOrder::Bytes));
    orderLabel->setBuddy(m_orderCombo);
    bar->addWidget(m_orderCombo);
    column->addLayout(bar);

    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("stacksTree"));
    m_tree->setColumnCount(ColumnCount);
    m_tree->setHeaderLabels({tr("Stack"), tr("Count"), tr("Time"), tr("Bytes")});
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setMinimumSectionSize(72);
    m_tree->header()->setSectionResizeMode(StackColumn, QHeaderView::Stretch);
    m_tree->setToolTip(tr("Expand a stack to see its frames; click a Python frame to show its source"));
    column->addWidget(m_tree, 1);

    connect(m_orderCombo, &QComboBox::currentIndexChanged, this,
            [this] { setOrder(static_cast<StackOrder>(m_orderCombo->currentData().toInt())); });
    connect(m_tree, &QTreeWidget::itemClicked, this, &StacksView::frameClicked);
    connect(m_tree, &QTreeWidget::itemActivated, this, &StacksView::frameClicked);
    connect(TimeFormat::notifier(), &TimeDisplayNotifier::changed, this, &StacksView::recompute);
    recompute();
}

StacksView::~StacksView()
{
    m_jobs->waitForAll();
}

void StacksView::setTrace(std::shared_ptr<const Trace> trace)
{
    m_trace = std::move(trace);
    m_chain = {};
    m_chainTitle.clear();
    recompute();
}

void StacksView::setTimeline(TimelineView* view)
{
    if (m_timeline)
        disconnect(m_timeline, nullptr, this, nullptr);
    m_timeline = view;
    if (view)
        connect(view, &TimelineView::areaSelectionChanged, this, &StacksView::recompute);
    recompute();
}

void StacksView::setChainScope(std::vector<std::uint32_t> lanes, qint64 start, qint64 end, const QString& title)
{
    m_chain = {std::move(lanes), start, end};
    // Chain titles carry their numbers and run long; the scope line names the chain.
    constexpr qsizetype kTitleLength = 70;
    m_chainTitle = title.size() > kTitleLength ? title.left(kTitleLength - 1) + QStringLiteral("…") : title;
    recompute();
}

void StacksView::setOrder(StackOrder order)
{
    const int index = m_orderCombo->findData(static_cast<int>(order));
    if (index >= 0 && index != m_orderCombo->currentIndex()) {
        const QSignalBlocker blocker(m_orderCombo);
        m_orderCombo->setCurrentIndex(index);
    }
    if (order == m_order)
        return;
    m_order = order;
    recompute();
}

QString StacksView::scopeText() const
{
    return m_scope->text();
}

std::vector<std::uint32_t> StacksView::shownStacks() const
{
    std::vector<std::uint32_t> out;
    out.reserve(static_cast<std::size_t>(m_tree->topLevelItemCount()));
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i)
        out.push_back(m_tree->topLevelItem(i)->data(StackColumn, kStackRole).toUInt());
    return out;
}

void StacksView::recompute()
{
    const quint64 job = ++m_job;
    m_tree->clear();
    Scope scope;
    QString description;
    if (m_trace && m_timeline && m_timeline->areaSelection().valid) {
        const TimelineView::AreaSelection& area = m_timeline->areaSelection();
        scope = {area.lanes, area.start, area.end};
        description = tr("Area selection: %n lane(s), %1 from %2", nullptr, static_cast<int>(area.lanes.size()))
                          .arg(TimeFormat::duration(area.end - area.start),
                               TimeFormat::instant(area.start, m_trace->beginNs, 1000));
    } else if (m_trace && !m_chain.lanes.empty()) {
        scope = m_chain;
        description = tr("Chain “%1”: %n lane(s), %2", nullptr, static_cast<int>(m_chain.lanes.size()))
                          .arg(m_chainTitle, TimeFormat::duration(m_chain.end - m_chain.start));
    }
    if (scope.lanes.empty()) {
        m_computing = false;
        m_scope->setText(m_trace ? tr("Shift+drag over the timeline, or select a chain, to see the top stacks of "
                                      "that range.")
                                 : tr("No capture open."));
        emit stacksReady();
        return;
    }
    m_scope->setText(description);
    m_scope->setToolTip(description);
    m_computing = true;
    const StackOrder order = m_order;
    m_jobs->run(
        [trace = m_trace, scope = std::move(scope), order] {
            // A chain window of length 0 still holds its instants.
            const qint64 end = scope.end > scope.start ? scope.end : scope.start + 1;
            return topStacks(*trace, scope.lanes, scope.start, end, order);
        },
        [this, job](std::vector<StackTotal> totals) { apply(job, std::move(totals)); });
}

void StacksView::apply(quint64 job, std::vector<StackTotal> totals)
{
    if (job != m_job || !m_trace)
        return;
    const QLocale locale;
    const QBrush muted = palette().brush(QPalette::PlaceholderText);
    QFont bold = m_tree->font();
    bold.setBold(true);
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    QList<QTreeWidgetItem*> items;
    const std::size_t shown = std::min<std::size_t>(totals.size(), kMaximumStacks);
    for (std::size_t i = 0; i < shown; ++i) {
        const StackTotal& t = totals[i];
        auto* item = new QTreeWidgetItem;
        item->setData(StackColumn, kStackRole, t.stack);
        item->setText(StackColumn, t.stack == 0 ? tr("(events without a stack)") : stackTitle(*m_trace, t.stack));
        item->setText(CountColumn, locale.toString(qint64(t.count)));
        item->setText(TimeColumn, TimeFormat::duration(t.totalNs));
        item->setText(BytesColumn, t.bytes > 0 ? text::bytesText(t.bytes) : QString());
        for (int c = CountColumn; c < ColumnCount; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        const QList<DisplayFrame> frames = displayFramesOf(*m_trace, t.stack);
        for (int f = 0; f < frames.size(); ++f) {
            const DisplayFrame& frame = frames.at(f);
            auto* child = new QTreeWidgetItem(item);
            const QString where = frame.python ? frame.shortLocation() : frame.file;
            child->setText(StackColumn,
                           where.isEmpty() ? frame.function : QStringLiteral("%1  ·  %2").arg(frame.function, where));
            child->setData(StackColumn, kFrameRole, f);
            child->setToolTip(StackColumn,
                              frame.python ? tr("%1\nClick to show the source").arg(frame.location())
                                           : frame.location());
            child->setFont(StackColumn, fixed);
            if (!frame.python)
                child->setForeground(StackColumn, muted);
        }
        item->setToolTip(StackColumn, item->text(StackColumn));
        items.append(item);
    }
    m_tree->addTopLevelItems(items);
    m_tree->resizeColumnToContents(CountColumn);
    m_tree->resizeColumnToContents(TimeColumn);
    m_tree->resizeColumnToContents(BytesColumn);
    if (totals.size() > shown)
        m_scope->setText(m_scope->text() + QLatin1Char(' ')
                         + tr("(top %1 of %2 stacks)").arg(shown).arg(locale.toString(qint64(totals.size()))));
    m_computing = false;
    emit stacksReady();
}

void StacksView::frameClicked(QTreeWidgetItem* item)
{
    if (!item || !item->parent() || !m_trace)
        return;
    const std::uint32_t stack = item->parent()->data(StackColumn, kStackRole).toUInt();
    const int f = item->data(StackColumn, kFrameRole).toInt();
    const QList<DisplayFrame> frames = displayFramesOf(*m_trace, stack);
    if (f < 0 || f >= frames.size() || !frames.at(f).python)
        return;
    const DisplayFrame& frame = frames.at(f);
    emit pythonFrameClicked(frame.file, frame.line, frame.function, frames);
}

} // namespace faultline
