#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QLabel;
class QProgressBar;
class QShortcut;
class QStatusBar;
class QToolButton;
class QWidget;

namespace faultline {

// The window's status bar while work runs off the GUI thread: a message, a progress bar
// (indeterminate until the first report), a Cancel button and Esc. The bar and button stay while
// `running` says something still runs; setIdle() only changes the message then.
class BusyStatus : public QObject
{
    Q_OBJECT
public:
    // `window`: where Esc is listened for; `running`: whether any work Cancel stops runs.
    BusyStatus(QStatusBar* bar, QWidget* window, std::function<bool()> running);

    void setBusy(const QString& message);
    void setIdle(const QString& message);
    // A message without changing what is shown of the progress.
    void setMessage(const QString& message);
    void setProgress(qint64 done, qint64 total);

signals:
    // Cancel or Esc while busy.
    void cancelRequested();

private:
    std::function<bool()> m_running;
    QLabel* m_label = nullptr;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancel = nullptr;
    QShortcut* m_shortcut = nullptr;
};

} // namespace faultline
