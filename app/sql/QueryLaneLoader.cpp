#include "QueryLaneLoader.h"

#include "OpCatalog.h"
#include "SqlText.h"
#include "TimelineModel.h"

namespace faultline {

namespace {

constexpr std::initializer_list<const char*> kStartNames = {"timestamp", "ts", "start"};
constexpr std::initializer_list<const char*> kDurationNames = {"duration", "dur"};

int columnNamed(const QStringList& columns, std::initializer_list<const char*> names)
{
    for (const char* name : names) {
        for (int i = 0; i < columns.size(); ++i)
            if (columns.at(i).compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
                return i;
    }
    return -1;
}

QString quoted(const QString& identifier)
{
    QString escaped = identifier;
    escaped.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

} // namespace

std::optional<QueryLaneLoader::Columns> QueryLaneLoader::laneColumns(const QStringList& columns)
{
    Columns c;
    c.start = columnNamed(columns, kStartNames);
    c.duration = columnNamed(columns, kDurationNames);
    if (c.start < 0 || c.duration < 0)
        return std::nullopt;
    c.label = columnNamed(columns, {"label", "name", "title", "comm", "function"});
    c.source = columnNamed(columns, {"source"});
    c.op = columnNamed(columns, {"op"});
    if (c.source < 0 || c.op < 0)
        c.source = c.op = -1;
    return c;
}

bool QueryLaneLoader::hasStartColumn(const QStringList& columns)
{
    return columnNamed(columns, kStartNames) >= 0;
}

bool QueryLaneLoader::hasDurationColumn(const QStringList& columns)
{
    return columnNamed(columns, kDurationNames) >= 0;
}

QueryLaneLoader::QueryLaneLoader(QString capturePath, QObject* parent)
    : QObject(parent)
    , m_path(std::move(capturePath))
{
}

QueryLaneLoader::~QueryLaneLoader() = default;

bool QueryLaneLoader::start(const QString& statement, const QStringList& columns, const QString& title)
{
    const std::optional<Columns> found = laneColumns(columns);
    if (!found)
        return false;
    stop();
    // Only the columns the lane needs cross the thread, in this order.
    QStringList wanted = {quoted(columns.at(found->start)), quoted(columns.at(found->duration))};
    m_columns = {0, 1, -1, -1, -1};
    if (found->source >= 0) {
        wanted << quoted(columns.at(found->source)) << quoted(columns.at(found->op));
        m_columns.source = 2;
        m_columns.op = 3;
    } else if (found->label >= 0) {
        wanted << quoted(columns.at(found->label));
        m_columns.label = 2;
    }
    // The statement on lines of its own, so that a trailing "-- comment" cannot swallow the ")".
    m_statement =
        QStringLiteral("SELECT %1 FROM (\n%2\n)").arg(wanted.join(QStringLiteral(", ")), sql::trimStatement(statement));
    m_title = title;
    m_builder = std::make_unique<timeline::QueryLaneBuilder>();
    m_lane.reset();
    m_rows = 0;
    m_skipped = 0;
    m_truncated = false;
    m_running = true;
    m_cancelling = false;
    m_engine = std::make_unique<sql::QueryEngine>(m_path);
    connect(m_engine.get(), &sql::QueryEngine::opened, this, &QueryLaneLoader::onOpened);
    connect(m_engine.get(), &sql::QueryEngine::firstPage, this, &QueryLaneLoader::onPage);
    connect(m_engine.get(), &sql::QueryEngine::pageReady, this, &QueryLaneLoader::onPage);
    connect(m_engine.get(), &sql::QueryEngine::failed, this, [this](quint64 id, const sql::QueryError& error) {
        if (id != m_id || !m_running)
            return;
        stop();
        emit failed(error.message);
    });
    connect(m_engine.get(), &sql::QueryEngine::cancelled, this, [this](quint64 id) {
        if (id != m_id || !m_running)
            return;
        stop();
        emit cancelled();
    });
    return true;
}

void QueryLaneLoader::onOpened(bool ok, const QString& error)
{
    if (!m_running)
        return;
    if (!ok) {
        stop();
        emit failed(error);
        return;
    }
    if (m_cancelling) {
        stop();
        emit cancelled();
        return;
    }
    m_id = m_engine->run(m_statement, kChunkRows);
}

void QueryLaneLoader::onPage(quint64 id, const sql::QueryPage& page)
{
    if (id != m_id || !m_running)
        return;
    if (m_cancelling) {
        stop();
        emit cancelled();
        return;
    }
    consume(page.rows);
    const qint64 read = page.offset + page.rows.size();
    emit progress(m_rows);
    if (page.rows.size() == kChunkRows && read <= kMaximumRows) {
        // One row past the cap tells whether the result was cut.
        m_engine->fetch(id, read, static_cast<int>(std::min<qint64>(kChunkRows, kMaximumRows + 1 - read)));
        return;
    }
    m_lane = m_builder->finish(m_title.toStdString());
    stop();
    emit finished();
}

void QueryLaneLoader::consume(const QList<QVariantList>& rows)
{
    for (const QVariantList& row : rows) {
        if (m_rows >= kMaximumRows) {
            m_truncated = true;
            return;
        }
        ++m_rows;
        bool ok = false;
        const qint64 timestamp = row.value(m_columns.start).toLongLong(&ok);
        if (!ok || row.value(m_columns.start).isNull()) {
            ++m_skipped;
            continue;
        }
        const qint64 duration = row.value(m_columns.duration).toLongLong();
        qint64 start = timestamp;
        std::string label;
        if (m_columns.source >= 0) {
            bool sourceOk = false;
            bool opOk = false;
            const qlonglong source = row.value(m_columns.source).toLongLong(&sourceOk);
            const qlonglong op = row.value(m_columns.op).toLongLong(&opOk);
            if (sourceOk && opOk && source >= 0 && source <= 255 && op >= 0 && op <= 255) {
                const auto s = static_cast<std::uint8_t>(source);
                const auto o = static_cast<std::uint8_t>(op);
                start = capture::OpCatalog::intervalStart(s, o, timestamp, duration);
                label = capture::OpCatalog::opName(s, o);
            }
        } else if (m_columns.label >= 0) {
            const QVariant value = row.value(m_columns.label);
            if (!value.isNull())
                label = value.toString().toStdString();
        }
        m_builder->add(start, duration, label);
    }
}

void QueryLaneLoader::cancel()
{
    if (!m_running)
        return;
    m_cancelling = true;
    if (m_engine && m_id != 0)
        m_engine->cancel(m_id);
}

std::unique_ptr<timeline::QueryLane> QueryLaneLoader::takeLane()
{
    return std::move(m_lane);
}

void QueryLaneLoader::stop()
{
    m_running = false;
    m_id = 0;
    if (m_engine) {
        m_engine->disconnect(this);
        // Deleted from the event loop: this may run inside one of the engine's signals.
        m_engine.release()->deleteLater();
    }
}

} // namespace faultline
