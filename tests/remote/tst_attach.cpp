// `faultline attach` and `faultline-probe serve/replay` as processes: a million events through
// stdio, a transport killed mid-stream and resumed, refusals a person can act on (version,
// transport errors), malformed and oversized frames sent to the probe, the live serve's
// process list and target checks, and the Unix socket's permissions and peer check.

#include "AttachClient.h"
#include "FrameDecoder.h"
#include "FrameReader.h"
#include "MessageValidator.h"
#include "Protocol.h"
#include "RawFrame.h"
#include "StreamTestSupport.h"
#include "TestPorts.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <csignal>
#include <grp.h>
#include <map>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace faultline;
using namespace faultline::protocol;

namespace {

constexpr int kTimeoutMs = 300'000;
constexpr std::int64_t kMillion = 1'000'000;
constexpr std::uint32_t kNoSuchPid = 4'194'303; // the largest pid a 64-bit kernel can give, never in use here

const QString kFaultline = QStringLiteral(FAULTLINE_BINARY);
const QString kProbe = QStringLiteral(FAULTLINE_PROBE_BINARY);

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    Run result;
    if (!process.waitForFinished(kTimeoutMs) || process.exitStatus() != QProcess::NormalExit)
        return result;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

std::string metaValueOf(const QString& capturePath, const std::string& key)
{
    capture::CaptureReader reader;
    std::string error;
    if (!reader.open(capturePath.toStdString(), &error))
        return {};
    for (const capture::MetaEntry& e : reader.meta()) {
        if (e.key == key)
            return e.value;
    }
    return {};
}

std::string helloFrame(std::uint32_t version = kProtocolVersion)
{
    wire::Envelope m;
    m.mutable_hello()->set_protocol_version(version);
    m.mutable_hello()->set_software("faultline test");
    return test::frameOf(m.SerializeAsString());
}

std::string frameFor(const wire::Envelope& m)
{
    return test::frameOf(m.SerializeAsString());
}

// Every message a probe process writes until it closes its stdout.
std::vector<wire::Envelope> readUntilClosed(QProcess& process)
{
    std::vector<wire::Envelope> messages;
    FrameDecoder decoder;
    for (;;) {
        const bool more = process.waitForReadyRead(30'000);
        const QByteArray bytes = process.readAllStandardOutput();
        decoder.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        std::string_view payload;
        while (decoder.next(&payload) == FrameDecoder::Status::Frame) {
            wire::Envelope m;
            ProtocolError error;
            if (!MessageValidator::decode(payload, &m, &error))
                return messages;
            messages.push_back(m);
        }
        if (!more && bytes.isEmpty())
            return messages;
    }
}

// The next message from a probe process, waiting up to 30 s.
bool readMessage(QProcess& process, FrameDecoder& decoder, wire::Envelope* m)
{
    for (int i = 0; i < 300; ++i) {
        std::string_view payload;
        if (decoder.next(&payload) == FrameDecoder::Status::Frame) {
            ProtocolError error;
            return MessageValidator::decode(payload, m, &error);
        }
        process.waitForReadyRead(100);
        const QByteArray bytes = process.readAllStandardOutput();
        decoder.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    }
    return false;
}

// A group that `nobody` is not a member of, and that is not its own.
gid_t strangerGroup()
{
    for (const char* name : {"daemon", "bin", "sys", "adm", "lp"}) {
        if (const group* g = getgrnam(name)) {
            bool member = false;
            for (char** m = g->gr_mem; m && *m; ++m)
                member = member || std::string(*m) == "nobody";
            if (!member && g->gr_gid != 65534)
                return g->gr_gid;
        }
    }
    return 0;
}

// Outcomes of a forked client on the Unix socket (its exit status).
enum ChildOutcome : int {
    Refused = 10,       // an Error PERMISSION_DENIED frame, then the end
    Greeted = 11,       // the probe's hello
    CannotConnect = 12, // connect() failed
    Other = 13,
};

// Connects to `path` from a child process with the given credentials, sends a hello, and
// reports what came back.
int connectAs(const std::string& path, uid_t uid, gid_t gid, std::vector<gid_t> groups)
{
    const pid_t child = ::fork();
    if (child == 0) {
        if (::setgroups(groups.size(), groups.data()) != 0 || ::setresgid(gid, gid, gid) != 0
            || ::setresuid(uid, uid, uid) != 0)
            ::_exit(Other);
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::memcpy(address.sun_path, path.c_str(), path.size());
        if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0)
            ::_exit(CannotConnect);
        const std::string hello = helloFrame();
        static_cast<void>(::send(fd, hello.data(), hello.size(), MSG_NOSIGNAL));
        FrameReader reader(fd);
        std::string_view payload;
        if (reader.read(&payload, 10'000) != FrameReader::Result::Frame)
            ::_exit(Other);
        wire::Envelope m;
        ProtocolError error;
        if (!MessageValidator::decode(payload, &m, &error))
            ::_exit(Other);
        if (m.has_hello())
            ::_exit(Greeted);
        if (m.has_error() && m.error().code() == wire::PERMISSION_DENIED
            && reader.read(&payload, 10'000) == FrameReader::Result::Closed)
            ::_exit(Refused);
        ::_exit(Other);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// A transport to a Unix socket for the in-process attach client.
class UnixTransport : public remote::Transport
{
public:
    explicit UnixTransport(int fd)
        : m_fd(fd)
    {
    }
    ~UnixTransport() override { close(); }
    [[nodiscard]] int readFd() const override { return m_fd; }
    [[nodiscard]] int writeFd() const override { return m_fd; }
    void close() override
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }

private:
    int m_fd;
};

// Debian's sshd on a loopback port with a throwaway host key and a throwaway key for root, for
// the transport the app uses: `ssh node faultline-probe serve --stdio`.
class SshServer
{
public:
    ~SshServer()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            m_process.waitForFinished(10'000);
        }
    }

    // Empty when it runs; otherwise why it cannot.
    QString start(const QString& dir)
    {
        if (::geteuid() != 0)
            return QStringLiteral("sshd needs root here (privilege separation, login as root)");
        for (const char* tool : {"/usr/sbin/sshd", "/usr/bin/ssh", "/usr/bin/ssh-keygen"}) {
            if (!QFile::exists(QString::fromLatin1(tool)))
                return QStringLiteral("%1 is not installed (apt install openssh-server openssh-client)")
                    .arg(QString::fromLatin1(tool));
        }
        // What Debian's ssh.service creates at boot (RuntimeDirectory=sshd); containers lack it.
        if (!QDir(QStringLiteral("/run/sshd")).exists() && ::mkdir("/run/sshd", 0755) != 0)
            return QStringLiteral("cannot create /run/sshd");
        if (!QDir().mkpath(dir))
            return QStringLiteral("cannot create %1").arg(dir);
        m_key = dir + QStringLiteral("/user_key");
        for (const QString& key : QStringList{dir + QStringLiteral("/host_key"), m_key}) {
            if (run(QStringLiteral("/usr/bin/ssh-keygen"),
                    {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                     QString(), QStringLiteral("-f"), key})
                    .exitCode
                != 0)
                return QStringLiteral("ssh-keygen failed");
        }
        if (!QFile::copy(m_key + QStringLiteral(".pub"), dir + QStringLiteral("/authorized_keys")))
            return QStringLiteral("cannot write authorized_keys");
        m_port = static_cast<quint16>(test::closedPort());
        if (m_port == 0)
            return QStringLiteral("no free loopback port");
        const QString config = dir + QStringLiteral("/sshd_config");
        QFile file(config);
        if (!file.open(QIODevice::WriteOnly))
            return QStringLiteral("cannot write sshd_config");
        file.write(QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2/host_key\nPidFile %2/sshd.pid\n"
                                  "AuthorizedKeysFile %2/authorized_keys\nPasswordAuthentication no\n"
                                  "KbdInteractiveAuthentication no\nPubkeyAuthentication yes\n"
                                  "PermitRootLogin prohibit-password\nStrictModes no\nUsePAM no\nAllowUsers root\n")
                       .arg(m_port)
                       .arg(dir)
                       .toUtf8());
        file.close();
        m_process.start(QStringLiteral("/usr/sbin/sshd"),
                        {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), config});
        if (!m_process.waitForStarted())
            return QStringLiteral("sshd did not start");
        for (int i = 0; i < 100; ++i) {
            if (listening())
                return {};
            if (m_process.state() == QProcess::NotRunning)
                break;
            QTest::qWait(100);
        }
        return QStringLiteral("sshd did not listen: %1").arg(QString::fromUtf8(m_process.readAllStandardError()));
    }

    // `ssh ... root@127.0.0.1` followed by the remote command.
    [[nodiscard]] QStringList command(const QStringList& remote) const
    {
        return QStringList{QStringLiteral("ssh"),
                           QStringLiteral("-p"),
                           QString::number(m_port),
                           QStringLiteral("-i"),
                           m_key,
                           QStringLiteral("-o"),
                           QStringLiteral("BatchMode=yes"),
                           QStringLiteral("-o"),
                           QStringLiteral("StrictHostKeyChecking=no"),
                           QStringLiteral("-o"),
                           QStringLiteral("UserKnownHostsFile=/dev/null"),
                           QStringLiteral("-o"),
                           QStringLiteral("LogLevel=ERROR"),
                           QStringLiteral("root@127.0.0.1")}
        + remote;
    }

private:
    [[nodiscard]] bool listening() const
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(m_port);
        const bool ok = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
        ::close(fd);
        return ok;
    }

    QProcess m_process;
    QString m_key;
    quint16 m_port = 0;
};

} // namespace

class TestAttach : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_million;
    QString m_small;

    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_million = path("million.db");
        m_small = path("small.db");
        const test::GeneratedCapture million = test::writeStreamCapture(m_million.toStdString(), kMillion, 5);
        QVERIFY2(million.error.empty(), million.error.c_str());
        const test::GeneratedCapture small = test::writeStreamCapture(m_small.toStdString(), 20'000, 6);
        QVERIFY2(small.error.empty(), small.error.c_str());
    }

    void attachSavesAMillionEventsStreamedOverStdio()
    {
        const QString output = path("attach-million.db");
        const Run r = run(kFaultline,
                          {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--"), kProbe,
                           QStringLiteral("replay"), m_million, QStringLiteral("--speed"), QStringLiteral("0"),
                           QStringLiteral("--serve"), QStringLiteral("--stdio")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("1000000 events from stream-node")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("end of the capture")), qPrintable(r.out));
        const std::string difference = test::compareCaptures(m_million.toStdString(), output.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());
    }

    void aTransportKilledMidStreamIsResumedWithoutLossOrDuplicates()
    {
        // `head -c` ends each connection after 3 MB, inside a frame, and takes the probe and the
        // shell with it (kill 0: their process group), as a dropped SSH session would. Every
        // connection after the first resumes where the last ended. (Unbuffered: head's stdio
        // would hold the probe's hello back, and the client waits for it.)
        const QString output = path("attach-resumed.db");
        const QString transport = QStringLiteral(
            "\"$0\" replay \"$1\" --speed 0 --serve --stdio | { stdbuf -o0 head -c 3000001; kill 0; }");
        const Run r = run(kFaultline,
                          {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--"),
                           QStringLiteral("sh"), QStringLiteral("-c"), transport, kProbe, m_million});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QRegularExpressionMatch resumed = QRegularExpression(QStringLiteral("resumed (\\d+) times")).match(r.out);
        QVERIFY2(resumed.hasMatch() && resumed.captured(1).toInt() >= 3, qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("1000000 events")), qPrintable(r.out));
        const std::string difference = test::compareCaptures(m_million.toStdString(), output.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());
    }

    void severalNodesAreCapturedAtOnceAndMerged()
    {
        // Two replays of different captures, both calling their node "stream-node"; one path has
        // a space, quoted as a shell would.
        const QString spaced = path("small copy.db");
        QVERIFY(QFile::copy(m_small, spaced));
        const QString output = path("nodes.db");
        const QString second = QStringLiteral("'%1' replay '%2' --speed 0 --serve --stdio").arg(kProbe, spaced);
        const Run r = run(kFaultline,
                          {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--node"),
                           QStringLiteral("%1 replay %2 --speed 0 --serve --stdio").arg(kProbe, m_million),
                           QStringLiteral("--node"), second});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        // A line per node: events, drops and the clock offset measured.
        const QRegularExpression line(
            QStringLiteral("^(stream-node(?:#2)?): (\\d+) events, (\\d+) dropped, clock offset [+-][0-9.]+ \\S+ ± "),
            QRegularExpression::MultilineOption);
        std::map<QString, int> events;
        for (auto it = line.globalMatch(r.out); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            events[m.captured(1)] = m.captured(2).toInt();
            QCOMPARE(m.captured(3), QStringLiteral("20"));
        }
        QVERIFY2(events.size() == 2, qPrintable(r.out));
        QCOMPARE(events[QStringLiteral("stream-node")], 1'000'000);
        QCOMPARE(events[QStringLiteral("stream-node#2")], 20'000);
        QVERIFY2(r.out.contains(QStringLiteral("1020000 events from 2 of 2 nodes written to ") + output),
                 qPrintable(r.out));
        // No part file left beside the output.
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("nodes.db*")}), QStringList{QStringLiteral("nodes.db")});

        // Each node's events are its source's, moved by the clock offset measured for it, each
        // process's with its job rank (rank, local_rank, world_size); each node's session keeps
        // the world size its ranks agree on.
        capture::CaptureReader merged;
        std::string error;
        QVERIFY2(merged.open(output.toStdString(), &error), error.c_str());
        std::map<std::string, std::string> meta;
        for (const capture::MetaEntry& e : merged.meta())
            meta[e.key] = e.value;
        for (const auto& [node, source] :
             {std::pair{std::string("stream-node"), m_million}, std::pair{std::string("stream-node#2"), spaced}}) {
            const std::string shift = meta["node." + node + ".shift_ns"];
            QVERIFY2(!shift.empty() && !meta["node." + node + ".clock_uncertainty_ns"].empty(), node.c_str());
            // One machine: the offset is 0 within what was measured.
            QVERIFY(std::abs(std::stoll(shift)) <= std::stoll(meta["node." + node + ".clock_uncertainty_ns"]));
            const std::string difference = test::compareMergedNode(source.toStdString(), output.toStdString(), node,
                                                                   std::stoll(shift));
            QVERIFY2(difference.empty(), difference.c_str());
        }
        const std::vector<capture::Session> sessions = merged.sessions();
        QCOMPARE(sessions.size(), std::size_t(2));
        for (const capture::Session& s : sessions)
            QVERIFY(s.job == (capture::JobRank{-1, -1, 4}));
    }

    void aNodeThatFailsIsNamedAndTheOthersAreSaved()
    {
        const QString output = path("one-fails.db");
        const Run r = run(kFaultline,
                          {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--node"),
                           QStringLiteral("%1 replay %2 --speed 0 --serve --stdio").arg(kProbe, m_small),
                           QStringLiteral("--node"),
                           QStringLiteral("%1 replay /nonexistent/x.db --serve --stdio").arg(kProbe)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("node 2 (")) && r.err.contains(QStringLiteral("/nonexistent/x.db")),
                 qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("20000 events from 1 of 2 nodes written to ")), qPrintable(r.out));
        const std::string difference = test::compareMergedNode(
            m_small.toStdString(), output.toStdString(), "stream-node",
            std::stoll(metaValueOf(output, "node.stream-node.shift_ns")));
        QVERIFY2(difference.empty(), difference.c_str());

        const Run quotes = run(kFaultline,
                               {QStringLiteral("attach"), QStringLiteral("-o"), path("never.db"),
                                QStringLiteral("--node"), QStringLiteral("ssh 'gpu-1"), QStringLiteral("--node"),
                                QStringLiteral("ssh gpu-2")});
        QCOMPARE(quotes.exitCode, 2);
        QVERIFY2(quotes.err.contains(QStringLiteral("single quote")), qPrintable(quotes.err));
    }

    void ctrlCStopsTheCaptureAndKeepsWhatArrived()
    {
        // The million events span about ten seconds of recorded time: replayed at that pace, the
        // capture is still running when the client is interrupted.
        const QString output = path("interrupted.db");
        QProcess attach;
        attach.start(kFaultline,
                     {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--"), kProbe,
                      QStringLiteral("replay"), m_million, QStringLiteral("--speed"), QStringLiteral("1"),
                      QStringLiteral("--serve"), QStringLiteral("--stdio")});
        QVERIFY(attach.waitForStarted());
        for (int i = 0; i < 300 && !QFile::exists(output); ++i)
            QTest::qWait(100);
        QVERIFY(QFile::exists(output));
        QTest::qWait(1500);
        QVERIFY(::kill(static_cast<pid_t>(attach.processId()), SIGINT) == 0);
        QVERIFY(attach.waitForFinished(60'000));
        const QString out = QString::fromUtf8(attach.readAllStandardOutput());
        QVERIFY2(attach.exitCode() == 0, qPrintable(QString::fromUtf8(attach.readAllStandardError())));
        QVERIFY2(out.contains(QStringLiteral("the probe ended the capture: stopped by the client")), qPrintable(out));
        std::size_t received = 0;
        const std::string difference = test::compareCaptures(m_million.toStdString(), output.toStdString(), true,
                                                             &received);
        QVERIFY2(difference.empty(), difference.c_str());
        QVERIFY2(received < std::size_t(kMillion), std::to_string(received).c_str());
        QVERIFY2(out.contains(QStringLiteral("%1 events from").arg(received)), qPrintable(out));
    }

    void aProbeOfAnotherProtocolVersionIsNamedInTheError()
    {
        wire::Envelope hello;
        hello.mutable_hello()->set_protocol_version(kProtocolVersion + 98);
        hello.mutable_hello()->set_software("faultline-probe 99.0");
        const QString answer = path("future-hello.bin");
        {
            QFile file(answer);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const std::string bytes = frameFor(hello);
            file.write(bytes.data(), static_cast<qint64>(bytes.size()));
        }
        const QString output = path("never-written.db");
        const Run r = run(kFaultline,
                          {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--"),
                           QStringLiteral("sh"), QStringLiteral("-c"),
                           QStringLiteral("cat \"$0\"; exec cat > /dev/null"), answer});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("faultline-probe 99.0 speaks protocol %1").arg(kProtocolVersion + 98)),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("install matching versions")), qPrintable(r.err));
        QVERIFY(!QFile::exists(output));
    }

    void aTransportThatFailsSaysWhy()
    {
        const QString output = path("failed.db");
        Run r = run(kFaultline,
                    {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--"), QStringLiteral("sh"),
                     QStringLiteral("-c"), QStringLiteral("echo 'sudo: a password is required' >&2; exit 1")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("before the probe answered")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("sudo: a password is required")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("exited with status 1")), qPrintable(r.err));

        r = run(kFaultline,
                {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--"),
                 QStringLiteral("/nonexistent/faultline-probe"), QStringLiteral("serve")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot run /nonexistent/faultline-probe")), qPrintable(r.err));

        r = run(kFaultline, {QStringLiteral("attach"), QStringLiteral("-o"), output});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("missing the transport command")), qPrintable(r.err));
        r = run(kFaultline,
                {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--pid"), QStringLiteral("x1"),
                 QStringLiteral("--"), QStringLiteral("true")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(output));
    }

    void anExistingCaptureIsNotReplacedUnlessAsked()
    {
        const QString output = path("existing.db");
        QFile file(output);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("keep me");
        file.close();
        const QStringList transport = {QStringLiteral("--"),      kProbe,
                                       QStringLiteral("replay"),  m_small,
                                       QStringLiteral("--speed"), QStringLiteral("0"),
                                       QStringLiteral("--serve"), QStringLiteral("--stdio")};
        Run r = run(kFaultline, QStringList{QStringLiteral("attach"), QStringLiteral("-o"), output} + transport);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("exists")), qPrintable(r.err));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("keep me"));
        file.close();
        r = run(kFaultline,
                QStringList{QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--force")}
                    + transport);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const std::string difference = test::compareCaptures(m_small.toStdString(), output.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());
    }

    void attachWorksOverRealSsh()
    {
        SshServer ssh;
        const QString why = ssh.start(path("ssh"));
        if (!why.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no sshd on loopback: %1").arg(why)));

        const QString output = path("over-ssh.db");
        Run r = run(kFaultline,
                    QStringList{QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--")}
                        + ssh.command({kProbe, QStringLiteral("replay"), m_small, QStringLiteral("--speed"),
                                       QStringLiteral("0"), QStringLiteral("--serve"), QStringLiteral("--stdio")}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        std::string difference = test::compareCaptures(m_small.toStdString(), output.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());

        // The remote end cut after 300 kB each time (a batch and a piece): every connection is a new
        // SSH session.
        const QString resumed = path("over-ssh-resumed.db");
        r = run(kFaultline,
                QStringList{QStringLiteral("attach"), QStringLiteral("-o"), resumed, QStringLiteral("--")}
                    + ssh.command({QStringLiteral("'%1' replay '%2' --speed 0 --serve --stdio | { stdbuf -o0 "
                                                  "head -c 300001; kill 0; }")
                                       .arg(kProbe, m_small)}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("resumed")), qPrintable(r.out));
        difference = test::compareCaptures(m_small.toStdString(), resumed.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());

        // What ssh says when the probe is not there reaches the user.
        r = run(kFaultline,
                QStringList{QStringLiteral("attach"), QStringLiteral("-o"), path("no-probe.db"), QStringLiteral("--")}
                    + ssh.command({QStringLiteral("/nonexistent/faultline-probe"), QStringLiteral("serve"),
                                   QStringLiteral("--stdio")}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/faultline-probe"))
                     && r.err.contains(QStringLiteral("ssh exited")),
                 qPrintable(r.err));
    }

    void theProbeAnswersBadFramesWithAnErrorAndLeaves_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::newRow("oversized") << QByteArray("\xff\xff\xff\x7f", 4) << int(wire::FRAME_TOO_LARGE);
        QTest::newRow("malformed") << QByteArray::fromStdString(test::frameOf("\x0a\x50"
                                                                              "abc"))
                                   << int(wire::MALFORMED);
        QTest::newRow("unknown message") << QByteArray::fromStdString(test::frameOf(std::string("\x9a\x06\x00", 3)))
                                         << int(wire::UNKNOWN_MESSAGE);
        QTest::newRow("other version") << QByteArray::fromStdString(helloFrame(kProtocolVersion + 1))
                                       << int(wire::VERSION_MISMATCH);
        wire::Envelope start;
        start.mutable_start_capture()->add_pids(kMaxPid + 1);
        QTest::newRow("pid out of range")
            << QByteArray::fromStdString(helloFrame() + frameFor(start)) << int(wire::OUT_OF_RANGE);
    }

    void theProbeAnswersBadFramesWithAnErrorAndLeaves()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QProcess probe;
        probe.start(kProbe, {QStringLiteral("replay"), m_small, QStringLiteral("--serve"), QStringLiteral("--stdio")});
        QVERIFY(probe.waitForStarted());
        probe.write(bytes);
        const std::vector<wire::Envelope> messages = readUntilClosed(probe);
        QVERIFY(!messages.empty());
        const wire::Envelope& last = messages.back();
        QVERIFY2(last.has_error(), std::string(MessageValidator::bodyName(last)).c_str());
        QCOMPARE(int(last.error().code()), code);
        // It left on its own, its stdin still open.
        QVERIFY(probe.state() == QProcess::NotRunning || probe.waitForFinished(30'000));
        QCOMPARE(probe.exitCode(), 1);
        QVERIFY(!probe.readAllStandardError().isEmpty());
    }

    void theProbeLeavesWhenItsClientGoesAway()
    {
        QProcess probe;
        probe.start(kProbe,
                    {QStringLiteral("replay"), m_million, QStringLiteral("--speed"), QStringLiteral("1"),
                     QStringLiteral("--serve"), QStringLiteral("--stdio")});
        QVERIFY(probe.waitForStarted());
        wire::Envelope start;
        start.mutable_start_capture()->set_all(true);
        probe.write(QByteArray::fromStdString(helloFrame() + frameFor(start)));
        FrameDecoder decoder;
        wire::Envelope m;
        QVERIFY(readMessage(probe, decoder, &m));
        QVERIFY(m.has_hello());
        QVERIFY(readMessage(probe, decoder, &m));
        QVERIFY(m.has_capture_started());
        // The capture is paced over minutes; the probe must not wait for it to end.
        probe.closeWriteChannel();
        QVERIFY(probe.waitForFinished(30'000));
        QCOMPARE(probe.exitCode(), 0);
    }

    void liveServeListsOnlyTheCallersProcessesAndChecksTargets()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: the probe takes the caller from SUDO_UID or PKEXEC_UID only when it runs as root");
        // `sudoUid` as sudo sets it, or PKEXEC_UID as pkexec does when `through` names it.
        auto serve = [&](const QString& sudoUid, const std::string& requests,
                         const QString& through = QStringLiteral("SUDO_UID")) {
            QProcess probe;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.remove(QStringLiteral("SUDO_UID"));
            environment.remove(QStringLiteral("SUDO_GID"));
            environment.remove(QStringLiteral("PKEXEC_UID"));
            if (!sudoUid.isEmpty())
                environment.insert(through, sudoUid);
            probe.setProcessEnvironment(environment);
            probe.start(kProbe, {QStringLiteral("serve"), QStringLiteral("--stdio")});
            probe.waitForStarted();
            probe.write(QByteArray::fromStdString(requests));
            std::vector<wire::Envelope> messages = readUntilClosed(probe);
            probe.waitForFinished(30'000);
            return messages;
        };
        wire::Envelope list;
        list.mutable_list_processes();
        // Starting a capture is not tried here (the probe's end-to-end tests stream live ones):
        // a pid that does not exist and one of another user are refused before anything attaches.
        wire::Envelope start;
        start.mutable_start_capture()->add_pids(kNoSuchPid);
        const std::string requests = helloFrame() + frameFor(list) + frameFor(start);
        wire::Envelope startRoots;
        startRoots.mutable_start_capture()->add_pids(static_cast<std::uint32_t>(::getpid()));
        const std::string requestsForRoots = helloFrame() + frameFor(list) + frameFor(startRoots);

        // Root through sudo as root: every process, this test among them.
        std::vector<wire::Envelope> messages = serve(QStringLiteral("0"), requests);
        QCOMPARE(messages.size(), std::size_t{3});
        QVERIFY(messages[0].has_hello());
        for (const std::string_view capability : {kCapLive, kCapResume, kCapProcesses}) {
            QVERIFY(std::find(messages[0].hello().capabilities().begin(), messages[0].hello().capabilities().end(),
                              std::string(capability))
                    != messages[0].hello().capabilities().end());
        }
        bool found = false;
        for (const wire::Process& p : messages[1].process_list().processes()) {
            if (p.pid() == static_cast<std::uint32_t>(::getpid())) {
                found = true;
                QCOMPARE(p.uid(), 0u);
                QVERIFY2(p.command_line().find("tst_attach") != std::string::npos, p.command_line().c_str());
            }
        }
        QVERIFY(found);
        QCOMPARE(int(messages[2].error().code()), int(wire::OUT_OF_RANGE));
        QVERIFY2(messages[2].error().message().find("no process " + std::to_string(kNoSuchPid)) != std::string::npos,
                 messages[2].error().message().c_str());

        // Through sudo as nobody: root's processes are neither listed nor traceable.
        messages = serve(QStringLiteral("65534"), requestsForRoots);
        QCOMPARE(messages.size(), std::size_t{3});
        for (const wire::Process& p : messages[1].process_list().processes())
            QCOMPARE(p.uid(), 65534u);
        QCOMPARE(int(messages[2].error().code()), int(wire::PERMISSION_DENIED));
        QVERIFY2(messages[2].error().message().find("belongs to uid 0") != std::string::npos,
                 messages[2].error().message().c_str());

        // Through pkexec (Capture > Record Local Process) as nobody: the same.
        messages = serve(QStringLiteral("65534"), requestsForRoots, QStringLiteral("PKEXEC_UID"));
        QCOMPARE(messages.size(), std::size_t{3});
        for (const wire::Process& p : messages[1].process_list().processes())
            QCOMPARE(p.uid(), 65534u);
        QCOMPARE(int(messages[2].error().code()), int(wire::PERMISSION_DENIED));
        QVERIFY2(messages[2].error().message().find("belongs to uid 0") != std::string::npos,
                 messages[2].error().message().c_str());

        // faultline attach says what the probe said, and leaves no empty capture behind.
        const QString output = path("live.db");
        const Run r = run(kFaultline,
                          {QStringLiteral("attach"), QStringLiteral("-o"), output, QStringLiteral("--pid"),
                           QString::number(kNoSuchPid), QStringLiteral("--"), kProbe, QStringLiteral("serve"),
                           QStringLiteral("--stdio"), QStringLiteral("--capture-dir"), path("node-captures")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("the probe refused: no process %1").arg(kNoSuchPid)), qPrintable(r.err));
        QVERIFY(!QFile::exists(output));
    }

    void theUnixSocketAdmitsOnlyTheAllowedGroup()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: the test connects as other users");
        const gid_t group = strangerGroup();
        if (group == 0)
            QSKIP("no system group without nobody in it");
        // nobody must reach the socket's directory.
        QVERIFY(::chmod(QFile::encodeName(m_dir.path()).constData(), 0711) == 0);
        const std::string socketPath = path("probe.sock").toStdString();
        QProcess probe;
        probe.start(kProbe,
                    {QStringLiteral("replay"), m_small, QStringLiteral("--speed"), QStringLiteral("0"),
                     QStringLiteral("--serve"), QStringLiteral("--unix"), QString::fromStdString(socketPath),
                     QStringLiteral("--group"), QString::number(group)});
        QVERIFY(probe.waitForStarted());
        struct stat st
        {
        };
        // The probe binds the socket (root's, mode 0600), then gives it its group and mode: wait for
        // the end of that, not only for the file (a loaded machine stats it in between).
        const auto settled = [&] {
            return ::stat(socketPath.c_str(), &st) == 0 && (st.st_mode & 0777) == 0660 && st.st_gid == group;
        };
        for (int i = 0; i < 100 && !settled(); ++i)
            QTest::qWait(100);
        QVERIFY2(S_ISSOCK(st.st_mode), qPrintable(QString::fromUtf8(probe.readAllStandardError())));
        QCOMPARE(st.st_mode & 0777, mode_t(0660));
        QCOMPARE(st.st_gid, group);
        QCOMPARE(st.st_uid, uid_t(0));

        // The file's mode keeps out whoever is not in the group...
        QCOMPARE(connectAs(socketPath, 65534, 65534, {65534}), int(CannotConnect));
        // ...and SO_PEERCRED keeps out a process that holds the group without being a member.
        QCOMPARE(connectAs(socketPath, 65534, 65534, {group}), int(Refused));
        // A process running with the group as its own is let in.
        QCOMPARE(connectAs(socketPath, 65534, group, {group}), int(Greeted));

        // Root attaches and gets the whole capture.
        const QString output = path("socket-received.db");
        remote::AttachOptions options;
        options.output = output.toStdString();
        options.software = "faultline test";
        remote::AttachClient client(options, [&](remote::ClientError* error) -> std::unique_ptr<remote::Transport> {
            const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
            sockaddr_un address{};
            address.sun_family = AF_UNIX;
            std::memcpy(address.sun_path, socketPath.c_str(), socketPath.size());
            if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
                *error = {remote::FailureCause::CannotConnect, "connect failed"};
                ::close(fd);
                return nullptr;
            }
            return std::make_unique<UnixTransport>(fd);
        });
        const remote::AttachResult result = client.run();
        QVERIFY2(result.ok, result.error.c_str());
        const std::string difference = test::compareCaptures(m_small.toStdString(), output.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());

        probe.terminate();
        QVERIFY(probe.waitForFinished(30'000));
        QCOMPARE(probe.exitCode(), 0);
        QVERIFY(!QFile::exists(QString::fromStdString(socketPath))); // removed on the way out
    }
};

QTEST_GUILESS_MAIN(TestAttach)
#include "tst_attach.moc"
