#pragma once

#include "SourceResolver.h"

#include <QWidget>

class QTableWidget;

namespace faultline {

// A table of path-prefix mappings, "on the traced machine" -> "on this machine", with Add,
// Remove and Browse (a local folder for the selected row). The Path Mappings dialog of a capture
// and Preferences ▸ Source (mappings for every capture) both edit with it.
class PathMappingsEditor : public QWidget
{
    Q_OBJECT
public:
    // `suggestedFrom`: offered as the prefix of a new row (the folder of a file not found).
    explicit PathMappingsEditor(const QString& suggestedFrom = {}, QWidget* parent = nullptr);

    // Rows with both sides filled in, trimmed, in table order.
    [[nodiscard]] QList<SourceResolver::Mapping> mappings() const;
    // Replaces every row.
    void setMappings(const QList<SourceResolver::Mapping>& mappings);
    [[nodiscard]] QTableWidget* table() const { return m_table; }
    void addMapping(const QString& from, const QString& to);
    void removeSelected();

signals:
    // A row was added, removed or edited.
    void changed();

private:
    void browse();

    QTableWidget* m_table = nullptr;
    QString m_suggestedFrom;
};

} // namespace faultline
