// `faultline diff A B`: which pairs it compares, which it refuses and with what exit code. The
// figures themselves are checked against the reference scripts in tests/snapshot.

#include "InProcess.h"
#include "TestPaths.h"
#include "cli/CommandLine.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace faultline;
using faultline::test::Run;
using faultline::test::runInProcess;
using faultline::test::snapshotFixture;

namespace {

QString withoutExpandable()
{
    return snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl"));
}

QString withExpandable()
{
    return snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl"));
}

QString capture()
{
    return test::ingeroFixture(QStringLiteral("pytorch-173382-empty-cache.db"));
}

QString kinetoTrace()
{
    return test::sharedDir()
        + QStringLiteral("/fixtures/kineto-public/harryjmoss__particle_transformer__a100-forward-bs2-warm-launch-bound"
                         ".pt.trace.json");
}

} // namespace

class TestDiffCommand : public QObject
{
    Q_OBJECT

private slots:
    void diffRunsWithoutADisplay();
    void twoSnapshotsGiveTheVerdictFirst();
    void twoSnapshotsAsJson();
    void aSnapshotAgainstItselfIsNoChange();
    void aCaptureAgainstASnapshotIsRefused_data();
    void aCaptureAgainstASnapshotIsRefused();
    void twoCapturesAreCompared();
    void aCaptureAgainstATraceAsJson();
    void badArguments_data();
    void badArguments();
    void anUnreadableSnapshotFailsWithOne();
};

void TestDiffCommand::diffRunsWithoutADisplay()
{
    const char* argv[] = {"faultline", "diff", "a.pickle", "b.pickle"};
    QVERIFY(CommandLine::isHeadless(4, argv));
    const Run help = runInProcess({QStringLiteral("diff"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, int(CommandLine::Success));
    QVERIFY2(help.out.startsWith(QStringLiteral("Usage: faultline diff A B [--json]")), qPrintable(help.out));
}

void TestDiffCommand::twoSnapshotsGiveTheVerdictFirst()
{
    FAULTLINE_REQUIRE_FIXTURE(withoutExpandable());
    FAULTLINE_REQUIRE_FIXTURE(withExpandable());
    const Run run = runInProcess({QStringLiteral("diff"), withoutExpandable(), withExpandable()});
    QCOMPARE(run.exitCode, int(CommandLine::Success));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    // The verdict first, a blank line, then the two lines naming the files.
    const QStringList lines = run.out.split(QLatin1Char('\n'));
    QVERIFY(lines.size() > 4);
    QVERIFY2(lines.at(0).startsWith(QStringLiteral("B allocates 7.36 MiB less at its peak")), qPrintable(lines.at(0)));
    QVERIFY2(lines.at(0).contains(QStringLiteral("memory_leaks_demo.py:17 train_one_step")), qPrintable(lines.at(0)));
    QVERIFY(lines.at(1).isEmpty());
    QCOMPARE(lines.at(2), QStringLiteral("A: ") + withoutExpandable());
    QCOMPARE(lines.at(3), QStringLiteral("B: ") + withExpandable());
}

void TestDiffCommand::twoSnapshotsAsJson()
{
    FAULTLINE_REQUIRE_FIXTURE(withoutExpandable());
    FAULTLINE_REQUIRE_FIXTURE(withExpandable());
    const Run run = runInProcess(
        {QStringLiteral("diff"), withoutExpandable(), withExpandable(), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, int(CommandLine::Success));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QVERIFY2(doc.isObject(), qPrintable(error.errorString()));
    const QJsonObject o = doc.object();
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("snapshot"));
    QCOMPARE(o.value(QStringLiteral("a")).toString(), withoutExpandable());
    QCOMPARE(o.value(QStringLiteral("no_change")).toBool(true), false);
    // 34 segments without expandable segments, 3 with (snapshot_metrics.py).
    const QJsonObject change =
        o.value(QStringLiteral("devices")).toArray().at(0).toObject().value(QStringLiteral("change")).toObject();
    QCOMPARE(change.value(QStringLiteral("segments")).toInt(), 3 - 34);
    QCOMPARE(o.value(QStringLiteral("sites")).toArray().size(), 2);
}

void TestDiffCommand::aSnapshotAgainstItselfIsNoChange()
{
    FAULTLINE_REQUIRE_FIXTURE(withExpandable());
    const Run run = runInProcess({QStringLiteral("diff"), withExpandable(), withExpandable()});
    QCOMPARE(run.exitCode, int(CommandLine::Success));
    QVERIFY2(run.out.startsWith(QStringLiteral("No change")), qPrintable(run.out));
    QCOMPARE(run.out.count(QStringLiteral("(no change)")), 2);
}

void TestDiffCommand::aCaptureAgainstASnapshotIsRefused_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("capture, snapshot") << capture() << withExpandable();
    QTest::newRow("snapshot, capture") << withExpandable() << capture();
    QTest::newRow("Kineto trace, snapshot") << kinetoTrace() << withExpandable();
}

void TestDiffCommand::aCaptureAgainstASnapshotIsRefused()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    FAULTLINE_REQUIRE_FIXTURE(a);
    FAULTLINE_REQUIRE_FIXTURE(b);
    const Run run = runInProcess({QStringLiteral("diff"), a, b});
    QCOMPARE(run.exitCode, int(CommandLine::UsageError));
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith(QStringLiteral("faultline diff: cannot compare a PyTorch memory snapshot (")
                                + withExpandable() + QStringLiteral(") with a capture or trace (")),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("Compare two snapshots, or two captures.")), qPrintable(run.err));
}

// The figures of a capture comparison are checked in tests/analysis/tst_capture_diff.
void TestDiffCommand::twoCapturesAreCompared()
{
    FAULTLINE_REQUIRE_FIXTURE(capture());
    const Run run = runInProcess({QStringLiteral("diff"), capture(), capture()});
    QCOMPARE(run.exitCode, int(CommandLine::Success));
    QVERIFY2(run.out.startsWith(QStringLiteral("No change")), qPrintable(run.out));
}

// A profiler trace is converted on the way, and its capture compared with another.
void TestDiffCommand::aCaptureAgainstATraceAsJson()
{
    FAULTLINE_REQUIRE_FIXTURE(capture());
    FAULTLINE_REQUIRE_FIXTURE(kinetoTrace());
    const Run run = runInProcess({QStringLiteral("diff"), capture(), kinetoTrace(), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, int(CommandLine::Success));
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("capture"));
    QCOMPARE(json.value(QStringLiteral("no_change")).toBool(true), false);
    QCOMPARE(json.value(QStringLiteral("b")).toObject().value(QStringLiteral("path")).toString(), kinetoTrace());
    QVERIFY(!json.value(QStringLiteral("changes")).toArray().isEmpty());
}

void TestDiffCommand::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no file") << QStringList{} << QStringLiteral("expected two files");
    QTest::newRow("one file") << QStringList{QStringLiteral("a.pickle")} << QStringLiteral("expected two files");
    QTest::newRow("three files") << QStringList{QStringLiteral("a.pickle"), QStringLiteral("b.pickle"),
                                                QStringLiteral("c.pickle")}
                                 << QStringLiteral("expected two files");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("a.pickle"), QStringLiteral("b.pickle"),
                                                   QStringLiteral("--xml")}
                                    << QStringLiteral("xml");
}

void TestDiffCommand::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runInProcess(QStringList{QStringLiteral("diff")} + arguments);
    QCOMPARE(run.exitCode, int(CommandLine::UsageError));
    QVERIFY2(run.err.startsWith(QStringLiteral("faultline diff: ")) && run.err.contains(message), qPrintable(run.err));
}

void TestDiffCommand::anUnreadableSnapshotFailsWithOne()
{
    FAULTLINE_REQUIRE_FIXTURE(withExpandable());
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.pickle"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("this is not a pickle");
    file.close();
    const Run run = runInProcess({QStringLiteral("diff"), withExpandable(), broken});
    QCOMPARE(run.exitCode, int(CommandLine::Failure));
    QVERIFY2(run.err.startsWith(QStringLiteral("faultline diff: cannot read ") + broken), qPrintable(run.err));
}

QTEST_GUILESS_MAIN(TestDiffCommand)
#include "tst_diff_command.moc"
