#include "TimeFormat.h"

#include "QtText.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDateTime>

#include <cmath>

namespace faultline {

namespace {

constexpr qint64 kNsPerSecond = 1'000'000'000;
constexpr qint64 kNsPerMs = 1'000'000;

TimeDisplay g_display; // GUI thread only

// Floor division, so that times before 1970 (untrusted files) still split into second and
// fraction the right way round.
qint64 floorDiv(qint64 a, qint64 b)
{
    const qint64 q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

// The first `digits` of a fraction written with `places` digits (`value` < 10^places).
QString fraction(qint64 value, int places, int digits)
{
    if (digits <= 0)
        return {};
    for (int i = digits; i < places; ++i)
        value /= 10;
    return QLatin1Char('.') + QStringLiteral("%1").arg(value, digits, 10, QLatin1Char('0'));
}

struct UnitInfo
{
    qint64 ns;  // nanoseconds per unit
    int places; // decimal digits of a unit that make a nanosecond
    const char16_t* suffix;
};

UnitInfo unitInfo(TimeDisplay::Unit unit)
{
    switch (unit) {
    case TimeDisplay::Unit::Nanoseconds: return {1, 0, u" ns"};
    case TimeDisplay::Unit::Microseconds: return {1000, 3, u" µs"};
    case TimeDisplay::Unit::Milliseconds: return {kNsPerMs, 6, u" ms"};
    case TimeDisplay::Unit::Auto:
    case TimeDisplay::Unit::Seconds: break;
    }
    return {kNsPerSecond, 9, u" s"};
}

// Decimals shown for a duration in a fixed unit: down to the nanosecond for µs, to the
// microsecond for ms and s (a table column stays readable; the details give nanoseconds).
int durationDecimals(TimeDisplay::Unit unit)
{
    switch (unit) {
    case TimeDisplay::Unit::Nanoseconds: return 0;
    case TimeDisplay::Unit::Microseconds: return 3;
    case TimeDisplay::Unit::Milliseconds: return 3;
    case TimeDisplay::Unit::Auto:
    case TimeDisplay::Unit::Seconds: break;
    }
    return 6;
}

qint64 magnitudeOf(qint64 ns)
{
    // INT64_MIN has no positive counterpart; one nanosecond does not matter there.
    return ns < 0 ? (ns == INT64_MIN ? INT64_MAX : -ns) : ns;
}

} // namespace

TimeDisplay TimeFormat::display()
{
    return g_display;
}

void TimeFormat::setDisplay(const TimeDisplay& display)
{
    if (display == g_display)
        return;
    g_display = display;
    emit notifier()->changed();
}

TimeDisplayNotifier* TimeFormat::notifier()
{
    // Parented to the application, so it goes before the QApplication does.
    static TimeDisplayNotifier* instance = new TimeDisplayNotifier(QCoreApplication::instance());
    return instance;
}

void TimeFormat::refreshOnDisplayChange(QAbstractItemModel* model)
{
    QObject::connect(notifier(), &TimeDisplayNotifier::changed, model, [model] {
        const int rows = model->rowCount();
        const int columns = model->columnCount();
        if (rows > 0 && columns > 0)
            emit model->dataChanged(model->index(0, 0), model->index(rows - 1, columns - 1), {Qt::DisplayRole});
    });
}

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

qint64 TimeFormat::firstTick(qint64 rangeStart, qint64 step, qint64 captureStart)
{
    step = std::max<qint64>(1, step);
    const qint64 origin = g_display.origin == TimeDisplay::Origin::Relative ? captureStart : 0;
    const qint64 fromOrigin = rangeStart - origin;
    qint64 k = floorDiv(fromOrigin, step);
    if (k * step < fromOrigin)
        ++k;
    return origin + k * step;
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
    return time.toString(QStringLiteral("HH:mm:ss")) + fraction(ns, 9, fractionDigits(resolutionNs));
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
    const UnitInfo unit = unitInfo(g_display.unit);
    const qint64 magnitude = magnitudeOf(ns);
    // Digits of a second the resolution needs, less those the unit already spells out.
    const int digits = std::max(0, fractionDigits(resolutionNs) - (9 - unit.places));
    const QString text = QString::number(magnitude / unit.ns) + fraction(magnitude % unit.ns, unit.places, digits);
    return (ns < 0 ? QStringLiteral("−") : QStringLiteral("+")) + text + QString::fromUtf16(unit.suffix);
}

QString TimeFormat::instant(qint64 unixNs, qint64 captureStart, qint64 resolutionNs)
{
    return g_display.origin == TimeDisplay::Origin::Relative ? offset(unixNs - captureStart, resolutionNs)
                                                             : clock(unixNs, resolutionNs);
}

QString TimeFormat::otherInstant(qint64 unixNs, qint64 captureStart, qint64 resolutionNs)
{
    return g_display.origin == TimeDisplay::Origin::Relative ? clock(unixNs, resolutionNs)
                                                             : offset(unixNs - captureStart, resolutionNs);
}

QString TimeFormat::duration(qint64 ns)
{
    if (g_display.unit == TimeDisplay::Unit::Auto)
        return text::durationText(ns);
    const UnitInfo unit = unitInfo(g_display.unit);
    const qint64 magnitude = magnitudeOf(ns);
    const QString text = QString::number(magnitude / unit.ns)
        + fraction(magnitude % unit.ns, unit.places, durationDecimals(g_display.unit));
    return (ns < 0 ? QStringLiteral("-") : QString()) + text + QString::fromUtf16(unit.suffix);
}

} // namespace faultline
