// A probe's serve side (StreamServer with a ReplaySource) and the attach client over socketpairs,
// in one process: the handshake, refusals (version, oversized, malformed, out of order), a
// million events without loss, and connections cut mid-frame that resume without loss or
// duplicates.

#include "AttachClient.h"
#include "FrameReader.h"
#include "InProcessProbe.h"
#include "MessageChannel.h"
#include "MessageValidator.h"
#include "RawFrame.h"
#include "SocketRelay.h"
#include "StreamServer.h"
#include "StreamTestSupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <string_view>
#include <sys/socket.h>
#include <tuple>
#include <unistd.h>

using namespace faultline;
using namespace faultline::protocol;

namespace {

constexpr std::int64_t kMillion = 1'000'000;

// Lets only `budget` bytes through from the server, then ends the relay: a dropped SSH session,
// mid-frame.
test::SocketRelay::Filter cutAfter(std::size_t budget)
{
    return [left = budget](std::string_view in, std::string* out) mutable {
        const std::size_t n = std::min(in.size(), left);
        out->append(in.substr(0, n));
        left -= n;
        return left > 0;
    };
}

// The test's end of a socketpair. Declared after the ProbeThread, it is closed first, so a
// test that fails half-way does not leave the server waiting for it.
struct ClientEnd
{
    int fd;
    ~ClientEnd()
    {
        ::shutdown(fd, SHUT_RDWR);
        ::close(fd);
    }
};

// Connects to a new in-process probe each time; with `budgets`, connection k is cut after
// budgets[k] bytes (the last budget repeats).
remote::AttachClient::Connect inProcessProbe(std::string path, double speed, std::vector<std::size_t> budgets = {},
                                             std::shared_ptr<int> connections = std::make_shared<int>(0))
{
    return [=](remote::ClientError* error) -> std::unique_ptr<remote::Transport> {
        int client[2];
        if (!test::socketPair(client)) {
            *error = {remote::FailureCause::CannotConnect, "socketpair failed"};
            return nullptr;
        }
        const int k = (*connections)++;
        if (budgets.empty())
            return std::make_unique<test::ProbeTransport>(client[0], nullptr,
                                                          std::make_unique<test::ProbeThread>(path, speed, client[1]));
        int server[2];
        if (!test::socketPair(server)) {
            *error = {remote::FailureCause::CannotConnect, "socketpair failed"};
            return nullptr;
        }
        const std::size_t budget = budgets[std::min<std::size_t>(static_cast<std::size_t>(k), budgets.size() - 1)];
        auto relay = std::make_unique<test::SocketRelay>(client[1], server[0], 5000, cutAfter(budget));
        return std::make_unique<test::ProbeTransport>(client[0], std::move(relay),
                                                      std::make_unique<test::ProbeThread>(path, speed, server[1]));
    };
}

// A probe that answers the handshake and starts the capture, then falls silent: the link died
// without either end seeing it close.
int answerThenFallSilent(int fd, std::string*)
{
    MessageChannel channel(fd, fd, Role::Server, "silent probe");
    wire::Envelope m;
    while (channel.receive(&m, 10'000) == MessageChannel::Received::Message) {
        wire::Envelope reply;
        if (m.has_hello()) {
            reply.mutable_hello()->set_protocol_version(kProtocolVersion);
            reply.mutable_hello()->add_capabilities(std::string(kCapResume));
        } else if (m.has_start_capture()) {
            reply.mutable_capture_started()->set_capture_id("silent-1");
            reply.mutable_capture_started()->set_first_sequence(1);
        } else {
            continue;
        }
        if (!channel.send(reply))
            break;
    }
    return 0;
}

remote::AttachOptions attachOptions(const QString& output)
{
    remote::AttachOptions options;
    options.output = output.toStdString();
    options.software = "faultline test";
    return options;
}

void writeRaw(int fd, const std::string& bytes)
{
    QCOMPARE(::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL), static_cast<ssize_t>(bytes.size()));
}

wire::Envelope helloMessage(std::uint32_t version = kProtocolVersion)
{
    wire::Envelope m;
    m.mutable_hello()->set_protocol_version(version);
    m.mutable_hello()->set_software("faultline test");
    return m;
}

} // namespace

class TestStream : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_small;
    std::string m_million;

    // What the server answers to `bytes` sent first: the Error it sends, then the connection
    // must close.
    void expectRefusal(const std::string& bytes, wire::ErrorCode code, const char* mentions)
    {
        int fds[2];
        QVERIFY(test::socketPair(fds));
        test::ProbeThread server(m_small, 0, fds[1]);
        const ClientEnd end{fds[0]};
        writeRaw(fds[0], bytes);
        MessageChannel client(fds[0], fds[0], Role::Client, "faultline test");
        wire::Envelope reply;
        QCOMPARE(client.receive(&reply, 10'000), MessageChannel::Received::Message);
        QVERIFY2(reply.has_error(), std::string(MessageValidator::bodyName(reply)).c_str());
        QCOMPARE(int(reply.error().code()), int(code));
        QVERIFY2(reply.error().message().find(mentions) != std::string::npos, reply.error().message().c_str());
        // The server closed the connection after its error.
        std::string_view payload;
        FrameReader reader(fds[0]);
        QCOMPARE(reader.read(&payload, 10'000), FrameReader::Result::Closed);
        QCOMPARE(server.join(), 1);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_small = m_dir.filePath(QStringLiteral("small.db")).toStdString();
        m_million = m_dir.filePath(QStringLiteral("million.db")).toStdString();
        const test::GeneratedCapture small = test::writeStreamCapture(m_small, 20'000, 3);
        QVERIFY2(small.error.empty(), small.error.c_str());
        const test::GeneratedCapture million = test::writeStreamCapture(m_million, kMillion, 1);
        QVERIFY2(million.error.empty(), million.error.c_str());
        QCOMPARE(million.events, kMillion);
    }

    void theHandshakeNamesTheNodeAndWhatTheProbeCanDo()
    {
        int fds[2];
        QVERIFY(test::socketPair(fds));
        test::ProbeThread server(m_small, 0, fds[1]);
        const ClientEnd end{fds[0]};
        MessageChannel client(fds[0], fds[0], Role::Client, "faultline test");
        QVERIFY(client.send(helloMessage()));
        wire::Envelope reply;
        QCOMPARE(client.receive(&reply, 10'000), MessageChannel::Received::Message);
        QVERIFY(reply.has_hello());
        QCOMPARE(reply.hello().protocol_version(), kProtocolVersion);
        QCOMPARE(reply.hello().node(), std::string("stream-node"));
        QVERIFY(reply.hello().software().rfind("faultline-probe ", 0) == 0);
        QVERIFY(client.session().peerHas(kCapReplay));
        QVERIFY(client.session().peerHas(kCapResume));
        QVERIFY(!client.session().peerHas(kCapLive));
        // Its clock is this machine's.
        QVERIFY(std::abs(reply.hello().clock().realtime_ns() - realtimeNs()) < 60'000'000'000LL);
        QVERIFY(reply.hello().clock().monotonic_ns() > 0);

        wire::Envelope list;
        list.mutable_list_processes();
        QVERIFY(client.send(list));
        QCOMPARE(client.receive(&reply, 10'000), MessageChannel::Received::Message);
        QVERIFY(reply.has_process_list());
        std::vector<std::uint32_t> pids;
        for (const wire::Process& p : reply.process_list().processes())
            pids.push_back(p.pid());
        QCOMPARE(pids, (std::vector<std::uint32_t>{1000, 1001, 1002, 1003}));

        wire::Envelope status;
        status.mutable_get_status();
        QVERIFY(client.send(status));
        QCOMPARE(client.receive(&reply, 10'000), MessageChannel::Received::Message);
        QVERIFY(reply.has_status());
        QVERIFY(!reply.status().capturing());

        ::shutdown(fds[0], SHUT_RDWR);
        QCOMPARE(server.join(), 0); // the client left: a clean end
    }

    void aClientOfAnotherProtocolVersionIsRefusedClearly()
    {
        expectRefusal(test::frameOf(helloMessage(kProtocolVersion + 1).SerializeAsString()), wire::VERSION_MISMATCH,
                      ("speaks protocol " + std::to_string(kProtocolVersion + 1)).c_str());
    }

    void anOversizedFrameIsRefusedThenTheConnectionCloses()
    {
        const std::uint32_t length = 2u << 20;
        std::string header{static_cast<char>(length), static_cast<char>(length >> 8), static_cast<char>(length >> 16),
                           static_cast<char>(length >> 24)};
        expectRefusal(header + std::string(1000, 'x'), wire::FRAME_TOO_LARGE, "over the limit");
    }

    void aMalformedFrameIsRefusedThenTheConnectionCloses()
    {
        // A hello whose length runs past the end of the frame.
        expectRefusal(test::frameOf(std::string("\x0a\x50"
                                                "abc")),
                      wire::MALFORMED, "cut short");
    }

    void anUnknownMessageIsRefusedThenTheConnectionCloses()
    {
        // Field 99 of the envelope: a message type this probe does not know.
        expectRefusal(test::frameOf(std::string("\x9a\x06\x00", 3)), wire::UNKNOWN_MESSAGE, "99");
    }

    void anythingBeforeHelloIsRefused()
    {
        wire::Envelope start;
        start.mutable_start_capture()->set_all(true);
        expectRefusal(test::frameOf(start.SerializeAsString()), wire::UNEXPECTED_MESSAGE, "hello comes first");
    }

    void aSilentClientIsDroppedAfterTheHelloTimeout()
    {
        int fds[2];
        QVERIFY(test::socketPair(fds));
        probe::StreamServer::Options options;
        options.helloTimeoutMs = 200;
        test::ProbeThread server(m_small, 0, fds[1], options);
        const ClientEnd end{fds[0]};
        MessageChannel client(fds[0], fds[0], Role::Client, "faultline test");
        wire::Envelope reply;
        QCOMPARE(client.receive(&reply, 10'000), MessageChannel::Received::Message);
        QCOMPARE(int(reply.error().code()), int(wire::TIMED_OUT));
        QCOMPARE(server.join(), 1);
    }

    void resumingAnotherCaptureIsRefused()
    {
        int fds[2];
        QVERIFY(test::socketPair(fds));
        test::ProbeThread server(m_small, 0, fds[1]);
        const ClientEnd end{fds[0]};
        MessageChannel client(fds[0], fds[0], Role::Client, "faultline test");
        QVERIFY(client.send(helloMessage()));
        wire::Envelope reply;
        QCOMPARE(client.receive(&reply, 10'000), MessageChannel::Received::Message);
        wire::Envelope start;
        start.mutable_start_capture()->mutable_resume()->set_capture_id("replay-0000000000000000");
        start.mutable_start_capture()->mutable_resume()->set_after_sequence(10);
        QVERIFY(client.send(start));
        QCOMPARE(client.receive(&reply, 10'000), MessageChannel::Received::Message);
        QCOMPARE(int(reply.error().code()), int(wire::RESUME_UNAVAILABLE));
        QCOMPARE(server.join(), 1);
    }

    void aStopEndsTheCaptureWithWhatWasSent()
    {
        int fds[2];
        QVERIFY(test::socketPair(fds));
        test::ProbeThread server(m_million, 0, fds[1]);
        const ClientEnd end{fds[0]};
        MessageChannel client(fds[0], fds[0], Role::Client, "faultline test");
        QVERIFY(client.send(helloMessage()));
        wire::Envelope m;
        QCOMPARE(client.receive(&m, 10'000), MessageChannel::Received::Message);
        wire::Envelope start;
        start.mutable_start_capture()->set_all(true);
        QVERIFY(client.send(start));
        std::uint64_t events = 0;
        bool stopped = false;
        std::string reason;
        std::uint64_t lastSequence = 0;
        while (client.receive(&m, 10'000) == MessageChannel::Received::Message) {
            if (m.has_event_batch()) {
                events += m.event_batch().count();
                if (!stopped) {
                    wire::Envelope stop;
                    stop.mutable_stop_capture();
                    QVERIFY(client.send(stop));
                    stopped = true;
                }
            }
            if (m.has_capture_ended()) {
                reason = m.capture_ended().reason();
                lastSequence = m.capture_ended().last_sequence();
                break;
            }
        }
        QCOMPARE(reason, std::string("stopped by the client"));
        QCOMPARE(lastSequence, events);
        QVERIFY2(events < std::uint64_t(kMillion), std::to_string(events).c_str());
        ::shutdown(fds[0], SHUT_RDWR);
        QCOMPARE(server.join(), 0);
    }

    // Job ranks go only to a client that asked for them (kCapJobRanks): a client of before them
    // would refuse the fields and drop the connection.
    void jobRanksGoOnlyToAClientThatAsksForThem_data()
    {
        QTest::addColumn<bool>("asks");
        QTest::newRow("a client that asks") << true;
        QTest::newRow("an older client") << false;
    }

    void jobRanksGoOnlyToAClientThatAsksForThem()
    {
        QFETCH(bool, asks);
        int fds[2];
        QVERIFY(test::socketPair(fds));
        test::ProbeThread server(m_small, 0, fds[1]);
        const ClientEnd end{fds[0]};
        MessageChannel client(fds[0], fds[0], Role::Client, "faultline test");
        wire::Envelope hello = helloMessage();
        if (asks)
            hello.mutable_hello()->add_capabilities(std::string(kCapJobRanks));
        QVERIFY(client.send(hello));
        wire::Envelope m;
        QCOMPARE(client.receive(&m, 10'000), MessageChannel::Received::Message);
        QVERIFY(client.session().peerHas(kCapJobRanks));
        wire::Envelope start;
        start.mutable_start_capture()->set_all(true);
        QVERIFY(client.send(start));
        std::map<std::uint32_t, std::tuple<int, int, int>> ranks; // pid -> (rank, local, world), -1 absent
        int sessions = 0;
        int sessionWorldSize = -1;
        while (client.receive(&m, 10'000) == MessageChannel::Received::Message && !m.has_capture_ended()) {
            if (!m.has_context())
                continue;
            for (const wire::ProcessName& p : m.context().processes())
                ranks[p.pid()] = {p.has_rank() ? int(p.rank()) : -1, p.has_local_rank() ? int(p.local_rank()) : -1,
                                  p.has_world_size() ? int(p.world_size()) : -1};
            for (const wire::SessionInfo& s : m.context().sessions()) {
                ++sessions;
                sessionWorldSize = s.has_world_size() ? int(s.world_size()) : -1;
                QVERIFY(!s.has_rank() && !s.has_local_rank());
            }
        }
        QVERIFY(m.has_capture_ended());
        QCOMPARE(sessions, 1);
        QCOMPARE(ranks.size(), std::size_t(4));
        if (asks) {
            QCOMPARE(ranks[1000], std::make_tuple(0, 0, 4));
            QCOMPARE(ranks[1001], std::make_tuple(1, 1, 4));
            QCOMPARE(ranks[1002], std::make_tuple(2, 0, 4));
            QCOMPARE(sessionWorldSize, 4);
        } else {
            QCOMPARE(ranks[1000], std::make_tuple(-1, -1, -1));
            QCOMPARE(ranks[1001], std::make_tuple(-1, -1, -1));
            QCOMPARE(ranks[1002], std::make_tuple(-1, -1, -1));
            QCOMPARE(sessionWorldSize, -1);
        }
        QCOMPARE(ranks[1003], std::make_tuple(-1, -1, -1)); // outside the job
        ::shutdown(fds[0], SHUT_RDWR);
        QCOMPARE(server.join(), 0);
    }

    void aMillionEventsArriveWithoutLoss()
    {
        const QString output = m_dir.filePath(QStringLiteral("million-received.db"));
        remote::AttachClient client(attachOptions(output), inProcessProbe(m_million, 0));
        const remote::AttachResult result = client.run();
        QVERIFY2(result.ok, result.error.c_str());
        QCOMPARE(result.events, std::uint64_t(kMillion));
        QCOMPARE(result.connections, 1);
        QCOMPARE(result.endReason, std::string("end of the capture"));
        QCOMPARE(result.node, std::string("stream-node"));
        const std::string difference = test::compareCaptures(m_million, output.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());
    }

    void connectionsCutMidFrameResumeWithoutLossOrDuplicates()
    {
        const QString output = m_dir.filePath(QStringLiteral("million-resumed.db"));
        // Budgets that fall at different places inside frames; the first cut comes before the
        // first event (inside the stack definitions).
        const std::vector<std::size_t> budgets = {3'000, 2'000'003, 3'111'111, 1'234'567, 4'000'001};
        auto connections = std::make_shared<int>(0);
        remote::AttachOptions options = attachOptions(output);
        options.maxAttempts = 3;
        remote::AttachClient client(options, inProcessProbe(m_million, 0, budgets, connections));
        const remote::AttachResult result = client.run();
        QVERIFY2(result.ok, result.error.c_str());
        QVERIFY2(result.connections > 5, std::to_string(result.connections).c_str());
        QCOMPARE(result.connections, *connections);
        QCOMPARE(result.events, std::uint64_t(kMillion));
        const std::string difference = test::compareCaptures(m_million, output.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());
    }

    void aConnectionThatNeverDeliversGivesUp()
    {
        const QString output = m_dir.filePath(QStringLiteral("never.db"));
        remote::AttachOptions options = attachOptions(output);
        options.maxAttempts = 3;
        // After the first connection, every one is cut before its first event.
        remote::AttachClient client(options, inProcessProbe(m_small, 0, {350'000, 300}));
        const remote::AttachResult result = client.run();
        QVERIFY(!result.ok);
        QVERIFY2(result.error.find("gave up after 3 attempts") != std::string::npos, result.error.c_str());
        // What arrived is kept, readable.
        QVERIFY(result.events > 0);
        capture::CaptureReader reader;
        std::string error;
        QVERIFY2(reader.open(output.toStdString(), &error), error.c_str());
        QCOMPARE(reader.database().queryInt("SELECT COUNT(*) FROM events"), std::int64_t(result.events));
    }

    void aProbeThatFallsSilentIsConnectedAgain()
    {
        remote::AttachOptions options = attachOptions(m_dir.filePath(QStringLiteral("silent.db")));
        options.stallTimeoutMs = 300;
        options.maxAttempts = 2;
        remote::AttachClient client(options, [](remote::ClientError* error) -> std::unique_ptr<remote::Transport> {
            int fds[2];
            if (!test::socketPair(fds)) {
                *error = {remote::FailureCause::CannotConnect, "socketpair failed"};
                return nullptr;
            }
            return std::make_unique<test::ProbeTransport>(
                fds[0], nullptr, std::make_unique<test::ProbeThread>(fds[1], answerThenFallSilent));
        });
        const remote::AttachResult result = client.run();
        QVERIFY(!result.ok);
        QCOMPARE(result.connections, 2);
        QVERIFY2(result.error.find("no message from the probe for 0.3 s") != std::string::npos, result.error.c_str());
    }

    void aPacedReplayDeliversEveryEvent()
    {
        const QString output = m_dir.filePath(QStringLiteral("paced.db"));
        // The small capture spans about 0.2 s of recorded time: at 2x it is paced, not instant.
        remote::AttachClient client(attachOptions(output), inProcessProbe(m_small, 2));
        const remote::AttachResult result = client.run();
        QVERIFY2(result.ok, result.error.c_str());
        QCOMPARE(result.events, std::uint64_t(20'000));
        QVERIFY(result.latencyNs.size() > 1); // paced: many batches, not one
        const std::string difference = test::compareCaptures(m_small, output.toStdString());
        QVERIFY2(difference.empty(), difference.c_str());
    }
};

QTEST_GUILESS_MAIN(TestStream)
#include "tst_stream.moc"
