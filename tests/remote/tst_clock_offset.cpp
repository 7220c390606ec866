// The attach client measures each node's clock offset NTP-style: the estimator on synthetic
// exchanges, then a real probe (StreamServer + ReplaySource, in-process over socketpairs) behind
// a relay that moves every clock reading and event time it sends by a known amount, as a node
// whose clock is off would. Also the shell-like splitting of `faultline attach --node` values.

#include "AttachClient.h"
#include "CaptureReader.h"
#include "ClockOffset.h"
#include "FrameDecoder.h"
#include "MessageChannel.h"
#include "ReplaySource.h"
#include "ShellWords.h"
#include "StreamServer.h"
#include "StreamTestSupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace faultline;
using namespace faultline::protocol;

namespace {

constexpr std::int64_t kMs = 1'000'000;

bool socketPair(int fds[2])
{
    return ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0;
}

// A probe replaying `path` on `fd`, in a thread.
class ServerThread
{
public:
    ServerThread(std::string path, int fd)
        : m_fd(fd)
    {
        m_thread = std::thread([this, path = std::move(path)] {
            probe::ReplaySource source;
            std::string error;
            if (source.open(path, 0, &error)) {
                MessageChannel channel(m_fd, m_fd, Role::Server, "faultline-probe test");
                probe::StreamServer server(channel, source);
                static_cast<void>(server.run());
            }
            ::shutdown(m_fd, SHUT_RDWR);
        });
    }
    ~ServerThread()
    {
        if (m_thread.joinable())
            m_thread.join();
        ::close(m_fd);
    }
    ServerThread(const ServerThread&) = delete;
    ServerThread& operator=(const ServerThread&) = delete;

private:
    int m_fd;
    std::thread m_thread;
};

// Between the client and the probe: passes the client's bytes as they are, and re-encodes every
// message of the probe with its clock readings (Hello, Status) and its event times moved by
// `shiftNs`, so that the probe looks like a node whose clock is `shiftNs` ahead.
class ShiftingRelay
{
public:
    ShiftingRelay(int clientFd, int serverFd, std::int64_t shiftNs)
    {
        m_thread = std::thread([clientFd, serverFd, shiftNs] {
            FrameDecoder decoder;
            char buffer[65536];
            std::string out;
            for (bool open = true; open;) {
                pollfd fds[2] = {{clientFd, POLLIN, 0}, {serverFd, POLLIN, 0}};
                if (::poll(fds, 2, 10'000) <= 0)
                    break;
                if (fds[0].revents) {
                    const ssize_t n = ::read(clientFd, buffer, sizeof buffer);
                    if (n <= 0 || ::send(serverFd, buffer, static_cast<std::size_t>(n), MSG_NOSIGNAL) != n)
                        break;
                }
                if (!fds[1].revents)
                    continue;
                const ssize_t n = ::read(serverFd, buffer, sizeof buffer);
                if (n <= 0)
                    break;
                decoder.feed(buffer, static_cast<std::size_t>(n));
                out.clear();
                std::string_view payload;
                while (decoder.next(&payload) == FrameDecoder::Status::Frame) {
                    wire::Envelope m;
                    if (!m.ParseFromArray(payload.data(), static_cast<int>(payload.size()))) {
                        open = false;
                        break;
                    }
                    if (m.has_hello())
                        m.mutable_hello()->mutable_clock()->set_realtime_ns(m.hello().clock().realtime_ns() + shiftNs);
                    if (m.has_status())
                        m.mutable_status()->mutable_clock()->set_realtime_ns(m.status().clock().realtime_ns()
                                                                             + shiftNs);
                    // Times are deltas after the first: moving the first moves them all.
                    if (m.has_event_batch() && m.event_batch().timestamp_size() > 0)
                        m.mutable_event_batch()->set_timestamp(0, m.event_batch().timestamp(0) + shiftNs);
                    if (!appendFrame(m, &out)) {
                        open = false;
                        break;
                    }
                }
                if (!out.empty()
                    && ::send(clientFd, out.data(), out.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(out.size()))
                    break;
            }
            ::shutdown(clientFd, SHUT_RDWR);
            ::shutdown(serverFd, SHUT_RDWR);
            ::close(clientFd);
            ::close(serverFd);
        });
    }
    ~ShiftingRelay()
    {
        if (m_thread.joinable())
            m_thread.join();
    }
    ShiftingRelay(const ShiftingRelay&) = delete;
    ShiftingRelay& operator=(const ShiftingRelay&) = delete;

private:
    std::thread m_thread;
};

class ShiftedProbe : public remote::Transport
{
public:
    ShiftedProbe(const std::string& path, std::int64_t shiftNs, std::string* error)
    {
        int client[2];
        int server[2];
        if (!socketPair(client) || !socketPair(server)) {
            *error = "socketpair failed";
            return;
        }
        m_fd = client[0];
        m_relay = std::make_unique<ShiftingRelay>(client[1], server[0], shiftNs);
        m_server = std::make_unique<ServerThread>(path, server[1]);
    }
    ~ShiftedProbe() override { close(); }
    ShiftedProbe(const ShiftedProbe&) = delete;
    ShiftedProbe& operator=(const ShiftedProbe&) = delete;

    [[nodiscard]] bool isValid() const { return m_fd >= 0; }
    [[nodiscard]] int readFd() const override { return m_fd; }
    [[nodiscard]] int writeFd() const override { return m_fd; }
    void close() override
    {
        if (m_fd >= 0) {
            ::shutdown(m_fd, SHUT_RDWR);
            ::close(m_fd);
            m_fd = -1;
        }
        m_relay.reset();
        m_server.reset();
    }

private:
    int m_fd = -1;
    std::unique_ptr<ShiftingRelay> m_relay;
    std::unique_ptr<ServerThread> m_server;
};

} // namespace

class TestClockOffset : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_capture;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_capture = m_dir.filePath(QStringLiteral("source.db")).toStdString();
        const test::GeneratedCapture generated = test::writeStreamCapture(m_capture, 20'000, 11);
        QVERIFY2(generated.error.empty(), generated.error.c_str());
    }

    void theEstimateComesFromTheShortestRoundTrip()
    {
        // A node 5 ms ahead. The answer's way back is slow in every exchange but one; the node
        // reads its clock when the request arrives, 1 ms after it left.
        constexpr std::int64_t offset = 5 * kMs;
        struct Exchange
        {
            std::int64_t out;  // request transit
            std::int64_t back; // answer transit
        };
        const Exchange exchanges[] = {{1 * kMs, 30 * kMs}, {1 * kMs, 9 * kMs}, {1 * kMs, 1 * kMs}, {1 * kMs, 50 * kMs}};
        remote::ClockOffsetEstimator estimator;
        std::int64_t t = 1'770'000'000'000'000'000LL;
        for (const Exchange& e : exchanges) {
            estimator.add({t, t + e.out + offset, t + e.out + e.back});
            t += 100 * kMs;
        }
        const remote::ClockOffset estimate = estimator.estimate();
        QVERIFY(estimate.known);
        QCOMPARE(estimate.samples, 4);
        QCOMPARE(estimate.roundTripNs, 2 * kMs);
        QCOMPARE(estimate.uncertaintyNs, 1 * kMs);
        // Symmetric transit: exact.
        QCOMPARE(estimate.offsetNs, offset);
    }

    void theTrueOffsetLiesWithinTheUncertainty_data()
    {
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("out");
        QTest::addColumn<qint64>("back");
        QTest::newRow("symmetric, node ahead") << qint64(250 * kMs) << qint64(3 * kMs) << qint64(3 * kMs);
        QTest::newRow("all the way out, node behind") << qint64(-3'000 * kMs) << qint64(8 * kMs) << qint64(0);
        QTest::newRow("all the way back") << qint64(7) << qint64(0) << qint64(4 * kMs);
        QTest::newRow("odd round trip") << qint64(-1) << qint64(1) << qint64(2);
    }

    void theTrueOffsetLiesWithinTheUncertainty()
    {
        QFETCH(qint64, offset);
        QFETCH(qint64, out);
        QFETCH(qint64, back);
        remote::ClockOffsetEstimator estimator;
        const std::int64_t sent = 1'770'000'000'123'456'789LL;
        estimator.add({sent, sent + out + offset, sent + out + back});
        const remote::ClockOffset estimate = estimator.estimate();
        QVERIFY(estimate.known);
        QCOMPARE(estimate.roundTripNs, out + back);
        QVERIFY2(std::abs(estimate.offsetNs - offset) <= estimate.uncertaintyNs,
                 qPrintable(QStringLiteral("estimate %1 ± %2, true %3")
                                .arg(estimate.offsetNs)
                                .arg(estimate.uncertaintyNs)
                                .arg(offset)));
    }

    void impossibleExchangesAreIgnored()
    {
        remote::ClockOffsetEstimator estimator;
        estimator.add({2000, 5000, 1000}); // answered before it was asked
        estimator.add({1000, 0, 2000});    // no clock in the answer (an older probe)
        QVERIFY(!estimator.estimate().known);
        QCOMPARE(estimator.estimate().samples, 0);
        QCOMPARE(QString::fromStdString(remote::formatClockOffset(estimator.estimate())), QStringLiteral("unknown"));
        estimator.add({1000, 1'501'500, 4000});
        QCOMPARE(estimator.estimate().offsetNs, 1'499'000);
        QCOMPARE(QString::fromStdString(remote::formatClockOffset(estimator.estimate())),
                 QString::fromUtf8("+1.499 ms ± 1.5 µs"));
    }

    void aShiftedProbeIsMeasuredWithinTheUncertainty_data()
    {
        QTest::addColumn<qint64>("shift");
        QTest::newRow("same clock") << qint64(0);
        QTest::newRow("250 ms ahead") << qint64(250 * kMs);
        QTest::newRow("3 s behind") << qint64(-3'000 * kMs);
    }

    void aShiftedProbeIsMeasuredWithinTheUncertainty()
    {
        QFETCH(qint64, shift);
        const std::string output =
            m_dir.filePath(QStringLiteral("shifted-%1.db").arg(QString::fromLatin1(QTest::currentDataTag())))
                .toStdString();
        remote::AttachOptions options;
        options.output = output;
        options.overwrite = true;
        options.software = "faultline test";
        std::vector<remote::ClockOffset> reported;
        remote::AttachClient client(options, [&](remote::ClientError* error) -> std::unique_ptr<remote::Transport> {
            auto probe = std::make_unique<ShiftedProbe>(m_capture, shift, &error->message);
            if (!probe->isValid()) {
                error->cause = remote::FailureCause::CannotConnect;
                return nullptr;
            }
            return probe;
        });
        client.setProgress([&](const remote::AttachProgress& p) { reported.push_back(p.clock); });
        const remote::AttachResult result = client.run();
        QVERIFY2(result.ok, result.error.c_str());

        const remote::ClockOffset& clock = result.clock;
        QVERIFY(clock.known);
        // The Hello and the eight GetStatus exchanges.
        QCOMPARE(clock.samples, 9);
        QVERIFY(clock.uncertaintyNs > 0);
        QVERIFY2(std::abs(clock.offsetNs - shift) <= clock.uncertaintyNs,
                 qPrintable(QStringLiteral("measured %1 ± %2 ns, shifted by %3 ns")
                                .arg(clock.offsetNs)
                                .arg(clock.uncertaintyNs)
                                .arg(shift)));
        // Reported while capturing, before the file is finished.
        QVERIFY(
            std::any_of(reported.begin(), reported.end(), [&](const remote::ClockOffset& c) { return c == clock; }));

        // The capture holds the node's times as it sent them, and says how far off its clock was.
        capture::CaptureReader reader;
        std::string error;
        QVERIFY2(reader.open(output, &error), error.c_str());
        std::map<std::string, std::string> meta;
        for (const capture::MetaEntry& e : reader.meta())
            meta[e.key] = e.value;
        QCOMPARE(meta["attach.clock_offset_ns"], std::to_string(clock.offsetNs));
        QCOMPARE(meta["attach.clock_uncertainty_ns"], std::to_string(clock.uncertaintyNs));
        const std::string difference = test::compareMergedNode(m_capture, output, "stream-node", shift);
        QVERIFY2(difference.empty(), difference.c_str());
    }

    void commandsAreSplitAsAShellWould_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("plain")
            << QStringLiteral("ssh gpu-1  sudo -n\tfaultline-probe serve --stdio")
            << QStringList{QStringLiteral("ssh"),    QStringLiteral("gpu-1"),           QStringLiteral("sudo"),
                           QStringLiteral("-n"),     QStringLiteral("faultline-probe"), QStringLiteral("serve"),
                           QStringLiteral("--stdio")};
        QTest::newRow("single quotes") << QStringLiteral("probe replay '/data/my run.db' --serve")
                                       << QStringList{QStringLiteral("probe"), QStringLiteral("replay"),
                                                      QStringLiteral("/data/my run.db"), QStringLiteral("--serve")};
        QTest::newRow("double quotes and escapes") << QStringLiteral("sh -c \"echo \\\"a b\\\" \\$HOME\" x\\ y '' \"\"")
                                                   << QStringList{QStringLiteral("sh"),
                                                                  QStringLiteral("-c"),
                                                                  QStringLiteral("echo \"a b\" $HOME"),
                                                                  QStringLiteral("x y"),
                                                                  QString(),
                                                                  QString()};
        QTest::newRow("quotes inside a word")
            << QStringLiteral("--key='a b'\"c\"") << QStringList{QStringLiteral("--key=a bc")};
        QTest::newRow("nothing") << QStringLiteral("   ") << QStringList{};
    }

    void commandsAreSplitAsAShellWould()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, words);
        std::vector<std::string> split;
        std::string error;
        QVERIFY2(remote::splitShellWords(text.toStdString(), &split, &error), error.c_str());
        QStringList got;
        for (const std::string& w : split)
            got << QString::fromStdString(w);
        QCOMPARE(got, words);
    }

    void unterminatedQuotesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("single") << QStringLiteral("ssh 'gpu-1") << QStringLiteral("single quote");
        QTest::newRow("double") << QStringLiteral("ssh \"gpu-1\\\"") << QStringLiteral("double quote");
        QTest::newRow("backslash") << QStringLiteral("ssh gpu-1\\") << QStringLiteral("backslash");
    }

    void unterminatedQuotesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        std::vector<std::string> split{"left over"};
        std::string error;
        QVERIFY(!remote::splitShellWords(text.toStdString(), &split, &error));
        QVERIFY(split.empty());
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestClockOffset)
#include "tst_clock_offset.moc"
