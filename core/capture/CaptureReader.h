#pragma once

#include "CaptureTypes.h"
#include "SqliteDb.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

struct sqlite3_stmt;

namespace faultline::capture {

enum class Layout : std::uint8_t {
    Ingero08,  // INTEGER events.id, no node/comm
    Ingero09,  // TEXT "{node}:{seq}" id, node/rank columns
    Ingero010, // + comm, event_aggregates_5s (v0.10 .. v0.17)
};

[[nodiscard]] const char* layoutName(Layout layout);

// What the reader found out about a capture on open.
struct CaptureInfo
{
    std::string path;
    Layout layout = Layout::Ingero08;
    int userVersion = 0;
    std::string schemaVersion; // schema_info.version, may be empty
    bool textIds = false;      // events.id is TEXT
    bool hasComm = false;
    bool hasNode = false;
    bool hasCgroupId = false;
    bool hasStackHash = false;
    bool hasStackIps = false; // legacy inline stacks column
    bool hasAggregates = false;
    bool hasAggregates5s = false;
    bool hasAnnotations = false;
    bool hasChains = false;
    bool isFaultline = false;        // written by Faultline (faultline_ tables present)
    std::int64_t maxRowId = 0;       // upper bound for progress
    std::int64_t aggregateCount = 0; // SUM(event_aggregates.count): every event the tracer saw
    std::int64_t aggregateStored = 0;
};

// Something that could not be read; the rest still loads.
struct ReadProblem
{
    std::string table;
    std::string message;
};

struct EventReadOptions
{
    std::int64_t minRowId = 0;  // inclusive
    std::int64_t maxRowId = -1; // inclusive; -1 = no limit
    std::size_t batchSize = 65536;
    const std::atomic<bool>* cancel = nullptr;
    // gpu_id, cgroup_id and node; a loader that keeps none of them skips them (left 0).
    bool withPlacement = true;
    // comm (the thread name per row); a loader that names threads from faultline_threads skips it.
    bool withComm = true;
};

// Reads every Ingero layout (v0.8, v0.9, v0.10+) and Faultline's own files. Opens read-only
// and never modifies the file: no migration, no -wal/-shm created next to a file without them.
// Columns are selected by name (detected with PRAGMA table_info), never by position.
class CaptureReader
{
public:
    CaptureReader() = default;

    // False with a clear message for: a missing/unreadable file, not an SQLite file, an SQLite
    // file that is not a capture, a user_version newer than we know.
    [[nodiscard]] bool open(const std::string& path, std::string* error);
    [[nodiscard]] const CaptureInfo& info() const { return m_info; }
    [[nodiscard]] const std::vector<ReadProblem>& problems() const { return m_problems; }

    [[nodiscard]] std::vector<ProcessName> processNames();
    [[nodiscard]] std::vector<ThreadInfo> threads();
    [[nodiscard]] std::vector<Session> sessions();
    [[nodiscard]] std::vector<SystemSnapshot> systemSnapshots();
    [[nodiscard]] std::vector<Aggregate> aggregates(bool fiveSecond = false);
    [[nodiscard]] std::vector<CgroupInfo> cgroups();
    [[nodiscard]] std::vector<StoredChain> chains();
    // Ingero's annotations table, oldest first. Labels that are not a JSON object are a problem
    // of that row (it is still returned, without labels); non-string label values are kept as
    // their JSON text.
    [[nodiscard]] std::vector<StoredAnnotation> annotations();
    [[nodiscard]] std::vector<MetaEntry> meta();
    [[nodiscard]] std::vector<SourceCounters> counters();
    // Per node, in a capture merged from several nodes (CaptureMerger); empty in any other.
    [[nodiscard]] std::vector<NodeThread> nodeThreads();
    [[nodiscard]] std::vector<NodeProcessName> nodeProcessNames();
    [[nodiscard]] std::vector<NodeCounters> nodeCounters();

    // Every stack; frames decoded from `frames`, falling back to `ips`.
    // `known`, when given, names stacks the caller already has: they are not decoded.
    void forEachStack(const std::function<void(StackRecord&&)>& fn,
                      const std::function<bool(std::int64_t hash)>& known = {});
    [[nodiscard]] std::optional<StackRecord> stack(std::int64_t hash);

    // Node and rank of the event at `rowId` (v0.9 and v0.10+ captures record them per event);
    // false when the row or both columns are missing. `rank` is -1 when NULL or absent.
    [[nodiscard]] bool placementOfRow(std::int64_t rowId, std::string* node, int* rank);

    // Events in rowid order in batches. Returns the number of rows delivered. Corrupt pages
    // are skipped (recorded in problems()) and reading resumes after them.
    std::int64_t readEvents(const std::function<void(const EventRecord* rows, std::size_t count)>& sink,
                            const EventReadOptions& options = {});

    // Interned `comm` and `node` strings; index 0 is "".
    [[nodiscard]] const std::vector<std::string>& commNames() const { return m_comms; }
    [[nodiscard]] const std::vector<std::string>& nodeNames() const { return m_nodes; }

    [[nodiscard]] SqliteDb& database() { return m_db; }

private:
    void problem(const std::string& table, const std::string& message);
    [[nodiscard]] std::vector<std::string> columns(const std::string& table) const;
    std::uint32_t intern(std::vector<std::string>& table, std::unordered_map<std::string, std::uint32_t>& index,
                         std::string_view value);
    std::uint32_t internColumn(sqlite3_stmt* stmt, int column, std::vector<std::string>& table,
                               std::unordered_map<std::string, std::uint32_t>& index, std::uint32_t& last);

    SqliteDb m_db;
    CaptureInfo m_info;
    std::vector<ReadProblem> m_problems;
    std::vector<std::string> m_comms{std::string()};
    std::unordered_map<std::string, std::uint32_t> m_commIndex{{std::string(), 0}};
    std::vector<std::string> m_nodes{std::string()};
    std::unordered_map<std::string, std::uint32_t> m_nodeIndex{{std::string(), 0}};
};

} // namespace faultline::capture
