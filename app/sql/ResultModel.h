#pragma once

#include "QueryEngine.h"
#include "ValueFormat.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>
#include <QSet>

namespace faultline {

// The rows of the SQL console's current result, paged lazily from the QueryEngine: a page of
// kPageSize rows is fetched when a view asks for a row that is not loaded ("…" until it comes),
// its neighbour when the view nears its edge, and at most kMaximumPages pages stay cached (the
// least recently used go first), so a result of millions of rows is never held in memory.
// rowCount() is the engine's count once it has one; until then it grows page by page.
class ResultModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int kPageSize = 500;
    static constexpr int kMaximumPages = 20;
    enum Role { RawValueRole = Qt::UserRole + 1, LoadedRole };

    explicit ResultModel(sql::QueryEngine* engine, QObject* parent = nullptr);

    // Query `id` was started; its rows follow from the engine. `keepColumns`: the same statement
    // again, sorted: the columns stay, the rows go.
    void startQuery(quint64 id, bool keepColumns = false);
    void clear();
    // No more pages will come (the query was cancelled): the rows known so far stay.
    void freeze();

    [[nodiscard]] quint64 queryId() const { return m_id; }
    [[nodiscard]] bool hasResult() const { return m_hasColumns; }
    [[nodiscard]] const QStringList& columns() const { return m_columns; }
    [[nodiscard]] const QList<sql::ColumnKind>& kinds() const { return m_kinds; }
    [[nodiscard]] bool isCountComplete() const { return m_complete; }
    [[nodiscard]] qint64 totalRows() const { return m_rows; }
    [[nodiscard]] int sortColumn() const { return m_sortColumn; }
    [[nodiscard]] bool sortDescending() const { return m_descending; }

    void setRawValues(bool raw);
    [[nodiscard]] bool rawValues() const { return m_raw; }
    // Event ids and timestamps are shown as links (to the timeline).
    void setLinkable(bool linkable);
    // Whether an `id` column names events (the statement reads the events table); a chain's or
    // a session's id is no event's.
    void setIdsAreEvents(bool events) { m_idsAreEvents = events; }
    [[nodiscard]] bool isLinkable(int column) const;

    [[nodiscard]] bool isLoaded(int row) const;
    // The raw value of a loaded cell; invalid when not loaded.
    [[nodiscard]] QVariant rawValue(int row, int column) const;
    [[nodiscard]] int cachedPageCount() const { return static_cast<int>(m_pages.size()); }
    [[nodiscard]] qint64 cachedRowCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    // Asks for the query to be run again sorted (sortRequested); -1 is the query's own order.
    void sort(int column, Qt::SortOrder order) override;

signals:
    void sortRequested(int column, bool descending);
    void pageLoaded(qint64 offset, int rows);
    void countChanged(qint64 rows, bool complete);

private:
    struct Page
    {
        QList<QVariantList> rows;
        quint64 used = 0;
    };

    void onFirstPage(quint64 id, const sql::QueryPage& page);
    void onPage(quint64 id, const sql::QueryPage& page);
    void onRowCount(quint64 id, qint64 rows, qint64 elapsedNs, bool complete);
    void store(qint64 firstPage, const QList<QVariantList>& rows);
    void setRows(qint64 rows);
    void request(qint64 page) const;
    // The row's values when loaded (its page becomes the most recently used), else null and
    // its page is requested.
    [[nodiscard]] const QVariantList* loadedRow(int row) const;
    [[nodiscard]] QString rawText(const QVariant& value) const;

    QPointer<sql::QueryEngine> m_engine;
    quint64 m_id = 0;
    bool m_hasColumns = false;
    QStringList m_columns;
    QList<sql::ColumnKind> m_kinds;
    int m_sourceColumn = -1;
    qint64 m_rows = 0;
    qint64 m_counted = -1; // a count that came before the first page
    bool m_complete = false;
    bool m_endSeen = false; // a short page came: no rows beyond it
    bool m_frozen = false;
    bool m_raw = false;
    bool m_linkable = false;
    bool m_idsAreEvents = true;
    int m_sortColumn = -1;
    bool m_descending = false;
    mutable QHash<qint64, Page> m_pages;
    mutable QSet<qint64> m_pending;
    mutable quint64 m_clock = 0;
};

} // namespace faultline
