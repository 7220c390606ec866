#pragma once

#include "RankAnalysis.h"
#include "common/TableModel.h"

#include <memory>

namespace faultline {

// One row per rank of a job (RankAnalysis::ranks, in its order): where it ran, its step time,
// how busy its GPU was, how long it waited in collectives and how often the others waited for it.
// The straggler's row is bold, with a warning icon and a tool tip that says why.
class RanksModel : public TableModel
{
    Q_OBJECT
public:
    enum Column {
        RankColumn,
        HostColumn,
        GpuColumn,
        StepColumn,
        BusyColumn,
        WaitColumn,
        LastColumn,
        CollectivesColumn,
        ColumnCount
    };
    // Numbers for a QSortFilterProxyModel's sortRole (the display text does not sort: "9.5 ms" >
    // "12 ms"); RankIndexRole: the row's index into RankAnalysis::ranks.
    enum Role { SortRole = Qt::UserRole + 1, RankIndexRole };

    explicit RanksModel(QObject* parent = nullptr);

    // Null or an analysis of fewer than two ranks: no rows.
    void setAnalysis(std::shared_ptr<const RankAnalysis> analysis);
    [[nodiscard]] const RankAnalysis* analysis() const { return m_analysis.get(); }

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    // "arrived last at 5 of 12 collectives", for the straggler's row and the summary.
    [[nodiscard]] static QString lastText(std::int64_t last, std::int64_t collectives);

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;
    [[nodiscard]] QString columnToolTip(int column) const override;
    [[nodiscard]] Qt::Alignment columnAlignment(int column) const override;
    [[nodiscard]] QVariant display(const RankInfo& rank, int column) const;
    [[nodiscard]] QVariant sortValue(const RankInfo& rank, int column) const;
    [[nodiscard]] QString toolTip(const RankInfo& rank, int row, int column) const;

    std::shared_ptr<const RankAnalysis> m_analysis;
};

} // namespace faultline
