#pragma once

#include "TimelineColours.h"

#include <QWidget>

#include <vector>

class QMenu;

namespace faultline {

namespace timeline {
class TimelineModel;
}

class TrackLayout;

// The label column left of the tracks, row for row: process headers with a collapse arrow
// (name, pid, node, rank), thread lanes ("CUDA runtime · 4243 python3"), counters. Click an
// arrow to collapse or expand; the context menu pins rows and collapses or expands all.
class TrackLabels : public QWidget
{
    Q_OBJECT
public:
    TrackLabels(timeline::TimelineModel* model, const TrackLayout* layout, QWidget* parent = nullptr);

    void setScrollY(int y);
    [[nodiscard]] int scrollY() const { return m_scrollY; }
    // Row under widget y, -1 when none.
    [[nodiscard]] int rowAt(int y) const;
    [[nodiscard]] QString rowText(int row) const;
    // Toggles the process or counter group shown in `row`; false when it has nothing to fold.
    bool toggleRow(int row);
    // The menu the context menu shows for `row` (-1: no row), for tests and for the keyboard.
    [[nodiscard]] QMenu* createContextMenu(int row, QWidget* parent);

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

signals:
    void verticalScrollRequested(int pixels);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void updateTitles();

    timeline::TimelineModel* m_model = nullptr;
    const TrackLayout* m_layout = nullptr;
    TimelineColours m_colours;
    int m_scrollY = 0;
    std::vector<QString> m_titles; // per row, made when rows change
    std::vector<QString> m_elided; // per row, made when first painted at this width; null = not yet
    int m_elidedWidth = -1;
};

} // namespace faultline
