#include "ProcessFilterModel.h"

#include "ProcessListModel.h"

namespace faultline {

ProcessFilterModel::ProcessFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
}

void ProcessFilterModel::setText(const QString& text)
{
    if (text.trimmed() == m_text)
        return;
    m_text = text.trimmed();
    invalidateFilter();
}

void ProcessFilterModel::setCudaOnly(bool cudaOnly)
{
    if (cudaOnly == m_cudaOnly)
        return;
    m_cudaOnly = cudaOnly;
    invalidateFilter();
}

bool ProcessFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QAbstractItemModel* model = sourceModel();
    const QModelIndex first = model->index(sourceRow, 0, sourceParent);
    if (m_cudaOnly && !first.data(ProcessListModel::kUsesCudaRole).toBool())
        return false;
    if (m_text.isEmpty())
        return true;
    for (const int column : {ProcessListModel::Pid, ProcessListModel::User, ProcessListModel::CommandLine,
                             ProcessListModel::CudaLibraries}) {
        if (model->index(sourceRow, column, sourceParent).data().toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool ProcessFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    if (left.column() == ProcessListModel::Pid)
        return left.data(ProcessListModel::kPidRole).toUInt() < right.data(ProcessListModel::kPidRole).toUInt();
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace faultline
