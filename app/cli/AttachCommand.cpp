#include "AttachCommand.h"

#include "AttachClient.h"
#include "MultiAttach.h"
#include "ShellWords.h"
#include "cli/CommandLine.h"

#include <QCommandLineParser>
#include <QFile>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <mutex>
#include <unistd.h>

namespace faultline {

namespace {

std::atomic<bool> g_stop{false};

extern "C" void requestStop(int)
{
    g_stop.store(true);
}

// Ctrl+C and SIGTERM ask the probe to end the capture; SIGPIPE would kill us when the transport
// dies, where a failed write is what we want. Restored when the command returns (tests run it
// in-process).
class SignalScope
{
public:
    SignalScope()
    {
        g_stop.store(false);
        struct sigaction stop = {};
        stop.sa_handler = requestStop;
        sigemptyset(&stop.sa_mask);
        sigaction(SIGINT, &stop, &m_int);
        sigaction(SIGTERM, &stop, &m_term);
        struct sigaction ignore = {};
        ignore.sa_handler = SIG_IGN;
        sigemptyset(&ignore.sa_mask);
        sigaction(SIGPIPE, &ignore, &m_pipe);
    }
    ~SignalScope()
    {
        sigaction(SIGINT, &m_int, nullptr);
        sigaction(SIGTERM, &m_term, nullptr);
        sigaction(SIGPIPE, &m_pipe, nullptr);
    }
    SignalScope(const SignalScope&) = delete;
    SignalScope& operator=(const SignalScope&) = delete;

private:
    struct sigaction m_int = {};
    struct sigaction m_term = {};
    struct sigaction m_pipe = {};
};

QString joined(const std::vector<std::string>& command)
{
    QStringList parts;
    for (const std::string& arg : command)
        parts << QString::fromStdString(arg);
    return parts.join(QLatin1Char(' '));
}

QString offsetText(const remote::ClockOffset& clock)
{
    return clock.known ? QString::fromStdString(remote::formatClockOffset(clock)) : AttachCommand::tr("unknown");
}

} // namespace

int AttachCommand::runNodes(const remote::AttachOptions& options, const std::vector<std::vector<std::string>>& commands,
                            const QString& output, QTextStream& out, QTextStream& err)
{
    std::vector<remote::NodeTarget> targets;
    for (const std::vector<std::string>& command : commands)
        targets.push_back({joined(command).toStdString(), remote::spawnTransport(command)});
    out.flush();
    err.flush();
    remote::MultiAttach attach(std::move(targets), options);
    const bool terminal = isatty(fileno(stderr)) == 1;
    std::mutex progressMutex;
    std::vector<std::uint64_t> counts(commands.size(), 0);
    if (terminal) {
        attach.setProgress([&](std::size_t node, const remote::AttachProgress& p) {
            const std::lock_guard lock(progressMutex);
            counts[node] = p.events;
            std::string line = "\r";
            for (std::size_t i = 0; i < counts.size(); ++i)
                line += (i ? " · " : "") + std::string("node ") + std::to_string(i + 1) + ": "
                    + std::to_string(counts[i]) + " events";
            std::fputs((line + "   ").c_str(), stderr);
            std::fflush(stderr);
        });
    }
    remote::MultiAttachResult result;
    {
        const SignalScope signalScope;
        result = attach.run(&g_stop);
    }
    if (terminal) {
        std::fputs("\r\033[K", stderr);
        std::fflush(stderr);
    }

    // Per node: its name in the file, events, drops and clock offset; or why it failed.
    for (std::size_t i = 0; i < result.nodes.size(); ++i) {
        const remote::AttachResult& node = result.nodes[i];
        const auto merged = std::find(result.merged.begin(), result.merged.end(), i);
        const QString label = QString::fromStdString(commands[i].empty() ? std::string()
                                                                         : joined(commands[i]).toStdString());
        if (merged != result.merged.end()) {
            const capture::MergedNode& m = result.merge.nodes[static_cast<std::size_t>(merged - result.merged.begin())];
            out << tr("%1: %2 events, %3 dropped, clock offset %4")
                       .arg(QString::fromStdString(m.node))
                       .arg(m.events)
                       .arg(m.dropped)
                       .arg(offsetText(node.clock))
                << '\n';
        }
        if (!node.ok) {
            const QString name = node.node.empty() ? tr("node %1 (%2)").arg(i + 1).arg(label)
                                                   : tr("node %1 (%2)").arg(QString::fromStdString(node.node), label);
            err << tr("faultline attach: %1: %2").arg(name, QString::fromStdString(node.error)) << '\n';
        }
    }
    if (!result.merge.ok) {
        err << tr("faultline attach: %1").arg(QString::fromStdString(result.error)) << '\n';
        return 1;
    }
    for (const std::string& note : result.merge.notes)
        out << tr("note: %1").arg(QString::fromStdString(note)) << '\n';
    out << tr("%1 events from %2 of %3 nodes written to %4")
               .arg(result.merge.events)
               .arg(result.merge.nodes.size())
               .arg(result.nodes.size())
               .arg(output)
        << '\n';
    return result.ok ? 0 : 1;
}

bool AttachCommand::parseDuration(const QString& text, qint64* ms)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]+(?:\\.[0-9]*)?)(ms|s|m|h)?$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return false;
    bool ok = false;
    const double value = match.captured(1).toDouble(&ok);
    const QString unit = match.captured(2);
    const double scale = unit == QLatin1String("ms") ? 1
        : unit == QLatin1String("m")                 ? 60'000
        : unit == QLatin1String("h")                 ? 3'600'000
                                                     : 1000;
    const double result = value * scale;
    if (!ok || result < 1 || result > 7.0 * 24 * 3600 * 1000)
        return false;
    *ms = static_cast<qint64>(result);
    return true;
}

int AttachCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    // Everything after the first `--` is the transport command, taken as it is.
    const qsizetype separator = arguments.indexOf(QStringLiteral("--"));
    QStringList optionArguments = separator < 0 ? arguments : arguments.mid(0, separator);
    const QStringList transport = separator < 0 ? QStringList() : arguments.mid(separator + 1);
    optionArguments.removeAt(1);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Captures from a faultline-probe reached through a transport command and saves what arrives as a capture."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")}, tr("Capture file to write."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption durationOption({QStringLiteral("d"), QStringLiteral("duration")},
                                            tr("Stop after D (30, 30s, 500ms, 5m, 1h)."), QStringLiteral("D"));
    const QCommandLineOption pidOption({QStringLiteral("p"), QStringLiteral("pid")},
                                       tr("Trace this process (repeatable, or a comma list). Default: every CUDA "
                                          "process the probe lets you trace."),
                                       QStringLiteral("PID"));
    const QCommandLineOption noStacksOption(QStringLiteral("no-stacks"), tr("No native stacks."));
    const QCommandLineOption noPythonOption(QStringLiteral("no-python"), tr("No Python frames."));
    const QCommandLineOption forceOption(QStringLiteral("force"), tr("Replace FILE if it exists."));
    const QCommandLineOption nodeOption(QStringLiteral("node"),
                                        tr("Capture from this node too: a transport command in one argument, split "
                                           "as a shell would (repeatable; the nodes are captured at once and merged "
                                           "into FILE, aligned on this machine's clock)."),
                                        QStringLiteral("COMMAND"));
    const QCommandLineOption retriesOption(QStringLiteral("retries"),
                                           tr("Reconnect and resume up to N times in a row when the connection "
                                              "drops (default 5)."),
                                           QStringLiteral("N"), QStringLiteral("5"));
    parser.addOptions({helpOption, outputOption, durationOption, pidOption, noStacksOption, noPythonOption, forceOption,
                       nodeOption, retriesOption, CommandLine::languageOption()});
    const QString usage = tr("Usage: faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...\n"
                             "       faultline attach -o FILE [--duration D] --node 'TRANSPORT COMMAND' --node "
                             "'TRANSPORT COMMAND' ...");

    if (!parser.parse(optionArguments)) {
        err << tr("faultline attach: %1").arg(parser.errorText()) << '\n';
        return 2;
    }
    if (parser.isSet(helpOption)) {
        out << CommandLine::subcommandHelp(parser, usage) << '\n'
            << tr("Examples:\n"
                  "  faultline attach -o run.db --duration 60 -- ssh gpu-node-3 sudo -n faultline-probe serve --stdio\n"
                  "  faultline attach -o copy.db -- faultline-probe replay capture.db --speed 0 --serve --stdio\n"
                  "  faultline attach -o cluster.db --duration 60 --node 'ssh gpu-1 sudo -n faultline-probe serve "
                  "--stdio' --node 'ssh gpu-2 sudo -n faultline-probe serve --stdio'\n");
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << tr("faultline attach: unexpected argument “%1”; the transport command goes after --.")
                   .arg(parser.positionalArguments().constFirst())
            << '\n';
        return 2;
    }
    // The nodes: the command after -- (if any), then each --node.
    std::vector<std::vector<std::string>> commands;
    if (!transport.isEmpty()) {
        std::vector<std::string> command;
        for (const QString& arg : transport)
            command.push_back(arg.toStdString());
        commands.push_back(std::move(command));
    }
    for (const QString& value : parser.values(nodeOption)) {
        std::vector<std::string> words;
        std::string splitError;
        if (!remote::splitShellWords(value.toStdString(), &words, &splitError)) {
            err << tr("faultline attach: cannot read --node “%1”: %2").arg(value, QString::fromStdString(splitError))
                << '\n';
            return 2;
        }
        if (words.empty()) {
            err << tr("faultline attach: --node needs a transport command.") << '\n';
            return 2;
        }
        commands.push_back(std::move(words));
    }
    if (commands.empty()) {
        err << tr("faultline attach: missing the transport command after --, for example: -- ssh NODE sudo -n "
                  "faultline-probe serve --stdio")
            << '\n';
        return 2;
    }
    const QString output = parser.value(outputOption);
    if (output.isEmpty()) {
        err << tr("faultline attach: missing -o FILE.") << '\n';
        return 2;
    }

    remote::AttachOptions options;
    options.output = QFile::encodeName(output).toStdString();
    options.overwrite = parser.isSet(forceOption);
    options.stacks = !parser.isSet(noStacksOption);
    options.python = !parser.isSet(noPythonOption);
    options.software = "faultline " FAULTLINE_VERSION;
    qint64 durationMs = 0;
    if (parser.isSet(durationOption) && !parseDuration(parser.value(durationOption), &durationMs)) {
        err << tr("faultline attach: invalid duration “%1” (examples: 30, 30s, 500ms, 5m, 1h).")
                   .arg(parser.value(durationOption))
            << '\n';
        return 2;
    }
    options.durationMs = durationMs;
    for (const QString& value : parser.values(pidOption)) {
        for (const QString& item : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const uint pid = item.trimmed().toUInt(&ok);
            if (!ok || pid == 0 || pid > 4194304) {
                err << tr("faultline attach: --pid needs process ids, not “%1”.").arg(item) << '\n';
                return 2;
            }
            if (std::find(options.pids.begin(), options.pids.end(), pid) == options.pids.end())
                options.pids.push_back(pid);
        }
    }
    if (commands.size() > 1 && !options.pids.empty()) {
        err << tr("faultline attach: --pid names processes of one node; with several nodes every process each probe "
                  "lets you trace is captured.")
            << '\n';
        return 2;
    }
    bool retriesOk = false;
    options.maxAttempts = parser.value(retriesOption).toInt(&retriesOk) + 1;
    if (!retriesOk || options.maxAttempts < 1 || options.maxAttempts > 1000) {
        err << tr("faultline attach: --retries takes a number from 0 to 999.") << '\n';
        return 2;
    }
    if (commands.size() > 1)
        return runNodes(options, commands, output, out, err);
    const std::vector<std::string>& command = commands.front();
    options.transportDescription = joined(command).toStdString();

    out.flush();
    err.flush();
    remote::AttachClient client(options, remote::spawnTransport(command));
    const bool terminal = isatty(fileno(stderr)) == 1;
    if (terminal) {
        client.setProgress([](const remote::AttachProgress& p) {
            std::fprintf(stderr, "\r%llu events, %llu dropped by the probe   ",
                         static_cast<unsigned long long>(p.events), static_cast<unsigned long long>(p.dropped));
            std::fflush(stderr);
        });
    }
    remote::AttachResult result;
    {
        const SignalScope signalScope;
        result = client.run(&g_stop);
    }
    if (terminal) {
        std::fputs("\r\033[K", stderr);
        std::fflush(stderr);
    }

    const double rate = result.seconds > 0 ? static_cast<double>(result.events) / result.seconds : 0;
    if (!result.ok) {
        err << tr("faultline attach: %1").arg(QString::fromStdString(result.error)) << '\n';
        if (result.events > 0)
            err << tr("faultline attach: %1 keeps the %2 events received.").arg(output).arg(result.events) << '\n';
        return 1;
    }
    out << tr("%1 events from %2 (%3) in %4 s (%5 events/s) written to %6")
               .arg(result.events)
               .arg(QString::fromStdString(result.node), QString::fromStdString(result.server))
               .arg(result.seconds, 0, 'f', 1)
               .arg(rate, 0, 'f', 0)
               .arg(output)
        << '\n';
    if (result.connections > 1)
        out << tr("resumed %1 times after the connection dropped; %2 repeated events skipped")
                   .arg(result.connections - 1)
                   .arg(result.duplicatesSkipped)
            << '\n';
    if (!result.endReason.empty())
        out << tr("the probe ended the capture: %1").arg(QString::fromStdString(result.endReason)) << '\n';
    return 0;
}

} // namespace faultline
