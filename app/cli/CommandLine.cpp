#include "CommandLine.h"

#include "AttachCommand.h"
#include "DiffCommand.h"
#include "ExplainReport.h"
#include "ExportCommand.h"
#include "ImportCommand.h"
#include "NotesCommand.h"
#include "ScenarioGenerator.h"
#include "SnapshotReader.h"
#include "SnapshotReport.h"
#include "StatsReport.h"
#include "TraceBuilder.h"
#include "chains/SourceView.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace faultline {

namespace {

const QString kDemo = QStringLiteral("demo");
const QString kStats = QStringLiteral("stats");
const QString kExplain = QStringLiteral("explain");
const QString kSnapshotStats = QStringLiteral("snapshot-stats");
const QString kAttach = QStringLiteral("attach");
const QString kExport = QStringLiteral("export");
const QString kNotes = QStringLiteral("notes");
const QString kImport = QStringLiteral("import");
const QString kDiff = QStringLiteral("diff");

bool isOneOf(const char* arg, std::initializer_list<const char*> names)
{
    return std::any_of(names.begin(), names.end(), [arg](const char* name) { return qstrcmp(arg, name) == 0; });
}

QString scenarioList()
{
    QString text;
    for (const std::string& name : capture::ScenarioGenerator::scenarioNames()) {
        const std::string_view description = capture::ScenarioGenerator::describe(name);
        text += QStringLiteral("  %1  %2\n")
                    .arg(QString::fromStdString(name), -22)
                    .arg(QString::fromUtf8(description.data(), static_cast<qsizetype>(description.size())));
    }
    return text;
}

bool stderrIsTerminal()
{
    return isatty(fileno(stderr)) == 1;
}

// The subcommand is the first argument once a leading `--lang X` is set aside.
int subcommandIndex(int argc, const char* const* argv)
{
    int first = 1;
    while (first < argc) {
        if (qstrcmp(argv[first], "--lang") == 0)
            first += 2;
        else if (qstrncmp(argv[first], "--lang=", 7) == 0)
            ++first;
        else
            break;
    }
    return first;
}

} // namespace

bool CommandLine::needsWidgets(int argc, const char* const* argv)
{
    const int first = subcommandIndex(argc, argv);
    if (first >= argc)
        return false;
    if (qstrcmp(argv[first], "export") == 0)
        return true;
    // `diff --report` draws the Compare tab's charts.
    if (qstrcmp(argv[first], "diff") == 0)
        for (int i = first + 1; i < argc; ++i)
            if (qstrcmp(argv[i], "--report") == 0 || qstrncmp(argv[i], "--report=", 9) == 0)
                return true;
    return false;
}

bool CommandLine::isHeadless(int argc, const char* const* argv)
{
    const int first = subcommandIndex(argc, argv);
    if (first < argc
        && isOneOf(argv[first],
                   {"demo", "stats", "explain", "snapshot-stats", "attach", "export", "notes", "import", "diff"}))
        return true;
    for (int i = 1; i < argc; ++i) {
        if (isOneOf(argv[i], {"--version", "-v", "--help", "-h", "--help-all"}))
            return true;
    }
    return false;
}

QString CommandLine::languageOverride(int argc, const char* const* argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg == QLatin1String("--lang") && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (arg.startsWith(QLatin1String("--lang=")))
            return arg.mid(7);
    }
    return qEnvironmentVariable("FAULTLINE_LANG");
}

QString CommandLine::versionText()
{
    return QStringLiteral("faultline %1\n").arg(QStringLiteral(FAULTLINE_VERSION));
}

QString CommandLine::helpText()
{
    return tr("Usage: faultline [options] [capture.db]\n"
              "       faultline A --compare B\n"
              "       faultline demo --scenario NAME -o FILE [--events N] [--seed S]\n"
              "       faultline demo --list\n"
              "       faultline stats FILE [--json]\n"
              "       faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]\n"
              "       faultline snapshot-stats FILE [--json]\n"
              "       faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...\n"
              "       faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT\n"
              "                        [--format png|svg|pdf|md|html|json] [--width PX] [--dpi N]\n"
              "       faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT]\n"
              "       faultline import FILE|FOLDER... -o OUT.db [--force]\n"
              "       faultline diff A B [--json] [--report FILE.md|FILE.html]\n"
              "\n"
              "Investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.\n"
              "Opens Faultline and Ingero captures (.db, .sqlite).\n"
              "\n"
              "Options:\n"
              "  --demo          Open a generated demo capture (the fragmentation scenario).\n"
              "  --compare B     Compare the file given (A) with B in a Compare tab: two captures or traces, or\n"
              "                  two memory snapshots.\n"
              "  -h, --help      Show this help.\n"
              "  -v, --version   Show the version.\n"
              "\n"
              "Subcommands (no display needed):\n"
              "  demo            Write a demo capture of a scenario.\n"
              "  stats           Print per-op latency statistics of a capture, as text or JSON.\n"
              "  explain         Print the incident report: causal chains with evidence and fixes.\n"
              "  snapshot-stats  Print the memory figures of a PyTorch memory snapshot per device, and why\n"
              "                  an allocation failed when the snapshot recorded an out-of-memory.\n"
              "  attach          Capture from faultline-probe through a transport command (ssh ... serve --stdio)\n"
              "                  and save what arrives as a capture.\n"
              "  export          Write a range of a capture as a timeline picture (PNG, SVG, PDF), a review report\n"
              "                  (Markdown, HTML) or Perfetto JSON, with its chains and notes; the block map of a\n"
              "                  memory snapshot as a picture.\n"
              "  notes           List or add the notes kept beside a capture, or save an annotated copy.\n"
              "  import          Convert a PyTorch profiler trace (.json, .json.gz) or an Nsight Systems SQLite\n"
              "                  export into a capture; several, or a folder of them, into one with a node per rank.\n"
              "  diff            Compare two runs: two PyTorch memory snapshots (their figures, and where the\n"
              "                  allocated bytes moved by allocation site and block size), led by a verdict.\n"
              "\n"
              "Run 'faultline <subcommand> --help' for its options.\n");
}

int CommandLine::runHeadless(const QStringList& allArguments, QTextStream& out, QTextStream& err)
{
    // `--lang` was applied before we got here (see languageOverride()).
    QStringList arguments;
    for (qsizetype i = 0; i < allArguments.size(); ++i) {
        if (i > 0 && allArguments.at(i) == QLatin1String("--lang"))
            ++i;
        else if (i == 0 || !allArguments.at(i).startsWith(QLatin1String("--lang=")))
            arguments.append(allArguments.at(i));
    }
    if (arguments.size() > 1 && arguments.at(1) == kDemo)
        return runDemo(arguments, out, err);
    if (arguments.size() > 1 && arguments.at(1) == kStats)
        return runStats(arguments, out, err);
    if (arguments.size() > 1 && arguments.at(1) == kExplain)
        return runExplain(arguments, out, err);
    if (arguments.size() > 1 && arguments.at(1) == kSnapshotStats)
        return runSnapshotStats(arguments, out, err);
    if (arguments.size() > 1 && arguments.at(1) == kAttach)
        return AttachCommand::run(arguments, out, err);
    if (arguments.size() > 1 && arguments.at(1) == kExport)
        return ExportCommand::run(arguments, out, err);
    if (arguments.size() > 1 && arguments.at(1) == kNotes)
        return NotesCommand::run(arguments, out, err);
    if (arguments.size() > 1 && arguments.at(1) == kImport)
        return ImportCommand::run(arguments, out, err);
    if (arguments.size() > 1 && arguments.at(1) == kDiff)
        return DiffCommand::run(arguments, out, err);
    if (arguments.contains(QLatin1String("--version")) || arguments.contains(QLatin1String("-v"))) {
        out << versionText();
        return Success;
    }
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))
        || arguments.contains(QLatin1String("--help-all"))) {
        out << helpText();
        return Success;
    }
    err << tr("faultline: nothing to do without a display; see 'faultline --help'.") << '\n';
    return UsageError;
}

bool CommandLine::parseGui(const QStringList& arguments, GuiOptions* options, QTextStream& err, int* exitCode)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption demoOption(QStringLiteral("demo"), tr("Open a generated demo capture."));
    parser.addOption(demoOption);
    const QCommandLineOption compareOption(
        QStringLiteral("compare"),
        tr("Compare the file opened with B (a capture, trace or snapshot) in a Compare tab."), QStringLiteral("B"));
    parser.addOption(compareOption);
    parser.addOption(languageOption());
    parser.addPositionalArgument(QStringLiteral("capture"), tr("Capture to open (.db, .sqlite)."),
                                 QStringLiteral("[capture.db]"));
    if (!parser.parse(arguments)) {
        err << tr("faultline: %1").arg(parser.errorText()) << '\n' << tr("Try 'faultline --help'.") << '\n';
        *exitCode = UsageError;
        return false;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        err << tr("faultline: open one capture at a time (got %1 files).").arg(positional.size()) << '\n';
        *exitCode = UsageError;
        return false;
    }
    options->demo = parser.isSet(demoOption);
    options->file = positional.value(0);
    options->compare = parser.value(compareOption);
    if (!options->compare.isEmpty() && options->file.isEmpty()) {
        err << tr("faultline: --compare needs the file to compare with: faultline A --compare B.") << '\n';
        *exitCode = UsageError;
        return false;
    }
    if (options->demo && !options->file.isEmpty()) {
        err << tr("faultline: --demo opens its own capture; leave out the file.") << '\n';
        *exitCode = UsageError;
        return false;
    }
    *exitCode = Success;
    return true;
}

int CommandLine::runDemo(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Writes a deterministic demo capture of an incident scenario."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption scenarioOption(QStringLiteral("scenario"), tr("Scenario to write (see --list)."),
                                            QStringLiteral("NAME"), QStringLiteral("fragmentation"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("Capture file to write (replaced if it exists)."), QStringLiteral("FILE"));
    const QCommandLineOption eventsOption(QStringLiteral("events"), tr("Scale the scenario up to at least N events."),
                                          QStringLiteral("N"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), tr("Random seed (same seed, same capture)."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption listOption(QStringLiteral("list"), tr("List the scenarios and exit."));
    parser.addOptions(
        {helpOption, scenarioOption, outputOption, eventsOption, seedOption, listOption, languageOption()});

    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline demo: %1").arg(parser.errorText()) << '\n';
        return UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << subcommandHelp(parser, tr("Usage: faultline demo --scenario NAME -o FILE [--events N] [--seed S]"));
        return Success;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << tr("faultline demo: unexpected argument “%1”.").arg(parser.positionalArguments().constFirst()) << '\n';
        return UsageError;
    }
    if (parser.isSet(listOption)) {
        out << tr("Scenarios:") << '\n' << scenarioList();
        return Success;
    }

    const QString scenario = parser.value(scenarioOption);
    const std::vector<std::string> names = capture::ScenarioGenerator::scenarioNames();
    if (std::find(names.begin(), names.end(), scenario.toStdString()) == names.end()) {
        err << tr("faultline demo: unknown scenario “%1”. Scenarios:").arg(scenario) << '\n' << scenarioList();
        return UsageError;
    }
    const QString output = parser.value(outputOption);
    if (output.isEmpty()) {
        err << tr("faultline demo: missing -o FILE.") << '\n';
        return UsageError;
    }

    capture::ScenarioOptions options;
    options.scenario = scenario.toStdString();
    bool ok = true;
    options.seed = parser.value(seedOption).toULongLong(&ok);
    if (!ok) {
        err << tr("faultline demo: --seed needs a non-negative integer, got “%1”.").arg(parser.value(seedOption))
            << '\n';
        return UsageError;
    }
    if (parser.isSet(eventsOption)) {
        options.minEvents = parser.value(eventsOption).toLongLong(&ok);
        if (!ok || options.minEvents < 0) {
            err << tr("faultline demo: --events needs a non-negative integer, got “%1”.")
                       .arg(parser.value(eventsOption))
                << '\n';
            return UsageError;
        }
    }
    if (stderrIsTerminal()) {
        options.progress = [lastPercent = -1](std::int64_t written, std::int64_t target) mutable {
            const int percent = target > 0 ? static_cast<int>(std::min<std::int64_t>(100, written * 100 / target)) : 0;
            if (percent == lastPercent)
                return;
            lastPercent = percent;
            std::fprintf(stderr, "\r%3d %%", percent);
            std::fflush(stderr);
        };
    }

    err.flush();
    const capture::ScenarioResult result = capture::ScenarioGenerator::generate(QFile::encodeName(output).toStdString(),
                                                                                options);
    if (stderrIsTerminal()) {
        std::fprintf(stderr, "\r      \r");
        std::fflush(stderr);
    }
    if (!result.ok) {
        err << tr("faultline demo: cannot write %1: %2").arg(output, QString::fromStdString(result.error)) << '\n';
        return Failure;
    }
    out << tr("wrote %1 events (%2 seen) to %3").arg(result.eventsStored).arg(result.eventsSeen).arg(output) << '\n';
    return Success;
}

int CommandLine::runStats(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Prints per-op latency statistics of a capture (the Summary view's "
                                        "numbers)."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print JSON instead of text."));
    parser.addOptions({helpOption, jsonOption, languageOption()});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Capture to read (.db, .sqlite)."));

    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline stats: %1").arg(parser.errorText()) << '\n';
        return UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << subcommandHelp(parser, tr("Usage: faultline stats FILE [--json]"));
        return Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err << tr("faultline stats: expected one capture file; see 'faultline stats --help'.") << '\n';
        return UsageError;
    }

    const QString path = positional.constFirst();
    const LoadResult result = TraceBuilder::load(QFile::encodeName(path).toStdString());
    if (!result.trace) {
        err << tr("faultline stats: cannot load %1: %2").arg(path, QString::fromStdString(result.error)) << '\n';
        return Failure;
    }
    if (parser.isSet(jsonOption)) {
        const QByteArray json = StatsReport::json(*result.trace);
        out << QString::fromUtf8(json);
        if (!json.endsWith('\n'))
            out << '\n';
    } else {
        out << StatsReport::text(*result.trace);
    }
    return Success;
}

int CommandLine::runExplain(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Prints the incident report of a capture: the causal chains derived from its "
                                        "events (most severe first), then those the capture tool stored."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print JSON (the documented contract) instead of text."));
    const QCommandLineOption fromOption(QStringLiteral("from"),
                                        tr("Only events from T: seconds since the capture began, with an optional unit "
                                           "(42, 42.5s, 1500ms, 2m), or @UNIX_NS."),
                                        QStringLiteral("T"));
    const QCommandLineOption toOption(QStringLiteral("to"), tr("Only events before T (same forms as --from)."),
                                      QStringLiteral("T"));
    const QCommandLineOption pidOption(QStringLiteral("pid"), tr("Only this process."), QStringLiteral("PID"));
    const QCommandLineOption allOption(QStringLiteral("all"),
                                       tr("Also the symptoms without a cause of their own (latency tails, rate "
                                          "drops), at LOW."));
    parser.addOptions({helpOption, jsonOption, fromOption, toOption, pidOption, allOption, languageOption()});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Capture to read (.db, .sqlite)."));

    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline explain: %1").arg(parser.errorText()) << '\n';
        return UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << subcommandHelp(parser,
                              tr("Usage: faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]"));
        return Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err << tr("faultline explain: expected one capture file; see 'faultline explain --help'.") << '\n';
        return UsageError;
    }
    ExplainReport::Input input;
    if (parser.isSet(pidOption)) {
        bool ok = false;
        const uint pid = parser.value(pidOption).toUInt(&ok);
        if (!ok || pid == 0) {
            err << tr("faultline explain: --pid needs a process id, not '%1'.").arg(parser.value(pidOption)) << '\n';
            return UsageError;
        }
        input.options.pid = pid;
    }

    input.options.includeSymptoms = parser.isSet(allOption);

    const QString path = positional.constFirst();
    input.path = QFile::encodeName(path).toStdString();
    // The scripts the capture names, where the source view finds them (its mappings, the
    // preferences' and the capture's folder).
    input.options.readSource = SourceView::resolverFor(path).textReader();
    const LoadResult result = TraceBuilder::load(input.path);
    if (!result.trace) {
        err << tr("faultline explain: cannot load %1: %2").arg(path, QString::fromStdString(result.error)) << '\n';
        return Failure;
    }
    input.trace = result.trace.get();
    for (const auto& [option, target] :
         {std::pair{&fromOption, &input.options.from}, std::pair{&toOption, &input.options.to}}) {
        if (!parser.isSet(*option))
            continue;
        const auto t = ExplainReport::parseTime(parser.value(*option), result.trace->beginNs);
        if (!t) {
            err << tr("faultline explain: cannot read the time '%1' (try 42, 42.5s, 1500ms or @UNIX_NS).")
                       .arg(parser.value(*option))
                << '\n';
            return UsageError;
        }
        *target = *t;
    }
    if (input.options.from >= input.options.to) {
        err << tr("faultline explain: --from must be before --to.") << '\n';
        return UsageError;
    }
    if (parser.isSet(jsonOption)) {
        QString error;
        const QByteArray json = ExplainReport::json(input, &error);
        if (json.isEmpty()) {
            err << tr("faultline explain: cannot read event ids from %1: %2").arg(path, error) << '\n';
            return Failure;
        }
        out << QString::fromUtf8(json);
    } else {
        out << ExplainReport::text(input);
    }
    return Success;
}

int CommandLine::runSnapshotStats(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Prints the memory figures of a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot: pickle, JSON "
           "or memory_viz HTML) per device, a summary of its allocator trace, and why an allocation failed when the "
           "trace recorded an out-of-memory."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print JSON (the documented contract) instead of text."));
    parser.addOptions({helpOption, jsonOption, languageOption()});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Snapshot to read (.pickle, .pkl, .json, .html)."));

    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline snapshot-stats: %1").arg(parser.errorText()) << '\n';
        return UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << subcommandHelp(parser, tr("Usage: faultline snapshot-stats FILE [--json]"));
        return Success;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        err << tr("faultline snapshot-stats: expected one snapshot file; see 'faultline snapshot-stats --help'.")
            << '\n';
        return UsageError;
    }
    const QString path = positional.constFirst();
    const snapshot::ReadResult result = snapshot::SnapshotReader::readFile(QFile::encodeName(path).toStdString());
    if (!result.snapshot) {
        err << tr("faultline snapshot-stats: cannot read %1: %2").arg(path, QString::fromStdString(result.error))
            << '\n';
        return Failure;
    }
    const snapshot::SnapshotReport report = snapshot::SnapshotReport::build(*result.snapshot);
    const std::string text = parser.isSet(jsonOption) ? report.json(*result.snapshot) : report.text(*result.snapshot);
    out << QString::fromStdString(text);
    return Success;
}

QCommandLineOption CommandLine::languageOption()
{
    // For testing translations; the system locale decides otherwise.
    QCommandLineOption option(QStringLiteral("lang"), QString(), QStringLiteral("LANG"));
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}

// QCommandLineParser's own usage line names the test binary when run in-process; ours names
// the subcommand.
QString CommandLine::subcommandHelp(const QCommandLineParser& parser, const QString& usage)
{
    QString help = parser.helpText();
    const qsizetype firstBreak = help.indexOf(QLatin1Char('\n'));
    if (firstBreak >= 0)
        help = help.mid(firstBreak + 1);
    return usage + QLatin1Char('\n') + help;
}

} // namespace faultline
