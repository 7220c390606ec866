#pragma once

#include "AreaAggregation.h"
#include "common/TableModel.h"

#include <vector>

namespace faultline {

// Per-op totals of an area selection (time range × lanes): op, count, total, mean, p99, bytes.
class AreaAggregationModel : public TableModel
{
    Q_OBJECT
public:
    enum Column { OpColumn, CountColumn, TotalColumn, MeanColumn, P99Column, BytesColumn, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers as qint64/double, names as strings
    };

    explicit AreaAggregationModel(QObject* parent = nullptr);

    void setAggregates(std::vector<timeline::OpAggregate> aggregates);
    void clear();
    [[nodiscard]] const std::vector<timeline::OpAggregate>& aggregates() const { return m_rows; }
    [[nodiscard]] qint64 totalCount() const;
    [[nodiscard]] qint64 totalNs() const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;

    std::vector<timeline::OpAggregate> m_rows;
};

} // namespace faultline
