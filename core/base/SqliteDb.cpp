#include "SqliteDb.h"

#include <sqlite3.h>

#include <sys/stat.h>
#include <utility>

namespace faultline::capture {

namespace {

// Percent-encodes a path for use inside a file: URI.
// The path part of a file: URI. An absolute path gets an empty authority ("file:///..."), so that
// one starting with "//" is not read as a host name.
std::string uriEscape(const std::string& path)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(path.size() + 8);
    if (!path.empty() && path.front() == '/')
        out = "//";
    for (unsigned char c : path) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/'
            || c == '.' || c == '-' || c == '_' || c == '~';
        if (plain) {
            out.push_back(static_cast<char>(c));
        } else {
            out.push_back('%');
            out.push_back(kHex[c >> 4]);
            out.push_back(kHex[c & 0xF]);
        }
    }
    return out;
}

// Before SQLite's first use in this process: no memory statistics (nothing reads them), so that
// its allocations take no process-wide lock.
void configureOnce()
{
    static const bool configured = [] {
        sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
        return true;
    }();
    static_cast<void>(configured);
}

} // namespace

SqliteDb::~SqliteDb()
{
    close();
}

SqliteDb::SqliteDb(SqliteDb&& other) noexcept
    : m_db(std::exchange(other.m_db, nullptr))
{
}

SqliteDb& SqliteDb::operator=(SqliteDb&& other) noexcept
{
    if (this != &other) {
        close();
        m_db = std::exchange(other.m_db, nullptr);
    }
    return *this;
}

bool SqliteDb::openReadOnly(const std::string& path, bool immutable, std::string* error)
{
    close();
    configureOnce();
    std::string uri = "file:" + uriEscape(path) + "?mode=ro";
    if (immutable)
        uri += "&immutable=1";
    const int rc = sqlite3_open_v2(uri.c_str(), &m_db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX,
                                   nullptr);
    if (rc != SQLITE_OK) {
        if (error)
            *error = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        close();
        return false;
    }
    // Refuse any write, including the ones a hostile schema could trigger.
    sqlite3_exec(m_db, "PRAGMA query_only = 1", nullptr, nullptr, nullptr);
    return true;
}

bool SqliteDb::isBeingWritten(const std::string& path)
{
    struct stat st
    {
    };
    return ::stat((path + "-wal").c_str(), &st) == 0 || ::stat((path + "-journal").c_str(), &st) == 0;
}

bool SqliteDb::openCapture(const std::string& path, std::string* error)
{
    return openReadOnly(path, !isBeingWritten(path), error);
}

bool SqliteDb::openReadWrite(const std::string& path, std::string* error)
{
    close();
    configureOnce();
    const int rc = sqlite3_open_v2(path.c_str(), &m_db,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        if (error)
            *error = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        close();
        return false;
    }
    return true;
}

bool SqliteDb::openReadWriteWithUris(const std::string& path, std::string* error)
{
    close();
    configureOnce();
    const std::string uri = fileUri(path, {});
    const int rc = sqlite3_open_v2(uri.c_str(), &m_db,
                                   SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX,
                                   nullptr);
    if (rc != SQLITE_OK) {
        if (error)
            *error = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        close();
        return false;
    }
    return true;
}

std::string SqliteDb::fileUri(const std::string& path, std::string_view query)
{
    std::string uri = "file:" + uriEscape(path);
    uri += query;
    return uri;
}

void SqliteDb::close()
{
    if (m_db) {
        sqlite3_close_v2(m_db);
        m_db = nullptr;
    }
}

bool SqliteDb::exec(std::string_view sql, std::string* error)
{
    char* message = nullptr;
    const std::string text(sql);
    const int rc = sqlite3_exec(m_db, text.c_str(), nullptr, nullptr, &message);
    if (rc != SQLITE_OK) {
        if (error)
            *error = message ? message : sqlite3_errstr(rc);
        sqlite3_free(message);
        return false;
    }
    return true;
}

std::string SqliteDb::lastError() const
{
    return m_db ? sqlite3_errmsg(m_db) : std::string("database is not open");
}

int SqliteDb::lastErrorCode() const
{
    return m_db ? sqlite3_errcode(m_db) : SQLITE_MISUSE;
}

bool SqliteDb::tableExists(std::string_view table) const
{
    SqliteStatement st(*this, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1");
    if (!st.isValid())
        return false;
    st.bind(1, table);
    return st.step() == SQLITE_ROW;
}

std::int64_t SqliteDb::queryInt(std::string_view sql, std::int64_t fallback) const
{
    SqliteStatement st(*this, sql);
    if (!st.isValid() || st.step() != SQLITE_ROW || st.isNull(0))
        return fallback;
    return st.int64(0);
}

std::string SqliteDb::queryText(std::string_view sql, const std::string& fallback) const
{
    SqliteStatement st(*this, sql);
    if (!st.isValid() || st.step() != SQLITE_ROW || st.isNull(0))
        return fallback;
    return std::string(st.text(0));
}

SqliteStatement::SqliteStatement(const SqliteDb& db, std::string_view sql)
{
    if (!db.handle()) {
        m_prepareError = "database is not open";
        return;
    }
    const int rc = sqlite3_prepare_v2(db.handle(), sql.data(), static_cast<int>(sql.size()), &m_stmt, nullptr);
    if (rc != SQLITE_OK) {
        m_prepareError = sqlite3_errmsg(db.handle());
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt);
}

SqliteStatement::SqliteStatement(SqliteStatement&& other) noexcept
    : m_stmt(std::exchange(other.m_stmt, nullptr))
    , m_prepareError(std::move(other.m_prepareError))
{
}

SqliteStatement& SqliteStatement::operator=(SqliteStatement&& other) noexcept
{
    if (this != &other) {
        sqlite3_finalize(m_stmt);
        m_stmt = std::exchange(other.m_stmt, nullptr);
        m_prepareError = std::move(other.m_prepareError);
    }
    return *this;
}

int SqliteStatement::step()
{
    return m_stmt ? sqlite3_step(m_stmt) : SQLITE_MISUSE;
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

void SqliteStatement::bind(int index, std::int64_t value)
{
    sqlite3_bind_int64(m_stmt, index, value);
}

void SqliteStatement::bind(int index, double value)
{
    sqlite3_bind_double(m_stmt, index, value);
}

void SqliteStatement::bind(int index, std::string_view value)
{
    sqlite3_bind_text(m_stmt, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bindBlob(int index, std::string_view bytes)
{
    sqlite3_bind_blob64(m_stmt, index, bytes.data(), bytes.size(), SQLITE_TRANSIENT);
}

void SqliteStatement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
}

int SqliteStatement::columnCount() const
{
    return sqlite3_column_count(m_stmt);
}

std::string SqliteStatement::columnName(int column) const
{
    const char* name = sqlite3_column_name(m_stmt, column);
    return name ? name : "";
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

std::int64_t SqliteStatement::int64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

double SqliteStatement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

std::string_view SqliteStatement::text(int column) const
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
    if (!p)
        return {};
    return {p, static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, column))};
}

std::string_view SqliteStatement::blob(int column) const
{
    const void* p = sqlite3_column_blob(m_stmt, column);
    if (!p)
        return {};
    return {static_cast<const char*>(p), static_cast<std::size_t>(sqlite3_column_bytes(m_stmt, column))};
}

} // namespace faultline::capture
