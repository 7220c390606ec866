#pragma once

// Text for people from the Qt-free libraries, in the user's language. The libraries mark each
// sentence with QT_TRANSLATE_NOOP(context, "...") so that lupdate finds it, and pass it through
// uiText(), which asks the translator the app installs (QCoreApplication::translate); without
// one (tests, tools) the English source is used. Placeholders are %1..%9, filled in one pass.

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace faultline::text {

// Returns `source` of `context` translated, or an empty string to keep the source.
using Translator = std::string (*)(const char* context, const char* source);

// Installs the translator for every later uiText() call (nullptr: English). Thread-safe.
void setTranslator(Translator translator);

// `source` in the user's language with %1..%9 replaced by `args` (one pass: an argument that
// itself holds "%1" stays as it is; a %N without an argument stays too).
[[nodiscard]] std::string uiText(const char* context, const char* source,
                                 std::initializer_list<std::string_view> args = {});

// `pattern`'s %1..%9 replaced by `args` in one pass.
[[nodiscard]] std::string fillPlaceholders(std::string_view pattern, std::initializer_list<std::string_view> args);

// How many terminal columns `utf8` takes: two for each East Asian wide or fullwidth character
// (CJK ideographs, kana, Hangul, fullwidth forms), none for combining marks, one otherwise, so
// that a translated label pads into the same column as the English one.
[[nodiscard]] std::size_t displayColumns(std::string_view utf8);

// `utf8` followed by spaces up to `columns` display columns (as it is when already wider).
[[nodiscard]] std::string padColumns(std::string utf8, std::size_t columns);

} // namespace faultline::text
