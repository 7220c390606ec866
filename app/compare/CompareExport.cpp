#include "CompareExport.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSet>

namespace faultline {

namespace {

// Both name one existing file (a link to it included).
bool isSamePath(const QString& a, const QString& b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QFileInfo fa(a);
    const QFileInfo fb(b);
    if (fa.absoluteFilePath() == fb.absoluteFilePath())
        return true;
    return fa.exists() && fb.exists() && fa.canonicalFilePath() == fb.canonicalFilePath();
}

bool writeWhole(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = CompareExport::tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

// What the caller named a picture, as the end of a file name beside the report: letters, digits,
// '.', '-' and '_' (no folder, nothing hidden).
QString pictureSuffix(const QString& name, std::size_t index)
{
    QString out;
    for (const QChar c : QFileInfo(name).fileName()) {
        const bool plain = (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
            || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            || c == QLatin1Char('.') || c == QLatin1Char('-') || c == QLatin1Char('_');
        out += plain ? c : QLatin1Char('-');
    }
    while (out.startsWith(QLatin1Char('.')) || out.startsWith(QLatin1Char('-')))
        out.remove(0, 1);
    if (out.isEmpty())
        out = QStringLiteral("picture-%1").arg(index + 1);
    if (!out.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        out += QStringLiteral(".png");
    return out;
}

CompareReport::Options reportOptions(const CompareExportOptions& options)
{
    CompareReport::Options o;
    o.nameA = options.nameA;
    o.nameB = options.nameB;
    o.exportedAt = QDateTime::currentDateTimeUtc();
    o.producedBy = QStringLiteral("Faultline " FAULTLINE_VERSION);
    o.maxRows = options.maxRows;
    return o;
}

} // namespace

CompareExportResult CompareExport::write(const CaptureDiff& diff, const CompareExportOptions& options,
                                         ReportFormat format, const QString& path)
{
    return write(CompareReport::fromCaptures(diff, reportOptions(options)), options, format, path);
}

CompareExportResult CompareExport::write(const snapshot::SnapshotDiff& diff, const CompareExportOptions& options,
                                         ReportFormat format, const QString& path)
{
    return write(CompareReport::fromSnapshots(diff, reportOptions(options)), options, format, path);
}

CompareExportResult CompareExport::write(CompareReport report, const CompareExportOptions& options, ReportFormat format,
                                         const QString& path)
{
    CompareExportResult result;
    if (format != ReportFormat::Markdown && format != ReportFormat::Html) {
        result.error = tr("A comparison report is written as Markdown or HTML.");
        return result;
    }
    if (path.isEmpty()) {
        result.error = tr("No file to write the report to.");
        return result;
    }

    // The pictures' file names: `<report>-<name>.png` beside it, each once.
    const QFileInfo target(path);
    const QString stem = target.completeBaseName().isEmpty() ? QStringLiteral("comparison") : target.completeBaseName();
    const QDir folder = target.absoluteDir();
    QSet<QString> taken{target.fileName()};
    for (std::size_t i = 0; i < options.pictures.size(); ++i) {
        ReviewImage image = options.pictures[i];
        QString name = stem + QLatin1Char('-') + pictureSuffix(image.fileName, i);
        for (int n = 2; taken.contains(name); ++n)
            name = stem + QLatin1Char('-') + pictureSuffix(image.fileName, i).chopped(4)
                + QStringLiteral("-%1.png").arg(n);
        taken.insert(name);
        image.fileName = name;
        report.addImage(std::move(image));
    }

    QStringList paths{path};
    if (format == ReportFormat::Markdown) {
        for (const ReviewImage& image : report.images())
            paths.append(folder.filePath(image.fileName));
    }
    for (const QString& p : paths) {
        for (const QString& compared : {options.pathA, options.pathB}) {
            if (isSamePath(p, compared)) {
                result.error = tr("%1 is one of the compared files; choose another file.").arg(p);
                return result;
            }
        }
    }

    if (format == ReportFormat::Markdown) {
        for (const ReviewImage& image : report.images()) {
            if (!writeWhole(folder.filePath(image.fileName), image.png, &result.error))
                return result;
        }
        if (!writeWhole(path, report.markdown().toUtf8(), &result.error))
            return result;
    } else if (!writeWhole(path, report.html(), &result.error)) {
        return result;
    }
    result.written = paths;
    result.images = static_cast<int>(report.images().size());
    result.ok = true;
    return result;
}

} // namespace faultline
