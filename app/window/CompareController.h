#pragma once

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

class QTabWidget;
class QWidget;

namespace faultline {

class BackgroundJobs;
class BusyStatus;
class CompareView;

// File ▸ Compare With… and a file dropped with Shift held: the open capture or snapshot (A)
// against another file (B), read and compared off the GUI thread (CompareView::prepare), shown in
// a Compare tab of its own. With nothing open, both files are asked for. One comparison at a time;
// Cancel (the status bar's, or Esc there) stops it.
class CompareController : public QObject
{
    Q_OBJECT
public:
    // `currentFile()`: the file the user is looking at (the current snapshot tab's, else the open
    // capture's), empty when none.
    CompareController(QTabWidget* tabs, BackgroundJobs* jobs, BusyStatus* status, std::function<QString()> currentFile,
                      QWidget* window);

    // Asks for B (and for A first when nothing is open), then compares.
    void choose();
    // Compares `b` with the current file, or asks for A when there is none.
    void compareWithCurrent(const QString& b);
    void compare(const QString& a, const QString& b);
    [[nodiscard]] bool isBusy() const { return m_running; }
    // Stops the comparison under way; whether there was one.
    bool cancel();

signals:
    void compared(faultline::CompareView* view);
    void failed(const QString& message);

private:
    [[nodiscard]] QString askFor(const QString& title) const;

    QTabWidget* m_tabs = nullptr;
    BackgroundJobs* m_jobs = nullptr;
    BusyStatus* m_status = nullptr;
    std::function<QString()> m_currentFile;
    QWidget* m_window = nullptr;
    bool m_running = false;
    int m_job = 0; // results of older jobs are dropped
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace faultline
