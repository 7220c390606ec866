// Capture ▸ Attach… and the live capture, driven like a user would: the dialog's command lines
// for each kind of target and the hosts it remembers; a real faultline-probe replaying a
// generated capture over stdio (connect, the process list, Start); the timeline filling while the
// events arrive and following the newest ones; the status bar's rate and drops; Save Capture As
// while live and after. Several nodes at once: two replays of different captures added in the
// dialog, merged live and at the end into one capture with a group per node; a node that fails
// named with its diagnosis while the other's events all arrive. Facts are read from the source
// captures, not from what the views show.

#include "AttachClient.h"
#include "CaptureReader.h"
#include "ProbeBinary.h"
#include "ScenarioGenerator.h"
#include "TestPorts.h"
#include "TraceBuilder.h"
#include "TransportCommand.h"
#include "attach/AttachDialog.h"
#include "attach/EventRate.h"
#include "attach/FollowNewest.h"
#include "attach/LiveSession.h"
#include "attach/LiveStatusWidget.h"
#include "attach/ProcessFilterModel.h"
#include "attach/ProcessListModel.h"
#include "attach/RememberedTargets.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackLabels.h"
#include "window/CaptureWorkspace.h"
#include "window/LiveController.h"
#include "window/MainWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <arpa/inet.h>
#include <cmath>
#include <map>
#include <netinet/in.h>
#include <sys/socket.h>
#include <tuple>
#include <unistd.h>

using namespace faultline;
using remote::AttachTarget;

namespace {

const QString kProbe = test::probeBinary();

constexpr int kTimeoutMs = 120'000;

#define REQUIRE_PROBE()                                                                                        \
    do {                                                                                                       \
        if (kProbe.isEmpty())                                                                                  \
            QSKIP("faultline-probe is not built in this build (configure with -DFAULTLINE_BUILD_PROBE=ON; it " \
                  "needs clang, bpftool and libbpf)");                                                         \
    } while (false)

struct SourceFacts
{
    std::int64_t events = 0;
    std::int64_t dropped = 0;
    std::size_t processes = 0;
    std::int64_t spanNs = 0;
};

SourceFacts factsOf(const QString& path)
{
    SourceFacts facts;
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(path).toStdString());
    if (!loaded.trace)
        return facts;
    facts.events = loaded.trace->eventCount();
    for (const capture::SourceCounters& c : loaded.trace->counters)
        facts.dropped += c.dropped;
    facts.spanNs = loaded.trace->endNs - loaded.trace->beginNs;
    capture::CaptureReader reader;
    std::string error;
    if (reader.open(QFile::encodeName(path).toStdString(), &error))
        facts.processes = reader.processNames().size();
    return facts;
}

using faultline::test::closedPort;

AttachTarget replayTarget(const QString& capture, double speed)
{
    AttachTarget target;
    target.kind = AttachTarget::Kind::Local;
    target.elevation = AttachTarget::Elevation::None;
    target.probePath = kProbe.toStdString();
    target.replayFile = capture.toStdString();
    target.replaySpeed = speed;
    return target;
}

// Events per node of a merged trace, by the node its threads belong to.
std::map<std::string, std::int64_t> eventsPerNode(const Trace& trace)
{
    std::map<std::string, std::int64_t> counts;
    for (const Lane& lane : trace.lanes)
        counts[trace.threads.at(lane.thread).node] += static_cast<std::int64_t>(lane.events.size());
    return counts;
}

double rateOf(const QString& text)
{
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("^([0-9,]+) events/s$")).match(text);
    return match.hasMatch() ? match.captured(1).remove(QLatin1Char(',')).toDouble() : -1;
}

} // namespace

class TestAttachDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_healthy;       // no drops
    QString m_fragmentation; // drops
    SourceFacts m_healthyFacts;
    SourceFacts m_fragmentationFacts;
    QString m_nodeA; // two nodes of a capture of several, named apart
    QString m_nodeB;
    SourceFacts m_nodeAFacts;
    SourceFacts m_nodeBFacts;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // Connects `dialog` to a replay of `capture` and waits for the process page.
    bool connectDialog(AttachDialog& dialog, const QString& capture, double speed)
    {
        dialog.setTarget(replayTarget(capture, speed));
        QSignalSpy connected(&dialog, &AttachDialog::connected);
        dialog.connectToProbe();
        return connected.wait(kTimeoutMs) || connected.count() > 0;
    }

    // Through the dialog the window opens: connect, Start; the live session it began.
    LiveSession* startThroughDialog(MainWindow& window, const QString& capture, double speed)
    {
        window.live()->attachAction()->trigger();
        AttachDialog* dialog = window.live()->attachDialog();
        if (!dialog || !connectDialog(*dialog, capture, speed))
            return nullptr;
        dialog->startButton()->click();
        return window.live()->session();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_attach_dialog"));
        QLocale::setDefault(QLocale::c());
        QVERIFY(m_dir.isValid());
        m_healthy = path(QStringLiteral("healthy.db"));
        m_fragmentation = path(QStringLiteral("fragmentation.db"));
        for (const auto& [file, scenario] : {std::pair{m_healthy, "healthy"}, {m_fragmentation, "fragmentation"}}) {
            capture::ScenarioOptions options;
            options.scenario = scenario;
            options.node = "replay-node";
            const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
                QFile::encodeName(file).toStdString(), options);
            QVERIFY2(written.ok, written.error.c_str());
        }
        m_nodeA = path(QStringLiteral("node-a.db"));
        m_nodeB = path(QStringLiteral("node-b.db"));
        for (const auto& [file, scenario, node] :
             {std::tuple{m_nodeA, "periodic-spike", "gpu-node-a"}, {m_nodeB, "cpu-contention", "gpu-node-b"}}) {
            capture::ScenarioOptions options;
            options.scenario = scenario;
            options.node = node;
            const capture::ScenarioResult written = capture::ScenarioGenerator::generate(
                QFile::encodeName(file).toStdString(), options);
            QVERIFY2(written.ok, written.error.c_str());
        }
        m_nodeAFacts = factsOf(m_nodeA);
        m_nodeBFacts = factsOf(m_nodeB);
        QVERIFY(m_nodeAFacts.events > 0 && m_nodeBFacts.events > 0);
        m_healthyFacts = factsOf(m_healthy);
        m_fragmentationFacts = factsOf(m_fragmentation);
        QVERIFY(m_healthyFacts.events > 0);
        QCOMPARE(m_healthyFacts.dropped, 0);
        QVERIFY(m_fragmentationFacts.dropped > 0);
    }

    void init() { QSettings().clear(); }

    void cleanupTestCase()
    {
        // The sessions' files went to the test-mode cache folder.
        QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/live"))
            .removeRecursively();
    }

    void theDialogBuildsTheCommandLineForEachKind()
    {
        AttachDialog dialog;
        AttachTarget local;
        local.kind = AttachTarget::Kind::Local;
        local.elevation = AttachTarget::Elevation::Sudo;
        local.probePath = "/opt/faultline/faultline-probe";
        dialog.setTarget(local);
        QCOMPARE(dialog.commandLine(), QStringLiteral("sudo -n /opt/faultline/faultline-probe serve --stdio"));

        // Typed into the SSH form field by field.
        dialog.kindCombo()->setCurrentIndex(dialog.kindCombo()->findData(static_cast<int>(AttachTarget::Kind::Ssh)));
        auto* user = dialog.findChild<QLineEdit*>(QStringLiteral("sshUser"));
        auto* host = dialog.findChild<QLineEdit*>(QStringLiteral("sshHost"));
        auto* port = dialog.findChild<QSpinBox*>(QStringLiteral("sshPort"));
        auto* identity = dialog.findChild<QLineEdit*>(QStringLiteral("sshIdentity"));
        auto* sudo = dialog.findChild<QCheckBox*>(QStringLiteral("sshSudo"));
        auto* helper = dialog.findChild<QLineEdit*>(QStringLiteral("remoteProbePath"));
        QVERIFY(user && host && port && identity && sudo && helper);
        user->clear();
        QTest::keyClicks(user, QStringLiteral("alice"));
        host->clear();
        QTest::keyClicks(host, QStringLiteral("gpu-node-3"));
        port->setValue(2222);
        identity->setText(QStringLiteral("/home/alice/.ssh/id node"));
        sudo->setChecked(true);
        helper->setText(QStringLiteral("/usr/libexec/faultline-probe"));
        QCOMPARE(dialog.commandLine(),
                 QStringLiteral("ssh -T -o BatchMode=yes -o ConnectTimeout=20 -p 2222 -i '/home/alice/.ssh/id node' "
                                "-o IdentitiesOnly=yes -- alice@gpu-node-3 sudo -n /usr/libexec/faultline-probe "
                                "serve --stdio"));
        QVERIFY(dialog.connectButton()->isEnabled());
        const AttachTarget target = dialog.target();
        QCOMPARE(target.port, 2222);
        QCOMPARE(target.host, std::string("gpu-node-3"));

        // A host that would be an option for ssh is refused, and nothing can be run.
        host->setText(QStringLiteral("-oProxyCommand=touch /tmp/x"));
        QVERIFY(dialog.commandLine().isEmpty());
        QVERIFY(!dialog.validationError().isEmpty());
        QVERIFY(!dialog.connectButton()->isEnabled());

        dialog.kindCombo()->setCurrentIndex(
            dialog.kindCombo()->findData(static_cast<int>(AttachTarget::Kind::UnixSocket)));
        dialog.findChild<QLineEdit*>(QStringLiteral("socketPath"))
            ->setText(QStringLiteral("/run/faultline/probe.sock"));
        QCOMPARE(dialog.commandLine(), QStringLiteral("socat - UNIX-CONNECT:/run/faultline/probe.sock"));
    }

    void hostsAreRememberedAcrossDialogsMostRecentFirst()
    {
        AttachTarget a;
        a.kind = AttachTarget::Kind::Ssh;
        a.user = "alice";
        a.host = "node-a";
        AttachTarget b = a;
        b.host = "node-b";
        b.port = 2200;
        b.identityFile = "/keys/b";
        RememberedTargets::remember(a);
        RememberedTargets::remember(b);
        RememberedTargets::remember(a); // again: moves to the front, not twice
        {
            AttachDialog dialog;
            // Opens on the most recent, with every field it had.
            QCOMPARE(dialog.target().host, std::string("node-a"));
            QCOMPARE(dialog.recentCombo()->count(), 3); // the prompt, node-a, node-b
            QCOMPARE(dialog.recentCombo()->itemText(1), QStringLiteral("alice@node-a"));
            QCOMPARE(dialog.recentCombo()->itemText(2), QStringLiteral("alice@node-b:2200"));
            emit dialog.recentCombo()->activated(2);
            QCOMPARE(dialog.target().host, std::string("node-b"));
            QCOMPARE(dialog.target().port, 2200);
            QCOMPARE(dialog.target().identityFile, std::string("/keys/b"));
        }
        REQUIRE_PROBE();
        // A target connected to and started is remembered, and a new dialog offers it first.
        {
            AttachDialog dialog;
            QVERIFY(connectDialog(dialog, m_healthy, 0));
            QVERIFY(dialog.startButton()->isEnabled());
            dialog.startButton()->click();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        AttachDialog again;
        QCOMPARE(again.recentCombo()->itemText(1), QStringLiteral("This machine"));
        QCOMPARE(again.target().kind, AttachTarget::Kind::Local);
        QCOMPARE(QString::fromStdString(again.target().replayFile), m_healthy);
        QCOMPARE(again.recentCombo()->itemText(2), QStringLiteral("alice@node-a"));
    }

    void connectingShowsItsStagesThenTheProcesses()
    {
        REQUIRE_PROBE();
        AttachDialog dialog;
        QSignalSpy stages(&dialog, &AttachDialog::stageChanged);
        QVERIFY(connectDialog(dialog, m_fragmentation, 0));
        QStringList seen;
        for (const QList<QVariant>& s : stages)
            seen << s.at(0).toString();
        QVERIFY2(seen.contains(QStringLiteral("Starting the transport…"))
                     && seen.contains(QStringLiteral("Waiting for the probe's handshake…"))
                     && seen.contains(QStringLiteral("Listing processes…")),
                 qPrintable(seen.join(QStringLiteral(" | "))));
        QVERIFY(dialog.isOnProcessPage());
        QCOMPARE(dialog.probeInfo().node, std::string("replay-node"));

        auto* model = qobject_cast<ProcessListModel*>(dialog.processFilter()->sourceModel());
        QVERIFY(model);
        QAbstractItemModelTester sourceTester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(dialog.processFilter(),
                                              QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(static_cast<std::size_t>(model->rowCount()), m_fragmentationFacts.processes);
        // A replay knows no mapped libraries: "CUDA only" would hide them all, so it starts off.
        QVERIFY(!dialog.cudaOnlyCheck()->isChecked());
        QCOMPARE(static_cast<std::size_t>(dialog.processTable()->model()->rowCount()), m_fragmentationFacts.processes);
        // A replay streams everything: "all" is forced.
        QVERIFY(dialog.allProcessesCheck()->isChecked());
        QVERIFY(!dialog.allProcessesCheck()->isEnabled());
        QVERIFY(dialog.startButton()->isEnabled());

        // The filter finds a process by its pid.
        const QString pid = model->index(0, ProcessListModel::Pid).data().toString();
        QTest::keyClicks(dialog.filterEdit(), pid);
        QVERIFY(dialog.processTable()->model()->rowCount() >= 1);
        for (int r = 0; r < dialog.processTable()->model()->rowCount(); ++r) {
            const QModelIndex pidIndex = dialog.processTable()->model()->index(r, ProcessListModel::Pid);
            const QModelIndex commandIndex = dialog.processTable()->model()->index(r, ProcessListModel::CommandLine);
            QVERIFY(pidIndex.data().toString().contains(pid) || commandIndex.data().toString().contains(pid));
        }
        dialog.cudaOnlyCheck()->setChecked(true);
        QCOMPARE(dialog.processTable()->model()->rowCount(), 0);
    }

    void aFailedConnectionSaysWhatToDo()
    {
        AttachDialog dialog;
        AttachTarget ssh;
        ssh.kind = AttachTarget::Kind::Ssh;
        ssh.host = "127.0.0.1";
        ssh.port = closedPort();
        dialog.setTarget(ssh);
        QSignalSpy failed(&dialog, &AttachDialog::connectFailed);
        dialog.connectToProbe();
        QVERIFY(failed.wait(kTimeoutMs));
        QCOMPARE(dialog.diagnosis().problem, remote::TransportProblem::SshFailed);
        QVERIFY2(dialog.errorText().startsWith(QStringLiteral("ssh could not connect to 127.0.0.1.")),
                 qPrintable(dialog.errorText()));
        QVERIFY2(dialog.errorText().contains(QStringLiteral("Connection refused")), qPrintable(dialog.errorText()));
        QVERIFY(!dialog.isOnProcessPage());
        QVERIFY(dialog.connectButton()->isEnabled());

        AttachTarget missing;
        missing.kind = AttachTarget::Kind::Local;
        missing.elevation = AttachTarget::Elevation::None;
        missing.probePath = "/nonexistent/faultline-probe";
        dialog.setTarget(missing);
        dialog.connectToProbe();
        QVERIFY(failed.wait(kTimeoutMs));
        QCOMPARE(dialog.diagnosis().problem, remote::TransportProblem::HelperMissing);
        QVERIFY2(dialog.errorText().contains(
                     QStringLiteral("faultline-probe was not found at “/nonexistent/faultline-probe”")),
                 qPrintable(dialog.errorText()));
    }

    void aLiveSessionShowsEveryEventTheRateAndNoDrops()
    {
        REQUIRE_PROBE();
        MainWindow window;
        window.show();
        QSignalSpy finished(window.live(), &LiveController::finished);
        QSignalSpy updated(window.live(), &LiveController::traceShown);
        LiveSession* session = startThroughDialog(window, m_healthy, 0);
        QVERIFY(session);
        QVERIFY(window.live()->statusWidget()->isVisible());
        QVERIFY(finished.wait(kTimeoutMs));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        QVERIFY(updated.count() >= 1);

        // The timeline shows the capture the session wrote, with every event the source has.
        QVERIFY(window.workspace()->trace());
        QVERIFY(window.workspace()->timelineView());
        QCOMPARE(window.workspace()->path(), session->outputPath());
        QCOMPARE(window.workspace()->trace()->eventCount(), m_healthyFacts.events);
        QVERIFY(session->outputPath().startsWith(QStandardPaths::writableLocation(QStandardPaths::CacheLocation)));

        LiveStatusWidget* status = window.live()->statusWidget();
        QCOMPARE(status->stateText(), QStringLiteral("● Finished"));
        QVERIFY2(rateOf(status->rateText()) > 0, qPrintable(status->rateText()));
        QCOMPARE(status->eventsText(), QStringLiteral("%1 events").arg(QLocale().toString(m_healthyFacts.events)));
        QCOMPARE(status->dropsText(), QStringLiteral("0 dropped"));
        QVERIFY(!status->dropsHighlighted());
        QVERIFY(!window.live()->stopAction()->isEnabled());
    }

    void aCaptureWithDropsShowsThemInRed()
    {
        REQUIRE_PROBE();
        MainWindow window;
        QSignalSpy finished(window.live(), &LiveController::finished);
        QVERIFY(startThroughDialog(window, m_fragmentation, 0));
        QVERIFY(finished.wait(kTimeoutMs));
        QVERIFY(finished.at(0).at(0).toBool());
        QCOMPARE(window.workspace()->trace()->eventCount(), m_fragmentationFacts.events);
        LiveStatusWidget* status = window.live()->statusWidget();
        QCOMPARE(status->dropsText(),
                 QStringLiteral("%1 dropped").arg(QLocale().toString(m_fragmentationFacts.dropped)));
        QVERIFY(status->dropsHighlighted());
        // The file the session wrote keeps them too.
        QCOMPARE(factsOf(window.workspace()->path()).dropped, m_fragmentationFacts.dropped);
    }

    void followingNewestMovesTheViewAndAZoomTurnsItOff()
    {
        REQUIRE_PROBE();
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QSignalSpy finished(window.live(), &LiveController::finished);
        QSignalSpy updated(window.live(), &LiveController::traceShown);
        // Paced so the replay lasts about six seconds: several refreshes arrive while it runs.
        const double speed = static_cast<double>(m_healthyFacts.spanNs) / 6e9;
        LiveSession* session = startThroughDialog(window, m_healthy, speed);
        QVERIFY(session);
        session->setRefreshInterval(200);
        QVERIFY(window.live()->followAction()->isChecked());

        // Each refresh while following: the range ends at the newest event, and moves on.
        qint64 previousEnd = 0;
        int moved = 0;
        while (moved < 2 && finished.isEmpty()) {
            if (!updated.wait(kTimeoutMs))
                break;
            if (!finished.isEmpty())
                break;
            timeline::ZoomControl* zoom = window.workspace()->timelineView()->zoom();
            QCOMPARE(zoom->rangeEnd(), zoom->traceEnd());
            if (previousEnd > 0 && zoom->rangeEnd() > previousEnd)
                ++moved;
            previousEnd = zoom->rangeEnd();
        }
        QVERIFY2(moved >= 2, "the replay ended before the view moved twice");

        // A zoom by the user turns following off; the next refresh keeps the user's range.
        timeline::ZoomControl* zoom = window.workspace()->timelineView()->zoom();
        zoom->zoomAround(0.5, 4);
        QVERIFY(!window.live()->followAction()->isChecked());
        const qint64 start = zoom->rangeStart();
        const qint64 end = zoom->rangeEnd();
        if (finished.isEmpty() && updated.wait(kTimeoutMs) && finished.isEmpty()) {
            QCOMPARE(window.workspace()->timelineView()->zoom()->rangeStart(), start);
            QCOMPARE(window.workspace()->timelineView()->zoom()->rangeEnd(), end);
            QVERIFY(window.workspace()->timelineView()->zoom()->rangeEnd()
                    < window.workspace()->timelineView()->zoom()->traceEnd());
        }
        // Turned on again (End), it jumps to the newest events.
        window.live()->followAction()->trigger();
        QVERIFY(window.live()->followAction()->isChecked());
        QCOMPARE(window.workspace()->timelineView()->zoom()->rangeEnd(),
                 window.workspace()->timelineView()->zoom()->traceEnd());
        QVERIFY(finished.wait(kTimeoutMs) || !finished.isEmpty());
        QCOMPARE(window.workspace()->trace()->eventCount(), m_healthyFacts.events);
    }

    void stopEndsTheCaptureAndKeepsWhatArrived()
    {
        REQUIRE_PROBE();
        MainWindow window;
        QSignalSpy finished(window.live(), &LiveController::finished);
        QSignalSpy updated(window.live(), &LiveController::traceShown);
        // At the recorded pace: far from done when stopped.
        LiveSession* session = startThroughDialog(window, m_healthy, 1);
        QVERIFY(session);
        session->setRefreshInterval(200);
        QVERIFY(updated.wait(kTimeoutMs));
        QVERIFY(window.live()->stopAction()->isEnabled());

        // Saved while live: a consistent copy of what is committed, the live file untouched.
        const QString copy = path(QStringLiteral("saved-while-live.db"));
        QSignalSpy saved(&window, &MainWindow::captureSaved);
        window.saveCaptureAs(copy);
        QVERIFY(saved.wait(kTimeoutMs));
        const SourceFacts copied = factsOf(copy);
        QVERIFY(copied.events > 0);
        QVERIFY(copied.events <= m_healthyFacts.events);

        window.live()->statusWidget()->stopButton()->click();
        QVERIFY(finished.wait(kTimeoutMs));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        QCOMPARE(QString::fromStdString(session->result().endReason), QStringLiteral("stopped by the client"));
        const std::int64_t kept = window.workspace()->trace()->eventCount();
        QVERIFY(kept >= copied.events);
        QVERIFY(kept < m_healthyFacts.events);
        QCOMPARE(static_cast<std::int64_t>(session->result().events), kept);

        // Saved once finished: the same events as the live file.
        const QString final = path(QStringLiteral("saved-after.db"));
        window.saveCaptureAs(final);
        QVERIFY(saved.wait(kTimeoutMs));
        QCOMPARE(factsOf(final).events, kept);
        // A capture is never saved over itself.
        QSignalSpy failed(&window, &MainWindow::captureSaveFailed);
        window.saveCaptureAs(window.workspace()->path());
        QVERIFY(failed.wait(kTimeoutMs));
        QCOMPARE(factsOf(window.workspace()->path()).events, kept);
    }

    // At the recorded pace each refresh extends the trace it showed with the rows committed since
    // (no reload of the file): the timeline grows several times a second, and the finished file,
    // loaded whole at the end, holds what was shown.
    void aPacedSessionExtendsItsTraceAsEventsArrive()
    {
        REQUIRE_PROBE();
        MainWindow window;
        window.show();
        QSignalSpy finished(window.live(), &LiveController::finished);
        std::vector<std::shared_ptr<const Trace>> shown;
        connect(window.live(), &LiveController::traceShown, this,
                [&shown](std::shared_ptr<const Trace> trace) { shown.push_back(std::move(trace)); });
        LiveSession* session = startThroughDialog(window, m_healthy, 1);
        QVERIFY(session);
        QTRY_VERIFY_WITH_TIMEOUT(session->extensions() >= 4, kTimeoutMs);
        window.live()->statusWidget()->stopButton()->click();
        QVERIFY(finished.wait(kTimeoutMs));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));

        QVERIFY(shown.size() >= 5);
        for (std::size_t i = 1; i < shown.size(); ++i) {
            QVERIFY(shown[i]->eventCount() >= shown[i - 1]->eventCount());
            QVERIFY(shown[i]->info.maxRowId >= shown[i - 1]->info.maxRowId);
        }
        const std::int64_t kept = window.workspace()->trace()->eventCount();
        QCOMPARE(static_cast<std::int64_t>(session->result().events), kept);
        QVERIFY(kept < m_healthyFacts.events);
        LoadResult whole = TraceBuilder::load(QFile::encodeName(session->outputPath()).toStdString());
        QVERIFY2(whole.trace, whole.error.c_str());
        QCOMPARE(whole.trace->eventCount(), kept);
        // Every thread an extension showed is in the finished file, in the process its calls named
        // (a thread seen only switching shows as pid = tid until the finished file's thread table
        // names its process).
        const Trace& last = *shown[shown.size() - 2];
        for (const Thread& t : last.threads) {
            const auto found = std::find_if(whole.trace->threads.begin(), whole.trace->threads.end(),
                                            [&](const Thread& w) { return w.tid == t.tid; });
            QVERIFY(found != whole.trace->threads.end());
            if (t.pid != t.tid)
                QCOMPARE(found->pid, t.pid);
        }
    }

    void addingANodeListsItAndRemovingOneRestoresThePicker()
    {
        REQUIRE_PROBE();
        AttachDialog dialog;
        QVERIFY(connectDialog(dialog, m_nodeA, 0));
        QCOMPARE(dialog.nodes().size(), std::size_t{1});
        // Alone, the node has no Remove button.
        auto* removeFirst = dialog.findChild<QToolButton*>(QStringLiteral("removeNode0"));
        QVERIFY(removeFirst);
        QVERIFY(removeFirst->isHidden());

        // Add Node… goes back to the target form; Cancel there returns to the nodes, unchanged.
        dialog.addNodeButton()->click();
        QVERIFY(dialog.isAddingNode());
        QVERIFY(!dialog.isOnProcessPage());
        dialog.reject();
        QVERIFY(!dialog.isAddingNode());
        QVERIFY(dialog.isOnProcessPage());
        QCOMPARE(dialog.result(), int(QDialog::Rejected)); // still open: nothing was decided
        QCOMPARE(dialog.nodes().size(), std::size_t{1});

        // The same target again is refused; another one is listed second.
        QSignalSpy failed(&dialog, &AttachDialog::connectFailed);
        QSignalSpy connected(&dialog, &AttachDialog::connected);
        dialog.addNodeButton()->click();
        dialog.setTarget(replayTarget(m_nodeA, 0));
        dialog.connectToProbe();
        QVERIFY(failed.wait(kTimeoutMs));
        QCOMPARE(dialog.errorText(), QStringLiteral("This node is in the list already."));
        QCOMPARE(dialog.nodes().size(), std::size_t{1});
        dialog.setTarget(replayTarget(m_nodeB, 0));
        dialog.connectToProbe();
        QVERIFY(connected.wait(kTimeoutMs));
        QVERIFY(dialog.isOnProcessPage());
        QCOMPARE(dialog.nodes().size(), std::size_t{2});
        QCOMPARE(dialog.nodes().at(1).info.node, std::string("gpu-node-b"));
        auto* second = dialog.findChild<QLabel*>(QStringLiteral("nodeLabel1"));
        QVERIFY(second);
        QVERIFY2(second->text().contains(QStringLiteral("gpu-node-b")), qPrintable(second->text()));
        // With two, each node traces all its processes and says so.
        QVERIFY(dialog.allProcessesCheck()->isChecked());
        QVERIFY(!dialog.allProcessesCheck()->isEnabled());
        QVERIFY(!dialog.processTable()->isEnabled());
        auto* note = dialog.findChild<QLabel*>(QStringLiteral("nodesNote"));
        QVERIFY(note && note->text().contains(QStringLiteral("every process")));
        AttachDialog::Request request = dialog.request();
        QCOMPARE(request.nodes.size(), std::size_t{2});
        QVERIFY(request.pids.empty());
        QCOMPARE(request.nodes.at(0).node, QStringLiteral("gpu-node-a"));
        QCOMPARE(request.nodes.at(1).target.replayFile, m_nodeB.toStdString());

        // Removing the first: the second is the one whose processes are listed.
        removeFirst = dialog.findChild<QToolButton*>(QStringLiteral("removeNode0"));
        QVERIFY(removeFirst && !removeFirst->isHidden());
        removeFirst->click();
        QCOMPARE(dialog.nodes().size(), std::size_t{1});
        QCOMPARE(dialog.probeInfo().node, std::string("gpu-node-b"));
        QCOMPARE(static_cast<std::size_t>(dialog.processFilter()->sourceModel()->rowCount()), m_nodeBFacts.processes);
        request = dialog.request();
        QCOMPARE(request.nodes.size(), std::size_t{1});
        QCOMPARE(request.target.replayFile, m_nodeB.toStdString());
        QCOMPARE(request.node, QStringLiteral("gpu-node-b"));

        // Started, the targets are remembered, the first node most recently (this machine is one
        // place, whatever it replays: the first node's replay is the one kept).
        dialog.addNodeButton()->click();
        dialog.setTarget(replayTarget(m_nodeA, 0));
        dialog.connectToProbe();
        QVERIFY(connected.wait(kTimeoutMs));
        dialog.startButton()->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const QList<AttachTarget> remembered = RememberedTargets::load();
        QVERIFY(!remembered.isEmpty());
        QCOMPARE(QString::fromStdString(remembered.at(0).replayFile), m_nodeB);
    }

    void twoNodesThroughTheDialogMergeIntoOneGroupEach()
    {
        REQUIRE_PROBE();
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QSignalSpy finished(window.live(), &LiveController::finished);
        QSignalSpy updated(window.live(), &LiveController::traceShown);
        window.live()->attachAction()->trigger();
        AttachDialog* dialog = window.live()->attachDialog();
        QVERIFY(dialog);
        // Paced to last about four seconds each, so that live merges are shown before the end.
        const double speedA = static_cast<double>(m_nodeAFacts.spanNs) / 4e9;
        const double speedB = static_cast<double>(m_nodeBFacts.spanNs) / 4e9;
        QVERIFY(connectDialog(*dialog, m_nodeA, speedA));
        QSignalSpy connected(dialog, &AttachDialog::connected);
        dialog->addNodeButton()->click();
        dialog->setTarget(replayTarget(m_nodeB, speedB));
        dialog->connectToProbe();
        QVERIFY(connected.wait(kTimeoutMs));
        dialog->startButton()->click();
        LiveSession* session = window.live()->session();
        QVERIFY(session);
        QCOMPARE(session->nodeCount(), std::size_t{2});
        session->setRefreshInterval(200);

        // While live: merges of what both nodes committed, never more than their sum.
        std::int64_t previous = 0;
        int liveUpdates = 0;
        while (finished.isEmpty() && updated.wait(kTimeoutMs)) {
            if (!finished.isEmpty())
                break;
            QVERIFY(window.workspace()->trace()->eventCount() >= previous);
            QVERIFY(window.workspace()->trace()->eventCount() <= m_nodeAFacts.events + m_nodeBFacts.events);
            previous = window.workspace()->trace()->eventCount();
            if (session->isRunning())
                ++liveUpdates;
        }
        QVERIFY(!finished.isEmpty() || finished.wait(kTimeoutMs));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        QVERIFY2(liveUpdates >= 1, "no merge was shown while the nodes captured");

        // The session's file: exactly both captures' events, each under its node.
        QCOMPARE(window.workspace()->path(), session->outputPath());
        QCOMPARE(session->tracePath(), session->outputPath());
        QCOMPARE(window.workspace()->trace()->eventCount(), m_nodeAFacts.events + m_nodeBFacts.events);
        const std::map<std::string, std::int64_t> perNode = eventsPerNode(*window.workspace()->trace());
        QCOMPARE(perNode.size(), std::size_t{2});
        QCOMPARE(perNode.at("gpu-node-a"), m_nodeAFacts.events);
        QCOMPARE(perNode.at("gpu-node-b"), m_nodeBFacts.events);
        QCOMPARE(factsOf(session->outputPath()).events, m_nodeAFacts.events + m_nodeBFacts.events);
        // The parts and the live merge are gone.
        const QString output = session->outputPath();
        for (const QString& leftover :
             QStringList{output + QStringLiteral(".node1.part"), output + QStringLiteral(".node2.part"),
                         output + QStringLiteral(".live.part")})
            QVERIFY2(!QFileInfo::exists(leftover), qPrintable(leftover));

        // One group per node on the timeline, each with its measured offset: 0 on one machine.
        timeline::TimelineModel* model = window.workspace()->timelineView()->model();
        QCOMPARE(model->nodeCount(), std::size_t{2});
        QStringList headers;
        for (std::uint32_t n = 0; n < model->nodeCount(); ++n) {
            const timeline::TimelineModel::NodeClock clock = model->nodeClock(n);
            QVERIFY(clock.known);
            QVERIFY2(std::abs(clock.offsetNs) <= clock.uncertaintyNs,
                     qPrintable(QStringLiteral("%1 ± %2").arg(clock.offsetNs).arg(clock.uncertaintyNs)));
        }
        const auto& rows = model->rows();
        for (std::size_t r = 0; r < rows.size(); ++r) {
            if (rows[r].kind == timeline::TimelineRow::Kind::Node)
                headers << window.workspace()->timelineView()->trackLabels()->rowText(static_cast<int>(r));
        }
        QCOMPARE(headers.size(), 2);
        QVERIFY2(headers.at(0).startsWith(QStringLiteral("gpu-node-a · clock offset ")), qPrintable(headers.at(0)));
        QVERIFY2(headers.at(1).startsWith(QStringLiteral("gpu-node-b · clock offset ")), qPrintable(headers.at(1)));

        // The status bar: both nodes, with their events, drops and clock offsets.
        LiveStatusWidget* status = window.live()->statusWidget();
        QCOMPARE(status->stateText(), QStringLiteral("● Finished"));
        QCOMPARE(status->nodesText(), QStringLiteral("2 node(s)"));
        QVERIFY(!status->nodesHighlighted());
        QCOMPARE(status->eventsText(),
                 QStringLiteral("%1 events").arg(QLocale().toString(m_nodeAFacts.events + m_nodeBFacts.events)));
        const QString tip = status->nodesToolTip();
        QVERIFY2(tip.contains(
                     QStringLiteral("gpu-node-a — finished: %1 events").arg(QLocale().toString(m_nodeAFacts.events))),
                 qPrintable(tip));
        QVERIFY2(tip.contains(
                     QStringLiteral("gpu-node-b — finished: %1 events").arg(QLocale().toString(m_nodeBFacts.events))),
                 qPrintable(tip));
        QCOMPARE(tip.count(QStringLiteral("clock offset ")), 2);
        QVERIFY2(!tip.contains(QStringLiteral("not measured")), qPrintable(tip));
    }

    void aFailingNodeIsNamedWhileTheOtherIsKept()
    {
        REQUIRE_PROBE();
        MainWindow window;
        QSignalSpy finished(window.live(), &LiveController::finished);
        AttachDialog::Request request;
        AttachTarget missing;
        missing.kind = AttachTarget::Kind::Local;
        missing.elevation = AttachTarget::Elevation::None;
        missing.probePath = "/nonexistent/faultline-probe";
        request.target = replayTarget(m_nodeA, 0);
        request.node = QStringLiteral("gpu-node-a");
        request.nodes = {{replayTarget(m_nodeA, 0), QStringLiteral("gpu-node-a"), QString()},
                         {missing, QStringLiteral("gpu-node-x"), QString()}};
        LiveSession* session = window.live()->start(request);
        QVERIFY(session);
        QVERIFY(finished.wait(kTimeoutMs));
        QVERIFY(!finished.at(0).at(0).toBool());
        const QString message = finished.at(0).at(1).toString();
        QVERIFY2(message.startsWith(QStringLiteral("gpu-node-x: ")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("faultline-probe was not found at “/nonexistent/faultline-probe”")),
                 qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("gpu-node-a")), qPrintable(message));

        // Every event of the node that worked is in the session's file and on the timeline.
        QVERIFY(window.workspace()->trace());
        QCOMPARE(window.workspace()->path(), session->outputPath());
        QCOMPARE(window.workspace()->trace()->eventCount(), m_nodeAFacts.events);
        QCOMPARE(factsOf(session->outputPath()).events, m_nodeAFacts.events);
        QCOMPARE(session->nodeResults().size(), std::size_t{2});
        QVERIFY(session->nodeResults().at(0).ok);
        QVERIFY(!session->nodeResults().at(1).ok);

        LiveStatusWidget* status = window.live()->statusWidget();
        QCOMPARE(status->stateText(), QStringLiteral("● Failed"));
        QCOMPARE(status->nodesText(), QStringLiteral("2 node(s), 1 failed"));
        QVERIFY(status->nodesHighlighted());
        QVERIFY2(status->nodesToolTip().contains(QStringLiteral("gpu-node-x — failed")),
                 qPrintable(status->nodesToolTip()));
        QVERIFY2(status->nodesToolTip().contains(QStringLiteral("faultline-probe was not found")),
                 qPrintable(status->nodesToolTip()));
    }

    void theRateIsTheMedianOfTheLastSeconds()
    {
        EventRate rate;
        QCOMPARE(rate.perSecond(), 0.0);
        const std::int64_t s = 1'000'000'000;
        rate.add(0, 0);
        rate.add(s, 1000);
        rate.add(2 * s, 2000);
        rate.add(3 * s, 13000); // one burst of 11000
        rate.add(4 * s, 14000);
        QCOMPARE(rate.perSecond(), 1000.0);
        // Old samples leave the window.
        for (int i = 5; i < 12; ++i)
            rate.add(i * s, 14000 + static_cast<std::uint64_t>(i - 4) * 500);
        QCOMPARE(rate.perSecond(), 500.0);

        // Progress every 250 ms at 4000 events/s: a rate once a second has passed.
        EventRate quarters;
        for (int i = 0; i <= 12; ++i)
            quarters.add(i * s / 4, static_cast<std::uint64_t>(i) * 1000);
        QCOMPARE(quarters.perSecond(), 4000.0);
    }
};

QTEST_MAIN(TestAttachDialog)
#include "tst_attach_dialog.moc"
