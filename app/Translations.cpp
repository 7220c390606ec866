#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace faultline {

bool installTranslations(QCoreApplication& app, const QString& language)
{
    QLocale locale = QLocale::system();
    if (!language.isEmpty()) {
        locale = QLocale(language);
        QLocale::setDefault(locale);
    }

    auto* qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;

    auto* translator = new QTranslator(&app);
    if (translator->load(locale, QStringLiteral("faultline"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    delete translator;
    return false;
}

} // namespace faultline
