#pragma once

#include "QueryEngine.h"
#include "Trace.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QMenu;
class QSplitter;
class QTabWidget;
class QTimer;
class QToolButton;
class QTreeWidget;

namespace faultline {

class QueryHistory;
class QueryLaneLoader;
class ResultModel;
class ResultTable;
class SqlEditor;
class TimelineView;

// The SQL tab of a capture: editor tabs (Ctrl+T, "+", double-click to rename) with highlighting
// and completion, Ctrl+Enter to run the statement under the cursor on the capture's own
// read-only QueryEngine, Esc to cancel, a lazily paged result grid (sortable, copyable,
// exportable), the capture's schema, a persistent history and the shipped snippets. A click on
// an event's id selects it (its details show); a double-click on an id or a timestamp leads to
// the timeline; a result with a timestamp and a duration column can be added to it as a query
// lane (the disabled button's tooltip says which columns are missing). One per open capture.
class SqlConsole : public QWidget
{
    Q_OBJECT
public:
    explicit SqlConsole(const QString& capturePath, TimelineView* timeline = nullptr, QWidget* parent = nullptr);
    ~SqlConsole() override;

    // The timeline that ids and timestamps lead to, and query lanes go on; null disables both.
    void setTimelineView(TimelineView* timeline);
    [[nodiscard]] TimelineView* timelineView() const { return m_timeline; }
    [[nodiscard]] QString capturePath() const { return m_path; }

    [[nodiscard]] sql::QueryEngine* engine() const { return m_engine; }
    [[nodiscard]] ResultModel* resultModel() const { return m_model; }
    [[nodiscard]] ResultTable* resultTable() const { return m_table; }
    [[nodiscard]] QTabWidget* editorTabs() const { return m_tabs; }
    [[nodiscard]] SqlEditor* currentEditor() const;
    [[nodiscard]] SqlEditor* editorAt(int index) const;
    [[nodiscard]] QueryHistory* history() const { return m_history; }
    [[nodiscard]] QListWidget* historyList() const { return m_historyList; }
    [[nodiscard]] QTreeWidget* schemaTree() const { return m_schemaTree; }
    [[nodiscard]] QMenu* snippetsMenu() const { return m_snippetsMenu; }
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] bool statusIsError() const { return m_statusIsError; }
    [[nodiscard]] QAction* runAction() const { return m_runAction; }
    [[nodiscard]] QAction* cancelAction() const { return m_cancelAction; }
    [[nodiscard]] QAction* newTabAction() const { return m_newTabAction; }
    [[nodiscard]] QAction* rawValuesAction() const { return m_rawValuesAction; }
    [[nodiscard]] QAction* addToTimelineAction() const { return m_addToTimelineAction; }
    [[nodiscard]] QAction* exportAction() const { return m_exportAction; }
    [[nodiscard]] QueryLaneLoader* laneLoader() const { return m_laneLoader; }
    // The statement of the current result (as run, before sorting).
    [[nodiscard]] QString currentStatement() const { return m_sql; }
    // A query is running or counting, an export or a query lane is in progress.
    [[nodiscard]] bool isBusy() const;

    int addTab(const QString& title = {}, const QString& text = {});
    void closeTab(int index);
    void renameTab(int index, const QString& title);

    // Ctrl+Enter: runs the selection, else the statement under the cursor of the current tab.
    void runStatement();
    // Esc: stops whatever runs (query, count, export, query lane).
    void cancel();
    // Writes the whole current result to `path`, in the format its extension names
    // (.csv, .tsv, .json, .md); false when there is nothing to export or the extension is unknown.
    bool exportResult(const QString& path);
    // Runs the current result to its end and adds it to the timeline as a query lane.
    bool addResultToTimeline();
    // The event of an id cell, or the time of a timestamp cell, on the timeline (a double-click or
    // Ctrl+click): selected, revealed and zoomed to.
    bool showOnTimeline(const QModelIndex& index);
    // A click on an id cell: its event is selected (its details show), the timeline does not move.
    bool selectOnTimeline(const QModelIndex& index);
    void saveSettings() const;

signals:
    // Something was shown on the timeline: make it visible.
    void timelineRequested();
    // The current query ended: counted (ok), failed or cancelled.
    void queryFinished(bool ok);
    void exportFinished(bool ok);
    // A query lane was added (its QueryLane id), or adding one ended without a lane.
    void laneAdded(quint32 id);
    void laneFailed(const QString& message);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    QWidget* createToolBar();
    QWidget* createSidePanel();
    void createActions();
    void connectEngine();
    void restoreSettings();
    void scheduleSave();

    void start(const QString& sql, qsizetype begin, SqlEditor* editor, int sortColumn, bool descending,
               bool keepColumns);
    void finishQuery();
    void showError(const sql::QueryError& error);
    void setStatus(const QString& text, bool error = false);
    void refreshProgress();
    void updateActions();
    void updateCompletion();
    void updateHistoryList();
    void exportWithDialog();
    void openHistoryEntry(const QString& sql);
    void insertAtCursor(const QString& text);
    [[nodiscard]] QString nextTabTitle() const;
    [[nodiscard]] QString resultSummary() const;
    // The event of an id cell of a statement that reads events; invalid (and said in the status)
    // when the capture or the timeline does not hold it.
    [[nodiscard]] EventRef eventOfCell(const QModelIndex& index);
    // Why Add to Timeline is disabled for the current result: the columns it needs.
    [[nodiscard]] QString missingLaneColumnsText() const;

    QString m_path;
    QPointer<TimelineView> m_timeline;
    sql::QueryEngine* m_engine = nullptr;
    ResultModel* m_model = nullptr;
    QueryHistory* m_history = nullptr;
    QueryLaneLoader* m_laneLoader = nullptr;

    QTabWidget* m_tabs = nullptr;
    QToolButton* m_newTabButton = nullptr;
    QTabWidget* m_side = nullptr;
    QTreeWidget* m_schemaTree = nullptr;
    QListWidget* m_historyList = nullptr;
    ResultTable* m_table = nullptr;
    QLabel* m_status = nullptr;
    QSplitter* m_splitter = nullptr;
    QSplitter* m_editorSplitter = nullptr;
    QMenu* m_snippetsMenu = nullptr;
    QTimer* m_ticker = nullptr;
    QTimer* m_saveTimer = nullptr;

    QAction* m_runAction = nullptr;
    QAction* m_cancelAction = nullptr;
    QAction* m_newTabAction = nullptr;
    QAction* m_rawValuesAction = nullptr;
    QAction* m_addToTimelineAction = nullptr;
    QAction* m_exportAction = nullptr;

    QStringList m_completionWords;
    QHash<QString, QStringList> m_columnsByTable;

    // The current query.
    QString m_sql;
    qsizetype m_sqlBegin = 0; // where it starts in its editor
    QPointer<SqlEditor> m_sqlEditor;
    quint64 m_queryId = 0;
    QElapsedTimer m_clock;
    qint64 m_firstPageNs = -1;
    qint64 m_countNs = -1;
    bool m_engineFailed = false;
    bool m_fitColumns = false; // size the columns to the first page of a new statement
    QString m_note;            // said once with the next result

    // What the console is doing with the engine: one statement, or the export of its result, at a
    // time. A statement's first page and its row count arrive separately, in either order.
    enum class Activity : std::uint8_t {
        Idle,         // nothing runs; the last result, if any, is shown
        Running,      // the statement runs: neither its first page nor its count is back
        Counting,     // the first page is shown, the count still runs
        AwaitingPage, // the count is back before the first page
        Cancelling,   // Cancel before the first page: waiting for the engine to stop
        Exporting,    // the result is being written to a file
    };
    // The one place the activity changes; a change the machine does not allow is a bug (asserted).
    void setActivity(Activity next);
    [[nodiscard]] bool isQueryRunning() const;
    Activity m_activity = Activity::Idle;

    QString m_exportPath;
    QElapsedTimer m_exportClock;
    QElapsedTimer m_laneClock;

    bool m_statusIsError = false;
};

} // namespace faultline
