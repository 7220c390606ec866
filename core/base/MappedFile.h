#pragma once

#include <cstdint>
#include <string>

namespace faultline::snapshot {

// A read-only file mapped into memory (64-bit sizes; files over 4 GiB are fine). Falls back to
// reading into memory for things that cannot be mapped (pipes). The snapshot reader and the Kineto
// importer read through it.
//
// A file that shrinks while mapped (truncated by whoever writes it) would fault (SIGBUS) where its
// pages went and kill the process. While a MappedFile is open, a fault inside its mapping gets a
// page of zeros mapped over the lost one instead, and intact() turns false: the reader then says
// the file changed. Any other SIGBUS goes to the disposition there was before.
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
    // False once the file has shrunk under the mapping: bytes read since may be zeros.
    [[nodiscard]] bool intact() const;

private:
    const std::uint8_t* m_data = nullptr;
    std::uint64_t m_size = 0;
    std::uint64_t m_released = 0;
    bool m_mapped = false;
    int m_guard = -1; // the slot guarding the mapping, -1 when none
    std::string m_buffer;
};

} // namespace faultline::snapshot
