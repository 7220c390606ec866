#pragma once

#include "Annotation.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace faultline {

// The notes of a capture in `<capture>.faultline-notes.json` beside it; the capture itself is
// never opened for writing. The file (version 1):
//
//   { "format": "faultline-notes", "version": 1, "capture": "run.db",
//     "notes": [ { "id": 1, "kind": "point" | "span",
//                  "start": "1700000000123456789", "end": "...",   // unix ns as decimal text
//                  "text": "...", "colour": "#rrggbb", "author": "...",
//                  "created": "2026-05-20T10:11:12.345Z",
//                  "pid": 4242, "event": "node:000000000042",
//                  "chain": { "id": "...", "rule": "...", "time": "unix ns" },
//                  "labels": { "other": "labels read from a capture" } } ] }
//
// Times are text because unix ns do not fit a double. Keys other than these are ignored, so a
// later minor addition still loads; a higher "version" is refused.
class AnnotationSidecar
{
    Q_DECLARE_TR_FUNCTIONS(AnnotationSidecar)
public:
    static constexpr int kVersion = 1;

    enum class Status : quint8 {
        Absent, // no sidecar: no notes yet
        Loaded,
        Damaged, // not JSON, or JSON that is not a notes file of ours, or a newer version
    };

    struct LoadResult
    {
        Status status = Status::Absent;
        QList<Annotation> annotations;
        QString path;    // the file read (Loaded) or refused (Damaged)
        QString error;   // Damaged: what is wrong and that the file is kept
        QString warning; // Loaded from a file beside a damaged sidecar: what is wrong with that one
    };

    struct SaveResult
    {
        bool ok = false;
        QString path;    // where the notes were written
        QString message; // why not (ok = false) or, when written beside a damaged sidecar, why
    };

    [[nodiscard]] static QString pathFor(const QString& capturePath);

    // A damaged sidecar with notes saved beside it earlier (see save()) loads those, with a warning.
    [[nodiscard]] static LoadResult load(const QString& capturePath);
    // Writes atomically (a temporary file renamed over the sidecar). A sidecar that exists but
    // does not load is kept: the notes go to the first free `<capture>.faultline-notes-N.json`.
    [[nodiscard]] static SaveResult save(const QString& capturePath, const QList<Annotation>& annotations);

    [[nodiscard]] static QByteArray toJson(const QList<Annotation>& annotations, const QString& captureName);
    // False with `error` set when `json` is not a notes file we can read.
    [[nodiscard]] static bool fromJson(const QByteArray& json, QList<Annotation>* annotations, QString* error);

private:
    [[nodiscard]] static LoadResult loadFile(const QString& path);
    [[nodiscard]] static QString alternativePath(const QString& capturePath, int n);
    [[nodiscard]] static SaveResult write(const QString& path, const QByteArray& bytes);
};

} // namespace faultline
