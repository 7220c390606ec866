#include "CaptureReader.h"

#include "CaptureSchema.h"
#include "Json.h"
#include "StackCodec.h"
#include "Strings.h"
#include "UiText.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sys/stat.h>

namespace faultline::capture {

namespace {

// A sentence for people, in the user's language (text::uiText); lupdate finds the sources at
// the call sites, marked QT_TRANSLATE_NOOP("CaptureReader", ...).
std::string ui(const char* source, std::initializer_list<std::string_view> args)
{
    return text::uiText("CaptureReader", source, args);
}

constexpr char kSqliteMagic[] = "SQLite format 3";

bool isCorruption(int rc)
{
    const int primary = rc & 0xFF;
    return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB || primary == SQLITE_IOERR || primary == SQLITE_FORMAT;
}

bool contains(const std::vector<std::string>& columns, std::string_view name)
{
    return std::find(columns.begin(), columns.end(), name) != columns.end();
}

// "col" when the table has it, else a constant of the right type, so SELECTs stay by name.
std::string columnOr(const std::vector<std::string>& columns, const char* name, const char* fallback)
{
    return contains(columns, name) ? std::string("\"") + name + '"' : std::string(fallback);
}

std::uint32_t toU32(std::int64_t v)
{
    return static_cast<std::uint32_t>(v);
}

} // namespace

const char* layoutName(Layout layout)
{
    switch (layout) {
    case Layout::Ingero08: return "ingero-0.8";
    case Layout::Ingero09: return "ingero-0.9";
    case Layout::Ingero010: return "ingero-0.10";
    }
    return "unknown";
}

void CaptureReader::problem(const std::string& table, const std::string& message)
{
    // One entry per table and message: a corrupt table must not flood the list.
    for (const ReadProblem& p : m_problems) {
        if (p.table == table && p.message == message)
            return;
    }
    m_problems.push_back({table, message});
}

std::vector<std::string> CaptureReader::columns(const std::string& table) const
{
    std::vector<std::string> out;
    SqliteStatement st(m_db, "SELECT name FROM pragma_table_info(?1)");
    if (!st.isValid())
        return out;
    st.bind(1, table);
    while (st.step() == SQLITE_ROW)
        out.emplace_back(st.text(0));
    return out;
}

std::uint32_t CaptureReader::internColumn(sqlite3_stmt* stmt, int column, std::vector<std::string>& table,
                                          std::unordered_map<std::string, std::uint32_t>& index, std::uint32_t& last)
{
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt, column));
    const int n = sqlite3_column_bytes(stmt, column);
    if (!p || n <= 0)
        return 0;
    const std::string_view value(p, static_cast<std::size_t>(n));
    if (last != 0 && table[last] == value)
        return last;
    last = intern(table, index, value);
    return last;
}

std::uint32_t CaptureReader::intern(std::vector<std::string>& table,
                                    std::unordered_map<std::string, std::uint32_t>& index, std::string_view value)
{
    if (value.empty())
        return 0;
    const std::string key(value);
    const auto it = index.find(key);
    if (it != index.end())
        return it->second;
    const auto id = static_cast<std::uint32_t>(table.size());
    table.push_back(key);
    index.emplace(key, id);
    return id;
}

bool CaptureReader::open(const std::string& path, std::string* error)
{
    std::string truncationNote;
    auto fail = [&](const std::string& message) {
        if (error)
            *error = message + truncationNote;
        m_db.close();
        return false;
    };

    m_info = CaptureInfo();
    m_info.path = path;
    m_problems.clear();

    std::ifstream in(path, std::ios::binary);
    if (!in)
        //: %1 is a file path, %2 why it could not be opened
        return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "cannot open %1: %2"), {path, std::strerror(errno)}));
    char header[100] = {};
    in.read(header, sizeof header);
    const auto headerBytes = in.gcount();
    if (headerBytes < 16 || std::memcmp(header, kSqliteMagic, sizeof kSqliteMagic) != 0)
        return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "%1 is not an SQLite database (no SQLite header)"), {path}));
    if (headerBytes < 100)
        return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "%1 is truncated: the SQLite header is incomplete"), {path}));

    // Header: page size at 16 (big-endian, 1 = 65536), page count at 28.
    const auto byte = [&](int i) { return static_cast<std::uint32_t>(static_cast<unsigned char>(header[i])); };
    std::uint32_t pageSize = (byte(16) << 8) | byte(17);
    if (pageSize == 1)
        pageSize = 65536;
    const std::uint32_t headerPages = (byte(28) << 24) | (byte(29) << 16) | (byte(30) << 8) | byte(31);
    in.seekg(0, std::ios::end);
    const auto fileBytes = static_cast<std::uint64_t>(in.tellg());
    const std::uint64_t filePages = pageSize >= 512 ? fileBytes / pageSize : 0;
    const bool truncated = pageSize >= 512 && headerPages > filePages;
    if (truncated) {
        //: Appended to an error (mind the leading "; "); %1 and %2 are page counts
        truncationNote = ui(
            QT_TRANSLATE_NOOP("CaptureReader",
                              "; the file is truncated: it holds %1 of the %2 pages its header announces"),
            {std::to_string(filePages), std::to_string(headerPages)});
    }

    // A capture nobody is writing (no -wal or -journal beside it) is opened immutable: SQLite
    // then creates no -wal/-shm next to it, even for a WAL-mode file. A live capture keeps
    // mode=ro so that it sees the writer's WAL.
    std::string openError;
    if (!m_db.openCapture(path, &openError))
        return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "cannot open %1: %2"), {path, openError}));
    if (truncated) {
        // SQLite refuses a file shorter than its header says unless the schema is "writable";
        // the connection stays read-only and query-only, so this only lets us read what is there.
        (void)m_db.exec("PRAGMA writable_schema = ON");
        problem(
            "file",
            ui(QT_TRANSLATE_NOOP(
                   "CaptureReader",
                   "the file is truncated: it holds %1 of the %2 pages its header announces; what is there is shown"),
               {std::to_string(filePages), std::to_string(headerPages)}));
    }

    SqliteStatement versionQuery(m_db, "PRAGMA user_version");
    if (!versionQuery.isValid()) {
        const int rc = m_db.lastErrorCode();
        if ((rc & 0xFF) == SQLITE_NOTADB)
            return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "%1 is not an SQLite database"), {path}));
        return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "cannot read %1: %2"), {path, versionQuery.prepareError()}));
    }
    const int rc = versionQuery.step();
    if (rc != SQLITE_ROW) {
        if ((rc & 0xFF) == SQLITE_NOTADB)
            return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "%1 is not an SQLite database"), {path}));
        return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "cannot read %1: %2"), {path, m_db.lastError()}));
    }
    m_info.userVersion = static_cast<int>(versionQuery.int64(0));
    if (m_info.userVersion > schema::kMaxKnownUserVersion) {
        //: %2 and %3 are schema version numbers
        return fail(ui(QT_TRANSLATE_NOOP("CaptureReader",
                                         "%1 was written by a newer capture format (user_version %2; this Faultline "
                                         "reads up to %3). Update Faultline to open it."),
                       {path, std::to_string(m_info.userVersion), std::to_string(schema::kMaxKnownUserVersion)}));
    }

    SqliteStatement tables(m_db, "SELECT name FROM sqlite_master WHERE type = 'table'");
    if (!tables.isValid())
        return fail(
            ui(QT_TRANSLATE_NOOP("CaptureReader", "cannot read the schema of %1: %2"), {path, tables.prepareError()}));
    std::vector<std::string> tableNames;
    int trc = SQLITE_OK;
    while ((trc = tables.step()) == SQLITE_ROW)
        tableNames.emplace_back(tables.text(0));
    if (trc != SQLITE_DONE) {
        if ((trc & 0xFF) == SQLITE_NOTADB)
            return fail(ui(QT_TRANSLATE_NOOP("CaptureReader", "%1 is not an SQLite database"), {path}));
        return fail(
            ui(QT_TRANSLATE_NOOP("CaptureReader", "the schema of %1 is unreadable (%2)"), {path, m_db.lastError()}));
    }
    auto hasTable = [&](std::string_view name) { return contains(tableNames, name); };
    if (!hasTable("events")) {
        return fail(ui(QT_TRANSLATE_NOOP("CaptureReader",
                                         "%1 is an SQLite database but not a capture: it has no `events` "
                                         "table (expected an Ingero or Faultline trace database)"),
                       {path}));
    }

    const std::vector<std::string> eventColumns = columns("events");
    for (const char* required : {"timestamp", "pid", "tid", "source", "op", "duration"}) {
        if (!contains(eventColumns, required)) {
            //: %2 is a column name
            return fail(ui(QT_TRANSLATE_NOOP("CaptureReader",
                                             "%1 is not a capture Faultline understands: `events` has no `%2` column"),
                           {path, required}));
        }
    }

    {
        SqliteStatement idType(m_db, "SELECT type FROM pragma_table_info('events') WHERE name = 'id'");
        if (idType.isValid() && idType.step() == SQLITE_ROW) {
            m_info.textIds = text::containsNoCase(idType.text(0), "TEXT");
        }
    }
    m_info.hasComm = contains(eventColumns, "comm");
    m_info.hasNode = contains(eventColumns, "node");
    m_info.hasCgroupId = contains(eventColumns, "cgroup_id");
    m_info.hasStackHash = contains(eventColumns, "stack_hash");
    m_info.hasStackIps = contains(eventColumns, "stack_ips");
    m_info.hasAggregates = hasTable("event_aggregates");
    m_info.hasAggregates5s = hasTable("event_aggregates_5s");
    m_info.hasAnnotations = hasTable("annotations");
    m_info.hasChains = hasTable("causal_chains");
    m_info.isFaultline = hasTable(schema::kMetaTable) || hasTable(schema::kThreadsTable);

    if (m_info.hasComm)
        m_info.layout = Layout::Ingero010;
    else if (m_info.hasNode || m_info.textIds)
        m_info.layout = Layout::Ingero09;
    else
        m_info.layout = Layout::Ingero08;

    if (hasTable("schema_info"))
        m_info.schemaVersion = m_db.queryText("SELECT value FROM schema_info WHERE key = 'version'");

    {
        SqliteStatement st(m_db, "SELECT max(rowid) FROM events");
        const int src = st.step();
        if (src == SQLITE_ROW)
            m_info.maxRowId = st.int64(0);
        else if (src != SQLITE_DONE)
            problem("events",
                    ui(QT_TRANSLATE_NOOP("CaptureReader", "cannot find the extent of the events table: %1"),
                       {m_db.lastError()}));
    }

    if (m_info.hasAggregates) {
        SqliteStatement st(m_db, "SELECT coalesce(sum(count), 0), coalesce(sum(stored), 0) FROM event_aggregates");
        const int src = st.step();
        if (src == SQLITE_ROW) {
            m_info.aggregateCount = st.int64(0);
            m_info.aggregateStored = st.int64(1);
        } else if (src != SQLITE_DONE) {
            problem("event_aggregates", ui(QT_TRANSLATE_NOOP("CaptureReader", "unreadable: %1"), {m_db.lastError()}));
        }
    }
    return true;
}

std::vector<ProcessName> CaptureReader::processNames()
{
    std::vector<ProcessName> out;
    if (!m_db.tableExists("process_names"))
        return out;
    const auto cols = columns("process_names");
    SqliteStatement st(m_db,
                       "SELECT pid, name, " + columnOr(cols, "seen_at", "0") + " FROM process_names ORDER BY pid");
    if (!st.isValid()) {
        problem("process_names", st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({toU32(st.int64(0)), std::string(st.text(1)), st.int64(2)});
    if (rc != SQLITE_DONE)
        problem("process_names", ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<ThreadInfo> CaptureReader::threads()
{
    std::vector<ThreadInfo> out;
    if (!m_db.tableExists(schema::kThreadsTable))
        return out;
    SqliteStatement st(m_db, "SELECT tid, tgid, name, first_seen, last_seen FROM faultline_threads ORDER BY tid");
    if (!st.isValid()) {
        problem(std::string(schema::kThreadsTable), st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({toU32(st.int64(0)), toU32(st.int64(1)), std::string(st.text(2)), st.int64(3), st.int64(4)});
    if (rc != SQLITE_DONE)
        problem(std::string(schema::kThreadsTable),
                ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<Session> CaptureReader::sessions()
{
    std::vector<Session> out;
    if (!m_db.tableExists("sessions"))
        return out;
    const auto c = columns("sessions");
    const std::string sql = "SELECT " + columnOr(c, "id", "0") + ", " + columnOr(c, "started_at", "0") + ", "
        + columnOr(c, "stopped_at", "0") + ", " + columnOr(c, "gpu_model", "''") + ", "
        + columnOr(c, "gpu_driver", "''") + ", " + columnOr(c, "cpu_model", "''") + ", " + columnOr(c, "cpu_cores", "0")
        + ", " + columnOr(c, "mem_total", "0") + ", " + columnOr(c, "kernel", "''") + ", "
        + columnOr(c, "os_release", "''") + ", " + columnOr(c, "cuda_ver", "''") + ", "
        + columnOr(c, "python_ver", "''") + ", " + columnOr(c, "ingero_ver", "''") + ", "
        + columnOr(c, "pid_filter", "''") + ", " + columnOr(c, "flags", "''") + ", " + columnOr(c, "node", "''") + ", "
        + columnOr(c, "rank", "NULL") + ", " + columnOr(c, "local_rank", "NULL") + ", "
        + columnOr(c, "world_size", "NULL") + " FROM sessions ORDER BY started_at, rowid";
    SqliteStatement st(m_db, sql);
    if (!st.isValid()) {
        problem("sessions", st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW) {
        Session s;
        s.id = st.int64(0);
        s.startedAt = st.int64(1);
        s.stoppedAt = st.int64(2);
        s.gpuModel = st.text(3);
        s.gpuDriver = st.text(4);
        s.cpuModel = st.text(5);
        s.cpuCores = st.int64(6);
        s.memTotalMb = st.int64(7);
        s.kernel = st.text(8);
        s.osRelease = st.text(9);
        s.cudaVersion = st.text(10);
        s.pythonVersion = st.text(11);
        s.ingeroVersion = st.text(12);
        s.pidFilter = st.text(13);
        s.flags = st.text(14);
        s.node = st.text(15);
        // NULL, or a value no job has, is unknown.
        const auto rank = [&st](int column, std::int64_t least) {
            const std::int64_t v = st.isNull(column) ? -1 : st.int64(column);
            return v >= least && v <= 1'000'000 ? static_cast<std::int32_t>(v) : -1;
        };
        s.job.rank = rank(16, 0);
        s.job.localRank = rank(17, 0);
        s.job.worldSize = rank(18, 1);
        out.push_back(std::move(s));
    }
    if (rc != SQLITE_DONE)
        problem("sessions", ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<SystemSnapshot> CaptureReader::systemSnapshots()
{
    std::vector<SystemSnapshot> out;
    if (!m_db.tableExists("system_snapshots"))
        return out;
    const auto c = columns("system_snapshots");
    SqliteStatement st(m_db,
                       "SELECT timestamp, " + columnOr(c, "cpu_pct", "0") + ", " + columnOr(c, "mem_pct", "0") + ", "
                           + columnOr(c, "mem_avail", "0") + ", " + columnOr(c, "swap_mb", "0") + ", "
                           + columnOr(c, "load_avg", "0") + " FROM system_snapshots ORDER BY timestamp");
    if (!st.isValid()) {
        problem("system_snapshots", st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({st.int64(0), st.real(1), st.real(2), st.int64(3), st.int64(4), st.real(5)});
    if (rc != SQLITE_DONE)
        problem("system_snapshots", ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<Aggregate> CaptureReader::aggregates(bool fiveSecond)
{
    std::vector<Aggregate> out;
    const std::string table = fiveSecond ? "event_aggregates_5s" : "event_aggregates";
    if (!m_db.tableExists(table))
        return out;
    const auto c = columns(table);
    SqliteStatement st(m_db,
                       "SELECT bucket, source, op, " + columnOr(c, "pid", "0") + ", " + columnOr(c, "count", "0") + ", "
                           + columnOr(c, "stored", "0") + ", " + columnOr(c, "sum_dur", "0") + ", "
                           + columnOr(c, "min_dur", "0") + ", " + columnOr(c, "max_dur", "0") + ", "
                           + columnOr(c, "sum_arg0", "0") + " FROM " + table + " ORDER BY bucket, source, op, pid");
    if (!st.isValid()) {
        problem(table, st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW) {
        Aggregate a;
        a.bucket = st.int64(0);
        a.source = static_cast<std::uint8_t>(st.int64(1));
        a.op = static_cast<std::uint8_t>(st.int64(2));
        a.pid = toU32(st.int64(3));
        a.count = st.int64(4);
        a.stored = st.int64(5);
        a.sumDuration = st.int64(6);
        a.minDuration = st.int64(7);
        a.maxDuration = st.int64(8);
        a.sumArg0 = st.int64(9);
        out.push_back(a);
    }
    if (rc != SQLITE_DONE)
        problem(table, ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<CgroupInfo> CaptureReader::cgroups()
{
    std::vector<CgroupInfo> out;
    if (!m_db.tableExists("cgroup_metadata"))
        return out;
    const auto c = columns("cgroup_metadata");
    SqliteStatement st(m_db,
                       "SELECT cgroup_id, " + columnOr(c, "container_id", "''") + ", "
                           + columnOr(c, "cgroup_path", "''") + ", " + columnOr(c, "pod_name", "''") + ", "
                           + columnOr(c, "namespace", "''") + " FROM cgroup_metadata ORDER BY cgroup_id");
    if (!st.isValid()) {
        problem("cgroup_metadata", st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW) {
        out.push_back({static_cast<std::uint64_t>(st.int64(0)), std::string(st.text(1)), std::string(st.text(2)),
                       std::string(st.text(3)), std::string(st.text(4))});
    }
    if (rc != SQLITE_DONE)
        problem("cgroup_metadata", ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<StoredChain> CaptureReader::chains()
{
    std::vector<StoredChain> out;
    if (!m_info.hasChains)
        return out;
    const auto c = columns("causal_chains");
    const std::string sql = "SELECT " + columnOr(c, "id", "''") + ", " + columnOr(c, "detected_at", "0") + ", "
        + columnOr(c, "severity", "''") + ", " + columnOr(c, "summary", "''") + ", " + columnOr(c, "root_cause", "''")
        + ", " + columnOr(c, "explanation", "''") + ", " + columnOr(c, "recommendations", "''") + ", "
        + columnOr(c, "cuda_op", "''") + ", " + columnOr(c, "cuda_p99_us", "0") + ", " + columnOr(c, "cuda_p50_us", "0")
        + ", " + columnOr(c, "tail_ratio", "0") + ", " + columnOr(c, "timeline", "''") + ", "
        + columnOr(c, "node", "''") + " FROM causal_chains ORDER BY detected_at, rowid";
    SqliteStatement st(m_db, sql);
    if (!st.isValid()) {
        problem("causal_chains", st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW) {
        StoredChain ch;
        ch.id = st.text(0);
        ch.detectedAt = st.int64(1);
        ch.severity = st.text(2);
        ch.summary = st.text(3);
        ch.rootCause = st.text(4);
        ch.explanation = st.text(5);
        const std::string_view recs = st.text(6);
        if (!recs.empty()) {
            const json::ParseResult parsed = json::parse(recs);
            if (parsed.ok && parsed.value.isArray()) {
                for (const json::Value& v : parsed.value.array()) {
                    if (v.isString())
                        ch.recommendations.push_back(v.string());
                }
            } else {
                problem(
                    "causal_chains",
                    ui(QT_TRANSLATE_NOOP("CaptureReader", "chain %1: recommendations are not a JSON array of strings"),
                       {ch.id}));
            }
        }
        ch.cudaOp = st.text(7);
        ch.cudaP99Us = st.int64(8);
        ch.cudaP50Us = st.int64(9);
        ch.tailRatio = st.real(10);
        const std::string_view timeline = st.text(11);
        if (!timeline.empty()) {
            const json::ParseResult parsed = json::parse(timeline);
            if (parsed.ok && parsed.value.isArray()) {
                for (const json::Value& v : parsed.value.array()) {
                    if (!v.isObject())
                        continue;
                    ChainTimelineEntry e;
                    if (const json::Value* x = v.find("layer"); x && x->isString())
                        e.layer = x->string();
                    if (const json::Value* x = v.find("op"); x && x->isString())
                        e.op = x->string();
                    if (const json::Value* x = v.find("detail"); x && x->isString())
                        e.detail = x->string();
                    if (const json::Value* x = v.find("dur_us"))
                        e.durationUs = x->toInt(0);
                    ch.timeline.push_back(std::move(e));
                }
            } else {
                problem("causal_chains",
                        ui(QT_TRANSLATE_NOOP("CaptureReader", "chain %1: timeline is not a JSON array"), {ch.id}));
            }
        }
        ch.node = st.text(12);
        out.push_back(std::move(ch));
    }
    if (rc != SQLITE_DONE)
        problem("causal_chains", ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<StoredAnnotation> CaptureReader::annotations()
{
    std::vector<StoredAnnotation> out;
    if (!m_info.hasAnnotations)
        return out;
    const auto c = columns("annotations");
    const std::string sql = "SELECT " + columnOr(c, "id", "rowid") + ", " + columnOr(c, "timestamp", "0") + ", "
        + columnOr(c, "labels", "''") + ", " + columnOr(c, "pid", "0") + ", " + columnOr(c, "start_time", "0") + ", "
        + columnOr(c, "span_start", "0") + ", " + columnOr(c, "span_end", "0") + ", " + columnOr(c, "peer_uid", "0")
        + ", " + columnOr(c, "peer_gid", "0") + ", " + columnOr(c, "peer_pid", "0")
        + " FROM annotations ORDER BY timestamp, rowid";
    SqliteStatement st(m_db, sql);
    if (!st.isValid()) {
        problem("annotations", st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW) {
        StoredAnnotation a;
        a.id = st.int64(0);
        a.timestamp = st.int64(1);
        const std::string_view labels = st.text(2);
        if (!labels.empty()) {
            const json::ParseResult parsed = json::parse(labels);
            if (parsed.ok && parsed.value.isObject()) {
                for (const auto& [key, value] : parsed.value.object()) {
                    if (value.isString()) {
                        a.labels.emplace_back(key, value.string());
                    } else if (value.isNumber()) {
                        a.labels.emplace_back(key, std::to_string(value.toInt()));
                    } else if (value.type() == json::Type::Bool) {
                        a.labels.emplace_back(key, value.boolean() ? "true" : "false");
                    }
                }
            } else {
                problem("annotations",
                        ui(QT_TRANSLATE_NOOP("CaptureReader", "annotation %1: labels are not a JSON object"),
                           {std::to_string(a.id)}));
            }
        }
        a.pid = static_cast<std::uint32_t>(st.int64(3));
        a.startTime = st.int64(4);
        a.spanStart = st.int64(5);
        a.spanEnd = st.int64(6);
        a.peerUid = static_cast<std::uint32_t>(st.int64(7));
        a.peerGid = static_cast<std::uint32_t>(st.int64(8));
        a.peerPid = static_cast<std::uint32_t>(st.int64(9));
        out.push_back(std::move(a));
    }
    if (rc != SQLITE_DONE)
        problem("annotations", ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<MetaEntry> CaptureReader::meta()
{
    std::vector<MetaEntry> out;
    if (!m_db.tableExists(schema::kMetaTable))
        return out;
    SqliteStatement st(m_db, "SELECT key, value FROM faultline_capture_meta ORDER BY key");
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({std::string(st.text(0)), std::string(st.text(1))});
    if (rc != SQLITE_DONE)
        problem(std::string(schema::kMetaTable),
                ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<SourceCounters> CaptureReader::counters()
{
    std::vector<SourceCounters> out;
    if (!m_db.tableExists(schema::kCountersTable))
        return out;
    SqliteStatement st(m_db, "SELECT source, seen, stored, dropped FROM faultline_source_counters ORDER BY source");
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({static_cast<std::uint8_t>(st.int64(0)), st.int64(1), st.int64(2), st.int64(3)});
    if (rc != SQLITE_DONE)
        problem(std::string(schema::kCountersTable),
                ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

namespace {

StackRecord decodeStackRow(std::int64_t hash, std::string_view ips, std::string_view frames, std::string* error)
{
    StackRecord record;
    record.hash = hash;
    if (!frames.empty() && StackCodec::decodeFrames(frames, &record.frames, error) && !record.frames.empty())
        return record;
    if (!ips.empty()) {
        std::string ipsError;
        if (StackCodec::decodeIps(ips, &record.frames, &ipsError))
            record.fromIpsOnly = true;
        else if (error && error->empty())
            *error = ipsError;
    }
    return record;
}

} // namespace

std::vector<NodeThread> CaptureReader::nodeThreads()
{
    std::vector<NodeThread> out;
    const std::string table(schema::kNodeThreadsTable);
    if (!m_db.tableExists(table))
        return out;
    SqliteStatement st(m_db,
                       "SELECT node, tid, tgid, name, first_seen, last_seen FROM " + table + " ORDER BY node, tid");
    if (!st.isValid()) {
        problem(table, st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW) {
        out.push_back({std::string(st.text(0)),
                       {toU32(st.int64(1)), toU32(st.int64(2)), std::string(st.text(3)), st.int64(4), st.int64(5)}});
    }
    if (rc != SQLITE_DONE)
        problem(table, ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<NodeProcessName> CaptureReader::nodeProcessNames()
{
    std::vector<NodeProcessName> out;
    const std::string table(schema::kNodeProcessNamesTable);
    if (!m_db.tableExists(table))
        return out;
    SqliteStatement st(m_db, "SELECT node, pid, name, seen_at FROM " + table + " ORDER BY node, pid");
    if (!st.isValid()) {
        problem(table, st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW)
        out.push_back({std::string(st.text(0)), {toU32(st.int64(1)), std::string(st.text(2)), st.int64(3)}});
    if (rc != SQLITE_DONE)
        problem(table, ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

std::vector<NodeCounters> CaptureReader::nodeCounters()
{
    std::vector<NodeCounters> out;
    const std::string table(schema::kNodeCountersTable);
    if (!m_db.tableExists(table))
        return out;
    SqliteStatement st(m_db, "SELECT node, source, seen, stored, dropped FROM " + table + " ORDER BY node, source");
    if (!st.isValid()) {
        problem(table, st.prepareError());
        return out;
    }
    int rc = SQLITE_OK;
    while ((rc = st.step()) == SQLITE_ROW) {
        out.push_back(
            {std::string(st.text(0)), {static_cast<std::uint8_t>(st.int64(1)), st.int64(2), st.int64(3), st.int64(4)}});
    }
    if (rc != SQLITE_DONE)
        problem(table, ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
    return out;
}

void CaptureReader::forEachStack(const std::function<void(StackRecord&&)>& fn,
                                 const std::function<bool(std::int64_t hash)>& known)
{
    if (!m_db.tableExists("stack_traces"))
        return;
    const auto c = columns("stack_traces");
    SqliteStatement st(
        m_db, "SELECT hash, " + columnOr(c, "ips", "''") + ", " + columnOr(c, "frames", "''") + " FROM stack_traces");
    if (!st.isValid()) {
        problem("stack_traces", st.prepareError());
        return;
    }
    int rc = SQLITE_OK;
    std::int64_t bad = 0;
    std::string firstError;
    while ((rc = st.step()) == SQLITE_ROW) {
        if (known && known(st.int64(0)))
            continue;
        std::string error;
        StackRecord record = decodeStackRow(st.int64(0), st.text(1), st.text(2), &error);
        if (!error.empty()) {
            ++bad;
            if (firstError.empty())
                firstError = error;
        }
        fn(std::move(record));
    }
    if (bad > 0) {
        problem("stack_traces",
                ui(QT_TRANSLATE_NOOP("CaptureReader", "%1 stack(s) with malformed frames JSON (first: %2)"),
                   {std::to_string(bad), firstError}));
    }
    if (rc != SQLITE_DONE)
        problem("stack_traces", ui(QT_TRANSLATE_NOOP("CaptureReader", "stopped early: %1"), {m_db.lastError()}));
}

std::optional<StackRecord> CaptureReader::stack(std::int64_t hash)
{
    if (!m_db.tableExists("stack_traces"))
        return std::nullopt;
    const auto c = columns("stack_traces");
    SqliteStatement st(m_db,
                       "SELECT hash, " + columnOr(c, "ips", "''") + ", " + columnOr(c, "frames", "''")
                           + " FROM stack_traces WHERE hash = ?1");
    if (!st.isValid())
        return std::nullopt;
    st.bind(1, hash);
    if (st.step() != SQLITE_ROW)
        return std::nullopt;
    std::string error;
    return decodeStackRow(st.int64(0), st.text(1), st.text(2), &error);
}

bool CaptureReader::placementOfRow(std::int64_t rowId, std::string* node, int* rank)
{
    const auto c = columns("events");
    const bool hasNode = std::find(c.begin(), c.end(), "node") != c.end();
    const bool hasRank = std::find(c.begin(), c.end(), "rank") != c.end();
    if (!hasNode && !hasRank)
        return false;
    SqliteStatement st(m_db,
                       "SELECT " + columnOr(c, "node", "''") + ", " + columnOr(c, "rank", "NULL")
                           + " FROM events WHERE rowid = ?1");
    if (!st.isValid())
        return false;
    st.bind(1, rowId);
    if (st.step() != SQLITE_ROW)
        return false;
    if (node)
        *node = st.text(0);
    if (rank) {
        const std::int64_t r = st.isNull(1) ? -1 : st.int64(1);
        *rank = r >= 0 && r <= 1'000'000 ? static_cast<int>(r) : -1;
    }
    return true;
}

std::int64_t CaptureReader::readEvents(const std::function<void(const EventRecord*, std::size_t)>& sink,
                                       const EventReadOptions& options)
{
    const auto c = columns("events");
    const bool placement = options.withPlacement;
    const bool comm = options.withComm && m_info.hasComm;
    const bool node = placement && m_info.hasNode;
    // Columns 0-9 always; the optional ones follow only when wanted, so a loader that keeps
    // none of them does not pay a column call per row for each (a fifth of the load time).
    std::string sql = "SELECT rowid, timestamp, pid, tid, source, op, duration, " + columnOr(c, "arg0", "0") + ", "
        + columnOr(c, "arg1", "0") + ", " + columnOr(c, "ret_code", "0") + ", " + columnOr(c, "stack_hash", "0");
    int nextColumn = 11;
    int gpuColumn = -1;
    int cgroupColumn = -1;
    int commColumn = -1;
    int nodeColumn = -1;
    if (placement) {
        sql += ", " + columnOr(c, "gpu_id", "0") + ", " + columnOr(c, "cgroup_id", "0");
        gpuColumn = nextColumn++;
        cgroupColumn = nextColumn++;
    }
    if (comm) {
        sql += ", comm";
        commColumn = nextColumn++;
    }
    if (node) {
        sql += ", node";
        nodeColumn = nextColumn++;
    }
    sql += " FROM events WHERE rowid >= ?1 AND rowid <= ?2 ORDER BY rowid";
    SqliteStatement st(m_db, sql);
    if (!st.isValid()) {
        problem("events", ui(QT_TRANSLATE_NOOP("CaptureReader", "cannot read events: %1"), {st.prepareError()}));
        return 0;
    }
    sqlite3_stmt* s = st.handle();
    const std::int64_t maxRow = options.maxRowId < 0 ? INT64_MAX : options.maxRowId;
    std::int64_t next = options.minRowId;
    std::int64_t delivered = 0;
    std::vector<EventRecord> batch;
    const std::size_t batchSize = std::max<std::size_t>(options.batchSize, 1);
    batch.reserve(batchSize);

    // Consecutive rows mostly repeat the comm and node of the row before: remember the last.
    std::uint32_t lastComm = 0;
    std::uint32_t lastNode = 0;

    // Resume after corruption: skip forward in growing steps until rows read again.
    int resumeAttempts = 0;
    std::int64_t skipStep = 1;
    std::int64_t corruptFrom = -1;
    std::int64_t rowsSkippedEstimate = 0;

    auto flush = [&] {
        if (!batch.empty()) {
            sink(batch.data(), batch.size());
            delivered += static_cast<std::int64_t>(batch.size());
            batch.clear();
        }
    };

    while (next <= maxRow) {
        sqlite3_reset(s);
        sqlite3_bind_int64(s, 1, next);
        sqlite3_bind_int64(s, 2, maxRow);
        int rc = SQLITE_OK;
        bool progressed = false;
        std::int64_t firstRowThisPass = 0;
        while ((rc = sqlite3_step(s)) == SQLITE_ROW) {
            EventRecord e;
            e.rowId = sqlite3_column_int64(s, 0);
            e.timestamp = sqlite3_column_int64(s, 1);
            e.pid = toU32(sqlite3_column_int64(s, 2));
            e.tid = toU32(sqlite3_column_int64(s, 3));
            e.source = static_cast<std::uint8_t>(sqlite3_column_int64(s, 4));
            e.op = static_cast<std::uint8_t>(sqlite3_column_int64(s, 5));
            e.duration = sqlite3_column_int64(s, 6);
            e.arg0 = static_cast<std::uint64_t>(sqlite3_column_int64(s, 7));
            e.arg1 = static_cast<std::uint64_t>(sqlite3_column_int64(s, 8));
            e.retCode = static_cast<std::int32_t>(sqlite3_column_int64(s, 9));
            e.stackHash = sqlite3_column_int64(s, 10);
            if (gpuColumn >= 0) {
                e.gpuId = toU32(sqlite3_column_int64(s, gpuColumn));
                e.cgroupId = static_cast<std::uint64_t>(sqlite3_column_int64(s, cgroupColumn));
            }
            if (commColumn >= 0)
                e.commId = internColumn(s, commColumn, m_comms, m_commIndex, lastComm);
            if (nodeColumn >= 0)
                e.nodeId = internColumn(s, nodeColumn, m_nodes, m_nodeIndex, lastNode);
            if (!progressed)
                firstRowThisPass = e.rowId;
            next = e.rowId + 1;
            progressed = true;
            batch.push_back(e);
            if (batch.size() >= batchSize) {
                flush();
                if (options.cancel && options.cancel->load(std::memory_order_relaxed))
                    return delivered;
            }
        }
        if (progressed && corruptFrom >= 0) {
            rowsSkippedEstimate += std::max<std::int64_t>(0, firstRowThisPass - corruptFrom);
            corruptFrom = -1;
            skipStep = 1;
        }
        if (rc == SQLITE_DONE)
            break;
        if (!isCorruption(rc)) {
            problem("events",
                    ui(QT_TRANSLATE_NOOP("CaptureReader", "reading stopped at rowid %1: %2"),
                       {std::to_string(next), m_db.lastError()}));
            break;
        }
        // Corrupt page: note where, then jump ahead and try again.
        if (corruptFrom < 0)
            corruptFrom = next;
        if (++resumeAttempts > 256) {
            problem("events",
                    ui(QT_TRANSLATE_NOOP("CaptureReader", "too many corrupt pages; stopped at rowid %1"),
                       {std::to_string(next)}));
            break;
        }
        next += skipStep;
        skipStep = std::min<std::int64_t>(skipStep * 4, 1 << 20);
        if (next > m_info.maxRowId && m_info.maxRowId > 0)
            break;
    }
    flush();
    if (corruptFrom >= 0)
        rowsSkippedEstimate += std::max<std::int64_t>(0, std::min(next, m_info.maxRowId + 1) - corruptFrom);
    if (resumeAttempts > 0) {
        problem("events",
                ui(QT_TRANSLATE_NOOP("CaptureReader",
                                     "the events table has corrupt pages: about %1 row(s) could not be read and were "
                                     "skipped; %2 were read"),
                   {std::to_string(rowsSkippedEstimate), std::to_string(delivered)}));
    }
    return delivered;
}

} // namespace faultline::capture
