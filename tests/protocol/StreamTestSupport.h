#pragma once

// Captures made for the stream tests, and an event-by-event comparison of two captures.

#include "CaptureReader.h"
#include "CaptureTypes.h"
#include "CaptureWriter.h"
#include "OpCatalog.h"
#include "SqliteDb.h"

// By its path: the benchmarks that include this file do not have tests/common on theirs.
#include "../common/CaptureEvents.h"

#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace faultline::test {

struct GeneratedCapture
{
    std::int64_t events = 0; // stored
    std::string error;
};

// Writes `count` stored events (plus some seen but not stored) with every column in use:
// timestamps that sometimes step back, negative durations and return codes, 64-bit arguments
// above INT64_MAX, stacks of every frame kind (some strings not UTF-8), thread names, threads,
// processes, cgroups, sessions, system samples, metadata and drop counts, and the job ranks of
// three of its four processes (rank, local rank, world size; the fourth has none). Same seed,
// same file.
inline GeneratedCapture writeStreamCapture(const std::string& path, std::int64_t count, std::uint64_t seed = 1)
{
    using namespace capture;
    GeneratedCapture result;
    CaptureWriter writer;
    WriterOptions options;
    options.node = "stream-node";
    options.overwrite = true;
    if (!writer.open(path, options, &result.error))
        return result;
    std::mt19937_64 rng(seed);

    std::vector<std::pair<std::uint8_t, std::uint8_t>> ops;
    for (const OpCatalog::Entry* e = OpCatalog::begin(); e != OpCatalog::end(); ++e)
        ops.emplace_back(e->source, e->op);

    const std::vector<std::string> comms = {
        "python3", "pt_main_thread", "", "pt_autograd_0", std::string("w\xff\xfe"), "dataloader-worker-3", "nccl:comm"};
    std::vector<std::int64_t> stacks;
    for (int s = 0; s < 60; ++s) {
        std::vector<StackFrame> frames;
        const int depth = 1 + s % 9;
        for (int f = 0; f < depth; ++f) {
            StackFrame frame;
            switch ((s + f) % 3) {
            case 0:
                frame.kind = FrameKind::Native;
                frame.symbol = "cudaLaunchKernel+0x" + std::to_string(f * 16 + s);
                frame.library = s % 5 == 0 ? std::string("lib\xc3\x28odd.so") : "libcudart.so.12";
                frame.nativeLine = f;
                break;
            case 1:
                frame.kind = FrameKind::Python;
                frame.pyFile = "/srv/train/model_" + std::to_string(s) + ".py";
                frame.pyFunction = "forward_" + std::to_string(f);
                frame.pyDefLine = 10 + f;
                frame.pyLine = 12 + f + s;
                break;
            default:
                // Unresolved frames only where every frame of the stack is (an `ips` stack).
                frame.kind = FrameKind::Native;
                frame.symbol = "fn" + std::to_string(f);
                frame.library = "libc.so.6";
                break;
            }
            frames.push_back(frame);
        }
        if (s % 10 == 9) {
            frames.clear();
            for (int f = 0; f < depth; ++f) {
                StackFrame frame;
                frame.kind = FrameKind::Unresolved;
                frame.ip = 0x7f0000000000ULL + static_cast<std::uint64_t>(s * 4096 + f * 64);
                frames.push_back(frame);
            }
        }
        stacks.push_back(writer.addStack(frames));
    }

    // Ranks 0..2 of a job of 4 (two per node), pid 1003 outside it: its rows keep NULL.
    for (std::uint32_t pid = 1000; pid < 1003; ++pid) {
        JobRank job;
        job.rank = static_cast<std::int32_t>(pid - 1000);
        job.localRank = job.rank % 2;
        job.worldSize = 4;
        writer.setJobRank(pid, job);
    }

    std::int64_t ts = 1'770'000'000'000'000'000LL;
    std::int64_t stored = 0;
    while (stored < count) {
        EventRecord e;
        ts += static_cast<std::int64_t>(rng() % 20'000);
        e.timestamp = rng() % 50 == 0 ? ts - static_cast<std::int64_t>(rng() % 5'000'000) : ts;
        e.duration = rng() % 97 == 0 ? -static_cast<std::int64_t>(rng() % 1000)
                                     : static_cast<std::int64_t>(rng() % 3'000'000);
        const auto& [source, op] = ops[rng() % ops.size()];
        e.source = source;
        e.op = op;
        e.pid = 1000 + static_cast<std::uint32_t>(rng() % 4);
        e.tid = e.pid + static_cast<std::uint32_t>(rng() % 16);
        e.gpuId = static_cast<std::uint32_t>(rng() % 8);
        // Byte counts stay plausible (the writer sums them per minute); pointers and handles
        // take every 64-bit value.
        if (OpCatalog::info(e.source, e.op).arg0IsBytes)
            e.arg0 = rng() % (std::uint64_t{1} << 36);
        else
            e.arg0 = rng() % 3 == 0 ? rng() : rng() % 4096;
        e.arg1 = rng() % 5 == 0 ? ~std::uint64_t{0} - rng() % 7 : rng() % 100;
        e.retCode = rng() % 31 == 0 ? -static_cast<std::int32_t>(rng() % 1000) : 0;
        e.stackHash = rng() % 4 == 0 ? 0 : stacks[rng() % stacks.size()];
        e.cgroupId = rng() % 7 == 0 ? 0 : 0x1000 + rng() % 3;
        const bool store = rng() % 10 != 0;
        writer.addEvent(e, comms[rng() % comms.size()], store);
        if (store)
            ++stored;
    }
    for (std::uint32_t pid = 1000; pid < 1004; ++pid) {
        writer.addProcessName({pid, "python3 train.py --rank " + std::to_string(pid - 1000), ts - 1000});
        for (std::uint32_t t = 0; t < 16; ++t)
            writer.addThread({pid + t, pid, t == 0 ? "python3" : "worker-" + std::to_string(t), ts - 5000, ts});
    }
    writer.addCgroup({0x1000, "c0ffee", "/kubepods/pod-a", "trainer-0", "ml"});
    writer.addCgroup({0x1001, "", "/system.slice/x", "", ""});
    Session session;
    session.id = 1;
    session.startedAt = 1'770'000'000'000'000'000LL;
    session.stoppedAt = ts;
    session.gpuModel = "NVIDIA A100-SXM4-80GB";
    session.kernel = "6.8.0";
    session.node = "stream-node";
    session.flags = "stack,py-frames";
    session.job.worldSize = 4; // what its ranks agree on
    writer.addSession(session);
    for (int i = 0; i < 30; ++i)
        writer.addSystemSnapshot({session.startedAt + i * 1'000'000'000LL, 12.5 + i, 40.25, 10000 - i, 0, 1.5});
    writer.countDropped(static_cast<std::uint8_t>(Source::Cuda), 17);
    writer.countDropped(static_cast<std::uint8_t>(Source::Host), 3);
    writer.setMeta("probe_version", "test");
    if (!writer.finish(&result.error))
        return result;
    result.events = stored;
    return result;
}

namespace detail {

// (pid, rank, local_rank, world_size) -> events, over a capture's events (NULL as -1), of one
// node's events when `node` is given.
inline std::map<std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t>, std::int64_t>
jobRankRows(capture::CaptureReader& reader, const std::string& node = {})
{
    std::map<std::tuple<std::int64_t, std::int64_t, std::int64_t, std::int64_t>, std::int64_t> out;
    capture::SqliteStatement st(reader.database(),
                                "SELECT pid, COALESCE(rank, -1), COALESCE(local_rank, -1), COALESCE(world_size, -1), "
                                "COUNT(*) FROM events WHERE ?1 = '' OR node = ?1 GROUP BY 1, 2, 3, 4");
    st.bind(1, std::string_view(node));
    while (st.isValid() && st.step() == SQLITE_ROW)
        out[{st.int64(0), st.int64(1), st.int64(2), st.int64(3)}] = st.int64(4);
    return out;
}

inline std::string describe(const capture::EventRecord& e, const std::string& comm)
{
    return "ts " + std::to_string(e.timestamp) + " dur " + std::to_string(e.duration) + " pid " + std::to_string(e.pid)
        + " tid " + std::to_string(e.tid) + " op " + std::to_string(e.source) + "/" + std::to_string(e.op) + " gpu "
        + std::to_string(e.gpuId) + " args " + std::to_string(e.arg0) + "," + std::to_string(e.arg1) + " ret "
        + std::to_string(e.retCode) + " stack " + std::to_string(e.stackHash) + " cgroup " + std::to_string(e.cgroupId)
        + " comm '" + comm + "'";
}

} // namespace detail

// "" when `received` holds the events of `source` (same count, order and every column, thread
// names and nodes by value) and its stacks, threads, processes, cgroups, sessions, system samples
// and drop counts; otherwise the first difference. With `prefix`, `received` may hold only the
// first events of `source` (a capture stopped early); `*count` is how many it holds.
inline std::string compareCaptures(const std::string& sourcePath, const std::string& receivedPath, bool prefix = false,
                                   std::size_t* count = nullptr)
{
    using namespace capture;
    CaptureReader source;
    CaptureReader received;
    std::string error;
    if (!source.open(sourcePath, &error))
        return "cannot open the source: " + error;
    if (!received.open(receivedPath, &error))
        return "cannot open the received capture: " + error;

    const std::vector<EventRecord> a = readEvents(source);
    std::size_t index = 0;
    std::string difference;
    static_cast<void>(received.readEvents([&](const EventRecord* rows, std::size_t n) {
        for (std::size_t i = 0; i < n && difference.empty(); ++i, ++index) {
            if (index >= a.size()) {
                difference = "the received capture has more events than the source (" + std::to_string(a.size()) + ")";
                return;
            }
            const EventRecord& x = a[index];
            const EventRecord& y = rows[i];
            const std::string& xComm = source.commNames()[x.commId];
            const std::string& yComm = received.commNames()[y.commId];
            const bool same = x.timestamp == y.timestamp && x.duration == y.duration && x.pid == y.pid && x.tid == y.tid
                && x.source == y.source && x.op == y.op && x.gpuId == y.gpuId && x.arg0 == y.arg0 && x.arg1 == y.arg1
                && x.retCode == y.retCode && x.stackHash == y.stackHash && x.cgroupId == y.cgroupId && xComm == yComm
                && source.nodeNames()[x.nodeId] == received.nodeNames()[y.nodeId];
            if (!same)
                difference = "event " + std::to_string(index + 1) + " differs: source " + detail::describe(x, xComm)
                    + " / received " + detail::describe(y, yComm);
        }
    }));
    if (!difference.empty())
        return difference;
    if (count)
        *count = index;
    if (index != a.size() && !prefix)
        return "the received capture has " + std::to_string(index) + " events, the source " + std::to_string(a.size());
    // Each process's events carry its job rank, as in the source.
    if (!prefix && detail::jobRankRows(source) != detail::jobRankRows(received))
        return "the events' job ranks (rank, local_rank, world_size per pid) differ";

    std::vector<StackRecord> sourceStacks;
    std::vector<StackRecord> receivedStacks;
    source.forEachStack([&](StackRecord&& s) { sourceStacks.push_back(std::move(s)); });
    received.forEachStack([&](StackRecord&& s) { receivedStacks.push_back(std::move(s)); });
    auto byHash = [](const StackRecord& l, const StackRecord& r) { return l.hash < r.hash; };
    std::sort(sourceStacks.begin(), sourceStacks.end(), byHash);
    std::sort(receivedStacks.begin(), receivedStacks.end(), byHash);
    if (sourceStacks.size() != receivedStacks.size())
        return "stacks: " + std::to_string(receivedStacks.size()) + " received, " + std::to_string(sourceStacks.size())
            + " in the source";
    for (std::size_t i = 0; i < sourceStacks.size(); ++i) {
        if (sourceStacks[i].hash != receivedStacks[i].hash || sourceStacks[i].frames != receivedStacks[i].frames)
            return "stack " + std::to_string(sourceStacks[i].hash) + " differs";
    }
    auto sortedThreads = [](std::vector<ThreadInfo> v) {
        std::sort(v.begin(), v.end(), [](const ThreadInfo& l, const ThreadInfo& r) { return l.tid < r.tid; });
        return v;
    };
    if (sortedThreads(source.threads()) != sortedThreads(received.threads()))
        return "threads differ";
    auto sortedProcesses = [](std::vector<ProcessName> v) {
        std::sort(v.begin(), v.end(), [](const ProcessName& l, const ProcessName& r) { return l.pid < r.pid; });
        return v;
    };
    if (sortedProcesses(source.processNames()) != sortedProcesses(received.processNames()))
        return "process names differ";
    if (source.cgroups() != received.cgroups())
        return "cgroups differ";
    if (source.sessions() != received.sessions())
        return "sessions differ";
    if (source.systemSnapshots() != received.systemSnapshots())
        return "system samples differ";
    auto drops = [](const std::vector<SourceCounters>& counters) {
        std::vector<std::pair<int, std::int64_t>> out;
        for (const SourceCounters& c : counters) {
            if (c.dropped != 0)
                out.emplace_back(c.source, c.dropped);
        }
        std::sort(out.begin(), out.end());
        return out;
    };
    if (drops(source.counters()) != drops(received.counters()))
        return "drop counts differ";
    return {};
}

// "" when the events of `node` in the merged capture `mergedPath` are those of `sourcePath`, in
// order and column for column, each timestamp moved by `shiftNs`, with ids "{node}:{seq}"; and
// every stack they use is in the merged file with the source's frames. Otherwise the first
// difference.
inline std::string compareMergedNode(const std::string& sourcePath, const std::string& mergedPath,
                                     const std::string& node, std::int64_t shiftNs)
{
    using namespace capture;
    CaptureReader source;
    CaptureReader merged;
    std::string error;
    if (!source.open(sourcePath, &error))
        return "cannot open the source: " + error;
    if (!merged.open(mergedPath, &error))
        return "cannot open the merged capture: " + error;
    const std::vector<EventRecord> a = readEvents(source);
    std::size_t index = 0;
    std::string difference;
    std::vector<std::int64_t> stacks;
    static_cast<void>(merged.readEvents([&](const EventRecord* rows, std::size_t n) {
        for (std::size_t i = 0; i < n && difference.empty(); ++i) {
            const EventRecord& y = rows[i];
            if (merged.nodeNames()[y.nodeId] != node)
                continue;
            if (index >= a.size()) {
                difference = "node " + node + " has more events than its source (" + std::to_string(a.size()) + ")";
                return;
            }
            const EventRecord& x = a[index++];
            const std::string& xComm = source.commNames()[x.commId];
            const std::string& yComm = merged.commNames()[y.commId];
            const bool same = x.timestamp + shiftNs == y.timestamp && x.duration == y.duration && x.pid == y.pid
                && x.tid == y.tid && x.source == y.source && x.op == y.op && x.gpuId == y.gpuId && x.arg0 == y.arg0
                && x.arg1 == y.arg1 && x.retCode == y.retCode && x.stackHash == y.stackHash && x.cgroupId == y.cgroupId
                && xComm == yComm;
            if (!same)
                difference = "event " + std::to_string(index) + " of node " + node + " differs: source "
                    + detail::describe(x, xComm) + " / merged " + detail::describe(y, yComm);
            if (y.stackHash != 0)
                stacks.push_back(y.stackHash);
        }
    }));
    if (!difference.empty())
        return difference;
    if (index != a.size())
        return "node " + node + " has " + std::to_string(index) + " events, its source " + std::to_string(a.size());
    if (detail::jobRankRows(source) != detail::jobRankRows(merged, node))
        return "the job ranks of node " + node
            + "'s events (rank, local_rank, world_size per pid) differ from its source's";
    std::sort(stacks.begin(), stacks.end());
    stacks.erase(std::unique(stacks.begin(), stacks.end()), stacks.end());
    for (const std::int64_t hash : stacks) {
        const auto mergedStack = merged.stack(hash);
        const auto sourceStack = source.stack(hash);
        if (!mergedStack || !sourceStack || mergedStack->frames != sourceStack->frames)
            return "stack " + std::to_string(hash) + " of node " + node + " is missing or differs";
    }
    return {};
}

} // namespace faultline::test
