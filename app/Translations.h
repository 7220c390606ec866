#pragma once

#include <QString>

class QCoreApplication;

namespace faultline {

// Installs Faultline's embedded translation (:/i18n/faultline_<lang>.qm) and Qt's own for
// `language` ("de", "de_DE"), or for the system locale when `language` is empty. A language
// given explicitly also becomes the default QLocale, so numbers are formatted to match.
// Returns whether a Faultline translation was found (English needs none).
bool installTranslations(QCoreApplication& app, const QString& language);

} // namespace faultline
