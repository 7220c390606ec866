#include "ReviewExport.h"

#include "QtText.h"
#include "ReviewReport.h"
#include "TimelineImage.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>

namespace faultline {

namespace {

// The PDF is laid out at the HTML's CSS pixels (96 to the inch), its text at 12 px (9 pt printed,
// where a screen's 15 px would squeeze the op statistics' columns).
constexpr int kPdfDpi = 96;
const char kPdfStyle[] = "<style>body { font-size: 12px; }</style>";
// What QTextDocument::print() leaves of an A4 page's width (2 cm either side) less the body's
// padding, in CSS pixels.
constexpr int kPdfTextWidth = 560;

bool isSamePath(const QString& a, const QString& b)
{
    const QFileInfo fa(a);
    const QFileInfo fb(b);
    return fa.exists() && fb.exists() && fa.canonicalFilePath() == fb.canonicalFilePath();
}

QString seconds(std::int64_t ns, std::int64_t origin)
{
    return QLocale().toString(static_cast<double>(ns - origin) / 1e9, 'f', 3) + QStringLiteral(" s");
}

bool writeWhole(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = ReviewExport::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

// The report's HTML printed: its pictures (data: URIs there) handed to the document as resources,
// fitted to the page's width by the sizes `report` gives them.
QByteArray pdfOf(const ReviewReport& report, const QString& title)
{
    QString html = QString::fromUtf8(report.html());
    QTextDocument document;
    for (std::size_t i = 0; i < report.images().size(); ++i) {
        const ReviewImage& image = report.images()[i];
        const QString name = QStringLiteral("faultline-picture-%1.png").arg(i);
        html.replace(QStringLiteral("data:image/png;base64,") + QString::fromLatin1(image.png.toBase64()), name);
        document.addResource(QTextDocument::ImageResource, QUrl(name), QImage::fromData(image.png, "PNG"));
    }
    // QTextDocument does not know <figure>: it would run the picture into the list before it.
    html.replace(QStringLiteral("<figure>"), QStringLiteral("<div class=\"figure\">"))
        .replace(QStringLiteral("</figure>"), QStringLiteral("</div>"))
        .replace(QStringLiteral("<figcaption>"), QStringLiteral("<p class=\"muted\">"))
        .replace(QStringLiteral("</figcaption>"), QStringLiteral("</p>"));
    html.replace(QStringLiteral("</head>"), QLatin1String(kPdfStyle) + QStringLiteral("</head>"));
    document.setHtml(html);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Faultline " FAULTLINE_VERSION));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(kPdfDpi);
    document.print(&writer);
    return bytes;
}

} // namespace

std::optional<ReportFormat> reportFormatFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("md") || n == QLatin1String("markdown"))
        return ReportFormat::Markdown;
    if (n == QLatin1String("html") || n == QLatin1String("htm"))
        return ReportFormat::Html;
    if (n == QLatin1String("pdf"))
        return ReportFormat::Pdf;
    return std::nullopt;
}

ReviewExportResult ReviewExport::write(const std::shared_ptr<const Trace>& trace, const ReviewExportOptions& options,
                                       ReportFormat format, const QString& path,
                                       const std::function<void(int, int)>& progress)
{
    ReviewExportResult result;
    if (const QString problem = ImageWriter::checkSize(options.imageSize); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    ReviewReport::Options reportOptions;
    reportOptions.captureName = options.captureName;
    reportOptions.from = options.from;
    reportOptions.to = options.to;
    reportOptions.lanes = options.lanes;
    reportOptions.chains = options.chains;
    reportOptions.notes = options.notes;
    reportOptions.exportedAt = now;
    reportOptions.producedBy = QStringLiteral("Faultline " FAULTLINE_VERSION);
    reportOptions.pathMappings = options.pathMappings;
    ReviewReport report = ReviewReport::build(*trace, reportOptions);

    // The pictures' file names: `<report>-timeline.png`, `<report>-chain-N.png` beside it.
    const QFileInfo target(path);
    const QString stem = target.completeBaseName().isEmpty() ? QStringLiteral("review") : target.completeBaseName();
    const QDir folder = target.dir();

    std::vector<const Chain*> pictured;
    for (const Chain& chain : report.chains()) {
        if (static_cast<int>(pictured.size()) >= options.chainImages)
            break;
        if (!chain.evidence.empty() && !chain.lanes.empty())
            pictured.push_back(&chain);
    }
    const int total = 1 + static_cast<int>(pictured.size());
    int done = 0;

    const auto picture = [&](TimelineImageOptions imageOptions, ReviewImage image) {
        imageOptions.size = options.imageSize;
        imageOptions.laneHeight = options.laneHeight;
        imageOptions.annotations = options.notes;
        imageOptions.captureName = options.captureName;
        imageOptions.exportedAt = now;
        TimelineImage timeline(trace, std::move(imageOptions));
        QBuffer buffer(&image.png);
        buffer.open(QIODevice::WriteOnly);
        const ImageWriter::Result written = timeline.write(ImageFormat::Png, &buffer);
        if (!written.ok) {
            result.error = written.error;
            return false;
        }
        image.size = timeline.layoutSize();
        if (format == ReportFormat::Pdf && image.size.width() > kPdfTextWidth)
            image.size = image.size.scaled(kPdfTextWidth, image.size.height(), Qt::KeepAspectRatio);
        report.addImage(std::move(image));
        ++result.images;
        if (progress)
            progress(++done, total);
        return true;
    };

    {
        TimelineImageOptions overview;
        overview.from = report.from();
        overview.to = report.to();
        overview.lanes = options.lanes;
        ReviewImage image;
        const bool whole = report.from() <= trace->beginNs && report.to() >= trace->endNs;
        image.title = whole ? tr("The whole capture") : tr("The range");
        image.caption = whole ? tr("The timeline of the whole capture, with the notes.")
                              : tr("The timeline from %1 to %2 after the capture began, with the notes.")
                                    .arg(seconds(report.from(), trace->beginNs), seconds(report.to(), trace->beginNs));
        image.fileName = stem + QStringLiteral("-timeline.png");
        if (!picture(std::move(overview), std::move(image)))
            return result;
    }
    for (std::size_t i = 0; i < pictured.size(); ++i) {
        const Chain& chain = *pictured[i];
        TimelineImageOptions evidence;
        // The chain's window with room around it, so that what came before and after shows.
        const std::int64_t span = std::max<std::int64_t>(chain.windowEnd - chain.windowStart, 0);
        const std::int64_t pad = std::max<std::int64_t>(span / 5, 500'000);
        evidence.from = std::max(trace->beginNs, capture::saturatingSub(chain.windowStart, pad));
        evidence.to = std::min(std::max(trace->endNs, trace->beginNs + 1),
                               capture::saturatingAdd(chain.windowEnd, pad));
        for (const std::uint32_t lane : chain.lanes) {
            if (lane < trace->lanes.size())
                evidence.lanes.tids.push_back(trace->threads[trace->lanes[lane].thread].tid);
        }
        evidence.lanes.counters = false;
        evidence.highlight = chain.evidence;
        evidence.subtitle = QStringLiteral("[%1] %2").arg(QLatin1String(severityName(chain.severity)),
                                                          text::toQString(chain.title));
        const auto index = std::find_if(report.chains().begin(), report.chains().end(),
                                        [&](const Chain& c) { return &c == &chain; })
            - report.chains().begin();
        ReviewImage image;
        image.chainId = text::toQString(chain.id);
        image.title = tr("Chain %1: %2").arg(index + 1).arg(text::toQString(chain.rule));
        image.caption = tr("Chain %1 (%2): its %3 evidence events highlighted on the lanes they are on.")
                            .arg(index + 1)
                            .arg(text::toQString(chain.rule))
                            .arg(chain.evidence.size());
        image.fileName = stem + QStringLiteral("-chain-%1.png").arg(index + 1);
        if (!picture(std::move(evidence), std::move(image)))
            return result;
    }

    const QString capturePath = text::toQString(trace->info.path);
    QStringList paths{path};
    if (format == ReportFormat::Markdown) {
        for (const ReviewImage& image : report.images())
            paths.append(folder.filePath(image.fileName));
    }
    for (const QString& p : paths) {
        if (!capturePath.isEmpty() && isSamePath(p, capturePath)) {
            result.error = tr("%1 is the capture itself; choose another file.").arg(p);
            return result;
        }
    }

    if (format == ReportFormat::Markdown) {
        for (const ReviewImage& image : report.images()) {
            if (!writeWhole(folder.filePath(image.fileName), image.png, &result.error))
                return result;
        }
        if (!writeWhole(path, report.markdown().toUtf8(), &result.error))
            return result;
    } else if (format == ReportFormat::Pdf) {
        const QByteArray pdf = pdfOf(report, tr("Review of %1").arg(options.captureName));
        if (pdf.isEmpty()) {
            result.error = tr("Cannot lay out %1 as PDF.").arg(path);
            return result;
        }
        if (!writeWhole(path, pdf, &result.error))
            return result;
    } else if (!writeWhole(path, report.html(), &result.error)) {
        return result;
    }
    result.written = paths;
    result.chains = static_cast<int>(report.chains().size());
    result.notes = static_cast<int>(report.notes().size());
    result.ok = true;
    return result;
}

} // namespace faultline
