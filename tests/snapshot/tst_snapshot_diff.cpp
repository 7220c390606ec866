// SnapshotDiff against the reference scripts: every figure of both snapshots recomputed by
// ../shared/tools/snapshot_metrics.py (and the peak by replay_check.py's backward replay, here with
// the allocator's 512-byte rounding of blocks seen only in a free entry), the
// allocated bytes by site and size class by a small restricted-unpickler script.

#include "SnapshotDiff.h"
#include "SnapshotTestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <set>
#include <tuple>

using namespace faultline;
using namespace faultline::snapshot;

namespace {

const char* const kReferenceScript = R"PY(
import json, pickle, sys, collections
sys.path.insert(0, sys.argv[1])
import snapshot_metrics

class NoGlobals(pickle.Unpickler):
    def find_class(self, m, n): raise pickle.UnpicklingError(f"global {m}.{n} refused")

def is_user(fn):
    f = fn.replace('\\', '/')
    return f.endswith('.py') and not any(p in f for p in ('site-packages/', 'dist-packages/', '/lib/python'))

def site(frames):
    for fr in frames:
        if is_user(fr['filename']): return (fr['filename'], fr['line'], fr['name'])
    for fr in frames:
        if fr['filename'].endswith('.py'): return (fr['filename'], fr['line'], fr['name'])
    return ('', 0, '') if not frames else (frames[0]['filename'], frames[0]['line'], frames[0]['name'])

# replay_check.py's backward replay, keeping only the active bytes; a block that only a
# free_completed entry shows is its request rounded up to 512 bytes (the allocator's smallest
# block), where replay_check.py's "approx" peak takes the request as it is.
def replay_peak(snap, dev):
    blocks = {}
    for s in snap['segments']:
        if s['device'] != dev: continue
        a = s['address']
        for b in s['blocks']:
            addr = b.get('address', a); a += b['size']
            if b['state'] in ('active_allocated', 'active_pending_free'): blocks[addr] = b['size']
    live = sum(blocks.values()); peak = live
    for e in reversed(snap['device_traces'][dev]):
        if e['action'] == 'alloc' and e['addr'] in blocks:
            live -= blocks.pop(e['addr'])
        elif e['action'] == 'free_completed':
            live -= blocks.get(e['addr'], 0)
            blocks[e['addr']] = (e.get('size', 0) + 511) // 512 * 512; live += blocks[e['addr']]
        peak = max(peak, live)
    return peak

def side(path):
    snap = NoGlobals(open(path, 'rb')).load()
    if isinstance(snap, list): snap = {'segments': snap}
    per, _ = snapshot_metrics.metrics(snap)
    peak = {}
    for dev, m in per.items():
        trace = snap.get('device_traces', [])
        active = m.get('allocated', 0) + m.get('pending_free', 0)
        peak[dev] = replay_peak(snap, int(dev)) if int(dev) < len(trace) and trace[int(dev)] else active
    sites, classes = collections.Counter(), collections.Counter()
    for seg in snap.get('segments', []):
        for b in seg['blocks']:
            if b['state'] != 'active_allocated': continue
            sites[site(b.get('frames', []))] += b['size']
            classes[b['size'].bit_length() - 1] += b['size']
    return per, peak, sites, classes

def ranked(a, b):
    rows = [(k, a[k], b[k], b[k] - a[k]) for k in set(a) | set(b) if a[k] != b[k]]
    return sorted(rows, key=lambda r: -abs(r[3]))

pa, ka, sa, ca = side(sys.argv[2]); pb, kb, sb, cb = side(sys.argv[3])
print(json.dumps({'a': {'per_device': pa, 'peak': ka}, 'b': {'per_device': pb, 'peak': kb},
                  'sites': [[k[0], k[1], k[2], x, y, d] for k, x, y, d in ranked(sa, sb)],
                  'classes': [[k, x, y, d] for k, x, y, d in ranked(ca, cb)]}))
)PY";

QString toolsDir()
{
    return test::sharedDir() + QStringLiteral("/tools");
}

// The reference figures of the pair, as the script prints them; empty with a failure message.
QJsonObject reference(const QString& a, const QString& b, QString* why)
{
    QTemporaryDir dir;
    QFile script(dir.filePath(QStringLiteral("diff_reference.py")));
    if (!script.open(QIODevice::WriteOnly) || script.write(kReferenceScript) < 0) {
        *why = QStringLiteral("cannot write the reference script");
        return {};
    }
    script.close();
    QString output;
    if (!test::runPython({script.fileName(), toolsDir(), a, b}, &output)) {
        *why = output;
        return {};
    }
    const QByteArray json = output.toUtf8();
    const QJsonDocument doc = QJsonDocument::fromJson(json.mid(json.indexOf('{')));
    if (!doc.isObject())
        *why = QStringLiteral("the reference script printed no JSON: ") + output;
    return doc.object();
}

std::unique_ptr<Snapshot> load(const QString& path)
{
    ReadResult result = test::readFixture(path);
    if (!result.snapshot)
        qWarning("cannot read %s: %s", qPrintable(path), result.error.c_str());
    return std::move(result.snapshot);
}

qint64 integer(const QJsonValue& v)
{
    return static_cast<qint64>(v.toDouble());
}

void compareFigures(const DiffFigures& f, const QJsonObject& side, std::int64_t device)
{
    const QString key = QString::number(device);
    const QJsonObject m = side.value(QStringLiteral("per_device")).toObject().value(key).toObject();
    QVERIFY2(!m.isEmpty(), qPrintable(QStringLiteral("the reference has no device %1").arg(key)));
    QVERIFY(f.present);
    QCOMPARE(qint64(f.allocated), integer(m.value(QStringLiteral("allocated"))));
    QCOMPARE(qint64(f.reserved), integer(m.value(QStringLiteral("reserved"))));
    QCOMPARE(qint64(f.active),
             integer(m.value(QStringLiteral("allocated"))) + integer(m.value(QStringLiteral("pending_free"))));
    QCOMPARE(qint64(f.inactive), integer(m.value(QStringLiteral("inactive"))));
    QCOMPARE(qint64(f.segments), integer(m.value(QStringLiteral("segments"))));
    QCOMPARE(qint64(f.largestFreeBlock), integer(m.value(QStringLiteral("largest_free_block"))));
    QCOMPARE(f.fragmentation, m.value(QStringLiteral("external_frag_ratio")).toDouble());
    QCOMPARE(qint64(f.peak), integer(side.value(QStringLiteral("peak")).toObject().value(key)));
}

} // namespace

class TestSnapshotDiff : public QObject
{
    Q_OBJECT

private slots:
    void figuresAndTablesMatchTheReferenceScripts_data();
    void figuresAndTablesMatchTheReferenceScripts();
    void theVerdictNamesTheSiteThatChangedMost();
    void aSnapshotAgainstItselfIsNoChange_data();
    void aSnapshotAgainstItselfIsNoChange();
    void theJsonFollowsTheContract();
    void anEmptySnapshotAgainstAFullOneLosesEverySite();
    void framesWithoutKeysOrStacksDoNotBreakIt();
    void theTablesAddUpToTheAllocatedBytes_data();
    void theTablesAddUpToTheAllocatedBytes();
};

void TestSnapshotDiff::figuresAndTablesMatchTheReferenceScripts_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("torch_npu without and with expandable segments")
        << QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl")
        << QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl");
    QTest::newRow("PyTorch 2.2 against 2.3/2.4")
        << QStringLiteral("v22__diffusion__my_snapshot.pickle") << QStringLiteral("v23__sketchkv2__my_snapshot.pickle");
    QTest::newRow("PyTorch 2.5 against torch_npu") << QStringLiteral("v25__cs336__memory_ctx128_forward.pickle")
                                                   << QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl");
}

void TestSnapshotDiff::figuresAndTablesMatchTheReferenceScripts()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const QString pathA = test::snapshotFixture(a);
    const QString pathB = test::snapshotFixture(b);
    FAULTLINE_REQUIRE_FIXTURE(pathA);
    FAULTLINE_REQUIRE_FIXTURE(pathB);
    FAULTLINE_REQUIRE_FIXTURE(toolsDir() + QStringLiteral("/snapshot_metrics.py"));
    FAULTLINE_REQUIRE_PYTHON();
    const auto snapshotA = load(pathA);
    const auto snapshotB = load(pathB);
    QVERIFY(snapshotA && snapshotB);
    QString why;
    const QJsonObject ref = reference(pathA, pathB, &why);
    QVERIFY2(!ref.isEmpty(), qPrintable(why));

    const SnapshotDiff diff = SnapshotDiff::compute(*snapshotA, *snapshotB);
    QVERIFY(!diff.noChange());
    QVERIFY(!diff.devices.empty());
    for (const DeviceDiff& d : diff.devices) {
        if (d.a.present && d.a.segments != 0)
            compareFigures(d.a, ref.value(QStringLiteral("a")).toObject(), d.device);
        if (d.b.present && d.b.segments != 0)
            compareFigures(d.b, ref.value(QStringLiteral("b")).toObject(), d.device);
    }
    QCOMPARE(qsizetype(diff.devices.size()),
             qMax(ref.value(QStringLiteral("a")).toObject().value(QStringLiteral("per_device")).toObject().size(),
                  ref.value(QStringLiteral("b")).toObject().value(QStringLiteral("per_device")).toObject().size()));

    // Sites: the same rows with the same bytes; ties may be ranked differently, the largest
    // change may not.
    const QJsonArray sites = ref.value(QStringLiteral("sites")).toArray();
    QCOMPARE(qsizetype(diff.sites.size()), sites.size());
    using Row = std::tuple<std::string, qint64, std::string, qint64, qint64>;
    std::set<Row> expected;
    std::set<Row> actual;
    for (const QJsonValue& v : sites) {
        const QJsonArray r = v.toArray();
        expected.emplace(r.at(0).toString().toStdString(), integer(r.at(1)), r.at(2).toString().toStdString(),
                         integer(r.at(3)), integer(r.at(4)));
    }
    for (const BytesChange& r : diff.sites)
        actual.emplace(r.file, r.line, r.function, qint64(r.bytesA), qint64(r.bytesB));
    QVERIFY(expected == actual);
    if (!diff.sites.empty())
        QCOMPARE(qint64(std::llabs(diff.sites.front().change())), std::llabs(integer(sites.at(0).toArray().at(5))));
    for (std::size_t i = 1; i < diff.sites.size(); ++i)
        QVERIFY(std::llabs(diff.sites[i - 1].change()) >= std::llabs(diff.sites[i].change()));

    const QJsonArray classes = ref.value(QStringLiteral("classes")).toArray();
    QCOMPARE(qsizetype(diff.sizeClasses.size()), classes.size());
    std::set<std::tuple<qint64, qint64, qint64>> expectedClasses;
    std::set<std::tuple<qint64, qint64, qint64>> actualClasses;
    for (const QJsonValue& v : classes) {
        const QJsonArray r = v.toArray();
        expectedClasses.emplace(qint64(1) << integer(r.at(0)), integer(r.at(1)), integer(r.at(2)));
    }
    for (const BytesChange& r : diff.sizeClasses) {
        QCOMPARE(r.maxBytes, r.minBytes * 2);
        actualClasses.emplace(qint64(r.minBytes), qint64(r.bytesA), qint64(r.bytesB));
    }
    QVERIFY(expectedClasses == actualClasses);
    for (std::size_t i = 1; i < diff.sizeClasses.size(); ++i)
        QVERIFY(std::llabs(diff.sizeClasses[i - 1].change()) >= std::llabs(diff.sizeClasses[i].change()));
}

void TestSnapshotDiff::theVerdictNamesTheSiteThatChangedMost()
{
    const QString pathA = test::snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl"));
    const QString pathB = test::snapshotFixture(
        QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl"));
    FAULTLINE_REQUIRE_FIXTURE(pathA);
    FAULTLINE_REQUIRE_FIXTURE(pathB);
    const auto a = load(pathA);
    const auto b = load(pathB);
    QVERIFY(a && b);
    const SnapshotDiff diff = SnapshotDiff::compute(*a, *b);
    const QString verdict = QString::fromStdString(diff.verdict());
    // 605 360 992 → 597 642 080 bytes at the peak (replay_check.py), 195 062 272 → 188 385 280
    // allocated by memory_leaks_demo.py:17; largest free block / inactive: 0.800249 → 0.758744.
    QVERIFY2(verdict.startsWith(QStringLiteral("B allocates 7.36 MiB less at its peak (\u22121.3 %)")),
             qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("most at memory_leaks_demo.py:17 train_one_step (\u22126.37 MiB)")),
             qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("fragmentation fell from 80 % to 76 %")), qPrintable(verdict));
    const QString text = QString::fromStdString(diff.text());
    QVERIFY2(text.contains(verdict), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("/home/liuyekang/dev/projects/test/memory_leaks_demo.py:17 train_one_step")),
             qPrintable(text));
}

void TestSnapshotDiff::aSnapshotAgainstItselfIsNoChange_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("torch_npu") << QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl");
    QTest::newRow("expandable") << QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl");
    QTest::newRow("PyTorch 2.0 layout") << QStringLiteral("v20__llm-inference__oom_snapshot.pickle");
    QTest::newRow("a list of segments") << QStringLiteral("list__layoutediting__memory_snapshot.pkl");
    QTest::newRow("empty") << QStringLiteral("v25__hitsbe__my_snapshot_empty.pickle");
}

void TestSnapshotDiff::aSnapshotAgainstItselfIsNoChange()
{
    QFETCH(QString, name);
    const QString path = test::snapshotFixture(name);
    FAULTLINE_REQUIRE_FIXTURE(path);
    // Two loads, so that nothing is shared between the sides.
    const auto a = load(path);
    const auto b = load(path);
    QVERIFY(a && b);
    const SnapshotDiff diff = SnapshotDiff::compute(*a, *b);
    QVERIFY(diff.noChange());
    QVERIFY(diff.sites.empty());
    QVERIFY(diff.sizeClasses.empty());
    QVERIFY2(diff.verdict().starts_with("No change"), diff.verdict().c_str());
    const std::string text = diff.text();
    QVERIFY2(text.find("(no change)") != std::string::npos, text.c_str());
    const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(diff.json())).object();
    QCOMPARE(json.value(QStringLiteral("no_change")).toBool(false), true);
    QVERIFY(json.value(QStringLiteral("sites")).toArray().isEmpty());
    QVERIFY(json.value(QStringLiteral("size_classes")).toArray().isEmpty());
}

void TestSnapshotDiff::theJsonFollowsTheContract()
{
    const QString pathA = test::snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl"));
    const QString pathB = test::snapshotFixture(
        QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl"));
    FAULTLINE_REQUIRE_FIXTURE(pathA);
    FAULTLINE_REQUIRE_FIXTURE(pathB);
    const auto a = load(pathA);
    const auto b = load(pathB);
    QVERIFY(a && b);
    const SnapshotDiff diff = SnapshotDiff::compute(*a, *b);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(diff.json()), &error);
    QVERIFY2(doc.isObject(), qPrintable(error.errorString()));
    const QJsonObject o = doc.object();
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("snapshot"));
    QCOMPARE(o.value(QStringLiteral("no_change")).toBool(true), false);
    QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QString::fromStdString(diff.verdict()));
    const QJsonObject device = o.value(QStringLiteral("devices")).toArray().at(0).toObject();
    QCOMPARE(device.value(QStringLiteral("device")).toInt(-1), 0);
    QCOMPARE(integer(device.value(QStringLiteral("a")).toObject().value(QStringLiteral("reserved"))), 509607936);
    QCOMPARE(integer(device.value(QStringLiteral("b")).toObject().value(QStringLiteral("reserved"))), 490733568);
    QCOMPARE(integer(device.value(QStringLiteral("change")).toObject().value(QStringLiteral("reserved"))),
             490733568 - 509607936);
    QCOMPARE(integer(device.value(QStringLiteral("change")).toObject().value(QStringLiteral("peak"))),
             597642080 - 605360992);
    const QJsonArray sites = o.value(QStringLiteral("sites")).toArray();
    QVERIFY(!sites.isEmpty());
    const QJsonObject top = sites.at(0).toObject();
    QCOMPARE(top.value(QStringLiteral("line")).toInt(), 17);
    QCOMPARE(top.value(QStringLiteral("function")).toString(), QStringLiteral("train_one_step"));
    QCOMPARE(integer(top.value(QStringLiteral("change"))), 188385280 - 195062272);
    QCOMPARE(top.value(QStringLiteral("status")).toString(), QStringLiteral("changed"));
    // Blocks allocated without frames are a site of their own, with an empty name.
    bool noFrames = false;
    for (const QJsonValue& v : sites)
        noFrames = noFrames
            || (v.toObject().value(QStringLiteral("file")).toString().isEmpty()
                && v.toObject().value(QStringLiteral("site")).toString().isEmpty());
    QVERIFY(noFrames);
    const QJsonObject sizeClass = o.value(QStringLiteral("size_classes")).toArray().at(0).toObject();
    QCOMPARE(integer(sizeClass.value(QStringLiteral("min_bytes"))), qint64(1) << 20);
    QCOMPARE(sizeClass.value(QStringLiteral("pool")).toString(), QStringLiteral("large"));
}

void TestSnapshotDiff::anEmptySnapshotAgainstAFullOneLosesEverySite()
{
    const QString pathA = test::snapshotFixture(QStringLiteral("v22__diffusion__my_snapshot.pickle"));
    const QString pathB = test::snapshotFixture(QStringLiteral("v25__hitsbe__my_snapshot_empty.pickle"));
    FAULTLINE_REQUIRE_FIXTURE(pathA);
    FAULTLINE_REQUIRE_FIXTURE(pathB);
    const auto a = load(pathA);
    const auto b = load(pathB);
    QVERIFY(a && b);
    const SnapshotDiff diff = SnapshotDiff::compute(*a, *b);
    QVERIFY(!diff.noChange());
    QVERIFY(!diff.sites.empty());
    for (const BytesChange& r : diff.sites) {
        QVERIFY(r.vanished());
        QCOMPARE(r.bytesB, std::uint64_t{0});
    }
    QCOMPARE(diff.totalB().allocated, std::uint64_t{0});
    QCOMPARE(diff.totalA().allocated, std::uint64_t{14503424});
    const std::string verdict = diff.verdict();
    QVERIFY2(verdict.find("gone in B") != std::string::npos, verdict.c_str());
}

void TestSnapshotDiff::framesWithoutKeysOrStacksDoNotBreakIt()
{
    // A frame with a name only, an empty frame, a block without frames, and a trace entry whose
    // frame has a line only.
    const std::string a = R"({"segments": [{"device": 0, "address": 0, "total_size": 4096, "blocks": [
        {"address": 0, "size": 1024, "state": "active_allocated", "frames": [{"name": "f"}]},
        {"address": 1024, "size": 1024, "state": "active_allocated", "frames": [{}]},
        {"address": 2048, "size": 1024, "state": "active_allocated"},
        {"address": 3072, "size": 1024, "state": "inactive"}]}],
      "device_traces": [[{"action": "alloc", "addr": 2048, "size": 1024, "frames": [{"line": 3}]}]]})";
    const std::string b = R"({"segments": [{"device": 0, "address": 0, "total_size": 4096, "blocks": [
        {"address": 0, "size": 4096, "state": "inactive", "frames": []}]}], "device_traces": [[]]})";
    const ReadResult ra = test::readBytes(a);
    const ReadResult rb = test::readBytes(b);
    QVERIFY2(ra.snapshot, ra.error.c_str());
    QVERIFY2(rb.snapshot, rb.error.c_str());
    const SnapshotDiff diff = SnapshotDiff::compute(*ra.snapshot, *rb.snapshot);
    QVERIFY(!diff.noChange());
    QCOMPARE(diff.devices.size(), std::size_t{1});
    QCOMPARE(diff.devices[0].a.allocated, std::uint64_t{3072});
    QCOMPARE(diff.devices[0].a.peak, std::uint64_t{3072});
    QCOMPARE(diff.devices[0].b.allocated, std::uint64_t{0});
    std::uint64_t bytes = 0;
    for (const BytesChange& r : diff.sites) {
        QVERIFY(r.vanished());
        bytes += r.bytesA;
    }
    QCOMPARE(bytes, std::uint64_t{3072});
    QVERIFY(!diff.text().empty());
    QVERIFY(QJsonDocument::fromJson(QByteArray::fromStdString(diff.json())).isObject());
    const SnapshotDiff back = SnapshotDiff::compute(*rb.snapshot, *ra.snapshot);
    QCOMPARE(back.sites.size(), diff.sites.size());
    QVERIFY(back.sites.front().isNew());
}

void TestSnapshotDiff::theTablesAddUpToTheAllocatedBytes_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("2.0 history layout against the newest keys")
        << QStringLiteral("synthetic/syn_legacy_v20_history.pickle")
        << QStringLiteral("synthetic/syn_newest_proto5.pickle");
    QTest::newRow("a list of segments against a JIT-style pickle")
        << QStringLiteral("synthetic/syn_segments_list.pickle")
        << QStringLiteral("synthetic/syn_jit_style_proto2.pickle");
    QTest::newRow("PyTorch 2.0 against 2.1 with four devices")
        << QStringLiteral("v20__llm-inference__1.3b_snapshot.pickle")
        << QStringLiteral("v21__select_n__snapshot_04d383c.pickle");
}

void TestSnapshotDiff::theTablesAddUpToTheAllocatedBytes()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const QString pathA = test::snapshotFixture(a);
    const QString pathB = test::snapshotFixture(b);
    FAULTLINE_REQUIRE_FIXTURE(pathA);
    FAULTLINE_REQUIRE_FIXTURE(pathB);
    const auto snapshotA = load(pathA);
    const auto snapshotB = load(pathB);
    QVERIFY(snapshotA && snapshotB);
    const SnapshotDiff diff = SnapshotDiff::compute(*snapshotA, *snapshotB);
    std::int64_t sites = 0;
    std::int64_t classes = 0;
    for (const BytesChange& r : diff.sites)
        sites += r.change();
    for (const BytesChange& r : diff.sizeClasses)
        classes += r.change();
    const std::int64_t allocated = static_cast<std::int64_t>(diff.totalB().allocated)
        - static_cast<std::int64_t>(diff.totalA().allocated);
    QCOMPARE(sites, allocated);
    QCOMPARE(classes, allocated);
    for (const DeviceDiff& d : diff.devices) {
        QVERIFY(d.a.peak >= d.a.active);
        QVERIFY(d.b.peak >= d.b.active);
    }
}

QTEST_GUILESS_MAIN(TestSnapshotDiff)
#include "tst_snapshot_diff.moc"
