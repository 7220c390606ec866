// The wire protocol's receiving side (core/capture/protocol) on arbitrary bytes: what a probe
// reads from its client and what a client reads from a probe.
//
// The first input byte picks how the rest is used:
//   even: the bytes are a stream from the other end, cut into reads of the sizes the second byte
//         suggests. Every frame goes through the schema walk and the validator; what they accept
//         goes through both ends' session checks and, on the client side, the stream decoder.
//         An accepted message must re-encode to bytes that are accepted again.
//   odd:  the bytes fill well-formed event records that the server side encodes; the client
//         side must decode exactly those events: the receiver accepts what the sender writes.
//         Before them, processes with any job rank values (and whether the peer asked for job
//         ranks): their context must come back with the values in range, and none for a peer
//         that did not ask.

#include "ContextCodec.h"
#include "EventStreamEncoder.h"
#include "FrameDecoder.h"
#include "MessageValidator.h"
#include "Protocol.h"
#include "ProtocolSession.h"
#include "StreamDecoder.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

using namespace faultline;
using namespace faultline::protocol;

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_protocol: %s\n", what);
    __builtin_trap();
}

bool jobRankInRange(const capture::JobRank& job)
{
    const auto ok = [](std::int32_t v, std::int32_t least) {
        return v == -1 || (v >= least && v <= static_cast<std::int32_t>(kMaxJobRank));
    };
    return ok(job.rank, 0) && ok(job.localRank, 0) && ok(job.worldSize, 1);
}

class Bytes
{
public:
    Bytes(const std::uint8_t* data, std::size_t size)
        : m_data(data)
        , m_size(size)
    {
    }
    [[nodiscard]] bool empty() const { return m_at >= m_size; }
    template<typename T>
    T take()
    {
        T value{};
        const std::size_t n = std::min(sizeof(T), m_size - std::min(m_at, m_size));
        std::memcpy(&value, m_data + m_at, n);
        m_at += sizeof(T);
        return value;
    }

private:
    const std::uint8_t* m_data;
    std::size_t m_size;
    std::size_t m_at = 0;
};

void receiveStream(const std::uint8_t* data, std::size_t size)
{
    if (size < 1)
        return;
    const std::size_t readSize = 1 + data[0] % 64 * 17;
    data += 1;
    size -= 1;
    FrameDecoder decoder;
    ProtocolSession server(Role::Server, "fuzz probe");
    ProtocolSession client(Role::Client, "fuzz client");
    ProtocolError ignored;
    // The client side expects a stream: pretend it said hello and started a capture.
    wire::Envelope hello;
    hello.mutable_hello()->set_protocol_version(kProtocolVersion);
    wire::Envelope start;
    start.mutable_start_capture()->set_all(true);
    static_cast<void>(client.onSend(hello, &ignored));
    static_cast<void>(client.onReceive(hello, &ignored));
    static_cast<void>(client.onSend(start, &ignored));
    StreamDecoder stream;
    std::vector<capture::EventRecord> events;
    CaptureContext context;

    for (std::size_t at = 0; at < size;) {
        const std::size_t n = std::min(readSize, size - at);
        decoder.feed(data + at, n);
        at += n;
        std::string_view payload;
        FrameDecoder::Status status;
        while ((status = decoder.next(&payload)) == FrameDecoder::Status::Frame) {
            wire::Envelope m;
            ProtocolError error;
            if (!MessageValidator::decode(payload, &m, &error)) {
                if (error.code == 0 || error.message.empty())
                    fail("a refusal without a code or a message");
                continue;
            }
            const std::string again = m.SerializeAsString();
            wire::Envelope reparsed;
            if (again.size() <= kMaxFrameBytes && !MessageValidator::decode(again, &reparsed, &error))
                fail("an accepted message re-encodes to bytes that are refused");
            static_cast<void>(server.onReceive(m, &error));
            if (!client.onReceive(m, &error))
                continue;
            if (m.has_definitions()) {
                static_cast<void>(stream.apply(
                    m.definitions(), [](std::int64_t hash, const std::vector<capture::StackFrame>&) { return hash; },
                    &error));
            } else if (m.has_event_batch()) {
                const std::size_t before = events.size();
                const std::uint64_t last = stream.lastSequence();
                if (stream.decode(m.event_batch(), &events, &error)) {
                    if (events.size() - before > m.event_batch().count())
                        fail("more events decoded than the batch holds");
                    if (stream.lastSequence() < last)
                        fail("the last sequence went back");
                    for (std::size_t i = before; i < events.size(); ++i) {
                        if (events[i].commId >= stream.names().size())
                            fail("an event names a thread name that is not in the table");
                    }
                } else if (events.size() != before) {
                    fail("a refused batch left events behind");
                }
                if (events.size() > 100'000)
                    events.clear();
            } else if (m.has_context()) {
                ContextCodec::decode(m.context(), &context);
                for (const capture::ProcessInfo& p : context.processes) {
                    if (!jobRankInRange(p.job))
                        fail("a process's job rank out of range was accepted");
                }
                for (const capture::Session& s : context.sessions) {
                    if (!jobRankInRange(s.job))
                        fail("a session's job rank out of range was accepted");
                }
                context = {};
            }
        }
        if (status == FrameDecoder::Status::TooLarge)
            return;
    }
}

// Processes with the job rank values the bytes give, through the context codec and the validator.
void roundTripJobRanks(Bytes& in)
{
    CaptureContext context;
    const int processes = in.take<std::uint8_t>() % 4;
    const bool asked = (in.take<std::uint8_t>() & 1) != 0;
    for (int i = 0; i < processes; ++i) {
        capture::ProcessInfo p;
        p.name.pid = in.take<std::uint32_t>();
        p.name.name = "p" + std::to_string(i);
        p.job.rank = in.take<std::int32_t>();
        p.job.localRank = in.take<std::int32_t>();
        p.job.worldSize = in.take<std::int32_t>();
        context.processes.push_back(p);
    }
    std::vector<wire::Envelope> out;
    ContextCodec::encode(context, &out, asked);
    CaptureContext back;
    for (const wire::Envelope& m : out) {
        wire::Envelope parsed;
        ProtocolError error;
        if (!MessageValidator::decode(m.SerializeAsString(), &parsed, &error))
            fail("the validator refused a context the codec wrote");
        ContextCodec::decode(parsed.context(), &back);
    }
    if (back.processes.size() != context.processes.size())
        fail("processes lost or added");
    for (std::size_t i = 0; i < back.processes.size(); ++i) {
        const capture::JobRank& sent = context.processes[i].job;
        const capture::JobRank& got = back.processes[i].job;
        if (!asked && got.known())
            fail("a job rank reached a peer that did not ask for it");
        if (!jobRankInRange(got))
            fail("a job rank came back out of range");
        // A value in range comes back as it was; one out of range as unknown.
        const auto same = [](std::int32_t a, std::int32_t b, std::int32_t least) {
            const bool inRange = a >= least && a <= static_cast<std::int32_t>(kMaxJobRank);
            return b == (inRange ? a : -1);
        };
        if (asked
            && (!same(sent.rank, got.rank, 0) || !same(sent.localRank, got.localRank, 0)
                || !same(sent.worldSize, got.worldSize, 1)))
            fail("a job rank changed on the way");
    }
}

void roundTrip(const std::uint8_t* data, std::size_t size)
{
    Bytes in(data, size);
    roundTripJobRanks(in);
    std::vector<std::string> comms = {""};
    const int commCount = in.take<std::uint8_t>() % 8;
    for (int i = 0; i < commCount; ++i)
        comms.push_back(std::string(in.take<std::uint8_t>() % 20, static_cast<char>(in.take<std::uint8_t>())));
    std::vector<capture::StackFrame> frames(in.take<std::uint8_t>() % 6);
    for (capture::StackFrame& f : frames) {
        f.kind = static_cast<capture::FrameKind>(in.take<std::uint8_t>() % 3);
        f.ip = in.take<std::uint64_t>();
        f.symbol = std::string(in.take<std::uint8_t>() % 8, static_cast<char>(in.take<std::uint8_t>()));
        f.pyLine = in.take<std::int32_t>();
    }
    std::vector<capture::EventRecord> events;
    while (!in.empty() && events.size() < 20'000) {
        capture::EventRecord e;
        e.timestamp = in.take<std::int64_t>();
        e.duration = in.take<std::int64_t>();
        e.pid = in.take<std::uint32_t>();
        e.tid = in.take<std::uint32_t>();
        e.source = in.take<std::uint8_t>();
        e.op = in.take<std::uint8_t>();
        e.gpuId = in.take<std::uint32_t>();
        e.arg0 = in.take<std::uint64_t>();
        e.arg1 = in.take<std::uint64_t>();
        e.retCode = in.take<std::int32_t>();
        e.stackHash = static_cast<std::int64_t>(in.take<std::uint8_t>() % 4);
        e.cgroupId = in.take<std::uint64_t>();
        e.commId = in.take<std::uint8_t>() % static_cast<std::uint32_t>(comms.size());
        events.push_back(e);
    }
    EventStreamEncoder encoder([&](std::uint32_t id) { return std::string_view(comms[id]); },
                               [&](std::int64_t hash) { return hash == 1 ? &frames : nullptr; }, 1 + (size % 3000));
    std::vector<wire::Envelope> out;
    encoder.encode(events.data(), events.size(), 1, 0, &out);
    StreamDecoder stream;
    std::vector<capture::EventRecord> decoded;
    std::vector<capture::StackFrame> received;
    for (const wire::Envelope& m : out) {
        std::string frame;
        if (!appendFrame(m, &frame))
            fail("the encoder made a message over the frame cap");
        wire::Envelope parsed;
        ProtocolError error;
        if (!MessageValidator::decode(std::string_view(frame).substr(kFrameHeaderBytes), &parsed, &error))
            fail("the validator refused what the encoder wrote");
        if (parsed.has_definitions()) {
            if (!stream.apply(
                    parsed.definitions(),
                    [&](std::int64_t hash, const std::vector<capture::StackFrame>& f) {
                        if (hash == 1)
                            received = f;
                        return hash;
                    },
                    &error))
                fail("the decoder refused the encoder's definitions");
        } else if (!stream.decode(parsed.event_batch(), &decoded, &error)) {
            fail("the decoder refused the encoder's batch");
        }
    }
    if (decoded.size() != events.size())
        fail("events lost or added");
    for (std::size_t i = 0; i < events.size(); ++i) {
        const capture::EventRecord& a = events[i];
        const capture::EventRecord& b = decoded[i];
        if (a.timestamp != b.timestamp || a.duration != b.duration || a.pid != b.pid || a.tid != b.tid
            || a.source != b.source || a.op != b.op || a.gpuId != b.gpuId || a.arg0 != b.arg0 || a.arg1 != b.arg1
            || a.retCode != b.retCode || a.stackHash != b.stackHash || a.cgroupId != b.cgroupId
            || stream.names()[b.commId] != comms[a.commId])
            fail("an event changed on the way");
    }
    const bool usedStack = std::any_of(events.begin(), events.end(), [](const auto& e) { return e.stackHash == 1; });
    if (usedStack && received != frames)
        fail("a stack changed on the way");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    if (data[0] & 1)
        roundTrip(data + 1, size - 1);
    else
        receiveStream(data + 1, size - 1);
    return 0;
}
