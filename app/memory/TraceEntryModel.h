#pragma once

#include "SnapshotReplay.h"

#include <QAbstractTableModel>

namespace faultline {

// The trace entries of one device as a table, read from the snapshot's columns on demand (a
// trace of millions of entries costs nothing until rows are shown).
class TraceEntryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Index, Time, Action, Address, Size, Stream, Site, ColumnCount };

    explicit TraceEntryModel(QObject* parent = nullptr);
    void setReplay(const snapshot::SnapshotReplay* replay);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    const snapshot::SnapshotReplay* m_replay = nullptr;
};

} // namespace faultline
