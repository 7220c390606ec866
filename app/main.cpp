#include "cli/CommandLine.h"
#include "common/AppIcon.h"
#include "common/Preferences.h"
#include "common/Translations.h"
#include "window/CompareController.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <memory>

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
        // `export` draws timeline pictures with the app's widgets: a QApplication, on the
        // offscreen platform so that no display is needed or touched.
        std::unique_ptr<QCoreApplication> application;
        if (CommandLine::needsWidgets(argc, argv)) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            application = std::make_unique<QApplication>(argc, argv);
        } else {
            application = std::make_unique<QCoreApplication>(argc, argv);
        }
        QCoreApplication& app = *application;
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
    // Theme and time display as Edit ▸ Preferences left them.
    faultline::applyPreferences(faultline::Preferences::load());

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
    else if (!options.compare.isEmpty())
        window.compareController()->compare(options.file, options.compare);
    else if (!options.file.isEmpty())
        window.openCapture(options.file);
    return QApplication::exec();
}
