#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QTextStream;

namespace faultline {

// What the GUI was asked to open on start.
struct GuiOptions
{
    QString file;
    bool demo = false;
    QString compare; // --compare B: `file` against B, in a Compare tab
};

// The command line. Headless subcommands (`demo`, `stats`, `explain`, `snapshot-stats`, `attach`,
// `export`, `notes`, `import`, `diff`,
// `--version`, `--help`) run without a display; everything else starts the GUI. Output goes to
// the streams given, so tests can run it in-process.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    enum ExitCode { Success = 0, Failure = 1, UsageError = 2 };

    // Decided before any QApplication exists: only the GUI needs a display.
    [[nodiscard]] static bool isHeadless(int argc, const char* const* argv);
    // Headless, yet drawn with the app's widgets (`export` makes timeline pictures): main()
    // starts a QApplication on the offscreen platform instead of a QCoreApplication.
    [[nodiscard]] static bool needsWidgets(int argc, const char* const* argv);
    // `--lang X` from argv, else $FAULTLINE_LANG, else empty (follow the system locale).
    [[nodiscard]] static QString languageOverride(int argc, const char* const* argv);

    // `arguments` starts with the program name, as QCoreApplication::arguments() does.
    [[nodiscard]] static int runHeadless(const QStringList& allArguments, QTextStream& out, QTextStream& err);
    // Fills `options` and returns true when the GUI should start; otherwise sets `exitCode`.
    [[nodiscard]] static bool parseGui(const QStringList& arguments, GuiOptions* options, QTextStream& err,
                                       int* exitCode);

    [[nodiscard]] static int runDemo(const QStringList& arguments, QTextStream& out, QTextStream& err);
    [[nodiscard]] static int runStats(const QStringList& arguments, QTextStream& out, QTextStream& err);
    [[nodiscard]] static int runExplain(const QStringList& arguments, QTextStream& out, QTextStream& err);
    [[nodiscard]] static int runSnapshotStats(const QStringList& arguments, QTextStream& out, QTextStream& err);
    [[nodiscard]] static QString versionText();
    [[nodiscard]] static QString helpText();

    // For the subcommands (here and in the other app/cli files): the hidden `--lang LANG`, and
    // the help text with our usage line in place of QCommandLineParser's.
    [[nodiscard]] static QCommandLineOption languageOption();
    [[nodiscard]] static QString subcommandHelp(const QCommandLineParser& parser, const QString& usage);
};

} // namespace faultline
