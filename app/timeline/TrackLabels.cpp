#include "TrackLabels.h"

#include "QtText.h"
#include "TimelineModel.h"
#include "TrackLayout.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>
#include <QToolTip>
#include <QWheelEvent>

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
    m_colours = TimelineColours::forPalette(palette());
    connect(m_model, &timeline::TimelineModel::rowsChanged, this, [this] {
        updateTitles();
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
            // A swatch of the query colour where process rows have their arrow.
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
    // The column's right edge, against the tracks.
    p.fillRect(w - 1, clip.top(), 1, clip.height(), m_colours.separator);
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
        const TimelineRow::Kind kind = m_model->rows()[static_cast<std::size_t>(row)].kind;
        QString tip = text;
        if (isFoldable(kind))
            tip += QLatin1Char('\n') + tr("Click to collapse or expand; right-click to pin");
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
