// Opening a folder of one job's ranks in the GUI (issue 48, "Scale"): while the files are converted,
// a panel lists each with a bar of its own, the whole import's bar and Cancel; it closes when the
// import ends, and the merged capture opens. A single trace keeps the one bar.

#include "Trace.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"
#include "window/TraceImport.h"
#include "window/TraceImportPanel.h"

#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPointer>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace faultline;

namespace {

constexpr int kRanks = 6;

} // namespace

class TestImportPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_job.isValid());
        QProcess p;
        p.start(QStringLiteral("python3"),
                {QStringLiteral(FAULTLINE_BENCH_DIR "/make_multirank_kineto.py"), m_job.path(),
                 QStringLiteral("--ranks"), QString::number(kRanks), QStringLiteral("--steps"), QStringLiteral("600"),
                 QStringLiteral("--straggler"), QStringLiteral("2")});
        if (!p.waitForFinished(120000) || p.exitCode() != 0)
            QSKIP(qPrintable(QStringLiteral("python3 could not write the job: %1")
                                 .arg(QString::fromUtf8(p.readAllStandardError()))));
    }

    void init()
    {
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/imported"))
            .removeRecursively();
    }

    // The panel lists the six files, each bar reaches its end, the panel closes, the capture opens.
    void aBarPerFileWhileAJobIsImported()
    {
        MainWindow window;
        window.show();
        QSignalSpy loaded(&window, &MainWindow::captureLoaded);
        QPointer<TraceImportPanel> panel;
        std::vector<QProgressBar*> bars;
        std::vector<int> highest;
        std::vector<int> ends;
        std::set<QString> states;
        // The panel's last look before it goes: what the user saw when the import was done.
        connect(&window, &MainWindow::traceImported, this, [&] {
            QVERIFY(panel);
            for (std::size_t i = 0; i < bars.size(); ++i) {
                highest[i] = bars[i]->value();
                ends[i] = bars[i]->maximum();
            }
            for (QLabel* state : panel->findChildren<QLabel*>(QStringLiteral("fileState")))
                states.insert(state->text().section(QStringLiteral(" · "), 0, 0));
        });
        window.openCapture(m_job.path());
        // Emitted by the import's start: the panel is there before any file is converted.
        panel = window.findChild<TraceImportPanel*>(QStringLiteral("importFilesPanel"));
        QVERIFY(panel);
        QTRY_VERIFY(!window.findChild<QDialog*>(QStringLiteral("importProgress"))); // not the one bar
        QVERIFY(panel->isVisible());
        QVERIFY(panel->findChild<QScrollArea*>(QStringLiteral("importFiles")));
        QVERIFY(panel->findChild<QProgressBar*>(QStringLiteral("importOverall")));
        QVERIFY(panel->findChild<QPushButton*>(QStringLiteral("importCancel")));
        const QList<QProgressBar*> found = panel->findChildren<QProgressBar*>(QStringLiteral("fileProgress"));
        QCOMPARE(found.size(), kRanks);
        bars.assign(found.begin(), found.end());
        highest.assign(bars.size(), -1);
        ends.assign(bars.size(), 0);
        for (QProgressBar* bar : bars)
            QCOMPARE(bar->value(), 0);

        QVERIFY(loaded.wait(120000));
        for (std::size_t i = 0; i < bars.size(); ++i) {
            QCOMPARE(ends[i], 100);
            QCOMPARE(highest[i], 100);
        }
        // Each file says the node it became.
        QCOMPARE(states,
                 (std::set<QString>{QStringLiteral("rank0"), QStringLiteral("rank1"), QStringLiteral("rank2"),
                                    QStringLiteral("rank3"), QStringLiteral("rank4"), QStringLiteral("rank5")}));
        QTRY_VERIFY(!panel);
        QVERIFY(window.workspace()->trace());
        QVERIFY(window.workspace()->trace()->eventCount() > 0);
    }

    // Cancel on the panel: the import stops, the panel closes, no capture is left.
    void cancelStopsTheJob()
    {
        MainWindow window;
        window.show();
        TraceImport* import = window.findChild<TraceImport*>();
        QVERIFY(import);
        QSignalSpy cancelled(import, &TraceImport::cancelled);
        QSignalSpy progressed(import, &TraceImport::fileProgress);
        window.openCapture(m_job.path());
        QPointer<TraceImportPanel> panel = window.findChild<TraceImportPanel*>(QStringLiteral("importFilesPanel"));
        QVERIFY(panel);
        QVERIFY(progressed.wait(60000));
        QPushButton* cancel = panel->findChild<QPushButton*>(QStringLiteral("importCancel"));
        QVERIFY(cancel);
        cancel->click();
        QVERIFY(cancelled.wait(60000));
        QTRY_VERIFY(!panel);
        QVERIFY(!window.workspace()->trace());
        const QString capture = TraceImport::capturePathFor(m_job.path());
        QVERIFY(!QFileInfo::exists(capture));
        QVERIFY(!QFileInfo::exists(capture + QStringLiteral(".part")));
        QVERIFY(!QFileInfo::exists(capture + QStringLiteral(".part.parts")));
    }

private:
    QTemporaryDir m_job;
};

QTEST_MAIN(TestImportPanel)
#include "tst_import_panel.moc"
