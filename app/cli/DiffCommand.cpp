#include "DiffCommand.h"

#include "CaptureDiff.h"
#include "SnapshotDiff.h"
#include "SnapshotReader.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"
#include "chains/SourceView.h"
#include "cli/CommandLine.h"
#include "common/FileKinds.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <memory>

namespace faultline {

int DiffCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Compares two runs: two PyTorch memory snapshots (the figures of each device, and where the allocated "
           "bytes moved by allocation site and block size), or two captures. The text leads with a verdict."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print JSON (the documented contract) instead of text."));
    parser.addOptions({helpOption, jsonOption, CommandLine::languageOption()});
    parser.addPositionalArgument(QStringLiteral("A"), tr("The run to compare with (the baseline)."));
    parser.addPositionalArgument(QStringLiteral("B"), tr("The run to compare."));

    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline diff: %1").arg(parser.errorText()) << '\n';
        return CommandLine::UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << CommandLine::subcommandHelp(parser, tr("Usage: faultline diff A B [--json]"));
        return CommandLine::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err << tr("faultline diff: expected two files, A and B; see 'faultline diff --help'.") << '\n';
        return CommandLine::UsageError;
    }
    const QString a = positional.at(0);
    const QString b = positional.at(1);
    const bool json = parser.isSet(jsonOption);
    const bool snapshotA = fileKind(a) == FileKind::Snapshot;
    const bool snapshotB = fileKind(b) == FileKind::Snapshot;
    if (snapshotA && snapshotB)
        return diffSnapshots(a, b, json, out, err);
    if (snapshotA != snapshotB) {
        const QString snapshot = snapshotA ? a : b;
        const QString other = snapshotA ? b : a;
        err << tr("faultline diff: cannot compare a PyTorch memory snapshot (%1) with a capture or trace (%2): "
                  "a snapshot holds the allocator's memory at one instant, a capture a stretch of time. "
                  "Compare two snapshots, or two captures.")
                   .arg(snapshot, other)
            << '\n';
        return CommandLine::UsageError;
    }
    return diffCaptures(a, b, json, out, err);
}

int DiffCommand::diffSnapshots(const QString& a, const QString& b, bool json, QTextStream& out, QTextStream& err)
{
    std::unique_ptr<snapshot::Snapshot> snapshots[2];
    const QString paths[2] = {a, b};
    for (int i = 0; i < 2; ++i) {
        snapshot::ReadResult result = snapshot::SnapshotReader::readFile(QFile::encodeName(paths[i]).toStdString());
        if (!result.snapshot) {
            err << tr("faultline diff: cannot read %1: %2").arg(paths[i], QString::fromStdString(result.error)) << '\n';
            return CommandLine::Failure;
        }
        snapshots[i] = std::move(result.snapshot);
    }
    const snapshot::SnapshotDiff diff = snapshot::SnapshotDiff::compute(*snapshots[0], *snapshots[1]);
    out << QString::fromStdString(json ? diff.json() : diff.text());
    return CommandLine::Success;
}

int DiffCommand::diffCaptures(const QString& a, const QString& b, bool json, QTextStream& out, QTextStream& err)
{
    // A profiler trace is converted first, as File ▸ Open converts one, into a capture that lives as
    // long as the comparison.
    QTemporaryDir converted;
    const QString paths[2] = {a, b};
    std::unique_ptr<Trace> traces[2];
    CaptureDiffOptions options;
    for (int i = 0; i < 2; ++i) {
        const std::string path = QFile::encodeName(paths[i]).toStdString();
        std::string why;
        const import::TraceFormat format = import::detectTraceFormat(path, &why);
        if (format == import::TraceFormat::Unknown) {
            err << tr("faultline diff: %1").arg(QString::fromStdString(why)) << '\n';
            return CommandLine::UsageError;
        }
        std::string capture = path;
        if (format != import::TraceFormat::Capture) {
            if (!converted.isValid()) {
                err << tr("faultline diff: cannot make a temporary folder to convert %1.").arg(paths[i]) << '\n';
                return CommandLine::Failure;
            }
            capture =
                QFile::encodeName(converted.filePath(QStringLiteral("%1.db").arg(i == 0 ? 'a' : 'b'))).toStdString();
            import::ImportWriteResult written;
            std::string error;
            if (!import::importTrace(path, capture, {}, &written, &error)) {
                err << tr("faultline diff: cannot convert %1: %2").arg(paths[i], QString::fromStdString(error)) << '\n';
                return CommandLine::Failure;
            }
        }
        LoadResult loaded = TraceBuilder::load(capture);
        if (!loaded.trace) {
            err << tr("faultline diff: cannot load %1: %2").arg(paths[i], QString::fromStdString(loaded.error)) << '\n';
            return CommandLine::Failure;
        }
        traces[i] = std::move(loaded.trace);
        // The scripts each run names, where `explain` and the source view find them.
        (i == 0 ? options.a : options.b).readSource = SourceView::resolverFor(paths[i]).textReader();
    }
    const CaptureDiff diff = faultline::diffCaptures(*traces[0], *traces[1], options);
    if (json)
        out << QString::fromUtf8(captureDiffJson(diff, a, b));
    else
        out << captureDiffText(diff, a, b);
    return CommandLine::Success;
}

} // namespace faultline
