#include "ChainDetailsWidget.h"

#include "ChainListModel.h"
#include "OpCatalog.h"
#include "QtText.h"
#include "SeverityDelegate.h"
#include "StackFrames.h"
#include "common/TimeFormat.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace faultline {

namespace {

enum EvidenceColumn { OpColumn, StartColumn, DurationColumn, ThreadColumn, EvidenceColumnCount };
enum SourceColumn { LocationColumn, FunctionColumn, WeightColumn, SourceColumnCount };
constexpr int kIndexRole = Qt::UserRole;
// The story reads best in lines of about this many characters: wider, it keeps this measure.
constexpr int kStoryChars = 64;
// Narrower than this beside the lists, the story goes into a tab of its own in front of them.
constexpr int kStoryMinimumChars = 42;
constexpr int kListsMinimumChars = 34;

// Wraps its text at a readable measure however wide it is.
class StoryBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

    [[nodiscard]] int measure() const
    {
        return fontMetrics().averageCharWidth() * kStoryChars + 2 * qRound(document()->documentMargin());
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QTextBrowser::resizeEvent(event);
        const int width = measure();
        if (viewport()->width() > width) {
            if (lineWrapMode() != FixedPixelWidth || lineWrapColumnOrWidth() != width) {
                setLineWrapMode(FixedPixelWidth);
                setLineWrapColumnOrWidth(width);
            }
        } else if (lineWrapMode() != WidgetWidth) {
            setLineWrapMode(WidgetWidth);
        }
    }
};

QString html(const std::string& text)
{
    return text::toQString(text).toHtmlEscaped();
}

} // namespace

ChainDetailsWidget::ChainDetailsWidget(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("chainDetails"));
    connect(TimeFormat::notifier(), &TimeDisplayNotifier::changed, this, &ChainDetailsWidget::onTimeDisplayChanged);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_pages = new QStackedWidget(this);
    layout->addWidget(m_pages);

    auto* empty = new QLabel(tr("Select a chain to see its story, its evidence and the source lines involved."),
                             m_pages);
    empty->setObjectName(QStringLiteral("chainDetailsEmpty"));
    empty->setWordWrap(true);
    empty->setAlignment(Qt::AlignCenter);
    empty->setEnabled(false);
    m_pages->addWidget(empty);

    m_splitter = new QSplitter(Qt::Horizontal, m_pages);
    m_splitter->setObjectName(QStringLiteral("chainDetailsSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_story = new StoryBrowser(m_splitter);
    m_story->setObjectName(QStringLiteral("chainStory"));
    m_story->setOpenLinks(false);
    m_story->setFrameShape(QFrame::NoFrame);
    m_splitter->addWidget(m_story);

    m_tabs = new QTabWidget(m_splitter);
    m_tabs->setObjectName(QStringLiteral("chainListsTabs"));
    m_tabs->setDocumentMode(true);

    m_evidence = new QTreeWidget(m_tabs);
    m_evidence->setObjectName(QStringLiteral("chainEvidence"));
    m_evidence->setColumnCount(EvidenceColumnCount);
    m_evidence->setHeaderLabels({tr("Event"), tr("Start"), tr("Duration"), tr("Thread")});
    m_evidence->setRootIsDecorated(false);
    m_evidence->setUniformRowHeights(true);
    m_evidence->setAlternatingRowColors(true);
    m_evidence->setToolTip(tr("Click to select the event on the timeline; double-click to zoom to it"));
    m_evidence->header()->setStretchLastSection(true);

    m_sources = new QTreeWidget(m_tabs);
    m_sources->setObjectName(QStringLiteral("chainSources"));
    m_sources->setColumnCount(SourceColumnCount);
    m_sources->setHeaderLabels({tr("Location"), tr("Function"), tr("Weight")});
    m_sources->setRootIsDecorated(false);
    m_sources->setUniformRowHeights(true);
    m_sources->setAlternatingRowColors(true);
    m_sources->setToolTip(tr("Click to show the line in the Source view"));
    m_sources->header()->setStretchLastSection(false);
    m_sources->header()->setSectionResizeMode(FunctionColumn, QHeaderView::Stretch);

    m_tabs->addTab(m_sources, tr("Sources"));
    m_tabs->addTab(m_evidence, tr("Evidence"));
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({500, 500});
    // Once the user drags the handle the sizes are theirs.
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_userSized = true; });
    m_pages->addWidget(m_splitter);

    connect(m_evidence, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (const EventRef ref = evidenceOf(item); ref.isValid())
            emit evidenceSelected(ref);
    });
    // A click on the current row again selects it again (after the user moved the timeline).
    connect(m_evidence, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (const EventRef ref = evidenceOf(item); ref.isValid())
            emit evidenceSelected(ref);
    });
    connect(m_evidence, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (const EventRef ref = evidenceOf(item); ref.isValid())
            emit evidenceActivated(ref);
    });
    const auto source = [this](QTreeWidgetItem* item) {
        if (item)
            emit sourceSelected(item->data(LocationColumn, kIndexRole).toInt());
    };
    connect(m_sources, &QTreeWidget::currentItemChanged, this, source);
    connect(m_sources, &QTreeWidget::itemClicked, this, source);
    clear();
}

void ChainDetailsWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateLayout();
}

bool ChainDetailsWidget::isStoryInTab() const
{
    return m_tabs->indexOf(m_story) >= 0;
}

void ChainDetailsWidget::restoreSplitterState(const QByteArray& state)
{
    m_userSized = m_splitter->restoreState(state);
}

void ChainDetailsWidget::updateLayout()
{
    // Story and lists side by side in a wide dock, one over the other in a tall one; in a dock too
    // narrow for both side by side, the story is a tab in front of the lists.
    const int character = fontMetrics().averageCharWidth();
    const bool tall = width() < height() * 3 / 2;
    const bool narrow = !tall && width() < character * (kStoryMinimumChars + kListsMinimumChars);
    m_splitter->setOrientation(tall ? Qt::Vertical : Qt::Horizontal);
    if (narrow && !isStoryInTab()) {
        const bool shown = m_pages->currentIndex() == 1;
        m_tabs->insertTab(0, m_story, tr("Story"));
        if (shown)
            m_tabs->setCurrentWidget(m_story);
    } else if (!narrow && isStoryInTab()) {
        m_tabs->removeTab(m_tabs->indexOf(m_story));
        m_splitter->insertWidget(0, m_story);
        m_story->show();
    }
    if (!narrow && !tall && !m_userSized) {
        // The story its measure (less where the lists would get too little), the lists the rest.
        const int story = std::min(static_cast<StoryBrowser*>(m_story)->measure() + m_story->frameWidth() * 2
                                       + m_story->verticalScrollBar()->sizeHint().width(),
                                   width() - character * kListsMinimumChars);
        m_splitter->setSizes({story, width() - story});
    }
}

void ChainDetailsWidget::clear()
{
    m_trace.reset();
    m_chain = {};
    m_hasChain = false;
    m_story->clear();
    m_evidence->clear();
    m_sources->clear();
    m_pages->setCurrentIndex(0);
}

void ChainDetailsWidget::setChain(std::shared_ptr<const Trace> trace, const Chain* chain)
{
    if (!trace || !chain) {
        clear();
        return;
    }
    m_trace = std::move(trace);
    m_chain = *chain;
    m_hasChain = true;
    fillStory(*m_trace, m_chain);
    fillEvidence(*m_trace, m_chain);
    fillSources(m_chain);
    m_tabs->setTabText(m_tabs->indexOf(m_evidence), tr("Evidence (%1)").arg(m_chain.evidence.size()));
    m_tabs->setTabText(m_tabs->indexOf(m_sources), tr("Sources (%1)").arg(m_chain.sources.size()));
    // The story first where it shares the tabs; else where the source lines are known they say
    // most, otherwise the events do.
    if (isStoryInTab())
        m_tabs->setCurrentWidget(m_story);
    else
        m_tabs->setCurrentWidget(m_chain.sources.empty() ? m_evidence : m_sources);
    m_pages->setCurrentIndex(1);
}

EventRef ChainDetailsWidget::evidenceAt(int row) const
{
    return evidenceOf(m_evidence->topLevelItem(row));
}

const ChainSource* ChainDetailsWidget::sourceAt(int row) const
{
    if (!m_hasChain || row < 0 || row >= static_cast<int>(m_chain.sources.size()))
        return nullptr;
    return &m_chain.sources[static_cast<std::size_t>(row)];
}

EventRef ChainDetailsWidget::evidenceOf(const QTreeWidgetItem* item) const
{
    if (!item || !m_hasChain)
        return {};
    const int i = item->data(OpColumn, kIndexRole).toInt();
    if (i < 0 || i >= static_cast<int>(m_chain.evidence.size()))
        return {};
    return m_chain.evidence[static_cast<std::size_t>(i)];
}

void ChainDetailsWidget::fillStory(const Trace& trace, const Chain& chain)
{
    const QLocale locale;
    const qint64 origin = trace.beginNs;
    const QString badge = SeverityDelegate::badgeColour(static_cast<int>(chain.severity)).name();
    QString text;
    text += QStringLiteral("<p style='margin-top:2px'><span style='background:%1; color:white; font-weight:bold'>"
                           "&nbsp;%2&nbsp;</span>")
                .arg(badge, ChainListModel::severityText(chain.severity));
    if (chain.stored)
        text += QStringLiteral(" <i>") + tr("stored by the capture tool").toHtmlEscaped() + QStringLiteral("</i>");
    text += QStringLiteral("</p><h3 style='margin-top:4px'>%1</h3>").arg(html(chain.title));
    if (chain.windowEnd <= chain.windowStart && chain.windowStart > 0) {
        text += QStringLiteral("<p>")
            + tr("<b>When:</b> at %1 after the capture began")
                  .arg(TimeFormat::offset(chain.windowStart - origin, 1'000'000))
            + QStringLiteral("</p>");
    } else if (chain.windowEnd > chain.windowStart) {
        text += QStringLiteral("<p>")
            + tr("<b>When:</b> %1 to %2 after the capture began (%3)")
                  .arg(TimeFormat::offset(chain.windowStart - origin, 1'000'000),
                       TimeFormat::offset(chain.windowEnd - origin, 1'000'000),
                       TimeFormat::duration(chain.windowEnd - chain.windowStart))
            + QStringLiteral("</p>");
    }
    if (!chain.stored) {
        const ChainImpact& i = chain.impact;
        const QString share = QString::number(100.0 * i.share, 'f', i.share < 0.1 ? 1 : 0);
        text += QStringLiteral("<p>")
            + (i.steps > 0 ? tr("<b>Impact:</b> %1, %2 % of the steps (%3 in each of %4 steps)")
                                 .arg(TimeFormat::duration(i.ns), share, TimeFormat::duration(i.perStepNs()))
                                 .arg(i.steps)
                           : tr("<b>Impact:</b> %1, %2 % of %3 of GPU work")
                                 .arg(TimeFormat::duration(i.ns), share, TimeFormat::duration(i.rangeNs)))
            + (chain.failure ? tr(" — a failure") : QString()) + QStringLiteral("</p>");
    }
    if (!chain.rootCause.empty())
        text += QStringLiteral("<p>") + tr("<b>Root cause:</b> %1").arg(html(chain.rootCause)) + QStringLiteral("</p>");
    if (!chain.explanation.empty())
        text += QStringLiteral("<p>%1</p>").arg(html(chain.explanation));
    if (!chain.symptom.op.empty() && chain.symptom.count > 0) {
        text += QStringLiteral("<p>")
            + tr("<b>%1:</b> %2 calls, p50 %3, p99 %4, longest %5, %6 in all")
                  .arg(html(chain.symptom.op), locale.toString(qint64(chain.symptom.count)),
                       TimeFormat::duration(chain.symptom.p50), TimeFormat::duration(chain.symptom.p99),
                       TimeFormat::duration(chain.symptom.max), TimeFormat::duration(chain.symptom.totalNs))
            + QStringLiteral("</p>");
    }
    if (!chain.steps.empty()) {
        text += QStringLiteral("<p style='margin-bottom:2px'><b>%1</b></p>").arg(tr("Timeline").toHtmlEscaped());
        text += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
        for (const ChainStep& step : chain.steps) {
            const QString when = step.time > 0 ? TimeFormat::instant(step.time, origin, 1'000'000) : QString();
            text += QStringLiteral("<tr><td style='padding-right:8px'><tt>%1</tt></td>"
                                   "<td style='padding-right:8px' align='right'>%2</td><td>%3</td></tr>")
                        .arg(html(step.layer), when.toHtmlEscaped(), html(step.detail));
        }
        text += QStringLiteral("</table>");
    }
    if (!chain.recommendations.empty()) {
        text += QStringLiteral("<p style='margin-bottom:0'><b>%1</b></p><ul style='margin-top:2px'>")
                    .arg(tr("What to try").toHtmlEscaped());
        for (const std::string& r : chain.recommendations)
            text += QStringLiteral("<li>%1</li>").arg(html(r));
        text += QStringLiteral("</ul>");
    }
    m_story->setHtml(text);
}

void ChainDetailsWidget::fillEvidence(const Trace& trace, const Chain& chain)
{
    m_evidence->clear();
    QList<QTreeWidgetItem*> items;
    items.reserve(static_cast<qsizetype>(chain.evidence.size()));
    for (std::size_t i = 0; i < chain.evidence.size(); ++i) {
        const EventRef ref = chain.evidence[i];
        if (!trace.contains(ref))
            continue;
        const Lane& lane = trace.lanes[ref.lane];
        const EventColumns& e = lane.events;
        QStringList columns(EvidenceColumnCount);
        columns[OpColumn] = lane.kind == LaneKind::OffCpu
            ? tr("off-CPU")
            : text::toQString(capture::OpCatalog::opName(e.sourceAt(ref.index), e.opAt(ref.index)));
        columns[StartColumn] = TimeFormat::instant(e.start[ref.index], trace.beginNs, 1000);
        columns[DurationColumn] = lane.kind == LaneKind::Instants ? QString()
                                                                  : TimeFormat::duration(e.durationAt(ref.index));
        if (lane.thread < trace.threads.size()) {
            const Thread& t = trace.threads[lane.thread];
            columns[ThreadColumn] = t.name.empty() ? tr("tid %1").arg(t.tid)
                                                   : tr("%1 (tid %2)").arg(text::toQString(t.name)).arg(t.tid);
        }
        auto* item = new QTreeWidgetItem(columns);
        item->setData(OpColumn, kIndexRole, static_cast<int>(i));
        item->setTextAlignment(StartColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(DurationColumn, Qt::AlignRight | Qt::AlignVCenter);
        items.append(item);
    }
    m_evidence->addTopLevelItems(items);
    for (int c = 0; c < EvidenceColumnCount - 1; ++c)
        m_evidence->resizeColumnToContents(c);
}

void ChainDetailsWidget::onTimeDisplayChanged()
{
    if (!m_trace)
        return;
    fillStory(*m_trace, m_chain);
    // In place: filling the list again would move its current item and select events.
    const Trace& trace = *m_trace;
    for (int row = 0; row < m_evidence->topLevelItemCount(); ++row) {
        QTreeWidgetItem* item = m_evidence->topLevelItem(row);
        const auto i = static_cast<std::size_t>(item->data(OpColumn, kIndexRole).toInt());
        if (i >= m_chain.evidence.size())
            continue;
        const EventRef ref = m_chain.evidence[i];
        const Lane& lane = trace.lanes[ref.lane]; // checked when the list was filled
        item->setText(StartColumn, TimeFormat::instant(lane.events.start[ref.index], trace.beginNs, 1000));
        if (lane.kind != LaneKind::Instants)
            item->setText(DurationColumn, TimeFormat::duration(lane.events.durationAt(ref.index)));
    }
}

void ChainDetailsWidget::fillSources(const Chain& chain)
{
    m_sources->clear();
    QList<QTreeWidgetItem*> items;
    for (std::size_t i = 0; i < chain.sources.size(); ++i) {
        const ChainSource& s = chain.sources[i];
        const DisplayFrame frame{true, text::toQString(s.function), text::toQString(s.file), s.line};
        QStringList columns(SourceColumnCount);
        columns[LocationColumn] = frame.shortLocation();
        columns[FunctionColumn] = frame.function;
        columns[WeightColumn] = QStringLiteral("%1 %").arg(QLocale().toString(s.weight * 100, 'f', 1));
        auto* item = new QTreeWidgetItem(columns);
        item->setData(LocationColumn, kIndexRole, static_cast<int>(i));
        item->setToolTip(LocationColumn, frame.location());
        item->setTextAlignment(WeightColumn, Qt::AlignRight | Qt::AlignVCenter);
        items.append(item);
    }
    m_sources->addTopLevelItems(items);
    m_sources->resizeColumnToContents(LocationColumn);
    m_sources->resizeColumnToContents(WeightColumn);
}

} // namespace faultline
