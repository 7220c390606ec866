#include "NotesPanel.h"

#include "NotesModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace faultline {

NotesPanel::NotesPanel(NotesModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("notesPanel"));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->setSpacing(4);

    auto* top = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("notesFilter"));
    m_filter->setPlaceholderText(tr("Filter notes"));
    m_filter->setClearButtonEnabled(true);
    top->addWidget(m_filter, 1);
    m_editButton = new QPushButton(tr("&Edit…"), this);
    m_editButton->setObjectName(QStringLiteral("editNoteButton"));
    m_deleteButton = new QPushButton(tr("&Delete"), this);
    m_deleteButton->setObjectName(QStringLiteral("deleteNoteButton"));
    m_deleteButton->setToolTip(tr("Delete the note (Del); Edit ▸ Undo brings it back"));
    top->addWidget(m_editButton);
    top->addWidget(m_deleteButton);
    column->addLayout(top);

    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(NotesModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setDynamicSortFilter(true);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("notesTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(NotesModel::TimeColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    QHeaderView* header = m_table->horizontalHeader();
    // Times, kinds and authors are short and must not be cut; the text takes the rest.
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(NotesModel::TextColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(NotesModel::PinnedColumn, QHeaderView::Interactive);
    header->resizeSection(NotesModel::PinnedColumn, 200);
    m_table->installEventFilter(this);
    setFocusProxy(m_table);
    column->addWidget(m_table, 1);

    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("notesHint"));
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    column->addWidget(m_hint);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_filter, &QLineEdit::textChanged, this, &NotesPanel::updateEmptyText);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.isValid())
            emit jumpRequested(index.data(NotesModel::IdRole).toULongLong());
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &NotesPanel::updateButtons);
    connect(m_editButton, &QPushButton::clicked, this, [this] {
        if (const quint64 id = currentId(); id != 0)
            emit editRequested(id);
    });
    connect(m_deleteButton, &QPushButton::clicked, this, [this] {
        if (const quint64 id = currentId(); id != 0)
            emit deleteRequested(id);
    });
    // A reset (any change of the set) forgets the current row: the same note becomes current again.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_keptId = currentId(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        // Without touching the filter: a note it now hides stays hidden.
        const int row = m_keptId != 0 ? m_model->rowOf(m_keptId) : -1;
        const QModelIndex index = row < 0 ? QModelIndex()
                                          : m_proxy->mapFromSource(m_model->index(row, NotesModel::TextColumn));
        if (index.isValid())
            m_table->setCurrentIndex(index);
        m_keptId = 0;
        updateButtons();
        updateEmptyText();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &NotesPanel::updateButtons);
    updateButtons();
    updateEmptyText();
}

quint64 NotesPanel::currentId() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? index.data(NotesModel::IdRole).toULongLong() : 0;
}

bool NotesPanel::selectNote(quint64 id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return false;
    QModelIndex index = m_proxy->mapFromSource(m_model->index(row, NotesModel::TextColumn));
    if (!index.isValid()) {
        m_filter->clear();
        index = m_proxy->mapFromSource(m_model->index(row, NotesModel::TextColumn));
    }
    if (!index.isValid())
        return false;
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

void NotesPanel::updateButtons()
{
    const QModelIndex index = m_table->currentIndex();
    const bool editable = index.isValid() && !index.data(NotesModel::ReadOnlyRole).toBool();
    m_editButton->setEnabled(editable);
    m_deleteButton->setEnabled(editable);
    const QString why = index.isValid() && !editable
        ? tr("This note is stored in the capture; it is shown, not changed here.")
        : QString();
    m_editButton->setToolTip(why.isEmpty() ? tr("Change the note's text, colour or author") : why);
}

void NotesPanel::updateEmptyText()
{
    if (m_model->rowCount() == 0) {
        m_hint->setText(tr("No notes yet. In the timeline press N, or right-click ▸ Add Note Here…; right-click a "
                           "chain for Add Note for Chain…."));
        m_hint->show();
    } else if (m_proxy->rowCount() == 0) {
        m_hint->setText(tr("No note matches the filter."));
        m_hint->show();
    } else {
        m_hint->hide();
    }
}

bool NotesPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const quint64 id = currentId();
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && id != 0) {
            emit jumpRequested(id);
            return true;
        }
        if (key->key() == Qt::Key_Delete && id != 0) {
            if (m_deleteButton->isEnabled())
                emit deleteRequested(id);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace faultline
