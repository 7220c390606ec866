// Feeds arbitrary bytes to the streaming JSON splitter in chunks whose sizes come from the input
// itself, so that every split point of strings, escapes and nesting is tried (issue 26). The pieces
// it hands over must be complete values: simdjson-free checks only (balanced brackets outside
// strings).

#include "JsonStreamSplitter.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

bool balanced(std::string_view piece)
{
    int depth = 0;
    bool inString = false;
    bool escape = false;
    for (const char c : piece) {
        if (inString) {
            if (escape)
                escape = false;
            else if (c == '\\')
                escape = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            ++depth;
        else if (c == '}' || c == ']')
            --depth;
        if (depth < 0)
            return false;
    }
    return depth == 0 && !inString;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::size_t chunk = 1 + data[0] % 64;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    faultline::import::JsonStreamSplitter splitter(
        "traceEvents",
        {[](std::string_view, std::string_view value) {
             if (!value.empty() && (value.front() == '{' || value.front() == '[') && !balanced(value))
                 __builtin_trap();
             return true;
         },
         [](std::string_view element) {
             if (!element.empty() && (element.front() == '{' || element.front() == '[') && !balanced(element))
                 __builtin_trap();
             return true;
         }},
        std::size_t{1} << 20);
    for (std::size_t at = 0; at < text.size(); at += chunk) {
        if (!splitter.feed(text.substr(at, chunk)))
            return 0;
    }
    static_cast<void>(splitter.finish());
    return 0;
}
