// The wire protocol without a network: frames, the schema walk, value ranges, the order of
// messages, the version handshake, the event stream's encoding round trip, and the job ranks a
// process's context carries (and an older peer's context without them).

#include "CaptureReceiver.h"
#include "CaptureWriter.h"
#include "ContextCodec.h"
#include "EventStreamEncoder.h"
#include "FrameDecoder.h"
#include "MessageValidator.h"
#include "Protocol.h"
#include "ProtocolSession.h"
#include "SqliteDb.h"
#include "StreamDecoder.h"

#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace faultline;
using namespace faultline::protocol;

namespace {

std::string varint(std::uint64_t v)
{
    std::string out;
    do {
        unsigned char b = v & 0x7f;
        v >>= 7;
        if (v)
            b |= 0x80;
        out.push_back(static_cast<char>(b));
    } while (v);
    return out;
}

// A length-delimited field: tag (number, wire type 2), length, bytes.
std::string field(std::uint32_t number, const std::string& bytes)
{
    return varint(std::uint64_t{number} << 3 | 2) + varint(bytes.size()) + bytes;
}

std::string varintField(std::uint32_t number, std::uint64_t value)
{
    return varint(std::uint64_t{number} << 3) + varint(value);
}

std::string serialized(const wire::Envelope& m)
{
    return m.SerializeAsString();
}

ProtocolError decodeError(const std::string& payload)
{
    wire::Envelope m;
    ProtocolError error;
    if (MessageValidator::decode(payload, &m, &error))
        return {};
    return error;
}

wire::Envelope hello(std::uint32_t version = kProtocolVersion)
{
    wire::Envelope m;
    m.mutable_hello()->set_protocol_version(version);
    m.mutable_hello()->set_software("test 1.0");
    return m;
}

wire::Envelope body(wire::Envelope::BodyCase which)
{
    wire::Envelope m;
    switch (which) {
    case wire::Envelope::kListProcesses: m.mutable_list_processes(); break;
    case wire::Envelope::kStartCapture: m.mutable_start_capture()->set_all(true); break;
    case wire::Envelope::kStopCapture: m.mutable_stop_capture(); break;
    case wire::Envelope::kGetStatus: m.mutable_get_status(); break;
    case wire::Envelope::kCaptureStarted:
        m.mutable_capture_started()->set_capture_id("c1");
        m.mutable_capture_started()->set_first_sequence(1);
        break;
    case wire::Envelope::kCaptureEnded: m.mutable_capture_ended()->set_reason("done"); break;
    case wire::Envelope::kEventBatch:
        m.mutable_event_batch()->set_sequence(1);
        m.mutable_event_batch()->set_count(1);
        break;
    case wire::Envelope::kStatus: m.mutable_status(); break;
    default: break;
    }
    return m;
}

capture::EventRecord randomEvent(std::mt19937_64& rng, std::uint32_t comms)
{
    capture::EventRecord e;
    const std::int64_t extremes[] = {std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max(),
                                     0, -1, 1'770'000'000'123'456'789LL};
    e.timestamp = rng() % 8 == 0 ? extremes[rng() % 5]
                                 : 1'770'000'000'000'000'000LL + static_cast<std::int64_t>(rng() % 1'000'000'000);
    e.duration = rng() % 6 == 0 ? extremes[rng() % 5] : static_cast<std::int64_t>(rng() % 100000);
    e.pid = static_cast<std::uint32_t>(rng());
    e.tid = rng() % 3 ? static_cast<std::uint32_t>(rng()) : 0;
    e.source = static_cast<std::uint8_t>(rng());
    e.op = static_cast<std::uint8_t>(rng());
    e.gpuId = rng() % 2 ? static_cast<std::uint32_t>(rng()) : 0;
    e.arg0 = rng();
    e.arg1 = rng() % 2 ? ~std::uint64_t{0} : 0;
    e.retCode = static_cast<std::int32_t>(rng());
    e.stackHash = rng() % 3 == 0 ? 0 : static_cast<std::int64_t>(rng() % 5) - 2;
    e.cgroupId = rng() % 2 ? rng() : 0;
    e.commId = static_cast<std::uint32_t>(rng() % comms);
    return e;
}

} // namespace

class TestProtocol : public QObject
{
    Q_OBJECT

private slots:
    void decoderSplitsAStreamFedInPiecesOfAnySize()
    {
        std::vector<wire::Envelope> messages;
        for (int i = 0; i < 50; ++i) {
            wire::Envelope m = hello();
            m.mutable_hello()->set_node(std::string(static_cast<std::size_t>(i * 5), 'n'));
            messages.push_back(m);
        }
        std::string stream;
        for (const wire::Envelope& m : messages)
            QVERIFY(appendFrame(m, &stream));
        std::mt19937 rng(7);
        FrameDecoder decoder;
        std::size_t at = 0;
        std::size_t next = 0;
        while (at < stream.size()) {
            const std::size_t piece = std::min<std::size_t>(stream.size() - at, 1 + rng() % 300);
            decoder.feed(stream.data() + at, piece);
            at += piece;
            std::string_view payload;
            while (decoder.next(&payload) == FrameDecoder::Status::Frame) {
                wire::Envelope m;
                ProtocolError error;
                QVERIFY2(MessageValidator::decode(payload, &m, &error), error.message.c_str());
                QCOMPARE(m.hello().node(), messages[next].hello().node());
                ++next;
            }
        }
        QCOMPARE(next, messages.size());
        QCOMPARE(decoder.pending(), std::size_t{0});
    }

    void decoderRefusesAnOversizedLengthBeforeAnyPayload()
    {
        FrameDecoder decoder;
        const std::uint32_t length = kMaxFrameBytes + 1;
        unsigned char header[4] = {static_cast<unsigned char>(length), static_cast<unsigned char>(length >> 8),
                                   static_cast<unsigned char>(length >> 16), static_cast<unsigned char>(length >> 24)};
        decoder.feed(header, 3);
        std::string_view payload;
        QCOMPARE(decoder.next(&payload), FrameDecoder::Status::NeedMore);
        decoder.feed(header + 3, 1);
        QCOMPARE(decoder.next(&payload), FrameDecoder::Status::TooLarge);
        QCOMPARE(decoder.refusedLength(), std::uint64_t{length});
        // It stays failed: the stream cannot be trusted any more.
        decoder.feed("\0\0\0\0", 4);
        QCOMPARE(decoder.next(&payload), FrameDecoder::Status::TooLarge);
    }

    void decoderTakesAFrameOfExactlyTheCap()
    {
        FrameDecoder decoder;
        const std::uint32_t length = kMaxFrameBytes;
        const unsigned char header[4] = {static_cast<unsigned char>(length), static_cast<unsigned char>(length >> 8),
                                         static_cast<unsigned char>(length >> 16),
                                         static_cast<unsigned char>(length >> 24)};
        decoder.feed(header, 4);
        const std::string payload(length, 'x');
        decoder.feed(payload.data(), payload.size());
        std::string_view out;
        QCOMPARE(decoder.next(&out), FrameDecoder::Status::Frame);
        QCOMPARE(out.size(), std::size_t{length});
        // A message over the cap is never framed.
        wire::Envelope big;
        big.mutable_definitions()->add_strings(std::string(kMaxFrameBytes, 's'));
        std::string frame;
        QVERIFY(!appendFrame(big, &frame));
        QVERIFY(frame.empty());
    }

    void unknownMessageTypesAndFieldsAreRefusedByName()
    {
        // Envelope field 99: a message type from a newer protocol.
        ProtocolError e = decodeError(field(99, ""));
        QCOMPARE(e.code, int(wire::UNKNOWN_MESSAGE));
        QVERIFY2(e.message.find("99") != std::string::npos, e.message.c_str());
        // StartCapture (5) carrying field 42.
        e = decodeError(field(5, varintField(42, 1)));
        QCOMPARE(e.code, int(wire::UNKNOWN_MESSAGE));
        QVERIFY2(e.message.find("StartCapture") != std::string::npos && e.message.find("42") != std::string::npos,
                 e.message.c_str());
        // Nested: a Frame inside a StackDef inside Definitions.
        const std::string frame = varintField(1, 0) + varintField(77, 5);
        e = decodeError(field(11, field(4, varintField(1, 3) + field(2, frame))));
        QCOMPARE(e.code, int(wire::UNKNOWN_MESSAGE));
        QVERIFY2(e.message.find("Frame") != std::string::npos, e.message.c_str());
        // An empty frame holds no message at all.
        QCOMPARE(decodeError(std::string()).code, int(wire::UNKNOWN_MESSAGE));
    }

    void malformedBytesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::newRow("cut length") << QByteArray::fromStdString(varint(5 << 3 | 2) + varint(10) + "abc");
        QTest::newRow("cut varint") << QByteArray::fromStdString(field(5, std::string("\x10\xff", 2)));
        QTest::newRow("wrong wire type") << QByteArray::fromStdString(varintField(1, 7));
        QTest::newRow("group") << QByteArray::fromStdString(varint(1 << 3 | 3));
        QTest::newRow("fixed32 in a varint field")
            << QByteArray::fromStdString(field(1, varint(1 << 3 | 5) + std::string(4, '\0')));
        QTest::newRow("invalid UTF-8 in a string field")
            << QByteArray::fromStdString(field(1, field(2, std::string("\xff\xfe", 2))));
        QTest::newRow("garbage") << QByteArray("\xde\xad\xbe\xef\x01\x02", 6);
    }

    void malformedBytesAreRefused()
    {
        QFETCH(QByteArray, payload);
        const ProtocolError e = decodeError(payload.toStdString());
        QVERIFY2(e.code == wire::MALFORMED || e.code == wire::UNKNOWN_MESSAGE,
                 (std::string(errorCodeName(e.code)) + ": " + e.message).c_str());
        QVERIFY(!e.message.empty());
    }

    void valuesOutsideTheSchemaAreRefused_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<QString>("mentions");
        auto add = [](const char* name, const wire::Envelope& m, const char* mentions) {
            QTest::newRow(name) << QByteArray::fromStdString(serialized(m)) << QString::fromLatin1(mentions);
        };
        wire::Envelope m;
        m.mutable_start_capture()->add_pids(kMaxPid + 1);
        add("pid over pid_max", m, "pid");
        m.Clear();
        m.mutable_start_capture()->add_pids(0);
        add("pid 0", m, "pid");
        m.Clear();
        for (std::uint32_t pid = 1; pid <= kMaxTargetPids + 1; ++pid)
            m.mutable_start_capture()->add_pids(pid);
        add("too many pids", m, "pids");
        m.Clear();
        m.mutable_start_capture()->add_pids(7);
        m.mutable_start_capture()->add_pids(7);
        add("a pid twice", m, "twice");
        m.Clear();
        m.mutable_start_capture()->add_pids(7);
        m.mutable_start_capture()->set_all(true);
        add("all and pids", m, "all");
        m.Clear();
        m.mutable_start_capture()->set_duration_ms(kMaxDurationMs + 1);
        add("duration", m, "duration");
        m.Clear();
        m.mutable_start_capture()->mutable_resume()->set_capture_id("../etc");
        add("capture id characters", m, "capture_id");
        m.Clear();
        m.mutable_event_batch()->set_sequence(1);
        add("empty batch", m, "count");
        m.Clear();
        m.mutable_event_batch()->set_sequence(1);
        m.mutable_event_batch()->set_count(kMaxEventsPerBatch + 1);
        add("batch too large", m, "count");
        m.Clear();
        m.mutable_event_batch()->set_sequence(1);
        m.mutable_event_batch()->set_count(3);
        m.mutable_event_batch()->add_pid(1);
        m.mutable_event_batch()->add_pid(2);
        add("short column", m, "pid");
        m.Clear();
        m.mutable_event_batch()->set_sequence(1);
        m.mutable_event_batch()->set_count(1);
        m.mutable_event_batch()->add_source(256);
        add("source over 255", m, "source");
        m.Clear();
        m.mutable_event_batch()->set_count(1);
        add("sequence 0", m, "sequence");
        m.Clear();
        m.mutable_definitions()->add_stacks()->add_frames()->set_kind(3);
        m.mutable_definitions()->set_first_stack_id(1);
        add("frame kind", m, "kind");
        m.Clear();
        m.mutable_definitions()->add_strings("x");
        add("string id 0", m, "first_string_id");
        m.Clear();
        m.mutable_hello()->set_software(std::string(1000, 'v'));
        add("long software name", m, "software");
        m.Clear();
        m.mutable_definitions()->set_first_string_id(1);
        m.mutable_definitions()->add_strings(std::string(kMaxStringBytes + 1, 's'));
        add("long string", m, "string");
        m.Clear();
        m.mutable_context()->add_processes()->set_rank(kMaxJobRank + 1);
        add("rank over the bound", m, "ProcessName.rank");
        m.Clear();
        m.mutable_context()->add_processes()->set_local_rank(std::numeric_limits<std::uint32_t>::max());
        add("local rank over the bound", m, "ProcessName.local_rank");
        m.Clear();
        m.mutable_context()->add_processes()->set_world_size(0);
        add("world size 0", m, "ProcessName.world_size");
        m.Clear();
        m.mutable_context()->add_sessions()->set_world_size(kMaxJobRank + 1);
        add("session world size over the bound", m, "SessionInfo.world_size");
    }

    void valuesOutsideTheSchemaAreRefused()
    {
        QFETCH(QByteArray, payload);
        QFETCH(QString, mentions);
        const ProtocolError e = decodeError(payload.toStdString());
        QCOMPARE(e.code, int(wire::OUT_OF_RANGE));
        QVERIFY2(QString::fromStdString(e.message).contains(mentions), e.message.c_str());
    }

    void serverWantsHelloFirst()
    {
        ProtocolSession server(Role::Server, "probe");
        ProtocolError error;
        QVERIFY(!server.onReceive(body(wire::Envelope::kStartCapture), &error));
        QCOMPARE(error.code, int(wire::UNEXPECTED_MESSAGE));
        QVERIFY2(error.message.find("hello comes first") != std::string::npos, error.message.c_str());
    }

    void sessionsFollowACaptureThroughBothEnds()
    {
        ProtocolSession client(Role::Client, "client");
        ProtocolSession server(Role::Server, "probe");
        ProtocolError error;
        auto exchange = [&](ProtocolSession& from, ProtocolSession& to, const wire::Envelope& m) {
            return from.onSend(m, &error) && to.onReceive(m, &error);
        };
        QVERIFY(!client.onSend(body(wire::Envelope::kStartCapture), &error)); // hello first, on our side too
        QVERIFY(exchange(client, server, hello()));
        QCOMPARE(server.state(), ProtocolSession::State::Greeting);
        QVERIFY(exchange(server, client, hello()));
        QCOMPARE(client.state(), ProtocolSession::State::Ready);
        QVERIFY(exchange(client, server, body(wire::Envelope::kListProcesses)));
        QVERIFY(exchange(client, server, body(wire::Envelope::kStartCapture)));
        // Events before CaptureStarted are a server bug; the client refuses them.
        QVERIFY(!client.onReceive(body(wire::Envelope::kEventBatch), &error));
        QCOMPARE(error.code, int(wire::UNEXPECTED_MESSAGE));

        ProtocolSession client2(Role::Client, "client");
        ProtocolSession server2(Role::Server, "probe");
        QVERIFY(exchange(client2, server2, hello()));
        QVERIFY(exchange(server2, client2, hello()));
        QVERIFY(exchange(client2, server2, body(wire::Envelope::kStartCapture)));
        QVERIFY(exchange(server2, client2, body(wire::Envelope::kCaptureStarted)));
        QVERIFY(exchange(server2, client2, body(wire::Envelope::kEventBatch)));
        // One capture at a time.
        QVERIFY(!server2.onReceive(body(wire::Envelope::kStartCapture), &error));
        ProtocolSession server3(Role::Server, "probe");
        QVERIFY(server3.onReceive(hello(), &error));
        QVERIFY(server3.onSend(hello(), &error));
        QVERIFY(server3.onReceive(body(wire::Envelope::kStartCapture), &error));
        QVERIFY(server3.onSend(body(wire::Envelope::kCaptureStarted), &error));
        QVERIFY(!server3.onReceive(body(wire::Envelope::kStartCapture), &error));
        QVERIFY(exchange(client2, server2, body(wire::Envelope::kStopCapture)));
        QVERIFY(exchange(server2, client2, body(wire::Envelope::kCaptureEnded)));
        QCOMPARE(client2.state(), ProtocolSession::State::Ready);
        QCOMPARE(server2.state(), ProtocolSession::State::Ready);
        // A Stop that crossed the end is harmless.
        QVERIFY(server2.onReceive(body(wire::Envelope::kStopCapture), &error));
        // An error closes the session both ways.
        wire::Envelope failure;
        failure.mutable_error()->set_code(wire::SOURCE_FAILED);
        QVERIFY(exchange(server2, client2, failure));
        QVERIFY(server2.closed());
        QVERIFY(client2.closed());
        QVERIFY(!server2.onSend(body(wire::Envelope::kStatus), &error));
    }

    void aVersionMismatchIsRefusedNamingBothVersions()
    {
        ProtocolSession server(Role::Server, "faultline-probe 9.9");
        ProtocolError error;
        QVERIFY(!server.onReceive(hello(kProtocolVersion + 1), &error));
        QCOMPARE(error.code, int(wire::VERSION_MISMATCH));
        const std::string ours = "protocol " + std::to_string(kProtocolVersion);
        const std::string theirs = "protocol " + std::to_string(kProtocolVersion + 1);
        QVERIFY2(error.message.find(ours) != std::string::npos && error.message.find(theirs) != std::string::npos
                     && error.message.find("faultline-probe 9.9") != std::string::npos
                     && error.message.find("test 1.0") != std::string::npos,
                 error.message.c_str());
        // The client checks the server's answer the same way.
        ProtocolSession client(Role::Client, "faultline 1.0");
        QVERIFY(client.onSend(hello(), &error));
        QVERIFY(!client.onReceive(hello(kProtocolVersion + 7), &error));
        QCOMPARE(error.code, int(wire::VERSION_MISMATCH));
    }

    void eventsRoundTripThroughTheWireColumnByColumn()
    {
        std::mt19937_64 rng(42);
        const std::vector<std::string> comms = {"", "python3", std::string("\xff\x00z", 3), "pt_main_thread"};
        std::map<std::int64_t, std::vector<capture::StackFrame>> stacks;
        for (std::int64_t h : {-2, -1, 1, 2}) {
            for (int f = 0; f < 3 + static_cast<int>(h + 2); ++f) {
                capture::StackFrame frame;
                frame.kind = static_cast<capture::FrameKind>((f + h + 2) % 3);
                frame.ip = rng();
                frame.symbol = "sym" + std::to_string(f);
                frame.library = h == 2 ? std::string("li\xc3"
                                                     "b")
                                       : "libcudart.so.12";
                frame.nativeLine = -f;
                frame.pyFile = f % 2 ? "/a/b.py" : "";
                frame.pyFunction = "fn";
                frame.pyDefLine = f * 10;
                frame.pyLine = std::numeric_limits<std::int32_t>::max() - f;
                stacks[h].push_back(frame);
            }
        }
        EventStreamEncoder encoder([&](std::uint32_t id) { return std::string_view(comms[id]); },
                                   [&](std::int64_t hash) -> const std::vector<capture::StackFrame>* {
                                       const auto it = stacks.find(hash);
                                       return it == stacks.end() ? nullptr : &it->second;
                                   },
                                   1000);
        std::vector<capture::EventRecord> events;
        for (int i = 0; i < 25'000; ++i)
            events.push_back(randomEvent(rng, static_cast<std::uint32_t>(comms.size())));

        std::vector<wire::Envelope> out;
        encoder.encode(events.data(), events.size(), 1, 123, &out);
        StreamDecoder decoder;
        std::map<std::int64_t, std::vector<capture::StackFrame>> received;
        std::vector<capture::EventRecord> decoded;
        int batches = 0;
        for (const wire::Envelope& m : out) {
            // Through bytes, the schema walk and the validator, as on a real connection.
            std::string frame;
            QVERIFY(appendFrame(m, &frame));
            wire::Envelope parsed;
            ProtocolError error;
            QVERIFY2(MessageValidator::decode(std::string_view(frame).substr(kFrameHeaderBytes), &parsed, &error),
                     error.message.c_str());
            if (parsed.has_definitions()) {
                QVERIFY(decoder.apply(
                    parsed.definitions(),
                    [&](std::int64_t hash, const std::vector<capture::StackFrame>& frames) {
                        received[hash] = frames;
                        return hash;
                    },
                    &error));
            } else {
                QVERIFY(parsed.has_event_batch());
                QCOMPARE(parsed.event_batch().produced_ns(), std::int64_t{123});
                QVERIFY2(decoder.decode(parsed.event_batch(), &decoded, &error), error.message.c_str());
                ++batches;
            }
        }
        QCOMPARE(batches, 25);
        QCOMPARE(decoded.size(), events.size());
        for (std::size_t i = 0; i < events.size(); ++i) {
            const capture::EventRecord& a = events[i];
            const capture::EventRecord& b = decoded[i];
            QCOMPARE(b.timestamp, a.timestamp);
            QCOMPARE(b.duration, a.duration);
            QCOMPARE(b.pid, a.pid);
            QCOMPARE(b.tid, a.tid);
            QCOMPARE(b.source, a.source);
            QCOMPARE(b.op, a.op);
            QCOMPARE(b.gpuId, a.gpuId);
            QCOMPARE(b.arg0, a.arg0);
            QCOMPARE(b.arg1, a.arg1);
            QCOMPARE(b.retCode, a.retCode);
            QCOMPARE(b.stackHash, a.stackHash);
            QCOMPARE(b.cgroupId, a.cgroupId);
            QCOMPARE(decoder.names()[b.commId], comms[a.commId]);
        }
        // Stacks known to the source arrive frame for frame; an unknown hash arrives as itself.
        for (const auto& [hash, frames] : stacks)
            QVERIFY(received[hash] == frames);
        QCOMPARE(decoder.lastSequence(), std::uint64_t{events.size()});
    }

    void repeatedEventsAreSkippedAndMissingOnesRefused()
    {
        const std::vector<std::string> comms = {"", "t"};
        EventStreamEncoder encoder([&](std::uint32_t id) { return std::string_view(comms[id]); },
                                   [](std::int64_t) { return nullptr; });
        std::vector<capture::EventRecord> events(10);
        for (std::size_t i = 0; i < events.size(); ++i) {
            events[i].timestamp = static_cast<std::int64_t>(i) * 100;
            events[i].commId = 1;
        }
        StreamDecoder decoder;
        decoder.setLastSequence(4); // a resumed capture: 1..4 are held
        std::vector<wire::Envelope> out;
        encoder.encode(events.data(), 7, 1, 0, &out); // 1..7 again
        std::vector<capture::EventRecord> decoded;
        ProtocolError error;
        for (const wire::Envelope& m : out) {
            if (m.has_definitions())
                QVERIFY(decoder.apply(m.definitions(), nullptr, &error));
            else
                QVERIFY(decoder.decode(m.event_batch(), &decoded, &error));
        }
        QCOMPARE(decoded.size(), std::size_t{3});
        QCOMPARE(decoded.front().timestamp, std::int64_t{400});
        QCOMPARE(decoder.duplicates(), std::uint64_t{4});
        QCOMPARE(decoder.lastSequence(), std::uint64_t{7});

        out.clear();
        encoder.encode(events.data() + 8, 2, 9, 0, &out); // 8 is missing
        QVERIFY(out.back().has_event_batch());
        QVERIFY(!decoder.decode(out.back().event_batch(), &decoded, &error));
        QVERIFY2(error.message.find("8 to 8 are missing") != std::string::npos, error.message.c_str());
        QCOMPARE(decoded.size(), std::size_t{3});
    }

    void idsThatWereNeverDefinedAreRefused()
    {
        StreamDecoder decoder;
        wire::EventBatch batch;
        batch.set_sequence(1);
        batch.set_count(1);
        batch.add_comm(5);
        std::vector<capture::EventRecord> decoded;
        ProtocolError error;
        QVERIFY(!decoder.decode(batch, &decoded, &error));
        QVERIFY2(error.message.find("not defined") != std::string::npos, error.message.c_str());
        batch.clear_comm();
        batch.add_stack(1);
        QVERIFY(!decoder.decode(batch, &decoded, &error));
        wire::Definitions definitions;
        definitions.set_first_string_id(2); // 1 was never defined
        definitions.add_strings("x");
        QVERIFY(!decoder.apply(definitions, nullptr, &error));
        // A new connection starts its ids again.
        definitions.set_first_string_id(1);
        QVERIFY(decoder.apply(definitions, nullptr, &error));
        decoder.beginConnection();
        QVERIFY(decoder.apply(definitions, nullptr, &error));
        QVERIFY(decoded.empty());
    }

    void contextSplitsIntoFramesAndComesBackWhole()
    {
        CaptureContext context;
        for (std::uint32_t i = 0; i < 40'000; ++i)
            context.threads.push_back({i, i / 8, "worker-" + std::to_string(i), i * 10LL, i * 10LL + 5});
        context.samples.push_back({5, 1.5, 2.5, 3, 4, 0.75});
        context.meta.push_back({"k", std::string(50'000, 'v')});
        context.dropTotals.emplace_back(1, 12);
        std::vector<wire::Envelope> out;
        ContextCodec::encode(context, &out);
        QVERIFY(out.size() > 1);
        CaptureContext back;
        for (const wire::Envelope& m : out) {
            std::string frame;
            QVERIFY(appendFrame(m, &frame));
            ContextCodec::decode(m.context(), &back);
        }
        QVERIFY(back.threads == context.threads);
        QVERIFY(back.samples == context.samples);
        QVERIFY(back.meta == context.meta);
        QVERIFY(back.dropTotals == context.dropTotals);
    }

    // A process's job rank (and the session's) crosses the wire whole for a peer that asked for
    // it, and not at all for one that did not: its messages then hold no field it would refuse.
    void jobRanksRoundTripOnlyWhenAskedFor()
    {
        CaptureContext context;
        const capture::JobRank full{3, 1, 8};
        capture::JobRank partial;
        partial.worldSize = 8;
        capture::JobRank largest{999'999, 1'000'000, 1'000'000};
        context.processes.push_back({{41, "python3", 5}, full});
        context.processes.push_back({{42, "bash", 6}, {}});
        context.processes.push_back({{43, "pt_data_worker", 7}, partial});
        context.processes.push_back({{44, "python3", 8}, largest});
        capture::Session session;
        session.id = 1;
        session.node = "gpu-1";
        session.job = partial;
        context.sessions.push_back(session);
        for (const bool asked : {true, false}) {
            std::vector<wire::Envelope> out;
            ContextCodec::encode(context, &out, asked);
            CaptureContext back;
            for (const wire::Envelope& m : out) {
                wire::Envelope parsed;
                ProtocolError error;
                QVERIFY2(MessageValidator::decode(serialized(m), &parsed, &error), error.message.c_str());
                for (const wire::ProcessName& p : parsed.context().processes())
                    QCOMPARE(p.has_rank() || p.has_local_rank() || p.has_world_size(), asked && p.pid() != 42);
                for (const wire::SessionInfo& s : parsed.context().sessions())
                    QCOMPARE(s.has_rank() || s.has_local_rank() || s.has_world_size(), asked);
                ContextCodec::decode(parsed.context(), &back);
            }
            QCOMPARE(back.processes.size(), context.processes.size());
            QCOMPARE(back.sessions.size(), std::size_t(1));
            for (std::size_t i = 0; i < back.processes.size(); ++i) {
                QVERIFY(back.processes[i].name == context.processes[i].name);
                QVERIFY(back.processes[i].job == (asked ? context.processes[i].job : capture::JobRank{}));
            }
            QVERIFY(back.sessions.front().job == (asked ? partial : capture::JobRank{}));
        }
    }

    // A peer of before job ranks sends ProcessName with pid, name and time only: it is accepted,
    // the process's rank is unknown, and the receiver writes NULL in its events' rank columns
    // where a process announced with a rank gets it in every column.
    void anOlderPeersProcessesLeaveTheRankColumnsNull()
    {
        const std::string older = field(12, field(2, varintField(1, 42) + field(2, "python3") + varintField(3, 5)));
        wire::Envelope olderMessage;
        ProtocolError error;
        QVERIFY2(MessageValidator::decode(older, &olderMessage, &error), error.message.c_str());
        CaptureContext olderContext;
        ContextCodec::decode(olderMessage.context(), &olderContext);
        QCOMPARE(olderContext.processes.size(), std::size_t(1));
        QCOMPARE(olderContext.processes.front().name.name, std::string("python3"));
        QVERIFY(!olderContext.processes.front().job.known());

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("received.db")).toStdString();
        capture::CaptureWriter writer;
        std::string message;
        QVERIFY2(writer.open(path, capture::WriterOptions{}, &message), message.c_str());
        CaptureReceiver receiver(writer);
        CaptureContext newer;
        newer.processes.push_back({{41, "python3", 5}, capture::JobRank{3, 1, 8}});
        std::vector<wire::Envelope> out;
        ContextCodec::encode(newer, &out, true);
        for (const wire::Envelope& m : out)
            QVERIFY(receiver.apply(m, &error));
        QVERIFY(receiver.apply(olderMessage, &error));
        auto event = [&writer](std::uint32_t pid, std::int64_t ts) {
            capture::EventRecord e;
            e.pid = pid;
            e.tid = pid;
            e.timestamp = ts;
            e.source = 1;
            e.op = 1;
            writer.addEvent(e, "python3");
        };
        // More rows than one multi-row insert holds, the two processes interleaved.
        for (int i = 0; i < 300; ++i)
            event(i % 3 == 0 ? 42 : 41, 1'000 + i);
        // The pid is announced again without a rank (a new program in it): its later rows are NULL.
        CaptureContext renamed;
        renamed.processes.push_back({{41, "bash", 9}, {}});
        out.clear();
        ContextCodec::encode(renamed, &out, true);
        for (const wire::Envelope& m : out)
            QVERIFY(receiver.apply(m, &error));
        for (int i = 0; i < 10; ++i)
            event(41, 2'000 + i);
        QVERIFY2(writer.finish(&message), message.c_str());

        capture::SqliteDb db;
        QVERIFY2(db.openReadOnly(path, true, &message), message.c_str());
        capture::SqliteStatement st(
            db,
            "SELECT pid, timestamp >= 2000, COALESCE(rank, -1), COALESCE(local_rank, -1), "
            "COALESCE(world_size, -1), COUNT(*) FROM events GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2");
        QStringList rows;
        while (st.step() == SQLITE_ROW)
            rows << QStringLiteral("%1%2: %3/%4/%5 x%6")
                        .arg(st.int64(0))
                        .arg(st.int64(1) ? QStringLiteral(" later") : QString())
                        .arg(st.int64(2))
                        .arg(st.int64(3))
                        .arg(st.int64(4))
                        .arg(st.int64(5));
        QCOMPARE(rows,
                 (QStringList{QStringLiteral("41: 3/1/8 x200"), QStringLiteral("41 later: -1/-1/-1 x10"),
                              QStringLiteral("42: -1/-1/-1 x100")}));
    }

    void textForStringFieldsIsMadeValidUtf8()
    {
        QCOMPARE(validUtf8("plain"), std::string("plain"));
        QCOMPARE(validUtf8(std::string("a\xff"
                                       "b",
                                       3)),
                 std::string("a\xef\xbf\xbd"
                             "b"));
        QCOMPARE(validUtf8("\xc3\xa9t\xc3\xa9"), std::string("\xc3\xa9t\xc3\xa9"));
        QCOMPARE(validUtf8("\xed\xa0\x80"), std::string("\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd")); // a surrogate
        QCOMPARE(validUtf8("\xc3\xa9\xc3\xa9", 3), std::string("\xc3\xa9")); // never cut inside a character
    }
};

QTEST_GUILESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
