#pragma once

#include "ImageWriter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QImage>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>

class QIODevice;
class QPainter;

namespace faultline {

class BlockMap;
class MemoryWorkspace;

struct BlockMapImageOptions
{
    ImageSize size;
    bool legend = true;
    bool titleBlock = true;
    QString snapshotName; // the title; the workspace's file name when empty
    QDateTime exportedAt; // now when invalid
};

// A picture of a Memory tab's block map for a review: a title block (snapshot, device, the
// point of the history shown, the fragmentation figures, export date), the legend of the block
// states and the map itself, every segment of the state shown (not only those scrolled into
// view) with the outlined blocks. Drawn by a BlockMap built offscreen with the workspace's
// state, through the output's painter (SVG and PDF keep the text as text). GUI thread only;
// the workspace must outlive the picture.
class BlockMapImage
{
    Q_DECLARE_TR_FUNCTIONS(BlockMapImage)
public:
    BlockMapImage(const MemoryWorkspace& workspace, BlockMapImageOptions options);
    ~BlockMapImage();
    BlockMapImage(const BlockMapImage&) = delete;
    BlockMapImage& operator=(const BlockMapImage&) = delete;

    [[nodiscard]] QSize layoutSize() const { return m_layoutSize; }
    [[nodiscard]] int segmentCount() const;
    [[nodiscard]] QString title() const;
    [[nodiscard]] const QStringList& titleLines() const { return m_titleLines; }
    // Legend entries, in order.
    [[nodiscard]] QStringList legendLabels() const;

    void paint(QPainter& painter);
    [[nodiscard]] ImageWriter::Result write(ImageFormat format, QIODevice* device);
    [[nodiscard]] ImageWriter::Result writeFile(ImageFormat format, const QString& path);
    [[nodiscard]] QImage image();

private:
    void paintLegend(QPainter& p, const QRect& rect) const;

    BlockMapImageOptions m_options;
    QString m_title;
    QStringList m_titleLines;
    bool m_highlighted = false;
    std::unique_ptr<BlockMap> m_map; // never shown
    double m_mapScale = 1.0;         // a map wider than the picture is drawn smaller
    QSize m_layoutSize;
    QRect m_titleRect;
    QRect m_legendRect;
    QRect m_mapRect;
};

} // namespace faultline
