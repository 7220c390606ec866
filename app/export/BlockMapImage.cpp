#include "BlockMapImage.h"

#include "OomExplainer.h"
#include "QtText.h"
#include "memory/BlockMap.h"
#include "memory/MemoryWorkspace.h"

#include <QFileInfo>
#include <QFontMetrics>
#include <QLocale>
#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <unordered_set>

namespace faultline {

using namespace faultline::snapshot;

namespace {

constexpr int kMargin = 14;
constexpr int kGap = 8;
constexpr int kSwatch = 12;

QFont headingFont(const QFont& base)
{
    QFont font = base;
    font.setBold(true);
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 1.45);
    else
        font.setPixelSize(static_cast<int>(font.pixelSize() * 1.45));
    return font;
}

int wrappedHeight(const QFontMetrics& metrics, int width, const QString& text)
{
    return metrics.boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap | Qt::AlignLeft, text).height();
}

struct LegendItem
{
    QColor colour;
    QString label;
    bool outline = false;
};

std::vector<LegendItem> legendItems(bool highlighted)
{
    std::vector<LegendItem> items = {
        {BlockMap::colourOf(BlockState::ActiveAllocated), BlockMapImage::tr("allocated")},
        {BlockMap::colourOf(BlockState::ActivePendingFree), BlockMapImage::tr("pending free")},
        {BlockMap::colourOf(BlockState::Inactive), BlockMapImage::tr("free (cached)")},
    };
    if (highlighted)
        // BlockMap's outline of the blocks of a selected frame.
        items.push_back({QColor(0xd6, 0x27, 0x28), BlockMapImage::tr("allocated by the selected frame"), true});
    return items;
}

} // namespace

BlockMapImage::BlockMapImage(const MemoryWorkspace& workspace, BlockMapImageOptions options)
    : m_options(std::move(options))
{
    m_title = m_options.snapshotName.isEmpty() ? QFileInfo(workspace.path()).fileName() : m_options.snapshotName;

    // The rows the workspace's map shows (its pool and stream filters applied), and the stacks
    // of the blocks it outlines.
    const BlockMap* shown = workspace.blockMap();
    std::vector<const StateSegment*> rows;
    rows.reserve(static_cast<std::size_t>(shown->rowCount()));
    for (int r = 0; r < shown->rowCount(); ++r)
        rows.push_back(shown->segmentOfRow(r));
    std::unordered_set<StackId> stacks;
    for (const std::uint64_t address : shown->highlightedBlocks()) {
        if (const StateBlock* block = workspace.state().blockAt(address))
            stacks.insert(block->stack);
    }
    m_highlighted = !stacks.empty();

    const int width = std::max(ImageWriter::layoutWidth(m_options.size), ImageWriter::kMinLayoutWidth);
    const int inner = width - 2 * kMargin;
    m_map = std::make_unique<BlockMap>();
    m_map->setAttribute(Qt::WA_DontShowOnScreen);
    m_map->setFont(ImageWriter::exportFont());
    m_map->setBaseWidth(inner);
    m_map->setState(&workspace.snapshot(), std::move(rows));
    m_map->setHighlightedStacks(std::move(stacks));
    m_mapScale = std::min(1.0, double(inner) / std::max(1, m_map->width()));

    // Where in the history the state is, as the Memory tab says it.
    const snapshot::SnapshotReplay* replay = workspace.replay();
    QString state;
    if (!replay) {
        state = tr("The snapshot's state");
    } else {
        const std::size_t count = replay->entryCount();
        const std::size_t position = workspace.position();
        state = position == count ? tr("Final state (after all %1 entries)").arg(count)
            : position == 0       ? tr("Before the first of %1 recorded entries").arg(count)
                                  : tr("After entry #%1 of %2").arg(position - 1).arg(count);
    }
    const std::size_t allSegments = workspace.state().segments.size();
    QString segments = tr("%n segment(s)", nullptr, m_map->rowCount());
    if (static_cast<std::size_t>(m_map->rowCount()) != allSegments)
        segments = tr("%1 of %2 (pool or stream filter)").arg(m_map->rowCount()).arg(allSegments);
    m_titleLines.append(tr("GPU %1 · %2 · %3").arg(workspace.device()).arg(state, segments));
    const DeviceMetrics& m = workspace.shownMetrics();
    m_titleLines.append(tr("Reserved %1 · allocated %2 · requested %3 · pending free %4 · free (cached) %5 · largest "
                           "free block %6 · external fragmentation %7")
                            .arg(text::bytesText(m.reserved), text::bytesText(m.allocated),
                                 text::bytesText(m.requested), text::bytesText(m.pendingFree),
                                 text::bytesText(m.inactive), text::bytesText(m.largestFreeBlock),
                                 QLocale().toString(m.externalFragRatio, 'f', 3)));
    const QDateTime exported = m_options.exportedAt.isValid() ? m_options.exportedAt.toUTC()
                                                              : QDateTime::currentDateTimeUtc();
    m_titleLines.append(
        tr("Segments as rows, blocks in address order, widths proportional to size · exported %1 UTC "
           "by Faultline %2")
            .arg(exported.toString(QStringLiteral("yyyy-MM-dd HH:mm")), QStringLiteral(FAULTLINE_VERSION)));

    const QFont font = m_map->font();
    const QFontMetrics metrics(font);
    int y = kMargin;
    if (m_options.titleBlock) {
        int height = QFontMetrics(headingFont(font)).height() + 4;
        for (const QString& line : m_titleLines)
            height += wrappedHeight(metrics, inner, line) + 2;
        m_titleRect = QRect(kMargin, y, inner, height);
        y += height + kGap;
    }
    if (m_options.legend) {
        m_legendRect = QRect(kMargin, y, inner, metrics.height() + 8);
        y += m_legendRect.height() + kGap / 2;
    }
    const int mapHeight = static_cast<int>(std::ceil(m_map->height() * m_mapScale));
    m_mapRect = QRect(kMargin, y, static_cast<int>(std::ceil(m_map->width() * m_mapScale)), mapHeight);
    y += mapHeight;
    m_layoutSize = QSize(width, y + kMargin);
}

BlockMapImage::~BlockMapImage() = default;

int BlockMapImage::segmentCount() const
{
    return m_map->rowCount();
}

QString BlockMapImage::title() const
{
    return m_title;
}

QStringList BlockMapImage::legendLabels() const
{
    QStringList labels;
    for (const LegendItem& item : legendItems(m_highlighted))
        labels.append(item.label);
    return labels;
}

void BlockMapImage::paintLegend(QPainter& p, const QRect& rect) const
{
    const QPalette palette = m_map->palette();
    const QFontMetrics metrics(m_map->font());
    p.setFont(m_map->font());
    int x = rect.left();
    const int swatchTop = rect.top() + (rect.height() - kSwatch) / 2;
    for (const LegendItem& item : legendItems(m_highlighted)) {
        if (item.outline) {
            p.fillRect(x, swatchTop, kSwatch, kSwatch, BlockMap::colourOf(BlockState::ActiveAllocated));
            p.setPen(QPen(item.colour, 2));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRect(x + 1, swatchTop + 1, kSwatch - 2, kSwatch - 2));
        } else {
            p.fillRect(x, swatchTop, kSwatch, kSwatch, item.colour);
        }
        x += kSwatch + 6;
        p.setPen(palette.color(QPalette::WindowText));
        const int textWidth = metrics.horizontalAdvance(item.label);
        p.drawText(QRect(x, rect.top(), textWidth + 1, rect.height()), Qt::AlignLeft | Qt::AlignVCenter, item.label);
        x += textWidth + 18;
    }
}

void BlockMapImage::paint(QPainter& p)
{
    const QPalette palette = m_map->palette();
    p.save();
    p.setFont(m_map->font());
    p.fillRect(QRect(QPoint(0, 0), m_layoutSize), palette.color(QPalette::Window));
    if (m_options.titleBlock) {
        const QFont heading = headingFont(m_map->font());
        const QFontMetrics headingMetrics(heading);
        p.setFont(heading);
        p.setPen(palette.color(QPalette::WindowText));
        p.drawText(QRect(m_titleRect.left(), m_titleRect.top(), m_titleRect.width(), headingMetrics.height()),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   headingMetrics.elidedText(m_title, Qt::ElideMiddle, m_titleRect.width()));
        p.setFont(m_map->font());
        const QFontMetrics metrics(m_map->font());
        int y = m_titleRect.top() + headingMetrics.height() + 4;
        for (qsizetype i = 0; i < m_titleLines.size(); ++i) {
            const int height = wrappedHeight(metrics, m_titleRect.width(), m_titleLines.at(i));
            p.setPen(palette.color(i == 0 ? QPalette::WindowText : QPalette::PlaceholderText));
            p.drawText(QRect(m_titleRect.left(), y, m_titleRect.width(), height), Qt::TextWordWrap | Qt::AlignLeft,
                       m_titleLines.at(i));
            y += height + 2;
        }
    }
    if (m_options.legend)
        paintLegend(p, m_legendRect);
    p.save();
    p.translate(m_mapRect.topLeft());
    p.scale(m_mapScale, m_mapScale);
    m_map->render(&p);
    p.restore();
    p.restore();
}

ImageWriter::Result BlockMapImage::write(ImageFormat format, QIODevice* device)
{
    return ImageWriter::write(format, device, m_layoutSize, m_options.size, m_title, [this](QPainter& p) { paint(p); });
}

ImageWriter::Result BlockMapImage::writeFile(ImageFormat format, const QString& path)
{
    return ImageWriter::writeFile(format, path, m_layoutSize, m_options.size, m_title,
                                  [this](QPainter& p) { paint(p); });
}

QImage BlockMapImage::image()
{
    return ImageWriter::image(m_layoutSize, m_options.size, [this](QPainter& p) { paint(p); });
}

} // namespace faultline
