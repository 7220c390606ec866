#pragma once

#include <QDialog>
#include <QUrl>

class QTextBrowser;

namespace faultline {

// Help ▸ Guide (F1): a short page bundled with the app (resources/help/guide.html) on reading a
// chain, the timeline and the memory view. Nothing is fetched from the network.
class GuideDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GuideDialog(QWidget* parent = nullptr);

    [[nodiscard]] QTextBrowser* browser() const { return m_browser; }
    [[nodiscard]] static QUrl guideUrl();

private:
    QTextBrowser* m_browser = nullptr;
};

} // namespace faultline
