#pragma once

#include "CaptureTypes.h"
#include "WalCheckpointer.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

struct sqlite3;

namespace faultline::capture {

class SqliteDb;
class SqliteStatement;

struct WriterOptions
{
    std::string node; // events.id = "{node}:{seq}", seq zero-padded to 12 digits; empty = hostname
    std::size_t rowsPerTransaction = 200000;
    bool overwrite = false; // replace an existing file instead of refusing
    // The WAL starts over once it holds this much (it is copied into the file beside the writer
    // from a quarter of it on). Larger: the B-tree's right edge, rewritten by every commit, is
    // copied into the file less often; smaller: a smaller -wal file beside the capture.
    std::int64_t walLimitBytes = std::int64_t{256} << 20;
};

// The GPU activity of an import (faultline_gpu_activity, issue 26), written into a file of its own
// on another thread while a CaptureWriter stores the events on the first: on two cores the two
// halves of an import's writing then overlap. CaptureWriter::adoptGpuActivity copies it in. The
// file is scratch: no journal, no syncs, and it is removed when this object goes unless finish()
// was called (its owner removes it after adopting it).
class GpuActivityPart
{
public:
    GpuActivityPart();
    ~GpuActivityPart();
    GpuActivityPart(const GpuActivityPart&) = delete;
    GpuActivityPart& operator=(const GpuActivityPart&) = delete;

    // Creates `path` (replacing a stale one).
    [[nodiscard]] bool open(const std::string& path, std::string* error);
    [[nodiscard]] bool add(const GpuActivityRow& row);
    // Builds the indexes, commits and closes; the file stays.
    [[nodiscard]] bool finish(std::string* error);
    [[nodiscard]] std::int64_t rows() const { return m_rows; }
    [[nodiscard]] const std::string& error() const { return m_error; }

private:
    std::unique_ptr<SqliteDb> m_db;
    std::unique_ptr<SqliteStatement> m_insert;
    std::unique_ptr<SqliteStatement> m_insertName;
    std::unordered_map<std::string, std::int64_t> m_nameIds; // faultline_gpu_names.id of each name written
    std::string m_path;
    std::string m_error;
    std::int64_t m_rows = 0;
    bool m_finished = false;
};

// Writes the Ingero v0.10 layout plus the faultline_ tables (research/ingero.md §2, DESIGN §4).
// One writer thread; prepared statements inserting many rows each; large transactions; WAL
// while writing; stacks
// interned by hash; 1-minute and 5-second aggregates for every event, stored or not.
// On finish() the WAL is checkpointed and the file switched to a single-file journal so the
// capture can be copied as one file.
class CaptureWriter
{
public:
    CaptureWriter();
    ~CaptureWriter();
    CaptureWriter(const CaptureWriter&) = delete;
    CaptureWriter& operator=(const CaptureWriter&) = delete;

    [[nodiscard]] bool open(const std::string& path, const WriterOptions& options, std::string* error);

    // Records one event: always counted in the aggregates and the source counters; written to
    // `events` only when `store` is true. `record.rowId` and `record.commId` are ignored.
    void addEvent(const EventRecord& record, std::string_view comm, bool store = true);
    // Counts `count` events like `record` that were not kept one by one (launches the probe only
    // counted): in the aggregates and the source counters, never in `events`.
    void addCounted(const EventRecord& record, std::int64_t count);
    // Interns a stack and returns its hash (the value for EventRecord::stackHash).
    [[nodiscard]] std::int64_t addStack(const std::vector<StackFrame>& frames);
    // Interns a stack under the hash its source gave it: a capture copied from another one (a
    // stream from faultline-probe) keeps the source's hashes, Ingero's included.
    void addStack(std::int64_t hash, const std::vector<StackFrame>& frames);
    // Events lost before they reached the writer (ring buffer full, ...), per source.
    void countDropped(std::uint8_t source, std::int64_t count);

    void addProcessName(const ProcessName& name);
    // The name, and the job rank the events of `process.name.pid` stored from now on carry
    // (setJobRank).
    void addProcess(const ProcessInfo& process);
    // Events of `pid` stored from now on carry `job` in rank, local_rank and world_size (NULL where
    // not known); an unknown `job` clears what was set for it (a new program, a reused pid).
    void setJobRank(std::uint32_t pid, const JobRank& job);
    // Merges first/last seen with an earlier entry for the same tid.
    void addThread(const ThreadInfo& thread);
    void addSession(const Session& session);
    void addSystemSnapshot(const SystemSnapshot& snapshot);
    void addChain(const StoredChain& chain);
    void addCgroup(const CgroupInfo& cgroup);
    void setMeta(const std::string& key, const std::string& value);
    // A note over [spanStart, spanEnd] (or at `timestamp`) in Ingero's `annotations` table.
    void addAnnotation(const StoredAnnotation& annotation);

    // Imported traces (issue 26): creates the import tables (the first addGpuActivity or
    // nameLastEvent does too), so an imported capture has them even when empty. Called before the
    // first event, it also makes the file an import's: no journal (a failed import is deleted) and
    // the event indexes on time, pid and cgroup kept as rows go in, which then must come in time
    // order.
    [[nodiscard]] bool ensureImportTables();
    // An import's last event index, (source, op, stack_hash), built now over the events written so
    // far instead of at finish(): an import calls it once its events are in, while its GPU thread
    // may still be writing. Events added after it go through the index as they are inserted.
    [[nodiscard]] bool buildImportIndexes();
    void addGpuActivity(const GpuActivityRow& row);
    // The name of the last stored event as the trace wrote it (an API Ingero's catalogue lacks).
    void nameLastEvent(std::string_view name, std::int64_t correlation);
    // A chunk of a thread's CPU ranges (CpuRangeCodec), and a name they use (faultline_cpu_ranges,
    // faultline_range_names).
    void addCpuRanges(std::uint32_t pid, std::uint32_t tid, std::int64_t base, std::int64_t end, std::int64_t count,
                      std::string_view blob);
    void addRangeName(std::uint32_t id, std::string_view name);
    // A collective and its process group (faultline_collectives), under the writer's node.
    void addCollective(const CollectiveRow& row);
    // events.id of the last event stored; empty before the first.
    [[nodiscard]] std::string lastEventId() const;
    // The sequence number in the id of the last event stored (0 before the first): the next event
    // stored gets eventId(node(), lastSeq() + 1), so an import knows each call's id before it writes.
    [[nodiscard]] std::uint64_t lastSeq() const { return static_cast<std::uint64_t>(m_seq); }
    [[nodiscard]] const std::string& node() const { return m_options.node; }
    [[nodiscard]] static std::string eventId(std::string_view node, std::uint64_t seq);
    // Copies a finished GpuActivityPart into faultline_gpu_activity, which must still be empty,
    // indexes and all: SQLite then transfers whole records instead of inserting row by row and
    // sorting the indexes anew. False (and the writer fails) unless exactly `rows` rows came.
    [[nodiscard]] bool adoptGpuActivity(const std::string& partPath, std::int64_t rows);

    // Commits the events written so far, so that readers of the live (WAL) file see them; the
    // writer goes on in a new transaction. Aggregates of buckets still open stay pending.
    [[nodiscard]] bool flush(std::string* error);

    // Flushes everything, creates the event indexes and closes the file.
    [[nodiscard]] bool finish(std::string* error);

    [[nodiscard]] bool hasError() const { return !m_error.empty(); }
    [[nodiscard]] const std::string& error() const { return m_error; }
    [[nodiscard]] std::int64_t eventsStored() const { return m_stored; }
    [[nodiscard]] std::int64_t eventsSeen() const { return m_seen; }
    // Frames in the WAL after the last commit (16 KiB each); it starts over past walLimitBytes.
    [[nodiscard]] int walFrames() const { return m_walFrames; }

private:
    struct AggregateKey
    {
        std::int64_t bucket;
        std::uint8_t source;
        std::uint8_t op;
        std::uint32_t pid;
        auto operator<=>(const AggregateKey&) const = default;
    };
    using AggregateMap = std::map<AggregateKey, Aggregate>;

    // An event accepted but not yet inserted: rows go to SQLite kRowsPerInsert at a time.
    struct PendingEvent
    {
        EventRecord record;
        std::string id;
        std::string comm;
        JobRank job;
    };

    static constexpr std::size_t kRowsPerInsert = 64;
    // events.id = "{node}:" + the sequence number zero-padded to this width. Ids then sort in
    // insertion order and every row lands at the end of the primary-key index, where SQLite
    // skips the search from the root (unpadded, "n:10" sorts before "n:9"). Ingero's readers
    // treat ids as text, and its sequence recovery, CAST(substr(id, instr(id, ':') + 1) AS
    // INTEGER), reads padded numbers. 10^12 events take 11 days at a million a second; past
    // that, ids grow a digit and stay unique.
    static constexpr std::size_t kSeqDigits = 12;

    void fail(const std::string& message);
    [[nodiscard]] bool writePending();
    [[nodiscard]] bool exec(std::string_view sql, std::string_view what);
    [[nodiscard]] bool writeHeaderTables();
    void maybeCommit();
    [[nodiscard]] bool commitAndBegin();
    // sqlite3_wal_hook: after every commit, the frames now in the WAL.
    static int onWalCommit(void* self, sqlite3* db, const char* schema, int frames);
    // After a commit: past a quarter of WriterOptions::walLimitBytes the checkpointer copies the
    // WAL into the file beside the writer; past the limit the writer waits until it is all
    // copied, so the next transaction writes the WAL from its start again instead of growing it.
    void checkpointWal();
    void accumulate(AggregateMap& table, std::int64_t bucketNs, const EventRecord& e, bool stored,
                    std::int64_t count = 1);
    // Upserts buckets that end at or before `before` (all of them for INT64_MAX) and forgets them,
    // so memory stays bounded however long the capture runs.
    [[nodiscard]] bool flushAggregates(AggregateMap& table, SqliteStatement& statement, std::int64_t bucketNs,
                                       std::int64_t before);
    [[nodiscard]] bool flushAllAggregates(std::int64_t before);
    [[nodiscard]] bool writeFinalTables();
    void abandon();
    [[nodiscard]] JobRank jobRankOf(std::uint32_t pid);

    std::unique_ptr<SqliteDb> m_db;
    std::unique_ptr<WalCheckpointer> m_checkpointer;
    int m_walFrames = 0;
    int m_backgroundCheckpointFrames = 0;
    int m_restartFrames = 0;
    std::unique_ptr<SqliteStatement> m_insertEvent;
    std::unique_ptr<SqliteStatement> m_insertEvents; // kRowsPerInsert rows per statement
    std::unique_ptr<SqliteStatement> m_insertStack;
    std::unique_ptr<SqliteStatement> m_upsertAggregate1m;
    std::unique_ptr<SqliteStatement> m_upsertAggregate5s;
    std::unique_ptr<SqliteStatement> m_insertGpuActivity; // created with the import tables
    std::unique_ptr<SqliteStatement> m_insertCallName;
    std::unique_ptr<SqliteStatement> m_insertCpuRanges;
    std::unique_ptr<SqliteStatement> m_insertRangeName;
    std::unique_ptr<SqliteStatement> m_insertCollective;
    std::unique_ptr<SqliteStatement> m_insertAnnotation;
    WriterOptions m_options;
    std::string m_path;
    std::string m_error;
    std::vector<PendingEvent> m_pending; // capacity kRowsPerInsert, strings reused
    std::size_t m_pendingCount = 0;
    std::size_t m_idPrefixLength = 0;
    std::int64_t m_seq = 0;
    std::int64_t m_seen = 0;
    std::int64_t m_stored = 0;
    std::int64_t m_latestTimestamp = 0;
    std::size_t m_rowsInTransaction = 0;
    bool m_inTransaction = false;
    bool m_bulkImport = false; // ensureImportTables() took the file for an import
    std::unordered_set<std::int64_t> m_knownStacks;
    AggregateMap m_aggregates1m;
    AggregateMap m_aggregates5s;
    std::map<std::uint8_t, SourceCounters> m_counters;
    std::map<std::uint32_t, ThreadInfo> m_threads;
    std::map<std::uint32_t, ProcessName> m_processNames;
    // Job ranks by pid (only those known), the last lookup, and what each row slot of the
    // multi-row insert (then the single-row one) has bound.
    std::unordered_map<std::uint32_t, JobRank> m_jobRanks;
    std::uint32_t m_lastJobPid = UINT32_MAX;
    JobRank m_lastJob;
    std::vector<JobRank> m_boundJob;
    std::map<std::string, std::string> m_meta;
};

} // namespace faultline::capture
