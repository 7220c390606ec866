#pragma once

// CPython str and bytes objects read out of a target process, bounded: at most MaxChars
// characters of a string (pystacks and systing use 256-512 B), at most a caller's cap of a
// bytes object, and no pointer followed but the object's own. Text comes back as UTF-8 with
// everything that could hurt a terminal, a TSV line or a log escaped (see escape()).

#include "ProcessMemory.h"
#include "PyLayout.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::probe {

// Addresses of the type objects in the target (0 when unknown: the type is then not checked).
struct PyTypeAddresses
{
    std::uint64_t code = 0;    // PyCode_Type
    std::uint64_t unicode = 0; // PyUnicode_Type
    std::uint64_t bytes = 0;   // PyBytes_Type
};

struct PyText
{
    std::string text;       // escaped UTF-8; "..." appended when cut
    bool truncated = false; // longer than the cap
};

class PyObjectReader
{
public:
    static constexpr std::size_t MaxChars = 512;

    PyObjectReader(const PyLayout& layout, const PyTypeAddresses& types, const MemoryReader& memory)
        : m_layout(layout)
        , m_types(types)
        , m_memory(memory)
    {
    }

    // A compact str (every identifier and file name of a code object is one): ASCII, or
    // Latin-1/UCS-2/UCS-4 data. nullopt with `error` for anything else.
    [[nodiscard]] std::optional<PyText> unicode(std::uint64_t address, std::string* error) const;
    // The first `cap` bytes at most of a bytes object; `fullSize` gets its ob_size.
    [[nodiscard]] std::optional<std::vector<std::uint8_t>> bytes(std::uint64_t address, std::size_t cap,
                                                                 std::uint64_t* fullSize, std::string* error) const;
    // The object's ob_type is `type` (always true when `type` is 0: unknown).
    [[nodiscard]] bool hasType(std::uint64_t address, std::uint64_t type) const;

    // Appends code point `cp` as UTF-8, or as an escape like Python's repr() for C0 and C1
    // controls and DEL (\xNN), lone surrogates (\uNNNN) and values past U+10FFFF (\UNNNNNNNN);
    // a backslash becomes "\\" so that an escape cannot be forged.
    static void appendEscaped(std::string& out, std::uint32_t cp);
    // Escapes a byte string as Latin-1 code points would be.
    [[nodiscard]] static std::string escape(std::string_view bytes);

private:
    const PyLayout& m_layout;
    PyTypeAddresses m_types;
    const MemoryReader& m_memory;
};

} // namespace faultline::probe
