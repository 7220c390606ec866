#pragma once

#include <cstdint>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace faultline::capture {

class SqliteStatement;

// Thin owner of a sqlite3 connection. Errors come back as text; nothing throws.
class SqliteDb
{
public:
    SqliteDb() = default;
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;
    SqliteDb(SqliteDb&& other) noexcept;
    SqliteDb& operator=(SqliteDb&& other) noexcept;

    // Opens `path` read-only through a URI (mode=ro), so nothing is ever written next to it.
    // `immutable` additionally tells SQLite that nobody else writes the file.
    [[nodiscard]] bool openReadOnly(const std::string& path, bool immutable, std::string* error);
    // Opens a capture to read it, the one way every reader does: immutable unless somebody is
    // writing it (isBeingWritten), so that SQLite creates no -wal/-shm beside a user's file, even
    // one in WAL mode; a live capture is read through its writer's WAL.
    [[nodiscard]] bool openCapture(const std::string& path, std::string* error);
    // A -wal or -journal file lies beside `path`: a writer has it open (or crashed mid-write).
    [[nodiscard]] static bool isBeingWritten(const std::string& path);
    // Opens or creates `path` for writing.
    [[nodiscard]] bool openReadWrite(const std::string& path, std::string* error);
    // The same, with URI file names allowed, so that ATTACH can open another file read-only
    // ('file:...?mode=ro') whatever SQLite's build defaults are.
    [[nodiscard]] bool openReadWriteWithUris(const std::string& path, std::string* error);
    // `path` as an SQLite URI ("file:" + the path percent-encoded) followed by `query` ("?mode=ro").
    [[nodiscard]] static std::string fileUri(const std::string& path, std::string_view query);
    void close();

    [[nodiscard]] bool isOpen() const { return m_db != nullptr; }
    [[nodiscard]] sqlite3* handle() const { return m_db; }

    [[nodiscard]] bool exec(std::string_view sql, std::string* error = nullptr);
    [[nodiscard]] std::string lastError() const;
    [[nodiscard]] int lastErrorCode() const;

    [[nodiscard]] bool tableExists(std::string_view table) const;
    // Single integer/text result of a query; `fallback` when there is no row or on error.
    [[nodiscard]] std::int64_t queryInt(std::string_view sql, std::int64_t fallback = 0) const;
    [[nodiscard]] std::string queryText(std::string_view sql, const std::string& fallback = {}) const;

private:
    sqlite3* m_db = nullptr;
};

// Prepared statement with 0-based column and 1-based parameter indices, as SQLite has them.
class SqliteStatement
{
public:
    SqliteStatement() = default;
    SqliteStatement(const SqliteDb& db, std::string_view sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;
    SqliteStatement(SqliteStatement&& other) noexcept;
    SqliteStatement& operator=(SqliteStatement&& other) noexcept;

    [[nodiscard]] bool isValid() const { return m_stmt != nullptr; }
    [[nodiscard]] const std::string& prepareError() const { return m_prepareError; }

    // SQLITE_ROW, SQLITE_DONE or an error code.
    int step();
    void reset();
    void bind(int index, std::int64_t value);
    void bind(int index, double value);
    void bind(int index, std::string_view value);
    void bindBlob(int index, std::string_view bytes);
    void bindNull(int index);

    [[nodiscard]] int columnCount() const;
    [[nodiscard]] std::string columnName(int column) const;
    [[nodiscard]] bool isNull(int column) const;
    [[nodiscard]] std::int64_t int64(int column) const;
    [[nodiscard]] double real(int column) const;
    [[nodiscard]] std::string_view text(int column) const;
    [[nodiscard]] std::string_view blob(int column) const;

    [[nodiscard]] sqlite3_stmt* handle() const { return m_stmt; }

private:
    sqlite3_stmt* m_stmt = nullptr;
    std::string m_prepareError;
};

} // namespace faultline::capture
