#pragma once

#include "RankAnalysis.h"
#include "common/QCustomPlotInclude.h"

#include <memory>
#include <vector>

namespace faultline {

// The wait of each rank in each collective (or, summed, in each step) as a colour: ranks down,
// collectives (by the last arrival's start) or steps across, a scale in ms beside it. A cell's
// tool tip names the rank, the collective and who arrived last; a click asks for that collective
// on the timeline (cellClicked).
class RankHeatMap : public QCustomPlot
{
    Q_OBJECT
public:
    enum class Columns : std::uint8_t { Collectives, Steps };
    // Above this many collectives a column per collective is thinner than a few pixels: the map
    // starts with a column per step.
    static constexpr std::size_t kMaximumCollectiveColumns = 200;

    explicit RankHeatMap(QWidget* parent = nullptr);

    // Shown with the columns that suit it (steps above kMaximumCollectiveColumns collectives when
    // the collectives fall in steps); null: nothing.
    void setAnalysis(std::shared_ptr<const RankAnalysis> analysis);
    void setColumns(Columns columns);
    [[nodiscard]] Columns columns() const { return m_columns; }
    // Whether the collectives fall in steps, so that a column per step can be shown.
    [[nodiscard]] bool hasSteps() const { return !m_steps.empty(); }

    [[nodiscard]] int rankCount() const;
    [[nodiscard]] int columnCount() const { return static_cast<int>(m_columnCollectives.size()); }
    // What a cell shows: a rank's wait (ns) in that collective, or in all of that step's.
    [[nodiscard]] std::int64_t waitNsAt(int rank, int column) const;
    // The collective (index into RankAnalysis::collectives) a click on the cell opens: the cell's
    // own, or in a step the one the rank waited longest in; -1 when none.
    [[nodiscard]] int collectiveAt(int rank, int column) const;
    // The cell under a point of the widget: {rank, column}, {-1, -1} when none.
    [[nodiscard]] std::pair<int, int> cellAt(const QPoint& pos) const;
    // The centre of a cell, in widget coordinates.
    [[nodiscard]] QPoint cellCentre(int rank, int column) const;
    [[nodiscard]] QString cellToolTip(int rank, int column) const;
    [[nodiscard]] QCPColorMap* colorMap() const { return m_map; }
    [[nodiscard]] QCPColorScale* colorScale() const { return m_scale; }

signals:
    // `rank`: index into RankAnalysis::ranks; `collective`: into its collectives.
    void cellClicked(int rank, int collective);
    // The columns changed (setAnalysis or setColumns).
    void columnsChanged();

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void rebuild();
    void restyle();
    // Rank labels far enough apart to be read: every one, or every k-th.
    void updateRankTicks();

    std::shared_ptr<const RankAnalysis> m_analysis;
    Columns m_columns = Columns::Collectives;
    std::vector<int> m_steps; // the steps collectives fall in, ascending
    // Per column, the collectives it sums (one in Collectives columns).
    std::vector<std::vector<int>> m_columnCollectives;
    QCPColorMap* m_map = nullptr;
    QCPColorScale* m_scale = nullptr;
    QCPItemText* m_emptyText = nullptr;
    QPoint m_pressPos;
    bool m_pressed = false;
};

} // namespace faultline
