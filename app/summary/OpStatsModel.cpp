#include "OpStatsModel.h"

#include "OpCatalog.h"
#include "QtText.h"
#include "common/TimeFormat.h"

#include <QLocale>

#include <set>

namespace faultline {

namespace {

bool arg0IsBytes(const OpStats& stats)
{
    return capture::OpCatalog::info(stats.source, stats.op).arg0IsBytes;
}

} // namespace

OpStatsModel::OpStatsModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
    TimeFormat::refreshOnDisplayChange(this);
}

void OpStatsModel::setStatistics(std::vector<OpStats> stats, QHash<quint32, QString> processNames)
{
    beginResetModel();
    m_stats = std::move(stats);
    m_processNames = std::move(processNames);
    // The all-processes row of an op comes before any per-process row of it, so the first pid-0
    // row of each (source, op) is the sum; a later one is the real pid 0 (the kernel's idle task).
    m_allProcesses.assign(m_stats.size(), false);
    std::set<std::pair<std::uint8_t, std::uint8_t>> seen;
    for (std::size_t i = 0; i < m_stats.size(); ++i) {
        if (m_stats[i].pid == 0)
            m_allProcesses[i] = seen.insert({m_stats[i].source, m_stats[i].op}).second;
    }
    endResetModel();
}

void OpStatsModel::clear()
{
    setStatistics({}, {});
}

QString OpStatsModel::processLabel(int row) const
{
    if (isAllProcesses(row))
        return tr("all");
    const quint32 pid = statsAt(row).pid;
    const QString name = m_processNames.value(pid);
    return name.isEmpty() ? QString::number(pid) : QStringLiteral("%1 %2").arg(pid).arg(name);
}

int OpStatsModel::rows() const
{
    return static_cast<int>(m_stats.size());
}

QVariant OpStatsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OpStats& stats = statsAt(index.row());
    switch (role) {
    case Qt::DisplayRole: return display(index.row(), stats, index.column());
    case Qt::ToolTipRole: return toolTip(stats, index.column());
    case Qt::TextAlignmentRole: return alignmentData(index.column());
    case SortRole: return sortKey(index.row(), stats, index.column());
    case PidRole: return isAllProcesses(index.row()) ? qint64(-1) : qint64(stats.pid);
    case SourceRole: return int(stats.source);
    case OpRole: return int(stats.op);
    case SampledRole: return stats.sampled();
    default: return {};
    }
}

QVariant OpStatsModel::display(int row, const OpStats& stats, int column) const
{
    const QLocale locale;
    // Ops only the aggregates know, and launches probed at their entry only, have no durations.
    const auto duration = [&stats](std::int64_t ns) {
        return stats.timed ? TimeFormat::duration(ns) : QStringLiteral("—");
    };
    switch (column) {
    case SourceColumn: return QString::fromStdString(stats.sourceName());
    case OpColumn: return QString::fromStdString(stats.opName());
    case ProcessColumn: return processLabel(row);
    case CountColumn:
        if (stats.sampled())
            return tr("%1 of %2 (sampled)").arg(locale.toString(stats.count), locale.toString(stats.totalCount));
        return locale.toString(stats.count);
    case P50Column: return duration(stats.p50);
    case P95Column: return duration(stats.p95);
    case P99Column: return duration(stats.p99);
    case MaxColumn: return duration(stats.max);
    case BytesColumn: return arg0IsBytes(stats) ? text::bytesText(stats.totalBytes) : QString();
    default: return {};
    }
}

QVariant OpStatsModel::sortKey(int row, const OpStats& stats, int column) const
{
    switch (column) {
    case SourceColumn:
        // Catalogue order: source, then op, then process.
        return (qint64(stats.source) << 40) | (qint64(stats.op) << 32)
            | (isAllProcesses(row) ? qint64(0) : qint64(stats.pid) + 1);
    case OpColumn: return QString::fromStdString(stats.opName());
    case ProcessColumn: return isAllProcesses(row) ? qint64(-1) : qint64(stats.pid);
    case CountColumn: return qint64(stats.count);
    case P50Column: return qint64(stats.p50);
    case P95Column: return qint64(stats.p95);
    case P99Column: return qint64(stats.p99);
    case MaxColumn: return qint64(stats.max);
    case BytesColumn: return arg0IsBytes(stats) ? qint64(stats.totalBytes) : qint64(-1);
    default: return {};
    }
}

QVariant OpStatsModel::toolTip(const OpStats& stats, int column) const
{
    const QLocale locale;
    switch (column) {
    case SourceColumn: return text::toQString(capture::OpCatalog::sourceDescription(stats.source));
    case OpColumn: return text::toQString(capture::OpCatalog::opDescription(stats.source, stats.op));
    case CountColumn:
        if (stats.sampled()) {
            return tr("The capture stored %1 of the %2 calls the tracer saw (event_aggregates hold the true "
                      "count). Latency percentiles are computed over the stored calls.")
                .arg(locale.toString(stats.count), locale.toString(stats.totalCount));
        }
        return tr("Every call the tracer saw is stored.");
    case P50Column:
    case P95Column:
    case P99Column: return tr("Nearest-rank percentile of the stored calls' durations.");
    case BytesColumn:
        if (arg0IsBytes(stats) && stats.totalBytes != stats.bytes) {
            return tr("%1 in all calls (event_aggregates); %2 in the stored calls.")
                .arg(text::bytesText(stats.totalBytes), text::bytesText(stats.bytes));
        }
        return {};
    default: return {};
    }
}

QString OpStatsModel::columnTitle(int column) const
{
    switch (column) {
    case SourceColumn: return tr("Source");
    case OpColumn: return tr("Op");
    case ProcessColumn: return tr("Process");
    case CountColumn: return tr("Count");
    case P50Column: return tr("p50");
    case P95Column: return tr("p95");
    case P99Column: return tr("p99");
    case MaxColumn: return tr("Max");
    case BytesColumn: return tr("Total bytes");
    default: return {};
    }
}

QString OpStatsModel::columnToolTip(int column) const
{
    switch (column) {
    case CountColumn: return tr("Stored calls; “of N (sampled)” when the capture kept only a subset.");
    case P50Column:
    case P95Column:
    case P99Column: return tr("Latency percentile over the stored calls (nearest rank).");
    case BytesColumn: return tr("Bytes requested or copied, for ops whose first argument is a size.");
    default: return {};
    }
}

Qt::Alignment OpStatsModel::columnAlignment(int column) const
{
    return (column >= CountColumn ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
}

} // namespace faultline
