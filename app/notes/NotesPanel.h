#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace faultline {

class NotesModel;

// The Notes dock: the open capture's notes sorted by time, a filter over every column, and
// Edit…/Delete for the current one. Enter or a double-click asks to show a note on the timeline;
// Del deletes the current note. Read-only notes (stored in the capture) cannot be edited or
// deleted.
class NotesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit NotesPanel(NotesModel* model, QWidget* parent = nullptr);

    [[nodiscard]] NotesModel* model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel* proxy() const { return m_proxy; }
    [[nodiscard]] QTableView* table() const { return m_table; }
    [[nodiscard]] QLineEdit* filterEdit() const { return m_filter; }
    [[nodiscard]] QPushButton* editButton() const { return m_editButton; }
    [[nodiscard]] QPushButton* deleteButton() const { return m_deleteButton; }
    // The id of the current row's note, 0 when none.
    [[nodiscard]] quint64 currentId() const;
    // Makes the note with `id` current (clearing the filter if it hides it); false when not listed.
    bool selectNote(quint64 id);

signals:
    void jumpRequested(quint64 id);
    void editRequested(quint64 id);
    void deleteRequested(quint64 id);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateButtons();
    void updateEmptyText();

    NotesModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QLineEdit* m_filter = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_hint = nullptr;
    QPushButton* m_editButton = nullptr;
    QPushButton* m_deleteButton = nullptr;
    quint64 m_keptId = 0; // current note across model resets
};

} // namespace faultline
