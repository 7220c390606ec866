#include "ProcessMemory.h"

#include <cerrno>
#include <sys/uio.h>

namespace faultline::probe {

std::size_t ProcessMemory::readSome(std::uint64_t address, void* out, std::size_t length) const
{
    std::size_t done = 0;
    // process_vm_readv returns a partial count at the first unreadable page; a second call from
    // there would fail, so one retry loop for EINTR and short reads of mapped memory is enough.
    while (done < length) {
        if (address + done < address)
            break; // wrapped around the address space
        iovec local = {static_cast<char*>(out) + done, length - done};
        iovec remote = {reinterpret_cast<void*>(static_cast<std::uintptr_t>(address + done)), length - done};
        const ssize_t n = ::process_vm_readv(m_pid, &local, 1, &remote, 1, 0);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += static_cast<std::size_t>(n);
    }
    return done;
}

} // namespace faultline::probe
