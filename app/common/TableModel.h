#pragma once

#include <QAbstractTableModel>

namespace faultline {

// What the flat table models share: rows without children, a fixed number of columns, and a
// horizontal header made of each column's title, tool tip and alignment. A model says how many
// rows it has and what its columns are called; columnTitle and columnToolTip are written in the
// model itself, so that their tr() keeps the model's context (and its translations).
class TableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const final;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const final;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;

protected:
    explicit TableModel(int columns, QObject* parent = nullptr);

    [[nodiscard]] virtual int rows() const = 0;
    [[nodiscard]] virtual QString columnTitle(int column) const = 0;
    // The header's tool tip for `column`; none when empty.
    [[nodiscard]] virtual QString columnToolTip(int column) const;
    // How the header and the cells of `column` are aligned; none (the view's default) unless a
    // model says.
    [[nodiscard]] virtual Qt::Alignment columnAlignment(int column) const;
    // columnAlignment as Qt::TextAlignmentRole data, for the header and a model's data(); invalid
    // when there is none.
    [[nodiscard]] QVariant alignmentData(int column) const;

private:
    int m_columns = 0;
};

} // namespace faultline
