#include "DemoCapture.h"

#include "ScenarioGenerator.h"
#include "common/BackgroundJobs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace faultline {

namespace {

struct GenerateResult
{
    capture::ScenarioResult scenario;
    bool cancelled = false;
};

} // namespace

DemoCapture::DemoCapture(QObject* parent)
    : QObject(parent)
    , m_jobs(new BackgroundJobs(this))
{
}

DemoCapture::~DemoCapture()
{
    cancel();
    // The generator must stop writing before its folder is removed.
    m_jobs->waitForAll();
}

QString DemoCapture::directory() const
{
    return m_dir ? m_dir->path() : QString();
}

void DemoCapture::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void DemoCapture::generate(const QString& scenario, qint64 minEvents)
{
    cancel();
    if (!m_dir) {
        m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/faultline-demo-XXXXXX"));
        if (!m_dir->isValid()) {
            const QString error = m_dir->errorString();
            m_dir.reset();
            emit failed(tr("Cannot create a temporary folder for the demo capture: %1").arg(error));
            return;
        }
    }
    const QString path = m_dir->filePath(QStringLiteral("%1-%2.db").arg(scenario).arg(++m_fileCounter));
    const quint64 job = ++m_jobId;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_running = true;

    capture::ScenarioOptions options;
    options.scenario = scenario.toStdString();
    options.minEvents = minEvents;
    options.cancel = m_cancel.get();
    BackgroundJobs* jobs = m_jobs;
    options.progress = [this, jobs, job, lastPercent = -1](std::int64_t written, std::int64_t target) mutable {
        const int percent = target > 0 ? static_cast<int>(written * 100 / target) : 0;
        if (percent == lastPercent)
            return;
        lastPercent = percent;
        jobs->post([this, job, written, target] {
            if (job == m_jobId)
                emit progress(written, target);
        });
    };

    m_jobs->run(
        [options, cancelFlag = m_cancel, file = QFile::encodeName(path).toStdString()] {
            GenerateResult result;
            result.scenario = capture::ScenarioGenerator::generate(file, options);
            result.cancelled = cancelFlag->load();
            return result;
        },
        [this, job, path](GenerateResult result) {
            if (job != m_jobId)
                return;
            m_running = false;
            if (result.cancelled) {
                QFile::remove(path);
                emit cancelled();
            } else if (!result.scenario.ok) {
                emit failed(tr("Cannot write the demo capture: %1").arg(QString::fromStdString(result.scenario.error)));
            } else {
                emit finished(path);
            }
        });
}

} // namespace faultline
