#include "GuideDialog.h"

#include <QDialogButtonBox>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace faultline {

GuideDialog::GuideDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("guideDialog"));
    setWindowTitle(tr("Faultline Guide"));

    auto* column = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guideBrowser"));
    // The page links only to its own sections; anything else stays unopened.
    m_browser->setOpenExternalLinks(false);
    m_browser->setOpenLinks(true);
    m_browser->document()->setDocumentMargin(12);
    m_browser->setSource(guideUrl());
    column->addWidget(m_browser, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    column->addWidget(buttons);

    QSize size(820, 800);
    if (const QScreen* screen = parent ? parent->screen() : this->screen()) {
        const QRect available = screen->availableGeometry();
        size = size.boundedTo(QSize(available.width() * 9 / 10, available.height() * 85 / 100));
    }
    resize(size);
}

QUrl GuideDialog::guideUrl()
{
    return QUrl(QStringLiteral("qrc:/help/guide.html"));
}

} // namespace faultline
