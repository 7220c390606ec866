#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace faultline {

// Just enough of a Python file's structure to name the line a cause lives on when no traced call
// runs there: the loop a step runs in, what the loop iterates over and where that was made, and
// the containers a loop body keeps adding to. Lines are 1-based. It reads indentation and a few
// statement shapes, line by line; it is no parser: a statement it does not recognise is skipped,
// never misread as another (a line inside brackets or a string that spans lines is a
// continuation, not a statement).
class PythonSource
{
public:
    explicit PythonSource(std::string_view text);

    [[nodiscard]] int lineCount() const { return static_cast<int>(m_lines.size()); }
    // The text of `line` without its line break; empty outside the file.
    [[nodiscard]] std::string_view text(int line) const;

    struct Loop
    {
        int header = 0;    // the `for` / `while` line
        int bodyFirst = 0; // the body's first and last statement lines
        int bodyLast = 0;
        std::string target;   // `for TARGET in ...`, empty for while
        std::string iterable; // the expression after `in`, without the colon; empty for while
    };
    // The innermost `for`/`while` loop whose body holds `line`.
    [[nodiscard]] std::optional<Loop> enclosingLoop(int line) const;
    // The outermost loop whose body holds `line` and whose body starts no later than `line`.
    [[nodiscard]] std::optional<Loop> outermostLoop(int line) const;

    // The last statement before `line` that assigns to `name` at the same or a smaller
    // indentation than `line` (`name = ...`, `name: T = ...`), 0 when there is none.
    [[nodiscard]] int assignmentBefore(std::string_view name, int line) const;

    // A statement in `loop`'s body that adds to something made outside the loop:
    // NAME.append(...), .extend, .insert, .add, .appendleft, .setdefault, NAME[...] = ...,
    // NAME += ... (a running total keeps the graph of every tensor added to it). `arguments` names
    // the variables the statement passes, `value` is the text of what it stores.
    struct ContainerStore
    {
        int line = 0;
        std::string container;
        std::string method; // "append", "[]=", "+=", ...
        std::vector<std::string> arguments;
        std::string value;
    };
    [[nodiscard]] std::vector<ContainerStore> containerStores(const Loop& loop) const;

    // The names a statement assigns (`a = ...`, `a, b = ...`, `a += ...`), empty when it assigns none.
    [[nodiscard]] std::vector<std::string> assignedNames(int line) const;

    // The keyword argument `keyword=VALUE` of the call that starts on `line` (the statement may
    // continue on the following lines), the value's text trimmed; nullopt when absent.
    [[nodiscard]] std::optional<std::string> keywordArgument(int line, std::string_view keyword) const;
    // The whole statement that starts on `line`, continuation lines joined with single spaces.
    [[nodiscard]] std::string statement(int line) const;
    // The line of `def NAME(` at the top level or in a class, 0 when none.
    [[nodiscard]] int definitionOf(std::string_view name) const;

    // The text of `line` with the contents of its strings and its comment blanked (spaces): what
    // runs. The expressions in an f-string's braces stay: f"{loss.item()}" calls item.
    [[nodiscard]] std::string_view code(int line) const;
    // The lines of the function whose def is on (or, decorated, after) `defLine` that call `name`
    // (`name(`, `x.name(`; a for loop calls __iter__ and __next__), its nested functions and
    // classes left out. `defLine` 0: the module's own code, outside every def and class.
    [[nodiscard]] std::vector<int> linesCalling(std::string_view name, int defLine) const;

private:
    struct Line
    {
        std::string text;
        std::string code;       // text with strings and the comment blanked
        int indent = -1;        // -1: blank, a comment, or a continuation
        bool continues = false; // the statement goes on to the next line
        int statementStart = 0; // the line its statement starts on
    };
    std::vector<Line> m_lines;

    [[nodiscard]] const Line* at(int line) const;
    [[nodiscard]] int statementEnd(int line) const;
    [[nodiscard]] std::optional<Loop> loopAt(int header) const;
};

} // namespace faultline
