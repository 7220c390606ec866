// The PyTorch memory snapshot reader: real snapshots from public repositories and the synthetic
// vectors in ../shared/fixtures/pytorch-snapshots give the reference metrics, every form
// (pickle protocols, the C++ pickler's flavour, JSON, memory_viz HTML) gives the same columns,
// code-running pickles are refused by name, and cut files never crash.

#include "MappedFile.h"
#include "PickleReader.h"
#include "Snapshot.h"
#include "SnapshotMetrics.h"
#include "SnapshotReader.h"
#include "SnapshotTestSupport.h"
#include "TestPaths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <set>
#include <tuple>
#include <unistd.h>

using namespace faultline;
using namespace faultline::snapshot;
using faultline::test::PickleBytes;
using faultline::test::snapshotFixture;

namespace {

QString fixturePathFor(const QString& name)
{
    return snapshotFixture(name.startsWith(QLatin1String("syn_")) ? QStringLiteral("synthetic/") + name : name);
}

const Value* topLevel(const Snapshot& s, std::string_view key)
{
    for (const auto& [k, v] : s.otherTopLevel) {
        if (s.string(k) == key)
            return &v;
    }
    return nullptr;
}

// Compares our metrics with snapshot_metrics.py's, key by key; keys the reference leaves out
// (its counters skip zeros) must be zero here.
void compareMetrics(const QJsonObject& expected, const QJsonObject& got)
{
    const QJsonObject expectedDevices = expected.value(QLatin1String("per_device")).toObject();
    const QJsonObject gotDevices = got.value(QLatin1String("per_device")).toObject();
    QCOMPARE(gotDevices.keys(), expectedDevices.keys());
    for (const QString& device : expectedDevices.keys()) {
        const QJsonObject e = expectedDevices.value(device).toObject();
        const QJsonObject g = gotDevices.value(device).toObject();
        for (const QString& key : e.keys()) {
            QVERIFY2(g.contains(key), qPrintable(device + QLatin1Char(' ') + key));
            if (e.value(key).isDouble() && g.value(key).isDouble())
                QVERIFY2(e.value(key).toDouble() == g.value(key).toDouble(),
                         qPrintable(QStringLiteral("device %1 %2: expected %3, got %4")
                                        .arg(device, key)
                                        .arg(e.value(key).toDouble(), 0, 'g', 17)
                                        .arg(g.value(key).toDouble(), 0, 'g', 17)));
            else
                QCOMPARE(g.value(key), e.value(key));
        }
        for (const QString& key : g.keys()) {
            if (!e.contains(key))
                QVERIFY2(g.value(key).toDouble() == 0, qPrintable(device + QLatin1Char(' ') + key));
        }
    }
    QCOMPARE(got.value(QLatin1String("consistency_checks")).toObject(),
             expected.value(QLatin1String("consistency_checks")).toObject());
}

std::string fileBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

// A small but complete snapshot dict in protocol 2 (one segment, one block, one entry whose
// frames list is shared by memo), for hand-made variations.
PickleBytes smallSnapshot()
{
    PickleBytes p;
    p.proto(2).emptyDict().binput(0).mark();
    p.str("segments").emptyList().binput(1).mark();
    p.emptyDict().binput(2).mark();
    p.str("device").int1(0).str("address").int4(1 << 20).str("total_size").int4(2 << 20);
    p.str("stream").int1(0).str("segment_type").str("small");
    p.str("blocks").emptyList().binput(3).mark();
    p.emptyDict().binput(4).mark().str("size").int4(2 << 20).str("requested_size").int4(1000);
    p.str("state").str("active_allocated").str("address").int4(1 << 20);
    p.setItems().appends().setItems().appends();
    p.str("device_traces").emptyList().binput(5).mark().emptyList().binput(6).mark();
    p.emptyDict().binput(7).mark().str("action").str("alloc").str("addr").int4(1 << 20).str("size").int4(1000);
    p.setItems();
    p.appends().appends();
    p.setItems().stop();
    return p;
}

} // namespace

class TestSnapshotReader : public QObject
{
    Q_OBJECT

private slots:
    void metricsMatchTheReference_data();
    void metricsMatchTheReference();
    void everySyntheticVectorOpens_data();
    void everySyntheticVectorOpens();
    void picklesOfEveryFlavourHoldTheSameColumns();
    void jsonAndHtmlFormsMatchThePickle();
    void pythonRenderedJsonAndHtmlMatchRealSnapshots_data();
    void pythonRenderedJsonAndHtmlMatchRealSnapshots();
    void newestLayoutKeepsEveryField();
    void legacyBlocksGetAddressesAndFramesFromHistory();
    void edgeIntegersAndStringsSurvive();
    void framesAndStacksAreInterned();
    void memoEntriesAreHandles();
    void hugeMemoIndicesAreSparse();
    void codeOpcodesAreRefused_data();
    void codeOpcodesAreRefused();
    void unsupportedOpcodeKeepsWhatCameBefore();
    void truncatedRealSnapshotKeepsACompletePrefix();
    void aFileThatShrinksUnderItsMappingReadsAsZerosNotSigbus();
    void truncatedSmallFormsNeverCrash_data();
    void truncatedSmallFormsNeverCrash();
    void clearErrorsForThingsThatAreNotSnapshots();
    void trailingBytesAndNewerProtocols();
    void jsonKeepsIntegersAbove2To53();
    void filesOver4GiBAreRead();
};

void TestSnapshotReader::metricsMatchTheReference_data()
{
    QTest::addColumn<QString>("name");
    const QJsonObject expected = test::expectedMetrics();
    if (expected.isEmpty()) {
        QTest::newRow("fixtures absent") << QString();
        return;
    }
    for (const QString& name : expected.keys())
        QTest::newRow(qPrintable(name)) << name;
}

void TestSnapshotReader::metricsMatchTheReference()
{
    QFETCH(QString, name);
    if (name.isEmpty())
        QSKIP("../shared/fixtures/pytorch-snapshots/expected_metrics.json not found (../shared is absent)");
    const QString path = fixturePathFor(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const ReadResult r = test::readFixture(path);
    QVERIFY2(r.snapshot, r.error.c_str());
    QVERIFY(!r.snapshot->source.truncated);
    compareMetrics(test::expectedMetrics().value(name).toObject(), test::metricsJson(computeMetrics(*r.snapshot)));
}

void TestSnapshotReader::everySyntheticVectorOpens_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(snapshotFixture(QStringLiteral("synthetic")));
    const QStringList names = dir.entryList(QDir::Files);
    if (names.isEmpty())
        QTest::newRow("fixtures absent") << QString();
    for (const QString& name : names) {
        if (name != QLatin1String("SHA256SUMS"))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
}

void TestSnapshotReader::everySyntheticVectorOpens()
{
    QFETCH(QString, path);
    if (path.isEmpty())
        QSKIP("../shared/fixtures/pytorch-snapshots/synthetic not found (../shared is absent)");
    const ReadResult r = test::readFixture(path);
    QVERIFY2(r.snapshot, r.error.c_str());
    const Snapshot& s = *r.snapshot;
    QVERIFY(!s.source.truncated);
    QVERIFY(s.segmentCount(true) > 0 || s.trace.count() > 0);
    // Blocks tile their segments in every vector.
    for (const Segment& seg : s.segments) {
        std::uint64_t at = seg.address;
        for (const Block& b : s.blocksOf(seg)) {
            QCOMPARE(b.address, at);
            at += b.size;
        }
        QCOMPARE(at - seg.address, seg.totalSize);
    }
    if (path.endsWith(QLatin1String(".html")))
        QCOMPARE(s.source.format, SourceFormat::Html);
    else if (path.endsWith(QLatin1String(".json")))
        QCOMPARE(s.source.format, SourceFormat::Json);
    else
        QCOMPARE(s.source.format, SourceFormat::Pickle);
}

void TestSnapshotReader::picklesOfEveryFlavourHoldTheSameColumns()
{
    const QString proto4 = snapshotFixture(QStringLiteral("synthetic/syn_newest_proto4.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(proto4);
    const ReadResult reference = test::readFixture(proto4);
    QVERIFY(reference.snapshot);
    QCOMPARE(reference.snapshot->source.pickleProtocol, 4);
    const std::string expected = test::fingerprint(*reference.snapshot);
    QVERIFY(expected.size() > 1000);
    for (const auto& [name, protocol] :
         {std::pair{"syn_newest_proto2.pickle", 2}, std::pair{"syn_newest_proto5.pickle", 5},
          std::pair{"syn_jit_style_proto2.pickle", 2}}) {
        const ReadResult r = test::readFixture(snapshotFixture(QStringLiteral("synthetic/") + QLatin1String(name)));
        QVERIFY2(r.snapshot, r.error.c_str());
        QCOMPARE(r.snapshot->source.pickleProtocol, protocol);
        QCOMPARE(test::fingerprint(*r.snapshot), expected);
    }
    const ReadResult list = test::readFixture(snapshotFixture(QStringLiteral("synthetic/syn_segments_list.pickle")));
    QVERIFY(list.snapshot);
    QVERIFY(list.snapshot->source.topLevelList);
    QCOMPARE(list.snapshot->segmentCount(), reference.snapshot->segmentCount());
    QVERIFY(list.snapshot->deviceTraces.empty());
}

void TestSnapshotReader::jsonAndHtmlFormsMatchThePickle()
{
    const QString json = snapshotFixture(QStringLiteral("synthetic/syn_newest.json"));
    FAULTLINE_REQUIRE_FIXTURE(json);
    const ReadResult fromJson = test::readFixture(json);
    const ReadResult fromPickle = test::readFixture(
        snapshotFixture(QStringLiteral("synthetic/syn_newest_proto4.pickle")));
    QVERIFY2(fromJson.snapshot, fromJson.error.c_str());
    QVERIFY(fromPickle.snapshot);
    QCOMPARE(test::fingerprint(*fromJson.snapshot), test::fingerprint(*fromPickle.snapshot));
    QCOMPARE(test::metricsJson(computeMetrics(*fromJson.snapshot)),
             test::metricsJson(computeMetrics(*fromPickle.snapshot)));

    // memory_viz's HTML wraps the legacy vector.
    const ReadResult fromHtml = test::readFixture(snapshotFixture(QStringLiteral("synthetic/syn_trace_plot.html")));
    const ReadResult legacy = test::readFixture(
        snapshotFixture(QStringLiteral("synthetic/syn_legacy_v20_history.pickle")));
    QVERIFY2(fromHtml.snapshot, fromHtml.error.c_str());
    QVERIFY(legacy.snapshot);
    QCOMPARE(fromHtml.snapshot->source.format, SourceFormat::Html);
    QCOMPARE(test::fingerprint(*fromHtml.snapshot), test::fingerprint(*legacy.snapshot));
}

void TestSnapshotReader::pythonRenderedJsonAndHtmlMatchRealSnapshots_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name :
         {"v21__select_n__snapshot_04d383c.pickle", "npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl",
          "list__layoutediting__memory_snapshot.pkl"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestSnapshotReader::pythonRenderedJsonAndHtmlMatchRealSnapshots()
{
    QFETCH(QString, name);
    const QString path = snapshotFixture(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    FAULTLINE_REQUIRE_PYTHON();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Our own rendering, as _memory_viz.py describes it: JSON with tuples as lists, and a page
    // holding the base64 pickle padded with NULs to a multiple of 3. No globals are loaded.
    const QString script = dir.filePath(QStringLiteral("render.py"));
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("import base64, json, pickle, sys\n"
            "class NoGlobals(pickle.Unpickler):\n"
            "    def find_class(self, module, name):\n"
            "        raise pickle.UnpicklingError('refused')\n"
            "data = NoGlobals(open(sys.argv[1], 'rb')).load()\n"
            "json.dump(data, open(sys.argv[2], 'w'))\n"
            "buf = pickle.dumps(data)\n"
            "buf += b'\\x00' * (3 - len(buf) % 3)\n"
            "files = json.dumps([{'name': 'snapshot.pickle', 'base64': base64.b64encode(buf).decode()}])\n"
            "open(sys.argv[3], 'w').write('<!DOCTYPE html>\\n<html><body><script type=\"module\">\\n'\n"
            "    + 'const local_files = ' + files + '\\n</script></body></html>\\n')\n");
    f.close();
    const QString jsonPath = dir.filePath(QStringLiteral("s.json"));
    const QString htmlPath = dir.filePath(QStringLiteral("s.html"));
    QString output;
    QVERIFY2(test::runPython({script, path, jsonPath, htmlPath}, &output), qPrintable(output));

    const ReadResult pickle = test::readFixture(path);
    const ReadResult json = test::readFixture(jsonPath);
    const ReadResult html = test::readFixture(htmlPath);
    QVERIFY(pickle.snapshot);
    QVERIFY2(json.snapshot, json.error.c_str());
    QVERIFY2(html.snapshot, html.error.c_str());
    QCOMPARE(json.snapshot->source.format, SourceFormat::Json);
    QCOMPARE(html.snapshot->source.format, SourceFormat::Html);
    const std::string expected = test::fingerprint(*pickle.snapshot);
    QCOMPARE(test::fingerprint(*json.snapshot), expected);
    QCOMPARE(test::fingerprint(*html.snapshot), expected);
    const QJsonObject metrics = test::metricsJson(computeMetrics(*pickle.snapshot));
    QCOMPARE(test::metricsJson(computeMetrics(*json.snapshot)), metrics);
    QCOMPARE(test::metricsJson(computeMetrics(*html.snapshot)), metrics);
}

void TestSnapshotReader::newestLayoutKeepsEveryField()
{
    const QString path = snapshotFixture(QStringLiteral("synthetic/syn_newest_proto5.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const ReadResult r = test::readFixture(path);
    QVERIFY(r.snapshot);
    const Snapshot& s = *r.snapshot;
    QCOMPARE(s.source.pickleProtocol, 5);
    // Two devices, a trace for device 0 only, and the host pool apart.
    QCOMPARE(s.devices(), (std::vector<std::int64_t>{0, 1}));
    QCOMPARE(s.deviceTraces.size(), std::size_t{2});
    QCOMPARE(s.deviceTraces[1].count(), std::size_t{0});
    QCOMPARE(s.segmentCount(false), std::size_t{3});
    QCOMPARE(s.segmentCount(true), std::size_t{4});
    QVERIFY(s.segments.back().host);
    QCOMPARE(s.segments.back().device, std::int64_t{-1});
    // Private pool (1, 7) and the expandable segment.
    const Segment& expandable = s.segments[1];
    QVERIFY(expandable.expandable);
    QCOMPARE(s.pools[expandable.pool], (std::pair<std::int64_t, std::int64_t>{1, 7}));
    QCOMPARE(s.streams[expandable.stream], std::uint64_t{140000000000000});
    QCOMPARE(s.blocksOf(expandable).front().state, BlockState::ActivePendingFree);

    const DeviceTrace t = s.deviceTraces[0];
    QCOMPARE(t.count(), std::size_t{12});
    std::vector<std::string> actions;
    for (std::size_t row = t.begin; row < t.end; ++row)
        actions.emplace_back(s.actionNameOf(row));
    QCOMPARE(
        actions,
        (std::vector<std::string>{"segment_alloc", "alloc", "alloc", "free_requested", "free_completed", "segment_map",
                                  "alloc", "annotate", "oom", "segment_unmap", "snapshot", "future_action_xyz"}));
    QCOMPARE(s.trace.action[t.begin + 11], Action::Other);
    // The oom entry has device_free instead of addr.
    QCOMPARE(s.trace.addr[t.begin + 8], std::uint64_t{6} << 20);
    QCOMPARE(s.trace.size[t.begin + 8], std::uint64_t{64} << 30);
    QCOMPARE(s.trace.timeUs[t.begin], std::int64_t{1760000000000001});
    QCOMPARE(s.extraString(s.trace.extras[t.begin + 2], "user_metadata"), std::string_view("step=1"));
    QCOMPARE(s.extraString(s.trace.extras[t.begin + 6], "internal_metadata"), std::string_view("internal:example"));
    QCOMPARE(s.extraString(s.trace.extras[t.begin + 6], "compile_context"),
             std::string_view("Torch-Compiled Region: 0/0"));
    QCOMPARE(s.extraString(s.trace.extras[t.begin + 7], "user_metadata"), std::string_view("saved_for_backward"));
    // The snapshot entry has no frames key at all.
    QCOMPARE(s.trace.stack[t.begin + 10], StackId{0});
    // FX fields stay on the frame.
    const auto fxStack = s.stack(s.trace.stack[t.begin + 6]);
    QVERIFY(!fxStack.empty());
    const Frame& fx = s.frames[fxStack.front()];
    QCOMPARE(s.string(fx.name), std::string_view("forward"));
    QCOMPARE(s.extraString(fx.extras, "fx_node_target"), std::string_view("aten.addmm.default"));
    // forward_frames on a block, settings and annotations in the generic part.
    const Block& withForward = s.blocks[s.segments[0].firstBlock + 1];
    QVERIFY(s.extra(withForward.extras, "forward_frames").has_value());
    QCOMPARE(s.toInt(s.member(s.allocatorSettings, "max_split_size")), std::optional<std::int64_t>(512 << 20));
    QCOMPARE(s.toDouble(s.member(s.allocatorSettings, "garbage_collection_threshold")), std::optional<double>(0.6));
    const Container* annotations = s.container(s.externalAnnotations);
    QVERIFY(annotations != nullptr);
    QCOMPARE(annotations->size(), std::uint64_t{2});
    QCOMPARE(s.toStringView(s.member(annotations->at(1), "stage")), std::string_view("END"));
}

void TestSnapshotReader::legacyBlocksGetAddressesAndFramesFromHistory()
{
    const QString path = snapshotFixture(QStringLiteral("synthetic/syn_legacy_v20_history.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const ReadResult r = test::readFixture(path);
    QVERIFY(r.snapshot);
    const Snapshot& s = *r.snapshot;
    QCOMPARE(s.segments.size(), std::size_t{1});
    const auto blocks = s.blocksOf(s.segments[0]);
    QCOMPARE(blocks.size(), std::size_t{2});
    QVERIFY(!blocks[0].addressGiven);
    QCOMPARE(blocks[0].address, s.segments[0].address);
    QCOMPARE(blocks[1].address, s.segments[0].address + blocks[0].size);
    // Frames come from history[0]; the free block keeps both past allocations.
    QCOMPARE(s.string(s.frames[s.stack(blocks[0].stack).front()].name), std::string_view("forward"));
    const auto history = s.historyOf(blocks[1]);
    QCOMPARE(history.size(), std::size_t{2});
    QCOMPARE(history[0].realSize, std::uint64_t{4} << 20);
    QCOMPARE(history[1].stack, StackId{0});

    // The real 2.0 files: every block got an address and tiles its segment (the reference
    // metrics' contiguity counter says the same).
    const QString real = snapshotFixture(QStringLiteral("v20__llm-inference__1.3b_snapshot.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(real);
    const ReadResult r20 = test::readFixture(real);
    QVERIFY(r20.snapshot);
    std::size_t withHistory = 0;
    for (const Block& b : r20.snapshot->blocks)
        withHistory += b.historyCount > 0 ? 1 : 0;
    QVERIFY(withHistory > 0);
}

void TestSnapshotReader::edgeIntegersAndStringsSurvive()
{
    const QString path = snapshotFixture(QStringLiteral("synthetic/syn_newest_proto5.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const ReadResult r = test::readFixture(path);
    QVERIFY(r.snapshot);
    const Snapshot& s = *r.snapshot;
    const Value* ints = topLevel(s, "x_edge_ints");
    QVERIFY(ints != nullptr);
    QCOMPARE(s.render(*ints),
             std::string("[0, 255, 256, 65535, 65536, -1, -2147483648, 2147483647, 2147483648, "
                         "140737488355333, 9223372036854775807, 18446744073709551615, "
                         "-9223372036854775808]"));
    const Container* list = s.container(*ints);
    QVERIFY(list != nullptr);
    QCOMPARE(s.toInt(list->at(12)), std::optional<std::int64_t>(std::numeric_limits<std::int64_t>::min()));
    QCOMPARE(s.toInt(list->at(10)), std::optional<std::int64_t>(std::numeric_limits<std::int64_t>::max()));
    const Value* text = topLevel(s, "x_long_string");
    QVERIFY(text != nullptr);
    QCOMPARE(s.toStringView(*text).size(), std::size_t{70000});
    QCOMPARE(s.toStringView(*topLevel(s, "x_unicode")), std::string_view("ünïcødé/路径/😀"));
    QCOMPARE(topLevel(s, "x_none")->kind(), ValueKind::None);
    QCOMPARE(topLevel(s, "x_true")->kind(), ValueKind::Bool);
    // A C++ frame name over 255 bytes (BINUNICODE, not SHORT_BINUNICODE).
    bool longName = false;
    for (const Frame& f : s.frames)
        longName = longName || s.string(f.name).size() > 255;
    QVERIFY(longName);
}

void TestSnapshotReader::framesAndStacksAreInterned()
{
    const QString path = snapshotFixture(QStringLiteral("v21__select_n__snapshot_04d383c.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const ReadResult r = test::readFixture(path);
    QVERIFY(r.snapshot);
    const Snapshot& s = *r.snapshot;
    // Every frame and every stack once: no two equal records.
    std::set<std::tuple<StringId, StringId, std::int64_t, ExtrasId>> frames;
    for (const Frame& f : s.frames)
        frames.emplace(f.name, f.filename, f.line, f.extras);
    QCOMPARE(frames.size(), s.frames.size());
    std::set<std::vector<FrameId>> stacks;
    for (StackId id = 1; id < s.stacks.count(); ++id) {
        const auto st = s.stack(id);
        stacks.emplace(st.begin(), st.end());
    }
    QCOMPARE(stacks.size(), s.stacks.count() - 1);
    // Deep C++ stacks on thousands of entries share a few hundred frames.
    QVERIFY(s.trace.count() > 10000);
    std::size_t references = 0;
    std::size_t cpp = 0;
    for (std::size_t row = 0; row < s.trace.count(); ++row) {
        const auto st = s.stack(s.trace.stack[row]);
        references += st.size();
        cpp += !st.empty() && s.frameKind(st.front()) == FrameKind::Cpp ? 1 : 0;
    }
    QVERIFY(references > 100 * s.frames.size());
    QVERIFY(cpp > 0);
    std::set<StringId> names;
    for (const Frame& f : s.frames)
        names.insert(f.filename);
    QVERIFY(names.size() < s.frames.size());
}

void TestSnapshotReader::memoEntriesAreHandles()
{
    // A frames list memoized empty and filled in two APPENDS batches afterwards; a second
    // entry refers to it by BINGET. Both entries get the same, complete stack.
    PickleBytes p;
    p.proto(2).emptyDict().binput(0).mark();
    p.str("device_traces").emptyList().binput(1).mark().emptyList().binput(2).mark();
    p.emptyDict().binput(3).mark().str("action").binput(4).str("alloc").str("addr").binput(5).int4(4096);
    p.str("size").int4(512).str("frames").emptyList().binput(6);
    p.mark()
        .emptyDict()
        .binput(7)
        .mark()
        .str("name")
        .str("f")
        .str("filename")
        .str("a.py")
        .str("line")
        .int1(3)
        .setItems();
    p.appends();
    p.mark().emptyDict().mark().str("name").str("g").str("filename").str("a.py").str("line").int1(9).setItems();
    p.appends();
    p.setItems();
    p.emptyDict().mark().binget(4).str("free_completed").binget(5).int4(4096).str("size").int4(512);
    p.str("frames").binget(6).setItems();
    p.appends().appends().setItems().stop();
    const ReadResult r = test::readBytes(p.bytes());
    QVERIFY2(r.snapshot, r.error.c_str());
    const Snapshot& s = *r.snapshot;
    QCOMPARE(s.trace.count(), std::size_t{2});
    QCOMPARE(s.trace.stack[0], s.trace.stack[1]);
    QCOMPARE(s.stack(s.trace.stack[0]).size(), std::size_t{2});
    QCOMPARE(s.frames.size(), std::size_t{2});
    QCOMPARE(s.trace.action[1], Action::FreeCompleted);
    QCOMPARE(s.trace.addr[1], std::uint64_t{4096});

    // A memo entry used before it exists is an error with its place.
    PickleBytes bad;
    bad.proto(2).emptyList().binput(0).mark().binget(7).appends().stop();
    const ReadResult broken = test::readBytes(bad.bytes());
    const std::string message = broken.snapshot ? broken.snapshot->warnings.front() : broken.error;
    QVERIFY2(message.find("memo entry 7 is used before it is defined") != std::string::npos, message.c_str());
}

void TestSnapshotReader::hugeMemoIndicesAreSparse()
{
    // LONG_BINPUT may name any u32 index; the memo must not allocate 4 G entries for it.
    PickleBytes p;
    p.proto(2).emptyList().mark();
    p.str("segments").longBinput(0xFFFFFFFFu).longBinput(0x7FFFFFF0u).op('0');
    p.longBinget(0xFFFFFFFFu).longBinget(0x7FFFFFF0u);
    p.appends().stop();
    const ReadResult r = test::readBytes(p.bytes());
    // A list of strings is no list of segments, but it is read (with a warning) and quickly.
    QVERIFY2(r.snapshot, r.error.c_str());
    QVERIFY(r.snapshot->source.topLevelList);
    QCOMPARE(r.snapshot->segments.size(), std::size_t{0});
    QVERIFY(!r.snapshot->warnings.empty());
}

void TestSnapshotReader::codeOpcodesAreRefused_data()
{
    QTest::addColumn<QByteArray>("tail");
    QTest::addColumn<QString>("opcode");
    auto row = [](const char* name, const QByteArray& tail) {
        QTest::newRow(name) << tail << QString::fromLatin1(name);
    };
    row("GLOBAL", QByteArray("cposix\nsystem\n"));
    row("STACK_GLOBAL", QByteArray("\x8c\x05posix\x8c\x06system\x93", 16));
    row("REDUCE", QByteArray("])R"));
    row("BUILD", QByteArray("}}b"));
    row("INST", QByteArray("(iposix\nsystem\n"));
    row("OBJ", QByteArray("(]o"));
    row("NEWOBJ", QByteArray("])\x81"));
    row("NEWOBJ_EX", QByteArray("])}\x92"));
    row("PERSID", QByteArray("Pid\n"));
    row("BINPERSID", QByteArray("]Q"));
    row("EXT1", QByteArray("\x82\x01"));
    row("EXT2", QByteArray("\x83\x01\x00", 3));
    row("EXT4", QByteArray("\x84\x01\x00\x00\x00", 5));
    row("NEXT_BUFFER", QByteArray("\x97"));
    row("READONLY_BUFFER", QByteArray("]\x98"));
}

void TestSnapshotReader::codeOpcodesAreRefused()
{
    QFETCH(QByteArray, tail);
    QFETCH(QString, opcode);
    // A valid start (a dict with a segments key), then the opcode: nothing is returned.
    PickleBytes p;
    p.proto(4).emptyDict().memoize().mark().shortStr("segments").emptyList();
    const std::size_t prefix = p.size();
    // The refused opcode is the first of its name in the tail (after any operands it needs).
    const PickleReader::Progress none;
    std::size_t offset = prefix;
    for (int i = 0; i < tail.size(); ++i) {
        if (PickleReader::isCodeOpcode(static_cast<std::uint8_t>(tail.at(i)))
            && QLatin1String(PickleReader::opcodeName(static_cast<std::uint8_t>(tail.at(i)))) == opcode) {
            offset = prefix + static_cast<std::size_t>(i);
            break;
        }
    }
    p.raw(std::string_view(tail.constData(), static_cast<std::size_t>(tail.size())));
    p.raw("e.");
    const ReadResult r = test::readBytes(p.bytes());
    QVERIFY(!r.snapshot);
    const std::string expected = "refused pickle opcode " + opcode.toStdString();
    QVERIFY2(r.error.find(expected) != std::string::npos, r.error.c_str());
    QVERIFY2(r.error.find("at byte " + std::to_string(offset) + ":") != std::string::npos, r.error.c_str());
}

void TestSnapshotReader::unsupportedOpcodeKeepsWhatCameBefore()
{
    // A Python 2 STRING opcode in the middle of the trace: the entries before it are kept.
    PickleBytes p;
    p.proto(2).emptyDict().binput(0).mark();
    p.str("device_traces").emptyList().mark().emptyList().mark();
    for (int i = 0; i < 3; ++i)
        p.emptyDict()
            .mark()
            .str("action")
            .str("alloc")
            .str("addr")
            .int4(4096 * (i + 1))
            .str("size")
            .int4(512)
            .setItems();
    p.raw("S'old'\n");
    const ReadResult r = test::readBytes(p.bytes());
    QVERIFY2(r.snapshot, r.error.c_str());
    QVERIFY(r.snapshot->source.truncated);
    QCOMPARE(r.snapshot->deviceTraces.size(), std::size_t{1});
    QCOMPARE(r.snapshot->deviceTraces[0].count(), std::size_t{3});
    QVERIFY2(r.snapshot->warnings.front().find("unsupported pickle opcode STRING") != std::string::npos,
             r.snapshot->warnings.front().c_str());
}

// A snapshot (or trace) truncated by its writer while mapped: the pages past the new end read as
// zeros and the mapping says so, instead of SIGBUS killing the process.
void TestSnapshotReader::aFileThatShrinksUnderItsMappingReadsAsZerosNotSigbus()
{
    QTemporaryDir dir;
    const QString shrinking = dir.filePath(QStringLiteral("shrinking.pickle"));
    const QString other = dir.filePath(QStringLiteral("other.pickle"));
    constexpr qint64 kSize = 1 << 20;
    constexpr qint64 kKept = 8 << 10;
    for (const QString& path : {shrinking, other}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(QByteArray(kSize, 'x')), kSize);
    }
    faultline::snapshot::MappedFile a;
    faultline::snapshot::MappedFile b;
    std::string error;
    QVERIFY2(a.open(shrinking.toStdString(), error), error.c_str());
    QVERIFY2(b.open(other.toStdString(), error), error.c_str());
    QCOMPARE(a.size(), static_cast<std::uint64_t>(kSize));
    QVERIFY(a.intact());

    QVERIFY(QFile::resize(shrinking, kKept));
    const auto* bytes = reinterpret_cast<const volatile std::uint8_t*>(a.data());
    QCOMPARE(static_cast<int>(bytes[kKept - 1]), static_cast<int>('x')); // still the file's
    QCOMPARE(static_cast<int>(bytes[kSize / 2]), 0);                     // lost: a page of zeros
    QVERIFY(!a.intact());
    // The flag is the mapping's: the other file was not touched.
    QCOMPARE(static_cast<int>(b.data()[kSize - 1]), static_cast<int>('x'));
    QVERIFY(b.intact());
}

void TestSnapshotReader::truncatedRealSnapshotKeepsACompletePrefix()
{
    const QString path = snapshotFixture(QStringLiteral("v25__cs336__memory_ctx128_forward.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(path);
    const std::string bytes = fileBytes(path);
    const ReadResult full = test::readBytes(bytes);
    QVERIFY(full.snapshot);
    const Snapshot& f = *full.snapshot;
    QVERIFY(f.trace.count() > 1000);
    std::vector<std::size_t> cuts;
    for (std::size_t i = 0; i < 64; ++i) {
        cuts.push_back(i);
        cuts.push_back(bytes.size() - 1 - i);
    }
    for (std::size_t i = 1; i <= 72; ++i)
        cuts.push_back(64 + (bytes.size() - 128) * i / 73);
    QCOMPARE(cuts.size(), std::size_t{200});
    std::size_t partial = 0;
    std::size_t withEntries = 0;
    for (const std::size_t cut : cuts) {
        const ReadResult r = test::readBytes(bytes.substr(0, cut));
        if (!r.snapshot) {
            QVERIFY2(!r.error.empty(), qPrintable(QString::number(cut)));
            continue;
        }
        ++partial;
        const Snapshot& s = *r.snapshot;
        QVERIFY(s.source.truncated);
        QVERIFY(!s.warnings.empty());
        QVERIFY2(s.warnings.front().find("ends at byte " + std::to_string(cut)) != std::string::npos,
                 s.warnings.front().c_str());
        // Segments and trace entries are a prefix of the complete file's.
        QVERIFY(s.segments.size() <= f.segments.size());
        for (std::size_t i = 0; i < s.segments.size(); ++i) {
            QCOMPARE(s.segments[i].address, f.segments[i].address);
            QCOMPARE(s.segments[i].blockCount, f.segments[i].blockCount);
        }
        QVERIFY(s.deviceTraces.size() <= f.deviceTraces.size());
        for (std::size_t d = 0; d < s.deviceTraces.size(); ++d) {
            const DeviceTrace& t = s.deviceTraces[d];
            const DeviceTrace& ft = f.deviceTraces[d];
            QVERIFY(t.count() <= ft.count());
            withEntries += t.count() > 0 ? 1 : 0;
            bool same = true;
            for (std::size_t k = 0; k < t.count(); ++k) {
                same = same && s.trace.action[t.begin + k] == f.trace.action[ft.begin + k]
                    && s.trace.addr[t.begin + k] == f.trace.addr[ft.begin + k]
                    && s.trace.size[t.begin + k] == f.trace.size[ft.begin + k]
                    && s.trace.timeUs[t.begin + k] == f.trace.timeUs[ft.begin + k];
                // Frames too, on a sample of the entries (spelled out, so ids may differ).
                if (k % 64 == 0 || k + 1 == t.count())
                    same = same
                        && test::frameText(s, s.trace.stack[t.begin + k])
                            == test::frameText(f, f.trace.stack[ft.begin + k]);
            }
            QVERIFY2(same, qPrintable(QStringLiteral("cut at %1, device %2").arg(cut).arg(d)));
        }
        (void)computeMetrics(s);
    }
    // Most cuts give a partial result; cuts late in the file keep the whole final state and
    // most of the trace.
    QVERIFY(partial > 150);
    QVERIFY(withEntries > 40);
}

void TestSnapshotReader::truncatedSmallFormsNeverCrash_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("json") << QStringLiteral("synthetic/syn_newest.json");
    QTest::newRow("html") << QStringLiteral("synthetic/syn_trace_plot.html");
    QTest::newRow("jit pickle") << QStringLiteral("synthetic/syn_jit_style_proto2.pickle");
    QTest::newRow("legacy pickle") << QStringLiteral("synthetic/syn_legacy_v20_history.pickle");
}

void TestSnapshotReader::truncatedSmallFormsNeverCrash()
{
    QFETCH(QString, name);
    const QString path = snapshotFixture(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    const std::string bytes = fileBytes(path);
    const ReadResult full = test::readBytes(bytes);
    QVERIFY(full.snapshot);
    std::size_t partial = 0;
    // Every length of small files; of larger ones the first and last 512 and every 7th between.
    std::vector<std::size_t> cuts;
    for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
        if (bytes.size() <= 4096 || cut < 512 || cut + 512 >= bytes.size() || cut % 7 == 0)
            cuts.push_back(cut);
    }
    for (const std::size_t cut : cuts) {
        const ReadResult r = test::readBytes(bytes.substr(0, cut));
        if (!r.snapshot) {
            QVERIFY(!r.error.empty());
            continue;
        }
        ++partial;
        QVERIFY(r.snapshot->segments.size() <= full.snapshot->segments.size());
        QVERIFY(r.snapshot->trace.count() <= full.snapshot->trace.count());
        if (r.snapshot->source.truncated)
            QVERIFY(!r.snapshot->warnings.empty());
    }
    QVERIFY(partial > 0);
}

void TestSnapshotReader::clearErrorsForThingsThatAreNotSnapshots()
{
    QCOMPARE(test::readBytes(std::string()).error, std::string("the file is empty"));
    const ReadResult text = test::readBytes(std::string("hello world"));
    QVERIFY(text.error.find("not a PyTorch memory snapshot") != std::string::npos);
    QVERIFY(text.error.find("68 65 6c 6c") != std::string::npos);
    const ReadResult lfs = test::readBytes(std::string("version https://git-lfs.github.com/spec/v1\noid sha256:00\n"));
    QVERIFY(lfs.error.find("Git LFS pointer") != std::string::npos);
    const ReadResult html = test::readBytes(std::string("<html><body>hi</body></html>"));
    QVERIFY(html.error.find("local_files") != std::string::npos);
    const ReadResult missing = SnapshotReader::readFile("/nonexistent/dir/snap.pickle");
    QVERIFY(missing.error.find("cannot open /nonexistent/dir/snap.pickle") != std::string::npos);
    QTemporaryDir dir;
    const ReadResult directory = SnapshotReader::readFile(QFile::encodeName(dir.path()).toStdString());
    QVERIFY(directory.error.find("directory") != std::string::npos);
    // A pickle of a single number is no snapshot.
    PickleBytes number;
    number.proto(4).int1(7).stop();
    QVERIFY(test::readBytes(number.bytes()).error.find("single value") != std::string::npos);
}

void TestSnapshotReader::trailingBytesAndNewerProtocols()
{
    PickleBytes padded = smallSnapshot();
    padded.raw(std::string(2, '\0'));
    const ReadResult r = test::readBytes(padded.bytes());
    QVERIFY2(r.snapshot, r.error.c_str());
    QVERIFY(r.snapshot->warnings.empty()); // NUL padding, as memory_viz writes it
    QCOMPARE(r.snapshot->segments.size(), std::size_t{1});
    QCOMPARE(r.snapshot->trace.count(), std::size_t{1});

    PickleBytes junk = smallSnapshot();
    junk.raw("junk");
    const ReadResult j = test::readBytes(junk.bytes());
    QVERIFY(j.snapshot);
    QCOMPARE(j.snapshot->warnings.size(), std::size_t{1});
    QVERIFY(j.snapshot->warnings.front().find("4 bytes after the end of the pickle") != std::string::npos);

    std::string newer = smallSnapshot().bytes();
    newer[1] = 7;
    const ReadResult n = test::readBytes(newer);
    QVERIFY(n.snapshot);
    QCOMPARE(n.snapshot->source.pickleProtocol, 7);
    QVERIFY(n.snapshot->warnings.front().find("protocol 7 is newer than 5") != std::string::npos);
}

void TestSnapshotReader::jsonKeepsIntegersAbove2To53()
{
    const std::string json = R"({"segments": [{"device": 0, "address": 9007199254740993, "total_size": 1024,
        "stream": 18446744073709551615, "segment_pool_id": [0, 0], "blocks": [{"size": 1024, "state": "inactive"}]}],
        "device_traces": [[{"action": "alloc", "addr": 9007199254740993, "size": 1, "time_us": 1760000000000001,
        "pool_id": [3, 4], "frames": [{"name": "f\u00fc\ud83d\ude00", "filename": "a.py", "line": 2}]}]]})";
    const ReadResult r = test::readBytes(json);
    QVERIFY2(r.snapshot, r.error.c_str());
    const Snapshot& s = *r.snapshot;
    QCOMPARE(s.segments[0].address, std::uint64_t{9007199254740993});
    QCOMPARE(s.blocks[0].address, std::uint64_t{9007199254740993});
    QCOMPARE(s.streams[s.segments[0].stream], ~std::uint64_t{0});
    QCOMPARE(s.trace.addr[0], std::uint64_t{9007199254740993});
    QCOMPARE(s.render(*s.extra(s.trace.extras[0], "pool_id")), std::string("(3, 4)"));
    QCOMPARE(s.string(s.frames[s.stack(s.trace.stack[0]).front()].name), std::string_view("fü😀"));
}

void TestSnapshotReader::filesOver4GiBAreRead()
{
    // A sparse file: a 4 GiB bytes value first (no snapshot has one; it is skipped, not
    // copied), then the snapshot beyond the 4 GiB mark.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.pickle"));
    const std::uint64_t filler = (std::uint64_t{1} << 32) + 4096;
    PickleBytes head;
    head.proto(4).op(0x8e).u64(filler);
    std::string tail = smallSnapshot().bytes().substr(2); // without its PROTO
    tail.insert(0, "0");                                  // POP the bytes value
    const int fd = ::open(QFile::encodeName(path).constData(), O_CREAT | O_WRONLY | O_TRUNC, 0600);
    QVERIFY(fd >= 0);
    bool written = ::write(fd, head.bytes().data(), head.size()) == static_cast<ssize_t>(head.size());
    written = written && ::lseek(fd, static_cast<off_t>(head.size() + filler), SEEK_SET) >= 0;
    written = written && ::write(fd, tail.data(), tail.size()) == static_cast<ssize_t>(tail.size());
    ::close(fd);
    if (!written)
        QSKIP("cannot write a sparse 4 GiB file here");
    const ReadResult r = SnapshotReader::readFile(QFile::encodeName(path).toStdString());
    QVERIFY2(r.snapshot, r.error.c_str());
    QCOMPARE(r.snapshot->source.fileBytes, head.size() + filler + tail.size());
    QCOMPARE(r.snapshot->source.parsedBytes, head.size() + filler + tail.size());
    QCOMPARE(r.snapshot->segments.size(), std::size_t{1});
    QCOMPARE(r.snapshot->trace.count(), std::size_t{1});
}

QTEST_GUILESS_MAIN(TestSnapshotReader)
#include "tst_snapshot_reader.moc"
