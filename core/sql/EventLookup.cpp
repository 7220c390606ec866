#include "EventLookup.h"

#include "CaptureReader.h"
#include "OpCatalog.h"
#include "SqliteDb.h"

#include <QCoreApplication>
#include <QFile>

#include <sqlite3.h>

#include <algorithm>

namespace faultline::sql {

std::optional<EventRow> eventById(const QString& capturePath, const QVariant& id, QString* error)
{
    capture::CaptureReader reader;
    std::string failure;
    if (!reader.open(QFile::encodeName(capturePath).toStdString(), &failure)) {
        if (error)
            *error = QString::fromStdString(failure);
        return std::nullopt;
    }
    capture::SqliteDb& db = reader.database();
    const bool hasId = db.queryInt("SELECT COUNT(*) FROM pragma_table_info('events') WHERE name = 'id'") > 0;
    const bool hasNode = db.queryInt("SELECT COUNT(*) FROM pragma_table_info('events') WHERE name = 'node'") > 0;
    capture::SqliteStatement st(db,
                                std::string("SELECT timestamp, pid, tid, source, op, duration, ")
                                    + (hasNode ? "node" : "''") + " FROM events WHERE " + (hasId ? "id" : "rowid")
                                    + " = ?1");
    if (!st.isValid()) {
        if (error)
            *error = QString::fromStdString(st.prepareError());
        return std::nullopt;
    }
    bool isNumber = false;
    const qlonglong n = id.toLongLong(&isNumber);
    if (isNumber && id.typeId() != QMetaType::QString)
        st.bind(1, static_cast<std::int64_t>(n));
    else
        st.bind(1, std::string_view(id.toString().toStdString()));
    if (st.step() != SQLITE_ROW) {
        if (error)
            *error = QCoreApplication::translate("EventLookup", "no event with id %1").arg(id.toString());
        return std::nullopt;
    }
    EventRow row;
    row.timestamp = st.int64(0);
    row.pid = static_cast<quint32>(st.int64(1));
    row.tid = static_cast<quint32>(st.int64(2));
    row.source = static_cast<quint8>(st.int64(3));
    row.op = static_cast<quint8>(st.int64(4));
    row.duration = st.int64(5);
    row.node = QString::fromStdString(std::string(st.text(6)));
    return row;
}

EventRef locateEvent(const Trace& trace, const EventRow& row)
{
    const LaneKind kind = laneKindFor(row.source, row.op);
    const std::int64_t start = capture::OpCatalog::intervalStart(row.source, row.op, row.timestamp, row.duration);
    const auto code = static_cast<std::uint16_t>((row.source << 8) | row.op);
    const std::string node = row.node.toStdString();
    for (const Thread& thread : trace.threads) {
        if (thread.tid != row.tid || (!thread.node.empty() && thread.node != node))
            continue;
        for (const std::uint32_t l : thread.lanes) {
            const Lane& lane = trace.lanes[l];
            if (lane.kind != kind)
                continue;
            const auto& s = lane.events.start;
            for (auto it = std::lower_bound(s.begin(), s.end(), start); it != s.end() && *it == start; ++it) {
                const auto i = static_cast<std::size_t>(it - s.begin());
                if (lane.events.kind[i] == code)
                    return {l, static_cast<std::uint32_t>(i)};
            }
        }
    }
    return {};
}

} // namespace faultline::sql
