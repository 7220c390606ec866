#include "TableModel.h"

namespace faultline {

TableModel::TableModel(int columns, QObject* parent)
    : QAbstractTableModel(parent)
    , m_columns(columns)
{
}

int TableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : rows();
}

int TableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant TableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= m_columns)
        return {};
    switch (role) {
    case Qt::DisplayRole: return columnTitle(section);
    case Qt::ToolTipRole: {
        const QString tip = columnToolTip(section);
        return tip.isEmpty() ? QVariant() : tip;
    }
    case Qt::TextAlignmentRole: return alignmentData(section);
    default: return {};
    }
}

QString TableModel::columnToolTip(int) const
{
    return {};
}

Qt::Alignment TableModel::columnAlignment(int) const
{
    return {};
}

QVariant TableModel::alignmentData(int column) const
{
    const Qt::Alignment alignment = columnAlignment(column);
    return alignment ? QVariant(alignment.toInt()) : QVariant();
}

} // namespace faultline
