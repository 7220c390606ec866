#include "Demangle.h"

#include <cstdlib>
#include <cxxabi.h>

namespace faultline::text {

std::string demangle(std::string_view name)
{
    // Only mangled names go to the demangler: it would otherwise try a plain C name as a type
    // ("i" -> "int").
    if (name.size() < 3 || name.size() > MaxDemangleBytes || name.substr(0, 2) != "_Z")
        return std::string(name);
    const std::string copy(name); // NUL-terminated; an embedded NUL just ends the name early
    int status = 0;
    char* out = abi::__cxa_demangle(copy.c_str(), nullptr, nullptr, &status);
    if (status != 0 || out == nullptr) {
        std::free(out);
        return copy;
    }
    std::string result(out);
    std::free(out);
    return result;
}

} // namespace faultline::text
