// faultline-probe's ring-buffer record decoder (bpf/probe/RecordDecoder) on arbitrary bytes.
//
// The first input byte picks how the rest is used:
//   even: the bytes are one record as the ring buffer would hand it over. Whatever decodes must
//         re-encode to a record that decodes to the same values, every shorter prefix must be
//         refused, and the event made from it must be sane.
//   odd:  the bytes fill a well-formed record (kind, frame counts and fields taken from them),
//         which must decode to exactly those values: the decoder accepts what the BPF side
//         writes, not only what it refuses.

#include "RecordDecoder.h"
#include "faultline_events.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <span>
#include <vector>

namespace {

using faultline::capture::EventRecord;
using faultline::probe::DecodeError;
using faultline::probe::Record;
using faultline::probe::RecordDecoder;
using faultline::probe::RecordKind;

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_probe_records: %s\n", what);
    __builtin_trap();
}

template<typename T>
void put(std::vector<std::byte>& out, std::size_t offset, const T& value)
{
    std::memcpy(out.data() + offset, &value, sizeof(T));
}

// A record's Python then native frames, from `offset` on.
void putFrames(std::vector<std::byte>& out, std::size_t offset, const Record& r)
{
    for (std::size_t i = 0; i < r.pyCount; ++i, offset += sizeof(fl_py_frame)) {
        fl_py_frame f{};
        f.code = r.py[i].code;
        f.lasti = r.py[i].lasti;
        put(out, offset, f);
    }
    for (std::size_t i = 0; i < r.stackCount; ++i, offset += 8)
        put(out, offset, r.ips[i]);
}

// The bytes the BPF side would write for `r` (only the fields the decoder keeps).
std::vector<std::byte> encode(const Record& r, std::uint8_t rawKind)
{
    std::vector<std::byte> out;
    fl_header h{};
    h.kind = rawKind;
    h.flags = r.flags;
    h.cpu = r.cpu;
    h.tgid = r.tgid;
    h.tid = r.tid;
    h.ts = r.ts;
    switch (r.kind) {
    case RecordKind::Call: {
        fl_call c{};
        c.fn = r.fn;
        c.variant = r.variant;
        c.npy = static_cast<unsigned char>(r.pyCount);
        c.nstack = static_cast<unsigned char>(r.stackCount);
        c.ret = r.ret;
        c.duration = r.duration;
        c.arg0 = r.arg0;
        c.arg1 = r.arg1;
        c.aux = r.aux;
        c.cgroup = r.cgroup;
        c.gpu = r.gpu;
        const std::size_t size = sizeof c + r.pyCount * sizeof(fl_py_frame) + r.stackCount * 8;
        out.resize(size);
        h.size = static_cast<unsigned short>(size);
        c.h = h;
        put(out, 0, c);
        putFrames(out, sizeof c, r);
        break;
    }
    case RecordKind::OffCpu: {
        fl_offcpu o{};
        h.size = sizeof o;
        o.h = h;
        o.duration = r.duration;
        o.prev_tid = r.prevTid;
        o.prev_tgid = r.prevTgid;
        o.wait = r.waitHash;
        o.state = static_cast<unsigned>(r.switchState);
        out.resize(sizeof o);
        put(out, 0, o);
        break;
    }
    case RecordKind::Wait: {
        fl_wait w{};
        w.hash = r.waitHash;
        w.state = static_cast<unsigned char>(r.switchState);
        w.npy = static_cast<unsigned char>(r.pyCount);
        w.nstack = static_cast<unsigned char>(r.stackCount);
        const std::size_t size = sizeof w + r.pyCount * sizeof(fl_py_frame) + r.stackCount * 8;
        out.resize(size);
        h.size = static_cast<unsigned short>(size);
        w.h = h;
        put(out, 0, w);
        putFrames(out, sizeof w, r);
        break;
    }
    case RecordKind::Task: {
        fl_task t{};
        h.size = sizeof t;
        t.h = h;
        t.event = static_cast<unsigned>(r.event);
        t.other = r.other;
        t.other_tgid = r.otherTgid;
        std::memcpy(t.comm, r.comm.data(), std::min(r.comm.size(), sizeof t.comm - 1));
        out.resize(sizeof t);
        put(out, 0, t);
        break;
    }
    }
    return out;
}

bool sameFrames(const Record& a, const Record& b)
{
    if (a.pyCount != b.pyCount || a.stackCount != b.stackCount)
        return false;
    for (std::size_t i = 0; i < a.pyCount; ++i) {
        if (a.py[i].code != b.py[i].code || a.py[i].lasti != b.py[i].lasti)
            return false;
    }
    for (std::size_t i = 0; i < a.stackCount; ++i) {
        if (a.ips[i] != b.ips[i])
            return false;
    }
    return true;
}

bool same(const Record& a, const Record& b)
{
    if (a.kind != b.kind || a.flags != b.flags || a.cpu != b.cpu || a.tgid != b.tgid || a.tid != b.tid || a.ts != b.ts)
        return false;
    switch (a.kind) {
    case RecordKind::Call:
        if (a.fn != b.fn || a.variant != b.variant || a.source != b.source || a.op != b.op || a.ret != b.ret
            || a.duration != b.duration || a.arg0 != b.arg0 || a.arg1 != b.arg1 || a.aux != b.aux
            || a.cgroup != b.cgroup || a.gpu != b.gpu)
            return false;
        return sameFrames(a, b);
    case RecordKind::OffCpu:
        return a.duration == b.duration && a.prevTid == b.prevTid && a.prevTgid == b.prevTgid
            && a.waitHash == b.waitHash && a.switchState == b.switchState;
    case RecordKind::Wait: return a.waitHash == b.waitHash && a.switchState == b.switchState && sameFrames(a, b);
    case RecordKind::Task:
        return a.event == b.event && a.other == b.other && a.otherTgid == b.otherTgid && a.comm == b.comm;
    }
    return false;
}

void checkDecoded(const Record& r, std::span<const std::byte> bytes)
{
    if (r.pyCount > FL_PY_MAX_FRAMES || r.stackCount > FL_MAX_STACK)
        fail("frame counts beyond the ABI's maximum");
    for (const char c : r.comm) {
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
            fail("a task name with an unprintable byte");
    }
    if (r.comm.size() >= FL_TASK_COMM_LEN)
        fail("a task name longer than the kernel's");
    EventRecord e;
    if (RecordDecoder::toEvent(r, INT64_MAX / 2, &e)) {
        if (e.duration < 0)
            fail("a negative duration");
        if (e.source == 0 || e.op == 0)
            fail("an event without source or op");
    }
    for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
        Record shorter;
        if (RecordDecoder::decode(bytes.first(cut), &shorter) == DecodeError::None)
            fail("a truncated record decoded");
    }
}

void checkRaw(std::span<const std::byte> bytes)
{
    Record r;
    if (RecordDecoder::decode(bytes, &r) != DecodeError::None)
        return;
    checkDecoded(r, bytes);
    fl_header h{};
    std::memcpy(&h, bytes.data(), sizeof h);
    const std::vector<std::byte> again = encode(r, h.kind);
    Record r2;
    if (RecordDecoder::decode(again, &r2) != DecodeError::None || !same(r, r2))
        fail("a decoded record does not survive re-encoding");
}

// Takes bytes from the input, zero once it runs out.
class Source
{
public:
    explicit Source(std::span<const std::byte> bytes)
        : m_bytes(bytes)
    {
    }
    template<typename T>
    T take()
    {
        T value{};
        const std::size_t n = std::min(sizeof(T), m_bytes.size());
        std::memcpy(&value, m_bytes.data(), n);
        m_bytes = m_bytes.subspan(n);
        return value;
    }

private:
    std::span<const std::byte> m_bytes;
};

void checkBuilt(std::span<const std::byte> bytes)
{
    Source in(bytes);
    Record r;
    const auto kind = in.take<std::uint8_t>() % 4;
    r.kind = kind == 0 ? RecordKind::Call
        : kind == 1    ? RecordKind::OffCpu
        : kind == 2    ? RecordKind::Task
                       : RecordKind::Wait;
    r.flags = in.take<std::uint8_t>();
    r.cpu = in.take<std::uint32_t>();
    r.tgid = in.take<std::uint32_t>();
    r.tid = in.take<std::uint32_t>();
    r.ts = in.take<std::uint64_t>();
    std::uint8_t rawKind = FL_REC_CALL;
    if (r.kind == RecordKind::Call) {
        r.fn = static_cast<std::uint8_t>(1 + in.take<std::uint8_t>() % (FL_FN_COUNT - 1));
        r.variant = in.take<std::uint8_t>();
        r.pyCount = in.take<std::uint8_t>() % (FL_PY_MAX_FRAMES + 1);
        r.stackCount = in.take<std::uint8_t>() % (FL_MAX_STACK + 1);
        r.ret = in.take<std::int32_t>();
        r.duration = in.take<std::uint64_t>();
        r.arg0 = in.take<std::uint64_t>();
        r.arg1 = in.take<std::uint64_t>();
        r.aux = in.take<std::uint64_t>();
        r.cgroup = in.take<std::uint64_t>();
        r.gpu = in.take<std::uint32_t>();
        for (std::size_t i = 0; i < r.pyCount; ++i)
            r.py[i] = {in.take<std::uint64_t>(), in.take<std::int32_t>()};
        for (std::size_t i = 0; i < r.stackCount; ++i)
            r.ips[i] = in.take<std::uint64_t>();
    } else if (r.kind == RecordKind::OffCpu) {
        rawKind = FL_REC_OFFCPU;
        r.duration = in.take<std::uint64_t>();
        r.prevTid = in.take<std::uint32_t>();
        r.prevTgid = in.take<std::uint32_t>();
        r.waitHash = in.take<std::uint64_t>();
        r.switchState = static_cast<faultline::probe::SwitchState>(in.take<std::uint8_t>() % (FL_SWITCH_OTHER + 1));
    } else if (r.kind == RecordKind::Wait) {
        rawKind = FL_REC_WAIT;
        r.waitHash = in.take<std::uint64_t>();
        r.switchState = static_cast<faultline::probe::SwitchState>(in.take<std::uint8_t>() % (FL_SWITCH_OTHER + 1));
        r.pyCount = in.take<std::uint8_t>() % (FL_PY_MAX_FRAMES + 1);
        r.stackCount = in.take<std::uint8_t>() % (FL_MAX_STACK + 1);
        for (std::size_t i = 0; i < r.pyCount; ++i)
            r.py[i] = {in.take<std::uint64_t>(), in.take<std::int32_t>()};
        for (std::size_t i = 0; i < r.stackCount; ++i)
            r.ips[i] = in.take<std::uint64_t>();
    } else {
        rawKind = FL_REC_TASK;
        r.event = static_cast<faultline::probe::TaskEvent>(
            FL_TASK_FORK + in.take<std::uint8_t>() % (FL_TASK_LIBRARIES - FL_TASK_FORK + 1));
        r.other = in.take<std::uint32_t>();
        r.otherTgid = in.take<std::uint32_t>();
        for (int i = 0; i < FL_TASK_COMM_LEN - 1; ++i) {
            const auto c = static_cast<char>(0x20 + in.take<std::uint8_t>() % 0x5f);
            r.comm.push_back(c);
        }
        r.comm.resize(in.take<std::uint8_t>() % FL_TASK_COMM_LEN);
    }
    const std::vector<std::byte> encoded = encode(r, rawKind);
    Record decoded;
    const DecodeError err = RecordDecoder::decode(encoded, &decoded);
    if (err != DecodeError::None) {
        std::fprintf(stderr, "fuzz_probe_records: %s\n", RecordDecoder::describe(err).data());
        fail("a well-formed record was refused");
    }
    if (r.kind == RecordKind::Call) {
        r.source = decoded.source; // derived from fn
        r.op = decoded.op;
    }
    if (!same(r, decoded))
        fail("a well-formed record decoded to other values");
    checkDecoded(decoded, encoded);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte*>(data + 1), size - 1);
    if ((data[0] & 1) == 0)
        checkRaw(bytes);
    else
        checkBuilt(bytes);
    return 0;
}
