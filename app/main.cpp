#include "AppIcon.h"
#include "MainWindow.h"
#include "Translations.h"
#include "cli/CommandLine.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Faultline"));
    QCoreApplication::setApplicationName(QStringLiteral("faultline"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FAULTLINE_VERSION));
}

} // namespace

int main(int argc, char** argv)
{
    using faultline::CommandLine;
    describeApplication();
    const QString language = CommandLine::languageOverride(argc, argv);

    // Subcommands and --help/--version must work over SSH and in CI, where there is no display.
    if (CommandLine::isHeadless(argc, argv)) {
        QCoreApplication app(argc, argv);
        faultline::installTranslations(app, language);
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int code = CommandLine::runHeadless(QCoreApplication::arguments(), out, err);
        out.flush();
        err.flush();
        return code;
    }

    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("Faultline"));
    QApplication::setWindowIcon(faultline::appIcon());
    // The id of the desktop file, AppStream metadata, icon and polkit action (packaging/).
    QApplication::setDesktopFileName(QStringLiteral("io.github.faultline.Faultline"));
    faultline::installTranslations(app, language);

    faultline::GuiOptions options;
    int exitCode = 0;
    {
        QTextStream err(stderr);
        if (!CommandLine::parseGui(QCoreApplication::arguments(), &options, err, &exitCode))
            return exitCode;
    }

    faultline::MainWindow window;
    window.show();
    if (options.demo)
        window.openDemo();
    else if (!options.file.isEmpty())
        window.openCapture(options.file);
    return QApplication::exec();
}
