#pragma once

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QThread>
#include <QVariant>

#include <atomic>
#include <memory>

namespace faultline::sql {

// Rows [offset, offset + rows.size()) of a result.
struct QueryPage
{
    qint64 offset = 0;
    QStringList columns;
    QList<QVariantList> rows;
    qint64 elapsedNs = 0; // time the worker spent producing this page
};

struct QueryError
{
    QString message;       // SQLite's message, or why the statement was refused
    qsizetype offset = -1; // character in the statement SQLite points at, -1 = none
    QStringList tables;    // the tables that exist, when the error is a missing table
    bool refused = false;  // the authorizer refused it (writes, ATTACH, pragma changes)
};

enum class ExportFormat : quint8 { Csv, Tsv, Json, Markdown };

class QueryWorker;

// Runs SQL over a capture on read-only connections in worker threads: one serves pages, one
// counts rows, so the first page shows while a large result is still being counted. Every
// connection is opened read-only (immutable when nobody is writing the file) and carries an
// authorizer that refuses writes, ATTACH/DETACH and pragma changes. cancel() interrupts the
// running statements (sqlite3_interrupt) at once.
class QueryEngine : public QObject
{
    Q_OBJECT
public:
    explicit QueryEngine(const QString& capturePath, QObject* parent = nullptr);
    ~QueryEngine() override;

    [[nodiscard]] QString capturePath() const { return m_path; }

    // Starts `statement` (one statement; trailing semicolons are fine) and returns its id.
    // A new query cancels the previous one. Results arrive through the signals below.
    quint64 run(const QString& statement, int pageSize = 500, int sortColumn = -1, bool descending = false);
    // Requests rows [offset, offset + count) of query `id` (answered by pageReady).
    void fetch(quint64 id, qint64 offset, int count);
    // Writes the whole result of query `id` to `path` (answered by exported or failed).
    void exportResult(quint64 id, const QString& path, ExportFormat format);
    // Interrupts whatever query `id` is doing; no-op when it is not running.
    void cancel(quint64 id);
    [[nodiscard]] quint64 currentQuery() const { return m_current; }

    // The capture's tables and their columns (filled once the connection is open).
    [[nodiscard]] QStringList tables() const { return m_tables; }
    [[nodiscard]] QStringList columns(const QString& table) const;

signals:
    void opened(bool ok, const QString& error);
    void schemaReady();
    void firstPage(quint64 id, const faultline::sql::QueryPage& page);
    void pageReady(quint64 id, const faultline::sql::QueryPage& page);
    // `complete` is false for progress updates while counting.
    void rowCount(quint64 id, qint64 rows, qint64 elapsedNs, bool complete);
    void failed(quint64 id, const faultline::sql::QueryError& error);
    void cancelled(quint64 id);
    void exported(quint64 id, const QString& path, qint64 rows);

private:
    void onSchema(const QStringList& tables, const QList<QStringList>& columns);

    QString m_path;
    quint64 m_current = 0;
    QString m_currentSql;
    int m_sortColumn = -1;
    bool m_descending = false;
    QThread m_pageThread;
    QThread m_countThread;
    QPointer<QueryWorker> m_pager;
    QPointer<QueryWorker> m_counter;
    QStringList m_tables;
    QList<QStringList> m_columns;
};

} // namespace faultline::sql

Q_DECLARE_METATYPE(faultline::sql::QueryPage)
Q_DECLARE_METATYPE(faultline::sql::QueryError)
