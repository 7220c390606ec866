#include "ResultTable.h"

#include "ResultExport.h"
#include "ResultModel.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>

#include <set>

namespace faultline {

ResultTable::ResultTable(QWidget* parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("sqlResultTable"));
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setWordWrap(false);
    setAlternatingRowColors(true);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    // Rows of one height: the view never measures rows it has not loaded.
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setDefaultSectionSize(140);
    horizontalHeader()->setStretchLastSection(false);
    // Fitting a column reads the rows on screen only: never the pages that are not loaded.
    horizontalHeader()->setResizeContentsPrecision(0);
    connect(this, &QAbstractItemView::doubleClicked, this, &ResultTable::linkActivated);
}

void ResultTable::setResultModel(ResultModel* model)
{
    m_model = model;
    setModel(model);
}

QString ResultTable::selectionText(sql::ExportFormat format, int* rows, int* skipped) const
{
    int written = 0;
    int left = 0;
    QString text;
    if (m_model && selectionModel()) {
        std::set<int> rowSet;
        std::set<int> columnSet;
        const QItemSelection selection = selectionModel()->selection();
        for (const QItemSelectionRange& range : selection) {
            for (int r = range.top(); r <= range.bottom(); ++r)
                rowSet.insert(r);
            for (int c = range.left(); c <= range.right(); ++c)
                columnSet.insert(c);
        }
        if (!rowSet.empty()) {
            QStringList columns;
            for (const int c : columnSet)
                columns.append(m_model->columns().value(c));
            QList<QVariantList> values;
            for (const int r : rowSet) {
                if (!m_model->isLoaded(r)) {
                    ++left;
                    continue;
                }
                QVariantList row;
                for (const int c : columnSet)
                    row.append(m_model->rawValue(r, c));
                values.append(row);
            }
            written = static_cast<int>(values.size());
            text = sql::ResultWriter::toText(format, columns, values);
        }
    }
    if (rows)
        *rows = written;
    if (skipped)
        *skipped = left;
    return text;
}

void ResultTable::copySelection(sql::ExportFormat format)
{
    int rows = 0;
    int skipped = 0;
    const QString text = selectionText(format, &rows, &skipped);
    if (rows > 0)
        QApplication::clipboard()->setText(text);
    emit copied(rows, skipped, format);
}

QMenu* ResultTable::createContextMenu(const QModelIndex& index, QWidget* parent)
{
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("sqlResultMenu"));
    const bool any = selectionModel() && selectionModel()->hasSelection();
    const struct
    {
        sql::ExportFormat format;
        QString text;
        const char* name;
    } formats[] = {
        {sql::ExportFormat::Tsv, tr("Copy as TSV"), "copyTsvAction"},
        {sql::ExportFormat::Csv, tr("Copy as CSV"), "copyCsvAction"},
        {sql::ExportFormat::Json, tr("Copy as JSON"), "copyJsonAction"},
        {sql::ExportFormat::Markdown, tr("Copy as Markdown"), "copyMarkdownAction"},
    };
    for (const auto& f : formats) {
        QAction* action = menu->addAction(f.text);
        action->setObjectName(QString::fromLatin1(f.name));
        action->setEnabled(any);
        const sql::ExportFormat format = f.format;
        connect(action, &QAction::triggered, this, [this, format] { copySelection(format); });
    }
    if (index.isValid() && m_model) {
        const QString shown = index.data(Qt::DisplayRole).toString();
        QAction* cell = menu->addAction(tr("Copy Cell as Shown"));
        cell->setObjectName(QStringLiteral("copyCellAction"));
        connect(cell, &QAction::triggered, this, [shown] { QApplication::clipboard()->setText(shown); });
        if (m_model->isLinkable(index.column())) {
            menu->addSeparator();
            QAction* show = menu->addAction(tr("Show on Timeline"));
            show->setObjectName(QStringLiteral("showOnTimelineAction"));
            const QPersistentModelIndex target(index);
            connect(show, &QAction::triggered, this, [this, target] {
                if (target.isValid())
                    emit linkActivated(target);
            });
        }
    }
    if (!m_extraActions.isEmpty()) {
        menu->addSeparator();
        menu->addActions(m_extraActions);
    }
    return menu;
}

void ResultTable::keyPressEvent(QKeyEvent* event)
{
    if (event == QKeySequence::Copy) {
        copySelection(sql::ExportFormat::Tsv);
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

void ResultTable::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu* menu = createContextMenu(indexAt(event->pos()), this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void ResultTable::mouseReleaseEvent(QMouseEvent* event)
{
    QTableView::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ControlModifier)) {
        const QModelIndex index = indexAt(event->position().toPoint());
        if (index.isValid() && m_model && m_model->isLinkable(index.column()))
            emit linkActivated(index);
    }
}

} // namespace faultline
