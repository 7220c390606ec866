#pragma once

#include <QCoreApplication>
#include <QKeyCombination>
#include <QList>
#include <QString>

#include <cstdint>
#include <span>

class QKeyEvent;
class QWidget;

namespace faultline {

// Where a key or a mouse gesture works; the sheet's groups, in this order.
enum class ShortcutScope : std::uint8_t { Global, Timeline, Chains, Memory, Sql, Notes };

// What a key pressed on the timeline does (TimelineView::keyPressEvent asks timelineCommand).
enum class TimelineCommand : std::uint8_t {
    None,
    ZoomIn,
    ZoomOut,
    PanEarlier,
    PanLater,
    Fit,
    ShowAll,
    Back,
    Forward,
    Find,
    NextMatch,
    PreviousMatch,
    Dismiss,
};

// One line of the Keyboard Shortcuts sheet.
struct ShortcutEntry
{
    ShortcutScope scope = ShortcutScope::Global;
    QString keys; // as the user reads them: "W, +, Ctrl+=" or "Shift+wheel"
    QString description;
};

// Every key and mouse gesture of the app, for Help ▸ Keyboard Shortcuts. The timeline's keys come
// from the one table its key handling uses; the window's QActions (menus, Ctrl+T in the SQL
// console, N on the timeline) are read from the actions themselves, so neither can drift from
// what the sheet says. The rest (keys handled inside widgets, mouse gestures) is listed here.
class KeyboardShortcuts
{
    Q_DECLARE_TR_FUNCTIONS(faultline::KeyboardShortcuts)
public:
    struct TimelineKey
    {
        QKeyCombination keys;
        TimelineCommand command = TimelineCommand::None;
    };
    // The timeline's keys, in the order the sheet lists their commands.
    [[nodiscard]] static std::span<const TimelineKey> timelineKeys();
    // The command of a key pressed on the timeline (None for any other key). Shift is ignored for
    // symbols (+ is Shift+= on many layouts); the keypad's keys count as the main ones.
    [[nodiscard]] static TimelineCommand timelineCommand(const QKeyEvent& event);
    [[nodiscard]] static QString describe(TimelineCommand command);

    // The sheet: the fixed entries and the shortcuts of every QAction under `window` (null: the
    // fixed entries only), ordered by scope.
    [[nodiscard]] static QList<ShortcutEntry> entries(const QWidget* window);
    [[nodiscard]] static QString scopeName(ShortcutScope scope);
    // How the sheet writes a key sequence (native text: "Ctrl+Shift+N").
    [[nodiscard]] static QString keyText(const QKeySequence& keys);
};

} // namespace faultline
