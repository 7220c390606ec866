#include "EventStreamEncoder.h"

#include <algorithm>

namespace faultline::protocol {

namespace {

constexpr std::size_t kDefinitionChunkBytes = 768 * 1024;

template<typename Column>
void dropIfZero(Column* column)
{
    if (std::all_of(column->begin(), column->end(), [](auto v) { return v == 0; }))
        column->Clear();
}

} // namespace

EventStreamEncoder::EventStreamEncoder(CommName commName, StackFrames stackFrames, std::uint32_t batchEvents)
    : m_commName(std::move(commName))
    , m_stackFrames(std::move(stackFrames))
    , m_batchEvents(std::clamp<std::uint32_t>(batchEvents, 1, kMaxEventsPerBatch))
{
}

void EventStreamEncoder::beginConnection()
{
    m_strings.clear();
    m_commIds.clear();
    m_stacks.clear();
    m_pendingDefinitions.clear();
    m_pendingBytes = 0;
}

wire::Definitions& EventStreamEncoder::definitions()
{
    if (m_pendingDefinitions.empty() || m_pendingBytes > kDefinitionChunkBytes) {
        m_pendingDefinitions.emplace_back();
        m_pendingBytes = 0;
    }
    return *m_pendingDefinitions.back().mutable_definitions();
}

std::uint32_t EventStreamEncoder::stringId(std::string_view text)
{
    if (text.empty())
        return 0;
    if (text.size() > kMaxStringBytes)
        text = text.substr(0, kMaxStringBytes);
    const auto [it, inserted] = m_strings.try_emplace(std::string(text), 0);
    if (!inserted)
        return it->second;
    it->second = static_cast<std::uint32_t>(m_strings.size());
    wire::Definitions& d = definitions();
    if (d.strings_size() == 0)
        d.set_first_string_id(it->second);
    d.add_strings(it->first);
    m_pendingBytes += text.size() + 4;
    return it->second;
}

std::uint32_t EventStreamEncoder::commId(std::uint32_t sourceCommId)
{
    if (sourceCommId < m_commIds.size() && m_commIds[sourceCommId] != 0)
        return m_commIds[sourceCommId];
    const std::uint32_t id = stringId(m_commName(sourceCommId));
    if (sourceCommId < (1u << 24)) {
        if (sourceCommId >= m_commIds.size())
            m_commIds.resize(sourceCommId + 1, 0);
        m_commIds[sourceCommId] = id;
    }
    return id;
}

std::uint32_t EventStreamEncoder::stackId(std::int64_t hash)
{
    if (hash == 0)
        return 0;
    const auto found = m_stacks.find(hash);
    if (found != m_stacks.end())
        return found->second;
    const auto id = static_cast<std::uint32_t>(m_stacks.size() + 1);
    m_stacks.emplace(hash, id);

    // Strings first: the stack's definition refers to them, and they may open a new message.
    const std::vector<capture::StackFrame>* frames = m_stackFrames(hash);
    std::vector<wire::Frame> encoded;
    if (frames) {
        const std::size_t n = std::min(frames->size(), kMaxFramesPerStack);
        encoded.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            const capture::StackFrame& f = (*frames)[i];
            wire::Frame& w = encoded[i];
            w.set_kind(static_cast<std::uint32_t>(f.kind));
            w.set_ip(f.ip);
            w.set_symbol(stringId(f.symbol));
            w.set_library(stringId(f.library));
            w.set_native_line(f.nativeLine);
            w.set_py_file(stringId(f.pyFile));
            w.set_py_function(stringId(f.pyFunction));
            w.set_py_def_line(f.pyDefLine);
            w.set_py_line(f.pyLine);
        }
    }
    wire::Definitions& d = definitions();
    if (d.stacks_size() == 0)
        d.set_first_stack_id(id);
    wire::StackDef* def = d.add_stacks();
    def->set_hash(hash);
    for (wire::Frame& f : encoded)
        *def->add_frames() = std::move(f);
    m_pendingBytes += 16 + encoded.size() * 56;
    return id;
}

void EventStreamEncoder::encode(const capture::EventRecord* events, std::size_t count, std::uint64_t firstSequence,
                                std::int64_t producedNs, std::vector<wire::Envelope>* out)
{
    std::size_t done = 0;
    while (done < count) {
        std::size_t n = std::min<std::size_t>(count - done, m_batchEvents);
        wire::Envelope batch;
        encodeBatch(events + done, n, firstSequence + done, producedNs, batch.mutable_event_batch());
        // Events whose every column takes its widest encoding could overflow a frame: halve.
        while (n > 1 && batch.ByteSizeLong() > kMaxFrameBytes) {
            n /= 2;
            batch.Clear();
            encodeBatch(events + done, n, firstSequence + done, producedNs, batch.mutable_event_batch());
        }
        for (wire::Envelope& d : m_pendingDefinitions)
            out->push_back(std::move(d));
        m_pendingDefinitions.clear();
        m_pendingBytes = 0;
        out->push_back(std::move(batch));
        done += n;
    }
}

void EventStreamEncoder::defineStacks(const std::vector<std::int64_t>& hashes, std::vector<wire::Envelope>* out)
{
    for (const std::int64_t hash : hashes)
        static_cast<void>(stackId(hash));
    for (wire::Envelope& d : m_pendingDefinitions)
        out->push_back(std::move(d));
    m_pendingDefinitions.clear();
    m_pendingBytes = 0;
}

void EventStreamEncoder::encodeBatch(const capture::EventRecord* events, std::size_t count, std::uint64_t firstSequence,
                                     std::int64_t producedNs, wire::EventBatch* b)
{
    const int n = static_cast<int>(count);
    b->set_sequence(firstSequence);
    b->set_count(static_cast<std::uint32_t>(count));
    b->set_produced_ns(producedNs);
    b->set_sent_ns(realtimeNs());
    b->mutable_timestamp()->Reserve(n);
    b->mutable_duration()->Reserve(n);
    b->mutable_pid()->Reserve(n);
    b->mutable_tid()->Reserve(n);
    b->mutable_source()->Reserve(n);
    b->mutable_op()->Reserve(n);
    b->mutable_gpu_id()->Reserve(n);
    b->mutable_arg0()->Reserve(n);
    b->mutable_arg1()->Reserve(n);
    b->mutable_ret_code()->Reserve(n);
    b->mutable_stack()->Reserve(n);
    b->mutable_cgroup_id()->Reserve(n);
    b->mutable_comm()->Reserve(n);
    std::uint64_t previous = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const capture::EventRecord& e = events[i];
        // Differences taken modulo 2^64: any pair of timestamps round-trips, none overflows.
        const auto ts = static_cast<std::uint64_t>(e.timestamp);
        b->add_timestamp(static_cast<std::int64_t>(ts - previous));
        previous = ts;
        b->add_duration(e.duration);
        b->add_pid(e.pid);
        b->add_tid(e.tid);
        b->add_source(e.source);
        b->add_op(e.op);
        b->add_gpu_id(e.gpuId);
        b->add_arg0(e.arg0);
        b->add_arg1(e.arg1);
        b->add_ret_code(e.retCode);
        b->add_stack(stackId(e.stackHash));
        b->add_cgroup_id(e.cgroupId);
        b->add_comm(commId(e.commId));
    }
    dropIfZero(b->mutable_timestamp());
    dropIfZero(b->mutable_duration());
    dropIfZero(b->mutable_pid());
    dropIfZero(b->mutable_tid());
    dropIfZero(b->mutable_source());
    dropIfZero(b->mutable_op());
    dropIfZero(b->mutable_gpu_id());
    dropIfZero(b->mutable_arg0());
    dropIfZero(b->mutable_arg1());
    dropIfZero(b->mutable_ret_code());
    dropIfZero(b->mutable_stack());
    dropIfZero(b->mutable_cgroup_id());
    dropIfZero(b->mutable_comm());
}

} // namespace faultline::protocol
