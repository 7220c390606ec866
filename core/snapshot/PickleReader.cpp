#include "PickleReader.h"

#include "SnapshotBuilder.h"
#include "UiText.h"

#include <cstdio>
#include <cstring>
#include <unordered_map>
#include <vector>

namespace faultline::snapshot {

namespace {

enum Op : std::uint8_t {
    MARK = '(',
    STOP = '.',
    POP = '0',
    POP_MARK = '1',
    DUP = '2',
    FLOAT = 'F',
    INT = 'I',
    BININT = 'J',
    BININT1 = 'K',
    LONG = 'L',
    BININT2 = 'M',
    NONE = 'N',
    PERSID = 'P',
    BINPERSID = 'Q',
    REDUCE = 'R',
    STRING = 'S',
    BINSTRING = 'T',
    SHORT_BINSTRING = 'U',
    UNICODE = 'V',
    BINUNICODE = 'X',
    APPEND = 'a',
    BUILD = 'b',
    GLOBAL = 'c',
    DICT = 'd',
    EMPTY_DICT = '}',
    APPENDS = 'e',
    GET = 'g',
    BINGET = 'h',
    INST = 'i',
    LONG_BINGET = 'j',
    LIST = 'l',
    EMPTY_LIST = ']',
    OBJ = 'o',
    PUT = 'p',
    BINPUT = 'q',
    LONG_BINPUT = 'r',
    SETITEM = 's',
    TUPLE = 't',
    EMPTY_TUPLE = ')',
    SETITEMS = 'u',
    BINFLOAT = 'G',
    BINBYTES = 'B',
    SHORT_BINBYTES = 'C',
    PROTO = 0x80,
    NEWOBJ = 0x81,
    EXT1 = 0x82,
    EXT2 = 0x83,
    EXT4 = 0x84,
    TUPLE1 = 0x85,
    TUPLE2 = 0x86,
    TUPLE3 = 0x87,
    NEWTRUE = 0x88,
    NEWFALSE = 0x89,
    LONG1 = 0x8a,
    LONG4 = 0x8b,
    SHORT_BINUNICODE = 0x8c,
    BINUNICODE8 = 0x8d,
    BINBYTES8 = 0x8e,
    EMPTY_SET = 0x8f,
    ADDITEMS = 0x90,
    FROZENSET = 0x91,
    NEWOBJ_EX = 0x92,
    STACK_GLOBAL = 0x93,
    MEMOIZE = 0x94,
    FRAME = 0x95,
    BYTEARRAY8 = 0x96,
    NEXT_BUFFER = 0x97,
    READONLY_BUFFER = 0x98,
};

// The sentences for people, in the user's language (lupdate finds them by QT_TRANSLATE_NOOP).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("PickleReader", source, args);
}

constexpr std::uint64_t kProgressStep = std::uint64_t{16} << 20;
constexpr std::uint64_t kReleaseStep = std::uint64_t{64} << 20;
constexpr std::size_t kMaxTextLine = 4096;

std::string hexByte(std::uint8_t b)
{
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02x", b);
    return buffer;
}

// Little-endian two's complement of `n` bytes.
BigInt decodeLong(const std::uint8_t* p, std::uint64_t n)
{
    BigInt b;
    if (n == 0)
        return b;
    const bool negative = (p[n - 1] & 0x80) != 0;
    // Bytes beyond the 8th must be pure sign extension (for a positive value the 9th may be 0).
    const std::uint8_t fill = negative ? 0xFF : 0x00;
    for (std::uint64_t i = 8; i < n; ++i) {
        if (p[i] != fill)
            b.overflow = true;
    }
    std::uint64_t raw = 0;
    const std::uint64_t low = n < 8 ? n : 8;
    for (std::uint64_t i = 0; i < low; ++i)
        raw |= std::uint64_t{p[i]} << (8 * i);
    if (n < 8 && negative)
        raw |= ~std::uint64_t{0} << (8 * n);
    if (negative) {
        // A negative value needs its 64-bit pattern to be negative too.
        if (n > 8 && (raw >> 63) == 0)
            b.overflow = true;
        b.negative = true;
        b.magnitude = b.overflow ? ~std::uint64_t{0} : ~raw + 1;
    } else {
        b.magnitude = b.overflow ? ~std::uint64_t{0} : raw;
    }
    return b;
}

class Machine
{
public:
    Machine(const std::uint8_t* data, std::uint64_t size, SnapshotBuilder& builder,
            const PickleReader::Progress& progress, const PickleReader::Release& release)
        : m_data(data)
        , m_size(size)
        , m_builder(builder)
        , m_progress(progress)
        , m_release(release)
    {
    }

    PickleParseResult run();

private:
    enum class Stop : std::uint8_t { None, Done, Truncated, Error, Refused, Cancelled };

    bool need(std::uint64_t n)
    {
        if (n > m_size - m_pos) {
            m_stop = Stop::Truncated;
            return false;
        }
        return true;
    }
    void fail(std::string message)
    {
        m_error = std::move(message);
        m_stop = Stop::Error;
    }
    std::size_t fence() const { return m_marks.empty() ? 0 : m_marks.back(); }
    bool above(std::size_t n)
    {
        if (m_stack.size() < fence() + n) {
            //: %1 is a pickle opcode's name ("APPENDS")
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "the stack has too few values for %1 at byte %2"),
                    {PickleReader::opcodeName(m_op), std::to_string(m_opOffset)}));
            return false;
        }
        return true;
    }
    // Pops the topmost MARK; `m` is where its items start.
    bool popMark(std::size_t& m)
    {
        if (m_marks.empty()) {
            //: %1 is a pickle opcode's name ("APPENDS")
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "%1 without a MARK at byte %2"),
                    {PickleReader::opcodeName(m_op), std::to_string(m_opOffset)}));
            return false;
        }
        m = m_marks.back();
        m_marks.pop_back();
        if (m > m_stack.size()) {
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "corrupt MARK at byte %1"), {std::to_string(m_opOffset)}));
            return false;
        }
        return true;
    }
    std::uint32_t u32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v |= std::uint32_t{m_data[m_pos + i]} << (8 * i);
        m_pos += 4;
        return v;
    }
    std::uint64_t u64()
    {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v |= std::uint64_t{m_data[m_pos + i]} << (8 * i);
        m_pos += 8;
        return v;
    }

    void memoPut(std::uint64_t index, Value v);
    bool memoGet(std::uint64_t index, Value& v);
    bool textLine(std::string_view& line);
    Value parseDecimal(std::string_view text, bool& ok);
    void step();
    bool salvage(Value& root);

    const std::uint8_t* m_data;
    std::uint64_t m_size;
    std::uint64_t m_pos = 0;
    std::uint64_t m_opOffset = 0;
    std::uint8_t m_op = 0;
    SnapshotBuilder& m_builder;
    const PickleReader::Progress& m_progress;
    const PickleReader::Release& m_release;
    Stop m_stop = Stop::None;
    std::string m_error;
    int m_protocol = 0;
    bool m_newerProtocol = false;
    Value m_root;

    std::vector<Value> m_stack;
    std::vector<std::size_t> m_marks;
    std::vector<Value> m_memo; // dense part; Mark = unset
    std::unordered_map<std::uint64_t, Value> m_memoSparse;
    std::uint64_t m_memoCount = 0;
    std::string m_scratch;
};

void Machine::memoPut(std::uint64_t index, Value v)
{
    static constexpr Value kUnset = Value::make(ValueKind::Mark, 0);
    if (index == m_memo.size() && m_memoSparse.empty()) {
        m_memo.push_back(v);
        ++m_memoCount;
        return;
    }
    if (index < m_memo.size()) {
        if (m_memo[index] == kUnset)
            ++m_memoCount;
        m_memo[index] = v;
        return;
    }
    // Grow the dense part only as far as the number of entries justifies: a hostile index
    // must not allocate gigabytes.
    if (index < 2 * (m_memoCount + 1024)) {
        m_memo.resize(static_cast<std::size_t>(index) + 1, kUnset);
        if (const auto it = m_memoSparse.find(index); it != m_memoSparse.end())
            m_memoSparse.erase(it);
        else
            ++m_memoCount;
        m_memo[index] = v;
        return;
    }
    auto [it, inserted] = m_memoSparse.insert_or_assign(index, v);
    if (inserted)
        ++m_memoCount;
}

bool Machine::memoGet(std::uint64_t index, Value& v)
{
    static constexpr Value kUnset = Value::make(ValueKind::Mark, 0);
    if (index < m_memo.size() && !(m_memo[index] == kUnset)) {
        Value& slot = m_memo[index];
        if (slot.kind() == ValueKind::Container) {
            // Remember what a converted container became: later gets skip the indirection.
            slot = m_builder.resolve(slot);
        }
        v = slot;
        return true;
    }
    if (const auto it = m_memoSparse.find(index); it != m_memoSparse.end()) {
        v = m_builder.resolve(it->second);
        return true;
    }
    fail(ui(QT_TRANSLATE_NOOP("PickleReader", "memo entry %1 is used before it is defined (byte %2)"),
            {std::to_string(index), std::to_string(m_opOffset)}));
    return false;
}

bool Machine::textLine(std::string_view& line)
{
    const std::uint64_t start = m_pos;
    while (m_pos < m_size && m_data[m_pos] != '\n') {
        if (m_pos - start > kMaxTextLine) {
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "a text operand longer than %1 bytes at byte %2"),
                    {std::to_string(kMaxTextLine), std::to_string(m_opOffset)}));
            return false;
        }
        ++m_pos;
    }
    if (m_pos >= m_size) {
        m_stop = Stop::Truncated;
        return false;
    }
    line = std::string_view(reinterpret_cast<const char*>(m_data + start), m_pos - start);
    ++m_pos; // the newline
    return true;
}

Value Machine::parseDecimal(std::string_view text, bool& ok)
{
    ok = false;
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
        negative = text[i] == '-';
        ++i;
    }
    if (i >= text.size())
        return {};
    BigInt b;
    b.negative = negative;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return {};
        const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
        if (b.magnitude > (~std::uint64_t{0} - digit) / 10)
            b.overflow = true;
        else
            b.magnitude = b.magnitude * 10 + digit;
    }
    if (b.overflow)
        b.magnitude = ~std::uint64_t{0};
    if (negative && b.magnitude > (std::uint64_t{1} << 63) && !b.overflow)
        b.overflow = true;
    ok = true;
    if (b.magnitude == 0)
        b.negative = false;
    return m_builder.bigInteger(b);
}

void Machine::step()
{
    m_opOffset = m_pos;
    m_op = m_data[m_pos++];
    std::string& err = m_scratch;
    switch (m_op) {
    case PROTO: {
        if (!need(1))
            return;
        m_protocol = m_data[m_pos++];
        if (m_protocol > 5)
            m_newerProtocol = true;
        return;
    }
    case FRAME:
        // The frame length is only a read-ahead hint.
        if (need(8))
            m_pos += 8;
        return;
    case STOP:
        if (!above(1))
            return;
        m_root = m_stack.back();
        m_stack.pop_back();
        m_stop = Stop::Done;
        return;
    case MARK: m_marks.push_back(m_stack.size()); return;
    case POP:
        if (m_stack.size() > fence()) {
            m_stack.pop_back();
        } else if (!m_marks.empty()) {
            m_marks.pop_back();
        } else {
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "POP on an empty stack at byte %1"),
                    {std::to_string(m_opOffset)}));
        }
        return;
    case POP_MARK: {
        std::size_t m = 0;
        if (popMark(m))
            m_stack.resize(m);
        return;
    }
    case DUP:
        if (above(1))
            m_stack.push_back(m_stack.back());
        return;
    case NONE: m_stack.push_back(Value::none()); return;
    case NEWTRUE: m_stack.push_back(Value::boolean(true)); return;
    case NEWFALSE: m_stack.push_back(Value::boolean(false)); return;
    case BININT1:
        if (!need(1))
            return;
        m_stack.push_back(Value::smallInt(m_data[m_pos++]));
        return;
    case BININT2:
        if (!need(2))
            return;
        m_stack.push_back(Value::smallInt(m_data[m_pos] | (m_data[m_pos + 1] << 8)));
        m_pos += 2;
        return;
    case BININT:
        if (!need(4))
            return;
        m_stack.push_back(Value::smallInt(static_cast<std::int32_t>(u32())));
        return;
    case LONG1:
    case LONG4: {
        std::uint64_t n = 0;
        if (m_op == LONG1) {
            if (!need(1))
                return;
            n = m_data[m_pos++];
        } else {
            if (!need(4))
                return;
            const auto len = static_cast<std::int32_t>(u32());
            if (len < 0) {
                fail(ui(QT_TRANSLATE_NOOP("PickleReader", "LONG4 with a negative length at byte %1"),
                        {std::to_string(m_opOffset)}));
                return;
            }
            n = static_cast<std::uint64_t>(len);
        }
        if (!need(n))
            return;
        m_stack.push_back(m_builder.bigInteger(decodeLong(m_data + m_pos, n)));
        m_pos += n;
        return;
    }
    case INT:
    case LONG: {
        std::string_view line;
        if (!textLine(line))
            return;
        if (m_op == INT && line == "00") {
            m_stack.push_back(Value::boolean(false));
            return;
        }
        if (m_op == INT && line == "01") {
            m_stack.push_back(Value::boolean(true));
            return;
        }
        if (m_op == LONG && !line.empty() && line.back() == 'L')
            line.remove_suffix(1);
        bool ok = false;
        const Value v = parseDecimal(line, ok);
        if (!ok) {
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "a malformed integer at byte %1"), {std::to_string(m_opOffset)}));
            return;
        }
        m_stack.push_back(v);
        return;
    }
    case BINFLOAT: {
        if (!need(8))
            return;
        std::uint64_t raw = 0;
        for (int i = 0; i < 8; ++i)
            raw = (raw << 8) | m_data[m_pos + i];
        m_pos += 8;
        double d = 0;
        std::memcpy(&d, &raw, sizeof d);
        m_stack.push_back(m_builder.floating(d));
        return;
    }
    case SHORT_BINUNICODE:
    case BINUNICODE:
    case BINUNICODE8:
    case SHORT_BINBYTES:
    case BINBYTES:
    case BINBYTES8:
    case BYTEARRAY8: {
        std::uint64_t n = 0;
        if (m_op == SHORT_BINUNICODE || m_op == SHORT_BINBYTES) {
            if (!need(1))
                return;
            n = m_data[m_pos++];
        } else if (m_op == BINUNICODE || m_op == BINBYTES) {
            if (!need(4))
                return;
            n = u32();
        } else {
            if (!need(8))
                return;
            n = u64();
        }
        if (!need(n))
            return;
        const std::string_view text(reinterpret_cast<const char*>(m_data + m_pos), static_cast<std::size_t>(n));
        m_pos += n;
        const bool isText = m_op == SHORT_BINUNICODE || m_op == BINUNICODE || m_op == BINUNICODE8;
        m_stack.push_back(isText ? m_builder.string(text) : m_builder.bytes(text));
        return;
    }
    case EMPTY_DICT: m_stack.push_back(m_builder.newContainer(ContainerKind::Dict)); return;
    case EMPTY_LIST: m_stack.push_back(m_builder.newContainer(ContainerKind::List)); return;
    case EMPTY_SET: m_stack.push_back(m_builder.newContainer(ContainerKind::Set)); return;
    case EMPTY_TUPLE: m_stack.push_back(m_builder.tuple(nullptr, 0)); return;
    case TUPLE1:
    case TUPLE2:
    case TUPLE3: {
        const std::size_t n = m_op == TUPLE1 ? 1 : m_op == TUPLE2 ? 2 : 3;
        if (!above(n))
            return;
        const Value t = m_builder.tuple(m_stack.data() + m_stack.size() - n, n);
        m_stack.resize(m_stack.size() - n);
        m_stack.push_back(t);
        return;
    }
    case TUPLE:
    case LIST:
    case DICT:
    case FROZENSET: {
        std::size_t m = 0;
        if (!popMark(m))
            return;
        const std::size_t n = m_stack.size() - m;
        Value v;
        if (m_op == TUPLE) {
            v = m_builder.tuple(m_stack.data() + m, n);
        } else if (m_op == DICT) {
            if (n % 2 != 0) {
                fail(ui(QT_TRANSLATE_NOOP("PickleReader", "DICT with an odd number of items at byte %1"),
                        {std::to_string(m_opOffset)}));
                return;
            }
            v = m_builder.newContainer(ContainerKind::Dict);
            m_builder.setItems(v, m_stack.data() + m, n / 2, err);
        } else {
            v = m_builder.newContainer(m_op == LIST ? ContainerKind::List : ContainerKind::Set);
            m_builder.append(v, m_stack.data() + m, n, err);
        }
        m_stack.resize(m);
        m_stack.push_back(v);
        return;
    }
    case APPEND:
        if (!above(2))
            return;
        if (!m_builder.append(m_stack[m_stack.size() - 2], &m_stack.back(), 1, err)) {
            //: %1 is why the item could not be added
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "%1 (APPEND at byte %2)"), {err, std::to_string(m_opOffset)}));
            return;
        }
        m_stack.pop_back();
        return;
    case SETITEM:
        if (!above(3))
            return;
        if (!m_builder.setItems(m_stack[m_stack.size() - 3], m_stack.data() + m_stack.size() - 2, 1, err)) {
            //: %1 is why the item could not be set
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "%1 (SETITEM at byte %2)"), {err, std::to_string(m_opOffset)}));
            return;
        }
        m_stack.resize(m_stack.size() - 2);
        return;
    case APPENDS:
    case ADDITEMS:
    case SETITEMS: {
        std::size_t m = 0;
        if (!popMark(m))
            return;
        if (m == 0 || m - 1 < fence()) {
            //: %1 is a pickle opcode's name ("APPENDS")
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "%1 with nothing to add to at byte %2"),
                    {PickleReader::opcodeName(m_op), std::to_string(m_opOffset)}));
            return;
        }
        const std::size_t n = m_stack.size() - m;
        bool ok = false;
        if (m_op == SETITEMS) {
            if (n % 2 != 0) {
                fail(ui(QT_TRANSLATE_NOOP("PickleReader", "SETITEMS with an odd number of items at byte %1"),
                        {std::to_string(m_opOffset)}));
                return;
            }
            ok = m_builder.setItems(m_stack[m - 1], m_stack.data() + m, n / 2, err);
        } else {
            ok = m_builder.append(m_stack[m - 1], m_stack.data() + m, n, err);
        }
        if (!ok) {
            //: %1 is why the items could not be added, %2 a pickle opcode's name ("APPENDS")
            fail(ui(QT_TRANSLATE_NOOP("PickleReader", "%1 (%2 at byte %3)"),
                    {err, PickleReader::opcodeName(m_op), std::to_string(m_opOffset)}));
            return;
        }
        m_stack.resize(m);
        return;
    }
    case MEMOIZE:
        if (above(1))
            memoPut(m_memoCount, m_stack.back());
        return;
    case BINPUT:
        if (!need(1) || !above(1))
            return;
        memoPut(m_data[m_pos++], m_stack.back());
        return;
    case LONG_BINPUT:
        if (!need(4) || !above(1))
            return;
        memoPut(u32(), m_stack.back());
        return;
    case BINGET: {
        if (!need(1))
            return;
        Value v;
        if (memoGet(m_data[m_pos++], v))
            m_stack.push_back(v);
        return;
    }
    case LONG_BINGET: {
        if (!need(4))
            return;
        Value v;
        if (memoGet(u32(), v))
            m_stack.push_back(v);
        return;
    }
    default: break;
    }
    const char* name = PickleReader::opcodeName(m_op);
    if (PickleReader::isCodeOpcode(m_op)) {
        //: %1 is a pickle opcode's name ("GLOBAL"), %2 its byte ("0x63")
        m_error = ui(QT_TRANSLATE_NOOP("PickleReader",
                                       "refused pickle opcode %1 (%2) at byte %3: it imports or calls Python code, "
                                       "which a PyTorch memory snapshot never contains; the file was not loaded"),
                     {name, hexByte(m_op), std::to_string(m_opOffset)});
        m_stop = Stop::Refused;
        return;
    }
    if (name != nullptr) {
        //: %1 is a pickle opcode's name ("STRING"), %2 its byte ("0x53")
        fail(
            ui(QT_TRANSLATE_NOOP("PickleReader",
                                 "unsupported pickle opcode %1 (%2) at byte %3; PyTorch memory snapshots never use it"),
               {name, hexByte(m_op), std::to_string(m_opOffset)}));
    } else {
        //: %1 is the byte ("0xff")
        fail(
            ui(QT_TRANSLATE_NOOP("PickleReader", "unknown pickle opcode %1 at byte %2 (corrupt file, or not a pickle)"),
               {hexByte(m_op), std::to_string(m_opOffset)}));
    }
}

bool Machine::salvage(Value& root)
{
    std::string err;
    while (!m_marks.empty()) {
        const std::size_t m = m_marks.back();
        m_marks.pop_back();
        if (m == 0 || m > m_stack.size()) {
            m_stack.resize(std::min(m, m_stack.size()));
            continue;
        }
        const Value target = m_stack[m - 1];
        const std::size_t n = m_stack.size() - m;
        if (Container* c = m_builder.generic(target)) {
            const ContainerKind kind = c->kind;
            m_builder.markIncomplete(target);
            if (kind == ContainerKind::Dict)
                m_builder.setItems(target, m_stack.data() + m, n / 2, err);
            else if (kind == ContainerKind::List || kind == ContainerKind::Set)
                m_builder.append(target, m_stack.data() + m, n, err);
        }
        m_stack.resize(m);
    }
    if (m_stack.empty())
        return false;
    root = m_stack.front();
    if (Container* c = m_builder.generic(root)) {
        const ContainerKind kind = c->kind;
        if (m_stack.size() > 1)
            m_builder.markIncomplete(root);
        const std::size_t n = m_stack.size() - 1;
        if (kind == ContainerKind::Dict)
            m_builder.setItems(root, m_stack.data() + 1, n / 2, err);
        else if (kind == ContainerKind::List || kind == ContainerKind::Set)
            m_builder.append(root, m_stack.data() + 1, n, err);
    }
    return true;
}

PickleParseResult Machine::run()
{
    PickleParseResult result;
    std::uint64_t nextProgress = kProgressStep;
    std::uint64_t nextRelease = kReleaseStep;
    while (m_stop == Stop::None) {
        if (m_pos >= m_size) {
            m_stop = Stop::Truncated;
            break;
        }
        if (m_pos >= nextProgress) {
            nextProgress = m_pos + kProgressStep;
            if (m_progress && !m_progress(m_pos, m_size)) {
                m_stop = Stop::Cancelled;
                break;
            }
        }
        if (m_pos >= nextRelease) {
            nextRelease = m_pos + kReleaseStep;
            if (m_release)
                m_release(m_pos);
        }
        step();
    }
    result.protocol = m_protocol;
    result.newerProtocol = m_newerProtocol;
    switch (m_stop) {
    case Stop::Done:
        result.ok = true;
        result.root = m_root;
        result.endOffset = m_pos;
        return result;
    case Stop::Refused:
        result.refused = true;
        result.error = m_error;
        result.errorOffset = m_opOffset;
        return result;
    case Stop::Cancelled:
        //: reading the file was cancelled
        result.error = ui(QT_TRANSLATE_NOOP("PickleReader", "cancelled"));
        return result;
    case Stop::Truncated:
        result.error = ui(
            QT_TRANSLATE_NOOP("PickleReader", "the file ends at byte %1, inside the pickle (no STOP opcode)"),
            {std::to_string(m_size)});
        result.errorOffset = m_size;
        break;
    case Stop::Error:
    case Stop::None:
        result.error = m_error;
        result.errorOffset = m_opOffset;
        break;
    }
    result.endOffset = m_stop == Stop::Truncated ? m_size : m_opOffset;
    Value root;
    if (salvage(root)) {
        result.ok = true;
        result.truncated = true;
        result.root = root;
    }
    return result;
}

} // namespace

PickleParseResult PickleReader::parse(const std::uint8_t* data, std::uint64_t size, SnapshotBuilder& builder,
                                      const Progress& progress, const Release& release)
{
    Machine machine(data, size, builder, progress, release);
    return machine.run();
}

const char* PickleReader::opcodeName(std::uint8_t op)
{
    switch (op) {
    case MARK: return "MARK";
    case STOP: return "STOP";
    case POP: return "POP";
    case POP_MARK: return "POP_MARK";
    case DUP: return "DUP";
    case FLOAT: return "FLOAT";
    case INT: return "INT";
    case BININT: return "BININT";
    case BININT1: return "BININT1";
    case LONG: return "LONG";
    case BININT2: return "BININT2";
    case NONE: return "NONE";
    case PERSID: return "PERSID";
    case BINPERSID: return "BINPERSID";
    case REDUCE: return "REDUCE";
    case STRING: return "STRING";
    case BINSTRING: return "BINSTRING";
    case SHORT_BINSTRING: return "SHORT_BINSTRING";
    case UNICODE: return "UNICODE";
    case BINUNICODE: return "BINUNICODE";
    case APPEND: return "APPEND";
    case BUILD: return "BUILD";
    case GLOBAL: return "GLOBAL";
    case DICT: return "DICT";
    case EMPTY_DICT: return "EMPTY_DICT";
    case APPENDS: return "APPENDS";
    case GET: return "GET";
    case BINGET: return "BINGET";
    case INST: return "INST";
    case LONG_BINGET: return "LONG_BINGET";
    case LIST: return "LIST";
    case EMPTY_LIST: return "EMPTY_LIST";
    case OBJ: return "OBJ";
    case PUT: return "PUT";
    case BINPUT: return "BINPUT";
    case LONG_BINPUT: return "LONG_BINPUT";
    case SETITEM: return "SETITEM";
    case TUPLE: return "TUPLE";
    case EMPTY_TUPLE: return "EMPTY_TUPLE";
    case SETITEMS: return "SETITEMS";
    case BINFLOAT: return "BINFLOAT";
    case BINBYTES: return "BINBYTES";
    case SHORT_BINBYTES: return "SHORT_BINBYTES";
    case PROTO: return "PROTO";
    case NEWOBJ: return "NEWOBJ";
    case EXT1: return "EXT1";
    case EXT2: return "EXT2";
    case EXT4: return "EXT4";
    case TUPLE1: return "TUPLE1";
    case TUPLE2: return "TUPLE2";
    case TUPLE3: return "TUPLE3";
    case NEWTRUE: return "NEWTRUE";
    case NEWFALSE: return "NEWFALSE";
    case LONG1: return "LONG1";
    case LONG4: return "LONG4";
    case SHORT_BINUNICODE: return "SHORT_BINUNICODE";
    case BINUNICODE8: return "BINUNICODE8";
    case BINBYTES8: return "BINBYTES8";
    case EMPTY_SET: return "EMPTY_SET";
    case ADDITEMS: return "ADDITEMS";
    case FROZENSET: return "FROZENSET";
    case NEWOBJ_EX: return "NEWOBJ_EX";
    case STACK_GLOBAL: return "STACK_GLOBAL";
    case MEMOIZE: return "MEMOIZE";
    case FRAME: return "FRAME";
    case BYTEARRAY8: return "BYTEARRAY8";
    case NEXT_BUFFER: return "NEXT_BUFFER";
    case READONLY_BUFFER: return "READONLY_BUFFER";
    default: return nullptr;
    }
}

bool PickleReader::isCodeOpcode(std::uint8_t op)
{
    switch (op) {
    case GLOBAL:
    case STACK_GLOBAL:
    case REDUCE:
    case BUILD:
    case INST:
    case OBJ:
    case NEWOBJ:
    case NEWOBJ_EX:
    case PERSID:
    case BINPERSID:
    case EXT1:
    case EXT2:
    case EXT4:
    case NEXT_BUFFER:
    case READONLY_BUFFER: return true;
    default: return false;
    }
}

} // namespace faultline::snapshot
