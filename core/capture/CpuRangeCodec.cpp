#include "CpuRangeCodec.h"

#include <limits>

namespace faultline::capture {

namespace {

void putVarint(std::uint64_t v, std::string* out)
{
    while (v >= 0x80) {
        out->push_back(static_cast<char>((v & 0x7F) | 0x80));
        v >>= 7;
    }
    out->push_back(static_cast<char>(v));
}

bool getVarint(std::string_view blob, std::size_t* at, std::uint64_t* v)
{
    std::uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (*at >= blob.size())
            return false;
        const auto byte = static_cast<std::uint8_t>(blob[(*at)++]);
        if (shift == 63 && (byte & 0x7E) != 0)
            return false; // more than 64 bits
        value |= std::uint64_t{byte & 0x7Fu} << shift;
        if ((byte & 0x80) == 0) {
            *v = value;
            return true;
        }
    }
    return false;
}

bool knownKind(std::uint8_t k)
{
    return k >= static_cast<std::uint8_t>(CpuRangeKind::PythonFunction)
        && k <= static_cast<std::uint8_t>(CpuRangeKind::Nvtx);
}

} // namespace

bool encodeCpuRanges(std::int64_t base, const std::vector<CpuRangeRecord>& records, std::string* blob)
{
    blob->clear();
    blob->reserve(records.size() * 8);
    std::int64_t previous = base;
    for (const CpuRangeRecord& r : records) {
        if (r.start < previous || r.end < r.start || !knownKind(static_cast<std::uint8_t>(r.kind)))
            return false;
        putVarint(static_cast<std::uint64_t>(r.start) - static_cast<std::uint64_t>(previous), blob);
        putVarint(static_cast<std::uint64_t>(r.end) - static_cast<std::uint64_t>(r.start), blob);
        putVarint(r.name, blob);
        blob->push_back(static_cast<char>(r.kind));
        previous = r.start;
    }
    return true;
}

bool decodeCpuRanges(std::string_view blob, std::int64_t base, std::int64_t count, std::vector<CpuRangeRecord>* out,
                     std::string* error)
{
    if (count < 0) {
        *error = "a negative count of ranges";
        return false;
    }
    std::size_t at = 0;
    std::int64_t previous = base;
    constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
    for (std::int64_t n = 0; n < count; ++n) {
        std::uint64_t delta = 0;
        std::uint64_t length = 0;
        std::uint64_t name = 0;
        if (!getVarint(blob, &at, &delta) || !getVarint(blob, &at, &length) || !getVarint(blob, &at, &name)
            || at >= blob.size()) {
            *error = "ranges cut short after " + std::to_string(n) + " of " + std::to_string(count);
            return false;
        }
        const auto kind = static_cast<std::uint8_t>(blob[at++]);
        if (!knownKind(kind)) {
            *error = "a range of unknown kind " + std::to_string(kind);
            return false;
        }
        if (name > std::numeric_limits<std::uint32_t>::max() || delta > static_cast<std::uint64_t>(kMax)
            || length > static_cast<std::uint64_t>(kMax) || previous > kMax - static_cast<std::int64_t>(delta)) {
            *error = "a range out of bounds";
            return false;
        }
        CpuRangeRecord r;
        r.start = previous + static_cast<std::int64_t>(delta);
        r.end = r.start > kMax - static_cast<std::int64_t>(length) ? kMax : r.start + static_cast<std::int64_t>(length);
        r.name = static_cast<std::uint32_t>(name);
        r.kind = static_cast<CpuRangeKind>(kind);
        out->push_back(r);
        previous = r.start;
    }
    if (at != blob.size()) {
        *error = "more bytes than " + std::to_string(count) + " ranges";
        return false;
    }
    return true;
}

} // namespace faultline::capture
