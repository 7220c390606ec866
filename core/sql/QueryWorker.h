#pragma once

#include "QueryEngine.h"

#include <QObject>
#include <QString>

#include <atomic>

struct sqlite3;

namespace faultline::sql {

// One read-only connection on its own thread (QueryEngine's internals). Slots are invoked
// queued; interrupt() is the only member called from another thread.
class QueryWorker : public QObject
{
    Q_OBJECT
public:
    QueryWorker(QString path, QString connectionName);
    ~QueryWorker() override;

    // Thread-safe: interrupts the statement of query `id` if it is the one running.
    void interrupt(quint64 id);

    // What the authorizer refused last on this connection ("" when nothing).
    struct Refusal
    {
        QString what;
    };

public slots:
    void open(bool reportSchema);
    void firstPage(quint64 id, const QString& sql, int pageSize, int sortColumn, bool descending);
    void page(quint64 id, const QString& sql, qint64 offset, int count, int sortColumn, bool descending);
    void count(quint64 id, const QString& sql);
    void exportTo(quint64 id, const QString& sql, const QString& path, int format);
    void close();

signals:
    void opened(bool ok, const QString& error);
    void schema(const QStringList& tables, const QList<QStringList>& columns);
    void firstPageReady(quint64 id, const faultline::sql::QueryPage& page);
    void pageReady(quint64 id, const faultline::sql::QueryPage& page);
    void rowCount(quint64 id, qint64 rows, qint64 elapsedNs, bool complete);
    void failed(quint64 id, const faultline::sql::QueryError& error);
    void cancelled(quint64 id);
    void exported(quint64 id, const QString& path, qint64 rows);

private:
    struct Wrapped
    {
        QString sql;
        qsizetype prefix = 0; // characters before the user's statement
        bool wrapped = false;
    };
    [[nodiscard]] Wrapped wrap(const QString& sql, const QString& tail) const;
    [[nodiscard]] QueryError errorFor(const QString& message, const Wrapped& w, qsizetype statementLength) const;
    [[nodiscard]] bool begin(quint64 id); // false (and cancelled emitted) when already cancelled
    void end();

    QString m_path;
    QString m_connection;
    sqlite3* m_handle = nullptr;
    std::atomic<quint64> m_running{0};
    std::atomic<quint64> m_cancelledUpTo{0};
    std::atomic<sqlite3*> m_interruptHandle{nullptr};
    Refusal m_refusal;
    QStringList m_tables;
};

} // namespace faultline::sql
