#include "Snapshot.h"

#include "CodePaths.h"
#include "Strings.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <set>

namespace faultline::snapshot {

namespace {

constexpr std::array<const char*, kActionCount> kActionNames = {
    "alloc",        "free_requested", "free_completed", "segment_alloc",
    "segment_free", "segment_map",    "segment_unmap",  "snapshot",
    "oom",          "annotate",       "user_defined",   "other",
};

} // namespace

const char* blockStateName(BlockState state)
{
    switch (state) {
    case BlockState::ActiveAllocated: return "active_allocated";
    case BlockState::ActivePendingFree: return "active_pending_free";
    case BlockState::Inactive: return "inactive";
    case BlockState::Unknown: break;
    }
    return "unknown";
}

const char* actionName(Action action)
{
    const auto i = static_cast<std::size_t>(action);
    return i < kActionNames.size() ? kActionNames[i] : "other";
}

std::optional<Action> actionFromName(std::string_view name)
{
    for (std::size_t i = 0; i + 1 < kActionNames.size(); ++i) {
        if (name == kActionNames[i])
            return static_cast<Action>(i);
    }
    return std::nullopt;
}

const char* sourceFormatName(SourceFormat format)
{
    switch (format) {
    case SourceFormat::Pickle: return "pickle";
    case SourceFormat::Json: return "json";
    case SourceFormat::Html: return "html";
    }
    return "pickle";
}

void TraceColumns::reserve(std::size_t n)
{
    action.reserve(n);
    addr.reserve(n);
    size.reserve(n);
    stream.reserve(n);
    timeUs.reserve(n);
    stack.reserve(n);
    extras.reserve(n);
}

void TraceColumns::shrinkToFit()
{
    action.shrink_to_fit();
    addr.shrink_to_fit();
    size.shrink_to_fit();
    stream.shrink_to_fit();
    timeUs.shrink_to_fit();
    stack.shrink_to_fit();
    extras.shrink_to_fit();
}

void TraceColumns::appendRowFrom(const TraceColumns& other, std::size_t row)
{
    action.push_back(other.action[row]);
    addr.push_back(other.addr[row]);
    size.push_back(other.size[row]);
    stream.push_back(other.stream[row]);
    timeUs.push_back(other.timeUs[row]);
    stack.push_back(other.stack[row]);
    extras.push_back(other.extras[row]);
}

std::size_t TraceColumns::residentBytes() const
{
    return action.capacity() * sizeof(Action) + addr.capacity() * 8 + size.capacity() * 8 + stream.capacity() * 4
        + timeUs.capacity() * 8 + stack.capacity() * 4 + extras.capacity() * 4;
}

std::span<const std::pair<StringId, Value>> ExtrasTable::record(ExtrasId id) const
{
    if (id == 0 || id + 1 >= offsets.size())
        return {};
    return {fields.data() + offsets[id], fields.data() + offsets[id + 1]};
}

std::span<const FrameId> StackTable::stack(StackId id) const
{
    if (id == 0 || id + 1 >= offsets.size())
        return {};
    return {frames.data() + offsets[id], frames.data() + offsets[id + 1]};
}

std::vector<std::int64_t> Snapshot::devices() const
{
    std::set<std::int64_t> set;
    for (const Segment& s : segments) {
        if (!s.host)
            set.insert(s.device);
    }
    for (const DeviceTrace& t : deviceTraces) {
        if (t.count() != 0)
            set.insert(t.device);
    }
    return {set.begin(), set.end()};
}

std::span<const Block> Snapshot::blocksOf(const Segment& segment) const
{
    if (segment.firstBlock + static_cast<std::size_t>(segment.blockCount) > blocks.size())
        return {};
    return {blocks.data() + segment.firstBlock, segment.blockCount};
}

std::span<const HistoryEntry> Snapshot::historyOf(const Block& block) const
{
    if (block.firstHistory + static_cast<std::size_t>(block.historyCount) > history.size())
        return {};
    return {history.data() + block.firstHistory, block.historyCount};
}

DeviceTrace Snapshot::traceOf(std::int64_t device) const
{
    for (const DeviceTrace& t : deviceTraces) {
        if (t.device == device)
            return t;
    }
    DeviceTrace none;
    none.device = device;
    return none;
}

std::size_t Snapshot::segmentCount(bool includeHost) const
{
    if (includeHost)
        return segments.size();
    return static_cast<std::size_t>(
        std::count_if(segments.begin(), segments.end(), [](const Segment& s) { return !s.host; }));
}

std::optional<Value> Snapshot::extra(ExtrasId id, std::string_view key) const
{
    std::optional<Value> found;
    for (const auto& [k, v] : extras.record(id)) {
        if (strings.view(k) == key)
            found = v;
    }
    return found;
}

std::string_view Snapshot::extraString(ExtrasId id, std::string_view key) const
{
    const auto v = extra(id, key);
    return v ? toStringView(*v) : std::string_view();
}

std::string_view Snapshot::actionNameOf(std::size_t row) const
{
    if (row >= trace.count())
        return {};
    if (trace.action[row] == Action::Other) {
        const std::string_view name = extraString(trace.extras[row], "action");
        return name.empty() ? std::string_view("?") : name;
    }
    return actionName(trace.action[row]);
}

std::optional<std::int64_t> Snapshot::toInt(Value v) const
{
    switch (v.kind()) {
    case ValueKind::Int: return v.smallIntValue();
    case ValueKind::Bool: return static_cast<std::int64_t>(v.payload());
    case ValueKind::BigInt: {
        if (v.index() >= values.bigInts.size())
            return std::nullopt;
        const BigInt& b = values.bigInts[v.index()];
        constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
        if (b.negative)
            return (b.overflow || b.magnitude > kMax + 1) ? std::numeric_limits<std::int64_t>::min()
                                                          : static_cast<std::int64_t>(~b.magnitude + 1);
        return (b.overflow || b.magnitude > kMax) ? std::numeric_limits<std::int64_t>::max()
                                                  : static_cast<std::int64_t>(b.magnitude);
    }
    default: return std::nullopt;
    }
}

std::optional<double> Snapshot::toDouble(Value v) const
{
    if (v.kind() == ValueKind::Float && v.index() < values.floats.size())
        return values.floats[v.index()];
    if (v.kind() == ValueKind::BigInt && v.index() < values.bigInts.size()) {
        const BigInt& b = values.bigInts[v.index()];
        const double m = static_cast<double>(b.magnitude);
        return b.negative ? -m : m;
    }
    if (const auto i = toInt(v))
        return static_cast<double>(*i);
    return std::nullopt;
}

std::string_view Snapshot::toStringView(Value v) const
{
    return v.kind() == ValueKind::String ? strings.view(v.index()) : std::string_view();
}

const Container* Snapshot::container(Value v) const
{
    if (v.kind() != ValueKind::Container || v.index() >= values.containers.size())
        return nullptr;
    return &values.containers[v.index()];
}

Value Snapshot::member(Value dict, std::string_view key) const
{
    const Container* c = container(dict);
    if (c == nullptr || c->kind != ContainerKind::Dict)
        return {};
    Value found;
    for (std::size_t i = 0; i + 1 < c->items.size(); i += 2) {
        if (toStringView(c->items[i]) == key && c->items[i].kind() == ValueKind::String)
            found = c->items[i + 1];
    }
    return found;
}

namespace {

void renderInto(const Snapshot& s, Value v, std::string& out, std::size_t maxChars, int depth)
{
    if (out.size() >= maxChars)
        return;
    auto quoted = [&out](std::string_view text) {
        out += '\'';
        for (const char c : text) {
            if (c == '\'' || c == '\\')
                out += '\\';
            if (c == '\n')
                out += "\\n";
            else
                out += c;
        }
        out += '\'';
    };
    switch (v.kind()) {
    case ValueKind::None: out += "None"; return;
    case ValueKind::Bool: out += v.payload() != 0 ? "True" : "False"; return;
    case ValueKind::Int: out += std::to_string(v.smallIntValue()); return;
    case ValueKind::BigInt: {
        if (v.index() >= s.values.bigInts.size())
            return;
        const BigInt& b = s.values.bigInts[v.index()];
        if (b.negative)
            out += '-';
        out += std::to_string(b.magnitude);
        if (b.overflow)
            out += "(overflow)";
        return;
    }
    case ValueKind::Float: {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%.17g", s.toDouble(v).value_or(0));
        out += buffer;
        return;
    }
    case ValueKind::String: quoted(s.toStringView(v)); return;
    case ValueKind::Bytes:
        out += "b";
        quoted(v.index() < s.values.bytes.size() ? std::string_view(s.values.bytes[v.index()]) : std::string_view());
        return;
    case ValueKind::Pair:
        if (v.index() < s.values.pairs.size()) {
            const auto& p = s.values.pairs[v.index()];
            out += "(" + std::to_string(p.first) + ", " + std::to_string(p.second) + ")";
        }
        return;
    case ValueKind::Frame: out += "<frame " + s.describeFrame(v.index()) + ">"; return;
    case ValueKind::Stack: out += "<stack of " + std::to_string(s.stack(v.index()).size()) + " frames>"; return;
    case ValueKind::TraceEntry: out += "<trace entry>"; return;
    case ValueKind::Block: out += "<block>"; return;
    case ValueKind::Segment: out += "<segment>"; return;
    case ValueKind::History: out += "<history entry>"; return;
    case ValueKind::Mark: return;
    case ValueKind::Container: break;
    }
    const Container* c = s.container(v);
    if (c == nullptr)
        return;
    const char* open = "[";
    const char* close = "]";
    if (c->kind == ContainerKind::Dict) {
        open = "{";
        close = "}";
    } else if (c->kind == ContainerKind::Tuple) {
        open = "(";
        close = ")";
    } else if (c->kind == ContainerKind::Set) {
        open = "{";
        close = "}";
    }
    out += open;
    if (depth >= 16) {
        out += "...";
        out += close;
        return;
    }
    const bool dict = c->kind == ContainerKind::Dict;
    const std::uint64_t n = c->size();
    for (std::uint64_t i = 0; i < n; i += dict ? 2 : 1) {
        if (out.size() >= maxChars) {
            out += "...";
            break;
        }
        if (i != 0)
            out += ", ";
        renderInto(s, c->at(i), out, maxChars, depth + 1);
        if (dict && i + 1 < n) {
            out += ": ";
            renderInto(s, c->at(i + 1), out, maxChars, depth + 1);
        }
    }
    out += close;
}

} // namespace

std::string Snapshot::render(Value v, std::size_t maxChars) const
{
    std::string out;
    renderInto(*this, v, out, maxChars, 0);
    if (out.size() > maxChars + 3) {
        out.resize(maxChars);
        out += "...";
    }
    return out;
}

FrameKind Snapshot::frameKind(FrameId id) const
{
    if (id >= frames.size())
        return FrameKind::Other;
    const Frame& f = frames[id];
    const std::string_view file = strings.view(f.filename);
    if (file.ends_with(".py") || file.starts_with("<frozen") || file == "<string>"
        || file.starts_with("<eval_with_key"))
        return FrameKind::Python;
    if (f.line == 0
        && (file == "??" || file.empty() || file.ends_with(".cpp") || file.ends_with(".cc") || file.ends_with(".cu")
            || file.ends_with(".h") || file.ends_with(".hpp") || file.ends_with(".c") || file.ends_with(".cxx")
            || text::contains(file, ".so")))
        return FrameKind::Cpp;
    return FrameKind::Other;
}

bool Snapshot::isNoiseFrame(FrameId id) const
{
    if (id >= frames.size())
        return true;
    const Frame& f = frames[id];
    const std::string_view name = strings.view(f.name);
    const std::string_view file = strings.view(f.filename);
    for (const std::string_view part : {"unwind::unwind", "CapturedTraceback::gather", "gather_with_cpp",
                                        "__libc_start_main", "PyEval_", "PyObject_", "PyFunction_"}) {
        if (text::contains(name, part))
            return true;
    }
    if (name == "_start")
        return true;
    for (const std::string_view part :
         {"core/boxing", "/Register", "/Redispatch", "pythonrun.c", "Modules/main.c", "Objects/call.c",
          "Objects/methodobject.c", "pycore_ceval.h", "ceval.c", "cpython/abstract.h"}) {
        if (text::contains(file, part))
            return true;
    }
    return false;
}

std::string Snapshot::describeFrame(FrameId id) const
{
    if (id >= frames.size())
        return {};
    const Frame& f = frames[id];
    std::string out(strings.view(f.name));
    const std::string_view file = strings.view(f.filename);
    if (!file.empty() && file != "??") {
        out += " (";
        out += file;
        if (f.line != 0)
            out += ":" + std::to_string(f.line);
        out += ")";
    }
    return out;
}

std::int64_t Snapshot::allocationSite(StackId id) const
{
    const auto s = stack(id);
    std::int64_t libraryPython = -1;
    std::int64_t native = -1;
    std::int64_t internal = -1;
    for (const FrameId f : s) {
        if (isNoiseFrame(f))
            continue;
        const std::string_view file = strings.view(frames[f].filename);
        if (frameKind(f) == FrameKind::Python) {
            if (!text::isLibraryPythonFile(file))
                return f; // the user's own code
            if (libraryPython < 0)
                libraryPython = f;
        } else if (text::isAllocatorInternalFrame(strings.view(frames[f].name), file)) {
            if (internal < 0)
                internal = f;
        } else if (native < 0) {
            native = f;
        }
    }
    for (const std::int64_t f : {libraryPython, native, internal}) {
        if (f >= 0)
            return f;
    }
    return s.empty() ? -1 : static_cast<std::int64_t>(s.front());
}

std::vector<StackId> Snapshot::stacksContaining(FrameId frame) const
{
    std::vector<StackId> out;
    for (StackId id = 1; id < stacks.count(); ++id) {
        const auto s = stack(id);
        if (std::find(s.begin(), s.end(), frame) != s.end())
            out.push_back(id);
    }
    return out;
}

std::size_t Snapshot::residentBytes() const
{
    std::size_t bytes = trace.residentBytes() + strings.residentBytes();
    bytes += frames.capacity() * sizeof(Frame) + stacks.frames.capacity() * 4 + stacks.offsets.capacity() * 4;
    bytes += extras.fields.capacity() * sizeof(extras.fields[0]) + extras.offsets.capacity() * 4;
    bytes += segments.capacity() * sizeof(Segment) + blocks.capacity() * sizeof(Block)
        + history.capacity() * sizeof(HistoryEntry);
    for (const Container& c : values.containers)
        bytes += sizeof(Container) + c.items.capacity() * sizeof(Value);
    return bytes;
}

} // namespace faultline::snapshot
