#pragma once

#include "CaptureReader.h"
#include "CaptureTypes.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline::timeline {

// A reference to one event of a loaded trace (Trace::contains says whether it is one of its).
struct EventRef
{
    std::uint32_t lane = UINT32_MAX; // index into Trace::lanes
    std::uint32_t index = 0;         // index into that lane's columns
    [[nodiscard]] bool isValid() const { return lane != UINT32_MAX; }
    bool operator==(const EventRef&) const = default;
};

} // namespace faultline::timeline

namespace faultline {

// Which row of a thread an event is drawn on. CUDA calls and off-CPU intervals of one thread
// overlap in time (a cudaStreamSynchronize spans the off-CPU interval it waits in), so each
// kind gets its own lane.
enum class LaneKind : std::uint8_t { CudaRuntime, Driver, OffCpu, Instants, Io, Net, Other };

[[nodiscard]] LaneKind laneKindFor(std::uint8_t source, std::uint8_t op);
[[nodiscard]] const char* laneKindName(LaneKind kind);

// Event columns of one lane, sorted by start time. 34 bytes per event: no per-event tid, pid
// or id (the lane holds those; the SQL console finds rows by (tid, start, kind)).
struct EventColumns
{
    std::vector<std::int64_t> start;     // interval start, unix ns (time conventions applied)
    std::vector<std::uint32_t> duration; // ns; kLongDuration = look up longDurations
    std::vector<std::uint16_t> kind;     // source << 8 | op
    std::vector<std::uint32_t> stack;    // index into Trace::stacks, 0 = none
    std::vector<std::uint64_t> arg0;
    std::vector<std::uint64_t> arg1;
    // Rare values kept beside the columns: (event index, value), sorted by index.
    std::vector<std::pair<std::uint32_t, std::int64_t>> longDurations;
    std::vector<std::pair<std::uint32_t, std::int32_t>> retCodes; // non-zero return codes

    static constexpr std::uint32_t kLongDuration = 0xFFFFFFFFu;

    [[nodiscard]] std::size_t size() const { return start.size(); }
    [[nodiscard]] std::int64_t durationAt(std::size_t i) const;
    [[nodiscard]] std::int32_t retCodeAt(std::size_t i) const;
    [[nodiscard]] std::uint8_t sourceAt(std::size_t i) const { return static_cast<std::uint8_t>(kind[i] >> 8); }
    [[nodiscard]] std::uint8_t opAt(std::size_t i) const { return static_cast<std::uint8_t>(kind[i] & 0xFF); }

    void append(std::int64_t startNs, std::int64_t durationNs, std::uint16_t kindCode, std::uint32_t stackIndex,
                std::uint64_t a0, std::uint64_t a1, std::int32_t retCode);
    // Sorts by start (stable) unless already sorted.
    void sortByStart();
    void shrink();
    [[nodiscard]] std::size_t residentBytes() const;
};

struct Lane
{
    LaneKind kind = LaneKind::Other;
    std::uint32_t thread = 0; // index into Trace::threads
    EventColumns events;
};

struct Thread
{
    std::uint32_t tid = 0;
    std::uint32_t pid = 0;
    std::string name;
    std::string node;          // set when the capture merges several nodes, "" otherwise
    std::string firstComm;     // the comm of its first event that had one ("" when not read)
    std::uint32_t process = 0; // index into Trace::processes
    std::int64_t firstSeen = 0;
    std::int64_t lastSeen = 0;
    std::vector<std::uint32_t> lanes; // indices into Trace::lanes
};

struct Process
{
    std::uint32_t pid = 0;
    std::string name;
    std::string node;                   // the capture's node column, "" when absent
    int rank = -1;                      // the capture's rank column, -1 when absent
    std::vector<std::uint32_t> threads; // indices into Trace::threads
};

// A loaded capture, in memory: columnar per lane, strings and stacks interned once.
class Trace
{
public:
    capture::CaptureInfo info;
    std::vector<capture::ReadProblem> problems;
    std::vector<Process> processes;           // sorted by (pid, node): a merged capture repeats pids
    std::vector<Thread> threads;              // sorted by (pid, node, tid)
    std::vector<Lane> lanes;                  // grouped by thread
    std::vector<capture::StackRecord> stacks; // index 0 is the empty stack
    std::vector<capture::Session> sessions;
    std::vector<capture::SystemSnapshot> snapshots;
    std::vector<capture::Aggregate> aggregates;
    std::vector<capture::StoredChain> chains;
    std::vector<capture::StoredAnnotation> annotations; // the capture's own (Ingero's table)
    std::vector<capture::SourceCounters> counters;
    std::vector<capture::MetaEntry> meta;
    std::vector<capture::CgroupInfo> cgroups;
    // Names the capture knows for pids, those of processes without events of their own included
    // (another job that took the CPU), by pid.
    std::vector<capture::ProcessName> processNames;

    std::int64_t beginNs = 0;
    std::int64_t endNs = 0;

    [[nodiscard]] std::int64_t eventCount() const;
    // Whether `ref` is an event of this trace (valid, its lane and index in range).
    [[nodiscard]] bool contains(timeline::EventRef ref) const
    {
        return ref.lane < lanes.size() && ref.index < lanes[ref.lane].events.size();
    }
    // Bytes held by event columns plus the lane/thread/process tables (not stacks or metadata).
    [[nodiscard]] std::size_t eventResidentBytes() const;
    // The first process with that pid (a capture merged from several nodes can have more).
    [[nodiscard]] const Process* process(std::uint32_t pid) const;
    // The process's name, else the name the capture's process_names table gives the pid.
    [[nodiscard]] std::string processName(std::uint32_t pid) const;
    [[nodiscard]] std::string metaValue(const std::string& key) const;
    // Whether `events` holds a subset of what the tracer saw (event_aggregates say more).
    [[nodiscard]] bool isSampled() const;
};

} // namespace faultline
