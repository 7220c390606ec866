#include "PythonSource.h"

#include "Strings.h"

#include <algorithm>
#include <cctype>
#include <regex>

namespace faultline {

namespace {

using text::trimmed;

bool isIdentifierStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

bool isIdentifierChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// `name`, or a dotted one (`self.history`).
bool isName(std::string_view s)
{
    if (s.empty() || !isIdentifierStart(s.front()))
        return false;
    bool afterDot = false;
    for (const char c : s) {
        if (c == '.') {
            if (afterDot)
                return false;
            afterDot = true;
            continue;
        }
        if (!isIdentifierChar(c))
            return false;
        afterDot = false;
    }
    return !afterDot;
}

bool startsWithWord(std::string_view s, std::string_view word)
{
    return s.size() > word.size() && s.substr(0, word.size()) == word && !isIdentifierChar(s[word.size()]);
}

const std::vector<std::string_view>& keywords()
{
    static const std::vector<std::string_view> words = {
        "and",    "as",   "assert", "async",  "await",    "break", "class", "continue", "def",
        "del",    "elif", "else",   "except", "finally",  "for",   "from",  "global",   "if",
        "import", "in",   "is",     "lambda", "nonlocal", "not",   "or",    "pass",     "raise",
        "return", "try",  "while",  "with",   "yield",    "True",  "False", "None"};
    return words;
}

// Identifiers used in `text` (outside strings), each once, in order.
std::vector<std::string> namesIn(std::string_view text)
{
    std::vector<std::string> out;
    char quote = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quote) {
            if (c == '\\')
                ++i;
            else if (c == quote)
                quote = 0;
            continue;
        }
        if (c == '\'' || c == '"') {
            quote = c;
            continue;
        }
        if (!isIdentifierStart(c) || (i > 0 && (isIdentifierChar(text[i - 1]) || text[i - 1] == '.')))
            continue;
        std::size_t j = i;
        while (j < text.size() && isIdentifierChar(text[j]))
            ++j;
        const std::string name(text.substr(i, j - i));
        i = j - 1;
        if (std::find(keywords().begin(), keywords().end(), name) != keywords().end())
            continue;
        if (std::find(out.begin(), out.end(), name) == out.end())
            out.push_back(name);
    }
    return out;
}

// The position of the statement's assignment operator ('=' or an augmented one like '+=') at
// bracket depth 0 outside strings, npos when it assigns nothing.
std::size_t assignmentOperator(std::string_view s, std::size_t* operatorLength)
{
    int depth = 0;
    char quote = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (quote) {
            if (c == '\\')
                ++i;
            else if (c == quote)
                quote = 0;
            continue;
        }
        switch (c) {
        case '\'':
        case '"': quote = c; break;
        case '(':
        case '[':
        case '{': ++depth; break;
        case ')':
        case ']':
        case '}': --depth; break;
        case '#': return std::string_view::npos;
        case '=': {
            if (depth != 0)
                break;
            if (i + 1 < s.size() && s[i + 1] == '=') {
                ++i;
                break;
            }
            const char before = i > 0 ? s[i - 1] : ' ';
            if (before == '<' || before == '>' || before == '!' || before == '=')
                break;
            if (std::string_view("+-*/%&|^@").find(before) != std::string_view::npos) {
                std::size_t start = i - 1;
                if ((before == '/' || before == '*') && start > 0 && s[start - 1] == before)
                    --start; // //= and **=
                *operatorLength = i + 1 - start;
                return start;
            }
            if ((before == '<' || before == '>') && i >= 2 && s[i - 2] == before) {
                *operatorLength = 3;
                return i - 2;
            }
            *operatorLength = 1;
            return i;
        }
        default: break;
        }
    }
    return std::string_view::npos;
}

} // namespace

PythonSource::PythonSource(std::string_view text)
{
    int depth = 0;          // open brackets carried from earlier lines
    std::string triple;     // the triple quote a string spanning lines is open with
    bool fString = false;   // the open string is an f-string
    int fBraces = 0;        // open braces of an f-string's expression
    bool backslash = false; // the previous line ended in a backslash
    int statement = 0;
    std::size_t pos = 0;
    while (!text.empty() && pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view raw = text.substr(pos, end - pos);
        if (!raw.empty() && raw.back() == '\r')
            raw.remove_suffix(1);
        Line line;
        line.text = std::string(raw);
        const int number = static_cast<int>(m_lines.size()) + 1;
        const bool continuation = depth > 0 || !triple.empty() || backslash;
        const std::string_view body = trimmed(raw);
        if (!continuation) {
            if (body.empty() || body.front() == '#') {
                line.statementStart = 0;
            } else {
                int indent = 0;
                for (const char c : raw) {
                    if (c == ' ')
                        ++indent;
                    else if (c == '\t')
                        indent = (indent / 8 + 1) * 8;
                    else
                        break;
                }
                line.indent = indent;
                statement = number;
                line.statementStart = number;
            }
        } else {
            line.statementStart = statement;
        }
        // Brackets and strings on this line; `code` keeps it with the strings' contents and the
        // comment blanked (an f-string's {expressions} stay: they are code).
        backslash = false;
        char quote = 0;
        std::string& code = line.code;
        code = line.text;
        const auto blank = [&](std::size_t i) {
            if (i < code.size())
                code[i] = ' ';
        };
        for (std::size_t i = 0; i < raw.size(); ++i) {
            const char c = raw[i];
            if (!triple.empty() || quote) {
                if (fBraces > 0) {
                    // Inside an f-string's expression: code, until its brace closes.
                    if (c == '{')
                        ++fBraces;
                    else if (c == '}')
                        --fBraces;
                    continue;
                }
                if (fString && c == '{') {
                    if (i + 1 < raw.size() && raw[i + 1] == '{') {
                        blank(i);
                        blank(i + 1);
                        ++i;
                    } else {
                        fBraces = 1;
                    }
                    continue;
                }
                if (c == '\\') {
                    blank(i);
                    blank(i + 1);
                    ++i;
                } else if (!triple.empty() && raw.compare(i, 3, triple) == 0) {
                    triple.clear();
                    fString = false;
                    i += 2;
                } else if (quote && c == quote) {
                    quote = 0;
                    fString = false;
                } else {
                    blank(i);
                }
                continue;
            }
            if (c == '#') {
                for (std::size_t k = i; k < code.size(); ++k)
                    code[k] = ' ';
                break;
            }
            if (c == '"' || c == '\'') {
                // The prefix letters before the quote (f, rb, Rf, ...): an f-string keeps its
                // expressions.
                fString = false;
                for (std::size_t p = i; p > 0 && i - p < 3 && isIdentifierChar(raw[p - 1]); --p)
                    fString = fString || raw[p - 1] == 'f' || raw[p - 1] == 'F';
                if (raw.compare(i, 3, std::string(3, c)) == 0) {
                    triple = std::string(3, c);
                    i += 2;
                } else {
                    quote = c;
                }
            } else if (c == '(' || c == '[' || c == '{') {
                ++depth;
            } else if (c == ')' || c == ']' || c == '}') {
                depth = std::max(0, depth - 1);
            } else if (c == '\\' && i + 1 == raw.size()) {
                backslash = true;
            }
        }
        // A one-line string left open ends with its line.
        if (quote) {
            fString = false;
            fBraces = 0;
        }
        line.continues = depth > 0 || !triple.empty() || backslash;
        m_lines.push_back(std::move(line));
        if (end == text.size())
            break;
        pos = end + 1;
    }
    // A file ending in a newline has no line after it.
    if (!m_lines.empty() && m_lines.back().text.empty() && !text.empty() && text.back() == '\n')
        m_lines.pop_back();
}

const PythonSource::Line* PythonSource::at(int line) const
{
    if (line < 1 || line > lineCount())
        return nullptr;
    return &m_lines[static_cast<std::size_t>(line - 1)];
}

std::string_view PythonSource::text(int line) const
{
    const Line* l = at(line);
    return l ? std::string_view(l->text) : std::string_view();
}

int PythonSource::statementEnd(int line) const
{
    int end = line;
    while (const Line* l = at(end)) {
        if (!l->continues)
            break;
        ++end;
    }
    return std::min(end, lineCount());
}

std::string PythonSource::statement(int line) const
{
    const Line* l = at(line);
    if (!l || l->statementStart == 0)
        return {};
    const int first = l->statementStart;
    std::string out;
    for (int i = first; i <= statementEnd(first); ++i) {
        const std::string_view part = trimmed(text(i));
        if (part.empty())
            continue;
        if (!out.empty())
            out += ' ';
        out += part;
    }
    return out;
}

std::optional<PythonSource::Loop> PythonSource::loopAt(int header) const
{
    const Line* h = at(header);
    if (!h || h->indent < 0)
        return std::nullopt;
    std::string_view s = trimmed(h->text);
    if (startsWithWord(s, "async"))
        s = trimmed(s.substr(5));
    Loop loop;
    loop.header = header;
    const std::string full = statement(header);
    std::string_view st = full;
    if (startsWithWord(st, "async"))
        st = trimmed(st.substr(5));
    if (startsWithWord(s, "for")) {
        // for TARGET in ITERABLE: [body]
        st = trimmed(st.substr(3));
        const std::size_t in = st.find(" in ");
        if (in == std::string_view::npos)
            return std::nullopt;
        loop.target = std::string(trimmed(st.substr(0, in)));
        std::string_view rest = trimmed(st.substr(in + 4));
        // The colon that ends the header: the last one at depth 0 before any inline body.
        int depth = 0;
        std::size_t colon = std::string_view::npos;
        for (std::size_t i = 0; i < rest.size(); ++i) {
            const char c = rest[i];
            if (c == '(' || c == '[' || c == '{')
                ++depth;
            else if (c == ')' || c == ']' || c == '}')
                --depth;
            else if (c == ':' && depth == 0) {
                colon = i;
                break;
            }
        }
        if (colon == std::string_view::npos)
            return std::nullopt;
        loop.iterable = std::string(trimmed(rest.substr(0, colon)));
        if (!trimmed(rest.substr(colon + 1)).empty()) {
            loop.bodyFirst = loop.bodyLast = header;
            return loop;
        }
    } else if (!startsWithWord(s, "while")) {
        return std::nullopt;
    }
    const int headerEnd = statementEnd(header);
    for (int i = headerEnd + 1; i <= lineCount(); ++i) {
        const Line* l = at(i);
        if (l->indent < 0)
            continue;
        if (l->indent <= h->indent)
            break;
        if (loop.bodyFirst == 0)
            loop.bodyFirst = i;
        loop.bodyLast = i;
    }
    if (loop.bodyFirst == 0)
        return std::nullopt;
    return loop;
}

std::optional<PythonSource::Loop> PythonSource::enclosingLoop(int line) const
{
    const Line* l = at(line);
    if (!l || l->statementStart == 0)
        return std::nullopt;
    const int start = l->statementStart;
    int threshold = at(start)->indent;
    for (int i = start - 1; i >= 1 && threshold > 0; --i) {
        const Line* c = at(i);
        if (c->indent < 0 || c->indent >= threshold)
            continue;
        threshold = c->indent;
        std::string_view s = trimmed(c->text);
        if (startsWithWord(s, "async"))
            s = trimmed(s.substr(5));
        if (startsWithWord(s, "def") || startsWithWord(s, "class"))
            return std::nullopt; // the body of a function runs where it is called, not here
        if (startsWithWord(s, "for") || startsWithWord(s, "while")) {
            std::optional<Loop> loop = loopAt(i);
            if (loop && loop->bodyFirst <= start && loop->bodyLast >= start)
                return loop;
        }
    }
    return std::nullopt;
}

std::optional<PythonSource::Loop> PythonSource::outermostLoop(int line) const
{
    std::optional<Loop> loop = enclosingLoop(line);
    while (loop) {
        std::optional<Loop> outer = enclosingLoop(loop->header);
        if (!outer)
            break;
        loop = outer;
    }
    return loop;
}

std::vector<std::string> PythonSource::assignedNames(int line) const
{
    const std::string st = statement(line);
    std::size_t length = 0;
    const std::size_t op = assignmentOperator(st, &length);
    if (op == std::string_view::npos)
        return {};
    std::string_view left = trimmed(std::string_view(st).substr(0, op));
    // `name: Type = value`
    if (const std::size_t colon = left.find(':'); colon != std::string_view::npos && length == 1)
        left = trimmed(left.substr(0, colon));
    std::vector<std::string> out;
    std::size_t from = 0;
    while (from <= left.size()) {
        std::size_t comma = left.find(',', from);
        if (comma == std::string_view::npos)
            comma = left.size();
        std::string_view part = trimmed(left.substr(from, comma - from));
        while (!part.empty() && (part.front() == '(' || part.front() == '[' || part.front() == '*'))
            part = trimmed(part.substr(1));
        while (!part.empty() && (part.back() == ')' || part.back() == ']'))
            part = trimmed(part.substr(0, part.size() - 1));
        if (isName(part))
            out.emplace_back(part);
        from = comma + 1;
    }
    return out;
}

int PythonSource::assignmentBefore(std::string_view name, int line) const
{
    const Line* l = at(line);
    if (!l)
        return 0;
    const int start = l->statementStart > 0 ? l->statementStart : line;
    const int indent = at(start)->indent >= 0 ? at(start)->indent : 0;
    for (int i = start - 1; i >= 1; --i) {
        const Line* c = at(i);
        if (c->indent < 0 || c->indent > indent)
            continue;
        for (const std::string& n : assignedNames(i))
            if (n == name)
                return i;
    }
    return 0;
}

std::vector<PythonSource::ContainerStore> PythonSource::containerStores(const Loop& loop) const
{
    static const std::regex method(
        R"(^([A-Za-z_][\w.]*)\.(append|extend|insert|add|appendleft|setdefault|put|update)\((.*)\)\s*(#.*)?$)");
    static const std::regex item(R"(^([A-Za-z_][\w.]*)\s*\[.*\]\s*=(?!=)\s*(.*)$)");
    static const std::regex augmented(R"(^([A-Za-z_][\w.]*)\s*\+=\s*(.+)$)");
    std::vector<ContainerStore> out;
    for (int i = loop.bodyFirst; i <= loop.bodyLast; ++i) {
        const Line* l = at(i);
        if (!l || l->indent < 0)
            continue;
        // One statement may hold several (`a.append(x); b.append(y)`): look at each part.
        const std::string full = statement(i);
        std::vector<std::string> parts;
        {
            int depth = 0;
            char quote = 0;
            std::string current;
            for (std::size_t k = 0; k < full.size(); ++k) {
                const char c = full[k];
                if (quote) {
                    current += c;
                    if (c == '\\' && k + 1 < full.size())
                        current += full[++k];
                    else if (c == quote)
                        quote = 0;
                    continue;
                }
                if (c == '\'' || c == '"')
                    quote = c;
                else if (c == '(' || c == '[' || c == '{')
                    ++depth;
                else if (c == ')' || c == ']' || c == '}')
                    --depth;
                else if (c == '#' && depth == 0)
                    break;
                if (c == ';' && depth == 0) {
                    parts.push_back(current);
                    current.clear();
                    continue;
                }
                current += c;
            }
            parts.push_back(current);
        }
        for (const std::string& part : parts) {
            const std::string s(trimmed(part));
            std::smatch m;
            ContainerStore store;
            store.line = i;
            if (std::regex_match(s, m, method)) {
                store.container = m[1];
                store.method = m[2];
                store.arguments = namesIn(m[3].str());
                store.value = m[3].str();
            } else if (std::regex_match(s, m, item)) {
                store.container = m[1];
                store.method = "[]=";
                store.arguments = namesIn(m[2].str());
                store.value = m[2].str();
            } else if (std::regex_match(s, m, augmented)) {
                store.container = m[1];
                store.method = "+=";
                store.arguments = namesIn(m[2].str());
                store.value = m[2].str();
            } else {
                continue;
            }
            // A container made again in each iteration (`x = []`, not `x += ...`) keeps nothing
            // across them.
            bool madeInside = false;
            for (int k = loop.bodyFirst; k <= loop.bodyLast && !madeInside; ++k) {
                std::size_t length = 0;
                const std::string other = statement(k);
                if (at(k)->indent < 0 || assignmentOperator(other, &length) == std::string_view::npos || length != 1)
                    continue;
                for (const std::string& n : assignedNames(k))
                    madeInside = madeInside || n == store.container;
            }
            if (madeInside)
                continue;
            out.push_back(std::move(store));
        }
    }
    return out;
}

std::optional<std::string> PythonSource::keywordArgument(int line, std::string_view keyword) const
{
    const std::string st = statement(line);
    std::size_t pos = 0;
    while ((pos = st.find(keyword, pos)) != std::string::npos) {
        const bool wordStart = pos == 0 || !isIdentifierChar(st[pos - 1]);
        std::size_t after = pos + keyword.size();
        pos = after;
        if (!wordStart)
            continue;
        while (after < st.size() && st[after] == ' ')
            ++after;
        if (after >= st.size() || st[after] != '=' || (after + 1 < st.size() && st[after + 1] == '='))
            continue;
        ++after;
        int depth = 0;
        std::size_t end = after;
        for (; end < st.size(); ++end) {
            const char c = st[end];
            if (c == '(' || c == '[' || c == '{')
                ++depth;
            else if ((c == ')' || c == ']' || c == '}') && depth-- == 0)
                break;
            else if (c == ',' && depth == 0)
                break;
        }
        return std::string(trimmed(std::string_view(st).substr(after, end - after)));
    }
    return std::nullopt;
}

int PythonSource::definitionOf(std::string_view name) const
{
    for (int i = 1; i <= lineCount(); ++i) {
        const Line* l = at(i);
        if (l->indent < 0)
            continue;
        std::string_view s = trimmed(l->text);
        if (startsWithWord(s, "async"))
            s = trimmed(s.substr(5));
        if (!startsWithWord(s, "def"))
            continue;
        s = trimmed(s.substr(3));
        if (s.substr(0, name.size()) == name && s.size() > name.size()
            && (s[name.size()] == '(' || s[name.size()] == ' '))
            return i;
    }
    return 0;
}

std::string_view PythonSource::code(int line) const
{
    const Line* l = at(line);
    return l ? std::string_view(l->code) : std::string_view();
}

namespace {

bool startsBlock(std::string_view s)
{
    if (startsWithWord(s, "async"))
        s = trimmed(s.substr(5));
    return startsWithWord(s, "def") || startsWithWord(s, "class");
}

// Whether `code` calls `name`: `name(`, `x.name (`; a for loop calls __iter__ and __next__.
bool callsName(std::string_view code, std::string_view name)
{
    if (name == "__next__" || name == "__iter__") {
        std::string_view s = trimmed(code);
        if (startsWithWord(s, "async"))
            s = trimmed(s.substr(5));
        return startsWithWord(s, "for") && s.find(" in ") != std::string_view::npos;
    }
    for (std::size_t at = code.find(name); at != std::string_view::npos; at = code.find(name, at + 1)) {
        const std::size_t after = at + name.size();
        if ((at > 0 && isIdentifierChar(code[at - 1])) || (after < code.size() && isIdentifierChar(code[after])))
            continue;
        std::size_t k = after;
        while (k < code.size() && (code[k] == ' ' || code[k] == '\t'))
            ++k;
        if (k < code.size() && code[k] == '(')
            return true;
    }
    return false;
}

} // namespace

std::vector<int> PythonSource::linesCalling(std::string_view name, int defLine) const
{
    std::vector<int> out;
    if (name.empty())
        return out;
    int first = 1;
    int bodyIndent = -1; // the body's statements are indented more than this
    if (defLine > 0) {
        // co_firstlineno is the first decorator's line: the def follows it.
        int def = defLine;
        while (def <= lineCount() && !(at(def)->indent >= 0 && startsBlock(trimmed(at(def)->text))))
            ++def;
        if (def > lineCount())
            return out;
        bodyIndent = at(def)->indent;
        first = statementEnd(def) + 1;
    }
    int skipDeeperThan = -1; // inside a nested def or class: its lines are its own
    bool skipping = false;
    for (int i = first; i <= lineCount(); ++i) {
        const Line* l = at(i);
        if (l->indent >= 0) {
            if (l->indent <= bodyIndent)
                break; // the function ended
            if (skipping && l->indent > skipDeeperThan)
                continue;
            skipping = false;
            if (startsBlock(trimmed(l->text))) {
                skipping = true;
                skipDeeperThan = l->indent;
                continue;
            }
        } else if (skipping) {
            continue; // a continuation (or a blank line) in a skipped block
        }
        if (callsName(l->code, name))
            out.push_back(i);
    }
    return out;
}

} // namespace faultline
