#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace faultline::remote {

// Splits a command line into words as a POSIX shell would, without expanding anything:
// whitespace separates words; 'single quotes' keep everything; "double quotes" keep everything
// but \" \\ \$ \` (backslash-newline disappears); a backslash outside quotes keeps the next
// character. False with `error` set for an unterminated quote or a trailing backslash.
[[nodiscard]] bool splitShellWords(std::string_view text, std::vector<std::string>* words, std::string* error);

} // namespace faultline::remote
