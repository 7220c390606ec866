#pragma once

// A small JSON reader and writer for the capture's JSON columns (stack frames, chain
// recommendations and timelines). Those bytes are untrusted: the parser bounds depth and
// size, never throws, and reports where it stopped.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace faultline::capture::json {

enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };

class Value
{
public:
    Value() = default;

    [[nodiscard]] Type type() const { return m_type; }
    [[nodiscard]] bool isNull() const { return m_type == Type::Null; }
    [[nodiscard]] bool isString() const { return m_type == Type::String; }
    [[nodiscard]] bool isNumber() const { return m_type == Type::Number; }
    [[nodiscard]] bool isArray() const { return m_type == Type::Array; }
    [[nodiscard]] bool isObject() const { return m_type == Type::Object; }

    [[nodiscard]] const std::string& string() const { return m_string; }
    [[nodiscard]] double number() const { return m_number; }
    // Integral value of a number; `fallback` when it is not a finite number in range.
    [[nodiscard]] std::int64_t toInt(std::int64_t fallback = 0) const;
    [[nodiscard]] bool boolean() const { return m_bool; }
    [[nodiscard]] const std::vector<Value>& array() const { return m_array; }
    [[nodiscard]] const std::vector<std::pair<std::string, Value>>& object() const { return m_object; }
    // Member lookup for objects; nullptr when absent or not an object.
    [[nodiscard]] const Value* find(std::string_view key) const;

    static Value makeNull() { return {}; }
    static Value makeBool(bool b);
    static Value makeNumber(double d);
    static Value makeString(std::string s);
    static Value makeArray(std::vector<Value> items);
    static Value makeObject(std::vector<std::pair<std::string, Value>> members);

private:
    Type m_type = Type::Null;
    bool m_bool = false;
    double m_number = 0;
    std::string m_string;
    std::vector<Value> m_array;
    std::vector<std::pair<std::string, Value>> m_object;
};

struct ParseResult
{
    bool ok = false;
    Value value;
    std::string error;      // empty when ok
    std::size_t offset = 0; // where parsing stopped
};

inline constexpr int kMaxDepth = 64;

[[nodiscard]] ParseResult parse(std::string_view text);

// How a string literal is written: Html escapes <, > and & as well (\u003c ...), as Go's encoder
// does, which keeps the probe's frames byte-compatible with Ingero's; Plain leaves them as they are,
// for JSON that people read (snapshot-stats).
enum class Escape : std::uint8_t { Html, Plain };
// Appends `s` as a JSON string literal (quotes included) to `out`: the one JSON string escaper.
void appendQuoted(std::string& out, std::string_view s, Escape escape = Escape::Html);
// `items` as a JSON array of strings: ["a","b"].
[[nodiscard]] std::string quotedArray(const std::vector<std::string>& items);

} // namespace faultline::capture::json
