#pragma once

#include <cstdint>
#include <string>

namespace faultline::snapshot {

// A read-only file mapped into memory (64-bit sizes; files over 4 GiB are fine). Falls back to
// reading into memory for things that cannot be mapped (pipes).
class MappedFile
{
public:
    MappedFile() = default;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    ~MappedFile();

    [[nodiscard]] bool open(const std::string& path, std::string& error);
    [[nodiscard]] const std::uint8_t* data() const { return m_data; }
    [[nodiscard]] std::uint64_t size() const { return m_size; }
    // The bytes before `offset` will not be read again: let the kernel drop them from this
    // process's resident memory (a sequential parse of a multi-GB file stays small).
    void release(std::uint64_t offset);

private:
    const std::uint8_t* m_data = nullptr;
    std::uint64_t m_size = 0;
    std::uint64_t m_released = 0;
    bool m_mapped = false;
    std::string m_buffer;
};

} // namespace faultline::snapshot
