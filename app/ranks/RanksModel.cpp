#include "RanksModel.h"

#include "QtText.h"
#include "common/TimeFormat.h"

#include <QApplication>
#include <QFont>
#include <QIcon>
#include <QLocale>
#include <QStyle>

#include <cstdlib>

namespace faultline {

namespace {

// A rank's step time is shown against the median rank's when it differs by at least this share:
// below it, steps differ by noise.
constexpr double kStepDifferenceShare = 0.02;

QString dash()
{
    return QStringLiteral("—");
}

} // namespace

RanksModel::RanksModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
    TimeFormat::refreshOnDisplayChange(this);
}

void RanksModel::setAnalysis(std::shared_ptr<const RankAnalysis> analysis)
{
    beginResetModel();
    m_analysis = analysis && analysis->isJob() ? std::move(analysis) : nullptr;
    endResetModel();
}

int RanksModel::rows() const
{
    return m_analysis ? static_cast<int>(m_analysis->ranks.size()) : 0;
}

QString RanksModel::lastText(std::int64_t last, std::int64_t collectives)
{
    return tr("arrived last at %1 of %2 collectives").arg(last).arg(collectives);
}

QVariant RanksModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_analysis)
        return {};
    const int row = index.row();
    const RankInfo& rank = m_analysis->ranks[static_cast<std::size_t>(row)];
    const bool straggler = row == m_analysis->straggler;
    switch (role) {
    case Qt::DisplayRole: return display(rank, index.column());
    case Qt::TextAlignmentRole: return alignmentData(index.column());
    case Qt::ToolTipRole: return toolTip(rank, row, index.column());
    case Qt::FontRole:
        if (straggler) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::DecorationRole:
        if (straggler && index.column() == RankColumn)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case SortRole: return sortValue(rank, index.column());
    case RankIndexRole: return row;
    default: return {};
    }
}

QVariant RanksModel::display(const RankInfo& rank, int column) const
{
    const QLocale locale;
    switch (column) {
    case RankColumn: return rank.rank >= 0 ? locale.toString(rank.rank) : dash();
    case HostColumn:
        return !rank.host.empty() ? text::toQString(rank.host)
            : !rank.node.empty()  ? text::toQString(rank.node)
                                  : dash();
    case GpuColumn: return rank.device >= 0 ? tr("GPU %1").arg(rank.device) : dash();
    case StepColumn: {
        if (rank.stepNs <= 0)
            return dash();
        QString text = TimeFormat::duration(rank.stepNs);
        const std::int64_t median = m_analysis->stepMedianNs;
        if (median > 0
            && static_cast<double>(std::llabs(rank.stepNs - median))
                >= kStepDifferenceShare * static_cast<double>(median))
            //: %1 a rank's step time, %2 its difference from the median rank's ("+1.25 ms")
            text = tr("%1 (%2)").arg(text, text::toQString(text::formatSignedDuration(rank.stepNs - median)));
        return text;
    }
    case BusyColumn: return rank.spanNs > 0 ? text::percentText(rank.gpuBusy()) : dash();
    // Without a matched collective there is no wait to tell, not a wait of zero.
    case WaitColumn: return rank.collectives > 0 ? TimeFormat::duration(rank.waitNs) : dash();
    case LastColumn: return rank.collectives > 0 ? locale.toString(rank.lastCount) : dash();
    case CollectivesColumn: return locale.toString(rank.collectives);
    default: return {};
    }
}

QVariant RanksModel::sortValue(const RankInfo& rank, int column) const
{
    switch (column) {
    case RankColumn: return rank.rank;
    case HostColumn: return text::toQString(rank.host.empty() ? rank.node : rank.host);
    case GpuColumn: return rank.device;
    case StepColumn: return qint64(rank.stepNs);
    case BusyColumn: return rank.spanNs > 0 ? rank.gpuBusy() : -1.0;
    case WaitColumn: return qint64(rank.waitNs);
    case LastColumn: return qint64(rank.lastCount);
    case CollectivesColumn: return qint64(rank.collectives);
    default: return {};
    }
}

QString RanksModel::toolTip(const RankInfo& rank, int row, int column) const
{
    if (row == m_analysis->straggler)
        return tr("The straggler: %1; the other ranks waited %2 for it.")
            .arg(lastText(m_analysis->stragglerLast, static_cast<std::int64_t>(m_analysis->collectives.size())),
                 TimeFormat::duration(m_analysis->othersWaitNs));
    switch (column) {
    case StepColumn:
        if (rank.stepNs > 0 && m_analysis->stepMedianNs > 0)
            return tr("Median of %1 counted steps; the median rank's step is %2.")
                .arg(rank.steps)
                .arg(TimeFormat::duration(m_analysis->stepMedianNs));
        return {};
    case BusyColumn:
        if (rank.spanNs > 0)
            return tr("GPU busy %1 of %2 (compute kernels %3).")
                .arg(TimeFormat::duration(rank.busyNs), TimeFormat::duration(rank.spanNs),
                     TimeFormat::duration(rank.computeNs));
        return {};
    case WaitColumn:
        if (rank.spanNs > 0)
            return tr("%1 of its counted steps spent waiting for the last rank to arrive at a collective.")
                .arg(text::percentText(static_cast<double>(rank.waitNs) / static_cast<double>(rank.spanNs)));
        return {};
    case LastColumn: return lastText(rank.lastCount, rank.collectives);
    default: return {};
    }
}

QString RanksModel::columnTitle(int column) const
{
    switch (column) {
    case RankColumn: return tr("Rank");
    case HostColumn: return tr("Host");
    case GpuColumn: return tr("GPU");
    case StepColumn: return tr("Step time");
    case BusyColumn: return tr("GPU busy");
    case WaitColumn: return tr("Waiting");
    case LastColumn: return tr("Last to arrive");
    case CollectivesColumn: return tr("Collectives");
    default: return {};
    }
}

QString RanksModel::columnToolTip(int column) const
{
    switch (column) {
    case HostColumn: return tr("The host the rank ran on, or its node in the capture.");
    case StepColumn:
        return tr("The rank's median step, warm-up left out; beside it, how far it is from the median rank's.");
    case BusyColumn: return tr("Share of the counted steps (or of its GPU span) its GPU was busy.");
    case WaitColumn:
        return tr("Time in collectives spent waiting for the last rank: its kernels' time beyond the last arrival's.");
    case LastColumn: return tr("Collectives at which this rank arrived last, so that the others waited for it.");
    case CollectivesColumn: return tr("Collectives matched across the ranks that this rank took part in.");
    default: return {};
    }
}

Qt::Alignment RanksModel::columnAlignment(int column) const
{
    return (column == HostColumn || column == GpuColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter;
}

} // namespace faultline
