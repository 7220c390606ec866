// The transport command lines the Attach dialog builds, and the classification of what goes
// wrong on the way to a probe, on what real programs say: ssh against a closed port, sudo -n as a
// user without rights, a missing helper, a probe of another protocol version, a probe that
// cannot load BPF, a refusal from the real probe, a Unix socket nobody listens on. The client's
// own messages may be in any language: the same failures are classified alike in another.

#include "AttachClient.h"
#include "ProbeBinary.h"
#include "ProbeQuery.h"
#include "Protocol.h"
#include "StreamTestSupport.h"
#include "TestPorts.h"
#include "TransportCommand.h"
#include "TransportDiagnosis.h"
#include "UiText.h"
#include "UnixSocketTransport.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <csignal>
#include <cstdlib>
#include <functional>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace faultline;
using namespace faultline::remote;

Q_DECLARE_METATYPE(faultline::remote::AttachTarget)

namespace {

const std::string kProbe = test::probeBinary().toStdString();

QueryOptions queryOptions()
{
    QueryOptions options;
    options.software = "faultline test";
    options.timeoutMs = 30'000;
    return options;
}

// A loopback port nothing listens on: bound to find it, then closed.
using faultline::test::closedPort;

// Handshake (and process list) through `command`, classified as the dialog does it.
TransportDiagnosis diagnoseQuery(const std::vector<std::string>& command, ProbeInfo* info = nullptr)
{
    const ProbeInfo result = queryProbe(spawnTransport(command), queryOptions());
    if (info)
        *info = result;
    if (result.ok)
        return {};
    return diagnoseTransport(transportFailure(command.front(), result));
}

QString describe(const TransportDiagnosis& d)
{
    return QStringLiteral("%1: %2").arg(QString::fromLatin1(transportProblemName(d.problem)),
                                        QString::fromStdString(d.detail));
}

bool haveTool(const char* name)
{
    return !QStandardPaths::findExecutable(QString::fromLatin1(name)).isEmpty();
}

std::vector<std::string> asNobody(std::vector<std::string> command)
{
    std::vector<std::string> full = {"setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"};
    full.insert(full.end(), command.begin(), command.end());
    return full;
}

// `messages` framed as a probe sends them: a little-endian length, then the message.
std::string framesOf(std::initializer_list<wire::Envelope> messages)
{
    std::string frames;
    for (const wire::Envelope& message : messages) {
        const std::string payload = message.SerializeAsString();
        const auto n = static_cast<std::uint32_t>(payload.size());
        frames += std::string{static_cast<char>(n), static_cast<char>(n >> 8), static_cast<char>(n >> 16),
                              static_cast<char>(n >> 24)}
            + payload;
    }
    return frames;
}

// A "probe" that sends what `answer` holds, then reads until its input ends.
std::vector<std::string> probeAnswering(const QString& answer)
{
    return {"sh", "-c", "cat \"$0\"; exec cat > /dev/null", answer.toStdString()};
}

wire::Envelope helloOf(std::uint32_t version, const std::string& software)
{
    wire::Envelope hello;
    hello.mutable_hello()->set_protocol_version(version);
    hello.mutable_hello()->set_software(software);
    hello.mutable_hello()->set_node("fake-node");
    return hello;
}

wire::Envelope errorOf(wire::ErrorCode code, const std::string& message)
{
    wire::Envelope error;
    error.mutable_error()->set_code(code);
    error.mutable_error()->set_message(message);
    return error;
}

// Another language, as far as a classification can tell: every source in guillemets.
std::string inGuillemets(const char* /*context*/, const char* source)
{
    return std::string("«") + source + "»";
}

// Installs a translator for its lifetime; English again after it.
class TranslatorScope
{
public:
    explicit TranslatorScope(text::Translator translator) { text::setTranslator(translator); }
    ~TranslatorScope() { text::setTranslator(nullptr); }
    TranslatorScope(const TranslatorScope&) = delete;
    TranslatorScope& operator=(const TranslatorScope&) = delete;
};

} // namespace

class TestTransportDiagnosis : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_capture;

    // A file in the test's directory holding `frames`; "" when it cannot be written.
    QString writeAnswer(const QString& name, const std::string& frames)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(frames.data(), static_cast<qint64>(frames.size())) != static_cast<qint64>(frames.size()))
            return {};
        return path;
    }

    // A capture through `command` that fails, as the live view classifies it.
    TransportFailure attachFailure(const std::vector<std::string>& command)
    {
        AttachOptions options;
        options.output = m_dir.filePath(QStringLiteral("failed.db")).toStdString();
        options.overwrite = true;
        options.software = "faultline test";
        options.clockSamples = 0;
        options.stallTimeoutMs = 300;
        return transportFailure(command.front(), AttachClient(options, spawnTransport(command)).run());
    }

    // How to make the failure of theClientsLanguageDoesNotChangeTheDiagnosis's row `name`.
    std::function<TransportFailure()> failureNamed(const QString& name)
    {
        const auto query = [](std::vector<std::string> command) {
            return [command = std::move(command)] {
                return transportFailure(command.front(), queryProbe(spawnTransport(command), queryOptions()));
            };
        };
        if (name == QLatin1String("helper not started"))
            return query({"/nonexistent/faultline-probe", "serve", "--stdio"});
        if (name == QLatin1String("helper not on the node"))
            return query({"sh", "-c", "exec /nonexistent/faultline-probe serve --stdio"});
        if (name == QLatin1String("tool missing")) {
            return [] {
                const QByteArray path = qgetenv("PATH");
                qputenv("PATH", "/nonexistent");
                const std::vector<std::string> command = {"ssh", "gpu-node-3", "faultline-probe", "serve", "--stdio"};
                const ProbeInfo info = queryProbe(spawnTransport(command), queryOptions());
                qputenv("PATH", path);
                return transportFailure(command.front(), info);
            };
        }
        if (name == QLatin1String("no socket")) {
            const std::string socket = m_dir.filePath(QStringLiteral("nobody.sock")).toStdString();
            return [socket] { return transportFailure("", queryProbe(connectUnixSocket(socket), queryOptions())); };
        }
        if (name == QLatin1String("probe left"))
            return query({"sh", "-c", "exit 0"});

        const wire::Envelope hello = helloOf(protocol::kProtocolVersion, "faultline-probe 0.1");
        if (name == QLatin1String("probe fell silent")) {
            wire::Envelope started;
            started.mutable_capture_started()->set_capture_id("silent");
            started.mutable_capture_started()->set_first_sequence(1);
            const QString answer = writeAnswer(QStringLiteral("silent.bin"), framesOf({hello, started}));
            // The shell keeps the channel open while cat reads what the client sends.
            return [this, answer] {
                return attachFailure({"sh", "-c", "cat \"$0\"; cat > /dev/null", answer.toStdString()});
            };
        }
        const QString future = writeAnswer(QStringLiteral("future.bin"),
                                           framesOf({helloOf(protocol::kProtocolVersion + 7, "faultline-probe 9.0")}));
        if (name == QLatin1String("another version"))
            return query(probeAnswering(future));
        if (name == QLatin1String("another version, capturing"))
            return [this, future] { return attachFailure(probeAnswering(future)); };
        if (name == QLatin1String("refused")) {
            const QString answer = writeAnswer(
                QStringLiteral("refused.bin"),
                framesOf({errorOf(wire::PERMISSION_DENIED, "only your own processes may be traced")}));
            return query(probeAnswering(answer));
        }
        if (name == QLatin1String("capture not supported")) {
            const QString answer = writeAnswer(
                QStringLiteral("unsupported.bin"),
                framesOf({hello, errorOf(wire::NOT_SUPPORTED, "this probe cannot capture live")}));
            return [this, answer] { return attachFailure(probeAnswering(answer)); };
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        // A transport that dies must be an error, not the end of the test.
        std::signal(SIGPIPE, SIG_IGN);
        QVERIFY(m_dir.isValid());
        m_capture = m_dir.filePath(QStringLiteral("small.db")).toStdString();
        const test::GeneratedCapture capture = test::writeStreamCapture(m_capture, 2000, 3);
        QVERIFY2(capture.error.empty(), capture.error.c_str());
    }

    void commandLinesForEachKind_data()
    {
        QTest::addColumn<AttachTarget>("target");
        QTest::addColumn<QStringList>("command");

        AttachTarget local;
        local.kind = AttachTarget::Kind::Local;
        local.elevation = AttachTarget::Elevation::None;
        local.probePath = "/opt/faultline/bin/faultline-probe";
        QTest::newRow("local") << local
                               << QStringList{QStringLiteral("/opt/faultline/bin/faultline-probe"),
                                              QStringLiteral("serve"), QStringLiteral("--stdio")};
        local.elevation = AttachTarget::Elevation::Sudo;
        QTest::newRow("local sudo") << local
                                    << QStringList{QStringLiteral("sudo"), QStringLiteral("-n"),
                                                   QStringLiteral("/opt/faultline/bin/faultline-probe"),
                                                   QStringLiteral("serve"), QStringLiteral("--stdio")};
        local.elevation = AttachTarget::Elevation::Pkexec;
        local.replayFile = "/data/run 1.db";
        local.replaySpeed = 0;
        QTest::newRow("local pkexec replay")
            << local << QStringList{QStringLiteral("pkexec"),  QStringLiteral("/opt/faultline/bin/faultline-probe"),
                                    QStringLiteral("replay"),  QStringLiteral("/data/run 1.db"),
                                    QStringLiteral("--speed"), QStringLiteral("0"),
                                    QStringLiteral("--serve"), QStringLiteral("--stdio")};

        AttachTarget ssh;
        ssh.kind = AttachTarget::Kind::Ssh;
        ssh.user = "alice";
        ssh.host = "gpu-node-3";
        QTest::newRow("ssh sudo") << ssh
                                  << QStringList{QStringLiteral("ssh"),
                                                 QStringLiteral("-T"),
                                                 QStringLiteral("-o"),
                                                 QStringLiteral("BatchMode=yes"),
                                                 QStringLiteral("-o"),
                                                 QStringLiteral("ConnectTimeout=20"),
                                                 QStringLiteral("--"),
                                                 QStringLiteral("alice@gpu-node-3"),
                                                 QStringLiteral("sudo"),
                                                 QStringLiteral("-n"),
                                                 QStringLiteral("faultline-probe"),
                                                 QStringLiteral("serve"),
                                                 QStringLiteral("--stdio")};
        ssh.user.clear();
        ssh.port = 2222;
        ssh.identityFile = "/home/alice/.ssh/id_node";
        ssh.sudo = false;
        ssh.probePath = "/opt/fault line/faultline-probe";
        QTest::newRow("ssh port key path") << ssh
                                           << QStringList{QStringLiteral("ssh"),
                                                          QStringLiteral("-T"),
                                                          QStringLiteral("-o"),
                                                          QStringLiteral("BatchMode=yes"),
                                                          QStringLiteral("-o"),
                                                          QStringLiteral("ConnectTimeout=20"),
                                                          QStringLiteral("-p"),
                                                          QStringLiteral("2222"),
                                                          QStringLiteral("-i"),
                                                          QStringLiteral("/home/alice/.ssh/id_node"),
                                                          QStringLiteral("-o"),
                                                          QStringLiteral("IdentitiesOnly=yes"),
                                                          QStringLiteral("--"),
                                                          QStringLiteral("gpu-node-3"),
                                                          QStringLiteral("'/opt/fault line/faultline-probe'"),
                                                          QStringLiteral("serve"),
                                                          QStringLiteral("--stdio")};
        AttachTarget socket;
        socket.kind = AttachTarget::Kind::UnixSocket;
        QTest::newRow("unix socket") << socket << QStringList{};
    }

    void commandLinesForEachKind()
    {
        QFETCH(AttachTarget, target);
        QFETCH(QStringList, command);
        QStringList built;
        for (const std::string& argument : transportCommand(target))
            built << QString::fromStdString(argument);
        QCOMPARE(built, command);
    }

    void theDisplayedCommandIsWhatAShellRuns_data() { commandLinesForEachKind_data(); }

    void theDisplayedCommandIsWhatAShellRuns()
    {
        // A person pastes the displayed command into a shell: the words the shell makes of it
        // are the ones the app runs.
        QFETCH(AttachTarget, target);
        const std::vector<std::string> command = transportCommand(target);
        if (command.empty()) {
            QCOMPARE(QString::fromStdString(displayCommand(target)),
                     QStringLiteral("socat - UNIX-CONNECT:/run/faultline/probe.sock"));
            return;
        }
        QProcess shell;
        shell.start(
            QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("printf '%s\\n' ") + QString::fromStdString(displayCommand(target))});
        QVERIFY(shell.waitForFinished(10'000));
        QStringList expected;
        for (const std::string& argument : command)
            expected << QString::fromStdString(argument);
        QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
                 expected);
    }

    void sshToAClosedPortIsAnSshFailure()
    {
        if (!haveTool("ssh"))
            QSKIP("ssh is not installed (apt install openssh-client)");
        AttachTarget target;
        target.kind = AttachTarget::Kind::Ssh;
        target.host = "127.0.0.1";
        target.port = closedPort();
        QVERIFY(target.port > 0);
        ProbeInfo info;
        const TransportDiagnosis d = diagnoseQuery(transportCommand(target), &info);
        QVERIFY2(d.problem == TransportProblem::SshFailed, qPrintable(describe(d)));
        QVERIFY2(info.transportExit == 255, qPrintable(QString::fromStdString(info.error)));
        QVERIFY2(QString::fromStdString(d.detail).contains(QStringLiteral("Connection refused")),
                 qPrintable(describe(d)));
    }

    void sudoWithoutRightsWantsAPassword()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to run sudo as a user without rights (setpriv)");
        if (!haveTool("sudo") || !haveTool("setpriv"))
            QSKIP("sudo or setpriv is not installed (apt install sudo util-linux)");
        AttachTarget target;
        target.kind = AttachTarget::Kind::Local;
        target.elevation = AttachTarget::Elevation::Sudo;
        target.probePath = kProbe.empty() ? "faultline-probe" : kProbe;
        const TransportDiagnosis d = diagnoseQuery(asNobody(transportCommand(target)));
        QVERIFY2(d.problem == TransportProblem::SudoNeedsPassword, qPrintable(describe(d)));
        QVERIFY2(QString::fromStdString(d.detail).startsWith(QStringLiteral("sudo:")), qPrintable(describe(d)));
    }

    void aMissingHelperIsNamed()
    {
        AttachTarget target;
        target.kind = AttachTarget::Kind::Local;
        target.elevation = AttachTarget::Elevation::None;
        target.probePath = "/nonexistent/faultline-probe";
        // Not even started.
        TransportDiagnosis d = diagnoseQuery(transportCommand(target));
        QVERIFY2(d.problem == TransportProblem::HelperMissing, qPrintable(describe(d)));
        QVERIFY2(QString::fromStdString(d.detail).contains(QStringLiteral("/nonexistent/faultline-probe")),
                 qPrintable(describe(d)));
        // Through a shell, as on the other end of ssh: exit status 127.
        d = diagnoseQuery({"sh", "-c", shellJoin(transportCommand(target))});
        QVERIFY2(d.problem == TransportProblem::HelperMissing, qPrintable(describe(d)));
        QVERIFY2(QString::fromStdString(d.detail).contains(QStringLiteral("not found")), qPrintable(describe(d)));
        // Through sudo, which says "command not found".
        if (::geteuid() == 0 && haveTool("sudo")) {
            target.elevation = AttachTarget::Elevation::Sudo;
            d = diagnoseQuery(transportCommand(target));
            QVERIFY2(d.problem == TransportProblem::HelperMissing, qPrintable(describe(d)));
            QVERIFY2(QString::fromStdString(d.detail).contains(QStringLiteral("command not found")),
                     qPrintable(describe(d)));
        }
    }

    void aMissingToolIsNotAMissingHelper()
    {
        // ssh itself not found (here: no PATH to find it on).
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", "/nonexistent");
        AttachTarget target;
        target.kind = AttachTarget::Kind::Ssh;
        target.host = "gpu-node-3";
        const TransportDiagnosis d = diagnoseQuery(transportCommand(target));
        qputenv("PATH", path);
        QVERIFY2(d.problem == TransportProblem::ToolMissing, qPrintable(describe(d)));
        QVERIFY2(QString::fromStdString(d.detail).contains(QStringLiteral("cannot run ssh")), qPrintable(describe(d)));
    }

    void aProbeOfAnotherVersionIsAVersionMismatch()
    {
        // A "probe" that answers with the hello of a future version: the query and the capture.
        const QString answer = writeAnswer(QStringLiteral("future-hello.bin"),
                                           framesOf({helloOf(protocol::kProtocolVersion + 7, "faultline-probe 9.0")}));
        QVERIFY(!answer.isEmpty());
        const std::vector<std::string> command = probeAnswering(answer);
        TransportDiagnosis d = diagnoseQuery(command);
        QVERIFY2(d.problem == TransportProblem::VersionMismatch, qPrintable(describe(d)));
        QVERIFY2(QString::fromStdString(d.detail).contains(QStringLiteral("faultline-probe 9.0")),
                 qPrintable(describe(d)));

        AttachOptions options;
        options.output = m_dir.filePath(QStringLiteral("never.db")).toStdString();
        options.software = "faultline test";
        const AttachResult result = AttachClient(options, spawnTransport(command)).run();
        QVERIFY(!result.ok);
        QCOMPARE(result.errorCode, int(wire::VERSION_MISMATCH));
        d = diagnoseTransport(transportFailure("sh", result));
        QVERIFY2(d.problem == TransportProblem::VersionMismatch, qPrintable(describe(d)));
    }

    void aProbeWithoutBpfPrivilegesIsNoBpf()
    {
        if (kProbe.empty())
            QSKIP("faultline-probe is not built here (-DFAULTLINE_BUILD_PROBE=ON)");
        if (::geteuid() != 0 || !haveTool("setpriv"))
            QSKIP("needs root and setpriv to run the probe as a user without BPF privileges");
        // What the probe says when it cannot load its programs, from the real binary.
        const std::string output = m_dir.filePath(QStringLiteral("unprivileged.db")).toStdString();
        const TransportDiagnosis d = diagnoseQuery(
            asNobody({kProbe, "record", "-o", output, "--all", "--duration", "1"}));
        QVERIFY2(d.problem == TransportProblem::NoBpf, qPrintable(describe(d)));
        QVERIFY2(QString::fromStdString(d.detail).contains(QStringLiteral("CAP_BPF")), qPrintable(describe(d)));
    }

    void aRequestTheProbeCannotServeIsNotSupported()
    {
        if (kProbe.empty())
            QSKIP("faultline-probe is not built here (-DFAULTLINE_BUILD_PROBE=ON)");
        // A replay cannot pick processes: the real probe refuses with NOT_SUPPORTED.
        AttachTarget target;
        target.kind = AttachTarget::Kind::Local;
        target.elevation = AttachTarget::Elevation::None;
        target.probePath = kProbe;
        target.replayFile = m_capture;
        target.replaySpeed = 0;
        const std::vector<std::string> command = transportCommand(target);
        ProbeInfo info;
        QVERIFY(diagnoseQuery(command, &info).problem == TransportProblem::None);
        QVERIFY(info.listed);
        QVERIFY(!info.processes.empty());

        AttachOptions options;
        options.output = m_dir.filePath(QStringLiteral("refused.db")).toStdString();
        options.software = "faultline test";
        options.pids = {info.processes.front().pid};
        const AttachResult result = AttachClient(options, spawnTransport(command)).run();
        QVERIFY(!result.ok);
        const TransportDiagnosis d = diagnoseTransport(transportFailure(command.front(), result));
        QVERIFY2(d.problem == TransportProblem::NotSupported, qPrintable(describe(d)));
        QVERIFY2(QString::fromStdString(d.detail).contains(QStringLiteral("cannot pick processes")),
                 qPrintable(describe(d)));
    }

    void aSocketNobodyListensOnIsMissing()
    {
        const std::string path = m_dir.filePath(QStringLiteral("no-probe.sock")).toStdString();
        const ProbeInfo info = queryProbe(connectUnixSocket(path), queryOptions());
        QVERIFY(!info.ok);
        const TransportDiagnosis d = diagnoseTransport(transportFailure("", info));
        QVERIFY2(d.problem == TransportProblem::SocketMissing, qPrintable(describe(d)));
        QVERIFY2(QString::fromStdString(d.detail).contains(QString::fromStdString(path)), qPrintable(describe(d)));
    }

    void theClientsLanguageDoesNotChangeTheDiagnosis_data()
    {
        // Each row's failure: failureNamed(its name).
        QTest::addColumn<int>("problem");
        QTest::newRow("helper not started") << int(TransportProblem::HelperMissing);
        QTest::newRow("helper not on the node") << int(TransportProblem::HelperMissing);
        QTest::newRow("tool missing") << int(TransportProblem::ToolMissing);
        QTest::newRow("no socket") << int(TransportProblem::SocketMissing);
        QTest::newRow("probe left") << int(TransportProblem::ConnectionLost);
        QTest::newRow("probe fell silent") << int(TransportProblem::ConnectionLost);
        QTest::newRow("another version") << int(TransportProblem::VersionMismatch);
        QTest::newRow("another version, capturing") << int(TransportProblem::VersionMismatch);
        QTest::newRow("refused") << int(TransportProblem::PermissionDenied);
        QTest::newRow("capture not supported") << int(TransportProblem::NotSupported);
    }

    void theClientsLanguageDoesNotChangeTheDiagnosis()
    {
        QFETCH(int, problem);
        const std::function<TransportFailure()> fail = failureNamed(QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(fail);
        const TransportFailure english = fail();
        TransportFailure translated;
        {
            const TranslatorScope scope(&inGuillemets);
            translated = fail();
        }
        QVERIFY2(translated.error.find("«") != std::string::npos, translated.error.c_str());
        QCOMPARE(int(translated.cause), int(english.cause));
        const TransportDiagnosis inEnglish = diagnoseTransport(english);
        const TransportDiagnosis inTranslation = diagnoseTransport(translated);
        QVERIFY2(inEnglish.problem == TransportProblem(problem), qPrintable(describe(inEnglish)));
        QVERIFY2(inTranslation.problem == TransportProblem(problem), qPrintable(describe(inTranslation)));
    }

    void aProbeOnASocketAnswers()
    {
        if (kProbe.empty())
            QSKIP("faultline-probe is not built here (-DFAULTLINE_BUILD_PROBE=ON)");
        if (::geteuid() != 0)
            QSKIP("the socket admits the group root here: needs root");
        const QString socketPath = m_dir.filePath(QStringLiteral("replay.sock"));
        QProcess probe;
        probe.start(QString::fromStdString(kProbe),
                    {QStringLiteral("replay"), QString::fromStdString(m_capture), QStringLiteral("--speed"),
                     QStringLiteral("0"), QStringLiteral("--serve"), QStringLiteral("--unix"), socketPath,
                     QStringLiteral("--group"), QStringLiteral("root")});
        QVERIFY(probe.waitForStarted());
        for (int i = 0; i < 100 && !QFile::exists(socketPath); ++i)
            QTest::qWait(50);
        QVERIFY2(QFile::exists(socketPath), probe.readAllStandardError().constData());
        const ProbeInfo info = queryProbe(connectUnixSocket(socketPath.toStdString()), queryOptions());
        QVERIFY2(info.ok, info.error.c_str());
        QCOMPARE(info.node, std::string("stream-node"));
        QVERIFY(info.has(std::string(protocol::kCapReplay)));
        probe.terminate();
        QVERIFY(probe.waitForFinished(10'000));
    }
};

QTEST_GUILESS_MAIN(TestTransportDiagnosis)
#include "tst_transport_diagnosis.moc"
