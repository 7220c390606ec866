#pragma once

// The comparison of two runs written as a report (issue 49): Markdown with its pictures as PNG
// files beside it, named after it and linked, or one HTML file with the pictures inlined. Every
// file is written whole or not at all, and none replaces either compared file.

#include "CaptureDiff.h"
#include "CompareReport.h"
#include "ReviewReport.h"
#include "SnapshotDiff.h"
#include "export/ReviewExport.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <vector>

namespace faultline {

struct CompareExportOptions
{
    QString nameA; // how the report names the runs; a snapshot diff's paths when empty
    QString nameB;
    QString pathA; // the compared files: never written over
    QString pathB;
    // The pictures (the Compare view's charts and block maps), in the order shown. Each one's
    // fileName is what ends the written file's name: "steps.png" beside "pr-42.md" is
    // "pr-42-steps.png".
    std::vector<ReviewImage> pictures;
    std::size_t maxRows = 20; // rows of each ranked table
};

struct CompareExportResult
{
    bool ok = false;
    QString error;
    QStringList written; // the report, then its pictures (Markdown) in order
    int images = 0;
};

class CompareExport
{
    Q_DECLARE_TR_FUNCTIONS(CompareExport)
public:
    // `format` is Markdown or HTML.
    [[nodiscard]] static CompareExportResult write(const CaptureDiff& diff, const CompareExportOptions& options,
                                                   ReportFormat format, const QString& path);
    [[nodiscard]] static CompareExportResult write(const snapshot::SnapshotDiff& diff,
                                                   const CompareExportOptions& options, ReportFormat format,
                                                   const QString& path);

private:
    [[nodiscard]] static CompareExportResult write(CompareReport report, const CompareExportOptions& options,
                                                   ReportFormat format, const QString& path);
};

} // namespace faultline
