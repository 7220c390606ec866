#pragma once

#include "Annotation.h"
#include "ChainEngine.h"
#include "ImageWriter.h"
#include "LaneSelection.h"
#include "SourceResolver.h"
#include "Trace.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace faultline {

enum class ReportFormat : std::uint8_t { Markdown, Html, Pdf };

// "md", "markdown", "html", "htm", "pdf" (a suffix or a --format value); empty otherwise. "pdf" is
// a picture format too: `faultline export` takes it as the report with --review.
[[nodiscard]] std::optional<ReportFormat> reportFormatFromName(const QString& name);

struct ReviewExportOptions
{
    QString captureName;
    std::int64_t from = INT64_MIN; // as ReviewReport::Options
    std::int64_t to = INT64_MAX;
    LaneSelection lanes;
    std::vector<Chain> chains; // ReviewReport::chainsFor() of the range, usually
    QList<Annotation> notes;
    QList<SourceResolver::Mapping> pathMappings;
    // The pictures: twice the layout's pixels, sharp on high-density screens and in print.
    ImageSize imageSize{2400, 192};
    int laneHeight = 20;
    int chainImages = 3; // pictures of the first chains with evidence
};

struct ReviewExportResult
{
    bool ok = false;
    QString error;
    QStringList written; // the report, then its pictures (Markdown) in order
    int chains = 0;
    int images = 0;
    int notes = 0;
};

// The review report of a capture written as Markdown (its pictures as PNG files beside it,
// named after it and linked), as one HTML file (pictures inlined) or as a PDF document (A4, the
// HTML's text and pictures, the pictures fitted to the page's width, pages numbered). The
// pictures: the range, then one per chain (its window, the lanes of its evidence, the evidence
// highlighted).
// Every file is written whole or not at all; none replaces the capture. GUI thread only.
class ReviewExport
{
    Q_DECLARE_TR_FUNCTIONS(ReviewExport)
public:
    // `progress(done, total)` after each picture.
    [[nodiscard]] static ReviewExportResult write(const std::shared_ptr<const Trace>& trace,
                                                  const ReviewExportOptions& options, ReportFormat format,
                                                  const QString& path,
                                                  const std::function<void(int, int)>& progress = {});
};

} // namespace faultline
