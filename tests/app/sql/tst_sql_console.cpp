// The SQL tab, driven like a user would: typing and Ctrl+Enter, Esc, scrolling the grid, clicking
// headers and cells, copying and exporting, on a generated capture (the fragmentation scenario)
// and on the Ingero fixture, checked against the same questions asked of the file directly.

#include "FileHash.h"
#include "OpCatalog.h"
#include "Palette.h"
#include "ResultExport.h"
#include "ScenarioGenerator.h"
#include "SqlSnippets.h"
#include "SqliteDb.h"
#include "TestPaths.h"
#include "TimelineModel.h"
#include "TraceBuilder.h"
#include "ZoomControl.h"
#include "sql/QueryHistory.h"
#include "sql/QueryLaneLoader.h"
#include "sql/ResultModel.h"
#include "sql/ResultTable.h"
#include "sql/SqlConsole.h"
#include "sql/SqlEditor.h"
#include "sql/SqlHighlighter.h"
#include "timeline/EventDetailsWidget.h"
#include "timeline/TimelineColours.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackLabels.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCompleter>
#include <QCryptographicHash>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QTreeWidget>

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

using namespace faultline;
using faultline::test::ingeroFixture;

namespace {

constexpr int kQueryTimeoutMs = 30000;

// Rows of a query asked of the file directly, as strings (NULL as a null QString).
QList<QStringList> directRows(const QString& path, const QString& sql)
{
    capture::SqliteDb db;
    std::string error;
    QList<QStringList> rows;
    if (!db.openReadOnly(QFile::encodeName(path).toStdString(), true, &error))
        return rows;
    capture::SqliteStatement st(db, sql.toStdString());
    if (!st.isValid())
        return rows;
    while (st.step() == SQLITE_ROW) {
        QStringList row;
        for (int c = 0; c < st.columnCount(); ++c)
            row.append(st.isNull(c) ? QString() : QString::fromStdString(std::string(st.text(c))));
        rows.append(row);
    }
    return rows;
}

using faultline::test::sha256;

QString cellText(const QVariant& value)
{
    if (value.isNull())
        return {};
    if (value.typeId() == QMetaType::Double)
        return QString::number(value.toDouble(), 'g', 17);
    return value.toString();
}

// A user's double-click: the press that selects, then the double-click.
void doubleClick(QAbstractItemView* view, const QModelIndex& index)
{
    view->scrollTo(index);
    const QPoint at = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, at);
}

void setText(SqlEditor* editor, const QString& text, qsizetype cursor)
{
    editor->setPlainText(text);
    QTextCursor c = editor->textCursor();
    c.setPosition(static_cast<int>(cursor));
    editor->setTextCursor(c);
}

} // namespace

class TestSqlConsole : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void typingAQueryAndCtrlEnterShowsRows_data();
    void typingAQueryAndCtrlEnterShowsRows();
    void theStatementUnderTheCursorIsTheOneRun();
    void escCancelsARecursiveCteWhileTheGuiStaysResponsive();
    void scrollingToTheEndLoadsEveryRowExactlyOnce();
    void clickingAHeaderSortsTheWholeResult();
    void copyPutsTheSelectionOnTheClipboard();
    void exportRoundTripsThroughParseDelimited();
    void aCancelledExportLeavesNoFileAndPagingGoesOn();
    void doubleClickingAnIdSelectsThatEventOnTheTimeline();
    void aClickOnAnIdSelectsTheEventWithoutMovingTheTimeline();
    void aDisabledAddToTimelineSaysWhichColumnsItNeeds();
    void clickingATimestampZoomsTheTimelineThere();
    void completionListsTheFixturesTablesAndColumns();
    void anErrorMovesTheCursorWhereSqlitePoints();
    void aMissingTableListsTheTablesThatExist();
    void aRefusedStatementShowsTheRefusal();
    void rawValuesAreOneClickAway();
    void historyAndTabsPersistAcrossConsoles();
    void tabsOpenCloseAndRename();
    void snippetsOpenInANewTabAndRun();
    void addToTimelineMakesAQueryLaneOfTheResultRows();
    void theHighlighterColoursTokens();
    void theMainWindowHasAnSqlTabPerCapture();

private:
    std::unique_ptr<SqlConsole> makeConsole(const QString& path, TimelineView* timeline = nullptr);
    // Runs what Ctrl+Enter would run; returns whether it finished well.
    bool run(SqlConsole& console, const QString& text, qsizetype cursor = -1);

    QTemporaryDir m_dir;
    QString m_capture;
    std::shared_ptr<const Trace> m_trace;
};

void TestSqlConsole::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_sql_console"));
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    m_capture = m_dir.filePath(QStringLiteral("fragmentation.db"));
    capture::ScenarioOptions options;
    options.scenario = "fragmentation";
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
        QFile::encodeName(m_capture).toStdString(), options);
    QVERIFY2(written.ok, written.error.c_str());
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(m_capture).toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    m_trace = std::move(loaded.trace);
}

void TestSqlConsole::init()
{
    QSettings().clear();
    // Any warning fails the test, except the offscreen platform's notes about what it cannot do
    // (size hints; raising and grabbing the keyboard for the completion popup).
    QTest::failOnWarning(QRegularExpression(
        QStringLiteral("^(?!This plugin does not support (propagateSizeHints|raise|grabbing the keyboard))")));
}

void TestSqlConsole::cleanup()
{
    QSettings().clear();
}

std::unique_ptr<SqlConsole> TestSqlConsole::makeConsole(const QString& path, TimelineView* timeline)
{
    auto console = std::make_unique<SqlConsole>(path, timeline);
    QSignalSpy schema(console->engine(), &sql::QueryEngine::schemaReady);
    console->resize(1200, 800);
    console->show();
    if (!QTest::qWaitForWindowExposed(console.get()))
        return nullptr;
    if (console->engine()->tables().isEmpty() && !schema.wait(10000))
        return nullptr;
    return console;
}

bool TestSqlConsole::run(SqlConsole& console, const QString& text, qsizetype cursor)
{
    setText(console.currentEditor(), text, cursor < 0 ? text.size() : cursor);
    QSignalSpy finished(&console, &SqlConsole::queryFinished);
    console.runStatement();
    if (!finished.wait(kQueryTimeoutMs))
        return false;
    return finished.first().at(0).toBool();
}

void TestSqlConsole::typingAQueryAndCtrlEnterShowsRows_data()
{
    QTest::addColumn<QString>("capture");
    QTest::addColumn<QString>("sql");
    QTest::newRow("generated") << QString()
                               << QStringLiteral("SELECT id, pid, tid, duration FROM events WHERE source = 1");
    QTest::newRow("ingero") << ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"))
                            << QStringLiteral("SELECT id, pid, op, duration FROM events WHERE source = 4");
}

void TestSqlConsole::typingAQueryAndCtrlEnterShowsRows()
{
    QFETCH(QString, capture);
    QFETCH(QString, sql);
    if (capture.isEmpty())
        capture = m_capture;
    FAULTLINE_REQUIRE_FIXTURE(capture);
    auto console = makeConsole(capture);
    QVERIFY(console);
    QAbstractItemModelTester tester(console->resultModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    SqlEditor* editor = console->currentEditor();
    editor->clear();
    editor->setFocus();
    QTest::keyClicks(editor, sql);
    QCOMPARE(editor->toPlainText(), sql);
    QSignalSpy finished(console.get(), &SqlConsole::queryFinished);
    QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(finished.wait(kQueryTimeoutMs));
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(console->statusText()));

    const QList<QStringList> expected = directRows(capture, sql);
    QVERIFY(expected.size() > 10);
    ResultModel* model = console->resultModel();
    QCOMPARE(model->rowCount(), expected.size());
    QCOMPARE(model->columns(), sql.mid(7, sql.indexOf(QLatin1String(" FROM")) - 7).split(QStringLiteral(", ")));
    QVERIFY(console->statusText().contains(QString::number(expected.size())));
    // The first page is there at once; its cells are the file's.
    for (int r = 0; r < std::min<int>(20, static_cast<int>(expected.size())); ++r)
        for (int c = 0; c < model->columnCount(); ++c)
            QCOMPARE(cellText(model->rawValue(r, c)), expected.at(r).at(c));
    QCOMPARE(console->history()->entries().value(0), sql);
}

void TestSqlConsole::theStatementUnderTheCursorIsTheOneRun()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    const QString text = QStringLiteral("SELECT 1 AS a;\nSELECT 2 AS b, 'x;y' AS s;\n\nSELECT 3 AS c;");
    QVERIFY(run(*console, text, text.indexOf(QLatin1String("2 AS"))));
    QCOMPARE(console->resultModel()->columns(), (QStringList{QStringLiteral("b"), QStringLiteral("s")}));
    QCOMPARE(console->resultModel()->rawValue(0, 1).toString(), QStringLiteral("x;y"));
    // Right after a statement's semicolon is still that statement.
    QVERIFY(run(*console, text, text.indexOf(QLatin1String("1 AS a;")) + 7));
    QCOMPARE(console->resultModel()->columns(), QStringList{QStringLiteral("a")});

    // A selection runs as it is; of several selected statements, the last.
    SqlEditor* editor = console->currentEditor();
    QTextCursor c = editor->textCursor();
    c.setPosition(static_cast<int>(text.indexOf(QLatin1String("SELECT 3"))));
    c.setPosition(static_cast<int>(text.indexOf(QLatin1String("3 AS c")) + 1), QTextCursor::KeepAnchor);
    editor->setTextCursor(c);
    QSignalSpy finished(console.get(), &SqlConsole::queryFinished);
    console->runStatement();
    QVERIFY(finished.wait(kQueryTimeoutMs));
    QCOMPARE(console->resultModel()->columns(), QStringList{QStringLiteral("3")});
    c.setPosition(0);
    c.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
    editor->setTextCursor(c);
    console->runStatement();
    QVERIFY(finished.wait(kQueryTimeoutMs));
    QCOMPARE(console->resultModel()->columns(), QStringList{QStringLiteral("c")});
    QVERIFY(console->statusText().contains(QLatin1String("3 statements")));

    // Between statements there is nothing to run.
    setText(editor, text, text.indexOf(QLatin1String("\n\n")) + 1);
    const quint64 before = console->resultModel()->queryId();
    console->runStatement();
    QCOMPARE(console->resultModel()->queryId(), before);
    QVERIFY(console->statusText().contains(QLatin1String("Nothing to run")));
}

void TestSqlConsole::escCancelsARecursiveCteWhileTheGuiStaysResponsive()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    SqlEditor* editor = console->currentEditor();
    setText(editor,
            QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*) FROM c"), 5);
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start(10);
    QSignalSpy finished(console.get(), &SqlConsole::queryFinished);
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_Return, Qt::ControlModifier);
    QTest::qWait(400);
    // It never ends by itself, and the event loop kept turning meanwhile.
    QVERIFY(finished.isEmpty());
    QVERIFY(console->isBusy());
    QVERIFY(console->cancelAction()->isEnabled());
    QVERIFY(ticks >= 10);
    QVERIFY(console->statusText().startsWith(QLatin1String("Running")));
    QTest::keyClick(editor, Qt::Key_Escape);
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.first().at(0).toBool(), false);
    QVERIFY2(console->statusText().contains(QLatin1String("Cancelled")), qPrintable(console->statusText()));
    QVERIFY(!console->isBusy());
    QVERIFY(!console->cancelAction()->isEnabled());
    const int afterCancel = ticks;
    QTest::qWait(100);
    QVERIFY(ticks > afterCancel);
    // The console runs the next statement as usual.
    QVERIFY(run(*console, QStringLiteral("SELECT 42 AS answer")));
    QCOMPARE(console->resultModel()->rawValue(0, 0).toInt(), 42);
}

void TestSqlConsole::scrollingToTheEndLoadsEveryRowExactlyOnce()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    ResultModel* model = console->resultModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QString sql = QStringLiteral("SELECT id, timestamp, duration FROM events");
    QVERIFY(run(*console, sql));
    const QList<QStringList> expected = directRows(m_capture, sql);
    const qint64 pages = (expected.size() + ResultModel::kPageSize - 1) / ResultModel::kPageSize;
    QVERIFY2(pages > 2 * ResultModel::kMaximumPages, "the capture must outgrow the cache");
    QCOMPARE(model->rowCount(), expected.size());
    QVERIFY(model->isCountComplete());
    // Beyond the first page nothing is loaded until the view gets there.
    const int last = model->rowCount() - 1;
    QVERIFY(!model->isLoaded(last));
    QCOMPARE(model->index(last, 0).data().toString(), QStringLiteral("…"));

    ResultTable* table = console->resultTable();
    std::map<QString, int> seen;
    std::set<QString> ids;
    for (qint64 page = 0; page < pages; ++page) {
        const int first = static_cast<int>(page * ResultModel::kPageSize);
        const int end = std::min(first + ResultModel::kPageSize, model->rowCount());
        table->scrollTo(model->index(first, 0), QAbstractItemView::PositionAtTop);
        QTRY_VERIFY_WITH_TIMEOUT(model->isLoaded(first) && model->isLoaded(end - 1), 10000);
        for (int r = first; r < end; ++r)
            QVERIFY(ids.insert(model->rawValue(r, 0).toString()).second);
        QVERIFY(model->cachedPageCount() <= ResultModel::kMaximumPages);
        QVERIFY(model->cachedRowCount() <= qint64(ResultModel::kMaximumPages) * ResultModel::kPageSize);
    }
    table->scrollToBottom();
    QTRY_VERIFY(model->isLoaded(last));
    QVERIFY(model->index(last, 0).data().toString() != QStringLiteral("…"));
    QCOMPARE(qint64(ids.size()), qint64(expected.size()));
    std::set<QString> direct;
    for (const QStringList& row : expected)
        direct.insert(row.at(0));
    QVERIFY(ids == direct);
    // Pages passed on the way down went out of the cache.
    QVERIFY(!model->isLoaded(5 * ResultModel::kPageSize));
}

void TestSqlConsole::clickingAHeaderSortsTheWholeResult()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    ResultModel* model = console->resultModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QString sql = QStringLiteral("SELECT id, duration FROM events WHERE source = 1");
    QVERIFY(run(*console, sql));
    const int rows = model->rowCount();
    QVERIFY(rows > ResultModel::kPageSize);
    QHeaderView* header = console->resultTable()->horizontalHeader();
    QSignalSpy finished(console.get(), &SqlConsole::queryFinished);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(1) + 10, header->height() / 2));
    QVERIFY(finished.wait(kQueryTimeoutMs));
    QCOMPARE(model->sortColumn(), 1);
    const bool descending = header->sortIndicatorOrder() == Qt::DescendingOrder;
    QCOMPARE(model->sortDescending(), descending);
    QCOMPARE(model->rowCount(), rows);
    QCOMPARE(model->columns(), (QStringList{QStringLiteral("id"), QStringLiteral("duration")}));
    const QList<QStringList> direct = directRows(
        m_capture,
        QStringLiteral("SELECT duration FROM events WHERE source = 1 ORDER BY duration %1 LIMIT 300")
            .arg(descending ? QStringLiteral("DESC") : QStringLiteral("ASC")));
    for (int r = 0; r < direct.size(); ++r)
        QCOMPARE(model->rawValue(r, 1).toString(), direct.at(r).at(0));
    QVERIFY(console->statusText().contains(QLatin1String("sorted by duration")));

    // Again: the other way round, the whole result and not only the loaded page.
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                      QPoint(header->sectionViewportPosition(1) + 10, header->height() / 2));
    QVERIFY(finished.wait(kQueryTimeoutMs));
    QCOMPARE(model->sortDescending(), !descending);
    const QString extreme = directRows(m_capture,
                                       QStringLiteral("SELECT %1(duration) FROM events WHERE source = 1")
                                           .arg(descending ? QStringLiteral("MIN") : QStringLiteral("MAX")))
                                .value(0)
                                .value(0);
    QCOMPARE(model->rawValue(0, 1).toString(), extreme);
    // A new statement comes in its own order again.
    QVERIFY(run(*console, sql));
    QCOMPARE(model->sortColumn(), -1);
    QCOMPARE(header->sortIndicatorSection(), -1);
}

void TestSqlConsole::copyPutsTheSelectionOnTheClipboard()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    const QString sql = QStringLiteral("SELECT id, pid, tid, op, duration FROM events WHERE source = 1 ORDER BY id");
    QVERIFY(run(*console, sql));
    ResultTable* table = console->resultTable();
    ResultModel* model = console->resultModel();
    // Rows 2..4, columns pid and op (a selection with a gap between its columns).
    QItemSelection selection;
    selection.select(model->index(2, 1), model->index(4, 1));
    selection.select(model->index(2, 3), model->index(4, 3));
    table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    table->setFocus();
    QApplication::clipboard()->clear();
    QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
    const QList<QStringList> direct = directRows(m_capture, sql);
    QString expected = QStringLiteral("pid\top\n");
    for (int r = 2; r <= 4; ++r)
        expected += direct.at(r).at(1) + QLatin1Char('\t') + direct.at(r).at(3) + QLatin1Char('\n');
    QCOMPARE(QApplication::clipboard()->text(), expected);
    QVERIFY(console->statusText().contains(QLatin1String("3 rows")));

    // The context menu copies the same cells in the other formats.
    std::unique_ptr<QMenu> menu(table->createContextMenu(model->index(2, 1), nullptr));
    auto* csv = menu->findChild<QAction*>(QStringLiteral("copyCsvAction"));
    QVERIFY(csv);
    csv->trigger();
    const QList<QStringList> back = sql::parseDelimited(QApplication::clipboard()->text(), sql::ExportFormat::Csv);
    QCOMPARE(back.size(), 4);
    QCOMPARE(back.at(1), (QStringList{direct.at(2).at(1), direct.at(2).at(3)}));
    menu->findChild<QAction*>(QStringLiteral("copyMarkdownAction"))->trigger();
    QVERIFY(QApplication::clipboard()->text().startsWith(QLatin1String("| pid | op |")));
    QVERIFY(menu->actions().contains(console->exportAction()));
    QVERIFY(menu->actions().contains(console->rawValuesAction()));
}

void TestSqlConsole::exportRoundTripsThroughParseDelimited()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    const QString sql = QStringLiteral("SELECT e.id, e.timestamp, e.duration, p.name FROM events e "
                                       "LEFT JOIN process_names p ON p.pid = e.pid WHERE e.source = 1");
    QVERIFY(run(*console, sql));
    const QList<QStringList> direct = directRows(m_capture, sql);
    QVERIFY(direct.size() > ResultModel::kPageSize);
    for (const sql::ExportFormat format : {sql::ExportFormat::Csv, sql::ExportFormat::Tsv}) {
        const QString path = m_dir.filePath(QStringLiteral("export.") + sql::ResultWriter::extension(format));
        QSignalSpy exported(console.get(), &SqlConsole::exportFinished);
        QVERIFY(console->exportResult(path));
        QVERIFY(console->isBusy());
        QVERIFY(exported.wait(kQueryTimeoutMs));
        QVERIFY2(exported.first().at(0).toBool(), qPrintable(console->statusText()));
        QVERIFY(console->statusText().contains(QString::number(direct.size())));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QStringList> back = sql::parseDelimited(QString::fromUtf8(file.readAll()), format);
        QCOMPARE(back.size(), direct.size() + 1);
        QCOMPARE(back.at(0), console->resultModel()->columns());
        for (int r = 0; r < direct.size(); ++r)
            QCOMPARE(back.at(r + 1), direct.at(r));
    }
    // The format comes from the name; a name without one is refused with a reason.
    QVERIFY(!console->exportResult(m_dir.filePath(QStringLiteral("export.xyz"))));
    QVERIFY(console->statusIsError());
    QVERIFY(console->statusText().contains(QLatin1String(".csv")));
    // Paging goes on after an export.
    console->resultTable()->scrollToBottom();
    QTRY_VERIFY(console->resultModel()->isLoaded(console->resultModel()->rowCount() - 1));
}

void TestSqlConsole::aCancelledExportLeavesNoFileAndPagingGoesOn()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    // No model tester here: it calls fetchMore after every insertion, and this result never ends.
    ResultModel* model = console->resultModel();
    // Endless: the first page comes at once, the count and the export never end by themselves.
    setText(console->currentEditor(),
            QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c"), 0);
    QSignalSpy finished(console.get(), &SqlConsole::queryFinished);
    console->runStatement();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), ResultModel::kPageSize, 10000);
    QVERIFY(!model->isCountComplete());
    QVERIFY(console->statusText().contains(QLatin1String("counting")));

    const QString path = m_dir.filePath(QStringLiteral("endless.csv"));
    QSignalSpy exported(console.get(), &SqlConsole::exportFinished);
    QVERIFY(console->exportResult(path));
    QTest::qWait(300);
    QVERIFY(exported.isEmpty());
    QVERIFY(console->statusText().startsWith(QLatin1String("Exporting")));
    console->cancel();
    QVERIFY(exported.wait(5000));
    QCOMPARE(exported.first().at(0).toBool(), false);
    QVERIFY(!QFile::exists(path));

    // The query runs again; scrolling past the rows known so far fetches more while counting.
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() >= ResultModel::kPageSize && model->isLoaded(0), 10000);
    console->resultTable()->scrollToBottom();
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > ResultModel::kPageSize, 10000);
    const int last = model->rowCount() - 1;
    QTRY_VERIFY(model->isLoaded(last));
    QCOMPARE(model->rawValue(last, 0).toLongLong(), qint64(last) + 1);
    QVERIFY(finished.isEmpty());
    console->cancel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
    QCOMPARE(finished.first().at(0).toBool(), false);
    QVERIFY(console->statusText().contains(QLatin1String("Counting cancelled")));
    QVERIFY(!console->isBusy());
    QVERIFY(model->isCountComplete());
    QVERIFY(!model->canFetchMore({}));
}

void TestSqlConsole::doubleClickingAnIdSelectsThatEventOnTheTimeline()
{
    TimelineView timeline(m_trace);
    timeline.resize(1200, 700);
    auto console = makeConsole(m_capture, &timeline);
    QVERIFY(console);
    QSignalSpy requested(console.get(), &SqlConsole::timelineRequested);
    const QString sql = QStringLiteral("SELECT id, tid, source, op, timestamp, duration FROM events WHERE source = 1 "
                                       "AND op = 2 ORDER BY id LIMIT 20 OFFSET 7");
    QVERIFY(run(*console, sql));
    const QList<QStringList> direct = directRows(m_capture, sql);
    ResultTable* table = console->resultTable();
    ResultModel* model = console->resultModel();
    QVERIFY(model->isLinkable(0));
    QVERIFY(!model->isLinkable(1));
    const QModelIndex cell = model->index(3, 0);
    doubleClick(table, cell);
    QCOMPARE(requested.count(), 1);
    const EventRef ref = timeline.selectedEvent();
    QVERIFY2(ref.isValid(), qPrintable(console->statusText()));
    const Lane& lane = m_trace->lanes[ref.lane];
    const QStringList& row = direct.at(3);
    QCOMPARE(QString::number(m_trace->threads[lane.thread].tid), row.at(1));
    QCOMPARE(int(lane.events.sourceAt(ref.index)), row.at(2).toInt());
    QCOMPARE(int(lane.events.opAt(ref.index)), row.at(3).toInt());
    QCOMPARE(lane.events.start[ref.index],
             capture::OpCatalog::intervalStart(1, 2, row.at(4).toLongLong(), row.at(5).toLongLong()));
    // The view moved to it.
    QVERIFY(timeline.zoom()->rangeStart() <= lane.events.start[ref.index]);
    QVERIFY(timeline.zoom()->rangeEnd() >= lane.events.start[ref.index] + lane.events.durationAt(ref.index));
    // Ctrl+click does the same; a plain cell is no link.
    timeline.selectEvent({});
    const QModelIndex other = model->index(5, 0);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, table->visualRect(other).center());
    QVERIFY(timeline.selectedEvent().isValid());
    QCOMPARE(timeline.selectedEvent() == ref, false);
    QVERIFY(!console->showOnTimeline(model->index(5, 1)));
    // The id of a row that is no event (here a process's) leads nowhere.
    QVERIFY(run(*console, QStringLiteral("SELECT pid AS id, name FROM process_names")));
    QVERIFY(!model->isLinkable(0));
    QVERIFY(!console->showOnTimeline(model->index(0, 0)));
    QVERIFY(run(*console, sql));

    // Without a timeline there is nothing to link to.
    console->setTimelineView(nullptr);
    QVERIFY(!model->isLinkable(0));
    QVERIFY(!console->showOnTimeline(cell));
}

void TestSqlConsole::aClickOnAnIdSelectsTheEventWithoutMovingTheTimeline()
{
    TimelineView timeline(m_trace);
    timeline.resize(1200, 700);
    auto console = makeConsole(m_capture, &timeline);
    QVERIFY(console);
    QSignalSpy requested(console.get(), &SqlConsole::timelineRequested);
    QSignalSpy selected(&timeline, &TimelineView::selectedEventChanged);
    const QString sql = QStringLiteral("SELECT id, tid, source, op, timestamp, duration FROM events WHERE source = 1 "
                                       "AND op = 2 ORDER BY id LIMIT 20 OFFSET 11");
    QVERIFY(run(*console, sql));
    const QList<QStringList> direct = directRows(m_capture, sql);
    ResultTable* table = console->resultTable();
    ResultModel* model = console->resultModel();
    timeline::ZoomControl* zoom = timeline.zoom();
    const qint64 start = zoom->rangeStart();
    const qint64 end = zoom->rangeEnd();

    const QModelIndex cell = model->index(4, 0);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, table->visualRect(cell).center());
    const EventRef ref = timeline.selectedEvent();
    QVERIFY2(ref.isValid(), qPrintable(console->statusText()));
    QCOMPARE(selected.count(), 1);
    const Lane& lane = m_trace->lanes[ref.lane];
    const QStringList& row = direct.at(4);
    QCOMPARE(QString::number(m_trace->threads[lane.thread].tid), row.at(1));
    QCOMPARE(int(lane.events.opAt(ref.index)), row.at(3).toInt());
    QCOMPARE(lane.events.start[ref.index],
             capture::OpCatalog::intervalStart(1, 2, row.at(4).toLongLong(), row.at(5).toLongLong()));
    QCOMPARE(timeline.detailsPanel()->event(), ref);
    // Selected, not shown: the timeline stays where it was and the console keeps the screen.
    QCOMPARE(zoom->rangeStart(), start);
    QCOMPARE(zoom->rangeEnd(), end);
    QCOMPARE(requested.count(), 0);
    QVERIFY(console->statusText().contains(row.at(0)));

    // A click on a cell that is no id changes nothing.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier,
                      table->visualRect(model->index(6, 1)).center());
    QCOMPARE(timeline.selectedEvent(), ref);
    QCOMPARE(selected.count(), 1);
}

void TestSqlConsole::aDisabledAddToTimelineSaysWhichColumnsItNeeds()
{
    TimelineView timeline(m_trace);
    auto console = makeConsole(m_capture, &timeline);
    QVERIFY(console);
    QAction* add = console->addToTimelineAction();
    QToolButton* button = nullptr;
    for (QToolButton* b : console->findChildren<QToolButton*>())
        if (b->defaultAction() == add)
            button = b;
    QVERIFY(button);
    // What hovering the button shows.
    const auto hover = [button] {
        const QPoint at = button->rect().center();
        QHelpEvent help(QEvent::ToolTip, at, button->mapToGlobal(at));
        QCoreApplication::sendEvent(button, &help);
        const QString tip = QToolTip::text();
        QToolTip::hideText();
        return tip;
    };
    const QString needs = QStringLiteral("needs a start column (timestamp, ts or start) and a duration column "
                                         "(duration or dur)");

    QVERIFY(!button->isEnabled());
    QString tip = hover();
    QVERIFY2(tip.contains(needs) && tip.contains(QLatin1String("Run a query first")), qPrintable(tip));

    QVERIFY(run(*console, QStringLiteral("SELECT id, op FROM events LIMIT 3")));
    QVERIFY(!button->isEnabled());
    tip = hover();
    QVERIFY2(tip.contains(needs) && tip.contains(QLatin1String("has neither")), qPrintable(tip));

    QVERIFY(run(*console, QStringLiteral("SELECT timestamp AS ts, op FROM events LIMIT 3")));
    QVERIFY(!button->isEnabled());
    tip = hover();
    QVERIFY2(tip.contains(needs) && tip.contains(QLatin1String("no duration column")), qPrintable(tip));

    QVERIFY(run(*console, QStringLiteral("SELECT op, duration AS dur FROM events LIMIT 3")));
    tip = hover();
    QVERIFY2(tip.contains(QLatin1String("no start column")), qPrintable(tip));

    QVERIFY(run(*console, QStringLiteral("SELECT timestamp, duration FROM events LIMIT 3")));
    QVERIFY(button->isEnabled());
    QVERIFY2(hover().startsWith(QLatin1String("Add the rows of this result")), qPrintable(hover()));
}

void TestSqlConsole::clickingATimestampZoomsTheTimelineThere()
{
    TimelineView timeline(m_trace);
    auto console = makeConsole(m_capture, &timeline);
    QVERIFY(console);
    const QString sql = QStringLiteral(
        "SELECT timestamp, duration FROM events WHERE source = 1 ORDER BY duration DESC, "
        "id LIMIT 5");
    QVERIFY(run(*console, sql));
    const qint64 time = directRows(m_capture, sql).at(2).at(0).toLongLong();
    timeline::ZoomControl* zoom = timeline.zoom();
    const bool couldGoBack = zoom->canGoBack();
    ResultTable* table = console->resultTable();
    const QModelIndex cell = console->resultModel()->index(2, 0);
    QVERIFY(console->resultModel()->isLinkable(0));
    doubleClick(table, cell);
    QCOMPARE(zoom->rangeStart(), time - 1'000'000);
    QCOMPARE(zoom->rangeEnd(), time + 1'000'000);
    QVERIFY(zoom->hasSelection());
    QCOMPARE(zoom->selectionStart(), time);
    // A step of its own in the zoom history.
    QVERIFY(zoom->canGoBack());
    QVERIFY(!couldGoBack);
}

void TestSqlConsole::completionListsTheFixturesTablesAndColumns()
{
    const QString path = ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    auto console = makeConsole(path);
    QVERIFY(console);
    SqlEditor* editor = console->currentEditor();
    const QStringList words = editor->completionWords();
    const QList<QStringList> tables = directRows(
        path,
        QStringLiteral("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name "
                       "NOT LIKE 'sqlite_%'"));
    QVERIFY(tables.size() >= 5);
    for (const QStringList& table : tables) {
        QVERIFY2(words.contains(table.at(0)), qPrintable(table.at(0)));
        for (const QStringList& column :
             directRows(path, QStringLiteral("SELECT name FROM pragma_table_info('%1')").arg(table.at(0))))
            QVERIFY2(words.contains(column.at(0)), qPrintable(table.at(0) + QLatin1Char('.') + column.at(0)));
    }
    QVERIFY(words.contains(QStringLiteral("stack_hash")));
    QVERIFY(words.contains(QStringLiteral("cudaMalloc")));
    QVERIFY(words.contains(QStringLiteral("SELECT")));
    // A new tab gets the same words.
    console->addTab();
    QCOMPARE(console->currentEditor()->completionWords(), words);

    // Two letters of a name open the popup with what they start.
    editor = console->currentEditor();
    editor->setFocus();
    QTest::keyClicks(editor, QStringLiteral("SELECT * FROM st"));
    QCompleter* completer = editor->completer();
    QTRY_VERIFY(completer->popup()->isVisible());
    QStringList offered;
    for (int i = 0; i < completer->completionCount(); ++i) {
        completer->setCurrentRow(i);
        offered.append(completer->currentCompletion());
    }
    QVERIFY(offered.contains(QStringLiteral("stack_traces")));
    QVERIFY(offered.contains(QStringLiteral("stack_hash")));
    QVERIFY(std::all_of(offered.begin(), offered.end(),
                        [](const QString& w) { return w.startsWith(QLatin1String("st"), Qt::CaseInsensitive); }));
    completer->setCurrentRow(static_cast<int>(offered.indexOf(QStringLiteral("stack_traces"))));
    emit completer->activated(QStringLiteral("stack_traces"));
    QCOMPARE(editor->toPlainText(), QStringLiteral("SELECT * FROM stack_traces"));
    completer->popup()->hide();
    // After "table." only that table's columns; Ctrl+Space opens the popup at will.
    QTest::keyClicks(editor, QStringLiteral(" WHERE events."));
    QTest::keyClick(editor, Qt::Key_Space, Qt::ControlModifier);
    QTRY_VERIFY(completer->popup()->isVisible());
    QCOMPARE(completer->completionCount(),
             static_cast<int>(directRows(path, QStringLiteral("SELECT name FROM pragma_table_info('events')")).size()));
    completer->popup()->hide();
    // An alias stands for its table: "e." offers the columns of events.
    editor->setPlainText(QStringLiteral("SELECT * FROM events e JOIN stack_traces AS s ON s.hash = e."));
    QTextCursor end = editor->textCursor();
    end.movePosition(QTextCursor::End);
    editor->setTextCursor(end);
    QTest::keyClicks(editor, QStringLiteral("st"));
    QTRY_VERIFY(completer->popup()->isVisible());
    QStringList columns;
    for (int i = 0; i < completer->completionCount(); ++i) {
        completer->setCurrentRow(i);
        columns.append(completer->currentCompletion());
    }
    QStringList expected;
    for (const QStringList& row : directRows(
             path, QStringLiteral("SELECT name FROM pragma_table_info('events') WHERE name LIKE 'st%' ORDER BY name")))
        expected.append(row.at(0));
    QVERIFY(!expected.isEmpty());
    QCOMPARE(columns, expected);
    completer->popup()->hide();
}

void TestSqlConsole::anErrorMovesTheCursorWhereSqlitePoints()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    const QString bad = QStringLiteral("SELECT id\nFROM events WHERE duration >> FROM");
    const QString text = QStringLiteral("SELECT 1;\n\n") + bad + QStringLiteral(";\nSELECT 2;");
    QVERIFY(!run(*console, text, text.indexOf(QLatin1String("events"))));
    SqlEditor* editor = console->currentEditor();
    const qsizetype expected = text.indexOf(bad) + bad.lastIndexOf(QLatin1String("FROM"));
    QCOMPARE(editor->errorPosition(), expected);
    QCOMPARE(qsizetype(editor->textCursor().position()), expected);
    QCOMPARE(editor->extraSelections().size(), 1);
    QCOMPARE(editor->extraSelections().first().cursor.selectedText(), QStringLiteral("FROM"));
    QVERIFY(console->statusIsError());
    QVERIFY(console->statusText().contains(QLatin1String("syntax error")));
    QVERIFY2(console->statusText().contains(QLatin1String("line 4, column 31")), qPrintable(console->statusText()));
    // Editing clears the mark.
    QTest::keyClick(editor, Qt::Key_X);
    QCOMPARE(editor->errorPosition(), qsizetype(-1));
    QVERIFY(editor->extraSelections().isEmpty());
}

void TestSqlConsole::aMissingTableListsTheTablesThatExist()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    QVERIFY(!run(*console, QStringLiteral("SELECT * FROM evnets")));
    const QString status = console->statusText();
    QVERIFY(status.contains(QLatin1String("no such table: evnets")));
    for (const QStringList& table : directRows(m_capture,
                                               QStringLiteral("SELECT name FROM sqlite_master WHERE type = "
                                                              "'table' AND name NOT LIKE 'sqlite_%'")))
        QVERIFY2(status.contains(table.at(0)), qPrintable(table.at(0)));
    QCOMPARE(console->resultModel()->rowCount(), 0);
}

void TestSqlConsole::aRefusedStatementShowsTheRefusal()
{
    const QByteArray before = sha256(m_capture);
    {
        auto console = makeConsole(m_capture);
        QVERIFY(console);
        QVERIFY(!run(*console,
                     QStringLiteral("INSERT INTO events (id, timestamp, pid, tid, source, op) VALUES "
                                    "('x', 1, 1, 1, 1, 1)")));
        QVERIFY(console->statusIsError());
        QVERIFY2(console->statusText().startsWith(QLatin1String("refused: INSERT")), qPrintable(console->statusText()));
        QVERIFY(console->statusText().contains(QLatin1String("only reads")));
        QVERIFY(!run(*console, QStringLiteral("PRAGMA journal_mode = DELETE")));
        QVERIFY(console->statusText().contains(QLatin1String("refused")));
        QVERIFY(run(*console, QStringLiteral("SELECT COUNT(*) FROM events")));
    }
    QCOMPARE(sha256(m_capture), before);
}

void TestSqlConsole::rawValuesAreOneClickAway()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    QVERIFY(run(*console,
                QStringLiteral("SELECT timestamp, source, op, duration, arg0 AS bytes FROM events WHERE "
                               "source = 1 AND op = 1 LIMIT 3")));
    ResultModel* model = console->resultModel();
    const QModelIndex op = model->index(0, 2);
    const QModelIndex duration = model->index(0, 3);
    QCOMPARE(op.data().toString(), QStringLiteral("cudaMalloc"));
    QCOMPARE(model->index(0, 1).data().toString(), QStringLiteral("CUDA"));
    QVERIFY(model->index(0, 0).data().toString().endsWith(QLatin1String(" UTC")));
    QCOMPARE(duration.data(Qt::ToolTipRole).toString(), model->rawValue(0, 3).toString());
    QVERIFY(duration.data().toString() != model->rawValue(0, 3).toString());
    console->rawValuesAction()->trigger();
    QCOMPARE(op.data().toString(), QStringLiteral("1"));
    QCOMPARE(duration.data().toString(), model->rawValue(0, 3).toString());
    QCOMPARE(model->index(0, 4).data().toString(), model->rawValue(0, 4).toString());
    console->rawValuesAction()->trigger();
    QCOMPARE(op.data().toString(), QStringLiteral("cudaMalloc"));
}

void TestSqlConsole::historyAndTabsPersistAcrossConsoles()
{
    const QString first = QStringLiteral("SELECT COUNT(*) FROM events");
    const QString second = QStringLiteral("SELECT pid, COUNT(*) FROM events GROUP BY pid");
    {
        auto console = makeConsole(m_capture);
        QVERIFY(console);
        QVERIFY(run(*console, first));
        QVERIFY(run(*console, second));
        QVERIFY(run(*console, QStringLiteral("SELECT   COUNT(*)\nFROM events;"))); // the first again
        QCOMPARE(console->history()->entries().size(), 2);
        QCOMPARE(console->historyList()->count(), 2);
        const int tab = console->addTab(QString(), QStringLiteral("SELECT 7"));
        console->renameTab(tab, QStringLiteral("Sevens"));
    }
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    const QStringList entries = console->history()->entries();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.at(0), QStringLiteral("SELECT   COUNT(*)\nFROM events"));
    QCOMPARE(entries.at(1), second);
    QCOMPARE(console->historyList()->item(1)->data(Qt::UserRole).toString(), second);
    QCOMPARE(console->editorTabs()->count(), 2);
    QCOMPARE(console->editorTabs()->tabText(1), QStringLiteral("Sevens"));
    QCOMPARE(console->editorAt(1)->toPlainText(), QStringLiteral("SELECT 7"));
    QCOMPARE(console->editorTabs()->currentIndex(), 1);
    // Activating an entry opens it in a tab of its own.
    emit console->historyList()->itemActivated(console->historyList()->item(1));
    QCOMPARE(console->editorTabs()->count(), 3);
    QCOMPARE(console->currentEditor()->toPlainText(), second);
    // Capped, newest kept.
    for (int i = 0; i < QueryHistory::kMaximum + 30; ++i)
        console->history()->add(QStringLiteral("SELECT %1").arg(i));
    QCOMPARE(console->history()->entries().size(), QueryHistory::kMaximum);
    QCOMPARE(console->history()->entries().front(), QStringLiteral("SELECT %1").arg(QueryHistory::kMaximum + 29));
    QCOMPARE(QSettings().value(QStringLiteral("sql/history")).toStringList().size(), QueryHistory::kMaximum);
}

void TestSqlConsole::tabsOpenCloseAndRename()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    QTabWidget* tabs = console->editorTabs();
    QCOMPARE(tabs->count(), 1);
    console->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(console.get()));
    console->currentEditor()->setFocus();
    QTest::keyClick(console->currentEditor(), Qt::Key_T, Qt::ControlModifier);
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->tabText(1), QStringLiteral("Query 2"));
    QVERIFY(console->currentEditor()->toPlainText().isEmpty());
    auto* plus = console->findChild<QToolButton*>(QStringLiteral("newTabButton"));
    QVERIFY(plus);
    QTest::mouseClick(plus, Qt::LeftButton);
    QCOMPARE(tabs->count(), 3);
    console->renameTab(2, QStringLiteral("  stalls  "));
    QCOMPARE(tabs->tabText(2), QStringLiteral("stalls"));
    console->renameTab(2, QStringLiteral("   "));
    QCOMPARE(tabs->tabText(2), QStringLiteral("stalls"));
    console->closeTab(0);
    console->closeTab(0);
    console->closeTab(0);
    // The last tab closed leaves an empty one.
    QCOMPARE(tabs->count(), 1);
    QVERIFY(console->currentEditor());
    QVERIFY(console->currentEditor()->toPlainText().isEmpty());
}

void TestSqlConsole::snippetsOpenInANewTabAndRun()
{
    auto console = makeConsole(m_capture);
    QVERIFY(console);
    const QList<QAction*> actions = console->snippetsMenu()->actions();
    QCOMPARE(actions.size(), sql::snippets().size());
    for (int i = 0; i < actions.size(); ++i) {
        const int before = console->editorTabs()->count();
        actions.at(i)->trigger();
        QCOMPARE(console->editorTabs()->count(), before + 1);
        QCOMPARE(console->editorTabs()->tabText(before), sql::snippets().at(i).title);
        QCOMPARE(console->currentEditor()->toPlainText(), sql::snippets().at(i).sql);
        // The cursor is at the end, right after the statement: Ctrl+Enter runs it.
        QSignalSpy finished(console.get(), &SqlConsole::queryFinished);
        console->runStatement();
        QVERIFY(finished.wait(kQueryTimeoutMs));
        QVERIFY2(finished.first().at(0).toBool(),
                 qPrintable(sql::snippets().at(i).title + QStringLiteral(": ") + console->statusText()));
    }
}

void TestSqlConsole::addToTimelineMakesAQueryLaneOfTheResultRows()
{
    TimelineView timeline(m_trace);
    timeline.resize(1200, 700);
    timeline.show();
    QVERIFY(QTest::qWaitForWindowExposed(&timeline));
    auto console = makeConsole(m_capture, &timeline);
    QVERIFY(console);
    // No duration column: nothing to draw.
    QVERIFY(run(*console, QStringLiteral("SELECT id, timestamp FROM events LIMIT 5")));
    QVERIFY(!console->addToTimelineAction()->isEnabled());

    const QString sql = QStringLiteral(
        "SELECT timestamp, duration, source, op, id FROM events WHERE source = 1 AND op IN (1, 2)");
    QVERIFY(run(*console, sql));
    QVERIFY(console->addToTimelineAction()->isEnabled());
    QSignalSpy added(console.get(), &SqlConsole::laneAdded);
    QSignalSpy requested(console.get(), &SqlConsole::timelineRequested);
    console->addToTimelineAction()->trigger();
    QVERIFY(added.wait(kQueryTimeoutMs));
    QCOMPARE(requested.count(), 1);
    const auto id = added.first().at(0).value<quint32>();
    timeline::TimelineModel* model = timeline.model();
    const timeline::QueryLane* lane = model->queryLane(id);
    QVERIFY(lane);
    QCOMPARE(model->rowOfQueryLane(id), 0);
    QVERIFY(QString::fromStdString(lane->title).contains(console->editorTabs()->tabText(0)));

    // Its intervals are the result's rows: same starts (by the op's time convention), durations
    // and names, one each.
    const QList<QStringList> direct = directRows(m_capture, sql);
    QCOMPARE(qint64(lane->events.size()), qint64(direct.size()));
    std::multiset<std::tuple<qint64, qint64, std::string>> expected;
    for (const QStringList& row : direct) {
        const auto source = static_cast<std::uint8_t>(row.at(2).toInt());
        const auto op = static_cast<std::uint8_t>(row.at(3).toInt());
        expected.insert({capture::OpCatalog::intervalStart(source, op, row.at(0).toLongLong(), row.at(1).toLongLong()),
                         row.at(1).toLongLong(), capture::OpCatalog::opName(source, op)});
    }
    std::multiset<std::tuple<qint64, qint64, std::string>> actual;
    for (std::size_t i = 0; i < lane->events.size(); ++i)
        actual.insert({lane->events.start[i], lane->events.durationAt(i), lane->labelAt(i)});
    QVERIFY(actual == expected);
    QVERIFY(std::is_sorted(lane->events.start.begin(), lane->events.start.end()));
    QVERIFY(console->statusText().contains(QString::number(direct.size())));

    // Drawn in the query colour on its row.
    timeline.zoom()->setRange(lane->events.start.front(), lane->events.start.front() + 50'000'000);
    QApplication::processEvents();
    TrackPainter* painter = timeline.trackPainter();
    QImage image(painter->size(), QImage::Format_ARGB32_Premultiplied);
    painter->render(&image);
    const QRgb query = timeline::colourArgb(timeline::ColourKey::Query, TimelineColours::themeFor(painter->palette()))
        & 0xFFFFFF;
    const int y = painter->rowCenterY(0);
    bool found = false;
    for (int x = 0; x < image.width() && !found; ++x)
        found = (image.pixel(x, y) & 0xFFFFFF) == query;
    QVERIFY(found);
    QVERIFY(timeline.trackLabels()->rowText(0).startsWith(QLatin1String("Query: ")));

    // Right-click on its name removes it.
    std::unique_ptr<QMenu> menu(timeline.trackLabels()->createContextMenu(0, nullptr));
    auto* remove = menu->findChild<QAction*>(QStringLiteral("removeQueryLaneAction"));
    QVERIFY(remove);
    remove->trigger();
    QVERIFY(!model->queryLane(id));
    QCOMPARE(model->rowOfQueryLane(id), -1);

    // Only a result's columns decide: timestamp/ts/start and duration/dur.
    QVERIFY(QueryLaneLoader::laneColumns({QStringLiteral("ts"), QStringLiteral("dur"), QStringLiteral("name")}));
    QCOMPARE(QueryLaneLoader::laneColumns({QStringLiteral("x"), QStringLiteral("START"), QStringLiteral("DUR")})->start,
             1);
    QVERIFY(!QueryLaneLoader::laneColumns({QStringLiteral("timestamp"), QStringLiteral("total")}));
}

void TestSqlConsole::theHighlighterColoursTokens()
{
    SqlEditor editor;
    editor.setPlainText(QStringLiteral("SELECT 'a -- b', 42 -- note\nFROM /* x\ny */ \"events\""));
    SqlHighlighter* h = editor.highlighter();
    const auto formatAt = [&editor](int blockNumber, int column) {
        const QTextBlock block = editor.document()->findBlockByNumber(blockNumber);
        for (const QTextLayout::FormatRange& range : block.layout()->formats())
            if (column >= range.start && column < range.start + range.length)
                return range.format.foreground().color();
        return QColor();
    };
    using T = SqlHighlighter::Token;
    QCOMPARE(formatAt(0, 0), h->tokenFormat(T::Keyword).foreground().color());
    QCOMPARE(formatAt(0, 10), h->tokenFormat(T::String).foreground().color()); // "--" inside the string
    QCOMPARE(formatAt(0, 17), h->tokenFormat(T::Number).foreground().color());
    QCOMPARE(formatAt(0, 22), h->tokenFormat(T::Comment).foreground().color());
    QCOMPARE(formatAt(1, 0), h->tokenFormat(T::Keyword).foreground().color());
    QCOMPARE(formatAt(2, 0), h->tokenFormat(T::Comment).foreground().color()); // the block comment goes on
    QCOMPARE(formatAt(2, 6), h->tokenFormat(T::QuotedIdentifier).foreground().color());
    // A dark palette gets lighter colours.
    const QColor light = h->tokenFormat(T::Keyword).foreground().color();
    QPalette dark = editor.palette();
    dark.setColor(QPalette::Base, QColor(0x1E, 0x1E, 0x1E));
    editor.setPalette(dark);
    QVERIFY(h->isDark());
    QVERIFY(h->tokenFormat(T::Keyword).foreground().color().lightness() > light.lightness());
}

void TestSqlConsole::theMainWindowHasAnSqlTabPerCapture()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.workspace()->sqlConsole());
    QSignalSpy loaded(&window, &MainWindow::captureLoaded);
    window.openCapture(m_capture);
    QVERIFY(loaded.wait(60000));
    SqlConsole* console = window.workspace()->sqlConsole();
    QVERIFY(console);
    QCOMPARE(console->objectName(), QStringLiteral("sqlConsole"));
    QCOMPARE(console->capturePath(), m_capture);
    QCOMPARE(console->timelineView(), window.workspace()->timelineView());
    QTabWidget* tabs = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"));
    QCOMPARE(tabs->tabText(tabs->indexOf(console)), QStringLiteral("SQL"));
    QCOMPARE(tabs->indexOf(console), tabs->indexOf(window.workspace()->timelineView()) + 1);
    auto* action = window.findChild<QAction*>(QStringLiteral("sqlTabAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_4));
    action->trigger();
    QCOMPARE(tabs->currentWidget(), console);
    // A link from the console shows the timeline.
    QSignalSpy schema(console->engine(), &sql::QueryEngine::schemaReady);
    if (console->engine()->tables().isEmpty())
        QVERIFY(schema.wait(10000));
    QVERIFY(run(*console, QStringLiteral("SELECT id FROM events WHERE source = 1 LIMIT 3")));
    QVERIFY(console->showOnTimeline(console->resultModel()->index(1, 0)));
    QCOMPARE(tabs->currentWidget(), window.workspace()->timelineView());
    window.closeCapture();
    QVERIFY(!window.workspace()->sqlConsole());
    QVERIFY(!action->isEnabled());
}

QTEST_MAIN(TestSqlConsole)
#include "tst_sql_console.moc"
