#include "TraceEntryModel.h"

#include "OomExplainer.h"
#include "QtText.h"

#include <QColor>

#include <limits>

namespace faultline {

using namespace faultline::snapshot;

TraceEntryModel::TraceEntryModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
}

void TraceEntryModel::setReplay(const SnapshotReplay* replay)
{
    beginResetModel();
    m_replay = replay;
    endResetModel();
}

int TraceEntryModel::rows() const
{
    if (!m_replay)
        return 0;
    return static_cast<int>(std::min<std::size_t>(m_replay->entryCount(), std::numeric_limits<int>::max()));
}

QVariant TraceEntryModel::data(const QModelIndex& index, int role) const
{
    if (!m_replay || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Snapshot& s = m_replay->snapshot();
    const std::size_t row = m_replay->rowOf(static_cast<std::size_t>(index.row()));
    const TraceColumns& t = s.trace;
    if (role == Qt::ForegroundRole && index.column() == Action) {
        switch (t.action[row]) {
        case snapshot::Action::Oom: return QColor(0xc0, 0x20, 0x20);
        case snapshot::Action::Alloc: return QColor(0x2a, 0x6a, 0xa8);
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != Action && index.column() != Site)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Index: return index.row();
    case Time:
        if (t.timeUs[row] == TraceColumns::kNoTime)
            return QString();
        {
            const std::int64_t first = t.timeUs[m_replay->rowOf(0)];
            const std::int64_t base = first == TraceColumns::kNoTime ? 0 : first;
            return QString::number(static_cast<double>(t.timeUs[row] - base) / 1000.0, 'f', 3);
        }
    case Action: return QString::fromUtf8(s.actionNameOf(row));
    case Address:
        // An oom entry's address field is the GPU's free memory, when the source has it.
        if (t.action[row] == snapshot::Action::Oom)
            return t.addr[row] == TraceColumns::kUnknownFree ? tr("GPU free: unknown")
                                                             : tr("GPU free: %1").arg(text::bytesText(t.addr[row]));
        return QStringLiteral("0x%1").arg(t.addr[row], 0, 16);
    case Size: return role == Qt::ToolTipRole ? QString::number(t.size[row]) : text::bytesText(t.size[row]);
    case Stream:
        return t.stream[row] < s.streams.size() ? QStringLiteral("0x%1").arg(s.streams[t.stream[row]], 0, 16)
                                                : QString();
    case Site: {
        // Each entry's frames are where it happened: a free's are where the tensor was freed.
        const std::int64_t site = s.allocationSite(t.stack[row]);
        if (site < 0)
            return QString();
        const QString where = QString::fromStdString(s.describeFrame(static_cast<FrameId>(site)));
        switch (t.action[row]) {
        case snapshot::Action::Alloc: return tr("allocated at %1").arg(where);
        case snapshot::Action::FreeRequested:
        case snapshot::Action::FreeCompleted: return tr("freed at %1").arg(where);
        case snapshot::Action::SegmentAlloc:
        case snapshot::Action::SegmentMap: return tr("segment mapped at %1").arg(where);
        case snapshot::Action::SegmentFree:
        case snapshot::Action::SegmentUnmap: return tr("segment released at %1").arg(where);
        case snapshot::Action::Oom: return tr("out of memory at %1").arg(where);
        default: return where;
        }
    }
    default: return {};
    }
}

QString TraceEntryModel::columnTitle(int column) const
{
    switch (column) {
    case Index: return tr("#");
    case Time: return tr("Time (ms)");
    case Action: return tr("Action");
    case Address: return tr("Address");
    case Size: return tr("Size");
    case Stream: return tr("Stream");
    case Site: return tr("Where");
    default: return {};
    }
}

} // namespace faultline
