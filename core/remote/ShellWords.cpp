#include "ShellWords.h"

#include "UiText.h"

namespace faultline::remote {

namespace {

// A sentence for people, in the user's language (text::uiText); lupdate finds the sources at
// the call sites, marked QT_TRANSLATE_NOOP("ShellWords", ...).
std::string ui(const char* source)
{
    return text::uiText("ShellWords", source);
}

} // namespace

bool splitShellWords(std::string_view text, std::vector<std::string>* words, std::string* error)
{
    words->clear();
    std::string word;
    bool inWord = false; // a word has started, even an empty one ('')
    std::size_t i = 0;
    auto fail = [&](std::string message) {
        if (error)
            *error = std::move(message);
        words->clear();
        return false;
    };
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (inWord) {
                words->push_back(std::move(word));
                word.clear();
                inWord = false;
            }
            ++i;
            continue;
        }
        inWord = true;
        if (c == '\\') {
            if (i + 1 >= text.size())
                return fail(ui(QT_TRANSLATE_NOOP("ShellWords", "a backslash ends the command")));
            if (text[i + 1] != '\n')
                word.push_back(text[i + 1]);
            i += 2;
        } else if (c == '\'') {
            const std::size_t end = text.find('\'', i + 1);
            if (end == std::string_view::npos)
                return fail(ui(QT_TRANSLATE_NOOP("ShellWords", "a single quote is not closed")));
            word.append(text.substr(i + 1, end - i - 1));
            i = end + 1;
        } else if (c == '"') {
            ++i;
            for (;;) {
                if (i >= text.size())
                    return fail(ui(QT_TRANSLATE_NOOP("ShellWords", "a double quote is not closed")));
                const char d = text[i];
                if (d == '"') {
                    ++i;
                    break;
                }
                if (d == '\\' && i + 1 < text.size()) {
                    const char next = text[i + 1];
                    if (next == '"' || next == '\\' || next == '$' || next == '`') {
                        word.push_back(next);
                        i += 2;
                        continue;
                    }
                    if (next == '\n') {
                        i += 2;
                        continue;
                    }
                }
                word.push_back(d);
                ++i;
            }
        } else {
            word.push_back(c);
            ++i;
        }
    }
    if (inWord)
        words->push_back(std::move(word));
    return true;
}

} // namespace faultline::remote
