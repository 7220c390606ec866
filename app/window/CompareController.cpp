#include "CompareController.h"

#include "BusyStatus.h"
#include "common/BackgroundJobs.h"
#include "common/FileKinds.h"
#include "common/RecentFolder.h"
#include "compare/CompareView.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QPointer>
#include <QTabWidget>

namespace faultline {

CompareController::CompareController(QTabWidget* tabs, BackgroundJobs* jobs, BusyStatus* status,
                                     std::function<QString()> currentFile, QWidget* window)
    : QObject(window)
    , m_tabs(tabs)
    , m_jobs(jobs)
    , m_status(status)
    , m_currentFile(std::move(currentFile))
    , m_window(window)
{
}

QString CompareController::askFor(const QString& title) const
{
    const QString path = QFileDialog::getOpenFileName(m_window, title, lastFolder(), openFileFilters());
    if (!path.isEmpty())
        rememberFolderOf(path);
    return path;
}

void CompareController::choose()
{
    QString a = m_currentFile();
    if (a.isEmpty()) {
        a = askFor(tr("Compare: choose the baseline run (A)"));
        if (a.isEmpty())
            return;
    }
    const QString b = askFor(tr("Compare %1 with… (B)").arg(QFileInfo(a).fileName()));
    if (!b.isEmpty())
        compare(a, b);
}

void CompareController::compareWithCurrent(const QString& b)
{
    QString a = m_currentFile();
    if (a.isEmpty()) {
        a = askFor(tr("Compare %1 with a baseline run (A)").arg(QFileInfo(b).fileName()));
        if (a.isEmpty())
            return;
    }
    compare(a, b);
}

void CompareController::compare(const QString& a, const QString& b)
{
    cancel();
    m_running = true;
    const int job = ++m_job;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_status->setBusy(tr("Comparing %1 with %2…").arg(QFileInfo(a).fileName(), QFileInfo(b).fileName()));
    const QPointer<BusyStatus> status = m_status;
    auto progress = [this, job, status](const QString& message) {
        m_jobs->post([this, job, status, message] {
            if (job == m_job && m_running && status)
                status->setMessage(message);
        });
    };
    m_jobs->run([a, b, progress, cancel = m_cancel] { return CompareView::prepare(a, b, progress, cancel.get()); },
                [this, job](ComparePrepared prepared) {
                    if (job != m_job)
                        return; // replaced or cancelled
                    m_running = false;
                    const CompareResult& result = *prepared.result;
                    if (result.status == CompareResult::Status::Cancelled) {
                        m_status->setIdle(tr("Comparison cancelled."));
                        return;
                    }
                    if (!result.ok()) {
                        m_status->setIdle(tr("Comparison failed."));
                        emit failed(result.error);
                        return;
                    }
                    auto* view = new CompareView(std::move(prepared), m_tabs);
                    connect(view, &CompareView::statusMessage, m_status, &BusyStatus::setIdle);
                    m_tabs->setCurrentIndex(view->addClosableTab(m_tabs));
                    m_status->setIdle(
                        tr("Compared %1 with %2.")
                            .arg(QFileInfo(result.a.path).fileName(), QFileInfo(result.b.path).fileName()));
                    emit compared(view);
                });
}

bool CompareController::cancel()
{
    if (!m_running)
        return false;
    if (m_cancel)
        m_cancel->store(true);
    m_running = false;
    ++m_job;
    m_status->setIdle(tr("Comparison cancelled."));
    return true;
}

} // namespace faultline
