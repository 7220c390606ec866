#pragma once

// Text for people from the Qt-free libraries, in the user's language. The libraries mark each
// sentence with QT_TRANSLATE_NOOP(context, "...") so that lupdate finds it, and pass it through
// uiText(), which asks the translator the app installs (QCoreApplication::translate); without
// one (tests, tools) the English source is used. Placeholders are %1..%9, filled in one pass.

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

} // namespace faultline::text
