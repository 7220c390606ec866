#include "CaptureDescription.h"

#include "QtText.h"

#include <QCollator>
#include <QDateTime>
#include <QLocale>
#include <QStringList>
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

std::vector<std::string> CaptureDescription::mergedNodes(const Trace& trace)
{
    std::vector<std::string> nodes;
    for (const capture::Session& s : trace.sessions) {
        if (!s.node.empty() && std::find(nodes.begin(), nodes.end(), s.node) == nodes.end())
            nodes.push_back(s.node);
    }
    if (nodes.size() < 2)
        nodes.clear();
    // rank2 before rank10.
    QCollator natural;
    natural.setNumericMode(true);
    std::sort(nodes.begin(), nodes.end(), [&natural](const std::string& a, const std::string& b) {
        return natural.compare(QString::fromStdString(a), QString::fromStdString(b)) < 0;
    });
    return nodes;
}

QString CaptureDescription::host(const Trace& trace)
{
    const std::vector<std::string> nodes = mergedNodes(trace);
    if (!nodes.empty()) {
        QStringList names;
        for (const std::string& n : nodes)
            names << QString::fromStdString(n);
        //: %1 a number of ranks (2 or more), %2 their names: "rank0, rank3"
        return tr("%1 ranks merged: %2").arg(nodes.size()).arg(names.join(QStringLiteral(", ")));
    }
    std::string host = trace.metaValue("host");
    if (host.empty() && !trace.sessions.empty())
        host = trace.sessions.front().node;
    return host.empty() ? unknown() : QString::fromStdString(host);
}

QString CaptureDescription::gpus(const Trace& trace)
{
    const std::vector<std::string> nodes = mergedNodes(trace);
    std::vector<const capture::Session*> sessions; // the first of each node, in node order
    for (const capture::Session& s : trace.sessions) {
        if (std::none_of(sessions.begin(), sessions.end(), [&s](const auto* x) { return x->node == s.node; }))
            sessions.push_back(&s);
    }
    std::stable_sort(sessions.begin(), sessions.end(), [&nodes](const auto* a, const auto* b) {
        return std::find(nodes.begin(), nodes.end(), a->node) < std::find(nodes.begin(), nodes.end(), b->node);
    });
    QStringList lines;
    for (const capture::Session* session : sessions) {
        const capture::Session& s = *session;
        QString line = s.gpuModel.empty() ? QString() : QString::fromStdString(s.gpuModel);
        if (!s.gpuDriver.empty() && !line.isEmpty())
            line = tr("%1 · driver %2").arg(line, QString::fromStdString(s.gpuDriver));
        const std::string machine = trace.metaValue(nodes.empty() ? std::string("import.machine_gpus")
                                                                  : "node." + s.node + ".import.machine_gpus");
        if (!machine.empty()) {
            //: %1 the GPUs the job used (or "none used"), %2 every GPU of the machine: "8 × NVIDIA A100-PG509-200"
            line = tr("%1 (the machine has %2)")
                       .arg(line.isEmpty() ? tr("none used") : line, QString::fromStdString(machine));
        }
        if (line.isEmpty())
            continue;
        if (!nodes.empty() && !s.node.empty())
            line = tr("%1: %2").arg(QString::fromStdString(s.node), line);
        lines << line;
    }
    return lines.isEmpty() ? unknown() : lines.join(QLatin1Char('\n'));
}

QString CaptureDescription::producer(const Trace& trace)
{
    // An imported trace was made by the profiler that wrote it (its version where the file says);
    // a merged one by its ranks' profilers.
    std::string imported = trace.metaValue("import.producer");
    std::string version = trace.metaValue("import.format_version");
    const std::vector<std::string> nodes = mergedNodes(trace);
    if (imported.empty() && !nodes.empty()) {
        imported = trace.metaValue("node." + nodes.front() + ".import.producer");
        version = trace.metaValue("node." + nodes.front() + ".import.format_version");
    }
    if (!imported.empty()) {
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
