#include "DropsModel.h"

#include "OpCatalog.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace faultline {

DropsModel::DropsModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
}

void DropsModel::setDrops(DropStats drops)
{
    beginResetModel();
    m_drops = std::move(drops);
    endResetModel();
}

void DropsModel::clear()
{
    setDrops({});
}

int DropsModel::rows() const
{
    return static_cast<int>(m_drops.bySource.size());
}

QVariant DropsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const capture::SourceCounters& counters = m_drops.bySource.at(static_cast<std::size_t>(index.row()));
    const bool lost = counters.dropped > 0;
    switch (role) {
    case Qt::DisplayRole: {
        const QLocale locale;
        switch (index.column()) {
        case SourceColumn: return QString::fromStdString(capture::OpCatalog::sourceName(counters.source));
        case SeenColumn: return locale.toString(counters.seen);
        case StoredColumn: return locale.toString(counters.stored);
        case DroppedColumn: return locale.toString(counters.dropped);
        default: return {};
        }
    }
    case SortRole:
        switch (index.column()) {
        case SourceColumn: return int(counters.source);
        case SeenColumn: return qint64(counters.seen);
        case StoredColumn: return qint64(counters.stored);
        case DroppedColumn: return qint64(counters.dropped);
        default: return {};
        }
    case Qt::TextAlignmentRole: return alignmentData(index.column());
    case Qt::ForegroundRole: return lost ? QBrush(QColor(0x9c, 0x1c, 0x1c)) : QVariant();
    case Qt::BackgroundRole: return lost ? QBrush(QColor(0xfd, 0xe2, 0xe0)) : QVariant();
    case Qt::ToolTipRole:
        if (lost) {
            return tr("%1 events of this source were lost before they reached the capture.")
                .arg(QLocale().toString(counters.dropped));
        }
        return {};
    default: return {};
    }
}

QString DropsModel::columnTitle(int column) const
{
    switch (column) {
    case SourceColumn: return tr("Source");
    case SeenColumn: return tr("Seen");
    case StoredColumn: return tr("Stored");
    case DroppedColumn: return tr("Dropped");
    default: return {};
    }
}

Qt::Alignment DropsModel::columnAlignment(int column) const
{
    return (column == SourceColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter;
}

} // namespace faultline
