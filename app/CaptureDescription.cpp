#include "CaptureDescription.h"

#include "QtText.h"

#include <QDateTime>
#include <QLocale>
#include <QTimeZone>

#include <algorithm>

namespace faultline {

namespace {

QDateTime utcFromNs(std::int64_t ns)
{
    return QDateTime::fromMSecsSinceEpoch(ns / 1'000'000, QTimeZone::utc());
}

} // namespace

QString CaptureDescription::unknown()
{
    return QStringLiteral("—");
}

QString CaptureDescription::producer(const Trace& trace)
{
    // An imported trace was made by the profiler that wrote it (its version where the file says).
    const std::string imported = trace.metaValue("import.producer");
    if (!imported.empty()) {
        const std::string version = trace.metaValue("import.format_version");
        return version.empty() ? tr("%1, imported by Faultline").arg(QString::fromStdString(imported))
                               : tr("%1 (format %2), imported by Faultline")
                                     .arg(QString::fromStdString(imported), QString::fromStdString(version));
    }
    return trace.info.isFaultline ? tr("Faultline") : tr("Ingero");
}

QString CaptureDescription::probeVersion(const Trace& trace)
{
    std::string version = trace.metaValue("probe_version");
    if (version.empty() && !trace.sessions.empty())
        version = trace.sessions.front().ingeroVersion;
    return version.empty() ? unknown() : QString::fromStdString(version);
}

QString CaptureDescription::layout(const Trace& trace)
{
    QString text = QString::fromLatin1(capture::layoutName(trace.info.layout));
    if (!trace.info.schemaVersion.empty())
        text = tr("%1, schema %2").arg(text, QString::fromStdString(trace.info.schemaVersion));
    return text;
}

QString CaptureDescription::timeSpan(const Trace& trace)
{
    if (trace.endNs <= trace.beginNs && trace.beginNs == 0)
        return unknown();
    const QDateTime begin = utcFromNs(trace.beginNs);
    const QDateTime end = utcFromNs(trace.endNs);
    const QString dateTime = QStringLiteral("yyyy-MM-dd HH:mm:ss");
    const QString endText = begin.date() == end.date() ? end.toString(QStringLiteral("HH:mm:ss"))
                                                       : end.toString(dateTime);
    return tr("%1 → %2 UTC").arg(begin.toString(dateTime), endText);
}

QString CaptureDescription::duration(const Trace& trace)
{
    return text::durationText(std::max<std::int64_t>(0, trace.endNs - trace.beginNs));
}

std::int64_t CaptureDescription::eventsSeen(const Trace& trace)
{
    std::int64_t countedSeen = 0;
    for (const capture::SourceCounters& counters : trace.counters)
        countedSeen += counters.seen;
    return std::max({trace.eventCount(), trace.info.aggregateCount, countedSeen});
}

QString CaptureDescription::events(const Trace& trace)
{
    const QLocale locale;
    const std::int64_t stored = trace.eventCount();
    const std::int64_t seen = eventsSeen(trace);
    if (seen > stored)
        return tr("%1 stored of %2 seen (sampled)").arg(locale.toString(stored), locale.toString(seen));
    return tr("%1 stored").arg(locale.toString(stored));
}

QString CaptureDescription::sampledNote(const Trace& trace)
{
    if (eventsSeen(trace) <= trace.eventCount() && !trace.isSampled())
        return {};
    return tr("The tracer saw more events than the capture stored. Counts marked “sampled” come from "
              "event_aggregates; latency percentiles are computed over the stored events.");
}

} // namespace faultline
