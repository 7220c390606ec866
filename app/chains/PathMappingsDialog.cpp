#include "PathMappingsDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace faultline {

PathMappingsDialog::PathMappingsDialog(const QList<SourceResolver::Mapping>& mappings, const QString& suggestedFrom,
                                       QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("pathMappingsDialog"));
    setWindowTitle(tr("Source Path Mappings"));
    auto* column = new QVBoxLayout(this);
    auto* help = new QLabel(tr("The capture records file paths of the machine it was taken on. Map a folder there "
                               "to the folder holding the same files here; the longest matching prefix wins. "
                               "Remembered for this capture; mappings for every capture are in Edit ▸ "
                               "Preferences ▸ Source."),
                            this);
    help->setWordWrap(true);
    column->addWidget(help);

    m_editor = new PathMappingsEditor(suggestedFrom, this);
    m_editor->setMappings(mappings);
    if (mappings.isEmpty() && !suggestedFrom.isEmpty())
        m_editor->addMapping(suggestedFrom, QString());
    column->addWidget(m_editor, 1);

    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    column->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 300);
}

} // namespace faultline
