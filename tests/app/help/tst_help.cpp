// Help ▸ Keyboard Shortcuts and Help ▸ Guide, driven like a user would: ? and F1 on the window,
// typing in the sheet's filter; checked against the window's own actions, so that the sheet
// cannot leave out a shortcut a menu or a view has.

#include "ScenarioGenerator.h"
#include "help/GuideDialog.h"
#include "help/KeyboardShortcuts.h"
#include "help/ShortcutsDialog.h"
#include "sql/SqlConsole.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QFile>
#include <QKeySequence>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>

#include <algorithm>

using namespace faultline;

namespace {

constexpr int kLoadTimeoutMs = 60000;

QString withoutMnemonic(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

// The sheet's lines: group title → (keys, description), shown or hidden by the filter.
struct Line
{
    QString group;
    QString keys;
    QString description;
    bool hidden = false;
};

QList<Line> linesOf(const QTreeWidget* tree)
{
    QList<Line> lines;
    for (int g = 0; g < tree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = tree->topLevelItem(g);
        for (int i = 0; i < group->childCount(); ++i) {
            const QTreeWidgetItem* item = group->child(i);
            lines.append({group->text(0), item->text(0), item->text(1), item->isHidden() || group->isHidden()});
        }
    }
    return lines;
}

} // namespace

class TestHelp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void theHelpMenuHasTheGuideAndTheShortcuts();
    void questionMarkOpensTheShortcutSheet();
    void theSheetListsEveryShortcutOfTheWindow();
    void theSheetListsEveryTimelineKeyByWhatItDoes();
    void typingInTheFilterNarrowsTheSheet();
    void f1OpensTheLocalGuide();
    void aCjkMnemonicIsNotLeftInTheSheet();

private:
    // A shown, active window with the generated capture open (timeline, SQL console, chains).
    bool openCapture(MainWindow& window);

    QTemporaryDir m_dir;
    QString m_capture;
};

void TestHelp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_help"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    m_capture = m_dir.filePath(QStringLiteral("fragmentation.db"));
    capture::ScenarioOptions options;
    options.scenario = "fragmentation";
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
        QFile::encodeName(m_capture).toStdString(), options);
    QVERIFY2(written.ok, written.error.c_str());
}

void TestHelp::init()
{
    QSettings().clear();
}

void TestHelp::cleanup()
{
    QSettings().clear();
}

bool TestHelp::openCapture(MainWindow& window)
{
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    window.openCapture(m_capture);
    if (!loaded.wait(kLoadTimeoutMs))
        return false;
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

void TestHelp::theHelpMenuHasTheGuideAndTheShortcuts()
{
    MainWindow window;
    auto* help = window.findChild<QMenu*>(QStringLiteral("helpMenu"));
    QVERIFY(help);
    QStringList texts;
    for (const QAction* action : help->actions())
        if (!action->isSeparator())
            texts.append(withoutMnemonic(action->text()));
    QCOMPARE(texts,
             QStringList({QStringLiteral("Guide"), QStringLiteral("Keyboard Shortcuts"),
                          QStringLiteral("About Faultline"), QStringLiteral("About Qt")}));
    QCOMPARE(help->actions().at(0)->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QCOMPARE(help->actions().at(1)->shortcut(), QKeySequence(Qt::Key_Question));
}

void TestHelp::questionMarkOpensTheShortcutSheet()
{
    MainWindow window;
    QVERIFY(openCapture(window));
    TimelineView* timeline = window.workspace()->timelineView();
    QVERIFY(timeline);
    window.findChild<QAction*>(QStringLiteral("timelineTabAction"))->trigger();
    timeline->trackPainter()->setFocus();
    QVERIFY(!window.shortcutsDialog());

    QTest::keyClick(timeline->trackPainter(), Qt::Key_Question);
    ShortcutsDialog* sheet = window.shortcutsDialog();
    QVERIFY(sheet);
    QVERIFY(sheet->isVisible());
    QVERIFY(!sheet->isModal());
    const QList<Line> lines = linesOf(sheet->tree());
    QVERIFY(std::any_of(lines.begin(), lines.end(), [](const Line& l) {
        return l.keys == QLatin1String("?") && l.description == QLatin1String("Keyboard Shortcuts");
    }));

    // Typed into a text box, ? is a character, not the sheet.
    sheet->close();
    QTRY_VERIFY(!window.shortcutsDialog());
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    timeline->searchEdit()->setFocus();
    QTest::keyClick(timeline->searchEdit(), Qt::Key_Question);
    QCOMPARE(timeline->searchEdit()->text(), QStringLiteral("?"));
    QVERIFY(!window.shortcutsDialog());
}

void TestHelp::theSheetListsEveryShortcutOfTheWindow()
{
    MainWindow window;
    QVERIFY(openCapture(window));
    QVERIFY(window.workspace()->sqlConsole());
    window.showShortcuts();
    ShortcutsDialog* sheet = window.shortcutsDialog();
    QVERIFY(sheet);
    const QList<Line> lines = linesOf(sheet->tree());

    int checked = 0;
    for (const QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcuts().isEmpty())
            continue;
        const QString text = withoutMnemonic(action->text());
        for (const QKeySequence& keys : action->shortcuts()) {
            const QString key = keys.toString(QKeySequence::NativeText);
            const bool listed = std::any_of(lines.begin(), lines.end(), [&](const Line& l) {
                return l.keys.split(QStringLiteral(", ")).contains(key) && l.description == text;
            });
            QVERIFY2(listed, qPrintable(QStringLiteral("%1 (%2) is not on the sheet").arg(text, key)));
            ++checked;
        }
    }
    // The menus' (Ctrl+O ... F1, ?), the SQL console's Ctrl+T, the timeline's N at least.
    QVERIFY(checked >= 15);
    const auto groupOf = [&lines](const QString& key) {
        for (const Line& l : lines)
            if (l.keys.split(QStringLiteral(", ")).contains(key))
                return l.group;
        return QString();
    };
    QCOMPARE(groupOf(QStringLiteral("Ctrl+O")), QStringLiteral("Everywhere (menus)"));
    QCOMPARE(groupOf(QStringLiteral("Ctrl+T")), QStringLiteral("SQL console"));
    QCOMPARE(groupOf(QStringLiteral("N")), QStringLiteral("Timeline"));
    // Every view has its group, in this order.
    QStringList groups;
    for (int g = 0; g < sheet->tree()->topLevelItemCount(); ++g)
        groups.append(sheet->tree()->topLevelItem(g)->text(0));
    QCOMPARE(groups,
             QStringList({QStringLiteral("Everywhere (menus)"), QStringLiteral("Timeline"), QStringLiteral("Chains"),
                          QStringLiteral("Memory"), QStringLiteral("SQL console"), QStringLiteral("Notes")}));
}

void TestHelp::theSheetListsEveryTimelineKeyByWhatItDoes()
{
    ShortcutsDialog sheet;
    const QList<Line> lines = linesOf(sheet.tree());
    for (const KeyboardShortcuts::TimelineKey& key : KeyboardShortcuts::timelineKeys()) {
        const QString keys = QKeySequence(key.keys).toString(QKeySequence::NativeText);
        const QString what = KeyboardShortcuts::describe(key.command);
        QVERIFY(!what.isEmpty());
        const bool listed = std::any_of(lines.begin(), lines.end(), [&](const Line& l) {
            return l.group == QLatin1String("Timeline") && l.keys.split(QStringLiteral(", ")).contains(keys)
                && l.description == what;
        });
        QVERIFY2(listed, qPrintable(keys));
    }
    // The keys the issue asked for, and the mouse's.
    for (const char* keys : {"W", "+", "Ctrl+=", "-", "Ctrl+-", "0", "F", "Home", "Shift+wheel", "Ctrl+wheel"}) {
        const bool listed = std::any_of(lines.begin(), lines.end(), [&](const Line& l) {
            return l.group == QLatin1String("Timeline")
                && l.keys.split(QStringLiteral(", ")).contains(QLatin1String(keys));
        });
        QVERIFY2(listed, keys);
    }
}

void TestHelp::typingInTheFilterNarrowsTheSheet()
{
    ShortcutsDialog sheet;
    sheet.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sheet));
    const qsizetype all = linesOf(sheet.tree()).size();
    QTest::keyClicks(sheet.filterEdit(), QStringLiteral("zoom"));
    const QList<Line> lines = linesOf(sheet.tree());
    qsizetype shown = 0;
    for (const Line& l : lines) {
        if (l.hidden)
            continue;
        ++shown;
        QVERIFY2(QString(l.keys + l.description).contains(QLatin1String("zoom"), Qt::CaseInsensitive),
                 qPrintable(l.description));
    }
    QVERIFY(shown >= 3);
    QVERIFY(shown < all);
    // A group with nothing left is hidden.
    for (int g = 0; g < sheet.tree()->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = sheet.tree()->topLevelItem(g);
        if (group->text(0) == QLatin1String("Notes"))
            QVERIFY(group->isHidden());
    }
    sheet.filterEdit()->clear();
    for (const Line& l : linesOf(sheet.tree()))
        QVERIFY(!l.hidden);
}

void TestHelp::f1OpensTheLocalGuide()
{
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(!window.guideDialog());
    QTest::keyClick(&window, Qt::Key_F1);
    GuideDialog* guide = window.guideDialog();
    QVERIFY(guide);
    QVERIFY(guide->isVisible());
    QTextBrowser* browser = guide->browser();
    QCOMPARE(browser->source(), QUrl(QStringLiteral("qrc:/help/guide.html")));
    const QString text = browser->toPlainText();
    for (const char* heading : {"Reading a chain", "The timeline", "The memory view"})
        QVERIFY2(text.contains(QLatin1String(heading)), heading);
    QVERIFY(text.size() > 2000);
    // Nothing leaves the page: every link is to one of its own sections, and each section is there.
    int links = 0;
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QString href = it.fragment().charFormat().anchorHref();
            if (href.isEmpty())
                continue;
            ++links;
            QVERIFY2(href.startsWith(QLatin1Char('#')), qPrintable(href));
            QVERIFY2(browser->document()->toHtml().contains(QStringLiteral("name=\"%1\"").arg(href.mid(1))),
                     qPrintable(href));
        }
    }
    QVERIFY(links >= 3);
    // F1 again raises the same dialog.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_F1);
    QCOMPARE(window.guideDialog(), guide);
}

// Japanese and Chinese menus write the mnemonic after the text, "ガイド(&G)": the sheet names the
// action without a stray "(G)".
void TestHelp::aCjkMnemonicIsNotLeftInTheSheet()
{
    QWidget window;
    auto* guide = new QAction(QStringLiteral("ガイド(&G)"), &window);
    guide->setShortcut(QKeySequence(Qt::Key_F1));
    window.addAction(guide);
    auto* chinese = new QAction(QStringLiteral("键盘快捷键(&K)..."), &window);
    chinese->setShortcut(QKeySequence(Qt::Key_Question));
    window.addAction(chinese);
    QStringList descriptions;
    for (const ShortcutEntry& e : KeyboardShortcuts::entries(&window))
        descriptions << e.description;
    QVERIFY2(descriptions.contains(QStringLiteral("ガイド")), qPrintable(descriptions.join(QLatin1Char('|'))));
    QVERIFY2(descriptions.contains(QStringLiteral("键盘快捷键...")), qPrintable(descriptions.join(QLatin1Char('|'))));
}

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
