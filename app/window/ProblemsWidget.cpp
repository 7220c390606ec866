#include "ProblemsWidget.h"

#include <QHeaderView>

namespace faultline {

ProblemsWidget::ProblemsWidget(QWidget* parent)
    : QTreeWidget(parent)
{
    setColumnCount(2);
    setHeaderLabels({tr("Table"), tr("Problem")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setWordWrap(false);
    header()->setStretchLastSection(true);
}

void ProblemsWidget::setProblems(const std::vector<capture::ReadProblem>& problems)
{
    clear();
    for (const capture::ReadProblem& problem : problems) {
        auto* item = new QTreeWidgetItem(this);
        item->setText(0, QString::fromStdString(problem.table));
        item->setText(1, QString::fromStdString(problem.message));
        item->setToolTip(1, item->text(1));
    }
    resizeColumnToContents(0);
}

} // namespace faultline
