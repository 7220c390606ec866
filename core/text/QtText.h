#pragma once

// The Qt side of core/text: the one conversion of our UTF-8 std::string values to QString, and
// durations and sizes as QString. For code that has Qt (core's Qt libraries, the app); the
// Qt-free libraries use Units.h.

#include "Units.h"

#include <QString>

#include <cstdint>
#include <string_view>

namespace faultline::text {

[[nodiscard]] inline QString toQString(std::string_view utf8)
{
    return QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
}

[[nodiscard]] inline QString durationText(std::int64_t ns)
{
    return toQString(formatDuration(ns));
}

[[nodiscard]] inline QString bytesText(std::uint64_t bytes)
{
    return toQString(formatBytes(bytes));
}

[[nodiscard]] inline QString signedBytesText(std::int64_t bytes)
{
    return toQString(formatSignedBytes(bytes));
}

[[nodiscard]] inline QString percentText(double fraction)
{
    return toQString(formatPercent(fraction));
}

} // namespace faultline::text
