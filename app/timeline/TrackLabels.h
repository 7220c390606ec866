#pragma once

#include "TimelineColours.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QAction;
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
    // The view's actions on all the node groups (order, fold, show all), added to the menu in a
    // capture of several nodes.
    void setGroupActions(QList<QAction*> actions) { m_groupActions = std::move(actions); }

    // The row the keyboard is on (Tab into the column; Up and Down move, Left folds, Right
    // unfolds, Space toggles, the Menu key or Shift+F10 opens its context menu); -1 when none.
    // Kept by the row's key: it stays on its row when rows fold, move or hide around it.
    [[nodiscard]] int currentRow() const;
    void setCurrentRow(int row);

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
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
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
    QList<QAction*> m_groupActions;
    std::uint64_t m_currentKey = 0;
    bool m_hasCurrent = false;
    int m_currentIndex = -1; // where the current row was: the fallback when its key is gone
};

} // namespace faultline
