#include "PyLineTable.h"

#include <algorithm>
#include <climits>

namespace faultline::probe {

namespace {

std::optional<int> asLine(std::int64_t line)
{
    if (line < INT_MIN || line > INT_MAX)
        return std::nullopt;
    return static_cast<int>(line);
}

// Location-table entry codes (Include/cpython/code.h, PY_CODE_LOCATION_INFO_*).
constexpr int CodeNone = 15;
constexpr int CodeLong = 14;
constexpr int CodeNoColumns = 13;
constexpr int CodeOneLine0 = 10;
constexpr int CodeOneLine2 = 12;

// A varint of 6-bit chunks, 0x40 = more follows (Objects/locations.md). nullopt when it runs
// past the end of the table or past 32 bits (CPython would shift into undefined behaviour).
std::optional<std::uint32_t> readVarint(std::span<const std::uint8_t> table, std::size_t* pos)
{
    std::uint32_t value = 0;
    for (unsigned shift = 0; shift < 32; shift += 6) {
        if (*pos >= table.size())
            return std::nullopt;
        const std::uint8_t b = table[(*pos)++];
        value |= static_cast<std::uint32_t>(b & 63) << shift;
        if (!(b & 64))
            return value;
    }
    return std::nullopt;
}

// The sign is the lowest bit.
std::int64_t fromSigned(std::uint32_t v)
{
    return (v & 1) ? -static_cast<std::int64_t>(v >> 1) : static_cast<std::int64_t>(v >> 1);
}

} // namespace

std::optional<PyLineTable::Format> PyLineTable::formatFor(int minor)
{
    if (minor == 10)
        return Format::Lnotab310;
    if (minor >= 11)
        return Format::Locations311;
    return std::nullopt;
}

PyLineTable::PyLineTable(Format format, std::span<const std::uint8_t> table, int firstLineNo)
    : m_firstLineNo(firstLineNo)
{
    if (table.size() > MaxTableBytes) {
        table = table.first(MaxTableBytes);
        m_damaged = true;
    }
    if (format == Format::Lnotab310)
        decode310(table);
    else
        decode311(table);
}

// _PyLineTable_NextAddressRange / advance() of CPython 3.10's Objects/codeobject.c: each pair
// moves the end of the range; the line accumulates over every pair, empty ranges included,
// and an empty range is not reported.
void PyLineTable::decode310(std::span<const std::uint8_t> table)
{
    std::int64_t line = m_firstLineNo;
    std::int64_t end = 0;
    std::size_t pos = 0;
    for (; pos + 2 <= table.size(); pos += 2) {
        const std::int64_t start = end;
        end += table[pos];
        const auto ldelta = static_cast<std::int8_t>(table[pos + 1]);
        std::optional<int> rangeLine;
        if (ldelta != -128) {
            line += ldelta;
            rangeLine = asLine(line);
        }
        if (start != end)
            m_ranges.push_back(PyLineRange{start, end, rangeLine});
    }
    if (pos != table.size())
        m_damaged = true;
}

// advance() of CPython 3.11+'s Objects/codeobject.c: an entry is a byte 1cccclll (code,
// length - 1 in code units) and its operands; the next entry is the next byte with bit 7 set.
void PyLineTable::decode311(std::span<const std::uint8_t> table)
{
    std::int64_t line = m_firstLineNo;
    std::int64_t end = 0;
    std::size_t pos = 0;
    while (pos < table.size()) {
        const std::uint8_t first = table[pos];
        if (!(first & 0x80)) {
            m_damaged = true; // operands where an entry should start
            return;
        }
        const int code = (first >> 3) & 15;
        std::size_t operand = pos + 1;
        std::int64_t delta = 0;
        if (code == CodeLong || code == CodeNoColumns) {
            const std::optional<std::uint32_t> v = readVarint(table, &operand);
            if (!v) {
                m_damaged = true;
                return;
            }
            delta = fromSigned(*v);
        } else if (code >= CodeOneLine0 && code <= CodeOneLine2) {
            delta = code - CodeOneLine0;
        }
        line += delta;
        const std::int64_t start = end;
        end += ((first & 7) + 1) * 2;
        m_ranges.push_back(PyLineRange{start, end, code == CodeNone ? std::nullopt : asLine(line)});
        ++pos;
        while (pos < table.size() && !(table[pos] & 0x80))
            ++pos;
    }
}

std::optional<int> PyLineTable::lineAt(std::int64_t index) const
{
    if (index < 0)
        return m_firstLineNo;
    if (index > INT64_MAX / 2)
        return std::nullopt;
    const std::int64_t offset = index * 2;
    const auto it = std::upper_bound(m_ranges.begin(), m_ranges.end(), offset,
                                     [](std::int64_t v, const PyLineRange& r) { return v < r.end; });
    if (it == m_ranges.end() || offset < it->start)
        return std::nullopt;
    return it->line;
}

std::optional<int> PyLineTable::line(Format format, std::span<const std::uint8_t> table, int firstLineNo,
                                     std::int64_t index)
{
    return PyLineTable(format, table, firstLineNo).lineAt(index);
}

} // namespace faultline::probe
