#include "JsonSnapshotReader.h"

#include "SnapshotBuilder.h"
#include "UiText.h"

#include <cstdlib>
#include <limits>
#include <vector>

namespace faultline::snapshot {

namespace {

// The sentences for people, in the user's language (lupdate finds them by QT_TRANSLATE_NOOP).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("JsonSnapshotReader", source, args);
}

constexpr std::uint64_t kProgressStep = std::uint64_t{16} << 20;
constexpr std::uint64_t kReleaseStep = std::uint64_t{64} << 20;

void appendUtf8(std::string& out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

class JsonMachine
{
public:
    JsonMachine(const std::uint8_t* data, std::uint64_t size, SnapshotBuilder& builder,
                const JsonSnapshotReader::Progress& progress, const JsonSnapshotReader::Release& release)
        : m_data(data)
        , m_size(size)
        , m_builder(builder)
        , m_progress(progress)
        , m_release(release)
    {
    }

    JsonParseResult run();

private:
    enum class Expect : std::uint8_t { Value, ValueOrEnd, Key, KeyOrEnd, Colon, CommaOrEnd };
    struct Open
    {
        Value container;
        Value key;
        bool object = false;
        bool haveKey = false;
    };

    void skipSpace()
    {
        while (m_pos < m_size) {
            const std::uint8_t c = m_data[m_pos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                break;
            ++m_pos;
        }
    }
    // `source` has %1 for the byte offset.
    bool fail(const char* source)
    {
        if (m_error.empty()) {
            m_error = ui(source, {std::to_string(m_pos)});
            m_errorOffset = m_pos;
        }
        return false;
    }
    bool truncated()
    {
        m_truncated = true;
        return false;
    }
    bool parseString(Value& out);
    bool parseNumber(Value& out);
    bool parseLiteral(Value& out);
    void deliver(Value v);
    void close();
    bool salvage(Value& root);

    const std::uint8_t* m_data;
    std::uint64_t m_size;
    std::uint64_t m_pos = 0;
    SnapshotBuilder& m_builder;
    const JsonSnapshotReader::Progress& m_progress;
    const JsonSnapshotReader::Release& m_release;
    std::vector<Open> m_open;
    Expect m_expect = Expect::Value;
    bool m_done = false;
    bool m_truncated = false;
    Value m_root;
    std::string m_error;
    std::uint64_t m_errorOffset = 0;
    std::string m_buffer;
};

bool JsonMachine::parseString(Value& out)
{
    ++m_pos; // opening quote
    const std::uint64_t start = m_pos;
    // Fast path: no escapes.
    while (m_pos < m_size && m_data[m_pos] != '"' && m_data[m_pos] != '\\')
        ++m_pos;
    if (m_pos >= m_size)
        return truncated();
    if (m_data[m_pos] == '"') {
        out = m_builder.string(
            std::string_view(reinterpret_cast<const char*>(m_data + start), static_cast<std::size_t>(m_pos - start)));
        ++m_pos;
        return true;
    }
    m_buffer.assign(reinterpret_cast<const char*>(m_data + start), static_cast<std::size_t>(m_pos - start));
    while (true) {
        if (m_pos >= m_size)
            return truncated();
        const std::uint8_t c = m_data[m_pos];
        if (c == '"') {
            ++m_pos;
            break;
        }
        if (c != '\\') {
            m_buffer += static_cast<char>(c);
            ++m_pos;
            continue;
        }
        if (m_pos + 1 >= m_size)
            return truncated();
        const std::uint8_t e = m_data[m_pos + 1];
        m_pos += 2;
        switch (e) {
        case '"': m_buffer += '"'; break;
        case '\\': m_buffer += '\\'; break;
        case '/': m_buffer += '/'; break;
        case 'b': m_buffer += '\b'; break;
        case 'f': m_buffer += '\f'; break;
        case 'n': m_buffer += '\n'; break;
        case 'r': m_buffer += '\r'; break;
        case 't': m_buffer += '\t'; break;
        case 'u': {
            auto hex4 = [this](std::uint64_t at, std::uint32_t& v) {
                if (at + 4 > m_size)
                    return false;
                v = 0;
                for (int i = 0; i < 4; ++i) {
                    const std::uint8_t h = m_data[at + i];
                    v <<= 4;
                    if (h >= '0' && h <= '9')
                        v |= h - '0';
                    else if (h >= 'a' && h <= 'f')
                        v |= h - 'a' + 10;
                    else if (h >= 'A' && h <= 'F')
                        v |= h - 'A' + 10;
                    else
                        return false;
                }
                return true;
            };
            if (m_pos + 4 > m_size)
                return truncated();
            std::uint32_t cp = 0;
            if (!hex4(m_pos, cp))
                return fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "a malformed \\u escape at byte %1"));
            m_pos += 4;
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                std::uint32_t low = 0;
                if (m_pos + 6 <= m_size && m_data[m_pos] == '\\' && m_data[m_pos + 1] == 'u' && hex4(m_pos + 2, low)
                    && low >= 0xDC00 && low <= 0xDFFF) {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    m_pos += 6;
                } else {
                    cp = 0xFFFD;
                }
            } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                cp = 0xFFFD;
            }
            appendUtf8(m_buffer, cp);
            break;
        }
        default: return fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "an unknown escape in a string at byte %1"));
        }
    }
    out = m_builder.string(m_buffer);
    return true;
}

bool JsonMachine::parseNumber(Value& out)
{
    const std::uint64_t start = m_pos;
    bool negative = false;
    if (m_data[m_pos] == '-') {
        negative = true;
        ++m_pos;
    }
    bool integral = true;
    BigInt b;
    b.negative = negative;
    std::uint64_t digits = 0;
    while (m_pos < m_size) {
        const std::uint8_t c = m_data[m_pos];
        if (c >= '0' && c <= '9') {
            const std::uint64_t d = c - '0';
            if (b.magnitude > (~std::uint64_t{0} - d) / 10)
                b.overflow = true;
            else
                b.magnitude = b.magnitude * 10 + d;
            ++digits;
        } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
            integral = false;
        } else {
            break;
        }
        ++m_pos;
        if (m_pos - start > 400)
            return fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "a number longer than 400 characters at byte %1"));
    }
    if (m_pos >= m_size)
        return truncated(); // a number at the very end may be cut
    if (digits == 0)
        return fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "a malformed number at byte %1"));
    if (integral) {
        if (b.overflow)
            b.magnitude = ~std::uint64_t{0};
        if (negative && b.magnitude > (std::uint64_t{1} << 63))
            b.overflow = true;
        if (b.magnitude == 0)
            b.negative = false;
        out = m_builder.bigInteger(b);
        return true;
    }
    const std::string text(reinterpret_cast<const char*>(m_data + start), static_cast<std::size_t>(m_pos - start));
    char* end = nullptr;
    const double d = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size())
        return fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "a malformed number at byte %1"));
    out = m_builder.floating(d);
    return true;
}

bool JsonMachine::parseLiteral(Value& out)
{
    auto match = [this](std::string_view word) {
        for (std::size_t i = 0; i < word.size(); ++i) {
            if (m_pos + i >= m_size)
                return 0;
            if (m_data[m_pos + i] != static_cast<std::uint8_t>(word[i]))
                return -1;
        }
        return 1;
    };
    for (const auto& [word, value] : {std::pair<std::string_view, Value>{"true", Value::boolean(true)},
                                      std::pair<std::string_view, Value>{"false", Value::boolean(false)},
                                      std::pair<std::string_view, Value>{"null", Value::none()},
                                      std::pair<std::string_view, Value>{"NaN", Value::none()}}) {
        const int m = match(word);
        if (m == 0)
            return truncated();
        if (m == 1) {
            m_pos += word.size();
            out = word == "NaN" ? m_builder.floating(std::numeric_limits<double>::quiet_NaN()) : value;
            return true;
        }
    }
    return fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "an unexpected character at byte %1"));
}

void JsonMachine::deliver(Value v)
{
    if (m_open.empty()) {
        m_root = v;
        m_done = true;
        return;
    }
    Open& top = m_open.back();
    std::string err;
    if (top.object) {
        const Value kv[2] = {top.key, v};
        m_builder.setItems(top.container, kv, 1, err);
        top.haveKey = false;
    } else {
        m_builder.append(top.container, &v, 1, err);
    }
    m_expect = Expect::CommaOrEnd;
}

void JsonMachine::close()
{
    const Value container = m_open.back().container;
    m_open.pop_back();
    deliver(container);
}

bool JsonMachine::salvage(Value& root)
{
    std::string err;
    while (m_open.size() > 1) {
        const Open o = m_open.back();
        m_open.pop_back();
        m_builder.markIncomplete(o.container);
        Open& parent = m_open.back();
        if (parent.object) {
            if (parent.haveKey) {
                const Value kv[2] = {parent.key, o.container};
                m_builder.setItems(parent.container, kv, 1, err);
            }
        } else {
            m_builder.append(parent.container, &o.container, 1, err);
        }
    }
    if (m_open.empty())
        return false;
    m_builder.markIncomplete(m_open.front().container);
    root = m_open.front().container;
    return true;
}

JsonParseResult JsonMachine::run()
{
    JsonParseResult result;
    std::uint64_t nextProgress = kProgressStep;
    std::uint64_t nextRelease = kReleaseStep;
    bool cancelled = false;
    while (!m_done) {
        skipSpace();
        if (m_pos >= m_size) {
            truncated();
            break;
        }
        if (m_pos >= nextProgress) {
            nextProgress = m_pos + kProgressStep;
            if (m_progress && !m_progress(m_pos, m_size)) {
                cancelled = true;
                break;
            }
        }
        if (m_pos >= nextRelease) {
            nextRelease = m_pos + kReleaseStep;
            if (m_release)
                m_release(m_pos);
        }
        const std::uint8_t c = m_data[m_pos];
        bool ok = true;
        switch (m_expect) {
        case Expect::KeyOrEnd:
            if (c == '}') {
                ++m_pos;
                close();
                break;
            }
            [[fallthrough]];
        case Expect::Key: {
            if (c != '"') {
                ok = fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "expected a string key at byte %1"));
                break;
            }
            Value key;
            ok = parseString(key);
            if (ok) {
                m_open.back().key = key;
                m_open.back().haveKey = true;
                m_expect = Expect::Colon;
            }
            break;
        }
        case Expect::Colon:
            if (c != ':') {
                ok = fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "expected ':' at byte %1"));
                break;
            }
            ++m_pos;
            m_expect = Expect::Value;
            break;
        case Expect::ValueOrEnd:
            if (c == ']') {
                ++m_pos;
                close();
                break;
            }
            [[fallthrough]];
        case Expect::Value: {
            Value v;
            if (c == '{') {
                ++m_pos;
                Open o;
                o.container = m_builder.newContainer(ContainerKind::Dict);
                o.object = true;
                m_open.push_back(o);
                m_expect = Expect::KeyOrEnd;
                break;
            }
            if (c == '[') {
                ++m_pos;
                Open o;
                o.container = m_builder.newContainer(ContainerKind::List);
                m_open.push_back(o);
                m_expect = Expect::ValueOrEnd;
                break;
            }
            if (c == '"')
                ok = parseString(v);
            else if (c == '-' || (c >= '0' && c <= '9'))
                ok = parseNumber(v);
            else
                ok = parseLiteral(v);
            if (ok)
                deliver(v);
            break;
        }
        case Expect::CommaOrEnd:
            if (c == ',') {
                ++m_pos;
                m_expect = m_open.back().object ? Expect::Key : Expect::Value;
            } else if ((c == '}' && m_open.back().object) || (c == ']' && !m_open.back().object)) {
                ++m_pos;
                close();
            } else {
                ok = fail(QT_TRANSLATE_NOOP("JsonSnapshotReader", "expected ',' or the end of a container at byte %1"));
            }
            break;
        }
        if (!ok)
            break;
    }
    result.endOffset = m_pos;
    if (m_done) {
        result.ok = true;
        result.root = m_root;
        return result;
    }
    if (cancelled) {
        //: reading the file was cancelled
        result.error = ui(QT_TRANSLATE_NOOP("JsonSnapshotReader", "cancelled"));
        return result;
    }
    if (m_truncated && m_error.empty()) {
        result.error = ui(QT_TRANSLATE_NOOP("JsonSnapshotReader", "the file ends at byte %1, inside the JSON document"),
                          {std::to_string(m_size)});
        result.errorOffset = m_size;
    } else {
        result.error = m_error;
        result.errorOffset = m_errorOffset;
    }
    Value root;
    if (salvage(root)) {
        result.ok = true;
        result.truncated = true;
        result.root = root;
    }
    return result;
}

} // namespace

JsonParseResult JsonSnapshotReader::parse(const std::uint8_t* data, std::uint64_t size, SnapshotBuilder& builder,
                                          const Progress& progress, const Release& release)
{
    JsonMachine machine(data, size, builder, progress, release);
    return machine.run();
}

} // namespace faultline::snapshot
