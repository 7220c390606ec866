#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string_view>

namespace faultline::capture::demo {

// splitmix64 seeding + xoshiro256**: the same sequence on every platform and standard library.
class DemoRng
{
public:
    explicit DemoRng(std::uint64_t seed)
    {
        for (std::uint64_t& s : m_state) {
            seed += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
        const std::uint64_t t = m_state[1] << 17;
        m_state[2] ^= m_state[0];
        m_state[3] ^= m_state[1];
        m_state[1] ^= m_state[2];
        m_state[0] ^= m_state[3];
        m_state[2] ^= t;
        m_state[3] = rotl(m_state[3], 45);
        return result;
    }

    // [0, 1)
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    // [lo, hi], inclusive
    std::int64_t range(std::int64_t lo, std::int64_t hi)
    {
        if (hi <= lo)
            return lo;
        const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
        return lo + static_cast<std::int64_t>(next() % span);
    }
    bool chance(double p) { return uniform() < p; }
    // Uniform in base * [1 - p, 1 + p], as Ingero's demo jitters.
    std::int64_t jitter(std::int64_t base, double p)
    {
        return std::max<std::int64_t>(1, std::llround(static_cast<double>(base) * uniform(1.0 - p, 1.0 + p)));
    }
    // Skewed to the left with a long right tail, always within [lo, hi].
    std::int64_t skewed(std::int64_t lo, std::int64_t hi)
    {
        const double u = uniform();
        return lo + std::llround(static_cast<double>(hi - lo) * u * u * u);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_state[4] = {};
};

// FNV-1a: a name's stable hash, to seed a scenario and to place a symbol's offsets.
[[nodiscard]] inline std::uint64_t fnv1a(std::string_view s)
{
    std::uint64_t h = 14695981039346656037ULL;
    for (const char c : s) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ULL;
    }
    return h;
}

} // namespace faultline::capture::demo
