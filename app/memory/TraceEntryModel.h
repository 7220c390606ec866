#pragma once

#include "SnapshotReplay.h"
#include "common/TableModel.h"

namespace faultline {

// The trace entries of one device as a table, read from the snapshot's columns on demand (a
// trace of millions of entries costs nothing until rows are shown).
class TraceEntryModel : public TableModel
{
    Q_OBJECT
public:
    enum Column { Index, Time, Action, Address, Size, Stream, Site, ColumnCount };

    explicit TraceEntryModel(QObject* parent = nullptr);
    void setReplay(const snapshot::SnapshotReplay* replay);

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;

    const snapshot::SnapshotReplay* m_replay = nullptr;
};

} // namespace faultline
