#include "ExportCommand.h"

#include "AnnotationSidecar.h"
#include "ChainEngine.h"
#include "ExplainReport.h"
#include "LaneSelection.h"
#include "PerfettoExport.h"
#include "ReviewReport.h"
#include "TraceBuilder.h"
#include "cli/CommandLine.h"
#include "common/FileKinds.h"
#include "export/BlockMapImage.h"
#include "export/ReviewExport.h"
#include "export/TimelineImage.h"
#include "memory/MemoryWorkspace.h"
#include "memory/SnapshotLoader.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>

namespace faultline {

namespace {

enum class Kind : std::uint8_t { Json, Image, Report };

QString formatList()
{
    return QStringLiteral("png, svg, pdf, md, html, json");
}

bool hasWidgets()
{
    return qobject_cast<QApplication*>(QCoreApplication::instance()) != nullptr;
}

// A whole number option (at least `minimum`), or the default when absent; false with `error` set
// when invalid.
bool intOption(const QCommandLineParser& parser, const QCommandLineOption& option, int minimum, int* value,
               QString* error)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const int v = parser.value(option).toInt(&ok);
    if (!ok || v < minimum) {
        *error = ExportCommand::tr("--%1 wants a whole number of at least %2, not '%3'.")
                     .arg(option.names().constFirst())
                     .arg(minimum)
                     .arg(parser.value(option));
        return false;
    }
    *value = v;
    return true;
}

} // namespace

int ExportCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Exports a capture, or a range and some lanes of it, with its chains and notes: as a picture of the "
           "timeline (png, svg, pdf), as a review report (md with its pictures beside it, one html file, or with "
           "--review a pdf document), or as Chrome trace-event JSON that the Perfetto UI (ui.perfetto.dev) opens. "
           "Given a PyTorch memory snapshot (.pickle, .json), png, svg and pdf are a picture of its block map."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption fromOption(QStringLiteral("from"),
                                        tr("Only events starting from T: seconds since the capture began, with an "
                                           "optional unit (12.5, 12.5s, 300ms), or @UNIX_NS."),
                                        QStringLiteral("T"));
    const QCommandLineOption toOption(QStringLiteral("to"), tr("Only events starting before T (same forms as --from)."),
                                      QStringLiteral("T"));
    const QCommandLineOption lanesOption(QStringLiteral("lanes"),
                                         tr("Only these processes (PID) and threads (PID:TID), comma-separated; "
                                            "may be repeated."),
                                         QStringLiteral("LANES"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          tr("png, svg, pdf, md, html or json. Default: from the output's suffix."),
                                          QStringLiteral("FORMAT"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")}, tr("File to write."),
                                          QStringLiteral("OUT"));
    const QCommandLineOption widthOption(QStringLiteral("width"),
                                         tr("Width of a picture in pixels (default 1600; 2400 for a report's "
                                            "pictures)."),
                                         QStringLiteral("PX"));
    const QCommandLineOption dpiOption(QStringLiteral("dpi"),
                                       tr("Resolution of a picture in dots per inch (default 96; 192 for a report's "
                                          "pictures). Text keeps its size in points: the picture is PX / N inches "
                                          "wide."),
                                       QStringLiteral("N"));
    const QCommandLineOption chainImagesOption(QStringLiteral("chain-images"),
                                               tr("Reports: pictures of the first N chains (default 3; 0 for none)."),
                                               QStringLiteral("N"));
    const QCommandLineOption deviceOption(QStringLiteral("device"),
                                          tr("Memory snapshots: the GPU whose block map is drawn (default: the "
                                             "first)."),
                                          QStringLiteral("N"));
    const QCommandLineOption reviewOption(QStringLiteral("review"),
                                          tr("Write the review report: md, html or pdf (from the output's suffix "
                                             "or --format; html when the output has no suffix). Without it a pdf "
                                             "is a picture of the timeline."));
    const QCommandLineOption noChainsOption(QStringLiteral("no-chains"), tr("Leave the causal chains out."));
    const QCommandLineOption noNotesOption(QStringLiteral("no-notes"), tr("Leave the notes out."));
    const QCommandLineOption noLegendOption(QStringLiteral("no-legend"), tr("Pictures: leave the legend out."));
    const QCommandLineOption langOption = CommandLine::languageOption();
    parser.addOptions({helpOption, fromOption, toOption, lanesOption, formatOption, outputOption, widthOption,
                       dpiOption, chainImagesOption, deviceOption, reviewOption, noChainsOption, noNotesOption,
                       noLegendOption, langOption});
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("Capture to read (.db, .sqlite), or a memory snapshot (.pickle, .json)."));

    const QString usage = tr("Usage: faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT "
                             "[--format png|svg|pdf|md|html|json] [--review] [--width PX] [--dpi N]");
    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline export: %1").arg(parser.errorText()) << '\n';
        return CommandLine::UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << CommandLine::subcommandHelp(parser, usage);
        return CommandLine::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err << tr("faultline export: expected one capture file; see 'faultline export --help'.") << '\n';
        return CommandLine::UsageError;
    }
    if (!parser.isSet(outputOption) || parser.value(outputOption).isEmpty()) {
        err << tr("faultline export: no output file; give -o OUT.") << '\n';
        return CommandLine::UsageError;
    }
    const QString path = positional.constFirst();
    const QString output = parser.value(outputOption);
    const bool review = parser.isSet(reviewOption);
    QString format = (parser.isSet(formatOption) ? parser.value(formatOption) : QFileInfo(output).suffix()).toLower();
    if (review && format.isEmpty())
        format = QStringLiteral("html");
    // A pdf is the timeline's picture unless the review is asked for; md and html are the review's.
    std::optional<ImageFormat> imageFormat;
    if (!review)
        imageFormat = imageFormatFromName(format);
    const std::optional<ReportFormat> reportFormat = reportFormatFromName(format);
    if (review && !reportFormat) {
        err << tr("faultline export: the review report is md, html or pdf, not '%1'.").arg(format) << '\n';
        return CommandLine::UsageError;
    }
    if (format != QLatin1String("json") && !imageFormat && !reportFormat) {
        err << tr("faultline export: unknown format '%1'; use one of %2.").arg(format, formatList()) << '\n';
        return CommandLine::UsageError;
    }
    const Kind kind = imageFormat ? Kind::Image : reportFormat ? Kind::Report : Kind::Json;
    if (QFileInfo(output).exists() && QFileInfo(output).canonicalFilePath() == QFileInfo(path).canonicalFilePath()) {
        err << tr("faultline export: the output would replace the capture; choose another file.") << '\n';
        return CommandLine::UsageError;
    }
    const bool snapshotFile = fileKind(path) == FileKind::Snapshot;
    if (snapshotFile && kind != Kind::Image) {
        err << tr("faultline export: %1 is a memory snapshot: its block map exports as png, svg or pdf.").arg(path)
            << '\n';
        return CommandLine::UsageError;
    }
    if (snapshotFile && (parser.isSet(fromOption) || parser.isSet(toOption) || parser.isSet(lanesOption))) {
        err << tr("faultline export: --from, --to and --lanes are for captures, not memory snapshots.") << '\n';
        return CommandLine::UsageError;
    }

    ImageSize size = kind == Kind::Report ? ImageSize{2400, 192} : ImageSize{};
    int chainImages = 3;
    QString optionError;
    if (!intOption(parser, widthOption, 1, &size.widthPx, &optionError)
        || !intOption(parser, dpiOption, 1, &size.dpi, &optionError)
        || !intOption(parser, chainImagesOption, 0, &chainImages, &optionError)) {
        err << tr("faultline export: %1").arg(optionError) << '\n';
        return CommandLine::UsageError;
    }
    if (kind != Kind::Json) {
        if (const QString problem = ImageWriter::checkSize(size); !problem.isEmpty()) {
            err << tr("faultline export: %1").arg(problem) << '\n';
            return CommandLine::UsageError;
        }
        if (!hasWidgets()) {
            // main() starts a QApplication for `export`; an embedder calling us must too.
            err << tr("faultline export: %1 needs a QApplication (the pictures are drawn with the app's widgets).")
                       .arg(format)
                << '\n';
            return CommandLine::Failure;
        }
    }

    if (snapshotFile)
        return exportBlockMap(parser, deviceOption, path, output, imageFormat.value_or(ImageFormat{}), size,
                              !parser.isSet(noLegendOption), out, err);

    LoadResult result = TraceBuilder::load(QFile::encodeName(path).toStdString());
    if (!result.trace) {
        err << tr("faultline export: cannot load %1: %2").arg(path, QString::fromStdString(result.error)) << '\n';
        return CommandLine::Failure;
    }
    const std::shared_ptr<const Trace> trace = std::move(result.trace);

    std::int64_t from = INT64_MIN;
    std::int64_t to = INT64_MAX;
    for (const auto& [option, target] : {std::pair{&fromOption, &from}, std::pair{&toOption, &to}}) {
        if (!parser.isSet(*option))
            continue;
        const auto t = ExplainReport::parseTime(parser.value(*option), trace->beginNs);
        if (!t) {
            err << tr("faultline export: cannot read the time '%1' (try 12.5, 12.5s, 300ms or @UNIX_NS).")
                       .arg(parser.value(*option))
                << '\n';
            return CommandLine::UsageError;
        }
        *target = *t;
    }
    if (from >= to) {
        err << tr("faultline export: --from must be before --to.") << '\n';
        return CommandLine::UsageError;
    }
    LaneSelection lanes;
    QString lanesError;
    if (!LaneSelection::parse(parser.values(lanesOption), *trace, &lanes, &lanesError)) {
        err << tr("faultline export: %1").arg(lanesError) << '\n';
        return CommandLine::UsageError;
    }
    lanes.counters = lanes.all();
    std::vector<Chain> chains;
    if (!parser.isSet(noChainsOption) && kind != Kind::Image)
        chains = ReviewReport::chainsFor(*trace, from, to);
    QList<Annotation> notes;
    if (!parser.isSet(noNotesOption)) {
        const AnnotationSidecar::LoadResult sidecar = AnnotationSidecar::load(path);
        if (sidecar.status == AnnotationSidecar::Status::Damaged)
            err << tr("faultline export: %1").arg(sidecar.error) << '\n';
        if (!sidecar.warning.isEmpty())
            err << tr("faultline export: %1").arg(sidecar.warning) << '\n';
        if (sidecar.status == AnnotationSidecar::Status::Loaded) {
            notes = sidecar.annotations;
        } else {
            for (const capture::StoredAnnotation& stored : trace->annotations)
                notes.append(Annotation::fromStored(stored));
        }
    }
    const QString captureName = QFileInfo(path).fileName();

    if (kind == Kind::Image) {
        TimelineImageOptions options;
        // The whole capture unless a bound was given; a bound alone keeps the other end.
        if (from != INT64_MIN || to != INT64_MAX) {
            options.from = std::max(from, trace->beginNs);
            options.to = std::min(to, std::max(trace->endNs, trace->beginNs + 1));
        }
        options.lanes = lanes;
        options.size = size;
        options.legend = !parser.isSet(noLegendOption);
        options.annotations = notes;
        options.captureName = captureName;
        TimelineImage image(trace, std::move(options));
        const ImageWriter::Result written = image.writeFile(*imageFormat, output);
        if (!written.ok) {
            err << tr("faultline export: %1").arg(written.error) << '\n';
            return CommandLine::Failure;
        }
        out << tr("Wrote %1: %2 × %3 px at %4 DPI, %5 rows, %6 notes.")
                   .arg(output)
                   .arg(*imageFormat == ImageFormat::Png ? written.pixels.width() : size.widthPx)
                   .arg(*imageFormat == ImageFormat::Png
                            ? written.pixels.height()
                            : written.pixels.height() * size.widthPx / std::max(1, written.pixels.width()))
                   .arg(size.dpi)
                   .arg(image.rowTitles().size())
                   .arg(image.notes().size())
            << '\n';
        return CommandLine::Success;
    }

    if (kind == Kind::Report) {
        ReviewExportOptions options;
        options.captureName = captureName;
        options.from = from;
        options.to = to;
        options.lanes = lanes;
        options.chains = std::move(chains);
        options.notes = notes;
        options.imageSize = size;
        options.chainImages = chainImages;
        const ReviewExportResult written = ReviewExport::write(trace, options, *reportFormat, output);
        if (!written.ok) {
            err << tr("faultline export: %1").arg(written.error) << '\n';
            return CommandLine::Failure;
        }
        out << tr("Wrote %1: %2 chains, %3 pictures, %4 notes.")
                   .arg(written.written.join(QStringLiteral(", ")))
                   .arg(written.chains)
                   .arg(written.images)
                   .arg(written.notes)
            << '\n';
        return CommandLine::Success;
    }

    PerfettoExportOptions options;
    options.captureName = captureName;
    options.from = from;
    options.to = to;
    options.pids = lanes.pids;
    options.tids = lanes.tids;
    options.chains = std::move(chains);
    options.notes = notes;
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly)) {
        err << tr("faultline export: cannot write %1: %2").arg(output, file.errorString()) << '\n';
        return CommandLine::Failure;
    }
    const PerfettoExportResult written = PerfettoExport::write(*trace, options, &file);
    if (!written.ok || !file.commit()) {
        err << tr("faultline export: cannot write %1: %2").arg(output, written.ok ? file.errorString() : written.error)
            << '\n';
        return CommandLine::Failure;
    }
    out << tr("Wrote %1: %2 events of %3 threads in %4 processes, %5 chains, %6 notes.")
               .arg(output)
               .arg(written.events)
               .arg(written.threads)
               .arg(written.processes)
               .arg(written.chains)
               .arg(written.notes)
        << '\n';
    return CommandLine::Success;
}

int ExportCommand::exportBlockMap(const QCommandLineParser& parser, const QCommandLineOption& deviceOption,
                                  const QString& path, const QString& output, ImageFormat format, const ImageSize& size,
                                  bool legend, QTextStream& out, QTextStream& err)
{
    LoadedSnapshot loaded = SnapshotLoader::read(path);
    if (!loaded.snapshot) {
        err << tr("faultline export: cannot load %1: %2").arg(path, loaded.error) << '\n';
        return CommandLine::Failure;
    }
    const std::vector<std::int64_t> devices = loaded.snapshot->devices();
    if (devices.empty()) {
        err << tr("faultline export: %1 records no GPU memory: there is no block map to draw.").arg(path) << '\n';
        return CommandLine::Failure;
    }
    std::int64_t device = devices.front();
    if (parser.isSet(deviceOption)) {
        bool ok = false;
        device = parser.value(deviceOption).toLongLong(&ok);
        if (!ok || std::find(devices.begin(), devices.end(), device) == devices.end()) {
            QStringList names;
            for (const std::int64_t d : devices)
                names.append(QString::number(d));
            err << tr("faultline export: --device %1: the snapshot has GPUs %2.")
                       .arg(parser.value(deviceOption), names.join(QStringLiteral(", ")))
                << '\n';
            return CommandLine::UsageError;
        }
    }
    MemoryWorkspace workspace(path, std::move(loaded));
    if (workspace.device() != device) {
        // The replay of another device runs on a worker thread: wait for it here.
        QEventLoop loop;
        QObject::connect(&workspace, &MemoryWorkspace::deviceShown, &loop, &QEventLoop::quit);
        workspace.setDevice(device);
        if (workspace.device() != device)
            loop.exec();
    }
    BlockMapImageOptions options;
    options.size = size;
    options.legend = legend;
    BlockMapImage image(workspace, std::move(options));
    const ImageWriter::Result written = image.writeFile(format, output);
    if (!written.ok) {
        err << tr("faultline export: %1").arg(written.error) << '\n';
        return CommandLine::Failure;
    }
    out << tr("Wrote %1: the block map of GPU %2, %3 segments.").arg(output).arg(device).arg(image.segmentCount())
        << '\n';
    return CommandLine::Success;
}

} // namespace faultline
