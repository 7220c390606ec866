#pragma once

// Reading another process's memory. Everything read is the target's to choose: callers bound
// every length before reading and check every value after.

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <sys/types.h>

namespace faultline::probe {

class MemoryReader
{
public:
    virtual ~MemoryReader() = default;
    // Up to `length` bytes from `address` into `out`; returns how many were read (a prefix:
    // reading stops at the first page that is not mapped).
    [[nodiscard]] virtual std::size_t readSome(std::uint64_t address, void* out, std::size_t length) const = 0;

    // All of [address, address + length) or false.
    [[nodiscard]] bool read(std::uint64_t address, void* out, std::size_t length) const
    {
        return length == 0 || readSome(address, out, length) == length;
    }

    template<typename T>
    [[nodiscard]] std::optional<T> value(std::uint64_t address) const
    {
        T v{};
        if (!read(address, &v, sizeof v))
            return std::nullopt;
        return v;
    }
    // A pointer-sized word; 0 when unreadable (as the BPF walker's reads give 0).
    [[nodiscard]] std::uint64_t word(std::uint64_t address) const { return value<std::uint64_t>(address).value_or(0); }
};

// process_vm_readv on a live process; needs ptrace-attach rights on it (root, or CAP_SYS_PTRACE).
class ProcessMemory final : public MemoryReader
{
public:
    explicit ProcessMemory(pid_t pid)
        : m_pid(pid)
    {
    }
    [[nodiscard]] pid_t pid() const { return m_pid; }
    [[nodiscard]] std::size_t readSome(std::uint64_t address, void* out, std::size_t length) const override;

private:
    pid_t m_pid;
};

} // namespace faultline::probe
