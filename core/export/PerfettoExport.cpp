#include "PerfettoExport.h"

#include "Json.h"
#include "OpCatalog.h"

#include <QIODevice>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace faultline {

namespace {

constexpr std::size_t kFlushBytes = std::size_t(1) << 20;
constexpr std::uint64_t kMaxExactDouble = std::uint64_t(1) << 53;

std::string utf8(const QString& s)
{
    return s.toUtf8().toStdString();
}

// Buffered writer that remembers the first device error.
class Sink
{
public:
    explicit Sink(QIODevice* device)
        : m_device(device)
    {
        m_buffer.reserve(kFlushBytes + 4096);
    }

    std::string& buffer() { return m_buffer; }

    void maybeFlush()
    {
        if (m_buffer.size() >= kFlushBytes)
            flush();
    }

    bool flush()
    {
        if (m_ok && !m_buffer.empty()) {
            const auto size = static_cast<qint64>(m_buffer.size());
            m_ok = m_device->write(m_buffer.data(), size) == size;
        }
        m_buffer.clear();
        return m_ok;
    }

    [[nodiscard]] bool ok() const { return m_ok; }

private:
    QIODevice* m_device;
    std::string m_buffer;
    bool m_ok = true;
};

// µs since `origin` with three decimals.
void appendTime(std::string& out, std::int64_t ns, std::int64_t origin)
{
    const std::int64_t d = capture::saturatingSub(ns, origin);
    std::uint64_t magnitude = d < 0 ? 0 - static_cast<std::uint64_t>(d) : static_cast<std::uint64_t>(d);
    if (d < 0)
        out += '-';
    out += std::to_string(magnitude / 1000);
    const auto frac = static_cast<unsigned>(magnitude % 1000);
    out += '.';
    out += static_cast<char>('0' + frac / 100);
    out += static_cast<char>('0' + frac / 10 % 10);
    out += static_cast<char>('0' + frac % 10);
}

void appendUnsigned(std::string& out, std::uint64_t value)
{
    if (value < kMaxExactDouble) {
        out += std::to_string(value);
        return;
    }
    // Pointers and the like: exact as text, where a double would round them.
    char text[24];
    std::snprintf(text, sizeof text, "\"0x%llx\"", static_cast<unsigned long long>(value));
    out += text;
}

void appendKeyString(std::string& out, std::string_view key, std::string_view value)
{
    out += '"';
    out += key;
    out += "\":";
    capture::json::appendQuoted(out, value);
}

struct ExportedProcess
{
    std::uint32_t pid = 0; // in the file
    bool wanted = false;
};

} // namespace

PerfettoExportResult PerfettoExport::write(const Trace& trace, const PerfettoExportOptions& options, QIODevice* out)
{
    PerfettoExportResult result;
    if (!out || !out->isWritable()) {
        result.error = tr("The output is not open for writing.");
        return result;
    }
    const std::int64_t origin = trace.beginNs;
    const bool everything = options.pids.empty() && options.tids.empty();
    const std::unordered_set<std::uint32_t> pids(options.pids.begin(), options.pids.end());
    const std::unordered_set<std::uint32_t> tids(options.tids.begin(), options.tids.end());

    // A pid per process in the file: a repeat (same pid on another node) gets a fresh one.
    std::uint32_t maxPid = 0;
    for (const Process& p : trace.processes)
        maxPid = std::max(maxPid, p.pid);
    std::vector<ExportedProcess> processes(trace.processes.size());
    std::unordered_set<std::uint32_t> used;
    std::uint32_t nextPid = maxPid + 1;
    for (std::size_t i = 0; i < trace.processes.size(); ++i) {
        const std::uint32_t pid = trace.processes[i].pid;
        processes[i].pid = used.insert(pid).second ? pid : nextPid++;
    }
    const std::uint32_t notesPid = nextPid++;
    std::vector<bool> threadWanted(trace.threads.size(), false);
    for (std::size_t t = 0; t < trace.threads.size(); ++t) {
        const Thread& th = trace.threads[t];
        threadWanted[t] = everything || pids.count(th.pid) > 0 || tids.count(th.tid) > 0;
        if (threadWanted[t] && th.process < processes.size())
            processes[th.process].wanted = true;
    }

    Sink sink(out);
    std::string& b = sink.buffer();
    b += "{\"displayTimeUnit\":\"ns\",\"otherData\":{";
    appendKeyString(b, "exporter", "Faultline");
    b += ',';
    appendKeyString(b, "capture", utf8(options.captureName));
    b += ',';
    appendKeyString(b, "origin_unix_ns", std::to_string(origin));
    if (options.from != INT64_MIN) {
        b += ',';
        appendKeyString(b, "from_unix_ns", std::to_string(options.from));
    }
    if (options.to != INT64_MAX) {
        b += ',';
        appendKeyString(b, "to_unix_ns", std::to_string(options.to));
    }
    b += "},\"traceEvents\":[\n";
    bool first = true;
    const auto beginEvent = [&] {
        if (!first)
            b += ",\n";
        first = false;
        b += '{';
    };
    const auto metadata = [&](const char* what, std::uint32_t pid, std::uint32_t tid, const std::string& name) {
        beginEvent();
        b += "\"ph\":\"M\",\"name\":\"";
        b += what;
        b += "\",\"pid\":" + std::to_string(pid) + ",\"tid\":" + std::to_string(tid) + ",\"args\":{";
        appendKeyString(b, "name", name);
        b += "}}";
    };

    std::unordered_set<std::string> nodes;
    for (const Process& p : trace.processes) {
        if (!p.node.empty())
            nodes.insert(p.node);
    }
    const bool multiNode = nodes.size() > 1;
    for (std::size_t i = 0; i < trace.processes.size(); ++i) {
        if (!processes[i].wanted)
            continue;
        const Process& p = trace.processes[i];
        std::string name = p.name.empty() ? "pid " + std::to_string(p.pid) : p.name;
        if (processes[i].pid != p.pid)
            name += " (pid " + std::to_string(p.pid) + ")";
        if (multiNode && !p.node.empty())
            name += " [" + p.node + "]";
        metadata("process_name", processes[i].pid, 0, name);
        ++result.processes;
    }
    for (std::size_t t = 0; t < trace.threads.size(); ++t) {
        if (!threadWanted[t])
            continue;
        const Thread& th = trace.threads[t];
        metadata("thread_name", processes[th.process].pid, th.tid,
                 th.name.empty() ? "tid " + std::to_string(th.tid) : th.name);
        ++result.threads;
    }

    // Name, category and phase per kind code, escaped once.
    struct Prefix
    {
        std::string text;
        bool complete = true; // "X" with a duration, else an instant
    };
    std::unordered_map<std::uint16_t, Prefix> prefixes;
    const auto prefixFor = [&](std::uint16_t kind) -> const Prefix& {
        auto it = prefixes.find(kind);
        if (it != prefixes.end())
            return it->second;
        const auto source = static_cast<std::uint8_t>(kind >> 8);
        const auto op = static_cast<std::uint8_t>(kind & 0xFF);
        const capture::OpInfo info = capture::OpCatalog::info(source, op);
        const bool complete = info.time != capture::TimeConvention::Instant;
        std::string prefix = complete ? "\"ph\":\"X\"," : "\"ph\":\"i\",\"s\":\"t\",";
        appendKeyString(prefix, "name", capture::OpCatalog::opName(source, op));
        prefix += ',';
        appendKeyString(prefix, "cat", capture::OpCatalog::sourceName(source));
        prefix += ',';
        return prefixes.emplace(kind, Prefix{std::move(prefix), complete}).first->second;
    };

    for (const Lane& lane : trace.lanes) {
        if (lane.thread >= trace.threads.size() || !threadWanted[lane.thread])
            continue;
        const Thread& th = trace.threads[lane.thread];
        const std::string ids = "\"pid\":" + std::to_string(processes[th.process].pid)
            + ",\"tid\":" + std::to_string(th.tid) + ",\"ts\":";
        const EventColumns& e = lane.events;
        const auto firstIt = std::lower_bound(e.start.begin(), e.start.end(), options.from);
        const auto lastIt = std::lower_bound(firstIt, e.start.end(), options.to);
        for (auto i = static_cast<std::size_t>(firstIt - e.start.begin());
             i < static_cast<std::size_t>(lastIt - e.start.begin()); ++i) {
            beginEvent();
            const Prefix& prefix = prefixFor(e.kind[i]);
            b += prefix.text;
            b += ids;
            appendTime(b, e.start[i], origin);
            if (prefix.complete) {
                b += ",\"dur\":";
                appendTime(b, capture::saturatingAdd(origin, std::max<std::int64_t>(e.durationAt(i), 0)), origin);
            }
            b += ",\"args\":{\"arg0\":";
            appendUnsigned(b, e.arg0[i]);
            b += ",\"arg1\":";
            appendUnsigned(b, e.arg1[i]);
            if (const std::int32_t ret = e.retCodeAt(i); ret != 0)
                b += ",\"ret\":" + std::to_string(ret);
            b += "}}";
            ++result.events;
            sink.maybeFlush();
        }
        if (!sink.ok())
            break;
    }

    std::unordered_map<std::uint32_t, std::uint32_t> exportedPid; // capture pid -> file pid
    for (std::size_t i = 0; i < trace.processes.size(); ++i) {
        if (processes[i].wanted)
            exportedPid.emplace(trace.processes[i].pid, processes[i].pid);
    }
    const auto meets = [&](std::int64_t start, std::int64_t end) {
        return start < options.to && std::max(start, end) >= options.from;
    };
    for (const Chain& c : options.chains) {
        if (!meets(c.windowStart, c.windowEnd))
            continue;
        beginEvent();
        b += "\"ph\":\"i\",";
        appendKeyString(b, "name", c.title.empty() ? c.rule : c.title);
        b += ",\"cat\":\"chain\",";
        const auto pid = exportedPid.find(c.pid);
        if (c.pid != 0 && pid != exportedPid.end())
            b += "\"s\":\"p\",\"pid\":" + std::to_string(pid->second) + ",\"tid\":0,\"ts\":";
        else
            b += "\"s\":\"g\",\"pid\":" + std::to_string(notesPid) + ",\"tid\":0,\"ts\":";
        appendTime(b, c.windowStart, origin);
        b += ",\"args\":{";
        appendKeyString(b, "id", c.id);
        b += ',';
        appendKeyString(b, "rule", c.rule);
        b += ',';
        appendKeyString(b, "severity", severityName(c.severity));
        b += ',';
        appendKeyString(b, "root_cause", c.rootCause);
        b += ',';
        appendKeyString(b, "explanation", c.explanation);
        b += ",\"window_end_us\":";
        appendTime(b, c.windowEnd, origin);
        b += ",\"evidence\":" + std::to_string(c.evidence.size());
        if (c.stored)
            b += ",\"stored\":true";
        b += "}}";
        ++result.chains;
        sink.maybeFlush();
    }

    // Span notes on as few "Notes" tracks as keep them from overlapping (Perfetto wants
    // slices on one track nested).
    std::vector<const Annotation*> notes;
    for (const Annotation& a : options.notes) {
        if (meets(a.start, a.end))
            notes.push_back(&a);
    }
    std::stable_sort(notes.begin(), notes.end(),
                     [](const Annotation* l, const Annotation* r) { return l->start < r->start; });
    std::vector<std::int64_t> trackEnds;
    if (!notes.empty())
        metadata("process_name", notesPid, 0, utf8(tr("Notes")));
    for (const Annotation* a : notes) {
        std::uint32_t track = 1;
        if (a->isSpan()) {
            std::size_t k = 0;
            while (k < trackEnds.size() && trackEnds[k] > a->start)
                ++k;
            if (k == trackEnds.size()) {
                trackEnds.push_back(a->end);
                metadata("thread_name", notesPid, static_cast<std::uint32_t>(k + 1), utf8(tr("Notes")));
            }
            trackEnds[k] = a->end;
            track = static_cast<std::uint32_t>(k + 1);
        }
        beginEvent();
        b += a->isSpan() ? "\"ph\":\"X\"," : "\"ph\":\"i\",\"s\":\"g\",";
        appendKeyString(b, "name", utf8(a->text.left(120)));
        b += ",\"cat\":\"note\",\"pid\":" + std::to_string(notesPid) + ",\"tid\":" + std::to_string(track) + ",\"ts\":";
        appendTime(b, a->start, origin);
        if (a->isSpan()) {
            b += ",\"dur\":";
            appendTime(b, capture::saturatingAdd(origin, capture::saturatingSub(a->end, a->start)), origin);
        }
        b += ",\"args\":{";
        appendKeyString(b, "text", utf8(a->text));
        for (const auto& [key, value] : {std::pair{"author", a->author}, std::pair{"colour", a->colour},
                                         std::pair{"event", a->eventId}, std::pair{"chain", a->chainId}}) {
            if (value.isEmpty())
                continue;
            b += ',';
            appendKeyString(b, key, utf8(value));
        }
        if (a->created.isValid()) {
            b += ',';
            appendKeyString(b, "created", utf8(a->created.toString(Qt::ISODateWithMs)));
        }
        b += "}}";
        ++result.notes;
        sink.maybeFlush();
    }
    b += "\n]}\n";
    if (!sink.flush()) {
        result.error = tr("Cannot write the export: %1").arg(out->errorString());
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace faultline
