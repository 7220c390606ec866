#pragma once

#include "Annotation.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace faultline {

// "Save annotated copy": a copy of a capture with the notes in its `annotations` table, in
// Ingero's v0.17 layout (created when absent), so Ingero's tools and ours see them.
class AnnotatedCopy
{
    Q_DECLARE_TR_FUNCTIONS(AnnotatedCopy)
public:
    // Copies `capturePath` (opened read-only, through SQLite's backup API, so a capture being
    // written is copied as one consistent snapshot) to a temporary file beside `outputPath`,
    // replaces the notes a previous copy stored there (rows labelled "faultline.kind") with
    // `annotations`, and renames it to `outputPath`. The copy is a plain rollback-journal file.
    // Refuses to write over the capture itself. False with `error` set; nothing is left behind.
    [[nodiscard]] static bool save(const QString& capturePath, const QString& outputPath,
                                   const QList<Annotation>& annotations, QString* error);
};

} // namespace faultline
