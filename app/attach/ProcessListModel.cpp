#include "ProcessListModel.h"

#include <QFileInfo>
#include <QStringList>

namespace faultline {

namespace {

QString librariesText(const remote::ProbeProcess& p)
{
    QStringList names;
    for (const std::string& path : p.cudaLibraries)
        names << QFileInfo(QString::fromStdString(path)).fileName();
    names.removeDuplicates();
    return names.join(QStringLiteral(", "));
}

} // namespace

ProcessListModel::ProcessListModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
}

void ProcessListModel::setProcesses(std::vector<remote::ProbeProcess> processes)
{
    beginResetModel();
    m_processes = std::move(processes);
    endResetModel();
}

int ProcessListModel::rows() const
{
    return static_cast<int>(m_processes.size());
}

QVariant ProcessListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const remote::ProbeProcess& p = m_processes[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Pid: return p.pid;
        case User: return p.user.empty() ? QString::number(p.uid) : QString::fromStdString(p.user);
        case CommandLine: return QString::fromStdString(p.commandLine);
        case CudaLibraries: return librariesText(p);
        default: return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == CudaLibraries && !p.cudaLibraries.empty()) {
            QStringList paths;
            for (const std::string& path : p.cudaLibraries)
                paths << QString::fromStdString(path);
            return paths.join(QLatin1Char('\n'));
        }
        if (index.column() == CommandLine)
            return QString::fromStdString(p.commandLine);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Pid)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case kUsesCudaRole: return !p.cudaLibraries.empty();
    case kPidRole: return p.pid;
    default: return {};
    }
}

QString ProcessListModel::columnTitle(int column) const
{
    switch (column) {
    case Pid: return tr("PID");
    case User: return tr("User");
    case CommandLine: return tr("Command line");
    case CudaLibraries: return tr("CUDA libraries");
    default: return {};
    }
}

} // namespace faultline
