#pragma once

#include "SnapshotReplay.h"

#include <QColor>
#include <QWidget>

#include <optional>
#include <unordered_set>
#include <vector>

namespace faultline {

// The allocator state as a block map (MemoryViz's "Allocator State History" picture): one row
// per segment, its blocks side by side in address order with widths proportional to their
// size (never thinner than a few pixels), coloured by state. Ctrl+wheel zooms horizontally;
// the map sits in a scroll area. Blocks allocated by the highlighted stacks are outlined.
class BlockMap : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kRowHeight = 20;
    static constexpr int kRowGap = 4;
    static constexpr int kMinBlockWidth = 3;

    explicit BlockMap(QWidget* parent = nullptr);

    // `segments` must outlive the map's use of it (the workspace owns the state).
    void setState(const snapshot::Snapshot* snap, std::vector<const snapshot::StateSegment*> segments);
    void setHighlightedStacks(std::unordered_set<snapshot::StackId> stacks);
    void setZoom(double zoom);
    // The width the whole largest segment takes at zoom 1 (the visible width).
    void setBaseWidth(int width);
    [[nodiscard]] double zoom() const { return m_zoom; }

    [[nodiscard]] int rowCount() const { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] const snapshot::StateSegment* segmentOfRow(int row) const { return m_rows.at(row); }
    // The block under a point of the widget, if any.
    [[nodiscard]] const snapshot::StateBlock* blockAt(QPoint pos) const;
    // The rectangle a block is drawn in (row, index within the row's blocks).
    [[nodiscard]] QRect blockRect(int row, int index) const;
    // Addresses of the blocks drawn highlighted.
    [[nodiscard]] std::vector<std::uint64_t> highlightedBlocks() const;
    [[nodiscard]] static QColor colourOf(snapshot::BlockState state);
    // The same on `palette`: free (cached) blocks recede into a dark background instead of
    // standing out light grey.
    [[nodiscard]] static QColor colourOf(snapshot::BlockState state, const QPalette& palette);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    void blockClicked(std::uint64_t address);
    // After a Ctrl+wheel zoom: the map x that is now under the point the wheel turned at, and
    // where that point was relative to the map's left edge before, so a scroll area can keep it.
    void zoomedAround(int newX, int oldX);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    bool event(QEvent* event) override;

private:
    void relayout();
    [[nodiscard]] QString tooltipFor(const snapshot::StateBlock& block, const snapshot::StateSegment& segment) const;

    const snapshot::Snapshot* m_snapshot = nullptr;
    std::vector<const snapshot::StateSegment*> m_rows;
    std::vector<std::vector<int>> m_edges; // per row: x of each block's left edge, then the row's end
    std::unordered_set<snapshot::StackId> m_highlight;
    std::uint64_t m_largest = 1;
    double m_zoom = 1.0;
    int m_baseWidth = 800;
};

} // namespace faultline
