#include "CaptureMerger.h"

#include "CaptureReader.h"
#include "CaptureSchema.h"
#include "CaptureWriter.h"
#include "Json.h"
#include "SqliteDb.h"

#include <sqlite3.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <set>
#include <system_error>

namespace faultline::capture {

namespace {

namespace fs = std::filesystem;

constexpr std::int64_t kMinuteNs = 60'000'000'000LL;
constexpr std::int64_t kFiveSecondsNs = 5'000'000'000LL;

constexpr std::string_view kMergeNote =
    "Merged from several nodes by Faultline. events.node names each event's node; timestamps are on the clock of "
    "the machine that attached to them: each node's own plus faultline_capture_meta node.<name>.shift_ns (minus its "
    "measured clock offset). faultline_node_threads, faultline_node_process_names and faultline_node_counters keep "
    "threads, process names and counters per node; process_names keeps the first node's name of a pid; aggregates "
    "of one pid on several nodes are summed.";

// Everything known about one input before it is copied.
struct Plan
{
    MergedNode node;
    bool live = false;
    std::vector<MetaEntry> meta;
    std::vector<Session> sessions;
    std::vector<SystemSnapshot> snapshots;
    std::vector<StoredChain> chains;
    std::vector<CgroupInfo> cgroups;
    std::vector<ProcessName> processNames;
    std::vector<ThreadInfo> threads;
    std::vector<SourceCounters> counters;
    std::int64_t firstNs = 0;
    std::int64_t lastNs = 0;
};

std::optional<std::int64_t> parseInt(const std::string& text)
{
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

std::string metaValue(const std::vector<MetaEntry>& meta, std::string_view key)
{
    for (const MetaEntry& e : meta) {
        if (e.key == key)
            return e.value;
    }
    return {};
}

// A time of the node on the reference clock; 0 stays 0 ("not set" in Ingero's columns).
std::int64_t shifted(std::int64_t ns, std::int64_t shift)
{
    return ns == 0 ? 0 : ns + shift;
}

// ':' separates the node from the sequence number in event ids: a node name must not hold one.
std::string cleanNodeName(std::string name)
{
    std::replace(name.begin(), name.end(), ':', '_');
    return name.empty() ? std::string("node") : name;
}

bool hasColumn(const std::vector<std::string>& columns, std::string_view name)
{
    return std::find(columns.begin(), columns.end(), name) != columns.end();
}

std::string columnOr(const std::vector<std::string>& columns, std::string_view name, std::string_view fallback)
{
    return hasColumn(columns, name) ? "\"" + std::string(name) + "\"" : std::string(fallback);
}

// Reads one input's small tables and decides its name; false with `error` set when it cannot be
// merged.
bool plan(const MergeInput& input, Plan* out, std::string* error)
{
    CaptureReader reader;
    std::string openError;
    if (!reader.open(input.path, &openError)) {
        *error = openError;
        return false;
    }
    out->node.path = input.path;
    std::error_code ec;
    out->live = fs::exists(input.path + "-wal", ec) || fs::exists(input.path + "-journal", ec);
    out->meta = reader.meta();
    out->sessions = reader.sessions();
    out->snapshots = reader.systemSnapshots();
    out->chains = reader.chains();
    out->cgroups = reader.cgroups();
    out->processNames = reader.processNames();
    out->threads = reader.threads();
    out->counters = reader.counters();
    if (!reader.nodeThreads().empty()) {
        *error = input.path + " is itself merged from several nodes; merge the captures of single nodes instead";
        return false;
    }

    std::vector<std::string> eventNodes;
    if (reader.info().hasNode) {
        SqliteStatement st(reader.database(), "SELECT DISTINCT node FROM events WHERE node != '' LIMIT 2");
        while (st.isValid() && st.step() == SQLITE_ROW)
            eventNodes.emplace_back(st.text(0));
    }
    if (eventNodes.size() > 1) {
        *error = input.path + " holds events of several nodes (" + eventNodes[0] + ", " + eventNodes[1]
            + ", ...); merge the captures of single nodes instead";
        return false;
    }
    std::string name = input.node;
    if (name.empty())
        name = metaValue(out->meta, "attach.node");
    if (name.empty() && !eventNodes.empty())
        name = eventNodes.front();
    for (const Session& s : out->sessions) {
        if (name.empty())
            name = s.node;
    }
    if (name.empty())
        name = fs::path(input.path).stem().string();
    out->node.node = cleanNodeName(name);

    if (input.clock) {
        out->node.clock = input.clock;
    } else if (const auto offset = parseInt(metaValue(out->meta, "attach.clock_offset_ns"))) {
        const auto uncertainty = parseInt(metaValue(out->meta, "attach.clock_uncertainty_ns"));
        out->node.clock = NodeClock{*offset, uncertainty.value_or(0)};
    }
    out->node.shiftNs = out->node.clock ? -out->node.clock->offsetNs : 0;
    for (const SourceCounters& c : out->counters)
        out->node.dropped += c.dropped;

    if (out->sessions.empty()) {
        // The trace tells nodes apart by the sessions that name them: give a node without one a
        // session spanning its events.
        SqliteStatement st(reader.database(), "SELECT min(timestamp), max(timestamp) FROM events");
        if (st.isValid() && st.step() == SQLITE_ROW) {
            out->firstNs = st.int64(0);
            out->lastNs = st.int64(1);
        }
    }
    return true;
}

class Merge
{
public:
    Merge(std::vector<Plan>& plans, MergeResult& result, bool indexes)
        : m_plans(plans)
        , m_result(result)
        , m_indexes(indexes)
    {
    }

    bool writeHeader(const std::string& path)
    {
        CaptureWriter writer;
        WriterOptions options;
        options.node = "merged";
        options.overwrite = true;
        std::string error;
        if (!writer.open(path, options, &error))
            return fail("cannot create " + path + ": " + error);
        std::set<std::int64_t> sampleTimes;
        std::map<std::uint64_t, CgroupInfo> cgroups;
        std::set<std::uint32_t> namedPids;
        std::int64_t sampleCollisions = 0;
        std::int64_t cgroupConflicts = 0;
        for (Plan& p : m_plans) {
            const std::int64_t shift = p.node.shiftNs;
            for (Session s : p.sessions) {
                s.id = 0;
                s.startedAt = shifted(s.startedAt, shift);
                s.stoppedAt = shifted(s.stoppedAt, shift);
                s.node = p.node.node;
                writer.addSession(s);
            }
            if (p.sessions.empty()) {
                Session s;
                s.startedAt = shifted(p.firstNs, shift);
                s.stoppedAt = shifted(p.lastNs, shift);
                s.node = p.node.node;
                s.flags = "merged";
                writer.addSession(s);
            }
            for (SystemSnapshot s : p.snapshots) {
                s.timestamp += shift;
                // system_snapshots holds one row per instant, whatever the node.
                if (!sampleTimes.insert(s.timestamp).second) {
                    ++sampleCollisions;
                    continue;
                }
                writer.addSystemSnapshot(s);
            }
            for (StoredChain c : p.chains) {
                const std::size_t colon = c.id.find(':');
                c.id = p.node.node + ":" + (colon == std::string::npos ? c.id : c.id.substr(colon + 1));
                c.detectedAt = shifted(c.detectedAt, shift);
                c.node = p.node.node;
                writer.addChain(c);
            }
            for (const CgroupInfo& c : p.cgroups) {
                const auto [it, inserted] = cgroups.emplace(c.cgroupId, c);
                if (inserted)
                    writer.addCgroup(c);
                else if (!(it->second == c))
                    ++cgroupConflicts;
            }
            for (ProcessName n : p.processNames) {
                if (!namedPids.insert(n.pid).second)
                    continue;
                n.seenAt = shifted(n.seenAt, shift);
                writer.addProcessName(n);
            }
        }
        if (!writer.finish(&error))
            return fail("cannot create " + path + ": " + error);
        if (sampleCollisions > 0)
            m_result.notes.push_back(std::to_string(sampleCollisions)
                                     + " system sample(s) of one node fell on the same instant as another node's and "
                                       "were left out (system_snapshots keeps one per instant)");
        if (cgroupConflicts > 0)
            m_result.notes.push_back(std::to_string(cgroupConflicts)
                                     + " cgroup id(s) named differently on two nodes: the first node's names are kept");
        return true;
    }

    bool copyAll(const std::string& path)
    {
        if (!m_db.openReadWriteWithUris(path, nullptr))
            return fail("cannot open " + path + ": " + m_db.lastError());
        // Nothing an input's schema defines (a view, a trigger) runs while it is read.
        if (!exec("PRAGMA trusted_schema = OFF") || !exec("PRAGMA journal_mode = MEMORY")
            || !exec("PRAGMA synchronous = OFF") || !exec("PRAGMA cache_size = -65536")
            || !exec(schema::dropEventIndexesDdl()) || !exec(schema::nodeTablesDdl()))
            return false;
        std::map<std::uint8_t, SourceCounters> totals;
        for (Plan& p : m_plans) {
            if (!copy(p))
                return false;
            for (const SourceCounters& c : p.counters) {
                SourceCounters& t = totals[c.source];
                t.source = c.source;
                t.seen += c.seen;
                t.stored += c.stored;
                t.dropped += c.dropped;
            }
        }
        if (!exec("BEGIN"))
            return false;
        SqliteStatement counters(m_db,
                                 "INSERT OR REPLACE INTO faultline_source_counters (source, seen, stored, dropped) "
                                 "VALUES (?1, ?2, ?3, ?4)");
        for (const auto& [source, c] : totals) {
            counters.bind(1, static_cast<std::int64_t>(source));
            counters.bind(2, c.seen);
            counters.bind(3, c.stored);
            counters.bind(4, c.dropped);
            if (!step(counters, "writing source counters"))
                return false;
        }
        if (!writeMeta())
            return false;
        SqliteStatement note(m_db, "INSERT OR REPLACE INTO schema_info (key, value) VALUES ('merge_note', ?1)");
        note.bind(1, kMergeNote);
        if (!step(note, "writing schema_info"))
            return false;
        if (!exec("COMMIT"))
            return false;
        if (m_indexes
            && (!exec(schema::eventIndexesDdl()) || (m_importTables && !exec(schema::importIndexesDdl()))
                || !exec("PRAGMA analysis_limit = 1000") || !exec("ANALYZE")))
            return false;
        m_db.close();
        return true;
    }

private:
    bool fail(std::string message)
    {
        if (m_result.error.empty())
            m_result.error = std::move(message);
        return false;
    }

    bool exec(std::string_view sql)
    {
        std::string error;
        if (m_db.exec(sql, &error))
            return true;
        return fail("merging: " + error);
    }

    bool step(SqliteStatement& st, std::string_view what)
    {
        if (!st.isValid())
            return fail(std::string(what) + ": " + st.prepareError());
        const int rc = st.step();
        st.reset();
        if (rc != SQLITE_DONE && rc != SQLITE_ROW)
            return fail(std::string(what) + ": " + m_db.lastError());
        return true;
    }

    std::vector<std::string> sourceColumns(const std::string& table)
    {
        std::vector<std::string> out;
        SqliteStatement st(m_db, "SELECT name FROM pragma_table_info(?1, 'src')");
        if (!st.isValid())
            return out;
        st.bind(1, std::string_view(table));
        while (st.step() == SQLITE_ROW)
            out.emplace_back(st.text(0));
        return out;
    }

    // Copies one input's events, stacks, aggregates, annotations and per-node tables.
    bool copy(Plan& p)
    {
        // A file nobody writes is opened immutable, so nothing (no -shm) appears beside it.
        SqliteStatement attach(m_db, "ATTACH ?1 AS src");
        attach.bind(1, std::string_view(SqliteDb::fileUri(p.node.path, p.live ? "?mode=ro" : "?mode=ro&immutable=1")));
        if (!step(attach, "opening " + p.node.path))
            return false;
        const bool ok = exec("BEGIN") && copyEvents(p) && copyRest(p) && exec("COMMIT");
        if (!ok)
            static_cast<void>(m_db.exec("ROLLBACK"));
        static_cast<void>(m_db.exec("DETACH src"));
        return ok;
    }

    bool copyEvents(Plan& p)
    {
        const std::vector<std::string> c = sourceColumns("events");
        // The sequence number after the input's own node prefix; an integer id (Ingero v0.8)
        // padded as the writer pads.
        std::string seq = "printf('%012d', rowid)";
        if (hasColumn(c, "id")) {
            seq = "CASE WHEN typeof(id) = 'integer' THEN printf('%012d', id) WHEN instr(id, ':') > 0 THEN substr(id, "
                  "instr(id, ':') + 1) ELSE id END";
        }
        const std::string sql = "INSERT INTO main.events (id, timestamp, pid, tid, source, op, duration, gpu_id, arg0, "
                                "arg1, ret_code, stack_hash, node, rank, local_rank, world_size, comm, stack_ips, "
                                "cgroup_id) SELECT ?1 || ':' || "
            + seq + ", timestamp + ?2, pid, tid, source, op, duration, " + columnOr(c, "gpu_id", "0") + ", "
            + columnOr(c, "arg0", "0") + ", " + columnOr(c, "arg1", "0") + ", " + columnOr(c, "ret_code", "0") + ", "
            + columnOr(c, "stack_hash", "0") + ", ?1, " + columnOr(c, "rank", "NULL") + ", "
            + columnOr(c, "local_rank", "NULL") + ", " + columnOr(c, "world_size", "NULL") + ", "
            + columnOr(c, "comm", "''") + ", '', " + columnOr(c, "cgroup_id", "0") + " FROM src.events";
        SqliteStatement st(m_db, sql);
        st.bind(1, std::string_view(p.node.node));
        st.bind(2, p.node.shiftNs);
        if (!step(st, "copying the events of " + p.node.path))
            return false;
        p.node.events = sqlite3_changes64(m_db.handle());
        m_result.events += p.node.events;
        return true;
    }

    bool copyRest(Plan& p)
    {
        const std::int64_t shift = p.node.shiftNs;
        // Stacks are content-hashed: the same hash on two nodes is the same stack.
        if (const auto c = sourceColumns("stack_traces"); hasColumn(c, "hash")) {
            SqliteStatement st(m_db,
                               "INSERT OR IGNORE INTO main.stack_traces (hash, ips, frames) SELECT hash, "
                                   + columnOr(c, "ips", "''") + ", " + columnOr(c, "frames", "''")
                                   + " FROM src.stack_traces");
            if (!step(st, "copying the stacks of " + p.node.path))
                return false;
        }
        for (const auto& [table, width] :
             {std::pair<std::string, std::int64_t>{"event_aggregates", kMinuteNs},
              std::pair<std::string, std::int64_t>{"event_aggregates_5s", kFiveSecondsNs}}) {
            const auto c = sourceColumns(table);
            if (!hasColumn(c, "bucket") || !hasColumn(c, "count"))
                continue;
            // Buckets move with the clock correction, to the bucket the shifted start falls in.
            const std::string sql = "INSERT INTO main." + table
                + " (bucket, source, op, pid, count, stored, sum_dur, min_dur, max_dur, sum_arg0) SELECT ((bucket + "
                  "?1) / "
                + std::to_string(width) + ") * " + std::to_string(width) + ", source, op, " + columnOr(c, "pid", "0")
                + ", count, " + columnOr(c, "stored", "0") + ", " + columnOr(c, "sum_dur", "0") + ", "
                + columnOr(c, "min_dur", "0") + ", " + columnOr(c, "max_dur", "0") + ", " + columnOr(c, "sum_arg0", "0")
                + " FROM src." + table
                + " WHERE true ON CONFLICT (bucket, source, op, pid) DO UPDATE SET count = count + excluded.count, "
                  "stored = stored + excluded.stored, sum_dur = sum_dur + excluded.sum_dur, min_dur = MIN(min_dur, "
                  "excluded.min_dur), max_dur = MAX(max_dur, excluded.max_dur), sum_arg0 = sum_arg0 + "
                  "excluded.sum_arg0";
            SqliteStatement st(m_db, sql);
            st.bind(1, shift);
            if (!step(st, "copying the aggregates of " + p.node.path))
                return false;
        }
        if (const auto c = sourceColumns("annotations"); hasColumn(c, "timestamp") && hasColumn(c, "labels")) {
            SqliteStatement st(
                m_db,
                "INSERT INTO main.annotations (timestamp, labels, pid, start_time, span_start, span_end, "
                "peer_uid, peer_gid, peer_pid) SELECT timestamp + ?1, labels, "
                    + columnOr(c, "pid", "0") + ", " + columnOr(c, "start_time", "0") + ", " + "CASE WHEN "
                    + columnOr(c, "span_start", "0") + " = 0 THEN 0 ELSE " + columnOr(c, "span_start", "0")
                    + " + ?1 END, CASE WHEN " + columnOr(c, "span_end", "0") + " = 0 THEN 0 ELSE "
                    + columnOr(c, "span_end", "0") + " + ?1 END, " + columnOr(c, "peer_uid", "0") + ", "
                    + columnOr(c, "peer_gid", "0") + ", " + columnOr(c, "peer_pid", "0") + " FROM src.annotations");
            st.bind(1, shift);
            if (!step(st, "copying the annotations of " + p.node.path))
                return false;
        }

        if (!copyImportTables(p))
            return false;

        SqliteStatement threads(m_db,
                                "INSERT OR REPLACE INTO faultline_node_threads (node, tid, tgid, name, first_seen, "
                                "last_seen) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
        for (const ThreadInfo& t : p.threads) {
            threads.bind(1, std::string_view(p.node.node));
            threads.bind(2, static_cast<std::int64_t>(t.tid));
            threads.bind(3, static_cast<std::int64_t>(t.tgid));
            threads.bind(4, std::string_view(t.name));
            threads.bind(5, shifted(t.firstSeen, shift));
            threads.bind(6, shifted(t.lastSeen, shift));
            if (!step(threads, "writing threads"))
                return false;
        }
        SqliteStatement names(m_db,
                              "INSERT OR REPLACE INTO faultline_node_process_names (node, pid, name, seen_at) "
                              "VALUES (?1, ?2, ?3, ?4)");
        for (const ProcessName& n : p.processNames) {
            names.bind(1, std::string_view(p.node.node));
            names.bind(2, static_cast<std::int64_t>(n.pid));
            names.bind(3, std::string_view(n.name));
            names.bind(4, shifted(n.seenAt, shift));
            if (!step(names, "writing process names"))
                return false;
        }
        SqliteStatement counters(m_db,
                                 "INSERT OR REPLACE INTO faultline_node_counters (node, source, seen, stored, dropped) "
                                 "VALUES (?1, ?2, ?3, ?4, ?5)");
        for (const SourceCounters& c : p.counters) {
            counters.bind(1, std::string_view(p.node.node));
            counters.bind(2, static_cast<std::int64_t>(c.source));
            counters.bind(3, c.seen);
            counters.bind(4, c.stored);
            counters.bind(5, c.dropped);
            if (!step(counters, "writing counters"))
                return false;
        }
        return true;
    }

    // Imported captures' GPU activity and call names (issue 26): times shifted like the events',
    // event ids renamed like theirs ("{node}:{seq}"). Each GPU row names its node: work whose launch
    // the trace does not link (flows Kineto left out) would belong to no node otherwise.
    bool copyImportTables(Plan& p)
    {
        const auto gpu = sourceColumns(std::string(schema::kGpuActivityTable));
        const auto names = sourceColumns(std::string(schema::kCallNamesTable));
        const auto ranges = sourceColumns(std::string(schema::kCpuRangesTable));
        const auto rangeNames = sourceColumns(std::string(schema::kRangeNamesTable));
        const auto collectives = sourceColumns("faultline_collectives");
        if (gpu.empty() && names.empty() && ranges.empty() && collectives.empty())
            return true;
        if (!m_importTables) {
            if (!exec(schema::importDdl()))
                return false;
            m_importTables = true;
        }
        const auto renamed = [](const std::string& column) {
            return "CASE WHEN " + column + " = '' THEN '' ELSE ?1 || ':' || substr(" + column + ", instr(" + column
                + ", ':') + 1) END";
        };
        if (hasColumn(gpu, "start_ns") && hasColumn(gpu, "end_ns")) {
            // The source's view (or, imported before the names table, its table) into the tables
            // behind this capture's view: each name once, the rows naming it by id.
            const std::string name = hasColumn(gpu, "name") ? "coalesce(g.name, '')" : "''";
            SqliteStatement kernelNames(m_db,
                                        "INSERT OR IGNORE INTO main.faultline_gpu_names (name) SELECT DISTINCT " + name
                                            + " FROM src.faultline_gpu_activity g");
            if (!step(kernelNames, "copying the GPU kernel names of " + p.node.path))
                return false;
            SqliteStatement st(
                m_db,
                "INSERT INTO main.faultline_gpu_work (device, stream, kind, name_id, start_ns, end_ns, bytes, "
                "copy_kind, host_memory, correlation, launch_event, pid, node) SELECT "
                    + columnOr(gpu, "device", "0") + ", " + columnOr(gpu, "stream", "0") + ", "
                    + columnOr(gpu, "kind", "0") + ", (SELECT n.id FROM main.faultline_gpu_names n WHERE n.name = "
                    + name + "), start_ns + ?2, end_ns + ?2, " + columnOr(gpu, "bytes", "0") + ", "
                    + columnOr(gpu, "copy_kind", "0") + ", " + columnOr(gpu, "host_memory", "0") + ", "
                    + columnOr(gpu, "correlation", "-1") + ", " + renamed(columnOr(gpu, "launch_event", "''")) + ", "
                    + columnOr(gpu, "pid", "0") + ", ?1 FROM src.faultline_gpu_activity g");
            st.bind(1, std::string_view(p.node.node));
            st.bind(2, p.node.shiftNs);
            if (!step(st, "copying the GPU activity of " + p.node.path))
                return false;
        }
        if (hasColumn(names, "event_id") && hasColumn(names, "name")) {
            SqliteStatement st(m_db,
                               "INSERT OR REPLACE INTO main.faultline_call_names (event_id, name, correlation) "
                               "SELECT "
                                   + renamed("event_id") + ", name, " + columnOr(names, "correlation", "-1")
                                   + " FROM src.faultline_call_names");
            st.bind(1, std::string_view(p.node.node));
            if (!step(st, "copying the call names of " + p.node.path))
                return false;
        }
        // CPU ranges: the blobs hold times relative to base_ns and names by id, so each chunk is
        // copied as it is, its base shifted and its names kept under the node's name.
        if (hasColumn(ranges, "ranges") && hasColumn(ranges, "base_ns") && hasColumn(rangeNames, "name")) {
            SqliteStatement st(m_db,
                               "INSERT INTO main.faultline_cpu_ranges (node, pid, tid, base_ns, end_ns, count, ranges) "
                               "SELECT ?1, pid, tid, base_ns + ?2, end_ns + ?2, count, ranges "
                               "FROM src.faultline_cpu_ranges");
            st.bind(1, std::string_view(p.node.node));
            st.bind(2, p.node.shiftNs);
            SqliteStatement rn(m_db,
                               "INSERT OR REPLACE INTO main.faultline_range_names (node, id, name) "
                               "SELECT ?1, id, name FROM src.faultline_range_names");
            rn.bind(1, std::string_view(p.node.node));
            if (!step(st, "copying the CPU ranges of " + p.node.path)
                || !step(rn, "copying the range names of " + p.node.path))
                return false;
        }
        if (hasColumn(collectives, "start_ns") && hasColumn(collectives, "pg_name")) {
            SqliteStatement st(m_db,
                               "INSERT INTO main.faultline_collectives (node, device, stream, start_ns, end_ns, "
                               "collective, pg_name, pg_desc, pg_ranks, group_size, in_nelems, out_nelems, dtype) "
                               "SELECT ?1, device, stream, start_ns + ?2, end_ns + ?2, collective, pg_name, pg_desc, "
                               "pg_ranks, group_size, in_nelems, out_nelems, dtype FROM src.faultline_collectives");
            st.bind(1, std::string_view(p.node.node));
            st.bind(2, p.node.shiftNs);
            if (!step(st, "copying the collectives of " + p.node.path))
                return false;
        }
        return true;
    }

    bool writeMeta()
    {
        SqliteStatement meta(m_db, "INSERT OR REPLACE INTO faultline_capture_meta (key, value) VALUES (?1, ?2)");
        auto put = [&](const std::string& key, const std::string& value) {
            meta.bind(1, std::string_view(key));
            meta.bind(2, std::string_view(value));
            return step(meta, "writing capture metadata");
        };
        std::vector<std::string> names;
        for (const Plan& p : m_plans)
            names.push_back(p.node.node);
        if (!put("merge.nodes", json::quotedArray(names)))
            return false;
        for (const Plan& p : m_plans) {
            const std::string prefix = "node." + p.node.node + ".";
            // The input's own metadata first, so that what the merge measured wins.
            for (const MetaEntry& e : p.meta) {
                if (!put(prefix + e.key, e.value))
                    return false;
            }
            if (!put(prefix + "source_file", p.node.path) || !put(prefix + "events", std::to_string(p.node.events))
                || !put(prefix + "shift_ns", std::to_string(p.node.shiftNs)))
                return false;
            if (p.node.clock
                && (!put(prefix + "clock_offset_ns", std::to_string(p.node.clock->offsetNs))
                    || !put(prefix + "clock_uncertainty_ns", std::to_string(p.node.clock->uncertaintyNs))))
                return false;
        }
        return true;
    }

    std::vector<Plan>& m_plans;
    MergeResult& m_result;
    bool m_indexes = true;
    bool m_importTables = false; // the output has the import tables
    SqliteDb m_db;
};

void removeFileSet(const std::string& path)
{
    std::error_code ec;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        fs::remove(path + suffix, ec);
}

} // namespace

MergeResult CaptureMerger::merge(const std::vector<MergeInput>& inputs, const std::string& output,
                                 const MergeOptions& options)
{
    MergeResult result;
    auto refuse = [&](std::string message) {
        result.error = std::move(message);
        return result;
    };
    if (inputs.empty())
        return refuse("no captures to merge");
    if (output.empty())
        return refuse("no output path given");
    std::error_code ec;
    if (fs::exists(output, ec)) {
        if (!options.overwrite)
            return refuse("refusing to overwrite existing file " + output);
        if (fs::is_directory(output, ec))
            return refuse(output + " is a directory");
    }
    for (const MergeInput& input : inputs) {
        if (fs::exists(output, ec) && fs::equivalent(input.path, output, ec))
            return refuse("the merged capture would replace its input " + input.path);
    }

    std::vector<Plan> plans(inputs.size());
    std::set<std::string> taken;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        std::string error;
        if (!plan(inputs[i], &plans[i], &error))
            return refuse(error);
        // Two inputs of the same name (two replays of one node, a host attached twice) stay apart.
        std::string name = plans[i].node.node;
        for (int n = 2; taken.count(name); ++n)
            name = plans[i].node.node + "#" + std::to_string(n);
        taken.insert(name);
        plans[i].node.node = name;
    }

    const std::string temporary = output + ".merging";
    removeFileSet(temporary);
    Merge merge(plans, result, options.indexes);
    if (!merge.writeHeader(temporary) || !merge.copyAll(temporary)) {
        removeFileSet(temporary);
        result.events = 0;
        return result;
    }
    // The rename replaces an earlier output at once (a reader of it keeps the old file); a journal
    // left beside it would belong to that file.
    for (const char* suffix : {"-wal", "-shm", "-journal"})
        fs::remove(output + suffix, ec);
    fs::rename(temporary, output, ec);
    if (ec) {
        removeFileSet(temporary);
        return refuse("cannot move the merged capture to " + output + ": " + ec.message());
    }
    for (Plan& p : plans)
        result.nodes.push_back(std::move(p.node));
    result.ok = true;
    return result;
}

} // namespace faultline::capture
