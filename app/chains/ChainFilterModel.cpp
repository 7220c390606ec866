#include "ChainFilterModel.h"

#include "ChainListModel.h"

#include <algorithm>

namespace faultline {

ChainFilterModel::ChainFilterModel(ChainListModel* source, QObject* parent)
    : QSortFilterProxyModel(parent)
    , m_source(source)
{
    setSourceModel(source);
    setSortRole(ChainListModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

void ChainFilterModel::setSeverityShown(ChainSeverity severity, bool shown)
{
    const auto i = static_cast<std::size_t>(severity);
    if (i >= std::size(m_shown) || m_shown[i] == shown)
        return;
    m_shown[i] = shown;
    invalidateRowsFilter();
}

bool ChainFilterModel::isSeverityShown(ChainSeverity severity) const
{
    const auto i = static_cast<std::size_t>(severity);
    return i < std::size(m_shown) && m_shown[i];
}

void ChainFilterModel::setProcess(quint32 pid)
{
    if (pid == m_pid)
        return;
    m_pid = pid;
    invalidateRowsFilter();
}

bool ChainFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const Chain* chain = m_source->chain(sourceRow);
    if (!chain || !isSeverityShown(chain->severity))
        return false;
    if (m_pid == 0)
        return true;
    const std::vector<quint32>& pids = m_source->involvedPids(sourceRow);
    return std::find(pids.begin(), pids.end(), m_pid) != pids.end();
}

} // namespace faultline
