#include "Preferences.h"

#include "AppTheme.h"

#include <QSettings>

#include <algorithm>
#include <array>

namespace faultline {

namespace {

const QString kThemeKey = QStringLiteral("preferences/theme");
const QString kLanguageKey = QStringLiteral("preferences/language");
const QString kTimeOriginKey = QStringLiteral("preferences/timeOrigin");
const QString kTimeUnitKey = QStringLiteral("preferences/timeUnit");
const QString kEditorKey = QStringLiteral("source/editorCommand");
const QString kMappingsKey = QStringLiteral("preferences/pathMappings");
const QString kStacksKey = QStringLiteral("preferences/capture/stacks");
const QString kPythonKey = QStringLiteral("preferences/capture/python");
const QString kDurationKey = QStringLiteral("preferences/capture/durationSeconds");
const QString kDirectoryKey = QStringLiteral("preferences/capture/directory");

// Stored as words, so that a file edited by hand or written by another version reads clearly.
template<typename Enum, std::size_t N>
QString nameOf(Enum value, const std::array<std::pair<Enum, const char*>, N>& names)
{
    for (const auto& [v, name] : names) {
        if (v == value)
            return QLatin1String(name);
    }
    return {};
}

template<typename Enum, std::size_t N>
Enum valueOf(const QString& name, const std::array<std::pair<Enum, const char*>, N>& names, Enum fallback)
{
    for (const auto& [v, n] : names) {
        if (name == QLatin1String(n))
            return v;
    }
    return fallback;
}

constexpr std::array<std::pair<Preferences::Theme, const char*>, 3> kThemes{{
    {Preferences::Theme::System, "system"},
    {Preferences::Theme::Light, "light"},
    {Preferences::Theme::Dark, "dark"},
}};
constexpr std::array<std::pair<TimeDisplay::Origin, const char*>, 2> kOrigins{{
    {TimeDisplay::Origin::Relative, "relative"},
    {TimeDisplay::Origin::Absolute, "absolute"},
}};
constexpr std::array<std::pair<TimeDisplay::Unit, const char*>, 5> kUnits{{
    {TimeDisplay::Unit::Auto, "auto"},
    {TimeDisplay::Unit::Nanoseconds, "ns"},
    {TimeDisplay::Unit::Microseconds, "us"},
    {TimeDisplay::Unit::Milliseconds, "ms"},
    {TimeDisplay::Unit::Seconds, "s"},
}};

bool isOffered(const QString& language)
{
    const auto offered = Preferences::languages();
    return std::any_of(offered.begin(), offered.end(), [&language](const auto& l) { return l.first == language; });
}

} // namespace

Preferences Preferences::defaults()
{
    Preferences p;
    p.editorCommand = SourceResolver::editorPresets().front().second;
    return p;
}

QList<QPair<QString, QString>> Preferences::languages()
{
    // Each in its own language, so that a user who cannot read the current one finds theirs.
    return {
        {QString(), QString()}, // the system's: named by the dialog, in the current language
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

QString Preferences::savedLanguage()
{
    const QString language = QSettings().value(kLanguageKey).toString();
    return isOffered(language) ? language : QString();
}

Preferences Preferences::load()
{
    const Preferences d = defaults();
    QSettings settings;
    Preferences p;
    p.theme = valueOf(settings.value(kThemeKey).toString(), kThemes, d.theme);
    p.language = savedLanguage();
    p.time.origin = valueOf(settings.value(kTimeOriginKey).toString(), kOrigins, d.time.origin);
    p.time.unit = valueOf(settings.value(kTimeUnitKey).toString(), kUnits, d.time.unit);
    p.editorCommand = settings.value(kEditorKey, d.editorCommand).toString().trimmed();
    if (p.editorCommand.isEmpty())
        p.editorCommand = d.editorCommand;

    const int count = settings.beginReadArray(kMappingsKey);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        const QString from = settings.value(QStringLiteral("from")).toString();
        const QString to = settings.value(QStringLiteral("to")).toString();
        if (!from.isEmpty() && !to.isEmpty())
            p.pathMappings.append({from, to});
    }
    settings.endArray();

    p.captureStacks = settings.value(kStacksKey, d.captureStacks).toBool();
    p.capturePython = settings.value(kPythonKey, d.capturePython).toBool();
    bool ok = false;
    const int duration = settings.value(kDurationKey, d.captureDurationS).toInt(&ok);
    p.captureDurationS = ok ? std::clamp(duration, 0, kMaximumDurationS) : d.captureDurationS;
    p.captureDirectory = settings.value(kDirectoryKey, d.captureDirectory).toString();
    return p;
}

void Preferences::save() const
{
    QSettings settings;
    settings.setValue(kThemeKey, nameOf(theme, kThemes));
    settings.setValue(kLanguageKey, language);
    settings.setValue(kTimeOriginKey, nameOf(time.origin, kOrigins));
    settings.setValue(kTimeUnitKey, nameOf(time.unit, kUnits));
    settings.setValue(kEditorKey, editorCommand);
    settings.remove(kMappingsKey);
    settings.beginWriteArray(kMappingsKey, static_cast<int>(pathMappings.size()));
    for (int i = 0; i < pathMappings.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("from"), pathMappings.at(i).first);
        settings.setValue(QStringLiteral("to"), pathMappings.at(i).second);
    }
    settings.endArray();
    settings.setValue(kStacksKey, captureStacks);
    settings.setValue(kPythonKey, capturePython);
    settings.setValue(kDurationKey, captureDurationS);
    settings.setValue(kDirectoryKey, captureDirectory);
}

void applyPreferences(const Preferences& preferences)
{
    AppTheme::apply(preferences.theme);
    TimeFormat::setDisplay(preferences.time);
}

} // namespace faultline
