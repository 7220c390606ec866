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

} // namespace faultline::snapshot
