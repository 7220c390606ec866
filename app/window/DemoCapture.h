#pragma once

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class QTemporaryDir;

namespace faultline {

class BackgroundJobs;

// Writes a demo capture with ScenarioGenerator on a worker thread into a temporary folder that
// is removed, with everything in it, when this object goes away (on exit).
class DemoCapture : public QObject
{
    Q_OBJECT
public:
    explicit DemoCapture(QObject* parent = nullptr);
    ~DemoCapture() override;

    void generate(const QString& scenario = QStringLiteral("fragmentation"), qint64 minEvents = 0);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] QString directory() const;

signals:
    void progress(qint64 written, qint64 target);
    void finished(const QString& path);
    void failed(const QString& message);
    void cancelled();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    BackgroundJobs* m_jobs = nullptr;
    quint64 m_jobId = 0;
    int m_fileCounter = 0;
    bool m_running = false;
};

} // namespace faultline
