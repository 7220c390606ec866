#include "JobEnvironment.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <unistd.h>

namespace faultline::probe {

namespace {

constexpr std::string_view kVariables[] = {"RANK", "LOCAL_RANK", "WORLD_SIZE"};

// A piece of the environment at a time: nothing of it outlives read().
constexpr std::size_t kReadBytes = 16384;

} // namespace

void JobEnvironment::feed(std::string_view bytes)
{
    for (const char c : bytes) {
        if (c == '\0') {
            endEntry();
            continue;
        }
        const std::size_t at = m_position++;
        if (m_matched >= 0) {
            // The value of one of ours: digits only, no sign, no space, no more than a rank needs.
            if (c >= '0' && c <= '9' && m_digitCount < kMaxDigits)
                m_digits[m_digitCount++] = c;
            else
                m_badValue = true;
            continue;
        }
        if (m_candidates == 0)
            continue; // another variable: skipped to its NUL
        if (c == '=') {
            for (int n = 0; n < kNames; ++n) {
                if ((m_candidates & (1u << n)) != 0 && kVariables[n].size() == at)
                    m_matched = n;
            }
            m_candidates = 0;
            continue;
        }
        for (int n = 0; n < kNames; ++n) {
            if (at >= kVariables[n].size() || kVariables[n][at] != c)
                m_candidates = static_cast<std::uint8_t>(m_candidates & ~(1u << n));
        }
    }
}

void JobEnvironment::endEntry()
{
    if (m_matched >= 0)
        store(static_cast<Name>(m_matched));
    m_position = 0;
    m_candidates = (1u << kNames) - 1;
    m_matched = -1;
    std::memset(m_digits, 0, sizeof m_digits);
    m_digitCount = 0;
    m_badValue = false;
}

void JobEnvironment::store(Name name)
{
    if (m_seen[name])
        return; // getenv() and os.environ see the first
    m_seen[name] = true;
    std::int32_t value = 0;
    for (std::size_t i = 0; i < m_digitCount; ++i)
        value = value * 10 + (m_digits[i] - '0'); // at most 7 digits: no overflow
    const std::int32_t least = name == WorldSize ? 1 : 0;
    if (m_badValue || m_digitCount == 0 || value < least || value > kMaxValue) {
        ++m_problems.malformed;
        return;
    }
    m_values[name] = value;
}

JobEnvironment::Values JobEnvironment::finish()
{
    if (m_position > 0) {
        // The last entry had no NUL: its value may be cut short. It counts for nothing.
        m_problems.unterminated = true;
        m_matched = -1;
        endEntry();
    }
    Values v;
    v.rank = m_values[Rank];
    v.localRank = m_values[LocalRank];
    v.worldSize = m_values[WorldSize];
    if (v.worldSize > 0 && (v.rank >= v.worldSize || v.localRank >= v.worldSize)) {
        ++m_problems.inconsistent;
        return {};
    }
    return v;
}

JobEnvironment::Values JobEnvironment::parse(std::string_view text, Problems* problems)
{
    JobEnvironment scan;
    scan.feed(text);
    const Values values = scan.finish();
    if (problems)
        *problems = scan.problems();
    return values;
}

JobEnvironment::ReadStatus JobEnvironment::read(pid_t pid, Values* values, Problems* problems)
{
    *values = {};
    *problems = {};
    const std::string path = "/proc/" + std::to_string(pid) + "/environ";
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return errno == ENOENT || errno == ESRCH ? ReadStatus::Gone : ReadStatus::Unreadable;
    JobEnvironment scan;
    char buffer[kReadBytes];
    std::size_t total = 0;
    ReadStatus status = ReadStatus::Read;
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            // The process went away while it was read (ESRCH), or its memory is not ours to read.
            status = errno == ESRCH ? ReadStatus::Gone : ReadStatus::Unreadable;
            break;
        }
        if (n == 0)
            break;
        const auto size = static_cast<std::size_t>(n);
        scan.feed(std::string_view(buffer, size));
        total += size;
        if (total >= kMaxBytes) {
            scan.m_problems.cut = true;
            break;
        }
    }
    ::close(fd);
    // Whatever else the environment holds (tokens, passwords) is not kept in the probe's memory.
    explicit_bzero(buffer, sizeof buffer);
    if (status != ReadStatus::Read)
        return status;
    *values = scan.finish();
    *problems = scan.problems();
    return status;
}

} // namespace faultline::probe
