#include "CaptureReceiver.h"

#include "CaptureWriter.h"

namespace faultline::protocol {

CaptureReceiver::CaptureReceiver(capture::CaptureWriter& writer)
    : m_writer(writer)
{
}

bool CaptureReceiver::apply(const wire::Envelope& m, ProtocolError* error)
{
    switch (m.body_case()) {
    case wire::Envelope::kDefinitions:
        return m_decoder.apply(
            m.definitions(),
            [this](std::int64_t hash, const std::vector<capture::StackFrame>& frames) {
                // The source's hash, whatever function made it (Ingero's differs from ours), so
                // events keep the value they had; a stack known only by its hash stays that.
                m_writer.addStack(hash, frames);
                return hash;
            },
            error);
    case wire::Envelope::kContext: {
        CaptureContext context;
        ContextCodec::decode(m.context(), &context);
        applyContext(context);
        return true;
    }
    case wire::Envelope::kEventBatch: {
        m_events.clear();
        if (!m_decoder.decode(m.event_batch(), &m_events, error))
            return false;
        const std::vector<std::string>& names = m_decoder.names();
        for (const capture::EventRecord& e : m_events)
            m_writer.addEvent(e, names[e.commId]);
        m_eventsWritten += m_events.size();
        return true;
    }
    default: return true;
    }
}

void CaptureReceiver::applyContext(const CaptureContext& c)
{
    for (const capture::ThreadInfo& t : c.threads)
        m_writer.addThread(t);
    // A process's job rank: the events of it that follow carry it.
    for (const capture::ProcessInfo& p : c.processes)
        m_writer.addProcess(p);
    for (const capture::CgroupInfo& g : c.cgroups)
        m_writer.addCgroup(g);
    for (const capture::SystemSnapshot& s : c.samples)
        m_writer.addSystemSnapshot(s);
    for (const capture::Session& s : c.sessions)
        m_writer.addSession(s);
    for (const capture::MetaEntry& e : c.meta)
        m_writer.setMeta(e.key, e.value);
    for (const auto& [source, total] : c.dropTotals) {
        std::int64_t& applied = m_dropsApplied[source];
        if (total > applied) {
            m_writer.countDropped(source, total - applied);
            applied = total;
        }
    }
}

} // namespace faultline::protocol
