#pragma once

// A traced process's place in a distributed job, from three variables of its environment:
// RANK, LOCAL_RANK and WORLD_SIZE (what torchrun, torch.distributed and most launchers set). The
// probe reads /proc/PID/environ once when it first sees a process (at its exec, or at attach) and
// keeps these three values only: every other variable is skipped byte by byte as it is scanned,
// never copied, logged or counted by name, and the bytes read are wiped afterwards. The
// environment is the target's to write: a value that is not a plain decimal number in range is
// ignored and counted, never trusted.

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <sys/types.h>

namespace faultline::probe {

class JobEnvironment
{
public:
    // -1 where not known.
    struct Values
    {
        std::int32_t rank = -1;
        std::int32_t localRank = -1;
        std::int32_t worldSize = -1;

        [[nodiscard]] bool known() const { return rank >= 0 || localRank >= 0 || worldSize >= 0; }
        bool operator==(const Values&) const = default;
    };

    // What a scan refused, as counts: never a value, never another variable's name.
    struct Problems
    {
        std::uint32_t malformed = 0;    // RANK, LOCAL_RANK or WORLD_SIZE not a decimal number in range
        std::uint32_t inconsistent = 0; // RANK or LOCAL_RANK not below WORLD_SIZE: all three dropped
        bool unterminated = false;      // the environment ended inside an entry, which was ignored
        bool cut = false;               // more than kMaxBytes: the rest was not read

        [[nodiscard]] bool any() const { return malformed != 0 || inconsistent != 0 || unterminated || cut; }
    };

    // Ranks and local ranks 0..kMaxValue, world sizes 1..kMaxValue (the bound CaptureReader reads).
    static constexpr std::int32_t kMaxValue = 1'000'000;
    // An environment is read up to this much (Linux allows a quarter of the stack limit).
    static constexpr std::size_t kMaxBytes = std::size_t{16} << 20;

    // Scans `bytes`, a piece of NUL-separated "NAME=value" entries; pieces may split an entry
    // anywhere. The first of several entries of one name counts, as for getenv() and Python's
    // os.environ.
    void feed(std::string_view bytes);
    // Ends the scan: an entry the bytes did not end with a NUL is ignored (it may be cut short).
    // The values found, each valid on its own and together.
    [[nodiscard]] Values finish();
    [[nodiscard]] const Problems& problems() const { return m_problems; }

    // One whole environment.
    [[nodiscard]] static Values parse(std::string_view text, Problems* problems = nullptr);

    enum class ReadStatus : std::uint8_t {
        Read,       // the environment was read (the values may still be unknown)
        Gone,       // no such process any more
        Unreadable, // not permitted (the probe lacks ptrace rights on it) or another error
    };
    // Reads /proc/`pid`/environ in pieces of a fixed buffer, wiped before returning.
    [[nodiscard]] static ReadStatus read(pid_t pid, Values* values, Problems* problems);

private:
    enum Name : std::uint8_t { Rank, LocalRank, WorldSize, kNames };
    static constexpr std::size_t kMaxDigits = 7; // "1000000"

    void endEntry();
    void store(Name name);

    // The entry being scanned: its length so far, which of our names it may still be (a bit per
    // name), the name it is once its '=' is seen, and the value's digits.
    std::size_t m_position = 0;
    std::uint8_t m_candidates = (1u << kNames) - 1;
    int m_matched = -1;
    char m_digits[kMaxDigits] = {};
    std::size_t m_digitCount = 0;
    bool m_badValue = false;
    bool m_seen[kNames] = {};
    std::int32_t m_values[kNames] = {-1, -1, -1};
    Problems m_problems;
};

} // namespace faultline::probe
