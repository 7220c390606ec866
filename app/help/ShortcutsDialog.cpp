#include "ShortcutsDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace faultline {

namespace {

enum Column { KeysColumn, DescriptionColumn };

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));

    auto* column = new QVBoxLayout(this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("shortcutsFilter"));
    m_filter->setPlaceholderText(tr("Filter by key or action"));
    m_filter->setClearButtonEnabled(true);
    column->addWidget(m_filter);

    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("shortcutsTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Keys"), tr("What it does")});
    m_tree->setRootIsDecorated(false);
    m_tree->setItemsExpandable(false);
    m_tree->setIndentation(0);
    m_tree->setWordWrap(true);
    m_tree->setSelectionMode(QAbstractItemView::NoSelection);
    m_tree->setFocusPolicy(Qt::NoFocus);
    m_tree->setAlternatingRowColors(true);
    // A little air around each line: the sheet is read, not scanned for one cell.
    m_tree->setStyleSheet(QStringLiteral("QTreeView::item { padding: 2px 6px; }"));
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionsMovable(false);
    column->addWidget(m_tree, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    column->addWidget(buttons);

    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);

    QSize size(920, 920);
    if (const QScreen* screen = parent ? parent->screen() : this->screen()) {
        const QRect available = screen->availableGeometry();
        size = size.boundedTo(QSize(available.width() * 9 / 10, available.height() * 85 / 100));
    }
    resize(size);
    setEntries(KeyboardShortcuts::entries(nullptr));
}

void ShortcutsDialog::setEntries(const QList<ShortcutEntry>& entries)
{
    m_tree->clear();
    QFont bold = m_tree->font();
    bold.setBold(true);
    // Headings on a tint of the selection colour, so that they read in light and dark themes.
    QColor tint = m_tree->palette().color(QPalette::Highlight);
    tint.setAlpha(48);
    const int headingHeight = m_tree->fontMetrics().height() + 10;
    QTreeWidgetItem* group = nullptr;
    ShortcutScope scope{};
    for (const ShortcutEntry& entry : entries) {
        if (!group || entry.scope != scope) {
            scope = entry.scope;
            group = new QTreeWidgetItem(m_tree, {KeyboardShortcuts::scopeName(scope)});
            group->setFont(KeysColumn, bold);
            group->setBackground(KeysColumn, tint);
            group->setSizeHint(KeysColumn, QSize(-1, headingHeight));
            group->setFlags(Qt::ItemIsEnabled);
            group->setData(KeysColumn, Qt::UserRole, static_cast<int>(scope));
            group->setFirstColumnSpanned(true);
        }
        auto* item = new QTreeWidgetItem(group, {entry.keys, entry.description});
        item->setFlags(Qt::ItemIsEnabled);
        item->setToolTip(DescriptionColumn, entry.description);
    }
    m_tree->expandAll();
    m_tree->resizeColumnToContents(KeysColumn);
    // Room for the descriptions: the keys take at most two fifths.
    const int keysWidth = m_tree->columnWidth(KeysColumn) + 24;
    m_tree->setColumnWidth(KeysColumn, std::min(keysWidth, std::max(200, width() * 2 / 5)));
    applyFilter(m_filter->text());
}

void ShortcutsDialog::applyFilter(const QString& text)
{
    const QString needle = text.trimmed();
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = m_tree->topLevelItem(g);
        bool any = false;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem* item = group->child(i);
            const bool shown = needle.isEmpty() || item->text(KeysColumn).contains(needle, Qt::CaseInsensitive)
                || item->text(DescriptionColumn).contains(needle, Qt::CaseInsensitive);
            item->setHidden(!shown);
            any = any || shown;
        }
        group->setHidden(!any);
    }
}

} // namespace faultline
