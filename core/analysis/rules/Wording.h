#pragma once

// Text for people in the rules' chains (part of RuleSupport): durations, sizes, shares, process
// and file labels, and every sentence through the translation catalogue.

#include "Trace.h"
#include "UiText.h"

#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::rules {

inline constexpr std::int64_t kSecond = 1'000'000'000;
inline constexpr std::int64_t kMs = 1'000'000;
inline constexpr std::int64_t kUs = 1'000;

// ---- text for people ---------------------------------------------------------------------------

[[nodiscard]] std::string duration(std::int64_t ns);
[[nodiscard]] std::string bytes(std::uint64_t b);
[[nodiscard]] std::string fixed(double v, int decimals);
[[nodiscard]] std::string percent(double fraction);
// "8.8 GB/s" (decimal gigabytes, as link speeds are quoted)
[[nodiscard]] std::string gbPerSecond(double bytesPerSecond);

inline const std::string& argText(const std::string& s)
{
    return s;
}

template<std::integral T>
std::string argText(T v)
{
    return std::to_string(v);
}

// `source` in the user's language with %1..%n replaced by `args`, through text::uiText as all of
// core's text for people. Call sites pass QT_TRANSLATE_NOOP("ChainEngine", "...") so that lupdate
// finds every sentence. A `//:` translator comment belongs on the line above the statement: inside
// a lambda or a call's arguments, lupdate drops one that follows a ')' or a number.
template<typename... Args>
std::string translated(const char* source, const Args&... args)
{
    return text::uiText("ChainEngine", source, {std::string_view(argText(args))...});
}

// "python3 (pid 4242)", or "process (pid 4242)" when the name is unknown.
[[nodiscard]] std::string processLabel(const std::string& name, std::uint32_t pid);
[[nodiscard]] std::string processLabel(const Trace& trace, std::uint32_t process);
// "a, b and c" (in the user's language), at most `max` items then "and N more".
[[nodiscard]] std::string listText(const std::vector<std::string>& items, std::size_t max = 6);

// "train.py" of "/home/me/train.py".
[[nodiscard]] std::string fileName(const std::string& path);
// "train.py:42": a line as chains name it (a SourceLine or a ChainSource).
template<typename Line>
std::string shortWhere(const Line& line)
{
    return fileName(line.file) + ":" + std::to_string(line.line);
}

} // namespace faultline::rules
