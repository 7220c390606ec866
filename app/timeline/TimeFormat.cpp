#include "TimeFormat.h"

#include <QDateTime>

#include <cmath>

namespace faultline {

namespace {

constexpr qint64 kNsPerSecond = 1'000'000'000;
constexpr qint64 kNsPerMs = 1'000'000;

// Floor division, so that times before 1970 (untrusted files) still split into second and
// fraction the right way round.
qint64 floorDiv(qint64 a, qint64 b)
{
    const qint64 q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

QString fraction(qint64 nsInSecond, int digits)
{
    if (digits <= 0)
        return {};
    qint64 value = nsInSecond;
    for (int i = digits; i < 9; ++i)
        value /= 10;
    return QLatin1Char('.') + QStringLiteral("%1").arg(value, digits, 10, QLatin1Char('0'));
}

} // namespace

qint64 TimeFormat::tickStep(qint64 rangeNs, double widthPx, double minSpacingPx)
{
    if (widthPx <= 0 || rangeNs <= 0)
        return std::max<qint64>(1, rangeNs);
    const double minimum = double(rangeNs) / widthPx * std::max(1.0, minSpacingPx);
    qint64 decade = 1;
    // 9.2e18 / 10 keeps the loop from overflowing on absurd ranges.
    while (decade <= INT64_MAX / 10) {
        for (const qint64 m : {qint64(1), qint64(2), qint64(5)}) {
            if (double(decade * m) >= minimum)
                return decade * m;
        }
        decade *= 10;
    }
    return decade;
}

int TimeFormat::fractionDigits(qint64 resolutionNs)
{
    int digits = 9;
    qint64 step = std::max<qint64>(1, resolutionNs);
    while (digits > 0 && step % 10 == 0) {
        step /= 10;
        --digits;
    }
    // A step of 250 ms needs 2 digits, one of 200 ms needs 1.
    return digits;
}

QString TimeFormat::clock(qint64 unixNs, qint64 resolutionNs)
{
    const qint64 seconds = floorDiv(unixNs, kNsPerSecond);
    const qint64 ns = unixNs - seconds * kNsPerSecond;
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(seconds * 1000);
    return time.toString(QStringLiteral("HH:mm:ss")) + fraction(ns, fractionDigits(resolutionNs));
}

QString TimeFormat::date(qint64 unixNs)
{
    return QDateTime::fromMSecsSinceEpoch(floorDiv(unixNs, kNsPerMs)).toString(QStringLiteral("yyyy-MM-dd"));
}

QString TimeFormat::dateTime(qint64 unixNs)
{
    return date(unixNs) + QLatin1Char(' ') + clock(unixNs, 1);
}

QString TimeFormat::offset(qint64 ns, qint64 resolutionNs)
{
    const bool negative = ns < 0;
    // INT64_MIN has no positive counterpart; one nanosecond does not matter there.
    const qint64 magnitude = negative ? (ns == INT64_MIN ? INT64_MAX : -ns) : ns;
    const qint64 seconds = magnitude / kNsPerSecond;
    const QString text = QString::number(seconds) + fraction(magnitude % kNsPerSecond, fractionDigits(resolutionNs));
    return (negative ? QStringLiteral("−") : QStringLiteral("+")) + text + QStringLiteral(" s");
}

} // namespace faultline
