#pragma once

#include "QueryEngine.h"

#include <QTableView>

class QMenu;

namespace faultline {

class ResultModel;

// The SQL console's result grid: copies the selection (Ctrl+C as TSV, the context menu in
// every export format), and turns a double-click or Ctrl+click on a cell into linkActivated.
class ResultTable : public QTableView
{
    Q_OBJECT
public:
    explicit ResultTable(QWidget* parent = nullptr);

    void setResultModel(ResultModel* model);
    [[nodiscard]] ResultModel* resultModel() const { return m_model; }

    // The selected rows × columns as `format`, raw values. Rows that are not loaded are left out:
    // `rows` gets how many were written, `skipped` how many were not.
    [[nodiscard]] QString selectionText(sql::ExportFormat format, int* rows = nullptr, int* skipped = nullptr) const;
    // Puts selectionText on the clipboard and reports it with `copied`.
    void copySelection(sql::ExportFormat format);
    // Actions the console adds under the copy actions (raw values, export).
    void setExtraActions(const QList<QAction*>& actions) { m_extraActions = actions; }
    // The context menu for the cell at `index` (for the keyboard and for tests).
    [[nodiscard]] QMenu* createContextMenu(const QModelIndex& index, QWidget* parent);

signals:
    void linkActivated(const QModelIndex& index);
    void copied(int rows, int skipped, sql::ExportFormat format);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    ResultModel* m_model = nullptr;
    QList<QAction*> m_extraActions;
};

} // namespace faultline
