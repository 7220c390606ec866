// Feeds arbitrary bytes to the streaming JSON splitter in chunks whose sizes come from the input
// itself, so that every split point of strings, escapes and nesting is tried (issue 26), and checks
// the pieces against a byte-by-byte feed, which never takes the 64-byte path. The pieces it hands
// over must be complete values: simdjson-free checks only (balanced brackets outside strings).

#include "JsonStreamSplitter.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

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

// The pieces (members as "key=value", elements), then "end" or the error, fed `chunk` bytes at a
// time. Every complete object or array it hands over must be balanced.
std::vector<std::string> split(std::string_view text, std::size_t chunk)
{
    std::vector<std::string> pieces;
    faultline::import::JsonStreamSplitter splitter(
        "traceEvents",
        {[&](std::string_view key, std::string_view value) {
             if (!value.empty() && (value.front() == '{' || value.front() == '[') && !balanced(value))
                 __builtin_trap();
             pieces.push_back(std::string(key) + "=" + std::string(value));
             return true;
         },
         [&](std::string_view element) {
             if (!element.empty() && (element.front() == '{' || element.front() == '[') && !balanced(element))
                 __builtin_trap();
             pieces.emplace_back(element);
             return true;
         }},
        std::size_t{1} << 20);
    bool ok = true;
    for (std::size_t at = 0; ok && at < text.size(); at += chunk)
        ok = splitter.feed(text.substr(at, chunk));
    ok = ok && splitter.finish();
    pieces.push_back(ok ? std::string("end") : splitter.error());
    return pieces;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    // Chunks from the input itself: small ones try every split point of strings, escapes and
    // nesting; large ones let the splitter take 64 bytes at a time. Byte by byte it never does,
    // so the two must agree on every piece and on the error.
    const std::size_t chunk = data[0] & 0x80 ? text.size() + 1 : 1 + data[0] % 128;
    if (split(text, chunk) != split(text, 1))
        __builtin_trap();
    return 0;
}
