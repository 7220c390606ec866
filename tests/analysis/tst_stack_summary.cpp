// Top stacks of a selection: grouping by stack and ordering by count, time or bytes, checked
// against SQL over the same capture; Python frames first for display.

#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "StackSummary.h"
#include "TraceBuilder.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <map>

using namespace faultline;

class TestStackSummary : public QObject
{
    Q_OBJECT

private slots:
    void topStacksMatchSql()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("f.db")).toStdString();
        capture::ScenarioOptions options;
        options.scenario = "fragmentation";
        QVERIFY(capture::ScenarioGenerator::generate(path, options).error.empty());
        LoadResult loaded = TraceBuilder::load(path);
        QVERIFY(loaded.trace);
        const Trace& trace = *loaded.trace;

        // All CUDA runtime lanes over the middle of the capture.
        std::vector<std::uint32_t> lanes;
        for (std::uint32_t l = 0; l < trace.lanes.size(); ++l)
            if (trace.lanes[l].kind == LaneKind::CudaRuntime)
                lanes.push_back(l);
        lanes.push_back(lanes.front()); // listed twice, counted once
        const std::int64_t from = trace.beginNs + (trace.endNs - trace.beginNs) / 4;
        const std::int64_t to = trace.beginNs + (trace.endNs - trace.beginNs) * 3 / 4;

        capture::SqliteDb db;
        std::string error;
        QVERIFY(db.openReadOnly(path, true, &error));
        capture::SqliteStatement st(db,
                                    "SELECT stack_hash, COUNT(*), SUM(duration), SUM(CASE WHEN op IN (1, 4, 7, 8, 9, "
                                    "10, 11, 12) THEN arg0 ELSE 0 END) FROM events WHERE source IN (1, 8) AND "
                                    "timestamp >= ?1 AND timestamp < ?2 GROUP BY stack_hash");
        st.bind(1, from);
        st.bind(2, to);
        std::map<std::int64_t, std::tuple<std::int64_t, std::int64_t, std::int64_t>> sql;
        while (st.step() == SQLITE_ROW)
            sql[st.int64(0)] = {st.int64(1), st.int64(2), st.int64(3)};
        QVERIFY(sql.size() >= 3);

        for (const StackOrder order : {StackOrder::Count, StackOrder::Time, StackOrder::Bytes}) {
            const std::vector<StackTotal> top = topStacks(trace, lanes, from, to, order);
            QCOMPARE(top.size(), sql.size());
            for (std::size_t i = 0; i < top.size(); ++i) {
                const std::int64_t hash = top[i].stack == 0 ? 0 : trace.stacks[top[i].stack].hash;
                const auto it = sql.find(hash);
                QVERIFY(it != sql.end());
                QCOMPARE(top[i].count, std::get<0>(it->second));
                QCOMPARE(top[i].totalNs, std::get<1>(it->second));
                QCOMPARE(static_cast<std::int64_t>(top[i].bytes), std::get<2>(it->second));
                if (i > 0) {
                    const auto key = [order](const StackTotal& t) {
                        return order == StackOrder::Count ? double(t.count)
                            : order == StackOrder::Time   ? double(t.totalNs)
                                                          : double(t.bytes);
                    };
                    QVERIFY(key(top[i - 1]) >= key(top[i]));
                }
            }
        }
        QVERIFY(topStacks(trace, lanes, to, from, StackOrder::Count).empty());
        const std::uint32_t bogus[] = {99999};
        QVERIFY(topStacks(trace, bogus, from, to, StackOrder::Count).empty());
    }

    void displayFramesPutPythonFirst()
    {
        capture::StackRecord s;
        capture::StackFrame native;
        native.kind = capture::FrameKind::Native;
        native.symbol = "cudaMalloc";
        capture::StackFrame py;
        py.kind = capture::FrameKind::Python;
        py.pyFile = "a.py";
        capture::StackFrame py2 = py;
        py2.pyFile = "b.py";
        s.frames = {native, py, native, py2};
        const auto frames = displayFrames(s);
        QCOMPARE(frames.size(), std::size_t(4));
        QCOMPARE(frames[0]->pyFile, std::string("a.py"));
        QCOMPARE(frames[1]->pyFile, std::string("b.py"));
        QCOMPARE(frames[2]->kind, capture::FrameKind::Native);
    }
};

QTEST_GUILESS_MAIN(TestStackSummary)
#include "tst_stack_summary.moc"
