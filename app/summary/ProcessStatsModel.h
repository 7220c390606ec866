#pragma once

#include "OpStatistics.h"
#include "common/TableModel.h"

#include <vector>

namespace faultline {

// One row per traced process: threads, events, CUDA calls, time off CPU.
class ProcessStatsModel : public TableModel
{
    Q_OBJECT
public:
    enum Column {
        ProcessColumn,
        ThreadsColumn,
        EventsColumn,
        CudaCallsColumn,
        OffCpuColumn,
        SwitchesColumn,
        ColumnCount
    };

    // How a process is named in the table and the process filter: "4242 python3", a GPU of an
    // imported trace by its number and model ("GPU 0 · NVIDIA A100"), with its node first when the
    // capture merges several ("rank3 · GPU 3 · …").
    [[nodiscard]] static QString label(const ProcessStats& stats);
    enum Role { SortRole = Qt::UserRole + 1, PidRole };

    explicit ProcessStatsModel(QObject* parent = nullptr);

    void setStatistics(std::vector<ProcessStats> stats);
    void clear();
    [[nodiscard]] const ProcessStats& statsAt(int row) const { return m_stats.at(static_cast<std::size_t>(row)); }

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;
    [[nodiscard]] QString columnToolTip(int column) const override;
    [[nodiscard]] Qt::Alignment columnAlignment(int column) const override;

    std::vector<ProcessStats> m_stats;
};

} // namespace faultline
