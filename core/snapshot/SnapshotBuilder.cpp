#include "SnapshotBuilder.h"

#include "UiText.h"
#include "Utf8.h"

#include <algorithm>
#include <cstring>
#include <map>

namespace faultline::snapshot {

namespace {

// The sentences for people, in the user's language (lupdate finds them by QT_TRANSLATE_NOOP).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("SnapshotBuilder", source, args);
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    return h;
}

// Open addressing over ids stored + 1 (0 = empty). `hashOf(id)` rehashes on growth.
template<typename Table, typename HashOf, typename Matches, typename Create>
std::uint32_t internId(Table& table, std::uint64_t hash, HashOf hashOf, Matches matches, Create create)
{
    if ((table.used + 1) * 2 > table.slots.size()) {
        const std::size_t capacity = std::max<std::size_t>(1024, table.slots.size() * 2);
        std::vector<std::uint32_t> grown(capacity, 0);
        for (const std::uint32_t stored : table.slots) {
            if (stored == 0)
                continue;
            std::size_t i = hashOf(stored - 1) & (capacity - 1);
            while (grown[i] != 0)
                i = (i + 1) & (capacity - 1);
            grown[i] = stored;
        }
        table.slots = std::move(grown);
    }
    const std::size_t mask = table.slots.size() - 1;
    std::size_t i = hash & mask;
    while (true) {
        const std::uint32_t stored = table.slots[i];
        if (stored == 0) {
            const std::uint32_t id = create();
            table.slots[i] = id + 1;
            ++table.used;
            return id;
        }
        if (matches(stored - 1))
            return stored - 1;
        i = (i + 1) & mask;
    }
}

std::uint64_t frameHash(const Frame& f)
{
    return mix(mix(mix(mix(0x51, f.name), f.filename), static_cast<std::uint64_t>(f.line)), f.extras);
}

} // namespace

struct SnapshotBuilder::Keys
{
    StringId action = 0, addr = 0, deviceFree = 0, size = 0, stream = 0, timeUs = 0, frames = 0, name = 0, filename = 0,
             line = 0, address = 0, totalSize = 0, allocatedSize = 0, activeSize = 0, requestedSize = 0,
             segmentType = 0, segmentPoolId = 0, isExpandable = 0, blocks = 0, device = 0, state = 0, history = 0,
             realSize = 0, poolId = 0, segments = 0, deviceTraces = 0, allocatorSettings = 0, externalAnnotations = 0,
             hostSegments = 0, hostTraces = 0, small = 0, activeAllocated = 0, activePendingFree = 0,
             activeAwaitingFree = 0, inactive = 0;
};

SnapshotBuilder::SnapshotBuilder()
    : m_snap(std::make_unique<Snapshot>())
    , m_keys(std::make_unique<Keys>())
{
    StringTable& s = m_snap->strings;
    Keys& k = *m_keys;
    // Record keys first: classify() tests them with a 64-bit mask.
    k.action = s.intern("action");
    k.addr = s.intern("addr");
    k.deviceFree = s.intern("device_free");
    k.size = s.intern("size");
    k.stream = s.intern("stream");
    k.timeUs = s.intern("time_us");
    k.frames = s.intern("frames");
    k.name = s.intern("name");
    k.filename = s.intern("filename");
    k.line = s.intern("line");
    k.address = s.intern("address");
    k.totalSize = s.intern("total_size");
    k.allocatedSize = s.intern("allocated_size");
    k.activeSize = s.intern("active_size");
    k.requestedSize = s.intern("requested_size");
    k.segmentType = s.intern("segment_type");
    k.segmentPoolId = s.intern("segment_pool_id");
    k.isExpandable = s.intern("is_expandable");
    k.blocks = s.intern("blocks");
    k.device = s.intern("device");
    k.state = s.intern("state");
    k.history = s.intern("history");
    k.realSize = s.intern("real_size");
    k.poolId = s.intern("pool_id");
    k.segments = s.intern("segments");
    k.deviceTraces = s.intern("device_traces");
    k.allocatorSettings = s.intern("allocator_settings");
    k.externalAnnotations = s.intern("external_annotations");
    k.hostSegments = s.intern("host_segments");
    k.hostTraces = s.intern("host_traces");
    k.small = s.intern("small");
    k.activeAllocated = s.intern("active_allocated");
    k.activePendingFree = s.intern("active_pending_free");
    k.activeAwaitingFree = s.intern("active_awaiting_free");
    k.inactive = s.intern("inactive");
    for (int a = 0; a < kActionCount - 1; ++a) {
        const StringId sid = s.intern(actionName(static_cast<Action>(a)));
        if (sid >= m_actionBySid.size())
            m_actionBySid.resize(sid + 1, -1);
        m_actionBySid[sid] = static_cast<std::int8_t>(a);
    }
    m_snap->streams.push_back(0);
    m_streamIndex.emplace(0, 0);
    m_snap->pools.emplace_back(0, 0);
    m_poolIndex.emplace(0, 0);
    m_snap->values.pairs.emplace_back(0, 0);
    m_pairIndex.emplace(std::pair<std::int64_t, std::int64_t>{0, 0}, 0);
}

SnapshotBuilder::~SnapshotBuilder() = default;

void SnapshotBuilder::warn(std::string text)
{
    if (std::find(m_warnings.begin(), m_warnings.end(), text) == m_warnings.end())
        m_warnings.push_back(std::move(text));
}

void SnapshotBuilder::warnOnce(Repeated which, const char* source)
{
    const auto bit = static_cast<std::uint8_t>(1U << static_cast<unsigned>(which));
    if ((m_warnedOnce & bit) != 0)
        return;
    m_warnedOnce |= bit;
    warn(ui(source));
}

Value SnapshotBuilder::string(std::string_view bytes)
{
    if (utf8::isValid(bytes))
        return Value::make(ValueKind::String, m_snap->strings.intern(bytes));
    warnOnce(Repeated::InvalidUtf8,
             QT_TRANSLATE_NOOP("SnapshotBuilder",
                               "some strings were not valid UTF-8; invalid bytes were replaced by U+FFFD"));
    return Value::make(ValueKind::String, m_snap->strings.intern(utf8::repaired(bytes)));
}

Value SnapshotBuilder::integer(std::int64_t i)
{
    if (Value::fitsSmall(i))
        return Value::smallInt(i);
    BigInt b;
    b.negative = i < 0;
    b.magnitude = b.negative ? (~static_cast<std::uint64_t>(i) + 1) : static_cast<std::uint64_t>(i);
    return bigInteger(b);
}

Value SnapshotBuilder::unsignedInteger(std::uint64_t u)
{
    if (u <= static_cast<std::uint64_t>(Value::kSmallMax))
        return Value::smallInt(static_cast<std::int64_t>(u));
    BigInt b;
    b.magnitude = u;
    return bigInteger(b);
}

Value SnapshotBuilder::bigInteger(const BigInt& b)
{
    if (!b.overflow) {
        if (!b.negative && b.magnitude <= static_cast<std::uint64_t>(Value::kSmallMax))
            return Value::smallInt(static_cast<std::int64_t>(b.magnitude));
        if (b.negative && b.magnitude <= static_cast<std::uint64_t>(Value::kSmallMax) + 1)
            return Value::smallInt(-static_cast<std::int64_t>(b.magnitude));
    } else {
        warnOnce(Repeated::Saturated,
                 QT_TRANSLATE_NOOP("SnapshotBuilder", "some integers do not fit 64 bits; they were saturated"));
    }
    m_snap->values.bigInts.push_back(b);
    return Value::make(ValueKind::BigInt, m_snap->values.bigInts.size() - 1);
}

Value SnapshotBuilder::floating(double d)
{
    m_snap->values.floats.push_back(d);
    return Value::make(ValueKind::Float, m_snap->values.floats.size() - 1);
}

Value SnapshotBuilder::bytes(std::string_view b)
{
    // Snapshots hold no bytes objects; keep a bounded prefix of whatever a file carries.
    constexpr std::size_t kKeep = 4096;
    if (b.size() > kKeep) {
        warn(ui(QT_TRANSLATE_NOOP("SnapshotBuilder", "a bytes value of %1 bytes was kept as its first %2 bytes"),
                {std::to_string(b.size()), std::to_string(kKeep)}));
        b = b.substr(0, kKeep);
    }
    m_snap->values.bytes.emplace_back(b);
    return Value::make(ValueKind::Bytes, m_snap->values.bytes.size() - 1);
}

Value SnapshotBuilder::newContainer(ContainerKind kind)
{
    auto& containers = m_snap->values.containers;
    std::uint32_t index = 0;
    if (!m_freeContainers.empty()) {
        index = m_freeContainers.back();
        m_freeContainers.pop_back();
    } else {
        index = static_cast<std::uint32_t>(containers.size());
        containers.emplace_back();
    }
    containers[index].kind = kind;
    m_slots.push_back(Value::make(ValueKind::Container, index));
    return Value::make(ValueKind::Container, m_slots.size() - 1);
}

Container* SnapshotBuilder::generic(Value v)
{
    if (v.kind() != ValueKind::Container || v.payload() >= m_slots.size())
        return nullptr;
    const Value target = m_slots[v.payload()];
    if (target.kind() != ValueKind::Container)
        return nullptr;
    return &m_snap->values.containers[target.index()];
}

Value SnapshotBuilder::tuple(const Value* items, std::size_t n)
{
    if (n == 2) {
        const auto a = asI64(resolve(items[0]));
        const auto b = asI64(resolve(items[1]));
        const ValueKind ka = resolve(items[0]).kind();
        const ValueKind kb = resolve(items[1]).kind();
        if (a && b && ka != ValueKind::Bool && kb != ValueKind::Bool) {
            auto& pairs = m_snap->values.pairs;
            const auto [it, inserted] = m_pairIndex.emplace(std::pair{*a, *b},
                                                            static_cast<std::uint32_t>(pairs.size()));
            if (!inserted)
                return Value::make(ValueKind::Pair, it->second);
            pairs.emplace_back(*a, *b);
            return Value::make(ValueKind::Pair, pairs.size() - 1);
        }
    }
    const Value handle = newContainer(ContainerKind::Tuple);
    Container* c = generic(handle);
    for (std::size_t i = 0; i < n; ++i) {
        bool drop = false;
        const Value v = attach(items[i], 0, &drop);
        c = generic(handle); // attach never adds containers, but stay safe
        c->items.push_back(drop ? Value::none() : v);
    }
    return handle;
}

bool SnapshotBuilder::append(Value target, const Value* items, std::size_t n, std::string& error)
{
    Container* c = generic(target);
    if (c == nullptr || (c->kind != ContainerKind::List && c->kind != ContainerKind::Set)) {
        error = ui(QT_TRANSLATE_NOOP("SnapshotBuilder", "items appended to something that is not a list"));
        return false;
    }
    for (std::size_t i = 0; i < n; ++i) {
        bool drop = false;
        const Value v = items[i] == target ? target : attach(items[i], 0, &drop);
        if (drop)
            continue;
        c->append(v);
    }
    return true;
}

bool SnapshotBuilder::setItems(Value target, const Value* keysAndValues, std::size_t pairs, std::string& error)
{
    Container* c = generic(target);
    if (c == nullptr || c->kind != ContainerKind::Dict) {
        error = ui(QT_TRANSLATE_NOOP("SnapshotBuilder", "items set on something that is not a dict"));
        return false;
    }
    for (std::size_t i = 0; i < pairs; ++i) {
        const Value key = resolve(keysAndValues[2 * i]);
        const Value raw = keysAndValues[2 * i + 1];
        bool drop = false;
        const StringId keyId = key.kind() == ValueKind::String ? key.index() : 0;
        const Value v = raw == target ? target : attach(raw, keyId, &drop);
        if (drop)
            continue;
        c->items.push_back(key);
        c->items.push_back(v);
    }
    return true;
}

void SnapshotBuilder::markIncomplete(Value target)
{
    if (Container* c = generic(target))
        c->incomplete = true;
}

void SnapshotBuilder::forward(std::uint32_t slot, Value converted)
{
    const std::uint32_t index = m_slots[slot].index();
    m_slots[slot] = converted;
    m_snap->values.containers[index].clear();
    m_freeContainers.push_back(index);
}

SnapshotBuilder::Shape SnapshotBuilder::classify(const Container& c) const
{
    std::uint64_t mask = 0;
    for (std::size_t i = 0; i + 1 < c.items.size(); i += 2) {
        const Value key = c.items[i];
        if (key.kind() == ValueKind::String && key.payload() < 64)
            mask |= std::uint64_t{1} << key.payload();
    }
    const Keys& k = *m_keys;
    auto has = [mask](StringId id) { return (mask & (std::uint64_t{1} << id)) != 0; };
    if (has(k.blocks))
        return Shape::Segment;
    if (has(k.action))
        return Shape::TraceEntry;
    if (has(k.state) && has(k.size))
        return Shape::Block;
    if (has(k.realSize))
        return Shape::History;
    if (has(k.filename) || (has(k.name) && has(k.line)))
        return Shape::Frame;
    return Shape::Generic;
}

Value SnapshotBuilder::attach(Value v, StringId key, bool* drop)
{
    if (v.kind() != ValueKind::Container || v.payload() >= m_slots.size())
        return v;
    const Value target = m_slots[v.payload()];
    if (target.kind() != ValueKind::Container)
        return target;
    const Container& c = m_snap->values.containers[target.index()];
    const auto slot = static_cast<std::uint32_t>(v.payload());
    const Keys& k = *m_keys;
    if (c.kind == ContainerKind::Dict) {
        const Shape shape = classify(c);
        if (shape == Shape::Generic)
            return v;
        if (c.incomplete) {
            *drop = true;
            ++m_droppedIncomplete;
            return v;
        }
        Value converted;
        switch (shape) {
        case Shape::Frame: converted = convertFrame(c); break;
        case Shape::TraceEntry: converted = convertTrace(c); break;
        case Shape::Block: converted = convertBlock(c); break;
        case Shape::History: converted = convertHistory(c); break;
        case Shape::Segment: converted = convertSegment(c); break;
        case Shape::Generic: break;
        }
        if (converted.kind() == ValueKind::None)
            return v;
        forward(slot, converted);
        return converted;
    }
    if (c.kind == ContainerKind::List && key != 0) {
        if (key == k.frames) {
            const Value stack = convertStack(c);
            if (stack.kind() == ValueKind::Stack) {
                forward(slot, stack);
                return stack;
            }
        } else if (key == k.poolId || key == k.segmentPoolId) {
            const Value pair = pairFromList(c);
            if (pair.kind() == ValueKind::Pair) {
                forward(slot, pair);
                return pair;
            }
        }
    }
    return v;
}

std::optional<std::uint64_t> SnapshotBuilder::asU64(Value v) const
{
    switch (v.kind()) {
    case ValueKind::Int: return static_cast<std::uint64_t>(v.smallIntValue());
    case ValueKind::Bool: return v.payload();
    case ValueKind::BigInt: {
        const BigInt& b = m_snap->values.bigInts[v.index()];
        if (b.overflow)
            return b.negative ? 0 : ~std::uint64_t{0};
        return b.negative ? ~b.magnitude + 1 : b.magnitude;
    }
    default: return std::nullopt;
    }
}

std::optional<std::int64_t> SnapshotBuilder::asI64(Value v) const
{
    switch (v.kind()) {
    case ValueKind::Int: return v.smallIntValue();
    case ValueKind::Bool: return static_cast<std::int64_t>(v.payload());
    case ValueKind::BigInt: {
        const BigInt& b = m_snap->values.bigInts[v.index()];
        constexpr std::uint64_t kMax = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
        if (b.negative)
            return (b.overflow || b.magnitude > kMax + 1) ? std::numeric_limits<std::int64_t>::min()
                                                          : static_cast<std::int64_t>(~b.magnitude + 1);
        return (b.overflow || b.magnitude > kMax) ? std::numeric_limits<std::int64_t>::max()
                                                  : static_cast<std::int64_t>(b.magnitude);
    }
    default: return std::nullopt;
    }
}

std::optional<bool> SnapshotBuilder::asBool(Value v) const
{
    if (v.kind() == ValueKind::Bool)
        return v.payload() != 0;
    if (const auto i = asI64(v))
        return *i != 0;
    return std::nullopt;
}

StringId SnapshotBuilder::keyString(Value key)
{
    if (key.kind() == ValueKind::String)
        return key.index();
    // Non-string keys never occur in snapshots; keep them readable.
    std::string text;
    if (const auto i = asI64(key))
        text = std::to_string(*i);
    else if (key.kind() == ValueKind::None)
        text = "None";
    else
        text = "<key>";
    return m_snap->strings.intern(text);
}

std::uint32_t SnapshotBuilder::streamIndex(std::uint64_t raw)
{
    if (raw == m_lastStreamRaw)
        return m_lastStreamIndex;
    auto [it, inserted] = m_streamIndex.emplace(raw, static_cast<std::uint32_t>(m_snap->streams.size()));
    if (inserted)
        m_snap->streams.push_back(raw);
    m_lastStreamRaw = raw;
    m_lastStreamIndex = it->second;
    return it->second;
}

std::uint32_t SnapshotBuilder::poolIndex(Value pair)
{
    if (pair.kind() != ValueKind::Pair)
        return 0;
    const auto& p = m_snap->values.pairs[pair.index()];
    auto [it, inserted] = m_poolIndex.emplace(pair.index(), static_cast<std::uint32_t>(m_snap->pools.size()));
    if (inserted)
        m_snap->pools.push_back(p);
    return it->second;
}

Value SnapshotBuilder::pairFromList(const Container& c)
{
    if (c.isRun() || c.items.size() != 2)
        return {};
    const Value items[2] = {resolve(c.items[0]), resolve(c.items[1])};
    if (!asI64(items[0]) || !asI64(items[1]))
        return {};
    return tuple(items, 2);
}

ExtrasId SnapshotBuilder::internExtras(const std::vector<std::pair<StringId, Value>>& fields)
{
    if (fields.empty())
        return 0;
    ExtrasTable& t = m_snap->extras;
    std::uint64_t h = 0x77;
    for (const auto& [key, value] : fields)
        h = mix(mix(h, key), value.bits());
    auto hashOf = [&t](std::uint32_t id) {
        std::uint64_t hh = 0x77;
        for (const auto& [key, value] : t.record(id))
            hh = mix(mix(hh, key), value.bits());
        return hh;
    };
    auto matches = [&t, &fields](std::uint32_t id) {
        const auto record = t.record(id);
        if (record.size() != fields.size())
            return false;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (record[i].first != fields[i].first || !(record[i].second == fields[i].second))
                return false;
        }
        return true;
    };
    auto create = [&t, &fields]() {
        t.fields.insert(t.fields.end(), fields.begin(), fields.end());
        t.offsets.push_back(static_cast<std::uint32_t>(t.fields.size()));
        return static_cast<std::uint32_t>(t.count() - 1);
    };
    return internId(m_extrasTable, h, hashOf, matches, create);
}

StackId SnapshotBuilder::internStack(const std::vector<FrameId>& frames)
{
    if (frames.empty())
        return 0;
    StackTable& t = m_snap->stacks;
    std::uint64_t h = 0x33;
    for (const FrameId f : frames)
        h = mix(h, f);
    auto hashOf = [&t](std::uint32_t id) {
        std::uint64_t hh = 0x33;
        for (const FrameId f : t.stack(id))
            hh = mix(hh, f);
        return hh;
    };
    auto matches = [&t, &frames](std::uint32_t id) {
        const auto s = t.stack(id);
        return s.size() == frames.size() && std::equal(s.begin(), s.end(), frames.begin());
    };
    auto create = [&t, &frames]() {
        t.frames.insert(t.frames.end(), frames.begin(), frames.end());
        t.offsets.push_back(static_cast<std::uint32_t>(t.frames.size()));
        return static_cast<std::uint32_t>(t.count() - 1);
    };
    return internId(m_stackTable, h, hashOf, matches, create);
}

FrameId SnapshotBuilder::internFrame(const Frame& frame)
{
    auto& frames = m_snap->frames;
    auto hashOf = [&frames](std::uint32_t id) { return frameHash(frames[id]); };
    auto matches = [&frames, &frame](std::uint32_t id) {
        const Frame& f = frames[id];
        return f.name == frame.name && f.filename == frame.filename && f.line == frame.line && f.extras == frame.extras;
    };
    auto create = [&frames, &frame]() {
        frames.push_back(frame);
        return static_cast<std::uint32_t>(frames.size() - 1);
    };
    return internId(m_frameTable, frameHash(frame), hashOf, matches, create);
}

Value SnapshotBuilder::convertFrame(const Container& c)
{
    const Keys& k = *m_keys;
    Frame f;
    auto& fields = m_scratchFields;
    fields.clear();
    for (std::size_t i = 0; i + 1 < c.items.size(); i += 2) {
        const Value key = c.items[i];
        const Value v = resolve(c.items[i + 1]);
        const StringId id = key.kind() == ValueKind::String ? key.index() : 0;
        if (id == k.name && v.kind() == ValueKind::String && id != 0)
            f.name = v.index();
        else if (id == k.filename && v.kind() == ValueKind::String && id != 0)
            f.filename = v.index();
        else if (id == k.line && id != 0 && asI64(v))
            f.line = *asI64(v);
        else
            fields.emplace_back(keyString(key), v);
    }
    f.extras = internExtras(fields);
    return Value::make(ValueKind::Frame, internFrame(f));
}

Value SnapshotBuilder::convertStack(const Container& c)
{
    if (c.isRun())
        return {};
    auto& frames = m_scratchFrames;
    frames.clear();
    for (const Value item : c.items) {
        const Value v = resolve(item);
        if (v.kind() != ValueKind::Frame)
            return {};
        frames.push_back(v.index());
    }
    return Value::make(ValueKind::Stack, internStack(frames));
}

Value SnapshotBuilder::convertTrace(const Container& c)
{
    const Keys& k = *m_keys;
    auto& fields = m_scratchFields;
    fields.clear();
    Action action = Action::Other;
    bool haveAction = false;
    bool haveAddr = false;
    std::uint64_t addr = 0;
    std::uint64_t size = 0;
    std::uint32_t stream = 0;
    std::int64_t time = TraceColumns::kNoTime;
    StackId stack = 0;
    std::optional<std::uint64_t> deviceFree;
    Value deviceFreeValue;
    for (std::size_t i = 0; i + 1 < c.items.size(); i += 2) {
        const Value key = c.items[i];
        const Value v = resolve(c.items[i + 1]);
        const StringId id = key.kind() == ValueKind::String ? key.index() : 0;
        bool kept = true;
        if (id == 0) {
            kept = false;
        } else if (id == k.action) {
            if (v.kind() == ValueKind::String) {
                haveAction = true;
                const std::int8_t known = v.index() < m_actionBySid.size() ? m_actionBySid[v.index()] : -1;
                action = known >= 0 ? static_cast<Action>(known) : Action::Other;
                if (known < 0)
                    fields.emplace_back(id, v);
            } else {
                ++m_malformedFields;
                kept = false;
            }
        } else if (id == k.addr) {
            const auto u = asU64(v);
            kept = u.has_value();
            haveAddr = kept;
            addr = u.value_or(0);
        } else if (id == k.deviceFree) {
            deviceFree = asU64(v);
            deviceFreeValue = v;
            kept = deviceFree.has_value();
        } else if (id == k.size) {
            const auto u = asU64(v);
            kept = u.has_value();
            size = u.value_or(0);
        } else if (id == k.stream) {
            const auto u = asU64(v);
            kept = u.has_value();
            stream = kept ? streamIndex(*u) : 0;
        } else if (id == k.timeUs) {
            const auto t = asI64(v);
            kept = t.has_value();
            time = t.value_or(TraceColumns::kNoTime);
        } else if (id == k.frames) {
            kept = v.kind() == ValueKind::Stack;
            stack = kept ? v.index() : 0;
        } else {
            fields.emplace_back(id, v);
        }
        if (!kept) {
            if (id != 0)
                ++m_malformedFields;
            fields.emplace_back(keyString(key), v);
        }
    }
    if (!haveAction)
        ++m_malformedFields;
    if (deviceFree) {
        if (action == Action::Oom && !haveAddr)
            addr = *deviceFree;
        else
            fields.emplace_back(k.deviceFree, deviceFreeValue);
    } else if (action == Action::Oom && !haveAddr) {
        addr = TraceColumns::kUnknownFree; // the GPU's free memory is not in the file
    }
    TraceColumns& t = m_snap->trace;
    t.action.push_back(action);
    t.addr.push_back(addr);
    t.size.push_back(size);
    t.stream.push_back(stream);
    t.timeUs.push_back(time);
    t.stack.push_back(stack);
    t.extras.push_back(internExtras(fields));
    return Value::make(ValueKind::TraceEntry, t.action.size() - 1);
}

Value SnapshotBuilder::convertHistory(const Container& c)
{
    const Keys& k = *m_keys;
    HistoryEntry h;
    for (std::size_t i = 0; i + 1 < c.items.size(); i += 2) {
        const Value key = c.items[i];
        const Value v = resolve(c.items[i + 1]);
        const StringId id = key.kind() == ValueKind::String ? key.index() : 0;
        if (id == 0)
            continue;
        if (id == k.addr)
            h.address = asU64(v).value_or(0);
        else if (id == k.realSize)
            h.realSize = asU64(v).value_or(0);
        else if (id == k.frames && v.kind() == ValueKind::Stack)
            h.stack = v.index();
    }
    m_snap->history.push_back(h);
    return Value::make(ValueKind::History, m_snap->history.size() - 1);
}

Value SnapshotBuilder::convertBlock(const Container& c)
{
    const Keys& k = *m_keys;
    auto& fields = m_scratchFields;
    fields.clear();
    Block b;
    Value historyValue;
    for (std::size_t i = 0; i + 1 < c.items.size(); i += 2) {
        const Value key = c.items[i];
        const Value v = resolve(c.items[i + 1]);
        const StringId id = key.kind() == ValueKind::String ? key.index() : 0;
        bool kept = true;
        if (id == 0) {
            kept = false;
        } else if (id == k.address) {
            const auto u = asU64(v);
            kept = b.addressGiven = u.has_value();
            b.address = u.value_or(0);
        } else if (id == k.size) {
            const auto u = asU64(v);
            kept = u.has_value();
            b.size = u.value_or(0);
        } else if (id == k.requestedSize) {
            const auto u = asU64(v);
            kept = b.requestedGiven = u.has_value();
            b.requestedSize = u.value_or(0);
        } else if (id == k.state) {
            kept = v.kind() == ValueKind::String;
            if (kept) {
                const StringId s = v.index();
                if (s == k.activeAllocated) {
                    b.state = BlockState::ActiveAllocated;
                } else if (s == k.activePendingFree || s == k.activeAwaitingFree) {
                    b.state = BlockState::ActivePendingFree;
                } else if (s == k.inactive) {
                    b.state = BlockState::Inactive;
                } else {
                    b.state = BlockState::Unknown;
                    fields.emplace_back(id, v);
                }
            }
        } else if (id == k.frames) {
            kept = v.kind() == ValueKind::Stack;
            b.stack = kept ? v.index() : 0;
        } else if (id == k.history) {
            historyValue = v;
        } else {
            fields.emplace_back(id, v);
        }
        if (!kept) {
            if (id != 0)
                ++m_malformedFields;
            fields.emplace_back(keyString(key), v);
        }
    }
    if (!b.requestedGiven)
        b.requestedSize = b.size;
    if (const Container* h = generic(historyValue)) {
        auto& history = m_snap->history;
        if (h->isRun() && h->runKind == ValueKind::History) {
            b.firstHistory = static_cast<std::uint32_t>(h->runFirst);
            b.historyCount = static_cast<std::uint32_t>(h->runCount);
        } else {
            b.firstHistory = static_cast<std::uint32_t>(history.size());
            for (std::uint64_t i = 0; i < h->size(); ++i) {
                const Value item = resolve(h->at(i));
                if (item.kind() != ValueKind::History)
                    continue;
                const HistoryEntry copy = history[item.index()];
                history.push_back(copy);
            }
            b.historyCount = static_cast<std::uint32_t>(history.size() - b.firstHistory);
        }
        if (b.stack == 0 && b.historyCount > 0)
            b.stack = history[b.firstHistory].stack;
    } else if (historyValue.kind() != ValueKind::None) {
        fields.emplace_back(k.history, historyValue);
    }
    b.extras = internExtras(fields);
    m_snap->blocks.push_back(b);
    m_blockOwner.push_back(0);
    return Value::make(ValueKind::Block, m_snap->blocks.size() - 1);
}

Value SnapshotBuilder::convertSegment(const Container& c)
{
    const Keys& k = *m_keys;
    auto& fields = m_scratchFields;
    fields.clear();
    Segment s;
    Value blocksValue;
    for (std::size_t i = 0; i + 1 < c.items.size(); i += 2) {
        const Value key = c.items[i];
        const Value v = resolve(c.items[i + 1]);
        const StringId id = key.kind() == ValueKind::String ? key.index() : 0;
        bool kept = true;
        if (id == 0) {
            kept = false;
        } else if (id == k.device) {
            const auto d = asI64(v);
            kept = d.has_value();
            s.device = d.value_or(0);
        } else if (id == k.address) {
            const auto u = asU64(v);
            kept = u.has_value();
            s.address = u.value_or(0);
        } else if (id == k.totalSize) {
            const auto u = asU64(v);
            kept = u.has_value();
            s.totalSize = u.value_or(0);
        } else if (id == k.allocatedSize) {
            const auto u = asU64(v);
            kept = s.hasAllocatedSize = u.has_value();
            s.allocatedSize = u.value_or(0);
        } else if (id == k.activeSize) {
            const auto u = asU64(v);
            kept = s.hasActiveSize = u.has_value();
            s.activeSize = u.value_or(0);
        } else if (id == k.requestedSize) {
            const auto u = asU64(v);
            kept = u.has_value();
            s.requestedSize = u.value_or(0);
        } else if (id == k.stream) {
            const auto u = asU64(v);
            kept = u.has_value();
            s.stream = kept ? streamIndex(*u) : 0;
        } else if (id == k.segmentType) {
            kept = v.kind() == ValueKind::String;
            s.segmentType = kept ? v.index() : 0;
            s.small = kept && v.index() == k.small;
        } else if (id == k.segmentPoolId) {
            kept = v.kind() == ValueKind::Pair;
            s.pool = poolIndex(v);
        } else if (id == k.isExpandable) {
            const auto e = asBool(v);
            kept = e.has_value();
            s.expandable = e.value_or(false);
        } else if (id == k.frames) {
            kept = v.kind() == ValueKind::Stack;
            s.stack = kept ? v.index() : 0;
        } else if (id == k.blocks) {
            blocksValue = v;
        } else {
            fields.emplace_back(id, v);
        }
        if (!kept) {
            if (id != 0)
                ++m_malformedFields;
            fields.emplace_back(keyString(key), v);
        }
    }
    s.extras = internExtras(fields);
    const auto segmentIndex = static_cast<std::uint32_t>(m_snap->segments.size());
    auto& blocks = m_snap->blocks;
    const Container* list = generic(blocksValue);
    if (list == nullptr || list->kind == ContainerKind::Dict) {
        warnOnce(Repeated::SegmentWithoutBlocks,
                 QT_TRANSLATE_NOOP("SnapshotBuilder", "a segment without a list of blocks was kept without blocks"));
    } else {
        bool owned = list->isRun() && list->runKind == ValueKind::Block;
        for (std::uint64_t i = 0; owned && i < list->runCount; ++i)
            owned = m_blockOwner[list->runFirst + i] == 0;
        if (owned) {
            s.firstBlock = static_cast<std::uint32_t>(list->runFirst);
            s.blockCount = static_cast<std::uint32_t>(list->runCount);
        } else {
            s.firstBlock = static_cast<std::uint32_t>(blocks.size());
            std::uint64_t skipped = 0;
            for (std::uint64_t i = 0; i < list->size(); ++i) {
                const Value item = resolve(list->at(i));
                if (item.kind() != ValueKind::Block) {
                    ++skipped;
                    continue;
                }
                const Block copy = blocks[item.index()];
                blocks.push_back(copy);
                m_blockOwner.push_back(0);
            }
            s.blockCount = static_cast<std::uint32_t>(blocks.size() - s.firstBlock);
            if (skipped != 0)
                warnOnce(
                    Repeated::NonBlockEntries,
                    QT_TRANSLATE_NOOP("SnapshotBuilder",
                                      "some entries of a segment's block list are not blocks; they were left out"));
        }
        std::uint64_t at = s.address;
        for (std::uint32_t i = s.firstBlock; i < s.firstBlock + s.blockCount; ++i) {
            Block& b = blocks[i];
            m_blockOwner[i] = segmentIndex + 1;
            b.segment = segmentIndex;
            if (!b.addressGiven)
                b.address = at;
            at += b.size;
        }
    }
    m_snap->segments.push_back(s);
    return Value::make(ValueKind::Segment, segmentIndex);
}

SnapshotBuilder::Collected SnapshotBuilder::collect(Value list, ValueKind rowKind, const char* notAList,
                                                    const char* skippedEntries)
{
    Collected out;
    const Value v = resolve(list);
    const Container* c = generic(v);
    if (c == nullptr) {
        if (v.kind() == ValueKind::Stack && v.index() == 0)
            return out; // an empty list that was read as an empty stack
        if (v.kind() != ValueKind::None && notAList != nullptr)
            warn(ui(notAList));
        return out;
    }
    if (c->kind == ContainerKind::Dict) {
        if (notAList != nullptr)
            warn(ui(notAList));
        return out;
    }
    if (c->isRun() && c->runKind == rowKind) {
        out.first = c->runFirst;
        out.count = c->runCount;
        return out;
    }
    out.run = false;
    std::uint64_t skipped = 0;
    for (std::uint64_t i = 0; i < c->size(); ++i) {
        const Value item = resolve(c->at(i));
        if (item.kind() == rowKind)
            out.rows.push_back(item.payload());
        else
            ++skipped;
    }
    out.count = out.rows.size();
    if (skipped != 0)
        warn(ui(skippedEntries, {std::to_string(skipped)}));
    return out;
}

void SnapshotBuilder::finishSegments(const std::vector<std::pair<Collected, bool>>& lists)
{
    Snapshot& s = *m_snap;
    std::vector<Segment> segments;
    std::vector<Block> blocks;
    for (const auto& [list, host] : lists) {
        const std::uint64_t n = list.count;
        for (std::uint64_t i = 0; i < n; ++i) {
            const std::uint64_t row = list.run ? list.first + i : list.rows[i];
            Segment seg = s.segments[row];
            seg.host = host;
            const auto index = static_cast<std::uint32_t>(segments.size());
            const auto first = static_cast<std::uint32_t>(blocks.size());
            for (std::uint32_t b = 0; b < seg.blockCount; ++b) {
                Block block = s.blocks[seg.firstBlock + b];
                block.segment = index;
                blocks.push_back(block);
            }
            seg.firstBlock = first;
            segments.push_back(seg);
        }
    }
    s.segments = std::move(segments);
    s.blocks = std::move(blocks);
    m_blockOwner.clear();
    m_blockOwner.shrink_to_fit();
}

void SnapshotBuilder::finishTraces(const std::vector<Collected>& deviceLists, const Collected* hostList)
{
    Snapshot& s = *m_snap;
    std::vector<const Collected*> all;
    for (const Collected& c : deviceLists)
        all.push_back(&c);
    if (hostList != nullptr)
        all.push_back(hostList);
    bool identity = true;
    std::uint64_t expected = 0;
    for (const Collected* c : all) {
        if (c->count == 0)
            continue;
        if (!c->run || c->first != expected) {
            identity = false;
            break;
        }
        expected += c->count;
    }
    identity = identity && expected == s.trace.count();
    auto rangeFor = [](std::size_t begin, std::size_t count, std::int64_t device) {
        DeviceTrace d;
        d.device = device;
        d.begin = begin;
        d.end = begin + count;
        return d;
    };
    if (identity) {
        std::size_t at = 0;
        for (std::size_t i = 0; i < deviceLists.size(); ++i) {
            s.deviceTraces.push_back(rangeFor(at, deviceLists[i].count, static_cast<std::int64_t>(i)));
            at += deviceLists[i].count;
        }
        if (hostList != nullptr)
            s.hostTrace = rangeFor(at, hostList->count, -1);
        s.trace.shrinkToFit();
        return;
    }
    TraceColumns out;
    std::uint64_t total = 0;
    for (const Collected* c : all)
        total += c->count;
    out.reserve(total);
    auto copy = [&](const Collected& c) {
        for (std::uint64_t i = 0; i < c.count; ++i)
            out.appendRowFrom(s.trace, c.run ? c.first + i : c.rows[i]);
    };
    for (std::size_t i = 0; i < deviceLists.size(); ++i) {
        const std::size_t begin = out.count();
        copy(deviceLists[i]);
        s.deviceTraces.push_back(rangeFor(begin, deviceLists[i].count, static_cast<std::int64_t>(i)));
    }
    if (hostList != nullptr) {
        const std::size_t begin = out.count();
        copy(*hostList);
        s.hostTrace = rangeFor(begin, hostList->count, -1);
    }
    s.trace = std::move(out);
}

void SnapshotBuilder::compactValues(Value* roots, std::size_t n)
{
    // Keep only the generic containers the snapshot still refers to, indexed directly (the
    // parsing slots go away). Rows are referred to by generic values only in odd files; such
    // references become None because rows were renumbered.
    ValueStore& old = m_snap->values;
    std::vector<Container> kept;
    std::vector<std::uint32_t> newIndex(old.containers.size(), ~std::uint32_t{0});
    std::vector<std::pair<std::uint32_t, std::uint32_t>> work; // (old store index, new index)

    auto remap = [&](Value v) -> Value {
        switch (v.kind()) {
        case ValueKind::Container: {
            if (v.payload() >= m_slots.size())
                return Value::none();
            const Value target = m_slots[v.payload()];
            if (target.kind() != ValueKind::Container)
                return target.kind() == ValueKind::Frame || target.kind() == ValueKind::Stack
                        || target.kind() == ValueKind::Pair || target.kind() == ValueKind::History
                    ? target
                    : Value::none();
            const std::uint32_t oldIndex = target.index();
            if (newIndex[oldIndex] == ~std::uint32_t{0}) {
                newIndex[oldIndex] = static_cast<std::uint32_t>(kept.size());
                kept.emplace_back();
                work.emplace_back(oldIndex, newIndex[oldIndex]);
            }
            return Value::make(ValueKind::Container, newIndex[oldIndex]);
        }
        case ValueKind::TraceEntry:
        case ValueKind::Block:
        case ValueKind::Segment: return Value::none();
        default: return v;
        }
    };
    for (std::size_t i = 0; i < n; ++i)
        roots[i] = remap(roots[i]);
    for (auto& field : m_snap->extras.fields)
        field.second = remap(field.second);
    while (!work.empty()) {
        const auto [oldIndex, index] = work.back();
        work.pop_back();
        const Container& from = old.containers[oldIndex];
        Container to;
        to.kind = from.kind;
        to.incomplete = from.incomplete;
        to.items.reserve(static_cast<std::size_t>(from.size()));
        for (std::uint64_t i = 0; i < from.size(); ++i)
            to.items.push_back(remap(from.at(i)));
        kept[index] = std::move(to);
    }
    old.containers = std::move(kept);
    m_slots.clear();
    m_slots.shrink_to_fit();
    m_freeContainers.clear();
}

std::unique_ptr<Snapshot> SnapshotBuilder::finish(Value root, std::string& error)
{
    Snapshot& s = *m_snap;
    const Keys& k = *m_keys;
    root = resolve(root);
    const Container* top = generic(root);
    std::vector<std::pair<Collected, bool>> segmentLists;
    std::vector<Collected> deviceLists;
    Collected hostTrace;
    bool haveHostTrace = false;
    if (top != nullptr && top->kind == ContainerKind::Dict) {
        // Later duplicates of a key win, as in Python.
        std::map<StringId, Value> known;
        for (std::size_t i = 0; i + 1 < top->items.size(); i += 2) {
            const Value key = top->items[i];
            const Value v = top->items[i + 1];
            const StringId id = key.kind() == ValueKind::String ? key.index() : 0;
            if (id != 0
                && (id == k.segments || id == k.deviceTraces || id == k.hostSegments || id == k.hostTraces
                    || id == k.allocatorSettings || id == k.externalAnnotations)) {
                known[id] = v;
            } else {
                s.otherTopLevel.emplace_back(keyString(key), v);
            }
        }
        if (const auto it = known.find(k.segments); it != known.end())
            segmentLists.emplace_back(
                collect(
                    it->second, ValueKind::Segment,
                    QT_TRANSLATE_NOOP("SnapshotBuilder", "'segments' is not a list; ignored"),
                    QT_TRANSLATE_NOOP("SnapshotBuilder",
                                      "%1 entries of 'segments' are not what the format expects; they were ignored")),
                false);
        if (const auto it = known.find(k.hostSegments); it != known.end())
            segmentLists.emplace_back(
                collect(it->second, ValueKind::Segment,
                        QT_TRANSLATE_NOOP("SnapshotBuilder", "'host_segments' is not a list; ignored"),
                        QT_TRANSLATE_NOOP(
                            "SnapshotBuilder",
                            "%1 entries of 'host_segments' are not what the format expects; they were ignored")),
                true);
        if (const auto it = known.find(k.deviceTraces); it != known.end()) {
            const Container* lists = generic(resolve(it->second));
            if (lists != nullptr && lists->kind != ContainerKind::Dict) {
                for (std::uint64_t i = 0; i < lists->size(); ++i)
                    deviceLists.push_back(collect(
                        lists->at(i), ValueKind::TraceEntry,
                        QT_TRANSLATE_NOOP("SnapshotBuilder", "a device trace is not a list; ignored"),
                        QT_TRANSLATE_NOOP(
                            "SnapshotBuilder",
                            "%1 entries of a device trace are not what the format expects; they were ignored")));
            } else if (resolve(it->second).kind() != ValueKind::Stack) {
                warn(ui(QT_TRANSLATE_NOOP("SnapshotBuilder",
                                          "'device_traces' is not a list of lists; the trace was ignored")));
            }
        }
        if (const auto it = known.find(k.hostTraces); it != known.end()) {
            hostTrace = collect(
                it->second, ValueKind::TraceEntry,
                QT_TRANSLATE_NOOP("SnapshotBuilder", "'host_traces' is not a list; ignored"),
                QT_TRANSLATE_NOOP("SnapshotBuilder",
                                  "%1 entries of 'host_traces' are not what the format expects; they were ignored"));
            haveHostTrace = true;
        }
        if (const auto it = known.find(k.allocatorSettings); it != known.end())
            s.allocatorSettings = resolve(it->second);
        if (const auto it = known.find(k.externalAnnotations); it != known.end())
            s.externalAnnotations = resolve(it->second);
    } else if (top != nullptr && (top->kind == ContainerKind::List || top->kind == ContainerKind::Tuple)) {
        s.source.topLevelList = true;
        segmentLists.emplace_back(
            collect(root, ValueKind::Segment, nullptr,
                    QT_TRANSLATE_NOOP(
                        "SnapshotBuilder",
                        "%1 entries of the top-level list are not what the format expects; they were ignored")),
            false);
    } else {
        error = ui(QT_TRANSLATE_NOOP(
            "SnapshotBuilder",
            "the file holds a single value, not a snapshot (a dict with 'segments' or a list of segments)"));
        return nullptr;
    }

    finishSegments(segmentLists);
    finishTraces(deviceLists, haveHostTrace ? &hostTrace : nullptr);

    std::vector<Value> roots{s.allocatorSettings, s.externalAnnotations};
    for (const auto& [key, v] : s.otherTopLevel)
        roots.push_back(v);
    compactValues(roots.data(), roots.size());
    s.allocatorSettings = roots[0];
    s.externalAnnotations = roots[1];
    for (std::size_t i = 0; i < s.otherTopLevel.size(); ++i)
        s.otherTopLevel[i].second = roots[2 + i];

    if (m_malformedFields != 0)
        warn(ui(QT_TRANSLATE_NOOP("SnapshotBuilder",
                                  "%1 fields had an unexpected type or were missing; they were kept as extra fields"),
                {std::to_string(m_malformedFields)}));
    if (m_droppedIncomplete != 0)
        warn(ui(QT_TRANSLATE_NOOP("SnapshotBuilder", "%1 records that the file ended inside were left out"),
                {std::to_string(m_droppedIncomplete)}));
    for (std::string& w : m_warnings)
        s.warnings.push_back(std::move(w));
    m_warnings.clear();
    return std::move(m_snap);
}

} // namespace faultline::snapshot
