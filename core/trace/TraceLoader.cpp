#include "TraceLoader.h"

#include "TraceBuilder.h"

#include <QMetaObject>
#include <QPointer>
#include <QThread>

namespace faultline {

TraceLoader::TraceLoader(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<const faultline::Trace>>();
}

TraceLoader::~TraceLoader()
{
    cancel();
    for (const QPointer<QThread>& worker : std::as_const(m_workers)) {
        if (worker)
            worker->wait();
    }
}

void TraceLoader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void TraceLoader::load(const QString& path)
{
    cancel();
    const quint64 job = ++m_jobId;
    m_running = true;
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    QPointer<TraceLoader> self(this);

    // Progress is forwarded at most once per permille so the GUI thread is never flooded.
    auto lastPermille = std::make_shared<std::atomic<int>>(-1);

    QThread* worker = QThread::create([self, job, path, cancelFlag, lastPermille] {
        LoadOptions options;
        options.cancel = cancelFlag.get();
        options.progress = [self, job, lastPermille](std::int64_t done, std::int64_t total) {
            const int permille = total > 0 ? static_cast<int>(std::min<std::int64_t>(1000, done * 1000 / total)) : 0;
            if (lastPermille->exchange(permille) == permille)
                return;
            QMetaObject::invokeMethod(
                self.data(),
                [self, job, done, total] {
                    if (self && self->m_jobId == job)
                        emit self->progress(done, total);
                },
                Qt::QueuedConnection);
        };
        LoadResult result = TraceBuilder::load(path.toStdString(), options);
        std::shared_ptr<const Trace> trace(std::move(result.trace));
        const bool wasCancelled = result.cancelled || cancelFlag->load();
        const QString error = QString::fromStdString(result.error);
        QMetaObject::invokeMethod(
            self.data(),
            [self, job, path, trace, wasCancelled, error] {
                if (!self || self->m_jobId != job)
                    return;
                self->m_running = false;
                if (wasCancelled)
                    emit self->cancelled(path);
                else if (!trace)
                    emit self->failed(path, error);
                else
                    emit self->loaded(trace, path);
            },
            Qt::QueuedConnection);
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    m_workers.removeIf([](const QPointer<QThread>& w) { return w.isNull(); });
    m_workers.append(worker);
    worker->start();
}

} // namespace faultline
