#include "StreamDecoder.h"

#include <algorithm>

namespace faultline::protocol {

namespace {

bool fail(ProtocolError* error, std::string message)
{
    if (error)
        *error = makeError(wire::OUT_OF_RANGE, std::move(message));
    return false;
}

template<typename Column>
auto at(const Column& column, std::size_t i) -> typename Column::value_type
{
    return column.empty() ? typename Column::value_type{} : column.Get(static_cast<int>(i));
}

} // namespace

StreamDecoder::StreamDecoder()
{
    m_nameIds.emplace(std::string(), 0);
}

void StreamDecoder::beginConnection()
{
    m_strings.assign(1, std::string());
    m_stringBytes = 0;
    m_nameIndex.assign(1, 0);
    m_stackHashes.assign(1, 0);
}

std::uint32_t StreamDecoder::nameIndex(std::uint32_t stringId)
{
    std::uint32_t& index = m_nameIndex[stringId];
    if (index == 0 && stringId != 0) {
        const auto [it, inserted] = m_nameIds.try_emplace(m_strings[stringId], 0);
        if (inserted) {
            it->second = static_cast<std::uint32_t>(m_names.size());
            m_names.push_back(it->first);
        }
        index = it->second;
    }
    return index;
}

bool StreamDecoder::apply(const wire::Definitions& d, const StackSink& onStack, ProtocolError* error)
{
    if (d.strings_size() > 0) {
        if (d.first_string_id() != m_strings.size())
            return fail(error,
                        "strings defined from id " + std::to_string(d.first_string_id()) + ", expected "
                            + std::to_string(m_strings.size()));
        if (m_strings.size() + static_cast<std::size_t>(d.strings_size()) > kMaxStringsPerConnection)
            return fail(error, "more than " + std::to_string(kMaxStringsPerConnection) + " strings on one connection");
        for (const std::string& s : d.strings()) {
            m_stringBytes += s.size();
            if (m_stringBytes > kMaxStringTableBytes)
                return fail(error,
                            "the strings of one connection exceed " + std::to_string(kMaxStringTableBytes) + " bytes");
            m_strings.push_back(s);
            m_nameIndex.push_back(0);
        }
    }
    if (d.stacks_size() == 0)
        return true;
    if (d.first_stack_id() != m_stackHashes.size())
        return fail(error,
                    "stacks defined from id " + std::to_string(d.first_stack_id()) + ", expected "
                        + std::to_string(m_stackHashes.size()));
    if (m_stackHashes.size() + static_cast<std::size_t>(d.stacks_size()) > kMaxStacksPerConnection)
        return fail(error, "more than " + std::to_string(kMaxStacksPerConnection) + " stacks on one connection");
    std::vector<capture::StackFrame> frames;
    auto text = [this](std::uint32_t id, std::string* out) {
        if (id >= m_strings.size())
            return false;
        *out = m_strings[id];
        return true;
    };
    for (const wire::StackDef& s : d.stacks()) {
        frames.clear();
        frames.reserve(static_cast<std::size_t>(s.frames_size()));
        for (const wire::Frame& f : s.frames()) {
            capture::StackFrame frame;
            frame.kind = static_cast<capture::FrameKind>(f.kind());
            frame.ip = f.ip();
            frame.nativeLine = f.native_line();
            frame.pyDefLine = f.py_def_line();
            frame.pyLine = f.py_line();
            if (!text(f.symbol(), &frame.symbol) || !text(f.library(), &frame.library)
                || !text(f.py_file(), &frame.pyFile) || !text(f.py_function(), &frame.pyFunction))
                return fail(error, "a stack frame names a string that was not defined");
            frames.push_back(std::move(frame));
        }
        m_stackHashes.push_back(onStack ? onStack(s.hash(), frames) : s.hash());
    }
    return true;
}

bool StreamDecoder::decode(const wire::EventBatch& b, std::vector<capture::EventRecord>* out, ProtocolError* error)
{
    const std::uint64_t first = b.sequence();
    const std::uint32_t count = b.count();
    if (first > m_lastSequence + 1)
        return fail(error,
                    "events " + std::to_string(m_lastSequence + 1) + " to " + std::to_string(first - 1)
                        + " are missing from the stream");
    // Check every reference before taking any event, so a refused batch changes nothing.
    for (const std::uint32_t id : b.comm()) {
        if (id >= m_strings.size())
            return fail(error, "an event names thread-name string " + std::to_string(id) + ", which was not defined");
    }
    for (const std::uint32_t id : b.stack()) {
        if (id >= m_stackHashes.size())
            return fail(error, "an event names stack " + std::to_string(id) + ", which was not defined");
    }
    const std::uint64_t held = m_lastSequence >= first ? m_lastSequence - first + 1 : 0;
    const std::size_t skip = static_cast<std::size_t>(std::min<std::uint64_t>(held, count));
    m_duplicates += skip;

    std::uint64_t timestamp = 0;
    out->reserve(out->size() + (count - skip));
    for (std::size_t i = 0; i < count; ++i) {
        timestamp += static_cast<std::uint64_t>(at(b.timestamp(), i));
        if (i < skip)
            continue;
        capture::EventRecord e;
        e.timestamp = static_cast<std::int64_t>(timestamp);
        e.duration = at(b.duration(), i);
        e.pid = at(b.pid(), i);
        e.tid = at(b.tid(), i);
        e.source = static_cast<std::uint8_t>(at(b.source(), i));
        e.op = static_cast<std::uint8_t>(at(b.op(), i));
        e.gpuId = at(b.gpu_id(), i);
        e.arg0 = at(b.arg0(), i);
        e.arg1 = at(b.arg1(), i);
        e.retCode = at(b.ret_code(), i);
        e.stackHash = m_stackHashes[at(b.stack(), i)];
        e.cgroupId = at(b.cgroup_id(), i);
        e.commId = nameIndex(at(b.comm(), i));
        out->push_back(e);
    }
    m_lastSequence = std::max<std::uint64_t>(m_lastSequence, first + count - 1);
    return true;
}

} // namespace faultline::protocol
