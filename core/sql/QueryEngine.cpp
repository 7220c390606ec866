#include "QueryEngine.h"

#include "QueryWorker.h"
#include "ResultExport.h"
#include "SqlText.h"
#include "SqliteDb.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUrl>

#include <sqlite3.h>

#include <algorithm>

namespace faultline::sql {

namespace {

// The authorizer: reading is fine; anything that writes, attaches, or changes a pragma is not.
// The refusal is said as a whole sentence per case, so that a translation can order it freely.
int authorize(void* data, int action, const char* a, const char* b, const char*, const char*)
{
    auto* refusal = static_cast<QueryWorker::Refusal*>(data);
    auto refuse = [&](const QString& message) {
        refusal->what = message;
        return SQLITE_DENY;
    };
    const QLatin1String name(a ? a : ""); // the pragma's or the table's
    switch (action) {
    case SQLITE_SELECT:
    case SQLITE_READ:
    case SQLITE_FUNCTION:
    case SQLITE_RECURSIVE: return SQLITE_OK;
    case SQLITE_PRAGMA: {
        // Schema pragmas read (their argument is a table or index name); a few settings may be
        // read bare; setting anything is refused.
        static const char* const schemaPragmas[] = {"table_info",    "table_xinfo",      "index_list",     "index_info",
                                                    "index_xinfo",   "foreign_key_list", "database_list",  "table_list",
                                                    "function_list", "collation_list",   "compile_options"};
        static const char* const readable[] = {"user_version",   "page_size",      "page_count",
                                               "journal_mode",   "encoding",       "freelist_count",
                                               "schema_version", "application_id", "auto_vacuum"};
        auto in = [&](const auto& list) {
            return std::any_of(std::begin(list), std::end(list),
                               [&](const char* p) { return name == QLatin1String(p); });
        };
        if (in(schemaPragmas) || (b == nullptr && in(readable)))
            return SQLITE_OK;
        if (b)
            //: %1 is a pragma's name, %2 the value the statement sets it to
            return refuse(QueryWorker::tr("refused: PRAGMA %1 = %2 — the SQL console only reads the capture")
                              .arg(name, QLatin1String(b)));
        //: %1 is a pragma's name
        return refuse(QueryWorker::tr("refused: PRAGMA %1 — the SQL console only reads the capture").arg(name));
    }
    case SQLITE_ATTACH: return refuse(QueryWorker::tr("refused: ATTACH — the SQL console only reads the capture"));
    case SQLITE_DETACH: return refuse(QueryWorker::tr("refused: DETACH — the SQL console only reads the capture"));
    case SQLITE_INSERT:
    case SQLITE_UPDATE:
        // SQLite itself touches the schema table when a query first uses an eponymous virtual
        // table (pragma_table_info(...)); the connection is read-only and query_only anyway.
        if (a && (qstrcmp(a, "sqlite_master") == 0 || qstrcmp(a, "sqlite_temp_master") == 0))
            return SQLITE_OK;
        if (action == SQLITE_UPDATE)
            //: %1 is a table's name
            return refuse(QueryWorker::tr("refused: UPDATE of %1 — the SQL console only reads the capture").arg(name));
        //: %1 is a table's name
        return refuse(QueryWorker::tr("refused: INSERT into %1 — the SQL console only reads the capture").arg(name));
    case SQLITE_DELETE:
        //: %1 is a table's name
        return refuse(QueryWorker::tr("refused: DELETE from %1 — the SQL console only reads the capture").arg(name));
    case SQLITE_TRANSACTION:
        return refuse(QueryWorker::tr("refused: a transaction — the SQL console only reads the capture"));
    case SQLITE_SAVEPOINT:
        return refuse(QueryWorker::tr("refused: a savepoint — the SQL console only reads the capture"));
    default:
        //: %1 is SQLite's number for the kind of statement
        return refuse(
            QueryWorker::tr("refused: a statement that changes the database (action %1) — the SQL console only reads "
                            "the capture")
                .arg(action));
    }
}

sqlite3* handleOf(const QSqlDatabase& db)
{
    const QVariant v = db.driver()->handle();
    if (v.isValid() && qstrcmp(v.typeName(), "sqlite3*") == 0)
        return *static_cast<sqlite3* const*>(v.data());
    return nullptr;
}

QString readOnlyUri(const QString& path)
{
    // Nobody is writing a capture without -wal/-journal beside it: open it immutable so SQLite
    // creates nothing next to it. A live capture (WAL) is read through its WAL without blocking
    // the writer.
    const bool live = capture::SqliteDb::isBeingWritten(QFile::encodeName(path).toStdString());
    QUrl url = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
    url.setQuery(live ? QStringLiteral("mode=ro") : QStringLiteral("mode=ro&immutable=1"));
    return url.toString(QUrl::FullyEncoded);
}

} // namespace

// ---- worker -----------------------------------------------------------------------------------

QueryWorker::QueryWorker(QString path, QString connectionName)
    : m_path(std::move(path))
    , m_connection(std::move(connectionName))
{
}

QueryWorker::~QueryWorker()
{
    close();
}

void QueryWorker::interrupt(quint64 id)
{
    if (id == 0)
        return;
    // A query cancelled before this connection reached it is skipped when its turn comes.
    quint64 seen = m_cancelledUpTo.load();
    while (seen < id && !m_cancelledUpTo.compare_exchange_weak(seen, id)) { }
    sqlite3* h = m_interruptHandle.load();
    if (h && m_running.load() == id)
        sqlite3_interrupt(h);
}

bool QueryWorker::begin(quint64 id)
{
    m_refusal.what.clear();
    m_running.store(id);
    if (id <= m_cancelledUpTo.load()) {
        m_running.store(0);
        emit cancelled(id);
        return false;
    }
    return true;
}

void QueryWorker::end()
{
    m_running.store(0);
}

void QueryWorker::open(bool reportSchema)
{
    if (!QFileInfo(m_path).isFile()) {
        emit opened(false, tr("cannot open %1: no such file").arg(m_path));
        return;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(readOnlyUri(m_path));
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=2000"));
    if (!db.open()) {
        emit opened(false, db.lastError().text());
        return;
    }
    m_handle = handleOf(db);
    if (!m_handle) {
        emit opened(false, tr("the SQLite driver gives no handle"));
        return;
    }
    sqlite3_exec(m_handle, "PRAGMA query_only = 1", nullptr, nullptr, nullptr);
    sqlite3_set_authorizer(m_handle, authorize, &m_refusal);
    m_interruptHandle.store(m_handle);

    // The schema, for completion and for "no such table" hints.
    QStringList tables;
    QList<QStringList> columns;
    {
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE "
                                  "'sqlite_%' ORDER BY name"))) {
            while (q.next())
                tables.append(q.value(0).toString());
        }
        for (const QString& t : std::as_const(tables)) {
            QStringList cols;
            QSqlQuery c(db);
            c.prepare(QStringLiteral("SELECT name FROM pragma_table_info(?)"));
            c.addBindValue(t);
            if (c.exec()) {
                while (c.next())
                    cols.append(c.value(0).toString());
            }
            columns.append(cols);
        }
    }
    m_tables = tables;
    emit opened(true, QString());
    if (reportSchema)
        emit schema(tables, columns);
}

void QueryWorker::close()
{
    m_interruptHandle.store(nullptr);
    m_handle = nullptr;
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QueryWorker::Wrapped QueryWorker::wrap(const QString& sql, const QString& tail) const
{
    Wrapped w;
    const QString statement = trimStatement(sql);
    if (!isWrappableQuery(statement)) {
        w.sql = statement;
        return w;
    }
    // The statement on lines of its own, so a trailing "-- comment" cannot swallow the ")".
    const QString head = QStringLiteral("SELECT * FROM (\n");
    w.sql = head + statement + QStringLiteral("\n)") + tail;
    w.prefix = head.size();
    w.wrapped = true;
    return w;
}

QueryError QueryWorker::errorFor(const QString& message, const Wrapped& w, qsizetype statementLength) const
{
    QueryError e;
    e.message = message;
    if (!m_refusal.what.isEmpty()) {
        e.refused = true;
        e.message = m_refusal.what;
        return e;
    }
    if (m_handle) {
        const int offset = sqlite3_error_offset(m_handle);
        if (offset >= 0) {
            // The offset is in bytes of the UTF-8 text SQLite saw; map it back to characters.
            const QByteArray utf8 = w.sql.toUtf8();
            const qsizetype chars = QString::fromUtf8(utf8.left(offset)).size() - w.prefix;
            if (chars >= 0 && chars <= statementLength)
                e.offset = chars;
        }
    }
    if (message.contains(QLatin1String("no such table")))
        e.tables = m_tables;
    return e;
}

namespace {

QString orderClause(int sortColumn, bool descending)
{
    if (sortColumn < 0)
        return {};
    return QStringLiteral(" ORDER BY %1%2").arg(sortColumn + 1).arg(descending ? QStringLiteral(" DESC") : QString());
}

QStringList columnsOf(const QSqlQuery& q)
{
    QStringList names;
    const QSqlRecord r = q.record();
    for (int i = 0; i < r.count(); ++i)
        names.append(r.fieldName(i));
    return names;
}

bool wasInterrupted(const QSqlError& e)
{
    return e.nativeErrorCode() == QString::number(SQLITE_INTERRUPT) || e.text().contains(QLatin1String("interrupted"));
}

} // namespace

void QueryWorker::firstPage(quint64 id, const QString& sql, int pageSize, int sortColumn, bool descending)
{
    page(id, sql, 0, pageSize, sortColumn, descending);
}

void QueryWorker::page(quint64 id, const QString& sql, qint64 offset, int count, int sortColumn, bool descending)
{
    if (!m_handle) {
        emit failed(id, {tr("the capture is not open"), -1, {}, false});
        return;
    }
    QElapsedTimer timer;
    timer.start();
    const bool first = offset == 0;
    const Wrapped w = wrap(sql,
                           orderClause(sortColumn, descending)
                               + QStringLiteral(" LIMIT %1 OFFSET %2").arg(std::max(count, 1)).arg(offset));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!begin(id))
        return;
    const bool ok = q.exec(w.sql);
    if (!ok) {
        end();
        if (wasInterrupted(q.lastError()))
            emit cancelled(id);
        else
            emit failed(id, errorFor(q.lastError().databaseText(), w, trimStatement(sql).size()));
        return;
    }
    QueryPage p;
    p.offset = offset;
    p.columns = columnsOf(q);
    // Statements that cannot be wrapped (PRAGMA, EXPLAIN) are small: take a bounded number of rows.
    const qint64 limit = w.wrapped ? count : 100000;
    qint64 skipped = 0;
    while (q.next()) {
        if (!w.wrapped && skipped < offset) {
            ++skipped;
            continue;
        }
        QVariantList row;
        row.reserve(p.columns.size());
        for (int c = 0; c < p.columns.size(); ++c)
            row.append(q.value(c));
        p.rows.append(std::move(row));
        if (p.rows.size() >= limit)
            break;
    }
    const QSqlError error = q.lastError();
    end();
    if (error.isValid() && wasInterrupted(error)) {
        emit cancelled(id);
        return;
    }
    if (error.isValid() && error.type() != QSqlError::NoError) {
        emit failed(id, errorFor(error.databaseText(), w, trimStatement(sql).size()));
        return;
    }
    p.elapsedNs = timer.nsecsElapsed();
    if (first) {
        emit firstPageReady(id, p);
        if (!w.wrapped)
            emit rowCount(id, p.rows.size(), p.elapsedNs, true);
    } else {
        emit pageReady(id, p);
    }
}

void QueryWorker::count(quint64 id, const QString& sql)
{
    if (!m_handle || !isWrappableQuery(trimStatement(sql)))
        return;
    QElapsedTimer timer;
    timer.start();
    // Counting steps through the result on this connection while the other serves pages.
    const Wrapped w = wrap(sql, QString());
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!begin(id))
        return;
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM (\n") + trimStatement(sql) + QStringLiteral("\n)"))) {
        end();
        if (wasInterrupted(q.lastError()))
            emit cancelled(id);
        // Errors are reported by the page connection, which runs the same statement.
        return;
    }
    qint64 rows = 0;
    if (q.next())
        rows = q.value(0).toLongLong();
    const QSqlError error = q.lastError();
    end();
    if (error.isValid() && error.type() != QSqlError::NoError) {
        if (wasInterrupted(error))
            emit cancelled(id);
        return;
    }
    emit rowCount(id, rows, timer.nsecsElapsed(), true);
}

void QueryWorker::exportTo(quint64 id, const QString& sql, const QString& path, int format)
{
    if (!m_handle) {
        emit failed(id, {tr("the capture is not open"), -1, {}, false});
        return;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        emit failed(id, {tr("cannot write %1: %2").arg(path, file.errorString()), -1, {}, false});
        return;
    }
    const Wrapped w = wrap(sql, QString());
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!begin(id)) {
        file.cancelWriting();
        return;
    }
    if (!q.exec(w.sql)) {
        end();
        if (wasInterrupted(q.lastError()))
            emit cancelled(id);
        else
            emit failed(id, errorFor(q.lastError().databaseText(), w, trimStatement(sql).size()));
        file.cancelWriting();
        return;
    }
    ResultWriter writer(&file, static_cast<ExportFormat>(format), columnsOf(q));
    qint64 rows = 0;
    QVariantList row;
    const int columns = static_cast<int>(columnsOf(q).size());
    while (q.next()) {
        row.clear();
        for (int c = 0; c < columns; ++c)
            row.append(q.value(c));
        writer.writeRow(row);
        ++rows;
    }
    const QSqlError error = q.lastError();
    end();
    if (error.isValid() && error.type() != QSqlError::NoError) {
        file.cancelWriting();
        if (wasInterrupted(error))
            emit cancelled(id);
        else
            emit failed(id, errorFor(error.databaseText(), w, trimStatement(sql).size()));
        return;
    }
    writer.finish();
    if (!file.commit()) {
        emit failed(id, {tr("cannot write %1: %2").arg(path, file.errorString()), -1, {}, false});
        return;
    }
    emit exported(id, path, rows);
}

// ---- engine -----------------------------------------------------------------------------------

QueryEngine::QueryEngine(const QString& capturePath, QObject* parent)
    : QObject(parent)
    , m_path(capturePath)
{
    qRegisterMetaType<faultline::sql::QueryPage>();
    qRegisterMetaType<faultline::sql::QueryError>();
    static std::atomic<int> instances{0};
    const int n = instances.fetch_add(1);
    m_pager = new QueryWorker(capturePath, QStringLiteral("faultline-sql-pages-%1").arg(n));
    m_counter = new QueryWorker(capturePath, QStringLiteral("faultline-sql-count-%1").arg(n));
    m_pager->moveToThread(&m_pageThread);
    m_counter->moveToThread(&m_countThread);
    m_pageThread.setObjectName(QStringLiteral("sql pages"));
    m_countThread.setObjectName(QStringLiteral("sql count"));

    connect(m_pager, &QueryWorker::opened, this, &QueryEngine::opened);
    connect(m_pager, &QueryWorker::schema, this, &QueryEngine::onSchema);
    connect(m_pager, &QueryWorker::firstPageReady, this, &QueryEngine::firstPage);
    connect(m_pager, &QueryWorker::pageReady, this, &QueryEngine::pageReady);
    connect(m_pager, &QueryWorker::rowCount, this, &QueryEngine::rowCount);
    connect(m_pager, &QueryWorker::failed, this, [this](quint64 id, const QueryError& e) {
        // The counter runs the same statement; once it failed, counting is pointless.
        m_counter->interrupt(id);
        emit failed(id, e);
    });
    connect(m_pager, &QueryWorker::cancelled, this, &QueryEngine::cancelled);
    connect(m_pager, &QueryWorker::exported, this, &QueryEngine::exported);
    connect(m_counter, &QueryWorker::rowCount, this, &QueryEngine::rowCount);

    m_pageThread.start();
    m_countThread.start();
    QMetaObject::invokeMethod(m_pager, "open", Qt::QueuedConnection, Q_ARG(bool, true));
    QMetaObject::invokeMethod(m_counter, "open", Qt::QueuedConnection, Q_ARG(bool, false));
}

QueryEngine::~QueryEngine()
{
    cancel(m_current);
    // Close the connections on their own threads, then stop the threads.
    for (const auto& entry : {std::pair{m_pager.data(), &m_pageThread}, std::pair{m_counter.data(), &m_countThread}}) {
        QueryWorker* worker = entry.first;
        QThread* thread = entry.second;
        if (worker) {
            worker->interrupt(m_current);
            QMetaObject::invokeMethod(worker, "close", Qt::BlockingQueuedConnection);
            QMetaObject::invokeMethod(
                worker, [worker] { delete worker; }, Qt::BlockingQueuedConnection);
        }
        thread->quit();
        thread->wait();
    }
}

quint64 QueryEngine::run(const QString& statement, int pageSize, int sortColumn, bool descending)
{
    cancel(m_current);
    static std::atomic<quint64> ids{0};
    m_current = ++ids;
    m_currentSql = statement;
    m_sortColumn = sortColumn;
    m_descending = descending;
    QMetaObject::invokeMethod(m_pager, "firstPage", Qt::QueuedConnection, Q_ARG(quint64, m_current),
                              Q_ARG(QString, statement), Q_ARG(int, pageSize), Q_ARG(int, sortColumn),
                              Q_ARG(bool, descending));
    QMetaObject::invokeMethod(m_counter, "count", Qt::QueuedConnection, Q_ARG(quint64, m_current),
                              Q_ARG(QString, statement));
    return m_current;
}

void QueryEngine::fetch(quint64 id, qint64 offset, int count)
{
    if (id != m_current)
        return;
    QMetaObject::invokeMethod(m_pager, "page", Qt::QueuedConnection, Q_ARG(quint64, id), Q_ARG(QString, m_currentSql),
                              Q_ARG(qint64, offset), Q_ARG(int, count), Q_ARG(int, m_sortColumn),
                              Q_ARG(bool, m_descending));
}

void QueryEngine::exportResult(quint64 id, const QString& path, ExportFormat format)
{
    if (id != m_current)
        return;
    QMetaObject::invokeMethod(m_pager, "exportTo", Qt::QueuedConnection, Q_ARG(quint64, id),
                              Q_ARG(QString, m_currentSql), Q_ARG(QString, path), Q_ARG(int, static_cast<int>(format)));
}

void QueryEngine::cancel(quint64 id)
{
    if (m_pager)
        m_pager->interrupt(id);
    if (m_counter)
        m_counter->interrupt(id);
}

QStringList QueryEngine::columns(const QString& table) const
{
    const qsizetype i = m_tables.indexOf(table);
    return i >= 0 && i < m_columns.size() ? m_columns.at(i) : QStringList();
}

void QueryEngine::onSchema(const QStringList& tables, const QList<QStringList>& columns)
{
    m_tables = tables;
    m_columns = columns;
    emit schemaReady();
}

} // namespace faultline::sql
