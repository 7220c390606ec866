#include "AnnotatedCopy.h"

#include "CaptureSchema.h"
#include "Json.h"
#include "QtText.h"
#include "SqliteDb.h"

#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace faultline {

namespace {

std::string localPath(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}

std::string labelsJson(const capture::StoredAnnotation& stored)
{
    std::string out = "{";
    for (const auto& [key, value] : stored.labels) {
        if (out.size() > 1)
            out += ',';
        capture::json::appendQuoted(out, key);
        out += ':';
        capture::json::appendQuoted(out, value);
    }
    out += '}';
    return out;
}

bool fillCopy(capture::SqliteDb& db, const QList<Annotation>& annotations, QString* error)
{
    std::string sqlError;
    // `message` is a whole sentence with %1 for SQLite's reason: translators see each one.
    const auto failed = [&](const QString& message) {
        *error = message.arg(text::toQString(sqlError.empty() ? db.lastError() : sqlError));
        return false;
    };
    if (!db.exec("BEGIN IMMEDIATE", &sqlError))
        return failed(AnnotatedCopy::tr("Cannot start a transaction in the copy: %1"));
    if (!db.exec(capture::schema::annotationsDdl(), &sqlError))
        return failed(AnnotatedCopy::tr("Cannot create the annotations table in the copy: %1"));
    // Notes of an earlier save are ours to replace; other tools' annotations stay.
    if (!db.exec("DELETE FROM annotations WHERE json_valid(labels) AND json_type(labels, '$.\"faultline.kind\"') "
                 "IS NOT NULL",
                 &sqlError))
        return failed(AnnotatedCopy::tr("Cannot replace the notes of an earlier copy: %1"));
    capture::SqliteStatement insert(db,
                                    "INSERT INTO annotations (timestamp, labels, pid, start_time, span_start, "
                                    "span_end, peer_uid, peer_gid, peer_pid) VALUES (?, ?, ?, 0, ?, ?, 0, 0, 0)");
    if (!insert.isValid()) {
        sqlError = insert.prepareError();
        return failed(AnnotatedCopy::tr("Cannot prepare the notes in the copy: %1"));
    }
    for (const Annotation& a : annotations) {
        const capture::StoredAnnotation row = a.toStored();
        insert.reset();
        insert.bind(1, row.timestamp);
        insert.bind(2, std::string_view(labelsJson(row)));
        insert.bind(3, static_cast<std::int64_t>(row.pid));
        insert.bind(4, row.spanStart);
        insert.bind(5, row.spanEnd);
        if (insert.step() != SQLITE_DONE)
            return failed(AnnotatedCopy::tr("Cannot write a note into the copy: %1"));
    }
    if (!db.exec("COMMIT", &sqlError))
        return failed(AnnotatedCopy::tr("Cannot commit the notes in the copy: %1"));
    // A standalone file: no -wal beside it once closed.
    if (!db.exec("PRAGMA journal_mode=DELETE", &sqlError))
        return failed(AnnotatedCopy::tr("Cannot leave WAL mode in the copy: %1"));
    return true;
}

} // namespace

bool AnnotatedCopy::save(const QString& capturePath, const QString& outputPath, const QList<Annotation>& annotations,
                         QString* error)
{
    const QFileInfo source(capturePath);
    const QFileInfo target(outputPath);
    if (!source.exists()) {
        *error = tr("The capture %1 does not exist.").arg(capturePath);
        return false;
    }
    if (target.exists() && target.canonicalFilePath() == source.canonicalFilePath()) {
        *error = tr("The annotated copy cannot replace the capture itself; choose another file.");
        return false;
    }
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        if (QFileInfo::exists(outputPath + QString::fromLatin1(suffix))) {
            *error = tr("%1 is in use by SQLite (%2 exists); choose another file.")
                         .arg(outputPath, outputPath + QString::fromLatin1(suffix));
            return false;
        }
    }

    capture::SqliteDb from;
    std::string sqlError;
    if (!from.openCapture(localPath(capturePath), &sqlError)) {
        *error = tr("Cannot open the capture %1: %2").arg(capturePath, text::toQString(sqlError));
        return false;
    }
    const QString part = outputPath + QStringLiteral(".part");
    QFile::remove(part);
    bool ok = false;
    {
        capture::SqliteDb to;
        if (!to.openReadWrite(localPath(part), &sqlError)) {
            *error = tr("Cannot create %1: %2").arg(part, text::toQString(sqlError));
        } else {
            sqlite3_backup* backup = sqlite3_backup_init(to.handle(), "main", from.handle(), "main");
            if (!backup) {
                *error = tr("Cannot copy the capture: %1").arg(text::toQString(to.lastError()));
            } else {
                const int stepped = sqlite3_backup_step(backup, -1);
                const int finished = sqlite3_backup_finish(backup);
                if (stepped != SQLITE_DONE || finished != SQLITE_OK)
                    *error = tr("Cannot copy the capture: %1").arg(text::toQString(to.lastError()));
                else
                    ok = fillCopy(to, annotations, error);
            }
        }
    }
    from.close();
    // rename(2) replaces an existing file in one step.
    if (ok && std::rename(localPath(part).c_str(), localPath(outputPath).c_str()) != 0) {
        *error = tr("Cannot rename %1 to %2: %3").arg(part, outputPath, QString::fromLocal8Bit(std::strerror(errno)));
        ok = false;
    }
    if (!ok) {
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            QFile::remove(part + QString::fromLatin1(suffix));
    }
    return ok;
}

} // namespace faultline
