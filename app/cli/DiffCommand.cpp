#include "DiffCommand.h"

#include "cli/CommandLine.h"
#include "compare/CompareInputs.h"
#include "compare/CompareView.h"

#include <QApplication>
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
    const QCommandLineOption reportOption(
        QStringLiteral("report"),
        tr("Also write the comparison report to FILE: Markdown (.md, its pictures beside it) or one HTML file (.html), "
           "with the Compare tab's charts or block maps."),
        QStringLiteral("FILE"));
    parser.addOptions({helpOption, jsonOption, reportOption, CommandLine::languageOption()});
    parser.addPositionalArgument(QStringLiteral("A"), tr("The run to compare with (the baseline)."));
    parser.addPositionalArgument(QStringLiteral("B"), tr("The run to compare."));

    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline diff: %1").arg(parser.errorText()) << '\n';
        return CommandLine::UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << CommandLine::subcommandHelp(parser,
                                           tr("Usage: faultline diff A B [--json] [--report FILE.md|FILE.html]"));
        return CommandLine::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err << tr("faultline diff: expected two files, A and B; see 'faultline diff --help'.") << '\n';
        return CommandLine::UsageError;
    }
    const QString a = positional.at(0);
    const QString b = positional.at(1);
    const QString report = parser.value(reportOption);
    if (!report.isEmpty() && !qobject_cast<QApplication*>(QCoreApplication::instance())) {
        err << tr("faultline diff: --report draws pictures and needs the application's widgets.") << '\n';
        return CommandLine::Failure;
    }
    // The report's pictures are the Compare tab's: the view is made (offscreen) to draw them.
    ComparePrepared prepared = report.isEmpty()
        ? ComparePrepared{std::make_shared<CompareResult>(CompareInputs::compare(a, b))}
        : CompareView::prepare(a, b);
    const CompareResult& result = *prepared.result;
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
    if (!report.isEmpty()) {
        CompareView view(std::move(prepared));
        view.resize(1400, 900);
        const CompareExportResult written = view.exportReportTo(report);
        if (!written.ok) {
            err << tr("faultline diff: %1").arg(written.error) << '\n';
            return CommandLine::Failure;
        }
        err << tr("faultline diff: wrote %1 (%n picture(s)).", nullptr, written.images).arg(report) << '\n';
    }
    return CommandLine::Success;
}

} // namespace faultline
