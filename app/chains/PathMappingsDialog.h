#pragma once

#include "PathMappingsEditor.h"
#include "SourceResolver.h"

#include <QDialog>

class QTableWidget;

namespace faultline {

// Edits the path-prefix mappings of a capture: a table of "on the traced machine" -> "here"
// rows with Add, Remove and Browse.
class PathMappingsDialog : public QDialog
{
    Q_OBJECT
public:
    // `suggestedFrom`: the folder of a file that was not found, offered for a new row.
    PathMappingsDialog(const QList<SourceResolver::Mapping>& mappings, const QString& suggestedFrom,
                       QWidget* parent = nullptr);

    // Rows with both sides filled in, in table order.
    [[nodiscard]] QList<SourceResolver::Mapping> mappings() const { return m_editor->mappings(); }
    [[nodiscard]] QTableWidget* table() const { return m_editor->table(); }
    void addMapping(const QString& from, const QString& to) { m_editor->addMapping(from, to); }
    void removeSelected() { m_editor->removeSelected(); }

private:
    PathMappingsEditor* m_editor = nullptr;
};

} // namespace faultline
