#pragma once

#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <functional>
#include <memory>
#include <utility>

namespace faultline {

// Runs work on its own thread and delivers the result on this object's thread through a queued
// call (hotspot's habit: one result per job, stale ones dropped by the caller's job id). The
// destructor waits for running jobs, so a result is never delivered to a dead receiver: make
// the receiver this object's parent.
class BackgroundJobs : public QObject
{
    Q_OBJECT
public:
    explicit BackgroundJobs(QObject* parent = nullptr);
    ~BackgroundJobs() override;

    // `work()` runs on a new thread; `done(result)` runs later on this object's thread.
    template<typename Work, typename Done>
    void run(Work work, Done done)
    {
        QThread* thread = QThread::create([this, work = std::move(work), done = std::move(done)]() mutable {
            auto result = std::make_shared<decltype(work())>(work());
            post([done = std::move(done), result]() mutable { done(std::move(*result)); });
        });
        start(thread);
    }

    // Queues `fn` to run on this object's thread; safe from any thread while jobs run.
    void post(std::function<void()> fn);
    // Blocks until every started job has finished.
    void waitForAll();
    [[nodiscard]] bool isRunning() const;

private:
    void start(QThread* thread);

    QList<QPointer<QThread>> m_threads;
};

} // namespace faultline
