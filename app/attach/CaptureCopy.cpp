#include "CaptureCopy.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <sqlite3.h>

namespace faultline {

namespace {

struct Database
{
    sqlite3* db = nullptr;
    ~Database() { sqlite3_close_v2(db); }
};

} // namespace

bool CaptureCopy::copy(const QString& from, const QString& to, QString* error)
{
    const QFileInfo source(from);
    if (!source.isFile()) {
        *error = tr("%1 does not exist.").arg(from);
        return false;
    }
    if (QFileInfo(to).exists() && QFileInfo(to).canonicalFilePath() == source.canonicalFilePath()) {
        *error = tr("A capture cannot be saved over itself.");
        return false;
    }
    // Read-only, and not immutable: a live capture's WAL holds what is committed.
    const QByteArray uri = QByteArrayLiteral("file:") + QUrl::toPercentEncoding(source.absoluteFilePath(), "/")
        + QByteArrayLiteral("?mode=ro");
    Database in;
    if (sqlite3_open_v2(uri.constData(), &in.db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) != SQLITE_OK) {
        *error = tr("Cannot read %1: %2").arg(from, QString::fromUtf8(sqlite3_errmsg(in.db)));
        return false;
    }
    const QString part = to + QStringLiteral(".part");
    QFile::remove(part);
    bool ok = false;
    {
        Database out;
        if (sqlite3_open_v2(QFile::encodeName(part).constData(), &out.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
                            nullptr)
            != SQLITE_OK) {
            *error = tr("Cannot write %1: %2").arg(part, QString::fromUtf8(sqlite3_errmsg(out.db)));
        } else if (sqlite3_backup* backup = sqlite3_backup_init(out.db, "main", in.db, "main")) {
            const int rc = sqlite3_backup_step(backup, -1);
            sqlite3_backup_finish(backup);
            if (rc != SQLITE_DONE) {
                *error = tr("Copying %1 failed: %2").arg(from, QString::fromUtf8(sqlite3_errstr(rc)));
            } else if (sqlite3_exec(out.db, "PRAGMA journal_mode = DELETE", nullptr, nullptr, nullptr) != SQLITE_OK) {
                *error = tr("Cannot finish %1: %2").arg(part, QString::fromUtf8(sqlite3_errmsg(out.db)));
            } else {
                ok = true;
            }
        } else {
            *error = tr("Copying %1 failed: %2").arg(from, QString::fromUtf8(sqlite3_errmsg(out.db)));
        }
    }
    if (ok) {
        QFile::remove(to);
        ok = QFile::rename(part, to);
        if (!ok)
            *error = tr("Cannot rename %1 to %2.").arg(part, to);
    }
    if (!ok) {
        for (const QString& suffix :
             {QString(), QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(part + suffix);
    }
    return ok;
}

} // namespace faultline
