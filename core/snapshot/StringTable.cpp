#include "StringTable.h"

#include <cstring>

namespace faultline::snapshot {

StringTable::StringTable()
{
    m_views.emplace_back();
    m_index.emplace(std::string_view(), 0);
}

StringId StringTable::intern(std::string_view utf8)
{
    if (const auto it = m_index.find(utf8); it != m_index.end())
        return it->second;
    char* storage = nullptr;
    if (utf8.size() > kChunkBytes / 4) {
        m_chunks.push_back(std::make_unique<char[]>(utf8.size()));
        storage = m_chunks.back().get();
        // Keep filling the current chunk: move the big one below it.
        if (m_chunks.size() > 1)
            std::swap(m_chunks.back(), m_chunks[m_chunks.size() - 2]);
    } else {
        if (m_chunkUsed + utf8.size() > kChunkBytes) {
            m_chunks.push_back(std::make_unique<char[]>(kChunkBytes));
            m_chunkUsed = 0;
        }
        storage = m_chunks.back().get() + m_chunkUsed;
        m_chunkUsed += utf8.size();
    }
    if (!utf8.empty())
        std::memcpy(storage, utf8.data(), utf8.size());
    m_bytes += utf8.size();
    const auto id = static_cast<StringId>(m_views.size());
    const std::string_view stored(storage, utf8.size());
    m_views.push_back(stored);
    m_index.emplace(stored, id);
    return id;
}

std::int64_t StringTable::find(std::string_view utf8) const
{
    const auto it = m_index.find(utf8);
    return it == m_index.end() ? -1 : static_cast<std::int64_t>(it->second);
}

std::size_t StringTable::residentBytes() const
{
    return m_chunks.size() * kChunkBytes + m_views.capacity() * sizeof(std::string_view)
        + m_index.size() * (sizeof(std::string_view) + sizeof(StringId) + 2 * sizeof(void*));
}

bool repairUtf8(std::string_view in, std::string& out)
{
    const auto* s = reinterpret_cast<const unsigned char*>(in.data());
    const std::size_t n = in.size();
    std::size_t i = 0;
    // Fast path: ASCII and well-formed sequences.
    auto sequenceLength = [&](std::size_t at) -> std::size_t {
        const unsigned char c = s[at];
        if (c < 0x80)
            return 1;
        std::size_t len = 0;
        std::uint32_t min = 0;
        std::uint32_t cp = 0;
        if ((c & 0xE0) == 0xC0) {
            len = 2;
            min = 0x80;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            len = 3;
            min = 0x800;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            len = 4;
            min = 0x10000;
            cp = c & 0x07;
        } else {
            return 0;
        }
        if (at + len > n)
            return 0;
        for (std::size_t k = 1; k < len; ++k) {
            if ((s[at + k] & 0xC0) != 0x80)
                return 0;
            cp = (cp << 6) | (s[at + k] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return 0;
        return len;
    };
    while (i < n) {
        const std::size_t len = sequenceLength(i);
        if (len == 0)
            break;
        i += len;
    }
    if (i == n)
        return true;
    out.assign(in.data(), i);
    while (i < n) {
        const std::size_t len = sequenceLength(i);
        if (len == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(in.data() + i, len);
            i += len;
        }
    }
    return false;
}

} // namespace faultline::snapshot
