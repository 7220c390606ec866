#pragma once

#include "Trace.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>

#include <atomic>
#include <memory>

Q_DECLARE_METATYPE(std::shared_ptr<const faultline::Trace>)

namespace faultline {

// Loads a capture on a worker thread. One signal per finished result; a newer load cancels an
// older one, whose result is dropped.
class TraceLoader : public QObject
{
    Q_OBJECT
public:
    explicit TraceLoader(QObject* parent = nullptr);
    ~TraceLoader() override;

    void load(const QString& path);
    void cancel();
    [[nodiscard]] bool isLoading() const { return m_running; }

signals:
    void progress(qint64 done, qint64 total);
    void loaded(std::shared_ptr<const faultline::Trace> trace, const QString& path);
    void failed(const QString& path, const QString& message);
    void cancelled(const QString& path);

private:
    quint64 m_jobId = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QList<QPointer<QThread>> m_workers; // joined on destruction so no load outlives its loader
};

} // namespace faultline
