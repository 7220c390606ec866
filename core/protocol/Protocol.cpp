#include "Protocol.h"

#include <algorithm>
#include <ctime>

namespace faultline::protocol {

namespace {

std::int64_t readClockNs(clockid_t id)
{
    timespec ts{};
    clock_gettime(id, &ts);
    return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// Length of the valid UTF-8 sequence at the start of `s`, 0 when it is not one.
std::size_t utf8SequenceLength(std::string_view s)
{
    const auto b0 = static_cast<unsigned char>(s[0]);
    if (b0 < 0x80)
        return 1;
    std::size_t length = 0;
    std::uint32_t min = 0;
    std::uint32_t cp = 0;
    if ((b0 & 0xe0) == 0xc0) {
        length = 2;
        min = 0x80;
        cp = b0 & 0x1f;
    } else if ((b0 & 0xf0) == 0xe0) {
        length = 3;
        min = 0x800;
        cp = b0 & 0x0f;
    } else if ((b0 & 0xf8) == 0xf0) {
        length = 4;
        min = 0x10000;
        cp = b0 & 0x07;
    } else {
        return 0;
    }
    if (s.size() < length)
        return 0;
    for (std::size_t i = 1; i < length; ++i) {
        const auto b = static_cast<unsigned char>(s[i]);
        if ((b & 0xc0) != 0x80)
            return 0;
        cp = cp << 6 | (b & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return length;
}

} // namespace

ProtocolError makeError(wire::ErrorCode code, std::string message)
{
    return ProtocolError{static_cast<int>(code), validUtf8(message)};
}

std::string_view errorCodeName(int code)
{
    switch (code) {
    case wire::ERROR_UNSPECIFIED: return "ERROR_UNSPECIFIED";
    case wire::MALFORMED: return "MALFORMED";
    case wire::FRAME_TOO_LARGE: return "FRAME_TOO_LARGE";
    case wire::UNKNOWN_MESSAGE: return "UNKNOWN_MESSAGE";
    case wire::UNEXPECTED_MESSAGE: return "UNEXPECTED_MESSAGE";
    case wire::OUT_OF_RANGE: return "OUT_OF_RANGE";
    case wire::VERSION_MISMATCH: return "VERSION_MISMATCH";
    case wire::PERMISSION_DENIED: return "PERMISSION_DENIED";
    case wire::NOT_SUPPORTED: return "NOT_SUPPORTED";
    case wire::RESUME_UNAVAILABLE: return "RESUME_UNAVAILABLE";
    case wire::SOURCE_FAILED: return "SOURCE_FAILED";
    case wire::TIMED_OUT: return "TIMED_OUT";
    case wire::SHUTTING_DOWN: return "SHUTTING_DOWN";
    default: return "UNKNOWN_ERROR_CODE";
    }
}

std::string validUtf8(std::string_view text, std::size_t maxBytes)
{
    static constexpr std::string_view kReplacement = "\xef\xbf\xbd";
    std::string out;
    out.reserve(std::min(text.size(), maxBytes));
    while (!text.empty()) {
        const std::size_t n = utf8SequenceLength(text);
        const std::string_view piece = n ? text.substr(0, n) : kReplacement;
        if (out.size() + piece.size() > maxBytes)
            break;
        out += piece;
        text.remove_prefix(n ? n : 1);
    }
    return out;
}

std::int64_t realtimeNs()
{
    return readClockNs(CLOCK_REALTIME);
}

std::int64_t monotonicNs()
{
    return readClockNs(CLOCK_MONOTONIC);
}

void readClock(wire::Clock* clock)
{
    clock->set_realtime_ns(readClockNs(CLOCK_REALTIME));
    clock->set_monotonic_ns(readClockNs(CLOCK_MONOTONIC));
    clock->set_boottime_ns(readClockNs(CLOCK_BOOTTIME));
}

} // namespace faultline::protocol
