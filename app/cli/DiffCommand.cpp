#include "DiffCommand.h"

#include "cli/CommandLine.h"
#include "compare/CompareInputs.h"

#include <QCommandLineParser>
#include <QTextStream>

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
    const CompareResult result = CompareInputs::compare(a, b);
    switch (result.status) {
    case CompareResult::Status::Ok: break;
    case CompareResult::Status::UsageError:
        err << tr("faultline diff: %1").arg(result.error) << '\n';
        return CommandLine::UsageError;
    case CompareResult::Status::Failed:
    case CompareResult::Status::Cancelled:
        err << tr("faultline diff: %1").arg(result.error) << '\n';
        return CommandLine::Failure;
    }
    const bool json = parser.isSet(jsonOption);
    if (result.snapshots)
        out << QString::fromStdString(json ? result.snapshots->json() : result.snapshots->text());
    else if (json)
        out << QString::fromUtf8(captureDiffJson(*result.captures, a, b));
    else
        out << captureDiffText(*result.captures, a, b);
    return CommandLine::Success;
}

} // namespace faultline
