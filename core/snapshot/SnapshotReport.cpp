#include "SnapshotReport.h"

#include "Json.h"
#include "SnapshotReplay.h"
#include "UiText.h"
#include "Units.h"

#include <cstdio>

namespace faultline::snapshot {

namespace {

constexpr int kMaxJsonDepth = 32;

void appendTime(std::string& out, std::int64_t t)
{
    if (t == TraceColumns::kNoTime)
        out += "null";
    else
        out += std::to_string(t);
}

// The text report's sentences, in the user's language (lupdate finds them by QT_TRANSLATE_NOOP).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("SnapshotReport", source, args);
}

// Pads to `width` display columns, so that translated labels (wide CJK characters among them)
// keep the figures in one column.
std::string pad(std::string s, std::size_t width)
{
    return text::padColumns(std::move(s), width);
}

std::string byteCount(const std::string& bytes)
{
    //: the exact figure after a rounded one (12.50 MiB)
    return ui(QT_TRANSLATE_NOOP("SnapshotReport", "(%1 bytes)"), {bytes});
}

std::string bytesLine(const std::string& label, std::uint64_t bytes)
{
    return "  " + pad(label, 38) + pad(text::formatBytes(bytes), 12) + " " + byteCount(std::to_string(bytes)) + "\n";
}

std::string ratio(double v, int digits)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, v);
    return buffer;
}

void appendStrings(std::string& out, const std::vector<std::string>& items)
{
    out += '[';
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i != 0)
            out += ", ";
        appendJsonString(out, items[i]);
    }
    out += ']';
}

void appendCounts(std::string& out, const std::map<std::string, std::uint64_t>& counts)
{
    out += '{';
    bool first = true;
    for (const auto& [key, n] : counts) {
        if (!first)
            out += ", ";
        first = false;
        appendJsonString(out, key);
        out += ": " + std::to_string(n);
    }
    out += '}';
}

void appendOptional(std::string& out, const std::optional<std::uint64_t>& v)
{
    out += v ? std::to_string(*v) : std::string("null");
}

} // namespace

void appendJsonString(std::string& out, std::string_view s)
{
    capture::json::appendQuoted(out, s, capture::json::Escape::Plain);
}

void appendValueJson(std::string& out, const Snapshot& s, Value v, int depth)
{
    switch (v.kind()) {
    case ValueKind::None:
    case ValueKind::Mark:
    case ValueKind::TraceEntry:
    case ValueKind::Block:
    case ValueKind::Segment:
    case ValueKind::History: out += "null"; return;
    case ValueKind::Bool: out += v.payload() != 0 ? "true" : "false"; return;
    case ValueKind::Int: out += std::to_string(v.smallIntValue()); return;
    case ValueKind::BigInt: {
        if (v.index() >= s.values.bigInts.size()) {
            out += "null";
            return;
        }
        const BigInt& b = s.values.bigInts[v.index()];
        if (b.negative)
            out += '-';
        out += std::to_string(b.magnitude);
        return;
    }
    case ValueKind::Float: appendJsonDouble(out, s.toDouble(v).value_or(0)); return;
    case ValueKind::String: appendJsonString(out, s.toStringView(v)); return;
    case ValueKind::Bytes:
        appendJsonString(out,
                         "<" + std::to_string(v.index() < s.values.bytes.size() ? s.values.bytes[v.index()].size() : 0)
                             + " bytes>");
        return;
    case ValueKind::Pair: {
        const auto& p = s.values.pairs[v.index()];
        out += "[" + std::to_string(p.first) + ", " + std::to_string(p.second) + "]";
        return;
    }
    case ValueKind::Frame: {
        const Frame& f = s.frames[v.index()];
        out += "{\"name\": ";
        appendJsonString(out, s.string(f.name));
        out += ", \"filename\": ";
        appendJsonString(out, s.string(f.filename));
        out += ", \"line\": " + std::to_string(f.line) + "}";
        return;
    }
    case ValueKind::Stack: {
        out += '[';
        const auto frames = s.stack(v.index());
        for (std::size_t i = 0; i < frames.size(); ++i) {
            if (i != 0)
                out += ", ";
            appendValueJson(out, s, Value::make(ValueKind::Frame, frames[i]), depth + 1);
        }
        out += ']';
        return;
    }
    case ValueKind::Container: break;
    }
    const Container* c = s.container(v);
    if (c == nullptr || depth >= kMaxJsonDepth) {
        out += "null";
        return;
    }
    if (c->kind == ContainerKind::Dict) {
        out += '{';
        for (std::size_t i = 0; i + 1 < c->items.size(); i += 2) {
            if (i != 0)
                out += ", ";
            const Value key = c->items[i];
            appendJsonString(out,
                             key.kind() == ValueKind::String ? std::string(s.toStringView(key)) : s.render(key, 200));
            out += ": ";
            appendValueJson(out, s, c->items[i + 1], depth + 1);
        }
        out += '}';
        return;
    }
    out += '[';
    for (std::uint64_t i = 0; i < c->size(); ++i) {
        if (i != 0)
            out += ", ";
        appendValueJson(out, s, c->at(i), depth + 1);
    }
    out += ']';
}

SnapshotReport SnapshotReport::build(const Snapshot& snapshot)
{
    SnapshotReport report;
    report.metrics = computeMetrics(snapshot);
    for (const DeviceTrace& t : snapshot.deviceTraces) {
        if (t.count() == 0)
            continue;
        TraceSummary summary;
        summary.device = t.device;
        summary.entries = t.count();
        std::uint64_t known[kActionCount] = {};
        for (std::size_t row = t.begin; row < t.end; ++row) {
            const Action action = snapshot.trace.action[row];
            if (action == Action::Other)
                ++summary.actions[std::string(snapshot.actionNameOf(row))];
            else
                ++known[static_cast<int>(action)];
            const std::int64_t time = snapshot.trace.timeUs[row];
            if (time != TraceColumns::kNoTime) {
                if (summary.firstTimeUs == TraceColumns::kNoTime)
                    summary.firstTimeUs = time;
                summary.lastTimeUs = time;
            }
        }
        for (int a = 0; a < kActionCount; ++a) {
            if (known[a] != 0)
                summary.actions[actionName(static_cast<Action>(a))] += known[a];
        }
        const auto replay = SnapshotReplay::build(snapshot, t.device);
        summary.anomalies = replay->anomalies();
        for (std::size_t k = 0; k < t.count(); ++k) {
            if (snapshot.trace.action[t.begin + k] == Action::Oom)
                report.ooms.push_back(explainOomEntry(*replay, k));
        }
        report.traces.push_back(std::move(summary));
    }
    return report;
}

std::string SnapshotReport::text(const Snapshot& s) const
{
    std::string out;
    const std::string name = s.source.path.empty()
        //: in place of the file name when the snapshot was read from memory
        ? ui(QT_TRANSLATE_NOOP("SnapshotReport", "(bytes)"))
        : s.source.path;
    out += ui(QT_TRANSLATE_NOOP("SnapshotReport", "SNAPSHOT %1"), {name}) + "\n";
    // What the file is, as a list of facts: the format names are the files' own.
    const std::string protocol = std::to_string(s.source.pickleProtocol);
    std::string format;
    if (s.source.format == SourceFormat::Html)
        format = s.source.pickleProtocol != 0
            ? ui(QT_TRANSLATE_NOOP("SnapshotReport", "memory_viz HTML (pickle protocol %1 inside)"), {protocol})
            : std::string("memory_viz HTML");
    else
        format = s.source.format == SourceFormat::Json ? "JSON" : "pickle";
    if (s.source.format != SourceFormat::Html && s.source.pickleProtocol != 0)
        //: %1 is the format (pickle), %2 the pickle protocol's number
        format = ui(QT_TRANSLATE_NOOP("SnapshotReport", "%1 protocol %2"), {format, protocol});
    out += "  " + format + ", " + text::formatBytes(s.source.fileBytes);
    if (s.source.topLevelList)
        out += ", " + ui(QT_TRANSLATE_NOOP("SnapshotReport", "a bare list of segments"));
    if (s.source.truncated)
        out += ", " + ui(QT_TRANSLATE_NOOP("SnapshotReport", "TRUNCATED (partial result)"));
    out += "\n";
    std::size_t entries = 0;
    for (const TraceSummary& t : traces)
        entries += t.entries;
    out += "  "
        + ui(QT_TRANSLATE_NOOP("SnapshotReport", "%1 segments, %2 blocks, %3 trace entries, %4 distinct frames"),
             {std::to_string(s.segmentCount()), std::to_string(s.blocks.size()), std::to_string(entries),
              std::to_string(s.frames.size())})
        + "\n";
    if (metrics.perDevice.empty())
        out += "\n"
            + ui(QT_TRANSLATE_NOOP("SnapshotReport", "No device segments: the snapshot holds no allocator state."))
            + "\n";
    for (const DeviceMetrics& m : metrics.perDevice) {
        out += "\n" + ui(QT_TRANSLATE_NOOP("SnapshotReport", "Device %1"), {std::to_string(m.device)}) + "\n";
        out += bytesLine(ui(QT_TRANSLATE_NOOP("SnapshotReport", "reserved")), m.reserved);
        out += bytesLine(ui(QT_TRANSLATE_NOOP("SnapshotReport", "allocated")), m.allocated);
        out += bytesLine(ui(QT_TRANSLATE_NOOP("SnapshotReport", "requested")), m.requested);
        out += "  " + pad(ui(QT_TRANSLATE_NOOP("SnapshotReport", "internal waste (rounding)")), 38)
            + pad(m.internalWaste >= 0 ? text::formatBytes(static_cast<std::uint64_t>(m.internalWaste)) : "-", 12) + " "
            + byteCount(std::to_string(m.internalWaste)) + "\n";
        out += bytesLine(ui(QT_TRANSLATE_NOOP("SnapshotReport", "pending free (other streams)")), m.pendingFree);
        out += bytesLine(ui(QT_TRANSLATE_NOOP("SnapshotReport", "inactive (cached free)")), m.inactive);
        // Indented: parts of the inactive bytes above.
        out += bytesLine("  " + ui(QT_TRANSLATE_NOOP("SnapshotReport", "in split segments (non-releasable)")),
                         m.inactiveSplit);
        out += bytesLine("  " + ui(QT_TRANSLATE_NOOP("SnapshotReport", "releasable by empty_cache")),
                         m.releasableByEmptyCache);
        out += bytesLine(ui(QT_TRANSLATE_NOOP("SnapshotReport", "largest free block")), m.largestFreeBlock);
        out += "  " + pad(ui(QT_TRANSLATE_NOOP("SnapshotReport", "external fragmentation ratio")), 38)
            + ratio(m.externalFragRatio, 6) + "\n";
        //: the fragmentation figure of PyTorch's memory_viz: the sum of squared free gaps over reserved bytes squared
        out += "  " + pad(ui(QT_TRANSLATE_NOOP("SnapshotReport", "MemoryViz sum(gap^2)/reserved^2")), 38)
            + ratio(m.memoryvizSumsqMetric, 9) + "\n";
        out += "  " + pad(ui(QT_TRANSLATE_NOOP("SnapshotReport", "segments")), 38)
            + ui(QT_TRANSLATE_NOOP("SnapshotReport", "%1 (%2 expandable, %3 small pool)"),
                 {std::to_string(m.segments), std::to_string(m.expandableSegments),
                  std::to_string(m.smallPoolSegments)})
            + "\n";
        out += "  " + pad(ui(QT_TRANSLATE_NOOP("SnapshotReport", "blocks")), 38)
            + ui(QT_TRANSLATE_NOOP("SnapshotReport", "%1 (%2 allocated, %3 free)"),
                 {std::to_string(m.blocks), std::to_string(m.allocBlocks), std::to_string(m.freeBlocks)})
            + "\n";
    }
    // Action and anomaly names are the file's and the replay's identifiers, as in the JSON.
    for (const TraceSummary& t : traces) {
        std::string actions;
        for (const auto& [action, n] : t.actions)
            actions += (actions.empty() ? "" : ", ") + action + " " + std::to_string(n);
        out += "\n"
            //: %3 lists the entries' actions with their counts (alloc 12, free_requested 10 ...)
            + ui(QT_TRANSLATE_NOOP("SnapshotReport", "Trace of device %1: %2 entries (%3)"),
                 {std::to_string(t.device), std::to_string(t.entries), actions})
            + "\n";
        if (t.firstTimeUs != TraceColumns::kNoTime)
            out += "  "
                //: %1 and %2 are the first and last entry's times in microseconds, %3 the seconds between them
                + ui(QT_TRANSLATE_NOOP("SnapshotReport", "from %1 to %2 us (%3 s)"),
                     {std::to_string(t.firstTimeUs), std::to_string(t.lastTimeUs),
                      ratio(static_cast<double>(t.lastTimeUs - t.firstTimeUs) / 1e6, 3)})
                + "\n";
        if (!t.anomalies.empty()) {
            std::string list;
            for (const auto& [kind, n] : t.anomalies)
                list += (list.empty() ? "" : ", ") + kind + " " + std::to_string(n);
            out += "  " + ui(QT_TRANSLATE_NOOP("SnapshotReport", "replay found contradictions: %1"), {list}) + "\n";
        }
    }
    // The cause is the name the JSON contract uses.
    for (const OomExplanation& e : ooms) {
        const std::string entry = e.entry ? std::to_string(*e.entry) : std::string("?");
        std::string heading;
        if (e.where.empty()) {
            //: %3 is the cause's name (exhaustion, fragmentation ...)
            heading = ui(QT_TRANSLATE_NOOP("SnapshotReport", "OOM on device %1 at trace entry %2: %3"),
                         {std::to_string(e.device), entry, oomCauseName(e.cause)});
        } else {
            //: %3 is the cause's name (held_elsewhere ...), %4 what holds the memory (private pools ...)
            heading = ui(QT_TRANSLATE_NOOP("SnapshotReport", "OOM on device %1 at trace entry %2: %3 (%4)"),
                         {std::to_string(e.device), entry, oomCauseName(e.cause), e.where});
        }
        out += "\n" + heading + "\n";
        out += "  " + e.summary + "\n";
        for (const std::string& f : e.findings)
            out += "  - " + f + "\n";
        if (!e.advice.empty())
            out += "  " + ui(QT_TRANSLATE_NOOP("SnapshotReport", "What to do:")) + "\n";
        for (const std::string& a : e.advice)
            out += "  * " + a + "\n";
    }
    if (!s.warnings.empty()) {
        out += "\n" + ui(QT_TRANSLATE_NOOP("SnapshotReport", "Warnings:")) + "\n";
        for (const std::string& w : s.warnings)
            out += "  - " + w + "\n";
    }
    return out;
}

std::string SnapshotReport::json(const Snapshot& s) const
{
    std::string out = "{\"file\": ";
    appendJsonString(out, s.source.path);
    out += ", \"format\": ";
    appendJsonString(out, sourceFormatName(s.source.format));
    out += ", \"pickle_protocol\": " + std::to_string(s.source.pickleProtocol);
    out += ", \"bytes\": " + std::to_string(s.source.fileBytes);
    out += ", \"truncated\": ";
    out += s.source.truncated ? "true" : "false";
    out += ", \"top_level_list\": ";
    out += s.source.topLevelList ? "true" : "false";
    out += ", \"warnings\": ";
    appendStrings(out, s.warnings);
    out += ",\n \"per_device\": {";
    for (std::size_t i = 0; i < metrics.perDevice.size(); ++i) {
        if (i != 0)
            out += ",\n  ";
        out += "\"" + std::to_string(metrics.perDevice[i].device) + "\": ";
        appendMetricsJson(out, metrics.perDevice[i]);
    }
    out += "},\n \"consistency_checks\": {";
    for (std::size_t i = 0; i < metrics.consistencyChecks.size(); ++i) {
        if (i != 0)
            out += ", ";
        appendJsonString(out, metrics.consistencyChecks[i].first);
        out += ": " + std::to_string(metrics.consistencyChecks[i].second);
    }
    out += "},\n \"traces\": {";
    for (std::size_t i = 0; i < traces.size(); ++i) {
        const TraceSummary& t = traces[i];
        if (i != 0)
            out += ",\n  ";
        out += "\"" + std::to_string(t.device) + "\": {\"entries\": " + std::to_string(t.entries);
        out += ", \"first_time_us\": ";
        appendTime(out, t.firstTimeUs);
        out += ", \"last_time_us\": ";
        appendTime(out, t.lastTimeUs);
        out += ", \"actions\": ";
        appendCounts(out, t.actions);
        out += ", \"replay_anomalies\": ";
        appendCounts(out, t.anomalies);
        out += "}";
    }
    out += "},\n \"allocator_settings\": ";
    appendValueJson(out, s, s.allocatorSettings);
    out += ",\n \"oom\": [";
    for (std::size_t i = 0; i < ooms.size(); ++i) {
        const OomExplanation& e = ooms[i];
        if (i != 0)
            out += ",\n  ";
        out += "{\"device\": " + std::to_string(e.device);
        out += ", \"entry\": " + (e.entry ? std::to_string(*e.entry) : std::string("null"));
        out += ", \"time_us\": " + (e.timeUs ? std::to_string(*e.timeUs) : std::string("null"));
        out += ", \"cause\": ";
        appendJsonString(out, oomCauseName(e.cause));
        out += ", \"where\": ";
        appendJsonString(out, e.where);
        out += ", \"requested\": " + std::to_string(e.requested);
        out += ", \"device_free\": ";
        appendOptional(out, e.deviceFree);
        out += ", \"reserved\": " + std::to_string(e.reserved);
        out += ", \"allocated\": " + std::to_string(e.allocated);
        out += ", \"pending_free\": " + std::to_string(e.pendingFree);
        out += ", \"cached_free\": " + std::to_string(e.cachedFree);
        out += ", \"usable_free\": " + std::to_string(e.usableFree);
        out += ", \"largest_usable_free\": " + std::to_string(e.largestUsableFree);
        out += ", \"other_stream_free\": " + std::to_string(e.otherStreamFree);
        out += ", \"private_pool_reserved\": " + std::to_string(e.privatePoolReserved);
        out += ", \"private_pool_free\": " + std::to_string(e.privatePoolFree);
        out += ", \"releasable\": " + std::to_string(e.releasable);
        out += ", \"non_releasable\": " + std::to_string(e.nonReleasable);
        out += ", \"summary\": ";
        appendJsonString(out, e.summary);
        out += ", \"findings\": ";
        appendStrings(out, e.findings);
        out += ", \"advice\": ";
        appendStrings(out, e.advice);
        out += "}";
    }
    out += "]}\n";
    return out;
}

} // namespace faultline::snapshot
