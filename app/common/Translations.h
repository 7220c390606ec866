#pragma once

#include <QString>

class QCoreApplication;

namespace faultline {

// Installs Faultline's embedded translation (:/i18n/faultline_<lang>.qm) and Qt's own for
// `language` ("de", "de_DE", "zh_CN"); when `language` is empty, for the language chosen in
// Preferences ▸ Appearance, else for the system locale. A language chosen explicitly also
// becomes the default QLocale, so numbers are formatted to match. Returns whether a Faultline
// translation was found (English needs none).
bool installTranslations(QCoreApplication& app, const QString& language);

// Whether Faultline has a translation for `language` (true for English and the system's).
[[nodiscard]] bool hasTranslation(const QString& language);

} // namespace faultline
