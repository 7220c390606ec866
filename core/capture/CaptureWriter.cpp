#include "CaptureWriter.h"

#include "CaptureSchema.h"
#include "Json.h"
#include "OpCatalog.h"
#include "SqliteDb.h"
#include "StackCodec.h"

#include <sqlite3.h>

#include <algorithm>
#include <charconv>
#include <climits>
#include <filesystem>
#include <optional>
#include <system_error>
#include <unistd.h>

namespace faultline::capture {

namespace {

constexpr std::int64_t kMinuteNs = 60'000'000'000LL;
constexpr std::int64_t kFiveSecondsNs = 5'000'000'000LL;
// Late events are rare but possible (per-CPU ring buffers drain out of order): buckets stay in
// memory this long after the newest event before they are written out.
constexpr std::int64_t kAggregateSlackNs = 2 * kMinuteNs;

// Parameters per row: row r binds ?(18r + 1)..?(18r + 18), in the column order below.
constexpr int kEventColumns = 18;

// 16 KiB pages: fewer WAL frames and system calls per row than 8 KiB.
constexpr std::int64_t kPageSize = 16384;
// SQLite's page cache for a writer (32 MiB).
constexpr std::string_view kCacheSize = "PRAGMA cache_size = -32768";

// Many rows per statement keep SQLite's cursors open across them, so appending to the table and
// to the id index skips the descent from the root. OR FAIL (rather than the default ABORT) spares
// a statement journal of every page the statement touches: ids are unique by construction, and
// a failing statement ends the capture anyway.
std::string insertEventsSql(std::size_t rows)
{
    std::string sql = "INSERT OR FAIL INTO events (id, timestamp, pid, tid, source, op, duration, gpu_id, arg0, "
                      "arg1, ret_code, stack_hash, node, comm, cgroup_id, rank, local_rank, world_size) VALUES ";
    for (std::size_t r = 0; r < rows; ++r) {
        sql += r ? ", (" : "(";
        for (int c = 1; c <= kEventColumns; ++c) {
            if (c > 1)
                sql += ", ";
            sql += '?';
            sql += std::to_string(static_cast<int>(r) * kEventColumns + c);
        }
        sql += ')';
    }
    return sql;
}

// Through the view's trigger, which keeps each name once in faultline_gpu_names.
constexpr std::string_view kInsertGpuActivity =
    "INSERT INTO faultline_gpu_activity (device, stream, kind, name, start_ns, end_ns, bytes, copy_kind, "
    "host_memory, correlation, launch_event, pid) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)";
// A part's rows, straight into the tables: the part keeps the names' ids itself.
constexpr std::string_view kInsertGpuName = "INSERT INTO faultline_gpu_names (id, name) VALUES (?1, ?2)";
constexpr std::string_view kInsertGpuWork =
    "INSERT INTO faultline_gpu_work (device, stream, kind, name_id, start_ns, end_ns, bytes, copy_kind, "
    "host_memory, correlation, launch_event, pid) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)";

// Binds `row` to one of the statements above: its name as text, or as the id `nameId` when given.
void bindGpuActivity(SqliteStatement& st, const GpuActivityRow& row, std::optional<std::int64_t> nameId = {})
{
    st.reset();
    st.bind(1, row.device);
    st.bind(2, row.stream);
    st.bind(3, static_cast<std::int64_t>(row.kind));
    if (nameId)
        st.bind(4, *nameId);
    else
        st.bind(4, std::string_view(row.name));
    st.bind(5, row.start);
    st.bind(6, row.end);
    st.bind(7, static_cast<std::int64_t>(row.bytes));
    st.bind(8, static_cast<std::int64_t>(row.copyKind));
    st.bind(9, static_cast<std::int64_t>(row.hostMemory));
    st.bind(10, row.correlation);
    st.bind(11, std::string_view(row.launchEvent));
    st.bind(12, static_cast<std::int64_t>(row.pid));
}

constexpr std::string_view kInsertStack = "INSERT OR IGNORE INTO stack_traces (hash, ips, frames) VALUES (?1, ?2, ?3)";

std::string upsertAggregateSql(std::string_view table)
{
    std::string sql = "INSERT INTO ";
    sql += table;
    sql += " (bucket, source, op, pid, count, stored, sum_dur, min_dur, max_dur, sum_arg0) "
           "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) "
           "ON CONFLICT (bucket, source, op, pid) DO UPDATE SET "
           "count = count + excluded.count, stored = stored + excluded.stored, "
           "sum_dur = sum_dur + excluded.sum_dur, min_dur = MIN(min_dur, excluded.min_dur), "
           "max_dur = MAX(max_dur, excluded.max_dur), sum_arg0 = sum_arg0 + excluded.sum_arg0";
    return sql;
}

// Notes for whoever opens the file with nothing but sqlite3 (Ingero keeps the same keys).
constexpr std::pair<std::string_view, std::string_view> kSchemaNotes[] = {
    {"timestamp_unit", "Nanoseconds since the Unix epoch (wall clock, offset fixed at capture start)."},
    {"duration_unit", "Nanoseconds. 0 for instants (fork, exit, exec, OOM kill)."},
    {"arg0_note",
     "Per op: bytes for cudaMalloc/cuMemAlloc/memcpy, device pointer for cudaFree, "
     "kernel or function handle for launches, stream for cudaStreamSync."},
    {"arg1_note",
     "Per op: device pointer for cudaMalloc, freed bytes for cudaFree, stream for cudaLaunchKernel, "
     "copy kind for memcpy, preempting thread for sched_switch, child pid for process_fork."},
    {"ret_code_note", "cudaError_t / CUresult returned by the call; 0 = success; 0 for host events."},
    {"stack_traces_note",
     "events.stack_hash = stack_traces.hash (0 = no stack). frames is JSON, innermost "
     "first: s symbol, f library, pf/pfn/pl Python file/function/def line, xl executing "
     "Python line (Faultline). ips holds raw addresses only when nothing resolved."},
    {"example_query",
     "SELECT o.name, COUNT(*), AVG(e.duration) / 1000 AS avg_us FROM events e JOIN ops o "
     "ON o.source_id = e.source AND o.op_id = e.op GROUP BY 1 ORDER BY 2 DESC"},
    {"system_snapshots_note",
     "One row per second: cpu_pct and mem_pct in percent, mem_avail and swap_mb in MB, "
     "load_avg = 1-minute load average."},
    {"sessions_note", "One row per capture session; mem_total in MB; stopped_at = 0 while running."},
    {"process_names_note", "Process name per pid as seen during the capture."},
    {"event_aggregates_note",
     "Every event seen, stored or not, per (1-minute bucket, source, op, pid); "
     "count - stored = events kept only here. event_aggregates_5s: 5-second buckets."},
    {"cgroup_metadata_note", "Container and pod names for events.cgroup_id values above 1."},
    {"node_note",
     "events.node names the host; events.id = node || ':' || per-file sequence number, zero-padded to "
     "12 digits so that ids sort in the order the events were written."},
    {"comm_note", "Thread name of the task (for sched_switch: the task that resumed)."},
    {"sched_switch_note",
     "timestamp is when the thread came back on CPU; the off-CPU interval is "
     "[timestamp - duration, timestamp]; pid = tid = the resuming thread."},
    {"faultline_note",
     "Written by Faultline. faultline_threads, faultline_source_counters and "
     "faultline_capture_meta are Faultline additions; Ingero ignores them."},
};

std::int64_t floorBucket(std::int64_t ts, std::int64_t width)
{
    std::int64_t q = ts / width;
    if (ts % width < 0)
        --q;
    return q * width;
}

std::string hostName()
{
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0)
        return "localhost";
    return buf;
}

std::string appendPathSuffix(const std::string& path, std::string_view suffix)
{
    std::string out = path;
    out += suffix;
    return out;
}

void bindText(sqlite3_stmt* st, int index, std::string_view value)
{
    sqlite3_bind_text(st, index, value.data(), static_cast<int>(value.size()), SQLITE_STATIC);
}

// A job rank column: NULL where not known (Ingero's value then).
void bindRank(sqlite3_stmt* st, int index, std::int32_t value)
{
    if (value < 0)
        sqlite3_bind_null(st, index);
    else
        sqlite3_bind_int64(st, index, value);
}

void bindRank(SqliteStatement& st, int index, std::int32_t value)
{
    if (value < 0)
        st.bindNull(index);
    else
        st.bind(index, static_cast<std::int64_t>(value));
}

std::string chainTimelineJson(const std::vector<ChainTimelineEntry>& entries)
{
    std::string out = "[";
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ChainTimelineEntry& e = entries[i];
        if (i)
            out.push_back(',');
        out += "{\"layer\":";
        json::appendQuoted(out, e.layer);
        out += ",\"op\":";
        json::appendQuoted(out, e.op);
        out += ",\"detail\":";
        json::appendQuoted(out, e.detail);
        // Ingero omits dur_us when it is zero.
        if (e.durationUs != 0) {
            out += ",\"dur_us\":";
            out += std::to_string(e.durationUs);
        }
        out.push_back('}');
    }
    out.push_back(']');
    return out;
}

} // namespace

CaptureWriter::CaptureWriter() = default;

CaptureWriter::~CaptureWriter()
{
    // Without finish() the rows written so far still end up in the file: committing and
    // closing the last connection folds the WAL back into it.
    if (m_db && m_db->isOpen()) {
        if (m_inTransaction && writePending() && m_error.empty())
            static_cast<void>(flushAllAggregates(LLONG_MAX) && writeFinalTables());
        if (m_inTransaction)
            static_cast<void>(m_db->exec("COMMIT"));
        abandon();
    }
}

void CaptureWriter::fail(const std::string& message)
{
    if (m_error.empty())
        m_error = message;
}

bool CaptureWriter::exec(std::string_view sql, std::string_view what)
{
    std::string error;
    if (m_db->exec(sql, &error))
        return true;
    fail(std::string(what) + ": " + error);
    return false;
}

void CaptureWriter::abandon()
{
    // Its connection goes before ours: the last one to close folds the WAL into the file.
    m_checkpointer.reset();
    m_insertEvent.reset();
    m_insertEvents.reset();
    m_insertStack.reset();
    m_upsertAggregate1m.reset();
    m_upsertAggregate5s.reset();
    m_insertGpuActivity.reset();
    m_insertCallName.reset();
    m_insertCpuRanges.reset();
    m_insertRangeName.reset();
    m_insertAnnotation.reset();
    if (m_db)
        m_db->close();
    m_db.reset();
    m_inTransaction = false;
}

bool CaptureWriter::open(const std::string& path, const WriterOptions& options, std::string* error)
{
    auto refuse = [&](const std::string& message) {
        fail(message);
        if (error)
            *error = m_error;
        return false;
    };
    if (m_db)
        return refuse("the capture writer is already open");
    if (path.empty())
        return refuse("no output path given");

    namespace fs = std::filesystem;
    std::error_code ec;
    const bool exists = fs::exists(path, ec);
    if (exists && !options.overwrite)
        return refuse("refusing to overwrite existing file " + path);
    if (exists && fs::is_directory(path, ec))
        return refuse(path + " is a directory");
    const fs::path parent = fs::path(path).parent_path();
    if (!parent.empty() && !fs::is_directory(parent, ec))
        return refuse("cannot create " + path + ": folder " + parent.string() + " does not exist");
    if (options.overwrite) {
        for (const std::string_view suffix : {"", "-wal", "-shm", "-journal"}) {
            const std::string victim = appendPathSuffix(path, suffix);
            fs::remove(victim, ec);
            if (ec)
                return refuse("cannot replace " + victim + ": " + ec.message());
        }
    }

    m_options = options;
    if (m_options.node.empty())
        m_options.node = hostName();
    if (m_options.rowsPerTransaction == 0)
        m_options.rowsPerTransaction = 1;
    m_path = path;
    m_idPrefixLength = m_options.node.size() + 1;
    m_pending.resize(kRowsPerInsert);
    for (PendingEvent& p : m_pending) {
        p.id.reserve(m_idPrefixLength + 24);
        p.id = m_options.node;
        p.id.push_back(':');
    }

    m_db = std::make_unique<SqliteDb>();
    std::string openError;
    if (!m_db->openReadWrite(path, &openError)) {
        m_db.reset();
        return refuse("cannot create " + path + ": " + openError);
    }
    // A live view reads the file while it is written; the checkpoint and the indexes at finish()
    // need it to let go for a moment, so wait for readers instead of failing with SQLITE_BUSY.
    sqlite3_busy_timeout(m_db->handle(), 30'000);

    // page_size must precede the first table; WAL with synchronous=OFF while the capture runs
    // (finish() makes the file durable). No automatic checkpoint inside COMMIT: checkpointWal()
    // has the WAL copied back on another thread (WalCheckpointer).
    const bool ok = exec("PRAGMA page_size = " + std::to_string(kPageSize), "setting page size")
        && exec("PRAGMA journal_mode = WAL", "switching to WAL") && exec("PRAGMA synchronous = OFF", "pragma")
        && exec(kCacheSize, "pragma") && exec("PRAGMA wal_autocheckpoint = 0", "pragma")
        && exec("BEGIN", "starting transaction") && exec(schema::ingeroDdl(), "creating Ingero tables")
        && exec(schema::faultlineDdl(), "creating Faultline tables")
        && exec("PRAGMA user_version = " + std::to_string(schema::kUserVersion), "setting user_version")
        && writeHeaderTables();
    if (ok) {
        m_inTransaction = true;
        m_insertEvent = std::make_unique<SqliteStatement>(*m_db, insertEventsSql(1));
        m_insertEvents = std::make_unique<SqliteStatement>(*m_db, insertEventsSql(kRowsPerInsert));
        m_insertStack = std::make_unique<SqliteStatement>(*m_db, kInsertStack);
        m_upsertAggregate1m = std::make_unique<SqliteStatement>(*m_db, upsertAggregateSql("event_aggregates"));
        m_upsertAggregate5s = std::make_unique<SqliteStatement>(*m_db, upsertAggregateSql("event_aggregates_5s"));
        for (const auto* st : {m_insertEvent.get(), m_insertEvents.get(), m_insertStack.get(),
                               m_upsertAggregate1m.get(), m_upsertAggregate5s.get()}) {
            if (!st->isValid()) {
                fail("preparing statements: " + st->prepareError());
                break;
            }
        }
    }
    if (!m_error.empty()) {
        abandon();
        fs::remove(path, ec);
        fs::remove(appendPathSuffix(path, "-wal"), ec);
        fs::remove(appendPathSuffix(path, "-shm"), ec);
        if (error)
            *error = m_error;
        return false;
    }
    const std::int64_t limitFrames = std::clamp<std::int64_t>(m_options.walLimitBytes / kPageSize, 4, INT_MAX);
    m_restartFrames = static_cast<int>(limitFrames);
    m_backgroundCheckpointFrames = static_cast<int>(limitFrames / 4);
    sqlite3_wal_hook(m_db->handle(), &CaptureWriter::onWalCommit, this);
    m_checkpointer = std::make_unique<WalCheckpointer>(path);
    // The node and the (empty) legacy columns are the same for every row: bound once.
    bindText(m_insertEvent->handle(), 13, m_options.node);
    for (std::size_t r = 0; r < kRowsPerInsert; ++r)
        bindText(m_insertEvents->handle(), static_cast<int>(r) * kEventColumns + 13, m_options.node);
    // The job rank columns start NULL, as an unknown JobRank is.
    m_boundJob.assign(kRowsPerInsert + 1, JobRank{});
    return true;
}

bool CaptureWriter::writeHeaderTables()
{
    SqliteStatement info(*m_db, "INSERT OR REPLACE INTO schema_info (key, value) VALUES (?1, ?2)");
    SqliteStatement source(*m_db, "INSERT OR REPLACE INTO sources (id, name, description) VALUES (?1, ?2, ?3)");
    SqliteStatement op(*m_db,
                       "INSERT OR REPLACE INTO ops (source_id, op_id, name, description) VALUES (?1, ?2, ?3, ?4)");
    if (!info.isValid() || !source.isValid() || !op.isValid()) {
        fail("preparing lookup tables: " + m_db->lastError());
        return false;
    }
    auto step = [&](SqliteStatement& st, std::string_view what) {
        const int rc = st.step();
        st.reset();
        if (rc != SQLITE_DONE) {
            fail(std::string(what) + ": " + m_db->lastError());
            return false;
        }
        return true;
    };

    info.bind(1, std::string_view("version"));
    info.bind(2, schema::kSchemaVersion);
    if (!step(info, "writing schema_info"))
        return false;
    for (const auto& [key, value] : kSchemaNotes) {
        info.bind(1, key);
        info.bind(2, value);
        if (!step(info, "writing schema_info"))
            return false;
    }
    for (int id = 1; id <= UINT8_MAX; ++id) {
        const auto s = static_cast<std::uint8_t>(id);
        const std::string_view description = OpCatalog::sourceDescription(s);
        if (description.empty())
            continue;
        source.bind(1, static_cast<std::int64_t>(id));
        source.bind(2, std::string_view(OpCatalog::sourceName(s)));
        source.bind(3, description);
        if (!step(source, "writing sources"))
            return false;
    }
    for (const OpCatalog::Entry* e = OpCatalog::begin(); e != OpCatalog::end(); ++e) {
        op.bind(1, static_cast<std::int64_t>(e->source));
        op.bind(2, static_cast<std::int64_t>(e->op));
        op.bind(3, e->info.name);
        op.bind(4, e->description);
        if (!step(op, "writing ops"))
            return false;
    }
    return true;
}

void CaptureWriter::addEvent(const EventRecord& e, std::string_view comm, bool store)
{
    if (!m_db || !m_error.empty())
        return;
    ++m_seen;
    m_latestTimestamp = std::max(m_latestTimestamp, e.timestamp);
    SourceCounters& counters = m_counters[e.source];
    counters.source = e.source;
    ++counters.seen;
    accumulate(m_aggregates1m, kMinuteNs, e, store);
    accumulate(m_aggregates5s, kFiveSecondsNs, e, store);
    if (!store)
        return;

    ++counters.stored;
    ++m_stored;
    ++m_seq;
    PendingEvent& p = m_pending[m_pendingCount++];
    p.record = e;
    p.comm.assign(comm);
    p.job = jobRankOf(e.pid);
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, m_seq);
    static_cast<void>(ec);
    const auto n = static_cast<std::size_t>(end - digits);
    p.id.resize(m_idPrefixLength);
    if (n < kSeqDigits)
        p.id.append(kSeqDigits - n, '0');
    p.id.append(digits, end);
    if (m_pendingCount == kRowsPerInsert && writePending())
        maybeCommit();
}

std::string CaptureWriter::lastEventId() const
{
    if (m_seq == 0)
        return {};
    return eventId(m_options.node, static_cast<std::uint64_t>(m_seq));
}

std::string CaptureWriter::eventId(std::string_view node, std::uint64_t seq)
{
    std::string id(node);
    id.push_back(':');
    const std::string digits = std::to_string(seq);
    if (digits.size() < kSeqDigits)
        id.append(kSeqDigits - digits.size(), '0');
    id += digits;
    return id;
}

bool CaptureWriter::buildImportIndexes()
{
    if (!m_db || !m_error.empty() || !writePending())
        return false;
    if (!m_bulkImport)
        return true;
    // One helper thread sorts each run of 2 MiB while this thread reads on. On two cores two
    // helpers were slower (bench_import's write phase, median of ten: 3.22 s against 3.02 s) and
    // runs of 4 MiB no faster (3.10 s). The page cache goes back to its size afterwards.
    return exec("PRAGMA threads = 1; PRAGMA cache_size = -2048", "pragma")
        && exec(schema::eventIndexesDdl(), "creating event indexes") && exec("PRAGMA threads = 0", "pragma")
        && exec(kCacheSize, "pragma");
}

bool CaptureWriter::adoptGpuActivity(const std::string& partPath, std::int64_t rows)
{
    if (!ensureImportTables() || !writePending())
        return false;
    // The indexes first, on the empty table: the transfer then copies their records too. ATTACH
    // cannot run inside a transaction.
    if (!exec(schema::importIndexesDdl(), "creating GPU activity indexes") || !exec("COMMIT", "committing"))
        return false;
    m_inTransaction = false;
    {
        SqliteStatement attach(*m_db, "ATTACH ?1 AS gpu_part");
        attach.bind(1, std::string_view(SqliteDb::fileUri(partPath, "?mode=ro")));
        if (!attach.isValid() || attach.step() != SQLITE_DONE) {
            fail("opening the GPU activity part " + partPath + ": " + m_db->lastError());
            return false;
        }
    }
    const bool copied = exec("BEGIN", "starting transaction")
        && exec("INSERT INTO main.faultline_gpu_names SELECT * FROM gpu_part.faultline_gpu_names",
                "copying the GPU names")
        && exec("INSERT INTO main.faultline_gpu_work SELECT * FROM gpu_part.faultline_gpu_work",
                "copying the GPU activity");
    const std::int64_t changes = copied ? sqlite3_changes64(m_db->handle()) : -1;
    const bool committed = copied && exec("COMMIT", "committing");
    const bool detached = exec("DETACH DATABASE gpu_part", "closing the GPU activity part");
    if (!committed || !detached || !exec("BEGIN", "starting transaction"))
        return false;
    m_inTransaction = true;
    if (changes != rows) {
        fail("copying the GPU activity: " + std::to_string(changes) + " rows came of " + std::to_string(rows));
        return false;
    }
    return true;
}

GpuActivityPart::GpuActivityPart() = default;

GpuActivityPart::~GpuActivityPart()
{
    m_insert.reset();
    m_insertName.reset();
    if (m_db)
        m_db->close();
    m_db.reset();
    if (!m_finished && !m_path.empty()) {
        std::error_code ec;
        std::filesystem::remove(m_path, ec);
    }
}

bool GpuActivityPart::open(const std::string& path, std::string* error)
{
    m_path = path;
    std::error_code ec;
    std::filesystem::remove(path, ec);
    std::filesystem::remove(appendPathSuffix(path, "-journal"), ec);
    m_db = std::make_unique<SqliteDb>();
    std::string openError;
    const auto exec = [&](std::string_view sql) {
        if (m_db->exec(sql))
            return true;
        m_error = "writing " + path + ": " + m_db->lastError();
        return false;
    };
    if (!m_db->openReadWrite(path, &openError)) {
        m_error = "cannot create " + path + ": " + openError;
    } else if (exec("PRAGMA page_size = " + std::to_string(kPageSize)) && exec("PRAGMA journal_mode = OFF")
               && exec("PRAGMA synchronous = OFF") && exec(kCacheSize) && exec("PRAGMA secure_delete = OFF")
               && exec("BEGIN") && exec(schema::importDdl())) {
        m_insert = std::make_unique<SqliteStatement>(*m_db, kInsertGpuWork);
        m_insertName = std::make_unique<SqliteStatement>(*m_db, kInsertGpuName);
        if (!m_insert->isValid())
            m_error = "preparing the GPU activity statement: " + m_insert->prepareError();
        else if (!m_insertName->isValid())
            m_error = "preparing the GPU names statement: " + m_insertName->prepareError();
    }
    if (m_error.empty())
        return true;
    if (error)
        *error = m_error;
    return false;
}

bool GpuActivityPart::add(const GpuActivityRow& row)
{
    if (!m_insert || !m_error.empty())
        return false;
    auto named = m_nameIds.find(row.name);
    if (named == m_nameIds.end()) {
        const auto id = static_cast<std::int64_t>(m_nameIds.size()) + 1;
        m_insertName->reset();
        m_insertName->bind(1, id);
        m_insertName->bind(2, std::string_view(row.name));
        if (m_insertName->step() != SQLITE_DONE) {
            m_error = "writing GPU names to " + m_path + ": " + m_db->lastError();
            return false;
        }
        named = m_nameIds.emplace(row.name, id).first;
    }
    bindGpuActivity(*m_insert, row, named->second);
    if (m_insert->step() != SQLITE_DONE) {
        m_error = "writing GPU activity to " + m_path + ": " + m_db->lastError();
        return false;
    }
    ++m_rows;
    return true;
}

bool GpuActivityPart::finish(std::string* error)
{
    if (m_error.empty() && m_db) {
        m_insert.reset();
        m_insertName.reset();
        if (!m_db->exec(schema::importIndexesDdl()) || !m_db->exec("COMMIT"))
            m_error = "writing " + m_path + ": " + m_db->lastError();
        m_db->close();
        m_db.reset();
    }
    if (m_error.empty()) {
        m_finished = true;
        return true;
    }
    if (error)
        *error = m_error;
    return false;
}

bool CaptureWriter::ensureImportTables()
{
    if (m_insertGpuActivity)
        return true;
    if (!m_db || !m_error.empty() || !exec(schema::importDdl(), "creating the import tables"))
        return false;
    if (m_seq == 0 && m_rowsInTransaction == 0 && m_inTransaction) {
        // Called before the first event, this is an import (ImportWriter): a new file that is
        // deleted if the import fails, from rows that arrive in time order. It needs neither the
        // WAL, which lets a live view read while a probe writes, nor a rollback journal. Rows in
        // time order append to the indexes on time, pid and cgroup, so those are maintained as
        // they go in. Not (source, op, stack_hash): its rows go in mid-tree, one place for each
        // op and stack, and splitting those pages cost a third of the rows' inserts.
        // buildImportIndexes() builds it once the events are in (finish() if it was not called),
        // with a helper thread that sorts while this one reads the table: that takes less time
        // than maintaining it (bench_import, 1.2 M events, ten runs of each, alternated: write
        // phase 3.02 s median against 3.51 s). The GPU activity's indexes come
        // with it (adoptGpuActivity), or at finish() when its rows were added one by one.
        if (!exec("COMMIT", "committing"))
            return false;
        m_inTransaction = false;
        m_checkpointer.reset();
        sqlite3_wal_hook(m_db->handle(), nullptr, nullptr);
        const std::string mode = m_db->queryText("PRAGMA journal_mode = OFF");
        if (mode != "off") {
            fail("cannot leave WAL mode for an import (journal mode " + mode + ")");
            return false;
        }
        if (!exec("BEGIN", "starting transaction"))
            return false;
        m_inTransaction = true;
        m_bulkImport = true;
        // The file is new and nothing is deleted from it: there is nothing for SQLite's secure
        // delete (on in Debian's build) to overwrite but the import's own cells, which it would
        // zero each time a page is balanced.
        if (!exec("PRAGMA secure_delete = OFF", "pragma")
            || !exec(schema::importEventIndexesDdl(), "creating event indexes"))
            return false;
    }
    m_insertGpuActivity = std::make_unique<SqliteStatement>(*m_db, kInsertGpuActivity);
    m_insertCallName = std::make_unique<SqliteStatement>(
        *m_db, "INSERT OR REPLACE INTO faultline_call_names (event_id, name, correlation) VALUES (?1, ?2, ?3)");
    for (const auto* st : {m_insertGpuActivity.get(), m_insertCallName.get()}) {
        if (!st->isValid()) {
            fail("preparing the import tables' statements: " + st->prepareError());
            return false;
        }
    }
    return true;
}

void CaptureWriter::addGpuActivity(const GpuActivityRow& row)
{
    if (!ensureImportTables())
        return;
    SqliteStatement& st = *m_insertGpuActivity;
    bindGpuActivity(st, row);
    if (st.step() != SQLITE_DONE)
        fail("writing GPU activity: " + m_db->lastError());
    ++m_rowsInTransaction;
}

void CaptureWriter::nameLastEvent(std::string_view name, std::int64_t correlation)
{
    if (m_seq == 0 || !ensureImportTables())
        return;
    SqliteStatement& st = *m_insertCallName;
    st.reset();
    st.bind(1, std::string_view(lastEventId()));
    st.bind(2, name);
    st.bind(3, correlation);
    if (st.step() != SQLITE_DONE)
        fail("writing a call's name: " + m_db->lastError());
}

void CaptureWriter::addCpuRanges(std::uint32_t pid, std::uint32_t tid, std::int64_t base, std::int64_t end,
                                 std::int64_t count, std::string_view blob)
{
    if (!ensureImportTables())
        return;
    if (!m_insertCpuRanges) {
        m_insertCpuRanges = std::make_unique<SqliteStatement>(
            *m_db,
            "INSERT INTO faultline_cpu_ranges (node, pid, tid, base_ns, end_ns, count, ranges) "
            "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
        if (!m_insertCpuRanges->isValid()) {
            fail("preparing the CPU ranges' statement: " + m_insertCpuRanges->prepareError());
            return;
        }
    }
    SqliteStatement& st = *m_insertCpuRanges;
    st.reset();
    st.bind(1, std::string_view(m_options.node));
    st.bind(2, static_cast<std::int64_t>(pid));
    st.bind(3, static_cast<std::int64_t>(tid));
    st.bind(4, base);
    st.bind(5, end);
    st.bind(6, count);
    st.bindBlob(7, blob);
    if (st.step() != SQLITE_DONE)
        fail("writing CPU ranges: " + m_db->lastError());
    ++m_rowsInTransaction;
}

void CaptureWriter::addRangeName(std::uint32_t id, std::string_view name)
{
    if (!ensureImportTables())
        return;
    if (!m_insertRangeName) {
        m_insertRangeName = std::make_unique<SqliteStatement>(
            *m_db, "INSERT OR REPLACE INTO faultline_range_names (node, id, name) VALUES (?1, ?2, ?3)");
        if (!m_insertRangeName->isValid()) {
            fail("preparing the range names' statement: " + m_insertRangeName->prepareError());
            return;
        }
    }
    SqliteStatement& st = *m_insertRangeName;
    st.reset();
    st.bind(1, std::string_view(m_options.node));
    st.bind(2, static_cast<std::int64_t>(id));
    st.bind(3, name);
    if (st.step() != SQLITE_DONE)
        fail("writing a range name: " + m_db->lastError());
}

void CaptureWriter::addCollective(const CollectiveRow& row)
{
    if (!ensureImportTables())
        return;
    if (!m_insertCollective) {
        m_insertCollective = std::make_unique<SqliteStatement>(
            *m_db,
            "INSERT INTO faultline_collectives (node, device, stream, start_ns, end_ns, collective, pg_name, pg_desc, "
            "pg_ranks, group_size, in_nelems, out_nelems, dtype) "
            "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
        if (!m_insertCollective->isValid()) {
            fail("preparing the collectives' statement: " + m_insertCollective->prepareError());
            return;
        }
    }
    SqliteStatement& st = *m_insertCollective;
    st.reset();
    st.bind(1, std::string_view(m_options.node));
    st.bind(2, row.device);
    st.bind(3, row.stream);
    st.bind(4, row.start);
    st.bind(5, row.end);
    st.bind(6, std::string_view(row.collective));
    st.bind(7, std::string_view(row.pgName));
    st.bind(8, std::string_view(row.pgDesc));
    st.bind(9, std::string_view(row.pgRanks));
    st.bind(10, row.groupSize);
    st.bind(11, row.inNelems);
    st.bind(12, row.outNelems);
    st.bind(13, std::string_view(row.dtype));
    if (st.step() != SQLITE_DONE)
        fail("writing a collective: " + m_db->lastError());
}

void CaptureWriter::addAnnotation(const StoredAnnotation& a)
{
    if (!m_db || !m_error.empty())
        return;
    if (!m_insertAnnotation) {
        m_insertAnnotation = std::make_unique<SqliteStatement>(
            *m_db,
            "INSERT INTO annotations (timestamp, labels, pid, start_time, span_start, span_end, peer_uid, peer_gid, "
            "peer_pid) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
        if (!m_insertAnnotation->isValid()) {
            fail("preparing annotations: " + m_insertAnnotation->prepareError());
            return;
        }
    }
    std::string labels = "{";
    for (const auto& [key, value] : a.labels) {
        if (labels.size() > 1)
            labels += ',';
        json::appendQuoted(labels, key);
        labels += ':';
        json::appendQuoted(labels, value);
    }
    labels += '}';
    SqliteStatement& st = *m_insertAnnotation;
    st.reset();
    st.bind(1, a.timestamp);
    st.bind(2, std::string_view(labels));
    st.bind(3, static_cast<std::int64_t>(a.pid));
    st.bind(4, a.startTime);
    st.bind(5, a.spanStart);
    st.bind(6, a.spanEnd);
    st.bind(7, static_cast<std::int64_t>(a.peerUid));
    st.bind(8, static_cast<std::int64_t>(a.peerGid));
    st.bind(9, static_cast<std::int64_t>(a.peerPid));
    if (st.step() != SQLITE_DONE)
        fail("writing an annotation: " + m_db->lastError());
}

bool CaptureWriter::writePending()
{
    if (m_pendingCount == 0)
        return true;
    // Rows of one process share their job rank: a slot is bound again only when it changes.
    auto bindJob = [](sqlite3_stmt* st, int base, const JobRank& job, JobRank& bound) {
        if (job == bound)
            return;
        bindRank(st, base + 16, job.rank);
        bindRank(st, base + 17, job.localRank);
        bindRank(st, base + 18, job.worldSize);
        bound = job;
    };
    auto bindRow = [](sqlite3_stmt* st, int base, const PendingEvent& p) {
        const EventRecord& e = p.record;
        bindText(st, base + 1, p.id);
        sqlite3_bind_int64(st, base + 2, e.timestamp);
        sqlite3_bind_int64(st, base + 3, e.pid);
        sqlite3_bind_int64(st, base + 4, e.tid);
        sqlite3_bind_int64(st, base + 5, e.source);
        sqlite3_bind_int64(st, base + 6, e.op);
        sqlite3_bind_int64(st, base + 7, e.duration);
        sqlite3_bind_int64(st, base + 8, e.gpuId);
        sqlite3_bind_int64(st, base + 9, static_cast<std::int64_t>(e.arg0));
        sqlite3_bind_int64(st, base + 10, static_cast<std::int64_t>(e.arg1));
        sqlite3_bind_int64(st, base + 11, e.retCode);
        sqlite3_bind_int64(st, base + 12, e.stackHash);
        bindText(st, base + 14, p.comm);
        sqlite3_bind_int64(st, base + 15, static_cast<std::int64_t>(e.cgroupId));
    };
    auto step = [&](sqlite3_stmt* st, std::size_t first, std::size_t count) {
        const int rc = sqlite3_step(st);
        sqlite3_reset(st);
        if (rc == SQLITE_DONE)
            return true;
        const std::string which = count == 1
            ? "event " + m_pending[first].id
            : "events " + m_pending[first].id + " to " + m_pending[first + count - 1].id;
        fail("writing " + which + ": " + m_db->lastError());
        return false;
    };
    const std::size_t count = m_pendingCount;
    m_pendingCount = 0;
    if (count == kRowsPerInsert) {
        sqlite3_stmt* st = m_insertEvents->handle();
        for (std::size_t r = 0; r < count; ++r) {
            bindRow(st, static_cast<int>(r) * kEventColumns, m_pending[r]);
            bindJob(st, static_cast<int>(r) * kEventColumns, m_pending[r].job, m_boundJob[r]);
        }
        if (!step(st, 0, count))
            return false;
    } else {
        sqlite3_stmt* st = m_insertEvent->handle();
        for (std::size_t r = 0; r < count; ++r) {
            bindRow(st, 0, m_pending[r]);
            bindJob(st, 0, m_pending[r].job, m_boundJob[kRowsPerInsert]);
            if (!step(st, r, 1))
                return false;
        }
    }
    m_rowsInTransaction += count;
    return true;
}

void CaptureWriter::addCounted(const EventRecord& e, std::int64_t count)
{
    if (!m_db || !m_error.empty() || count <= 0)
        return;
    m_seen += count;
    m_latestTimestamp = std::max(m_latestTimestamp, e.timestamp);
    SourceCounters& counters = m_counters[e.source];
    counters.source = e.source;
    counters.seen += count;
    accumulate(m_aggregates1m, kMinuteNs, e, false, count);
    accumulate(m_aggregates5s, kFiveSecondsNs, e, false, count);
}

void CaptureWriter::accumulate(AggregateMap& table, std::int64_t bucketNs, const EventRecord& e, bool stored,
                               std::int64_t count)
{
    const AggregateKey key{floorBucket(e.timestamp, bucketNs), e.source, e.op, e.pid};
    auto [it, inserted] = table.try_emplace(key);
    Aggregate& a = it->second;
    if (inserted) {
        a.bucket = key.bucket;
        a.source = e.source;
        a.op = e.op;
        a.pid = e.pid;
        a.minDuration = e.duration;
        a.maxDuration = e.duration;
    } else {
        a.minDuration = std::min(a.minDuration, e.duration);
        a.maxDuration = std::max(a.maxDuration, e.duration);
    }
    a.count += count;
    if (stored)
        ++a.stored;
    a.sumDuration += e.duration * count;
    if (OpCatalog::info(e.source, e.op).arg0IsBytes)
        a.sumArg0 += static_cast<std::int64_t>(e.arg0) * count;
}

std::int64_t CaptureWriter::addStack(const std::vector<StackFrame>& frames)
{
    if (frames.empty())
        return 0;
    const std::int64_t hash = StackCodec::hash(frames);
    addStack(hash, frames);
    return hash;
}

void CaptureWriter::addStack(std::int64_t hash, const std::vector<StackFrame>& frames)
{
    if (frames.empty() || hash == 0 || !m_db || !m_error.empty() || m_knownStacks.count(hash))
        return;

    const bool resolved = std::any_of(frames.begin(), frames.end(),
                                      [](const StackFrame& f) { return f.kind != FrameKind::Unresolved; });
    std::string framesJson;
    std::string ipsJson;
    if (resolved) {
        framesJson = StackCodec::encodeFrames(frames);
    } else {
        std::vector<std::uint64_t> ips;
        ips.reserve(frames.size());
        for (const StackFrame& f : frames)
            ips.push_back(f.ip);
        ipsJson = StackCodec::encodeIps(ips);
    }
    sqlite3_stmt* st = m_insertStack->handle();
    sqlite3_bind_int64(st, 1, hash);
    bindText(st, 2, ipsJson);
    bindText(st, 3, framesJson);
    const int rc = sqlite3_step(st);
    sqlite3_reset(st);
    if (rc != SQLITE_DONE) {
        fail("writing stack: " + m_db->lastError());
        return;
    }
    m_knownStacks.insert(hash);
    ++m_rowsInTransaction;
    maybeCommit();
}

void CaptureWriter::countDropped(std::uint8_t source, std::int64_t count)
{
    if (count <= 0)
        return;
    SourceCounters& counters = m_counters[source];
    counters.source = source;
    counters.dropped += count;
}

void CaptureWriter::addProcessName(const ProcessName& name)
{
    m_processNames[name.pid] = name;
}

void CaptureWriter::addProcess(const ProcessInfo& process)
{
    addProcessName(process.name);
    setJobRank(process.name.pid, process.job);
}

void CaptureWriter::setJobRank(std::uint32_t pid, const JobRank& job)
{
    if (job.known())
        m_jobRanks[pid] = job;
    else
        m_jobRanks.erase(pid);
    m_lastJobPid = UINT32_MAX; // the cached lookup may be stale
}

JobRank CaptureWriter::jobRankOf(std::uint32_t pid)
{
    if (m_jobRanks.empty())
        return {};
    if (pid != m_lastJobPid) {
        const auto it = m_jobRanks.find(pid);
        m_lastJob = it == m_jobRanks.end() ? JobRank{} : it->second;
        m_lastJobPid = pid;
    }
    return m_lastJob;
}

void CaptureWriter::addThread(const ThreadInfo& thread)
{
    auto [it, inserted] = m_threads.try_emplace(thread.tid, thread);
    if (inserted)
        return;
    ThreadInfo& t = it->second;
    if (thread.tgid != 0)
        t.tgid = thread.tgid;
    if (!thread.name.empty())
        t.name = thread.name;
    if (thread.firstSeen != 0)
        t.firstSeen = t.firstSeen == 0 ? thread.firstSeen : std::min(t.firstSeen, thread.firstSeen);
    t.lastSeen = std::max(t.lastSeen, thread.lastSeen);
}

void CaptureWriter::addSession(const Session& s)
{
    if (!m_db || !m_error.empty())
        return;
    SqliteStatement st(*m_db,
                       "INSERT OR REPLACE INTO sessions (id, started_at, stopped_at, gpu_model, gpu_driver, cpu_model, "
                       "cpu_cores, mem_total, kernel, os_release, cuda_ver, python_ver, ingero_ver, pid_filter, flags, "
                       "node, rank, local_rank, world_size) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, "
                       "?13, ?14, ?15, ?16, ?17, ?18, ?19)");
    if (s.id > 0)
        st.bind(1, s.id);
    else
        st.bindNull(1);
    st.bind(2, s.startedAt);
    st.bind(3, s.stoppedAt);
    st.bind(4, std::string_view(s.gpuModel));
    st.bind(5, std::string_view(s.gpuDriver));
    st.bind(6, std::string_view(s.cpuModel));
    st.bind(7, s.cpuCores);
    st.bind(8, s.memTotalMb);
    st.bind(9, std::string_view(s.kernel));
    st.bind(10, std::string_view(s.osRelease));
    st.bind(11, std::string_view(s.cudaVersion));
    st.bind(12, std::string_view(s.pythonVersion));
    st.bind(13, std::string_view(s.ingeroVersion));
    st.bind(14, std::string_view(s.pidFilter));
    st.bind(15, std::string_view(s.flags));
    st.bind(16, std::string_view(s.node));
    bindRank(st, 17, s.job.rank);
    bindRank(st, 18, s.job.localRank);
    bindRank(st, 19, s.job.worldSize);
    if (st.step() != SQLITE_DONE)
        fail("writing session: " + m_db->lastError());
}

void CaptureWriter::addSystemSnapshot(const SystemSnapshot& s)
{
    if (!m_db || !m_error.empty())
        return;
    SqliteStatement st(*m_db,
                       "INSERT OR REPLACE INTO system_snapshots (timestamp, cpu_pct, mem_pct, mem_avail, swap_mb, "
                       "load_avg) VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
    st.bind(1, s.timestamp);
    st.bind(2, s.cpuPct);
    st.bind(3, s.memPct);
    st.bind(4, s.memAvailMb);
    st.bind(5, s.swapMb);
    st.bind(6, s.loadAvg);
    if (st.step() != SQLITE_DONE)
        fail("writing system snapshot: " + m_db->lastError());
}

void CaptureWriter::addChain(const StoredChain& c)
{
    if (!m_db || !m_error.empty())
        return;
    SqliteStatement st(*m_db,
                       "INSERT OR REPLACE INTO causal_chains (id, detected_at, severity, summary, root_cause, "
                       "explanation, recommendations, cuda_op, cuda_p99_us, cuda_p50_us, tail_ratio, timeline, node) "
                       "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
    st.bind(1, std::string_view(c.id));
    st.bind(2, c.detectedAt);
    st.bind(3, std::string_view(c.severity));
    st.bind(4, std::string_view(c.summary));
    st.bind(5, std::string_view(c.rootCause));
    st.bind(6, std::string_view(c.explanation));
    st.bind(7, std::string_view(json::quotedArray(c.recommendations)));
    st.bind(8, std::string_view(c.cudaOp));
    st.bind(9, c.cudaP99Us);
    st.bind(10, c.cudaP50Us);
    st.bind(11, c.tailRatio);
    st.bind(12, std::string_view(chainTimelineJson(c.timeline)));
    st.bind(13, std::string_view(c.node));
    if (st.step() != SQLITE_DONE)
        fail("writing causal chain: " + m_db->lastError());
}

void CaptureWriter::addCgroup(const CgroupInfo& c)
{
    if (!m_db || !m_error.empty())
        return;
    SqliteStatement st(*m_db,
                       "INSERT OR REPLACE INTO cgroup_metadata (cgroup_id, container_id, cgroup_path, pod_name, "
                       "namespace) VALUES (?1, ?2, ?3, ?4, ?5)");
    st.bind(1, static_cast<std::int64_t>(c.cgroupId));
    st.bind(2, std::string_view(c.containerId));
    st.bind(3, std::string_view(c.cgroupPath));
    st.bind(4, std::string_view(c.podName));
    st.bind(5, std::string_view(c.podNamespace));
    if (st.step() != SQLITE_DONE)
        fail("writing cgroup: " + m_db->lastError());
}

void CaptureWriter::setMeta(const std::string& key, const std::string& value)
{
    m_meta[key] = value;
}

void CaptureWriter::maybeCommit()
{
    if (m_rowsInTransaction < m_options.rowsPerTransaction)
        return;
    if (m_latestTimestamp > LLONG_MIN + kAggregateSlackNs && !flushAllAggregates(m_latestTimestamp - kAggregateSlackNs))
        return;
    static_cast<void>(commitAndBegin());
}

bool CaptureWriter::flush(std::string* error)
{
    if (!m_error.empty() || !m_inTransaction) {
        if (error)
            *error = m_error.empty() ? "the capture is not open" : m_error;
        return false;
    }
    if (!commitAndBegin()) {
        if (error)
            *error = m_error;
        return false;
    }
    return true;
}

bool CaptureWriter::commitAndBegin()
{
    if (!writePending())
        return false;
    if (!exec("COMMIT", "committing")) {
        m_inTransaction = false;
        return false;
    }
    checkpointWal();
    if (!exec("BEGIN", "starting transaction")) {
        m_inTransaction = false;
        return false;
    }
    m_rowsInTransaction = 0;
    return true;
}

int CaptureWriter::onWalCommit(void* self, sqlite3* /*db*/, const char* /*schema*/, int frames)
{
    static_cast<CaptureWriter*>(self)->m_walFrames = frames;
    return SQLITE_OK;
}

void CaptureWriter::checkpointWal()
{
    if (!m_checkpointer || m_walFrames < m_backgroundCheckpointFrames)
        return;
    if (m_walFrames < m_restartFrames) {
        m_checkpointer->request();
        return;
    }
    // The next write transaction starts the WAL over if every frame is in the file by then.
    if (!m_checkpointer->catchUp())
        static_cast<void>(
            sqlite3_wal_checkpoint_v2(m_db->handle(), nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr));
}

bool CaptureWriter::flushAggregates(AggregateMap& table, SqliteStatement& statement, std::int64_t bucketNs,
                                    std::int64_t before)
{
    sqlite3_stmt* st = statement.handle();
    for (auto it = table.begin(); it != table.end();) {
        const Aggregate& a = it->second;
        if (before != LLONG_MAX && a.bucket > before - bucketNs) {
            ++it;
            continue;
        }
        sqlite3_bind_int64(st, 1, a.bucket);
        sqlite3_bind_int64(st, 2, a.source);
        sqlite3_bind_int64(st, 3, a.op);
        sqlite3_bind_int64(st, 4, a.pid);
        sqlite3_bind_int64(st, 5, a.count);
        sqlite3_bind_int64(st, 6, a.stored);
        sqlite3_bind_int64(st, 7, a.sumDuration);
        sqlite3_bind_int64(st, 8, a.minDuration);
        sqlite3_bind_int64(st, 9, a.maxDuration);
        sqlite3_bind_int64(st, 10, a.sumArg0);
        const int rc = sqlite3_step(st);
        sqlite3_reset(st);
        if (rc != SQLITE_DONE) {
            fail("writing aggregates: " + m_db->lastError());
            return false;
        }
        it = table.erase(it);
    }
    return true;
}

bool CaptureWriter::flushAllAggregates(std::int64_t before)
{
    return flushAggregates(m_aggregates1m, *m_upsertAggregate1m, kMinuteNs, before)
        && flushAggregates(m_aggregates5s, *m_upsertAggregate5s, kFiveSecondsNs, before);
}

bool CaptureWriter::writeFinalTables()
{
    SqliteStatement counters(*m_db,
                             "INSERT OR REPLACE INTO faultline_source_counters (source, seen, stored, dropped) "
                             "VALUES (?1, ?2, ?3, ?4)");
    SqliteStatement threads(*m_db,
                            "INSERT OR REPLACE INTO faultline_threads (tid, tgid, name, first_seen, last_seen) "
                            "VALUES (?1, ?2, ?3, ?4, ?5)");
    SqliteStatement names(*m_db, "INSERT OR REPLACE INTO process_names (pid, name, seen_at) VALUES (?1, ?2, ?3)");
    SqliteStatement meta(*m_db, "INSERT OR REPLACE INTO faultline_capture_meta (key, value) VALUES (?1, ?2)");
    if (!counters.isValid() || !threads.isValid() || !names.isValid() || !meta.isValid()) {
        fail("preparing final tables: " + m_db->lastError());
        return false;
    }
    auto step = [&](SqliteStatement& st, std::string_view what) {
        const int rc = st.step();
        st.reset();
        if (rc != SQLITE_DONE) {
            fail(std::string(what) + ": " + m_db->lastError());
            return false;
        }
        return true;
    };
    for (const auto& [source, c] : m_counters) {
        counters.bind(1, static_cast<std::int64_t>(source));
        counters.bind(2, c.seen);
        counters.bind(3, c.stored);
        counters.bind(4, c.dropped);
        if (!step(counters, "writing source counters"))
            return false;
    }
    for (const auto& [tid, t] : m_threads) {
        threads.bind(1, static_cast<std::int64_t>(tid));
        threads.bind(2, static_cast<std::int64_t>(t.tgid));
        threads.bind(3, std::string_view(t.name));
        threads.bind(4, t.firstSeen);
        threads.bind(5, t.lastSeen);
        if (!step(threads, "writing threads"))
            return false;
    }
    for (const auto& [pid, p] : m_processNames) {
        names.bind(1, static_cast<std::int64_t>(pid));
        names.bind(2, std::string_view(p.name));
        names.bind(3, p.seenAt);
        if (!step(names, "writing process names"))
            return false;
    }
    for (const auto& [key, value] : m_meta) {
        meta.bind(1, std::string_view(key));
        meta.bind(2, std::string_view(value));
        if (!step(meta, "writing capture metadata"))
            return false;
    }
    return true;
}

bool CaptureWriter::finish(std::string* error)
{
    auto done = [&](bool ok) {
        if (!ok && error)
            *error = m_error.empty() ? std::string("capture writer is not open") : m_error;
        return ok;
    };
    if (!m_db)
        return done(false);

    // Even after an earlier failure, keep what was written (and accepted before it): commit and
    // close.
    if (!m_error.empty()) {
        if (m_inTransaction) {
            static_cast<void>(writePending());
            static_cast<void>(m_db->exec("COMMIT"));
        }
        abandon();
        return done(false);
    }

    bool ok = writePending() && flushAllAggregates(LLONG_MAX) && writeFinalTables() && exec("COMMIT", "committing");
    m_inTransaction = false;
    m_insertEvent.reset();
    m_insertEvents.reset();
    m_insertStack.reset();
    m_upsertAggregate1m.reset();
    m_upsertAggregate5s.reset();
    const bool imported = m_insertGpuActivity != nullptr;
    m_insertGpuActivity.reset();
    m_insertCallName.reset();
    m_insertCpuRanges.reset();
    m_insertRangeName.reset();
    m_insertAnnotation.reset();
    // Leave WAL first so that the index pages below go straight into the file instead of
    // through the WAL and a second copy. Indexes are built once over the bulk-loaded rows,
    // which is much faster than maintaining them row by row. The sorts spill to temporary files
    // past cache_size (32 MiB), which bounds the memory finishing takes however long the capture
    // ran. For a live capture the sorter runs on this thread alone: helper threads each hold a
    // sort buffer of their own and, on two cores, made finishing slower. The last commit runs
    // with synchronous=FULL, which makes the whole file durable.
    // A reader with the live file open (the SQL console, a second Faultline) keeps the WAL in
    // use: then the capture stays in WAL mode, which every reader handles, and SQLite folds the
    // WAL into the file when the last connection closes. Failing the capture for it would lose data.
    bool stillWal = false;
    m_checkpointer.reset();
    if (ok) {
        static_cast<void>(m_db->queryText("PRAGMA wal_checkpoint(TRUNCATE)"));
        const std::string mode = m_db->queryText("PRAGMA journal_mode = DELETE");
        stillWal = mode != "delete";
        if (mode != "delete" && mode != "wal")
            ok = exec("SELECT 1", "checking the connection after leaving WAL mode failed");
    }
    // An import's index left to build, if buildImportIndexes() did not, is built as it builds it.
    ok = ok && (!m_bulkImport || buildImportIndexes()) && exec("PRAGMA threads = 0", "pragma")
        && exec(schema::eventIndexesDdl(), "creating event indexes")
        && (!imported || exec(schema::importIndexesDdl(), "creating GPU activity indexes"))
        && exec("PRAGMA synchronous = FULL", "pragma") && exec("PRAGMA analysis_limit = 1000", "pragma")
        && exec("ANALYZE", "analysing");
    abandon();
    if (!m_error.empty())
        return done(false);

    std::error_code ec;
    for (const std::string_view suffix : {"-wal", "-shm"}) {
        if (!stillWal && std::filesystem::exists(appendPathSuffix(m_path, suffix), ec)) {
            fail("stray " + appendPathSuffix(m_path, suffix) + " left after closing");
            return done(false);
        }
    }
    return done(true);
}

} // namespace faultline::capture
