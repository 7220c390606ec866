#include "BlockMap.h"

#include "OomExplainer.h"
#include "QtText.h"
#include "common/AppTheme.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace faultline {

using namespace faultline::snapshot;

namespace {

constexpr int kLabelWidth = 86;
constexpr int kMaxFrames = 12;
constexpr int kMaxWidth = 4'000'000;

} // namespace

BlockMap::BlockMap(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("blockMap"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
}

QColor BlockMap::colourOf(BlockState state)
{
    switch (state) {
    case BlockState::ActiveAllocated: return QColor(0x3b, 0x82, 0xc4);
    case BlockState::ActivePendingFree: return QColor(0xe0, 0x9b, 0x2d);
    case BlockState::Inactive: return QColor(0xd9, 0xdd, 0xe3);
    case BlockState::Unknown: break;
    }
    return QColor(0xb0, 0x4a, 0x8c);
}

QColor BlockMap::colourOf(BlockState state, const QPalette& palette)
{
    if (state == BlockState::Inactive && AppTheme::isDark(palette))
        return QColor(0x4a, 0x50, 0x5a);
    return colourOf(state);
}

void BlockMap::setState(const Snapshot* snap, std::vector<const StateSegment*> segments)
{
    m_snapshot = snap;
    m_rows = std::move(segments);
    m_largest = 1;
    for (const StateSegment* s : m_rows)
        m_largest = std::max(m_largest, s->segment.size);
    relayout();
}

void BlockMap::setHighlightedStacks(std::unordered_set<StackId> stacks)
{
    m_highlight = std::move(stacks);
    update();
}

void BlockMap::setZoom(double zoom)
{
    zoom = std::clamp(zoom, 1.0, 1.0e6);
    if (zoom == m_zoom)
        return;
    m_zoom = zoom;
    relayout();
}

void BlockMap::setBaseWidth(int width)
{
    width = std::max(width, kLabelWidth + 100);
    if (width == m_baseWidth)
        return;
    m_baseWidth = width;
    relayout();
}

void BlockMap::relayout()
{
    const double usable = std::min<double>(kMaxWidth, (m_baseWidth - kLabelWidth - 8) * m_zoom);
    const double scale = usable / static_cast<double>(m_largest);
    m_edges.assign(m_rows.size(), {});
    int widest = 0;
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        std::vector<int>& edges = m_edges[r];
        const auto& blocks = m_rows[r]->blocks;
        edges.reserve(blocks.size() + 1);
        double x = kLabelWidth;
        for (const StateBlock& b : blocks) {
            edges.push_back(static_cast<int>(std::lround(x)));
            x += std::max<double>(kMinBlockWidth, static_cast<double>(b.size) * scale);
            x = std::min<double>(x, kMaxWidth);
        }
        edges.push_back(static_cast<int>(std::lround(x)));
        widest = std::max(widest, edges.back());
    }
    resize(std::max(widest + 8, m_baseWidth),
           std::max(static_cast<int>(m_rows.size()) * (kRowHeight + kRowGap) + kRowGap, 40));
    updateGeometry();
    update();
}

QSize BlockMap::sizeHint() const
{
    return size();
}

QSize BlockMap::minimumSizeHint() const
{
    return {200, 40};
}

QRect BlockMap::blockRect(int row, int index) const
{
    const std::vector<int>& edges = m_edges.at(static_cast<std::size_t>(row));
    const int left = edges.at(static_cast<std::size_t>(index));
    const int right = edges.at(static_cast<std::size_t>(index) + 1);
    return {left, kRowGap + row * (kRowHeight + kRowGap), std::max(1, right - left), kRowHeight};
}

const StateBlock* BlockMap::blockAt(QPoint pos) const
{
    const int row = (pos.y() - kRowGap) / (kRowHeight + kRowGap);
    if (pos.y() < kRowGap || row < 0 || row >= rowCount())
        return nullptr;
    if (pos.y() > kRowGap + row * (kRowHeight + kRowGap) + kRowHeight)
        return nullptr;
    const std::vector<int>& edges = m_edges[static_cast<std::size_t>(row)];
    const auto it = std::upper_bound(edges.begin(), edges.end(), pos.x());
    if (it == edges.begin() || it == edges.end())
        return nullptr;
    const auto index = static_cast<std::size_t>(it - edges.begin() - 1);
    return &m_rows[static_cast<std::size_t>(row)]->blocks[index];
}

std::vector<std::uint64_t> BlockMap::highlightedBlocks() const
{
    std::vector<std::uint64_t> out;
    if (m_highlight.empty())
        return out;
    for (const StateSegment* s : m_rows)
        for (const StateBlock& b : s->blocks)
            if (b.state != BlockState::Inactive && m_highlight.contains(b.stack))
                out.push_back(b.address);
    return out;
}

void BlockMap::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    const QRect clip = event->rect();
    p.fillRect(clip, palette().base());
    if (m_rows.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("No segments in this state (device, pool and stream filters apply)."));
        return;
    }
    const int firstRow = std::max(0, (clip.top() - kRowGap) / (kRowHeight + kRowGap));
    const int lastRow = std::min(rowCount() - 1, clip.bottom() / (kRowHeight + kRowGap));
    const QColor allocated = colourOf(BlockState::ActiveAllocated);
    const QColor pending = colourOf(BlockState::ActivePendingFree);
    const QColor inactive = colourOf(BlockState::Inactive, palette());
    const QColor other = colourOf(BlockState::Unknown);
    const QPen separator(palette().color(QPalette::Base));
    const QPen highlightPen(QColor(0xd6, 0x27, 0x28), 2);
    const QColor text = palette().color(QPalette::Text);
    for (int row = firstRow; row <= lastRow; ++row) {
        const StateSegment& seg = *m_rows[static_cast<std::size_t>(row)];
        const std::vector<int>& edges = m_edges[static_cast<std::size_t>(row)];
        const int top = kRowGap + row * (kRowHeight + kRowGap);
        if (clip.left() < kLabelWidth) {
            p.setPen(text);
            p.drawText(QRect(4, top, kLabelWidth - 8, kRowHeight), Qt::AlignRight | Qt::AlignVCenter,
                       text::bytesText(seg.segment.size));
        }
        const auto first = std::upper_bound(edges.begin(), edges.end() - 1, clip.left());
        std::size_t i = first == edges.begin() ? 0 : static_cast<std::size_t>(first - edges.begin() - 1);
        for (; i < seg.blocks.size() && edges[i] <= clip.right(); ++i) {
            const StateBlock& b = seg.blocks[i];
            const QRect r(edges[i], top, std::max(1, edges[i + 1] - edges[i]), kRowHeight);
            const QColor& fill = b.state == BlockState::ActiveAllocated ? allocated
                : b.state == BlockState::ActivePendingFree              ? pending
                : b.state == BlockState::Inactive                       ? inactive
                                                                        : other;
            p.fillRect(r, fill);
            if (r.width() > 4) {
                p.setPen(separator);
                p.drawLine(r.topRight(), r.bottomRight());
            }
            if (b.state != BlockState::Inactive && !m_highlight.empty() && m_highlight.contains(b.stack)) {
                p.setPen(highlightPen);
                p.drawRect(r.adjusted(1, 1, -1, -1));
            }
        }
    }
}

QString BlockMap::tooltipFor(const StateBlock& block, const StateSegment& segment) const
{
    QString html = QStringLiteral("<b>%1</b> %2<br/>")
                       .arg(QString::fromLatin1(blockStateName(block.state)), text::bytesText(block.size));
    html += tr("Address: 0x%1").arg(block.address, 0, 16) + QStringLiteral("<br/>");
    if (block.state != BlockState::Inactive)
        html += tr("Requested: %1 (%2 bytes)").arg(text::bytesText(block.requested)).arg(block.requested)
            + QStringLiteral("<br/>");
    if (m_snapshot && segment.segment.stream < m_snapshot->streams.size())
        html += tr("Stream: 0x%1").arg(m_snapshot->streams[segment.segment.stream], 0, 16) + QStringLiteral("<br/>");
    html += tr("Segment: %1 at 0x%2").arg(text::bytesText(segment.segment.size)).arg(segment.segment.address, 0, 16);
    if (!m_snapshot || block.stack == 0 || block.state == BlockState::Inactive)
        return html;
    QString python;
    QString cpp;
    int nPython = 0;
    int nCpp = 0;
    for (const FrameId f : m_snapshot->stack(block.stack)) {
        if (m_snapshot->isNoiseFrame(f))
            continue;
        const QString line = QString::fromStdString(m_snapshot->describeFrame(f)).toHtmlEscaped()
            + QStringLiteral("<br/>");
        if (m_snapshot->frameKind(f) == FrameKind::Python) {
            if (nPython++ < kMaxFrames)
                python += line;
        } else if (nCpp++ < kMaxFrames) {
            cpp += line;
        }
    }
    if (!python.isEmpty())
        html += QStringLiteral("<hr/><b>%1</b><br/>").arg(tr("Python")) + python;
    if (!cpp.isEmpty())
        html += QStringLiteral("<hr/><b>%1</b><br/>").arg(tr("C++")) + cpp;
    return html;
}

bool BlockMap::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const StateBlock* b = blockAt(help->pos());
        if (!b) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        const int row = (help->pos().y() - kRowGap) / (kRowHeight + kRowGap);
        QToolTip::showText(help->globalPos(), tooltipFor(*b, *m_rows[static_cast<std::size_t>(row)]), this);
        return true;
    }
    return QWidget::event(event);
}

void BlockMap::mouseMoveEvent(QMouseEvent* event)
{
    setCursor(blockAt(event->position().toPoint()) ? Qt::PointingHandCursor : Qt::ArrowCursor);
    QWidget::mouseMoveEvent(event);
}

void BlockMap::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        if (const StateBlock* b = blockAt(event->position().toPoint()))
            emit blockClicked(b->address);
    QWidget::mousePressEvent(event);
}

void BlockMap::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        event->ignore(); // the scroll area scrolls
        return;
    }
    const double steps = event->angleDelta().y() / 120.0;
    const int oldX = static_cast<int>(event->position().x());
    const double before = std::max(1, width() - kLabelWidth);
    const double fraction = std::clamp((oldX - kLabelWidth) / before, 0.0, 1.0);
    setZoom(m_zoom * std::pow(1.25, steps));
    const int newX = kLabelWidth + static_cast<int>(fraction * std::max(1, width() - kLabelWidth));
    emit zoomedAround(newX, oldX);
    event->accept();
}

} // namespace faultline
