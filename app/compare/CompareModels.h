#pragma once

#include "CaptureDiff.h"
#include "SnapshotDiff.h"
#include "common/TableModel.h"

#include <vector>

namespace faultline {

// The ranked changes of two captures, one row per call, kernel, range, GPU idle cause or chain
// (CaptureDiff's rows, then its chains), in the diff's order: the largest change of time per
// unit first. Figures are per step, or per second when the runs are compared per second.
class CaptureChangesModel final : public TableModel
{
    Q_OBJECT
public:
    enum Column : std::uint8_t {
        KindColumn,
        NameColumn,
        WhereColumn,
        TimeAColumn,
        TimeBColumn,
        ChangeColumn,
        ShareColumn, // the change against A's time; "new" or "gone"
        CountAColumn,
        CountBColumn,
        MedianAColumn,
        MedianBColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, KindRole };

    explicit CaptureChangesModel(QObject* parent = nullptr);
    void setDiff(const CaptureDiff* diff);
    [[nodiscard]] const CaptureDiffRow* rowAt(int row) const;
    // "call", "kernel", "range", "idle", "chain": the kind filter's keys.
    [[nodiscard]] static QString kindKey(CaptureDiffRow::Kind kind);
    [[nodiscard]] static QString kindText(CaptureDiffRow::Kind kind);

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] int rows() const override { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] QString columnTitle(int column) const override;
    [[nodiscard]] QString columnToolTip(int column) const override;
    [[nodiscard]] Qt::Alignment columnAlignment(int column) const override;

private:
    const CaptureDiff* m_diff = nullptr;
    std::vector<const CaptureDiffRow*> m_rows;
};

// Where the allocated bytes of two snapshots moved: by allocation site or by size class, the
// largest change first (SnapshotDiff's order).
class SnapshotChangesModel final : public TableModel
{
    Q_OBJECT
public:
    enum Column : std::uint8_t {
        LabelColumn,
        BytesAColumn,
        BytesBColumn,
        ChangeColumn,
        BlocksAColumn,
        BlocksBColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1 };
    enum class Table : std::uint8_t { Sites, SizeClasses };

    explicit SnapshotChangesModel(Table table, QObject* parent = nullptr);
    void setDiff(const snapshot::SnapshotDiff* diff);
    [[nodiscard]] const snapshot::BytesChange* rowAt(int row) const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;
    [[nodiscard]] Qt::Alignment columnAlignment(int column) const override;

private:
    [[nodiscard]] const std::vector<snapshot::BytesChange>* changes() const;
    Table m_table;
    const snapshot::SnapshotDiff* m_diff = nullptr;
};

} // namespace faultline
