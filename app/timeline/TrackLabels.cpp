#include "TrackLabels.h"

#include "QtText.h"
#include "RangeLanes.h"
#include "TimelineModel.h"
#include "TrackLayout.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace faultline {

using timeline::TimelineRow;

namespace {

constexpr int kArrowWidth = 16;
constexpr int kIndent = 20;

bool isFoldable(TimelineRow::Kind kind)
{
    return kind == TimelineRow::Kind::Process || kind == TimelineRow::Kind::CounterGroup
        || kind == TimelineRow::Kind::Node || kind == TimelineRow::Kind::Idle;
}

// "+1.250 ms", "-3.100 s", "+420.0 µs"; unsigned for an uncertainty.
QString formatOffset(qint64 ns, bool sign)
{
    const double magnitude = std::abs(static_cast<double>(ns));
    const QString prefix = !sign ? QString() : ns < 0 ? QStringLiteral("-") : QStringLiteral("+");
    if (magnitude >= 1e9)
        return prefix + QLocale().toString(magnitude / 1e9, 'f', 3) + QStringLiteral(" s");
    if (magnitude >= 1e6)
        return prefix + QLocale().toString(magnitude / 1e6, 'f', 3) + QStringLiteral(" ms");
    return prefix + QLocale().toString(magnitude / 1e3, 'f', 1) + QStringLiteral(" µs");
}

} // namespace

TrackLabels::TrackLabels(timeline::TimelineModel* model, const TrackLayout* layout, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_layout(layout)
{
    setObjectName(QStringLiteral("trackLabels"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    // Tab reaches the column for the keyboard; a click does not take the keys from the tracks.
    setFocusPolicy(Qt::TabFocus);
    m_colours = TimelineColours::forPalette(palette());
    connect(m_model, &timeline::TimelineModel::rowsChanged, this, [this] {
        updateTitles();
        // The keyboard's row keeps its place when it folded or hid away.
        if (m_hasCurrent)
            m_currentIndex = currentRow();
        update();
    });
    updateTitles();
}

QSize TrackLabels::sizeHint() const
{
    return {280, 400};
}

QSize TrackLabels::minimumSizeHint() const
{
    return {80, 40};
}

void TrackLabels::updateTitles()
{
    const auto& rows = m_model->rows();
    m_titles.resize(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const TimelineRow& row = rows[i];
        if (row.kind == TimelineRow::Kind::CounterGroup) {
            m_titles[i] = tr("Counters");
        } else if (row.kind == TimelineRow::Kind::Node) {
            const QString name = m_model->nodeName(row.node).empty() ? tr("(no node)")
                                                                     : text::toQString(m_model->nodeLabel(row.node));
            const timeline::TimelineModel::NodeClock clock = m_model->nodeClock(row.node);
            m_titles[i] = clock.known
                ? tr("%1 · clock offset %2 ± %3")
                      .arg(name, formatOffset(clock.offsetNs, true), formatOffset(clock.uncertaintyNs, false))
                : name;
        } else if (row.kind == TimelineRow::Kind::Idle) {
            m_titles[i] = tr("%n idle thread(s)", nullptr, static_cast<int>(m_model->idleThreadCount(row.process)));
        } else {
            m_titles[i] = text::toQString(m_model->rowTitle(row));
        }
    }
    m_elided.clear();
}

void TrackLabels::setScrollY(int y)
{
    if (y == m_scrollY)
        return;
    m_scrollY = y;
    update();
}

int TrackLabels::rowAt(int y) const
{
    return m_layout->rowAt(y + m_scrollY);
}

QString TrackLabels::rowText(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_titles.size()))
        return {};
    return m_titles[static_cast<std::size_t>(row)];
}

void TrackLabels::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    const QRect clip = event->rect();
    p.fillRect(clip, m_colours.background);
    const auto& rows = m_model->rows();
    const int count = static_cast<int>(rows.size());
    int first = m_layout->rowAt(clip.top() + m_scrollY);
    if (first < 0)
        first = clip.top() + m_scrollY < 0 ? 0 : count;
    const int w = width();
    // Elided titles are kept until the width, the rows or the font change: painting while
    // scrolling only draws them.
    if (m_elidedWidth != w || m_elided.size() != m_titles.size()) {
        m_elided.assign(m_titles.size(), QString());
        m_elidedWidth = w;
    }
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics = fontMetrics();
    const QFontMetrics boldMetrics(bold);
    QStyleOption arrow;
    arrow.initFrom(this);

    for (int r = first; r < count; ++r) {
        const int top = m_layout->rowTop(r) - m_scrollY;
        if (top > clip.bottom())
            break;
        const int height = m_layout->rowHeight(r);
        const TimelineRow& row = rows[static_cast<std::size_t>(r)];
        const bool header = isFoldable(row.kind);
        const bool idle = row.kind == TimelineRow::Kind::Idle;
        if (row.kind == TimelineRow::Kind::Node)
            p.fillRect(0, top, w, height, m_colours.nodeHeader);
        else if (header && !idle)
            p.fillRect(0, top, w, height, m_colours.header);
        else if (r % 2 == 1)
            p.fillRect(0, top, w, height, m_colours.alternate);
        if (header && !idle)
            p.fillRect(0, top + height - 1, w, 1, m_colours.separator);

        // The rows of a node's group sit under its header, indented.
        int x = row.kind != TimelineRow::Kind::Node && row.node != UINT32_MAX && !row.pinned ? 14 : 4;
        int right = w - 4;
        if (row.pinned) {
            // A pin: a filled dot with a stem, at the right edge.
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(Qt::NoPen);
            p.setBrush(palette().color(QPalette::Highlight));
            const int cy = top + height / 2;
            p.drawEllipse(QPointF(right - 4, cy - 2), 3.5, 3.5);
            p.fillRect(right - 5, cy, 2, 5, palette().color(QPalette::Highlight));
            p.setBrush(Qt::NoBrush);
            p.setRenderHint(QPainter::Antialiasing, false);
            right -= 12;
        }
        if (header) {
            const bool collapsed = row.kind == TimelineRow::Kind::CounterGroup ? m_model->countersCollapsed()
                : row.kind == TimelineRow::Kind::Node                          ? m_model->isNodeCollapsed(row.node)
                : idle                                                         ? !m_model->isIdleExpanded(row.process)
                                                                               : m_model->isCollapsed(row.process);
            arrow.rect = QRect(x, top + (height - 12) / 2, 12, 12);
            style()->drawPrimitive(collapsed ? QStyle::PE_IndicatorArrowRight : QStyle::PE_IndicatorArrowDown, &arrow,
                                   &p, this);
            x += kArrowWidth;
            // The idle row is a quiet line among the lanes, not a heading.
            p.setFont(idle ? font() : bold);
            p.setPen(idle ? m_colours.textPenMuted : m_colours.textPenNormal);
            QString& text = m_elided[static_cast<std::size_t>(r)];
            if (text.isNull())
                text = (idle ? metrics : boldMetrics)
                           .elidedText(m_titles[static_cast<std::size_t>(r)], Qt::ElideRight, std::max(0, right - x));
            p.drawText(QRect(x, top, right - x, height), Qt::AlignVCenter | Qt::AlignLeft, text);
            p.setFont(font());
        } else if (row.kind == TimelineRow::Kind::Query) {
            // A swatch of the query colour where process rows have their arrow; a process's own
            // (a rank's ranges) one step in, its title in line with its threads' lanes.
            if (row.process != UINT32_MAX && !row.pinned)
                x += kIndent - kArrowWidth;
            const int side = std::min(10, height - 6);
            p.fillRect(x + 1, top + (height - side) / 2, side, side,
                       m_colours.bar[static_cast<std::size_t>(timeline::ColourKey::Query)]);
            x += kArrowWidth;
            p.setPen(m_colours.textPenNormal);
            QString& text = m_elided[static_cast<std::size_t>(r)];
            if (text.isNull())
                text = metrics.elidedText(m_titles[static_cast<std::size_t>(r)], Qt::ElideRight,
                                          std::max(0, right - x));
            p.drawText(QRect(x, top, right - x, height), Qt::AlignVCenter | Qt::AlignLeft, text);
        } else {
            x += row.kind == TimelineRow::Kind::Counter ? kArrowWidth : kIndent;
            p.setPen(m_colours.textPenNormal);
            QString& text = m_elided[static_cast<std::size_t>(r)];
            if (text.isNull())
                text = metrics.elidedText(m_titles[static_cast<std::size_t>(r)], Qt::ElideMiddle,
                                          std::max(0, right - x));
            const int flags = Qt::AlignLeft
                | (row.kind == TimelineRow::Kind::Counter ? Qt::AlignTop : Qt::AlignVCenter);
            p.drawText(QRect(x, top + (row.kind == TimelineRow::Kind::Counter ? 3 : 0), right - x, height), flags,
                       text);
        }
    }
    if (hasFocus()) {
        if (const int current = currentRow(); current >= 0) {
            QStyleOptionFocusRect focus;
            focus.initFrom(this);
            focus.rect = QRect(1, m_layout->rowTop(current) - m_scrollY, w - 3, m_layout->rowHeight(current));
            style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &p, this);
        }
    }
    // The column's right edge, against the tracks.
    p.fillRect(w - 1, clip.top(), 1, clip.height(), m_colours.separator);
}

int TrackLabels::currentRow() const
{
    const auto& rows = m_model->rows();
    if (rows.empty())
        return -1;
    if (m_hasCurrent) {
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (rows[r].key() == m_currentKey)
                return static_cast<int>(r);
        }
    }
    // Its row folded or hid away: the row now where it was.
    return std::clamp(m_currentIndex, 0, static_cast<int>(rows.size()) - 1);
}

void TrackLabels::setCurrentRow(int row)
{
    const auto& rows = m_model->rows();
    if (row < 0 || row >= static_cast<int>(rows.size()))
        return;
    m_currentKey = rows[static_cast<std::size_t>(row)].key();
    m_hasCurrent = true;
    m_currentIndex = row;
    // Into view: the view scrolls tracks and labels together.
    const int top = m_layout->rowTop(row) - m_scrollY;
    const int bottom = top + m_layout->rowHeight(row);
    if (top < 0)
        emit verticalScrollRequested(top);
    else if (bottom > height())
        emit verticalScrollRequested(bottom - height());
    update();
}

void TrackLabels::keyPressEvent(QKeyEvent* event)
{
    const auto& rows = m_model->rows();
    const int current = currentRow();
    if (current < 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    const TimelineRow row = rows[static_cast<std::size_t>(current)];
    const bool foldable = isFoldable(row.kind);
    const bool collapsed = !foldable                  ? false
        : row.kind == TimelineRow::Kind::CounterGroup ? m_model->countersCollapsed()
        : row.kind == TimelineRow::Kind::Node         ? m_model->isNodeCollapsed(row.node)
        : row.kind == TimelineRow::Kind::Idle         ? !m_model->isIdleExpanded(row.process)
                                                      : m_model->isCollapsed(row.process);
    const int last = static_cast<int>(rows.size()) - 1;
    switch (event->key()) {
    case Qt::Key_Up: setCurrentRow(std::max(0, current - 1)); break;
    case Qt::Key_Down: setCurrentRow(std::min(last, current + 1)); break;
    case Qt::Key_Home: setCurrentRow(0); break;
    case Qt::Key_End: setCurrentRow(last); break;
    case Qt::Key_Left:
        if (foldable && !collapsed) {
            toggleRow(current);
        } else {
            // To the header above: the process of a lane (a rank's range lane too), the group of a
            // process.
            for (int r = current - 1; r >= 0; --r) {
                const TimelineRow& up = rows[static_cast<std::size_t>(r)];
                const bool parent = ((row.kind == TimelineRow::Kind::Lane || row.kind == TimelineRow::Kind::Query)
                                     && row.process != UINT32_MAX && up.kind == TimelineRow::Kind::Process
                                     && up.process == row.process)
                    || (row.kind == TimelineRow::Kind::Process && up.kind == TimelineRow::Kind::Node
                        && up.node == row.node)
                    || (row.kind == TimelineRow::Kind::Counter && up.kind == TimelineRow::Kind::CounterGroup);
                if (parent) {
                    setCurrentRow(r);
                    break;
                }
            }
        }
        break;
    case Qt::Key_Right:
        if (foldable && collapsed)
            toggleRow(current);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: toggleRow(current); break;
    case Qt::Key_Menu: {
        QMenu* menu = createContextMenu(current, this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(mapToGlobal(QPoint(width() / 2, m_layout->rowTop(current) - m_scrollY)));
        break;
    }
    default:
        if (event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier) {
            QMenu* menu = createContextMenu(current, this);
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(mapToGlobal(QPoint(width() / 2, m_layout->rowTop(current) - m_scrollY)));
            break;
        }
        // Zoom and pan keys reach the view.
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void TrackLabels::focusInEvent(QFocusEvent* event)
{
    if (!m_hasCurrent && !m_model->rows().empty())
        setCurrentRow(std::max(0, rowAt(0)));
    update();
    QWidget::focusInEvent(event);
}

void TrackLabels::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

bool TrackLabels::toggleRow(int row)
{
    const auto& rows = m_model->rows();
    if (row < 0 || row >= static_cast<int>(rows.size()))
        return false;
    const TimelineRow r = rows[static_cast<std::size_t>(row)];
    if (r.kind == TimelineRow::Kind::Process) {
        m_model->setCollapsed(r.process, !m_model->isCollapsed(r.process));
        return true;
    }
    if (r.kind == TimelineRow::Kind::CounterGroup) {
        m_model->setCountersCollapsed(!m_model->countersCollapsed());
        return true;
    }
    if (r.kind == TimelineRow::Kind::Node) {
        m_model->setNodeCollapsed(r.node, !m_model->isNodeCollapsed(r.node));
        return true;
    }
    if (r.kind == TimelineRow::Kind::Idle) {
        m_model->setIdleExpanded(r.process, !m_model->isIdleExpanded(r.process));
        return true;
    }
    return false;
}

void TrackLabels::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    // The whole header toggles, not only its arrow: a bigger target, as in Perfetto.
    if (toggleRow(rowAt(event->position().toPoint().y())))
        event->accept();
}

QMenu* TrackLabels::createContextMenu(int row, QWidget* parent)
{
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("trackLabelsMenu"));
    const auto& rows = m_model->rows();
    if (row >= 0 && row < static_cast<int>(rows.size())) {
        const TimelineRow r = rows[static_cast<std::size_t>(row)];
        const std::uint64_t key = r.key();
        const bool pinned = m_model->isPinned(key);
        QAction* pin = menu->addAction(pinned ? tr("Unpin “%1”").arg(rowText(row))
                                              : tr("Pin “%1” to the Top").arg(rowText(row)));
        pin->setObjectName(QStringLiteral("pinAction"));
        connect(pin, &QAction::triggered, this, [this, key, pinned] { m_model->setPinned(key, !pinned); });
        if (r.kind == TimelineRow::Kind::Query) {
            QAction* remove = menu->addAction(tr("Remove Query Lane “%1”").arg(rowText(row)));
            remove->setObjectName(QStringLiteral("removeQueryLaneAction"));
            const std::uint32_t id = r.query;
            connect(remove, &QAction::triggered, this, [this, id] { m_model->removeQueryLane(id); });
        }
        if (isFoldable(r.kind)) {
            QAction* fold = menu->addAction(tr("Collapse or Expand"));
            fold->setObjectName(QStringLiteral("toggleAction"));
            connect(fold, &QAction::triggered, this, [this, r] {
                if (r.kind == TimelineRow::Kind::CounterGroup)
                    m_model->setCountersCollapsed(!m_model->countersCollapsed());
                else if (r.kind == TimelineRow::Kind::Node)
                    m_model->setNodeCollapsed(r.node, !m_model->isNodeCollapsed(r.node));
                else if (r.kind == TimelineRow::Kind::Idle)
                    m_model->setIdleExpanded(r.process, !m_model->isIdleExpanded(r.process));
                else
                    m_model->setCollapsed(r.process, !m_model->isCollapsed(r.process));
            });
        }
        if (r.kind == TimelineRow::Kind::Node) {
            const bool ranks = m_model->nodesAreRanks();
            const std::uint32_t node = r.node;
            QAction* only = menu->addAction(ranks ? tr("Show Only This Rank") : tr("Show Only This Node"));
            only->setObjectName(QStringLiteral("showOnlyRankAction"));
            connect(only, &QAction::triggered, this, [this, node] { m_model->setVisibleNodes({node}); });
            QAction* hide = menu->addAction(ranks ? tr("Hide This Rank") : tr("Hide This Node"));
            hide->setObjectName(QStringLiteral("hideRankAction"));
            connect(hide, &QAction::triggered, this, [this, node] { m_model->setNodeHidden(node, true); });
        }
        menu->addSeparator();
    }
    if (!m_groupActions.isEmpty()) {
        menu->addActions(m_groupActions);
        menu->addSeparator();
    }
    QAction* collapse = menu->addAction(tr("Collapse All Processes"));
    collapse->setObjectName(QStringLiteral("collapseAllAction"));
    connect(collapse, &QAction::triggered, this, [this] { m_model->setAllCollapsed(true); });
    QAction* expand = menu->addAction(tr("Expand All Processes"));
    expand->setObjectName(QStringLiteral("expandAllAction"));
    connect(expand, &QAction::triggered, this, [this] { m_model->setAllCollapsed(false); });
    return menu;
}

void TrackLabels::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu* menu = createContextMenu(rowAt(event->pos().y()), this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

bool TrackLabels::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int row = rowAt(help->pos().y());
        const QString text = rowText(row);
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const TimelineRow& r = m_model->rows()[static_cast<std::size_t>(row)];
        const TimelineRow::Kind kind = r.kind;
        // A profiler's ranges are no SQL result's rows.
        const timeline::QueryLane* query = kind == TimelineRow::Kind::Query ? m_model->queryLane(r.query) : nullptr;
        const bool ranges = query && query->events.size() > 0 && query->events.arg1[0] == timeline::kNotAResultRow;
        QString tip = text;
        if (kind == TimelineRow::Kind::Node)
            tip += QLatin1Char('\n')
                + (m_model->nodesAreRanks()
                       ? tr("Click to fold or unfold; right-click to show only this rank, hide it, "
                            "order the ranks or pin")
                       : tr("Click to fold or unfold; right-click to show only this node, hide it, "
                            "order the nodes or pin"));
        else if (isFoldable(kind))
            tip += QLatin1Char('\n') + tr("Click to collapse or expand; right-click to pin");
        else if (ranges)
            tip += QLatin1Char('\n') + tr("Ranges the profiler recorded; right-click to remove or pin");
        else if (kind == TimelineRow::Kind::Query)
            tip += QLatin1Char('\n') + tr("Rows of an SQL result; right-click to remove or pin");
        else
            tip += QLatin1Char('\n') + tr("Right-click to pin this row to the top");
        QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

void TrackLabels::wheelEvent(QWheelEvent* event)
{
    const int notches = event->angleDelta().y();
    if (notches == 0) {
        event->ignore();
        return;
    }
    const int lines = QApplication::wheelScrollLines();
    emit verticalScrollRequested(static_cast<int>(std::lround(-notches / 120.0 * lines * m_layout->laneHeight())));
    event->accept();
}

void TrackLabels::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        m_colours = TimelineColours::forPalette(palette());
    if (event->type() == QEvent::FontChange)
        m_elided.clear();
    QWidget::changeEvent(event);
}

} // namespace faultline
