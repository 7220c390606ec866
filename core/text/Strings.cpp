#include "Strings.h"

#include <algorithm>

namespace faultline::text {

std::string toLowerAscii(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        c = toLowerAscii(c);
    return out;
}

std::string_view trimmed(std::string_view text) noexcept
{
    while (!text.empty() && isAsciiSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isAsciiSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

bool contains(std::string_view haystack, std::string_view needle) noexcept
{
    return haystack.find(needle) != std::string_view::npos;
}

bool containsNoCase(std::string_view haystack, std::string_view needle) noexcept
{
    // std::search finds the empty needle at begin(), which is end() in an empty haystack.
    if (needle.empty())
        return true;
    return std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                       [](char a, char b) { return toLowerAscii(a) == toLowerAscii(b); })
        != haystack.end();
}

} // namespace faultline::text
