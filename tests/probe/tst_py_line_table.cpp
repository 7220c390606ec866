// PyLineTable: hand-made tables for each entry form, damaged tables, and CPython itself: each
// pyenv interpreter dumps co_linetable with the line code.co_lines() gives every instruction
// of ~1400 code objects (scripts/dump_linetables.py), and the decoder must agree on all of them.

#include "ProbeProcess.h"
#include "ProbeTest.h"
#include "PyLineTable.h"
#include "PythonVersions.h"

#include <climits>
#include <sstream>

using faultline::probe::PyLineRange;
using faultline::probe::PyLineTable;
using Format = faultline::probe::PyLineTable::Format;

namespace {

std::vector<std::uint8_t> bytes(std::initializer_list<int> values)
{
    std::vector<std::uint8_t> out;
    for (int v : values)
        out.push_back(static_cast<std::uint8_t>(v));
    return out;
}

std::vector<std::uint8_t> fromHex(const std::string& hex)
{
    std::vector<std::uint8_t> out;
    if (hex == "-")
        return out;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
        out.push_back(static_cast<std::uint8_t>(std::stoi(hex.substr(i, 2), nullptr, 16)));
    return out;
}

int entry(int code, int units)
{
    return 0x80 | (code << 3) | (units - 1);
}

void checkAgainstCPython(int minor)
{
    const std::string python = faultline::probetest::requirePython(minor);
    faultline::probetest::Child child({python, FAULTLINE_PROBE_TEST_DIR "/scripts/dump_linetables.py"});
    PT_CHECK(child.started());
    const Format format = *PyLineTable::formatFor(minor);
    std::size_t codes = 0, instructions = 0, withoutLine = 0;
    std::string end;
    while (std::optional<std::string> line = child.readLine()) {
        std::istringstream in(*line);
        std::string tag, hex;
        in >> tag;
        if (tag == "END") {
            end = *line;
            break;
        }
        PT_CHECK_EQ(tag, std::string("CODE"));
        int first = 0;
        std::size_t units = 0;
        PT_CHECK(static_cast<bool>(in >> first >> hex >> units));
        const std::vector<std::uint8_t> table = fromHex(hex);
        const PyLineTable decoded(format, table, first);
        PT_CHECK_MSG(!decoded.damaged(), "a table CPython wrote was reported damaged: " + hex);
        for (std::size_t i = 0; i < units; ++i) {
            std::string expected;
            PT_CHECK(static_cast<bool>(in >> expected));
            const std::optional<int> actual = decoded.lineAt(static_cast<std::int64_t>(i));
            const std::string got = actual ? std::to_string(*actual) : std::string("-");
            PT_CHECK_MSG(got == expected,
                         "code object #" + std::to_string(codes) + " (firstlineno " + std::to_string(first)
                             + ") instruction " + std::to_string(i) + ": decoded " + got + ", co_lines() says "
                             + expected + "; table " + hex);
            withoutLine += expected == "-";
            ++instructions;
        }
        // A table cut anywhere gives a prefix of the same answers.
        if (codes % 7 == 0 && table.size() > 2) {
            const std::size_t cut = table.size() * 2 / 3 + 1;
            const PyLineTable partial(format, std::span(table).first(cut), first);
            for (std::size_t i = 0; i < units; ++i) {
                const std::optional<int> p = partial.lineAt(static_cast<std::int64_t>(i));
                if (p)
                    PT_CHECK(p == decoded.lineAt(static_cast<std::int64_t>(i)));
            }
        }
        ++codes;
    }
    std::string rest;
    PT_CHECK_EQ(child.finish(&rest), 0);
    PT_CHECK_MSG(!end.empty(), "the dump script did not finish");
    PT_CHECK(codes > 1000);
    PT_CHECK(withoutLine > 0); // the stress source has instructions without a line
    std::printf("       %s: %zu code objects, %zu instructions (%zu without a line) agree with co_lines()\n",
                end.c_str(), codes, instructions, withoutLine);
}

} // namespace

PT_TEST(crafted_310_pairs)
{
    // 6 bytes on line 2, 8 bytes on line 3.
    PyLineTable t(Format::Lnotab310, bytes({6, 1, 8, 1}), 1);
    PT_CHECK(t.ranges() == (std::vector<PyLineRange>{{0, 6, 2}, {6, 14, 3}}));
    PT_CHECK_EQ(t.lineAt(0).value_or(-1), 2);
    PT_CHECK_EQ(t.lineAt(2).value_or(-1), 2);
    PT_CHECK_EQ(t.lineAt(3).value_or(-1), 3);
    PT_CHECK_EQ(t.lineAt(6).value_or(-1), 3);
    PT_CHECK(!t.lineAt(7).has_value());
    PT_CHECK_EQ(t.lineAt(-1).value_or(-1), 1); // not started: co_firstlineno
    PT_CHECK(!t.damaged());

    // -128: no line, and the line number does not move.
    t = PyLineTable(Format::Lnotab310, bytes({4, 0x80, 4, 2}), 10);
    PT_CHECK(t.ranges() == (std::vector<PyLineRange>{{0, 4, std::nullopt}, {4, 8, 12}}));
    PT_CHECK(!t.lineAt(1).has_value());
    // Empty ranges are not reported but their line deltas count; negative deltas.
    t = PyLineTable(Format::Lnotab310, bytes({0, 5, 4, 1, 2, 0xfd}), 10);
    PT_CHECK(t.ranges() == (std::vector<PyLineRange>{{0, 4, 16}, {4, 6, 13}}));
    // A long jump split into (254, 0) + (n, delta): the line applies to both parts.
    t = PyLineTable(Format::Lnotab310, bytes({254, 1, 10, 0}), 1);
    PT_CHECK_EQ(t.lineAt(100).value_or(-1), 2);
    PT_CHECK_EQ(t.lineAt(130).value_or(-1), 2);
    // An odd length: the last half pair is damage.
    t = PyLineTable(Format::Lnotab310, bytes({4, 1, 4}), 1);
    PT_CHECK(t.damaged());
    PT_CHECK_EQ(t.ranges().size(), std::size_t{1});
    // Lines beyond int have none.
    t = PyLineTable(Format::Lnotab310, bytes({2, 1, 2, 0x7f}), INT_MAX);
    PT_CHECK(!t.lineAt(0).has_value());
    PT_CHECK(t.ranges().size() == 2);
    PT_CHECK(PyLineTable(Format::Lnotab310, {}, 5).ranges().empty());
    PT_CHECK(!PyLineTable(Format::Lnotab310, {}, 5).lineAt(0).has_value());
}

PT_TEST(crafted_311_entries)
{
    // Every entry form, first line 10:
    //   no-columns +2 (1 unit) | one-line +0 (2 units) + 2 column bytes | one-line +1 + 2 bytes
    //   | none (3 units) | long form -5 (1 unit) + end line, col, end col | short form (1 unit)
    //   | no-columns +1000 (two-chunk varint: 2000 = 16 | 31 << 6)
    const std::vector<std::uint8_t> table = bytes({entry(13, 1), 4, entry(10, 2), 5, 9, entry(11, 1), 1, 3,
                                                   entry(15, 3), entry(14, 1), 11, 0, 1, 1, entry(3, 1), 0x21,
                                                   entry(13, 1), 80, 31});
    const PyLineTable t(Format::Locations311, table, 10);
    PT_CHECK(!t.damaged());
    PT_CHECK(t.ranges()
             == (std::vector<PyLineRange>{
                 {0, 2, 12}, {2, 6, 12}, {6, 8, 13}, {8, 14, std::nullopt}, {14, 16, 8}, {16, 18, 8}, {18, 20, 1008}}));
    PT_CHECK_EQ(t.lineAt(0).value_or(-1), 12);
    PT_CHECK_EQ(t.lineAt(2).value_or(-1), 12);
    PT_CHECK(!t.lineAt(5).has_value());
    PT_CHECK_EQ(t.lineAt(9).value_or(-1), 1008);
    PT_CHECK(!t.lineAt(10).has_value());
    PT_CHECK_EQ(t.lineAt(-1).value_or(-1), 10);
    PT_CHECK_EQ(PyLineTable::line(Format::Locations311, table, 10, 3).value_or(-1), 13);
}

PT_TEST(crafted_311_damage)
{
    // Cut inside a varint: the complete entries keep their lines.
    PyLineTable t(Format::Locations311, bytes({entry(13, 1), 4, entry(13, 1), 80}), 1);
    PT_CHECK(t.damaged());
    PT_CHECK(t.ranges() == (std::vector<PyLineRange>{{0, 2, 3}}));
    // Operand bytes where an entry should start.
    t = PyLineTable(Format::Locations311, bytes({0x05, entry(13, 1), 4}), 1);
    PT_CHECK(t.damaged());
    PT_CHECK(t.ranges().empty());
    // A varint of more than 32 bits.
    t = PyLineTable(Format::Locations311, bytes({entry(13, 1), 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f}), 1);
    PT_CHECK(t.damaged());
    // Lines driven out of int have none; the ranges still advance.
    t = PyLineTable(Format::Locations311, bytes({entry(13, 1), 0x7e, 0x7f, 0x7f, 0x7f, 0x3f, entry(0, 1), 0}), INT_MAX);
    PT_CHECK(!t.damaged());
    PT_CHECK_EQ(t.ranges().size(), std::size_t{2});
    PT_CHECK(!t.lineAt(0).has_value());
    PT_CHECK(!t.lineAt(1).has_value());
    // A huge index does not overflow.
    PT_CHECK(!t.lineAt(INT64_MAX).has_value());

    // Noise: no crash, ranges contiguous and increasing, lookups consistent with the ranges.
    std::uint32_t state = 99;
    for (int round = 0; round < 5000; ++round) {
        std::vector<std::uint8_t> noise(static_cast<std::size_t>(round % 97));
        for (std::uint8_t& b : noise) {
            state = state * 1664525u + 1013904223u;
            b = static_cast<std::uint8_t>(state >> 24);
        }
        for (Format format : {Format::Lnotab310, Format::Locations311}) {
            const PyLineTable n(format, noise, static_cast<int>(state % 1000));
            std::int64_t previousEnd = 0;
            for (const PyLineRange& r : n.ranges()) {
                PT_CHECK(r.start >= previousEnd && r.end > r.start);
                previousEnd = r.end;
                PT_CHECK(n.lineAt(r.start / 2 + (r.start % 2)) == r.line || r.end - r.start < 2);
            }
        }
    }
}

PT_TEST(py310_agrees_with_co_lines)
{
    checkAgainstCPython(10);
}

PT_TEST(py311_agrees_with_co_lines)
{
    checkAgainstCPython(11);
}

PT_TEST(py312_agrees_with_co_lines)
{
    checkAgainstCPython(12);
}

PT_TEST(py313_agrees_with_co_lines)
{
    checkAgainstCPython(13);
}

PT_MAIN()
