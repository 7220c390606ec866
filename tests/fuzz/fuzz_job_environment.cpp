// Parses arbitrary bytes as a process's /proc/PID/environ (JobEnvironment: RANK, LOCAL_RANK and
// WORLD_SIZE, nothing else). Properties: the values found are in range and agree with each other;
// fed in two pieces split anywhere (the first byte picks where), the scan finds the same values
// and problems as over the whole.

#include "JobEnvironment.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

using faultline::probe::JobEnvironment;

void check(bool condition)
{
    if (!condition)
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    JobEnvironment::Problems whole;
    const JobEnvironment::Values v = JobEnvironment::parse(text, &whole);
    check(v.rank >= -1 && v.rank <= JobEnvironment::kMaxValue);
    check(v.localRank >= -1 && v.localRank <= JobEnvironment::kMaxValue);
    check(v.worldSize == -1 || (v.worldSize >= 1 && v.worldSize <= JobEnvironment::kMaxValue));
    if (v.worldSize > 0) {
        check(v.rank < v.worldSize);
        check(v.localRank < v.worldSize);
    }

    const std::size_t cut = size == 0 ? 0 : data[0] % (size + 1);
    JobEnvironment pieces;
    pieces.feed(text.substr(0, cut));
    pieces.feed(text.substr(cut));
    check(pieces.finish() == v);
    const JobEnvironment::Problems& p = pieces.problems();
    check(p.malformed == whole.malformed && p.inconsistent == whole.inconsistent && p.unterminated == whole.unterminated
          && p.cut == whole.cut);
    return 0;
}
