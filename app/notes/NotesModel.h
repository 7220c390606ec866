#pragma once

#include "Annotation.h"
#include "common/TableModel.h"

#include <QPointer>
#include <QSet>

namespace faultline {

class AnnotationSet;

// The notes of the open capture as a table: time, kind, text, author and what the note is
// pinned to. Notes stored in the capture itself are listed too, read-only (in italics).
class NotesModel : public TableModel
{
    Q_OBJECT
public:
    enum Column : std::uint8_t { TimeColumn, KindColumn, TextColumn, AuthorColumn, PinnedColumn, ColumnCount };
    enum Role : int {
        IdRole = Qt::UserRole + 1,
        SortRole,     // time columns: unix ns; others: the text
        ReadOnlyRole, // bool
    };

    explicit NotesModel(QObject* parent = nullptr);

    // `notes`: every note shown (not owned); `readOnly`: those among them that cannot change;
    // `origin`: the capture's start, which times are shown from.
    void setNotes(const AnnotationSet* notes, QSet<quint64> readOnly, qint64 origin);
    // Call after `readOnly` changes without the set changing.
    void setReadOnly(QSet<quint64> readOnly);
    [[nodiscard]] const Annotation* noteAt(int row) const;
    [[nodiscard]] int rowOf(quint64 id) const;

    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QString columnTitle(int column) const override;
    void reset();

    QPointer<const AnnotationSet> m_notes;
    QSet<quint64> m_readOnly;
    qint64 m_origin = 0;
};

} // namespace faultline
