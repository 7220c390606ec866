#pragma once

#include "ContextCodec.h"
#include "StreamDecoder.h"

#include <cstdint>
#include <map>
#include <vector>

namespace faultline::capture {
class CaptureWriter;
}

namespace faultline::protocol {

// Writes what a server streams into a capture through capture::CaptureWriter, so the file a
// client saves holds the events, stacks, thread and process names, job ranks (in the events'
// rank columns), sessions and drop counts the source had. Survives reconnections: context entries are merged, drop
// totals applied once, repeated events skipped.
class CaptureReceiver
{
public:
    explicit CaptureReceiver(capture::CaptureWriter& writer);

    void beginConnection() { m_decoder.beginConnection(); }
    void setLastSequence(std::uint64_t sequence) { m_decoder.setLastSequence(sequence); }

    // Definitions, Context and EventBatch messages; anything else is left to the caller and
    // accepted. False when the stream is inconsistent (ids never defined, events missing).
    [[nodiscard]] bool apply(const wire::Envelope& message, ProtocolError* error);

    [[nodiscard]] std::uint64_t lastSequence() const { return m_decoder.lastSequence(); }
    [[nodiscard]] std::uint64_t eventsWritten() const { return m_eventsWritten; }
    [[nodiscard]] std::uint64_t duplicatesSkipped() const { return m_decoder.duplicates(); }
    [[nodiscard]] const StreamDecoder& decoder() const { return m_decoder; }

private:
    void applyContext(const CaptureContext& context);

    capture::CaptureWriter& m_writer;
    StreamDecoder m_decoder;
    std::vector<capture::EventRecord> m_events;
    std::map<std::uint8_t, std::int64_t> m_dropsApplied;
    std::uint64_t m_eventsWritten = 0;
};

} // namespace faultline::protocol
