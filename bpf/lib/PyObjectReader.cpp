#include "PyObjectReader.h"

#include <algorithm>
#include <cstdio>

namespace faultline::probe {

namespace {

bool fail(std::string* error, std::string message)
{
    if (error)
        *error = std::move(message);
    return false;
}

} // namespace

bool PyObjectReader::hasType(std::uint64_t address, std::uint64_t type) const
{
    if (type == 0)
        return true;
    return m_memory.word(address + m_layout.obType) == type;
}

void PyObjectReader::appendEscaped(std::string& out, std::uint32_t cp)
{
    char esc[16];
    if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f)) {
        std::snprintf(esc, sizeof esc, "\\x%02x", static_cast<unsigned>(cp));
        out += esc;
    } else if (cp == '\\') {
        out += "\\\\";
    } else if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xc0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3f)));
    } else if (cp >= 0xd800 && cp <= 0xdfff) {
        std::snprintf(esc, sizeof esc, "\\u%04x", static_cast<unsigned>(cp));
        out += esc;
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xe0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3f)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3f)));
    } else if (cp <= 0x10ffff) {
        out.push_back(static_cast<char>(0xf0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3f)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3f)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3f)));
    } else {
        std::snprintf(esc, sizeof esc, "\\U%08x", static_cast<unsigned>(cp));
        out += esc;
    }
}

std::string PyObjectReader::escape(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size());
    for (char c : bytes)
        appendEscaped(out, static_cast<unsigned char>(c));
    return out;
}

std::optional<PyText> PyObjectReader::unicode(std::uint64_t address, std::string* error) const
{
    if (address == 0) {
        fail(error, "NULL str");
        return std::nullopt;
    }
    if (!hasType(address, m_types.unicode)) {
        fail(error, "not a str object");
        return std::nullopt;
    }
    const std::optional<std::int64_t> length = m_memory.value<std::int64_t>(address + m_layout.unicodeLength);
    const std::optional<std::uint32_t> state = m_memory.value<std::uint32_t>(address + m_layout.unicodeState);
    if (!length || !state || *length < 0) {
        fail(error, "unreadable str header");
        return std::nullopt;
    }
    const unsigned kind = (*state >> 2) & 7;
    const bool compact = (*state >> 5) & 1;
    const bool ascii = (*state >> 6) & 1;
    if (!compact) {
        fail(error, "not a compact str");
        return std::nullopt;
    }
    if (ascii && kind != 1) {
        fail(error, "inconsistent str state");
        return std::nullopt;
    }
    if (kind != 1 && kind != 2 && kind != 4) {
        fail(error, "str of kind " + std::to_string(kind));
        return std::nullopt;
    }
    PyText result;
    const std::size_t chars = static_cast<std::size_t>(std::min<std::int64_t>(*length, MaxChars));
    result.truncated = static_cast<std::uint64_t>(*length) > MaxChars;
    const std::uint64_t data = address + (ascii ? m_layout.unicodeAsciiData : m_layout.unicodeCompactData);
    std::vector<std::uint8_t> raw(chars * kind);
    if (!m_memory.read(data, raw.data(), raw.size())) {
        fail(error, "unreadable str data");
        return std::nullopt;
    }
    result.text.reserve(raw.size());
    for (std::size_t i = 0; i < chars; ++i) {
        std::uint32_t cp = 0;
        if (kind == 1)
            cp = raw[i];
        else if (kind == 2)
            cp = static_cast<std::uint32_t>(raw[2 * i] | (raw[2 * i + 1] << 8));
        else
            cp = static_cast<std::uint32_t>(raw[4 * i]) | (static_cast<std::uint32_t>(raw[4 * i + 1]) << 8)
                | (static_cast<std::uint32_t>(raw[4 * i + 2]) << 16)
                | (static_cast<std::uint32_t>(raw[4 * i + 3]) << 24);
        // An "ASCII" string that is not is the target's lie: its bytes are escaped, not decoded.
        if (ascii && cp >= 0x80) {
            char esc[16];
            std::snprintf(esc, sizeof esc, "\\x%02x", static_cast<unsigned>(cp));
            result.text += esc;
            continue;
        }
        appendEscaped(result.text, cp);
    }
    if (result.truncated)
        result.text += "...";
    return result;
}

std::optional<std::vector<std::uint8_t>> PyObjectReader::bytes(std::uint64_t address, std::size_t cap,
                                                               std::uint64_t* fullSize, std::string* error) const
{
    if (address == 0) {
        fail(error, "NULL bytes");
        return std::nullopt;
    }
    if (!hasType(address, m_types.bytes)) {
        fail(error, "not a bytes object");
        return std::nullopt;
    }
    const std::optional<std::int64_t> size = m_memory.value<std::int64_t>(address + m_layout.bytesSize);
    if (!size || *size < 0) {
        fail(error, "unreadable bytes header");
        return std::nullopt;
    }
    if (fullSize)
        *fullSize = static_cast<std::uint64_t>(*size);
    std::vector<std::uint8_t> out(
        static_cast<std::size_t>(std::min<std::uint64_t>(static_cast<std::uint64_t>(*size), cap)));
    // A short read keeps what was readable: a line table cut short still gives its first lines.
    if (!out.empty())
        out.resize(m_memory.readSome(address + m_layout.bytesData, out.data(), out.size()));
    return out;
}

} // namespace faultline::probe
