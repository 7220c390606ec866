#pragma once

#include "ChainEngine.h"

#include <QSortFilterProxyModel>

namespace faultline {

class ChainListModel;

// Filters a ChainListModel by severity (each of HIGH, MEDIUM, LOW on or off) and by process (a
// chain passes when it is about the process or has evidence in it), and sorts by SortRole.
class ChainFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ChainFilterModel(ChainListModel* source, QObject* parent = nullptr);

    void setSeverityShown(ChainSeverity severity, bool shown);
    [[nodiscard]] bool isSeverityShown(ChainSeverity severity) const;
    // 0 shows every process.
    void setProcess(quint32 pid);
    [[nodiscard]] quint32 process() const { return m_pid; }

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    ChainListModel* m_source = nullptr;
    bool m_shown[3] = {true, true, true}; // by ChainSeverity
    quint32 m_pid = 0;
};

} // namespace faultline
