// Nothing appears beside a user's capture that nobody is writing (issue 47). A capture in WAL mode
// (Ingero writes them so) used to gain NAME.db-wal and NAME.db-shm when the GPU-activity or CPU-range
// lookup opened it without `immutable`. Every way the app reads a capture is tried here on a WAL-mode
// file in a folder of its own, and the folder must be as it was: the same names, sizes and times.

#include "ScenarioGenerator.h"
#include "SqliteDb.h"
#include "TraceBuilder.h"
#include "TraceImporter.h"
#include "cli/CommandLine.h"
#include "sql/SqlConsole.h"
#include "sql/SqlEditor.h"
#include "timeline/TimelineView.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace faultline;

namespace {

constexpr int kTimeoutMs = 60000;

// Names, sizes and modification times of a folder's entries, hidden ones included.
QStringList listing(const QString& folder)
{
    QStringList out;
    const QFileInfoList entries = QDir(folder).entryInfoList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo& f : entries)
        out << QStringLiteral("%1 %2 %3").arg(f.fileName()).arg(f.size()).arg(f.lastModified().toMSecsSinceEpoch());
    return out;
}

int runCommand(const QStringList& arguments)
{
    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    return CommandLine::runHeadless(QStringList{QStringLiteral("faultline")} + arguments, out, err);
}

} // namespace

class TestCaptureUntouched : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_capture_untouched"));
        QVERIFY(m_dir.isValid());
        QVERIFY(m_out.isValid());
        m_folder = m_dir.filePath(QStringLiteral("capture"));
        QVERIFY(QDir().mkpath(m_folder));
        m_capture = m_folder + QStringLiteral("/wal.db");
        capture::ScenarioOptions options;
        options.scenario = "healthy";
        const capture::ScenarioResult written = capture::ScenarioGenerator::generate(m_capture.toStdString(), options);
        QVERIFY2(written.ok, written.error.c_str());
        {
            capture::SqliteDb db;
            std::string error;
            QVERIFY2(db.openReadWrite(m_capture.toStdString(), &error), error.c_str());
            QCOMPARE(db.queryText("PRAGMA journal_mode = WAL"), std::string("wal"));
        }
        // The writer is gone: its WAL was checkpointed and removed, the file stays in WAL mode.
        QCOMPARE(QDir(m_folder).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("wal.db")});
        QFile file(m_capture);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(static_cast<int>(file.read(20).at(18)), 2); // WAL: file format version 2
        m_before = listing(m_folder);
    }

    void theCommandsLeaveTheFolderAsItWas_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString out = m_out.path();
        QTest::newRow("stats") << QStringList{QStringLiteral("stats"), m_capture};
        QTest::newRow("stats --json") << QStringList{QStringLiteral("stats"), m_capture, QStringLiteral("--json")};
        QTest::newRow("explain") << QStringList{QStringLiteral("explain"), m_capture};
        QTest::newRow("explain --json") << QStringList{QStringLiteral("explain"), m_capture, QStringLiteral("--json")};
        QTest::newRow("notes --list") << QStringList{QStringLiteral("notes"), m_capture, QStringLiteral("--list")};
        QTest::newRow("export json") << QStringList{QStringLiteral("export"), m_capture, QStringLiteral("-o"),
                                                    out + QStringLiteral("/perfetto.json")};
        QTest::newRow("export review") << QStringList{QStringLiteral("export"), m_capture, QStringLiteral("-o"),
                                                      out + QStringLiteral("/review.md")};
    }
    void theCommandsLeaveTheFolderAsItWas()
    {
        QFETCH(QStringList, arguments);
        QCOMPARE(runCommand(arguments), 0);
        QCOMPARE(listing(m_folder), m_before);
    }

    void theLibraryReadersLeaveTheFolderAsItWas()
    {
        LoadResult loaded = TraceBuilder::load(m_capture.toStdString());
        QVERIFY2(loaded.trace, loaded.error.c_str());
        QVERIFY(loaded.trace->eventCount() > 0);
        std::string why;
        QCOMPARE(import::detectTraceFormat(m_capture.toStdString(), &why), import::TraceFormat::Capture);
        QVERIFY(import::importedTracePath(m_capture.toStdString()).empty());
        QCOMPARE(listing(m_folder), m_before);
    }

    // The window: open, derive chains, query in the SQL console, open its device memory, close.
    void theWindowLeavesTheFolderAsItWas()
    {
        {
            MainWindow window;
            window.resize(1400, 900);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QSignalSpy loaded(&window, &MainWindow::captureLoaded);
            window.openCapture(m_capture);
            QVERIFY(loaded.wait(kTimeoutMs));
            SqlConsole* console = window.workspace()->sqlConsole();
            QVERIFY(console);
            QSignalSpy schema(console->engine(), &sql::QueryEngine::schemaReady);
            window.findChild<QAction*>(QStringLiteral("sqlTabAction"))->trigger();
            QVERIFY(!console->engine()->tables().isEmpty() || schema.wait(kTimeoutMs));
            console->currentEditor()->setPlainText(QStringLiteral("SELECT COUNT(*) FROM events"));
            QSignalSpy finished(console, &SqlConsole::queryFinished);
            console->runStatement();
            QVERIFY(finished.wait(kTimeoutMs));
            QVERIFY(finished.first().at(0).toBool());
            QSignalSpy memory(window.workspace(), &CaptureWorkspace::deviceMemoryOpened);
            window.findChild<QAction*>(QStringLiteral("deviceMemoryAction"))->trigger();
            QVERIFY(memory.wait(kTimeoutMs));
            QCOMPARE(listing(m_folder), m_before);
        }
        QCOMPARE(listing(m_folder), m_before);
    }

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_out;
    QString m_folder;
    QString m_capture;
    QStringList m_before;
};

QTEST_MAIN(TestCaptureUntouched)
#include "tst_capture_untouched.moc"
