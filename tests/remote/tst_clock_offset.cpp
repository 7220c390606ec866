// The attach client measures each node's clock offset NTP-style: the estimator on synthetic
// exchanges, then a real probe (StreamServer + ReplaySource, in-process over socketpairs) behind
// a relay that moves every clock reading and event time it sends by a known amount, as a node
// whose clock is off would. Also the shell-like splitting of `faultline attach --node` values.

#include "AttachClient.h"
#include "CaptureReader.h"
#include "ClockOffset.h"
#include "FrameDecoder.h"
#include "InProcessProbe.h"
#include "ShellWords.h"
#include "SocketRelay.h"
#include "StreamTestSupport.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <string_view>

using namespace faultline;
using namespace faultline::protocol;

namespace {

constexpr std::int64_t kMs = 1'000'000;

// Re-encodes every message of the probe with its clock readings (Hello, Status) and its event
// times moved by `shiftNs`, so that the probe looks like a node whose clock is `shiftNs` ahead.
test::SocketRelay::Filter shiftClocks(std::int64_t shiftNs)
{
    return [shiftNs, decoder = FrameDecoder()](std::string_view in, std::string* out) mutable {
        decoder.feed(in.data(), in.size());
        std::string_view payload;
        while (decoder.next(&payload) == FrameDecoder::Status::Frame) {
            wire::Envelope m;
            if (!m.ParseFromArray(payload.data(), static_cast<int>(payload.size())))
                return false;
            if (m.has_hello())
                m.mutable_hello()->mutable_clock()->set_realtime_ns(m.hello().clock().realtime_ns() + shiftNs);
            if (m.has_status())
                m.mutable_status()->mutable_clock()->set_realtime_ns(m.status().clock().realtime_ns() + shiftNs);
            // Times are deltas after the first: moving the first moves them all.
            if (m.has_event_batch() && m.event_batch().timestamp_size() > 0)
                m.mutable_event_batch()->set_timestamp(0, m.event_batch().timestamp(0) + shiftNs);
            if (!appendFrame(m, out))
                return false;
        }
        return true;
    };
}

// A probe replaying `path` behind a relay that shifts its clocks by `shiftNs`; null (and
// `error` set) when the sockets cannot be made.
std::unique_ptr<remote::Transport> shiftedProbe(const std::string& path, std::int64_t shiftNs, std::string* error)
{
    int client[2];
    int server[2];
    if (!test::socketPair(client) || !test::socketPair(server)) {
        *error = "socketpair failed";
        return nullptr;
    }
    return std::make_unique<test::ProbeTransport>(
        client[0], std::make_unique<test::SocketRelay>(client[1], server[0], 10'000, shiftClocks(shiftNs)),
        std::make_unique<test::ProbeThread>(path, 0, server[1]));
}

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
            auto probe = shiftedProbe(m_capture, shift, &error->message);
            if (!probe)
                error->cause = remote::FailureCause::CannotConnect;
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
