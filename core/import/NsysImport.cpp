#include "NsysImport.h"

#include "OpCatalog.h"
#include "SqliteDb.h"
#include "Strings.h"
#include "Utf8.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace faultline::import {

namespace {

using Int = std::int64_t;

constexpr Int kProgressEveryRows = Int{1} << 16;

constexpr const char* kRuntimeTable = "CUPTI_ACTIVITY_KIND_RUNTIME";
constexpr const char* kDriverTable = "CUPTI_ACTIVITY_KIND_DRIVER"; // nsys before 2020 kept driver calls apart
constexpr const char* kKernelTable = "CUPTI_ACTIVITY_KIND_KERNEL";
constexpr const char* kOldKernelTable = "CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL";
constexpr const char* kMemcpyTable = "CUPTI_ACTIVITY_KIND_MEMCPY";
constexpr const char* kMemsetTable = "CUPTI_ACTIVITY_KIND_MEMSET";
constexpr const char* kSyncTable = "CUPTI_ACTIVITY_KIND_SYNCHRONIZATION";
constexpr const char* kNvtxTable = "NVTX_EVENTS";
constexpr const char* kSchedTable = "SCHED_EVENTS";
constexpr const char* kThreadTable = "ThreadNames";
constexpr const char* kProcessTable = "PROCESSES";

// ENUM_NSYS_EVENT_CLASS 67, TRACE_PROCESS_EVENT_CUDABACKTRACE: with --cudabacktrace, nsys writes
// a second RUNTIME row for each call whose stack it kept (undecorated name, callchainId set, same
// correlationId as the call's own eventClass 0/1 row, a few hundred ns wider).
constexpr Int kEventClassCudaBacktrace = 67;

// NVTX_EVENTS.eventType
constexpr Int kNvtxMark = 34;
constexpr Int kNvtxPushPop = 59;
constexpr Int kNvtxStartEnd = 60;

// CUPTI writes 0xFFFFFFFF (CUPTI_SYNCHRONIZATION_INVALID_VALUE) as the stream of a context or an
// event sync, which waits on no one stream: such a sync gets stream -1, not a lane of its own.
constexpr Int kNoStream = 0xFFFFFFFF;

using capture::saturatingAdd;
using capture::saturatingSub;

// nsys's serialized GlobalId: hw id in bits 56-63, vm id in 48-55 (non-zero on Linux and Windows
// captures alike), pid in 24-47, tid in 0-23.
std::uint32_t pidOf(Int globalId)
{
    return static_cast<std::uint32_t>((static_cast<std::uint64_t>(globalId) >> 24) & 0xFFFFFF);
}

std::uint32_t tidOf(Int globalId)
{
    return static_cast<std::uint32_t>(static_cast<std::uint64_t>(globalId) & 0xFFFFFF);
}

// Names go on to Qt and to SQLite as UTF-8 text: a byte that is not UTF-8 (a name truncated
// mid-character) becomes '?', and so does a NUL, which C strings would end at.
bool validText(std::string_view text)
{
    return text.find('\0') == std::string_view::npos && utf8::isValid(text);
}

std::string repairedText(std::string_view text)
{
    std::string r = utf8::repaired(text, "?");
    std::replace(r.begin(), r.end(), '\0', '?');
    return r;
}

std::string quoted(std::string_view identifier)
{
    std::string q = "\"";
    for (const char c : identifier) {
        q += c;
        if (c == '"')
            q += '"';
    }
    q += '"';
    return q;
}

// Opens the export as every reader opens a user's file (SqliteDb::openCapture): read-only, and
// immutable unless a -wal or -journal beside it says that nsys is still writing it, so that nothing
// appears beside it, not even for an export in WAL mode. The file is untrusted: no schema-defined
// functions or writes through odd pragmas (SqliteDb has no option for either), and b-tree cells
// checked as they are read, so that a damaged file fails cleanly.
bool openExport(capture::SqliteDb& db, const std::string& path, std::string* error)
{
    std::string why;
    if (!db.openCapture(path, &why)) {
        *error = "cannot open " + path + ": " + why;
        return false;
    }
    sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    sqlite3_db_config(db.handle(), SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    static_cast<void>(db.exec("PRAGMA cell_size_check = ON"));
    return true;
}

// A statement over the export: SqliteStatement, with its columns read as nsys's need.
class Statement : public capture::SqliteStatement
{
public:
    using capture::SqliteStatement::SqliteStatement;

    [[nodiscard]] int type(int column) const { return sqlite3_column_type(handle(), column); }

    // A number; text and blobs (no nsys column holds either where a number belongs) read as
    // absent. SQLite saturates a real outside the 64-bit range.
    [[nodiscard]] std::optional<Int> integer(int column) const
    {
        const int t = type(column);
        if (t != SQLITE_INTEGER && t != SQLITE_FLOAT)
            return std::nullopt;
        return int64(column);
    }
};

// The columns a reader asks of a table, each there or not: nsys adds and drops columns between
// versions, so a missing one is selected as NULL and reads like a NULL value.
struct Selection
{
    std::string sql;
    std::vector<bool> present;
    [[nodiscard]] bool has(std::size_t column) const { return column < present.size() && present[column]; }
};

// Memory kinds as nsys exports them (ENUM_CUDA_MEM_KIND, "CUDA_MEMOPR_MEMORY_KIND"): 0 pageable,
// 1 pinned, 2 device, ... This is not CUPTI's CUpti_ActivityMemoryKind (1 pageable, 2 pinned,
// 3 device): every fixture's host-to-device copy has dstKind 2. Used when the export has no
// ENUM_CUDA_MEM_KIND table (before 2023).
struct MemKind
{
    HostMemory host = HostMemory::Unknown;
    std::string label;
};

std::map<Int, MemKind> defaultMemKinds()
{
    return {{0, {HostMemory::Pageable, "Pageable"}},      {1, {HostMemory::Pinned, "Pinned"}},
            {2, {HostMemory::Unknown, "Device"}},         {3, {HostMemory::Unknown, "Array"}},
            {4, {HostMemory::Unknown, "Managed"}},        {5, {HostMemory::Unknown, "Device Static"}},
            {6, {HostMemory::Unknown, "Managed Static"}}, {7, {HostMemory::Unknown, "Unknown"}}};
}

// CUDA_MEMCPY_KIND as nsys names them in its timeline ("Memcpy HtoD"), with the direction the
// copy has for the capture: arrays live on the device, unified-memory copies are migrations.
struct CopyKindInfo
{
    const char* label;
    CopyKind kind;
    bool hostIsSource;
    bool hostIsDestination;
};

constexpr CopyKindInfo kCopyKinds[] = {
    {"", CopyKind::Unknown, false, false},
    {"HtoD", CopyKind::HostToDevice, true, false},
    {"DtoH", CopyKind::DeviceToHost, false, true},
    {"HtoA", CopyKind::HostToDevice, true, false},
    {"AtoH", CopyKind::DeviceToHost, false, true},
    {"AtoA", CopyKind::DeviceToDevice, false, false},
    {"AtoD", CopyKind::DeviceToDevice, false, false},
    {"DtoA", CopyKind::DeviceToDevice, false, false},
    {"DtoD", CopyKind::DeviceToDevice, false, false},
    {"HtoH", CopyKind::Unknown, false, false},
    {"PtoP", CopyKind::PeerToPeer, false, false},
    {"Unified HtoD", CopyKind::HostToDevice, false, false},
    {"Unified DtoH", CopyKind::DeviceToHost, false, false},
    {"Unified DtoD", CopyKind::DeviceToDevice, false, false},
};

// Kineto's names for a sync (cuda_sync events), chosen from the API call that asked for it:
// SYNCHRONIZATION.syncType is numbered differently across nsys versions (2022's 3 and 2025's 2
// are both cudaStreamSynchronize in the fixtures).
std::string_view syncLabel(std::string_view apiName)
{
    if (apiName.find("StreamWaitEvent") != std::string_view::npos)
        return "Stream Wait Event";
    if (apiName.find("StreamSynchronize") != std::string_view::npos)
        return "Stream Sync";
    if (apiName.find("EventSynchronize") != std::string_view::npos)
        return "Event Sync";
    if (apiName.find("CtxSynchronize") != std::string_view::npos
        || apiName.find("DeviceSynchronize") != std::string_view::npos)
        return "Context Sync";
    return "Sync";
}

// Call sites are found again by (pid, correlation id): CUPTI numbers correlations per process.
struct CallKey
{
    std::uint32_t pid = 0;
    Int correlation = -1;
    std::size_t index = 0;
    bool operator<(const CallKey& o) const { return std::tie(pid, correlation) < std::tie(o.pid, o.correlation); }
};

class Importer
{
public:
    Importer(const capture::SqliteDb& db, ImportedTrace& trace, const NsysImportOptions& options)
        : m_db(db)
        , m_trace(trace)
        , m_options(options)
    {
    }

    [[nodiscard]] bool run(std::string* error);

private:
    struct Step
    {
        std::vector<std::string> tables; // what it reads, for its share of the progress
        bool (Importer::*read)(std::string*);
    };

    [[nodiscard]] bool loadSchema(std::string* error);
    [[nodiscard]] bool hasTable(std::string_view table) const { return m_tables.count(text::toLowerAscii(table)) != 0; }
    [[nodiscard]] std::vector<std::string> columnsOf(std::string_view table) const;
    [[nodiscard]] Selection select(std::string_view table, std::initializer_list<std::string_view> columns) const;
    [[nodiscard]] Int rowCount(std::string_view table) const;
    [[nodiscard]] double rowEstimate(std::string_view table) const;
    // False, after noting the table as unreadable and counting its rows as skipped, when one of
    // `required` (indices into the selection) is missing.
    [[nodiscard]] bool requireColumns(std::string_view table, const Selection& selection,
                                      std::initializer_list<std::size_t> required,
                                      std::initializer_list<std::string_view> names);

    template<typename OnRow>
    [[nodiscard]] bool forEachRow(std::string_view table, const Selection& selection, OnRow&& onRow,
                                  std::string* error);
    [[nodiscard]] bool report(double fraction);
    [[nodiscard]] bool tick(std::string* error);

    [[nodiscard]] bool prepareNames(std::string* error);
    [[nodiscard]] std::uint32_t intern(std::string_view text);
    [[nodiscard]] std::uint32_t stringId(Int id);
    [[nodiscard]] std::uint32_t nameAt(const Statement& row, int column);

    [[nodiscard]] Int time(Int ns) const { return saturatingAdd(ns, m_origin); }
    // start and end of an interval row, shifted to the origin; nullopt (counted) when either is
    // absent, end clamped to start (counted) when it comes first.
    [[nodiscard]] std::optional<std::pair<Int, Int>> interval(const Statement& row, int startColumn, int endColumn,
                                                              const std::string& what);

    [[nodiscard]] bool readMetadata(std::string* error);
    [[nodiscard]] bool readDevices(std::string* error);
    [[nodiscard]] bool readThreads(std::string* error);
    [[nodiscard]] bool readApiCalls(std::string* error);
    [[nodiscard]] bool readApiTable(std::string_view table, std::vector<HostCall>& backtraces, std::string* error);
    [[nodiscard]] bool readKernels(std::string* error);
    [[nodiscard]] bool readCopies(std::string* error);
    [[nodiscard]] bool readMemsets(std::string* error);
    [[nodiscard]] bool readSyncs(std::string* error);
    [[nodiscard]] bool readNvtx(std::string* error);
    [[nodiscard]] bool readScheduling(std::string* error);
    [[nodiscard]] bool countUnread(std::string* error);

    // The GPU columns every activity table starts its selection with, in this order.
    [[nodiscard]] std::optional<GpuActivity> gpuActivity(const Statement& row, const std::string& what);
    [[nodiscard]] const CallKey* callOf(std::uint32_t pid, Int correlation) const;
    void addBytesToCall(const GpuActivity& activity);

    const capture::SqliteDb& m_db;
    ImportedTrace& m_trace;
    const NsysImportOptions& m_options;

    std::unordered_map<std::string, std::string> m_tables; // lower-case name -> name as created
    std::unordered_map<Int, std::uint32_t> m_names;        // StringIds id -> pool id
    std::unique_ptr<Statement> m_nameLookup;
    bool m_namesPreloaded = false;
    Int m_missingNames = 0;

    Int m_origin = 0;
    std::map<Int, MemKind> m_memKinds = defaultMemKinds();
    std::vector<CallKey> m_callIndex; // sorted, after the API calls are read

    double m_total = 1;
    double m_stepStart = 0;
    double m_stepSize = 0;
    double m_stepEstimate = 1;
    Int m_stepRows = 0;
};

bool Importer::report(double fraction)
{
    if (!m_options.progress)
        return true;
    return m_options.progress(std::clamp(fraction, 0.0, 1.0));
}

bool Importer::tick(std::string* error)
{
    ++m_stepRows;
    if (m_stepRows % kProgressEveryRows != 0)
        return true;
    const double within = std::min(1.0, static_cast<double>(m_stepRows) / m_stepEstimate);
    if (report((m_stepStart + within * m_stepSize) / m_total))
        return true;
    *error = "cancelled";
    return false;
}

bool Importer::loadSchema(std::string* error)
{
    Statement st(m_db, "SELECT name FROM sqlite_master WHERE type = 'table'");
    if (!st.isValid()) {
        *error = std::string("cannot read the file as SQLite: ") + m_db.lastError();
        return false;
    }
    for (;;) {
        const int rc = st.step();
        if (rc == SQLITE_DONE)
            break;
        if (rc != SQLITE_ROW) {
            *error = std::string("cannot read the file as SQLite: ") + m_db.lastError();
            return false;
        }
        const std::string_view name = st.text(0);
        if (!name.empty())
            m_tables.emplace(text::toLowerAscii(name), std::string(name));
    }
    return true;
}

std::vector<std::string> Importer::columnsOf(std::string_view table) const
{
    std::vector<std::string> columns;
    Statement st(m_db, "SELECT name FROM pragma_table_info(?1)");
    if (!st.isValid())
        return columns;
    st.bind(1, table);
    while (st.step() == SQLITE_ROW)
        columns.push_back(text::toLowerAscii(st.text(0)));
    return columns;
}

Selection Importer::select(std::string_view table, std::initializer_list<std::string_view> columns) const
{
    const std::vector<std::string> have = columnsOf(table);
    Selection s;
    s.sql = "SELECT ";
    for (const std::string_view column : columns) {
        const bool present = std::find(have.begin(), have.end(), text::toLowerAscii(column)) != have.end();
        if (!s.present.empty())
            s.sql += ", ";
        s.sql += present ? quoted(column) : std::string("NULL");
        s.present.push_back(present);
    }
    s.sql += " FROM " + quoted(table);
    return s;
}

Int Importer::rowCount(std::string_view table) const
{
    Statement st(m_db, "SELECT count(*) FROM " + quoted(table));
    return st.step() == SQLITE_ROW ? st.integer(0).value_or(0) : 0;
}

// max(rowid) is a look at the b-tree's last page, where count(*) would read the whole table; nsys
// appends rows, so it is the row count.
double Importer::rowEstimate(std::string_view table) const
{
    if (!hasTable(table))
        return 0;
    Statement st(m_db, "SELECT max(rowid) FROM " + quoted(table));
    const Int n = st.step() == SQLITE_ROW ? st.integer(0).value_or(0) : 0;
    return static_cast<double>(std::clamp<Int>(n, 0, Int{1} << 40));
}

bool Importer::requireColumns(std::string_view table, const Selection& selection,
                              std::initializer_list<std::size_t> required,
                              std::initializer_list<std::string_view> names)
{
    std::string missing;
    auto name = names.begin();
    for (const std::size_t column : required) {
        if (!selection.has(column)) {
            if (!missing.empty())
                missing += ", ";
            missing += name != names.end() ? std::string(*name) : std::to_string(column);
        }
        if (name != names.end())
            ++name;
    }
    if (missing.empty())
        return true;
    const Int rows = rowCount(table);
    m_trace.notes.push_back(std::string(table) + " has no " + missing + " column: its " + std::to_string(rows)
                            + " rows were not imported");
    m_trace.skip(std::string(table) + " rows without " + missing, rows);
    return false;
}

template<typename OnRow>
bool Importer::forEachRow(std::string_view table, const Selection& selection, OnRow&& onRow, std::string* error)
{
    Statement st(m_db, selection.sql);
    if (!st.isValid()) {
        *error = "cannot read " + std::string(table) + ": " + m_db.lastError();
        return false;
    }
    for (;;) {
        const int rc = st.step();
        if (rc == SQLITE_DONE)
            return true;
        if (rc != SQLITE_ROW) {
            *error = "cannot read " + std::string(table) + ": " + m_db.lastError();
            return false;
        }
        onRow(st);
        if (!tick(error))
            return false;
    }
}

// StringIds holds every name (API, kernel, thread, NVTX text). Names are interned as rows ask for
// them, so that the pool holds only the names the trace uses (not the callchains' symbols and
// file names), and each id is looked up once.
bool Importer::prepareNames(std::string* error)
{
    if (!hasTable("StringIds")) {
        *error = "no StringIds table: not an Nsight Systems export";
        return false;
    }
    bool hasId = false;
    bool hasValue = false;
    bool idIsKey = false;
    bool compositeKey = false;
    {
        Statement st(m_db, "SELECT lower(name), pk FROM pragma_table_info('StringIds')");
        while (st.step() == SQLITE_ROW) {
            const std::string_view column = st.text(0);
            const Int pk = st.integer(1).value_or(0);
            hasId = hasId || column == "id";
            hasValue = hasValue || column == "value";
            idIsKey = idIsKey || (column == "id" && pk == 1);
            compositeKey = compositeKey || pk > 1;
        }
    }
    if (!hasId || !hasValue) {
        *error = std::string("StringIds table has no ") + (!hasId ? "id" : "value")
            + " column: not an Nsight Systems export";
        return false;
    }
    if (idIsKey && !compositeKey) {
        // nsys declares "id INTEGER NOT NULL PRIMARY KEY": a lookup is one b-tree descent.
        m_nameLookup = std::make_unique<Statement>(m_db, "SELECT value FROM StringIds WHERE id = ?1");
        if (m_nameLookup->isValid())
            return true;
        m_nameLookup.reset();
    }
    // Without the key each lookup would scan the table: read it once instead.
    Statement st(m_db, "SELECT id, value FROM StringIds");
    if (!st.isValid()) {
        *error = std::string("cannot read StringIds: ") + m_db.lastError();
        return false;
    }
    for (;;) {
        const int rc = st.step();
        if (rc == SQLITE_DONE)
            break;
        if (rc != SQLITE_ROW) {
            *error = std::string("cannot read StringIds: ") + m_db.lastError();
            return false;
        }
        if (const auto id = st.integer(0))
            m_names.try_emplace(*id, intern(st.text(1)));
    }
    m_namesPreloaded = true;
    return true;
}

std::uint32_t Importer::intern(std::string_view text)
{
    return validText(text) ? m_trace.strings.intern(text) : m_trace.strings.intern(repairedText(text));
}

std::uint32_t Importer::stringId(Int id)
{
    if (const auto it = m_names.find(id); it != m_names.end())
        return it->second;
    std::uint32_t pooled = 0;
    bool found = false;
    if (!m_namesPreloaded && m_nameLookup) {
        m_nameLookup->bind(1, id);
        if (m_nameLookup->step() == SQLITE_ROW) {
            found = true;
            pooled = intern(m_nameLookup->text(0));
        }
        m_nameLookup->reset();
    }
    if (!found)
        ++m_missingNames;
    m_names.emplace(id, pooled);
    return pooled;
}

std::uint32_t Importer::nameAt(const Statement& row, int column)
{
    switch (row.type(column)) {
    case SQLITE_INTEGER:
    case SQLITE_FLOAT: return stringId(row.integer(column).value_or(0));
    case SQLITE_TEXT: return intern(row.text(column)); // a name written out rather than by id
    default: return 0;
    }
}

std::optional<std::pair<Int, Int>> Importer::interval(const Statement& row, int startColumn, int endColumn,
                                                      const std::string& what)
{
    const auto start = row.integer(startColumn);
    const auto end = row.integer(endColumn);
    if (!start || !end) {
        m_trace.skip(what + " with no start or end time");
        return std::nullopt;
    }
    Int s = time(*start);
    Int e = time(*end);
    if (e < s) {
        m_trace.skip(what + " that end before they start (end set to start)");
        e = s;
    }
    return std::make_pair(s, e);
}

bool Importer::readMetadata(std::string* /*error*/)
{
    m_trace.producer = "Nsight Systems";
    for (const char* table : {"META_DATA_EXPORT", "EXPORT_META_DATA"}) { // 2023 renamed it
        if (!hasTable(table))
            continue;
        const Selection s = select(table, {"name", "value"});
        if (!s.has(0) || !s.has(1))
            continue;
        Statement st(m_db, s.sql);
        while (st.step() == SQLITE_ROW) {
            const std::string_view key = st.text(0);
            const std::string value = repairedText(st.text(1));
            if (key == "EXPORT_SCHEMA_VERSION" && !value.empty())
                m_trace.formatVersion = value;
            else if (key == "EXPORT_PRODUCT_VERSION" && !value.empty())
                m_trace.producer = "Nsight Systems " + value;
        }
        break;
    }
    if (hasTable("TARGET_INFO_SESSION_START_TIME")) {
        const Selection s = select("TARGET_INFO_SESSION_START_TIME", {"utcEpochNs"});
        Statement st(m_db, s.sql + " LIMIT 1");
        if (s.has(0) && st.step() == SQLITE_ROW) {
            if (const auto epoch = st.integer(0); epoch && *epoch > 0) {
                m_origin = *epoch;
                m_trace.originNs = *epoch;
                m_trace.absoluteTime = true;
            }
        }
    }
    if (!m_trace.absoluteTime)
        m_trace.notes.push_back("no TARGET_INFO_SESSION_START_TIME.utcEpochNs: times are ns from the session start");
    if (hasTable("ENUM_CUDA_MEM_KIND")) {
        const Selection s = select("ENUM_CUDA_MEM_KIND", {"id", "name", "label"});
        if (s.has(0) && (s.has(1) || s.has(2))) {
            std::map<Int, MemKind> kinds;
            Statement st(m_db, s.sql);
            while (st.step() == SQLITE_ROW) {
                const auto id = st.integer(0);
                if (!id)
                    continue;
                const std::string name = text::toLowerAscii(st.text(1));
                MemKind kind;
                kind.label = repairedText(st.text(2).empty() ? st.text(1) : st.text(2));
                if (name.find("pageable") != std::string::npos || text::toLowerAscii(kind.label) == "pageable")
                    kind.host = HostMemory::Pageable;
                else if (name.find("pinned") != std::string::npos || text::toLowerAscii(kind.label) == "pinned")
                    kind.host = HostMemory::Pinned;
                kinds.emplace(*id, std::move(kind));
            }
            if (!kinds.empty())
                m_memKinds = std::move(kinds);
        }
    }
    return true;
}

// TARGET_INFO_GPU lists every GPU of the machine (on Windows the integrated one and the Basic
// Render Driver too, with computeMajor 0); its `id` is the one activities carry, unless
// TARGET_INFO_CUDA_DEVICE maps it to another CUDA id. Exports before 2022 name the id deviceId
// and keep the memory size in TARGET_INFO_CUDA_GPU.globalMemorySize.
bool Importer::readDevices(std::string* /*error*/)
{
    std::map<Int, Int> cudaIds; // gpuId -> cudaId
    if (hasTable("TARGET_INFO_CUDA_DEVICE")) {
        const Selection s = select("TARGET_INFO_CUDA_DEVICE", {"gpuId", "cudaId"});
        Statement st(m_db, s.sql);
        while (s.has(0) && s.has(1) && st.step() == SQLITE_ROW) {
            if (const auto gpu = st.integer(0), cuda = st.integer(1); gpu && cuda)
                cudaIds.try_emplace(*gpu, *cuda);
        }
    }
    std::map<Int, std::size_t> byId; // device id -> index in m_trace.devices
    auto merge = [&](Int id, std::string_view name, Int memory) {
        const auto [it, added] = byId.try_emplace(id, m_trace.devices.size());
        if (added)
            m_trace.devices.emplace_back().id = id;
        GpuDevice& device = m_trace.devices[it->second];
        if (device.name.empty())
            device.name = repairedText(name);
        if (device.totalMemory == 0)
            device.totalMemory = std::max<Int>(memory, 0);
    };

    if (hasTable("TARGET_INFO_GPU")) {
        const Selection s = select("TARGET_INFO_GPU", {"id", "deviceId", "name", "totalMemory", "computeMajor"});
        Statement st(m_db, s.sql);
        std::string leftOut;
        Int leftOutCount = 0;
        while (st.step() == SQLITE_ROW) {
            auto id = st.integer(0);
            if (!id)
                id = st.integer(1);
            if (!id)
                continue;
            if (s.has(4) && st.integer(4).value_or(0) <= 0) {
                if (++leftOutCount <= 8)
                    leftOut += (leftOut.empty() ? "" : ", ") + repairedText(st.text(2));
                continue;
            }
            const auto mapped = cudaIds.find(*id);
            merge(mapped != cudaIds.end() ? mapped->second : *id, st.text(2), st.integer(3).value_or(0));
        }
        if (leftOutCount > 0)
            m_trace.notes.push_back("TARGET_INFO_GPU: " + std::to_string(leftOutCount) + " GPUs without CUDA left out ("
                                    + leftOut + ")");
    }
    if (hasTable("TARGET_INFO_CUDA_GPU")) {
        const Selection s = select("TARGET_INFO_CUDA_GPU",
                                   {"deviceId", "id", "name", "globalMemorySize", "totalMemory"});
        Statement st(m_db, s.sql);
        while (st.step() == SQLITE_ROW) {
            auto id = st.integer(0);
            if (!id)
                id = st.integer(1);
            if (!id)
                continue;
            auto memory = st.integer(3);
            if (!memory)
                memory = st.integer(4);
            merge(*id, st.text(2), memory.value_or(0));
        }
    }
    return true;
}

bool Importer::readThreads(std::string* error)
{
    if (hasTable(kThreadTable)) {
        const Selection s = select(kThreadTable, {"nameId", "globalTid"});
        if (requireColumns(kThreadTable, s, {0, 1}, {"nameId", "globalTid"})) {
            const bool ok = forEachRow(
                kThreadTable, s,
                [this](const Statement& row) {
                    const auto gtid = row.integer(1);
                    if (!gtid) {
                        m_trace.skip("thread names with no globalTid");
                        return;
                    }
                    const std::uint32_t name = nameAt(row, 0);
                    m_trace.threads.push_back({pidOf(*gtid), tidOf(*gtid), m_trace.strings.at(name)});
                },
                error);
            if (!ok)
                return false;
        }
    }
    if (hasTable(kProcessTable)) {
        const Selection s = select(kProcessTable, {"globalPid", "pid", "name"});
        if (requireColumns(kProcessTable, s, {2}, {"name"})) {
            const bool ok = forEachRow(
                kProcessTable, s,
                [this](const Statement& row) {
                    std::optional<std::uint32_t> pid;
                    if (const auto gpid = row.integer(0))
                        pid = pidOf(*gpid);
                    else if (const auto p = row.integer(1); p && *p >= 0 && *p <= 0xFFFFFF)
                        pid = static_cast<std::uint32_t>(*p);
                    if (!pid) {
                        m_trace.skip("process names with no pid");
                        return;
                    }
                    m_trace.processes.push_back({*pid, repairedText(row.text(2))});
                },
                error);
            if (!ok)
                return false;
        }
    }
    return true;
}

// Each CUDA call becomes one HostCall, named as the trace wrote it (cudaLaunchKernel_v7000): the
// catalogue maps names later.
//
// Duplicate rule: with --cudabacktrace, nsys 2021-2022 exports hold a second row of eventClass 67
// ("CUDA backtrace") for each call whose stack it kept, with the same correlationId as the call's
// own row (eventClass 0 runtime, 1 driver). Such a row is dropped when a row of another class has
// the same (pid, correlationId); one without such a twin is kept as the call. So each call counts
// once, as `SELECT count(DISTINCT correlationId)` over the table counts it.
bool Importer::readApiCalls(std::string* error)
{
    if (!hasTable(kRuntimeTable) && !hasTable(kDriverTable))
        m_trace.notes.push_back(std::string("no ") + kRuntimeTable + " table: no CUDA API calls were traced");
    std::vector<HostCall> backtraces;
    for (const char* table : {kRuntimeTable, kDriverTable}) {
        if (hasTable(table) && !readApiTable(table, backtraces, error))
            return false;
    }

    auto indexCalls = [this] {
        m_callIndex.clear();
        m_callIndex.reserve(m_trace.calls.size());
        for (std::size_t i = 0; i < m_trace.calls.size(); ++i)
            m_callIndex.push_back({m_trace.calls[i].pid, m_trace.calls[i].correlation, i});
        std::sort(m_callIndex.begin(), m_callIndex.end());
    };
    indexCalls();
    Int twins = 0;
    const std::size_t ownRows = m_trace.calls.size();
    for (const HostCall& call : backtraces) {
        if (call.correlation != -1 && callOf(call.pid, call.correlation))
            ++twins;
        else
            m_trace.calls.push_back(call);
    }
    if (m_trace.calls.size() != ownRows)
        indexCalls();
    if (twins > 0)
        m_trace.notes.push_back(std::to_string(twins)
                                + " \"CUDA backtrace\" rows (eventClass 67) repeat a CUDA call of the same "
                                  "correlationId: each call was read once");
    return true;
}

bool Importer::readApiTable(std::string_view table, std::vector<HostCall>& backtraces, std::string* error)
{
    const Selection s = select(table,
                               {"start", "end", "eventClass", "globalTid", "correlationId", "nameId", "returnValue"});
    if (!requireColumns(table, s, {0, 1}, {"start", "end"}))
        return true;
    const std::string what = "CUDA API calls";
    return forEachRow(
        table, s,
        [&](const Statement& row) {
            const auto span = interval(row, 0, 1, what);
            if (!span)
                return;
            HostCall call;
            call.start = span->first;
            call.duration = saturatingSub(span->second, span->first);
            if (const auto gtid = row.integer(3)) {
                call.pid = pidOf(*gtid);
                call.tid = tidOf(*gtid);
            }
            call.correlation = row.integer(4).value_or(-1);
            call.name = nameAt(row, 5);
            call.returnValue = static_cast<std::int32_t>(std::clamp<Int>(row.integer(6).value_or(0),
                                                                         std::numeric_limits<std::int32_t>::min(),
                                                                         std::numeric_limits<std::int32_t>::max()));
            if (row.integer(2).value_or(0) == kEventClassCudaBacktrace)
                backtraces.push_back(call);
            else
                m_trace.calls.push_back(call);
        },
        error);
}

const CallKey* Importer::callOf(std::uint32_t pid, Int correlation) const
{
    const CallKey key{pid, correlation, 0};
    const auto it = std::lower_bound(m_callIndex.begin(), m_callIndex.end(), key);
    if (it == m_callIndex.end() || it->pid != pid || it->correlation != correlation)
        return nullptr;
    return &*it;
}

void Importer::addBytesToCall(const GpuActivity& activity)
{
    if (activity.correlation == -1)
        return;
    if (const CallKey* key = callOf(activity.pid, activity.correlation)) {
        std::uint64_t& bytes = m_trace.calls[key->index].bytes;
        bytes = activity.bytes > std::numeric_limits<std::uint64_t>::max() - bytes
            ? std::numeric_limits<std::uint64_t>::max()
            : bytes + activity.bytes;
    }
}

std::optional<GpuActivity> Importer::gpuActivity(const Statement& row, const std::string& what)
{
    const auto span = interval(row, 0, 1, what);
    if (!span)
        return std::nullopt;
    GpuActivity a;
    a.start = span->first;
    a.end = span->second;
    a.device = row.integer(2).value_or(0);
    a.stream = row.integer(3).value_or(0);
    a.correlation = row.integer(4).value_or(-1);
    if (const auto gpid = row.integer(5))
        a.pid = pidOf(*gpid);
    return a;
}

bool Importer::readKernels(std::string* error)
{
    const char* table = hasTable(kKernelTable) ? kKernelTable : hasTable(kOldKernelTable) ? kOldKernelTable : nullptr;
    if (!table) {
        m_trace.notes.push_back(std::string("no ") + kKernelTable + " table: no kernels were traced");
        return true;
    }
    const Selection s = select(table,
                               {"start", "end", "deviceId", "streamId", "correlationId", "globalPid", "demangledName",
                                "shortName", "name", "mangledName"});
    if (!requireColumns(table, s, {0, 1}, {"start", "end"}))
        return true;
    const std::string what = "kernels";
    std::vector<std::int8_t> communication; // by name id: -1 not yet known, else whether "nccl" is in it
    return forEachRow(
        table, s,
        [&](const Statement& row) {
            auto a = gpuActivity(row, what);
            if (!a)
                return;
            // The demangled signature, as Kineto names kernels; the others where it is absent.
            for (int column = 6; column <= 9 && a->name == 0; ++column)
                a->name = nameAt(row, column);
            if (a->name >= communication.size())
                communication.resize(std::size_t{a->name} + 1, -1);
            if (communication[a->name] < 0)
                communication[a->name] = text::containsNoCase(m_trace.strings.at(a->name), "nccl") ? 1 : 0;
            a->kind = communication[a->name] ? GpuKind::CommKernel : GpuKind::Kernel;
            m_trace.gpu.push_back(*a);
        },
        error);
}

bool Importer::readCopies(std::string* error)
{
    if (!hasTable(kMemcpyTable)) {
        m_trace.notes.push_back(std::string("no ") + kMemcpyTable + " table: the trace holds no memory copies");
        return true;
    }
    const Selection s = select(kMemcpyTable,
                               {"start", "end", "deviceId", "streamId", "correlationId", "globalPid", "bytes",
                                "copyKind", "srcKind", "dstKind"});
    if (!requireColumns(kMemcpyTable, s, {0, 1}, {"start", "end"}))
        return true;
    std::map<std::tuple<Int, Int, Int>, std::uint32_t> names; // (copyKind, srcKind, dstKind) -> name
    const std::string what = "memory copies";
    return forEachRow(
        kMemcpyTable, s,
        [&](const Statement& row) {
            auto a = gpuActivity(row, what);
            if (!a)
                return;
            a->kind = GpuKind::Memcpy;
            const Int bytes = row.integer(6).value_or(0);
            if (bytes < 0)
                m_trace.skip("copies and memsets with a negative byte count (set to 0)");
            a->bytes = static_cast<std::uint64_t>(std::max<Int>(bytes, 0));
            const Int copyKind = row.integer(7).value_or(0);
            const Int src = row.integer(8).value_or(-1);
            const Int dst = row.integer(9).value_or(-1);
            const CopyKindInfo& info = copyKind > 0 && copyKind < static_cast<Int>(std::size(kCopyKinds))
                ? kCopyKinds[copyKind]
                : kCopyKinds[0];
            a->copyKind = info.kind;
            const Int hostSide = info.hostIsSource ? src : info.hostIsDestination ? dst : -1;
            if (const auto k = m_memKinds.find(hostSide); k != m_memKinds.end())
                a->hostMemory = k->second.host;
            const auto key = std::make_tuple(copyKind, src, dst);
            auto named = names.find(key);
            if (named == names.end()) {
                // As nsys's timeline names them: "Memcpy HtoD (Pageable -> Device)".
                std::string name = "Memcpy";
                if (*info.label)
                    name += std::string(" ") + info.label;
                const auto srcKind = m_memKinds.find(src);
                const auto dstKind = m_memKinds.find(dst);
                if (srcKind != m_memKinds.end() && dstKind != m_memKinds.end())
                    name += " (" + srcKind->second.label + " -> " + dstKind->second.label + ")";
                named = names.emplace(key, m_trace.strings.intern(name)).first;
            }
            a->name = named->second;
            addBytesToCall(*a);
            m_trace.gpu.push_back(*a);
        },
        error);
}

bool Importer::readMemsets(std::string* error)
{
    if (!hasTable(kMemsetTable)) {
        m_trace.notes.push_back(std::string("no ") + kMemsetTable + " table: the trace holds no memsets");
        return true;
    }
    const Selection s = select(
        kMemsetTable, {"start", "end", "deviceId", "streamId", "correlationId", "globalPid", "bytes", "memKind"});
    if (!requireColumns(kMemsetTable, s, {0, 1}, {"start", "end"}))
        return true;
    std::map<Int, std::uint32_t> names; // memKind -> name
    const std::string what = "memsets";
    return forEachRow(
        kMemsetTable, s,
        [&](const Statement& row) {
            auto a = gpuActivity(row, what);
            if (!a)
                return;
            a->kind = GpuKind::Memset;
            const Int bytes = row.integer(6).value_or(0);
            if (bytes < 0)
                m_trace.skip("copies and memsets with a negative byte count (set to 0)");
            a->bytes = static_cast<std::uint64_t>(std::max<Int>(bytes, 0));
            const Int memKind = row.integer(7).value_or(-1);
            auto named = names.find(memKind);
            if (named == names.end()) {
                std::string name = "Memset";
                if (const auto k = m_memKinds.find(memKind); k != m_memKinds.end())
                    name += " (" + k->second.label + ")";
                named = names.emplace(memKind, m_trace.strings.intern(name)).first;
            }
            a->name = named->second;
            addBytesToCall(*a);
            m_trace.gpu.push_back(*a);
        },
        error);
}

bool Importer::readSyncs(std::string* error)
{
    if (!hasTable(kSyncTable))
        return true;
    const Selection s = select(kSyncTable, {"start", "end", "deviceId", "streamId", "correlationId", "globalPid"});
    if (!requireColumns(kSyncTable, s, {0, 1}, {"start", "end"}))
        return true;
    const std::uint32_t fallback = m_trace.strings.intern("Sync");
    const std::string what = "synchronizations";
    return forEachRow(
        kSyncTable, s,
        [&](const Statement& row) {
            auto a = gpuActivity(row, what);
            if (!a)
                return;
            a->kind = GpuKind::Sync;
            if (a->stream == kNoStream || a->stream < 0)
                a->stream = -1;
            a->name = fallback;
            if (const CallKey* call = a->correlation != -1 ? callOf(a->pid, a->correlation) : nullptr)
                a->name = m_trace.strings.intern(syncLabel(m_trace.strings.at(m_trace.calls[call->index].name)));
            m_trace.gpu.push_back(*a);
        },
        error);
}

bool Importer::readNvtx(std::string* error)
{
    if (!hasTable(kNvtxTable))
        return true;
    const Selection s = select(kNvtxTable, {"start", "end", "eventType", "text", "textId", "globalTid"});
    if (!requireColumns(kNvtxTable, s, {0, 2}, {"start", "eventType"}))
        return true;
    const std::string what = "NVTX ranges";
    return forEachRow(
        kNvtxTable, s,
        [&](const Statement& row) {
            const Int type = row.integer(2).value_or(-1);
            if (type != kNvtxPushPop && type != kNvtxStartEnd && type != kNvtxMark)
                return; // domains, categories, thread names: not ranges
            Range r;
            r.kind = RangeKind::Nvtx;
            if (type == kNvtxMark) {
                const auto start = row.integer(0);
                if (!start) {
                    m_trace.skip("NVTX marks with no time");
                    return;
                }
                r.start = r.end = time(*start);
            } else {
                if (!row.integer(0) || !row.integer(1)) {
                    m_trace.skip("NVTX ranges with no end (never popped or ended)");
                    return;
                }
                const auto span = interval(row, 0, 1, what);
                r.start = span->first;
                r.end = span->second;
            }
            if (const auto gtid = row.integer(5)) {
                r.pid = pidOf(*gtid);
                r.tid = tidOf(*gtid);
            }
            // Most rows name the range through textId; a plain string is in `text`.
            r.name = row.isNull(3) ? 0 : intern(row.text(3));
            if (r.name == 0 && !row.isNull(4))
                r.name = nameAt(row, 4);
            m_trace.ranges.push_back(r);
        },
        error);
}

// A thread is off the CPU from its sched-out to its next sched-in. Rows are sorted by thread and
// time here rather than by SQL: the table has no index, and this keeps the sort in one place.
bool Importer::readScheduling(std::string* error)
{
    if (!hasTable(kSchedTable)) {
        m_trace.notes.push_back(std::string("no ") + kSchedTable
                                + " table: thread scheduling was not traced (--cpuctxsw=none)");
        return true;
    }
    const Selection s = select(kSchedTable, {"start", "isSchedIn", "globalTid"});
    if (!requireColumns(kSchedTable, s, {0, 1, 2}, {"start", "isSchedIn", "globalTid"}))
        return true;
    struct Switch
    {
        Int globalTid;
        Int time;
        bool in;
    };
    std::vector<Switch> switches;
    const bool ok = forEachRow(
        kSchedTable, s,
        [&](const Statement& row) {
            const auto start = row.integer(0);
            const auto in = row.integer(1);
            const auto gtid = row.integer(2);
            if (!start || !in || !gtid) {
                m_trace.skip("scheduling events with no time, direction or thread");
                return;
            }
            switches.push_back({*gtid, time(*start), *in != 0});
        },
        error);
    if (!ok)
        return false;
    std::stable_sort(switches.begin(), switches.end(), [](const Switch& a, const Switch& b) {
        return std::tie(a.globalTid, a.time) < std::tie(b.globalTid, b.time);
    });
    std::optional<Int> out;
    for (std::size_t i = 0; i < switches.size(); ++i) {
        const Switch& sw = switches[i];
        if (i > 0 && switches[i - 1].globalTid != sw.globalTid) {
            if (out)
                m_trace.skip("sched-outs with no later sched-in (off-CPU at the end of the capture)");
            out.reset();
        }
        if (!sw.in) {
            if (out)
                m_trace.skip("sched-outs followed by another sched-out");
            out = sw.time;
        } else if (out) {
            m_trace.offCpu.push_back({*out, sw.time, pidOf(sw.globalTid), tidOf(sw.globalTid)});
            out.reset();
        }
    }
    if (out)
        m_trace.skip("sched-outs with no later sched-in (off-CPU at the end of the capture)");
    return true;
}

// Tables with data a user may look for that this importer does not read yet: counted, so that
// they are shown with the capture rather than dropped silently.
bool Importer::countUnread(std::string* error)
{
    static constexpr std::pair<const char*, const char*> kUnread[] = {
        {"OSRT_API", "OS runtime calls (OSRT_API), not imported"},
        {"CUPTI_ACTIVITY_KIND_GRAPH_TRACE", "CUDA graph executions (CUPTI_ACTIVITY_KIND_GRAPH_TRACE), not imported"},
        {"CUDA_GPU_MEMORY_USAGE_EVENTS", "CUDA allocations and frees (CUDA_GPU_MEMORY_USAGE_EVENTS), not imported"},
    };
    for (const auto& [table, reason] : kUnread) {
        if (!hasTable(table))
            continue;
        Statement st(m_db, std::string("SELECT count(*) FROM ") + quoted(table));
        const int rc = st.step();
        if (rc != SQLITE_ROW) {
            *error = std::string("cannot read ") + table + ": " + m_db.lastError();
            return false;
        }
        m_trace.skip(reason, st.integer(0).value_or(0));
    }
    return true;
}

bool Importer::run(std::string* error)
{
    m_trace.format = "nsys";
    if (!loadSchema(error))
        return false;
    if (m_tables.empty()) {
        *error = "no tables: not an Nsight Systems export";
        return false;
    }
    if (!prepareNames(error))
        return false;

    const std::vector<Step> steps = {
        {{"META_DATA_EXPORT", "EXPORT_META_DATA"}, &Importer::readMetadata},
        {{"TARGET_INFO_GPU"}, &Importer::readDevices},
        {{kThreadTable, kProcessTable}, &Importer::readThreads},
        {{kRuntimeTable, kDriverTable}, &Importer::readApiCalls},
        {{kKernelTable, kOldKernelTable}, &Importer::readKernels},
        {{kMemcpyTable}, &Importer::readCopies},
        {{kMemsetTable}, &Importer::readMemsets},
        {{kSyncTable}, &Importer::readSyncs},
        {{kNvtxTable}, &Importer::readNvtx},
        {{kSchedTable}, &Importer::readScheduling},
        {{"OSRT_API"}, &Importer::countUnread},
    };
    std::vector<double> sizes;
    m_total = 0;
    for (const Step& step : steps) {
        double size = 1;
        for (const std::string& table : step.tables)
            size += rowEstimate(table);
        sizes.push_back(size);
        m_total += size;
    }

    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (!report(m_stepStart / m_total)) {
            *error = "cancelled";
            return false;
        }
        m_stepSize = sizes[i];
        m_stepEstimate = std::max(1.0, sizes[i] - 1);
        m_stepRows = 0;
        if (!(this->*steps[i].read)(error))
            return false;
        m_stepStart += sizes[i];
    }
    if (m_missingNames > 0)
        m_trace.notes.push_back(std::to_string(m_missingNames)
                                + " name ids are not in StringIds: those names were left empty");
    if (!report(1.0)) {
        *error = "cancelled";
        return false;
    }
    return true;
}

} // namespace

bool importNsys(const std::string& path, ImportedTrace* out, std::string* error, const NsysImportOptions& options)
{
    std::string localError;
    std::string& message = error ? *error : localError;
    message.clear();
    if (!out) {
        message = "no trace to fill";
        return false;
    }
    *out = ImportedTrace{};

    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (path.empty() || ec || !std::filesystem::exists(status)) {
        message = "cannot open " + path + ": no such file";
        return false;
    }
    if (std::filesystem::is_directory(status)) {
        message = "cannot open " + path + ": it is a folder";
        return false;
    }
    if (std::filesystem::is_regular_file(status) && std::filesystem::file_size(path, ec) == 0 && !ec) {
        message = path + " is empty: not an Nsight Systems export";
        return false;
    }

    capture::SqliteDb db;
    if (!openExport(db, path, &message))
        return false;
    ImportedTrace trace;
    Importer importer(db, trace, options);
    if (!importer.run(&message))
        return false;
    *out = std::move(trace);
    return true;
}

} // namespace faultline::import
