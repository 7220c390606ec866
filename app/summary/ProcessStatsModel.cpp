#include "ProcessStatsModel.h"

#include "CaptureDescription.h"
#include "common/TimeFormat.h"

#include <QLocale>

namespace faultline {

ProcessStatsModel::ProcessStatsModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
    TimeFormat::refreshOnDisplayChange(this);
}

void ProcessStatsModel::setStatistics(std::vector<ProcessStats> stats)
{
    beginResetModel();
    m_stats = std::move(stats);
    endResetModel();
}

void ProcessStatsModel::clear()
{
    setStatistics({});
}

int ProcessStatsModel::rows() const
{
    return static_cast<int>(m_stats.size());
}

QString ProcessStatsModel::label(const ProcessStats& stats)
{
    // A GPU of an imported trace has a made-up pid: it is named by its number and model alone.
    QString text = stats.gpuDevice >= 0 ? QString::fromStdString(stats.name)
        : stats.name.empty()            ? QString::number(stats.pid)
                             : QStringLiteral("%1 %2").arg(stats.pid).arg(QString::fromStdString(stats.name));
    if (!stats.node.empty())
        //: %1 a node or rank of a merged capture ("rank3"), %2 a process or GPU
        text = tr("%1 · %2").arg(QString::fromStdString(stats.node), text);
    return text;
}

QVariant ProcessStatsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ProcessStats& stats = statsAt(index.row());
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ProcessColumn: return label(stats);
        case ThreadsColumn: return locale.toString(stats.threads);
        case EventsColumn: return locale.toString(stats.events);
        // Figures the capture does not have are unknown, never 0: a GPU makes no CUDA calls and
        // is not scheduled; a profiler trace records no scheduling.
        case CudaCallsColumn:
            return stats.gpuDevice >= 0 ? CaptureDescription::unknown() : locale.toString(stats.cudaCalls);
        case OffCpuColumn:
            return stats.schedulingKnown ? TimeFormat::duration(stats.offCpuNs) : CaptureDescription::unknown();
        case SwitchesColumn:
            return stats.schedulingKnown ? locale.toString(stats.contextSwitches) : CaptureDescription::unknown();
        default: return {};
        }
    case Qt::TextAlignmentRole: return alignmentData(index.column());
    case SortRole:
        switch (index.column()) {
        case ProcessColumn: return qint64(stats.pid);
        case ThreadsColumn: return qint64(stats.threads);
        case EventsColumn: return qint64(stats.events);
        case CudaCallsColumn: return stats.gpuDevice >= 0 ? qint64(-1) : qint64(stats.cudaCalls);
        case OffCpuColumn: return stats.schedulingKnown ? qint64(stats.offCpuNs) : qint64(-1);
        case SwitchesColumn: return stats.schedulingKnown ? qint64(stats.contextSwitches) : qint64(-1);
        default: return {};
        }
    case PidRole: return qint64(stats.pid);
    default: return {};
    }
}

QString ProcessStatsModel::columnTitle(int column) const
{
    switch (column) {
    case ProcessColumn: return tr("Process");
    case ThreadsColumn: return tr("Threads");
    case EventsColumn: return tr("Events");
    case CudaCallsColumn: return tr("CUDA calls");
    case OffCpuColumn: return tr("Off-CPU");
    case SwitchesColumn: return tr("Switches");
    default: return {};
    }
}

QString ProcessStatsModel::columnToolTip(int column) const
{
    switch (column) {
    case EventsColumn: return tr("Stored events of this process, all sources.");
    case CudaCallsColumn: return tr("Stored CUDA runtime and driver calls.");
    case OffCpuColumn: return tr("Time its threads spent off CPU (sched_switch intervals).");
    case SwitchesColumn: return tr("Times its threads were switched out (stored sched_switch events).");
    default: return {};
    }
}

Qt::Alignment ProcessStatsModel::columnAlignment(int column) const
{
    return (column == ProcessColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter;
}

} // namespace faultline
