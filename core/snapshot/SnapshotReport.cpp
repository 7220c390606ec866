#include "SnapshotReport.h"

#include "SnapshotReplay.h"

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

std::string pad(std::string s, std::size_t width)
{
    if (s.size() < width)
        s.append(width - s.size(), ' ');
    return s;
}

std::string bytesLine(const char* label, std::uint64_t bytes)
{
    return "  " + pad(label, 38) + pad(formatBytes(bytes), 12) + " (" + std::to_string(bytes) + " bytes)\n";
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
    out += '"';
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                out += buffer;
            } else {
                out += ch;
            }
        }
    }
    out += '"';
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
    const std::string name = s.source.path.empty() ? std::string("(bytes)") : s.source.path;
    out += "SNAPSHOT " + name + "\n";
    if (s.source.format == SourceFormat::Json)
        out += "  JSON";
    else if (s.source.format == SourceFormat::Html)
        out += "  memory_viz HTML";
    else
        out += "  pickle";
    if (s.source.pickleProtocol != 0)
        out += std::string(s.source.format == SourceFormat::Html ? " (pickle" : "") + " protocol "
            + std::to_string(s.source.pickleProtocol) + (s.source.format == SourceFormat::Html ? " inside)" : "");
    out += ", " + formatBytes(s.source.fileBytes);
    if (s.source.topLevelList)
        out += ", a bare list of segments";
    if (s.source.truncated)
        out += ", TRUNCATED (partial result)";
    out += "\n";
    std::size_t entries = 0;
    for (const TraceSummary& t : traces)
        entries += t.entries;
    out += "  " + std::to_string(s.segmentCount()) + " segments, " + std::to_string(s.blocks.size()) + " blocks, "
        + std::to_string(entries) + " trace entries, " + std::to_string(s.frames.size()) + " distinct frames\n";
    if (metrics.perDevice.empty())
        out += "\nNo device segments: the snapshot holds no allocator state.\n";
    for (const DeviceMetrics& m : metrics.perDevice) {
        out += "\nDevice " + std::to_string(m.device) + "\n";
        out += bytesLine("reserved", m.reserved);
        out += bytesLine("allocated", m.allocated);
        out += bytesLine("requested", m.requested);
        out += "  " + pad("internal waste (rounding)", 38)
            + pad(m.internalWaste >= 0 ? formatBytes(static_cast<std::uint64_t>(m.internalWaste)) : "-", 12) + " ("
            + std::to_string(m.internalWaste) + " bytes)\n";
        out += bytesLine("pending free (other streams)", m.pendingFree);
        out += bytesLine("inactive (cached free)", m.inactive);
        out += bytesLine("  in split segments (non-releasable)", m.inactiveSplit);
        out += bytesLine("  releasable by empty_cache", m.releasableByEmptyCache);
        out += bytesLine("largest free block", m.largestFreeBlock);
        out += "  " + pad("external fragmentation ratio", 38) + ratio(m.externalFragRatio, 6) + "\n";
        out += "  " + pad("MemoryViz sum(gap^2)/reserved^2", 38) + ratio(m.memoryvizSumsqMetric, 9) + "\n";
        out += "  " + pad("segments", 38) + std::to_string(m.segments) + " (" + std::to_string(m.expandableSegments)
            + " expandable, " + std::to_string(m.smallPoolSegments) + " small pool)\n";
        out += "  " + pad("blocks", 38) + std::to_string(m.blocks) + " (" + std::to_string(m.allocBlocks)
            + " allocated, " + std::to_string(m.freeBlocks) + " free)\n";
    }
    for (const TraceSummary& t : traces) {
        out += "\nTrace of device " + std::to_string(t.device) + ": " + std::to_string(t.entries) + " entries";
        std::string actions;
        for (const auto& [action, n] : t.actions)
            actions += (actions.empty() ? "" : ", ") + action + " " + std::to_string(n);
        out += " (" + actions + ")\n";
        if (t.firstTimeUs != TraceColumns::kNoTime)
            out += "  from " + std::to_string(t.firstTimeUs) + " to " + std::to_string(t.lastTimeUs) + " us ("
                + ratio(static_cast<double>(t.lastTimeUs - t.firstTimeUs) / 1e6, 3) + " s)\n";
        if (!t.anomalies.empty()) {
            std::string list;
            for (const auto& [kind, n] : t.anomalies)
                list += (list.empty() ? "" : ", ") + kind + " " + std::to_string(n);
            out += "  replay found contradictions: " + list + "\n";
        }
    }
    for (const OomExplanation& e : ooms) {
        out += "\nOOM on device " + std::to_string(e.device) + " at trace entry "
            + (e.entry ? std::to_string(*e.entry) : std::string("?")) + ": " + oomCauseName(e.cause)
            + (e.where.empty() ? "" : " (" + e.where + ")") + "\n";
        out += "  " + e.summary + "\n";
        for (const std::string& f : e.findings)
            out += "  - " + f + "\n";
        if (!e.advice.empty())
            out += "  What to do:\n";
        for (const std::string& a : e.advice)
            out += "  * " + a + "\n";
    }
    if (!s.warnings.empty()) {
        out += "\nWarnings:\n";
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
