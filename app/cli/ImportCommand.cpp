#include "ImportCommand.h"

#include "TraceImporter.h"
#include "cli/CommandLine.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace faultline {

int ImportCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Converts a PyTorch profiler trace (Kineto JSON, .json or .json.gz) or an Nsight Systems SQLite export "
           "(nsys export --type sqlite) into a capture: CUDA calls with their Python stacks, the GPU's kernels, "
           "copies and memsets on their streams (view faultline_gpu_activity), the allocator's [memory] events "
           "and the user's ranges as notes. The trace is only read."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("The capture to write (.db)."), QStringLiteral("OUT"));
    const QCommandLineOption forceOption(QStringLiteral("force"), tr("Replace OUT if it exists."));
    const QCommandLineOption langOption = CommandLine::languageOption();
    parser.addOptions({helpOption, outputOption, forceOption, langOption});
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        tr("Trace: .json, .json.gz (PyTorch profiler) or .sqlite (nsys). Several files, or a "
           "folder of them, make one capture with a node per rank: they are converted one per core at a time, "
           "with a line for each."));
    const QString usage = tr("Usage: faultline import FILE|FOLDER... -o OUT.db [--force]");
    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline import: %1").arg(parser.errorText()) << '\n';
        return CommandLine::UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << CommandLine::subcommandHelp(parser, usage);
        return CommandLine::Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || !parser.isSet(outputOption)) {
        err << tr("faultline import: expected FILE (or FOLDER) and -o OUT.db; see 'faultline import --help'.") << '\n';
        return CommandLine::UsageError;
    }
    const QString output = parser.value(outputOption);
    std::vector<std::string> inputs;
    for (const QString& input : positional) {
        const QFileInfo info(input);
        if (!info.exists()) {
            err << tr("faultline import: %1 does not exist.").arg(input) << '\n';
            return CommandLine::Failure;
        }
        if (info.isDir()) {
            const std::vector<std::string> found = import::tracesInFolder(QFile::encodeName(input).toStdString());
            if (found.empty()) {
                err << tr("faultline import: %1 holds no PyTorch profiler trace or Nsight Systems export.").arg(input)
                    << '\n';
                return CommandLine::Failure;
            }
            inputs.insert(inputs.end(), found.begin(), found.end());
        } else {
            inputs.push_back(QFile::encodeName(input).toStdString());
        }
    }

    import::ImportOptions options;
    options.overwrite = parser.isSet(forceOption);
    // Several files: a line for each as it is converted (several at a time, so not always in the
    // order given), then one for the merge. Called from the converting threads, one at a time.
    const int width = static_cast<int>(QString::number(inputs.size()).size());
    std::size_t converted = 0;
    options.fileProgress = [&](const import::ImportFileProgress& p) {
        if (p.state != import::ImportFileProgress::State::Done)
            return;
        ++converted;
        out << tr("[%1/%2] %3  %4  %5 MB  %6 s")
                   .arg(converted, width)
                   .arg(inputs.size())
                   .arg(QString::fromStdString(p.node),
                        QFileInfo(QFile::decodeName(QByteArray::fromStdString(inputs[p.index]))).fileName())
                   .arg(static_cast<double>(p.bytes) / (1024.0 * 1024.0), 0, 'f', 1)
                   .arg(p.seconds, 0, 'f', 1)
            << '\n';
        if (converted == inputs.size())
            out << tr("merging %n traces into %1…", nullptr, static_cast<int>(inputs.size())).arg(output) << '\n';
        out.flush();
    };
    import::ImportWriteResult result;
    std::string error;
    QElapsedTimer timer;
    timer.start();
    if (!import::importTraces(inputs, QFile::encodeName(output).toStdString(), options, &result, &error)) {
        err << tr("faultline import: %1").arg(QString::fromStdString(error)) << '\n';
        return CommandLine::Failure;
    }
    out << tr("%1: %2 events, %3 GPU activities (%4 linked to their launch), %5 stacks, %6 notes in %7 s")
               .arg(output)
               .arg(result.events)
               .arg(result.gpuActivity)
               .arg(result.linked)
               .arg(result.stacks)
               .arg(result.annotations)
               .arg(static_cast<double>(timer.elapsed()) / 1000.0, 0, 'f', 2)
        << '\n';
    for (const std::string& warning : result.warnings)
        err << tr("faultline import: warning: %1").arg(QString::fromStdString(warning)) << '\n';
    return CommandLine::Success;
}

} // namespace faultline
