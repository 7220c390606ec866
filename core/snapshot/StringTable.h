#pragma once

#include "SnapshotValue.h"

#include <cstddef>
#include <memory>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::snapshot {

// Every string of a snapshot, once (file names repeat across thousands of distinct frames).
// Id 0 is the empty string. Views stay valid for the table's lifetime.
class StringTable
{
public:
    StringTable();
    StringTable(const StringTable&) = delete;
    StringTable& operator=(const StringTable&) = delete;
    StringTable(StringTable&&) noexcept = default;
    StringTable& operator=(StringTable&&) noexcept = default;
    ~StringTable() = default;

    // `utf8` must be valid UTF-8 (the readers repair it first, with utf8::repaired).
    StringId intern(std::string_view utf8);
    // The id of a string already in the table, or -1.
    [[nodiscard]] std::int64_t find(std::string_view utf8) const;
    [[nodiscard]] std::string_view view(StringId id) const
    {
        return id < m_views.size() ? m_views[id] : std::string_view();
    }
    [[nodiscard]] std::size_t size() const { return m_views.size(); }
    [[nodiscard]] std::size_t residentBytes() const;

private:
    static constexpr std::size_t kChunkBytes = std::size_t{1} << 20;

    std::vector<std::unique_ptr<char[]>> m_chunks;
    std::size_t m_chunkUsed = kChunkBytes;
    std::size_t m_bytes = 0;
    std::vector<std::string_view> m_views;
    std::unordered_map<std::string_view, StringId> m_index;
};

} // namespace faultline::snapshot
