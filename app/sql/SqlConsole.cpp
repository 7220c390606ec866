#include "SqlConsole.h"

#include "EventLookup.h"
#include "OpCatalog.h"
#include "QtText.h"
#include "QueryHistory.h"
#include "QueryLaneLoader.h"
#include "ResultExport.h"
#include "ResultModel.h"
#include "ResultTable.h"
#include "SqlEditor.h"
#include "SqlSnippets.h"
#include "SqlText.h"
#include "TimelineModel.h"
#include "ZoomControl.h"
#include "timeline/TimelineView.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <set>

namespace faultline {

namespace {

const QString kTabsKey = QStringLiteral("sql/tabs");
const QString kCurrentTabKey = QStringLiteral("sql/currentTab");
const QString kSplitterKey = QStringLiteral("sql/splitter");
const QString kEditorSplitterKey = QStringLiteral("sql/editorSplitter");
const QString kRawValuesKey = QStringLiteral("sql/rawValues");
const QString kExportDirectoryKey = QStringLiteral("sql/exportDirectory");

const QString kSeparator = QStringLiteral(" · ");

constexpr int kTickMs = 100;
constexpr int kMaximumColumnWidth = 360;
constexpr int kSaveDelayMs = 800;
constexpr int kHistoryTextLength = 120;
constexpr qint64 kTimestampWindowNs = 1'000'000; // ±1 ms around a clicked timestamp

QString duration(qint64 ns)
{
    return text::durationText(std::max<qint64>(ns, 0));
}

QString count(qint64 n)
{
    return QLocale().toString(n);
}

std::optional<sql::ExportFormat> formatForPath(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return sql::ExportFormat::Csv;
    if (suffix == QLatin1String("tsv") || suffix == QLatin1String("tab"))
        return sql::ExportFormat::Tsv;
    if (suffix == QLatin1String("json"))
        return sql::ExportFormat::Json;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return sql::ExportFormat::Markdown;
    return std::nullopt;
}

QString startingText()
{
    return QStringLiteral("-- Ctrl+Enter runs the statement under the cursor; Ctrl+Space completes.\n"
                          "SELECT id, timestamp, pid, tid, source, op, duration, arg0\n"
                          "FROM events\n"
                          "ORDER BY duration DESC\n"
                          "LIMIT 1000;\n");
}

} // namespace

SqlConsole::SqlConsole(const QString& capturePath, TimelineView* timeline, QWidget* parent)
    : QWidget(parent)
    , m_path(capturePath)
    , m_timeline(timeline)
    , m_engine(new sql::QueryEngine(capturePath, this))
    , m_model(new ResultModel(m_engine, this))
    , m_history(new QueryHistory(this))
    , m_laneLoader(new QueryLaneLoader(capturePath, this))
{
    setObjectName(QStringLiteral("sqlConsole"));
    createActions();

    m_ticker = new QTimer(this);
    m_ticker->setInterval(kTickMs);
    connect(m_ticker, &QTimer::timeout, this, &SqlConsole::refreshProgress);
    m_saveTimer = new QTimer(this);
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kSaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &SqlConsole::saveSettings);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("sqlEditorTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_newTabButton = new QToolButton(m_tabs);
    m_newTabButton->setObjectName(QStringLiteral("newTabButton"));
    m_newTabButton->setDefaultAction(m_newTabAction);
    m_newTabButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_newTabButton->setAutoRaise(true);
    m_newTabButton->setText(QStringLiteral("+"));
    m_tabs->setCornerWidget(m_newTabButton, Qt::TopRightCorner);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &SqlConsole::closeTab);
    connect(m_tabs, &QTabWidget::tabBarDoubleClicked, this, [this](int index) {
        if (index < 0)
            return;
        bool ok = false;
        const QString title = QInputDialog::getText(this, tr("Rename Tab"), tr("Name:"), QLineEdit::Normal,
                                                    m_tabs->tabText(index), &ok);
        if (ok)
            renameTab(index, title);
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { scheduleSave(); });
    connect(m_tabs->tabBar(), &QTabBar::tabMoved, this, [this] { scheduleSave(); });

    m_table = new ResultTable(this);
    m_table->setResultModel(m_model);
    m_table->setSortingEnabled(false);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->setExtraActions({m_rawValuesAction, m_exportAction, m_addToTimelineAction});
    connect(m_table, &ResultTable::linkActivated, this, &SqlConsole::showOnTimeline);
    connect(m_table, &QAbstractItemView::clicked, this, &SqlConsole::selectOnTimeline);
    connect(m_table, &ResultTable::copied, this, [this](int rows, int skipped, sql::ExportFormat format) {
        const QString name = sql::ResultWriter::extension(format).toUpper();
        if (rows == 0 && skipped == 0)
            setStatus(tr("Nothing selected to copy."));
        else if (skipped == 0)
            setStatus(rows == 1 ? tr("Copied 1 row as %1.").arg(name)
                                : tr("Copied %1 rows as %2.").arg(count(rows), name));
        else
            setStatus(tr("Copied %1 rows as %2; %3 selected rows were not loaded and were left out (Export writes "
                         "the whole result).")
                          .arg(count(rows), name, count(skipped)));
    });
    connect(m_model, &ResultModel::sortRequested, this, [this](int column, bool descending) {
        if (m_sql.isEmpty())
            return;
        start(m_sql, m_sqlBegin, m_sqlEditor, column, descending, true);
    });

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("sqlStatus"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    m_status->setContentsMargins(6, 3, 6, 3);

    m_editorSplitter = new QSplitter(Qt::Horizontal, this);
    m_editorSplitter->setObjectName(QStringLiteral("sqlEditorSplitter"));
    m_editorSplitter->addWidget(m_tabs);
    m_editorSplitter->addWidget(createSidePanel());
    m_editorSplitter->setStretchFactor(0, 1);
    m_editorSplitter->setStretchFactor(1, 0);
    m_editorSplitter->setSizes({900, 280});
    m_editorSplitter->setChildrenCollapsible(false);

    auto* results = new QWidget(this);
    auto* resultsColumn = new QVBoxLayout(results);
    resultsColumn->setContentsMargins(0, 0, 0, 0);
    resultsColumn->setSpacing(0);
    resultsColumn->addWidget(m_status);
    resultsColumn->addWidget(m_table, 1);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("sqlSplitter"));
    m_splitter->addWidget(m_editorSplitter);
    m_splitter->addWidget(results);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({220, 600});
    m_splitter->setChildrenCollapsible(false);

    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(createToolBar());
    column->addWidget(m_splitter, 1);

    connectEngine();
    connect(m_history, &QueryHistory::changed, this, &SqlConsole::updateHistoryList);
    connect(m_laneLoader, &QueryLaneLoader::finished, this, [this] {
        std::unique_ptr<timeline::QueryLane> lane = m_laneLoader->takeLane();
        updateActions();
        if (!m_timeline || !lane) {
            setStatus(tr("The timeline was closed before the query lane was ready."), true);
            emit laneFailed(statusText());
            return;
        }
        const QString title = QString::fromStdString(lane->title);
        const auto intervals = static_cast<qint64>(lane->events.size());
        const quint32 id = m_timeline->model()->addQueryLane(std::move(lane));
        m_timeline->ensureRowVisible(m_timeline->model()->rowOfQueryLane(id));
        QString text = tr("Added “%1” to the timeline: %2 intervals in %3.")
                           .arg(title, count(intervals), duration(m_laneClock.nsecsElapsed()));
        if (m_laneLoader->truncated())
            text += QLatin1Char(' ')
                + tr("The result has more rows: only the first %1 are on the lane.")
                      .arg(count(QueryLaneLoader::kMaximumRows));
        if (m_laneLoader->rowsSkipped() > 0)
            text += QLatin1Char(' ')
                + tr("%1 rows without a timestamp were left out.").arg(count(m_laneLoader->rowsSkipped()));
        text += QLatin1Char(' ') + tr("Right-click its name on the timeline to remove it.");
        setStatus(text);
        emit laneAdded(id);
        emit timelineRequested();
    });
    connect(m_laneLoader, &QueryLaneLoader::progress, this, [this] { refreshProgress(); });
    connect(m_laneLoader, &QueryLaneLoader::failed, this, [this](const QString& message) {
        updateActions();
        setStatus(tr("The query lane could not be made: %1").arg(message), true);
        emit laneFailed(message);
    });
    connect(m_laneLoader, &QueryLaneLoader::cancelled, this, [this] {
        updateActions();
        setStatus(tr("Adding to the timeline was cancelled."));
        emit laneFailed(statusText());
    });

    restoreSettings();
    updateHistoryList();
    setTimelineView(timeline);
    setStatus(tr("Opening %1…").arg(QFileInfo(capturePath).fileName()));
    setFocusProxy(m_tabs);
}

SqlConsole::~SqlConsole()
{
    saveSettings();
    m_laneLoader->cancel();
}

void SqlConsole::createActions()
{
    m_runAction = new QAction(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("Run"), this);
    m_runAction->setObjectName(QStringLiteral("sqlRunAction"));
    m_runAction->setToolTip(tr("Run the statement under the cursor, or the selection (Ctrl+Enter)"));
    connect(m_runAction, &QAction::triggered, this, &SqlConsole::runStatement);

    m_cancelAction = new QAction(QIcon::fromTheme(QStringLiteral("process-stop")), tr("Cancel"), this);
    m_cancelAction->setObjectName(QStringLiteral("sqlCancelAction"));
    m_cancelAction->setToolTip(tr("Stop the running query, count, export or query lane (Esc)"));
    m_cancelAction->setEnabled(false);
    connect(m_cancelAction, &QAction::triggered, this, &SqlConsole::cancel);

    m_newTabAction = new QAction(tr("New Tab"), this);
    m_newTabAction->setObjectName(QStringLiteral("sqlNewTabAction"));
    m_newTabAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    m_newTabAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_newTabAction->setToolTip(tr("Open a new editor tab (Ctrl+T)"));
    connect(m_newTabAction, &QAction::triggered, this, [this] { addTab(); });
    addAction(m_newTabAction);

    m_rawValuesAction = new QAction(tr("Raw Values"), this);
    m_rawValuesAction->setObjectName(QStringLiteral("sqlRawValuesAction"));
    m_rawValuesAction->setCheckable(true);
    m_rawValuesAction->setToolTip(
        tr("Show the values as stored (nanoseconds, bytes, codes) instead of durations, sizes, times and names"));
    connect(m_rawValuesAction, &QAction::toggled, this, [this](bool raw) {
        m_model->setRawValues(raw);
        scheduleSave();
    });

    m_addToTimelineAction = new QAction(tr("Add to Timeline"), this);
    m_addToTimelineAction->setObjectName(QStringLiteral("sqlAddToTimelineAction"));
    connect(m_addToTimelineAction, &QAction::triggered, this, &SqlConsole::addResultToTimeline);

    m_exportAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Export…"), this);
    m_exportAction->setObjectName(QStringLiteral("sqlExportAction"));
    m_exportAction->setToolTip(tr("Write the whole result to a CSV, TSV, JSON or Markdown file"));
    connect(m_exportAction, &QAction::triggered, this, &SqlConsole::exportWithDialog);
}

QWidget* SqlConsole::createToolBar()
{
    auto* bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("sqlToolBar"));
    bar->setIconSize(QSize(16, 16));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_runAction);
    bar->addAction(m_cancelAction);
    bar->addSeparator();
    bar->addAction(m_newTabAction);

    m_snippetsMenu = new QMenu(tr("Snippets"), this);
    m_snippetsMenu->setObjectName(QStringLiteral("sqlSnippetsMenu"));
    m_snippetsMenu->setToolTipsVisible(true);
    for (const sql::Snippet& snippet : sql::snippets()) {
        QAction* action = m_snippetsMenu->addAction(snippet.title);
        // The snippet's first comment says what it answers.
        const QString first = snippet.sql.section(QLatin1Char('\n'), 0, 0);
        if (first.startsWith(QLatin1String("--")))
            action->setToolTip(first.mid(2).trimmed());
        const QString title = snippet.title;
        const QString text = snippet.sql;
        connect(action, &QAction::triggered, this, [this, title, text] { addTab(title, text); });
    }
    auto* snippets = new QToolButton(bar);
    snippets->setObjectName(QStringLiteral("sqlSnippetsButton"));
    snippets->setText(tr("Snippets"));
    snippets->setToolTip(tr("Queries from past investigations, each in a new tab"));
    snippets->setMenu(m_snippetsMenu);
    snippets->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(snippets);

    bar->addSeparator();
    bar->addAction(m_rawValuesAction);
    bar->addAction(m_addToTimelineAction);
    bar->addAction(m_exportAction);
    return bar;
}

QWidget* SqlConsole::createSidePanel()
{
    m_side = new QTabWidget(this);
    m_side->setObjectName(QStringLiteral("sqlSidePanel"));
    m_side->setDocumentMode(true);

    m_schemaTree = new QTreeWidget(m_side);
    m_schemaTree->setObjectName(QStringLiteral("sqlSchemaTree"));
    m_schemaTree->setHeaderHidden(true);
    m_schemaTree->setRootIsDecorated(true);
    m_schemaTree->setToolTip(tr("Tables and columns of the capture; double-click to insert a name"));
    connect(m_schemaTree, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem* item) { insertAtCursor(item->data(0, Qt::UserRole).toString()); });
    m_side->addTab(m_schemaTree, tr("Schema"));

    m_historyList = new QListWidget(m_side);
    m_historyList->setObjectName(QStringLiteral("sqlHistoryList"));
    m_historyList->setContextMenuPolicy(Qt::CustomContextMenu);
    m_historyList->setToolTip(tr("Statements run, newest first; double-click to open one in a new tab"));
    connect(m_historyList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { openHistoryEntry(item->data(Qt::UserRole).toString()); });
    connect(m_historyList, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QListWidgetItem* item = m_historyList->itemAt(pos);
        auto* menu = new QMenu(m_historyList);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        if (item) {
            const QString sql = item->data(Qt::UserRole).toString();
            const int row = m_historyList->row(item);
            menu->addAction(tr("Open in New Tab"), this, [this, sql] { openHistoryEntry(sql); });
            menu->addAction(tr("Insert at Cursor"), this, [this, sql] { insertAtCursor(sql); });
            menu->addAction(tr("Remove from History"), this, [this, row] { m_history->remove(row); });
            menu->addSeparator();
        }
        menu->addAction(tr("Clear History"), m_history, &QueryHistory::clear);
        menu->popup(m_historyList->viewport()->mapToGlobal(pos));
    });
    m_side->addTab(m_historyList, tr("History"));
    return m_side;
}

void SqlConsole::connectEngine()
{
    connect(m_engine, &sql::QueryEngine::opened, this, [this](bool ok, const QString& error) {
        m_engineFailed = !ok;
        if (!ok)
            setStatus(tr("The capture cannot be queried: %1").arg(error), true);
        else if (!isBusy())
            setStatus(tr("Ready. Ctrl+Enter runs the statement under the cursor; the Snippets menu has queries to "
                         "start from."));
        updateActions();
    });
    connect(m_engine, &sql::QueryEngine::schemaReady, this, &SqlConsole::updateCompletion);
    connect(m_engine, &sql::QueryEngine::firstPage, this, [this](quint64 id, const sql::QueryPage&) {
        if (id != m_queryId || !isQueryRunning())
            return;
        m_firstPageNs = m_clock.nsecsElapsed();
        if (m_fitColumns) {
            // Columns as wide as what the first screenful shows, within reason.
            m_fitColumns = false;
            m_table->resizeColumnsToContents();
            QHeaderView* header = m_table->horizontalHeader();
            for (int c = 0; c < header->count(); ++c)
                header->resizeSection(c, std::min(header->sectionSize(c), kMaximumColumnWidth));
        }
        switch (m_activity) {
        case Activity::Cancelling:
            // The first page won the race with Cancel; the count did not.
            m_model->freeze();
            setActivity(Activity::Idle);
            setStatus(tr("Cancelled while counting: %1 rows loaded.").arg(count(m_model->totalRows())));
            updateActions();
            emit queryFinished(false);
            return;
        case Activity::AwaitingPage: finishQuery(); break;
        default:
            setActivity(Activity::Counting);
            refreshProgress();
            break;
        }
        updateActions();
    });
    connect(m_engine, &sql::QueryEngine::rowCount, this, [this](quint64 id, qint64, qint64, bool complete) {
        if (id != m_queryId || !complete)
            return;
        if (m_activity == Activity::Counting) {
            m_countNs = m_clock.nsecsElapsed();
            finishQuery();
        } else if (m_activity == Activity::Running) {
            m_countNs = m_clock.nsecsElapsed();
            setActivity(Activity::AwaitingPage);
        }
    });
    connect(m_engine, &sql::QueryEngine::failed, this, [this](quint64 id, const sql::QueryError& error) {
        if (id != m_queryId)
            return;
        if (m_activity == Activity::Exporting) {
            setActivity(Activity::Idle);
            setStatus(tr("Export failed: %1").arg(error.message), true);
            updateActions();
            emit exportFinished(false);
            return;
        }
        if (!isQueryRunning())
            return;
        setActivity(Activity::Idle);
        m_model->freeze();
        showError(error);
        updateActions();
        emit queryFinished(false);
    });
    connect(m_engine, &sql::QueryEngine::cancelled, this, [this](quint64 id) {
        if (id != m_queryId)
            return;
        if (m_activity == Activity::Exporting) {
            // Cancelling interrupts everything of this query: run it again to page on.
            setActivity(Activity::Idle);
            emit exportFinished(false);
            m_note = tr("Export cancelled.");
            start(m_sql, m_sqlBegin, m_sqlEditor, m_model->sortColumn(), m_model->sortDescending(), true);
            return;
        }
        if (!isQueryRunning())
            return;
        setActivity(Activity::Idle);
        m_model->freeze();
        setStatus(tr("Cancelled after %1.").arg(duration(m_clock.nsecsElapsed())));
        updateActions();
        emit queryFinished(false);
    });
    connect(m_engine, &sql::QueryEngine::exported, this, [this](quint64 id, const QString& path, qint64 rows) {
        if (id != m_queryId || m_activity != Activity::Exporting)
            return;
        setActivity(Activity::Idle);
        setStatus(tr("Exported %1 rows to %2 in %3.")
                      .arg(count(rows), QDir::toNativeSeparators(path), duration(m_exportClock.nsecsElapsed())));
        updateActions();
        emit exportFinished(true);
    });
}

void SqlConsole::setActivity(Activity next)
{
    // The machine: a new statement may start from anything (it replaces what ran); otherwise
    // Idle -> Running | Exporting; Running -> Counting | AwaitingPage | Cancelling | Idle;
    // Counting -> Exporting | Idle; AwaitingPage -> Cancelling | Idle; Cancelling -> Idle;
    // Exporting -> Idle.
    [[maybe_unused]] const auto allowed = [](Activity from, Activity to) {
        if (to == Activity::Running || to == Activity::Idle)
            return true;
        switch (from) {
        case Activity::Idle: return to == Activity::Exporting;
        case Activity::Running:
            return to == Activity::Counting || to == Activity::AwaitingPage || to == Activity::Cancelling;
        case Activity::AwaitingPage: return to == Activity::Cancelling;
        case Activity::Counting: return to == Activity::Exporting;
        case Activity::Cancelling:
        case Activity::Exporting: return false;
        }
        return false;
    };
    Q_ASSERT(allowed(m_activity, next));
    m_activity = next;
}

bool SqlConsole::isQueryRunning() const
{
    return m_activity == Activity::Running || m_activity == Activity::Counting || m_activity == Activity::AwaitingPage
        || m_activity == Activity::Cancelling;
}

SqlEditor* SqlConsole::currentEditor() const
{
    return qobject_cast<SqlEditor*>(m_tabs->currentWidget());
}

SqlEditor* SqlConsole::editorAt(int index) const
{
    return qobject_cast<SqlEditor*>(m_tabs->widget(index));
}

QString SqlConsole::statusText() const
{
    return m_status->text();
}

bool SqlConsole::isBusy() const
{
    return m_activity != Activity::Idle || m_laneLoader->isRunning();
}

QString SqlConsole::nextTabTitle() const
{
    std::set<QString> used;
    for (int i = 0; i < m_tabs->count(); ++i)
        used.insert(m_tabs->tabText(i));
    for (int n = 1;; ++n) {
        const QString title = tr("Query %1").arg(n);
        if (!used.contains(title))
            return title;
    }
}

int SqlConsole::addTab(const QString& title, const QString& text)
{
    auto* editor = new SqlEditor(m_tabs);
    editor->setPlainText(text);
    editor->setCompletion(m_completionWords, m_columnsByTable);
    connect(editor, &SqlEditor::runRequested, this, &SqlConsole::runStatement);
    connect(editor, &SqlEditor::cancelRequested, this, &SqlConsole::cancel);
    connect(editor, &QPlainTextEdit::textChanged, this, &SqlConsole::scheduleSave);
    const int index = m_tabs->addTab(editor, title.isEmpty() ? nextTabTitle() : title);
    m_tabs->setCurrentIndex(index);
    QTextCursor end = editor->textCursor();
    end.movePosition(QTextCursor::End);
    editor->setTextCursor(end);
    editor->setFocus(Qt::OtherFocusReason);
    scheduleSave();
    return index;
}

void SqlConsole::closeTab(int index)
{
    QWidget* editor = m_tabs->widget(index);
    if (!editor)
        return;
    m_tabs->removeTab(index);
    editor->deleteLater();
    if (m_tabs->count() == 0)
        addTab();
    scheduleSave();
}

void SqlConsole::renameTab(int index, const QString& title)
{
    const QString name = title.trimmed();
    if (index < 0 || index >= m_tabs->count() || name.isEmpty())
        return;
    m_tabs->setTabText(index, name);
    scheduleSave();
}

void SqlConsole::insertAtCursor(const QString& text)
{
    SqlEditor* editor = currentEditor();
    if (!editor || text.isEmpty())
        return;
    editor->insertPlainText(text);
    editor->setFocus(Qt::OtherFocusReason);
}

void SqlConsole::openHistoryEntry(const QString& sql)
{
    // A tab of its own: the statement in the current tab stays as it is.
    addTab(tr("History"), sql);
}

void SqlConsole::setTimelineView(TimelineView* timeline)
{
    m_timeline = timeline;
    m_model->setLinkable(timeline != nullptr);
    updateActions();
}

void SqlConsole::runStatement()
{
    SqlEditor* editor = currentEditor();
    if (!editor)
        return;
    qsizetype begin = 0;
    int statements = 0;
    const QString sql = editor->statementToRun(&begin, &statements);
    if (sql::trimStatement(sql).trimmed().isEmpty()) {
        setStatus(tr("Nothing to run: put the cursor in a statement, or select one."));
        return;
    }
    m_note = statements > 1 ? tr("The selection holds %1 statements; the last one ran.").arg(statements) : QString();
    m_history->add(sql);
    start(sql, begin, editor, -1, false, false);
}

void SqlConsole::start(const QString& sql, qsizetype begin, SqlEditor* editor, int sortColumn, bool descending,
                       bool keepColumns)
{
    if (m_activity == Activity::Exporting) {
        // A new query interrupts the export (one query at a time on the engine).
        setActivity(Activity::Idle);
        emit exportFinished(false);
    }
    m_sql = sql;
    m_sqlBegin = begin;
    m_sqlEditor = editor;
    if (editor)
        editor->clearErrorMark();
    setActivity(Activity::Running);
    m_firstPageNs = -1;
    m_countNs = -1;
    m_clock.start();
    m_queryId = m_engine->run(sql, ResultModel::kPageSize, sortColumn, descending);
    m_model->startQuery(m_queryId, keepColumns);
    static const QRegularExpression readsEvents(QStringLiteral("\\bevents\\b"),
                                                QRegularExpression::CaseInsensitiveOption);
    m_model->setIdsAreEvents(readsEvents.match(sql).hasMatch());
    m_fitColumns = !keepColumns;
    if (!keepColumns) {
        // A new statement comes in its own order; the header must not ask for a sort of it.
        const QSignalBlocker blocker(m_table->horizontalHeader());
        m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
        m_table->horizontalHeader()->viewport()->update();
    }
    m_ticker->start();
    refreshProgress();
    updateActions();
}

QString SqlConsole::resultSummary() const
{
    const qint64 rows = m_model->totalRows();
    QString text = m_model->columns().isEmpty() ? tr("Done: the statement returned no columns.")
        : rows == 1                             ? tr("1 row")
                                                : tr("%1 rows").arg(count(rows));
    const qint64 total = std::max(m_firstPageNs, m_countNs);
    if (rows > ResultModel::kPageSize && m_countNs > m_firstPageNs)
        text += kSeparator + tr("first page in %1, counted in %2").arg(duration(m_firstPageNs), duration(total));
    else
        text += kSeparator + tr("in %1").arg(duration(total));
    if (m_model->sortColumn() >= 0 && m_model->sortColumn() < m_model->columns().size())
        text += kSeparator
            + (m_model->sortDescending() ? tr("sorted by %1, descending") : tr("sorted by %1"))
                  .arg(m_model->columns().at(m_model->sortColumn()));
    return text;
}

void SqlConsole::finishQuery()
{
    setActivity(Activity::Idle);
    QString text = resultSummary();
    if (!m_note.isEmpty()) {
        text = m_note + QLatin1Char(' ') + text;
        m_note.clear();
    }
    setStatus(text);
    updateActions();
    emit queryFinished(true);
}

void SqlConsole::showError(const sql::QueryError& error)
{
    QString text = error.refused ? error.message : tr("Error: %1").arg(error.message);
    SqlEditor* editor = m_sqlEditor;
    if (error.offset >= 0 && editor) {
        const qsizetype position = m_sqlBegin + error.offset;
        editor->markError(position);
        const QTextBlock block = editor->document()->findBlock(static_cast<int>(position));
        text += QLatin1Char(' ')
            + tr("(line %1, column %2)").arg(block.blockNumber() + 1).arg(position - block.position() + 1);
        editor->setFocus(Qt::OtherFocusReason);
    }
    if (!error.tables.isEmpty())
        text += QLatin1Char('\n') + tr("Tables in this capture: %1").arg(error.tables.join(QLatin1String(", ")));
    m_note.clear();
    setStatus(text, true);
}

void SqlConsole::setStatus(const QString& text, bool error)
{
    m_statusIsError = error;
    m_status->setText(text);
    QPalette palette = this->palette();
    if (error) {
        const bool dark = palette.color(QPalette::Window).lightness() < 128;
        palette.setColor(QPalette::WindowText, dark ? QColor(0xFF, 0x8A, 0x80) : QColor(0xB7, 0x1C, 0x1C));
    }
    m_status->setPalette(palette);
    if (!isBusy())
        m_ticker->stop();
}

void SqlConsole::refreshProgress()
{
    if (!isBusy()) {
        m_ticker->stop();
        return;
    }
    if (!m_ticker->isActive())
        m_ticker->start();
    QString text;
    if (m_laneLoader->isRunning()) {
        text = tr("Adding to the timeline: %1 rows read… %2")
                   .arg(count(m_laneLoader->rowsRead()), duration(m_laneClock.nsecsElapsed()));
    } else if (m_activity == Activity::Exporting) {
        text = m_model->isCountComplete()
            ? tr("Exporting %1 rows to %2… %3")
                  .arg(count(m_model->totalRows()), QFileInfo(m_exportPath).fileName(),
                       duration(m_exportClock.nsecsElapsed()))
            : tr("Exporting to %1… %2").arg(QFileInfo(m_exportPath).fileName(), duration(m_exportClock.nsecsElapsed()));
    } else if (m_firstPageNs < 0) {
        text = tr("Running… %1").arg(duration(m_clock.nsecsElapsed()));
    } else {
        text = tr("%1 rows so far · first page in %2 · counting… %3")
                   .arg(count(m_model->totalRows()), duration(m_firstPageNs), duration(m_clock.nsecsElapsed()));
    }
    m_statusIsError = false;
    m_status->setPalette(palette());
    m_status->setText(text + QLatin1String("   ") + tr("(Esc cancels)"));
}

void SqlConsole::cancel()
{
    if (m_laneLoader->isRunning())
        m_laneLoader->cancel();
    switch (m_activity) {
    case Activity::Exporting: m_engine->cancel(m_queryId); return;
    case Activity::Idle:
    case Activity::Cancelling: return;
    case Activity::Running:
    case Activity::AwaitingPage:
        setActivity(Activity::Cancelling);
        m_engine->cancel(m_queryId);
        return;
    case Activity::Counting:
        // Only the count was running, on its own connection: it stops without a word.
        m_engine->cancel(m_queryId);
        m_model->freeze();
        setActivity(Activity::Idle);
        setStatus(tr("Counting cancelled after %1: %2 rows loaded so far.")
                      .arg(duration(m_clock.nsecsElapsed()), count(m_model->totalRows())));
        updateActions();
        emit queryFinished(false);
        return;
    }
}

void SqlConsole::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape && isBusy()) {
        cancel();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void SqlConsole::updateActions()
{
    m_runAction->setEnabled(!m_engineFailed);
    m_cancelAction->setEnabled(isBusy());
    const bool result = m_model->hasResult() && !m_model->columns().isEmpty();
    m_exportAction->setEnabled(result && m_activity != Activity::Exporting && !m_engineFailed);
    const bool laneColumns = result && QueryLaneLoader::laneColumns(m_model->columns()).has_value();
    m_addToTimelineAction->setEnabled(m_timeline && laneColumns && !m_laneLoader->isRunning());
    if (!m_timeline)
        m_addToTimelineAction->setToolTip(tr("Open the capture's timeline to add results to it"));
    else if (!laneColumns)
        m_addToTimelineAction->setToolTip(missingLaneColumnsText());
    else
        m_addToTimelineAction->setToolTip(tr("Add the rows of this result to the timeline as a lane of intervals "
                                             "(at most %1 rows)")
                                              .arg(count(QueryLaneLoader::kMaximumRows)));
}

void SqlConsole::updateCompletion()
{
    QStringList words;
    m_columnsByTable.clear();
    m_schemaTree->clear();
    const QStringList tables = m_engine->tables();
    for (const QString& table : tables) {
        const QStringList columns = m_engine->columns(table);
        words.append(table);
        words += columns;
        m_columnsByTable.insert(table, columns);
        auto* item = new QTreeWidgetItem(m_schemaTree, {table});
        item->setData(0, Qt::UserRole, table);
        item->setToolTip(0, tr("%1: %2 columns").arg(table).arg(columns.size()));
        for (const QString& column : columns) {
            auto* child = new QTreeWidgetItem(item, {column});
            child->setData(0, Qt::UserRole, column);
        }
    }
    // Op and source names: what the numbers in source and op columns stand for.
    std::set<std::uint8_t> sources;
    for (const capture::OpCatalog::Entry* e = capture::OpCatalog::begin(); e != capture::OpCatalog::end(); ++e) {
        if (!e->info.name.empty())
            words.append(QString::fromUtf8(e->info.name.data(), static_cast<qsizetype>(e->info.name.size())));
        sources.insert(e->source);
    }
    for (const std::uint8_t source : sources)
        words.append(QString::fromStdString(capture::OpCatalog::sourceName(source)));
    m_completionWords = words;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (SqlEditor* editor = editorAt(i))
            editor->setCompletion(m_completionWords, m_columnsByTable);
    if (QTreeWidgetItem* events = m_schemaTree->findItems(QStringLiteral("events"), Qt::MatchExactly).value(0))
        events->setExpanded(true);
}

void SqlConsole::updateHistoryList()
{
    m_historyList->clear();
    const QFontMetrics metrics(m_historyList->font());
    for (const QString& entry : m_history->entries()) {
        // Comment lines say less than the statement: the first line that is not one.
        QString line;
        for (const QString& l : entry.split(QLatin1Char('\n'))) {
            if (!l.trimmed().isEmpty() && !l.trimmed().startsWith(QLatin1String("--"))) {
                line = l;
                break;
            }
        }
        if (line.isEmpty())
            line = entry;
        QString shown = entry.simplified();
        const qsizetype from = shown.indexOf(line.simplified());
        if (from > 0)
            shown = shown.mid(from);
        if (shown.size() > kHistoryTextLength)
            shown = shown.left(kHistoryTextLength) + QStringLiteral("…");
        auto* item = new QListWidgetItem(shown, m_historyList);
        item->setData(Qt::UserRole, entry);
        item->setToolTip(entry);
    }
}

bool SqlConsole::exportResult(const QString& path)
{
    if (!m_model->hasResult() || m_model->columns().isEmpty() || m_queryId == 0) {
        setStatus(tr("Run a query first: Export writes its whole result."));
        return false;
    }
    const std::optional<sql::ExportFormat> format = formatForPath(path);
    if (!format) {
        setStatus(tr("Cannot tell the format from “%1”: name the file .csv, .tsv, .json or .md.")
                      .arg(QFileInfo(path).fileName()),
                  true);
        return false;
    }
    // The first page is enough to export from (the export reads the whole result itself).
    if (m_activity != Activity::Idle && m_activity != Activity::Counting)
        return false;
    setActivity(Activity::Exporting);
    m_exportPath = path;
    m_exportClock.start();
    m_engine->exportResult(m_queryId, path, *format);
    refreshProgress();
    updateActions();
    return true;
}

void SqlConsole::exportWithDialog()
{
    QSettings settings;
    const QString directory = settings.value(kExportDirectoryKey, QDir::homePath()).toString();
    const QStringList filters = {tr("CSV (*.csv)"), tr("TSV (*.tsv)"), tr("JSON (*.json)"), tr("Markdown (*.md)")};
    const QStringList extensions = {QStringLiteral("csv"), QStringLiteral("tsv"), QStringLiteral("json"),
                                    QStringLiteral("md")};
    QString filter = filters.first();
    QString path = QFileDialog::getSaveFileName(this, tr("Export Result"),
                                                QDir(directory).filePath(QStringLiteral("result.csv")),
                                                filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    if (!formatForPath(path))
        path += QLatin1Char('.') + extensions.value(filters.indexOf(filter), QStringLiteral("csv"));
    settings.setValue(kExportDirectoryKey, QFileInfo(path).absolutePath());
    exportResult(path);
}

bool SqlConsole::addResultToTimeline()
{
    if (!m_timeline) {
        setStatus(tr("Open the capture's timeline first."), true);
        return false;
    }
    if (!m_model->hasResult() || !QueryLaneLoader::laneColumns(m_model->columns())) {
        setStatus(tr("A query lane needs a start column (timestamp, ts or start) and a duration column (duration or "
                     "dur) in the result."),
                  true);
        return false;
    }
    QString name = tr("result");
    if (m_sqlEditor) {
        const int index = m_tabs->indexOf(m_sqlEditor);
        if (index >= 0)
            name = m_tabs->tabText(index);
    }
    if (!m_laneLoader->start(m_sql, m_model->columns(), tr("Query: %1").arg(name)))
        return false;
    m_laneClock.start();
    refreshProgress();
    updateActions();
    return true;
}

QString SqlConsole::missingLaneColumnsText() const
{
    const QString needs = tr("Add to Timeline needs a start column (timestamp, ts or start) and a duration column "
                             "(duration or dur).");
    if (!m_model->hasResult() || m_model->columns().isEmpty())
        return needs + QLatin1Char(' ') + tr("Run a query first.");
    const QStringList& columns = m_model->columns();
    const bool start = QueryLaneLoader::hasStartColumn(columns);
    const bool duration = QueryLaneLoader::hasDurationColumn(columns);
    if (!start && !duration)
        return needs + QLatin1Char(' ') + tr("This result has neither.");
    if (!start)
        return needs + QLatin1Char(' ') + tr("This result has no start column.");
    return needs + QLatin1Char(' ') + tr("This result has no duration column.");
}

EventRef SqlConsole::eventOfCell(const QModelIndex& index)
{
    if (!index.isValid() || index.model() != m_model || !m_model->isLinkable(index.column())
        || m_model->kinds().value(index.column()) != sql::ColumnKind::EventId || !m_timeline)
        return {};
    const QVariant value = m_model->rawValue(index.row(), index.column());
    if (!value.isValid() || value.isNull())
        return {};
    QString error;
    const std::optional<sql::EventRow> row = sql::eventById(m_path, value, &error);
    if (!row) {
        setStatus(tr("Event %1 cannot be shown: %2").arg(value.toString(), error), true);
        return {};
    }
    const EventRef ref = sql::locateEvent(m_timeline->model()->trace(), *row);
    if (!ref.isValid())
        setStatus(tr("Event %1 is not on the timeline (the loaded trace does not hold it).").arg(value.toString()),
                  true);
    return ref;
}

bool SqlConsole::selectOnTimeline(const QModelIndex& index)
{
    const EventRef ref = eventOfCell(index);
    if (!ref.isValid())
        return false;
    m_timeline->selectEvent(ref);
    setStatus(tr("Event %1 is selected; double-click it to show it on the timeline.")
                  .arg(m_model->rawValue(index.row(), index.column()).toString()));
    return true;
}

bool SqlConsole::showOnTimeline(const QModelIndex& index)
{
    if (!index.isValid() || index.model() != m_model)
        return false;
    const int column = index.column();
    if (!m_model->isLinkable(column))
        return false;
    if (!m_timeline) {
        setStatus(tr("Open the capture's timeline to show rows on it."));
        return false;
    }
    const QVariant value = m_model->rawValue(index.row(), column);
    if (!value.isValid() || value.isNull())
        return false;
    if (m_model->kinds().value(column) == sql::ColumnKind::EventId) {
        const EventRef ref = eventOfCell(index);
        if (!ref.isValid())
            return false;
        m_timeline->selectEvent(ref);
        m_timeline->revealEvent(ref);
        m_timeline->zoomToEvent(ref);
        setStatus(tr("Event %1 is selected on the timeline.").arg(value.toString()));
        emit timelineRequested();
        return true;
    }
    bool ok = false;
    const qint64 time = value.toLongLong(&ok);
    timeline::ZoomControl* zoom = m_timeline->zoom();
    if (!ok || time < zoom->traceStart() - kTimestampWindowNs || time > zoom->traceEnd() + kTimestampWindowNs) {
        setStatus(tr("%1 is not a time inside this capture.").arg(value.toString()), true);
        return false;
    }
    zoom->setRange(time - kTimestampWindowNs, time + kTimestampWindowNs, timeline::ZoomControl::History::Record);
    // A one-nanosecond selection: a marker at that time, on every row.
    zoom->setSelection(time, time + 1);
    setStatus(tr("The timeline shows ±1 ms around %1.").arg(index.data(Qt::DisplayRole).toString()));
    emit timelineRequested();
    return true;
}

void SqlConsole::scheduleSave()
{
    m_saveTimer->start();
}

void SqlConsole::saveSettings() const
{
    QSettings settings;
    QVariantList tabs;
    for (int i = 0; i < m_tabs->count(); ++i) {
        const SqlEditor* editor = editorAt(i);
        if (!editor)
            continue;
        QVariantMap tab;
        tab.insert(QStringLiteral("title"), m_tabs->tabText(i));
        tab.insert(QStringLiteral("text"), editor->toPlainText());
        tabs.append(tab);
    }
    settings.setValue(kTabsKey, tabs);
    settings.setValue(kCurrentTabKey, m_tabs->currentIndex());
    settings.setValue(kSplitterKey, m_splitter->saveState());
    settings.setValue(kEditorSplitterKey, m_editorSplitter->saveState());
    settings.setValue(kRawValuesKey, m_rawValuesAction->isChecked());
}

void SqlConsole::restoreSettings()
{
    const QSettings settings;
    const QVariantList tabs = settings.value(kTabsKey).toList();
    for (const QVariant& tab : tabs) {
        const QVariantMap map = tab.toMap();
        addTab(map.value(QStringLiteral("title")).toString(), map.value(QStringLiteral("text")).toString());
    }
    if (m_tabs->count() == 0)
        addTab(tr("Query 1"), startingText());
    m_tabs->setCurrentIndex(std::clamp(settings.value(kCurrentTabKey, 0).toInt(), 0, m_tabs->count() - 1));
    m_splitter->restoreState(settings.value(kSplitterKey).toByteArray());
    m_editorSplitter->restoreState(settings.value(kEditorSplitterKey).toByteArray());
    m_rawValuesAction->setChecked(settings.value(kRawValuesKey, false).toBool());
    m_saveTimer->stop();
}

} // namespace faultline
