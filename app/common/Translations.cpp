#include "Translations.h"

#include "Preferences.h"
#include "UiText.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace faultline {

bool installTranslations(QCoreApplication& app, const QString& language)
{
    // The Qt-free libraries' text (the OOM explanation) goes through the same catalogues.
    text::setTranslator([](const char* context, const char* source) {
        return QCoreApplication::translate(context, source).toStdString();
    });
    // --lang (or FAULTLINE_LANG) first, then Preferences ▸ Appearance, then the system's.
    const QString chosen = language.isEmpty() ? Preferences::savedLanguage() : language;
    QLocale locale = QLocale::system();
    if (!chosen.isEmpty()) {
        locale = QLocale(chosen);
        QLocale::setDefault(locale);
    }

    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;

    // faultline_de.qm, faultline_ja.qm, faultline_zh_CN.qm: whichever translations/ holds.
    auto* translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("faultline"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    delete translator;
    return false;
}

bool hasTranslation(const QString& language)
{
    if (language.isEmpty() || language == QLatin1String("en"))
        return true; // the system's is whatever it finds; English needs none
    QTranslator probe;
    return probe.load(QLocale(language), QStringLiteral("faultline"), QStringLiteral("_"), QStringLiteral(":/i18n"));
}

} // namespace faultline
