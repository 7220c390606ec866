#pragma once

#include "KeyboardShortcuts.h"

#include <QDialog>

class QLineEdit;
class QTreeWidget;

namespace faultline {

// Help ▸ Keyboard Shortcuts (?): every key and mouse gesture of the app, grouped by view, with a
// filter. Not modal: it can stay open beside the window.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget* parent = nullptr);

    // Lists `entries` (KeyboardShortcuts::entries) under one heading per scope.
    void setEntries(const QList<ShortcutEntry>& entries);
    [[nodiscard]] QTreeWidget* tree() const { return m_tree; }
    [[nodiscard]] QLineEdit* filterEdit() const { return m_filter; }

private:
    void applyFilter(const QString& text);

    QLineEdit* m_filter = nullptr;
    QTreeWidget* m_tree = nullptr;
};

} // namespace faultline
