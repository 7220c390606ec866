#pragma once

#include "CaptureTypes.h"
#include "Protocol.h"

#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline::protocol {

// Client side of the event stream: Definitions and EventBatch messages back into
// capture::EventRecord rows. Thread names go into a table that outlives connections (the
// `commId` of a decoded event indexes names()); events are numbered, so a batch that repeats
// events already held (after a resume) is trimmed, and one that skips events is refused.
class StreamDecoder
{
public:
    // Called once per stack defined on a connection; returns the hash decoded events should
    // carry for it (what CaptureWriter::addStack returned, or the hash as sent).
    using StackSink = std::function<std::int64_t(std::int64_t hash, const std::vector<capture::StackFrame>& frames)>;

    StreamDecoder();

    // String and stack ids are per connection.
    void beginConnection();
    // Events up to `sequence` are held already (a resumed capture).
    void setLastSequence(std::uint64_t sequence) { m_lastSequence = sequence; }

    [[nodiscard]] bool apply(const wire::Definitions& definitions, const StackSink& onStack, ProtocolError* error);
    // Appends the batch's events that are not held yet.
    [[nodiscard]] bool decode(const wire::EventBatch& batch, std::vector<capture::EventRecord>* out,
                              ProtocolError* error);

    [[nodiscard]] const std::vector<std::string>& names() const { return m_names; }
    [[nodiscard]] std::uint64_t lastSequence() const { return m_lastSequence; }
    [[nodiscard]] std::uint64_t duplicates() const { return m_duplicates; }

private:
    std::uint32_t nameIndex(std::uint32_t stringId);

    // Per connection.
    std::vector<std::string> m_strings{std::string()};
    std::size_t m_stringBytes = 0;
    std::vector<std::uint32_t> m_nameIndex{0}; // string id -> index into m_names (0 = not yet)
    std::vector<std::int64_t> m_stackHashes{0};

    // For the life of the decoder.
    std::vector<std::string> m_names{std::string()};
    std::unordered_map<std::string, std::uint32_t> m_nameIds;
    std::uint64_t m_lastSequence = 0;
    std::uint64_t m_duplicates = 0;
};

} // namespace faultline::protocol
