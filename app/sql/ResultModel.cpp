#include "ResultModel.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace faultline {

namespace {

// Rows from a page's edge at which its neighbour is fetched ahead of the view.
constexpr int kPrefetchMargin = 100;
constexpr int kMaximumToolTip = 2000;

bool isNumber(const QVariant& value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double: return true;
    default: return false;
    }
}

QColor mutedColour()
{
    return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
}

QColor linkColour()
{
    const QPalette palette = QGuiApplication::palette();
    const QColor link = palette.color(QPalette::Link);
    const int base = palette.color(QPalette::Base).lightness();
    // Palettes set up by hand for a dark theme often keep the light theme's pure blue, which
    // cannot be read on a dark background.
    constexpr int kMinimumContrast = 110;
    if (std::abs(link.lightness() - base) >= kMinimumContrast)
        return link;
    return base < 128 ? QColor(0x7A, 0xB4, 0xFF) : QColor(0x0B, 0x57, 0xD0);
}

QString kindDescription(sql::ColumnKind kind)
{
    switch (kind) {
    case sql::ColumnKind::Timestamp: return ResultModel::tr("unix-ns timestamps shown as UTC times");
    case sql::ColumnKind::Duration: return ResultModel::tr("nanoseconds shown as durations");
    case sql::ColumnKind::Bytes: return ResultModel::tr("byte counts shown in KiB, MiB, GiB");
    case sql::ColumnKind::Source: return ResultModel::tr("source codes shown by name");
    case sql::ColumnKind::Op: return ResultModel::tr("op codes shown by name");
    case sql::ColumnKind::EventId: return ResultModel::tr("event ids");
    case sql::ColumnKind::Plain: break;
    }
    return {};
}

} // namespace

ResultModel::ResultModel(sql::QueryEngine* engine, QObject* parent)
    : QAbstractTableModel(parent)
    , m_engine(engine)
{
    if (engine) {
        connect(engine, &sql::QueryEngine::firstPage, this, &ResultModel::onFirstPage);
        connect(engine, &sql::QueryEngine::pageReady, this, &ResultModel::onPage);
        connect(engine, &sql::QueryEngine::rowCount, this, &ResultModel::onRowCount);
    }
}

void ResultModel::startQuery(quint64 id, bool keepColumns)
{
    if (keepColumns && m_hasColumns) {
        setRows(0);
    } else {
        beginResetModel();
        m_hasColumns = false;
        m_columns.clear();
        m_kinds.clear();
        m_sourceColumn = -1;
        m_rows = 0;
        m_sortColumn = -1;
        m_descending = false;
        m_pages.clear();
        endResetModel();
    }
    m_id = id;
    m_pages.clear();
    m_pending.clear();
    m_counted = -1;
    m_complete = false;
    m_endSeen = false;
    m_frozen = false;
}

void ResultModel::clear()
{
    startQuery(0);
}

void ResultModel::freeze()
{
    m_frozen = true;
    m_pending.clear();
    if (!m_complete) {
        m_complete = true;
        emit countChanged(m_rows, true);
    }
}

void ResultModel::setRawValues(bool raw)
{
    if (raw == m_raw)
        return;
    m_raw = raw;
    if (m_rows > 0 && !m_columns.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}

void ResultModel::setLinkable(bool linkable)
{
    if (linkable == m_linkable)
        return;
    m_linkable = linkable;
    if (m_rows > 0 && !m_columns.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::FontRole, Qt::ForegroundRole});
}

bool ResultModel::isLinkable(int column) const
{
    if (!m_linkable || column < 0 || column >= m_kinds.size())
        return false;
    const sql::ColumnKind kind = m_kinds.at(column);
    return (kind == sql::ColumnKind::EventId && m_idsAreEvents) || kind == sql::ColumnKind::Timestamp;
}

void ResultModel::onFirstPage(quint64 id, const sql::QueryPage& page)
{
    if (id != m_id || m_id == 0)
        return;
    // A page shorter than asked for is the whole result; statements that are not wrapped
    // (PRAGMA) come whole in one page of any length.
    m_endSeen = page.rows.size() < kPageSize;
    qint64 rows = page.rows.size();
    if (m_complete && m_counted >= 0)
        rows = m_counted;
    if (m_hasColumns && page.columns == m_columns) {
        store(0, page.rows);
        setRows(rows);
    } else {
        beginResetModel();
        m_hasColumns = true;
        m_columns = page.columns;
        m_kinds = sql::columnKinds(m_columns);
        m_sourceColumn = sql::sourceColumn(m_columns);
        m_pages.clear();
        store(0, page.rows);
        m_rows = rows;
        endResetModel();
    }
    emit pageLoaded(0, static_cast<int>(page.rows.size()));
    if (!m_complete && m_endSeen)
        emit countChanged(m_rows, false);
}

void ResultModel::onPage(quint64 id, const sql::QueryPage& page)
{
    if (id != m_id || !m_hasColumns)
        return;
    const qint64 first = page.offset / kPageSize;
    m_pending.remove(first);
    store(first, page.rows);
    const qint64 end = page.offset + page.rows.size();
    if (!m_complete) {
        if (page.rows.size() < kPageSize)
            m_endSeen = true;
        if (end > m_rows)
            setRows(end);
    }
    const qint64 last = std::min(end, m_rows) - 1;
    if (last >= page.offset && !m_columns.isEmpty())
        emit dataChanged(index(static_cast<int>(std::min<qint64>(page.offset, INT_MAX)), 0),
                         index(static_cast<int>(std::min<qint64>(last, INT_MAX)), columnCount() - 1));
    emit pageLoaded(page.offset, static_cast<int>(page.rows.size()));
}

void ResultModel::onRowCount(quint64 id, qint64 rows, qint64, bool complete)
{
    if (id != m_id || m_id == 0 || !complete || m_frozen)
        return;
    m_complete = true;
    m_counted = rows;
    if (m_hasColumns)
        setRows(rows);
    emit countChanged(rows, true);
}

void ResultModel::store(qint64 firstPage, const QList<QVariantList>& rows)
{
    qint64 page = firstPage;
    qsizetype from = 0;
    do {
        m_pages.insert(page, {rows.mid(from, kPageSize), ++m_clock});
        from += kPageSize;
        ++page;
    } while (from < rows.size());
    // Least recently used pages go; the pages just stored stay.
    while (m_pages.size() > kMaximumPages) {
        auto oldest = m_pages.end();
        for (auto it = m_pages.begin(); it != m_pages.end(); ++it) {
            if (it.key() >= firstPage && it.key() < page)
                continue;
            if (oldest == m_pages.end() || it->used < oldest->used)
                oldest = it;
        }
        if (oldest == m_pages.end())
            break;
        m_pages.erase(oldest);
    }
}

void ResultModel::setRows(qint64 rows)
{
    const auto clamp = [](qint64 n) { return static_cast<int>(std::min<qint64>(n, INT_MAX)); };
    if (clamp(rows) > clamp(m_rows)) {
        beginInsertRows({}, clamp(m_rows), clamp(rows) - 1);
        m_rows = rows;
        endInsertRows();
    } else if (clamp(rows) < clamp(m_rows)) {
        beginRemoveRows({}, clamp(rows), clamp(m_rows) - 1);
        m_rows = rows;
        const qint64 lastPage = rows / kPageSize;
        m_pages.removeIf([lastPage](const auto& entry) { return entry.key() > lastPage; });
        endRemoveRows();
    } else {
        m_rows = rows;
    }
}

void ResultModel::request(qint64 page) const
{
    if (m_frozen || !m_engine || m_id == 0 || page < 0 || page * kPageSize >= m_rows || m_pending.contains(page)
        || m_pages.contains(page))
        return;
    m_pending.insert(page);
    m_engine->fetch(m_id, page * kPageSize, kPageSize);
}

const QVariantList* ResultModel::loadedRow(int row) const
{
    const qint64 page = row / kPageSize;
    const auto it = m_pages.find(page);
    if (it == m_pages.end()) {
        request(page);
        return nullptr;
    }
    it->used = ++m_clock;
    const qint64 local = row - page * kPageSize;
    if (local > kPageSize - kPrefetchMargin)
        request(page + 1);
    else if (local < kPrefetchMargin)
        request(page - 1);
    return local < it->rows.size() ? &it->rows.at(local) : nullptr;
}

bool ResultModel::isLoaded(int row) const
{
    const auto it = m_pages.constFind(row / kPageSize);
    return it != m_pages.cend() && row % kPageSize < it->rows.size();
}

QVariant ResultModel::rawValue(int row, int column) const
{
    const auto it = m_pages.constFind(row / kPageSize);
    if (it == m_pages.cend() || row % kPageSize >= it->rows.size())
        return {};
    const QVariantList& values = it->rows.at(row % kPageSize);
    return column >= 0 && column < values.size() ? values.at(column) : QVariant();
}

qint64 ResultModel::cachedRowCount() const
{
    qint64 rows = 0;
    for (const Page& page : m_pages)
        rows += page.rows.size();
    return rows;
}

int ResultModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(std::min<qint64>(m_rows, INT_MAX));
}

int ResultModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QString ResultModel::rawText(const QVariant& value) const
{
    if (value.isNull())
        return QStringLiteral("NULL");
    if (value.typeId() == QMetaType::QByteArray)
        return tr("<%1 bytes>").arg(value.toByteArray().size());
    return value.toString();
}

QVariant ResultModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case Qt::TextAlignmentRole:
    case Qt::ForegroundRole:
    case Qt::FontRole:
    case RawValueRole:
    case LoadedRole: break;
    default: return {};
    }
    const int column = index.column();
    const QVariantList* row = loadedRow(index.row());
    if (!row || column >= row->size()) {
        switch (role) {
        case Qt::DisplayRole: return QStringLiteral("…");
        case Qt::ToolTipRole: return tr("Loading…");
        case Qt::ForegroundRole: return QBrush(mutedColour());
        case LoadedRole: return false;
        default: return {};
        }
    }
    const QVariant& value = row->at(column);
    const sql::ColumnKind kind = m_kinds.value(column, sql::ColumnKind::Plain);
    switch (role) {
    case Qt::DisplayRole: {
        if (m_raw)
            return rawText(value);
        const QVariant source = m_sourceColumn >= 0 && m_sourceColumn < row->size() ? row->at(m_sourceColumn)
                                                                                    : QVariant();
        return sql::displayValue(value, kind, source);
    }
    case Qt::ToolTipRole: {
        // The raw value, always: what a formatted cell stands for.
        const QString raw = rawText(value);
        return raw.size() > kMaximumToolTip ? raw.left(kMaximumToolTip) + QStringLiteral("…") : raw;
    }
    case Qt::TextAlignmentRole:
        return static_cast<int>(Qt::AlignVCenter | (isNumber(value) ? Qt::AlignRight : Qt::AlignLeft));
    case Qt::ForegroundRole:
        if (value.isNull())
            return QBrush(mutedColour());
        if (isLinkable(column))
            return QBrush(linkColour());
        return {};
    case Qt::FontRole:
        // Ids are links to an event; timestamps (in the link colour) to a moment.
        if (isLinkable(column) && kind == sql::ColumnKind::EventId && !value.isNull()) {
            QFont font;
            font.setUnderline(true);
            return font;
        }
        return {};
    case RawValueRole: return value;
    case LoadedRole: return true;
    default: return {};
    }
}

QVariant ResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= 0 && section < m_columns.size()) {
        if (role == Qt::DisplayRole)
            return m_columns.at(section);
        if (role == Qt::ToolTipRole) {
            const QString how = kindDescription(m_kinds.value(section, sql::ColumnKind::Plain));
            QString tip = m_columns.at(section);
            if (!how.isEmpty())
                tip += QStringLiteral("\n") + how;
            if (isLinkable(section))
                tip += QStringLiteral("\n") + tr("Double-click a cell to show it on the timeline");
            return tip;
        }
        return {};
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

bool ResultModel::canFetchMore(const QModelIndex& parent) const
{
    // Only while the count is not there: then the rows known so far end with a full page.
    return !parent.isValid() && m_id != 0 && m_hasColumns && !m_complete && !m_endSeen && !m_frozen && m_rows > 0
        && m_rows % kPageSize == 0 && !m_pending.contains(m_rows / kPageSize);
}

void ResultModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const qint64 page = m_rows / kPageSize;
    m_pending.insert(page);
    m_engine->fetch(m_id, page * kPageSize, kPageSize);
}

void ResultModel::sort(int column, Qt::SortOrder order)
{
    if (!m_hasColumns || column >= columnCount())
        return;
    column = std::max(column, -1);
    const bool descending = order == Qt::DescendingOrder;
    if (column == m_sortColumn && (descending == m_descending || column < 0))
        return;
    m_sortColumn = column;
    m_descending = descending;
    emit sortRequested(column, descending);
}

} // namespace faultline
