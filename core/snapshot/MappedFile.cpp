#include "MappedFile.h"

#include "UiText.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace faultline::snapshot {

MappedFile::~MappedFile()
{
    if (m_mapped && m_data != nullptr)
        ::munmap(const_cast<std::uint8_t*>(m_data), m_size);
}

bool MappedFile::open(const std::string& path, std::string& error)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        error = std::strerror(errno);
        return false;
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0) {
        error = std::strerror(errno);
        ::close(fd);
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        //: Why a snapshot cannot be read: the path names a folder.
        error = text::uiText("MappedFile", QT_TRANSLATE_NOOP("MappedFile", "it is a directory"));
        ::close(fd);
        return false;
    }
    if (S_ISREG(st.st_mode)) {
        m_size = static_cast<std::uint64_t>(st.st_size);
        if (m_size == 0) {
            ::close(fd);
            return true;
        }
        void* p = ::mmap(nullptr, m_size, PROT_READ, MAP_PRIVATE, fd, 0);
        ::close(fd);
        if (p == MAP_FAILED) {
            error = std::strerror(errno);
            m_size = 0;
            return false;
        }
        ::madvise(p, m_size, MADV_SEQUENTIAL);
        m_data = static_cast<const std::uint8_t*>(p);
        m_mapped = true;
        return true;
    }
    char chunk[1 << 16];
    while (true) {
        const ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            error = std::strerror(errno);
            ::close(fd);
            return false;
        }
        if (n == 0)
            break;
        m_buffer.append(chunk, static_cast<std::size_t>(n));
    }
    ::close(fd);
    m_data = reinterpret_cast<const std::uint8_t*>(m_buffer.data());
    m_size = m_buffer.size();
    return true;
}

void MappedFile::release(std::uint64_t offset)
{
    if (!m_mapped || offset <= m_released)
        return;
    const auto page = static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
    const std::uint64_t end = offset / page * page;
    if (end <= m_released)
        return;
    ::madvise(const_cast<std::uint8_t*>(m_data) + m_released, end - m_released, MADV_DONTNEED);
    m_released = end;
}

} // namespace faultline::snapshot
