#pragma once

#include "CaptureTypes.h"
#include "Protocol.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::protocol {

// Server side of the event stream: capture::EventRecord rows become columnar EventBatch
// messages, preceded by the Definitions of every thread name, stack and frame string they name
// that this connection has not seen yet.
class EventStreamEncoder
{
public:
    // The thread name of EventRecord::commId in the source's table.
    using CommName = std::function<std::string_view(std::uint32_t commId)>;
    // The frames of a stack, or nullptr when the source has none for that hash.
    using StackFrames = std::function<const std::vector<capture::StackFrame>*(std::int64_t hash)>;

    static constexpr std::uint32_t kDefaultBatchEvents = 8192;

    EventStreamEncoder(CommName commName, StackFrames stackFrames, std::uint32_t batchEvents = kDefaultBatchEvents);

    // Ids are per connection: forget what was defined.
    void beginConnection();

    // Appends the messages for `count` events numbered from `firstSequence`. `producedNs` is the
    // CLOCK_REALTIME at which the oldest of them was produced.
    void encode(const capture::EventRecord* events, std::size_t count, std::uint64_t firstSequence,
                std::int64_t producedNs, std::vector<wire::Envelope>* out);
    // Appends Definitions for these stacks (those not defined yet), events or not.
    void defineStacks(const std::vector<std::int64_t>& hashes, std::vector<wire::Envelope>* out);

    [[nodiscard]] std::size_t stringsDefined() const { return m_strings.size(); }
    [[nodiscard]] std::size_t stacksDefined() const { return m_stacks.size(); }

private:
    std::uint32_t stringId(std::string_view text);
    std::uint32_t commId(std::uint32_t sourceCommId);
    std::uint32_t stackId(std::int64_t hash);
    wire::Definitions& definitions();
    void encodeBatch(const capture::EventRecord* events, std::size_t count, std::uint64_t firstSequence,
                     std::int64_t producedNs, wire::EventBatch* batch);

    CommName m_commName;
    StackFrames m_stackFrames;
    std::uint32_t m_batchEvents;

    std::unordered_map<std::string, std::uint32_t> m_strings;
    std::vector<std::uint32_t> m_commIds; // source comm id -> string id (0: not yet)
    std::unordered_map<std::int64_t, std::uint32_t> m_stacks;

    // Definitions being gathered for the current encode() call.
    std::vector<wire::Envelope> m_pendingDefinitions;
    std::size_t m_pendingBytes = 0;
};

} // namespace faultline::protocol
