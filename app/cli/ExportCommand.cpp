#include "ExportCommand.h"

#include "AnnotationSidecar.h"
#include "ChainEngine.h"
#include "ExplainReport.h"
#include "PerfettoExport.h"
#include "TraceBuilder.h"
#include "cli/CommandLine.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>

namespace faultline {

namespace {

const QStringList kLaterFormats = {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"),
                                   QStringLiteral("md"), QStringLiteral("html")};

// "PID", "PID:TID" or "PID/TID" items, comma-separated. A bare number that is no process of the
// capture but is one of its threads selects that thread.
bool parseLanes(const QStringList& values, const Trace& trace, PerfettoExportOptions* options, QString* error)
{
    const auto hasThread = [&](uint tid) {
        return std::any_of(trace.threads.begin(), trace.threads.end(), [tid](const Thread& t) { return t.tid == tid; });
    };
    for (const QString& value : values) {
        for (const QString& rawItem : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString item = rawItem.trimmed();
            const qsizetype sep = std::max(item.indexOf(QLatin1Char(':')), item.indexOf(QLatin1Char('/')));
            bool okPid = false;
            const uint pid = (sep < 0 ? item : item.left(sep)).toUInt(&okPid);
            if (!okPid) {
                *error = ExportCommand::tr("--lanes: '%1' is not PID or PID:TID.").arg(item);
                return false;
            }
            if (sep >= 0) {
                bool okTid = false;
                const uint tid = item.mid(sep + 1).toUInt(&okTid);
                const bool found = okTid
                    && std::any_of(trace.threads.begin(), trace.threads.end(),
                                   [pid, tid](const Thread& t) { return t.pid == pid && t.tid == tid; });
                if (!found) {
                    *error = ExportCommand::tr("--lanes: the capture has no thread %1 in process %2.")
                                 .arg(item.mid(sep + 1))
                                 .arg(pid);
                    return false;
                }
                options->tids.push_back(tid);
            } else if (trace.process(pid)) {
                options->pids.push_back(pid);
            } else if (hasThread(pid)) {
                options->tids.push_back(pid);
            } else {
                *error = ExportCommand::tr("--lanes: the capture has no process or thread %1.").arg(pid);
                return false;
            }
        }
    }
    return true;
}

} // namespace

int ExportCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Exports the events of a capture, or of a range and some lanes, with its "
                                        "chains and notes. JSON is Chrome trace-event JSON that the Perfetto UI "
                                        "(ui.perfetto.dev) opens."));
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
                                          tr("json (png, svg, pdf, md and html are not yet supported). Default: "
                                             "from the output's suffix."),
                                          QStringLiteral("FORMAT"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")}, tr("File to write."),
                                          QStringLiteral("OUT"));
    const QCommandLineOption noChainsOption(QStringLiteral("no-chains"), tr("Leave the causal chains out."));
    const QCommandLineOption noNotesOption(QStringLiteral("no-notes"), tr("Leave the notes out."));
    const QCommandLineOption langOption = CommandLine::languageOption();
    parser.addOptions({helpOption, fromOption, toOption, lanesOption, formatOption, outputOption, noChainsOption,
                       noNotesOption, langOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Capture to read (.db, .sqlite)."));

    const QString usage = tr("Usage: faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] "
                             "--format json -o OUT");
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
    const QString format =
        (parser.isSet(formatOption) ? parser.value(formatOption) : QFileInfo(output).suffix()).toLower();
    if (kLaterFormats.contains(format)) {
        err << tr("faultline export: the %1 format is not yet supported; use --format json.").arg(format) << '\n';
        return CommandLine::UsageError;
    }
    if (format != QLatin1String("json")) {
        err << tr("faultline export: unknown format '%1'; use --format json.").arg(format) << '\n';
        return CommandLine::UsageError;
    }
    if (QFileInfo(output).exists() && QFileInfo(output).canonicalFilePath() == QFileInfo(path).canonicalFilePath()) {
        err << tr("faultline export: the output would replace the capture; choose another file.") << '\n';
        return CommandLine::UsageError;
    }

    const LoadResult result = TraceBuilder::load(QFile::encodeName(path).toStdString());
    if (!result.trace) {
        err << tr("faultline export: cannot load %1: %2").arg(path, QString::fromStdString(result.error)) << '\n';
        return CommandLine::Failure;
    }
    const Trace& trace = *result.trace;

    PerfettoExportOptions options;
    options.captureName = QFileInfo(path).fileName();
    for (const auto& [option, target] : {std::pair{&fromOption, &options.from}, std::pair{&toOption, &options.to}}) {
        if (!parser.isSet(*option))
            continue;
        const auto t = ExplainReport::parseTime(parser.value(*option), trace.beginNs);
        if (!t) {
            err << tr("faultline export: cannot read the time '%1' (try 12.5, 12.5s, 300ms or @UNIX_NS).")
                       .arg(parser.value(*option))
                << '\n';
            return CommandLine::UsageError;
        }
        *target = *t;
    }
    if (options.from >= options.to) {
        err << tr("faultline export: --from must be before --to.") << '\n';
        return CommandLine::UsageError;
    }
    QString lanesError;
    if (!parseLanes(parser.values(lanesOption), trace, &options, &lanesError)) {
        err << tr("faultline export: %1").arg(lanesError) << '\n';
        return CommandLine::UsageError;
    }
    if (!parser.isSet(noChainsOption)) {
        ChainOptions chainOptions;
        chainOptions.from = options.from;
        chainOptions.to = options.to;
        options.chains = ChainEngine::derive(trace, chainOptions);
        for (Chain& c : ChainEngine::stored(trace))
            options.chains.push_back(std::move(c));
    }
    if (!parser.isSet(noNotesOption)) {
        const AnnotationSidecar::LoadResult notes = AnnotationSidecar::load(path);
        if (notes.status == AnnotationSidecar::Status::Damaged)
            err << tr("faultline export: %1").arg(notes.error) << '\n';
        if (!notes.warning.isEmpty())
            err << tr("faultline export: %1").arg(notes.warning) << '\n';
        if (notes.status == AnnotationSidecar::Status::Loaded) {
            options.notes = notes.annotations;
        } else {
            for (const capture::StoredAnnotation& stored : trace.annotations)
                options.notes.append(Annotation::fromStored(stored));
        }
    }

    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly)) {
        err << tr("faultline export: cannot write %1: %2").arg(output, file.errorString()) << '\n';
        return CommandLine::Failure;
    }
    const PerfettoExportResult written = PerfettoExport::write(trace, options, &file);
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

} // namespace faultline
