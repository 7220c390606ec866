#pragma once

#include "OpStatistics.h"
#include "common/TableModel.h"

namespace faultline {

// Events seen, stored and dropped per source, from the capture's drop counters.
class DropsModel : public TableModel
{
    Q_OBJECT
public:
    enum Column { SourceColumn, SeenColumn, StoredColumn, DroppedColumn, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit DropsModel(QObject* parent = nullptr);

    void setDrops(DropStats drops);
    void clear();
    [[nodiscard]] const DropStats& drops() const { return m_drops; }

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;
    [[nodiscard]] Qt::Alignment columnAlignment(int column) const override;

    DropStats m_drops;
};

} // namespace faultline
