#include "NoteEvents.h"

#include "CaptureReader.h"
#include "ChainEngine.h"
#include "OpCatalog.h"

#include <QFile>

#include <sqlite3.h>

#include <algorithm>

namespace faultline::note_events {

QString idOf(const QString& capturePath, const Trace& trace, EventRef ref)
{
    if (capturePath.isEmpty() || !ref.isValid())
        return {};
    std::vector<std::string> ids;
    std::string error;
    if (!ChainEngine::eventIds(QFile::encodeName(capturePath).toStdString(), trace, {ref}, &ids, &error) || ids.empty())
        return {};
    return QString::fromStdString(ids.front());
}

EventRef refOf(const QString& capturePath, const Trace& trace, const QString& id)
{
    if (capturePath.isEmpty() || id.isEmpty())
        return {};
    capture::CaptureReader reader;
    std::string error;
    if (!reader.open(QFile::encodeName(capturePath).toStdString(), &error))
        return {};
    const bool hasId = reader.database().queryInt("SELECT COUNT(*) FROM pragma_table_info('events') WHERE name = 'id'")
        > 0;
    // events.id is the primary key (indexed); the rowid always is.
    capture::SqliteStatement st(reader.database(),
                                hasId ? "SELECT timestamp, tid, source, op FROM events WHERE id = ?1"
                                      : "SELECT timestamp, tid, source, op FROM events "
                                        "WHERE rowid = ?1");
    if (!st.isValid())
        return {};
    const std::string key = id.toStdString();
    if (hasId) {
        st.bind(1, std::string_view(key));
    } else {
        bool ok = false;
        const qint64 rowid = id.toLongLong(&ok);
        if (!ok)
            return {};
        st.bind(1, static_cast<std::int64_t>(rowid));
    }
    if (st.step() != SQLITE_ROW)
        return {};
    const std::int64_t timestamp = st.int64(0);
    const auto tid = static_cast<std::uint32_t>(st.int64(1));
    const auto source = static_cast<std::uint8_t>(st.int64(2) & 0xFF);
    const auto op = static_cast<std::uint8_t>(st.int64(3) & 0xFF);
    const auto kind = static_cast<std::uint16_t>((source << 8) | op);
    // The stored timestamp is the interval's start for entry-convention ops and its end otherwise
    // (as ChainEngine::eventIds matches them).
    const bool atEnd = capture::OpCatalog::info(source, op).time == capture::TimeConvention::End;
    for (const Thread& thread : trace.threads) {
        if (thread.tid != tid)
            continue;
        for (const std::uint32_t laneIndex : thread.lanes) {
            const EventColumns& events = trace.lanes[laneIndex].events;
            if (atEnd) {
                // Starts are sorted, ends are not: every event starting at or before the end.
                const auto last = std::upper_bound(events.start.begin(), events.start.end(), timestamp);
                for (auto it = last; it != events.start.begin();) {
                    --it;
                    const auto i = static_cast<std::size_t>(it - events.start.begin());
                    if (events.kind[i] == kind
                        && capture::saturatingAdd(events.start[i], events.durationAt(i)) == timestamp)
                        return {laneIndex, static_cast<std::uint32_t>(i)};
                }
            } else {
                auto it = std::lower_bound(events.start.begin(), events.start.end(), timestamp);
                for (; it != events.start.end() && *it == timestamp; ++it) {
                    const auto i = static_cast<std::size_t>(it - events.start.begin());
                    if (events.kind[i] == kind)
                        return {laneIndex, static_cast<std::uint32_t>(i)};
                }
            }
        }
    }
    return {};
}

} // namespace faultline::note_events
