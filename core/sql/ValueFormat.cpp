#include "ValueFormat.h"

#include "OpCatalog.h"
#include "QtText.h"

#include <QDateTime>
#include <QTimeZone>

namespace faultline::sql {

ColumnKind guessColumnKind(const QString& columnName)
{
    const QString c = columnName.toLower();
    if (c == QLatin1String("id"))
        return ColumnKind::EventId;
    if (c == QLatin1String("timestamp") || c == QLatin1String("ts") || c.endsWith(QLatin1String("_at"))
        || c == QLatin1String("started_at") || c == QLatin1String("start_ns") || c == QLatin1String("bucket"))
        return ColumnKind::Timestamp;
    if (c == QLatin1String("duration") || c == QLatin1String("dur") || c.endsWith(QLatin1String("_dur"))
        || c.endsWith(QLatin1String("_ns")) || c.startsWith(QLatin1String("dur_")) || c == QLatin1String("sum_dur")
        || c == QLatin1String("min_dur") || c == QLatin1String("max_dur"))
        return ColumnKind::Duration;
    if (c.contains(QLatin1String("bytes")) || c == QLatin1String("size") || c == QLatin1String("sum_arg0"))
        return ColumnKind::Bytes;
    if (c == QLatin1String("source"))
        return ColumnKind::Source;
    if (c == QLatin1String("op"))
        return ColumnKind::Op;
    return ColumnKind::Plain;
}

int sourceColumn(const QStringList& columns)
{
    for (int i = 0; i < columns.size(); ++i)
        if (columns.at(i).compare(QLatin1String("source"), Qt::CaseInsensitive) == 0)
            return i;
    return -1;
}

QList<ColumnKind> columnKinds(const QStringList& columns)
{
    QList<ColumnKind> kinds;
    const bool hasSource = sourceColumn(columns) >= 0;
    for (const QString& c : columns) {
        ColumnKind k = guessColumnKind(c);
        if (k == ColumnKind::Op && !hasSource)
            k = ColumnKind::Plain;
        kinds.append(k);
    }
    return kinds;
}

QString displayValue(const QVariant& value, ColumnKind kind, const QVariant& source)
{
    if (value.isNull())
        return QStringLiteral("NULL");
    bool isInt = false;
    const qlonglong n = value.toLongLong(&isInt);
    const bool integral = isInt
        && (value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Int
            || value.typeId() == QMetaType::ULongLong || value.typeId() == QMetaType::UInt);
    switch (kind) {
    case ColumnKind::Timestamp:
        // Unix ns from 2001 to 2286 read as a time; smaller numbers are something else.
        if (integral && n > 1'000'000'000'000'000'000LL) {
            const QDateTime t = QDateTime::fromMSecsSinceEpoch(n / 1000000, QTimeZone::utc());
            return t.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"))
                + QStringLiteral("%1").arg(n % 1'000'000, 6, 10, QLatin1Char('0')) + QStringLiteral(" UTC");
        }
        break;
    case ColumnKind::Duration:
        if (integral && n >= 0)
            return text::durationText(n);
        break;
    case ColumnKind::Bytes:
        if (integral && n >= 0)
            return text::bytesText(static_cast<std::uint64_t>(n));
        break;
    case ColumnKind::Source:
        if (integral && n >= 0 && n <= 255)
            return QString::fromStdString(capture::OpCatalog::sourceName(static_cast<std::uint8_t>(n)));
        break;
    case ColumnKind::Op: {
        bool ok = false;
        const qlonglong s = source.toLongLong(&ok);
        if (integral && ok && n >= 0 && n <= 255 && s >= 0 && s <= 255)
            return QString::fromStdString(
                capture::OpCatalog::opName(static_cast<std::uint8_t>(s), static_cast<std::uint8_t>(n)));
        break;
    }
    case ColumnKind::EventId:
    case ColumnKind::Plain: break;
    }
    if (value.typeId() == QMetaType::QByteArray)
        return QStringLiteral("<%1 bytes>").arg(value.toByteArray().size());
    if (value.typeId() == QMetaType::Double)
        return QString::number(value.toDouble(), 'g', 12);
    return value.toString();
}

} // namespace faultline::sql
