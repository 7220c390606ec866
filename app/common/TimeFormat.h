#pragma once

#include "QtText.h"

#include <QObject>
#include <QString>

#include <cstdint>

class QAbstractItemModel;

namespace faultline {

// How times are shown everywhere (Preferences ▸ Time display): points in time as offsets from
// the capture start or as wall-clock time of day, and the unit of durations and offsets.
struct TimeDisplay
{
    enum class Origin : std::uint8_t { Relative, Absolute };
    // Auto: the unit that suits each value (ns under 1 µs, µs under 1 ms, ...), offsets in seconds.
    enum class Unit : std::uint8_t { Auto, Nanoseconds, Microseconds, Milliseconds, Seconds };
    Origin origin = Origin::Relative;
    Unit unit = Unit::Auto;
    friend bool operator==(const TimeDisplay&, const TimeDisplay&) = default;
};

// Says that TimeFormat::setDisplay() changed how times are shown: views connect to it and
// show their times again.
class TimeDisplayNotifier : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
signals:
    void changed();
};

// Text for times on the timeline and in the tables: wall-clock time of day, offsets from the
// capture start, durations and tick spacing, following the application's TimeDisplay. Local
// time, like the clock on the user's wall. The display is read and set on the GUI thread.
class TimeFormat
{
public:
    [[nodiscard]] static TimeDisplay display();
    // Emits TimeDisplayNotifier::changed() when `display` differs from the current one.
    static void setDisplay(const TimeDisplay& display);
    [[nodiscard]] static TimeDisplayNotifier* notifier();
    // A flat table model whose cells show times: its cells are shown again when the display
    // changes (dataChanged over every row and column).
    static void refreshOnDisplayChange(QAbstractItemModel* model);

    // Distance between ruler ticks: 1, 2 or 5 × 10^k ns, the smallest that keeps ticks at least
    // `minSpacingPx` apart. At least 1 ns; the whole range when width <= 0.
    [[nodiscard]] static qint64 tickStep(qint64 rangeNs, double widthPx, double minSpacingPx);
    // The first tick at or after `rangeStart`: a multiple of `step` from the capture start when
    // times are shown relative to it, else a multiple of `step` of the wall clock (round times).
    [[nodiscard]] static qint64 firstTick(qint64 rangeStart, qint64 step, qint64 captureStart);
    // "14:03:12", "14:03:12.250", "14:03:12.250125", "14:03:12.250125375": as many fraction
    // digits as `resolutionNs` needs.
    [[nodiscard]] static QString clock(qint64 unixNs, qint64 resolutionNs);
    // "2025-11-21"
    [[nodiscard]] static QString date(qint64 unixNs);
    // "+12.25 s" since the capture start, as many decimals as `resolutionNs` needs ("−" before
    // it), in the display's unit ("+12250 ms"; seconds for Auto).
    [[nodiscard]] static QString offset(qint64 ns, qint64 resolutionNs);
    // "2025-11-21 14:03:12.250125375", full precision.
    [[nodiscard]] static QString dateTime(qint64 unixNs);
    // Decimal digits of a second needed to show steps of `resolutionNs` (0..9).
    [[nodiscard]] static int fractionDigits(qint64 resolutionNs);

    // A point in time as the display asks: offset(unixNs - captureStart) or clock(unixNs).
    [[nodiscard]] static QString instant(qint64 unixNs, qint64 captureStart, qint64 resolutionNs);
    // The other form, to show beside it: clock(unixNs) or offset(unixNs - captureStart).
    [[nodiscard]] static QString otherInstant(qint64 unixNs, qint64 captureStart, qint64 resolutionNs);
    // A duration in the display's unit: "224.31 µs" (Auto, as text::formatDuration),
    // "0.224 ms", "224308 ns".
    [[nodiscard]] static QString duration(qint64 ns);
};

} // namespace faultline
