#pragma once

#include "ProbeQuery.h"
#include "common/TableModel.h"

#include <vector>

namespace faultline {

// The processes a probe may trace (its ListProcesses answer): pid, user, command line, CUDA
// libraries mapped.
class ProcessListModel : public TableModel
{
    Q_OBJECT
public:
    enum Column { Pid, User, CommandLine, CudaLibraries, ColumnCount };
    static constexpr int kUsesCudaRole = Qt::UserRole + 1;
    static constexpr int kPidRole = Qt::UserRole + 2;

    explicit ProcessListModel(QObject* parent = nullptr);

    void setProcesses(std::vector<remote::ProbeProcess> processes);
    [[nodiscard]] const std::vector<remote::ProbeProcess>& processes() const { return m_processes; }

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;

    std::vector<remote::ProbeProcess> m_processes;
};

} // namespace faultline
