#include "NotesModel.h"

#include "AnnotationSet.h"
#include "QtText.h"
#include "common/TimeFormat.h"
#include "timeline/AnnotationOverlay.h"

#include <QColor>
#include <QFont>
#include <QPalette>

namespace faultline {

NotesModel::NotesModel(QObject* parent)
    : TableModel(ColumnCount, parent)
{
}

void NotesModel::setNotes(const AnnotationSet* notes, QSet<quint64> readOnly, qint64 origin)
{
    beginResetModel();
    if (m_notes)
        disconnect(m_notes, nullptr, this, nullptr);
    m_notes = notes;
    m_readOnly = std::move(readOnly);
    m_origin = origin;
    if (notes) {
        // The set changes a note at a time, but the shown set is replaced as a whole when the
        // capture's own notes are merged in: a reset keeps it simple and the list is short.
        connect(notes, &AnnotationSet::annotationAdded, this, &NotesModel::reset);
        connect(notes, &AnnotationSet::annotationRemoved, this, &NotesModel::reset);
        connect(notes, &AnnotationSet::annotationsReset, this, &NotesModel::reset);
        connect(notes, &AnnotationSet::annotationChanged, this, [this](quint64 id) {
            const int row = rowOf(id);
            if (row >= 0)
                emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        });
        connect(notes, &QObject::destroyed, this, &NotesModel::reset);
    }
    endResetModel();
}

void NotesModel::setReadOnly(QSet<quint64> readOnly)
{
    m_readOnly = std::move(readOnly);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void NotesModel::reset()
{
    beginResetModel();
    endResetModel();
}

const Annotation* NotesModel::noteAt(int row) const
{
    if (!m_notes || row < 0 || row >= m_notes->size())
        return nullptr;
    return &m_notes->annotations().at(row);
}

int NotesModel::rowOf(quint64 id) const
{
    return m_notes ? static_cast<int>(m_notes->indexOf(id)) : -1;
}

int NotesModel::rows() const
{
    return m_notes ? static_cast<int>(m_notes->size()) : 0;
}

QVariant NotesModel::data(const QModelIndex& index, int role) const
{
    const Annotation* note = noteAt(index.row());
    if (!note || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    const bool readOnly = m_readOnly.contains(note->id);
    switch (role) {
    case IdRole: return QVariant::fromValue(note->id);
    case ReadOnlyRole: return readOnly;
    case Qt::FontRole:
        if (readOnly) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        if (readOnly)
            return tr("Stored in the capture's annotations table: shown, not changed here. %1").arg(note->text);
        return note->text;
    case Qt::DecorationRole:
        if (index.column() == TimeColumn) {
            return note->colour.isEmpty() ? defaultAnnotationColour(QPalette())
                                          : annotationColour(*note, defaultAnnotationColour(QPalette()));
        }
        return {};
    case SortRole:
        if (index.column() == TimeColumn)
            return QVariant::fromValue(note->start);
        return data(index, Qt::DisplayRole);
    case Qt::DisplayRole: break;
    default: return {};
    }
    switch (static_cast<Column>(index.column())) {
    case TimeColumn: return TimeFormat::offset(note->start - m_origin, 1000);
    case KindColumn:
        if (note->isSpan())
            return tr("span, %1").arg(text::durationText(note->end - note->start));
        return tr("point");
    case TextColumn: return QString(note->text).replace(QLatin1Char('\n'), QStringLiteral(" ⏎ "));
    case AuthorColumn: return note->author;
    case PinnedColumn:
        if (!note->chainId.isEmpty())
            return tr("chain %1").arg(note->chainId);
        if (!note->eventId.isEmpty())
            return note->pid != 0 ? tr("event %1 (pid %2)").arg(note->eventId).arg(note->pid)
                                  : tr("event %1").arg(note->eventId);
        if (note->pid != 0)
            return tr("pid %1").arg(note->pid);
        return QString();
    case ColumnCount: break;
    }
    return {};
}

QString NotesModel::columnTitle(int column) const
{
    switch (column) {
    case TimeColumn: return tr("Time");
    case KindColumn: return tr("Kind");
    case TextColumn: return tr("Text");
    case AuthorColumn: return tr("Author");
    case PinnedColumn: return tr("Pinned to");
    default: return {};
    }
}

} // namespace faultline
