#include "KeyboardShortcuts.h"

#include <QAction>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QWidget>

#include <algorithm>
#include <array>
#include <optional>
#include <set>
#include <tuple>

namespace faultline {

namespace {

using Command = TimelineCommand;

constexpr Qt::KeyboardModifiers kNone = Qt::NoModifier;

// The one list of the timeline's keys: TimelineView's key handling and the sheet both read it.
constexpr std::array kTimelineKeys{
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_W, Command::ZoomIn},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_Plus, Command::ZoomIn},
    KeyboardShortcuts::TimelineKey{Qt::ControlModifier | Qt::Key_Equal, Command::ZoomIn},
    KeyboardShortcuts::TimelineKey{Qt::ControlModifier | Qt::Key_Plus, Command::ZoomIn},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_S, Command::ZoomOut},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_Minus, Command::ZoomOut},
    KeyboardShortcuts::TimelineKey{Qt::ControlModifier | Qt::Key_Minus, Command::ZoomOut},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_A, Command::PanEarlier},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_D, Command::PanLater},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_F, Command::Fit},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_Home, Command::ShowAll},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_0, Command::ShowAll},
    KeyboardShortcuts::TimelineKey{Qt::AltModifier | Qt::Key_Left, Command::Back},
    KeyboardShortcuts::TimelineKey{Qt::AltModifier | Qt::Key_Right, Command::Forward},
    KeyboardShortcuts::TimelineKey{Qt::ControlModifier | Qt::Key_F, Command::Find},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_F3, Command::NextMatch},
    KeyboardShortcuts::TimelineKey{Qt::ShiftModifier | Qt::Key_F3, Command::PreviousMatch},
    KeyboardShortcuts::TimelineKey{kNone | Qt::Key_Escape, Command::Dismiss},
};

// Typed with Shift on some layouts and without on others: + and = share a key on a US keyboard.
bool isSymbol(int key)
{
    return key >= Qt::Key_Space && key <= Qt::Key_AsciiTilde && !(key >= Qt::Key_A && key <= Qt::Key_Z)
        && !(key >= Qt::Key_0 && key <= Qt::Key_9);
}

// "&Open Capture…" → "Open Capture…" ("&&" is a literal "&").
QString withoutMnemonic(QString text)
{
    // CJK menus put the mnemonic after the text, in parentheses: "ガイド(&G)", "指南(&G)...".
    static const QRegularExpression suffix(QStringLiteral("\\s*[(（]&[^&][)）]"));
    text.remove(suffix);
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            out.append(text.at(i));
        else if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('&'))
            out.append(text.at(++i));
    }
    return out;
}

bool inMenuBar(const QMenu* menu)
{
    for (const QWidget* w = menu->parentWidget(); w; w = w->parentWidget()) {
        if (qobject_cast<const QMenuBar*>(w))
            return true;
        if (!qobject_cast<const QMenu*>(w))
            return false;
    }
    return false;
}

// The view an action belongs to, by the object names of the views around the widgets it was added
// to (a menu of the window's menu bar makes it global).
ShortcutScope scopeOf(const QAction* action)
{
    const auto scopeOfWidget = [](const QObject* object) -> std::optional<ShortcutScope> {
        for (; object; object = object->parent()) {
            const QString name = object->objectName();
            if (name == QLatin1String("timelineView"))
                return ShortcutScope::Timeline;
            if (name == QLatin1String("sqlConsole"))
                return ShortcutScope::Sql;
            if (name == QLatin1String("chainInspector"))
                return ShortcutScope::Chains;
            if (name == QLatin1String("memoryWorkspace"))
                return ShortcutScope::Memory;
            if (name == QLatin1String("notesPanel"))
                return ShortcutScope::Notes;
        }
        return std::nullopt;
    };
    const QList<QObject*> users = action->associatedObjects();
    for (const QObject* user : users) {
        if (const auto* menu = qobject_cast<const QMenu*>(user); menu && inMenuBar(menu))
            return ShortcutScope::Global;
    }
    for (const QObject* user : users) {
        if (const std::optional<ShortcutScope> scope = scopeOfWidget(user))
            return *scope;
    }
    return scopeOfWidget(action).value_or(ShortcutScope::Global);
}

void addAction(QList<ShortcutEntry>& out, std::set<const QAction*>& seen, const QAction* action)
{
    if (!seen.insert(action).second || action->shortcuts().isEmpty())
        return;
    QStringList keys;
    for (const QKeySequence& sequence : action->shortcuts())
        keys.append(KeyboardShortcuts::keyText(sequence));
    QString text = withoutMnemonic(action->text());
    if (text.isEmpty())
        text = action->toolTip();
    out.append({scopeOf(action), keys.join(QLatin1String(", ")), text});
}

void addMenuActions(QList<ShortcutEntry>& out, std::set<const QAction*>& seen, const QMenu* menu)
{
    for (const QAction* action : menu->actions()) {
        if (const QMenu* sub = action->menu())
            addMenuActions(out, seen, sub);
        else
            addAction(out, seen, action);
    }
}

} // namespace

std::span<const KeyboardShortcuts::TimelineKey> KeyboardShortcuts::timelineKeys()
{
    return kTimelineKeys;
}

TimelineCommand KeyboardShortcuts::timelineCommand(const QKeyEvent& event)
{
    Qt::KeyboardModifiers modifiers = event.modifiers() & ~Qt::KeypadModifier;
    if (isSymbol(event.key()))
        modifiers &= ~Qt::ShiftModifier;
    const QKeyCombination pressed(modifiers, static_cast<Qt::Key>(event.key()));
    for (const TimelineKey& key : kTimelineKeys) {
        if (key.keys == pressed)
            return key.command;
    }
    return TimelineCommand::None;
}

QString KeyboardShortcuts::describe(TimelineCommand command)
{
    switch (command) {
    case Command::ZoomIn: return tr("Zoom in, around the mouse (or the middle)");
    case Command::ZoomOut: return tr("Zoom out");
    case Command::PanEarlier: return tr("Move earlier in time");
    case Command::PanLater: return tr("Move later in time");
    case Command::Fit:
        return tr("Fit the selection (time range, area or event); the whole capture when nothing is selected");
    case Command::ShowAll: return tr("Show the whole capture");
    case Command::Back: return tr("Previous zoom");
    case Command::Forward: return tr("Next zoom");
    case Command::Find: return tr("Search ops and stacks");
    case Command::NextMatch: return tr("Next search match");
    case Command::PreviousMatch: return tr("Previous search match");
    case Command::Dismiss: return tr("Clear the selections; with a chain shown, back to the whole capture");
    case Command::None: break;
    }
    return {};
}

QString KeyboardShortcuts::keyText(const QKeySequence& keys)
{
    return keys.toString(QKeySequence::NativeText);
}

QString KeyboardShortcuts::scopeName(ShortcutScope scope)
{
    switch (scope) {
    case ShortcutScope::Global: return tr("Everywhere (menus)");
    case ShortcutScope::Timeline: return tr("Timeline");
    case ShortcutScope::Chains: return tr("Chains");
    case ShortcutScope::Memory: return tr("Memory");
    case ShortcutScope::Sql: return tr("SQL console");
    case ShortcutScope::Notes: return tr("Notes");
    }
    return {};
}

QList<ShortcutEntry> KeyboardShortcuts::entries(const QWidget* window)
{
    QList<ShortcutEntry> out;
    const auto add = [&out](ShortcutScope scope, const QString& keys, const QString& text) {
        out.append({scope, keys, text});
    };

    add(ShortcutScope::Global, tr("Esc"), tr("Cancel loading, while the status bar shows Cancel"));
    add(ShortcutScope::Global, tr("Enter on a rank, a click on a heat map cell"),
        tr("In the Ranks tab: that rank on the timeline, or that collective with every rank's lane for it"));
    add(ShortcutScope::Global, tr("Shift while dropping a file"), tr("Compare it with the open capture or snapshot"));
    add(ShortcutScope::Global, tr("Enter, Shift+Enter on a change"),
        tr("In the Compare tab: that call, kernel or range in A's timeline, or in B's"));

    // The timeline's keys, one line per command, in the table's order.
    std::vector<Command> commands;
    for (const TimelineKey& key : kTimelineKeys) {
        if (std::find(commands.begin(), commands.end(), key.command) == commands.end())
            commands.push_back(key.command);
    }
    for (const Command command : commands) {
        QStringList keys;
        for (const TimelineKey& key : kTimelineKeys) {
            if (key.command == command)
                keys.append(keyText(QKeySequence(key.keys)));
        }
        add(ShortcutScope::Timeline, keys.join(QLatin1String(", ")), describe(command));
    }
    using S = ShortcutScope;
    add(S::Timeline, tr("Ctrl+wheel"), tr("Zoom around the mouse"));
    add(S::Timeline, tr("Shift+wheel"), tr("Move earlier or later in time"));
    add(S::Timeline, tr("Wheel"), tr("Scroll the rows"));
    add(S::Timeline, tr("Drag"), tr("Move in time"));
    add(S::Timeline, tr("Shift+drag"), tr("Total the calls in an area (the Selection tab below the tracks)"));
    add(S::Timeline, tr("Drag on the ruler"), tr("Select a time range (F fits it)"));
    add(S::Timeline, tr("Click"), tr("Select an event and show its details and stack"));
    add(S::Timeline, tr("Double-click"), tr("Zoom to an event, or to a run of merged events"));
    add(S::Timeline, tr("Click a process row"), tr("Collapse or expand the process"));
    add(S::Timeline, tr("Tab, then Up, Down on the row labels"),
        tr("Move between rows: Left folds a rank or process (or goes to its header), Right unfolds, Space "
           "toggles, Shift+F10 opens the row's menu"));
    add(S::Timeline, tr("Ranks field (\"0-3, 7\")"), tr("Show only those ranks of a job"));
    add(S::Timeline, tr("Enter, Shift+Enter"), tr("In the search box: next or previous match"));
    add(S::Timeline, tr("Esc"), tr("In the search box: back to the tracks; the view stays as it is"));

    add(S::Chains, tr("Up, Down"),
        tr("Select a chain: its evidence is highlighted on the timeline and its time window shown"));
    add(S::Chains, tr("Click an evidence row"), tr("Select that event on the timeline"));
    add(S::Chains, tr("Enter or double-click an evidence row"), tr("Zoom the timeline to that event"));
    add(S::Chains, tr("Click a source row"), tr("Show that line in the Source view"));
    add(S::Chains, tr("Esc on the timeline"), tr("Leave the chain: the whole capture again"));

    add(S::Memory, tr("Click or drag on the memory timeline"), tr("Show the allocator's state at that moment"));
    add(S::Memory, tr("Click a band"), tr("Select its allocation site; click it again to clear"));
    add(S::Memory, tr("Left, Right on the history slider"), tr("One recorded entry earlier or later"));
    add(S::Memory, tr("Page Up, Page Down on the history slider"), tr("Ten entries earlier or later"));
    add(S::Memory, tr("Ctrl+wheel on the block map"), tr("Zoom the block map"));
    add(S::Memory, tr("Click a block"), tr("List the frames that allocated it"));

    add(S::Sql, tr("Ctrl+Enter"), tr("Run the statement under the cursor, or the selection"));
    add(S::Sql, tr("Esc"), tr("Stop the running query, count, export or query lane"));
    add(S::Sql, keyText(QKeySequence(Qt::CTRL | Qt::Key_Space)), tr("Complete a table, column or function name"));
    add(S::Sql, keyText(QKeySequence(QKeySequence::Copy)), tr("In the result: copy the selected cells"));
    add(S::Sql, tr("Click an id"), tr("Select that event: its details show beside the timeline"));
    add(S::Sql, tr("Double-click or Ctrl+click an id or a time"), tr("Show it on the timeline"));
    add(S::Sql, tr("Double-click an editor tab"), tr("Rename the tab"));
    add(S::Sql, tr("Double-click in Schema"), tr("Insert the table's or column's name"));
    add(S::Sql, tr("Double-click in History"), tr("Open the statement in a new tab"));

    add(S::Notes, tr("Enter"), tr("Jump to the selected note"));
    add(S::Notes, tr("Del"), tr("Delete the selected note"));

    if (window) {
        std::set<const QAction*> seen;
        if (const auto* bar = window->findChild<QMenuBar*>()) {
            for (const QAction* action : bar->actions()) {
                if (const QMenu* menu = action->menu())
                    addMenuActions(out, seen, menu);
            }
        }
        for (const QAction* action : window->findChildren<QAction*>())
            addAction(out, seen, action);
    }

    // Grouped by scope; within a scope, as listed (menus in their order).
    std::stable_sort(out.begin(), out.end(), [](const ShortcutEntry& a, const ShortcutEntry& b) {
        return static_cast<int>(a.scope) < static_cast<int>(b.scope);
    });
    // An action shown twice (two timelines' N) is listed once.
    QList<ShortcutEntry> unique;
    std::set<std::tuple<int, QString, QString>> listed;
    for (ShortcutEntry& entry : out) {
        if (listed.insert({static_cast<int>(entry.scope), entry.keys, entry.description}).second)
            unique.append(std::move(entry));
    }
    return unique;
}

} // namespace faultline
