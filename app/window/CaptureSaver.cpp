#include "CaptureSaver.h"

#include "BusyStatus.h"
#include "attach/CaptureCopy.h"
#include "common/BackgroundJobs.h"
#include "common/RecentFolder.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

#include <utility>

namespace faultline {

CaptureSaver::CaptureSaver(BackgroundJobs* jobs, BusyStatus* status, QWidget* dialogParent)
    : QObject(dialogParent)
    , m_jobs(jobs)
    , m_status(status)
    , m_dialogParent(dialogParent)
{
}

void CaptureSaver::choose(const QString& source, const QString& suggested, bool live)
{
    if (source.isEmpty())
        return;
    const QString path = QFileDialog::getSaveFileName(m_dialogParent, tr("Save Capture As"),
                                                      QDir(lastFolder()).filePath(QFileInfo(suggested).fileName()),
                                                      tr("Captures (*.db)"));
    if (path.isEmpty())
        return;
    rememberFolderOf(path);
    save(source, path, live);
}

void CaptureSaver::save(const QString& source, const QString& path, bool live)
{
    if (source.isEmpty())
        return;
    const QString name = QFileInfo(path).fileName();
    m_status->setIdle(live ? tr("Saving what arrived so far to %1…").arg(name) : tr("Saving %1…").arg(name));
    m_jobs->run(
        [source, path] {
            QString error;
            const bool ok = CaptureCopy::copy(source, path, &error);
            return std::pair<bool, QString>(ok, error);
        },
        [this, path, name](std::pair<bool, QString> result) {
            if (!result.first) {
                m_status->setIdle(tr("Could not save %1.").arg(name));
                emit failed(result.second);
                return;
            }
            m_status->setIdle(tr("Saved a copy as %1.").arg(QDir::toNativeSeparators(path)));
            emit saved(path);
        });
}

} // namespace faultline
