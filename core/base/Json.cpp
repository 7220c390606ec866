#include "Json.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace faultline::capture::json {

namespace {

class Parser
{
public:
    explicit Parser(std::string_view text)
        : m_text(text)
    {
    }

    ParseResult run()
    {
        ParseResult result;
        skipSpace();
        if (!parseValue(result.value, 0)) {
            result.error = m_error;
            result.offset = m_pos;
            return result;
        }
        skipSpace();
        if (m_pos != m_text.size()) {
            result.error = "trailing characters after JSON value";
            result.offset = m_pos;
            return result;
        }
        result.ok = true;
        result.offset = m_pos;
        return result;
    }

private:
    bool fail(const char* message)
    {
        if (m_error.empty())
            m_error = message;
        return false;
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                break;
            ++m_pos;
        }
    }

    bool consume(std::string_view literal)
    {
        if (m_text.substr(m_pos, literal.size()) != literal)
            return fail("invalid literal");
        m_pos += literal.size();
        return true;
    }

    bool parseValue(Value& out, int depth)
    {
        if (depth > kMaxDepth)
            return fail("JSON nested too deeply");
        if (m_pos >= m_text.size())
            return fail("unexpected end of JSON");
        const char c = m_text[m_pos];
        switch (c) {
        case '{': return parseObject(out, depth);
        case '[': return parseArray(out, depth);
        case '"': {
            std::string s;
            if (!parseString(s))
                return false;
            out = Value::makeString(std::move(s));
            return true;
        }
        case 't':
            if (!consume("true"))
                return false;
            out = Value::makeBool(true);
            return true;
        case 'f':
            if (!consume("false"))
                return false;
            out = Value::makeBool(false);
            return true;
        case 'n':
            if (!consume("null"))
                return false;
            out = Value::makeNull();
            return true;
        default: return parseNumber(out);
        }
    }

    bool parseNumber(Value& out)
    {
        const std::size_t start = m_pos;
        if (m_pos < m_text.size() && m_text[m_pos] == '-')
            ++m_pos;
        bool digits = false;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if ((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                digits = digits || (c >= '0' && c <= '9');
                ++m_pos;
            } else {
                break;
            }
        }
        if (!digits || m_pos - start > 64)
            return fail("invalid number");
        const std::string token(m_text.substr(start, m_pos - start));
        char* end = nullptr;
        const double d = std::strtod(token.c_str(), &end);
        if (end != token.c_str() + token.size())
            return fail("invalid number");
        out = Value::makeNumber(d);
        return true;
    }

    static void appendUtf8(std::string& out, std::uint32_t cp)
    {
        if (cp < 0x80) {
            out.push_back(static_cast<char>(cp));
        } else if (cp < 0x800) {
            out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else if (cp < 0x10000) {
            out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        } else {
            out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
        }
    }

    bool parseHex4(std::uint32_t& cp)
    {
        if (m_pos + 4 > m_text.size())
            return fail("truncated \\u escape");
        cp = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = m_text[m_pos++];
            cp <<= 4;
            if (c >= '0' && c <= '9')
                cp |= static_cast<std::uint32_t>(c - '0');
            else if (c >= 'a' && c <= 'f')
                cp |= static_cast<std::uint32_t>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                cp |= static_cast<std::uint32_t>(c - 'A' + 10);
            else
                return fail("invalid \\u escape");
        }
        return true;
    }

    bool parseString(std::string& out)
    {
        ++m_pos; // opening quote
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c == '"')
                return true;
            if (c != '\\') {
                out.push_back(c);
                continue;
            }
            if (m_pos >= m_text.size())
                return fail("truncated escape");
            const char e = m_text[m_pos++];
            switch (e) {
            case '"': out.push_back('"'); break;
            case '\\': out.push_back('\\'); break;
            case '/': out.push_back('/'); break;
            case 'b': out.push_back('\b'); break;
            case 'f': out.push_back('\f'); break;
            case 'n': out.push_back('\n'); break;
            case 'r': out.push_back('\r'); break;
            case 't': out.push_back('\t'); break;
            case 'u': {
                std::uint32_t cp = 0;
                if (!parseHex4(cp))
                    return false;
                if (cp >= 0xD800 && cp <= 0xDBFF && m_pos + 6 <= m_text.size() && m_text[m_pos] == '\\'
                    && m_text[m_pos + 1] == 'u') {
                    m_pos += 2;
                    std::uint32_t low = 0;
                    if (!parseHex4(low))
                        return false;
                    if (low >= 0xDC00 && low <= 0xDFFF)
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    else
                        cp = 0xFFFD;
                } else if (cp >= 0xD800 && cp <= 0xDFFF) {
                    cp = 0xFFFD;
                }
                appendUtf8(out, cp);
                break;
            }
            default: return fail("invalid escape");
            }
        }
        return fail("unterminated string");
    }

    bool parseArray(Value& out, int depth)
    {
        ++m_pos;
        std::vector<Value> items;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == ']') {
            ++m_pos;
            out = Value::makeArray(std::move(items));
            return true;
        }
        while (true) {
            skipSpace();
            Value v;
            if (!parseValue(v, depth + 1))
                return false;
            items.push_back(std::move(v));
            skipSpace();
            if (m_pos >= m_text.size())
                return fail("unterminated array");
            const char c = m_text[m_pos++];
            if (c == ']')
                break;
            if (c != ',')
                return fail("expected ',' or ']'");
        }
        out = Value::makeArray(std::move(items));
        return true;
    }

    bool parseObject(Value& out, int depth)
    {
        ++m_pos;
        std::vector<std::pair<std::string, Value>> members;
        skipSpace();
        if (m_pos < m_text.size() && m_text[m_pos] == '}') {
            ++m_pos;
            out = Value::makeObject(std::move(members));
            return true;
        }
        while (true) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != '"')
                return fail("expected object key");
            std::string key;
            if (!parseString(key))
                return false;
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] != ':')
                return fail("expected ':'");
            ++m_pos;
            skipSpace();
            Value v;
            if (!parseValue(v, depth + 1))
                return false;
            members.emplace_back(std::move(key), std::move(v));
            skipSpace();
            if (m_pos >= m_text.size())
                return fail("unterminated object");
            const char c = m_text[m_pos++];
            if (c == '}')
                break;
            if (c != ',')
                return fail("expected ',' or '}'");
        }
        out = Value::makeObject(std::move(members));
        return true;
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::string m_error;
};

} // namespace

std::int64_t Value::toInt(std::int64_t fallback) const
{
    if (m_type != Type::Number || !std::isfinite(m_number))
        return fallback;
    if (m_number < -9.2e18 || m_number > 9.2e18)
        return fallback;
    return static_cast<std::int64_t>(m_number);
}

const Value* Value::find(std::string_view key) const
{
    if (m_type != Type::Object)
        return nullptr;
    for (const auto& [k, v] : m_object) {
        if (k == key)
            return &v;
    }
    return nullptr;
}

Value Value::makeBool(bool b)
{
    Value v;
    v.m_type = Type::Bool;
    v.m_bool = b;
    return v;
}

Value Value::makeNumber(double d)
{
    Value v;
    v.m_type = Type::Number;
    v.m_number = d;
    return v;
}

Value Value::makeString(std::string s)
{
    Value v;
    v.m_type = Type::String;
    v.m_string = std::move(s);
    return v;
}

Value Value::makeArray(std::vector<Value> items)
{
    Value v;
    v.m_type = Type::Array;
    v.m_array = std::move(items);
    return v;
}

Value Value::makeObject(std::vector<std::pair<std::string, Value>> members)
{
    Value v;
    v.m_type = Type::Object;
    v.m_object = std::move(members);
    return v;
}

ParseResult parse(std::string_view text)
{
    return Parser(text).run();
}

std::string quotedArray(const std::vector<std::string>& items)
{
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i)
            out.push_back(',');
        appendQuoted(out, items[i]);
    }
    out.push_back(']');
    return out;
}

void appendQuoted(std::string& out, std::string_view s, Escape escape)
{
    const bool html = escape == Escape::Html;
    static constexpr char kHex[] = "0123456789abcdef";
    out.push_back('"');
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20 || (html && (c == '<' || c == '>' || c == '&'))) {
                // Go's encoder escapes <, > and & too; matching it keeps our frames byte-compatible.
                out += "\\u00";
                out.push_back(kHex[c >> 4]);
                out.push_back(kHex[c & 0xF]);
            } else {
                out.push_back(ch);
            }
        }
    }
    out.push_back('"');
}

} // namespace faultline::capture::json
