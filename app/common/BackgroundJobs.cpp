#include "BackgroundJobs.h"

#include <algorithm>

namespace faultline {

BackgroundJobs::BackgroundJobs(QObject* parent)
    : QObject(parent)
{
}

BackgroundJobs::~BackgroundJobs()
{
    waitForAll();
}

void BackgroundJobs::post(std::function<void()> fn)
{
    QMetaObject::invokeMethod(this, std::move(fn), Qt::QueuedConnection);
}

void BackgroundJobs::waitForAll()
{
    for (const QPointer<QThread>& thread : std::as_const(m_threads)) {
        if (thread)
            thread->wait();
    }
}

bool BackgroundJobs::isRunning() const
{
    return std::any_of(m_threads.cbegin(), m_threads.cend(),
                       [](const QPointer<QThread>& thread) { return thread && thread->isRunning(); });
}

void BackgroundJobs::start(QThread* thread)
{
    m_threads.removeAll(QPointer<QThread>());
    thread->setParent(this);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_threads.append(thread);
    thread->start();
}

} // namespace faultline
