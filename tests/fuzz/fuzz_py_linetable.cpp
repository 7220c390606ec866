// Decodes arbitrary bytes as a CPython line table. Input: byte 0 picks the format (even: 3.10
// pairs, odd: the 3.11+ location table), bytes 1-4 are co_firstlineno (little-endian), the
// rest is the table. Properties: ranges are contiguous and increasing; every lookup agrees
// with the ranges; a table cut anywhere decodes to a prefix of the same ranges.

#include "PyLineTable.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>

namespace {

using faultline::probe::PyLineRange;
using faultline::probe::PyLineTable;

void check(bool condition)
{
    if (!condition)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 5)
        return 0;
    const PyLineTable::Format format = (data[0] & 1) ? PyLineTable::Format::Locations311
                                                     : PyLineTable::Format::Lnotab310;
    std::int32_t first = 0;
    std::memcpy(&first, data + 1, 4);
    const std::span<const std::uint8_t> table(data + 5, size - 5);
    const PyLineTable t(format, table, first);

    std::int64_t previousEnd = 0;
    for (const PyLineRange& r : t.ranges()) {
        check(r.start == previousEnd || (format == PyLineTable::Format::Lnotab310 && r.start > previousEnd));
        check(r.end > r.start);
        previousEnd = r.end;
    }
    check(t.lineAt(-1) == first);
    std::size_t range = 0;
    const std::int64_t units = previousEnd / 2 + 2;
    for (std::int64_t i = 0; i < units && i < 1024; ++i) {
        const std::int64_t offset = i * 2;
        while (range < t.ranges().size() && t.ranges()[range].end <= offset)
            ++range;
        const bool covered = range < t.ranges().size() && t.ranges()[range].start <= offset;
        const std::optional<int> line = t.lineAt(i);
        check(covered ? line == t.ranges()[range].line : !line.has_value());
    }
    check(PyLineTable::line(format, table, first, units / 2) == t.lineAt(units / 2));

    const PyLineTable cut(format, table.first(table.size() / 2), first);
    check(cut.ranges().size() <= t.ranges().size());
    for (std::size_t i = 0; i < cut.ranges().size(); ++i)
        check(cut.ranges()[i] == t.ranges()[i]);
    return 0;
}
