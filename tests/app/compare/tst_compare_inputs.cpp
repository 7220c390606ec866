// CompareInputs (issue 49): the two runs of a comparison, read on two threads for `faultline diff`
// and the Compare tab. What each side holds, what lives as long as the result, refusals, failures
// and Cancel. The figures of the comparisons are checked in tests/analysis and tests/snapshot.

#include "TestPaths.h"
#include "compare/CompareInputs.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace faultline;

namespace {

QString healthy()
{
    return test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/healthy_train.db");
}

QString starved()
{
    return test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/slow_collate_main_thread.db");
}

QString kinetoTrace()
{
    return test::sharedDir()
        + QStringLiteral("/fixtures/kineto-public/harryjmoss__particle_transformer__a100-forward-bs2-warm-launch-bound"
                         ".pt.trace.json");
}

QString snapshotA()
{
    return test::snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache.pkl"));
}

QString snapshotB()
{
    return test::snapshotFixture(QStringLiteral("npu__memsnapdump__snapshot_with_empty_cache_expandable.pkl"));
}

} // namespace

class TestCompareInputs : public QObject
{
    Q_OBJECT

private slots:
    // A trace is converted into a capture in the result's temporary folder, which goes with the
    // last copy of the result.
    void aTraceIsConvertedForTheResultsLifetime()
    {
        FAULTLINE_REQUIRE_FIXTURE(healthy());
        FAULTLINE_REQUIRE_FIXTURE(kinetoTrace());
        QString converted;
        QString folder;
        {
            const CompareResult result = CompareInputs::compare(healthy(), kinetoTrace());
            QVERIFY2(result.ok(), qPrintable(result.error));
            QVERIFY(result.captures.has_value());
            QVERIFY(!result.snapshots.has_value());
            QCOMPARE(result.a.path, healthy());
            QCOMPARE(result.a.capture, healthy());
            QVERIFY(result.a.trace && result.b.trace);
            QVERIFY(!result.a.snapshot && !result.b.snapshot);
            QCOMPARE(result.b.path, kinetoTrace());
            QVERIFY(result.converted && result.converted->isValid());
            folder = result.converted->path();
            converted = result.b.capture;
            QCOMPARE(QFileInfo(converted).absolutePath(), QFileInfo(folder).absoluteFilePath());
            QVERIFY(QFileInfo(converted).size() > 0);
            // Two different runs: the comparison found something.
            QVERIFY(!result.captures->noChange);
        }
        QVERIFY(!QFileInfo::exists(converted));
        QVERIFY(!QFileInfo::exists(folder));
    }

    // Two captures need no folder: nothing is converted.
    void twoCapturesConvertNothing()
    {
        FAULTLINE_REQUIRE_FIXTURE(healthy());
        FAULTLINE_REQUIRE_FIXTURE(starved());
        const CompareResult result = CompareInputs::compare(healthy(), starved());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(!result.converted);
        QCOMPARE(result.b.capture, starved());
        QVERIFY(result.a.trace.get() != result.b.trace.get());
        QVERIFY(result.captures->b.stepMedian > result.captures->a.stepMedian);
    }

    // A file against itself is read once, and nothing changed.
    void aFileAgainstItselfIsReadOnce()
    {
        FAULTLINE_REQUIRE_FIXTURE(healthy());
        const CompareResult result = CompareInputs::compare(healthy(), healthy());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.a.trace.get(), result.b.trace.get());
        QVERIFY(result.captures->noChange);
        QVERIFY(result.captures->rows.empty());
    }

    void twoSnapshots()
    {
        FAULTLINE_REQUIRE_FIXTURE(snapshotA());
        FAULTLINE_REQUIRE_FIXTURE(snapshotB());
        const CompareResult result = CompareInputs::compare(snapshotA(), snapshotB());
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY(result.snapshots.has_value());
        QVERIFY(!result.captures.has_value());
        QVERIFY(result.a.snapshot && result.b.snapshot);
        QVERIFY(!result.a.trace && !result.b.trace);
        QVERIFY(!result.snapshots->noChange());
    }

    // Refused before either file is read.
    void aCaptureAgainstASnapshotIsRefused()
    {
        FAULTLINE_REQUIRE_FIXTURE(healthy());
        FAULTLINE_REQUIRE_FIXTURE(snapshotA());
        const CompareResult result = CompareInputs::compare(snapshotA(), healthy());
        QCOMPARE(result.status, CompareResult::Status::UsageError);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.startsWith(QStringLiteral("cannot compare a PyTorch memory snapshot (") + snapshotA()),
                 qPrintable(result.error));
        QVERIFY(!result.a.snapshot && !result.b.trace);
        QVERIFY(!result.captures && !result.snapshots);
    }

    void anUnknownFileIsAUsageError()
    {
        FAULTLINE_REQUIRE_FIXTURE(healthy());
        QTemporaryDir dir;
        const QString text = dir.filePath(QStringLiteral("notes.txt"));
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a trace");
        file.close();
        const CompareResult result = CompareInputs::compare(healthy(), text);
        QCOMPARE(result.status, CompareResult::Status::UsageError);
        QVERIFY2(result.error.startsWith(text), qPrintable(result.error));
        QVERIFY(!result.a.trace);
    }

    // Both sides fail: A's failure is the one told, as if they had been read in turn.
    void anUnreadableFileFails()
    {
        QTemporaryDir dir;
        const QString missingA = dir.filePath(QStringLiteral("a.db"));
        const QString brokenB = dir.filePath(QStringLiteral("b.pickle"));
        QFile file(brokenB);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not a pickle");
        file.close();
        const QString brokenA = dir.filePath(QStringLiteral("a.pickle"));
        QVERIFY(QFile::copy(brokenB, brokenA));
        const CompareResult result = CompareInputs::compare(brokenA, brokenB);
        QCOMPARE(result.status, CompareResult::Status::Failed);
        QVERIFY2(result.error.startsWith(QStringLiteral("cannot read ") + brokenA), qPrintable(result.error));
        const CompareResult missing = CompareInputs::compare(missingA, missingA);
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error.contains(missingA), qPrintable(missing.error));
    }

    // Cancel before anything is read: nothing is, and the result says Cancelled, not Failed.
    void cancelStopsBeforeReading()
    {
        FAULTLINE_REQUIRE_FIXTURE(healthy());
        FAULTLINE_REQUIRE_FIXTURE(kinetoTrace());
        std::atomic_bool cancel{true};
        const CompareResult result = CompareInputs::compare(healthy(), kinetoTrace(), {}, &cancel);
        QCOMPARE(result.status, CompareResult::Status::Cancelled);
        QVERIFY(result.error.isEmpty());
        QVERIFY(!result.a.trace && !result.b.trace);
        QVERIFY(!result.captures);
    }

    // Progress names each file as it is read, from either thread, then the comparison.
    void progressNamesBothFiles()
    {
        FAULTLINE_REQUIRE_FIXTURE(healthy());
        FAULTLINE_REQUIRE_FIXTURE(kinetoTrace());
        QMutex mutex;
        QStringList said;
        const CompareResult result = CompareInputs::compare(healthy(), kinetoTrace(), [&](const QString& what) {
            const QMutexLocker lock(&mutex);
            said.append(what);
        });
        QVERIFY2(result.ok(), qPrintable(result.error));
        QVERIFY2(said.contains(QStringLiteral("Loading %1…").arg(healthy())), qPrintable(said.join(u'\n')));
        QVERIFY2(said.contains(QStringLiteral("Converting %1…").arg(kinetoTrace())), qPrintable(said.join(u'\n')));
        QVERIFY2(said.contains(QStringLiteral("Loading %1…").arg(kinetoTrace())), qPrintable(said.join(u'\n')));
        QCOMPARE(said.last(), QStringLiteral("Comparing…"));
    }
};

QTEST_GUILESS_MAIN(TestCompareInputs)
#include "tst_compare_inputs.moc"
