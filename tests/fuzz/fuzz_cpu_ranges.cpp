// Decodes arbitrary bytes as a faultline_cpu_ranges blob (the first 12 bytes give the chunk's
// base_ns and count, as its row would) and checks that whatever decodes encodes back to the same
// bytes, and that a rejected blob says why.

#include "CpuRangeCodec.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace faultline::capture;
    if (size < 12)
        return 0;
    std::int64_t base = 0;
    std::uint32_t count = 0;
    std::memcpy(&base, data, 8);
    std::memcpy(&count, data + 8, 4);
    const std::string_view blob(reinterpret_cast<const char*>(data + 12), size - 12);
    std::vector<CpuRangeRecord> records;
    std::string error;
    if (!decodeCpuRanges(blob, base, count % 4096, &records, &error)) {
        if (error.empty()) {
            std::fprintf(stderr, "fuzz_cpu_ranges: rejected without a reason\n");
            __builtin_trap();
        }
        return 0;
    }
    std::string again;
    if (!encodeCpuRanges(base, records, &again)) {
        // Only ranges whose end was clamped at the largest time cannot be encoded again.
        return 0;
    }
    std::vector<CpuRangeRecord> twice;
    if (!decodeCpuRanges(again, base, static_cast<std::int64_t>(records.size()), &twice, &error) || twice != records) {
        std::fprintf(stderr, "fuzz_cpu_ranges: decode(encode(records)) != records\n");
        __builtin_trap();
    }
    return 0;
}
