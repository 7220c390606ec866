#pragma once

#include "SourceResolver.h"
#include "TimeFormat.h"

#include <QList>
#include <QPair>
#include <QString>

#include <cstdint>

namespace faultline {

// Everything Edit ▸ Preferences… sets, as a value read from and written to QSettings (group
// "preferences"; the editor command is "source/editorCommand", which the Source view's menu
// sets too).
struct Preferences
{
    enum class Theme : std::uint8_t { System, Light, Dark };

    // Appearance.
    Theme theme = Theme::System;
    QString language; // empty: the system's; else "en", "de", "ja", "zh_CN". Applied at start.
    // Time display.
    TimeDisplay time;
    // Source: "Open in Editor" ({file} and {line} replaced) and mappings for every capture.
    QString editorCommand;
    QList<SourceResolver::Mapping> pathMappings;
    // Defaults of Capture ▸ Attach….
    bool captureStacks = true;
    bool capturePython = true;
    int captureDurationS = 0; // 0: until stopped
    QString captureDirectory; // empty: the cache folder

    [[nodiscard]] static Preferences defaults();
    // The saved preferences; unknown or missing values are the defaults.
    [[nodiscard]] static Preferences load();
    void save() const;
    friend bool operator==(const Preferences&, const Preferences&) = default;

    // The languages offered: (code, name in that language); the first, "", is the system's.
    [[nodiscard]] static QList<QPair<QString, QString>> languages();
    // The saved language alone (read before any window exists).
    [[nodiscard]] static QString savedLanguage();
    // The longest capture duration the Attach dialog takes, in seconds.
    static constexpr int kMaximumDurationS = 7 * 24 * 3600;
};

// Applies what takes effect at once for the whole application: the theme and the time display.
// The language takes effect at the next start (installTranslations reads it).
void applyPreferences(const Preferences& preferences);

} // namespace faultline
