#include "GpuWork.h"

#include "CaptureSchema.h"
#include "OpCatalog.h"
#include "SqliteDb.h"

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>

namespace faultline {

namespace {

struct Row
{
    std::string node; // the launching call's, in a capture of several nodes
    std::int64_t device = 0;
    std::int64_t stream = 0;
    std::uint8_t kind = 0;
    std::uint32_t name = 0;
    std::int64_t start = 0;
    std::int64_t end = 0;
    std::uint64_t bytes = 0;
    std::uint8_t copyKind = 0;
    std::uint8_t hostMemory = 0;
    EventRef call;
};

// The lane event a launch_event names: its thread's lane of that kind, at its start.
class CallFinder
{
public:
    explicit CallFinder(const Trace& trace)
        : m_trace(trace)
    {
        for (std::uint32_t i = 0; i < trace.threads.size(); ++i) {
            const Thread& t = trace.threads[i];
            m_nodes = m_nodes || !t.node.empty();
            m_threads.emplace(std::make_tuple(t.node, t.pid, t.tid), i);
        }
    }

    [[nodiscard]] bool hasNodes() const { return m_nodes; }

    [[nodiscard]] EventRef find(const std::string& node, std::uint32_t pid, std::uint32_t tid, std::int64_t timestamp,
                                std::int64_t duration, std::uint8_t source, std::uint8_t op) const
    {
        const auto t = m_threads.find(std::make_tuple(m_nodes ? node : std::string(), pid, tid));
        if (t == m_threads.end())
            return {};
        const LaneKind kind = laneKindFor(source, op);
        const std::int64_t start = capture::OpCatalog::intervalStart(source, op, timestamp, duration);
        const auto code = static_cast<std::uint16_t>((source << 8) | op);
        for (const std::uint32_t l : m_trace.threads[t->second].lanes) {
            const Lane& lane = m_trace.lanes[l];
            if (lane.kind != kind)
                continue;
            const EventColumns& e = lane.events;
            auto it = std::lower_bound(e.start.begin(), e.start.end(), start);
            for (; it != e.start.end() && *it == start; ++it) {
                const auto i = static_cast<std::uint32_t>(it - e.start.begin());
                if (e.kind[i] == code)
                    return {l, i};
            }
        }
        return {};
    }

private:
    const Trace& m_trace;
    bool m_nodes = false;
    std::map<std::tuple<std::string, std::uint32_t, std::uint32_t>, std::uint32_t> m_threads;
};

std::uint8_t clampByte(std::int64_t v)
{
    return static_cast<std::uint8_t>(std::clamp<std::int64_t>(v, 0, 255));
}

} // namespace

namespace {

void addCallNames(const capture::SqliteDb& db, const CallFinder& finder, Trace& trace)
{
    capture::SqliteStatement query(db,
                                   "SELECT c.name, e.node, e.pid, e.tid, e.timestamp, e.duration, e.source, e.op "
                                   "FROM faultline_call_names c JOIN events e ON e.id = c.event_id");
    if (!query.isValid())
        return;
    std::unordered_map<std::string, std::uint32_t> nameIndex;
    while (query.step() == SQLITE_ROW) {
        const EventRef call = finder.find(finder.hasNodes() ? std::string(query.text(1)) : std::string(),
                                          static_cast<std::uint32_t>(query.int64(2)),
                                          static_cast<std::uint32_t>(query.int64(3)), query.int64(4), query.int64(5),
                                          clampByte(query.int64(6)), clampByte(query.int64(7)));
        if (!call.isValid())
            continue;
        const std::string name(query.text(0));
        const auto [it, inserted] = nameIndex.emplace(name, static_cast<std::uint32_t>(trace.callNameText.size()));
        if (inserted)
            trace.callNameText.push_back(name);
        trace.callNames.emplace_back(call, it->second);
    }
    std::sort(trace.callNames.begin(), trace.callNames.end(), [](const auto& a, const auto& b) {
        return std::tie(a.first.lane, a.first.index) < std::tie(b.first.lane, b.first.index);
    });
}

// Each communication kernel's process group and collective, from faultline_collectives (rows keyed
// by node, device, stream and the kernel's start).
void addCollectiveTags(capture::SqliteDb& db, Trace& trace)
{
    if (!db.tableExists("faultline_collectives"))
        return;
    std::map<std::tuple<std::string, int, std::uint32_t>, std::uint32_t> laneOf; // (node, device, stream)
    for (const Process& p : trace.processes) {
        if (p.gpuDevice < 0)
            continue;
        for (const std::uint32_t t : p.threads)
            for (const std::uint32_t l : trace.threads[t].lanes)
                if (trace.lanes[l].kind == LaneKind::GpuStream)
                    laneOf.emplace(std::make_tuple(p.node, p.gpuDevice, trace.threads[t].tid), l);
    }
    capture::SqliteStatement query(db,
                                   "SELECT node, device, stream, start_ns, collective, pg_name, pg_desc "
                                   "FROM faultline_collectives");
    if (!query.isValid())
        return;
    std::unordered_map<std::string, std::uint32_t> textIndex;
    const auto indexOf = [&](std::string text) {
        const auto [it, inserted] = textIndex.emplace(text, static_cast<std::uint32_t>(trace.collectiveText.size()));
        if (inserted)
            trace.collectiveText.push_back(std::move(text));
        return it->second;
    };
    std::int64_t unplaced = 0;
    while (query.step() == SQLITE_ROW) {
        const std::int64_t device = query.int64(1);
        const std::int64_t stream = query.int64(2);
        const auto lane = laneOf.find(
            std::make_tuple(std::string(query.text(0)), static_cast<int>(device), static_cast<std::uint32_t>(stream)));
        if (device < 0 || device > 0xFFFF || stream < 0 || stream > 0xFFFFFFFFLL || lane == laneOf.end()) {
            ++unplaced;
            continue;
        }
        const EventColumns& events = trace.lanes[lane->second].events;
        const std::int64_t start = query.int64(3);
        const auto at = std::lower_bound(events.start.begin(), events.start.end(), start);
        if (at == events.start.end() || *at != start) {
            ++unplaced;
            continue;
        }
        std::string group(query.text(5));
        if (const std::string_view desc = query.text(6); !desc.empty())
            group += group.empty() ? std::string(desc) : " · " + std::string(desc);
        Trace::CollectiveTag tag;
        tag.kernel = {lane->second, static_cast<std::uint32_t>(at - events.start.begin())};
        tag.group = indexOf(std::move(group));
        tag.collective = indexOf(std::string(query.text(4)));
        trace.collectiveTags.push_back(tag);
    }
    if (unplaced > 0)
        trace.problems.push_back({"faultline_collectives",
                                  std::to_string(unplaced)
                                      + " collectives name no kernel of the GPU work: "
                                        "their process group is not shown"});
    std::sort(trace.collectiveTags.begin(), trace.collectiveTags.end(), [](const auto& a, const auto& b) {
        return std::tie(a.kernel.lane, a.kernel.index) < std::tie(b.kernel.lane, b.kernel.index);
    });
}

} // namespace

void addGpuWork(const std::string& path, Trace& trace)
{
    capture::SqliteDb db;
    std::string error;
    // The rows of faultline_gpu_work name their kernel by id (faultline_gpu_names); captures
    // imported before the names table hold faultline_gpu_activity as a table with the names.
    if (!db.openCapture(path, &error))
        return;
    const bool byId = db.tableExists(capture::schema::kGpuWorkTable) && db.tableExists(capture::schema::kGpuNamesTable);
    if (!byId && !db.tableExists(capture::schema::kGpuActivityTable))
        return;
    const bool hasEvents = db.tableExists("events");
    if (hasEvents && db.tableExists("faultline_call_names"))
        addCallNames(db, CallFinder(trace), trace);
    const std::string table = byId ? "faultline_gpu_work" : "faultline_gpu_activity";
    // The node a merge wrote beside each row; captures merged before it have none, and their rows
    // take the node of the call that launched them.
    bool storedNode = false;
    {
        capture::SqliteStatement columns(db, "SELECT 1 FROM pragma_table_info(?1) WHERE name = 'node'");
        columns.bind(1, std::string_view(table));
        storedNode = columns.isValid() && columns.step() == SQLITE_ROW;
    }
    const std::string sql = std::string("SELECT g.device, g.stream, g.kind, ") + (byId ? "g.name_id" : "g.name")
        + ", g.start_ns, g.end_ns, g.bytes, g.copy_kind, g.host_memory, " + (storedNode ? "g.node" : "''") + ", "
        + (hasEvents ? "e.node, e.pid, e.tid, e.timestamp, e.duration, e.source, e.op FROM " + table
                   + " g LEFT JOIN events e ON g.launch_event != '' AND e.id = g.launch_event "
                     : "NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM " + table + " g ")
        + "ORDER BY g.id";
    capture::SqliteStatement query(db, sql);
    if (!query.isValid()) {
        trace.problems.push_back(
            {std::string(capture::schema::kGpuActivityTable), "GPU work not shown: " + query.prepareError()});
        return;
    }
    const CallFinder finder(trace);
    std::unordered_map<std::string, std::uint32_t> nameIndex;
    for (std::uint32_t i = 0; i < trace.gpuNames.size(); ++i)
        nameIndex.emplace(trace.gpuNames[i], i);
    const auto indexOf = [&](std::string_view name) {
        const auto [it, inserted] = nameIndex.emplace(std::string(name),
                                                      static_cast<std::uint32_t>(trace.gpuNames.size()));
        if (inserted)
            trace.gpuNames.push_back(it->first);
        return it->second;
    };
    std::unordered_map<std::int64_t, std::uint32_t> nameOfId; // faultline_gpu_names.id -> gpuNames
    if (byId) {
        capture::SqliteStatement names(db, "SELECT id, name FROM faultline_gpu_names");
        while (names.step() == SQLITE_ROW)
            nameOfId.emplace(names.int64(0), indexOf(names.text(1)));
    }
    std::vector<Row> rows;
    std::int64_t unreadable = 0;
    int rc = 0;
    while ((rc = query.step()) == SQLITE_ROW) {
        Row r;
        r.device = query.int64(0);
        r.stream = query.int64(1);
        const std::int64_t kind = query.int64(2);
        r.start = query.int64(4);
        r.end = query.int64(5);
        if (kind < static_cast<int>(GpuOpKind::Kernel) || kind > static_cast<int>(GpuOpKind::Sync) || r.end < r.start
            || r.device < 0 || r.device > 0xFFFF || r.stream < 0 || r.stream > 0xFFFFFFFFLL) {
            ++unreadable;
            continue;
        }
        r.kind = static_cast<std::uint8_t>(kind);
        if (byId) {
            const auto named = nameOfId.find(query.int64(3));
            if (named == nameOfId.end()) {
                ++unreadable;
                continue;
            }
            r.name = named->second;
        } else {
            r.name = indexOf(query.text(3));
        }
        r.bytes = static_cast<std::uint64_t>(std::max<std::int64_t>(0, query.int64(6)));
        r.copyKind = clampByte(query.int64(7));
        r.hostMemory = clampByte(query.int64(8));
        if (!query.isNull(12)) {
            const std::string launchNode = finder.hasNodes() ? std::string(query.text(10)) : std::string();
            r.call = finder.find(launchNode, static_cast<std::uint32_t>(query.int64(11)),
                                 static_cast<std::uint32_t>(query.int64(12)), query.int64(13), query.int64(14),
                                 clampByte(query.int64(15)), clampByte(query.int64(16)));
            r.node = launchNode;
        }
        if (const std::string_view stored = query.text(9); !stored.empty())
            r.node = std::string(stored);
        rows.push_back(r);
    }
    if (rc != SQLITE_DONE)
        trace.problems.push_back(
            {std::string(capture::schema::kGpuActivityTable), "GPU work read in part: " + db.lastError()});
    if (unreadable > 0)
        trace.problems.push_back({std::string(capture::schema::kGpuActivityTable),
                                  std::to_string(unreadable)
                                      + " rows of GPU work not shown (unknown kind, device, "
                                        "stream or kernel name, or an end before the start)"});
    if (rows.empty())
        return;

    // One process per (device, node), a lane per stream, each by start: processes stay sorted by
    // (pid, node) and threads by (pid, node, tid).
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        return std::tie(a.device, a.node, a.stream, a.start) < std::tie(b.device, b.node, b.stream, b.start);
    });
    // The model of each device, per node: an import names the GPUs its job used as "GPU 3: NVIDIA
    // A100-PG509-200, ..."; older imports and the probe name one model per device in order.
    std::map<std::string, std::map<std::int64_t, std::string>> models;
    for (const capture::Session& session : trace.sessions) {
        auto& byDevice = models[session.node];
        const std::string& all = session.gpuModel;
        std::size_t from = 0;
        for (std::int64_t position = 0; !all.empty() && from <= all.size(); ++position) {
            const std::size_t comma = all.find(", ", from);
            const std::string entry = all.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
            std::int64_t id = position;
            std::string model = entry;
            if (entry.rfind("GPU ", 0) == 0) {
                const std::size_t colon = entry.find(':');
                const std::string number = entry.substr(4, colon == std::string::npos ? std::string::npos : colon - 4);
                if (!number.empty() && number.find_first_not_of("0123456789") == std::string::npos) {
                    id = std::stoll(number);
                    model = colon == std::string::npos ? std::string()
                                                       : entry.substr(std::min(entry.size(), colon + 2));
                }
            }
            byDevice.emplace(id, model);
            if (comma == std::string::npos)
                break;
            from = comma + 2;
        }
    }
    const auto modelOf = [&](const std::string& node, std::int64_t device) -> std::string {
        // The node's own session; a capture of one session names its node or none.
        const std::string only = models.size() == 1 ? models.begin()->first : std::string();
        for (const std::string& key : {node, only}) {
            const auto n = models.find(key);
            if (n == models.end())
                continue;
            const auto d = n->second.find(device);
            if (d != n->second.end())
                return d->second;
        }
        return {};
    };

    std::int64_t device = -1;
    std::string node;
    std::int64_t stream = -1;
    Lane* lane = nullptr;
    for (const Row& r : rows) {
        if (r.device != device || r.node != node) {
            device = r.device;
            node = r.node;
            stream = -1;
            Process p;
            p.pid = kGpuPidBase + static_cast<std::uint32_t>(device);
            p.node = node;
            p.gpuDevice = static_cast<int>(device);
            p.name = "GPU " + std::to_string(device);
            if (const std::string model = modelOf(node, device); !model.empty())
                p.name += " · " + model;
            trace.processes.push_back(std::move(p));
        }
        if (r.stream != stream) {
            stream = r.stream;
            Thread t;
            t.tid = static_cast<std::uint32_t>(stream);
            t.pid = trace.processes.back().pid;
            t.node = trace.processes.back().node;
            t.name = "stream " + std::to_string(stream);
            t.process = static_cast<std::uint32_t>(trace.processes.size() - 1);
            t.firstSeen = r.start;
            const auto threadIndex = static_cast<std::uint32_t>(trace.threads.size());
            trace.processes.back().threads.push_back(threadIndex);
            Lane l;
            l.kind = LaneKind::GpuStream;
            l.thread = threadIndex;
            t.lanes.push_back(static_cast<std::uint32_t>(trace.lanes.size()));
            trace.threads.push_back(std::move(t));
            trace.lanes.push_back(std::move(l));
            lane = &trace.lanes.back();
        }
        const auto laneIndex = static_cast<std::uint32_t>(trace.lanes.size() - 1);
        const auto index = static_cast<std::uint32_t>(lane->events.size());
        lane->events.append(r.start, r.end - r.start, static_cast<std::uint16_t>((kGpuSource << 8) | r.kind), 0,
                            packGpuArgs({r.name, r.copyKind, r.hostMemory}), r.bytes, 0);
        Thread& t = trace.threads.back();
        t.lastSeen = std::max(t.lastSeen, r.end);
        if (r.call.isValid())
            trace.gpuLinksByCall.push_back({r.call, {laneIndex, index}});
        if (trace.beginNs == 0 && trace.endNs == 0) {
            trace.beginNs = r.start;
            trace.endNs = r.end;
        }
        trace.beginNs = std::min(trace.beginNs, r.start);
        trace.endNs = std::max(trace.endNs, r.end);
    }
    for (Lane& l : trace.lanes) {
        if (l.kind == LaneKind::GpuStream)
            l.events.shrink();
    }
    auto less = [](EventRef a, EventRef b) { return std::tie(a.lane, a.index) < std::tie(b.lane, b.index); };
    trace.gpuLinksByGpu = trace.gpuLinksByCall;
    std::stable_sort(trace.gpuLinksByCall.begin(), trace.gpuLinksByCall.end(),
                     [&](const GpuLink& a, const GpuLink& b) { return less(a.call, b.call); });
    std::sort(trace.gpuLinksByGpu.begin(), trace.gpuLinksByGpu.end(),
              [&](const GpuLink& a, const GpuLink& b) { return less(a.gpu, b.gpu); });
    addCollectiveTags(db, trace);
}

} // namespace faultline
