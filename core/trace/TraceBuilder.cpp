#include "TraceBuilder.h"

#include "CaptureReader.h"
#include "CpuRangeTable.h"
#include "GpuWork.h"
#include "OpCatalog.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <mutex>
#include <thread>
#include <tuple>
#include <unordered_map>

namespace faultline {

namespace {

using capture::CaptureReader;
using capture::EventRecord;

// A thread is (node, tid): a capture merged from several nodes repeats tids and pids.
std::uint64_t threadKey(std::uint32_t node, std::uint32_t tid)
{
    return (static_cast<std::uint64_t>(node) << 32) | tid;
}

std::uint64_t laneKey(std::uint64_t thread, LaneKind kind)
{
    return (thread << 8) | static_cast<std::uint64_t>(kind);
}

// Node names of a multi-node capture, index 0 = "". Readers intern node names on their own;
// this maps their names to one numbering, adding names the sessions table did not list.
class NodeTable
{
public:
    std::uint32_t indexOf(const std::string& name)
    {
        const std::lock_guard lock(m_mutex);
        const auto [it, inserted] = m_index.emplace(name, static_cast<std::uint32_t>(m_names.size()));
        if (inserted)
            m_names.push_back(name);
        return it->second;
    }
    [[nodiscard]] std::string name(std::uint32_t index)
    {
        const std::lock_guard lock(m_mutex);
        return index < m_names.size() ? m_names[index] : std::string();
    }

private:
    std::mutex m_mutex;
    std::vector<std::string> m_names{std::string()};
    std::unordered_map<std::string, std::uint32_t> m_index{{std::string(), 0}};
};

struct ThreadSeen
{
    std::uint32_t pidFromCalls = 0; // pid of a non-sched_switch event (tgid semantics)
    std::uint32_t pidFromSched = 0; // sched_switch rows carry pid = tid
    std::string comm;
    std::int64_t firstCallRow = INT64_MAX; // rowid of the first non-sched_switch event
    std::int64_t lastCallRow = INT64_MIN;  // and of the last
    std::int64_t first = INT64_MAX;
    std::int64_t last = INT64_MIN;
};

// What one reader produced over its rowid range.
struct Part
{
    std::string error;
    std::vector<capture::ReadProblem> problems;
    std::map<std::uint64_t, EventColumns> lanes;           // laneKey -> events (rowid order)
    std::unordered_map<std::uint64_t, ThreadSeen> threads; // threadKey -> what was seen
    std::int64_t rows = 0;
    std::int64_t maxRowId = 0; // the last row read: a live file may have grown since it was opened
    std::int64_t missingStacks = 0;
};

void readPart(const std::string& path, std::int64_t minRow, std::int64_t maxRow,
              const std::unordered_map<std::int64_t, std::uint32_t>& stackIndex, const LoadOptions& options,
              std::atomic<std::int64_t>& done, std::int64_t total, NodeTable* nodes, bool needComm, Part& part)
{
    CaptureReader reader;
    if (!reader.open(path, &part.error))
        return;

    std::uint64_t lastKey = UINT64_MAX;
    EventColumns* lastLane = nullptr;
    std::int64_t lastHash = 0;
    std::uint32_t lastStack = 0;
    std::uint64_t lastThreadKey = 0;
    ThreadSeen* lastThread = nullptr;
    std::vector<std::uint32_t> globalNode{0}; // this reader's node ids -> NodeTable indices

    auto sink = [&](const EventRecord* rows, std::size_t count) {
        for (std::size_t i = 0; i < count; ++i) {
            const EventRecord& e = rows[i];
            const LaneKind kind = laneKindFor(e.source, e.op);
            std::uint32_t node = 0;
            if (nodes && e.nodeId != 0) {
                while (globalNode.size() <= e.nodeId)
                    globalNode.push_back(nodes->indexOf(reader.nodeNames()[globalNode.size()]));
                node = globalNode[e.nodeId];
            }
            const std::uint64_t thread = threadKey(node, e.tid);
            const std::uint64_t key = laneKey(thread, kind);
            if (key != lastKey) {
                lastLane = &part.lanes[key];
                lastKey = key;
            }
            std::uint32_t stack = 0;
            if (e.stackHash != 0) {
                if (e.stackHash == lastHash) {
                    stack = lastStack;
                } else {
                    const auto it = stackIndex.find(e.stackHash);
                    if (it != stackIndex.end()) {
                        stack = it->second;
                        lastHash = e.stackHash;
                        lastStack = stack;
                    } else {
                        ++part.missingStacks;
                    }
                }
            }
            const std::int64_t start = capture::OpCatalog::intervalStart(e.source, e.op, e.timestamp, e.duration);
            lastLane->append(start, e.duration, static_cast<std::uint16_t>((e.source << 8) | e.op), stack, e.arg0,
                             e.arg1, e.retCode);

            if (thread != lastThreadKey || !lastThread) {
                lastThread = &part.threads[thread];
                lastThreadKey = thread;
            }
            ThreadSeen& t = *lastThread;
            const bool sched = e.source == static_cast<std::uint8_t>(capture::Source::Host)
                && e.op == capture::ops::SchedSwitch;
            if (sched) {
                if (t.pidFromSched == 0)
                    t.pidFromSched = e.pid;
            } else {
                if (t.pidFromCalls == 0) {
                    t.pidFromCalls = e.pid;
                    t.firstCallRow = e.rowId;
                }
                t.lastCallRow = e.rowId;
            }
            if (t.comm.empty() && e.commId != 0)
                t.comm = reader.commNames()[e.commId];
            t.first = std::min(t.first, start);
            t.last = std::max(t.last, capture::saturatingAdd(start, std::max<std::int64_t>(e.duration, 0)));
        }
        part.rows += static_cast<std::int64_t>(count);
        if (count > 0)
            part.maxRowId = std::max(part.maxRowId, rows[count - 1].rowId);
        const std::int64_t now = done.fetch_add(static_cast<std::int64_t>(count)) + static_cast<std::int64_t>(count);
        if (options.progress)
            options.progress(now, total);
    };

    capture::EventReadOptions readOptions;
    readOptions.minRowId = minRow;
    readOptions.maxRowId = maxRow;
    readOptions.cancel = options.cancel;
    // gpu_id, cgroup_id and node cost a column each per row: read them only to tell nodes apart.
    readOptions.withPlacement = nodes != nullptr;
    readOptions.withComm = needComm;
    reader.readEvents(sink, readOptions);
    part.problems = reader.problems();
}

// The tables beside `events`: small, read whole by a load and by each extension.
void readTables(CaptureReader& reader, Trace& trace)
{
    trace.info = reader.info();
    trace.sessions = reader.sessions();
    trace.snapshots = reader.systemSnapshots();
    trace.aggregates = reader.aggregates();
    trace.chains = reader.chains();
    trace.annotations = reader.annotations();
    trace.counters = reader.counters();
    trace.meta = reader.meta();
    trace.cgroups = reader.cgroups();
}

// Whether the capture merges several nodes (Ingero's cluster view names them in its sessions);
// `nodes` learns their names.
bool readNodes(const Trace& trace, NodeTable& nodes)
{
    std::size_t distinctNodes = 0;
    for (const capture::Session& session : trace.sessions) {
        if (!session.node.empty() && nodes.indexOf(session.node) == distinctNodes + 1)
            ++distinctNodes;
    }
    return trace.info.hasNode && distinctNodes > 1;
}

// Thread names come from faultline_threads when every thread is listed there with a name;
// otherwise from the per-row comm column (Ingero v0.10+), which costs a text column per row.
bool needsComm(const std::vector<capture::ThreadInfo>& threadTable,
               const std::vector<capture::NodeThread>& nodeThreadTable)
{
    return nodeThreadTable.empty() ? threadTable.empty()
            || std::any_of(threadTable.begin(), threadTable.end(),
                           [](const capture::ThreadInfo& t) { return t.name.empty(); })
                                   : std::any_of(nodeThreadTable.begin(), nodeThreadTable.end(),
                                                 [](const capture::NodeThread& t) { return t.thread.name.empty(); });
}

// The reader's problems, then each part's that it did not already say.
void collectProblems(const CaptureReader& reader, Trace& trace, const std::vector<Part>& parts)
{
    trace.problems = reader.problems();
    std::int64_t missingStacks = 0;
    for (const Part& part : parts) {
        missingStacks += part.missingStacks;
        for (const capture::ReadProblem& p : part.problems) {
            const bool seen = std::any_of(trace.problems.begin(), trace.problems.end(),
                                          [&](const auto& q) { return q.table == p.table && q.message == p.message; });
            if (!seen)
                trace.problems.push_back(p);
        }
    }
    if (missingStacks > 0) {
        trace.problems.push_back(
            {"stack_traces", std::to_string(missingStacks) + " event(s) refer to a stack that is not in stack_traces"});
    }
}

// Threads, processes and lanes from what the parts saw, in rowid order. `previous` (an
// extension) lends the node and rank of processes whose rows were read before.
void assemble(CaptureReader& reader, Trace& trace, std::vector<Part>& parts, NodeTable& nodes, bool multiNode,
              const Trace* previous)
{
    const std::vector<capture::ProcessName> processNames = reader.processNames();
    trace.processNames = processNames;
    std::stable_sort(trace.processNames.begin(), trace.processNames.end(),
                     [](const capture::ProcessName& a, const capture::ProcessName& b) { return a.pid < b.pid; });
    const std::vector<capture::ThreadInfo> threadTable = reader.threads();
    // A capture merged from several nodes (CaptureMerger) keeps threads and process names per node.
    const std::vector<capture::NodeThread> nodeThreadTable = reader.nodeThreads();
    const std::vector<capture::NodeProcessName> nodeProcessNames = reader.nodeProcessNames();

    // Threads: tgid from faultline_threads when the capture has it, else from CUDA/driver/IO
    // rows (pid = tgid), else from sched_switch rows (pid = tid, Ingero's convention).
    // Keyed by threadKey(node, tid) and (node, pid): node 0 unless the capture keeps them per node.
    std::unordered_map<std::uint64_t, const capture::ThreadInfo*> threadInfo;
    std::unordered_map<std::uint64_t, std::string> processNameOf;
    if (multiNode && !nodeThreadTable.empty()) {
        for (const capture::NodeThread& t : nodeThreadTable)
            threadInfo.emplace(threadKey(nodes.indexOf(t.node), t.thread.tid), &t.thread);
        for (const capture::NodeProcessName& p : nodeProcessNames)
            processNameOf.emplace(threadKey(nodes.indexOf(p.node), p.process.pid), p.process.name);
    } else {
        for (const capture::ThreadInfo& t : threadTable)
            threadInfo.emplace(t.tid, &t);
        for (const capture::ProcessName& p : processNames)
            processNameOf.emplace(p.pid, p.name);
    }
    const bool namesPerNode = multiNode && !nodeThreadTable.empty();

    std::map<std::uint64_t, ThreadSeen> seen;
    for (Part& part : parts) {
        for (auto& [key, t] : part.threads) {
            ThreadSeen& s = seen[key];
            if (s.pidFromCalls == 0)
                s.pidFromCalls = t.pidFromCalls;
            if (s.pidFromSched == 0)
                s.pidFromSched = t.pidFromSched;
            if (s.comm.empty())
                s.comm = t.comm;
            s.firstCallRow = std::min(s.firstCallRow, t.firstCallRow);
            s.lastCallRow = std::max(s.lastCallRow, t.lastCallRow);
            s.first = std::min(s.first, t.first);
            s.last = std::max(s.last, t.last);
        }
    }

    struct ThreadOrder
    {
        std::uint32_t pid;
        std::string node;
        std::uint32_t tid;
        bool operator<(const ThreadOrder& o) const { return std::tie(pid, node, tid) < std::tie(o.pid, o.node, o.tid); }
    };
    std::map<ThreadOrder, std::pair<std::uint64_t, Thread>> ordered;
    for (const auto& [key, s] : seen) {
        const auto tid = static_cast<std::uint32_t>(key & 0xFFFFFFFFu);
        Thread t;
        t.tid = tid;
        t.node = nodes.name(static_cast<std::uint32_t>(key >> 32));
        const std::uint64_t nodeKey = namesPerNode ? key & ~std::uint64_t{0xFFFFFFFFu} : 0;
        const auto info = threadInfo.find(nodeKey | tid);
        if (info != threadInfo.end() && info->second->tgid != 0)
            t.pid = info->second->tgid;
        else
            t.pid = s.pidFromCalls != 0 ? s.pidFromCalls : s.pidFromSched;
        if (info != threadInfo.end() && !info->second->name.empty())
            t.name = info->second->name;
        else if (!s.comm.empty())
            t.name = s.comm;
        else if (tid == t.pid && processNameOf.count(nodeKey | tid))
            t.name = processNameOf[nodeKey | tid];
        t.firstComm = s.comm;
        t.firstSeen = s.first;
        t.lastSeen = s.last;
        ThreadOrder order{t.pid, t.node, t.tid};
        ordered.emplace(std::move(order), std::make_pair(key, std::move(t)));
    }
    std::unordered_map<std::uint64_t, std::uint32_t> threadIndexOfKey;
    for (auto& [order, entry] : ordered) {
        threadIndexOfKey.emplace(entry.first, static_cast<std::uint32_t>(trace.threads.size()));
        trace.threads.push_back(std::move(entry.second));
    }

    // Processes, named from process_names, else their main thread, else any thread.
    for (std::uint32_t i = 0; i < trace.threads.size(); ++i) {
        Thread& t = trace.threads[i];
        if (trace.processes.empty() || trace.processes.back().pid != t.pid || trace.processes.back().node != t.node) {
            Process p;
            p.pid = t.pid;
            p.node = t.node;
            trace.processes.push_back(std::move(p));
        }
        t.process = static_cast<std::uint32_t>(trace.processes.size() - 1);
        trace.processes.back().threads.push_back(i);
    }
    for (Process& p : trace.processes) {
        const std::uint64_t nodeKey = namesPerNode ? threadKey(nodes.indexOf(p.node), 0) : 0;
        if (const auto it = processNameOf.find(nodeKey | p.pid); it != processNameOf.end() && !it->second.empty()) {
            p.name = it->second;
            continue;
        }
        for (const std::uint32_t ti : p.threads) {
            if (trace.threads[ti].tid == p.pid)
                p.name = trace.threads[ti].name;
        }
        if (p.name.empty() && !p.threads.empty())
            p.name = trace.threads[p.threads.front()].name;
    }

    // Node and rank (multi-node captures) from one event of each process: a lookup by rowid,
    // not a scan.
    {
        std::vector<std::int64_t> firstRow(trace.processes.size(), INT64_MAX);
        std::vector<std::int64_t> lastRow(trace.processes.size(), INT64_MIN);
        for (const auto& [key, s] : seen) {
            const std::uint32_t thread = threadIndexOfKey[key];
            const std::uint32_t process = trace.threads[thread].process;
            if (s.pidFromCalls == trace.processes[process].pid) {
                firstRow[process] = std::min(firstRow[process], s.firstCallRow);
                lastRow[process] = std::max(lastRow[process], s.lastCallRow);
            }
        }
        for (std::size_t p = 0; p < trace.processes.size(); ++p) {
            if (firstRow[p] == INT64_MAX)
                continue;
            std::string node;
            if (!reader.placementOfRow(firstRow[p], &node, &trace.processes[p].rank))
                break; // the capture records neither column
            if (trace.processes[p].node.empty())
                trace.processes[p].node = node;
            // A launcher that execs the job in the same pid: its first rows predate the RANK the
            // probe read at that exec, its last rows have it.
            if (trace.processes[p].rank < 0 && lastRow[p] > firstRow[p])
                (void)reader.placementOfRow(lastRow[p], nullptr, &trace.processes[p].rank);
        }
        // An extension reads only the new rows: processes seen before keep what was found then.
        for (std::size_t p = 0; previous && p < trace.processes.size(); ++p) {
            Process& now = trace.processes[p];
            const Process* before = previous->process(now.pid);
            if (!before || firstRow[p] != INT64_MAX)
                continue;
            if (now.node.empty())
                now.node = before->node;
            if (now.rank < 0)
                now.rank = before->rank;
        }
    }

    // Lanes: concatenate the parts in rowid order into exactly sized columns, then sort each lane
    // by start. A lane only one part saw is moved, not copied.
    std::map<std::uint64_t, std::size_t> laneSizes;
    for (const Part& part : parts) {
        for (const auto& [key, columns] : part.lanes)
            laneSizes[key] += columns.size();
    }
    std::map<std::uint64_t, EventColumns> merged;
    for (Part& part : parts) {
        for (auto& [key, columns] : part.lanes) {
            const std::size_t total = laneSizes[key];
            auto it = merged.find(key);
            if (it == merged.end() && columns.size() == total) {
                merged.emplace(key, std::move(columns));
                continue;
            }
            if (it == merged.end()) {
                it = merged.emplace(key, EventColumns()).first;
                EventColumns& fresh = it->second;
                fresh.start.reserve(total);
                fresh.duration.reserve(total);
                fresh.kind.reserve(total);
                fresh.stack.reserve(total);
                fresh.arg0.reserve(total);
                fresh.arg1.reserve(total);
            }
            EventColumns& dst = it->second;
            const auto offset = static_cast<std::uint32_t>(dst.size());
            dst.start.insert(dst.start.end(), columns.start.begin(), columns.start.end());
            dst.duration.insert(dst.duration.end(), columns.duration.begin(), columns.duration.end());
            dst.kind.insert(dst.kind.end(), columns.kind.begin(), columns.kind.end());
            dst.stack.insert(dst.stack.end(), columns.stack.begin(), columns.stack.end());
            dst.arg0.insert(dst.arg0.end(), columns.arg0.begin(), columns.arg0.end());
            dst.arg1.insert(dst.arg1.end(), columns.arg1.begin(), columns.arg1.end());
            for (const auto& [index, value] : columns.longDurations)
                dst.longDurations.emplace_back(index + offset, value);
            for (const auto& [index, value] : columns.retCodes)
                dst.retCodes.emplace_back(index + offset, value);
            columns = EventColumns();
        }
        part.lanes.clear();
    }

    trace.beginNs = INT64_MAX;
    trace.endNs = INT64_MIN;
    for (auto& [key, columns] : merged) {
        columns.sortByStart();
        columns.shrink();
        Lane lane;
        lane.kind = static_cast<LaneKind>(key & 0xFF);
        lane.thread = threadIndexOfKey[key >> 8];
        if (!columns.start.empty()) {
            trace.beginNs = std::min(trace.beginNs, columns.start.front());
            for (std::size_t i = 0; i < columns.size(); ++i)
                trace.endNs = std::max(trace.endNs, capture::saturatingAdd(columns.start[i], columns.durationAt(i)));
        }
        lane.events = std::move(columns);
        trace.threads[lane.thread].lanes.push_back(static_cast<std::uint32_t>(trace.lanes.size()));
        trace.lanes.push_back(std::move(lane));
    }
    if (trace.beginNs == INT64_MAX) {
        trace.beginNs = 0;
        trace.endNs = 0;
    }
    // The last reader reads to the end of the table, which may have grown since the capture was
    // opened: an extension continues after the last row actually read.
    for (const Part& part : parts)
        trace.info.maxRowId = std::max(trace.info.maxRowId, part.maxRowId);
}

// What an extension starts from: the previous trace's lanes and threads as one part, as if its
// rows had been read again.
Part partOf(const Trace& previous)
{
    // GPU work is read again with the rest (addGpuWork): it is not the capture's events.
    Part part;
    for (const Lane& lane : previous.lanes) {
        const Thread& t = previous.threads[lane.thread];
        if (lane.kind != LaneKind::GpuStream)
            part.lanes.emplace(laneKey(threadKey(0, t.tid), lane.kind), lane.events);
    }
    for (const Thread& t : previous.threads) {
        if (previous.processes[t.process].gpuDevice >= 0)
            continue;
        ThreadSeen& s = part.threads[threadKey(0, t.tid)];
        // As a sched_switch pid: a call read later (the tgid) still wins, as in a full load.
        s.pidFromSched = t.pid;
        s.comm = t.firstComm;
        s.first = t.firstSeen;
        s.last = t.lastSeen;
    }
    return part;
}

bool cancelled(const LoadOptions& options)
{
    return options.cancel && options.cancel->load();
}

} // namespace

namespace {

// What the importer of a profiler's trace read but did not keep (import.skipped: "N reason" a
// line) and what it noted about the source (import.notes), as problems: shown in the Problems dock
// and by `stats` like any reader's. When most of the trace's events were skipped, a warning says so
// first: the capture is then a small part of the file.
void addImportProblems(Trace& trace)
{
    if (trace.metaValue("import.format").empty())
        return;
    const std::string table = "import";
    std::vector<capture::ReadProblem> found;
    std::int64_t skipped = 0;
    const auto lines = [](const std::string& text) {
        std::vector<std::string> out;
        std::size_t from = 0;
        while (from < text.size()) {
            const std::size_t end = text.find('\n', from);
            std::string line = text.substr(from, end == std::string::npos ? std::string::npos : end - from);
            if (!line.empty())
                out.push_back(std::move(line));
            if (end == std::string::npos)
                break;
            from = end + 1;
        }
        return out;
    };
    for (const std::string& line : lines(trace.metaValue("import.skipped"))) {
        const std::size_t space = line.find(' ');
        std::int64_t n = 0;
        const auto [end, ec] = std::from_chars(line.data(), line.data() + (space == std::string::npos ? 0 : space), n);
        if (ec == std::errc() && end == line.data() + space)
            skipped += n;
        found.push_back({table, line});
    }
    for (const std::string& line : lines(trace.metaValue("import.notes")))
        found.push_back({table, line});
    // A trace cut short comes first, for a single import or any rank of a merged one.
    for (const capture::MetaEntry& m : trace.meta) {
        if (m.key == "import.truncated" || (m.key.starts_with("node.") && m.key.ends_with(".import.truncated"))) {
            const std::string node = m.key == "import.truncated" ? std::string()
                                                                 : m.key.substr(5, m.key.size() - 5 - 17) + ": ";
            trace.problems.push_back({table, "Warning: the trace is incomplete: " + node + m.value});
        }
    }
    const std::int64_t kept = trace.eventCount() + trace.gpuOpCount();
    if (skipped > kept)
        trace.problems.push_back({table,
                                  "Warning: most of the trace was not imported: " + std::to_string(skipped)
                                      + " of its events were skipped and " + std::to_string(kept)
                                      + " kept (the reasons follow)"});
    trace.problems.insert(trace.problems.end(), found.begin(), found.end());
}

// The rank of each process of a job's ranks imported together: its node's trace said it
// (node.<node>.import.rank, from distributedInfo), its events do not. A GPU's processes are its
// node's too: each rank's lanes say which rank they are.
void addImportedRanks(Trace& trace)
{
    std::map<std::string, int> rankOfNode;
    for (const capture::MetaEntry& m : trace.meta) {
        constexpr std::string_view suffix = ".import.rank";
        if (!m.key.starts_with("node.") || !m.key.ends_with(suffix) || m.key.size() <= 5 + suffix.size())
            continue;
        int rank = -1;
        const auto [end, ec] = std::from_chars(m.value.data(), m.value.data() + m.value.size(), rank);
        if (ec == std::errc() && end == m.value.data() + m.value.size() && rank >= 0)
            rankOfNode.emplace(m.key.substr(5, m.key.size() - 5 - suffix.size()), rank);
    }
    if (rankOfNode.empty())
        return;
    for (Process& p : trace.processes) {
        const auto it = rankOfNode.find(p.node);
        if (p.rank < 0 && it != rankOfNode.end())
            p.rank = it->second;
    }
}

} // namespace

LoadResult TraceBuilder::load(const std::string& path, const LoadOptions& options)
{
    LoadResult result;
    CaptureReader reader;
    if (!reader.open(path, &result.error))
        return result;

    auto trace = std::make_unique<Trace>();
    readTables(reader, *trace);

    std::unordered_map<std::int64_t, std::uint32_t> stackIndex;
    trace->stacks.emplace_back(); // index 0: no stack
    reader.forEachStack([&](capture::StackRecord&& record) {
        if (record.hash == 0 || stackIndex.count(record.hash))
            return;
        stackIndex.emplace(record.hash, static_cast<std::uint32_t>(trace->stacks.size()));
        trace->stacks.push_back(std::move(record));
    });
    if (cancelled(options)) {
        result.cancelled = true;
        return result;
    }

    NodeTable nodes;
    const bool multiNode = readNodes(*trace, nodes);
    const bool needComm = needsComm(reader.threads(), reader.nodeThreads());

    // Split the rowid range between readers; each reader has its own connection.
    const std::int64_t maxRow = trace->info.maxRowId;
    const int partsWanted = maxRow >= options.parallelThreshold ? std::max(1, options.threads) : 1;
    std::vector<Part> parts(static_cast<std::size_t>(partsWanted));
    std::atomic<std::int64_t> done{0};
    {
        std::vector<std::thread> workers;
        const std::int64_t span = maxRow / partsWanted + 1;
        for (int i = 0; i < partsWanted; ++i) {
            const std::int64_t lo = i == 0 ? INT64_MIN : i * span;
            const std::int64_t hi = i == partsWanted - 1 ? INT64_MAX : (i + 1) * span - 1;
            Part& part = parts[static_cast<std::size_t>(i)];
            if (partsWanted == 1) {
                readPart(path, lo, hi, stackIndex, options, done, maxRow, multiNode ? &nodes : nullptr, needComm, part);
            } else {
                workers.emplace_back(readPart, std::cref(path), lo, hi, std::cref(stackIndex), std::cref(options),
                                     std::ref(done), maxRow, multiNode ? &nodes : nullptr, needComm, std::ref(part));
            }
        }
        for (std::thread& w : workers)
            w.join();
    }
    if (cancelled(options)) {
        result.cancelled = true;
        return result;
    }
    for (const Part& part : parts) {
        if (!part.error.empty()) {
            result.error = part.error;
            return result;
        }
    }

    collectProblems(reader, *trace, parts);
    assemble(reader, *trace, parts, nodes, multiNode, nullptr);
    addGpuWork(path, *trace);
    addImportedRanks(*trace);
    addCpuRanges(path, *trace);
    addImportProblems(*trace);
    result.trace = std::move(trace);
    return result;
}

LoadResult TraceBuilder::extend(const Trace& previous, const std::string& path, const LoadOptions& options)
{
    LoadResult result;
    CaptureReader reader;
    if (!reader.open(path, &result.error))
        return result;

    auto trace = std::make_unique<Trace>();
    readTables(reader, *trace);
    NodeTable nodes;
    const bool previousHasNodes = std::any_of(previous.threads.begin(), previous.threads.end(),
                                              [](const Thread& t) { return !t.node.empty(); });
    // Not the file `previous` was read from as it grew (rows gone, several nodes): read it whole.
    if (readNodes(*trace, nodes) || previousHasNodes || trace->info.maxRowId < previous.info.maxRowId
        || previous.info.path != trace->info.path)
        return load(path, options);

    // Stacks are only ever added: decode the new ones.
    trace->stacks = previous.stacks;
    if (trace->stacks.empty())
        trace->stacks.emplace_back();
    std::unordered_map<std::int64_t, std::uint32_t> stackIndex;
    for (std::uint32_t i = 1; i < trace->stacks.size(); ++i)
        stackIndex.emplace(trace->stacks[i].hash, i);
    reader.forEachStack(
        [&](capture::StackRecord&& record) {
            if (record.hash == 0 || stackIndex.count(record.hash))
                return;
            stackIndex.emplace(record.hash, static_cast<std::uint32_t>(trace->stacks.size()));
            trace->stacks.push_back(std::move(record));
        },
        [&](std::int64_t hash) { return stackIndex.count(hash) != 0; });
    if (cancelled(options)) {
        result.cancelled = true;
        return result;
    }

    std::vector<Part> parts;
    parts.push_back(partOf(previous));
    parts.emplace_back();
    std::atomic<std::int64_t> done{0};
    const std::int64_t from = previous.info.maxRowId + 1;
    readPart(path, from, INT64_MAX, stackIndex, options, done, std::max<std::int64_t>(0, trace->info.maxRowId - from),
             nullptr, needsComm(reader.threads(), reader.nodeThreads()), parts.back());
    if (cancelled(options)) {
        result.cancelled = true;
        return result;
    }
    if (!parts.back().error.empty()) {
        result.error = parts.back().error;
        return result;
    }

    collectProblems(reader, *trace, parts);
    for (const capture::ReadProblem& p : previous.problems) {
        const bool seen = std::any_of(trace->problems.begin(), trace->problems.end(),
                                      [&](const auto& q) { return q.table == p.table && q.message == p.message; });
        if (!seen)
            trace->problems.push_back(p);
    }
    assemble(reader, *trace, parts, nodes, false, &previous);
    addGpuWork(path, *trace);
    addCpuRanges(path, *trace);
    result.trace = std::move(trace);
    return result;
}

} // namespace faultline
