#pragma once

#include "QueryEngine.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

namespace faultline {

namespace timeline {
struct QueryLane;
class QueryLaneBuilder;
} // namespace timeline

// "Add to timeline": runs a statement to its end on a QueryEngine of its own (the console's
// grid keeps paging meanwhile) and turns each row into an interval of a query lane, in chunks,
// reading only the columns the lane needs. At most kMaximumRows rows; beyond that the lane is
// marked truncated.
class QueryLaneLoader : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kMaximumRows = 1'000'000;
    static constexpr int kChunkRows = 50'000;

    // The columns a lane is made from; start and duration are required.
    struct Columns
    {
        int start = -1;    // timestamp, ts or start
        int duration = -1; // duration or dur
        int label = -1;    // label, name, title, comm or function
        int source = -1;   // source and op: the label is the op's name, the start follows the op's
        int op = -1;       // time convention (sched_switch is stored at its end)
    };
    [[nodiscard]] static std::optional<Columns> laneColumns(const QStringList& columns);
    // Whether `columns` has the start (timestamp, ts or start) and the duration (duration or dur).
    [[nodiscard]] static bool hasStartColumn(const QStringList& columns);
    [[nodiscard]] static bool hasDurationColumn(const QStringList& columns);

    QueryLaneLoader(QString capturePath, QObject* parent = nullptr);
    ~QueryLaneLoader() override;

    // Starts over with `statement`, whose result has `columns`.
    bool start(const QString& statement, const QStringList& columns, const QString& title);
    void cancel();
    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] qint64 rowsRead() const { return m_rows; }
    [[nodiscard]] qint64 rowsSkipped() const { return m_skipped; }
    [[nodiscard]] bool truncated() const { return m_truncated; }
    // The lane after `finished`; null before.
    [[nodiscard]] std::unique_ptr<timeline::QueryLane> takeLane();

signals:
    void progress(qint64 rows);
    void finished();
    void failed(const QString& message);
    void cancelled();

private:
    void onOpened(bool ok, const QString& error);
    void onPage(quint64 id, const sql::QueryPage& page);
    void consume(const QList<QVariantList>& rows);
    void stop();

    QString m_path;
    std::unique_ptr<sql::QueryEngine> m_engine;
    std::unique_ptr<timeline::QueryLaneBuilder> m_builder;
    std::unique_ptr<timeline::QueryLane> m_lane;
    QString m_statement;
    QString m_title;
    Columns m_columns; // indices into the narrowed statement's columns
    quint64 m_id = 0;
    qint64 m_rows = 0;
    qint64 m_skipped = 0; // rows without a start time
    bool m_truncated = false;
    bool m_running = false;
    bool m_cancelling = false;
};

} // namespace faultline
