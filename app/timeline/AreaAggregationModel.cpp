#include "AreaAggregationModel.h"

#include "OpCatalog.h"
#include "QtText.h"
#include "common/TimeFormat.h"

#include <QLocale>

namespace faultline {

AreaAggregationModel::AreaAggregationModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
    TimeFormat::refreshOnDisplayChange(this);
}

void AreaAggregationModel::setAggregates(std::vector<timeline::OpAggregate> aggregates)
{
    beginResetModel();
    m_rows = std::move(aggregates);
    endResetModel();
}

void AreaAggregationModel::clear()
{
    setAggregates({});
}

qint64 AreaAggregationModel::totalCount() const
{
    qint64 total = 0;
    for (const timeline::OpAggregate& row : m_rows)
        total += row.count;
    return total;
}

qint64 AreaAggregationModel::totalNs() const
{
    qint64 total = 0;
    for (const timeline::OpAggregate& row : m_rows)
        total = capture::saturatingAdd(total, row.totalNs);
    return total;
}

int AreaAggregationModel::rows() const
{
    return static_cast<int>(m_rows.size());
}

QVariant AreaAggregationModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const timeline::OpAggregate& row = m_rows[static_cast<std::size_t>(index.row())];
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case OpColumn: return QString::fromStdString(row.name);
        case CountColumn: return locale.toString(qint64(row.count));
        case TotalColumn: return TimeFormat::duration(row.totalNs);
        case MeanColumn: return TimeFormat::duration(static_cast<std::int64_t>(row.meanNs));
        case P99Column: return TimeFormat::duration(row.p99Ns);
        case BytesColumn: return row.bytes > 0 ? text::bytesText(row.bytes) : QString();
        default: return {};
        }
    case SortRole:
        switch (index.column()) {
        case OpColumn: return QString::fromStdString(row.name);
        case CountColumn: return qint64(row.count);
        case TotalColumn: return qint64(row.totalNs);
        case MeanColumn: return row.meanNs;
        case P99Column: return qint64(row.p99Ns);
        case BytesColumn: return quint64(row.bytes);
        default: return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == OpColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                          : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == TotalColumn || index.column() == MeanColumn || index.column() == P99Column)
            return tr("%1 ns").arg(locale.toString(index.data(SortRole).toDouble(), 'f', 0));
        if (index.column() == BytesColumn && row.bytes > 0)
            return tr("%1 bytes").arg(locale.toString(quint64(row.bytes)));
        return {};
    default: return {};
    }
}

QString AreaAggregationModel::columnTitle(int column) const
{
    switch (column) {
    case OpColumn: return tr("Op");
    case CountColumn: return tr("Count");
    case TotalColumn: return tr("Total");
    case MeanColumn: return tr("Mean");
    case P99Column: return tr("p99");
    case BytesColumn: return tr("Bytes");
    default: return {};
    }
}

} // namespace faultline
