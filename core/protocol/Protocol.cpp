#include "Protocol.h"

#include "Utf8.h"

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
    std::string out;
    out.reserve(std::min(text.size(), maxBytes));
    while (!text.empty()) {
        const std::size_t n = utf8::sequenceLength(text);
        const std::string_view piece = n ? text.substr(0, n) : utf8::kReplacement;
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
