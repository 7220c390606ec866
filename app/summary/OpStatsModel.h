#pragma once

#include "OpStatistics.h"
#include "common/TableModel.h"

#include <QHash>

#include <vector>

namespace faultline {

// Latency statistics per op, for all processes (pid 0) and per process.
class OpStatsModel : public TableModel
{
    Q_OBJECT
public:
    enum Column {
        SourceColumn,
        OpColumn,
        ProcessColumn,
        CountColumn,
        P50Column,
        P95Column,
        P99Column,
        MaxColumn,
        BytesColumn,
        ColumnCount
    };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers as qint64, names as strings
        PidRole,                     // -1 for the all-processes rows, else the pid (0 is a real pid)
        SourceRole,
        OpRole,
        SampledRole,
    };

    explicit OpStatsModel(QObject* parent = nullptr);

    void setStatistics(std::vector<OpStats> stats, QHash<quint32, QString> processNames);
    void clear();
    [[nodiscard]] const OpStats& statsAt(int row) const { return m_stats.at(static_cast<std::size_t>(row)); }
    // Whether `row` sums all processes (OpStats uses pid 0 for that, and for the real pid 0 too).
    [[nodiscard]] bool isAllProcesses(int row) const { return m_allProcesses.at(static_cast<std::size_t>(row)); }
    [[nodiscard]] QString processLabel(int row) const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;
    [[nodiscard]] QString columnToolTip(int column) const override;
    [[nodiscard]] Qt::Alignment columnAlignment(int column) const override;
    [[nodiscard]] QVariant display(int row, const OpStats& stats, int column) const;
    [[nodiscard]] QVariant sortKey(int row, const OpStats& stats, int column) const;
    [[nodiscard]] QVariant toolTip(const OpStats& stats, int column) const;

    std::vector<OpStats> m_stats;
    std::vector<bool> m_allProcesses;
    QHash<quint32, QString> m_processNames;
};

} // namespace faultline
