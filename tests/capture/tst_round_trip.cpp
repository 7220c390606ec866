// What the writer writes, the reader reads back identically.

#include "CaptureEvents.h"
#include "CaptureReader.h"
#include "CaptureWriter.h"
#include "OpCatalog.h"
#include "StackCodec.h"
#include "TestFrames.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace faultline::capture;

using faultline::test::native;
using faultline::test::python;
using faultline::test::readEvents;
using faultline::test::unresolved;

class TestRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void readsBackWhatWasWritten();
};

void TestRoundTrip::readsBackWhatWasWritten()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("rt.db")).toStdString();

    const std::vector<StackFrame> mallocStack{
        python("/w/alloc_stress.py", "fragmentation_pattern", 68, 74), python("/w/alloc_stress.py", "main", 110, 114),
        python("/w/alloc_stress.py", "<module>", 1, 120),
        native("_ZN3c104cuda20CUDACachingAllocator6Native22DeviceCachingAllocator6mallocEv+0x690", "libc10_cuda.so"),
        native("cudaMalloc+0x0", "libcudart.so.12")};
    const std::vector<StackFrame> quoted{python("/w/we\"ird\\path\n.py", "f<\u00e9>", 3, 4)};
    const std::vector<StackFrame> ipsOnly{unresolved(0x7f0011223344ULL), unresolved(0x7f0011223399ULL)};

    std::vector<EventRecord> written;
    std::vector<std::string> comms;
    std::vector<std::int64_t> hashes;
    {
        CaptureWriter writer;
        WriterOptions options;
        options.node = "node-a";
        std::string error;
        QVERIFY2(writer.open(path, options, &error), error.c_str());
        hashes = {writer.addStack(mallocStack), writer.addStack(quoted), writer.addStack(ipsOnly)};
        QCOMPARE(writer.addStack(mallocStack), hashes[0]); // interned

        for (int i = 0; i < 300; ++i) {
            EventRecord e;
            e.timestamp = 1'774'000'000'000'000'000LL + i * 1'000'000LL;
            e.duration = 1000 + i * 37;
            e.pid = 4821;
            e.tid = 4821 + std::uint32_t(i % 3);
            e.source = i % 5 == 0 ? 3 : 1;
            e.op = i % 5 == 0 ? ops::SchedSwitch : ops::CudaMalloc;
            e.arg0 = i % 5 == 0 ? 0 : (std::uint64_t(1) << 20) * std::uint64_t(i + 1);
            e.arg1 = 0xFFFF'FFFF'FFFF'FF00ULL - std::uint64_t(i); // reads back unsigned through a signed column
            e.retCode = i == 7 ? 2 : 0;
            e.stackHash = e.source == 1 ? hashes[std::size_t(i) % 3] : 0;
            e.cgroupId = i % 2 ? 0 : 12345;
            e.gpuId = 0;
            const std::string comm = e.tid == 4821 ? "python3" : "pt_data_worker";
            writer.addEvent(e, comm);
            written.push_back(e);
            comms.push_back(comm);
        }
        writer.countDropped(1, 17);
        writer.addProcessName({4821, "python3", 42});
        writer.addThread({4821, 4821, "python3", 10, 20});
        writer.addThread({4822, 4821, "pt_data_worker", 11, 21});
        writer.addThread({4822, 4821, "pt_data_worker", 5, 30}); // merged: first 5, last 30
        Session s;
        s.startedAt = 1'774'000'000'000'000'000LL;
        s.stoppedAt = s.startedAt + 300'000'000LL;
        s.gpuModel = "NVIDIA A10";
        s.cpuModel = "Intel Xeon Platinum 8358";
        s.cpuCores = 30;
        s.memTotalMb = 232448;
        s.kernel = "6.8.0";
        s.node = "node-a";
        writer.addSession(s);
        writer.addSystemSnapshot({s.startedAt + 1'000'000'000LL, 99.5, 61.25, 90000, 0, 16.9});
        StoredChain chain;
        chain.id = "node-a:tail-high-cudaStreamSync";
        chain.detectedAt = s.startedAt + 5;
        chain.severity = "HIGH";
        chain.summary = "cudaStreamSync p99=39.9ms (3842.0x p50)";
        chain.rootCause = "CPU contention";
        chain.explanation = "why";
        chain.recommendations = {"Pin the training process with taskset", "Use persistent_workers=True"};
        chain.cudaOp = "cudaStreamSync";
        chain.cudaP99Us = 39900;
        chain.cudaP50Us = 10;
        chain.tailRatio = 3842.0;
        chain.timeline = {{"HOST", "sched_switch", "42170 switches", 38100000},
                          {"CUDA", "cudaStreamSync", "p99", 39900}};
        chain.node = "node-a";
        writer.addChain(chain);
        writer.addCgroup({12345, "abc", "/kubepods/x", "trainer-0", "ml"});
        writer.setMeta("host", "node-a");
        writer.setMeta("probe_version", "0.1.0");
        QVERIFY2(writer.finish(&error), error.c_str());
    }

    CaptureReader reader;
    std::string error;
    QVERIFY2(reader.open(path, &error), error.c_str());
    QCOMPARE(int(reader.info().layout), int(Layout::Ingero010));
    QVERIFY(reader.info().isFaultline);
    QCOMPARE(reader.info().userVersion, 10);

    const std::vector<EventRecord> read = readEvents(reader);
    QCOMPARE(read.size(), written.size());
    for (std::size_t i = 0; i < read.size(); ++i) {
        const EventRecord& a = written[i];
        const EventRecord& b = read[i];
        QCOMPARE(b.timestamp, a.timestamp);
        QCOMPARE(b.duration, a.duration);
        QCOMPARE(b.pid, a.pid);
        QCOMPARE(b.tid, a.tid);
        QCOMPARE(b.source, a.source);
        QCOMPARE(b.op, a.op);
        QCOMPARE(b.arg0, a.arg0);
        QCOMPARE(b.arg1, a.arg1);
        QCOMPARE(b.retCode, a.retCode);
        QCOMPARE(b.stackHash, a.stackHash);
        QCOMPARE(b.cgroupId, a.cgroupId);
        QCOMPARE(reader.commNames()[b.commId], comms[i]);
        QCOMPARE(reader.nodeNames()[b.nodeId], std::string("node-a"));
    }

    const auto s0 = reader.stack(hashes[0]);
    QVERIFY(s0.has_value());
    QVERIFY(s0->frames == mallocStack);
    QVERIFY(reader.stack(hashes[1])->frames == quoted);
    const auto s2 = reader.stack(hashes[2]);
    QVERIFY(s2->fromIpsOnly);
    QVERIFY(s2->frames == ipsOnly);

    QCOMPARE(reader.processNames(), (std::vector<ProcessName>{{4821, "python3", 42}}));
    QCOMPARE(reader.threads(),
             (std::vector<ThreadInfo>{{4821, 4821, "python3", 10, 20}, {4822, 4821, "pt_data_worker", 5, 30}}));
    QCOMPARE(reader.sessions().size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(reader.sessions()[0].gpuModel), QStringLiteral("NVIDIA A10"));
    QCOMPARE(reader.sessions()[0].memTotalMb, std::int64_t(232448));
    QCOMPARE(reader.systemSnapshots().size(), std::size_t(1));
    QCOMPARE(reader.systemSnapshots()[0].loadAvg, 16.9);
    const auto chains = reader.chains();
    QCOMPARE(chains.size(), std::size_t(1));
    QCOMPARE(chains[0].recommendations,
             (std::vector<std::string>{"Pin the training process with taskset", "Use persistent_workers=True"}));
    QCOMPARE(chains[0].timeline.size(), std::size_t(2));
    QCOMPARE(chains[0].timeline[0].durationUs, std::int64_t(38100000));
    QCOMPARE(chains[0].tailRatio, 3842.0);
    QCOMPARE(reader.cgroups().size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(reader.cgroups()[0].podName), QStringLiteral("trainer-0"));
    const auto meta = reader.meta();
    QVERIFY(std::find(meta.begin(), meta.end(), MetaEntry{"probe_version", "0.1.0"}) != meta.end());

    const auto counters = reader.counters();
    const auto cuda = std::find_if(counters.begin(), counters.end(),
                                   [](const SourceCounters& c) { return c.source == 1; });
    QVERIFY(cuda != counters.end());
    QCOMPARE(cuda->stored, std::int64_t(240));
    QCOMPARE(cuda->dropped, std::int64_t(17));
    std::int64_t aggregated = 0;
    for (const Aggregate& a : reader.aggregates())
        aggregated += a.count;
    QCOMPARE(aggregated, std::int64_t(300));
    QVERIFY(reader.problems().empty());
}

QTEST_GUILESS_MAIN(TestRoundTrip)
#include "tst_round_trip.moc"
