// Opening a PyTorch profiler trace or an Nsight Systems export in the GUI (issue 26): it is
// converted into a capture in the application's data folder, never beside the trace, then opened.

#include "FileHash.h"
#include "TestDragDrop.h"
#include "TestPaths.h"
#include "Trace.h"
#include "common/FileKinds.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"
#include "window/RecentFiles.h"
#include "window/TraceImport.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace faultline;

namespace {

QString kinetoTrace()
{
    return test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/pageable_copy.kineto.json.gz");
}

QString nsysExport()
{
    return test::sharedDir() + QStringLiteral("/fixtures/nsys/pipit__saxpy-mpi-cuda_nsys_perlmutter0.sqlite");
}

using faultline::test::sha256;

} // namespace

class TestTraceImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/imported"))
            .removeRecursively();
    }

    void tracesAreToldFromCapturesAndSnapshots()
    {
        FAULTLINE_REQUIRE_FIXTURE(kinetoTrace());
        FAULTLINE_REQUIRE_FIXTURE(nsysExport());
        QVERIFY(isImportableTrace(kinetoTrace()));
        QVERIFY(isImportableTrace(nsysExport()));
        QVERIFY(!isImportableTrace(test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/item_sync.db")));
        QVERIFY(!isImportableTrace(test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/leak_history.pickle")));
        // A memory snapshot saved as JSON is not a trace.
        QTemporaryDir dir;
        QFile snapshot(dir.filePath(QStringLiteral("snapshot.json")));
        QVERIFY(snapshot.open(QIODevice::WriteOnly));
        snapshot.write(R"({"segments": [], "device_traces": []})");
        snapshot.close();
        QVERIFY(!isImportableTrace(snapshot.fileName()));

        // One classifier decides for Open, drops, recent files and `export`.
        QCOMPARE(fileKind(kinetoTrace()), FileKind::Trace);
        QCOMPARE(fileKind(nsysExport()), FileKind::Trace);
        QCOMPARE(fileKind(test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/item_sync.db")), FileKind::Capture);
        QCOMPARE(fileKind(test::sharedDir() + QStringLiteral("/fixtures/gpu-h100/leak_history.pickle")),
                 FileKind::Snapshot);
        QCOMPARE(fileKind(snapshot.fileName()), FileKind::Snapshot);
        QCOMPARE(fileKind(dir.filePath(QStringLiteral("notes.txt"))), FileKind::Unknown);
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("ranks")));
        QVERIFY(QFile::copy(kinetoTrace(), dir.filePath(QStringLiteral("ranks/rank0.pt.trace.json.gz"))));
        QCOMPARE(fileKind(dir.filePath(QStringLiteral("ranks"))), FileKind::Trace);
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("other")));
        QVERIFY(QFile::copy(snapshot.fileName(), dir.filePath(QStringLiteral("other/snapshot.json"))));
        QCOMPARE(fileKind(dir.filePath(QStringLiteral("other"))), FileKind::Unknown); // no trace in it
    }

    // Dropping a Kineto trace converts it into the data folder and opens the capture; the trace is
    // only read, the recent files remember the trace, and opening it again reuses the conversion.
    void droppingATraceConvertsAndOpensIt()
    {
        FAULTLINE_REQUIRE_FIXTURE(kinetoTrace());
        const QByteArray before = sha256(kinetoTrace());
        MainWindow window;
        window.show();
        QSignalSpy imported(&window, &MainWindow::traceImported);
        QSignalSpy loaded(&window, &MainWindow::captureLoaded);
        test::dropFile(&window, kinetoTrace());
        QVERIFY(loaded.wait(60000));
        QCOMPARE(imported.size(), 1);
        const QString capture = imported.at(0).at(1).toString();
        QCOMPARE(loaded.at(0).at(0).toString(), capture);
        QVERIFY(capture.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)));
        QVERIFY(!QFileInfo::exists(capture + QStringLiteral(".part")));
        QCOMPARE(sha256(kinetoTrace()), before);
        QVERIFY(window.workspace()->trace());
        QVERIFY(window.workspace()->trace()->eventCount() > 0);
        QCOMPARE(window.recentFiles()->files().value(0), kinetoTrace());

        const QDateTime written = QFileInfo(capture).lastModified();
        QTest::qWait(1100); // a new conversion would get a later time
        window.openCapture(kinetoTrace());
        QVERIFY(loaded.wait(60000));
        QCOMPARE(imported.size(), 2);
        QCOMPARE(imported.at(1).at(1).toString(), capture);
        QCOMPARE(QFileInfo(capture).lastModified(), written);
    }

    void anNsysExportOpensToo()
    {
        FAULTLINE_REQUIRE_FIXTURE(nsysExport());
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::captureLoaded);
        window.openCapture(nsysExport());
        QVERIFY(loaded.wait(60000));
        QVERIFY(window.workspace()->trace()->eventCount() > 0);
    }

    // A damaged trace: an error box that says why, nothing opened, no capture left behind.
    void aDamagedTraceShowsAnError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cut.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schemaVersion": 1, "traceEvents": [{"ph": "X", "cat": "kernel")");
        f.close();
        MainWindow window;
        window.show();
        QSignalSpy failed(&window, &MainWindow::traceImportFailed);
        window.openCapture(path);
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.at(0).at(1).toString().contains(QStringLiteral("not a Kineto trace")));
        QTRY_VERIFY(window.findChild<QMessageBox*>(QStringLiteral("errorMessage")));
        QVERIFY(!window.workspace()->trace());
        QVERIFY(!QFileInfo::exists(TraceImport::capturePathFor(path)));
        QVERIFY(!QFileInfo::exists(TraceImport::capturePathFor(path) + QStringLiteral(".part")));
    }
};

QTEST_MAIN(TestTraceImport)
#include "tst_trace_import.moc"
