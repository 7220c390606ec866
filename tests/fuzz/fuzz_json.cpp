// Parses arbitrary bytes with the bounded JSON reader used for every JSON column of a capture,
// and checks that appendQuoted writes string literals the parser reads back byte for byte.

#include "Json.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

namespace json = faultline::capture::json;

std::size_t walk(const json::Value& value, int depth)
{
    if (depth > json::kMaxDepth + 1)
        __builtin_trap(); // the parser promised to bound nesting
    std::size_t nodes = 1;
    switch (value.type()) {
    case json::Type::Number: (void)value.toInt(-1); break;
    case json::Type::String: {
        std::string quoted;
        json::appendQuoted(quoted, value.string());
        const json::ParseResult back = json::parse(quoted);
        if (!back.ok || !back.value.isString() || back.value.string() != value.string())
            __builtin_trap();
        break;
    }
    case json::Type::Array:
        for (const json::Value& item : value.array())
            nodes += walk(item, depth + 1);
        break;
    case json::Type::Object:
        for (const auto& [key, member] : value.object()) {
            if (value.find(key) == nullptr)
                __builtin_trap();
            nodes += walk(member, depth + 1);
        }
        break;
    case json::Type::Null:
    case json::Type::Bool: break;
    }
    return nodes;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    const json::ParseResult result = json::parse(text);
    if (result.offset > text.size())
        __builtin_trap();
    if (result.ok) {
        if (!result.error.empty())
            __builtin_trap();
        (void)walk(result.value, 0);
    } else if (result.error.empty()) {
        __builtin_trap(); // a failure must say why
    }

    // Any bytes, quoted by our writer, must read back as the same string.
    std::string quoted;
    json::appendQuoted(quoted, text);
    const json::ParseResult back = json::parse(quoted);
    if (!back.ok || !back.value.isString() || back.value.string() != text)
        __builtin_trap();
    return 0;
}
