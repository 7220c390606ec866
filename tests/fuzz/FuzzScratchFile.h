#pragma once

// A scratch file per fuzzing process (libFuzzer's -jobs/-fork run several), reused for every input
// and removed at exit with what SQLite may have put beside it.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

namespace faultline::fuzz {

class ScratchFile
{
public:
    // /tmp/faultline-fuzz-{name}-{pid}{suffix}
    ScratchFile(const std::string& name, const std::string& suffix)
        : m_path("/tmp/faultline-fuzz-" + name + "-" + std::to_string(::getpid()) + suffix)
    {
    }
    ~ScratchFile()
    {
        for (const char* extra : {"", "-wal", "-shm", "-journal"})
            std::remove((m_path + extra).c_str());
    }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;

    [[nodiscard]] bool write(const std::uint8_t* data, std::size_t size) const
    {
        std::FILE* f = std::fopen(m_path.c_str(), "wb");
        if (!f)
            return false;
        const bool ok = size == 0 || std::fwrite(data, 1, size, f) == size;
        return std::fclose(f) == 0 && ok;
    }

    [[nodiscard]] const std::string& path() const { return m_path; }

private:
    std::string m_path;
};

} // namespace faultline::fuzz
