#pragma once

// CPython's line tables, decoded as the interpreter decodes them, for an instruction offset
// read from a frame of another process:
//   3.10   co_linetable: (byte delta u8, line delta i8) pairs, line delta -128 = no line
//          (Objects/lnotab_notes.txt; the ranges of code.co_lines()).
//   3.11+  co_linetable: the location table of Objects/locations.md; only the start line is
//          decoded, columns are skipped.
// The table comes from the target's memory, so it may be cut short (a partial read) or be
// garbage: decoding stops at the first entry that does not fit, and what comes after it has
// no line. Lines outside the int range have none either.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace faultline::probe {

struct PyLineRange
{
    std::int64_t start = 0; // byte offsets into the bytecode, [start, end)
    std::int64_t end = 0;
    std::optional<int> line;

    bool operator==(const PyLineRange&) const = default;
};

class PyLineTable
{
public:
    enum class Format : std::uint8_t { Lnotab310, Locations311 };

    // More is refused by the reader of target memory (pystacks uses the same cap).
    static constexpr std::size_t MaxTableBytes = 1024 * 1024;

    // The format of CPython 3.<minor>; nullopt before 3.10.
    [[nodiscard]] static std::optional<Format> formatFor(int minor);

    PyLineTable() = default;
    // Decodes every range once; the table bytes are not kept. A table longer than
    // MaxTableBytes is decoded up to that length.
    PyLineTable(Format format, std::span<const std::uint8_t> table, int firstLineNo);

    // The line of the instruction at `index` (code units, 2 bytes each: f_lasti in 3.10, the
    // offset from co_code_adaptive in 3.11+). A negative index is a frame that has not started
    // yet: its line is co_firstlineno, as PyCode_Addr2Line says. nullopt: the instruction has
    // no line, or lies past what the table covers.
    [[nodiscard]] std::optional<int> lineAt(std::int64_t index) const;

    // Non-empty ranges in order, as CPython's address-range iterator yields them (3.11+'s
    // code.co_lines() merges neighbours with equal lines; these are not merged).
    [[nodiscard]] const std::vector<PyLineRange>& ranges() const { return m_ranges; }
    [[nodiscard]] int firstLineNo() const { return m_firstLineNo; }
    // The table ended inside an entry, held a byte that cannot start one, or was over the cap.
    [[nodiscard]] bool damaged() const { return m_damaged; }

    // One lookup without keeping the decoded table.
    [[nodiscard]] static std::optional<int> line(Format format, std::span<const std::uint8_t> table, int firstLineNo,
                                                 std::int64_t index);

private:
    void decode310(std::span<const std::uint8_t> table);
    void decode311(std::span<const std::uint8_t> table);

    std::vector<PyLineRange> m_ranges;
    int m_firstLineNo = 0;
    bool m_damaged = false;
};

} // namespace faultline::probe
