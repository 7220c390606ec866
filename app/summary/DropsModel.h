#pragma once

#include "OpStatistics.h"

#include <QAbstractTableModel>

namespace faultline {

// Events seen, stored and dropped per source, from the capture's drop counters.
class DropsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { SourceColumn, SeenColumn, StoredColumn, DroppedColumn, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit DropsModel(QObject* parent = nullptr);

    void setDrops(DropStats drops);
    void clear();
    [[nodiscard]] const DropStats& drops() const { return m_drops; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    DropStats m_drops;
};

} // namespace faultline
