#pragma once

#include "Preferences.h"

#include <QPalette>

namespace faultline {

// Light, dark or the system's colours for the whole application. Qt 6.4 cannot ask the platform
// for a colour scheme, so Light and Dark are the Fusion style with a palette of ours; System goes
// back to the style the application started with and the platform's palette (and, from Qt 6.5,
// to Dark when QStyleHints::colorScheme() says the desktop is dark but the palette is light).
// Every view paints from the palette (TimelineColours, the memory views, the code view), so it
// follows on QEvent::PaletteChange.
class AppTheme
{
public:
    static void apply(Preferences::Theme theme);
    // The theme last applied (System before any).
    [[nodiscard]] static Preferences::Theme current();

    [[nodiscard]] static QPalette lightPalette();
    [[nodiscard]] static QPalette darkPalette();
    // Light text on a dark window.
    [[nodiscard]] static bool isDark(const QPalette& palette);
    // Red for problems (drops, errors) that reads on `palette`'s window and base: a deep red on
    // light ones, a light red on dark ones (the deep red is about 2.5:1 there).
    [[nodiscard]] static QColor problemColour(const QPalette& palette);
};

} // namespace faultline
