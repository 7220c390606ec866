#pragma once

// The one UTF-8 validity check. Bytes that reach us as text (capture names, snapshot strings, the
// wire protocol's string fields, imported traces) are untrusted; everything that goes on to Qt,
// SQLite or protobuf as text is checked here, by one rule: RFC 3629's. A well-formed sequence is
// one to four bytes holding a Unicode scalar value (U+0000 to U+10FFFF, without the surrogates
// U+D800 to U+DFFF) in its shortest form; overlong forms, surrogates, code points above U+10FFFF,
// sequences cut short and stray continuation bytes are not UTF-8.

#include <cstddef>
#include <string>
#include <string_view>

namespace faultline::utf8 {

// U+FFFD REPLACEMENT CHARACTER, encoded.
inline constexpr std::string_view kReplacement = "\xEF\xBF\xBD";

// How many bytes the well-formed sequence at the start of `text` takes (1 to 4); 0 when `text` is
// empty or does not start with one.
[[nodiscard]] std::size_t sequenceLength(std::string_view text) noexcept;

// Whether all of `text` is well-formed UTF-8 (the empty text is).
[[nodiscard]] bool isValid(std::string_view text) noexcept;

// `text` with each byte that starts no well-formed sequence replaced by `replacement`: one
// replacement per bad byte, so that "\xED\xA0\x80" (a surrogate) becomes three. Valid text comes
// back unchanged.
[[nodiscard]] std::string repaired(std::string_view text, std::string_view replacement = kReplacement);

} // namespace faultline::utf8
