#include "PathMappingsEditor.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace faultline {

PathMappingsEditor::PathMappingsEditor(const QString& suggestedFrom, QWidget* parent)
    : QWidget(parent)
    , m_suggestedFrom(suggestedFrom)
{
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(QStringLiteral("pathMappingsTable"));
    m_table->setHorizontalHeaderLabels({tr("On the traced machine"), tr("On this machine")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    column->addWidget(m_table, 1);

    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add"), this);
    add->setObjectName(QStringLiteral("addMapping"));
    auto* remove = new QPushButton(tr("&Remove"), this);
    remove->setObjectName(QStringLiteral("removeMapping"));
    auto* browseButton = new QPushButton(tr("&Browse…"), this);
    browseButton->setObjectName(QStringLiteral("browseMapping"));
    browseButton->setToolTip(tr("Choose the local folder of the selected row"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addWidget(browseButton);
    buttons->addStretch(1);
    column->addLayout(buttons);

    connect(add, &QPushButton::clicked, this, [this] {
        addMapping(m_suggestedFrom, QString());
        m_table->setCurrentCell(m_table->rowCount() - 1, m_suggestedFrom.isEmpty() ? 0 : 1);
        m_table->editItem(m_table->currentItem());
    });
    connect(remove, &QPushButton::clicked, this, &PathMappingsEditor::removeSelected);
    connect(browseButton, &QPushButton::clicked, this, &PathMappingsEditor::browse);
    connect(m_table, &QTableWidget::itemChanged, this, &PathMappingsEditor::changed);
}

void PathMappingsEditor::setMappings(const QList<SourceResolver::Mapping>& mappings)
{
    m_table->setRowCount(0);
    for (const SourceResolver::Mapping& m : mappings)
        addMapping(m.first, m.second);
    emit changed();
}

void PathMappingsEditor::addMapping(const QString& from, const QString& to)
{
    const QSignalBlocker blocker(m_table);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(from));
    m_table->setItem(row, 1, new QTableWidgetItem(to));
    emit changed();
}

void PathMappingsEditor::removeSelected()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    m_table->removeRow(row);
    emit changed();
}

void PathMappingsEditor::browse()
{
    int row = m_table->currentRow();
    if (row < 0) {
        addMapping(m_suggestedFrom, QString());
        row = m_table->rowCount() - 1;
    }
    const QTableWidgetItem* current = m_table->item(row, 1);
    const QString start = current && !current->text().isEmpty() ? current->text() : QDir::homePath();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Local Folder"), start);
    if (!folder.isEmpty())
        m_table->setItem(row, 1, new QTableWidgetItem(QDir::cleanPath(folder)));
}

QList<SourceResolver::Mapping> PathMappingsEditor::mappings() const
{
    QList<SourceResolver::Mapping> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* from = m_table->item(row, 0);
        const QTableWidgetItem* to = m_table->item(row, 1);
        const QString f = from ? from->text().trimmed() : QString();
        const QString t = to ? to->text().trimmed() : QString();
        if (!f.isEmpty() && !t.isEmpty())
            out.append({f, t});
    }
    return out;
}

} // namespace faultline
