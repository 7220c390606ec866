#include "CpuRangeTable.h"

#include "CaptureSchema.h"
#include "SqliteDb.h"

#include <sqlite3.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <tuple>
#include <unordered_map>

namespace faultline {

namespace {

using capture::CpuRangeRecord;

// Sorts one thread's records by start (enclosing first) and fills its columns and parents.
void fill(std::vector<CpuRangeRecord>& records, CpuRanges& out)
{
    const auto before = [](const CpuRangeRecord& a, const CpuRangeRecord& b) {
        return std::tie(a.start, b.end) < std::tie(b.start, a.end);
    };
    if (!std::is_sorted(records.begin(), records.end(), before))
        std::stable_sort(records.begin(), records.end(), before);
    out.start.reserve(records.size());
    out.end.reserve(records.size());
    out.name.reserve(records.size());
    out.kind.reserve(records.size());
    out.parent.reserve(records.size());
    out.subtreeEnd.assign(records.size(), static_cast<std::uint32_t>(records.size()));
    std::vector<std::int32_t> open; // innermost last
    for (const CpuRangeRecord& r : records) {
        while (!open.empty() && out.end[static_cast<std::size_t>(open.back())] <= r.start) {
            out.subtreeEnd[static_cast<std::size_t>(open.back())] = static_cast<std::uint32_t>(out.start.size());
            open.pop_back();
        }
        const auto index = static_cast<std::int32_t>(out.start.size());
        out.start.push_back(r.start);
        out.end.push_back(r.end);
        out.name.push_back(r.name);
        out.kind.push_back(r.kind);
        out.parent.push_back(open.empty() ? -1 : open.back());
        open.push_back(index);
    }
}

} // namespace

void addCpuRanges(const std::string& path, Trace& trace)
{
    capture::SqliteDb db;
    std::string error;
    if (!db.openCapture(path, &error))
        return;
    if (!db.tableExists(capture::schema::kCpuRangesTable) || !db.tableExists(capture::schema::kRangeNamesTable))
        return;
    const std::string table(capture::schema::kCpuRangesTable);
    bool nodes = false;
    std::map<std::tuple<std::string, std::uint32_t, std::uint32_t>, std::uint32_t> threadOf;
    for (std::uint32_t i = 0; i < trace.threads.size(); ++i)
        nodes = nodes || !trace.threads[i].node.empty();
    for (std::uint32_t i = 0; i < trace.threads.size(); ++i) {
        const Thread& t = trace.threads[i];
        threadOf.emplace(std::make_tuple(nodes ? t.node : std::string(), t.pid, t.tid), i);
    }
    // Names by (node, id), each once in rangeNames.
    std::map<std::pair<std::string, std::int64_t>, std::uint32_t> nameOf;
    {
        std::unordered_map<std::string, std::uint32_t> index;
        capture::SqliteStatement names(db, "SELECT node, id, name FROM faultline_range_names");
        while (names.step() == SQLITE_ROW) {
            const std::string name(names.text(2));
            const auto [it, inserted] = index.emplace(name, static_cast<std::uint32_t>(trace.rangeNames.size()));
            if (inserted)
                trace.rangeNames.push_back(name);
            nameOf.emplace(std::make_pair(nodes ? std::string(names.text(0)) : std::string(), names.int64(1)),
                           it->second);
        }
    }
    capture::SqliteStatement chunks(db, "SELECT node, pid, tid, base_ns, count, ranges FROM " + table + " ORDER BY id");
    if (!chunks.isValid()) {
        trace.problems.push_back({table, "CPU ranges not read: " + chunks.prepareError()});
        return;
    }
    std::map<std::uint32_t, std::vector<CpuRangeRecord>> byThread;
    std::int64_t undecoded = 0;
    std::int64_t unnamed = 0;
    std::string firstError;
    std::vector<CpuRangeRecord> records;
    while (chunks.step() == SQLITE_ROW) {
        const std::string node = nodes ? std::string(chunks.text(0)) : std::string();
        const std::int64_t count = chunks.int64(4);
        records.clear();
        std::string why;
        if (!capture::decodeCpuRanges(chunks.blob(5), chunks.int64(3), count, &records, &why)) {
            undecoded += std::max<std::int64_t>(0, count - static_cast<std::int64_t>(records.size()));
            if (firstError.empty())
                firstError = why;
        }
        const auto thread = threadOf.find(std::make_tuple(node, static_cast<std::uint32_t>(chunks.int64(1)),
                                                          static_cast<std::uint32_t>(chunks.int64(2))));
        // A thread that made no CUDA call, memory event or scheduling row issues no GPU work (a
        // DataLoader worker's collate): its ranges stay in the capture, for SQL, and are not loaded.
        if (thread == threadOf.end())
            continue;
        std::vector<CpuRangeRecord>& into = byThread[thread->second];
        for (CpuRangeRecord r : records) {
            const auto named = nameOf.find(std::make_pair(node, static_cast<std::int64_t>(r.name)));
            if (named == nameOf.end()) {
                ++unnamed;
                continue;
            }
            r.name = named->second;
            into.push_back(r);
        }
    }
    for (auto& [thread, list] : byThread) {
        CpuRanges ranges;
        ranges.thread = thread;
        fill(list, ranges);
        trace.cpuRanges.push_back(std::move(ranges));
    }
    if (undecoded > 0)
        trace.problems.push_back({table, std::to_string(undecoded) + " CPU ranges not read: " + firstError});
    if (unnamed > 0)
        trace.problems.push_back({table,
                                  std::to_string(unnamed) + " CPU ranges without a name in "
                                      + std::string(capture::schema::kRangeNamesTable) + ", not read"});
}

} // namespace faultline
