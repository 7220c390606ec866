#pragma once

// The small byte-string helpers, one of each: ASCII case, white space, searching. They look at
// ASCII only and answer the same in every locale (std::tolower and std::isspace follow the one
// the app sets, and may change bytes of UTF-8 text); other bytes pass through untouched. Qt code
// keeps QString's own toLower() and trimmed().

#include <string>
#include <string_view>

namespace faultline::text {

// 'A'..'Z' to 'a'..'z'; every other byte as it is.
[[nodiscard]] constexpr char toLowerAscii(char c) noexcept
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// `text` with 'A'..'Z' lowered.
[[nodiscard]] std::string toLowerAscii(std::string_view text);

// Space, tab, line feed, vertical tab, form feed and carriage return.
[[nodiscard]] constexpr bool isAsciiSpace(char c) noexcept
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// `text` without the ASCII white space at either end.
[[nodiscard]] std::string_view trimmed(std::string_view text) noexcept;

// Whether `needle` occurs in `haystack` (the empty needle does).
[[nodiscard]] bool contains(std::string_view haystack, std::string_view needle) noexcept;

// The same, with ASCII letters of either case equal.
[[nodiscard]] bool containsNoCase(std::string_view haystack, std::string_view needle) noexcept;

} // namespace faultline::text
