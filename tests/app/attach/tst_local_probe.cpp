// Where the app finds faultline-probe on this machine (LocalProbe): the installed helper under
// LIBEXECDIR/faultline relative to the executable, the one of a CMake build tree, PATH; and
// Capture ▸ Record Local Process…, which opens the Attach dialog on this machine with that probe
// and connects to it at once. Layouts are built in temporary folders; the dialog connects to the
// real probe when this build has one and the test runs as root (pkexec needs an agent).

#include "ProbeBinary.h"
#include "TransportCommand.h"
#include "attach/AttachDialog.h"
#include "attach/LocalProbe.h"
#include "window/LiveController.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace faultline;
using remote::AttachTarget;

namespace {

const QString kProbe = test::probeBinary();

// An executable (or not) file at dir/relative, its folders made.
QString makeFile(const QString& dir, const QString& relative, bool executable)
{
    const QString path = QDir(dir).filePath(relative);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("#!/bin/sh\nexit 0\n");
    file.close();
    QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
    if (executable)
        permissions |= QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
    file.setPermissions(permissions);
    return QFileInfo(path).absoluteFilePath();
}

// PATH for the duration of a scope.
class ScopedPath
{
public:
    explicit ScopedPath(const QString& value)
        : m_old(qgetenv("PATH"))
    {
        qputenv("PATH", QFile::encodeName(value));
    }
    ~ScopedPath() { qputenv("PATH", m_old); }
    ScopedPath(const ScopedPath&) = delete;
    ScopedPath& operator=(const ScopedPath&) = delete;

private:
    QByteArray m_old;
};

} // namespace

class TestLocalProbe : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_local_probe"));
    }

    void anInstalledAppFindsTheHelperUnderLibexec()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const QString helper = makeFile(root.path(), QStringLiteral("usr/libexec/faultline/faultline-probe"), true);
        const QString bin = QDir(root.path()).filePath(QStringLiteral("usr/bin"));
        QDir().mkpath(bin);
        const ScopedPath path(QDir(root.path()).filePath(QStringLiteral("empty")));

        QCOMPARE(LocalProbe::candidates(bin).value(0), helper);
        QCOMPARE(LocalProbe::find(bin), helper);
    }

    void aHelperThatIsNotExecutableIsPassedOver()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        makeFile(root.path(), QStringLiteral("usr/libexec/faultline/faultline-probe"), false);
        const QString bin = QDir(root.path()).filePath(QStringLiteral("usr/bin"));
        QDir().mkpath(bin);
        const ScopedPath path(QDir(root.path()).filePath(QStringLiteral("empty")));

        QCOMPARE(LocalProbe::find(bin), QStringLiteral("faultline-probe"));
    }

    void aBuildTreeFindsTheProbeBuiltBesideTheApp()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const QString built = makeFile(root.path(), QStringLiteral("build/bpf/faultline-probe"), true);
        const QString appDir = QDir(root.path()).filePath(QStringLiteral("build/app"));
        QDir().mkpath(appDir);
        const ScopedPath path(QDir(root.path()).filePath(QStringLiteral("empty")));

        // Not a build tree until it has a CMakeCache.txt.
        QCOMPARE(LocalProbe::find(appDir), QStringLiteral("faultline-probe"));
        makeFile(root.path(), QStringLiteral("build/CMakeCache.txt"), false);
        QCOMPARE(LocalProbe::find(appDir), built);
    }

    void theInstalledHelperComesBeforeTheBuildTreeAndPath()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        // A prefix that is also a build tree, with another probe in PATH.
        const QString installed = makeFile(root.path(), QStringLiteral("libexec/faultline/faultline-probe"), true);
        makeFile(root.path(), QStringLiteral("bpf/faultline-probe"), true);
        makeFile(root.path(), QStringLiteral("CMakeCache.txt"), false);
        const QString inPath = makeFile(root.path(), QStringLiteral("path/faultline-probe"), true);
        const QString bin = QDir(root.path()).filePath(QStringLiteral("bin"));
        QDir().mkpath(bin);
        const ScopedPath path(QFileInfo(inPath).absolutePath());

        QCOMPARE(LocalProbe::find(bin), installed);
        QFile::remove(installed);
        QCOMPARE(LocalProbe::find(bin), QDir(root.path()).filePath(QStringLiteral("bpf/faultline-probe")));
        QFile::remove(QDir(root.path()).filePath(QStringLiteral("CMakeCache.txt")));
        QCOMPARE(LocalProbe::find(bin), inPath);
    }

    void recordingUsesPkexecUnlessAlreadyRoot()
    {
        const AttachTarget target = LocalProbe::recordingTarget();
        QCOMPARE(target.kind, AttachTarget::Kind::Local);
        QCOMPARE(target.elevation, ::geteuid() == 0 ? AttachTarget::Elevation::None : AttachTarget::Elevation::Pkexec);
        QCOMPARE(QString::fromStdString(target.probePath), LocalProbe::find());
        QVERIFY(target.replayFile.empty());
    }

    void recordLocalProcessOpensTheDialogOnThisMachineAndListsItsProcesses()
    {
        // The probe of this build, found through PATH (the test's executable is not in an
        // installed layout).
        QTemporaryDir bin;
        QVERIFY(bin.isValid());
        if (!kProbe.isEmpty())
            QVERIFY(QFile::link(kProbe, QDir(bin.path()).filePath(QStringLiteral("faultline-probe"))));
        const ScopedPath path(bin.path());

        MainWindow window;
        auto* capture = window.menuBar()->findChild<QMenu*>(QStringLiteral("captureMenu"));
        QVERIFY(capture);
        const QList<QAction*> actions = capture->actions();
        QVERIFY(actions.indexOf(window.live()->recordLocalAction()) >= 0);
        QVERIFY(actions.indexOf(window.live()->recordLocalAction()) < actions.indexOf(window.live()->attachAction()));

        window.live()->recordLocalAction()->trigger();
        AttachDialog* dialog = window.live()->attachDialog();
        QVERIFY(dialog);
        const AttachTarget expected = LocalProbe::recordingTarget();
        QCOMPARE(dialog->target().kind, AttachTarget::Kind::Local);
        QCOMPARE(dialog->target().elevation, expected.elevation);
        QCOMPARE(dialog->target().probePath, expected.probePath);
        QCOMPARE(dialog->commandLine(), QString::fromStdString(remote::displayCommand(expected)));
        QVERIFY(dialog->isConnecting());

        // Triggered again while open: the same dialog, not preset again.
        window.live()->recordLocalAction()->trigger();
        QCOMPARE(window.live()->attachDialog(), dialog);

        if (kProbe.isEmpty())
            QSKIP("faultline-probe is not built in this build: the connection is not tried");
        if (::geteuid() != 0)
            QSKIP("not root: the probe would be started through pkexec, which needs an authentication agent");
        QSignalSpy connected(dialog, &AttachDialog::connected);
        QVERIFY2(connected.wait(60'000) || connected.count() > 0, qPrintable(dialog->errorText()));
        QVERIFY(dialog->isOnProcessPage());
        // This test is a process of this machine, so the probe lists it.
        bool listed = false;
        for (const remote::ProbeProcess& process : dialog->probeInfo().processes)
            listed = listed || process.pid == static_cast<std::uint32_t>(QCoreApplication::applicationPid());
        QVERIFY(listed);
        dialog->reject();
    }
};

QTEST_MAIN(TestLocalProbe)
#include "tst_local_probe.moc"
