#include "CompareModels.h"

#include "QtText.h"
#include "Units.h"

#include <QColor>

#include <cmath>

namespace faultline {

namespace {

QString perUnitDuration(double ns)
{
    return text::durationText(static_cast<std::int64_t>(std::llround(ns)));
}

QString count(double n)
{
    if (n == 0)
        return QStringLiteral("0");
    if (n >= 100 || n == std::floor(n))
        return QString::number(std::llround(n));
    return QString::number(n, 'f', n >= 10 ? 1 : 2);
}

} // namespace

CaptureChangesModel::CaptureChangesModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
}

void CaptureChangesModel::setDiff(const CaptureDiff* diff)
{
    beginResetModel();
    m_diff = diff;
    m_rows.clear();
    if (diff) {
        for (const CaptureDiffRow& r : diff->rows)
            m_rows.push_back(&r);
        for (const CaptureDiffRow& r : diff->chains)
            m_rows.push_back(&r);
    }
    endResetModel();
}

const CaptureDiffRow* CaptureChangesModel::rowAt(int row) const
{
    return row >= 0 && row < rows() ? m_rows[static_cast<std::size_t>(row)] : nullptr;
}

QString CaptureChangesModel::kindKey(CaptureDiffRow::Kind kind)
{
    switch (kind) {
    case CaptureDiffRow::Kind::Call: return QStringLiteral("call");
    case CaptureDiffRow::Kind::Kernel: return QStringLiteral("kernel");
    case CaptureDiffRow::Kind::Range: return QStringLiteral("range");
    case CaptureDiffRow::Kind::Idle: return QStringLiteral("idle");
    case CaptureDiffRow::Kind::Chain: return QStringLiteral("chain");
    }
    return {};
}

QString CaptureChangesModel::kindText(CaptureDiffRow::Kind kind)
{
    switch (kind) {
    case CaptureDiffRow::Kind::Call: return tr("CUDA call");
    case CaptureDiffRow::Kind::Kernel: return tr("GPU kernel");
    case CaptureDiffRow::Kind::Range: return tr("Range");
    case CaptureDiffRow::Kind::Idle: return tr("GPU idle");
    case CaptureDiffRow::Kind::Chain: return tr("Chain");
    }
    return {};
}

QString CaptureChangesModel::columnTitle(int column) const
{
    const bool perStep = !m_diff || m_diff->bySteps;
    switch (column) {
    case KindColumn: return tr("What");
    case NameColumn: return tr("Name");
    case WhereColumn: return tr("Where");
    case TimeAColumn: return perStep ? tr("A per step") : tr("A per second");
    case TimeBColumn: return perStep ? tr("B per step") : tr("B per second");
    case ChangeColumn: return tr("Change");
    case ShareColumn: return tr("Change %");
    case CountAColumn: return perStep ? tr("Count A / step") : tr("Count A / s");
    case CountBColumn: return perStep ? tr("Count B / step") : tr("Count B / s");
    case MedianAColumn: return tr("Median A");
    case MedianBColumn: return tr("Median B");
    default: return {};
    }
}

QString CaptureChangesModel::columnToolTip(int column) const
{
    switch (column) {
    case WhereColumn:
        return tr(
            "The Python line of the change (a chain's source, an idle cause's largest place), else the op it was in");
    case TimeAColumn:
    case TimeBColumn: return tr("Time in it per step of the run (per second when either run has no steps)");
    case ChangeColumn: return tr("B's time minus A's: negative is faster");
    case MedianAColumn:
    case MedianBColumn: return tr("The median latency of one call, kernel or range");
    default: return {};
    }
}

Qt::Alignment CaptureChangesModel::columnAlignment(int column) const
{
    return column >= TimeAColumn ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter;
}

QVariant CaptureChangesModel::data(const QModelIndex& index, int role) const
{
    const CaptureDiffRow* r = rowAt(index.row());
    if (!r)
        return {};
    const int column = index.column();
    if (role == KindRole)
        return kindKey(r->kind);
    if (role == Qt::TextAlignmentRole)
        return alignmentData(column);
    if (role == Qt::ToolTipRole) {
        if (column == NameColumn)
            return text::toQString(r->title.empty() ? captureDiffRowLabel(*r) : r->title);
        if (column == WhereColumn)
            return text::toQString(r->where);
        return {};
    }
    if (role == Qt::ForegroundRole && column == ChangeColumn && r->change() != 0)
        return QColor(r->change() < 0 ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28));
    const bool display = role == Qt::DisplayRole;
    if (!display && role != SortRole)
        return {};
    switch (column) {
    case KindColumn: return kindText(r->kind);
    case NameColumn:
        if (r->kind == CaptureDiffRow::Kind::Idle)
            return text::toQString(captureDiffBucketLabel("idle." + r->name));
        if (r->kind == CaptureDiffRow::Kind::Chain && !r->title.empty())
            return text::toQString(r->title);
        return text::toQString(r->name);
    case WhereColumn: return text::toQString(r->where);
    case TimeAColumn: return display ? (r->inA ? perUnitDuration(r->nsA) : QStringLiteral("—")) : QVariant(r->nsA);
    case TimeBColumn: return display ? (r->inB ? perUnitDuration(r->nsB) : QStringLiteral("—")) : QVariant(r->nsB);
    case ChangeColumn:
        return display ? text::toQString(text::formatSignedDuration(std::llround(r->change()))) : QVariant(r->change());
    case ShareColumn:
        if (!r->inA)
            return display ? tr("new") : QVariant(1e300);
        if (!r->inB)
            return display ? tr("gone") : QVariant(-1.0);
        if (r->nsA <= 0)
            return display ? QString() : QVariant(0.0);
        if (display)
            return text::toQString(text::formatRelativeChange(r->nsA, r->nsB));
        return r->change() / r->nsA;
    case CountAColumn: return display ? count(r->countA) : QVariant(r->countA);
    case CountBColumn: return display ? count(r->countB) : QVariant(r->countB);
    case MedianAColumn:
        return display ? (r->medianA > 0 ? text::durationText(r->medianA) : QString()) : QVariant(qint64(r->medianA));
    case MedianBColumn:
        return display ? (r->medianB > 0 ? text::durationText(r->medianB) : QString()) : QVariant(qint64(r->medianB));
    default: return {};
    }
}

SnapshotChangesModel::SnapshotChangesModel(Table table, QObject* parent)
    : TableModel(ColumnCount, parent)
    , m_table(table)
{
}

void SnapshotChangesModel::setDiff(const snapshot::SnapshotDiff* diff)
{
    beginResetModel();
    m_diff = diff;
    endResetModel();
}

const std::vector<snapshot::BytesChange>* SnapshotChangesModel::changes() const
{
    if (!m_diff)
        return nullptr;
    return m_table == Table::Sites ? &m_diff->sites : &m_diff->sizeClasses;
}

int SnapshotChangesModel::rows() const
{
    const auto* c = changes();
    return c ? static_cast<int>(c->size()) : 0;
}

const snapshot::BytesChange* SnapshotChangesModel::rowAt(int row) const
{
    const auto* c = changes();
    return c && row >= 0 && row < static_cast<int>(c->size()) ? &(*c)[static_cast<std::size_t>(row)] : nullptr;
}

QString SnapshotChangesModel::columnTitle(int column) const
{
    switch (column) {
    case LabelColumn: return m_table == Table::Sites ? tr("Allocation site") : tr("Block size");
    case BytesAColumn: return tr("Allocated in A");
    case BytesBColumn: return tr("Allocated in B");
    case ChangeColumn: return tr("Change");
    case BlocksAColumn: return tr("Blocks in A");
    case BlocksBColumn: return tr("Blocks in B");
    default: return {};
    }
}

Qt::Alignment SnapshotChangesModel::columnAlignment(int column) const
{
    return column == LabelColumn ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter;
}

QVariant SnapshotChangesModel::data(const QModelIndex& index, int role) const
{
    const snapshot::BytesChange* c = rowAt(index.row());
    if (!c)
        return {};
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return alignmentData(column);
    if (role == Qt::ToolTipRole && column == LabelColumn)
        return text::toQString(c->label);
    if (role == Qt::ForegroundRole && column == ChangeColumn && c->change() != 0)
        return QColor(c->change() < 0 ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28));
    const bool display = role == Qt::DisplayRole;
    if (!display && role != SortRole)
        return {};
    switch (column) {
    case LabelColumn:
        if (display && c->label.empty())
            return tr("(no frames)");
        return m_table == Table::SizeClasses && !display ? QVariant(qulonglong(c->minBytes))
                                                         : QVariant(text::toQString(c->label));
    case BytesAColumn: return display ? text::bytesText(c->bytesA) : QVariant(qulonglong(c->bytesA));
    case BytesBColumn: return display ? text::bytesText(c->bytesB) : QVariant(qulonglong(c->bytesB));
    case ChangeColumn: return display ? text::signedBytesText(c->change()) : QVariant(qlonglong(c->change()));
    case BlocksAColumn: return display ? QString::number(c->blocksA) : QVariant(qulonglong(c->blocksA));
    case BlocksBColumn: return display ? QString::number(c->blocksB) : QVariant(qulonglong(c->blocksB));
    default: return {};
    }
}

} // namespace faultline
