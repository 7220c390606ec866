#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace faultline::text {

// The demangled form of an Itanium C++ ABI name ("_ZN3foo3barEv" -> "foo::bar()"), or the name
// unchanged when it is not one, does not demangle, or is longer than MaxDemangleBytes (the
// demangler recurses on nesting, and the names come from the target's files or a capture). The
// probe demangles the symbols it resolves; the app the mangled ones older tracers stored.
inline constexpr std::size_t MaxDemangleBytes = 4096;
[[nodiscard]] std::string demangle(std::string_view name);

} // namespace faultline::text
