#include "MappedFile.h"

#include "UiText.h"

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace faultline::snapshot {

namespace {

// The mappings a bus error may hit, one slot each while open. The handler reads them as they are:
// a slot's range is set before it counts and cleared before it is given back.
struct Guarded
{
    std::atomic<bool> used{false};
    std::atomic<std::uintptr_t> begin{0};
    std::atomic<std::uintptr_t> end{0};
    std::atomic<int> faulted{0};
};
std::array<Guarded, 64> g_guarded; // more files open at once go unguarded
struct sigaction g_previousBus = {};
std::uintptr_t g_pageSize = 4096; // set before the handler is installed

void onBusError(int signal, siginfo_t* info, void* context)
{
    const auto at = reinterpret_cast<std::uintptr_t>(info->si_addr);
    for (Guarded& g : g_guarded) {
        const std::uintptr_t begin = g.begin.load(std::memory_order_acquire);
        if (begin == 0 || at < begin || at >= g.end.load(std::memory_order_acquire))
            continue;
        void* lost = reinterpret_cast<void*>(at & ~(g_pageSize - 1));
        if (::mmap(lost, g_pageSize, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) {
            g.faulted.store(1, std::memory_order_release);
            return;
        }
        break;
    }
    if ((g_previousBus.sa_flags & SA_SIGINFO) != 0 && g_previousBus.sa_sigaction) {
        g_previousBus.sa_sigaction(signal, info, context);
        return;
    }
    if (g_previousBus.sa_handler != SIG_DFL && g_previousBus.sa_handler != SIG_IGN) {
        g_previousBus.sa_handler(signal);
        return;
    }
    // The default: a fault happens again once this returns, a signal sent is sent again.
    struct sigaction fallback = {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    ::sigaction(SIGBUS, &fallback, nullptr);
    if (info->si_code <= 0)
        ::raise(SIGBUS);
}

int guard(const void* data, std::uint64_t size)
{
    static const bool installed = [] {
        g_pageSize = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
        struct sigaction action = {};
        action.sa_sigaction = onBusError;
        action.sa_flags = SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        return ::sigaction(SIGBUS, &action, &g_previousBus) == 0;
    }();
    if (!installed)
        return -1;
    for (std::size_t i = 0; i < g_guarded.size(); ++i) {
        Guarded& g = g_guarded[i];
        bool expected = false;
        if (!g.used.compare_exchange_strong(expected, true))
            continue;
        g.faulted.store(0);
        g.end.store(reinterpret_cast<std::uintptr_t>(data) + size, std::memory_order_release);
        g.begin.store(reinterpret_cast<std::uintptr_t>(data), std::memory_order_release);
        return static_cast<int>(i);
    }
    return -1;
}

void unguard(int slot)
{
    if (slot < 0)
        return;
    Guarded& g = g_guarded[static_cast<std::size_t>(slot)];
    g.begin.store(0, std::memory_order_release);
    g.end.store(0, std::memory_order_release);
    g.used.store(false, std::memory_order_release);
}

} // namespace

MappedFile::~MappedFile()
{
    unguard(m_guard);
    if (m_mapped && m_data != nullptr)
        ::munmap(const_cast<std::uint8_t*>(m_data), m_size);
}

bool MappedFile::intact() const
{
    return m_guard < 0 || g_guarded[static_cast<std::size_t>(m_guard)].faulted.load(std::memory_order_acquire) == 0;
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
        m_guard = guard(m_data, m_size);
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
